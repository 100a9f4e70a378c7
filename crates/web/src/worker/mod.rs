//! The AI web worker and the protocol the app and the worker share.
//!
//! The worker rebuilds the position from the record it is sent, so nothing
//! but the record crosses the boundary (the search itself only sees the
//! acting seat's view). Searches run in small batches; between batches the
//! worker yields to its event loop, so a `Stop` or a newer `Think` is read
//! within a few milliseconds.

mod chores;
mod runner;
mod scope;

pub use crate::wire::{FromWorker, Input, Output, Wire};
pub use runner::AiWorker;

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// `console.warn`: where a dropped message is reported.
    #[wasm_bindgen(js_namespace = console)]
    pub fn warn(text: &str);
}

/// Register the worker: what the app's `main` does when it runs in a worker
/// (no `window`), loaded there by `worker_loader.js` (static/), which
/// imports the app module the page names.
///
/// With the feature "split" (the web build, issue 27) the worker's own code
/// (the job runner, its side of the protocol) is a chunk of its own, which
/// no page loads: the worker fetches it, then registers. The page's side
/// waits for the worker's "loaded" message before it sends anything, and a worker that cannot load its chunk never
/// answers, which the page's watchdog treats as a dead worker.
pub fn register() {
    #[cfg(feature = "split")]
    wasm_bindgen_futures::spawn_local(async {
        if let Ok(register) = split::runner().await {
            register();
        }
    });
    #[cfg(not(feature = "split"))]
    register_now();
}

/// Register the worker's runner now.
fn register_now() {
    scope::register::<AiWorker>();
}

#[cfg(feature = "split")]
mod split {
    use wasm_split_helpers::{wasm_split, SplitLoaderError};

    /// The split point of the worker's own code.
    #[wasm_split(worker, fallible)]
    pub fn runner() -> Result<fn(), SplitLoaderError> {
        Ok(super::register_now)
    }
}
