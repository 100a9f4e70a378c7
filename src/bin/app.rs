//! The web app entry point (wasm only).
#[cfg(target_arch = "wasm32")]
fn main() {
    attic::ui::run();
}
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the web app is built for wasm32 by trunk; see README.md");
}
