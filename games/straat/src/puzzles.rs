//! Straat's puzzles (issue 29), proven by the exact endgame solver.
//!
//! With at most [`MAX_EMPTY`] empty cells, every placement is solved to
//! the end (`solver.rs`: the exact difference of the street totals with
//! best play). A position is a puzzle when one placement alone reaches the
//! best result (a win, or a draw where every other placement loses): the
//! margin is a whole result, not a street. Placements whose boards are
//! images of each other under the square's 8 symmetries are one move
//! (twins): the solver shows they have the same value.

use super::rules::Straat;
use super::solver::{pack, symmetric, Solver, INF};
use attic_core::prelude::*;
use attic_core::puzzle::{Proof, Puzzles};
use attic_core::AnyGame;

/// The tool of [`attic_core::Tools::puzzles`].
pub const PUZZLES: Puzzles = Puzzles {
    prove,
    shipped: include_str!("../puzzles/straat.txt"),
    options: &["", "split=diagonal"],
    themes: &["last-tiles", "win", "save"],
    replies_listed: attic_core::puzzle::all_listed,
};

/// Most empty cells of a puzzle: 8 empty cells solve in about 0.1 s
/// (`search.rs` gives the solver's figures), so a whole file re-proves in
/// seconds.
pub const MAX_EMPTY: u32 = 8;

/// The solver's table: 2^20 entries (16 MiB).
const TT_BITS: u32 = 20;

/// The board's key up to the 8 symmetries.
fn canonical(g: &Straat) -> u64 {
    (0..8).map(|s| pack(&symmetric(g, s))).min().unwrap_or(0)
}

/// Win, draw or loss of a value for the mover.
fn result(v: i8) -> i8 {
    v.signum()
}

/// Prove a Straat position (see the module's words).
pub fn prove(g: &dyn AnyGame) -> Result<Proof, String> {
    let t = g
        .as_any()
        .downcast_ref::<Straat>()
        .ok_or("not a Straat position")?;
    let empty = t.empty();
    if empty == 0 {
        return Err("the game is over".into());
    }
    if empty > MAX_EMPTY {
        return Err(format!("{empty} empty cells: more than {MAX_EMPTY}"));
    }
    let mut solver = Solver::new(t.split, TT_BITS);
    // (canonical key, tokens, value for the mover): one class per board
    // up to symmetry.
    let mut classes: Vec<(u64, Vec<String>, i8)> = Vec::new();
    let mut moves = Vec::new();
    t.legal_moves(&mut moves);
    for m in moves {
        let tok = t.format_move(&m);
        let mut child = *t;
        child.apply(m);
        let key = canonical(&child);
        match classes.iter_mut().find(|(k, _, _)| *k == key) {
            Some((_, toks, _)) => toks.push(tok),
            None => {
                let v = -solver.search(&mut child, -INF, INF);
                if solver.aborted {
                    return Err("the solver stopped".into());
                }
                classes.push((key, vec![tok], v));
            }
        }
    }
    let best = classes.iter().map(|c| result(c.2)).max().ok_or("no move")?;
    let right: Vec<_> = classes.iter().filter(|c| result(c.2) == best).collect();
    let [(_, answer, v)] = right[..] else {
        return Err(format!("{} moves reach the best result", right.len()));
    };
    let other = classes
        .iter()
        .filter(|c| result(c.2) < best)
        .max_by_key(|c| c.2)
        .ok_or("every move reaches the best result")?;
    let said = |v: i8| {
        let n = v.unsigned_abs();
        let streets = if n == 1 { "street" } else { "streets" };
        match result(v) {
            1 => format!("wins by {n} {streets}"),
            0 => "draws".to_string(),
            _ => format!("loses by {n} {streets}"),
        }
    };
    let text = format!(
        "exact to the end ({empty} placement{} left): {} {}; the best other move, {}, {}",
        if empty == 1 { "" } else { "s" },
        answer[0],
        said(*v),
        other.1[0],
        said(other.2),
    );
    let theme = match (empty, best) {
        (1..=2, _) => "last-tiles",
        (_, 1) => "win",
        _ => "save",
    };
    let verdicts = classes
        .iter()
        .flat_map(|(_, toks, v)| toks.iter().map(|tk| (tk.clone(), result(*v) == best)))
        .collect();
    Ok(Proof {
        answer: answer.clone(),
        theme,
        depth: empty,
        text,
        verdicts,
    })
}
