//! A small seeded random generator (xoshiro256**, seeded by SplitMix64).
//!
//! Own code rather than a crate: the rules and AI must be deterministic on
//! every target, and this keeps the native build free of dependencies.

use super::hash::SplitMix64;

/// A deterministic, seedable pseudo-random generator.
#[derive(Clone, Debug)]
pub struct Rng {
    s: [u64; 4],
}

impl Rng {
    /// A generator from a 64-bit seed. Equal seeds give equal sequences.
    pub fn new(seed: u64) -> Rng {
        let mut sm = SplitMix64(seed);
        Rng {
            s: [sm.next_u64(), sm.next_u64(), sm.next_u64(), sm.next_u64()],
        }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let result = self.s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = self.s[1] << 17;
        self.s[2] ^= self.s[0];
        self.s[3] ^= self.s[1];
        self.s[1] ^= self.s[2];
        self.s[0] ^= self.s[3];
        self.s[2] ^= t;
        self.s[3] = self.s[3].rotate_left(45);
        result
    }

    /// A uniform integer in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        // Multiply-shift: unbiased enough for games (bias < 2^-32 for n < 2^32).
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }

    /// A uniform float in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// A uniform integer in `0..n` (0 when `n` is 0), exactly: rejection
    /// sampling from 128 random bits, no floating point.
    pub fn below_u128(&mut self, n: u128) -> u128 {
        if n == 0 {
            return 0;
        }
        // Accept x below the largest multiple of n that fits.
        let limit = u128::MAX - u128::MAX % n;
        loop {
            let x = (self.next_u64() as u128) << 64 | self.next_u64() as u128;
            if x < limit {
                return x % n;
            }
        }
    }

    /// An index drawn exactly in proportion to integer `weights`; None when
    /// there are none, they sum to 0, or the sum overflows.
    pub fn weighted(&mut self, weights: &[u128]) -> Option<usize> {
        let total = weights.iter().try_fold(0u128, |a, &w| a.checked_add(w))?;
        if total == 0 {
            return None;
        }
        let mut x = self.below_u128(total);
        for (i, &w) in weights.iter().enumerate() {
            if x < w {
                return Some(i);
            }
            x -= w;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Rng::new(seed)` sequences must never change (records, AI tests and
    /// seeded setups depend on them). Values from the code as of this test,
    /// equal to a short independent Python version (SplitMix64 seeding, then
    /// xoshiro256**).
    #[test]
    fn seeded_sequences_never_change() {
        for (seed, want) in [
            (
                0,
                [
                    11091344671253066420,
                    13793997310169335082,
                    1900383378846508768,
                    7684712102626143532,
                ],
            ),
            (
                7,
                [
                    12923355070828475994,
                    5142052590334782674,
                    15488392906492639638,
                    18098058644649177664,
                ],
            ),
            (
                1234567,
                [
                    3504822795582309479,
                    1819558768956484042,
                    1250851346055027673,
                    16940231675099994102,
                ],
            ),
        ] {
            let mut r = Rng::new(seed);
            assert_eq!(want.map(|_| r.next_u64()), want, "seed {seed}");
        }
    }

    /// xoshiro256** from the state [1, 2, 3, 4]: the outputs of Vigna's
    /// reference xoshiro256starstar.c (recomputed with an independent
    /// Python transcription of it).
    #[test]
    fn xoshiro256_starstar_matches_the_reference() {
        let mut r = Rng { s: [1, 2, 3, 4] };
        let got: Vec<u64> = (0..6).map(|_| r.next_u64()).collect();
        assert_eq!(
            got,
            [
                11520,
                0,
                1509978240,
                1215971899390074240,
                1216172134540287360,
                607988272756665600
            ]
        );
    }

    #[test]
    fn same_seed_same_sequence_and_below_in_range() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        let mut counts = [0usize; 3];
        for _ in 0..3000 {
            let x = a.below(3);
            assert_eq!(x, b.below(3));
            counts[x] += 1;
        }
        assert!(counts.iter().all(|&c| c > 800), "{counts:?}");
        assert_ne!(Rng::new(1).next_u64(), Rng::new(2).next_u64());
    }

    #[test]
    fn weighted_draws_are_exact_and_in_proportion() {
        let mut r = Rng::new(3);
        assert_eq!(r.weighted(&[]), None);
        assert_eq!(r.weighted(&[0, 0]), None);
        assert_eq!(r.weighted(&[u128::MAX, 1]), None);
        assert_eq!(r.weighted(&[0, 5, 0]), Some(1));
        let mut counts = [0usize; 3];
        for _ in 0..6000 {
            counts[r.weighted(&[1, 2, 3]).unwrap()] += 1;
        }
        // Expected 1000, 2000, 3000; five standard deviations is about 200.
        assert!((counts[0] as i64 - 1000).abs() < 200, "{counts:?}");
        assert!((counts[2] as i64 - 3000).abs() < 250, "{counts:?}");
        let big = 1u128 << 100;
        assert!(r.below_u128(big) < big);
    }
}
