//! Exact memo keys. A side (a multiset of run lengths, at most 50 lines)
//! is coded exactly, not hashed: its code is a mixed-radix number whose
//! digit l is the number of runs of length l. A side of at most 50 lines
//! has at most min(⌊50/l⌋, 26) runs of length l, so digit l has one value
//! more than that, and the code needs the sum of the log2 of these counts,
//! 86.8 bits: it fits a `u128`, and different sides have different codes. The code is a sum
//! over the runs (a run of length l adds the weight of digit l), so a
//! removal updates it in O(1), before the child is built.
//!
//! A position's [`Key`] holds both codes (the smaller first: rows and
//! columns play the same part), the turns left and the mover: equal keys
//! are the same position, so a memo keyed by it never mixes up two
//! positions, whatever its hash function does (`games/tau/tests/tau/rules.rs` runs the
//! solvers with every key in one bucket).

use std::hash::{BuildHasherDefault, Hash, Hasher};

/// Longest run, and most lines a side has.
pub const MAX_LINES: usize = 50;

/// Most runs a side can have: 50 lines with k removed make at most
/// min(k + 1, 50 − k) ≤ 25 runs (one more is allowed for safety).
pub const MAX_RUNS: usize = 26;

/// The weight of one run of each length 0..=50 (0: no run, adds nothing).
pub fn weights() -> &'static [u128; MAX_LINES + 1] {
    static W: std::sync::OnceLock<[u128; MAX_LINES + 1]> = std::sync::OnceLock::new();
    W.get_or_init(|| {
        let mut w = [0u128; MAX_LINES + 1];
        w[1] = 1;
        for l in 1..MAX_LINES {
            // Digit l holds 0..=most runs of length l.
            let most = (MAX_LINES / l).min(MAX_RUNS) as u128;
            w[l + 1] = w[l] * (most + 1);
        }
        w
    })
}

/// The code of a side from its runs (lengths 1..=50, at most 50 lines).
pub fn code_of(runs: &[u8]) -> u128 {
    let w = weights();
    runs.iter().map(|&x| w[x as usize]).sum()
}

/// The runs of a side from its code, longest first (the inverse of
/// [`code_of`], for the tests).
pub fn runs_of(mut code: u128) -> Vec<u8> {
    let w = weights();
    let mut out = Vec::new();
    for l in (1..=MAX_LINES).rev() {
        while code >= w[l] {
            code -= w[l];
            out.push(l as u8);
        }
    }
    out
}

/// The code after a run of length `l` became runs `x` and `y` (0 = none).
pub fn split_code(code: u128, l: u8, x: u8, y: u8) -> u128 {
    let w = weights();
    code - w[l as usize] + w[x as usize] + w[y as usize]
}

/// A position exactly: the two sides' codes (unordered), the turns left
/// and the mover, packed in 181 of 192 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key([u64; 3]);

impl Key {
    /// The key of sides coded `a` and `b`, `n` turns left, `high` to move.
    pub fn new(a: u128, b: u128, n: u8, high: bool) -> Key {
        let (a, b) = if a <= b { (a, b) } else { (b, a) };
        // Each code is below 2^87: its top 23 bits go to the third word.
        let top = (a >> 64) as u64 | ((b >> 64) as u64) << 24;
        Key([
            a as u64,
            b as u64,
            top | (n as u64) << 48 | (high as u64) << 56,
        ])
    }
}

impl Key {
    /// A mix of the key's bits, for the memo's shards (`memo.rs`): apart
    /// from the hasher of the map inside a shard.
    #[inline]
    pub fn mix(&self) -> u64 {
        let [a, b, c] = self.0;
        (a ^ b.rotate_left(21) ^ c.rotate_left(42)).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }
}

impl Hash for Key {
    fn hash<S: Hasher>(&self, state: &mut S) {
        // One word: the hasher finishes the mixing. Equal keys are still
        // told apart by comparing all three words.
        state.write_u64(self.mix());
    }
}

/// The memos' hasher: mixes the key's words (the codes are far from
/// random: their low bits count the short runs).
#[derive(Default)]
pub struct MixHasher(u64);

impl Hasher for MixHasher {
    fn finish(&self) -> u64 {
        // SplitMix64's finaliser.
        let mut x = self.0;
        x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        x ^ (x >> 31)
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.write_u64(*b as u64);
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(23) ^ v).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
    fn write_u128(&mut self, v: u128) {
        self.write_u64(v as u64);
        self.write_u64((v >> 64) as u64);
    }
    fn write_usize(&mut self, v: usize) {
        self.write_u64(v as u64);
    }
    fn write_u8(&mut self, v: u8) {
        self.write_u64(v as u64);
    }
}

/// The memos' default hashing.
pub type Mix = BuildHasherDefault<MixHasher>;
