//! The typed setup (`Rules::read_setup`, `start`): Straat reads and writes
//! no setup tag; the options alone say how a game starts.

use crate::common::{drawn_setups, round_trip_setup, typed_setup};
use attic::core::prelude::*;
use attic::games::straat::{Split, Straat};

#[test]
fn the_setup_is_empty_and_the_options_give_the_start() {
    round_trip_setup::<Straat>("", &[]);
    // Tags it does not know are not read, so not written either.
    typed_setup::<Straat>("", &[("First", "B")]);
    assert!(Straat::write_setup(&()).is_empty());
    assert_eq!(drawn_setups::<Straat>("split=diagonal", 2), [(), ()]);
    let o = attic::core::Options::parse("split=diagonal", Straat::info().options).unwrap();
    let g = Straat::start(&o, &());
    assert_eq!(g, Straat::new(Split::Diagonal));
    assert_ne!(g, Straat::new(Split::Straight));
}
