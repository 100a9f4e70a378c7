//! "The solver says": after a game, the exact value of the play phase and
//! the removals that threw a win away. Values by MTD(f) (`mtd.rs`), one
//! memo for the whole game; `games/tau/tests/tau/rules.rs` checks the blunders against the
//! full solver.

use super::bigint::BigUint;
use super::mtd::MtdSolver;
use super::rules::{msg, seat_term, Mv, Roles, Tau};
use super::solver::Comp;
use attic_core::prelude::*;
use attic_core::{Msg, Seat};

/// One removal that turned a won position into a lost one for its mover.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Blunder {
    /// Ply of the move (1-based, in the whole record).
    pub ply: usize,
    /// Its token.
    pub token: String,
    /// Who made it.
    pub seat: Seat,
    /// Exact value before and after the move.
    pub before: BigUint,
    /// Exact value after the move.
    pub after: BigUint,
}

/// The solver's view of a finished (or running) game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The exact minimax score of the play phase from the start.
    pub start_value: BigUint,
    /// The LIMIT, once negotiated.
    pub limit: Option<BigUint>,
    /// The seat that was winning when the play began (with perfect play).
    pub winning_at_start: Option<Seat>,
    /// Removals after which their mover could no longer win.
    pub blunders: Vec<Blunder>,
    /// Positions the solver evaluated.
    pub nodes: u64,
}

fn value(s: &mut MtdSolver, g: &Tau) -> BigUint {
    let (r, c) = g.runs();
    s.value(
        &Comp::new(&r),
        &Comp::new(&c),
        g.turns_left(),
        g.turns.is_multiple_of(2),
    )
    .to_big()
}

/// Explain the game `start` + `moves`; None when the solver needs more than
/// `budget` positions (very large boards).
pub fn explain(start: &Tau, moves: &[Mv], budget: u64) -> Option<Explanation> {
    let mut s = MtdSolver::with_budget(budget);
    let mut g = start.clone();
    let mut fresh = Tau::new(start.rows, start.cols);
    fresh.roles = Some(super::rules::Roles {
        high: 0,
        limit: BigUint::from_u64(1),
    });
    let start_value = value(&mut s, &fresh);
    let mut out = Explanation {
        start_value,
        limit: None,
        winning_at_start: None,
        blunders: Vec::new(),
        nodes: 0,
    };
    for (i, m) in moves.iter().enumerate() {
        let before = g.roles.clone().map(|roles| (roles, value(&mut s, &g)));
        let mover = g.to_move();
        if g.play(m).is_err() {
            break;
        }
        if out.limit.is_none() {
            if let Some(roles) = &g.roles {
                out.limit = Some(roles.limit.clone());
                let high_wins = out.start_value > roles.limit;
                out.winning_at_start = Some(if high_wins {
                    roles.high
                } else {
                    1 - roles.high
                });
            }
        }
        if let (Some((roles, v0)), Some(seat)) = (before, mover) {
            let v1 = value(&mut s, &g);
            let wins = |v: &BigUint| (*v > roles.limit) == (seat == roles.high);
            if wins(&v0) && !wins(&v1) {
                out.blunders.push(Blunder {
                    ply: i + 1,
                    token: g.format_move(m),
                    seat,
                    before: v0,
                    after: v1,
                });
            }
        }
        if s.aborted {
            return None;
        }
    }
    out.nodes = s.nodes;
    (!s.aborted).then_some(out)
}

impl Explanation {
    /// Sentences for people, one message each.
    pub fn messages(&self) -> Vec<Msg> {
        let mut v = vec![msg("review.value").text("value", self.start_value.to_string())];
        if let (Some(limit), Some(w)) = (&self.limit, self.winning_at_start) {
            v.push(winning_line(limit, w));
        }
        for b in &self.blunders {
            v.push(
                msg("review.blunder")
                    .num("ply", b.ply as i64)
                    .text("token", b.token.clone())
                    .term("seat", seat_term(b.seat))
                    .text("before", b.before.to_string())
                    .text("after", b.after.to_string()),
            );
        }
        if self.limit.is_some() && self.blunders.is_empty() {
            v.push(msg("review.no-blunder"));
        }
        v
    }

    /// The same sentences in English.
    pub fn lines(&self) -> Vec<String> {
        self.messages().iter().map(Msg::to_string).collect()
    }
}

/// "Against LIMIT L, A was winning when the play began."
fn winning_line(limit: &BigUint, seat: Seat) -> Msg {
    msg("review.winning")
        .text("limit", limit.to_string())
        .term("seat", seat_term(seat))
}

/// The start of what is said about a board beyond the exact solver: the
/// English of the message `review.too-large` (a test keeps them equal).
pub const TOO_LARGE: &str =
    "This board is too large for the exact solver here (it reaches about 30×30).";

/// What can still be said about a game whose board is too large to solve
/// exactly: the plans' bounds on the value of the play phase (`plans.rs`)
/// when they apply (each side has more lines than turns), and, once the
/// negotiation gave `roles`, who was winning against the LIMIT when the
/// bounds decide it.
pub fn bounds_lines(start: &Tau, roles: Option<&Roles>) -> Vec<Msg> {
    let mut plans = super::plans::Plans::default();
    let (r, c) = (Comp::new(&[start.rows]), Comp::new(&[start.cols]));
    let t = start.total_turns();
    let (Some(lo), Some(hi)) = (plans.lower(&r, &c, t, true), plans.upper(&r, &c, t, true)) else {
        return vec![msg("review.too-large")];
    };
    let (lo, hi) = (lo.to_big(), hi.to_big());
    let mut v = vec![msg("review.bounds")
        .msg("too_large", msg("review.too-large"))
        .text("lo", lo.to_string())
        .text("hi", hi.to_string())];
    if let Some(roles) = roles {
        let limit = &roles.limit;
        v.push(if lo > *limit {
            winning_line(limit, roles.high)
        } else if hi <= *limit {
            winning_line(limit, 1 - roles.high)
        } else {
            msg("review.undecided").text("limit", limit.to_string())
        });
    }
    v
}

#[cfg(test)]
mod tests {
    #[test]
    fn too_large_is_the_english_of_its_message() {
        assert_eq!(super::msg("review.too-large").to_string(), super::TOO_LARGE);
    }
}
