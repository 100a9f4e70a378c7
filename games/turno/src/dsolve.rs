//! The exact value of a two-player TURNO-Domino position, and a best move.
//!
//! With two players every tile is dealt and each hand is the set minus the
//! other and the layout, so the game has no hidden value and no chance: a
//! plain game tree. A seat's choice (which two tiles with k) changes only
//! its own hand; what it decides is who runs out first or who is left
//! holding fewer tiles when both pass. The tree is small enough to solve
//! (see `attic solve turno-domino`): negamax with alpha-beta on the three
//! values win, shared, loss, and a memo of bounds by position.
//!
//! From the deal it visits about 180 000 positions on average (1.6
//! million in the worst of 200 random deals). Measured 2026-11-26 (release,
//! native): level 5 (this solver) against level 1 scores 59.7% (56.6–62.6%,
//! 1000 games; `attic arena turno-domino --a 5 --b 1 --games 1000 --seed 8`),
//! where perfect play against perfect play scores 50% over a pair of games
//! with seats swapped. The deal decides most games: with both sides
//! perfect, the first player loses 49%, shares 17% and wins 34% of 300
//! deals, and level 1 chose a move that changed the exact value in only
//! 69 of its 2919 choices (2.4%, 400 games). 70% against level 1 is out of
//! reach of any play that does not know how level 1 errs.

use super::domino::{Domino, DominoMove};
use super::tiles::{has_face, Multiset, TYPES};
use attic_core::prelude::*;
use std::collections::HashMap;

/// A position's value for the seat to move.
pub type Value = i8;
/// The seat to move wins.
pub const WIN: Value = 1;
/// Both seats hold as many tiles when the game blocks: a shared win.
pub const SHARED: Value = 0;
/// The seat to move loses.
pub const LOSS: Value = -1;

/// The tile types with each number on a face (index k−1).
fn types_with(k: u8) -> impl Iterator<Item = usize> {
    (0..TYPES).filter(move |&t| has_face(t, k))
}

/// A position: the two hands, the placements so far, the seat to move
/// (0 or 1, as an index into `hands`) and the passes in succession.
#[derive(Clone, Copy)]
struct Pos {
    hands: [Multiset; 2],
    placed: u8,
    to_move: usize,
    passes: u8,
}

impl Pos {
    fn k(&self) -> u8 {
        self.placed % 6 + 1
    }

    fn size(&self, s: usize) -> u8 {
        self.hands[s].iter().sum()
    }

    fn key(&self) -> u128 {
        let pack = |h: &Multiset| h.iter().fold(0u128, |acc, &c| acc << 2 | c as u128);
        pack(&self.hands[0]) << 44
            | pack(&self.hands[1]) << 2
            | (self.to_move as u128) << 1
            | self.passes as u128
    }

    /// The mover's choices as pairs of tile types (a ≤ b), best first by
    /// a cheap guess; empty when he must pass.
    fn pairs(&self) -> Vec<(usize, usize)> {
        let k = self.k();
        let hand = &self.hands[self.to_move];
        let with: Vec<usize> = types_with(k).filter(|&t| hand[t] > 0).collect();
        let n: u8 = with.iter().map(|&t| hand[t]).sum();
        if n < 2 {
            return Vec::new();
        }
        let mut out = Vec::new();
        for (i, &a) in with.iter().enumerate() {
            for &b in &with[i..] {
                if a != b || hand[a] >= 2 {
                    out.push((a, b));
                }
            }
        }
        // Keep the tiles most useful later: give away those whose other
        // number is the least needed (a double has none).
        let later = |t: usize| -> i32 {
            (1..=6u8)
                .filter(|&v| v != k && has_face(t, v))
                .map(|v| 1 + hand_need(hand, v))
                .sum()
        };
        out.sort_by_key(|&(a, b)| later(a) + later(b));
        out
    }
}

/// How much a hand still wants tiles with `v`: 1 when it holds fewer than
/// two of them (another could make a pair), else 0.
fn hand_need(hand: &Multiset, v: u8) -> i32 {
    let n: u8 = types_with(v).map(|t| hand[t]).sum();
    (n < 2) as i32
}

/// Bounds of a position's value known from earlier searches.
#[derive(Clone, Copy)]
struct Bounds {
    lo: Value,
    hi: Value,
}

/// A solver with its memo; it gives up after `limit` positions.
pub struct Solver {
    memo: HashMap<u128, Bounds>,
    /// Positions visited.
    pub nodes: u64,
    /// The solver gives up once `nodes` passes this.
    pub limit: u64,
}

impl Solver {
    /// A solver that visits at most `limit` positions.
    pub fn new(limit: u64) -> Solver {
        Solver {
            memo: HashMap::new(),
            nodes: 0,
            limit,
        }
    }

    /// The exact value for the seat to move and its choices worth it, as
    /// pairs of tile types to place (a ≤ b, types of [`super::tiles`]):
    /// every such pair, or one when the value is a win; none when it must
    /// pass. None when `g` is not a two-player game in progress, or the
    /// limit was reached.
    pub fn best_moves(&mut self, g: &Domino) -> Option<(Value, Vec<(usize, usize)>)> {
        if g.p != 2 || g.end().is_some() || !g.known[0] || !g.known[1] {
            return None;
        }
        let pos = Pos {
            hands: [g.hands[0], g.hands[1]],
            placed: g.placed.len() as u8,
            to_move: g.to_move as usize,
            passes: g.passes,
        };
        let pairs = pos.pairs();
        if pairs.is_empty() {
            return Some((self.after_pass(&pos, LOSS, WIN)?, Vec::new()));
        }
        // The best value by alpha-beta, then which others reach it (each
        // tested with a null window: values are whole numbers).
        let mut best = LOSS - 1;
        let mut first = 0;
        for (i, &(a, b)) in pairs.iter().enumerate() {
            let v = self.after_place(&pos, a, b, best.max(LOSS), WIN)?;
            if v > best {
                best = v;
                first = i;
            }
            if v == WIN {
                break;
            }
        }
        let mut out = vec![pairs[first]];
        if best < WIN {
            for (i, &(a, b)) in pairs.iter().enumerate() {
                if i != first && self.after_place(&pos, a, b, best - 1, best)? >= best {
                    out.push((a, b));
                }
            }
        }
        Some((best, out))
    }

    /// The value for the mover of placing types `a` and `b`.
    fn after_place(
        &mut self,
        pos: &Pos,
        a: usize,
        b: usize,
        alpha: Value,
        beta: Value,
    ) -> Option<Value> {
        let mut next = *pos;
        let s = pos.to_move;
        next.hands[s][a] -= 1;
        next.hands[s][b] -= 1;
        if next.size(s) == 0 {
            return Some(WIN);
        }
        next.placed += 1;
        next.passes = 0;
        next.to_move = 1 - s;
        Some(-self.negamax(&next, -beta, -alpha)?)
    }

    /// The value for the mover of passing.
    fn after_pass(&mut self, pos: &Pos, alpha: Value, beta: Value) -> Option<Value> {
        let s = pos.to_move;
        if pos.passes + 1 >= 2 {
            // Blocked: the fewer tiles win.
            return Some(match pos.size(s).cmp(&pos.size(1 - s)) {
                std::cmp::Ordering::Less => WIN,
                std::cmp::Ordering::Equal => SHARED,
                std::cmp::Ordering::Greater => LOSS,
            });
        }
        let mut next = *pos;
        next.passes += 1;
        next.to_move = 1 - s;
        Some(-self.negamax(&next, -beta, -alpha)?)
    }

    fn negamax(&mut self, pos: &Pos, mut alpha: Value, mut beta: Value) -> Option<Value> {
        self.nodes += 1;
        if self.nodes > self.limit {
            return None;
        }
        let key = pos.key();
        if let Some(b) = self.memo.get(&key) {
            if b.lo >= beta {
                return Some(b.lo);
            }
            if b.hi <= alpha || b.lo == b.hi {
                return Some(b.hi);
            }
            // Now alpha < lo < hi < beta does not hold for both: values
            // are -1, 0, 1, so the window stays open.
            alpha = alpha.max(b.lo);
            beta = beta.min(b.hi);
        }
        let (alpha0, beta0) = (alpha, beta);
        let pairs = pos.pairs();
        let mut best = LOSS - 1;
        if pairs.is_empty() {
            best = self.after_pass(pos, alpha, beta)?;
        } else {
            for (a, b) in pairs {
                let v = self.after_place(pos, a, b, alpha, beta)?;
                best = best.max(v);
                alpha = alpha.max(v);
                if alpha >= beta {
                    break;
                }
            }
        }
        let old = self
            .memo
            .get(&key)
            .copied()
            .unwrap_or(Bounds { lo: LOSS, hi: WIN });
        let b = if best <= alpha0 {
            Bounds {
                lo: old.lo,
                hi: best.min(old.hi),
            }
        } else if best >= beta0 {
            Bounds {
                lo: best.max(old.lo),
                hi: old.hi,
            }
        } else {
            Bounds { lo: best, hi: best }
        };
        self.memo.insert(key, b);
        Some(best)
    }
}

/// Random playouts per candidate when several moves share the best value.
const PLAYOUTS: u32 = 48;

/// Positions visited per step at least (a step of the worker's batches).
const STEP_NODES: u64 = 50_000;

/// The level's move in a two-player game: the exact solution, stepped in
/// batches (the memo keeps what earlier steps proved). Among moves of the
/// same exact value the one that wins most random games is played (a
/// lost or shared position is best defended by the move that leaves the
/// opponent the most ways to go wrong). Past `max_nodes` positions, every
/// move is a candidate.
pub struct SolveJob {
    game: Domino,
    solver: Solver,
    max_nodes: u64,
    rng: attic_core::Rng,
    answer: Option<(Option<Value>, String)>,
}

impl SolveJob {
    /// A job for the seat to move in `g` (a two-player game).
    pub fn new(g: &Domino, max_nodes: u64, seed: u64) -> SolveJob {
        SolveJob {
            game: g.clone(),
            solver: Solver::new(0),
            max_nodes,
            rng: attic_core::Rng::new(seed),
            answer: None,
        }
    }

    /// The token of placing types `a` and `b`.
    fn token(&self, (a, b): (usize, usize)) -> String {
        let k = self.game.k();
        let o = |t: usize| super::tiles::other_face(t, k).unwrap_or(k);
        self.game.format_move(&DominoMove::Place(o(a), o(b)))
    }

    /// The mean result for the mover of random games after each move.
    fn by_playouts(&mut self, moves: &[DominoMove]) -> usize {
        let me = self.game.to_move;
        let mut best = (f32::MIN, 0);
        for (i, m) in moves.iter().enumerate() {
            let mut sum = 0.0;
            for _ in 0..PLAYOUTS {
                let mut g = self.game.clone();
                g.play_fast(m);
                let mut v = Vec::new();
                while g.end().is_none() {
                    v.clear();
                    g.legal_moves(&mut v);
                    let j = self.rng.below(v.len().max(1));
                    g.play_fast(&v[j.min(v.len() - 1)]);
                }
                sum += g.outcome().map_or(0.5, |o| o.reward(me, g.p, &|s| s));
            }
            if sum > best.0 {
                best = (sum, i);
            }
        }
        best.1
    }
}

impl attic_core::SearchJob for SolveJob {
    fn step(&mut self, nodes: u32) -> bool {
        if self.answer.is_some() {
            return true;
        }
        self.solver.limit = self.solver.nodes + STEP_NODES.max(nodes as u64);
        let (value, pairs) = match self.solver.best_moves(&self.game) {
            Some((v, pairs)) => (Some(v), pairs),
            None if self.solver.nodes < self.max_nodes && self.game.end().is_none() => {
                return false
            }
            None => {
                // Unsolved within the budget: every move is a candidate.
                let mut v = Vec::new();
                self.game.legal_moves(&mut v);
                let pick = self.by_playouts(&v);
                self.answer = v.get(pick).map(|m| (None, self.game.format_move(m)));
                return true;
            }
        };
        let moves: Vec<DominoMove> = if pairs.is_empty() {
            vec![DominoMove::Pass]
        } else {
            pairs
                .iter()
                .map(|&p| {
                    let t = self.token(p);
                    self.game.parse_move(&t).unwrap_or(DominoMove::Pass)
                })
                .collect()
        };
        let pick = if moves.len() > 1 {
            self.by_playouts(&moves)
        } else {
            0
        };
        self.answer = moves.get(pick).map(|m| (value, self.game.format_move(m)));
        true
    }

    fn best(&self) -> Option<String> {
        if let Some((_, t)) = &self.answer {
            return Some(t.clone());
        }
        let mut v = Vec::new();
        self.game.legal_moves(&mut v);
        v.first().map(|m| self.game.format_move(m))
    }

    fn nodes(&self) -> u64 {
        self.solver.nodes
    }

    fn summary(&self) -> String {
        let word = |v: Value| match v {
            WIN => "won",
            SHARED => "shared",
            _ => "lost",
        };
        match &self.answer {
            Some((Some(v), t)) => format!(
                "exact solution, {} positions: {t} ({} with best play)",
                self.solver.nodes,
                word(*v)
            ),
            Some((None, t)) => format!(
                "not solved within {} positions: {t} (random games)",
                self.solver.nodes
            ),
            None => format!("solving: {} positions", self.solver.nodes),
        }
    }
}
