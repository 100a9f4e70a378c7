//! TURNOOI's own searches: one move deep for levels 1 and 2
//! ([`super::greedy`]), the tree search of levels 3 to 5 ([`tree`],
//! [`level_5`]), and
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

use super::greedy::{Greedy, Sight};
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

/// UCT's exploration constant for TURNOOI's tree searches (levels 2 to
/// 5). Rewards lie in [0, 1] and the evaluation's values of the moves of
/// a position differ by 0.01–0.05, so the levels' 1.0 spreads the
/// playouts almost evenly over the moves. Level 5 against level 1, 60
/// games (30 duplicate pairs) each, `--seed 21 --ms 50`, the evaluation
/// with the exact expectation of waiting battles but before its new terms
/// (see docs/measure.md): luck-adjusted points margin per pair +1.7 at 1.0,
/// +9.8 at 0.2, +8.4 at 0.1, +14.5 at 0.05, +7.3 at 0.02, +7.4 at 0.01
/// (standard errors 3–4.7).
const EXPLORATION: f32 = 0.05;

/// Playouts of levels 3 and 4 (index 0 is level 3). Until 2026-11-30
/// levels 2, 3 and 4 were this tree search with 1 000, 3 000 and 10 000
/// playouts and level 1 the generic MCTS with 100, scored by the whole
/// evaluation: 3 vs 2 scored 51.7% (47.7–55.8 over pairs, 200 games,
/// seed 28), 4 vs 3 51.0% (44.9–57.0, 100 games), and level 5 only
/// 58.2% against level 1: every level judged positions alike, and in this
/// game more playouts buy little. Levels 1 and 2 now differ in what they
/// see (the points alone, then the whole evaluation, one move deep), 3 and
/// 4 in playouts; the level table in `attic_ai::levels` has the matches.
const PLAYOUTS: [u64; 2] = [1_000, 10_000];

/// Nodes level 5's tree keeps at most (28 bytes each): it runs until the
/// caller's clock stops it, 3 s a move, a few hundred thousand playouts
/// natively, each adding up to a dozen nodes: without a cap, hundreds of MB.
const LEVEL_5_TREE: usize = 1_000_000;

/// Whether level 5 is the expectimax alpha-beta of [`super::deep`]
/// instead of the tree search: at 50 ms a move against level 1 (60
/// games, seed 21, the same evaluation as above) it had a luck-adjusted margin of +2.6 (standard error
/// 3.8) and 51.7% (43.0–60.3), the tree search +14.5 (3.2) and 66.7%
/// (57.7–74.6): searching every face pair of every battle costs more
/// depth than the exact odds give back.
const LEVEL_5_EXPECTIMAX: bool = false;

/// A tree search on the public position, each new leaf scored by the
/// evaluation (a battle waiting for its faces by its exact expectation),
/// a battle's faces drawn by their exact weights (§3.1).
fn tree(g: &Turnooi, playouts: u64, seed: u64) -> Mcts<Turnooi> {
    let cfg = mcts::Config {
        max_playouts: playouts,
        exploration: EXPLORATION,
        cut_after: Some(0),
        max_playout_plies: 2_000,
    };
    Mcts::new(g.clone(), cfg, seed)
}

/// Level 5's playouts: more than its 3 s hold (natively 75 000–150 000
/// playouts a second on the shared machine), so the caller's clock stops it and it uses the
/// time the level states (it used to stop after 20 000 playouts, 50–90 ms
/// of its 3 s); finite, so a search run without a clock still ends.
pub const LEVEL_5_PLAYOUTS: u64 = 2_000_000;

/// Whether level 5 is the levels' alpha-beta (depth-limited, chance
/// nodes through expectimax) stopped by the clock instead of the tree
/// search. At 50 ms a move (`--seed 28`, 200 games each, 2026-11-29) it
/// scored 58.2% (54.2–62.2 over pairs) against level 1, as the tree
/// search does (58.2%), with a larger luck-adjusted margin (+11.8 against
/// +7.8, standard errors 1.6), but 55.0% (50.5–59.4) against uct where
/// the tree search scores 58.0% (52.8–63.0); head to head at equal time
/// it won 54.8% (50.8–58.7, 2026-11-28). No clear gain: off.
const LEVEL_5_ALPHABETA: bool = false;

/// UCT's exploration constant at level 5's root; below the root it is
/// [`EXPLORATION`], as in levels 3 and 4. With 0.05 at the root too, level
/// 5's extra playouts (about 50 000 a move at 200 ms, against level 4's
/// 10 000) went ever deeper into the moves its first playouts had found
/// best, and it scored 49.0% against level 4 (200 ms a move, seeds 28 and
/// 32, 100 games each): a root move whose first battles drew unlucky faces
/// was hardly tried again. With 0.5 at the root, on the same deals: 56.0%
/// (52.2–59.7 over pairs), luck-adjusted margin +6.6 (1.7) where it was
/// −1.3; 0.2 scored 54.0% on seed 28. At 50 ms a move (about 14 000
/// playouts) the wide root leaves each move too few: 52.5% against uct
/// where 0.05 scored 56.2% (docs/measure.md, session 16). At its own 3 s
/// against level 1 (40 games, seed 28): 70.0% (58.1–79.7 over pairs),
/// where 0.05 scored 60.0% on the same deals. Levels 3 and 4 keep 0.05 at
/// the root (whether a wide root would help them is not measured).
const LEVEL_5_ROOT_EXPLORATION: f32 = 0.5;

/// Level 5: the tree search stopped by the clock, its tree capped, its
/// root explored more widely than the levels below
/// ([`LEVEL_5_ROOT_EXPLORATION`]).
fn level_5(g: &Turnooi, seed: u64) -> Box<dyn SearchJob> {
    if LEVEL_5_ALPHABETA {
        let cfg = alphabeta::Config {
            max_nodes: LEVEL_5_PLAYOUTS,
            max_depth: 64,
            use_tt: true,
            min_batch: 2_000,
        };
        let mut job = AlphaBeta::new(g.clone(), cfg);
        job.shuffle_root(seed);
        return Box::new(job);
    }
    if LEVEL_5_EXPECTIMAX {
        return Box::new(super::deep::Deep::new(g.clone(), LEVEL_5_PLAYOUTS, seed));
    }
    Box::new(
        tree(g, LEVEL_5_PLAYOUTS, seed)
            .cap_tree(LEVEL_5_TREE)
            .root_exploration(LEVEL_5_ROOT_EXPLORATION),
    )
}

/// TURNOOI's levels: 1 and 2 one move deep ([`Greedy`]: the points alone,
/// then the whole evaluation), 3 and 4 the tree search ([`tree`]), 5 the
/// tree search stopped by the clock ([`level_5`]); or, with
/// [`USE_WORLDS`], the level's generic search over sampled worlds.
pub fn own_search(g: &Turnooi, level: u8, seed: u64) -> Option<Box<dyn SearchJob>> {
    let Turn::Seat(seat) = g.turn() else {
        return None;
    };
    if !USE_WORLDS || !g.any_unrevealed() {
        return Some(match level {
            ..=1 => Box::new(Greedy::new(g.clone(), Sight::Points, seed)),
            2 => Box::new(Greedy::new(g.clone(), Sight::Whole, seed)),
            3 | 4 => Box::new(tree(g, PLAYOUTS[level as usize - 3], seed)),
            _ => level_5(g, seed),
        });
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
