//! O An Quan notation: the position-string reader (§2.5), the move-token
//! grammar (§9.1), annotation checks, illegal-move messages and setup tags.

use crate::oanquan_common;

use crate::common::{arg, assert_reason};
use attic::core::msg::Arg;
use attic::core::prelude::*;
use attic::core::MoveKind::{Illegal, Parse};
use attic::core::{
    IllegalKind, MoveError, Options, ParseError, ParseKind, SetupKind, Turn, Winner,
};
use attic::games::oanquan::{parse_token, Dir, Mv, OanQuan, Pos};
use oanquan_common::*;

// ---------------------------------------------------- §2.5 positions ----

fn parse_err(text: &str) -> ParseError {
    match Pos::parse(text) {
        Ok(p) => panic!("accepted {text:?} as {}", p.to_text()),
        Err(e) => e,
    }
}

#[test]
fn position_reader_accepts_any_order_and_writes_canonical_form() {
    let shuffled = "tomove=B moves=3 capB=23 own=AAAAA/ASBBB oweB=1 QW=7 \
                    B=1,0,2,3,4 capA=25 QE=0 A=1,2,0,1,1 oweA=0";
    let p = Pos::parse(shuffled).unwrap_or_else(|e| panic!("{e}"));
    let canon =
        "A=1,2,0,1,1 QE=0 B=1,0,2,3,4 QW=7 capA=25 capB=23 oweB=1 own=AAAAA/ASBBB moves=3 tomove=B";
    assert_eq!(p.to_text(), canon);
    assert_eq!(Pos::parse(canon).unwrap(), p);
    // Defaults written explicitly are accepted and left out when written.
    let explicit = format!("{START} oweA=0 oweB=0 own=AAAAA/BBBBB moves=0");
    assert_eq!(Pos::parse(&explicit).unwrap().to_text(), START);
}

#[test]
fn position_reader_rejects_what_section_2_5_rejects() {
    let bad_total = "A=5,5,5,5,5 QE=10 B=5,5,5,5,5 QW=10 capA=1 capB=0 tomove=A";
    rejects(bad_total, "parse.position.total", &[("n", "71")]);
    let text = format!("{START} own=AAAAA/AAAAA");
    rejects(&text, "parse.position.no-space", &[("seat", "seat.B")]);
    let text = format!("{START} own=BBBBB/BBBBB");
    rejects(&text, "parse.position.no-space", &[("seat", "seat.A")]);
    // Shared spaces are sowable by both: this is allowed.
    assert!(Pos::parse(&format!("{START} own=SSSSS/SSSSS")).is_ok());
    let text = format!("{START} capA=0");
    rejects(&text, "parse.position.twice", &[("field", "capA")]);
    let text = format!("{START} foo=1");
    rejects(&text, "parse.position.unknown", &[("field", "foo")]);
    for (missing, text) in [
        ("tomove", START.replace(" tomove=A", "")),
        (
            "QE",
            START.replace(" QE=10", " capX=10").replace(" capX=10", ""),
        ),
        ("A", START.replace("A=5,5,5,5,5 ", "")),
    ] {
        rejects(&text, "parse.position.missing", &[("field", missing)]);
    }
    for (field, text) in [
        ("QE", START.replace("QE=10", "QE=010")),
        ("A", START.replace("A=5,", "A=05,")),
        ("capA", START.replace("capA=0", "capA=00")),
    ] {
        rejects(&text, "parse.position.bad-count", &[("field", field)]);
    }
    let text = format!("{START} moves=07");
    rejects(&text, "parse.position.not-number", &[("field", "moves")]);
    for text in [
        START.replace(" QE", "  QE"),
        format!(" {START}"),
        format!("{START} "),
    ] {
        rejects(&text, "parse.position.spaces", &[]);
    }
    assert_eq!(
        parse_err(&START.replace(" QE", "\tQE")).reason.key,
        "parse.position"
    );
    let bad_count = "parse.position.bad-count";
    for (text, key, args) in [
        ("", "parse.position.empty", &[][..]),
        (
            START.replace("tomove=A", "tomove=C").leak() as &str,
            "parse.position.tomove",
            &[("value", "C")],
        ),
        (
            START.replace("A=5,5,5,5,5", "A=5,5,5,5").leak(),
            "parse.position.counts",
            &[("field", "A"), ("n", "4")],
        ),
        (
            START.replace("QE=10", "QE=71").leak(),
            "parse.position.too-many",
            &[("field", "QE"), ("n", "71")],
        ),
        (
            START.replace("QE=10", "QE").leak(),
            "parse.position.no-equals",
            &[("field", "QE")],
        ),
        (
            format!("{START} own=AAAAA-BBBBB").leak(),
            "parse.position.own-shape",
            &[],
        ),
        (
            format!("{START} own=AAAAA/BBBBX").leak(),
            "parse.position.own-letters",
            &[],
        ),
        (
            START.replace("capA=0", "capA=-1").leak(),
            bad_count,
            &[("field", "capA")],
        ),
        (
            START.replace("capA=0", "capA=99999999999").leak(),
            bad_count,
            &[("field", "capA")],
        ),
    ] {
        rejects(text, key, args);
    }
}

/// Asserts that `text` is not a position, for the reason `key` (as
/// "position: {why}") with the arguments `args`.
#[track_caller]
fn rejects(text: &str, key: &'static str, args: &[(&str, &str)]) {
    let e = parse_err(text);
    assert_eq!(e.reason.key, "parse.position", "{text:?}: {e}");
    assert_eq!(e.kind(), ParseKind::Rule(key), "{text:?}: {e}");
    assert_reason(&e.reason, key, args);
}

// ------------------------------------------------------ §9.1 tokens ----

#[test]
fn token_grammar_parses_every_part() {
    let t = parse_token("B1+5b3xQW:15xA2:4").unwrap();
    assert_eq!(t.space, 6);
    assert_eq!(t.dir, None);
    assert_eq!(t.refill, Some((5, 3)));
    assert_eq!(t.captures, [(11, 15), (1, 4)]);
    let t = parse_token("A2cxA1:6").unwrap();
    assert_eq!(t.dir, Some(Dir::Clock));
    assert_eq!(t.captures, [(0, 6)]);
    assert_eq!(parse_token("A3a+4").unwrap().refill, Some((4, 0)));
    assert_eq!(parse_token("B5xQE:0").unwrap().captures, [(5, 0)]);
}

#[test]
fn token_grammar_rejects_garbage_with_clear_messages() {
    let start = "parse.start";
    let name = "parse.capture-name";
    let count = "parse.capture-count";
    let plus = "parse.plus-number";
    let unexpected = "parse.unexpected";
    for (t, key, rest) in [
        ("", start, ""),
        ("A", start, ""),
        ("A6", start, ""),
        ("C1", start, ""),
        ("a1", start, ""),
        ("QE", start, ""),
        ("A1x", name, ""),
        ("A1xQ", "parse.capture-space", ""),
        ("A1xQX:1", name, ""),
        ("A1xA2", "parse.capture-colon", ""),
        ("A1xA2:", count, ""),
        ("A1xA2:06", count, ""),
        ("A1xA2:99999", count, ""),
        ("A1+", plus, ""),
        ("A1+5b", "parse.b-number", ""),
        ("A1+05", plus, ""),
        ("A1ac", unexpected, "c"),
        ("A1 ", unexpected, " "),
        ("A1xA2:6+5", unexpected, "+5"),
        ("A1é", unexpected, "é"),
        ("A1xé:1", name, ""),
        ("A1xAé:1", "parse.capture-space", ""),
    ] {
        match parse_token(t) {
            Ok(tok) => panic!("{t:?} accepted as {tok:?}"),
            Err(e) => {
                assert_eq!(e.kind(), ParseKind::Rule(key), "{t:?}: {e}");
                assert_eq!(arg(&e.reason, "rest"), rest, "{t:?}: {e}");
                assert_eq!(e.reason.key, "parse.move", "{t:?}: {e}");
                assert_eq!(
                    e.reason.arg("token"),
                    Some(&Arg::Text(t.into())),
                    "{t:?}: {e}"
                );
            }
        }
    }
}

#[test]
fn direction_is_required_under_choose_and_forbidden_otherwise() {
    let g = first("", "A");
    let e = g.parse_move("A1a").unwrap_err();
    assert_eq!(
        e.kind(),
        Parse(ParseKind::Rule("parse.no-direction")),
        "{e}"
    );
    let g = first("direction=choose", "A");
    let e = g.parse_move("A1").unwrap_err();
    assert_eq!(
        e.kind(),
        Parse(ParseKind::Rule("parse.write-direction")),
        "{e}"
    );
    assert_eq!(arg(&e.msg(), "space"), "A1", "{e}");
    assert_eq!(g.parse_move("A1c").unwrap().dir, Dir::Clock);
    // Clockwise moves are illegal without the option, whatever the source.
    let g = first("", "A");
    let e = g
        .check(Mv {
            space: 0,
            dir: Dir::Clock,
        })
        .unwrap_err();
    assert_eq!(e.kind(), IllegalKind::Rule("illegal.anticlockwise"), "{e}");
}

#[test]
fn annotations_that_do_not_match_are_rejected() {
    let g = first("", "A");
    let e = g.parse_move("A1+5").unwrap_err();
    assert_eq!(
        e.kind(),
        Illegal(IllegalKind::Rule("illegal.no-refill")),
        "{e}"
    );
    assert_eq!(arg(&e.msg(), "written"), "+5", "{e}");
    let captures = |e: &MoveError| {
        (
            e.kind(),
            arg(&e.msg(), "written"),
            arg(&e.msg(), "captures"),
        )
    };
    let wrong = Illegal(IllegalKind::Rule("illegal.captures"));
    let e = g.parse_move("A1xA2:5").unwrap_err();
    assert_eq!(captures(&e), (wrong, "xA2:5".into(), "xA2:6".into()), "{e}");
    let e = g.parse_move("A1xA3:6").unwrap_err();
    assert_eq!(captures(&e), (wrong, "xA3:6".into(), "xA2:6".into()), "{e}");
    let e = g.parse_move("A1xA2:6xA4:6").unwrap_err();
    assert_eq!(
        captures(&e),
        (wrong, "xA2:6xA4:6".into(), "xA2:6".into()),
        "{e}"
    );
    // Same captures in another order.
    let g = setup(
        "",
        "A=0,2,0,3,1 QE=6 B=1,2,0,1,0 QW=5 capA=25 capB=24 tomove=B",
    );
    let e = g.parse_move("B2xA2:2xQW:5xA4:3").unwrap_err();
    assert_eq!(e.kind(), wrong, "{e}");
    assert_eq!(arg(&e.msg(), "captures"), "xQW:5xA2:2xA4:3", "{e}");
    // A move that captures nothing, with a capture annotation.
    let g = setup(
        "",
        "A=2,0,1,0,0 QE=5 B=0,3,0,0,4 QW=6 capA=30 capB=19 tomove=A",
    );
    let e = g.parse_move("A1xA4:1").unwrap_err();
    assert_eq!(
        e.kind(),
        Illegal(IllegalKind::Rule("illegal.captures-nothing")),
        "{e}"
    );
    // Refill with the wrong amount borrowed (E9: +5b3).
    let g = setup(
        "",
        "A=4,3,0,6,2 QE=9 B=0,0,0,0,0 QW=14 capA=30 capB=2 tomove=B",
    );
    for t in ["B1+5", "B1+5b2", "B1+4b3"] {
        let e = g.parse_move(t).unwrap_err();
        assert_eq!(
            e.kind(),
            Illegal(IllegalKind::Rule("illegal.refill")),
            "{t}: {e}"
        );
        assert_eq!(arg(&e.msg(), "refill"), "+5b3", "{t}: {e}");
    }
    assert!(g.parse_move("B1+5b3").is_ok());
}

#[test]
fn illegal_moves_name_the_rule() {
    let g = setup(
        "",
        "A=2,0,1,0,0 QE=5 B=0,3,0,0,4 QW=6 capA=30 capB=19 tomove=A",
    );
    let e = g.parse_move("A2").unwrap_err();
    assert_eq!(e.kind(), Illegal(IllegalKind::Rule("illegal.empty")), "{e}");
    assert_eq!(arg(&e.msg(), "space"), "A2", "{e}");
    let e = g.parse_move("B2").unwrap_err();
    assert_eq!(
        e.kind(),
        Illegal(IllegalKind::Rule("illegal.not-yours")),
        "{e}"
    );
    assert_eq!(
        (arg(&e.msg(), "space"), arg(&e.msg(), "owner")),
        ("B2".into(), "seat.B".into()),
        "{e}"
    );
    for q in [5u8, 11] {
        let e = g
            .check(Mv {
                space: q,
                dir: Dir::Anti,
            })
            .unwrap_err();
        assert_eq!(e.kind(), IllegalKind::Rule("illegal.quan"), "{e}");
        assert!(!g.is_legal(&Mv {
            space: q,
            dir: Dir::Anti
        }));
    }
    // Out-of-ring indexes are refused, not a panic.
    let e = g
        .check(Mv {
            space: 200,
            dir: Dir::Anti,
        })
        .unwrap_err()
        .to_string();
    assert!(!e.is_empty());
    // After the match is over nothing is legal.
    let done = setup(
        "",
        "A=0,0,0,0,0 QE=0 B=14,14,14,14,14 QW=0 capA=0 capB=0 tomove=A",
    );
    assert_eq!(done.turn(), Turn::Over);
    assert!(legal(&done).is_empty());
    let e = done.parse_move("A1").unwrap_err();
    assert_eq!(e.kind(), Illegal(IllegalKind::GameOver), "{e}");
}

#[test]
fn setup_tags_are_checked() {
    let o = Options::default();
    let e = OanQuan::setup(&o, &[("First".into(), "C".into())]).unwrap_err();
    assert_eq!(e.kind(), SetupKind::Rule("setup.first"), "{e}");
    assert_eq!(arg(&e.reason, "value"), "C", "{e}");
    let e = OanQuan::setup(&o, &[]).unwrap_err();
    assert_eq!(e.kind(), SetupKind::Rule("setup.missing-first"), "{e}");
    let e = OanQuan::setup(&o, &[("Setup".into(), "A=1".into())]).unwrap_err();
    assert_eq!(e.reason.key, "parse.position", "{e}");
    let g = first("", "B");
    assert_eq!(g.position(), START.replace("tomove=A", "tomove=B"));
    assert_eq!(legal(&g), ["B1", "B2", "B3", "B4", "B5"]);
}

#[test]
fn extreme_setup_values_never_panic() {
    // The reader accepts any u32 move count and debt; playing on from there
    // must neither overflow nor panic.
    for opts in ["", "round-limit=0", "match=single-round"] {
        let mut g = setup(
            opts,
            "A=5,5,5,5,5 QE=10 B=5,5,5,5,5 QW=10 capA=0 capB=0 \
             oweA=4294967295 oweB=4294967295 moves=4294967295 tomove=A",
        );
        let m = g.parse_move("A1").unwrap();
        g.play(&m).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(g.pos.total(), 70);
    }
    // A huge debt is paid with everything the debtor has (§7.2 step 4).
    let g = setup(
        "match=single-round",
        "A=0,0,0,0,0 QE=0 B=14,14,14,14,14 QW=0 capA=0 capB=0 oweB=4294967295 tomove=A",
    );
    assert_eq!(g.last_round.unwrap().totals, [70, 0]);
    assert_eq!(g.outcome().unwrap().winner, Winner::Seat(0));
}
