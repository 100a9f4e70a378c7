//! Generic search over the [`crate::core::Game`] trait: MCTS (UCT),
//! alpha-beta and plain negamax (the reference), the five levels, and the
//! fixed baseline they are measured against (plain UCT, [`uct`]).
//! Game-specific knowledge lives in each game's folder (its `evaluate` and
//! `playout_choice`). Nothing here reads a clock: node budgets are counted
//! inside the searches, time budgets are enforced by the caller.

pub mod alphabeta;
pub mod levels;
pub mod mcts;
pub mod negamax;
pub mod uct;

use crate::core::{Game, Seat, Turn, Winner};
use std::hash::{Hash, Hasher};

/// The value of a won game, above any evaluation (which lies in [-1, 1]).
/// A win `p` plies from the search root is worth `WIN - p * WIN_PLY`, so the
/// search prefers quick wins and slow losses.
pub const WIN: f32 = 10.0;
/// What each ply of delay takes off a win.
pub const WIN_PLY: f32 = 0.01;

/// The value of a state for `persp` when it is not searched further:
/// the outcome if the game is over (`ply` plies below the root), else the
/// game's evaluation (0 when it has none).
pub fn leaf_value<G: Game>(g: &G, persp: Seat, ply: u32) -> f32 {
    if g.turn() == Turn::Over {
        return match g.outcome().map(|o| o.winner) {
            Some(Winner::Seat(w)) if g.team(w) == g.team(persp) => WIN - ply as f32 * WIN_PLY,
            Some(Winner::Seat(_)) => -(WIN - ply as f32 * WIN_PLY),
            _ => 0.0,
        };
    }
    g.evaluate(persp).unwrap_or(0.0)
}

/// The seat a search speaks for at `g`: the seat to move, or (at chance
/// and end nodes) `parent`, the perspective inherited from above.
fn mover_or<G: Game>(g: &G, parent: Seat) -> Seat {
    match g.turn() {
        Turn::Seat(s) => s,
        _ => parent,
    }
}

/// FNV-1a, 64-bit: a tiny deterministic hasher (std's `DefaultHasher` is
/// not promised to stay the same across Rust versions).
pub(crate) struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= *b as u64;
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// A 64-bit hash of any hashable value (moves, here).
pub(crate) fn hash_of<T: Hash>(x: &T) -> u64 {
    let mut h = Fnv(0xcbf2_9ce4_8422_2325);
    x.hash(&mut h);
    // Finalise (SplitMix64) so nearby inputs spread over all bits.
    let mut z = h.0;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The key of a child node from its parent's key and the move's index and
/// hash: a search tree node is named by its path from the root.
pub(crate) fn child_key(parent: u64, index: usize, move_hash: u64) -> u64 {
    let mut z = parent
        .rotate_left(17)
        .wrapping_add(move_hash)
        .wrapping_add((index as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 31)).wrapping_mul(0xD6E8_FEB8_6659_FD93);
    z ^ (z >> 32)
}
