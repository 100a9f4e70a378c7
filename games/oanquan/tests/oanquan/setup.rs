//! The typed setup (`Rules::read_setup`, `start`, `write_setup`): the tags
//! a match starts from, read once into [`Setup`] and written back as read.

use crate::common::{drawn_setups, round_trip_setup, setup_error, typed_setup};
use crate::oanquan_common::START;
use attic::core::prelude::*;
use attic::core::SetupKind;
use attic::games::oanquan::{OanQuan, Pos, Setup};

const SHUFFLED: &str =
    "A=1,2,0,1,1 QE=0 B=1,0,2,3,4 QW=7 capA=25 capB=23 oweB=1 own=AAAAA/ASBBB moves=3 tomove=B";

#[test]
fn first_reads_as_the_seat_that_starts() {
    assert_eq!(
        round_trip_setup::<OanQuan>("", &[("First", "A")]),
        Setup::First(0)
    );
    assert_eq!(
        round_trip_setup::<OanQuan>("", &[("First", "B")]),
        Setup::First(1)
    );
    let g = OanQuan::start(&Default::default(), &Setup::First(1));
    assert_eq!(g.position(), START.replace("tomove=A", "tomove=B"));
}

#[test]
fn a_setup_position_reads_as_the_position_and_wins_over_first() {
    let p = Pos::parse(SHUFFLED).unwrap();
    assert_eq!(
        round_trip_setup::<OanQuan>("", &[("Setup", SHUFFLED)]),
        Setup::Position(p)
    );
    // Read in any order, written canonical; First beside it is not read.
    let scrambled =
        "tomove=B moves=3 capB=23 own=AAAAA/ASBBB oweB=1 QW=7 B=1,0,2,3,4 capA=25 QE=0 A=1,2,0,1,1";
    let s = typed_setup::<OanQuan>("", &[("First", "A"), ("Setup", scrambled)]);
    assert_eq!(s, Setup::Position(p));
    assert_eq!(
        OanQuan::write_setup(&s),
        [("Setup".to_string(), SHUFFLED.to_string())]
    );
    assert_eq!(OanQuan::start(&Default::default(), &s).position(), SHUFFLED);
}

#[test]
fn bad_setup_tags_are_errors_of_their_kind() {
    let e = setup_error::<OanQuan>("", &[("First", "C")]);
    assert_eq!(e.kind(), SetupKind::Rule("setup.first"), "{e}");
    let e = setup_error::<OanQuan>("", &[]);
    assert_eq!(e.kind(), SetupKind::Rule("setup.missing-first"), "{e}");
    let e = setup_error::<OanQuan>("", &[("First", "A"), ("Setup", "A=1")]);
    assert_eq!(e.reason.key, "parse.position", "{e}");
    assert!(
        matches!(e.kind(), SetupKind::Rule(k) if k.starts_with("parse.position.")),
        "{e}"
    );
}

#[test]
fn drawn_setups_are_both_seats_and_read_back() {
    let drawn = drawn_setups::<OanQuan>("match=single-round", 40);
    assert!(drawn.contains(&Setup::First(0)));
    assert!(drawn.contains(&Setup::First(1)));
    assert!(drawn.iter().all(|s| matches!(s, Setup::First(0 | 1))));
}
