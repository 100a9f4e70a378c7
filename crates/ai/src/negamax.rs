//! Plain full-width negamax to a fixed depth: slow, obviously correct, the
//! reference the other searches are checked against. Two-seat games (or
//! two teams); chance nodes are averaged by their weights (expectimax).
//!
//! The sign is taken from whose turn it is, not from depth parity: a side
//! may move twice in a row (in O An Quan the next round's starter may be
//! the player who just moved).

use super::{leaf_value, mover_or};
use attic_core::prelude::*;
use attic_core::{Seat, Turn};

/// The value of `g` for `persp`, searching `depth` plies.
pub fn value<G: Game>(g: &G, depth: u32, persp: Seat) -> f32 {
    search(g, depth, 0, persp)
}

/// The value of each legal move at `g` (in `legal_moves` order) for the
/// seat to move, searching `depth` plies in all; empty when no seat is to move.
pub fn move_values<G: Game>(g: &G, depth: u32) -> Vec<f32> {
    let Turn::Seat(me) = g.turn() else {
        return Vec::new();
    };
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves
        .iter()
        .map(|m| {
            let mut c = g.clone();
            c.play_fast(m);
            search(&c, depth.saturating_sub(1), 1, me)
        })
        .collect()
}

/// The best move at `g` (its index in `legal_moves` order, the first of
/// equals) and its value for the seat to move; None when no seat is to move
/// or it has no move.
pub fn best<G: Game>(g: &G, depth: u32) -> Option<(usize, f32)> {
    let mut best: Option<(usize, f32)> = None;
    for (i, v) in move_values(g, depth).into_iter().enumerate() {
        if best.is_none_or(|(_, b)| v > b) {
            best = Some((i, v));
        }
    }
    best
}

/// Value for `persp` of `g`, `ply` plies below the root.
fn search<G: Game>(g: &G, depth: u32, ply: u32, persp: Seat) -> f32 {
    let turn = g.turn();
    if turn == Turn::Over || depth == 0 {
        return leaf_value(g, persp, ply);
    }
    let me = mover_or(g, persp);
    if g.team(me) != g.team(persp) {
        return -search(g, depth, ply, me);
    }
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    if moves.is_empty() {
        return leaf_value(g, persp, ply);
    }
    if turn == Turn::Chance {
        let w = super::float_weights(&g.chance_weights(&moves));
        let total: f64 = w.iter().sum();
        let mut sum = 0.0f64;
        for (m, wi) in moves.iter().zip(&w) {
            let mut c = g.clone();
            c.play_fast(m);
            sum += wi * search(&c, depth - 1, ply + 1, persp) as f64;
        }
        return if total > 0.0 {
            (sum / total) as f32
        } else {
            0.0
        };
    }
    let mut best = f32::NEG_INFINITY;
    for m in &moves {
        let mut c = g.clone();
        c.play_fast(m);
        best = best.max(search(&c, depth - 1, ply + 1, persp));
    }
    best
}
