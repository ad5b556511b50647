/**
 * @jest-environment jsdom
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { screen, within } from "@testing-library/react";
import { parse } from "yaml";
import { createRefusals } from "@/public/admin/cms-refusals.mjs";

/*
 * A refused save (public/admin/cms-forms.mjs) says its problems in a box that stays, and
 * outlines each field in the pane it belongs to: English on the left, French on the right.
 */

const words = parse(
  readFileSync(path.join(__dirname, "..", "..", "content", "shared", "admin.yml"), "utf8"),
).cms;

/** Two panes as Decap draws them: each field's label in a control box, English first. */
function panes() {
  document.body.innerHTML = ["EN", "FR"]
    .map(
      (pane) => `<section aria-label="${pane}">
        <div><label for="${pane}-t">Title</label><input id="${pane}-t"></div>
        <div><label for="${pane}-c">Conditions of the offer (optional)</label><input id="${pane}-c"></div>
      </section>`,
    )
    .join("");
  const box = (pane: string, name: RegExp) =>
    within(screen.getByRole("region", { name: pane })).getByLabelText(name).parentElement!;
  return { box };
}

describe("a refused save in the CMS", () => {
  it("lists the problems until the entry saves, each field outlined in its own pane", () => {
    const { box } = panes();
    const refusals = createRefusals(words);
    refusals.show([
      "FR: Title is required",
      "EN: Conditions of the offer: the notice states an offer (a price)",
    ]);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(words.notSaved);
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "FR: Title is required",
      "EN: Conditions of the offer: the notice states an offer (a price)",
    ]);
    expect(box("FR", /^Title/).style.outline).not.toBe("");
    expect(box("EN", /^Title/).style.outline).toBe("");
    expect(box("EN", /^Conditions/).style.outline).not.toBe("");
    expect(box("FR", /^Conditions/).style.outline).toBe("");

    refusals.clear();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(box("FR", /^Title/).style.outline).toBe("");
  });

  it("says a message of its own, with no list, when the form holds another entry", () => {
    panes();
    const refusals = createRefusals(words);
    const message = words.otherEntry.replace("{entry}", "Project “manotick-farmhouse-kitchen”");
    refusals.show([], message);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(message);
    expect(within(alert).queryAllByRole("listitem")).toHaveLength(0);
    expect(alert).not.toHaveTextContent(words.notSaved);
  });
});
