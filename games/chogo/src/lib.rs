//! Chogo, David Jagger's reconstruction of the Roman Latrunculi (rules
//! spec: `rules.md` beside this file, a copy of `shared/rules/chogo.md`).

#![deny(missing_docs)]

mod board;
mod eval;
mod game;
mod moves;
mod notation;
#[cfg(not(target_arch = "wasm32"))]
pub mod puzzles;
mod rules;
mod secure;
mod why;
mod words;

pub use board::{
    is_king, side_of, square_name, step, Board, Variant, BLACK, BP, CELLS, MAX_FILES, WHITE, WK, WP,
};
pub use game::{handicap, Setup, INFO};
pub use moves::{gen_steps, Mv, Rules};
pub use notation::{bare, parse_token, to_move, Body, Group};
pub use rules::{Chogo, End, Reason};
pub use secure::{cities, functional, mole_targets, reach, redoubts, secure};

attic_core::game_words!(include_str!("messages.en.txt"));
