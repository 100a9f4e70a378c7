//! TURNOOI: why a move is chosen (`Words::explain`), from public
//! information only: a battle won for sure (E2), lost for sure (E3), a
//! battle between unrevealed tiles by its exact odds (E10), a tile taken
//! out of reach of an attack (and a step that does not, named by the
//! evaluation instead), and every legal step of random positions.

use crate::turnooi_common;

use attic::core::prelude::*;
use attic::core::{Options, Rng, Turn};
use attic::games::turnooi::{Turnooi, INFO};
use std::time::Duration;
use turnooi_common::*;

use crate::why_harness;
use why_harness::{num, why};

#[test]
fn e2_the_mover_wins_the_battle_for_sure() {
    let board = "-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- 33 -- --/-- -- 21 -- -- --/-- 13 -- -- -- --/52 -- -- -- -- --/-- -- 44 -- -- --/-- -- -- -- -- --";
    let g = state(&at(board, "south"));
    let w = why(&g, "b4-c4");
    assert_eq!(w.key, "why.sure-win");
    assert_eq!((num(&w, "mine"), num(&w, "theirs")), (4, 3));
    assert_eq!(
        w.to_string(),
        "It wins the battle for sure: its tile sums to 4 against 3 for North's tile on c5."
    );
}

#[test]
fn e3_the_mover_loses_the_battle_for_sure() {
    let board = "66 -- -- -- -- --/-- -- -- -- -- --/-- -- -- 33 -- --/-- -- -- -- -- --/-- -- -- 55 -- --/52 -- -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- --";
    let g = state(&at(board, "north"));
    let w = why(&g, "d6-d5");
    assert_eq!(w.key, "why.sure-lose");
    assert_eq!(
        w.to_string(),
        "It loses the battle: its tile sums to 6 against 10 for South's tile on d4."
    );
}

#[test]
fn e10_a_battle_of_unrevealed_tiles_by_its_exact_odds() {
    // C (2?) against D (3?): C hides 3 with 1/3 and then wins, else loses.
    let g = state(&e10());
    let w = why(&g, "c3-c4");
    assert_eq!(w.key, "why.odds");
    assert_eq!(
        (num(&w, "win"), num(&w, "tie"), num(&w, "lose")),
        (33, 0, 67)
    );
    assert_eq!(
        w.to_string(),
        "Its chance to win the battle with North's tile on c5 is 33% (a tie 0%, a loss 67%)."
    );
}

#[test]
fn a_tile_taken_out_of_reach_of_an_attack_it_would_lose() {
    // South's 13 on b4 could be attacked by North's 55 from b6 (b6-b5,
    // 10 against 4); on a4 nothing of North's can reach a5. On c4 the 44
    // on c6 can still attack it: no escape there.
    let board = "-- -- -- -- -- --/-- -- -- -- -- --/-- 55 44 -- -- --/-- -- -- -- -- --/-- 13 -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- --/52 -- -- -- -- --";
    let g = state(&at(board, "south"));
    let w = why(&g, "b4-a4");
    assert_eq!(w.key, "why.escape");
    assert_eq!(num(&w, "p"), 100);
    assert_eq!(
        w.to_string(),
        "It moves the tile out of reach: on b4, North could attack it next move with up to 100% chance to win; on a4 no tile of North's can."
    );
    let w = why(&g, "b4-c4");
    assert!(w.key.starts_with("why.eval"), "{}", w.key);
    assert!(w
        .to_string()
        .starts_with("By the evaluation this leaves South a"));
}

/// Random games (a fixed seed, faces drawn by their odds as the site
/// does): every legal step explained without a panic, within 20 times
/// the slowest measured.
#[test]
fn every_legal_step_of_random_positions_is_explained() {
    let mut rng = Rng::new(19);
    let mut calls = Vec::new();
    let mut positions = 0;
    let o = Options::parse("", INFO.options).unwrap();
    for _ in 0..40 {
        let tags = Turnooi::write_setup(&Turnooi::draw_setup(&o, &mut rng));
        let mut g = Turnooi::setup(&o, &tags).unwrap();
        let mut plies = 0;
        while g.turn() != Turn::Over && plies < 200 {
            let mut ms = Vec::new();
            g.legal_moves(&mut ms);
            if let Turn::Seat(_) = g.turn() {
                // Every fifth turn: explain every legal step.
                if plies % 5 == 0 {
                    positions += 1;
                    for m in &ms {
                        let c = why_harness::timed(&g, m);
                        assert!(c.key.is_some() || ms.len() == 1, "{}: {m:?}", g.position());
                        calls.push(c);
                    }
                }
                let m = ms[rng.below(ms.len())];
                g.play(&m).unwrap();
            } else {
                let w = g.chance_weights(&ms);
                let i = rng.weighted(&w).unwrap();
                g.play(&ms[i]).unwrap();
            }
            plies += 1;
        }
    }
    println!("turnooi: {positions} positions");
    why_harness::assert_fast("turnooi", &calls, LIMIT);
}

/// 20 times the slowest explanation measured here (debug build: 15 ms).
const LIMIT: Duration = Duration::from_millis(300);
