// TURNOOI in the browser: a game against AI level 1 played by mouse and by
// keyboard until a battle is shown (both tiles turned, both sums), the
// exact odds of a tile on pointing and in its spoken label, nothing
// unrevealed in the page or in storage (before and after a reload),
// axe-core on the board in light and dark mode, a phone-size
// screenshot, and a whole game against level 1 by keyboard alone with
// every move and battle heard in words.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  announced, arrowTo, hearAnnouncements, humanTurn, importRecord, keyboardGame, keyClicks, LEGAL, MOVE, moveCount, newGame, ready, settle,
  SOON, tabToBoard, WAIT, watch, useSite } from "./helpers.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = resolve(process.env.ATTIC_DIST || join(HERE, "..", "..", "dist"));
const SHOTS = process.env.SHOTS || tmpdir();

const BOARD = '[data-testid="board"]';
const cell = (name) => `${BOARD} [data-cell="${name}"]`;
const TARGET = `${BOARD} [data-target="true"]`;
const STATUS = '[data-testid="turnooi-status"]';
const ODDS = '[data-testid="turnooi-odds"]';

// E1's layout (turnooi.md), every hidden face unknown; South starts.
const E1 = "5? 1? 1? 2? 4? 3?/5? 1? 1? 2? 6? 6?/4? 6? 3? 3? 4? 1?/-- -- -- -- -- --/-- -- -- -- -- --/5? 3? 1? 2? 6? 2?/3? 6? 3? 3? 5? 4?/6? 5? 2? 6? 5? 4?";
const E1_RECORD = `[Game "turnooi"]\n[Setup "${E1}"]\n[Result "*"]\n\n`;

let browser, server;

useSite(DIST, (b, s) => {
  browser = b;
  server = s;
});

/** A fresh page on TURNOOI's play page. */
async function open(options = {}) {
  const ctx = await browser.newContext({ viewport: { width: 1200, height: 1000 }, serviceWorkers: "block", ...options });
  const p = await ctx.newPage();
  const errors = watch(p);
  await p.goto(server.url + "#/play/turnooi");
  await ready(p);
  return { ctx, p, errors };
}

/** Every tile on the board: cell name -> its public text ("4?" or "46"). */
const tiles = (p) =>
  p.evaluate(
    (board) =>
      Object.fromEntries(
        [...document.querySelectorAll(`${board} [data-tile]`)].map((e) => [e.getAttribute("data-cell"), e.getAttribute("data-tile")])
      ),
    BOARD
  );

/**
 * Nothing unrevealed in the page or in storage: a tile shows both faces
 * only in a TURNOOI row (where it battled), and every Setup the page
 * stored or shows holds only unknown hidden faces.
 */
async function nothingUnrevealed(p, rows = /^[a-f][45]$/) {
  for (const [name, t] of Object.entries(await tiles(p))) {
    assert.match(t, /^[1-6](\?|[1-6])$/, `${name}: ${t}`);
    if (!t.endsWith("?")) assert.match(name, rows, `${name} shows both faces (${t}) outside a TURNOOI row`);
  }
  const stored = await p.evaluate(() => Object.keys(localStorage).map((k) => localStorage.getItem(k) || "").join("\n"));
  const setups = [...stored.matchAll(/Setup[^"]*"([^"\\]*)\\?"/g)].map((m) => m[1]);
  assert.ok(setups.length > 0, "the game is saved with its Setup");
  for (const s of setups) {
    for (const c of s.split(/[ /]/)) assert.match(c, /^(--|[1-6]\?)$/, `Setup cell ${c} in storage`);
  }
  // A hidden face appears in storage only as a battle's faces (":46v61").
  // The board may show a battle a moment before the save of its move is
  // written: the count is given a few seconds to catch up.
  let faces = 0;
  let shown = 0;
  for (const end = Date.now() + 5000; ; await p.waitForTimeout(100)) {
    const saved = await p.evaluate(() => Object.keys(localStorage).map((k) => localStorage.getItem(k) || "").join("\n"));
    faces = [...saved.matchAll(/:([1-6])([1-6])v([1-6])([1-6])/g)].length;
    shown = Object.values(await tiles(p)).filter((t) => !t.endsWith("?")).length;
    if (shown <= 2 * faces || Date.now() > end) break;
  }
  assert.ok(shown <= 2 * faces, `${shown} tiles show both faces after ${faces} battles`);
}

/**
 * Click a board spot. Once in a whole-suite run (not seen in 4 runs of the
 * test alone, nor in 3 games probed frame by frame) Playwright found the
 * spot "not stable" for 30 s: the spot's box
 * over time and the page's height are logged, with a screenshot, so the
 * next occurrence says what moved, and the click is then made where the
 * spot is (the move itself is still asserted by the caller).
 */
async function clickSteady(p, spot) {
  try {
    await spot.click({ timeout: 10_000 });
  } catch (e) {
    const boxes = [];
    for (let i = 0; i < 8; i++) {
      boxes.push(JSON.stringify(await spot.boundingBox()));
      await p.waitForTimeout(50);
    }
    const height = await p.evaluate(() => [document.documentElement.scrollHeight, innerHeight]);
    console.log(`unsteady spot: ${e.message.split("\n")[0]}; boxes ${boxes.join(" ")}; page height ${height}`);
    await p.screenshot({ path: join(tmpdir(), "turnooi-unsteady.png"), fullPage: true });
    await spot.click({ force: true });
  }
}

/** Play a move by mouse: a legal tile (battles first), then its first target. */
async function clickStep(p, pick = 0) {
  const was = await moveCount(p);
  const from = p.locator(LEGAL);
  const n = await from.count();
  assert.ok(n > 0, "a tile can be chosen");
  await clickSteady(p, from.nth(pick % n));
  await p.waitForSelector(TARGET, { timeout: WAIT });
  const targets = await p.locator(TARGET).count();
  assert.ok(targets >= 1 && targets <= 3, `a tile has 1 to 3 targets, not ${targets}`);
  await p.locator(TARGET).nth(pick % targets).click();
  await p.waitForFunction(([m, b]) => document.querySelectorAll(m).length > b, [MOVE, was], { timeout: WAIT, polling: 50 });
}

test("1. against AI level 1, by mouse: targets light up, a battle turns both tiles and shows both sums; nothing unrevealed, also after a reload", async () => {
  const { ctx, p, errors } = await open();
  try {
    await newGame(p, "human", "ai1");
    // A battle is looked for in the status line right after the person's
    // move and again once the AI has answered. The line is read once and
    // kept: the AI's answer replaces a battle of the person's (under load it
    // did so between a look at the board's fading overlay and a read of the
    // line), while one of the AI's stays until the person moves.
    let status = null;
    const seen = async () => {
      const text = await p.locator(STATUS).textContent();
      return /Battle [a-f]\d–/.test(text) ? text : null;
    };
    for (let i = 0; i < 60 && !status; i++) {
      if (!(await humanTurn(p))) break;
      await clickStep(p, i);
      status = await seen();
      if (status) break;
      // The AI's answer and any battle's faces.
      await settle(p);
      status = await seen();
      await nothingUnrevealed(p);
    }
    assert.ok(status, "a battle within 60 moves");
    assert.match(status, /Battle [a-f]\d–[a-f]\d: (South|North)'s \d \+ \d = \d+ against (South|North)'s \d \+ \d = \d+\./);
    for (const s of ["stock-south", "stock-north", "dead-pile", "quiet"]) {
      assert.ok(await p.locator(`[data-testid="${s}"]`).isVisible(), `${s} is shown`);
    }
    // A reload mid-game: the same board, and storage still holds no unrevealed face.
    // (First the AI's answer, if the battle was the person's move.)
    await settle(p);
    const was = await tiles(p);
    await p.reload();
    await ready(p);
    await settle(p);
    assert.deepEqual(await tiles(p), was, "the board after a reload");
    await nothingUnrevealed(p);
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
});

test("2. a battle from E1, by keyboard alone: both tiles turned with their sums, announced and described", async () => {
  const { ctx, p, errors } = await open();
  try {
    await newGame(p, "human", "human");
    await settle(p);
    await importRecord(p, E1_RECORD);
    await p.waitForSelector(cell("e3") + '[data-legal="true"]', { timeout: WAIT });
    await hearAnnouncements(p);
    await tabToBoard(p);
    await keyClicks(p, "e3", "e4");
    await announced(p, /^South moved e3–e4$/);
    await keyClicks(p, "e6", "e5");
    // The step, then the battle drawn by the site (one ply each, said together or apart).
    await announced(p, /^North moved e6–e5 into battle with South's tile on e4: both tiles are turned over(\.|$)/);
    await announced(p, /(^|\. )Battle e5–e4: North's 4 \+ \d = \d+ against South's 6 \+ \d = \d+\. /);
    // The faces are drawn by the site, then the battle is drawn turned.
    await p.waitForSelector(`${BOARD} [data-battle="e5"]`, { timeout: WAIT });
    assert.equal(await p.locator(`${BOARD} [data-battle]`).count(), 2, "both tiles turned");
    await p.waitForTimeout(500); // the turn over has ended
    await p.locator(".turnooi-wrap").screenshot({ path: join(SHOTS, "turnooi-battle.png") });
    const sums = await p.locator(`${BOARD} [data-battle] .sum`).allTextContents();
    assert.equal(sums.length, 2);
    const anim = await p.locator(`${BOARD} [data-battle="e4"]`).evaluate((e) => getComputedStyle(e).animationName);
    assert.match(anim, /turnooi-turn/, "the turn is animated");
    const status = await p.locator(STATUS).textContent();
    assert.match(status, new RegExp(`Battle e5–e4: North's 4 \\+ \\d = ${sums[0]} against South's 6 \\+ \\d = ${sums[1]}\\.`));
    const desc = await p.locator('[data-testid="board-description"]').textContent();
    assert.match(desc, /South: score \d+, (one tile|\d+ tiles) in stock/);
    assert.match(desc, /A tile showing 4 hides 1: /, "the description gives the odds");
    await nothingUnrevealed(p);
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
});

test("3. the exact odds of a tile: on pointing, and in its spoken label", async () => {
  const { ctx, p, errors } = await open();
  try {
    await newGame(p, "human", "human");
    await settle(p);
    await importRecord(p, E1_RECORD);
    await p.waitForSelector(cell("e3") + '[data-legal="true"]', { timeout: WAIT });
    await p.locator(cell("e6")).hover();
    await oddsOf(p, /e6 shows/);
    const text = await p.locator(ODDS).textContent();
    const m = text.match(/e6 shows 4; its hidden face is 1: (\S+), 2: (\S+), 3: (\S+), 4: (\S+), 5: (\S+), 6: (\S+)/);
    assert.ok(m, text);
    const value = (f) => (f === "0" ? 0 : f.includes("/") ? Number(f.split("/")[0]) / Number(f.split("/")[1]) : Number(f));
    const total = m.slice(1).reduce((a, f) => a + value(f.replace(/,$/, "")), 0);
    assert.ok(Math.abs(total - 1) < 1e-9, `the odds add up to 1, not ${total}`);
    // The keyboard cursor shows the odds of the tile it is on too.
    await tabToBoard(p);
    await arrowTo(p, "b7");
    await oddsOf(p, /b7 shows/);
    assert.match(await p.locator(ODDS).textContent(), /b7 shows 1; its hidden face is 1: /);
    // The mouse still rests on e6: the browser's pointerover when the board
    // is drawn again under it (CI: the odds then stayed on e6) keeps the
    // keyboard's tile; the pointer moved on e6 takes it back.
    const box = await p.locator(cell("e6")).boundingBox();
    const [x, y] = [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
    await p.mouse.move(x - 2, y - 2);
    await p.mouse.move(x, y);
    await oddsOf(p, /e6 shows/);
    await arrowTo(p, "c7");
    await oddsOf(p, /c7 shows 1; /);
    await p.locator(cell("e6")).dispatchEvent("pointerover", { bubbles: true, pointerType: "mouse", clientX: x, clientY: y });
    await p.waitForTimeout(300);
    assert.match(await p.locator(ODDS).textContent(), /c7 shows 1; /, "a pointerover where the pointer rests moves nothing");
    await p.mouse.move(x + 3, y + 3);
    await oddsOf(p, /e6 shows/);
    await p.keyboard.press("Escape");
    const label = await p.locator(cell("e6")).getAttribute("aria-label");
    assert.match(label, /^e6: North's tile showing 4, hidden face unknown \(1: /);
    // A battle about to happen: after e3-e4, North's e6-e5 has its chances.
    await p.locator(cell("e3")).click();
    await p.locator(cell("e4")).click();
    await p.waitForSelector(cell("e6") + '[data-legal="true"]', { timeout: WAIT });
    await p.locator(cell("e6")).hover();
    await oddsOf(p, /Battle e6-e5/);
    assert.match(await p.locator(ODDS).textContent(), /Battle e6-e5: win \S+, tie \S+, lose \S+/);
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
});

/** Wait until the odds line matches `re`: it follows the pointer or the
 * keyboard cursor on the render after it moved. */
async function oddsOf(p, re) {
  await p.waitForFunction(
    ([sel, src]) => new RegExp(src).test(document.querySelector(sel)?.textContent ?? ""),
    [ODDS, re.source],
    { timeout: WAIT }
  );
}

/** axe-core's source: the project's node_modules, or AXE_CORE. */
function axeSource() {
  const candidates = [process.env.AXE_CORE];
  try {
    candidates.push(createRequire(import.meta.url).resolve("axe-core/axe.min.js"));
  } catch {
    // not installed with the project's tools
  }
  const found = candidates.find((f) => f && existsSync(f));
  return found ? readFileSync(found, "utf8") : null;
}

test("4. axe-core finds no violation on the page with the board, light and dark", async (t) => {
  const src = axeSource();
  if (!src) {
    t.skip("axe-core is not installed (npm install axe-core, or AXE_CORE=path/to/axe.min.js)");
    return;
  }
  for (const colorScheme of ["light", "dark"]) {
    // The page's CSP forbids inline scripts: axe-core is added past it.
    const { ctx, p, errors } = await open({ colorScheme, bypassCSP: true });
    try {
      await newGame(p, "human", "human");
      await settle(p);
      await importRecord(p, E1_RECORD + "1. e3-e4 e6-e5:46v61xe4\n");
      // The imported game settles first: a click on the board it replaces
      // shows no targets (seen once on a loaded machine).
      await settle(p);
      await p.waitForSelector(LEGAL, { timeout: WAIT });
      for (let i = 0; i < 3 && !(await p.locator(TARGET).count()); i++) {
        await p.locator(LEGAL).first().click(); // targets shown
        await p.waitForSelector(TARGET, { timeout: SOON }).catch(() => {});
      }
      await p.waitForSelector(TARGET, { timeout: WAIT });
      await p.addScriptTag({ content: src });
      const violations = await p.evaluate(async () => {
        const r = await window.axe.run(document.querySelector(".turnooi-wrap"), {
          runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
        });
        return r.violations.map((v) => `${v.id}: ${v.nodes.length} (${v.nodes[0]?.target})`);
      });
      assert.deepEqual(violations, [], `axe-core, ${colorScheme} mode`);
      assert.deepEqual(errors, [], "page errors");
    } finally {
      await ctx.close();
    }
  }
});

test("5. phone size, light and dark: the board fits and a tap plays (screenshots)", async () => {
  for (const colorScheme of ["light", "dark"]) {
    const { ctx, p, errors } = await open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, colorScheme });
    try {
      await newGame(p, "human", "human");
      await settle(p);
      await importRecord(p, E1_RECORD + "1. e3-e4 e6-e5:46v61xe4\n");
      await p.waitForSelector(LEGAL, { timeout: WAIT });
      const box = await p.locator(`${BOARD} svg`).first().boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= 390, `the board fits the width: ${JSON.stringify(box)}`);
      const was = await moveCount(p);
      await p.locator(cell("c3")).tap();
      await p.locator(cell("c4")).tap();
      await p.waitForFunction(([m, b]) => document.querySelectorAll(m).length > b, [MOVE, was], { timeout: WAIT });
      await p.screenshot({ path: join(SHOTS, `turnooi-phone-${colorScheme}.png`), fullPage: true });
      assert.deepEqual(errors, [], "page errors");
    } finally {
      await ctx.close();
    }
  }
});

test("6. an automatic pass is played for the player and said in words", async () => {
  const { ctx, p, errors } = await open();
  try {
    await newGame(p, "human", "human");
    await settle(p);
    await hearAnnouncements(p);
    // South's six tiles fill its TURNOOI row: none can move.
    const setup =
      "-- -- -- -- -- --/-- -- -- -- -- --/11 -- -- -- -- --/-- -- -- -- -- --/12 13 14 15 16 22/-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- --";
    await importRecord(p, `[Game "turnooi"]\n[Setup "${setup}"]\n[ToMove "south"]\n[Result "*"]\n\n`);
    await p.waitForFunction((m) => document.querySelectorAll(m).length === 1, MOVE, { timeout: WAIT });
    assert.match(await p.locator(`${MOVE} .tok`).last().textContent(), /pass/);
    await p.waitForFunction((s) => /South had no legal move and passed\./.test(document.querySelector(s)?.textContent || ""), STATUS, {
      timeout: WAIT,
    });
    await announced(p, /^South had no legal move and passed$/);
    // North moves on.
    await p.waitForSelector(cell("a6") + '[data-legal="true"]', { timeout: WAIT });
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
});

test("7. the rules page says which rules come from the source and which were decided here", async () => {
  const { ctx, p, errors } = await open();
  try {
    await p.goto(server.url + "#/rules/turnooi");
    const rules = p.locator('[data-testid="rules"]');
    await rules.locator("h2", { hasText: "Interpretations" }).waitFor({ timeout: WAIT });
    const text = await rules.textContent();
    // The legend of section 10, then every decision I1 to I18 with its status.
    assert.match(text, /project = decided by the project brief; source = explicit in the source, made precise\s+here; here = decided by this specification\./);
    for (let i = 1; i <= 18; i++) {
      assert.match(text, new RegExp(`I${i} – [^\\n]*?\\((project|source|here|project \\+ here)\\)|I${i} – The N\\.B\\.`), `I${i} and its status`);
    }
    // Emphasis is rendered, not shown as asterisks.
    assert.doesNotMatch(text, /\*\(here\)\*/);
    assert.ok((await rules.locator("em", { hasText: "(here)" }).count()) >= 1);
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
});

test("8. the 9x6 board: 54 cells, the TURNOOI rows are ranks 3 and 4, a move by mouse", async () => {
  const { ctx, p, errors } = await open();
  try {
    await p.locator('[data-testid="new-game"]').click();
    const dialog = p.locator('[data-testid="new-game-dialog"]');
    await dialog.waitFor();
    await p.locator('[data-testid="opt-board"]').selectOption("9x6");
    await p.locator('[data-testid="seat-0"]').selectOption("human");
    await p.locator('[data-testid="seat-1"]').selectOption("human");
    await p.locator('[data-testid="start-game"]').click();
    await dialog.waitFor({ state: "detached" });
    await p.waitForSelector(LEGAL, { timeout: WAIT });
    assert.equal(await p.locator(`${BOARD} [data-cell]`).count(), 54);
    assert.equal(await p.locator(`${BOARD} [data-tile]`).count(), 36, "every tile on its start cell");
    assert.match(await p.locator(`${BOARD} svg`).first().getAttribute("viewBox"), /^0 0 600 420$/);
    await clickStep(p);
    const targets = Object.keys(await tiles(p)).filter((n) => /^[a-i][34]$/.test(n));
    assert.equal(targets.length, 1, `one tile entered a TURNOOI row: ${targets}`);
    await nothingUnrevealed(p, /^[a-i][34]$/);
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
});

test("9. a whole game by keyboard alone against AI level 1: moves and battles heard in words, the board keeps the focus", async () => {
  const { ctx, p, errors } = await open();
  try {
    // A short quiet limit ends the game soon whatever happens; South
    // steers for a battle (a tile into rank 4, South's TURNOOI row on the
    // 6×8 board, across from a North tile on rank 5), so one is heard.
    await p.locator('[data-testid="new-game"]').click();
    const dialog = p.locator('[data-testid="new-game-dialog"]');
    await dialog.waitFor();
    await p.locator('[data-testid="opt-quiet-limit"]').selectOption("10");
    await p.locator('[data-testid="seat-0"]').selectOption("human");
    await p.locator('[data-testid="seat-1"]').selectOption("ai1");
    await p.locator('[data-testid="start-game"]').click();
    await dialog.waitFor({ state: "detached" });
    await hearAnnouncements(p);
    const turns = await keyboardGame(p, {
      limit: 80,
      move: async (turn) => {
        const legal = await p.locator(LEGAL).evaluateAll((es) => es.map((e) => e.dataset.cell));
        const board = await tiles(p);
        const held = (c) => board[c] && board[c] !== "--";
        const fights = (c) => /4$/.test(c) && held(c[0] + "5");
        const from = legal.find((c) => /3$/.test(c) && !held(c[0] + "4") && held(c[0] + "5")) ?? legal[turn % legal.length];
        await keyClicks(p, from);
        await p.waitForSelector(TARGET, { timeout: WAIT });
        const targets = await p.locator(TARGET).evaluateAll((es) => es.map((e) => e.dataset.cell));
        const to = targets.find(fights) ?? targets[0];
        await keyClicks(p, to);
        return `South moved ${from}–${to}`;
      },
    });
    const said = await p.evaluate(() => window.__said.slice());
    const all = said.join(" | ");
    assert.ok(said.some((t) => /(^|\. )North moved [a-f]\d–[a-f]\d/.test(t)), `the AI's moves are heard: ${all}`);
    assert.ok(
      said.some((t) => /Battle [a-f]\d–[a-f]\d: (South|North)'s \d \+ \d = \d+ against (South|North)'s \d \+ \d = \d+\. /.test(t)),
      `a battle is heard with both sums: ${all}`
    );
    assert.ok(!said.some((t) => /Chance|played|:\d\dv\d\d/.test(t)), `no engine codes: ${all}`);
    assert.match(await p.locator('[data-testid="status"]').innerText(), /over/i);
    console.log(`TURNOOI by keyboard: ${turns} moves of South, ${await moveCount(p)} plies in all`);
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
});
