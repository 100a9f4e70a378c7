// The AI worker across deployments and deaths, and the new-version notice
// (issue 14, section 4), in headless Chromium. Two deployments are made from
// the one build (tests/e2e/builds.mjs): A is dist/, B the same code under
// new hashed names, served in turn from one directory, as a host replaces
// its files.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { appOf, redeploy, replaceDir } from "./builds.mjs";
import { serve } from "./server.mjs";
import { clickMove, humanTurn, launch, moveCount, newGame, ready, settle, WAIT, watch } from "./helpers.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = resolve(process.env.ATTIC_DIST || join(HERE, "..", "..", "dist"));
const OUT = join(HERE, "out");

let browser, tmp, A, B;
const metrics = {};

before(async () => {
  assert.ok(existsSync(join(DIST, "index.html")), `no build at ${DIST}: run trunk build --offline --release`);
  tmp = mkdtempSync(join(tmpdir(), "attic-worker-"));
  A = join(tmp, "A");
  cpSync(DIST, A, { recursive: true });
  B = join(tmp, "B");
  redeploy(A, B, "B");
  browser = await launch();
});

after(async () => {
  await browser?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, "worker-metrics.json"), JSON.stringify(metrics, null, 2) + "\n");
});

/** A site directory holding deployment `from`, served on a free port. */
async function site(name, from) {
  const dir = join(tmp, name);
  mkdirSync(dir, { recursive: true });
  replaceDir(dir, from);
  return { dir, server: await serve(dir, "/") };
}

/** The page's own build: the app module its document names. */
const pageApp = (p) =>
  p.evaluate(
    () =>
      document.querySelector('meta[name="attic-app"]')?.content ||
      document.querySelector('link[rel="modulepreload"]')?.getAttribute("href").replace(/^\.\//, "")
  );

/** The files a worker fetched (its resource timing): the wasm it runs. */
const workerFiles = (w) =>
  w.evaluate(() => performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname.split("/").pop()));

/** Every worker the page starts, when it started and whether it has closed. */
function trackWorkers(p) {
  const list = [];
  p.on("worker", (w) => {
    const entry = { w, at: Date.now(), closed: false };
    w.on("close", () => (entry.closed = true));
    list.push(entry);
  });
  return list;
}

/** Wait until `f()` holds, polling; false after `ms`. */
async function until(f, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await f()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

/**
 * The person moves and the AI (level 1) answers. A match that ends first
 * (a quick loss is legal) is replaced by a new one.
 */
async function moveAndAnswer(p, pick) {
  for (let attempt = 0; attempt < 4; attempt++) {
    if (!(await humanTurn(p))) {
      await newGame(p, "human", "ai1");
      continue;
    }
    const was = await moveCount(p);
    await clickMove(p, pick + attempt);
    if ((await humanTurn(p)) && (await moveCount(p)) >= was + 2) return;
  }
  assert.fail("the AI did not answer a move in four matches");
}

/** A person against AI level 1: play until the AI has answered a move. */
async function playAgainstAi(p) {
  await newGame(p, "human", "ai1");
  await moveAndAnswer(p, 0);
}

test("1. a page open across a deployment starts its AI worker from its own build", async () => {
  const { dir, server } = await site("one", A);
  const ctx = await browser.newContext({ serviceWorkers: "block" });
  try {
    const p = await ctx.newPage();
    const errors = watch(p);
    const workers = trackWorkers(p);
    await p.goto(server.url + "#/play/oanquan");
    await ready(p);
    const mine = await pageApp(p);
    assert.equal(mine, appOf(A), "the page is build A");
    // The new deployment replaces every file; then the AI is asked to play.
    replaceDir(dir, B);
    const since = server.log.length;
    await playAgainstAi(p);
    assert.ok(workers.length >= 1, "no worker was started");
    // The page names the game of its request, whose code the worker
    // fetches beside its own.
    assert.match(workers.at(-1).w.url(), /[?&]game=oanquan(&|$)/, "the worker's URL names the game");
    const files = await workerFiles(workers.at(-1).w);
    const wasmA = appOf(A).replace(/\.js$/, "_bg.wasm");
    const wasmB = appOf(B).replace(/\.js$/, "_bg.wasm");
    console.log(`page ${mine}; worker ${workers.at(-1).w.url()} fetched ${JSON.stringify(files)}`);
    assert.ok(files.includes(wasmA), `the worker did not run build A's wasm ${wasmA}: ${JSON.stringify(files)}`);
    assert.ok(!files.includes(wasmB), `the worker ran build B's wasm: ${JSON.stringify(files)}`);
    const fromB = server.log.slice(since).filter((r) => r.path.includes(appOf(B).slice(0, 20)));
    assert.deepEqual(fromB, [], "build B's app was fetched");
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
    await server.close();
  }
});

test("2. a new version waits for the player: the notice, an AI of the page's build meanwhile, and Reload keeps the game", async () => {
  const { dir, server } = await site("two", A);
  const ctx = await browser.newContext();
  try {
    const p = await ctx.newPage();
    const errors = watch(p);
    const workers = trackWorkers(p);
    await p.goto(server.url + "#/play/oanquan");
    await ready(p);
    await p.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    if (!(await p.evaluate(() => !!navigator.serviceWorker.controller))) {
      await p.reload();
      await ready(p);
    }
    assert.ok(await p.evaluate(() => !!navigator.serviceWorker.controller), "no service worker controls the page");
    // Two people, one move: a game in storage, no AI worker yet.
    await newGame(p, "human", "human");
    await clickMove(p, 0);
    const game = await settle(p);

    // A new deployment; the page asks for it (as it does every hour).
    replaceDir(dir, B);
    const t0 = Date.now();
    await p.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    const notice = p.locator('[data-testid="notice-update"]');
    await notice.waitFor({ timeout: 20_000 });
    metrics.updateNoticeMs = Date.now() - t0;
    assert.match(await notice.textContent(), /new version is ready/i);
    assert.equal(await pageApp(p), appOf(A), "the page changed under the player");

    // Meanwhile the AI takes a seat: its worker is still build A's.
    const mover = (await p.locator('[data-testid="status"]').textContent()).trim()[0];
    const seat = mover === "A" ? 0 : 1;
    const was = await moveCount(p);
    await p.locator(`[data-testid="player-${seat}"]`).selectOption("ai1");
    await p.waitForFunction((n) => document.querySelectorAll('[data-testid="move"]').length > n, was, { timeout: WAIT });
    const files = await workerFiles(workers.at(-1).w);
    const wasmA = appOf(A).replace(/\.js$/, "_bg.wasm");
    assert.ok(files.includes(wasmA), `the worker did not run build A's wasm: ${JSON.stringify(files)}`);
    const kept = await settle(p);

    // Reload: the new version, the same game.
    const nav = p.waitForEvent("framenavigated");
    await p.locator('[data-testid="notice-reload"]').click();
    await nav;
    await ready(p);
    assert.equal(await pageApp(p), appOf(B), "Reload did not bring the new version");
    await p.waitForSelector('[data-testid="move"]', { timeout: WAIT });
    const after = await settle(p);
    assert.deepEqual(after.moves, kept.moves, "the game after the reload");
    assert.ok(after.moves.length > game.moves.length);
    assert.equal(await p.locator('[data-testid="notice-update"]').count(), 0, "the notice is still there");
    assert.deepEqual(errors, [], "page errors");
  } finally {
    await ctx.close();
    await server.close();
  }
});

test("3. a dead AI worker is noticed within 2 s, idle or thinking, and replaced; the player hears of it the second time", async () => {
  const { server } = await site("three", A);
  const ctx = await browser.newContext({ serviceWorkers: "block" });
  try {
    const p = await ctx.newPage();
    const workers = trackWorkers(p);
    const closedAt = [];
    p.on("console", (m) => {
      const t = m.text().match(/^attic-test: closed at (\d+)/);
      if (t) closedAt.push(Number(t[1]));
    });
    await p.goto(server.url + "#/play/oanquan");
    await ready(p);
    await playAgainstAi(p);
    assert.equal(workers.length, 1);
    const restarted = p.locator('[data-testid="notice-ai-restarted"]');
    const replaced = async (n, t0, what) => {
      assert.ok(await until(() => workers.length >= n, 12_000), `${what}: no new worker within 12 s`);
      const ms = workers[n - 1].at - t0;
      console.log(`${what}: a new worker ${ms} ms after the old one stopped`);
      return ms;
    };

    // (a) Idle: the worker closes itself.
    let t0 = await workers[0].w.evaluate(() => {
      setTimeout(() => close(), 0);
      return Date.now();
    });
    metrics.deadIdleMs = await replaced(2, t0, "idle, closed");
    assert.ok(metrics.deadIdleMs < 2000, `idle: noticed after ${metrics.deadIdleMs} ms`);
    assert.equal(await restarted.count(), 0, "the first restart was announced");
    // The game goes on with the new worker.
    await moveAndAnswer(p, 1);

    // (b) Thinking: the worker closes as soon as it has started a search.
    await workers[1].w.evaluate(() =>
      self.addEventListener("message", (e) => {
        // A request to think: kind 1 (crates/web/src/wire/codec.rs).
        if (e.data instanceof Uint8Array && e.data[0] === 1) {
          console.log("attic-test: closed at " + Date.now());
          close();
        }
      })
    );
    // The request is sent again to the new worker, which answers it.
    await moveAndAnswer(p, 2);
    assert.equal(closedAt.length, 1, "the worker did not close on the request");
    metrics.deadThinkingMs = await replaced(3, closedAt[0], "thinking, closed");
    assert.ok(metrics.deadThinkingMs < 2000, `thinking: noticed after ${metrics.deadThinkingMs} ms`);
    // The second time, the player is told.
    await restarted.waitFor({ timeout: 5000 });
    assert.match(await restarted.textContent(), /AI .*restarted/);

    // (c) Hung: an endless loop; the worker is terminated, not only left.
    t0 = await workers[2].w.evaluate(() => {
      setTimeout(() => {
        for (;;);
      }, 0);
      return Date.now();
    });
    metrics.hungMs = await replaced(4, t0, "hung");
    assert.ok(metrics.hungMs < 2000, `hung: noticed after ${metrics.hungMs} ms`);
    assert.ok(await until(() => workers[2].closed, 5000), "the hung worker was not terminated");

    // (d) Crashed: an uncaught error in the worker is seen at once.
    t0 = await workers[3].w.evaluate(() => {
      setTimeout(() => {
        throw new Error("attic-test: crash");
      }, 0);
      return Date.now();
    });
    metrics.crashedMs = await replaced(5, t0, "crashed");
    assert.ok(metrics.crashedMs < 2000, `crashed: noticed after ${metrics.crashedMs} ms`);
    await moveAndAnswer(p, 3);
    assert.equal(await p.locator('[data-testid="error"]').count(), 0, "an error was shown");
    console.log("worker " + JSON.stringify(metrics));
  } finally {
    await ctx.close();
    await server.close();
  }
});
