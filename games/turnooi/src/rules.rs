//! TURNOOI state, moves, battles and the end of the game (spec §2.2, §4–§7).
//!
//! The state holds only what is public: a tile whose hidden face has not
//! been revealed in a battle is `v?` here, in the position string, the
//! record and the link. A battle that would reveal such a face stops at a
//! chance ply ([`Turn::Chance`]) whose values are the possible face pairs,
//! weighted by their numbers of completions (§3.1, [`super::count`]).

use super::count::{self, Showing};
use super::tiles::{
    hidden, multiset_score, tile, type_of, type_sum, unrevealed, visible, Cell, Multiset, EMPTY,
    FULL, SECRET, TYPES,
};
use attic_core::{Event, Seat};

/// South (seat 0, starts at rank 1) and North (seat 1).
pub const SOUTH: Seat = 0;
/// North.
pub const NORTH: Seat = 1;

/// Most cells of a board (9 × 6 = 54; 6 × 8 = 48).
pub const CELLS: usize = 54;

/// The two boards of §2.2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Board {
    /// 6 files × 8 ranks, 3 start ranks a side (the default).
    B6x8,
    /// 9 files × 6 ranks, 2 start ranks a side.
    B9x6,
}

impl Board {
    /// The option value, `6x8` or `9x6`.
    pub fn id(self) -> &'static str {
        match self {
            Board::B6x8 => "6x8",
            Board::B9x6 => "9x6",
        }
    }

    /// Number of files.
    pub fn files(self) -> u8 {
        match self {
            Board::B6x8 => 6,
            Board::B9x6 => 9,
        }
    }

    /// Number of ranks.
    pub fn ranks(self) -> u8 {
        match self {
            Board::B6x8 => 8,
            Board::B9x6 => 6,
        }
    }

    /// Start ranks per player.
    pub fn start_ranks(self) -> u8 {
        match self {
            Board::B6x8 => 3,
            Board::B9x6 => 2,
        }
    }

    /// Number of cells.
    pub fn cells(self) -> usize {
        self.files() as usize * self.ranks() as usize
    }

    /// The cell index of file `f` and rank `r` (both from 0).
    pub fn cell(self, f: u8, r: u8) -> usize {
        r as usize * self.files() as usize + f as usize
    }

    /// File and rank (from 0) of a cell.
    pub fn coords(self, c: usize) -> (u8, u8) {
        let f = self.files() as usize;
        ((c % f) as u8, (c / f) as u8)
    }

    /// The owner of a cell: the player on whose half it lies.
    pub fn owner(self, c: usize) -> Seat {
        if self.coords(c).1 < self.ranks() / 2 {
            SOUTH
        } else {
            NORTH
        }
    }

    /// The rank (from 0) of a player's TURNOOI row.
    pub fn row(self, s: Seat) -> u8 {
        if s == SOUTH {
            self.ranks() / 2 - 1
        } else {
            self.ranks() / 2
        }
    }

    /// Whether a cell is one of a player's start cells.
    pub fn is_start(self, c: usize) -> bool {
        let r = self.coords(c).1;
        r < self.start_ranks() || r >= self.ranks() - self.start_ranks()
    }

    /// The cell across the middle line from a TURNOOI-row cell (same
    /// file, the other TURNOOI row); None for any other cell.
    pub fn across(self, c: usize) -> Option<usize> {
        let (f, r) = self.coords(c);
        if r == self.row(SOUTH) {
            Some(self.cell(f, self.row(NORTH)))
        } else if r == self.row(NORTH) {
            Some(self.cell(f, self.row(SOUTH)))
        } else {
            None
        }
    }

    /// A cell's name, e.g. `e4`.
    pub fn name(self, c: usize) -> String {
        let (f, r) = self.coords(c);
        format!("{}{}", (b'a' + f) as char, r + 1)
    }
}

/// Typed options (§8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Opts {
    /// The board.
    pub board: Board,
    /// The highest-tile rule of §6.2 (`highest-tile=board`).
    pub highest: bool,
    /// Turns without a battle that end the game (0 = no limit).
    pub quiet_limit: u32,
}

impl Default for Opts {
    fn default() -> Opts {
        Opts {
            board: Board::B6x8,
            highest: true,
            quiet_limit: 50,
        }
    }
}

/// Why a game ended (§7; the `Termination` words).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// At most one tile is left on the board.
    LastTile,
    /// A player has no tile left.
    SideEmpty,
    /// `quiet-limit` turns without a battle.
    QuietLimit,
    /// Both players passed in consecutive turns.
    BothPassed,
}

impl Reason {
    /// Every reason, in the order of the end checks.
    pub const ALL: [Reason; 4] = [
        Reason::LastTile,
        Reason::SideEmpty,
        Reason::QuietLimit,
        Reason::BothPassed,
    ];

    /// The `Termination` tag word.
    pub fn word(self) -> &'static str {
        match self {
            Reason::LastTile => "last-tile",
            Reason::SideEmpty => "side-empty",
            Reason::QuietLimit => "quiet-limit",
            Reason::BothPassed => "both-passed",
        }
    }

    /// The message key of the reason in words.
    pub fn term(self) -> &'static str {
        match self {
            Reason::LastTile => "why.last-tile",
            Reason::SideEmpty => "why.side-empty",
            Reason::QuietLimit => "why.quiet-limit",
            Reason::BothPassed => "why.both-passed",
        }
    }
}

/// A ply: a seat's move or pass, or the faces a battle reveals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mv {
    /// Move the tile on `from` one cell to `to`.
    Step {
        /// From (cell index).
        from: u8,
        /// To (cell index).
        to: u8,
    },
    /// No legal move: the turn passes (§4.2).
    Pass,
    /// Chance: the hidden faces of the battling tiles, the mover's first
    /// (a face already public is repeated as it is).
    Faces {
        /// The mover's tile's hidden face.
        mover: u8,
        /// The opponent's tile's hidden face.
        other: u8,
    },
}

/// How a battle ended (§6.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Battle {
    /// Unequal sums: the loser's cell, and whether the winner was a
    /// highest tile (and went to its owner's stock too).
    Won {
        /// Whether the mover's tile won.
        mover_won: bool,
        /// The captured tile's cell.
        captured: u8,
        /// `+`: the winning tile was highest.
        highest: bool,
    },
    /// Equal sums: both tiles dead.
    Tie,
}

/// A TURNOOI game state.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Turnooi {
    /// Options.
    pub opts: Opts,
    /// The board, cell index = rank × files + file.
    pub cells: [Cell; CELLS],
    /// The player to move (the mover, during a chance ply).
    pub to_move: Seat,
    /// Each player's stock (tile counts per type).
    pub stocks: [Multiset; 2],
    /// The dead pile.
    pub dead: Multiset,
    /// Turns since the last battle.
    pub quiet: u32,
    /// Consecutive passes just played.
    pub passes: u8,
    /// A battle waiting for its faces: the mover's tile's cell.
    pub pending: Option<u8>,
    /// The end, once the game is over.
    pub end: Option<Reason>,
    /// Duplicate matches only ([`attic_core::Rules::deal`]): the hidden
    /// face dealt to each cell's unrevealed tile (0: none), carried along
    /// as tiles move, so a battle has one outcome, the dealt one. `None`
    /// in play: nothing is decided before its battle.
    pub dealt: Option<[u8; CELLS]>,
}

impl Turnooi {
    /// An empty board with these options, South to move.
    pub fn empty(opts: Opts) -> Turnooi {
        Turnooi {
            opts,
            cells: [EMPTY; CELLS],
            to_move: SOUTH,
            stocks: [[0; TYPES]; 2],
            dead: [0; TYPES],
            quiet: 0,
            passes: 0,
            pending: None,
            end: None,
            dealt: None,
        }
    }

    /// The board.
    pub fn board(&self) -> Board {
        self.opts.board
    }

    /// Indexes of the cells holding a tile of `s`.
    pub fn tiles_of(&self, s: Seat) -> impl Iterator<Item = usize> + '_ {
        let b = self.board();
        (0..b.cells()).filter(move |&c| self.cells[c] != EMPTY && b.owner(c) == s)
    }

    /// Number of tiles on the board.
    pub fn tile_count(&self) -> usize {
        self.cells[..self.board().cells()]
            .iter()
            .filter(|&&c| c != EMPTY)
            .count()
    }

    /// Tiles whose two faces are public: revealed board tiles, stocks and
    /// the dead pile (a multiset; may exceed the set in a bad setup).
    pub fn known(&self) -> [u32; TYPES] {
        let mut k = [0u32; TYPES];
        for &c in &self.cells[..self.board().cells()] {
            if c != EMPTY && hidden(c) != 0 {
                k[type_of(visible(c), hidden(c))] += 1;
            }
        }
        for m in [&self.stocks[0], &self.stocks[1], &self.dead] {
            for (t, &x) in m.iter().enumerate() {
                k[t] += x as u32;
            }
        }
        k
    }

    /// The pool of §3.1: the set minus every tile whose faces are public.
    pub fn pool(&self) -> Multiset {
        let k = self.known();
        let mut p = FULL;
        for t in 0..TYPES {
            p[t] = (FULL[t] as u32).saturating_sub(k[t]) as u8;
        }
        p
    }

    /// Unrevealed tiles per visible value (`n` of §3.1).
    pub fn showing(&self) -> Showing {
        let mut n = [0u8; 6];
        for &c in &self.cells[..self.board().cells()] {
            if unrevealed(c) {
                n[visible(c) as usize - 1] += 1;
            }
        }
        n
    }

    /// Whether some tile on the board is unrevealed.
    pub fn any_unrevealed(&self) -> bool {
        self.cells[..self.board().cells()]
            .iter()
            .any(|&c| unrevealed(c))
    }

    /// The number of completions of the unrevealed faces (1 when none).
    pub fn completions(&self) -> u128 {
        if !self.any_unrevealed() {
            return 1;
        }
        count::completions(&self.showing(), &self.pool())
    }

    /// The largest sum in the public multiset of the tiles on the board
    /// (§6.2: the revealed board tiles plus the pool, whose tiles are the
    /// unrevealed ones), leaving out the tiles on two cells.
    pub(crate) fn board_max(&self, except: [usize; 2]) -> u8 {
        let b = self.board();
        let mut best = 0;
        let mut unrev = false;
        for c in 0..b.cells() {
            let x = self.cells[c];
            if except.contains(&c) || x == EMPTY {
                continue;
            }
            if hidden(x) == 0 {
                unrev = true;
            } else {
                best = best.max(visible(x) + hidden(x));
            }
        }
        if unrev {
            for (t, &m) in self.pool().iter().enumerate() {
                if m > 0 {
                    best = best.max(type_sum(t));
                }
            }
        }
        best
    }

    /// Every legal step of the player to move, in the fixed order: cells
    /// from a1 onwards, forward before left before right.
    pub fn steps(&self, out: &mut Vec<Mv>) {
        let b = self.board();
        let s = self.to_move;
        let row = b.row(s);
        for c in 0..b.cells() {
            if self.cells[c] == EMPTY || b.owner(c) != s {
                continue;
            }
            let (f, r) = b.coords(c);
            let mut push = |to: usize| {
                if self.cells[to] == EMPTY {
                    out.push(Mv::Step {
                        from: c as u8,
                        to: to as u8,
                    });
                }
            };
            if r == row {
                if f > 0 {
                    push(b.cell(f - 1, r));
                }
                if f + 1 < b.files() {
                    push(b.cell(f + 1, r));
                }
            } else if s == SOUTH {
                push(b.cell(f, r + 1));
            } else {
                push(b.cell(f, r - 1));
            }
        }
    }

    /// Whether a step from `from` to `to` breaks no rule of §5, or the
    /// message key of the rule it breaks.
    pub fn step_rule(&self, from: usize, to: usize) -> Result<(), &'static str> {
        let b = self.board();
        let s = self.to_move;
        if self.cells[from] == EMPTY || b.owner(from) != s {
            return Err("illegal.not-own");
        }
        let (ff, fr) = b.coords(from);
        let (tf, tr) = b.coords(to);
        let (df, dr) = (tf as i32 - ff as i32, tr as i32 - fr as i32);
        let forward = if s == SOUTH { 1 } else { -1 };
        if df != 0 && dr != 0 {
            return Err("illegal.diagonal");
        }
        if df.abs() + dr.abs() != 1 {
            return Err("illegal.one-cell");
        }
        if b.owner(to) != s {
            return Err("illegal.middle-line");
        }
        if dr == -forward {
            return Err("illegal.backwards");
        }
        if dr == 0 && fr != b.row(s) {
            return Err("illegal.sideways");
        }
        if self.cells[to] != EMPTY {
            return Err("illegal.occupied");
        }
        Ok(())
    }

    /// The cell across the middle line from `to` if moving there starts a
    /// battle (§6.1): `to` is in the mover's TURNOOI row and an opponent
    /// tile stands across.
    pub fn battle_at(&self, to: usize) -> Option<usize> {
        let b = self.board();
        let s = b.owner(to);
        if b.coords(to).1 != b.row(s) {
            return None;
        }
        let o = b.across(to)?;
        (self.cells[o] != EMPTY).then_some(o)
    }

    /// The chance weights of the face pairs of the pending battle, as
    /// (mover's hidden face, opponent's hidden face, completions), in the
    /// fixed order, zero weights left out.
    pub fn face_pairs(&self) -> Vec<(u8, u8, u128)> {
        let Some(at) = self.pending else {
            return Vec::new();
        };
        let Some(o) = self.board().across(at as usize) else {
            return Vec::new();
        };
        let (m, t) = (self.cells[at as usize], self.cells[o]);
        let (n, pool) = (self.showing(), self.pool());
        let mut out = Vec::new();
        match (hidden(m), hidden(t)) {
            (0, 0) => {
                let w = count::pair_weights(&n, &pool, visible(m), visible(t));
                for h1 in 1..=6u8 {
                    for h2 in 1..=6u8 {
                        let x = w[h1 as usize - 1][h2 as usize - 1];
                        if x > 0 {
                            out.push((h1, h2, x));
                        }
                    }
                }
            }
            (0, h2) => {
                for (h1, x) in (1..=6u8).zip(count::face_weights(&n, &pool, visible(m))) {
                    if x > 0 {
                        out.push((h1, h2, x));
                    }
                }
            }
            (h1, 0) => {
                for (h2, x) in (1..=6u8).zip(count::face_weights(&n, &pool, visible(t))) {
                    if x > 0 {
                        out.push((h1, h2, x));
                    }
                }
            }
            (h1, h2) => out.push((h1, h2, 1)),
        }
        // A dealt world: the one pair it dealt (all pairs if the deal does
        // not fit, which a deal from this position never does).
        if let Some(d) = &self.dealt {
            let face = |c: usize, h: u8| if h == 0 { d[c] } else { h };
            let want = (face(at as usize, hidden(m)), face(o, hidden(t)));
            if let Some(p) = out.iter().find(|p| (p.0, p.1) == want) {
                return vec![(p.0, p.1, 1)];
            }
        }
        out
    }

    /// What a battle between the tile on `at` (the mover's) and the one
    /// across would give, both faces public (§6.2); no change to the state.
    pub fn judge(&self, at: usize) -> Option<Battle> {
        let o = self.board().across(at)?;
        let (m, t) = (self.cells[at], self.cells[o]);
        if hidden(m) == 0 || hidden(t) == 0 || visible(t) == 0 {
            return None;
        }
        let (sm, so) = (visible(m) + hidden(m), visible(t) + hidden(t));
        if sm == so {
            return Some(Battle::Tie);
        }
        let mover_won = sm > so;
        let (win, lose) = if mover_won { (at, o) } else { (o, at) };
        let ws = if mover_won { sm } else { so };
        // Highest: ≥ every tile still on the board after the loser left
        // (the winner itself trivially; the loser is public, not pooled).
        let highest = self.opts.highest && ws >= self.board_max([win, lose]);
        Some(Battle::Won {
            mover_won,
            captured: lose as u8,
            highest,
        })
    }

    /// Resolve the battle at `at` (both faces public now), as §6.2 says.
    fn resolve(&mut self, at: usize, ev: &mut Vec<Event>) {
        let Some(o) = self.board().across(at) else {
            return;
        };
        let Some(res) = self.judge(at) else {
            return;
        };
        // A sampled world's secret faces are public once they battle.
        self.cells[at] &= !SECRET;
        self.cells[o] &= !SECRET;
        let mover = self.to_move;
        let ty = |c: Cell| type_of(visible(c), hidden(c));
        match res {
            Battle::Tie => {
                for c in [at, o] {
                    self.dead[ty(self.cells[c])] += 1;
                    self.cells[c] = EMPTY;
                    ev.push(Event::Pick { at: c as u16, n: 1 });
                }
            }
            Battle::Won {
                mover_won,
                captured,
                highest,
            } => {
                let winner = if mover_won { mover } else { 1 - mover };
                let win_cell = if mover_won { at } else { o };
                let c = captured as usize;
                self.stocks[winner as usize][ty(self.cells[c])] += 1;
                self.cells[c] = EMPTY;
                ev.push(Event::Capture {
                    at: c as u16,
                    n: 1,
                    by: winner,
                });
                if highest {
                    self.stocks[winner as usize][ty(self.cells[win_cell])] += 1;
                    self.cells[win_cell] = EMPTY;
                    ev.push(Event::Pick {
                        at: win_cell as u16,
                        n: 1,
                    });
                }
            }
        }
    }

    /// Apply a legal ply (no check). Events only when `ev` is given.
    pub fn apply(&mut self, m: Mv, ev: Option<&mut Vec<Event>>) {
        let mut scratch = Vec::new();
        let ev = ev.unwrap_or(&mut scratch);
        match m {
            Mv::Pass => {
                self.passes += 1;
                self.end_turn(false);
            }
            Mv::Step { from, to } => {
                let (from, to) = (from as usize, to as usize);
                self.cells[to] = self.cells[from];
                self.cells[from] = EMPTY;
                if let Some(d) = self.dealt.as_mut() {
                    d[to] = d[from];
                    d[from] = 0;
                }
                ev.push(Event::Move {
                    from: from as u16,
                    to: to as u16,
                });
                self.passes = 0;
                match self.battle_at(to) {
                    None => self.end_turn(false),
                    Some(o) if unrevealed(self.cells[to]) || unrevealed(self.cells[o]) => {
                        // A hidden face is drawn now, as the next ply.
                        self.pending = Some(to as u8);
                    }
                    Some(_) => {
                        self.resolve(to, ev);
                        self.end_turn(true);
                    }
                }
            }
            Mv::Faces { mover, other } => {
                let Some(at) = self.pending.take() else {
                    return;
                };
                let at = at as usize;
                let Some(o) = self.board().across(at) else {
                    return;
                };
                for (c, h) in [(at, mover), (o, other)] {
                    if unrevealed(self.cells[c]) {
                        self.cells[c] = tile(visible(self.cells[c]), h);
                        ev.push(Event::Reveal {
                            at: c as u16,
                            value: h as u32,
                        });
                    }
                }
                self.resolve(at, ev);
                self.end_turn(true);
            }
        }
    }

    /// After a turn: the quiet counter, the next player, the end checks.
    fn end_turn(&mut self, battle: bool) {
        self.quiet = if battle { 0 } else { self.quiet + 1 };
        self.to_move = 1 - self.to_move;
        self.end = self.end_check();
    }

    /// The end checks of §7, in order.
    pub fn end_check(&self) -> Option<Reason> {
        if self.tile_count() <= 1 {
            return Some(Reason::LastTile);
        }
        if self.tiles_of(SOUTH).next().is_none() || self.tiles_of(NORTH).next().is_none() {
            return Some(Reason::SideEmpty);
        }
        if self.opts.quiet_limit > 0 && self.quiet >= self.opts.quiet_limit {
            return Some(Reason::QuietLimit);
        }
        if self.passes >= 2 {
            return Some(Reason::BothPassed);
        }
        None
    }

    /// Each player's score: the sum of both faces over his stock.
    pub fn scores(&self) -> [i64; 2] {
        [
            multiset_score(&self.stocks[0]),
            multiset_score(&self.stocks[1]),
        ]
    }

    /// Tiles showing a visible 6 on each half (§3.4).
    pub fn sixes(&self) -> [usize; 2] {
        let b = self.board();
        let mut k = [0; 2];
        for c in 0..b.cells() {
            if visible(self.cells[c]) == 6 {
                k[b.owner(c) as usize] += 1;
            }
        }
        k
    }

    /// Whether the board is a start position: a tile on every start cell,
    /// the TURNOOI rows empty, no stock and no dead tile.
    pub fn is_start(&self) -> bool {
        let b = self.board();
        (0..b.cells()).all(|c| (self.cells[c] != EMPTY) == b.is_start(c))
            && self.stocks.iter().all(|s| s.iter().all(|&x| x == 0))
            && self.dead.iter().all(|&x| x == 0)
    }

    /// A complete world for the AI: every unrevealed hidden face drawn, one
    /// tile after the other in cell order, each from its exact conditional
    /// distribution given the faces drawn before (§3.1), so the whole
    /// assignment is a uniformly drawn completion. The faces are secret
    /// (`v?` in the world's position) until their tile battles.
    pub fn world(&self, rng: &mut attic_core::Rng) -> Turnooi {
        let mut w = self.clone();
        let mut n = self.showing();
        let mut pool = self.pool();
        for c in 0..self.board().cells() {
            let x = w.cells[c];
            if !unrevealed(x) {
                continue;
            }
            let v = visible(x);
            let weights = count::face_weights(&n, &pool, v);
            let Some(i) = rng.weighted(&weights) else {
                return self.clone();
            };
            let h = i as u8 + 1;
            w.cells[c] = tile(v, h) | SECRET;
            n = count::less(&n, v).unwrap_or(n);
            pool = count::take(&pool, v, h).unwrap_or(pool);
        }
        w
    }
}
