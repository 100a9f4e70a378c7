//! Why a move is chosen, in a sentence (issue 19 §4): the capture it
//! makes (the quan and what it held) and what the opponent can capture
//! back with its best reply, one ply on; or, for a quiet move, the quan
//! it protects or how little it leaves the opponent to take. All by the
//! rules alone: at most one reply per legal move, so a few microseconds.

use super::position::{space_name, QE, QW};
use super::rules::{msg, seat_term, Mv, OanQuan};
use attic_core::prelude::*;
use attic_core::{Msg, Turn};

/// Captures as (space, counters), in order.
type Caps = Vec<(u8, u8)>;

/// Each legal move of the side to move in `g` with what it captures.
fn captures_by(g: &OanQuan) -> Vec<(Mv, Caps)> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves.into_iter().map(|m| (m, g.captures_of(m))).collect()
}

fn total(caps: &Caps) -> u32 {
    caps.iter().map(|c| c.1 as u32).sum()
}

/// The reply capturing most (first in legal order among equals), if any
/// reply captures at all.
fn best(replies: &[(Mv, Caps)]) -> Option<&(Mv, Caps)> {
    replies
        .iter()
        .filter(|r| total(&r.1) > 0)
        .fold(None, |b: Option<&(Mv, Caps)>, r| match b {
            Some(b) if total(&b.1) >= total(&r.1) => Some(b),
            _ => Some(r),
        })
}

fn is_quan(at: u8) -> bool {
    at as usize == QE || at as usize == QW
}

/// The opponent's best reply in words: "B can capture 5 back next move,
/// sowing from B1" (naming a quan among them), or that it can capture
/// nothing.
fn reply_words(replies: &[(Mv, Caps)], them: u8, keys: [&'static str; 3]) -> Msg {
    let [none, some, quan] = keys;
    let Some((m, caps)) = best(replies) else {
        return msg(none).term("seat", seat_term(them));
    };
    let out = match caps.iter().find(|c| is_quan(c.0)) {
        Some(q) => msg(quan).text("quan", space_name(q.0 as usize)),
        None => msg(some),
    };
    out.term("seat", seat_term(them))
        .num("n", total(caps) as i64)
        .text("from", space_name(m.space as usize))
}

/// The reason for `m` in `g`; none when `m` is not legal.
pub fn explain(g: &OanQuan, m: &Mv) -> Option<Msg> {
    let Turn::Seat(me) = g.turn() else {
        return None;
    };
    g.check(*m).ok()?;
    let them = 1 - me;
    let caps = g.captures_of(*m);
    let mut after = *g;
    after.play_fast(m);
    // The round (or match) ended with this move: no reply to weigh.
    let ended = after.round != g.round || after.result.is_some();
    let replies = if ended {
        Vec::new()
    } else {
        captures_by(&after)
    };
    if !caps.is_empty() {
        let then = match ended {
            true => msg("why.then-round-ends"),
            false => reply_words(
                &replies,
                them,
                ["why.then-none", "why.then-back", "why.then-back-quan"],
            ),
        };
        let head = match (caps.iter().find(|c| is_quan(c.0)), caps.len()) {
            (Some(q), 1) => msg("why.quan")
                .text("quan", space_name(q.0 as usize))
                .num("q", q.1 as i64),
            (Some(q), _) => msg("why.quan-and-more")
                .text("quan", space_name(q.0 as usize))
                .num("q", q.1 as i64),
            (None, _) => msg("why.capture"),
        };
        return Some(head.num("n", total(&caps) as i64).msg("then", then));
    }
    if ended {
        return Some(msg("why.quiet-round-ends"));
    }
    // A quan the opponent could take now (were it their turn) that it
    // cannot take after this move.
    if let Some(saved) = saved_quan(g, &replies) {
        return Some(saved);
    }
    let Some((r, rc)) = best(&replies) else {
        return Some(msg("why.quiet-safe").term("seat", seat_term(them)));
    };
    // The least the opponent can take after any move here.
    let least = captures_by(g)
        .iter()
        .map(|(o, _)| {
            let mut a = *g;
            a.play_fast(o);
            match a.round != g.round || a.result.is_some() {
                true => 0,
                false => best(&captures_by(&a)).map_or(0, |b| total(&b.1)),
            }
        })
        .min()
        .unwrap_or(0);
    let key = match total(rc) <= least {
        true => "why.quiet-least",
        false => "why.quiet",
    };
    Some(
        msg(key)
            .term("seat", seat_term(them))
            .num("n", total(rc) as i64)
            .text("from", space_name(r.space as usize)),
    )
}

/// "It protects the quan QE (11): B threatened to capture it by sowing
/// from B3, and cannot next move", when `replies` (the opponent's after
/// the move) take no quan that it could take in `g`.
fn saved_quan(g: &OanQuan, replies: &[(Mv, Caps)]) -> Option<Msg> {
    let mut them = *g;
    them.pos.to_move = 1 - g.pos.to_move;
    // An opponent who could not make its refill threatens nothing.
    if !them.refill_possible() {
        return None;
    }
    let now = captures_by(&them);
    for quan in [QW, QE] {
        if g.pos.board[quan] == 0 {
            continue;
        }
        let takes = |caps: &Caps| caps.iter().any(|c| c.0 as usize == quan);
        let Some((from, _)) = now.iter().find(|r| takes(&r.1)) else {
            continue;
        };
        if replies.iter().any(|r| takes(&r.1)) {
            continue;
        }
        return Some(
            msg("why.protects")
                .text("quan", space_name(quan))
                .num("q", g.pos.board[quan] as i64)
                .term("seat", seat_term(them.pos.to_move))
                .text("from", space_name(from.space as usize)),
        );
    }
    None
}
