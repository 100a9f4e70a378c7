// Straat in the browser: a placement with rotation (click the cell again, an
// arrow key, pointing at the chooser's option), and the end of the game: import a nearly finished record
// (E4 of straat.md without its last placement), place the last tile, and
// watch the frame turn over with the streets and totals shown. axe-core
// (light and dark) checks a placement being chosen and the ended game.
import { test } from "node:test";
import assert from "node:assert/strict";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  announced, arrowTo, axeBothModes, boardFocused, CHOICE, hearAnnouncements, importRecord, LEGAL, MOVE, moveCount, newGame, pressDrawn, ready, settle,
  tabToBoard, WAIT, watch, useSite } from "./helpers.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = resolve(process.env.ATTIC_DIST || join(HERE, "..", "..", "dist"));

// A whole game is also played by keyboard alone.

// E4's record (straat.md §9) without Black's last placement, d3W.
const E4_BUT_LAST = `[Game "straat"]
[Result "*"]

1. a1S a4E
2. b1S b4N
3. c1S c4N
4. d1W d4N
5. a2E a3E
6. b2S b3E
7. c2S c3N
8. d2W
`;

let browser, server;

useSite(DIST, (b, s) => {
  browser = b;
  server = s;
});

const cell = (p, name) => p.locator(`[data-testid="board"] [data-cell="${name}"]`);
const preview = (p) => p.locator('[data-testid="board"] [data-testid="preview"]');

test("1. a placement with rotation: click, click again, an arrow key, the chooser", async () => {
  const ctx = await browser.newContext({ viewport: { width: 1000, height: 900 }, serviceWorkers: "block" });
  try {
    const p = await ctx.newPage();
    const errors = watch(p);
    await p.goto(server.url + "#/play/straat");
    await ready(p);
    await newGame(p, "human", "human");
    await p.waitForSelector(LEGAL, { timeout: WAIT });
    assert.equal(await p.locator(LEGAL).count(), 16, "every empty cell is legal");
    const before = await moveCount(p);

    await cell(p, "b2").click();
    await preview(p).waitFor({ timeout: WAIT });
    assert.equal(await preview(p).getAttribute("data-orient"), "N", "a new tile starts with its black half north");
    assert.equal(await p.locator(CHOICE).count(), 4, "the chooser offers the four turns");
    await cell(p, "b2").click(); // clicking the chosen cell again turns the tile
    assert.equal(await preview(p).getAttribute("data-orient"), "E");
    await p.keyboard.press("ArrowRight"); // so does an arrow key (the board keeps the focus)
    assert.equal(await preview(p).getAttribute("data-orient"), "S");
    await p.locator(`${CHOICE}[data-token="b2W"]`).hover(); // and pointing at an option
    assert.equal(await preview(p).getAttribute("data-orient"), "W");
    assert.equal(await moveCount(p), before, "choosing and rotating do not place");
    await axeBothModes(p, null, "a placement being chosen (preview and chooser)");
    await p.locator(`${CHOICE}[data-token="b2W"]`).click();
    await p.waitForFunction(([m, b]) => document.querySelectorAll(m).length > b, [MOVE, before], {
      timeout: WAIT,
    });
    assert.equal(await cell(p, "b2").getAttribute("data-tile"), "wW", "White's tile on b2, black half west");
    assert.equal(await cell(p, "b2").getAttribute("data-legal"), null, "b2 is no longer free");
    assert.match(await p.locator(MOVE).last().textContent(), /b2W/);
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
});

test("2. the last placement turns the frame over and shows the streets and totals; the solver's review names the placements that gave streets away", async () => {
  const ctx = await browser.newContext({ viewport: { width: 1000, height: 900 }, serviceWorkers: "block" });
  try {
    const p = await ctx.newPage();
    const errors = watch(p);
    await p.goto(server.url + "#/play/straat");
    await ready(p);
    await newGame(p, "human", "human");
    await settle(p);
    await importRecord(p, E4_BUT_LAST);
    await p.waitForFunction((m) => document.querySelectorAll(m).length === 15, MOVE, { timeout: WAIT });
    assert.equal(await p.locator(LEGAL).count(), 1, "one free cell left");
    assert.equal(await p.locator(".straat-card.flipped").count(), 0, "not turned over yet");

    await cell(p, "d3").click();
    for (let i = 0; i < 3; i++) await p.keyboard.press("ArrowRight"); // N -> E -> S -> W
    assert.equal(await preview(p).getAttribute("data-orient"), "W");
    await p.keyboard.press("Enter"); // places the chooser's active option

    await p.locator('[data-testid="game-over"]').waitFor({ timeout: WAIT });
    const card = p.locator('.straat-card');
    await p.waitForSelector(".straat-card.flipped", { timeout: WAIT });
    // The flip is a CSS transition: the card ends turned half round.
    await p.waitForFunction(
      () => {
        const c = document.querySelector('.straat-card');
        const t = getComputedStyle(c).transform;
        return t && t !== "none" && new DOMMatrix(t).m11 < -0.99;
      },
      null,
      { timeout: WAIT }
    );
    assert.ok(await card.evaluate((c) => getComputedStyle(c).transitionDuration !== "0s"), "the flip is animated");
    // The back: file a appears on the right; every tile is in a street here.
    const back = p.locator('[data-testid="board-back"]');
    assert.equal(await back.locator("[data-back-cell]").count(), 16);
    assert.equal(await back.locator('[data-street="back"]').count(), 16, "both back halves are streets");
    // The front: Black's spiral (16 pieces) is its street worth 2.
    assert.equal(await p.locator('[data-testid="board"] [data-street="front"]').count(), 16);
    const num = async (id) => Number(await p.locator(`[data-testid="${id}"]`).textContent());
    assert.deepEqual(
      [await num("front-white"), await num("front-black"), await num("back-white"), await num("back-black")],
      [0, 2, 1, 1]
    );
    assert.deepEqual([await num("total-white"), await num("total-black")], [1, 3]);
    // The solver's review (issue 19 §3), made in the worker: from where it
    // settles the game, and E4's placements that gave streets away.
    const review = p.locator('[data-testid="review"]');
    await p.waitForFunction(() => /gave streets away/.test(document.querySelector('[data-testid="review"]')?.textContent || ""), null, { timeout: WAIT });
    const said = await review.textContent();
    assert.match(said, /The solver settles the game from move \d+ on/);
    assert.match(said, /Move 13, White's c2S, gave streets away: with best play it was a draw, after it a win for Black by 2 streets\. Best there: c2E\./);
    await axeBothModes(p, null, "the ended game, the frame turned over");
    // The button turns the frame back to the front.
    await p.locator('[data-testid="straat-flip"]').click();
    await p.waitForSelector('.straat-card:not(.flipped)', { timeout: WAIT });
    await axeBothModes(p, null, "the ended game, the front again");
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
});

/**
 * Level 5 to move for White in the position of `record` (six moves, so
 * White to move): the time to its answer and the AI's note. On a timeout
 * the page's error and notices are reported.
 */
async function levelFiveAnswers(record) {
  const ctx = await browser.newContext({ viewport: { width: 1000, height: 900 }, serviceWorkers: "block" });
  try {
    const p = await ctx.newPage();
    const errors = watch(p);
    await p.goto(server.url + "#/play/straat");
    await ready(p);
    await newGame(p, "human", "human");
    await settle(p);
    await importRecord(p, `[Game "straat"]\n[Result "*"]\n\n${record}\n`);
    const before = record.split(/\s+/).filter((w) => /^[a-d][1-4][NESW]$/.test(w)).length;
    await p.waitForFunction(([m, n]) => document.querySelectorAll(m).length === n, [MOVE, before], { timeout: WAIT });
    const start = Date.now();
    await p.locator('[data-testid="player-0"]').selectOption("ai5");
    await p
      .waitForFunction(([m, n]) => document.querySelectorAll(m).length === n, [MOVE, before + 1], { timeout: 3 * WAIT })
      .catch(async (e) => {
        const shown = await p.evaluate(() =>
          [...document.querySelectorAll('[data-testid="error"], [data-testid="notice"], .notice')].map((n) => n.textContent).join(" | "),
        );
        throw new Error(`no answer; the page shows: ${shown || "nothing"} (${e.message})`);
      });
    const ms = Date.now() - start;
    const note = await p.locator(".ai-note").textContent();
    assert.deepEqual(errors, [], "page errors");
    return { ms, note };
  } finally {
    await ctx.close();
  }
}

// The note gives no search numbers; the solver's outlook is its proven
// result, which MCTS's mean of playouts does not reach.
const SOLVED = /^White laid a tile on [a-d][1-4], black half .*\. I expect to win\.$/;

test("3. the AI at level 5 answers with the exact solver near the end (8 empty cells)", async (t) => {
  // White wins (`attic solve straat`, 0.2 s natively): proven well within
  // level 5's 3 s, however loaded the machine.
  const { ms, note } = await levelFiveAnswers("1. c2S b4W\n2. b2E a4S\n3. b3N c1W\n4. d2N a1E");
  t.diagnostic(`level 5 at 8 empty cells: ${ms} ms; ${note}`);
  assert.match(note, SOLVED, "the solver answered, not MCTS");
});

test("3b. the AI at level 5 answers at 10 empty cells, where it solves on its own time (measured)", async (t) => {
  // Natively the hardest of six random 10-empty positions (2.7 s exact);
  // about 3 s in the browser alone. Beside cargo's tests on two cores the
  // time ran out before the solver had proved anything (session 21): the
  // answer is then the warm-up's move, so which one answered is reported,
  // not judged (speed is a benchmark's: scripts/ai-times.mjs). No answer
  // at all came twice (sessions 18 and 19: the solver's steps grew to 4 M
  // nodes, the worker left the page's pings unanswered and was replaced
  // three times; the steps are now capped at 2^19 nodes).
  const { ms, note } = await levelFiveAnswers("1. c2S b4W\n2. b2E a4S\n3. b3N c1W");
  t.diagnostic(`level 5 at 10 empty cells: ${ms} ms, ${SOLVED.test(note) ? "the solver's answer" : "the warm-up's answer (time ran out)"}; ${note}`);
  assert.match(note, /^White laid a tile on [a-d][1-4], /, "an answer, said in words");
});

test("4. a whole game by keyboard alone: Tab, arrows to a cell, Enter, the tile turned by arrows, Enter", async () => {
  const ctx = await browser.newContext({ viewport: { width: 1000, height: 900 }, serviceWorkers: "block" });
  try {
    const p = await ctx.newPage();
    const errors = watch(p);
    await p.goto(server.url + "#/play/straat");
    await ready(p);
    await newGame(p, "human", "human");
    await p.waitForSelector(LEGAL, { timeout: WAIT });
    await hearAnnouncements(p);
    await tabToBoard(p);
    for (let i = 0; i < 16; i++) {
      const free = await p.locator(LEGAL).evaluateAll((es) => es.map((e) => e.getAttribute("data-cell")));
      const name = free[(i * 5) % free.length];
      const before = await moveCount(p);
      await arrowTo(p, name);
      await p.keyboard.press("Enter");
      await p.locator(CHOICE).first().waitFor({ timeout: WAIT });
      for (let k = 0; k < i % 4; k++) await pressDrawn(p, "ArrowRight");
      await p.keyboard.press("Enter");
      await p.waitForFunction(([m, b]) => document.querySelectorAll(m).length > b, [MOVE, before], { timeout: WAIT });
      const who = i % 2 ? "Black" : "White";
      const half = ["at the top", "on the right", "at the bottom", "on the left"][i % 4];
      await announced(p, new RegExp(`^${who} laid a tile on ${name}, black half ${half}$`));
      assert.ok(await boardFocused(p), `the board kept the focus after move ${i + 1}`);
    }
    await p.locator('[data-testid="game-over"]').waitFor({ timeout: WAIT });
    // The count in a sentence: the higher total first, or "… each".
    const reason = await p.locator('[data-testid="game-over"] .reason').textContent();
    const side = "(White|Black) \\d+ streets? \\(front \\d+, back \\d+\\)";
    const parts = "(White|Black) front \\d+, back \\d+";
    assert.match(reason, new RegExp(`^(${side} against ${side}|\\d+ streets? each: ${parts}; ${parts})$`), reason);
    await p.waitForSelector(".straat-card.flipped", { timeout: WAIT });
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
});
