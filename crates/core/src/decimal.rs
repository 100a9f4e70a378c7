//! Decimal text of a number with a fixed count of decimals, without Rust's
//! float formatting: `format!("{:.1}", x)` brings in `core::fmt::float`
//! (dragon4 and grisu with their tables, about 12 KB of wasm), and every page
//! of the web build loaded it for a few percentages and SVG coordinates.

/// `value` rounded to `decimals` places (at most 9), as `format!("{value:.decimals$}")`
/// writes it except at exact ties and for negative zero (written without a sign).
/// Not a number is `NaN` and the infinities `inf` and `-inf`, as Rust writes them.
///
/// ```
/// use attic_core::decimal::fixed;
/// assert_eq!(fixed(3.14159, 2), "3.14");
/// assert_eq!(fixed(-0.96, 1), "-1.0");
/// assert_eq!(fixed(42.0, 0), "42");
/// ```
pub fn fixed(value: f64, decimals: u32) -> String {
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
    let scaled = (value.abs() * scale as f64).round();
    // Beyond 2^63 a float has no fractional part left to show.
    let scaled = if scaled < 9.2e18 {
        scaled as u64
    } else {
        u64::MAX
    };
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

#[cfg(test)]
mod tests {
    use super::fixed;

    #[test]
    fn agrees_with_rusts_formatting_away_from_ties() {
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let magnitude = 10f64.powi((x % 9) as i32 - 3);
            let v = ((x >> 11) as f64 / (1u64 << 53) as f64 - 0.5) * magnitude;
            for d in 0..4u32 {
                let scaled = v.abs() * 10f64.powi(d as i32);
                if (scaled - scaled.floor() - 0.5).abs() < 1e-6 {
                    continue; // a tie: Rust rounds the exact binary value, which may differ
                }
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
