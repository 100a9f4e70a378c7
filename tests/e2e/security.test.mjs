// The site's security policy and untrusted text (issue 14, section 3), in
// headless Chromium: index.html declares a strict Content-Security-Policy
// and has no inline script; served with that policy as a header too, a game
// against the AI is played with no violation; markup in names, tags and
// routes is shown as text.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { POLICY } from "../../scripts/site.mjs";
import { serve } from "./server.mjs";
import { clickMove, humanTurn, importRecord, launch, moveCount, newGame, newGameWith, ready, WAIT, watch } from "./helpers.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = resolve(process.env.ATTIC_DIST || join(HERE, "..", "..", "dist"));

let browser, strict, plain;

before(async () => {
  assert.ok(existsSync(join(DIST, "index.html")), `no build at ${DIST}: run trunk build --offline --release`);
  // The policy as a header as well, on every response (the page, its
  // scripts, the workers' scripts), as a host may send it.
  strict = await serve(DIST, "/", 0, { headers: { "content-security-policy": POLICY } });
  plain = await serve(DIST, "/");
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await strict?.close();
  await plain?.close();
});

/**
 * A context whose pages record every policy violation (window.__csp) from
 * their first script on.
 */
async function watchedContext() {
  const ctx = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  await ctx.addInitScript(() => {
    window.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.__csp.push(`${e.effectiveDirective} refused ${e.blockedURI || "(inline)"} at ${e.sourceFile}:${e.lineNumber}`)
    );
  });
  return ctx;
}

test("1. index.html declares a strict policy before anything loads, and has no inline script, handler or style", () => {
  const html = readFileSync(join(DIST, "index.html"), "utf8");
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/i);
  assert.ok(meta, "index.html declares no Content-Security-Policy");
  const policy = meta[1];
  const directive = (name) => (policy.split(";").map((d) => d.trim().split(/\s+/)).find((d) => d[0] === name) || []).slice(1);
  assert.deepEqual(directive("script-src"), ["'self'", "'wasm-unsafe-eval'"], policy);
  assert.deepEqual(directive("default-src"), ["'self'"], policy);
  for (const d of ["style-src", "object-src", "base-uri"]) assert.ok(directive(d).length > 0, `no ${d}: ${policy}`);
  const sources = policy.split(";").flatMap((d) => d.trim().split(/\s+/).slice(1));
  for (const weak of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "*", "data:", "blob:", "http:", "https:"]) {
    assert.ok(!sources.includes(weak), `${weak} in ${policy}`);
  }
  assert.ok(html.indexOf(meta[0]) < html.search(/<(script|link|style)\b/), "the policy comes after something it should govern");
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    assert.match(m[1], /\bsrc=/, "an inline script: " + m[0]);
    assert.equal(m[2].trim(), "", "a script with a body: " + m[0]);
  }
  assert.doesNotMatch(html, /<[^>]*\s(on[a-z]+|style)\s*=/i, "an inline handler or style attribute");
  assert.doesNotMatch(html, /<style\b/, "a <style> element");
  assert.equal(policy, POLICY, "scripts/site.mjs and index.html disagree");
});

test("2. under the policy as a header, a game against the AI, the rules and the benchmark work with no violation and no global bindings", async () => {
  const ctx = await watchedContext();
  try {
    const p = await ctx.newPage();
    const errors = watch(p);
    await p.goto(strict.url + "#/play/oanquan");
    await ready(p);
    await p.waitForSelector('[data-testid="board"]', { timeout: WAIT });
    assert.equal(await p.evaluate(() => typeof window.wasmBindings), "undefined", "window.wasmBindings is set");
    await newGame(p, "human", "ai1");
    assert.ok(await humanTurn(p), "the game ended at once");
    for (let i = 0; i < 3; i++) {
      const was = await moveCount(p);
      await clickMove(p, i);
      if (!(await humanTurn(p))) break;
      assert.ok((await moveCount(p)) >= was + 2, "the AI did not answer");
    }
    // The rules page fetches its text; the benchmark runs in the worker.
    await p.goto(strict.url + "#/rules/oanquan");
    await p.waitForSelector('[data-testid="rules"] h2', { timeout: WAIT });
    await p.goto(strict.url + "#/bench/oanquan");
    await p.waitForFunction(() => /playouts\/s/.test(document.querySelector('[data-testid="bench-result"]')?.textContent || ""), null, { timeout: WAIT });
    // The service worker registers under the policy too.
    await p.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    assert.deepEqual(await p.evaluate(() => window.__csp), [], "policy violations");
    assert.deepEqual(errors, [], "page errors (a refused script or worker is reported here too)");
  } finally {
    await ctx.close();
  }
});

/** Whether markup was made into elements: an <img src="x"> or a <b>. */
const injected = (p) => p.evaluate(() => document.querySelectorAll('img[src="x"], b.injected').length);

test("3. markup in a route, in player names, in a record's tags and in a link stays text", async () => {
  const ctx = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  try {
    const p = await ctx.newPage();
    const errors = watch(p);
    const evil = '<img src=x onerror="document.title=1">';
    // A route.
    // (The browser percent-encodes <, > and spaces in a fragment; the page
    // shows what it has, as text.)
    await p.goto(plain.url + "#/play/" + evil);
    await ready(p);
    await p.waitForFunction(() => /onerror/.test(document.querySelector("main")?.textContent || ""), null, { timeout: WAIT });
    assert.equal(await injected(p), 0, "the route's markup became an element");

    // Names typed in the new-game dialog.
    await p.goto(plain.url + "#/play/straat");
    await ready(p);
    await p.waitForSelector('[data-testid="board"]', { timeout: WAIT });
    const bold = '<b class="injected">Bob</b>';
    await newGameWith(p, [
      { kind: "human", name: evil },
      { kind: "human", name: bold },
    ]);
    const names = async (q) => [await q.locator('[data-testid="player-name-0"]').textContent(), await q.locator('[data-testid="player-name-1"]').textContent()];
    const shown = await names(p);
    assert.ok(shown[0].includes("<img src=x"), `names shown: ${JSON.stringify(shown)}`);
    assert.ok(shown[1].includes("<b"), `names shown: ${JSON.stringify(shown)}`);
    assert.equal(await injected(p), 0, "a name's markup became an element");

    // The same names through a share link, in a new page.
    await p.locator('[data-testid="copy-link"]').click();
    await p.waitForFunction(() => document.querySelector('[data-testid="share-url"]')?.value.includes("#v1."));
    const url = await p.locator('[data-testid="share-url"]').inputValue();
    const q = await ctx.newPage();
    const qErrors = watch(q);
    await q.goto(url);
    await ready(q);
    await q.waitForSelector('[data-testid="player-name-1"]', { timeout: WAIT });
    assert.deepEqual(await names(q), shown, "the names from the link");
    assert.equal(await injected(q), 0, "a link's markup became an element");

    // A record whose tags carry markup, imported.
    await q.locator('[data-testid="export"]').click();
    const record = await q.locator('[data-testid="record-text"]').inputValue();
    const tagged = record
      .replace(/\[White "[^"]*"\]/, `[White "<img src=x onerror=alert(2)>"]`)
      .replace(/\[Black "[^"]*"\]/, `[Black "<b class=injected>x</b>"]`)
      .replace(/^/, `[Event "<img src=x onerror=alert(3)>"]\n`);
    assert.notEqual(tagged, record, "the record has no White and Black tags");
    await importRecord(q, tagged);
    // (The names from the link already hold "<img": wait for the tag's.)
    await q.waitForFunction(() => document.querySelector('[data-testid="player-name-0"]')?.textContent.includes("alert(2)"), null, { timeout: WAIT });
    await q.locator('[data-testid="import-text"]').waitFor({ state: "detached", timeout: WAIT });
    assert.equal(await injected(q), 0, "a tag's markup became an element");
    // A move token with markup: the error names it, as text.
    await importRecord(q, record.trimEnd() + "\n\n1. <img src=x onerror=alert(4)>\n");
    await q.waitForFunction(() => /<img/.test(document.querySelector('[data-testid="error"]')?.textContent || ""), null, { timeout: WAIT });
    assert.equal(await injected(q), 0, "a token's markup became an element");
    assert.notEqual(await q.title(), "1", "an onerror handler ran");
    assert.notEqual(await p.title(), "1", "an onerror handler ran");
    assert.deepEqual([...errors, ...qErrors], [], "page errors");
  } finally {
    await ctx.close();
  }
});
