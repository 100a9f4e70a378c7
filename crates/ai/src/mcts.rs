//! Monte Carlo tree search (UCT) for any number of seats (up to
//! [`MAX_SEATS`]). Each playout gives every seat a reward (win 1, draw 0.5,
//! loss 0; partners share their team's result); a node keeps the reward of
//! the seat that chose the move into it. Chance nodes are sampled by their
//! weights. Playouts use `Game::playout_choice`, and can be cut after a few
//! plies and scored by `Game::evaluate` when the game has one.

use attic_core::{Game, Rng, SearchJob, Seat, Turn};

/// Most seats a game may have for this search.
pub const MAX_SEATS: usize = 6;

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
    /// Longest playout when playing to the end; a capped playout is a draw.
    pub max_playout_plies: u32,
}

/// Marks a node whose parent is a chance node.
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

/// An MCTS search, runnable in playout batches ([`SearchJob::step`]).
pub struct Mcts<G: Game> {
    root: G,
    cfg: Config,
    rng: Rng,
    nodes: Vec<Node<G::Move>>,
    playouts: u64,
    moves: Vec<G::Move>,
    path: Vec<u32>,
}

impl<G: Game> Mcts<G> {
    /// A search from `root` (which should be the mover's view), seeded.
    pub fn new(root: G, cfg: Config, seed: u64) -> Mcts<G> {
        let root_node = Node {
            mv: None,
            chooser: CHANCE,
            first_child: 0,
            n_children: 0,
            expanded: false,
            visits: 0,
            reward: 0.0,
            weight: 1.0,
        };
        Mcts {
            root,
            cfg,
            rng: Rng::new(seed),
            nodes: vec![root_node],
            playouts: 0,
            moves: Vec::new(),
            path: Vec::new(),
        }
    }

    /// The root moves with their visit counts and mean rewards, in
    /// `legal_moves` order (empty before the first playout).
    pub fn root_stats(&self) -> Vec<(G::Move, u32, f32)> {
        let r = &self.nodes[0];
        (r.first_child..r.first_child + r.n_children)
            .filter_map(|c| {
                let n = &self.nodes[c as usize];
                let mean = if n.visits > 0 {
                    n.reward / n.visits as f32
                } else {
                    0.0
                };
                Some((n.mv.clone()?, n.visits, mean))
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

    /// UCT choice among the children of `idx` (unvisited ones first, in order).
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
            let v =
                n.reward / n.visits as f32 + self.cfg.exploration * (ln_n / n.visits as f32).sqrt();
            if v > best_v {
                best_v = v;
                best = c;
            }
        }
        best
    }

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
        let rewards = self.playout(&mut g);
        for &p in &self.path {
            let n = &mut self.nodes[p as usize];
            n.visits += 1;
            if n.chooser != CHANCE {
                n.reward += rewards[n.chooser as usize % MAX_SEATS];
            }
        }
        self.playouts += 1;
    }

    /// Play on from `g`; a reward in [0, 1] per seat.
    fn playout(&mut self, g: &mut G) -> [f32; MAX_SEATS] {
        let cut = if g.evaluate(0).is_some() {
            self.cfg.cut_after
        } else {
            None
        };
        let cap = cut.unwrap_or(self.cfg.max_playout_plies);
        let mut plies = 0;
        while plies < cap && g.turn() != Turn::Over {
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
                _ => g.playout_choice(&self.moves, &mut self.rng),
            };
            let i = i.min(self.moves.len() - 1);
            g.play_fast(&self.moves[i]);
            plies += 1;
        }
        rewards(g)
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

impl<G: Game> SearchJob for Mcts<G> {
    fn step(&mut self, nodes: u32) -> bool {
        if self.root.turn() == Turn::Over {
            return true;
        }
        let mut left = nodes.max(1) as u64;
        while left > 0 && self.playouts < self.cfg.max_playouts {
            self.iterate();
            left -= 1;
            // A single legal move needs no search.
            if self.nodes[0].n_children <= 1 {
                return true;
            }
        }
        self.playouts >= self.cfg.max_playouts
    }

    fn best(&self) -> Option<String> {
        if let Some(c) = self.best_child() {
            return self.nodes[c as usize]
                .mv
                .as_ref()
                .map(|m| self.root.format_move(m));
        }
        // Not searched yet: the first legal move.
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
                let mean = if n.visits > 0 {
                    n.reward / n.visits as f32
                } else {
                    0.0
                };
                format!(
                    "MCTS {} playouts: {mv} ({} visits, score {:.2})",
                    self.playouts, n.visits, mean
                )
            }
            None => format!("MCTS {} playouts: {mv}", self.playouts),
        }
    }
}
