//! Faces: six face-down tiles whose values are a shuffle of the pool
//! 1 1 2 2 3 3. In turn a seat picks an unrevealed tile (`c3`) and its
//! value is drawn then, from what is left of the pool, in proportion to
//! the number of completions (`:2`), and scored. The record token joins
//! both plies (`c3:2`). No state ever holds a value before it is drawn.

use attic::core::prelude::*;
use attic::core::{
    msg::Messages, Event, GameInfo, IllegalMove, MoveError, Msg, Options, Outcome, ParseError, Rng,
    Seat, SetupError, Turn, Winner,
};

static WORDS: Messages = Messages::new(
    "seat.A = A\nseat.B = B\noutcome.score = A {a}, B {b}\nillegal.move = not legal here\n\
     parse.token = a turn is c1-c6 then :1, :2 or :3\n",
);
/// The pool: how many tiles of each value 1, 2, 3.
const POOL: [u8; 3] = [2, 2, 2];

static INFO: GameInfo = GameInfo {
    id: "toy-faces",
    title: "Faces",
    designer: "test",
    year: "2026",
    variants: &[("toy-faces", "Faces")],
    seat_names: &["A", "B"],
    messages: &WORDS,
    ..GameInfo::BASE
};

fn msg(key: &'static str) -> Msg {
    Msg::new(&WORDS, key)
}

/// A ply: pick a tile, or the value drawn for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mv {
    Pick(u8),
    Value(u8),
}

/// The state: tiles (0 = unrevealed), scores, the tile being revealed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Faces {
    pub tiles: [u8; 6],
    pub score: [i64; 2],
    pub to_move: Seat,
    pub picked: Option<u8>,
}

impl Faces {
    /// What is left in the pool per value.
    pub fn left(&self) -> [u8; 3] {
        let mut l = POOL;
        for &t in &self.tiles {
            if t > 0 {
                l[t as usize - 1] -= 1;
            }
        }
        l
    }
}

impl Rules for Faces {
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
        Faces {
            tiles: [0; 6],
            score: [0; 2],
            to_move: 0,
            picked: None,
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
        if self.picked.is_some() {
            Turn::Chance
        } else if self.tiles.iter().all(|&t| t > 0) {
            Turn::Over
        } else {
            Turn::Seat(self.to_move)
        }
    }
    fn mid_turn(&self) -> bool {
        self.picked.is_some()
    }
    fn legal_moves(&self, out: &mut Vec<Mv>) {
        match self.turn() {
            Turn::Chance => {
                let l = self.left();
                out.extend((1..=3).filter(|v| l[*v as usize - 1] > 0).map(Mv::Value));
            }
            Turn::Seat(_) => out.extend(
                (0..6)
                    .filter(|&i| self.tiles[i as usize] == 0)
                    .map(Mv::Pick),
            ),
            Turn::Over => {}
        }
    }
    /// Every completion of the unrevealed tiles is equally likely, so a
    /// value's weight is the number of completions that give it to the
    /// picked tile: the arrangements (a multinomial) of what is left of
    /// the pool after it over the other unrevealed tiles.
    fn chance_weights(&self, moves: &[Mv]) -> Vec<u128> {
        let l = self.left();
        let completions = |left: [u8; 3]| -> u128 {
            // Arrangements of the multiset `left` over the other tiles.
            let n: u32 = left.iter().map(|&x| x as u32).sum();
            let fact = |k: u32| (1..=k as u128).product::<u128>();
            fact(n) / left.iter().map(|&x| fact(x as u32)).product::<u128>()
        };
        moves
            .iter()
            .map(|m| match m {
                Mv::Value(v) if l[*v as usize - 1] > 0 => {
                    let mut rest = l;
                    rest[*v as usize - 1] -= 1;
                    completions(rest)
                }
                _ => 0,
            })
            .collect()
    }
    fn play(&mut self, m: &Mv) -> Result<Vec<Event>, IllegalMove> {
        if !self.is_legal(m) {
            return Err(IllegalMove::new(msg("illegal.move")));
        }
        match *m {
            Mv::Pick(i) => self.picked = Some(i),
            Mv::Value(v) => {
                let i = self.picked.take().unwrap_or(0);
                self.tiles[i as usize] = v;
                self.score[self.to_move as usize] += v as i64;
                self.to_move = 1 - self.to_move;
                return Ok(vec![Event::Reveal {
                    at: i as u16,
                    value: v as u32,
                }]);
            }
        }
        Ok(Vec::new())
    }
    fn outcome(&self) -> Option<Outcome> {
        if self.turn() != Turn::Over {
            return None;
        }
        let [a, b] = self.score;
        Some(Outcome {
            winner: match a.cmp(&b) {
                std::cmp::Ordering::Greater => Winner::Seat(0),
                std::cmp::Ordering::Less => Winner::Seat(1),
                std::cmp::Ordering::Equal => Winner::Draw,
            },
            reason: msg("outcome.score").num("a", a).num("b", b),
            scores: vec![a, b],
        })
    }
}

impl Notation for Faces {
    fn parse_move(&self, token: &str) -> Result<Mv, MoveError> {
        match self.parse_prefix(token)? {
            (m, n) if n == token.len() => Ok(m),
            _ => Err(ParseError::new(msg("parse.token")).into()),
        }
    }
    fn parse_prefix(&self, text: &str) -> Result<(Mv, usize), MoveError> {
        let b = text.as_bytes();
        match (self.picked, b) {
            (None, [b'c', d @ b'1'..=b'6', ..]) => Ok((Mv::Pick(d - b'1'), 2)),
            (Some(_), [b':', d @ b'1'..=b'3', ..]) => Ok((Mv::Value(d - b'0'), 2)),
            _ => Err(ParseError::new(msg("parse.token")).into()),
        }
    }
    fn format_move(&self, m: &Mv) -> String {
        match m {
            Mv::Pick(i) => format!("c{}", i + 1),
            Mv::Value(v) => format!(":{v}"),
        }
    }
    fn position(&self) -> String {
        let t: Vec<String> = self
            .tiles
            .iter()
            .map(|&v| if v == 0 { "?".into() } else { v.to_string() })
            .collect();
        let picked = self.picked.map_or("-".into(), |i| format!("c{}", i + 1));
        format!(
            "{} {} {} {} {picked}",
            t.join(""),
            self.score[0],
            self.score[1],
            self.to_move
        )
    }
}

impl Knowledge for Faces {}

impl Words for Faces {}
