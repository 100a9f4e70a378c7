//! TURNOOI worked examples E1–E10 of turnooi.md §11, one test each, plus
//! the record example of §9.

use crate::turnooi_common;

use crate::common::{arg, assert_refusal, rule};
use attic::core::prelude::*;
use attic::core::registry::Registry;
use attic::core::{
    IllegalKind, MoveKind, RecordError, RecordKind, Session, SetupKind, Turn, Winner,
};
use attic::games::turnooi::{count, tile_odds, Frac, Turnooi, NORTH, SOUTH};
use turnooi_common::*;

fn fracs(p: [Frac; 6]) -> Vec<String> {
    p.iter().map(|f| f.to_string()).collect()
}

fn cell(name: &str) -> usize {
    let b = name.as_bytes();
    (b[1] - b'1') as usize * 6 + (b[0] - b'a') as usize
}

#[test]
fn e1_setup_and_starting_player() {
    let s = session("", &[("Setup", E1_FACES)]);
    let g = state(&s);
    assert_eq!(g.sixes(), [4, 3]);
    assert_eq!(s.current().turn(), Turn::Seat(SOUTH));
    assert_eq!(
        legal(&s),
        vec!["a3-a4", "b3-b4", "c3-c4", "d3-d4", "e3-e4", "f3-f4"]
    );
    // The multiset is the whole set: every non-double twice, doubles once.
    assert!(g
        .known()
        .iter()
        .zip(attic::games::turnooi::tiles::FULL)
        .all(|(&k, f)| k == f as u32));
    // With b2 showing 4 (46) the sixes tie 3 : 3 and First is required.
    let tie = E1_FACES.replace("32 64 33", "32 46 33");
    let e = Turnooi::setup(&options(""), &tags(&[("Setup", &tie)])).unwrap_err();
    assert_eq!(e.kind(), SetupKind::Rule("setup.first-missing"), "{e}");
    assert_eq!(arg(&e.reason, "n"), "3", "{e}");
    let s = session("", &[("Setup", &tie), ("First", "north")]);
    assert_eq!(s.current().turn(), Turn::Seat(NORTH));
    // First must agree with the sixes when they differ.
    let e = Turnooi::setup(
        &options(""),
        &tags(&[("Setup", E1_FACES), ("First", "north")]),
    )
    .unwrap_err();
    assert_eq!(e.kind(), SetupKind::Rule("setup.first-sixes"), "{e}");
    assert_eq!(arg(&e.reason, "seat"), "seat.south", "{e}");
    // The v? form: the visible counts of E9 (b).
    let s = session("", &[("Setup", E1)]);
    assert_eq!(state(&s).showing(), [6, 5, 7, 5, 6, 7]);
    assert_eq!(s.current().turn(), Turn::Seat(SOUTH));
}

#[test]
fn e2_legal_and_illegal_moves_the_mover_wins() {
    let pos = "-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- 33 -- --/-- -- 21 -- -- --/-- 13 -- -- -- --/52 -- -- -- -- --/-- -- 44 -- -- --/-- -- -- -- -- --";
    let s = at(pos, "south");
    let mut l = legal(&s);
    l.sort();
    assert_eq!(l, vec!["a3-a4", "b4-a4", "b4-c4:13v21xc5", "c2-c3"]);
    for (tok, key) in [
        ("b4-b5", "illegal.middle-line"),
        ("a3-b3", "illegal.sideways"),
        ("c2-c1", "illegal.backwards"),
        ("b4-b3", "illegal.backwards"),
        ("a3-a5", "illegal.one-cell"),
    ] {
        let (from, to) = tok.split_once('-').unwrap();
        let args = [("from", from), ("to", to), ("seat", "seat.south")];
        assert_refusal(&refused(&s, tok), rule(key), &args);
    }
    for tok in ["b4-c4", "b4-c4xc5", "b4-c4:13v21", "b4-c4:13v21xc5"] {
        let mut c = s.clone();
        turn(&mut c, tok).unwrap_or_else(|e| panic!("{tok}: {e}"));
        assert_eq!(last_turn(&c), "b4-c4:13v21xc5");
        let g = state(&c);
        assert_eq!(g.scores(), [3, 0]);
        assert_ne!(g.cells[cell("c4")], 0, "the 13 is not highest and stays");
        assert_eq!(g.cells[cell("c5")], 0);
    }
    let outcome = rule("illegal.outcome");
    let args = [("engine", "xc5"), ("written", "xc5+")];
    assert_refusal(&refused(&s, "b4-c4xc5+"), outcome, &args);
    let public = rule("illegal.hidden-public");
    let args = [("cell", "c5"), ("hidden", "1"), ("written", "2")];
    assert_refusal(&refused(&s, "b4-c4:13v22xc5"), public, &args);
    // a3-a4: no battle, and no suffix allowed.
    let mut c = s.clone();
    turn(&mut c, "a3-a4").unwrap();
    assert_eq!(last_turn(&c), "a3-a4");
    assert_refusal(&refused(&s, "a3-a4:52v33"), rule("illegal.no-battle"), &[]);
}

#[test]
fn e3_the_mover_loses() {
    let pos = "66 -- -- -- -- --/-- -- -- -- -- --/-- -- -- 33 -- --/-- -- -- -- -- --/-- -- -- 55 -- --/52 -- -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- --";
    let mut s = at(pos, "north");
    let mut l = legal(&s);
    l.sort();
    assert_eq!(l, vec!["a8-a7", "d6-d5:33v55xd5"]);
    turn(&mut s, "d6-d5").unwrap();
    assert_eq!(last_turn(&s), "d6-d5:33v55xd5");
    let g = state(&s);
    assert_eq!(g.scores(), [6, 0]);
    assert_ne!(
        g.cells[cell("d4")],
        0,
        "the 55 is not highest (66 on the board)"
    );
    assert_eq!(g.cells[cell("d5")], 0);
}

#[test]
fn e4_highest_tile_with_a_tie_for_highest_ends_the_game() {
    let pos = "-- -- -- -- -- --/-- -- -- -- -- 56/-- -- -- -- -- --/-- -- 41 -- -- --/-- 65 -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- --";
    let s = at(pos, "south");
    let args = [("engine", "xc5+"), ("written", "xc5")];
    assert_refusal(
        &refused(&s, "b4-c4:65v41xc5"),
        rule("illegal.outcome"),
        &args,
    );
    let mut c = s.clone();
    turn(&mut c, "b4-c4:65v41xc5+").unwrap();
    let g = state(&c);
    assert_eq!(g.scores(), [16, 0]);
    assert_eq!(g.tile_count(), 1);
    let o = c.current().outcome().expect("over");
    assert_eq!(o.winner, Winner::Seat(SOUTH));
    assert!(
        o.reason.to_string().contains("at most one tile"),
        "{}",
        o.reason
    );
    assert_eq!(
        c.current().result_tags(),
        vec![
            ("Termination".to_string(), "last-tile".to_string()),
            ("Score".to_string(), "16-0".to_string())
        ]
    );
    // highest-tile=off: the 65 stays and the game goes on.
    let mut off = session("highest-tile=off", &[("Setup", pos), ("ToMove", "south")]);
    turn(&mut off, "b4-c4").unwrap();
    assert_eq!(last_turn(&off), "b4-c4:65v41xc5");
    assert_eq!(off.current().turn(), Turn::Seat(NORTH));
    assert_eq!(state(&off).scores(), [5, 0]);
}

#[test]
fn e5_equal_sums() {
    let pos = "-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- -- 26 --/-- -- -- -- -- 53/-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- --";
    let mut s = at(pos, "south");
    turn(&mut s, "f4-e4").unwrap();
    assert_eq!(last_turn(&s), "f4-e4:53v26=");
    let g = state(&s);
    assert_eq!(g.tile_count(), 0);
    assert_eq!(g.dead.iter().map(|&x| x as u32).sum::<u32>(), 2);
    let o = s.current().outcome().unwrap();
    assert_eq!(o.winner, Winner::Draw);
    assert_eq!(o.scores, vec![0, 0]);
    assert_eq!(s.current().result_tag(), "draw");
    assert_eq!(s.current().result_tags()[0].1, "last-tile");
}

const E6: &str = "[Game \"turnooi\"]
[Setup \"-- -- -- -- -- --/-- -- -- -- 66 --/-- 12 -- -- -- --/-- -- -- -- -- --/11 23 35 44 16 22/-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- --\"]
[ToMove \"south\"]
[Result \"*\"]

1. pass e7-e6
2. pass e6-e5:66v16xe4+
";

#[test]
fn e6_passing() {
    let reg = &attic::games::REGISTRY;
    let mut s = at(
        "-- -- -- -- -- --/-- -- -- -- 66 --/-- 12 -- -- -- --/-- -- -- -- -- --/11 23 35 44 16 22/-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- --",
        "south",
    );
    assert_eq!(legal(&s), vec!["pass"]);
    assert!(s.current().automatic());
    turn(&mut s, "pass").unwrap();
    // b6-b5 starts a battle (the 12 faces the 23 on b4): its canonical
    // token carries the faces and outcome, which E6 leaves out.
    assert_eq!(legal(&s), vec!["b6-b5:12v23xb5", "e7-e6"]);
    let pass = rule("illegal.pass");
    assert_refusal(&refused(&s, "pass"), pass, &[("seat", "seat.north")]);
    turn(&mut s, "e7-e6").unwrap();
    turn(&mut s, "pass").unwrap();
    turn(&mut s, "e6-e5").unwrap();
    assert_eq!(last_turn(&s), "e6-e5:66v16xe4+");
    assert_eq!(state(&s).scores(), [0, 19]);
    assert_eq!(legal(&s), vec!["d4-e4", "f4-e4"]);
    // The record replays, and the writer gives it back as it is.
    let r = Session::from_record(reg, E6).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.to_record(), E6);
    // Invalid variants.
    let bad = [
        E6.replace("[ToMove \"south\"]\n", ""),
        E6.replace("[ToMove \"south\"]", "[First \"south\"]"),
        E6.replace("[ToMove \"south\"]", "[ToMove \"north\"]"),
        E6.replace("[Result \"*\"]", "[Result \"north\"]"),
        E6.replace("11 23 35", "11 2? 35"),
    ];
    let setup = |key| RecordKind::Setup(SetupKind::Rule(key));
    let kinds = [
        setup("setup.tomove-missing"),
        setup("setup.first-not-start"),
        RecordKind::Move(rule("illegal.pass")),
        RecordKind::Result,
        setup("setup.not-all"),
    ];
    for (rec, kind) in bad.iter().zip(kinds) {
        let e = Session::from_record(reg, rec).unwrap_err();
        assert_eq!(e.kind(), kind, "{e}");
    }
}

const E7: &str = "[Game \"turnooi\"]
[Setup \"-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- 21 -- --/-- -- -- -- -- --/-- -- -- 55 -- --/-- -- -- -- -- --/66 -- -- -- -- --/-- -- -- -- -- --\"]
[ToMove \"north\"]
[Stocks \"46 46/12 56 56\"]
[Result \"north\"]
[Termination \"side-empty\"]
[Score \"23-25\"]

1. d6-d5:21v55xd5
";

#[test]
fn e7_one_side_without_tiles() {
    let reg = &attic::games::REGISTRY;
    let s = Session::from_record(reg, E7).unwrap_or_else(|e| panic!("{e}"));
    let o = s.current().outcome().unwrap();
    assert_eq!(o.winner, Winner::Seat(NORTH));
    assert_eq!(o.scores, vec![23, 25]);
    assert!(
        o.reason.to_string().contains("no tile left"),
        "{}",
        o.reason
    );
    assert_eq!(s.to_record(), E7);
    let g = state(&s);
    assert_ne!(g.cells[cell("d4")], 0, "the 55 is not highest (66 on a2)");
    // Without Stocks: 3–0 for South.
    let plain = E7
        .replace("[Stocks \"46 46/12 56 56\"]\n", "")
        .replace("[Result \"north\"]", "[Result \"south\"]")
        .replace("23-25", "3-0");
    Session::from_record(reg, &plain).unwrap_or_else(|e| panic!("{e}"));
    let wrong_score = E7.replace("23-25", "23-24");
    assert!(Session::from_record(reg, &wrong_score).is_err());
    let bad_stocks = E7.replace("46 46/12 56 56", "46 46/21 21");
    let e = Session::from_record(reg, &bad_stocks).unwrap_err();
    let too_many = RecordKind::Setup(SetupKind::Rule("setup.too-many"));
    assert_eq!(e.kind(), too_many, "{e}");
    assert!(
        matches!(&e, RecordError::Setup(s) if arg(&s.reason, "tile") == "12"),
        "{e}"
    );
    let no_21 = E7.replace("-- -- -- 21 -- --", "-- -- -- -- -- --");
    let e = Session::from_record(reg, &no_21).unwrap_err();
    let over = RecordKind::Setup(SetupKind::Rule("setup.over"));
    assert_eq!(e.kind(), over, "{e}");
}

#[test]
fn e8_quiet_limit() {
    // South's 11 on a4 and North's 66 on f5 shuffle sideways, never facing.
    let pos = "-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- 66/11 -- -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- --";
    let shuffle = ["a4-b4", "f5-e5", "b4-a4", "e5-f5"];
    let mut s = at(pos, "south");
    for i in 0..50 {
        assert_ne!(s.current().turn(), Turn::Over, "turn {i}");
        turn(&mut s, shuffle[i % 4]).unwrap();
    }
    let o = s
        .current()
        .outcome()
        .expect("over after the 50th quiet turn");
    assert!(
        o.reason.to_string().contains("without a battle"),
        "{}",
        o.reason
    );
    assert_eq!(s.current().result_tags()[0].1, "quiet-limit");
    // quiet-limit=3 ends after three turns; 0 never.
    let mut q = session("quiet-limit=3", &[("Setup", pos), ("ToMove", "south")]);
    for t in &shuffle[..3] {
        turn(&mut q, t).unwrap();
    }
    assert_eq!(q.current().turn(), Turn::Over);
    let mut none = session("quiet-limit=0", &[("Setup", pos), ("ToMove", "south")]);
    for i in 0..200 {
        turn(&mut none, shuffle[i % 4]).unwrap();
    }
    assert!(none.current().outcome().is_none());
}

#[test]
fn e9_the_hidden_face_distribution() {
    // (a) Four unrevealed tiles; N = 3.
    let s = e10();
    let g = state(&s);
    assert_eq!(g.completions(), 3);
    let a = fracs(tile_odds(&g, cell("a2")).unwrap());
    assert_eq!(a, vec!["0", "2/3", "1/3", "0", "0", "0"]);
    assert_eq!(fracs(tile_odds(&g, cell("b2")).unwrap()), a);
    let c = fracs(tile_odds(&g, cell("c3")).unwrap());
    assert_eq!(c, vec!["2/3", "0", "1/3", "0", "0", "0"]);
    let d = fracs(tile_odds(&g, cell("c5")).unwrap());
    assert_eq!(d, vec!["1/3", "2/3", "0", "0", "0", "0"]);
    // (b) The start of E1.
    let s = session("", &[("Setup", E1)]);
    let g = state(&s);
    assert_eq!(g.completions(), 4_509_724_240_224_000_000);
    let c3 = fracs(tile_odds(&g, cell("c3")).unwrap());
    assert_eq!(
        c3,
        vec![
            "1/6",
            "9496/48707",
            "20219/146121",
            "9496/48707",
            "1/6",
            "20219/146121"
        ]
    );
    let b6 = tile_odds(&g, cell("b6")).unwrap();
    assert_eq!(b6[5], Frac::new(1, 7));
    // With six tiles showing each value, every face has probability 1/6.
    let mut values = Vec::new();
    for a in 1..=6u8 {
        for b in a..=6u8 {
            if a == b {
                values.push(a);
            } else {
                values.extend([a, b]);
            }
        }
    }
    let rank = |r: usize| {
        values[6 * r..6 * r + 6]
            .iter()
            .map(|v| format!("{v}?"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let empty = "-- -- -- -- -- --";
    let layout = [
        rank(5),
        rank(4),
        rank(3),
        empty.into(),
        empty.into(),
        rank(2),
        rank(1),
        rank(0),
    ]
    .join("/");
    let g = state(&session("", &[("Setup", &layout), ("First", "north")]));
    assert_eq!(g.showing(), [6; 6]);
    for c in 0..48 {
        if let Some(p) = tile_odds(&g, c) {
            assert!(p.iter().all(|f| *f == Frac::new(1, 6)), "{c}: {p:?}");
        }
    }
    // The naive draw (pool tiles containing v) would give D 1/2 each: not so.
    assert_ne!(d[0], "1/2");
    let _ = count::full_pool();
}

#[test]
fn e10_a_battle_between_two_unrevealed_tiles() {
    let s = e10();
    let mut c = s.clone();
    turn(&mut c, "c3-c4").unwrap();
    assert_eq!(c.current().turn(), Turn::Chance);
    assert!(c.current().mid_turn());
    assert_eq!(legal(&c), vec![":21v32xc4+", ":23v31xc5+"]);
    assert_eq!(c.current().chance_weights(), vec![2, 1]);
    for (tok, winner, stock) in [
        ("c3-c4:21v32xc4+", NORTH, [3, 5]),
        ("c3-c4:23v31xc5+", SOUTH, [5, 4]),
    ] {
        let mut c = s.clone();
        turn(&mut c, tok).unwrap();
        assert_eq!(last_turn(&c), tok);
        let g = state(&c);
        assert_eq!(g.tiles_of(NORTH).count(), 0);
        assert_eq!(g.end, Some(attic::games::turnooi::Reason::SideEmpty));
        // Both battling tiles went to the winner's stock.
        let before = state(&s).stocks[winner as usize];
        let added: Vec<usize> = (0..21)
            .filter(|&t| g.stocks[winner as usize][t] > before[t])
            .collect();
        let sums: Vec<u8> = added
            .iter()
            .map(|&t| attic::games::turnooi::tiles::type_sum(t))
            .collect();
        let mut want = stock.to_vec();
        want.sort();
        assert_eq!(sums, want, "{tok}");
    }
    // Invalid tokens.
    let none = rule("illegal.no-completion");
    assert_refusal(&refused(&s, "c3-c4:21v31"), none, &[("faces", "21v31")]);
    let no_tile = rule("illegal.no-such-tile");
    assert_refusal(&refused(&s, "c3-c4:23v32"), no_tile, &[("tile", "32")]);
    assert_refusal(&refused(&s, "c3-c4:24v31"), no_tile, &[("tile", "24")]);
    let faces = rule("illegal.faces-required");
    assert_refusal(&refused(&s, "c3-c4xc4+"), faces, &[]);
    // A whole turn is not one ply.
    let mut one = s.clone();
    let e = one.play("c3-c4:21v32xc4+").unwrap_err();
    let next_ply = MoveKind::Illegal(IllegalKind::Rule("illegal.next-ply"));
    assert_eq!(e.kind(), next_ply, "{e}");
    assert_eq!(arg(&e.msg(), "move"), "c3-c4", "{e}");
    // As a ply, c3-c4 is the seat's move (the AI and the app play it so);
    // the faces follow as the chance ply of the same turn.
    assert!(Turnooi::parse_move(&state(&s), "c3-c4").is_ok());
    // In a record, a bare c3-c4 followed by more moves is not a whole turn.
    let reg = &attic::games::REGISTRY;
    let mut cut = s.clone();
    turn(&mut cut, "c3-c4").unwrap();
    let text = cut.to_record().replace("1. c3-c4", "1. c3-c4 c5-d5");
    let e = Session::from_record(reg, &text).unwrap_err();
    assert_eq!(e.kind(), RecordKind::TurnUnfinished, "{e}");
    assert!(
        matches!(&e, RecordError::Tag(m) if arg(m, "token") == "c3-c4"),
        "{e}"
    );
    assert_eq!(reg.entries().len(), attic::games::GAMES.len());
}

const SECTION9: &str = "[Game \"turnooi\"]
[Setup \"5? 1? 1? 2? 4? 3?/5? 1? 1? 2? 6? 6?/4? 6? 3? 3? 4? 1?/-- -- -- -- -- --/-- -- -- -- -- --/5? 3? 1? 2? 6? 2?/3? 6? 3? 3? 5? 4?/6? 5? 2? 6? 5? 4?\"]
[First \"south\"]
[Result \"*\"]

1. e3-e4 e6-e5:46v61xe4
2. c3-c4 c6-c5:32v11xc4
3. a3-a4 f6-f5
";

#[test]
fn section_9_record_example() {
    let s =
        Session::from_record(&attic::games::REGISTRY, SECTION9).unwrap_or_else(|e| panic!("{e}"));
    let g = state(&s);
    assert_eq!(g.scores(), [0, 9]);
    let shown: Vec<String> = (0..48)
        .filter(|&c| g.cells[c] != 0 && attic::games::turnooi::tiles::hidden(g.cells[c]) != 0)
        .map(|c| g.board().name(c))
        .collect();
    assert_eq!(shown, vec!["c5", "e5"]);
    assert_eq!(s.to_record(), SECTION9);
}
