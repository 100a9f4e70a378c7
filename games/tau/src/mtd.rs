//! The exact value by null-window tests (MTD(f)), with proven bounds
//! memoised per position.
//!
//! A test asks "is the value ≥ X?" (or "> X?"): HIGH needs one child that
//! passes, LOW needs every child to pass, so a test only explores a proof
//! DAG, not every position. Each test is fail-soft: when it passes it
//! returns a value g that passes with value ≥ g, when it fails a value g
//! that fails with value ≤ g; g is always a reachable score, so the bounds
//! are exact [`Val`]s and the memo keeps the tightest lower and upper
//! bound proven for each position, reused by the next tests. The driver
//! starts at the greedy playout's score, then moves the threshold to the
//! bound just proven (strictly above a proven lower bound, at a proven
//! upper bound) until the two bounds meet: that is the exact minimax value
//! (the reference is the full minimax of `solver.rs`; `games/tau/tests/tau/rules.rs`
//! compares them on every board up to 14×14 and on mid-game positions).
//!
//! Children are tried with the move that last decided the position first,
//! then the children whose remembered bounds already decide the test
//! (enhanced transposition cutoff), then by their score if the game ended
//! at once (best for the mover first). Positions with two turns left are
//! valued at once by `two.rs`.
//!
//! Every child is first checked against a bound from committed plans
//! (`plans.rs`): a lower bound when HIGH is to move there (any fixed plan
//! of HIGH's bounds the value from below), an upper bound when LOW is. A
//! child whose bound already decides the test against its parent is
//! refuted without a search. Each bound is computed once per position and
//! kept in its memo entry, so later tests and transpositions reuse it.
//!
//! **Measured** (release build, one core of a busy shared machine,
//! `attic solve tau`; positions = expansions): 24×24 0.07 s, 5 760
//! positions (0.37 s, 265 000 without the bounds); 28×28 0.62 s, 39 000
//! (3.2 s, 1.77 M); 30×30 0.95 s, 56 000; 36×36 6.3 s, 249 000; 40×40
//! 34 s, 965 000. Still about ×2.3 in time per two lines a side, so
//! 50×50 extrapolates to about 40 minutes: the bounds' gap at the root
//! (28×28: 61.0 < 70.0 < 78.3 in ln; 50×50: 146 and 203) grows with the
//! board, and inside it every HIGH removal must still be refuted.
//!
//! Tried and dropped (more positions or more time, not less): a killer
//! move per depth, ordering remembered children by their bounds, ordering
//! by the opponent's best reply (two plies); a better first guess; the
//! *pairing* upper bound (LOW trims the shortest run whenever HIGH cuts,
//! evaluated exactly), which this replaced: it halved the positions, the
//! plans by about 45 times, and both together are slower than the
//! plans alone; more plan families for HIGH (blocks of 2, 6 or 7 lines,
//! mixed row and column blocks) or for LOW (trimming the longest run);
//! using the bounds as cutoffs before a node's first child; LOW answering
//! by trimming the piece HIGH just cut.
//!
//! A test's threshold may also be any integer ([`Thr::Big`]): "does HIGH
//! score more than the LIMIT?" is one test ([`MtdSolver::high_wins`]).

use super::bigint::BigUint;
use super::key::{Key, Mix};
use super::memo::Memo;
use super::meter::{Meter, Paused};
use super::solver::{
    apply, each_removal, final_value, greedy_final, key, last_move, side_code, split_side_code,
    AMove, Comp, Val,
};
use super::two::two_moves;
use std::cmp::Ordering;
use std::hash::BuildHasher;

/// Bounds proven for a position, and the move that last decided a test.
#[derive(Clone, Copy)]
struct Entry {
    lo: Option<Val>,
    hi: Option<Val>,
    best: Option<AMove>,
    /// The bound from committed plans is in `lo` (HIGH to move) or `hi`.
    planned: bool,
}

const EMPTY: Entry = Entry {
    lo: None,
    hi: None,
    best: None,
    planned: false,
};

impl Entry {
    /// What the bounds already prove about the test: `(true, lo)` passes,
    /// `(false, hi)` fails, `None` undecided.
    fn says(&self, x: &Thr, strict: bool) -> Option<(bool, Val)> {
        match (&self.lo, &self.hi) {
            (Some(lo), _) if passes(lo, x, strict) => Some((true, *lo)),
            (_, Some(hi)) if !passes(hi, x, strict) => Some((false, *hi)),
            _ => None,
        }
    }
}

/// The MTD(f) solver with its memo of bounds, keyed by whole positions
/// (`key.rs`); `H` hashes the keys (the tests put them all in one bucket).
pub struct MtdSolver<H = Mix> {
    memo: Memo<Entry, H>,
    /// Positions expanded (test calls that generated children and
    /// finished: one paused and run again counts once).
    pub nodes: u64,
    /// Null-window tests finished by [`MtdSolver::value`].
    pub tests: u32,
    /// Stop after this many expansions (0 = no limit); see `aborted`.
    pub budget: u64,
    /// Set when the budget ran out or the search paused: results since
    /// are meaningless.
    pub aborted: bool,
    /// Set (with `aborted`) when the search paused because the slice of
    /// `meter` was spent: the same call again goes on where it was.
    pub paused: bool,
    /// The work done, and the slice (`meter.rs`).
    pub meter: Meter,
    /// The driver of [`MtdSolver::value`] at the position it last ran
    /// on, to go on with after a pause.
    driver: Option<(Key, Driver)>,
    /// Bounds from committed plans (`plans.rs`), tried on children with
    /// at least `prune_from` turns left (0 = never).
    pub plans: super::plans::Plans,
    /// See `plans`.
    pub prune_from: u8,
    /// Children refuted by a bound alone.
    pub pruned: u64,
}

impl Default for MtdSolver {
    fn default() -> MtdSolver {
        MtdSolver::with_hasher()
    }
}

impl<H: BuildHasher + Default> MtdSolver<H> {
    /// A solver whose memo hashes its keys with `H` (the default one
    /// is [`MtdSolver::default`]).
    pub fn with_hasher() -> Self {
        MtdSolver {
            memo: Memo::default(),
            nodes: 0,
            tests: 0,
            budget: 0,
            aborted: false,
            paused: false,
            meter: Meter::default(),
            driver: None,
            plans: super::plans::Plans::default(),
            prune_from: PRUNE_FROM,
            pruned: 0,
        }
    }
}

/// Children with at least this many turns left are first checked against
/// the plans' bounds (`plans.rs`). Measured with `attic solve tau`,
/// 28×28: 3 turns 39 000 positions, 0.62 s; 2 turns 37 600, same time; 4
/// turns 45 000; 5 turns 76 000, 0.75 s; never 1.77 M, 3.2 s.
pub const PRUNE_FROM: u8 = 3;

/// A test's threshold: a product of small primes, or any integer (a
/// LIMIT).
#[derive(Clone, Debug)]
pub enum Thr {
    /// A value over the primes up to 47.
    Val(Val),
    /// Any integer, with its logarithm.
    Big(BigUint, f64),
}

/// Where [`MtdSolver::value`] is: the bounds proven at the root, the
/// next test's threshold, and the step of its open-sided search.
#[derive(Clone, Copy)]
struct Driver {
    lo: Option<Val>,
    hi: Option<Val>,
    x: Val,
    strict: bool,
    step: f64,
}

/// Exact comparison of a value with a threshold.
fn cmp_thr(v: &Val, x: &Thr) -> Ordering {
    match x {
        Thr::Val(x) => v.cmp_exact(x),
        Thr::Big(b, l) => {
            let d = v.ln - l;
            if d > 1e-9 {
                Ordering::Greater
            } else if d < -1e-9 {
                Ordering::Less
            } else {
                v.to_big().cmp(b)
            }
        }
    }
}

/// Does `v` pass the test "≥ x" (or "> x" when `strict`)?
fn passes(v: &Val, x: &Thr, strict: bool) -> bool {
    match cmp_thr(v, x) {
        Ordering::Greater => true,
        Ordering::Equal => !strict,
        Ordering::Less => false,
    }
}

/// An exact value `2^a·3^b` close to `e^t` (a threshold).
fn threshold(t: f64) -> Val {
    let (l2, l3) = (2f64.ln(), 3f64.ln());
    let mut best = (f64::INFINITY, 0u16, 0u16);
    let t = t.max(0.0);
    for b in 0..=200u16 {
        let rest = t - b as f64 * l3;
        if rest < 0.0 {
            break;
        }
        let a = (rest / l2).round();
        let d = (rest - a * l2).abs();
        if d < best.0 && a < 60000.0 {
            best = (d, a as u16, b);
        }
    }
    let mut e = [0u16; 15];
    e[0] = best.1;
    e[1] = best.2;
    Val {
        ln: best.1 as f64 * l2 + best.2 as f64 * l3,
        e,
    }
}

fn max_val(a: Option<Val>, b: Val) -> Val {
    match a {
        Some(a) if a.cmp_exact(&b) != Ordering::Less => a,
        _ => b,
    }
}

fn min_val(a: Option<Val>, b: Val) -> Val {
    match a {
        Some(a) if a.cmp_exact(&b) != Ordering::Greater => a,
        _ => b,
    }
}

impl MtdSolver {
    /// A solver that gives up after `budget` expansions (0 = never).
    pub fn with_budget(budget: u64) -> MtdSolver {
        MtdSolver {
            budget,
            ..MtdSolver::default()
        }
    }
}

impl<H: BuildHasher + Default> MtdSolver<H> {
    /// The moves in the order to try them: the last deciding move, then
    /// children whose remembered bounds already decide the test (no
    /// search needed), then by the score if the game ended at once, best
    /// for the mover first. Children are not built here: only hashed.
    #[allow(clippy::too_many_arguments)]
    fn ordered(
        &self,
        r: &Comp,
        c: &Comp,
        n: u8,
        high: bool,
        x: &Thr,
        strict: bool,
        first: Option<AMove>,
    ) -> Vec<(f64, AMove)> {
        let mut out = Vec::with_capacity(64);
        let top = if high {
            f64::INFINITY
        } else {
            f64::NEG_INFINITY
        };
        each_removal(r, c, |mut f, row, l, k| {
            let m = AMove { row, len: l, k };
            if Some(m) == first {
                f = top;
            } else if n > 3 {
                // Enhanced transposition cutoff: a child whose bound
                // already decides the test in the mover's favour goes first.
                let h2 = split_side_code(if row { r } else { c }, l, k - 1, l - k);
                let k2 = if row {
                    Key::new(h2, side_code(c), n - 1, !high)
                } else {
                    Key::new(side_code(r), h2, n - 1, !high)
                };
                if self.memo_says(k2, x, strict) == Some(high) {
                    f = top;
                }
            }
            out.push((f, m));
        });
        out.sort_by(|a, b| {
            let o = a.0.partial_cmp(&b.0).unwrap_or(Ordering::Equal);
            if high {
                o.reverse()
            } else {
                o
            }
        });
        out
    }

    /// What the memo entry under `k` already proves about the test:
    /// `Some(true)` passes (its lower bound does), `Some(false)` fails (its
    /// upper bound does), `None` undecided.
    fn memo_says(&self, k: Key, x: &Thr, strict: bool) -> Option<bool> {
        Some(self.memo.get(&k)?.says(x, strict)?.0)
    }

    /// A bound from committed plans (`plans.rs`) that already decides
    /// the test at this child against its parent: a lower bound that
    /// passes when HIGH is to move here (LOW's move into it is refuted),
    /// an upper bound that fails when LOW is. Computed once per position
    /// and kept in its memo entry, where later tests read it.
    fn refutation(
        &mut self,
        r: &Comp,
        c: &Comp,
        n: u8,
        high: bool,
        x: &Thr,
        strict: bool,
    ) -> Result<Option<Val>, Paused> {
        let k = key(r, c, n, high);
        self.meter.add(4);
        let mut e = self.memo.get(&k).copied().unwrap_or(EMPTY);
        if e.planned || e.says(x, strict).is_some() {
            return Ok(None);
        }
        let b = if high {
            self.plans.lower_in(r, c, n, true, &mut self.meter)?
        } else {
            self.plans.upper_in(r, c, n, false, &mut self.meter)?
        };
        e.planned = true;
        if let Some(v) = b {
            if high {
                e.lo = Some(max_val(e.lo, v));
            } else {
                e.hi = Some(min_val(e.hi, v));
            }
        }
        self.memo.insert(k, e);
        self.meter.keep();
        Ok(b.filter(|v| passes(v, x, strict) == high))
    }

    /// Memo entries.
    pub fn memo_len(&self) -> usize {
        self.memo.len()
    }

    /// The exact minimax value with `n` turns left, `high` to move.
    /// Meaningless if [`MtdSolver::aborted`] is set afterwards.
    ///
    /// Thresholds: first the greedy playout's score; while one side is
    /// open, a step of growing size beyond the known bound; once both are
    /// known, their middle (in logarithms), and once they are close, the
    /// MTD(f) step "> the lower bound". A threshold need not be a reachable
    /// score: it is any exact `2^a·3^b` in between, and the bounds it
    /// yields are reachable scores, so the loop ends when they meet.
    pub fn value(&mut self, r: &Comp, c: &Comp, n: u8, high: bool) -> Val {
        // After a pause, go on with the same test (its bounds are in the
        // memo); any other driver's bounds are proven too, but belong to
        // another position.
        let root = key(r, c, n, high);
        let mut d = match self.driver.take() {
            Some((k, d)) if k == root => d,
            _ => {
                self.meter
                    .add(4 * n as u64 * (r.lines() + c.lines()) as u64);
                Driver {
                    lo: None,
                    hi: None,
                    x: greedy_final(r, c, n, high),
                    strict: false,
                    step: 0.25,
                }
            }
        };
        loop {
            let (pass, g) = self.test(r, c, n, high, &Thr::Val(d.x), d.strict);
            if self.aborted {
                if self.paused {
                    self.driver = Some((root, d));
                }
                return Val::ONE;
            }
            self.tests += 1;
            if pass {
                d.lo = Some(g);
            } else {
                d.hi = Some(g);
            }
            let target = match (&d.lo, &d.hi) {
                (Some(a), Some(b)) if a == b => return *a,
                (Some(a), Some(b)) if b.ln - a.ln > 1e-3 => Some((a.ln + b.ln) / 2.0),
                (Some(a), None) => Some(a.ln + d.step),
                (None, Some(b)) => Some(b.ln - d.step),
                _ => None,
            };
            d.step *= 1.3;
            let between = target.map(threshold).filter(|t| {
                d.lo.is_none_or(|a| a.cmp_exact(t) == Ordering::Less)
                    && d.hi.is_none_or(|b| b.cmp_exact(t) == Ordering::Greater)
            });
            (d.x, d.strict) = match (between, &d.lo, &d.hi) {
                (Some(t), ..) => (t, false),
                (None, Some(a), _) => (*a, true),
                (None, None, Some(b)) => (*b, false),
                (None, None, None) => return Val::ONE,
            };
        }
    }

    /// Every move with a value that ranks it exactly against the best:
    /// the optimal moves (all of them) get the exact minimax value `v`,
    /// every other move an exact bound strictly worse than `v` for the
    /// mover (its fail-soft bound: not its value). `None` if aborted.
    pub fn ranked_moves(
        &mut self,
        r: &Comp,
        c: &Comp,
        n: u8,
        high: bool,
    ) -> Option<(Val, Vec<(AMove, Val)>)> {
        if n == 0 {
            return None;
        }
        let v = self.value(r, c, n, high);
        if self.aborted {
            return None;
        }
        let mut out = Vec::new();
        for (m, r2, c2) in super::solver::moves(r, c) {
            // A child is never better than v for the mover: it is optimal
            // iff it reaches v (HIGH: child ≥ v; LOW: not child > v).
            let (p, g) = self.test(&r2, &c2, n - 1, !high, &Thr::Val(v), !high);
            if self.aborted {
                return None;
            }
            let optimal = if high { p } else { !p };
            out.push((m, if optimal { v } else { g }));
        }
        Some((v, out))
    }

    /// Whether HIGH scores more than `limit` with best play (the win/loss
    /// question of the play phase; meaningless if aborted).
    pub fn high_wins(&mut self, r: &Comp, c: &Comp, n: u8, high: bool, limit: &BigUint) -> bool {
        let x = Thr::Big(limit.clone(), limit.ln());
        self.test(r, c, n, high, &x, true).0
    }

    /// Whether the value is ≥ x (> x if `strict`), with a fail-soft bound.
    pub fn test(
        &mut self,
        r: &Comp,
        c: &Comp,
        n: u8,
        high: bool,
        x: &Thr,
        strict: bool,
    ) -> (bool, Val) {
        if n <= 1 {
            let v = match n {
                0 => final_value(r, c),
                _ => last_move(r, c, high),
            };
            self.meter.add(2 * (r.lines() + c.lines()) as u64);
            return (passes(&v, x, strict), v);
        }
        let k = key(r, c, n, high);
        self.meter.add(4);
        let entry = self.memo.get(&k).copied().unwrap_or(EMPTY);
        if let Some(known) = entry.says(x, strict) {
            return known;
        }
        let mut entry = entry;
        if n == 2 {
            // Two turns left: the exact value at once (`two.rs`), kept.
            let v = two_moves(r, c, high);
            self.meter.add(8 * (r.lines() + c.lines()) as u64);
            entry.lo = Some(v);
            entry.hi = Some(v);
            self.keep(k, entry);
            return (passes(&v, x, strict), v);
        }
        if self.budget > 0 && self.nodes > self.budget {
            self.aborted = true;
        }
        if self.meter.due() {
            (self.aborted, self.paused) = (true, true);
        }
        if self.aborted {
            return (false, Val::ONE);
        }
        let mut ch = self.ordered(r, c, n, high, x, strict, entry.best);
        // Each child: its score, a key and a memo probe; then the sort.
        self.meter.add(12 * ch.len() as u64);
        // HIGH passes with one passing child; LOW fails with one failing.
        let mut acc: Option<Val> = None;
        let mut decided: Option<(bool, Val, AMove)> = None;
        for (_, m) in ch.drain(..) {
            let (r2, c2) = apply(r, c, m.row, m.len, m.k);
            self.meter.add(8);
            let refuted = if self.prune_from > 0 && n > self.prune_from {
                match self.refutation(&r2, &c2, n - 1, !high, x, strict) {
                    Ok(b) => b,
                    Err(Paused) => {
                        (self.aborted, self.paused) = (true, true);
                        return (false, Val::ONE);
                    }
                }
            } else {
                None
            };
            // A refuted child goes the way of a searched one that failed
            // the mover (`refutation` returns only such bounds).
            let (p, g) = match refuted {
                Some(b) => {
                    self.pruned += 1;
                    (!high, b)
                }
                None => self.test(&r2, &c2, n - 1, !high, x, strict),
            };
            if self.aborted {
                return (false, Val::ONE);
            }
            if p == high {
                decided = Some((p, g, m));
                break;
            }
            acc = Some(if high {
                max_val(acc, g)
            } else {
                min_val(acc, g)
            });
            if self.meter.due() {
                (self.aborted, self.paused) = (true, true);
                return (false, Val::ONE);
            }
        }
        let (p, g) = match decided {
            Some((p, g, m)) => {
                entry.best = Some(m);
                (p, g)
            }
            // Unreachable without moves (§5.2): then the game ends here.
            None => {
                let g = acc.unwrap_or_else(|| final_value(r, c));
                (!high, g)
            }
        };
        if p {
            entry.lo = Some(max_val(entry.lo, g));
        } else {
            entry.hi = Some(min_val(entry.hi, g));
        }
        self.keep(k, entry);
        (p, g)
    }

    /// Store an expanded position's entry: one more node, and something
    /// new kept for the meter.
    fn keep(&mut self, k: Key, entry: Entry) {
        self.nodes += 1;
        self.meter.keep();
        self.memo.insert(k, entry);
    }
}
