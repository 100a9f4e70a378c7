//! TURNOOI evaluation for the AI, from public information only: the
//! material in the stocks, the expected outcome of the battles each side
//! can start next and of the board's battles to come (the tiles' sums from
//! the exact hidden-face odds of §3.1), the side to move, and the quiet
//! limit (near it, only the stocks will count).
//!
//! The value is a win probability: z = WEIGHT · (lead + potential) /
//! sqrt(points on the board + SPREAD), value = tanh(z / 2), i.e. 2·P − 1
//! for P = 1 / (1 + e^−z). A lead counts for more as the points still on
//! the board, and so the luck still to come, shrink.
//!
//! The potential's weights are a least-squares fit of the points still to
//! come (the final margin minus the lead) on the terms, WEIGHT then a
//! logistic regression of the result, over 98 691 positions of 800 games
//! of level-5 self-play (1 000 playouts a move, seeds 41 and 42;
//! `tests/turnooi/fit.rs`, `scripts/fit-turnooi.py`, 2026-11-30): test
//! log-loss 0.308 on the last quarter, 0.313 for the weights before (a
//! logistic fit of the result on 80 games), 0.390 for the lead alone.
//! SPREAD stays 20: 5 fitted the results slightly better (0.306) but
//! played worse. Level 5 at 50 ms a move, 200 games each, seed 28, against
//! level 1 and against plain UCT (luck-adjusted points margins a pair,
//! standard errors about 2):
//!
//! | weights | against level 1 | against UCT |
//! |---|---|---|
//! | before | 63.5%, +11.5 | 54.0%, +9.2 |
//! | logistic fit of the result on the 800 games | 61.5%, +10.5 | – |
//! | margin fit, SPREAD 5 | 66.2%, +14.1 | 51.0%, +10.1 |
//! | margin fit, SPREAD 20 (these) | 66.5%, +17.4 | 56.2%, +12.5 |

use super::count::{self, Memo};
use super::rules::{Turnooi, NORTH, SOUTH};
use super::tiles::{hidden, visible, Cell, EMPTY};
use attic_core::Seat;
use std::cell::RefCell;

/// Points of the board's expected battle flow ([`flow`]) counted now.
const FLOW: f32 = 1.785;
/// Points of the best battle the side to move can start ([`battles`]).
const MOVER: f32 = 0.501;
/// Points of the best battle the other side could start after it.
const THREAT: f32 = 0.403;
/// Points for being to move.
const TEMPO: f32 = 0.364;
/// Points of the opponent's exposed row tiles minus one's own ([`battles`]).
const EXPOSED: f32 = 0.201;
/// Points of a spare step more than the opponent's ([`spare`]).
const SPARE: f32 = 0.809;
/// Points of a wait in one's row the opponent lacks ([`can_wait`]).
const WAIT: f32 = 3.554;
/// Spare steps counted at most.
const SPARE_MAX: f32 = 8.0;
/// Steepness of the win probability in (points / sqrt(points)).
const WEIGHT: f32 = 0.819;
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

/// The battles `s` can start with one move, in expected points: the best
/// one (0 if none is worth it: nobody must battle), and the sum over the
/// opponent's tiles `s` can reach of the best battle against each (the
/// exposure of the opponent's row tiles to `s`). A battle's gain counts
/// the highest-tile rule (§6.2): a winner whose sum is at least every
/// other tile's on the board goes to its owner's stock too.
fn battles(g: &Turnooi, s: Seat, d: &Sums) -> (f32, f32) {
    let b = g.board();
    let row = b.row(s);
    let behind = if s == SOUTH {
        row.checked_sub(1)
    } else {
        Some(row + 1)
    };
    // The best gain against the tile across each cell of `s`'s row.
    let mut at = [0f32; 9];
    let mut consider = |from: usize, to: usize| {
        let Some(o) = b.across(to) else { return };
        if g.cells[to] != EMPTY || g.cells[o] == EMPTY {
            return;
        }
        let top = if g.opts.highest {
            g.board_max([from, o])
        } else {
            u8::MAX
        };
        let gain = battle_gain(&d.of(g.cells[from]), &d.of(g.cells[o]), top);
        let f = b.coords(to).0 as usize;
        if let Some(x) = at.get_mut(f) {
            *x = x.max(gain);
        }
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
    let best = at.iter().copied().fold(0f32, f32::max);
    (best, at.iter().sum())
}

/// The expected points the mover gains from a battle of sums `mine`
/// against `theirs` (independent), the winner also taking itself when its
/// sum is at least `top`, the highest of the other tiles on the board.
fn battle_gain(mine: &[f32; 13], theirs: &[f32; 13], top: u8) -> f32 {
    let mut gain = 0f32;
    for (a, &pa) in mine.iter().enumerate() {
        if pa == 0.0 {
            continue;
        }
        for (t, &pt) in theirs.iter().enumerate() {
            if pt == 0.0 || a == t {
                continue;
            }
            let p = pa * pt;
            if a > t {
                let own = if a >= top as usize { a } else { 0 };
                gain += p * (t + own) as f32;
            } else {
                let own = if t >= top as usize { t } else { 0 };
                gain -= p * (a + own) as f32;
            }
        }
    }
    gain
}

/// The steps `s` can make without entering its TURNOOI row (moving is
/// compulsory, §4.2: a side out of such steps must step into the row or
/// shuffle in it): per file, the tiles behind the row closed up towards
/// it. Counted to [`SPARE_MAX`], beyond which more make no difference.
fn spare(g: &Turnooi, s: Seat) -> f32 {
    let b = g.board();
    let row = b.row(s) as i32;
    let dir: i32 = if s == SOUTH { 1 } else { -1 };
    let mut steps = 0i32;
    for f in 0..b.files() {
        // Walk from the row backwards: each tile can reach the cell just
        // behind the previous one.
        let mut target = row - dir;
        let mut r = row - dir;
        while (0..b.ranks() as i32).contains(&r) {
            let c = b.cell(f, r as u8);
            if g.cells[c] != EMPTY && b.owner(c) == s {
                steps += (target - r) * dir;
                target -= dir;
            }
            r -= dir;
        }
    }
    (steps as f32).min(SPARE_MAX)
}

/// Whether `s` has a sideways step in its row that starts no battle (a
/// move it can always make instead of a bad one).
fn can_wait(g: &Turnooi, s: Seat) -> bool {
    let b = g.board();
    let row = b.row(s);
    (0..b.files()).any(|f| {
        let c = b.cell(f, row);
        if g.cells[c] == EMPTY || b.owner(c) != s {
            return false;
        }
        let free =
            |t: usize| g.cells[t] == EMPTY && b.across(t).is_some_and(|o| g.cells[o] == EMPTY);
        (f > 0 && free(b.cell(f - 1, row))) || (f + 1 < b.files() && free(b.cell(f + 1, row)))
    })
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

/// The exact expectation of the value over the faces of the battle
/// waiting for them. After each face pair the other unrevealed tiles keep
/// their odds from before the battle (`d`): counting them again for each
/// of up to 36 pairs made level 5's playouts 3.3 times slower (132 against
/// 41 ms a move for 20 000), and one revealed pair moves them little.
fn pending(g: &Turnooi, seat: Seat) -> f32 {
    let d = sums_of(g);
    let (mut sum, mut total) = (0f64, 0f64);
    for (mover, other, w) in g.face_pairs() {
        let mut c = g.clone();
        c.apply(super::rules::Mv::Faces { mover, other }, None);
        if c.pending.is_some() {
            // Never happens (a battle's faces resolve it); no recursion.
            continue;
        }
        let w = w as f64;
        sum += w * value(&c, seat, &d) as f64;
        total += w;
    }
    if total > 0.0 {
        (sum / total) as f32
    } else {
        0.0
    }
}

/// Value for `seat` in [-1, 1]. A battle waiting for its faces is valued
/// by its exact expectation: the mean of the values after each face pair,
/// weighted by the pair's completions (public odds, §3.1). Judged as it
/// stands instead, the mover would count as still to move, and the two
/// tiles facing each other as battles still to start.
pub fn evaluate(g: &Turnooi, seat: Seat) -> f32 {
    if g.pending.is_some() && g.end.is_none() {
        return pending(g, seat);
    }
    value(g, seat, &sums_of(g))
}

/// The evaluation's terms for the side to move, in points before their
/// weights (see [`value`]).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Terms {
    /// The mover's stock minus the other's.
    pub lead: f32,
    /// The board's expected battle flow for the mover ([`flow`]).
    pub flow: f32,
    /// The best battle the mover can start.
    pub mover: f32,
    /// The best battle the other side could start.
    pub threat: f32,
    /// The other side's row tiles exposed to the mover, minus the
    /// mover's exposed to the other: each tile's best attack, summed.
    pub exposed: f32,
    /// The mover's spare steps ([`spare`]) minus the other's.
    pub spare: f32,
    /// Whether the mover can wait in its row ([`can_wait`]), minus the
    /// other's (1, 0 or -1).
    pub wait: f32,
    /// The expected points of the tiles on the board.
    pub points: f32,
    /// 1, falling to 0 over the last 6 turns before the quiet limit:
    /// then only the stocks will count.
    pub calm: f32,
}

/// The terms of a position without a battle waiting, with the sums'
/// odds `d`.
fn terms_with(g: &Turnooi, d: &Sums) -> Terms {
    let [s, n] = g.scores();
    let mover = g.to_move;
    let other = if mover == SOUTH { NORTH } else { SOUTH };
    let lead = if mover == SOUTH { s - n } else { n - s } as f32;
    let (flow, points) = flow(g, mover, d);
    let (best_m, all_m) = battles(g, mover, d);
    let (best_o, all_o) = battles(g, other, d);
    let calm = if g.opts.quiet_limit > 0 {
        let left = g.opts.quiet_limit.saturating_sub(g.quiet) as f32;
        (left / 6.0).min(1.0)
    } else {
        1.0
    };
    let wait = |x: Seat| if can_wait(g, x) { 1.0 } else { 0.0 };
    Terms {
        lead,
        flow,
        mover: best_m,
        threat: best_o,
        exposed: all_m - all_o,
        spare: spare(g, mover) - spare(g, other),
        wait: wait(mover) - wait(other),
        points,
        calm,
    }
}

/// The evaluation's terms of `g` for its side to move (None while a
/// battle waits for its faces or once the game is over): for fitting the
/// weights, and for the tests.
pub fn terms(g: &Turnooi) -> Option<Terms> {
    if g.pending.is_some() || g.end.is_some() {
        return None;
    }
    Some(terms_with(g, &sums_of(g)))
}

/// [`evaluate`] of a position without a battle waiting, with the sums'
/// odds `d`.
fn value(g: &Turnooi, seat: Seat, d: &Sums) -> f32 {
    if g.end.is_some() {
        let [s, n] = g.scores();
        let mine = if seat == SOUTH { s - n } else { n - s };
        return mine.signum() as f32;
    }
    let t = terms_with(g, d);
    let pot = FLOW * t.flow + MOVER * t.mover - THREAT * t.threat
        + EXPOSED * t.exposed
        + SPARE * t.spare
        + WAIT * t.wait
        + TEMPO;
    let z = WEIGHT * (t.lead + t.calm * pot) / (t.points + SPREAD).sqrt();
    let v = (z / 2.0).tanh().clamp(-1.0, 1.0);
    if seat == g.to_move {
        v
    } else {
        -v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Mv, Opts};
    use crate::tiles::{tile, type_of, FULL};

    /// A 6x8 position: tiles as (cell, visible, hidden, revealed); every
    /// other tile of the set in South's stock, so the accounting of §3.1
    /// holds (`v?` tiles need it).
    fn position(tiles: &[(&str, u8, u8, bool)], to_move: Seat) -> Turnooi {
        let mut g = Turnooi::empty(Opts::default());
        let b = g.board();
        let mut stock = FULL;
        for &(name, v, h, shown) in tiles {
            let x = name.as_bytes();
            let c = b.cell(x[0] - b'a', x[1] - b'1');
            g.cells[c] = tile(v, if shown { h } else { 0 });
            stock[type_of(v, h)] -= 1;
        }
        g.stocks[SOUTH as usize] = stock;
        g.to_move = to_move;
        g
    }

    #[test]
    fn a_battle_gain_counts_the_highest_tile() {
        let sure = |s: usize| {
            let mut p = [0f32; 13];
            p[s] = 1.0;
            p
        };
        // 10 beats 5: the 5 is won; the 10 too when nothing higher is left.
        assert_eq!(battle_gain(&sure(10), &sure(5), 11), 5.0);
        assert_eq!(battle_gain(&sure(10), &sure(5), 10), 15.0);
        // A loss gives the other side the mover's tile, and its own if highest.
        assert_eq!(battle_gain(&sure(5), &sure(10), 12), -5.0);
        assert_eq!(battle_gain(&sure(5), &sure(10), 9), -15.0);
        // Equal sums: both dead, nobody gains.
        assert_eq!(battle_gain(&sure(7), &sure(7), 0), 0.0);
        // Half a chance each way.
        let mut half = [0f32; 13];
        half[4] = 0.5;
        half[8] = 0.5;
        assert_eq!(battle_gain(&half, &sure(6), 12), 0.5 * 6.0 - 0.5 * 4.0);
    }

    #[test]
    fn spare_steps_count_the_closing_up_behind_the_row() {
        // South's row is rank 4: a tile on a1 has 2 steps, one on a2 then
        // 1 more; North's on f8 has 2 (to f6), its row is rank 5.
        let g = position(&[("a1", 1, 2, true), ("f8", 3, 4, true)], SOUTH);
        assert_eq!(spare(&g, SOUTH), 2.0);
        assert_eq!(spare(&g, NORTH), 2.0);
        let g = position(
            &[("a1", 1, 2, true), ("a2", 1, 3, true), ("f8", 3, 4, true)],
            SOUTH,
        );
        assert_eq!(spare(&g, SOUTH), 2.0);
        // A tile in the row has none; a file closed up has none.
        let g = position(
            &[("a4", 1, 2, true), ("b3", 1, 3, true), ("f6", 3, 4, true)],
            SOUTH,
        );
        assert_eq!(spare(&g, SOUTH), 0.0);
        assert_eq!(spare(&g, NORTH), 0.0);
        let t = terms(&g).unwrap();
        assert_eq!(t.spare, 0.0);
        let g = position(&[("a1", 1, 2, true), ("f6", 3, 4, true)], SOUTH);
        assert_eq!(terms(&g).unwrap().spare, 2.0);
        assert_eq!(
            terms(&Turnooi {
                to_move: NORTH,
                ..g
            })
            .unwrap()
            .spare,
            -2.0
        );
    }

    #[test]
    fn waiting_needs_a_sideways_step_that_starts_no_battle() {
        // South on c4: b4 and d4 are free, b5 and d5 empty: it can wait.
        let g = position(&[("c4", 2, 2, true), ("a8", 6, 6, true)], SOUTH);
        assert!(can_wait(&g, SOUTH));
        assert!(!can_wait(&g, NORTH), "North has no tile in its row");
        assert_eq!(terms(&g).unwrap().wait, 1.0);
        // North tiles across both free cells: every sideways step battles.
        let g = position(
            &[("c4", 2, 2, true), ("b5", 6, 6, true), ("d5", 5, 5, true)],
            SOUTH,
        );
        assert!(!can_wait(&g, SOUTH));
        // North's b5 can step to a5 (a4 is empty); d5 to e5 too.
        assert!(can_wait(&g, NORTH));
        assert_eq!(terms(&g).unwrap().wait, -1.0);
    }

    #[test]
    fn exposure_sums_the_best_attack_on_each_row_tile() {
        // North (to move) can attack South's c4 (2|2, sum 4) from d5 (5|5,
        // 10) by d5-c5, and South's f4 (1|1) from e5 (6|3, 9) by e5-f5:
        // sure wins of 4 and 2 points (not highest: the 6|6 on a8 stays).
        // South's attacks, c4-d4 and f4-e4, are sure losses: worth nothing.
        let g = position(
            &[
                ("c4", 2, 2, true),
                ("f4", 1, 1, true),
                ("d5", 5, 5, true),
                ("e5", 6, 3, true),
                ("a8", 6, 6, true),
            ],
            NORTH,
        );
        let t = terms(&g).unwrap();
        assert_eq!(t.mover, 4.0, "the best attack, d5-c5");
        assert_eq!(t.exposed, 6.0, "both attacks, minus none of South's");
        assert_eq!(t.threat, 0.0, "South's attacks all lose");
    }

    /// A battle waiting for its faces is worth the weighted mean of the
    /// positions after each face pair (here the only unrevealed tiles are
    /// the two battling, so the odds of the others do not enter).
    #[test]
    fn a_waiting_battle_is_worth_its_exact_expectation() {
        let mut g = position(
            &[
                ("c3", 3, 5, false),
                ("c5", 3, 1, false),
                ("a1", 6, 6, true),
                ("f8", 3, 3, true),
            ],
            SOUTH,
        );
        g.apply(
            Mv::Step {
                from: 2 * 6 + 2,
                to: 3 * 6 + 2,
            },
            None,
        );
        assert!(g.pending.is_some());
        let pairs = g.face_pairs();
        assert!(pairs.len() > 1);
        let total: f64 = pairs.iter().map(|p| p.2 as f64).sum();
        let mut want = 0f64;
        for (m, o, w) in pairs {
            let mut c = g.clone();
            c.apply(Mv::Faces { mover: m, other: o }, None);
            want += w as f64 / total * evaluate(&c, SOUTH) as f64;
        }
        let got = evaluate(&g, SOUTH) as f64;
        assert!((got - want).abs() < 1e-5, "{got} vs {want}");
        assert!((evaluate(&g, NORTH) as f64 + got).abs() < 1e-6);
    }
}
