//! Street counting (spec §7): regions of each colour on the front (split
//! faces, §7.2) and on the back (solid faces, §7.3), and what they are worth.
//!
//! The front is a graph of 32 pieces (node `cell * 2 + colour`), joined by
//! the side profiles of §2.3; the back is a graph of the 16 tiles. Both are
//! solved with a tiny union-find, which is fast enough for the endgame
//! solver's leaves and allocation-free.

use super::rules::{orient_of, owner_of};

/// Colour index of white pieces (and of White, seat 0).
pub const WHITE: u8 = 0;
/// Colour index of black pieces (and of Black, seat 1).
pub const BLACK: u8 = 1;

/// Edge flags of a region.
pub const EDGE_N: u8 = 1;
/// East edge flag.
pub const EDGE_E: u8 = 2;
/// South edge flag.
pub const EDGE_S: u8 = 4;
/// West edge flag.
pub const EDGE_W: u8 = 8;

/// Side indexes into [`SIDES`].
const N: usize = 0;
const E: usize = 1;
const S: usize = 2;
const W: usize = 3;

/// Black half-sides of each orientation (§2.3), sides in the order N, E, S,
/// W; bit 0 is the first half (west for N/S, south for E/W), bit 1 the
/// second. Orientation codes: N, E, S, W, NE, SE, SW, NW.
pub const SIDES: [[u8; 4]; 8] = [
    [3, 2, 0, 2], // N
    [2, 3, 2, 0], // E
    [0, 1, 3, 1], // S
    [1, 0, 1, 3], // W
    [3, 3, 0, 0], // NE
    [0, 3, 3, 0], // SE
    [0, 0, 3, 3], // SW
    [3, 0, 0, 3], // NW
];

/// The half-sides of colour `c` in a side's black mask.
fn has(mask: u8, c: u8) -> u8 {
    if c == BLACK {
        mask
    } else {
        !mask & 3
    }
}

/// What a region is worth (§7.1): 1 per pair of opposite edges it joins.
pub fn worth(edges: u8) -> u8 {
    let ns = (edges & (EDGE_N | EDGE_S) == EDGE_N | EDGE_S) as u8;
    let we = (edges & (EDGE_W | EDGE_E) == EDGE_W | EDGE_E) as u8;
    ns + we
}

/// A connected region of one colour on one face.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    /// [`WHITE`] or [`BLACK`].
    pub colour: u8,
    /// Front: bit `cell * 2 + colour` per piece. Back: bit `cell` per tile
    /// (cells as placed, before the mirror).
    pub members: u32,
    /// Edges touched ([`EDGE_N`] …).
    pub edges: u8,
    /// Streets it counts (0, 1 or 2).
    pub worth: u8,
}

/// A union-find over at most 32 nodes, with edge flags per root.
struct Uf {
    parent: [u8; 32],
    edges: [u8; 32],
}

impl Uf {
    fn new() -> Uf {
        let mut parent = [0u8; 32];
        for (i, p) in parent.iter_mut().enumerate() {
            *p = i as u8;
        }
        Uf {
            parent,
            edges: [0; 32],
        }
    }
    fn find(&mut self, mut x: usize) -> usize {
        while self.parent[x] as usize != x {
            let up = self.parent[self.parent[x] as usize];
            self.parent[x] = up;
            x = up as usize;
        }
        x
    }
    fn union(&mut self, a: usize, b: usize) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            self.parent[ra] = rb as u8;
            self.edges[rb] |= self.edges[ra];
        }
    }
}

/// The edges a cell lies on.
fn cell_edges(cell: usize) -> u8 {
    let (file, rank) = (cell % 4, cell / 4);
    let mut e = 0;
    if rank == 3 {
        e |= EDGE_N;
    }
    if rank == 0 {
        e |= EDGE_S;
    }
    if file == 0 {
        e |= EDGE_W;
    }
    if file == 3 {
        e |= EDGE_E;
    }
    e
}

/// The union-find of the front: pieces of empty cells stay alone and touch
/// nothing.
fn front_uf(cells: &[u8; 16]) -> Uf {
    let mut uf = Uf::new();
    for (i, &code) in cells.iter().enumerate() {
        if code == 0 {
            continue;
        }
        let s = &SIDES[orient_of(code) as usize];
        let on = cell_edges(i);
        for c in [WHITE, BLACK] {
            let mut e = 0;
            for (flag, side) in [(EDGE_N, N), (EDGE_E, E), (EDGE_S, S), (EDGE_W, W)] {
                if on & flag != 0 && has(s[side], c) != 0 {
                    e |= flag;
                }
            }
            uf.edges[i * 2 + c as usize] = e;
        }
    }
    for i in 0..16 {
        let a = cells[i];
        if a == 0 {
            continue;
        }
        let sa = &SIDES[orient_of(a) as usize];
        // East neighbour: A's E side against B's W side.
        if i % 4 < 3 && cells[i + 1] != 0 {
            let sb = &SIDES[orient_of(cells[i + 1]) as usize];
            for c in [WHITE, BLACK] {
                if has(sa[E], c) & has(sb[W], c) != 0 {
                    uf.union(i * 2 + c as usize, (i + 1) * 2 + c as usize);
                }
            }
        }
        // North neighbour: A's N side against B's S side.
        if i < 12 && cells[i + 4] != 0 {
            let sb = &SIDES[orient_of(cells[i + 4]) as usize];
            for c in [WHITE, BLACK] {
                if has(sa[N], c) & has(sb[S], c) != 0 {
                    uf.union(i * 2 + c as usize, (i + 4) * 2 + c as usize);
                }
            }
        }
    }
    uf
}

/// The union-find of the back: tiles of one owner joined orthogonally.
fn back_uf(cells: &[u8; 16]) -> Uf {
    let mut uf = Uf::new();
    for (i, &code) in cells.iter().enumerate() {
        if code != 0 {
            uf.edges[i] = cell_edges(i);
        }
    }
    for i in 0..16 {
        let a = cells[i];
        if a == 0 {
            continue;
        }
        if i % 4 < 3 && cells[i + 1] != 0 && owner_of(cells[i + 1]) == owner_of(a) {
            uf.union(i, i + 1);
        }
        if i < 12 && cells[i + 4] != 0 && owner_of(cells[i + 4]) == owner_of(a) {
            uf.union(i, i + 4);
        }
    }
    uf
}

/// Front street counts `[white, black]`.
pub fn front_counts(cells: &[u8; 16]) -> [u8; 2] {
    let uf = front_uf(cells);
    let mut t = [0u8; 2];
    for n in 0..32 {
        if uf.parent[n] as usize == n && cells[n / 2] != 0 {
            t[n % 2] += worth(uf.edges[n]);
        }
    }
    t
}

/// Back street counts `[white, black]`.
pub fn back_counts(cells: &[u8; 16]) -> [u8; 2] {
    let uf = back_uf(cells);
    let mut t = [0u8; 2];
    for n in 0..16 {
        if uf.parent[n] as usize == n && cells[n] != 0 {
            t[owner_of(cells[n]) as usize] += worth(uf.edges[n]);
        }
    }
    t
}

/// The regions of `uf` holding `pieces` (node, colour), in the order of
/// their lowest piece.
fn regions(mut uf: Uf, pieces: impl Iterator<Item = (usize, u8)>) -> Vec<Region> {
    let mut out: Vec<(usize, Region)> = Vec::new();
    for (n, colour) in pieces {
        let r = uf.find(n);
        match out.iter_mut().find(|(root, _)| *root == r) {
            Some((_, reg)) => reg.members |= 1 << n,
            None => out.push((
                r,
                Region {
                    colour,
                    members: 1 << n,
                    edges: uf.edges[r],
                    worth: worth(uf.edges[r]),
                },
            )),
        }
    }
    out.into_iter().map(|(_, r)| r).collect()
}

/// Every region of the front, in order of its lowest piece.
pub fn front_regions(cells: &[u8; 16]) -> Vec<Region> {
    let pieces = (0..32)
        .filter(|n| cells[n / 2] != 0)
        .map(|n| (n, (n % 2) as u8));
    regions(front_uf(cells), pieces)
}

/// Every region of the back, in order of its lowest cell.
pub fn back_regions(cells: &[u8; 16]) -> Vec<Region> {
    let pieces = (0..16)
        .filter(|&n| cells[n] != 0)
        .map(|n| (n, owner_of(cells[n])));
    regions(back_uf(cells), pieces)
}

/// Front counts `[white, black]` for each of four tiles (cell codes)
/// placed in turn on the empty cell `cell`, the rest of the board as it
/// is. The rest is solved once; each tile then only joins the regions of
/// its neighbours (the solver's last ply: four times faster than four
/// full counts).
pub fn front_counts_each(cells: &[u8; 16], cell: usize, codes: &[u8; 4]) -> [[u8; 2]; 4] {
    let mut uf = front_uf(cells);
    let mut base = [0u8; 2];
    for n in 0..32 {
        if uf.parent[n] as usize == n && cells[n / 2] != 0 && n / 2 != cell {
            base[n % 2] += worth(uf.edges[n]);
        }
    }
    // Neighbours: (cell, this tile's side, the neighbour's side).
    let mut near = [(0usize, 0usize, 0usize); 4];
    let mut k = 0;
    if cell % 4 < 3 && cells[cell + 1] != 0 {
        near[k] = (cell + 1, E, W);
        k += 1;
    }
    if !cell.is_multiple_of(4) && cells[cell - 1] != 0 {
        near[k] = (cell - 1, W, E);
        k += 1;
    }
    if cell < 12 && cells[cell + 4] != 0 {
        near[k] = (cell + 4, N, S);
        k += 1;
    }
    if cell >= 4 && cells[cell - 4] != 0 {
        near[k] = (cell - 4, S, N);
        k += 1;
    }
    let on = cell_edges(cell);
    let mut out = [[0u8; 2]; 4];
    for (t, &code) in codes.iter().enumerate() {
        let s = &SIDES[orient_of(code) as usize];
        for c in [WHITE, BLACK] {
            let mut edges = 0;
            for (flag, side) in [(EDGE_N, N), (EDGE_E, E), (EDGE_S, S), (EDGE_W, W)] {
                if on & flag != 0 && has(s[side], c) != 0 {
                    edges |= flag;
                }
            }
            let mut roots = [usize::MAX; 4];
            let mut lost = 0;
            for (i, &(nb, mine, theirs)) in near[..k].iter().enumerate() {
                let ns = &SIDES[orient_of(cells[nb]) as usize];
                if has(s[mine], c) & has(ns[theirs], c) == 0 {
                    continue;
                }
                let r = uf.find(nb * 2 + c as usize);
                if roots[..i].contains(&r) {
                    continue;
                }
                roots[i] = r;
                lost += worth(uf.edges[r]);
                edges |= uf.edges[r];
            }
            out[t][c as usize] = base[c as usize] - lost + worth(edges);
        }
    }
    out
}
