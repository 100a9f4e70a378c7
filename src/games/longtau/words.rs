//! Long Tau in plain words: a turn as a sentence (its removals, then the
//! slide), and the danger the person to move faces: their own pawns left
//! with no free neighbour, which the other side removes at the start of its
//! next turn (§5) unless this move frees them.

use super::board::{bits, name, ALL};
use super::game::{msg, seat_term};
use super::rules::{besieged, Action, LongTau, Mv};
use crate::core::{Danger, Event, Msg};

/// "North removed the besieged pawns e5, e6; then North slid f8–f6,
/// completing the Golden Chair"; none for a move that is not legal here.
pub fn describe(g: &LongTau, m: &Mv, _events: &[Event]) -> Option<Msg> {
    if g.result.is_some() || !g.legal(m) {
        return None;
    }
    let seat = seat_term(g, g.to_move);
    let (siege, chair) = (g.pre.siege, g.pre.forced | m.chosen);
    let cells = |set: u128| bits(set).map(name).collect::<Vec<_>>().join(", ");
    let mut parts = Vec::new();
    if siege != 0 {
        parts.push(
            msg("said.siege")
                .term("seat", seat)
                .num("n", siege.count_ones() as i64)
                .text("cells", cells(siege)),
        );
    }
    if chair != 0 {
        parts.push(
            msg("said.chair")
                .term("seat", seat)
                .num("n", chair.count_ones() as i64)
                .text("cells", cells(chair)),
        );
    }
    parts.push(match m.action {
        Action::Slide { from, to } => {
            let key = match g.completes(siege | chair, from, to) {
                true => "said.slide-chair",
                false => "said.slide",
            };
            msg(key)
                .term("seat", seat)
                .text("from", name(from))
                .text("to", name(to))
        }
        Action::Pass => msg("said.pass").term("seat", seat),
        Action::End => msg("said.end").term("seat", seat),
    });
    let mut out = parts.remove(0);
    for p in parts {
        out = msg("said.then").msg("a", out).msg("b", p);
    }
    Some(out)
}

/// The mover's pawns that have no way out once this turn's removals are
/// done: the next side removes them at the start of its turn unless this
/// move gives them a free neighbour.
pub fn dangers(g: &LongTau) -> Vec<Danger> {
    if g.result.is_some() || g.pre.end.is_some() {
        return Vec::new();
    }
    let removed = g.pre.siege | g.pre.forced;
    let me = g.side_of(g.to_move).min(1);
    let mine = g.side_pawns(me) & !removed;
    let empty = ALL & !(g.occupied() & !removed);
    let caught = besieged(mine, empty, g.nbrs());
    if caught == 0 {
        return Vec::new();
    }
    let cells: Vec<String> = bits(caught).map(name).collect();
    vec![Danger {
        msg: msg("danger.siege")
            .term("seat", seat_term(g, g.to_move))
            .num("n", caught.count_ones() as i64)
            .text("cells", cells.join(", ")),
        cells,
    }]
}
