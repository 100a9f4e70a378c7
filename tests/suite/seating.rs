//! The app's seating decisions (src/app_logic) on real games and toys:
//! what the app does next (chance, automatic plies, the AI on what its seat
//! may see), who the board is drawn for, the pass screen, and the players'
//! names in the record.

use crate::toys;

use attic::app_logic::seating::{
    next, recorded_name, seating_of, set_names, Next, SeatKind, Seating,
};
use attic::core::registry::Registry;
use attic::core::{link, Rng, Seat, Session, Turn};
use toys::TOYS;

/// Drive a game the way the app does: chance drawn, automatic plies played
/// for their seat, each AI seat asked with what [`Session::record_for`]
/// gives it. Returns how many plies were automatic.
fn drive(games: &dyn Registry, s: &mut Session, kinds: &[SeatKind], seed: u64) -> usize {
    let mut rng = Rng::new(seed);
    let mut automatic = 0;
    for _ in 0..500 {
        match next(s.current(), kinds) {
            Next::Wait => break,
            Next::Chance => {
                s.draw_chance(&mut rng).expect("chance draws");
            }
            // The person throws: the app draws, as for chance.
            Next::Throw(seat) => {
                assert_eq!(s.current().thrower(), Some(seat));
                s.draw_chance(&mut rng).expect("a throw draws");
            }
            Next::Automatic(seat) => {
                assert_eq!(s.current().turn(), Turn::Seat(seat));
                let only = s.current().legal_tokens();
                assert_eq!(only.len(), 1, "an automatic ply is the only one");
                s.play(&only[0]).unwrap();
                automatic += 1;
            }
            Next::Ai(seat, level) => {
                let sent = s.record_for(seat);
                let seen = Session::from_record(games, &sent).expect("the AI reads its record");
                let mut job = (seen.entry().search)(seen.current(), level, rng.next_u64());
                while !job.step(256) {}
                let tok = job.best().expect("a move");
                s.play(&tok).unwrap_or_else(|e| panic!("{tok}: {e}"));
            }
        }
    }
    automatic
}

#[test]
fn ai_against_ai_plays_a_registry_game_to_the_end() {
    let mut s = Session::new(&attic::games::REGISTRY, "straat", "", &mut Rng::new(3)).unwrap();
    drive(
        &attic::games::REGISTRY,
        &mut s,
        &[SeatKind::Ai(1), SeatKind::Ai(1)],
        7,
    );
    assert_eq!(s.current().turn(), Turn::Over, "{}", s.to_record());
}

#[test]
fn automatic_plies_are_the_apps_never_a_persons_or_the_ais() {
    let people = [SeatKind::Human, SeatKind::Human];
    // A roll of 1 leaves one ply, the pass: the app plays it for the seat.
    let mut s = Session::new(&TOYS, "toy-race", "", &mut Rng::new(1)).unwrap();
    s.play("1").unwrap();
    assert!(s.current().automatic());
    let seat = attic::core::any::seat_to_move(s.current()).unwrap();
    assert_eq!(next(s.current(), &people), Next::Automatic(seat));
    assert_eq!(
        next(s.current(), &[SeatKind::Ai(3); 2]),
        Next::Automatic(seat)
    );
    // Otherwise the person moves, the AI is asked, chance is drawn.
    let mut s = Session::new(&TOYS, "toy-race", "", &mut Rng::new(1)).unwrap();
    assert_eq!(next(s.current(), &people), Next::Chance);
    s.play("4").unwrap();
    let seat = attic::core::any::seat_to_move(s.current()).unwrap();
    assert_eq!(next(s.current(), &people), Next::Wait);
    assert_eq!(next(s.current(), &[SeatKind::Ai(2); 2]), Next::Ai(seat, 2));
    // Whole games between AIs: some passes are played by the app.
    let mut passes = 0;
    for seed in 0..6 {
        let mut s = Session::new(&TOYS, "toy-race", "", &mut Rng::new(seed)).unwrap();
        passes += drive(&TOYS, &mut s, &[SeatKind::Ai(1); 2], seed);
        assert_eq!(s.current().turn(), Turn::Over);
        assert_eq!(next(s.current(), &people), Next::Wait);
    }
    assert!(passes > 0, "no roll of 1 in six games");
}

fn hands() -> Session {
    let rec = "[Game \"toy-hands\"]\n[Deal \"1:159;2:267;3:348\"]\n[Result \"*\"]\n\n";
    Session::from_record(&TOYS, rec).unwrap()
}

#[test]
fn private_hands_are_shown_to_their_player_only_after_the_device_is_passed() {
    let people = [SeatKind::Human; 3];
    let mut s = hands();
    // The first player must take the device before their hand shows.
    let at = |s: &Session, confirmed: Option<Seat>| seating_of(s, &people, confirmed);
    assert_eq!(
        at(&s, None),
        Seating {
            viewer: Some(0),
            pass_to: Some(0)
        }
    );
    assert_eq!(
        at(&s, Some(0)),
        Seating {
            viewer: Some(0),
            pass_to: None
        }
    );
    s.play("p9").unwrap();
    // Seat 2 is to move: pass the device; nothing of theirs before that.
    assert_eq!(
        at(&s, Some(0)),
        Seating {
            viewer: Some(1),
            pass_to: Some(1)
        }
    );
    assert_eq!(at(&s, Some(1)).pass_to, None);
    // Against the AI, the one person's hand is always theirs.
    let one = [SeatKind::Human, SeatKind::Ai(1), SeatKind::Ai(1)];
    assert_eq!(
        seating_of(&s, &one, None),
        Seating {
            viewer: Some(0),
            pass_to: None
        }
    );
    // The AI seats play on what they see, to the end: then all is shown.
    let mut s = hands();
    drive(&TOYS, &mut s, &[SeatKind::Ai(1); 3], 5);
    assert_eq!(s.current().turn(), Turn::Over);
    assert_eq!(
        seating_of(&s, &people, Some(2)),
        Seating {
            viewer: None,
            pass_to: None
        }
    );
}

#[test]
fn nothing_hidden_no_pass_screen() {
    let mut s = Session::new(&attic::games::REGISTRY, "straat", "", &mut Rng::new(1)).unwrap();
    let people = [SeatKind::Human; 2];
    let to_move = attic::core::any::seat_to_move(s.current()).unwrap();
    assert_eq!(
        seating_of(&s, &people, None),
        Seating {
            viewer: Some(to_move),
            pass_to: None
        }
    );
    let tok = s.current().legal_tokens()[0].clone();
    s.play(&tok).unwrap();
    let now = attic::core::any::seat_to_move(s.current()).unwrap();
    assert_ne!(now, to_move);
    assert_eq!(
        seating_of(&s, &people, Some(to_move)),
        Seating {
            viewer: Some(now),
            pass_to: None
        }
    );
}

#[test]
fn names_are_written_as_each_specs_player_tags_and_travel() {
    let default = |s: &Session| {
        let g = s.current().clone_box();
        move |seat: Seat| g.seat_code(seat)
    };
    for (id, tags) in [
        ("straat", ["White", "Black"]),
        ("chogo", ["Black", "White"]),
        ("oanquan", ["PlayerA", "PlayerB"]),
        ("tau", ["A", "B"]),
    ] {
        let mut s = Session::new(&attic::games::REGISTRY, id, "", &mut Rng::new(2)).unwrap();
        let d = default(&s);
        set_names(&mut s, &["  Ann \"A\" ".into(), "Nguyễn Văn B".into()], &d);
        let rec = s.to_record();
        assert!(rec.contains(&format!("[{} \"Ann 'A'\"]", tags[0])), "{rec}");
        assert!(
            rec.contains(&format!("[{} \"Nguyễn Văn B\"]", tags[1])),
            "{rec}"
        );
        let back = Session::from_record(&attic::games::REGISTRY, &rec).unwrap();
        assert_eq!(back.to_record(), rec);
        assert_eq!(recorded_name(&back, 0).as_deref(), Some("Ann 'A'"));
        let l = link::encode(&s).unwrap();
        let opened = link::decode(&attic::games::REGISTRY, &l).unwrap();
        assert_eq!(
            recorded_name(&opened, 1).as_deref(),
            Some("Nguyễn Văn B"),
            "{id}"
        );
        // An empty name, or the seat's own, is not written.
        let mut s = Session::new(&attic::games::REGISTRY, id, "", &mut Rng::new(2)).unwrap();
        let d = default(&s);
        let own = d(0);
        set_names(&mut s, &[own, " ".into()], &d);
        assert_eq!(recorded_name(&s, 0), None);
        assert_eq!(recorded_name(&s, 1), None);
    }
}

#[test]
fn a_persons_throw_waits_for_them_an_ai_seats_does_not() {
    use SeatKind::{Ai, Human};
    let games = &attic::games::REGISTRY;
    for id in ["turno-loop", "turno-lottery"] {
        let mut s = Session::new(games, id, "players=3", &mut Rng::new(5)).unwrap();
        let mut throws = [0usize; 3];
        let mut faces = 0;
        let kinds = [Human, Ai(1), Human];
        for _ in 0..2000 {
            let g = s.current();
            let n = next(g, &kinds);
            match g.turn() {
                Turn::Over => {
                    assert_eq!((n, g.thrower()), (Next::Wait, None));
                    break;
                }
                Turn::Chance => match g.thrower() {
                    Some(seat) => {
                        throws[seat as usize] += 1;
                        let want = if seat == 1 {
                            Next::Chance
                        } else {
                            Next::Throw(seat)
                        };
                        assert_eq!(n, want, "{id}");
                        // Every seat's throw is drawn among AIs, and waits among people.
                        assert_eq!(next(g, &[Ai(2); 3]), Next::Chance);
                        assert_eq!(next(g, &[Human; 3]), Next::Throw(seat));
                    }
                    // A Loop tile's face turned over is not a throw.
                    None => {
                        assert_eq!(id, "turno-loop");
                        assert_eq!(n, Next::Chance);
                        faces += 1;
                    }
                },
                Turn::Seat(_) => panic!("{id}: TURNO {id} has no seat plies"),
            }
            s.draw_chance(&mut Rng::new(s.len() as u64)).unwrap();
        }
        assert_eq!(s.current().turn(), Turn::Over, "{id}");
        assert!(throws.iter().all(|&t| t > 0), "{id}: {throws:?}");
        assert_eq!(faces > 0, id == "turno-loop", "{id}: {faces} faces");
    }
    // TURNO-Checkers: every chance ply is a roll of the seat to move.
    let mut s = Session::new(games, "turno-checkers", "players=3", &mut Rng::new(8)).unwrap();
    let mut rolls = 0;
    for _ in 0..300 {
        let g = s.current();
        match g.turn() {
            Turn::Over => break,
            Turn::Chance => {
                let seat = g.thrower().expect("a roll is a seat's");
                assert_eq!(next(g, &[Human; 3]), Next::Throw(seat));
                assert_eq!(next(g, &[Ai(1); 3]), Next::Chance);
                s.draw_chance(&mut Rng::new(s.len() as u64)).unwrap();
                rolls += 1;
            }
            Turn::Seat(_) => {
                assert_eq!(g.thrower(), None, "no throw at a seat's ply");
                let first = g.legal_tokens()[0].clone();
                s.play(&first).unwrap();
            }
        }
    }
    assert!(rolls > 10, "{rolls} rolls");
    // Games without throws keep the default: the app draws chance itself.
    let s = Session::new(&TOYS, "toy-race", "", &mut Rng::new(1)).unwrap();
    assert_eq!(s.current().thrower(), None);
    assert_eq!(next(s.current(), &[Human; 2]), Next::Chance);
}
