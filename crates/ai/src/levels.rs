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
//! TURNOOI (2026-11-28, duplicate pairs: both games of a pair on one
//! dealt world, seats swapped; `attic arena turnooi --a X --b Y --games
//! 200 --seed 28`, with `--ms 50` where level 5 or uct plays: both sides
//! at most 50 ms a move instead of level 5's 3 s; score of A with its 95%
//! Wilson interval over the pairs, then over the games). Levels 1, 3 and
//! 4 are the generic ones above; 2 and 5 are TURNOOI's tree search with
//! exploration 0.05, level 2 with 1 000 playouts, level 5 stopped by the
//! clock (games/turnooi/src/search.rs says why):
//!
//! | match | games | W-D-L | score | over pairs | over games |
//! |---|---|---|---|---|---|
//! | 2 vs 1 | 200 | 115-0-85 | 57.5% | 53.0–61.9 | 50.6–64.1 |
//! | 3 vs 2 | 200 | 100-0-100 | 50.0% | 46.1–53.9 | 43.1–56.9 |
//! | 4 vs 3 | 56 (stopped for time) | 26-1-29 | 47.3% | 38.0–56.8 | 34.8–60.1 |
//! | 5 vs 4, 50 ms | 200 | 90-1-109 | 45.2% | 41.3–49.2 | 38.5–52.2 |
//! | 5 vs 1, 50 ms | 200 | 115-3-82 | 58.2% | 53.6–62.8 | 51.3–64.9 |
//! | 5 vs uct, 50 ms | 200 | 116-0-84 | 58.0% | 52.8–63.0 | 51.1–64.6 |
//!
//! So of issue 28's targets only "5 vs uct above 52%" (the lower bound)
//! and "2 vs 1 at least 55%" hold; 5 vs 1 is 58.2%, not 65%, and at 50 ms
//! level 5 loses to level 4's alpha-beta (20 000 nodes, cut to 50 ms
//! too). The 40-game runs at the levels' own times (3 s a move for level
//! 5: about two hours for 40 games) were not made. The all-seeing oracle
//! (games/turnooi/tests/turnooi/oracle.rs, `ORACLE=5 MS=50`, seeds 28 and
//! 29, 100 games) scores 78.5% (70.9–84.5) against level 1 on the same
//! deals where level 5 on public information scores 62.5% (56.0–68.5): a
//! gap of 16.0 points a pair (8.8–23.2). docs/measure.md has the tuning
//! runs. Before, on 2026-11-27 (games not paired by deal): 2 vs 1 51.7%,
//! 3 vs 2 58.5%, 4 vs 3 63.3% (60 g), level 5 (20 000 playouts,
//! exploration 1.0) 5 vs 1 58.5%, 5 vs 4 58.8%, 5 vs uct 52.5%.

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
