//! The AI's knowledge of TURNO-Checkers: how many turns each pawn still
//! needs on average if it plays its best, on this board, alone (pawns never
//! interact, so this is each player's own race). It is the exact value of a
//! small Markov decision problem per (side, start tile): the states are a
//! cell and whether the pawn has crossed; a turn throws the die and picks
//! the path leading to the state with the fewest expected turns left
//! (value iteration to convergence). The evaluation compares a seat's
//! expected turns with its nearest rival's.
//!
//! Little skill is left beyond this: on 20 random boards with two pawns on
//! their start tiles, the exact best reply to a player who always picks
//! the path with the fewest expected turns wins 0.02 percentage points
//! more than that player itself (a joint value iteration over both pawns,
//! 2026-11-26). Level 5 against level 1 scored 52% (42–62%, 100 games,
//! `attic arena turno-checkers --a 5 --b 1 --games 100 --seed 7`).

use super::board::{self, CELLS};
use super::checkers::Checkers;
use attic_core::Seat;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// Expected turns counted for a pawn that can never win (no path leads
/// home): large, finite.
const NEVER: f32 = 500.0;

/// Expected turns left after a move that ends in each state (crossed or
/// not, cell), for one side and start tile: 0 when crossed on the start.
type Table = [[f32; CELLS]; 2];

/// Where each throw from each cell can end: (end cell, whether the path
/// touched the side's far row), without repeats.
type Moves = Vec<[Vec<(u8, bool)>; 6]>;

/// Memo of `moves`, by (board values, side).
type MovesMemo = HashMap<([u8; CELLS], u8), Rc<Moves>>;

/// Memo of `table`, by (board values, side, start tile).
type TablesMemo = HashMap<([u8; CELLS], u8, u8), Rc<Table>>;

thread_local! {
    static MOVES: RefCell<MovesMemo> = RefCell::new(HashMap::new());
    static TABLES: RefCell<TablesMemo> = RefCell::new(HashMap::new());
}

/// Entries kept per memo before it starts afresh.
const MEMO_MAX: usize = 256;

fn moves(values: &[u8; CELLS], side: u8) -> Rc<Moves> {
    if let Some(m) = MOVES.with(|m| m.borrow().get(&(*values, side)).cloned()) {
        return m;
    }
    let mut all: Moves = Vec::with_capacity(CELLS);
    for c in 0..CELLS as u8 {
        let per: [Vec<(u8, bool)>; 6] = std::array::from_fn(|i| {
            let mut ends: Vec<(u8, bool)> = board::paths(values, c, i as u8 + 1)
                .iter()
                .map(|p| {
                    let t = p.tiles();
                    (t[t.len() - 1], t.iter().any(|&x| board::on_far(side, x)))
                })
                .collect();
            ends.sort_unstable();
            ends.dedup();
            ends
        });
        all.push(per);
    }
    let rc = Rc::new(all);
    MOVES.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= MEMO_MAX {
            m.clear();
        }
        m.insert((*values, side), rc.clone());
    });
    rc
}

/// The expected turns left for a pawn of `side` starting from `start`.
fn table(values: &[u8; CELLS], side: u8, start: u8) -> Rc<Table> {
    let key = (*values, side, start);
    if let Some(t) = TABLES.with(|t| t.borrow().get(&key).cloned()) {
        return t;
    }
    let mv = moves(values, side);
    let mut e: Table = [[NEVER; CELLS]; 2];
    e[1][start as usize] = 0.0;
    // Gauss–Seidel value iteration; values only fall from NEVER.
    for _ in 0..400 {
        let mut change = 0.0f32;
        for crossed in [1usize, 0] {
            for c in 0..CELLS {
                if crossed == 1 && c == start as usize {
                    continue;
                }
                let mut sum = 0.0;
                let mut stuck = 0;
                for ends in &mv[c] {
                    if ends.is_empty() {
                        stuck += 1;
                        continue;
                    }
                    let best = ends
                        .iter()
                        .map(|&(to, far)| e[(crossed == 1 || far) as usize][to as usize])
                        .fold(f32::INFINITY, f32::min);
                    sum += best;
                }
                let v = if stuck == 6 {
                    NEVER
                } else {
                    ((1.0 + sum / 6.0) / (1.0 - stuck as f32 / 6.0)).min(NEVER)
                };
                change = change.max((e[crossed][c] - v).abs());
                e[crossed][c] = v;
            }
        }
        if change < 1e-4 {
            break;
        }
    }
    let rc = Rc::new(e);
    TABLES.with(|t| {
        let mut t = t.borrow_mut();
        if t.len() >= MEMO_MAX {
            t.clear();
        }
        t.insert(key, rc.clone());
    });
    rc
}

fn values(g: &Checkers) -> [u8; CELLS] {
    std::array::from_fn(|c| g.board[c].up)
}

/// Expected turns left for a pawn of `side` not yet on the board: this
/// turn enters it on an edge tile, each value present there equally likely
/// (the turn re-rolls until one matches), the best tile of that value.
fn entering(vals: &[u8; CELLS], side: u8) -> f32 {
    let mut total = 0.0;
    let mut n = 0;
    for v in 1..=6u8 {
        let best = board::edge_cells(side)
            .filter(|&c| vals[c as usize] == v)
            .map(|c| table(vals, side, c)[0][c as usize])
            .fold(f32::INFINITY, f32::min);
        if best.is_finite() {
            total += best;
            n += 1;
        }
    }
    1.0 + total / n.max(1) as f32
}

/// Expected turns a seat still needs, counting the turn in progress.
pub fn turns_left(g: &Checkers, s: Seat) -> f32 {
    let i = s as usize;
    let vals = values(g);
    let side = match g.sides[i] {
        Some(side) => side,
        // Not chosen yet: the best free side.
        None => {
            return board::SIDES
                .iter()
                .filter(|x| !g.sides.contains(&Some(**x)))
                .map(|&x| entering(&vals, x))
                .fold(NEVER, f32::min)
        }
    };
    let (Some(start), Some(pawn)) = (g.start[i], g.pawn[i]) else {
        return entering(&vals, side);
    };
    let t = table(&vals, side, start);
    let crossed = g.crossed[i] as usize;
    match g.roll {
        // The seat to move has thrown: the best path now.
        Some(d) if g.to_move == s && !g.choosing_sides() => {
            let mv = moves(&vals, side);
            let best = mv[pawn as usize][d as usize - 1]
                .iter()
                .map(|&(to, far)| t[(crossed == 1 || far) as usize][to as usize])
                .fold(f32::INFINITY, f32::min);
            1.0 + if best.is_finite() {
                best
            } else {
                t[crossed][pawn as usize]
            }
        }
        _ => t[crossed][pawn as usize],
    }
}

/// In [-0.9, 0.9]: how many fewer turns `seat` needs than its nearest
/// rival (a seat about to move is half a turn ahead). The race term
/// saturates: some 30 turns ahead or behind, tanh is 1 in f32 and every
/// move looked the same, so a pawn wandered (a level-1 game of 20 000
/// plies). The second term never does: it always prefers fewer turns.
pub fn evaluate(g: &Checkers, seat: Seat) -> f32 {
    let ahead = |s: Seat| {
        let t = turns_left(g, s);
        if g.to_move == s {
            t - 0.5
        } else {
            t
        }
    };
    let mine = ahead(seat);
    let rival = (0..g.p)
        .filter(|&s| s != seat)
        .map(ahead)
        .fold(f32::INFINITY, f32::min);
    if !rival.is_finite() {
        return 0.0;
    }
    let race = ((rival - mine) / 4.0).tanh();
    let own = 10.0 / (10.0 + mine.max(0.0)) - 10.0 / (10.0 + rival.max(0.0));
    0.8 * race + 0.1 * own
}
