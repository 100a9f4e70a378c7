// End-to-end test of TAU in headless Chromium, by real clicks: a full
// negotiation (typing bids, passing) and a play phase against AI level 1
// (clicking row and column headers), the roles, LIMIT, turns left, the
// running product and the solver's verdict; then a 50×50 game against
// level 5, timing the AI's answers (printed, never asserted); the solver
// page; the verdict after a game too large to solve; and a whole game by
// keyboard alone. axe-core (light and dark) checks the negotiation, the
// play phase and the ended game of the first test.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "./server.mjs";
import {
  announced, arrowTo, axeBothModes, boardFocused, CHOICE, hearAnnouncements, importRecord, launch, LEGAL, MOVE, moveCount, pressDrawn, ready, tabToBoard, WAIT,
  watch,
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

/** Start a TAU game from the dialog: seats and board size. */
async function newTau(seat0, seat1, rows, cols, timing = {}) {
  await page.locator('[data-testid="new-game"]').click();
  const dialog = page.locator('[data-testid="new-game-dialog"]');
  await dialog.waitFor();
  await page.locator('[data-testid="seat-0"]').selectOption(seat0);
  await page.locator('[data-testid="seat-1"]').selectOption(seat1);
  await page.locator('[data-testid="opt-rows"]').selectOption(String(rows));
  await page.locator('[data-testid="opt-cols"]').selectOption(String(cols));
  const advice = await page.locator('[data-testid="advice"]').textContent();
  assert.match(advice, /designer recommends/, "the designer's advice is shown");
  timing.start = Date.now();
  await page.locator('[data-testid="start-game"]').click();
  await dialog.waitFor({ state: "detached" });
}

/** Wait until the move list has more than `n` moves; returns the count. */
async function movesAbove(n) {
  await page.waitForFunction(([move, b]) => document.querySelectorAll(move).length > b, [MOVE, n], {
    timeout: WAIT,
    polling: 50,
  });
  return moveCount(page);
}

/** Wait until the AI is not thinking. */
async function idle() {
  await page.waitForFunction(() => !document.querySelector('[data-testid="ai-thinking"]'), null, {
    timeout: WAIT,
    polling: 50,
  });
}

test("1. negotiation and play against level 1, by clicking", async () => {
  await page.goto(server.url + "#/play/tau");
  await ready(page);
  await newTau("human", "ai1", 6, 6);
  await page.waitForSelector('[data-testid="tau-negotiation"]', { timeout: WAIT });
  // A bad bid is refused by the field, with a message.
  await page.locator('[data-testid="bid-input"]').fill("007");
  await page.locator('[data-testid="bid"]').click();
  await page.waitForSelector('[data-testid="bid-error"]');
  assert.equal(await page.locator('[data-testid="pass"]').isDisabled(), true, "the opening bid cannot be passed");
  await axeBothModes(page, null, "the negotiation with a refused bid");
  // A opens with 10; the AI answers; A passes if the AI bid, else play begins.
  await page.locator('[data-testid="bid-input"]').fill("10");
  await page.locator('[data-testid="bid"]').click();
  await movesAbove(1);
  await idle();
  const second = (await page.locator(MOVE).nth(1).textContent()).trim();
  if (!/pass/.test(second)) {
    await page.locator('[data-testid="pass"]').click();
    await movesAbove(2);
  }
  await page.waitForSelector('[data-testid="tau-roles"]', { timeout: WAIT });
  const high = await page.locator('[data-testid="tau-high"]').textContent();
  const low = await page.locator('[data-testid="tau-low"]').textContent();
  const limit = await page.locator('[data-testid="tau-limit"]').textContent();
  if (/pass/.test(second)) {
    assert.equal(high, "HIGH: A");
    assert.equal(low, "LOW: B");
    assert.equal(limit, "LIMIT: 10");
  } else {
    assert.equal(high, "HIGH: B");
    assert.equal(low, "LOW: A");
    assert.match(limit, /^LIMIT: \d+$/);
    assert.ok(BigInt(limit.slice(7)) > 10n, "the AI bid above 10");
  }
  // HIGH moves first: the AI may already have made the first removal.
  assert.match(await page.locator('[data-testid="tau-turns"]').textContent(), /^turn [12] of 4 · [34] left$/);
  await idle();
  await axeBothModes(page, null, "the play phase");
  // Play: click legal headers whenever it is A's turn, until the end.
  let pick = 0;
  for (let guard = 0; guard < 20; guard++) {
    await idle();
    if (await page.locator('[data-testid="game-over"]').count()) break;
    const legal = page.locator(LEGAL + "[data-head]");
    const n = await legal.count();
    if (n === 0) {
      await page.waitForTimeout(100);
      continue;
    }
    const was = await moveCount(page);
    await legal.nth((pick++ * 5) % n).click();
    await movesAbove(was);
  }
  await page.waitForSelector('[data-testid="game-over"]', { timeout: WAIT });
  assert.match(await page.locator('[data-testid="tau-turns"]').textContent(), /all 4 removals made/);
  const score = await page.locator('[data-testid="tau-score"]').textContent();
  assert.match(score, /^Groups: .* = \d+/, score);
  const reason = await page.locator('[data-testid="game-over"] .reason').textContent();
  assert.match(reason, /^The groups multiply to [^,]*\d+, (more than|at most) the LIMIT \d+: (HIGH|LOW) wins$/, reason);
  const verdict = await page.locator('[data-testid="review"]').textContent();
  assert.match(verdict, /The solver says: with perfect play the score is 54\./);
  await axeBothModes(page, null, "the ended game with the solver's verdict");
  assert.equal(await moveCount(page), (/pass/.test(second) ? 2 : 3) + 4);
  assert.deepEqual(errors, []);
});

test("2. a cell offers its row and its column", async () => {
  await newTau("human", "ai1", 5, 8);
  await page.locator('[data-testid="bid-input"]').fill("100000");
  await page.locator('[data-testid="bid"]').click();
  await movesAbove(1);
  await idle();
  if (!/pass/.test((await page.locator(MOVE).nth(1).textContent()).trim())) {
    await page.locator('[data-testid="pass"]').click();
    await movesAbove(2);
  }
  // Wait for A's removal turn (the AI may move first as HIGH).
  await page.waitForSelector(LEGAL, { timeout: WAIT });
  const was = await moveCount(page);
  // The cell in row 2, column 3 of the 5×8 grid.
  await page.locator('[data-testid="board"] [data-cell="r2c3"]').click();
  await page.locator(`${CHOICE}[data-token="c3"]`).click();
  await movesAbove(was);
  const moves = await page.locator(MOVE).allTextContents();
  assert.ok(moves.some((m) => /^\d+Ac3$/.test(m.trim())), moves.join(" | "));
});

test("3. 50×50 against level 5: the AI's answer times (measured)", async () => {
  const timing = {};
  await newTau("ai5", "human", 50, 50, timing);
  // The new 50×50 board is up and the AI has bid.
  await page.waitForFunction(
    ([move]) => document.querySelector('[data-cell="r50"]') && document.querySelectorAll(move).length >= 1,
    [MOVE],
    { timeout: WAIT, polling: 20 }
  );
  const bidMs = Date.now() - timing.start;
  await idle();
  const t1 = Date.now();
  await page.locator('[data-testid="pass"]').click();
  await movesAbove(2);
  const firstRemovalMs = Date.now() - t1;
  await idle();
  console.log(`TAU 50x50 level 5 in the browser: opening bid ${bidMs} ms, first removal ${firstRemovalMs} ms`);
  const note = await page.locator(".ai-note").textContent().catch(() => "");
  console.log(`AI note: ${note}`);
  assert.match(await page.locator('[data-testid="tau-turns"]').textContent(), /turn 2 of 34/);
});

test("4. 22×22 against level 5: the exact solve in the browser (measured)", async () => {
  const timing = {};
  await newTau("ai5", "human", 22, 22, timing);
  await page.waitForFunction(
    ([move]) =>
      document.querySelector('[data-cell="r22"]') &&
      !document.querySelector('[data-cell="r23"]') &&
      document.querySelectorAll(move).length >= 1,
    [MOVE],
    { timeout: WAIT, polling: 20 }
  );
  const bidMs = Date.now() - timing.start;
  await idle();
  const note = await page.locator(".ai-note").textContent().catch(() => "");
  console.log(`TAU 22x22 level 5 in the browser: opening bid (exact solve of the start) ${bidMs} ms; ${note}`);
  // The solved value of 22×22 is 56095253661782900736: level 5 bids one less.
  assert.equal((await page.locator(MOVE).first().textContent()).trim(), "1A56095253661782900735");
});

const CAP_50 = process.env.ATTIC_MEASURE === "1" ? 20000 : 2000;

test("5. the exact solver in the worker: 12×12, 30×30 and 50×50 (measured)", async () => {
  const out = {};
  const cases = [
    ["12x12", "--rows=12,--cols=12", /minimax score 944784 /],
    ["30x30", "--rows=30,--cols=30", /minimax score 59395954482495868398206976000000 /],
    // Not solvable in a browser (nor natively, see mtd.rs): capped (20 000
    // positions take about 4 s natively at 50×50; 2 000 unless the run is
    // for the figures, ATTIC_MEASURE=1, as app e2e 13's benchmark).
    ["50x50", `--rows=50,--cols=50,--max-positions=${CAP_50}`, new RegExp(`not solved within ${CAP_50} positions`)],
  ];
  for (const [name, args, want] of cases) {
    await page.goto(`${server.url}#/solve/tau/${args}`);
    // The page may still show the previous case's result for a moment.
    await page.waitForFunction(
      (name) => (document.querySelector('[data-testid="bench-result"]')?.textContent || "").includes(`TAU ${name},`),
      name,
      { timeout: 120_000, polling: 50 }
    );
    const text = (await page.locator('[data-testid="bench-result"]').textContent()).trim();
    assert.match(text, want);
    const ms = Number(/in the worker: (\d+) ms/.exec(text)[1]);
    out[name] = { ms, text };
    console.log(`TAU solve ${name} in the browser worker: ${ms} ms — ${text}`);
  }
  mkdirSync(join(HERE, "out"), { recursive: true });
  writeFileSync(join(HERE, "out", "tau-solve.json"), JSON.stringify(out, null, 2) + "\n");
});

test("6. after a 50×50 game the solver gives its bounds and who was winning", async () => {
  await page.goto(server.url + "#/play/tau");
  await ready(page);
  await newTau("human", "human", 12, 12);
  const removals = [];
  for (let i = 1; i <= 17; i++) removals.push(`r${2 * i} c${2 * i}`);
  await importRecord(page, `[Game "tau"]\n[Options "rows=50,cols=50"]\n[Result "A"]\n\n1000 pass\n${removals.join("\n")}\n`);
  await page.waitForSelector('[data-testid="game-over"]', { timeout: WAIT });
  const verdict = page.locator('[data-testid="review"]');
  await verdict.waitFor({ timeout: WAIT });
  const text = await verdict.textContent();
  assert.match(text, /too large for the exact solver.*the score is between \d+ and \d+\./, text);
  // LIMIT 1000 is far below the lower bound: HIGH (A: B passed) was
  // winning, and won.
  const reason = await page.locator('[data-testid="game-over"] .reason').textContent();
  assert.match(reason, /more than the LIMIT 1000: HIGH wins$/, reason);
  assert.match(text, /Against LIMIT 1000, A was winning when the play began\./, text);
  assert.deepEqual(errors, []);
});

/** Press Tab until the element with this data-testid has the focus. */
async function tabTo(testid) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((t) => document.activeElement?.getAttribute("data-testid") === t, testid)) return;
  }
  throw new Error(`Tab never reached ${testid}`);
}

test("7. a whole game by keyboard alone against level 1: bid, pass, removals by header and by cell", async () => {
  await page.goto(server.url + "#/play/tau");
  await ready(page);
  await newTau("human", "ai1", 6, 6);
  await page.waitForSelector('[data-testid="tau-negotiation"]', { timeout: WAIT });
  await hearAnnouncements(page);
  await tabTo("bid-input");
  await page.keyboard.type("10");
  await page.keyboard.press("Enter");
  await announced(page, /^A opened the bidding with 10$/);
  const answer = await announced(page, /^B (passed: B is LOW, A is HIGH, and the LIMIT is 10|bid \d+)$/);
  if (!answer.startsWith("B passed")) {
    await tabTo("pass");
    await page.keyboard.press("Enter");
    await announced(page, /^A passed: A is LOW, B is HIGH, and the LIMIT is \d+$/);
  }
  await page.waitForSelector('[data-testid="tau-roles"]', { timeout: WAIT });
  let byCell = false;
  for (let guard = 0; guard < 20; guard++) {
    await idle();
    if (await page.locator('[data-testid="game-over"]').count()) break;
    const heads = await page.locator(LEGAL + "[data-head]").evaluateAll((es) => es.map((e) => e.getAttribute("data-cell")));
    if (heads.length === 0) {
      await page.waitForTimeout(100);
      continue;
    }
    if (!(await boardFocused(page))) await tabToBoard(page);
    const was = await moveCount(page);
    if (!byCell) {
      // A cell offers its row and its column: the second, by an arrow key.
      const cell = await page.locator(LEGAL + ":not([data-head])").first().getAttribute("data-cell");
      await arrowTo(page, cell);
      await page.keyboard.press("Enter");
      await page.locator(CHOICE).first().waitFor({ timeout: WAIT });
      await pressDrawn(page, "ArrowRight");
      await page.keyboard.press("Enter");
      await announced(page, new RegExp(`^(HIGH|LOW) \\(A\\) removed column ${/c(\d+)$/.exec(cell)[1]}$`));
      byCell = true;
    } else {
      await arrowTo(page, heads[heads.length - 1]);
      await page.keyboard.press("Enter");
    }
    await movesAbove(was);
    assert.ok(await boardFocused(page), "the board kept the focus");
  }
  await page.waitForSelector('[data-testid="game-over"]', { timeout: WAIT });
  assert.ok(byCell, "a removal was made through a cell");
  await announced(page, /^(HIGH|LOW) \(B\) removed (row|column) \d+$/);
  assert.match(await page.locator('[data-testid="tau-turns"]').textContent(), /all 4 removals made/);
  assert.deepEqual(errors, []);
});

/**
 * Click "Move now" in the page while the AI thinks and time, in the page,
 * until its move is in the list (ms); null if it had already answered.
 */
async function stopLatency() {
  return page.evaluate(
    ([move]) =>
      new Promise((resolve) => {
        const stop = document.querySelector('[data-testid="ai-stop"]');
        if (!stop) return resolve(null);
        const n = document.querySelectorAll(move).length;
        const t0 = performance.now();
        const obs = new MutationObserver(() => {
          if (document.querySelectorAll(move).length > n) {
            obs.disconnect();
            resolve(performance.now() - t0);
          }
        });
        obs.observe(document.body, { childList: true, subtree: true });
        stop.click();
      }),
    [MOVE]
  );
}

test("7. Move now while level 5 solves on 30×30: answered at once (measured)", async () => {
  await page.goto(server.url + "#/play/tau");
  await ready(page);
  await newTau("ai5", "human", 30, 30);
  // The opening bid: the exact solve of the start (about 2 s here), whose
  // first slices build the plans' tables; stopped at once.
  await page.waitForSelector('[data-testid="ai-thinking"]', { timeout: WAIT, polling: 1 });
  const bid = await stopLatency();
  await movesAbove(0);
  await idle();
  await page.locator('[data-testid="pass"]').click();
  await movesAbove(1);
  // The first removal (20 or 19 turns left: MTD(f) ranks the removals).
  if (!(await page.locator('[data-testid="ai-thinking"]').count())) {
    await page.waitForSelector(LEGAL, { timeout: WAIT });
    const was = await moveCount(page);
    await page.locator(LEGAL).first().click();
    await movesAbove(was);
  }
  await page.waitForSelector('[data-testid="ai-thinking"]', { timeout: WAIT });
  await page.waitForTimeout(400);
  const removal = await stopLatency();
  await idle();
  console.log(`TAU 30x30 level 5, "Move now" answered in the browser after: bid ${bid?.toFixed(1)} ms, removal ${removal?.toFixed(1)} ms`);
  assert.deepEqual(errors, []);
});

test("8. Move now at once on 50×50: the first removal (measured)", async () => {
  await page.goto(server.url + "#/play/tau");
  await ready(page);
  await newTau("ai5", "human", 50, 50);
  await movesAbove(0);
  await idle();
  // A passes: the AI, HIGH, looks for its first removal (34 turns left:
  // the shallow search, two turns ahead with greedy playouts). "Move now"
  // is clicked as soon as it shows, in the page.
  const removal = await page.evaluate(
    ([move]) =>
      new Promise((resolve) => {
        const n = document.querySelectorAll(move).length;
        let t0 = null;
        const obs = new MutationObserver(() => {
          const stop = document.querySelector('[data-testid="ai-stop"]');
          if (t0 === null && stop) {
            t0 = performance.now();
            stop.click();
          }
          if (document.querySelectorAll(move).length > n + 1) {
            obs.disconnect();
            resolve(t0 === null ? null : performance.now() - t0);
          }
        });
        obs.observe(document.body, { childList: true, subtree: true });
        document.querySelector('[data-testid="pass"]').click();
      }),
    [MOVE]
  );
  await idle();
  console.log(`TAU 50x50 level 5, "Move now" at once on the first removal: answered after ${removal?.toFixed(1)} ms`);
  assert.deepEqual(errors, []);
});
