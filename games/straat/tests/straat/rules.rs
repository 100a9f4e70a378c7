//! Straat: every worked example of straat.md (E1–E6), named after it, plus
//! the record envelope of §9.

use attic::core::prelude::*;
use attic::core::{IllegalKind, MoveError, Options, ParseKind, RecordError, Session, Turn, Winner};
use attic::games::straat::{parse_position, Mv, Split, Straat, INFO};

const E4_RECORD: &str = include_str!("../data/straat_e4.txt");

fn pos(split: Split, text: &str) -> Straat {
    parse_position(split, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn start(opts: &str) -> Straat {
    let o = Options::parse(opts, INFO.options).expect("valid options");
    Straat::setup(&o, &[]).expect("setup")
}

fn play(g: &mut Straat, token: &str) -> Result<(), MoveError> {
    let m = g.parse_move(token)?;
    g.play(&m)?;
    Ok(())
}

/// Front, back and totals, `[white, black]` each, and the outcome's winner.
fn counts(g: &Straat) -> ([u8; 2], [u8; 2], [u8; 2], Winner) {
    let c = g.count();
    let o = g.outcome().expect("a full board is over");
    assert_eq!(
        o.scores,
        vec![c.totals()[0] as i64, c.totals()[1] as i64],
        "outcome scores are the totals"
    );
    (c.front, c.back, c.totals(), o.winner)
}

fn illegal_reason(g: &Straat, token: &str) -> String {
    let mut c = *g;
    match play(&mut c, token) {
        Ok(()) => panic!("{token} should be illegal"),
        Err(e) => {
            assert_eq!(c, *g, "a failed move leaves the state unchanged");
            e.to_string()
        }
    }
}

#[test]
fn e1_legal_and_illegal_placements() {
    let mut g = start("");
    assert_eq!(g.turn(), Turn::Seat(0), "White places first");
    play(&mut g, "a1N").expect("a1N by White is legal");
    assert_eq!(
        g.position(),
        "-- -- -- --/-- -- -- --/-- -- -- --/wN -- -- --"
    );
    assert_eq!(g.turn(), Turn::Seat(1));
    assert!(illegal_reason(&g, "a1E").contains("occupied"));
    assert!(illegal_reason(&g, "b2NE").contains("split=straight"));
    assert!(illegal_reason(&g, "e1N").contains("not a cell"));
    play(&mut g, "b2E").expect("b2E by Black is legal");
    assert_eq!(
        g.position(),
        "-- -- -- --/-- -- -- --/-- bE -- --/wN -- -- --"
    );
    // "A position string in which Black has placed more tiles than White →
    // invalid (White starts, so White has placed as many tiles as Black or
    // one more)". Record tokens carry no owner, so a record cannot start
    // with a Black placement.
    for bad in [
        "-- -- -- --/-- -- -- --/-- -- -- --/bN -- -- --",
        "-- -- -- --/-- -- -- --/-- bN -- --/bN wN -- --",
    ] {
        let e = parse_position(Split::Straight, bad).expect_err(bad);
        let counts = ParseKind::Rule("parse.position.counts");
        assert_eq!(e.kind(), counts, "{bad}: {e}");
    }
    for good in [
        "-- -- -- --/-- -- -- --/-- -- -- --/wN -- -- --",
        "-- -- -- --/-- -- -- --/-- bN -- --/bN wN wN --",
        "-- -- -- --/-- -- -- --/-- -- -- --/bN wN -- --",
    ] {
        pos(Split::Straight, good);
    }
    let rec = "[Game \"straat\"]\n[Result \"*\"]\n\n1. a1N b2E\n";
    let s = Session::from_record(&attic::games::REGISTRY, rec).expect("record reads");
    let g = s.current().as_any().downcast_ref::<Straat>().unwrap();
    assert_eq!(
        g.position(),
        "-- -- -- --/-- -- -- --/-- bE -- --/wN -- -- --"
    );
}

#[test]
fn e2_parallel_bands_back_halves_draw_5_5() {
    let g = pos(
        Split::Straight,
        "bN bN bN bN/bN bN bN bN/wN wN wN wN/wN wN wN wN",
    );
    let (front, back, totals, winner) = counts(&g);
    assert_eq!(front, [4, 4]);
    assert_eq!(back, [1, 1]);
    assert_eq!(totals, [5, 5]);
    assert_eq!(winner, Winner::Draw);
}

#[test]
fn e3_same_front_checkerboard_owners_draw_4_4() {
    let g = pos(
        Split::Straight,
        "wN bN wN bN/bN wN bN wN/wN bN wN bN/bN wN bN wN",
    );
    let (front, back, totals, winner) = counts(&g);
    assert_eq!(front, [4, 4]);
    assert_eq!(back, [0, 0]);
    assert_eq!(totals, [4, 4]);
    assert_eq!(winner, Winner::Draw);
}

#[test]
fn e4_one_region_touching_all_four_edges_counts_2() {
    let g = pos(
        Split::Straight,
        "bE bN bN bN/bE bE bN bW/wE wS wS wW/wS wS wS wW",
    );
    let (front, back, totals, winner) = counts(&g);
    assert_eq!(front, [0, 2], "front: White 0, Black 2");
    assert_eq!(back, [1, 1]);
    assert_eq!(totals, [1, 3]);
    assert_eq!(winner, Winner::Seat(1), "Black wins");
    // The regions as the example lists them: one black spiral worth 2, two
    // white regions worth 0 each.
    let regions = attic::games::straat::front_regions(&g.cells);
    let black: Vec<_> = regions.iter().filter(|r| r.colour == 1).collect();
    assert_eq!(black.len(), 1);
    assert_eq!(black[0].members.count_ones(), 16);
    assert_eq!(black[0].worth, 2);
    let white: Vec<_> = regions.iter().filter(|r| r.colour == 0).collect();
    assert_eq!(white.len(), 2);
    let cells_of = |m: u32| -> Vec<String> {
        (0..16)
            .filter(|c| m & (1 << (c * 2)) != 0)
            .map(attic::games::straat::cell_name)
            .collect()
    };
    let mut sets: Vec<Vec<String>> = white.iter().map(|r| cells_of(r.members)).collect();
    sets.sort();
    assert_eq!(sets[0], ["a1", "b1", "c1", "a2", "a3", "a4"]);
    assert_eq!(
        sets[1],
        ["d1", "b2", "c2", "d2", "b3", "c3", "d3", "b4", "c4", "d4"]
    );
    assert!(white.iter().all(|r| r.worth == 0));
}

#[test]
fn e4_record_of_section_9_reads_with_result_and_score() {
    let s = Session::from_record(&attic::games::REGISTRY, E4_RECORD).expect("the §9 record reads");
    let g = s.current().as_any().downcast_ref::<Straat>().unwrap();
    assert_eq!(
        g.position(),
        "bE bN bN bN/bE bE bN bW/wE wS wS wW/wS wS wS wW"
    );
    assert_eq!(s.current().result_tag(), "black");
    // The writer prints the same moves, one round a line, with the score.
    let written = s.to_record();
    assert!(written.contains("[Score \"1-3\"]"), "{written}");
    assert!(written.contains("1. a1S a4E\n2. b1S b4N\n"), "{written}");
    assert!(written.contains("8. d2W d3W\n"), "{written}");
    // A Score or Result that disagrees with the engine is refused.
    let bad_score = E4_RECORD.replace("1-3", "3-1");
    assert!(matches!(
        Session::from_record(&attic::games::REGISTRY, &bad_score),
        Err(RecordError::Result { .. })
    ));
    let bad_result = E4_RECORD.replace("\"black\"", "\"white\"");
    assert!(matches!(
        Session::from_record(&attic::games::REGISTRY, &bad_result),
        Err(RecordError::Result { .. })
    ));
    // Score is optional.
    let no_score = E4_RECORD.replace("[Score \"1-3\"]\n", "");
    assert!(Session::from_record(&attic::games::REGISTRY, &no_score).is_ok());
}

#[test]
fn e5_diagonal_split_point_contacts_do_not_connect() {
    let g = pos(
        Split::Diagonal,
        "bNE bNE bNE bNE/bNE bNE bNE bSE/wSE wSW wSE wNW/wNW wNE wNW wNE",
    );
    let (front, back, totals, winner) = counts(&g);
    assert_eq!(front, [0, 1]);
    assert_eq!(back, [1, 1]);
    assert_eq!(totals, [1, 2]);
    assert_eq!(winner, Winner::Seat(1));
    let regions = attic::games::straat::front_regions(&g.cells);
    let black_piece = |cell: &str| {
        let t = attic::games::straat::parse_token(&format!("{cell}N")).unwrap();
        1u32 << ((t.rank * 4 + t.file) as u32 * 2 + 1)
    };
    let region_of = |cell: &str| {
        regions
            .iter()
            .find(|r| r.members & black_piece(cell) != 0)
            .unwrap()
            .clone()
    };
    // The chain a1–a2–b2–b1–c1–c2–d2–d3 is one region worth 1.
    let chain = region_of("a1");
    for c in ["a2", "b2", "b1", "c1", "c2", "d2", "d3"] {
        assert_eq!(region_of(c), chain, "{c} is in the chain");
    }
    assert_eq!(chain.members.count_ones(), 8);
    assert_eq!(chain.worth, 1);
    // a3, a4, b3 meet in one point only: three separate regions.
    let (a3, a4, b3) = (region_of("a3"), region_of("a4"), region_of("b3"));
    assert_eq!(a3.members.count_ones(), 1);
    assert_eq!(a4.members.count_ones(), 1);
    assert_eq!(b3.members.count_ones(), 1);
    assert_eq!(a4.edges, attic::games::straat::EDGE_N);
    assert_eq!(a3.edges, 0);
    assert_eq!(b3.edges, 0);
    let d4 = region_of("d4");
    assert_eq!(d4.worth, 0);
    assert_eq!(
        d4.edges,
        attic::games::straat::EDGE_N | attic::games::straat::EDGE_E
    );
}

#[test]
fn e6_contact_along_half_a_side() {
    let g = pos(
        Split::Straight,
        "bN bN bN bN/bN bN bN bN/wN wN wN wN/wN wW wN wN",
    );
    let (front, back, totals, winner) = counts(&g);
    assert_eq!(front, [3, 3]);
    assert_eq!(back, [1, 1]);
    assert_eq!(totals, [4, 4]);
    assert_eq!(winner, Winner::Draw);
    let regions = attic::games::straat::front_regions(&g.cells);
    let piece = |cell: usize, colour: usize| 1u32 << (cell * 2 + colour);
    // Black {a1, b1} and {c1, d1}: two regions worth 0.
    let b_a1 = regions
        .iter()
        .find(|r| r.members & piece(0, 1) != 0)
        .unwrap();
    assert_eq!(b_a1.members, piece(0, 1) | piece(1, 1));
    assert_eq!(b_a1.worth, 0);
    let b_c1 = regions
        .iter()
        .find(|r| r.members & piece(2, 1) != 0)
        .unwrap();
    assert_eq!(b_c1.members, piece(2, 1) | piece(3, 1));
    // White {a2, b1, b2, c1, c2, d1, d2} worth 1; a1's white piece alone.
    let w_b1 = regions
        .iter()
        .find(|r| r.members & piece(1, 0) != 0)
        .unwrap();
    let expect = [4, 1, 5, 2, 6, 3, 7]
        .iter()
        .fold(0, |m, &c| m | piece(c, 0));
    assert_eq!(w_b1.members, expect);
    assert_eq!(w_b1.worth, 1);
    let w_a1 = regions
        .iter()
        .find(|r| r.members & piece(0, 0) != 0)
        .unwrap();
    assert_eq!(w_a1.members, piece(0, 0));
    assert_eq!(w_a1.worth, 0);
}

#[test]
fn split_option_decides_the_orientations() {
    let g = start("split=diagonal");
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    assert_eq!(moves.len(), 64);
    assert_eq!(g.format_move(&moves[0]), "a1NE");
    assert!(illegal_reason(&g, "a1N").contains("split=diagonal"));
    let g = start("");
    g.legal_moves(&mut moves);
    assert_eq!(
        moves[..4]
            .iter()
            .map(|m| g.format_move(m))
            .collect::<Vec<_>>(),
        ["a1N", "a1E", "a1S", "a1W"]
    );
}

#[test]
fn sixteen_placements_end_the_game_and_no_move_follows() {
    let mut g = start("");
    let mut moves = Vec::new();
    for _ in 0..16 {
        g.legal_moves(&mut moves);
        let m = moves[moves.len() / 2];
        g.play(&m).unwrap();
    }
    assert_eq!(g.turn(), Turn::Over);
    g.legal_moves(&mut moves);
    assert!(moves.is_empty());
    let m = Mv { cell: 0, orient: 0 };
    assert_eq!(g.play(&m).unwrap_err().kind(), IllegalKind::GameOver);
}

#[test]
fn bad_tokens_are_parse_errors_not_panics() {
    let g = start("");
    for t in [
        "", "a", "a1", "a1n", "A1N", "a0N", "a1NN", "a1 N", "é1N", "a1N\u{0}",
    ] {
        assert!(g.parse_move(t).is_err(), "{t:?}");
    }
    assert!(matches!(g.parse_move("a1X"), Err(MoveError::Parse(_))));
    assert!(matches!(g.parse_move("e1N"), Err(MoveError::Illegal(_))));
}

/// `attic solve straat` reads `--no-limit` and the record path with the
/// shared argument reader; mistakes name the flag and exit with 2.
#[test]
fn cli_solve_flags_and_usage() {
    let attic = |args: &[&str]| {
        let argv: Vec<&str> = ["solve", "straat"].iter().chain(args).copied().collect();
        crate::common::attic(&argv, "")
    };
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/straat_e4.txt");
    for args in [&[path][..], &["--no-limit", path]] {
        let out = attic(args);
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert!(text.contains("the game is over"), "{args:?}: {text}");
    }
    for (args, says) in [
        (&["--bogus", path][..], "unknown option --bogus"),
        (&["--no-limit=yes", path], "--no-limit takes no value"),
        (&[], "usage: attic solve straat"),
        (&[path, path], "expected 1 argument"),
    ] {
        let out = attic(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}
