// How-to-play pages: reached from the gallery and the game page; their live
// boards step through an example (Next, Back) and let the reader make the
// example's move (a wrong but legal move is refused with a word, the right
// one is played and praised), by mouse and by keyboard; every game's page
// loads with its boards; no page scrolls sideways at 320 px; axe-core finds
// nothing in light or dark mode.
import { test } from "node:test";
import assert from "node:assert/strict";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { axeBothModes, countPerTask, keyClicks, LEGAL, perTask, ready, WAIT, watch, useSite } from "./helpers.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = resolve(process.env.ATTIC_DIST || join(HERE, "..", "..", "dist"));

let browser, server;

useSite(DIST, (b, s) => {
  browser = b;
  server = s;
});

async function open(hash, viewport = { width: 1200, height: 900 }) {
  const ctx = await browser.newContext({ viewport, serviceWorkers: "block" });
  const p = await ctx.newPage();
  const errors = watch(p);
  await p.goto(server.url + hash);
  await ready(p);
  return { p, ctx, errors };
}

const lesson = (p, i) => p.locator('[data-testid="lesson"]').nth(i);
const lessonText = (p, i) => lesson(p, i).locator('[data-testid="lesson-text"]').textContent();

test("1. from the gallery to O An Quan's page, stepping through an example", async () => {
  const { p, ctx, errors } = await open("#/");
  await p.locator('[data-testid="learn-link-oanquan"]').click();
  await p.waitForSelector('[data-testid="lesson"]', { timeout: WAIT });
  assert.match(p.url(), /#\/learn\/oanquan$/);
  assert.match(await p.locator("h1").textContent(), /How to play O An Quan/);
  // The second board: the opening move A1 in one step.
  const l = lesson(p, 1);
  assert.match(await lessonText(p, 1), /A sows from A1/);
  const stones = () => l.locator('[data-cell="A2"]').getAttribute("data-count");
  assert.equal(await stones(), "5");
  await l.locator('[data-testid="lesson-next"]').click();
  assert.match(await lessonText(p, 1), /captures the 6 counters/);
  assert.equal(await stones(), "0", "A2 was captured");
  assert.equal(await l.locator('[data-testid="lesson-next"]').count(), 0, "the last step has no Next");
  await l.locator('[data-testid="lesson-back"]').click();
  assert.equal(await stones(), "5");
  // The page leads on to the game and the full rules.
  assert.match(await p.locator('[data-testid="learn-play"]').getAttribute("href"), /#\/play\/oanquan$/);
  assert.match(await p.locator('[data-testid="learn-rules"]').getAttribute("href"), /#\/rules\/oanquan$/);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test("2. try it: a legal but wrong move is refused, the right one is played", async () => {
  const { p, ctx, errors } = await open("#/learn/oanquan");
  await p.waitForSelector('[data-testid="lesson"]', { timeout: WAIT });
  const l = lesson(p, 2);
  assert.equal(await l.locator('[data-legal="true"]').count(), 0, "not interactive before Try it");
  await l.locator('[data-testid="lesson-next"]').click();
  assert.match(await lessonText(p, 2), /find the move that captures the quan/);
  await l.locator('[data-cell="A1"]').click();
  await l.locator('[data-testid="lesson-wrong"]').waitFor({ timeout: WAIT });
  assert.equal(await l.locator('[data-cell="A1"]').getAttribute("data-count"), "5", "the wrong move is not played");
  await l.locator('[data-cell="A5"]').click();
  await p.waitForFunction((el) => /Right:/.test(el.textContent), await l.locator('[data-testid="lesson-text"]').elementHandle(), { timeout: WAIT });
  assert.equal(await l.locator('[data-cell="QE"]').getAttribute("data-count"), "0", "the quan was captured");
  assert.equal(await l.locator('[data-testid="lesson-wrong"]').count(), 0);
  await l.locator('[data-testid="lesson-again"]').click();
  assert.match(await lessonText(p, 2), /The same start/);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test("3. try it by keyboard alone", async () => {
  const { p, ctx } = await open("#/learn/oanquan");
  await p.waitForSelector('[data-testid="lesson"]', { timeout: WAIT });
  const l = lesson(p, 2);
  await l.locator('[data-testid="lesson-next"]').focus();
  await p.keyboard.press("Enter");
  await l.locator(LEGAL.replace('[data-testid="board"] ', "")).first().waitFor({ timeout: WAIT });
  // "Try it" puts the focus on this example's board (not the page's first).
  await p.waitForFunction(
    (fig) => document.activeElement === fig.querySelector('[data-testid="board"]'),
    await l.elementHandle(),
    { timeout: WAIT }
  );
  await keyClicks(p, "A5");
  await p.waitForFunction((el) => /Right:/.test(el.textContent), await l.locator('[data-testid="lesson-text"]').elementHandle(), { timeout: WAIT });
  await ctx.close();
});

test("4. every game's page loads with its live boards, at 320 px without sideways scrolling, and passes axe", async () => {
  const { p, ctx, errors } = await open("#/", { width: 320, height: 700 });
  await p.waitForSelector('[data-testid^="learn-link-"]', { timeout: WAIT });
  const ids = await p
    .locator('[data-testid^="learn-link-"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute("data-testid").replace("learn-link-", "")));
  assert.ok(ids.length >= 10, `learn links: ${ids}`);
  for (const id of ids) {
    await p.goto(server.url + "#/learn/" + id);
    await p.waitForSelector('[data-testid="lesson"], .error', { timeout: WAIT });
    assert.equal(await p.locator(".error").count(), 0, `${id}: the page did not load`);
    // Every board but the first is drawn a moment after the page, one a task.
    await p.waitForFunction(() => !document.querySelector('[data-testid="lesson-later"]'), null, { timeout: WAIT });
    assert.equal(await p.locator(".lesson-broken").count(), 0, `${id}: a live board could not be shown`);
    // A game's board view comes from its chunk, fetched on first use (issue 27).
    await p.waitForSelector('[data-testid="lesson"] [data-testid="board"]', { timeout: WAIT }).catch(() => {});
    assert.ok((await p.locator('[data-testid="lesson"] [data-testid="board"]').count()) > 0, `${id}: no live board`);
    // Every block laid out, as it is once scrolled to (static/pages.css lays
    // out only those near the screen, and clips a block's own overflow).
    const wide = await p.evaluate(() => {
      for (const block of document.querySelectorAll(".markdown > *")) block.style.contentVisibility = "visible";
      return document.documentElement.scrollWidth;
    });
    assert.ok(wide <= 320, `${id}: the page is ${wide} px wide at 320`);
    await axeBothModes(p, null, `how to play ${id}`);
  }
  assert.deepEqual(errors, []);
  await ctx.close();
});

test("5. the page's first draw is its text, with its first board only where what follows that board is on the screen; every other board comes after it, each in a task of its own, and nothing on screen moves", async () => {
  // One long task drew the text and every board (40-106 ms of CPU on Long
  // Tau's page, docs/measure.md session 24); now each board after the
  // first has a task of its own, in a room that is off the screen. The CPU
  // is slowed 4 times, as on a phone: a board then takes longer than Yew's
  // 16 ms, whose scheduler goes on in a timer of its own, and timers set for
  // every board at once let two boards into one task (session 25). The
  // first board too waits a task where the frame found what follows it
  // below the screen (Long Tau's and TURNOOI's on a phone), else it comes
  // with the text (O An Quan's on a wide screen: its first board starts at
  // 571 px, and its room would end on the screen; session 27).
  for (const [id, viewport, withText] of [["longtau", { width: 412, height: 823 }, 0], ["oanquan", { width: 1350, height: 940 }, 1], ["turnooi", { width: 412, height: 823 }, 0]]) {
    const ctx = await browser.newContext({ viewport, serviceWorkers: "block" });
    try {
      const p = await ctx.newPage();
      const errors = watch(p);
      await countPerTask(ctx, p, '[data-testid="lesson"]');
      await p.addInitScript(() => {
        window.__shifts = [];
        new PerformanceObserver((l) => l.getEntries().forEach((e) => !e.hadRecentInput && window.__shifts.push(e.value))).observe({ type: "layout-shift", buffered: true });
        // When the app first draws the text: how many boards come with it.
        new MutationObserver((_, seen) => {
          if (!document.querySelector('[data-testid="learn"] p')) return;
          window.__withText = document.querySelectorAll('[data-testid="lesson"]').length;
          seen.disconnect();
        }).observe(document, { childList: true, subtree: true });
        // When the app first draws a board: how many wait their turn.
        new MutationObserver((_, seen) => {
          if (!document.querySelector('[data-testid="lesson"]')) return;
          window.__later = document.querySelectorAll('[data-testid="lesson-later"]').length;
          seen.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await p.goto(server.url + "#/learn/" + id);
      await ready(p);
      await p.waitForFunction(() => window.__later !== undefined && !document.querySelector('[data-testid="lesson-later"]'), null, { timeout: WAIT });
      const got = await p.evaluate(() => ({
        later: window.__later,
        withText: window.__withText,
        lessons: document.querySelectorAll('[data-testid="lesson"]').length,
        shifts: window.__shifts,
        // Each room was below the screen: the first board's bottom is.
        firstBottom: document.querySelector('[data-testid="lesson"]').getBoundingClientRect().bottom,
      }));
      assert.ok(got.lessons >= 3 && got.later === got.lessons - 1, `${id}: the first board drawn, the others waiting: ${JSON.stringify(got)}`);
      assert.equal(got.withText, withText, `${id}: boards drawn with the text: ${JSON.stringify(got)}`);
      got.perTask = await perTask(p);
      assert.deepEqual(got.perTask, Array(got.lessons).fill(1), `${id}: one board a task: ${JSON.stringify(got)}`);
      assert.ok(got.firstBottom > viewport.height, `${id}: the first board reaches below the screen: ${JSON.stringify(got)}`);
      assert.deepEqual(got.shifts, [], `${id}: nothing shown moved`);
      assert.deepEqual(errors, []);
    } finally {
      await ctx.close();
    }
  }
});
