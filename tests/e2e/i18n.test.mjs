// Three languages: the site follows the browser's language, the header's
// menu switches it on any page (at once, and remembered), and every page
// reads in it: the header, the gallery, a game's status line and its
// game-over lines, the rules page (whose specification stays English, as
// one sentence says). Dutch and Vietnamese come from lang/<lang>-<hash>.txt,
// fetched before the first render: under a sub-path, offline after the
// first visit, and when the file cannot be had the page is English and
// says so (never half translated). axe-core checks the pages in both.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "./server.mjs";
import { axeBothModes, launch, ready, WAIT, watch } from "./helpers.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = resolve(process.env.ATTIC_DIST || join(HERE, "..", "..", "dist"));
// A finished Straat game (spec example E4): Black wins 3 to 1.
const FINISHED = readFileSync(join(HERE, "..", "..", "games", "straat", "tests", "data", "straat_e4.txt"), "utf8");
// The same game after its first two turns: White to place.
const STARTED = FINISHED.split("\n")
  .filter((l) => !l.startsWith("[Result") && !l.startsWith("[Score") && !/^[3-8]\./.test(l))
  .join("\n");

let browser, server;

before(async () => {
  assert.ok(existsSync(join(DIST, "index.html")), `no build at ${DIST}: run trunk build --offline --release`);
  server = await serve(DIST, "/attic/");
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** A page in a fresh context whose browser prefers `locale`. */
async function open(locale, options = {}) {
  const ctx = await browser.newContext({ viewport: { width: 1200, height: 900 }, locale, serviceWorkers: "block", ...options });
  const page = await ctx.newPage();
  return { ctx, page, errors: watch(page) };
}

/** Import a record through the Import panel, opening it if it is closed. */
async function importRecord(page, record) {
  const toggle = page.locator('[data-testid="import"]');
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await page.locator('[data-testid="import-text"]').fill(record);
  await page.locator('[data-testid="import-go"]').click();
}

const text = (page, sel) => page.locator(sel).first().innerText();
const htmlLang = (page) => page.evaluate(() => document.documentElement.lang);

/** What a page in `lang` must say: the header, the gallery, a game's lines. */
const SAYS = {
  nl: {
    myGames: "Mijn partijen",
    home: "Spellen van de zolder",
    hook: /^Leg half zwarte, half witte tegels/,
    players: "2 spelers",
    toMove: /^Wit( \(jij\))? is aan zet$/,
    over: "De partij is afgelopen",
    wins: "Zwart wint",
    reason: /^Zwart 3 straten \(voorkant 2, achterkant 1\) tegen Wit 1 straat/,
    rules: /in het Engels/,
  },
  vi: {
    myGames: "Ván của tôi",
    home: "Trò chơi từ gác xép",
    hook: /^Đặt những viên gạch nửa đen nửa trắng/,
    players: "2 người chơi",
    toMove: /^Đến lượt Trắng( \(bạn\))?$/,
    over: "Ván đấu đã kết thúc",
    wins: "Đen thắng",
    reason: /^Đen 3 phố \(mặt trước 2, mặt sau 1\) so với Trắng 1 phố/,
    rules: /bằng tiếng Anh/,
  },
};

/** Check the home page, a game's status and game-over lines, and the rules page read in `lang`. */
async function readsIn(page, lang, { axe = false } = {}) {
  const say = SAYS[lang];
  await page.goto(server.url + "#/");
  await ready(page);
  assert.equal(await htmlLang(page), lang, "<html lang>");
  assert.equal(await page.locator('[data-testid="lang"]').inputValue(), lang, "the menu shows the language");
  assert.equal(await text(page, '[data-testid="my-games-link"]'), say.myGames);
  assert.equal(await text(page, ".home h1"), say.home);
  const card = page.locator('[data-testid="game-card-straat"]');
  assert.match(await card.locator(".hook").innerText(), say.hook);
  assert.equal(await card.locator(".players").innerText(), say.players);
  if (axe) await axeBothModes(page, null, `the home page in ${lang}`);

  await page.goto(server.url + "#/play/straat");
  await page.waitForSelector('[data-testid="board"]', { timeout: WAIT });
  await importRecord(page, STARTED);
  await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('[data-testid="status"]')?.innerText.trim()), say.toMove.source, {
    timeout: WAIT,
  });
  if (axe) await axeBothModes(page, null, `a game page in ${lang}`);
  await importRecord(page, FINISHED);
  await page.waitForSelector('[data-testid="game-over"]', { timeout: WAIT });
  const status = await text(page, '[data-testid="status"]');
  assert.ok(status.startsWith(say.over + ": "), status);
  assert.match(status.slice(say.over.length + 2), say.reason);
  assert.equal(await text(page, '[data-testid="game-over"] h2'), say.wins);
  assert.match(await text(page, '[data-testid="game-over"] .reason'), say.reason);
  if (axe) await axeBothModes(page, null, `a finished game in ${lang}`);

  await page.goto(server.url + "#/rules/straat");
  await page.waitForSelector('[data-testid="rules"] h2', { timeout: WAIT });
  assert.match(await text(page, '[data-testid="rules-english"]'), say.rules);
  assert.equal(await page.locator('[data-testid="rules"]').getAttribute("lang"), "en", "the specification is marked English");
  if (axe) await axeBothModes(page, null, `a rules page in ${lang}`);
}

test("1. a Dutch browser gets the site in Dutch; the choice survives a reload", async () => {
  const { ctx, page, errors } = await open("nl-NL");
  try {
    await readsIn(page, "nl", { axe: true });
    await page.reload();
    await ready(page);
    assert.equal(await htmlLang(page), "nl");
    assert.equal(await text(page, '[data-testid="my-games-link"]'), SAYS.nl.myGames);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test("2. switched to Vietnamese in the header: at once, everywhere, and after a reload", async () => {
  const { ctx, page, errors } = await open("en-US");
  try {
    await page.goto(server.url + "#/play/straat");
    await ready(page);
    await page.waitForSelector('[data-testid="board"]', { timeout: WAIT });
    assert.equal(await htmlLang(page), "en");
    assert.equal(await text(page, '[data-testid="my-games-link"]'), "My games");
    // The menu names each language in itself, in its own language.
    const options = await page.locator('[data-testid="lang"] option').evaluateAll((os) => os.map((o) => [o.value, o.lang, o.textContent]));
    assert.deepEqual(options, [
      ["en", "en", "English"],
      ["nl", "nl", "Nederlands"],
      ["vi", "vi", "Tiếng Việt"],
    ]);
    // By keyboard: focus the menu, pick with the arrow keys.
    await page.locator('[data-testid="lang"]').focus();
    await page.locator('[data-testid="lang"]').selectOption("vi");
    await page.waitForFunction(() => document.documentElement.lang === "vi", null, { timeout: WAIT });
    assert.equal(await text(page, '[data-testid="my-games-link"]'), SAYS.vi.myGames, "the page re-renders at once");
    assert.match(await text(page, '[data-testid="status"]'), /Đến lượt|suy nghĩ/);
    await readsIn(page, "vi", { axe: true });
    await page.reload();
    await ready(page);
    assert.equal(await htmlLang(page), "vi", "remembered over the browser's English");
    assert.equal(await text(page, '[data-testid="my-games-link"]'), SAYS.vi.myGames);
    // And back to English.
    await page.locator('[data-testid="lang"]').selectOption("en");
    await page.waitForFunction(() => document.documentElement.lang === "en", null, { timeout: WAIT });
    // On the rules page, where English needs no note about English.
    assert.match(page.url(), /#\/rules\/straat$/);
    assert.equal(await page.locator('[data-testid="rules-english"]').count(), 0);
    assert.equal(await text(page, '[data-testid="my-games-link"]'), "My games");
    await page.reload();
    await ready(page);
    assert.equal(await htmlLang(page), "en");
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test("3. Dutch offline after the first visit, under a sub-path", async () => {
  const { ctx, page, errors } = await open("nl", { serviceWorkers: "allow" });
  try {
    await page.goto(server.url + "#/");
    await ready(page);
    assert.match(server.url, /\/attic\/$/);
    assert.equal(await text(page, ".home h1"), SAYS.nl.home);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const cached = await page.evaluate(async () => {
      for (const k of await caches.keys()) {
        const c = await caches.open(k);
        const urls = (await c.keys()).map((r) => new URL(r.url).pathname);
        if (urls.some((u) => /\/attic\/lang\/nl-[0-9a-f]{16}\.txt$/.test(u))) return true;
      }
      return false;
    });
    assert.ok(cached, "the service worker precaches the Dutch file");
    await ctx.setOffline(true);
    await page.reload();
    await ready(page);
    assert.equal(await htmlLang(page), "nl");
    assert.equal(await text(page, ".home h1"), SAYS.nl.home, "Dutch offline");
    assert.equal(await page.locator('[data-testid="notice-lang"]').count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.setOffline(false);
    await ctx.close();
  }
});

test("4. when the language file cannot be had, the page is English and says so", async () => {
  const { ctx, page } = await open("vi-VN");
  try {
    await ctx.route("**/lang/**", (r) => r.abort());
    await page.goto(server.url + "#/");
    await ready(page);
    assert.equal(await htmlLang(page), "en");
    assert.equal(await text(page, ".home h1"), "Games from the attic", "all English, nothing half translated");
    assert.equal(await text(page, '[data-testid="my-games-link"]'), "My games");
    const notice = page.locator('[data-testid="notice-lang"]');
    await notice.waitFor({ timeout: WAIT });
    assert.match(await notice.innerText(), /^Tiếng Việt could not be loaded, so the site is in English: the network request failed/);
    // Switching to Dutch fails the same way and leaves the page as it is.
    await page.locator('[data-testid="lang"]').selectOption("nl");
    await page.waitForFunction(() => /Nederlands could not be loaded/.test(document.body.innerText), null, { timeout: WAIT });
    assert.equal(await htmlLang(page), "en");
    assert.equal(await page.locator('[data-testid="lang"]').inputValue(), "en", "the menu shows the page's language again");
    await axeBothModes(page, null, "the home page with the language notice");
  } finally {
    await ctx.close();
  }
});

test("5. a switch that cannot load its file leaves the page in its language", async () => {
  const { ctx, page, errors } = await open("nl");
  try {
    await page.goto(server.url + "#/");
    await ready(page);
    assert.equal(await htmlLang(page), "nl");
    await ctx.route("**/lang/vi-*", (r) => r.abort());
    await page.locator('[data-testid="lang"]').selectOption("vi");
    const notice = page.locator('[data-testid="notice-lang"]');
    await notice.waitFor({ timeout: WAIT });
    assert.match(await notice.innerText(), /^Tiếng Việt kon niet worden geladen: het netwerkverzoek is mislukt/);
    assert.equal(await htmlLang(page), "nl");
    assert.equal(await text(page, ".home h1"), SAYS.nl.home);
    assert.equal(await page.locator('[data-testid="lang"]').inputValue(), "nl");
    // The aborted request itself is the only error the console shows.
    assert.deepEqual(errors.filter((e) => !/^Failed to load resource: net::ERR_FAILED$/.test(e)), []);
  } finally {
    await ctx.close();
  }
});

test("6. a message on screen follows a language switch: a link cut off when it was copied", async () => {
  const { ctx, page } = await open("en-US");
  try {
    // A share link cut after its game's name, as a chat app may cut it.
    await page.goto(server.url + "#v2.oanquan.1");
    await ready(page);
    const error = page.locator('[data-testid="error"]');
    await error.waitFor({ timeout: WAIT });
    assert.match(await error.innerText(), /incomplete: it was probably cut off when it was copied/);
    // The banner keeps its words as messages: switching the language
    // redraws them, and switching back restores the English.
    for (const [lang, says] of [
      ["nl", /onvolledig: hij is waarschijnlijk afgekapt bij het kopiëren/],
      ["vi", /không đầy đủ: có lẽ nó đã bị cắt mất khi sao chép/],
      ["en", /incomplete: it was probably cut off/],
    ]) {
      await page.locator('[data-testid="lang"]').selectOption(lang);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang, { timeout: WAIT });
      await page.waitForFunction(
        (re) => new RegExp(re).test(document.querySelector('[data-testid="error"]')?.innerText ?? ""),
        says.source,
        { timeout: WAIT },
      );
    }
  } finally {
    await ctx.close();
  }
});
