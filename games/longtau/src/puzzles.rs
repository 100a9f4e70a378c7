//! Long Tau's puzzles (issue 29), proven by full-width minimax, two
//! players only.
//!
//! The game has no exact solver, so a puzzle's claim is bounded and says
//! so, as O An Quan's does: searching every line of [`DEPTH`] turns (the
//! mover, the reply, the mover again, …), the answer keeps at least
//! [`MARGIN`] pawn more than any other move can, and it also does at 3
//! turns. The count is each side's pawns after the removals already
//! decided (the besieged groups and the chair removal the next turn's
//! steps 1–2 will take: §6.2, §6.3), mine less the other's; an
//! elimination counts as all the pawns there are. Alpha-beta finds the
//! same minimax values as the plain search, only faster: every move at
//! the root is searched with a full window, so its value is exact.

use super::rules::{LongTau, Mv, Pre};
use attic_core::prelude::*;
use attic_core::puzzle::{self, Proof, Puzzles};
use attic_core::{AnyGame, Seat};

/// The tool of [`attic_core::Tools::puzzles`].
pub const PUZZLES: Puzzles = Puzzles {
    prove,
    shipped: include_str!("../puzzles/longtau.txt"),
    options: &[""],
    themes: &["siege", "chair", "escape"],
    replies_listed: attic_core::puzzle::all_listed,
};

/// Turns of the search that proves a puzzle.
pub const DEPTH: u32 = 5;

/// The shallower search the answer must win too.
const CHECK_DEPTH: u32 = 3;

/// Pawns the answer must keep beyond every other move.
pub const MARGIN: i32 = 1;

/// Above any count of pawns.
const WIN: i32 = 1000;

fn pawns(g: &LongTau, seat: Seat) -> i32 {
    g.pawns[seat as usize].count_ones() as i32
}

/// My pawns less the other's, after the coming turn's decided removals.
fn count(g: &LongTau, me: Seat) -> i32 {
    if let Some(super::rules::End::Elimination { winner, .. }) = g.result {
        return if winner == me { WIN } else { -WIN };
    }
    if g.result.is_some() {
        return 0;
    }
    let Pre {
        siege, forced, k, ..
    } = g.pre;
    let gone = (siege | forced).count_ones() as i32 + i32::from(k);
    // The removals are of the enemies of the seat about to move.
    let sign = if g.to_move == me { 1 } else { -1 };
    pawns(g, me) - pawns(g, 1 - me) + sign * gone
}

/// Alpha-beta (fail-hard) minimax of [`count`] for `me`.
fn search(g: &LongTau, me: Seat, plies: u32, mut a: i32, mut b: i32) -> i32 {
    if plies == 0 || g.result.is_some() {
        return count(g, me);
    }
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    if moves.is_empty() {
        return count(g, me);
    }
    let max = g.to_move == me;
    for m in &moves {
        let mut c = g.clone();
        c.play_fast(m);
        let v = search(&c, me, plies - 1, a, b);
        if max {
            a = a.max(v);
        } else {
            b = b.min(v);
        }
        if a >= b {
            break;
        }
    }
    if max {
        a
    } else {
        b
    }
}

/// Each legal move with its exact minimax count at `plies`.
fn values(g: &LongTau, me: Seat, plies: u32) -> Vec<(Mv, i32)> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves
        .into_iter()
        .map(|m| {
            let mut c = g.clone();
            c.play_fast(&m);
            let v = search(&c, me, plies - 1, -WIN - 1, WIN + 1);
            (m, v)
        })
        .collect()
}

fn unique(g: &LongTau, me: Seat, plies: u32) -> Result<(Mv, i32, Mv, i32), String> {
    puzzle::one_ahead(values(g, me, plies), MARGIN, |(best, b), (other, o)| {
        format!(
            "at {plies} turns {} keeps {b} and {} keeps {o}",
            g.format_move(&best),
            g.format_move(&other)
        )
    })
}

/// Prove a Long Tau position (see the module's words).
pub fn prove(g: &dyn AnyGame) -> Result<Proof, String> {
    let (q, me) = puzzle::to_prove::<LongTau>(g)?;
    if q.opts.players != 2 {
        return Err("puzzles are for two players".into());
    }
    // The cheap search first: most positions fail it.
    let (shallow, sb, _, so) = unique(q, me, CHECK_DEPTH)?;
    let (best, b, other, o) = unique(q, me, DEPTH)?;
    if shallow != best {
        return Err("the best move at 3 turns is another".into());
    }
    let now = count(q, me);
    if b <= now {
        return Err("the answer wins nothing".into());
    }
    let answer = q.format_move(&best);
    // The theme: the chair if the answer completes it (the record marks
    // it `*`), a siege if it wins pawns, an escape if it only loses fewer.
    let theme = if answer.contains('*') {
        "chair"
    } else if b > 0 && b > now {
        "siege"
    } else {
        "escape"
    };
    let shown = |v: i32| match v {
        WIN => "a win".to_string(),
        v if v == -WIN => "a loss".to_string(),
        v => format!("{v:+}"),
    };
    let text = format!(
        "full-width to {DEPTH} turns: pawns (mine less the other's, after decided removals) {} now; {answer} keeps {} ({} at {CHECK_DEPTH} turns); the best other move, {}, keeps {} ({}); margin {}",
        shown(now),
        shown(b),
        shown(sb),
        q.format_move(&other),
        shown(o),
        shown(so),
        if b == WIN {
            "a win against no win".to_string()
        } else {
            format!("{} pawn{}", b - o, if b - o == 1 { "" } else { "s" })
        },
    );
    let mut moves = Vec::new();
    q.legal_moves(&mut moves);
    let verdicts = Proof::verdicts(&moves, &best, |m| q.format_move(m));
    Ok(Proof {
        answer: vec![answer],
        theme,
        depth: DEPTH,
        text,
        verdicts,
    })
}
