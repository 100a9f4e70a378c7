//! TURNOOI, Fred Horn's battle game for the TURNO tiles (rules spec:
//! `rules.md` beside this file, a copy of `shared/rules/turnooi.md`).
//!
//! Hidden faces are never in a state: a tile's hidden face is drawn when
//! it first battles, from the exact conditional distribution of §3.1
//! (`count`), as a chance ply joined to the move's record token.

#![deny(missing_docs)]

#[cfg(not(target_arch = "wasm32"))]
mod bench;
mod deep;
pub mod eval;
mod game;
mod greedy;
mod notation;
pub mod odds;
#[cfg(not(target_arch = "wasm32"))]
pub mod puzzles;
mod rules;
mod search;
pub mod tiles;
#[cfg(feature = "web")]
pub mod view;
mod why;
mod words;

/// The completion count of hidden faces (§3.1), shared with TURNO
/// (`games/tiles`).
pub use attic_tiles::count;

pub use game::{draw_layout, parse_opts, Setup, INFO};
pub use notation::{board_text, outcome_text, read_board, side_word};
pub use odds::{battle_odds, report, tile_odds, BattleOdds, Frac};
pub use rules::{Battle, Board, Mv, Opts, Reason, Turnooi, CELLS, NORTH, SOUTH};

attic_core::game_words!(include_str!("messages.en.txt"));
