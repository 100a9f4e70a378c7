//! TURNO-Checkers' puzzles (issue 29), two players, proven by an exact
//! expectimax over the die.
//!
//! **What is searched.** The pawns never meet (§5.C: they do not block,
//! jump or capture), so everything the game's future depends on is each
//! pawn's state (off the board, or its start tile, its tile and whether it
//! has crossed) and whose turn it is. The prover lists every state either
//! pawn can reach and computes, by backward induction over [`HORIZON`]
//! turns, for every pair of states: the chance that the mover wins within
//! that many turns, each throw 1–6 with chance 1/6 (an entry throw: each
//! value of the edge row with the same chance, since a throw that matches
//! nothing is thrown again), each side choosing its best path (or entry
//! tile) for that: the mover to raise the chance, the other to lower it
//! (the other's own win is the mover's loss: one winner). Nothing is
//! estimated and nothing is cut.
//!
//! **A puzzle** is a throw with a choice where one outcome (the tile the
//! pawn ends on, and whether it has crossed; the paths that reach the same
//! outcome are one answer) gives a chance to win at least [`MARGIN`]
//! above every other outcome's, within [`HORIZON`] turns and within
//! [`CHECK_HORIZON`] turns (so the answer does not depend on where the
//! count stops). The claim is bounded and says so; 100 turns are 50
//! rounds, more than 9 games in 10 last from the start (`measured.txt`:
//! two players at level 1, 90th percentile 45 rounds, median 23). A
//! position where every
//! choice leads to the same state is no puzzle; nor one where the other
//! pawn is still off the board (its entry would multiply the states six
//! times), nor one with more than two players.
//!
//! **Difficulty.** An answer that wins at once is proven one ply deep
//! (its margin is still the full count's); the others look [`HORIZON`]
//! turns ahead. Measured with the maker (`attic puzzles turno-checkers
//! --count 60 --seed 1`, release build, 2 shared cores): 1 290 positions
//! tried in 76 games, 11 ms a proof, 180 proven, 15.5 s. The AI levels
//! (their evaluation counts the turns a pawn needs, `eval.rs`) find
//! almost every answer, so nearly all puzzles are of difficulty 1 (a win
//! at once) or 2.

use super::board::{self, Path, CELLS};
use super::checkers::{CMove, Checkers};
use attic_core::prelude::*;
use attic_core::puzzle::{Proof, Puzzles};
use attic_core::{AnyGame, Turn};

/// The tool of [`attic_core::Tools::puzzles`].
pub const PUZZLES: Puzzles = Puzzles {
    prove,
    shipped: include_str!("../puzzles/turno-checkers.txt"),
    options: &["players=2", "players=2,checkers-start=corner"],
    themes: &["home", "cross", "entry", "odds"],
    replies_listed: attic_core::puzzle::all_listed,
};

/// Turns (both players') over which the chance to win is counted.
pub const HORIZON: u32 = 100;

/// The shorter count the answer must lead by the margin too.
const CHECK_HORIZON: u32 = 50;

/// The least lead in the chance to win of the answer over every other
/// outcome.
pub const MARGIN: f64 = 0.05;

/// A pawn's state: off the board, or (start tile, tile, crossed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Pawn {
    Off,
    On { start: u8, at: u8, crossed: bool },
}

/// What a throw can bring a pawn: the state after it, or the win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Next {
    State(usize),
    Win,
}

/// One pawn's reachable states and, for each state, the throws it can
/// get (with their chance) and the distinct outcomes of each.
struct Space {
    states: Vec<Pawn>,
    /// Per state: per throw, (chance, outcomes); no outcome: it stays.
    throws: Vec<Vec<(f64, Vec<Next>)>>,
}

/// The outcomes of a path for a pawn of `side` on `at`.
fn walk(side: u8, start: u8, at: u8, crossed: bool, p: &Path) -> Pawn {
    let mut crossed = crossed;
    let mut end = at;
    for &c in p.tiles() {
        crossed |= board::on_far(side, c);
        end = c;
    }
    Pawn::On {
        start,
        at: end,
        crossed,
    }
}

/// The states a pawn reaches after throw `d` from `s` (several paths may
/// reach one state: it is listed once, in the order first met).
fn after(values: &[u8; CELLS], side: u8, s: Pawn, d: u8) -> Vec<Pawn> {
    let mut out = Vec::new();
    match s {
        Pawn::Off => {
            for c in board::edge_cells(side).filter(|&c| values[c as usize] == d) {
                out.push(Pawn::On {
                    start: c,
                    at: c,
                    crossed: false,
                });
            }
        }
        Pawn::On { start, at, crossed } => {
            for p in board::paths(values, at, d) {
                let n = walk(side, start, at, crossed, &p);
                if !out.contains(&n) {
                    out.push(n);
                }
            }
        }
    }
    out
}

fn won(s: Pawn) -> bool {
    matches!(s, Pawn::On { start, at, crossed: true } if start == at)
}

/// The throws of a pawn in state `s`: (value, chance).
fn throws(values: &[u8; CELLS], side: u8, s: Pawn) -> Vec<(u8, f64)> {
    match s {
        Pawn::Off => {
            let mut m: Vec<u8> = board::edge_cells(side)
                .map(|c| values[c as usize])
                .collect();
            m.sort_unstable();
            m.dedup();
            let k = m.len() as f64;
            m.into_iter().map(|d| (d, 1.0 / k)).collect()
        }
        Pawn::On { .. } => (1..=6).map(|d| (d, 1.0 / 6.0)).collect(),
    }
}

impl Space {
    /// Every state reachable from `root` for a pawn of `side`.
    fn of(values: &[u8; CELLS], side: u8, root: Pawn) -> Space {
        let mut states = vec![root];
        let mut throws_of = Vec::new();
        let mut i = 0;
        while i < states.len() {
            let s = states[i];
            let mut here = Vec::new();
            for (d, chance) in throws(values, side, s) {
                let mut next = Vec::new();
                for n in after(values, side, s, d) {
                    if won(n) {
                        next.push(Next::Win);
                        continue;
                    }
                    let j = states.iter().position(|&x| x == n).unwrap_or_else(|| {
                        states.push(n);
                        states.len() - 1
                    });
                    next.push(Next::State(j));
                }
                here.push((chance, next));
            }
            throws_of.push(here);
            i += 1;
        }
        Space {
            states,
            throws: throws_of,
        }
    }
}

/// The chances of the mover to win within `h` turns, for `h` up to the
/// horizon: `[h][mover to move?][a][b]` flattened as tables per `h`.
struct Tables {
    /// `me[a * nb + b]`: the mover (me) to move, his pawn in `a`, the
    /// other's in `b`; `them[...]` the other to move.
    me: Vec<f64>,
    them: Vec<f64>,
}

/// Backward induction over `turns` turns: the tables after `turns`.
fn induce(mine: &Space, theirs: &Space, turns: u32) -> Tables {
    let (na, nb) = (mine.states.len(), theirs.states.len());
    let mut t = Tables {
        me: vec![0.0; na * nb],
        them: vec![0.0; na * nb],
    };
    for _ in 0..turns {
        let mut me = vec![0.0; na * nb];
        let mut them = vec![0.0; na * nb];
        for a in 0..na {
            for b in 0..nb {
                // Me to move: my best outcome of each throw.
                let mut v = 0.0;
                for (chance, next) in &mine.throws[a] {
                    let stay = t.them[a * nb + b];
                    let best = next
                        .iter()
                        .map(|n| match n {
                            Next::Win => 1.0,
                            Next::State(a2) => t.them[a2 * nb + b],
                        })
                        .fold(f64::MIN, f64::max);
                    v += chance * if next.is_empty() { stay } else { best };
                }
                me[a * nb + b] = v;
                // The other to move: his best is my worst.
                let mut v = 0.0;
                for (chance, next) in &theirs.throws[b] {
                    let stay = t.me[a * nb + b];
                    let worst = next
                        .iter()
                        .map(|n| match n {
                            Next::Win => 0.0,
                            Next::State(b2) => t.me[a * nb + b2],
                        })
                        .fold(f64::MAX, f64::min);
                    v += chance * if next.is_empty() { stay } else { worst };
                }
                them[a * nb + b] = v;
            }
        }
        t = Tables { me, them };
    }
    t
}

fn pawn_of(g: &Checkers, s: usize) -> Option<Pawn> {
    match (g.start[s], g.pawn[s]) {
        (Some(start), Some(at)) => Some(Pawn::On {
            start,
            at,
            crossed: g.crossed[s],
        }),
        (None, None) => Some(Pawn::Off),
        _ => None,
    }
}

/// An outcome of the mover's choice: its tokens, its state (None: a win),
/// and its chance to win within each horizon asked for.
struct Choice {
    tokens: Vec<String>,
    state: Option<Pawn>,
    values: Vec<f64>,
}

/// The mover's choices of `q` (the legal moves grouped by the state they
/// reach) and their chances to win within each of `horizons` turns.
fn choices(q: &Checkers, horizons: &[u32]) -> Result<(Pawn, Vec<Choice>), String> {
    if q.p != 2 {
        return Err("puzzles are for two players".into());
    }
    let Turn::Seat(me) = Rules::turn(q) else {
        return Err("nobody is to move".into());
    };
    if q.choosing_sides() {
        return Err("the sides are being chosen".into());
    }
    if q.roll.is_none() {
        return Err("no throw to play".into());
    }
    let (m, o) = (me as usize, 1 - me as usize);
    let (Some(side_m), Some(side_o)) = (q.sides[m], q.sides[o]) else {
        return Err("a side is not chosen".into());
    };
    let mine_now = pawn_of(q, m).ok_or("a pawn without a start tile")?;
    let theirs_now = pawn_of(q, o).ok_or("a pawn without a start tile")?;
    if theirs_now == Pawn::Off {
        return Err("the other pawn is not on the board yet: beyond reach".into());
    }
    let mut legal = Vec::new();
    q.legal_moves(&mut legal);
    let mut values = [0u8; CELLS];
    for (v, t) in values.iter_mut().zip(&q.board) {
        *v = t.up;
    }
    // The choices, grouped by the state they reach.
    let mut out: Vec<Choice> = Vec::new();
    for mv in &legal {
        let state = match (*mv, mine_now) {
            (CMove::Enter(c), _) => Pawn::On {
                start: c,
                at: c,
                crossed: false,
            },
            (CMove::Walk(p), Pawn::On { start, at, crossed }) => {
                walk(side_m, start, at, crossed, &p)
            }
            // No path: the pawn stays.
            _ => mine_now,
        };
        let state = (!won(state)).then_some(state);
        let tok = q.format_move(mv);
        match out.iter_mut().find(|c| c.state == state) {
            Some(c) => c.tokens.push(tok),
            None => out.push(Choice {
                tokens: vec![tok],
                state,
                values: Vec::new(),
            }),
        }
    }
    let theirs = Space::of(&values, side_o, theirs_now);
    // My states after the throw: the union of each choice's space.
    let mut mine: Option<Space> = None;
    for st in out.iter().filter_map(|c| c.state) {
        mine = Some(match mine {
            None => Space::of(&values, side_m, st),
            Some(s) if s.states.contains(&st) => s,
            Some(s) => merge(s, Space::of(&values, side_m, st)),
        });
    }
    let nb = theirs.states.len();
    let b0 = theirs
        .states
        .iter()
        .position(|&x| x == theirs_now)
        .unwrap_or(0);
    for &h in horizons {
        let t = mine
            .as_ref()
            .map(|mine| induce(mine, &theirs, h.saturating_sub(1)));
        for c in out.iter_mut() {
            let v = match (c.state, &t, &mine) {
                (Some(st), Some(t), Some(mine)) => {
                    let a = mine.states.iter().position(|&x| x == st).unwrap_or(0);
                    t.them[a * nb + b0]
                }
                _ => 1.0,
            };
            c.values.push(v);
        }
    }
    Ok((mine_now, out))
}

/// Each legal move of `g` (a TURNO-Checkers position, a throw to play)
/// with the mover's exact chance to win within `turns` turns, this one
/// included: what the prover weighs.
pub fn chances(g: &dyn AnyGame, turns: u32) -> Result<Vec<(String, f64)>, String> {
    let q = g
        .as_any()
        .downcast_ref::<Checkers>()
        .ok_or("not a TURNO-Checkers position")?;
    let (_, all) = choices(q, &[turns])?;
    let mut out = Vec::new();
    for c in all {
        for t in c.tokens {
            out.push((t, c.values[0]));
        }
    }
    Ok(out)
}

/// Prove a TURNO-Checkers position (see the module's words).
pub fn prove(g: &dyn AnyGame) -> Result<Proof, String> {
    let q = g
        .as_any()
        .downcast_ref::<Checkers>()
        .ok_or("not a TURNO-Checkers position")?;
    let (mine_now, all) = choices(q, &[HORIZON, CHECK_HORIZON])?;
    if all.len() < 2 {
        return Err("no choice: every move ends the same".into());
    }
    let mut order: Vec<usize> = (0..all.len()).collect();
    // Best first; among equals the first met stays first.
    order.sort_by(|&x, &y| all[y].values[0].total_cmp(&all[x].values[0]));
    let (best, other) = (&all[order[0]], &all[order[1]]);
    let lead = best.values[0] - other.values[0];
    if lead < MARGIN {
        return Err(format!(
            "within {HORIZON} turns {} wins {:.3} and {} wins {:.3}: a margin under {MARGIN}",
            best.tokens[0], best.values[0], other.tokens[0], other.values[0]
        ));
    }
    let check_lead = all
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != order[0])
        .map(|(_, c)| best.values[1] - c.values[1])
        .fold(f64::MAX, f64::min);
    if check_lead < MARGIN {
        return Err(format!(
            "within {CHECK_HORIZON} turns {} leads by {check_lead:.3} only",
            best.tokens[0]
        ));
    }
    let theme = match (best.state, mine_now) {
        (None, _) => "home",
        (_, Pawn::Off) => "entry",
        (Some(Pawn::On { crossed: true, .. }), Pawn::On { crossed: false, .. }) => "cross",
        _ => "odds",
    };
    let answer = best.tokens.clone();
    // A win at once needs no look ahead: the proof is one ply deep.
    let (depth, text) = if best.state.is_none() {
        (1, format!(
            "{} wins at once (crossed, back on the start tile); exact expectimax over every throw, both players at their best: after the best other choice, {}, the chance to win within {HORIZON} turns ({} each) is {:.3} ({:.3} within {CHECK_HORIZON}); margin {:.3} (at least {MARGIN})",
            answer[0], other.tokens[0], HORIZON / 2, other.values[0], other.values[1], lead
        ))
    } else {
        (HORIZON, format!(
            "exact expectimax over every throw, both players at their best: the chance to win within {HORIZON} turns ({} each) is {:.3} after {} ({:.3} within {CHECK_HORIZON}); after the best other choice, {}, {:.3} ({:.3}); margin {:.3} (at least {MARGIN})",
            HORIZON / 2,
            best.values[0],
            answer[0],
            best.values[1],
            other.tokens[0],
            other.values[0],
            other.values[1],
            lead
        ))
    };
    let verdicts = all
        .iter()
        .flat_map(|c| c.tokens.iter())
        .map(|t| (t.clone(), answer.contains(t)))
        .collect();
    Ok(Proof {
        answer,
        theme,
        depth,
        text,
        verdicts,
    })
}

/// Two spaces of one pawn as one (the second's states renumbered).
fn merge(a: Space, b: Space) -> Space {
    let mut states = a.states;
    let mut throws = a.throws;
    let map: Vec<usize> = b
        .states
        .iter()
        .map(|s| match states.iter().position(|x| x == s) {
            Some(i) => i,
            None => {
                states.push(*s);
                throws.push(Vec::new());
                states.len() - 1
            }
        })
        .collect();
    for (i, t) in b.throws.into_iter().enumerate() {
        let j = map[i];
        if throws[j].is_empty() {
            throws[j] = t
                .into_iter()
                .map(|(c, next)| {
                    let next = next
                        .into_iter()
                        .map(|n| match n {
                            Next::State(k) => Next::State(map[k]),
                            Next::Win => Next::Win,
                        })
                        .collect();
                    (c, next)
                })
                .collect();
        }
    }
    Space { states, throws }
}
