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
//! A first answer is ready at once, before any step (a greedy playout's
//! bid, or the removal best at once); the shallow search, then the exact
//! searches, run in slices of work (`meter.rs`), one per step of the
//! worker, and replace it when they finish within their budget. A step of
//! n nodes does about n × [`UNITS_PER_NODE`] units of work, 3 to 10 µs a
//! node natively, whatever the stage: the worker reads a Stop between
//! steps.
//! Measured in headless Chromium (tests/e2e/tau.test.mjs): level 5 bids on
//! 22×22 (exact solve) in about 0.15 s, and the worker solves 30×30 in
//! about 1.4 s; on 50×50 it bids in about 0.1 s and answers its first
//! removal in about 0.15 s.

use super::bigint::BigUint;
use super::meter::Meter;
use super::mtd::MtdSolver;
use super::rules::{Mv, Tau};
use super::shallow::{Leaf, Shallow};
use super::solver::{greedy_final, greedy_move, moves, AMove, Comp, Solver, Val};
use attic_core::prelude::*;
use attic_core::{Rng, SearchJob};
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
    let mut job = TauJob {
        g: g.clone(),
        level: level.clamp(1, 5),
        rng: Rng::new(seed ^ 0x7A75),
        best: None,
        nodes: 0,
        summary: String::new(),
        outlook: None,
        stage: Stage::Start,
        scored: Vec::new(),
        retired: Vec::new(),
    };
    // The first answer before any step: a Stop may reach the worker
    // before its first step does (and then it answers with `best`).
    if !job.g.is_over() {
        job.stage = job.start();
    }
    Box::new(job)
}

/// Work units (`meter.rs`) of one node of [`SearchJob::step`]: 3 to
/// 10 µs natively, so a step of 200 nodes takes a few ms at most (measured
/// with `step_times_of_level_5_games` in `games/tau/tests/tau/rules.rs`).
pub const UNITS_PER_NODE: u64 = 2_000;

/// Where a [`TauJob`] is. The searches run in slices of work (one slice
/// per [`SearchJob::step`], so a Stop or a new position gets through
/// between them): an exact search whose slice runs out pauses, keeping
/// everything it proved in its memo, and the next step runs the same
/// search again from the top, answered from the memo up to where it was.
enum Stage {
    /// Nothing done yet (the job starts past it: see [`search`]).
    Start,
    /// The opening bid estimated by a shallow search from the start.
    Estimate(Box<Shallow>),
    /// The removals scored by the level's shallow search.
    Heuristic(Box<Shallow>),
    /// The opening bid: the exact value of the start ([`MTD_BUDGET`]).
    Bid(Box<MtdSolver>),
    /// Every removal's exact value by the full solver, within `cap`.
    Exact(Box<Solver>),
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

/// After a slice: the solver's flags (cleared for the next slice when it
/// only paused).
fn after(aborted: &mut bool, paused: &mut bool) -> Slice {
    if !*aborted {
        Slice::Done
    } else if *paused {
        (*aborted, *paused) = (false, false);
        Slice::More
    } else {
        Slice::GaveUp
    }
}

/// Give `meter` a slice of `left` units; the units spent, once `f` ran.
fn slice_of(meter: &mut Meter, left: u64) -> impl FnOnce(&Meter) -> u64 {
    let w0 = meter.work;
    meter.slice(left);
    move |m: &Meter| m.work - w0
}

struct TauJob {
    g: Tau,
    level: u8,
    rng: Rng,
    best: Option<String>,
    nodes: u64,
    summary: String,
    /// 1 when its removal is proven to keep a win, 0 when every removal
    /// is proven to lose; None when unsolved (and while bidding).
    outlook: Option<f32>,
    stage: Stage,
    /// The shallow search's scores (the LIMIT search's order).
    scored: Vec<Scored>,
    /// Finished searches, kept until the job is dropped: dropping a memo
    /// (the plans' tables above all: 18 ms natively for 5 700 positions
    /// on 50×50) would make a step long.
    retired: Vec<Stage>,
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

/// Turns left up to which level 5 tries the win/loss search when exact
/// values are too dear (32×32, 22 turns, at the LIMIT V − 1: 35 000
/// positions, about 1.0 s natively; at V: 48 000, 1.2 s).
pub const LIMIT_MAX_TURNS: u8 = 22;

/// A removal with its score: ln, and the exact value when solved.
type Scored = (AMove, f64, Option<Val>);

impl TauJob {
    /// The bid from a value (exact or estimated), with the level's noise.
    fn bid_from(&mut self, target: BigUint, how: &str) {
        // Lower levels misjudge the value by a random factor.
        let sigma = [1.5, 0.8, 0.4, 0.15, 0.0][self.level as usize - 1];
        let target = if sigma > 0.0 {
            let noise = (self.rng.unit() * 2.0 - 1.0) * sigma * 2.0;
            BigUint::from_ln(target.ln() + noise * target.ln().max(1.0) / 4.0)
        } else {
            target
        };
        self.bid(
            target,
            &format!(
                "{how} value of the play phase {}",
                if sigma > 0.0 { "about " } else { "" }
            ),
        );
    }

    /// The bid for a value `target`, said as `what` `target`.
    fn bid(&mut self, target: BigUint, what: &str) {
        let g = &self.g;
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
            "{what}{target}; {}",
            match &mv {
                Mv::Pass => "passing".to_string(),
                _ => format!("bidding {want}"),
            }
        );
        self.best = Some(g.format_move(&mv));
    }

    /// The first answer, at once (the greedy playout's bid, or the
    /// removal best at once); then the shallow search.
    fn start(&mut self) -> Stage {
        let g = &self.g;
        let (r, c, n, high) = abstract_state(g);
        if g.roles.is_none() {
            let t = g.total_turns();
            let (r, c) = (Comp::new(&[g.rows]), Comp::new(&[g.cols]));
            let v = greedy_final(&r, &c, t, true).to_big();
            // The start, before its removals (the shallow search's count).
            self.nodes += 1;
            self.bid(
                v,
                "estimated (greedy playout) value of the play phase about ",
            );
            return Stage::Estimate(Box::new(Shallow::new(&r, &c, t, true, 1, Leaf::Greedy)));
        }
        if let Some((row, len, k)) = greedy_move(&r, &c, high) {
            self.best = concrete(g, &AMove { row, len, k }).map(|m| g.format_move(&m));
            self.summary = "the removal best at once (a first guess)".to_string();
        }
        let (depth, leaf) = LOOKAHEAD[self.level as usize - 1];
        Stage::Heuristic(Box::new(Shallow::new(&r, &c, n, high, depth, leaf)))
    }

    /// The shallow search is done: its answer, then the exact search to
    /// try.
    fn after_heuristic(&mut self, scored: Vec<Scored>) -> Stage {
        let (_, _, n, high) = abstract_state(&self.g);
        self.choose(&scored, high);
        self.scored = scored;
        if self.level >= 4 && n <= EXACT_MAX_TURNS {
            let cap = if self.level == 5 {
                EXACT_BUDGET
            } else {
                EXACT_BUDGET / 20
            };
            Stage::Exact(Box::new(Solver::with_budget(cap)))
        } else if self.level == 5 && n <= BID_MAX_TURNS {
            // One or two turns beyond the full solver: MTD(f) ranks the
            // moves exactly (the best ones carry the exact value, the
            // others an exact bound below it; see `ranked_moves`).
            Stage::Ranked(Box::new(MtdSolver::with_budget(MTD_BUDGET)))
        } else {
            self.limit_stage(high)
        }
    }

    /// Level 5, a few turns too many for exact values: the win/loss
    /// search against the LIMIT may still find a winning removal (the
    /// heuristically best first).
    fn limit_stage(&self, high: bool) -> Stage {
        let n = self.g.turns_left();
        if self.level < 5 || n > LIMIT_MAX_TURNS || self.g.roles.is_none() {
            return Stage::Done;
        }
        let mut scored = self.scored.clone();
        scored.sort_by(|a, b| {
            let o = a.1.partial_cmp(&b.1).unwrap_or(Ordering::Equal);
            if high {
                o.reverse()
            } else {
                o
            }
        });
        Stage::Limit(
            Box::new(MtdSolver::with_budget(MTD_BUDGET)),
            scored.iter().map(|s| s.0).collect(),
            0,
        )
    }

    /// Run `stage` on a slice of `left` work units; the next stage, and
    /// the units spent.
    fn run(&mut self, stage: Stage, left: u64) -> (Stage, u64) {
        let (r, c, n, high) = abstract_state(&self.g);
        match stage {
            Stage::Start => (self.start(), 100),
            Stage::Estimate(mut sh) => {
                let spent = slice_of(&mut sh.meter, left);
                sh.run();
                let spent = spent(&sh.meter);
                self.nodes += sh.nodes;
                if !sh.done() {
                    sh.nodes = 0;
                    return (Stage::Estimate(sh), spent);
                }
                let best = sh
                    .scored()
                    .iter()
                    .map(|x| x.1)
                    .fold(None, |b: Option<f64>, v| Some(b.map_or(v, |b| b.max(v))));
                let (rows, cols) = (Comp::new(&[self.g.rows]), Comp::new(&[self.g.cols]));
                let ln = best.unwrap_or_else(|| super::solver::final_value(&rows, &cols).ln);
                self.bid_from(BigUint::from_ln(ln), "estimated");
                let next = if self.g.total_turns() <= BID_MAX_TURNS {
                    Stage::Bid(Box::new(MtdSolver::with_budget(MTD_BUDGET)))
                } else {
                    Stage::Done
                };
                (next, spent)
            }
            Stage::Heuristic(mut sh) => {
                let spent = slice_of(&mut sh.meter, left);
                sh.run();
                let spent = spent(&sh.meter);
                self.nodes += sh.nodes;
                if !sh.done() {
                    sh.nodes = 0;
                    return (Stage::Heuristic(sh), spent);
                }
                let scored = sh.scored().iter().map(|&(m, v)| (m, v, None)).collect();
                (self.after_heuristic(scored), spent)
            }
            Stage::Bid(mut s) => {
                let spent = slice_of(&mut s.meter, left);
                let (rows, cols) = (self.g.rows, self.g.cols);
                let t = self.g.total_turns();
                let v = s.value(&Comp::new(&[rows]), &Comp::new(&[cols]), t, true);
                let spent = spent(&s.meter);
                self.nodes = s.nodes;
                let slice = after(&mut s.aborted, &mut s.paused);
                if slice == Slice::More {
                    return (Stage::Bid(s), spent);
                }
                self.retired.push(Stage::Bid(s));
                if slice == Slice::Done {
                    self.bid_from(v.to_big(), "solved");
                }
                (Stage::Done, spent)
            }
            Stage::Exact(mut s) => {
                let spent = slice_of(&mut s.meter, left);
                let mv = s.move_values(&r, &c, n, high);
                let spent = spent(&s.meter);
                self.nodes = s.nodes;
                let slice = after(&mut s.aborted, &mut s.paused);
                if slice == Slice::More {
                    return (Stage::Exact(s), spent);
                }
                self.retired.push(Stage::Exact(s));
                if slice == Slice::GaveUp {
                    return (self.limit_stage(high), spent);
                }
                let scored: Vec<Scored> = mv.into_iter().map(|(m, v)| (m, v.ln, Some(v))).collect();
                self.choose(&scored, high);
                (Stage::Done, spent)
            }
            Stage::Ranked(mut s) => {
                let spent = slice_of(&mut s.meter, left);
                let ranked = s.ranked_moves(&r, &c, n, high);
                let spent = spent(&s.meter);
                self.nodes = s.nodes;
                let slice = after(&mut s.aborted, &mut s.paused);
                if slice == Slice::More {
                    return (Stage::Ranked(s), spent);
                }
                self.retired.push(Stage::Ranked(s));
                match (slice, ranked) {
                    (Slice::Done, Some((_, mv))) => {
                        let scored: Vec<Scored> =
                            mv.into_iter().map(|(m, v)| (m, v.ln, Some(v))).collect();
                        self.choose(&scored, high);
                        (Stage::Done, spent)
                    }
                    _ => (self.limit_stage(high), spent),
                }
            }
            Stage::Limit(mut s, order, mut next) => {
                let Some(roles) = self.g.roles.clone() else {
                    return (Stage::Done, 0);
                };
                let spent = slice_of(&mut s.meter, left);
                let all = moves(&r, &c);
                while let Some(m) = order.get(next) {
                    let Some((_, r2, c2)) = all.iter().find(|x| x.0 == *m) else {
                        break;
                    };
                    let high_wins = s.high_wins(r2, c2, n - 1, !high, &roles.limit);
                    self.nodes = s.nodes;
                    match after(&mut s.aborted, &mut s.paused) {
                        Slice::More => {
                            let spent = spent(&s.meter);
                            return (Stage::Limit(s, order, next), spent);
                        }
                        Slice::GaveUp => break,
                        Slice::Done if high_wins == high => {
                            self.summary = format!(
                                "solved against LIMIT {}: this removal keeps the win",
                                roles.limit
                            );
                            self.outlook = Some(1.0);
                            self.best = concrete(&self.g, m).map(|m| self.g.format_move(&m));
                            break;
                        }
                        Slice::Done => next += 1,
                    }
                }
                let spent = spent(&s.meter);
                self.retired.push(Stage::Limit(s, order, next));
                (Stage::Done, spent)
            }
            Stage::Done => (Stage::Done, 0),
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
        self.outlook = None;
        self.summary = match (&pick.2, &self.g.roles) {
            (Some(v), Some(roles)) => {
                let big = v.to_big();
                let wins = (big > roles.limit) == high;
                self.outlook = Some(if wins { 1.0 } else { 0.0 });
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
        // A slice restarts an exact search from the root on its memo,
        // which is cheap next to a slice the worker asks for (a few ms).
        let mut left = (nodes.max(1) as u64).saturating_mul(UNITS_PER_NODE);
        loop {
            let stage = std::mem::replace(&mut self.stage, Stage::Done);
            if matches!(stage, Stage::Done) {
                return true;
            }
            let (next, spent) = self.run(stage, left);
            self.stage = next;
            left = left.saturating_sub(spent);
            if left == 0 {
                return matches!(self.stage, Stage::Done);
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
    /// Only a proven result ("I expect to win"), never the value.
    fn outlook(&self) -> Option<f32> {
        self.outlook
    }
}
