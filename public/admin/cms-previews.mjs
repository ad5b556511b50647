// The CMS's preview pane, in the site's own styles (the built CSS, registered by cms-setup.js)
// and in the language shown in the left pane (Decap hands the template that language's data
// and its `locale`). The class names are the site components' own, so the preview reads like
// the page: a services, project, legal or page-text entry looks as a visitor will see it.

import { assetPath } from "./cms-forms.mjs";

const h = window.h;
const createClass = window.createClass;
/** The CMS's configuration, given by registerPreviews. */
let siteConfig = {};

const LANG = { en: "en-CA", fr: "fr-CA" };
const RICH_TEXT = [
  "space-y-4 text-lg leading-relaxed text-ink",
  "[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900",
  "[&_h2]:pt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900",
  "[&_h3]:pt-4 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand-900",
  "[&_h4]:pt-2 [&_h4]:text-lg [&_h4]:font-bold [&_h4]:text-brand-900",
  "[&_li]:marker:text-brand-600 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
].join(" ");
const CONTAINER = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

const plain = (value) => (value && value.toJS ? value.toJS() : value);

/** The page's frame: its language on <html>, then the brand band with the one h1. */
function page(props, title, intro, ...children) {
  const lang = LANG[props.locale] ?? props.locale ?? "en-CA";
  if (props.document) props.document.documentElement.lang = lang;
  return h(
    "div",
    { lang, className: "bg-white font-sans text-ink" },
    h(
      "div",
      { className: "bg-brand-900 text-white" },
      h(
        "div",
        { className: `${CONTAINER} py-14 sm:py-20` },
        h("h1", { className: "max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl" }, title),
        intro ? h("p", { className: "mt-4 max-w-3xl text-lg text-footer-text" }, intro) : null,
      ),
    ),
    ...children,
  );
}

const body = (props) => h("div", { className: `mt-6 ${RICH_TEXT}` }, props.widgetFor("body"));

const highlights = (items) =>
  items && items.length
    ? h(
        "section",
        { className: "rounded-card bg-surface p-6" },
        h(
          "ul",
          { className: "mt-4 space-y-3" },
          items.map((item, index) => h("li", { key: index, className: "flex gap-3" }, item)),
        ),
      )
    : null;

const ServicePreview = createClass({
  render() {
    const data = plain(this.props.entry.get("data")) ?? {};
    return page(
      this.props,
      data.name,
      data.shortDescription,
      h(
        "div",
        { className: `${CONTAINER} grid gap-12 py-16 lg:grid-cols-[1fr_380px]` },
        h("div", null, body(this.props)),
        h("aside", { className: "space-y-8" }, highlights(data.features)),
      ),
    );
  },
});

const LegalPreview = createClass({
  render() {
    const data = plain(this.props.entry.get("data")) ?? {};
    return page(
      this.props,
      data.title,
      data.intro,
      h(
        "div",
        { className: `${CONTAINER} py-16` },
        h(
          "div",
          { className: "max-w-3xl" },
          h("p", { className: "text-base text-muted" }, data.lastUpdated),
          body(this.props),
        ),
      ),
    );
  },
});

function photo(props, image, key) {
  if (!image?.src) return null;
  const asset = props.getAsset(assetPath(siteConfig, image.src));
  return h("img", {
    key,
    src: asset ? asset.toString() : image.src,
    alt: image.alt ?? "",
    className: "aspect-video w-full rounded-card object-cover",
  });
}

/** Any page's words (content/pages/*.yml, labels, lists): each field in the site's type. */
function words(value, key, depth = 0) {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value !== "object") {
    const heading = /heading|title|question|name/i.test(String(key));
    return heading
      ? h(
          depth ? "h3" : "h2",
          { key, className: "mt-8 text-2xl font-bold text-brand-900" },
          String(value),
        )
      : h("p", { key, className: "mt-3 text-lg leading-relaxed text-ink" }, String(value));
  }
  const entries = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return h(
    "div",
    { key, className: depth ? "mt-4 rounded-card bg-surface p-6" : "mt-10" },
    entries.map(([name, item]) => words(item, name, depth + 1)),
  );
}

const PageTextPreview = createClass({
  render() {
    const data = plain(this.props.entry.get("data")) ?? {};
    const { meta, ...rest } = data;
    const title = meta?.title ?? data.title ?? data.heading ?? data.name ?? "";
    return page(
      this.props,
      title,
      meta?.description,
      h(
        "div",
        { className: `${CONTAINER} py-16` },
        Object.entries(rest).map(([key, value]) => words(value, key)),
      ),
    );
  },
});

/**
 * A project's month and place are entered once, in English, and Decap hands a preview only the
 * language shown: the French preview takes them from the English one the editor showed last
 * (the preview opens in English), as the French page takes them from the English file.
 */
const englishFacts = new Map();
function sharedFacts(props, data) {
  const key = props.entry.get("path") ?? "new";
  const english = props.locale === (siteConfig.i18n?.default_locale ?? "en");
  if (english) englishFacts.set(key, { date: data.date, area: data.area });
  const shared = englishFacts.get(key) ?? {};
  return { date: data.date ?? shared.date, area: data.area ?? shared.area };
}

/** "2025-10" as the page writes it in that language: "October 2025", « octobre 2025 ». */
function month(date, locale) {
  if (!/^\d{4}-\d{2}$/.test(date ?? "")) return date;
  const format = new Intl.DateTimeFormat(LANG[locale] ?? "en-CA", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return format.format(new Date(`${date}-01T00:00:00Z`));
}

const ProjectPreview = createClass({
  render() {
    const data = plain(this.props.entry.get("data")) ?? {};
    // content/pages/projects.yml shares the name "projects" with the projects' collection.
    if (!("pairs" in data) && !("address" in data) && !("body" in data)) {
      return h(PageTextPreview, this.props);
    }
    const { date, area } = sharedFacts(this.props, data);
    const facts = [month(date, this.props.locale), area, data.duration].filter(Boolean).join(" · ");
    return page(
      this.props,
      data.title,
      data.summary,
      h(
        "div",
        { className: `${CONTAINER} py-16` },
        facts ? h("p", { className: "text-base text-muted" }, facts) : null,
        (data.pairs ?? []).map((pair, index) =>
          h(
            "figure",
            { key: index, className: "mt-8 grid gap-6 sm:grid-cols-2" },
            photo(this.props, pair.before, "before"),
            photo(this.props, pair.after, "after"),
            pair.caption
              ? h("figcaption", { className: "text-base text-muted" }, pair.caption)
              : null,
          ),
        ),
        h("div", { className: "max-w-3xl" }, body(this.props)),
      ),
    );
  },
});

export function registerPreviews(CMS, config) {
  siteConfig = config;
  CMS.registerPreviewTemplate("residential", ServicePreview);
  CMS.registerPreviewTemplate("commercial", ServicePreview);
  CMS.registerPreviewTemplate("service_defaults", ServicePreview);
  CMS.registerPreviewTemplate("legal", LegalPreview);
  CMS.registerPreviewTemplate("projects", ProjectPreview);
  // Files of the page-text collections are previewed by their file's name.
  for (const collection of config.collections) {
    for (const file of collection.files ?? []) {
      if (file.name !== "projects") CMS.registerPreviewTemplate(file.name, PageTextPreview);
    }
  }
}
