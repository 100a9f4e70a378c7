//! Counting completions (spec §3.1): the number of ways to give every
//! unrevealed tile a hidden face so that the unrevealed tiles, read as
//! physical tiles, are exactly the pool. Every completion is equally
//! likely given everything public, so these counts are the exact weights
//! of a hidden face when it is drawn.
//!
//! The count is the dynamic programme of §3.1 over the 21 tile types, on
//! states `r` (tiles showing each value still waiting for a type), merged
//! by an open-addressing table after each type. Counts are memoised per
//! thread: a search meets the same few pools again and again.

use super::tiles::{Multiset, FULL, TYPES, TYPE_FACES};
use crate::core::MergeTable as Table;
use std::cell::RefCell;
use std::collections::HashMap;

/// Unrevealed tiles per visible value 1..=6 (`n` of §3.1, index v − 1).
pub type Showing = [u8; 6];

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
        // A bounded memo: a long search starts afresh rather than grow.
        if m.len() >= MEMO_MAX {
            m.clear();
        }
        m.insert(key, v);
    });
    v
}

/// Forget every memoised count of this thread (for timings and tests).
pub fn clear_memo() {
    MEMO.with(|m| m.borrow_mut().clear());
}

/// Entries kept before the memo is cleared (each about 48 bytes).
const MEMO_MAX: usize = 1 << 16;

thread_local! {
    static MEMO: RefCell<HashMap<u128, u128>> = RefCell::new(HashMap::new());
    static TABLES: RefCell<(Table, Table)> = RefCell::new((Table::new(), Table::new()));
}

/// A key for memos of anything that depends only on (n, pool), or None
/// when the counts cannot come from a real set.
pub fn memo_key(n: &Showing, pool: &Multiset) -> Option<u128> {
    key(n, pool)
}

/// The memo key, or None when the counts cannot come from a real set
/// (more than two copies of a type, or more than 15 tiles showing a value).
fn key(n: &Showing, pool: &Multiset) -> Option<u128> {
    let mut k = 0u128;
    for &x in n {
        if x > 15 {
            return None;
        }
        k = k << 4 | x as u128;
    }
    for &m in pool {
        if m > 2 {
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
    let Some(rest) = less(n, v) else {
        return out;
    };
    for (h, w) in (1..=6u8).zip(out.iter_mut()) {
        if let Some(p) = take(pool, v, h) {
            *w = completions(&rest, &p);
        }
    }
    out
}

/// N(n − e_v1 − e_v2, pool − {v1|h1} − {v2|h2}) for h1, h2 = 1..=6: the
/// completions in which two given unrevealed tiles, showing `v1` and `v2`,
/// hide `h1` and `h2`.
pub fn pair_weights(n: &Showing, pool: &Multiset, v1: u8, v2: u8) -> [[u128; 6]; 6] {
    let mut out = [[0u128; 6]; 6];
    let Some(rest) = less(n, v1).and_then(|r| less(&r, v2)) else {
        return out;
    };
    for (h1, row) in (1..=6u8).zip(out.iter_mut()) {
        let Some(p1) = take(pool, v1, h1) else {
            continue;
        };
        for (h2, w) in (1..=6u8).zip(row.iter_mut()) {
            if let Some(p2) = take(&p1, v2, h2) {
                *w = completions(&rest, &p2);
            }
        }
    }
    out
}

/// `n` with one tile showing `v` fewer (None if there is none).
pub fn less(n: &Showing, v: u8) -> Option<Showing> {
    let i = (v as usize).checked_sub(1).filter(|&i| i < 6)?;
    let mut r = *n;
    r[i] = r[i].checked_sub(1)?;
    Some(r)
}

/// `pool` without one tile v|h (None if the pool has none).
pub fn take(pool: &Multiset, v: u8, h: u8) -> Option<Multiset> {
    if !(1..=6).contains(&v) || !(1..=6).contains(&h) {
        return None;
    }
    let t = super::tiles::type_of(v, h);
    let mut p = *pool;
    p[t] = p[t].checked_sub(1)?;
    Some(p)
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
    run(n, pool).0
}

/// The most states alive at once in the programme for (n, pool) (§3.1
/// says 333 in the worst start position).
pub fn peak_states(n: &Showing, pool: &Multiset) -> usize {
    run(n, pool).1
}

/// The count and the peak number of states.
fn run(n: &Showing, pool: &Multiset) -> (u128, usize) {
    // Quick refusals: as many tiles as pool tiles, and no value shown more
    // often than the pool has tiles containing it (this also keeps each
    // r_v below 16, the packing's limit).
    let tiles: u32 = n.iter().map(|&x| x as u32).sum();
    let pooled: u32 = pool.iter().map(|&x| x as u32).sum();
    if tiles != pooled || pool.iter().zip(FULL).any(|(&m, f)| m > f) {
        return (0, 0);
    }
    for v in 1..=6u8 {
        let holding: u32 = TYPE_FACES
            .iter()
            .zip(pool)
            .filter(|((a, b), _)| *a == v || *b == v)
            .map(|(_, &m)| m as u32)
            .sum();
        if n[v as usize - 1] as u32 > holding {
            return (0, 0);
        }
    }
    TABLES.with(|t| {
        let (cur, next) = &mut *t.borrow_mut();
        cur.clear();
        let start = n
            .iter()
            .enumerate()
            .fold(0u32, |k, (i, &x)| k | (x as u32) << (4 * i));
        cur.add(start, 1);
        let mut peak = 1;
        for t in 0..TYPES {
            let (a, b) = TYPE_FACES[t];
            let m = pool[t] as u32;
            let (sa, sb) = (4 * (a as u32 - 1), 4 * (b as u32 - 1));
            // After a|6, the last type containing a, no tile showing a waits.
            let last = b == 6;
            if m == 0 && !last {
                continue;
            }
            next.clear();
            for i in 0..cur.len() {
                let (key, w) = cur.get(i);
                let ra = key >> sa & 15;
                if a == b {
                    if ra >= m && !(last && ra != m) {
                        let k = key - (m << sa);
                        next.add(k, w.saturating_mul(choose(ra, m)));
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
                    let c = choose(ra, j) * choose(rb, m - j);
                    next.add(k, w.saturating_mul(c));
                }
            }
            std::mem::swap(cur, next);
            peak = peak.max(cur.len());
            if cur.is_empty() {
                return (0, peak);
            }
        }
        let n = (0..cur.len())
            .map(|i| cur.get(i))
            .find(|&(k, _)| k == 0)
            .map_or(0, |(_, w)| w);
        (n, peak)
    })
}

/// The whole set as a pool (no tile known yet).
pub const fn full_pool() -> Multiset {
    FULL
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::turnooi::tiles::type_of;

    fn pool_of(tiles: &[(u8, u8)]) -> Multiset {
        let mut p = [0u8; TYPES];
        for &(a, b) in tiles {
            p[type_of(a, b)] += 1;
        }
        p
    }

    #[test]
    fn e9a_small_case_counts_three() {
        let pool = pool_of(&[(1, 2), (1, 2), (1, 3), (2, 3)]);
        let n = [2, 1, 1, 0, 0, 0];
        assert_eq!(count(&n, &pool), 3);
        assert_eq!(face_weights(&n, &pool, 3), [1, 2, 0, 0, 0, 0]);
    }

    #[test]
    fn e9b_start_of_e1() {
        let n = [6, 5, 7, 5, 6, 7];
        assert_eq!(completions(&n, &FULL), 4_509_724_240_224_000_000);
    }
}
