//! The measured games TURNO ships for its rules pages
//! (`games/turno/src/measured.txt`, written by `attic stats`): the file
//! reads, holds every sub-game at every player count once, and its
//! numbers hang together; a line is what the command computes.

use crate::common;

use attic::core::measured::{parse, Measured};
use attic::games::{find, GAMES};

fn shipped() -> Vec<Measured> {
    let text = (find("turno-loop").unwrap().info)()
        .measured
        .expect("TURNO ships measurements");
    parse(text).expect("the shipped file reads")
}

#[test]
fn every_sub_game_at_every_player_count_is_measured_once() {
    let rows = shipped();
    let mut expected = Vec::new();
    for id in [
        "turno-loop",
        "turno-lottery",
        "turno-domino",
        "turno-checkers",
    ] {
        let info = (find(id).unwrap().info)();
        for p in info.min_players..=info.max_players {
            expected.push((id.to_string(), p));
        }
    }
    let got: Vec<(String, u8)> = rows.iter().map(|r| (r.id.clone(), r.players)).collect();
    assert_eq!(got, expected);
    // The four sub-games share the file; no other game ships one.
    for g in GAMES {
        let info = (g.entry.info)();
        assert_eq!(
            (g.entry.info)().measured.is_some(),
            info.id.starts_with("turno-"),
            "{}",
            info.id
        );
    }
}

#[test]
fn the_numbers_hang_together() {
    for r in shipped() {
        let what = r.line();
        assert!(r.games >= 1000, "{what}");
        assert_eq!(r.level, 1, "{what}");
        let sum: f64 = r.wins.iter().sum();
        assert!((sum - 1.0).abs() < 0.005, "{what}: shares sum to {sum}");
        // Each seat wins sometimes; none wins every game.
        assert!(r.wins.iter().all(|&w| w > 0.05 && w < 0.8), "{what}");
        let [lo, mid, hi] = r.rounds;
        assert!(1 <= lo && lo <= mid && mid <= hi, "{what}");
        assert!(r.mean >= lo as f64 && r.mean <= hi as f64, "{what}");
    }
}

#[test]
fn a_line_is_what_attic_stats_computes() {
    // The fastest sub-game; the others come from the same command.
    let args = [
        "stats",
        "turno-lottery",
        "--games",
        "2000",
        "--seed",
        "1924",
        "--options",
        "players=2",
    ];
    let out = common::attic(&args, "");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let line = String::from_utf8(out.stdout).unwrap();
    let row = shipped()
        .into_iter()
        .find(|r| r.id == "turno-lottery" && r.players == 2)
        .unwrap();
    assert_eq!(line.trim(), row.line());
}

#[test]
fn attic_stats_refuses_bad_arguments() {
    for args in [
        &["stats", "turno-loop"][..],
        &["stats", "turno-loop", "--games", "0"],
        &["stats", "turno-loop", "--games", "5", "--level", "9"],
        &[
            "stats",
            "turno-loop",
            "--games",
            "5",
            "--options",
            "players=9",
        ],
        &["stats", "chess", "--games", "5"],
    ] {
        let out = common::attic(args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?}: says why");
    }
}
