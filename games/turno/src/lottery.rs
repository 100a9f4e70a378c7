//! TURNO-Lottery (spec 2.Y, 5.Y): six arms of six tiles around the
//! hexagonal tile, arm i belonging to seat i. A roll equal to the value of
//! the outermost remaining tile of the roller's arm takes it away; the
//! first empty arm wins. Every ply is a roll (chance): nobody decides
//! anything. Down faces are never used and never drawn.

use super::common::{self, msg, seat_term, Laid, PLAYERS_2_6};
use super::tiles::{self, Tile};
use attic_core::prelude::*;
use attic_core::{
    Event, GameInfo, IllegalMove, MoveError, Msg, OptionSpec, Options, Outcome, ParseError, Rng,
    Seat, SetupError, Turn, Winner,
};

const OPTIONS: &[OptionSpec] = &[PLAYERS_2_6];

/// TURNO-Lottery's description.
pub static INFO: GameInfo = GameInfo {
    id: "turno-lottery",
    title: "TURNO-Lottery",
    hook: "Throw the number of the outermost tile of your arm to take it away; the first to reach the hexagonal tile wins.",
    variants: &[("turno-lottery", "TURNO-Lottery")],
    options: OPTIONS,
    // Every turn is a throw and what it does (issue 28 §4).
    no_choices: true,
    ..common::INFO_BASE
};

/// A TURNO-Lottery game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Lottery {
    /// Number of players.
    pub p: u8,
    /// The six arms, outermost tile first (the `Arms` tag).
    pub arms: [[Tile; 6]; 6],
    /// Tiles taken away from each arm (from the outside).
    pub taken: [u8; 6],
    /// The seat whose turn it is.
    pub to_move: Seat,
    /// The seat that moved first (`First`).
    pub first: Seat,
    /// Whether the record stated a `Termination` (checked either way).
    pub stated: bool,
}

impl Lottery {
    /// The winner: the seat whose arm is empty.
    pub fn winner(&self) -> Option<Seat> {
        (0..self.p).find(|&s| self.taken[s as usize] >= 6)
    }

    /// The value of the outermost remaining tile of a seat's arm.
    pub fn outermost(&self, s: Seat) -> Option<u8> {
        let i = self.taken[s as usize] as usize;
        self.arms[s as usize].get(i).map(|t| t.up)
    }

    /// Play throw `d`; its events go to `ev` when it is given (a playout
    /// has no use for them, and a vector per throw was the most of its
    /// time in the browser: each allocation is a call into the web
    /// build's main module, issue 27).
    fn apply(&mut self, d: u8, mut ev: Option<&mut Vec<Event>>) {
        if let Some(ev) = ev.as_deref_mut() {
            ev.push(Event::Roll(d as u32));
        }
        let s = self.to_move;
        if self.outermost(s) == Some(d) {
            if let Some(ev) = ev {
                ev.push(Event::Pick {
                    at: (s as u16) * 6 + self.taken[s as usize] as u16,
                    n: 1,
                });
            }
            self.taken[s as usize] += 1;
        }
        if self.winner().is_none() {
            self.to_move = (self.to_move + 1) % self.p;
        }
    }

    fn start(p: u8, laid: &[Tile], first: Seat) -> Lottery {
        let mut arms = [[Tile::default(); 6]; 6];
        for (i, t) in laid.iter().enumerate().take(36) {
            arms[i / 6][i % 6] = *t;
        }
        Lottery {
            p,
            arms,
            taken: [0; 6],
            to_move: first,
            first,
            stated: false,
        }
    }

    fn laid(&self) -> Vec<Tile> {
        self.arms.iter().flatten().copied().collect()
    }
}

impl Rules for Lottery {
    type Move = u8;

    fn info() -> &'static GameInfo {
        &INFO
    }

    /// The first player, the arms and whether a `Termination` is stated.
    type Setup = Laid;

    /// The first player and the arms' up faces (procedure V).
    fn draw_setup(options: &Options, rng: &mut Rng) -> Laid {
        Laid::draw(options, OPTIONS, rng)
    }

    fn read_setup(options: &Options, tags: &[(String, String)]) -> Result<Laid, SetupError> {
        Laid::read(options, OPTIONS, tags, "Arms", 6)
    }

    fn start(_options: &Options, setup: &Laid) -> Self {
        let mut g = Lottery::start(setup.players, &setup.tiles, setup.first);
        g.stated = setup.stated;
        g
    }

    fn write_setup(setup: &Laid) -> Vec<(String, String)> {
        vec![
            common::first_tag(setup.first),
            ("Arms".into(), tiles::layout_text(&setup.tiles, 6)),
        ]
    }

    fn start_setup(&self) -> Laid {
        let mut tiles = [Tile::default(); 36];
        for (t, a) in tiles.iter_mut().zip(self.arms.iter().flatten()) {
            *t = *a;
        }
        Laid {
            players: self.p,
            first: self.first,
            tiles,
            stated: self.stated,
        }
    }

    fn seats(&self) -> u8 {
        self.p
    }

    fn turn(&self) -> Turn {
        if self.winner().is_some() {
            Turn::Over
        } else {
            Turn::Chance
        }
    }

    /// Every roll is the seat's to move.
    fn thrower(&self) -> Option<Seat> {
        self.winner().is_none().then_some(self.to_move)
    }

    fn legal_moves(&self, out: &mut Vec<u8>) {
        if self.winner().is_none() {
            out.extend(1..=6);
        }
    }

    fn is_legal(&self, m: &u8) -> bool {
        self.winner().is_none() && (1..=6).contains(m)
    }

    fn play(&mut self, m: &u8) -> Result<Vec<Event>, IllegalMove> {
        if self.winner().is_some() {
            return Err(IllegalMove::new(msg("illegal.over")));
        }
        if !(1..=6).contains(m) {
            return Err(IllegalMove::new(msg("illegal.roll")));
        }
        let mut ev = Vec::new();
        self.apply(*m, Some(&mut ev));
        Ok(ev)
    }

    fn play_fast(&mut self, m: &u8) {
        self.apply(*m, None);
    }

    fn outcome(&self) -> Option<Outcome> {
        let w = self.winner()?;
        Some(Outcome {
            winner: Winner::Seat(w),
            reason: msg("outcome.arm-empty").term("seat", seat_term(w)),
            scores: (0..self.p).map(|s| self.taken[s as usize] as i64).collect(),
        })
    }
}

impl Notation for Lottery {
    fn result_tags(&self) -> Vec<(String, String)> {
        common::termination_tags(self.winner().map(|_| "arm-empty"), self.stated)
    }

    fn parse_move(&self, token: &str) -> Result<u8, MoveError> {
        match token.as_bytes() {
            [d @ b'1'..=b'6'] => Ok(d - b'0'),
            _ => Err(ParseError::new(msg("parse.lottery")).into()),
        }
    }

    fn format_move(&self, m: &u8) -> String {
        m.to_string()
    }

    fn write_body(start: &Self, moves: &[u8]) -> String {
        common::body(start, moves, start.p)
    }

    /// `arms; taken; seat to move`: the six arms as laid out, outermost
    /// first, separated by `/`; the tiles taken away from each player's arm
    /// (from the outside); the seat to move (1…p).
    fn position(&self) -> String {
        let taken: Vec<String> = (0..self.p)
            .map(|s| self.taken[s as usize].to_string())
            .collect();
        format!(
            "{}; {}; {}",
            tiles::layout_text(&self.laid(), 6),
            taken.join(" "),
            self.to_move + 1
        )
    }

    fn from_position(options: &Options, text: &str) -> Option<Result<Self, SetupError>> {
        Some(read_position(options, text).ok_or_else(|| common::bad_position(text)))
    }
}

impl Knowledge for Lottery {}

impl Words for Lottery {
    fn describe(&self, m: &u8, events: &[Event]) -> Option<Msg> {
        let _ = events;
        super::words::describe_lottery(self, *m)
    }
}

fn read_position(options: &Options, text: &str) -> Option<Lottery> {
    let f = common::fields(text, 3)?;
    let p = common::players(options, OPTIONS);
    let laid = tiles::parse_layout(f[0], 6).filter(|t| tiles::fits_set(t))?;
    let taken: Vec<u8> = f[1]
        .split(' ')
        .map(|x| {
            x.parse()
                .ok()
                .filter(|&n: &u8| n <= 6 && x == n.to_string())
        })
        .collect::<Option<_>>()?;
    if taken.len() != p as usize || taken.iter().filter(|&&t| t == 6).count() > 1 {
        return None;
    }
    let to_move = common::parse_seat(f[2], p)?;
    let mut g = Lottery::start(p, &laid, to_move);
    g.taken[..taken.len()].copy_from_slice(&taken);
    Some(g)
}
