//! Attic: rediscovered board games, their rules, records, links and AI.
//!
//! The rules and the AI are pure Rust with no dependencies, so they build and
//! test natively; the web app (`ui`) and the worker protocol are wasm-only.
#![deny(missing_docs)]

pub use attic_ai as ai;
pub mod app_logic;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
/// The rules vocabulary and the records layer (the crates attic-core and
/// attic-records), under the one name the app's modules and the tests use.
pub mod core {
    pub use attic_core::*;
    pub use attic_records::*;
}
pub use attic_games as games;
pub mod text;

#[cfg(target_arch = "wasm32")]
pub mod ui;
#[cfg(target_arch = "wasm32")]
pub mod worker;
