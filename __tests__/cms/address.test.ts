/**
 * @jest-environment jsdom
 */
import { waitFor } from "@testing-library/react";
import {
  draftIsAddressed,
  reopenOnAddressChange,
  reopeningSaved,
} from "@/public/admin/cms-address.mjs";

/*
 * A save goes ahead only when the form holds the entry its address names (cms-forms.mjs): after
 * "Publish now", Decap makes the published entry the draft of whatever form is open by then
 * (decision 0010), and a save would write it under another address.
 */

const published = {
  collection: "projects",
  slug: "manotick-farmhouse-kitchen",
  newRecord: false,
};

describe("the form's draft and the editor's address", () => {
  it("a new entry's form holding a new entry of its collection saves", () => {
    expect(
      draftIsAddressed(
        { collection: "guides", slug: "", newRecord: true },
        "#/collections/guides/new",
      ),
    ).toBe(true);
  });

  it("a new entry's form holding an entry published a moment ago is refused", () => {
    expect(draftIsAddressed(published, "#/collections/guides/new")).toBe(false);
    expect(draftIsAddressed(published, "#/collections/projects/new")).toBe(false);
  });

  it("a new entry of another collection is refused", () => {
    expect(
      draftIsAddressed(
        { collection: "team", slug: "", newRecord: true },
        "#/collections/areas/new",
      ),
    ).toBe(false);
  });

  it("an entry opened at its own address saves, from the list or from a Workflow card", () => {
    expect(
      draftIsAddressed(published, "#/collections/projects/entries/manotick-farmhouse-kitchen"),
    ).toBe(true);
    expect(
      draftIsAddressed(
        published,
        "#/collections/projects/entries/manotick-farmhouse-kitchen?ref=workflow",
      ),
    ).toBe(true);
    expect(
      draftIsAddressed(
        { collection: "services", slug: "residential/drywall-repair", newRecord: false },
        "#/collections/services/entries/residential%2Fdrywall-repair",
      ),
    ).toBe(true);
    expect(
      draftIsAddressed(
        { collection: "services", slug: "residential/drywall-repair", newRecord: false },
        "#/collections/services/entries/residential/drywall-repair",
      ),
    ).toBe(true);
  });

  it("an entry's address holding another entry, or a new one, is refused", () => {
    expect(
      draftIsAddressed(
        published,
        "#/collections/projects/entries/stittsville-basement-family-room",
      ),
    ).toBe(false);
    expect(
      draftIsAddressed(published, "#/collections/areas/entries/manotick-farmhouse-kitchen"),
    ).toBe(false);
    expect(
      draftIsAddressed(
        { collection: "projects", slug: "", newRecord: true },
        "#/collections/projects/entries/manotick-farmhouse-kitchen",
      ),
    ).toBe(false);
  });

  it("an address that names no entry is not judged", () => {
    expect(draftIsAddressed(published, "#/workflow")).toBe(true);
  });
});

describe("an entry's address changed by hand", () => {
  const entry = "#/collections/projects/entries/manotick-farmhouse-kitchen";
  /** The address changes from `from` to `to`, as the browser tells of it. */
  const change = (from: string, to: string) => {
    window.history.replaceState(null, "", to);
    window.dispatchEvent(
      new HashChangeEvent("hashchange", {
        oldURL: `http://localhost/admin/${from}`,
        newURL: `http://localhost/admin/${to}`,
      }),
    );
  };
  beforeAll(() => reopenOnAddressChange());

  /** Decap's list of a collection, drawn with one entry's card. */
  const drawList = (collection: string) => {
    const card = document.createElement("a");
    card.href = `#/collections/${collection}/entries/one`;
    document.body.append(card);
    return () => card.remove();
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, 200));

  it("opens the entry asked for through its collection's list, once the list shows its entries", async () => {
    const other = "#/collections/projects/entries/stittsville-basement-family-room";
    change(entry, other);
    expect(window.location.hash).toBe("#/collections/projects");
    // Opened while the list still loads, the entry was drawn without its collection's entries
    // and its View Live failed ("Cannot read properties of undefined (reading 'get')").
    await pause();
    expect(window.location.hash).toBe("#/collections/projects");
    const undraw = drawList("projects");
    await waitFor(() => expect(window.location.hash).toBe(other));
    undraw();
  });

  it("opens a new entry again once saved where each save publishes, keeping what it said", async () => {
    const saved = "#/collections/areas/entries/carp";
    const undraw = drawList("areas");
    change("#/collections/areas/new", saved);
    expect(window.location.hash).toBe("#/collections/areas");
    expect(reopeningSaved()).toBe(true);
    await waitFor(() => expect(window.location.hash).toBe(saved));
    undraw();
  });

  it("leaves a saved new entry alone with drafts (Decap opens it again itself)", () => {
    const workflow = document.createElement("a");
    workflow.href = "#/workflow";
    document.body.append(workflow);
    const saved = "#/collections/areas/entries/carp";
    change("#/collections/areas/new", saved);
    expect(window.location.hash).toBe(saved);
    workflow.remove();
  });

  it("drops a saved new entry's reopen when another address is asked for first", async () => {
    change("#/collections/areas/new", "#/collections/areas/entries/carp");
    change("#/collections/areas/entries/carp", "#/collections/guides/new");
    expect(reopeningSaved()).toBe(false);
    const undraw = drawList("areas");
    await pause();
    expect(window.location.hash).toBe("#/collections/guides/new");
    undraw();
  });

  it("leaves alone the same entry opened from a Workflow card", () => {
    change(`${entry}?ref=workflow`, entry);
    expect(window.location.hash).toBe(entry);
  });
});
