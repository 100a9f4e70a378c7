//! Hands: three seats are dealt three of the cards 1–9 each (the `Deal`
//! tag, private). Three tricks: each seat plays a card (`p5`), the highest
//! wins the trick and leads the next. Most tricks wins; equal seats share
//! the win. Tests private hands, views, sampled worlds, local-only games
//! and shared wins.

use attic::core::prelude::*;
use attic::core::{
    msg::Messages, Event, GameInfo, IllegalMove, MoveError, Msg, Options, Outcome, ParseError, Rng,
    Seat, SetupError, Turn, Winner,
};

static WORDS: Messages = Messages::new(
    "seat.1 = One\nseat.2 = Two\nseat.3 = Three\noutcome.tricks = tricks {a}, {b}, {c}\n\
     illegal.card = that card is not in the hand\nparse.token = a move is p and a card 1-9\n\
     setup.deal = the Deal tag must give three hands of three cards 1-9\n",
);

static INFO: GameInfo = GameInfo {
    id: "toy-hands",
    title: "Hands",
    designer: "test",
    year: "2026",
    min_players: 3,
    max_players: 3,
    variants: &[("toy-hands", "Hands")],
    seat_names: &["1", "2", "3"],
    messages: &WORDS,
    ..GameInfo::BASE
};

fn msg(key: &'static str) -> Msg {
    Msg::new(&WORDS, key)
}

/// The state. A hand nobody at this device may see is `None` with its size.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Hands {
    pub hands: [Option<Vec<u8>>; 3],
    pub sizes: [u8; 3],
    pub trick: Vec<u8>,
    /// Cards of finished tricks (public).
    pub out: Vec<u8>,
    pub tricks: [u8; 3],
    pub leader: Seat,
}

/// How a game of Hands starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HandsSetup {
    /// The three hands dealt, each sorted.
    Deal([Vec<u8>; 3]),
    /// A position (a seat's view).
    Position(Box<Hands>),
}

impl Hands {
    fn to_move(&self) -> Seat {
        (self.leader + self.trick.len() as u8) % 3
    }

    /// Every card not in a known hand and not yet played.
    fn unseen(&self) -> Vec<u8> {
        let mut v: Vec<u8> = (1..=9).collect();
        v.retain(|c| {
            !self.trick.contains(c)
                && !self.out.contains(c)
                && !self.hands.iter().flatten().any(|h| h.contains(c))
        });
        v
    }

    fn parse_hand(text: &str) -> Option<Option<Vec<u8>>> {
        if text.chars().all(|c| c == '?') && !text.is_empty() {
            return Some(None);
        }
        let cards: Option<Vec<u8>> = text
            .chars()
            .map(|c| {
                c.to_digit(10)
                    .filter(|d| (1..=9).contains(d))
                    .map(|d| d as u8)
            })
            .collect();
        cards.map(Some)
    }
}

impl Rules for Hands {
    type Move = u8;
    fn info() -> &'static GameInfo {
        &INFO
    }
    /// The deal (the `Deal` tag), or a position (a `Setup` tag).
    type Setup = HandsSetup;
    fn draw_setup(_o: &Options, rng: &mut Rng) -> HandsSetup {
        let mut deck: Vec<u8> = (1..=9).collect();
        for i in (1..deck.len()).rev() {
            deck.swap(i, rng.below(i + 1));
        }
        let mut hands: [Vec<u8>; 3] = Default::default();
        for (i, h) in deck.chunks(3).enumerate() {
            hands[i] = h.to_vec();
            hands[i].sort_unstable();
        }
        HandsSetup::Deal(hands)
    }
    fn read_setup(o: &Options, tags: &[(String, String)]) -> Result<HandsSetup, SetupError> {
        let tag = |k: &str| tags.iter().find(|(n, _)| n == k).map(|(_, v)| v.as_str());
        if let Some(p) = tag("Setup") {
            return Self::from_position(o, p)
                .unwrap_or_else(|| Err(SetupError::new(msg("setup.deal"))))
                .map(|g| HandsSetup::Position(Box::new(g)));
        }
        let bad = || SetupError::new(msg("setup.deal"));
        let deal = tag("Deal").ok_or_else(bad)?;
        let mut hands: [Vec<u8>; 3] = Default::default();
        for (i, part) in deal.split(';').enumerate() {
            let (seat, cards) = part.split_once(':').ok_or_else(bad)?;
            if seat != (i + 1).to_string() || i > 2 {
                return Err(bad());
            }
            hands[i] = Self::parse_hand(cards)
                .flatten()
                .filter(|h| h.len() == 3)
                .ok_or_else(bad)?;
        }
        let mut all: Vec<u8> = hands.iter().flatten().copied().collect();
        all.sort_unstable();
        if all != (1..=9).collect::<Vec<u8>>() {
            return Err(bad());
        }
        Ok(HandsSetup::Deal(hands))
    }
    fn start(_o: &Options, setup: &HandsSetup) -> Self {
        match setup {
            HandsSetup::Position(g) => (**g).clone(),
            HandsSetup::Deal(hands) => Hands {
                hands: hands.clone().map(Some),
                sizes: [3; 3],
                trick: Vec::new(),
                out: Vec::new(),
                tricks: [0; 3],
                leader: 0,
            },
        }
    }
    fn write_setup(setup: &HandsSetup) -> Vec<(String, String)> {
        match setup {
            HandsSetup::Position(g) => vec![("Setup".into(), g.position())],
            HandsSetup::Deal(hands) => {
                let hands: Vec<String> = hands
                    .iter()
                    .enumerate()
                    .map(|(i, h)| {
                        let s: String = h.iter().map(|c| c.to_string()).collect();
                        format!("{}:{s}", i + 1)
                    })
                    .collect();
                vec![("Deal".into(), hands.join(";"))]
            }
        }
    }
    /// Read off the state (asked of a start state): the position.
    fn start_setup(&self) -> HandsSetup {
        HandsSetup::Position(Box::new(self.clone()))
    }
    fn seats(&self) -> u8 {
        3
    }
    fn turn(&self) -> Turn {
        if self.sizes.iter().all(|&s| s == 0) && self.trick.is_empty() {
            Turn::Over
        } else {
            Turn::Seat(self.to_move())
        }
    }
    fn legal_moves(&self, out: &mut Vec<u8>) {
        if let Turn::Seat(s) = self.turn() {
            if let Some(h) = &self.hands[s as usize] {
                out.extend(h.iter().copied());
            }
        }
    }
    fn play(&mut self, m: &u8) -> Result<Vec<Event>, IllegalMove> {
        let Turn::Seat(s) = self.turn() else {
            return Err(IllegalMove::new(msg("illegal.card")));
        };
        let Some(h) = self.hands[s as usize].as_mut() else {
            return Err(IllegalMove::new(msg("illegal.card")));
        };
        let Some(i) = h.iter().position(|c| c == m) else {
            return Err(IllegalMove::new(msg("illegal.card")));
        };
        h.remove(i);
        self.sizes[s as usize] -= 1;
        self.trick.push(*m);
        if self.trick.len() == 3 {
            let best = (0..3).max_by_key(|&i| self.trick[i]).unwrap_or(0);
            let winner = (self.leader + best as u8) % 3;
            self.tricks[winner as usize] += 1;
            self.leader = winner;
            self.out.append(&mut self.trick);
        }
        Ok(Vec::new())
    }
    fn outcome(&self) -> Option<Outcome> {
        if self.turn() != Turn::Over {
            return None;
        }
        let top = *self.tricks.iter().max()?;
        let won: Vec<Seat> = (0..3).filter(|&s| self.tricks[s as usize] == top).collect();
        let t = self.tricks.map(|x| x as i64);
        Some(Outcome {
            winner: if won.len() == 1 {
                Winner::Seat(won[0])
            } else {
                Winner::Shared(won)
            },
            reason: msg("outcome.tricks")
                .num("a", t[0])
                .num("b", t[1])
                .num("c", t[2]),
            scores: t.to_vec(),
        })
    }
    fn view(&self, seat: Seat) -> Self {
        let mut v = self.clone();
        for (i, h) in v.hands.iter_mut().enumerate() {
            if i != seat as usize && h.as_ref().is_some_and(|h| !h.is_empty()) {
                *h = None;
            }
        }
        v
    }
    fn has_hidden(&self) -> bool {
        self.turn() != Turn::Over
    }
    fn determinize(&self, _seat: Seat, rng: &mut Rng) -> Self {
        let mut w = self.clone();
        let mut unseen = self.unseen();
        for i in (1..unseen.len()).rev() {
            unseen.swap(i, rng.below(i + 1));
        }
        let mut it = unseen.into_iter();
        for i in 0..3 {
            if w.hands[i].is_none() {
                let mut h: Vec<u8> = it.by_ref().take(w.sizes[i] as usize).collect();
                h.sort_unstable();
                w.hands[i] = Some(h);
            }
        }
        w
    }
    fn local_only(&self) -> bool {
        true
    }
}

impl Notation for Hands {
    fn parse_move(&self, token: &str) -> Result<u8, MoveError> {
        let b = token.as_bytes();
        match b {
            [b'p', d @ b'1'..=b'9'] => Ok(d - b'0'),
            _ => Err(ParseError::new(msg("parse.token")).into()),
        }
    }
    fn format_move(&self, m: &u8) -> String {
        format!("p{m}")
    }
    /// `hand/hand/hand trick out tricks leader`: a hand as its cards, or
    /// `?` once per card when it is not known here; the trick's cards in
    /// order and the finished tricks' cards, each `-` when none; the
    /// tricks won as three digits; the leader's number.
    fn position(&self) -> String {
        let hands: Vec<String> = (0..3)
            .map(|i| match &self.hands[i] {
                Some(h) => h.iter().map(|c| c.to_string()).collect(),
                None => "?".repeat(self.sizes[i] as usize),
            })
            .collect();
        let trick: String = if self.trick.is_empty() {
            "-".into()
        } else {
            self.trick.iter().map(|c| c.to_string()).collect()
        };
        let out: String = if self.out.is_empty() {
            "-".into()
        } else {
            self.out.iter().map(|c| c.to_string()).collect()
        };
        let tricks: String = self.tricks.iter().map(|t| t.to_string()).collect();
        format!(
            "{} {trick} {out} {tricks} {}",
            hands.join("/"),
            self.leader + 1
        )
    }
    fn from_position(_o: &Options, text: &str) -> Option<Result<Self, SetupError>> {
        let bad = || SetupError::new(msg("setup.deal"));
        let read = || -> Result<Hands, SetupError> {
            let f: Vec<&str> = text.split(' ').collect();
            let [hands, trick, out, tricks, leader] = f[..] else {
                return Err(bad());
            };
            let mut h: [Option<Vec<u8>>; 3] = [None, None, None];
            let mut sizes = [0u8; 3];
            let parts: Vec<&str> = hands.split('/').collect();
            if parts.len() != 3 {
                return Err(bad());
            }
            for (i, p) in parts.iter().enumerate() {
                sizes[i] = p.len() as u8;
                h[i] = if p.is_empty() {
                    Some(Vec::new())
                } else {
                    Hands::parse_hand(p).ok_or_else(bad)?
                };
            }
            let cards = |t: &str| -> Result<Vec<u8>, SetupError> {
                if t == "-" {
                    Ok(Vec::new())
                } else {
                    Hands::parse_hand(t).flatten().ok_or_else(bad)
                }
            };
            let (trick, out) = (cards(trick)?, cards(out)?);
            let tricks: Vec<u8> = tricks.bytes().map(|b| b.wrapping_sub(b'0')).collect();
            let leader: u8 = leader.parse().map_err(|_| bad())?;
            if tricks.len() != 3 || tricks.iter().any(|&t| t > 3) || !(1..=3).contains(&leader) {
                return Err(bad());
            }
            Ok(Hands {
                hands: h,
                sizes,
                trick,
                out,
                tricks: [tricks[0], tricks[1], tricks[2]],
                leader: leader - 1,
            })
        };
        Some(read())
    }
}

impl Knowledge for Hands {}

impl Words for Hands {}
