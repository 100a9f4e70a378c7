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

use super::mcts::{rewards, MAX_SEATS};
use attic_core::{Game, Rng, SearchJob, Turn};

/// UCB1's exploration constant (rewards lie in [0, 1]).
pub const EXPLORATION: f32 = std::f32::consts::SQRT_2;
/// Longest playout; one that reaches it counts as a draw.
pub const MAX_PLAYOUT_PLIES: u32 = 10_000;
/// Most tree nodes (about 100 MB at the largest moves).
pub const MAX_TREE: usize = 2_000_000;

/// Marks the root and nodes reached by a chance move.
const CHANCE: u8 = u8::MAX;

struct Node<M> {
    mv: Option<M>,
    /// Seat that chose `mv` (CHANCE when chance did).
    chooser: u8,
    first_child: u32,
    n_children: u32,
    expanded: bool,
    visits: u32,
    /// Sum of the chooser's rewards.
    reward: f32,
    /// Chance weight of `mv`.
    weight: f32,
}

/// A plain UCT search, runnable in playout batches ([`SearchJob::step`]).
pub struct Uct<G: Game> {
    root: G,
    rng: Rng,
    nodes: Vec<Node<G::Move>>,
    playouts: u64,
    moves: Vec<G::Move>,
    path: Vec<u32>,
}

impl<G: Game> Uct<G> {
    /// A search from `root` (which should be the mover's view), seeded.
    pub fn new(root: G, seed: u64) -> Uct<G> {
        Uct {
            root,
            rng: Rng::new(seed),
            nodes: vec![Node {
                mv: None,
                chooser: CHANCE,
                first_child: 0,
                n_children: 0,
                expanded: false,
                visits: 0,
                reward: 0.0,
                weight: 1.0,
            }],
            playouts: 0,
            moves: Vec::new(),
            path: Vec::new(),
        }
    }

    /// The most visited root move (ties: the better mean, then the first).
    fn best_child(&self) -> Option<u32> {
        let r = &self.nodes[0];
        let mut best: Option<u32> = None;
        for c in r.first_child..r.first_child + r.n_children {
            let n = &self.nodes[c as usize];
            let better = match best {
                None => true,
                Some(b) => {
                    let m = &self.nodes[b as usize];
                    n.visits > m.visits
                        || (n.visits == m.visits
                            && n.reward * (m.visits.max(1) as f32)
                                > m.reward * (n.visits.max(1) as f32))
                }
            };
            if better {
                best = Some(c);
            }
        }
        best
    }

    fn expand(&mut self, idx: u32, g: &G) {
        self.moves.clear();
        g.legal_moves(&mut self.moves);
        // Random order: the first unvisited child is then a random one.
        for i in (1..self.moves.len()).rev() {
            let j = self.rng.below(i + 1);
            self.moves.swap(i, j);
        }
        let (chooser, weights) = match g.turn() {
            Turn::Seat(s) => (s, None),
            _ => (
                CHANCE,
                Some(super::float_weights(&g.chance_weights(&self.moves))),
            ),
        };
        let first = self.nodes.len() as u32;
        for (i, m) in self.moves.iter().enumerate() {
            let weight = weights
                .as_ref()
                .and_then(|w| w.get(i))
                .copied()
                .unwrap_or(1.0) as f32;
            self.nodes.push(Node {
                mv: Some(m.clone()),
                chooser,
                first_child: 0,
                n_children: 0,
                expanded: false,
                visits: 0,
                reward: 0.0,
                weight: weight.max(0.0),
            });
        }
        let n = &mut self.nodes[idx as usize];
        n.first_child = first;
        n.n_children = self.moves.len() as u32;
        n.expanded = true;
    }

    /// UCB1 among the children of `idx` (an unvisited one first).
    fn select(&self, idx: u32) -> u32 {
        let p = &self.nodes[idx as usize];
        let ln_n = (p.visits.max(1) as f32).ln();
        let mut best = p.first_child;
        let mut best_v = f32::NEG_INFINITY;
        for c in p.first_child..p.first_child + p.n_children {
            let n = &self.nodes[c as usize];
            if n.visits == 0 {
                return c;
            }
            let v = n.reward / n.visits as f32 + EXPLORATION * (ln_n / n.visits as f32).sqrt();
            if v > best_v {
                best_v = v;
                best = c;
            }
        }
        best
    }

    /// A chance child drawn by weight.
    fn sample(&mut self, idx: u32) -> u32 {
        let p = &self.nodes[idx as usize];
        let (first, n) = (p.first_child, p.n_children);
        let total: f32 = (first..first + n)
            .map(|c| self.nodes[c as usize].weight)
            .sum();
        let mut x = self.rng.unit() as f32 * total;
        for c in first..first + n {
            let w = self.nodes[c as usize].weight;
            if x < w {
                return c;
            }
            x -= w;
        }
        first + n - 1
    }

    /// One selection, expansion, playout and backup.
    fn iterate(&mut self) {
        let mut g = self.root.clone();
        let mut idx = 0u32;
        self.path.clear();
        self.path.push(0);
        loop {
            if g.turn() == Turn::Over {
                break;
            }
            if !self.nodes[idx as usize].expanded {
                if self.nodes.len() >= MAX_TREE && idx != 0 {
                    break;
                }
                self.expand(idx, &g);
            }
            if self.nodes[idx as usize].n_children == 0 {
                break;
            }
            let c = match g.turn() {
                Turn::Seat(_) => self.select(idx),
                _ => self.sample(idx),
            };
            if let Some(m) = &self.nodes[c as usize].mv {
                g.play_fast(m);
            }
            idx = c;
            self.path.push(c);
            if self.nodes[c as usize].visits == 0 {
                break;
            }
        }
        let r = self.playout(&mut g);
        for &p in &self.path {
            let n = &mut self.nodes[p as usize];
            n.visits += 1;
            if n.chooser != CHANCE {
                n.reward += r[n.chooser as usize % MAX_SEATS];
            }
        }
        self.playouts += 1;
    }

    /// Uniformly random moves (chance by weight) to the end; a reward per seat.
    fn playout(&mut self, g: &mut G) -> [f32; MAX_SEATS] {
        let mut plies = 0;
        while g.turn() != Turn::Over {
            if plies >= MAX_PLAYOUT_PLIES {
                return [0.5; MAX_SEATS];
            }
            self.moves.clear();
            g.legal_moves(&mut self.moves);
            if self.moves.is_empty() {
                break;
            }
            let i = match g.turn() {
                Turn::Chance => {
                    let w = g.chance_weights(&self.moves);
                    self.rng.weighted(&w).unwrap_or(0)
                }
                _ => self.rng.below(self.moves.len()),
            };
            g.play_fast(&self.moves[i.min(self.moves.len() - 1)]);
            plies += 1;
        }
        if g.turn() != Turn::Over {
            // No legal move but not over: nothing to score, call it a draw.
            return [0.5; MAX_SEATS];
        }
        rewards(g)
    }
}

impl<G: Game> SearchJob for Uct<G> {
    /// Runs `nodes` playouts; finished only when there is nothing to
    /// choose (the game is over or one move is legal): otherwise the
    /// caller's clock ends the search.
    fn step(&mut self, nodes: u32) -> bool {
        if !matches!(self.root.turn(), Turn::Seat(_)) {
            return true;
        }
        for _ in 0..nodes.max(1) {
            self.iterate();
            if self.nodes[0].n_children <= 1 {
                return true;
            }
        }
        false
    }

    fn best(&self) -> Option<String> {
        if let Some(c) = self.best_child() {
            return self.nodes[c as usize]
                .mv
                .as_ref()
                .map(|m| self.root.format_move(m));
        }
        let mut v = Vec::new();
        self.root.legal_moves(&mut v);
        v.first().map(|m| self.root.format_move(m))
    }

    fn nodes(&self) -> u64 {
        self.playouts
    }

    fn outlook(&self) -> Option<f32> {
        let n = &self.nodes[self.best_child()? as usize];
        (n.visits > 0).then(|| (n.reward / n.visits as f32).clamp(0.0, 1.0))
    }

    fn summary(&self) -> String {
        let mv = self.best().unwrap_or_else(|| "-".into());
        match self.best_child() {
            Some(c) => {
                let n = &self.nodes[c as usize];
                format!(
                    "plain UCT {} playouts: {mv} ({} visits, score {:.2})",
                    self.playouts,
                    n.visits,
                    n.reward / n.visits.max(1) as f32
                )
            }
            None => format!("plain UCT {} playouts: {mv}", self.playouts),
        }
    }
}
