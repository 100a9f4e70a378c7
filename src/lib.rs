//! Attic: rediscovered board games, their rules, records, links and AI.
//!
//! The layers are crates of the workspace (see README.md, Layout); this one
//! puts them under one name for the two binaries and the tests that cover
//! every game: `attic::core` (the rules vocabulary and records),
//! `attic::ai`, `attic::games` (the registry and each game), the web app's
//! native parts (`app_logic`, `text`), and the command-line tool (`cli`).
#![deny(missing_docs)]

pub use attic_ai as ai;
#[cfg(not(target_arch = "wasm32"))]
pub use attic_cli as cli;
pub use attic_games as games;
pub use attic_web::{app_logic, text, wire};
#[cfg(target_arch = "wasm32")]
pub use attic_web::{ui, worker};

/// The rules vocabulary and the records layer (the crates attic-core and
/// attic-records), under the one name the app's modules and the tests use.
pub mod core {
    pub use attic_core::*;
    pub use attic_records::*;
}
