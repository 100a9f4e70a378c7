// The start-position pictures of the static frame: static/boards/<id>.<scheme>.svg,
// and static/boards/frame.json: each game page's title and where its board sits.
//
//   node scripts/boards.mjs [dist] [frame]   (after a web build; writes static/boards/;
//                                            "frame": frame.json only, the pictures stay)
//
// A game page's frame (index.html's #shell, static/shell.js) shows a picture
// of the game's board at its start while the wasm loads, so that a phone on a
// slow network sees the board in about a second rather than after the whole
// app has arrived (issue 18 §6: an SVG drawn by the app is not an LCP
// candidate; an image is). Each picture is the board the app draws for a new
// visitor, taken from the built site in Chromium, with the computed styles
// written into the file (an image cannot see the page's style sheet), in
// light and dark. They are committed rather than made at build time, so that
// building the site needs no browser; e2e shell.test.mjs checks that they are
// still the boards the app draws (run this script when it says they are not).
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { serve } from "../tests/e2e/server.mjs";

export const SCHEMES = ["light", "dark"];
export const OUT = fileURLToPath(new URL("../static/boards", import.meta.url));
/** The viewport the pictures are taken at (a phone, where the picture matters). */
export const VIEWPORT = { width: 390, height: 844 };

/** The game ids, from the home page's gallery. */
export async function gameIds(page, url) {
  await page.goto(url + "#/");
  await page.waitForSelector('body[data-ready="1"]');
  const ids = await page.$$eval('a[href^="#/play/"]', (as) => as.map((a) => a.getAttribute("href").slice("#/play/".length)));
  return [...new Set(ids)].sort();
}

/**
 * The board of a new game of `id`, as a stand-alone SVG file: the
 * computed style of every element written as a class of one <style>;
 * null if a ply was played before it could be taken.
 */
export async function boardSvg(page, url, id) {
  // The AI worker's script is held back for a while: an AI seat that
  // moves first (TURNO-Domino's, when the deal makes it first) cannot
  // answer before the board is taken. Drawn throws wait 600 ms anyway.
  await page.context().route(/worker_loader\.js/, async (r) => {
    await new Promise((ok) => setTimeout(ok, 2000));
    await r.continue().catch(() => {});
  });
  await page.goto(url + "#/play/" + id);
  await page.waitForSelector('body[data-ready="1"]');
  await page.waitForSelector('[data-testid="board"] svg');
  // The start: taken before the AI's or chance's first ply (the caller
  // tries again on a new page when one came first).
  const svg = await page.evaluate(() => {
    const PROPS = [
      "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-dasharray",
      "stroke-linecap", "stroke-linejoin", "opacity", "font-family", "font-size", "font-weight", "font-style",
      "text-anchor", "dominant-baseline", "letter-spacing", "paint-order", "visibility",
    ];
    const svg = document.querySelector('[data-testid="board"] svg');
    const copy = svg.cloneNode(true);
    const from = [svg, ...svg.querySelectorAll("*")];
    const to = [copy, ...copy.querySelectorAll("*")];
    const classes = new Map();
    const drop = [];
    from.forEach((el, i) => {
      const c = to[i];
      const cs = getComputedStyle(el);
      // The marks of the turn (legal targets, dangers, a preview) depend on
      // who moves first, which the deal decides: the picture has none.
      if (cs.display === "none" || el.matches(".kit-marks, .kit-preview")) {
        drop.push(c);
        return;
      }
      for (const a of [...c.attributes]) {
        const n = a.name;
        if (n === "class" || n === "style" || n === "tabindex" || n === "role" || n === "focusable" || n.startsWith("data-") || n.startsWith("aria-") || n.startsWith("on")) c.removeAttribute(n);
      }
      if (c.tagName === "title" || c.tagName === "desc") {
        drop.push(c);
        return;
      }
      const style = PROPS.map((p) => `${p}:${cs.getPropertyValue(p)}`).join(";");
      if (!classes.has(style)) classes.set(style, "s" + classes.size.toString(36));
      c.setAttribute("class", classes.get(style));
    });
    drop.forEach((c) => c.remove());
    const box = svg.viewBox.baseVal;
    copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
    copy.setAttribute("width", String(box.width));
    copy.setAttribute("height", String(box.height));
    const sheet = document.createElementNS("http://www.w3.org/2000/svg", "style");
    sheet.textContent = [...classes].map(([s, k]) => `.${k}{${s}}`).join("\n");
    copy.insertBefore(sheet, copy.firstChild);
    return copy.outerHTML.replace(/></g, ">\n<") + "\n";
  });
  const plies = await page.locator('[data-testid="move"]').count();
  return plies === 0 ? svg : null;
}

/** The viewports where the frame places the picture: a phone (up to 480 px wide) and a desktop. */
export const PLACES = { phone: VIEWPORT, wide: { width: 1280, height: 900 } };

/** Where the board sits on a game page that shows it (see [`placeOf`]). */
export function place(page) {
  return page.evaluate(() => {
    const box = (s) => document.querySelector(s).getBoundingClientRect();
    const [status, board, area] = [box('[data-testid="status"]'), box('[data-testid="board"] svg'), box('[data-testid="play-area"]')];
    // The classes around the board: its game's wrappers, whose rules size
    // it (TURNO's board is 560 px wide at most).
    const wrap = [];
    for (let e = document.querySelector('[data-testid="board"]').parentElement; e && !e.matches('[data-testid="play-area"]'); e = e.parentElement) wrap.push(...e.classList);
    const line = document.querySelector('[data-testid="status"]');
    return {
      title: document.querySelector("main h1").textContent,
      at: [Math.round(board.top - status.bottom), Math.round(area.bottom - board.bottom)],
      wrap: wrap.filter((c) => c !== "kit").join(" "),
      // The status line's height when a person is to move (TURNO's throw
      // button makes it taller); null while the AI thinks, which takes two
      // lines on a phone but comes only when the AI moves first.
      status: line.classList.contains("thinking") ? null : Math.round(status.height),
    };
  });
}

/**
 * The game page of `id` for a new visitor at `viewport`: its title, and
 * where its board's drawing sits in the play area, `[above, below]` in CSS
 * px: from the status line to the drawing, and from the drawing to the
 * play area's end (the game's rows around the board). The frame
 * (static/shell.js) leaves the same room around the picture, so that the
 * board does not move when the app comes.
 */
export async function placeOf(browser, url, id, viewport) {
  for (let tries = 0; ; tries++) {
    const ctx = await browser.newContext({ viewport });
    try {
      // As in boardSvg: no AI ply before the page is measured.
      await ctx.route(/worker_loader\.js/, async (r) => {
        await new Promise((ok) => setTimeout(ok, 2000));
        await r.continue().catch(() => {});
      });
      const page = await ctx.newPage();
      await page.goto(url + "#/play/" + id);
      await page.waitForSelector('body[data-ready="1"]');
      await page.waitForSelector('[data-testid="board"] svg');
      const got = await place(page);
      // A person to move, as for most new visitors (who moves first is drawn).
      if (got.status !== null || tries === 9) return got;
    } finally {
      await ctx.close();
    }
  }
}

/** `{ "<id>": { title, phone: [above, below, status], wide: [above, below, status], wrap } }` for the frame (static/boards/frame.json). */
export async function frames(browser, url, ids) {
  const out = {};
  for (const id of ids) {
    const phone = await placeOf(browser, url, id, PLACES.phone);
    const wide = await placeOf(browser, url, id, PLACES.wide);
    out[id] = { title: phone.title, phone: [...phone.at, phone.status], wide: [...wide.at, wide.status], wrap: wide.wrap };
  }
  return out;
}

/** Every picture: `{ "<id>.<scheme>.svg": text }`, each from a new visitor's browser. */
export async function pictures(browser, url) {
  const fresh = (scheme) => browser.newContext({ viewport: VIEWPORT, colorScheme: scheme });
  const first = await fresh("light");
  const ids = await gameIds(await first.newPage(), url).finally(() => first.close());
  const out = {};
  for (const scheme of SCHEMES) {
    for (const id of ids) {
      for (let tries = 0; !out[`${id}.${scheme}.svg`]; tries++) {
        if (tries === 5) throw new Error(`${id} (${scheme}): a ply was always played before the board could be taken`);
        const ctx = await fresh(scheme);
        try {
          out[`${id}.${scheme}.svg`] = await boardSvg(await ctx.newPage(), url, id);
        } finally {
          await ctx.close();
        }
      }
    }
  }
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = resolve(process.argv[2] || "dist");
  const frameOnly = process.argv[3] === "frame";
  const srv = await serve(dist);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium" });
  try {
    mkdirSync(OUT, { recursive: true });
    const made = frameOnly ? {} : await pictures(browser, srv.url);
    const first = await browser.newContext({ viewport: VIEWPORT });
    const ids = await gameIds(await first.newPage(), srv.url).finally(() => first.close());
    made["frame.json"] = JSON.stringify(await frames(browser, srv.url, ids)) + "\n";
    for (const [name, text] of Object.entries(made)) {
      writeFileSync(join(OUT, name), text);
      console.log(`${name}: ${text.length} bytes`);
    }
  } finally {
    await browser.close();
    await srv.close();
  }
}
