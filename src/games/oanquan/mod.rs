//! O An Quan, Tonkin match rules (rules spec: `rules.md` beside this file,
//! a copy of `shared/rules/oanquan.md`).

mod eval;
mod notation;
mod position;
mod rules;

pub use notation::{parse_token, Token};
pub use position::{Own, Pos};
pub use rules::{Dir, EndKind, Mv, OanQuan, Opts, RoundEnd, INFO};
