//! Straat on the web: the game's crate (`attic-straat`, re-exported
//! whole) and its board ([`view`]).
//!
//! The board is a crate of its own so that the web build compiles it for
//! size (opt-level "z", Cargo.toml's `web` profile) while the rules and the
//! AI stay built for speed (docs/measure.md).

#![deny(missing_docs)]

pub use attic_straat::*;

#[cfg(feature = "web")]
pub mod view;

/// What the board takes from the game's `notation`.
#[cfg(feature = "web")]
mod notation {
    pub(crate) use attic_straat::parse_position;
}

/// What the board takes from the game's `rules`.
#[cfg(feature = "web")]
mod rules {
    attic_core::message_helpers!(attic_straat::MESSAGES, attic_straat::INFO.seat_names);
    pub(crate) use attic_straat::{cell_name, orient_of, owner_of, Mv, Split, Straat, ORIENTS};
}

/// What the board takes from the game's `score`.
#[cfg(feature = "web")]
mod score {
    pub(crate) use attic_straat::{back_regions, front_regions};
}

/// What the board takes from the game's `words`.
#[cfg(feature = "web")]
mod words {
    pub(crate) use super::rules::seat_term;
    pub(crate) use attic_straat::ORIENT_WORDS;
}
