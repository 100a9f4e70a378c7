//! The web app entry point (wasm only). The same wasm also runs the AI
//! worker: `worker_loader.js?app=<this module>` (static/; the page names its
//! own module, see crates/web/src/ui/ai.rs) loads it in a module worker, where there is
//! no window, and `main` registers the
//! worker there instead of mounting the app. One wasm file instead of two
//! halves the download: the rules are in it once.
#[cfg(target_arch = "wasm32")]
fn main() {
    if web_sys::window().is_some() {
        attic::ui::run();
    } else {
        attic::worker::register();
    }
}
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the web app is built for wasm32 by trunk; see README.md");
}
