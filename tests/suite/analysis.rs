//! Analysis (issue 19 §3): the swing marks of an evaluation series, the
//! hint of a hand-built position, the chart of a finished game, and hints
//! that see only the seat's view.

use attic::ai::analysis::{self, Chart, Hint, Probe, Swing};
use attic::core::{AnyGame, Registry, Session, Turn};
use attic::games::{self, REGISTRY};

fn session(record: &str) -> Session {
    Session::from_record(&REGISTRY, record).expect("a readable record")
}

fn run_hint(view: Box<dyn AnyGame>, seed: u64) -> Hint {
    let search = REGISTRY.find(view.info().id).unwrap().search;
    let mut h = Hint::new(view, search, seed).expect("a seat to move");
    let mut steps = 0;
    while !h.step(64) {
        steps += 1;
        assert!(steps < 1_000_000, "the hint never finishes");
    }
    h
}

#[test]
fn swings_mark_the_moves_that_lost_their_mover_the_threshold() {
    // Positions valued for the first seat; movers alternate, a chance
    // draw at move 4.
    let values = [
        Some(0.5),
        Some(0.48), // first seat lost 0.02: nothing
        Some(0.70), // second seat lost 0.22: ?
        Some(0.30), // first seat lost 0.40: ??
        Some(0.05), // chance: never marked
        Some(0.20), // second seat lost 0.15 exactly: ?
        None,       // unknown: nothing
        Some(0.9),
    ];
    let sides = [
        Some(true),
        Some(false),
        Some(true),
        None,
        Some(false),
        Some(true),
        Some(false),
    ];
    let marks = analysis::swings(&values, &sides);
    assert_eq!(
        marks,
        vec![
            None,
            Some(Swing::Dubious),
            Some(Swing::Blunder),
            None,
            Some(Swing::Dubious),
            None,
            None,
        ]
    );
    assert_eq!(Swing::Dubious.mark(), "?");
    assert_eq!(Swing::Blunder.mark(), "??");
}

#[test]
fn swings_of_a_series_shorter_than_the_moves_leave_the_rest_unmarked() {
    let marks = analysis::swings(&[Some(1.0)], &[Some(true), Some(false)]);
    assert_eq!(marks, vec![None, None]);
}

#[test]
fn the_hint_is_the_hint_levels_best_move_and_takes_the_king() {
    // Chogo E2: after 1. a4 the king drop b4 captures the king on a4 and
    // wins at once.
    let s = session("[Game \"chogo\"]\n[Variant \"chogo-44\"]\n[Result \"*\"]\n\n1. a4\n");
    let seat = match s.current().turn() {
        Turn::Seat(p) => p,
        t => panic!("no seat to move: {t:?}"),
    };
    let view = s.current().view(seat);
    let h = run_hint(view.clone_box(), 7);
    // The same search the AI of that level runs, with the same seed.
    let mut job = (games::find("chogo").unwrap().search)(view.as_ref(), analysis::HINT_LEVEL, 7);
    while !job.step(64) {}
    assert_eq!(h.best(), job.best());
    assert_eq!(h.best().as_deref(), Some("b4xa4"));
    // Every legal move was valued; the winning one is first, at 1.
    assert_eq!(h.done(), h.total());
    let top = h.top(3);
    assert!(!top.is_empty() && top.len() <= 3, "{top:?}");
    assert_eq!(top[0].0, "b4xa4", "{top:?}");
    assert_eq!(top[0].1, Some(1.0), "{top:?}");
    for w in top.windows(2) {
        assert!(w[0].1.unwrap_or(-1.0) >= w[1].1.unwrap_or(-1.0), "{top:?}");
    }
}

#[test]
fn the_chart_of_a_finished_game_has_a_value_per_position_and_ends_with_the_result() {
    let text = std::fs::read_to_string("games/oanquan/tests/data/oanquan_e19.txt").unwrap();
    let s = session(&text);
    assert!(s.current().outcome().is_some(), "a finished game");
    let positions = (0..=s.len()).map(|i| s.at(i).clone_box()).collect();
    let mut chart = Chart::new(positions, s.entry().search, 3);
    while !chart.step(256) {}
    assert_eq!(chart.done(), s.len() + 1);
    assert_eq!(chart.total(), s.len() + 1);
    for v in chart.values().iter().flatten() {
        assert!((0.0..=1.0).contains(v), "{v}");
    }
    // B won: the last position is worth 0 to the first seat (A).
    assert_eq!(chart.values().last(), Some(&Some(0.0)));
    assert!(chart.values().iter().filter(|v| v.is_some()).count() > s.len() / 2);
}

#[test]
fn a_probe_cut_early_still_gives_a_value() {
    let s = session("[Game \"oanquan\"]\n[First \"A\"]\n[Result \"*\"]\n\n");
    let mut p = Probe::new(s.current().clone_box(), 0, s.entry().search, 5, 1);
    p.step(8);
    p.cut();
    let v = p.value().expect("a value after a few nodes");
    assert!((0.0..=1.0).contains(&v), "{v}");
    assert!(p.best().is_some());
}

#[test]
fn every_game_gives_a_hint_of_legal_moves_from_the_seats_view() {
    let mut hinted = 0;
    for g in games::GAMES {
        let info = (g.entry.info)();
        let mut s = Session::new(&REGISTRY, info.id, "", &mut attic::core::Rng::new(5)).unwrap();
        // Past chance draws to a seat's move.
        let mut rng = attic::core::Rng::new(9);
        while s.current().turn() == Turn::Chance {
            s.draw_chance(&mut rng);
        }
        // TURNO-Loop and TURNO-Lottery: no seat chooses at the start
        // (their plies are automatic).
        let (Turn::Seat(seat), false) = (s.current().turn(), s.current().automatic()) else {
            assert!(
                info.id.starts_with("turno-l"),
                "{}: no seat to move",
                info.id
            );
            continue;
        };
        hinted += 1;
        // What the page sends: the record as the seat may see it.
        let seen = session(&s.record_for(seat));
        let view = seen.current().clone_box();
        // Legal: it plays (a game may list only one move of a kind, TAU).
        let legal = |t: &str| view.clone_box().play_token(t).is_ok();
        let h = run_hint(view.clone_box(), 11);
        let best = h.best().unwrap_or_else(|| panic!("{}: no hint", info.id));
        assert!(legal(&best), "{}: hint {best} not legal", info.id);
        for (t, v) in h.top(3) {
            assert!(legal(&t), "{}: {t} not legal", info.id);
            assert!(
                v.is_none_or(|v| (0.0..=1.0).contains(&v)),
                "{}: {v:?}",
                info.id
            );
        }
    }
    assert!(hinted >= games::GAMES.len() - 2, "{hinted}");
}

#[test]
fn a_record_marked_analysed_reads_and_keeps_its_tag_and_an_old_one_reads_unmarked() {
    let marked =
        "[Game \"chogo\"]\n[Variant \"chogo-44\"]\n[Analysis \"used\"]\n[Result \"*\"]\n\n1. a4\n";
    let s = session(marked);
    assert!(s.tags().iter().any(|(k, v)| k == "Analysis" && v == "used"));
    let again = session(&s.to_record());
    assert!(
        again.to_record().contains("[Analysis \"used\"]"),
        "{}",
        again.to_record()
    );
    assert_eq!(again.tokens(), s.tokens());
    let old = session("[Game \"chogo\"]\n[Variant \"chogo-44\"]\n[Result \"*\"]\n\n1. a4\n");
    assert!(!old.tags().iter().any(|(k, _)| k == "Analysis"));
    assert!(!old.to_record().contains("Analysis"));
}

#[test]
fn a_position_with_one_legal_move_is_valued_as_the_one_after_it() {
    // In this game B has only one move at positions 7 and 17: a search
    // plays a single move without searching, so the chart once had no
    // value there.
    let text = std::fs::read_to_string("games/oanquan/tests/data/oanquan_e19.txt").unwrap();
    let s = session(&text);
    for i in [7, 17] {
        assert_eq!(s.at(i).legal_tokens().len(), 1, "position {i}");
        let mut p = Probe::new(s.at(i).clone_box(), 0, s.entry().search, 2, 3);
        while !p.step(256) {}
        let v = p
            .value()
            .unwrap_or_else(|| panic!("position {i}: no value"));
        assert!((0.0..=1.0).contains(&v), "position {i}: {v}");
        // Its best move is that only move, as the record writes it.
        assert_eq!(p.best().as_deref(), Some(s.tokens()[i].as_str()));
    }
    let positions = (0..=s.len()).map(|i| s.at(i).clone_box()).collect();
    let mut chart = Chart::new(positions, s.entry().search, 3);
    while !chart.step(256) {}
    assert!(
        chart.values().iter().all(|v| v.is_some()),
        "{:?}",
        chart.values()
    );
}

#[test]
fn a_hint_values_forced_moves_and_replies() {
    let text = std::fs::read_to_string("games/oanquan/tests/data/oanquan_e19.txt").unwrap();
    let s = session(&text);
    assert_eq!(s.at(7).turn(), Turn::Seat(1));
    let h = run_hint(s.at(7).view(1), 5);
    assert_eq!(h.best().as_deref(), Some(s.tokens()[7].as_str()));
    let top = h.top(3);
    assert_eq!(top.len(), 1, "{top:?}");
    assert!(top[0].1.is_some(), "{top:?}");
    // A move that leaves the other seat one reply (A3 at position 6) is
    // valued too, not ranked last as unknown.
    let h = run_hint(s.at(6).view(0), 5);
    let all = h.top(h.total());
    assert!(all.iter().any(|(t, _)| *t == s.tokens()[6]), "{all:?}");
    assert!(all.iter().all(|(_, v)| v.is_some()), "{all:?}");
}

#[test]
fn the_hints_move_keeps_the_value_of_the_hints_own_search() {
    // Not searched again at the ranking's lower level: the win chance said
    // with the hint is the hint search's.
    let s = session("[Game \"oanquan\"]\n[First \"A\"]\n[Result \"*\"]\n\n");
    let view = s.current().view(0);
    let h = run_hint(view.clone_box(), 13);
    let mut job = (s.entry().search)(view.as_ref(), analysis::HINT_LEVEL, 13);
    while !job.step(64) {}
    let best = h.best().expect("a hint");
    assert_eq!(Some(best.clone()), job.best());
    let all = h.top(h.total());
    let said = all
        .iter()
        .find(|(t, _)| *t == best)
        .expect("the hint is ranked");
    assert_eq!(said.1, job.outlook(), "{all:?}");
    // Said with the hint even when it is not among the best three.
    assert_eq!(h.value(), job.outlook());
}
