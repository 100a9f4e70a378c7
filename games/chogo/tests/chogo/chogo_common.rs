//! Helpers shared by the Chogo test files (each file is its own crate, so
//! not every helper is used everywhere).
#![allow(dead_code)]

use attic::core::prelude::*;
use attic::core::{MoveError, Options, Session};
use attic::games::chogo::{Chogo, Mv, INFO};

pub const START44: &str = "##wwww##/#w....w#/w......w/......../b......b/#b....b#/##bbbb## b 0";

pub fn options(text: &str) -> Options {
    Options::parse(text, INFO.options).unwrap_or_else(|e| panic!("options {text}: {e}"))
}

/// A game from a position string on a variant, with options.
pub fn setup_on(variant: &str, opts: &str, position: &str) -> Chogo {
    Chogo::setup(
        &options(opts),
        &[
            ("Variant".into(), variant.into()),
            ("Position".into(), position.into()),
        ],
    )
    .unwrap_or_else(|e| panic!("setup {position}: {e}"))
}

/// A chogo-44 game from a position string.
pub fn pos(position: &str) -> Chogo {
    setup_on("chogo-44", "", position)
}

/// The standard start of a variant, with options.
pub fn start(variant: &str, opts: &str) -> Chogo {
    Chogo::setup(&options(opts), &[("Variant".into(), variant.into())])
        .unwrap_or_else(|e| panic!("start {variant}: {e}"))
}

/// A token without its `#` / `*` annotations.
pub fn plain(t: &str) -> String {
    t.trim_end_matches(['#', '*']).to_string()
}

/// The canonical tokens of every legal move (annotations removed), sorted.
pub fn legal(g: &Chogo) -> Vec<String> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    let mut t: Vec<String> = v.iter().map(|m| plain(&g.format_move(m))).collect();
    t.sort();
    t
}

/// A spec list ("a b c") sorted.
pub fn list(text: &str) -> Vec<String> {
    let mut v: Vec<String> = text.split_whitespace().map(String::from).collect();
    v.sort();
    v
}

/// The move a token denotes in `g`, panicking if it is not legal.
pub fn mv(g: &Chogo, token: &str) -> Mv {
    g.parse_move(token)
        .unwrap_or_else(|e| panic!("{token} in {}: {e}", g.position()))
}

/// Play a token (annotations optional); returns the canonical token.
pub fn play(g: &mut Chogo, token: &str) -> String {
    let m = mv(g, token);
    let canonical = g.format_move(&m);
    g.play(&m).unwrap_or_else(|e| panic!("{token}: {e}"));
    canonical
}

/// The reason a token is refused (parse or illegal), panicking if it is legal.
pub fn refused(g: &Chogo, token: &str) -> MoveError {
    match g.parse_move(token) {
        Ok(m) => panic!("{token} is legal in {}: {m:?}", g.position()),
        Err(e) => e,
    }
}

/// A record with optional Variant, Options and Position tags.
pub fn record(variant: &str, opts: &str, position: &str, body: &str, result: &str) -> String {
    let mut r = String::from("[Game \"chogo\"]\n");
    if !variant.is_empty() {
        r.push_str(&format!("[Variant \"{variant}\"]\n"));
    }
    if !opts.is_empty() {
        r.push_str(&format!("[Options \"{opts}\"]\n"));
    }
    if !position.is_empty() {
        r.push_str(&format!("[Position \"{position}\"]\n"));
    }
    r.push_str(&format!("[Result \"{result}\"]\n\n{body}\n"));
    r
}

/// Read a record, panicking with the error.
pub fn session(text: &str) -> Session {
    Session::from_record(&attic::games::REGISTRY, text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// Every syntactically possible move on `g`'s board: drops on every
/// square, every rectangle of squares moved by every displacement along one
/// axis that keeps it within the board's files and ranks, and every mole
/// from any square to any square. The brute-force side of the perft and
/// property tests asks `is_legal` about each.
pub fn all_moves(g: &Chogo) -> Vec<Mv> {
    let v = g.board.variant;
    let (nf, nr) = (v.files() as i32, v.ranks() as i32);
    let sq = |f: i32, r: i32| (r * 12 + f) as u8;
    let mut out = Vec::new();
    for r in 0..nr {
        for f in 0..nf {
            out.push(Mv::Drop(sq(f, r)));
            for r2 in 0..nr {
                for f2 in 0..nf {
                    out.push(Mv::Mole {
                        from: sq(f, r),
                        to: sq(f2, r2),
                    });
                }
            }
            for w in 1..=nf - f {
                for h in 1..=nr - r {
                    for df in -f..=nf - f - w {
                        if df != 0 {
                            out.push(Mv::Step {
                                from: sq(f, r),
                                w: w as u8,
                                h: h as u8,
                                df: df as i8,
                                dr: 0,
                            });
                        }
                    }
                    for dr in -r..=nr - r - h {
                        if dr != 0 {
                            out.push(Mv::Step {
                                from: sq(f, r),
                                w: w as u8,
                                h: h as u8,
                                df: 0,
                                dr: dr as i8,
                            });
                        }
                    }
                }
            }
        }
    }
    out
}

/// The legal moves by brute force: `all_moves` filtered by `is_legal`.
pub fn brute(g: &Chogo, all: &[Mv]) -> Vec<Mv> {
    all.iter().copied().filter(|m| g.is_legal(m)).collect()
}
