//! gloo-worker 0.6's envelopes, for the page's side of the AI worker
//! ([`crate::ui::ai`]), which talks to the worker's gloo registrar without
//! gloo's spawner. gloo's types are private; these have the same serde shape
//! (variant names and fields), which is all that crosses, and
//! tests/e2e/app.test.mjs test 15 sends them by hand. A gloo-worker other
//! than 0.6 may change them (Cargo.toml pins the minor version).
//!
//! The page does its own spawning because gloo's bridge hides the
//! `Worker`: the page needs its `error` event (a trap or a failed load is
//! seen at once) and `terminate` (a hung worker is really stopped).

use super::protocol::{Input, Output, Wire};
use serde::{Deserialize, Serialize};

/// From the page to the worker (gloo's `ToWorker`).
#[derive(Serialize)]
pub enum ToWorker {
    /// A bridge connected, with its handler id.
    Connected(usize),
    /// A message for the worker from handler `.0`.
    ProcessInput(usize, Wire<Input>),
}

/// From the worker to the page (gloo's `FromWorker`).
#[derive(Deserialize)]
pub enum FromWorker {
    /// The worker's wasm has loaded: it reads messages from now on.
    WorkerLoaded,
    /// An answer for handler `.0`.
    ProcessOutput(usize, Wire<Output>),
}
