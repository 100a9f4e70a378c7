//! Long Tau in plain words: a turn as a sentence (its removals, then the
//! slide), and the danger the person to move faces: their own pawns left
//! with no free neighbour, which the other side removes at the start of its
//! next turn (§5) unless this move frees them.

use super::board::{bits, name, ALL};
use super::game::{msg, seat_term};
use super::rules::{besieged, Action, LongTau, Mv};
use attic_core::{Danger, Event, Msg};

/// "North removed the besieged pawns e5, e6; then North slid f8–f6,
/// completing the Golden Chair"; none for a move that is not legal here.
pub fn describe(g: &LongTau, m: &Mv, _events: &[Event]) -> Option<Msg> {
    if g.result.is_some() || !g.legal(m) {
        return None;
    }
    let seat = seat_term(g, g.to_move);
    let (siege, chair) = (g.pre.siege, g.pre.forced | m.chosen);
    let cells = |set: u128| bits(set).map(name).collect::<Vec<_>>().join(", ");
    let mut parts: Vec<Msg> = [(siege, "said.siege"), (chair, "said.chair")]
        .into_iter()
        .filter(|&(set, _)| set != 0)
        .map(|(set, key)| {
            msg(key)
                .term("seat", seat)
                .num("n", set.count_ones() as i64)
                .text("cells", cells(set))
        })
        .collect();
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

/// The mover's dangers: their pawns that have no way out once this turn's
/// removals are done (the next side removes them at the start of its turn
/// unless this move gives them a free neighbour), and a slide of the next
/// seat that would close a siege around more of them.
pub fn dangers(g: &LongTau) -> Vec<Danger> {
    if g.result.is_some() || g.pre.end.is_some() {
        return Vec::new();
    }
    let removed = g.pre.siege | g.pre.forced;
    let me = g.side_of(g.to_move).min(1);
    let mine = g.side_pawns(me) & !removed;
    let empty = ALL & !(g.occupied() & !removed);
    let caught = besieged(mine, empty, g.nbrs());
    let seat = seat_term(g, g.to_move);
    let mut out = Vec::new();
    if caught != 0 {
        let cells: Vec<String> = bits(caught).map(name).collect();
        out.push(Danger {
            msg: msg("danger.siege")
                .term("seat", seat)
                .num("n", caught.count_ones() as i64)
                .text("cells", cells.join(", ")),
            cells,
        });
    }
    // The next seat's slides (from the board as it stands once this turn's
    // removals are done) that would close a siege around more of the
    // mover's pawns: like check, the move to parry now.
    let next = g.next_seat(g.to_move);
    if g.side_of(next).min(1) == me {
        return out;
    }
    let occ = g.occupied() & !removed;
    let mut threatened = 0u128;
    let mut example = None;
    for from in bits(g.movable(next) & !removed) {
        for d in 0..4 {
            let Some(to) = g.slide(from, d, occ) else {
                continue;
            };
            let after = (occ & !(1u128 << from)) | 1u128 << to;
            let shut = besieged(mine, ALL & !after, g.nbrs()) & !caught;
            if shut != 0 {
                threatened |= shut;
                example.get_or_insert((from, to, shut));
            }
        }
    }
    if let Some((from, to, shut)) = example {
        let mut cells: Vec<String> = bits(threatened).map(name).collect();
        cells.extend([name(from), name(to)]);
        out.push(Danger {
            msg: msg("danger.threat")
                .term("seat", seat_term(g, next))
                .term("enemy", seat)
                .num("n", shut.count_ones() as i64)
                .text("cells", bits(shut).map(name).collect::<Vec<_>>().join(", "))
                .text("move", format!("{}–{}", name(from), name(to))),
            cells,
        });
    }
    out
}
