import { chromium } from "playwright-core";
import { serve } from "./server.mjs";
import { newGame, ready } from "./helpers.mjs";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const server = await serve("dist", "/", 0, {});
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block", colorScheme: "dark" });
const p = await ctx.newPage();
await p.goto(server.url + "#/play/turno-loop");
await ready(p);
await p.locator('[data-testid="new-game"]').click();
await p.locator('[data-testid="new-game-dialog"]').waitFor();
if (await p.locator('[data-testid="opt-players"]').count()) await p.locator('[data-testid="opt-players"]').selectOption("2");
await p.locator('[data-testid="seat-0"]').selectOption("human");
await p.locator('[data-testid="seat-1"]').selectOption("ai1");
await p.locator('[data-testid="start-game"]').click();
for (let i = 0; i < 16; i++) {
  const b = p.locator('[data-testid="throw"]:not([aria-disabled])');
  await b.waitFor({ timeout: 20000 });
  await b.click();
  await p.waitForTimeout(1500);
  const note = await p.locator('[data-testid="auto-note"]').textContent();
  console.log(i, note);
  if (i === 5) await p.screenshot({ path: "/tmp/s20/loop-phone.png" });
}
await p.screenshot({ path: "/tmp/s20/loop-phone.png" });
await browser.close();
server.close?.();
