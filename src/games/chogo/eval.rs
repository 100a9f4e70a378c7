//! Chogo evaluation for the AI.

use super::rules::Chogo;
use crate::core::Seat;

/// Value for `seat` in [-1, 1].
pub fn evaluate(g: &Chogo, seat: Seat) -> f32 {
    if let Some(end) = g.result {
        return match end.winner {
            Some(w) if w == seat => 1.0,
            Some(_) => -1.0,
            None => 0.0,
        };
    }
    0.0
}
