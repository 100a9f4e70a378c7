//! Race: two pawns race to 15. A turn is a die roll (chance) and then a
//! choice: move your pawn forward by the roll (`:f`) or the other pawn
//! back (`:o`). A roll of 1 gives no choice: the seat passes (`:p`,
//! automatic). The record token joins the plies: `4:f`, `1:p`. Tests
//! chance plies, turns of several plies, automatic plies and expectimax.

use attic::core::prelude::*;
use attic::core::{
    msg::Messages, Event, GameInfo, IllegalMove, MoveError, Msg, Options, Outcome, ParseError, Rng,
    Seat, SetupError, Turn, Winner,
};

static WORDS: Messages = Messages::new(
    "seat.1 = First\nseat.2 = Second\noutcome.home = {seat} reached {goal}\n\
     illegal.move = not legal here\nparse.token = a turn is a roll 1-6 then :f, :o or :p\n",
);
pub const GOAL: u8 = 15;

static INFO: GameInfo = GameInfo {
    id: "toy-race",
    title: "Race",
    designer: "test",
    year: "2026",
    variants: &[("toy-race", "Race")],
    seat_names: &["1", "2"],
    messages: &WORDS,
    numeric_tokens: true,
    ..GameInfo::BASE
};

fn msg(key: &'static str) -> Msg {
    Msg::new(&WORDS, key)
}

/// A ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mv {
    Roll(u8),
    Forward,
    Other,
    Pass,
}

/// The state: pawns, whose turn, the roll waiting for a choice.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Race {
    pub pos: [u8; 2],
    pub to_move: Seat,
    pub roll: Option<u8>,
}

impl Rules for Race {
    type Move = Mv;
    fn info() -> &'static GameInfo {
        &INFO
    }
    type Setup = ();
    fn draw_setup(_: &Options, _: &mut Rng) {}
    fn read_setup(_: &Options, _: &[(String, String)]) -> Result<(), SetupError> {
        Ok(())
    }
    fn start(_: &Options, _: &()) -> Self {
        Race {
            pos: [0, 0],
            to_move: 0,
            roll: None,
        }
    }
    fn write_setup(_: &()) -> Vec<(String, String)> {
        Vec::new()
    }
    fn start_setup(&self) {}
    fn seats(&self) -> u8 {
        2
    }
    fn turn(&self) -> Turn {
        if self.pos.iter().any(|&p| p >= GOAL) {
            Turn::Over
        } else if self.roll.is_none() {
            Turn::Chance
        } else {
            Turn::Seat(self.to_move)
        }
    }
    fn mid_turn(&self) -> bool {
        self.roll.is_some()
    }
    fn automatic(&self) -> bool {
        self.roll == Some(1)
    }
    fn legal_moves(&self, out: &mut Vec<Mv>) {
        match (self.turn(), self.roll) {
            (Turn::Chance, _) => out.extend((1..=6).map(Mv::Roll)),
            (Turn::Seat(_), Some(1)) => out.push(Mv::Pass),
            (Turn::Seat(_), Some(_)) => out.extend([Mv::Forward, Mv::Other]),
            _ => {}
        }
    }
    fn play(&mut self, m: &Mv) -> Result<Vec<Event>, IllegalMove> {
        if !self.is_legal(m) {
            return Err(IllegalMove::new(msg("illegal.move")));
        }
        let me = self.to_move as usize;
        match *m {
            Mv::Roll(r) => {
                self.roll = Some(r);
                return Ok(vec![Event::Roll(r as u32)]);
            }
            Mv::Forward => self.pos[me] += self.roll.unwrap_or(0),
            Mv::Other => self.pos[1 - me] = self.pos[1 - me].saturating_sub(self.roll.unwrap_or(0)),
            Mv::Pass => {}
        }
        self.roll = None;
        self.to_move = 1 - self.to_move;
        Ok(Vec::new())
    }
    fn outcome(&self) -> Option<Outcome> {
        let w = self.pos.iter().position(|&p| p >= GOAL)? as Seat;
        Some(Outcome {
            winner: Winner::Seat(w),
            reason: msg("outcome.home")
                .term("seat", if w == 0 { "seat.1" } else { "seat.2" })
                .num("goal", GOAL as i64),
            scores: self.pos.iter().map(|&p| p as i64).collect(),
        })
    }
}

impl Notation for Race {
    fn parse_move(&self, token: &str) -> Result<Mv, MoveError> {
        match self.parse_prefix(token)? {
            (m, n) if n == token.len() => Ok(m),
            _ => Err(ParseError::new(msg("parse.token")).into()),
        }
    }
    fn parse_prefix(&self, text: &str) -> Result<(Mv, usize), MoveError> {
        let bad = || MoveError::from(ParseError::new(msg("parse.token")));
        if self.roll.is_none() {
            let d = text
                .bytes()
                .next()
                .filter(|b| (b'1'..=b'6').contains(b))
                .ok_or_else(bad)?;
            return Ok((Mv::Roll(d - b'0'), 1));
        }
        let m = match text.get(..2) {
            Some(":f") => Mv::Forward,
            Some(":o") => Mv::Other,
            Some(":p") => Mv::Pass,
            _ => return Err(bad()),
        };
        Ok((m, 2))
    }
    fn format_move(&self, m: &Mv) -> String {
        match m {
            Mv::Roll(r) => r.to_string(),
            Mv::Forward => ":f".into(),
            Mv::Other => ":o".into(),
            Mv::Pass => ":p".into(),
        }
    }
    fn position(&self) -> String {
        let roll = self.roll.map_or("-".to_string(), |r| r.to_string());
        format!(
            "{} {} {} {roll}",
            self.pos[0],
            self.pos[1],
            self.to_move + 1
        )
    }
}

impl Knowledge for Race {
    fn evaluate(&self, seat: Seat) -> Option<f32> {
        let s = seat as usize % 2;
        Some((self.pos[s] as f32 - self.pos[1 - s] as f32) / GOAL as f32 * 0.9)
    }
}

impl Words for Race {}
