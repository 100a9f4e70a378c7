//! O An Quan on the web: the game's crate (`attic-oanquan`, re-exported
//! whole) and its board ([`view`]).
//!
//! The board is a crate of its own so that the web build compiles it for
//! size (opt-level "z", Cargo.toml's `web` profile) while the rules and the
//! AI stay built for speed (docs/measure.md).

#![deny(missing_docs)]

pub use attic_oanquan::*;

#[cfg(feature = "web")]
pub mod view;

/// What the board takes from the game's `position`.
#[cfg(feature = "web")]
mod position {
    pub(crate) use attic_oanquan::{own_slot, space_name, Own, QE, QW};
}

/// What the board takes from the game's `rules`.
#[cfg(feature = "web")]
mod rules {
    attic_core::message_helpers!(attic_oanquan::MESSAGES, attic_oanquan::INFO.seat_names);
    pub(crate) use attic_oanquan::{Dir, Mv, OanQuan};
}
