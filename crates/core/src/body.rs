//! A record body's layout: the tokens of each turn, numbered lines of them.
//! The [`Notation`] trait's default record body; the record envelope around it
//! is in the records crate.

use super::game::Notation;

/// Default body layout: `N. t t …`, one round of every seat a line, where
/// a round is as many turns as the game has seats (see [`turn_tokens`]).
pub fn default_body<G: Notation>(start: &G, moves: &[G::Move]) -> String {
    lay_out(&turn_tokens(start, moves), start.seats().max(1) as usize)
}

/// The record tokens of `moves` played from `start`: one per turn, where a
/// turn is a ply and every following ply that [`Rules::mid_turn`](super::game::Rules::mid_turn) joins to
/// it (a roll and the move it allows), their canonical tokens joined.
pub fn turn_tokens<G: Notation>(start: &G, moves: &[G::Move]) -> Vec<String> {
    let mut g = start.clone();
    let mut turns: Vec<String> = Vec::new();
    for m in moves {
        let token = g.format_move(m);
        match turns.last_mut() {
            Some(t) if g.mid_turn() => t.push_str(&token),
            _ => turns.push(token),
        }
        g.play_fast(m);
    }
    turns
}

/// Turn tokens as numbered lines of `per_line` turns: `1. t t`.
pub fn lay_out(turns: &[String], per_line: usize) -> String {
    let mut out = String::new();
    for (i, line) in turns.chunks(per_line.max(1)).enumerate() {
        out.push_str(&format!("{}. {}\n", i + 1, line.join(" ")));
    }
    out
}
