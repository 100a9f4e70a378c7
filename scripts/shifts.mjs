// Layout shifts of a first visit, at any window size (issue 27): each
// game page (or the pages named) opened in a new context, every shift
// Chromium reports in its first 3 s summed per visit, as Lighthouse counts
// them, with the elements that moved. The screen tests hold a few cases to
// a bound (tests/e2e/screen.test.mjs); this finds them.
//
//   node scripts/shifts.mjs <dist> [visits=2] [WIDTHxHEIGHT=1280x800] [#/page …]
import { chromium } from "playwright-core";
import { serve } from "../tests/e2e/server.mjs";
import { galleryIds } from "../tests/e2e/helpers.mjs";

const [dist = "dist", visits = "2", size = "1280x800", ...named] = process.argv.slice(2);
const [width, height] = size.split("x").map(Number);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium" });
const server = await serve(dist, "/", 0, { gzip: true });
try {
  const pages = named.length ? named : (await galleryIds(browser, server.url)).map((id) => "#/play/" + id);
  for (const page of pages) {
    const sums = [];
    const moved = new Set();
    for (let i = 0; i < Number(visits); i++) {
      const ctx = await browser.newContext({ viewport: { width, height }, serviceWorkers: "block" });
      const p = await ctx.newPage();
      await p.addInitScript(() => {
        window.__shifts = [];
        new PerformanceObserver((l) =>
          window.__shifts.push(
            ...l.getEntries().map((e) => ({
              value: e.value,
              nodes: e.sources.map((s) => (s.node ? s.node.nodeName.toLowerCase() + (s.node.className && typeof s.node.className === "string" ? "." + s.node.className.trim().split(/\s+/).join(".") : "") : "?")),
            })),
          ),
        ).observe({ type: "layout-shift", buffered: true });
      });
      await p.goto(server.url + page);
      await p.waitForTimeout(3000);
      const got = await p.evaluate(() => window.__shifts);
      sums.push(got.reduce((a, e) => a + e.value, 0));
      for (const e of got) for (const n of e.nodes) moved.add(n);
      await ctx.close();
    }
    console.log(`${page}\t${size}\t${sums.map((v) => v.toFixed(4)).join(", ")}${moved.size ? "\t" + [...moved].join(" ") : ""}`);
  }
} finally {
  await server.close();
  await browser.close();
}
