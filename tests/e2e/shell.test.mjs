// The static frame (issue 18 §6): index.html carries the page's header, the
// home page's introduction or a page's loading line, and the footer, in
// every language (scripts/site.mjs `writeShell`), so the first paint needs
// no wasm. static/shell.js picks the reader's language and the page before
// that paint; the app removes the frame when it mounts. Tested with the
// wasm held back (what a phone on a slow network shows first), then loaded.
import { test } from "node:test";
import assert from "node:assert/strict";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ready, useSite, WAIT, watch } from "./helpers.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = resolve(process.env.ATTIC_DIST || join(HERE, "..", "..", "dist"));

let browser, server;
useSite(DIST, (b, s) => {
  browser = b;
  server = s;
});

/** The visible text of the page while its wasm is held back. */
async function frame(hash, { locale = "en-US", saved = null } = {}) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale });
  if (saved) await ctx.addInitScript((l) => localStorage.setItem("attic.lang", l), saved);
  const p = await ctx.newPage();
  let release;
  const held = new Promise((ok) => (release = ok));
  await p.route(/\.wasm$/, async (r) => {
    await held;
    await r.continue();
  });
  await p.goto(server.url + hash);
  await p.waitForSelector("#shell header", { timeout: WAIT });
  const text = await p.evaluate(() => document.body.innerText.replace(/\s+/g, " ").trim());
  const lang = await p.evaluate(() => document.documentElement.lang);
  return { ctx, p, text, lang, release };
}

test("1. before the wasm: the home page's title and introduction, in the browser's language", async () => {
  const en = await frame("#/");
  try {
    assert.equal(en.lang, "en");
    assert.match(en.text, /Games from the attic/);
    assert.match(en.text, /Old board games, written down carefully/);
    assert.match(en.text, /Attic plays offline once loaded/);
    assert.doesNotMatch(en.text, /Spellen van de zolder|Trò chơi từ gác xép/, "one language only");
    assert.doesNotMatch(en.text, /Setting up the board/, "no loading line on the home page");
  } finally {
    await en.ctx.close();
  }
  const nl = await frame("#/", { locale: "nl-NL" });
  try {
    assert.equal(nl.lang, "nl");
    assert.match(nl.text, /Spellen van de zolder/);
    assert.doesNotMatch(nl.text, /Games from the attic/);
  } finally {
    await nl.ctx.close();
  }
});

test("2. before the wasm: a game page says it sets up the board, in the saved language", async () => {
  const vi = await frame("#/play/longtau", { locale: "en-US", saved: "vi" });
  try {
    assert.equal(vi.lang, "vi");
    assert.match(vi.text, /Đang bày bàn cờ/);
    assert.doesNotMatch(vi.text, /Trò chơi từ gác xép/, "not the home page's introduction");
  } finally {
    await vi.ctx.close();
  }
  const rules = await frame("#/rules/chogo");
  try {
    assert.match(rules.text, /Loading the rules/);
    assert.doesNotMatch(rules.text, /Setting up the board|Loading how to play/);
  } finally {
    await rules.ctx.close();
  }
});

test("3. when the app mounts, the frame is gone: one header, one footer, no page error", async () => {
  const f = await frame("#/");
  try {
    const errors = watch(f.p);
    f.release();
    await ready(f.p);
    await f.p.locator('[data-testid="game-card-oanquan"]').waitFor({ timeout: WAIT });
    assert.equal(await f.p.locator("#shell").count(), 0, "the static frame was removed");
    assert.equal(await f.p.locator("header.top").count(), 1);
    assert.equal(await f.p.locator("footer.foot").count(), 1);
    assert.equal(await f.p.locator("h1").count(), 1);
    assert.deepEqual(errors, []);
  } finally {
    await f.ctx.close();
  }
});
