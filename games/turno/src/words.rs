//! TURNO in plain words: each ply of the four sub-games as a sentence for
//! the move list and the live region, so that a throw is heard with what
//! it did ("Seat 1 threw 4 and went from tile 3 to tile 7"), not as
//! "Chance: 4".

use super::board::cell_name;
use super::checkers::{CMove, Checkers};
use super::common::{msg, seat_term};
use super::domino::{Domino, DominoMove};
use super::lottery::Lottery;
use super::walk::{Loop, LoopMove, FINISH};
use attic_core::{Event, Msg, Seat};

/// A place on the Loop's track: the start, tile n, or H.
fn place(n: u16) -> Msg {
    match n {
        0 => msg("said.place.start"),
        n if n >= FINISH as u16 => msg("said.place.home"),
        n => msg("said.place.tile").num("n", n as i64),
    }
}

/// A walk from `from` to `to` after a throw of `d` (or after a turned
/// tile, with no throw).
fn went(seat: Seat, d: Option<u32>, from: u16, to: u16) -> Msg {
    let key = match (d.is_some(), from == to) {
        (true, true) => "said.throw-stay",
        (true, false) => "said.throw-went",
        (false, _) => "said.went-on",
    };
    let m = msg(key)
        .term("seat", seat_term(seat))
        .msg("from", place(from))
        .msg("to", place(to));
    match d {
        Some(d) => m.num("d", d as i64),
        None => m,
    }
}

/// A Loop ply: a throw and the walk, or the face a turned tile shows and
/// the walk on from it.
pub fn describe_loop(g: &Loop, m: &LoopMove, events: &[Event]) -> Option<Msg> {
    let seat = g.to_move;
    let mut parts = Vec::new();
    let mut roll = None;
    let mut turned = None;
    for e in events {
        match *e {
            Event::Roll(d) => roll = Some(d),
            Event::Reveal { at, value } => turned = Some((at, value)),
            Event::Move { from, to } => parts.push(match turned.take() {
                Some((at, v)) => msg("said.turned")
                    .num("n", at as i64)
                    .num("v", v as i64)
                    .msg("walk", went(seat, None, from, to)),
                None => went(seat, roll.take(), from, to),
            }),
            _ => {}
        }
    }
    if matches!(m, LoopMove::Roll(_)) && parts.is_empty() {
        return None;
    }
    join(parts)
}

/// Sentences joined by "; ".
fn join(parts: Vec<Msg>) -> Option<Msg> {
    parts
        .into_iter()
        .reduce(|a, b| msg("said.and").msg("a", a).msg("b", b))
}

/// A Lottery ply: the throw, and whether it took the arm's outermost tile.
pub fn describe_lottery(g: &Lottery, d: u8) -> Option<Msg> {
    let s = g.to_move;
    let up = g.outermost(s)?;
    let left = 6 - g.taken[s as usize] as i64 - 1;
    let m = if up == d && left == 0 {
        msg("said.lottery-last")
    } else if up == d {
        msg("said.lottery-take").num("left", left)
    } else {
        msg("said.lottery-miss").num("v", up as i64)
    };
    Some(m.term("seat", seat_term(s)).num("d", d as i64))
}

/// A Domino ply: the two tiles placed, or a pass.
pub fn describe_domino(g: &Domino, m: &DominoMove) -> Msg {
    let (seat, k) = (seat_term(g.to_move), g.k() as i64);
    match *m {
        DominoMove::Pass => msg("said.domino-pass").term("seat", seat).num("k", k),
        DominoMove::Place(a, b) => msg("said.domino-place")
            .term("seat", seat)
            .num("k", k)
            .num("a", a as i64)
            .num("b", b as i64),
    }
}

/// The message key of a Checkers side's name.
pub fn side_key(side: u8) -> &'static str {
    ["view.side-s", "view.side-n", "view.side-w", "view.side-e"][side as usize % 4]
}

/// A Checkers ply: a side chosen, a throw, the entry, or the walk.
pub fn describe_checkers(g: &Checkers, m: &CMove) -> Option<Msg> {
    let s = g.to_move;
    let seat = seat_term(s);
    Some(
        match m {
            CMove::Side(side, None) => msg("said.side").msg("side", msg(side_key(*side))),
            CMove::Side(side, Some(c)) => msg("said.side-corner")
                .msg("side", msg(side_key(*side)))
                .text("cell", cell_name(*c)),
            CMove::Roll(d) => {
                let mut after = g.clone();
                attic_core::Rules::play(&mut after, m).ok()?;
                let key = match after.rerolling {
                    true => "said.roll-again",
                    false => "said.roll",
                };
                msg(key).num("d", *d as i64)
            }
            CMove::Enter(c) => msg("said.enter").text("cell", cell_name(*c)),
            CMove::Walk(p) if p.tiles().is_empty() => msg("said.walk-none").text(
                "cell",
                g.pawn[s as usize].map(cell_name).unwrap_or_default(),
            ),
            CMove::Walk(p) => {
                let from = g.pawn[s as usize].map(cell_name).unwrap_or_default();
                let path: Vec<String> = std::iter::once(from)
                    .chain(p.tiles().iter().map(|&c| cell_name(c)))
                    .collect();
                msg("said.walk").text("path", path.join("–"))
            }
        }
        .term("seat", seat),
    )
}
