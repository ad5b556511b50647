// Runs before Decap CMS loads: Decap starts only once the content formats
// (content-format.mjs), the forms' widgets and checks are registered (CMS.init); the site's
// stylesheets for the preview follow when read. Kept outside index.html so the page's
// Content-Security-Policy needs no inline script.
window.CMS_MANUAL_INIT = true;

(function () {
  var here = /** @type {HTMLScriptElement} */ (document.currentScript).src;

  // Shown from the first moment until Decap has drawn its own screen: Decap is a 5 MB script,
  // and a first `npm run dev` answers slowly. Its words are in content/shared/admin.yml (copied
  // by scripts/admin.mjs); Decap has no event for "drawn", so its root element is watched.
  var loading = document.createElement("p");
  loading.setAttribute("role", "status");
  loading.style.cssText =
    "font: 1.125rem/1.5 system-ui, sans-serif; margin: 3rem auto; max-width: 40rem; padding: 0 1rem";
  document.body.prepend(loading);
  /** @type {Promise<Record<string, string>>} */
  var words = fetch(new URL("vendor/cms-words.json", here))
    .then(function (response) {
      return response.ok ? response.json() : {};
    })
    .catch(function () {
      return {};
    });
  words.then(function (loaded) {
    if (loading.isConnected && !loading.textContent) loading.textContent = loaded.loading ?? "";
  });
  var drawn = new MutationObserver(function () {
    if (document.getElementById("nc-root")?.firstElementChild) {
      loading.remove();
      drawn.disconnect();
    }
  });
  drawn.observe(document.body, { childList: true, subtree: true });

  async function previewStyles() {
    // Written by scripts/admin.mjs after `next build`: the site's hashed CSS files (an empty
    // list on `npm run dev`, which has no build).
    try {
      var response = await fetch(new URL("preview-styles.json", here));
      var built = response.ok ? await response.json() : [];
      if (built.length) return built;
    } catch {
      // not built: the stylesheets the site's own home page links, below
    }
    // `npm run dev` links its stylesheets from every page it renders.
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
    var CMS = window.CMS;
    // Files are written in the shape `npm run format:content` keeps them (content-format.mjs).
    var written = formats.createFormats(YAML, config);
    CMS.registerCustomFormat("content-yaml", "yml", written.yaml);
    CMS.registerCustomFormat("yaml-list", "yml", written.yamlList);
    CMS.registerCustomFormat("content-md", "md", written.frontMatter);
    // Widgets and checks so the form refuses what the build refuses, in every language: the
    // build's own schemas, written as browser modules by scripts/cms-check-modules.mjs.
    var check = await import(new URL("vendor/check/lib/cms/entry-check.js", here).href);
    // The route table, for the check of links (written by scripts/admin.mjs).
    var routeFiles = await fetch(new URL("vendor/site-routes.json", here))
      .then(function (response) {
        return response.ok ? response.json() : undefined;
      })
      .catch(function () {
        return undefined;
      });
    (await import(new URL("cms-forms.mjs", here).href)).registerForms(
      CMS,
      config,
      check,
      await words,
      routeFiles,
    );
    // An entry's address edited by hand opens that entry.
    (await import(new URL("cms-address.mjs", here).href)).reopenOnAddressChange();
    // What an upload is doing, and a file that is not a photo refused with a message.
    (await import(new URL("cms-uploads.mjs", here).href)).watchUploads(await words);
    // The preview pane: the page in the site's styles, in the language being edited.
    (await import(new URL("cms-previews.mjs", here).href)).registerPreviews(CMS, config);
    // Not waited for: on `npm run dev` the page they are read from may take a minute to
    // compile, and Decap reads the list each time it draws the preview.
    void previewStyles().then(function (styles) {
      styles.forEach(function (href) {
        CMS.registerPreviewStyle(new URL(href, here).href);
      });
    });
    CMS.init();
  }

  window.addEventListener("DOMContentLoaded", function () {
    start().catch(async function (error) {
      var failed = (await words).failed ?? "{error}";
      drawn.disconnect();
      loading.remove();
      document.body.textContent = failed.replace("{error}", error.message);
    });
  });
})();
