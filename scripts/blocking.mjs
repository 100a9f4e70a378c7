// The blocking time a phone would see on a first visit, from a trace of
// the page's own main thread (docs/measure.md, session 28): every task of
// 10 ms of CPU or more, with the functions the engine compiled in it at
// their first call, and the sum of (CPU × 4 − 50 ms), Lighthouse's 4x CPU
// applied to CPU time. Lighthouse's own simulation multiplies wall time,
// which on a busy 2-core machine is 1.5 to 7 times the CPU time, so its TBT
// moves by hundreds of ms between runs of one build; this moves by tens.
//
//   node scripts/blocking.mjs [dist] [visits] [page...]
//   e.g. node scripts/blocking.mjs dist 5 '#/play/longtau' '#/play/chogo'
//
// Each visit is a new origin at 412×823, service workers blocked, traced
// for 4 s. Only the page's renderer counts: Chromium's own pages (its
// omnibox popup) have a main thread of their own in the same trace.
import { chromium } from "playwright-core";
import { serve } from "../tests/e2e/server.mjs";

const [dist = "dist", visits = "3", ...args] = process.argv.slice(2);
const pages = args.length ? args : ["#/play/longtau"];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  for (const page of pages) {
    const sums = [];
    for (let i = 0; i < Number(visits); i++) {
      const srv = await serve(dist, "/", 0, { gzip: true });
      const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: "block" });
      let events;
      try {
        const p = await ctx.newPage();
        await browser.startTracing(p, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.wasm"] });
        await p.goto(srv.url + page);
        await p.waitForTimeout(4000);
        events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
      } finally {
        await ctx.close();
        await srv.close();
      }
      const pid = events.find((e) => e.name === "FunctionCall" && /\/app-[0-9a-f]+\.js/.test(e.args?.data?.url ?? ""))?.pid;
      if (pid === undefined) throw new Error(`${page}: the trace holds no call into the app's script`);
      const main = new Set(events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && e.pid === pid).map((e) => e.tid));
      const mine = events.filter((e) => e.pid === pid && main.has(e.tid) && e.ph === "X");
      const tasks = mine.filter((e) => e.name === "RunTask").sort((a, b) => a.ts - b.ts);
      const compiles = mine.filter((e) => e.name === "wasm.CompileLazy");
      let sum = 0;
      const lines = [];
      for (const t of tasks) {
        const cpu = (t.tdur ?? t.dur) / 1000;
        if (cpu < 10) continue;
        sum += Math.max(0, cpu * 4 - 50);
        const n = compiles.filter((e) => e.ts >= t.ts && e.ts <= t.ts + t.dur).length;
        lines.push(`  at ${((t.ts - tasks[0].ts) / 1000).toFixed(0)} ms: CPU ${cpu.toFixed(1)} ms, wall ${(t.dur / 1000).toFixed(1)} ms, ${n} functions compiled`);
      }
      sums.push(Math.round(sum));
      console.log(`${page} visit ${i + 1}: blocking at 4x ${Math.round(sum)} ms\n${lines.join("\n")}`);
    }
    console.log(`${page}: ${sums.join(", ")} (mean ${Math.round(sums.reduce((a, b) => a + b, 0) / sums.length)})`);
  }
} finally {
  await browser.close();
}
