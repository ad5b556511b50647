// What a refused save says, kept on screen until the entry saves or is left: Decap shows the
// pre-save check's refusal (cms-forms.mjs) only in a toast that goes after a few seconds, and
// outlines no field of the right-hand (French) pane. Here every problem is listed in a box that
// stays, each field named is outlined in the pane it belongs to (English on the left, French on
// the right), and both go at the next save that passes, or when another entry opens. Its heading
// is content (content/shared/admin.yml, `cms.notSaved`).

const BOX_STYLE =
  "position: fixed; z-index: 100000; right: 1rem; bottom: 1rem; max-width: min(36rem, 90vw); max-height: 40vh; overflow: auto; margin: 0; padding: 0.75rem 1rem; border-radius: 0.5rem; font: 0.95rem/1.4 system-ui, sans-serif; background: #fff; color: #7f1d1d; border: 2px solid #b91c1c; box-shadow: 0 2px 12px rgb(0 0 0 / 0.3);";
const OUTLINE = "3px solid #b91c1c";

/**
 * A problem as the check words it ("FR: Title is required", "EN: Hero › Photo: …"): its pane
 * (0 English or a fact entered once, 1 French) and its top-level field's label.
 * @param {string} problem
 */
function problemField(problem) {
  const [, locale, rest = problem] = /^(?:([A-Z]{2}): )?([\s\S]*)$/.exec(problem) ?? [];
  const label = rest.split(/ › |: | is required$/)[0] ?? "";
  return { pane: locale && locale !== "EN" ? 1 : 0, label: label.trim() };
}

/** @param {Record<string, string>} words */
export function createRefusals(words) {
  /** @type {HTMLElement | undefined} */
  let box;
  /** @type {HTMLElement[]} */
  let outlined = [];

  const clear = () => {
    box?.remove();
    box = undefined;
    for (const element of outlined) element.style.outline = "";
    outlined = [];
  };
  window.addEventListener("hashchange", clear);

  /**
   * @param {string[]} problems
   * @param {string} [heading] what the box says above them
   */
  const show = (problems, heading = words.notSaved ?? "") => {
    clear();
    box = document.createElement("div");
    box.setAttribute("role", "alert");
    box.style.cssText = BOX_STYLE;
    const lead = document.createElement("p");
    lead.style.cssText = "margin: 0 0 0.5rem; font-weight: 700;";
    lead.textContent = heading;
    const list = document.createElement("ul");
    list.style.cssText = "margin: 0; padding-left: 1.25rem;";
    for (const problem of problems) {
      const item = document.createElement("li");
      item.textContent = problem;
      list.append(item);
    }
    box.append(lead);
    if (problems.length) box.append(list);
    document.body.append(box);
    for (const problem of problems) {
      const { pane, label } = problemField(problem);
      // Each field's label, once per pane it shows in: the English pane's first.
      const labels = Array.from(document.querySelectorAll("label")).filter(
        (element) => element.textContent?.replace(/ \(optional\)$/, "").trim() === label,
      );
      const control = (labels[pane] ?? labels[0])?.parentElement;
      if (control) {
        control.style.outline = OUTLINE;
        outlined.push(control);
      }
    }
  };
  return { show, clear };
}
