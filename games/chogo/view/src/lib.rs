//! Chogo on the web: the game's crate (`attic-chogo`, re-exported
//! whole) and its board ([`view`]).
//!
//! The board is a crate of its own so that the web build compiles it for
//! size (opt-level "z", Cargo.toml's `web` profile) while the rules and the
//! AI stay built for speed (docs/measure.md).

#![deny(missing_docs)]

pub use attic_chogo::*;

#[cfg(feature = "web")]
pub mod view;

/// What the board takes from the game's `board`.
#[cfg(feature = "web")]
mod board {
    pub(crate) use attic_chogo::{is_king, side_of, square_name, Variant, BLACK, CELLS, MAX_FILES};
}

/// What the board takes from the game's `game`.
#[cfg(feature = "web")]
mod game {
    attic_core::message_helpers!(attic_chogo::MESSAGES, attic_chogo::INFO.seat_names);
}

/// What the board takes from the game's `moves`.
#[cfg(feature = "web")]
mod moves {
    pub(crate) use attic_chogo::gen_steps;
}

/// What the board takes from the game's `notation`.
#[cfg(feature = "web")]
mod notation {
    pub(crate) use attic_chogo::Group;
}

/// What the board takes from the game's `rules`.
#[cfg(feature = "web")]
mod rules {
    pub(crate) use attic_chogo::{Chogo, Mv};
}

/// What the board takes from the game's `secure`.
#[cfg(feature = "web")]
mod secure {
    pub(crate) use attic_chogo::{cities, functional};
}
