//! Puzzles (issue 29): a position with one right move, proven by a game's
//! own search. A game that can prove puzzles gives [`Puzzles`] in its
//! [`Tools`](crate::Tools): a prover, which says of a position whether it
//! is a puzzle and why ([`Proof`]), and its shipped puzzle file. The file's
//! format, its reader and the checker that re-proves it are one layer up
//! (attic-records' `puzzles`); the maker, which finds candidates by
//! self-play, is the CLI's (`attic puzzles`).

use crate::any::AnyGame;

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
