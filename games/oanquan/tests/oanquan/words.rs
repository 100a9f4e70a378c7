//! O An Quan in words: moves as sentences (E1–E6), the quan warning, and
//! why the match ended (E14).

use crate::common;
use crate::oanquan_common;

use attic::core::prelude::*;
use attic::core::{AnyGame, Options, Registry, Session};
use attic::games::REGISTRY;
use common::said;

fn at(position: &str) -> Box<dyn AnyGame> {
    let e = REGISTRY.find("oanquan").unwrap();
    let s = Session::from_position(e, Options::default(), position).unwrap();
    s.current().clone_box()
}

const START_A: &str = "A=5,5,5,5,5 QE=10 B=5,5,5,5,5 QW=10 capA=0 capB=0 tomove=A";

#[test]
fn e1_in_words_names_the_capture() {
    let said = said(&*at(START_A), "A1");
    assert_eq!(said, "A sowed from A1 and captured 6 counters: A2 (6)");
}

#[test]
fn e2_in_words_names_the_quan() {
    let said = said(&*at(START_A), "A5");
    assert_eq!(said, "A sowed from A5 and captured 11 counters: QE (11)");
}

#[test]
fn a_move_without_capture_says_so() {
    // E5's position: F and G both empty.
    let g = at("A=1,0,0,0,0 QE=0 B=0,0,0,0,2 QW=1 capA=30 capB=36 tomove=A");
    let t = g.legal_tokens()[0].clone();
    let said = said(&*g, &t);
    assert!(said.ends_with("captured nothing"), "{said}");
}

#[test]
fn the_opponents_quan_threat_is_a_danger() {
    // At the start, were it B's turn, B5 would take QW as A5 takes QE (E2).
    let d = at(START_A).dangers();
    assert_eq!(d.len(), 1, "{d:?}");
    assert_eq!(
        d[0].msg.to_string(),
        "B could capture the quan QW (10) by sowing from B5"
    );
    assert!(d[0].cells.contains(&"QW".to_string()) && d[0].cells.contains(&"B5".to_string()));
    // After A1 (E1) the quans hold 11 each: the warning follows the board.
    let after = "A=0,0,6,6,6 QE=11 B=0,6,6,6,6 QW=11 capA=6 capB=0 moves=1 tomove=B";
    for d in at(after).dangers() {
        assert!(
            d.msg.to_string().starts_with("A could capture the quan"),
            "{d:?}"
        );
    }
}

#[test]
fn no_danger_when_no_quan_can_fall() {
    // Both quans empty but one counter: nothing to warn of on QE.
    let g = at("A=1,0,0,0,0 QE=0 B=0,0,0,0,2 QW=1 capA=30 capB=36 tomove=A");
    assert!(g
        .dangers()
        .iter()
        .all(|d| !d.cells.contains(&"QE".to_string())));
}

#[test]
fn e14_the_end_of_the_match_in_a_sentence() {
    // (a) 19-51: A is short 16, sells 3 spaces outright: B wins (the
    // headline says so; the sentence says why).
    let p1951 = "A=0,0,0,0,0 QE=0 B=10,10,10,1,1 QW=38 capA=0 capB=0 tomove=A";
    let g = oanquan_common::setup("", p1951);
    assert_eq!(
        Rules::outcome(&g).unwrap().reason.to_string(),
        "Round 1 ended A 19, B 51: A is 16 short of the 35 that refill a row and its quan, and must sell 3 spaces"
    );
    // (d) 35-35 in a single round: a draw.
    let p3535 = "A=0,0,0,0,0 QE=0 B=0,0,0,0,0 QW=70 capA=0 capB=0 tomove=A";
    let g = oanquan_common::setup("match=single-round", p3535);
    assert_eq!(
        Rules::outcome(&g).unwrap().reason.to_string(),
        "The single round ended A 35, B 35"
    );
}

#[test]
fn e3_in_words_the_quan_step_then_a_capture() {
    let g = at("A=2,0,3,1,2 QE=7 B=0,2,0,3,0 QW=4 capA=20 capB=26 tomove=A");
    assert_eq!(
        said(&*g, "A4"),
        "A sowed from A4 and captured 4 counters: QW (4)"
    );
}

#[test]
fn e4_in_words_a_chain_through_a_quan_and_the_opponents_row() {
    let g = at("A=0,2,0,3,1 QE=6 B=1,2,0,1,0 QW=5 capA=25 capB=24 tomove=B");
    assert_eq!(
        said(&*g, "B2"),
        "B sowed from B2 and captured 10 counters: QW (5), A2 (2), A4 (3)"
    );
}

#[test]
fn e6_in_words_a_hand_past_the_origin_ends_in_a_chain() {
    let g = at("A=0,0,13,1,0 QE=9 B=2,0,1,3,0 QW=8 capA=15 capB=18 tomove=A");
    assert_eq!(
        said(&*g, "A3"),
        "A sowed from A3 and captured 13 counters: QE (11), B2 (2)"
    );
}
