// Trunk post-build hook: writes sw.js into the staging dir from
// static/sw-template.js, with the list of every built file and a cache
// name derived from a hash of their contents. No dependencies.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("sw.mjs: TRUNK_STAGING_DIR is not set (run it as a Trunk post_build hook)");
  process.exit(1);
}

// The AI worker runs the app's own wasm (src/bin/app.rs registers the
// worker when there is no window). Its loader imports the app's hashed
// module by name, so it is written here, after Trunk has named the files.
const app = readdirSync(dir).find((f) => /^app-[0-9a-f]+\.js$/.test(f));
if (!app) {
  console.error("sw.mjs: no app-<hash>.js in " + dir);
  process.exit(1);
}
const wasm = app.replace(/\.js$/, "_bg.wasm");
writeFileSync(
  join(dir, "worker_loader.js"),
  `import init from "./${app}";\nawait init({ module_or_path: "./${wasm}" });\n`
);

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
