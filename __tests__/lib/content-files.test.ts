import { z } from "zod";
import * as files from "@/lib/store/files";
import { removeScratch, scratchCopy, writeText } from "@/__tests__/support/scratch-content";

// lib/store/files.ts on a folder of small files written here, one schema per test: each
// reader is given a context of its own, no load around it.

const Testimonials = z
  .array(z.object({ id: z.string(), rating: z.number().int().min(0).max(5) }))
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.id)) {
        ctx.addIssue({ code: "custom", path: [index, "id"], message: `duplicate id "${item.id}"` });
      }
      seen.add(item.id);
    });
  });
const FrontMatter = z.object({ name: z.string().min(1, "must not be empty"), alt: z.string() });

let dir: string;
/** A context whose problem sink throws the first problem, so each test sees it at once. */
let strict: files.LoadContext;

beforeAll(() => {
  dir = scratchCopy(null);
  writeText(dir, "good.yml", "- id: one\n  rating: 5\n- id: two\n  rating: 4\n");
  writeText(dir, "rating.yml", "# ratings\n- id: one\n  rating: 5\n- id: two\n  rating: 6\n");
  writeText(dir, "twice.yml", "- id: one\n  rating: 5\n- id: one\n  rating: 4\n");
  writeText(dir, "syntax.yml", "- id: one\n  rating: [5\n- id: two\n");
  writeText(dir, "page.md", "---\nname: Page\nalt: A photo\n---\n\nThe *body*.\n");
  writeText(dir, "empty-name.md", '---\nalt: A photo\nname: ""\n---\nBody.\n');
  writeText(dir, "no-front-matter.md", "Just a body.\n");
  strict = {
    ...files.loadContext(dir),
    report: (error) => {
      throw error;
    },
  };
});
afterAll(() => removeScratch(dir));

describe("readYaml", () => {
  it("returns the parsed data when valid", () => {
    expect(files.readYaml(strict, "good.yml", Testimonials)).toEqual([
      { id: "one", rating: 5 },
      { id: "two", rating: 4 },
    ]);
  });

  it("rejects a rating of 6, naming the file, the entry, the field and the line", () => {
    expect(() => files.readYaml(strict, "rating.yml", Testimonials)).toThrow(
      /^Invalid content in content\/rating\.yml:\n {2}- \[1\] \(id "two"\)\.rating \(line 5\): Too big/,
    );
  });

  it("points a duplicate id at the second entry", () => {
    expect(() => files.readYaml(strict, "twice.yml", Testimonials)).toThrow(
      /\[1\] \(id "one"\)\.id \(line 3\): duplicate id "one"/,
    );
  });

  it("reports a YAML syntax error with its line", () => {
    expect(() => files.readYaml(strict, "syntax.yml", Testimonials)).toThrow(
      /^Invalid content in content\/syntax\.yml:\n {2}- line \d+: /,
    );
  });

  it("names a missing file", () => {
    expect(() => files.readYaml(strict, "absent.yml", Testimonials)).toThrow(
      /Invalid content in content\/absent\.yml:\n {2}- the file is missing or unreadable/,
    );
  });

  it("throws a ContentError", () => {
    expect(() => files.readYaml(strict, "rating.yml", Testimonials)).toThrow(files.ContentError);
  });
});

describe("readMarkdown", () => {
  it("splits the front matter from the body", () => {
    expect(files.readMarkdown(strict, "page.md", FrontMatter)).toEqual({
      data: { name: "Page", alt: "A photo" },
      body: "The *body*.",
    });
  });

  it("gives the line in the whole file, counting the opening ---", () => {
    expect(() => files.readMarkdown(strict, "empty-name.md", FrontMatter)).toThrow(
      /Invalid content in content\/empty-name\.md:\n {2}- name \(line 3\): must not be empty/,
    );
  });

  it("refuses a file without front matter", () => {
    expect(() => files.readMarkdown(strict, "no-front-matter.md", FrontMatter)).toThrow(
      /no-front-matter\.md:\n {2}- must start with front matter between two "---" lines/,
    );
  });
});

describe("parseWith", () => {
  it("names the entry by its id and the nested field", () => {
    const schema = z.object({
      items: z.array(z.object({ id: z.string(), alt: z.string().min(1) })),
    });
    expect(() =>
      files.parseWith(strict, "list.yml", schema, {
        items: [
          { id: "a", alt: "A" },
          { id: "b", alt: "" },
        ],
      }),
    ).toThrow(
      /^Invalid content in content\/list\.yml:\n {2}- items\[1\] \(id "b"\)\.alt: Too small/,
    );
  });

  it("lists every problem, one per line", () => {
    const error = (() => {
      try {
        files.parseWith(strict, "two.yml", FrontMatter, { name: "", alt: 3 });
      } catch (caught) {
        return caught as Error;
      }
      throw new Error("expected a ContentError");
    })();
    expect(error.message.split("\n")).toEqual([
      "Invalid content in content\/two.yml:",
      "  - name: must not be empty",
      expect.stringMatching(/^ {2}- alt: Invalid input/),
    ]);
  });
});

describe("a reader's context", () => {
  it("records every problem and lets the reader go on, with no load around it", () => {
    const context = files.loadContext(dir);
    expect(files.readYaml(context, "rating.yml", Testimonials)).toEqual([
      { id: "one", rating: 5 },
      { id: "two", rating: 6 },
    ]);
    files.readMarkdown(context, "empty-name.md", FrontMatter);
    expect(context.problems.map((problem) => problem.file)).toEqual([
      "content/rating.yml",
      "content/empty-name.md",
    ]);
    expect(context.read.map((read) => read.file)).toEqual(["rating.yml", "empty-name.md"]);
  });
});
