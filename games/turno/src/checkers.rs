//! TURNO-Checkers (spec 2.C, 5.C): a 6×6 board of tiles; each player takes
//! a side, enters his pawn on an edge tile showing his throw (re-rolling in
//! the same turn until one does) or, with `checkers-start=corner`, starts
//! on a corner he chooses; then each throw is walked over tiles whose
//! values sum to it exactly. A pawn that has stepped on its far row and
//! ends a move on its start tile wins.
//!
//! Plies: the side choice (a decision: `S`, or `S@a1` with corners), each
//! roll (chance), the entry (`@c1`) and the path (`:c1-c2-b2`, or `:-`
//! when there is none). A turn's plies join into one record token
//! (`462@c1`, `5:c1-c2-b2`). A record may instead give the sides in a
//! `Sides` tag (§9), and then has no side-choice tokens.

use super::board::{self, cell_name, parse_cell, Path, CELLS};
use super::common::{self, msg, seat_term, PLAYERS_2_4};
use super::tiles::{self, Tile};
use attic_core::prelude::*;
use attic_core::{
    Event, GameInfo, IllegalMove, MoveError, Msg, OptionSpec, Options, Outcome, ParseError, Rng,
    Seat, SetupError, Turn, Winner,
};

const OPTIONS: &[OptionSpec] = &[
    PLAYERS_2_4,
    OptionSpec::choice("checkers-start", &["roll", "corner"], "roll"),
];

/// TURNO-Checkers' description.
pub static INFO: GameInfo = GameInfo {
    id: "turno-checkers",
    title: "TURNO-Checkers",
    max_players: 4,
    hook: "Split each throw over tiles that add up to it: cross the 6×6 board of tiles and come back to your start tile.",
    variants: &[("turno-checkers", "TURNO-Checkers")],
    options: OPTIONS,
    has_puzzles: true,
    ..common::INFO_BASE
};

/// A ply of TURNO-Checkers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CMove {
    /// Take a side (0 S, 1 N, 2 W, 3 E), with a corner when starting there.
    Side(u8, Option<u8>),
    /// The die shows this.
    Roll(u8),
    /// Enter the pawn on this edge tile.
    Enter(u8),
    /// Walk this path (empty: no legal path, the pawn stays).
    Walk(Path),
}

/// A TURNO-Checkers game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Checkers {
    /// Number of players.
    pub p: u8,
    /// `checkers-start=corner`.
    pub corner: bool,
    /// The board, cell `rank * 6 + file`.
    pub board: [Tile; CELLS],
    /// Each seat's side, once chosen.
    pub sides: [Option<u8>; 4],
    /// Each seat's start tile, once on the board.
    pub start: [Option<u8>; 4],
    /// Each seat's pawn, once on the board.
    pub pawn: [Option<u8>; 4],
    /// Whether each pawn has stepped on its far row.
    pub crossed: [bool; 4],
    /// The seat to move (or choosing a side).
    pub to_move: Seat,
    /// The seat that moved first (`First`).
    pub first: Seat,
    /// The throw waiting for the entry or the path.
    pub roll: Option<u8>,
    /// An entry throw matched no edge tile: the turn throws again.
    pub rerolling: bool,
    /// Whether the sides came from a `Sides` tag.
    pub preset: bool,
    /// Whether the record stated a `Termination` (checked either way).
    pub stated: bool,
}

impl Checkers {
    fn values(&self) -> [u8; CELLS] {
        let mut v = [0u8; CELLS];
        for (x, t) in v.iter_mut().zip(&self.board) {
            *x = t.up;
        }
        v
    }

    fn choosing(&self) -> bool {
        self.sides[..self.p as usize].iter().any(|s| s.is_none())
    }

    /// Whether the players are still choosing their sides.
    pub fn choosing_sides(&self) -> bool {
        self.choosing()
    }

    /// The winner: a crossed pawn on its start tile (it ended a move there).
    pub fn winner(&self) -> Option<Seat> {
        (0..self.p).find(|&s| {
            let i = s as usize;
            self.crossed[i] && self.pawn[i].is_some() && self.pawn[i] == self.start[i]
        })
    }

    /// The legal paths for the seat to move with throw `d`.
    pub fn paths_for(&self, d: u8) -> Vec<Path> {
        match self.pawn[self.to_move as usize] {
            Some(c) => board::paths(&self.values(), c, d),
            None => Vec::new(),
        }
    }

    fn edge_matches(&self, side: u8, d: u8) -> impl Iterator<Item = u8> + '_ {
        board::edge_cells(side).filter(move |&c| self.board[c as usize].up == d)
    }

    /// Whether, after these choices, every later chooser (in playing
    /// order) can still take a free side with a free corner (→ I20).
    fn corners_complete(sides: &[Option<u8>; 4], starts: &[Option<u8>; 4], left: u8) -> bool {
        if left == 0 {
            return true;
        }
        for side in board::SIDES {
            if sides.contains(&Some(side)) {
                continue;
            }
            for c in board::corners(side) {
                if starts.contains(&Some(c)) {
                    continue;
                }
                let (mut s2, mut t2) = (*sides, *starts);
                let free = s2.iter().position(|x| x.is_none()).unwrap_or(0);
                s2[free] = Some(side);
                t2[free] = Some(c);
                if Self::corners_complete(&s2, &t2, left - 1) {
                    return true;
                }
            }
        }
        false
    }

    /// Why the seat to move may not take this side (and corner), if so.
    fn side_error(&self, side: u8, corner: Option<u8>) -> Option<Msg> {
        let s = self.to_move as usize;
        if side > 3 {
            return Some(msg("illegal.side"));
        }
        if self.sides.contains(&Some(side)) {
            return Some(msg("illegal.side-taken").text("side", side_name(side)));
        }
        match (self.corner, corner) {
            (false, Some(_)) => Some(msg("illegal.corner-option")),
            (true, None) => Some(msg("illegal.corner-needed")),
            (false, None) => None,
            (true, Some(c)) => {
                if !board::corners(side).contains(&c) {
                    return Some(
                        msg("illegal.corner-side")
                            .text("cell", cell_name(c))
                            .text("side", side_name(side)),
                    );
                }
                if self.start.contains(&Some(c)) {
                    return Some(msg("illegal.corner-taken").text("cell", cell_name(c)));
                }
                let (mut s2, mut t2) = (self.sides, self.start);
                s2[s] = Some(side);
                t2[s] = Some(c);
                let left = s2[..self.p as usize].iter().filter(|x| x.is_none()).count() as u8;
                // The not-yet-seated slots beyond p never choose.
                for x in s2.iter_mut().skip(self.p as usize) {
                    *x = Some(9);
                }
                if !Self::corners_complete(&s2, &t2, left) {
                    return Some(msg("illegal.corner-blocks").text("cell", cell_name(c)));
                }
                None
            }
        }
    }

    /// Why a move is illegal here, if it is.
    fn check(&self, m: &CMove) -> Result<(), IllegalMove> {
        if self.winner().is_some() {
            return Err(IllegalMove::new(msg("illegal.over")));
        }
        let s = self.to_move as usize;
        let bad = |m: Msg| Err(IllegalMove::new(m));
        match (*m, self.choosing(), self.roll) {
            (CMove::Side(side, c), true, _) => match self.side_error(side, c) {
                Some(e) => bad(e),
                None => Ok(()),
            },
            (_, true, _) => bad(msg("illegal.choose-side")),
            (CMove::Roll(d), false, None) if (1..=6).contains(&d) => Ok(()),
            (_, false, None) => bad(msg("illegal.roll-first")),
            (CMove::Enter(c), false, Some(d)) if self.pawn[s].is_none() => {
                let side = self.sides[s].unwrap_or(0);
                if (c as usize) >= CELLS || !board::on_edge(side, c) {
                    return bad(msg("illegal.entry-edge")
                        .text("cell", cell_name(c))
                        .text("side", side_name(side)));
                }
                let v = self.board[c as usize].up;
                if v != d {
                    return bad(msg("illegal.entry-value")
                        .text("cell", cell_name(c))
                        .num("value", v as i64)
                        .num("roll", d as i64));
                }
                Ok(())
            }
            (_, false, Some(_)) if self.pawn[s].is_none() => bad(msg("illegal.enter-first")),
            (CMove::Walk(p), false, Some(d)) => self.path_error(&p, d).map_or(Ok(()), bad),
            _ => bad(msg("illegal.path-wanted")),
        }
    }

    /// Why a path is illegal for throw `d`, if it is (5.C).
    fn path_error(&self, p: &Path, d: u8) -> Option<Msg> {
        let from = self.pawn[self.to_move as usize]?;
        if p.len == 0 {
            return (!self.paths_for(d).is_empty()).then(|| msg("illegal.must-move"));
        }
        let mut seen = 1u64 << from;
        let mut at = from;
        let mut sum = 0u32;
        for &c in p.tiles() {
            if c as usize >= CELLS || !board::adjacent(at, c) {
                return Some(
                    msg("illegal.path-step")
                        .text("from", cell_name(at))
                        .text("to", cell_name(c)),
                );
            }
            if seen >> c & 1 == 1 {
                return Some(msg("illegal.path-twice").text("cell", cell_name(c)));
            }
            seen |= 1 << c;
            sum += self.board[c as usize].up as u32;
            at = c;
        }
        (sum != d as u32).then(|| {
            msg("illegal.path-sum")
                .num("sum", sum as i64)
                .num("roll", d as i64)
        })
    }

    fn next_seat(&mut self) {
        self.to_move = (self.to_move + 1) % self.p;
    }

    fn apply(&mut self, m: &CMove, ev: &mut Vec<Event>) {
        let s = self.to_move as usize;
        match *m {
            CMove::Side(side, c) => {
                self.sides[s] = Some(side);
                if let Some(c) = c {
                    self.start[s] = Some(c);
                    self.pawn[s] = Some(c);
                    ev.push(Event::Place {
                        at: c as u16,
                        piece: s as u32,
                    });
                }
                self.next_seat();
                if !self.choosing() {
                    self.to_move = self.first;
                }
            }
            CMove::Roll(d) => {
                ev.push(Event::Roll(d as u32));
                let entering = self.pawn[s].is_none();
                let side = self.sides[s].unwrap_or(0);
                if entering && self.edge_matches(side, d).next().is_none() {
                    self.rerolling = true;
                } else {
                    self.rerolling = false;
                    self.roll = Some(d);
                }
            }
            CMove::Enter(c) => {
                self.pawn[s] = Some(c);
                self.start[s] = Some(c);
                ev.push(Event::Place {
                    at: c as u16,
                    piece: s as u32,
                });
                self.roll = None;
                self.next_seat();
            }
            CMove::Walk(p) => {
                let side = self.sides[s].unwrap_or(0);
                let mut at = self.pawn[s].unwrap_or(0);
                for &c in p.tiles() {
                    ev.push(Event::Move {
                        from: at as u16,
                        to: c as u16,
                    });
                    if board::on_far(side, c) {
                        self.crossed[s] = true;
                    }
                    at = c;
                }
                self.pawn[s] = Some(at);
                self.roll = None;
                if self.winner().is_none() {
                    self.next_seat();
                }
            }
        }
    }

    fn empty(p: u8, corner: bool, board: [Tile; CELLS], first: Seat) -> Checkers {
        Checkers {
            p,
            corner,
            board,
            sides: [None; 4],
            start: [None; 4],
            pawn: [None; 4],
            crossed: [false; 4],
            to_move: first,
            first,
            roll: None,
            rerolling: false,
            preset: false,
            stated: false,
        }
    }

    /// The `Setup` tag: 6 ranks top to bottom, tiles separated by spaces.
    pub fn board_text(&self) -> String {
        let rows: Vec<Tile> = (0..6)
            .rev()
            .flat_map(|r| (0..6).map(move |f| r * 6 + f))
            .map(|c| self.board[c])
            .collect();
        tiles::layout_text(&rows, 6)
    }

    /// The `Sides` tag's value (`1:S,2:N`, or `1:S@a1,…`), seats in order.
    pub fn sides_text(&self) -> String {
        (0..self.p as usize)
            .map(|s| {
                let side = self.sides[s].map_or('?', board::side_letter);
                match (self.corner, self.start[s]) {
                    (true, Some(c)) => format!("{}:{side}@{}", s + 1, cell_name(c)),
                    _ => format!("{}:{side}", s + 1),
                }
            })
            .collect::<Vec<_>>()
            .join(",")
    }
}

/// A side's name for messages.
fn side_name(side: u8) -> String {
    board::side_letter(side).to_string()
}

/// Read a board (`Setup` tag, or a position string's first field).
fn read_board(text: &str) -> Option<[Tile; CELLS]> {
    let rows = tiles::parse_layout(text, 6).filter(|t| tiles::fits_set(t))?;
    let mut b = [Tile::default(); CELLS];
    for (i, t) in rows.into_iter().enumerate() {
        let (rank, file) = (5 - i / 6, i % 6);
        b[rank * 6 + file] = t;
    }
    Some(b)
}

/// How a game of TURNO-Checkers starts, as its record's tags say (§9).
/// Whether the record stated a `Termination` is kept too: it is checked
/// when the game ends, and written with the result, not here.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CheckersSetup {
    /// The number of players.
    pub players: u8,
    /// `checkers-start=corner` (the `Sides` tag names start corners).
    pub corner: bool,
    /// The seat that moves first (`First`).
    pub first: Seat,
    /// The board's tiles (`Setup`), cell `rank * 6 + file`.
    pub board: [Tile; CELLS],
    /// Each seat's side and, with `corner`, start corner, in seat order,
    /// if a `Sides` tag chose them.
    pub sides: Option<Vec<(u8, Option<u8>)>>,
    /// Whether the record stated a `Termination`.
    pub stated: bool,
}

/// Play the `Sides` tag's choices in playing order from the first seat.
fn read_sides(g: &mut Checkers, text: &str) -> Result<(), SetupError> {
    let bad = || SetupError::new(msg("setup.sides").text("value", text));
    let mut chosen: [Option<(u8, Option<u8>)>; 4] = [None; 4];
    for item in text.split(',') {
        let (seat, rest) = item.split_once(':').ok_or_else(bad)?;
        let s = common::parse_seat(seat, g.p).ok_or_else(bad)? as usize;
        let b = rest.as_bytes();
        let side = b
            .first()
            .and_then(|&x| board::parse_side(x))
            .ok_or_else(bad)?;
        let corner = match &b[1..] {
            [] => None,
            [b'@', c @ ..] if c.len() == 2 => Some(parse_cell(c).ok_or_else(bad)?),
            _ => return Err(bad()),
        };
        if chosen[s].replace((side, corner)).is_some() {
            return Err(bad());
        }
    }
    for _ in 0..g.p {
        let s = g.to_move as usize;
        let (side, corner) = chosen[s].ok_or_else(bad)?;
        if let Some(e) = g.side_error(side, corner) {
            return Err(SetupError::new(msg("setup.sides-rule").msg("why", e)));
        }
        g.apply(&CMove::Side(side, corner), &mut Vec::new());
    }
    g.preset = true;
    Ok(())
}

fn parse_path(text: &[u8], from: u8) -> Result<(Path, usize), MoveError> {
    let bad = || MoveError::from(ParseError::new(msg("parse.path")));
    if text.first() == Some(&b'-') {
        return Ok((Path::default(), 1));
    }
    let first = parse_cell(text).ok_or_else(bad)?;
    if first != from {
        return Err(IllegalMove::new(
            msg("illegal.path-start")
                .text("cell", cell_name(from))
                .text("written", cell_name(first)),
        )
        .into());
    }
    let mut cells = Vec::new();
    let mut i = 2;
    while text.get(i) == Some(&b'-') {
        let c = parse_cell(&text[i + 1..]).ok_or_else(bad)?;
        cells.push(c);
        i += 3;
    }
    if cells.is_empty() {
        return Err(bad());
    }
    // A path longer than any throw allows is not a path of 5.C.
    let p = Path::of(&cells).ok_or_else(|| {
        MoveError::from(IllegalMove::new(
            msg("illegal.path-sum")
                .num("sum", cells.len() as i64)
                .num("roll", 6),
        ))
    })?;
    Ok((p, i))
}

/// The game's tools (see [`Rules::tools`]): its puzzles.
const TOOLS: attic_core::Tools = attic_core::Tools {
    // Native only: the puzzle page reads the shipped file as a static
    // file (puzzles/<id>.txt beside the app), and needs no prover.
    #[cfg(not(target_arch = "wasm32"))]
    puzzles: Some(super::puzzles::PUZZLES),
    ..attic_core::Tools::NONE
};

impl Rules for Checkers {
    type Move = CMove;

    fn tools() -> attic_core::Tools {
        TOOLS
    }

    fn info() -> &'static GameInfo {
        &INFO
    }

    type Setup = CheckersSetup;

    /// The first player and the board's up faces (procedure V).
    fn draw_setup(options: &Options, rng: &mut Rng) -> CheckersSetup {
        let players = common::players(options, OPTIONS);
        let first = common::draw_first(players, rng);
        let laid = common::draw_laid(rng);
        let mut board = [Tile::default(); CELLS];
        for (i, t) in laid.into_iter().enumerate() {
            board[(5 - i / 6) * 6 + i % 6] = t;
        }
        CheckersSetup {
            players,
            corner: options.get("checkers-start", OPTIONS) == "corner",
            first,
            board,
            sides: None,
            stated: false,
        }
    }

    fn read_setup(
        options: &Options,
        tags: &[(String, String)],
    ) -> Result<CheckersSetup, SetupError> {
        let p = common::players(options, OPTIONS);
        let corner = options.get("checkers-start", OPTIONS) == "corner";
        let first = common::read_first(tags, p)?;
        let text = common::required(tags, "Setup")?;
        let b = read_board(text)
            .ok_or_else(|| SetupError::new(msg("setup.layout").text("tag", "Setup")))?;
        let mut g = Checkers::empty(p, corner, b, first);
        if let Some(sides) = common::tag(tags, "Sides") {
            read_sides(&mut g, sides)?;
        }
        g.stated = common::read_termination(tags)?;
        Ok(g.start_setup())
    }

    fn start(_options: &Options, setup: &CheckersSetup) -> Self {
        let p = setup.players.min(4);
        let mut g = Checkers::empty(p, setup.corner, setup.board, setup.first);
        if let Some(sides) = &setup.sides {
            for _ in 0..p {
                if let Some(&(side, corner)) = sides.get(g.to_move as usize) {
                    g.apply(&CMove::Side(side, corner), &mut Vec::new());
                }
            }
            g.preset = true;
        }
        g.stated = setup.stated;
        g
    }

    fn write_setup(setup: &CheckersSetup) -> Vec<(String, String)> {
        let g = Self::start(&Options::default(), setup);
        let mut t = vec![common::first_tag(g.first), ("Setup".into(), g.board_text())];
        if g.preset {
            t.push(("Sides".into(), g.sides_text()));
        }
        t
    }

    /// Read off the state (the records ask it of a start state): the
    /// board as it lies, and the sides if a `Sides` tag chose them.
    fn start_setup(&self) -> CheckersSetup {
        let p = (self.p as usize).min(4);
        let sides = (0..p)
            .map(|s| {
                let corner = if self.corner { self.start[s] } else { None };
                self.sides[s].map(|side| (side, corner))
            })
            .collect();
        CheckersSetup {
            players: self.p,
            corner: self.corner,
            first: self.first,
            board: self.board,
            sides: if self.preset { sides } else { None },
            stated: self.stated,
        }
    }

    fn seats(&self) -> u8 {
        self.p
    }

    fn turn(&self) -> Turn {
        if self.winner().is_some() {
            Turn::Over
        } else if self.choosing() || self.roll.is_some() {
            Turn::Seat(self.to_move)
        } else {
            Turn::Chance
        }
    }

    fn mid_turn(&self) -> bool {
        self.roll.is_some() || self.rerolling
    }

    /// Every roll (an entry roll, a reroll, a move's roll) is the seat's to
    /// move.
    fn thrower(&self) -> Option<Seat> {
        (Rules::turn(self) == Turn::Chance).then_some(self.to_move)
    }

    /// An entry or a path with no other choice (a walk home included: a
    /// game saved just before it is written with its result and read back
    /// with the walk supplied, `Session::to_record`).
    fn automatic(&self) -> bool {
        if self.winner().is_some() || self.choosing() || self.roll.is_none() {
            return false;
        }
        let mut v = Vec::new();
        self.legal_moves(&mut v);
        v.len() == 1
    }

    fn legal_moves(&self, out: &mut Vec<CMove>) {
        if self.winner().is_some() {
            return;
        }
        let s = self.to_move as usize;
        if self.choosing() {
            for side in board::SIDES {
                if self.corner {
                    for c in board::corners(side) {
                        if self.side_error(side, Some(c)).is_none() {
                            out.push(CMove::Side(side, Some(c)));
                        }
                    }
                } else if self.side_error(side, None).is_none() {
                    out.push(CMove::Side(side, None));
                }
            }
            return;
        }
        match self.roll {
            None => out.extend((1..=6).map(CMove::Roll)),
            Some(d) if self.pawn[s].is_none() => {
                let side = self.sides[s].unwrap_or(0);
                out.extend(self.edge_matches(side, d).map(CMove::Enter));
            }
            Some(d) => {
                let paths = self.paths_for(d);
                if paths.is_empty() {
                    out.push(CMove::Walk(Path::default()));
                } else {
                    out.extend(paths.into_iter().map(CMove::Walk));
                }
            }
        }
    }

    fn is_legal(&self, m: &CMove) -> bool {
        self.check(m).is_ok()
    }

    fn play(&mut self, m: &CMove) -> Result<Vec<Event>, IllegalMove> {
        self.check(m)?;
        let mut ev = Vec::new();
        self.apply(m, &mut ev);
        Ok(ev)
    }

    fn play_fast(&mut self, m: &CMove) {
        attic_core::game::with_scratch_events(|ev| self.apply(m, ev));
    }

    fn outcome(&self) -> Option<Outcome> {
        let w = self.winner()?;
        let start = cell_name(self.start[w as usize].unwrap_or(0));
        Some(Outcome {
            winner: Winner::Seat(w),
            reason: msg("outcome.returned")
                .term("seat", seat_term(w))
                .text("cell", start),
            scores: (0..self.p)
                .map(|s| self.crossed[s as usize] as i64)
                .collect(),
        })
    }
}

impl Notation for Checkers {
    fn result_tags(&self) -> Vec<(String, String)> {
        common::termination_tags(self.winner().map(|_| "returned"), self.stated)
    }

    fn parse_move(&self, token: &str) -> Result<CMove, MoveError> {
        match self.parse_prefix(token)? {
            (m, n) if n == token.len() => Ok(m),
            _ => Err(ParseError::new(msg("parse.checkers")).into()),
        }
    }

    fn parse_prefix(&self, text: &str) -> Result<(CMove, usize), MoveError> {
        let b = text.as_bytes();
        let s = self.to_move as usize;
        if self.choosing() {
            let side = b
                .first()
                .and_then(|&x| board::parse_side(x))
                .ok_or_else(|| MoveError::from(ParseError::new(msg("parse.side"))))?;
            return match &b[1..] {
                [b'@', rest @ ..] => {
                    let c = parse_cell(rest)
                        .ok_or_else(|| MoveError::from(ParseError::new(msg("parse.side"))))?;
                    Ok((CMove::Side(side, Some(c)), 4))
                }
                _ => Ok((CMove::Side(side, None), 1)),
            };
        }
        match self.roll {
            None => match b.first() {
                Some(d @ b'1'..=b'6') => Ok((CMove::Roll(d - b'0'), 1)),
                _ => Err(ParseError::new(msg("parse.roll-checkers")).into()),
            },
            Some(_) if self.pawn[s].is_none() => match b {
                [b'@', rest @ ..] => {
                    let c = parse_cell(rest)
                        .ok_or_else(|| MoveError::from(ParseError::new(msg("parse.entry"))))?;
                    Ok((CMove::Enter(c), 3))
                }
                _ => Err(ParseError::new(msg("parse.entry")).into()),
            },
            Some(_) => match b {
                [b':', rest @ ..] => {
                    let from = self.pawn[s].unwrap_or(0);
                    let (p, n) = parse_path(rest, from)?;
                    Ok((CMove::Walk(p), n + 1))
                }
                _ => Err(ParseError::new(msg("parse.path")).into()),
            },
        }
    }

    fn format_move(&self, m: &CMove) -> String {
        match *m {
            CMove::Side(side, None) => board::side_letter(side).to_string(),
            CMove::Side(side, Some(c)) => format!("{}@{}", board::side_letter(side), cell_name(c)),
            CMove::Roll(d) => d.to_string(),
            CMove::Enter(c) => format!("@{}", cell_name(c)),
            CMove::Walk(p) if p.len == 0 => ":-".into(),
            CMove::Walk(p) => {
                let from = self.pawn[self.to_move as usize].unwrap_or(0);
                let cells: Vec<String> = std::iter::once(from)
                    .chain(p.tiles().iter().copied())
                    .map(cell_name)
                    .collect();
                format!(":{}", cells.join("-"))
            }
        }
    }

    fn write_body(start: &Self, moves: &[CMove]) -> String {
        common::body(start, moves, start.p)
    }

    /// `board; seats; seat to move; throw`: the board as the `Setup` tag;
    /// per seat `side,start,pawn,crossed` (`-` while not chosen or not on
    /// the board; crossed 0 or 1), seats separated by spaces; the seat to
    /// move (1…p); the throw waiting for its entry or path, `r` when an
    /// entry throw matched nothing and the turn throws again, else `-`.
    fn position(&self) -> String {
        let cell = |c: Option<u8>| c.map_or("-".to_string(), cell_name);
        let seats: Vec<String> = (0..self.p as usize)
            .map(|s| {
                format!(
                    "{},{},{},{}",
                    self.sides[s].map_or('-', board::side_letter),
                    cell(self.start[s]),
                    cell(self.pawn[s]),
                    self.crossed[s] as u8
                )
            })
            .collect();
        let roll = match (self.roll, self.rerolling) {
            (Some(d), _) => d.to_string(),
            (None, true) => "r".into(),
            (None, false) => "-".into(),
        };
        format!(
            "{}; {}; {}; {roll}",
            self.board_text(),
            seats.join(" "),
            self.to_move + 1
        )
    }

    fn from_position(options: &Options, text: &str) -> Option<Result<Self, SetupError>> {
        Some(read_position(options, text).ok_or_else(|| common::bad_position(text)))
    }
}

impl Knowledge for Checkers {
    fn evaluate(&self, seat: Seat) -> Option<f32> {
        Some(super::eval::evaluate(self, seat))
    }
}

impl Words for Checkers {
    fn describe(&self, m: &CMove, events: &[Event]) -> Option<Msg> {
        let _ = events;
        super::words::describe_checkers(self, m)
    }

    fn explain(&self, m: &CMove) -> Option<Msg> {
        super::why::checkers(self, m)
    }
}

fn read_position(options: &Options, text: &str) -> Option<Checkers> {
    let f = common::fields(text, 4)?;
    let p = common::players(options, OPTIONS);
    let corner = options.get("checkers-start", OPTIONS) == "corner";
    let b = read_board(f[0])?;
    let to_move = common::parse_seat(f[2], p)?;
    let mut g = Checkers::empty(p, corner, b, to_move);
    let seats: Vec<&str> = f[1].split(' ').collect();
    if seats.len() != p as usize {
        return None;
    }
    let cell = |t: &str| -> Option<Option<u8>> {
        if t == "-" {
            Some(None)
        } else {
            parse_cell(t.as_bytes()).filter(|_| t.len() == 2).map(Some)
        }
    };
    for (s, item) in seats.iter().enumerate() {
        let parts: Vec<&str> = item.split(',').collect();
        let [side, start, pawn, crossed] = parts[..] else {
            return None;
        };
        g.sides[s] = match side.as_bytes() {
            [b'-'] => None,
            [x] => Some(board::parse_side(*x)?),
            _ => return None,
        };
        g.start[s] = cell(start)?;
        g.pawn[s] = cell(pawn)?;
        g.crossed[s] = match crossed {
            "0" => false,
            "1" => true,
            _ => return None,
        };
        let on_board = g.start[s].is_some();
        let ok = match g.sides[s] {
            None => !on_board && g.pawn[s].is_none() && !g.crossed[s],
            Some(side) => {
                on_board == g.pawn[s].is_some()
                    && (on_board || !g.crossed[s])
                    && g.start[s].is_none_or(|c| {
                        board::on_edge(side, c) && (!corner || board::corners(side).contains(&c))
                    })
            }
        };
        if !ok {
            return None;
        }
    }
    let mut taken: Vec<u8> = g.sides[..p as usize].iter().flatten().copied().collect();
    taken.sort_unstable();
    let n = taken.len();
    taken.dedup();
    if taken.len() != n
        || (0..p as usize)
            .filter(|&s| g.winner() == Some(s as Seat))
            .count()
            > 1
    {
        return None;
    }
    if corner {
        let mut c: Vec<u8> = g.start[..p as usize].iter().flatten().copied().collect();
        c.sort_unstable();
        let n = c.len();
        c.dedup();
        if c.len() != n {
            return None;
        }
    }
    let s = to_move as usize;
    match f[3] {
        "-" => {}
        "r" => g.rerolling = true,
        d => {
            let d: u8 = d.parse().ok().filter(|d| (1..=6).contains(d))?;
            g.roll = Some(d);
        }
    }
    let entering = g.pawn[s].is_none();
    let side = g.sides[s];
    let ok = if g.choosing() {
        side.is_none()
            && g.roll.is_none()
            && !g.rerolling
            && (0..p as usize).all(|x| g.pawn[x].is_none() || corner)
    } else {
        (!g.rerolling || (entering && g.roll.is_none()))
            && g.roll
                .is_none_or(|d| !entering || g.edge_matches(side.unwrap_or(0), d).next().is_some())
            && (g.winner().is_none() || g.roll.is_none())
    };
    ok.then_some(g)
}
