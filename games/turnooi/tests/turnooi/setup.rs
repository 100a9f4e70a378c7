//! The typed setup (`Rules::read_setup`, `start`, `write_setup`): the
//! layout and the side to move a record gives, read once into [`Setup`].

use crate::common::{drawn_setups, round_trip_setup, setup_error, typed_setup};
use attic::core::prelude::*;
use attic::core::SetupKind;
use attic::games::turnooi::{Board, Setup, Turnooi, NORTH, SOUTH};

/// The side with more visible 6s, if one has more.
fn by_sixes(s: &Setup) -> Option<u8> {
    let g = Turnooi::start(&Default::default(), s);
    let [south, north] = g.sixes();
    (south != north).then_some(if south > north { SOUTH } else { NORTH })
}

fn tags_of(s: &Setup) -> Vec<(String, String)> {
    Turnooi::write_setup(s)
}

#[test]
fn drawn_layouts_read_back_with_the_side_to_move() {
    let drawn = drawn_setups::<Turnooi>("", 60);
    let (mut tie, mut more) = (false, false);
    for s in &drawn {
        assert_eq!(s.board, Board::B6x8);
        let tags = tags_of(s);
        match by_sixes(s) {
            // The side with more 6s starts; no First is written.
            Some(side) => {
                more = true;
                assert_eq!(s.to_move, side);
                assert_eq!(tags.len(), 1, "{tags:?}");
            }
            // A tie: the drawn side is the First tag.
            None => {
                tie = true;
                let first = if s.to_move == SOUTH { "south" } else { "north" };
                assert_eq!(tags[1], ("First".to_string(), first.to_string()));
            }
        }
    }
    assert!(tie && more);
    for s in drawn_setups::<Turnooi>("board=9x6", 5) {
        assert_eq!(s.board, Board::B9x6);
    }
}

#[test]
fn setup_tags_round_trip_and_start_where_they_say() {
    for s in drawn_setups::<Turnooi>("", 20) {
        let tags = tags_of(&s);
        let refs: Vec<(&str, &str)> = tags.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        assert_eq!(round_trip_setup::<Turnooi>("", &refs), s);
        let g = Turnooi::start(&Default::default(), &s);
        assert_eq!((g.to_move, g.is_start()), (s.to_move, true));
    }
}

#[test]
fn bad_setups_are_errors_of_their_kind() {
    let s = drawn_setups::<Turnooi>("", 20)
        .into_iter()
        .find(|s| by_sixes(s).is_some())
        .unwrap();
    let board = tags_of(&s)[0].1.clone();
    let kind = |tags: &[(&str, &str)]| setup_error::<Turnooi>("", tags).kind();
    assert_eq!(kind(&[]), SetupKind::Rule("setup.missing"));
    assert_eq!(
        kind(&[("Setup", &board), ("ToMove", "south")]),
        SetupKind::Rule("setup.tomove-start")
    );
    let wrong = if s.to_move == SOUTH { "north" } else { "south" };
    assert_eq!(
        kind(&[("Setup", &board), ("First", wrong)]),
        SetupKind::Rule("setup.first-sixes")
    );
    assert_eq!(
        kind(&[("Setup", &board), ("First", "east")]),
        SetupKind::Rule("setup.side-word")
    );
    // First naming the side the 6s name is accepted, and not written.
    let right = if s.to_move == SOUTH { "south" } else { "north" };
    assert_eq!(
        typed_setup::<Turnooi>("", &[("Setup", &board), ("First", right)]),
        s
    );
}
