//! TAU move tokens, the state string and the record layout (spec §2, §9).

use super::bigint::BigUint;
use super::rules::{msg, Mv, Tau, MAX_BID_DIGITS, MAX_SIDE, MIN_SIDE};
use attic_core::prelude::*;
use attic_core::{MoveError, ParseError};

/// A token's syntax (§9), without looking at any position.
pub fn parse_token(t: &str) -> Result<Mv, ParseError> {
    let bad = |why| ParseError::new(msg("parse.move").text("token", t).msg("why", msg(why)));
    if t == "pass" {
        return Ok(Mv::Pass);
    }
    let b = t.as_bytes();
    match b.first() {
        None => Err(bad("parse.empty")),
        Some(b'0'..=b'9') => {
            if b[0] == b'0' {
                return Err(bad("parse.bid-zeros"));
            }
            if b.len() > MAX_BID_DIGITS {
                return Err(bad("parse.bid-digits"));
            }
            BigUint::parse_decimal(t, MAX_BID_DIGITS)
                .map(Mv::Bid)
                .ok_or_else(|| bad("parse.bid-chars"))
        }
        Some(&k @ (b'r' | b'c')) => {
            let num = &t[1..];
            let ok = !num.is_empty()
                && num.len() <= 2
                && !num.starts_with('0')
                && num.bytes().all(|c| c.is_ascii_digit());
            let n: u8 = if ok { num.parse().unwrap_or(0) } else { 0 };
            if n == 0 {
                return Err(bad("parse.removal"));
            }
            Ok(if k == b'r' { Mv::Row(n) } else { Mv::Col(n) })
        }
        _ => Err(bad("parse.expected")),
    }
}

/// Read a token in a position: it must be legal there.
pub fn read(g: &Tau, t: &str) -> Result<Mv, MoveError> {
    let m = parse_token(t)?;
    g.check(&m)?;
    Ok(m)
}

/// The canonical token of a move.
pub fn write(m: &Mv) -> String {
    match m {
        Mv::Bid(b) => b.to_string(),
        Mv::Pass => "pass".to_string(),
        Mv::Row(n) => format!("r{n}"),
        Mv::Col(n) => format!("c{n}"),
    }
}

fn list(n: u8, removed: u64) -> String {
    (0..n)
        .filter(|i| removed >> i & 1 == 1)
        .map(|i| (i + 1).to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// The state string of §2: `5x8 r:2,5 c:2,4,8`.
pub fn position(g: &Tau) -> String {
    format!(
        "{}x{} r:{} c:{}",
        g.rows,
        g.cols,
        list(g.rows, g.removed_rows),
        list(g.cols, g.removed_cols)
    )
}

/// Read a state string strictly: sizes 2–50, lists ascending, no repeats,
/// in range. Returns (rows, cols, removed rows, removed columns).
pub fn parse_position(text: &str) -> Result<(u8, u8, u64, u64), ParseError> {
    let err_msg = |why| ParseError::new(msg("parse.state").text("text", text).msg("why", why));
    let err = |key| err_msg(msg(key));
    let parts: Vec<&str> = text.split(' ').collect();
    let [size, r, c] = parts.as_slice() else {
        return Err(err("parse.state.parts"));
    };
    let (rs, cs) = size
        .split_once('x')
        .ok_or_else(|| err("parse.state.size"))?;
    let side = |s: &str| -> Result<u8, ParseError> {
        let n: u8 = if !s.starts_with('0') && !s.is_empty() && s.len() <= 2 {
            s.parse().map_err(|_| err("parse.state.side-number"))?
        } else {
            return Err(err("parse.state.side-zeros"));
        };
        if (MIN_SIDE..=MAX_SIDE).contains(&n) {
            Ok(n)
        } else {
            Err(err("parse.state.sides"))
        }
    };
    let (rows, cols) = (side(rs)?, side(cs)?);
    let lines = |field: &str, prefix: &str, n: u8| -> Result<u64, ParseError> {
        let body = field
            .strip_prefix(prefix)
            .ok_or_else(|| err_msg(msg("parse.state.prefix").text("prefix", prefix)))?;
        let mut mask = 0u64;
        let mut last = 0u8;
        for item in body.split(',').filter(|_| !body.is_empty()) {
            let k: u8 = if !item.starts_with('0') && !item.is_empty() && item.len() <= 2 {
                item.parse().map_err(|_| err("parse.state.line-number"))?
            } else {
                return Err(err("parse.state.line-zeros"));
            };
            if k == 0 || k > n || k <= last {
                return Err(err("parse.state.order"));
            }
            last = k;
            mask |= 1 << (k - 1);
        }
        if mask.count_ones() >= n as u32 {
            return Err(err("parse.state.remain"));
        }
        Ok(mask)
    };
    Ok((rows, cols, lines(r, "r:", rows)?, lines(c, "c:", cols)?))
}

/// The writer layout of §9: phase 1 on one line, then one line per pair
/// of removals.
pub fn body(start: &Tau, moves: &[Mv]) -> String {
    let mut g = start.clone();
    let mut out = String::new();
    let mut line: Vec<String> = Vec::new();
    for m in moves {
        let was_negotiation = g.roles.is_none();
        line.push(write(m));
        g.play_fast(m);
        let removals = !was_negotiation;
        if (was_negotiation && g.roles.is_some()) || (removals && line.len() == 2) {
            out.push_str(&line.join(" "));
            out.push('\n');
            line.clear();
        }
    }
    if !line.is_empty() {
        out.push_str(&line.join(" "));
        out.push('\n');
    }
    out
}
