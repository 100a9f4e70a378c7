// The archive on My games (issue 19, section 2), end to end in Debian's
// headless Chromium: games seeded by an import of pasted records, the
// filter by game and the search by player (without accents), a selection
// exported as a file, a game deleted and the file imported back (1 added,
// 1 already there), a file with bad records (each named, with why), the
// Share panel's import of several records, the storage-nearly-full
// warning on My games and the game page, axe-core in light and dark, and
// screenshots at desktop and phone size (tests/e2e/out/archive-*.png).
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { axeBothModes, CELL, clickMove, download, fillStorage, importRecord, newGame, ready, SOON, useSite, watch, WAIT } from "./helpers.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, "..", "..");
const DIST = resolve(process.env.ATTIC_DIST || join(ROOT, "dist"));
const OUT = join(HERE, "out");

let browser, server;
useSite(DIST, (b, s) => {
  browser = b;
  server = s;
});

const context = (viewport = { width: 1280, height: 900 }) =>
  browser.newContext({ viewport, serviceWorkers: "block", acceptDownloads: true });

const STRAAT = readFileSync(join(ROOT, "games", "straat", "tests", "data", "straat_e4.txt"), "utf8");
const CHOGO = readFileSync(join(ROOT, "games", "chogo", "tests", "data", "chogo_game.txt"), "utf8");

/** Four games of three kinds, with players' names (one with accents). */
const SEED = [
  '[Game "oanquan"]\n[PlayerA "Trần Văn An"]\n[PlayerB "Mieke"]\n[First "A"]\n[Result "*"]\n\n1. A1xA2:6\n',
  STRAAT.replace('[Game "straat"]\n', '[Game "straat"]\n[White "Bo"]\n[Black "Trần Thị Lan"]\n'),
  CHOGO.replace("attic level 3", "Anna").replace("attic level 2", "Bo"),
  '[Game "oanquan"]\n[PlayerA "Kees"]\n[PlayerB "Lan"]\n[First "B"]\n[Result "*"]\n\n',
].join("\n\n");

/** Open My games. */
async function myGames(p) {
  await p.goto(server.url + "#/games");
  await p.waitForSelector('[data-testid="my-games"]', { timeout: WAIT });
}

/** Open the import box of My games (once). */
async function openImport(p) {
  if (!(await p.locator('[data-testid="import-paste"]').isVisible())) await p.locator('[data-testid="import-open"]').click();
}

/** Import a text through My games' paste box; returns the summary's numbers and text. */
async function paste(p, text) {
  await openImport(p);
  await p.locator('[data-testid="import-paste"]').fill(text);
  await p.locator('[data-testid="import-run"]').click();
  return summary(p);
}

/** Import a file through My games' file picker. */
async function pick(p, name, text) {
  await openImport(p);
  await p.locator('[data-testid="import-paste"]').fill("");
  await p.locator('[data-testid="import-file"]').setInputFiles({ name, mimeType: "text/plain", buffer: Buffer.from(text, "utf8") });
  await p.locator('[data-testid="import-run"]').click();
  return summary(p);
}

/** Imports summed up so far in this page (each summary has its number). */
let runs = 0;

/** The import summary of the next import (waits for it). */
async function summary(p) {
  runs += 1;
  const s = p.locator(`[data-testid="import-summary"][data-run="${runs}"]`);
  await s.waitFor({ timeout: SOON });
  return s.evaluate((e) => ({ added: Number(e.dataset.added), held: Number(e.dataset.held), refused: Number(e.dataset.refused), text: e.innerText }));
}

/** The rows shown: [game, players]. */
const rows = (p) =>
  p.locator('[data-testid="saved-game"]').evaluateAll((rs) => rs.map((r) => [r.dataset.game, r.querySelector('[data-testid="saved-players"]').textContent]));

const count = (p) => p.locator('[data-testid="filter-count"]').textContent();

async function shot(p, name) {
  mkdirSync(OUT, { recursive: true });
  await p.screenshot({ path: join(OUT, `archive-${name}.png`), fullPage: true });
}

/** A new page of `ctx` on My games (import summaries counted from 0), and its page errors. */
async function openMyGames(ctx) {
  const p = await ctx.newPage();
  const errors = watch(p);
  await myGames(p);
  await ready(p);
  runs = 0;
  return { p, errors };
}

test("My games: filter, search, export a selection, delete, import it back; bad records are named", async () => {
  const ctx = await context();
  try {
    const { p, errors } = await openMyGames(ctx);
    let s = await paste(p, SEED);
    assert.deepEqual([s.added, s.held, s.refused], [4, 0, 0], s.text);
    assert.match(s.text, /4 new games added to My games/);
    await p.waitForFunction(() => document.querySelectorAll('[data-testid="saved-game"]').length === 4, null, { timeout: SOON });
    assert.equal(await count(p), "4 of 4 games");
    // The same file again: all already there.
    s = await paste(p, SEED);
    assert.deepEqual([s.added, s.held, s.refused], [0, 4, 0], s.text);
    assert.match(s.text, /4 games were already there/);

    // Filter by game.
    await p.locator('[data-testid="filter-game"]').selectOption("oanquan");
    await p.waitForFunction(() => document.querySelectorAll('[data-testid="saved-game"]').length === 2, null, { timeout: SOON });
    assert.deepEqual((await rows(p)).map((r) => r[0]), ["oanquan", "oanquan"]);
    assert.equal(await count(p), "2 of 4 games");
    // Search a player without accents, in every game.
    await p.locator('[data-testid="filter-game"]').selectOption("");
    await p.locator('[data-testid="filter-player"]').fill("tran");
    await p.waitForFunction(() => document.querySelectorAll('[data-testid="saved-game"]').length === 2, null, { timeout: SOON });
    const found = await rows(p);
    assert.deepEqual(found.map((r) => r[0]).sort(), ["oanquan", "straat"]);
    assert.ok(found.every((r) => r[1].includes("Trần")), JSON.stringify(found));
    assert.equal(await count(p), "2 of 4 games");
    await axeBothModes(p, null, "My games, filtered");
    await shot(p, "filtered-light");
    // No match: said in words.
    await p.locator('[data-testid="filter-player"]').fill("Zoë");
    await p.locator('[data-testid="no-match"]').waitFor({ timeout: SOON });
    assert.equal(await count(p), "0 of 4 games");
    await p.locator('[data-testid="filter-player"]').fill("");

    // Select the O An Quan games and export them.
    await p.locator('[data-testid="filter-game"]').selectOption("oanquan");
    await p.waitForFunction(() => document.querySelectorAll('[data-testid="saved-game"]').length === 2, null, { timeout: SOON });
    await p.locator('[data-testid="select-shown"]').click();
    await p.locator('[data-testid="export-selected"]').filter({ hasText: "(2)" }).waitFor({ timeout: SOON });
    const file = await download(p, '[data-testid="export-selected"]');
    assert.equal((file.match(/^\[Game "/gm) || []).length, 2, file);
    assert.equal((file.match(/^\[Game "oanquan"\]/gm) || []).length, 2, file);
    assert.match(await p.locator('[data-testid="export-note"]').textContent(), /2 games written to the file/);

    // Delete one after a confirmation; import the file back.
    const trn = p.locator('[data-testid="saved-game"]').filter({ hasText: "Trần Văn An" });
    await trn.locator('[data-testid="delete"]').click();
    await trn.locator('[data-testid="confirm-delete"]').click();
    await p.waitForFunction(() => document.querySelectorAll('[data-testid="saved-game"]').length === 1, null, { timeout: SOON });
    assert.equal(await p.locator('[data-testid="export-selected"]').textContent(), "Export selected (1)");
    s = await pick(p, "selection.txt", file);
    assert.deepEqual([s.added, s.held, s.refused], [1, 1, 0], s.text);
    assert.match(s.text, /1 new game added to My games\.\s+1 game was already there\./);
    await p.waitForFunction(() => document.querySelectorAll('[data-testid="saved-game"]').length === 2, null, { timeout: SOON });
    assert.ok((await rows(p)).some((r) => r[1].includes("Trần Văn An")), "the deleted game is back");

    // A file with bad records: each is named, with its game and why; the
    // good ones are counted.
    const bad = file + '[Game "chess"]\n[Result "*"]\n\n1. e4\n\n' + STRAAT.replace("1. a1S", "1. z9S") + "\n" + '[Game "tau"]\n[Resu';
    s = await pick(p, "bad.txt", bad);
    assert.deepEqual([s.added, s.held, s.refused], [0, 2, 3], s.text);
    const refused = await p.locator('[data-testid="import-refused"] li').allTextContents();
    console.log(`refused: ${refused.join(" | ")}`);
    assert.match(refused[0], /^record 3 \(chess\): this record cannot be read: .*unknown game "chess"/);
    assert.match(refused[1], /^record 4 \(Straat\): this record cannot be read: .*z9S/);
    assert.match(refused[2], /^record 5 \(TAU\): this record cannot be read/);
    await p.locator('[data-testid="filter-game"]').selectOption("");
    await axeBothModes(p, null, "My games with an import summary");
    await shot(p, "import-light");
    await p.emulateMedia({ colorScheme: "dark" });
    await shot(p, "import-dark");
    await p.emulateMedia({ colorScheme: null });
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test("the Share panel imports several records: what can be added is, the rest is named", async () => {
  const ctx = await context();
  try {
    const p = await ctx.newPage();
    await p.goto(server.url + "#/play/straat");
    await ready(p);
    await importRecord(p, SEED + "\n\n" + '[Game "chess"]\n[Result "*"]\n\n1. e4\n');
    const err = p.locator('[data-testid="error"]');
    await err.waitFor({ timeout: SOON });
    const text = await err.textContent();
    assert.match(text, /4 new games added to My games\..*1 record was refused: record 5 \(chess\): this record cannot be read: .*unknown game "chess"/);
    // The four games, and the Straat game the page started with.
    await myGames(p);
    assert.deepEqual((await rows(p)).map((r) => r[0]).sort(), ["chogo", "oanquan", "oanquan", "straat", "straat"]);
  } finally {
    await ctx.close();
  }
});

test("storage nearly full: My games and the game page say so and offer the export", async () => {
  const ctx = await context();
  try {
    const { p } = await openMyGames(ctx);
    await paste(p, SEED);
    // 78% of 5,242,880 characters under someone else's key: no warning.
    await p.evaluate(() => localStorage.setItem("filler", "x".repeat(4_090_000)));
    await myGames(p);
    await p.reload();
    await ready(p);
    assert.equal(await p.locator('[data-testid="quota-warning"]').count(), 0, "no warning under 80%");
    // 86%: the warning, in plain words, with the export.
    await p.evaluate(() => localStorage.setItem("filler", "x".repeat(4_500_000)));
    await p.reload();
    await ready(p);
    const warn = p.locator('[data-testid="quota-warning"]');
    await warn.waitFor({ timeout: SOON });
    const text = await warn.textContent();
    console.log(`quota: ${text}`);
    assert.match(text, /storage for the site is 8\d% full \(4\.5 of about 5\.2 million characters\)\. When it is full, games can no longer be saved here/);
    assert.match(await p.locator('[data-testid="storage-used"]').textContent(), /uses 45\d{5} characters/);
    await shot(p, "quota-light");
    // The game page too, with the export of every game.
    await p.goto(server.url + "#/play/oanquan");
    await ready(p);
    await p.locator('[data-testid="quota-warning"]').waitFor({ timeout: SOON });
    const file = await download(p, '[data-testid="quota-export"]');
    assert.equal((file.match(/^\[Game "/gm) || []).length, 4, file);
    await shot(p, "quota-game-light");
    // A move that passes the threshold shows the warning at once (the use
    // is measured after the move is written).
    await p.evaluate(() => localStorage.removeItem("filler"));
    await p.reload();
    await ready(p);
    await newGame(p, "human", "human");
    await p.waitForSelector(CELL, { timeout: WAIT });
    assert.equal(await p.locator('[data-testid="quota-warning"]').count(), 0);
    // Filled to 3 characters under 80% of 5,242,880.
    await p.evaluate((limit) => {
      const used = Object.keys(localStorage).reduce((n, k) => n + k.length + localStorage.getItem(k).length, 0);
      localStorage.setItem("filler", "x".repeat(limit - 3 - used - "filler".length));
    }, 4_194_304);
    await clickMove(p, 0);
    await p.locator('[data-testid="quota-warning"]').waitFor({ timeout: SOON });
    assert.match(await p.locator('[data-testid="quota-warning"]').textContent(), /is 80% full/);
    await axeBothModes(p, '[data-testid="quota-warning"]', "the quota warning");
  } finally {
    await ctx.close();
  }
});

test("My games on a phone: the filter, a selection and the import summary fit", async () => {
  const ctx = await context({ width: 390, height: 844 });
  try {
    const { p } = await openMyGames(ctx);
    await paste(p, SEED + "\n\n" + '[Game "chess"]\n[Result "*"]\n\n1. e4\n');
    await p.locator('[data-testid="filter-player"]').fill("bo");
    await p.waitForFunction(() => document.querySelectorAll('[data-testid="saved-game"]').length === 2, null, { timeout: SOON });
    await p.locator('[data-testid="select-shown"]').click();
    const wide = await p.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 390, `the page scrolls sideways: ${wide} px`);
    await shot(p, "phone-light");
    await p.emulateMedia({ colorScheme: "dark" });
    await shot(p, "phone-dark");
    await p.emulateMedia({ colorScheme: null });
    await axeBothModes(p, null, "My games on a phone");
  } finally {
    await ctx.close();
  }
});

test("storage full during an import: the games are kept on the page, marked not saved; the banner and the warning say so", async () => {
  const ctx = await context();
  try {
    const { p, errors } = await openMyGames(ctx);
    // Someone else's keys fill the storage to the last character.
    await fillStorage(p);
    const s = await paste(p, SEED);
    assert.deepEqual([s.added, s.held, s.refused], [4, 0, 0], s.text);
    assert.match(s.text, /4 of them could not be saved in this browser \(the storage is full\): kept on this page only/);
    await p.waitForFunction(() => document.querySelectorAll('[data-testid="saved-unsaved"]').length === 4, null, { timeout: SOON });
    await p.locator('[data-testid="storage-error"]').waitFor({ timeout: SOON });
    const warn = await p.locator('[data-testid="quota-warning"]').textContent();
    assert.match(warn, /storage for the site is (99|100)% full/);
    // Every game is in the export, though none could be written.
    const file = await download(p, '[data-testid="export-all"]');
    assert.equal((file.match(/^\[Game "/gm) || []).length, 4, file);
    await shot(p, "full-light");
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test("an export of a selection leaves out an unfinished game with private hands, and says so", async () => {
  const ctx = await context();
  try {
    const { p } = await openMyGames(ctx);
    // TURNO-Domino of three: the hands are private until the game is over.
    const domino =
      '[Game "turno-domino"]\n[Players "3"]\n[First "1"]\n' +
      '[Deal "1:11 14 15 22 25 35 45 46 55 56 56 66;2:12 12 13 15 23 24 25 26 33 34 35 45;3:13 14 16 16 23 24 26 34 36 36 44 46"]\n' +
      '[Result "*"]\n\n11+15 23+24 36+36\n41+46\n';
    const s = await paste(p, domino + "\n\n" + SEED.split("\n\n\n")[0]);
    assert.deepEqual([s.added, s.held, s.refused], [2, 0, 0], s.text);
    await p.waitForFunction(() => document.querySelectorAll('[data-testid="saved-game"]').length === 2, null, { timeout: SOON });
    await p.locator('[data-testid="select-shown"]').click();
    const file = await download(p, '[data-testid="export-selected"]');
    assert.equal((file.match(/^\[Game "/gm) || []).length, 1, file);
    assert.doesNotMatch(file, /turno-domino|Deal/);
    assert.equal(
      await p.locator('[data-testid="export-note"]').textContent(),
      "1 game written to the file. 1 unfinished game was left out: a game with private hands stays on this device until it is over."
    );
  } finally {
    await ctx.close();
  }
});
