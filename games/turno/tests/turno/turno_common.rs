//! Helpers shared by the TURNO test files (each file is its own crate, so
//! not every helper is used everywhere).
#![allow(dead_code)]

use attic::core::prelude::*;
use attic::core::{Options, Session};
use attic::games::turno::{Checkers, Domino};
use attic::games::REGISTRY;

/// A session read from a record (panics with the record on an error).
pub fn read(rec: &str) -> Session {
    Session::from_record(&REGISTRY, rec).unwrap_or_else(|e| panic!("{e}\n{rec}"))
}

/// A turno-loop record: `options`, the track as the site writes it, `body`.
pub fn loop_record(options: &str, track: &str, body: &str) -> String {
    let opts = if options.is_empty() {
        String::new()
    } else {
        format!("[Options \"{options}\"]\n")
    };
    format!(
        "[Game \"turno-loop\"]\n{opts}[Players \"2\"]\n[First \"1\"]\n[Track \"{track}\"]\n[Result \"*\"]\n\n{body}\n"
    )
}

/// A Domino state: these hands, `placed` placements made, seat `to_move`.
pub fn domino(hands: &[&str], placed: usize, to_move: u8) -> Domino {
    let p = hands.len() as u8;
    let opts = Options::parse(&format!("players={p}"), Domino::info().options).unwrap();
    // Start from any legal position of p players, then set the example's.
    let mut g = Domino::from_position(&opts, &start_string(p))
        .unwrap()
        .unwrap();
    for (s, h) in hands.iter().enumerate() {
        let mut m = [0u8; 21];
        for t in h.split(' ') {
            let b = t.as_bytes();
            m[attic::games::turno::tiles::type_of(b[0] - b'0', b[1] - b'0')] += 1;
        }
        g.hands[s] = m;
        g.sizes[s] = h.split(' ').count() as u8;
    }
    let fill = [(2u8, 4u8), (5, 6), (4, 5), (3, 5), (1, 2), (3, 4)];
    g.placed = (0..placed).map(|i| fill[i % 6]).collect();
    g.to_move = to_move;
    g
}

/// The start string of a p-player game dealt in type order.
pub fn start_string(p: u8) -> String {
    let h = attic::games::turno::hand_size(p) as usize;
    let mut all = Vec::new();
    for (t, &(a, b)) in attic::games::turno::tiles::TYPE_FACES.iter().enumerate() {
        for _ in 0..attic::games::turno::tiles::FULL[t] {
            all.push(format!("{a}{b}"));
        }
    }
    let hands: Vec<String> = all
        .chunks(h)
        .take(p as usize)
        .map(|c| c.join(" "))
        .collect();
    let caps = vec!["222222"; p as usize].join("/");
    format!("{}; -; 1; 0; {caps}", hands.join("/"))
}

/// E7's board as the site writes it (every tile still face down).
pub const E7_SITE: &str = "5? 5? 3? 1? 4? 4?/6? 6? 4? 2? 6? 1?/1? 2? 4? 6? 6? 6?/4? 2? 3? 1? 5? 1?/2? 2? 3? 3? 3? 3?/5? 2? 2? 5? 1? 3?";

/// E7's board, Seat 1 (side S, start c1) with its pawn on `pawn`, having
/// thrown `roll`.
pub fn e7_game(pawn: &str, crossed: bool, roll: u8) -> Checkers {
    let o = Options::parse("", Checkers::info().options).unwrap();
    let text = format!(
        "{E7_SITE}; S,c1,{pawn},{} N,-,-,0; 1; {roll}",
        crossed as u8
    );
    Checkers::from_position(&o, &text).unwrap().unwrap()
}
