/**
 * @jest-environment jsdom
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import {
  composeMoves,
  followingIndexes,
  followsFirstLanguage,
  movesOf,
} from "@/public/admin/cms-lists.mjs";

/*
 * A list of words and facts entered once (a project's photos) follows the first language's in
 * the other panes (public/admin/cms-lists.mjs): each add, removal and move made in English is
 * followed by the French items' words, found by the items' identity as Decap keeps them.
 */

const [a, b, c] = [{ alt: "a" }, { alt: "b" }, { alt: "c" }];

describe("French list items follow the English list", () => {
  it("follows a move, a removal and an add, by the items' identity", () => {
    expect(movesOf([a, b, c], [c, a, b])).toEqual([2, 0, 1]);
    expect(movesOf([a, b, c], [a, c])).toEqual([0, 2]);
    expect(movesOf([a, b], [a, b, { alt: "new" }])).toEqual([0, 1, -1]);
    // An item edited in place is a new value at the same place.
    expect(movesOf([a, b], [a, { alt: "b, edited" }])).toEqual([0, 1]);
  });

  it("follows several changes made while the French pane was closed, as one", () => {
    // Moved to the top, then the second one removed: French's third item, then its second.
    const moves = composeMoves(composeMoves(undefined, [2, 0, 1]), [0, 2]);
    expect(moves).toEqual([2, 1]);
    expect(followingIndexes(2, 3, moves)).toEqual([2, 1]);
  });

  it("takes each item's words by position when nothing moved, an empty item past the end", () => {
    expect(followingIndexes(3, 2)).toEqual([0, 1, -1]);
    expect(followingIndexes(1, 3)).toEqual([0]);
    expect(followingIndexes(2, 2, [0, -1])).toEqual([0, -1]);
  });

  it("makes every list written in each language follow, the questions included", () => {
    type Field = { name: string; widget: string; i18n?: boolean; fields?: Field[] };
    const config = parse(
      readFileSync(path.join(__dirname, "..", "..", "public", "admin", "config.yml"), "utf8"),
    ) as { collections: { name: string; files?: { name: string; fields: Field[] }[] }[] };
    const general = config.collections
      .find((collection) => collection.name === "questions")!
      .files!.find((file) => file.name === "general")!;
    const questions = general.fields.find((field) => field.widget === "list")!;
    // Words only, no fact entered once: still added, removed and moved once, in English.
    expect(questions.fields!.every((field) => field.i18n !== false)).toBe(true);
    // As Decap holds a field: read with get().
    const follows = (field: Field) =>
      followsFirstLanguage({ get: (key: string) => field[key as keyof Field] });
    expect(follows(questions)).toBe(true);
    expect(follows({ ...questions, i18n: false })).toBe(false);
  });
});
