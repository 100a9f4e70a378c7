//! TURNO-Checkers' clicks: the cells and the four sides as spots, and
//! the legal moves as clicks on them (the kit offers only steps that can
//! still complete a legal path).

use super::checkers::{cell_xy, side_band, CS};
use super::draw::{say, seat_name, with_pawns};
use crate::board::{cell_name, side_letter, CELLS};
use crate::common::msg;
use crate::words::side_key;
use crate::{CMove, Checkers};
use attic_kit::{Legal, Play, Spot, Words};

/// The cells, with the pawns and start tiles on them, and the sides' bands.
pub(super) fn spots(w: Words, g: &Checkers) -> Vec<Spot> {
    let mut spots: Vec<Spot> = Vec::new();
    for c in 0..CELLS as u8 {
        let (x, y) = cell_xy(c);
        let here: Vec<String> = (0..g.p)
            .filter(|&s| g.pawn[s as usize] == Some(c))
            .map(|s| seat_name(w, s))
            .collect();
        let starts: Vec<String> = (0..g.p)
            .filter(|&s| g.start[s as usize] == Some(c))
            .map(|s| seat_name(w, s))
            .collect();
        let mut label = msg("label.cell")
            .text("cell", cell_name(c))
            .num("v", g.board[c as usize].up as i64);
        if !starts.is_empty() {
            label = msg("label.start-of")
                .msg("spot", label)
                .text("seats", starts.join(", "));
        }
        spots.push(Spot::rect(cell_name(c), x, y, CS, CS).label(with_pawns(w, label, &here)));
    }
    for side in 0..4u8 {
        let (x, y, width, height) = side_band(side);
        spots.push(
            Spot::rect(side_letter(side).to_string(), x, y, width, height)
                .rounded(6.0)
                .label(say(w, side_key(side))),
        );
    }
    spots
}

/// The legal moves as clicks: an entry tile, a path tile by tile from
/// the pawn's cell, a side (and its corner).
pub(super) fn moves(w: Words, legal: &[Legal<CMove>]) -> Vec<Play> {
    let mut moves: Vec<Play> = Vec::new();
    for l in legal {
        let tok = l.token.as_str();
        match l.mv {
            CMove::Enter(c) => {
                let label = w.tr(&msg("label.enter").text("cell", cell_name(c)));
                moves.push(Play::new(tok, [cell_name(c)]).label(label));
            }
            CMove::Walk(path) if path.len > 0 => {
                let steps: Vec<String> = path.tiles().iter().map(|&c| cell_name(c)).collect();
                // The path as written: the pawn's cell, then each tile.
                let written = tok.strip_prefix(':').unwrap_or(tok);
                let label = w.tr(&msg("label.walk").text("path", written));
                moves.push(Play::new(tok, steps).label(label));
            }
            CMove::Side(side, corner) => {
                let sk = side_key(side);
                match corner {
                    Some(c) => {
                        let label = w.tr(&msg("label.side-corner")
                            .msg("side", msg(sk))
                            .text("cell", cell_name(c)));
                        let at = [side_letter(side).to_string(), cell_name(c)];
                        moves.push(Play::new(tok, at).label(label));
                    }
                    None => {
                        let at = [side_letter(side).to_string()];
                        moves.push(Play::new(tok, at).label(say(w, sk)));
                    }
                }
            }
            _ => {}
        }
    }
    moves
}
