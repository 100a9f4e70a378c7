//! Helpers shared by the O An Quan test files (each file is its own crate,
//! so not every helper is used everywhere).
#![allow(dead_code)]

use attic::core::prelude::*;
use attic::core::{Options, Session};
use attic::games::oanquan::{Dir, Mv, OanQuan, Own, Pos, INFO};

pub const NAMES: [&str; 12] = [
    "A1", "A2", "A3", "A4", "A5", "QE", "B1", "B2", "B3", "B4", "B5", "QW",
];
pub const START: &str = "A=5,5,5,5,5 QE=10 B=5,5,5,5,5 QW=10 capA=0 capB=0 tomove=A";

pub fn options(text: &str) -> Options {
    Options::parse(text, INFO.options).unwrap_or_else(|e| panic!("options {text}: {e}"))
}

/// A match starting from a position string (the `Setup` tag).
pub fn setup(opts: &str, position: &str) -> OanQuan {
    OanQuan::setup(&options(opts), &[("Setup".into(), position.into())])
        .unwrap_or_else(|e| panic!("setup {position}: {e}"))
}

/// A match from the real start, with `First` drawn as `first`.
pub fn first(opts: &str, first: &str) -> OanQuan {
    OanQuan::setup(&options(opts), &[("First".into(), first.into())])
        .unwrap_or_else(|e| panic!("First {first}: {e}"))
}

/// Legal moves as the spec lists them: the space, plus `a`/`c` under choose.
pub fn legal(g: &OanQuan) -> Vec<String> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    v.iter().map(|m| bare(g, *m)).collect()
}

pub fn bare(g: &OanQuan, m: Mv) -> String {
    let d = match (g.opts.choose, m.dir) {
        (false, _) => "",
        (true, Dir::Anti) => "a",
        (true, Dir::Clock) => "c",
    };
    format!("{}{d}", NAMES[m.space as usize])
}

/// Play a token (annotations optional); returns the canonical token.
pub fn play(g: &mut OanQuan, token: &str) -> String {
    let m = g
        .parse_move(token)
        .unwrap_or_else(|e| panic!("{token} in {}: {e}", g.position()));
    let canonical = g.format_move(&m);
    g.play(&m).unwrap_or_else(|e| panic!("{token}: {e}"));
    canonical
}

/// A record from a `Setup` position (or `First` when `position` is "A"/"B").
pub fn record(opts: &str, position: &str, body: &str, result: &str) -> String {
    let mut r = String::from("[Game \"oanquan\"]\n");
    if !opts.is_empty() {
        r.push_str(&format!("[Options \"{opts}\"]\n"));
    }
    if position.len() == 1 {
        r.push_str(&format!("[First \"{position}\"]\n"));
    } else {
        r.push_str(&format!("[Setup \"{position}\"]\n"));
    }
    r.push_str(&format!("[Result \"{result}\"]\n\n{body}\n"));
    r
}

/// The writer's output for a record read from these parts.
pub fn written(opts: &str, position: &str, body: &str, result: &str) -> String {
    Session::from_record(
        &attic::games::REGISTRY,
        &record(opts, position, body, result),
    )
    .unwrap_or_else(|e| panic!("{e}"))
    .to_record()
}

pub fn own(text: &str) -> [Own; 10] {
    let p = format!("{START} own={text}");
    Pos::parse(&p).unwrap_or_else(|e| panic!("{e}")).own
}

pub fn last_round_text(g: &OanQuan) -> String {
    g.last_round.expect("a round has ended").last.to_text()
}
