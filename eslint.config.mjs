import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
  {
    // Playwright fixtures call their `use` callback, which is not React's `use` hook.
    files: ["__tests__/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Jest loads these two as CommonJS.
    files: ["jest.config.js", "jest.setup.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "out-base-path/**",
    "node_modules/**",
    "next-env.d.ts",
    "coverage/**",
    "test-results/**",
    "playwright-report/**",
    "bench/.work/**",
  ]),
]);
