// Long Tau in headless Chromium: the reconstructed board (92 cells, blank
// squares, the lines of both values of `lines`, the Golden Chair), the board
// turning to the person to move (and its toggle), a two-player game against
// the AI by mouse, a siege removal leaving the board against AI level 1 (E4
// of longtau.md), a four-player game of people and AI seats with each
// pawn's seat mark and the partnerships, moves by keyboard alone with every
// move announced whoever starts (both cases forced by records), a chair
// removal whose tie is chosen by clicking (E7), an automatic pass announced
// in words (E9), axe-core on the page with the board (light and dark),
// phone-size screenshots in light and dark mode, a move by dragging, a
// four-player tie choice that ends the game (axe-core on the ended game),
// the board-turning setting kept on the device, a pawn gliding along its
// slide (and not with reduced motion), and the rules page's reconstruction
// statement and board pictures (axe-core, 390 px wide).
//
// Screenshots go to SHOTS (default: the system's temporary folder).
import { test } from "node:test";
import assert from "node:assert/strict";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  announced, axeBothModes, axeCheck, hearAnnouncements, humanTurn, importRecord, keyboardGame, keyClicks, LEGAL, MOVE, moveCount,
  newGame, ready, settle, tabToBoard, WAIT, watch, useSite } from "./helpers.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = resolve(process.env.ATTIC_DIST || join(HERE, "..", "..", "dist"));
const SHOTS = process.env.SHOTS || tmpdir();

const cell = (name) => `[data-testid="board"] [data-cell="${name}"]`;
const TARGET = '[data-testid="board"] [data-target="true"]';
/** A move's words in the move list (its removals, a pass). */
const NOTES = '[data-testid="move-list"] [data-testid="move-notes"]';

let browser, server;

useSite(DIST, (b, s) => {
  browser = b;
  server = s;
});

/** A fresh page on Long Tau's play page. */
async function open(options = {}) {
  const ctx = await browser.newContext({ viewport: { width: 1200, height: 1000 }, serviceWorkers: "block", ...options });
  const p = await ctx.newPage();
  const errors = watch(p);
  await p.goto(server.url + "#/play/longtau");
  await ready(p);
  return { ctx, p, errors };
}

/** Wait until the move list has more than `n` moves. */
const movesAbove = (p, n) =>
  p.waitForFunction(([m, b]) => document.querySelectorAll(m).length > b, [MOVE, n], { timeout: WAIT, polling: 50 });

/** The last move's token. */
const lastToken = async (p) => (await p.locator(`${MOVE} .tok`).last().textContent()).trim();

/** Play a move by mouse: the `pick`-th legal pawn, then its first destination. */
async function clickSlide(p, pick = 0) {
  const was = await moveCount(p);
  const pawns = p.locator(`${LEGAL}[data-pawn]`);
  const n = await pawns.count();
  assert.ok(n > 0, "a pawn can be chosen");
  await pawns.nth(pick % n).click();
  await p.waitForSelector(TARGET, { timeout: WAIT });
  const targets = await p.locator(TARGET).count();
  assert.ok(targets >= 1 && targets <= 4, `a pawn has 1 to 4 destinations, not ${targets}`);
  await p.locator(TARGET).first().click();
  await movesAbove(p, was);
}

/** Start a new game with these options (select values) and seats. */
async function start(p, options, seats) {
  await p.locator('[data-testid="new-game"]').click();
  const dialog = p.locator('[data-testid="new-game-dialog"]');
  await dialog.waitFor();
  for (const [k, v] of Object.entries(options)) await p.locator(`[data-testid="opt-${k}"]`).selectOption(v);
  for (const [i, { kind, name }] of seats.entries()) {
    await p.locator(`[data-testid="seat-${i}"]`).selectOption(kind);
    if (name !== undefined) await p.locator(`[data-testid="seat-name-${i}"]`).fill(name);
  }
  await p.locator('[data-testid="start-game"]').click();
  await dialog.waitFor({ state: "detached" });
}

test("1. the board, and a two-player game against the AI by mouse", async () => {
  const { ctx, p, errors } = await open();
  try {
    await newGame(p, "human", "ai1");
    await p.waitForSelector(cell("f7"), { timeout: WAIT });
    assert.equal(await p.locator('[data-testid="board"] [data-cell]').count(), 92, "92 cells");
    assert.equal(await p.locator("svg.longtau .line").count(), 24, "24 lines with lines=span");
    assert.equal(await p.locator("svg.longtau .cell.chair").count(), 4, "the Golden Chair's 4 cells");
    assert.ok((await p.locator("svg.longtau .blank").count()) >= 16, "the blank squares between the areas are drawn");
    assert.equal(await p.locator('[data-testid="board"] [data-pawn]').count(), 44, "22 pawns each");
    assert.equal(await p.locator(cell("c4")).count(), 0, "a blank square is no cell");
    assert.equal(await p.locator('[data-testid="partners"]').count(), 0, "no partnerships with two players");
    // North (the person) to move sits at the bottom; the toggle turns the board back.
    await humanTurn(p);
    const y = async (n) => (await p.locator(cell(n)).boundingBox()).y;
    assert.ok((await y("d12")) > (await y("d1")), "North's area at the bottom");
    assert.ok((await p.locator(cell("l4")).boundingBox()).x < (await p.locator(cell("a4")).boundingBox()).x, "turned half round");
    await p.locator('[data-testid="longtau-turn"]').click();
    assert.equal(await p.locator('[data-testid="longtau-turn"]').getAttribute("aria-pressed"), "false");
    assert.ok((await y("d12")) < (await y("d1")), "North at the top again");
    await p.locator('[data-testid="longtau-turn"]').click();
    assert.ok((await y("d12")) > (await y("d1")), "turned again");
    for (let i = 0; i < 3; i++) {
      if (!(await humanTurn(p))) break;
      await clickSlide(p, i * 5);
      await settle(p);
    }
    assert.ok((await moveCount(p)) >= 5, "three moves of each side (the AI may have begun)");
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
});

// E4: S's d8-a8 besieges N's a9, which S removes at the start of its next turn.
const E4 = `[Game "longtau"]
[Setup "N=a9,f12 S=b9,d8,e1 tomove=S"]
[Result "*"]
`;

test("2. a siege removal against AI level 1: the pawn is marked, leaves, and the move list says so", async () => {
  const { ctx, p, errors } = await open();
  try {
    await newGame(p, "ai1", "human"); // N: the AI, S: a person
    await settle(p);
    await importRecord(p, E4);
    await p.waitForSelector(`${cell("d8")}[data-legal="true"]`, { timeout: WAIT });
    await p.locator(cell("d8")).click();
    await p.waitForSelector(`${cell("a8")}[data-target="true"]`, { timeout: WAIT });
    await p.locator(cell("a8")).click();
    await movesAbove(p, 1); // S's move and the AI's answer
    await humanTurn(p);
    assert.equal(await p.locator(cell("a9")).getAttribute("data-doomed"), "true", "a9 is marked for removal");
    assert.match(await p.locator('[data-testid="longtau-removing"]').textContent(), /South removes a9/);
    assert.equal(await p.locator(`${cell("a9")}[data-legal="true"]`).count(), 0);
    const was = await moveCount(p);
    await p.locator(cell("e1")).click();
    await p.waitForSelector(TARGET, { timeout: WAIT });
    // The leaving pawn is there only while it animates, which on a busy
    // machine can end before the test looks: the page notes it as it comes.
    await p.evaluate(() => {
      window.__leaving = [];
      new MutationObserver(() => {
        const g = document.querySelector('svg.longtau .ghost[data-removed="a9"]');
        if (g && !window.__leaving.length) window.__leaving.push(getComputedStyle(g).animationName);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await p.locator(TARGET).first().click();
    await movesAbove(p, was);
    await p.waitForFunction(() => window.__leaving.length > 0, null, { timeout: WAIT });
    const leaving = await p.evaluate(() => window.__leaving);
    assert.equal(leaving.length, 1, "a9 leaves with an animation");
    assert.match(leaving[0], /longtau-leave/);
    const row = p.locator('[data-testid="move-list"] li').nth(was);
    assert.match(await row.locator(".tok").textContent(), /xa9$/);
    assert.match(await row.locator('[data-testid="move-notes"]').textContent(), /South removes the besieged pawn: a9/);
    assert.equal(await p.locator(cell("a9")).getAttribute("data-pawn"), null, "a9 is empty");
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
});

test("3. four players, people and AI seats with names; every pawn carries its seat's mark", async () => {
  const { ctx, p, errors } = await open();
  try {
    await start(p, { players: "4" }, [
      { kind: "human", name: "Ann" },
      { kind: "ai1" },
      { kind: "human", name: "Bo" },
      { kind: "ai1" },
    ]);
    await p.waitForSelector(cell("f7"), { timeout: WAIT });
    const seats = await p.locator('[data-testid="players"] li .seat-name').allTextContents();
    assert.deepEqual(seats, ["North", "East", "South", "West"]);
    assert.equal((await p.locator('[data-testid="player-name-0"]').textContent()).trim(), "Ann");
    assert.equal((await p.locator('[data-testid="player-name-2"]').textContent()).trim(), "Bo");
    assert.equal((await p.locator('[data-testid="partners"]').textContent()).trim(), "Partners: North and South; East and West");
    assert.equal(await p.locator('[data-testid="board"] [data-pawn]').count(), 48, "12 pawns per seat");
    const marks = await p.locator("svg.longtau .pawn .mark").allTextContents();
    assert.equal(marks.length, 48, "every pawn has a mark");
    for (const [code, at] of [["N", "d12"], ["E", "l4"], ["S", "e1"], ["W", "a9"]]) {
      assert.equal(await p.locator(cell(at)).getAttribute("data-pawn"), code);
      assert.equal(await p.locator(`svg.longtau .pawn[data-seat="${code}"] .mark`).first().textContent(), code);
      assert.equal(await p.locator(`[data-testid="seat-${code}"]`).count(), 1, `${code}'s badge`);
    }
    // North and South share a colour, East and West the other.
    const fill = (code) => p.locator(`svg.longtau .pawn[data-seat="${code}"] .body`).first().evaluate((b) => getComputedStyle(b).fill);
    assert.equal(await fill("N"), await fill("S"));
    assert.equal(await fill("E"), await fill("W"));
    assert.notEqual(await fill("N"), await fill("E"));
    let played = 0;
    for (let i = 0; i < 12 && played < 3; i++) {
      if (!(await humanTurn(p))) break;
      // The person to move (North or South) has their area at the bottom.
      const [n, s] = [await p.locator(cell("f12")).boundingBox(), await p.locator(cell("f1")).boundingBox()];
      const northMoves = (await p.locator(`${LEGAL}[data-pawn]`).first().getAttribute("data-pawn")) === "N";
      assert.equal(n.y > s.y, northMoves, "the mover's area is at the bottom");
      await clickSlide(p, i);
      played++;
      await settle(p);
    }
    assert.equal(played, 3, "the people played three moves between the AI's");
    const who = await p.locator(`${MOVE} .who`).allTextContents();
    for (const s of ["North", "East", "South", "West"]) assert.ok(who.includes(s), `${s} moved: ${who}`);
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
});

/** An empty two-person record with lines=areas whose first seat is `first`. */
const opening = (first) => `[Game "longtau"]
[Options "lines=areas"]
[First "${first}"]
[Result "*"]
`;

/** What the live region has said so far. */
const said = (p) => p.evaluate(() => window.__said.slice());

/**
 * Play the first legal pawn's first slide by keyboard alone, and check that
 * the live region says it: one new sentence, "<mover> slid <from>–<to>"
 * (maybe followed by a danger warning).
 */
async function keyboardMove(p) {
  const was = await moveCount(p);
  const heard = (await said(p)).length;
  const from = await p.locator(`${LEGAL}[data-pawn]`).first().getAttribute("data-cell");
  const mover = (await p.locator(cell(from)).getAttribute("data-pawn")) === "N" ? "North" : "South";
  await keyClicks(p, from);
  await p.waitForSelector(TARGET, { timeout: WAIT });
  const to = await p.locator(TARGET).first().getAttribute("data-cell");
  await keyClicks(p, to);
  await movesAbove(p, was);
  assert.equal(await lastToken(p), `${from}-${to}`);
  await p.waitForFunction((n) => window.__said.length > n, heard, { timeout: WAIT, polling: 50 });
  const now = (await said(p)).slice(heard);
  // Unanchored: on a loaded machine the move may reach the board in two
  // renders, and is then said as a step to the last move ("Move 1: …").
  assert.match(now.at(-1), new RegExp(`${mover} slid ${from}–${to}(, completing the Golden Chair)?(\\. |$)`), `said: ${JSON.stringify(now)}`);
  return mover;
}

test("4. moves by keyboard alone, with lines=areas; every move is announced, whoever starts", async () => {
  const { ctx, p, errors } = await open();
  try {
    await start(p, { lines: "areas" }, [{ kind: "human" }, { kind: "human" }]);
    await p.waitForSelector(LEGAL, { timeout: WAIT });
    assert.equal(await p.locator("svg.longtau .line").count(), 40, "40 lines with lines=areas");
    await hearAnnouncements(p);
    // The first seat is drawn at random; records fix it, so both cases run
    // every time. Each game's first move is played twice, in two games in
    // a row: its sentence is then the same as the last one said, which once
    // went unheard (the region's text did not change).
    for (const first of ["N", "S"]) {
      const name = first === "N" ? "North" : "South";
      for (const again of [false, true]) {
        await importRecord(p, opening(first));
        await p.waitForFunction((sel) => document.querySelectorAll(sel).length === 0, MOVE, { timeout: WAIT });
        await p.waitForSelector(LEGAL, { timeout: WAIT });
        await tabToBoard(p);
        assert.equal(await keyboardMove(p), name, `${name} moves first`);
        if (again) assert.notEqual(await keyboardMove(p), name, "then the other seat");
      }
    }
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
});

// E7: S completes the chair; N answers; S's right then removes d12 and 3 of
// the 4 pawns tied at distance 130 (a5 e12 h12 l8).
const E7 = `[Game "longtau"]
[Setup "N=a5,d12,e12,f10,h12,l8 S=e1,f6,f7,g6,l7 tomove=S"]
[Result "*"]

1. l7-g7* f10-f8
`;

test("5. a chair removal with a tie: the tied pawns are highlighted and chosen by clicking", async () => {
  const { ctx, p, errors } = await open();
  try {
    await newGame(p, "human", "human");
    await settle(p);
    await importRecord(p, E7);
    await p.waitForSelector('[data-testid="longtau-tie"]', { timeout: WAIT });
    assert.equal(await p.locator('[data-testid="right-S"]').count(), 1, "South's pending chair right is shown by South");
    const tied = await p.locator('[data-testid="board"] [data-tied="true"]').evaluateAll((e) => e.map((x) => x.dataset.cell));
    assert.deepEqual(tied.sort(), ["a5", "e12", "h12", "l8"]);
    assert.equal(await p.locator(cell("d12")).getAttribute("data-doomed"), "true", "d12 goes without a choice");
    assert.match(await p.locator('[data-testid="longtau-tie"]').textContent(), /Choose 3 of the 4/);
    // Only the tied pawns can be chosen before the choice is made.
    const legal = await p.locator(LEGAL).evaluateAll((e) => e.map((x) => x.dataset.cell));
    assert.deepEqual(legal.sort(), tied);
    // A pick can be taken back.
    await p.locator(cell("e12")).click();
    assert.equal(await p.locator(cell("e12")).getAttribute("data-picked"), "true");
    await p.locator('[data-testid="longtau-tie-reset"]').click();
    assert.equal(await p.locator('[data-testid="board"] [data-picked="true"]').count(), 0);
    await p.locator(cell("a5")).click();
    await p.locator('[data-testid="board"]').screenshot({ path: join(SHOTS, "longtau-tie.png") });
    for (const c of ["h12", "l8"]) await p.locator(cell(c)).click();
    await p.waitForSelector(`${cell("f6")}[data-legal="true"]`, { timeout: WAIT });
    assert.equal(await moveCount(p), 2, "choosing is no move yet");
    await p.locator(cell("f6")).click();
    await p.waitForSelector(`${cell("a6")}[data-target="true"]`, { timeout: WAIT });
    await p.locator(cell("a6")).click();
    await movesAbove(p, 2);
    assert.equal(await lastToken(p), "f6-a6Xa5d12h12l8");
    assert.match(await p.locator(NOTES).last().textContent(), /South uses the chair right and removes a5, d12, h12, l8/);
    assert.equal(await p.locator('svg.longtau .ghost').count(), 4, "the four removed pawns leave");
    assert.equal(await p.locator(cell("e12")).getAttribute("data-pawn"), "N", "e12 stays");
    assert.equal(await p.locator('[data-testid="right-S"]').count(), 0, "the right is used up");
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
});

// E9: East's only pawn k9 cannot move, so East passes automatically.
const E9 = `[Game "longtau"]
[Options "players=4"]
[Setup "N=f12,h9,k8 E=k9 S=e1,l4 W=a4,l9 tomove=E"]
[Result "*"]
`;

test("6. an automatic pass is announced in words and shown in the move list", async () => {
  const { ctx, p, errors } = await open();
  try {
    await newGame(p, "human", "human");
    await settle(p);
    await hearAnnouncements(p);
    await importRecord(p, E9);
    const said = await announced(p, /has no move and passes/);
    assert.equal(said, "East has no move and passes");
    await movesAbove(p, 0);
    assert.equal((await p.locator(`${MOVE} .tok`).first().textContent()).trim(), "pass");
    assert.match(await p.locator(NOTES).first().textContent(), /^East has no move and passes$/);
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
});

test("7. axe-core finds no violation on the page with the board", async () => {
  for (const colorScheme of ["light", "dark"]) {
    const { ctx, p, errors } = await open({ colorScheme });
    try {
      await newGame(p, "human", "human");
      await p.waitForSelector(LEGAL, { timeout: WAIT });
      await p.locator(`${LEGAL}[data-pawn]`).first().click(); // destinations shown
      await p.waitForSelector(TARGET, { timeout: WAIT });
      await axeCheck(p, null, `the Long Tau page, ${colorScheme} mode`);
      assert.deepEqual(errors, [], "page errors");
    } finally {
      await ctx.close();
    }
  }
});

test("8. phone size, light and dark: the board fits and is drawn (screenshots), axe-core finds nothing", async () => {
  for (const colorScheme of ["light", "dark"]) {
    const { ctx, p, errors } = await open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, colorScheme });
    try {
      await start(p, { players: "4" }, [{ kind: "human" }, { kind: "human" }, { kind: "human" }, { kind: "human" }]);
      await p.waitForSelector(LEGAL, { timeout: WAIT });
      const from = p.locator(`${LEGAL}[data-pawn]`).first();
      await from.tap();
      await p.waitForSelector(TARGET, { timeout: WAIT });
      const box = await p.locator('[data-testid="board"]').boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= 390.5, `the board fits the width: ${JSON.stringify(box)}`);
      const wide = await p.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= 391, `no sideways scroll: ${wide}`);
      await p.locator('[data-testid="board"]').scrollIntoViewIfNeeded();
      await p.screenshot({ path: join(SHOTS, `longtau-phone-${colorScheme}.png`) });
      await axeCheck(p, null, `the Long Tau page at phone size, ${colorScheme} mode`);
      assert.deepEqual(errors, [], "page errors");
    } finally {
      await ctx.close();
    }
  }
});

test("9. a move by dragging the pawn to where its slide ends", async () => {
  const { ctx, p, errors } = await open();
  try {
    await newGame(p, "human", "human");
    await p.waitForSelector(LEGAL, { timeout: WAIT });
    const from = await p.locator(`${LEGAL}[data-pawn]`).nth(3).getAttribute("data-cell");
    // Find a destination: click the pawn, read it, click the pawn again to let it go.
    await p.locator(cell(from)).click();
    await p.waitForSelector(TARGET, { timeout: WAIT });
    const to = await p.locator(TARGET).first().getAttribute("data-cell");
    await p.locator(cell(from)).click();
    assert.equal(await p.locator(TARGET).count(), 0, "let go");
    const centre = async (n) => {
      const b = await p.locator(cell(n)).boundingBox();
      return [b.x + b.width / 2, b.y + b.height / 2];
    };
    const [[x0, y0], [x1, y1]] = [await centre(from), await centre(to)];
    await p.mouse.move(x0, y0);
    await p.mouse.down();
    await p.mouse.move((x0 + x1) / 2, (y0 + y1) / 2, { steps: 4 });
    await p.mouse.move(x1, y1, { steps: 4 });
    await p.mouse.up();
    await movesAbove(p, 0);
    assert.equal(await lastToken(p), `${from}-${to}`);
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
});

// Four players: North's chair right ties 6 enemy pawns at the largest
// distance (146) and removes 4; a choice with East's only pawn l4 empties
// East and ends the game at once, a choice without it leaves a move.
const TIE_ENDS = `[Game "longtau"]
[Options "players=4"]
[Setup "N=f12 E=l4 S=h1 W=a4,a9,d1,d12,l9 tomove=N rights=N"]
[Result "*"]
`;

test("10. a tie choice that ends the game is played as soon as it is made", async () => {
  const { ctx, p, errors } = await open();
  try {
    await newGame(p, "human", "human");
    await settle(p);
    await importRecord(p, TIE_ENDS); // North: a person
    await p.waitForSelector('[data-testid="longtau-tie"]', { timeout: WAIT });
    assert.match(await p.locator('[data-testid="longtau-tie"]').textContent(), /Choose 4 of the 6/);
    for (const c of ["l4", "a4", "a9"]) await p.locator(cell(c)).click();
    assert.equal(await moveCount(p), 0, "three of four chosen: no move yet");
    await p.locator(cell("d1")).click();
    await p.locator('[data-testid="game-over"]').waitFor({ timeout: WAIT });
    assert.equal(await lastToken(p), "endXa4a9d1l4");
    assert.match(await p.locator(NOTES).last().textContent(), /North uses the chair right and removes a4, a9, d1, l4/);
    await axeBothModes(p, null, "the ended Long Tau game");
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
});

test("11. the board-turning setting is kept on this device", async () => {
  const { ctx, p, errors } = await open();
  try {
    await start(p, {}, [{ kind: "human" }, { kind: "human" }]);
    await importRecord(p, opening("N").replace('[Options "lines=areas"]\n', ""));
    await p.waitForSelector(`${LEGAL}[data-pawn="N"]`, { timeout: WAIT });
    const y = async (n) => (await p.locator(cell(n)).boundingBox()).y;
    const toggle = p.locator('[data-testid="longtau-turn"]');
    assert.equal(await toggle.getAttribute("aria-pressed"), "true", "on by default");
    assert.ok((await y("d12")) > (await y("d1")), "North, to move, sits at the bottom");
    await toggle.click();
    assert.equal(await p.evaluate(() => localStorage.getItem("longtau-turn")), "false");
    await p.reload();
    await ready(p);
    await p.waitForSelector(`${LEGAL}[data-pawn="N"]`, { timeout: WAIT });
    assert.equal(await toggle.getAttribute("aria-pressed"), "false", "still off after a reload");
    assert.ok((await y("d12")) < (await y("d1")), "North to move, and the board is not turned");
    await toggle.click();
    assert.equal(await p.evaluate(() => localStorage.getItem("longtau-turn")), "true");
    assert.ok((await y("d12")) > (await y("d1")), "turned again");
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
});

/**
 * Play North's f8-f6 by mouse (f8 slides down file f to the chair) and
 * return every value the gliding pawn's transform took, in order.
 */
async function glideOfF8(p) {
  await importRecord(p, opening("N").replace('[Options "lines=areas"]\n', ""));
  await p.waitForSelector(`${LEGAL}[data-cell="f8"]`, { timeout: WAIT });
  await p.evaluate(() => {
    window.__glide = [];
    const svg = document.querySelector("svg.longtau");
    const note = (g) => window.__glide.push([g.getAttribute("transform"), g.dataset.done]);
    new MutationObserver((list) => {
      for (const m of list) {
        const nodes = m.type === "attributes" ? [m.target] : [...m.addedNodes];
        for (const n of nodes) {
          const g = n.nodeType === 1 && (n.matches(".glide") ? n : n.querySelector(".glide"));
          if (g) note(g);
        }
      }
    }).observe(svg, { subtree: true, childList: true, attributes: true, attributeFilter: ["transform"] });
  });
  await p.locator(cell("f8")).click();
  await p.locator(`${TARGET}[data-cell="f6"]`).click();
  const g = p.locator('svg.longtau .glide[data-from="f8"][data-to="f6"]');
  await g.waitFor({ timeout: WAIT });
  await p.waitForSelector('svg.longtau .glide[data-done="true"]', { timeout: WAIT });
  assert.equal(await g.locator(".pawn.arrived").count(), 1, "the glide moves the arrived pawn");
  return p.evaluate(() => window.__glide.map(([t]) => t));
}

test("12. a pawn glides along its slide; with less motion asked for it is there at once", async () => {
  const { ctx, p, errors } = await open();
  try {
    await start(p, {}, [{ kind: "human" }, { kind: "human" }]);
    // Not turned, so the slide goes down the screen.
    await p.locator('[data-testid="longtau-turn"]').click();
    const seen = await glideOfF8(p);
    const dy = seen.map((t) => Number(/translate\(([^,]+),([^)]+)\)/.exec(t)[2]));
    assert.ok(dy.length >= 4, `several frames: ${seen}`);
    assert.ok(dy[0] < -90, `it starts at f8, two cells up: ${seen[0]}`);
    assert.equal(dy.at(-1), 0, "it ends on f6");
    assert.ok(dy.some((v) => v < -5 && v > dy[0]), `it passes between: ${seen}`);
    assert.ok(dy.every((v, i) => i === 0 || v >= dy[i - 1]), `always towards f6: ${seen}`);
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
  const slow = await open({ reducedMotion: "reduce" });
  try {
    await start(slow.p, {}, [{ kind: "human" }, { kind: "human" }]);
    const seen = await glideOfF8(slow.p);
    assert.deepEqual([...new Set(seen)], ["translate(0.0,0.0)"], "no motion: the pawn is on f6 at once");
    assert.deepEqual(slow.errors, [], "page errors");
  } finally {
    await slow.ctx.close();
  }
});

test("13. the rules page says the board is a reconstruction and draws it under the options that change it", async () => {
  // A phone, light and dark: the page never scrolls sideways, and the pictures fit.
  for (const scheme of ["light", "dark"]) {
    const phone = await open({ viewport: { width: 390, height: 844 }, colorScheme: scheme });
    try {
      await phone.p.goto(server.url + "#/rules/longtau");
      await phone.p.waitForSelector('[data-testid="rules"] h1', { timeout: WAIT });
      await phone.p.locator('[data-testid="about-picture"]').first().waitFor();
      // Every block of the text laid out (static/pages.css lays out only those near the screen).
      const { sw, cw } = await phone.p.evaluate(() => {
        for (const block of document.querySelectorAll(".markdown > *")) block.style.contentVisibility = "visible";
        return { sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth };
      });
      assert.ok(sw <= cw, `no sideways scrolling: ${sw} > ${cw}`);
      const box = await phone.p.locator('[data-testid="about-picture"] svg').first().boundingBox();
      assert.ok(box.width > 250 && box.x >= 0 && box.x + box.width <= 390, `the picture fits: ${JSON.stringify(box)}`);
      await phone.p.locator('[data-testid="about-picture"]').first().scrollIntoViewIfNeeded();
      await phone.p.screenshot({ path: join(SHOTS, `longtau-rules-390-${scheme}.png`) });
      assert.deepEqual(phone.errors, [], "page errors");
    } finally {
      await phone.ctx.close();
    }
  }
  const { ctx, p, errors } = await open();
  try {
    await p.goto(server.url + "#/rules/longtau");
    const about = p.locator('[data-testid="about"]');
    await about.waitFor({ timeout: WAIT });
    assert.match(await about.locator("h2").textContent(), /About this game/);
    const text = await about.textContent();
    assert.match(text, /No board of Long Tau survives/);
    assert.match(text, /is a reconstruction/);
    for (const option of ["Lines (span", "Players (2 or 4)", "Pawns (own or shared"]) assert.ok(text.includes(option), option);
    const pics = about.locator('[data-testid="about-picture"]');
    // Drawn one a task once the game's code is in.
    await pics.nth(2).waitFor({ timeout: WAIT });
    assert.equal(await pics.count(), 3, "span, areas, four players");
    assert.deepEqual(await pics.evaluateAll((f) => f.map((x) => x.dataset.options)), ["", "lines=areas", "players=4"]);
    // Each picture is the game's own board: 24 lines with span, 40 with areas; the four-player one marks every pawn.
    assert.equal(await pics.nth(0).locator("svg.longtau .line").count(), 24);
    assert.equal(await pics.nth(1).locator("svg.longtau .line").count(), 40);
    assert.equal(await pics.nth(0).locator("svg.longtau .pawn").count(), 44);
    assert.equal(await pics.nth(2).locator("svg.longtau .pawn .mark").count(), 48);
    assert.equal(await pics.nth(0).locator("svg.longtau .cell.chair").count(), 4);
    for (let i = 0; i < 3; i++) assert.ok((await pics.nth(i).locator("figcaption").textContent()).length > 20, "a caption");
    assert.equal(await about.locator("[data-cell]").count(), 0, "pictures, nothing to click");
    await p.waitForSelector('[data-testid="rules"] h1', { timeout: WAIT });
    await axeBothModes(p, null, "rules page");
    // Chogo and TURNO are reconstructions too; O An Quan says nothing of the kind.
    await p.goto(server.url + "#/rules/chogo");
    await about.waitFor({ timeout: WAIT });
    assert.match(await about.textContent(), /reconstruction .* of Latrunculi/, "chogo");
    // TURNO says it once, in the legend of its rule marks.
    await p.goto(server.url + "#/rules/turno-domino");
    const legend = p.locator('[data-testid="rule-marks"]');
    await legend.waitFor({ timeout: WAIT });
    assert.match(await legend.textContent(), /rules are a reconstruction/, "turno-domino");
    assert.equal(await about.count(), 0, "TURNO: no second statement");
    await p.goto(server.url + "#/rules/oanquan");
    await p.waitForSelector('[data-testid="rules"] h1', { timeout: WAIT });
    assert.equal(await about.count(), 0, "a game without about.* messages shows nothing");
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
});

test("14. a whole game by keyboard alone against AI level 1; every move of both sides is heard", async () => {
  const { ctx, p, errors } = await open();
  try {
    // A short no-removal limit keeps the game short whatever happens.
    await start(p, { "no-removal-limit": "10" }, [{ kind: "human" }, { kind: "ai1" }]);
    await hearAnnouncements(p);
    const turns = await keyboardGame(p, {
      yourTurn: `${LEGAL}[data-pawn]`,
      limit: 80,
      move: async (turn) => {
        // Each turn another of the pawns that can move, so the game moves on.
        const pawns = await p.locator(`${LEGAL}[data-pawn]`).evaluateAll((es) => es.map((e) => e.dataset.cell));
        const from = pawns[turn % pawns.length];
        await keyClicks(p, from);
        await p.waitForSelector(TARGET, { timeout: WAIT });
        const to = await p.locator(TARGET).first().getAttribute("data-cell");
        await keyClicks(p, to);
        return `North (removed .*; then North )?slid ${from}–${to}`;
      },
    });
    const said = await p.evaluate(() => window.__said.slice());
    assert.ok(said.some((t) => /South (removed .*; then South )?slid [a-l]\d+–[a-l]\d+/.test(t)), "the AI's moves are heard");
    assert.match(await p.locator('[data-testid="status"]').innerText(), /over/i);
    console.log(`Long Tau by keyboard: ${turns} moves of North, ${await moveCount(p)} in all`);
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
  }
});
