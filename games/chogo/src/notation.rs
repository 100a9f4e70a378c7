//! Chogo move tokens (spec §9.1–9.2) and the record body layout (§9.3).

use super::board::{square_name, Variant, BLACK, MAX_FILES, MAX_RANKS};
use super::game::msg;
use super::moves::Mv;
use super::rules::Chogo;
use attic_core::{IllegalMove, MoveError, Msg, ParseError};

/// A group as written: bottom-left file and rank (from 0), width, height.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Group {
    /// First file.
    pub file: u8,
    /// First rank.
    pub rank: u8,
    /// Number of files.
    pub w: u8,
    /// Number of ranks.
    pub h: u8,
}

impl Group {
    /// The bottom-left square index.
    pub fn corner(self) -> usize {
        self.rank as usize * MAX_FILES + self.file as usize
    }
}

/// What a token says, before looking at a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Body {
    /// King drop.
    Drop(Group),
    /// Single-man or tandem move: source and destination groups.
    Step(Group, Group),
    /// Mole move.
    Mole(Group, Group),
}

/// A token's syntax (§9.2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// The move part.
    pub body: Body,
    /// Captured squares, as (file, rank), in the order written (None if
    /// no `x` was written).
    pub captures: Option<Vec<(u8, u8)>>,
    /// `#` written.
    pub traps: bool,
    /// `*` written.
    pub threat: bool,
}

/// Read a group: a run of consecutive ascending files, then of ranks.
fn group(s: &[u8]) -> Result<(Group, &[u8]), Msg> {
    let nf = s.iter().take_while(|c| c.is_ascii_lowercase()).count();
    let nr = s[nf..].iter().take_while(|c| c.is_ascii_digit()).count();
    if nf == 0 || nr == 0 {
        return Err(msg("parse.group"));
    }
    let files = &s[..nf];
    let ranks = &s[nf..nf + nr];
    let consecutive = |run: &[u8]| run.windows(2).all(|p| p[1] == p[0].wrapping_add(1));
    if !consecutive(files) || !consecutive(ranks) {
        return Err(msg("parse.consecutive"));
    }
    let f0 = files[0].wrapping_sub(b'a');
    let r0 = ranks[0].wrapping_sub(b'1');
    if f0 as usize + nf > MAX_FILES || r0 as usize + nr > MAX_RANKS {
        return Err(msg("parse.range"));
    }
    Ok((
        Group {
            file: f0,
            rank: r0,
            w: nf as u8,
            h: nr as u8,
        },
        &s[nf + nr..],
    ))
}

fn single(g: Group) -> bool {
    g.w == 1 && g.h == 1
}

/// Read a token's syntax, without a position.
pub fn parse_token(t: &str) -> Result<Token, ParseError> {
    let bad = |why: Msg| ParseError::new(msg("parse.move").text("token", t).msg("why", why));
    if t == "polis" {
        return Err(bad(msg("parse.polis")));
    }
    let (a, rest) = group(t.as_bytes()).map_err(bad)?;
    let (body, mut rest) = match rest.first() {
        Some(b'-') => {
            let (d, r) = group(&rest[1..]).map_err(bad)?;
            if (a.w, a.h) != (d.w, d.h) {
                return Err(bad(msg("parse.same-shape")));
            }
            if (a.file == d.file) == (a.rank == d.rank) {
                return Err(bad(msg("parse.one-line")));
            }
            (Body::Step(a, d), r)
        }
        Some(b'>') => {
            let (d, r) = group(&rest[1..]).map_err(bad)?;
            if !single(a) || !single(d) {
                return Err(bad(msg("parse.mole-squares")));
            }
            (Body::Mole(a, d), r)
        }
        _ => {
            if !single(a) {
                return Err(bad(msg("parse.drop-square")));
            }
            (Body::Drop(a), rest)
        }
    };
    let mut captures = None;
    while let Some((b'x', r)) = rest.split_first() {
        let (g, r) = group(r).map_err(bad)?;
        if !single(g) {
            return Err(bad(msg("parse.capture-square")));
        }
        captures.get_or_insert_with(Vec::new).push((g.file, g.rank));
        rest = r;
    }
    let mut traps = false;
    let mut threat = false;
    if let Some((b'#', r)) = rest.split_first() {
        traps = true;
        rest = r;
    }
    if let Some((b'*', r)) = rest.split_first() {
        threat = true;
        rest = r;
    }
    if !rest.is_empty() {
        return Err(bad(
            msg("parse.unexpected").text("rest", String::from_utf8_lossy(rest))
        ));
    }
    Ok(Token {
        body,
        captures,
        traps,
        threat,
    })
}

fn on_board(v: Variant, g: Group) -> bool {
    (g.file as usize + g.w as usize) <= v.files() && (g.rank as usize + g.h as usize) <= v.ranks()
}

/// The move a token denotes (no legality check beyond the board's size).
pub fn to_move(v: Variant, tok: &Token) -> Result<Mv, ParseError> {
    let groups: Vec<Group> = match tok.body {
        Body::Drop(a) => vec![a],
        Body::Step(a, d) | Body::Mole(a, d) => vec![a, d],
    };
    if let Some(g) = groups.iter().find(|&&g| !on_board(v, g)) {
        return Err(ParseError::new(
            msg("parse.off-board")
                .text("square", square_name(g.corner()))
                .text("variant", v.id()),
        ));
    }
    Ok(match tok.body {
        Body::Drop(a) => Mv::Drop(a.corner() as u8),
        Body::Mole(a, d) => Mv::Mole {
            from: a.corner() as u8,
            to: d.corner() as u8,
        },
        Body::Step(a, d) => Mv::Step {
            from: a.corner() as u8,
            w: a.w,
            h: a.h,
            df: d.file as i8 - a.file as i8,
            dr: d.rank as i8 - a.rank as i8,
        },
    })
}

/// Read a token in a position: legal, and its capture list (if written)
/// equal to the engine's. `#` and `*` are ignored.
pub fn read(g: &Chogo, t: &str) -> Result<Mv, MoveError> {
    let tok = parse_token(t)?;
    let m = to_move(g.board.variant, &tok)?;
    g.check(m)?;
    if let Some(written) = &tok.captures {
        let mut w: Vec<usize> = written
            .iter()
            .map(|&(f, r)| r as usize * MAX_FILES + f as usize)
            .collect();
        attic_core::order::sort(&mut w);
        let engine = g.captures_of(m);
        if w != engine {
            let why = if engine.is_empty() {
                msg("illegal.captures-nothing")
            } else {
                msg("illegal.captures").text("captures", caps_text(&engine))
            };
            return Err(IllegalMove::new(why.text("written", caps_text(&w))).into());
        }
    }
    Ok(m)
}

/// `x` + square for each capture, in file-then-rank order.
fn caps_text(c: &[usize]) -> String {
    let mut c = c.to_vec();
    attic_core::order::sort_by_key(&mut c, |&i| (i % MAX_FILES, i / MAX_FILES));
    c.iter().map(|&i| format!("x{}", square_name(i))).collect()
}

/// A group's name: files then ranks, e.g. `fg34`.
pub fn group_name(corner: usize, w: usize, h: usize) -> String {
    let (f0, r0) = (corner % MAX_FILES, corner / MAX_FILES);
    let mut s = String::new();
    for f in f0..f0 + w {
        s.push((b'a' + f as u8) as char);
    }
    for r in r0..r0 + h {
        s.push((b'1' + r as u8) as char);
    }
    s
}

/// The move part of a token, without captures and annotations.
pub fn bare(m: Mv) -> String {
    match m {
        Mv::Drop(t) => square_name(t as usize),
        Mv::Mole { from, to } => format!(
            "{}>{}",
            square_name(from as usize),
            square_name(to as usize)
        ),
        Mv::Step { from, w, h, df, dr } => {
            let f = (from as usize % MAX_FILES) as i32 + df as i32;
            let r = (from as usize / MAX_FILES) as i32 + dr as i32;
            let to = (r.max(0) as usize) * MAX_FILES + f.max(0) as usize;
            format!(
                "{}-{}",
                group_name(from as usize, w as usize, h as usize),
                group_name(to, w as usize, h as usize)
            )
        }
    }
}

/// The canonical token of a legal move: captures, then `#` and `*` as
/// §9.2 defines them (neither on a game-ending move).
pub fn write(g: &Chogo, m: Mv) -> String {
    let mut s = bare(m);
    let x = g.mover();
    let trapped_before = g.enemy_king_trapped(x);
    let mut after = g.clone();
    let caught = after.apply(m, None);
    s.push_str(&caps_text(&caught));
    if after.result.is_none() {
        if after.enemy_king_trapped(x) && !trapped_before {
            s.push('#');
        }
        if after.threatens_king(x) {
            s.push('*');
        }
    }
    s
}

/// The record body (§9.3): `N. <black> <white>` a line, `1... <white>` if
/// White moves first, and `polis` before a move made when a mole move was
/// legal.
pub fn body(start: &Chogo, moves: &[Mv]) -> String {
    let mut g = start.clone();
    let mut out = String::new();
    let mut n = 1;
    let mut line = String::new();
    if g.mover() != BLACK && !moves.is_empty() {
        line.push_str("1...");
    }
    for &m in moves {
        if line.is_empty() {
            line.push_str(&format!("{n}."));
        }
        line.push(' ');
        if g.mole_targets().is_some() {
            line.push_str("polis ");
        }
        line.push_str(&write(&g, m));
        let white_moved = g.mover() != BLACK;
        g.apply(m, None);
        if white_moved {
            out.push_str(&line);
            out.push('\n');
            line.clear();
            n += 1;
        }
    }
    if !line.is_empty() {
        out.push_str(&line);
        out.push('\n');
    }
    out
}
