//! The web app and what it decides without a browser.
//!
//! `ui` (the Yew app) and `worker` (the AI worker) are built for wasm32
//! only; `app_logic` (seats, saves, play by post, the archive), `text` (the
//! Markdown reader and lessons) and `wire` (the worker's messages and their
//! bytes) build everywhere, so `cargo test` covers them natively.

#![deny(missing_docs)]

pub mod app_logic;
pub mod text;
pub mod wire;

#[cfg(target_arch = "wasm32")]
pub mod ui;
#[cfg(target_arch = "wasm32")]
pub mod worker;
