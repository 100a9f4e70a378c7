//! Straat move tokens (spec §9) and the position string (§2.4).

use super::rules::{cell_name, msg, orient_of, owner_of, tile_code, Mv, Split, Straat, ORIENTS};
use attic_core::{IllegalMove, MoveError, Msg, ParseError};

/// A token as written: file (0 = a), rank (0 = 1) and orientation code.
/// File and rank may lie outside the frame (e.g. `e1N`): that is an
/// illegal placement, not bad text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// File index from `a` (0..26).
    pub file: u8,
    /// Rank index from `1` (0..9).
    pub rank: u8,
    /// Orientation code (index into [`ORIENTS`]).
    pub orient: u8,
}

/// Read a token's syntax: a letter, a digit, an orientation code.
pub fn parse_token(t: &str) -> Result<Token, ParseError> {
    let bad = |why: Msg| ParseError::new(msg("parse.move").text("token", t).msg("why", why));
    let b = t.as_bytes();
    let (Some(&f), Some(&r)) = (b.first(), b.get(1)) else {
        return Err(bad(msg("parse.short")));
    };
    if !f.is_ascii_lowercase() || !(b'1'..=b'9').contains(&r) {
        return Err(bad(msg("parse.cell")));
    }
    let rest = t.get(2..).unwrap_or("");
    let orient = ORIENTS
        .iter()
        .position(|o| *o == rest)
        .ok_or_else(|| bad(msg("parse.orientation")))?;
    Ok(Token {
        file: f - b'a',
        rank: r - b'1',
        orient: orient as u8,
    })
}

/// Read a token in a position: the placement must be legal there.
pub fn read(g: &Straat, t: &str) -> Result<Mv, MoveError> {
    let tok = parse_token(t)?;
    if tok.file >= 4 || tok.rank >= 4 {
        let cell = t.get(..2).unwrap_or(t);
        return Err(IllegalMove::new(msg("illegal.not-cell").text("cell", cell)).into());
    }
    let m = Mv {
        cell: tok.rank * 4 + tok.file,
        orient: tok.orient,
    };
    g.check(m)?;
    Ok(m)
}

/// The canonical token of a placement.
pub fn write(m: Mv) -> String {
    format!(
        "{}{}",
        cell_name(m.cell as usize),
        ORIENTS.get(m.orient as usize).copied().unwrap_or("?")
    )
}

/// The position string: ranks 4 to 1, `/`-separated, cells a–d by spaces.
pub fn position(g: &Straat) -> String {
    let mut ranks = Vec::new();
    for rank in (0..4).rev() {
        let cells: Vec<String> = (0..4)
            .map(|file| {
                let code = g.cells[rank * 4 + file];
                if code == 0 {
                    "--".to_string()
                } else {
                    format!(
                        "{}{}",
                        if owner_of(code) == 0 { 'w' } else { 'b' },
                        ORIENTS[orient_of(code) as usize]
                    )
                }
            })
            .collect();
        ranks.push(cells.join(" "));
    }
    ranks.join("/")
}

/// Read a position string for `split`. The counts must be those of a
/// reachable position: White has placed as many tiles as Black, or one more.
pub fn parse_position(split: Split, text: &str) -> Result<Straat, ParseError> {
    let ranks: Vec<&str> = text.trim().split('/').collect();
    if ranks.len() != 4 {
        return Err(ParseError::new(
            msg("parse.position.ranks").num("n", ranks.len() as i64),
        ));
    }
    let mut g = Straat::new(split);
    let mut count = [0u8; 2];
    for (k, rank_text) in ranks.iter().enumerate() {
        let rank = 3 - k;
        let cells: Vec<&str> = rank_text.split_whitespace().collect();
        if cells.len() != 4 {
            return Err(ParseError::new(
                msg("parse.position.cells")
                    .num("rank", rank as i64 + 1)
                    .num("n", cells.len() as i64),
            ));
        }
        for (file, c) in cells.iter().enumerate() {
            if *c == "--" {
                continue;
            }
            let owner = match c.as_bytes().first() {
                Some(b'w') => 0u8,
                Some(b'b') => 1u8,
                _ => return Err(ParseError::new(msg("parse.position.cell").text("cell", *c))),
            };
            let name = c.get(1..).unwrap_or("");
            let orient = ORIENTS.iter().position(|o| *o == name).ok_or_else(|| {
                ParseError::new(
                    msg("parse.position.orientation")
                        .text("cell", *c)
                        .text("orient", name),
                )
            })? as u8;
            if !split.allows(orient) {
                return Err(ParseError::new(
                    msg("parse.position.split")
                        .text("cell", *c)
                        .text("orient", name),
                ));
            }
            g.cells[rank * 4 + file] = tile_code(owner, orient);
            count[owner as usize] += 1;
        }
    }
    if count[0] > 8 || count[1] > 8 || !(count[0] == count[1] || count[0] == count[1] + 1) {
        return Err(ParseError::new(
            msg("parse.position.counts")
                .num("white", count[0] as i64)
                .num("black", count[1] as i64),
        ));
    }
    g.placed = count[0] + count[1];
    Ok(g)
}
