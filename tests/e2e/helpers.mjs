// Helpers shared by the end-to-end tests: the UI contract's selectors and
// the waits that make a real-click test reliable (the AI thinks in a worker
// and moves are animated, so "done" has to be observed, never slept for).
import assert from "node:assert/strict";
import { existsSync } from "node:fs";

// Generous: the AI and wasm compilation share 2 cores with other work.
export const WAIT = 60_000;

export const CELL = '[data-testid="board"] [data-cell]';
export const LEGAL = '[data-testid="board"] [data-legal="true"]';
export const MOVE = '[data-testid="move"]';

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

/** The message of the error banner, without its close button's "✕". */
export const errorText = (err) =>
  err.evaluate((e) => {
    const c = e.cloneNode(true);
    c.querySelectorAll("button").forEach((b) => b.remove());
    return c.textContent.trim();
  });

/**
 * Wait until the AI is not thinking and the board no longer changes (the
 * sowing animation has finished), then return the snapshot.
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
    await p.waitForTimeout(400);
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

/**
 * Click a legal cell (and a direction arrow if the options ask for one) and
 * wait until the move list has grown. `pick` varies which cell is played.
 */
export async function clickMove(p, pick) {
  const was = await moveCount(p);
  const legal = p.locator(LEGAL);
  const n = await legal.count();
  assert.ok(n > 0, "no legal cell to click");
  const cell = legal.nth(pick % n);
  const name = await cell.getAttribute("data-cell");
  await cell.click();
  await p.waitForFunction(
    ([move, b]) =>
      document.querySelectorAll(move).length > b || document.querySelector('[data-testid="dir-a"]'),
    [MOVE, was],
    { timeout: 10_000, polling: 50 }
  );
  if ((await p.locator('[data-testid="dir-a"]').count()) > 0) {
    await p.locator(pick % 2 ? '[data-testid="dir-c"]' : '[data-testid="dir-a"]').click();
  }
  await p.waitForFunction(([move, b]) => document.querySelectorAll(move).length > b, [MOVE, was], {
    timeout: 10_000,
    polling: 50,
  });
  return name;
}

/** Import a record through the Import panel (it replaces the game). */
export async function importRecord(p, text) {
  await p.locator('[data-testid="import"]').click();
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
    ],
  });
}
