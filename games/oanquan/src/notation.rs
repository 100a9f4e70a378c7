//! O An Quan move tokens and the record layout (spec §9).

use super::position::{slot_ring, space_index, space_name, Own};
use super::rules::{msg, Dir, Mv, OanQuan};
use attic_core::prelude::*;
use attic_core::{IllegalMove, MoveError, Msg, ParseError};

/// A token as written: the space, the direction if given, and the optional
/// refill and capture annotations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// Ring index of the chosen space.
    pub space: usize,
    /// `a` / `c`, if written.
    pub dir: Option<Dir>,
    /// `+k` or `+kbj`: placed and borrowed, if written.
    pub refill: Option<(u32, u32)>,
    /// `xS:n` items, if any were written.
    pub captures: Vec<(usize, u32)>,
}

/// Read a token's syntax (§9.1), without looking at any position.
pub fn parse_token(t: &str) -> Result<Token, ParseError> {
    let bad = |why: Msg| ParseError::new(msg("parse.move").text("token", t).msg("why", why));
    let b = t.as_bytes();
    if b.len() < 2 || !matches!(b[0], b'A' | b'B') || !(b'1'..=b'5').contains(&b[1]) {
        return Err(bad(msg("parse.start")));
    }
    let space = space_index(&t[..2]).ok_or_else(|| bad(msg("parse.unknown-space")))?;
    let mut rest = &t[2..];
    let mut dir = None;
    if let Some(r) = rest.strip_prefix('a') {
        dir = Some(Dir::Anti);
        rest = r;
    } else if let Some(r) = rest.strip_prefix('c') {
        dir = Some(Dir::Clock);
        rest = r;
    }
    let mut refill = None;
    if let Some(r) = rest.strip_prefix('+') {
        let (k, r) = number(r).ok_or_else(|| bad(msg("parse.plus-number")))?;
        rest = r;
        let mut j = 0;
        if let Some(r) = rest.strip_prefix('b') {
            let (n, r) = number(r).ok_or_else(|| bad(msg("parse.b-number")))?;
            j = n;
            rest = r;
        }
        refill = Some((k, j));
    }
    let mut captures = Vec::new();
    while let Some(r) = rest.strip_prefix('x') {
        let name_len = if r.starts_with('Q') {
            2
        } else {
            2.min(r.len())
        };
        let name = r
            .get(..name_len)
            .ok_or_else(|| bad(msg("parse.capture-space")))?;
        let at = space_index(name).ok_or_else(|| bad(msg("parse.capture-name")))?;
        let r = r[name_len..]
            .strip_prefix(':')
            .ok_or_else(|| bad(msg("parse.capture-colon")))?;
        let (n, r) = number(r).ok_or_else(|| bad(msg("parse.capture-count")))?;
        captures.push((at, n));
        rest = r;
    }
    if !rest.is_empty() {
        return Err(bad(msg("parse.unexpected").text("rest", rest)));
    }
    Ok(Token {
        space,
        dir,
        refill,
        captures,
    })
}

/// A number without leading zeros, and the rest of the text.
fn number(s: &str) -> Option<(u32, &str)> {
    let len = s.bytes().take_while(|b| b.is_ascii_digit()).count();
    if len == 0 || (len > 1 && s.starts_with('0')) || len > 4 {
        return None;
    }
    Some((s[..len].parse().ok()?, &s[len..]))
}

/// Read a token in a position: legal, with annotations matching the engine.
pub fn read(g: &OanQuan, t: &str) -> Result<Mv, MoveError> {
    let tok = parse_token(t)?;
    let dir = match (tok.dir, g.opts.choose) {
        (Some(d), true) => d,
        (None, true) => {
            return Err(ParseError::new(
                msg("parse.write-direction").text("space", space_name(tok.space)),
            )
            .into())
        }
        (Some(_), false) => {
            return Err(ParseError::new(msg("parse.no-direction").text("token", t)).into())
        }
        (None, false) => Dir::Anti,
    };
    let m = Mv {
        space: tok.space as u8,
        dir,
    };
    g.check(m)?;
    if let Some((k, j)) = tok.refill {
        let engine = g.pending_refill().map(|(k, j)| (k as u32, j as u32));
        if engine != Some((k, j)) {
            let why = match engine {
                Some(e) => msg("illegal.refill").text("refill", refill_text(Some(e))),
                None => msg("illegal.no-refill"),
            };
            let why = why.text("written", refill_text(Some((k, j))));
            return Err(IllegalMove::new(why).into());
        }
    }
    if !tok.captures.is_empty() {
        let engine: Vec<(usize, u32)> = g
            .captures_of(m)
            .iter()
            .map(|&(a, n)| (a as usize, n as u32))
            .collect();
        if engine != tok.captures {
            let why = if engine.is_empty() {
                msg("illegal.captures-nothing")
            } else {
                msg("illegal.captures").text("captures", captures_text(&engine))
            };
            let why = why.text("written", captures_text(&tok.captures));
            return Err(IllegalMove::new(why).into());
        }
    }
    Ok(m)
}

fn refill_text(r: Option<(u32, u32)>) -> String {
    match r {
        Some((k, 0)) => format!("+{k}"),
        Some((k, j)) => format!("+{k}b{j}"),
        None => String::new(),
    }
}

fn captures_text(c: &[(usize, u32)]) -> String {
    c.iter()
        .map(|&(a, n)| format!("x{}:{n}", space_name(a)))
        .collect()
}

/// The canonical token of a legal move: refill and captures always written.
pub fn write(g: &OanQuan, m: Mv) -> String {
    let mut s = space_name(m.space as usize).to_string();
    if g.opts.choose {
        s.push(if m.dir == Dir::Anti { 'a' } else { 'c' });
    }
    s.push_str(&refill_text(
        g.pending_refill().map(|(k, j)| (k as u32, j as u32)),
    ));
    let caps: Vec<(usize, u32)> = g
        .captures_of(m)
        .iter()
        .map(|&(a, n)| (a as usize, n as u32))
        .collect();
    s.push_str(&captures_text(&caps));
    s
}

/// `{Round n: starter X[, sold …][, half …]}`.
fn round_comment(round: u16, starter: u8, own: &[Own; 10]) -> String {
    let mut sold = Vec::new();
    let mut half = Vec::new();
    for (k, o) in own.iter().enumerate() {
        let row_owner = if k < 5 { Own::A } else { Own::B };
        let name = space_name(slot_ring(k));
        if *o == Own::Shared {
            half.push(name);
        } else if *o != row_owner {
            sold.push(name);
        }
    }
    let mut s = format!(
        "{{Round {round}: starter {}",
        if starter == 0 { "A" } else { "B" }
    );
    if !sold.is_empty() {
        s.push_str(&format!(", sold {}", sold.join(" ")));
    }
    if !half.is_empty() {
        s.push_str(&format!(", half {}", half.join(" ")));
    }
    s.push('}');
    s
}

/// The writer layout of §9.2: round comments, `k. m m` lines restarting at 1
/// each round, and an end-of-round comment with the totals.
pub fn body(start: &OanQuan, moves: &[Mv]) -> String {
    let mut out = String::new();
    let mut g = *start;
    // A round can end before any move (exhaustion at a Setup start).
    if let Some(re) = start.last_round {
        out.push_str(&round_comment(re.round, re.starter, &re.last.own));
        out.push('\n');
        out.push_str(&end_comment(&g));
        out.push('\n');
    }
    let mut line: Vec<String> = Vec::new();
    let mut k = 0;
    let mut fresh = true;
    for m in moves {
        if fresh {
            out.push_str(&round_comment(g.round, g.starter, &g.pos.own));
            out.push('\n');
            fresh = false;
            k = 0;
        }
        line.push(write(&g, *m));
        let round = g.round;
        g.play_fast(m);
        let ended = g.round != round || g.result.is_some();
        if line.len() == 2 || ended {
            k += 1;
            out.push_str(&format!("{k}. {}\n", line.join(" ")));
            line.clear();
        }
        if ended {
            out.push_str(&end_comment(&g));
            out.push('\n');
            fresh = true;
        }
    }
    if !line.is_empty() {
        out.push_str(&format!("{}. {}\n", k + 1, line.join(" ")));
    }
    out
}

fn end_comment(g: &OanQuan) -> String {
    match g.last_round {
        Some(re) => format!(
            "{{End of round {} ({}): A {}, B {}}}",
            re.round,
            re.kind.word(),
            re.totals[0],
            re.totals[1]
        ),
        None => String::new(),
    }
}
