//! O An Quan, Tonkin match rules (rules spec: `rules.md` beside this file,
//! a copy of `shared/rules/oanquan.md`).

#![deny(missing_docs)]

mod eval;
mod notation;
mod position;
#[cfg(not(target_arch = "wasm32"))]
pub mod puzzles;
mod rules;
mod why;
mod words;

pub use notation::parse_token;
pub use position::{own_slot, space_name, Own, Pos, QE, QW};
pub use rules::{sow, Dir, EndKind, LoopGuard, Mv, OanQuan, Setup, INFO};

attic_core::game_words!(include_str!("messages.en.txt"));
