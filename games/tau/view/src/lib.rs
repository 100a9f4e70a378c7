//! TAU on the web: the game's crate (`attic-tau`, re-exported
//! whole) and its board ([`view`]).
//!
//! The board is a crate of its own so that the web build compiles it for
//! size (opt-level "z", Cargo.toml's `web` profile) while the rules and the
//! AI stay built for speed (docs/measure.md).

#![deny(missing_docs)]

pub use attic_tau::*;

#[cfg(feature = "web")]
pub mod view;

/// What the board takes from the game's `notation`.
#[cfg(feature = "web")]
mod notation {
    pub(crate) use attic_tau::parse_token;
}

/// What the board takes from the game's `rules`.
#[cfg(feature = "web")]
mod rules {
    attic_core::message_helpers!(attic_tau::MESSAGES, attic_tau::INFO.seat_names);
    pub(crate) use attic_tau::{groups, Mv, Tau};
}

/// What the board takes from the game's `score`.
#[cfg(feature = "web")]
mod score {
    pub(crate) use attic_tau::{product_text, run_spans};
}
