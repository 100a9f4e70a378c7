//! The position inside a round, and its string form (spec §2.5).

use super::rules::{msg, seat_term};
use attic_core::{Msg, ParseError};

/// Ring index of the east quan (B's home quan).
pub const QE: usize = 5;
/// Ring index of the west quan (A's home quan).
pub const QW: usize = 11;
/// Counters in the game.
pub const TOTAL: u32 = 70;

/// Who owns a small space (§2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Own {
    /// Owned by A.
    A,
    /// Owned by B.
    B,
    /// Shared by A and B.
    Shared,
}

/// One round's state: counts in ring order (§2.2: A1..A5, QE, B1..B5, QW),
/// stores, debts, ownership, round move count and the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pos {
    /// Counters per ring index.
    pub board: [u8; 12],
    /// Stores of A and B.
    pub store: [u8; 2],
    /// Debts of A and B (§6.3). Not bounded by 70: borrowed counters can be
    /// captured back and borrowed again within one round.
    pub debt: [u32; 2],
    /// Ownership of A1..A5 then B1..B5.
    pub own: [Own; 10],
    /// Moves made in this round.
    pub moves: u32,
    /// Player to move: 0 = A, 1 = B.
    pub to_move: u8,
}

/// The name of a ring index: A1..A5, QE, B1..B5, QW.
pub fn space_name(i: usize) -> &'static str {
    const NAMES: [&str; 12] = [
        "A1", "A2", "A3", "A4", "A5", "QE", "B1", "B2", "B3", "B4", "B5", "QW",
    ];
    NAMES.get(i).copied().unwrap_or("?")
}

/// The ring index of a space name.
pub fn space_index(name: &str) -> Option<usize> {
    (0..12).find(|&i| space_name(i) == name)
}

/// Index into `Pos::own` of a small ring index (None for quans).
pub fn own_slot(ring: usize) -> Option<usize> {
    match ring {
        0..=4 => Some(ring),
        6..=10 => Some(ring - 1),
        _ => None,
    }
}

/// Ring index of own slot `k` (0..10).
pub fn slot_ring(k: usize) -> usize {
    if k < 5 {
        k
    } else {
        k + 1
    }
}

impl Pos {
    /// The first-round start: 5 in every small space, 10 in each quan.
    pub fn initial(to_move: u8) -> Pos {
        Pos::fresh_round(
            [
                Own::A,
                Own::A,
                Own::A,
                Own::A,
                Own::A,
                Own::B,
                Own::B,
                Own::B,
                Own::B,
                Own::B,
            ],
            to_move,
        )
    }

    /// A new round's start with this ownership (§7.4 step 4).
    pub fn fresh_round(own: [Own; 10], to_move: u8) -> Pos {
        Pos {
            board: [5, 5, 5, 5, 5, 10, 5, 5, 5, 5, 5, 10],
            store: [0, 0],
            debt: [0, 0],
            own,
            moves: 0,
            to_move,
        }
    }

    /// Whether seat `p` may choose the small space at ring index `i`.
    pub fn sowable(&self, p: u8, i: usize) -> bool {
        match own_slot(i) {
            Some(k) => matches!(
                (self.own[k], p),
                (Own::Shared, _) | (Own::A, 0) | (Own::B, 1)
            ),
            None => false,
        }
    }

    /// Counters on board plus stores.
    pub fn total(&self) -> u32 {
        self.board.iter().map(|&c| c as u32).sum::<u32>()
            + self.store[0] as u32
            + self.store[1] as u32
    }

    /// The canonical position string (§2.5).
    pub fn to_text(&self) -> String {
        let b = &self.board;
        let mut s = format!(
            "A={},{},{},{},{} QE={} B={},{},{},{},{} QW={} capA={} capB={}",
            b[0],
            b[1],
            b[2],
            b[3],
            b[4],
            b[5],
            b[6],
            b[7],
            b[8],
            b[9],
            b[10],
            b[11],
            self.store[0],
            self.store[1]
        );
        if self.debt[0] > 0 {
            s.push_str(&format!(" oweA={}", self.debt[0]));
        }
        if self.debt[1] > 0 {
            s.push_str(&format!(" oweB={}", self.debt[1]));
        }
        if self.own != Pos::initial(0).own {
            s.push_str(" own=");
            for (k, o) in self.own.iter().enumerate() {
                if k == 5 {
                    s.push('/');
                }
                s.push(match o {
                    Own::A => 'A',
                    Own::B => 'B',
                    Own::Shared => 'S',
                });
            }
        }
        if self.moves > 0 {
            s.push_str(&format!(" moves={}", self.moves));
        }
        s.push_str(if self.to_move == 0 {
            " tomove=A"
        } else {
            " tomove=B"
        });
        s
    }

    /// Read a position string (§2.5), strictly.
    pub fn parse(text: &str) -> Result<Pos, ParseError> {
        let err = |why: Msg| ParseError::new(msg("parse.position").msg("why", why));
        if text.is_empty() {
            return Err(err(msg("parse.position.empty")));
        }
        let mut seen: Vec<&str> = Vec::new();
        let mut pos = Pos::initial(0);
        let mut to_move = None;
        for field in text.split(' ') {
            if field.is_empty() {
                return Err(err(msg("parse.position.spaces")));
            }
            let (k, v) = field
                .split_once('=')
                .ok_or_else(|| err(msg("parse.position.no-equals").text("field", field)))?;
            if seen.contains(&k) {
                return Err(err(msg("parse.position.twice").text("field", k)));
            }
            seen.push(k);
            match k {
                "A" | "B" => {
                    let nums: Vec<&str> = v.split(',').collect();
                    if nums.len() != 5 {
                        return Err(err(msg("parse.position.counts")
                            .text("field", k)
                            .num("n", nums.len() as i64)));
                    }
                    let base = if k == "A" { 0 } else { 6 };
                    for (j, n) in nums.iter().enumerate() {
                        pos.board[base + j] = num(n, k).map_err(err)?;
                    }
                }
                "QE" => pos.board[QE] = num(v, k).map_err(err)?,
                "QW" => pos.board[QW] = num(v, k).map_err(err)?,
                "capA" => pos.store[0] = num(v, k).map_err(err)?,
                "capB" => pos.store[1] = num(v, k).map_err(err)?,
                "oweA" | "oweB" => {
                    let d = num_u32(v).ok_or_else(|| err(not_number(k, v)))?;
                    pos.debt[if k == "oweA" { 0 } else { 1 }] = d;
                }
                "moves" => {
                    pos.moves = num_u32(v).ok_or_else(|| err(not_number(k, v)))?;
                }
                "own" => pos.own = parse_own(v).map_err(err)?,
                "tomove" => {
                    to_move = Some(match v {
                        "A" => 0,
                        "B" => 1,
                        _ => return Err(err(msg("parse.position.tomove").text("value", v))),
                    })
                }
                _ => return Err(err(msg("parse.position.unknown").text("field", k))),
            }
        }
        for req in ["A", "QE", "B", "QW", "capA", "capB", "tomove"] {
            if !seen.contains(&req) {
                return Err(err(msg("parse.position.missing").text("field", req)));
            }
        }
        pos.to_move = to_move.unwrap_or(0);
        if pos.total() != TOTAL {
            return Err(err(msg("parse.position.total").num("n", pos.total() as i64)));
        }
        for p in 0..2u8 {
            if !(0..12).any(|i| pos.sowable(p, i)) {
                return Err(err(
                    msg("parse.position.no-space").term("seat", seat_term(p))
                ));
            }
        }
        Ok(pos)
    }
}

fn num_u32(v: &str) -> Option<u32> {
    let canonical =
        v == "0" || (!v.is_empty() && !v.starts_with('0') && v.bytes().all(|b| b.is_ascii_digit()));
    if canonical {
        v.parse().ok()
    } else {
        None
    }
}

/// `field="v" is not a number`.
fn not_number(field: &str, v: &str) -> Msg {
    msg("parse.position.not-number")
        .text("field", field)
        .text("value", v)
}

fn num(v: &str, field: &str) -> Result<u8, Msg> {
    match num_u32(v) {
        Some(n) if n <= TOTAL => Ok(n as u8),
        Some(n) => Err(msg("parse.position.too-many")
            .text("field", field)
            .num("n", n as i64)),
        None => Err(msg("parse.position.bad-count")
            .text("field", field)
            .text("value", v)),
    }
}

fn parse_own(v: &str) -> Result<[Own; 10], Msg> {
    let bytes = v.as_bytes();
    if bytes.len() != 11 || bytes[5] != b'/' {
        return Err(msg("parse.position.own-shape").text("value", v));
    }
    let mut own = [Own::A; 10];
    for (k, slot) in own.iter_mut().enumerate() {
        let c = bytes[if k < 5 { k } else { k + 1 }];
        *slot = match c {
            b'A' => Own::A,
            b'B' => Own::B,
            b'S' => Own::Shared,
            _ => return Err(msg("parse.position.own-letters").text("value", v)),
        };
    }
    Ok(own)
}
