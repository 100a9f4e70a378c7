//! The platform on toy games (tests/suite/toys): partnerships, dice and turns of
//! several plies, faces drawn when revealed, private hands. Each goes
//! through the AI, records and links.

use crate::toys;

use attic::core::prelude::*;
use attic::core::registry::Registry;
use attic::core::{link, Options, Outcome, RecordError, RecordKind, Rng, Session, Turn, Winner};
use toys::{faces::Faces, hands::Hands, pile::Pile, race::Race, TOYS};

/// Play a whole game: chance drawn with the seed, automatic plies played,
/// every seat by the AI at `level`.
fn ai_game(id: &str, options: &str, level: u8, seed: u64) -> Session {
    let mut rng = Rng::new(seed);
    let mut s = Session::new(&TOYS, id, options, &mut rng).unwrap();
    while s.len() < 500 {
        match s.current().turn() {
            Turn::Over => break,
            Turn::Chance => {
                s.draw_chance(&mut rng).expect("chance draws");
            }
            Turn::Seat(_) => {
                let mut job = (s.entry().search)(s.current(), level, rng.next_u64());
                while !job.step(256) {}
                let tok = job.best().expect("a move");
                s.play(&tok).unwrap_or_else(|e| panic!("{id}: {tok}: {e}"));
            }
        }
    }
    s
}

fn replays(s: &Session) {
    let rec = s.to_record();
    let back = Session::from_record(&TOYS, &rec).unwrap_or_else(|e| panic!("{e}\n{rec}"));
    assert_eq!(back.tokens(), s.tokens(), "{rec}");
    assert_eq!(back.current().position(), s.current().position());
    assert_eq!(back.to_record(), rec);
}

#[test]
fn every_toy_plays_to_the_end_at_every_level_and_replays() {
    for e in TOYS.entries() {
        let id = (e.info)().id;
        for level in 1..=5 {
            let s = ai_game(id, "", level, 10 + level as u64);
            assert_eq!(s.current().turn(), Turn::Over, "{id} level {level}");
            assert!(s.current().outcome().is_some());
            replays(&s);
            // Links: every game but the local-only one, which travels once over.
            let l = link::encode(&s).unwrap();
            let back = link::decode(&TOYS, &l).unwrap();
            assert_eq!(back.tokens(), s.tokens());
        }
    }
}

#[test]
fn partners_are_two_sides_searched_by_alpha_beta() {
    let g = Pile::from_position(&Options::default(), "5 E")
        .unwrap()
        .unwrap();
    assert_eq!(attic::ai::sides(&g), 2);
    // Five counters: taking one leaves four, a lost pile for the next side.
    for level in 3..=5 {
        let mut job = attic::ai::levels::start_search(&g, level, 1);
        while !job.step(1_000) {}
        assert_eq!(job.best().as_deref(), Some("t1"), "level {level}");
        assert!(job.summary().starts_with("alpha-beta"), "{}", job.summary());
    }
    // The side wins, and the record says so with the side's seats.
    let s = ai_game("toy-pile", "pile=6", 4, 3);
    let o = s.current().outcome().unwrap();
    let Winner::Side(t) = o.winner else {
        panic!("{o:?}")
    };
    let tag = s.current().result_tag();
    assert_eq!(tag, if t == 0 { "NS" } else { "EW" });
    assert!(s.to_record().contains(&format!("[Result \"{tag}\"]")));
    let team = |x: u8| x % 2;
    for seat in 0..4 {
        let r = o.reward(seat, 4, &team);
        assert_eq!(r, if seat % 2 == t { 1.0 } else { 0.0 });
    }
    // Four seats a line in the record, one turn each.
    let body = s.to_record();
    assert!(body.contains("\n1. t"), "{body}");
}

#[test]
fn race_turns_join_a_roll_and_the_choice_it_allows() {
    let mut s = Session::new(&TOYS, "toy-race", "", &mut Rng::new(1)).unwrap();
    assert_eq!(s.current().turn(), Turn::Chance);
    assert_eq!(s.current().chance_weights(), vec![1; 6]);
    s.play("4").unwrap();
    assert!(s.current().mid_turn());
    s.play(":f").unwrap();
    s.play("1").unwrap();
    assert!(s.current().automatic(), "a roll of 1 leaves only the pass");
    assert_eq!(s.current().legal_tokens(), vec![":p"]);
    s.play(":p").unwrap();
    s.play("6").unwrap();
    s.play(":o").unwrap();
    let turns: Vec<String> = s.turns().into_iter().map(|(_, t)| t).collect();
    assert_eq!(turns, vec!["4:f", "1:p", "6:o"]);
    let rec = s.to_record();
    assert!(rec.contains("1. 4:f 1:p\n2. 6:o\n"), "{rec}");
    replays(&s);
    // A roll waiting for its choice is saved as the turn so far.
    s.play("3").unwrap();
    let rec = s.to_record();
    assert!(rec.ends_with("2. 6:o 3\n"), "{rec}");
    replays(&s);
    // A cut turn followed by more moves is an error that names the turn.
    let bad = rec.replace("6:o 3", "6:o 3 2:f");
    let e = Session::from_record(&TOYS, &bad).unwrap_err();
    assert_eq!(e.kind(), RecordKind::TurnUnfinished, "{e}");
    // A token with garbage after a whole ply names the token.
    let bad = rec.replace("6:o 3", "6:ox");
    let e = Session::from_record(&TOYS, &bad).unwrap_err();
    assert!(
        matches!(&e, RecordError::Move { ply: 3, number: Some(2), token, .. } if token == "6:ox"),
        "{e}"
    );
    // Chance plies travel in links as drawn values.
    let back = link::decode(&TOYS, &link::encode(&s).unwrap()).unwrap();
    assert_eq!(back.tokens(), s.tokens());
}

#[test]
fn race_ai_answers_only_at_its_own_turn_and_plays_forward_when_it_wins() {
    let g = Race {
        pos: [12, 13],
        to_move: 0,
        roll: Some(4),
    };
    for level in 1..=5 {
        let mut job = attic::ai::levels::start_search(&g, level, 2);
        while !job.step(500) {}
        assert_eq!(job.best().as_deref(), Some(":f"), "level {level}");
    }
}

#[test]
fn faces_are_drawn_exactly_in_proportion_to_completions() {
    let mut s = Session::new(&TOYS, "toy-faces", "", &mut Rng::new(1)).unwrap();
    s.play("c2").unwrap();
    // 1 1 2 2 3 3: each value leaves 5!/(1!2!2!) = 30 completions.
    assert_eq!(s.current().chance_weights(), vec![30, 30, 30]);
    s.play(":1").unwrap();
    s.play("c1").unwrap();
    // Left 1 2 2 3 3: a 1 leaves 4!/(2!2!) = 6, a 2 or 3 leaves 4!/(1!1!2!) = 12.
    assert_eq!(s.current().chance_weights(), vec![6, 12, 12]);
    s.play(":1").unwrap();
    s.play("c3").unwrap();
    assert_eq!(s.current().legal_tokens(), vec![":2", ":3"]);
    assert!(s.play(":1").is_err(), "no 1 is left");
    // Unrevealed tiles are '?' in every state, record and link.
    assert!(s.current().position().starts_with("11????"));
    let rec = s.to_record();
    assert!(rec.contains("1. c2:1 c1:1\n2. c3\n"), "{rec}");
    replays(&s);
    // Draws follow the weights: 6 : 12 : 12 after two 1s, over 6 000 draws.
    let mut start = Session::new(&TOYS, "toy-faces", "", &mut Rng::new(1)).unwrap();
    for t in ["c1", ":1", "c2"] {
        start.play(t).unwrap();
    }
    let mut counts = [0usize; 3];
    let mut rng = Rng::new(9);
    for _ in 0..6000 {
        let mut t = start.clone();
        let v = t.draw_chance(&mut rng).unwrap();
        counts[v[1..].parse::<usize>().unwrap() - 1] += 1;
    }
    // Expected 1 200, 2 400, 2 400; five standard deviations is under 160.
    assert!((counts[0] as i64 - 1200).abs() < 160, "{counts:?}");
    assert!((counts[1] as i64 - 2400).abs() < 200, "{counts:?}");
}

fn hands_session(deal: &str) -> Session {
    let rec = format!("[Game \"toy-hands\"]\n[Deal \"{deal}\"]\n[Result \"*\"]\n\n");
    Session::from_record(&TOYS, &rec).unwrap()
}

#[test]
fn private_hands_stay_on_the_device_until_the_game_is_over() {
    let mut s = hands_session("1:159;2:267;3:348");
    assert!(s.current().has_hidden());
    assert!(matches!(
        link::encode(&s),
        Err(attic::core::LinkError::LocalOnly)
    ));
    // What the AI of seat 1 is sent: its own hand, the others unknown.
    let for_ai = s.record_for(0);
    assert!(
        for_ai.contains("[Setup \"159/???/??? - - 000 1\"]"),
        "{for_ai}"
    );
    assert!(
        !for_ai.contains("267") && !for_ai.contains("348"),
        "{for_ai}"
    );
    let ai_view = Session::from_record(&TOYS, &for_ai).unwrap();
    assert_eq!(ai_view.current().legal_tokens(), vec!["p1", "p5", "p9"]);
    for t in ["p9", "p7", "p8", "p1", "p6", "p4", "p2", "p3", "p5"] {
        s.play(t).unwrap();
    }
    let o = s.current().outcome().unwrap();
    assert!(!s.current().has_hidden());
    // Over: the record may travel now.
    assert!(link::encode(&s).is_ok());
    assert_eq!(o.scores, vec![2, 1, 0]);
    assert_eq!(s.current().result_tag(), "1");
}

#[test]
fn a_shared_win_splits_the_reward_and_joins_the_result() {
    let mut s = hands_session("1:159;2:267;3:348");
    for t in ["p9", "p2", "p3", "p1", "p7", "p4", "p6", "p8", "p5"] {
        s.play(t).unwrap();
    }
    let o: Outcome = s.current().outcome().unwrap();
    assert_eq!(o.scores, vec![1, 1, 1]);
    assert_eq!(o.winner, Winner::Shared(vec![0, 1, 2]));
    assert_eq!(s.current().result_tag(), "1+2+3");
    let alone = |x: u8| x;
    assert!((o.reward(1, 3, &alone) - 1.0 / 3.0).abs() < 1e-6);
    replays(&s);
}

#[test]
fn the_ai_picks_the_same_card_whatever_the_hidden_hands_are() {
    // Seat 1 holds 1 5 9 in both deals; the others' hands differ.
    let a = hands_session("1:159;2:267;3:348");
    let b = hands_session("1:159;2:234;3:678");
    for level in 1..=5 {
        for seed in [1u64, 2, 3] {
            let best = |s: &Session| {
                let mut job = (s.entry().search)(s.current(), level, seed);
                while !job.step(256) {}
                (job.best(), job.nodes())
            };
            assert_eq!(best(&a), best(&b), "level {level} seed {seed}");
        }
    }
}

#[test]
fn sampled_worlds_keep_the_own_hand_and_deal_the_unseen_cards() {
    let mut g = Hands::from_position(&Options::default(), "159/267/348 - - 000 1")
        .unwrap()
        .unwrap();
    g.play(&9).unwrap();
    let view = g.view(1);
    assert_eq!(view.position(), "??/267/??? 9 - 000 1");
    let mut rng = Rng::new(5);
    for _ in 0..50 {
        let w = view.determinize(1, &mut rng);
        assert_eq!(w.hands[1].as_deref(), Some(&[2, 6, 7][..]));
        let mut all: Vec<u8> = w.hands.iter().flatten().flatten().copied().collect();
        all.extend(&w.trick);
        all.sort_unstable();
        assert_eq!(all, (1..=9).collect::<Vec<u8>>(), "{}", w.position());
        assert_eq!(w.hands[0].as_ref().map(Vec::len), Some(2));
    }
}

#[test]
fn a_views_position_reads_back_as_the_same_view() {
    let g = Hands::from_position(&Options::default(), "159/267/348 - - 000 1")
        .unwrap()
        .unwrap();
    for seat in 0..3 {
        let v = g.view(seat);
        let back = Hands::from_position(&Options::default(), &v.position())
            .unwrap()
            .unwrap();
        assert_eq!(back, v);
        assert_eq!(v.view(seat), v, "a view of a view is the view");
    }
    let f = Faces {
        tiles: [0, 2, 0, 0, 0, 0],
        score: [0, 2],
        to_move: 0,
        picked: None,
    };
    assert_eq!(f.view(0), f, "nothing private: the view is the state");
}
