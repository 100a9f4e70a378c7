//! AI levels 1 to 5. (Placeholder search until the AI lands: picks the first legal move.)

use crate::core::{Game, SearchJob};

/// What a level is: its method and its budgets. A search stops at whichever
/// budget comes first: `max_nodes` inside [`SearchJob::step`], `max_ms` in the
/// caller (the worker or the CLI), which owns the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSpec {
    /// 1..=5.
    pub level: u8,
    /// Search method, e.g. "MCTS" or "alpha-beta".
    pub method: &'static str,
    /// Node (playout or position) budget.
    pub max_nodes: u64,
    /// Time budget in milliseconds.
    pub max_ms: u32,
    /// One line for the new-game dialog.
    pub about: &'static str,
}

/// The spec of a level (clamped to 1..=5).
pub fn spec(level: u8) -> LevelSpec {
    let level = level.clamp(1, 5);
    LevelSpec { level, method: "first legal move", max_nodes: 1, max_ms: 100, about: "placeholder" }
}

struct FirstMove(Option<String>);

impl SearchJob for FirstMove {
    fn step(&mut self, _nodes: u32) -> bool {
        true
    }
    fn best(&self) -> Option<String> {
        self.0.clone()
    }
    fn nodes(&self) -> u64 {
        0
    }
    fn summary(&self) -> String {
        "first legal move".into()
    }
}

/// Start a search for the seat to move in `g`.
pub fn start_search<G: Game>(g: &G, _level: u8, _seed: u64) -> Box<dyn SearchJob> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    Box::new(FirstMove(v.first().map(|m| g.format_move(m))))
}
