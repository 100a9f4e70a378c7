//! Runs, groups and the score (§7), written out for people; and the
//! designer's advice on board sizes (§8).

use super::bigint::BigUint;
use super::rules::msg;
use attic_core::Msg;

/// The designer's advice on board sizes (§8, I9), in English: `None` when
/// the size follows it.
pub fn advice(rows: u8, cols: u8) -> Option<String> {
    advice_msg(rows as u32, cols as u32).map(|m| m.to_string())
}

/// How `r` × `c` departs from the designer's advice (the new-game
/// dialog's words), or `None` when it follows it.
pub(super) fn advice_msg(r: u32, c: u32) -> Option<Msg> {
    let sum = (!(20..=30).contains(&(r + c))).then(|| msg("advice.sum").num("sum", (r + c) as i64));
    let ratio = (3 * r.min(c) < r.max(c)).then(|| msg("advice.ratio"));
    match (sum, ratio) {
        (Some(a), Some(b)) => Some(msg("advice.both").msg("a", a).msg("b", b)),
        (a, b) => a.or(b),
    }
}

/// The maximal runs of present lines among `n` lines, in order, as
/// (first line, 0-based; length): what the view draws and the AI maps its
/// abstract moves onto.
pub fn run_spans(n: u8, removed: u64) -> Vec<(u8, u8)> {
    let mut out = Vec::new();
    let (mut start, mut len) = (0u8, 0u8);
    for i in 0..=n {
        if i < n && removed >> i & 1 == 0 {
            if len == 0 {
                start = i;
            }
            len += 1;
        } else {
            if len > 0 {
                out.push((start, len));
            }
            len = 0;
        }
    }
    out
}

/// Lengths of the maximal runs of present lines among `n` lines, in order.
pub fn runs(n: u8, removed: u64) -> Vec<u8> {
    run_spans(n, removed)
        .into_iter()
        .map(|(_, len)| len)
        .collect()
}

/// The score of run lengths (§7): the product over all groups, exactly.
pub fn score_of(row_runs: &[u8], col_runs: &[u8]) -> BigUint {
    let mut a = BigUint::from_u64(1);
    for &x in row_runs {
        a.mul_small_add(x as u32, 0);
    }
    let mut b = BigUint::from_u64(1);
    for &x in col_runs {
        b.mul_small_add(x as u32, 0);
    }
    a.pow(col_runs.len() as u32)
        .mul(&b.pow(row_runs.len() as u32))
}

/// Group sizes (row run × column run), ascending.
pub fn groups(row_runs: &[u8], col_runs: &[u8]) -> Vec<u32> {
    let mut g: Vec<u32> = row_runs
        .iter()
        .flat_map(|&a| col_runs.iter().map(move |&b| a as u32 * b as u32))
        .collect();
    attic_core::order::sort(&mut g);
    g
}

/// The product written out, e.g. `1 × 1 × 2 × 2 × 3 × 6`; a size that
/// repeats more than three times is written as a power (`4^16`).
pub fn product_text(groups: &[u32]) -> String {
    let mut parts = Vec::new();
    let mut i = 0;
    while i < groups.len() {
        let g = groups[i];
        let n = groups[i..].iter().take_while(|&&x| x == g).count();
        if n > 3 {
            parts.push(format!("{g}^{n}"));
        } else {
            parts.extend(std::iter::repeat_n(g.to_string(), n));
        }
        i += n;
    }
    parts.join(" × ")
}
