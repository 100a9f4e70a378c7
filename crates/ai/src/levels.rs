//! AI levels 1 to 5: a method and a budget each.
//!
//! Games with an `evaluate` (O An Quan, Chogo, Long Tau, and the later
//! games that have one):
//!
//! | level | method | node budget | time budget |
//! |---|---|---|---|
//! | 1 | MCTS (UCT), each new leaf scored by `evaluate` | 100 playouts | 100 ms |
//! | 2 | alpha-beta, iterative deepening | 600 nodes | 300 ms |
//! | 3 | alpha-beta | 3 000 nodes | 500 ms |
//! | 4 | alpha-beta | 20 000 nodes | 1 s |
//! | 5 | alpha-beta | 1 000 000 nodes | 3 s |
//!
//! Games without one use MCTS with playouts to the end at every level
//! (100, 1 000, 5 000, 20 000, 60 000 playouts, same time budgets). TAU
//! and Straat have searches of their own (`Knowledge::own_search`), and so has
//! TURNOOI's level 5.
//!
//! Measured 2026-11-25 (release build, native, one core of a busy shared
//! 2-core machine; `attic arena <id> --a X --b Y --games N --seed 7`, seats
//! swapped every other game, one random opening ply; score of A with its
//! 95% Wilson interval; "uct" is the fixed baseline, plain UCT given the
//! other side's time per move):
//!
//! | game | 2 vs 1 | 3 vs 2 | 4 vs 3 | 5 vs 4 | 5 vs uct |
//! |---|---|---|---|---|---|
//! | O An Quan | 100% (96–100), 100 g | 66% (56–75), 100 g | 78% (66–87), 60 g | 78% (56–90), 20 g | 100% (84–100), 20 g |
//! | Chogo | 76% (69–81), 200 g | 81% (72–87), 100 g | 75% (66–83), 100 g | 85% (54–97), 10 g | 90% (60–98), 10 g |
//! | Straat | 73% (64–81), 100 g | 69% (59–77), 100 g | 69% (59–77), 100 g | 63% (53–71), 100 g | 50% (37–63), 50 g: 0-50-0 |
//! | TAU | 84% (76–90), 100 g | 81% (72–88), 100 g | 80% (71–87), 100 g | 100% (96–100), 100 g | 100% (96–100), 100 g |
//! | Long Tau | 69% (59–77), 100 g | 69% (59–77), 100 g | 60% (42–75), 30 g | 92% (52–99), 6 g | 100% (96–100), 100 g |
//!
//! Long Tau with a liberty weighing 0.1 (2026-11-27, seed 7): 5 vs 1
//! 97-3-0 = 98.5% (93.8–99.7), 100 g (3 drawn by the no-removal limit);
//! 5 vs uct 100-0-0, 100 g; four players, partnership of level 5 vs level 1,
//! 40-0-0 = 100% (91.2–100), 40 g; 5 vs 3 15-0-1, 16 g. The earlier rows
//! are from the eval with 0.03.
//!
//! Level 2 was MCTS with 2 000 playouts until these runs: in Chogo it
//! scored 49% (42–56%, 200 games) against level 1, so it became
//! alpha-beta with 600 nodes, which scores as above (in O An Quan too:
//! 2 vs 1 was 85%, 3 vs 2 100% with the MCTS level 2).
//!
//! Straat falls short of 75% against `uct`: good play draws almost every
//! Straat game, and plain UCT with level 5's time (about 235 000 random
//! playouts a move in a 16-cell game) plays well enough never to lose;
//! all 50 games were drawn. Level 5 still never loses to level 4 and wins
//! a quarter of their games.
//!
//! Chogo's games are slow (level 5 about 2 s a move, uct 2.6 s), so its
//! level-5 rows have 10 games; O An Quan's 20.
//!
//! TURNOOI (2026-11-27, same command, its win-probability evaluation; the
//! hidden faces are expectimax chance nodes with the exact odds): 2 vs 1
//! 51.7% (44.9–58.6), 200 g; 3 vs 2 58.5% (51.6–65.1), 200 g; 4 vs 3
//! 63.3% (50.7–74.4), 60 g; 4 vs 1 61.0% (54.1–67.5), 200 g, seed 11.
//! Level 5 is TURNOOI's own: MCTS with evaluated leaves, 20 000 playouts,
//! about 60–90 ms a move (games/turnooi/src/search.rs says why). With it:
//! 5 vs 1 58-1-41 = 58.5% (48.7–67.7), 100 g; 5 vs 4 32-1-27 in 60 g
//! (seed 7) and 38-0-22 in 60 g (seed 8): 58.8% (49.8–67.2), 120 g;
//! 5 vs uct 23-1-16 in 40 g (seed 7) and 29-0-31 in 60 g (seed 8): 52.5%
//! (42.8–62.0), 100 g, each side about 70–80 ms a move. The alpha-beta level 5 it replaced (1 000 000 nodes, depth 7–8,
//! 0.9–1.8 s a move) had 5 vs 1 60.0% (38.7–78.1), 20 g, and 5 vs uct
//! 5-0-5 in 10 g. Luck dominates: an oracle that sees every hidden face
//! (games/turnooi/tests/turnooi/oracle.rs) scores only 80.5% (74.5–85.4), 200 g, against
//! level 1, because in 39 of its 100 setups the same seat won both games,
//! whoever played it; and against uct given 1 s a move, 72.7% (51.8–86.8),
//! 22 g: 16-0-6, with level 4's search. So the 90% against level 1
//! and 75% against uct are out of reach by skill. Level 2 is not
//! measurably above level 1; level 5 is just short of measurably above
//! level 4.

use super::alphabeta::{self, AlphaBeta};
use super::mcts::{self, Mcts};
use super::pimc::Pimc;
use super::uct::Uct;
use attic_core::prelude::*;
use attic_core::{Rng, SearchJob, Turn};

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
        method: "alpha-beta",
        max_nodes: 600,
        max_ms: 300,
        about: "casual: looks a move or two ahead (600 positions)",
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
pub const BASELINE: u8 = attic_core::registry::UCT;

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
