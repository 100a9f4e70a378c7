// End-to-end tests of analysis (issue 19 §3) in headless Chromium: the
// switch marks the game, a hint drawn on the board with its sentence, the
// advantage chart of a finished game whose points move the move list's
// cursor, no long task (> 50 ms) on the page while the worker computes
// the chart, and axe-core (light and dark) with the hint and the chart
// shown.
import { before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { axeBothModes, importRecord, MOVE, mainThreadTasks, newGame, ready, useSite, WAIT, watch } from "./helpers.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = resolve(process.env.ATTIC_DIST || join(HERE, "..", "..", "dist"));
const cell = (name) => `[data-testid="board"] [data-cell="${name}"]`;

let browser, server, page, errors;

// The site and browser of every file (the browser also traces the chart's
// computation, test 2).
const site = new Promise((ready) => useSite(DIST, (browser, server) => ready({ browser, server })));

before(async () => {
  ({ browser, server } = await site);
  const ctx = await browser.newContext({ viewport: { width: 1200, height: 900 }, serviceWorkers: "block" });
  page = await ctx.newPage();
  errors = watch(page);
});

test("1. analysis is off by default; turned on, a hint is drawn on the board with its sentence and why; My games marks the game", async () => {
  await page.goto(server.url + "#/play/chogo");
  await ready(page);
  await newGame(page, "human", "human");
  await page.waitForSelector(cell("a4") + '[data-legal="true"]', { timeout: WAIT });
  await page.locator(cell("a4")).click();
  await page.waitForFunction((m) => document.querySelectorAll(m).length === 1, MOVE, { timeout: WAIT });
  const box = page.locator('[data-testid="analysis-switch"] input');
  assert.equal(await box.isChecked(), false, "analysis is off by default");
  assert.equal(await page.locator('[data-testid="hint"]').count(), 0, "no hint button while off");
  assert.equal(await page.locator('[data-testid="analysis-used"]').count(), 0);
  await box.check();
  // The game is marked, in words in the move list.
  await page.locator('[data-testid="analysis-used"]').waitFor({ timeout: WAIT });
  await page.locator('[data-testid="hint"]').click();
  const said = page.locator('[data-testid="hint-said"]');
  await said.waitFor({ timeout: WAIT });
  // Chogo E2: the king drop on b4 takes the king on a4 and wins.
  assert.match(await said.textContent(), /^Hint: .*b4/);
  // With its reason (issue 19 §4), from the game's own knowledge.
  assert.match(await page.locator('[data-testid="hint-why"]').textContent(), /captures \w+'s king on a4 and wins the game/);
  const hint = page.locator('[data-testid="board"] [data-testid="pointer-hint"]');
  assert.equal(await hint.getAttribute("data-token"), "b4xa4");
  assert.ok((await hint.locator(".kit-mark.hint").count()) >= 1, "the hint's cell is outlined");
  assert.match(await hint.locator("text").textContent(), /^\d+%$/);
  const best = await page.locator('[data-testid="best-moves"] li').count();
  assert.ok(best >= 1 && best <= 3, `${best} best moves`);
  // The saved record carries the mark (My games' entry, JSON-escaped).
  const saved = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith("attic.game."))
      .map((k) => localStorage.getItem(k))
      .filter((v) => v.includes("chogo"))
  );
  assert.equal(saved.length, 1, "one saved Chogo game");
  assert.match(saved[0], /\[Analysis \\?"used\\?"\]/);
  // The chart of a game without hidden values may be shown during play.
  await page.locator('[data-testid="chart-show"]').click();
  await page.locator('[data-testid="chart"]').waitFor({ timeout: WAIT });
  await axeBothModes(page, null, "hint and chart shown");
  // My games marks the game too.
  await page.goto(server.url + "#/games");
  await page.locator('[data-testid="saved-game"][data-game="chogo"] [data-testid="saved-analysed"]').waitFor({ timeout: WAIT });
  assert.deepEqual(errors, [], "page errors");
});

test("2. the chart of a finished game: computed with a progress bar and no long task; a click on a point moves the cursor; the turning points in words", async () => {
  const text = readFileSync(join(HERE, "..", "..", "games", "oanquan", "tests", "data", "oanquan_e19.txt"), "utf8");
  await page.goto(server.url + "#/play/oanquan");
  await ready(page);
  await importRecord(page, text);
  await page.locator('[data-testid="game-over"]').waitFor({ timeout: WAIT });
  const plies = await page.locator(MOVE).count();
  assert.ok(plies > 10, `${plies} plies`);
  assert.equal(await page.locator('[data-testid="analysis-switch"]').count(), 0, "no switch after the game");
  // Only what happens while the chart is computed counts.
  await page.waitForTimeout(500);
  const tasks = await mainThreadTasks(browser, page, async () => {
    await page.locator('[data-testid="chart-show"]').click();
    await page.locator('[data-testid="analysis-progress"] progress').waitFor({ timeout: WAIT });
    await page.locator('[data-testid="chart"]').waitFor({ timeout: 120_000 });
  });
  const busy = tasks.filter((t) => t.cpuMs > 50);
  assert.deepEqual(busy, [], "tasks with over 50 ms of the main thread's own CPU time while the chart was computed");
  const points = page.locator('[data-testid="chart-point"]');
  assert.equal(await points.count(), plies + 1, "a point per position");
  // The point of the position on the board is the chart's tab stop.
  assert.equal(await points.nth(plies).getAttribute("tabindex"), "0");
  await points.nth(3).click();
  await page.waitForSelector(`${MOVE}[data-ply="3"][aria-current="true"]`, { timeout: WAIT });
  assert.equal(await points.nth(3).getAttribute("aria-current"), "true");
  assert.match(await points.nth(3).getAttribute("aria-label"), /^After move 3: (\d+%|\?) for /);
  // By keyboard: Enter on a focused point.
  await points.nth(3).focus();
  await page.keyboard.press("ArrowLeft");
  await page.waitForSelector(`${MOVE}[data-ply="2"][aria-current="true"]`, { timeout: WAIT });
  await page.keyboard.press("Enter");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-ply")), "2", "the focus follows the cursor");
  // The swing marks follow the stated threshold; each is said in words.
  const marks = await page.locator('[data-testid="swing"]').allTextContents();
  for (const m of marks) assert.match(m, /^\?\??$/);
  // The move list marks the moves the chart marks.
  const swung = await page.locator('[data-testid="chart"] .point.dubious, [data-testid="chart"] .point.blunder').count();
  assert.equal(marks.length, swung, "the move list's ? and ?? against the chart's marked points");
  // The review in words: one turning point per marked move, each with the
  // mover's win chance before and after; a click shows that move.
  const turns = page.locator('[data-testid="turning-point"]');
  assert.equal(await turns.count(), marks.length, "a turning point per ? and ??");
  if (marks.length === 0) {
    await page.locator('[data-testid="no-turning-points"]').waitFor();
  } else {
    const first = turns.first();
    assert.match(await first.textContent(), /^Move \d+, .+: a (dubious move|blunder)\. .+'s win chance went from \d+% to \d+%\.$/);
    const ply = await first.getAttribute("data-ply");
    assert.ok(await page.locator(`${MOVE}[data-ply="${ply}"] ~ [data-testid="swing"], ${MOVE}[data-ply="${ply}"] [data-testid="swing"]`).count(), "it is a marked move");
    await first.click();
    await page.waitForSelector(`${MOVE}[data-ply="${ply}"][aria-current="true"]`, { timeout: WAIT });
  }
  console.log(`turning points: ${marks.length}`);
  await axeBothModes(page, null, "chart of a finished game");
  assert.deepEqual(errors, [], "page errors");
});
