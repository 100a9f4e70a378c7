//! TAU's puzzles (issue 29): the prover (`puzzles.rs`, on the MTD(f)
//! solver) against the reference full minimax (`solver.rs`), on hand-built
//! positions and on every shipped puzzle.

use attic::core::puzzles::{self, Puzzle};
use attic::core::{AnyGame, Session};
use attic_tau::puzzles::prove;
use attic_tau::solver::{Comp, Solver};
use attic_tau::{BigUint, Tau};

fn game(options: &str, moves: &str) -> Session {
    let rec = format!("[Game \"tau\"]\n[Options \"{options}\"]\n[Result \"*\"]\n\n{moves}\n");
    Session::from_record(&attic::games::REGISTRY, &rec).unwrap()
}

fn tau(g: &dyn AnyGame) -> &Tau {
    g.as_any().downcast_ref::<Tau>().unwrap()
}

/// Whether each legal removal wins for the mover, by the reference
/// minimax solver alone.
fn reference(g: &dyn AnyGame) -> Vec<(String, bool)> {
    let t = tau(g);
    let limit = t.roles.as_ref().unwrap().limit.clone();
    let high = t.turns.is_multiple_of(2);
    let mut s = Solver::new();
    g.legal_tokens()
        .into_iter()
        .map(|tok| {
            let mut next = g.clone_box();
            next.play_token(&tok).unwrap();
            let (r, c) = tau(&*next).runs();
            let v = s.value(&Comp::new(&r), &Comp::new(&c), t.turns_left() - 1, !high);
            (tok, (v.to_big() > limit) == high)
        })
        .collect()
}

#[test]
fn a_position_with_two_winning_removals_is_no_puzzle() {
    // 6×6, LIMIT 20, HIGH (B) then LOW took row 2 and column 2.
    let s = game("rows=6,cols=6", "1 20 pass r2 c2");
    assert_eq!(prove(s.current()), Err("2 moves win".to_string()));
    // The reference agrees: the winning removals reach two positions
    // that are not the same up to symmetry.
    let after = |tok: &str| {
        let mut g = s.current().clone_box();
        g.play_token(tok).unwrap();
        let (mut r, mut c) = tau(&*g).runs();
        r.sort_unstable();
        c.sort_unstable();
        if r <= c {
            (r, c)
        } else {
            (c, r)
        }
    };
    let mut classes: Vec<_> = reference(s.current())
        .into_iter()
        .filter(|(_, w)| *w)
        .map(|(t, _)| after(&t))
        .collect();
    classes.sort();
    classes.dedup();
    assert_eq!(classes.len(), 2, "{classes:?}");
}

#[test]
fn the_one_winning_removal_is_accepted_and_every_other_refused() {
    let s = game("rows=6,cols=6", "1 20 pass r1 c1");
    let proof = prove(s.current()).unwrap();
    // Row 4 and column 4 are the same move: the board is square and
    // symmetric after r1 c1.
    assert_eq!(proof.answer, vec!["r4".to_string(), "c4".to_string()]);
    let p = Puzzle::new("t", s.clone(), &proof, Vec::new());
    for (tok, wins) in reference(s.current()) {
        assert_eq!(p.judge(&tok), wins, "{tok}");
        assert!(proof.verdicts.contains(&(tok.clone(), wins)), "{tok}");
    }
}

#[test]
fn the_limit_is_one_below_the_boards_worth() {
    // 6×6 is worth 54 with best play (`attic solve tau --rows 6 --cols 6`).
    let v = Solver::new().value(&Comp::new(&[6]), &Comp::new(&[6]), 4, true);
    assert_eq!(v.to_big(), BigUint::from_u64(54));
    let at = |moves: &str| prove(game("rows=6,cols=6", moves).current());
    assert_eq!(at("").unwrap().answer, vec!["53"]);
    assert_eq!(at("1 10").unwrap().answer, vec!["53"]);
    assert_eq!(at("1 54").unwrap().answer, vec!["pass"]);
    assert_eq!(at("1 60").unwrap().answer, vec!["pass"]);
    assert!(at("1 53").is_err(), "every move loses at 53");
    let s = game("rows=6,cols=6", "1 10");
    let p = Puzzle::new("t", s.clone(), &at("1 10").unwrap(), Vec::new());
    for (tok, right) in [
        ("53", true),
        ("52", false),
        ("54", false),
        ("11", false),
        ("pass", false),
    ] {
        assert_eq!(p.judge(tok), right, "{tok}");
    }
}

#[test]
fn every_shipped_puzzle_is_re_proved_and_agrees_with_the_reference() {
    let tool = attic_tau::puzzles::PUZZLES;
    let all = puzzles::read(&attic::games::REGISTRY, tool.shipped);
    assert!(all.len() >= 60, "{}", all.len());
    for (_, p) in all {
        let p = p.unwrap();
        let proof = puzzles::check(&p).unwrap_or_else(|e| panic!("{e}"));
        if tau(p.session.current()).roles.is_none() {
            continue; // a bid: the test above
        }
        for (tok, wins) in reference(p.session.current()) {
            assert_eq!(p.judge(&tok), wins, "{}: {tok}", p.id);
            assert!(proof.verdicts.contains(&(tok, wins)));
        }
    }
}
