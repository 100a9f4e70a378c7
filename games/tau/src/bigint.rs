//! A small unsigned big integer: enough for TAU's bids and scores (E7
//! reaches 2^544; bids have up to 1000 digits). No native dependencies.

use std::cmp::Ordering;
use std::fmt;

/// An unsigned integer of any size: base-2^32 limbs, least significant
/// first, never with a zero top limb (so equal values have equal limbs).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BigUint {
    limbs: Vec<u32>,
}

impl BigUint {
    /// Zero.
    pub fn zero() -> BigUint {
        BigUint { limbs: Vec::new() }
    }

    /// A value from a machine integer.
    pub fn from_u64(v: u64) -> BigUint {
        let mut b = BigUint {
            limbs: vec![v as u32, (v >> 32) as u32],
        };
        b.trim();
        b
    }

    fn trim(&mut self) {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }

    /// Whether this is zero.
    pub fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    /// `self * m + add`, in place.
    pub fn mul_small_add(&mut self, m: u32, add: u32) {
        let mut carry = add as u64;
        for l in self.limbs.iter_mut() {
            let v = *l as u64 * m as u64 + carry;
            *l = v as u32;
            carry = v >> 32;
        }
        if carry > 0 {
            self.limbs.push(carry as u32);
        }
        self.trim();
    }

    /// `self + 1`.
    pub fn plus_one(&self) -> BigUint {
        let mut b = self.clone();
        b.mul_small_add(1, 1);
        b
    }

    /// `self - 1`, and 0 stays 0.
    pub fn minus_one(&self) -> BigUint {
        let mut b = self.clone();
        for l in b.limbs.iter_mut() {
            if *l > 0 {
                *l -= 1;
                b.trim();
                return b;
            }
            *l = u32::MAX;
        }
        BigUint::zero()
    }

    /// About e^x as an integer, at least 1 (for the AI's bids).
    pub fn from_ln(x: f64) -> BigUint {
        // NaN and non-positive logarithms alike give 1.
        if x.is_nan() || x <= 0.0 {
            return BigUint::from_u64(1);
        }
        if x < 43.0 {
            return BigUint::from_u64((x.exp().round() as u64).max(1));
        }
        let ln2 = std::f64::consts::LN_2;
        let shift = (x / ln2).floor() as u32 - 52;
        let m = (x - shift as f64 * ln2).exp().round() as u64;
        BigUint::from_u64(m).mul(&BigUint::from_u64(2).pow(shift))
    }

    /// `self * other` (schoolbook; the numbers here have at most ~110 limbs).
    pub fn mul(&self, other: &BigUint) -> BigUint {
        if self.is_zero() || other.is_zero() {
            return BigUint::zero();
        }
        let mut out = vec![0u32; self.limbs.len() + other.limbs.len()];
        for (i, &a) in self.limbs.iter().enumerate() {
            let mut carry = 0u64;
            for (j, &b) in other.limbs.iter().enumerate() {
                let v = out[i + j] as u64 + a as u64 * b as u64 + carry;
                out[i + j] = v as u32;
                carry = v >> 32;
            }
            let mut k = i + other.limbs.len();
            while carry > 0 && k < out.len() {
                let v = out[k] as u64 + carry;
                out[k] = v as u32;
                carry = v >> 32;
                k += 1;
            }
        }
        let mut b = BigUint { limbs: out };
        b.trim();
        b
    }

    /// `self ^ e` by repeated squaring.
    pub fn pow(&self, mut e: u32) -> BigUint {
        let mut base = self.clone();
        let mut acc = BigUint::from_u64(1);
        while e > 0 {
            if e & 1 == 1 {
                acc = acc.mul(&base);
            }
            e >>= 1;
            if e > 0 {
                base = base.mul(&base);
            }
        }
        acc
    }

    /// The value as an i64, saturating at `i64::MAX`.
    pub fn to_i64_saturating(&self) -> i64 {
        match self.limbs.len() {
            0 => 0,
            1 => self.limbs[0] as i64,
            2 => {
                let v = self.limbs[0] as u64 | (self.limbs[1] as u64) << 32;
                i64::try_from(v).unwrap_or(i64::MAX)
            }
            _ => i64::MAX,
        }
    }

    /// Natural logarithm (approximate), for the AI's comparisons and bids.
    pub fn ln(&self) -> f64 {
        let n = self.limbs.len();
        if n == 0 {
            return f64::NEG_INFINITY;
        }
        if n == 1 {
            return (self.limbs[0] as f64).ln();
        }
        // The top two limbs carry every bit an f64 can hold.
        let top = self.limbs[n - 1] as f64 * 4_294_967_296.0 + self.limbs[n - 2] as f64;
        let shift = (n - 2) as f64 * 32.0;
        top.ln() + shift * std::f64::consts::LN_2
    }

    /// Read a decimal number: digits only, no leading zeros (except "0"),
    /// at most `max_digits` digits.
    pub fn parse_decimal(s: &str, max_digits: usize) -> Option<BigUint> {
        let b = s.as_bytes();
        if b.is_empty() || b.len() > max_digits || !b.iter().all(u8::is_ascii_digit) {
            return None;
        }
        if b.len() > 1 && b[0] == b'0' {
            return None;
        }
        let mut v = BigUint::zero();
        for chunk in b.chunks(9) {
            let mut n = 0u32;
            for &c in chunk {
                n = n * 10 + (c - b'0') as u32;
            }
            v.mul_small_add(10u32.pow(chunk.len() as u32), n);
        }
        Some(v)
    }

    /// Divide by a small number in place; returns the remainder.
    fn div_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for l in self.limbs.iter_mut().rev() {
            let v = (rem << 32) | *l as u64;
            *l = (v / d as u64) as u32;
            rem = v % d as u64;
        }
        self.trim();
        rem as u32
    }
}

impl Ord for BigUint {
    fn cmp(&self, o: &Self) -> Ordering {
        self.limbs
            .len()
            .cmp(&o.limbs.len())
            .then_with(|| self.limbs.iter().rev().cmp(o.limbs.iter().rev()))
    }
}

impl PartialOrd for BigUint {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl fmt::Display for BigUint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_zero() {
            return f.write_str("0");
        }
        let mut v = self.clone();
        let mut parts = Vec::new();
        while !v.is_zero() {
            parts.push(v.div_small(1_000_000_000));
        }
        let mut s = String::new();
        for (i, p) in parts.iter().rev().enumerate() {
            if i == 0 {
                s.push_str(&p.to_string());
            } else {
                s.push_str(&format!("{p:09}"));
            }
        }
        f.write_str(&s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_and_text_agree_with_u128() {
        let vals: [u64; 6] = [0, 1, 9, 4_294_967_295, 4_294_967_296, 123_456_789_012_345];
        for &a in &vals {
            for &b in &vals {
                let p = BigUint::from_u64(a).mul(&BigUint::from_u64(b));
                assert_eq!(p.to_string(), (a as u128 * b as u128).to_string());
                assert_eq!(BigUint::from_u64(a).cmp(&BigUint::from_u64(b)), a.cmp(&b));
            }
            let t = a.to_string();
            assert_eq!(BigUint::parse_decimal(&t, 30), Some(BigUint::from_u64(a)));
        }
        assert_eq!(BigUint::from_u64(2).pow(544).to_string().len(), 164);
        assert_eq!(BigUint::parse_decimal("007", 9), None);
        assert_eq!(BigUint::parse_decimal("", 9), None);
        assert_eq!(BigUint::parse_decimal("12a", 9), None);
        assert_eq!(BigUint::parse_decimal("1234", 3), None);
        assert_eq!(BigUint::from_u64(u64::MAX).to_i64_saturating(), i64::MAX);
        assert_eq!(
            BigUint::from_u64(1 << 32).minus_one().to_string(),
            "4294967295"
        );
        assert_eq!(BigUint::zero().minus_one(), BigUint::zero());
        assert_eq!(BigUint::from_ln(10.0f64.ln() * 3.0).to_string(), "1000");
        let big = BigUint::from_u64(2).pow(544);
        assert!((BigUint::from_ln(big.ln()).ln() - big.ln()).abs() < 1e-9);
        assert!((BigUint::from_u64(1 << 40).ln() - 40.0 * std::f64::consts::LN_2).abs() < 1e-9);
        for v in [1u64, 2, 161, 4_294_967_295, 4_294_967_296, u64::MAX] {
            assert!(
                (BigUint::from_u64(v).ln() - (v as f64).ln()).abs() < 1e-9,
                "{v}"
            );
        }
    }
}
