//! The AI web worker and the protocol the app and the worker share.
//!
//! The worker rebuilds the position from the record it is sent, so nothing
//! but the record crosses the boundary (the search itself only sees the
//! acting seat's view). Searches run in small batches; between batches the
//! worker yields to its event loop, so a `Stop` or a newer `Think` is read
//! within a few milliseconds.

mod codec;
mod envelope;
mod protocol;
mod runner;

pub use codec::{warn, SerdeWasmBindgen};
pub use envelope::{FromWorker, ToWorker};
pub use protocol::{Input, Output, Wire};
pub use runner::AiWorker;

/// Register the worker: what the app's `main` does when it runs in a worker
/// (no `window`), loaded there by `worker_loader.js` (static/), which
/// imports the app module the page names.
pub fn register() {
    use gloo_worker::Registrable;
    AiWorker::registrar()
        .encoding::<SerdeWasmBindgen>()
        .register();
}
