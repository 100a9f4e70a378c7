//! O An Quan rules: sowing, captures, refills, rounds and the match (spec §4–§7).

use super::position::{own_slot, slot_ring, space_name, Own, Pos, QE, QW, TOTAL};
use attic_core::prelude::*;
use attic_core::NameTags;
use attic_core::{
    Event, GameInfo, IllegalMove, MoveError, OptionKind, OptionSpec, Options, Outcome, Rng, Seat,
    SetupError, Turn, Winner,
};

/// Sowing direction (§2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    /// A1 → A5 → QE → B1 → … (the default).
    Anti,
    /// The other way.
    Clock,
}

/// A move: the chosen small space (ring index) and the direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mv {
    /// Ring index of a small space.
    pub space: u8,
    /// Direction of the whole move.
    pub dir: Dir,
}

/// How a round ended (§7.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndKind {
    /// Both quans empty after a move.
    Normal,
    /// A refill was impossible.
    Exhaustion,
    /// The round move limit was reached.
    Limit,
}

impl EndKind {
    /// The word used in records.
    pub fn word(self) -> &'static str {
        match self {
            EndKind::Normal => "normal",
            EndKind::Exhaustion => "exhaustion",
            EndKind::Limit => "limit",
        }
    }

    /// The message key of the word for people.
    pub fn term(self) -> &'static str {
        match self {
            EndKind::Normal => "round-end.normal",
            EndKind::Exhaustion => "round-end.exhaustion",
            EndKind::Limit => "round-end.limit",
        }
    }
}

/// A finished round: how it ended, its final board and its totals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RoundEnd {
    /// Round number, from 1.
    pub round: u16,
    /// Who started that round.
    pub starter: u8,
    /// How it ended.
    pub kind: EndKind,
    /// The position when it ended, before the board was divided.
    pub last: Pos,
    /// Round totals T[A], T[B] after distribution and debts (§7.2).
    pub totals: [u8; 2],
}

/// Typed options (§8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Opts {
    /// `direction=choose`.
    pub choose: bool,
    /// `match=single-round`.
    pub single_round: bool,
    /// `sold-to-win`.
    pub sold_to_win: u8,
    /// `round-end=split-all`.
    pub split_all: bool,
    /// `round-limit` (0 = off).
    pub round_limit: u32,
}

/// The whole match state. Plain data (Copy), so search clones are cheap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OanQuan {
    /// Options.
    pub opts: Opts,
    /// The current round's position.
    pub pos: Pos,
    /// Current round number, from 1.
    pub round: u16,
    /// Who started the current round.
    pub starter: u8,
    /// Who made the last move of the current round (None before any).
    pub last_mover: Option<u8>,
    /// The most recently finished round.
    pub last_round: Option<RoundEnd>,
    /// The match result once over: the winner (None = draw).
    pub result: Option<Option<u8>>,
    /// The `Setup` position the match started from, if any.
    pub setup: Option<Pos>,
    /// Starter of round 1 (the `First` tag).
    pub first: u8,
}

/// How a match starts, as its record tags say: who starts the standard first round
/// (`First`), or the round position it starts from (`Setup`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Setup {
    /// The standard start, this seat to move (0 A, 1 B).
    First(Seat),
    /// A match from this round position (its player to move starts).
    Position(Pos),
}

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "direction",
        kind: OptionKind::Choice(&["anticlockwise", "choose"]),
        default: "anticlockwise",
        tag: None,
    },
    OptionSpec {
        key: "match",
        kind: OptionKind::Choice(&["full", "single-round"]),
        default: "full",
        tag: None,
    },
    OptionSpec {
        key: "sold-to-win",
        kind: OptionKind::Choice(&["3", "4"]),
        default: "3",
        tag: None,
    },
    OptionSpec {
        key: "round-end",
        kind: OptionKind::Choice(&["owned", "split-all"]),
        default: "owned",
        tag: None,
    },
    OptionSpec {
        key: "round-limit",
        kind: OptionKind::Int {
            min: 0,
            max: 100_000,
        },
        default: "200",
        tag: None,
    },
];

/// The game's description.
pub static INFO: GameInfo = GameInfo {
    id: "oanquan",
    title: "O An Quan",
    designer: "Traditional, northern Vietnam (Tonkin ruleset)",
    year: "mid-20th century",
    hook: "Relay-sow round a ring of ten pits and two mandarin quans; chain captures, and a match in which the poorer player sells spaces of their row.",
    variants: &[("oanquan", "O An Quan (Tonkin)")],
    options: OPTIONS,
    rules_md: attic_core::rules_md!("rules.md"),
    seat_names: &["A", "B"],
    messages: &super::MESSAGES,
    think_times: Some(attic_core::data_lines!(include_bytes!("think.txt"))),
    name_tags: NameTags::Prefix("Player"),
    has_puzzles: true,
    ..GameInfo::BASE
};

fn seat_name(p: u8) -> &'static str {
    if p == 0 {
        "A"
    } else {
        "B"
    }
}

fn next(i: usize, d: Dir) -> usize {
    match d {
        Dir::Anti => (i + 1) % 12,
        Dir::Clock => (i + 11) % 12,
    }
}

fn is_quan(i: usize) -> bool {
    i == QE || i == QW
}

/// The loop guard of §5.3: the set of (counts, last space) seen in one move.
/// Moves are short, so a linear scan over a small vector is fastest.
#[derive(Default)]
pub struct LoopGuard {
    seen: Vec<[u8; 13]>,
}

impl LoopGuard {
    /// Record a state; true if it was seen before in this move.
    pub fn repeat(&mut self, board: &[u8; 12], last: usize) -> bool {
        let mut key = [0u8; 13];
        key[..12].copy_from_slice(board);
        key[12] = last as u8;
        if self.seen.contains(&key) {
            return true;
        }
        self.seen.push(key);
        false
    }
}

/// The sowing procedure of §5.2 on bare counts: sow from `origin` in `d`,
/// continuing and capturing. Captures are reported as (space, count) through
/// `capture`, events (if wanted) through `events`. `guard` may be pre-filled
/// (a test hook for the loop guard, which no known position triggers).
pub fn sow(
    board: &mut [u8; 12],
    origin: usize,
    d: Dir,
    guard: &mut LoopGuard,
    mut capture: impl FnMut(usize, u8),
    mut events: Option<&mut Vec<Event>>,
) {
    let mut hand = board[origin];
    board[origin] = 0;
    if let Some(ev) = events.as_deref_mut() {
        ev.push(Event::Pick {
            at: origin as u16,
            n: hand as u32,
        });
    }
    let mut pos = origin;
    loop {
        while hand > 0 {
            pos = next(pos, d);
            board[pos] += 1;
            hand -= 1;
            if let Some(ev) = events.as_deref_mut() {
                ev.push(Event::Drop { at: pos as u16 });
            }
        }
        if guard.repeat(board, pos) {
            return;
        }
        let f = next(pos, d);
        if board[f] > 0 {
            if is_quan(f) {
                board[f] -= 1;
                hand = 1;
            } else {
                hand = board[f];
                board[f] = 0;
            }
            if let Some(ev) = events.as_deref_mut() {
                ev.push(Event::Pick {
                    at: f as u16,
                    n: hand as u32,
                });
            }
            pos = f;
            continue;
        }
        let g = next(f, d);
        if board[g] == 0 {
            return;
        }
        let mut x = g;
        loop {
            let n = board[x];
            board[x] = 0;
            capture(x, n);
            let y = next(x, d);
            let z = next(y, d);
            if board[y] == 0 && board[z] > 0 {
                x = z;
            } else {
                return;
            }
        }
    }
}

impl OanQuan {
    /// Typed options from generic ones.
    pub fn parse_opts(options: &Options) -> Opts {
        Opts {
            choose: options.get("direction", OPTIONS) == "choose",
            single_round: options.get("match", OPTIONS) == "single-round",
            sold_to_win: options.get("sold-to-win", OPTIONS).parse().unwrap_or(3),
            split_all: options.get("round-end", OPTIONS) == "split-all",
            round_limit: options.get("round-limit", OPTIONS).parse().unwrap_or(200),
        }
    }

    /// A match starting from `pos` as round 1 (settling an exhaustion at once).
    pub fn from_pos(opts: Opts, pos: Pos, setup: Option<Pos>) -> OanQuan {
        let mut g = OanQuan {
            opts,
            pos,
            round: 1,
            starter: pos.to_move,
            last_mover: None,
            last_round: None,
            result: None,
            setup,
            first: pos.to_move,
        };
        g.check_exhaustion();
        g
    }

    /// The refill the player to move must make now: (placed, borrowed), or
    /// None when some sowable space holds counters.
    pub fn pending_refill(&self) -> Option<(u8, u8)> {
        let p = self.pos.to_move;
        let mut k = 0u8;
        for i in 0..12 {
            if self.pos.sowable(p, i) {
                if self.pos.board[i] > 0 {
                    return None;
                }
                k += 1;
            }
        }
        let own = k.min(self.pos.store[p as usize]);
        Some((k, k - own))
    }

    /// Whether the player to move can make the refill it must make (or
    /// needs none); a hypothetical turn (the danger warning's) may not.
    pub(super) fn refill_possible(&self) -> bool {
        match self.pending_refill() {
            None => true,
            Some((_, borrow)) => borrow <= self.pos.store[1 - self.pos.to_move as usize],
        }
    }

    /// §6.3 step 2: end the round at once if the player to move cannot refill.
    fn check_exhaustion(&mut self) {
        if self.result.is_none() && !self.refill_possible() {
            if self.last_mover.is_none() {
                self.last_mover = Some(1 - self.pos.to_move);
            }
            self.end_round(EndKind::Exhaustion);
        }
    }

    /// Round totals (§7.2) for the current position.
    pub fn round_totals(&self) -> [u8; 2] {
        let p = &self.pos;
        let mut t = [p.store[0] as u32, p.store[1] as u32];
        if self.opts.split_all {
            let n: u32 = p.board.iter().map(|&c| c as u32).sum();
            t[0] += n / 2;
            t[1] += n / 2;
            if n % 2 == 1 {
                t[self.last_mover.unwrap_or(0) as usize] += 1;
            }
        } else {
            for k in 0..10 {
                let n = p.board[slot_ring(k)] as u32;
                let row_owner = if k < 5 { 0 } else { 1 };
                match p.own[k] {
                    Own::A => t[0] += n,
                    Own::B => t[1] += n,
                    Own::Shared => {
                        t[0] += n / 2;
                        t[1] += n / 2;
                        t[row_owner] += n % 2;
                    }
                }
            }
            for (q, funder) in [(QW, 0), (QE, 1)] {
                let n = p.board[q] as u32;
                t[0] += n / 2;
                t[1] += n / 2;
                t[funder] += n % 2;
            }
        }
        let net = p.debt[0] as i64 - p.debt[1] as i64;
        if net > 0 {
            let pay = (net as u32).min(t[0]);
            t[0] -= pay;
            t[1] += pay;
        } else if net < 0 {
            let pay = ((-net) as u32).min(t[1]);
            t[1] -= pay;
            t[0] += pay;
        }
        [t[0].min(TOTAL) as u8, t[1].min(TOTAL) as u8]
    }

    /// Score the round, then end the match or set up the next round (§7).
    fn end_round(&mut self, kind: EndKind) {
        let totals = self.round_totals();
        self.last_round = Some(RoundEnd {
            round: self.round,
            starter: self.starter,
            kind,
            last: self.pos,
            totals,
        });
        let last = self.last_mover.unwrap_or(1 - self.pos.to_move);
        if self.opts.single_round {
            self.result = Some(match totals[0].cmp(&totals[1]) {
                std::cmp::Ordering::Greater => Some(0),
                std::cmp::Ordering::Less => Some(1),
                std::cmp::Ordering::Equal => None,
            });
            return;
        }
        let mut own = Pos::initial(0).own;
        if totals[0] != totals[1] {
            let poor = if totals[0] < totals[1] { 0usize } else { 1 };
            let k = 35u8.saturating_sub(totals[poor]);
            let (m, r) = (k / 5, k % 5);
            if m >= self.opts.sold_to_win {
                self.result = Some(Some(1 - poor as u8));
                return;
            }
            let rich = if poor == 0 { Own::B } else { Own::A };
            let base = poor * 5; // own slots of P1..P5
            for j in 0..m as usize {
                own[base + j] = rich;
            }
            if r > 0 {
                own[base + m as usize] = Own::Shared;
            }
        }
        let starter = 1 - last;
        self.pos = Pos::fresh_round(own, starter);
        self.round += 1;
        self.starter = starter;
        self.last_mover = None;
    }

    /// Play `m` without checking it; `events` collects what happened.
    fn apply(&mut self, m: Mv, mut events: Option<&mut Vec<Event>>) {
        let p = self.pos.to_move;
        let round_before = self.round;
        if let Some((k, borrow)) = self.pending_refill() {
            let own = k - borrow;
            self.pos.store[p as usize] -= own;
            self.pos.store[1 - p as usize] -= borrow;
            self.pos.debt[p as usize] = self.pos.debt[p as usize].saturating_add(borrow as u32);
            if let Some(ev) = events.as_deref_mut() {
                let note = if borrow > 0 {
                    msg("note.refill-borrow").num("borrow", borrow as i64)
                } else {
                    msg("note.refill")
                };
                ev.push(Event::Note(
                    note.term("seat", seat_term(p)).num("n", k as i64),
                ));
            }
            for i in 0..12 {
                if self.pos.sowable(p, i) {
                    self.pos.board[i] = 1;
                    if let Some(ev) = events.as_deref_mut() {
                        ev.push(Event::Drop { at: i as u16 });
                    }
                }
            }
        }
        let store = &mut self.pos.store[p as usize];
        let mut caps: [(u8, u8); 12] = [(0, 0); 12];
        let mut ncaps = 0;
        let mut guard = LoopGuard::default();
        sow(
            &mut self.pos.board,
            m.space as usize,
            m.dir,
            &mut guard,
            |at, n| {
                *store += n;
                if ncaps < 12 {
                    caps[ncaps] = (at as u8, n);
                    ncaps += 1;
                }
            },
            events.as_deref_mut(),
        );
        if let Some(ev) = events.as_deref_mut() {
            // Captures are reported after the sowing that led to them.
            for &(at, n) in &caps[..ncaps] {
                ev.push(Event::Capture {
                    at: at as u16,
                    n: n as u32,
                    by: p,
                });
            }
        }
        // Saturating: a Setup may start from any u32 move count.
        self.pos.moves = self.pos.moves.saturating_add(1);
        self.last_mover = Some(p);
        // The turn passes before the end tests, so a round's last position
        // reads like every other position after a move (E19's table: 1.5
        // ends with `tomove=B`).
        self.pos.to_move = 1 - p;
        if self.pos.board[QE] == 0 && self.pos.board[QW] == 0 {
            self.end_round(EndKind::Normal);
        } else if self.opts.round_limit > 0 && self.pos.moves >= self.opts.round_limit {
            self.end_round(EndKind::Limit);
        } else {
            self.check_exhaustion();
        }
        if let Some(ev) = events {
            if self.round != round_before || self.result.is_some() {
                if let Some(re) = self.last_round {
                    ev.push(Event::Note(
                        msg("note.round-end")
                            .num("round", re.round as i64)
                            .term("how", re.kind.term())
                            .num("a", re.totals[0] as i64)
                            .num("b", re.totals[1] as i64),
                    ));
                }
            }
        }
    }

    /// The captures `m` would make, in order (for notation).
    pub fn captures_of(&self, m: Mv) -> Vec<(u8, u8)> {
        let mut g = *self;
        let mut ev = Vec::new();
        g.apply(m, Some(&mut ev));
        ev.iter()
            .filter_map(|e| match e {
                Event::Capture { at, n, .. } => Some((*at as u8, *n as u8)),
                _ => None,
            })
            .collect()
    }

    /// Check a move; the reason names the rule it breaks.
    pub fn check(&self, m: Mv) -> Result<(), IllegalMove> {
        if self.result.is_some() {
            return Err(IllegalMove::new(msg("illegal.over")));
        }
        let i = m.space as usize;
        let Some(slot) = own_slot(i) else {
            return Err(IllegalMove::new(
                msg("illegal.quan").text("space", space_name(i)),
            ));
        };
        if !self.opts.choose && m.dir == Dir::Clock {
            return Err(IllegalMove::new(msg("illegal.anticlockwise")));
        }
        let p = self.pos.to_move;
        if !self.pos.sowable(p, i) {
            let owner = if self.pos.own[slot] == Own::A { 0 } else { 1 };
            return Err(IllegalMove::new(
                msg("illegal.not-yours")
                    .text("space", space_name(i))
                    .term("owner", seat_term(owner)),
            ));
        }
        if self.pos.board[i] == 0 && self.pending_refill().is_none() {
            return Err(IllegalMove::new(
                msg("illegal.empty").text("space", space_name(i)),
            ));
        }
        Ok(())
    }
}

/// The game's tools (see [`Rules::tools`]): its puzzles.
const TOOLS: attic_core::Tools = attic_core::Tools {
    // Native only: the puzzle page reads the shipped file as a static
    // file (puzzles/<id>.txt beside the app), and needs no prover.
    #[cfg(not(target_arch = "wasm32"))]
    puzzles: Some(super::puzzles::PUZZLES),
    ..attic_core::Tools::NONE
};

impl Rules for OanQuan {
    type Move = Mv;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn tools() -> attic_core::Tools {
        TOOLS
    }

    type Setup = Setup;

    fn draw_setup(_options: &Options, rng: &mut Rng) -> Setup {
        Setup::First(if rng.below(2) == 0 { 0 } else { 1 })
    }

    fn read_setup(_options: &Options, tags: &[(String, String)]) -> Result<Setup, SetupError> {
        let tag = |name: &str| {
            tags.iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.as_str())
        };
        if let Some(text) = tag("Setup") {
            return Ok(Setup::Position(Pos::parse(text)?));
        }
        match tag("First") {
            Some("A") => Ok(Setup::First(0)),
            Some("B") => Ok(Setup::First(1)),
            Some(v) => Err(SetupError::new(msg("setup.first").text("value", v))),
            None => Err(SetupError::new(msg("setup.missing-first"))),
        }
    }

    fn start(options: &Options, setup: &Setup) -> Self {
        let opts = Self::parse_opts(options);
        match *setup {
            Setup::First(s) => OanQuan::from_pos(opts, Pos::initial(s.min(1)), None),
            Setup::Position(pos) => OanQuan::from_pos(opts, pos, Some(pos)),
        }
    }

    fn write_setup(setup: &Setup) -> Vec<(String, String)> {
        match setup {
            Setup::Position(p) => vec![("Setup".into(), p.to_text())],
            Setup::First(s) => vec![("First".into(), seat_name(*s).into())],
        }
    }

    fn start_setup(&self) -> Setup {
        match self.setup {
            Some(p) => Setup::Position(p),
            None => Setup::First(self.first),
        }
    }

    fn seats(&self) -> u8 {
        2
    }

    fn turn(&self) -> Turn {
        if self.result.is_some() {
            Turn::Over
        } else {
            Turn::Seat(self.pos.to_move)
        }
    }

    fn legal_moves(&self, out: &mut Vec<Mv>) {
        out.clear();
        if self.result.is_some() {
            return;
        }
        let p = self.pos.to_move;
        let refill = self.pending_refill().is_some();
        for i in (0..5).chain(6..11) {
            if self.pos.sowable(p, i) && (refill || self.pos.board[i] > 0) {
                out.push(Mv {
                    space: i as u8,
                    dir: Dir::Anti,
                });
                if self.opts.choose {
                    out.push(Mv {
                        space: i as u8,
                        dir: Dir::Clock,
                    });
                }
            }
        }
    }

    fn is_legal(&self, m: &Mv) -> bool {
        self.check(*m).is_ok()
    }

    fn play(&mut self, m: &Mv) -> Result<Vec<Event>, IllegalMove> {
        self.check(*m)?;
        let mut ev = Vec::new();
        self.apply(*m, Some(&mut ev));
        Ok(ev)
    }

    fn play_fast(&mut self, m: &Mv) {
        self.apply(*m, None);
    }

    fn outcome(&self) -> Option<Outcome> {
        let winner = self.result?;
        let re = self.last_round?;
        let t = re.totals;
        let reason = if self.opts.single_round {
            msg("outcome.single-round")
        } else {
            let poor: u8 = if t[0] < t[1] { 0 } else { 1 };
            let k = 35 - t[poor as usize] as i64;
            msg("outcome.sold")
                .term("seat", seat_term(poor))
                .num("short", k)
                .num("round", re.round as i64)
                .num("sold", k / 5)
        }
        .num("a", t[0] as i64)
        .num("b", t[1] as i64);
        Some(Outcome {
            winner: match winner {
                Some(s) => Winner::Seat(s as Seat),
                None => Winner::Draw,
            },
            reason,
            scores: vec![t[0] as i64, t[1] as i64],
        })
    }
}

impl Notation for OanQuan {
    fn parse_move(&self, token: &str) -> Result<Mv, MoveError> {
        super::notation::read(self, token)
    }

    fn format_move(&self, m: &Mv) -> String {
        super::notation::write(self, *m)
    }

    fn position(&self) -> String {
        self.pos.to_text()
    }

    /// The round position of §2.5, as a `Setup` tag would start a match
    /// from it (the match so far, rounds and totals, is not in the string).
    fn from_position(options: &Options, text: &str) -> Option<Result<Self, SetupError>> {
        Some(Self::setup(options, &[("Setup".into(), text.into())]))
    }

    fn write_body(start: &Self, moves: &[Mv]) -> String {
        super::notation::body(start, moves)
    }
}

impl Knowledge for OanQuan {
    fn evaluate(&self, seat: Seat) -> Option<f32> {
        Some(super::eval::evaluate(self, seat))
    }
}

impl Words for OanQuan {
    fn describe(&self, m: &Mv, events: &[Event]) -> Option<attic_core::Msg> {
        super::words::describe(self, m, events)
    }

    fn dangers(&self) -> Vec<attic_core::Danger> {
        super::words::dangers(self)
    }

    fn explain(&self, m: &Mv) -> Option<attic_core::Msg> {
        super::why::explain(self, m)
    }
}

attic_core::message_helpers!(super::MESSAGES, INFO.seat_names);
