//! Why a placement is chosen, in one sentence (`Words::explain`), asked of
//! the position before it. The last placement: the final count. Late in
//! the game (at most [`SOLVE_EMPTY`] cells empty after the move): the
//! exact solver's verdict, compared with the best placement. Earlier,
//! when the solver is out of reach: a street the tile completes, else the
//! edges the mover's regions reach through it (streets join opposite
//! edges, §7.1; tiles never move, so what a placement links stays linked).

use super::rules::{msg, Mv, Straat};
use super::score::{back_regions, front_regions, EDGE_E, EDGE_N, EDGE_S, EDGE_W};
use super::solver::{Solver, INF};
use super::words::seat_term;
use attic_core::Msg;

/// The solver is asked only when at most this many cells are empty after
/// the placement (the position before it then has one more: 6 empty
/// cells take about 20 000 nodes, a few ms).
pub const SOLVE_EMPTY: u32 = 5;
/// Nodes the solver may search for one explanation (both solves).
pub const NODE_LIMIT: u64 = 200_000;
/// Table size of the solver (2^12 entries of 16 bytes).
const TT_BITS: u32 = 12;

/// The exact value of `g` for the side to move (its total minus the
/// other's with best play), by MTD(f) as `solver::solve` does, or `None`
/// when `s` runs past its node limit.
pub(super) fn value(s: &mut Solver, g: &Straat) -> Option<i8> {
    if g.empty() == 0 {
        let t = g.count().totals();
        // At a full board White is "to move" (16 placements made).
        return Some(t[0] as i8 - t[1] as i8);
    }
    let moves = s.distinct_moves(g);
    let order: Vec<usize> = (0..moves.len()).collect();
    let (mut lo, mut hi, mut guess) = (-INF, INF, 0i8);
    while lo < hi {
        let beta = if guess == lo { guess + 1 } else { guess };
        let mut partial = None;
        let (_, v) = s.root(g, &moves, &order, beta - 1, beta, &mut partial)?;
        guess = v;
        if v < beta {
            hi = v;
        } else {
            lo = v;
        }
    }
    Some(lo)
}

/// A result for `seat` by `d` streets: a win, a draw or a loss.
pub(super) fn result(seat: u8, d: i8) -> Msg {
    match d {
        0 => msg("why.result-draw"),
        d => msg("why.result-win")
            .term("seat", seat_term(if d > 0 { seat } else { 1 - seat }))
            .num("n", d.unsigned_abs() as i64),
    }
}

/// The reason for `m` in `g`; none for an illegal placement.
pub fn explain(g: &Straat, m: &Mv) -> Option<Msg> {
    g.check(*m).ok()?;
    let seat = g.mover();
    let mut after = *g;
    after.apply(*m);
    if after.empty() == 0 {
        let t = after.count().totals();
        let (mine, theirs) = (t[seat as usize], t[1 - seat as usize]);
        return Some(
            msg("why.last")
                .term("seat", seat_term(seat))
                .num("mine", mine as i64)
                .num("theirs", theirs as i64)
                .msg("result", result(seat, mine as i8 - theirs as i8)),
        );
    }
    if after.empty() <= SOLVE_EMPTY {
        let mut s = Solver::new(g.split, TT_BITS);
        s.limit = NODE_LIMIT;
        if let (Some(v), Some(best)) = (value(&mut s, &after), value(&mut s, g)) {
            let d = -v;
            return Some(match (d == best, d.signum()) {
                (true, 1) => msg("why.solved-win")
                    .term("seat", seat_term(seat))
                    .num("n", d as i64),
                (true, 0) => msg("why.solved-draw"),
                (true, _) => msg("why.solved-least")
                    .term("seat", seat_term(seat))
                    .num("n", -d as i64),
                (false, _) => msg("why.solved-worse")
                    .msg("result", result(seat, d))
                    .msg("best", result(seat, best)),
            });
        }
    }
    street_or_reach(g, &after, m, seat)
}

/// Before the solver can see the end: the streets the placement completes
/// for its mover, else the edges its regions now reach; none when they
/// reach no edge at all.
fn street_or_reach(g: &Straat, after: &Straat, m: &Mv, seat: u8) -> Option<Msg> {
    let (before, now) = (g.count(), after.count());
    let s = seat as usize;
    // Joining two streets into one region can also lower a count.
    let gained = now.totals()[s] as i64 - before.totals()[s] as i64;
    if gained > 0 {
        return Some(
            msg("why.street")
                .term("seat", seat_term(seat))
                .num("n", gained)
                .num("total", now.totals()[s] as i64),
        );
    }
    // The front region holding the tile's piece of the mover's colour,
    // and the back region holding the tile (its solid face is the mover's).
    let piece = m.cell as u32 * 2 + seat as u32;
    let front = front_regions(&after.cells)
        .into_iter()
        .find(|r| r.members >> piece & 1 == 1)
        .map_or(0, |r| edges(r.edges));
    let back = back_regions(&after.cells)
        .into_iter()
        .find(|r| r.members >> m.cell & 1 == 1)
        .map_or(0, |r| edges(r.edges));
    // A tile that reaches no edge on either face says nothing yet.
    (front + back > 0).then(|| {
        msg("why.reach")
            .term("seat", seat_term(seat))
            .num("front", front as i64)
            .num("back", back as i64)
    })
}

/// How many of the four edges a region touches.
fn edges(e: u8) -> u32 {
    (e & (EDGE_N | EDGE_E | EDGE_S | EDGE_W)).count_ones()
}
