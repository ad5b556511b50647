const nextJest = require("next/jest");

const createJestConfig = nextJest({ dir: "./" });

/*
 * The Markdown renderer (lib/content/markdown.ts) and the post-build step the tests load
 * (scripts/build/post-build.mjs, its HTML parser) pull in the unified ecosystem, which ships ES
 * modules only; Jest runs CommonJS, so these packages must go through the transformer.
 * Everything else in node_modules stays untransformed to keep the run fast.
 */
const ESM_PACKAGES = [
  "@ungap/structured-clone",
  "unified",
  "bail",
  "trough",
  "devlop",
  "zwitch",
  "ccount",
  "trim-lines",
  "is-plain-obj",
  "longest-streak",
  "web-namespaces",
  "html-void-elements",
  "html-url-attributes",
  "stringify-entities",
  "property-information",
  "space-separated-tokens",
  "comma-separated-tokens",
  "decode-named-character-reference",
  "character-entities[^/]*",
  "character-reference-invalid",
  "parse-entities",
  "is-alphanumerical",
  "is-alphabetical",
  "is-decimal",
  "is-hexadecimal",
  "vfile[^/]*",
  "unist-[^/]*",
  "mdast-[^/]*",
  "hast-[^/]*",
  "micromark[^/]*",
  "remark-[^/]*",
  "rehype-[^/]*",
  "hastscript",
  "parse5",
  "entities",
];

/** @type {import("jest").Config} */
const config = {
  // jsdom, with a memo that lasts the worker (see the file; jest.setup.js uses it).
  testEnvironment: "<rootDir>/__tests__/support/jest-environment.js",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.js"],
  moduleNameMapper: {
    "^server-only$": "<rootDir>/__tests__/support/empty-module.js",
    "^@/(.*)$": "<rootDir>/$1",
  },
  testMatch: ["<rootDir>/__tests__/**/*.test.{ts,tsx}"],
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/__tests__/e2e/", "<rootDir>/out/"],
};

// next/jest only appends to its own transformIgnorePatterns, which skip all of node_modules.
module.exports = async () => {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(?:${ESM_PACKAGES.join("|")})/)`,
      "^.+\\.module\\.(css|sass|scss)$",
    ],
  };
};
