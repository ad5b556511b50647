// An entry opened at one of its fields: ".../entries/business?field=standIn.rbqLicence" (the
// Before launch screen's links, lib/cms/before-launch.ts) brings that field into view once
// Decap has drawn the form. Decap has no address for a field, and its form
// names no field in the page: the field is found by its label, read from the form's config.

import { formOf } from "./cms-forms.mjs";

const FIELD = /^#\/collections\/([^/]+)\/entries\/([^?]+)\?(?:.*&)?field=([^&]+)/;

/**
 * The label of the field named `name` in an entry's form.
 * @param {{ collections?: { name: string, fields?: any[], files?: { name: string, fields?: any[] }[] }[] }} config
 * @param {string} collectionName @param {string} slug @param {string} name
 * @returns {string | undefined}
 */
function fieldLabel(config, collectionName, slug, name) {
  /** @param {any[]} list @returns {string | undefined} */
  const find = (list) => {
    for (const field of list) {
      if (field.name === name) return field.label ?? field.name;
      const inner = find(field.fields ?? []);
      if (inner) return inner;
    }
    return undefined;
  };
  return find(formOf(config, collectionName, slug) ?? []);
}

/** The control whose label reads `label` (Decap adds " (optional)" in a span of its own). */
function controlOf(/** @type {string} */ label) {
  for (const element of document.querySelectorAll("label[for]")) {
    if (element.firstChild?.nodeValue?.trim() === label) {
      return document.getElementById(element.getAttribute("for") ?? "");
    }
  }
  return null;
}

/** @param {Parameters<typeof fieldLabel>[0]} config */
export function showLinkedFields(config) {
  /** @type {MutationObserver | undefined} */
  let watching;
  const show = () => {
    watching?.disconnect();
    const match = FIELD.exec(window.location.hash);
    if (!match) return;
    const label = fieldLabel(
      config,
      match[1],
      decodeURIComponent(match[2]),
      decodeURIComponent(match[3]),
    );
    if (!label) return;
    const found = () => {
      const control = controlOf(label);
      if (!control) return false;
      watching?.disconnect();
      control.scrollIntoView({ block: "center" });
      // Again once the fields above it have drawn their menus and lists.
      setTimeout(() => control.scrollIntoView({ block: "center" }), 500);
      return true;
    };
    if (found()) return;
    watching = new MutationObserver(found);
    watching.observe(document.body, { childList: true, subtree: true });
    // An entry that never draws the field (renamed since) stops the watch.
    setTimeout(() => watching?.disconnect(), 60_000);
  };
  window.addEventListener("hashchange", show);
  show();
}
