//! TAU's puzzles (issue 29), proven by the exact solver.
//!
//! **Removals.** In the play phase the exact value of every move is the
//! product HIGH reaches against the best defence (`mtd.rs`). A position is
//! a puzzle when exactly one move wins (HIGH: its value exceeds the LIMIT;
//! LOW: it does not) and at least one other loses. Moves that reach the
//! same position up to the board's symmetries (the order of runs, a run
//! read backwards, rows and columns swapped: `solver.rs` shows the value
//! depends on the run lengths alone) are one move, given as twins.
//!
//! **The LIMIT.** In the bidding, with V the exact value of the whole
//! board (HIGH removes first), the mover wins by bidding exactly V − 1
//! (if the other passes, HIGH makes V > V − 1; any higher bid the mover
//! passes, LOW with a LIMIT ≥ V) when the last bid is below V − 1; every
//! other bid loses (lower: the other bids V − 1; higher: the other passes)
//! and so does passing (HIGH makes V > the last bid). When the last bid is
//! V or more, passing wins and every bid loses. At a last bid of exactly
//! V − 1 the mover loses whatever he does: no puzzle.

use super::bigint::BigUint;
use super::mtd::MtdSolver;
use super::solver::{final_value, Comp, Val};
use super::Tau;
use attic_core::puzzle::{Proof, Puzzles};
use attic_core::AnyGame;

/// The tool of [`attic_core::Tools::puzzles`].
pub const PUZZLES: Puzzles = Puzzles {
    prove,
    shipped: include_str!("../puzzles/tau.txt"),
    options: &[
        "rows=6,cols=7",
        "rows=8,cols=8",
        "rows=9,cols=11",
        "rows=10,cols=10",
        "rows=12,cols=12",
        "rows=8,cols=14",
        "rows=13,cols=15",
    ],
    themes: &["limit", "last-cut", "split", "trim"],
    // A bid lists only `pass` and the smallest bid for every bid.
    replies_listed: |g| {
        g.as_any()
            .downcast_ref::<Tau>()
            .is_some_and(|t| t.roles.is_some())
    },
};

/// Expansions the solver may use for one proof: far more than a 16×16
/// board needs, so a proof never depends on the machine.
const BUDGET: u64 = 2_000_000;

/// Prove a TAU position (see the module's words).
pub fn prove(g: &dyn AnyGame) -> Result<Proof, String> {
    let t = g
        .as_any()
        .downcast_ref::<Tau>()
        .ok_or("not a TAU position")?;
    if t.is_over() {
        return Err("the game is over".into());
    }
    if t.total_turns() > 12 {
        return Err("the board is beyond the puzzles' reach (more than 12 turns)".into());
    }
    match &t.roles {
        None => bid(t),
        Some(roles) => removal(g, t, &roles.limit),
    }
}

fn comps(t: &Tau) -> (Comp, Comp) {
    let (r, c) = t.runs();
    (Comp::new(&r), Comp::new(&c))
}

/// The exact value with `n` turns left and HIGH to move if `high`.
fn value(s: &mut MtdSolver, r: &Comp, c: &Comp, n: u8, high: bool) -> Result<Val, String> {
    if n == 0 {
        return Ok(final_value(r, c));
    }
    let v = s.value(r, c, n, high);
    if s.aborted {
        return Err("the solver's budget ran out".into());
    }
    Ok(v)
}

fn solver() -> MtdSolver {
    MtdSolver::with_budget(BUDGET)
}

fn bid(t: &Tau) -> Result<Proof, String> {
    let (r, c) = comps(t);
    let n = t.total_turns();
    let v = value(&mut solver(), &r, &c, n, true)?.to_big();
    let one = BigUint::from_u64(1);
    let right = v.minus_one();
    let depth = u32::from(n) + 1;
    let last = t.last_bid.clone();
    let (answer, text) = match &last {
        Some(b) if *b >= v => (
            "pass".to_string(),
            format!("exact to the end ({n} removals after the bidding): the board is worth {v} with best play; passing at {b} makes LOW win, any bid lets the other pass"),
        ),
        Some(b) if *b == right => {
            return Err(format!("the last bid is {b} = V - 1: every move loses"))
        }
        _ if right < one => return Err("the board is worth 1: no bid wins".into()),
        _ => (
            right.to_string(),
            format!(
                "exact to the end ({n} removals after the bidding): the board is worth {v} with best play; a bid of {right} wins, lower the other bids {right}, higher the other passes{}",
                if last.is_some() { ", passing makes HIGH win" } else { "" }
            ),
        ),
    };
    // Representatives of the wrong moves: the neighbours of V - 1, and
    // passing where it is allowed.
    let mut verdicts = vec![(answer.clone(), true)];
    let mut other = |tok: String| {
        if tok != answer && !verdicts.iter().any(|(t, _)| *t == tok) {
            verdicts.push((tok, false));
        }
    };
    if last.is_some() {
        other("pass".into());
    }
    let floor = last
        .as_ref()
        .map(BigUint::plus_one)
        .unwrap_or_else(|| one.clone());
    for x in [right.minus_one(), v.clone(), v.plus_one(), floor] {
        if !x.is_zero() && last.as_ref().is_none_or(|b| x > *b) {
            other(x.to_string());
        }
    }
    Ok(Proof {
        answer: vec![answer],
        theme: "limit",
        depth,
        text,
        verdicts,
    })
}

fn removal(g: &dyn AnyGame, t: &Tau, limit: &BigUint) -> Result<Proof, String> {
    let n = t.turns_left();
    // HIGH moves on the odd turns (1, 3, …): after an even number.
    let high = t.turns.is_multiple_of(2);
    let mut s = solver();
    // (class, tokens, value): one class per resulting position.
    let mut classes: Vec<((Comp, Comp), Vec<String>, BigUint)> = Vec::new();
    for tok in g.legal_tokens() {
        let mut next = g.clone_box();
        next.play_token(&tok).map_err(|e| e.to_string())?;
        let after = next.as_any().downcast_ref::<Tau>().ok_or("not TAU")?;
        let (r, c) = comps(after);
        // Rows and columns swapped are the same position (the value is
        // symmetric): the class is the pair in a fixed order.
        let class = if r.runs() <= c.runs() { (r, c) } else { (c, r) };
        match classes.iter_mut().find(|(k, _, _)| *k == class) {
            Some((_, toks, _)) => toks.push(tok),
            None => {
                let v = value(&mut s, &r, &c, n - 1, !high)?.to_big();
                classes.push((class, vec![tok], v));
            }
        }
    }
    let wins = |v: &BigUint| (*v > *limit) == high;
    let winners: Vec<_> = classes.iter().filter(|(_, _, v)| wins(v)).collect();
    let losers: Vec<_> = classes.iter().filter(|(_, _, v)| !wins(v)).collect();
    let [(_, answer, best)] = winners[..] else {
        return Err(format!("{} moves win", winners.len()));
    };
    // The best of the losing moves for the mover: the highest for HIGH.
    let other = losers
        .iter()
        .map(|(_, toks, v)| (toks, v))
        .reduce(|a, b| if (b.1 > a.1) == high { b } else { a })
        .ok_or("every move wins")?;
    let (cmp_win, cmp_lose) = if high { (">", "<=") } else { ("<=", ">") };
    let text = format!(
        "exact to the end ({n} removal{} left): LIMIT {limit}; {} leads to {best} {cmp_win} LIMIT; the best other move, {}, to {} {cmp_lose} LIMIT",
        if n == 1 { "" } else { "s" },
        answer[0],
        other.0[0],
        other.1
    );
    let interior = answer_is_interior(t, &answer[0]);
    let theme = match (n, interior) {
        (1, _) => "last-cut",
        (_, true) => "split",
        (_, false) => "trim",
    };
    let verdicts = classes
        .iter()
        .flat_map(|(_, toks, v)| toks.iter().map(|tk| (tk.clone(), wins(v))))
        .collect();
    Ok(Proof {
        answer: answer.clone(),
        theme,
        depth: u32::from(n),
        text,
        verdicts,
    })
}

/// Whether the removal `tok` takes a line inside a run (splitting it in
/// two) rather than at one of its ends.
fn answer_is_interior(t: &Tau, tok: &str) -> bool {
    let (size, removed, i) = match super::parse_token(tok) {
        Ok(super::Mv::Row(i)) => (t.rows, t.removed_rows, i),
        Ok(super::Mv::Col(i)) => (t.cols, t.removed_cols, i),
        _ => return false,
    };
    let present = |j: u8| j >= 1 && j <= size && removed & (1 << (j - 1)) == 0;
    present(i - 1) && present(i + 1)
}
