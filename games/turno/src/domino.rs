//! TURNO-Domino (spec 2.D, 5.D): hands dealt at setup; on his turn a
//! player holding at least two tiles with the required number k must place
//! two of them, one at the end of each row of the current pair, else he
//! passes. k runs 1…6, then the next pair starts again at 1. The first
//! empty hand wins; a full round of passes blocks the game and the fewest
//! tiles win (several may share the win).
//!
//! Hands are private: with 3 or more players the game is local-only and a
//! seat's [`Rules::view`] holds only its own hand; with 2 players each hand
//! is the set minus the other and the layout, public by deduction (→ I19).
//! The state records what passes prove (`caps`), so that a view carries
//! every public fact the AI's sampling needs ([`super::deal`]).

use super::common::{self, msg, seat_term, PLAYERS_2_6};
use super::tiles::{self, has_face, type_of, Multiset, FULL, TYPES};
use attic_core::prelude::*;
use attic_core::{
    Event, GameInfo, IllegalMove, MoveError, Msg, OptionSpec, Options, Outcome, ParseError, Rng,
    Seat, SetupError, Turn, Winner,
};

const OPTIONS: &[OptionSpec] = &[PLAYERS_2_6];

/// TURNO-Domino's description.
pub static INFO: GameInfo = GameInfo {
    id: "turno-domino",
    title: "TURNO-Domino",
    hook: "Place two tiles with the same number opposite each other, ones first, then twos … the first empty hand wins.",
    variants: &[("turno-domino", "TURNO-Domino")],
    options: OPTIONS,
    numeric_tokens: false,
    ..common::INFO_BASE
};

/// Positions the exact two-player solver may visit per move, by level (0:
/// the level's generic search instead). From the deal it needs about
/// 180 000 on average, 1.6 million in the worst of 200 random deals.
const SOLVE_NODES: [u64; 5] = [0, 0, 0, 200_000, 3_000_000];

/// No limit on the tiles with a number a seat may hold (see `caps`).
pub const NO_CAP: u8 = 2;

/// The hand size h for p players: the largest even number ≤ 36/p (§3).
pub fn hand_size(p: u8) -> u8 {
    let h = 36 / p.max(1);
    h - h % 2
}

/// A ply: two tiles placed (the other faces of the row-A and row-B tiles;
/// both show the required number), or a pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DominoMove {
    /// Place k|a on row A and k|b on row B.
    Place(u8, u8),
    /// No two tiles with k: the seat passes.
    Pass,
}

/// A TURNO-Domino game (or a seat's view of one).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Domino {
    /// Number of players.
    pub p: u8,
    /// Each seat's hand (meaningful where `known`).
    pub hands: [Multiset; 6],
    /// Whether the hand is known here (a view hides the others' hands).
    pub known: [bool; 6],
    /// Tiles in each hand.
    pub sizes: [u8; 6],
    /// The hands as dealt (the `Deal` tag; empty where not known).
    pub dealt: [Multiset; 6],
    /// Placements in order, as the other faces of the row-A and row-B
    /// tiles; placement i is pair i/6 + 1 with number i%6 + 1.
    pub placed: Vec<(u8, u8)>,
    /// The seat whose turn it is.
    pub to_move: Seat,
    /// The seat that moved first (`First`).
    pub first: Seat,
    /// Passes in succession (p of them block the game).
    pub passes: u8,
    /// What passes prove: `caps[s][v-1]` is the most tiles with a v that
    /// seat s can hold now (a pass at v proves fewer than 2, and each tile
    /// with a v placed since takes one off), [`NO_CAP`] if nothing is known.
    pub caps: [[u8; 6]; 6],
    /// Whether the record stated a `Termination` (checked either way).
    pub stated: bool,
}

/// Why a Domino game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// This seat's hand is empty.
    Empty(Seat),
    /// Everybody passed in succession.
    Blocked,
}

impl Domino {
    /// The required number k (1…6).
    pub fn k(&self) -> u8 {
        (self.placed.len() % 6) as u8 + 1
    }

    /// The current pair (1…3).
    pub fn pair(&self) -> u8 {
        (self.placed.len() / 6) as u8 + 1
    }

    /// Whether and how the game has ended.
    pub fn end(&self) -> Option<End> {
        if let Some(s) = (0..self.p).find(|&s| self.sizes[s as usize] == 0) {
            return Some(End::Empty(s));
        }
        // Eighteen placements would use every tile: never reached, since a
        // hand empties first; counted as blocked to stay total.
        (self.passes >= self.p || self.placed.len() >= 18).then_some(End::Blocked)
    }

    /// Tiles in `hand` that have `v` on a face.
    pub fn with_face(hand: &Multiset, v: u8) -> u8 {
        (0..TYPES)
            .filter(|&t| has_face(t, v))
            .map(|t| hand[t])
            .sum()
    }

    /// The placed tiles as a multiset.
    pub fn placed_set(&self) -> Multiset {
        let mut m = [0u8; TYPES];
        for (i, &(a, b)) in self.placed.iter().enumerate() {
            let k = (i % 6) as u8 + 1;
            m[type_of(k, a)] += 1;
            m[type_of(k, b)] += 1;
        }
        m
    }

    /// The tiles no seat here knows: the set minus the known hands and the
    /// layout (the hidden hands and, with 4 or 5 players, the aside tiles).
    pub fn unseen(&self) -> Multiset {
        let mut m = FULL;
        let placed = self.placed_set();
        for t in 0..TYPES {
            let mut used = placed[t];
            for s in 0..self.p as usize {
                if self.known[s] {
                    used += self.hands[s][t];
                }
            }
            m[t] = m[t].saturating_sub(used);
        }
        m
    }

    fn can_play(&self, s: Seat) -> bool {
        Self::with_face(&self.hands[s as usize], self.k()) >= 2
    }

    /// Why a move is illegal here, if it is.
    fn check(&self, m: DominoMove) -> Result<(), IllegalMove> {
        if self.end().is_some() {
            return Err(IllegalMove::new(msg("illegal.over")));
        }
        let s = self.to_move as usize;
        let k = self.k();
        if !self.known[s] {
            return Err(IllegalMove::new(msg("illegal.hand-unknown")));
        }
        match m {
            DominoMove::Pass if self.can_play(self.to_move) => Err(IllegalMove::new(
                msg("illegal.must-place").num("k", k as i64),
            )),
            DominoMove::Pass => Ok(()),
            DominoMove::Place(a, b) => {
                let (ta, tb) = (type_of(k, a), type_of(k, b));
                for (t, x) in [(ta, a), (tb, b)] {
                    if !(1..=6).contains(&x) || self.hands[s][t] == 0 {
                        return Err(IllegalMove::new(
                            msg("illegal.not-in-hand").text("tile", format!("{k}|{x}")),
                        ));
                    }
                }
                if ta == tb && self.hands[s][ta] < 2 {
                    return Err(IllegalMove::new(
                        msg("illegal.one-copy").text("tile", format!("{k}|{a}")),
                    ));
                }
                Ok(())
            }
        }
    }

    fn apply(&mut self, m: DominoMove) {
        let s = self.to_move as usize;
        let k = self.k();
        match m {
            DominoMove::Pass => {
                self.caps[s][k as usize - 1] = self.caps[s][k as usize - 1].min(1);
                self.passes += 1;
            }
            DominoMove::Place(a, b) => {
                let (ta, tb) = (type_of(k, a), type_of(k, b));
                for t in [ta, tb] {
                    if self.known[s] {
                        self.hands[s][t] = self.hands[s][t].saturating_sub(1);
                    }
                    for v in 1..=6u8 {
                        let c = &mut self.caps[s][v as usize - 1];
                        if *c < NO_CAP && has_face(t, v) {
                            *c = c.saturating_sub(1);
                        }
                    }
                }
                self.sizes[s] = self.sizes[s].saturating_sub(2);
                self.placed.push((a, b));
                self.passes = 0;
            }
        }
        if self.end().is_none() {
            self.to_move = (self.to_move + 1) % self.p;
        }
    }

    /// Whether any hand is hidden here.
    fn hides(&self) -> bool {
        (0..self.p as usize).any(|s| !self.known[s])
    }

    fn empty(p: u8, first: Seat) -> Domino {
        Domino {
            p,
            hands: [[0; TYPES]; 6],
            known: [true; 6],
            sizes: [0; 6],
            dealt: [[0; TYPES]; 6],
            placed: Vec::new(),
            to_move: first,
            first,
            passes: 0,
            caps: [[NO_CAP; 6]; 6],
            stated: false,
        }
    }

    /// A game from dealt hands (each of h tiles, their union within the set).
    pub fn from_deal(p: u8, hands: &[Multiset], first: Seat) -> Domino {
        let mut g = Domino::empty(p, first);
        for (s, h) in hands.iter().enumerate().take(p as usize) {
            g.hands[s] = *h;
            g.dealt[s] = *h;
            g.sizes[s] = tiles::size(h) as u8;
        }
        g
    }

    /// The `Deal` tag's value in canonical form.
    pub fn deal_text(hands: &[Multiset]) -> String {
        hands
            .iter()
            .enumerate()
            .map(|(s, h)| format!("{}:{}", s + 1, tiles::multiset_text(h)))
            .collect::<Vec<_>>()
            .join(";")
    }

    /// The tiles set aside: the set minus the dealt hands.
    pub fn aside(&self) -> Multiset {
        let mut m = FULL;
        for h in &self.dealt[..self.p as usize] {
            for (x, &k) in m.iter_mut().zip(h) {
                *x = x.saturating_sub(k);
            }
        }
        m
    }
}

/// Read a list of tiles separated by single spaces (either face first).
fn parse_tiles(text: &str) -> Option<Multiset> {
    let mut m = [0u8; TYPES];
    if text.is_empty() {
        return Some(m);
    }
    for t in text.split(' ') {
        match t.as_bytes() {
            [a @ b'1'..=b'6', b @ b'1'..=b'6'] => m[type_of(a - b'0', b - b'0')] += 1,
            _ => return None,
        }
    }
    Some(m)
}

/// Read a `Deal` (and `Aside`) tag for p players.
fn read_deal(p: u8, deal: &str, aside: Option<&str>) -> Result<Vec<Multiset>, SetupError> {
    let h = hand_size(p);
    let bad = |why: &'static str| SetupError::new(msg("setup.deal").msg("why", msg(why)));
    let parts: Vec<&str> = deal.split(';').collect();
    if parts.len() != p as usize {
        return Err(bad("setup.deal.hands"));
    }
    let mut hands = Vec::new();
    let mut all = [0u8; TYPES];
    for (i, part) in parts.iter().enumerate() {
        let (seat, tiles_text) = part
            .split_once(':')
            .ok_or_else(|| bad("setup.deal.hands"))?;
        if seat != (i + 1).to_string() {
            return Err(bad("setup.deal.hands"));
        }
        let hand = parse_tiles(tiles_text).ok_or_else(|| bad("setup.deal.tiles"))?;
        if tiles::size(&hand) != h as u32 {
            return Err(bad("setup.deal.size"));
        }
        for (x, &k) in all.iter_mut().zip(&hand) {
            *x += k;
        }
        hands.push(hand);
    }
    let rest = tiles::minus(&FULL, &all).ok_or_else(|| bad("setup.deal.set"))?;
    match aside {
        None if tiles::size(&rest) > 0 => return Err(bad("setup.deal.aside-missing")),
        Some(_) if tiles::size(&rest) == 0 => return Err(bad("setup.deal.aside-none")),
        Some(a) if parse_tiles(a) != Some(rest) => return Err(bad("setup.deal.aside")),
        _ => {}
    }
    Ok(hands)
}

/// How a game of TURNO-Domino starts, as its record's tags say (§9).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DominoSetup {
    /// The first player (`First`) and the hands dealt (`Deal`; the rest
    /// of the set is `Aside`), at a table of `players`. Whether the record
    /// stated a `Termination` is kept: it is checked when the game ends
    /// and written with the result, not here.
    Deal {
        /// The number of players.
        players: u8,
        /// The seat that moves first.
        first: Seat,
        /// Each seat's hand, in seat order.
        hands: Vec<Multiset>,
        /// Whether the record stated a `Termination`.
        stated: bool,
    },
    /// A position (a `Setup` tag: a seat's view, as the AI is sent it).
    Position(Box<Domino>),
}

/// The tags of a game's deal: `First`, `Deal`, and `Aside` when tiles
/// are left over.
fn deal_tags(g: &Domino) -> Vec<(String, String)> {
    let p = (g.p as usize).min(6);
    let mut t = vec![
        common::first_tag(g.first),
        ("Deal".into(), Domino::deal_text(&g.dealt[..p])),
    ];
    if (hand_size(g.p) as u32) * (g.p as u32) < 36 {
        t.push(("Aside".into(), tiles::multiset_text(&g.aside())));
    }
    t
}

/// Read a placement token `kx+ky` or `pass` at required number `k`.
fn parse_token(token: &str, k: u8) -> Result<DominoMove, MoveError> {
    if token == "pass" {
        return Ok(DominoMove::Pass);
    }
    let b = token.as_bytes();
    let [s1 @ b'1'..=b'6', o1 @ b'1'..=b'6', b'+', s2 @ b'1'..=b'6', o2 @ b'1'..=b'6'] = b else {
        return Err(ParseError::new(msg("parse.domino")).into());
    };
    for (s, o) in [(s1, o1), (s2, o2)] {
        if s - b'0' != k {
            return Err(IllegalMove::new(
                msg("illegal.show-k")
                    .text("tile", format!("{}|{}", s - b'0', o - b'0'))
                    .num("k", k as i64),
            )
            .into());
        }
    }
    Ok(DominoMove::Place(o1 - b'0', o2 - b'0'))
}

impl Rules for Domino {
    type Move = DominoMove;

    fn info() -> &'static GameInfo {
        &INFO
    }

    type Setup = DominoSetup;

    /// The first player and the deal: the 36 tiles shuffled, h to each
    /// seat in order, the rest set aside (`Aside`, with 4 or 5 players).
    fn draw_setup(options: &Options, rng: &mut Rng) -> DominoSetup {
        let p = common::players(options, OPTIONS);
        let first = common::draw_first(p, rng);
        let mut all: Vec<usize> = (0..TYPES)
            .flat_map(|t| std::iter::repeat_n(t, FULL[t] as usize))
            .collect();
        for i in (1..all.len()).rev() {
            all.swap(i, rng.below_u128(i as u128 + 1) as usize);
        }
        let h = hand_size(p) as usize;
        let mut hands = vec![[0u8; TYPES]; p as usize];
        for (i, &t) in all.iter().enumerate() {
            if let Some(hand) = hands.get_mut(i / h) {
                hand[t] += 1;
            }
        }
        DominoSetup::Deal {
            players: p,
            first,
            hands,
            stated: false,
        }
    }

    /// `First` and `Deal` (+ `Aside`), or a `Setup` position string (a
    /// seat's view, as the AI is sent it).
    fn read_setup(options: &Options, tags: &[(String, String)]) -> Result<DominoSetup, SetupError> {
        let stated = common::read_termination(tags)?;
        if let Some(text) = common::tag(tags, "Setup") {
            let mut g = read_position(options, text).ok_or_else(|| common::bad_position(text))?;
            g.stated = stated;
            return Ok(DominoSetup::Position(Box::new(g)));
        }
        let p = common::players(options, OPTIONS);
        let first = common::read_first(tags, p)?;
        let deal = common::required(tags, "Deal")?;
        let hands = read_deal(p, deal, common::tag(tags, "Aside"))?;
        Ok(DominoSetup::Deal {
            players: p,
            first,
            hands,
            stated,
        })
    }

    fn start(_options: &Options, setup: &DominoSetup) -> Self {
        match setup {
            DominoSetup::Deal {
                players,
                first,
                hands,
                stated,
            } => {
                let mut g = Domino::from_deal(*players, hands, *first);
                g.stated = *stated;
                g
            }
            DominoSetup::Position(g) => (**g).clone(),
        }
    }

    /// A position is written as its deal (the hands it knows), as the
    /// records always have.
    fn write_setup(setup: &DominoSetup) -> Vec<(String, String)> {
        match setup {
            DominoSetup::Deal { .. } => deal_tags(&Self::start(&Options::default(), setup)),
            DominoSetup::Position(g) => deal_tags(g),
        }
    }

    /// The deal, read off the state: a game started from a position gives
    /// the deal of the hands it knows.
    fn start_setup(&self) -> DominoSetup {
        DominoSetup::Deal {
            players: self.p,
            first: self.first,
            hands: self.dealt[..(self.p as usize).min(6)].to_vec(),
            stated: self.stated,
        }
    }
    fn seats(&self) -> u8 {
        self.p
    }

    fn turn(&self) -> Turn {
        if self.end().is_some() {
            Turn::Over
        } else {
            Turn::Seat(self.to_move)
        }
    }

    /// A forced pass is played for the seat, the last one of a blocked
    /// game too: a game saved just before it is written with the blocked
    /// result and read back with the pass supplied (`Session::to_record`).
    fn automatic(&self) -> bool {
        self.end().is_none() && self.known[self.to_move as usize] && !self.can_play(self.to_move)
    }

    fn legal_moves(&self, out: &mut Vec<DominoMove>) {
        let s = self.to_move as usize;
        if self.end().is_some() || !self.known[s] {
            return;
        }
        if !self.can_play(self.to_move) {
            out.push(DominoMove::Pass);
            return;
        }
        let k = self.k();
        let hand = &self.hands[s];
        for a in 1..=6u8 {
            let ta = type_of(k, a);
            if hand[ta] == 0 {
                continue;
            }
            for b in 1..=6u8 {
                let tb = type_of(k, b);
                if hand[tb] > (ta == tb) as u8 {
                    out.push(DominoMove::Place(a, b));
                }
            }
        }
    }

    fn is_legal(&self, m: &DominoMove) -> bool {
        self.check(*m).is_ok()
    }

    fn play(&mut self, m: &DominoMove) -> Result<Vec<Event>, IllegalMove> {
        self.check(*m)?;
        let k = self.k();
        let at = self.placed.len() as u16;
        self.apply(*m);
        Ok(match *m {
            DominoMove::Pass => Vec::new(),
            DominoMove::Place(a, b) => vec![
                Event::Place {
                    at: 2 * at,
                    piece: (k * 10 + a) as u32,
                },
                Event::Place {
                    at: 2 * at + 1,
                    piece: (k * 10 + b) as u32,
                },
            ],
        })
    }

    fn play_fast(&mut self, m: &DominoMove) {
        self.apply(*m);
    }

    fn outcome(&self) -> Option<Outcome> {
        let scores: Vec<i64> = (0..self.p).map(|s| self.sizes[s as usize] as i64).collect();
        match self.end()? {
            End::Empty(s) => Some(Outcome {
                winner: Winner::Seat(s),
                reason: msg("outcome.hand-empty").term("seat", seat_term(s)),
                scores,
            }),
            End::Blocked => {
                let least = *scores.iter().min()?;
                let won: Vec<Seat> = (0..self.p)
                    .filter(|&s| scores[s as usize] == least)
                    .collect();
                Some(Outcome {
                    winner: if won.len() == 1 {
                        Winner::Seat(won[0])
                    } else {
                        Winner::Shared(won)
                    },
                    reason: msg("outcome.blocked").num("n", least),
                    scores,
                })
            }
        }
    }

    /// With 3 or more players, before the end: the other seats' hands are
    /// not known to `seat` (their sizes are).
    fn view(&self, seat: Seat) -> Self {
        let mut v = self.clone();
        if self.p >= 3 && self.end().is_none() {
            for s in 0..self.p as usize {
                if s != seat as usize {
                    v.known[s] = false;
                    v.hands[s] = [0; TYPES];
                    v.dealt[s] = [0; TYPES];
                }
            }
        }
        v
    }

    fn has_hidden(&self) -> bool {
        self.p >= 3 && self.end().is_none()
    }

    fn local_only(&self) -> bool {
        self.p >= 3
    }

    /// The hidden hands drawn uniformly among the deals that fit every
    /// public fact (sizes, layout, passes): see [`super::deal`].
    fn determinize(&self, _seat: Seat, rng: &mut Rng) -> Self {
        let mut w = self.clone();
        if !self.hides() {
            return w;
        }
        if let Some(hands) = super::deal::sample(self, rng) {
            for (s, hand) in hands.iter().enumerate().take(self.p as usize) {
                if !self.known[s] {
                    w.hands[s] = *hand;
                    w.known[s] = true;
                }
            }
        }
        w
    }
}

impl Notation for Domino {
    fn result_tags(&self) -> Vec<(String, String)> {
        let word = self.end().map(|e| match e {
            End::Empty(_) => "hand-empty",
            End::Blocked => "blocked",
        });
        common::termination_tags(word, self.stated)
    }

    fn parse_move(&self, token: &str) -> Result<DominoMove, MoveError> {
        parse_token(token, self.k())
    }

    fn format_move(&self, m: &DominoMove) -> String {
        let k = self.k();
        match *m {
            DominoMove::Pass => "pass".into(),
            DominoMove::Place(a, b) => format!("{k}{a}+{k}{b}"),
        }
    }

    fn write_body(start: &Self, moves: &[DominoMove]) -> String {
        common::body(start, moves, start.p)
    }

    /// `hands; placements; seat to move; passes; caps`: the hands by seat
    /// separated by `/` (tiles low face first, ascending; `??` per tile of
    /// a hand not known here; `-` for an empty hand), the placements in
    /// order (`35+31`, or `-`), the seat to move (1…p), the passes in
    /// succession, and for each seat six digits: the most tiles with 1…6
    /// it can hold (2: no limit known).
    fn position(&self) -> String {
        let hands: Vec<String> = (0..self.p as usize)
            .map(|s| {
                if self.sizes[s] == 0 {
                    "-".into()
                } else if self.known[s] {
                    tiles::multiset_text(&self.hands[s])
                } else {
                    vec!["??"; self.sizes[s] as usize].join(" ")
                }
            })
            .collect();
        let placed = if self.placed.is_empty() {
            "-".to_string()
        } else {
            self.placed
                .iter()
                .enumerate()
                .map(|(i, &(a, b))| {
                    let k = i % 6 + 1;
                    format!("{k}{a}+{k}{b}")
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        let caps: Vec<String> = (0..self.p as usize)
            .map(|s| self.caps[s].iter().map(|c| c.to_string()).collect())
            .collect();
        format!(
            "{}; {placed}; {}; {}; {}",
            hands.join("/"),
            self.to_move + 1,
            self.passes,
            caps.join("/")
        )
    }

    fn from_position(options: &Options, text: &str) -> Option<Result<Self, SetupError>> {
        Some(read_position(options, text).ok_or_else(|| common::bad_position(text)))
    }
}

impl Knowledge for Domino {
    /// A choice only of which tile goes to row A never affects the game
    /// (5.D step 4): answered at once, without a search. With two players
    /// (nothing hidden, no chance) levels 4 and 5 solve the game exactly
    /// ([`super::dsolve`]).
    fn own_search(&self, level: u8, seed: u64) -> Option<Box<dyn attic_core::SearchJob>> {
        let mut v = Vec::new();
        self.legal_moves(&mut v);
        let first = *v.first()?;
        let same = |m: &DominoMove| match (*m, first) {
            (DominoMove::Place(a, b), DominoMove::Place(x, y)) => {
                (a, b) == (x, y) || (a, b) == (y, x)
            }
            _ => v.len() == 1,
        };
        if v.iter().all(same) {
            return Some(Box::new(Forced(self.format_move(&first))));
        }
        let budget = SOLVE_NODES.get(level.clamp(1, 5) as usize - 1).copied()?;
        (self.p == 2 && budget > 0 && !self.hides())
            .then(|| Box::new(super::dsolve::SolveJob::new(self, budget, seed)) as _)
    }
}

impl Words for Domino {
    fn describe(&self, m: &DominoMove, events: &[Event]) -> Option<Msg> {
        let _ = events;
        self.check(*m).ok()?;
        Some(super::words::describe_domino(self, m))
    }

    fn explain(&self, m: &DominoMove) -> Option<Msg> {
        super::why::domino(self, m)
    }
}

/// Read a position string (a whole state or a seat's view).
fn read_position(options: &Options, text: &str) -> Option<Domino> {
    let f = common::fields(text, 5)?;
    let p = common::players(options, OPTIONS);
    let to_move = common::parse_seat(f[2], p)?;
    let mut g = Domino::empty(p, to_move);
    let hands: Vec<&str> = f[0].split('/').collect();
    if hands.len() != p as usize {
        return None;
    }
    for (s, h) in hands.iter().enumerate() {
        if *h == "-" {
            continue;
        }
        if h.split(' ').all(|t| t == "??") {
            g.known[s] = false;
            g.sizes[s] = h.split(' ').count() as u8;
        } else {
            let m = parse_tiles(h)?;
            if tiles::multiset_text(&m) != *h {
                return None;
            }
            g.hands[s] = m;
            g.dealt[s] = m;
            g.sizes[s] = tiles::size(&m) as u8;
        }
    }
    if f[1] != "-" {
        for (i, t) in f[1].split(' ').enumerate() {
            let k = (i % 6) as u8 + 1;
            match parse_token(t, k) {
                Ok(DominoMove::Place(a, b)) => g.placed.push((a, b)),
                _ => return None,
            }
        }
    }
    g.passes = f[3]
        .parse()
        .ok()
        .filter(|&n: &u8| n <= p && f[3] == n.to_string())?;
    let caps: Vec<&str> = f[4].split('/').collect();
    if caps.len() != p as usize {
        return None;
    }
    for (s, c) in caps.iter().enumerate() {
        let d: Vec<u8> = c.bytes().map(|b| b.wrapping_sub(b'0')).collect();
        if d.len() != 6 || d.iter().any(|&x| x > NO_CAP) {
            return None;
        }
        g.caps[s].copy_from_slice(&d);
    }
    // Every tile once at most; all dealt tiles accounted for.
    let mut used = g.placed_set();
    for s in 0..p as usize {
        if g.known[s] {
            for (u, &k) in used.iter_mut().zip(&g.hands[s]) {
                *u += k;
            }
        }
    }
    tiles::minus(&FULL, &used)?;
    let held: u32 = g.sizes.iter().map(|&x| x as u32).sum();
    if held + 2 * g.placed.len() as u32 != p as u32 * hand_size(p) as u32 {
        return None;
    }
    // What passes prove holds for the hands known here.
    for s in 0..p as usize {
        let over_cap = |v: u8| {
            let c = g.caps[s][v as usize - 1];
            c < NO_CAP && Domino::with_face(&g.hands[s], v) > c
        };
        if g.known[s] && (1..=6).any(over_cap) {
            return None;
        }
    }
    let empty = (0..p as usize).filter(|&s| g.sizes[s] == 0).count();
    let hidden = (0..p as usize).any(|s| !g.known[s]);
    if empty > 1 || (empty == 1 && g.passes > 0) {
        return None;
    }
    // Hands are hidden only with 3 or more players, before the end, and
    // a view is one seat's: it knows its own hand only.
    if hidden && (p < 3 || g.end().is_some()) {
        return None;
    }
    if hidden && (0..p as usize).filter(|&s| g.known[s]).count() != 1 {
        return None;
    }
    Some(g)
}

/// The answer when nothing is to be chosen.
struct Forced(String);

impl attic_core::SearchJob for Forced {
    fn step(&mut self, _nodes: u32) -> bool {
        true
    }
    fn best(&self) -> Option<String> {
        Some(self.0.clone())
    }
    fn nodes(&self) -> u64 {
        0
    }
    fn summary(&self) -> String {
        format!("no choice: {}", self.0)
    }
}
