//! TURNO-Checkers' puzzles (issue 29): the prover (`puzzles.rs`, backward
//! induction over the pawns' states) against a plain expectimax written
//! here on the generic game interface (tokens and throws in, the winner
//! out), on a hand-built position and on a sample of the shipped puzzles.

use attic::core::prelude::*;
use attic::core::{AnyGame, Options, Turn};
use attic::games::turno::puzzles::{chances, prove, MARGIN};
use attic::games::turno::Checkers;

/// 1 when `me` has won, else 0.
fn won(g: &dyn AnyGame, me: u8) -> f64 {
    let q = g.as_any().downcast_ref::<Checkers>().unwrap();
    f64::from(u8::from(q.winner() == Some(me)))
}

/// Each legal token with its plain expectimax chance that the seat to
/// move wins within `turns` ([`attic_testkit::token_expectimax`]): a throw
/// is a chance ply by its weight, and a throw that matches no edge tile of
/// an entering pawn (thrown again in the same turn) is left out, the
/// others weighted anew.
fn reference(g: &dyn AnyGame, turns: u32) -> Vec<(String, f64)> {
    attic_testkit::token_expectations(g, turns, &won, &|c| c.turn() == Turn::Chance)
}

/// The prover's chances and the plain expectimax's agree at `turns`.
fn agree(g: &dyn AnyGame, turns: u32) {
    let mine = chances(g, turns).unwrap();
    let plain = reference(g, turns);
    assert_eq!(mine.len(), plain.len());
    for (t, w) in &plain {
        let v = mine.iter().find(|x| x.0 == *t).unwrap().1;
        assert!((v - w).abs() < 1e-9, "{t}: {v} vs {w}");
    }
}

/// A board symmetric about its diagonal a1-f6 (each value six times).
/// Seat 1 (side S) has crossed and must return to a1; it stands on b2
/// and has thrown 6: b1 and a2 both show 6, and no other path sums to 6.
/// Seat 2 (side N) has crossed and must return to f6 from d4, on the
/// diagonal. The two paths reach mirror images of one position: two
/// equally good answers, no puzzle.
const MIRROR: &str = "6? 1? 2? 2? 4? 1?/6? 3? 3? 4? 1? 4?/2? 5? 4? 3? 4? 2?/5? 5? 3? 4? 3? 2?/6? 1? 5? 5? 3? 1?/1? 6? 5? 2? 6? 6?; S,a1,b2,1 N,f6,d4,1; 1; 6";

#[test]
fn a_position_with_two_equally_good_paths_is_no_puzzle() {
    let g = Checkers::from_position(&Options::default(), MIRROR)
        .unwrap()
        .unwrap();
    assert_eq!(g.legal_tokens(), [":b2-b1", ":b2-a2"]);
    let e = prove(&g).unwrap_err();
    assert!(e.starts_with("within 100 turns :b2-b1 wins "), "{e}");
    let c = chances(&g, 100).unwrap();
    assert_eq!(c[0].1, c[1].1, "{c:?}");
    assert!(c[0].1 > 0.0 && c[0].1 < 1.0, "{c:?}");
    agree(&g, 4);
}

/// Every sixth shipped puzzle: re-proved, its answer accepted and every
/// other move refused, and plain expectimax over the throws gives the
/// prover's chances within 4 turns.
#[test]
fn shipped_puzzles_are_re_proved_and_agree_with_plain_expectimax() {
    let shipped = attic::games::turno::puzzles::PUZZLES.shipped;
    for (p, proof) in attic_testkit::shipped_and_proved(shipped, 6) {
        let g = p.session.current();
        let c = chances(g, 100).unwrap();
        // Every legal token is weighed.
        let legal = g.legal_tokens();
        assert!(
            legal.iter().all(|t| c.iter().any(|x| &x.0 == t)),
            "{}",
            p.id
        );
        let v: Vec<(String, f64)> = c.into_iter().filter(|x| legal.contains(&x.0)).collect();
        attic_testkit::assert_answer_ahead(&p, &proof, &v, MARGIN);
        agree(g, 4);
    }
}
