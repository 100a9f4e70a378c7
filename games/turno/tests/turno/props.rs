//! TURNO across its sub-games: the conformance checks on option sets the
//! suite does not combine (it varies one option at a time: here player
//! counts with the other options), whole games by the AI that replay, and
//! `attic replay` naming the turn and the rule a record breaks.

use crate::common;

use attic::core::{Rng, Session, Turn};
use attic::games::REGISTRY;
use common::attic;
use common::conformance::{check_position, check_session, Depth, Stats};

/// Random playouts of a sub-game under `options`, every position and the
/// final session checked as the conformance suite checks them.
fn conforms(id: &str, options: &str, playouts: usize) -> Stats {
    // A default written out reads back as no option at all (as in the
    // suite, which never writes one).
    let options = &options
        .split(',')
        .filter(|o| *o != "players=2")
        .collect::<Vec<_>>()
        .join(",");
    let mut stats = Stats::default();
    let mut pool: Vec<String> = Vec::new();
    for n in 0..playouts {
        let mut rng = Rng::new(n as u64 * 7 + 1);
        let mut s = Session::new(&REGISTRY, id, options, &mut rng)
            .unwrap_or_else(|e| panic!("{id} [{options}]: {e}"));
        while s.len() < 600 {
            let ctx = format!("{id} [{options}] playout {n} ply {}", s.len());
            let depth = if n < 3 { Depth::Deep } else { Depth::Sample(2) };
            let cands: Vec<String> = pool.iter().rev().take(24).cloned().collect();
            let found = check_position(
                s.current(),
                &ctx,
                &cands,
                depth,
                false,
                &mut rng,
                &mut stats,
            );
            for t in &found.legal {
                if !pool.contains(t) && pool.len() < 500 {
                    pool.push(t.clone());
                }
            }
            match s.current().turn() {
                Turn::Over => break,
                Turn::Chance => {
                    s.draw_chance(&mut rng).expect("a draw");
                }
                Turn::Seat(_) => {
                    let t = &found.legal[rng.below(found.legal.len())];
                    s.play(t).unwrap();
                }
            }
        }
        check_session(
            &REGISTRY,
            &s,
            n % 3 == 0,
            &format!("{id} [{options}] {n}"),
            &mut stats,
        );
        let mut cut = s.clone();
        cut.truncate(rng.below(s.len() + 1));
        check_session(
            &REGISTRY,
            &cut,
            true,
            &format!("{id} [{options}] {n} cut"),
            &mut stats,
        );
    }
    stats
}

#[test]
fn options_combined_with_every_player_count_conform() {
    let mut positions = 0;
    for p in 2..=6 {
        for o in [
            "loop-start=stay,loop-exact-finish=on",
            "loop-flip=off,loop-exact-finish=on",
            "loop-start=stay",
        ] {
            positions += conforms("turno-loop", &format!("players={p},{o}"), 6).positions;
        }
        positions += conforms("turno-lottery", &format!("players={p}"), 4).positions;
        positions += conforms("turno-domino", &format!("players={p}"), 10).positions;
    }
    for p in 2..=4 {
        positions += conforms(
            "turno-checkers",
            &format!("players={p},checkers-start=corner"),
            8,
        )
        .positions;
    }
    assert!(positions > 10_000, "{positions}");
}

/// A whole game: chance drawn, every seat played by the AI at `level`.
fn ai_game(id: &str, options: &str, level: u8, seed: u64) -> Session {
    let mut rng = Rng::new(seed);
    let mut s = Session::new(&REGISTRY, id, options, &mut rng).unwrap();
    while s.current().turn() != Turn::Over && s.len() < 3000 {
        match s.current().turn() {
            Turn::Chance => {
                s.draw_chance(&mut rng).unwrap();
            }
            _ if s.current().automatic() => {
                let t = s.current().legal_tokens().remove(0);
                s.play(&t).unwrap();
            }
            Turn::Seat(seat) => {
                // The AI gets what the seat may see, as the worker does.
                let rec = s.record_for(seat);
                let v = Session::from_record(&REGISTRY, &rec).unwrap();
                let mut job = (s.entry().search)(v.current(), level, rng.next_u64());
                while !job.step(256) {}
                let t = job.best().expect("a move");
                s.play(&t).unwrap_or_else(|e| panic!("{id}: {t}: {e}"));
            }
            Turn::Over => {}
        }
    }
    s
}

#[test]
fn ai_games_end_and_replay() {
    let mut games = Vec::new();
    for p in 2..=6 {
        games.push(("turno-domino", format!("players={p}"), 2));
        games.push(("turno-loop", format!("players={p}"), 1));
        games.push(("turno-lottery", format!("players={p}"), 1));
    }
    for p in 2..=4 {
        games.push(("turno-checkers", format!("players={p}"), 1));
        games.push((
            "turno-checkers",
            format!("players={p},checkers-start=corner"),
            2,
        ));
    }
    games.push(("turno-domino", "players=4".into(), 4));
    games.push(("turno-checkers", "players=2".into(), 4));
    for (i, (id, o, level)) in games.iter().enumerate() {
        let s = ai_game(id, o, *level, i as u64);
        assert_eq!(s.current().turn(), Turn::Over, "{id} [{o}]");
        let rec = s.to_record();
        let back = Session::from_record(&REGISTRY, &rec).unwrap_or_else(|e| panic!("{e}\n{rec}"));
        assert_eq!(back.tokens(), s.tokens());
        assert_eq!(back.to_record(), rec);
        assert!(rec.contains("[Termination \""), "{rec}");
    }
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn replay_validates_a_game_and_names_the_turn_and_the_rule() {
    let s = ai_game("turno-checkers", "players=2", 1, 5);
    let rec = s.to_record();
    let out = attic(&["replay", "turno-checkers", "-"], &rec);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("\"outcome\":{"),
        "{}",
        text(&out.stdout)
    );
    // The §9 Loop record, and its body under the default options.
    let track = "1? 1? 1? 1? 1? 1? 2? 2? 2? 2? 2? 2? 3? 3? 3? 3? 3? 3? 4? 4? 4? 4? 4? 4? 5? 5? 5? 5? 5? 5? 6? 6? 6? 6? 6? 6?";
    let loop_rec = format!(
        "[Game \"turno-loop\"]\n[Players \"2\"]\n[First \"1\"]\n[Track \"{track}\"]\n[Result \"*\"]\n\n4:4 3\n5 6:6\n2:5 1\n"
    );
    let out = attic(&["replay", "turno-loop", "-"], &loop_rec);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = attic(
        &["replay", "turno-loop", "-"],
        &loop_rec.replace("2:5 1", "2:5 3:1"),
    );
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(err.contains("move 6: 3:1"), "{err}");
    assert!(err.contains("turns no tile over"), "{err}");
    // Domino: a tile that must show k, named with its turn.
    let dom = "[Game \"turno-domino\"]\n[Players \"2\"]\n[First \"1\"]\n\
               [Deal \"1:11 12 13 14 15 16 22 23 24 25 26 33 34 35 36 44 45 46;2:12 13 14 15 16 23 24 25 26 34 35 36 45 46 55 56 56 66\"]\n\
               [Result \"*\"]\n\n11+12 21+15\n";
    let out = attic(&["replay", "turno-domino", "-"], dom);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert!(err.contains("move 2 (Seat 2): 21+15"), "{err}");
    assert!(err.contains("must show the required number 2"), "{err}");
    // A wrong Result or Termination is refused.
    let done = rec.clone();
    let wrong = done.replace("[Termination \"returned\"]", "[Termination \"finish\"]");
    let out = attic(&["replay", "turno-checkers", "-"], &wrong);
    assert!(!out.status.success());
    let unfinished = loop_rec.replace("[Result \"*\"]", "[Result \"*\"]\n[Termination \"finish\"]");
    let out = attic(&["replay", "turno-loop", "-"], &unfinished);
    assert!(
        !out.status.success(),
        "Termination finish on an unfinished game"
    );
    let ok = loop_rec.replace(
        "[Result \"*\"]",
        "[Result \"*\"]\n[Termination \"unfinished\"]",
    );
    let out = attic(&["replay", "turno-loop", "-"], &ok);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = attic(
        &["replay", "turno-loop", "-"],
        &loop_rec.replace("[Result \"*\"]", "[Result \"1\"]"),
    );
    assert!(!out.status.success(), "a result on an unfinished game");
    let out = attic(
        &["replay", "turno-loop", "-"],
        &loop_rec.replace("[Players \"2\"]", "[Options \"players=2\"]"),
    );
    assert!(!out.status.success(), "players is not an option");
}
