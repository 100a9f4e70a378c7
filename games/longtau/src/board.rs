//! The reconstructed 92-cell board (spec §2): cells, the lines of both
//! values of option `lines`, neighbours, and the distance `D` from the
//! Golden Chair. Every table is built at compile time.
//!
//! Cells have two numberings: the **grid index** `(rank − 1) × 12 + (file − 1)`
//! (0..144, used in events, so a view can place a pawn), and the dense
//! **cell index** 0..92 used everywhere else, in canonical order (by file,
//! then rank, §9.1), so that sorting cell indexes sorts their names and a
//! set of cells is one `u128` bit set.

/// Number of cells.
pub const CELLS: usize = 92;
/// Grid width and height.
pub const GRID: usize = 12;
/// "No cell" in the tables.
pub const NONE: u8 = 255;
/// Directions: towards higher rank, higher file, lower rank, lower file.
pub const DIRS: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// Whether the grid square (file 1..=12, rank 1..=12) is a cell (§2.3).
pub const fn is_cell(file: i32, rank: i32) -> bool {
    if file < 1 || file > 12 || rank < 1 || rank > 12 {
        return false;
    }
    match rank {
        12 | 11 | 1 | 2 => file >= 4 && file <= 9,
        10 | 3 => file >= 5 && file <= 8,
        9 | 4 => file <= 2 || (file >= 5 && file <= 8) || file >= 11,
        8 | 5 => file <= 4 || file == 6 || file == 7 || file >= 9,
        _ => true,
    }
}

/// The board's tables.
pub struct Tables {
    /// Cell index of each grid square, or [`NONE`].
    pub of_grid: [u8; GRID * GRID],
    /// Grid index of each cell.
    pub grid: [u8; CELLS],
    /// File of each cell, 1 (a) to 12 (l).
    pub file: [u8; CELLS],
    /// Rank of each cell, 1 to 12.
    pub rank: [u8; CELLS],
    /// The next cell along the line in each direction ([`DIRS`]), or
    /// [`NONE`], for `lines=span` (index 0) and `lines=areas` (index 1).
    pub next: [[[u8; 4]; CELLS]; 2],
    /// The neighbours of each cell as a bit set, per value of `lines`.
    pub nbrs: [[u128; CELLS]; 2],
    /// `D` of each cell (§2.5).
    pub d: [u16; CELLS],
    /// The distinct values of `D`, largest first, with the cells having
    /// each; `classes` of them are used.
    pub by_d: [(u16, u128); CELLS],
    /// How many entries of `by_d` are used.
    pub classes: usize,
}

const fn build() -> Tables {
    let mut t = Tables {
        of_grid: [NONE; GRID * GRID],
        grid: [0; CELLS],
        file: [0; CELLS],
        rank: [0; CELLS],
        next: [[[NONE; 4]; CELLS]; 2],
        nbrs: [[0; CELLS]; 2],
        d: [0; CELLS],
        by_d: [(0, 0); CELLS],
        classes: 0,
    };
    // Cell indexes in canonical order: by file, then rank.
    let mut n = 0;
    let mut f = 1;
    while f <= 12 {
        let mut r = 1;
        while r <= 12 {
            if is_cell(f, r) {
                let g = ((r - 1) * 12 + (f - 1)) as usize;
                t.of_grid[g] = n as u8;
                t.grid[n] = g as u8;
                t.file[n] = f as u8;
                t.rank[n] = r as u8;
                let x = 2 * f - 13;
                let y = 2 * r - 13;
                t.d[n] = (x * x + y * y) as u16;
                n += 1;
            }
            r += 1;
        }
        f += 1;
    }
    // Lines: with `span` the next cell may lie beyond blank squares; with
    // `areas` only the orthogonal neighbour counts.
    let mut c = 0;
    while c < CELLS {
        let mut dir = 0;
        while dir < 4 {
            let (df, dr) = DIRS[dir];
            let (mut f, mut r) = (t.file[c] as i32 + df, t.rank[c] as i32 + dr);
            let mut first = true;
            while f >= 1 && f <= 12 && r >= 1 && r <= 12 {
                if is_cell(f, r) {
                    let to = t.of_grid[((r - 1) * 12 + (f - 1)) as usize];
                    t.next[0][c][dir] = to;
                    t.nbrs[0][c] |= 1u128 << to;
                    if first {
                        t.next[1][c][dir] = to;
                        t.nbrs[1][c] |= 1u128 << to;
                    }
                    break;
                }
                first = false;
                f += df;
                r += dr;
            }
            dir += 1;
        }
        c += 1;
    }
    // Distinct distances, largest first.
    let mut last = u16::MAX;
    loop {
        let mut best = 0u16;
        let mut found = false;
        let mut i = 0;
        while i < CELLS {
            if t.d[i] < last && (!found || t.d[i] > best) {
                best = t.d[i];
                found = true;
            }
            i += 1;
        }
        if !found {
            break;
        }
        let mut mask = 0u128;
        let mut i = 0;
        while i < CELLS {
            if t.d[i] == best {
                mask |= 1u128 << i;
            }
            i += 1;
        }
        t.by_d[t.classes] = (best, mask);
        t.classes += 1;
        last = best;
    }
    t
}

/// The board's tables.
pub static T: Tables = build();

/// Every cell.
pub const ALL: u128 = (1u128 << CELLS) - 1;

/// The cell at (file, rank), both from 1, if it is one.
pub fn cell_at(file: i32, rank: i32) -> Option<u8> {
    if is_cell(file, rank) {
        Some(T.of_grid[((rank - 1) * 12 + (file - 1)) as usize])
    } else {
        None
    }
}

/// A cell's name, e.g. `f7` or `l12`.
pub fn name(c: u8) -> String {
    let c = c as usize % CELLS;
    format!("{}{}", (b'a' + T.file[c] - 1) as char, T.rank[c])
}

/// The names of a set of cells, in canonical order, with no separator
/// (`a5d12h12l8`).
pub fn names(set: u128) -> String {
    bits(set).map(name).collect()
}

/// The names of a set of cells, separated by commas (position strings).
pub fn list(set: u128) -> String {
    bits(set).map(name).collect::<Vec<_>>().join(",")
}

/// Read a cell name at the start of `s`: the cell (if the square is one)
/// and the bytes used. `Err(len)`: the square is well formed but blank.
pub fn read_cell(s: &[u8]) -> Option<(Result<u8, String>, usize)> {
    let f = *s.first()?;
    if !(b'a'..=b'l').contains(&f) {
        return None;
    }
    let digits = s[1..].iter().take_while(|b| b.is_ascii_digit()).count();
    // Ranks 1..=12, no leading zero: take two digits only when they make 10–12.
    let len = match (s.get(1), s.get(2)) {
        (Some(b'1'), Some(b'0'..=b'2')) if digits >= 2 => 2,
        (Some(b'1'..=b'9'), _) => 1,
        _ => return None,
    };
    let rank = std::str::from_utf8(&s[1..1 + len])
        .ok()?
        .parse::<i32>()
        .ok()?;
    let file = (f - b'a' + 1) as i32;
    let text = String::from_utf8_lossy(&s[..1 + len]).into_owned();
    Some((cell_at(file, rank).ok_or(text), 1 + len))
}

/// The cell index of a name such as `f7`, if it is a cell.
pub fn parse_cell(text: &str) -> Option<u8> {
    match read_cell(text.as_bytes())? {
        (Ok(c), n) if n == text.len() => Some(c),
        _ => None,
    }
}

/// The bit set of cell `c` (`1 << c`). wasm32 has no 128-bit shift: a
/// shift by a variable amount is a call to compiler-builtins'
/// `__ashlti3`/`__lshrti3`, which the split web build reaches only through
/// an indirect call from the game's chunk (issue 27: 21% of Long Tau's
/// search time in the browser profile). Two 64-bit halves are plain
/// wasm, and natively the same code.
#[inline(always)]
pub fn bit(c: u8) -> u128 {
    let c = u32::from(c);
    if c < 64 {
        u128::from(1u64 << c)
    } else {
        u128::from(1u64 << (c - 64)) << 64
    }
}

/// Whether cell `c` is in `set` (`set >> c & 1 == 1`, without a 128-bit
/// shift by a variable amount: see [`bit`]).
#[inline(always)]
pub fn has(set: u128, c: u8) -> bool {
    let c = u32::from(c);
    let half = if c < 64 {
        set as u64
    } else {
        (set >> 64) as u64
    };
    half >> (c & 63) & 1 == 1
}

/// The cells of a bit set, in canonical order.
pub fn bits(mut set: u128) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let c = set.trailing_zeros() as u8;
        set &= set - 1;
        Some(c)
    })
}

/// A bit set of named cells (names must be cells; for constants and tests).
pub fn set(names: &[&str]) -> u128 {
    names
        .iter()
        .filter_map(|n| parse_cell(n))
        .fold(0, |s, c| s | 1u128 << c)
}

/// The cells of a rectangle of files `f0..=f1` and ranks `r0..=r1`.
pub fn rect(f0: i32, f1: i32, r0: i32, r1: i32) -> u128 {
    let mut s = 0;
    for f in f0..=f1 {
        for r in r0..=r1 {
            if let Some(c) = cell_at(f, r) {
                s |= bit(c);
            }
        }
    }
    s
}

/// The Golden Chair: f6 g6 f7 g7.
pub fn chair() -> u128 {
    rect(6, 7, 6, 7)
}

/// The four areas of 22 cells (§2.3): North, East, South, West.
pub fn areas() -> [u128; 4] {
    [
        rect(4, 9, 11, 12) | rect(5, 8, 9, 10) | rect(6, 7, 8, 8),
        rect(11, 12, 4, 9) | rect(9, 10, 5, 8) | rect(8, 8, 6, 7),
        rect(4, 9, 1, 2) | rect(5, 8, 3, 4) | rect(6, 7, 5, 5),
        rect(1, 2, 4, 9) | rect(3, 4, 5, 8) | rect(5, 5, 6, 7),
    ]
}

/// The back rows of the four areas (§3): North, East, South, West.
pub fn back_rows() -> [u128; 4] {
    [
        rect(4, 9, 11, 12),
        rect(11, 12, 4, 9),
        rect(4, 9, 1, 2),
        rect(1, 2, 4, 9),
    ]
}

#[cfg(test)]
mod tests {
    use super::{bit, has};

    #[test]
    fn bit_and_has_are_the_128_bit_shifts() {
        for c in 0..128u8 {
            assert_eq!(bit(c), 1u128 << c, "bit({c})");
            for set in [
                0u128,
                !0,
                1u128 << c,
                !(1u128 << c),
                0x0123_4567_89ab_cdef_fedc_ba98_7654_3210,
            ] {
                assert_eq!(has(set, c), set >> c & 1 == 1, "has({set:#x}, {c})");
            }
        }
    }
}
