//! Generic search over the [`attic_core::Game`] trait: MCTS (UCT),
//! alpha-beta and plain negamax (the reference), the five levels, and the
//! fixed baseline they are measured against (plain UCT, [`uct`]).
//! Game-specific knowledge lives in each game's folder (its `evaluate` and
//! `playout_choice`). Nothing here reads a clock: node budgets are counted
//! inside the searches, time budgets are enforced by the caller.

#![deny(missing_docs)]

pub mod alphabeta;
pub mod analysis;
pub mod levels;
pub mod mcts;
pub mod negamax;
pub mod pimc;
pub mod table;
// The search tree MCTS and the plain-UCT baseline share (crate-private:
// callers use those two searches).
mod tree;
pub mod uct;

#[doc(hidden)]
pub use attic_core as __core;
pub(crate) use attic_core::hash::hash_of;
use attic_core::hash::{mix_fast, GOLDEN_GAMMA};
use attic_core::prelude::*;
use attic_core::{AnyGame, SearchJob, Seat, Turn};

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
        // A reward of 1 is a win, 0 a loss, 1/2 a draw between two sides.
        let reward = g
            .outcome()
            .map_or(0.5, |o| o.reward(persp, g.seats(), &|s| g.team(s)));
        return (2.0 * reward - 1.0) * (WIN - ply as f32 * WIN_PLY);
    }
    g.evaluate(persp).unwrap_or(0.0)
}

/// The number of sides (teams) at the table: alpha-beta searches games
/// with exactly two, so four seats in two partnerships count as two.
pub fn sides<G: Game>(g: &G) -> usize {
    let mut teams: Vec<u8> = (0..g.seats()).map(|s| g.team(s)).collect();
    teams.sort_unstable();
    teams.dedup();
    teams.len()
}

/// Chance weights as floats, for the searches' expectations (the site
/// draws with the exact integers).
pub fn float_weights(w: &[u128]) -> Vec<f64> {
    w.iter().map(|&x| x as f64).collect()
}

/// The registry's [`attic_core::registry::SearchFn`] for game type `G`:
/// a search at `level` for the seat to move in `g`, which must be a `G`.
pub fn search<G: Game>(g: &dyn AnyGame, level: u8, seed: u64) -> Box<dyn SearchJob> {
    match g.as_any().downcast_ref::<G>() {
        Some(g) => levels::start_search(g, level, seed),
        None => Box::new(NoSearch),
    }
}

/// The answer for a state of the wrong type: no move (never happens
/// through the registry, which pairs each game with its own search).
struct NoSearch;

impl SearchJob for NoSearch {
    fn step(&mut self, _nodes: u32) -> bool {
        true
    }
    fn best(&self) -> Option<String> {
        None
    }
    fn nodes(&self) -> u64 {
        0
    }
    fn summary(&self) -> String {
        String::new()
    }
}

/// The seat a search speaks for at `g`: the seat to move, or (at chance
/// and end nodes) `parent`, the perspective inherited from above.
fn mover_or<G: Game>(g: &G, parent: Seat) -> Seat {
    match g.turn() {
        Turn::Seat(s) => s,
        _ => parent,
    }
}

/// The key of a child node from its parent's key and the move's index and
/// hash: a search tree node is named by its path from the root.
pub(crate) fn child_key(parent: u64, index: usize, move_hash: u64) -> u64 {
    mix_fast(
        parent
            .rotate_left(17)
            .wrapping_add(move_hash)
            .wrapping_add((index as u64 + 1).wrapping_mul(GOLDEN_GAMMA)),
    )
}

/// A registry of one game type alone, as a `&'static List`, whose AI
/// searches are this crate's: for a game's own tools that replay its
/// records (the CLI's solve and review, the odds), since a game's crate
/// cannot see the site's registry, which is built on it.
///
/// `pub(crate) static ALONE: &List = attic_ai::alone!(Tau);`
#[macro_export]
macro_rules! alone {
    ($game:ty) => {{
        static ENTRY: $crate::__core::GameEntry =
            $crate::__core::GameEntry::of::<$game>($crate::search::<$game>);
        static ALONE: $crate::__core::registry::List = $crate::__core::registry::List(&[&ENTRY]);
        &ALONE
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Search keys must stay as they are (the levels' moves depend on the
    /// tree a search builds). Values from the code as of this test, checked
    /// by hand against a short Python version of FNV-1a 64 + SplitMix64.
    #[test]
    fn move_hashes_and_child_keys_never_change() {
        assert_eq!(hash_of(&42u32), 0xf612_5f32_53c4_052d);
        assert_eq!(hash_of(&"e4"), 0x71db_e2be_4520_f8bf);
        assert_eq!(child_key(0, 0, 0), 0x00dd_2c0a_945b_0f2f);
        assert_eq!(child_key(123, 4, 567), 0xb440_a5c9_09e1_5873);
        assert_eq!(child_key(u64::MAX, 99, 1), 0x5c9e_dd11_f146_de1c);
    }
}
