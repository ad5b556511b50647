import { type Element, type Root } from "hast";

/** The document tree of one page, with source offsets. */
export function parseHtml(html: string): Root;
/** Every element below `node`, in document order (a <template>'s content included). */
export function elements(node: Root | Element): Generator<Element>;
/** The raw text of an element (a script's code, exactly as the browser hashes it). */
export function textOf(element: Element): string;
