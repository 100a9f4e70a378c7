//! TURNOOI in plain words: each ply as a sentence for the move list and
//! the live region ("South moved e3–e4 into battle with North's tile on
//! e5", then the battle with both sums and what became of the tiles, or
//! "North had no legal move and passed"), and the battle of a ply, which
//! the board also draws.

use super::game::{msg, seat_term};
use super::rules::{Battle, Board as Geo, Mv, Turnooi};
use super::tiles::{hidden, tile, visible, Cell, EMPTY};
use attic_core::{Msg, Seat};

/// A battle a ply showed: both tiles with both faces, their sums and the
/// result.
#[derive(Clone, Copy)]
pub(super) struct Fight {
    /// The mover's cell and the cell across.
    pub at: usize,
    pub other: usize,
    /// The mover.
    pub mover: Seat,
    /// Both tiles, faces public.
    pub tiles: [Cell; 2],
    pub result: Battle,
}

/// The battle that playing `m` in `before` shows, if it has one: the
/// chance ply that turns both tiles, or a step into a battle whose faces
/// are already public.
pub(super) fn fight(before: &Turnooi, m: Mv) -> Option<Fight> {
    let (at, with) = match m {
        Mv::Faces { mover, other } => (before.pending? as usize, Some((mover, other))),
        Mv::Step { from, to } => {
            let o = before.battle_at(to as usize)?;
            let (m, t) = (before.cells[from as usize], before.cells[o]);
            if hidden(m) == 0 || hidden(t) == 0 {
                return None;
            }
            let mut r = before.clone();
            r.cells[to as usize] = m;
            r.cells[from as usize] = EMPTY;
            return judged(&r, to as usize, o);
        }
        Mv::Pass => return None,
    };
    let o = before.board().across(at)?;
    let mut r = before.clone();
    if let Some((mh, oh)) = with {
        r.cells[at] = tile(visible(r.cells[at]), mh);
        r.cells[o] = tile(visible(r.cells[o]), oh);
    }
    judged(&r, at, o)
}

fn judged(r: &Turnooi, at: usize, o: usize) -> Option<Fight> {
    Some(Fight {
        at,
        other: o,
        mover: r.to_move,
        tiles: [r.cells[at], r.cells[o]],
        result: r.judge(at)?,
    })
}

fn sum(c: Cell) -> u8 {
    visible(c) + hidden(c)
}

/// A battle in words: "Battle e5–e4: North's 4 + 6 = 10 against South's
/// 6 + 1 = 7. South's tile on e4 goes to North's stock."
pub(super) fn battle_msg(b: Geo, s: &Fight) -> Msg {
    let [m, t] = s.tiles;
    let other = 1 - s.mover;
    let result = match s.result {
        Battle::Tie => msg("view.result.tie"),
        Battle::Won {
            mover_won,
            captured,
            highest,
        } => {
            let winner = if mover_won { s.mover } else { other };
            msg(if highest {
                "view.result.highest"
            } else {
                "view.result.captured"
            })
            .term("winner", seat_term(winner))
            .term("loser", seat_term(1 - winner))
            .text("cell", b.name(captured as usize))
        }
    };
    msg("view.battle")
        .text("at", b.name(s.at))
        .text("across", b.name(s.other))
        .term("mover", seat_term(s.mover))
        .term("other", seat_term(other))
        .num("mv", visible(m) as i64)
        .num("mh", hidden(m) as i64)
        .num("ms", sum(m) as i64)
        .num("ov", visible(t) as i64)
        .num("oh", hidden(t) as i64)
        .num("os", sum(t) as i64)
        .msg("result", result)
}

/// A ply in words, asked of the state before it; none for a ply that is
/// not legal here.
pub fn describe(g: &Turnooi, m: &Mv) -> Option<Msg> {
    if g.end.is_some() || !attic_core::Rules::is_legal(g, m) {
        return None;
    }
    let b = g.board();
    let seat = seat_term(g.to_move);
    Some(match *m {
        Mv::Pass => msg("view.passed").term("seat", seat),
        Mv::Faces { .. } => battle_msg(b, &fight(g, *m)?),
        Mv::Step { from, to } => {
            let step = |key| {
                msg(key)
                    .term("seat", seat)
                    .text("from", b.name(from as usize))
                    .text("to", b.name(to as usize))
            };
            match (g.battle_at(to as usize), fight(g, *m)) {
                // Both faces public already: the battle is fought at once.
                (Some(_), Some(f)) => step("said.step-fought").msg("battle", battle_msg(b, &f)),
                (Some(o), None) => step("said.step-battle")
                    .term("other", seat_term(1 - g.to_move))
                    .text("across", b.name(o)),
                (None, _) => step("said.step"),
            }
        }
    })
}
