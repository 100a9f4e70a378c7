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
  var route = location.hash.replace(/^#/, "").replace(/^\/+/, "").split("/");
  var page = route[0];
  var known = { "": "home", games: "games", play: "play", rules: "rules", learn: "learn" };
  root.setAttribute("data-shell", known[page] || "page");
  // A game page shows the picture of its board at the start (static/boards,
  // made by scripts/boards.mjs) while the wasm loads: what a new visitor
  // will get. Someone with games in this browser may get one of them, so
  // they see the loading line only.
  var id = page === "play" && /^[a-z][a-z0-9-]{0,31}$/.test(route[1] || "") ? route[1] : null;
  try {
    for (var k = 0; id && k < localStorage.length; k++) {
      var key = localStorage.key(k) || "";
      // src/ui/storage.rs GAME_PREFIX and LEGACY_KEY (this script runs before the wasm).
      if (key.indexOf("attic.game.") === 0 || key === "attic.current.v1") id = null;
    }
  } catch (e) {
    // No storage: nothing saved here either.
  }
  if (!id) return;
  var dark = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
  var src = "boards/" + id + "." + (dark ? "dark" : "light") + ".svg";
  // Fetched at once; the <img> below (not parsed yet) shows it.
  var early = document.createElement("link");
  early.rel = "preload";
  early.as = "image";
  early.href = src;
  early.setAttribute("fetchpriority", "high");
  document.head.appendChild(early);
  // The game page's frame (scripts/site.mjs gameFrame): its title, its
  // links, and the picture where the board will be. The picture comes last
  // in the frame, so when it is there, so is the rest.
  var show = function () {
    var img = document.getElementById("shell-board");
    if (!img) return false;
    var title = document.getElementById("shell-title");
    var games = {};
    try {
      games = JSON.parse(title.getAttribute("data-games") || "{}");
    } catch (e) {
      // Nothing known of the games: the loading line only.
    }
    var game = Object.prototype.hasOwnProperty.call(games, id) ? games[id] : null;
    if (!game) return true;
    title.textContent = game.title;
    // The room the game's rows take around the board (a short landscape
    // screen puts them beside it: no room then), as the app's style gives it.
    var media = function (q) {
      return !!(window.matchMedia && window.matchMedia(q).matches);
    };
    var room = media("(orientation: landscape) and (max-height: 560px)") ? [0, 0] : media("(max-width: 480px)") ? game.phone : game.wide;
    if (room) {
      img.style.marginTop = room[0] + "px";
      img.style.marginBottom = room[1] + "px";
    }
    // The game's wrappers size the board: their rules are in the page's
    // style sheet (img, .kit-surface, .kit-board, .kit).
    var kit = img.parentNode && img.parentNode.parentNode && img.parentNode.parentNode.parentNode;
    if (kit && game.wrap) kit.className += " " + game.wrap;
    var links = [["shell-learn-link", "#/learn/"], ["shell-rules-link", "#/rules/"]];
    for (var j = 0; j < links.length; j++) {
      var a = document.querySelector("#shell ." + links[j][0]);
      if (a) a.href = links[j][1] + id;
    }
    img.addEventListener("error", function () {
      img.hidden = true;
      root.removeAttribute("data-shell-game");
    });
    img.src = src;
    img.hidden = false;
    root.setAttribute("data-shell-game", id);
    return true;
  };
  var watch = new MutationObserver(function () {
    if (show()) watch.disconnect();
  });
  watch.observe(document.documentElement, { childList: true, subtree: true });
})();
