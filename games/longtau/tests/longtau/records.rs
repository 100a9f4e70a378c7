//! Long Tau records (§9) and position strings (§2.7): example E13, the
//! reader's rules (optional and required annotations, the missing `end`,
//! `First` with `Setup`), the writer's layout and tag order, and round
//! trips of whole games.

use crate::longtau_common;

use crate::common::{arg, assert_reason, assert_refusal, rule};
use attic::core::msg::Arg;
use attic::core::prelude::*;
use attic::core::{
    link, MoveKind, ParseKind, RecordError, RecordKind, Rng, Session, SetupKind, Turn,
};
use attic::games::longtau::{canonical_record, LongTau};
use longtau_common::*;

const E13A: &str =
    "[Game \"longtau\"]\n[First \"N\"]\n[Result \"*\"]\n\n1. f8-f6 g5-g7\n2. f6-a6 f5-f8\n";

const E13B: &str = "[Game \"longtau\"]\n[Setup \"N=a5,d12,e12,f10,h12,l8 S=e1,f6,f7,g6,l7 tomove=S\"]\n[Result \"S\"]\n\n1. l7-g7* f10-f8\n2. f6-a6Xa5d12h12l8 e12-e2\n3. a6-f6* f8-l8\n4. endXe2l8\n";

const E13B_AREAS: &str = "[Game \"longtau\"]\n[Options \"lines=areas\"]\n[Setup \"N=a5,d12,e12,f10,h12,l8 S=e1,f6,f7,g6,l7 tomove=S\"]\n[Result \"S\"]\n\n1. l7-g7* f10-f8\n2. f6-a6Xa5d12h12l8 e12-e9\n3. a6-f6* f8-g8\n4. endXe9g8\n";

const E13C: &str = "[Game \"longtau\"]\n[Options \"players=4\"]\n[Setup \"N=f12,h9,k8 E=k9 S=e1,l4 W=a4,l9 tomove=E\"]\n[Result \"NS\"]\n\n1. pass l4-l8 a4-a9 endxk9l9\n";

#[test]
fn e13_records_round_trip_byte_for_byte() {
    for rec in [E13A, E13B, E13B_AREAS, E13C] {
        let s = session(rec);
        assert_eq!(s.to_record(), rec);
        assert_eq!(canonical_record(rec).unwrap(), rec);
    }
    assert_eq!(
        session(E13A).current().position(),
        "N=a6,d11,d12,e9,e10,e11,e12,f9,f10,f11,f12,g8,g9,g10,g11,g12,h9,h10,h11,h12,i11,i12 S=d1,d2,e1,e2,e3,e4,f1,f2,f3,f4,f8,g1,g2,g3,g4,g7,h1,h2,h3,h4,i1,i2 tomove=N quiet=4"
    );
    // Player names (§9.2) after First or Setup, in N S E W order.
    let named = E13C.replace(
        "[Result",
        "[North \"Ann\"]\n[South \"Bo\"]\n[East \"Cy\"]\n[West \"Di\"]\n[Result",
    );
    assert_eq!(session(&named).to_record(), named);
    assert_eq!(canonical_record(&named).unwrap(), named);
    // Without the Options tag the areas record is illegal at e12-e9.
    let e = record_error(&E13B_AREAS.replace("[Options \"lines=areas\"]\n", ""));
    let at = (4, Some(2), "seat.N", "e12-e9");
    assert_move_error(&e, at, rule("illegal.slide"), &[("stop", "e2")]);
}

#[test]
fn e13_checks_on_the_chair_list() {
    let with = |x: &str| E13B.replace("Xa5d12h12l8", x);
    // Another valid choice, but then e12-e2 does not fit.
    let e = record_error(&with("Xa5d12e12l8"));
    let at = (4, Some(2), "seat.N", "e12-e2");
    assert_move_error(&e, at, rule("illegal.not-yours"), &[("cell", "e12")]);
    // d12 must be removed.
    let e = record_error(&with("Xa5e12h12l8"));
    let at = (3, Some(2), "seat.S", "f6-a6Xa5e12h12l8");
    assert_move_error(&e, at, rule("illegal.chair-must"), &[("cell", "d12")]);
    // Only 4 pawns may be removed.
    let e = record_error(&with("Xa5d12f8h12l8"));
    let at = (3, Some(2), "seat.S", "f6-a6Xa5d12f8h12l8");
    let count = rule("illegal.chair-count");
    assert_move_error(&e, at, count, &[("n", "4"), ("written", "5")]);
    // The tie needs the player's choice.
    let e = record_error(&with(""));
    let at = (3, Some(2), "seat.S", "f6-a6");
    assert_move_error(&e, at, rule("illegal.chair-choose"), &[]);
    // A valid list in another order, with a cell written twice.
    let s = session(&with("Xl8h12d12a5a5"));
    assert_eq!(s.to_record(), E13B);
    // Xe2l8 and every x list may be left out, and so may the final end.
    for short in [
        E13B.replace("endXe2l8", "end"),
        E13B.replace("4. endXe2l8\n", ""),
    ] {
        assert_eq!(session(&short).current().result_tag(), "S");
    }
    // §9.3: the reader supplies the missing end, and the writer writes it.
    let s = session(&E13B.replace("4. endXe2l8\n", ""));
    assert_eq!(
        s.current().turn(),
        Turn::Over,
        "the reader supplied the end"
    );
    assert_eq!(s.to_record(), E13B);
    // A wrong X list on the last token is an error.
    let e = record_error(&E13B.replace("endXe2l8", "endXe2"));
    let at = (7, Some(4), "seat.S", "endXe2");
    let chair = rule("illegal.chair");
    assert_move_error(&e, at, chair, &[("written", "e2"), ("engine", "e2l8")]);
}

#[test]
fn reader_checks_annotations_as_sets() {
    let setup = "[Game \"longtau\"]\n[Setup \"N=c6,c7,g12 S=a8,b6,b7,c5,d6,d7,d8,e1 tomove=S\"]\n";
    let rec = |body: &str, result: &str| format!("{setup}[Result \"{result}\"]\n\n{body}\n");
    let canonical = rec("1. a8-c8 g12-i12\n2. e1-e12xc6c7", "*");
    for body in [
        "a8-c8 g12-i12 e1-e12xc6c7",
        "a8-c8 g12-i12 e1-e12xc7c6",
        "a8-c8 g12-i12 e1-e12xc6c7c6",
        "a8-c8 g12-i12 e1-e12",
    ] {
        assert_eq!(session(&rec(body, "*")).to_record(), canonical, "{body}");
    }
    let e = record_error(&rec("a8-c8 g12-i12 e1-e12xc6", "*"));
    let at = (3, None, "seat.S", "e1-e12xc6");
    let sieges = rule("illegal.sieges");
    assert_move_error(&e, at, sieges, &[("written", "c6"), ("engine", "c6c7")]);
    let e = record_error(&rec("a8-c8xc6 g12-i12", "*"));
    let at = (1, None, "seat.S", "a8-c8xc6");
    assert_move_error(&e, at, rule("illegal.sieges-none"), &[("written", "c6")]);
    let e = record_error(&rec("a8-c8Xc6 g12-i12", "*"));
    let at = (1, None, "seat.S", "a8-c8Xc6");
    assert_move_error(&e, at, rule("illegal.chair-none"), &[("written", "c6")]);
    // `*` is optional, but when present it must be correct.
    let e = record_error(&rec("a8-c8*", "*"));
    let at = (1, None, "seat.S", "a8-c8*");
    assert_move_error(&e, at, rule("illegal.star"), &[("side", "seat.S")]);
    let e = record_error(&E13B.replace("l7-g7*", "l7-g7**"));
    let at = (1, Some(1), "seat.S", "l7-g7**");
    let unexpected = MoveKind::Parse(ParseKind::Rule("parse.unexpected"));
    assert_move_error(&e, at, unexpected, &[("rest", "*")]);
    assert_eq!(
        session(&E13B.replace("l7-g7*", "l7-g7").replace("a6-f6*", "a6-f6")).to_record(),
        E13B
    );
    // Bad syntax.
    for bad in [
        "f8f6",
        "f8-e5",
        "f8-f6x",
        "f8-f6Xa5x",
        "pass*",
        "f8-f13",
        "z1-z2",
        "f08-f6",
    ] {
        let g = start("", "N");
        let e = refused(&g, bad);
        assert!(matches!(e.kind(), MoveKind::Parse(_)), "{bad}: {e}");
        assert_eq!(e.msg().key, "parse.token", "{bad}: {e}");
        assert_eq!(
            e.msg().arg("token"),
            Some(&Arg::Text(bad.into())),
            "{bad}: {e}"
        );
    }
    // Illegal actions name the rule.
    let g = start("", "N");
    let slide = rule("illegal.slide");
    assert_refusal(&refused(&g, "f8-f7"), slide, &[("stop", "f6")]);
    assert_refusal(&refused(&g, "f8-g6"), rule("illegal.line"), &[]);
    let not_yours = rule("illegal.not-yours");
    assert_refusal(
        &refused(&g, "f5-f7"),
        not_yours,
        &[("cell", "f5"), ("seat", "seat.N")],
    );
    let blocked = rule("illegal.blocked");
    assert_refusal(&refused(&g, "f9-f7"), blocked, &[("next", "f8")]);
    assert_refusal(&refused(&g, "d12-d11"), blocked, &[("next", "d11")]);
    assert_refusal(&refused(&g, "pass"), rule("illegal.pass"), &[]);
    assert_refusal(&refused(&g, "end"), rule("illegal.no-end"), &[]);
    let over = pos("N=a9,f12 S=l4 tomove=N quiet=200");
    assert_refusal(&refused(&over, "a9-a4"), rule("illegal.must-end"), &[]);
}

#[test]
fn the_missing_end_is_supplied_only_without_a_choice() {
    // E11: the record may stop after the pass; Result N, not *.
    let e11 =
        "[Game \"longtau\"]\n[Setup \"N=a8,b9,f12 S=a9 tomove=S\"]\n[Result \"N\"]\n\n1. pass\n";
    assert_eq!(session(e11).current().result_tag(), "N");
    let e = record_error(&e11.replace("[Result \"N\"]", "[Result \"*\"]"));
    let result = RecordError::Result {
        tag: "*".into(),
        engine: "N".into(),
    };
    assert_eq!(e, result);
    // Four players, pawns=own: S's chair right ties 5 pawns at 146; the
    // choice decides whether E (l4) is emptied, so the game is unfinished.
    let p = "N=f12 E=l4 S=g1 W=a4,a9,c6,d1,d12 tomove=S rights=S";
    let g = pos_with("players=4", p);
    assert_eq!((g.pre.k, g.pre.tie), (4, cells("a4 a9 d1 d12 l4")));
    assert!(g.outcome().is_none());
    let ends: Vec<String> = tokens(&g)
        .into_iter()
        .filter(|t| t.starts_with("end"))
        .collect();
    assert_eq!(
        ends,
        [
            "endXa4a9d1l4",
            "endXa4a9d12l4",
            "endXa4d1d12l4",
            "endXa9d1d12l4"
        ]
    );
    assert!(tokens(&g).iter().any(|t| t.ends_with("Xa4a9d1d12")));
    let head = format!("[Game \"longtau\"]\n[Options \"players=4\"]\n[Setup \"{p}\"]\n");
    let open = format!("{head}[Result \"*\"]\n\n");
    assert!(session(&open).current().outcome().is_none());
    let e = record_error(&format!("{head}[Result \"NS\"]\n\n"));
    assert!(
        matches!(&e, RecordError::Result { tag, .. } if tag == "NS"),
        "{e}"
    );
    let e = record_error(&format!("{head}[Result \"NS\"]\n\n1. end\n"));
    let at = (1, Some(1), "seat.S", "end");
    assert_move_error(&e, at, rule("illegal.chair-choose"), &[]);
    let done = format!("{head}[Result \"NS\"]\n\n1. endXa4a9d1l4\n");
    assert_eq!(session(&done).to_record(), done);
    // The same with pawns=shared: W keeps pawns, so no end, no choice of it.
    let g = pos_with("players=4,pawns=shared", p);
    assert!(tokens(&g).iter().all(|t| !t.starts_with("end")));
}

#[test]
fn first_and_setup_tags() {
    let setup = "N=a8,b9,f12 S=a9 tomove=S";
    let rec = |tags: &str| format!("[Game \"longtau\"]\n{tags}[Result \"*\"]\n\n");
    // First with Setup: only when it names the seat to move.
    let ok = rec(&format!("[First \"S\"]\n[Setup \"{setup}\"]\n"));
    assert!(Session::from_record(&attic::games::REGISTRY, &ok).is_ok());
    assert_eq!(
        canonical_record(&ok).unwrap(),
        rec(&format!("[Setup \"{setup}\"]\n"))
    );
    let e = record_error(&rec(&format!("[First \"N\"]\n[Setup \"{setup}\"]\n")));
    assert_eq!(
        e.kind(),
        RecordKind::Setup(SetupKind::Rule("setup.first-setup"))
    );
    let RecordError::Setup(s) = &e else {
        panic!("{e}")
    };
    assert_reason(
        &s.reason,
        "setup.first-setup",
        &[("first", "seat.N"), ("tomove", "seat.S")],
    );
    // First is required without Setup, and must be a seat.
    let e = record_error(&rec(""));
    assert_eq!(
        e.kind(),
        RecordKind::Setup(SetupKind::Rule("setup.missing-first"))
    );
    let e = record_error(&rec("[First \"E\"]\n"));
    assert_eq!(e.kind(), RecordKind::Setup(SetupKind::Rule("setup.first")));
    assert!(
        matches!(&e, RecordError::Setup(s) if arg(&s.reason, "value") == "E" && arg(&s.reason, "seats") == "N, S"),
        "{e}"
    );
    assert!(Session::from_record(
        &attic::games::REGISTRY,
        &rec("[Options \"players=4\"]\n[First \"W\"]\n")
    )
    .is_ok());
    // A tag given twice.
    let e = record_error(&rec("[First \"N\"]\n[First \"N\"]\n"));
    assert_eq!(e.kind(), RecordKind::TagTwice, "{e}");
    // Tag order of §9.3, unknown tags kept; pawns=shared dropped with 2 players.
    let messy = "[Result \"*\"]\n[Event \"club\"]\n[West \"w\"]\n[North \"n\"]\n[Options \"pawns=shared,players=4\"]\n[First \"E\"]\n[Game \"longtau\"]\n\n1. k4-e4\n";
    assert_eq!(
        canonical_record(messy).unwrap(),
        "[Game \"longtau\"]\n[Options \"players=4,pawns=shared\"]\n[First \"E\"]\n[North \"n\"]\n[West \"w\"]\n[Event \"club\"]\n[Result \"*\"]\n\n1. k4-e4\n"
    );
    let two = "[Game \"longtau\"]\n[Options \"pawns=shared,no-removal-limit=200\"]\n[First \"N\"]\n[Result \"*\"]\n\n1. f8-f6\n";
    assert_eq!(
        canonical_record(two).unwrap(),
        "[Game \"longtau\"]\n[First \"N\"]\n[Result \"*\"]\n\n1. f8-f6\n"
    );
}

#[test]
fn position_strings_of_section_2_7() {
    // Fields in any order, cells in any order: read, then written canonically.
    let g = pos_with(
        "players=4",
        "quiet=7 rights=S,N tomove=W W=b4,a9 S=e1 E=l9 N=f12,d12",
    );
    assert_eq!(
        g.position(),
        "N=d12,f12 E=l9 S=e1 W=a9,b4 tomove=W rights=N,S quiet=7"
    );
    // A seat with no pawns, only with four players and pawns=shared.
    let shared = "N=f12 E= S=e1 W=a9 tomove=E";
    assert_eq!(
        pos_with("players=4,pawns=shared", shared).position(),
        shared
    );
    let bad = |opts: &str, text: &str| -> String {
        match LongTau::from_position(&options(opts), text).unwrap() {
            Ok(g) => panic!("{text} reads as {}", g.position()),
            Err(e) => e.to_string(),
        }
    };
    assert!(bad("players=4", shared).contains("E has no pawns"));
    assert!(bad("players=4,pawns=shared", "N= E=l9 S= W=a9 tomove=E").contains("no pawns"));
    assert!(bad("", "N= S=e1 tomove=S").contains("N has no pawns"));
    assert!(bad("", "N=e5 S=e1 tomove=S").contains("\"e5\" is not a cell"));
    assert!(bad("", "N=m1 S=e1 tomove=S").contains("not a cell"));
    assert!(bad("", "N=f12 S=f12 tomove=S").contains("f12 is listed twice"));
    assert!(bad("", "N=f12,f12 S=e1 tomove=S").contains("listed twice"));
    assert!(bad("players=4", &START4.replace("N=d11", "N=f8,d11")).contains("more than the 12"));
    assert!(bad("", "N=f12 S=e1 E=l9 tomove=S").contains("unknown field"));
    assert!(bad("", "N=f12 S=e1").contains("tomove is missing"));
    assert!(bad("", "N=f12 tomove=N").contains("S is missing"));
    assert!(bad("", "N=f12 S=e1 tomove=E").contains("not a seat"));
    assert!(bad("", "N=f12 S=e1 tomove=N rights=N,N").contains("listed twice"));
    assert!(bad("", "N=f12 S=e1 tomove=N quiet=-1").contains("whole number"));
    assert!(bad("", "N=f12 S=e1 tomove=N quiet=01").contains("whole number"));
    assert!(bad("", "N=f12 S=e1 tomove=N tomove=N").contains("given twice"));
    assert!(bad("", "N=f12 S=e1 tomove=N garbage").contains("unknown field"));
    // The standard starts are the position strings of E1 and E10.
    assert_eq!(pos(START2).position(), START2);
    assert_eq!(pos_with("players=4", START4).position(), START4);
    // Setup tags: the canonical position string.
    let g = LongTau::setup(
        &options(""),
        &[("Setup".into(), "tomove=S S=e1 N=f12".into())],
    )
    .unwrap();
    assert_eq!(
        g.setup_tags(),
        [("Setup".to_string(), "N=f12 S=e1 tomove=S".to_string())]
    );
    assert_eq!(
        start("players=4", "W").setup_tags(),
        [("First".to_string(), "W".to_string())]
    );
}

/// Random games (seeded) under every option, written and read back: the
/// same bytes, the same position, and links that replay.
#[test]
fn random_games_round_trip() {
    for opts in [
        "",
        "lines=areas",
        "players=4",
        "players=4,pawns=shared",
        "players=4,lines=areas,no-removal-limit=30",
        "no-removal-limit=20",
        "no-removal-limit=20,limit-result=pawns",
        "players=4,no-removal-limit=30,limit-result=pawns",
    ] {
        for seed in 0..4u64 {
            let mut rng = Rng::new(seed * 7 + 1);
            let mut s = Session::new(&attic::games::REGISTRY, "longtau", opts, &mut rng)
                .expect("a new game");
            while s.current().turn() != Turn::Over && s.len() < 400 {
                let legal = s.current().legal_tokens();
                let tok = legal[rng.below(legal.len())].clone();
                s.play(&tok).expect("a legal token plays");
            }
            let rec = s.to_record();
            let back = session(&rec);
            assert_eq!(back.to_record(), rec, "{opts} {seed}");
            assert_eq!(back.current().position(), s.current().position());
            assert_eq!(canonical_record(&rec).unwrap(), rec);
            let l = link::encode(&s).unwrap();
            let opened = link::decode(&attic::games::REGISTRY, &l).expect("the link opens");
            assert_eq!(opened.tokens(), s.tokens());
        }
    }
}

#[test]
fn writer_orders_tags_as_section_9_3_says() {
    // Tags met in any order come out as §9.3 lists them: Game, Options,
    // First or Setup, the seat names in N S E W order, other tags in the
    // order met, Result last.
    let shuffled = "[Game \"longtau\"]\n[West \"Di\"]\n[Options \"players=4\"]\n[Foo \"x\"]\n[North \"Ann\"]\n[Setup \"N=f12,h9,k8 E=k9 S=e1,l4 W=a4,l9 tomove=E\"]\n[Result \"NS\"]\n\n1. pass l4-l8 a4-a9 endxk9l9\n";
    let canonical = "[Game \"longtau\"]\n[Options \"players=4\"]\n[Setup \"N=f12,h9,k8 E=k9 S=e1,l4 W=a4,l9 tomove=E\"]\n[North \"Ann\"]\n[West \"Di\"]\n[Foo \"x\"]\n[Result \"NS\"]\n\n1. pass l4-l8 a4-a9 endxk9l9\n";
    assert_eq!(session(shuffled).to_record(), canonical);
    assert_eq!(canonical_record(shuffled).unwrap(), canonical);
    // `pawns=shared` with two players is accepted and left out.
    let shared = E13A.replace("[First", "[Options \"players=2,pawns=shared\"]\n[First");
    assert_eq!(session(&shared).to_record(), E13A);
    assert_eq!(canonical_record(&shared).unwrap(), E13A);
}

#[test]
fn limit_result_is_accepted_and_left_out_with_no_removal_limit_0() {
    // §8: with no-removal-limit=0 the option is ignored: read, not written.
    let rec = |opts: &str| E13A.replace("[First", &format!("[Options \"{opts}\"]\n[First"));
    let off = rec("no-removal-limit=0");
    for opts in [
        "no-removal-limit=0,limit-result=pawns",
        "limit-result=pawns,no-removal-limit=0",
        "no-removal-limit=0,limit-result=draw",
    ] {
        assert_eq!(session(&rec(opts)).to_record(), off, "{opts}");
        assert_eq!(canonical_record(&rec(opts)).unwrap(), off, "{opts}");
    }
    // With pawns=shared ignored too (two players), and four players.
    assert_eq!(
        session(&rec("pawns=shared,no-removal-limit=0,limit-result=pawns")).to_record(),
        off
    );
    let four = E13C.replace(
        "players=4",
        "players=4,no-removal-limit=0,limit-result=pawns",
    );
    assert_eq!(
        session(&four).to_record(),
        E13C.replace("players=4", "players=4,no-removal-limit=0")
    );
    // The game it gives plays as with no-removal-limit=0 alone.
    let g = pos_with(
        "no-removal-limit=0,limit-result=pawns",
        "N=a9,f12 S=l4 tomove=N quiet=200",
    );
    assert!(g.end().is_none());
    assert!(!g.opts.limit_pawns);
    // With a limit it is kept; its default, draw, is left out as every
    // default is.
    let pawns = rec("limit-result=pawns");
    assert_eq!(session(&pawns).to_record(), pawns);
    assert_eq!(canonical_record(&pawns).unwrap(), pawns);
    assert_eq!(session(&rec("limit-result=draw")).to_record(), E13A);
    // An unknown value is refused.
    let e = record_error(&rec("limit-result=more"));
    assert_eq!(
        e.kind(),
        RecordKind::Setup(SetupKind::OptionNotAllowed),
        "{e}"
    );
    assert!(
        matches!(&e, RecordError::Setup(s) if arg(&s.reason, "key") == "limit-result"),
        "{e}"
    );
}

#[test]
fn a_limit_ending_with_limit_result_pawns_round_trips() {
    // A short limit and a played-out game: North ends ahead and wins.
    let rec = "[Game \"longtau\"]\n[Options \"no-removal-limit=2,limit-result=pawns\"]\n[Setup \"N=a9,f12 S=l4 tomove=N\"]\n[Result \"N\"]\n\n1. a9-a4 l4-l9\n2. end\n";
    let s = session(rec);
    assert_eq!(s.to_record(), rec);
    assert_eq!(canonical_record(rec).unwrap(), rec);
    assert_eq!(s.current().turn(), Turn::Over);
    // Saved before the forced end: the writer gives the result, N.
    let mut cut = session(rec);
    cut.truncate(cut.len() - 1);
    let saved = cut.to_record();
    assert!(saved.contains("[Result \"N\"]"), "{saved}");
    assert_eq!(session(&saved).to_record(), rec);
    // The same game under the default is a draw, and says so.
    let draw = rec
        .replace(",limit-result=pawns", "")
        .replace("[Result \"N\"]", "[Result \"draw\"]");
    assert_eq!(session(&draw).to_record(), draw);
    let l = link::encode(&s).unwrap();
    let opened = link::decode(&attic::games::REGISTRY, &l).expect("the link opens");
    assert_eq!(opened.to_record(), rec);
}

#[test]
fn a_game_saved_just_before_its_forced_end_reads_back() {
    // The app pauses before automatic plies, so a save can stop right
    // before the final `end`. The writer then gives the result that the
    // reader's supplied `end` leads to, never `*`, which it would refuse.
    let mut s = session(E13B);
    s.truncate(s.len() - 1);
    assert_ne!(s.current().turn(), Turn::Over);
    let rec = s.to_record();
    assert!(rec.contains("[Result \"S\"]"), "{rec}");
    assert_eq!(session(&rec).to_record(), E13B);
    // E11: stopped after the pass, before the forced end.
    let e11 =
        "[Game \"longtau\"]\n[Setup \"N=a8,b9,f12 S=a9 tomove=S\"]\n[Result \"N\"]\n\n1. pass\n";
    let mut s = session(e11);
    let full = s.to_record();
    while s.current().turn() == Turn::Over {
        s.truncate(s.len() - 1);
    }
    assert_eq!(session(&s.to_record()).to_record(), full);
}
