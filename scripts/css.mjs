// Trunk pre-build hook: writes the site's stylesheet, target/site.css (which
// index.html links), from static/style.css, then the board kit's
// crates/kit/src/style.css, then every game's games/<id>/src/style.css in name
// order. A game's styles live in its folder; no list names them. The file
// is rewritten only when it changes, so a watching `trunk serve` does not
// loop. It is minified with csso (npm; comments and spaces were 7 of its
// 18 KB gzip), without csso's restructuring, so rules keep their order.
import { minify } from "csso";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const games = join(root, "games");
const parts = ["static/style.css", "crates/kit/src/style.css"];
for (const id of readdirSync(games, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
  if (existsSync(join(games, id, "src", "style.css"))) parts.push(`games/${id}/src/style.css`);
}
const css = minify(parts.map((p) => readFileSync(join(root, p), "utf8")).join("\n"), { restructure: false }).css + "\n";
const out = join(root, "target", "site.css");
mkdirSync(dirname(out), { recursive: true });
if (!existsSync(out) || readFileSync(out, "utf8") !== css) writeFileSync(out, css);
