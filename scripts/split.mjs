// Issue 27: cut the app's wasm into a main module and chunks that are
// fetched on first use (wasm_split: functions marked #[wasm_split(name)]
// and all code only they reach go into a chunk; the chunk shares the main
// module's memory and function table).
//
// Trunk cannot do this itself (the split must happen before wasm-bindgen,
// trunk#1022), so it runs in the Trunk post_build hook (scripts/sw.mjs calls
// splitApp first) and replaces what Trunk's own wasm-bindgen step wrote:
//
//   1. the wasm cargo linked (target/wasm32-unknown-unknown/web/app.wasm,
//      linked with --emit-relocs by build.rs) goes through
//      wasm-split-cli (crate wasm_split_cli_support 0.2.4): a main module,
//      chunk modules and the link module __wasm_split.js that loads them;
//   2. wasm-bindgen 0.2.130 --keep-lld-exports on the main module (the chunks
//      import the table, stack pointer and shared functions it exports);
//   3. wasm-opt (binaryen 132) -O3 on the main module and every chunk
//      (its outputs kept in target/wasm-opt-cache, see optCache);
//   4. every file named by a hash: app-<h>.js and app-<h>_bg.wasm (h: of all
//      of the app's files together, since app.js and the link module import
//      each other), split-<h>.js, chunk-<own hash>.wasm; index.html's
//      preload links (and their integrity) follow.
//
// The tools are pinned and installed by scripts/setup.sh. Nothing here is
// run by hand: `trunk build` and `trunk serve` do it.
import { createHash } from "node:crypto";
import { execFile, execFileSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { promisify } from "node:util";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { minify } from "terser";
import { shortenImports } from "./wasm-imports.mjs";

export const WASM_SPLIT_VERSION = "0.2.4";
export const WASM_BINDGEN_VERSION = "0.2.130";
/** Chunks smaller than this (bytes, as wasm-split-cli wrote them) are merged into the main module (step 2b). */
export const MERGE_BELOW = 2048;
/** Chunks a game page shares with other pages, smaller than this, are merged too (step 2b). */
export const MERGE_PLAY_BELOW = 16384;
// The features rustc's wasm32 target uses, named: a chunk has no
// target_features section for binaryen's tools to read them from.
const FEATURES = ["bulk-memory", "nontrapping-float-to-int", "sign-ext", "mutable-globals", "reference-types", "multivalue"];

const fail = (why) => {
  throw new Error("split: " + why);
};
const hash16 = (...parts) => {
  const h = createHash("sha256");
  for (const p of parts) h.update(p);
  return h.digest("hex").slice(0, 16);
};
const sri = (bytes) => "sha384-" + createHash("sha384").update(bytes).digest("base64");
const run = (cmd, args) => {
  try {
    return execFileSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (e) {
    fail(`${cmd} ${args.join(" ")} failed:\n${e.stderr || e.message}`);
  }
};

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The wasm cargo linked for Trunk (profile `web`, binary `app`). */
export function linkedWasm() {
  const target = process.env.CARGO_TARGET_DIR || join(ROOT, "target");
  const wasm = join(target, "wasm32-unknown-unknown", "web", "app.wasm");
  if (!existsSync(wasm)) fail(`no ${wasm} (is CARGO_TARGET_DIR the one trunk used?)`);
  return { wasm, work: join(target, "split") };
}

/**
 * wasm-opt's outputs kept by what made them (its version, its flags and
 * the input's bytes; binaryen is deterministic), in target/wasm-opt-cache:
 * a build whose modules did not change takes them from there instead of
 * optimising about 170 modules again (the build's longest step, about
 * 80 s on 2 cores), and a change to one game re-optimises only the
 * modules it changed. Entries unused for a week are removed.
 */
function optCache(version) {
  const target = process.env.CARGO_TARGET_DIR || join(ROOT, "target");
  const dir = join(target, "wasm-opt-cache");
  mkdirSync(dir, { recursive: true });
  const path = (key) => join(dir, `${key}.wasm`);
  return {
    key: (flags, bytes) => createHash("sha256").update(version).update("\0").update(flags.join(" ")).update("\0").update(bytes).digest("hex"),
    /** Copy the kept output of `key` to `to`; false if there is none. */
    take(key, to) {
      if (!existsSync(path(key))) return false;
      copyFileSync(path(key), to);
      const now = new Date();
      utimesSync(path(key), now, now);
      return true;
    },
    /** Keep `from` as the output of `key` (written aside, then renamed: another build may be reading). */
    keep(key, from) {
      const part = `${path(key)}.${process.pid}.part`;
      copyFileSync(from, part);
      renameSync(part, path(key));
    },
    prune() {
      const old = Date.now() - 7 * 24 * 3600 * 1000;
      for (const f of readdirSync(dir)) if (statSync(join(dir, f)).mtimeMs < old) rmSync(join(dir, f), { force: true });
    },
  };
}

/** `source` (an ES module) minified; its exports keep their names. */
export async function minifyModule(source, what) {
  const out = await minify(source, { module: true, compress: { passes: 2 }, mangle: true, format: { comments: false } }).catch((e) =>
    fail(`terser could not minify ${what}: ${e.message}`),
  );
  if (!out.code) fail(`terser gave nothing for ${what}`);
  return out.code;
}

/** The classic script `name` in `dir` minified in place (top-level names kept: other scripts may use them). */
export async function minifyScript(dir, name) {
  const path = join(dir, name);
  const out = await minify(readFileSync(path, "utf8"), { compress: { passes: 2 }, mangle: true, format: { comments: false } }).catch((e) =>
    fail(`terser could not minify ${name}: ${e.message}`),
  );
  if (!out.code) fail(`terser gave nothing for ${name}`);
  writeFileSync(path, out.code + "\n");
}

/**
 * Split the app in the staging dir `dir` (see the top of this file).
 * Returns { app, chunks, link } (file names).
 */
export async function splitApp(dir) {
  const trunkApps = readdirSync(dir).filter((f) => /^app-[0-9a-f]{1,16}\.js$/.test(f));
  if (trunkApps.length !== 1) fail(`expected one app-<hash>.js in ${dir}, found ${JSON.stringify(trunkApps)}`);
  const oldBase = trunkApps[0].replace(/\.js$/, "");
  const { wasm, work } = linkedWasm();
  // The web build has split points (index.html: feature "split"); without
  // them Trunk's output would stay unoptimized (data-wasm-opt="0").
  if (!readFileSync(wasm).includes("__wasm_split_placeholder__")) fail(`${wasm} has no split point (built without the feature "split"?)`);

  rmSync(work, { recursive: true, force: true });
  const splitDir = join(work, "split");
  const bindgenDir = join(work, "bindgen");
  const optDir = join(work, "opt");
  for (const d of [splitDir, bindgenDir, optDir]) mkdirSync(d, { recursive: true });

  // 1. Split, with the pinned wasm-split-cli (it has no --version).
  if (!run("cargo", ["install", "--list"]).split("\n").includes(`wasm_split_cli_support v${WASM_SPLIT_VERSION}:`)) {
    fail(`wasm-split-cli ${WASM_SPLIT_VERSION} is not installed (bash scripts/setup.sh)`);
  }
  // --out-name app: the main module is split/app.wasm, and the link module
  // imports initSync from ./app.js.
  run("wasm-split-cli", [wasm, splitDir, "--target", "web", "--out-name", "app"]);
  const chunkFiles = readdirSync(splitDir).filter((f) => f.endsWith(".wasm") && f !== "app.wasm");
  const linkPath = join(splitDir, "__wasm_split.js");
  if (!existsSync(linkPath)) fail("wasm-split-cli wrote no __wasm_split.js");
  if (chunkFiles.length === 0) fail("wasm-split-cli made no chunk");

  // 2. wasm-bindgen on the main module, as Trunk calls it, keeping the
  // exports the chunks link against.
  const bindgenVersion = run("wasm-bindgen", ["--version"]);
  if (!bindgenVersion.includes(WASM_BINDGEN_VERSION)) fail(`wasm-bindgen is ${bindgenVersion.trim()}, not ${WASM_BINDGEN_VERSION}`);
  run("wasm-bindgen", [
    "--target=web",
    `--out-dir=${bindgenDir}`,
    "--out-name=app",
    "--no-typescript",
    "--keep-lld-exports",
    ...(process.env.ATTIC_WASM_NAMES === "1" ? ["--keep-debug"] : []),
    join(splitDir, "app.wasm"),
  ]);

  // 2a. The main module's JavaScript imports get short names (scripts/wasm-imports.mjs).
  {
    const short = shortenImports(readFileSync(join(bindgenDir, "app_bg.wasm")), readFileSync(join(bindgenDir, "app.js"), "utf8"));
    if (short.renamed < 100) fail(`only ${short.renamed} of the main module's imports were renamed (has wasm-bindgen changed its names?)`);
    writeFileSync(join(bindgenDir, "app_bg.wasm"), short.wasm);
    writeFileSync(join(bindgenDir, "app.js"), short.js);
  }

  // 2b. Small chunks go into the main module. wasm-split-cli makes a chunk for
  // every set of split points that share code, however little: 66 of them
  // held under 400 bytes (often one data segment of a few bytes, and a
  // chunk's own header, imports and sections cost about 270), and a game page
  // fetched about 45 such files, 13 KB gzip of which most was overhead. A
  // chunk only imports the main module's memory, table and stack pointer and
  // writes its data and table slots at fixed places, so wasm-merge can link
  // it into the main module (those imports resolve to the main module's
  // exports of the same names); its loader in the link module then resolves
  // at once. Measured in docs/measure.md ("Small chunks merged").
  const mergeBelow = Number(process.env.ATTIC_MERGE_BELOW ?? MERGE_BELOW);
  let link = readFileSync(linkPath, "utf8");
  // Not a chunk that only the AI worker's code needs (the games' searches,
  // split points `<Game>Ai`, issue 29; the tools `attic_<game>`; the
  // worker's own): no page runs them, and with each game's searches a
  // split point of their own, the small pieces they share went into the
  // main module, on every page; kept as chunks, the worker fetches them.
  const setOf = new Map([...link.matchAll(/\/\* ([^*]*) \*\/\nconst __chunk_(\d+) = makeLoad/g)].map(([, set, n]) => [`chunk_${n}.wasm`, set.split(", ")]));
  const workerOnly = (name) => /^[A-Z]\w*Ai$/.test(name) || /^attic_\w+$/.test(name) || /^worker/.test(name);
  const forSearches = (c) => setOf.has(c) && setOf.get(c).every(workerOnly);
  // The chunks a game page (split point page_play) shares with other pages
  // go into the main module too, up to MERGE_PLAY_BELOW: a game page then
  // fetches 20 files fewer and its first visit is 6-12 KB lighter; the other
  // pages, 2-10 KB heavier, have room (docs/measure.md, "Every page's code
  // on first use").
  const playBelow = Number(process.env.ATTIC_MERGE_PLAY_BELOW ?? MERGE_PLAY_BELOW);
  const small = (c) => {
    const size = readFileSync(join(splitDir, c)).length;
    return size < mergeBelow || (size < playBelow && (setOf.get(c) ?? []).includes("page_play") && setOf.get(c).length > 1);
  };
  const merged = chunkFiles.filter((c) => /^chunk_\d+\.wasm$/.test(c) && small(c) && !forSearches(c));
  if (merged.length) {
    const mergedMain = join(bindgenDir, "app_merged.wasm");
    run("wasm-merge", [
      ...FEATURES.map((f) => `--enable-${f}`),
      join(bindgenDir, "app_bg.wasm"),
      "__wasm_split",
      ...merged.flatMap((c) => [join(splitDir, c), c.replace(/\.wasm$/, "")]),
      "-o",
      mergedMain,
      ...(process.env.ATTIC_WASM_NAMES === "1" ? ["-g"] : []),
    ]);
    copyFileSync(mergedMain, join(bindgenDir, "app_bg.wasm"));
    for (const c of merged) {
      const n = c.match(/^chunk_(\d+)\.wasm$/)[1];
      const re = new RegExp(`const __chunk_${n} = makeLoad\\(\\(\\) => \\{\\n[^\\n]*"\\./${c.replace(".", "\\.")}"[\\s\\S]*?\\n\\}\\n, \\[[^\\]]*\\]\\);`);
      if (!re.test(link)) fail(`the link module's loader of ${c} is not in the expected form`);
      link = link.replace(re, `const __chunk_${n} = () => Promise.resolve(); // merged into the main module`);
    }
    // Nor does any loader wait for them: a chunk's list of the chunks it
    // needs names only those still fetched (the lists were 1.3 KB gzip of
    // the link module, on every page).
    const gone = new Set(merged.map((c) => `__chunk_${c.match(/^chunk_(\d+)\.wasm$/)[1]}`));
    link = link.replace(/\n, \[([^\]]*)\]\)/g, (_, deps) => `\n, [${deps.split(",").map((d) => d.trim()).filter((d) => d && !gone.has(d)).join(", ")}])`);
  }
  const kept = chunkFiles.filter((c) => !merged.includes(c));

  // 3. wasm-opt -O3, as Trunk did before the split (index.html now says
  // data-wasm-opt="0": Trunk's output is replaced).
  // ATTIC_WASM_NAMES=1 keeps function names, for a profile
  // (scripts/profile-ai.mjs); the files are then larger.
  const names = process.env.ATTIC_WASM_NAMES === "1" ? ["-g"] : [];
  // The producers and target_features sections are dropped: no browser reads
  // them, and they cost about 170 bytes gzip in each of a page's 15 to 30 files.
  const strip = ["--strip-producers", "--strip-target-features"];
  // The main module (the page's UI, no search) for size: -Oz made it 1.7 KB
  // gzip smaller than -O3; the chunks, which hold the games' rules and AI,
  // for speed.
  const level = (from) => (from.endsWith("app_bg.wasm") ? process.env.ATTIC_MAIN_OPT || "-Oz" : "-O3");
  // In the main module, functions of up to 4 bytes of code inlined
  // wherever they are called (binaryen's default is 2): 256 bytes gzip
  // smaller and 84 fewer functions to compile on first call. A function
  // with one caller inlined only up to 50 bytes (the default: any size)
  // was 1.9 KB smaller still, but Chogo's search lost about 30% of its
  // speed (docs/measure.md, session 27).
  const inline = (from) => (from.endsWith("app_bg.wasm") ? ["--always-inline-max-function-size=4"] : []);
  // Every module: nothing lives below address 1024 (rustc puts the stack
  // first, the data at 1 MiB), so binaryen may fold constant offsets into
  // loads and stores: the main module 0.4% smaller, the chunks 0.1-0.9%,
  // the AI's bench the same within its runs' spread.
  const low = ["--low-memory-unused"];
  const flags = (from) => [level(from), ...inline(from), ...low, ...names, ...strip, ...FEATURES.map((f) => `--enable-${f}`)];
  const args = (from, to) => [`--output=${to}`, ...flags(from), from];
  // One wasm-opt per module, as many at once as the machine has cores
  // (about 170 modules: one after another they took a minute and a half).
  const jobs = [[join(bindgenDir, "app_bg.wasm"), join(optDir, "app_bg.wasm")]];
  for (const c of kept) jobs.push([join(splitDir, c), join(optDir, c)]);
  const exec = promisify(execFile);
  const cache = optCache(run("wasm-opt", ["--version"]));
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const key = cache.key(flags(job[0]), readFileSync(job[0]));
      if (cache.take(key, job[1])) continue;
      await exec("wasm-opt", args(...job), { encoding: "utf8", maxBuffer: 1 << 24 }).catch((e) =>
        fail(`wasm-opt ${args(...job).join(" ")} failed:\n${e.stderr || e.message}`),
      );
      cache.keep(key, job[1]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  cache.prune();

  // 4. Names by hash.
  const chunkNames = {};
  const byName = new Map();
  for (const c of kept) {
    const bytes = readFileSync(join(optDir, c));
    // 8 hex digits (32 bits, as Rollup's default) name a chunk: its name is
    // written in the link module and in index.html's list (up to three
    // times), where every digit costs every page's first visit: 16 digits
    // were about 1.1 KB gzip more than 8, 12 about 0.6 KB (docs/measure.md,
    // session 25). Two chunks of a build never share a name (checked here);
    // one of an earlier build would have to hold other bytes under the
    // same 32 bits.
    const name = `chunk-${hash16(bytes).slice(0, 8)}.wasm`;
    const same = byName.get(name);
    if (same && !readFileSync(join(optDir, same)).equals(bytes)) fail(`${c} and ${same} would both be ${name}`);
    byName.set(name, c);
    chunkNames[c] = name;
  }
  for (const [c, name] of Object.entries(chunkNames)) {
    const from = `"./${c}"`;
    if (!link.includes(from)) fail(`the link module does not name ${c}`);
    link = link.split(from).join(`"./${name}"`);
  }
  // What each chunk holds code for (the link module's comments, which the
  // minified module no longer has): target/split/chunks.txt, for measuring.
  const sets = [
    ...[...link.matchAll(/export const __wasm_split_load_(\w+) = wrapAsyncCb\(makeLoad\(\(\) => \{\n[^\n]*"\.\/(chunk-[0-9a-f]{8}\.wasm)"/g)].map(([a, name, file]) => [a, `${name} (its own)`, file]),
    ...link.matchAll(/\/\* ([^*]*) \*\/\nconst __chunk_\d+ = makeLoad\(\(\) => \{\n[^\n]*"\.\/(chunk-[0-9a-f]{8}\.wasm)"/g),
  ];
  writeFileSync(join(work, "chunks.txt"), sets.map(([, set, file]) => `${file} ${readFileSync(join(optDir, Object.keys(chunkNames).find((c) => chunkNames[c] === file))).length} ${set}`).join("\n") + "\n");
  // One fetcher for every chunk: wasm-split-cli writes the same lines for
  // each of about 130 chunks, and they were 0.2 KB gzip of the link module,
  // on every page (docs/measure.md, session 27).
  const loaderRe = /makeLoad\(\(\) => \{\n\s*const src = fetch\(new URL\("\.\/chunk-([0-9a-f]{8})\.wasm", import\.meta\.url\)\);\n\s*src\.catch\(\(\) => \{\}\);\n\s*return async \(imports\) => \(WebAssembly\.instantiateStreaming\(src, imports\)\);\n\}\n/g;
  const loaders = link.match(loaderRe)?.length ?? 0;
  if (loaders !== kept.length) fail(`the link module has ${loaders} chunk loaders in the expected form, not ${kept.length}`);
  link = link.replace(loaderRe, (_, id) => `makeLoad(fetchChunk("${id}")`);
  if (!link.includes("\nfunction makeLoad(")) fail("the link module has no makeLoad");
  link = link.replace(
    "\nfunction makeLoad(",
    `
function fetchChunk(id) {
    return () => {
        const src = fetch(new URL("./chunk-" + id + ".wasm", import.meta.url));
        src.catch(() => {});
        return async (imports) => WebAssembly.instantiateStreaming(src, imports);
    };
}
function makeLoad(`,
  );
  let appJs = readFileSync(join(bindgenDir, "app.js"), "utf8");
  // Both scripts minified (terser, npm): wasm-bindgen's glue went from 10.5
  // to 8.3 KB gzip, the link module from 3.2 to 1.9.
  appJs = await minifyModule(appJs, "app.js");
  link = await minifyModule(link, "the link module");
  const mainWasm = readFileSync(join(optDir, "app_bg.wasm"));
  const h = hash16(mainWasm, appJs, link);
  const app = `app-${h}`;
  const linkName = `split-${h}.js`;
  const appRe = /from\s*["']\.\/app\.js["']/;
  if (!appRe.test(link)) fail("the link module does not import ./app.js");
  link = link.replace(appRe, `from "./${app}.js"`);
  const importRe = /from\s*['"]\.\/__wasm_split\.js['"]/g;
  if (!importRe.test(appJs)) fail("app.js does not import ./__wasm_split.js");
  appJs = appJs.replace(importRe, `from './${linkName}'`);

  // Replace Trunk's files by these.
  for (const f of [`${oldBase}.js`, `${oldBase}_bg.wasm`]) if (existsSync(join(dir, f))) unlinkSync(join(dir, f));
  for (const f of readdirSync(dir).filter((f) => /^(chunk-[0-9a-f]{8,16}\.wasm|split-[0-9a-f]{16}\.js)$/.test(f))) unlinkSync(join(dir, f));
  writeFileSync(join(dir, `${app}.js`), appJs);
  copyFileSync(join(optDir, "app_bg.wasm"), join(dir, `${app}_bg.wasm`));
  writeFileSync(join(dir, linkName), link);
  for (const [c, name] of Object.entries(chunkNames)) copyFileSync(join(optDir, c), join(dir, name));

  // index.html: Trunk's preload links and start script name the old files.
  const htmlPath = join(dir, "index.html");
  let html = readFileSync(htmlPath, "utf8");
  if (!html.includes(oldBase)) fail(`index.html does not name ${oldBase}`);
  html = html.split(oldBase).join(app);
  html = html.replace(/(<link[^>]*href="\.\/(app-[0-9a-f]{16}(?:\.js|_bg\.wasm))"[^>]*integrity=")[^"]*(")/g, (_, a, file, b) => a + sri(readFileSync(join(dir, file))) + b);
  // Which chunks each game's code (split point `<Game>`) and each game
  // folder's words (split point `<folder>`) need, by the chunks' 8-digit
  // hashes: static/shell.js asks for a game page's at once, while the main
  // module loads, instead of after it (issue 27 item 7: each wave of chunks
  // cost a round trip once the app ran).
  const folders = new Set(readdirSync(join(ROOT, "games"), { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== "registry").map((d) => d.name));
  const needs = new Map();
  for (const [, set, file] of sets) {
    for (const name of set.replace(/ \(its own\)$/, "").split(", ")) {
      // A page (`page_<name>`) is listed for the frame to ask for too, and
      // a game's AI (split point `<Game>Ai`) with the worker's own code
      // (`worker`) for it to fetch once the page has loaded, so that the
      // worker finds them in the HTTP cache (static/shell.js prefetchAi).
      if (!/^[A-Z]\w*$/.test(name) && !folders.has(name) && !/^page_\w+$/.test(name) && name !== "worker") continue;
      if (!needs.has(name)) needs.set(name, []);
      needs.get(name).push(file.slice("chunk-".length, -".wasm".length));
    }
  }
  if (html.includes('name="attic-chunks"')) fail('index.html already has <meta name="attic-chunks">');
  const chunkMeta = [...needs].map(([name, hashes]) => `${name}=${hashes.join(",")}`).join(" ");
  html = html.replace(/(<meta charset="utf-8">\n)/, `$1  <meta name="attic-chunks" content="${chunkMeta}">\n`);
  if (!html.includes('name="attic-chunks"')) fail('no place for <meta name="attic-chunks"> (after <meta charset="utf-8">)');
  writeFileSync(htmlPath, html);
  return { app: `${app}.js`, link: linkName, chunks: Object.values(chunkNames) };
}
