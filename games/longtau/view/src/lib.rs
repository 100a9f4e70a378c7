//! Long Tau on the web: the game's crate (`attic-longtau`, re-exported
//! whole) and its board ([`view`]).
//!
//! The board is a crate of its own so that the web build compiles it for
//! size (opt-level "z", Cargo.toml's `web` profile) while the rules and the
//! AI stay built for speed (docs/measure.md).

#![deny(missing_docs)]

pub use attic_longtau::*;

#[cfg(feature = "web")]
pub mod view;

/// The game's word helpers, as the game's own modules have them.
#[cfg(feature = "web")]
mod game {
    attic_core::message_helpers!(attic_longtau::MESSAGES);
    pub(crate) use attic_longtau::seat_term;
}

/// The rules' types the board names.
#[cfg(feature = "web")]
mod rules {
    pub(crate) use attic_longtau::{Action, LongTau, Mv};
}

/// The position's seat codes.
#[cfg(feature = "web")]
mod position {
    pub(crate) use attic_longtau::codes;
}
