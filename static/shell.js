// Runs before the first paint (a plain script in <head>): tells the page's
// static frame (#shell, written into index.html by scripts/site.mjs) which
// language and which page to show while the app's wasm loads, so that a
// phone on a slow network sees the site at once instead of a blank page.
// The same choice as crates/web/src/ui/lang.rs `preferred` and crates/web/src/ui/route.rs `parse`.
(function () {
  var root = document.documentElement;
  // A trap in the wasm (a Rust panic, or a fault of the browser's engine)
  // is thrown out of whatever the app was doing, and the app cannot go on:
  // clicks then do nothing. Say so, with a reload: the games are saved at
  // every move. The message is index.html's <template id="crash">
  // (scripts/site.mjs crashHtml), moved into the page at the first trap.
  var stopped = function (e) {
    var t = document.getElementById("crash");
    var c = t && t.content && t.content.firstElementChild;
    if (!c || !window.WebAssembly || !(e instanceof WebAssembly.RuntimeError)) return;
    document.body.appendChild(c);
    var reload = c.querySelector("button");
    reload.onclick = function () {
      location.reload();
    };
    reload.focus();
  };
  addEventListener("error", function (e) {
    stopped(e.error);
  });
  addEventListener("unhandledrejection", function (e) {
    stopped(e.reason);
  });
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
  // A how-to-play or rules page's opening, once it is in the frame (null
  // on other pages), and the fetch of the page's whole text for the app,
  // asked for once the opening is painted (see data-opening below).
  var shown = null;
  var rest = null;
  if (page === "learn") shown = learn(root.lang, route[1] || "");
  if (page === "" && window.fetch) shown = gallery(root.lang);
  // A game page's start picture, like an opening: the wasm after its paint.
  shown = picture(page === "play" && /^[a-z][a-z0-9-]{0,31}$/.test(route[1] || "") ? route[1] : null) || shown;
  // A game page shows the picture of its board at the start (static/boards,
  // made by scripts/boards.mjs) while the wasm loads: what a new visitor
  // will get. Someone with games in this browser may get one of them, so
  // they see the loading line only.
  function picture(id) {
    try {
      for (var k = 0; id && k < localStorage.length; k++) {
        var key = localStorage.key(k) || "";
        // crates/web/src/ui/storage.rs GAME_PREFIX and LEGACY_KEY (this script runs before the wasm).
        if (key.indexOf("attic.game.") === 0 || key === "attic.current.v1") id = null;
      }
    } catch (e) {
      // No storage: nothing saved here either.
    }
    if (!id || !window.Promise) return;
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
      var game = gameOf(id);
      // Nothing known of the game: the loading line only.
      if (!game) return true;
      title.textContent = game.title;
      // The room the game's rows take around the board, and the status
      // line's height: [above, below, status] (a short landscape
      // screen puts them beside it: no room then), as the app's style gives it.
      var media = function (q) {
        return !!(window.matchMedia && window.matchMedia(q).matches);
      };
      var room = media("(orientation: landscape) and (max-height: 560px)") ? [0, 0] : media("(max-width: 480px)") ? game.phone : game.wide;
      if (room) {
        img.style.marginTop = room[0] + "px";
        img.style.marginBottom = room[1] + "px";
        // The status line as tall as the app's (TURNO's has a throw button).
        var line = document.querySelector("#shell .shell-game .status");
        if (line && room[2]) line.style.minHeight = room[2] + "px";
      }
      // The game's wrappers size the board: their rules are in the page's
      // style sheet (img, .kit-surface, .kit-board, .kit).
      var kit = img.parentNode && img.parentNode.parentNode && img.parentNode.parentNode.parentNode;
      if (kit && game.wrap) kit.className += " " + game.wrap;
      var links = [["shell-learn-link", "#/learn/"], ["shell-rules-link", "#/rules/"], ["shell-puzzles-link", "#/puzzles/"]];
      for (var j = 0; j < links.length; j++) {
        var a = document.querySelector("#shell ." + links[j][0]);
        if (a) a.href = links[j][1] + id;
      }
      // The puzzles' link, for a game that has them (as the app's page).
      var p = document.querySelector("#shell .shell-puzzles-link");
      if (p && hasPuzzles(id)) p.hidden = false;
      img.addEventListener("error", function () {
        img.hidden = true;
        root.removeAttribute("data-shell-game");
      });
      // Its shape before it comes, and the widest the game's board may be
      // before the game's stylesheet comes (scripts/site.mjs gameFrame), so
      // that the board's room does not change then.
      if (game.size) {
        img.width = game.size[0];
        img.height = game.size[1];
      }
      var board = img.parentNode && img.parentNode.parentNode;
      if (board && game.widest) {
        board.style.maxWidth = game.widest + "px";
        board.style.margin = "0 auto";
      }
      img.src = src;
      img.hidden = false;
      root.setAttribute("data-shell-game", id);
      return true;
    };
    // Resolves once the frame is in (with its picture, or none known).
    return whenIn(show);
  }
  // Resolves once `put()` returns true, tried as the parser adds to the
  // page: in the task that adds the frame's element, before any paint.
  function whenIn(put) {
    return new Promise(function (resolve) {
      var watch = new MutationObserver(function () {
        if (put()) {
          watch.disconnect();
          resolve();
        }
      });
      watch.observe(document.documentElement, { childList: true, subtree: true });
    });
  }
  // A how-to-play page: its opening (learn/<id>.<lang>.lead.html, the HTML
  // of the page's first blocks, written by tests/suite/learn.rs) in the frame's
  // article as soon as it comes, then the page itself fetched for the app,
  // which takes it from window.__atticPrefetch (crates/web/src/ui/learn_page.rs
  // `prefetched`) instead of fetching it again once the wasm has come.
  function learn(lang, id) {
    if (!/^[a-z][a-z0-9-]{0,31}$/.test(id) || !window.fetch) return;
    var got = (window.__atticPrefetch = window.__atticPrefetch || {});
    var inLang = function (kind) {
      var url = "learn/" + id + "." + lang + kind;
      var en = "learn/" + id + ".en" + kind;
      return text(url)
        .then(function (t) {
          return [url, t];
        })
        .catch(function () {
          return lang === "en" ? null : text(en).then(function (t) {
            return [en, t];
          });
        });
    };
    var done = opening(
      inLang(".lead.html").catch(function () {
        return null;
      }),
      "shell-learn",
      ".markdown",
      id,
    );
    rest = function () {
      return inLang(".md").then(function (r) {
        if (r) got[r[0]] = r[1];
      });
    };
    return done;
  }
  // The home page: its introduction and gallery (home.<lang>.html, the
  // HTML of the app's, written by tests/suite/home_frame.rs) in the frame
  // as soon as it comes, with the line of today's puzzle: a card's picture
  // is the page's largest paint, which then needs no wasm. Resolves once it
  // is in.
  function gallery(lang) {
    return Promise.all([text("home." + lang + ".html").catch(function () {}), new Promise(parsed)]).then(function (both) {
      var home = document.querySelector("#shell .shell-home");
      if (!home || !both[0]) return;
      home.innerHTML = both[0];
      // Today's puzzle, as crates/web/src/app_logic/puzzles.rs `daily` picks
      // it: the day's number (days since 1970-01-01, the device's own date)
      // modulo the games with puzzles, listed in the app's order.
      var d = new Date();
      var day = Math.floor(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / 864e5);
      var links = home.querySelectorAll(".daily-home a");
      var n = links.length;
      if (n) links[((day % n) + n) % n].hidden = false;
    });
  }
  // The text at `url` (same origin), or an error.
  function text(url) {
    return fetch(url).then(function (r) {
      if (!r.ok) throw new Error(url + ": " + r.status);
      return r.text();
    });
  }
  // A page's opening ([url, HTML] from `body`, or null) in `place` of the
  // frame `frame` (a how-to-play or a rules page) once both the text
  // and the frame are there: once the frame is parsed (readyState
  // "interactive"), not at DOMContentLoaded, which waits for the app's
  // module scripts too. The opening is the page's largest text, its LCP.
  // Resolves once it is in (or there is none).
  function opening(body, frame, place, id) {
    var ready = new Promise(parsed);
    return Promise.all([body, ready]).then(function (both) {
      var article = document.querySelector("#shell ." + frame + " " + place);
      var r = both[0];
      if (!article || !r) return;
      // Same-origin HTML written from the page's own Markdown and words
      // (tests/suite/learn.rs, through crates/web/src/text/markdown.rs
      // `to_html` and `escape`, which escape every text).
      article.innerHTML = r[1];
      named(frame, id);
    });
  }
  // The game's title in the frame `frame` (its crumb, a puzzle page's
  // title) and the crumb's link to its game page. Nothing known of the
  // game: the crumb says "Play" alone. Returns what is known of the game.
  function named(frame, id) {
    var game = gameOf(id);
    var spans = document.querySelectorAll("#shell ." + frame + " .shell-game-title");
    for (var i = 0; i < spans.length; i++) spans[i].textContent = game ? game.title : "";
    var play = document.querySelector("#shell ." + frame + " .shell-play-link");
    if (play) play.href = "#/play/" + id;
    return game;
  }
  // Whether game `id` has puzzles (the build lists them in the frame's
  // title: scripts/site.mjs gameFrame); false before the frame is parsed.
  function hasPuzzles(id) {
    var title = document.getElementById("shell-title");
    return ((title && title.getAttribute("data-puzzles")) || "").split(" ").indexOf(id) >= 0;
  }
  // What the frame knows of a game (static/boards/frame.json, which
  // scripts/site.mjs puts in the frame's title): its title and where its
  // board sits; null for an id it does not know, or before the frame is parsed.
  function gameOf(id) {
    var title = document.getElementById("shell-title");
    try {
      var games = JSON.parse((title && title.getAttribute("data-games")) || "{}");
      return Object.prototype.hasOwnProperty.call(games, id) ? games[id] : null;
    } catch (e) {
      return null;
    }
  }
  // Each game's stylesheet (issue 27): listed by the build in
  // <meta name="attic-game-css" content="<folder>=<file> …"> (scripts/site.mjs
  // writeGameCss), linked when the app loads the game (crates/web/src/ui/game_css.rs
  // calls these two), and at once for the game this page is about, so that it
  // comes while the wasm does.
  var meta = document.querySelector('meta[name="attic-game-css"]');
  var files = {};
  var loads = {};
  var done = {};
  (meta ? meta.getAttribute("content") : "").split(/\s+/).forEach(function (pair) {
    var kv = pair.split("=");
    if (kv.length === 2 && /^[\w.-]+$/.test(kv[1])) files[kv[0]] = kv[1];
  });
  // Resolves true once the stylesheet has loaded (or the game has none),
  // false if it could not be fetched (asked for again next time).
  window.atticGameCss = function (folder) {
    if (!files[folder] || done[folder]) return Promise.resolve(true);
    if (!loads[folder]) {
      // index.html's own <link id="css-<folder>"> where it has one: its
      // blocking="render" holds the first paint back until it has come, as
      // the site's stylesheet does (without it, Chromium painted the frame
      // first: a link whose address a script sets is not the parser's).
      var own = document.getElementById("css-" + folder);
      var link = own && !own.getAttribute("href") ? own : document.createElement("link");
      link.rel = "stylesheet";
      loads[folder] = new Promise(function (resolve) {
        link.onload = function () {
          done[folder] = true;
          resolve(true);
        };
        link.onerror = function () {
          delete loads[folder];
          link.remove();
          resolve(false);
        };
      });
      link.href = files[folder];
      if (!link.parentNode) document.head.appendChild(link);
    }
    return loads[folder];
  };
  window.atticGameCssReady = function (folder) {
    return !files[folder] || !!done[folder];
  };
  // The page's game id ("" for none, or for a broken link: the app says so).
  var id = "";
  try {
    id = route[1] ? decodeURIComponent(route[1].split("?")[0]) : "";
  } catch (e) {
    // Not a percent-encoding: no game.
  }
  // Its game folder ("turno" of "turno-loop"), or null.
  var folder = null;
  for (var g in files) if (g !== "pages" && (id === g || id.indexOf(g + "-") === 0)) folder = g;
  if (/^(play|rules|learn|puzzles)$/.test(route[0]) && folder) window.atticGameCss(folder);
  // My games, the rules, how to play, the puzzles and the bench have the
  // pages' stylesheet (static/pages.css; crates/web/src/ui/pages.rs says
  // `styled` for the same pages); the home page and a game's do not.
  if (/^(games|rules|learn|puzzles|bench|solve)$/.test(route[0])) window.atticGameCss("pages");
  // A rules page's text, and a puzzle page's list, then the puzzle its
  // link names if the list has it (a link may name one that is not there):
  // fetched now into window.__atticPrefetch, where the app takes them
  // (crates/web/src/ui/fetch.rs `prefetched`: rules_page.rs, puzzle_page.rs)
  // instead of asking for them only once its code runs. The rules' text is
  // that page's largest, its LCP.
  if (window.fetch && route[0] === "rules" && folder) {
    // Its opening (tests/suite/learn.rs writes it) in the frame, then the
    // whole text (as how to play's).
    var lead = "rules/" + folder + "." + root.lang + ".lead.html";
    shown = opening(
      text(lead)
        .then(function (t) {
          return [lead, t];
        })
        .catch(function () {
          return null;
        }),
      "shell-rules",
      ".shell-rules-body",
      id,
    );
    rest = function () {
      return keep("rules/" + folder + ".md");
    };
  }
  // A puzzle page's frame (scripts/site.mjs puzzlesFrame): its crumbs,
  // title and what the puzzles are, for a game that has puzzles (the app
  // says when one has none; the frame then shows nothing). The game's
  // title is put in as soon as the parser has added the frame, before any
  // paint (put in at the end of parsing, the title's " puzzles" was
  // sometimes painted first and then moved: a layout shift). Its
  // introduction is the page's largest text: the wasm after its paint, as
  // a how-to-play page's after its opening (below).
  // Its list of puzzles is fetched once the frame tells that the game has
  // some: fetched before, a game without puzzles (TURNO-Loop) drew a 404,
  // an error in the console.
  if (route[0] === "puzzles" && folder && window.Promise) {
    root.setAttribute("data-shell", "puzzles");
    shown = whenIn(function () {
      if (!document.querySelector("#shell .shell-puzzles .puzzle-intro")) return false;
      if (!hasPuzzles(id) || !named("shell-puzzles", id)) root.setAttribute("data-shell", "page");
      else if (window.fetch) puzzleFiles(route[2]);
      return true;
    });
  }
  function puzzleFiles(which) {
    keep("puzzles/" + id + "/index.txt")
      .then(function (list) {
        if (which && which !== "daily" && list.split(/\s+/).indexOf(which) >= 0) return keep("puzzles/" + id + "/" + which + ".txt");
      })
      .catch(function () {});
  }
  function keep(url) {
    var got = (window.__atticPrefetch = window.__atticPrefetch || {});
    return text(url).then(function (t) {
      got[url] = t;
      return t;
    });
  }
  // A game page's chunks, asked for now: they come while the main module
  // does, not a round trip after it (the build lists them in
  // <meta name="attic-chunks" content="<split point>=<hash>,… …">,
  // scripts/split.mjs). A game's split point is its type's name, which
  // lowercased is the game's id, or the id after its folder's name
  // ("Loop": "turno-loop"); its words are its folder's.
  var chunks = document.querySelector('meta[name="attic-chunks"]');
  // Each preload's end (loaded or failed), for prefetchAi to wait for.
  var loading = [];
  // After the frame's first paint (a preload started before it, Lighthouse's
  // simulation charges to that paint), and after the page's own preloads
  // (the main module first: the app needs it first, and a server of
  // HTTP/1.1 gives a page six connections).
  // The page's own chunk too (split point page_<page>: every page's code
  // is fetched on first use, crates/web/src/ui/pages.rs).
  var pages = { "": "page_home", play: "page_play", games: "page_my_games", rules: "page_rules", learn: "page_learn", puzzles: "page_puzzles", bench: "page_bench", solve: "page_bench" };
  // On a how-to-play or rules page, after its opening is painted (on a
  // puzzle page, its introduction; on the home page, its gallery): the
  // reader reads at once, and the page's
  // whole text and the code that draws it come a moment later (Lighthouse
  // charges the opening's paint with every request that started before
  // it: 3.07 s, not 2.40). The
  // app's loader waits for the opening and the text (data-opening,
  // scripts/site.mjs loaderSource): the app's first draw replaces the
  // frame, so before the opening was painted it would show the text later,
  // not sooner, and before the text came it would show its loading line
  // where the opening was (a layout shift of 0.30).
  // On a game page, after its start picture is painted: that picture was
  // sometimes painted 30-50 ms after the first paint, once after the main
  // wasm had come, and the simulation then charged the wasm to it (Turno
  // Loop: LCP 3.77 s, not 1.23; docs/measure.md, session 26).
  if (shown) {
    root.setAttribute("data-opening", "");
    // Painted: where the browser says so, once its largest paint is in
    // the opening, the gallery or the picture (two animation frames later were not
    // enough: the app's start-up work, begun then, held that paint back in
    // some runs, and the app's copy of the text was the one painted);
    // elsewhere two frames later; at most 1 s.
    // It marks for the tests (tests/e2e/shell.test.mjs 8) when the frame
    // was in, and whether the cap, not the paint, let the wasm go.
    var mark = function (name) {
      if (window.performance && performance.mark) performance.mark(name);
    };
    var settled = false;
    var painted = new Promise(function (resolve) {
      var done = function () {
        settled = true;
        // How to play: whether what follows the first board's room (20rem,
        // static/pages.css .lesson-later) would be below the screen, read
        // where the opening (which that board follows) was painted. The
        // app then draws that board a task after the text, moving nothing
        // in sight (crates/web/src/ui/live_board.rs first_waits; the app's
        // reader of window.__atticPrefetch costs no new code).
        var end = page === "learn" && document.querySelector(".shell-learn-text>:last-child");
        var got = window.__atticPrefetch;
        if (end && got && end.getBoundingClientRect().bottom + 20 * parseFloat(getComputedStyle(root).fontSize) >= innerHeight) got["learn/" + route[1] + ".later"] = "";
        resolve();
      };
      var after = function () {
        mark("attic-frame-shown");
        setTimeout(function () {
          if (settled) return;
          mark("attic-paint-cap");
          done();
        }, 1000);
        // The opening itself (not the crumbs above it, which paint first),
        // or the gallery (a card's picture, larger than the introduction
        // above it: not when the picture has come, it may be painted much
        // later, 0.6-0.9 s at a phone's 4x slower CPU in Chromium).
        var place = document.querySelector(
          page === "learn"
            ? "#shell .shell-learn .markdown"
            : page === "play"
              ? "#shell-board:not([hidden])"
              : page === "puzzles"
                ? 'html[data-shell="puzzles"] #shell .puzzle-intro'
                : page
                  ? "#shell .shell-rules-body"
                  : "#shell .shell-home .gallery",
        );
        var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
        if (types.indexOf("largest-contentful-paint") < 0 || !place) {
          twoFrames(done);
          return;
        }
        var watch = new PerformanceObserver(function (list) {
          list.getEntries().forEach(function (e) {
            if (e.element && place.contains(e.element)) {
              watch.disconnect();
              done();
            }
          });
        });
        watch.observe({ type: "largest-contentful-paint", buffered: true });
      };
      shown.then(after, after);
    });
    painted
      .then(function () {
        return rest && rest();
      })
      .catch(function () {})
      .then(function () {
        root.removeAttribute("data-opening");
      });
  }
  // Under Lighthouse's applied throttling (562.5 ms a request) they used to
  // wait for DOMContentLoaded, which waits for the app's scripts: the first
  // chunk came about 1.3 s later (docs/measure.md, 2026-11-30).
  // The main wasm first, then the chunks, at the same moment.
  // Then, once they have all come, the AI's code (prefetchAi).
  var later = function () {
    preloadMain();
    if (chunks) preloadChunks();
    if (chunks && window.Promise)
      Promise.all(loading).then(function () {
        setTimeout(prefetchAi, 0);
      });
  };
  if (shown) painted.then(later);
  else afterFirstPaint(later);
  // Once the frame is parsed (readyState "interactive"), not at
  // DOMContentLoaded, which waits for the app's module scripts too.
  function parsed(then) {
    if (document.readyState !== "loading") return then();
    document.addEventListener("readystatechange", function once() {
      document.removeEventListener("readystatechange", once);
      then();
    });
  }
  function twoFrames(then) {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(then, 0);
      });
    });
  }
  // Once the browser reports the frame's first paint (a paint timing
  // entry, given when the frame is on screen: two animation frames were
  // not always enough, the request then came some 16 ms before that
  // entry); two frames later where there are no such entries; at most
  // 1.5 s (a tab in the background paints nothing; the app's loader asks
  // for the wasm itself after 2 s).
  function afterFirstPaint(then) {
    var done = false;
    var go = function () {
      if (!done) then();
      done = true;
    };
    setTimeout(go, 1500);
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf("paint") >= 0)
      new PerformanceObserver(function (_, seen) {
        seen.disconnect();
        setTimeout(go, 0);
      }).observe({ type: "paint", buffered: true });
    else twoFrames(go);
  }
  // The app's main wasm (named after the app module of <meta
  // name="attic-app">), asked for here, not by the parser (scripts/site.mjs
  // preloadLinkModule drops Trunk's preload): asked for before a game
  // page's start picture was painted, its 208 KB were charged to that
  // paint by Lighthouse's simulation. The app's loader waits for
  // data-main-asked, so that its fetch takes this response.
  function preloadMain() {
    if (root.hasAttribute("data-main-asked")) return;
    var app = document.querySelector('meta[name="attic-app"]');
    var name = (app && app.getAttribute("content")) || "";
    if (/^app-[0-9a-f]{1,16}\.js$/.test(name)) preload(name.replace(/\.js$/, "_bg.wasm"));
    root.setAttribute("data-main-asked", "");
  }
  // Each chunk (its file name once) of the split points `wanted(name)`
  // picks from the build's list (<meta name="attic-chunks">), to `get`.
  function eachChunk(wanted, get) {
    var needs = {};
    chunks.getAttribute("content").split(/\s+/).forEach(function (pair) {
      var kv = pair.split("=");
      if (kv.length === 2) needs[kv[0]] = kv[1].split(",");
    });
    var asked = {};
    for (var name in needs) {
      if (!wanted(name)) continue;
      needs[name].forEach(function (hash) {
        if (asked[hash] || !/^[0-9a-f]{8}$/.test(hash)) return;
        asked[hash] = true;
        get("chunk-" + hash + ".wasm");
      });
    }
  }
  // Whether split point `name` is this page's game's (its type, whose
  // lowercased name is the id or the id after its folder's name).
  function ofGame(name) {
    var low = name.toLowerCase();
    return /^[A-Z]/.test(name) && (low === id || (!!folder && id === folder + "-" + low));
  }
  function preloadChunks() {
    var game = (route[0] === "play" || route[0] === "puzzles") && id;
    var page = Object.prototype.hasOwnProperty.call(pages, route[0]) && pages[route[0]];
    eachChunk(function (name) {
      // The game's code, and its folder's words with it.
      return name === page || (!!game && (ofGame(name) || name === folder));
    }, preload);
  }
  // A game page's AI code (its game's split point `<Game>Ai` and the
  // worker's own, `worker`), fetched at low priority once the page's own
  // preloads have come, into the HTTP cache, where the AI worker (a module
  // of its own, which cannot take this document's preloads) finds it.
  // Under applied throttling the worker fetched some 20 small chunks in
  // waves of six after the page was drawn: 1.8 s before the AI's first
  // move; the network is idle meanwhile, while the app starts.
  function prefetchAi() {
    if (route[0] !== "play" || !id || !window.fetch) return;
    eachChunk(function (name) {
      return name === "worker" || (/Ai$/.test(name) && ofGame(name.slice(0, -2)));
    }, function (file) {
      fetch(file, { priority: "low" }).catch(function () {});
    });
  }
  function preload(href) {
    var link = document.createElement("link");
    if (window.Promise)
      loading.push(
        new Promise(function (done) {
          link.onload = link.onerror = done;
        }),
      );
    // As the app fetches it (same origin, mode cors): the fetch then
    // takes this response.
    link.rel = "preload";
    link.as = "fetch";
    link.crossOrigin = "anonymous";
    link.href = href;
    document.head.appendChild(link);
  }
})();
