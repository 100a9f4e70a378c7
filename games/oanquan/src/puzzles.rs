//! O An Quan's puzzles (issue 29), proven by plain full-width minimax.
//!
//! The game has no exact solver, so a puzzle's claim is bounded and says
//! so: searching every line of [`DEPTH`] plies (the mover, the reply, the
//! mover again, the reply, the mover again), the answer keeps at least
//! [`MARGIN`] counters more than any other move can, and it also does at
//! 3 plies, so the gain is not an artefact of where the search stops. The
//! count is each side's store less its debt (§6.3: borrowed counters are
//! owed back): what the captures have won so far. A line that ends the
//! round stops there and counts the stores of the round's last position.
//! Nothing is pruned and nothing is estimated: the search is the rules
//! played out, so the proof is as sure as the rules.

use super::rules::{Mv, OanQuan};
use attic_core::prelude::*;
use attic_core::puzzle::{self, Proof, Puzzles};
use attic_core::{AnyGame, Turn};

/// The tool of [`attic_core::Tools::puzzles`].
pub const PUZZLES: Puzzles = Puzzles {
    prove,
    shipped: include_str!("../puzzles/oanquan.txt"),
    options: &[""],
    themes: &["quan", "chain", "capture", "prepare"],
    replies_listed: attic_core::puzzle::all_listed,
};

/// Plies of the search that proves a puzzle.
pub const DEPTH: u32 = 5;

/// The shallower search the answer must win too.
const CHECK_DEPTH: u32 = 3;

/// Counters the answer must keep beyond every other move: a small
/// space's start, and more than a lucky counter or two.
pub const MARGIN: i32 = 5;

/// Counters won so far by `me`: store less debt, minus the other's.
fn count(g: &OanQuan, me: u8) -> i32 {
    // A round that has ended counts its last position.
    let p = match g.last_round {
        Some(r) if r.round + 1 == g.round || g.result.is_some() => r.last,
        _ => g.pos,
    };
    let net = |s: usize| i32::from(p.store[s]) - p.debt[s] as i32;
    net(me as usize) - net(1 - me as usize)
}

/// The minimax count for `me` after `plies` more plies from `g`, whose
/// round is `round` (a line stops where the round ends).
fn search(g: &OanQuan, me: u8, round: u16, plies: u32) -> i32 {
    let Turn::Seat(s) = Rules::turn(g) else {
        return count(g, me);
    };
    if plies == 0 || g.round != round {
        return count(g, me);
    }
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let values = moves.iter().map(|m| {
        let mut c = *g;
        c.play_fast(m);
        search(&c, me, round, plies - 1)
    });
    let best = if s == me { values.max() } else { values.min() };
    best.unwrap_or_else(|| count(g, me))
}

/// Each legal move with its count at `plies` (the move included).
fn values(g: &OanQuan, me: u8, plies: u32) -> Vec<(Mv, i32)> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves
        .into_iter()
        .map(|m| {
            let mut c = *g;
            c.play_fast(&m);
            (m, search(&c, me, g.round, plies - 1))
        })
        .collect()
}

/// The one move at least [`MARGIN`] ahead of every other at `plies`, with
/// its count and the best other's, or why there is none.
fn unique(g: &OanQuan, me: u8, plies: u32) -> Result<(Mv, i32, Mv, i32), String> {
    puzzle::one_ahead(values(g, me, plies), MARGIN, |(best, b), (other, o)| {
        format!(
            "at {plies} plies {} keeps {b} and {} keeps {o}: a margin under {MARGIN}",
            g.format_move(&best),
            g.format_move(&other)
        )
    })
}

/// Prove an O An Quan position (see the module's words).
pub fn prove(g: &dyn AnyGame) -> Result<Proof, String> {
    let (q, me) = puzzle::to_prove::<OanQuan>(g)?;
    let (best, b, other, o) = unique(q, me, DEPTH)?;
    let (shallow, sb, _, so) = unique(q, me, CHECK_DEPTH)?;
    if shallow != best {
        return Err("the best move at 3 plies is another".into());
    }
    let now = count(q, me);
    if b <= now {
        return Err("the answer wins nothing".into());
    }
    // The theme: what the answer itself captures.
    let mut after = *q;
    let events = after.play(&best).map_err(|e| e.to_string())?;
    let caps = super::words::captures(&events);
    // Ring indexes 5 and 11 are the quans (§2.2).
    let theme = if caps.iter().any(|c| c.0 == 5 || c.0 == 11) {
        "quan"
    } else if caps.len() >= 2 {
        "chain"
    } else if caps.is_empty() {
        "prepare"
    } else {
        "capture"
    };
    let answer = q.format_move(&best);
    let text = format!(
        "full-width to {DEPTH} plies: counters won (store less debt, against the other's) {now} now; {answer} keeps {b} ({sb} at {CHECK_DEPTH} plies); the best other move, {}, keeps {o} ({so}); margin {} (at least {MARGIN})",
        q.format_move(&other),
        b - o,
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
