//! The search tree that MCTS ([`super::mcts`]) and the plain-UCT baseline
//! ([`super::uct`]) share: node storage, expansion, selection by UCB1,
//! chance nodes drawn by their weights, the backup of per-seat rewards and
//! the answer (the most visited root move). The two differ only in a few
//! settings ([`Shape`]) and in their playouts, which each passes to
//! [`Tree::iterate`]: so a fix to the tree is a fix to both, and the
//! baseline keeps measuring the levels' own tree without their game
//! knowledge.
//!
//! Every playout gives every seat a reward (win 1, draw 0.5, loss 0;
//! partners share their team's result); a node keeps the sum of the rewards
//! of the seat that chose the move into it.

use attic_core::prelude::*;
use attic_core::{Rng, Seat, Turn};

/// Most seats a game may have for these searches.
pub const MAX_SEATS: usize = 6;

/// Marks the root and the nodes reached by a chance move (their rewards
/// are nobody's, so none is kept).
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
    /// Chance weight of `mv`, for sampling.
    weight: f32,
}

impl<M> Node<M> {
    fn new(mv: Option<M>, chooser: u8, weight: f32) -> Node<M> {
        Node {
            mv,
            chooser,
            first_child: 0,
            n_children: 0,
            expanded: false,
            visits: 0,
            reward: 0.0,
            weight,
        }
    }

    /// The chooser's mean reward (0 before the first visit).
    fn mean(&self) -> f32 {
        if self.visits > 0 {
            self.reward / self.visits as f32
        } else {
            0.0
        }
    }
}

/// How a tree grows and chooses: what the searches set differently.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shape {
    /// UCB1's exploration constant (rewards lie in [0, 1]).
    pub exploration: f32,
    /// Give a new node's children a random order, so that its unvisited
    /// moves are tried in a random order too (else in `legal_moves` order).
    pub shuffle: bool,
    /// Expand no node but the root once the tree holds this many nodes, so
    /// that a search without a playout budget cannot exhaust memory;
    /// playouts then start from the leaves reached.
    pub max_nodes: usize,
    /// UCB1's exploration constant at the root, where it differs from
    /// `exploration` (see [`super::mcts::Mcts::root_exploration`]).
    pub root_exploration: Option<f32>,
}

/// A search tree from one position, grown one playout at a time.
pub(crate) struct Tree<G: Game> {
    root: G,
    shape: Shape,
    rng: Rng,
    nodes: Vec<Node<G::Move>>,
    playouts: u64,
    /// Legal moves, reused by expansion and the playouts (no allocation in
    /// the loop).
    moves: Vec<G::Move>,
    /// The nodes of the current iteration, root first, for the backup.
    path: Vec<u32>,
}

impl<G: Game> Tree<G> {
    /// A tree from `root` (which should be the mover's view), seeded.
    pub fn new(root: G, shape: Shape, seed: u64) -> Tree<G> {
        Tree {
            root,
            shape,
            rng: Rng::new(seed),
            nodes: vec![Node::new(None, CHANCE, 1.0)],
            playouts: 0,
            moves: Vec::new(),
            path: Vec::new(),
        }
    }

    /// Explore the root's moves with UCB1's constant `c` (see
    /// [`Shape::root_exploration`]).
    pub fn explore_root(&mut self, c: f32) {
        self.shape.root_exploration = Some(c);
    }

    /// Expand no node but the root once the tree holds `max_nodes` (see
    /// [`Shape::max_nodes`]).
    pub fn cap(&mut self, max_nodes: usize) {
        self.shape.max_nodes = max_nodes;
    }

    /// The position searched.
    pub fn root(&self) -> &G {
        &self.root
    }

    /// Playouts so far.
    pub fn playouts(&self) -> u64 {
        self.playouts
    }

    /// The number of root moves (0 before the first playout): with one,
    /// there is nothing to search.
    pub fn root_moves(&self) -> u32 {
        self.nodes[0].n_children
    }

    /// The root moves with their visit counts and mean rewards, in the
    /// order of expansion (empty before the first playout).
    pub fn root_stats(&self) -> Vec<(G::Move, u32, f32)> {
        let r = &self.nodes[0];
        (r.first_child..r.first_child + r.n_children)
            .filter_map(|c| {
                let n = &self.nodes[c as usize];
                Some((n.mv.clone()?, n.visits, n.mean()))
            })
            .collect()
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
                    // Means compared without dividing (exact for ties).
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

    /// The answer: the most visited root move, or before any playout the
    /// first legal move.
    pub fn best(&self) -> Option<String> {
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

    /// The mover's mean reward for the answer, in [0, 1].
    pub fn outlook(&self) -> Option<f32> {
        let n = &self.nodes[self.best_child()? as usize];
        (n.visits > 0).then(|| n.mean().clamp(0.0, 1.0))
    }

    /// One line on the search so far, `name` first.
    pub fn summary(&self, name: &str) -> String {
        let mv = self.best().unwrap_or_else(|| "-".into());
        match self.best_child() {
            Some(c) => {
                let n = &self.nodes[c as usize];
                // `fixed`: Rust's float formatting would be 12 KB of every
                // game's wasm chunk (attic_core::decimal).
                format!(
                    "{name} {} playouts: {mv} ({} visits, score {})",
                    self.playouts,
                    n.visits,
                    attic_core::decimal::fixed(n.mean(), 2)
                )
            }
            None => format!("{name} {} playouts: {mv}", self.playouts),
        }
    }

    /// Give node `idx`, at position `g`, its children: one per legal move,
    /// with the rules' weights at a chance node.
    fn expand(&mut self, idx: u32, g: &G) {
        self.moves.clear();
        g.legal_moves(&mut self.moves);
        if self.shape.shuffle {
            for i in (1..self.moves.len()).rev() {
                let j = self.rng.below(i + 1);
                self.moves.swap(i, j);
            }
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
            self.nodes
                .push(Node::new(Some(m.clone()), chooser, weight.max(0.0)));
        }
        let n = &mut self.nodes[idx as usize];
        n.first_child = first;
        n.n_children = self.moves.len() as u32;
        n.expanded = true;
    }

    /// UCB1 among the children of `idx`: an unvisited one first (the first
    /// in order), else the best `mean + c · sqrt(ln N / n)`.
    fn select(&self, idx: u32) -> u32 {
        let p = &self.nodes[idx as usize];
        let ln_n = (p.visits.max(1) as f32).ln();
        let explore = match self.shape.root_exploration {
            Some(c) if idx == 0 => c,
            _ => self.shape.exploration,
        };
        let mut best = p.first_child;
        let mut best_v = f32::NEG_INFINITY;
        for c in p.first_child..p.first_child + p.n_children {
            let n = &self.nodes[c as usize];
            if n.visits == 0 {
                return c;
            }
            let v = n.reward / n.visits as f32 + explore * (ln_n / n.visits as f32).sqrt();
            if v > best_v {
                best_v = v;
                best = c;
            }
        }
        best
    }

    /// A child of chance node `idx`, drawn by weight. Always inlined, as
    /// it was in each search before they shared this tree: left out of line
    /// (LLVM's choice here), MCTS on the random test trees with chance
    /// nodes ran 1.7% more instructions a playout (valgrind's cachegrind).
    #[inline(always)]
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

    /// One selection, expansion, playout and backup. `playout` plays on
    /// from the position reached (with the tree's move buffer and random
    /// numbers) and gives a reward in [0, 1] per seat.
    pub fn iterate(
        &mut self,
        playout: impl FnOnce(&mut G, &mut Vec<G::Move>, &mut Rng) -> [f32; MAX_SEATS],
    ) {
        let mut g = self.root.clone();
        let mut idx = 0u32;
        self.path.clear();
        self.path.push(0);
        loop {
            if g.turn() == Turn::Over {
                break;
            }
            if !self.nodes[idx as usize].expanded {
                if self.nodes.len() >= self.shape.max_nodes && idx != 0 {
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
        let rewards = playout(&mut g, &mut self.moves, &mut self.rng);
        for &p in &self.path {
            let n = &mut self.nodes[p as usize];
            n.visits += 1;
            if n.chooser != CHANCE {
                n.reward += rewards[n.chooser as usize % MAX_SEATS];
            }
        }
        self.playouts += 1;
    }
}

/// Play on from `g` for at most `cap` plies: chance by the rules' weights,
/// the seats by `choose` (an index into the legal moves). Stops at the end
/// or where no move is legal.
pub(crate) fn play_on<G: Game>(
    g: &mut G,
    moves: &mut Vec<G::Move>,
    rng: &mut Rng,
    cap: u32,
    choose: impl Fn(&G, &[G::Move], &mut Rng) -> usize,
) {
    let mut plies = 0;
    while plies < cap && g.turn() != Turn::Over {
        moves.clear();
        g.legal_moves(moves);
        if moves.is_empty() {
            break;
        }
        let i = match g.turn() {
            Turn::Chance => {
                let w = g.chance_weights(moves);
                rng.weighted(&w).unwrap_or(0)
            }
            _ => choose(g, moves, rng),
        };
        g.play_fast(&moves[i.min(moves.len() - 1)]);
        plies += 1;
    }
}

/// Rewards of a finished or cut playout: the outcome's reward per seat if
/// over (see [`attic_core::Outcome::reward`]), else the evaluation mapped
/// to [0, 1], else 0.5 for every seat.
pub fn rewards<G: Game>(g: &G) -> [f32; MAX_SEATS] {
    let seats = (g.seats() as usize).min(MAX_SEATS);
    let mut r = [0.5; MAX_SEATS];
    if g.turn() == Turn::Over {
        if let Some(o) = g.outcome() {
            let team = |s: Seat| g.team(s);
            for (s, x) in r.iter_mut().enumerate().take(seats) {
                *x = o.reward(s as Seat, g.seats(), &team);
            }
        }
        return r;
    }
    for (s, x) in r.iter_mut().enumerate().take(seats) {
        if let Some(e) = g.evaluate(s as Seat) {
            *x = (e.clamp(-1.0, 1.0) + 1.0) / 2.0;
        }
    }
    r
}
