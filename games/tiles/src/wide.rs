//! 128-bit products without compiler-builtins' `__multi3`. wasm32 has no
//! 128-bit multiply: `a * b` on `u128` is a call to `__multi3`, which the
//! split web build (issue 27) reaches from a game's chunk only through an
//! indirect call into the main module, with no inlining: 16 to 23% of
//! TURNOOI's and TURNO-Loop's AI time in the browser's profile was that
//! call. Four 32-bit limb products in `u64` are plain wasm (and the same
//! numbers natively).

/// `a.wrapping_mul(b)`, from 64-bit operations only.
#[inline(always)]
pub fn mul(a: u128, b: u128) -> u128 {
    let (a0, a1) = (a as u64, (a >> 64) as u64);
    let (b0, b1) = (b as u64, (b >> 64) as u64);
    let (lo, hi) = mul_64(a0, b0);
    let hi = hi
        .wrapping_add(a0.wrapping_mul(b1))
        .wrapping_add(a1.wrapping_mul(b0));
    (u128::from(hi) << 64) | u128::from(lo)
}

/// The full product of two `u64`s as (low, high) halves.
#[inline(always)]
fn mul_64(x: u64, y: u64) -> (u64, u64) {
    const M: u64 = 0xffff_ffff;
    let (x0, x1, y0, y1) = (x & M, x >> 32, y & M, y >> 32);
    let (p00, p01, p10, p11) = (x0 * y0, x0 * y1, x1 * y0, x1 * y1);
    let mid = (p00 >> 32) + (p01 & M) + (p10 & M);
    let lo = (p00 & M) | (mid << 32);
    let hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    (lo, hi)
}

#[cfg(test)]
mod tests {
    use super::mul;
    use attic_core::Rng;

    #[test]
    fn mul_is_wrapping_mul() {
        let mut rng = Rng::new(128);
        let edges = [
            0u128,
            1,
            2,
            u64::MAX as u128,
            1 << 64,
            u128::MAX,
            u128::MAX - 1,
            1 << 127,
        ];
        for &a in &edges {
            for &b in &edges {
                assert_eq!(mul(a, b), a.wrapping_mul(b), "{a} * {b}");
            }
        }
        for _ in 0..100_000 {
            let r = |rng: &mut Rng| {
                (u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64())) >> rng.below(128)
            };
            let (a, b) = (r(&mut rng), r(&mut rng));
            assert_eq!(mul(a, b), a.wrapping_mul(b), "{a} * {b}");
        }
    }
}
