// Time to a playable board on a slow phone, for every game page (issue 27
// item 7): Lighthouse's mobile "applied" throttling and 4x CPU slowdown
// (scripts/slow-phone.mjs), in Chromium, a first visit each, served gzip
// as a host would.
//
//   node scripts/playable.mjs [dist] [runs]
//
// Prints per game page: the time from navigation to the start picture's
// paint (the static frame) and to a board that takes a move (a legal spot,
// TAU's bidding form or TURNO's die), median of `runs` (default 1); and
// where the time went: when the first wasm was asked for, when the last
// response before that moment ended, and the bytes transferred until then.
import { chromium } from "playwright-core";
import { serve } from "../tests/e2e/server.mjs";
import { galleryIds, USABLE } from "../tests/e2e/helpers.mjs";
import { slowPhonePage } from "./slow-phone.mjs";

const [dist = "dist", runsArg = "1"] = process.argv.slice(2);
const runs = Number(runsArg);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium" });
const server = await serve(dist, "/", 0, { gzip: true });
try {
  const ids = await galleryIds(browser, server.url);
  const median = (v) => v.sort((a, b) => a - b)[Math.floor(v.length / 2)];
  for (const id of ids) {
    const picture = [];
    const playable = [];
    const [net, bytes, asked] = [[], [], []];
    for (let i = 0; i < runs; i++) {
      const { ctx, page: p } = await slowPhonePage(browser);
      await p.goto(server.url + "#/play/" + id, { waitUntil: "commit" });
      await p.waitForSelector(USABLE, { timeout: 60000, state: "attached" });
      const t = await p.evaluate(() => {
        const now = performance.now();
        // What the network took: the last response before the board was
        // playable, its bytes, and when the first wasm was asked for.
        const nav = performance.getEntriesByType("navigation")[0];
        const res = performance.getEntriesByType("resource").filter((r) => r.responseEnd <= now);
        const wasm = res.filter((r) => /\.wasm$/.test(r.name));
        return {
          now,
          lcp: performance.getEntriesByType("paint").find((e) => e.name === "first-contentful-paint")?.startTime ?? NaN,
          net: Math.max(nav.responseEnd, ...res.map((r) => r.responseEnd)),
          bytes: nav.transferSize + res.reduce((a, r) => a + r.transferSize, 0),
          wasmAsked: Math.min(...wasm.map((r) => r.startTime)),
        };
      });
      playable.push(t.now);
      picture.push(t.lcp);
      net.push(t.net);
      bytes.push(t.bytes);
      asked.push(t.wasmAsked);
      await ctx.close();
    }
    console.log(
      `#/play/${id}\tfirst paint ${Math.round(median(picture))} ms\tplayable ${Math.round(median(playable))} ms` +
        `\tfirst wasm asked ${Math.round(median(asked))} ms\tlast byte ${Math.round(median(net))} ms (${(median(bytes) / 1024).toFixed(1)} KB)`,
    );
  }
} finally {
  await browser.close();
  server.close?.();
}
process.exit(0);
