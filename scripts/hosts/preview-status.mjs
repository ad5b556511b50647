// Posts a branch preview's address as a GitHub commit status, the one signal Decap CMS reads
// for its "View preview" link (a status whose context contains "deploy"). Netlify posts such a
// status itself. Vercel reports previews as GitHub Deployments and Cloudflare Pages as check
// runs, which Decap does not read: .github/workflows/cms-preview-status.yml runs this on
// their events. Run by GitHub Actions only: `node scripts/hosts/preview-status.mjs`, with
// GITHUB_EVENT_NAME, GITHUB_EVENT_PATH, GITHUB_REPOSITORY and GITHUB_TOKEN set.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The context Decap matches ("deploy" in it); also the check to require before merging. */
export const CONTEXT = "deploy/preview";

/**
 * The commit and preview address an event announces, or null when it announces none (a
 * production deployment, a failed build, another app's check run).
 */
export function previewFromEvent(name, event) {
  if (name === "deployment_status") {
    const { deployment, deployment_status: status } = event;
    if (status?.state !== "success" || deployment?.production_environment) return null;
    if (/^production$/i.test(deployment?.environment ?? "")) return null;
    const url = status.environment_url || status.target_url;
    return url ? { sha: deployment.sha, url, host: "Vercel" } : null;
  }
  if (name === "check_run") {
    const run = event.check_run;
    if (!run || run.conclusion !== "success" || !/cloudflare pages/i.test(run.name ?? "")) {
      return null;
    }
    // Cloudflare's summary lists the deployment's address and, for a branch, its alias; the
    // alias (https://<branch>.<project>.pages.dev) follows the branch's later commits too.
    const text = `${run.output?.summary ?? ""}\n${run.output?.text ?? ""}`;
    const urls = [...text.matchAll(/https:\/\/[a-z0-9.-]+\.pages\.dev\b/gi)].map(([url]) => url);
    const alias = urls.find((url) => !/^https:\/\/[0-9a-f]{8}\./i.test(url));
    const url = alias ?? urls[0];
    return url ? { sha: run.head_sha, url, host: "Cloudflare Pages" } : null;
  }
  return null;
}

async function main() {
  const { GITHUB_EVENT_NAME, GITHUB_EVENT_PATH, GITHUB_REPOSITORY, GITHUB_TOKEN } = process.env;
  const event = JSON.parse(readFileSync(GITHUB_EVENT_PATH, "utf8"));
  const preview = previewFromEvent(GITHUB_EVENT_NAME, event);
  if (!preview) {
    console.log(`No branch preview in this ${GITHUB_EVENT_NAME} event: nothing to post.`);
    return;
  }
  const response = await fetch(
    `https://api.github.com/repos/${GITHUB_REPOSITORY}/statuses/${preview.sha}`,
    {
      method: "POST",
      headers: {
        accept: "application/vnd.github+json",
        authorization: `Bearer ${GITHUB_TOKEN}`,
        "x-github-api-version": "2022-11-28",
      },
      body: JSON.stringify({
        state: "success",
        context: CONTEXT,
        target_url: preview.url,
        description: `${preview.host} preview ready`,
      }),
    },
  );
  if (!response.ok) {
    throw new Error(`GitHub refused the status (${response.status}): ${await response.text()}`);
  }
  console.log(`Posted ${CONTEXT} → ${preview.url} on ${preview.sha}.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
