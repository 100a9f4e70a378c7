//! AI levels 1 to 5: a method and a budget each.
//!
//! Games with an `evaluate` (O An Quan):
//!
//! | level | method | node budget | time budget |
//! |---|---|---|---|
//! | 1 | MCTS (UCT), each new leaf scored by `evaluate` | 100 playouts | 100 ms |
//! | 2 | MCTS, the same | 1 000 playouts | 300 ms |
//! | 3 | alpha-beta, iterative deepening | 20 000 nodes | 500 ms |
//! | 4 | alpha-beta | 200 000 nodes | 1 s |
//! | 5 | alpha-beta | 1 000 000 nodes | 3 s |
//!
//! Games without one use MCTS with playouts to the end at every level
//! (100, 1 000, 5 000, 20 000, 60 000 playouts, same time budgets).
//!
//! Measured on O An Quan (release build, native, one core of a busy
//! shared 2-core machine; `attic arena oanquan --a X --b Y --games N
//! --seed 11 --opening 1`; wasm in the browser is slower, so the time
//! budgets keep headroom):
//!
//! | level | nodes/move (mean) | ms/move | nodes/s |
//! |---|---|---|---|
//! | 1 | 75 playouts | < 0.1 | ~2.1 M playouts/s |
//! | 2 | 680 playouts | 0.5 | ~1.5 M playouts/s |
//! | 3 | 14 000 nodes | 2.3 | ~6 M nodes/s |
//! | 4 | 135 000 nodes | 27 | ~5 M nodes/s |
//! | 5 | 670 000 nodes | 140 | ~4.8 M nodes/s |
//!
//! (Means are below the budgets because forced and single-move positions
//! stop early.) Arena, score of the first level, 95% Wilson interval:
//!
//! | match | games | W-D-L | score | distinct games |
//! |---|---|---|---|---|
//! | 2 vs 1 | 40 | 33-7-0 | 91% (79–97%) | 16 |
//! | 3 vs 1 | 40 | 40-0-0 | 100% (91–100%) | 20 |
//! | 3 vs 2 | 40 | 40-0-0 | 100% (91–100%) | 22 |
//! | 4 vs 2 | 40 | 40-0-0 | 100% (91–100%) | 17 |
//! | 4 vs 3 | 40 | 27-0-13 | 67.5% (52–80%) | 29 |
//! | 5 vs 4 | 30 | 15-0-15 | 50% (33–67%) | 24 |
//! | 5 vs 3 | 40 | 27-7-6 | 76% (61–87%) | 22 |
//! | 5 vs 1 | 30 | 30-0-0 | 100% (89–100%) | 23 |
//!
//! Level 5 is not measurably stronger than level 4: every pair of games
//! (same opening, seats swapped) split 1–1, so at these depths (about 17
//! against 19 plies) the seat decides. Draws are games stopped by the
//! arena after 5 000 plies (rounds that never sell a space).
//!
//! Method choice (a scratch harness, 40 or 20 games each, no random
//! openings, so fewer distinct games): at 1 000 playouts MCTS scoring each
//! new leaf with `evaluate` beat playouts cut after 8 plies 27–13, and cut
//! playouts beat full random ones 33–7; MCTS (leaf evaluation, 1 000
//! playouts) beat alpha-beta with 1 000 nodes 28–12 but lost 0–20 to
//! alpha-beta with 20 000, and MCTS with 20 000 playouts lost 0–20 to
//! alpha-beta with 200 000. So levels 3–5 use alpha-beta; levels 1–2 use
//! MCTS, the better method at their small budgets.

use super::alphabeta::{self, AlphaBeta};
use super::mcts::{self, Mcts};
use super::pimc::Pimc;
use super::uct::Uct;
use crate::core::{Game, Rng, SearchJob, Turn};

/// What a level is: its method and its budgets. A search stops at whichever
/// budget comes first: `max_nodes` inside [`SearchJob::step`], `max_ms` in the
/// caller (the worker or the CLI), which owns the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSpec {
    /// 1..=5.
    pub level: u8,
    /// Search method, e.g. "MCTS" or "alpha-beta" (for games with an
    /// evaluation; games without one use MCTS at every level).
    pub method: &'static str,
    /// Node (playout or position) budget.
    pub max_nodes: u64,
    /// Time budget in milliseconds.
    pub max_ms: u32,
    /// One line for the new-game dialog.
    pub about: &'static str,
}

const LEVELS: [LevelSpec; 5] = [
    LevelSpec {
        level: 1,
        method: "MCTS",
        max_nodes: 100,
        max_ms: 100,
        about: "beginner: tries each move about 20 times, answers at once",
    },
    LevelSpec {
        level: 2,
        method: "MCTS",
        max_nodes: 2_000,
        max_ms: 300,
        about: "casual: a small tree of 2 000 positions",
    },
    LevelSpec {
        level: 3,
        method: "alpha-beta",
        max_nodes: 3_000,
        max_ms: 500,
        about: "club: looks a few moves ahead (3 000 positions)",
    },
    LevelSpec {
        level: 4,
        method: "alpha-beta",
        max_nodes: 20_000,
        max_ms: 1_000,
        about: "strong: looks further ahead (20 000 positions)",
    },
    LevelSpec {
        level: 5,
        method: "alpha-beta",
        max_nodes: 1_000_000,
        max_ms: 3_000,
        about: "strongest: a million positions, about half a second",
    },
];

/// MCTS playout budgets per level for games without an evaluation.
const MCTS_ONLY: [u64; 5] = [100, 1_000, 5_000, 20_000, 60_000];

/// Plies a playout runs before `evaluate` scores it (games with one).
/// 0, i.e. score each new leaf at once: in the O An Quan arena (1 000
/// playouts, 40 games each) this beat cuts after 8 plies 27–13, after 8 beat
/// after 0 at 100 playouts only 11–29, and 8 beat full playouts 33–7.
const CUT_AFTER: u32 = 0;

/// The spec of a level (clamped to 1..=5).
pub fn spec(level: u8) -> LevelSpec {
    LEVELS[level.clamp(1, 5) as usize - 1]
}

/// Whether the game has an evaluation (asked of the start of the search).
fn has_eval<G: Game>(g: &G) -> bool {
    match g.turn() {
        Turn::Seat(s) => g.evaluate(s).is_some(),
        _ => g.evaluate(0).is_some(),
    }
}

/// The level number that asks [`start_search`] for the fixed baseline,
/// plain UCT ([`super::uct`]), instead of a level. It has no node budget:
/// the caller stops it by the clock (`attic arena --b uct`).
pub const BASELINE: u8 = crate::core::registry::UCT;

/// Start a search for the seat to move in `g`, on that seat's view only:
/// level 1..=5 (others are clamped), or [`BASELINE`]. A game's own search
/// (a solver) comes first. When the view still hides something (another
/// seat's hand), the level's search runs on sampled complete states
/// ([`Pimc`]), its node budget shared between them.
pub fn start_search<G: Game>(g: &G, level: u8, seed: u64) -> Box<dyn SearchJob> {
    let (seat, view) = match g.turn() {
        Turn::Seat(seat) => (seat, g.view(seat)),
        // No seat is to move (chance or the end): nothing hidden matters,
        // and the searches answer at once.
        _ => (0, g.clone()),
    };
    if level == BASELINE {
        if view.has_hidden() {
            // Plain UCT on sampled complete states, as the levels do.
            let mut rng = Rng::new(seed);
            return Box::new(Pimc::new(&view, seat, 8, &mut rng, |world, s| {
                Box::new(Uct::new(world, s)) as Box<dyn SearchJob>
            }));
        }
        return Box::new(Uct::new(view, seed));
    }
    if let Some(job) = view.own_search(level, seed) {
        return job;
    }
    if view.has_hidden() {
        let worlds = WORLDS[spec(level).level as usize - 1];
        let mut rng = Rng::new(seed);
        return Box::new(Pimc::new(&view, seat, worlds, &mut rng, |world, s| {
            known_search(world, level, s, worlds as u64)
        }));
    }
    known_search(view, level, seed, 1)
}

/// Sampled worlds per level for games with hidden values.
const WORLDS: [usize; 5] = [4, 8, 12, 16, 20];

/// The level's search on a state where nothing is hidden from the
/// searcher, with `1/share` of the level's node budget.
fn known_search<G: Game>(view: G, level: u8, seed: u64, share: u64) -> Box<dyn SearchJob> {
    let s = spec(level);
    let eval = has_eval(&view);
    if eval && s.method == "alpha-beta" && super::sides(&view) == 2 {
        let cfg = alphabeta::Config {
            max_nodes: (s.max_nodes / share.max(1)).max(1),
            max_depth: 64,
            use_tt: true,
            min_batch: 2_000,
        };
        let mut job = AlphaBeta::new(view, cfg);
        job.shuffle_root(seed);
        return Box::new(job);
    }
    let max_playouts = if eval {
        s.max_nodes
    } else {
        MCTS_ONLY[s.level as usize - 1]
    };
    let cfg = mcts::Config {
        max_playouts: (max_playouts / share.max(1)).max(1),
        exploration: 1.0,
        cut_after: Some(CUT_AFTER),
        max_playout_plies: 2_000,
    };
    Box::new(Mcts::new(view, cfg, seed))
}
