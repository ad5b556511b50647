import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { builtCopy } from "../support/built-copy";
import { expect } from "../support/fixtures";

/*
 * What the content reader refuses is proved at the reader, one bad edit per case, in Jest
 * (__tests__/content/broken-content.test.ts and the loader's other tests: one parse each, no
 * build). This is the one build that proves the build calls it, before it compiles anything
 * (scripts/build/next-adapter.mjs runs scripts/checks/check-content.mjs): the built copy with one bad edit
 * refuses to build, names the file, the entry and the field, and exports nothing. A refused
 * build stops at Next's configuration, so it costs seconds, not a build. It runs among the edits,
 * before the stock photos are imported: the photo pipeline, which runs first in every build,
 * then has only the CMS's uploads to read, which the real build finds encoded.
 */

const RATINGS = "content/shared/testimonial-ratings.yml";

builtCopy.edit(
  "a bad edit stops the build before it compiles, naming the file, the entry and the field",
  async ({ copy }) => {
    const file = path.join(copy.dir, RATINGS);
    const ratings = copy.file(RATINGS);
    const document = parseDocument(ratings);
    const id = String(document.getIn([1, "id"]));
    // Six stars out of five, on the second testimonial.
    document.setIn([1, "rating"], 6);
    writeFileSync(file, document.toString());
    const line = copy.file(RATINGS).split("\n").indexOf("  rating: 6") + 1;
    expect(line).toBeGreaterThan(0);
    const refused = await copy
      .build()
      .then(
        () => null,
        (error: { stdout: string; stderr: string }) => error,
      )
      // Put back whatever happens: the edits after this one, and the build, read the copy.
      .finally(() => writeFileSync(file, ratings));
    expect(refused, "the build passed with a rating of 6").not.toBeNull();
    const { stdout, stderr } = refused!;
    expect(stderr).toContain("The site was not built: the content has problems.");
    expect(stderr).toContain(`Invalid content in ${RATINGS}:`);
    expect(stderr).toContain(`[1] (id "${id}").rating (line ${line}): Too big`);
    expect(stderr).not.toMatch(/^\s+at /m);
    // Stopped before Next compiled or exported anything.
    expect(stdout).not.toMatch(/Compiled|Generating static pages/);
    expect(existsSync(path.join(copy.dir, "out"))).toBe(false);
    expect(await copy.git("status", "--porcelain", "--", RATINGS)).toBe("");
  },
);
