//! TURNO (`shared/rules/turno.md`): the worked examples E1–E10, one test
//! each, and the records of §9 with the exact probabilities of its flips.

use crate::turno_common;

use crate::common::{arg, assert_refusal};
use attic::core::prelude::*;
use attic::core::{
    IllegalKind, MoveError, MoveKind, Options, ParseKind, RecordError, RecordKind, Session, Turn,
    Winner,
};
use attic::games::turno::{Checkers, Domino, DominoMove, Loop, LoopMove, Lottery, Tile};
use attic::games::REGISTRY;
use turno_common::{domino, e7_game, loop_record, read, E7_SITE};

/// The track as the site writes it: six tiles showing each value.
fn six_each() -> String {
    (1..=6)
        .flat_map(|v| std::iter::repeat_n(format!("{v}?"), 6))
        .collect::<Vec<_>>()
        .join(" ")
}

/// E10's constructed track: every ordered pair `ab`, T1 = 11, T2 = 12, …
fn all_pairs() -> String {
    (1..=6)
        .flat_map(|a| (1..=6).map(move |b| format!("{a}{b}")))
        .collect::<Vec<_>>()
        .join(" ")
}

fn loop_at(s: &Session) -> Loop {
    s.current()
        .as_any()
        .downcast_ref::<Loop>()
        .expect("a Loop")
        .clone()
}

fn loop_options(text: &str) -> Options {
    Options::parse(text, Loop::info().options).expect("options")
}

/// A Loop position: the track, the pawns, seat 1 to move.
fn loop_position(options: &str, track: &str, pawns: &str) -> Loop {
    Loop::from_position(&loop_options(options), &format!("{track}; {pawns}; 1; -"))
        .expect("a reader")
        .expect("a position")
}

#[test]
fn e1_loop_forward_backward_and_clamp_at_the_start() {
    let body = "4 3\n5 6\n2 1";
    let g = loop_at(&read(&loop_record("loop-flip=off", &six_each(), body)));
    assert_eq!(&g.pos[..2], &[2, 5]);
    // With loop-start=stay, seat 1's 5 leaves it on 4: it ends on 6.
    let g = loop_at(&read(&loop_record(
        "loop-start=stay,loop-flip=off",
        &six_each(),
        body,
    )));
    assert_eq!(&g.pos[..2], &[6, 5]);
    // Step by step, as E1 tells it.
    let mut g = loop_position("loop-flip=off", &six_each(), "0 0");
    let mut seen = Vec::new();
    for d in [4, 3, 5, 6, 2, 1] {
        let s = g.to_move as usize;
        g.play(&LoopMove::Roll(d)).unwrap();
        seen.push(g.pos[s]);
    }
    assert_eq!(seen, [4, 0, 0, 6, 2, 5]);
}

#[test]
fn e2_loop_finishing() {
    let won = |options: &str, from: u8, d: u8| {
        let mut g = loop_position(options, &six_each(), &format!("{from} 0"));
        g.play(&LoopMove::Roll(d)).unwrap();
        (g.turn() == Turn::Over, g.pos[0])
    };
    assert_eq!(won("loop-flip=off", 33, 4), (true, 37));
    assert_eq!(won("loop-flip=off", 35, 6), (true, 37));
    assert_eq!(
        won("loop-flip=off,loop-exact-finish=on", 35, 6),
        (false, 35)
    );
    // Odd is backwards, even this close to the finish.
    assert_eq!(won("loop-flip=off", 36, 1), (false, 35));
    // The winner and the record's words.
    let mut g = loop_position("loop-flip=off", &six_each(), "33 0");
    g.play(&LoopMove::Roll(4)).unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Winner::Seat(0));
    assert_eq!(
        g.result_tags(),
        vec![("Termination".into(), "finish".into())]
    );
}

#[test]
fn e3_lottery_arm_emptied_by_matching_rolls() {
    // Arm 2 is 3 1 6 6 2 5; the other arms hold the rest of a layout with
    // six tiles showing each value.
    let mut rest: Vec<u8> = (1..=6).flat_map(|v| std::iter::repeat_n(v, 6)).collect();
    for v in [3, 1, 6, 6, 2, 5] {
        let i = rest.iter().position(|&x| x == v).unwrap();
        rest.remove(i);
    }
    let arm2 = [3u8, 1, 6, 6, 2, 5];
    let mut all: Vec<u8> = rest[..6].to_vec();
    all.extend(arm2);
    all.extend(&rest[6..]);
    let arms: Vec<String> = all
        .chunks(6)
        .map(|a| {
            a.iter()
                .map(|v| format!("{v}?"))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let text = format!("{}; 0 0; 2", arms.join("/"));
    let o = Options::parse("", Lottery::info().options).unwrap();
    let mut g = Lottery::from_position(&o, &text).unwrap().unwrap();
    let mut left = Vec::new();
    for d in [4, 3, 3, 1, 6, 6] {
        g.to_move = 1;
        g.play(&d).unwrap();
        left.push(6 - g.taken[1]);
    }
    assert_eq!(left, [6, 5, 5, 4, 3, 2]);
    assert_eq!(g.outermost(1), Some(2));
    g.to_move = 1;
    g.play(&2).unwrap();
    assert_eq!(g.turn(), Turn::Chance);
    g.to_move = 1;
    g.play(&5).unwrap();
    assert_eq!(g.turn(), Turn::Over);
    assert_eq!(g.outcome().unwrap().winner, Winner::Seat(1));
    assert_eq!(g.result_tags()[0].1, "arm-empty");
}

fn tokens(g: &Domino) -> Vec<String> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    v.iter().map(|m| g.format_move(m)).collect()
}

/// Asserts that `token` breaks TURNO-Domino's rule `key`, with the
/// arguments `args`.
fn refuses(g: &Domino, token: &str, key: &'static str, args: &[(&str, &str)]) {
    let e = g
        .parse_move(token)
        .and_then(|m| g.clone().play(&m).map_err(MoveError::from));
    match e {
        Err(e) => assert_refusal(&e, MoveKind::Illegal(IllegalKind::Rule(key)), args),
        Ok(_) => panic!("{token} accepted"),
    }
}

#[test]
fn e4_domino_forced_pair_and_pass() {
    let g = domino(&["35 13 22 46", "44 26", "41 64 15"], 2, 0);
    assert_eq!(g.k(), 3);
    assert_eq!(tokens(&g), ["31+35", "35+31"]);
    assert!(!g.automatic());
    refuses(&g, "pass", "illegal.must-place", &[]);
    refuses(&g, "35+32", "illegal.not-in-hand", &[]);
    refuses(&g, "53+31", "illegal.show-k", &[("k", "3")]);
    refuses(&g, "35+35", "illegal.one-copy", &[("tile", "3|5")]);
    refuses(&g, "33+31", "illegal.not-in-hand", &[]);
    // Either order: the same game.
    let mut a = g.clone();
    let mut b = g.clone();
    a.play(&a.parse_move("35+31").unwrap()).unwrap();
    b.play(&b.parse_move("31+35").unwrap()).unwrap();
    assert_eq!((a.hands, a.k(), a.to_move), (b.hands, b.k(), b.to_move));
    assert_eq!(a.k(), 4);
    // Seat 2: one tile with a 4, so a pass (automatic); k stays 4.
    assert_eq!(tokens(&a), ["pass"]);
    assert!(a.automatic());
    a.play(&DominoMove::Pass).unwrap();
    assert_eq!((a.k(), a.to_move), (4, 2));
    // Seat 3 must place its two 4s.
    assert_eq!(tokens(&a), ["41+46", "46+41"]);
    a.play(&a.parse_move("41+46").unwrap()).unwrap();
    assert_eq!(a.k(), 5);
}

#[test]
fn e5_domino_end_of_a_pair_a_choice_and_a_win() {
    let mut g = domino(&["61 66 26 33", "51 15", "12 34"], 5, 0);
    assert_eq!((g.pair(), g.k()), (1, 6));
    assert_eq!(
        tokens(&g),
        ["61+62", "61+66", "62+61", "62+66", "66+61", "66+62"]
    );
    g.play(&g.parse_move("66+62").unwrap()).unwrap();
    assert_eq!((g.pair(), g.k()), (2, 1));
    assert_eq!(tokens(&g), ["15+15"]);
    g.play(&g.parse_move("15+15").unwrap()).unwrap();
    assert_eq!(g.turn(), Turn::Over);
    assert_eq!(g.outcome().unwrap().winner, Winner::Seat(1));
    assert_eq!(g.result_tags()[0].1, "hand-empty");
}

#[test]
fn e6_domino_blocked_game() {
    let mut g = domino(&["12 34", "66 24 13"], 4, 0);
    assert_eq!(g.k(), 5);
    g.play(&DominoMove::Pass).unwrap();
    assert_eq!(g.turn(), Turn::Seat(1));
    g.play(&DominoMove::Pass).unwrap();
    assert_eq!(g.turn(), Turn::Over);
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Winner::Seat(0));
    assert_eq!(o.scores, vec![2, 3]);
    assert_eq!(g.result_tags()[0].1, "blocked");
    // Several seats with the fewest tiles share the win: Result 1+3.
    let mut g = domino(&["12 34", "66 24 13", "11 23"], 4, 0);
    for _ in 0..3 {
        g.play(&DominoMove::Pass).unwrap();
    }
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Winner::Shared(vec![0, 2]));
    assert_eq!(g.result_tag(&o), "1+3");
}

/// E7's board as a constructed board (`E7_SITE`: as the site writes it).
const E7_BUILT: &str = "56 54 31 16 42 45/64 63 46 25 62 14/16 21 42 63 66 65/44 23 35 11 55 14/21 25 31 34 34 33/51 26 22 53 15 32";

fn checkers_record(board: &str, sides: &str, body: &str) -> String {
    format!(
        "[Game \"turno-checkers\"]\n[Players \"2\"]\n[First \"1\"]\n[Setup \"{board}\"]\n[Sides \"{sides}\"]\n[Result \"*\"]\n\n{body}\n"
    )
}

fn checkers_at(s: &Session) -> Checkers {
    s.current()
        .as_any()
        .downcast_ref::<Checkers>()
        .expect("Checkers")
        .clone()
}

#[test]
fn e7_checkers_entry_with_rerolls() {
    for board in [E7_SITE, E7_BUILT] {
        let s = read(&checkers_record(board, "1:S,2:N", "462@c1"));
        let g = checkers_at(&s);
        let c1 = attic::games::turno::parse_cell(b"c1");
        assert_eq!((g.pawn[0], g.start[0]), (c1, c1));
        assert_eq!(g.turn(), Turn::Chance, "entering ends the turn");
        assert_eq!(s.turns().last().map(|t| t.1.as_str()), Some("462@c1"));
        // After the 2: b1 and c1 both show 2, a real choice.
        let mut pre = read(&checkers_record(board, "1:S,2:N", ""));
        for t in ["4", "6", "2"] {
            pre.play(t).unwrap();
        }
        assert_eq!(pre.current().legal_tokens(), ["@b1", "@c1"]);
        assert!(!pre.current().automatic());
    }
    // The rolls before the last must not match; the entry must match.
    let bad = |body: &str, kind: RecordKind, args: &[(&str, &str)]| {
        let e = Session::from_record(&REGISTRY, &checkers_record(E7_SITE, "1:S,2:N", body))
            .unwrap_err();
        assert_eq!(e.kind(), kind, "{body}: {e}");
        for (name, value) in args {
            assert_eq!(move_arg(&e, name), *value, "{body}: {e}");
        }
    };
    bad("2462@c1", unread("parse.entry"), &[]);
    bad(
        "2@a1",
        illegal("illegal.entry-value"),
        &[("cell", "a1"), ("value", "5"), ("roll", "2")],
    );
    bad("4@c1", unread("parse.roll-checkers"), &[]);
    bad(
        "2@c2",
        illegal("illegal.entry-edge"),
        &[("cell", "c2"), ("side", "S")],
    );
}

fn path_tokens(g: &Checkers) -> Vec<String> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    let mut t: Vec<String> = v.iter().map(|m| g.format_move(m)).collect();
    t.sort();
    t
}

#[test]
fn e8_checkers_paths() {
    let want: [&[&str]; 6] = [
        &[":-"],
        &[":c1-b1"],
        &[":c1-c2"],
        &[":c1-b1-b2"],
        &[":c1-c2-b2", ":c1-d1"],
        &[
            ":c1-b1-b2-a2",
            ":c1-b1-b2-b3",
            ":c1-c2-c3",
            ":c1-c2-d2",
            ":c1-d1-e1",
        ],
    ];
    for (d, w) in (1..=6u8).zip(want) {
        let g = e7_game("c1", false, d);
        assert_eq!(path_tokens(&g), w, "roll {d}");
        assert_eq!(g.automatic(), w.len() == 1, "roll {d}");
    }
    // The whole turn tokens.
    let s = read(&checkers_record(
        E7_SITE,
        "1:S,2:N",
        "462@c1 3@c6 5:c1-c2-b2",
    ));
    assert_eq!(s.turns().last().unwrap().1, "5:c1-c2-b2");
    let s = read(&checkers_record(E7_SITE, "1:S,2:N", "462@c1 3@c6 1:-"));
    assert_eq!(s.turns().last().unwrap().1, "1:-");
    let bad = |body: &str, key: &'static str, args: &[(&str, &str)]| {
        let e = Session::from_record(&REGISTRY, &checkers_record(E7_SITE, "1:S,2:N", body))
            .unwrap_err();
        assert_eq!(e.kind(), illegal(key), "{body}: {e}");
        for (name, value) in args {
            assert_eq!(move_arg(&e, name), *value, "{body}: {e}");
        }
    };
    let sum = "illegal.path-sum";
    bad("462@c1 3@c6 2:c1-c2", sum, &[("sum", "3"), ("roll", "2")]);
    bad(
        "462@c1 3@c6 6:c1-b1-b2-c2",
        sum,
        &[("sum", "7"), ("roll", "6")],
    );
    bad(
        "462@c1 3@c6 6:c1-b1-c1-d1",
        "illegal.path-twice",
        &[("cell", "c1")],
    );
    bad("462@c1 3@c6 5:-", "illegal.must-move", &[]);
    bad(
        "462@c1 3@c6 5:c2-b2",
        "illegal.path-start",
        &[("cell", "c1"), ("written", "c2")],
    );
    bad(
        "462@c1 3@c6 5:c1-d2",
        "illegal.path-step",
        &[("from", "c1"), ("to", "d2")],
    );
}

#[test]
fn e9_checkers_crossing_and_winning() {
    let g = e7_game("c5", false, 3);
    assert_eq!(path_tokens(&g), [":c5-c6", ":c5-d5-d6"]);
    for t in [":c5-c6", ":c5-d5-d6"] {
        let mut h = g.clone();
        h.play(&h.parse_move(t).unwrap()).unwrap();
        assert!(h.crossed[0], "{t}");
        assert_eq!(h.turn(), Turn::Chance);
    }
    let g = e7_game("c2", true, 2);
    assert_eq!(path_tokens(&g), [":c2-b2", ":c2-c1"]);
    let mut h = g.clone();
    h.play(&h.parse_move(":c2-c1").unwrap()).unwrap();
    assert_eq!(h.turn(), Turn::Over);
    assert_eq!(h.outcome().unwrap().winner, Winner::Seat(0));
    assert_eq!(h.result_tags()[0].1, "returned");
    // Passing over c1 in the middle of a path does not count.
    let g = e7_game("c2", true, 4);
    let mut h = g.clone();
    h.play(&h.parse_move(":c2-c1-b1").unwrap()).unwrap();
    assert_eq!(h.turn(), Turn::Chance);
    // Not crossed: ending on the start tile does not win.
    let g = e7_game("c2", false, 2);
    let mut h = g.clone();
    h.play(&h.parse_move(":c2-c1").unwrap()).unwrap();
    assert_eq!(h.turn(), Turn::Chance);
}

#[test]
fn e10_loop_with_flip() {
    // The constructed track: T4 = 1|4 turns over to show 4, on to T8.
    let s = read(&loop_record("", &all_pairs(), "4:4"));
    let g = loop_at(&s);
    assert_eq!(g.pos[0], 8);
    assert_eq!(g.track[3], Tile { up: 4, down: 1 });
    // The reader accepts the bare roll (the face is public), not 4:5.
    let s2 = read(&loop_record("", &all_pairs(), "4"));
    assert_eq!(s2.to_record(), s.to_record());
    let e = Session::from_record(&REGISTRY, &loop_record("", &all_pairs(), "4:5")).unwrap_err();
    assert_eq!(e.kind(), illegal("illegal.face-shown"), "{e}");
    let args = ["tile", "face", "written"].map(|a| move_arg(&e, a));
    assert_eq!(args, ["4", "4", "5"], "{e}");
    // Seat 2 on H lands on T4 with an even roll: it flips back to 14 and
    // moves on 1 tile.
    let s = read(&loop_record("", &all_pairs(), "4:4 4:1"));
    let g = loop_at(&s);
    assert_eq!(g.pos[1], 5);
    assert_eq!(g.track[3], Tile { up: 1, down: 4 });
    // An odd roll turns nothing over: a face after it is invalid.
    let e = Session::from_record(&REGISTRY, &loop_record("", &all_pairs(), "3:1")).unwrap_err();
    assert_eq!(e.kind(), illegal("illegal.face-nothing"), "{e}");
    // In the site's form T4's down face is drawn then, each face 1/6.
    let mut s = read(&loop_record("", &six_each(), ""));
    s.play("4").unwrap();
    assert_eq!(s.current().turn(), Turn::Chance);
    assert!(s.current().mid_turn());
    let w = s.current().chance_weights();
    assert_eq!(w.len(), 6);
    assert!(w.iter().all(|&x| x == w[0]), "{w:?}");
    // With loop-exact-finish=on a forfeited roll turns nothing over.
    let mut g = loop_position("loop-exact-finish=on", &six_each(), "33 0");
    assert_eq!(g.format_move(&LoopMove::Roll(6)), "6");
    assert!(g.parse_move("6:3").is_err());
    g.play(&LoopMove::Roll(6)).unwrap();
    assert_eq!(g.pos[0], 33);
    assert_eq!(g.track[32], Tile { up: 6, down: 0 });
}

fn reduced(a: u128, b: u128) -> (u128, u128) {
    let (mut x, mut y) = (a, b);
    while y != 0 {
        (x, y) = (y, x % y);
    }
    (a / x, b / x)
}

/// The chance weights of the faces now, as reduced fractions per face.
fn face_odds(s: &Session) -> Vec<(String, (u128, u128))> {
    let w = s.current().chance_weights();
    let total: u128 = w.iter().sum();
    s.current()
        .legal_tokens()
        .into_iter()
        .zip(w)
        .map(|(t, x)| (t, reduced(x, total)))
        .collect()
}

fn odds_of(s: &Session, face: &str) -> (u128, u128) {
    face_odds(s)
        .into_iter()
        .find(|(t, _)| t == face)
        .map(|(_, f)| f)
        .unwrap_or((0, 1))
}

#[test]
fn section_9_records_and_the_exact_flip_probabilities() {
    let off = "[Game \"turno-loop\"]\n[Options \"loop-flip=off\"]\n[Players \"2\"]\n[First \"1\"]\n\
               [Track \"1? 1? 1? 1? 1? 1? 2? 2? 2? 2? 2? 2? 3? 3? 3? 3? 3? 3? 4? 4? 4? 4? 4? 4? 5? 5? 5? 5? 5? 5? 6? 6? 6? 6? 6? 6?\"]\n\
               [Result \"*\"]\n\n4 3\n5 6\n2 1\n";
    let s = read(off);
    assert_eq!(&loop_at(&s).pos[..2], &[2, 5]);
    assert_eq!(s.to_record(), off, "the writer writes the spec's record");
    // Without the Options tag (loop-flip=on) the same body is invalid.
    let on_bad = off.replace("[Options \"loop-flip=off\"]\n", "");
    assert!(Session::from_record(&REGISTRY, &on_bad).is_err());
    let on = on_bad.replace("4 3\n5 6\n2 1\n", "4:4 3\n5 6:6\n2:5 1\n");
    let s = read(&on);
    let g = loop_at(&s);
    assert_eq!(&g.pos[..2], &[10, 11]);
    let faces: Vec<String> = g.track[3..6].iter().map(|t| t.text()).collect();
    assert_eq!(faces, ["41", "51", "61"]);
    assert_eq!(s.to_record(), on);
    // The draws, one ply at a time.
    let mut s = read(&on.replace("4:4 3\n5 6:6\n2:5 1\n", ""));
    s.play("4").unwrap();
    assert_eq!(odds_of(&s, ":4"), (1, 6));
    s.play(":4").unwrap();
    for t in ["3", "5", "6"] {
        s.play(t).unwrap();
    }
    assert_eq!(odds_of(&s, ":6"), (77452, 429985));
    assert_eq!(odds_of(&s, ":4"), (6836, 85997));
    s.play(":6").unwrap();
    s.play("2").unwrap();
    assert_eq!(odds_of(&s, ":5"), (30181, 154904));
    s.play(":5").unwrap();
    s.play("1").unwrap();
    assert_eq!(s.to_record(), on);
}

/// The kind of a record whose move breaks TURNO's rule `key`.
fn illegal(key: &'static str) -> RecordKind {
    RecordKind::Move(MoveKind::Illegal(IllegalKind::Rule(key)))
}

/// The kind of a record whose move cannot be read, for TURNO's reason `key`.
fn unread(key: &'static str) -> RecordKind {
    RecordKind::Move(MoveKind::Parse(ParseKind::Rule(key)))
}

/// The argument `name` of the reason a record's move failed.
fn move_arg(e: &RecordError, name: &str) -> String {
    match e {
        RecordError::Move { error, .. } => arg(&error.msg(), name),
        _ => String::new(),
    }
}
