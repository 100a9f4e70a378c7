//! TURNO on the web: the game's crate (`attic-turno`, re-exported whole)
//! and the boards of its four sub-games ([`view`]).
//!
//! The boards are a crate of their own so that the web build compiles them
//! for size (opt-level "z", Cargo.toml's `web` profile) while the rules and
//! the AI, whose inner loops are the game's speed, stay built for speed.
//! Measured in docs/measure.md: every TURNO page some KB lighter, the AI
//! as fast as before.

#![deny(missing_docs)]

pub use attic_turno::*;

#[cfg(feature = "web")]
pub mod view;

/// The game's word helpers, as the game's own modules have them.
#[cfg(feature = "web")]
mod common {
    attic_core::message_helpers!(attic_turno::MESSAGES, attic_turno::SEAT_NAMES);
}

/// The words the boards share with the game's notation.
#[cfg(feature = "web")]
mod words {
    pub use attic_turno::side_key;
}
