//! TURNOOI's own searches: level 5's tree search ([`level_5`]), and
//! (switched off) a search over sampled worlds (determinised search, PIMC): every
//! unrevealed face drawn from its exact distribution ([`Turnooi::world`]),
//! the level's search run on each world as if everything were known, and
//! the move most worlds choose is played.
//!
//! Measured against expectimax through alpha-beta's chance nodes (what the
//! levels do for a game without a search of its own), same evaluation,
//! `attic arena` with one side searching worlds, release build on the
//! shared 2-core machine:
//!
//! | worlds side | expectimax side | games | worlds' W-D-L | ms/move worlds / expectimax |
//! |---|---|---|---|---|
//! | 20 000 nodes, 8 worlds | 20 000 nodes | 20 | 8-0-12 | 8.5 / 48 |
//! | 20 000 nodes, 8 worlds | 20 000 nodes | 40 | 20-0-20 | 8.5 / 54 |
//! | 200 000 nodes, 10 worlds | 200 000 nodes | 20 | 9-0-11 | 219 / 524 |
//! | 200 000 nodes, 10 worlds | 20 000 nodes (about equal time) | 40 | 20-1-19 | 96 / 68 |
//!
//! No difference in strength shows (37–43 at equal nodes); worlds are
//! 2–6 times faster per node. Expectimax is kept: it uses the exact odds
//! at every battle instead of pretending the faces will be known, and
//! stays within the levels' time budgets for levels 2–4. The worlds stay
//! for [`attic_core::Rules::determinize`] and for measuring again.

use super::rules::Turnooi;
use attic_ai::alphabeta::{self, AlphaBeta};
use attic_ai::levels;
use attic_ai::mcts::{self, Mcts};
use attic_ai::pimc::Pimc;
use attic_core::prelude::*;
use attic_core::{Rng, SearchJob, Turn};

/// Whether the levels search sampled worlds rather than expectimax (see
/// the measurements above).
pub const USE_WORLDS: bool = false;

/// Worlds per level.
const WORLDS: [usize; 5] = [4, 6, 8, 10, 12];

/// Playouts of level 5's tree search (see [`level_5`]): 50–90 ms a move
/// natively on the shared machine (`attic think turnooi`, the arenas).
pub const LEVEL_5_PLAYOUTS: u64 = 20_000;

/// Level 5: MCTS on the public position, each new leaf scored by the
/// evaluation (as level 1, with 200 times its playouts); a battle's faces
/// are chance nodes sampled by their exact weights (§3.1). Alpha-beta
/// with expectimax chance nodes, the other levels' method, spends its
/// nodes on every one of up to 36 face pairs of each battle: in `attic
/// arena turnooi --a 3 --b 4 --games 100 --seed 7`, on a scratch build
/// whose level 3 was this search with 1 500 playouts (5.9 ms a move),
/// against level 4's alpha-beta of 20 000 nodes (27.7 ms a move), the
/// tree search scored 51-2-47, 52.0% (42.3–61.5): as strong in a fifth of
/// the time. And level 5's alpha-beta (1 000 000 nodes, depth 7–8, 0.9–1.8
/// s a move) had shown no gain over level 4's against level 1 (60% in 20
/// games, level 4 61% in 200).
fn level_5(g: &Turnooi, seed: u64) -> Box<dyn SearchJob> {
    let cfg = mcts::Config {
        max_playouts: LEVEL_5_PLAYOUTS,
        exploration: 1.0,
        cut_after: Some(0),
        max_playout_plies: 2_000,
    };
    Box::new(Mcts::new(g.clone(), cfg, seed))
}

/// Level 5's tree search ([`level_5`]), or the level's search over sampled
/// worlds, or None to leave the choice to the generic levels (nothing
/// unrevealed, or worlds not in use).
pub fn own_search(g: &Turnooi, level: u8, seed: u64) -> Option<Box<dyn SearchJob>> {
    let Turn::Seat(seat) = g.turn() else {
        return None;
    };
    if level >= 5 {
        return Some(level_5(g, seed));
    }
    if !USE_WORLDS || !g.any_unrevealed() {
        return None;
    }
    let spec = levels::spec(level);
    let worlds = WORLDS[spec.level as usize - 1];
    let share = worlds as u64;
    let make = move |w: Turnooi, s: u64| -> Box<dyn SearchJob> {
        if spec.method == "alpha-beta" {
            let cfg = alphabeta::Config {
                max_nodes: (spec.max_nodes / share).max(1),
                max_depth: 64,
                use_tt: true,
                min_batch: 2_000,
            };
            let mut job = AlphaBeta::new(w, cfg);
            job.shuffle_root(s);
            Box::new(job)
        } else {
            let cfg = mcts::Config {
                max_playouts: (spec.max_nodes / share).max(1),
                exploration: 1.0,
                cut_after: Some(0),
                max_playout_plies: 2_000,
            };
            Box::new(Mcts::new(w, cfg, s))
        }
    };
    let mut rng = Rng::new(seed);
    Some(Box::new(Pimc::new(g, seat, worlds, &mut rng, make)))
}
