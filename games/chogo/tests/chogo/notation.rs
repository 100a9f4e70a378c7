//! Chogo notation (spec §9): token grammar, writer annotations, the
//! `polis` word, record layout and record errors.

use crate::chogo_common;
use crate::common::{assert_refusal, rule};

use attic::core::prelude::*;
use attic::core::{IllegalKind, MoveKind, RecordError, RecordKind, Session};
use attic::games::chogo::{parse_token, Body, Group};
use chogo_common::*;

fn g(file: char, rank: u8, w: u8, h: u8) -> Group {
    Group {
        file: file as u8 - b'a',
        rank: rank - 1,
        w,
        h,
    }
}

#[test]
fn tokens_of_the_spec_parse() {
    assert_eq!(parse_token("b3").unwrap().body, Body::Drop(g('b', 3, 1, 1)));
    assert_eq!(
        parse_token("c1-c6").unwrap().body,
        Body::Step(g('c', 1, 1, 1), g('c', 6, 1, 1))
    );
    assert_eq!(
        parse_token("b23-b45").unwrap().body,
        Body::Step(g('b', 2, 1, 2), g('b', 4, 1, 2))
    );
    assert_eq!(
        parse_token("fg34-de34").unwrap().body,
        Body::Step(g('f', 3, 2, 2), g('d', 3, 2, 2))
    );
    for t in ["bc3-bc5", "d567-d345", "fg5-gh5", "g34-h34", "de6-fg6"] {
        assert!(parse_token(t).is_ok(), "{t}");
    }
    let t = parse_token("d4-d6xd7").unwrap();
    assert_eq!(t.captures, Some(vec![(3, 6)]));
    let t = parse_token("c6>f2#*").unwrap();
    assert_eq!(t.body, Body::Mole(g('c', 6, 1, 1), g('f', 2, 1, 1)));
    assert!(t.traps && t.threat);
    let t = parse_token("fgh5-cde5xc6xd6xe6").unwrap();
    assert_eq!(t.captures.unwrap().len(), 3);
}

#[test]
fn malformed_tokens_are_refused() {
    for t in [
        "", "polis", "d", "4", "d4-", "d4-e5", "ab3-c3", "ba3-ab3", "d43-d21", "d4>d56", "ab3",
        "d4xd", "d4x", "d4*#", "d4**", "m4", "d9", "d4-d4", "d0", "b23-b34x", "d4 ", "🦀",
    ] {
        assert!(parse_token(t).is_err(), "{t:?} parsed");
    }
    // Shape changes and diagonal moves.
    assert!(parse_token("fg3-d3").is_err());
    assert!(parse_token("fg3-de4").is_err());
}

#[test]
fn the_trap_annotation_marks_a_move_that_traps_the_king() {
    let mut g = pos("##..w.##/#......#/......../..bW..../......../#......#/##.Bb.## b 10");
    assert_eq!(play(&mut g, "e1-e4"), "e1-e4#");
    // Readers ignore annotations, right or wrong.
    let g = pos("##..w.##/#......#/......../..bW..../......../#......#/##.Bb.## b 10");
    assert!(g.parse_move("e1-e4*").is_ok());
    assert!(g.parse_move("e1-e3#").is_ok());
}

#[test]
fn a_wrong_capture_list_is_refused() {
    let g = pos("##....##/#.....W#/..w.w.../.wb.bw../..b.b.../#......#/##.wB.## w 10");
    let wrong = rule("illegal.captures");
    let captures = ("captures", "xc4xe4");
    assert_refusal(
        &refused(&g, "d1-d4xc4"),
        wrong,
        &[("written", "xc4"), captures],
    );
    let written = ("written", "xc3xc4xe4");
    assert_refusal(&refused(&g, "d1-d4xc4xe4xc3"), wrong, &[written, captures]);
    assert!(g.parse_move("d1-d4xe4xc4").is_ok());
    assert!(g.parse_move("d1-d4").is_ok());
}

const E11: &str = "##wwWw##/#.w....#/.w....../wb....../b...b.../#..B...#/##....## b 10";

#[test]
fn the_writer_says_polis_before_a_move_when_a_mole_move_was_legal() {
    let s = session(&record("", "", E11, "e3>a5", "*"));
    let rec = s.to_record();
    assert!(rec.ends_with("\n1. polis e3>a5xa4\n"), "{rec}");
    assert_eq!(session(&rec).to_record(), rec);
    // Also before an ordinary move.
    let s = session(&record("", "", E11, "polis d2-d1", "*"));
    assert!(s.to_record().ends_with("\n1. polis d2-d1\n"));
}

#[test]
fn comment_words_move_numbers_and_separators_are_skipped() {
    let body = "1. a4, b5* {threat} 2. h3-h4 forced; b5-b4xa4 mate";
    let s = session(&record("", "", "", body, "white"));
    assert_eq!(s.len(), 4);
    assert_eq!(s.tokens()[1], "b5*");
    assert_eq!(s.current().result_tag(), "white");
}

#[test]
fn white_to_move_first_writes_1_dots() {
    let p = "##www.##/#..b..W#/.wb.bw../......../......B./#..w..b#/##..bb## w 20";
    let s = session(&record("", "", p, "d2-d5 g3-g4 g6-g5", "*"));
    assert!(
        s.to_record().ends_with("\n1... d2-d5\n2. g3-g4 g6-g5\n"),
        "{}",
        s.to_record()
    );
}

#[test]
fn an_illegal_move_names_the_ply_and_the_rule() {
    let e = Session::from_record(
        &attic::games::REGISTRY,
        &record("", "", "", "1. d1-d5", "*"),
    )
    .unwrap_err();
    assert!(matches!(e, RecordError::Move { ply: 1, .. }), "{e}");
    assert_eq!(e.kind(), illegal("illegal.drop-first"), "{e}");
    let p = "##www.##/#..b..W#/.wb.bw../......../......B./#..w..b#/##..bb## w 20";
    let e = Session::from_record(
        &attic::games::REGISTRY,
        &record("", "", p, "1... d2-d5 2. c5-c4", "*"),
    )
    .unwrap_err();
    assert_eq!(e.kind(), illegal("illegal.trapped-alone"), "{e}");
    let RecordError::Move {
        ply,
        seat,
        token,
        error,
        ..
    } = &e
    else {
        panic!("{e}")
    };
    assert_eq!((*ply, token.as_str()), (2, "c5-c4"), "{e}");
    assert_eq!(seat.as_ref().map(|s| s.key), Some("seat.Black"), "{e}");
    assert_eq!(crate::common::arg(&error.msg(), "square"), "c5", "{e}");
    // The Result tag must agree with the engine.
    assert!(Session::from_record(
        &attic::games::REGISTRY,
        &record("", "", "", "1. a4 b4xa4", "black")
    )
    .is_err());
    assert!(Session::from_record(
        &attic::games::REGISTRY,
        &record("", "", "", "1. a4 b4", "*")
    )
    .is_err());
}

#[test]
fn variants_and_options_come_from_tags() {
    let s = session(&record("chogo-12x8", "", "", "1. f4 g5 2. f4-f2", "*"));
    assert_eq!(s.len(), 3);
    let rec = s.to_record();
    assert!(rec.contains("[Variant \"chogo-12x8\"]"), "{rec}");
    assert!(Session::from_record(
        &attic::games::REGISTRY,
        &record(
            "chogo-12x8",
            "king-full-rook=off",
            "",
            "1. f4 g5 2. f4-f2",
            "*"
        )
    )
    .is_err());
    let s = session(&record("", "handicap=a5+h5", "", "1. a4 b4", "*"));
    assert!(s.to_record().contains("[Options \"handicap=a5+h5\"]"));
    assert!(Session::from_record(
        &attic::games::REGISTRY,
        &record("chogo-99", "", "", "", "*")
    )
    .is_err());
    assert!(Session::from_record(
        &attic::games::REGISTRY,
        &record("", "handicap=a5+zz", "", "", "*")
    )
    .is_err());
    // The variant option (what the new-game dialog sets) equals the tag.
    let s = session(&record("", "variant=chogo-8x8", "", "1. a4 a5", "*"));
    assert_eq!(s.current().position().split('/').count(), 8);
    // A new game from the dialog's option also carries the Variant tag.
    let s = Session::new(
        &attic::games::REGISTRY,
        "chogo",
        "variant=chogo-12x8",
        &mut attic::core::Rng::new(1),
    )
    .unwrap();
    let rec = s.to_record();
    assert!(rec.contains("[Variant \"chogo-12x8\"]"), "{rec}");
    assert_eq!(session(&rec).current().position(), s.current().position());
}

#[test]
fn positions_strings_are_checked() {
    use attic::games::chogo::{Board, Variant};
    for bad in [
        "##wwww##/#w....w#/w......w/......../b......b/#b....b#/##bbbb## b",
        "##wwww##/#w....w#/w......w/......../b......b/#b....b#/##bbbb## x 0",
        "##wwww##/#w....w#/w......w/......../b......b/#b....b#/##bbbb## b 101",
        "##wwww##/#w....w#/w......w/......../b......b/#b....b#/##bbbb## b 01",
        ".#wwww##/#w....w#/w......w/......../b......b/#b....b#/##bbbb## b 0",
        "##wwww#./#w....w#/w......w/......../b......b/#b....b#/##bbbb## b 0",
        "##wwww##/#w....w#/w......w/......../b......b/#b....b#/##bbbb# b 0",
        "##WWww##/#w....w#/w......w/......../b......b/#b....b#/##bbbb## b 0",
        "##wwww##/#w....w#/w......w/....x.../b......b/#b....b#/##bbbb## b 0",
    ] {
        assert!(Board::parse(bad, Variant::C44).is_err(), "{bad}");
    }
    assert!(Board::parse(START44, Variant::C44).is_ok());
    assert!(Board::parse(START44, Variant::C8x8).is_err());
}

#[test]
fn resignation_and_agreement_are_recorded_in_tags() {
    let rec = "[Game \"chogo\"]\n[Result \"black\"]\n[Termination \"resignation\"]\n\n1. d4 e5\n";
    let s = session(rec);
    assert_eq!(s.declared_result(), Some("black"));
    let written = s.to_record();
    assert!(written.contains("[Result \"black\"]"), "{written}");
    assert!(
        written.contains("[Termination \"resignation\"]"),
        "{written}"
    );
    assert_eq!(session(&written).to_record(), written);
    let draw = "[Game \"chogo\"]\n[Result \"draw\"]\n[Termination \"agreement\"]\n\n1. d4 e5\n";
    assert_eq!(session(draw).declared_result(), Some("draw"));
    // Without such a Termination, or with a result it cannot give, the
    // Result must be the engine's.
    for bad in [
        "[Game \"chogo\"]\n[Result \"black\"]\n\n1. d4 e5\n",
        "[Game \"chogo\"]\n[Result \"draw\"]\n[Termination \"resignation\"]\n\n1. d4 e5\n",
        "[Game \"chogo\"]\n[Result \"white\"]\n[Termination \"agreement\"]\n\n1. d4 e5\n",
        "[Game \"chogo\"]\n[Result \"black\"]\n[Termination \"resignation\"]\n\n1. a4 b4xa4\n",
    ] {
        assert!(
            Session::from_record(&attic::games::REGISTRY, bad).is_err(),
            "{bad}"
        );
    }
    // Playing on drops the declared result.
    let mut s = session(rec);
    s.play("d1-d3").unwrap();
    assert_eq!(s.declared_result(), None);
}

/// §9.3: "If the last move ends the game, `Result`/`Termination` must agree
/// with the engine." A wrong `Termination` is refused, an omitted one is
/// written back, and a declared ending (resignation) is kept as given.
#[test]
fn termination_must_agree_with_the_engine() {
    let body = "\n1. a4 b5* 2. h3-h4 b5-b4xa4\n";
    let ok =
        format!("[Game \"chogo\"]\n[Result \"white\"]\n[Termination \"king-captured\"]\n{body}");
    let s =
        Session::from_record(&attic::games::REGISTRY, &ok).expect("the spec's own ending reads");
    assert!(s.to_record().contains("[Termination \"king-captured\"]"));
    let omitted = format!("[Game \"chogo\"]\n[Result \"white\"]\n{body}");
    let s =
        Session::from_record(&attic::games::REGISTRY, &omitted).expect("Termination is optional");
    assert!(
        s.to_record().contains("[Termination \"king-captured\"]"),
        "the writer states why the game ended: {}",
        s.to_record()
    );
    let wrong =
        format!("[Game \"chogo\"]\n[Result \"white\"]\n[Termination \"immobilised\"]\n{body}");
    match Session::from_record(&attic::games::REGISTRY, &wrong) {
        Err(RecordError::Result { tag, engine }) => {
            assert_eq!(tag, "Termination immobilised");
            assert_eq!(engine, "Termination king-captured");
        }
        other => panic!("a wrong Termination must be refused: {other:?}"),
    }
    let resigned =
        "[Game \"chogo\"]\n[Result \"black\"]\n[Termination \"resignation\"]\n\n1. a4 b5\n";
    let s = Session::from_record(&attic::games::REGISTRY, resigned).expect("a resignation reads");
    assert!(s.to_record().contains("[Termination \"resignation\"]"));
}

/// The kind of a record whose move breaks Chogo's rule `key`.
fn illegal(key: &'static str) -> RecordKind {
    RecordKind::Move(MoveKind::Illegal(IllegalKind::Rule(key)))
}
