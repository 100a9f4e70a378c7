//! Straat's after-game review (`Tools::review`): the exact solver, working
//! back from the end of a finished game with one table, finds the
//! placements that gave streets away. Checked two ways: against a fresh
//! `solve` of every position (its own table, its own search), on E4's
//! game (§9) and on random games; and in words.

use attic::core::prelude::*;
use attic::core::{Lang, Options, Rng, Session};
use attic::games::straat::{review_find, solve, Straat, INFO};

/// E4's record (§9): Black wins 3–1.
const E4: &str = "a1S a4E b1S b4N c1S c4N d1W d4N a2E a3E b2S b3E c2S c3N d2W d3W";

fn start() -> Straat {
    Straat::setup(&Options::parse("", INFO.options).unwrap(), &[]).unwrap()
}

/// Every position of a game (the empty frame first) and its tokens.
fn game(tokens: &[String]) -> Vec<Straat> {
    let mut g = start();
    let mut out = vec![g];
    for t in tokens {
        let m = g.parse_move(t).unwrap();
        g.play(&m).unwrap();
        out.push(g);
    }
    out
}

/// A random finished game.
fn random_game(rng: &mut Rng) -> Vec<String> {
    let mut g = start();
    let mut tokens = Vec::new();
    while g.outcome().is_none() {
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        let m = moves[rng.below(moves.len())];
        tokens.push(g.format_move(&m));
        g.play(&m).unwrap();
    }
    tokens
}

/// The plies (1-based) whose placement lowered its mover's exact result,
/// found with a fresh solver per position.
fn slips_by_fresh_solves(positions: &[Straat], from: usize) -> Vec<usize> {
    let value = |g: &Straat| solve(g, 16).0;
    (from..positions.len() - 1)
        .filter(|&k| {
            let (g, next) = (&positions[k], &positions[k + 1]);
            // The next position's mover is the other seat, except at a
            // full board, whose value is counted for seat 0.
            let after = if next.mover() == g.mover() {
                value(next)
            } else {
                -value(next)
            };
            after < value(g)
        })
        .map(|k| k + 1)
        .collect()
}

#[test]
fn e4_the_review_finds_the_placements_a_fresh_solve_finds() {
    let tokens: Vec<String> = E4.split_whitespace().map(String::from).collect();
    let positions = game(&tokens);
    let found = review_find(&positions, &tokens).expect("a finished game");
    println!(
        "E4: settled from position {}, {} slips",
        found.from,
        found.slips.len()
    );
    let plies: Vec<usize> = found.slips.iter().map(|s| s.ply).collect();
    assert_eq!(plies, slips_by_fresh_solves(&positions, found.from));
    // As `attic solve straat` says: after 12 placements White, to place,
    // draws with best play (c2E), and E4's c2S loses by 2.
    assert!(found.from <= 12, "the solver reaches move 13 at least");
    let c2s = found
        .slips
        .iter()
        .find(|s| s.ply == 13)
        .expect("c2S gave streets away");
    assert_eq!((c2s.token.as_str(), c2s.before, c2s.after), ("c2S", 0, -2));
    assert!(c2s.best.is_some());
}

#[test]
fn random_games_the_review_and_fresh_solves_agree() {
    let mut rng = Rng::new(2026);
    for _ in 0..6 {
        let tokens = random_game(&mut rng);
        let positions = game(&tokens);
        let found = review_find(&positions, &tokens).expect("a finished game");
        let plies: Vec<usize> = found.slips.iter().map(|s| s.ply).collect();
        assert_eq!(
            plies,
            slips_by_fresh_solves(&positions, found.from),
            "game {tokens:?}"
        );
        for s in &found.slips {
            assert!(s.after < s.before);
            assert_eq!(s.token, tokens[s.ply - 1]);
        }
    }
}

#[test]
fn an_unfinished_game_has_no_review() {
    let tokens: Vec<String> = E4.split_whitespace().take(10).map(String::from).collect();
    assert_eq!(review_find(&game(&tokens), &tokens), None);
}

#[test]
fn e4_the_review_in_words() {
    let record = format!("[Game \"straat\"]\n[Result \"black\"]\n\n{E4}\n");
    let s = Session::from_record(&attic::games::REGISTRY, &record).unwrap();
    let entry = attic::games::find("straat").unwrap();
    let review = (entry.review)(&s.to_record(), Lang::En).expect("Straat offers a review");
    let text = review().unwrap();
    println!("{text}");
    assert!(text.contains("Move 13, White's c2S, gave streets away: with best play it was a draw, after it a win for Black by 2 streets. Best there: c2E."), "{text}");
    assert!(text.lines().count() >= 2);
}
