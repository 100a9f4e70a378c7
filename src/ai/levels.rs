//! AI levels 1 to 5. (Placeholder until the search lands: picks the first legal move.)

use crate::core::{Game, SearchJob};

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
