//! Chogo boards (spec §2): the three variants, square names, men, and the
//! position string of §2.3.
//!
//! Squares are indexed `rank * 12 + file` (both from 0) on every variant,
//! so an index names the same square whatever the board.

use super::game::msg;
use attic_core::{Msg, ParseError};

/// Widest board (files).
pub const MAX_FILES: usize = 12;
/// Tallest board (ranks).
pub const MAX_RANKS: usize = 8;
/// Number of cell indexes.
pub const CELLS: usize = MAX_FILES * MAX_RANKS;

/// Empty square.
pub const EMPTY: u8 = 0;
/// Black pawn.
pub const BP: u8 = 1;
/// Black king.
pub const BK: u8 = 2;
/// White pawn.
pub const WP: u8 = 3;
/// White king.
pub const WK: u8 = 4;

/// Black, the first seat.
pub const BLACK: u8 = 0;
/// White, the second seat.
pub const WHITE: u8 = 1;

/// The 12 missing cells of chogo-44 (§2.1), as (file, rank) from 0.
const MISSING_44: [(usize, usize); 12] = [
    (0, 0),
    (0, 1),
    (1, 0),
    (6, 0),
    (7, 0),
    (7, 1),
    (0, 5),
    (0, 6),
    (1, 6),
    (6, 6),
    (7, 6),
    (7, 5),
];

/// A board variant (§2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// The 44-cell board (default).
    C44,
    /// 8 × 8.
    C8x8,
    /// 12 × 8.
    C12x8,
}

impl Variant {
    /// All variants, default first.
    pub const ALL: [Variant; 3] = [Variant::C44, Variant::C8x8, Variant::C12x8];

    /// The variant id, e.g. `chogo-44`.
    pub fn id(self) -> &'static str {
        match self {
            Variant::C44 => "chogo-44",
            Variant::C8x8 => "chogo-8x8",
            Variant::C12x8 => "chogo-12x8",
        }
    }

    /// The variant with this id.
    pub fn from_id(id: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.id() == id)
    }

    /// Number of files.
    pub fn files(self) -> usize {
        match self {
            Variant::C12x8 => 12,
            _ => 8,
        }
    }

    /// Number of ranks.
    pub fn ranks(self) -> usize {
        match self {
            Variant::C44 => 7,
            _ => 8,
        }
    }

    /// Whether (file, rank) is a square of this board.
    pub fn exists_at(self, f: usize, r: usize) -> bool {
        f < self.files()
            && r < self.ranks()
            && !(self == Variant::C44 && MISSING_44.contains(&(f, r)))
    }

    /// Whether cell index `i` is a square of this board.
    pub fn exists(self, i: usize) -> bool {
        i < CELLS && self.exists_at(i % MAX_FILES, i / MAX_FILES)
    }

    /// The home squares of a side (§3), file order.
    pub fn homes(self, side: u8) -> Vec<usize> {
        let top = self.ranks() - 1;
        match self {
            Variant::C44 => {
                let black = [
                    (0, 2),
                    (1, 1),
                    (2, 0),
                    (3, 0),
                    (4, 0),
                    (5, 0),
                    (6, 1),
                    (7, 2),
                ];
                black
                    .iter()
                    .map(|&(f, r)| {
                        let r = if side == BLACK { r } else { top - r };
                        r * MAX_FILES + f
                    })
                    .collect()
            }
            _ => {
                let r = if side == BLACK { 0 } else { top };
                (0..self.files()).map(|f| r * MAX_FILES + f).collect()
            }
        }
    }

    /// Whether rank `r` (from 0) is in `side`'s drop half (§5.2).
    pub fn in_half(self, side: u8, r: usize) -> bool {
        let n = self.ranks();
        let half = n.div_ceil(2);
        if side == BLACK {
            r < half
        } else {
            r >= n - half
        }
    }
}

/// The neighbour of `i` one step in direction `d` (0 up, 1 down, 2 left,
/// 3 right), if it is a square of `v`.
pub fn step(v: Variant, i: usize, d: usize) -> Option<usize> {
    let (f, r) = (i % MAX_FILES, i / MAX_FILES);
    let (f, r) = match d {
        0 => (f, r + 1),
        1 => (f, r.checked_sub(1)?),
        2 => (f.checked_sub(1)?, r),
        _ => (f + 1, r),
    };
    v.exists_at(f, r).then_some(r * MAX_FILES + f)
}

/// The square's name, e.g. `d4`.
pub fn square_name(i: usize) -> String {
    let f = (i % MAX_FILES) as u8;
    let r = (i / MAX_FILES) as u8;
    format!("{}{}", (b'a' + f) as char, (b'1' + r) as char)
}

/// The side a cell's man belongs to.
pub fn side_of(c: u8) -> Option<u8> {
    match c {
        BP | BK => Some(BLACK),
        WP | WK => Some(WHITE),
        _ => None,
    }
}

/// Whether a cell holds a king.
pub fn is_king(c: u8) -> bool {
    c == BK || c == WK
}

/// A position: the board, side to move and the no-capture clock (§2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// The variant.
    pub variant: Variant,
    /// Men by cell index ([`EMPTY`], [`BP`], [`BK`], [`WP`], [`WK`]).
    pub cells: [u8; CELLS],
    /// Side to move: [`BLACK`] or [`WHITE`].
    pub to_move: u8,
    /// Plies since the last capture.
    pub clock: u32,
}

impl Board {
    /// The start position of a variant, without `removed` home pawns.
    pub fn start(variant: Variant, removed: &[usize]) -> Board {
        let mut cells = [EMPTY; CELLS];
        for side in [BLACK, WHITE] {
            for i in variant.homes(side) {
                if !removed.contains(&i) {
                    cells[i] = if side == BLACK { BP } else { WP };
                }
            }
        }
        Board {
            variant,
            cells,
            to_move: BLACK,
            clock: 0,
        }
    }

    /// The position string of §2.3.
    pub fn to_text(&self) -> String {
        let v = self.variant;
        let mut s = String::new();
        for r in (0..v.ranks()).rev() {
            for f in 0..v.files() {
                s.push(if !v.exists_at(f, r) {
                    '#'
                } else {
                    match self.cells[r * MAX_FILES + f] {
                        BP => 'b',
                        BK => 'B',
                        WP => 'w',
                        WK => 'W',
                        _ => '.',
                    }
                });
            }
            if r > 0 {
                s.push('/');
            }
        }
        s.push(' ');
        s.push(if self.to_move == BLACK { 'b' } else { 'w' });
        s.push_str(&format!(" {}", self.clock));
        s
    }

    /// Read a position string for `variant`.
    pub fn parse(text: &str, variant: Variant) -> Result<Board, ParseError> {
        let bad =
            |why: Msg| ParseError::new(msg("parse.position").text("text", text).msg("why", why));
        let parts: Vec<&str> = text.split_whitespace().collect();
        let [ranks, side, clock] = parts[..] else {
            return Err(bad(msg("parse.position.fields")));
        };
        let rows: Vec<&str> = ranks.split('/').collect();
        if rows.len() != variant.ranks() {
            return Err(bad(msg("parse.position.ranks")
                .text("variant", variant.id())
                .num("n", variant.ranks() as i64)
                .num("found", rows.len() as i64)));
        }
        let mut cells = [EMPTY; CELLS];
        let mut kings = [0; 2];
        for (k, row) in rows.iter().enumerate() {
            let r = variant.ranks() - 1 - k;
            if row.chars().count() != variant.files() {
                return Err(bad(msg("parse.position.rank-cells")
                    .num("rank", r as i64 + 1)
                    .num("n", variant.files() as i64)));
            }
            for (f, c) in row.chars().enumerate() {
                let exists = variant.exists_at(f, r);
                let i = r * MAX_FILES + f;
                let name = square_name(i);
                cells[i] = match (c, exists) {
                    ('#', false) => EMPTY,
                    ('#', true) => {
                        return Err(bad(msg("parse.position.hash").text("square", name)))
                    }
                    (_, false) => {
                        return Err(bad(msg("parse.position.no-square").text("square", name)))
                    }
                    ('.', _) => EMPTY,
                    ('b', _) => BP,
                    ('B', _) => BK,
                    ('w', _) => WP,
                    ('W', _) => WK,
                    _ => {
                        return Err(bad(msg("parse.position.symbol")
                            .text("symbol", c.to_string())
                            .text("square", name)))
                    }
                };
                if is_king(cells[i]) {
                    kings[side_of(cells[i]).unwrap_or(0) as usize] += 1;
                }
            }
        }
        if kings.iter().any(|&k| k > 1) {
            return Err(bad(msg("parse.position.kings")));
        }
        let to_move = match side {
            "b" => BLACK,
            "w" => WHITE,
            _ => return Err(bad(msg("parse.position.side").text("side", side))),
        };
        let canonical = clock == "0" || !clock.starts_with('0');
        let clock: u32 = clock
            .parse()
            .ok()
            .filter(|&c| c <= 100 && canonical)
            .ok_or_else(|| bad(msg("parse.position.clock").text("clock", clock)))?;
        Ok(Board {
            variant,
            cells,
            to_move,
            clock,
        })
    }

    /// The square of `side`'s king, if it is on the board.
    pub fn king(&self, side: u8) -> Option<usize> {
        let k = if side == BLACK { BK } else { WK };
        self.cells.iter().position(|&c| c == k)
    }

    /// Whether the man on `i` is trapped (§5.1): some opposite pair of
    /// squares both hold enemy men. Empty cells are never trapped.
    pub fn trapped(&self, i: usize) -> bool {
        let Some(s) = self.cells.get(i).copied().and_then(side_of) else {
            return false;
        };
        let enemy = |j: Option<usize>| {
            j.and_then(|j| side_of(self.cells[j]))
                .is_some_and(|t| t != s)
        };
        let v = self.variant;
        (enemy(step(v, i, 0)) && enemy(step(v, i, 1)))
            || (enemy(step(v, i, 2)) && enemy(step(v, i, 3)))
    }

    /// Whether square `i` holds a man of `side`.
    pub fn own(&self, i: usize, side: u8) -> bool {
        self.cells.get(i).copied().and_then(side_of) == Some(side)
    }
}
