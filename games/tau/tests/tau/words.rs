//! TAU in words: bids, the pass and removals as sentences, and the final
//! score against the LIMIT, named after the worked examples of tau.md §11
//! (E1, E3, E4, E5); TAU warns of no danger.

use crate::common;

use attic::core::prelude::*;
use attic::core::Options;
use attic::games::tau::{Tau, INFO};
use common::said;

fn board(rows: u8, cols: u8) -> Tau {
    let o = Options::parse(&format!("rows={rows},cols={cols}"), INFO.options).unwrap();
    Tau::setup(&o, &[]).unwrap()
}

/// Play `tokens`, returning each one's sentence (asked before it is played).
fn said_all(g: &mut Tau, tokens: &str) -> Vec<String> {
    let mut out = Vec::new();
    for t in tokens.split_whitespace() {
        assert!(Words::dangers(g).is_empty(), "TAU has no dangers");
        out.push(said(g, t));
        let m = g.parse_move(t).unwrap();
        g.play(&m).unwrap();
    }
    out
}

fn reason(g: &Tau) -> String {
    Rules::outcome(g).expect("over").reason.to_string()
}

#[test]
fn e1_the_negotiation_in_words() {
    let mut g = board(5, 8);
    assert_eq!(
        said_all(&mut g, "70 120 143 pass"),
        [
            "A opened the bidding with 70",
            "B bid 120",
            "A bid 143",
            "B passed: B is LOW, A is HIGH, and the LIMIT is 143",
        ]
    );
}

#[test]
fn e3_removals_in_words_and_the_product_72_at_most_the_limit() {
    let mut g = board(5, 8);
    said_all(&mut g, "70 120 143 pass");
    assert_eq!(
        said_all(&mut g, "r2 c2 r5 c4 c8"),
        [
            "HIGH (A) removed row 2",
            "LOW (B) removed column 2",
            "HIGH (A) removed row 5",
            "LOW (B) removed column 4",
            "HIGH (A) removed column 8",
        ]
    );
    assert_eq!(
        reason(&g),
        "The groups multiply to 1 × 1 × 2 × 2 × 3 × 6 = 72, at most the LIMIT 143: LOW wins"
    );
}

#[test]
fn e4_one_group_of_one_cell() {
    let mut g = board(2, 2);
    said_all(&mut g, "70 pass r1 c1");
    assert_eq!(
        reason(&g),
        "The groups multiply to 1, at most the LIMIT 70: LOW wins"
    );
}

#[test]
fn e5_one_more_than_the_limit_and_equal_to_it() {
    let removals = "r3 c3 r6 c6 r9 c9 r12 c12";
    let mut g = board(12, 12);
    said_all(&mut g, &format!("4294967295 pass {removals}"));
    assert_eq!(
        reason(&g),
        "The groups multiply to 4^16 = 4294967296, more than the LIMIT 4294967295: HIGH wins"
    );
    let mut g = board(12, 12);
    said_all(&mut g, &format!("4294967296 pass {removals}"));
    assert_eq!(
        reason(&g),
        "The groups multiply to 4^16 = 4294967296, at most the LIMIT 4294967296: LOW wins"
    );
}

/// The AI's note says "I expect to win" only from a proven result: its
/// outlook is 1 or 0 once the play phase is solved, and nothing while it
/// bids (its bid comes from the solved value, which the note never gives).
#[test]
fn the_ais_outlook_is_only_a_proven_result() {
    let run = |g: &Tau| {
        let mut job = attic::games::tau::ai::search(g, 5, 7);
        while !job.step(10_000) {}
        job.outlook()
    };
    let mut g = board(5, 8);
    assert_eq!(run(&g), None, "bidding");
    // E3's negotiation: LIMIT 143, A (HIGH) removes first. 5×8 is solved
    // at once; either side's outlook is then a sure win or a sure loss.
    said_all(&mut g, "70 120 143 pass");
    let high = run(&g).expect("solved");
    said_all(&mut g, "r2");
    let low = run(&g).expect("solved");
    assert!([0.0, 1.0].contains(&high) && [0.0, 1.0].contains(&low));
    assert_eq!(high + low, 1.0, "one of them is winning");
}
