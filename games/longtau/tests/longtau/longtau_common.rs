//! Helpers shared by the Long Tau test files (each file is its own crate,
//! so not every helper is used everywhere).
#![allow(dead_code)]

use attic::core::prelude::*;
use attic::core::{MoveError, MoveKind, Options, RecordError, Session};
use attic::games::longtau::{board, Action, LongTau, Mv, INFO};

/// The two-player start of E1 (N to move).
pub const START2: &str = "N=d11,d12,e9,e10,e11,e12,f8,f9,f10,f11,f12,g8,g9,g10,g11,g12,h9,h10,h11,h12,i11,i12 S=d1,d2,e1,e2,e3,e4,f1,f2,f3,f4,f5,g1,g2,g3,g4,g5,h1,h2,h3,h4,i1,i2 tomove=N";

/// The four-player start of E10 (N to move).
pub const START4: &str = "N=d11,d12,e11,e12,f11,f12,g11,g12,h11,h12,i11,i12 E=k4,k5,k6,k7,k8,k9,l4,l5,l6,l7,l8,l9 S=d1,d2,e1,e2,f1,f2,g1,g2,h1,h2,i1,i2 W=a4,a5,a6,a7,a8,a9,b4,b5,b6,b7,b8,b9 tomove=N";

pub fn options(text: &str) -> Options {
    Options::parse(text, INFO.options).unwrap_or_else(|e| panic!("options {text}: {e}"))
}

/// A game from a position string under options.
pub fn pos_with(opts: &str, position: &str) -> LongTau {
    LongTau::from_position(&options(opts), position)
        .expect("Long Tau reads positions")
        .unwrap_or_else(|e| panic!("{position}: {e}"))
}

/// A game from a position string, default options.
pub fn pos(position: &str) -> LongTau {
    pos_with("", position)
}

/// The standard start with `first` to move.
pub fn start(opts: &str, first: &str) -> LongTau {
    LongTau::setup(&options(opts), &[("First".into(), first.into())])
        .unwrap_or_else(|e| panic!("start {opts} {first}: {e}"))
}

/// A token's action alone: `f8-f6` for `f8-f6*xa9Xb4`.
pub fn action(t: &str) -> String {
    t.split(['*', 'x', 'X']).next().unwrap_or("").to_string()
}

/// The actions of every legal move, sorted (spec lists are sorted).
pub fn legal(g: &LongTau) -> Vec<String> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    let mut t: Vec<String> = v.iter().map(|m| action(&g.format_move(m))).collect();
    t.sort();
    t.dedup();
    t
}

/// The canonical tokens of every legal move, in the engine's order.
pub fn tokens(g: &LongTau) -> Vec<String> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    v.iter().map(|m| g.format_move(m)).collect()
}

/// A spec list ("a b c") sorted.
pub fn list(text: &str) -> Vec<String> {
    let mut v: Vec<String> = text.split_whitespace().map(String::from).collect();
    v.sort();
    v
}

/// The move a token denotes in `g`, panicking if it is not legal.
pub fn mv(g: &LongTau, token: &str) -> Mv {
    g.parse_move(token)
        .unwrap_or_else(|e| panic!("{token} in {}: {e}", g.position()))
}

/// Play a token (annotations optional); returns the canonical token.
pub fn play(g: &mut LongTau, token: &str) -> String {
    let m = mv(g, token);
    assert!(g.is_legal(&m), "{token}: read but not is_legal");
    let canonical = g.format_move(&m);
    g.play(&m).unwrap_or_else(|e| panic!("{token}: {e}"));
    canonical
}

/// Play several tokens; returns their canonical forms.
pub fn play_all(g: &mut LongTau, tokens: &str) -> Vec<String> {
    tokens.split_whitespace().map(|t| play(g, t)).collect()
}

/// The reason a token is refused, panicking if it is accepted.
pub fn refused(g: &LongTau, token: &str) -> MoveError {
    match g.parse_move(token) {
        Ok(m) => panic!("{token} is legal in {}: {m:?}", g.position()),
        Err(e) => e,
    }
}

/// A cell set from names.
pub fn cells(names: &str) -> u128 {
    let v: Vec<&str> = names.split_whitespace().collect();
    let s = board::set(&v);
    assert_eq!(s.count_ones() as usize, v.len(), "bad cell in {names}");
    s
}

/// Read a record, panicking with the error.
pub fn session(text: &str) -> Session {
    Session::from_record(&attic::games::REGISTRY, text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// A record's error, panicking if it reads.
pub fn record_error(text: &str) -> RecordError {
    match Session::from_record(&attic::games::REGISTRY, text) {
        Ok(_) => panic!("the record reads:\n{text}"),
        Err(e) => e,
    }
}

/// Asserts where a record's move failed, as the record numbers it (ply,
/// move number, the seat's key, the token), what it broke and the
/// arguments of its reason.
#[track_caller]
pub fn assert_move_error(
    e: &RecordError,
    at: (usize, Option<u32>, &str, &str),
    kind: MoveKind,
    args: &[(&str, &str)],
) {
    let RecordError::Move {
        ply,
        number,
        seat,
        token,
        error,
    } = e
    else {
        panic!("not a move error: {e}")
    };
    let seat = seat.as_ref().map_or("", |s| s.key);
    assert_eq!((*ply, *number, seat, token.as_str()), at, "{e}");
    crate::common::assert_refusal(error, kind, args);
}

/// Every move the brute force asks about in `g`.
pub fn candidates(g: &LongTau) -> Vec<Mv> {
    // Tie choices: none, and (when the mover holds a right) every subset
    // of 1 to 4 enemy pawns at one distance.
    let mut choices = vec![0u128];
    if g.rights >> g.to_move & 1 == 1 {
        let enemy = g.side_pawns(1 - g.side_of(g.to_move).min(1));
        for &(_, m) in &board::T.by_d[..board::T.classes] {
            let cells: Vec<u8> = board::bits(enemy & m).collect();
            for sub in 1u32..1 << cells.len() {
                if (1..=4).contains(&sub.count_ones()) {
                    choices.push(
                        cells
                            .iter()
                            .enumerate()
                            .filter(|(i, _)| sub >> i & 1 == 1)
                            .fold(0, |s, (_, &c)| s | 1u128 << c),
                    );
                }
            }
        }
    }
    let mut out = Vec::new();
    for &chosen in &choices {
        out.push(Mv {
            action: Action::Pass,
            chosen,
        });
        out.push(Mv {
            action: Action::End,
            chosen,
        });
        for from in board::bits(g.occupied()) {
            let (f, r) = (
                board::T.file[from as usize] as i32,
                board::T.rank[from as usize] as i32,
            );
            for (df, dr) in board::DIRS {
                let (mut x, mut y) = (f + df, r + dr);
                while (1..=12).contains(&x) && (1..=12).contains(&y) {
                    if let Some(to) = board::cell_at(x, y) {
                        out.push(Mv {
                            action: Action::Slide { from, to },
                            chosen,
                        });
                    }
                    x += df;
                    y += dr;
                }
            }
        }
    }
    out
}
