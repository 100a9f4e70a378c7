//! Level 5's search: the tree search ([`super::search`]), and beside it,
//! when few tiles are left, the exact expectimax of [`super::deep`], whose
//! move is played as soon as it has reached every end of the game: the
//! greatest chance to win, computed instead of sampled. Until then, or
//! when it cannot get there, the tree search's move is played.

use super::deep::Deep;
use super::rules::Turnooi;
use attic_ai::mcts::Mcts;
use attic_core::SearchJob;

/// Tiles on the board at most for the exact search to run beside the
/// tree search. Natively, positions of random games with 6 tiles were
/// proven in under 0.1 s, with 8 in under 0.7 s (10 of 12), with 10 and
/// 12 tiles in about half the cases within 3 million nodes (2 s), with
/// 16 in none.
pub const LATE_TILES: usize = 12;

/// The exact search's nodes for each of the tree search's playouts in a
/// step: a playout (a descent, a new leaf and its evaluation) takes about
/// as long as ten of its nodes, so the two share the time about evenly.
const NODES_PER_PLAYOUT: u32 = 10;

/// The two searches, run in turns.
pub struct Late {
    exact: Option<Deep>,
    tree: Mcts<Turnooi>,
}

impl Late {
    /// Level 5's search of `g`: `tree`, and the exact search when `g` has
    /// at most [`LATE_TILES`] tiles.
    pub fn new(g: &Turnooi, tree: Mcts<Turnooi>, seed: u64) -> Late {
        let exact = (g.tile_count() <= LATE_TILES).then(|| Deep::new(g.clone(), u64::MAX, seed));
        Late { exact, tree }
    }

    /// The exact search, once it has reached every end.
    fn proven(&self) -> Option<&Deep> {
        self.exact.as_ref().filter(|d| d.proven())
    }
}

impl SearchJob for Late {
    fn step(&mut self, nodes: u32) -> bool {
        if let Some(d) = self.exact.as_mut() {
            if d.step(nodes.saturating_mul(NODES_PER_PLAYOUT)) {
                if d.proven() {
                    return true;
                }
                // Finished without reaching every end (one move, or a
                // battle to resolve first): the tree search alone.
                self.exact = None;
            }
        }
        self.tree.step(nodes)
    }

    fn best(&self) -> Option<String> {
        match self.proven() {
            Some(d) => d.best(),
            None => self.tree.best(),
        }
    }

    fn nodes(&self) -> u64 {
        self.tree.nodes() + self.exact.as_ref().map_or(0, |d| d.nodes())
    }

    fn summary(&self) -> String {
        match self.proven() {
            Some(d) => d.summary(),
            None => self.tree.summary(),
        }
    }

    fn outlook(&self) -> Option<f32> {
        match self.proven() {
            Some(d) => d.outlook(),
            None => self.tree.outlook(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::draw_layout;
    use crate::rules::Opts;
    use crate::search::tree;
    use attic_core::prelude::*;
    use attic_core::{Rng, Turn};

    /// A position of a random game with at most `tiles` tiles, some face
    /// still hidden, a seat to move with more than one move.
    fn position(tiles: usize, seed: u64) -> Turnooi {
        let mut rng = Rng::new(seed);
        loop {
            let mut g = draw_layout(Opts::default(), &mut rng);
            let mut moves = Vec::new();
            while g.end.is_none() {
                moves.clear();
                g.legal_moves(&mut moves);
                if g.tile_count() <= tiles && matches!(g.turn(), Turn::Seat(_)) && moves.len() > 1 {
                    break;
                }
                let i = g.playout_choice(&moves, &mut rng);
                g.apply(moves[i], None);
            }
            if g.end.is_none() && g.any_unrevealed() {
                return g;
            }
        }
    }

    /// With few tiles the exact search reaches every end, and its move and
    /// value are level 5's: the value the exact search finds alone.
    #[test]
    fn with_few_tiles_the_exact_search_answers() {
        for seed in 0..4 {
            let g = position(6, seed);
            let mut late = Late::new(&g, tree(&g, 2_000_000, seed), seed);
            let mut steps = 0;
            while !late.step(100) {
                steps += 1;
                assert!(steps < 100_000, "not proven");
            }
            assert!(late.proven().is_some());
            assert!(
                late.summary().starts_with("expectimax"),
                "{}",
                late.summary()
            );
            let legal = attic_core::AnyGame::legal_tokens(&g);
            assert!(legal.contains(&late.best().unwrap()));
            let mut alone = Deep::new(g.clone(), u64::MAX, seed);
            while !alone.step(10_000) {}
            assert!(alone.proven());
            // Equal to within 1e-3, not bit for bit: the two runs stop
            // their steps at other nodes, so their tables hold other
            // entries, and an entry can come from an iteration that still
            // cut at its horizon (3e-5 apart in one of these positions).
            let (a, b) = (late.outlook().unwrap(), alone.outlook().unwrap());
            assert!((a - b).abs() < 1e-3, "{a} vs {b}");
        }
    }

    /// Until the exact search has reached every end, the tree search's
    /// move is played; with many tiles the exact search does not run.
    #[test]
    fn until_then_the_tree_search_answers() {
        let g = position(12, 7);
        let mut late = Late::new(&g, tree(&g, 2_000_000, 7), 7);
        assert!(late.exact.is_some());
        late.step(50);
        assert!(late.proven().is_none());
        assert_eq!(late.best(), late.tree.best());
        assert!(!late.summary().starts_with("expectimax"));
        let start = draw_layout(Opts::default(), &mut Rng::new(7));
        let mut late = Late::new(&start, tree(&start, 300, 7), 7);
        assert!(late.exact.is_none());
        while !late.step(100) {}
        assert_eq!(late.nodes(), late.tree.nodes());
        assert!(attic_core::AnyGame::legal_tokens(&start).contains(&late.best().unwrap()));
    }
}
