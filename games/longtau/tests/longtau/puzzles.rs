//! Long Tau's puzzles (issue 29): the prover (`puzzles.rs`, alpha-beta)
//! against a plain minimax written here on the generic game interface
//! (tokens in, tokens out), on a hand-built position and on a sample of
//! the shipped puzzles.

use attic::core::{AnyGame, Session};
use attic_longtau::puzzles::{prove, MARGIN};
use attic_longtau::LongTau;

fn game(moves: &str) -> Session {
    let rec = format!("[Game \"longtau\"]\n[First \"N\"]\n[Result \"*\"]\n\n{moves}\n");
    Session::from_record(&attic::games::REGISTRY, &rec).unwrap()
}

/// My pawns less the other's after the decided removals (the prover's
/// count, restated from the rules' state).
fn count(g: &dyn AnyGame, me: u8) -> i32 {
    let q = g.as_any().downcast_ref::<LongTau>().unwrap();
    if let Some(attic_longtau::End::Elimination { winner, .. }) = q.result {
        return if winner == me { 1000 } else { -1000 };
    }
    let n = |s: u8| q.pawns[s as usize].count_ones() as i32;
    let gone = (q.pre.siege | q.pre.forced).count_ones() as i32 + i32::from(q.pre.k);
    let sign = if q.to_move == me { 1 } else { -1 };
    n(me) - n(1 - me) + sign * gone
}

/// Plain minimax over tokens ([`attic_testkit::token_values`]) on the
/// prover's count.
fn values(g: &dyn AnyGame, plies: u32) -> Vec<(String, i32)> {
    attic_testkit::token_values(g, plies, &count, &|_| false)
}

const TWO_GOOD: &str = "f8-f6 h4-l4 e9-e6 d2-d8 f6-f8 g5-g7 i11-i5 g4-g6 f9-a9 f5-f7 g9-b9 f4-f6* i5-l5 e4-a4Xa9d12h12i12 h11-h12 f3-f5 h12-h11 f2-f4 l5-g5 d1-d7 e12-d12 g3-g4 e10-e7 d8-a8 d11-d8 e2-d2 f8-f9 f4-b4 f10-e10 h3-f3 h11-i11 i2-i8 f12-e12 d7-a7 f9-e9 i1-i7 f11-f8 a7-d7 g5-l5 g6-l6 b9-b5 f5-k5 e6-e4 l6-g6*xl5 e10-f10 a4-a7Xd12e12g12i11 h10-h12 h2-i2 e7-e6 g4-k4 d8-b8 k4-f4 f10-f12";

#[test]
fn a_position_with_two_good_moves_is_no_puzzle() {
    let s = game(TWO_GOOD);
    assert_eq!(
        prove(s.current()),
        Err("at 3 turns a7-c7 keeps 9 and a7-a4 keeps 9".to_string())
    );
    let v = values(s.current(), 3);
    let best = v.iter().map(|x| x.1).max().unwrap();
    let good: Vec<&str> = v
        .iter()
        .filter(|x| x.1 == best)
        .map(|x| x.0.as_str())
        .collect();
    assert_eq!(best, 9);
    assert!(good.contains(&"a7-c7") && good.contains(&"a7-a4"), "{v:?}");
}

/// Every sixth shipped puzzle: re-proved, and plain minimax at 3 turns
/// puts its answer ahead of every other move by the margin.
#[test]
fn shipped_puzzles_are_re_proved_and_agree_with_plain_minimax() {
    for (p, proof) in attic_testkit::shipped_and_proved(attic_longtau::puzzles::PUZZLES.shipped, 6)
    {
        attic_testkit::assert_answer_ahead(&p, &proof, &values(p.session.current(), 3), MARGIN);
    }
}
