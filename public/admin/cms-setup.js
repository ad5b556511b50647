// Runs before Decap CMS loads: Decap starts only once the site's own stylesheet and the YAML
// list format below are registered (CMS.init). Kept outside index.html so the page's
// Content-Security-Policy needs no inline script.
window.CMS_MANUAL_INIT = true;

(function () {
  var here = document.currentScript.src;

  // Some content files are a YAML list at the top level (testimonials, gallery); Decap only
  // edits objects, so such a file is shown as one list field named "items".
  function listFormat(YAML) {
    return {
      fromFile: function (text) {
        var data = YAML.parse(text);
        return { items: Array.isArray(data) ? data : [] };
      },
      toFile: function (data) {
        return YAML.stringify((data && data.items) || [], { lineWidth: 0 });
      },
    };
  }

  async function previewStyles() {
    // Written by scripts/admin.mjs after `next build`: the site's hashed CSS files.
    try {
      var response = await fetch(new URL("preview-styles.json", here));
      if (!response.ok) return [];
      return await response.json();
    } catch {
      return [];
    }
  }

  async function start() {
    var YAML = await import(new URL("vendor/yaml/index.js", here).href);
    var styles = await previewStyles();
    var CMS = window.CMS;
    CMS.registerCustomFormat("yaml-list", "yml", listFormat(YAML));
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
