//! TAU, by Néstor Romeral Andrés (rules spec: `rules.md` beside this file,
//! a copy of `shared/rules/tau.md`): a negotiation fixes a LIMIT, then the
//! players strike out rows and columns; HIGH wins if the product of the
//! group sizes exceeds the LIMIT. The play phase is solved exactly
//! (`solver.rs`).

pub mod ai;
pub mod bigint;
mod cli;
pub mod explain;
pub mod key;
pub mod limit;
pub mod memo;
pub mod meter;
pub mod mtd;
mod notation;
pub mod plans;
mod rules;
mod score;
pub mod shallow;
pub mod solver;
pub mod two;
#[cfg(target_arch = "wasm32")]
pub mod view;
mod why;
mod words;

pub use bigint::BigUint;
pub use notation::{parse_position, parse_token};
pub use rules::{advice, groups, runs, seat_name, Mv, Tau, INFO};

/// The game's words (outcome reasons, notes, option labels, seat names).
pub static MESSAGES: crate::core::Messages =
    crate::core::Messages::new(include_str!("messages.en.txt"));
