// Where the AI's time goes in the browser: runs a game's in-browser bench
// (#/bench/<id>) under Chrome's tracing and prints, per thread, the share
// of CPU samples by function (the AI worker is the busy thread). Names
// need a build that keeps them:
//   ATTIC_WASM_NAMES=1 trunk build --offline --release --dist /tmp/dist-prof
//   node scripts/profile-ai.mjs /tmp/dist-prof longtau
// (issue 27: it showed 128-bit shifts and multiplies going through the
// split build's indirect-call shims.)
import { chromium } from "playwright-core";
import { serve } from "../tests/e2e/server.mjs";
const [dist = "dist", id = "longtau"] = process.argv.slice(2);
const server = await serve(dist, "/");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--headless"] });
const p = await browser.newPage();
await p.goto(server.url + "#/");
await p.waitForSelector('[data-testid^="game-card-"]');
await browser.startTracing(p, { categories: ["disabled-by-default-v8.cpu_profiler", "v8.execute"] });
await p.goto(server.url + "#/bench/" + id);
await p.locator('[data-testid="bench-result"]').waitFor({ timeout: 60000 });
console.log((await p.locator('[data-testid="bench-result"]').textContent()).trim().slice(0, 120));
const buf = await browser.stopTracing();
const trace = JSON.parse(buf.toString());
const events = trace.traceEvents || trace;
// Profile chunks per (pid, tid, id)
const profiles = new Map();
for (const e of events) {
  if (e.name !== "ProfileChunk") continue;
  const key = `${e.pid}:${e.id}`;
  let pr = profiles.get(key);
  if (!pr) profiles.set(key, (pr = { nodes: new Map(), samples: [] }));
  const c = e.args?.data?.cpuProfile || {};
  for (const n of c.nodes || []) pr.nodes.set(n.id, n);
  for (const s of c.samples || []) pr.samples.push(s);
}
for (const [key, pr] of profiles) {
  const self = new Map();
  for (const s of pr.samples) {
    const n = pr.nodes.get(s);
    const name = n?.callFrame?.functionName || "?";
    const url = (n?.callFrame?.url || "").split("/").pop();
    const k = `${name} [${url}]`;
    self.set(k, (self.get(k) || 0) + 1);
  }
  const total = pr.samples.length;
  if (total < 200) continue;
  console.log(`== ${key}: ${total} samples`);
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(String((100 * v / total).toFixed(1)).padStart(6) + "%", k.slice(0, 150));
}
await browser.close(); await server.close();
