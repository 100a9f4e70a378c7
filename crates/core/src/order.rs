//! Sorting through one copy of the standard library's sort.
//!
//! Each `sort_by` with a new element type or closure compiles its own copy
//! of the standard sort, about 5 KB of wasm each: 25 copies were 178 KB of
//! the web app's code before wasm-opt. Places that sort a few items, away
//! from the AI's inner loops, sort through here instead: the standard sort
//! is compiled once, on indices, and each caller adds only a small loop.
//!
//! ```
//! use attic_core::order;
//! let mut v = vec![(2, "b"), (1, "z"), (2, "a")];
//! order::sort_by_key(&mut v, |p| p.0);
//! assert_eq!(v, [(1, "z"), (2, "b"), (2, "a")]); // stable
//! ```

use std::cmp::Ordering;

/// The stable order of `n` items under `cmp` of their indices. Not
/// generic, so that the standard sort is compiled once for the crate.
fn order(n: usize, cmp: &dyn Fn(usize, usize) -> Ordering) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..n).collect();
    idx.sort_by(|&a, &b| cmp(a, b));
    idx
}

/// Sort `v` by `cmp`, stably (as `slice::sort_by`).
pub fn sort_by<T>(v: &mut Vec<T>, cmp: impl Fn(&T, &T) -> Ordering) {
    if v.len() < 2 {
        return;
    }
    let idx = order(v.len(), &|a, b| cmp(&v[a], &v[b]));
    let mut slots: Vec<Option<T>> = v.drain(..).map(Some).collect();
    v.extend(idx.into_iter().filter_map(|i| slots[i].take()));
}

/// Sort `v` by a key, stably (as `slice::sort_by_key`).
pub fn sort_by_key<T, K: Ord>(v: &mut Vec<T>, key: impl Fn(&T) -> K) {
    sort_by(v, |a, b| key(a).cmp(&key(b)))
}

/// Sort `v` in its natural order (as `slice::sort`).
pub fn sort<T: Ord>(v: &mut Vec<T>) {
    sort_by(v, T::cmp)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_sort() {
        let mut rng = crate::Rng::new(7);
        for n in 0..40 {
            let v: Vec<(u8, u32)> = (0..n).map(|i| (rng.below(5) as u8, i)).collect();
            let (mut a, mut b) = (v.clone(), v.clone());
            sort_by_key(&mut a, |p| p.0);
            b.sort_by_key(|p| p.0);
            assert_eq!(a, b, "stable, by key, n = {n}");
            let (mut a, mut b) = (v.clone(), v);
            sort(&mut a);
            b.sort();
            assert_eq!(a, b, "natural order, n = {n}");
        }
    }
}
