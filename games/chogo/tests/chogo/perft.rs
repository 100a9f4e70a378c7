//! Chogo perft: move-sequence counts checked against tests/data/chogo.perft
//! two independent ways: recursion over `legal_moves`, and a brute force
//! that asks `is_legal` about every syntactically possible move.

use crate::chogo_common;
use crate::common;

use attic::core::prelude::*;
use attic::games::chogo::{Chogo, Mv};
use chogo_common::*;
use common::perft_legal;
use std::collections::HashSet;

fn perft_brute(g: &Chogo, depth: u32, all: &[Mv]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let legal = brute(g, all);
    if depth == 1 {
        return legal.len() as u64;
    }
    legal
        .iter()
        .map(|m| {
            let mut c = g.clone();
            c.play(m)
                .unwrap_or_else(|e| panic!("is_legal accepted {m:?} but play says {e}"));
            perft_brute(&c, depth - 1, all)
        })
        .sum()
}

struct Line {
    variant: String,
    options: String,
    position: String,
    depth: u32,
    nodes: u64,
    brute: bool,
}

fn lines() -> Vec<Line> {
    include_str!("../data/chogo.perft")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('|').map(str::trim).collect();
            assert_eq!(f.len(), 6, "bad line {l}");
            Line {
                variant: f[0].into(),
                options: if f[1] == "-" {
                    String::new()
                } else {
                    f[1].into()
                },
                position: f[2].into(),
                depth: f[3].parse().unwrap(),
                nodes: f[4].parse().unwrap(),
                brute: f[5] == "both",
            }
        })
        .collect()
}

fn game(l: &Line) -> Chogo {
    if l.position == "start" {
        start(&l.variant, &l.options)
    } else {
        setup_on(&l.variant, &l.options, &l.position)
    }
}

#[test]
fn perft_counts_by_legal_moves() {
    for l in lines() {
        assert_eq!(
            perft_legal(&game(&l), l.depth),
            l.nodes,
            "{} {} {} depth {}",
            l.variant,
            l.options,
            l.position,
            l.depth
        );
    }
}

#[test]
fn perft_counts_by_brute_force_is_legal() {
    for l in lines().into_iter().filter(|l| l.brute) {
        let g = game(&l);
        let all = all_moves(&g);
        assert_eq!(
            perft_brute(&g, l.depth, &all),
            l.nodes,
            "{} {} {} depth {}",
            l.variant,
            l.options,
            l.position,
            l.depth
        );
    }
}

/// The generator lists each move once.
#[test]
fn legal_moves_has_no_duplicates() {
    for l in lines() {
        let g = game(&l);
        let mut v = Vec::new();
        g.legal_moves(&mut v);
        let set: HashSet<Mv> = v.iter().copied().collect();
        assert_eq!(set.len(), v.len(), "{}", l.position);
    }
}
