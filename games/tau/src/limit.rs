//! The win/loss search against a fixed LIMIT (the AI's level 5 uses it
//! when exact values would cost too much: about 3.5 times fewer positions).

use super::bigint::BigUint;
use super::memo::Memo;
use super::solver::{final_value, key, last_move, moves, Comp, Val};
use std::cmp::Ordering;

/// The win/loss search against a fixed LIMIT: does HIGH score more than the
/// LIMIT with best play? Memoised booleans; the children are tried in the
/// order of their current score (best for the mover first), so a win or a
/// refutation is usually found at once.
pub struct LimitSolver {
    memo: Memo<bool>,
    limit: BigUint,
    limit_ln: f64,
    /// Positions evaluated (memo misses).
    pub nodes: u64,
    /// Stop after this many positions (0 = no limit).
    pub budget: u64,
    /// Set when the budget ran out: answers since are meaningless.
    pub aborted: bool,
}

impl LimitSolver {
    /// A solver for this LIMIT, giving up after `budget` positions (0 = never).
    pub fn new(limit: &BigUint, budget: u64) -> LimitSolver {
        LimitSolver {
            memo: Memo::default(),
            limit: limit.clone(),
            limit_ln: limit.ln(),
            nodes: 0,
            budget,
            aborted: false,
        }
    }

    fn above(&self, v: &Val) -> bool {
        let d = v.ln - self.limit_ln;
        if d > 1e-9 {
            true
        } else if d < -1e-9 {
            false
        } else {
            v.to_big() > self.limit
        }
    }

    /// Whether HIGH wins (score > LIMIT) with best play from here.
    pub fn high_wins(&mut self, r: &Comp, c: &Comp, n: u8, high: bool) -> bool {
        if n <= 1 {
            let v = if n == 0 {
                final_value(r, c)
            } else {
                last_move(r, c, high)
            };
            return self.above(&v);
        }
        let k = key(r, c, n, high);
        if let Some(w) = self.memo.get(&k) {
            return *w;
        }
        self.nodes += 1;
        if self.budget > 0 && self.nodes > self.budget {
            self.aborted = true;
        }
        if self.aborted {
            return false;
        }
        let mut ch: Vec<(f64, Comp, Comp)> = moves(r, c)
            .into_iter()
            .map(|(_, r2, c2)| (final_value(&r2, &c2).ln, r2, c2))
            .collect();
        ch.sort_by(|a, b| {
            let o = a.0.partial_cmp(&b.0).unwrap_or(Ordering::Equal);
            if high {
                o.reverse()
            } else {
                o
            }
        });
        // HIGH needs one winning child; LOW needs one child where HIGH loses.
        let mut result = !high;
        for (_, r2, c2) in &ch {
            let w = self.high_wins(r2, c2, n - 1, !high);
            if self.aborted {
                return false;
            }
            if w == high {
                result = high;
                break;
            }
        }
        self.memo.insert(k, result);
        result
    }
}
