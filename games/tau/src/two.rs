//! The exact value with two turns left, without building the replies.
//!
//! With one turn left the score is n_o·L_s + n_s·L_o (n = runs, L = Σ ln
//! of the run lengths, s = the side cut, o = the other side). A removal
//! changes the cut side's run count by dr ∈ {−1, 0, +1} (a run of length 1
//! removed; an end line; an inner line) and its L by dl; for a fixed dr the
//! score grows with dl (its factor is a run count, ≥ 1), so the last mover
//! only needs, per side and per dr, the largest dl (HIGH) or the smallest
//! (LOW). For a run of length λ: dr = 0 gives ln(λ−1) − ln λ; dr = +1 gives
//! at most ln⌊(λ−1)/2⌋ + ln⌈(λ−1)/2⌉ − ln λ (the middle line) and at least
//! ln(λ−2) − ln λ (the second line); dr = −1 (λ = 1) gives 0. So a reply
//! costs O(runs), not O(lines). Near ties (|Δ| ≤ 1e-9) are compared on the
//! exact values, as in `solver.rs`; `games/tau/tests/tau/rules.rs` checks this against
//! the full solver.

use super::solver::{apply, final_value, moves, Comp, Val};
use std::cmp::Ordering;

fn ln(x: u8) -> f64 {
    super::solver::ln_table()[x as usize]
}

/// The last mover's candidate replies on one side: `(f64 score, run
/// length, k)` for the best dl of each dr class.
fn replies(
    side: &Comp,
    other: &Comp,
    high: bool,
    out: &mut Vec<(f64, bool, u8, u8)>,
    side_is_rows: bool,
) {
    if side.lines() < 2 {
        return;
    }
    let (ns, ls) = (side.runs().len() as f64, sum_ln(side));
    let (no, lo) = (other.runs().len() as f64, sum_ln(other));
    // best[dr + 1] = (dl, λ, k)
    let mut best: [Option<(f64, u8, u8)>; 3] = [None; 3];
    let mut take = |slot: usize, dl: f64, l: u8, k: u8| {
        let better = match best[slot] {
            None => true,
            Some((b, ..)) => {
                if high {
                    dl > b
                } else {
                    dl < b
                }
            }
        };
        if better {
            best[slot] = Some((dl, l, k));
        }
    };
    let mut prev = 0u8;
    for &l in side.runs() {
        if l == prev {
            continue;
        }
        prev = l;
        if l == 1 {
            take(0, 0.0, 1, 1);
            continue;
        }
        take(1, ln(l - 1) - ln(l), l, 1);
        if l >= 3 {
            if high {
                let a = (l - 1) / 2;
                take(2, ln(a) + ln(l - 1 - a) - ln(l), l, a + 1);
            } else {
                take(2, ln(l - 2) - ln(l), l, 2);
            }
        }
    }
    for (slot, b) in best.iter().enumerate() {
        if let Some((dl, l, k)) = b {
            let dr = slot as f64 - 1.0;
            let f = no * (ls + dl) + (ns + dr) * lo;
            out.push((f, side_is_rows, *l, *k));
        }
    }
}

fn sum_ln(s: &Comp) -> f64 {
    s.runs().iter().map(|&x| ln(x)).sum()
}

/// The best of scored candidates for the mover, ties broken exactly.
fn pick<T: Copy>(cands: &[(f64, T)], high: bool, exact: impl Fn(&T) -> Val) -> Option<(f64, T)> {
    let mut best: Option<(f64, T)> = None;
    for &(f, t) in cands {
        let take = match &best {
            None => true,
            Some((b, bt)) => {
                let d = if high { f - b } else { b - f };
                if d > 1e-9 {
                    true
                } else if d < -1e-9 {
                    false
                } else {
                    let o = exact(&t).cmp_exact(&exact(bt));
                    if high {
                        o == Ordering::Greater
                    } else {
                        o == Ordering::Less
                    }
                }
            }
        };
        if take {
            best = Some((f, t));
        }
    }
    best
}

/// The exact minimax value with two turns left, `high` to move first.
pub fn two_moves(r: &Comp, c: &Comp, high: bool) -> Val {
    type Reply = (bool, u8, u8);
    let mut outer: Vec<(f64, (Comp, Comp, Reply))> = Vec::new();
    let mut rep: Vec<(f64, bool, u8, u8)> = Vec::new();
    for (_, r2, c2) in moves(r, c) {
        rep.clear();
        replies(&r2, &c2, !high, &mut rep, true);
        replies(&c2, &r2, !high, &mut rep, false);
        let cands: Vec<(f64, Reply)> = rep.iter().map(|&(f, s, l, k)| (f, (s, l, k))).collect();
        let exact = |m: &Reply| {
            let (r3, c3) = apply(&r2, &c2, m.0, m.1, m.2);
            final_value(&r3, &c3)
        };
        match pick(&cands, !high, exact) {
            Some((f, m)) => outer.push((f, (r2, c2, m))),
            // No reply (unreachable, §5.2): the game ends after one turn.
            None => outer.push((final_value(&r2, &c2).ln, (r2, c2, (true, 0, 0)))),
        }
    }
    let exact = |t: &(Comp, Comp, Reply)| {
        let (r2, c2, m) = t;
        if m.1 == 0 {
            return final_value(r2, c2);
        }
        let (r3, c3) = apply(r2, c2, m.0, m.1, m.2);
        final_value(&r3, &c3)
    };
    match pick(&outer, high, exact) {
        Some((_, t)) => exact(&t),
        None => final_value(r, c),
    }
}
