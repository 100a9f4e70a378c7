//! Long Tau, "the Chinese dragon game" of M. J. G. Thomassen, 1943 (rules
//! spec: `rules.md` beside this file, a copy of `shared/rules/longtau.md`).
//!
//! On the platform: one ply is one whole turn (one record token). The
//! removals at a turn's start are derived from the state; the chair
//! right's tie choice, the only decision among them, is part of the move
//! ([`Mv::chosen`]), because the token writes it after the action
//! (`f6-a6Xa5d12h12l8`) and a distance class holds at most 8 cells, so at
//! most C(8, 4) = 70 choices. When a turn's steps 3–4 end the game with no
//! choice, its `end` is the only (automatic) move and the outcome is known
//! already, so a record may leave that `end` out (§9.3) and must then give
//! the result. Seats: N, S with two players; N, E, S, W (clockwise) with
//! four, in partnerships N+S (side 0) and E+W (side 1).

#![deny(missing_docs)]

pub mod board;
mod eval;
mod game;
mod notation;
mod position;
#[cfg(not(target_arch = "wasm32"))]
pub mod puzzles;
mod rules;
mod why;
mod words;

pub use eval::{evaluate, side_scores};
pub use game::{parse_opts, seat_term, Setup, INFO};
pub use notation::{canonical_record, order_tags, parse_token, Token};
pub use position::{codes, diagram, start};
pub use rules::{
    besieged, chair_removal, combinations, Action, End, LongTau, Mv, Opts, Placement, Pre,
};

attic_core::game_words!(include_str!("messages.en.txt"));

/// This game alone as a registry, for its own tools that replay records.
pub(crate) static ALONE: &attic_core::registry::List = attic_ai::alone!(LongTau);
