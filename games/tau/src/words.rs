//! TAU in plain words: bids, the pass and removals as sentences, and the
//! final score against the LIMIT. TAU has no dangers: nothing is captured
//! or threatened, and who is ahead is the score above the grid.

use super::rules::{msg, seat_term, Mv, Tau};
use super::score::{groups, product_text};
use attic_core::{Msg, Seat};

/// "A opened the bidding with 70", "B passed: …", "LOW (B) removed
/// column 4"; none for a move that is not legal here.
pub fn describe(g: &Tau, m: &Mv) -> Option<Msg> {
    g.check(m).ok()?;
    let p = g.to_move()?;
    Some(match (m, &g.roles) {
        (Mv::Bid(b), None) => msg(if g.last_bid.is_none() {
            "said.open"
        } else {
            "said.bid"
        })
        .term("seat", seat_term(p))
        .text("bid", b.to_string()),
        (Mv::Pass, None) => msg("said.pass")
            .term("seat", seat_term(p))
            .term("high", seat_term(1 - p))
            .text("limit", g.last_bid.as_ref()?.to_string()),
        (Mv::Row(n) | Mv::Col(n), Some(r)) => {
            let row = matches!(m, Mv::Row(_));
            msg(match (row, r.high == p) {
                (true, true) => "said.high-row",
                (true, false) => "said.low-row",
                (false, true) => "said.high-col",
                (false, false) => "said.low-col",
            })
            .term("seat", seat_term(p))
            .num("n", *n as i64)
        }
        _ => return None,
    })
}

/// The final score against the LIMIT, the groups multiplied out: "The
/// groups multiply to 1 × 1 × 2 × 2 × 3 × 6 = 72, at most the LIMIT 143:
/// LOW wins". The headline says which seat that is.
pub fn outcome_reason(g: &Tau, winner: Seat) -> Option<Msg> {
    let roles = g.roles.as_ref()?;
    let (r, c) = g.runs();
    let score = g.score().to_string();
    let product = product_text(&groups(&r, &c));
    // One group: its size is the score ("1", not "1 = 1").
    let product = if product == score {
        score
    } else {
        format!("{product} = {score}")
    };
    let key = if winner == roles.high {
        "outcome.high"
    } else {
        "outcome.low"
    };
    Some(
        msg(key)
            .text("product", product)
            .text("limit", roles.limit.to_string()),
    )
}
