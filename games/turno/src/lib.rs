//! TURNO (1924, rules reconstructed), "playable in 4 ways": four family
//! games with one box of 36 two-faced tiles, a hexagonal tile, pawns and a
//! die (rules spec: `rules.md` beside this file, a copy of
//! `shared/rules/turno.md`).
//!
//! Each sub-game is a game type of its own, registered under its own id
//! (`turno-loop`, `turno-lottery`, `turno-domino`, `turno-checkers`),
//! because a record's `Game` tag names the sub-game and each draws a
//! different setup. They share the tile set, the completion counting of
//! hidden faces, the `Players` tag, the first player and the record layout.

#![deny(missing_docs)]

pub mod board;
mod checkers;
mod common;
pub mod deal;
mod domino;
pub mod dsolve;
mod eval;
mod lottery;
#[cfg(not(target_arch = "wasm32"))]
pub mod puzzles;
pub mod tiles;
mod walk;
mod why;
mod words;

/// The completion count of hidden faces, shared with TURNOOI
/// (`games/tiles`).
pub use attic_tiles::count;

pub use board::{cell_name, parse_cell, paths, Path};
pub use checkers::{CMove, Checkers, CheckersSetup};
pub use common::{Laid, SEAT_NAMES};
pub use domino::{hand_size, Domino, DominoMove, DominoSetup, End, NO_CAP};
pub use eval::turns_left;
pub use lottery::Lottery;
pub use tiles::Tile;
pub use walk::{Loop, LoopMove, FINISH};
pub use words::side_key;

/// The games measured for the rules page (`attic stats`, see the file's
/// first lines), the four sub-games at every player count.
pub static MEASURED: &str = attic_core::data_lines!(include_bytes!("measured.txt"));

/// The marks of `rules.md` (its "Status of these rules"), explained on the
/// rules page.
pub static MARKS: attic_core::game::RuleMarks = attic_core::game::RuleMarks {
    lead: "marks.lead",
    marks: &[
        ("S", "marks.S"),
        ("P", "marks.P"),
        ("R", "marks.R"),
        ("X", "marks.X"),
    ],
};

attic_core::game_words!(include_str!("messages.en.txt"));
