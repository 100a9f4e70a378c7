//! Chogo in plain words: a move as a sentence, what the opponent could
//! capture next (the board's danger warning, like check in chess), and
//! why the game ended.

use super::board::{is_king, side_of, square_name, MAX_FILES, WHITE};
use super::game::{msg, seat_term};
use super::moves::{members, Mv};
use super::notation::{group_name, write};
use super::rules::{Chogo, End, Reason};
use attic_core::{Danger, Event, Msg};

/// "White moved d1–d4 and captured c4 and e4", "Black dropped the king on
/// d4", "Black moved a man from e3 to a5 (mole move) and captured a4";
/// none for a move that is not legal here.
pub fn describe(g: &Chogo, m: &Mv, events: &[Event]) -> Option<Msg> {
    if g.check(*m).is_err() {
        return None;
    }
    let b = &g.board;
    let x = g.mover();
    let said = |key| msg(key).term("seat", seat_term(x));
    let mut out = match *m {
        Mv::Drop(t) => said("said.drop").text("square", square_name(t as usize)),
        Mv::Mole { from, to } => {
            let key = if is_king(b.cells[from as usize]) {
                "said.mole-king"
            } else {
                "said.mole"
            };
            said(key)
                .text("from", square_name(from as usize))
                .text("to", square_name(to as usize))
        }
        Mv::Step { from, w, h, .. } => {
            // Members come bottom-left first: the groups' corners.
            let first = *members(b, *m).first()?;
            let key = match (w, h) {
                (1, 1) if is_king(b.cells[from as usize]) => "said.king",
                (1, 1) => "said.pawn",
                (1, _) | (_, 1) => "said.line",
                _ => "said.block",
            };
            let (w, h) = (w as usize, h as usize);
            said(key)
                .text("from", group_name(first.0, w, h))
                .text("to", group_name(first.1, w, h))
        }
    };
    let mut caught: Vec<usize> = events
        .iter()
        .filter_map(|e| match e {
            Event::Capture { at, .. } => Some(*at as usize),
            _ => None,
        })
        .collect();
    // In the notation's order: by file, then rank.
    attic_core::order::sort_by_key(&mut caught, |&i| (i % MAX_FILES, i / MAX_FILES));
    if !caught.is_empty() {
        let items: Vec<Msg> = caught.iter().map(|&c| man(g, c)).collect();
        out = msg("said.captured")
            .msg("move", out)
            .msg("list", and_list(items));
    }
    // The enemy men the move trapped (the king among them is the `#` of
    // the notation): a trapped man cannot move alone.
    let mut after = g.clone();
    after.apply(*m, None);
    if after.result.is_none() {
        let mut trapped: Vec<usize> = (0..after.board.cells.len())
            .filter(|&i| after.board.own(i, 1 - x) && after.board.trapped(i) && !b.trapped(i))
            .collect();
        attic_core::order::sort_by_key(&mut trapped, |&i| (i % MAX_FILES, i / MAX_FILES));
        if !trapped.is_empty() {
            let items = trapped.iter().map(|&c| man(&after, c)).collect();
            out = msg("said.traps")
                .msg("move", out)
                .msg("list", and_list(items));
        }
    }
    Some(out)
}

/// A man of the position before the move, for a capture list: a pawn by
/// its square, the king as "Black's king on a4".
pub(super) fn man(g: &Chogo, at: usize) -> Msg {
    let c = g.board.cells.get(at).copied().unwrap_or_default();
    if is_king(c) {
        msg("said.enemy-king")
            .term("enemy", seat_term(side_of(c).unwrap_or(WHITE)))
            .text("square", square_name(at))
    } else {
        msg("said.square").text("square", square_name(at))
    }
}

/// "c6, d6 and e6", in the reader's language.
pub(super) fn and_list(mut items: Vec<Msg>) -> Msg {
    let Some(mut out) = items.pop() else {
        return msg("said.square").text("square", "");
    };
    if let Some(before) = items.pop() {
        out = msg("list.and").msg("a", before).msg("b", out);
    }
    while let Some(before) = items.pop() {
        out = msg("list.comma").msg("a", before).msg("b", out);
    }
    out
}

/// What the opponent could capture if it were their turn now: the king
/// of the side to move (first), then its pawns. The king's warning rings
/// the king and the men that would capture it, and names one such move.
pub fn dangers(g: &Chogo) -> Vec<Danger> {
    if g.result.is_some() {
        return Vec::new();
    }
    let me = g.mover();
    let mut them = g.clone();
    them.board.to_move = 1 - me;
    let mut moves = Vec::new();
    them.gen(&mut moves);
    let king = g.board.king(me);
    let mut king_moves: Vec<Mv> = Vec::new();
    let mut pawns: Vec<usize> = Vec::new();
    for &m in &moves {
        for c in them.captures_of(m) {
            if Some(c) == king {
                if !king_moves.contains(&m) {
                    king_moves.push(m);
                }
            } else if !pawns.contains(&c) {
                pawns.push(c);
            }
        }
    }
    let mut out = Vec::new();
    if let (Some(k), Some(&first)) = (king, king_moves.first()) {
        let mut cells = vec![square_name(k)];
        for &m in &king_moves {
            let from: Vec<usize> = match m {
                Mv::Step { .. } => members(&them.board, m).iter().map(|p| p.0).collect(),
                Mv::Drop(t) | Mv::Mole { to: t, .. } => vec![t as usize],
            };
            for s in from {
                let name = square_name(s);
                if !cells.contains(&name) {
                    cells.push(name);
                }
            }
        }
        out.push(Danger {
            msg: msg("danger.king")
                .term("seat", seat_term(1 - me))
                .term("enemy", seat_term(me))
                .text("square", square_name(k))
                .text("move", write(&them, first)),
            cells,
        });
    }
    if !pawns.is_empty() {
        attic_core::order::sort_by_key(&mut pawns, |&i| (i % MAX_FILES, i / MAX_FILES));
        let items = pawns
            .iter()
            .map(|&c| msg("said.square").text("square", square_name(c)))
            .collect();
        out.push(Danger {
            msg: msg("danger.pawns")
                .term("seat", seat_term(1 - me))
                .term("enemy", seat_term(me))
                .num("n", pawns.len() as i64)
                .msg("list", and_list(items)),
            cells: pawns.iter().map(|&c| square_name(c)).collect(),
        });
    }
    out
}

/// Why the game ended, in a sentence that does not repeat who won (the
/// headline says it), then the men left (the scores shown under it).
pub fn outcome_reason(g: &Chogo, end: &End, men: [i64; 2]) -> Msg {
    let (winner, loser) = match end.winner {
        Some(w) => (w, 1 - w),
        None => (g.mover(), 1 - g.mover()),
    };
    let pawns = |s: u8| {
        g.board
            .cells
            .iter()
            .filter(|&&c| side_of(c) == Some(s) && !is_king(c))
            .count() as i64
    };
    let why = match end.reason {
        Reason::KingCaptured => msg("outcome.king-captured")
            .term("seat", seat_term(winner))
            .term("enemy", seat_term(loser))
            .text(
                "square",
                end.king_at
                    .map_or(String::new(), |k| square_name(k as usize)),
            ),
        Reason::Immobilised => msg("outcome.immobilised").term("enemy", seat_term(loser)),
        Reason::K2p => msg("outcome.k2p")
            .term("enemy", seat_term(loser))
            .num("n", pawns(loser))
            .num("m", pawns(winner)),
        Reason::NoCaptureLimit => msg("outcome.no-capture-limit"),
        Reason::Repetition => msg("outcome.repetition"),
    };
    msg("outcome.men")
        .msg("why", why)
        .num("black", men[0])
        .num("white", men[1])
}
