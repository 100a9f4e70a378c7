//! The AI web worker entry point (wasm only).
#[cfg(target_arch = "wasm32")]
fn main() {
    attic::worker::register();
}
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the AI worker is built for wasm32 by trunk; see README.md");
}
