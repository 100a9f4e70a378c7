//! Chogo's puzzles (issue 29): a forced win found by full-width search.
//!
//! A win is the end of §7 in the mover's favour: the enemy king captured,
//! or the enemy left without a move. The prover searches every line
//! (nothing pruned but by the result itself: a line is won when the mover
//! has one winning move and every reply loses): a position is a puzzle
//! when exactly one move wins at once and no other wins within 3 plies,
//! or, with no win at once, exactly one move forces a win within 3 plies
//! (the move, every reply, the winning blow). A second winning move, at
//! once or within 3 plies, rejects the position. The claim is bounded:
//! a slower win by another move (5 plies or more) is not looked for.

use super::rules::{Chogo, Reason};
use super::Mv;
use attic_core::prelude::*;
use attic_core::puzzle::{self, Proof, Puzzles};
use attic_core::AnyGame;

/// The tool of [`attic_core::Tools::puzzles`].
pub const PUZZLES: Puzzles = Puzzles {
    prove,
    shipped: include_str!("../puzzles/chogo.txt"),
    options: &[""],
    themes: &["king-capture", "immobilise", "king-hunt"],
    replies_listed: attic_core::puzzle::all_listed,
};

/// Whether `me` wins within `plies` more plies from `g`, whoever moves.
fn wins_within(g: &Chogo, me: u8, plies: u32) -> bool {
    if let Some(end) = g.result {
        return end.winner == Some(me);
    }
    if plies == 0 {
        return false;
    }
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let child = |m: &Mv| {
        let mut c = g.clone();
        c.play_fast(m);
        wins_within(&c, me, plies - 1)
    };
    if g.mover() == me {
        moves.iter().any(child)
    } else {
        !moves.is_empty() && moves.iter().all(child)
    }
}

/// The mover's moves that win within `plies` (the move included).
fn winners(g: &Chogo, moves: &[Mv], plies: u32) -> Vec<Mv> {
    let me = g.mover();
    moves
        .iter()
        .filter(|m| {
            let mut c = g.clone();
            c.play_fast(m);
            wins_within(&c, me, plies - 1)
        })
        .copied()
        .collect()
}

/// Prove a Chogo position (see the module's words).
pub fn prove(g: &dyn AnyGame) -> Result<Proof, String> {
    let (q, _) = puzzle::to_prove::<Chogo>(g)?;
    let mut moves = Vec::new();
    q.legal_moves(&mut moves);
    let now = winners(q, &moves, 1);
    let three = winners(q, &moves, 3);
    let (best, depth) = match (&now[..], &three[..]) {
        ([m], [n]) if m == n => (*m, 1),
        ([_], _) => return Err(format!("{} moves win within 3 plies", three.len())),
        ([], [m]) => (*m, 3),
        ([], []) => return Err("no forced win within 3 plies".into()),
        (w, t) => {
            return Err(format!(
                "{} moves win at once, {} within 3 plies",
                w.len(),
                t.len()
            ))
        }
    };
    let answer = q.format_move(&best);
    let mut after = q.clone();
    after.play_fast(&best);
    let theme = match (depth, after.result.map(|e| e.reason)) {
        (1, Some(Reason::KingCaptured)) => "king-capture",
        (1, _) => "immobilise",
        _ => "king-hunt",
    };
    let how = match after.result.map(|e| e.reason) {
        Some(Reason::KingCaptured) => "captures the king".to_string(),
        Some(Reason::Immobilised) => "leaves the other side without a move".to_string(),
        Some(r) => format!("ends the game ({})", r.word()),
        None => {
            let mut replies = Vec::new();
            after.legal_moves(&mut replies);
            format!(
                "wins against each of the {} replies on the next move",
                replies.len()
            )
        }
    };
    let text = format!(
        "full-width to 3 plies: {answer} {how}; none of the other {} moves wins within 3 plies",
        moves.len() - 1
    );
    let verdicts = Proof::verdicts(&moves, &best, |m| q.format_move(m));
    Ok(Proof {
        answer: vec![answer],
        theme,
        depth,
        text,
        verdicts,
    })
}
