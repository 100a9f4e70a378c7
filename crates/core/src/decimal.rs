//! Decimal text of a number with a fixed count of decimals, without Rust's
//! float formatting: `format!("{:.1}", x)` brings in `core::fmt::float`
//! (dragon4 and grisu with their tables, about 12 KB of wasm), and every page
//! of the web build loaded it for a few percentages and SVG coordinates.

/// `value` rounded to `decimals` places (at most 9), exactly as
/// `format!("{value:.decimals$}")` writes it (the binary value's exact
/// decimal expansion, rounded half to even), except for negative zero
/// (written without a sign). Not a number is `NaN` and the infinities `inf`
/// and `-inf`, as Rust writes them. Beyond 2^63 units of the last place the
/// digits are those of `u64::MAX` (a float has no fractional part there).
///
/// ```
/// use attic_core::decimal::fixed;
/// assert_eq!(fixed(3.14159, 2), "3.14");
/// assert_eq!(fixed(-0.96, 1), "-1.0");
/// assert_eq!(fixed(42.0f32, 0), "42");
/// assert_eq!(fixed(0.125, 2), "0.12"); // a tie: to even
/// assert_eq!(fixed(0.15, 1), "0.1"); // 0.1499999…, not a tie
/// ```
pub fn fixed(value: impl Into<f64>, decimals: u32) -> String {
    let value: f64 = value.into();
    if value.is_nan() {
        return "NaN".into();
    }
    if value.is_infinite() {
        return if value < 0.0 {
            "-inf".into()
        } else {
            "inf".into()
        };
    }
    let decimals = decimals.min(9);
    let scale = 10u64.pow(decimals);
    let scaled = rounded(value.abs(), scale);
    let (whole, frac) = (scaled / scale, scaled % scale);
    let mut out = String::new();
    if value < 0.0 && scaled != 0 {
        out.push('-');
    }
    out.push_str(&whole.to_string());
    if decimals > 0 {
        let digits = frac.to_string();
        out.push('.');
        for _ in digits.len()..decimals as usize {
            out.push('0');
        }
        out.push_str(&digits);
    }
    out
}

/// `x * scale` (x finite and not negative) rounded to a whole number, half
/// to even, decided on the exact product (the float product may round a
/// value just below a half up to it); `u64::MAX` beyond 2^63.
fn rounded(x: f64, scale: u64) -> u64 {
    let approx = x * scale as f64;
    if approx >= 9.2e18 {
        return u64::MAX;
    }
    let mut k = approx.floor() as u64;
    // The float product may have rounded up to the integer k.
    if k > 0 && compare(x, scale, 2 * k) == std::cmp::Ordering::Less {
        k -= 1;
    }
    match compare(x, scale, 2 * k + 1) {
        std::cmp::Ordering::Less => k,
        std::cmp::Ordering::Greater => k + 1,
        std::cmp::Ordering::Equal => k + (k & 1),
    }
}

/// The exact `x * scale` against `halves / 2`.
fn compare(x: f64, scale: u64, halves: u64) -> std::cmp::Ordering {
    let bits = x.to_bits();
    let (exp, frac) = ((bits >> 52) & 0x7ff, bits & ((1 << 52) - 1));
    // x = m * 2^e exactly.
    let (m, e) = if exp == 0 {
        (frac, -1074)
    } else {
        (frac | 1 << 52, exp as i32 - 1075)
    };
    // Both sides doubled: 2 m scale 2^e against halves.
    let lhs = 2 * m as u128 * scale as u128; // < 2^84
    let rhs = halves as u128;
    if e >= 0 {
        // x is a whole number of at least 2^52 here; beyond 2^44 more the
        // product is past every `halves` (< 2^65).
        if e > 44 {
            return std::cmp::Ordering::Greater;
        }
        (lhs << e).cmp(&rhs)
    } else {
        let shift = (-e) as u32;
        // rhs << shift overflows only when it is far above lhs.
        if shift >= 128 || rhs.leading_zeros() < shift {
            return if rhs == 0 {
                lhs.cmp(&0)
            } else {
                std::cmp::Ordering::Less
            };
        }
        lhs.cmp(&(rhs << shift))
    }
}

#[cfg(test)]
mod tests {
    use super::fixed;

    #[test]
    fn agrees_with_rusts_formatting() {
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let magnitude = 10f64.powi((x % 9) as i32 - 3);
            let v = ((x >> 11) as f64 / (1u64 << 53) as f64 - 0.5) * magnitude;
            for d in 0..4u32 {
                let rust = format!("{v:.0$}", d as usize);
                let rust =
                    if rust.starts_with('-') && rust[1..].chars().all(|c| c == '0' || c == '.') {
                        rust[1..].to_string()
                    } else {
                        rust
                    };
                assert_eq!(fixed(v, d), rust, "{v} to {d} places");
            }
        }
    }

    /// Ties and near ties, where a float product would round wrongly.
    #[test]
    fn ties_and_near_ties_as_rust_writes_them() {
        let mut cases: Vec<f64> = vec![0.125, 0.375, 2.5, 3.5, 0.5, 0.25, 0.15, 1.0005, 1.5, 0.045];
        // Every k/2^n and k/10^d + 1/(2 10^d) for small k: exact ties and
        // their nearest floats.
        for k in 0..2000u32 {
            for n in 1..12 {
                cases.push(k as f64 / (1u64 << n) as f64);
            }
            for d in 0..4 {
                cases.push((k as f64 + 0.5) / 10f64.powi(d));
            }
        }
        for v in cases {
            for d in 0..6u32 {
                for v in [
                    v,
                    -v,
                    v * 1000.0,
                    f32::from_bits((v as f32).to_bits()) as f64,
                ] {
                    let rust = format!("{v:.0$}", d as usize);
                    let rust = if rust.starts_with('-')
                        && rust[1..].chars().all(|c| c == '0' || c == '.')
                    {
                        rust[1..].to_string()
                    } else {
                        rust
                    };
                    assert_eq!(fixed(v, d), rust, "{v} to {d} places");
                }
            }
        }
    }

    #[test]
    fn specials_and_edges() {
        assert_eq!(fixed(f64::NAN, 2), "NaN");
        assert_eq!(fixed(f64::INFINITY, 1), "inf");
        assert_eq!(fixed(f64::NEG_INFINITY, 0), "-inf");
        assert_eq!(fixed(-0.04, 1), "0.0");
        assert_eq!(fixed(0.0, 3), "0.000");
        assert_eq!(fixed(1.05e-3, 3), "0.001");
        assert_eq!(fixed(99.96, 1), "100.0");
        assert_eq!(fixed(123456.0, 0), "123456");
        assert_eq!(
            fixed(1e300, 1),
            format!("{}.{}", u64::MAX / 10, u64::MAX % 10)
        );
    }
}
