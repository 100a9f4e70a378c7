//! The fixed baseline the levels are measured against: plain UCT.
//!
//! UCB1 with exploration constant √2 on rewards in [0, 1] (win 1, draw
//! ½, loss 0; partners share their team's result): a child's value is
//! `mean + √2 · sqrt(ln N / n)`. Each playout expands one node (all its
//! children, in a random order, so unvisited moves are tried in a random
//! order too), then plays uniformly random legal moves to the end; chance
//! moves follow the rules' weights. It uses no game knowledge at all: not
//! `evaluate`, `playout_choice` nor `own_search`. It sees only the view of
//! the seat to move (the caller's job, as for the levels). The answer is the
//! most visited root move.
//!
//! It has no playout budget: the caller stops it by the clock (the arena
//! gives it the same time as the other side, see `attic --help`). So that a
//! long search cannot exhaust memory, the tree stops growing at
//! [`MAX_TREE`] nodes; playouts then start from the leaves reached.
//!
//! Its tree is the levels' MCTS tree (`tree.rs`); only these settings
//! and the playouts are its own.

use super::tree::{play_on, rewards, Shape, Tree, MAX_SEATS};
use attic_core::prelude::*;
use attic_core::{Rng, SearchJob, Turn};

/// UCB1's exploration constant (rewards lie in [0, 1]).
pub const EXPLORATION: f32 = std::f32::consts::SQRT_2;
/// Longest playout; one that reaches it counts as a draw.
pub const MAX_PLAYOUT_PLIES: u32 = 10_000;
/// Most tree nodes (about 100 MB at the largest moves).
pub const MAX_TREE: usize = 2_000_000;

/// A plain UCT search, runnable in playout batches ([`SearchJob::step`]).
pub struct Uct<G: Game> {
    tree: Tree<G>,
}

impl<G: Game> Uct<G> {
    /// A search from `root` (which should be the mover's view), seeded.
    pub fn new(root: G, seed: u64) -> Uct<G> {
        let shape = Shape {
            exploration: EXPLORATION,
            shuffle: true,
            max_nodes: MAX_TREE,
            root_exploration: None,
        };
        Uct {
            tree: Tree::new(root, shape, seed),
        }
    }
}

/// Uniformly random moves (chance by weight) to the end; a reward per seat.
/// Not `playout_choice`, which may hold game knowledge; a playout capped
/// or stuck before the end is a draw, not an evaluation.
fn playout<G: Game>(g: &mut G, moves: &mut Vec<G::Move>, rng: &mut Rng) -> [f32; MAX_SEATS] {
    play_on(g, moves, rng, MAX_PLAYOUT_PLIES, |_, legal, rng| {
        rng.below(legal.len())
    });
    if g.turn() != Turn::Over {
        return [0.5; MAX_SEATS];
    }
    rewards(g)
}

impl<G: Game> SearchJob for Uct<G> {
    /// Runs `nodes` playouts; finished only when there is nothing to
    /// choose (the game is over or one move is legal): otherwise the
    /// caller's clock ends the search.
    fn step(&mut self, nodes: u32) -> bool {
        if !matches!(self.tree.root().turn(), Turn::Seat(_)) {
            return true;
        }
        for _ in 0..nodes.max(1) {
            self.tree.iterate(playout);
            if self.tree.root_moves() <= 1 {
                return true;
            }
        }
        false
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
        self.tree.summary("plain UCT")
    }
}
