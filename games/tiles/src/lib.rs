//! The TURNO tile set, shared by the games played with it: TURNO's four
//! sub-games (`games/turno`) and TURNOOI (`games/turnooi`). Both specs
//! describe one box of tiles: `turnooi.md` 2.1 (the set), 3 (procedure V)
//! and 3.1 (the distribution of hidden faces), to which `turno.md` 2.0 and
//! 3 refer.
//!
//! Here: the 21 tile types and the whole set as a multiset ([`FULL`]),
//! multisets of tiles, procedure V (the up faces of a layout, and nothing
//! else), and [`count`], the exact number of completions of the hidden
//! faces and the weights of a hidden face drawn from them. How a tile lies
//! in a game (TURNO's `Tile`, TURNOOI's one-byte `Cell`), its notation and
//! its rules stay in each game.
//!
//! This crate is not a game: it has no `rules.md`, words, style or view,
//! and the registry does not list it.

#![deny(missing_docs)]

pub mod count;
mod merge;
mod wide;

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

/// Counts of tiles per type (a multiset of tiles).
pub type Multiset = [u8; TYPES];

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

/// Index of the type with faces `a` and `b` (1..=6, either order).
#[inline]
pub fn type_of(a: u8, b: u8) -> usize {
    let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
    let lo = lo.clamp(1, 6) as usize;
    let hi = hi.clamp(1, 6) as usize;
    // Types before those starting with `lo`: 6 + 5 + … for each smaller face.
    let before: usize = (1..lo).map(|k| 7 - k).sum();
    before + (hi - lo)
}

/// Whether type `t` has `v` on a face.
#[inline]
pub fn has_face(t: usize, v: u8) -> bool {
    let (a, b) = TYPE_FACES[t.min(TYPES - 1)];
    a == v || b == v
}

/// The other face of type `t` when `v` is shown (None if `t` has no `v`).
#[inline]
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

/// The sum of both faces of a type.
#[inline]
pub fn type_sum(t: usize) -> u8 {
    let (a, b) = TYPE_FACES[t.min(TYPES - 1)];
    a + b
}

/// A tile with both faces, low face first (`13`).
pub fn type_text(t: usize) -> String {
    let (a, b) = TYPE_FACES[t.min(TYPES - 1)];
    format!("{a}{b}")
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

/// Number of tiles in a multiset.
#[inline]
pub fn size(m: &Multiset) -> u32 {
    m.iter().map(|&k| k as u32).sum()
}

/// `a − b`, or None if `b` is not contained in `a`.
#[inline]
pub fn minus(a: &Multiset, b: &Multiset) -> Option<Multiset> {
    let mut out = *a;
    for (o, &x) in out.iter_mut().zip(b) {
        *o = o.checked_sub(x)?;
    }
    Some(out)
}

/// Procedure V (`turnooi.md` 3): the up face of each of the 36 tiles (a
/// fair coin for each non-double, in the type order), the 36 values
/// shuffled uniformly (Fisher–Yates, each index drawn exactly). No down
/// face is drawn. Each game lays the values out in order on its own cells.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_set_has_36_tiles_and_types_index_both_ways() {
        assert_eq!(size(&FULL), 36);
        for (i, &(a, b)) in TYPE_FACES.iter().enumerate() {
            assert_eq!(type_of(a, b), i);
            assert_eq!(type_of(b, a), i);
            assert!(has_face(i, a) && has_face(i, b));
            assert_eq!(type_sum(i), a + b);
        }
        assert_eq!(type_of(6, 6), 20);
        assert_eq!(type_of(2, 2), 6);
        assert_eq!(other_face(type_of(1, 3), 3), Some(1));
        assert_eq!(other_face(type_of(1, 3), 2), None);
        assert_eq!(type_text(type_of(5, 2)), "25");
        let mut two = [0u8; TYPES];
        two[type_of(1, 2)] = 1;
        two[type_of(6, 6)] = 1;
        assert_eq!(multiset_text(&two), "12 66");
        assert_eq!(minus(&FULL, &two).map(|m| size(&m)), Some(34));
        assert_eq!(minus(&two, &FULL), None);
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
            // Some way to give the down faces completes the set.
            assert!(count::completions(&n, &FULL) > 0);
        }
    }
}
