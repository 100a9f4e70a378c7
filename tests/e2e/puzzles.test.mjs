// Puzzles (issue 29): each game's puzzle page shows a proven position and
// judges the player's move as the puzzle file says (the answer and its
// twins right, every other move wrong, with what it allows); a hint and the
// answer on request; the solved puzzles and the streak are kept in this
// browser across reloads and go with an export; the daily puzzle on the
// home page works offline; keyboard alone, the live region, axe-core and
// 320 px.
import { test } from "node:test";
import assert from "node:assert/strict";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { axeBothModes, boardFocused, download, homeUnderServiceWorker, keyClicks, LEGAL, ready, tabToBoard, useSite, WAIT, watch } from "./helpers.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = resolve(process.env.ATTIC_DIST || join(HERE, "..", "..", "dist"));
// The games that ship puzzles (GameInfo::has_puzzles; tests/suite/puzzles.rs
// keeps it in step with their files).
const GAMES = ["oanquan", "chogo", "straat", "tau", "longtau", "turnooi", "turno-checkers"];

let browser, server;
useSite(DIST, (b, s) => ((browser = b), (server = s)));

const PUZZLE = '[data-testid="puzzle"]';
const STATUS = '[data-testid="puzzle-status"]';

async function open(hash, { viewport = { width: 1200, height: 900 }, ctx } = {}) {
  ctx = ctx || (await browser.newContext({ viewport, serviceWorkers: "block" }));
  const p = await ctx.newPage();
  const errors = watch(p);
  await p.goto(server.url + hash);
  await ready(p);
  await p.waitForSelector(PUZZLE, { timeout: WAIT });
  return { p, ctx, errors };
}

const stage = (p) => p.locator(PUZZLE).getAttribute("data-stage");
const untilStage = (p, want) =>
  p.waitForFunction(([sel, want]) => want.includes(document.querySelector(sel)?.getAttribute("data-stage")), [PUZZLE, want], {
    timeout: WAIT,
    polling: 50,
  });
const answers = async (p) => (await p.locator(PUZZLE).getAttribute("data-answer")).toLowerCase().split(" ");

/**
 * Make some legal move on the puzzle's board by mouse: the `pick`-th legal
 * spot, then (for moves of several clicks: a piece, then where it goes; a
 * chooser) the first spot or option offered, until the page has judged it.
 * Returns the token the page says was played.
 */
async function someMove(p, pick) {
  const legal = p.locator(LEGAL);
  await legal.first().waitFor({ timeout: WAIT });
  const n = await legal.count();
  await legal.nth(pick % n).click();
  for (let i = 0; i < 6 && (await stage(p)) === "solving"; i++) {
    const choice = p.locator('[data-testid="board"] [data-testid="choice"]');
    if (await choice.count()) await choice.first().click();
    else if (await legal.count()) await legal.first().click();
  }
  await untilStage(p, ["right", "wrong"]);
  return (await p.locator(PUZZLE).getAttribute("data-played")).toLowerCase();
}

test("1. every game's puzzle page: a move judged as its file says, the answer on request, 320 px, axe", async () => {
  const { p, ctx, errors } = await open("#/puzzles/oanquan", { viewport: { width: 320, height: 700 } });
  for (const id of GAMES) {
    await p.goto(`${server.url}#/puzzles/${id}/${id}-2`);
    await p.waitForFunction((id) => document.querySelector('[data-testid="puzzle"]')?.getAttribute("data-puzzle") === `${id}-2`, id, {
      timeout: WAIT,
    });
    assert.match(await p.locator(STATUS).textContent(), /Find the best move for /, id);
    assert.match(await p.locator('[data-testid="puzzle-where"]').textContent(), /Puzzle 2 of \d+/, id);
    const wide = await p.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 320, `${id}: the page is ${wide} px wide at 320`);
    await axeBothModes(p, null, `${id} puzzle`);
    // Some legal move: right exactly when it is the answer or a twin.
    const played = await someMove(p, 1);
    const right = (await answers(p)).includes(played);
    assert.equal(await stage(p), right ? "right" : "wrong", `${id}: ${played} against ${await answers(p)}`);
    if (!right) {
      assert.match(await p.locator(STATUS).textContent(), /Not the best move\./);
      await axeBothModes(p, null, `${id} puzzle, a wrong move`);
      await p.locator('[data-testid="puzzle-again"]').click();
      await untilStage(p, ["solving"]);
      // The answer, asked for: shown on the board and in words.
      await p.locator('[data-testid="puzzle-show"]').click();
      await untilStage(p, ["shown"]);
      assert.match(await p.locator(STATUS).textContent(), /^The answer: \S/);
      const shown = (await p.locator(PUZZLE).getAttribute("data-played")).toLowerCase();
      assert.ok((await answers(p)).includes(shown), `${id}: the answer shown`);
    }
    assert.match(await p.locator('[data-testid="puzzle-score"]').textContent(), /^1 of \d+ solved/, `${id}: counted`);
    await p.evaluate(() => localStorage.removeItem("attic.puzzles"));
  }
  assert.deepEqual(errors, []);
  await ctx.close();
});

test("2. O An Quan: every move but the answer is refused, with what it allows; the right one praised and kept over a reload", async () => {
  const { p, ctx, errors } = await open("#/puzzles/oanquan/oanquan-1");
  const answer = (await answers(p))[0];
  const cells = await p.locator(LEGAL).evaluateAll((els) => els.map((e) => e.getAttribute("data-cell")));
  assert.ok(cells.length >= 2, `legal: ${cells}`);
  const from = answer.slice(0, 2).toUpperCase();
  assert.ok(cells.includes(from), `${from} among ${cells}`);
  for (const cell of cells.filter((c) => c !== from)) {
    await p.locator(`${LEGAL}[data-cell="${cell}"]`).click();
    await untilStage(p, ["wrong"]);
    // What it allows: the AI's answer, in the game's words.
    await p.waitForFunction((sel) => /It allows A this answer: A sowed from/.test(document.querySelector(sel)?.textContent), '[data-testid="puzzle-allows"]', {
      timeout: WAIT,
    });
    await p.locator('[data-testid="puzzle-again"]').click();
    await untilStage(p, ["solving"]);
  }
  assert.match(await p.locator('[data-testid="puzzle-score"]').textContent(), /streak 0/);
  await p.locator(`${LEGAL}[data-cell="${from}"]`).click();
  await untilStage(p, ["right"]);
  const said = await p.locator(STATUS).textContent();
  assert.match(said, /^Right! B sowed from B4/);
  assert.match(said, /Capture: This capture is the one that pays/);
  // Solved after wrong tries: counted, but no streak.
  assert.match(await p.locator('[data-testid="puzzle-score"]').textContent(), /^1 of 70 solved .* streak 0 \(best 0\)/);
  await p.reload();
  await ready(p);
  await p.waitForSelector(PUZZLE, { timeout: WAIT });
  assert.match(await p.locator('[data-testid="puzzle-score"]').textContent(), /^1 of 70 solved/, "kept over a reload");
  assert.deepEqual(errors, []);
  await ctx.close();
});

test("3. by keyboard alone: the hint, the answer found with arrows and Enter, heard in the live region, a streak that survives a reload", async () => {
  const { p, ctx, errors } = await open("#/puzzles/oanquan/oanquan-3");
  // The hint names the theme (and ends the streak's claim on this one).
  await p.locator('[data-testid="puzzle-hint"]').focus();
  await p.keyboard.press("Enter");
  assert.match(await p.locator('[data-testid="puzzle-hint-text"]').textContent(), /^Hint: \S/);
  // The next one by keys: the Next link, then the board.
  await p.locator('[data-testid="puzzle-next"]').focus();
  await p.keyboard.press("Enter");
  await p.waitForFunction((sel) => document.querySelector(sel)?.getAttribute("data-puzzle") === "oanquan-4", PUZZLE, { timeout: WAIT });
  assert.equal(await stage(p), "solving");
  const answer = (await answers(p))[0];
  await tabToBoard(p);
  await keyClicks(p, answer.slice(0, 2).toUpperCase());
  await untilStage(p, ["right"]);
  assert.equal(await p.locator(STATUS).getAttribute("aria-live"), "polite");
  assert.match(await p.locator(STATUS).textContent(), /^Right! /);
  // The focus moved on to the next puzzle.
  assert.equal(await p.evaluate(() => document.activeElement?.getAttribute("data-testid")), "puzzle-next-unsolved");
  assert.match(await p.locator('[data-testid="puzzle-score"]').textContent(), /streak 1 \(best 1\)/);
  await p.reload();
  await ready(p);
  await p.waitForSelector(PUZZLE, { timeout: WAIT });
  assert.match(await p.locator('[data-testid="puzzle-score"]').textContent(), /^1 of 70 solved .* streak 1 \(best 1\)/);
  // A wrong move ends the streak (the best stays).
  await p.goto(`${server.url}#/puzzles/oanquan/oanquan-5`);
  await p.waitForFunction((sel) => document.querySelector(sel)?.getAttribute("data-puzzle") === "oanquan-5", PUZZLE, { timeout: WAIT });
  const right5 = (await answers(p))[0].slice(0, 2).toUpperCase();
  const wrong = (await p.locator(LEGAL).evaluateAll((els) => els.map((e) => e.getAttribute("data-cell")))).find((c) => c !== right5);
  await p.locator(`${LEGAL}[data-cell="${wrong}"]`).click();
  await untilStage(p, ["wrong"]);
  assert.match(await p.locator('[data-testid="puzzle-score"]').textContent(), /streak 0 \(best 1\)/);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test("4. the progress goes with an export of every game, and comes back with an import", async () => {
  const { p, ctx, errors } = await open("#/puzzles/tau/tau-1");
  await p.locator('[data-testid="puzzle-show"]').click();
  await untilStage(p, ["shown"]);
  await p.goto(server.url + "#/games");
  await p.waitForSelector('[data-testid="export-all"]', { timeout: WAIT });
  const text = await download(p, '[data-testid="export-all"]');
  assert.match(text, /^\[AtticPuzzles "v1 0 0 tau-1"\]$/m);
  // A browser without it takes it from the file.
  await p.evaluate(() => localStorage.removeItem("attic.puzzles"));
  await p.locator('[data-testid="import-open"]').click();
  await p.locator('[data-testid="import-paste"]').fill(text);
  await p.locator('[data-testid="import-run"]').click();
  await p.waitForSelector('[data-testid="import-summary"]', { timeout: WAIT });
  assert.match(await p.locator('[data-testid="import-summary"]').textContent(), /1 solved puzzle was added/);
  assert.equal(await p.evaluate(() => localStorage.getItem("attic.puzzles")), "v1 0 0 tau-1");
  assert.deepEqual(errors, []);
  await ctx.close();
});

test("5. a broken progress entry is set aside, never lost, and the page still works", async () => {
  const ctx = await browser.newContext({ serviceWorkers: "block" });
  await ctx.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("attic.puzzles", "garbage");
    }
  });
  const { p, errors } = await open("#/puzzles/straat/straat-1", { ctx });
  assert.match(await p.locator('[data-testid="puzzle-score"]').textContent(), /^0 of \d+ solved/);
  const aside = await p.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("attic.corrupt.")));
  assert.equal(aside.length, 1, `set aside: ${aside}`);
  assert.equal(await p.evaluate((k) => localStorage.getItem(k), aside[0]), "garbage");
  assert.deepEqual(errors, []);
  await ctx.close();
});

test("6. the daily puzzle: from the home page, the same for the day, offline too", async () => {
  const ctx = await browser.newContext();
  try {
    const p = await ctx.newPage();
    const errors = watch(p);
    await homeUnderServiceWorker(p, server.url);
    await ctx.setOffline(true);
    const daily = p.locator('[data-testid="home-daily"]');
    assert.match(await daily.textContent(), /^Puzzle of the day: /);
    const href = await daily.getAttribute("href");
    assert.match(href, /^#\/puzzles\/(oanquan|chogo|straat|tau|longtau|turnooi|turno-checkers)\/daily$/);
    await daily.click();
    await p.waitForSelector(PUZZLE, { timeout: WAIT });
    assert.match(await p.locator('[data-testid="puzzle-where"]').textContent(), /^Puzzle of the day · Puzzle \d+ of \d+/);
    const first = await p.locator(PUZZLE).getAttribute("data-puzzle");
    await p.reload();
    await ready(p);
    await p.waitForSelector(PUZZLE, { timeout: WAIT });
    assert.equal(await p.locator(PUZZLE).getAttribute("data-puzzle"), first, "the same puzzle all day");
    await someMove(p, 0);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.setOffline(false);
    await ctx.close();
  }
});

test("7. a link to a puzzle that is not there says so and leads to the first", async () => {
  const ctx = await browser.newContext({ serviceWorkers: "block" });
  const p = await ctx.newPage();
  const errors = watch(p);
  await p.goto(server.url + "#/puzzles/chogo/chogo-999");
  await ready(p);
  await p.waitForSelector('[data-testid="puzzle-missing"]', { timeout: WAIT });
  assert.match(await p.locator('[data-testid="puzzle-missing"]').textContent(), /There is no puzzle “chogo-999” here\./);
  await p.locator('[data-testid="puzzle-missing"] a').click();
  await p.waitForSelector(PUZZLE, { timeout: WAIT });
  // The game page links to the puzzles.
  await p.goto(server.url + "#/play/chogo");
  await ready(p);
  assert.equal(await p.locator('[data-testid="puzzles-link"]').getAttribute("href"), "#/puzzles/chogo");
  assert.deepEqual(errors, []);
  await ctx.close();
});

test("8. a game's puzzles open at the first not solved and stay on it once solved; the next one's wrong move is answered too", async () => {
  const { p, ctx, errors } = await open("#/puzzles/oanquan");
  assert.equal(await p.locator(PUZZLE).getAttribute("data-puzzle"), "oanquan-1");
  await p.locator('[data-testid="puzzle-show"]').click();
  await untilStage(p, ["shown"]);
  // Solved: the page stays on it (with its explanation) until the player goes on.
  await p.waitForTimeout(300);
  assert.equal(await p.locator(PUZZLE).getAttribute("data-puzzle"), "oanquan-1");
  assert.match(await p.locator(STATUS).textContent(), /^The answer: /);
  // Two puzzles, a wrong move each: both answered by the page's one AI worker.
  for (const id of ["oanquan-2", "oanquan-3"]) {
    await p.locator('[data-testid="puzzle-next"]').click();
    await p.waitForFunction(([sel, id]) => document.querySelector(sel)?.getAttribute("data-puzzle") === id, [PUZZLE, id], { timeout: WAIT });
    const right = (await answers(p))[0].slice(0, 2).toUpperCase();
    const wrong = (await p.locator(LEGAL).evaluateAll((els) => els.map((e) => e.getAttribute("data-cell")))).find((c) => c !== right);
    await p.locator(`${LEGAL}[data-cell="${wrong}"]`).click();
    await untilStage(p, ["wrong"]);
    await p.waitForFunction((sel) => /this answer: /.test(document.querySelector(sel)?.textContent), '[data-testid="puzzle-allows"]', { timeout: WAIT });
  }
  assert.deepEqual(errors, []);
  await ctx.close();
});

test("9. only the puzzle shown is fetched; a puzzle or the list that cannot be fetched says so, and Try again brings it; another game's puzzles on the same page", async () => {
  const ctx = await browser.newContext({ serviceWorkers: "block" });
  const p = await ctx.newPage();
  const errors = watch(p);
  const fetched = [];
  p.on("request", (r) => /\/puzzles\//.test(r.url()) && fetched.push(new URL(r.url()).pathname.replace(/^.*\/puzzles\//, "")));
  // The list of the game's puzzles cannot be fetched at first.
  const down = (r) => r.abort("internetdisconnected");
  await ctx.route(/\/puzzles\/turnooi\/index\.txt$/, down);
  await p.goto(server.url + "#/puzzles/turnooi/turnooi-2");
  await ready(p);
  const retry = p.locator('[data-testid="puzzle-retry"]');
  await retry.waitFor({ timeout: WAIT });
  assert.match(await p.locator('main [role="alert"]').textContent(), /network/i);
  await ctx.unroute(/\/puzzles\/turnooi\/index\.txt$/, down);
  await retry.click();
  await p.waitForFunction((sel) => document.querySelector(sel)?.getAttribute("data-puzzle") === "turnooi-2", PUZZLE, { timeout: WAIT });
  assert.deepEqual(fetched.filter((f) => !f.startsWith("turnooi/index")), ["turnooi/turnooi-2.txt"], "the page fetched only the list and the puzzle it shows");
  // The next puzzle cannot be fetched at first either.
  await ctx.route(/\/puzzles\/turnooi\/turnooi-3\.txt$/, down);
  await p.locator('[data-testid="puzzle-next"]').click();
  await retry.waitFor({ timeout: WAIT });
  await ctx.unroute(/\/puzzles\/turnooi\/turnooi-3\.txt$/, down);
  await retry.click();
  await p.waitForFunction((sel) => document.querySelector(sel)?.getAttribute("data-puzzle") === "turnooi-3", PUZZLE, { timeout: WAIT });
  // Back to the one already here: nothing fetched again.
  const before = fetched.length;
  await p.locator('[data-testid="puzzle-prev"]').click();
  await p.waitForFunction((sel) => document.querySelector(sel)?.getAttribute("data-puzzle") === "turnooi-2", PUZZLE, { timeout: WAIT });
  assert.equal(fetched.length, before);
  // Another game's puzzles on the same page: its own list and puzzle.
  await p.evaluate(() => (location.hash = "#/puzzles/tau/tau-2"));
  await p.waitForFunction((sel) => document.querySelector(sel)?.getAttribute("data-puzzle") === "tau-2", PUZZLE, { timeout: WAIT });
  assert.match(await p.locator('[data-testid="puzzle-where"]').textContent(), /Puzzle 2 of 60/);
  assert.deepEqual(errors.filter((e) => !/internetdisconnected|Failed to fetch|ERR_INTERNET/i.test(e)), []);
  await ctx.close();
});

// A line of several moves, by keyboard alone: after each right move but the
// last the page says why it is right, plays the reply itself and says it in
// the live region, then asks for the next move ("move 2 of 3"); the focus
// comes back to the board. The line counts (and for the streak) only once
// its last move is found; a wrong move at the second step is answered as at
// the first.
const cellOf = (token) => token.slice(0, 2).toUpperCase();
const said = (p) => p.locator(STATUS).textContent();
const score = (p) => p.locator('[data-testid="puzzle-score"]').textContent();
const untilStep = (p, n) =>
  p.waitForFunction(
    ([sel, n]) => {
      const el = document.querySelector(sel);
      return el?.getAttribute("data-stage") === "solving" && el.getAttribute("data-step") === String(n);
    },
    [PUZZLE, n],
    { timeout: WAIT, polling: 50 },
  );

/** Find the current step's move by keys; the page judges it right. */
async function findByKeys(p, want) {
  const answer = (await answers(p))[0];
  await keyClicks(p, cellOf(answer));
  await untilStage(p, want);
  return answer;
}

test("10. a line of several moves by keyboard alone: the page plays the replies and says them; solved only at its end; a wrong move at the second step", async () => {
  const { p, ctx, errors } = await open("#/puzzles/oanquan/oanquan-61");
  assert.equal(await p.locator(PUZZLE).getAttribute("data-moves"), "2");
  assert.match(await p.locator('[data-testid="puzzle-where"]').textContent(), /a line of 2 moves/);
  assert.match(await said(p), /^Find the best move for B \(move 1 of 2\)\.$/);
  await tabToBoard(p);
  await findByKeys(p, ["reply"]);
  // Right, why, and the reply announced before the page plays it.
  assert.match(await said(p), /^Right! B sowed from B5.*Capture: .*Now A replies…$/);
  assert.match(await score(p), /^0 of 70 solved .* streak 0/, "not solved before the line's end");
  await untilStep(p, 2);
  const heard = await said(p);
  assert.match(heard, /^The reply: A sowed from A1\b/);
  assert.match(heard, /Find the best move for B \(move 2 of 2\)\.$/);
  assert.doesNotMatch(heard, /x(QE|QW|A\d|B\d)/, "words, not tokens");
  assert.ok(await boardFocused(p), "the board has the focus again");
  await axeBothModes(p, null, "a line's second move");
  assert.ok(await boardFocused(p), "still on the board");
  await findByKeys(p, ["right"]);
  assert.match(await said(p), /^Right! .*You found the whole line, all 2 moves\.$/);
  assert.match(await score(p), /^1 of 70 solved .* streak 1 \(best 1\)/);
  assert.equal(await p.evaluate(() => document.activeElement?.getAttribute("data-testid")), "puzzle-next-unsolved");

  // Three moves; a wrong one at the second step.
  await p.goto(`${server.url}#/puzzles/oanquan/oanquan-69`);
  await p.waitForFunction((sel) => document.querySelector(sel)?.getAttribute("data-puzzle") === "oanquan-69", PUZZLE, { timeout: WAIT });
  await tabToBoard(p);
  await findByKeys(p, ["reply"]);
  await untilStep(p, 2);
  assert.match(await said(p), /\(move 2 of 3\)\.$/);
  const right = cellOf((await answers(p))[0]);
  const cells = await p.locator(LEGAL).evaluateAll((els) => els.map((e) => e.getAttribute("data-cell")));
  const wrong = cells.find((c) => c !== right);
  assert.ok(wrong, `another move than ${right} among ${cells}`);
  await keyClicks(p, wrong);
  await untilStage(p, ["wrong"]);
  assert.match(await said(p), /^Not the best move\. B sowed from /);
  await p.waitForFunction((sel) => /It allows A this answer: A sowed from/.test(document.querySelector(sel)?.textContent), '[data-testid="puzzle-allows"]', {
    timeout: WAIT,
  });
  assert.match(await score(p), /streak 0 \(best 1\)/, "the wrong move ends the streak");
  // Try again, by keys: the same step, its hint, then the rest of the line.
  assert.equal(await p.evaluate(() => document.activeElement?.getAttribute("data-testid")), "puzzle-again");
  await p.keyboard.press("Enter");
  await untilStep(p, 2);
  assert.ok(await boardFocused(p), "back on the board after Try again");
  await findByKeys(p, ["reply"]);
  await untilStep(p, 3);
  assert.match(await said(p), /^The reply: A sowed from A3\b.*\(move 3 of 3\)\.$/);
  assert.ok(await boardFocused(p), "the board has the focus for the last move");
  // The hint is this move's theme (the first move's was a chain capture).
  await p.locator('[data-testid="puzzle-hint"]').focus();
  await p.keyboard.press("Enter");
  assert.equal(await p.locator('[data-testid="puzzle-hint-text"]').textContent(), "Hint: Take the quan.");
  await tabToBoard(p);
  await findByKeys(p, ["right"]);
  assert.match(await score(p), /^2 of 70 solved .* streak 0 \(best 1\)/);
  assert.deepEqual(errors, []);
  await ctx.close();
});
