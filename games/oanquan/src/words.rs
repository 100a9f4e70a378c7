//! O An Quan in plain words: a move as a sentence, and the quans the
//! opponent could take next (the board's danger warning).

use super::position::{space_name, QE, QW};
use super::rules::{msg, seat_term, Dir, Mv, OanQuan};
use attic_core::prelude::*;
use attic_core::{Danger, Event, Msg, Turn};

/// The captures among a move's events: (ring index, counters).
pub(crate) fn captures(events: &[Event]) -> Vec<(u16, u32)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Capture { at, n, .. } => Some((*at, *n)),
            _ => None,
        })
        .collect()
}

/// "A sowed from A1 and captured 6 counters: A2 (6)".
pub fn describe(g: &OanQuan, m: &Mv, events: &[Event]) -> Option<Msg> {
    let Turn::Seat(p) = g.turn() else {
        return None;
    };
    let caps = captures(events);
    let total: u32 = caps.iter().map(|c| c.1).sum();
    let list: Vec<String> = caps
        .iter()
        .map(|&(at, n)| format!("{} ({n})", space_name(at as usize)))
        .collect();
    let key = match (caps.is_empty(), g.opts.choose, m.dir) {
        (true, false, _) => "said.sow",
        (true, true, Dir::Anti) => "said.sow-anti",
        (true, true, Dir::Clock) => "said.sow-clock",
        (false, false, _) => "said.capture",
        (false, true, Dir::Anti) => "said.capture-anti",
        (false, true, Dir::Clock) => "said.capture-clock",
    };
    Some(
        msg(key)
            .term("seat", seat_term(p))
            .text("space", space_name(m.space as usize))
            .num("n", total as i64)
            .text("list", list.join(", ")),
    )
}

/// The quans (with counters) that the opponent could capture if it were
/// their turn now: what the player to move should see to.
pub fn dangers(g: &OanQuan) -> Vec<Danger> {
    let Turn::Seat(p) = g.turn() else {
        return Vec::new();
    };
    let mut them = *g;
    them.pos.to_move = 1 - p;
    // An opponent who would have to refill by borrowing more than the
    // player has cannot move at all (the round would end instead).
    if !them.refill_possible() {
        return Vec::new();
    }
    let mut moves = Vec::new();
    them.legal_moves(&mut moves);
    let mut out: Vec<Danger> = Vec::new();
    for quan in [QW, QE] {
        if g.pos.board[quan] == 0 {
            continue;
        }
        // The opponent's moves that take this quan, in legal order.
        let from: Vec<&Mv> = moves
            .iter()
            .filter(|m| them.captures_of(**m).iter().any(|c| c.0 as usize == quan))
            .collect();
        if let Some(first) = from.first() {
            let mut cells = vec![space_name(quan).to_string()];
            cells.extend(
                from.iter()
                    .map(|m| space_name(m.space as usize).to_string()),
            );
            cells.dedup();
            out.push(Danger {
                msg: msg("danger.quan")
                    .term("seat", seat_term(1 - p))
                    .text("quan", space_name(quan))
                    .num("n", g.pos.board[quan] as i64)
                    .text("from", space_name(first.space as usize)),
                cells,
            });
        }
    }
    out
}
