import { CONTEXT, previewFromEvent } from "@/scripts/hosts/preview-status.mjs";

// What the CMS-preview workflow posts for each host's event (scripts/hosts/preview-status.mjs).

const SHA = "0a1b2c3d4e5f60718293a4b5c6d7e8f901234567";

describe("the preview status for Decap", () => {
  it("is a context Decap reads: it contains “deploy”", () => {
    expect(CONTEXT).toContain("deploy");
  });

  it("takes a Vercel preview deployment's address", () => {
    const event = {
      deployment: { sha: SHA, environment: "Preview", production_environment: false },
      deployment_status: {
        state: "success",
        environment_url: "https://site-git-cms-pages-home-team.vercel.app",
        target_url: "https://vercel.com/team/site/abc",
      },
    };
    expect(previewFromEvent("deployment_status", event)).toEqual({
      sha: SHA,
      url: "https://site-git-cms-pages-home-team.vercel.app",
      host: "Vercel",
    });
  });

  it("ignores a production deployment and a failed or pending one", () => {
    const deployment = { sha: SHA, environment: "Production", production_environment: true };
    const status = { state: "success", environment_url: "https://www.example.com" };
    expect(previewFromEvent("deployment_status", { deployment, deployment_status: status })).toBe(
      null,
    );
    const preview = { ...deployment, environment: "Preview", production_environment: false };
    for (const state of ["failure", "pending", "in_progress"]) {
      expect(
        previewFromEvent("deployment_status", {
          deployment: preview,
          deployment_status: { ...status, state },
        }),
      ).toBe(null);
    }
  });

  it("takes a Cloudflare Pages check run's branch alias over its one-off address", () => {
    const event = {
      check_run: {
        name: "Cloudflare Pages",
        conclusion: "success",
        head_sha: SHA,
        output: {
          summary:
            "Deployment successful!\nPreview URL: https://3f2a9c1d.northbrush.pages.dev\nBranch Preview URL: https://cms-pages-home.northbrush.pages.dev",
        },
      },
    };
    expect(previewFromEvent("check_run", event)).toEqual({
      sha: SHA,
      url: "https://cms-pages-home.northbrush.pages.dev",
      host: "Cloudflare Pages",
    });
  });

  it("ignores another app's check run and a failed Cloudflare build", () => {
    const run = {
      name: "Cloudflare Pages",
      conclusion: "failure",
      head_sha: SHA,
      output: { summary: "Build failed" },
    };
    expect(previewFromEvent("check_run", { check_run: run })).toBe(null);
    expect(
      previewFromEvent("check_run", {
        check_run: { ...run, name: "lint", conclusion: "success" },
      }),
    ).toBe(null);
    expect(previewFromEvent("push", {})).toBe(null);
  });
});
