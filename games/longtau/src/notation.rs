//! Turn tokens (§9.1): `f8-f6`, `l7-g7*`, `e1-e4xa9`, `f6-a6Xa5d12h12l8`,
//! `passxa9`, `endXe9g8`, `end`; and the canonical record of §9.3.

use super::board::{name, names, read_cell};
use super::game::{msg, seat_term, side_term};
use super::rules::{Action, LongTau, Mv};
use attic_core::{IllegalMove, MoveError, Msg, ParseError, RecordError};
use attic_records::{Record, Session};

/// A token's syntax, before looking at a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// The action (cells for a slide).
    pub action: Action,
    /// `*` written.
    pub star: bool,
    /// The `x` list as a cell set, if written.
    pub sieges: Option<u128>,
    /// The `X` list as a cell set, if written.
    pub chairs: Option<u128>,
}

/// Read one cell at the start of `s`.
fn cell(s: &[u8]) -> Result<(u8, &[u8]), Msg> {
    match read_cell(s) {
        Some((Ok(c), n)) => Ok((c, &s[n..])),
        Some((Err(text), _)) => Err(msg("parse.blank").text("cell", text)),
        None => Err(msg("parse.cell")),
    }
}

/// Read a list of one or more cells (a cell written twice is accepted).
fn cells(mut s: &[u8]) -> Result<(u128, &[u8]), Msg> {
    let (c, rest) = cell(s).map_err(|_| msg("parse.list"))?;
    let mut set = 1u128 << c;
    s = rest;
    while s.first().is_some_and(|b| (b'a'..=b'l').contains(b)) {
        let (c, rest) = cell(s)?;
        set |= 1 << c;
        s = rest;
    }
    Ok((set, s))
}

/// Read a token's syntax.
pub fn parse_token(t: &str) -> Result<Token, ParseError> {
    let bad = |why: Msg| ParseError::new(msg("parse.token").text("token", t).msg("why", why));
    let b = t.as_bytes();
    let (action, mut rest) = if let Some(r) = b.strip_prefix(b"pass") {
        (Action::Pass, r)
    } else if let Some(r) = b.strip_prefix(b"end") {
        (Action::End, r)
    } else {
        let (from, r) = cell(b).map_err(|_| bad(msg("parse.action")))?;
        let r = r
            .strip_prefix(b"-")
            .ok_or_else(|| bad(msg("parse.action")))?;
        let (to, r) = cell(r).map_err(bad)?;
        (Action::Slide { from, to }, r)
    };
    let mut star = false;
    if let (Action::Slide { .. }, Some(r)) = (action, rest.strip_prefix(b"*")) {
        star = true;
        rest = r;
    }
    let mut sieges = None;
    if let Some(r) = rest.strip_prefix(b"x") {
        let (set, r) = cells(r).map_err(bad)?;
        sieges = Some(set);
        rest = r;
    }
    let mut chairs = None;
    if let Some(r) = rest.strip_prefix(b"X") {
        let (set, r) = cells(r).map_err(bad)?;
        chairs = Some(set);
        rest = r;
    }
    if !rest.is_empty() {
        return Err(bad(
            msg("parse.unexpected").text("rest", String::from_utf8_lossy(rest))
        ));
    }
    Ok(Token {
        action,
        star,
        sieges,
        chairs,
    })
}

fn illegal(m: Msg) -> MoveError {
    MoveError::Illegal(IllegalMove::new(m))
}

/// The cells of a set for a message, or a word when it is empty.
fn shown(set: u128) -> String {
    names(set)
}

/// The tie choice a token's `X` list makes (§9.1: required, and a valid
/// choice, when the chair removal has a tie; else, when written, equal
/// to the engine's removal).
fn choice(g: &LongTau, written: Option<u128>) -> Result<u128, MoveError> {
    let pre = &g.pre;
    let engine_fixed = pre.forced;
    if pre.k == 0 {
        if let Some(w) = written {
            if w != engine_fixed {
                return Err(illegal(if engine_fixed == 0 {
                    msg("illegal.chair-none").text("written", shown(w))
                } else {
                    msg("illegal.chair")
                        .text("written", shown(w))
                        .text("engine", shown(engine_fixed))
                }));
            }
        }
        return Ok(0);
    }
    let tie_d = super::board::T.d[pre.tie.trailing_zeros() as usize % super::board::CELLS];
    let Some(w) = written else {
        return Err(illegal(
            msg("illegal.chair-choose")
                .num("k", pre.k as i64)
                .text("tied", shown(pre.tie))
                .num("d", tie_d as i64),
        ));
    };
    if let Some(c) = super::board::bits(engine_fixed & !w).next() {
        return Err(illegal(msg("illegal.chair-must").text("cell", name(c))));
    }
    let total = (engine_fixed | pre.tie).count_ones().min(4) as i64;
    if w.count_ones() as i64 != total {
        return Err(illegal(
            msg("illegal.chair-count")
                .num("n", total)
                .num("written", w.count_ones() as i64),
        ));
    }
    if let Some(c) = super::board::bits(w & !engine_fixed & !pre.tie).next() {
        return Err(illegal(
            msg("illegal.chair-not-tied")
                .text("cell", name(c))
                .text("tied", shown(pre.tie)),
        ));
    }
    Ok(w & pre.tie)
}

/// Read a token in a position: the whole turn, checked against §9.1.
pub fn read(g: &LongTau, t: &str) -> Result<Mv, MoveError> {
    let tok = parse_token(t)?;
    if g.result.is_some() {
        return Err(illegal(msg("illegal.over")));
    }
    let chosen = choice(g, tok.chairs)?;
    if let Some(w) = tok.sieges {
        if w != g.pre.siege {
            return Err(illegal(if g.pre.siege == 0 {
                msg("illegal.sieges-none").text("written", shown(w))
            } else {
                msg("illegal.sieges")
                    .text("written", shown(w))
                    .text("engine", shown(g.pre.siege))
            }));
        }
    }
    let s = g.to_move;
    let removed = g.removed(chosen);
    let ends = g.ends_with(chosen);
    let m = Mv {
        action: tok.action,
        chosen,
    };
    match tok.action {
        Action::End if ends => return Ok(m),
        Action::End => return Err(illegal(msg("illegal.no-end"))),
        _ if ends => return Err(illegal(msg("illegal.must-end"))),
        Action::Pass => {
            if g.can_slide(removed) {
                return Err(illegal(msg("illegal.pass").term("seat", seat_term(g, s))));
            }
        }
        Action::Slide { from, to } => {
            slide_error(g, removed, from, to)?;
            let star = g.completes(removed, from, to);
            if tok.star && !star {
                return Err(illegal(
                    msg("illegal.star").term("side", side_term(g, g.side_of(s))),
                ));
            }
        }
    }
    Ok(m)
}

/// Why a slide is illegal after `removed`, rule by rule (§5).
fn slide_error(g: &LongTau, removed: u128, from: u8, to: u8) -> Result<(), MoveError> {
    let s = g.to_move;
    let (f, t) = (name(from), name(to));
    if (g.movable(s) & !removed) >> from & 1 == 0 {
        return Err(illegal(
            msg("illegal.not-yours")
                .text("cell", f)
                .term("seat", seat_term(g, s)),
        ));
    }
    let tb = &super::board::T;
    let (ff, fr, tf, tr) = (
        tb.file[from as usize],
        tb.rank[from as usize],
        tb.file[to as usize],
        tb.rank[to as usize],
    );
    if from == to {
        return Err(illegal(msg("illegal.same")));
    }
    if ff != tf && fr != tr {
        return Err(illegal(msg("illegal.line").text("from", f).text("to", t)));
    }
    let dir = match (tf.cmp(&ff), tr.cmp(&fr)) {
        (_, std::cmp::Ordering::Greater) => 0,
        (std::cmp::Ordering::Greater, _) => 1,
        (_, std::cmp::Ordering::Less) => 2,
        _ => 3,
    };
    let occ = g.occupied() & !removed;
    let next = tb.next[g.opts.areas as usize][from as usize][dir];
    if next == super::board::NONE {
        return Err(illegal(msg("illegal.line-end").text("from", f)));
    }
    if occ >> next & 1 == 1 {
        return Err(illegal(
            msg("illegal.blocked")
                .text("from", f)
                .text("next", name(next)),
        ));
    }
    match g.slide(from, dir, occ) {
        Some(d) if d == to => Ok(()),
        Some(d) => Err(illegal(
            msg("illegal.slide")
                .text("from", f)
                .text("to", t)
                .text("stop", name(d)),
        )),
        None => Err(illegal(msg("illegal.line-end").text("from", f))),
    }
}

/// The canonical token of a legal move: the action, `*` when it earns a
/// right, then every annotation (§9.1, writer).
pub fn write(g: &LongTau, m: &Mv) -> String {
    let removed = g.removed(m.chosen);
    let mut s = match m.action {
        Action::Slide { from, to } => {
            let mut s = format!("{}-{}", name(from), name(to));
            if g.completes(removed, from, to) {
                s.push('*');
            }
            s
        }
        Action::Pass => "pass".to_string(),
        Action::End => "end".to_string(),
    };
    if g.pre.siege != 0 {
        s.push('x');
        s.push_str(&names(g.pre.siege));
    }
    let chair = g.pre.forced | m.chosen;
    if chair != 0 {
        s.push('X');
        s.push_str(&names(chair));
    }
    s
}

/// The tags of a record in the order of §9.3: `Game`, `Options` (only
/// options away from their defaults; `pawns` is left out with two
/// players), `Setup` or else `First`, the names `North`, `South`, `East`,
/// `West`, the other tags as the reader met them, and `Result` last.
pub fn order_tags(tags: &[(String, String)]) -> Vec<(String, String)> {
    let get = |k: &str| tags.iter().find(|(n, _)| n == k).cloned();
    let mut out = Vec::new();
    out.extend(get("Game"));
    if let Some((k, v)) = get("Options") {
        let two = !v.split(',').any(|p| p.trim() == "players=4");
        let kept: Vec<&str> = v
            .split(',')
            .map(str::trim)
            .filter(|p| !(two && p.starts_with("pawns=")))
            .collect();
        if !kept.is_empty() {
            out.push((k, kept.join(",")));
        }
    }
    match get("Setup") {
        Some(s) => out.push(s),
        None => out.extend(get("First")),
    }
    for n in ["North", "South", "East", "West"] {
        out.extend(get(n));
    }
    const PLACED: [&str; 9] = [
        "Game", "Options", "Setup", "First", "North", "South", "East", "West", "Result",
    ];
    out.extend(
        tags.iter()
            .filter(|(k, _)| !PLACED.contains(&k.as_str()))
            .cloned(),
    );
    out.extend(get("Result"));
    out
}

/// A record read and written back in the canonical form of §9.3 (tag
/// order, `Setup` without `First`, no ignored `pawns` option, every
/// annotation, the writer's layout). [`Session::to_record`] keeps tags in
/// the order read and every tag given, so it matches this only for
/// records whose tags are already canonical.
pub fn canonical_record(text: &str) -> Result<String, RecordError> {
    let s = Session::from_record(crate::ALONE, text)?;
    let written = s.to_record();
    let rec = Record::parse(&written)?;
    let body = written.split_once("\n\n").map(|(_, b)| b).unwrap_or("");
    let out = Record {
        tags: order_tags(&rec.tags),
        ..Record::default()
    };
    Ok(out.write(body))
}
