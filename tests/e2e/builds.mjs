// Two deployments for the browser tests, without a second web build: a
// copy of a build under new hashed names, as a real new build would have.
// Its wasm differs by a custom section (so its bytes, integrity and cache
// entries differ), and every file that names a hashed file or the service
// worker's cache is rewritten to match.
import { createHash } from "node:crypto";
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const h16 = (s) => createHash("sha256").update(s).digest("hex").slice(0, 16);

/** The app's hashed module name (app-<hash>.js) in build `dir`. */
export function appOf(dir) {
  const app = readdirSync(dir).find((f) => /^app-[0-9a-f]{1,16}\.js$/.test(f));
  if (!app) throw new Error("no app-<hash>.js in " + dir);
  return app;
}

function textFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((p) => statSync(p).isFile() && /\.(html|js|mjs|css|webmanifest)$/.test(p));
}

/**
 * Copy build `src` to `dst` as another deployment named `tag`: the app's
 * module and wasm and the page loader (if any) get new hashes, the service
 * worker a new cache name. Returns { app } (the new module's name).
 */
export function redeploy(src, dst, tag) {
  rmSync(dst, { recursive: true, force: true });
  cpSync(src, dst, { recursive: true });
  const renames = new Map();
  const appA = appOf(dst);
  const hA = appA.slice(4, -3);
  renames.set(hA, h16(hA + tag));
  for (const f of readdirSync(dst)) {
    const m = f.match(/^loader-([0-9a-f]{16})\.js$/);
    if (m) renames.set(m[1], h16(m[1] + tag));
  }
  // The wasm's bytes change: a custom section (id 0) named after the tag.
  const wasm = join(dst, `app-${hA}_bg.wasm`);
  const name = Buffer.from("attic-test-" + tag);
  writeFileSync(wasm, Buffer.concat([readFileSync(wasm), Buffer.from([0, name.length + 1, name.length]), name]));
  for (const f of readdirSync(dst)) {
    for (const [a, b] of renames) if (f.includes(a)) renameSync(join(dst, f), join(dst, f.replaceAll(a, b)));
  }
  for (const p of textFiles(dst)) {
    let t = readFileSync(p, "utf8");
    for (const [a, b] of renames) t = t.replaceAll(a, b);
    t = t.replace(/attic-[0-9a-f]{16}/g, (c) => "attic-" + h16(c + tag));
    writeFileSync(p, t);
  }
  // The new integrity of every file index.html preloads: the wasm's bytes
  // changed, and so did the app module's text where it names the split
  // loader (split-<hash>.js, scripts/split.mjs).
  const index = join(dst, "index.html");
  const html = readFileSync(index, "utf8").replace(
    /(<link[^>]*href="\.\/([^"]+)"[^>]*integrity=")[^"]*(")/g,
    (_, a, file, b) => a + "sha384-" + createHash("sha384").update(readFileSync(join(dst, file))).digest("base64") + b
  );
  writeFileSync(index, html);
  return { app: appOf(dst) };
}

/** Replace the files of `dir` by those of `from` (a deployment). */
export function replaceDir(dir, from) {
  for (const f of readdirSync(dir)) rmSync(join(dir, f), { recursive: true, force: true });
  cpSync(from, dir, { recursive: true });
}
