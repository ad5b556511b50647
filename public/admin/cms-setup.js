// Runs before Decap CMS loads: Decap starts only once the site's own stylesheet and the
// content formats (content-format.mjs) are registered (CMS.init). Kept outside index.html so the page's
// Content-Security-Policy needs no inline script.
window.CMS_MANUAL_INIT = true;

(function () {
  var here = /** @type {HTMLScriptElement} */ (document.currentScript).src;

  async function previewStyles() {
    // Written by scripts/admin.mjs after `next build`: the site's hashed CSS files.
    try {
      var response = await fetch(new URL("preview-styles.json", here));
      if (response.ok) return await response.json();
    } catch {
      // not built: the stylesheets the site's own home page links, below
    }
    // `npm run dev` has no build: its server links its stylesheets from every page it renders.
    try {
      var home = await fetch(new URL("../", here));
      if (!home.ok) return [];
      var html = new DOMParser().parseFromString(await home.text(), "text/html");
      return Array.from(html.querySelectorAll('link[rel="stylesheet"][href]'), function (link) {
        return new URL(link.getAttribute("href") ?? "", home.url).href;
      });
    } catch {
      return [];
    }
  }

  async function start() {
    var YAML = await import(new URL("vendor/yaml/index.js", here).href);
    var formats = await import(new URL("content-format.mjs", here).href);
    var config = YAML.parse(await (await fetch(new URL("config.yml", here))).text(), {
      merge: true,
      maxAliasCount: -1,
    });
    var styles = await previewStyles();
    var CMS = window.CMS;
    // Files are written in the shape `npm run format:content` keeps them (content-format.mjs).
    var written = formats.createFormats(YAML, config);
    CMS.registerCustomFormat("content-yaml", "yml", written.yaml);
    CMS.registerCustomFormat("yaml-list", "yml", written.yamlList);
    CMS.registerCustomFormat("content-md", "md", written.frontMatter);
    // Widgets and checks so the form refuses what the build refuses, in every language: the
    // build's own schemas, written as browser modules by scripts/cms-check-modules.mjs.
    var check = await import(new URL("vendor/check/lib/cms/entry-check.js", here).href);
    (await import(new URL("cms-forms.mjs", here).href)).registerForms(
      CMS,
      config,
      check.entryProblems,
    );
    // The preview pane: the page in the site's styles, in the language being edited.
    (await import(new URL("cms-previews.mjs", here).href)).registerPreviews(CMS, config);
    styles.forEach(function (href) {
      CMS.registerPreviewStyle(new URL(href, here).href);
    });
    CMS.init();
  }

  window.addEventListener("DOMContentLoaded", function () {
    start().catch(function (error) {
      document.body.textContent = "The content editor could not start: " + error.message;
    });
  });
})();
