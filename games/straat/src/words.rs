//! Straat in plain words: a placement as a sentence, and the final count
//! explained. Straat has no dangers: tiles never move and nothing is
//! captured, and a street can still be joined or cut by any later tile,
//! so there is no threat to warn of.

use super::rules::{msg, Mv, Straat};
use attic_core::Msg;

/// The message key of a player's name (0 White, 1 Black).
pub(super) use super::rules::seat_term;

/// Where the black part of a tile lies, in words, by orientation code.
pub const ORIENT_WORDS: [&str; 8] = [
    "orient.N",
    "orient.E",
    "orient.S",
    "orient.W",
    "orient.NE",
    "orient.SE",
    "orient.SW",
    "orient.NW",
];

/// "White laid a tile on a1, black half at the top"; none for a
/// placement that is not legal here.
pub fn describe(g: &Straat, m: &Mv) -> Option<Msg> {
    g.check(*m).ok()?;
    Some(
        msg("said.place")
            .term("seat", seat_term(g.mover()))
            .text("cell", super::rules::cell_name(m.cell as usize))
            .term("orient", ORIENT_WORDS.get(m.orient as usize)?),
    )
}

/// The final count in a sentence: the higher total first, each split into
/// front and back ("White 7 streets (front 4, back 3) against Black's 5
/// (front 3, back 2)"); equal totals as "5 streets each: …". Who won is
/// the headline's to say.
pub fn outcome_reason(g: &Straat) -> Msg {
    let c = g.count();
    let t = c.totals();
    let side = |s: usize| {
        msg("outcome.side")
            .term("seat", seat_term(s as u8))
            .num("n", t[s] as i64)
            .num("front", c.front[s] as i64)
            .num("back", c.back[s] as i64)
    };
    let parts = |s: usize| {
        msg("outcome.parts")
            .term("seat", seat_term(s as u8))
            .num("front", c.front[s] as i64)
            .num("back", c.back[s] as i64)
    };
    match t[0].cmp(&t[1]) {
        std::cmp::Ordering::Equal => msg("outcome.equal")
            .num("n", t[0] as i64)
            .msg("white", parts(0))
            .msg("black", parts(1)),
        o => {
            let (hi, lo) = if o.is_gt() { (0, 1) } else { (1, 0) };
            msg("outcome.more")
                .msg("high", side(hi))
                .msg("low", side(lo))
        }
    }
}
