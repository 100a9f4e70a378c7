//! TURNOOI evaluation for the AI, from public information only: the
//! material in the stocks, the expected outcome of the battles each side
//! can start next and of the board's battles to come (the tiles' sums from
//! the exact hidden-face odds of §3.1), the side to move, and the quiet
//! limit (near it, only the stocks will count).
//!
//! The value is a win probability: z = WEIGHT · (lead + potential) /
//! sqrt(points on the board + SPREAD), value = tanh(z / 2), i.e. 2·P − 1
//! for P = 1 / (1 + e^−z). A lead counts for more as the points still on
//! the board, and so the luck still to come, shrink. The weights were fitted
//! by logistic regression of the result on these features, over 77 629
//! positions (the side to move's) of 600 games of level 2 against itself
//! (seed 11, hidden faces drawn at the start from the exact distribution,
//! four random plies first): test log-loss 0.375 on the last quarter, 0.441
//! for the lead alone. Until then the value was tanh((lead + potential) /
//! 16) clamped at ±0.99, reached when lead and potential came to 42 points:
//! the search then saw every move as equal while over a hundred points
//! were still on the board.

use super::count::{self, Memo};
use super::rules::{Turnooi, NORTH, SOUTH};
use super::tiles::{hidden, visible, Cell, EMPTY};
use attic_core::Seat;
use std::cell::RefCell;

/// Points of the board's expected battle flow ([`flow`]) counted now.
const FLOW: f32 = 1.97;
/// Points of the best battle the side to move can start ([`best_battle`]).
const MOVER: f32 = 0.61;
/// Points of the best battle the other side could start after it.
const THREAT: f32 = 0.55;
/// Points for being to move.
const TEMPO: f32 = 0.15;
/// Steepness of the win probability in (points / sqrt(points)).
const WEIGHT: f32 = 0.838;
/// Added to the points on the board before the square root.
const SPREAD: f32 = 20.0;

/// For each visible value v (index v − 1): the distribution of the sum of
/// an unrevealed tile showing v (index = sum), and its mean.
#[derive(Clone, Copy)]
struct Sums {
    dist: [[f32; 13]; 6],
    mean: [f32; 6],
}

thread_local! {
    /// [`Sums`] per (n, pool), as the counts' memo.
    static SUMS: RefCell<Memo<Sums>> = RefCell::new(Memo::default());
}

/// Entries kept before the memo is cleared.
const SUMS_MAX: usize = 1 << 14;

fn sums_of(g: &Turnooi) -> Sums {
    let (n, pool) = (g.showing(), g.pool());
    let key = count::memo_key(&n, &pool);
    if let Some(s) = key.and_then(|k| SUMS.with(|m| m.borrow().get(&k).copied())) {
        return s;
    }
    let mut s = Sums {
        dist: [[0.0; 13]; 6],
        mean: [0.0; 6],
    };
    let m = count::marginals(&n, &pool);
    for (v, row) in m.iter().enumerate() {
        let total: u128 = row.iter().sum();
        if total == 0 {
            continue;
        }
        for (h, &x) in row.iter().enumerate() {
            let p = (x as f64 / total as f64) as f32;
            s.dist[v][v + h + 2] = p;
            s.mean[v] += p * (v + h + 2) as f32;
        }
    }
    if let Some(k) = key {
        SUMS.with(|memo| {
            let mut memo = memo.borrow_mut();
            if memo.len() >= SUMS_MAX {
                memo.clear();
            }
            memo.insert(k, s);
        });
    }
    s
}

impl Sums {
    /// The distribution of a tile's sum (index = sum, 2..=12).
    fn of(&self, c: Cell) -> [f32; 13] {
        let v = visible(c) as usize;
        match hidden(c) as usize {
            0 => self.dist[v - 1],
            h => {
                let mut p = [0f32; 13];
                p[v + h] = 1.0;
                p
            }
        }
    }

    /// A tile's expected sum.
    fn mean_of(&self, c: Cell) -> f32 {
        let v = visible(c) as usize;
        match hidden(c) as usize {
            0 => self.mean[v - 1],
            h => (v + h) as f32,
        }
    }
}

fn mean(p: &[f32; 13]) -> f32 {
    p.iter().enumerate().map(|(s, x)| s as f32 * x).sum()
}

/// P(a > b), P(a < b) for independent sums.
fn compare(a: &[f32; 13], b: &[f32; 13]) -> (f32, f32) {
    // cum[s] = P(b < s).
    let mut cum = [0f32; 14];
    for s in 0..13 {
        cum[s + 1] = cum[s] + b[s];
    }
    let (mut win, mut lose) = (0f32, 0f32);
    for s in 0..13 {
        win += a[s] * cum[s];
        lose += a[s] * (1.0 - cum[s + 1]);
    }
    (win, lose)
}

/// The best expected gain in points of a battle `s` can start with one
/// move (0 if none is worth it: nobody must battle).
fn best_battle(g: &Turnooi, s: Seat, d: &Sums) -> f32 {
    let b = g.board();
    let row = b.row(s);
    let behind = if s == SOUTH {
        row.checked_sub(1)
    } else {
        Some(row + 1)
    };
    let mut best = 0f32;
    let mut consider = |from: usize, to: usize| {
        let Some(o) = b.across(to) else { return };
        if g.cells[to] != EMPTY || g.cells[o] == EMPTY {
            return;
        }
        let mine = d.of(g.cells[from]);
        let theirs = d.of(g.cells[o]);
        let (win, lose) = compare(&mine, &theirs);
        let gain = win * mean(&theirs) - lose * mean(&mine);
        best = best.max(gain);
    };
    for f in 0..b.files() {
        let c = b.cell(f, row);
        if g.cells[c] != EMPTY && b.owner(c) == s {
            if f > 0 {
                consider(c, b.cell(f - 1, row));
            }
            if f + 1 < b.files() {
                consider(c, b.cell(f + 1, row));
            }
        }
        if let Some(r) = behind.filter(|&r| r < b.ranks()) {
            let c = b.cell(f, r);
            if g.cells[c] != EMPTY && b.owner(c) == s {
                consider(c, b.cell(f, row));
            }
        }
    }
    best
}

/// The expected points `s` gains if each of its tiles battled an average
/// opponent tile once, minus the same for the opponent: Σ over pairs of
/// P(t > o)·sum(o) − P(o > t)·sum(t), scaled to about one battle a tile;
/// and the expected points of all tiles on the board.
fn flow(g: &Turnooi, s: Seat, d: &Sums) -> (f32, f32) {
    let b = g.board();
    let mut q = [0f32; 13];
    let (mut mine, mut theirs, mut points) = (0usize, 0usize, 0f32);
    for c in 0..b.cells() {
        let x = g.cells[c];
        if x == EMPTY {
            continue;
        }
        points += d.mean_of(x);
        if b.owner(c) == s {
            mine += 1;
        } else {
            theirs += 1;
            let p = d.of(x);
            for k in 0..13 {
                q[k] += p[k];
            }
        }
    }
    if mine == 0 || theirs == 0 {
        return (0.0, points);
    }
    // Against the total of the opponent's tiles: below[x] = Σ_{y<x} Q(y)·y,
    // above[x] = Σ_{y>x} Q(y).
    let mut below = [0f32; 13];
    let mut above = [0f32; 13];
    for x in 1..13 {
        below[x] = below[x - 1] + q[x - 1] * (x - 1) as f32;
    }
    for x in (0..12).rev() {
        above[x] = above[x + 1] + q[x + 1];
    }
    let mut total = 0f32;
    for c in 0..b.cells() {
        let x = g.cells[c];
        if x == EMPTY || b.owner(c) != s {
            continue;
        }
        let p = d.of(x);
        for k in 2..13 {
            total += p[k] * (below[k] - k as f32 * above[k]);
        }
    }
    (total * 2.0 / (mine + theirs) as f32, points)
}

/// Value for `seat` in [-1, 1].
pub fn evaluate(g: &Turnooi, seat: Seat) -> f32 {
    let [s, n] = g.scores();
    if g.end.is_some() {
        let mine = if seat == SOUTH { s - n } else { n - s };
        return mine.signum() as f32;
    }
    let mover = g.to_move;
    let other = if mover == SOUTH { NORTH } else { SOUTH };
    let lead = if mover == SOUTH { s - n } else { n - s } as f32;
    let d = sums_of(g);
    let (flow, points) = flow(g, mover, &d);
    let mut pot = FLOW * flow + MOVER * best_battle(g, mover, &d)
        - THREAT * best_battle(g, other, &d)
        + TEMPO;
    // Near the quiet limit the stocks are all that will count.
    if g.opts.quiet_limit > 0 {
        let left = g.opts.quiet_limit.saturating_sub(g.quiet) as f32;
        pot *= (left / 6.0).min(1.0);
    }
    let z = WEIGHT * (lead + pot) / (points + SPREAD).sqrt();
    let v = (z / 2.0).tanh().clamp(-1.0, 1.0);
    if seat == mover {
        v
    } else {
        -v
    }
}
