import nextConfig from "../../next.config";
import { assertPostBuildCompatible, postBuildConflicts } from "../../lib/site/next-options-check";

const production = nextConfig("phase-production-build");

describe("Next options the post-build step cannot live with", () => {
  it("finds none in the project's configuration", () => {
    expect(postBuildConflicts(production)).toEqual([]);
  });

  it("stops the build when subresource integrity is turned on, saying why", () => {
    const withSri = {
      ...production,
      experimental: { ...production.experimental, sri: { algorithm: "sha256" as const } },
    };
    expect(() => assertPostBuildCompatible(withSri)).toThrow(
      /experimental\.sri \(subresource integrity\) is on: the post-build step rewrites the first-load chunk files/,
    );
  });

  it("stops the build when the output is not a static export", () => {
    expect(postBuildConflicts({ ...production, output: "standalone" })).toEqual([
      'output is "standalone": the post-build step works on a static export only',
    ]);
  });
});
