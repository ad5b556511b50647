import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import jest from "eslint-plugin-jest";
import playwright from "eslint-plugin-playwright";
import testingLibrary from "eslint-plugin-testing-library";

// A focused or skipped test would let the suite pass without running everything.
const unitTests = ["__tests__/**/*.test.{ts,tsx}"];
const browserTests = ["__tests__/e2e/**/*.ts"];

/*
 * lib/'s layers, lowest first (each file in the first layer whose globs match it). Globs, so
 * that a folder added under a layer belongs to it.
 */
/** "content/pages/about.yml", `content/projects/${id}`: a content path written out (esquery regex). */
const CONTENT_PATH = "/^content\\u002F[\\w.-]/";

const LIB_LAYERS = [
  { name: "schemas", files: ["lib/schemas/**", "lib/content/stand-ins/marks.ts"] },
  { name: "registry", files: ["lib/registry/**"] },
  { name: "store", files: ["lib/store/**"] },
  {
    name: "readers",
    files: [
      "lib/content/!(load|index|notices).ts",
      "lib/translation/!(site-status).ts",
      "lib/cms/*.ts",
      "lib/prices/price-ranges.ts",
      "lib/content/stand-ins/index.ts",
    ],
  },
  {
    name: "pages",
    files: [
      "lib/content/{load,index,notices}.ts",
      "lib/translation/site-status.ts",
      "lib/site/{seo,page-meta,structured-data,atom-feed,feed-link}.ts",
      "lib/nav/{navigation,breadcrumbs,section-links}.ts",
    ],
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { prefer: "type-imports", fixStyle: "inline-type-imports" },
      ],
      "jsx-a11y/alt-text": "error",
      "jsx-a11y/anchor-is-valid": "error",
      "jsx-a11y/no-autofocus": "error",
    },
  },
  // Imports run one way: app → components → lib (the two rules below), and never in a circle:
  // `npm run lint:cycles` (dpdm), which reads each file once; import/no-cycle, which did the
  // same here, was three quarters of ESLint's time.
  {
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/app/*"], message: "components may not import from app/." }] },
      ],
    },
  },
  {
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/app/*", "@/components/*"],
              message: "lib/ may not import from app/ or components/.",
            },
          ],
        },
      ],
    },
  },
  // lib/'s layers, lowest first: the schemas; the registry, which says where every collection
  // lives; the store, which opens and parses the files; the readers, which make the content of
  // them; the pages' side, which loads the site and asks it. A module imports from its own layer
  // or those below it, never above (__tests__/lib/lint-rules.test.ts plants one).
  {
    files: ["lib/**/*.{ts,tsx,mjs}"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          // One zone per glob above: the rule refuses a list mixing globs and plain paths.
          zones: LIB_LAYERS.flatMap((layer, index) =>
            LIB_LAYERS.slice(index + 1).flatMap((above) =>
              above.files.map((from) => ({
                target: layer.files,
                from,
                message: `lib/'s ${layer.name} may not import from its ${above.name}.`,
              })),
            ),
          ),
        },
      ],
    },
  },
  // A content file is named in the registry (lib/registry/registry.ts) alone: a path written
  // elsewhere would read a folder the registry does not know, and its test could not see it.
  {
    files: ["{app,components,lib}/**/*.{ts,tsx,mjs}", "scripts/**/*.{mjs,ts}"],
    ignores: ["lib/registry/registry.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: `Literal[value=${CONTENT_PATH}], TemplateElement[value.raw=${CONTENT_PATH}]`,
          message:
            "Name a content file through the registry (lib/registry/registry.ts), not by its path.",
        },
      ],
    },
  },
  {
    // Playwright fixtures call their `use` callback, which is not React's `use` hook.
    files: ["__tests__/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: unitTests,
    plugins: { jest },
    rules: {
      "jest/no-focused-tests": "error",
      "jest/no-disabled-tests": "error",
      "jest/no-commented-out-tests": "error",
    },
  },
  {
    ...testingLibrary.configs["flat/react"],
    files: ["__tests__/components/**/*.test.tsx"],
    rules: {
      ...testingLibrary.configs["flat/react"].rules,
      // Stars and icons are decorative SVGs with no role or name: counting them, or reading
      // a class the layout depends on, needs the DOM itself.
      "testing-library/no-container": "off",
      "testing-library/no-node-access": "off",
    },
  },
  {
    files: browserTests,
    plugins: { playwright },
    rules: {
      "playwright/no-focused-test": "error",
      "playwright/no-skipped-test": ["error", { allowConditional: false }],
      "playwright/no-commented-out-tests": "error",
    },
  },
  {
    // Jest loads these as CommonJS.
    files: ["jest.config.js", "jest.setup.js", "__tests__/support/jest-environment.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "out-base-path/**",
    // Decap CMS, copied from node_modules by `npm run cms` for the dev server.
    "public/admin/vendor/**",
    "node_modules/**",
    "next-env.d.ts",
    "coverage/**",
    "test-results/**",
    "playwright-report/**",
    "bench/.work/**",
  ]),
]);
