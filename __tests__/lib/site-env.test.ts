import { previewInfo } from "@/lib/site/site-env";

describe("previewInfo: what the preview banner says", () => {
  it("is nothing on a production build", () => {
    expect(previewInfo({ SITE_ENV: "production", BRANCH: "main" })).toBeNull();
    expect(previewInfo({ VERCEL_ENV: "production", VERCEL_GIT_COMMIT_REF: "main" })).toBeNull();
  });

  it("names each host's branch and short commit on a preview build", () => {
    expect(
      previewInfo({
        VERCEL_ENV: "preview",
        VERCEL_GIT_COMMIT_REF: "cms/x",
        VERCEL_GIT_COMMIT_SHA: "abcdef0123",
      }),
    ).toEqual({ kind: "preview", branch: "cms/x", commit: "abcdef0" });
    expect(
      previewInfo({ CONTEXT: "deploy-preview", HEAD: "cms/y", COMMIT_REF: "1234567890" }),
    ).toEqual({ kind: "preview", branch: "cms/y", commit: "1234567" });
    expect(previewInfo({ CF_PAGES_BRANCH: "cms/z" })).toEqual({ kind: "preview", branch: "cms/z" });
  });

  it("says local build when no host says which branch it built", () => {
    expect(previewInfo({})).toEqual({ kind: "local" });
    expect(previewInfo({ SITE_ENV: "preview" })).toEqual({ kind: "local" });
  });
});
