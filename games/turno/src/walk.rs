//! TURNO-Loop (spec 2.L, 5.L): pawns race round a track of the 36 tiles
//! from and back to the hexagonal tile. Every ply is chance: the roll, and
//! (option `loop-flip`, default on) the down face of a tile turned over for
//! the first time, drawn from its exact distribution given everything
//! public (`turnooi.md` 3.1). A turn token is the roll, with `:<face>` when
//! it turns a tile over (`4:6`).

use super::common::{self, msg, seat_term, Laid, PLAYERS_2_6};
use super::count::{face_weights, Showing};
use super::tiles::{self, Tile};
use attic_core::prelude::*;
use attic_core::{
    Event, GameInfo, IllegalMove, MoveError, Msg, OptionSpec, Options, Outcome, ParseError, Rng,
    Seat, SetupError, Turn, Winner,
};

/// The finish: position 37 is the hexagonal tile after the whole track.
pub const FINISH: u8 = 37;

const OPTIONS: &[OptionSpec] = &[
    PLAYERS_2_6,
    OptionSpec::choice("loop-start", &["clamp", "stay"], "clamp"),
    OptionSpec::choice("loop-exact-finish", &["off", "on"], "off"),
    OptionSpec::choice("loop-flip", &["on", "off"], "on"),
];

/// TURNO-Loop's description.
pub static INFO: GameInfo = GameInfo {
    id: "turno-loop",
    title: "TURNO-Loop",
    hook: "A dice race round a track of two-faced tiles: even throws go forward and turn the tile over, odd ones go back.",
    variants: &[("turno-loop", "TURNO-Loop")],
    options: OPTIONS,
    // Every turn is a throw and what it does (issue 28 §4).
    no_choices: true,
    ..common::INFO_BASE
};

/// The options of 5.L.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LoopOpts {
    /// `loop-start=stay`: a backward roll past H does not move the pawn.
    pub stay: bool,
    /// `loop-exact-finish=on`.
    pub exact: bool,
    /// `loop-flip=on` (the default).
    pub flip: bool,
}

fn parse_opts(o: &Options) -> LoopOpts {
    LoopOpts {
        stay: o.get("loop-start", OPTIONS) == "stay",
        exact: o.get("loop-exact-finish", OPTIONS) == "on",
        flip: o.get("loop-flip", OPTIONS) != "off",
    }
}

/// A ply: a roll, or the down face drawn for the tile it turned over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LoopMove {
    /// The die shows this.
    Roll(u8),
    /// The face now showing on the tile turned over (drawn now).
    Face(u8),
}

/// A TURNO-Loop game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Loop {
    /// Number of players.
    pub p: u8,
    /// Options.
    pub opts: LoopOpts,
    /// T1…T36 as they lie now (a tile turned over shows its other face).
    pub track: [Tile; 36],
    /// The track as laid out at setup (the `Track` tag).
    pub laid: [Tile; 36],
    /// Each seat's position: 0 = H, k = Tk, 37 = back on H (finished).
    pub pos: [u8; 6],
    /// The seat whose turn it is.
    pub to_move: Seat,
    /// The seat that moved first (`First`).
    pub first: Seat,
    /// A tile (index 0..36) turned over whose down face is drawn next.
    pub pending: Option<u8>,
    /// Whether the record stated a `Termination` (checked either way).
    pub stated: bool,
}

/// What a roll does before any face is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Effect {
    /// The pawn goes to this position (possibly where it is), no flip.
    To(u8),
    /// The pawn lands on T(k) and turns it over.
    Flip(u8),
}

impl Loop {
    fn effect(&self, d: u8) -> Effect {
        let pos = self.pos[self.to_move as usize];
        if d % 2 == 1 {
            return Effect::To(match pos.checked_sub(d) {
                Some(n) => n,
                None if self.opts.stay => pos,
                None => 0,
            });
        }
        let n = pos + d;
        if n >= FINISH {
            Effect::To(if self.opts.exact && n > FINISH {
                pos
            } else {
                FINISH
            })
        } else if self.opts.flip {
            Effect::Flip(n)
        } else {
            Effect::To(n)
        }
    }

    /// Where a pawn on T(k) goes on by `v` (the second move of 5.L step 5).
    fn on_from(&self, k: u8, v: u8) -> u8 {
        let n = k + v;
        if n >= FINISH {
            if self.opts.exact && n > FINISH {
                k
            } else {
                FINISH
            }
        } else {
            n
        }
    }

    /// The public facts for the completion count.
    fn showing(&self) -> Option<(Showing, tiles::Multiset)> {
        tiles::unrevealed(&self.track)
    }

    /// The winner, if a pawn is home.
    pub fn winner(&self) -> Option<Seat> {
        (0..self.p).find(|&s| self.pos[s as usize] >= FINISH)
    }

    fn next_seat(&mut self) {
        if self.winner().is_none() {
            self.to_move = (self.to_move + 1) % self.p;
        }
    }

    fn weights_of_pending(&self) -> [u128; 6] {
        match (self.pending, self.showing()) {
            (Some(k), Some((n, pool))) => face_weights(&n, &pool, self.track[k as usize].up),
            _ => [0; 6],
        }
    }

    fn apply(&mut self, m: LoopMove, ev: &mut Vec<Event>) {
        let s = self.to_move as usize;
        match m {
            LoopMove::Roll(d) => {
                ev.push(Event::Roll(d as u32));
                let from = self.pos[s];
                match self.effect(d) {
                    Effect::To(n) => {
                        self.pos[s] = n;
                        ev.push(Event::Move {
                            from: from as u16,
                            to: n as u16,
                        });
                        self.next_seat();
                    }
                    Effect::Flip(k) => {
                        self.pos[s] = k;
                        ev.push(Event::Move {
                            from: from as u16,
                            to: k as u16,
                        });
                        let t = self.track[k as usize - 1];
                        if t.down == 0 {
                            self.pending = Some(k - 1);
                        } else {
                            self.turn_over(k, t.down, ev);
                        }
                    }
                }
            }
            LoopMove::Face(h) => {
                if let Some(i) = self.pending.take() {
                    self.track[i as usize].down = h;
                    self.turn_over(i + 1, h, ev);
                }
            }
        }
    }

    /// T(k) (whose other face `h` is public) turns over and the pawn moves
    /// on by `h`.
    fn turn_over(&mut self, k: u8, h: u8, ev: &mut Vec<Event>) {
        let i = k as usize - 1;
        self.track[i] = self.track[i].turned();
        ev.push(Event::Reveal {
            at: k as u16,
            value: h as u32,
        });
        let s = self.to_move as usize;
        let n = self.on_from(k, h);
        self.pos[s] = n;
        ev.push(Event::Move {
            from: k as u16,
            to: n as u16,
        });
        self.next_seat();
    }

    fn start(opts: LoopOpts, p: u8, laid: [Tile; 36], first: Seat) -> Loop {
        Loop {
            p,
            opts,
            track: laid,
            laid,
            pos: [0; 6],
            to_move: first,
            first,
            pending: None,
            stated: false,
        }
    }
}

fn bad_roll() -> MoveError {
    ParseError::new(msg("parse.roll")).into()
}

impl Rules for Loop {
    type Move = LoopMove;

    fn info() -> &'static GameInfo {
        &INFO
    }

    /// The first player, the track and whether a `Termination` is stated.
    type Setup = Laid;

    /// The first player and the track's up faces (procedure V); no down
    /// face is drawn.
    fn draw_setup(options: &Options, rng: &mut Rng) -> Laid {
        Laid::draw(options, OPTIONS, rng)
    }

    fn read_setup(options: &Options, tags: &[(String, String)]) -> Result<Laid, SetupError> {
        Laid::read(options, OPTIONS, tags, "Track", 1)
    }

    fn start(options: &Options, setup: &Laid) -> Self {
        let mut g = Loop::start(parse_opts(options), setup.players, setup.tiles, setup.first);
        g.stated = setup.stated;
        g
    }

    fn write_setup(setup: &Laid) -> Vec<(String, String)> {
        vec![
            common::first_tag(setup.first),
            ("Track".into(), tiles::layout_text(&setup.tiles, 36)),
        ]
    }

    fn start_setup(&self) -> Laid {
        Laid {
            players: self.p,
            first: self.first,
            tiles: self.laid,
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

    fn mid_turn(&self) -> bool {
        self.pending.is_some()
    }

    /// The roll is the seat's to move; a face turned over is not a throw.
    fn thrower(&self) -> Option<Seat> {
        (self.winner().is_none() && self.pending.is_none()).then_some(self.to_move)
    }

    fn legal_moves(&self, out: &mut Vec<LoopMove>) {
        if self.winner().is_some() {
            return;
        }
        if self.pending.is_some() {
            let w = self.weights_of_pending();
            out.extend(
                (1..=6u8)
                    .filter(|h| w[*h as usize - 1] > 0)
                    .map(LoopMove::Face),
            );
        } else {
            out.extend((1..=6).map(LoopMove::Roll));
        }
    }

    fn chance_weights(&self, moves: &[LoopMove]) -> Vec<u128> {
        let w = self.weights_of_pending();
        moves
            .iter()
            .map(|m| match m {
                LoopMove::Roll(_) => 1,
                LoopMove::Face(h) => w[(*h as usize).clamp(1, 6) - 1],
            })
            .collect()
    }

    fn is_legal(&self, m: &LoopMove) -> bool {
        if self.winner().is_some() {
            return false;
        }
        match (*m, self.pending) {
            (LoopMove::Roll(d), None) => (1..=6).contains(&d),
            (LoopMove::Face(h), Some(_)) => {
                (1..=6).contains(&h) && self.weights_of_pending()[h as usize - 1] > 0
            }
            _ => false,
        }
    }

    fn play(&mut self, m: &LoopMove) -> Result<Vec<Event>, IllegalMove> {
        if self.winner().is_some() {
            return Err(IllegalMove::new(msg("illegal.over")));
        }
        match (*m, self.pending) {
            (LoopMove::Roll(d), None) if (1..=6).contains(&d) => {}
            (LoopMove::Face(h), Some(k)) => {
                if !self.is_legal(m) {
                    return Err(IllegalMove::new(
                        msg("illegal.face-impossible")
                            .num("tile", k as i64 + 1)
                            .num("face", h as i64),
                    ));
                }
            }
            (LoopMove::Face(_), None) => return Err(IllegalMove::new(msg("illegal.face-nothing"))),
            _ => return Err(IllegalMove::new(msg("illegal.face-wanted"))),
        }
        let mut ev = Vec::new();
        self.apply(*m, &mut ev);
        Ok(ev)
    }

    fn play_fast(&mut self, m: &LoopMove) {
        let mut ev = Vec::new();
        self.apply(*m, &mut ev);
    }

    fn outcome(&self) -> Option<Outcome> {
        let w = self.winner()?;
        Some(Outcome {
            winner: Winner::Seat(w),
            reason: msg("outcome.finish").term("seat", seat_term(w)),
            scores: (0..self.p).map(|s| self.pos[s as usize] as i64).collect(),
        })
    }
}

impl Notation for Loop {
    fn result_tags(&self) -> Vec<(String, String)> {
        common::termination_tags(self.winner().map(|_| "finish"), self.stated)
    }

    fn parse_move(&self, token: &str) -> Result<LoopMove, MoveError> {
        match self.parse_prefix(token)? {
            (m, n) if n == token.len() => Ok(m),
            _ => Err(bad_roll()),
        }
    }

    /// A roll `d`, and after it `:h` when it turns over a tile whose down
    /// face is public (optional, checked); the face of a tile turned over
    /// for the first time is the next ply (`:h`).
    fn parse_prefix(&self, text: &str) -> Result<(LoopMove, usize), MoveError> {
        let b = text.as_bytes();
        if self.pending.is_some() {
            return match b {
                [b':', h @ b'1'..=b'6', ..] => Ok((LoopMove::Face(h - b'0'), 2)),
                _ => Err(ParseError::new(msg("parse.face")).into()),
            };
        }
        let d = match b.first() {
            Some(d @ b'1'..=b'6') => d - b'0',
            _ => return Err(bad_roll()),
        };
        let shown = match self.effect(d) {
            Effect::Flip(k) => Some((k, self.track[k as usize - 1].turned().up)),
            Effect::To(_) => None,
        };
        if b.get(1) != Some(&b':') {
            return Ok((LoopMove::Roll(d), 1));
        }
        match shown {
            // The down face is not public yet: the next ply draws it.
            Some((_, 0)) => Ok((LoopMove::Roll(d), 1)),
            Some((k, face)) => match b.get(2) {
                Some(h @ b'1'..=b'6') if h - b'0' == face => Ok((LoopMove::Roll(d), 3)),
                Some(h @ b'1'..=b'6') => Err(IllegalMove::new(
                    msg("illegal.face-shown")
                        .num("tile", k as i64)
                        .num("face", face as i64)
                        .num("written", (h - b'0') as i64),
                )
                .into()),
                _ => Err(ParseError::new(msg("parse.face")).into()),
            },
            None => Err(IllegalMove::new(msg("illegal.face-nothing")).into()),
        }
    }

    fn format_move(&self, m: &LoopMove) -> String {
        match *m {
            LoopMove::Face(h) => format!(":{h}"),
            LoopMove::Roll(d) => match self.effect(d) {
                Effect::Flip(k) if self.pending.is_none() => {
                    match self.track[k as usize - 1].down {
                        0 => d.to_string(),
                        h => format!("{d}:{h}"),
                    }
                }
                _ => d.to_string(),
            },
        }
    }

    fn write_body(start: &Self, moves: &[LoopMove]) -> String {
        common::body(start, moves, start.p)
    }

    /// `track; positions; seat to move; tile awaiting its face`: the track
    /// as it lies now (T1…T36, `vh` or `v?`), each seat's position (0 = H,
    /// 37 = home), the seat to move (1…p), and `T<k>` or `-`.
    fn position(&self) -> String {
        let pos: Vec<String> = (0..self.p)
            .map(|s| self.pos[s as usize].to_string())
            .collect();
        let pending = self
            .pending
            .map_or("-".to_string(), |k| format!("T{}", k + 1));
        format!(
            "{}; {}; {}; {pending}",
            tiles::layout_text(&self.track, 36),
            pos.join(" "),
            self.to_move + 1
        )
    }

    fn from_position(options: &Options, text: &str) -> Option<Result<Self, SetupError>> {
        Some(read_position(options, text).ok_or_else(|| common::bad_position(text)))
    }
}

impl Knowledge for Loop {
    fn playout_choice(&self, legal: &[LoopMove], rng: &mut Rng) -> usize {
        if self.pending.is_some() {
            let w = self.chance_weights(legal);
            return rng.weighted(&w).unwrap_or(0);
        }
        rng.below(legal.len())
    }
}

impl Words for Loop {
    fn describe(&self, m: &LoopMove, events: &[Event]) -> Option<Msg> {
        super::words::describe_loop(self, m, events)
    }
}

fn read_position(options: &Options, text: &str) -> Option<Loop> {
    let f = common::fields(text, 4)?;
    let p = common::players(options, OPTIONS);
    let laid = tiles::parse_layout(f[0], 1).filter(|t| tiles::fits_set(t))?;
    let mut track = [Tile::default(); 36];
    track.copy_from_slice(&laid);
    let pos: Vec<u8> = f[1]
        .split(' ')
        .map(|x| {
            x.parse()
                .ok()
                .filter(|&n: &u8| n <= FINISH && x == n.to_string())
        })
        .collect::<Option<_>>()?;
    if pos.len() != p as usize || pos.iter().filter(|&&x| x == FINISH).count() > 1 {
        return None;
    }
    let to_move = common::parse_seat(f[2], p)?;
    let mut g = Loop::start(parse_opts(options), p, track, to_move);
    g.pos[..pos.len()].copy_from_slice(&pos);
    if f[3] != "-" {
        let k: u8 = f[3].strip_prefix('T')?.parse().ok()?;
        let ok = (1..=36).contains(&k)
            && f[3] == format!("T{k}")
            && g.opts.flip
            && track[k as usize - 1].down == 0
            && g.pos[to_move as usize] == k
            && g.winner().is_none();
        if !ok {
            return None;
        }
        g.pending = Some(k - 1);
    }
    Some(g)
}
