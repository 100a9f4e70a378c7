// Where the time goes when the AI moves first on a first visit (issue 27):
// the page under Lighthouse's applied throttling (as scripts/playable.mjs),
// its own requests and the AI worker's (read in the worker), each with
// when it was asked for and when it ended, and when the board became
// playable. Runs until `want` visits had the AI to move first (at most
// 4 × want visits).
//
//   node scripts/ai-first.mjs [dist] [game] [want]
import { chromium } from "playwright-core";
import { serve } from "../tests/e2e/server.mjs";
import { LEGAL } from "../tests/e2e/helpers.mjs";

const [dist = "dist", id = "turnooi", wantArg = "2"] = process.argv.slice(2);
const want = Number(wantArg);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium" });
const server = await serve(dist, "/", 0, { gzip: true });
const USABLE = `${LEGAL}, [data-testid="tau-negotiation"], [data-testid="throw"]:not([aria-disabled])`;
const short = (u) => u.replace(/^.*\//, "").replace(/\?.*$/, "");
try {
  let found = 0;
  for (let i = 0; i < 4 * want && found < want; i++) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers: "block" });
    const p = await ctx.newPage();
    const cdp = await ctx.newCDPSession(p);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(process.env.CPU || 4) });
    let worker;
    p.on("worker", (w) => (worker = w));
    await p.goto(server.url + "#/play/" + id, { waitUntil: "commit" });
    await p.waitForSelector(USABLE, { timeout: 90000, state: "attached" });
    const page = await p.evaluate(() => ({
      now: performance.now(),
      origin: performance.timeOrigin,
      ready: Number(document.body.dataset.readyAt || NaN),
      res: performance.getEntriesByType("resource").map((r) => [r.name, r.startTime, r.responseEnd, r.transferSize]),
    }));
    if (!worker) {
      console.log(`visit ${i + 1}: the person moves first (playable ${Math.round(page.now)} ms)`);
      await ctx.close();
      continue;
    }
    const w = await worker.evaluate(() => ({
      origin: performance.timeOrigin,
      res: performance.getEntriesByType("resource").map((r) => [r.name, r.startTime, r.responseEnd, r.transferSize]),
    }));
    const shift = w.origin - page.origin;
    const moved = await p.evaluate(() => document.querySelectorAll('[data-testid="move-list"] li, [data-testid="moves"] li').length);
    if (!moved && !w.res.length) {
      await ctx.close();
      continue;
    }
    found++;
    console.log(`visit ${i + 1}: the AI moved first; playable ${Math.round(page.now)} ms; worker started ${Math.round(shift)} ms`);
    const rows = [...page.res.map((r) => ["page", ...r]), ...w.res.map(([n, s, e, b]) => ["worker", n, s + shift, e + shift, b])].sort((a, b) => a[2] - b[2]);
    for (const [who, name, s, e, b] of rows) console.log(`  ${who.padEnd(6)} ${short(name).padEnd(32)} ${String(Math.round(s)).padStart(6)} → ${String(Math.round(e)).padStart(6)} ms ${(b / 1024).toFixed(1).padStart(6)} KB`);
    await ctx.close();
  }
} finally {
  await browser.close();
  server.close?.();
}
process.exit(0);
