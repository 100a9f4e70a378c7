// Trunk post-build hook: writes sw.js into the staging dir from
// static/sw-template.js, with the list of every built file and a cache
// name derived from a hash of their contents. No dependencies.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("sw.mjs: TRUNK_STAGING_DIR is not set (run it as a Trunk post_build hook)");
  process.exit(1);
}

// Trunk names the worker's files without a content hash (the loader shim
// needs a fixed name). Hash them here and point the loader at the new names,
// so that every large file is immutable and the precache can use the HTTP
// cache instead of downloading the wasm twice on a first visit.
const loader = join(dir, "worker_loader.js");
if (existsSync(loader) && existsSync(join(dir, "worker.js")) && existsSync(join(dir, "worker_bg.wasm"))) {
  const h = createHash("sha256")
    .update(readFileSync(join(dir, "worker.js")))
    .update(readFileSync(join(dir, "worker_bg.wasm")))
    .digest("hex")
    .slice(0, 16);
  renameSync(join(dir, "worker.js"), join(dir, `worker-${h}.js`));
  renameSync(join(dir, "worker_bg.wasm"), join(dir, `worker-${h}_bg.wasm`));
  writeFileSync(loader, `importScripts("./worker-${h}.js");wasm_bindgen("./worker-${h}_bg.wasm");`);
}

// Each game's rules text goes beside the app as rules/<id>.md (the folder
// name is the game id); the rules page fetches it, so the wasm files do not
// carry it. Copied before the file list below, so it is precached too.
const games = fileURLToPath(new URL("../src/games", import.meta.url));
mkdirSync(join(dir, "rules"), { recursive: true });
for (const id of readdirSync(games)) {
  const md = join(games, id, "rules.md");
  if (existsSync(md)) copyFileSync(md, join(dir, "rules", `${id}.md`));
}

function walk(d) {
  return readdirSync(d).flatMap((name) => {
    const p = join(d, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const files = walk(dir)
  .map((p) => relative(dir, p).split(sep).join("/"))
  .filter((f) => f !== "sw.js")
  .sort();
const hash = createHash("sha256");
for (const f of files) {
  hash.update(f);
  hash.update(readFileSync(join(dir, f)));
}
const cache = "attic-" + hash.digest("hex").slice(0, 16);
const urls = ["./", ...files.map((f) => "./" + f)];
const template = readFileSync(fileURLToPath(new URL("../static/sw-template.js", import.meta.url)), "utf8");
const sw = template.replace("__CACHE__", cache).replace("__FILES__", JSON.stringify(urls, null, 2));
writeFileSync(join(dir, "sw.js"), sw);
console.log(`sw.js: ${files.length} files precached in cache ${cache}`);
