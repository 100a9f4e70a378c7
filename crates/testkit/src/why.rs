//! The harness of the `tests/<id>/why.rs` modules (issue 19 §4): explain
//! every legal move of positions from seeded random playouts, timing each
//! call, and find the slowest call in a way a busy machine cannot fake.
#![allow(dead_code)]

use attic::core::msg::Arg;
use attic::core::prelude::*;
use attic::core::{Msg, Rng};
use std::time::{Duration, Instant};

/// One explanation: the position, the move, how long it took, its key.
pub struct Call<G: Game> {
    pub game: G,
    pub mv: G::Move,
    pub time: Duration,
    pub key: Option<&'static str>,
}

/// Explain every legal move of every `every`-th ply of `games` random
/// playouts of at most `plies` plies, game `n` starting from `start(n)`.
/// Panics if an explanation leaves an argument unfilled.
pub fn explain_random<G: Game>(
    seed: u64,
    games: usize,
    plies: usize,
    every: usize,
    start: impl Fn(usize) -> G,
) -> Vec<Call<G>> {
    let mut rng = Rng::new(seed);
    let mut calls = Vec::new();
    for n in 0..games {
        let mut g = start(n);
        let mut moves = Vec::new();
        for ply in 0..plies {
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            for m in moves.iter().filter(|_| ply.is_multiple_of(every)) {
                let t = Instant::now();
                let w = g.explain(m);
                let time = t.elapsed();
                if let Some(w) = &w {
                    assert!(!w.to_string().contains('{'), "{w}");
                }
                calls.push(Call {
                    game: g.clone(),
                    mv: m.clone(),
                    time,
                    key: w.map(|w| w.key),
                });
            }
            let m = moves[rng.below(moves.len())].clone();
            g.play(&m).unwrap_or_else(|e| panic!("{m:?}: {e}"));
        }
    }
    calls
}

/// The keys that came up, each once, in order of first appearance.
pub fn keys<G: Game>(calls: &[Call<G>]) -> Vec<&'static str> {
    let mut out = Vec::new();
    for k in calls.iter().filter_map(|c| c.key) {
        if !out.contains(&k) {
            out.push(k);
        }
    }
    out
}

/// The slowest call, where each call over `limit` is timed five times
/// more and counts by its fastest: a busy machine may stall one call, a
/// blow-up is slow every time.
pub fn slowest<G: Game>(calls: &[Call<G>], limit: Duration) -> Duration {
    let again = |c: &Call<G>| {
        (0..5)
            .map(|_| {
                let t = Instant::now();
                std::hint::black_box(c.game.explain(&c.mv));
                t.elapsed()
            })
            .min()
            .unwrap_or_default()
    };
    calls
        .iter()
        .map(|c| if c.time > limit { again(c) } else { c.time })
        .max()
        .unwrap_or_default()
}

/// Explain `m` in `g`, timed: one call, for files that make their own
/// positions (chance plies, a seat's view) instead of `explain_random`.
pub fn timed<G: Game>(g: &G, m: &G::Move) -> Call<G> {
    let t = Instant::now();
    let w = g.explain(m);
    let time = t.elapsed();
    Call {
        game: g.clone(),
        mv: m.clone(),
        time,
        key: w.map(|w| w.key),
    }
}

/// The median and maximum time of `calls` (sorted by time).
fn median_max<G: Game>(calls: &[Call<G>]) -> (Duration, Duration) {
    let mut t: Vec<Duration> = calls.iter().map(|c| c.time).collect();
    t.sort();
    (t[t.len() / 2], t[t.len() - 1])
}

/// Prints the calls' median and maximum time, then asserts the slowest
/// (re-timed as `slowest` does) is within `limit`.
pub fn assert_fast<G: Game>(name: &str, calls: &[Call<G>], limit: Duration) {
    let (median, max) = median_max(calls);
    let slow = slowest(calls, limit);
    println!(
        "{name} explain: {} calls, median {median:?}, max {max:?}, max re-timed {slow:?}",
        calls.len()
    );
    assert!(
        slow <= limit,
        "{name}: slowest explain {slow:?}, limit {limit:?}"
    );
}

/// "N calls, median, max, max re-timed", for the `why_timing` tests.
pub fn report<G: Game>(name: &str, calls: &[Call<G>]) {
    let (median, max) = median_max(calls);
    println!("keys: {:?}", keys(calls));
    println!(
        "{name} explain: {} calls, median {median:?}, max {max:?}, max re-timed {:?}",
        calls.len(),
        slowest(calls, Duration::ZERO)
    );
}

/// The explanation of `token` in `g` (panics if there is none).
pub fn why<G: Game>(g: &G, token: &str) -> Msg {
    let m = g
        .parse_move(token)
        .unwrap_or_else(|e| panic!("{token}: {e}"));
    g.explain(&m)
        .unwrap_or_else(|| panic!("no reason for {token}"))
}

/// A nested message argument, such as the `{then}` clause.
pub fn sub<'a>(m: &'a Msg, name: &str) -> &'a Msg {
    match m.arg(name) {
        Some(Arg::Msg(s)) => s,
        a => panic!("{name} is {a:?} in {m:?}"),
    }
}

/// The key of the `{then}` clause.
pub fn then(m: &Msg) -> &'static str {
    sub(m, "then").key
}

/// A numeric argument.
pub fn num(m: &Msg, name: &str) -> i64 {
    match m.arg(name) {
        Some(Arg::Num(n)) => *n,
        a => panic!("{name} is {a:?} in {m:?}"),
    }
}

/// How often the AI's own moves get a reason: `games` games of AI
/// `level` against itself from `start(n)`, at most `plies` plies each.
/// Prints the moves with a reason, the only moves, and each key's count.
pub fn ai_coverage<G: Game>(
    name: &str,
    level: u8,
    games: usize,
    plies: usize,
    start: impl Fn(usize) -> G,
) {
    let (mut moves, mut only, mut none) = (0, 0, 0);
    let mut counts: Vec<(&'static str, usize)> = Vec::new();
    for n in 0..games {
        let mut g = start(n);
        let mut legal = Vec::new();
        for ply in 0..plies {
            g.legal_moves(&mut legal);
            if legal.is_empty() {
                break;
            }
            let mut job = attic::ai::levels::start_search(&g, level, (n * 1000 + ply) as u64);
            while !job.step(200) {}
            let token = job.best().expect("a move");
            let m = g
                .parse_move(&token)
                .unwrap_or_else(|e| panic!("{token}: {e}"));
            moves += 1;
            if legal.len() == 1 {
                only += 1;
            } else {
                match g.explain(&m) {
                    Some(w) => match counts.iter_mut().find(|c| c.0 == w.key) {
                        Some(c) => c.1 += 1,
                        None => counts.push((w.key, 1)),
                    },
                    None => none += 1,
                }
            }
            g.play(&m).unwrap_or_else(|e| panic!("{token}: {e}"));
        }
    }
    counts.sort_by_key(|c| std::cmp::Reverse(c.1));
    println!(
        "{name} AI level {level}, {games} games: {moves} moves, {only} only moves, {none} without a reason; {counts:?}"
    );
}
