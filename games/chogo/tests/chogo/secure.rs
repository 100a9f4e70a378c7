//! Secure structures (spec §5.5) on hand-built positions: redoubts, cities,
//! a city spoilt by a functional enemy, nested cities, and what they do to
//! the mole move (§5.6). White is the attacker X (to move) throughout.

use crate::chogo_common;

use attic::games::chogo::{
    cities, functional, mole_targets, reach, redoubts, secure, Chogo, WHITE,
};
use chogo_common::*;

fn sq(name: &str) -> usize {
    let b = name.as_bytes();
    (b[1] - b'1') as usize * 12 + (b[0] - b'a') as usize
}

fn names(set: &[bool]) -> Vec<String> {
    let mut v: Vec<String> = (0..set.len())
        .filter(|&i| set[i])
        .map(attic::games::chogo::square_name)
        .collect();
    v.sort();
    v
}

/// White's view of Black's structures: (cities, redoubt men, mole targets).
fn structures(g: &Chogo) -> (Vec<String>, Vec<String>, Option<Vec<String>>) {
    let mut steps = Vec::new();
    g.steps(&mut steps);
    let func = functional(&g.board, &steps);
    let c = cities(&g.board, WHITE, &func);
    let r = redoubts(&g.board, WHITE, &steps);
    let m = mole_targets(&g.board, WHITE, &steps).map(|t| names(&t));
    (names(&c), names(&r), m)
}

fn on8(p: &str) -> Chogo {
    setup_on("chogo-8x8", "", p)
}

#[test]
fn a_full_edge_line_is_a_redoubt() {
    let g = on8("....W.../...w..w./......../......../......../......../......../bbbbbbbB w 10");
    let (c, r, m) = structures(&g);
    assert!(c.is_empty(), "{c:?}");
    assert_eq!(r, list("a1 b1 c1 d1 e1 f1 g1 h1"));
    // Every man is secure, but there is no city: no mole move.
    assert_eq!(m, None);
}

#[test]
fn a_sealed_area_is_a_city() {
    let g = on8("....W.../...w..w./......../......../......../......../bbbbbbbB/........ w 10");
    let (c, r, m) = structures(&g);
    let rank1 = list("a1 b1 c1 d1 e1 f1 g1 h1");
    assert_eq!(c, rank1);
    assert!(r.is_empty(), "the wall borders its city: {r:?}");
    assert_eq!(m, Some(rank1));
}

#[test]
fn a_city_with_a_functional_enemy_inside_is_not_a_city() {
    let g = on8("....W.../...w..w./......../......../......../......../bbbbbbbB/w....... w 10");
    let (c, _, m) = structures(&g);
    assert!(c.is_empty(), "{c:?}");
    assert_eq!(m, None);
    // The wall men are now exposed: a2 has a1 (reachable) and a3.
    let mut steps = Vec::new();
    g.steps(&mut steps);
    let func = functional(&g.board, &steps);
    let r = reach(&g.board, WHITE, &func);
    assert!(!secure(&g.board, sq("a2"), WHITE, &r));
}

#[test]
fn a_non_functional_enemy_does_not_spoil_a_city() {
    // The white pawn on a1 is hemmed in by b1 and a2: not functional.
    let g = on8("....W.../...w..w./......../......../......../......../bbbbbbbB/wb...... w 10");
    let (c, _, m) = structures(&g);
    assert_eq!(c, list("c1 d1 e1 f1 g1 h1"));
    // The city stands, but a2 is exposed (a1 already white, a3 reachable),
    // so no mole move yet.
    assert_eq!(m, None);
}

#[test]
fn cities_nested_inside_cities() {
    // A wall on rank 3 seals ranks 1-2; inside it, a2 and b1 seal a1.
    let g = on8("....W.../...w..w./......../......../......../bbbbbbbB/b......./.b...... w 10");
    let (c, _, m) = structures(&g);
    let inner = ["a1"];
    let outer = list("c1 d1 e1 f1 g1 h1 b2 c2 d2 e2 f2 g2 h2");
    let mut all: Vec<String> = outer
        .iter()
        .cloned()
        .chain(inner.iter().map(|s| s.to_string()))
        .collect();
    all.sort();
    assert_eq!(c, all);
    assert_eq!(m, Some(all));
}

#[test]
fn an_exposed_man_forbids_the_mole_move_e12() {
    let g = pos("##wwWw##/#.w....#/.w.....w/wb....../b...b.../#..B...#/##....## b 10");
    let mut steps = Vec::new();
    g.steps(&mut steps);
    let func = functional(&g.board, &steps);
    let r = reach(&g.board, 0, &func);
    assert!(!secure(&g.board, sq("h5"), 0, &r));
    assert!(g.mole_targets().is_none());
}
