//! The AI's knowledge of TURNO-Checkers: how far each pawn still has to
//! go (to its far row, then back to its start tile), as an evaluation and
//! as a greedy bias for playouts.

use super::board;
use super::checkers::{CMove, Checkers};
use crate::core::{Game, Rng, Seat, Turn};

/// Orthogonal steps between two cells.
fn manhattan(a: u8, b: u8) -> u8 {
    let (fa, ra, fb, rb) = (a % 6, a / 6, b % 6, b / 6);
    fa.abs_diff(fb) + ra.abs_diff(rb)
}

/// Steps from `c` to the far row of `side`, and `c`'s place along it.
fn across(side: u8, c: u8) -> (u8, u8) {
    let (file, rank) = (c % 6, c / 6);
    match side {
        0 => (5 - rank, file),
        1 => (rank, file),
        2 => (5 - file, rank),
        _ => (file, rank),
    }
}

/// Steps a pawn still has to walk, at least: to its far row, then back to
/// its start tile.
fn steps(side: u8, start: u8, pawn: u8, crossed: bool) -> f32 {
    if crossed {
        return manhattan(pawn, start) as f32;
    }
    let (far, lane) = across(side, pawn);
    let (_, home) = across(side, start);
    (far + 5 + lane.abs_diff(home)) as f32
}

/// Steps left for a seat (a pawn off the board counts a whole crossing
/// and return, plus the turn spent entering).
pub fn remaining(g: &Checkers, s: Seat) -> f32 {
    let i = s as usize;
    match (g.sides[i], g.start[i], g.pawn[i]) {
        (Some(side), Some(start), Some(pawn)) => steps(side, start, pawn, g.crossed[i]),
        _ => 12.0,
    }
}

/// In [-0.9, 0.9]: how much nearer home `seat` is than its nearest rival.
pub fn evaluate(g: &Checkers, seat: Seat) -> f32 {
    let mine = remaining(g, seat);
    let best_other = (0..g.p)
        .filter(|&s| s != seat)
        .map(|s| remaining(g, s))
        .fold(f32::INFINITY, f32::min);
    if !best_other.is_finite() {
        return 0.0;
    }
    ((best_other - mine) / 6.0).tanh() * 0.9
}

/// Playouts: chance uniformly; a seat takes the move that leaves it the
/// fewest steps three times in four, else any move.
pub fn playout_choice(g: &Checkers, legal: &[CMove], rng: &mut Rng) -> usize {
    let n = legal.len();
    let Turn::Seat(s) = g.turn() else {
        return rng.below(n);
    };
    if n <= 1 || rng.below(4) == 0 {
        return rng.below(n);
    }
    let i = s as usize;
    let score = |m: &CMove| -> f32 {
        match (*m, g.sides[i], g.start[i], g.pawn[i]) {
            (CMove::Walk(p), Some(side), Some(start), Some(_)) if p.len > 0 => {
                let end = p.tiles()[p.len as usize - 1];
                let crossed = g.crossed[i] || p.tiles().iter().any(|&c| board::on_far(side, c));
                if crossed && end == start {
                    -100.0
                } else {
                    steps(side, start, end, crossed)
                }
            }
            _ => 0.0,
        }
    };
    let mut best = 0;
    let mut best_v = f32::INFINITY;
    for (k, m) in legal.iter().enumerate() {
        let v = score(m);
        if v < best_v {
            best_v = v;
            best = k;
        }
    }
    best
}
