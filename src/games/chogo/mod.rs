//! Chogo, David Jagger's reconstruction of the Roman Latrunculi (rules
//! spec: `rules.md` beside this file, a copy of `shared/rules/chogo.md`).

mod board;
mod eval;
mod game;
mod moves;
mod notation;
mod rules;
mod secure;
#[cfg(target_arch = "wasm32")]
pub mod view;

pub use board::{
    is_king, side_of, square_name, step, Board, Variant, BK, BLACK, BP, CELLS, EMPTY, MAX_FILES,
    MAX_RANKS, WHITE, WK, WP,
};
pub use game::{handicap, parse_opts, INFO};
pub use moves::{gen_steps, rect, Mv, Rules};
pub use notation::{bare, group_name, parse_token, to_move, Body, Group, Token};
pub use rules::{Chogo, End, Opts, Reason};
pub use secure::{cities, functional, mole_targets, reach, redoubts, secure};

/// The game's words (outcome reasons, notes, option labels, seat names).
pub static MESSAGES: crate::core::Messages =
    crate::core::Messages::new(include_str!("messages.en.txt"));
