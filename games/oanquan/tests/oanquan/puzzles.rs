//! O An Quan's puzzles (issue 29): the prover (`puzzles.rs`) against a
//! second minimax written here on the generic game interface (tokens in,
//! tokens out), on hand-built positions and on every shipped puzzle.

use attic::core::{AnyGame, Session};
use attic_oanquan::puzzles::{prove, DEPTH, MARGIN};
use attic_oanquan::OanQuan;

fn game(moves: &str) -> Session {
    let rec = format!("[Game \"oanquan\"]\n[First \"A\"]\n[Result \"*\"]\n\n{moves}\n");
    Session::from_record(&attic::games::REGISTRY, &rec).unwrap()
}

/// Counters won by `me` (store less debt, less the other's), counting a
/// finished round's last position.
fn count(g: &dyn AnyGame, me: usize) -> i32 {
    let q = g.as_any().downcast_ref::<OanQuan>().unwrap();
    let p = match q.last_round {
        Some(r) if r.round + 1 == q.round || q.result.is_some() => r.last,
        _ => q.pos,
    };
    let net = |s: usize| i32::from(p.store[s]) - p.debt[s] as i32;
    net(me) - net(1 - me)
}

fn round(g: &dyn AnyGame) -> u16 {
    g.as_any().downcast_ref::<OanQuan>().unwrap().round
}

/// Each legal token with its minimax count at `plies`
/// ([`attic_testkit::token_values`]), stopping where the round ends.
fn values(g: &dyn AnyGame, plies: u32) -> Vec<(String, i32)> {
    let r = round(g);
    attic_testkit::token_values(g, plies, &|g, me| count(g, me as usize), &|g| round(g) != r)
}

#[test]
fn a_position_with_two_good_moves_is_no_puzzle() {
    // After A1 B2, A can take the east quan from A3 or from A5: both keep
    // 11 counters at 5 plies.
    let s = game("A1 B2");
    assert_eq!(
        prove(s.current()),
        Err("at 5 plies A3xQE:12 keeps 11 and A5xQE:12 keeps 11: a margin under 5".into())
    );
    let v = values(s.current(), DEPTH);
    let good: Vec<&str> = v
        .iter()
        .filter(|x| x.1 == 11)
        .map(|x| x.0.as_str())
        .collect();
    assert_eq!(good, ["A3xQE:12", "A5xQE:12"], "{v:?}");
    assert!(v.iter().all(|x| x.1 <= 11), "{v:?}");
}

/// Every shipped puzzle: re-proved, and the second minimax finds the
/// answer ahead of every other move by the margin at 5 and at 3 plies.
#[test]
fn every_shipped_puzzle_is_re_proved_and_agrees_with_a_second_search() {
    for (p, proof) in attic_testkit::shipped_and_proved(attic_oanquan::puzzles::PUZZLES.shipped, 1)
    {
        for plies in [DEPTH, 3] {
            attic_testkit::assert_answer_ahead(
                &p,
                &proof,
                &values(p.session.current(), plies),
                MARGIN,
            );
        }
        // The answer without its annotations is the same move.
        let bare = &p.answer[0][..2];
        assert!(p.judge(bare), "{}: {bare}", p.id);
    }
}
