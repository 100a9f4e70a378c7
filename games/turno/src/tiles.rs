//! How TURNO lays out its tiles: a laid-out tile and how it is written
//! (`vh` both faces public, `v?` the down face not public), whole layouts
//! (spec §9, layout tags) and their public facts for the completion count.
//!
//! The tile set itself (spec §2.0, `turnooi.md` 2.1), procedure V
//! (`turnooi.md` 3) and the completion count are TURNOOI's too: they live
//! once, in `attic-tiles` (`games/tiles`), and are re-exported here.

pub use attic_tiles::{
    has_face, minus, multiset_text, other_face, procedure_v, size, type_of, type_text, Multiset,
    FULL, TYPES, TYPE_FACES,
};

/// A laid-out tile: the face up and the face down (0 while not public).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Tile {
    /// The visible face, 1..=6.
    pub up: u8,
    /// The hidden face, 1..=6, or 0 while it is not public.
    pub down: u8,
}

impl Tile {
    /// The two characters of the tile: `vh` or `v?`.
    pub fn text(self) -> String {
        match self.down {
            0 => format!("{}?", self.up),
            d => format!("{}{d}", self.up),
        }
    }

    /// Read `vh` or `v?`.
    pub fn parse(s: &str) -> Option<Tile> {
        match s.as_bytes() {
            [u @ b'1'..=b'6', b'?'] => Some(Tile {
                up: u - b'0',
                down: 0,
            }),
            [u @ b'1'..=b'6', d @ b'1'..=b'6'] => Some(Tile {
                up: u - b'0',
                down: d - b'0',
            }),
            _ => None,
        }
    }

    /// The tile turned over (both faces must be public).
    pub fn turned(self) -> Tile {
        Tile {
            up: self.down,
            down: self.up,
        }
    }
}

/// A layout's public facts for the completion count: `n` (tiles whose down
/// face is not public, per up value) and the pool (the set minus the tiles
/// with both faces public). None if the public tiles exceed the set.
pub fn unrevealed(tiles: &[Tile]) -> Option<([u8; 6], Multiset)> {
    let mut n = [0u8; 6];
    let mut known = [0u8; TYPES];
    for t in tiles {
        if t.down == 0 {
            n[t.up as usize - 1] += 1;
        } else {
            known[type_of(t.up, t.down)] += 1;
        }
    }
    Some((n, minus(&FULL, &known)?))
}

/// Whether 36 laid-out tiles fit the set (spec §9, layout tags): the tiles
/// with both faces no more often than they exist, and at least one way to
/// give the `?` faces values that completes the set.
pub fn fits_set(tiles: &[Tile]) -> bool {
    tiles.len() == 36
        && unrevealed(tiles).is_some_and(|(n, pool)| super::count::completions(&n, &pool) > 0)
}

/// Read a layout of 36 tiles separated by single spaces (and `/` between
/// groups when `groups` is given: that many groups of equal size).
pub fn parse_layout(text: &str, groups: usize) -> Option<Vec<Tile>> {
    let parts: Vec<&str> = if groups > 1 {
        text.split('/').collect()
    } else {
        vec![text]
    };
    if parts.len() != groups.max(1) {
        return None;
    }
    let mut out = Vec::with_capacity(36);
    for p in parts {
        let cells: Vec<&str> = p.split(' ').collect();
        if cells.len() != 36 / groups.max(1) {
            return None;
        }
        for c in cells {
            out.push(Tile::parse(c)?);
        }
    }
    Some(out)
}

/// Write a layout: tiles separated by spaces, groups of `per` by `/`.
pub fn layout_text(tiles: &[Tile], per: usize) -> String {
    tiles
        .chunks(per.max(1))
        .map(|g| g.iter().map(|t| t.text()).collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("/")
}

#[cfg(test)]
mod tests {
    use super::*;
    use attic_core::Rng;

    #[test]
    fn tiles_read_and_write_both_ways() {
        assert_eq!(Tile::parse("3?"), Some(Tile { up: 3, down: 0 }));
        assert_eq!(Tile::parse("35").map(Tile::text).as_deref(), Some("35"));
        assert_eq!(Tile::parse("0?"), None);
        assert_eq!(Tile::parse("35").map(Tile::turned), Tile::parse("53"));
    }

    #[test]
    fn procedure_v_layouts_fit_the_set() {
        let mut rng = Rng::new(5);
        for _ in 0..50 {
            let v = procedure_v(&mut rng);
            let tiles: Vec<Tile> = v.iter().map(|&up| Tile { up, down: 0 }).collect();
            assert!(fits_set(&tiles));
            let text = layout_text(&tiles, 6);
            assert_eq!(parse_layout(&text, 6), Some(tiles));
        }
        // Two 6|6 tiles cannot come from the set.
        let mut tiles = vec![Tile { up: 1, down: 0 }; 34];
        tiles.extend([Tile { up: 6, down: 6 }; 2]);
        assert!(!fits_set(&tiles));
    }
}
