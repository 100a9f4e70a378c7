// A phone on a slow network, as Lighthouse's mobile "applied" throttling
// (DevTools) has it: 562.5 ms round trip, 1,474.56 kbit/s down, 675 kbit/s
// up, and 4x CPU slowdown; a new context each (a first visit, the service
// worker blocked). LATENCY, KBPS and CPU override them (LATENCY=150
// KBPS=1600 for the figures of 2026-11-27 in docs/measure.md; CPU=1 leaves
// the CPU unthrottled). Used by scripts/playable.mjs and scripts/ai-first.mjs.
export const LATENCY = Number(process.env.LATENCY || 562.5);
export const KBPS = Number(process.env.KBPS || 1474.56);
export const CPU = Number(process.env.CPU || 4);

/** A page in a new context of `browser`, throttled as above: `{ ctx, page }`. */
export async function slowPhonePage(browser) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers: "block" });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: LATENCY, downloadThroughput: (KBPS * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
  return { ctx, page };
}
