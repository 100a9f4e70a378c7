//! Counting completions (`turnooi.md` 3.1): the number of ways to give
//! every unrevealed tile a down face so that the unrevealed tiles, read as
//! physical tiles, are exactly the pool. Every completion is equally likely
//! given everything public, so these counts are the exact weights of a
//! Loop tile's down face when it is first turned over (spec 5.L).
//!
//! The dynamic programme of 3.1 over the 21 tile types, on states `r`
//! (tiles showing each value still waiting for a type) packed 4 bits per
//! value. The same algorithm as TURNOOI's `count.rs` (written again here:
//! a module shared by both games would be better). Counts are memoised per
//! thread.

use super::tiles::{Multiset, FULL, TYPES, TYPE_FACES};
use attic_records::MergeTable as Table;
use std::cell::RefCell;
use std::collections::HashMap;

/// Unrevealed tiles per up value 1..=6 (`n` of 3.1, index v − 1).
pub type Showing = [u8; 6];

thread_local! {
    static MEMO: RefCell<HashMap<u128, u128>> = RefCell::new(HashMap::new());
}

/// Entries kept before the memo is cleared.
const MEMO_MAX: usize = 1 << 14;

/// The number of completions N(n, pool) (0 if there is none).
pub fn completions(n: &Showing, pool: &Multiset) -> u128 {
    let Some(key) = key(n, pool) else {
        return 0;
    };
    if let Some(v) = MEMO.with(|m| m.borrow().get(&key).copied()) {
        return v;
    }
    let v = count(n, pool);
    MEMO.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= MEMO_MAX {
            m.clear();
        }
        m.insert(key, v);
    });
    v
}

/// The memo key, or None when the counts cannot come from the set.
fn key(n: &Showing, pool: &Multiset) -> Option<u128> {
    let mut k = 0u128;
    for &x in n {
        if x > 15 {
            return None;
        }
        k = k << 4 | x as u128;
    }
    for (&m, &f) in pool.iter().zip(&FULL) {
        if m > f {
            return None;
        }
        k = k << 2 | m as u128;
    }
    Some(k)
}

/// N(n − e_v, pool − {v|h}) for h = 1..=6: the completions in which one
/// given unrevealed tile showing `v` hides `h`.
pub fn face_weights(n: &Showing, pool: &Multiset, v: u8) -> [u128; 6] {
    let mut out = [0u128; 6];
    if !(1..=6).contains(&v) || n[v as usize - 1] == 0 {
        return out;
    }
    let mut rest = *n;
    rest[v as usize - 1] -= 1;
    for (h, w) in (1..=6u8).zip(out.iter_mut()) {
        let t = super::tiles::type_of(v, h);
        if pool[t] > 0 {
            let mut p = *pool;
            p[t] -= 1;
            *w = completions(&rest, &p);
        }
    }
    out
}

/// C(r, k) for the k = 0, 1, 2 copies a type has.
fn choose(r: u32, k: u32) -> u128 {
    match k {
        0 => 1,
        1 => r as u128,
        2 => (r * r.saturating_sub(1) / 2) as u128,
        _ => 0,
    }
}

/// The dynamic programme itself, without the memo.
pub fn count(n: &Showing, pool: &Multiset) -> u128 {
    let tiles: u32 = n.iter().map(|&x| x as u32).sum();
    let pooled: u32 = pool.iter().map(|&x| x as u32).sum();
    if tiles != pooled || n.iter().any(|&x| x > 15) || pool.iter().zip(&FULL).any(|(m, f)| m > f) {
        return 0;
    }
    let start = n
        .iter()
        .enumerate()
        .fold(0u32, |k, (i, &x)| k | (x as u32) << (4 * i));
    TABLES.with(|t| {
        let (cur, next) = &mut *t.borrow_mut();
        cur.clear();
        cur.add(start, 1);
        for t in 0..TYPES {
            let (a, b) = TYPE_FACES[t];
            let m = pool[t] as u32;
            // After a|6, the last type containing a, no tile showing a waits.
            let last = b == 6;
            if m == 0 && !last {
                continue;
            }
            let (sa, sb) = (4 * (a as u32 - 1), 4 * (b as u32 - 1));
            next.clear();
            for i in 0..cur.len() {
                let (key, w) = cur.get(i);
                let ra = key >> sa & 15;
                if a == b {
                    if ra >= m && !(last && ra != m) {
                        next.add(key - (m << sa), w * choose(ra, m));
                    }
                    continue;
                }
                let rb = key >> sb & 15;
                for j in 0..=m {
                    // j copies show a, m − j show b.
                    if ra < j || rb < m - j || (last && ra != j) {
                        continue;
                    }
                    let k = key - (j << sa) - ((m - j) << sb);
                    next.add(k, w * choose(ra, j) * choose(rb, m - j));
                }
            }
            std::mem::swap(cur, next);
            if cur.is_empty() {
                return 0;
            }
        }
        (0..cur.len())
            .map(|i| cur.get(i))
            .find(|&(k, _)| k == 0)
            .map_or(0, |(_, w)| w)
    })
}

thread_local! {
    static TABLES: RefCell<(Table, Table)> = RefCell::new((Table::new(), Table::new()));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::type_of;

    fn pool_of(tiles: &[(u8, u8)]) -> Multiset {
        let mut p = [0u8; TYPES];
        for &(a, b) in tiles {
            p[type_of(a, b)] += 1;
        }
        p
    }

    #[test]
    fn turnooi_e9a_small_case_counts_three() {
        let pool = pool_of(&[(1, 2), (1, 2), (1, 3), (2, 3)]);
        let n = [2, 1, 1, 0, 0, 0];
        assert_eq!(count(&n, &pool), 3);
        assert_eq!(face_weights(&n, &pool, 3), [1, 2, 0, 0, 0, 0]);
    }

    #[test]
    fn turnooi_e9b_start_of_its_e1() {
        let n = [6, 5, 7, 5, 6, 7];
        assert_eq!(completions(&n, &FULL), 4_509_724_240_224_000_000);
    }
}
