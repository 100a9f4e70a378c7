//! Chogo evaluation for the AI: material, the king's enclosure danger and
//! escape squares, mobility, trapped men, and structural security.
//!
//! Everything is local (a man and its neighbours), so an evaluation costs
//! one pass over the board: the search spends its nodes on depth, which
//! finds the tactical captures, and this judges the quiet positions.

use super::board::{is_king, side_of, step, Board, CELLS};
use super::rules::Chogo;
use attic_core::Seat;

/// Weights, in pawns.
const PAWN: f32 = 1.0;
const TRAPPED: f32 = 0.2;
const MOBILITY: f32 = 0.03;
const SECURE: f32 = 0.06;
/// A pawn one arrival away from capture.
const VULNERABLE: f32 = 0.3;
/// The king one arrival away from capture, or fully enclosed by 2 enemies.
const KING_DANGER: f32 = 2.5;
const KING_ESCAPE: f32 = 0.12;
const KING_TRAPPED: f32 = 0.4;
/// Pawns of difference that map to about 0.76 (tanh 1).
const SCALE: f32 = 3.0;

/// Value for `seat` in [-1, 1].
pub fn evaluate(g: &Chogo, seat: Seat) -> f32 {
    if let Some(end) = g.result {
        return match end.winner {
            Some(w) if w == seat => 1.0,
            Some(_) => -1.0,
            None => 0.0,
        };
    }
    let s = side_scores(&g.board);
    let me = seat as usize & 1;
    let mut d = s[me] - s[1 - me];
    // The side to move gets to strike first: half a danger term's worth.
    if g.board.to_move == seat {
        d += 0.1;
    }
    (d / SCALE).tanh().clamp(-0.99, 0.99)
}

/// Each side's score in pawns.
pub fn side_scores(b: &Board) -> [f32; 2] {
    let mut score = [0.0f32; 2];
    for i in 0..CELLS {
        let Some(s) = side_of(b.cells[i]) else {
            continue;
        };
        let mut empty = 0;
        let mut enemy = 0;
        let mut squares = 0;
        for d in 0..4 {
            if let Some(n) = step(b.variant, i, d) {
                squares += 1;
                match side_of(b.cells[n]) {
                    None => empty += 1,
                    Some(t) if t != s => enemy += 1,
                    _ => {}
                }
            }
        }
        let trapped = b.trapped(i);
        let non_own = empty + enemy;
        let mut v = 0.0;
        if is_king(b.cells[i]) {
            let danger = match empty {
                0 if enemy >= 2 => 1.0,
                1 if enemy >= 1 => 1.0,
                1 => 0.3,
                2 if enemy >= 1 => 0.25,
                _ => 0.0,
            };
            v -= KING_DANGER * danger;
            v += KING_ESCAPE * empty as f32;
            if trapped {
                v -= KING_TRAPPED;
            }
        } else {
            v += PAWN;
            if (empty == 1 && enemy >= 1) || (empty == 0 && enemy >= 2) {
                v -= VULNERABLE;
            }
        }
        if trapped {
            v -= TRAPPED;
        } else {
            v += MOBILITY * empty as f32;
        }
        // Fewer than two non-own neighbours: no enclosure can ever have two
        // enemy contacts, so the man cannot be captured where it stands.
        if non_own < 2 && squares > 0 {
            v += SECURE;
        }
        score[s as usize] += v;
    }
    score
}
