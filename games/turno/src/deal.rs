//! The AI's worlds in TURNO-Domino with 3 or more players: the hands a
//! seat cannot see, drawn uniformly among the deals that fit every public
//! fact (README, hidden-information principle 5): the hand sizes, the
//! layout, and what passes prove (a pass at k: fewer than 2 tiles with a
//! k then; each tile with a k placed since takes one off: the state's
//! `caps`). The others' choices among playable tiles are not used.
//!
//! "Uniform" counts physical deals: the 36 tiles as distinct objects, each
//! of the unseen ones given to a hidden hand or to the aside tiles.
//!
//! Two exact methods, tried in turn:
//!
//! 1. **Rejection**: shuffle the unseen tiles, deal them, keep the deal if
//!    every hidden hand respects its caps (a uniform deal conditioned on
//!    fitting is uniform over the fitting deals).
//! 2. **Counting** when 20 000 tries fail: a dynamic programme over
//!    the 21 tile types counts the fitting deals from every state (what
//!    each capped hand still takes, which capped numbers it already holds;
//!    the uncapped hands and the aside tiles merged into one bucket, split
//!    uniformly at the end), then draws type by type in proportion to the
//!    counts. A type with two copies split between two recipients counts
//!    twice (the copies are distinct tiles).
//!
//! Whichever method answers, the answer is uniform: the first is tried a
//! fixed number of times whatever happens, and both are exact. (Should the
//! counting outgrow its memo, rejection goes on for up to 2 million more
//! tries; only a view that no deal fits gets a deal ignoring the passes.)

use super::domino::{Domino, NO_CAP};
use super::tiles::{type_of, Multiset, TYPES, TYPE_FACES};
use attic_core::{Rng, Seat};
use std::collections::HashMap;

/// Rejection tries before counting. In 24 000 views of random games of 3
/// to 6 players, 97% accept 1% of the deals or more, 50 fewer than 0.1%,
/// the worst 5·10⁻⁵; the counting answered within 0.1 s in each of those
/// below 0.2%.
const TRIES: usize = 20_000;

/// States the counting may memoise before giving up for more rejection.
const MEMO_MAX: usize = 200_000;

/// Rejection tries after the counting gave up (not expected to happen).
const LAST_TRIES: usize = 2_000_000;

/// What is to be dealt: the unseen tiles, the hidden hands (seat, size,
/// caps) and the aside tiles.
#[derive(Clone, PartialEq, Eq)]
struct Problem {
    unseen: Multiset,
    hidden: Vec<(Seat, u8, [u8; 6])>,
    aside: u8,
}

/// Hidden hands drawn uniformly among the deals that fit (indexed by seat;
/// known hands left empty). None if the view hides nothing or its counts
/// do not add up.
pub fn sample(g: &Domino, rng: &mut Rng) -> Option<[Multiset; 6]> {
    let pr = problem(g)?;
    if let Some(d) = by_rejection(&pr, rng, TRIES) {
        return Some(d);
    }
    if let Some(d) = by_counting(&pr, rng) {
        return Some(d);
    }
    // Both exact; only a view that nothing fits gets an unfitting deal.
    by_rejection(&pr, rng, LAST_TRIES).or_else(|| Some(deal(&pr, rng)))
}

/// Method 2 alone (for tests: method 1 answers nearly always).
pub fn sample_by_counting(g: &Domino, rng: &mut Rng) -> Option<[Multiset; 6]> {
    by_counting(&problem(g)?, rng)
}

/// The number of physical deals of the hidden hands that fit (for tests).
pub fn count_fitting(g: &Domino) -> Option<u128> {
    let pr = problem(g)?;
    let mut c = Counter::new(&pr);
    let total = c.count(0, c.start)?;
    // Times the ways to split the merged bucket among its recipients.
    Some(total * multinomial(&c.free_sizes))
}

fn problem(g: &Domino) -> Option<Problem> {
    let unseen = g.unseen();
    let hidden: Vec<(Seat, u8, [u8; 6])> = (0..g.p)
        .filter(|&s| !g.known[s as usize])
        .map(|s| (s, g.sizes[s as usize], g.caps[s as usize]))
        .collect();
    if hidden.is_empty() {
        return None;
    }
    let n: u32 = unseen.iter().map(|&x| x as u32).sum();
    let held: u32 = hidden.iter().map(|h| h.1 as u32).sum();
    let aside = u8::try_from(n.checked_sub(held)?).ok()?;
    Some(Problem {
        unseen,
        hidden,
        aside,
    })
}

/// The unseen tiles as a list, one entry per physical tile.
fn tile_list(m: &Multiset) -> Vec<u8> {
    (0..TYPES)
        .flat_map(|t| std::iter::repeat_n(t as u8, m[t] as usize))
        .collect()
}

fn shuffle(v: &mut [u8], rng: &mut Rng) {
    for i in (1..v.len()).rev() {
        v.swap(i, rng.below_u128(i as u128 + 1) as usize);
    }
}

/// One uniform deal, caps ignored.
fn deal(pr: &Problem, rng: &mut Rng) -> [Multiset; 6] {
    let mut list = tile_list(&pr.unseen);
    shuffle(&mut list, rng);
    let mut out = [[0u8; TYPES]; 6];
    let mut it = list.into_iter();
    for &(s, size, _) in &pr.hidden {
        for t in it.by_ref().take(size as usize) {
            out[s as usize][t as usize] += 1;
        }
    }
    out
}

/// Whether a hand holds no more tiles with each number than its caps.
fn fits(hand: &Multiset, caps: &[u8; 6]) -> bool {
    (1..=6u8).all(|v| {
        let c = caps[v as usize - 1];
        c >= NO_CAP || Domino::with_face(hand, v) <= c
    })
}

fn by_rejection(pr: &Problem, rng: &mut Rng, tries: usize) -> Option<[Multiset; 6]> {
    for _ in 0..tries {
        let d = deal(pr, rng);
        if pr
            .hidden
            .iter()
            .all(|&(s, _, caps)| fits(&d[s as usize], &caps))
        {
            return Some(d);
        }
    }
    None
}

/// The counting of method 2. Recipients 0..m are the capped hands; m is
/// the bucket of the uncapped hands and the aside tiles. A state packs,
/// for each capped hand, the tiles it still takes (5 bits) and whether it
/// holds a tile with each capped number (6 bits).
struct Counter {
    /// What it counts for.
    problem: Problem,
    m: usize,
    /// For each capped hand: its seat and caps (1 = may take one more).
    capped: Vec<(Seat, [u8; 6])>,
    /// Sizes of the uncapped hands and the aside tiles, in the bucket.
    free: Vec<(Option<Seat>, u8)>,
    free_sizes: Vec<u8>,
    copies: Multiset,
    /// Tiles of types t.. still to give.
    suffix: [u32; TYPES + 1],
    start: u64,
    memo: HashMap<(u8, u64), u128>,
}

const BITS: u32 = 11;

impl Counter {
    fn new(pr: &Problem) -> Counter {
        let mut capped = Vec::new();
        let mut free = Vec::new();
        let mut start = 0u64;
        for &(s, size, caps) in &pr.hidden {
            // A cap binds only below the hand's size.
            let mut c = [NO_CAP; 6];
            for v in 0..6 {
                if caps[v] < NO_CAP && caps[v] < size {
                    c[v] = caps[v];
                }
            }
            if c.iter().any(|&x| x < NO_CAP) {
                start |= (size as u64) << (BITS * capped.len() as u32);
                capped.push((s, c));
            } else {
                free.push((Some(s), size));
            }
        }
        if pr.aside > 0 {
            free.push((None, pr.aside));
        }
        let mut suffix = [0u32; TYPES + 1];
        for t in (0..TYPES).rev() {
            suffix[t] = suffix[t + 1] + pr.unseen[t] as u32;
        }
        Counter {
            problem: pr.clone(),
            m: capped.len(),
            free_sizes: free.iter().map(|f| f.1).collect(),
            capped,
            free,
            copies: pr.unseen,
            suffix,
            start,
            memo: HashMap::new(),
        }
    }

    fn left(&self, key: u64, j: usize) -> u32 {
        (key >> (BITS * j as u32) & 31) as u32
    }

    fn holds(&self, key: u64, j: usize, v: u8) -> bool {
        key >> (BITS * j as u32 + 5 + v as u32 - 1) & 1 == 1
    }

    fn bucket_left(&self, t: usize, key: u64) -> i64 {
        let taken: u32 = (0..self.m).map(|j| self.left(key, j)).sum();
        self.suffix[t] as i64 - taken as i64
    }

    /// `key` with `c` copies of type `t` given to capped hand `j`, or None
    /// if it cannot take them.
    fn give(&self, key: u64, j: usize, t: usize, c: u32) -> Option<u64> {
        if self.left(key, j) < c {
            return None;
        }
        let mut k = key - ((c as u64) << (BITS * j as u32));
        let (a, b) = TYPE_FACES[t];
        for v in [a, b].into_iter().take(if a == b { 1 } else { 2 }) {
            let cap = self.capped[j].1[v as usize - 1];
            if cap >= NO_CAP {
                continue;
            }
            let have = self.holds(key, j, v) as u32;
            if have + c > cap as u32 {
                return None;
            }
            if c > 0 {
                k |= 1 << (BITS * j as u32 + 5 + v as u32 - 1);
            }
        }
        Some(k)
    }

    /// Drop what no later type can change: the marks of a number whose
    /// last type (v|6) is `t`.
    fn forget(&self, t: usize, key: u64) -> u64 {
        let mut k = key;
        for v in 1..=6u8 {
            if type_of(v, 6) == t {
                for j in 0..self.m {
                    k &= !(1 << (BITS * j as u32 + 5 + v as u32 - 1));
                }
            }
        }
        k
    }

    /// The ways to give the copies of type `t`: (weight, next key, the
    /// recipients of the copies; `m` = the bucket).
    fn options(&self, t: usize, key: u64) -> Vec<(u128, u64, [usize; 2])> {
        let c = self.copies[t] as usize;
        let bucket = self.bucket_left(t, key);
        let mut out = Vec::new();
        match c {
            0 => out.push((1, key, [usize::MAX; 2])),
            1 => {
                for j in 0..self.m {
                    if let Some(k) = self.give(key, j, t, 1) {
                        out.push((1, k, [j, usize::MAX]));
                    }
                }
                if bucket >= 1 {
                    out.push((1, key, [self.m, usize::MAX]));
                }
            }
            _ => {
                for j1 in 0..=self.m {
                    for j2 in j1..=self.m {
                        let to_bucket = (j1 == self.m) as i64 + (j2 == self.m) as i64;
                        if bucket < to_bucket {
                            continue;
                        }
                        let k = if j1 == j2 {
                            if j1 == self.m {
                                Some(key)
                            } else {
                                self.give(key, j1, t, 2)
                            }
                        } else {
                            let k1 = if j1 == self.m {
                                Some(key)
                            } else {
                                self.give(key, j1, t, 1)
                            };
                            k1.and_then(|k1| {
                                if j2 == self.m {
                                    Some(k1)
                                } else {
                                    self.give(k1, j2, t, 1)
                                }
                            })
                        };
                        if let Some(k) = k {
                            out.push((if j1 == j2 { 1 } else { 2 }, k, [j1, j2]));
                        }
                    }
                }
            }
        }
        out
    }

    /// Fitting ways from type `t` in state `key` (None: too many states).
    fn count(&mut self, t: usize, key: u64) -> Option<u128> {
        if t == TYPES {
            return Some(((0..self.m).all(|j| self.left(key, j) == 0)) as u128);
        }
        if let Some(&v) = self.memo.get(&(t as u8, key)) {
            return Some(v);
        }
        if self.memo.len() >= MEMO_MAX {
            return None;
        }
        let mut total = 0u128;
        for (w, k, _) in self.options(t, key) {
            let next = self.forget(t, k);
            total += w * self.count(t + 1, next)?;
        }
        self.memo.insert((t as u8, key), total);
        Some(total)
    }
}

thread_local! {
    /// The last counting, kept: a search draws many worlds from one view.
    static LAST: std::cell::RefCell<Option<Counter>> = const { std::cell::RefCell::new(None) };
}

fn by_counting(pr: &Problem, rng: &mut Rng) -> Option<[Multiset; 6]> {
    let mut c = LAST
        .with(|l| l.borrow_mut().take())
        .filter(|c| c.problem == *pr)
        .unwrap_or_else(|| Counter::new(pr));
    let out = draw(&mut c, rng);
    LAST.with(|l| *l.borrow_mut() = Some(c));
    out
}

fn draw(c: &mut Counter, rng: &mut Rng) -> Option<[Multiset; 6]> {
    if c.count(0, c.start)? == 0 {
        return None;
    }
    let mut out = [[0u8; TYPES]; 6];
    let mut bucket = [0u8; TYPES];
    let mut key = c.start;
    for t in 0..TYPES {
        let opts = c.options(t, key);
        let mut weights = Vec::with_capacity(opts.len());
        for (w, k, _) in &opts {
            let next = c.forget(t, *k);
            weights.push(w * c.count(t + 1, next)?);
        }
        let (_, k, to) = opts[rng.weighted(&weights)?];
        for j in to.into_iter().filter(|&j| j != usize::MAX) {
            if j == c.m {
                bucket[t] += 1;
            } else {
                out[c.capped[j].0 as usize][t] += 1;
            }
        }
        key = c.forget(t, k);
    }
    // The bucket's tiles split uniformly among its recipients.
    let mut list = tile_list(&bucket);
    shuffle(&mut list, rng);
    let mut it = list.into_iter();
    for &(s, size) in &c.free {
        let part: Vec<u8> = it.by_ref().take(size as usize).collect();
        if let Some(s) = s {
            for t in part {
                out[s as usize][t as usize] += 1;
            }
        }
    }
    Some(out)
}

/// Ways to split n distinct tiles into groups of these sizes.
fn multinomial(sizes: &[u8]) -> u128 {
    let mut total = 0u32;
    let mut ways = 1u128;
    for &s in sizes {
        for i in 1..=s as u32 {
            total += 1;
            // C(total, i) built up one factor at a time stays exact.
            ways = ways * total as u128 / i as u128;
        }
    }
    ways
}
