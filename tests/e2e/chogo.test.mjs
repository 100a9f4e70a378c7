// End-to-end tests of Chogo in headless Chromium (see app.test.mjs for the
// setup): a king drop, a rook move, tandem moves chosen by shift-click and
// by dragging, and a capture, all by real clicks on the board; then every
// kind of move by keyboard alone, each announced in the live region, and a
// whole game against AI level 1 by keyboard alone, every move heard.
// axe-core (light and dark) checks the page with targets shown, with
// polis and the cities shaded, with trapped men marked, and at the end of
// the shortest game.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "./server.mjs";
import {
  announced, axeBothModes, boardFocused, hearAnnouncements, importRecord, keyboardGame, keyClicks, launch, LEGAL, MOVE, moveCount, newGame, ready, settle,
  tabToBoard, WAIT, watch,
} from "./helpers.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = resolve(process.env.ATTIC_DIST || join(HERE, "..", "..", "dist"));
const cell = (name) => `[data-testid="board"] [data-cell="${name}"]`;

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

/** The move list's texts. */
const moves = () => page.locator(MOVE).allTextContents().then((t) => t.map((s) => s.replace(/\s+/g, " ").trim()));

/** Click cells in order, then wait for the move list to grow by one. */
async function play(...clicks) {
  const before = await page.locator(MOVE).count();
  for (const c of clicks) {
    if (typeof c === "string") await page.locator(cell(c)).click();
    else await page.locator(cell(c.shift)).click({ modifiers: ["Shift"] });
  }
  await page.waitForFunction(([m, b]) => document.querySelectorAll(m).length > b, [MOVE, before], {
    timeout: 10_000,
  });
  const list = await moves();
  return list[list.length - 1];
}

test("1. king drops, a rook move and tandem moves by clicking", async () => {
  await page.goto(server.url + "#/play/chogo");
  await ready(page);
  await newGame(page, "human", "human");
  await page.waitForSelector(cell("d4") + '[data-legal="true"]', { timeout: WAIT });
  // The drop zone is Black's half: ranks 1-4, not 5.
  assert.equal(await page.locator(cell("d5") + '[data-legal="true"]').count(), 0);
  assert.match(await play("d4"), /d4/);
  assert.match(await play("e5"), /e5/);
  // A rook move: choose the man, the targets light up, click one.
  await page.locator(cell("d1")).click();
  assert.equal(await page.locator(cell("d3") + '[data-target="true"]').count(), 1);
  await axeBothModes(page, null, "a game with a man chosen and its targets shown");
  assert.match(await play("d3"), /d1-d3/);
  // A tandem move chosen by clicking one end and shift-clicking the other.
  await page.locator(cell("d7")).click();
  await page.locator(cell("e7")).click({ modifiers: ["Shift"] });
  assert.equal(await page.locator(cell("d6") + '[data-target="true"]').count(), 1);
  assert.match(await play("d6"), /de7-de6/);
  // A tandem move chosen by dragging across the line.
  const box = async (n) => {
    const b = await page.locator(cell(n)).boundingBox();
    return [b.x + b.width / 2, b.y + b.height / 2];
  };
  const [x1, y1] = await box("e1");
  const [x2, y2] = await box("f1");
  await page.mouse.move(x1, y1);
  await page.mouse.down();
  await page.mouse.move(x2, y2, { steps: 8 });
  await page.mouse.up();
  assert.equal(await page.locator(cell("e2") + '[data-target="true"]').count(), 1, "the dragged group has targets");
  assert.match(await play("e2"), /ef1-ef2/);
  await settle(page);
  assert.deepEqual(errors, [], "page errors");
});

test("2. a capture from an imported position, shown in the move list and on the board", async () => {
  const record = [
    '[Game "chogo"]',
    '[Position "##....##/#.....W#/..w.w.../.wb.bw../..b.b.../#......#/##.wB.## w 10"]',
    '[Result "*"]',
    "",
    "",
  ].join("\n");
  await newGame(page, "human", "human");
  await importRecord(page, record);
  await page.waitForSelector(cell("d1") + '[data-legal="true"]', { timeout: WAIT });
  await page.locator(cell("d1")).click();
  assert.match(await play("d4"), /d1-d4xc4xe4/);
  // The captured men leave (a fading ghost each), their squares are empty.
  assert.equal(await page.locator('[data-testid="board"] [data-captured]').count(), 2);
  assert.equal(await page.locator(cell("c4") + "[data-man]").count(), 0);
  assert.equal(await page.locator(cell("d4") + '[data-man="white"]').count(), 1);
  assert.deepEqual(errors, [], "page errors");
});

test("3. polis is announced, cities can be shaded, a mole move by clicking", async () => {
  const record = [
    '[Game "chogo"]',
    '[Position "##wwWw##/#.w....#/.w....../wb....../b...b.../#..B...#/##....## b 10"]',
    '[Result "*"]',
    "",
    "",
  ].join("\n");
  await importRecord(page, record);
  await page.waitForSelector('[data-testid="polis"]', { timeout: WAIT });
  await page.locator('[data-testid="show-cities"]').click();
  assert.equal(await page.locator('[data-testid="board"] .city-white').count(), 2, "White's cities a5 and b6");
  await axeBothModes(page, null, "polis announced, the cities shaded");
  // A mole move by clicking: the man, then a square of an enemy city.
  await page.locator(cell("e3")).click();
  assert.match(await play("a5"), /e3>a5xa4/);
  assert.deepEqual(errors, [], "page errors");
});

test("4. trapped men are marked; a part-trapped line moves by shift-clicking its ends", async () => {
  const record = [
    '[Game "chogo"]',
    '[Position "##....##/#W.....#/...b.wbw/..wbwwBw/...b..../#......#/##....## b 10"]',
    '[Result "*"]',
    "",
    "",
  ].join("\n");
  await importRecord(page, record);
  await page.waitForSelector(cell("d3") + '[data-legal="true"]', { timeout: WAIT });
  const trapped = await page.locator('[data-testid="board"] [data-trapped="true"]').evaluateAll((es) =>
    es.map((e) => e.getAttribute("data-cell")).sort()
  );
  assert.deepEqual(trapped, ["d4", "g4", "g5"]);
  await axeBothModes(page, null, "trapped men marked");
  // The trapped pair g45 has no move: choosing it lights no target.
  await page.locator(cell("g4")).click();
  await page.locator(cell("g5")).click({ modifiers: ["Shift"] });
  assert.equal(await page.locator('[data-testid="board"] [data-target="true"]').count(), 0);
  // The line d345 moves with full power although d4 is trapped.
  await page.locator(cell("d3")).click();
  await page.locator(cell("d5")).click({ modifiers: ["Shift"] });
  assert.equal(await page.locator('[data-testid="board"] [data-target="true"]').count(), 4);
  assert.match(await play("d1"), /d345-d123/);
  assert.deepEqual(errors, [], "page errors");
});

test("5. by keyboard alone: a drop, a man's move, Escape, a group's move, a mole move; each announced", async () => {
  await newGame(page, "human", "human");
  await page.waitForSelector(cell("d4") + '[data-legal="true"]', { timeout: WAIT });
  await hearAnnouncements(page);
  await tabToBoard(page);
  await keyClicks(page, "d4");
  assert.equal(await announced(page, /^Black dropped the king on d4$/), "Black dropped the king on d4");
  assert.ok(await boardFocused(page), "the focus stays on the board after a move");
  const described = await page.locator('[data-testid="board-description"]').textContent();
  assert.match(described, /^White to move\. Black: c1, .*, king d4\. White: a5, /, "the position in words");
  await keyClicks(page, "e5");
  await announced(page, /^White dropped the king on e5$/);
  // Escape lets the chosen man go.
  await keyClicks(page, "d1");
  assert.equal(await page.locator(cell("d3") + '[data-target="true"]').count(), 1);
  await page.keyboard.press("Escape");
  assert.equal(await page.locator('[data-testid="board"] [data-target="true"]').count(), 0, "Escape cancels");
  await keyClicks(page, "d1", "d3");
  await announced(page, /^Black moved d1–d3(\. |$)/);
  // A group: one end, the other end, the target.
  await keyClicks(page, "d7", "e7", "d6");
  await announced(page, /^White moved the line de7–de6(\. |$)/);
  assert.ok(await boardFocused(page));
  // A mole move (test 3's position): the man, then the enemy city's square.
  await importRecord(page, [
    '[Game "chogo"]',
    '[Position "##wwWw##/#.w....#/.w....../wb....../b...b.../#..B...#/##....## b 10"]',
    '[Result "*"]',
    "",
    "",
  ].join("\n"));
  await page.waitForSelector('[data-testid="polis"]', { timeout: WAIT });
  await tabToBoard(page);
  await keyClicks(page, "e3", "a5");
  await announced(page, /^Black moved a man from e3 to a5 \(mole move\) and captured a4(\. |$)/);
  assert.deepEqual(errors, [], "page errors");
});

test("6. a group dragged by touch: the finger's move is not taken for a page scroll", async () => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: "block" });
  try {
    const p = await ctx.newPage();
    const errs = watch(p);
    await p.goto(server.url + "#/play/chogo");
    await ready(p);
    await newGame(p, "human", "human");
    const centre = async (n) => {
      const b = await p.locator(cell(n)).boundingBox();
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };
    for (const n of ["d4", "e5"]) {
      const c = await centre(n);
      await p.touchscreen.tap(c.x, c.y);
      await p.waitForFunction(([m, n]) => [...document.querySelectorAll(m)].some((e) => e.textContent.includes(n)), [MOVE, n], {
        timeout: WAIT,
      });
    }
    const [a, b] = [await centre("e1"), await centre("f1")];
    const cdp = await ctx.newCDPSession(p);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [a] });
    for (let k = 1; k <= 8; k++) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: a.x + ((b.x - a.x) * k) / 8, y: a.y }] });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await p.waitForSelector(cell("e2") + '[data-target="true"]', { timeout: WAIT });
    const c = await centre("e2");
    await p.touchscreen.tap(c.x, c.y);
    await p.waitForFunction((m) => [...document.querySelectorAll(m)].some((e) => e.textContent.includes("ef1-ef2")), MOVE, {
      timeout: WAIT,
    });
    assert.deepEqual(errs, [], "page errors");
  } finally {
    await ctx.close();
  }
});

test("7. the shortest game (E2: a4, b4xa4) ends with the king captured; axe-core on the ended game", async () => {
  await newGame(page, "human", "human");
  await page.waitForSelector(cell("a4") + '[data-legal="true"]', { timeout: WAIT });
  assert.match(await play("a4"), /a4/);
  assert.match(await play("b4"), /b4xa4/);
  await page.locator('[data-testid="game-over"]').waitFor({ timeout: WAIT });
  await settle(page);
  // Why it ended, in a sentence with the men left (the headline names the winner).
  const reason = await page.locator('[data-testid="game-over"] .reason').textContent();
  assert.equal(reason, "White captured Black's king on a4. Men left: Black 8, White 9.");
  assert.equal(await page.locator('[data-testid="move-said"]').textContent(), "White dropped the king on b4 and captured Black's king on a4");
  await axeBothModes(page, null, "the ended game");
  assert.deepEqual(errors, [], "page errors");
});

test("8. E3: the threat on the king is ringed, listed and said with the move; a move's sentence on hover", async () => {
  await page.goto(server.url + "#/play/chogo");
  await ready(page);
  await newGame(page, "human", "human");
  await page.waitForSelector(cell("a4") + '[data-legal="true"]', { timeout: WAIT });
  await hearAnnouncements(page);
  assert.match(await play("a4"), /a4/);
  // The king on a4 and a pawn brought to b5 would enclose White's a5 (a corner).
  assert.equal(await page.locator('[data-testid="dangers"]').textContent(), "Black could capture White's pawn on a5 next move");
  assert.match(await play("b5"), /b5\*/);
  const warning = "White could capture Black's king on a4 next move (b5-b4xa4)";
  assert.equal(await page.locator('[data-testid="dangers"]').textContent(), warning);
  await announced(page, new RegExp(`^White dropped the king on b5\\. ${warning.replace(/[()]/g, "\\$&")}$`));
  const ringed = await page.locator('[data-testid="board"] .kit-mark.danger').count();
  assert.equal(ringed, 3, "the king on a4 and the men on b5 and b6");
  await axeBothModes(page, null, "a danger shown");
  // Hovering a move shows its sentence under the list.
  await page.locator(MOVE).first().hover();
  assert.equal(await page.locator('[data-testid="move-said"]').textContent(), "Black dropped the king on a4");
  assert.match(await page.locator('[data-testid="danger-setting"]').textContent(), /Warn me when my king or pawns can be captured/);
  assert.deepEqual(errors, [], "page errors");
});

test("9. the danger switch hides the warning at once, and shows it again", async () => {
  // Test 8's position.
  await page.goto(server.url + "#/play/chogo");
  await ready(page);
  await importRecord(page, '[Game "chogo"]\n[Result "*"]\n\n1. a4 b5\n');
  await page.locator('[data-testid="dangers"]').waitFor({ timeout: WAIT });
  const toggle = page.locator('[data-testid="danger-setting"] input');
  await toggle.uncheck();
  // At once: the board is drawn again without the warning or its rings.
  await page.waitForFunction(() => !document.querySelector('[data-testid="dangers"]'), null, { timeout: 5_000 });
  assert.equal(await page.locator('[data-testid="board"] .kit-mark.danger').count(), 0, "no ring either");
  await toggle.check();
  await page.locator('[data-testid="dangers"]').waitFor({ timeout: 5_000 });
  assert.ok((await page.locator('[data-testid="board"] .kit-mark.danger').count()) > 0, "the rings are back");
  // Remembered on the device.
  await toggle.uncheck();
  await page.reload();
  await ready(page);
  await page.locator('[data-testid="danger-setting"] input').waitFor({ timeout: WAIT });
  assert.equal(await page.locator('[data-testid="danger-setting"] input').isChecked(), false);
  assert.equal(await page.locator('[data-testid="dangers"]').count(), 0);
  await page.locator('[data-testid="danger-setting"] input').check();
  assert.deepEqual(errors, [], "page errors");
});

test("10. a whole game by keyboard alone against AI level 1; every move of both sides is heard, the board keeps the focus", async () => {
  const ctx = await browser.newContext({ viewport: { width: 1200, height: 900 }, serviceWorkers: "block" });
  try {
    const p = await ctx.newPage();
    const errs = watch(p);
    await p.goto(server.url + "#/play/chogo");
    await ready(p);
    await newGame(p, "human", "ai1");
    await hearAnnouncements(p);
    const TARGET = '[data-testid="board"] [data-target="true"]';
    const turns = await keyboardGame(p, {
      limit: 60,
      move: async (turn) => {
        const was = await moveCount(p);
        // The king in the middle first, then each turn another man that can
        // move, so the game moves on (the 100-ply draw ends it at the latest).
        const legal = await p.locator(LEGAL).evaluateAll((es) => es.map((e) => e.dataset.cell));
        const from = turn === 1 ? "d4" : legal[(turn * 7) % legal.length];
        await keyClicks(p, from);
        if ((await moveCount(p)) > was) return `Black dropped the king on ${from}`;
        await p.waitForSelector(TARGET, { timeout: WAIT });
        const to = await p.locator(TARGET).first().getAttribute("data-cell");
        await keyClicks(p, to);
        return `Black moved (${from}–${to}|a man from ${from} to ${to})`;
      },
    });
    const said = await p.evaluate(() => window.__said.slice());
    assert.ok(
      said.some((t) => /(^|\. )White (dropped the king on [a-h][1-7]|moved [a-h][1-7]–[a-h][1-7]|moved the line|moved a man from)/.test(t)),
      `the AI's moves are heard: ${said.join(" | ")}`
    );
    assert.match(await p.locator('[data-testid="status"]').innerText(), /over/i);
    console.log(`Chogo by keyboard: ${turns} moves of Black, ${await moveCount(p)} in all`);
    assert.deepEqual(errs, [], "page errors");
  } finally {
    await ctx.close();
  }
});
