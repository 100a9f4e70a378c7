//! O An Quan notation: the position-string reader (§2.5), the move-token
//! grammar (§9.1), annotation checks, illegal-move messages and setup tags.

use crate::oanquan_common;

use attic::core::prelude::*;
use attic::core::{Options, Turn, Winner};
use attic::games::oanquan::{parse_token, Dir, Mv, OanQuan, Pos};
use oanquan_common::*;

// ---------------------------------------------------- §2.5 positions ----

fn parse_err(text: &str) -> String {
    match Pos::parse(text) {
        Ok(p) => panic!("accepted {text:?} as {}", p.to_text()),
        Err(e) => e.to_string(),
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
    assert!(
        parse_err(bad_total).contains("total 71"),
        "{}",
        parse_err(bad_total)
    );
    let e = parse_err(&format!("{START} own=AAAAA/AAAAA"));
    assert!(e.contains("leaves B no space"), "{e}");
    let e = parse_err(&format!("{START} own=BBBBB/BBBBB"));
    assert!(e.contains("leaves A no space"), "{e}");
    // Shared spaces are sowable by both: this is allowed.
    assert!(Pos::parse(&format!("{START} own=SSSSS/SSSSS")).is_ok());
    let e = parse_err(&format!("{START} capA=0"));
    assert!(e.contains("capA given twice"), "{e}");
    let e = parse_err(&format!("{START} foo=1"));
    assert!(e.contains("unknown field \"foo\""), "{e}");
    for (missing, text) in [
        ("tomove", START.replace(" tomove=A", "")),
        (
            "QE",
            START.replace(" QE=10", " capX=10").replace(" capX=10", ""),
        ),
        ("A", START.replace("A=5,5,5,5,5 ", "")),
    ] {
        let e = parse_err(&text);
        assert!(e.contains(&format!("missing field {missing}")), "{e}");
    }
    for (field, text) in [
        ("QE", START.replace("QE=10", "QE=010")),
        ("A", START.replace("A=5,", "A=05,")),
        ("capA", START.replace("capA=0", "capA=00")),
    ] {
        let e = parse_err(&text);
        assert!(e.contains(field) && e.contains("leading zeros"), "{e}");
    }
    let e = parse_err(&format!("{START} moves=07"));
    assert!(e.contains("moves"), "{e}");
    for text in [
        START.replace(" QE", "  QE"),
        format!(" {START}"),
        format!("{START} "),
    ] {
        let e = parse_err(&text);
        assert!(e.contains("single spaces"), "{text:?}: {e}");
    }
    let e = parse_err(&START.replace(" QE", "\tQE"));
    assert!(e.contains("position:"), "{e}");
    for (text, words) in [
        ("", "empty"),
        (
            START.replace("tomove=A", "tomove=C").leak() as &str,
            "tomove must be A or B",
        ),
        (
            START.replace("A=5,5,5,5,5", "A=5,5,5,5").leak(),
            "A needs 5 counts",
        ),
        (START.replace("QE=10", "QE=71").leak(), "more than 70"),
        (START.replace("QE=10", "QE").leak(), "has no '='"),
        (
            format!("{START} own=AAAAA-BBBBB").leak(),
            "5 letters, '/', 5 letters",
        ),
        (format!("{START} own=AAAAA/BBBBX").leak(), "A, B or S"),
        (START.replace("capA=0", "capA=-1").leak(), "capA"),
        (START.replace("capA=0", "capA=99999999999").leak(), "capA"),
    ] {
        let e = parse_err(text);
        assert!(e.contains(words), "{text:?}: {e}");
    }
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
    for (t, words) in [
        ("", "must start with a space"),
        ("A", "must start with a space"),
        ("A6", "must start with a space"),
        ("C1", "must start with a space"),
        ("a1", "must start with a space"),
        ("QE", "must start with a space"),
        ("A1x", "a capture must name A1–B5, QW or QE"),
        ("A1xQ", "a capture needs a space"),
        ("A1xQX:1", "must name A1–B5, QW or QE"),
        ("A1xA2", "needs ':'"),
        ("A1xA2:", "count must be a number"),
        ("A1xA2:06", "count must be a number"),
        ("A1xA2:99999", "count must be a number"),
        ("A1+", "'+' must be followed by a number"),
        ("A1+5b", "'b' must be followed by a number"),
        ("A1+05", "'+' must be followed by a number"),
        ("A1ac", "unexpected \"c\""),
        ("A1 ", "unexpected"),
        ("A1xA2:6+5", "unexpected \"+5\""),
        ("A1é", "unexpected \"é\""),
        ("A1xé:1", "a capture"),
        ("A1xAé:1", "a capture"),
    ] {
        match parse_token(t) {
            Ok(tok) => panic!("{t:?} accepted as {tok:?}"),
            Err(e) => {
                let e = e.to_string();
                assert!(e.contains(words), "{t:?}: {e}");
                assert!(e.contains("is not an O An Quan move"), "{t:?}: {e}");
            }
        }
    }
}

#[test]
fn direction_is_required_under_choose_and_forbidden_otherwise() {
    let g = first("", "A");
    let e = g.parse_move("A1a").unwrap_err().to_string();
    assert!(e.contains("only written with direction=choose"), "{e}");
    let g = first("direction=choose", "A");
    let e = g.parse_move("A1").unwrap_err().to_string();
    assert!(e.contains("write the direction: A1a or A1c"), "{e}");
    assert_eq!(g.parse_move("A1c").unwrap().dir, Dir::Clock);
    // Clockwise moves are illegal without the option, whatever the source.
    let g = first("", "A");
    let e = g
        .check(Mv {
            space: 0,
            dir: Dir::Clock,
        })
        .unwrap_err()
        .to_string();
    assert!(e.contains("anticlockwise"), "{e}");
}

#[test]
fn annotations_that_do_not_match_are_rejected() {
    let g = first("", "A");
    let e = g.parse_move("A1+5").unwrap_err().to_string();
    assert!(e.contains("+5 does not match: no refill happens"), "{e}");
    let e = g.parse_move("A1xA2:5").unwrap_err().to_string();
    assert!(
        e.contains("xA2:5 does not match: the move captures xA2:6"),
        "{e}"
    );
    let e = g.parse_move("A1xA3:6").unwrap_err().to_string();
    assert!(e.contains("the move captures xA2:6"), "{e}");
    let e = g.parse_move("A1xA2:6xA4:6").unwrap_err().to_string();
    assert!(e.contains("does not match"), "{e}");
    // Same captures in another order.
    let g = setup(
        "",
        "A=0,2,0,3,1 QE=6 B=1,2,0,1,0 QW=5 capA=25 capB=24 tomove=B",
    );
    let e = g.parse_move("B2xA2:2xQW:5xA4:3").unwrap_err().to_string();
    assert!(e.contains("captures xQW:5xA2:2xA4:3"), "{e}");
    // A move that captures nothing, with a capture annotation.
    let g = setup(
        "",
        "A=2,0,1,0,0 QE=5 B=0,3,0,0,4 QW=6 capA=30 capB=19 tomove=A",
    );
    let e = g.parse_move("A1xA4:1").unwrap_err().to_string();
    assert!(e.contains("the move captures nothing"), "{e}");
    // Refill with the wrong amount borrowed (E9: +5b3).
    let g = setup(
        "",
        "A=4,3,0,6,2 QE=9 B=0,0,0,0,0 QW=14 capA=30 capB=2 tomove=B",
    );
    for t in ["B1+5", "B1+5b2", "B1+4b3"] {
        let e = g.parse_move(t).unwrap_err().to_string();
        assert!(e.contains("the refill is +5b3"), "{t}: {e}");
    }
    assert!(g.parse_move("B1+5b3").is_ok());
}

#[test]
fn illegal_moves_name_the_rule() {
    let g = setup(
        "",
        "A=2,0,1,0,0 QE=5 B=0,3,0,0,4 QW=6 capA=30 capB=19 tomove=A",
    );
    let e = g.parse_move("A2").unwrap_err().to_string();
    assert_eq!(e, "A2 is empty");
    let e = g.parse_move("B2").unwrap_err().to_string();
    assert_eq!(e, "B2 belongs to B: only B may choose it");
    for q in [5u8, 11] {
        let e = g
            .check(Mv {
                space: q,
                dir: Dir::Anti,
            })
            .unwrap_err()
            .to_string();
        assert!(e.contains("is a quan"), "{e}");
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
    let e = done.parse_move("A1").unwrap_err().to_string();
    assert_eq!(e, "the match is over");
}

#[test]
fn setup_tags_are_checked() {
    let o = Options::default();
    let e = OanQuan::setup(&o, &[("First".into(), "C".into())]).unwrap_err();
    assert!(e.to_string().contains("First must be A or B"), "{e}");
    let e = OanQuan::setup(&o, &[]).unwrap_err();
    assert!(e.to_string().contains("missing tag First"), "{e}");
    let e = OanQuan::setup(&o, &[("Setup".into(), "A=1".into())]).unwrap_err();
    assert!(e.to_string().contains("position:"), "{e}");
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
