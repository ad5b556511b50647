/*
 * Where the CMS saves and how: cms-settings.yml, each value overridden by the
 * host's environment (CMS_REPO …), and the site's address as the pages have it
 * (NEXT_PUBLIC_SITE_URL, lib/site/site-env.ts). The form generator (lib/cms/decap-config.ts) writes
 * them into the CMS's configuration; nobody edits that file.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { getSiteUrl } from "@/lib/site/site-env";

export const CMS_SETTINGS_FILE = "cms-settings.yml";

const CmsSettingsFileSchema = z.strictObject({
  backend: z.enum(["github", "gitlab", "gitea", "bitbucket", "git-gateway"], {
    error: "must be github, gitlab, gitea, bitbucket or git-gateway",
  }),
  repo: z.string().regex(/^[^/\s]+\/[^/\s]+$/, "must be the repository as owner/name"),
  branch: z.string().trim().min(1, "must not be empty"),
  baseUrl: z.url({ error: "must be an address (https://…)" }).optional(),
  authEndpoint: z.string().trim().min(1, "must not be empty").optional(),
  publishMode: z.enum(["simple", "editorial_workflow"], {
    error: "must be simple or editorial_workflow",
  }),
});

export type CmsSettings = z.infer<typeof CmsSettingsFileSchema> & { siteUrl: string };

type Env = Record<string, string | undefined>;

/** The environment variable that overrides each setting on a host. */
const FROM_ENV = {
  backend: "CMS_BACKEND",
  repo: "CMS_REPO",
  branch: "CMS_BRANCH",
  baseUrl: "CMS_BASE_URL",
  authEndpoint: "CMS_AUTH_ENDPOINT",
  publishMode: "CMS_PUBLISH_MODE",
} as const;

/**
 * The settings: the file's, each overridden by its variable when `env` has it. The committed
 * form is written with no environment (`{}`), so it is the same on every machine; the build
 * writes the site's copy with the host's.
 */
export function cmsSettings(env: Env = {}, root = process.cwd()): CmsSettings {
  const file = parse(readFileSync(path.join(root, CMS_SETTINGS_FILE), "utf8")) ?? {};
  for (const [key, variable] of Object.entries(FROM_ENV)) {
    if (env[variable]) file[key] = env[variable];
  }
  const result = CmsSettingsFileSchema.safeParse(file);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(file)"}: ${issue.message}`,
    );
    throw new Error(`${CMS_SETTINGS_FILE} (or its CMS_… variable):\n${problems.join("\n")}`);
  }
  return { ...result.data, siteUrl: getSiteUrl(env) };
}
