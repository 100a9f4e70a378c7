//! TURNOOI evaluation for the AI, from public information only: material
//! in the stocks, the expected gain of the battles each side can start
//! next (the tiles' sums from the exact hidden-face odds), the side to
//! move, and the quiet limit (near it, only the stocks will count).

use super::count;
use super::rules::{Board, Turnooi, NORTH, SOUTH};
use super::tiles::{hidden, visible, Cell, EMPTY};
use crate::core::Seat;
use std::cell::RefCell;
use std::collections::HashMap;

/// Points of difference that map to about 0.76 (tanh 1).
const SCALE: f32 = 16.0;
/// The side not to move may start its best battle only later.
const THREAT: f32 = 0.4;
/// Being to move.
const TEMPO: f32 = 0.3;

thread_local! {
    /// Hidden-face distributions per (n, pool), as [`super::odds::hidden_dists`].
    static DISTS: RefCell<HashMap<u128, [[f32; 6]; 6]>> = RefCell::new(HashMap::new());
}

fn dists(g: &Turnooi) -> [[f32; 6]; 6] {
    let key = count::memo_key(&g.showing(), &g.pool());
    let Some(key) = key else {
        return [[0.0; 6]; 6];
    };
    if let Some(d) = DISTS.with(|m| m.borrow().get(&key).copied()) {
        return d;
    }
    let d = super::odds::hidden_dists(g);
    DISTS.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= 1 << 14 {
            m.clear();
        }
        m.insert(key, d);
    });
    d
}

/// The distribution of a tile's sum (index = sum, 2..=12).
fn sums(c: Cell, d: &[[f32; 6]; 6]) -> [f32; 13] {
    let mut p = [0f32; 13];
    let v = visible(c) as usize;
    match hidden(c) {
        0 => {
            for h in 1..=6 {
                p[v + h] += d[v - 1][h - 1];
            }
        }
        h => p[v + h as usize] = 1.0,
    }
    p
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
fn best_battle(g: &Turnooi, s: Seat, d: &[[f32; 6]; 6]) -> f32 {
    let b: Board = g.board();
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
        let mine = sums(g.cells[from], d);
        let theirs = sums(g.cells[o], d);
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

/// Share of the board's expected battle flow counted now. With 1.0 (or
/// 0.5) level 3 beat the same search without it 23–17 twice (40 games
/// each, seeds 6 and 7).
const FLOW: f32 = 1.0;

/// The expected points `s` gains if each of its tiles battled an average
/// opponent tile once, minus the same for the opponent: Σ over pairs of
/// P(t > o)·sum(o) − P(o > t)·sum(t), scaled to about one battle a tile.
fn flow(g: &Turnooi, s: Seat, d: &[[f32; 6]; 6]) -> f32 {
    let b = g.board();
    let mut mine = Vec::new();
    let mut q = [0f32; 13];
    let mut theirs = 0usize;
    for c in 0..b.cells() {
        let x = g.cells[c];
        if x == EMPTY {
            continue;
        }
        let p = sums(x, d);
        if b.owner(c) == s {
            mine.push(p);
        } else {
            theirs += 1;
            for k in 0..13 {
                q[k] += p[k];
            }
        }
    }
    if mine.is_empty() || theirs == 0 {
        return 0.0;
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
    for p in &mine {
        for x in 2..13 {
            total += p[x] * (below[x] - x as f32 * above[x]);
        }
    }
    total * 2.0 / (mine.len() + theirs) as f32
}

/// Value for `seat` in [-1, 1].
pub fn evaluate(g: &Turnooi, seat: Seat) -> f32 {
    let [s, n] = g.scores();
    let mine = if seat == SOUTH { s - n } else { n - s } as f32;
    if g.end.is_some() {
        return (mine.signum()).clamp(-1.0, 1.0);
    }
    let d = dists(g);
    let mover = g.to_move;
    let other = if mover == SOUTH { NORTH } else { SOUTH };
    let mut pot = best_battle(g, mover, &d) - THREAT * best_battle(g, other, &d) + TEMPO;
    if mover != seat {
        pot = -pot;
    }
    pot += FLOW * flow(g, seat, &d);
    // Near the quiet limit the stocks are all that will count.
    if g.opts.quiet_limit > 0 {
        let left = g.opts.quiet_limit.saturating_sub(g.quiet) as f32;
        pot *= (left / 6.0).min(1.0);
    }
    ((mine + pot) / SCALE).tanh().clamp(-0.99, 0.99)
}
