// Issue 27: the web build is a main module and chunks fetched on first use
// (scripts/split.mjs). A chunk that cannot be fetched (the connection is
// down) must say so, offer to try again, and lose no game; trying again
// once the network is back brings the page.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { axeBothModes, clickMove, homeUnderServiceWorker, LEGAL, MOVE, newGame, ready, settle, STOPPED, trapWasm, useSite, WAIT, watch } from "./helpers.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = resolve(process.env.ATTIC_DIST || join(HERE, "..", "..", "dist"));

let browser, server;
useSite(DIST, (b, s) => ((browser = b), (server = s)));

const CHUNKS = "**/chunk-*.wasm";

/** O An Quan's page with a new game of two people and one move played: the game (`snapshot`). */
async function oneMoveGame(p) {
  await p.goto(server.url + "#/play/oanquan");
  await ready(p);
  await p.waitForSelector(LEGAL, { timeout: WAIT });
  await newGame(p, "human", "human");
  await clickMove(p, 0);
  return settle(p);
}

test("1. the build is split: hashed chunks, and a loader that names them", () => {
  const files = readdirSync(DIST);
  const chunks = files.filter((f) => /^chunk-[0-9a-f]{8}\.wasm$/.test(f));
  assert.ok(chunks.length >= 8, `chunks: ${chunks.length}`);
  const loaders = files.filter((f) => /^split-[0-9a-f]{16}\.js$/.test(f));
  assert.equal(loaders.length, 1, `split loaders: ${loaders}`);
  assert.ok(!existsSync(join(DIST, "__wasm_split.js")), "an unhashed loader is left");
});

test("2. a board whose chunk cannot load says so, and Try again brings it with the game kept", async () => {
  // No service worker: every file comes from the server (and routing turns
  // the HTTP cache off), as on a first visit.
  const ctx = await browser.newContext({ serviceWorkers: "block" });
  try {
    const p = await ctx.newPage();
    const game = await oneMoveGame(p);

    // The network goes: no chunk can be fetched.
    await ctx.route(CHUNKS, (r) => r.abort("internetdisconnected"));
    await p.reload();
    await ready(p);
    const failed = p.locator('[data-testid="load-failed"]');
    await failed.waitFor({ timeout: WAIT });
    assert.match(await failed.textContent(), /could not be loaded.*game is kept/i);
    assert.equal(await p.locator('[data-testid="board"]').count(), 0);

    // It comes back: Try again draws the board, with the same game.
    await ctx.unroute(CHUNKS);
    await p.locator('[data-testid="load-retry"]').click();
    await p.waitForSelector('[data-testid="board"]', { timeout: WAIT });
    assert.equal(await failed.count(), 0);
    assert.deepEqual((await settle(p)).moves, game.moves, "the game after Try again");
  } finally {
    await ctx.close();
  }
});

test("3. a page whose chunk cannot load says so, and Try again brings it", async () => {
  // Every page's code is a chunk (the home page's and a game page's too).
  for (const [hash, shown] of [
    ["#/games", '[data-testid="my-games"]'],
    ["#/", '[data-testid^="game-card-"]'],
    ["#/play/tau", '[data-testid="board"]'],
  ]) {
    const ctx = await browser.newContext({ serviceWorkers: "block" });
    try {
      const p = await ctx.newPage();
      await ctx.route(CHUNKS, (r) => r.abort("internetdisconnected"));
      await p.goto(server.url + hash);
      await ready(p);
      const failed = p.locator('[data-testid="load-failed"]');
      await failed.waitFor({ timeout: WAIT });
      assert.match(await failed.textContent(), /could not be loaded/i, hash);
      await ctx.unroute(CHUNKS);
      // The game's code, then the page's: each says so and tries again.
      for (let i = 0; i < 3 && !(await p.locator(shown).count()); i++) {
        const retry = p.locator('[data-testid="load-retry"]');
        if (await retry.count()) await retry.click();
        await p.waitForSelector(`${shown}, [data-testid="load-retry"]`, { timeout: WAIT });
      }
      await p.waitForSelector(shown, { timeout: WAIT });
    } finally {
      await ctx.close();
    }
  }
});

test("4. after a visit to the home page only, every game plays offline, the AI too, and the new-game dialog opens", async () => {
  const ctx = await browser.newContext();
  try {
    const p = await ctx.newPage();
    const errors = watch(p);
    await homeUnderServiceWorker(p, server.url);
    const ids = await p
      .locator('[data-testid^="game-card-"]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute("data-testid").replace("game-card-", "")));
    assert.ok(ids.length >= 10, `game cards: ${ids}`);
    const fetched = new Set();
    p.on("request", (r) => fetched.add(new URL(r.url()).pathname));
    await ctx.setOffline(true);
    for (const id of ids) {
      await p.goto(`${server.url}#/play/${id}`);
      await ready(p);
      await p.waitForSelector('[data-testid="board"]', { timeout: WAIT });
      // The AI in both seats: its worker loads the game's code offline too.
      await newGame(p, "ai1", "ai1");
      await p.waitForFunction((sel) => document.querySelectorAll(sel).length >= 1, MOVE, { timeout: WAIT });
      assert.equal(await p.locator('[data-testid="load-failed"]').count(), 0, `${id}: a chunk failed offline`);
    }
    assert.ok([...fetched].some((f) => /chunk-[0-9a-f]{8}\.wasm$/.test(f)), "no chunk was asked for offline");
    assert.deepEqual(errors, []);
  } finally {
    await ctx.setOffline(false);
    await ctx.close();
  }
});

test("5. a trap in the wasm says the page stopped, and Reload brings the game back", async () => {
  const ctx = await browser.newContext({ serviceWorkers: "block", viewport: { width: 390, height: 844 } });
  try {
    const p = await ctx.newPage();
    const errors = watch(p);
    const game = await oneMoveGame(p);
    const crash = p.locator(STOPPED);
    assert.equal(await crash.count(), 0, "no message before a trap");

    for (const how of ["timer", "promise"]) {
      await p.evaluate(trapWasm, how);
      await crash.waitFor({ state: "visible", timeout: WAIT });
      assert.equal(await crash.getAttribute("role"), "alert");
      assert.equal((await crash.innerText()).replace(/\s+/g, " ").trim(), "Something went wrong and this page stopped working. Your games are kept: reload the page to go on. Reload", how);
      // The one thing left to do has the focus.
      assert.equal(await p.evaluate(() => document.activeElement?.closest(".crash") && document.activeElement.tagName), "BUTTON", `${how}: the Reload button has the focus`);
      assert.ok(errors.some((e) => /unreachable/i.test(e)), `${how}: the trap itself was a page error: ${errors}`);
      if (how === "timer") await axeBothModes(p, ".crash", "the message of a stopped page");
      await p.keyboard.press("Enter");
      await ready(p);
      assert.equal(await crash.count(), 0, `${how}: no message after the reload`);
      assert.deepEqual(await settle(p), game, `${how}: the game after the reload`);
      errors.length = 0;
    }
  } finally {
    await ctx.close();
  }
  // In the reader's language: the message holds every language and the
  // page's shows (the frame's rule, static/style.css).
  const vi = await browser.newContext({ serviceWorkers: "block", locale: "vi-VN" });
  try {
    const p = await vi.newPage();
    await p.goto(server.url + "#/play/oanquan");
    await ready(p);
    await p.evaluate(trapWasm, "timer");
    const crash = p.locator(STOPPED);
    await crash.waitFor({ state: "visible", timeout: WAIT });
    assert.equal((await crash.innerText()).replace(/\s+/g, " ").trim(), "Đã có lỗi và trang này ngừng hoạt động. Các ván cờ của bạn vẫn được giữ: hãy tải lại trang để tiếp tục. Tải lại");
  } finally {
    await vi.close();
  }
});
