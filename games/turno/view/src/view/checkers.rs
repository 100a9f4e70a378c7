//! TURNO-Checkers' board: the 6×6 board, the sides to choose, the entry
//! tiles and the path tile by tile ([`super::clicks`]); start tiles
//! ringed, crossed pawns marked ([`super::walk`]).

use super::clicks;
use super::draw::{f, say, seat_class, seats_row, square_tile, turn_line};
use super::walk::{walk_of, walked, CheckersPawns};
use crate::board::{cell_name, side_letter, CELLS};
use crate::common::{msg, seat_term};
use crate::{CMove, Checkers};
use attic_core::decimal::fixed;
use attic_core::Seat;
use attic_kit::{Frame, Typed, Words};
use std::rc::Rc;
use yew::prelude::*;

/// Cell size and margin of the Checkers board.
pub(super) const CS: f32 = 60.0;
const CM: f32 = 44.0;

/// The top-left corner of cell c (a1 bottom left).
pub(super) fn cell_xy(c: u8) -> (f32, f32) {
    let (file, rank) = (c % 6, c / 6);
    (CM + file as f32 * CS, CM + (5 - rank) as f32 * CS)
}

/// The band outside the board of a side: x, y, w, h.
pub(super) fn side_band(side: u8) -> (f32, f32, f32, f32) {
    let len = 6.0 * CS;
    match side {
        0 => (CM, CM + len + 4.0, len, CM - 8.0),
        1 => (CM, 4.0, len, CM - 8.0),
        2 => (4.0, CM, CM - 8.0, len),
        _ => (CM + len + 4.0, CM, CM - 8.0, len),
    }
}

/// The board: the sides' bands, the cells, the start tiles.
fn board_svg(g: &Checkers) -> Html {
    let cells = (0..CELLS as u8).map(|c| {
        let (x, y) = cell_xy(c);
        let t = g.board[c as usize];
        square_tile(x + CS / 2.0, y + CS / 2.0, CS - 4.0, t.up, 0, classes!())
    });
    let starts = (0..g.p).filter_map(|s| {
        let c = g.start[s as usize]?;
        let (x, y) = cell_xy(c);
        Some(html! { <rect class={classes!("turno-start", seat_class(s))} x={f(x + 3.0)} y={f(y + 3.0)} width={f(CS - 6.0)} height={f(CS - 6.0)} rx="6" /> })
    });
    let bands = (0..4u8).map(|side| {
        let (x, y, w, h) = side_band(side);
        let owner = (0..g.p).find(|&s| g.sides[s as usize] == Some(side));
        html! {
            <g class={classes!("turno-band", owner.map(seat_class))}>
                <rect x={f(x)} y={f(y)} width={f(w)} height={f(h)} rx="6" />
                <text x={f(x + w / 2.0)} y={f(y + h / 2.0 + 6.0)}>{ side_letter(side).to_string() }</text>
            </g>
        }
    });
    html! { <>{ for bands }{ for cells }{ for starts }</> }
}

/// Above the board: the seats with their sides, whose turn it is and the
/// throw.
fn checkers_top(w: Words, p: &Typed<Checkers>, g: &Checkers, to_move: Option<Seat>) -> Html {
    let roll = g.roll.or(match p.last {
        Some(CMove::Roll(d)) => Some(d),
        _ => None,
    });
    let phase_key = if g.choosing_sides() {
        "view.to-choose-side"
    } else if g.pawn[g.to_move as usize].is_none() {
        "view.to-enter"
    } else {
        "view.to-walk"
    };
    let note = |s: Seat| {
        let i = s as usize;
        let side = g.sides[i].map(|x| side_letter(x).to_string());
        Some(match (side, g.crossed[i]) {
            (None, _) => say(w, "view.no-side"),
            (Some(x), true) => w.tr(&msg("view.side-crossed").text("side", x)),
            (Some(x), false) => w.tr(&msg("view.side").text("side", x)),
        })
    };
    html! { <>
        { seats_row(w, g.p, to_move, note) }
        { turn_line(w, to_move, phase_key, roll, true, p.ply) }
    </> }
}

/// The position in words: each seat's side, pawn and start tile.
fn describe(w: Words, g: &Checkers) -> String {
    let seats: Vec<String> = (0..g.p)
        .map(|s| {
            let i = s as usize;
            match (g.sides[i], g.pawn[i], g.start[i]) {
                (Some(side), Some(c), Some(st)) => w.tr(&msg("describe.checkers-pawn")
                    .term("seat", seat_term(s))
                    .text("side", side_letter(side).to_string())
                    .text("cell", cell_name(c))
                    .text("start", cell_name(st))
                    .msg(
                        "crossed",
                        msg(if g.crossed[i] {
                            "describe.crossed"
                        } else {
                            "describe.not-crossed"
                        }),
                    )),
                (Some(side), _, _) => w.tr(&msg("describe.checkers-off")
                    .term("seat", seat_term(s))
                    .text("side", side_letter(side).to_string())),
                _ => w.tr(&msg("describe.checkers-no-side").term("seat", seat_term(s))),
            }
        })
        .collect();
    seats.join(" ")
}

/// TURNO-Checkers' board.
pub(super) fn checkers_board(w: Words, p: &Typed<Checkers>, g: &Checkers) -> Html {
    let to_move = match g.winner() {
        Some(_) => None,
        None => Some(g.to_move),
    };
    let (spots, moves) = match p.thumbnail {
        true => (Vec::new(), Vec::new()),
        false => (clicks::spots(w, g), clicks::moves(w, &p.legal)),
    };
    let walk = walk_of(p);
    let top = checkers_top(w, p, g, to_move);
    let last: Vec<String> = match (&p.last, p.before.as_deref()) {
        (Some(CMove::Walk(path)), Some(b)) => walked(b, path).into_iter().map(cell_name).collect(),
        _ => Vec::new(),
    };
    let size = CM * 2.0 + 6.0 * CS;
    html! {
        <Frame board={p.board.clone()} view_box={format!("0 0 {} {}", fixed(size, 0), fixed(size, 0))} class="turno turno-checkers" wrap="turno-wrap" {top}
            label={say(w, "view.label-checkers")} spots={Rc::new(spots)} moves={Rc::new(moves)} {last}
            chooser_label={say(w, "view.chooser")} description={describe(w, g)}>
            { board_svg(g) }
            <CheckersPawns p={g.p} pawns={g.pawn} crossed={g.crossed} {walk} ply={p.ply} />
        </Frame>
    }
}
