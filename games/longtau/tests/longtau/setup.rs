//! The typed setup (`Rules::read_setup`, `start`, `write_setup`): `First`
//! or a `Setup` position, read once into [`Setup`] and written as read.

use crate::common::{drawn_setups, round_trip_setup, setup_error, typed_setup};
use attic::core::prelude::*;
use attic::core::SetupKind;
use attic::games::longtau::{LongTau, Placement, Setup};

#[test]
fn first_reads_as_the_seat_at_its_table() {
    assert_eq!(
        round_trip_setup::<LongTau>("", &[("First", "S")]),
        Setup::First {
            players: 2,
            seat: 1
        }
    );
    assert_eq!(
        round_trip_setup::<LongTau>("players=4", &[("First", "W")]),
        Setup::First {
            players: 4,
            seat: 3
        }
    );
    assert_eq!(
        round_trip_setup::<LongTau>("players=4", &[("First", "E")]),
        Setup::First {
            players: 4,
            seat: 1
        }
    );
}

#[test]
fn a_setup_position_reads_as_its_placement() {
    let s = typed_setup::<LongTau>("", &[("Setup", "tomove=S S=e1 N=f12")]);
    let Setup::Position(p) = s else {
        panic!("{s:?}")
    };
    assert_eq!(
        (p.players, p.to_move, p.rights, p.quiet),
        (2, 1, 0, 0),
        "{p:?}"
    );
    assert_eq!(p.pawns[0].count_ones() + p.pawns[1].count_ones(), 2);
    // Written canonical; First beside it must name the seat to move.
    assert_eq!(
        LongTau::write_setup(&s),
        [("Setup".to_string(), "N=f12 S=e1 tomove=S".to_string())]
    );
    let both = typed_setup::<LongTau>("", &[("First", "S"), ("Setup", "N=f12 S=e1 tomove=S")]);
    assert_eq!(both, s);
    let g = LongTau::start(&Default::default(), &s);
    assert_eq!(Placement::of(&g), p);
    let q = round_trip_setup::<LongTau>(
        "players=4",
        &[("Setup", "N=f12 E=a9 S=e1 W=l8 tomove=E rights=N,S quiet=7")],
    );
    assert!(
        matches!(q, Setup::Position(p) if p.players == 4 && p.to_move == 1 && p.rights == 0b101 && p.quiet == 7),
        "{q:?}"
    );
}

#[test]
fn bad_setups_are_errors_of_their_kind() {
    let kind = |opts: &str, tags: &[(&str, &str)]| setup_error::<LongTau>(opts, tags).kind();
    assert_eq!(kind("", &[("First", "E")]), SetupKind::Rule("setup.first"));
    assert_eq!(kind("", &[]), SetupKind::Rule("setup.missing-first"));
    assert_eq!(
        kind("", &[("First", "N"), ("Setup", "N=f12 S=e1 tomove=S")]),
        SetupKind::Rule("setup.first-setup")
    );
    assert!(matches!(
        kind("", &[("Setup", "N=f12 S=e1")]),
        SetupKind::Rule(k) if k.starts_with("position.")
    ));
}

#[test]
fn drawn_setups_are_every_seat_of_the_table() {
    for (opts, players) in [("", 2u8), ("players=4", 4)] {
        let drawn = drawn_setups::<LongTau>(opts, 60);
        for seat in 0..players {
            assert!(
                drawn.contains(&Setup::First { players, seat }),
                "{opts}: seat {seat}"
            );
        }
        assert!(drawn.iter().all(
            |s| matches!(s, Setup::First { players: p, seat } if *p == players && *seat < players)
        ));
    }
}
