//! Long Tau, "the Chinese dragon game" of M. J. G. Thomassen, 1943 (rules
//! spec: `rules.md` beside this file, a copy of `shared/rules/longtau.md`).

pub mod board;
mod eval;
mod game;
mod notation;
mod position;
mod rules;
#[cfg(target_arch = "wasm32")]
pub mod view;

pub use eval::{evaluate, side_scores};
pub use game::{parse_opts, INFO};
pub use notation::{canonical_record, order_tags, parse_token, Token};
pub use position::{codes, diagram, start};
pub use rules::{besieged, chair_removal, combinations, Action, End, LongTau, Mv, Opts, Pre};

/// The game's words (outcome reasons, notes, errors, option labels, seat
/// names).
pub static MESSAGES: crate::core::Messages =
    crate::core::Messages::new(include_str!("messages.en.txt"));
