//! Helpers shared by the TURNOOI tests: positions from setup tags,
//! sessions, tokens played as whole turns.
#![allow(dead_code)]

use attic::core::{AnyGame, MoveError, Options, Session};
use attic::games::turnooi::Turnooi;

/// Options from text (panics on a bad option: tests only).
pub fn options(text: &str) -> Options {
    Options::parse(text, attic::games::turnooi::INFO.options).expect("options")
}

/// Setup tags from `(name, value)` pairs.
pub fn tags(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// A session from options and setup tags.
pub fn session(opts: &str, pairs: &[(&str, &str)]) -> Session {
    let entry = attic::games::find("turnooi").expect("registered");
    Session::start(entry, options(opts), tags(pairs)).unwrap_or_else(|e| panic!("{e}"))
}

/// A session from a position given as a board string and the side to move.
pub fn at(board: &str, to_move: &str) -> Session {
    session("", &[("Setup", board), ("ToMove", to_move)])
}

/// The state a session reached.
pub fn state(s: &Session) -> Turnooi {
    s.current()
        .as_any()
        .downcast_ref::<Turnooi>()
        .expect("a TURNOOI state")
        .clone()
}

/// Play one record token (a whole turn) or say why not.
pub fn turn(s: &mut Session, token: &str) -> Result<(), String> {
    s.play_turn(token).map_err(|e| e.to_string())
}

/// The reason a token is refused, as English text.
pub fn refused(s: &Session, token: &str) -> MoveError {
    let mut c = s.clone();
    match c.play_turn(token) {
        Ok(()) => panic!("{token} was accepted"),
        Err(e) => e,
    }
}

/// The record token of the last turn played.
pub fn last_turn(s: &Session) -> String {
    s.turns().last().map(|t| t.1.clone()).unwrap_or_default()
}

/// Legal tokens of the current position.
pub fn legal(s: &Session) -> Vec<String> {
    s.current().legal_tokens()
}

/// The board part of a state's position string.
pub fn board(g: &dyn AnyGame) -> String {
    g.position()
        .split(" | ")
        .next()
        .unwrap_or_default()
        .to_string()
}

/// The E1 layout with every face (a constructed start position).
pub const E1_FACES: &str = "53 15 14 25 42 34/53 12 14 26 63 63/44 66 32 31 46 12/-- -- -- -- -- --/-- -- -- -- -- --/56 34 11 24 61 22/32 64 33 31 55 45/62 51 25 61 56 45";

/// The E1 layout as the site records it: every hidden face unknown.
pub const E1: &str = "5? 1? 1? 2? 4? 3?/5? 1? 1? 2? 6? 6?/4? 6? 3? 3? 4? 1?/-- -- -- -- -- --/-- -- -- -- -- --/5? 3? 1? 2? 6? 2?/3? 6? 3? 3? 5? 4?/6? 5? 2? 6? 5? 4?";

/// Every tile of the set but these, as a `Stocks` value split in two.
pub fn stocks_without(missing: &[(u8, u8)]) -> String {
    let mut all = Vec::new();
    for a in 1..=6u8 {
        for b in a..=6u8 {
            let copies = if a == b { 1 } else { 2 };
            for _ in 0..copies {
                all.push((a, b));
            }
        }
    }
    for m in missing {
        let m = if m.0 <= m.1 { *m } else { (m.1, m.0) };
        let i = all.iter().position(|t| *t == m).expect("a tile of the set");
        all.remove(i);
    }
    let text: Vec<String> = all.iter().map(|(a, b)| format!("{a}{b}")).collect();
    let half = text.len() / 2;
    format!("{}/{}", text[..half].join(" "), text[half..].join(" "))
}

/// The E9 (a) / E10 position: A 1? on a2, B 1? on b2, C 2? on c3 (South),
/// D 3? on c5 (North), the 32 other tiles in the stocks; South to move.
pub fn e10() -> Session {
    let board = "-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- --/-- -- 3? -- -- --/-- -- -- -- -- --/-- -- 2? -- -- --/1? 1? -- -- -- --/-- -- -- -- -- --";
    let stocks = stocks_without(&[(1, 2), (1, 2), (1, 3), (2, 3)]);
    session(
        "",
        &[("Setup", board), ("ToMove", "south"), ("Stocks", &stocks)],
    )
}
