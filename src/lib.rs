//! Attic: rediscovered board games, their rules, records, links and AI.
//!
//! The rules and the AI are pure Rust with no dependencies, so they build and
//! test natively; the web app (`ui`) and the worker protocol are wasm-only.
#![deny(missing_docs)]

pub use attic_ai as ai;
pub mod app_logic;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub use attic_core as core;
pub mod games;
pub mod text;

#[cfg(target_arch = "wasm32")]
pub mod ui;
#[cfg(target_arch = "wasm32")]
pub mod worker;
