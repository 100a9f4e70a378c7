// Issue 28 item 6: each AI level's time a move in the browser, at 4x CPU
// slowdown, against what its description says (the new-game dialog and
// the players' panel: `think.txt`'s native median, or the level's budget).
//
//   node scripts/ai-times.mjs [dist] [moves] [ids...]
//
// For each game page (a first visit, Chromium, the service worker
// blocked): a worker started as the page starts one; for each level 1..5,
// `moves` requests for the move of the seat to move in the game's puzzles
// 1..moves (positions in the middle of a game, with a choice), or, for a
// game without puzzles, in the page's own new game (Input::Think in the worker's
// byte protocol, crates/web/src/wire/codec.rs), each timed from the
// request to the answer; CPU throttling (CDP Emulation.setCPUThrottlingRate,
// RATE, default 4) on the page and, through the browser's CDP session, on
// the worker's own target. Prints per game and level the median and the
// largest time, and the page's long tasks (PerformanceObserver) while the
// worker thought.
import { chromium } from "playwright-core";
import { serve } from "../tests/e2e/server.mjs";
import { defineThink, galleryIds } from "../tests/e2e/helpers.mjs";

const [dist = "dist", movesArg = "3", ...only] = process.argv.slice(2);
const MOVES = Number(movesArg);
const RATE = Number(process.env.RATE || 4);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium" });
const server = await serve(dist, "/", 0, { gzip: true });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
try {
  const all = await galleryIds(browser, server.url);
  const ids = only.length ? only : all.filter((id) => !/^turno-(loop|lottery)$/.test(id));
  console.log(`game\tlevel\tmedian ms\tmax ms\tlong tasks on the page (ms)\t(CPU ${RATE}x, ${MOVES} moves a level)`);
  for (const id of ids) {
    const ctx = await browser.newContext({ serviceWorkers: "block" });
    const p = await ctx.newPage();
    await p.addInitScript(() => {
      window.__lt = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) window.__lt.push(Math.round(e.duration));
      }).observe({ type: "longtask", buffered: true });
    });
    await p.goto(`${server.url}#/play/${id}`);
    await p.waitForSelector('[data-testid="board"]', { timeout: 60_000 });
    await p.waitForTimeout(1000);
    const cdp = await ctx.newCDPSession(p);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
    // The worker, throttled as well once it exists: the page's session
    // attaches to its targets (not flattened), and the throttling is sent
    // to the worker's.
    const attached = new Promise((resolve) => cdp.on("Target.attachedToTarget", (e) => e.targetInfo.type === "worker" && resolve(e.sessionId)));
    await cdp.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
    await p.evaluate(defineThink);
    await p.evaluate(() => {
      const app = document.querySelector('meta[name="attic-app"]').getAttribute("content");
      window.__w = new Worker(`./worker_loader.js?app=${app}`, { type: "module" });
      window.__answer = (...first) =>
        new Promise((resolve, reject) => {
          window.__w.onmessage = (e) => e.data instanceof Uint8Array && first.every((b, i) => e.data[i] === b) && resolve(e.data);
          setTimeout(() => reject(new Error("no answer")), 120_000);
        });
      window.__loaded = window.__answer(0);
    });
    const sessionId = await attached;
    const answered = new Promise((resolve) =>
      cdp.on("Target.receivedMessageFromTarget", (e) => {
        const m = JSON.parse(e.message);
        if (m.id === 1) resolve(m);
      }),
    );
    await cdp.send("Target.sendMessageToTarget", { sessionId, message: JSON.stringify({ id: 1, method: "Emulation.setCPUThrottlingRate", params: { rate: RATE } }) });
    const reply = await answered;
    if (reply.error) console.log(`# ${id}: the worker's target refused the throttling: ${JSON.stringify(reply.error)}`);
    await p.evaluate(() => window.__loaded);
    for (let level = 1; level <= 5; level++) {
      const times = [];
      await p.evaluate(() => (window.__lt = []));
      for (let seed = 1; seed <= MOVES; seed++) {
        times.push(
          await p.evaluate(
            async ([level, seed]) => {
              // One request: the answer's token and the time it took.
              // Output::Move is the byte 1 after the worker's 1, then the
              // id (a number) and the token (a length and its bytes).
              const think = async (record, level, seed) => {
                const done = window.__answer(1);
                const t0 = performance.now();
                window.__w.postMessage(window.atticThink(record, level, seed));
                const a = await done;
                const ms = Math.round(performance.now() - t0);
                if (a[1] !== 1) return { error: new TextDecoder().decode(a.slice(2, 300)), ms };
                let at = 2;
                const read = () => {
                  let v = 0;
                  for (let k = 1; ; k *= 0x80) {
                    const b = a[at++];
                    v += (b & 0x7f) * k;
                    if (b < 0x80) return v;
                  }
                };
                read();
                const len = read();
                return { token: new TextDecoder().decode(a.slice(at, at + len)), ms };
              };
              // The position: the page's new game after 4 + 2 x seed
              // moves of level 1 against itself (a game in its middle),
              // where the game has no chance to draw; else its puzzle
              // number `seed` (a position with a choice: its record
              // without the puzzle's tags); else the new game itself.
              const key = Object.keys(localStorage).find((k) => k.startsWith("attic.game."));
              const start = JSON.parse(localStorage.getItem(key)).record;
              window.__pos ??= {};
              if (!window.__pos[seed]) {
                // The tags, a blank line, then the moves.
                let record = start.trimEnd() + "\n\n";
                let ok = true;
                let before = record;
                for (let ply = 0; ply < 4 + 2 * seed; ply++) {
                  const r = await think(record, 1, 1000 * seed + ply);
                  if (r.error) {
                    // The game ended with the last move: the one before.
                    ok = ply > 1;
                    record = before;
                    break;
                  }
                  before = record;
                  record += " " + r.token;
                }
                if (!ok) {
                  const game = location.hash.replace("#/play/", "");
                  const f = await fetch(`puzzles/${game}/${game}-${seed}.txt`);
                  record = f.ok ? (await f.text()).replace(/^\[(Puzzle|Answer|Theme|Depth|Proof|Difficulty|Missed) .*\n/gm, "") : start;
                }
                window.__pos[seed] = record;
                window.__mode = ok ? "self-play" : "puzzle or start";
              }
              const r = await think(window.__pos[seed], level, seed);
              // A position the worker does not take (a game that has
              // ended) is left out, and said.
              if (r.error) console.log(`skipped: ${r.error}`);
              return r.error ? null : r.ms;
            },
            [level, seed],
          ),
        );
      }
      const lt = await p.evaluate(() => window.__lt);
      const skipped = times.filter((t) => t === null).length;
      times.splice(0, times.length, ...times.filter((t) => t !== null));
      if (skipped) console.log(`# ${id} level ${level}: ${skipped} positions left out (the worker did not take them)`);
      if (level === 1) console.log(`# ${id}: positions from ${await p.evaluate(() => window.__mode)}`);
      console.log(`${id}\t${level}\t${median(times)}\t${Math.max(...times)}\t${lt.length ? lt.join(",") : "none"}`);
    }
    await ctx.close();
  }
} finally {
  await browser.close();
  server.close?.();
}
process.exit(0);
