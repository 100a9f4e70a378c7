//! Alpha-beta in negamax form with iterative deepening, for two-seat games
//! (or two teams) with an `evaluate`. Chance nodes are expectimax over
//! `chance_weights`, searched with a full window.
//!
//! Move ordering: the best move of the previous iteration first (from the
//! transposition table), then the history heuristic. The table is keyed by
//! the path from the root, not by the state: the `Game` trait has no state
//! hash, and path keys also let an iteration cut short by a step's node
//! budget resume where it stopped (finished subtrees are table hits).
//!
//! The sign is taken from whose turn it is (a side may move twice running).

use super::{child_key, hash_of, leaf_value, mover_or, WIN};
use crate::table::{Entry, Table, EXACT};
use attic_core::prelude::*;
use attic_core::{Rng, SearchJob, Seat, Turn};

/// Settings of one alpha-beta search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// Node budget of the whole search.
    pub max_nodes: u64,
    /// Deepest iteration (plies).
    pub max_depth: u32,
    /// Use the transposition table (off only to test that it changes nothing).
    pub use_tt: bool,
    /// Fewest nodes a step runs, however few it is asked for: a resumed
    /// iteration first walks back down through table hits (about depth ×
    /// branching nodes), and the batch must leave room for progress.
    pub min_batch: u32,
}

const HISTORY: usize = 1024;

/// An alpha-beta search, runnable in node batches ([`SearchJob::step`]).
pub struct AlphaBeta<G: Game> {
    root: G,
    seat: Seat,
    cfg: Config,
    root_moves: Vec<G::Move>,
    /// Root move indexes, best first.
    order: Vec<usize>,
    tt: Table,
    history: Vec<u32>,
    /// Move buffers per ply, reused to avoid allocating at each node.
    bufs: Vec<Vec<G::Move>>,
    nodes: u64,
    /// The current step's node limit (absolute count).
    limit: u64,
    aborted: bool,
    /// Set when some leaf was cut by depth (not by the game's end).
    horizon: bool,
    depth: u32,
    done: bool,
    /// Last finished iteration: depth, best root index, value.
    finished: Option<(u32, usize, f32)>,
    /// Best root move of the iteration under way, once one root move is searched.
    partial: Option<usize>,
}

impl<G: Game> AlphaBeta<G> {
    /// A search from `root` (which should be the mover's view) for the seat to move.
    pub fn new(root: G, cfg: Config) -> AlphaBeta<G> {
        let seat = match root.turn() {
            Turn::Seat(s) => s,
            _ => 0,
        };
        let mut root_moves = Vec::new();
        root.legal_moves(&mut root_moves);
        // A table about twice the node budget, within 2^10..2^19 entries
        // (16 bytes each: at most 8 MiB, which the browser can spare).
        let size = cfg
            .max_nodes
            .saturating_mul(2)
            .clamp(1 << 10, 1 << 19)
            .next_power_of_two() as usize;
        let done = root_moves.len() <= 1 || matches!(root.turn(), Turn::Over | Turn::Chance);
        AlphaBeta {
            order: (0..root_moves.len()).collect(),
            root_moves,
            seat,
            cfg,
            tt: Table::new(if cfg.use_tt { size } else { 0 }),
            history: vec![0; HISTORY],
            bufs: Vec::new(),
            nodes: 0,
            limit: u64::MAX,
            aborted: false,
            horizon: false,
            depth: 1,
            done,
            finished: None,
            partial: None,
            root,
        }
    }

    /// Shuffle the root moves' first search order with a seed, so that
    /// among equally good moves the seed picks one (the first found is kept).
    pub fn shuffle_root(&mut self, seed: u64) {
        let mut rng = Rng::new(seed);
        for i in (1..self.order.len()).rev() {
            let j = rng.below(i + 1);
            self.order.swap(i, j);
        }
    }

    /// Search exactly `depth` plies in one go, ignoring the node budget;
    /// returns the root value for the seat to move (used by tests).
    pub fn value_at_depth(&mut self, depth: u32) -> f32 {
        if depth == 0 {
            return leaf_value(&self.root, self.seat, 0);
        }
        self.limit = u64::MAX;
        let saved = self.cfg.max_nodes;
        self.cfg.max_nodes = u64::MAX;
        let v = match self.root.turn() {
            Turn::Seat(_) if !self.root_moves.is_empty() => self.iteration(depth).map(|(_, v)| v),
            _ => None,
        };
        self.cfg.max_nodes = saved;
        let root = self.root.clone();
        v.unwrap_or_else(|| {
            self.ab(
                &root,
                depth,
                0,
                f32::NEG_INFINITY,
                f32::INFINITY,
                self.seat,
                0,
            )
        })
    }

    /// Depth and value (for the seat to move) of the last finished iteration.
    pub fn result(&self) -> Option<(u32, f32)> {
        self.finished.map(|(d, _, v)| (d, v))
    }

    /// Index (in `legal_moves` order) of the best root move so far.
    pub fn best_index(&self) -> Option<usize> {
        if self.root_moves.is_empty() {
            return None;
        }
        Some(self.partial.or(self.finished.map(|f| f.1)).unwrap_or(0))
    }

    /// One root iteration at `depth`; None if the node limit cut it short.
    fn iteration(&mut self, depth: u32) -> Option<(usize, f32)> {
        self.aborted = false;
        self.horizon = false;
        self.partial = None;
        let mut alpha = f32::NEG_INFINITY;
        let mut best = None;
        let order = self.order.clone();
        for &i in &order {
            let mut c = self.root.clone();
            c.play_fast(&self.root_moves[i]);
            let key = child_key(0, i, hash_of(&self.root_moves[i]));
            let v = self.ab(&c, depth - 1, 1, alpha, f32::INFINITY, self.seat, key);
            if self.aborted {
                return None;
            }
            if best.is_none() || v > alpha {
                alpha = v;
                best = Some(i);
                self.partial = Some(i);
            }
        }
        let b = best?;
        // The best move leads the next iteration; the rest keep their order.
        self.order.retain(|&x| x != b);
        self.order.insert(0, b);
        Some((b, alpha))
    }

    /// Fail-soft alpha-beta: the value of `g` for `persp` within (alpha, beta).
    #[allow(clippy::too_many_arguments)]
    fn ab(
        &mut self,
        g: &G,
        depth: u32,
        ply: u32,
        alpha: f32,
        beta: f32,
        persp: Seat,
        key: u64,
    ) -> f32 {
        self.nodes += 1;
        if self.nodes >= self.limit || self.nodes >= self.cfg.max_nodes {
            self.aborted = true;
            return 0.0;
        }
        let turn = g.turn();
        if turn == Turn::Over {
            return leaf_value(g, persp, ply);
        }
        if depth == 0 {
            self.horizon = true;
            return leaf_value(g, persp, ply);
        }
        let me = mover_or(g, persp);
        if g.team(me) != g.team(persp) {
            self.nodes -= 1; // the same node, seen from the other side
            return -self.ab(g, depth, ply, -beta, -alpha, me, key);
        }
        let mut alpha = alpha;
        let mut tt_best = None;
        if let Some(e) = self.tt.probe(key) {
            tt_best = Some(e.best as usize);
            if let Some(v) = e.cut(depth, alpha, beta) {
                return v;
            }
        }
        let mut moves = self
            .bufs
            .get_mut(ply as usize)
            .map(std::mem::take)
            .unwrap_or_default();
        g.legal_moves(&mut moves);
        if moves.is_empty() {
            self.give_back(ply, moves);
            return leaf_value(g, persp, ply);
        }
        if turn == Turn::Chance {
            let v = self.chance(g, &moves, depth, ply, persp, key);
            self.give_back(ply, moves);
            return v;
        }
        // Order: table move, then by history score (stable, so ties keep
        // the game's order and the search stays deterministic).
        let mut order: Vec<(u32, usize)> = moves
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let h = if Some(i) == tt_best {
                    u32::MAX
                } else {
                    self.history[hash_of(m) as usize % HISTORY]
                };
                (h, i)
            })
            .collect();
        best_first(&mut order);
        let alpha0 = alpha;
        let mut best = f32::NEG_INFINITY;
        let mut best_i = order[0].1;
        for &(_, i) in &order {
            let mut c = g.clone();
            c.play_fast(&moves[i]);
            let mh = hash_of(&moves[i]);
            let v = self.ab(
                &c,
                depth - 1,
                ply + 1,
                alpha,
                beta,
                persp,
                child_key(key, i, mh),
            );
            if self.aborted {
                self.give_back(ply, moves);
                return 0.0;
            }
            if v > best {
                best = v;
                best_i = i;
            }
            if v > alpha {
                alpha = v;
            }
            if alpha >= beta {
                let h = &mut self.history[mh as usize % HISTORY];
                *h = h.saturating_add(depth * depth);
                break;
            }
        }
        self.give_back(ply, moves);
        self.tt
            .store(key, Entry::of(key, best, alpha0, beta, depth, best_i));
        best
    }

    /// Expectimax at a chance node: every outcome with a full window, in the
    /// same order and arithmetic as the reference negamax.
    fn chance(
        &mut self,
        g: &G,
        moves: &[G::Move],
        depth: u32,
        ply: u32,
        persp: Seat,
        key: u64,
    ) -> f32 {
        if let Some(e) = self.tt.probe(key) {
            if e.bound == EXACT && e.depth as u32 >= depth {
                return e.value;
            }
        }
        let w = super::float_weights(&g.chance_weights(moves));
        let total: f64 = w.iter().sum();
        let mut sum = 0.0f64;
        for (i, (m, wi)) in moves.iter().zip(&w).enumerate() {
            let mut c = g.clone();
            c.play_fast(m);
            let ck = child_key(key, i, hash_of(m));
            let v = self.ab(
                &c,
                depth - 1,
                ply + 1,
                f32::NEG_INFINITY,
                f32::INFINITY,
                persp,
                ck,
            );
            if self.aborted {
                return 0.0;
            }
            sum += wi * v as f64;
        }
        let v = if total > 0.0 {
            (sum / total) as f32
        } else {
            0.0
        };
        self.tt.store(
            key,
            Entry {
                key,
                value: v,
                depth: depth.min(255) as u8,
                bound: EXACT,
                best: 0,
            },
        );
        v
    }

    fn give_back(&mut self, ply: u32, mut moves: Vec<G::Move>) {
        moves.clear();
        let p = ply as usize;
        if self.bufs.len() <= p {
            self.bufs.resize_with(p + 1, Vec::new);
        }
        self.bufs[p] = moves;
    }
}

impl<G: Game> SearchJob for AlphaBeta<G> {
    fn step(&mut self, nodes: u32) -> bool {
        // Without a table a cut-short iteration cannot resume, so then only
        // the whole budget stops it.
        self.limit = if self.cfg.use_tt {
            self.nodes
                .saturating_add(nodes.max(self.cfg.min_batch) as u64)
        } else {
            u64::MAX
        };
        while !self.done {
            if self.nodes >= self.cfg.max_nodes {
                self.done = true;
                break;
            }
            match self.iteration(self.depth) {
                None if self.nodes >= self.cfg.max_nodes => self.done = true,
                None => return false,
                Some((b, v)) => {
                    self.finished = Some((self.depth, b, v));
                    self.partial = None;
                    // Stop when the result is proven or nothing lies deeper.
                    if v.abs() >= WIN - 1.0 || !self.horizon || self.depth >= self.cfg.max_depth {
                        self.done = true;
                    }
                    self.depth += 1;
                }
            }
        }
        true
    }

    fn best(&self) -> Option<String> {
        let i = self.best_index()?;
        self.root_moves.get(i).map(|m| self.root.format_move(m))
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }

    /// From the last finished iteration: a proven result as 1 or 0 (or
    /// 1/2 for a proven draw), else the evaluation's [-1, 1] mapped to
    /// [0, 1].
    fn outlook(&self) -> Option<f32> {
        let (_, _, v) = self.finished?;
        Some(if v.abs() > 1.5 {
            // A proven result is worth about WIN; a draw between two sides 0.
            (v.signum() + 1.0) / 2.0
        } else {
            ((v + 1.0) / 2.0).clamp(0.0, 1.0)
        })
    }

    fn summary(&self) -> String {
        let mv = self.best().unwrap_or_else(|| "-".into());
        match self.finished {
            Some((d, _, v)) => {
                format!(
                    "alpha-beta depth {d}, {} nodes: {mv} ({}{})",
                    self.nodes,
                    if v >= 0.0 { "+" } else { "" },
                    attic_core::decimal::fixed(v, 3)
                )
            }
            None => format!("alpha-beta, {} nodes: {mv}", self.nodes),
        }
    }
}

/// Sort `(score, index)` pairs best first. A plain function, so that the
/// standard sort is compiled once for every game's search, not once per
/// game (about 5 KB of wasm each).
fn best_first(order: &mut [(u32, usize)]) {
    order.sort_by_key(|o| std::cmp::Reverse(o.0));
}
