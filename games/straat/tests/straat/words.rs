//! Straat in words: placements as sentences (E1, E5) and the final count
//! explained (E2, E4, E5), named after the worked examples of straat.md
//! §11; Straat warns of no danger.

use crate::common;
use attic::core::prelude::*;
use attic::core::{AnyGame, Options, Session};
use attic::games::straat::{parse_position, Split, Straat, INFO};
use attic::games::REGISTRY;
use common::said;

fn start(opts: &str) -> Straat {
    let o = Options::parse(opts, INFO.options).expect("valid options");
    Straat::setup(&o, &[]).expect("setup")
}

fn reason(split: Split, position: &str) -> String {
    let g = parse_position(split, position).unwrap();
    Rules::outcome(&g).expect("a full frame").reason.to_string()
}

#[test]
fn e1_placements_in_words() {
    let mut g = start("");
    assert_eq!(
        said(&g, "a1N"),
        "White laid a tile on a1, black half at the top"
    );
    let m = g.parse_move("a1N").unwrap();
    g.play(&m).unwrap();
    assert_eq!(
        said(&g, "b2E"),
        "Black laid a tile on b2, black half on the right"
    );
    // An illegal placement has no words.
    assert!(AnyGame::describe_token(&g, "a1E").is_none());
}

#[test]
fn e5_a_diagonal_placement_in_words() {
    let g = start("split=diagonal");
    assert_eq!(
        said(&g, "b2SW"),
        "White laid a tile on b2, black triangle at the bottom left"
    );
}

#[test]
fn e2_equal_totals_explained() {
    assert_eq!(
        reason(
            Split::Straight,
            "bN bN bN bN/bN bN bN bN/wN wN wN wN/wN wN wN wN"
        ),
        "5 streets each: White front 4, back 1; Black front 4, back 1"
    );
}

#[test]
fn e4_the_winner_first_with_front_and_back() {
    assert_eq!(
        reason(
            Split::Straight,
            "bE bN bN bN/bE bE bN bW/wE wS wS wW/wS wS wS wW"
        ),
        "Black 3 streets (front 2, back 1) against White 1 street (front 0, back 1)"
    );
    // The spec's record (§9) ends with the same sentence.
    let s = Session::from_record(&REGISTRY, include_str!("../data/straat_e4.txt")).unwrap();
    let o = s.current().outcome().unwrap();
    assert_eq!(
        o.reason.to_string(),
        "Black 3 streets (front 2, back 1) against White 1 street (front 0, back 1)"
    );
}

#[test]
fn e5_diagonal_count_explained() {
    assert_eq!(
        reason(
            Split::Diagonal,
            "bNE bNE bNE bNE/bNE bNE bNE bSE/wSE wSW wSE wNW/wNW wNE wNW wNE"
        ),
        "Black 2 streets (front 1, back 1) against White 1 street (front 0, back 1)"
    );
}

#[test]
fn straat_warns_of_nothing() {
    let mut g = start("");
    let mut v = Vec::new();
    while g.placed < 16 {
        assert!(Words::dangers(&g).is_empty());
        g.legal_moves(&mut v);
        let m = v[(g.placed as usize * 7) % v.len()];
        g.play(&m).unwrap();
    }
}

/// The endgame solver's outlook is its proven result for the AI's seat
/// (1 a win, 1/2 a draw, 0 a loss), never the margin.
#[test]
fn the_endgame_outlook_follows_the_proven_result() {
    use attic::core::SearchJob;
    use attic::games::straat::EndgameJob;
    // E4's frame with four tiles still to lay (White to move).
    let g = parse_position(
        Split::Straight,
        "bE bN bN bN/bE bE -- --/wE wS wS wW/wS wS -- --",
    )
    .unwrap();
    let mut job = EndgameJob::new(g, 16);
    while !job.step(100_000) {}
    let v = job.value().expect("solved");
    let want = match v.signum() {
        1 => 1.0,
        0 => 0.5,
        _ => 0.0,
    };
    assert_eq!(job.outlook(), Some(want), "value {v}");
}
