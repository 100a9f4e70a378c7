//! TURNO: why a move is chosen (`Words::explain`). Loop and Lottery have no
//! decisions (every ply is the die's), so nothing is explained there.
//! Domino: the tiles kept for the next number (E5, three players), the
//! exact solver's win against a placement that only shares (two players),
//! the last two tiles. Checkers: a walk that wins (E9), one that crosses
//! (E9), paths ranked by the expected turns (E8). And every legal choice
//! of random positions of both.

use crate::turno_common;

use attic::core::prelude::*;
use attic::core::{Options, Rng, Turn};
use attic::games::turno::{Checkers, Domino, Loop, Lottery};
use std::time::Duration;
use turno_common::{domino, e7_game};

use crate::why_harness;
use why_harness::{num, why, Call};

#[test]
fn e5_domino_the_placement_that_keeps_the_6_1_for_the_next_pair() {
    // Pair 1, k = 6, three players: Seat 1 holds 61 66 26 33.
    let g = domino(&["61 66 26 33", "51 15", "12 34"], 5, 0);
    let w = why(&g, "66+62");
    assert_eq!(w.key, "why.d-keep");
    assert_eq!((num(&w, "n"), num(&w, "next")), (1, 1));
    assert_eq!(
        w.to_string(),
        "It keeps 1 tile in Seat 1's hand that can show 1, the next number."
    );
    // Placing the 6|1 keeps no tile with a 1.
    let w = why(&g, "61+66");
    assert_eq!(num(&w, "n"), 0);
    // Then Seat 2 places its last two tiles.
    let mut g = g;
    g.play(&g.parse_move("66+62").unwrap()).unwrap();
    assert_eq!(
        why(&g, "15+15").to_string(),
        "It places Seat 2's last two tiles: the hand is empty and Seat 2 wins."
    );
}

#[test]
fn domino_the_solver_shows_a_win_where_another_placement_only_shares() {
    // Two players, k = 6. Keeping 6|1 and 1|1 lets Seat 1 place both at
    // k = 1 (Seat 2 holds one tile with a 1 and passes); keeping 2|6 and
    // 1|1 blocks the game at 2 tiles each: a shared win.
    let g = domino(&["61 66 26 11", "51 23"], 5, 0);
    let w = why(&g, "66+62");
    assert_eq!(w.key, "why.d-win");
    assert_eq!(
        w.to_string(),
        "The solver shows Seat 1 wins with best play after this."
    );
    let w = why(&g, "61+66");
    assert_eq!(w.key, "why.d-worse");
    assert_eq!(
        w.to_string(),
        "The solver shows this leads to a shared win with best play, where the best placement leads to a win for Seat 1."
    );
}

#[test]
fn e9_checkers_the_walk_back_to_the_start_tile_wins() {
    let g = e7_game("c2", true, 2);
    let w = why(&g, ":c2-c1");
    assert_eq!(w.key, "why.c-wins");
    assert_eq!(
        w.to_string(),
        "It ends the walk on Seat 1's start tile c1, after crossing: Seat 1 wins."
    );
    // The other path does not win: counted in turns instead.
    assert!(why(&g, ":c2-b2").key.starts_with("why.c-turns"));
    // Passing over c1 to b1 does not win either (E9, roll 4).
    let g = e7_game("c2", true, 4);
    assert_ne!(why(&g, ":c2-c1-b1").key, "why.c-wins");
}

#[test]
fn e9_checkers_a_walk_onto_the_far_row_crosses() {
    let g = e7_game("c5", false, 3);
    for (path, far) in [(":c5-c6", "c6"), (":c5-d5-d6", "d6")] {
        let w = why(&g, path);
        assert_eq!(w.key, "why.c-cross");
        assert_eq!(
            w.to_string(),
            format!("It reaches the far row on {far}: the pawn has crossed and now has to return to c1.")
        );
    }
}

#[test]
fn e8_checkers_paths_ranked_by_the_turns_they_leave() {
    // Roll 6 from c1: five paths; the best by expected turns says so,
    // the others say another choice needs fewer.
    let g = e7_game("c1", false, 6);
    let mut ms = Vec::new();
    g.legal_moves(&mut ms);
    assert_eq!(ms.len(), 5);
    let keys: Vec<&str> = ms.iter().map(|m| g.explain(m).unwrap().key).collect();
    assert!(keys.contains(&"why.c-turns-best"), "{keys:?}");
    assert!(keys.contains(&"why.c-turns"), "{keys:?}");
    assert!(keys
        .iter()
        .all(|k| *k == "why.c-turns-best" || *k == "why.c-turns"));
}

/// Loop and Lottery: every ply of a game is the die's (or a face drawn),
/// so no ply is a seat's choice to explain.
#[test]
fn loop_and_lottery_have_no_choice_to_explain() {
    fn all_chance<G: Game>(seed: u64) {
        let mut rng = Rng::new(seed);
        let o = Options::parse("", G::info().options).unwrap();
        let tags = G::write_setup(&G::draw_setup(&o, &mut rng));
        let mut g = G::setup(&o, &tags).unwrap();
        let mut ms = Vec::new();
        let mut plies = 0;
        while g.turn() != Turn::Over && plies < 2000 {
            assert_eq!(g.turn(), Turn::Chance);
            ms.clear();
            g.legal_moves(&mut ms);
            for m in &ms {
                assert!(g.explain(m).is_none());
            }
            let w = g.chance_weights(&ms);
            let m = ms[rng.weighted(&w).unwrap()].clone();
            g.play(&m).unwrap();
            plies += 1;
        }
    }
    for seed in 0..5 {
        all_chance::<Loop>(seed);
        all_chance::<Lottery>(seed);
    }
}

/// Random games (fixed seeds; Domino with 2, 3 and 4 players, asked of
/// the mover's view; Checkers with 2 and 4): every legal choice is
/// explained without a panic, within 20 times the slowest measured.
#[test]
fn every_legal_choice_of_random_positions_is_explained() {
    fn run<G: Game>(opts: &str, seed: u64, calls: &mut Vec<Call<G>>, positions: &mut usize) {
        let mut rng = Rng::new(seed);
        let o = Options::parse(opts, G::info().options).unwrap();
        let tags = G::write_setup(&G::draw_setup(&o, &mut rng));
        let mut g = G::setup(&o, &tags).unwrap();
        let mut ms = Vec::new();
        let mut plies = 0;
        while g.turn() != Turn::Over && plies < 400 {
            ms.clear();
            g.legal_moves(&mut ms);
            match g.turn() {
                Turn::Seat(s) => {
                    let seen = g.view(s);
                    if ms.len() > 1 {
                        *positions += 1;
                        for m in &ms {
                            let c = why_harness::timed(&seen, m);
                            *KEYS
                                .lock()
                                .unwrap()
                                .entry(c.key.unwrap_or("none"))
                                .or_insert(0) += 1;
                            calls.push(c);
                        }
                    }
                    let m = ms[rng.below(ms.len())].clone();
                    g.play(&m).unwrap();
                }
                _ => {
                    let w = g.chance_weights(&ms);
                    let m = ms[rng.weighted(&w).unwrap()].clone();
                    g.play(&m).unwrap();
                }
            }
            plies += 1;
        }
    }
    let (mut dominoes, mut checkers, mut positions) = (Vec::new(), Vec::new(), 0);
    for seed in 0..30 {
        run::<Domino>("players=2", seed, &mut dominoes, &mut positions);
    }
    println!("domino 2 reasons: {:?}", KEYS.lock().unwrap());
    why_harness::assert_fast("turno domino 2", &dominoes, LIMIT);
    for seed in 0..30 {
        run::<Domino>("players=3", seed, &mut dominoes, &mut positions);
        run::<Domino>("players=4", seed, &mut dominoes, &mut positions);
    }
    for seed in 0..30 {
        run::<Checkers>("players=2", seed, &mut checkers, &mut positions);
        run::<Checkers>("players=4", seed, &mut checkers, &mut positions);
    }
    println!("all reasons: {:?}", KEYS.lock().unwrap());
    println!("turno: {positions} positions");
    why_harness::assert_fast("turno domino", &dominoes, LIMIT);
    why_harness::assert_fast("turno checkers", &checkers, LIMIT);
}

/// How often each reason was given, for the report.
static KEYS: std::sync::Mutex<std::collections::BTreeMap<&'static str, usize>> =
    std::sync::Mutex::new(std::collections::BTreeMap::new());

/// 20 times the slowest explanation measured here (debug build: 8.5 ms).
const LIMIT: Duration = Duration::from_millis(170);
