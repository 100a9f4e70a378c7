//! Long Tau perft: move-sequence counts checked against
//! tests/data/longtau.perft three independent ways: recursion over
//! `legal_moves`; a brute force that asks `is_legal` about every pawn
//! (of any seat) moved in every direction to every cell of the grid that
//! way, with every tie choice that could be written (and `pass`, `end`);
//! and, for the smaller counts, the record tokens through `AnyGame`
//! (`legal_tokens` and `play_token`, as `attic perft` does).

use crate::common;
use crate::longtau_common;

use attic::core::prelude::*;
use attic::core::{AnyGame, Turn};
use attic::games::longtau::{LongTau, Mv};
use common::perft_legal;
use longtau_common::*;
use std::collections::HashSet;

fn perft_brute(g: &LongTau, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let legal: Vec<Mv> = candidates(g)
        .into_iter()
        .filter(|m| g.is_legal(m))
        .collect();
    if depth == 1 {
        return legal.len() as u64;
    }
    legal
        .iter()
        .map(|m| {
            let mut c = g.clone();
            c.play(m)
                .unwrap_or_else(|e| panic!("is_legal accepted {m:?} but play says {e}"));
            perft_brute(&c, depth - 1)
        })
        .sum()
}

fn perft_tokens(g: &dyn AnyGame, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if g.turn() == Turn::Over {
        return 0;
    }
    g.legal_tokens()
        .iter()
        .map(|t| {
            let mut c = g.clone_box();
            let (canonical, _) = c
                .play_token(t)
                .unwrap_or_else(|e| panic!("{t} in {}: {e}", g.position()));
            assert_eq!(&canonical, t);
            perft_tokens(c.as_ref(), depth - 1)
        })
        .sum()
}

struct Line {
    options: String,
    position: String,
    depth: u32,
    nodes: u64,
    brute: bool,
}

fn lines() -> Vec<Line> {
    include_str!("../data/longtau.perft")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('|').map(str::trim).collect();
            assert_eq!(f.len(), 5, "bad line {l}");
            Line {
                options: if f[0] == "-" {
                    String::new()
                } else {
                    f[0].into()
                },
                position: f[1].into(),
                depth: f[2].parse().unwrap(),
                nodes: f[3].parse().unwrap(),
                brute: f[4] == "both",
            }
        })
        .collect()
}

fn game(l: &Line) -> LongTau {
    match l.position.strip_prefix("start ") {
        Some(first) => start(&l.options, first),
        None => pos_with(&l.options, &l.position),
    }
}

#[test]
fn perft_counts_by_legal_moves() {
    for l in lines() {
        assert_eq!(
            perft_legal(&game(&l), l.depth),
            l.nodes,
            "{} {} depth {}",
            l.options,
            l.position,
            l.depth
        );
    }
}

#[test]
fn perft_counts_by_brute_force_is_legal() {
    for l in lines().into_iter().filter(|l| l.brute) {
        assert_eq!(
            perft_brute(&game(&l), l.depth),
            l.nodes,
            "{} {} depth {}",
            l.options,
            l.position,
            l.depth
        );
    }
}

#[test]
fn perft_counts_by_record_tokens() {
    for l in lines().into_iter().filter(|l| l.nodes <= 100_000) {
        assert_eq!(
            perft_tokens(&game(&l), l.depth),
            l.nodes,
            "{} {} depth {}",
            l.options,
            l.position,
            l.depth
        );
    }
}

/// The generator lists each move once, and every token once.
#[test]
fn legal_moves_has_no_duplicates() {
    for l in lines() {
        let g = game(&l);
        let mut v = Vec::new();
        g.legal_moves(&mut v);
        let set: HashSet<Mv> = v.iter().copied().collect();
        assert_eq!(set.len(), v.len(), "{}", l.position);
        let toks: HashSet<String> = v.iter().map(|m| g.format_move(m)).collect();
        assert_eq!(toks.len(), v.len(), "{}", l.position);
    }
}
