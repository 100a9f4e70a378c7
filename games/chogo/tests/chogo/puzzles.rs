//! Chogo's puzzles (issue 29): the prover (`puzzles.rs`) on the spec's
//! worked examples E2 and E3, and a second search written here on the
//! generic game interface (tokens and outcomes) on shipped puzzles.

use attic::core::puzzles::{self, Puzzle};
use attic::core::{AnyGame, Session, Turn, Winner};
use attic_chogo::puzzles::prove;

fn game(moves: &str) -> Session {
    let rec = format!("[Game \"chogo\"]\n[Result \"*\"]\n\n{moves}\n");
    Session::from_record(&attic::games::REGISTRY, &rec).unwrap()
}

/// Whether seat `me` wins within `plies` from `g`, by tokens alone.
fn wins_within(g: &dyn AnyGame, me: u8, plies: u32) -> bool {
    if let Some(o) = g.outcome() {
        return o.winner == Winner::Seat(me);
    }
    let Turn::Seat(s) = g.turn() else {
        return false;
    };
    if plies == 0 {
        return false;
    }
    let child = |t: String| {
        let mut c = g.clone_box();
        c.play_token(&t).unwrap();
        wins_within(&*c, me, plies - 1)
    };
    let toks = g.legal_tokens();
    if s == me {
        toks.into_iter().any(child)
    } else {
        !toks.is_empty() && toks.into_iter().all(child)
    }
}

/// The mover's tokens that win within `plies` (the move included).
fn winners(g: &dyn AnyGame, plies: u32) -> Vec<String> {
    let Turn::Seat(me) = g.turn() else { panic!() };
    g.legal_tokens()
        .into_iter()
        .filter(|t| {
            let mut c = g.clone_box();
            c.play_token(t).unwrap();
            wins_within(&*c, me, plies - 1)
        })
        .collect()
}

#[test]
fn e2_the_one_king_capturing_drop_is_a_puzzle() {
    // E2: after Black drops a4, White has 17 drops and only b4 captures.
    let s = game("a4");
    let proof = prove(s.current()).unwrap();
    assert_eq!(proof.answer, ["b4xa4"]);
    assert_eq!(proof.theme, "king-capture");
    assert_eq!(proof.verdicts.len(), 17);
    let p = Puzzle::new("e2", s.clone(), &proof, Vec::new());
    assert!(p.judge("b4"), "the bare drop is the answer");
    for t in s.current().legal_tokens() {
        assert_eq!(p.judge(&t), t == "b4xa4", "{t}");
    }
    assert_eq!(winners(s.current(), 3), ["b4xa4"]);
}

#[test]
fn e3_three_king_captures_are_no_puzzle() {
    // E3: White threatens b5-b4xa4, b56-b45xa4 and b56-b34xa4; after a
    // Black move that parries nothing, all three win.
    let s = game("a4 b5 h3-h4");
    assert_eq!(
        prove(s.current()),
        Err("3 moves win at once, 3 within 3 plies".to_string())
    );
    let mut w = winners(s.current(), 1);
    w.sort();
    assert_eq!(w, ["b5-b4xa4", "b56-b34xa4", "b56-b45xa4"]);
}

/// Every shipped puzzle re-proved; every fifth also by the second search:
/// the answer wins within its depth, no other move within 3 plies.
#[test]
fn shipped_puzzles_are_re_proved_and_agree_with_a_second_search() {
    let all = puzzles::read(
        &attic::games::REGISTRY,
        attic_chogo::puzzles::PUZZLES.shipped,
    );
    assert!(all.len() >= 60, "{}", all.len());
    for (i, (_, p)) in all.into_iter().enumerate() {
        let p: Puzzle = p.unwrap();
        puzzles::check(&p).unwrap_or_else(|e| panic!("{e}"));
        if i % 5 != 0 {
            continue;
        }
        let g = p.session.current();
        assert_eq!(winners(g, 3), p.answer, "{}", p.id);
        if p.depth == 1 {
            assert_eq!(winners(g, 1), p.answer, "{}", p.id);
        } else {
            assert!(winners(g, 1).is_empty(), "{}", p.id);
        }
    }
}
