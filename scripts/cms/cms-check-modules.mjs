// The CMS's pre-save check runs the content schemas themselves in the browser
// (lib/cms/entry-check.ts): each TypeScript file the check imports, compiled alone by TypeScript
// into <admin>/vendor/check/ with its imports pointed at the files beside it, and zod's own ES
// modules in <admin>/vendor/zod/. No bundler: the browser follows the imports.
import { cpSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { root } from "../build/repo-paths.mjs";

/** @typedef {typeof import("typescript")} TypeScript */
/** The output of each file compiled in this process, by its path and source (see below). */
/** @type {Map<string, { outputText: string, imports: string[] }>} */
const compiled = new Map();

const require = createRequire(import.meta.url);
const zodDir = path.dirname(require.resolve("zod/package.json"));

export const CHECK_ENTRY = "lib/cms/entry-check.ts";
/** Where the entry lands under <admin>/vendor/, for cms-setup.js to import. */
export const CHECK_MODULE = "check/lib/cms/entry-check.js";

/**
 * "@/lib/x" or "./x" from `from` → the repository file it names.
 * @param {string} specifier
 * @param {string} from
 */
function resolve(specifier, from) {
  const base = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  throw new Error(`CMS check: ${specifier} (imported by ${path.relative(root, from)}) not found`);
}

/** The browser file a repository file becomes, relative to vendor/check/. */
const outputOf = (/** @type {string} */ file) =>
  path
    .relative(root, file)
    .replace(/\.tsx?$/, ".js")
    .replace(/\.json$/, ".json.js");

/**
 * Rewrites each import and export specifier of one compiled file.
 * @param {TypeScript} ts
 * @param {(specifier: string) => string} rewrite
 * @returns {import("typescript").TransformerFactory<import("typescript").SourceFile>}
 */
function specifierRewriter(ts, rewrite) {
  return (context) => (sourceFile) => {
    /** @type {import("typescript").Visitor} */
    const visit = (node) => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        const specifier = ts.factory.createStringLiteral(rewrite(node.moduleSpecifier.text));
        return ts.isImportDeclaration(node)
          ? ts.factory.updateImportDeclaration(
              node,
              node.modifiers,
              node.importClause,
              specifier,
              node.attributes,
            )
          : ts.factory.updateExportDeclaration(
              node,
              node.modifiers,
              node.isTypeOnly,
              node.exportClause,
              specifier,
              node.attributes,
            );
      }
      return ts.visitEachChild(node, visit, context);
    };
    return /** @type {import("typescript").SourceFile} */ (ts.visitNode(sourceFile, visit));
  };
}

/** zod's ES modules and licence (no CommonJS, no types, no sources), as the browser imports them. */
const copyZod = (/** @type {string} */ target) =>
  cpSync(zodDir, target, {
    recursive: true,
    filter: (file) =>
      statSync(file).isDirectory()
        ? path.basename(file) !== "src"
        : file.endsWith(".js") || file === path.join(zodDir, "LICENSE"),
  });

/** Writes vendor/check/ and vendor/zod/ under `vendor`; returns how many files were compiled. */
export function writeCheckModules(/** @type {string} */ vendor) {
  const checkDir = path.join(vendor, "check");
  rmSync(checkDir, { recursive: true, force: true });
  rmSync(path.join(vendor, "zod"), { recursive: true, force: true });
  copyZod(path.join(vendor, "zod"));
  // ES modules, for Node as for the browser (the Jest test runs them in Node).
  for (const dir of ["zod", "check"]) {
    mkdirSync(path.join(vendor, dir), { recursive: true });
    writeFileSync(path.join(vendor, dir, "package.json"), '{ "type": "module" }\n');
  }
  const pending = [path.join(root, CHECK_ENTRY)];
  const done = new Set();
  while (pending.length) {
    const file = /** @type {string} */ (pending.pop());
    if (done.has(file)) continue;
    done.add(file);
    const output = path.join(checkDir, outputOf(file));
    mkdirSync(path.dirname(output), { recursive: true });
    const source = readFileSync(file, "utf8");
    if (file.endsWith(".json")) {
      writeFileSync(output, `export default ${JSON.stringify(JSON.parse(source))};\n`);
      continue;
    }
    const relativeTo = (/** @type {string} */ target) => {
      const relative = path.relative(path.dirname(output), target).split(path.sep).join("/");
      return relative.startsWith(".") ? relative : `./${relative}`;
    };
    const rewrite = (/** @type {string} */ specifier) => {
      if (specifier === "zod") return relativeTo(path.join(vendor, "zod", "index.js"));
      if (!specifier.startsWith("@/") && !specifier.startsWith(".")) {
        throw new Error(
          `CMS check: ${path.relative(root, file)} imports "${specifier}", which the browser cannot load`,
        );
      }
      const target = resolve(specifier, file);
      pending.push(target);
      return relativeTo(path.join(checkDir, outputOf(target)));
    };
    // Compiled once per process for a given text: the output depends only on the file and its
    // source (the specifiers it gets are relative, and vendor/'s layout is fixed), and the
    // step's tests install the CMS once per case.
    const key = `${file}\0${source}`;
    const known = compiled.get(key);
    if (known) {
      pending.push(...known.imports);
      writeFileSync(output, known.outputText);
      continue;
    }
    // What the rewrite adds to `pending` are the file's imports.
    const before = pending.length;
    // Required on first use: the post-build step's other modes (--check, --verify, which `npm
    // start` runs) never compile, and the compiler takes a second or more to load.
    const ts = /** @type {TypeScript} */ (require("typescript"));
    const { outputText, diagnostics } = ts.transpileModule(source, {
      fileName: file,
      reportDiagnostics: true,
      compilerOptions: {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        isolatedModules: true,
        verbatimModuleSyntax: false,
      },
      transformers: { after: [specifierRewriter(ts, rewrite)] },
    });
    if (diagnostics?.length) {
      throw new Error(
        `CMS check: ${path.relative(root, file)}: ${ts.flattenDiagnosticMessageText(diagnostics[0].messageText, "\n")}`,
      );
    }
    compiled.set(key, { outputText, imports: pending.slice(before) });
    writeFileSync(output, outputText);
  }
  return done.size;
}
