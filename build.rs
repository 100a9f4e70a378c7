//! Link the web app (the `app` binary, wasm32) with `--emit-relocs`: the
//! relocations let scripts/split.mjs (a Trunk post_build hook) cut the wasm
//! into a main module and chunks loaded on first use (wasm_split; issue 27).
//! Only the link of `app` changes: no dependency is rebuilt.
fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-bin=app=--emit-relocs");
    }
}
