// What the Trunk post_build hook (scripts/sw.mjs) does to the staging dir,
// as functions (the browser tests reuse them). No dependencies.
//
// 1. wirePage: Trunk 0.21 starts the wasm with an inline module script,
//    which the site's Content-Security-Policy (script-src 'self'
//    'wasm-unsafe-eval', no 'unsafe-inline') refuses. It is replaced by
//    loader-<hash>.js, and index.html gets <meta name="attic-app"> naming the
//    app's hashed module, which the page hands to the AI worker
//    (worker_loader.js?app=…) so that the worker runs the page's own build.
//    The build fails if any inline script, event-handler or style attribute
//    is left, or if the policy is missing or weaker.
// 2. copyRules: each game's rules text as rules/<id>.md, and its
//    how-to-play pages (games/<folder>/src/learn/<id>.<lang>.md) as
//    learn/<id>.<lang>.md, and its puzzles one file each
//    (puzzles/<id>/<puzzle id>.txt, with puzzles/<id>/index.txt);
//    copyGallery: the home page for the frame, home.<lang>.html.
// 3. writeWords: one file per translated language, lang/<lang>-<hash>.txt,
//    joining every messages.<lang>.txt (see messageFolders; crates/web/src/ui/lang.rs fetches it), and
//    <meta name="attic-words"> in index.html naming them.
// 4. writeShell: the static frame of the page (header, the home page's
//    title, footer) in every language, inside <body>, so that the first
//    paint needs no wasm (the home page's introduction and gallery come
//    from home.<lang>.html, in one language); static/shell.js picks the language
//    and page before that paint, and the app removes it when it mounts.
// 5. dropComments: index.html's comments (notes for whoever reads the
//    source) left out of the page every visit downloads.
// 6. writeServiceWorker: sw.js from static/sw-template.js, precaching every
//    file, with a cache name derived from their contents.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** The policy index.html must declare (its meta tag), word for word. */
export const POLICY =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
  "object-src 'none'; base-uri 'none'; form-action 'none'";

const fail = (why) => {
  throw new Error("post-build: " + why);
};

/**
 * The app's hashed module (app-<hash>.js) in `dir`. Trunk writes its hash,
 * a 64-bit number, in hex without leading zeros: 1 to 16 digits (15 in
 * about one build in 16).
 */
export function appModule(dir) {
  const apps = readdirSync(dir).filter((f) => /^app-[0-9a-f]{1,16}\.js$/.test(f));
  if (apps.length !== 1) fail(`expected one app-<hash>.js in ${dir}, found ${JSON.stringify(apps)}`);
  return apps[0];
}

/**
 * Trunk writes index.html's URLs from its public URL (`--public-url
 * /attic/`: `/attic/app-….js`); the site names its files relative to the
 * page (`./app-….js`), which works under any path a static host gives
 * it, a USB stick included. Rewrites Trunk's `base` prefix to `./`.
 * Returns the prefix rewritten, or null when there was nothing to do.
 */
export function relativeUrls(dir, base) {
  if (!base || base === "./" || base === "/" || base === ".") return null;
  const prefix = base.endsWith("/") ? base : base + "/";
  const file = join(dir, "index.html");
  const html = readFileSync(file, "utf8");
  const out = html.replace(/(href=|src=|from |module_or_path: )(["'])(\S*?)\2/g, (all, attr, q, url) =>
    url.startsWith(prefix) ? `${attr}${q}./${url.slice(prefix.length)}${q}` : all,
  );
  if (out.includes(`${prefix}app-`)) fail(`index.html still names ${prefix} after the rewrite`);
  writeFileSync(file, out);
  return prefix;
}

/** The text of loader-<hash>.js for the app module `app`. */
export function loaderSource(app) {
  const wasm = app.replace(/\.js$/, "_bg.wasm");
  return (
    "// Starts the app (scripts/site.mjs: no inline script, nothing on window),\n" +
    "// on a how-to-play or rules page once the frame's opening is painted\n" +
    "// (static/shell.js then takes data-opening off the page; 2 s at most): the\n" +
    "// app's first draw replaces the frame and asks for the page's code.\n" +
    `import init from "./${app}";\n` +
    "const root = document.documentElement;\n" +
    "// Until static/shell.js has asked for the wasm (at the frame's first\n" +
    "// paint: data-main-asked), so that init's fetch takes that response.\n" +
    "const until = (done) =>\n" +
    "  done() ||\n" +
    "  new Promise((go) => {\n" +
    "    new MutationObserver((_, o) => done() && (o.disconnect(), go())).observe(root, { attributes: true });\n" +
    "    setTimeout(go, 2000);\n" +
    "  });\n" +
    'await until(() => root.hasAttribute("data-main-asked"));\n' +
    'await until(() => !root.hasAttribute("data-opening"));\n' +
    `await init({ module_or_path: new URL("./${wasm}", import.meta.url) });\n`
  );
}

const hash16 = (text) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/**
 * Replace Trunk's inline start script by loader-<hash>.js, name the app
 * module in <meta name="attic-app">, and check the page's policy.
 */
export function wirePage(dir) {
  const app = appModule(dir);
  const file = join(dir, "index.html");
  let html = readFileSync(file, "utf8");
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\bsrc=/.test(m[1]));
  if (inline.length !== 1) fail(`expected Trunk's one inline script in index.html, found ${inline.length}`);
  const [whole, , body] = inline[0];
  // Trunk's script imports the app's module and calls its init (and, unless
  // data-wasm-no-import is set, puts the bindings on window): it must be
  // the one expected, with nothing else to keep.
  if (!body.includes(`from './${app}'`) || !body.includes("await init(")) {
    fail("Trunk's inline script is not the expected loader:\n" + body);
  }
  if (body.includes("window.")) fail("Trunk's loader puts something on window (add data-wasm-no-import)");
  const source = loaderSource(app);
  const loader = `loader-${hash16(source)}.js`;
  for (const old of readdirSync(dir).filter((f) => /^loader-[0-9a-f]{16}\.js$/.test(f))) unlinkSync(join(dir, old));
  writeFileSync(join(dir, loader), source);
  html = html.replace(whole, `<script type="module" src="./${loader}"></script>`);
  // The page reads its app module's name here to start the AI worker.
  if (html.includes('name="attic-app"')) fail('index.html already has <meta name="attic-app">');
  html = html.replace(/(<meta charset="utf-8">\n)/, `$1  <meta name="attic-app" content="${app}">\n`);
  if (!html.includes(`content="${app}"`)) fail('no place for <meta name="attic-app"> (after <meta charset="utf-8">)');
  html = preloadLinkModule(html, dir);
  checkPage(html);
  writeFileSync(file, html);
  return { app, loader };
}

/**
 * Drop Trunk's preload of the main wasm (static/shell.js asks for it, see
 * below), and preload the split's link module, which the app module
 * imports, beside Trunk's preload of the app module: it was asked for only
 * once the app module had come, and then waited behind the game's chunks
 * for one of HTTP/1.1's six connections (under Lighthouse's applied
 * throttling it came at 4.5 s, docs/measure.md, 2026-11-30). Trunk's
 * preload of the app module stays after static/shell.js.
 */
export function preloadLinkModule(html, dir) {
  const wasm = html.match(/<link rel="preload" href="\.\/app-[0-9a-f]{16}_bg\.wasm"[^>]*>/);
  if (!wasm) fail("index.html has no preload of the app's wasm");
  // Not asked for by the parser: static/shell.js asks for the wasm after
  // the frame's first paint (data-main-asked; at once on the pages whose
  // largest paint the app draws). Asked for here, it started before the
  // start picture's paint in Lighthouse's unthrottled load, and its
  // simulation charged the wasm's 208 KB to that paint (LCP 2.40 s on
  // every game page, 1.24 s without; docs/measure.md, session 21).
  const link = readdirSync(dir).find((f) => /^split-[0-9a-f]{16}\.js$/.test(f));
  const linkModule = link ? `\n  <link rel="modulepreload" href="./${link}" crossorigin="anonymous">` : "";
  const app = html.match(/<link rel="modulepreload" href="\.\/app-[0-9a-f]{16}\.js"[^>]*>/);
  if (!app) fail("index.html has no preload of the app's module");
  return html.replace(wasm[0], "").replace(app[0], app[0] + linkModule);
}

/** Fail unless `html` declares POLICY and has nothing it would refuse. */
export function checkPage(html) {
  const csp = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/);
  if (!csp) fail("index.html declares no Content-Security-Policy");
  if (csp[1] !== POLICY) fail(`index.html's policy is\n  ${csp[1]}\nnot\n  ${POLICY}`);
  if (html.indexOf(csp[0]) > html.search(/<(script|link|style)\b/)) fail("the policy's meta tag must come before every script, link and style");
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/\bsrc=/.test(m[1]) || m[2].trim()) fail("an inline script is left in index.html: " + m[0]);
  }
  if (/<style\b/.test(html)) fail("a <style> element is left in index.html");
  const attr = html.match(/<[^>]*\s(on[a-z]+|style)\s*=/i);
  if (attr) fail(`an inline ${attr[1]} attribute is left in index.html`);
}

/**
 * A game's puzzle file cut into puzzles/<game id>/<puzzle id>.txt, one
 * puzzle each, and puzzles/<game id>/index.txt, their ids in order. The
 * cut is the reader's (crates/records/src/puzzles.rs, `split`): `#` lines
 * are comments, and a tag line after a record's moves starts the next
 * record.
 */
export function writePuzzles(file, out) {
  const records = [];
  let body = false;
  for (const line of readFileSync(file, "utf8").replace(/^\uFEFF/, "").split(/\r?\n/)) {
    const t = line.trim();
    if (t.startsWith("#")) continue;
    const tag = t.startsWith("[");
    if (!records.length || (tag && body)) {
      if (!t) continue;
      records.push([]);
      body = false;
    }
    if (!tag) body = true;
    records[records.length - 1].push(line);
  }
  const ids = records.map((r) => r.map((l) => l.trim().match(/^\[Puzzle "([a-z0-9-]+)"\]$/)).find(Boolean)?.[1]);
  const at = ids.findIndex((id, i) => !id || ids.indexOf(id) !== i);
  if (at >= 0) fail(`${file}: puzzle ${at + 1} has no id of [a-z0-9-] or the id of another (${ids[at]})`);
  mkdirSync(out, { recursive: true });
  records.forEach((r, i) => writeFileSync(join(out, `${ids[i]}.txt`), r.join("\n").trimEnd() + "\n"));
  writeFileSync(join(out, "index.txt"), ids.join("\n") + "\n");
}

/** Copy each game's rules text beside the app as rules/<id>.md (and its puzzles, see [writePuzzles]). */
export function copyRules(dir) {
  const games = fileURLToPath(new URL("../games", import.meta.url));
  mkdirSync(join(dir, "rules"), { recursive: true });
  for (const id of readdirSync(games)) {
    const md = join(games, id, "src", "rules.md");
    if (existsSync(md)) copyFileSync(md, join(dir, "rules", `${id}.md`));
    // Its opening as HTML for the frame, as rules/<id>.<lang>.lead.html
    // (tests/suite/learn.rs writes the parts): the text's first blocks
    // (rules.lead.html) in the article, or where the page's own words in
    // that language (rules.<lang>.lead.html, for a game that has them) say.
    const text = join(games, id, "src", "rules.lead.html");
    for (const lang of existsSync(text) ? ["en", ...TRANSLATED] : []) {
      const own = join(games, id, "src", `rules.${lang}.lead.html`);
      const around = existsSync(own) ? readFileSync(own, "utf8") : '<article class="markdown shell-rules-text">\n<!--rules.lead.html-->\n</article>\n';
      if (!around.includes("<!--rules.lead.html-->")) fail(`${own} has no place for the text (<!--rules.lead.html-->)`);
      writeFileSync(join(dir, "rules", `${id}.${lang}.lead.html`), around.replace("<!--rules.lead.html-->\n", () => readFileSync(text, "utf8")));
    }
    // Its puzzles (issue 29), one file each: the puzzle page fetches the
    // one it shows as the rules page fetches its text, so neither the wasm
    // nor a first visit carries the other 59 (the service worker precaches
    // them with the rest).
    const puzzles = join(games, id, "puzzles");
    if (existsSync(puzzles)) {
      for (const f of readdirSync(puzzles)) if (/^[a-z0-9-]+\.txt$/.test(f)) writePuzzles(join(puzzles, f), join(dir, "puzzles", f.slice(0, -4)));
    }
    const learn = join(games, id, "src", "learn");
    if (!existsSync(learn)) continue;
    mkdirSync(join(dir, "learn"), { recursive: true });
    for (const f of readdirSync(learn)) {
      // The page, and its opening as HTML for the frame (tests/suite/learn.rs writes it).
      if (/^[a-z0-9-]+\.(en|nl|vi)\.(md|lead\.html)$/.test(f)) copyFileSync(join(learn, f), join(dir, "learn", f));
    }
  }
}

/**
 * The home page for the frame, as home.<lang>.html: the introduction, the
 * line of the day's puzzle and the cards, as the app draws them
 * (tests/suite/home_frame.rs writes them from the registry and the words),
 * which static/shell.js shows while the wasm loads: a card's picture is
 * the home page's largest paint.
 */
export function copyGallery(dir) {
  const ui = fileURLToPath(new URL("../crates/web/src/ui", import.meta.url));
  for (const lang of ["en", ...TRANSLATED]) {
    const file = join(ui, `home.${lang}.html`);
    if (!existsSync(file)) fail(`${file} is missing (ATTIC_WRITE_LEADS=1 cargo test --test suite home_frame)`);
    copyFileSync(file, join(dir, `home.${lang}.html`));
  }
}

/** The languages translated from English (crates/core/src/msg.rs, `Lang`). */
export const TRANSLATED = ["nl", "vi"];

/**
 * The folders that hold message files, with the section each is filed under
 * in a language file: the path from the repository's root without a leading
 * `src/` or `crates/` and without `/src` (so `crates/core/src` is `core`,
 * `crates/kit/src` is `kit`, `crates/web/src/ui` is `web/ui`, `games/turno/src`
 * is `games/turno`). crates/web/src/ui/lang.rs
 * reads the sections by these names.
 */
export function messageFolders(root, lang) {
  return ["src", "crates", "games"]
    .map((top) => join(root, top))
    .filter((d) => existsSync(d))
    .flatMap((d) => walk(d))
    .filter((p) => p.endsWith(sep + `messages.${lang}.txt`))
    .map((p) => ({ file: p, section: section(relative(root, join(p, "..")).split(sep).join("/")) }))
    .sort((a, b) => (a.section < b.section ? -1 : a.section > b.section ? 1 : 0));
}

function section(path) {
  return path.replace(/^(src|crates)\//, "").replace(/\/src(?=\/|$)/g, "");
}

/**
 * The text of lang/<lang>-<hash>.txt: each message file of that language
 * (see messageFolders), introduced by a line `@@ <section>`, without
 * comments and blank lines.
 */
export function wordsFile(root, lang) {
  return messageFolders(root, lang)
    .map(({ file, section }) => {
      const lines = readFileSync(file, "utf8")
        .split("\n")
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith("#"));
      return `@@ ${section}\n${lines.join("\n")}\n`;
    })
    .join("");
}

/** Write lang/<lang>-<hash>.txt for each translation and name them in index.html. */
export function writeWords(dir) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  rmSync(join(dir, "lang"), { recursive: true, force: true });
  mkdirSync(join(dir, "lang"));
  const named = TRANSLATED.map((lang) => {
    const text = wordsFile(root, lang);
    if (!text) fail(`no messages.${lang}.txt in the repository`);
    const name = `lang/${lang}-${hash16(text)}.txt`;
    writeFileSync(join(dir, name), text);
    return `${lang}:${name}`;
  });
  const file = join(dir, "index.html");
  let html = readFileSync(file, "utf8");
  if (html.includes('name="attic-words"')) fail('index.html already has <meta name="attic-words">');
  html = html.replace(/(<meta name="attic-app" content="[^"]*">\n)/, `$1  <meta name="attic-words" content="${named.join(" ")}">\n`);
  if (!html.includes('name="attic-words"')) fail('no place for <meta name="attic-words"> (after <meta name="attic-app">)');
  writeFileSync(file, html);
  return named;
}

function walk(d) {
  return readdirSync(d).flatMap((name) => {
    if (name === "target" || name === "node_modules") return [];
    const p = join(d, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** Write sw.js: the service worker that precaches every file of `dir`. */
export function writeServiceWorker(dir) {
  const files = walk(dir)
    .map((p) => relative(dir, p).split(sep).join("/"))
    .filter((f) => f !== "sw.js")
    .sort();
  const hash = createHash("sha256");
  for (const f of files) {
    hash.update(f);
    hash.update(readFileSync(join(dir, f)));
  }
  const cache = "attic-" + hash.digest("hex").slice(0, 16);
  const urls = ["./", ...files.map((f) => "./" + f)];
  const template = readFileSync(fileURLToPath(new URL("../static/sw-template.js", import.meta.url)), "utf8");
  const sw = template.replace("__CACHE__", cache).replace("__FILES__", JSON.stringify(urls, null, 2));
  writeFileSync(join(dir, "sw.js"), sw);
  return { files: files.length, cache };
}

/** `key = value` lines of a message catalogue (comments and blanks skipped). */
export function catalogue(file) {
  const out = {};
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const m = line.match(/^\s*([a-z0-9][a-z0-9.-]*)\s*=\s*(.*)$/);
    if (m) out[m[1]] = m[2].trim();
  }
  return out;
}

const escape = (t) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The static frame: the app's header, the home page's title (or the
 * loading line of a game, rules or how-to-play page) and footer, each text in every language (static/shell.js
 * shows one; see static/style.css "Static frame"). The same classes as
 * crates/web/src/ui/app.rs and home.rs draw, so nothing moves when the app
 * replaces it.
 */
export function shellHtml(ui) {
  const { say, cats, langs } = frameWords(ui);
  return (
    `<div id="shell" aria-busy="true">\n` +
    `  <header class="top"><a class="brand" href="#/"><img src="icon.svg" alt="" width="28" height="28"><span>${escape(cats.en["site.name"])}</span></a>` +
    `<span class="tagline">${say("site.tagline")}</span><a class="my-games-link" href="#/games">${say("my-games.title")}</a>` +
    `<span class="lang-pick shell-pick" aria-hidden="true">${langs.map((l) => `<span lang="${l}">${escape(cats.en["lang." + l])}</span>`).join("")}</span></header>\n` +
    // The home page's title; static/shell.js puts the rest of the page in
    // under it (home.<lang>.html, copyGallery), in one language only.
    `  <div class="page home shell-home"><section class="intro"><h1>${say("home.title")}</h1></section></div>\n` +
    `  <div class="page shell-page"><p class="loading shell-play">${say("game.setting-up")}</p>` +
    gameFrame(say) +
    `</div>\n` +
    learnFrame(say) +
    rulesFrame(say) +
    puzzlesFrame(say) +
    // My games: its title and introduction, as crates/web/src/ui/my_games.rs draws them (the list needs the app).
    `  <div class="page my-games shell-games"><h1>${say("my-games.title")}</h1><p>${say("my-games.intro")}</p></div>\n` +
    `  <footer class="foot">${say("site.footer")}</footer>\n` +
    `</div>\n`
  );
}

/**
 * A new visitor's game page while the wasm loads: the game page's title
 * row, status line and columns (crates/web/src/ui/game_page.rs's classes), with the
 * picture of the board's start (static/boards, scripts/boards.mjs) where the
 * board will be, so that the board does not move when the app replaces
 * the frame. static/shell.js fills in the game (its title and the room
 * around its board from static/boards/frame.json, which boards.mjs measures
 * in the app) and shows it; a returning player, who may be shown a saved game, gets the
 * loading line only.
 */
function gameFrame(say) {
  const file = fileURLToPath(new URL("../static/boards/frame.json", import.meta.url));
  const frames = JSON.parse(existsSync(file) ? readFileSync(file, "utf8") : "{}"); // a broken file fails the build, not the page
  // Each picture's size, so that its <img> has its shape before it has
  // come (an <img> of no known size is 9rem high until then: the board
  // grew under the status line at desktop sizes, a layout shift of 0.02-0.04).
  // And the widest its board may be (the game's stylesheet,
  // `.<wrap> .kit-board { max-width: …px }`), so that the frame has it
  // before that stylesheet has come: it comes after the frame's first
  // paint on a slow network, and the board then narrowed (809 -> 680 px
  // wide on Long Tau's page at 1280x800). Making the stylesheet block the
  // first paint instead put that paint 0.6 s later under applied throttling.
  const root = fileURLToPath(new URL("../games", import.meta.url));
  const styles = readdirSync(root)
    .map((d) => join(root, d, "src", "style.css"))
    .filter((f) => existsSync(f))
    .map((f) => readFileSync(f, "utf8"))
    .join("\n");
  for (const [id, game] of Object.entries(frames)) {
    const svg = fileURLToPath(new URL(`../static/boards/${id}.light.svg`, import.meta.url));
    const head = existsSync(svg) ? readFileSync(svg, "utf8").slice(0, 400) : "";
    const size = /<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(head);
    if (size) game.size = [Number(size[1]), Number(size[2])];
    for (const wrap of (game.wrap || "").split(" ").filter(Boolean)) {
      const widest = new RegExp(`(?:^|\\n)\\.${wrap} \\.kit-board \\{[^}]*max-width: (\\d+)px`).exec(styles);
      if (widest) game.widest = Number(widest[1]);
    }
  }
  const games = JSON.stringify(frames);
  // The games with puzzles (games/<folder>/puzzles/<id>.txt): their page
  // links to them (crates/web/src/ui/game_page.rs), so the frame does too,
  // or the board would move down when the app comes.
  const puzzles = readdirSync(root)
    .flatMap((d) => (existsSync(join(root, d, "puzzles")) ? readdirSync(join(root, d, "puzzles")) : []))
    .filter((f) => /^[a-z0-9-]+\.txt$/.test(f))
    .map((f) => f.slice(0, -4));
  return (
    `<div class="shell-game"><div class="game-head"><h1 id="shell-title" data-games="${escape(games)}" data-puzzles="${puzzles.join(" ")}"></h1>` +
    `<nav class="game-links" aria-hidden="true"><a class="shell-learn-link" tabindex="-1">${say("learn.link")}</a>` +
    `<a class="shell-rules-link" tabindex="-1">${say("game.rules")}</a>` +
    `<a class="shell-puzzles-link" tabindex="-1" hidden>${say("puzzle.link-game")}</a>` +
    `<button class="primary" type="button" tabindex="-1">${say("new-game")}</button></nav></div>` +
    `<div class="game-grid"><section class="board-col"><div class="play-area"><div class="status"><span>${say("game.setting-up")}</span></div>` +
    `<div class="kit"><div class="kit-board"><div class="kit-surface"><img id="shell-board" class="shell-board" alt="" hidden></div></div></div></div></section>` +
    `<aside class="side-col"></aside></div></div>`
  );
}

/**
 * A how-to-play page while the wasm loads: crates/web/src/ui/learn_page.rs's crumbs and
 * article, with the loading line; static/shell.js puts the page's opening
 * in the article (learn/<id>.<lang>.lead.html, the same HTML as the app's
 * first blocks), so that a phone reads the page's start at once.
 */
function learnFrame(say) {
  return (
    `  <div class="page learn shell-learn">${crumbs(say)}` +
    `<article class="markdown learn-text shell-learn-text"><p class="loading">${say("learn.loading")}</p></article></div>\n`
  );
}

/**
 * A rules page while the wasm loads: crates/web/src/ui/rules_page.rs's crumbs,
 * its note that the rules are in English (in the other languages), and
 * its article; static/shell.js puts the rules' opening in its place
 * (rules/<folder>.<lang>.lead.html: the same HTML as the app's "About this
 * game" and first blocks): the page's largest text, its LCP, at once.
 */
function rulesFrame(say) {
  return (
    `  <div class="page rules shell-rules">${crumbs(say)}` +
    `<p class="note shell-english-only">${say("rules.english-only")}</p>` +
    `<div class="shell-rules-body"><article class="markdown shell-rules-text"><p class="loading">${say("rules.loading")}</p></article></div></div>\n`
  );
}

/**
 * A puzzle page while the wasm loads: crates/web/src/ui/puzzle_page.rs's
 * crumbs, title, what the puzzles are, and its loading line, in the same
 * places; static/shell.js puts the game's title in. Without it the page
 * stayed blank until the app came, and its largest text (its LCP) came
 * with the app: 3.5-3.9 s in Lighthouse's simulation.
 */
function puzzlesFrame(say) {
  return (
    `  <div class="page puzzles shell-puzzles">${crumbs(say)}<h1>${withGame(say("puzzle.title"))}</h1>` +
    `<p class="puzzle-intro">${say("puzzle.intro")}</p><p class="loading">${say("puzzle.loading")}</p></div>\n`
  );
}

/**
 * The crumbs of a how-to-play, rules or puzzle page: "Games › Play {game}", the
 * game's title where {game} is and the link's address put in by static/shell.js.
 */
function crumbs(say) {
  const play = withGame(say("rules.play"));
  return `<nav class="crumbs"><a href="#/">${say("rules.games")}</a> › <a class="shell-play-link">${play}</a></nav>`;
}

/** Words with `{game}` where static/shell.js puts the game's title in. */
function withGame(words) {
  return words.replace(/\{game\}/g, '<span class="shell-game-title"></span>');
}

/** The frame's words: `say(key)`, the message in every language (one shown by CSS), and the catalogues. */
function frameWords(ui) {
  const langs = ["en", ...TRANSLATED];
  const cats = Object.fromEntries(langs.map((l) => [l, catalogue(join(ui, `messages.${l}.txt`))]));
  const say = (key) =>
    langs
      .map((l) => {
        const text = cats[l][key];
        if (!text) fail(`the static frame needs ${key} in crates/web/src/ui/messages.${l}.txt`);
        return `<span lang="${l}">${escape(text)}</span>`;
      })
      .join("");
  return { say, cats, langs };
}

/**
 * What static/shell.js shows if the wasm traps: a <template> in <head>,
 * since the app, when it mounts, empties <body>. Its words in every
 * language, as the frame's.
 */
export function crashHtml(ui) {
  const { say } = frameWords(ui);
  return `  <template id="crash"><div class="error crash" role="alert"><span>${say("page.stopped")}</span><button type="button" class="small primary">${say("notice.reload")}</button></div></template>\n`;
}

/** Put the static frame at the start of index.html's <body>, and the message of a stopped page in its <head>. */
export function writeShell(dir) {
  const file = join(dir, "index.html");
  const html = readFileSync(file, "utf8");
  if (html.includes('id="shell"')) fail("index.html already has a static frame");
  if (!/<body>\n/.test(html)) fail("no <body> line in index.html for the static frame");
  const ui = fileURLToPath(new URL("../crates/web/src/ui", import.meta.url));
  if (!html.includes("</head>")) fail("no </head> in index.html for the message of a stopped page");
  const out = html.replace(/<body>\n/, `<body>\n${shellHtml(ui)}`).replace("</head>", `${crashHtml(ui)}</head>`);
  checkPage(out);
  writeFileSync(file, out);
}

/**
 * Each game's stylesheet (target/game-css/<folder>.css, written by
 * scripts/css.mjs) copied as game-<folder>-<hash>.css, and named in
 * index.html's <meta name="attic-game-css" content="<folder>=<file> …">,
 * where the app looks for it when it loads the game (ui/code.rs).
 */
export function writeGameCss(dir, root = fileURLToPath(new URL("..", import.meta.url))) {
  const from = join(root, "target", "game-css");
  if (!existsSync(from)) fail(`no ${from} (the pre-build hook scripts/css.mjs writes it)`);
  for (const old of readdirSync(dir).filter((f) => /^(game-[a-z0-9]+|pages)-[0-9a-f]{16}\.css$/.test(f))) unlinkSync(join(dir, old));
  const files = readdirSync(from)
    .filter((f) => /^[a-z0-9]+\.css$/.test(f))
    .sort()
    .map((f) => {
      const text = readFileSync(join(from, f));
      // pages.css: the pages other than a game's (scripts/css.mjs).
      const name = f === "pages.css" ? `pages-${hash16(text)}.css` : `game-${f.replace(/\.css$/, "")}-${hash16(text)}.css`;
      writeFileSync(join(dir, name), text);
      return `${f.replace(/\.css$/, "")}=${name}`;
    });
  if (files.length === 0) fail(`${from} has no game's stylesheet`);
  const file = join(dir, "index.html");
  let html = readFileSync(file, "utf8");
  if (html.includes('name="attic-game-css"')) fail('index.html already has <meta name="attic-game-css">');
  html = html.replace(/(<meta charset="utf-8">\n)/, `$1  <meta name="attic-game-css" content="${files.join(" ")}">\n`);
  if (!html.includes('name="attic-game-css"')) fail('no place for <meta name="attic-game-css"> (after <meta charset="utf-8">)');
  writeFileSync(file, html);
  return files.length;
}

/**
 * index.html without its comments: they are notes for whoever reads the
 * source file, and about 150 bytes gzip of every first visit.
 */
export function dropComments(dir) {
  const file = join(dir, "index.html");
  const html = readFileSync(file, "utf8");
  const out = html.replace(/\n?[ \t]*<!--[\s\S]*?-->/g, "");
  if (out.includes("<!--")) fail("index.html has a comment that does not close");
  writeFileSync(file, out);
}
