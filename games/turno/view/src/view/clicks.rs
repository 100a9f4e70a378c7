//! TURNO-Checkers' clicks: the cells and the four sides as spots, and
//! the legal moves as clicks on them (the kit offers only steps that can
//! still complete a legal path).

use super::checkers::{cell_xy, side_band, CS};
use super::draw::{say, seat_name, with_pawns};
use crate::board::{cell_name, parse_side, side_letter, CELLS};
use crate::common::msg;
use crate::words::side_key;
use crate::Checkers;
use attic_kit::{tr, Play, Spot};

/// The cells, with the pawns and start tiles on them, and the sides' bands.
pub(super) fn spots(g: &Checkers) -> Vec<Spot> {
    let mut spots: Vec<Spot> = Vec::new();
    for c in 0..CELLS as u8 {
        let (x, y) = cell_xy(c);
        let here: Vec<String> = (0..g.p)
            .filter(|&s| g.pawn[s as usize] == Some(c))
            .map(seat_name)
            .collect();
        let starts: Vec<String> = (0..g.p)
            .filter(|&s| g.start[s as usize] == Some(c))
            .map(seat_name)
            .collect();
        let mut label = msg("label.cell")
            .text("cell", cell_name(c))
            .num("v", g.board[c as usize].up as i64);
        if !starts.is_empty() {
            label = msg("label.start-of")
                .msg("spot", label)
                .text("seats", starts.join(", "));
        }
        spots.push(Spot::rect(cell_name(c), x, y, CS, CS).label(with_pawns(label, &here)));
    }
    for side in 0..4u8 {
        let (x, y, w, h) = side_band(side);
        spots.push(
            Spot::rect(side_letter(side).to_string(), x, y, w, h)
                .rounded(6.0)
                .label(say(side_key(side))),
        );
    }
    spots
}

/// The legal moves `legal` as clicks: an entry tile, a path tile by tile
/// from the pawn's cell, a side (and its corner).
pub(super) fn moves(g: &Checkers, legal: &[String]) -> Vec<Play> {
    let mut moves: Vec<Play> = Vec::new();
    let from = g.pawn[g.to_move as usize].map(cell_name);
    for tok in legal {
        if let Some(cell) = tok.strip_prefix('@') {
            let label = tr(&msg("label.enter").text("cell", cell));
            moves.push(Play::new(tok.as_str(), [cell]).label(label));
        } else if let Some(path) = tok.strip_prefix(':') {
            let steps: Vec<&str> = path.split('-').collect();
            if steps.len() > 1 && Some(steps[0].to_string()) == from {
                let label = tr(&msg("label.walk").text("path", path));
                moves.push(Play::new(tok.as_str(), steps[1..].iter().copied()).label(label));
            }
        } else if let Some(b) = tok.bytes().next().filter(|b| b"SNWE".contains(b)) {
            let side = tok[..1].to_string();
            let sk = side_key(parse_side(b).unwrap_or(0));
            match tok.split_once('@') {
                Some((_, cell)) => {
                    let label = tr(&msg("label.side-corner")
                        .msg("side", msg(sk))
                        .text("cell", cell));
                    moves.push(Play::new(tok.as_str(), [side, cell.to_string()]).label(label));
                }
                None => {
                    moves.push(Play::new(tok.as_str(), [side]).label(say(sk)));
                }
            }
        }
    }
    moves
}
