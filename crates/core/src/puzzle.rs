//! Puzzles (issue 29): a position with one right move, proven by a game's
//! own search. A game that can prove puzzles gives [`Puzzles`] in its
//! [`Tools`](crate::Tools): a prover, which says of a position whether it
//! is a puzzle and why ([`Proof`]), and its shipped puzzle file. The file's
//! format, its reader and the checker that re-proves it are one layer up
//! (attic-records' `puzzles`); the maker, which finds candidates by
//! self-play, is the CLI's (`attic puzzles`).

use crate::any::AnyGame;
use crate::game::Rules;
use crate::{Seat, Turn};

/// Why a position is a puzzle: its one right move and the search that
/// shows every other move is clearly worse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof {
    /// The right move's token first, then its twins: other tokens that are
    /// the same move by the board's symmetry (they reach the same position
    /// up to that symmetry), so a player who finds one has found it.
    pub answer: Vec<String>,
    /// The theme's id: the game's message `puzzle.theme.<id>` names it.
    pub theme: &'static str,
    /// How far the proof looks ahead, in plies (to the end of the game
    /// for an exact solver, the depth of a full-width search otherwise).
    pub depth: u32,
    /// The proof in one line: method, depth, the values of the right move
    /// and of the best other one, and the margin between them. Plain
    /// ASCII without `"` (it is a record tag's value).
    pub text: String,
    /// Every move the proof weighed, as (token, right): the answer's
    /// tokens right, every other legal move wrong. A game whose moves
    /// cannot be listed (TAU's bids) gives representatives.
    pub verdicts: Vec<(String, bool)>,
}

impl Proof {
    /// The verdicts of a proof with one right move `best` among `moves`
    /// (every legal move, each named by `name`): `best` right, the others
    /// wrong.
    pub fn verdicts<M: PartialEq>(
        moves: &[M],
        best: &M,
        name: impl Fn(&M) -> String,
    ) -> Vec<(String, bool)> {
        moves.iter().map(|m| (name(m), m == best)).collect()
    }
}

/// A game's puzzle tool.
#[derive(Clone, Copy, Debug)]
pub struct Puzzles {
    /// Prove a position: `Ok` with its proof when it has exactly one right
    /// move, `Err` saying why not (two good answers, no choice, beyond
    /// the solver's reach, not this game). Deterministic and exact.
    pub prove: fn(&dyn AnyGame) -> Result<Proof, String>,
    /// The game's shipped puzzles (the file's text).
    pub shipped: &'static str,
    /// Options (as a record's `Options` tag writes them) of the games the
    /// maker plays to find candidates, one game each in turn: the sizes
    /// where the prover is exact and quick.
    pub options: &'static [&'static str],
    /// Every theme the prover gives: each has the words
    /// `puzzle.theme.<id>` and `puzzle.why.<id>` in the game's messages.
    pub themes: &'static [&'static str],
    /// Whether a position's legal tokens are all its legal moves, so that
    /// a line of several moves can answer every reply ([`prove_line`]):
    /// false where they are representatives of more (TAU's bids).
    pub replies_listed: fn(&dyn AnyGame) -> bool,
}

/// [`Puzzles::replies_listed`] of a game whose tokens are always all its
/// moves.
pub fn all_listed(_: &dyn AnyGame) -> bool {
    true
}

/// Longest line of a puzzle, in the solver's moves.
pub const MAX_LINE_MOVES: usize = 4;

/// Why a line of several moves is a puzzle: a proof at each of the
/// solver's turns along it, and the replies between them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineProof {
    /// The line's tokens, ply by ply: the solver's move, the reply the
    /// page plays, the solver's next move, …, ending with the solver's.
    pub line: Vec<String>,
    /// The proof of each of the solver's positions along the line.
    pub steps: Vec<Proof>,
}

/// Prove a line of `moves` of the solver's moves from `g` (issue 29): at
/// each of the solver's turns `prove` gives one right move, without twins
/// (the page plays the reply to the very move found). At each of the
/// opponent's turns, either the opponent's best reply is forced (`prove`
/// gives the opponent one reply better than every other by its margin,
/// and the solver's position after it proves too), or else every legal
/// reply leaves the solver a position `prove` accepts, so that whatever
/// the opponent does the solver has one right answer; of those replies,
/// `pick` chooses the one the line records (the page plays it). Every
/// proof along the way is exact, so a line proves the same on every
/// machine, and the checker re-proves it with `pick` giving the file's.
pub fn prove_line(
    tool: &Puzzles,
    g: &dyn AnyGame,
    moves: usize,
    pick: &mut dyn FnMut(&dyn AnyGame, usize) -> Option<String>,
) -> Result<LineProof, String> {
    if !(2..=MAX_LINE_MOVES).contains(&moves) {
        return Err(format!(
            "a line has 2 to {MAX_LINE_MOVES} moves, not {moves}"
        ));
    }
    let solver = match g.turn() {
        Turn::Seat(s) => s,
        _ => return Err("nobody is to move".into()),
    };
    let mut at = g.clone_box();
    let mut out = LineProof {
        line: Vec::new(),
        steps: Vec::new(),
    };
    let mut proof = (tool.prove)(&*at).map_err(|e| format!("move 1: {e}"))?;
    for n in 1..=moves {
        if proof.answer.len() != 1 {
            return Err(format!("move {n}: the answer has twins"));
        }
        let answer = proof.answer[0].clone();
        at.play_token(&answer)
            .map_err(|e| format!("move {n}: {answer}: {e}"))?;
        out.line.push(answer);
        out.steps.push(proof);
        if n == moves {
            break;
        }
        if !matches!(at.turn(), Turn::Seat(s) if s != solver) {
            return Err(format!("move {n}: the opponent is not to move after it"));
        }
        let (reply, next) = match forced(tool, &*at, solver) {
            Some(forced) => forced,
            None => answered(tool, &*at, solver, n, pick)?,
        };
        (at, proof) = next;
        out.line.push(reply);
    }
    Ok(out)
}

/// A position of the solver's after a reply, with its proof.
type Answered = (Box<dyn AnyGame>, Proof);

/// The opponent's forced reply at `at` (its proven best move) and the
/// solver's proven position after it, if both prove.
fn forced(tool: &Puzzles, at: &dyn AnyGame, solver: Seat) -> Option<(String, Answered)> {
    let best = (tool.prove)(at).ok()?.answer.into_iter().next()?;
    let mut after = at.clone_box();
    after.play_token(&best).ok()?;
    if after.turn() != Turn::Seat(solver) {
        return None;
    }
    let proof = (tool.prove)(&*after).ok()?;
    Some((best, (after, proof)))
}

/// Every reply at `at` answered (see [`prove_line`]): the one `pick`
/// chooses, with the solver's position after it; `Err` names the first
/// reply left unanswered.
fn answered(
    tool: &Puzzles,
    at: &dyn AnyGame,
    solver: Seat,
    n: usize,
    pick: &mut dyn FnMut(&dyn AnyGame, usize) -> Option<String>,
) -> Result<(String, Answered), String> {
    if !(tool.replies_listed)(at) {
        return Err(format!("move {n}: the replies cannot all be listed"));
    }
    let replies = at.legal_tokens();
    let mut all = Vec::new();
    for r in &replies {
        let mut after = at.clone_box();
        after.play_token(r).map_err(|e| format!("reply {r}: {e}"))?;
        if after.turn() != Turn::Seat(solver) {
            return Err(format!(
                "after move {n}, the reply {r} leaves the solver no move"
            ));
        }
        let p = (tool.prove)(&*after).map_err(|e| format!("after move {n}, the reply {r}: {e}"))?;
        all.push((after, p));
    }
    let reply = pick(at, n).ok_or_else(|| format!("move {n}: no reply chosen"))?;
    let i = replies
        .iter()
        .position(|r| *r == reply)
        .ok_or_else(|| format!("move {n}: the reply {reply} is not legal"))?;
    Ok((reply, all.swap_remove(i)))
}

/// The position a game's prover was given, as the game's own type, with
/// the seat to move; `Err` when it is another game's or nobody is to move.
pub fn to_prove<G: Rules + 'static>(g: &dyn AnyGame) -> Result<(&G, Seat), String> {
    let q = g
        .as_any()
        .downcast_ref::<G>()
        .ok_or_else(|| format!("not a position of {}", G::info().title))?;
    match q.turn() {
        Turn::Seat(me) => Ok((q, me)),
        _ => Err("nobody is to move".into()),
    }
}

/// The one move of `scored` (each legal move with its value for the mover,
/// in the game's move order) at least `margin` ahead of every other: the
/// move, its value, the best other move and its value. `Err` when there is
/// no choice, or with `close(best, other)`'s words when the best other is
/// within the margin (among equal values the earlier move counts as the
/// better).
pub fn one_ahead<M: Copy, V: Copy + PartialOrd + std::ops::Sub<Output = V>>(
    mut scored: Vec<(M, V)>,
    margin: V,
    close: impl FnOnce((M, V), (M, V)) -> String,
) -> Result<(M, V, M, V), String> {
    if scored.len() < 2 {
        return Err("no choice".into());
    }
    // Best first; among equals the move order stays (a stable sort).
    scored.sort_by(|a, b| b.1.partial_cmp(&a.1).unwrap_or(std::cmp::Ordering::Equal));
    let ((best, b), (other, o)) = (scored[0], scored[1]);
    if b - o < margin {
        return Err(close((best, b), (other, o)));
    }
    Ok((best, b, other, o))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_ahead_needs_a_choice_and_the_margin() {
        let close = |(a, b): (char, i32), (c, d): (char, i32)| format!("{a} {b} {c} {d}");
        assert_eq!(
            one_ahead(vec![('a', 3)], 1, close),
            Err("no choice".to_string())
        );
        assert_eq!(
            one_ahead(vec![('a', 1), ('b', 5), ('c', 2)], 3, close),
            Ok(('b', 5, 'c', 2))
        );
        // Equal values: the earlier move is named first.
        assert_eq!(
            one_ahead(vec![('a', 4), ('b', 5), ('c', 5)], 1, close),
            Err("b 5 c 5".to_string())
        );
        assert_eq!(
            one_ahead(vec![('a', 0.5), ('b', 2.0)], 2.0, |_, _| "close".into()),
            Err("close".to_string())
        );
    }
}
