// Runs before the first paint (a plain script in <head>): tells the page's
// static frame (#shell, written into index.html by scripts/site.mjs) which
// language and which page to show while the app's wasm loads, so that a
// phone on a slow network sees the site at once instead of a blank page.
// The same choice as src/ui/lang.rs `preferred` and src/ui/route.rs `parse`.
(function () {
  var root = document.documentElement;
  var codes = ["en", "nl", "vi"];
  var pick = function (c) {
    c = String(c || "").split(/[-_]/)[0].toLowerCase();
    return codes.indexOf(c) >= 0 ? c : null;
  };
  var lang = null;
  try {
    lang = pick(localStorage.getItem("attic.lang"));
  } catch (e) {
    // No storage (a private window may refuse it): the browser's languages.
  }
  var asked = navigator.languages || [navigator.language];
  for (var i = 0; !lang && i < asked.length; i++) lang = pick(asked[i]);
  root.lang = lang || "en";
  var page = location.hash.replace(/^#/, "").replace(/^\/+/, "").split("/")[0];
  var known = { "": "home", play: "play", rules: "rules", learn: "learn" };
  root.setAttribute("data-shell", known[page] || "page");
})();
