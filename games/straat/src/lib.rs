//! Straat (Amsterdam, 1984): tiles laid on both faces of a glass frame
//! (rules spec: `rules.md` beside this file, a copy of `shared/rules/straat.md`).

#![deny(missing_docs)]

mod notation;
#[cfg(not(target_arch = "wasm32"))]
pub mod puzzles;
mod review;
mod rules;
mod score;
mod search;
mod solver;
mod why;
mod words;

pub use notation::{parse_position, parse_token};
pub use review::{find as review_find, Found as ReviewFound, Slip, BUDGET as REVIEW_BUDGET};
pub use rules::{cell_name, orient_of, owner_of, tile_code, Mv, Split, Straat, INFO, ORIENTS};
pub use score::{
    back_regions, front_counts_each, front_regions, worth, BLACK, EDGE_E, EDGE_N, WHITE,
};
pub use search::{solve_text, EndgameJob, MAX_FLOOR};
pub use solver::{solve, symmetric, Solver};
pub use words::ORIENT_WORDS;

attic_core::game_words!(include_str!("messages.en.txt"));

/// This game alone as a registry, for its own tools that replay records.
pub(crate) static ALONE: &attic_core::registry::List = attic_ai::alone!(Straat);
