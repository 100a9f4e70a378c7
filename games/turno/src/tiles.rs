//! The TURNO tile set (spec §2.0, `turnooi.md` 2.1): 21 tile types, each
//! double once and each non-double twice; how a laid-out tile is written
//! (`vh` both faces public, `v?` the down face not public); procedure V,
//! which draws only the up faces of a layout (`turnooi.md` 3).
//!
//! The type order and the set are those of TURNOOI's `tiles.rs` (the same
//! box of tiles); a module shared by both games would be better than the
//! two copies.

use attic_core::Rng;

/// Number of tile types (1|1, 1|2, …, 6|6).
pub const TYPES: usize = 21;

/// The types in the order of `turnooi.md` 3.1: 1|1, 1|2, …, 1|6, 2|2, …, 6|6.
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
pub const FULL: Multiset = {
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

/// Counts of tiles per type (a multiset of tiles).
pub type Multiset = [u8; TYPES];

/// Index of the type with faces `a` and `b` (1..=6, either order).
pub fn type_of(a: u8, b: u8) -> usize {
    let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
    let lo = lo.clamp(1, 6) as usize;
    let hi = hi.clamp(1, 6) as usize;
    let before: usize = (1..lo).map(|k| 7 - k).sum();
    before + (hi - lo)
}

/// Whether type `t` has `v` on a face.
pub fn has_face(t: usize, v: u8) -> bool {
    let (a, b) = TYPE_FACES[t.min(TYPES - 1)];
    a == v || b == v
}

/// The other face of type `t` when `v` is shown (None if `t` has no `v`).
pub fn other_face(t: usize, v: u8) -> Option<u8> {
    let (a, b) = TYPE_FACES[t.min(TYPES - 1)];
    if a == v {
        Some(b)
    } else if b == v {
        Some(a)
    } else {
        None
    }
}

/// A tile written low face first (`13`).
pub fn type_text(t: usize) -> String {
    let (a, b) = TYPE_FACES[t.min(TYPES - 1)];
    format!("{a}{b}")
}

/// A multiset as tiles low face first, ascending, joined by spaces.
pub fn multiset_text(m: &Multiset) -> String {
    let mut out = Vec::new();
    for (t, &k) in m.iter().enumerate() {
        for _ in 0..k {
            out.push(type_text(t));
        }
    }
    out.join(" ")
}

/// Number of tiles in a multiset.
pub fn size(m: &Multiset) -> u32 {
    m.iter().map(|&k| k as u32).sum()
}

/// `a − b`, or None if `b` is not contained in `a`.
pub fn minus(a: &Multiset, b: &Multiset) -> Option<Multiset> {
    let mut out = *a;
    for (o, &x) in out.iter_mut().zip(b) {
        *o = o.checked_sub(x)?;
    }
    Some(out)
}

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

/// Procedure V (`turnooi.md` 3): the up face of each of the 36 tiles (a
/// fair coin for each non-double), the 36 values shuffled uniformly
/// (Fisher–Yates, each index drawn exactly). No down face is drawn.
pub fn procedure_v(rng: &mut Rng) -> [u8; 36] {
    let mut values = [0u8; 36];
    let mut i = 0;
    for &(a, b) in &TYPE_FACES {
        if a == b {
            values[i] = a;
            i += 1;
        } else {
            for _ in 0..2 {
                values[i] = if rng.next_u64() & 1 == 0 { a } else { b };
                i += 1;
            }
        }
    }
    for i in (1..values.len()).rev() {
        let j = rng.below_u128(i as u128 + 1) as usize;
        values.swap(i, j);
    }
    values
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

    #[test]
    fn the_set_has_36_tiles_and_types_index_both_ways() {
        assert_eq!(size(&FULL), 36);
        for (i, &(a, b)) in TYPE_FACES.iter().enumerate() {
            assert_eq!(type_of(a, b), i);
            assert_eq!(type_of(b, a), i);
        }
        assert_eq!(Tile::parse("3?"), Some(Tile { up: 3, down: 0 }));
        assert_eq!(Tile::parse("35").map(Tile::text).as_deref(), Some("35"));
        assert_eq!(Tile::parse("0?"), None);
        assert_eq!(other_face(type_of(1, 3), 3), Some(1));
    }

    #[test]
    fn procedure_v_shows_each_double_and_one_face_per_tile() {
        let mut rng = Rng::new(5);
        for _ in 0..50 {
            let v = procedure_v(&mut rng);
            let mut n = [0u8; 6];
            for x in v {
                n[x as usize - 1] += 1;
            }
            // Each value shows on its double and on 0..=10 of its ten others.
            assert!(n.iter().all(|&k| (1..=11).contains(&k)), "{n:?}");
            let tiles: Vec<Tile> = v.iter().map(|&up| Tile { up, down: 0 }).collect();
            assert!(fits_set(&tiles));
        }
    }
}
