//! The web app and what it decides without a browser.
//!
//! `ui` (the Yew app) and `worker` (the AI worker and its protocol) are
//! built for wasm32 only; `app_logic` (seats, saves, play by post, the
//! archive) and `text` (the Markdown reader and lessons) build everywhere,
//! so `cargo test` covers them natively.

#![deny(missing_docs)]

pub mod app_logic;
pub mod text;

#[cfg(target_arch = "wasm32")]
pub mod ui;
#[cfg(target_arch = "wasm32")]
pub mod worker;
