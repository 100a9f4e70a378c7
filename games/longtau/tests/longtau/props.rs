//! Long Tau properties over seeded random games under every option: the
//! move generator and `is_legal` agree exactly, tokens read back to the
//! same move, events match the removals, `automatic` and `outcome` agree
//! with the move list; and no input makes the reader or setup panic.

use crate::longtau_common;

use attic::core::prelude::*;
use attic::core::{Event, Rng, Turn, Winner};
use attic::games::longtau::{evaluate, Action, LongTau, Mv};
use longtau_common::*;
use std::collections::HashSet;

const OPTIONS: [&str; 6] = [
    "",
    "lines=areas",
    "players=4",
    "players=4,pawns=shared",
    "players=4,lines=areas",
    "no-removal-limit=12",
];

/// Positions of random games: starts, and middles with chair rights
/// sprinkled in so that tie choices come up.
fn positions(opts: &str, seed: u64, plies: usize) -> Vec<LongTau> {
    let mut rng = Rng::new(seed);
    let first = if opts.contains("players=4") { "E" } else { "S" };
    let mut g = start(opts, first);
    let mut out = Vec::new();
    for ply in 0..plies {
        if g.turn() == Turn::Over {
            break;
        }
        if ply % 17 == 5 {
            // Give the mover a right (a position string allows it).
            let text = g.position();
            let code = g.seat_code(g.to_move);
            let with = match text.find(" rights=") {
                Some(_) => text.clone(),
                None => text.replacen(
                    &format!("tomove={code}"),
                    &format!("tomove={code} rights={code}"),
                    1,
                ),
            };
            if let Ok(h) = LongTau::from_position(&options(opts), &with).unwrap() {
                g = h;
            }
        }
        out.push(g.clone());
        let mut v = Vec::new();
        g.legal_moves(&mut v);
        let m = v[rng.below(v.len())];
        g.play(&m).unwrap();
    }
    out.push(g);
    out
}

#[test]
fn generator_and_is_legal_agree() {
    let mut ties = 0;
    for (i, opts) in OPTIONS.iter().enumerate() {
        for seed in 0..3 {
            for g in positions(opts, seed * 10 + i as u64, 150) {
                let mut v = Vec::new();
                g.legal_moves(&mut v);
                let gen: HashSet<Mv> = v.iter().copied().collect();
                let brute: HashSet<Mv> = candidates(&g)
                    .into_iter()
                    .filter(|m| g.is_legal(m))
                    .collect();
                assert_eq!(gen, brute, "{opts}: {}", g.position());
                ties += usize::from(g.pre.k > 0);
                if g.turn() == Turn::Over {
                    assert!(v.is_empty());
                    continue;
                }
                assert!(!v.is_empty(), "{}", g.position());
                // automatic: the single pass or end.
                let auto = v.len() == 1 && matches!(v[0].action, Action::Pass | Action::End);
                assert_eq!(g.automatic(), auto);
                // The game is decided before the end is played exactly
                // when the only move is one choiceless end; its outcome
                // comes with the `end` ply (outcome ⇔ over).
                let certain = v.len() == 1 && v[0].action == Action::End && v[0].chosen == 0;
                assert_eq!(g.end().is_some(), certain, "{}", g.position());
                assert!(g.outcome().is_none(), "{}", g.position());
            }
        }
    }
    assert!(ties > 0, "no tie choice came up");
}

#[test]
fn tokens_read_back_and_events_match() {
    for (i, opts) in OPTIONS.iter().enumerate() {
        for g in positions(opts, 100 + i as u64, 200) {
            let mut v = Vec::new();
            g.legal_moves(&mut v);
            for m in &v {
                let t = g.format_move(m);
                assert_eq!(g.parse_move(&t).as_ref(), Ok(m), "{t} in {}", g.position());
                // The annotations may be left out unless a tie needs X.
                let bare = action(&t) + if t.contains('*') { "*" } else { "" };
                if g.pre.k == 0 {
                    assert_eq!(g.parse_move(&bare).as_ref(), Ok(m), "{bare}");
                }
                let mut c = g.clone();
                let ev = c.play(m).unwrap();
                let caught = ev
                    .iter()
                    .filter(|e| matches!(e, Event::Capture { .. }))
                    .count();
                assert_eq!(caught as u32, g.removed(m.chosen).count_ones());
                let moved = ev
                    .iter()
                    .filter(|e| matches!(e, Event::Move { .. }))
                    .count();
                assert_eq!(moved, usize::from(matches!(m.action, Action::Slide { .. })));
                let mut f = g.clone();
                f.play_fast(m);
                assert_eq!(f, c, "play_fast and play agree");
            }
            // An illegal move is refused and changes nothing.
            let bad = Mv {
                action: Action::Slide { from: 0, to: 91 },
                chosen: 0,
            };
            let mut c = g.clone();
            assert!(c.play(&bad).is_err());
            assert_eq!(c, g);
        }
    }
}

#[test]
fn no_input_panics() {
    let mut rng = Rng::new(5);
    let alphabet = b"abcdefghijklm0123456789-*xXpassend =,NESWtomverightsquiet";
    let games: Vec<LongTau> = OPTIONS
        .iter()
        .flat_map(|o| positions(o, 7, 60).into_iter().step_by(7))
        .collect();
    for _ in 0..20_000 {
        let len = rng.below(16);
        let s: String = (0..len)
            .map(|_| alphabet[rng.below(alphabet.len())] as char)
            .collect();
        let g = &games[rng.below(games.len())];
        if let Ok(m) = g.parse_move(&s) {
            assert!(g.is_legal(&m), "{s} read but not legal in {}", g.position());
        }
        let _ = LongTau::from_position(&options(OPTIONS[rng.below(OPTIONS.len())]), &s);
        // Mutated position strings.
        let mut p = g.position().into_bytes();
        for _ in 0..3 {
            if !p.is_empty() {
                let i = rng.below(p.len());
                p[i] = alphabet[rng.below(alphabet.len())];
            }
        }
        let p = String::from_utf8_lossy(&p).into_owned();
        if let Ok(h) =
            LongTau::from_position(&options(OPTIONS[rng.below(OPTIONS.len())]), &p).unwrap()
        {
            assert_eq!(
                LongTau::from_position(&h_opts(&h), &h.position())
                    .unwrap()
                    .unwrap()
                    .position(),
                h.position()
            );
        }
        // Arbitrary moves, even out of range.
        let m = Mv {
            action: match rng.below(3) {
                0 => Action::Pass,
                1 => Action::End,
                _ => Action::Slide {
                    from: rng.below(256) as u8,
                    to: rng.below(256) as u8,
                },
            },
            chosen: (rng.next_u64() as u128) << rng.below(64),
        };
        let mut c = g.clone();
        let legal = c.is_legal(&m);
        assert_eq!(c.play(&m).is_ok(), legal);
    }
    // Unicode and long garbage.
    let g = start("", "N");
    for s in [
        "é",
        "f8-f6é",
        "🦀",
        "",
        "x",
        "X",
        "-",
        "endx",
        "passX",
        &"a".repeat(10_000),
    ] {
        let _ = g.parse_move(s);
        let _ = LongTau::from_position(&options(""), s);
    }
}

/// With `limit-result=pawns`, every random game ended by the limit is won
/// by the side with more pawns on the board (a draw when equal), and the
/// AI's evaluation of the certain end agrees with the outcome.
#[test]
fn limit_result_pawns_scores_random_limit_ends() {
    let mut seen = [0usize; 2];
    for opts in [
        "no-removal-limit=25,limit-result=pawns",
        "players=4,no-removal-limit=25,limit-result=pawns",
        "players=4,pawns=shared,no-removal-limit=25,limit-result=pawns",
    ] {
        for seed in 0..20u64 {
            let mut rng = Rng::new(seed + 500);
            let mut g = start(opts, if opts.contains("players=4") { "E" } else { "S" });
            while g.end().is_none() {
                let mut v = Vec::new();
                g.legal_moves(&mut v);
                let m = v[rng.below(v.len())];
                g.play(&m).unwrap();
            }
            if g.termination() != "no-removal-limit" {
                continue;
            }
            let (a, b) = (g.side_pawns(0).count_ones(), g.side_pawns(1).count_ones());
            let before = g.clone();
            play(&mut g, "end");
            let o = g.outcome().unwrap();
            let want = match a.cmp(&b) {
                std::cmp::Ordering::Equal => Winner::Draw,
                _ if g.opts.players == 4 => Winner::Side(u8::from(b > a)),
                _ => Winner::Seat(u8::from(b > a)),
            };
            assert_eq!(o.winner, want, "{opts}: {}", before.position());
            seen[usize::from(want != Winner::Draw)] += 1;
            for seat in 0..g.seat_count() {
                let r = o.reward(seat, g.seats(), &|s| g.team(s));
                assert_eq!(evaluate(&before, seat), 2.0 * r - 1.0);
            }
        }
    }
    assert!(seen[0] > 0 && seen[1] > 0, "limit ends seen: {seen:?}");
}

/// The options text of a game's own options.
fn h_opts(h: &LongTau) -> attic::core::Options {
    let mut parts = Vec::new();
    if h.opts.players == 4 {
        parts.push("players=4".to_string());
    }
    if h.opts.shared {
        parts.push("pawns=shared".to_string());
    }
    if h.opts.areas {
        parts.push("lines=areas".to_string());
    }
    parts.push(format!("no-removal-limit={}", h.opts.limit));
    if h.opts.limit_pawns {
        parts.push("limit-result=pawns".to_string());
    }
    options(&parts.join(","))
}
