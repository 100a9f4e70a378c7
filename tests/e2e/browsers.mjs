// Issue 27 §6, "every browser": a short smoke of the built site in Firefox
// (Debian's firefox-esr, over WebDriver BiDi with puppeteer-core) and in
// Safari's engine (Debian's WebKitGTK: WebKitWebDriver and its MiniBrowser,
// classic WebDriver with selenium-webdriver, under Xvfb). No browser is
// ever downloaded: `bash scripts/setup.sh --browser` installs both with apt,
// and a missing one fails the smoke (it is never skipped).
//
// In each browser, one profile, one tab, in this order:
//   1. the home page loads, and its service worker takes control;
//   2. every game page (the home page's cards): a person's move, the AI's
//      answer, the page settles in one layout pass when the header above
//      the board changes height (no "ResizeObserver loop" error), and a
//      reload keeps the game;
//   3. the server is stopped (offline);
//   4. every game page loads again from the service worker's cache, with
//      its game kept, and a move is played and answered by the AI (whose
//      worker loads its game's code offline too);
//   5. the wasm of the first game page is made to trap: the page says it
//      stopped, and its Reload brings the game back.
// Any page error fails the test it happens in: an uncaught exception, an
// unhandled rejection, console.error, the app's error banner, the message
// of a page whose wasm trapped, or a chunk that could not load. The page's own errors are caught by a few lines put
// at the top of shell.js (the first script of index.html; CSP allows no
// inline script) in a copy of the build; puppeteer also reports Firefox's.
//
// The page is driven the way a person does it, with the driver's real
// clicks and typing; which spot to click is chosen in the page (`look`),
// whatever the game: a legal spot, a chooser's option, TAU's bid or pass,
// TURNO's throw, the pass screen of a shared device.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "./server.mjs";
import { STOPPED, trapWasm } from "./helpers.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = resolve(process.env.ATTIC_DIST || join(HERE, "..", "..", "dist"));

// Generous: two cores shared with other tests and builds; never a timing
// assertion, only a bound on waiting.
const WAIT = 90_000;

export const FIREFOX = process.env.FIREFOX || "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER || "/usr/bin/WebKitWebDriver";
/** WebKitGTK's MiniBrowser (package libwebkit2gtk-4.1-0, under /usr/lib/<arch>/). */
export const MINIBROWSER =
  process.env.MINIBROWSER ||
  (existsSync("/usr/lib") ? readdirSync("/usr/lib") : [])
    .map((arch) => `/usr/lib/${arch}/webkit2gtk-4.1/MiniBrowser`)
    .find((p) => existsSync(p)) ||
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Put before shell.js: keep every error the page raises in window.__smokeErrors. */
const WATCHER = `// (added by tests/e2e/browsers.mjs: the smoke's error watcher)
(function () {
  var seen = (window.__smokeErrors = []);
  var say = function (x) {
    return x && (x.stack || x.message) ? String(x.message || "") + " " + String(x.stack || "") : String(x);
  };
  window.addEventListener("error", function (e) {
    // With its stack: a trap in the wasm names the functions it was in.
    seen.push("error: " + (e.message || say(e.error)) + (e.error && e.error.stack ? "\\n" + e.error.stack : ""));
  });
  window.addEventListener("unhandledrejection", function (e) {
    seen.push("unhandled rejection: " + say(e.reason));
  });
  var error = console.error;
  console.error = function () {
    seen.push("console.error: " + Array.prototype.map.call(arguments, say).join(" "));
    return error.apply(console, arguments);
  };
})();
`;

/** A copy of the build whose shell.js starts with the watcher. */
export function watchedCopy(dist) {
  assert.ok(existsSync(join(dist, "index.html")), `no build at ${dist}: run trunk build --offline --release`);
  const dir = mkdtempSync(join(tmpdir(), "attic-smoke-"));
  cpSync(dist, dir, { recursive: true });
  const shell = join(dir, "shell.js");
  assert.ok(existsSync(shell), "the build has no shell.js");
  writeFileSync(shell, WATCHER + readFileSync(shell, "utf8"));
  return dir;
}

// ---------------------------------------------------------------------------
// In the page (each is sent as source: no closure over this module).

/**
 * What the page shows, and what a person could do now: `act` is a click on
 * a selector (the spot is marked data-smoke="1"), or typing then a click.
 */
function look() {
  const q = (s) => document.querySelector(s);
  const text = (s) => (q(s) ? q(s).textContent.replace(/\s+/g, " ").trim() : null);
  for (const e of document.querySelectorAll("[data-smoke]")) e.removeAttribute("data-smoke");
  const mark = (e) => (e.setAttribute("data-smoke", "1"), '[data-smoke="1"]');
  const enabled = (s) => {
    const e = q(s);
    return e && !e.disabled && e.getAttribute("aria-disabled") !== "true" ? e : null;
  };
  const ready =
    document.body.getAttribute("data-ready") === "1" &&
    !q('[data-testid="board-loading"], [data-testid="page-loading"]') &&
    !!q('[data-testid="board"]') &&
    // The move list and the players come a task after the board
    // (crates/web/src/ui/game_page.rs use_second_part): the moves are read there.
    !!q('[data-testid="move-list"]');
  const thinking = !!q('[data-testid="ai-thinking"]');
  const over = !!q('[data-testid="game-over"]');
  let act = null;
  if (ready && !thinking && !over) {
    const legal = q('[data-testid="board"] [data-legal="true"]');
    const choice = q('[data-testid="board"] [data-testid="choice"]');
    if (q('[data-testid="pass-ready"]')) act = { click: '[data-testid="pass-ready"]', what: "the pass screen" };
    else if (choice) act = { click: mark(choice), what: "a chooser's option" };
    else if (legal) act = { click: mark(legal), what: "spot " + legal.getAttribute("data-cell") };
    else if (enabled('[data-testid="pass"]')) act = { click: '[data-testid="pass"]', what: "TAU's pass" };
    else if (enabled('[data-testid="bid-input"]') && enabled('[data-testid="bid"]'))
      act = { type: '[data-testid="bid-input"]', text: "10", click: '[data-testid="bid"]', what: "TAU's bid of 10" };
    else if (q('[data-testid="throw"]:not([aria-disabled])')) act = { click: '[data-testid="throw"]', what: "a throw" };
  }
  return {
    ready,
    thinking,
    over,
    act,
    moves: [...document.querySelectorAll('[data-testid="move"]')].map((m) => m.textContent.replace(/\s+/g, " ").trim()),
    // The AI's moves: its choices, and the throws its seats make by
    // themselves (in TURNO-Loop and -Lottery nobody has a choice: every
    // move is chance's, said as "<seat> threw …").
    ai: (() => {
      const names = [...document.querySelectorAll('[data-testid="players"] li[data-seat]')]
        .filter((li) => /^ai/.test(li.querySelector("select")?.value || ""))
        .map((li) => (li.querySelector(".player-name") || li.querySelector(".seat-name"))?.textContent.trim())
        .filter(Boolean);
      return [...document.querySelectorAll("li[data-by]")].filter((li) => {
        const by = li.getAttribute("data-by");
        const said = li.querySelector(".sr")?.textContent.trim() || "";
        return by === "ai" || (by !== "person" && names.some((n) => said.startsWith(n + " ")));
      }).length;
    })(),
    // What keeps the page from being ready, for a failure's message.
    waiting: ready
      ? null
      : {
          dataReady: document.body.getAttribute("data-ready"),
          loading: [...document.querySelectorAll('[data-testid="board-loading"], [data-testid="page-loading"]')].map((e) => e.getAttribute("data-testid")),
          board: !!q('[data-testid="board"]'),
          moveList: !!q('[data-testid="move-list"]'),
        },
    failed: text('[data-testid="load-failed"]'),
    banner: text('[data-testid="error"]'),
    // The message of a page whose wasm trapped (static/shell.js).
    stopped: text("body .crash"),
    controlled: !!(navigator.serviceWorker && navigator.serviceWorker.controller),
    title: text("main h1"),
  };
}

/** The errors the watcher kept since the last call (and forget them). */
function drainErrors() {
  if (location.protocol === "about:") return [];
  const e = window.__smokeErrors;
  if (!e) return ["the smoke's watcher is not in this page (shell.js did not run?)"];
  // Emptied in place: the watcher keeps the array, so a new one would hear
  // nothing after the page's first reading (session 32).
  return e.splice(0);
}

/**
 * Make the header above the board `px` taller (0: as it was), as a late
 * web font that wraps its words would: its content grows, not its padding
 * (a padding leaves the content box the page's observer watches as it was,
 * and only the body's size then told; once, in WebKitGTK on STRAAT's page,
 * stop 55, the top did not come back). Returns the play area's --play-top
 * (where the page measured its top) before the change.
 */
function growHeader(px) {
  const h = document.querySelector("header.top");
  const area = document.querySelector(".play-area");
  if (!h || !area) return null;
  const top = area.style.getPropertyValue("--play-top");
  // Through the CSSOM: the site's CSP refuses style attributes.
  if (px) h.style.setProperty("min-height", h.getBoundingClientRect().height + px + "px");
  else h.style.removeProperty("min-height");
  return top;
}

/** The play area's --play-top, in pixels. */
function playTop() {
  const area = document.querySelector(".play-area");
  return area ? parseFloat(area.style.getPropertyValue("--play-top")) : NaN;
}

/**
 * Why the play area's top did not follow (for a failure's message): where
 * it is now and what the page set, whether the page is visible and
 * focused, and whether it still draws frames (a requestAnimationFrame
 * callback within 3 s).
 */
function layoutProbe() {
  return new Promise((ok) => {
    const area = document.querySelector(".play-area");
    const info = {
      measured: area ? Math.round(area.getBoundingClientRect().top + scrollY) : null,
      set: area ? area.style.getPropertyValue("--play-top") : null,
      visibility: document.visibilityState,
      focus: document.hasFocus(),
      frames: false,
    };
    const late = setTimeout(() => ok(info), 3000);
    requestAnimationFrame(() => {
      clearTimeout(late);
      info.frames = true;
      ok(info);
    });
  });
}

/** The game cards of the home page. */
function gameIds() {
  return [...document.querySelectorAll('[data-testid^="game-card-"]')].map((c) =>
    c.getAttribute("data-testid").replace("game-card-", "")
  );
}

// ---------------------------------------------------------------------------
// The two drivers, behind one small interface:
//   goto(url) a full load, reload(), eval(fn, arg), click(sel), type(sel, text),
//   pageErrors() (reported by the driver, forgotten once read), close(),
//   name, version.

export async function firefox() {
  assert.ok(existsSync(FIREFOX), `no Firefox at ${FIREFOX}: bash scripts/setup.sh --browser (apt-get install firefox-esr)`);
  const { default: puppeteer } = await import("puppeteer-core");
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
  });
  const page = await browser.newPage();
  let errors = [];
  page.on("pageerror", (e) => errors.push("pageerror: " + String(e)));
  page.on("console", (m) => m.type() === "error" && errors.push("console error: " + m.text()));
  const load = { waitUntil: "load", timeout: WAIT };
  return {
    name: "Firefox",
    version: await browser.version(),
    goto: async (url) => {
      await page.goto("about:blank", load);
      await page.goto(url, load);
    },
    reload: () => page.reload(load),
    eval: (fn, arg) => page.evaluate(fn, arg),
    click: async (sel) => {
      const h = await page.$(sel);
      assert.ok(h, `nothing to click at ${sel}`);
      await h.click();
    },
    type: async (sel, text) => {
      await page.$eval(sel, (e) => e.select?.());
      await page.type(sel, text);
    },
    pageErrors: () => {
      const e = errors;
      errors = [];
      return e;
    },
    close: () => browser.close(),
  };
}

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

/** Start Xvfb on a display it picks itself; resolves to { display, stop }. */
async function xvfb() {
  const x = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  let log = "";
  x.stderr.on("data", (d) => (log += d));
  const display = await new Promise((ok, fail) => {
    let out = "";
    x.stdio[3].on("data", (d) => {
      out += d;
      if (out.includes("\n")) ok(":" + out.trim());
    });
    x.once("error", (e) => fail(new Error(`Xvfb did not start (${e.message}): bash scripts/setup.sh --browser (apt-get install xvfb)`)));
    x.once("exit", (code) => fail(new Error(`Xvfb exited (${code}): ${log}`)));
    setTimeout(() => fail(new Error("Xvfb gave no display within 30 s: " + log)), 30_000);
  });
  return { display, stop: () => x.kill() };
}

export async function webkit() {
  assert.ok(existsSync(WEBKIT_DRIVER), `no WebKitWebDriver at ${WEBKIT_DRIVER}: bash scripts/setup.sh --browser (apt-get install webkit2gtk-driver)`);
  assert.ok(existsSync(MINIBROWSER), `no MiniBrowser at ${MINIBROWSER}: bash scripts/setup.sh --browser (apt-get install webkit2gtk-driver)`);
  const { Builder, By, error: werr } = await import("selenium-webdriver");
  const x = await xvfb();
  const port = await freePort();
  let log = "";
  const driverProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`, "--host=local"], {
    env: { ...process.env, DISPLAY: x.display },
    stdio: ["ignore", "pipe", "pipe"],
  });
  driverProcess.stdout.on("data", (d) => (log += d));
  driverProcess.stderr.on("data", (d) => (log += d));
  const stop = () => {
    driverProcess.kill();
    x.stop();
  };
  try {
    // Wait until the driver answers.
    const end = Date.now() + 30_000;
    for (;;) {
      const up = await fetch(`http://127.0.0.1:${port}/status`).then(
        (r) => r.ok,
        () => false
      );
      if (up) break;
      if (Date.now() > end || driverProcess.exitCode !== null) throw new Error("WebKitWebDriver did not start: " + log);
      await sleep(100);
    }
    // The server named, selenium-webdriver starts no driver and runs no
    // Selenium Manager (which would download one).
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
      })
      .build();
    await driver.manage().setTimeouts({ script: WAIT, pageLoad: WAIT });
    await driver.manage().window().setRect({ width: 1280, height: 900 });
    const caps = await driver.getCapabilities();
    return {
      name: "WebKitGTK",
      version: `WebKitGTK ${caps.get("browserVersion")} (MiniBrowser)`,
      goto: async (url) => {
        await driver.get("about:blank");
        await driver.get(url);
      },
      reload: () => driver.navigate().refresh(),
      eval: (fn, arg) => driver.executeScript(fn, arg),
      click: async (sel) => {
        const e = await driver.findElement(By.css(sel));
        try {
          await e.click();
        } catch (err) {
          // WebDriver refuses a click whose centre point another element
          // covers; a person's click there lands on the element anyway.
          if (!(err instanceof werr.ElementClickInterceptedError)) throw err;
          await driver.executeScript((el) => el.click(), e);
        }
      },
      type: async (sel, text) => {
        const e = await driver.findElement(By.css(sel));
        await e.clear();
        await e.sendKeys(text);
      },
      pageErrors: () => [],
      close: async () => {
        await driver.quit().catch(() => {});
        stop();
      },
    };
  } catch (e) {
    stop();
    throw e;
  }
}

// ---------------------------------------------------------------------------
// The steps, with any driver.

/**
 * Keep the page's errors across loads: before `goto` and `reload` leave a
 * page, what its watcher saw is kept. `tab.errors()` then gives every error
 * since it was last called: the pages' and the driver's.
 */
function keepErrors(tab) {
  const kept = [];
  const drain = async () => kept.push(...(await tab.eval(drainErrors).catch((e) => [`(the page's errors could not be read: ${e.message})`])));
  for (const k of ["goto", "reload"]) {
    const go = tab[k];
    tab[k] = async (...a) => {
      await drain();
      await go(...a);
    };
  }
  tab.errors = async () => {
    await drain();
    return [...kept.splice(0), ...tab.pageErrors()];
  };
  return tab;
}

function assertShown(s, what) {
  assert.equal(s.failed, null, `${what}: a chunk could not be loaded: ${s.failed}`);
  assert.equal(s.banner, null, `${what}: the error banner says: ${s.banner}`);
  assert.equal(s.stopped, null, `${what}: the wasm trapped: ${s.stopped}`);
}

/** Poll `look` until `ok(state)`; fails on a load failure, an error banner or a trap. */
async function until(tab, what, ok) {
  const end = Date.now() + WAIT;
  let s;
  try {
    for (;;) {
      s = await tab.eval(look);
      assertShown(s, what);
      if (ok(s)) return s;
      if (Date.now() > end) assert.fail(`${what}: not within ${WAIT} ms; the page shows ${JSON.stringify(s)}`);
      await sleep(150);
    }
  } catch (e) {
    // With the page's errors, which say why it is stuck (once in WebKitGTK,
    // session 32, STRAAT's AI never answered and they were not read).
    const errors = tab.errors ? await tab.errors().catch((x) => [`(not read: ${x.message})`]) : [];
    if (errors.length) e.message += `; page errors: ${JSON.stringify(errors)}`;
    throw e;
  }
}

/** Until the board is drawn and the game waits for a person (or is over). */
const settled = (tab, what) => until(tab, what, (s) => s.ready && !s.thinking && (s.act || s.over));

/** Do what `look` offered. */
async function act(tab, a) {
  if (a.type) await tab.type(a.type, a.text);
  await tab.click(a.click);
}

/** Start a new game with the dialog's seats as they are (a person and the AI). */
async function newGame(tab, what) {
  await tab.click('[data-testid="new-game"]');
  const end = Date.now() + WAIT;
  while (!(await tab.eval(() => !!document.querySelector('[data-testid="start-game"]')))) {
    assert.ok(Date.now() < end, `${what}: the new-game dialog opens`);
    await sleep(150);
  }
  await tab.click('[data-testid="start-game"]');
}

/**
 * A person's move (all the clicks it takes: a throw then a spot, a spot
 * then a chooser's option), then the AI's answer: a move made by the AI
 * after the person's first click, and the game waiting again. A game that
 * ends first is replaced by a new one. Returns what was done.
 */
async function moveAndAnswer(tab, what) {
  const done = [];
  let aiBefore = null;
  for (let restarts = 0; ; ) {
    const s = await settled(tab, what);
    if (aiBefore !== null && s.ai > aiBefore) return { done, state: s };
    if (s.over) {
      assert.ok(restarts++ < 3, `${what}: every game ended before the AI answered (${done.join(", ")})`);
      done.push("a new game");
      await newGame(tab, what);
      aiBefore = null;
      await sleep(300);
      continue;
    }
    if (aiBefore === null) aiBefore = s.ai;
    // With what the page shows: once (WebKitGTK, Long Tau, session 25)
    // sixteen clicks on a legal spot changed nothing, and the smoke alone
    // then passed twice; what was on the page is the next clue.
    assert.ok(done.length < 16, `${what}: the AI did not answer after ${done.join(", ")}; the page shows ${JSON.stringify(s)}`);
    done.push(s.act.what);
    try {
      await act(tab, s.act);
    } catch (e) {
      // The page drew anew between the look and the click: look again.
      done.push(`(click missed: ${e.message.split("\n")[0]})`);
    }
    // Give the click time to be drawn before the next look.
    await sleep(250);
  }
}

/** The page loaded, its game drawn and waiting: the state, with its errors checked. */
async function open(tab, url, what) {
  await tab.goto(url);
  return settled(tab, what);
}

/**
 * The layout follows the header and settles in one pass: the header above
 * the board grows by 48 px, and the play area's measured top follows; it
 * shrinks back, and the top comes back. Any "ResizeObserver loop" error
 * meanwhile is a page error (checked by the caller).
 */
async function headerChanges(tab, what) {
  const was = await tab.eval(playTop);
  assert.ok(was > 0, `${what}: the play area has a measured top (--play-top)`);
  for (const [px, ok] of [
    [48, (t) => t >= was + 24],
    [0, (t) => Math.abs(t - was) < 1],
  ]) {
    assert.notEqual(await tab.eval(growHeader, px), null, `${what}: a header and a play area`);
    const end = Date.now() + WAIT;
    let top;
    while (!ok((top = await tab.eval(playTop)))) {
      if (Date.now() > end) {
        const probe = await tab.eval(layoutProbe).catch((e) => e.message);
        assert.fail(`${what}: the play area's top follows the header (${was} px, then ${top} px with ${px} px more; ${JSON.stringify(probe)})`);
      }
      await sleep(100);
    }
    // Let the fit's own follow-up frame pass, so the next change is seen
    // by the page's observer alone (a shorter header on a short page once
    // went unseen: the body, at least a screen tall, kept its size).
    await sleep(300);
  }
  // Room for a late callback to raise its error.
  await sleep(300);
}

/**
 * The smoke in one browser: `kind` is "firefox" or "webkit". Defines the
 * tests of the calling file.
 */
export function smoke(kind) {
  let tab, server, dir, ids;
  const kept = new Map();
  const started = Date.now();
  before(async () => {
    dir = watchedCopy(DIST);
    server = await serve(dir, "/");
    tab = keepErrors(kind === "firefox" ? await firefox() : await webkit());
    console.log(`# ${tab.name}: ${tab.version}`);
  });
  after(async () => {
    await tab?.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    console.log(`# ${kind} smoke: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  /** Run `body`, then fail if the page raised any error meanwhile. */
  const clean = (what, body) => async () => {
    await tab.errors();
    await body();
    assert.deepEqual(await tab.errors(), [], `${what}: page errors`);
  };

  const name = kind === "firefox" ? "Firefox" : "WebKitGTK";

  test(`${name}: the home page loads and its service worker takes control`, async () => {
    await tab.goto(server.url + "#/");
    const end = Date.now() + WAIT;
    while (!(await tab.eval(() => document.body.getAttribute("data-ready") === "1"))) {
      assert.ok(Date.now() < end, "the home page is ready");
      await sleep(150);
    }
    ids = await tab.eval(gameIds);
    assert.ok(ids.length >= 10, `game cards: ${ids}`);
    // Installed, the worker holds every file of the build; it claims the page.
    while (!(await tab.eval(() => !!navigator.serviceWorker?.controller))) {
      assert.ok(Date.now() < end, "a service worker controls the home page");
      await sleep(200);
    }
    assert.deepEqual(await tab.errors(), [], "page errors");
  });

  test(`${name}: every game page plays a move, the AI answers, the layout settles in one pass, and a reload keeps the game`, async (t) => {
    assert.ok(ids, "the home page gave the games");
    for (const id of ids) {
      await t.test(
        id,
        clean(id, async () => {
          const what = `${name} ${id}`;
          const first = await open(tab, `${server.url}#/play/${id}`, what);
          const { done, state } = await moveAndAnswer(tab, what);
          assert.ok(state.moves.length > first.moves.length, `${what}: the move list grew`);
          await headerChanges(tab, what);
          await tab.reload();
          const again = await settled(tab, `${what} after a reload`);
          assert.deepEqual(again.moves, state.moves, `${what}: the game after a reload`);
          kept.set(id, again.moves);
          t.diagnostic(`${id}: ${done.join(", ")}; ${state.moves.length} moves`);
        })
      );
    }
  });

  test(`${name}: offline, every game page loads from the service worker's cache, its game kept, and plays against the AI`, async (t) => {
    assert.ok(ids, "the home page gave the games");
    // Offline: nothing answers at the site's address any more.
    await server.close();
    for (const id of ids) {
      await t.test(
        id,
        clean(id, async () => {
          const what = `${name} offline ${id}`;
          const s = await open(tab, `${server.url}#/play/${id}`, what);
          assert.ok(s.controlled, `${what}: no service worker controls the page`);
          if (kept.has(id)) assert.deepEqual(s.moves, kept.get(id), `${what}: the game kept`);
          const { done, state } = await moveAndAnswer(tab, what);
          assert.ok(state.moves.length > s.moves.length || done.includes("a new game"), `${what}: the move list grew`);
          t.diagnostic(`${id}: ${done.join(", ")}`);
        })
      );
    }
  });
  test(`${name}: a trap in the wasm says the page stopped, and Reload brings the game back`, async () => {
    assert.ok(ids, "the home page gave the games");
    const what = `${name} ${ids[0]}, a trap in the wasm`;
    const was = await open(tab, `${server.url}#/play/${ids[0]}`, what);
    assert.deepEqual(await tab.errors(), [], `${what}: page errors before the trap`);
    await tab.eval(trapWasm, "promise");
    const shown = () => {
      const c = document.querySelector("body .crash");
      const b = c && c.getClientRects().length ? c.querySelector("button") : null;
      return b && { text: c.textContent, focused: document.activeElement === b };
    };
    const end = Date.now() + WAIT;
    let s;
    while (!(s = await tab.eval(shown))) {
      assert.ok(Date.now() < end, `${what}: the message that the page stopped`);
      await sleep(150);
    }
    assert.match(s.text, /stopped working/, what);
    assert.ok(s.focused, `${what}: the Reload button has the focus`);
    const errors = await tab.errors();
    assert.ok(errors.length > 0 && errors.every((e) => /unreachable/i.test(e)), `${what}: the trap, and nothing else, is a page error: ${errors}`);
    // Reload: a new page (the old one keeps its board drawn, so wait for
    // it to go, and for the new one's body: Firefox ran the next look
    // before it was parsed).
    await tab.eval(() => (window.__beforeReload = true));
    await tab.click(`${STOPPED} button`);
    const back = Date.now() + WAIT;
    while (await tab.eval(() => window.__beforeReload === true || document.readyState === "loading" || !document.body).catch(() => true)) {
      assert.ok(Date.now() < back, `${what}: Reload loads the page again`);
      await sleep(150);
    }
    const again = await settled(tab, `${what}, after Reload`);
    assert.deepEqual(again.moves, was.moves, `${what}: the game after Reload`);
    assert.deepEqual(await tab.errors(), [], `${what}: page errors after Reload`);
  });
}
