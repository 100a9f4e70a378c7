//! Why a turn is chosen, in one or two sentences (issue 19 §4), from the
//! rules one turn on: the Golden Chair it completes, the siege it closes
//! around enemy pawns (removed for sure, or freed by the next seat's own
//! removals), the siege threat it parries, a step onto the chair, and
//! whether the next seat can then close a siege around its side's pawns. Each look-ahead is one
//! flood fill per slide of one seat: well under a millisecond.

use super::board::{bits, chair, name, ALL};
use super::eval::side_scores;
use super::game::{msg, seat_term, side_term};
use super::rules::{besieged, Action, LongTau, Mv};
use attic_core::{Msg, Seat};

fn cells(set: u128) -> String {
    bits(set).map(name).collect::<Vec<_>>().join(", ")
}

/// A slide of `seat` over the board `occ` that shuts in pawns of
/// `victims` not shut in already: the union of all such pawns, and the
/// first slide with what it alone shuts in.
fn shuts(g: &LongTau, seat: Seat, occ: u128, victims: u128) -> Option<(u128, u8, u8, u128)> {
    let nbrs = g.nbrs();
    let caught = besieged(victims & occ, ALL & !occ, nbrs);
    let mut all = 0u128;
    let mut first = None;
    for from in bits(g.movable(seat) & occ) {
        for d in 0..4 {
            let Some(to) = g.slide(from, d, occ) else {
                continue;
            };
            let after = (occ & !(1u128 << from)) | 1u128 << to;
            let shut = besieged(victims & after, ALL & !after, nbrs) & !caught;
            if shut != 0 {
                all |= shut;
                first.get_or_insert((from, to, shut));
            }
        }
    }
    first.map(|(f, t, s)| (all, f, t, s))
}

/// The reason for `m` in `g`; none for a move that is not legal, a pass
/// or an end with nothing to choose.
pub fn explain(g: &LongTau, m: &Mv) -> Option<Msg> {
    if g.result.is_some() || !g.legal(m) {
        return None;
    }
    let s = g.to_move;
    let mine_t = g.side_of(s).min(1);
    let their_t = 1 - mine_t;
    let next = g.next_seat(s);
    let removed = g.removed(m.chosen);
    let (from, to) = match m.action {
        Action::Slide { from, to } => (from, to),
        Action::End => return Some(msg("why.eliminates").text("cells", cells(removed))),
        Action::Pass => return None,
    };
    let nbrs = g.nbrs();
    let occ0 = g.occupied() & !removed;
    let occ1 = (occ0 & !(1u128 << from)) | 1u128 << to;
    let mine0 = g.side_pawns(mine_t) & !removed;
    let mine1 = (mine0 & !(1u128 << from)) | 1u128 << to;
    let theirs = g.side_pawns(their_t) & !removed;
    let mut after = g.clone();
    after.apply(m, None);
    // What the next seat (always of the other side) can do after it.
    let reply = match after.pre.end {
        Some(_) => None,
        None => {
            let gone = after.pre.siege | after.pre.forced;
            shuts(&after, next, occ1 & !gone, mine1 & !gone)
        }
    };
    let then = match reply {
        Some((_, f, t, shut)) => msg("why.then-threat")
            .term("seat", seat_term(g, next))
            .num("n", shut.count_ones() as i64)
            .text("cells", cells(shut))
            .text("move", format!("{}–{}", name(f), name(t))),
        None => msg("why.then-safe")
            .term("seat", seat_term(g, next))
            .term("side", side_term(g, mine_t)),
    };
    if g.completes(removed, from, to) {
        return Some(
            msg("why.chair")
                .term("seat", seat_term(g, s))
                .term("side", side_term(g, their_t))
                .msg("then", then),
        );
    }
    // Enemy pawns left with no free neighbour by the slide.
    let shut = besieged(theirs, ALL & !occ1, nbrs) & !besieged(theirs, ALL & !occ0, nbrs);
    // (When the next seat's turn ends the game at its start, the siege no
    // longer matters.)
    if shut != 0 && after.pre.end.is_none() {
        // A besieged group cannot be freed by a slide (its every
        // neighbour is an enemy pawn): only the removals at the start of
        // the next seat's turn can give it a liberty before the mover's
        // side removes it.
        let certain = after.pre.siege | after.pre.forced;
        let free_after = |gone: u128| {
            let occ2 = occ1 & !gone;
            shut & !besieged(theirs & occ2, ALL & !occ2, nbrs) != 0
        };
        let answer = if free_after(certain) {
            Some(msg("why.then-freed").term("seat", seat_term(g, next)))
        } else if free_after(certain | after.pre.tie) {
            Some(msg("why.then-may-free").term("seat", seat_term(g, next)))
        } else {
            None
        }
        .unwrap_or_else(|| msg("why.then-removed").term("seat", seat_term(g, g.next_seat(next))))
        .num("n", shut.count_ones() as i64);
        return Some(
            msg("why.siege")
                .term("side", side_term(g, their_t))
                .num("n", shut.count_ones() as i64)
                .text("cells", cells(shut))
                .msg("then", answer),
        );
    }
    // A siege the next seat could close before the slide and cannot after.
    if reply.is_none() {
        if let Some((_, f, t, shut)) = shuts(g, next, occ0, mine0) {
            return Some(
                msg("why.parries")
                    .term("seat", seat_term(g, next))
                    .num("n", shut.count_ones() as i64)
                    .text("cells", cells(shut))
                    .text("move", format!("{}–{}", name(f), name(t))),
            );
        }
    }
    // A step onto the Golden Chair: its cells held by the mover's side.
    let ch = chair();
    let held = (mine1 & ch).count_ones();
    if held > (mine0 & ch).count_ones() {
        return Some(
            msg("why.chair-step")
                .text("cell", name(to))
                .term("side", side_term(g, mine_t))
                .num("n", held as i64)
                .msg("then", then),
        );
    }
    match (best_by_eval(g, m), reply.is_none()) {
        (true, _) => Some(msg("why.eval").msg("then", then)),
        (false, true) => Some(then_alone(g, next, mine_t)),
        (false, false) => None,
    }
}

/// "West cannot close a siege around any pawn of North and South next
/// move", as a sentence.
fn then_alone(g: &LongTau, next: Seat, mine_t: u8) -> Msg {
    msg("why.safe")
        .term("seat", seat_term(g, next))
        .term("side", side_term(g, mine_t))
}

/// Whether `m` leaves the mover's side the best evaluation of all the
/// legal moves (pawns, liberties, the Golden Chair, pending rights).
fn best_by_eval(g: &LongTau, m: &Mv) -> bool {
    let t = g.side_of(g.to_move).min(1) as usize;
    let score = |mv: &Mv| {
        let mut a = g.clone();
        a.apply(mv, None);
        let s = side_scores(&a);
        s[t] - s[1 - t]
    };
    let mine = score(m);
    let mut moves = Vec::new();
    g.gen(&mut moves);
    moves.iter().all(|o| score(o) <= mine)
}
