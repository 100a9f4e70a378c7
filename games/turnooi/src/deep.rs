//! An expectimax alpha-beta for TURNOOI on public information: a battle's
//! faces are a chance node that costs no depth (so no battle is ever
//! judged half done at the horizon) and is searched with Star1 bounds; the
//! table is keyed by the position, so quiet moves that commute are
//! searched once; iterative deepening runs until the caller's clock stops
//! it, or until the result is proven (few tiles left: the search reaches
//! every end).
//!
//! Values are for the side to move, in [-1, 1]: the evaluation's win
//! probability (strictly inside), a finished game ±1 or 0. Those bounds
//! are what Star1 needs.

use super::eval::evaluate;
use super::rules::{Mv, Turnooi};
use attic_ai::table::{Entry, Table};
use attic_core::hash::hash_of;
use attic_core::prelude::*;
use attic_core::{Rng, SearchJob};

/// The least and the most a position is worth.
const LOW: f32 = -1.0;
const HIGH: f32 = 1.0;

/// Table entries (16 bytes each: 8 MiB).
const TABLE: usize = 1 << 19;

/// Deepest iteration.
const MAX_DEPTH: u32 = 60;

/// The search, runnable in node batches ([`SearchJob::step`]).
pub struct Deep {
    root: Turnooi,
    moves: Vec<Mv>,
    /// Root move indexes, best first.
    order: Vec<usize>,
    tt: Table,
    history: Vec<u32>,
    nodes: u64,
    /// This step's node limit (absolute).
    limit: u64,
    max_nodes: u64,
    aborted: bool,
    /// Some leaf was cut by depth (not by the end of the game).
    horizon: bool,
    depth: u32,
    done: bool,
    /// Last finished iteration: depth, best root index, value.
    finished: Option<(u32, usize, f32)>,
    /// Best root move of the iteration under way.
    partial: Option<usize>,
}

/// The value of a finished game for the side to move (±1, 0 a draw).
fn end_value(g: &Turnooi) -> f32 {
    let [s, n] = g.scores();
    let mine = if g.to_move == super::rules::SOUTH {
        s - n
    } else {
        n - s
    };
    mine.signum() as f32
}

/// The table's key: the position (the struct's hash, which holds no
/// path), never the moves that led to it.
fn key_of(g: &Turnooi) -> u64 {
    hash_of(g)
}

impl Deep {
    /// A search from `root` (the public position) for the side to move,
    /// stopping after `max_nodes` nodes unless the caller stops it first.
    pub fn new(root: Turnooi, max_nodes: u64, seed: u64) -> Deep {
        let mut moves = Vec::new();
        root.legal_moves(&mut moves);
        let mut order: Vec<usize> = (0..moves.len()).collect();
        let mut rng = Rng::new(seed);
        for i in (1..order.len()).rev() {
            let j = rng.below(i + 1);
            order.swap(i, j);
        }
        let done = moves.len() <= 1 || root.end.is_some() || root.pending.is_some();
        Deep {
            root,
            moves,
            order,
            tt: Table::new(TABLE),
            history: vec![0; 1024],
            nodes: 0,
            limit: u64::MAX,
            max_nodes,
            aborted: false,
            horizon: false,
            depth: 1,
            done,
            finished: None,
            partial: None,
        }
    }

    /// Search `depth` plies in one go, without a node limit; the root's
    /// value for the side to move (tests).
    #[cfg(test)]
    fn value_at_depth(&mut self, depth: u32) -> f32 {
        self.limit = u64::MAX;
        self.max_nodes = u64::MAX;
        let root = self.root.clone();
        self.node(&root, depth, LOW, HIGH)
    }

    /// One root iteration; None if the node limit cut it short.
    fn iteration(&mut self, depth: u32) -> Option<(usize, f32)> {
        self.aborted = false;
        self.horizon = false;
        self.partial = None;
        let mut alpha = LOW - 1.0;
        let mut best = None;
        for &i in &self.order.clone() {
            let mut c = self.root.clone();
            c.apply(self.moves[i], None);
            let v = self.child(&c, depth - 1, alpha, HIGH + 1.0);
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
        self.order.retain(|&x| x != b);
        self.order.insert(0, b);
        Some((b, alpha))
    }

    /// The value for the side that just moved of the position `c` it
    /// reached (a battle waiting for its faces is still that side's).
    fn child(&mut self, c: &Turnooi, depth: u32, alpha: f32, beta: f32) -> f32 {
        if c.pending.is_some() && c.end.is_none() {
            self.node(c, depth, alpha, beta)
        } else {
            -self.node(c, depth, -beta, -alpha)
        }
    }

    /// Fail-soft alpha-beta: the value of `g` for its side to move (the
    /// mover, while a battle waits for its faces).
    fn node(&mut self, g: &Turnooi, depth: u32, alpha: f32, beta: f32) -> f32 {
        self.nodes += 1;
        if self.nodes >= self.limit || self.nodes >= self.max_nodes {
            self.aborted = true;
            return 0.0;
        }
        if g.end.is_some() {
            return end_value(g);
        }
        if depth == 0 {
            // A waiting battle is valued by its exact expectation here.
            self.horizon = true;
            return evaluate(g, g.to_move);
        }
        if g.pending.is_some() {
            return self.chance(g, depth, alpha, beta);
        }
        let key = key_of(g);
        let mut alpha = alpha;
        let mut tt_best = None;
        if let Some(e) = self.tt.probe(key) {
            tt_best = Some(e.best as usize);
            if let Some(v) = e.cut(depth, alpha, beta) {
                return v;
            }
        }
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        let mut order: Vec<(u32, usize)> = moves
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let h = if Some(i) == tt_best {
                    u32::MAX
                } else {
                    self.history[hash_of(m) as usize % 1024]
                };
                (h, i)
            })
            .collect();
        order.sort_by_key(|o| std::cmp::Reverse(o.0));
        let alpha0 = alpha;
        let mut best = LOW - 1.0;
        let mut best_i = order.first().map_or(0, |o| o.1);
        for &(_, i) in &order {
            let mut c = g.clone();
            c.apply(moves[i], None);
            let v = self.child(&c, depth - 1, alpha, beta);
            if self.aborted {
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
                let h = &mut self.history[hash_of(&moves[i]) as usize % 1024];
                *h = h.saturating_add(depth * depth);
                break;
            }
        }
        self.tt
            .store(key, Entry::of(key, best, alpha0, beta, depth, best_i));
        best
    }

    /// A battle's faces: the expectation over the face pairs by their
    /// completions, at the same depth, with Star1's bounds: once the pairs
    /// searched and the most (or least) the others could add settle the
    /// expectation beyond the window, the rest is not searched; each pair
    /// gets the window that could still change that.
    fn chance(&mut self, g: &Turnooi, depth: u32, alpha: f32, beta: f32) -> f32 {
        let mut pairs = g.face_pairs();
        // Likely pairs first: they move the bounds most.
        pairs.sort_by_key(|p| std::cmp::Reverse(p.2));
        let total: f64 = pairs.iter().map(|p| p.2 as f64).sum();
        if total <= 0.0 {
            return evaluate(g, g.to_move);
        }
        let (alpha, beta) = (alpha as f64, beta as f64);
        let (lo, hi) = (LOW as f64, HIGH as f64);
        if alpha >= hi || beta <= lo {
            // Nothing the faces give can fall inside the window.
            return if alpha >= hi { HIGH } else { LOW };
        }
        // Σ w·v over the pairs searched, and the weight still to come.
        let mut sum = 0f64;
        let mut left = total;
        for (h1, h2, w) in pairs {
            let w = w as f64 / total;
            left -= w * total;
            let rest = left / total;
            // The expectation is sum + w·v + rest·x, x in [lo, hi].
            let a = ((alpha - sum - rest * hi) / w).max(lo);
            let b = ((beta - sum - rest * lo) / w).min(hi);
            let mut c = g.clone();
            c.apply(
                Mv::Faces {
                    mover: h1,
                    other: h2,
                },
                None,
            );
            // After the battle the other side is to move.
            let v = -self.node(&c, depth, -(b as f32), -(a as f32)) as f64;
            if self.aborted {
                return 0.0;
            }
            sum += w * v;
            // A pair that failed low or high (v a bound beyond its window)
            // settles the expectation beyond the node's window.
            if (v <= a && a > lo) || sum + rest * hi <= alpha {
                return (sum + rest * hi) as f32;
            }
            if (v >= b && b < hi) || sum + rest * lo >= beta {
                return (sum + rest * lo) as f32;
            }
        }
        sum as f32
    }
}

impl SearchJob for Deep {
    fn step(&mut self, nodes: u32) -> bool {
        self.limit = self.nodes.saturating_add(nodes.max(2_000) as u64);
        while !self.done {
            if self.nodes >= self.max_nodes {
                self.done = true;
                break;
            }
            match self.iteration(self.depth) {
                None if self.nodes >= self.max_nodes => self.done = true,
                None => return false,
                Some((b, v)) => {
                    self.finished = Some((self.depth, b, v));
                    self.partial = None;
                    if !self.horizon || self.depth >= MAX_DEPTH {
                        self.done = true;
                    }
                    self.depth += 1;
                }
            }
        }
        true
    }

    fn best(&self) -> Option<String> {
        let i = self
            .partial
            .or(self.finished.map(|f| f.1))
            .or((!self.moves.is_empty()).then_some(0))?;
        self.moves.get(i).map(|m| self.root.format_move(m))
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }

    fn outlook(&self) -> Option<f32> {
        let (_, _, v) = self.finished?;
        Some(((v + 1.0) / 2.0).clamp(0.0, 1.0))
    }

    fn summary(&self) -> String {
        let mv = self.best().unwrap_or_else(|| "-".into());
        match self.finished {
            Some((d, _, v)) => {
                format!(
                    "expectimax depth {d}, {} nodes: {mv} ({}{})",
                    self.nodes,
                    if v >= 0.0 { "+" } else { "" },
                    attic_core::decimal::fixed(v, 3)
                )
            }
            None => format!("expectimax, {} nodes: {mv}", self.nodes),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::draw_layout;
    use crate::rules::Opts;
    use attic_core::Turn;

    /// Plain expectimax without pruning or table: the reference. A
    /// battle's faces cost no depth here either.
    fn reference(g: &Turnooi, depth: u32) -> f32 {
        if g.end.is_some() {
            return end_value(g);
        }
        if depth == 0 {
            return evaluate(g, g.to_move);
        }
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        if g.pending.is_some() {
            let w = g.chance_weights(&moves);
            let total: f64 = w.iter().map(|&x| x as f64).sum();
            let mut sum = 0f64;
            for (m, x) in moves.iter().zip(&w) {
                let mut c = g.clone();
                c.apply(*m, None);
                sum += *x as f64 * -reference(&c, depth) as f64;
            }
            return (sum / total) as f32;
        }
        let mut best = f32::NEG_INFINITY;
        for m in &moves {
            let mut c = g.clone();
            c.apply(*m, None);
            let v = if c.pending.is_some() && c.end.is_none() {
                reference(&c, depth - 1)
            } else {
                -reference(&c, depth - 1)
            };
            best = best.max(v);
        }
        best
    }

    /// Positions of random games with about `tiles` tiles left, some of
    /// them unrevealed, a seat to move.
    fn late_positions(tiles: usize, count: usize) -> Vec<Turnooi> {
        let mut out = Vec::new();
        let mut rng = Rng::new(17);
        while out.len() < count {
            let mut g = draw_layout(Opts::default(), &mut rng);
            let mut moves = Vec::new();
            while g.end.is_none() {
                moves.clear();
                g.legal_moves(&mut moves);
                // Chance by its weights, a seat's move at random (as playouts do).
                let i = g.playout_choice(&moves, &mut rng);
                g.apply(moves[i], None);
                if g.tile_count() <= tiles && matches!(g.turn(), Turn::Seat(_)) {
                    break;
                }
            }
            if g.end.is_none() && g.any_unrevealed() {
                out.push(g);
            }
        }
        out
    }

    /// Star1's bounds and the position table change no value: the search
    /// gives the reference's value at every depth, and a window around it
    /// is respected (fail low below, fail high above).
    #[test]
    fn the_search_gives_plain_expectimax_values() {
        for g in late_positions(8, 6) {
            for depth in 1..=3 {
                let want = reference(&g, depth);
                let got = Deep::new(g.clone(), u64::MAX, 1).value_at_depth(depth);
                assert!((got - want).abs() < 1e-4, "depth {depth}: {got} vs {want}");
                // Narrow windows: a bound on the right side of the value.
                let mut d = Deep::new(g.clone(), u64::MAX, 1);
                let root = g.clone();
                let hi = d.node(&root, depth, want + 0.01, want + 0.02);
                assert!(hi <= want + 0.01 + 1e-4, "fail low: {hi} vs {want}");
                let mut d = Deep::new(g.clone(), u64::MAX, 1);
                let lo = d.node(&root, depth, want - 0.02, want - 0.01);
                assert!(lo >= want - 0.01 - 1e-4, "fail high: {lo} vs {want}");
            }
        }
    }

    /// The pruning saves work: fewer nodes than the tree has.
    #[test]
    fn the_search_visits_fewer_nodes_than_the_full_tree() {
        fn count(g: &Turnooi, depth: u32) -> u64 {
            if g.end.is_some() || depth == 0 {
                return 1;
            }
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            let next = if g.pending.is_some() {
                depth
            } else {
                depth - 1
            };
            1 + moves
                .iter()
                .map(|m| {
                    let mut c = g.clone();
                    c.apply(*m, None);
                    count(&c, next)
                })
                .sum::<u64>()
        }
        let (mut full, mut searched) = (0, 0);
        for g in late_positions(14, 4) {
            full += count(&g, 4);
            let mut d = Deep::new(g.clone(), u64::MAX, 1);
            d.value_at_depth(4);
            searched += d.nodes;
        }
        assert!(searched * 2 < full, "{searched} of {full}");
    }

    /// Stopped after any number of nodes, the search answers a legal
    /// move; run long enough with few tiles, it proves the result.
    #[test]
    fn the_search_always_has_a_legal_answer() {
        for (i, g) in late_positions(6, 3).into_iter().enumerate() {
            let legal = attic_core::AnyGame::legal_tokens(&g);
            let mut d = Deep::new(g.clone(), 5_000 + 3_000 * i as u64, i as u64);
            assert!(legal.contains(&d.best().unwrap()));
            while !d.step(500) {}
            assert!(legal.contains(&d.best().unwrap()));
            assert!(d.finished.is_some());
        }
    }
}
