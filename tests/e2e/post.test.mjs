// Play by post in headless Chromium, two browser contexts as two players
// (each its own storage, like two phones): a whole game of Straat by
// links where neither side's AI ever moves; a four-seat Long Tau game,
// two people and two AIs, by links (three rounds: each AI moves on the
// device of the person before it); an old link ("2 moves behind"), a plain
// "Copy link" of the game (the seats stay), and a branched link (both
// versions kept until the player chooses); a tampered
// and a cut link, with My games unchanged; the share sheet on a phone;
// axe-core on the new panel and notice (light and dark); TURNO-Domino with
// three players (private hands: no Send, and why); screenshots at 1280×900
// and 390×844 (SHOTS, default: the system's temporary folder).
import { test } from "node:test";
import assert from "node:assert/strict";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { axeBothModes, clickMove, errorText, LEGAL, MOVE, moveCount, newGameWith, ready, WAIT, watch, useSite } from "./helpers.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = resolve(process.env.ATTIC_DIST || join(HERE, "..", "..", "dist"));
const SHOTS = process.env.SHOTS || tmpdir();

let browser, server;
useSite(DIST, (b, s) => {
  browser = b;
  server = s;
});

const SEND = '[data-testid="send-move"]';
const STATUS = '[data-testid="status"]';

/** A player: a context of its own, a page, and a record of any AI thinking seen. */
async function player(viewport = { width: 1280, height: 900 }, options = {}) {
  const ctx = await browser.newContext({ viewport, serviceWorkers: "block", ...options });
  // Note every moment the AI thinks on this device (the spinner), from the first frame.
  // Kept in sessionStorage, so a reload of the tab keeps the count.
  await ctx.addInitScript(() => {
    new MutationObserver(() => {
      const s = document.querySelector('[data-testid="ai-thinking"]');
      if (s && !s.dataset.seen) {
        s.dataset.seen = "1";
        try {
          sessionStorage.setItem("test.ai", String(Number(sessionStorage.getItem("test.ai") || 0) + 1));
        } catch {}
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const p = await ctx.newPage();
  const errors = watch(p);
  return { ctx, p, errors };
}

const aiSeen = (p) => p.evaluate(() => Number(sessionStorage.getItem("test.ai") || 0));

/** The seat to move as the status says (null when none). */
const turn = async (p) => {
  const s = await p.locator(STATUS).getAttribute("data-seat");
  return s === null ? null : Number(s);
};

const over = async (p) => (await p.locator('[data-testid="game-over"]').count()) > 0;

/** Click "Send your move" and return the link it made. */
async function send(p) {
  await p.locator(SEND).waitFor({ timeout: WAIT });
  await p.locator(SEND).click();
  const url = p.locator('[data-testid="post-url"]');
  await url.waitFor({ timeout: WAIT });
  await p.waitForFunction(() => document.querySelector('[data-testid="post-url"]')?.value.includes("#v2."), null, { timeout: WAIT });
  await p.locator('[data-testid="post-sent"]').waitFor({ timeout: WAIT });
  return url.inputValue();
}

/** Open a link as its receiver does and wait until it shows `moves` moves. */
async function open(p, url, moves) {
  await p.goto(url);
  await ready(p);
  await p.waitForFunction(([m, n]) => document.querySelectorAll(m).length === n, [MOVE, moves], { timeout: WAIT, polling: 50 });
  await p.waitForFunction(() => !location.hash.includes("v2."), null, { timeout: WAIT });
}

/** Every game of My games, as stored: key → value. */
const stored = (p) =>
  p.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith("attic.game.")).map((k) => [k, localStorage.getItem(k)])));

/** A Straat game by post started at `a`: Ann here at seat 0, Bo by link at seat 1. */
async function straatByPost(a) {
  await a.goto(server.url + "#/play/straat");
  await ready(a);
  await newGameWith(a, [
    { kind: "human", name: "Ann" },
    { kind: "remote", name: "Bo" },
  ]);
  await a.waitForSelector(LEGAL, { timeout: WAIT });
}

test("1. a whole game of Straat by links: each side plays its own seat, no AI ever moves", async () => {
  const A = await player();
  const B = await player();
  try {
    await straatByPost(A.p);
    const seatOf = new Map([
      [A.p, 0],
      [B.p, 1],
    ]);
    let holder = A.p;
    let links = 0;
    for (let i = 0; i < 80; i++) {
      if (await over(holder)) break;
      const seat = await turn(holder);
      if (seat === seatOf.get(holder)) {
        await clickMove(holder, i);
        continue;
      }
      // The other person's turn: this device waits, and offers the link.
      assert.match(await holder.locator(STATUS).textContent(), /Waiting for the move of/);
      // Nor the link sent for an earlier move, nor what became of it.
      assert.equal(await holder.locator('[data-testid="post-url"], [data-testid="post-sent"]').count(), 0, "no earlier link shown");
      const n = await moveCount(holder);
      const url = await send(holder);
      const other = holder === A.p ? B.p : A.p;
      await open(other, url, n);
      links++;
      if (links === 1) {
        // The receiver plays seat 1 (Bo); seat 0 is a person at another device.
        assert.equal(await B.p.locator('[data-testid="player-1"]').inputValue(), "human");
        assert.equal(await B.p.locator('[data-testid="player-0"]').inputValue(), "remote");
        assert.equal(await turn(B.p), 1, "Bo is to move");
      }
      holder = other;
    }
    assert.ok(await over(holder), "the game ended");
    assert.equal(await moveCount(holder), 16, "sixteen placements");
    // The last move reaches the other player too.
    assert.match(await holder.locator('[data-testid="post-note"]').textContent(), /The game is over: send the last move to/);
    const url = await send(holder);
    const other = holder === A.p ? B.p : A.p;
    await open(other, url, 16);
    assert.ok(await over(other), "both see the end");
    // Its receiver has nobody left to send it to (not back to its sender).
    assert.equal(await other.locator(SEND).count(), 0, "the end travels once");
    // The sender opening their own link keeps their own seat.
    await open(holder, url, 16);
    assert.equal(await holder.locator(`[data-testid="player-${seatOf.get(holder)}"]`).inputValue(), "human");
    assert.equal(await holder.locator(`[data-testid="player-${1 - seatOf.get(holder)}"]`).inputValue(), "remote");
    assert.ok(links >= 15, `a link after every move (${links})`);
    const moves = (p) => p.locator(MOVE).allTextContents();
    assert.deepEqual(await moves(A.p), await moves(B.p), "the same game on both devices");
    assert.equal(await aiSeen(A.p), 0, "the AI never moved on Ann's device");
    assert.equal(await aiSeen(B.p), 0, "the AI never moved on Bo's device");
    assert.equal(await A.p.locator('[data-testid="ai-note"]').count(), 0);
    // My games says the game is played by post.
    await A.p.goto(server.url + "#/games");
    await A.p.locator('[data-testid="saved-by-post"]').waitFor({ timeout: WAIT });
    // One game in each device's My games, updated link by link.
    assert.equal(Object.keys(await stored(A.p)).length, 1);
    assert.equal(Object.keys(await stored(B.p)).length, 1);
    assert.deepEqual([...A.errors, ...B.errors], []);
  } finally {
    await A.ctx.close();
    await B.ctx.close();
  }
});

const TARGET = '[data-testid="board"] [data-target="true"]';

/** A Long Tau move by mouse: a pawn, then its first destination. */
async function slide(p, pick) {
  const was = await moveCount(p);
  const pawns = p.locator(`${LEGAL}[data-pawn]`);
  await pawns.first().waitFor({ timeout: WAIT });
  const n = await pawns.count();
  await pawns.nth(pick % n).click();
  await p.waitForSelector(TARGET, { timeout: WAIT });
  await p.locator(TARGET).first().click();
  await p.waitForFunction(([m, b]) => document.querySelectorAll(m).length > b, [MOVE, was], { timeout: WAIT, polling: 50 });
}

test("2. Long Tau with four seats, two people and two AIs, by links: each AI moves on the device before it", async () => {
  const A = await player();
  const B = await player();
  try {
    await A.p.goto(server.url + "#/play/longtau");
    await ready(A.p);
    await A.p.locator('[data-testid="new-game"]').click();
    await A.p.locator('[data-testid="opt-players"]').selectOption("4");
    const kinds = ["human", "ai1", "remote", "ai1"];
    const names = ["Ann", undefined, "Bo", undefined];
    for (const [i, kind] of kinds.entries()) {
      await A.p.locator(`[data-testid="seat-${i}"]`).selectOption(kind);
      if (names[i]) await A.p.locator(`[data-testid="seat-name-${i}"]`).fill(names[i]);
    }
    await A.p.locator('[data-testid="start-game"]').click();
    await A.p.locator('[data-testid="new-game-dialog"]').waitFor({ state: "detached" });
    const me = new Map([
      [A.p, 0],
      [B.p, 2],
    ]);
    let holder = A.p;
    const made = new Map([
      [A.p, 0],
      [B.p, 0],
    ]);
    const ROUNDS = 3;
    let links = 0;
    while (made.get(A.p) + made.get(B.p) < 2 * ROUNDS) {
      const seat = me.get(holder);
      // Either this device's person is to move, or a link is due (the AI
      // seat after them has moved here).
      await holder.waitForFunction(
        ([s, send]) => document.querySelector(send) || document.querySelector('[data-testid="status"]')?.getAttribute("data-seat") === String(s),
        [seat, SEND],
        { timeout: WAIT }
      );
      if ((await holder.locator(SEND).count()) === 0) {
        await slide(holder, made.get(holder) + links);
        made.set(holder, made.get(holder) + 1);
        continue;
      }
      const url = await send(holder);
      const n = await moveCount(holder);
      const other = holder === A.p ? B.p : A.p;
      await open(other, url, n);
      links++;
      assert.equal(await turn(other), me.get(other), "the link is addressed to the next person, whose turn it is");
      // The AI never moves for a person: nothing happens there until they move.
      await other.waitForTimeout(800);
      assert.equal(await moveCount(other), n, "nobody moved for the receiver");
      holder = other;
    }
    assert.ok(links >= 2 * ROUNDS - 1, `${links} links`);
    // Each device ran the AI for the seat after its own person, about once a move of theirs.
    for (const p of [A.p, B.p]) {
      const ai = await aiSeen(p);
      assert.ok(ai >= 1 && ai <= made.get(p), `AI moves on a device: ${ai}, its person's moves: ${made.get(p)}`);
    }
    assert.equal(await B.p.locator('[data-testid="player-2"]').inputValue(), "human");
    assert.equal(await B.p.locator('[data-testid="player-0"]').inputValue(), "remote");
    assert.equal(await B.p.locator('[data-testid="player-1"]').inputValue(), "ai1");
    assert.deepEqual([...A.errors, ...B.errors], []);
  } finally {
    await A.ctx.close();
    await B.ctx.close();
  }
});

/**
 * Ann and Bo play three Straat moves by links, whoever starts: returns
 * the links sent (url and moves) and the page that received the last one
 * (it holds the three moves).
 */
async function threeMoves(A, B) {
  await straatByPost(A.p);
  const mine = (p) => (p === A.p ? 0 : 1);
  let holder = A.p;
  const links = [];
  for (let i = 0; i < 12; i++) {
    const n = await moveCount(holder);
    if ((await turn(holder)) === mine(holder)) {
      if (n >= 3) break;
      await clickMove(holder, n);
      continue;
    }
    const url = await send(holder);
    links.push({ url, n });
    holder = holder === A.p ? B.p : A.p;
    await open(holder, url, n);
  }
  assert.equal(links[links.length - 1].n, 3);
  return { links, holder };
}

test("3. an old link is recognised (the newer game kept), a branched one too (both kept until the player chooses)", async () => {
  const A = await player();
  const B = await player();
  try {
    const { links, holder } = await threeMoves(A, B);
    // The link this device received before the last one: one move, two behind.
    const old = links[links.length - 3];
    assert.equal(old.n, 1);
    const before = await stored(holder);
    await holder.goto(old.url);
    await ready(holder);
    const notice = holder.locator('[data-testid="notice"]');
    await notice.waitFor({ timeout: WAIT });
    assert.match(await notice.textContent(), /This link is 2 moves behind your game/);
    assert.equal(await moveCount(holder), 3, "the newer game is shown");
    assert.deepEqual(await stored(holder), before, "nothing in My games changed");
    await notice.locator("button.close").click();

    // A plain "Copy link" (v1, no seats) of the game opened where the game
    // is held: its seats stay this device's, the AI moves for nobody.
    const copier = [A.p, B.p].find((p) => p !== holder);
    await copier.locator('[data-testid="copy-link"]').click();
    await copier.waitForFunction(() => document.querySelector('[data-testid="share-url"]')?.value.includes("#v1."), null, { timeout: WAIT });
    const plain = await copier.locator('[data-testid="share-url"]').inputValue();
    const kinds = async (p) => Promise.all([0, 1].map((i) => p.locator(`[data-testid="player-${i}"]`).inputValue()));
    const had = await kinds(holder);
    await holder.goto(plain);
    await ready(holder);
    await holder.waitForFunction(() => !location.hash.includes("v1."), null, { timeout: WAIT });
    assert.deepEqual(await kinds(holder), had, "the seats stay this device's");
    assert.equal(await moveCount(holder), 3);
    assert.equal(Object.keys(await stored(holder)).length, Object.keys(before).length, "no new game");

    // Branch: the sender of the last link takes their move back and plays another.
    const sender = [A.p, B.p].find((p) => p !== holder);
    const receiver = holder;
    await sender.bringToFront();
    const was = await moveCount(sender);
    await sender.locator('[data-testid="undo"]').click();
    await sender.waitForFunction(([m, n]) => document.querySelectorAll(m).length < n, [MOVE, was], { timeout: WAIT });
    const replaced = (await sender.locator(MOVE).allTextContents()).length;
    // Play a different placement than the one taken back.
    await clickMove(sender, 7);
    const url = await send(sender);
    const n = await moveCount(sender);
    assert.ok(n >= replaced, "a new line");
    const entries = Object.keys(await stored(receiver)).length;
    await receiver.goto(url);
    await ready(receiver);
    await receiver.locator('[data-testid="notice-keep"]').waitFor({ timeout: WAIT });
    const text = await receiver.locator('[data-testid="notice"]').textContent();
    assert.match(text, /This link branches off your game after \d+ moves?: someone took a move back/);
    assert.equal(Object.keys(await stored(receiver)).length, entries + 1, "both versions are kept");
    assert.equal(await moveCount(receiver), n, "the link's version is shown");
    await axeBothModes(receiver, '[data-testid="notice"]', "the branch notice");
    await receiver.screenshot({ path: join(SHOTS, "post-branch-1280.png") });
    // The player chooses this version: the other one goes.
    await receiver.locator('[data-testid="notice-keep"]').click();
    await receiver.locator('[data-testid="notice"]').waitFor({ state: "detached" });
    assert.equal(Object.keys(await stored(receiver)).length, entries, "only the chosen version is left");
    assert.deepEqual([...A.errors, ...B.errors], []);
  } finally {
    await A.ctx.close();
    await B.ctx.close();
  }
});

test("4. a tampered or cut link is refused, naming what is wrong, and My games does not change", async () => {
  const A = await player();
  const B = await player();
  try {
    const { links, holder: bo } = await threeMoves(A, B);
    const before = await stored(bo);
    const url = links[links.length - 1].url;
    const [base, frag] = url.split("#");
    const f = frag.split(".");
    // One character of the moves field changed.
    f[4] = (f[4][0] === "A" ? "B" : "A") + f[4].slice(1);
    for (const [bad, why] of [
      [`${base}#${f.join(".")}`, /checksum does not match|does not replay|choice/],
      [url.slice(0, url.length - 12), /cut off when it was copied|checksum|base64url/],
    ]) {
      await bo.goto(bad);
      await ready(bo);
      const err = bo.locator('[data-testid="error"]');
      await err.waitFor({ timeout: WAIT });
      const text = await errorText(err);
      assert.match(text, why);
      assert.match(text, /link/i);
      assert.deepEqual(await stored(bo), before, "My games unchanged");
      await bo.locator('[data-testid="error"] button.close').click();
    }
    assert.deepEqual(A.errors, []);
  } finally {
    await A.ctx.close();
    await B.ctx.close();
  }
});

test("5. on a phone the share sheet opens; the panel passes axe-core; screenshots", async () => {
  const A = await player({ width: 390, height: 844 }, { isMobile: true, hasTouch: true });
  try {
    // A share sheet that records what it was given (headless Chromium has none).
    await A.ctx.addInitScript(() => {
      window.__shared = [];
      navigator.share = (data) => {
        window.__shared.push(data);
        return Promise.resolve();
      };
    });
    const p = A.p;
    await straatByPost(p);
    if ((await turn(p)) === 0) await clickMove(p, 0);
    await p.locator(SEND).waitFor({ timeout: WAIT });
    assert.match(await p.locator(SEND).textContent(), /^Send (your move|the game) to Bo$/);
    await axeBothModes(p, '[data-testid="post"]', "the post panel");
    for (const scheme of ["light", "dark"]) {
      await p.emulateMedia({ colorScheme: scheme });
      await p.locator('[data-testid="post"]').scrollIntoViewIfNeeded();
      await p.screenshot({ path: join(SHOTS, `post-390-${scheme}.png`) });
    }
    await p.emulateMedia({ colorScheme: null });
    await p.locator(SEND).click();
    await p.locator('[data-testid="post-sent"]').waitFor({ timeout: WAIT });
    const shared = await p.evaluate(() => window.__shared);
    assert.equal(shared.length, 1, "the share sheet opened once");
    assert.match(shared[0].url, /#v2\.straat\./);
    assert.match(await p.locator('[data-testid="post-sent"]').textContent(), /Sent to Bo/);
    await axeBothModes(p, '[data-testid="post"]', "the post panel after sending");
    assert.deepEqual(A.errors, []);
  } finally {
    await A.ctx.close();
  }
  // Desktop: no share sheet, so the link is copied (or left in the box to copy).
  const D = await player({ width: 1280, height: 900 });
  try {
    await straatByPost(D.p);
    if ((await turn(D.p)) === 0) await clickMove(D.p, 0);
    await D.p.locator(SEND).click();
    await D.p.locator('[data-testid="post-sent"]').waitFor({ timeout: WAIT });
    assert.match(await D.p.locator('[data-testid="post-sent"]').textContent(), /Link copied|Copy the link/);
    for (const scheme of ["light", "dark"]) {
      await D.p.emulateMedia({ colorScheme: scheme });
      await D.p.screenshot({ path: join(SHOTS, `post-1280-${scheme}.png`) });
    }
  } finally {
    await D.ctx.close();
  }
});

test("6. TURNO-Domino with three players keeps private hands: no Send button, and the page says why", async () => {
  const V = await player({ width: 390, height: 844 }, { locale: "vi-VN" });
  const E = await player();
  try {
    for (const { p } of [E, V]) {
      await p.goto(server.url + "#/play/turno-domino");
      await ready(p);
      await p.locator('[data-testid="new-game"]').click();
      await p.locator('[data-testid="opt-players"]').selectOption("3");
      for (const [i, kind] of ["human", "remote", "remote"].entries()) await p.locator(`[data-testid="seat-${i}"]`).selectOption(kind);
      await p.locator('[data-testid="start-game"]').click();
      await p.locator('[data-testid="new-game-dialog"]').waitFor({ state: "detached" });
      await p.locator('[data-testid="post-local-only"]').waitFor({ timeout: WAIT });
      assert.equal(await p.locator(SEND).count(), 0, "no Send button");
    }
    assert.match(await E.p.locator('[data-testid="post-local-only"]').textContent(), /private hands, so it cannot travel by link before it is over/);
    await axeBothModes(E.p, '[data-testid="post"]', "the local-only note");
    await V.p.locator('[data-testid="post"]').scrollIntoViewIfNeeded();
    await V.p.screenshot({ path: join(SHOTS, "post-local-only-390-vi.png") });
    assert.deepEqual([...E.errors, ...V.errors], []);
  } finally {
    await E.ctx.close();
    await V.ctx.close();
  }
});
