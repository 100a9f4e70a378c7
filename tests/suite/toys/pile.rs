//! Pile: four seats in two partnerships (N+S against E+W) take 1 to 3
//! counters from a pile in turn; the side that takes the last counter
//! wins. Tests sides, `Winner::Side`, a drawn first seat, alpha-beta by side.

use attic::core::prelude::*;
use attic::core::{
    msg::Messages, Event, GameInfo, IllegalMove, MoveError, Msg, OptionSpec, Options, Outcome,
    ParseError, Rng, Seat, SetupError, Turn, Winner,
};

static WORDS: Messages = Messages::new(
    "seat.N = North\nseat.E = East\nseat.S = South\nseat.W = West\noption.pile = Counters\n\
     outcome.last = {seat} took the last counter\nillegal.take = only 1 to 3 counters, at most the pile\n\
     parse.token = a move is t1, t2 or t3\nsetup.first = First must be N, E, S or W\n",
);
const OPTIONS: &[OptionSpec] = &[OptionSpec::int("pile", 1, 40, "10")];
const SEATS: [&str; 4] = ["N", "E", "S", "W"];

static INFO: GameInfo = GameInfo {
    id: "toy-pile",
    title: "Pile",
    designer: "test",
    year: "2026",
    min_players: 4,
    max_players: 4,
    variants: &[("toy-pile", "Pile")],
    options: OPTIONS,
    seat_names: &SEATS,
    messages: &WORDS,
    ..GameInfo::BASE
};

fn msg(key: &'static str) -> Msg {
    Msg::new(&WORDS, key)
}

/// The state.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pile {
    pub pile: u8,
    pub to_move: Seat,
    pub last: Option<Seat>,
}

fn seat_of(code: &str) -> Option<Seat> {
    SEATS.iter().position(|s| *s == code).map(|i| i as Seat)
}

impl Rules for Pile {
    type Move = u8;
    fn info() -> &'static GameInfo {
        &INFO
    }
    /// The first seat (the `First` tag).
    type Setup = Seat;
    fn draw_setup(_o: &Options, rng: &mut Rng) -> Seat {
        rng.below(4) as Seat
    }
    fn read_setup(_o: &Options, tags: &[(String, String)]) -> Result<Seat, SetupError> {
        tags.iter()
            .find(|(k, _)| k == "First")
            .and_then(|(_, v)| seat_of(v))
            .ok_or_else(|| SetupError::new(msg("setup.first")))
    }
    fn start(o: &Options, first: &Seat) -> Self {
        Pile {
            pile: o.get("pile", OPTIONS).parse().unwrap_or(10),
            to_move: *first % 4,
            last: None,
        }
    }
    fn write_setup(first: &Seat) -> Vec<(String, String)> {
        vec![("First".into(), SEATS[*first as usize % 4].into())]
    }
    /// Read off the state: the seat to move (asked of a start state).
    fn start_setup(&self) -> Seat {
        self.to_move
    }
    fn seats(&self) -> u8 {
        4
    }
    fn team(&self, seat: Seat) -> u8 {
        seat % 2
    }
    fn turn(&self) -> Turn {
        super::take_turn(self.pile, self.to_move)
    }
    fn legal_moves(&self, out: &mut Vec<u8>) {
        super::takes(self.pile, out);
    }
    fn play(&mut self, m: &u8) -> Result<Vec<Event>, IllegalMove> {
        if self.pile == 0 || *m == 0 || *m > 3 || *m > self.pile {
            return Err(IllegalMove::new(msg("illegal.take")));
        }
        self.pile -= m;
        self.last = Some(self.to_move);
        self.to_move = (self.to_move + 1) % 4;
        Ok(Vec::new())
    }
    fn outcome(&self) -> Option<Outcome> {
        let last = self.last.filter(|_| self.pile == 0)?;
        Some(Outcome {
            winner: Winner::Side(last % 2),
            reason: msg("outcome.last").term(
                "seat",
                ["seat.N", "seat.E", "seat.S", "seat.W"][last as usize],
            ),
            scores: vec![0; 4],
        })
    }
}

impl Notation for Pile {
    fn parse_move(&self, token: &str) -> Result<u8, MoveError> {
        match token {
            "t1" => Ok(1),
            "t2" => Ok(2),
            "t3" => Ok(3),
            _ => Err(ParseError::new(msg("parse.token")).into()),
        }
    }
    fn format_move(&self, m: &u8) -> String {
        format!("t{m}")
    }
    fn position(&self) -> String {
        format!("{} {}", self.pile, SEATS[self.to_move as usize])
    }
    fn from_position(_o: &Options, text: &str) -> Option<Result<Self, SetupError>> {
        let mut it = text.split(' ');
        let pile = it.next().and_then(|p| p.parse().ok());
        let to_move = it.next().and_then(seat_of);
        Some(match (pile, to_move, it.next()) {
            (Some(pile), Some(to_move), None) => Ok(Pile {
                pile,
                to_move,
                last: None,
            }),
            _ => Err(SetupError::new(msg("setup.first"))),
        })
    }
}

impl Knowledge for Pile {
    /// The side to move wins with perfect play unless the pile is a
    /// multiple of 4: a weak hint, so shallow searches differ from deep ones.
    fn evaluate(&self, seat: Seat) -> Option<f32> {
        let mover_wins = !self.pile.is_multiple_of(4);
        let mine = self.to_move % 2 == seat % 2;
        Some(if mover_wins == mine { 0.5 } else { -0.5 })
    }
}

impl Words for Pile {}
