//! TURNO in words: each ply of the four sub-games as the sentence the move
//! list shows and the live region reads (a throw with what it did, never
//! "Chance: 4"): the Loop's walks and a turned tile (E1, E10's track), the
//! Lottery's throws that take a tile or not, Domino's placed pair and pass,
//! Checkers' side, throw, entry and walk.

use crate::common;
use crate::turno_common;

use attic::core::prelude::*;
use attic::core::{Options, Rng, Session};
use attic::games::turno::{Checkers, Lottery};
use attic::games::REGISTRY;
use common::{current, said};
use turno_common::{domino, loop_record, read};

fn play(s: &mut Session, token: &str) {
    s.play(token).unwrap_or_else(|e| panic!("{token}: {e}"));
}

fn loop_session(options: &str, track: &str) -> Session {
    read(&loop_record(options, track, ""))
}

#[test]
fn e1_loop_throws_walk_forward_back_and_stay() {
    let six_each: Vec<String> = (1..=6)
        .flat_map(|v| std::iter::repeat_n(format!("{v}?"), 6))
        .collect();
    let mut s = loop_session("loop-flip=off", &six_each.join(" "));
    assert_eq!(
        said(s.current(), "4"),
        "Seat 1 threw 4 and went from the start to tile 4"
    );
    play(&mut s, "4");
    assert_eq!(
        said(s.current(), "3"),
        "Seat 2 threw 3 and stays on the start"
    );
    play(&mut s, "3");
    assert_eq!(
        said(s.current(), "3"),
        "Seat 1 threw 3 and went from tile 4 to tile 1"
    );
}

#[test]
fn e10_loop_a_turned_tile_and_the_walk_on_from_it() {
    // T1 = 11, T2 = 12, …: every hidden face is known.
    let pairs: Vec<String> = (1..=6)
        .flat_map(|a| (1..=6).map(move |b| format!("{a}{b}")))
        .collect();
    let s = loop_session("loop-flip=on", &pairs.join(" "));
    assert_eq!(
        said(s.current(), "2"),
        "Seat 1 threw 2 and went from the start to tile 2; tile 2 turned over to show 2: Seat 1 went on from tile 2 to tile 4"
    );
}

#[test]
fn lottery_a_throw_takes_the_outermost_tile_or_not() {
    let mut s = Session::new(&REGISTRY, "turno-lottery", "players=2", &mut Rng::new(3)).unwrap();
    let g: Lottery = current(&s);
    let v = g.outermost(g.to_move).unwrap();
    let seat = g.to_move + 1;
    assert_eq!(
        said(s.current(), &v.to_string()),
        format!("Seat {seat} threw {v} and took away the outermost tile of the arm: 5 tiles left")
    );
    let miss = v % 6 + 1;
    assert_eq!(
        said(s.current(), &miss.to_string()),
        format!("Seat {seat} threw {miss}, but the outermost tile of the arm shows {v}")
    );
    play(&mut s, &miss.to_string());
}

#[test]
fn domino_a_pair_placed_and_a_pass_in_words() {
    let mut rng = Rng::new(5);
    let mut s = Session::new(&REGISTRY, "turno-domino", "players=2", &mut rng).unwrap();
    let (mut placed, mut passed) = (false, false);
    for _ in 0..200 {
        let legal = s.current().legal_tokens();
        let Some(t) = legal.first().cloned() else {
            break;
        };
        let words = said(s.current(), &t);
        if t == "pass" {
            assert!(
                words.starts_with("Seat ") && words.contains(" passed: no two tiles could show "),
                "{words}"
            );
            passed = true;
        } else {
            let (a, b) = t.split_once('+').unwrap();
            let re = format!(
                "placed {}|{} on row A and {}|{} on row B",
                &a[..1],
                &a[1..],
                &b[..1],
                &b[1..]
            );
            assert!(
                words.starts_with("Seat ") && words.ends_with(&re),
                "{t}: {words}"
            );
            placed = true;
        }
        play(&mut s, &legal[rng.below(legal.len())]);
    }
    assert!(placed && passed, "a pair was placed, a seat passed");
}

#[test]
fn checkers_a_side_a_throw_an_entry_and_a_walk_in_words() {
    let o = Options::parse("players=2", <Checkers as Rules>::info().options).unwrap();
    let mut tags = Checkers::write_setup(&Checkers::draw_setup(&o, &mut Rng::new(1)));
    tags.retain(|(k, _)| k != "First");
    tags.push(("First".into(), "1".into()));
    let mut s = Session::start(attic::games::find("turno-checkers").unwrap(), o, tags).unwrap();
    assert_eq!(
        said(s.current(), "S"),
        "Seat 1 chose the South side (bottom)"
    );
    play(&mut s, "S");
    play(&mut s, "N");
    let mut rng = Rng::new(7);
    let (mut entered, mut walked) = (false, false);
    for _ in 0..60 {
        let legal = s.current().legal_tokens();
        let Some(t) = legal.get(rng.below(legal.len().max(1))).cloned() else {
            break;
        };
        let words = said(s.current(), &t);
        if let Some(cell) = t.strip_prefix('@') {
            assert!(
                words.ends_with(&format!("entered the pawn on {cell}")),
                "{t}: {words}"
            );
            entered = true;
        } else if let Some(path) = t.strip_prefix(':') {
            if path != "-" {
                assert!(
                    words.ends_with(&format!("walked {}", path.replace('-', "–"))),
                    "{t}: {words}"
                );
                walked = true;
            }
        } else {
            assert!(words.contains(&format!(" threw {t}")), "{t}: {words}");
        }
        play(&mut s, &t);
    }
    assert!(entered && walked, "an entry and a walk were described");
}

#[test]
fn e4_domino_a_forced_pair_and_a_pass_in_words() {
    let mut g = domino(&["35 13 22 46", "44 26", "41 64 15"], 2, 0);
    assert_eq!(
        said(&g, "35+31"),
        "Seat 1 placed 3|5 on row A and 3|1 on row B"
    );
    g.play(&g.parse_move("35+31").unwrap()).unwrap();
    assert_eq!(said(&g, "pass"), "Seat 2 passed: no two tiles could show 4");
}

#[test]
fn e6_domino_the_pass_that_blocks_the_game_in_words() {
    let mut g = domino(&["12 34", "66 24 13"], 4, 0);
    assert_eq!(said(&g, "pass"), "Seat 1 passed: no two tiles could show 5");
    g.play(&g.parse_move("pass").unwrap()).unwrap();
    assert_eq!(said(&g, "pass"), "Seat 2 passed: no two tiles could show 5");
}
