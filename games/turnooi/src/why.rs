//! Why a move is chosen, in one sentence (`Words::explain`), asked of the
//! position before it and from public information only (the state holds
//! no hidden face that is not public: §3.1's odds stand for the rest).
//! A step into battle: its sure result when both faces are public, else
//! its exact odds (`odds.rs`). A quiet step: the tile it takes out of
//! reach of an attack next move, with the odds that attack had; else the
//! evaluation's winning chance (`eval.rs`), and whether any other step
//! leaves a better one.

use super::eval::evaluate;
use super::game::{msg, seat_term};
use super::odds::{battle_odds, Frac};
use super::rules::{Battle, Mv, Turnooi};
use super::tiles::{hidden, visible};
use super::words::fight;
use attic_core::prelude::*;
use attic_core::{Msg, Seat};

/// An attack the other side would win at least this often (percent) is
/// a threat worth naming when the tile steps out of its reach.
const ESCAPE_PCT: i64 = 50;

/// The reason for `m` in `g`; none for a ply that is not a legal step.
pub fn explain(g: &Turnooi, m: &Mv) -> Option<Msg> {
    if g.end.is_some() || g.pending.is_some() || !g.is_legal(m) {
        return None;
    }
    let Mv::Step { from, to } = *m else {
        return None;
    };
    let (from, to) = (from as usize, to as usize);
    let b = g.board();
    let seat = g.to_move;
    let other = 1 - seat;
    if let Some(across) = g.battle_at(to) {
        if let Some(f) = fight(g, *m) {
            // Both faces public: the battle's result is certain.
            let [mine, theirs] = f.tiles.map(|t| visible(t) + hidden(t));
            let key = match f.result {
                Battle::Won {
                    mover_won: true, ..
                } => "why.sure-win",
                Battle::Won { .. } => "why.sure-lose",
                Battle::Tie => "why.sure-tie",
            };
            return Some(
                msg(key)
                    .term("seat", seat_term(seat))
                    .term("other", seat_term(other))
                    .text("cell", b.name(across))
                    .num("mine", mine as i64)
                    .num("theirs", theirs as i64),
            );
        }
        let odds = battle_odds(g, Some(*m))?;
        return Some(
            msg("why.odds")
                .term("other", seat_term(other))
                .text("cell", b.name(across))
                .num("win", percent(odds.win))
                .num("tie", percent(odds.tie))
                .num("lose", percent(odds.lose)),
        );
    }
    let mut after = g.clone();
    after.play_fast(m);
    // The tile leaves a cell where the other side could attack it next
    // move, with even odds or better, for one where it cannot (an attack
    // it would likely win is no threat to escape).
    if let Some(p) = attack(g, from, seat).filter(|&p| p >= ESCAPE_PCT) {
        if attack(&after, to, seat).is_none() {
            return Some(
                msg("why.escape")
                    .term("other", seat_term(other))
                    .text("from", b.name(from))
                    .text("to", b.name(to))
                    .num("p", p),
            );
        }
    }
    let mine = chance(g, m, seat);
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let best = moves
        .iter()
        .filter(|o| *o != m)
        .map(|o| chance(g, o, seat))
        .fold(mine, f64::max);
    let (pct, best_pct) = ((mine * 100.0).round() as i64, (best * 100.0).round() as i64);
    let key = if mine >= best {
        "why.eval-best"
    } else if pct == best_pct {
        // Below the best by less than the whole percent shown.
        "why.eval-close"
    } else {
        "why.eval"
    };
    Some(
        msg(key)
            .term("seat", seat_term(seat))
            .num("p", pct)
            .num("best", best_pct),
    )
}

/// A probability in whole percent.
fn percent(f: Frac) -> i64 {
    (f.value() * 100.0).round() as i64
}

/// If the other side could step into the cell across from `seat`'s tile
/// on `cell` next move (starting a battle), its best chance in percent to
/// win that battle; none if no tile of theirs can reach it.
fn attack(g: &Turnooi, cell: usize, seat: Seat) -> Option<i64> {
    let across = g.board().across(cell)?;
    let mut h = g.clone();
    h.to_move = 1 - seat;
    let mut steps = Vec::new();
    h.steps(&mut steps);
    steps
        .into_iter()
        .filter(|s| matches!(s, Mv::Step { to, .. } if *to as usize == across))
        .filter_map(|s| battle_odds(&h, Some(s)))
        .map(|o| percent(o.win))
        .max()
}

/// `seat`'s winning chance (0..1) after `m` by the evaluation; a step into
/// battle weighs each face pair by its odds (§3.1).
fn chance(g: &Turnooi, m: &Mv, seat: Seat) -> f64 {
    let mut after = g.clone();
    after.play_fast(m);
    let value = match after.pending {
        None => evaluate(&after, seat) as f64,
        Some(_) => {
            let (mut sum, mut total) = (0.0, 0.0);
            for (h1, h2, w) in after.face_pairs() {
                let mut r = after.clone();
                r.play_fast(&Mv::Faces {
                    mover: h1,
                    other: h2,
                });
                let w = w as f64;
                sum += w * evaluate(&r, seat) as f64;
                total += w;
            }
            if total > 0.0 {
                sum / total
            } else {
                evaluate(&after, seat) as f64
            }
        }
    };
    (value + 1.0) / 2.0
}
