//! The position string of §2.7 and the start positions of §3.
//!
//! `N=<cells> [E=<cells>] S=<cells> [W=<cells>] tomove=<seat>
//! [rights=<seat>{,<seat>}] [quiet=<n>]`

use super::board::{areas, back_rows, cell_at, chair, list, parse_cell};
use super::game::msg;
use super::rules::{LongTau, Opts};
use attic_core::{Msg, Seat, SetupError};

/// The seats' codes with `players` players, in seat (turn) order.
pub fn codes(players: u8) -> &'static [&'static str] {
    if players == 4 {
        &["N", "E", "S", "W"]
    } else {
        &["N", "S"]
    }
}

/// The seat of a code, with `players` players.
pub fn seat_of(players: u8, code: &str) -> Option<Seat> {
    codes(players)
        .iter()
        .position(|c| *c == code)
        .map(|i| i as Seat)
}

/// The standard start (§3) with `first` to move.
pub fn start(opts: Opts, first: Seat) -> LongTau {
    let pawns = if opts.players == 4 {
        back_rows()
    } else {
        let a = areas();
        [a[0], a[2], 0, 0]
    };
    let mut g = LongTau::from_parts(opts, pawns, first, 0, 0);
    g.first = first;
    g
}

/// The canonical position string of a state.
pub fn to_text(g: &LongTau) -> String {
    let codes = codes(g.opts.players);
    // Canonical seat order is N E S W; seat numbers follow it with four
    // players, and with two they are N, S.
    let mut out: Vec<String> = codes
        .iter()
        .enumerate()
        .map(|(s, c)| format!("{c}={}", list(g.pawns[s])))
        .collect();
    out.push(format!(
        "tomove={}",
        codes[g.to_move as usize % codes.len()]
    ));
    let rights: Vec<&str> = codes
        .iter()
        .enumerate()
        .filter(|(s, _)| g.rights >> s & 1 == 1)
        .map(|(_, c)| *c)
        .collect();
    if !rights.is_empty() {
        out.push(format!("rights={}", rights.join(",")));
    }
    if g.quiet != 0 {
        out.push(format!("quiet={}", g.quiet));
    }
    out.join(" ")
}

/// Read a position string under `opts` (fields in any order).
pub fn parse(opts: Opts, text: &str) -> Result<LongTau, SetupError> {
    let bad = |why: Msg| SetupError::new(msg("position.bad").text("text", text).msg("why", why));
    let codes = codes(opts.players);
    let max = if opts.players == 4 { 12 } else { 22 };
    let mut pawns: [Option<u128>; 4] = [None; 4];
    let mut to_move = None;
    let mut rights: Option<u8> = None;
    let mut quiet: Option<u32> = None;
    let mut seen = 0u128;
    for field in text.split_whitespace() {
        let Some((key, value)) = field.split_once('=') else {
            return Err(bad(msg("position.field").text("field", field)));
        };
        let twice = || bad(msg("position.twice").text("field", key));
        if let Some(s) = seat_of(opts.players, key) {
            if pawns[s as usize].is_some() {
                return Err(twice());
            }
            let mut set = 0u128;
            for name in value.split(',').filter(|n| !n.is_empty()) {
                let c =
                    parse_cell(name).ok_or_else(|| bad(msg("position.cell").text("cell", name)))?;
                if seen >> c & 1 == 1 {
                    return Err(bad(msg("position.cell-twice").text("cell", name)));
                }
                seen |= 1 << c;
                set |= 1 << c;
            }
            if set.count_ones() > max {
                return Err(bad(msg("position.too-many")
                    .text("seat", key)
                    .num("n", set.count_ones() as i64)
                    .num("max", max as i64)));
            }
            pawns[s as usize] = Some(set);
            continue;
        }
        match key {
            "tomove" => {
                if to_move.is_some() {
                    return Err(twice());
                }
                to_move = Some(seat_of(opts.players, value).ok_or_else(|| {
                    bad(msg("position.seat").text("value", value).text("field", key))
                })?);
            }
            "rights" => {
                if rights.is_some() {
                    return Err(twice());
                }
                let mut r = 0u8;
                for code in value.split(',').filter(|c| !c.is_empty()) {
                    let s = seat_of(opts.players, code).ok_or_else(|| {
                        bad(msg("position.seat").text("value", code).text("field", key))
                    })?;
                    if r >> s & 1 == 1 {
                        return Err(bad(msg("position.right-twice").text("seat", code)));
                    }
                    r |= 1 << s;
                }
                rights = Some(r);
            }
            "quiet" => {
                if quiet.is_some() {
                    return Err(twice());
                }
                let canonical = value == "0" || !value.starts_with('0');
                let n = value
                    .parse::<u32>()
                    .ok()
                    .filter(|_| canonical && value.bytes().all(|b| b.is_ascii_digit()))
                    .ok_or_else(|| bad(msg("position.quiet").text("value", value)))?;
                quiet = Some(n);
            }
            _ => return Err(bad(msg("position.field").text("field", field))),
        }
    }
    let mut board = [0u128; 4];
    for (s, code) in codes.iter().enumerate() {
        board[s] = pawns[s].ok_or_else(|| bad(msg("position.missing").text("field", *code)))?;
    }
    let to_move = to_move.ok_or_else(|| bad(msg("position.missing").text("field", "tomove")))?;
    // §2.7: a seat or side that already counts as eliminated (§7.1).
    let g = LongTau::from_parts(
        opts,
        board,
        to_move,
        rights.unwrap_or(0),
        quiet.unwrap_or(0),
    );
    for s in 0..g.seat_count() {
        let gone = if opts.players == 4 && opts.shared {
            g.side_pawns(g.side_of(s)) == 0
        } else {
            g.pawns[s as usize] == 0
        };
        if gone {
            return Err(bad(
                msg("position.eliminated").text("seat", codes[s as usize])
            ));
        }
    }
    Ok(g)
}

/// The board drawn as in the spec's examples (§2.7): `N E S W` for pawns,
/// `.` for an empty cell, `+` for an empty chair cell, a blank for a
/// square that is not a cell; rank 12 at the top, files underneath.
pub fn diagram(g: &LongTau) -> String {
    let codes = codes(g.opts.players);
    let ch = chair();
    let mut out = String::new();
    for rank in (1..=12).rev() {
        let mut line = format!("{rank:>2}");
        for file in 1..=12 {
            line.push(' ');
            line.push(match cell_at(file, rank) {
                None => ' ',
                Some(c) => match (0..codes.len()).find(|&s| g.pawns[s] >> c & 1 == 1) {
                    Some(s) => codes[s].chars().next().unwrap_or('?'),
                    None if ch >> c & 1 == 1 => '+',
                    None => '.',
                },
            });
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push_str("   a b c d e f g h i j k l\n");
    out
}
