// Trunk pre-build hook: writes the site's stylesheet, target/site.css (which
// index.html links), from static/style.css and the board kit's
// crates/kit/src/style.css, and each game's own, target/game-css/<folder>.css
// from games/<folder>/src/style.css. A game's styles live in its folder; no
// list names them. A game's stylesheet is fetched with its code (issue 27:
// the seven games' styles were a third of the stylesheet every page
// loaded): the post-build hook names it by its hash and lists it in
// index.html (scripts/site.mjs `writeGameCss`), and the app links it before
// it draws the game (crates/web/src/ui/code.rs). Files are rewritten only
// when they change, so a watching `trunk serve` does not loop. They are
// minified with csso (npm; comments and spaces were 7 of the stylesheet's
// 18 KB gzip), without csso's restructuring, so rules keep their order.
// static/pages.css, the other pages' styles, is a file of its own (below).
import { minify } from "csso";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(fileURLToPath(new URL(".", import.meta.url)), "..");
const games = join(root, "games");
const min = (text) => minify(text, { restructure: false }).css + "\n";
const write = (file, text) => {
  if (!existsSync(file) || readFileSync(file, "utf8") !== text) writeFileSync(file, text);
};

mkdirSync(join(root, "target", "game-css"), { recursive: true });
write(join(root, "target", "site.css"), min(["static/style.css", "crates/kit/src/style.css"].map((p) => readFileSync(join(root, p), "utf8")).join("\n")));
const folders = readdirSync(games, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(games, d.name, "src", "style.css")))
  .map((d) => d.name);
for (const f of readdirSync(join(root, "target", "game-css"))) {
  if (![...folders, "pages"].includes(f.replace(/\.css$/, ""))) rmSync(join(root, "target", "game-css", f));
}
// The pages other than a game's (home, My games, rules, how to play,
// puzzles) have a stylesheet of their own, fetched the way a game's is:
// a game page does not need it.
write(join(root, "target", "game-css", "pages.css"), min(readFileSync(join(root, "static", "pages.css"), "utf8")));
for (const folder of folders) {
  write(join(root, "target", "game-css", `${folder}.css`), min(readFileSync(join(games, folder, "src", "style.css"), "utf8")));
}
