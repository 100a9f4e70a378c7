// End-to-end test of "an AI that explains its move" (issue 19 §4) in
// headless Chromium, for every game: in a game the AI plays against itself
// (level 1, every seat), each AI move in the move list has a sentence why
// under it, in plain words (no message key, no placeholder, no engine
// token list), which is also the move's description for screen readers;
// the live region says it after the move; and the AI's note under the board
// gives it for the last move. Phone-size screenshots of the move list go to
// $SHOTS. The games' own tests (tests/<id>_why.rs) check that the sentences
// name the capture, threat or solver reason in hand-built positions.
import { test } from "node:test";
import assert from "node:assert/strict";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { hearAnnouncements, ready, useSite, WAIT, watch } from "./helpers.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = resolve(process.env.ATTIC_DIST || join(HERE, "..", "..", "dist"));
const SHOTS = process.env.SHOTS || tmpdir();

/** Each game page, with the seats of its game against itself. TURNO-Loop
 * and TURNO-Lottery are left out: the dice decide every move there, and
 * the AI has nothing to choose (their plies are chance's). */
const GAMES = [
  ["oanquan", 2],
  ["chogo", 2],
  ["straat", 2],
  ["tau", 2],
  ["longtau", 4],
  ["turnooi", 2],
  ["turno-domino", 2],
  ["turno-checkers", 2],
];

/** How many AI moves each game is watched for. */
const AI_MOVES = 8;

let browser, server;
useSite(DIST, (b, s) => {
  browser = b;
  server = s;
});

/** A new game with `n` seats, every one the AI at level 1. */
async function allAi(p, n) {
  await p.locator('[data-testid="new-game"]').click();
  const dialog = p.locator('[data-testid="new-game-dialog"]');
  await dialog.waitFor();
  const players = p.locator('[data-testid="opt-players"]');
  if (await players.count()) await players.selectOption(String(n));
  for (let i = 0; i < n; i++) await p.locator(`[data-testid="seat-${i}"]`).selectOption("ai1");
  await p.locator('[data-testid="start-game"]').click();
  await dialog.waitFor({ state: "detached" });
}

/** The move list as it is now: who made each move, its why, its description. */
const listed = (p) =>
  p.evaluate(() =>
    [...document.querySelectorAll('[data-testid="move-list"] li[data-by]')].map((li) => ({
      by: li.getAttribute("data-by"),
      why: li.querySelector('[data-testid="move-why"]')?.textContent ?? null,
      described: li.querySelector(".sr")?.textContent ?? "",
    }))
  );

/** Words a player must never read: message keys, placeholders, debug. */
const NOT_WORDS = /\{|\}|\bwhy\.|undefined|NaN|null|\[object|Some\(|None\b/;

for (const [id, n] of GAMES) {
  test(`${id}: every AI move is explained in words, in the move list, to screen readers and in the AI's note`, async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: "block" });
    // Fast play (a player's setting): TURNO's throws between the AI's moves go quickly.
    await ctx.addInitScript(() => localStorage.setItem("attic.setting.fast", "true"));
    const p = await ctx.newPage();
    const errors = watch(p);
    try {
      await p.goto(server.url + "#/play/" + id);
      await ready(p);
      await allAi(p, n);
      await hearAnnouncements(p);
      // Until enough AI moves are made, or the game is over.
      await p.waitForFunction(
        (k) =>
          document.querySelectorAll('[data-testid="move-list"] li[data-by="ai"]').length >= k ||
          document.querySelector('[data-testid="game-over"]'),
        AI_MOVES,
        { timeout: WAIT, polling: 100 }
      );
      const rows = await listed(p);
      const ai = rows.filter((r) => r.by === "ai");
      assert.ok(ai.length >= 3, `${id}: ${ai.length} AI moves`);
      const missing = ai.filter((r) => !r.why || !r.why.trim());
      assert.deepEqual(missing, [], `${id}: every AI move has its why (${ai.length - missing.length} of ${ai.length})`);
      for (const r of ai) {
        assert.doesNotMatch(r.why, NOT_WORDS, `${id}: plain words: ${r.why}`);
        assert.ok(r.described.includes(r.why.trim()), `${id}: the description says why: ${r.described}`);
      }
      // Moves by people or chance carry none.
      assert.ok(rows.filter((r) => r.by !== "ai").every((r) => r.why === null), `${id}: only AI moves are explained`);
      // The live region said at least one of them after its move.
      const said = await p.evaluate(() => window.__said || []);
      // Each sentence is said without its full stop (they are joined by ". ").
      const whys = new Set(ai.map((r) => r.why.trim().replace(/\.$/, "")));
      assert.ok(
        said.some((t) => [...whys].some((w) => t.includes(w))),
        `${id}: the live region says why (heard: ${JSON.stringify(said.slice(-3))})`
      );
      // The AI's note under the board says the last move and why; read
      // with the list in one go, so that no move comes between the two.
      const last = await p.evaluate(() => {
        const items = document.querySelectorAll('[data-testid="move-list"] li[data-by]');
        const li = items[items.length - 1];
        return {
          by: li?.getAttribute("data-by"),
          why: li?.querySelector('[data-testid="move-why"]')?.textContent ?? null,
          note: document.querySelector('[data-testid="ai-note"]')?.textContent ?? null,
        };
      });
      if (last.note !== null) {
        assert.doesNotMatch(last.note, NOT_WORDS, `${id}: the AI's note in plain words`);
        if (last.by === "ai" && last.why) assert.ok(last.note.includes(last.why.trim()), `${id}: the note says why: ${last.note}`);
      }
      console.log(`${id}: ${ai.length} AI moves, e.g. "${ai[ai.length - 1].why}"`);
      await p.locator('[data-testid="move-list"]').screenshot({ path: join(SHOTS, `why-${id}.png`) });
      assert.deepEqual(errors, []);
    } finally {
      await ctx.close();
    }
  });
}
