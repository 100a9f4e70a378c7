//! Straat: why a placement is chosen (`Words::explain`), in positions of
//! the game of E4 (its record, §9) and hand-built ones: the last placement
//! fills the frame (E4's final count), the solver's win by 2 and its kept
//! draw against placements that throw them away, a street completed
//! before the solver can see the end, and every legal placement of random
//! positions.

use attic::core::prelude::*;
use attic::core::{Options, Rng};
use attic::games::straat::{Straat, INFO};
use std::time::Duration;

use crate::why_harness;
use why_harness::{num, why};

/// E4's record (§9): Black wins 3–1.
const E4: &str = "a1S a4E b1S b4N c1S c4N d1W d4N a2E a3E b2S b3E c2S c3N d2W d3W";

fn at(tokens: &str) -> Straat {
    let mut g = Straat::setup(&Options::parse("", INFO.options).unwrap(), &[]).unwrap();
    for t in tokens.split_whitespace() {
        let m = g.parse_move(t).unwrap();
        g.play(&m).unwrap();
    }
    g
}

/// E4's position after its first `n` placements.
fn e4(n: usize) -> Straat {
    at(&E4.split_whitespace().take(n).collect::<Vec<_>>().join(" "))
}

#[test]
fn e4_the_last_placement_fills_the_frame_for_a_black_win_by_2() {
    let w = why(&e4(15), "d3W");
    assert_eq!(w.key, "why.last");
    assert_eq!((num(&w, "mine"), num(&w, "theirs")), (3, 1));
    assert_eq!(
        w.to_string(),
        "It fills the frame: Black ends with 3 streets against 1, a win for Black by 2 streets."
    );
}

#[test]
fn the_solver_shows_a_placement_wins_by_2_and_another_only_draws() {
    // E4 with 3 cells empty, Black to place.
    let g = e4(13);
    let w = why(&g, "d2S");
    assert_eq!(w.key, "why.solved-win");
    assert_eq!(num(&w, "n"), 2);
    assert_eq!(
        w.to_string(),
        "The solver shows Black wins by 2 streets with best play after this."
    );
    let w = why(&g, "d2N");
    assert_eq!(w.key, "why.solved-worse");
    assert_eq!(
        w.to_string(),
        "The solver shows this leads to a draw with best play, where the best placement leads to a win for Black by 2 streets."
    );
}

#[test]
fn the_solver_shows_a_placement_keeps_the_draw_and_another_loses() {
    // E4 with 4 cells empty, White to place: E4's own c2S lets Black win.
    let g = e4(12);
    let w = why(&g, "c2E");
    assert_eq!(w.key, "why.solved-draw");
    assert_eq!(
        w.to_string(),
        "The solver shows this keeps the draw with best play."
    );
    let w = why(&g, "c2S");
    assert_eq!(w.key, "why.solved-worse");
    assert!(w
        .to_string()
        .contains("leads to a win for Black by 2 streets with best play, where the best placement leads to a draw"));
}

#[test]
fn a_placement_that_completes_a_street_says_so_before_the_solver_can_see_the_end() {
    // White holds a1–a3 with black halves at the top; Black far away.
    // 6 placed: a4 leaves 9 cells empty, beyond the solver here.
    let g = at("a1N d1N a2N d2N a3N c1N");
    let w = why(&g, "a4N");
    assert_eq!(w.key, "why.street");
    assert!(num(&w, "n") >= 1);
    assert!(w.to_string().starts_with("It completes"), "{w}");
    assert!(w.to_string().contains("for White"), "{w}");
    // Elsewhere the tile completes nothing: the edges its regions reach.
    let w = why(&g, "b4N");
    assert_eq!(w.key, "why.reach");
    assert!(w
        .to_string()
        .starts_with("It joins White's colour to a region touching"));
    // A first tile in the middle reaches no edge: nothing is said.
    let g = at("");
    assert!(g.explain(&g.parse_move("b2N").unwrap()).is_none());
}

/// Positions from random playouts (fixed seed), every legal placement
/// explained without a panic, within 20 times the slowest measured.
#[test]
fn every_legal_placement_of_random_positions_is_explained() {
    let mut rng = Rng::new(19);
    let mut calls = Vec::new();
    for i in 0..300 {
        // Both splits: every other position has diagonal tiles.
        let opts = if i % 2 == 0 { "" } else { "split=diagonal" };
        let mut g = Straat::setup(&Options::parse(opts, INFO.options).unwrap(), &[]).unwrap();
        let stop = rng.below(16);
        for _ in 0..stop {
            let mut ms = Vec::new();
            g.legal_moves(&mut ms);
            let m = ms[rng.below(ms.len())];
            g.play(&m).unwrap();
        }
        let mut ms = Vec::new();
        g.legal_moves(&mut ms);
        for m in &ms {
            let c = why_harness::timed(&g, m);
            // None only early, for a tile whose regions reach no edge.
            assert!(c.key.is_some() || g.empty() > 6, "{}: {m:?}", g.position());
            calls.push(c);
        }
    }
    why_harness::assert_fast("straat", &calls, LIMIT);
}

/// 20 times the slowest explanation measured here (debug build: 42 ms;
/// release 12 ms): a solve that escaped its node limit would take seconds.
const LIMIT: Duration = Duration::from_millis(850);
