//! The TURNO tile set (spec §2.1): 21 tile types, each double once and
//! each non-double twice, and how a tile lies on the board (a visible
//! face and a hidden face that may not be public yet, §2.3).

/// Number of tile types (1|1, 1|2, …, 6|6).
pub const TYPES: usize = 21;

/// The types in the order of §3.1: 1|1, 1|2, …, 1|6, 2|2, …, 6|6.
pub const TYPE_FACES: [(u8, u8); TYPES] = {
    let mut t = [(0u8, 0u8); TYPES];
    let mut i = 0;
    let mut a = 1u8;
    while a <= 6 {
        let mut b = a;
        while b <= 6 {
            t[i] = (a, b);
            i += 1;
            b += 1;
        }
        a += 1;
    }
    t
};

/// Copies of each type in the whole set: 1 for a double, 2 otherwise.
pub const FULL: [u8; TYPES] = {
    let mut f = [0u8; TYPES];
    let mut i = 0;
    while i < TYPES {
        f[i] = if TYPE_FACES[i].0 == TYPE_FACES[i].1 {
            1
        } else {
            2
        };
        i += 1;
    }
    f
};

/// Index of the type with faces `a` and `b` (1..=6, either order).
pub fn type_of(a: u8, b: u8) -> usize {
    let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
    let lo = lo.clamp(1, 6) as usize;
    let hi = hi.clamp(1, 6) as usize;
    // Types before those starting with `lo`: 6 + 5 + … for each smaller face.
    let before: usize = (1..lo).map(|k| 7 - k).sum();
    before + (hi - lo)
}

/// Counts of tiles per type (a multiset of tiles).
pub type Multiset = [u8; TYPES];

/// A tile on the board as one byte: 0 = empty, else `visible | hidden << 3`
/// with `hidden` 0 while it is not public.
pub type Cell = u8;

/// The empty cell.
pub const EMPTY: Cell = 0;

/// Marks a hidden face that only a sampled world knows (the AI's
/// determinised search, [`attic_core::Game::determinize`]): public, it
/// is still `v?`, and it becomes public when the tile battles.
pub const SECRET: Cell = 64;

/// A tile showing `v` whose hidden face is `h` (0 = not public).
pub const fn tile(v: u8, h: u8) -> Cell {
    v | h << 3
}

/// The visible face (0 for an empty cell).
pub const fn visible(c: Cell) -> u8 {
    c & 7
}

/// The hidden face, 0 while it is not public.
pub const fn hidden(c: Cell) -> u8 {
    c >> 3 & 7
}

/// Whether the cell holds a tile whose hidden face nobody knows.
pub const fn unrevealed(c: Cell) -> bool {
    c != EMPTY && hidden(c) == 0
}

/// Whether the tile's hidden face is known to a sampled world only.
pub const fn secret(c: Cell) -> bool {
    c & SECRET != 0
}

/// Whether the tile's hidden face is not public (unknown, or a world's secret).
pub const fn not_public(c: Cell) -> bool {
    unrevealed(c) || secret(c)
}

/// The two characters of a cell in a board string: `vh`, `v?` or `--`.
pub fn cell_text(c: Cell) -> String {
    if secret(c) {
        return format!("{}?", visible(c));
    }
    match (visible(c), hidden(c)) {
        (0, _) => "--".into(),
        (v, 0) => format!("{v}?"),
        (v, h) => format!("{v}{h}"),
    }
}

/// A tile with both faces, low face first (`Stocks`, `Dead`).
pub fn type_text(t: usize) -> String {
    let (a, b) = TYPE_FACES[t.min(TYPES - 1)];
    format!("{a}{b}")
}

/// The sum of both faces of a type.
pub fn type_sum(t: usize) -> u8 {
    let (a, b) = TYPE_FACES[t.min(TYPES - 1)];
    a + b
}

/// A multiset written as tiles low face first, ascending, joined by spaces.
pub fn multiset_text(m: &Multiset) -> String {
    let mut out = Vec::new();
    for (t, &k) in m.iter().enumerate() {
        for _ in 0..k {
            out.push(type_text(t));
        }
    }
    out.join(" ")
}

/// Total of both faces over a multiset (a stock's score).
pub fn multiset_score(m: &Multiset) -> i64 {
    m.iter()
        .enumerate()
        .map(|(t, &k)| k as i64 * type_sum(t) as i64)
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_set_has_36_tiles_and_types_index_both_ways() {
        assert_eq!(FULL.iter().map(|&k| k as u32).sum::<u32>(), 36);
        for (i, &(a, b)) in TYPE_FACES.iter().enumerate() {
            assert_eq!(type_of(a, b), i);
            assert_eq!(type_of(b, a), i);
        }
        assert_eq!(type_of(6, 6), 20);
        assert_eq!(type_of(2, 2), 6);
        let c = tile(4, 6);
        assert_eq!((visible(c), hidden(c)), (4, 6));
        assert_eq!(cell_text(tile(6, 0)), "6?");
    }
}
