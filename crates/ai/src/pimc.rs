//! Determinized search (perfect-information Monte Carlo) for games where a
//! seat cannot see everything: sample complete states ("worlds") from what
//! the seat sees ([`attic_core::Rules::determinize`]), search each world as
//! if nothing were hidden, and play the move most worlds chose.
//!
//! The search is given the seat's view only, so it cannot read a value the
//! seat may not see; equal views and equal seeds give equal worlds and so
//! the same move, whatever the hidden values are.

use attic_core::prelude::*;
use attic_core::{Rng, SearchJob, Seat};

/// A search over sampled worlds, stepped round-robin.
pub struct Pimc {
    worlds: Vec<Box<dyn SearchJob>>,
    finished: Vec<bool>,
    next: usize,
    /// The seat's legal moves, as tokens of its view (votes for anything
    /// else are ignored).
    legal: Vec<String>,
}

impl Pimc {
    /// Sample `worlds` complete states from `view` (what `seat` sees) with
    /// `rng`, and start `search` on each with a seed of its own.
    pub fn new<G: Game>(
        view: &G,
        seat: Seat,
        worlds: usize,
        rng: &mut Rng,
        search: impl Fn(G, u64) -> Box<dyn SearchJob>,
    ) -> Pimc {
        let mut moves = Vec::new();
        view.legal_moves(&mut moves);
        let legal: Vec<String> = moves.iter().map(|m| view.format_move(m)).collect();
        let n = if legal.len() <= 1 { 0 } else { worlds.max(1) };
        let worlds: Vec<Box<dyn SearchJob>> = (0..n)
            .map(|_| {
                let world = view.determinize(seat, rng);
                search(world, rng.next_u64())
            })
            .collect();
        Pimc {
            finished: vec![false; worlds.len()],
            worlds,
            next: 0,
            legal,
        }
    }

    /// Votes per legal move (same order as the view's legal moves).
    pub fn votes(&self) -> Vec<u32> {
        let mut v = vec![0u32; self.legal.len()];
        for w in &self.worlds {
            if let Some(i) = w
                .best()
                .and_then(|b| self.legal.iter().position(|t| *t == b))
            {
                v[i] += 1;
            }
        }
        v
    }
}

impl SearchJob for Pimc {
    fn step(&mut self, nodes: u32) -> bool {
        let n = self.worlds.len();
        for _ in 0..n {
            let i = self.next % n;
            self.next = (self.next + 1) % n;
            if !self.finished[i] {
                self.finished[i] = self.worlds[i].step(nodes);
                break;
            }
        }
        self.finished.iter().all(|&f| f)
    }

    fn best(&self) -> Option<String> {
        let votes = self.votes();
        // The most votes; ties go to the earlier legal move.
        let mut best: Option<usize> = None;
        for (i, &v) in votes.iter().enumerate() {
            if best.is_none_or(|b| v > votes[b]) {
                best = Some(i);
            }
        }
        best.and_then(|i| self.legal.get(i).cloned())
    }

    fn nodes(&self) -> u64 {
        self.worlds.iter().map(|w| w.nodes()).sum()
    }

    /// The mean of the worlds' outlooks (each world as sure as its search).
    fn outlook(&self) -> Option<f32> {
        let v: Vec<f32> = self.worlds.iter().filter_map(|w| w.outlook()).collect();
        (!v.is_empty()).then(|| v.iter().sum::<f32>() / v.len() as f32)
    }

    fn summary(&self) -> String {
        let votes = self.votes();
        let top = votes.iter().max().copied().unwrap_or(0);
        format!(
            "{} sampled worlds, {} nodes: {} ({top} votes)",
            self.worlds.len(),
            self.nodes(),
            self.best().unwrap_or_else(|| "-".into())
        )
    }
}
