// My games and the storage that never loses a move silently (issue 14,
// sections 1 and 2), end to end in Debian's headless Chromium: links,
// gallery clicks and tabs never replace a game; a full storage, a storage
// that throws on every write, corrupt and oversize saves; the one size
// limit of records. Each test has its own browser context (its own
// storage); run with `node --test --test-concurrency=1`. ATTIC_DIST names
// another build (e.g. an older one, to see these tests fail there).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { CELL, clickMove, download, errorText, fillStorage, importRecord, MOVE, moveCount, movesAtLeast, newGame, ready, settle, snapshot, SOON, straatOfAis, WAIT, watch, useSite } from "./helpers.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, "..", "..");
const DIST = resolve(process.env.ATTIC_DIST || join(ROOT, "dist"));

let browser, server;

useSite(DIST, (b, s) => {
  browser = b;
  server = s;
});

/** A fresh context (its own storage), no service worker. */
const context = (init) =>
  browser.newContext({ viewport: { width: 1200, height: 900 }, serviceWorkers: "block" }).then(async (c) => {
    if (init) await c.addInitScript(init);
    return c;
  });

/** Open a game's page and start a game there, both seats people. */
async function start(p, game) {
  await p.goto(server.url + "#/play/" + game);
  await ready(p);
  await p.waitForSelector(CELL, { timeout: WAIT });
  await newGame(p, "human", "human");
  await p.waitForSelector(CELL, { timeout: WAIT });
}

/** Play `n` moves by clicking. */
async function play(p, n, from = 0) {
  for (let i = 0; i < n; i++) await clickMove(p, from + i);
  return settle(p);
}

/** The tokens of the move list. */
const tokens = (p) => p.locator(`${MOVE} .tok`).allTextContents();

/** The storage banner's text (waits for it). */
async function storageMessage(p, timeout = SOON) {
  const el = p.locator('[data-testid="storage-error"]');
  await el.waitFor({ timeout });
  return (await el.locator('[data-testid="storage-problem"]').allTextContents()).join(" | ");
}

/** My games, as the page lists them: game, moves, result, entry. */
async function myGames(p) {
  await p.goto(server.url + "#/games");
  await p.waitForSelector('[data-testid="my-games"]', { timeout: SOON });
  return p.locator('[data-testid="saved-game"]').evaluateAll((rows) =>
    rows.map((r) => ({
      game: r.getAttribute("data-game"),
      entry: r.getAttribute("data-entry"),
      over: r.getAttribute("data-over") === "true",
      moves: Number((r.querySelector('[data-testid="saved-moves"]')?.textContent.match(/\d+/) || [0])[0]),
      result: r.querySelector('[data-testid="saved-result"]')?.textContent,
    }))
  );
}

/**
 * A share link of a Straat game two moves in (the first seat, a person's
 * once the link is opened, is to move: no AI answers on its own), made in
 * a context of its own: { link, moves } (the move list).
 */
async function straatLink() {
  const ctx = await context();
  try {
    const q = await ctx.newPage();
    await start(q, "straat");
    const { moves } = await play(q, 2);
    await q.locator('[data-testid="copy-link"]').click();
    await q.waitForFunction(() => document.querySelector('[data-testid="share-url"]')?.value.includes("#v1."));
    return { link: await q.locator('[data-testid="share-url"]').inputValue(), moves };
  } finally {
    await ctx.close();
  }
}

test("a link opened during a game opens as its own game; the game in progress is kept", async () => {
  const { link, moves } = await straatLink();
  const ctx = await context();
  try {
    const p = await ctx.newPage();
    const errors = watch(p);
    await start(p, "oanquan");
    const game = await play(p, 3);
    // The same tab, its URL naming O An Quan, opens the Straat link.
    await p.goto(link);
    await ready(p);
    await p.waitForFunction(() => location.hash === "#/play/straat", null, { timeout: WAIT });
    assert.deepEqual((await settle(p)).moves, moves, "the link's game is shown");
    const notice = p.locator('[data-testid="notice"]');
    await notice.waitFor({ timeout: SOON });
    assert.match(await notice.textContent(), /own game.*O An Quan is kept in My games/);
    // Back to the game in progress: every move is there.
    await p.locator('[data-testid="notice-open"]').click();
    await p.waitForFunction(() => location.hash === "#/play/oanquan", null, { timeout: SOON });
    assert.deepEqual(await settle(p), game, "the game in progress after the link");
    // A second tab opens the link too: the same entry, not a copy.
    const q = await ctx.newPage();
    await q.goto(link);
    await ready(q);
    await q.waitForFunction(() => location.hash === "#/play/straat", null, { timeout: WAIT });
    assert.deepEqual((await settle(q)).moves, moves, "the second tab shows the link's game");
    const once = await myGames(await ctx.newPage());
    assert.deepEqual(once.map((g) => [g.game, g.moves]).sort(), [["oanquan", 3], ["straat", 2]], "a link opened twice is one entry");
    // The second tab plays on (a move, and the AI's answer), then opens
    // the link again: the link's position opens as its own entry, and the
    // game played on is kept.
    await clickMove(q, 0);
    const played = await settle(q);
    assert.equal(played.moves.length, 4);
    await q.goto(link);
    await q.waitForFunction((n) => document.querySelectorAll('[data-testid="move"]').length === n, moves.length, { timeout: WAIT });
    assert.deepEqual((await settle(q)).moves, moves, "the link shows its own moves");
    await q.locator('[data-testid="notice"]').waitFor({ timeout: SOON });
    assert.match(await q.locator('[data-testid="notice"]').textContent(), /own game.*Straat is kept in My games/);
    // The notice is kept as words, not as drawn text: a language switch
    // redraws it (and the switch back restores English for what follows).
    for (const [lang, says] of [["nl", /blijft bewaard in Mijn partijen/], ["en", /Straat is kept in My games/]]) {
      await q.locator('[data-testid="lang"]').selectOption(lang);
      await q.waitForFunction((l) => document.documentElement.lang === l, lang, { timeout: WAIT });
      await q.waitForFunction((re) => new RegExp(re).test(document.querySelector('[data-testid="notice"]')?.textContent ?? ""), says.source, { timeout: WAIT });
    }
    // The first tab, reloaded, still shows its game.
    await p.reload();
    await ready(p);
    assert.deepEqual(await settle(p), game, "the first tab after a reload");
    const list = await myGames(await ctx.newPage());
    assert.deepEqual(
      list.map((g) => [g.game, g.moves]).sort(),
      [["oanquan", 3], ["straat", 2], ["straat", 4]],
      "My games: the game in progress, the link's game, the game played on from it"
    );
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

// Only the tab that shows a game plays its AI seats and chance. A tab on
// another page holds a game too (a new tab opens the game written last, and
// takes in other tabs' writes to it); when it also answered for the AI, two
// answers to one move could fork the game, and once made the "a link opened
// during a game" test above find the game played on twice in My games.
test("only the tab that shows a game plays its AI seats: a second tab on My games moves nothing", async () => {
  const ctx = await context();
  try {
    const p = await ctx.newPage();
    const errors = watch(p);
    await straatOfAis(p, server.url, [1, 1]);
    await p.locator('[data-testid="autoplay-pause"]').click();
    await p.waitForSelector('[data-testid="autoplay-pause"][aria-pressed="true"]', { timeout: WAIT });
    await p.waitForTimeout(1500); // a move already asked for may still land
    const paused = await moveCount(p);
    // A second tab on My games holds the same game, with its two AI seats,
    // and is not paused (a pause is the tab's own): it must not play.
    const q = await ctx.newPage();
    const qErrors = watch(q);
    const listed = await myGames(q);
    assert.deepEqual(listed.map((g) => [g.game, g.moves]), [["straat", paused]], "My games in the second tab");
    await q.waitForTimeout(3000);
    assert.equal(await moveCount(p), paused, "the paused game was played on by a tab on My games");
    assert.deepEqual((await myGames(q)).map((g) => [g.game, g.moves]), [["straat", paused]], "one entry, not played on");
    // Opened in that tab, the game plays on there, and the first tab follows.
    await q.goto(server.url + "#/play/straat");
    await movesAtLeast(q, paused + 1);
    await movesAtLeast(p, paused + 1);
    assert.deepEqual(errors, [], "page errors, first tab");
    assert.deepEqual(qErrors, [], "page errors, second tab");
  } finally {
    await ctx.close();
  }
});

test("a gallery click during a game keeps it: the game is resumed from the gallery", async () => {
  const ctx = await context();
  try {
    const p = await ctx.newPage();
    await start(p, "oanquan");
    const game = await play(p, 2);
    await p.goto(server.url + "#/");
    await p.locator('[data-testid="game-card-straat"]').click();
    await p.waitForSelector(CELL, { timeout: WAIT });
    await play(p, 1);
    await p.locator('[data-testid="my-games-link"]').click();
    await p.waitForSelector('[data-testid="saved-game"]', { timeout: SOON });
    await p.goto(server.url + "#/");
    await p.locator('[data-testid="game-card-oanquan"]').click();
    await p.waitForSelector(CELL, { timeout: WAIT });
    assert.deepEqual(await settle(p), game, "O An Quan after playing Straat from the gallery");
  } finally {
    await ctx.close();
  }
});

test("a new game during a game keeps it: both are in My games", async () => {
  const ctx = await context();
  try {
    const p = await ctx.newPage();
    await start(p, "oanquan");
    const game = await play(p, 2);
    await newGame(p, "human", "human");
    await p.waitForFunction(() => document.querySelectorAll('[data-testid="move"]').length === 0, null, { timeout: SOON });
    await play(p, 1);
    const list = await myGames(p);
    assert.deepEqual(list.map((g) => [g.game, g.moves]).sort(), [["oanquan", 1], ["oanquan", 2]], "My games: the new game and the one before it");
    await p.locator('[data-testid="saved-game"][data-game="oanquan"]').filter({ hasText: "2 moves" }).locator('[data-testid="resume"]').click();
    await p.waitForFunction(() => location.hash === "#/play/oanquan", null, { timeout: SOON });
    assert.deepEqual(await settle(p), game, "the game before the new one, resumed");
  } finally {
    await ctx.close();
  }
});

test("two tabs on different games: both keep theirs across reloads", async () => {
  const ctx = await context();
  try {
    const [a, b] = [await ctx.newPage(), await ctx.newPage()];
    await start(a, "oanquan");
    await start(b, "straat");
    for (let i = 0; i < 3; i++) {
      await clickMove(a, i);
      await clickMove(b, i);
    }
    const [ga, gb] = [await settle(a), await settle(b)];
    assert.equal(ga.moves.length, 3);
    assert.equal(gb.moves.length, 3);
    await a.reload();
    await b.reload();
    await Promise.all([ready(a), ready(b)]);
    assert.deepEqual(await settle(a), ga, "O An Quan's tab after a reload");
    assert.deepEqual(await settle(b), gb, "Straat's tab after a reload");
  } finally {
    await ctx.close();
  }
});

test("two tabs on two games of one kind: each tab keeps its own across reloads", async () => {
  const ctx = await context();
  try {
    const [a, b] = [await ctx.newPage(), await ctx.newPage()];
    await start(a, "oanquan");
    const ga = await play(a, 2);
    // The second tab opens on the game written last (the first tab's) and
    // starts another O An Quan game there.
    await start(b, "oanquan");
    const gb = await play(b, 3, 5);
    assert.notDeepEqual(ga.moves, gb.moves.slice(0, 2));
    await a.reload();
    await b.reload();
    await Promise.all([ready(a), ready(b)]);
    assert.deepEqual(await settle(a), ga, "the first tab after a reload");
    assert.deepEqual(await settle(b), gb, "the second tab after a reload");
    const list = await myGames(await ctx.newPage());
    assert.deepEqual(list.map((g) => [g.game, g.moves]).sort(), [["oanquan", 2], ["oanquan", 3]]);
  } finally {
    await ctx.close();
  }
});

test("two tabs on one game never lose a move: a line that extends is taken in, one that does not is kept apart", async () => {
  const ctx = await context();
  try {
    const [a, b] = [await ctx.newPage(), await ctx.newPage()];
    await start(a, "oanquan");
    await play(a, 2);
    // The second tab opens the same game (the one written last).
    await b.goto(server.url + "#/play/oanquan");
    await ready(b);
    await b.waitForFunction((n) => document.querySelectorAll('[data-testid="move"]').length === n, 2, { timeout: WAIT });
    // A move in one tab shows in the other.
    await clickMove(a, 0);
    await b.waitForFunction((n) => document.querySelectorAll('[data-testid="move"]').length === n, 3, { timeout: SOON });
    assert.deepEqual(await settle(b), await settle(a), "tab B took in tab A's move");
    await clickMove(b, 1);
    await a.waitForFunction((n) => document.querySelectorAll('[data-testid="move"]').length === n, 4, { timeout: SOON });
    const four = await settle(a);
    assert.deepEqual(await settle(b), four);
    // Tab A takes a move back: tab B's line (4 moves) does not extend that
    // (3 moves) and is kept apart, as its own game.
    await a.locator('[data-testid="undo"]').click();
    assert.equal(await moveCount(a), 3);
    const notice = b.locator('[data-testid="notice"]');
    await notice.waitFor({ timeout: SOON });
    assert.match(await notice.textContent(), /another tab.*Both lines are kept/);
    assert.deepEqual(await settle(b), four, "tab B keeps its 4 moves");
    const list = await myGames(await ctx.newPage());
    assert.deepEqual(list.map((g) => g.moves).sort(), [3, 4], "My games holds both lines");
    await a.reload();
    await b.reload();
    assert.equal((await settle(a)).moves.length, 3);
    assert.deepEqual(await settle(b), four);
  } finally {
    await ctx.close();
  }
});

test("storage full: the player is told at once, plays on, can export every game, and nothing is lost once there is room", async () => {
  const ctx = await context();
  try {
    const p = await ctx.newPage();
    const errors = watch(p);
    await start(p, "oanquan");
    assert.ok((await fillStorage(p)) > 0);
    await clickMove(p, 0);
    const text = await storageMessage(p);
    console.log(`storage full: ${text}`);
    assert.match(text, /O An Quan \(1 move\) could not be saved in this browser: the storage is full/);
    // Still playable; the message follows.
    await clickMove(p, 1);
    assert.equal(await moveCount(p), 2);
    await p.waitForFunction(() => /\(2 moves\)/.test(document.querySelector('[data-testid="storage-error"]')?.textContent), null, { timeout: SOON });
    const file = await download(p, '[data-testid="storage-error"] [data-testid="export-all"]');
    const toks = await tokens(p);
    assert.match(file, /\[Game "oanquan"\]/);
    for (const t of toks) assert.ok(file.includes(t), `the export has move ${t}:\n${file}`);
    // Room again: "Try again" writes the game; a reload shows it.
    await p.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("filler.")).forEach((k) => localStorage.removeItem(k)));
    await p.locator('[data-testid="retry-save"]').click();
    await p.locator('[data-testid="storage-error"]').waitFor({ state: "detached", timeout: SOON });
    const game = await settle(p);
    await p.reload();
    await ready(p);
    assert.deepEqual(await settle(p), game);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test("storage full of old set-aside copies: only the newest three are kept, and the game is saved", async () => {
  const ctx = await context();
  try {
    const p = await ctx.newPage();
    await p.goto(server.url);
    await ready(p);
    // Ten copies of 520,000 characters, and older ones in the last room:
    // the whole quota (5.2 M characters).
    await p.evaluate(() => {
      for (let i = 0; i < 10; i++) localStorage.setItem(`attic.corrupt.${1_700_000_000_000 + i}`, String(i).repeat(520_000));
      let t = 1_600_000_000_000;
      for (const size of [10_000, 1_000, 100, 10, 1]) {
        for (;;) {
          try {
            localStorage.setItem(`attic.corrupt.${t++}`, "o".repeat(size));
          } catch {
            break;
          }
        }
      }
    });
    await p.reload();
    await ready(p);
    await start(p, "oanquan");
    const game = await play(p, 2);
    assert.equal(await p.locator('[data-testid="storage-error"]').count(), 0, "a write failed");
    const kept = await p.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("attic.corrupt.")).sort());
    assert.deepEqual(kept, [7, 8, 9].map((i) => `attic.corrupt.${1_700_000_000_000 + i}`));
    await p.reload();
    await ready(p);
    assert.deepEqual(await settle(p), game);
    // The copies are listed, each to export.
    await p.goto(server.url + "#/games");
    const rows = p.locator('[data-testid="unreadable"]');
    await rows.first().waitFor({ timeout: SOON });
    assert.equal(await rows.count(), 3);
    const file = await download(p, '[data-testid="unreadable"] [data-testid="export-unreadable"]');
    assert.equal(file, "9".repeat(520_000));
  } finally {
    await ctx.close();
  }
});

test("storage throwing on every write: the player is told at once, plays on and can export", async () => {
  const ctx = await context(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
  });
  try {
    const p = await ctx.newPage();
    await p.goto(server.url + "#/play/oanquan");
    await ready(p);
    await p.waitForSelector(CELL, { timeout: WAIT });
    let text = await storageMessage(p);
    assert.match(text, /could not be saved in this browser: The operation is insecure/);
    await newGame(p, "human", "human");
    await play(p, 3);
    await p.waitForFunction(() => /\(3 moves\)/.test(document.querySelector('[data-testid="storage-error"]')?.textContent), null, { timeout: SOON });
    text = await storageMessage(p);
    console.log(`storage throwing: ${text}`);
    assert.match(text, /reloading this page would lose/);
    const file = await download(p, '[data-testid="export-all"]');
    for (const t of await tokens(p)) assert.ok(file.includes(t), `the export has move ${t}`);
    // Leaving the page (a reload here) would lose the game: the browser
    // asks first; staying keeps every move.
    const before = await settle(p);
    const asked = new Promise((done) =>
      p.once("dialog", async (d) => {
        done(d.type());
        await d.dismiss();
      })
    );
    await p.reload({ timeout: 5_000 }).catch(() => {});
    assert.equal(await Promise.race([asked, p.waitForTimeout(5_000).then(() => "no dialog")]), "beforeunload");
    assert.deepEqual(await settle(p), before, "the page stayed, with every move");
    // My games says the game is not saved.
    await p.locator('[data-testid="my-games-link"]').click();
    await p.locator('[data-testid="saved-unsaved"]').first().waitFor({ timeout: SOON });
  } finally {
    await ctx.close();
  }
});

test("a corrupt save too large to copy aside is left where it is, and the message says so", async () => {
  const ctx = await context();
  try {
    const p = await ctx.newPage();
    await p.goto(server.url);
    await ready(p);
    const junk = '{"record": "' + "x".repeat(3_100_000);
    await p.evaluate((v) => localStorage.setItem("attic.current.v1", v), junk);
    await p.reload();
    await ready(p);
    const text = await storageMessage(p);
    console.log(`corrupt 3.1 M save: ${text.slice(0, 400)}`);
    // Whatever the message says was kept must be there.
    for (const key of text.match(/attic\.[a-z]+\.[\w.]+/g) || []) {
      const k = key.replace(/\.$/, "");
      assert.equal(await p.evaluate((k) => localStorage.getItem(k), k), junk, `the message names ${k}, which does not hold the save`);
    }
    assert.doesNotMatch(text, /moved to/);
    assert.match(text, /could not be set aside \(the storage is full\), so it was left where it is/);
    assert.ok(text.includes('It begins: {"record": "xxxx'), text);
    assert.equal(await p.evaluate(() => localStorage.getItem("attic.current.v1")?.length), junk.length, "the save was deleted");
    const file = await download(p, '[data-testid="storage-error"] [data-testid="export-unreadable"]');
    assert.equal(file, junk);
    // The rest of the storage still saves games.
    await start(p, "oanquan");
    const game = await play(p, 1);
    await p.reload();
    await ready(p);
    assert.deepEqual(await settle(p), game);
  } finally {
    await ctx.close();
  }
});

test("a small corrupt save is moved aside once the copy reads back; old copies are cleaned up", async () => {
  const ctx = await context();
  try {
    const p = await ctx.newPage();
    await p.goto(server.url);
    await ready(p);
    const junk = '{"record": "not a record';
    await p.evaluate((v) => {
      for (let i = 0; i < 5; i++) localStorage.setItem(`attic.corrupt.${1_000 + i}`, "old " + i);
      localStorage.setItem("attic.current.v1", v);
    }, junk);
    await p.reload();
    await ready(p);
    const text = await storageMessage(p);
    const aside = /moved to "(attic\.corrupt\.\d+)"/.exec(text)?.[1];
    assert.ok(aside, text);
    assert.equal(await p.evaluate((k) => localStorage.getItem(k), aside), junk);
    const keys = await p.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("attic.corrupt.")).sort());
    assert.deepEqual(keys, ["attic.corrupt.1003", "attic.corrupt.1004", aside].sort(), "the newest three copies");
    assert.equal(await p.evaluate(() => localStorage.getItem("attic.current.v1")), null);
  } finally {
    await ctx.close();
  }
});

/** The `i`th bid of [`bids`]: 10^999 + i, 1,000 digits. */
const bid = (i) => (10n ** 999n + BigInt(i)).toString();

/**
 * A TAU record of `n` bids of 1,000 digits, laid out as the site writes
 * it (the bids on one line): 27 + 1,001 n bytes.
 */
const bids = (n) => `[Game "tau"]\n[Result "*"]\n\n${Array.from({ length: n }, (_, i) => bid(i)).join(" ")}\n`;

test("one size limit: a link whose record is over 1 MiB is refused, a move that would pass it too, and the game stays saved", async () => {
  const link = readFileSync(join(HERE, "data", "tau-oversize.link"), "utf8").trim();
  const ctx = await context();
  try {
    const p = await ctx.newPage();
    const errors = watch(p);
    await start(p, "oanquan");
    const game = await play(p, 1);
    // The 2,751-character link of 1,048 bids of 1,000 digits.
    await p.goto(server.url + "#" + link);
    await ready(p);
    const err = p.locator('[data-testid="error"]');
    await err.waitFor({ timeout: SOON });
    const text = await errorText(err);
    console.log(`oversize link: ${text}`);
    assert.match(text, /This link cannot be opened: its game record would be 1049075 bytes long, over the limit of 1048576 bytes/);
    assert.deepEqual(await settle(p), game, "the game on screen is kept");
    // A game just under the limit opens (into a TAU game of two people,
    // whose seats it keeps); one more 1,000-digit bid is refused.
    await start(p, "tau");
    const record = bids(1047);
    assert.equal(record.length, 1_048_074);
    await importRecord(p, record);
    await p.waitForFunction(() => location.hash === "#/play/tau", null, { timeout: WAIT });
    await p.waitForFunction(() => document.querySelectorAll('[data-testid="move"]').length === 1047, null, { timeout: WAIT });
    await p.locator('[data-testid="bid-input"]').fill(bid(1047));
    await p.locator('[data-testid="bid"]').click();
    await err.waitFor({ timeout: SOON });
    assert.match(await errorText(err), /this move would make the game record 1049075 bytes long, over the limit of 1048576 bytes/);
    assert.equal(await moveCount(p), 1047, "the refused bid was not played");
    // The game is saved (a reload shows it) and a pass is still played.
    await p.reload();
    await ready(p);
    await p.waitForFunction(() => document.querySelectorAll('[data-testid="move"]').length === 1047, null, { timeout: WAIT });
    await p.locator('[data-testid="pass"]').click();
    await p.waitForFunction(() => document.querySelectorAll('[data-testid="move"]').length === 1048, null, { timeout: WAIT });
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test("an oversize save (a record over 1 MiB, as older versions wrote) is set aside, and the message says where", async () => {
  const ctx = await context();
  try {
    const p = await ctx.newPage();
    await p.goto(server.url);
    await ready(p);
    const value = JSON.stringify({ record: bids(1048), seats: ["human", "human"] });
    assert.equal(bids(1048).length, 1_049_075);
    assert.ok(value.length > 1_048_576);
    await p.evaluate((v) => localStorage.setItem("attic.current.v1", v), value);
    await p.reload();
    await ready(p);
    const text = await storageMessage(p);
    assert.match(text, /larger than 1 MiB/);
    const aside = /moved to "(attic\.corrupt\.\d+)"/.exec(text)?.[1];
    assert.ok(aside, text);
    assert.equal(await p.evaluate((k) => localStorage.getItem(k), aside), value, "the copy holds the whole save");
  } finally {
    await ctx.close();
  }
});

test("My games: the list, resume, delete after a confirmation, export all and import it back, the old single save moved in", async () => {
  const ctx = await context();
  try {
    const p = await ctx.newPage();
    const errors = watch(p);
    // The old single slot, as the site wrote it before My games.
    await p.goto(server.url);
    await ready(p);
    const old = '[Game "oanquan"]\n[First "A"]\n[Result "*"]\n\n';
    await p.evaluate((r) => localStorage.setItem("attic.current.v1", JSON.stringify({ record: r, seats: ["human", "ai2"] })), old);
    await p.reload();
    await ready(p);
    assert.equal(await p.evaluate(() => localStorage.getItem("attic.current.v1")), null, "the old slot was moved");
    // A finished game, imported.
    await start(p, "straat");
    await play(p, 1);
    await importRecord(p, readFileSync(join(ROOT, "games", "straat", "tests", "data", "straat_e4.txt"), "utf8"));
    await p.waitForSelector('[data-testid="game-over"]', { timeout: WAIT });
    const list = await myGames(p);
    assert.deepEqual(list.map((g) => [g.game, g.moves, g.over]).sort(), [
      ["oanquan", 0, false],
      ["straat", 1, false],
      ["straat", 16, true],
    ].sort((a, b) => String(a).localeCompare(String(b))).sort());
    assert.match(list.find((g) => g.over).result, /wins|Draw/);
    assert.equal(await p.locator('[data-testid="unfinished"] [data-testid="saved-game"]').count(), 2);
    // Export every game, delete one after a confirmation, import the file back.
    const file = await download(p, '[data-testid="export-all"]');
    assert.equal((file.match(/^\[Game "/gm) || []).length, 3, file);
    const finished = p.locator('[data-testid="saved-game"][data-over="true"]');
    await finished.locator('[data-testid="delete"]').click();
    await finished.locator('[data-testid="cancel-delete"]').click();
    assert.equal(await finished.count(), 1, "Keep it kept it");
    await finished.locator('[data-testid="delete"]').click();
    await finished.locator('[data-testid="confirm-delete"]').click();
    await p.waitForFunction(() => document.querySelectorAll('[data-testid="saved-game"]').length === 2, null, { timeout: SOON });
    // Resume the O An Quan game: its seats came from the old slot.
    await p.locator('[data-testid="saved-game"][data-game="oanquan"] [data-testid="resume"]').click();
    await p.waitForFunction(() => location.hash === "#/play/oanquan", null, { timeout: SOON });
    assert.equal(await p.locator('[data-testid="player-1"]').inputValue(), "ai2");
    await importRecord(p, file);
    await p.locator('[data-testid="notice"]').waitFor({ timeout: SOON });
    assert.match(await p.locator('[data-testid="notice"]').textContent(), /1 new game added to My games/);
    assert.equal((await myGames(p)).length, 3);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});
