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
    refusals.clear();
  });

  it("takes the corner that covers no outlined field, and can be folded and moved", () => {
    const { box } = panes();
    // A window of 1000 × 700: the French Title at the bottom right, where the box first goes.
    const french = box("FR", /^Title/);
    const rect = (left: number, top: number, width: number, height: number) =>
      ({ left, top, right: left + width, bottom: top + height, width, height }) as DOMRect;
    jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
      this: HTMLElement,
    ) {
      if (this === french) return rect(600, 550, 400, 60);
      if (this.getAttribute("role") === "alert") {
        const left = this.style.right ? 600 : 0;
        const top = this.style.bottom ? 500 : 0;
        return rect(left, top, 400, 200);
      }
      return rect(0, 0, 0, 0);
    });
    const scrolled = jest.fn();
    french.scrollIntoView = scrolled;
    const refusals = createRefusals(words);
    refusals.show(["FR: Title is required"]);
    const alert = screen.getByRole("alert");
    // The field is brought into view, and the box sits where it is not: bottom left.
    expect(scrolled).toHaveBeenCalled();
    expect(alert.style.left).toBe("1rem");
    expect(alert.style.bottom).toBe("1rem");

    const fold = within(alert).getByRole("button", { name: words.fold });
    expect(fold).toHaveAttribute("aria-expanded", "true");
    fold.click();
    expect(within(alert).queryByRole("listitem")).toBeNull();
    expect(within(alert).getByRole("button", { name: words.unfold })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    within(alert).getByRole("button", { name: words.unfold }).click();
    expect(within(alert).getAllByRole("listitem")).toHaveLength(1);

    within(alert).getByRole("button", { name: words.move }).click();
    expect(alert.style.top).toBe("1rem");
    expect(alert.style.right).toBe("1rem");
    jest.restoreAllMocks();
    refusals.clear();
  });

  it("closes Decap's own toast of the refusal: it is said once", () => {
    panes();
    const toast = document.createElement("div");
    toast.className = "Toastify__toast";
    toast.textContent = "Failed to persist entry: Error: not saved: FR: Title is required.";
    const close = document.createElement("button");
    close.className = "Toastify__close-button";
    const closed = jest.fn();
    close.addEventListener("click", closed);
    toast.append(close);
    document.body.append(toast);
    const refusals = createRefusals(words);
    refusals.show(["FR: Title is required"]);
    expect(closed).toHaveBeenCalled();
    expect(toast.style.visibility).toBe("hidden");
    refusals.clear();
  });

  it("tells a note that is not a refusal (an area that waits), kept across a new entry's first save", () => {
    panes();
    const refusals = createRefusals(words);
    const message = words.areaWaits.replaceAll("{area}", "Stittsville");
    refusals.tell(message);
    expect(screen.getByRole("status")).toHaveTextContent(message);
    expect(screen.queryByRole("alert")).toBeNull();
    window.dispatchEvent(
      new HashChangeEvent("hashchange", {
        oldURL: "http://localhost/admin/#/collections/areas/new",
        newURL: "http://localhost/admin/#/collections/areas/entries/stittsville",
      }),
    );
    expect(screen.getByRole("status")).toHaveTextContent(message);
    // Taken away by the next save (untell), or by another entry opened.
    refusals.untell();
    expect(screen.queryByRole("status")).toBeNull();
    refusals.tell(message);
    window.dispatchEvent(
      new HashChangeEvent("hashchange", {
        oldURL: "http://localhost/admin/#/collections/areas/entries/stittsville",
        newURL: "http://localhost/admin/#/collections/areas/entries/glebe",
      }),
    );
    expect(screen.queryByRole("status")).toBeNull();
  });
});
