// Runs before Decap CMS loads: Decap starts only once the content formats
// (content-format.mjs), the forms' widgets and checks are registered (CMS.init). Kept outside
// index.html so the page's Content-Security-Policy needs no inline script.
window.CMS_MANUAL_INIT = true;

(function () {
  var here = /** @type {HTMLScriptElement} */ (document.currentScript).src;

  // Shown from the first moment until Decap has drawn its own screen: Decap is a 5 MB script,
  // and a first `npm run dev` answers slowly. Its words are in content/shared/admin.yml (copied
  // by scripts/cms/admin.mjs); Decap has no event for "drawn", so its root element is watched.
  var loading = document.createElement("p");
  loading.setAttribute("role", "status");
  loading.style.cssText =
    "font: 1.125rem/1.5 system-ui, sans-serif; margin: 3rem auto; max-width: 40rem; padding: 0 1rem";
  document.body.prepend(loading);
  /** A JSON file beside this one, or `missing` when it cannot be read. */
  function readJson(path, missing) {
    return fetch(new URL(path, here))
      .then(function (response) {
        return response.ok ? response.json() : missing;
      })
      .catch(function () {
        return missing;
      });
  }
  /** @type {Promise<Record<string, string>>} */
  var words = readJson("vendor/cms-words.json", {});
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

  /**
   * "View live" opens the entry's page on the site that serves this editor when it runs in
   * local mode (the dev server, or a local copy of the export: Decap's local backend answers
   * only on this machine), as the hosted CMS opens it on the live site; a deploy preview's
   * "View preview" comes from the host's status (scripts/hosts/preview-status.mjs). Decap takes the
   * config's `site_url` for that link, so local mode's is this origin.
   */
  function localSite() {
    var local = ["localhost", "127.0.0.1", "[::1]"].includes(window.location.hostname);
    return local ? new URL("../", here).href.replace(/\/$/, "") : undefined;
  }

  /** A module beside this script. @param {string} path */
  function load(path) {
    return import(new URL(path, here).href);
  }

  async function start() {
    var YAML = await load("vendor/yaml/index.js");
    var formats = await load("content-format.mjs");
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
    // build's own schemas, written as browser modules by scripts/cms/cms-check-modules.mjs.
    var check = await load("vendor/check/lib/cms/entry-check.js");
    // The route table, for the check of links (written by scripts/cms/admin.mjs).
    var routeFiles = await readJson("vendor/site-routes.json", undefined);
    (await load("cms-forms.mjs")).registerForms(CMS, config, check, await words, routeFiles);
    // An entry's address edited by hand opens that entry.
    (await load("cms-address.mjs")).reopenOnAddressChange();
    // The French pane's labels and hints in French (content/shared/admin.yml, cms.french).
    (await load("cms-french.mjs")).frenchPanes(config, (await words).french);
    // An entry opened at a field (the Before launch screen's links) shows that field.
    (await load("cms-field-link.mjs")).showLinkedFields(config);
    // What an upload is doing, and a file that is not a photo refused with a message.
    (await load("cms-uploads.mjs")).watchUploads(await words);
    // No preview pane (the form's config turns it off, lib/cms/decap-config.ts): "View live"
    // and "View preview" open the real page.
    var site = localSite();
    CMS.init(site ? { config: { site_url: site, display_url: site } } : undefined);
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
