//! Straat's after-game review ([`attic_core::Tools::review`]): the exact
//! solver works back from the end of a finished game as far as its budget
//! reaches, then says from which move on the result was settled with best
//! play, and each placement after that which gave some of it away, with
//! the placement that was best there. The solver is exact, so a placement
//! named here lost streets against any defence.

use super::rules::{msg, Straat};
use super::solver::{solve, Solver};
use super::why::{result, value};
use super::words::seat_term;
use attic_core::prelude::*;
use attic_core::{Lang, Msg};
use attic_records::Session;

/// Positions the review may search in all (one table for the whole game:
/// the positions of one game share most of their subtrees). Natively about
/// a second; a game whose opening lies beyond it is reviewed from later on.
pub const BUDGET: u64 = 3_000_000;
/// Table size (2^18 entries of 16 bytes: 4 MB).
const TT_BITS: u32 = 18;

/// One placement that gave streets away.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slip {
    /// Its ply (1-based).
    pub ply: usize,
    /// Who made it.
    pub seat: u8,
    /// The result for that seat with best play before it and after it
    /// (its streets minus the other's).
    pub before: i8,
    /// After it.
    pub after: i8,
    /// Its token, and the token of a best placement there.
    pub token: String,
    /// A best placement there.
    pub best: Option<String>,
}

/// What the solver found in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The first position it settled (0 = the empty frame).
    pub from: usize,
    /// That position's mover and its result with best play.
    pub seat: u8,
    /// Its value for that mover.
    pub value: i8,
    /// The placements from there on that gave streets away.
    pub slips: Vec<Slip>,
}

/// Solve `positions` (a whole game, the empty frame first) back from the
/// end within [`BUDGET`]; `tokens[i]` is the placement made in position `i`.
/// None when not even the last position could be settled (a game that is
/// not over).
pub fn find(positions: &[Straat], tokens: &[String]) -> Option<Found> {
    if positions.last()?.empty() != 0 {
        return None;
    }
    let split = positions.first()?.split;
    let mut s = Solver::new(split, TT_BITS);
    s.limit = BUDGET;
    let mut values: Vec<i8> = Vec::new();
    for g in positions.iter().rev() {
        match value(&mut s, g) {
            Some(v) => values.push(v),
            None => break,
        }
    }
    values.reverse();
    let from = positions.len() - values.len();
    let settled = positions.get(from..)?;
    // The value of position k (from `from`) for seat `seat`.
    let for_seat = |k: usize, seat: u8| {
        let v = values[k];
        if settled[k].mover() == seat {
            v
        } else {
            -v
        }
    };
    let mut slips = Vec::new();
    for (k, g) in settled.iter().enumerate().take(settled.len() - 1) {
        let seat = g.mover();
        let (before, after) = (for_seat(k, seat), for_seat(k + 1, seat));
        if after < before {
            let best = solve(g, 14).1.map(|m| g.format_move(&m));
            slips.push(Slip {
                ply: from + k + 1,
                seat,
                before,
                after,
                token: tokens.get(from + k).cloned().unwrap_or_default(),
                best,
            });
        }
    }
    let first = settled.first()?;
    Some(Found {
        from,
        seat: first.mover(),
        value: values[0],
        slips,
    })
}

/// The review's lines.
fn lines(f: &Found) -> Vec<Msg> {
    let mut out = vec![msg("review.from")
        .num("n", f.from as i64 + 1)
        .msg("result", result(f.seat, f.value))];
    if f.from == 0 {
        out[0] = msg("review.whole").msg("result", result(f.seat, f.value));
    }
    for s in &f.slips {
        let line = msg("review.slip")
            .num("ply", s.ply as i64)
            .text("token", s.token.clone())
            .term("seat", seat_term(s.seat))
            .msg("before", result(s.seat, s.before))
            .msg("after", result(s.seat, s.after));
        // A position with a placement to make always has a best one.
        out.push(line.text("best", s.best.clone().unwrap_or_default()));
    }
    if f.slips.is_empty() {
        out.push(msg("review.no-slip"));
    }
    out
}

/// The review of a finished game's `record`, in `lang`.
pub(super) fn review(record: &str, lang: Lang) -> Result<String, String> {
    let fail = |e: String| msg("review.error").text("error", e).render(lang);
    let s = Session::from_record(crate::ALONE, record).map_err(|e| fail(e.to_string()))?;
    let positions: Vec<Straat> = (0..=s.len())
        .map(|i| s.at(i).as_any().downcast_ref::<Straat>().copied())
        .collect::<Option<_>>()
        .ok_or_else(|| fail(msg("review.not-straat").render(lang)))?;
    let found =
        find(&positions, s.tokens()).ok_or_else(|| fail(msg("review.not-over").render(lang)))?;
    Ok(lines(&found)
        .iter()
        .map(|m| m.render(lang) + "\n")
        .collect())
}
