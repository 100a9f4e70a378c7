// Issue 27 §8: `trunk build --release --public-url /attic/`, the way
// Trunk's documentation serves a site under a sub-path. Trunk then names
// index.html's files from /attic/; the post-build hook (scripts/sw.mjs)
// first makes them relative to the page (scripts/site.mjs relativeUrls),
// so the build is the one app.test.mjs 9 serves under /attic/ (and the
// rest of the hook, which expects `./` URLs, goes on as for any build).
// Checked by hand on 2026-11-28: that build's index.html has the shape of
// the default build's, hashes aside.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { relativeUrls } from "../../scripts/site.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = resolve(process.env.ATTIC_DIST || join(HERE, "..", "..", "dist"));

/** relativeUrls on `html` written in a scratch folder: what it returns and writes. */
function rewrite(html, base) {
  const dir = mkdtempSync(join(tmpdir(), "attic-subpath-"));
  writeFileSync(join(dir, "index.html"), html);
  try {
    const said = relativeUrls(dir, base);
    return { said, html: readFileSync(join(dir, "index.html"), "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("Trunk's /attic/ start script and links become relative to the page", () => {
  // What Trunk 0.21.14 writes with --public-url /attic/ (from its output).
  const trunk =
    `<link rel="stylesheet" href="/attic/site-fd65444e815683e4.css" integrity="sha384-x"/>\n` +
    `<script type="module">\nimport init from '/attic/app-ba3e09004ab70c63.js';\n` +
    `const wasm = await init({ module_or_path: '/attic/app-ba3e09004ab70c63_bg.wasm' });\n</script>\n` +
    `<link rel="modulepreload" href="/attic/app-ba3e09004ab70c63.js"><a href="https://example.org/attic/x">x</a>`;
  const { said, html } = rewrite(trunk, "/attic/");
  assert.equal(said, "/attic/");
  assert.match(html, /href="\.\/site-fd65444e815683e4\.css"/);
  assert.match(html, /import init from '\.\/app-ba3e09004ab70c63\.js';/);
  assert.match(html, /module_or_path: '\.\/app-ba3e09004ab70c63_bg\.wasm'/);
  assert.match(html, /href="\.\/app-ba3e09004ab70c63\.js"/);
  assert.match(html, /href="https:\/\/example\.org\/attic\/x"/, "other sites' URLs are left alone");
  assert.ok(!/["']\/attic\//.test(html), html);
});

test("the default build is left as it is, and an /attic/ build of it comes back the same", () => {
  const built = readFileSync(join(DIST, "index.html"), "utf8");
  assert.equal(rewrite(built, "./").said, null);
  assert.equal(rewrite(built, undefined).said, null);
  const underAttic = built.replace(/(href=|src=)"\.\//g, '$1"/attic/');
  assert.notEqual(underAttic, built);
  assert.equal(rewrite(underAttic, "/attic").html, built);
});
