// Lighthouse (mobile preset, simulated throttling) on the built site.
//
//   node scripts/lighthouse.mjs [dist] [page...]     e.g. '#/' '#/play/longtau'
//
// Serves dist/ with gzip (tests/e2e/server.mjs, as GitHub Pages or a CDN
// would) and prints, per page: the performance score, FCP, LCP, TBT, CLS,
// Speed Index and the LCP element. Each run is a new visitor (a new
// origin), served from compressed copies made before the first run.
// THROTTLING=devtools applies the preset's slow network and CPU for real
// instead of simulating them from an unthrottled load (Lighthouse's
// default, "simulate": its LCP counts every request that ended before the
// largest paint, so a wasm that comes before a game page's start picture
// on this fast local server is charged to the picture; docs/measure.md).
// Lighthouse is not a dependency of the
// test command (it is large): install it once with
//   npm install --no-save lighthouse@12.2.3
// (13 needs a newer Node), or point LIGHTHOUSE_DIR at a folder whose
// node_modules has it. Chromium: /usr/bin/chromium (scripts/setup.sh).
import { readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "../tests/e2e/server.mjs";

const from = resolve(process.env.LIGHTHOUSE_DIR || ".");
const need = createRequire(join(from, "package.json"));
let lighthouse, launcher;
try {
  lighthouse = (await import(pathToFileURL(need.resolve("lighthouse/core/index.js")))).default;
  launcher = await import(pathToFileURL(need.resolve("chrome-launcher")));
} catch {
  console.error("Lighthouse is not installed: npm install --no-save lighthouse@12.2.3 (or set LIGHTHOUSE_DIR)");
  process.exit(2);
}

const [dist = "dist", ...args] = process.argv.slice(2);
const pages = args.length ? args : ["#/", "#/play/longtau", "#/learn/oanquan"];
const runs = Number(process.env.RUNS || 1);

/** Ask for every file of `dir` once, compressed. */
async function warm(url, dir, sub = "") {
  for (const e of readdirSync(join(dir, sub), { withFileTypes: true })) {
    const path = sub ? `${sub}/${e.name}` : e.name;
    if (e.isDirectory()) await warm(url, dir, path);
    else await (await fetch(url + path, { headers: { "accept-encoding": "gzip" } })).arrayBuffer();
  }
}
const chrome = await launcher.launch({
  chromePath: process.env.CHROMIUM || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync",
    // For experiments only, e.g. LH_CHROME_ARGS=--js-flags=--no-wasm-lazy-compilation.
    ...(process.env.LH_CHROME_ARGS || "").split(" ").filter(Boolean)],
});
try {
  for (const page of pages) {
    for (let i = 0; i < runs; i++) {
      // Each run is a first visit: a new port is a new origin, with no
      // storage from the runs before (Lighthouse does not clear local
      // storage, and a saved game changes what a game page shows first).
      const srv = await serve(dist, "/", 0, { gzip: true });
      // The server compresses each file once, before the run (as a host
      // serves a compressed copy): see tests/e2e/server.mjs `gzipped`.
      if (i === 0 && page === pages[0]) await warm(srv.url, resolve(dist));
      const r = await lighthouse(srv.url + page, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], throttlingMethod: process.env.THROTTLING || "simulate" }).finally(() => srv.close());
      const a = r.lhr.audits;
      // LH_JSON=<dir>: each report, for what the one line leaves out.
      if (process.env.LH_JSON) writeFileSync(join(process.env.LH_JSON, `${page.replace(/[^a-z0-9]+/gi, "_")}-${i}.json`), JSON.stringify(r.lhr));
      const ms = (k) => Math.round(a[k].numericValue);
      // Lighthouse 12.2.3 cannot name it with Chromium 156 (its TraceElements
      // gatherer fails on "frame_sequence"): said so rather than left blank.
      const lcpEl = a["largest-contentful-paint-element"];
      const el = lcpEl?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? (lcpEl?.errorMessage ? "(not read by Lighthouse)" : "");
      console.log(
        `${page}\tperf ${Math.round(r.lhr.categories.performance.score * 100)}\tFCP ${ms("first-contentful-paint")}\tLCP ${ms("largest-contentful-paint")}` +
          `\tTBT ${ms("total-blocking-time")}\tCLS ${a["cumulative-layout-shift"].numericValue.toFixed(3)}\tSI ${ms("speed-index")}\tLCP element ${el.slice(0, 90)}`
      );
    }
  }
} finally {
  await chrome.kill();
}
