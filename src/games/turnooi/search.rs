//! The AI's search over sampled worlds (determinised search, PIMC): every
//! unrevealed face drawn from its exact distribution ([`Turnooi::world`]),
//! the level's search run on each world as if everything were known, and
//! the move most worlds choose is played. Measured against expectimax
//! through alpha-beta's chance nodes (the default when a game has no
//! search of its own); see [`USE_WORLDS`].

use super::rules::Turnooi;
use crate::ai::alphabeta::{self, AlphaBeta};
use crate::ai::levels;
use crate::ai::mcts::{self, Mcts};
use crate::ai::pimc::Pimc;
use crate::core::{Game, Rng, SearchJob, Turn};

/// Whether the levels search sampled worlds rather than expectimax.
pub const USE_WORLDS: bool = false;

/// Worlds per level.
const WORLDS: [usize; 5] = [4, 6, 8, 10, 12];

/// The level's search over sampled worlds, or None to leave the choice
/// to the generic levels (nothing unrevealed, or worlds not in use).
pub fn own_search(g: &Turnooi, level: u8, seed: u64) -> Option<Box<dyn SearchJob>> {
    // MEASURE (temporary scaffolding): TURNOOI_AS=a=b plays level a with
    // level b's budget; TURNOOI_WORLDS=a,b,… searches worlds at these
    // levels; TURNOOI_EVAL_B=a evaluates with variant B at level a.
    let var = |k: &str| std::env::var(k).unwrap_or_default();
    let alias = var("TURNOOI_AS")
        .split_once('=')
        .and_then(|(a, b)| (a.parse::<u8>().ok()? == level).then(|| b.parse::<u8>().ok())?);
    let worlds_on = USE_WORLDS
        || var("TURNOOI_WORLDS")
            .split(',')
            .any(|l| l == level.to_string());
    super::eval::set_variant(var("TURNOOI_EVAL_B") == level.to_string());
    let Turn::Seat(seat) = g.turn() else {
        return None;
    };
    let spec = levels::spec(alias.unwrap_or(level));
    let worlds = if worlds_on && g.any_unrevealed() {
        WORLDS[spec.level as usize - 1]
    } else if alias.is_some() {
        1
    } else {
        return None;
    };
    let share = worlds as u64;
    let make = move |w: Turnooi, s: u64| -> Box<dyn SearchJob> {
        if spec.method == "alpha-beta" {
            let cfg = alphabeta::Config {
                max_nodes: (spec.max_nodes / share).max(1),
                max_depth: 64,
                use_tt: true,
                min_batch: 2_000,
            };
            let mut job = AlphaBeta::new(w, cfg);
            job.shuffle_root(s);
            Box::new(job)
        } else {
            let cfg = mcts::Config {
                max_playouts: (spec.max_nodes / share).max(1),
                exploration: 1.0,
                cut_after: Some(0),
                max_playout_plies: 2_000,
            };
            Box::new(Mcts::new(w, cfg, s))
        }
    };
    if worlds == 1 && !(worlds_on && g.any_unrevealed()) {
        return Some(make(g.clone(), seed));
    }
    let mut rng = Rng::new(seed);
    Some(Box::new(Pimc::new(g, seat, worlds, &mut rng, make)))
}
