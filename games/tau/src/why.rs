//! Why a move is chosen, in one sentence (`Words::explain`), asked of the
//! position before it. Bids and the pass are weighed against the value of
//! the play phase; a removal against the LIMIT. The value is the solver's
//! exact one when the full minimax (`solver.rs`) settles it within
//! [`BUDGET`] positions (late in the play, or small boards), else the
//! score of the greedy playout (each side takes the removal best at once),
//! which is only an estimate and is named as such.

use super::bigint::BigUint;
use super::rules::{msg, seat_term, Mv, Tau};
use super::solver::{final_value, greedy_final, Comp, Solver, Val};
use attic_core::prelude::*;
use attic_core::Msg;
use std::cmp::Ordering;

/// Positions the exact solver may write for one explanation. 12×12 needs
/// 1 860 for the whole play phase; about 1 ms per 2 000 natively. The page
/// asks while drawing the move list, so this stays at a few ms.
pub const BUDGET: u64 = 2_500;

/// The play phase's value from `g` with `n` turns left: exact when the
/// budget allows (`true`), else the greedy playout's score (`false`).
fn value(s: &mut Solver, r: &Comp, c: &Comp, n: u8, high: bool) -> (Val, bool) {
    if !s.aborted {
        let v = s.value(r, c, n, high);
        if !s.aborted {
            return (v, true);
        }
    }
    (greedy_final(r, c, n, high), false)
}

/// Whether `v` is more than `limit` (HIGH's win).
fn above(v: &Val, limit: &BigUint) -> bool {
    let d = v.ln - limit.ln();
    if d.abs() > 1e-9 {
        d > 0.0
    } else {
        v.to_big() > *limit
    }
}

/// Runs of `g` as the solver's multisets.
fn comps(g: &Tau) -> (Comp, Comp) {
    let (r, c) = g.runs();
    (Comp::new(&r), Comp::new(&c))
}

/// "With best play from both sides …" or "If each side takes …": how
/// `v` was found.
fn basis(v: &Val, exact: bool) -> Msg {
    msg(if exact {
        "why.basis-exact"
    } else {
        "why.basis-greedy"
    })
    .text("value", v.to_big().to_string())
}

/// The reason for `m` in `g`; none for an illegal move.
pub fn explain(g: &Tau, m: &Mv) -> Option<Msg> {
    g.check(m).ok()?;
    let seat = g.to_move()?;
    let mut s = Solver::with_budget(BUDGET);
    match (m, &g.roles) {
        (Mv::Bid(b), None) => {
            // The play starts from the full grid with HIGH to move.
            let fresh = Tau::new(g.rows, g.cols);
            let (r, c) = comps(&fresh);
            let (v, exact) = value(&mut s, &r, &c, fresh.total_turns(), true);
            let key = if above(&v, b) {
                "why.bid-under"
            } else {
                "why.bid-over"
            };
            Some(msg(key).msg("basis", basis(&v, exact)))
        }
        (Mv::Pass, None) => {
            let limit = g.last_bid.as_ref()?;
            let fresh = Tau::new(g.rows, g.cols);
            let (r, c) = comps(&fresh);
            let (v, exact) = value(&mut s, &r, &c, fresh.total_turns(), true);
            let key = if above(&v, limit) {
                "why.pass-high"
            } else {
                "why.pass-low"
            };
            Some(
                msg(key)
                    .msg("basis", basis(&v, exact))
                    .text("limit", limit.to_string())
                    .term("seat", seat_term(seat)),
            )
        }
        (Mv::Row(_) | Mv::Col(_), Some(roles)) => {
            removal(g, m, &mut s, seat == roles.high, &roles.limit)
        }
        _ => None,
    }
}

/// A removal by HIGH (`high`) or LOW against `limit`.
fn removal(g: &Tau, m: &Mv, s: &mut Solver, high: bool, limit: &BigUint) -> Option<Msg> {
    let n = g.turns_left();
    let after = |mv: &Mv| {
        let mut h = g.clone();
        h.play_fast(mv);
        comps(&h)
    };
    let (r, c) = after(m);
    let limit_text = limit.to_string();
    if n <= 1 {
        // The last removal: the score is final.
        let v = final_value(&r, &c);
        let key = if above(&v, limit) {
            "why.last-high"
        } else {
            "why.last-low"
        };
        return Some(
            msg(key)
                .text("value", v.to_big().to_string())
                .text("limit", limit_text),
        );
    }
    let (v, exact) = value(s, &r, &c, n - 1, !high);
    let wins = above(&v, limit) == high;
    // Every other removal, valued the same way (exact only while the
    // shared memo stays within the budget; else all by the greedy playout).
    let mut others = Vec::new();
    g.legal_moves(&mut others);
    let mut all_exact = exact;
    let mut best = true;
    let mut any_wins = wins;
    for o in others.iter().filter(|o| *o != m) {
        let (r2, c2) = after(o);
        let (w, e) = value(s, &r2, &c2, n - 1, !high);
        all_exact &= e;
        let o = w.cmp_exact(&v);
        if (high && o == Ordering::Greater) || (!high && o == Ordering::Less) {
            best = false;
        }
        any_wins |= above(&w, limit) == high;
    }
    let value_text = v.to_big().to_string();
    if !(exact && all_exact) {
        // The exact values ran out of budget: compare by the greedy
        // playout after each removal (all of them the same way).
        let v = greedy_final(&r, &c, n - 1, !high);
        let best = others.iter().all(|o| {
            let (r2, c2) = after(o);
            let w = greedy_final(&r2, &c2, n - 1, !high);
            let o = w.cmp_exact(&v);
            !((high && o == Ordering::Greater) || (!high && o == Ordering::Less))
        });
        let key = match (above(&v, limit), best) {
            (true, true) => "why.greedy-above-best",
            (true, false) => "why.greedy-above",
            (false, true) => "why.greedy-below-best",
            (false, false) => "why.greedy-below",
        };
        return Some(
            msg(key)
                .text("value", v.to_big().to_string())
                .text("limit", limit_text)
                .term("role", role(high)),
        );
    }
    let key = match (wins, any_wins, best, high) {
        (true, _, _, true) => "why.solved-keeps-high",
        (true, _, _, false) => "why.solved-keeps-low",
        (false, false, true, true) => "why.solved-lost-best-high",
        (false, false, true, false) => "why.solved-lost-best-low",
        (false, ..) => "why.solved-gives",
    };
    Some(
        msg(key)
            .text("value", value_text)
            .text("limit", limit_text)
            .term("winner", role(wins == high)),
    )
}

/// The term of a role: HIGH or LOW.
fn role(high: bool) -> &'static str {
    if high {
        "role.high"
    } else {
        "role.low"
    }
}
