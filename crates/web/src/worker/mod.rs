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
///
/// The game the page names (`&game=`: the game of the request the worker
/// is started for, [`crate::wire::Input::game`], if registered:
/// [`crate::wire::known_game`]) has its
/// code and AI fetched at once, after the worker's own: the first request
/// then finds them loaded or on their way (on a first visit under
/// Lighthouse's applied throttling, the AI's first move about 0.5 s
/// sooner; docs/measure.md).
pub fn register() {
    #[cfg(feature = "split")]
    {
        // The worker's own chunks are asked for first: the page waits for
        // them before it sends anything, and over HTTP/1.1 a page has six
        // connections (asked second, they came a round trip later).
        wasm_bindgen_futures::spawn_local(async {
            if let Ok(register) = split::runner().await {
                register();
            }
        });
        if let Some(game) = page_game() {
            wasm_bindgen_futures::spawn_local(async move {
                // A failure is the first request's to report: it loads again.
                let _ = attic_games::prepare_ai(&game).await;
            });
        }
    }
    #[cfg(not(feature = "split"))]
    register_now();
}

/// The game named by the worker's own URL (`worker_loader.js?…&game=`).
#[cfg(feature = "split")]
fn page_game() -> Option<String> {
    let get = |o: &wasm_bindgen::JsValue, k: &str| js_sys::Reflect::get(o, &k.into()).ok();
    let search = get(&get(&js_sys::global(), "location")?, "search")?.as_string()?;
    let id = search
        .trim_start_matches('?')
        .split('&')
        .find_map(|kv| kv.strip_prefix("game="))?;
    crate::wire::known_game(id).map(str::to_string)
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
