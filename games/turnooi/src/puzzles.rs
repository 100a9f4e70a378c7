//! TURNOOI's puzzles (issue 29), proven by a full-width expectimax over
//! the exact odds of the hidden faces.
//!
//! **What is searched.** From the puzzle's position every line of
//! [`DEPTH`] turns is played out (the mover, the reply, the mover again,
//! the reply): every move of both sides, and at every battle that reveals
//! a hidden face, every pair of faces, weighted by its number of
//! completions (§3.1: given everything public, all completions are equally
//! likely). A battle's faces cost no turn, so no battle is judged half
//! done. A position met again by another order of moves is searched once
//! (a table keyed by all its future depends on: the board, the pool of
//! unrevealed tiles, the points, the quiet counter, the passes, the side
//! to move and the turns left). The search reads only what the side to
//! move sees: a hidden face
//! that is not public is `v?` in the state, and the prover refuses a
//! state that knows more (an AI's sampled world, a dealt match).
//!
//! **The value** of a line is the points won along it: the mover's stock
//! less the other's (§7: a stock scores both faces of its tiles), at the
//! end of the line or of the game. Each side picks its best move for
//! that, the faces fall by their exact odds: the value of a move is the
//! expectation over the faces and nothing else (nothing is estimated,
//! nothing is pruned). A position is a puzzle when one move's expected
//! points are at least [`MARGIN`] above every other move's, at [`DEPTH`]
//! turns and at [`CHECK_DEPTH`] turns, so the gain is not an artefact of
//! where the search stops. The claim is bounded and says so: the best
//! move for the points won within those turns. Floating point suffices:
//! the margin is far above its rounding.
//!
//! **Reach.** A proof searches at most [`MAX_NODES`] positions (counted,
//! so it comes out the same everywhere); a crowded middle game with many
//! battles in reach is beyond that and is no puzzle. Measured with the
//! maker (`attic puzzles turnooi --count 60 --seed 1`, release build, 2
//! shared cores): 1 682 positions tried in 70 games, 61 ms a proof on
//! average, 180 proven, 139 s; the slowest proofs take a few seconds.
//!
//! **Why not to the end of the game.** An exact expectimax to the end,
//! valued by the chance to win (a draw half), was tried first, on
//! positions of at most 8 tiles: nearly all of them are decided already
//! (the side ahead keeps out of battles until the quiet limit ends the
//! game), so every move has the same chance, 0 or 1. Of 200 positions
//! of 4–8 tiles from random play, 6 had one move better by 0.1; of 2 798
//! positions tried in 80 of the maker's games, none. The points within a
//! few turns make puzzles of the whole game instead.

use super::rules::{Mv, Turnooi};
use super::tiles::{secret, EMPTY};
use attic_core::prelude::*;
use attic_core::puzzle::{self, Proof, Puzzles};
use attic_core::{AnyGame, Seat};
use std::collections::HashMap;

/// The tool of [`attic_core::Tools::puzzles`].
pub const PUZZLES: Puzzles = Puzzles {
    prove,
    shipped: include_str!("../puzzles/turnooi.txt"),
    options: &[""],
    themes: &["odds", "sure", "trade", "dodge", "prepare"],
    replies_listed: attic_core::puzzle::all_listed,
};

/// Turns of the search that proves a puzzle.
pub const DEPTH: u32 = 4;

/// The shallower search the answer must win by the margin too.
const CHECK_DEPTH: u32 = 2;

/// Expected points the answer must win beyond every other move.
pub const MARGIN: f64 = 2.0;

/// Most positions a proof searches (counted, not timed, so a proof comes
/// out the same on every machine): beyond, the position is out of reach.
pub const MAX_NODES: u64 = 200_000;

/// A position as far as its future goes: the tiles on the board (an
/// occupancy mask and the tiles in cell order, 6 bits each, 21 to a word:
/// the 36 tiles fit), the pool of unrevealed tiles (2 bits a type), the
/// points won so far, the quiet counter, the passes, the side to move, a
/// waiting battle and the turns left to search.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    occ: u64,
    tiles: [u128; 2],
    pool: u64,
    score: i16,
    quiet: u16,
    rest: u32,
}

fn key(g: &Turnooi, me: Seat, turns: u32) -> Key {
    let b = g.board();
    let (mut occ, mut tiles, mut n) = (0u64, [0u128; 2], 0);
    for c in 0..b.cells() {
        let x = g.cells[c];
        if x != EMPTY {
            occ |= 1 << c;
            tiles[(n / 21) % 2] |= u128::from(x & 63) << (6 * (n % 21));
            n += 1;
        }
    }
    let mut pool = 0u64;
    for (t, &m) in g.pool().iter().enumerate() {
        pool |= u64::from(m.min(3)) << (2 * t);
    }
    let rest = u32::from(g.to_move)
        | u32::from(g.passes.min(3)) << 1
        | g.pending.map_or(0, |p| u32::from(p) + 1) << 3
        | turns << 10;
    Key {
        occ,
        tiles,
        pool,
        score: won(g, me) as i16,
        quiet: g.quiet.min(u32::from(u16::MAX)) as u16,
        rest,
    }
}

/// Points won so far by `me`: his stock less the other's.
fn won(g: &Turnooi, me: Seat) -> i64 {
    let [s, o] = g.scores();
    if me == 0 {
        s - o
    } else {
        o - s
    }
}

/// The search, with a table of the positions met (by another order of
/// moves, the same position is searched once).
struct Solver {
    me: Seat,
    memo: HashMap<Key, f64>,
    nodes: u64,
}

impl Solver {
    /// The expected points won by `me` within `turns` more turns from `g`,
    /// both sides at their best for that.
    fn value(&mut self, g: &Turnooi, turns: u32) -> Option<f64> {
        if g.end.is_some() || (turns == 0 && g.pending.is_none()) {
            return Some(won(g, self.me) as f64);
        }
        self.nodes += 1;
        if self.nodes > MAX_NODES {
            return None;
        }
        let k = key(g, self.me, turns);
        if let Some(v) = self.memo.get(&k) {
            return Some(*v);
        }
        let v = if g.pending.is_some() {
            let pairs = g.face_pairs();
            let total: u128 = pairs.iter().map(|p| p.2).sum();
            let mut sum = 0.0;
            for (mover, other, w) in pairs {
                let mut c = g.clone();
                c.apply(Mv::Faces { mover, other }, None);
                sum += w as f64 * self.value(&c, turns)?;
            }
            sum / total as f64
        } else {
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            let max = g.to_move == self.me;
            let mut best = if max { f64::MIN } else { f64::MAX };
            for m in moves {
                let mut c = g.clone();
                c.apply(m, None);
                let v = self.value(&c, turns - 1)?;
                best = if max { best.max(v) } else { best.min(v) };
            }
            best
        };
        self.memo.insert(k, v);
        Some(v)
    }
}

/// Each legal move with the mover's expected points won within `turns`
/// turns (the move's included), or None past [`MAX_NODES`].
pub fn values(g: &Turnooi, turns: u32) -> Option<Vec<(Mv, f64)>> {
    let mut s = Solver {
        me: g.to_move,
        memo: HashMap::new(),
        nodes: 0,
    };
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves
        .into_iter()
        .map(|m| {
            let mut c = g.clone();
            c.apply(m, None);
            Some((m, s.value(&c, turns - 1)?))
        })
        .collect()
}

/// The one move at least [`MARGIN`] ahead of every other at `turns`, with
/// its value and the best other's, or why there is none.
fn unique(g: &Turnooi, turns: u32) -> Result<(Mv, f64, Mv, f64), String> {
    let v = values(g, turns)
        .ok_or_else(|| format!("beyond reach: more than {MAX_NODES} positions at {turns} turns"))?;
    puzzle::one_ahead(v, MARGIN, |(best, b), (other, o)| {
        format!(
            "at {turns} turns {} wins {b:.2} and {} wins {o:.2}: a margin under {MARGIN}",
            g.format_move(&best),
            g.format_move(&other)
        )
    })
}

/// Prove a TURNOOI position (see the module's words).
pub fn prove(g: &dyn AnyGame) -> Result<Proof, String> {
    let (q, me) = puzzle::to_prove::<Turnooi>(g)?;
    if q.dealt.is_some() || q.cells.iter().any(|&c| secret(c)) {
        return Err("the position knows a hidden face that is not public".into());
    }
    // The cheap search first: most positions fail it.
    let (shallow, sb, _, so) = unique(q, CHECK_DEPTH)?;
    let (best, b, other, o) = unique(q, DEPTH)?;
    if shallow != best {
        return Err(format!("the best move at {CHECK_DEPTH} turns is another"));
    }
    let now = won(q, me);
    let answer = q.format_move(&best);
    // The theme: what the answer itself does. A battle it cannot lose is
    // sure, one it cannot win a trade, another a battle of odds; a quiet
    // move that expects to win points prepares a battle, one that expects
    // to lose fewer dodges.
    let theme = match best {
        Mv::Step { to, .. } if q.battle_at(to as usize).is_some() => {
            match super::odds::battle_odds(q, Some(best)) {
                Some(o) if o.win.num == o.win.den => "sure",
                Some(o) if o.win.num == 0 => "trade",
                _ => "odds",
            }
        }
        _ if b > now as f64 => "prepare",
        _ => "dodge",
    };
    let text = format!(
        "full-width expectimax to {DEPTH} turns ({} each), every face pair by its exact odds from what is public: points won (the stocks, mine less the other's) {now} now; {answer} expects {b:.2} ({sb:.2} at {CHECK_DEPTH} turns); the best other move, {}, expects {o:.2} ({so:.2}); margin {:.2} (at least {MARGIN})",
        DEPTH / 2,
        q.format_move(&other),
        b - o,
    );
    let mut moves = Vec::new();
    q.legal_moves(&mut moves);
    let verdicts = Proof::verdicts(&moves, &best, |m| q.format_move(m));
    Ok(Proof {
        answer: vec![answer],
        theme,
        depth: DEPTH,
        text,
        verdicts,
    })
}
