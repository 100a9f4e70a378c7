//! How a TURNOOI tile lies on the board: a visible face and a hidden face
//! that may not be public yet (§2.3), in one byte, and a stock's score.
//!
//! The tile set itself (§2.1) and the counting of §3.1 are TURNO's too:
//! they live once, in `attic-tiles` (`games/tiles`), and are re-exported
//! here.

pub use attic_tiles::{
    multiset_text, type_of, type_sum, type_text, Multiset, FULL, TYPES, TYPE_FACES,
};

/// A tile on the board as one byte: 0 = empty, else `visible | hidden << 3`
/// with `hidden` 0 while it is not public.
pub type Cell = u8;

/// The empty cell.
pub const EMPTY: Cell = 0;

/// Marks a hidden face that only a sampled world knows (the AI's
/// determinised search, [`attic_core::Rules::determinize`]): public, it
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
    fn a_cell_holds_both_faces() {
        let c = tile(4, 6);
        assert_eq!((visible(c), hidden(c)), (4, 6));
        assert!(!unrevealed(c) && unrevealed(tile(6, 0)) && !unrevealed(EMPTY));
        assert_eq!(cell_text(tile(6, 0)), "6?");
        assert_eq!(cell_text(c), "46");
        assert_eq!(cell_text(EMPTY), "--");
        assert_eq!(cell_text(tile(3, 5) | SECRET), "3?");
        let mut m = [0u8; TYPES];
        m[type_of(6, 6)] = 1;
        m[type_of(1, 2)] = 2;
        assert_eq!(multiset_score(&m), 18);
    }
}
