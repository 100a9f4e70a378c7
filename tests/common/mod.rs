//! Helpers shared by the integration tests of every game: the `attic`
//! binary end to end, perft by the engine's own move list, a move's
//! sentence, and a session's current state as its game's own type.
#![allow(dead_code)] // each test crate uses some of them

use attic::core::{AnyGame, Game, Session};
use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Run the `attic` binary with `args`, `stdin` on its standard input.
pub fn attic(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_attic"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the attic binary runs");
    let mut input = child.stdin.take().expect("a piped stdin");
    input.write_all(stdin.as_bytes()).expect("stdin is written");
    drop(input);
    child.wait_with_output().expect("attic finishes")
}

/// Move sequences of `depth` plies, by the engine's move list: the
/// generator's side of every game's perft cross-check (the other side, a
/// brute force over `is_legal`, is game-specific).
pub fn perft_legal<G: Game>(g: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| {
            let mut c = g.clone();
            c.play(m).expect("a listed move is legal");
            perft_legal(&c, depth - 1)
        })
        .sum()
}

/// The sentence for `token` played in `g` ([`AnyGame::describe_token`]);
/// panics when the game has no words for it.
pub fn said(g: &dyn AnyGame, token: &str) -> String {
    g.describe_token(token)
        .unwrap_or_else(|| panic!("no words for {token}"))
        .to_string()
}

/// The session's current state as the game's own type `T`.
pub fn current<T: Clone + 'static>(s: &Session) -> T {
    s.current()
        .as_any()
        .downcast_ref::<T>()
        .unwrap_or_else(|| panic!("the game is not a {}", std::any::type_name::<T>()))
        .clone()
}

pub mod conformance;
