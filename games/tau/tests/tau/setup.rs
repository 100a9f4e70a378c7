//! The typed setup (`Rules::read_setup`, `start`): Tau draws nothing; a
//! record's `Limit` and `Score` claims are read once into [`Setup`].

use crate::common::{drawn_setups, round_trip_setup, setup_error, typed_setup};
use attic::core::prelude::*;
use attic::core::SetupKind;
use attic::games::tau::{BigUint, Setup, Tau};

#[test]
fn no_tags_read_as_no_claims() {
    assert_eq!(
        round_trip_setup::<Tau>("rows=5,cols=8", &[]),
        Setup::default()
    );
    assert_eq!(drawn_setups::<Tau>("", 3), vec![Setup::default(); 3]);
}

#[test]
fn claims_read_as_numbers_and_are_not_written() {
    let s = typed_setup::<Tau>("rows=5,cols=8", &[("Limit", "143"), ("Score", "72")]);
    assert_eq!(
        s,
        Setup {
            limit: Some(BigUint::from_u64(143)),
            score: Some(BigUint::from_u64(72)),
        }
    );
    assert!(Tau::write_setup(&s).is_empty());
    let g = Tau::start(
        &attic::core::Options::parse("rows=5,cols=8", Tau::info().options).unwrap(),
        &s,
    );
    assert_eq!((g.rows, g.cols), (5, 8));
    assert_eq!(g.claims.0, Some(BigUint::from_u64(143)));
}

#[test]
fn a_claim_that_is_not_a_number_is_a_setup_error() {
    let e = setup_error::<Tau>("", &[("Limit", "12x")]);
    assert_eq!(e.kind(), SetupKind::Rule("setup.tag-number"), "{e}");
    let e = setup_error::<Tau>("", &[("Limit", "12"), ("Score", "")]);
    assert_eq!(e.kind(), SetupKind::Rule("setup.tag-number"), "{e}");
}
