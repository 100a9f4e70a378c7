//! The typed setup (`Rules::read_setup`, `start`, `write_setup`): the
//! board and start position a game's tags give, read once into [`Setup`].

use crate::chogo_common::START44;
use crate::common::{drawn_setups, round_trip_setup, setup_error, typed_setup};
use attic::core::prelude::*;
use attic::core::SetupKind;
use attic::games::chogo::{Board, Chogo, Setup, Variant};

#[test]
fn the_variant_reads_from_the_tag_or_the_option() {
    let std44 = Setup {
        variant: Variant::C44,
        position: None,
    };
    assert_eq!(round_trip_setup::<Chogo>("", &[]), std44);
    let c8 = Setup {
        variant: Variant::C8x8,
        position: None,
    };
    assert_eq!(
        round_trip_setup::<Chogo>("", &[("Variant", "chogo-8x8")]),
        c8
    );
    // The option alone gives the board, written back as the tag.
    let s = typed_setup::<Chogo>("variant=chogo-12x8", &[]);
    assert_eq!(s.variant, Variant::C12x8);
    assert_eq!(
        Chogo::write_setup(&s),
        [("Variant".to_string(), "chogo-12x8".to_string())]
    );
    // A handicap is the options': the setup is the standard start's.
    assert_eq!(typed_setup::<Chogo>("handicap=a5+h5", &[]), std44);
}

#[test]
fn a_position_tag_reads_as_its_board() {
    let s = round_trip_setup::<Chogo>("", &[("Position", START44)]);
    assert_eq!(s.variant, Variant::C44);
    assert_eq!(
        s.position,
        Some(Board::parse(START44, Variant::C44).unwrap())
    );
    assert_eq!(Chogo::start(&Default::default(), &s).position(), START44);
}

#[test]
fn bad_setups_are_errors_of_their_kind() {
    let kind = |opts: &str, tags: &[(&str, &str)]| setup_error::<Chogo>(opts, tags).kind();
    assert_eq!(
        kind("", &[("Variant", "chogo-9x9")]),
        SetupKind::Rule("setup.variant")
    );
    assert_eq!(
        kind("variant=chogo-8x8", &[("Variant", "chogo-12x8")]),
        SetupKind::Rule("setup.variant-option")
    );
    assert!(matches!(
        kind("handicap=z9", &[]),
        SetupKind::Rule(k) if k.starts_with("setup.handicap")
    ));
    assert_eq!(
        kind("handicap=a5+h5", &[("Position", START44)]),
        SetupKind::Rule("setup.position-handicap")
    );
}

#[test]
fn drawn_setups_are_the_options_board() {
    for (opts, v) in [
        ("", Variant::C44),
        ("variant=chogo-8x8", Variant::C8x8),
        ("variant=chogo-12x8", Variant::C12x8),
    ] {
        for s in drawn_setups::<Chogo>(opts, 3) {
            assert_eq!(
                s,
                Setup {
                    variant: v,
                    position: None
                },
                "{opts}"
            );
        }
    }
}
