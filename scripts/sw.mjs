// Trunk post-build hook, run in the staging dir once Trunk has named the
// files: the split of the wasm into a main module and chunks loaded on
// first use (scripts/split.mjs; here, because Trunk runs the hooks of one
// stage at the same time), the page's loader and policy check, the rules texts, the language
// files, the static frame, then sw.js (last, so that it precaches everything). See
// scripts/site.mjs.
import { copyGallery, copyRules, dropComments, relativeUrls, wirePage, writeGameCss, writeServiceWorker, writeShell, writeWords } from "./site.mjs";
import { minifyScript, splitApp } from "./split.mjs";

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("sw.mjs: TRUNK_STAGING_DIR is not set (run it as a Trunk post_build hook)");
  process.exit(1);
}
try {
  // `trunk build --public-url /attic/` (issue 27 §8): Trunk names the
  // files from that root; the site names every file relative to the page,
  // so it works there, and offline, and from any other folder too.
  const base = relativeUrls(dir, process.env.TRUNK_PUBLIC_URL);
  if (base) console.log(`post-build: index.html's ${base} URLs made relative to the page`);
  const split = await splitApp(dir);
  if (split) console.log(`post-build: split ${split.app}: ${split.chunks.length} chunks, loaded by ${split.link}`);
  const { app, loader } = wirePage(dir);
  copyRules(dir);
  copyGallery(dir);
  writeGameCss(dir);
  writeWords(dir);
  writeShell(dir);
  dropComments(dir);
  // The page's first script (the language and the static frame's game), 3.0 -> 1.5 KB gzip.
  await minifyScript(dir, "shell.js");
  const { files, cache } = writeServiceWorker(dir);
  console.log(`post-build: ${loader} starts ${app}; sw.js: ${files} files precached in cache ${cache}`);
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
