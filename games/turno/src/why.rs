//! Why a move is chosen, in one sentence (`Words::explain`), asked of the
//! position before it. Loop and Lottery have no decisions (§4: every ply
//! is the die's), so only Domino and Checkers explain.
//!
//! Domino: the state is the reader's view (hands of others hidden with 3
//! or more players). With two players, nothing is hidden and the exact
//! solver (`dsolve.rs`) gives its verdict within [`DOMINO_NODES`]
//! positions; otherwise the tiles kept for the next number.
//!
//! Checkers: the expected turns the seat still needs (`eval.rs`, from the
//! public board), against its best choice; a walk that crosses or wins
//! says so.

use super::board::{cell_name, on_far};
use super::checkers::{CMove, Checkers};
use super::common::{msg, seat_term};
use super::domino::{Domino, DominoMove};
use super::dsolve::{Solver, Value, LOSS, WIN};
use super::eval::turns_left;
use attic_core::prelude::*;
use attic_core::{Msg, Seat};

/// Positions the Domino solver may visit for one explanation (both
/// solves): late in a two-player game a few hundred, from the deal
/// 180 000 on average, so early moves fall back to the tiles kept.
pub const DOMINO_NODES: u64 = 2_000;

/// A Domino placement: the solver's verdict, or the tiles kept.
pub fn domino(g: &Domino, m: &DominoMove) -> Option<Msg> {
    let seat = g.to_move;
    if g.end().is_some() || !g.known[seat as usize] || !g.is_legal(m) {
        return None;
    }
    let DominoMove::Place(..) = m else {
        return None;
    };
    let mut after = g.clone();
    after.play_fast(m);
    if after.sizes[seat as usize] == 0 {
        return Some(msg("why.d-out").term("seat", seat_term(seat)));
    }
    let mut s = Solver::new(DOMINO_NODES);
    // The value for the mover after the move, and the best it had.
    let solved = s.best_moves(&after).and_then(|(v, _)| {
        let mine = if after.to_move == seat { v } else { -v };
        s.best_moves(g).map(|(best, _)| (mine, best))
    });
    if let Some((mine, best)) = solved {
        return Some(match (mine == best, mine) {
            (true, WIN) => msg("why.d-win").term("seat", seat_term(seat)),
            (true, LOSS) => msg("why.d-loss").term("seat", seat_term(seat)),
            (true, _) => msg("why.d-shared"),
            (false, _) => msg("why.d-worse")
                .msg("result", result(seat, mine))
                .msg("best", result(seat, best)),
        });
    }
    // The next number needed: k + 1, or 1 of the next pair after a 6.
    let next = after.k();
    let kept = Domino::with_face(&after.hands[seat as usize], next);
    Some(
        msg("why.d-keep")
            .term("seat", seat_term(seat))
            .num("n", kept as i64)
            .num("next", next as i64),
    )
}

/// A solver's value for `seat` as words.
fn result(seat: Seat, v: Value) -> Msg {
    match v {
        WIN => msg("why.d-result-win").term("seat", seat_term(seat)),
        LOSS => msg("why.d-result-loss").term("seat", seat_term(seat)),
        _ => msg("why.d-result-shared"),
    }
}

/// A Checkers choice (side, entry tile, path): a win, a crossing, or the
/// expected turns still needed against the best choice.
pub fn checkers(g: &Checkers, m: &CMove) -> Option<Msg> {
    if matches!(m, CMove::Roll(_)) || g.winner().is_some() || !g.is_legal(m) {
        return None;
    }
    let seat = g.to_move;
    let i = seat as usize;
    let mut after = g.clone();
    after.play_fast(m);
    if after.winner() == Some(seat) {
        let start = after.start[i].map(cell_name).unwrap_or_default();
        return Some(
            msg("why.c-wins")
                .term("seat", seat_term(seat))
                .text("cell", start),
        );
    }
    if let (CMove::Walk(p), false, true, Some(side)) =
        (m, g.crossed[i], after.crossed[i], g.sides[i])
    {
        let far = p.tiles().iter().copied().find(|&c| on_far(side, c));
        let start = after.start[i].map(cell_name).unwrap_or_default();
        return Some(
            msg("why.c-cross")
                .text("cell", far.map(cell_name).unwrap_or_default())
                .text("start", start),
        );
    }
    let need = |h: &Checkers| turns_left(h, seat);
    let mine = need(&after);
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let best = moves
        .iter()
        .filter(|o| *o != m)
        .map(|o| {
            let mut h = g.clone();
            h.play_fast(o);
            need(&h)
        })
        .fold(mine, f32::min);
    if !mine.is_finite() {
        // No path can bring the pawn home (`eval.rs`'s NEVER): no count.
        return None;
    }
    let n = mine.round().max(0.0) as i64;
    Some(if mine <= best + 1e-4 {
        msg("why.c-turns-best")
            .term("seat", seat_term(seat))
            .num("n", n)
    } else {
        msg("why.c-turns").term("seat", seat_term(seat)).num("n", n)
    })
}
