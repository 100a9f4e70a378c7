//! Counting completions (`turnooi.md` 3.1): the number of ways to give
//! every unrevealed tile a hidden face so that the unrevealed tiles, read
//! as physical tiles, are exactly the pool. Every completion is equally
//! likely given everything public, so these counts are the exact weights
//! of a hidden face when it is drawn: a TURNOOI tile's when it first
//! battles, a TURNO Loop tile's when it is first turned over (`turno.md`
//! 5.L).
//!
//! The count is the dynamic programme of 3.1 over the 21 tile types, on
//! states `r` (tiles showing each value still waiting for a type), merged
//! by an open-addressing table after each type. Counts are memoised per
//! thread: a search meets the same few pools again and again.

use super::merge::MergeTable as Table;
use super::wide;
use super::{Multiset, FULL, TYPES, TYPE_FACES};
use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Unrevealed tiles per visible value 1..=6 (`n` of 3.1, index v − 1).
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
    MARGINALS.with(|m| m.borrow_mut().clear());
}

/// Entries kept before the memo is cleared (each about 48 bytes).
const MEMO_MAX: usize = 1 << 16;

/// A memo of anything that depends only on (n, pool), by [`memo_key`].
pub type Memo<V> = HashMap<u128, V, BuildHasherDefault<KeyHasher>>;

/// The [`Memo`]s' hasher: one multiply-xorshift of the key's two halves
/// (the keys are packed counts, not attacker-chosen; SipHash cost a few
/// percent of the AI's time).
#[derive(Default)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        attic_core::hash::mix_fast(self.0)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ b as u64;
        }
    }
    fn write_u128(&mut self, v: u128) {
        self.0 = (v as u64) ^ ((v >> 64) as u64).wrapping_mul(attic_core::hash::GOLDEN_GAMMA);
    }
}

thread_local! {
    static MEMO: RefCell<Memo<u128>> = RefCell::new(Memo::default());
    static MARGINALS: RefCell<Memo<[[u128; 6]; 6]>> = RefCell::new(Memo::default());
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
/// given unrevealed tile showing `v` hides `h`. By symmetry among the
/// tiles showing `v` this is the `v` row of [`marginals`] divided by n_v
/// (exactly), so all six come from one memoised forward–backward pass.
pub fn face_weights(n: &Showing, pool: &Multiset, v: u8) -> [u128; 6] {
    let mut out = [0u128; 6];
    let Some(i) = (v as usize).checked_sub(1).filter(|&i| i < 6 && n[i] > 0) else {
        return out;
    };
    let m = marginals(n, pool);
    for (o, &x) in out.iter_mut().zip(&m[i]) {
        *o = x / n[i] as u128;
    }
    out
}

/// N(n − e_v1 − e_v2, pool − {v1|h1} − {v2|h2}) for h1, h2 = 1..=6: the
/// completions in which two given unrevealed tiles, showing `v1` and `v2`,
/// hide `h1` and `h2` (row h1: the second tile's [`face_weights`] once the
/// first is the tile v1|h1).
pub fn pair_weights(n: &Showing, pool: &Multiset, v1: u8, v2: u8) -> [[u128; 6]; 6] {
    let mut out = [[0u128; 6]; 6];
    let Some(rest) = less(n, v1) else {
        return out;
    };
    for (h1, row) in (1..=6u8).zip(out.iter_mut()) {
        if let Some(p1) = take(pool, v1, h1) {
            *row = face_weights(&rest, &p1, v2);
        }
    }
    out
}

/// For every v and h (index v − 1, h − 1): the sum over all completions of
/// the number of unrevealed tiles showing v that hide h, i.e. n_v ·
/// N(n − e_v, pool − {v|h}); all zero when there is no completion.
/// Memoised per thread, like the counts.
pub fn marginals(n: &Showing, pool: &Multiset) -> [[u128; 6]; 6] {
    let Some(key) = key(n, pool) else {
        return [[0; 6]; 6];
    };
    if let Some(v) = MARGINALS.with(|m| m.borrow().get(&key).copied()) {
        return v;
    }
    let v = forward_backward(n, pool);
    MARGINALS.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= MARGINALS_MAX {
            m.clear();
        }
        m.insert(key, v);
    });
    v
}

/// Marginal tables kept before that memo is cleared (each about 600 bytes).
const MARGINALS_MAX: usize = 1 << 13;

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
    let t = super::type_of(v, h);
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

/// The most states alive at once in the programme for (n, pool) (3.1
/// says 333 in the worst start position).
pub fn peak_states(n: &Showing, pool: &Multiset) -> usize {
    run(n, pool).1
}

/// Quick refusals: as many tiles as pool tiles, and no value shown more
/// often than the pool has tiles containing it (this also keeps each
/// r_v below 16, the packing's limit).
fn possible(n: &Showing, pool: &Multiset) -> bool {
    let tiles: u32 = n.iter().map(|&x| x as u32).sum();
    let pooled: u32 = pool.iter().map(|&x| x as u32).sum();
    if tiles != pooled || pool.iter().zip(FULL).any(|(&m, f)| m > f) {
        return false;
    }
    (1..=6u8).all(|v| {
        let holding: u32 = TYPE_FACES
            .iter()
            .zip(pool)
            .filter(|((a, b), _)| *a == v || *b == v)
            .map(|(_, &m)| m as u32)
            .sum();
        n[v as usize - 1] as u32 <= holding
    })
}

/// The state key of `n`: r_v in bits 4(v − 1)..4v.
fn start_key(n: &Showing) -> u32 {
    n.iter()
        .enumerate()
        .fold(0u32, |k, (i, &x)| k | (x as u32) << (4 * i))
}

/// The types the programme steps through: those with copies in the pool,
/// and every a|6 (after which no tile showing a may wait), with m.
fn steps(pool: &Multiset) -> impl Iterator<Item = (usize, u32)> + '_ {
    (0..TYPES)
        .map(|t| (t, pool[t] as u32))
        .filter(|&(t, m)| m > 0 || TYPE_FACES[t].1 == 6)
}

/// The ways the waiting tiles `key` can take the m copies of type `t`:
/// calls `f(next key, weight, j)` where j copies show the low face a and
/// m − j the high face b (for a double, j = m).
fn moves(key: u32, t: usize, m: u32, mut f: impl FnMut(u32, u128, u32)) {
    let (a, b) = TYPE_FACES[t];
    let (sa, sb) = (4 * (a as u32 - 1), 4 * (b as u32 - 1));
    // After a|6, the last type containing a, no tile showing a waits.
    let last = b == 6;
    let ra = key >> sa & 15;
    if a == b {
        if ra >= m && !(last && ra != m) {
            f(key - (m << sa), choose(ra, m), m);
        }
        return;
    }
    let rb = key >> sb & 15;
    for j in 0..=m {
        if ra < j || rb < m - j || (last && ra != j) {
            continue;
        }
        let k = key - (j << sa) - ((m - j) << sb);
        f(k, wide::mul(choose(ra, j), choose(rb, m - j)), j);
    }
}

/// The count and the peak number of states.
fn run(n: &Showing, pool: &Multiset) -> (u128, usize) {
    if !possible(n, pool) {
        return (0, 0);
    }
    TABLES.with(|t| {
        let (cur, next) = &mut *t.borrow_mut();
        cur.clear();
        cur.add(start_key(n), 1);
        let mut peak = 1;
        for (t, m) in steps(pool) {
            next.clear();
            for i in 0..cur.len() {
                let (key, w) = cur.get(i);
                moves(key, t, m, |k, c, _| next.add(k, w.saturating_mul(c)));
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

/// [`marginals`] without the memo. The forward programme keeps every
/// layer's weights F (ways to reach a state) and every transition; a
/// backward pass gives B (ways to finish from a state). A transition of a
/// type is used by F · weight · B completions, and places j copies showing
/// the low face a and m − j showing b. (No product overflows: each counts
/// completions, or completions times at most 15 tiles, below 2^86.)
fn forward_backward(n: &Showing, pool: &Multiset) -> [[u128; 6]; 6] {
    let mut out = [[0u128; 6]; 6];
    if !possible(n, pool) {
        return out;
    }
    let plan: Vec<(usize, u32)> = steps(pool).collect();
    // Per step: F of the states before it, and its transitions
    // (from, to, weight, j) by index into the tables before and after.
    let mut f: Vec<Vec<u128>> = Vec::with_capacity(plan.len());
    let mut edges: Vec<Vec<(u16, u16, u32, u8)>> = Vec::with_capacity(plan.len());
    let finish = TABLES.with(|t| {
        let (cur, next) = &mut *t.borrow_mut();
        cur.clear();
        cur.add(start_key(n), 1);
        for &(t, m) in &plan {
            next.clear();
            let mut layer = Vec::with_capacity(cur.len());
            let mut e = Vec::with_capacity(2 * cur.len());
            for i in 0..cur.len() {
                let (key, w) = cur.get(i);
                layer.push(w);
                moves(key, t, m, |k, c, j| {
                    let to = next.add_at(k, wide::mul(w, c));
                    e.push((i as u16, to as u16, c as u32, j as u8));
                });
            }
            f.push(layer);
            edges.push(e);
            std::mem::swap(cur, next);
            if cur.is_empty() {
                return None;
            }
        }
        // Only the state with no tile waiting finishes (it is the only one
        // left after the last step).
        let size = cur.len();
        (0..size).position(|i| cur.get(i).0 == 0).map(|i| (i, size))
    });
    let Some((done, size)) = finish else {
        return out;
    };
    let mut after = vec![0u128; size];
    after[done] = 1;
    for (i, &(t, _)) in plan.iter().enumerate().rev() {
        let (a, b) = TYPE_FACES[t];
        let (a, b) = (a as usize - 1, b as usize - 1);
        let m = plan[i].1 as u128;
        let mut before = vec![0u128; f[i].len()];
        for &(from, to, c, j) in &edges[i] {
            let ways = wide::mul(c as u128, after[to as usize]);
            if ways == 0 {
                continue;
            }
            let from = from as usize;
            before[from] = before[from].wrapping_add(ways);
            let through = wide::mul(f[i][from], ways);
            let j = j as u128;
            if a == b {
                out[a][a] = out[a][a].wrapping_add(wide::mul(through, j));
            } else {
                out[a][b] = out[a][b].wrapping_add(wide::mul(through, j));
                out[b][a] = out[b][a].wrapping_add(wide::mul(through, m - j));
            }
        }
        after = before;
    }
    out
}

/// The whole set as a pool (no tile known yet).
pub const fn full_pool() -> Multiset {
    FULL
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::type_of;

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

    /// The weights from the marginals equal the direct counts
    /// N(n − e_v, pool − {v|h}) one face at a time (as TURNO's own copy of
    /// this module computed them), and add up to N(n, pool).
    #[test]
    fn face_weights_equal_the_direct_counts() {
        let mut rng = attic_core::Rng::new(11);
        for case in 0..40 {
            // A whole layout with its down faces, some of them revealed.
            let mut tiles: Vec<(u8, u8)> = Vec::new();
            for (t, &(a, b)) in TYPE_FACES.iter().enumerate() {
                for _ in 0..FULL[t] {
                    let flip = rng.next_u64() & 1 == 0;
                    tiles.push(if flip { (b, a) } else { (a, b) });
                }
            }
            let (mut n, mut pool) = ([0u8; 6], [0u8; TYPES]);
            for &(up, down) in &tiles {
                if rng.below_u128(36) >= case {
                    n[up as usize - 1] += 1;
                    pool[type_of(up, down)] += 1;
                }
            }
            let total = completions(&n, &pool);
            assert!(total > 0, "{n:?}");
            for v in 1..=6u8 {
                let direct: Vec<u128> = (1..=6)
                    .map(|h| match (less(&n, v), take(&pool, v, h)) {
                        (Some(r), Some(p)) => count(&r, &p),
                        _ => 0,
                    })
                    .collect();
                assert_eq!(face_weights(&n, &pool, v).to_vec(), direct, "{n:?} {v}");
                if n[v as usize - 1] > 0 {
                    assert_eq!(direct.iter().sum::<u128>(), total, "{n:?} {v}");
                }
            }
        }
    }
}
