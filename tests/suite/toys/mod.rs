//! Toy games that use what no registry game uses yet: four seats in two
//! partnerships (pile), dice and turns of several plies (race), faces
//! drawn from their exact distribution when revealed (faces), and private
//! hands on a local-only game with shared wins (hands). The platform's
//! tests and the conformance suite run on them through their own registry.
#![allow(dead_code)]

pub mod faces;
pub mod hands;
pub mod pile;
pub mod race;

use attic::core::registry::{GameEntry, List};

pub static PILE: GameEntry = GameEntry::of::<pile::Pile>(attic::ai::search::<pile::Pile>);
pub static RACE: GameEntry = GameEntry::of::<race::Race>(attic::ai::search::<race::Race>);
pub static FACES: GameEntry = GameEntry::of::<faces::Faces>(attic::ai::search::<faces::Faces>);
pub static HANDS: GameEntry = GameEntry::of::<hands::Hands>(attic::ai::search::<hands::Hands>);

/// Whose turn it is in a game of taking 1 to 3 counters from a pile (Pile,
/// and the puzzles' toy Nim): nobody's once the pile is empty.
pub fn take_turn(pile: u8, to_move: attic::core::Seat) -> attic::core::Turn {
    if pile == 0 {
        attic::core::Turn::Over
    } else {
        attic::core::Turn::Seat(to_move)
    }
}

/// The moves of such a game: 1 to 3 counters, at most the pile.
pub fn takes(pile: u8, out: &mut Vec<u8>) {
    out.extend((1..=3).filter(|&t| t <= pile));
}

/// The toys as a registry.
pub static TOYS: List = List(&[&PILE, &RACE, &FACES, &HANDS]);
