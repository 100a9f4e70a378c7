// Where the time goes when the AI moves first on a first visit (issue 27):
// a game page on a slow phone (scripts/slow-phone.mjs), its own requests
// and the AI worker's (read in the worker), each with when it was asked
// for and when it ended, and when the board became playable. Visits until
// `want` of them had the AI to move first (the deal decides; at most
// 4 × want visits).
//
//   node scripts/ai-first.mjs [dist] [game] [want]
import { chromium } from "playwright-core";
import { serve } from "../tests/e2e/server.mjs";
import { USABLE } from "../tests/e2e/helpers.mjs";
import { slowPhonePage } from "./slow-phone.mjs";

const [dist = "dist", id = "turnooi", wantArg = "2"] = process.argv.slice(2);
const want = Number(wantArg);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium" });
const server = await serve(dist, "/", 0, { gzip: true });
const short = (u) => u.replace(/^.*\//, "").replace(/\?.*$/, "");
const timings = () => ({
  origin: performance.timeOrigin,
  now: performance.now(),
  res: performance.getEntriesByType("resource").map((r) => [r.name, r.startTime, r.responseEnd, r.transferSize]),
});
try {
  let found = 0;
  for (let i = 0; i < 4 * want && found < want; i++) {
    const { ctx, page: p } = await slowPhonePage(browser);
    // The worker is started for the AI's first request only: one that
    // exists once the board takes a move means the AI moved first.
    let worker;
    p.on("worker", (w) => (worker = w));
    await p.goto(server.url + "#/play/" + id, { waitUntil: "commit" });
    await p.waitForSelector(USABLE, { timeout: 90000, state: "attached" });
    const page = await p.evaluate(timings);
    if (!worker) {
      console.log(`visit ${i + 1}: the person moves first (playable ${Math.round(page.now)} ms)`);
      await ctx.close();
      continue;
    }
    found++;
    const w = await worker.evaluate(timings);
    const shift = w.origin - page.origin;
    const last = Math.max(...w.res.map((r) => r[2])) + shift;
    console.log(`visit ${i + 1}: the AI moved first; worker started ${Math.round(shift)} ms, its last byte ${Math.round(last)} ms; playable ${Math.round(page.now)} ms`);
    const rows = [...page.res.map((r) => ["page", ...r]), ...w.res.map(([n, s, e, b]) => ["worker", n, s + shift, e + shift, b])].sort((a, b) => a[2] - b[2]);
    for (const [who, name, s, e, b] of rows) console.log(`  ${who.padEnd(6)} ${short(name).padEnd(32)} ${String(Math.round(s)).padStart(6)} → ${String(Math.round(e)).padStart(6)} ms ${(b / 1024).toFixed(1).padStart(6)} KB`);
    await ctx.close();
  }
} finally {
  await browser.close();
  server.close?.();
}
process.exit(0);
