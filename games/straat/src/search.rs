//! The AI hook ([`own_search`]): the exact endgame solver as a
//! [`SearchJob`] that runs in node batches, and `attic solve straat`.
//!
//! Straat has no evaluation, so before the solver takes over the levels use
//! MCTS with random playouts (100, 300, 600, 2 000 and 60 000 playouts for
//! levels 1–5). The solver takes over at 2, 4, 6 and 10 empty cells for
//! levels 2–5.
//!
//! Arena figures for every level: the table in `crates/ai/src/levels.rs`.
//!
//! Good play draws most games. Exact solves (`attic solve straat`, MTD(f),
//! 2^24-entry table): 6 empty cells about 20 000 nodes, 8 about 450 000,
//! 10 about 7–24 M nodes in 0.6–1.5 s; 12 empty cells 0.5–0.9 G nodes in
//! 30–66 s, so the whole game (16) is out of reach of this solver.

use super::rules::{seat_word, Straat};
use super::solver::{Solver, INF};
use attic_ai::mcts::{self, Mcts};
use attic_core::prelude::*;
use attic_core::{Args, SearchJob};
use attic_records::record::read_limited;
use attic_records::Session;

/// Most empty cells the solver is used at, per level (1–5). Level 5
/// solves from 10 empty cells, as the brief asked; the lower levels stay
/// quick and fallible.
const EXACT_FROM: [u32; 5] = [0, 2, 4, 6, 10];

/// Playouts of the MCTS (random playouts to the end) before the solver
/// takes over, per level (1–5). Good play draws almost every game, so a
/// level only beats the one below when that one errs: these budgets are
/// small on purpose below level 5 (with the generic 1 000, 5 000 and
/// 20 000 playouts and the solver from 4, 6 and 8 empty cells, levels 3,
/// 4 and 5 drew 40 of 40 games with each other).
const PLAYOUTS: [u64; 5] = [100, 300, 600, 2_000, 60_000];

/// Table size (log2 entries, 16 bytes each): 2^20 = 16 MiB, what the
/// browser's worker can spare; the CLI uses more.
const JOB_TT_BITS: u32 = 20;
/// The CLI's table: 2^24 entries, 256 MiB.
const CLI_TT_BITS: u32 = 24;
/// Fewest nodes of a first step: a resumed pass first walks back down
/// through table hits.
const MIN_BATCH: u64 = 20_000;
/// Largest floor a step grows to: about 0.13 s in the browser, 50-80 ms
/// natively. A step blocks the worker, and the page counts a worker that
/// leaves its ping unanswered for 1.1 s as dead (`ui/ai.rs`): with 2^22
/// (0.3-0.5 s natively, about a second in the browser) a machine under
/// load had the worker replaced mid-solve three times, and the AI gave its
/// seat up. 2^19 costs about 12% more nodes to the proof than 2^22 on six
/// 10-empty positions (session 20, `docs/measure.md`).
pub const MAX_FLOOR: u64 = 1 << 19;
/// Playouts of the MCTS run first: its move is the answer if the time
/// budget ends before the solver has proved anything (a slow device), and
/// its ranking orders the solver's root moves.
const WARMUP_PLAYOUTS: u64 = 3_000;

/// Straat's search at every level: the solver when few enough cells are
/// empty, else MCTS with the level's playouts (None only at the end).
pub fn own_search(g: &Straat, level: u8, seed: u64) -> Option<Box<dyn SearchJob>> {
    let l = level.clamp(1, 5) as usize - 1;
    if g.empty() == 0 {
        return None;
    }
    if g.empty() <= EXACT_FROM[l] {
        return Some(Box::new(EndgameJob::new(*g, JOB_TT_BITS)));
    }
    let cfg = mcts::Config {
        max_playouts: PLAYOUTS[l],
        exploration: 1.0,
        cut_after: None,
        max_playout_plies: 16,
    };
    Some(Box::new(Mcts::new(*g, cfg, seed)))
}

/// The exact solver as a resumable job. It first proves the result (a
/// window of -1..1: win, draw or loss), then the exact margin; a pass cut
/// short by a batch's node limit resumes through the table.
pub struct EndgameJob {
    root: Straat,
    solver: Solver,
    moves: Vec<super::rules::Mv>,
    order: Vec<usize>,
    /// 0: win/draw/loss pass, 1: exact pass, 2: done.
    phase: u8,
    /// Best move index and value of the last finished pass.
    finished: Option<(usize, i8)>,
    partial: Option<(usize, i8)>,
    /// Fewest nodes the next step runs. It grows by half after every step
    /// cut short: a table too small for the search would otherwise let
    /// each resumed pass lose its work again and never finish.
    floor: u64,
    /// The warm-up search, until it has run.
    warmup: Option<Mcts<Straat>>,
    /// Its move, once it has run.
    guess: Option<String>,
}

impl EndgameJob {
    /// A job for `root` with a table of 2^`tt_bits` entries.
    pub fn new(root: Straat, tt_bits: u32) -> EndgameJob {
        let solver = Solver::new(root.split, tt_bits);
        let moves = solver.distinct_moves(&root);
        EndgameJob {
            order: (0..moves.len()).collect(),
            phase: if moves.is_empty() { 2 } else { 0 },
            moves,
            root,
            solver,
            finished: None,
            partial: None,
            floor: MIN_BATCH,
            warmup: Some(Mcts::new(
                root,
                mcts::Config {
                    max_playouts: WARMUP_PLAYOUTS,
                    exploration: 1.0,
                    cut_after: None,
                    max_playout_plies: 16,
                },
                0x5742_4154,
            )),
            guess: None,
        }
    }

    /// The exact value for the side to move, once the job is done.
    pub fn value(&self) -> Option<i8> {
        (self.phase == 2).then_some(self.finished?.1)
    }
}

impl SearchJob for EndgameJob {
    fn step(&mut self, nodes: u32) -> bool {
        if let Some(mut m) = self.warmup.take() {
            if !m.step(nodes.max(1)) {
                self.warmup = Some(m);
                return false;
            }
            self.guess = m.best();
            // Most visited first; moves the warm-up did not reach keep
            // their order after them.
            let stats = m.root_stats();
            let visits = |i: &usize| {
                let mv = self.moves[*i];
                stats
                    .iter()
                    .find(|(m, _, _)| *m == mv)
                    .map(|s| s.1)
                    .unwrap_or(0)
            };
            self.order.sort_by_key(|i| std::cmp::Reverse(visits(i)));
            return false;
        }
        self.solver.limit = self
            .solver
            .nodes
            .saturating_add((nodes as u64).max(self.floor));
        while self.phase < 2 {
            let (a, b) = if self.phase == 0 {
                (-1, 1)
            } else {
                (-INF, INF)
            };
            let mut partial = None;
            let r = self
                .solver
                .root(&self.root, &self.moves, &self.order, a, b, &mut partial);
            if partial.is_some() {
                self.partial = partial;
            }
            let Some((i, v)) = r else {
                self.floor = (self.floor * 3 / 2).min(MAX_FLOOR);
                return false;
            };
            self.finished = Some((i, v));
            self.partial = None;
            // The best move leads the next pass.
            self.order.retain(|&x| x != i);
            self.order.insert(0, i);
            self.phase += 1;
        }
        true
    }

    fn best(&self) -> Option<String> {
        match self.finished.or(self.partial) {
            Some((i, _)) => self.moves.get(i).map(|m| self.root.format_move(m)),
            // Nothing of the solver's yet (a slow device at the end of its
            // time): the warm-up's move, not the first move in the list.
            None => self
                .guess
                .clone()
                .or_else(|| self.moves.first().map(|m| self.root.format_move(m))),
        }
    }

    fn nodes(&self) -> u64 {
        self.solver.nodes
    }

    fn summary(&self) -> String {
        let mv = self.best().unwrap_or_else(|| "-".into());
        let who = seat_word(self.root.mover());
        match (self.phase, self.finished) {
            (2, Some((_, v))) => format!(
                "exact solver, {} empty, {} nodes: {mv} ({who} {v:+} under perfect play)",
                self.root.empty(),
                self.solver.nodes
            ),
            (1, Some((_, v))) => format!(
                "exact solver, {} nodes: {mv} ({who} {})",
                self.solver.nodes,
                match v.signum() {
                    1 => "wins",
                    0 => "draws",
                    _ => "loses",
                }
            ),
            _ => format!("exact solver, {} nodes so far: {mv}", self.solver.nodes),
        }
    }

    /// Once the result is proven: a win, a draw or a loss for the side it
    /// moves for ("I expect to win", never the margin).
    fn outlook(&self) -> Option<f32> {
        self.finished.map(|(_, v)| match v.signum() {
            1 => 1.0,
            0 => 0.5,
            _ => 0.0,
        })
    }
}

/// Most empty cells `attic solve straat` accepts.
pub const SOLVE_MAX_EMPTY: u32 = 10;

/// `attic solve straat [--no-limit] <record|->`. `--no-limit` lifts the
/// 10-empty-cell limit, for offline analysis (it may run for a long time).
pub fn solve_cli(args: &[String], input: &mut dyn std::io::Read) -> Result<String, String> {
    let usage = "attic solve straat [--no-limit] <record file, or - for stdin>";
    let a =
        Args::parse_with(args, &[], &["no-limit"]).map_err(|e| format!("{e}; usage: {usage}"))?;
    let path = &a.positionals(1, usage)?[0];
    let limit = if a.has("no-limit") {
        16
    } else {
        SOLVE_MAX_EMPTY
    };
    // Read only up to the record size limit: an endless pipe ends at once.
    let text = if path == "-" {
        read_limited(input).map_err(|e| format!("cannot read stdin: {e}"))?
    } else {
        std::fs::File::open(path)
            .and_then(read_limited)
            .map_err(|e| format!("cannot read {path}: {e}"))?
    };
    let session = Session::from_record(crate::ALONE, &text).map_err(|e| format!("{path}: {e}"))?;
    let Some(g) = session.current().as_any().downcast_ref::<Straat>() else {
        return Err(format!(
            "{path}: the record is for {}, not straat",
            session.info().id
        ));
    };
    solve_text(g, CLI_TT_BITS, limit)
}

/// The text `attic solve straat` prints for a position.
/// `max_empty` is the most empty cells accepted.
pub fn solve_text(g: &Straat, tt_bits: u32, max_empty: u32) -> Result<String, String> {
    let empty = g.empty();
    if empty > max_empty {
        return Err(format!(
            "the position has {empty} empty cells; the solver needs {max_empty} or fewer (play {} more placements first)",
            empty - max_empty
        ));
    }
    let mut out = format!("position: {}\n", g.position());
    if empty == 0 {
        let t = g.count().totals();
        out.push_str(&format!(
            "the game is over: White {} Black {}\nvalue: {:+} (White − Black)\n",
            t[0],
            t[1],
            t[0] as i32 - t[1] as i32
        ));
        return Ok(out);
    }
    let (v, best, nodes) = super::solver::solve(g, tt_bits);
    let white = if g.mover() == 0 { v } else { -v } as i32;
    out.push_str(&format!(
        "empty cells: {empty}, {} to move\nvalue: {white:+} (White − Black under perfect play: {})\nbest move: {}\nnodes: {nodes}\n",
        seat_word(g.mover()),
        match white.signum() {
            1 => "White wins",
            0 => "draw",
            _ => "Black wins",
        },
        best.map(|m| g.format_move(&m)).unwrap_or_else(|| "-".into()),
    ));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The e2e test's 10-empty position, where a loaded machine once ran out
    /// of level 5's time before the solver had anything.
    fn ten_empty() -> Straat {
        let text = "[Game \"straat\"]\n[Result \"*\"]\n\n1. c2S b4W\n2. b2E a4S\n3. b3N c1W\n";
        let s = Session::from_record(crate::ALONE, text).expect("the record reads");
        *s.current()
            .as_any()
            .downcast_ref::<Straat>()
            .expect("a Straat")
    }

    #[test]
    fn before_the_solver_has_anything_the_answer_is_the_warm_ups_move() {
        let mut job = EndgameJob::new(ten_empty(), 16);
        // The warm-up only: its steps return false until it has run.
        while job.warmup.is_some() {
            assert!(!job.step(500));
        }
        let guess = job.guess.clone().expect("the warm-up has a move");
        let first = job.root.format_move(&job.moves[0]);
        // Else the test could not tell the two apart.
        assert_ne!(
            guess, first,
            "the warm-up's move is not the first in the list here"
        );
        assert_eq!(job.best(), Some(guess));
    }
}
