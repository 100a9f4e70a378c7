//! The exact solver of TAU's play phase.
//!
//! **Reduction.** Only the lengths of the runs of present rows and of
//! present columns matter: a removal in a run of length L at its k-th line
//! leaves runs k−1 and L−k; the order of runs changes nothing, and the
//! score is (a₁⋯a_P)^Q · (b₁⋯b_Q)^P (§7). A state is a pair of multisets of
//! run lengths plus the number of turns left; the mover follows from the
//! parity of the turns played. Rows and columns play the same part in the
//! score, so (R, C) and (C, R) have the same value: the memo key is
//! symmetric. Removing the k-th or the (L+1−k)-th line of a run is the same
//! move, so a run offers ⌈L/2⌉ moves, and equal runs offer them once.
//!
//! **Values** are exact: a value is kept as its prime exponents (every run
//! length is at most 50, so the primes up to 47 suffice) with its natural
//! logarithm for quick comparisons; when two logarithms are too close to
//! tell apart, the exponents decide exactly.
//!
//! **Search.** Minimax with memoisation; HIGH maximises, LOW minimises.
//! The last turn is evaluated directly from the two sides' products
//! ([`last_move`]), without building the children; a child is looked up in
//! the memo by its exact key (`key.rs`, computed from its parent's) before
//! it is built.
//!
//! **Size.** The positions are all pairs (row multiset, column multiset)
//! reachable in the T turns. Counted exactly (partitions of the present
//! lines into at most removed + 1 runs, summed over the splits of the turns
//! between rows and columns): 4 911 on 12×12, 403 919 on 20×20, 33 million
//! on 30×30 and 5·10^10 on 50×50. Both sides' runs matter jointly: the
//! score is bilinear, Q·ln ΠR + P·ln ΠC, and each player picks which side
//! to cut on every turn, so the value does not split into a row game and a
//! column game. Measured (release build, one core of a busy shared
//! machine, `attic solve tau`; positions = memo entries): 12×12 in 0.001 s
//! (1 860 positions), 22×22 in 0.35 s (0.45 M), 24×24 in 0.8 s (1.1 M),
//! 26×26 in 3.8 s (2.9 M), 28×28 in 10 s (6.7 M), 30×30 in 28 s (15.2 M,
//! 2.8 GB at peak). The MTD(f) solver (`mtd.rs`), with the bounds of
//! `plans.rs`, gets the same exact value from far fewer positions (30×30:
//! 56 000 expansions, 1.0 s, 64 MB) and is what `attic solve tau` runs by
//! default; this full minimax stays as its reference. 50×50 is out of reach of both exact searches; the AI
//! plays such boards with a shallow search (see `ai.rs`) until few enough
//! turns are left to solve the rest exactly.
//!
//! Observed, not used (it is not proven): in every position of every board
//! up to 22×22, one of LOW's best moves removes the first or second line of
//! a run; HIGH's best splits vary widely (e.g. a run of 20 at its 5th, 7th,
//! 8th or 10th line), and restricting LOW alone saves only about 20% of the
//! positions, because HIGH's splits reach nearly every multiset anyway.

use super::bigint::BigUint;
use super::key::{code_of, split_code, Key, Mix, MAX_LINES, MAX_RUNS};
use super::memo::Memo;
use super::meter::Meter;
use std::cmp::Ordering;
use std::hash::BuildHasher;

/// The primes up to 47: every run length (≤ 50) factors over them.
pub const PRIMES: [u32; 15] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47];

/// An exact value Π pᵢ^eᵢ with its logarithm.
#[derive(Clone, Copy, Debug)]
pub struct Val {
    /// Natural logarithm (for fast comparison).
    pub ln: f64,
    /// Prime exponents (over [`PRIMES`]). At most about 1 250 on a 50×50
    /// board (a side's runs hold at most 25 factors 2, raised to at most
    /// 25, twice), so 16 bits are plenty and the memo stays small.
    pub e: [u16; 15],
}

impl PartialEq for Val {
    fn eq(&self, o: &Self) -> bool {
        self.e == o.e
    }
}

impl Val {
    /// The value 1.
    pub const ONE: Val = Val {
        ln: 0.0,
        e: [0; 15],
    };

    /// Exact comparison.
    pub fn cmp_exact(&self, o: &Val) -> Ordering {
        let d = self.ln - o.ln;
        // Logs are sums of at most a few thousand terms, each exact to
        // about 1e-16 relative: 1e-9 is far above the rounding.
        if d > 1e-9 {
            return Ordering::Greater;
        }
        if d < -1e-9 {
            return Ordering::Less;
        }
        if self.e == o.e {
            return Ordering::Equal;
        }
        // Too close for floating point: compare the integers, after
        // cancelling the common factors.
        let (mut a, mut b) = (BigUint::from_u64(1), BigUint::from_u64(1));
        for (i, p) in PRIMES.iter().enumerate() {
            let (x, y) = (self.e[i] as u32, o.e[i] as u32);
            if x > y {
                a = a.mul(&BigUint::from_u64(*p as u64).pow(x - y));
            } else if y > x {
                b = b.mul(&BigUint::from_u64(*p as u64).pow(y - x));
            }
        }
        a.cmp(&b)
    }

    /// The exact integer.
    pub fn to_big(&self) -> BigUint {
        let mut v = BigUint::from_u64(1);
        for (i, p) in PRIMES.iter().enumerate() {
            if self.e[i] > 0 {
                v = v.mul(&BigUint::from_u64(*p as u64).pow(self.e[i] as u32));
            }
        }
        v
    }
}

/// Exponents and logarithms of 0..=50.
struct Tables {
    ln: [f64; 51],
    e: [[u8; 15]; 51],
}

fn tables() -> &'static Tables {
    static T: std::sync::OnceLock<Tables> = std::sync::OnceLock::new();
    T.get_or_init(|| {
        let mut t = Tables {
            ln: [0.0; 51],
            e: [[0; 15]; 51],
        };
        for n in 1..=50usize {
            t.ln[n] = (n as f64).ln();
            let mut m = n as u32;
            for (i, p) in PRIMES.iter().enumerate() {
                while m.is_multiple_of(*p) {
                    t.e[n][i] += 1;
                    m /= p;
                }
            }
        }
        t
    })
}

/// Natural logarithms of 0..=50 (ln 0 is kept at 0: a run of length 0 is
/// no run and adds nothing).
pub fn ln_table() -> &'static [f64; 51] {
    &tables().ln
}

/// A multiset of run lengths, sorted in decreasing order, with its exact
/// code (`key.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Comp {
    len: u8,
    v: [u8; MAX_RUNS],
    code: u128,
}

impl Comp {
    /// From run lengths in any order (lengths 1..=50; zeros are dropped;
    /// past 26 runs or 50 lines, the shortest runs are dropped: no side of
    /// a board has more).
    pub fn new(runs: &[u8]) -> Comp {
        let mut c = Comp {
            len: 0,
            v: [0; MAX_RUNS],
            code: 0,
        };
        let mut r: Vec<u8> = runs
            .iter()
            .copied()
            .filter(|&x| (1..=50).contains(&x))
            .collect();
        r.sort_unstable_by(|a, b| b.cmp(a));
        let mut lines = 0;
        for x in r.into_iter().take(MAX_RUNS) {
            lines += x as usize;
            if lines > MAX_LINES {
                break;
            }
            c.v[c.len as usize] = x;
            c.len += 1;
        }
        c.code = code_of(c.runs());
        c
    }

    /// The run lengths, longest first.
    pub fn runs(&self) -> &[u8] {
        &self.v[..self.len as usize]
    }

    /// Present lines.
    pub fn lines(&self) -> u32 {
        self.runs().iter().map(|&x| x as u32).sum()
    }

    /// Replace one run `l` (at index `i`) by runs `x` and `y` (0 = none).
    pub(super) fn split(&self, i: usize, x: u8, y: u8) -> Comp {
        let mut out = Comp {
            len: 0,
            v: [0; MAX_RUNS],
            code: split_code(self.code, self.v[i], x, y),
        };
        let (hi, lo) = if x >= y { (x, y) } else { (y, x) };
        let mut ins = [hi, lo];
        let mut k = 0;
        let push = |out: &mut Comp, val: u8| {
            if val > 0 && (out.len as usize) < MAX_RUNS {
                out.v[out.len as usize] = val;
                out.len += 1;
            }
        };
        for (j, &val) in self.runs().iter().enumerate() {
            if j == i {
                continue;
            }
            while k < 2 && ins[k] > val {
                push(&mut out, ins[k]);
                ins[k] = 0;
                k += 1;
            }
            push(&mut out, val);
        }
        while k < 2 {
            push(&mut out, ins[k]);
            k += 1;
        }
        if out.len + 1 != self.len + (x > 0) as u8 + (y > 0) as u8 {
            // Past 26 runs (no board has as many): the code of what is kept.
            out.code = code_of(out.runs());
        }
        out
    }

    /// Σ ln and Σ exponents of the runs.
    pub(super) fn product(&self) -> (f64, [u32; 15]) {
        let t = tables();
        let mut ln = 0.0;
        let mut e = [0u32; 15];
        for &x in self.runs() {
            ln += t.ln[x as usize];
            for (k, ek) in e.iter_mut().enumerate() {
                *ek += t.e[x as usize][k] as u32;
            }
        }
        (ln, e)
    }
}

/// The score of a state: (Π R)^|C| · (Π C)^|R|.
pub fn final_value(r: &Comp, c: &Comp) -> Val {
    let (la, ea) = r.product();
    let (lb, eb) = c.product();
    sides_value((la, &ea, r.len as u32), (lb, &eb, c.len as u32))
}

/// A^Q · B^P from each side's product (its ln and prime exponents) and
/// run count: `(ln A, exponents of A, P)` and `(ln B, …, Q)`.
pub fn sides_value(a: (f64, &[u32; 15], u32), b: (f64, &[u32; 15], u32)) -> Val {
    let ((la, ea, p), (lb, eb, q)) = (a, b);
    let mut e = [0u16; 15];
    for k in 0..15 {
        e[k] = (ea[k] * q + eb[k] * p).min(u16::MAX as u32) as u16;
    }
    Val {
        ln: la * q as f64 + lb * p as f64,
        e,
    }
}

/// The value with one turn left: the mover's best single removal, found
/// from the two sides' products without building the children (the last
/// turn is the most numerous kind of position by far).
pub fn last_move(r: &Comp, c: &Comp, high: bool) -> Val {
    let t = tables();
    let (la, ea) = r.product();
    let (lb, eb) = c.product();
    // Best so far: (ln, side is rows, run length, k).
    let mut best: Option<(f64, bool, u8, u8)> = None;
    let exact_of = |row: bool, l: u8, k: u8| -> Val {
        let (es, ns, eo, no) = if row {
            (ea, r.len as u32, eb, c.len as u32)
        } else {
            (eb, c.len as u32, ea, r.len as u32)
        };
        let (x, y) = (k - 1, l - k);
        let ns2 = ns - 1 + (x > 0) as u32 + (y > 0) as u32;
        let mut e = [0u16; 15];
        for i in 0..15 {
            let es2 = es[i] + t.e[x as usize][i] as u32 + t.e[y as usize][i] as u32
                - t.e[l as usize][i] as u32;
            e[i] = (no * es2 + ns2 * eo[i]).min(u16::MAX as u32) as u16;
        }
        let (ln_s, ln_o) = if row { (la, lb) } else { (lb, la) };
        let ls2 = ln_s - t.ln[l as usize] + t.ln[x as usize] + t.ln[y as usize];
        Val {
            ln: no as f64 * ls2 + ns2 as f64 * ln_o,
            e,
        }
    };
    each_removal(r, c, |f, row, l, k| {
        let take = match best {
            None => true,
            Some((b, br, bl, bk)) => {
                let d = if high { f - b } else { b - f };
                if d > 1e-9 {
                    true
                } else if d < -1e-9 {
                    false
                } else {
                    let o = exact_of(row, l, k).cmp_exact(&exact_of(br, bl, bk));
                    if high {
                        o == Ordering::Greater
                    } else {
                        o == Ordering::Less
                    }
                }
            }
        };
        if take {
            best = Some((f, row, l, k));
        }
    });
    match best {
        Some((_, row, l, k)) => exact_of(row, l, k),
        None => final_value(r, c),
    }
}

/// The removal that is best for the mover if the game ended right after it
/// (logarithms only, first of equals): `(rows?, run length, k)`.
pub fn greedy_move(r: &Comp, c: &Comp, high: bool) -> Option<(bool, u8, u8)> {
    let mut best: Option<(f64, bool, u8, u8)> = None;
    each_removal(r, c, |f, row, l, k| {
        let take = match best {
            None => true,
            Some((b, ..)) => (high && f > b) || (!high && f < b),
        };
        if take {
            best = Some((f, row, l, k));
        }
    });
    best.map(|(_, row, l, k)| (row, l, k))
}

/// Every distinct removal `(rows?, run length, k)` of a position, in a
/// fixed order, with the ln of the score if the game ended right after it.
/// Equal runs and mirrored offsets give the same position, so each run
/// length is visited once and `k` only up to the middle. No allocation:
/// [`last_move`] runs this on the most numerous kind of position.
pub(super) fn each_removal(r: &Comp, c: &Comp, mut visit: impl FnMut(f64, bool, u8, u8)) {
    let t = tables();
    let (la, lb) = (r.product().0, c.product().0);
    for row in [true, false] {
        let (side, ln_s, ns, ln_o, no) = if row {
            (r, la, r.len as u32, lb, c.len as u32)
        } else {
            (c, lb, c.len as u32, la, r.len as u32)
        };
        if side.lines() < 2 {
            continue;
        }
        let mut prev = 0u8;
        for &l in side.runs() {
            if l == prev {
                continue;
            }
            prev = l;
            for k in 1..=l.div_ceil(2) {
                let (x, y) = (k - 1, l - k);
                let ns2 = ns - 1 + (x > 0) as u32 + (y > 0) as u32;
                let ls2 = ln_s - t.ln[l as usize] + t.ln[x as usize] + t.ln[y as usize];
                visit(no as f64 * ls2 + ns2 as f64 * ln_o, row, l, k);
            }
        }
    }
}

/// Apply an abstract move to a state.
pub fn apply(r: &Comp, c: &Comp, row: bool, l: u8, k: u8) -> (Comp, Comp) {
    let side = if row { r } else { c };
    let Some(i) = side.runs().iter().position(|&x| x == l) else {
        return (*r, *c);
    };
    let s2 = side.split(i, k - 1, l - k);
    if row {
        (s2, *c)
    } else {
        (*r, s2)
    }
}

/// A quick estimate of the minimax value (ln): both sides play the
/// removal that is best at once, to the end.
pub fn greedy_value(r: &Comp, c: &Comp, n: u8, high: bool) -> f64 {
    greedy_final(r, c, n, high).ln
}

/// The exact final score of that greedy playout: a reachable score.
pub fn greedy_final(r: &Comp, c: &Comp, n: u8, high: bool) -> Val {
    let (mut r, mut c, mut high) = (*r, *c, high);
    for _ in 0..n {
        match greedy_move(&r, &c, high) {
            Some((row, l, k)) => (r, c) = apply(&r, &c, row, l, k),
            None => break,
        }
        high = !high;
    }
    final_value(&r, &c)
}

/// An abstract move: on the rows (`row`) or the columns, in a run of
/// length `len`, removing its `k`-th line (1-based, k ≤ ⌈len/2⌉).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AMove {
    /// Rows (true) or columns.
    pub row: bool,
    /// Length of the run.
    pub len: u8,
    /// Position of the removed line in the run, from 1.
    pub k: u8,
}

/// The moves of one side, each with the resulting multiset.
pub(super) fn side_moves(c: &Comp, row: bool, out: &mut Vec<(AMove, Comp)>) {
    if c.lines() < 2 {
        return;
    }
    let mut prev = 0u8;
    for (i, &l) in c.runs().iter().enumerate() {
        if l == prev {
            continue;
        }
        prev = l;
        for k in 1..=l.div_ceil(2) {
            out.push((AMove { row, len: l, k }, c.split(i, k - 1, l - k)));
        }
    }
}

/// Every canonical move of a state: (move, rows after, columns after).
pub fn moves(r: &Comp, c: &Comp) -> Vec<(AMove, Comp, Comp)> {
    let mut v = Vec::new();
    let mut out = Vec::new();
    side_moves(r, true, &mut v);
    out.extend(v.drain(..).map(|(m, x)| (m, x, *c)));
    side_moves(c, false, &mut v);
    out.extend(v.drain(..).map(|(m, x)| (m, *r, x)));
    out
}

/// The exact minimax solver with its memo (reusable across positions of
/// the same game: the memo keys are whole positions, not tied to a board).
/// `H` hashes the keys (the tests put them all in one bucket).
pub struct Solver<H = Mix> {
    memo: Memo<Val, H>,
    /// Positions evaluated (memo entries written: one paused and run
    /// again counts once).
    pub nodes: u64,
    /// Stop after this many positions (0 = no limit); see [`Solver::aborted`].
    pub budget: u64,
    /// Set when the budget ran out or the search paused: values returned
    /// since are meaningless.
    pub aborted: bool,
    /// Set (with `aborted`) when the search paused because the slice of
    /// `meter` was spent: the same call again goes on where it was.
    pub paused: bool,
    /// The work done, and the slice (`meter.rs`).
    pub meter: Meter,
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::with_hasher()
    }
}

impl<H: BuildHasher + Default> Solver<H> {
    /// A solver whose memo hashes its keys with `H` (the default one is
    /// [`Solver::new`]).
    pub fn with_hasher() -> Self {
        Solver {
            memo: Memo::default(),
            nodes: 0,
            budget: 0,
            aborted: false,
            paused: false,
            meter: Meter::default(),
        }
    }
}

/// The memo key of a position (`key.rs`): symmetric in rows and columns.
pub fn key(r: &Comp, c: &Comp, n: u8, high: bool) -> Key {
    Key::new(r.code, c.code, n, high)
}

/// The code of `side` after its run `l` became runs `x` and `y`.
pub fn split_side_code(side: &Comp, l: u8, x: u8, y: u8) -> u128 {
    split_code(side.code, l, x, y)
}

/// The exact code of a side (`key.rs`).
pub fn side_code(side: &Comp) -> u128 {
    side.code
}

impl Solver {
    /// A fresh solver.
    pub fn new() -> Solver {
        Solver::default()
    }

    /// A solver that gives up after `budget` positions.
    pub fn with_budget(budget: u64) -> Solver {
        Solver {
            budget,
            ..Solver::default()
        }
    }
}

impl<H: BuildHasher + Default> Solver<H> {
    /// Memo entries.
    pub fn memo_len(&self) -> usize {
        self.memo.len()
    }

    /// The minimax score with `n` turns left, `high` to move (HIGH
    /// maximises, LOW minimises; the movers alternate).
    pub fn value(&mut self, r: &Comp, c: &Comp, n: u8, high: bool) -> Val {
        if n == 0 {
            return final_value(r, c);
        }
        let k = key(r, c, n, high);
        // Work units (`meter.rs`), measured: a probe of a large memo
        // misses the cache.
        self.meter.add(8);
        if let Some(v) = self.memo.get(&k) {
            return *v;
        }
        if n == 1 {
            // Many positions share their last-turn positions: computed
            // once from the products, then remembered.
            let v = last_move(r, c, high);
            self.meter.add(4 * (r.lines() + c.lines()) as u64);
            self.keep(k, v);
            return v;
        }
        if self.budget > 0 && self.nodes >= self.budget {
            self.aborted = true;
        }
        if self.meter.due() {
            (self.aborted, self.paused) = (true, true);
        }
        if self.aborted {
            return Val::ONE;
        }
        let mut best: Option<Val> = None;
        for row in [true, false] {
            let side = if row { r } else { c };
            if side.lines() < 2 {
                continue;
            }
            let mut prev = 0u8;
            for (i, &l) in side.runs().iter().enumerate() {
                if l == prev {
                    continue;
                }
                prev = l;
                for k in 1..=l.div_ceil(2) {
                    let (x, y) = (k - 1, l - k);
                    // The child's key first: most children are in the
                    // memo, and then the child need not be built.
                    let h2 = split_code(side.code, l, x, y);
                    self.meter.add(12);
                    let k2 = if row {
                        Key::new(h2, c.code, n - 1, !high)
                    } else {
                        Key::new(r.code, h2, n - 1, !high)
                    };
                    let v = match self.memo.get(&k2) {
                        Some(v) => *v,
                        None => {
                            let s2 = side.split(i, x, y);
                            let (r2, c2) = if row { (s2, *c) } else { (*r, s2) };
                            let v = self.value(&r2, &c2, n - 1, !high);
                            if self.meter.due() {
                                (self.aborted, self.paused) = (true, true);
                            }
                            if self.aborted {
                                return Val::ONE;
                            }
                            v
                        }
                    };
                    let better = match &best {
                        None => true,
                        Some(b) => {
                            let o = v.cmp_exact(b);
                            if high {
                                o == Ordering::Greater
                            } else {
                                o == Ordering::Less
                            }
                        }
                    };
                    if better {
                        best = Some(v);
                    }
                }
            }
        }
        // No move: unreachable (§5.2), but then the game ends here.
        let v = best.unwrap_or_else(|| final_value(r, c));
        self.keep(k, v);
        v
    }

    /// Store a position's value: one more node, and something new kept
    /// for the meter.
    fn keep(&mut self, k: Key, v: Val) {
        self.nodes += 1;
        self.meter.keep();
        self.memo.insert(k, v);
    }

    /// Every move with its minimax value, in [`moves`] order.
    pub fn move_values(&mut self, r: &Comp, c: &Comp, n: u8, high: bool) -> Vec<(AMove, Val)> {
        if n == 0 {
            return Vec::new();
        }
        moves(r, c)
            .into_iter()
            .map(|(m, r2, c2)| (m, self.value(&r2, &c2, n - 1, !high)))
            .collect()
    }
}
