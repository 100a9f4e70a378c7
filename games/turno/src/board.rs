//! The TURNO-Checkers board (spec 2.C): cells, sides, edge and far rows,
//! corners, and the paths a throw allows (5.C).
//!
//! A cell is `rank * 6 + file`, both from 0 (`a1` = 0, `f6` = 35).

/// Cells on the board.
pub const CELLS: usize = 36;

/// The longest path: every tile is worth at least 1 and a throw at most 6.
pub const MAX_PATH: usize = 6;

/// The cell's name, `a1` … `f6`.
pub fn cell_name(c: u8) -> String {
    format!("{}{}", (b'a' + c % 6) as char, c / 6 + 1)
}

/// Read a cell name.
pub fn parse_cell(s: &[u8]) -> Option<u8> {
    match s {
        [f @ b'a'..=b'f', r @ b'1'..=b'6', ..] => Some((r - b'1') * 6 + (f - b'a')),
        _ => None,
    }
}

/// The four sides: S (rank 1), N (rank 6), W (file a), E (file f).
pub const SIDES: [u8; 4] = [0, 1, 2, 3];

/// A side's letter.
pub fn side_letter(s: u8) -> char {
    ['S', 'N', 'W', 'E'][s as usize % 4]
}

/// A side from its letter.
pub fn parse_side(b: u8) -> Option<u8> {
    match b {
        b'S' => Some(0),
        b'N' => Some(1),
        b'W' => Some(2),
        b'E' => Some(3),
        _ => None,
    }
}

/// Whether `c` lies on the edge row of `side`.
pub fn on_edge(side: u8, c: u8) -> bool {
    let (file, rank) = (c % 6, c / 6);
    match side {
        0 => rank == 0,
        1 => rank == 5,
        2 => file == 0,
        _ => file == 5,
    }
}

/// Whether `c` lies on the far row of `side` (the opposite edge row).
pub fn on_far(side: u8, c: u8) -> bool {
    on_edge(side ^ 1, c)
}

/// The edge row of a side, in cell order.
pub fn edge_cells(side: u8) -> impl Iterator<Item = u8> {
    (0..CELLS as u8).filter(move |&c| on_edge(side, c))
}

/// The two corners of a side's edge row.
pub fn corners(side: u8) -> [u8; 2] {
    match side {
        0 => [0, 5],
        1 => [30, 35],
        2 => [0, 30],
        _ => [5, 35],
    }
}

/// Orthogonal neighbours of a cell (up, right, down, left when on board).
pub fn neighbours(c: u8) -> impl Iterator<Item = u8> {
    let (file, rank) = (c % 6, c / 6);
    [
        (rank < 5).then(|| c + 6),
        (file < 5).then(|| c + 1),
        (rank > 0).then(|| c - 6),
        (file > 0).then(|| c - 1),
    ]
    .into_iter()
    .flatten()
}

/// Whether two cells are orthogonally adjacent.
pub fn adjacent(a: u8, b: u8) -> bool {
    neighbours(a).any(|n| n == b)
}

/// A path: the tiles walked over, in order, not counting the tile the pawn
/// starts from (empty: no legal path, the pawn stays).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Path {
    /// Number of tiles.
    pub len: u8,
    /// The tiles (the first `len`).
    pub cells: [u8; MAX_PATH],
}

impl Path {
    /// The tiles.
    pub fn tiles(&self) -> &[u8] {
        &self.cells[..(self.len as usize).min(MAX_PATH)]
    }

    /// A path of these tiles (at most [`MAX_PATH`]).
    pub fn of(tiles: &[u8]) -> Option<Path> {
        if tiles.len() > MAX_PATH {
            return None;
        }
        let mut p = Path {
            len: tiles.len() as u8,
            cells: [0; MAX_PATH],
        };
        p.cells[..tiles.len()].copy_from_slice(tiles);
        Some(p)
    }
}

/// Every legal path (5.C) from `from` whose tiles' values (`value[cell]`)
/// sum to `d`: orthogonal steps, no tile twice, never back to `from`.
/// In a fixed order: depth first, neighbours up, right, down, left.
pub fn paths(value: &[u8; CELLS], from: u8, d: u8) -> Vec<Path> {
    let mut out = Vec::new();
    let mut stack = [0u8; MAX_PATH];
    walk(value, from, d, 0, &mut stack, 0, 1u64 << from, &mut out);
    out
}

#[allow(clippy::too_many_arguments)]
fn walk(
    value: &[u8; CELLS],
    at: u8,
    d: u8,
    sum: u8,
    stack: &mut [u8; MAX_PATH],
    len: usize,
    seen: u64,
    out: &mut Vec<Path>,
) {
    if len >= MAX_PATH {
        return;
    }
    for n in neighbours(at) {
        if seen >> n & 1 == 1 {
            continue;
        }
        let s = sum + value[n as usize];
        if s > d {
            continue;
        }
        stack[len] = n;
        if s == d {
            if let Some(p) = Path::of(&stack[..=len]) {
                out.push(p);
            }
        } else {
            walk(value, n, d, s, stack, len + 1, seen | 1 << n, out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_sides_and_corners() {
        assert_eq!(cell_name(0), "a1");
        assert_eq!(cell_name(35), "f6");
        assert_eq!(parse_cell(b"c1"), Some(2));
        assert!(on_far(0, parse_cell(b"d6").unwrap_or(0)));
        assert!(on_far(2, parse_cell(b"f3").unwrap_or(0)));
        assert_eq!(edge_cells(3).count(), 6);
        for s in SIDES {
            for c in corners(s) {
                assert!(on_edge(s, c));
            }
        }
        assert!(adjacent(2, 8) && !adjacent(5, 6));
    }
}
