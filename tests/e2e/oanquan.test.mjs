// O An Quan by keyboard alone, against AI level 1: Tab to the board, arrow
// keys to a pit, Enter, the sowing direction chosen in the kit's chooser
// with an arrow key and Enter, Escape to cancel; the live region announces
// each move (the AI's too), and the focus stays on the board. A whole
// single-round match is played this way; axe-core (light and dark) checks
// the page with the chooser open and the ended match.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "./server.mjs";
import {
  announced, arrowTo, axeBothModes, boardFocused, CHOICE, cursorAt, forgetAnnouncements, hearAnnouncements, LEGAL, launch, MOVE, moveCount, pressDrawn,
  ready, SOON, tabToBoard, WAIT, watch,
} from "./helpers.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = resolve(process.env.ATTIC_DIST || join(HERE, "..", "..", "dist"));

let browser, server, page, errors;

before(async () => {
  assert.ok(existsSync(join(DIST, "index.html")), `no build at ${DIST}: run trunk build --offline --release`);
  server = await serve(DIST, "/");
  browser = await launch();
  const ctx = await browser.newContext({ viewport: { width: 1200, height: 900 }, serviceWorkers: "block" });
  page = await ctx.newPage();
  errors = watch(page);
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** Wait until A may move (a legal pit, the AI idle) or the match is over. */
async function myTurn() {
  await page.waitForFunction(
    ([legal]) =>
      !document.querySelector('[data-testid="ai-thinking"]') &&
      (document.querySelector(legal) || document.querySelector('[data-testid="game-over"]')),
    [LEGAL],
    { timeout: WAIT, polling: 50 }
  );
  return (await page.locator('[data-testid="game-over"]').count()) === 0;
}

test("1. a whole match by keyboard against the AI, directions chosen", async () => {
  await page.goto(server.url + "#/play/oanquan");
  await ready(page);
  await page.locator('[data-testid="new-game"]').click();
  await page.locator('[data-testid="new-game-dialog"]').waitFor();
  await page.locator('[data-testid="seat-0"]').selectOption("human");
  await page.locator('[data-testid="seat-1"]').selectOption("ai1");
  await page.locator('[data-testid="opt-direction"]').selectOption("choose");
  await page.locator('[data-testid="opt-match"]').selectOption("single-round");
  await page.locator('[data-testid="start-game"]').click();
  await page.locator('[data-testid="new-game-dialog"]').waitFor({ state: "detached" });
  assert.ok(await myTurn(), "the match ended before A moved");
  await hearAnnouncements(page);

  await tabToBoard(page);
  const first = await cursorAt(page);
  assert.match(first, /^A[1-5]$/, "the cursor starts on a pit A may sow");
  // Escape closes the chooser without a move.
  const was = await moveCount(page);
  await page.keyboard.press("Enter");
  await page.locator(CHOICE).first().waitFor({ timeout: WAIT });
  assert.equal(await page.locator(CHOICE).count(), 2, "two directions");
  assert.match(await cursorAt(page), new RegExp(`^${first}a`), "the chooser's first option is active");
  await axeBothModes(page, null, "a game with the direction chooser open");
  await page.keyboard.press("Escape");
  await page.locator(CHOICE).first().waitFor({ state: "detached", timeout: SOON });
  assert.equal(await moveCount(page), was, "Escape plays nothing");
  // Enter, then the second option (clockwise) with an arrow key, Enter.
  // Each key once the page shows what the last one did, as a person sees
  // it (helpers.mjs, pressDrawn, says why).
  await page.keyboard.press("Enter");
  await page.locator(CHOICE).first().waitFor({ timeout: WAIT });
  await pressDrawn(page, "ArrowRight");
  assert.match(await cursorAt(page), new RegExp(`^${first}c`));
  await page.keyboard.press("Enter");
  await page.waitForFunction(([m, b]) => document.querySelectorAll(m).length > b, [MOVE, was], { timeout: WAIT });
  await announced(page, new RegExp(`^A sowed from ${first} clockwise`));
  assert.ok(await boardFocused(page), "the focus stays on the board after a move");
  // The AI's answer is announced too.
  if (await myTurn()) await announced(page, /^B sowed from B[1-5] /);

  // The rest of the match: each move by arrows and Enter, a direction by turns.
  let turn = 0;
  while (await myTurn()) {
    assert.ok(turn++ < 120, "the match went on too long");
    assert.ok(await boardFocused(page), "the board kept the focus");
    const legal = await page.locator(LEGAL).evaluateAll((es) => es.map((e) => e.getAttribute("data-cell")));
    const before = await moveCount(page);
    await forgetAnnouncements(page);
    await arrowTo(page, legal[turn % legal.length]);
    await page.keyboard.press("Enter");
    // A move, or the chooser for its direction: whichever the page shows.
    await page.waitForFunction(
      ([m, b, c]) => document.querySelectorAll(m).length > b || document.querySelector(c),
      [MOVE, before, CHOICE],
      { timeout: WAIT }
    );
    if (await page.locator(CHOICE).count()) {
      if (turn % 2) await pressDrawn(page, "ArrowDown");
      await page.keyboard.press("Enter");
    }
    await page.waitForFunction(([m, b]) => document.querySelectorAll(m).length > b, [MOVE, before], { timeout: WAIT });
    await announced(page, /^A sowed from A[1-5] /);
  }
  await page.locator('[data-testid="game-over"]').waitFor({ timeout: WAIT });
  await axeBothModes(page, null, "the ended match");
  console.log(`O An Quan by keyboard: ${turn + 1} moves of A, ${await moveCount(page)} in all`);
  assert.deepEqual(errors, [], "page errors");
});

test("2. stepping through the history is announced, a jump is not", async () => {
  const n = await moveCount(page);
  await forgetAnnouncements(page);
  await page.locator('[data-testid="nav-prev"]').click();
  await announced(page, new RegExp(`^Move ${n - 1}: [AB] sowed from `));
  await page.locator('[data-testid="nav-first"]').click();
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.__said.length), 1, "a jump says nothing");
  await page.locator('[data-testid="nav-next"]').click();
  await announced(page, /^Move 1: [AB] sowed from /);
  assert.deepEqual(errors, [], "page errors");
});
