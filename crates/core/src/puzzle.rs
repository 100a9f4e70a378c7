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
