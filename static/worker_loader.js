// The AI worker: runs the app module the page names (?app=, see crates/web/src/ui/ai.rs).
const app = new URL(import.meta.url).searchParams.get("app") || "";
// (Trunk's hash is 1 to 16 hex digits: it drops leading zeros.)
if (!/^app-[0-9a-f]{1,16}\.js$/.test(app)) throw new Error(`worker_loader.js: no app module named (?app=${app})`);
const { default: init } = await import(`./${app}`);
await init({ module_or_path: new URL(`./${app.replace(/\.js$/, "_bg.wasm")}`, import.meta.url) });
