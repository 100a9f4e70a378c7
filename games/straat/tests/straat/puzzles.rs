//! Straat's puzzles (issue 29): the prover (`puzzles.rs`, on the endgame
//! solver) against a plain minimax over the rules alone, on a hand-built
//! position and on the shipped puzzles near the end.

use attic::core::puzzles::{self, Puzzle};
use attic::core::{AnyGame, Session};
use attic_core::prelude::*;
use attic_straat::puzzles::prove;
use attic_straat::Straat;

fn game(moves: &str) -> Session {
    let rec = format!("[Game \"straat\"]\n[Result \"*\"]\n\n{moves}\n");
    Session::from_record(&attic::games::REGISTRY, &rec).unwrap()
}

fn straat(g: &dyn AnyGame) -> Straat {
    *g.as_any().downcast_ref::<Straat>().unwrap()
}

/// White's total minus Black's with best play, by plain minimax on the
/// rules (no table, no symmetry: nothing of the solver).
fn minimax(g: &Straat) -> i32 {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    if moves.is_empty() {
        let t = g.count().totals();
        return i32::from(t[0]) - i32::from(t[1]);
    }
    let white = g.mover() == 0;
    let values = moves.into_iter().map(|m| {
        let mut c = *g;
        c.apply(m);
        minimax(&c)
    });
    if white {
        values.max().unwrap()
    } else {
        values.min().unwrap()
    }
}

/// Each legal token with the result (1 win, 0 draw, -1 loss) it reaches
/// for the mover, by [`minimax`].
fn results(g: &dyn AnyGame) -> Vec<(String, i32)> {
    let s = straat(g);
    let sign = if s.mover() == 0 { 1 } else { -1 };
    g.legal_tokens()
        .into_iter()
        .map(|tok| {
            let mut next = g.clone_box();
            next.play_token(&tok).unwrap();
            (tok, (sign * minimax(&straat(&*next))).signum())
        })
        .collect()
}

#[test]
fn a_position_with_two_best_placements_is_no_puzzle() {
    let s = game("b2W c1W a1E b1S d3E c3S d4N c2W d2E a2N c4E b3E");
    assert_eq!(
        prove(s.current()),
        Err("2 moves reach the best result".to_string())
    );
    // Minimax agrees: the best result is reached from two boards that
    // are not images of each other (the prover's classes), so at least
    // two tokens reach it.
    let res = results(s.current());
    let best = res.iter().map(|r| r.1).max().unwrap();
    let right = res.iter().filter(|r| r.1 == best).count();
    assert!(right >= 2, "{res:?}");
    assert!(right < res.len(), "some placement is worse");
}

/// A shipped puzzle's answer is accepted and every other placement
/// refused, as minimax says, for every shipped puzzle with at most 4
/// empty cells; every sixth puzzle is re-proved.
#[test]
fn shipped_puzzles_agree_with_plain_minimax() {
    let all = puzzles::read(
        &attic::games::REGISTRY,
        attic_straat::puzzles::PUZZLES.shipped,
    );
    assert!(all.len() >= 60);
    let mut near_end = 0;
    for (i, (_, p)) in all.into_iter().enumerate() {
        let p: Puzzle = p.unwrap();
        if i % 6 == 0 {
            puzzles::check(&p).unwrap_or_else(|e| panic!("{e}"));
        }
        if straat(p.session.current()).empty() > 4 {
            continue;
        }
        near_end += 1;
        let res = results(p.session.current());
        let best = res.iter().map(|r| r.1).max().unwrap();
        for (tok, r) in res {
            assert_eq!(p.judge(&tok), r == best, "{}: {tok}", p.id);
        }
    }
    assert!(near_end >= 5, "{near_end}");
}
