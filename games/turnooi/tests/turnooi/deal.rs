//! Duplicate matches (`attic arena`): a dealt world fixes every hidden face
//! in advance; two games that play differently from the same world each
//! reveal the world's faces, when their battles come.

use crate::turnooi_common::*;
use attic::core::{AnyGame, Rng, Session, Turn};

/// Play `s` to the end with random seat moves (`rng`), every battle
/// resolved by the world (which follows every ply); returns the revealed
/// faces as `(visible, hidden)` per battle token.
fn follow(mut s: Session, world: &dyn AnyGame, rng: &mut Rng) -> Vec<String> {
    let mut w = world.clone_box();
    let mut battles = Vec::new();
    while s.current().turn() != Turn::Over && s.len() < 2_000 {
        let tok = if s.current().turn() == Turn::Chance {
            assert_eq!(w.turn(), Turn::Chance, "the world battles with the game");
            let toks = w.legal_tokens();
            assert_eq!(toks.len(), 1, "a world's battle has one outcome: {toks:?}");
            assert!(
                legal(&s).contains(&toks[0]),
                "the world's faces {} are possible in the game: {:?}",
                toks[0],
                legal(&s)
            );
            battles.push(toks[0].clone());
            toks[0].clone()
        } else {
            let toks = legal(&s);
            toks[rng.below(toks.len())].clone()
        };
        s.play(&tok).expect("a legal ply");
        w.play_token(&tok).expect("the world follows");
    }
    battles
}

#[test]
fn a_dealt_world_decides_every_battle_of_two_different_games() {
    let mut rng = Rng::new(5);
    for _ in 0..6 {
        let entry = attic::games::find("turnooi").expect("registered");
        let tags = (entry.draw_setup)(&options(""), &mut rng);
        let s = Session::start(entry, options(""), tags).expect("a drawn setup");
        let world = s.current().deal(&mut rng).expect("TURNOOI deals a world");
        assert_eq!(
            world.position(),
            s.current().position(),
            "the world shows what the game shows"
        );
        let a = follow(s.clone(), world.as_ref(), &mut rng);
        let b = follow(s, world.as_ref(), &mut rng);
        assert!(!a.is_empty() && !b.is_empty(), "both games battled");
    }
}
