import { execFileSync } from "node:child_process";
import { render, screen, within } from "@testing-library/react";
import { editText, removeScratch, scratchCopy } from "@/__tests__/support/scratch-content";
import type * as PageModule from "@/components/pages/translation-status-page";

// /admin/translations/ on a scratch copy of the content: what the French lacks, and the English
// fields edited since their French, named as the CMS names them.

const DRYWALL = "services/residential/drywall-repair";

/** The page as the build renders it from `dir` (the loader reads CONTENT_DIR on import). */
function renderPageOf(dir: string) {
  const before = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  try {
    let page: typeof PageModule | undefined;
    jest.isolateModules(() => {
      page = jest.requireActual<typeof PageModule>("@/components/pages/translation-status-page");
    });
    const { TranslationStatusPage } = page!;
    render(<TranslationStatusPage />);
  } finally {
    if (before === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = before;
  }
}

function git(dir: string, ...args: string[]) {
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], {
    cwd: dir,
    stdio: "ignore",
  });
}

describe("TranslationStatusPage", () => {
  let dir: string;
  beforeEach(() => {
    dir = scratchCopy();
    git(dir, "init", "--quiet");
    git(dir, "add", "-A");
    git(dir, "commit", "--quiet", "--no-gpg-sign", "-m", "Content");
  });
  afterEach(() => removeScratch(dir));

  it("lists a French file that lacks a list item, and an English field changed since its French", () => {
    const french = `${DRYWALL}.fr.md`;
    editText(dir, french, /^features:\n {2}- .*\n/m, "features:\n");
    const english = `${DRYWALL}.en.md`;
    editText(dir, english, /^name: .*$/m, "name: Drywall Repairs");
    renderPageOf(dir);

    expect(screen.getByText(/^1 of \d+ entries need the French looked at\.$/)).toBeVisible();

    const parity = screen.getByRole("region", { name: /says less or more/ });
    const item = within(parity).getByRole("heading", {
      name: "Residential service › Drywall Repairs",
    }).parentElement!;
    expect(item).toHaveTextContent(`content/${french}`);
    expect(item).toHaveTextContent(
      "Highlights (empty for the defaults): French lacks list items (7 in English, 6 in French)",
    );

    const history = screen.getByRole("region", { name: /behind English/ });
    const entry = within(history).getByRole("heading", {
      name: "Residential service › Drywall Repairs",
    }).parentElement!;
    expect(entry).toHaveTextContent("Service name");
    expect(entry).toHaveTextContent("English changed in this working copy");
    expect(entry).toHaveTextContent("now “Drywall Repairs”");
  });

  it("says so when every French field is level and every French file says what its English says", () => {
    renderPageOf(dir);
    expect(screen.getByText(/^French is level with English in all \d+ entries\.$/)).toBeVisible();
    const history = screen.getByRole("region", { name: /behind English/ });
    expect(within(history).getByText("No French field is behind its English.")).toBeVisible();
    const parity = screen.getByRole("region", { name: /says less or more/ });
    expect(within(parity).getByText("Every French file says what its English says.")).toBeVisible();
  });
});
