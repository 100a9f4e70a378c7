//! O An Quan: every worked example of the rules spec (§11, E1–E19), one
//! test each, asserting exactly what the example states; a failure means the
//! engine and the spec disagree.

use crate::oanquan_common;

use crate::common::arg;
use attic::core::prelude::*;
use attic::core::MoveKind::Illegal;
use attic::core::{Event, IllegalKind, Session, Turn, Winner};
use attic::games::oanquan::{sow, Dir, EndKind, LoopGuard, OanQuan, Pos};
use oanquan_common::*;

// ---------------------------------------------------------------- §11 ----

#[test]
fn e1_opening_move_continuation_and_capture() {
    let mut g = first("", "A");
    assert_eq!(g.position(), START);
    assert_eq!(legal(&g), ["A1", "A2", "A3", "A4", "A5"]);
    assert_eq!(play(&mut g, "A1"), "A1xA2:6");
    assert_eq!(
        g.position(),
        "A=0,0,6,6,6 QE=11 B=0,6,6,6,6 QW=11 capA=6 capB=0 moves=1 tomove=B"
    );
}

#[test]
fn e2_opening_captures_a_quan() {
    let mut g = first("", "A");
    assert_eq!(play(&mut g, "A5"), "A5xQE:11");
    assert_eq!(
        g.position(),
        "A=6,6,6,6,0 QE=0 B=6,6,6,6,0 QW=11 capA=11 capB=0 moves=1 tomove=B"
    );
    assert!(g.last_round.is_none(), "QW is not empty: the round goes on");
}

#[test]
fn e3_quan_step_takes_one_counter() {
    let mut g = setup(
        "",
        "A=2,0,3,1,2 QE=7 B=0,2,0,3,0 QW=4 capA=20 capB=26 tomove=A",
    );
    assert_eq!(play(&mut g, "A4"), "A4xQW:4");
    assert_eq!(
        g.position(),
        "A=2,0,3,0,3 QE=6 B=1,0,1,4,0 QW=0 capA=24 capB=26 moves=1 tomove=B"
    );
    assert!(g.last_round.is_none(), "QE = 6: the round goes on");
}

#[test]
fn e4_chain_capture_through_quan_and_opponent_row() {
    let mut g = setup(
        "",
        "A=0,2,0,3,1 QE=6 B=1,2,0,1,0 QW=5 capA=25 capB=24 tomove=B",
    );
    assert_eq!(play(&mut g, "B2"), "B2xQW:5xA2:2xA4:3");
    assert_eq!(
        g.position(),
        "A=0,0,0,0,1 QE=6 B=1,0,1,2,0 QW=0 capA=25 capB=34 moves=1 tomove=A"
    );
}

#[test]
fn e5_no_capture_when_f_and_g_are_empty() {
    let mut g = setup(
        "",
        "A=2,0,1,0,0 QE=5 B=0,3,0,0,4 QW=6 capA=30 capB=19 tomove=A",
    );
    assert_eq!(play(&mut g, "A1"), "A1");
    assert_eq!(
        g.position(),
        "A=0,1,2,0,0 QE=5 B=0,3,0,0,4 QW=6 capA=30 capB=19 moves=1 tomove=B"
    );
}

#[test]
fn e6_hand_of_twelve_or_more_passes_the_origin() {
    let mut g = setup(
        "",
        "A=0,0,13,1,0 QE=9 B=2,0,1,3,0 QW=8 capA=15 capB=18 tomove=A",
    );
    assert_eq!(play(&mut g, "A3"), "A3xQE:11xB2:2");
    assert_eq!(
        g.position(),
        "A=0,2,0,4,0 QE=0 B=0,0,3,5,0 QW=10 capA=28 capB=18 moves=1 tomove=B"
    );
}

#[test]
fn e7_empty_quan_counts_as_empty() {
    let before = "A=1,2,0,1,1 QE=0 B=3,0,2,1,0 QW=7 capA=25 capB=27 tomove=A";
    // (a) F = QE is empty, G = B1 is captured, then the chain takes B3.
    let mut g = setup("", before);
    assert_eq!(play(&mut g, "A4"), "A4xB1:3xB3:2");
    assert_eq!(
        g.position(),
        "A=1,2,0,0,2 QE=0 B=0,0,0,1,0 QW=7 capA=30 capB=27 moves=1 tomove=B"
    );
    // (b) Sowing into the empty QE is normal; QW is captured.
    let mut g = setup("", before);
    assert_eq!(play(&mut g, "A5"), "A5xQW:7");
    assert_eq!(
        g.position(),
        "A=1,2,0,1,0 QE=1 B=0,1,3,2,0 QW=0 capA=32 capB=27 moves=1 tomove=B"
    );
    assert!(g.last_round.is_none(), "QE holds 1: the round goes on");
}

#[test]
fn e8_refill_from_own_store() {
    // (a) Five spaces, refilled from B's own store.
    let mut g = setup(
        "",
        "A=3,0,2,4,1 QE=8 B=0,0,0,0,0 QW=12 capA=31 capB=9 tomove=B",
    );
    assert_eq!(g.pending_refill(), Some((5, 0)));
    assert_eq!(legal(&g), ["B1", "B2", "B3", "B4", "B5"]);
    let m = g.parse_move("B3").unwrap();
    let events = g.clone().play(&m).unwrap();
    assert!(
        matches!(&events[0], Event::Note(n) if n.to_string() == "B refills 5"),
        "{events:?}"
    );
    assert_eq!(play(&mut g, "B3"), "B3+5xB4:2xQW:13xA2:1");
    assert_eq!(
        g.position(),
        "A=0,0,3,5,0 QE=9 B=0,2,0,0,0 QW=0 capA=31 capB=20 moves=1 tomove=A"
    );

    // (b) Four sowable spaces (B1 belongs to A, B2 is shared).
    let before = "A=3,0,2,4,1 QE=8 B=5,0,0,0,0 QW=12 capA=31 capB=4 own=AAAAA/ASBBB tomove=B";
    let g = setup("", before);
    assert_eq!(g.pending_refill(), Some((4, 0)));
    assert_eq!(legal(&g), ["B2", "B3", "B4", "B5"]);
    let b3 = g.parse_move("B3").unwrap();
    assert!(
        g.format_move(&b3).starts_with("B3+4"),
        "{}",
        g.format_move(&b3)
    );
    assert_eq!(g.parse_move("B3+4").unwrap(), b3);
    let e = g.parse_move("B3+5").unwrap_err();
    assert_eq!(
        e.kind(),
        Illegal(IllegalKind::Rule("illegal.refill")),
        "{e}"
    );
    assert_eq!(
        (arg(&e.msg(), "written"), arg(&e.msg(), "refill")),
        ("+5".into(), "+4".into()),
        "{e}"
    );
    let e = g.parse_move("B1").unwrap_err();
    assert_eq!(
        e.kind(),
        Illegal(IllegalKind::Rule("illegal.not-yours")),
        "{e}"
    );
    assert_eq!(
        (arg(&e.msg(), "space"), arg(&e.msg(), "owner")),
        ("B1".into(), "seat.A".into()),
        "{e}"
    );
    // The refill places one counter in each of B2..B5 (ring 7..10), and
    // capB goes 4 -> 0, so the board is B=5,1,1,1,1 before B sows.
    let events = g.clone().play(&b3).unwrap();
    let drops: Vec<u16> = events[1..5]
        .iter()
        .map(|e| match e {
            Event::Drop { at } => *at,
            other => panic!("expected a refill drop, got {other:?}"),
        })
        .collect();
    assert_eq!(drops, [7, 8, 9, 10]);
    let mut after = g;
    after.play(&b3).unwrap();
    let caps: u32 = g.captures_of(b3).iter().map(|&(_, n)| n as u32).sum();
    assert_eq!(after.pos.store[1] as u32, caps, "capB was 4, all placed");
}

#[test]
fn e9_refill_with_borrowing() {
    let mut g = setup(
        "",
        "A=4,3,0,6,2 QE=9 B=0,0,0,0,0 QW=14 capA=30 capB=2 tomove=B",
    );
    assert_eq!(g.pending_refill(), Some((5, 3)));
    let m = g.parse_move("B1").unwrap();
    let events = g.clone().play(&m).unwrap();
    assert!(
        matches!(&events[0], Event::Note(n) if n.to_string() == "B refills 5, borrowing 3"),
        "{events:?}"
    );
    assert_eq!(play(&mut g, "B1"), "B1+5b3xQW:15xA2:4");
    assert_eq!(
        g.position(),
        "A=0,0,1,7,3 QE=8 B=1,0,1,3,0 QW=0 capA=27 capB=19 oweB=3 moves=1 tomove=A"
    );
}

const E10: &str = "A=0,0,1,0,0 QE=4 B=0,3,2,1,1 QW=0 capA=32 capB=26 oweB=3 tomove=A";

#[test]
fn e10_normal_end_with_scoring_and_debt() {
    let mut g = setup("", E10);
    assert_eq!(play(&mut g, "A3"), "A3xQE:4xB2:3");
    let re = g.last_round.expect("the round ended");
    assert_eq!(re.kind, EndKind::Normal);
    assert_eq!(re.round, 1);
    assert_eq!(
        re.last.to_text(),
        "A=0,0,0,1,0 QE=0 B=0,0,2,1,1 QW=0 capA=39 capB=26 oweB=3 moves=1 tomove=B"
    );
    assert_eq!(re.totals, [43, 27]);
    let rec = written("", E10, "A3", "*");
    assert!(
        rec.contains("\n{End of round 1 (normal): A 43, B 27}\n"),
        "{rec}"
    );

    // match=single-round: A wins 43-27.
    let mut g = setup("match=single-round", E10);
    play(&mut g, "A3");
    assert_eq!(g.turn(), Turn::Over);
    let out = g.outcome().expect("the match is over");
    assert_eq!(out.winner, Winner::Seat(0));
    assert_eq!(out.scores, [43, 27]);
    let rec = written("match=single-round", E10, "A3", "A");
    assert!(rec.contains("[Result \"A\"]"), "{rec}");

    // round-end=split-all: 2 and 2, the odd counter to A (last mover).
    let mut g = setup("round-end=split-all", E10);
    play(&mut g, "A3");
    assert_eq!(g.last_round.unwrap().totals, [45, 25]);
}

#[test]
fn e11_next_round_setup_with_sales() {
    let mut g = setup("", E10);
    play(&mut g, "A3");
    assert_eq!(g.result, None, "B is short 8: m = 1 < 3, the match goes on");
    assert_eq!(g.round, 2);
    assert_eq!(g.starter, 1, "A made the last move, so B starts");
    assert_eq!(g.pos.own, own("AAAAA/ASBBB"));
    assert_eq!(
        g.position(),
        "A=5,5,5,5,5 QE=10 B=5,5,5,5,5 QW=10 capA=0 capB=0 own=AAAAA/ASBBB tomove=B"
    );
    assert_eq!(legal(&g), ["B2", "B3", "B4", "B5"]);
    let rec = written("", E10, "A3 B3", "*");
    assert!(
        rec.contains("\n{Round 2: starter B, sold B1, half B2}\n1. B3"),
        "{rec}"
    );
    // A's choices in that round (all spaces non-empty).
    let a = setup(
        "",
        "A=5,5,5,5,5 QE=10 B=5,5,5,5,5 QW=10 capA=0 capB=0 own=AAAAA/ASBBB tomove=A",
    );
    assert_eq!(legal(&a), ["A1", "A2", "A3", "A4", "A5", "B1", "B2"]);

    // With the split-all totals (45-25) B is short 10: B1 B2 sold, no half.
    let mut g = setup("round-end=split-all", E10);
    play(&mut g, "A3");
    assert_eq!(g.pos.own, own("AAAAA/AABBB"));
    let rec = written("round-end=split-all", E10, "A3 B3", "*");
    assert!(
        rec.contains("\n{Round 2: starter B, sold B1 B2}\n"),
        "{rec}"
    );
}

#[test]
fn e12_play_with_sold_and_shared_spaces() {
    let mut g = setup(
        "",
        "A=5,5,5,5,5 QE=10 B=5,5,5,5,5 QW=10 capA=0 capB=0 own=AAAAA/ASBBB tomove=B",
    );
    assert_eq!(play(&mut g, "B2"), "B2xB3:6");
    assert_eq!(
        g.position(),
        "A=6,0,6,6,6 QE=11 B=6,0,0,6,6 QW=11 capA=0 capB=6 own=AAAAA/ASBBB moves=1 tomove=A"
    );
    assert_eq!(legal(&g), ["A1", "A3", "A4", "A5", "B1"]);
    assert_eq!(play(&mut g, "B1"), "B1xA3:6");
    assert_eq!(
        g.position(),
        "A=7,0,0,6,6 QE=11 B=0,1,1,7,7 QW=12 capA=6 capB=6 own=AAAAA/ASBBB moves=2 tomove=B"
    );
}

#[test]
fn e13_round_end_with_ownership_and_partial_redemption() {
    let before = "A=0,3,1,0,2 QE=0 B=3,2,0,1,0 QW=2 capA=30 capB=26 own=AAAAA/ASBBB tomove=A";
    let mut g = setup("", before);
    assert_eq!(legal(&g), ["A2", "A3", "A5", "B1", "B2"]);
    assert_eq!(play(&mut g, "B1"), "B1xQW:2xA2:3");
    let re = g.last_round.expect("the round ended");
    assert_eq!(re.kind, EndKind::Normal);
    assert_eq!(
        re.last.to_text(),
        "A=0,0,1,0,2 QE=0 B=0,3,1,2,0 QW=0 capA=35 capB=26 own=AAAAA/ASBBB moves=1 tomove=B"
    );
    assert_eq!(re.totals, [39, 31]);
    // B is short 4: only B1 is half-sold; B starts.
    assert_eq!(g.result, None);
    assert_eq!(g.pos.own, own("AAAAA/SBBBB"));
    assert_eq!(g.starter, 1);
    // The spec's round numbers (2 and 3) continue a longer match; from a
    // Setup this is round 1 and 2.
    let rec = written("", before, "B1 B3", "*");
    assert!(
        rec.contains("\n{End of round 1 (normal): A 39, B 31}\n{Round 2: starter B, half B1}\n"),
        "{rec}"
    );
}

/// A position where A, to move, cannot refill (stores total < 5), so the
/// round ends at once by exhaustion with the board divided as given.
fn exhausted(opts: &str, position: &str) -> OanQuan {
    let g = setup(opts, position);
    let re = g.last_round.expect("exhaustion at the first turn");
    assert_eq!(re.kind, EndKind::Exhaustion);
    g
}

#[test]
fn e14_end_of_the_match() {
    // 19-51: QW 38 splits 19/19, B's row 32 goes to B.
    let p1951 = "A=0,0,0,0,0 QE=0 B=10,10,10,1,1 QW=38 capA=0 capB=0 tomove=A";
    // (a) A short 16: m = 3 -> B wins.
    let g = exhausted("", p1951);
    assert_eq!(g.last_round.unwrap().totals, [19, 51]);
    assert_eq!(g.result, Some(Some(1)));
    assert_eq!(g.outcome().unwrap().winner, Winner::Seat(1));
    assert!(written("", p1951, "", "B").contains("[Result \"B\"]"));
    // (b) sold-to-win=4: the match goes on, A1-A3 sold, A4 shared.
    let g = exhausted("sold-to-win=4", p1951);
    assert_eq!(g.result, None);
    assert_eq!(g.pos.own, own("BBBSA/BBBBB"));
    assert_eq!(g.starter, 0, "B counts as the last mover, so A starts");
    let rec = written("sold-to-win=4", p1951, "A4", "*");
    assert!(
        rec.contains("{Round 2: starter A, sold A1 A2 A3, half A4}\n"),
        "{rec}"
    );
    // (c) 20-50 with sold-to-win=4: m = 3, r = 0, no half-sale.
    let g = exhausted(
        "sold-to-win=4",
        "A=0,0,0,0,0 QE=0 B=10,10,10,0,0 QW=40 capA=0 capB=0 tomove=A",
    );
    assert_eq!(g.last_round.unwrap().totals, [20, 50]);
    assert_eq!(g.result, None);
    assert_eq!(g.pos.own, own("BBBAA/BBBBB"));
    // (d) 35-35: no sales; single-round: a draw.
    let p3535 = "A=0,0,0,0,0 QE=0 B=0,0,0,0,0 QW=70 capA=0 capB=0 tomove=A";
    let g = exhausted("", p3535);
    assert_eq!(g.last_round.unwrap().totals, [35, 35]);
    assert_eq!(g.result, None);
    assert_eq!(g.pos.own, Pos::initial(0).own);
    let g = exhausted("match=single-round", p3535);
    assert_eq!(g.outcome().unwrap().winner, Winner::Draw);
    assert!(written("match=single-round", p3535, "", "draw").contains("[Result \"draw\"]"));
    // (e) 0-70: k = 35, m = 7: B wins under either sold-to-win.
    let p070 = "A=0,0,0,0,0 QE=0 B=14,14,14,14,14 QW=0 capA=0 capB=0 tomove=A";
    for opts in ["", "sold-to-win=4"] {
        let g = exhausted(opts, p070);
        assert_eq!(g.last_round.unwrap().totals, [0, 70]);
        assert_eq!(g.result, Some(Some(1)), "{opts}");
    }
}

#[test]
fn e15_direction_choose() {
    let mut g = first("direction=choose", "A");
    assert_eq!(
        legal(&g),
        ["A1a", "A1c", "A2a", "A2c", "A3a", "A3c", "A4a", "A4c", "A5a", "A5c"]
    );
    assert_eq!(play(&mut g, "A2c"), "A2cxA1:6");
    assert_eq!(
        g.position(),
        "A=0,0,6,6,6 QE=11 B=6,0,6,6,6 QW=11 capA=6 capB=0 moves=1 tomove=B"
    );
}

const E16: &str = "A=2,0,1,0,0 QE=3 B=0,4,0,1,1 QW=0 capA=30 capB=28 moves=199 tomove=B";

#[test]
fn e16_end_of_round_by_move_limit() {
    let mut g = setup("round-limit=200", E16);
    assert_eq!(play(&mut g, "B5"), "B5");
    let re = g.last_round.expect("the limit ends the round");
    assert_eq!(re.kind, EndKind::Limit);
    assert_eq!(
        re.last.to_text(),
        "A=0,1,2,0,0 QE=3 B=0,4,0,1,0 QW=1 capA=30 capB=28 moves=200 tomove=A"
    );
    assert_eq!(re.totals, [35, 35]);
    assert_eq!(g.pos.own, Pos::initial(0).own, "35-35: no sales");
    assert_eq!(g.starter, 0, "B made the last move, so A starts");
    assert_eq!(g.pos.to_move, 0);
    let rec = written("", E16, "B5", "*");
    assert!(
        rec.contains("\n{End of round 1 (limit): A 35, B 35}\n"),
        "{rec}"
    );
    // round-limit=0: the round simply continues with A to move.
    let mut g = setup("round-limit=0", E16);
    play(&mut g, "B5");
    assert!(g.last_round.is_none());
    assert_eq!(
        g.position(),
        "A=0,1,2,0,0 QE=3 B=0,4,0,1,0 QW=1 capA=30 capB=28 moves=200 tomove=A"
    );
}

const E17: &str = "A=0,0,0,0,0 QE=20 B=10,5,5,7,0 QW=20 capA=1 capB=2 tomove=A";

#[test]
fn e17_end_of_round_by_exhaustion() {
    let g = exhausted("", E17);
    let re = g.last_round.unwrap();
    assert_eq!(re.last.to_text(), E17, "nothing is placed");
    assert_eq!(re.totals, [21, 49]);
    assert_eq!(g.result, None);
    assert_eq!(g.round, 2);
    assert_eq!(g.pos.own, own("BBSAA/BBBBB"));
    assert_eq!(g.starter, 0);
    // A's failed turn has no token: the first token is round 2's first move.
    let rec = written("", E17, "A4", "*");
    assert!(
        rec.contains(
            "\n\n{Round 1: starter A}\n{End of round 1 (exhaustion): A 21, B 49}\n\
             {Round 2: starter A, sold A1 A2, half A3}\n1. A4x"
        ),
        "{rec}"
    );
}

#[test]
fn e18_loop_guard() {
    // The guard itself: a state repeats only with the same counts and the
    // same last space.
    let board = [5u8, 5, 5, 5, 5, 10, 5, 5, 5, 5, 5, 10];
    let mut guard = LoopGuard::default();
    assert!(!guard.repeat(&board, 3));
    assert!(guard.repeat(&board, 3));
    assert!(
        !guard.repeat(&board, 4),
        "another last space is another state"
    );
    let mut other = board;
    other[0] = 4;
    assert!(!guard.repeat(&other, 3), "other counts are another state");

    // Without a pre-filled guard, E1's move continues and captures A2.
    let mut free = board;
    let mut caps = Vec::new();
    sow(
        &mut free,
        0,
        Dir::Anti,
        &mut LoopGuard::default(),
        |at, n| caps.push((at, n)),
        None,
    );
    assert_eq!(caps, [(1, 6)]);
    assert_eq!(free, [0, 0, 6, 6, 6, 11, 0, 6, 6, 6, 6, 11]);

    // Pre-seed the state E1 reaches after its first sowing (A2..QE sown,
    // last counter in QE): the move must stop right there, no capture.
    let after_first = [0u8, 6, 6, 6, 6, 11, 5, 5, 5, 5, 5, 10];
    let mut guard = LoopGuard::default();
    assert!(!guard.repeat(&after_first, 5));
    let mut b = board;
    let mut caps = Vec::new();
    sow(
        &mut b,
        0,
        Dir::Anti,
        &mut guard,
        |at, n| caps.push((at, n)),
        None,
    );
    assert_eq!(b, after_first);
    assert!(caps.is_empty(), "{caps:?}");
}

/// Worked example E19 of oanquan.md, the whole two-round match.
const E19: &str = include_str!("../data/oanquan_e19.txt");

const E19_TABLE: [&str; 18] = [
    "A=0,0,6,6,6 QE=11 B=0,6,6,6,6 QW=11 capA=6 capB=0 moves=1 tomove=B",
    "A=2,2,1,8,8 QE=11 B=2,0,9,0,0 QW=13 capA=6 capB=8 moves=2 tomove=A",
    "A=3,0,0,9,0 QE=12 B=3,1,10,1,1 QW=14 capA=8 capB=8 moves=3 tomove=B",
    "A=0,1,1,10,0 QE=0 B=0,0,11,2,0 QW=15 capA=8 capB=22 moves=4 tomove=A",
    "A=4,5,0,0,0 QE=0 B=0,0,0,0,0 QW=0 capA=39 capB=22 moves=5 tomove=B",
    "A=6,6,6,0,6 QE=11 B=6,6,6,0,0 QW=11 capA=0 capB=6 own=AAAAA/AASBB moves=1 tomove=A",
    "A=6,6,0,1,7 QE=12 B=7,7,7,0,0 QW=11 capA=0 capB=6 own=AAAAA/AASBB moves=2 tomove=B",
    "A=1,0,3,4,2 QE=15 B=10,10,1,4,0 QW=0 capA=0 capB=20 own=AAAAA/AASBB moves=3 tomove=A",
    "A=3,2,5,6,2 QE=18 B=0,0,3,6,2 QW=2 capA=1 capB=20 own=AAAAA/AASBB moves=4 tomove=B",
    "A=4,3,6,7,0 QE=19 B=1,0,0,0,0 QW=3 capA=1 capB=26 own=AAAAA/AASBB moves=5 tomove=A",
    "A=4,3,6,7,0 QE=19 B=0,1,0,0,0 QW=3 capA=1 capB=26 own=AAAAA/AASBB moves=6 tomove=B",
    "A=5,0,7,8,1 QE=18 B=1,0,2,0,0 QW=2 capA=1 capB=25 own=AAAAA/AASBB moves=7 tomove=A",
    "A=6,0,0,8,1 QE=18 B=0,1,0,1,1 QW=1 capA=8 capB=25 own=AAAAA/AASBB moves=8 tomove=B",
    "A=2,0,0,0,0 QE=20 B=2,1,2,1,2 QW=2 capA=8 capB=30 own=AAAAA/AASBB moves=9 tomove=A",
    "A=3,0,0,0,0 QE=20 B=2,1,0,2,3 QW=1 capA=8 capB=30 own=AAAAA/AASBB moves=10 tomove=B",
    "A=0,1,1,1,0 QE=0 B=2,1,0,0,4 QW=2 capA=8 capB=50 own=AAAAA/AASBB moves=11 tomove=A",
    "A=0,1,1,1,0 QE=0 B=0,2,1,0,0 QW=2 capA=12 capB=50 own=AAAAA/AASBB moves=12 tomove=B",
    "A=0,0,1,1,0 QE=0 B=0,2,0,1,0 QW=0 capA=12 capB=53 own=AAAAA/AASBB moves=13 tomove=A",
];

fn concrete(s: &Session, ply: usize) -> &OanQuan {
    s.at(ply)
        .as_any()
        .downcast_ref::<OanQuan>()
        .expect("an O An Quan state")
}

#[test]
fn e19_complete_match_record() {
    let s = Session::from_record(&attic::games::REGISTRY, E19).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.len(), 18);
    for (i, want) in E19_TABLE.iter().enumerate() {
        let ply = i + 1;
        let g = concrete(&s, ply);
        // Plies 1.5 and 2.13 end a round: compare the round's last position.
        let got = if ply == 5 || ply == 18 {
            last_round_text(g)
        } else {
            g.position()
        };
        assert_eq!(&got, want, "after ply {ply} ({})", s.tokens()[i]);
    }
    // Round 1: A 48, B 22; B short 13 -> B1 B2 sold, B3 shared, B starts.
    let r2 = concrete(&s, 5);
    assert_eq!(r2.last_round.unwrap().totals, [48, 22]);
    assert_eq!(r2.last_round.unwrap().kind, EndKind::Normal);
    assert_eq!(
        r2.position(),
        "A=5,5,5,5,5 QE=10 B=5,5,5,5,5 QW=10 capA=0 capB=0 own=AAAAA/AASBB tomove=B"
    );
    // Round 2 ply 7: B refills 3 from its own store (26 -> 23), captures 2.
    assert_eq!(concrete(&s, 11).pending_refill(), Some((3, 0)));
    // Round 2 end: A 16, B 54; A short 19 -> m = 3, B wins.
    let end = concrete(&s, 18);
    assert_eq!(end.last_round.unwrap().totals, [16, 54]);
    assert_eq!(end.result, Some(Some(1)));
    let out = s.current().outcome().unwrap();
    assert_eq!(out.winner, Winner::Seat(1));
    assert_eq!(out.scores, [16, 54]);
    // The writer reproduces the record byte for byte.
    assert_eq!(s.to_record(), E19);
    // Annotations are optional for the reader: bare tokens replay the same.
    let bare: String = E19
        .lines()
        .map(|l| {
            l.split(' ')
                .map(|t| t.split(['x', '+']).next().unwrap_or(""))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n");
    let s2 = Session::from_record(&attic::games::REGISTRY, &bare)
        .unwrap_or_else(|e| panic!("{e}\n{bare}"));
    assert_eq!(s2.to_record(), E19);
}
