//! TAU's AI. Level 5 plays the play phase exactly (the solver in
//! `solver.rs`) and bids from the solved value of the start; lower levels
//! search a few turns ahead with the current score as their guide and bid
//! from a noisy estimate. Every level sees only the public game.
//!
//! | level | bids from | removals |
//! |---|---|---|
//! | 1 | the value, off by a random factor up to V^±0.75 | 1 turn ahead, current score; a random move one time in three |
//! | 2 | the value, off by up to V^±0.4 | 1 turn ahead, current score |
//! | 3 | the value, off by up to V^±0.2 | 1 turn ahead, then greedy play to the end |
//! | 4 | the value, off by up to V^±0.075 | exact within 30 000 positions, else 2 turns ahead + greedy |
//! | 5 | the exact value V: bids V − 1, passes at V − 1 or more | exact within 600 000 positions; with up to 20 turns left ranked exactly by MTD(f) within 100 000; with up to 22 a winning removal against the LIMIT when one is proven within 100 000 positions; else 2 turns ahead + greedy |
//!
//! "The value" is exact when the board has at most [`BID_MAX_TURNS`]
//! turns (every board the designer recommends, m + n ≤ 30, has at most 10),
//! else the greedy estimate. Why V − 1 wins: see `TauJob::bid_from`.
//!
//! Every answer is ready at once (the estimate, or the shallow search's
//! removal); the exact searches then run in slices, one per step of the
//! worker, and replace it when they finish within their budget.
//! Measured in headless Chromium (tests/e2e/tau.test.mjs): level 5 bids on
//! 22×22 (exact solve) in about 0.15 s, and the worker solves 30×30 in
//! about 1.4 s; on 50×50 it bids in about 0.1 s and answers its first
//! removal in about 0.15 s.

use super::bigint::BigUint;
use super::mtd::MtdSolver;
use super::rules::{Mv, Tau};
use super::solver::{final_value, greedy_value, moves, AMove, Comp, Solver, Val};
use crate::core::{Game, Rng, SearchJob};
use std::cmp::Ordering;

/// Positions the exact solver may visit for one AI answer before the AI
/// falls back to a shallow search (about a second in the browser).
pub const EXACT_BUDGET: u64 = 600_000;
/// The solver is not even tried with more turns left than this: 22×22
/// (15 turns) takes about 445 000 positions, and each turn more multiplies
/// the work by about 2.5 (measured with `attic solve tau`).
pub const EXACT_MAX_TURNS: u8 = 15;
/// Positions the MTD(f) solver may expand for the opening bid, the exact
/// ranking of removals, or the win/loss search against the LIMIT. With the
/// plans' bounds a position costs 20–35 µs natively: 30×30 is solved in
/// slices from 62 000 positions in about 1.1 s (about 2 s in the browser,
/// within level 5's 3 s).
pub const MTD_BUDGET: u64 = 100_000;
/// Positions `attic solve tau --explain` may use (one value per ply, on a
/// shared memo: a 30×30 game takes about 85 000, 1.4 s natively).
pub const EXPLAIN_BUDGET: u64 = 200_000;
/// The opening bid is not solved with more turns left than this (28×28,
/// 19 turns, needs 39 000 positions; 30×30, 20 turns, 56 000; 32×32, 22
/// turns, 118 000 and 2.2 s natively). Measured with `attic solve tau`.
pub const BID_MAX_TURNS: u8 = 20;

/// Turns searched and how the ends are scored, per level, when the
/// position is not solved exactly (level 5 solves when it can).
const LOOKAHEAD: [(u8, Leaf); 5] = [
    (1, Leaf::Static),
    (1, Leaf::Static),
    (1, Leaf::Greedy),
    (2, Leaf::Greedy),
    (2, Leaf::Greedy),
];

/// The search for `level` (1..=5) on `g`.
pub fn search(g: &Tau, level: u8, seed: u64) -> Box<dyn SearchJob> {
    Box::new(TauJob {
        g: g.clone(),
        level: level.clamp(1, 5),
        rng: Rng::new(seed ^ 0x7A75),
        best: None,
        nodes: 0,
        summary: String::new(),
        stage: Stage::Start,
    })
}

/// Where a [`TauJob`] is. The exact searches run in slices of positions
/// (one slice per [`SearchJob::step`], so a Stop or a new position gets
/// through between them): a slice that runs out aborts the search, which
/// keeps everything it proved in its memo, and the next step runs the same
/// search again from the top, answered from the memo up to where it was.
enum Stage {
    /// Nothing done yet.
    Start,
    /// The opening bid: the exact value of the start ([`MTD_BUDGET`]).
    Bid(Box<MtdSolver>),
    /// Every removal's exact value by the full solver, within `cap`.
    Exact(Box<Solver>, u64),
    /// The removals ranked exactly by MTD(f) ([`MTD_BUDGET`]).
    Ranked(Box<MtdSolver>),
    /// A removal that keeps the win against the LIMIT, trying `order`
    /// from index `next`.
    Limit(Box<MtdSolver>, Vec<AMove>, usize),
    /// The answer stands.
    Done,
}

/// How a slice of an exact search came out.
#[derive(PartialEq, Eq)]
enum Slice {
    /// Finished: the result is exact.
    Done,
    /// The slice ran out: run again in the next step.
    More,
    /// The whole budget ran out: fall back.
    GaveUp,
}

/// After a slice: `aborted` is the solver's flag (cleared for the next
/// slice), `nodes` its positions so far, `cap` its whole budget.
fn after(aborted: &mut bool, nodes: u64, cap: u64) -> Slice {
    if !*aborted {
        Slice::Done
    } else if nodes >= cap {
        Slice::GaveUp
    } else {
        *aborted = false;
        Slice::More
    }
}

struct TauJob {
    g: Tau,
    level: u8,
    rng: Rng,
    best: Option<String>,
    nodes: u64,
    summary: String,
    stage: Stage,
}

/// The state of the play phase as the solver sees it.
pub fn abstract_state(g: &Tau) -> (Comp, Comp, u8, bool) {
    let (r, c) = g.runs();
    let high = g.turns.is_multiple_of(2);
    (Comp::new(&r), Comp::new(&c), g.turns_left(), high)
}

/// The concrete removal for an abstract move: the k-th line of the first
/// run of that length, in board order.
pub fn concrete(g: &Tau, m: &AMove) -> Option<Mv> {
    let (n, removed) = if m.row {
        (g.rows, g.removed_rows)
    } else {
        (g.cols, g.removed_cols)
    };
    let (start, _) = super::score::run_spans(n, removed)
        .into_iter()
        .find(|&(_, len)| len == m.len)?;
    let line = start + m.k; // 1-based: start (0-based) + k
    Some(if m.row { Mv::Row(line) } else { Mv::Col(line) })
}

/// How a shallow search scores the positions where it stops.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Leaf {
    /// The current score, as if the game ended there.
    Static,
    /// Both sides play the at-once-best removal to the end.
    Greedy,
}

/// Minimax over `depth` turns, `leaf` scoring the ends (ln).
fn shallow(r: &Comp, c: &Comp, n: u8, high: bool, depth: u8, leaf: Leaf, nodes: &mut u64) -> f64 {
    *nodes += 1;
    if n == 0 || depth == 0 {
        return match leaf {
            Leaf::Static => final_value(r, c).ln,
            Leaf::Greedy => greedy_value(r, c, n, high),
        };
    }
    let mut best: Option<f64> = None;
    for (_, r2, c2) in moves(r, c) {
        let v = shallow(&r2, &c2, n - 1, !high, depth - 1, leaf, nodes);
        best = Some(match best {
            None => v,
            Some(b) if high => b.max(v),
            Some(b) => b.min(v),
        });
    }
    best.unwrap_or_else(|| final_value(r, c).ln)
}

/// Turns left up to which level 5 tries the win/loss search when exact
/// values are too dear (32×32, 22 turns, at the LIMIT V − 1: 35 000
/// positions, about 1.0 s natively; at V: 48 000, 1.2 s).
pub const LIMIT_MAX_TURNS: u8 = 22;

/// A removal with its score: ln, and the exact value when solved.
type Scored = (AMove, f64, Option<Val>);

impl TauJob {
    /// The bid from a value (exact or estimated), with the level's noise.
    fn bid_from(&mut self, target: BigUint, how: &str) {
        let g = &self.g;
        // Lower levels misjudge the value by a random factor.
        let sigma = [1.5, 0.8, 0.4, 0.15, 0.0][self.level as usize - 1];
        let target = if sigma > 0.0 {
            let noise = (self.rng.unit() * 2.0 - 1.0) * sigma * 2.0;
            BigUint::from_ln(target.ln() + noise * target.ln().max(1.0) / 4.0)
        } else {
            target
        };
        // With value V, a bid of V − 1 wins: the other player either passes
        // (HIGH needs more than V − 1, and gets V) or bids at least V (then
        // passing leaves a LIMIT HIGH cannot beat).
        let one = BigUint::from_u64(1);
        let want = if target > one {
            target.minus_one()
        } else {
            one
        };
        let mv = match &g.last_bid {
            Some(last) if *last >= want => Mv::Pass,
            _ => Mv::Bid(want.clone()),
        };
        self.summary = format!(
            "{how} value of the play phase {}{}; {}",
            if sigma > 0.0 { "about " } else { "" },
            target,
            match &mv {
                Mv::Pass => "passing".to_string(),
                _ => format!("bidding {want}"),
            }
        );
        self.best = Some(g.format_move(&mv));
    }

    /// The first answer, at once: the estimated bid, or the removal the
    /// level's shallow search prefers; then the exact search to try.
    fn start(&mut self) -> Stage {
        let g = &self.g;
        let (_, _, n, high) = abstract_state(g);
        if g.roles.is_none() {
            let t = g.total_turns();
            let (r, c) = (Comp::new(&[g.rows]), Comp::new(&[g.cols]));
            let ln = shallow(&r, &c, t, true, 1, Leaf::Greedy, &mut self.nodes);
            self.bid_from(BigUint::from_ln(ln), "estimated");
            return if t <= BID_MAX_TURNS {
                Stage::Bid(Box::default())
            } else {
                Stage::Done
            };
        }
        let scored = self.heuristic();
        self.choose(&scored, high);
        if self.level >= 4 && n <= EXACT_MAX_TURNS {
            let cap = if self.level == 5 {
                EXACT_BUDGET
            } else {
                EXACT_BUDGET / 20
            };
            Stage::Exact(Box::default(), cap)
        } else if self.level == 5 && n <= BID_MAX_TURNS {
            // One or two turns beyond the full solver: MTD(f) ranks the
            // moves exactly (the best ones carry the exact value, the
            // others an exact bound below it; see `ranked_moves`).
            Stage::Ranked(Box::default())
        } else {
            self.limit_stage(scored, high)
        }
    }

    /// Level 5, a few turns too many for exact values: the win/loss
    /// search against the LIMIT may still find a winning removal (the
    /// heuristically best first).
    fn limit_stage(&self, mut scored: Vec<Scored>, high: bool) -> Stage {
        let n = self.g.turns_left();
        if self.level < 5 || n > LIMIT_MAX_TURNS || self.g.roles.is_none() {
            return Stage::Done;
        }
        scored.sort_by(|a, b| {
            let o = a.1.partial_cmp(&b.1).unwrap_or(Ordering::Equal);
            if high {
                o.reverse()
            } else {
                o
            }
        });
        Stage::Limit(Box::default(), scored.iter().map(|s| s.0).collect(), 0)
    }

    /// Every removal scored by the level's shallow search (the answer at
    /// once, and the LIMIT search's order).
    fn heuristic(&mut self) -> Vec<Scored> {
        let (r, c, n, high) = abstract_state(&self.g);
        let (depth, leaf) = LOOKAHEAD[self.level as usize - 1];
        moves(&r, &c)
            .into_iter()
            .map(|(m, r2, c2)| {
                let v = shallow(&r2, &c2, n - 1, !high, depth - 1, leaf, &mut self.nodes);
                (m, v, None)
            })
            .collect()
    }

    /// Run one slice of `stage`; the next stage, and whether this step's
    /// slice is used up.
    fn run(&mut self, stage: Stage, step: u64) -> (Stage, bool) {
        let (r, c, n, high) = abstract_state(&self.g);
        match stage {
            Stage::Start => (self.start(), false),
            Stage::Bid(mut s) => {
                s.budget = s.nodes + step;
                let (rows, cols) = (self.g.rows, self.g.cols);
                let t = self.g.total_turns();
                let v = s.value(&Comp::new(&[rows]), &Comp::new(&[cols]), t, true);
                self.nodes = s.nodes;
                match after(&mut s.aborted, s.nodes, MTD_BUDGET) {
                    Slice::Done => {
                        self.bid_from(v.to_big(), "solved");
                        (Stage::Done, false)
                    }
                    Slice::More => (Stage::Bid(s), true),
                    Slice::GaveUp => (Stage::Done, false),
                }
            }
            Stage::Exact(mut s, cap) => {
                s.budget = s.nodes + step;
                let mv = s.move_values(&r, &c, n, high);
                self.nodes = s.nodes;
                match after(&mut s.aborted, s.nodes, cap) {
                    Slice::Done => {
                        let scored: Vec<Scored> =
                            mv.into_iter().map(|(m, v)| (m, v.ln, Some(v))).collect();
                        self.choose(&scored, high);
                        (Stage::Done, false)
                    }
                    Slice::More => (Stage::Exact(s, cap), true),
                    Slice::GaveUp => {
                        let h = self.heuristic();
                        (self.limit_stage(h, high), false)
                    }
                }
            }
            Stage::Ranked(mut s) => {
                s.budget = s.nodes + step;
                let ranked = s.ranked_moves(&r, &c, n, high);
                self.nodes = s.nodes;
                match (after(&mut s.aborted, s.nodes, MTD_BUDGET), ranked) {
                    (Slice::Done, Some((_, mv))) => {
                        let scored: Vec<Scored> =
                            mv.into_iter().map(|(m, v)| (m, v.ln, Some(v))).collect();
                        self.choose(&scored, high);
                        (Stage::Done, false)
                    }
                    (Slice::More, _) => (Stage::Ranked(s), true),
                    _ => {
                        let h = self.heuristic();
                        (self.limit_stage(h, high), false)
                    }
                }
            }
            Stage::Limit(mut s, order, mut next) => {
                let Some(roles) = self.g.roles.clone() else {
                    return (Stage::Done, false);
                };
                s.budget = s.nodes + step;
                let all = moves(&r, &c);
                while let Some(m) = order.get(next) {
                    let Some((_, r2, c2)) = all.iter().find(|x| x.0 == *m) else {
                        break;
                    };
                    let high_wins = s.high_wins(r2, c2, n - 1, !high, &roles.limit);
                    self.nodes = s.nodes;
                    match after(&mut s.aborted, s.nodes, MTD_BUDGET) {
                        Slice::More => return (Stage::Limit(s, order, next), true),
                        Slice::GaveUp => break,
                        Slice::Done if high_wins == high => {
                            self.summary = format!(
                                "solved against LIMIT {}: this removal keeps the win",
                                roles.limit
                            );
                            self.best = concrete(&self.g, m).map(|m| self.g.format_move(&m));
                            break;
                        }
                        Slice::Done => next += 1,
                    }
                }
                (Stage::Done, false)
            }
            Stage::Done => (Stage::Done, true),
        }
    }

    /// Pick the best removal for the mover (exactly, when solved; ties at
    /// random; level 1 blunders now and then) and say why.
    fn choose(&mut self, scored: &[Scored], high: bool) {
        let better = |a: &Scored, b: &Scored| -> Ordering {
            let o = match (&a.2, &b.2) {
                (Some(x), Some(y)) => x.cmp_exact(y),
                _ => a.1.partial_cmp(&b.1).unwrap_or(Ordering::Equal),
            };
            if high {
                o
            } else {
                o.reverse()
            }
        };
        let Some(top) = scored.iter().max_by(|a, b| better(a, b)).cloned() else {
            return;
        };
        let ties: Vec<&Scored> = scored
            .iter()
            .filter(|x| better(x, &top) == Ordering::Equal)
            .collect();
        let mut pick = *ties[self.rng.below(ties.len())];
        if self.level == 1 && self.rng.below(3) == 0 {
            pick = scored[self.rng.below(scored.len())];
        }
        let role = if high { "HIGH" } else { "LOW" };
        self.summary = match (&pick.2, &self.g.roles) {
            (Some(v), Some(roles)) => {
                let big = v.to_big();
                let wins = (big > roles.limit) == high;
                format!(
                    "solved: best play gives {big} against LIMIT {}, so {role} {}",
                    roles.limit,
                    if wins { "wins" } else { "loses" }
                )
            }
            _ => {
                let (depth, leaf) = LOOKAHEAD[self.level as usize - 1];
                format!(
                    "looked {depth} turn{} ahead{}",
                    if depth > 1 { "s" } else { "" },
                    if leaf == Leaf::Greedy {
                        ", then played on greedily"
                    } else {
                        ""
                    }
                )
            }
        };
        self.best = concrete(&self.g, &pick.0).map(|m| self.g.format_move(&m));
    }
}

impl SearchJob for TauJob {
    fn step(&mut self, nodes: u32) -> bool {
        if self.g.is_over() {
            return true;
        }
        // A slice restarts the search from the root on its memo, which is
        // cheap: 30×30 in slices of 200 positions, 1.12 s against 1.03 s in
        // one go, the longest slice 28 ms natively.
        let step = (nodes as u64).clamp(200, 200_000);
        loop {
            let stage = std::mem::replace(&mut self.stage, Stage::Done);
            if matches!(stage, Stage::Done) {
                return true;
            }
            let (next, used) = self.run(stage, step);
            self.stage = next;
            if used {
                return false;
            }
        }
    }
    fn best(&self) -> Option<String> {
        self.best.clone()
    }
    fn nodes(&self) -> u64 {
        self.nodes
    }
    fn summary(&self) -> String {
        self.summary.clone()
    }
}
