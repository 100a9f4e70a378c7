//! The exact endgame solver: fail-soft alpha-beta (negamax) on the final
//! score difference, with a transposition table keyed by the whole board
//! reduced by the board's 8 symmetries.
//!
//! A board packs into exactly 64 bits (16 cells × 4 bits: empty, or owner
//! and one of the split's 4 orientations; the mover follows from the
//! count), so table keys are the positions themselves and never collide.
//! The 8 symmetries of the square (rotations, mirrors) keep every count:
//! a rotation swaps the N–S and W–E pairs, whose streets count alike.

use super::rules::{orient_of, owner_of, tile_code, Mv, Split, Straat};
use super::score::{back_counts, front_counts_each};
use attic_core::hash::spread;

/// Below this many empty cells the table key is the plain board: with many
/// tiles placed, symmetric positions are rare and canonical keys cost time.
const SYM_MIN: u32 = 5;
/// Above any reachable score difference.
pub const INF: i8 = 100;

/// Cell `c` under symmetry `s` (0–3: rotations clockwise by 90° × s;
/// 4–7: mirror about the vertical axis, then rotate).
fn sym_cell(s: usize, c: usize) -> usize {
    let (mut f, mut r) = (c % 4, c / 4);
    if s >= 4 {
        f = 3 - f;
    }
    for _ in 0..s % 4 {
        // Clockwise: the west file becomes the north rank.
        let nf = r;
        r = 3 - f;
        f = nf;
    }
    r * 4 + f
}

/// Orientation index within a split (0–3, clockwise from N or NE) under
/// symmetry `s`.
fn sym_orient(split: Split, s: usize, k: u8) -> u8 {
    let mut k = k & 3;
    if s >= 4 {
        k = match split {
            Split::Straight => (4 - k) % 4,
            Split::Diagonal => 3 - k,
        };
    }
    (k + (s % 4) as u8) % 4
}

/// Precomputed symmetry maps for one split.
struct Syms {
    cell: [[u8; 16]; 8],
    /// 4-bit cell code under each symmetry.
    code: [[u8; 16]; 8],
    /// The inverse of each symmetry.
    inv: [u8; 8],
}

impl Syms {
    fn new(split: Split) -> Syms {
        let mut cell = [[0u8; 16]; 8];
        let mut code = [[0u8; 16]; 8];
        for (s, (cells, codes)) in cell.iter_mut().zip(code.iter_mut()).enumerate() {
            for (c, to) in cells.iter_mut().enumerate() {
                *to = sym_cell(s, c) as u8;
            }
            for x in 1..9u8 {
                let (owner, k) = ((x - 1) / 4, (x - 1) % 4);
                codes[x as usize] = 1 + owner * 4 + sym_orient(split, s, k);
            }
        }
        let mut inv = [0u8; 8];
        for (s, i) in inv.iter_mut().enumerate() {
            for (t, back) in cell.iter().enumerate() {
                if (0..16).all(|c| back[cell[s][c] as usize] as usize == c) {
                    *i = t as u8;
                }
            }
        }
        Syms { cell, code, inv }
    }

    fn apply(&self, s: usize, key: u64) -> u64 {
        let mut out = 0u64;
        for c in 0..16 {
            let x = (key >> (4 * c)) & 15;
            if x != 0 {
                out |= (self.code[s][x as usize] as u64) << (4 * self.cell[s][c]);
            }
        }
        out
    }

    /// The smallest image of `key` and the symmetry that gives it.
    fn canonical(&self, key: u64) -> (u64, usize) {
        let mut best = (key, 0);
        for s in 1..8 {
            let k = self.apply(s, key);
            if k < best.0 {
                best = (k, s);
            }
        }
        best
    }

    /// A move (cell, orientation index) under symmetry `s`.
    fn mv(&self, s: usize, cell: u8, k: u8) -> (u8, u8) {
        let x = self.code[s][1 + (k & 3) as usize] - 1;
        (self.cell[s][cell as usize & 15], x & 3)
    }
}

/// The 4-bit code of a cell code for the packed key.
fn code4(code: u8) -> u64 {
    if code == 0 {
        0
    } else {
        (1 + owner_of(code) * 4 + (orient_of(code) & 3)) as u64
    }
}

/// The board under symmetry `s` (0–3: turned clockwise by 90° × s; 4–7:
/// mirrored about the vertical axis, then turned), tiles turned with it.
pub fn symmetric(g: &Straat, s: usize) -> Straat {
    let syms = Syms::new(g.split);
    let key = syms.apply(s & 7, pack(g));
    let mut out = *g;
    for (c, cell) in out.cells.iter_mut().enumerate() {
        let x = ((key >> (4 * c)) & 15) as u8;
        *cell = if x == 0 {
            0
        } else {
            tile_code((x - 1) / 4, g.split.base() + (x - 1) % 4)
        };
    }
    out
}

/// The packed board.
pub fn pack(g: &Straat) -> u64 {
    let mut k = 0;
    for (c, &code) in g.cells.iter().enumerate() {
        k |= code4(code) << (4 * c);
    }
    k
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    lo: i8,
    hi: i8,
    /// Best move in the canonical frame: cell * 4 + orientation index, or 255.
    best: u8,
    /// Empty cells of the position (a larger subtree is kept longer).
    empty: u8,
}

const EMPTY_ENTRY: Entry = Entry {
    key: u64::MAX,
    lo: -INF,
    hi: INF,
    best: 255,
    empty: 0,
};

/// An exact solver with its table; resumable after a node limit.
pub struct Solver {
    split: Split,
    syms: Syms,
    tt: Vec<Entry>,
    history: [u32; 64],
    /// Positions searched so far.
    pub nodes: u64,
    /// The search stops (and reports `aborted`) at this node count.
    pub limit: u64,
    /// Set when the last search hit `limit`; its result is then meaningless.
    pub aborted: bool,
}

impl Solver {
    /// A solver for `split` with a table of 2^`bits` entries (16 bytes each).
    pub fn new(split: Split, bits: u32) -> Solver {
        Solver {
            split,
            syms: Syms::new(split),
            tt: vec![EMPTY_ENTRY; 1 << bits.clamp(8, 28)],
            history: [0; 64],
            nodes: 0,
            limit: u64::MAX,
            aborted: false,
        }
    }

    /// The two-entry bucket of a key: entry 0 keeps the larger subtree,
    /// entry 1 takes whatever comes. Passes cut short by a node limit resume
    /// through the table, so results near the root must not be overwritten
    /// by the many small ones below them.
    fn bucket(&self, key: u64) -> usize {
        (spread(key) as usize) & (self.tt.len() - 2)
    }

    fn probe(&self, key: u64) -> Option<(usize, Entry)> {
        let b = self.bucket(key);
        (b..b + 2)
            .find(|&i| self.tt[i].key == key)
            .map(|i| (i, self.tt[i]))
    }

    fn store(&mut self, found: Option<usize>, e: Entry) {
        let b = self.bucket(e.key);
        let i = match found {
            Some(i) => i,
            None if e.empty >= self.tt[b].empty => {
                self.tt[b + 1] = self.tt[b];
                b
            }
            None => b + 1,
        };
        self.tt[i] = e;
    }

    /// The value of `g` for the side to move (its total minus the other's)
    /// within the window (`alpha`, `beta`), fail-soft.
    pub fn search(&mut self, g: &mut Straat, alpha: i8, beta: i8) -> i8 {
        self.nodes += 1;
        let empty = g.empty();
        if empty == 0 {
            let c = g.count();
            let t = c.totals();
            return t[0] as i8 - t[1] as i8; // White moves "next" at a full board.
        }
        if empty == 1 {
            return self.last(g);
        }
        if self.nodes >= self.limit {
            self.aborted = true;
            return 0;
        }
        let key = pack(g);
        let (tkey, sym) = if empty >= SYM_MIN {
            self.syms.canonical(key)
        } else {
            (key, 0)
        };
        let (mut alpha, mut beta) = (alpha, beta);
        let mut first: Option<(u8, u8)> = None;
        let found = self.probe(tkey);
        let e = found.map(|f| f.1).unwrap_or(EMPTY_ENTRY);
        if found.is_some() {
            if e.lo >= beta {
                return e.lo;
            }
            if e.hi <= alpha {
                return e.hi;
            }
            if e.lo == e.hi {
                return e.lo;
            }
            alpha = alpha.max(e.lo);
            beta = beta.min(e.hi);
            if e.best != 255 {
                let inv = self.syms.inv[sym] as usize;
                first = Some(self.syms.mv(inv, e.best / 4, e.best % 4));
            }
        }
        let (a0, b0) = (alpha, beta);
        let mut moves = [(0u8, 0u8); 64];
        let mut n = 0;
        for cell in 0..16u8 {
            if g.cells[cell as usize] == 0 {
                for k in 0..4u8 {
                    moves[n] = (cell, k);
                    n += 1;
                }
            }
        }
        let moves = &mut moves[..n];
        let hist = &self.history;
        moves.sort_unstable_by_key(|&(c, k)| {
            if Some((c, k)) == first {
                0
            } else {
                u32::MAX - hist[(c * 4 + k) as usize]
            }
        });
        let base = self.split.base();
        let owner = g.mover();
        let mut best = -INF;
        let mut best_mv = 255u8;
        for &(c, k) in moves.iter() {
            g.cells[c as usize] = tile_code(owner, base + k);
            g.placed += 1;
            let v = -self.search(g, -beta, -alpha);
            g.placed -= 1;
            g.cells[c as usize] = 0;
            if self.aborted {
                return 0;
            }
            if v > best {
                best = v;
                best_mv = c * 4 + k;
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        let h = &mut self.history[(c * 4 + k) as usize];
                        *h = h.saturating_add(empty * empty);
                        break;
                    }
                }
            }
        }
        let (mut lo, mut hi) = if best <= a0 {
            (-INF, best)
        } else if best >= b0 {
            (best, INF)
        } else {
            (best, best)
        };
        if found.is_some() {
            lo = lo.max(e.lo);
            hi = hi.min(e.hi);
        }
        let (bc, bk) = self.syms.mv(sym, best_mv / 4, best_mv % 4);
        // The table may have changed below: look the key up again.
        let found = self.probe(tkey).map(|f| f.0);
        self.store(
            found,
            Entry {
                key: tkey,
                lo,
                hi,
                best: if best_mv == 255 { 255 } else { bc * 4 + bk },
                empty: empty as u8,
            },
        );
        best
    }

    /// One empty cell: the mover picks the best of its 4 orientations. The
    /// back does not depend on the orientation, so it is counted once.
    fn last(&mut self, g: &mut Straat) -> i8 {
        let Some(cell) = g.cells.iter().position(|&c| c == 0) else {
            return 0;
        };
        let owner = g.mover();
        let sign: i8 = if owner == 0 { 1 } else { -1 };
        let b = self.split.base();
        g.cells[cell] = tile_code(owner, b);
        let back = back_counts(&g.cells);
        g.cells[cell] = 0;
        let codes = [0, 1, 2, 3].map(|k| tile_code(owner, b + k));
        let fronts = front_counts_each(&g.cells, cell, &codes);
        self.nodes += 4;
        let mut best = -INF;
        for f in fronts {
            let v = sign * ((f[0] + back[0]) as i8 - (f[1] + back[1]) as i8);
            best = best.max(v);
        }
        best
    }

    /// The root moves of `g`, one per class of moves whose results are
    /// symmetric images of each other, in `legal_moves` order.
    pub fn distinct_moves(&self, g: &Straat) -> Vec<Mv> {
        let mut seen: Vec<u64> = Vec::new();
        let mut out = Vec::new();
        let base = self.split.base();
        for cell in 0..16u8 {
            if g.cells[cell as usize] != 0 {
                continue;
            }
            for k in 0..4 {
                let m = Mv {
                    cell,
                    orient: base + k,
                };
                let mut c = *g;
                c.apply(m);
                let key = self.syms.canonical(pack(&c)).0;
                if !seen.contains(&key) {
                    seen.push(key);
                    out.push(m);
                }
            }
        }
        out
    }

    /// Search the root in the window (`alpha`, `beta`), trying `order`
    /// (indexes into `moves`) first to last. Returns the best index and its
    /// value, or None if the node limit cut it short. `partial` receives
    /// the best index so far.
    pub fn root(
        &mut self,
        g: &Straat,
        moves: &[Mv],
        order: &[usize],
        alpha: i8,
        beta: i8,
        partial: &mut Option<(usize, i8)>,
    ) -> Option<(usize, i8)> {
        self.aborted = false;
        let mut alpha = alpha;
        let mut best: Option<(usize, i8)> = None;
        for &i in order {
            let Some(&m) = moves.get(i) else { continue };
            let mut c = *g;
            c.apply(m);
            let v = -self.search(&mut c, -beta, -alpha);
            if self.aborted {
                return None;
            }
            if best.is_none_or(|(_, b)| v > b) {
                best = Some((i, v));
                *partial = best;
            }
            if v > alpha {
                alpha = v;
                if alpha >= beta {
                    break;
                }
            }
        }
        best
    }
}

/// The exact value of `g` for the side to move (its total minus the
/// other's under perfect play) and a best move (None at a full board).
pub fn solve(g: &Straat, tt_bits: u32) -> (i8, Option<Mv>, u64) {
    if g.empty() == 0 {
        let t = g.count().totals();
        return (t[0] as i8 - t[1] as i8, None, 0);
    }
    let mut s = Solver::new(g.split, tt_bits);
    let moves = s.distinct_moves(g);
    let mut order: Vec<usize> = (0..moves.len()).collect();
    // MTD(f): null-window passes from a guess of 0 (most games are close),
    // each narrowing the bounds, the table carrying work between them.
    let (mut lo, mut hi, mut guess) = (-INF, INF, 0i8);
    let mut best = 0;
    while lo < hi {
        let beta = if guess == lo { guess + 1 } else { guess };
        let mut partial = None;
        let Some((i, v)) = s.root(g, &moves, &order, beta - 1, beta, &mut partial) else {
            break;
        };
        guess = v;
        if v < beta {
            hi = v;
        } else {
            lo = v;
            best = i;
            order.retain(|&x| x != i);
            order.insert(0, i);
        }
    }
    (lo, moves.get(best).copied(), s.nodes)
}
