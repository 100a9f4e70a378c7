//! O An Quan evaluation for the AI: what the round would score now, plus
//! what the match standing (sold spaces) is worth.

use super::position::{Own, Pos};
use super::rules::OanQuan;
use attic_core::Seat;

/// Value for `seat` in [-1, 1].
pub fn evaluate(g: &OanQuan, seat: Seat) -> f32 {
    if let Some(w) = g.result {
        return match w {
            Some(s) if s == seat => 1.0,
            Some(_) => -1.0,
            None => 0.0,
        };
    }
    let me = seat as usize;
    // The round total if the round ended now, by the rules' own scoring.
    let t = g.round_totals();
    let round = (t[me] as f32 - t[1 - me] as f32) / 70.0;
    // Counters on one's own sowable side are mobility; a little weight.
    let p = &g.pos;
    let side = |s: u8| -> f32 {
        (0..12)
            .filter(|&i| p.sowable(s, i))
            .map(|i| p.board[i] as f32)
            .sum()
    };
    let mobility = (side(seat) - side(1 - seat)) / 70.0;
    // Match standing: spaces of my row sold, against theirs.
    let standing = if g.opts.single_round {
        0.0
    } else {
        sold_balance(p, seat) / 10.0
    };
    (0.8 * round + 0.1 * mobility + 0.3 * standing).clamp(-0.99, 0.99)
}

/// Spaces sold by the opponent minus spaces I sold (halves count 0.5).
fn sold_balance(p: &Pos, seat: Seat) -> f32 {
    let mut v = 0.0;
    for (k, o) in p.own.iter().enumerate() {
        let row = if k < 5 { 0 } else { 1 };
        let w = match o {
            Own::Shared => 0.5,
            Own::A if row == 1 => 1.0,
            Own::B if row == 0 => 1.0,
            _ => 0.0,
        };
        v += if row == seat { -w } else { w };
    }
    v
}
