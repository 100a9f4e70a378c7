//! TAU, by Néstor Romeral Andrés (rules spec: `rules.md` beside this file,
//! a copy of `shared/rules/tau.md`): a negotiation fixes a LIMIT, then the
//! players strike out rows and columns; HIGH wins if the product of the
//! group sizes exceeds the LIMIT. The play phase is solved exactly
//! (`solver.rs`).

#![deny(missing_docs)]

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
#[cfg(not(target_arch = "wasm32"))]
pub mod puzzles;
mod rules;
mod score;
pub mod shallow;
pub mod solver;
pub mod two;
mod why;
mod words;

pub use bigint::BigUint;
pub use notation::{parse_position, parse_token};
pub use rules::{advice, groups, runs, seat_name, Mv, Setup, Tau, INFO};
pub use score::{product_text, run_spans};

attic_core::game_words!(include_str!("messages.en.txt"));

/// This game alone as a registry, for its own tools that replay records.
pub(crate) static ALONE: &attic_core::registry::List = attic_ai::alone!(Tau);
