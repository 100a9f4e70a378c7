//! TAU rules: the negotiation (bids, pass), the removals and the score
//! (spec §3–§7).

use super::bigint::BigUint;
pub use super::score::{advice, groups, runs, score_of};
use attic_core::prelude::*;
use attic_core::Tools;
use attic_core::{
    Event, GameInfo, IllegalMove, MoveError, OptionKind, OptionSpec, Options, Outcome, Rng, Seat,
    SetupError, Turn, Winner,
};

/// Most decimal digits a bid may have (I2).
pub const MAX_BID_DIGITS: usize = 1000;
/// Smallest and largest side (§2).
pub const MIN_SIDE: u8 = 2;
/// Largest side (§2); a line set fits in a u64 bit mask.
pub const MAX_SIDE: u8 = 50;

/// A move: a bid or pass (phase 1) or a removal (phase 2).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Mv {
    /// Bid this number.
    Bid(BigUint),
    /// Pass: end the negotiation, becoming LOW.
    Pass,
    /// Remove row n (1-based, from the top).
    Row(u8),
    /// Remove column n (1-based, from the left).
    Col(u8),
}

/// The roles fixed by the negotiation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Roles {
    /// The seat that is HIGH (the other is LOW).
    pub high: Seat,
    /// The LIMIT: the last bid.
    pub limit: BigUint,
}

/// The whole game state.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Tau {
    /// Number of rows.
    pub rows: u8,
    /// Number of columns.
    pub cols: u8,
    /// Removed rows: bit i is row i + 1.
    pub removed_rows: u64,
    /// Removed columns: bit i is column i + 1.
    pub removed_cols: u64,
    /// Bids made so far.
    pub bids: u32,
    /// The last bid, if any.
    pub last_bid: Option<BigUint>,
    /// Set when the negotiation has ended.
    pub roles: Option<Roles>,
    /// Removals made so far.
    pub turns: u8,
    /// `Limit` and `Score` tags of a record being read: checked when the
    /// game reaches them (§9: "must match the engine if present").
    pub claims: (Option<BigUint>, Option<BigUint>),
}

/// What a record says of a game's start: Tau draws nothing, and the
/// board's size is the options'; a record may claim its `Limit` and
/// `Score` (§9), checked when play reaches them. They are a reader's
/// claims: the writer never writes them, so [`Rules::write_setup`] writes
/// no tag.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The `Limit` tag: the bid that the first `pass` must accept.
    pub limit: Option<BigUint>,
    /// The `Score` tag: the product that the last removal must leave.
    pub score: Option<BigUint>,
}

/// The side `k` (`rows` or `cols`) of these options, if it is one.
fn side(options: &Options, k: &str) -> Option<u8> {
    options
        .get(k, OPTIONS)
        .parse::<u8>()
        .ok()
        .filter(|n| (MIN_SIDE..=MAX_SIDE).contains(n))
}

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "rows",
        kind: OptionKind::Int { min: 2, max: 50 },
        default: "12",
        tag: None,
    },
    OptionSpec {
        key: "cols",
        kind: OptionKind::Int { min: 2, max: 50 },
        default: "12",
        tag: None,
    },
];

/// The game's tools (see [`Rules::tools`]).
const TOOLS: Tools = Tools {
    solve: Some(super::cli::cli),
    review: Some(super::cli::review),
    // Native only: the puzzle page reads the shipped file as a static
    // file (puzzles/<id>.txt beside the app), and needs no prover.
    #[cfg(not(target_arch = "wasm32"))]
    puzzles: Some(super::puzzles::PUZZLES),
    ..Tools::NONE
};

/// The game's description.
pub static INFO: GameInfo = GameInfo {
    id: "tau",
    title: "TAU",
    designer: "Néstor Romeral Andrés",
    year: "2011",
    hook: "Bid for a LIMIT, then strike out rows and columns of a grid: HIGH wins if the product of the remaining group sizes beats it.",
    variants: &[("tau", "TAU")],
    options: OPTIONS,
    rules_md: attic_core::rules_md!("rules.md"),
    seat_names: &["A", "B"],
    messages: &super::MESSAGES,
    numeric_tokens: true,
    think_times: Some(attic_core::data_lines!(include_bytes!("think.txt"))),
    // tau.md I2: bids are unbounded, so the list gives `pass` and the
    // smallest legal bid as representatives of every legal bid.
    lists_representatives: true,
    has_puzzles: true,
    ..GameInfo::BASE
};

/// Seat name.
pub fn seat_name(s: Seat) -> &'static str {
    if s == 0 {
        "A"
    } else {
        "B"
    }
}

impl Tau {
    /// A fresh game on a rows × cols grid.
    pub fn new(rows: u8, cols: u8) -> Tau {
        Tau {
            rows: rows.clamp(MIN_SIDE, MAX_SIDE),
            cols: cols.clamp(MIN_SIDE, MAX_SIDE),
            removed_rows: 0,
            removed_cols: 0,
            bids: 0,
            last_bid: None,
            roles: None,
            turns: 0,
            claims: (None, None),
        }
    }

    /// T = ⌈(rows + cols) / 3⌉, the number of removals (§4).
    pub fn total_turns(&self) -> u8 {
        (self.rows + self.cols).div_ceil(3)
    }

    /// Removals still to make (0 during the negotiation counts as all).
    pub fn turns_left(&self) -> u8 {
        self.total_turns().saturating_sub(self.turns)
    }

    /// Present rows and columns.
    pub fn present(&self) -> (u32, u32) {
        (
            self.rows as u32 - self.removed_rows.count_ones(),
            self.cols as u32 - self.removed_cols.count_ones(),
        )
    }

    /// Row runs and column runs, in board order.
    pub fn runs(&self) -> (Vec<u8>, Vec<u8>) {
        (
            runs(self.rows, self.removed_rows),
            runs(self.cols, self.removed_cols),
        )
    }

    /// The current score (the product of the current groups).
    pub fn score(&self) -> BigUint {
        let (r, c) = self.runs();
        score_of(&r, &c)
    }

    /// The seat to move, if any.
    pub fn to_move(&self) -> Option<Seat> {
        match &self.roles {
            None => Some((self.bids % 2) as Seat),
            Some(_) if self.turns >= self.total_turns() => None,
            Some(r) => Some(if self.turns.is_multiple_of(2) {
                r.high
            } else {
                1 - r.high
            }),
        }
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.roles.is_some() && self.turns >= self.total_turns()
    }

    /// Check a move; the reason names the rule it breaks.
    pub fn check(&self, m: &Mv) -> Result<(), IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::new(msg("illegal.over")));
        }
        let illegal = |key| Err(IllegalMove::new(msg(key)));
        match (m, &self.roles) {
            (Mv::Bid(b), None) => match &self.last_bid {
                _ if b.is_zero() => illegal("illegal.bid-zero"),
                Some(last) if b <= last => Err(IllegalMove::new(
                    msg("illegal.bid-low").text("last", last.to_string()),
                )),
                _ => Ok(()),
            },
            (Mv::Pass, None) if self.last_bid.is_none() => illegal("illegal.first-pass"),
            (Mv::Pass, None) => Ok(()),
            (Mv::Row(_) | Mv::Col(_), None) => illegal("illegal.negotiating"),
            (Mv::Bid(_) | Mv::Pass, Some(_)) => illegal("illegal.negotiated"),
            (Mv::Row(n), Some(_)) => check_line(ROW_KEYS, *n, self.rows, self.removed_rows),
            (Mv::Col(n), Some(_)) => check_line(COL_KEYS, *n, self.cols, self.removed_cols),
        }
    }

    /// Play a checked move.
    fn apply(&mut self, m: &Mv, ev: &mut Vec<Event>) {
        match m {
            Mv::Bid(b) => {
                self.bids += 1;
                self.last_bid = Some(b.clone());
            }
            Mv::Pass => {
                let passer = (self.bids % 2) as Seat;
                let limit = self
                    .last_bid
                    .clone()
                    .unwrap_or_else(|| BigUint::from_u64(1));
                ev.push(Event::Note(
                    msg("note.pass")
                        .term("passer", seat_term(passer))
                        .term("high", seat_term(1 - passer))
                        .text("limit", limit.to_string()),
                ));
                self.roles = Some(Roles {
                    high: 1 - passer,
                    limit,
                });
            }
            Mv::Row(n) => {
                self.removed_rows |= 1 << (n - 1);
                self.turns += 1;
                ev.push(Event::Note(msg("note.row").num("n", *n as i64)));
            }
            Mv::Col(n) => {
                self.removed_cols |= 1 << (n - 1);
                self.turns += 1;
                ev.push(Event::Note(msg("note.col").num("n", *n as i64)));
            }
        }
    }

    /// A claim from a record tag that the move would contradict.
    fn claim_error(&self, m: &Mv) -> Option<IllegalMove> {
        if let (Mv::Pass, Some(want), Some(last)) = (m, &self.claims.0, &self.last_bid) {
            if want != last {
                return Some(IllegalMove::new(
                    msg("illegal.limit-tag")
                        .text("claim", want.to_string())
                        .text("last", last.to_string()),
                ));
            }
        }
        if let (Mv::Row(_) | Mv::Col(_), Some(want)) = (m, &self.claims.1) {
            if self.turns + 1 == self.total_turns() {
                let mut g = self.clone();
                g.apply(m, &mut Vec::new());
                let s = g.score();
                if &s != want {
                    return Some(IllegalMove::new(
                        msg("illegal.score-tag")
                            .text("claim", want.to_string())
                            .text("score", s.to_string()),
                    ));
                }
            }
        }
        None
    }

    /// Who won, with the exact score and LIMIT, once the game is over.
    pub fn result(&self) -> Option<(Seat, BigUint, BigUint)> {
        let roles = self.roles.as_ref()?;
        if !self.is_over() {
            return None;
        }
        let s = self.score();
        let w = if s > roles.limit {
            roles.high
        } else {
            1 - roles.high
        };
        Some((w, s, roles.limit.clone()))
    }
}

impl Rules for Tau {
    type Move = Mv;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn tools() -> Tools {
        TOOLS
    }

    type Setup = Setup;

    fn draw_setup(_options: &Options, _rng: &mut Rng) -> Setup {
        // Seat A always bids first; who sits at A is the players' (the
        // new-game dialog's) choice, so nothing is drawn here.
        Setup::default()
    }

    fn read_setup(options: &Options, tags: &[(String, String)]) -> Result<Setup, SetupError> {
        for k in ["rows", "cols"] {
            side(options, k).ok_or_else(|| SetupError::new(msg("setup.side").text("option", k)))?;
        }
        let claim = |name: &str| -> Result<Option<BigUint>, SetupError> {
            match tags.iter().find(|(k, _)| k == name) {
                None => Ok(None),
                Some((_, v)) => BigUint::parse_decimal(v, MAX_BID_DIGITS + 10)
                    .map(Some)
                    .ok_or_else(|| {
                        SetupError::new(msg("setup.tag-number").text("name", name).text("value", v))
                    }),
            }
        };
        Ok(Setup {
            limit: claim("Limit")?,
            score: claim("Score")?,
        })
    }

    fn start(options: &Options, setup: &Setup) -> Self {
        let side = |k| side(options, k).unwrap_or(MIN_SIDE);
        let mut g = Tau::new(side("rows"), side("cols"));
        g.claims = (setup.limit.clone(), setup.score.clone());
        g
    }

    /// None: the claims are only read (see [`Setup`]).
    fn write_setup(_setup: &Setup) -> Vec<(String, String)> {
        Vec::new()
    }

    fn start_setup(&self) -> Setup {
        Setup {
            limit: self.claims.0.clone(),
            score: self.claims.1.clone(),
        }
    }

    fn seats(&self) -> u8 {
        2
    }

    fn turn(&self) -> Turn {
        match self.to_move() {
            Some(s) => Turn::Seat(s),
            None => Turn::Over,
        }
    }

    /// Phase 1 has infinitely many legal bids: the list holds `pass` (when
    /// legal) and the smallest bid; every higher bid is legal too (links
    /// write such bids literally). Phase 2: rows top to bottom, then columns.
    fn legal_moves(&self, out: &mut Vec<Mv>) {
        out.clear();
        if self.is_over() {
            return;
        }
        match &self.roles {
            None => {
                if self.last_bid.is_some() {
                    out.push(Mv::Pass);
                }
                out.push(Mv::Bid(match &self.last_bid {
                    Some(b) => b.plus_one(),
                    None => BigUint::from_u64(1),
                }));
            }
            Some(_) => {
                let (p, q) = self.present();
                if p >= 2 {
                    for i in 0..self.rows {
                        if self.removed_rows >> i & 1 == 0 {
                            out.push(Mv::Row(i + 1));
                        }
                    }
                }
                if q >= 2 {
                    for i in 0..self.cols {
                        if self.removed_cols >> i & 1 == 0 {
                            out.push(Mv::Col(i + 1));
                        }
                    }
                }
            }
        }
    }

    fn is_legal(&self, m: &Mv) -> bool {
        self.check(m).is_ok()
    }

    fn play(&mut self, m: &Mv) -> Result<Vec<Event>, IllegalMove> {
        self.check(m)?;
        if let Some(e) = self.claim_error(m) {
            return Err(e);
        }
        let mut ev = Vec::new();
        self.apply(m, &mut ev);
        Ok(ev)
    }

    fn play_fast(&mut self, m: &Mv) {
        attic_core::game::with_scratch_events(|ev| self.apply(m, ev));
    }

    fn outcome(&self) -> Option<Outcome> {
        let (w, _, _) = self.result()?;
        let reason = super::words::outcome_reason(self, w)?;
        // Scores: 1 for the winner, 0 for the loser. The exact Score and
        // LIMIT can exceed any i64, so they live in the reason (and the view).
        let mut scores = vec![0, 0];
        scores[w as usize] = 1;
        Some(Outcome {
            winner: Winner::Seat(w),
            reason,
            scores,
        })
    }
}

impl Notation for Tau {
    fn parse_move(&self, token: &str) -> Result<Mv, MoveError> {
        super::notation::read(self, token)
    }

    fn format_move(&self, m: &Mv) -> String {
        super::notation::write(m)
    }

    fn position(&self) -> String {
        super::notation::position(self)
    }

    /// The state string of §2 holds the grid and its removed lines, not
    /// the negotiation (bids, LIMIT, who is HIGH): a string with nothing
    /// removed reads as the start of the negotiation on its grid (the
    /// string's size, whatever the options say); one with removed lines
    /// is refused, as it cannot say who moves or who wins.
    fn from_position(_options: &Options, text: &str) -> Option<Result<Self, SetupError>> {
        let (rows, cols, removed_rows, removed_cols) = match super::notation::parse_position(text) {
            Ok(v) => v,
            Err(e) => return Some(Err(e.into())),
        };
        if removed_rows | removed_cols != 0 {
            return Some(Err(SetupError::new(msg("setup.state-removed"))));
        }
        Some(Ok(Tau::new(rows, cols)))
    }

    fn write_body(start: &Self, moves: &[Mv]) -> String {
        super::notation::body(start, moves)
    }
}

impl Knowledge for Tau {
    fn own_search(&self, level: u8, seed: u64) -> Option<Box<dyn attic_core::SearchJob>> {
        Some(super::ai::search(self, level, seed))
    }
}

impl Words for Tau {
    fn describe(&self, m: &Mv, _events: &[Event]) -> Option<attic_core::Msg> {
        super::words::describe(self, m)
    }

    fn explain(&self, m: &Mv) -> Option<attic_core::Msg> {
        super::why::explain(self, m)
    }

    fn advice(options: &Options) -> Option<attic_core::Msg> {
        let side = |k: &str| options.get(k, OPTIONS).parse::<u32>().unwrap_or(12);
        Some(match super::score::advice_msg(side("rows"), side("cols")) {
            None => msg("advice.ok"),
            Some(why) => msg("advice.here").msg("why", why),
        })
    }
}

/// The keys of a row removal's errors: no such row, already removed, the
/// last present row.
const ROW_KEYS: [&str; 3] = ["illegal.no-row", "illegal.row-removed", "illegal.last-row"];
/// The same for a column.
const COL_KEYS: [&str; 3] = ["illegal.no-col", "illegal.col-removed", "illegal.last-col"];

/// Whether line `n` of `size` lines (`removed` as a bit mask) may be
/// removed; `keys` name the errors for rows or for columns.
fn check_line(keys: [&'static str; 3], n: u8, size: u8, removed: u64) -> Result<(), IllegalMove> {
    let err = |k: usize| {
        let m = msg(keys[k]).num("n", n as i64);
        Err(IllegalMove::new(if k == 0 {
            m.num("size", size as i64)
        } else {
            m
        }))
    };
    if n == 0 || n > size {
        return err(0);
    }
    if removed >> (n - 1) & 1 == 1 {
        return err(1);
    }
    if size as u32 - removed.count_ones() < 2 {
        return err(2);
    }
    Ok(())
}

attic_core::message_helpers!(super::MESSAGES, INFO.seat_names);
