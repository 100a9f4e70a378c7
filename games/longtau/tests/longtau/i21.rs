//! The facts of longtau.md I21 that are exact (not sampled): the start's
//! groups and liberties with both values of `lines`, the five-ply loss
//! with `lines=areas`, and how soon a game can end from the start.

use crate::longtau_common;

use attic::core::prelude::*;
use attic::core::{Turn, Winner};
use attic::games::longtau::{board, LongTau};
use longtau_common::*;

/// The liberties of the group of `seat` holding `cell` (all its pawns
/// form one group at the start).
fn liberties(g: &LongTau, seat: usize) -> u128 {
    let empty = board::ALL & !g.occupied();
    board::bits(g.pawns[seat]).fold(0, |l, c| l | g.nbrs()[c as usize] & empty)
}

/// Whether every pawn of `seat` is in one group.
fn one_group(g: &LongTau, seat: usize) -> bool {
    let mine = g.pawns[seat];
    let mut group = 1u128 << mine.trailing_zeros();
    loop {
        let grown = board::bits(group).fold(group, |s, c| s | g.nbrs()[c as usize] & mine);
        if grown == group {
            return group == mine;
        }
        group = grown;
    }
}

#[test]
fn i21_start_groups_and_liberties() {
    for (opts, libs) in [
        ("lines=areas", "f7 g7"),
        ("", "b9 d8 e7 f7 g7 h7 i8 k9"),
        ("players=4,lines=areas", "e10 f10 g10 h10"),
        ("players=4", "d8 e10 f10 g10 h10 i8"),
    ] {
        let g = start(opts, "N");
        for s in 0..g.seat_count() as usize {
            assert!(one_group(&g, s), "{opts}: seat {s}");
        }
        assert_eq!(liberties(&g, 0), cells(libs), "{opts}");
    }
}

#[test]
fn i21_one_careless_move_loses_the_army_with_areas() {
    let mut g = start("lines=areas", "N");
    play_all(&mut g, "f8-f6 g5-g7");
    // N's other 21 pawns keep only the liberty f8.
    let mut rest = g.clone();
    rest.pawns[0] &= !cells("f6");
    assert_eq!(liberties(&rest, 0), cells("f8"));
    play_all(&mut g, "f6-f8 f5-f7");
    assert_eq!(play(&mut g, "pass"), "pass");
    assert_eq!(g.pre.siege.count_ones(), 22);
    // S's turn begins by removing them all: S wins at its start (`end`).
    assert!(matches!(
        g.end(),
        Some(attic::games::longtau::End::Elimination { winner: 1, .. })
    ));
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    g.play(&v[0]).unwrap();
    assert_eq!(g.outcome().unwrap().winner, Winner::Seat(1));
}

/// The fewest plies after which some line of play from `g` is decided
/// (its end certain), searching up to `max`; None if no line is.
fn shortest(g: &LongTau, max: u32) -> Option<u32> {
    fn go(g: &LongTau, d: u32, max: u32, best: &mut Option<u32>) {
        // Decided: the turn about to begin ends the game (its `end`).
        if g.end().is_some() || g.turn() == Turn::Over {
            *best = Some(best.map_or(d, |b| b.min(d)));
            return;
        }
        if d == max || best.is_some_and(|b| b <= d) {
            return;
        }
        let mut v = Vec::new();
        g.legal_moves(&mut v);
        for m in v {
            let mut c = g.clone();
            c.play_fast(&m);
            go(&c, d + 1, max, best);
        }
    }
    let mut best = None;
    go(g, 0, max, &mut best);
    best
}

#[test]
fn i21_shortest_games_from_the_start() {
    // With areas, 5 plies (the fifth a pass) and the sixth turn is `end`.
    assert_eq!(shortest(&start("lines=areas", "N"), 6), Some(5));
    // With span, no game ends within 6 plies (two players) or 7 (four).
    assert_eq!(shortest(&start("", "N"), 6), None);
    assert_eq!(shortest(&start("players=4", "N"), 7), None);
}
