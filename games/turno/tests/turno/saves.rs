//! TURNO's forced endings are played for the seat (`Rules::automatic`):
//! Domino's last pass of a blocked game and a Checkers walk home that is
//! the only legal path. The app pauses before an automatic ply, so a game
//! can be saved just before it: the record then carries the ending's
//! result, reads back finished, and a link keeps every ply.

use attic::core::{link, Rng, Session, Turn};
use attic::games::REGISTRY;

/// Random games of `id` (seeded), stopped at the first position where the
/// seat to move has one legal move, of the kind `forced` names, which ends
/// the game: it must be played for the seat.
fn stopped_before_forced_end(
    id: &str,
    options: &str,
    forced: impl Fn(&str) -> bool,
    want: usize,
) -> Vec<Session> {
    let mut found = Vec::new();
    for seed in 0..20_000u64 {
        let mut rng = Rng::new(seed);
        let mut s = Session::new(&REGISTRY, id, options, &mut rng).unwrap();
        while s.current().turn() != Turn::Over && s.len() < 3000 {
            if s.draw_chance(&mut rng).is_some() {
                continue;
            }
            let legal = s.current().legal_tokens();
            if let [only] = &legal[..] {
                let mut after = s.clone();
                after.play(only).unwrap();
                if forced(only) && after.current().turn() == Turn::Over {
                    assert!(
                        s.current().automatic(),
                        "{id}: a forced ending is played for the seat: {}",
                        s.current().position()
                    );
                    found.push(s);
                    break;
                }
            }
            s.play(&legal[rng.below(legal.len())]).unwrap();
        }
        if found.len() == want {
            break;
        }
    }
    assert_eq!(found.len(), want, "{id} {options}");
    found
}

fn reads_back_finished(s: &Session) {
    let rec = s.to_record();
    assert!(!rec.contains("[Result \"*\"]"), "{rec}");
    let back = Session::from_record(&REGISTRY, &rec).unwrap_or_else(|e| panic!("{e}\n{rec}"));
    assert_eq!(back.current().turn(), Turn::Over, "{rec}");
    // The same game as if the ending had been played, token for token.
    let mut full = s.clone();
    let only = full.current().legal_tokens().remove(0);
    full.play(&only).unwrap();
    assert_eq!(back.to_record(), full.to_record());
    assert_eq!(back.current().position(), full.current().position());
    // A link keeps the plies as they are (the ending still to play).
    if !s.current().local_only() {
        let opened = link::decode(&REGISTRY, &link::encode(s).unwrap()).unwrap();
        assert_eq!(opened.tokens(), s.tokens());
    }
}

#[test]
fn domino_last_pass_of_a_blocked_game_is_automatic_and_a_save_before_it_reads_back() {
    for p in [2, 3, 5] {
        for s in
            stopped_before_forced_end("turno-domino", &format!("players={p}"), |t| t == "pass", 4)
        {
            assert_eq!(s.current().legal_tokens(), ["pass"]);
            reads_back_finished(&s);
        }
    }
}

#[test]
fn checkers_only_walk_home_is_automatic_and_a_save_before_it_reads_back() {
    for p in [2, 4] {
        for s in stopped_before_forced_end(
            "turno-checkers",
            &format!("players={p}"),
            |t| t.starts_with(':'),
            4,
        ) {
            let only = s.current().legal_tokens().remove(0);
            assert!(only.starts_with(':'), "{only}");
            reads_back_finished(&s);
        }
    }
}
