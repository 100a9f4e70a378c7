//! The typed setups of the four games (`Rules::read_setup`, `start`,
//! `write_setup`): the tags a game starts from, read once into [`Laid`],
//! [`DominoSetup`] or [`CheckersSetup`] and written back as read.

use crate::common::{drawn_setups, round_trip_setup, setup_error, typed_setup};
use attic::core::prelude::*;
use attic::core::{Options, Rng, SetupKind};
use attic::games::turno::tiles::size;
use attic::games::turno::{hand_size, Checkers, CheckersSetup, Domino, DominoSetup, Loop, Lottery};

/// E7's board, as the site writes it.
const E7: &str = "5? 5? 3? 1? 4? 4?/6? 6? 4? 2? 6? 1?/1? 2? 4? 6? 6? 6?/4? 2? 3? 1? 5? 1?/2? 2? 3? 3? 3? 3?/5? 2? 2? 5? 1? 3?";

/// The value of tag `name` among `tags`.
fn value(tags: &[(String, String)], name: &str) -> String {
    tags.iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.clone())
        .unwrap_or_else(|| panic!("no {name} in {tags:?}"))
}

#[test]
fn drawn_setups_read_back_at_every_table() {
    for p in 2u8..=6 {
        let o = format!("players={p}");
        for s in drawn_setups::<Loop>(&o, 3)
            .into_iter()
            .chain(drawn_setups::<Lottery>(&o, 3))
        {
            assert_eq!(s.players, p);
            assert!(s.first < p, "{s:?}");
            assert!(!s.stated);
            assert!(s.tiles.iter().all(|t| t.down == 0), "{s:?}");
        }
        for s in drawn_setups::<Domino>(&o, 3) {
            let DominoSetup::Deal {
                players,
                first,
                hands,
                stated,
            } = s
            else {
                panic!("{s:?}")
            };
            assert_eq!((players, hands.len()), (p, p as usize));
            assert!(first < p && !stated);
            assert!(hands.iter().all(|h| size(h) == hand_size(p) as u32));
        }
    }
    for (o, corner) in [
        ("players=3", false),
        ("players=4,checkers-start=corner", true),
    ] {
        for s in drawn_setups::<Checkers>(o, 3) {
            assert_eq!(
                (s.corner, s.sides.is_none(), s.stated),
                (corner, true, false)
            );
        }
    }
}

#[test]
fn first_and_the_layout_read_as_typed_values() {
    let o = Options::parse("players=3", Loop::info().options).unwrap();
    let drawn = Loop::draw_setup(&o, &mut Rng::new(7));
    let track = value(&Loop::write_setup(&drawn), "Track");
    let s = round_trip_setup::<Loop>("players=3", &[("First", "3"), ("Track", &track)]);
    assert_eq!(
        (s.players, s.first, s.tiles, s.stated),
        (3, 2, drawn.tiles, false)
    );
    // A stated Termination is kept, and written with the result, not here.
    let t = typed_setup::<Loop>(
        "players=3",
        &[("First", "3"), ("Track", &track), ("Termination", "finish")],
    );
    assert!(t.stated);
    assert_eq!(Loop::write_setup(&t), Loop::write_setup(&s));

    let drawn = Lottery::draw_setup(&o, &mut Rng::new(8));
    let arms = value(&Lottery::write_setup(&drawn), "Arms");
    let s = round_trip_setup::<Lottery>("players=2", &[("First", "1"), ("Arms", &arms)]);
    assert_eq!((s.players, s.first, s.tiles), (2, 0, drawn.tiles));
}

#[test]
fn a_deal_and_a_board_with_sides_round_trip() {
    let o = Options::parse("players=4", Domino::info().options).unwrap();
    let drawn = Domino::draw_setup(&o, &mut Rng::new(3));
    let tags = Domino::write_setup(&drawn);
    let names: Vec<&str> = tags.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(names, ["First", "Deal", "Aside"]);
    let deal = value(&tags, "Deal");
    let aside = value(&tags, "Aside");
    let s = round_trip_setup::<Domino>(
        "players=4",
        &[("First", "2"), ("Deal", &deal), ("Aside", &aside)],
    );
    let DominoSetup::Deal {
        players,
        first,
        hands,
        ..
    } = &s
    else {
        panic!("{s:?}")
    };
    assert_eq!((*players, *first), (4, 1));
    assert_eq!(
        Some(hands),
        match &drawn {
            DominoSetup::Deal { hands, .. } => Some(hands),
            _ => None,
        }
    );

    let s = round_trip_setup::<Checkers>(
        "players=3",
        &[("First", "2"), ("Setup", E7), ("Sides", "1:S,2:N,3:W")],
    );
    assert_eq!((s.players, s.first, s.corner), (3, 1, false));
    assert_eq!(s.sides, Some(vec![(0, None), (1, None), (2, None)]));
    let c = round_trip_setup::<Checkers>(
        "players=3,checkers-start=corner",
        &[
            ("First", "2"),
            ("Setup", E7),
            ("Sides", "1:S@a1,2:N@f6,3:W@a6"),
        ],
    );
    assert_eq!(
        c.sides,
        Some(vec![(0, Some(0)), (1, Some(35)), (2, Some(30))])
    );
    let plain: CheckersSetup = round_trip_setup::<Checkers>("", &[("First", "1"), ("Setup", E7)]);
    assert_eq!((plain.players, plain.sides), (2, None));
}

#[test]
fn bad_setups_are_errors_of_their_kind() {
    let rule = |k: &'static str| SetupKind::Rule(k);
    let track = value(
        &Loop::write_setup(&Loop::draw_setup(&Options::default(), &mut Rng::new(1))),
        "Track",
    );
    let kind = |opts: &str, tags: &[(&str, &str)]| setup_error::<Loop>(opts, tags).kind();
    assert_eq!(
        kind("players=3", &[("First", "4"), ("Track", &track)]),
        rule("setup.first")
    );
    assert_eq!(
        kind("", &[("First", "01"), ("Track", &track)]),
        rule("setup.first")
    );
    assert_eq!(kind("", &[("Track", &track)]), rule("setup.missing"));
    assert_eq!(kind("", &[("First", "1")]), rule("setup.missing"));
    assert_eq!(
        kind("", &[("First", "1"), ("Track", "1? 2?")]),
        rule("setup.layout")
    );
    assert_eq!(
        kind(
            "",
            &[("First", "1"), ("Track", &track), ("Termination", "bored")]
        ),
        rule("setup.termination")
    );
    let e = setup_error::<Lottery>("", &[("First", "1"), ("Arms", &track)]);
    assert_eq!(e.kind(), rule("setup.layout"), "{e}");
    let e = setup_error::<Domino>("players=3", &[("First", "1"), ("Deal", "1:11;2:22")]);
    assert!(
        matches!(e.kind(), SetupKind::Rule(k) if k.starts_with("setup.deal")),
        "{e}"
    );
    let e = setup_error::<Domino>("", &[("Setup", "nonsense")]);
    assert_eq!(e.kind(), rule("setup.position"), "{e}");
    let e = setup_error::<Checkers>(
        "players=3",
        &[("First", "2"), ("Setup", E7), ("Sides", "1:S,2:S,3:W")],
    );
    assert_eq!(e.reason.key, "setup.sides-rule", "{e}");
    assert_eq!(e.kind(), rule("illegal.side-taken"), "{e}");
    let e = setup_error::<Checkers>(
        "players=3",
        &[("First", "2"), ("Setup", E7), ("Sides", "1:S,2:N,3:X")],
    );
    assert_eq!(e.kind(), rule("setup.sides"), "{e}");
}
