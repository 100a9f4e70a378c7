//! Monte Carlo tree search (UCT) for any number of seats (up to
//! [`MAX_SEATS`]), on the tree it shares with the plain-UCT baseline
//! (`tree.rs`: per-seat rewards, chance nodes sampled by their
//! weights). What is its own is the game knowledge: playouts use
//! `Knowledge::playout_choice`, and can be cut after a few plies and scored by
//! `Knowledge::evaluate` when the game has one.

use super::tree::{play_on, Shape, Tree};
pub use super::tree::{rewards, MAX_SEATS};
use attic_core::prelude::*;
use attic_core::{Rng, SearchJob, Turn};

/// Settings of one MCTS search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Config {
    /// Playout budget.
    pub max_playouts: u64,
    /// Exploration constant of UCT (rewards lie in [0, 1]).
    pub exploration: f32,
    /// Stop a playout after this many plies and score it with `evaluate`
    /// (None: play to the end; also used when the game has no evaluation).
    pub cut_after: Option<u32>,
    /// Longest playout when playing to the end; a capped playout is scored
    /// as a cut one (by `evaluate`, a draw for a game without one).
    pub max_playout_plies: u32,
}

/// An MCTS search, runnable in playout batches ([`SearchJob::step`]).
pub struct Mcts<G: Game> {
    tree: Tree<G>,
    cfg: Config,
}

impl<G: Game> Mcts<G> {
    /// A search from `root` (which should be the mover's view), seeded.
    pub fn new(root: G, cfg: Config, seed: u64) -> Mcts<G> {
        let shape = Shape {
            exploration: cfg.exploration,
            // Unvisited moves in `legal_moves` order, and no cap on the
            // tree: the playout budget bounds it.
            shuffle: false,
            max_nodes: usize::MAX,
            root_exploration: None,
        };
        Mcts {
            tree: Tree::new(root, shape, seed),
            cfg,
        }
    }

    /// Stop growing the tree (but the root) once it holds `max_nodes`
    /// nodes, for a search stopped by the clock rather than by its playout
    /// budget: its memory stays bounded however long it runs.
    pub fn cap_tree(mut self, max_nodes: usize) -> Mcts<G> {
        self.tree.cap(max_nodes);
        self
    }

    /// Explore the root's moves with UCB1's constant `c` instead of
    /// [`Config::exploration`], which stays the rule below the root: every
    /// root move keeps being tried, so that one whose first playouts were
    /// unlucky (a battle's faces drawn against it) is not left behind for
    /// good, while the tree below stays narrow and deep. For a search with
    /// many playouts and a small exploration.
    pub fn root_exploration(mut self, c: f32) -> Mcts<G> {
        self.tree.explore_root(c);
        self
    }

    /// The root moves with their visit counts and mean rewards, in
    /// `legal_moves` order (empty before the first playout).
    pub fn root_stats(&self) -> Vec<(G::Move, u32, f32)> {
        self.tree.root_stats()
    }
}

/// Play on from `g` by `playout_choice`, cut after `cfg.cut_after` plies
/// when the game has an evaluation; a reward in [0, 1] per seat.
fn playout<G: Game>(
    g: &mut G,
    moves: &mut Vec<G::Move>,
    rng: &mut Rng,
    cfg: &Config,
) -> [f32; MAX_SEATS] {
    let cut = if g.evaluate(0).is_some() {
        cfg.cut_after
    } else {
        None
    };
    let cap = cut.unwrap_or(cfg.max_playout_plies);
    play_on(g, moves, rng, cap, |g, legal, rng| {
        g.playout_choice(legal, rng)
    });
    rewards(g)
}

impl<G: Game> SearchJob for Mcts<G> {
    fn step(&mut self, nodes: u32) -> bool {
        if self.tree.root().turn() == Turn::Over {
            return true;
        }
        let cfg = self.cfg;
        let mut left = nodes.max(1) as u64;
        while left > 0 && self.tree.playouts() < cfg.max_playouts {
            self.tree
                .iterate(|g, moves, rng| playout(g, moves, rng, &cfg));
            left -= 1;
            // A single legal move needs no search.
            if self.tree.root_moves() <= 1 {
                return true;
            }
        }
        self.tree.playouts() >= cfg.max_playouts
    }

    fn best(&self) -> Option<String> {
        self.tree.best()
    }

    fn nodes(&self) -> u64 {
        self.tree.playouts()
    }

    fn outlook(&self) -> Option<f32> {
        self.tree.outlook()
    }

    fn summary(&self) -> String {
        self.tree.summary("MCTS")
    }
}
