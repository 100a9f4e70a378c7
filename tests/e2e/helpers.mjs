// Helpers shared by the end-to-end tests: the UI contract's selectors and
// the waits that make a real-click test reliable (the AI thinks in a worker
// and moves are animated, so "done" has to be observed, never slept for).
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { after, before } from "node:test";
import { serve } from "./server.mjs";

// Generous: the AI and wasm compilation share 2 cores with other work.
export const WAIT = 60_000;

// What a message must show within (the app reports at once; this only
// leaves room for a busy machine).
export const SOON = 10_000;

export const CELL = '[data-testid="board"] [data-cell]';
export const LEGAL = '[data-testid="board"] [data-legal="true"]';
export const MOVE = '[data-testid="move"]';
/** A board that takes a move now: a legal spot, TAU's bidding form or TURNO's die to throw. */
export const USABLE = `${LEGAL}, [data-testid="tau-negotiation"], [data-testid="throw"]:not([aria-disabled])`;

/** Collect page errors so a failing test can say what the page said. */
export function watch(p) {
  const errors = [];
  p.on("pageerror", (e) => errors.push(String(e)));
  p.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  return errors;
}

/** Wait until the app has mounted (the contract: body[data-ready="1"]). */
export async function ready(p) {
  await p.waitForSelector('body[data-ready="1"]', { timeout: WAIT });
  // A board or a page whose code is a chunk of its own comes a moment
  // later: wait until it is drawn, or has said that it could not load.
  await p.waitForFunction(
    () => !document.querySelector('[data-testid="board-loading"], [data-testid="page-loading"]'),
    null,
    { timeout: WAIT }
  );
}

/** The move list and every cell's count: what "the same game" means here. */
export async function snapshot(p) {
  return p.evaluate(
    ([cell, move]) => ({
      moves: [...document.querySelectorAll(move)].map((m) => m.textContent.replace(/\s+/g, " ").trim()),
      counts: Object.fromEntries(
        [...document.querySelectorAll(cell)].map((c) => [c.getAttribute("data-cell"), c.getAttribute("data-count")])
      ),
    }),
    [CELL, MOVE]
  );
}

export const moveCount = (p) => p.locator(MOVE).count();

/** Click and return the text of the file it downloads. */
export async function download(p, selector) {
  const [d] = await Promise.all([p.waitForEvent("download", { timeout: SOON }), p.locator(selector).first().click()]);
  return readFileSync(await d.path(), "utf8");
}

/** Fill localStorage to the last character with keys of someone else's; returns how many. */
export const fillStorage = (p) =>
  p.evaluate(() => {
    let i = 0;
    for (const size of [1_000_000, 100_000, 10_000, 1_000, 100, 10, 1]) {
      for (;;) {
        try {
          localStorage.setItem("filler." + i++, "x".repeat(size));
        } catch {
          break;
        }
      }
    }
    return Object.keys(localStorage).filter((k) => k.startsWith("filler.")).length;
  });

/** The message of the error banner, without its close button's "✕". */
export const errorText = (err) =>
  err.evaluate((e) => {
    const c = e.cloneNode(true);
    c.querySelectorAll("button").forEach((b) => b.remove());
    return c.textContent.trim();
  });

/**
 * Wait until the AI is not thinking and the board no longer changes (the
 * sowing animation has finished), then return the snapshot. Two looks 700 ms
 * apart: longer than the app's pause before it draws chance or plays an
 * automatic ply (crates/web/src/ui/driver.rs AUTO_MS, 600 ms). At 400 ms,
 * TURNOOI e2e 1 once read the board while a battle waited for its faces
 * (an AI that answers at once), and the reload then showed it fought.
 */
export async function settle(p) {
  await p.waitForSelector(CELL, { timeout: WAIT });
  let last = null;
  const end = Date.now() + WAIT;
  while (Date.now() < end) {
    const thinking = await p.locator('[data-testid="ai-thinking"]').count();
    const s = await snapshot(p);
    const key = JSON.stringify(s);
    if (!thinking && key === last) return s;
    last = thinking ? null : key;
    await p.waitForTimeout(700);
  }
  throw new Error("the board did not settle within " + WAIT + " ms");
}

/** Wait until a person may move (legal cells shown) or the match is over. */
export async function humanTurn(p) {
  await p.waitForFunction(
    ([legal]) =>
      !document.querySelector('[data-testid="ai-thinking"]') &&
      (document.querySelector(legal) || document.querySelector('[data-testid="game-over"]')),
    [LEGAL],
    { timeout: WAIT, polling: 100 }
  );
  return (await p.locator('[data-testid="game-over"]').count()) === 0;
}

/** The board kit's chooser: one button per move sharing the clicks made. */
export const CHOICE = '[data-testid="board"] [data-testid="choice"]';

/** The page's live region, where moves are announced. */
export const ANNOUNCE = '[data-testid="announce"]';

/**
 * Click a legal cell (and a chooser option, e.g. a direction, if the
 * options ask for one) and wait until the move list has grown. `pick`
 * varies which cell and option are played.
 */
export async function clickMove(p, pick) {
  const was = await moveCount(p);
  const legal = p.locator(LEGAL);
  // A game's board view may still be coming from its chunk (issue 27).
  await legal.first().waitFor({ state: "attached", timeout: SOON }).catch(() => {});
  const n = await legal.count();
  assert.ok(n > 0, "no legal cell to click");
  const cell = legal.nth(pick % n);
  const name = await cell.getAttribute("data-cell");
  await cell.click();
  await p.waitForFunction(
    ([move, b, choice]) => document.querySelectorAll(move).length > b || document.querySelector(choice),
    [MOVE, was, CHOICE],
    { timeout: 10_000, polling: 50 }
  );
  const options = await p.locator(CHOICE).count();
  if (options > 0) {
    await p.locator(CHOICE).nth(pick % options).click();
  }
  await p.waitForFunction(([move, b]) => document.querySelectorAll(move).length > b, [MOVE, was], {
    timeout: 10_000,
    polling: 50,
  });
  return name;
}

/** Import a record through the Import panel (it replaces the game). */
export async function importRecord(p, text) {
  // The panel may still be open from an import that failed or that is still
  // loading its game's code: a click then would close it.
  const open = p.locator('[data-testid="import"]');
  if ((await open.getAttribute("aria-expanded")) !== "true") await open.click();
  await p.locator('[data-testid="import-text"]').fill(text);
  await p.locator('[data-testid="import-go"]').click();
}

/** Start a new game from the dialog with the given seats. */
export async function newGame(p, seat0 = "human", seat1 = "ai1") {
  await p.locator('[data-testid="new-game"]').click();
  const dialog = p.locator('[data-testid="new-game-dialog"]');
  await dialog.waitFor();
  await p.locator('[data-testid="seat-0"]').selectOption(seat0);
  await p.locator('[data-testid="seat-1"]').selectOption(seat1);
  await p.locator('[data-testid="start-game"]').click();
  await dialog.waitFor({ state: "detached" });
}

/**
 * Start a new game from the dialog, one `{ kind, name }` per seat row
 * (`kind`: "human", "ai1" … "ai5"; `name` left as it is when not given).
 */
export async function newGameWith(p, seats) {
  await p.locator('[data-testid="new-game"]').click();
  const dialog = p.locator('[data-testid="new-game-dialog"]');
  await dialog.waitFor();
  for (const [i, { kind, name }] of seats.entries()) {
    if (kind) await p.locator(`[data-testid="seat-${i}"]`).selectOption(kind);
    if (name !== undefined) await p.locator(`[data-testid="seat-name-${i}"]`).fill(name);
  }
  await p.locator('[data-testid="start-game"]').click();
  await dialog.waitFor({ state: "detached" });
}

/** Wait until the move list holds at least `n` moves. */
export const movesAtLeast = (p, n) =>
  p.waitForFunction((n) => document.querySelectorAll('[data-testid="move"]').length >= n, n, { timeout: WAIT });

/**
 * Open Straat's page of the site at `url` and start a game of two AI seats
 * (their levels), which plays itself; returns once two moves are played.
 */
export async function straatOfAis(p, url, levels) {
  await p.goto(url + "#/play/straat");
  await ready(p);
  await p.waitForSelector('[data-testid="board"]', { timeout: WAIT });
  await newGameWith(p, levels.map((l) => ({ kind: `ai${l}` })));
  await movesAtLeast(p, 2);
}

/** Debian's Chromium (never a downloaded browser); CHROMIUM overrides. */
export const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";

/**
 * Launch headless Chromium the one way every browser test does: the
 * project's flags, and a fresh temporary profile (user-data-dir) per launch.
 */
export async function launch() {
  const { chromium } = await import("playwright-core");
  assert.ok(existsSync(CHROMIUM), `no Chromium at ${CHROMIUM} (apt-get install chromium)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      // For experiments (e.g. V8 flags while measuring the AI's speed).
      ...(process.env.ATTIC_CHROMIUM_ARGS || "").split(" ").filter(Boolean),
    ],
  });
}

// Keyboard play through the board kit: the board is one focusable element
// (role application); arrow keys move its cursor (aria-activedescendant),
// Enter or Space chooses, Escape cancels; the chooser's options are
// changed with arrow keys and played with Enter.
export const BOARD = '[data-testid="board"]';

/** Whether the board has the focus. */
export const boardFocused = (p) => p.evaluate(() => document.activeElement?.getAttribute("data-testid") === "board");

/** Press Tab (from wherever the focus is) until the board has it. */
export async function tabToBoard(p) {
  for (let i = 0; i < 80; i++) {
    await p.keyboard.press("Tab");
    if (await boardFocused(p)) return;
  }
  throw new Error("Tab never reached the board");
}

/**
 * Press `key` on the focused board and wait until the page has drawn what
 * it did: the active option or the cursor moved, or the chooser opened or
 * closed. A person sees each key's effect before the next; a key sent
 * before it is drawn acts on the last drawing (Yew 0.23 may draw a change
 * in a later task: its scheduler yields after 16 ms of work). Once in CI,
 * Enter then an arrow at once moved the cursor behind O An Quan's chooser,
 * not its option. (Making the board queue such keys itself cost 0.95 KB
 * gzip on every board page, measured; not kept.)
 */
export async function pressDrawn(p, key) {
  const look = async () => `${await cursorAt(p)} ${await p.locator(CHOICE).count()}`;
  const was = await look();
  await p.keyboard.press(key);
  const end = Date.now() + WAIT;
  while ((await look()) === was) {
    if (Date.now() > end) throw new Error(`${key} on the board changed nothing drawn within ${WAIT} ms (${was})`);
    await p.waitForTimeout(20);
  }
}

/** The spot under the keyboard cursor (its data-cell), or the chooser option's token. */
export async function cursorAt(p) {
  return p.evaluate((board) => {
    // The focused board (a how-to-play page has several), else the first.
    const b = document.activeElement?.closest(board) || document.querySelector(board);
    const id = b?.getAttribute("aria-activedescendant");
    const el = id && document.getElementById(id);
    return el ? el.getAttribute("data-cell") || el.getAttribute("data-token") : null;
  }, BOARD);
}

/**
 * The arrow keys that lead the cursor from where it is to spot `name`, by a
 * breadth-first search over the kit's own rule (crates/kit/src/cursor.rs: the
 * nearest spot ahead within 60° either side, straight ahead counting more
 * than sideways), on the spots' centres as drawn. Null if none is found.
 */
async function arrowPath(p, name) {
  return p.evaluate(
    ([board, name]) => {
      const b = document.activeElement?.closest(board) || document.querySelector(board);
      const spots = [...b.querySelectorAll("[data-cell]")].filter((e) => e.id);
      const at = spots.findIndex((e) => e.id === b.getAttribute("aria-activedescendant"));
      const to = spots.findIndex((e) => e.getAttribute("data-cell") === name);
      if (at < 0 || to < 0) return null;
      const c = spots.map((e) => {
        const r = e.getBoundingClientRect();
        return [r.x + r.width / 2, r.y + r.height / 2];
      });
      const keys = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
      const step = (from, [ux, uy]) => {
        let best = -1, score = Infinity;
        c.forEach(([x, y], i) => {
          if (i === from) return;
          const [dx, dy] = [x - c[from][0], y - c[from][1]];
          const ahead = dx * ux + dy * uy;
          const aside = Math.abs(dx * uy - dy * ux);
          if (ahead > 0.01 && aside <= ahead * 1.8 && ahead + 2.5 * aside < score) [best, score] = [i, ahead + 2.5 * aside];
        });
        return best;
      };
      const prev = new Map([[at, null]]);
      const queue = [at];
      while (queue.length) {
        const i = queue.shift();
        if (i === to) break;
        for (const [k, u] of Object.entries(keys)) {
          const j = step(i, u);
          if (j >= 0 && !prev.has(j)) {
            prev.set(j, [i, k]);
            queue.push(j);
          }
        }
      }
      if (!prev.has(to)) return null;
      const path = [];
      for (let i = to; prev.get(i); i = prev.get(i)[0]) path.unshift(prev.get(i)[1]);
      return path;
    },
    [BOARD, name]
  );
}

/** Move the keyboard cursor to spot `name` with arrow keys only. */
export async function arrowTo(p, name) {
  // The shortest way by the kit's rule; if the cursor is not there after
  // it (spots drawn differently from their centres), greedy steps below.
  for (const k of (await arrowPath(p, name)) || []) await p.keyboard.press(k);
  for (let i = 0; i < 200; i++) {
    const d = await p.evaluate(
      ([board, name]) => {
        const b = document.activeElement?.closest(board) || document.querySelector(board);
        const at = document.getElementById(b.getAttribute("aria-activedescendant") || "");
        const to = b.querySelector(`[data-cell="${name}"]`);
        if (!at || !to) return null;
        const c = (e) => {
          const r = e.getBoundingClientRect();
          return [r.x + r.width / 2, r.y + r.height / 2];
        };
        const [[x0, y0], [x1, y1]] = [c(at), c(to)];
        return { done: at === to, dx: x1 - x0, dy: y1 - y0 };
      },
      [BOARD, name]
    );
    assert.ok(d, `no cursor or no spot ${name}`);
    if (d.done) return;
    const h = d.dx > 0 ? "ArrowRight" : "ArrowLeft";
    const v = d.dy > 0 ? "ArrowDown" : "ArrowUp";
    const [first, second] = Math.abs(d.dx) >= Math.abs(d.dy) ? [h, v] : [v, h];
    const before = await cursorAt(p);
    await p.keyboard.press(first);
    // Nothing that way along the main axis: try the other one.
    if ((await cursorAt(p)) === before && Math.abs(first === h ? d.dy : d.dx) > 1) await p.keyboard.press(second);
  }
  throw new Error(`the cursor never reached ${name}`);
}

/** Choose spots by keyboard: for each, arrows to it, then Enter. */
export async function keyClicks(p, ...names) {
  for (const n of names) {
    await arrowTo(p, n);
    await p.keyboard.press("Enter");
  }
}

/**
 * Play the person's side of a whole game by keyboard alone, until the game
 * is over: each turn waits for `yourTurn` (a selector; default: a legal
 * cell), Tabs to the board the first time and checks it kept the focus
 * after, calls `move(turn)` to make the move by keys (it returns the
 * sentence the move is heard as, a RegExp source without anchors), then
 * waits for the move list to grow and for that sentence in the live region
 * (call `hearAnnouncements` first). Returns the number of the person's
 * turns; fails past `limit` of them.
 */
export async function keyboardGame(p, { yourTurn = LEGAL, limit, move }) {
  const over = '[data-testid="game-over"]';
  let turns = 0;
  for (;;) {
    await p.waitForFunction(([a, b]) => document.querySelector(a) || document.querySelector(b), [over, yourTurn], {
      timeout: WAIT,
      polling: 50,
    });
    if (await p.locator(over).count()) return turns;
    assert.ok(turns++ < limit, "the game went on too long");
    if (turns === 1) await tabToBoard(p);
    else assert.ok(await boardFocused(p), "the board kept the focus");
    const was = await moveCount(p);
    const heard = await move(turns);
    await p.waitForFunction(([m, b]) => document.querySelectorAll(m).length > b, [MOVE, was], { timeout: WAIT, polling: 50 });
    await announced(p, new RegExp(`(^|\\. )${heard}( |\\.|:|,|$)`));
  }
}

/**
 * Keep every text the live region shows (window.__said), so that a quick
 * AI answer cannot hide the announcement before it. Call once per page.
 */
export async function hearAnnouncements(p) {
  await p.evaluate((sel) => {
    window.__said = [];
    // The live region's element, followed if the page draws a new one (a
    // part of the page that mounts anew would otherwise go unheard).
    let el = null;
    const heard = new MutationObserver(() => {
      const t = el?.textContent.trim();
      if (t) window.__said.push(t);
    });
    const follow = (first) => {
      const now = document.querySelector(sel);
      if (now === el) return;
      heard.disconnect();
      el = now;
      if (!el) return;
      heard.observe(el, { childList: true, characterData: true, subtree: true });
      // A new region's first words are said as it appears.
      const t = el.textContent.trim();
      if (t && !first) window.__said.push(t);
    };
    follow(true);
    new MutationObserver(() => follow(false)).observe(document.body, { childList: true, subtree: true });
  }, ANNOUNCE);
}

/**
 * Wait until the live region has said something matching `re`; returns it.
 * Plies made between two drawings of the board (a person's move and a fast
 * AI answer) are said together, their sentences joined by ". ": `re` may
 * match the whole text or any run of its sentences ("^B sowed from …$"
 * matches "A sowed from … . B sowed from …"); the whole text is returned.
 */
export async function announced(p, re) {
  const h = await p
    .waitForFunction(
      ([src, flags]) =>
        (window.__said || []).find((t) => {
          const r = new RegExp(src, flags);
          const parts = t.split(". ");
          for (let i = 0; i < parts.length; i++) {
            for (let j = i + 1; j <= parts.length; j++) {
              if (r.test(parts.slice(i, j).join(". "))) return true;
            }
          }
          return false;
        }),
      [re.source, re.flags],
      { timeout: WAIT, polling: 50 }
    )
    .catch(async (e) => {
      // What was said instead, and where the game stood: the next clue (a
      // pass not heard once in the README's run, Long Tau's test 6).
      const seen = await p
        .evaluate(() => ({
          said: window.__said,
          moves: [...document.querySelectorAll('[data-testid="move"]')].map((m) => m.textContent.trim()).slice(-4),
          status: document.querySelector('[data-testid="status"]')?.textContent.trim(),
        }))
        .catch((why) => why.message);
      throw new Error(`nothing said matched ${re} within ${WAIT} ms; ${JSON.stringify(seen)} (${e.message.split("\n")[0]})`);
    });
  return h.jsonValue();
}

/** Forget what the live region said so far. */
export const forgetAnnouncements = (p) => p.evaluate(() => (window.__said = []));

/** The WCAG 2 A and AA rule sets that the accessibility checks run. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

let axeSource = null;

/**
 * Run axe-core on the page (or only inside `context`, a CSS selector) with
 * the WCAG 2 A/AA rules, and fail listing each violation: its id, impact,
 * how many nodes, and the first targets. axe-core is one of the project's
 * npm tools, so a missing one fails too (it is never a skip).
 *
 * The site's CSP (script-src 'self') forbids an inline <script>, so the
 * source is evaluated through the DevTools protocol (page.evaluate), which
 * CSP does not govern: the page under test keeps its real policy.
 */
export async function axeCheck(p, context = null, label = "") {
  if (!axeSource) {
    const file = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
    axeSource = readFileSync(file, "utf8");
  }
  if (!(await p.evaluate(() => !!window.axe))) await p.evaluate(axeSource);
  const found = await p.evaluate(
    async ([context, tags]) => {
      const root = context ? document.querySelector(context) : document;
      if (!root) return [{ id: "no-context", impact: "test", count: 0, targets: [context], why: "nothing matches it" }];
      const r = await window.axe.run(root, {
        runOnly: { type: "tag", values: tags },
      });
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        count: v.nodes.length,
        targets: v.nodes.slice(0, 4).map((n) => n.target.join(" ")),
        why: (v.nodes[0]?.failureSummary || "").replace(/\s+/g, " ").slice(0, 240),
      }));
    },
    [context, AXE_TAGS]
  );
  const text = found.map((v) => `${v.id} (${v.impact}, ${v.count}×): ${v.targets.join(" | ")} — ${v.why}`);
  if (text.length) assert.fail(`axe-core violations${label ? " on " + label : ""}:\n${text.join("\n")}`);
}

/**
 * Run `axeCheck` once in light and once in dark mode (prefers-color-scheme
 * emulated on the page; the emulation is switched off again afterwards, so
 * use it on pages whose context sets no colorScheme of its own).
 */
export async function axeBothModes(p, context = null, label = "") {
  try {
    for (const colorScheme of ["light", "dark"]) {
      await p.emulateMedia({ colorScheme });
      // a few frames for the new colours to be applied
      await p.waitForTimeout(100);
      await axeCheck(p, context, `${label} (${colorScheme})`);
    }
  } finally {
    await p.emulateMedia({ colorScheme: null });
  }
}

/**
 * The built site served at `/` and a browser, for a file's tests: started
 * before them, closed after; `ready(browser, server)` hands them over.
 */
export function useSite(dist, ready) {
  let browser, server;
  before(async () => {
    assert.ok(existsSync(join(dist, "index.html")), `no build at ${dist}: run trunk build --offline --release`);
    server = await serve(dist, "/");
    browser = await launch();
    ready(browser, server);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
}

/**
 * The main thread's long tasks while `act()` runs on page `p` (a Chromium
 * page of `browser`), from a trace of its renderer: every task over 50 ms
 * of wall time, as `{ ms, cpuMs }`, `cpuMs` being the main thread's own CPU
 * time in it. A check of responsiveness asserts on `cpuMs`: a task's wall
 * time also counts the time the thread waited for a core, which on a busy
 * 2-core machine (two test files, their AI workers) turned a 4 ms timer
 * task into 68 ms (traced: 68.1 ms wall, 4.2 ms CPU), while work done on
 * the main thread (a search there, a heavy render) shows in both.
 */
export async function mainThreadTasks(browser, p, act) {
  await browser.startTracing(p, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  let buf;
  try {
    await act();
  } finally {
    buf = await browser.stopTracing();
  }
  const events = JSON.parse(buf.toString("utf8")).traceEvents;
  const main = new Set(
    events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`)
  );
  // A trace without the page's tasks would pass any check.
  const tasks = events.filter((e) => e.name === "RunTask" && main.has(`${e.pid}:${e.tid}`));
  if (!tasks.length) throw new Error("the trace holds no task of a renderer's main thread");
  return tasks
    .filter((e) => e.dur > 50_000)
    .map((e) => ({ ms: Math.round(e.dur / 1000), cpuMs: Math.round((e.tdur ?? e.dur) / 1000) }));
}

/**
 * Open the home page in `p` and wait until the service worker holds every
 * built file (once installed it has precached them all) and controls the
 * page (a reload puts the page under it): what "offline after the first
 * visit" starts from.
 */
export async function homeUnderServiceWorker(p, url) {
  await p.goto(url + "#/");
  await ready(p);
  await p.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await p.reload();
  await ready(p);
  assert.ok(await p.evaluate(() => !!navigator.serviceWorker.controller), "no service worker controls the page");
}

/** The game ids of the home page's gallery, in its order (a new context). */
export async function galleryIds(browser, url) {
  const ctx = await browser.newContext({ serviceWorkers: "block" });
  try {
    const p = await ctx.newPage();
    await p.goto(url + "#/");
    await p.waitForSelector('[data-testid^="game-card-"]', { timeout: WAIT });
    return await p.locator('[data-testid^="game-card-"]').evaluateAll((cards) => cards.map((c) => c.getAttribute("data-testid").replace("game-card-", "")));
  } finally {
    await ctx.close();
  }
}

/**
 * Gives the page `window.atticThink(record, level, seed)`: the AI worker's
 * request for a move (crates/web/src/wire/codec.rs `Input::Think`: the
 * byte 1, the record as a length and its bytes, then the level, the seed
 * and the request's id, here the seed, as numbers of 7 bits a byte), as
 * bytes to post to a worker the page started itself. Run with
 * `p.evaluate(defineThink)`; the budget test and scripts/ai-times.mjs ask
 * the worker this way.
 */
export function defineThink() {
  const num = (v) => {
    const out = [];
    for (; v >= 0x80; v = Math.floor(v / 0x80)) out.push((v % 0x80) | 0x80);
    return [...out, v];
  };
  window.atticThink = (record, level, seed) => {
    const bytes = new TextEncoder().encode(record);
    return new Uint8Array([1, ...num(bytes.length), ...bytes, ...num(level), ...num(seed), ...num(seed)]);
  };
}

/**
 * Slow the page's CPU 4 times, as a phone's, and count for every task how
 * many elements matching `selector` appeared in it; read the counts with
 * `perTask(p)`. A mutation observer's records come together at the end of
 * a task, and an element may appear by being added or by an element
 * already there becoming one (Yew draws a room's figure anew as the
 * picture), so after each task the matches not seen before are counted.
 * Call before the page loads. At 4x a drawing passes Yew's 16 ms, after
 * which its scheduler goes on in a timer of its own: what let two boards
 * into one task (docs/measure.md, session 25).
 */
export async function countPerTask(ctx, p, selector) {
  await (await ctx.newCDPSession(p)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await p.addInitScript((sel) => {
    window.__perTask = [];
    const seen = new Set();
    new MutationObserver(() => {
      const fresh = [...document.querySelectorAll(sel)].filter((e) => !seen.has(e));
      fresh.forEach((e) => seen.add(e));
      if (fresh.length) window.__perTask.push(fresh.length);
    }).observe(document, { childList: true, subtree: true, attributes: true });
  }, selector);
}

/** The counts of `countPerTask`, a task each, in order. */
export const perTask = (p) => p.evaluate(() => window.__perTask);

/**
 * In the page (pass to `page.evaluate` or a driver's `executeScript`, with
 * `how`): make the app's wasm trap, as a Rust panic (panic = "abort") or a
 * fault of the browser's engine does, thrown out of a task (`how` =
 * "timer", as from an event handler) or out of a promise's callback
 * ("promise", as from the app's async tasks). The app module's initSync()
 * returns the instance already made; __wbindgen_malloc with an alignment
 * that is no power of two fails its layout and aborts.
 */
export async function trapWasm(how) {
  const app = document.querySelector('meta[name="attic-app"]')?.content;
  if (!app) throw new Error('no <meta name="attic-app">');
  const { initSync } = await import(new URL(app, document.baseURI).href);
  const wasm = initSync();
  const trap = () => wasm.__wbindgen_malloc(8, 3);
  if (how === "timer") setTimeout(trap);
  else Promise.resolve().then(trap);
}

/** The message of a page whose wasm trapped (index.html's template, static/shell.js). */
export const STOPPED = "body .crash";
