//! TURNOOI's description, options, setup draw and its [`Game`] implementation.

use super::notation;
use super::rules::{Board, Mv, Opts, Turnooi, CELLS, NORTH, SOUTH};
use super::tiles::tile;
use super::tiles::{Cell, Multiset};
use attic_core::prelude::*;
use attic_core::Tools;
use attic_core::{
    Event, GameInfo, IllegalMove, MoveError, Msg, OptionSpec, Options, Outcome, Rng, Seat,
    SetupError, Turn, Winner,
};

const OPTIONS: &[OptionSpec] = &[
    OptionSpec::choice("board", &["6x8", "9x6"], "6x8"),
    OptionSpec::choice("highest-tile", &["board", "off"], "board"),
    OptionSpec::int("quiet-limit", 0, 10_000, "50"),
];

/// The game's tools (see [`Rules::tools`]): odds, bench, puzzles.
const TOOLS: Tools = Tools {
    odds: Some(super::odds::cli),
    // Native only: the bench times with the system clock.
    #[cfg(not(target_arch = "wasm32"))]
    bench: Some(super::bench::report),
    // Native only: the puzzle page reads the shipped file as a static
    // file (puzzles/<id>.txt beside the app), and needs no prover.
    #[cfg(not(target_arch = "wasm32"))]
    puzzles: Some(super::puzzles::PUZZLES),
    ..Tools::NONE
};

/// The game's description.
pub static INFO: GameInfo = GameInfo {
    id: "turnooi",
    title: "TURNOOI",
    designer: "Fred Horn",
    year: "2023",
    hook: "Half-hidden two-faced tiles advance to the middle line and battle by the sum of both faces; the hidden face is revealed only when its tile battles.",
    variants: &[("turnooi", "TURNOOI")],
    options: OPTIONS,
    rules_md: attic_core::rules_md!("rules.md"),
    seat_names: &["south", "north"],
    messages: &super::MESSAGES,
    think_times: Some(attic_core::data_lines!(include_bytes!("think.txt"))),
    result_words: &["south", "north"],
    has_puzzles: true,
    ..GameInfo::BASE
};

/// Typed options.
pub fn parse_opts(options: &Options) -> Opts {
    Opts {
        board: match options.get("board", OPTIONS) {
            "9x6" => Board::B9x6,
            _ => Board::B6x8,
        },
        highest: options.get("highest-tile", OPTIONS) != "off",
        quiet_limit: options.get("quiet-limit", OPTIONS).parse().unwrap_or(50),
    }
}

/// How a game starts, as its record's tags say (§9): the board with its
/// tiles (`Setup`), the side to move (`First` when a start position's
/// visible 6s tie, `ToMove` for any other position, else the side with
/// more 6s), and the stocks and dead pile (`Stocks`, `Dead`). Every rule
/// of §9's Setup is checked when it is read.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The board (the `board` option it was read under).
    pub board: Board,
    /// The cells, as [`Turnooi::cells`].
    pub cells: [Cell; CELLS],
    /// The side to move.
    pub to_move: Seat,
    /// Each side's stock.
    pub stocks: [Multiset; 2],
    /// The dead pile.
    pub dead: Multiset,
}

impl Setup {
    /// The setup of a state: its board, tiles and side to move.
    pub fn of(g: &Turnooi) -> Setup {
        Setup {
            board: g.opts.board,
            cells: g.cells,
            to_move: g.to_move,
            stocks: g.stocks,
            dead: g.dead,
        }
    }

    /// The state this setup describes, with `opts` (on this setup's
    /// board).
    pub fn state(&self, opts: Opts) -> Turnooi {
        let mut g = Turnooi::empty(Opts {
            board: self.board,
            ..opts
        });
        g.cells = self.cells;
        g.to_move = self.to_move;
        g.stocks = self.stocks;
        g.dead = self.dead;
        g
    }
}

/// Procedure V of §3 ([`attic_tiles::procedure_v`]): the visible face of
/// each of the 36 tiles, the values shuffled uniformly and laid on South's
/// start cells, then North's. Only these values are drawn: no hidden face.
pub fn draw_layout(opts: Opts, rng: &mut Rng) -> Turnooi {
    let values = attic_tiles::procedure_v(rng);
    let mut g = Turnooi::empty(opts);
    let b = opts.board;
    let starts = (0..b.cells()).filter(|&c| b.is_start(c));
    for (c, v) in starts.zip(values) {
        g.cells[c] = tile(v, 0);
    }
    g
}

impl Rules for Turnooi {
    type Move = Mv;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn tools() -> Tools {
        TOOLS
    }

    type Setup = Setup;

    /// The layout's visible faces (`Setup`, every tile `v?`), and the
    /// starting player only when the visible 6s tie (`First`; else the
    /// side with more 6s starts, §3).
    fn draw_setup(options: &Options, rng: &mut Rng) -> Setup {
        let mut g = draw_layout(parse_opts(options), rng);
        let [s, n] = g.sixes();
        g.to_move = match s.cmp(&n) {
            std::cmp::Ordering::Greater => SOUTH,
            std::cmp::Ordering::Less => NORTH,
            std::cmp::Ordering::Equal => {
                if rng.next_u64() & 1 == 0 {
                    SOUTH
                } else {
                    NORTH
                }
            }
        };
        Setup::of(&g)
    }

    fn read_setup(options: &Options, tags: &[(String, String)]) -> Result<Setup, SetupError> {
        notation::read_setup(parse_opts(options), tags).map(|g| Setup::of(&g))
    }

    fn start(options: &Options, setup: &Setup) -> Self {
        setup.state(parse_opts(options))
    }

    fn write_setup(setup: &Setup) -> Vec<(String, String)> {
        notation::setup_tags(&setup.state(Opts::default()))
    }

    /// Read off the state (the records ask it of a start state).
    fn start_setup(&self) -> Setup {
        Setup::of(self)
    }

    fn seats(&self) -> u8 {
        2
    }

    fn turn(&self) -> Turn {
        if self.end.is_some() {
            Turn::Over
        } else if self.pending.is_some() {
            Turn::Chance
        } else {
            Turn::Seat(self.to_move)
        }
    }

    fn legal_moves(&self, out: &mut Vec<Mv>) {
        match self.turn() {
            Turn::Over => {}
            Turn::Chance => out.extend(
                self.face_pairs()
                    .into_iter()
                    .map(|(mover, other, _)| Mv::Faces { mover, other }),
            ),
            Turn::Seat(_) => {
                let n = out.len();
                self.steps(out);
                if out.len() == n {
                    out.push(Mv::Pass);
                }
            }
        }
    }

    fn chance_weights(&self, moves: &[Mv]) -> Vec<u128> {
        let pairs = self.face_pairs();
        moves
            .iter()
            .map(|m| match m {
                Mv::Faces { mover, other } => pairs
                    .iter()
                    .find(|p| (p.0, p.1) == (*mover, *other))
                    .map_or(0, |p| p.2),
                _ => 0,
            })
            .collect()
    }

    fn mid_turn(&self) -> bool {
        self.pending.is_some() && self.end.is_none()
    }

    /// Every unrevealed hidden face, drawn as one uniform completion
    /// ([`Turnooi::world`]) and kept in `dealt`: the game is played as
    /// ever, but each battle's chance ply has one outcome, the dealt faces.
    /// The value of the seat's stock (§7: the game is decided by it).
    fn points(&self, seat: Seat) -> Option<i64> {
        self.scores().get(seat as usize).copied()
    }

    fn deal(&self, rng: &mut Rng) -> Option<Self> {
        let world = self.world(rng);
        let mut g = self.clone();
        g.dealt = Some(std::array::from_fn(|c| {
            if super::tiles::unrevealed(self.cells[c]) {
                super::tiles::hidden(world.cells[c])
            } else {
                0
            }
        }));
        Some(g)
    }

    fn automatic(&self) -> bool {
        if !matches!(self.turn(), Turn::Seat(_)) {
            return false;
        }
        let mut v = Vec::new();
        self.steps(&mut v);
        v.is_empty()
    }

    fn play(&mut self, m: &Mv) -> Result<Vec<Event>, IllegalMove> {
        if !self.is_legal(m) {
            let token = match m {
                Mv::Step { from, to } => format!(
                    "{}-{}",
                    self.board().name(*from as usize),
                    self.board().name(*to as usize)
                ),
                Mv::Pass => "pass".into(),
                Mv::Faces { mover, other } => format!(":?{mover}v?{other}"),
            };
            return Err(IllegalMove::new(
                msg("illegal.not-legal").text("token", token),
            ));
        }
        let mut ev = Vec::new();
        self.apply(*m, Some(&mut ev));
        Ok(ev)
    }

    fn play_fast(&mut self, m: &Mv) {
        self.apply(*m, None);
    }

    fn outcome(&self) -> Option<Outcome> {
        let end = self.end?;
        let [s, n] = self.scores();
        let (winner, reason) = match s.cmp(&n) {
            std::cmp::Ordering::Greater => (Winner::Seat(SOUTH), Some(SOUTH)),
            std::cmp::Ordering::Less => (Winner::Seat(NORTH), Some(NORTH)),
            std::cmp::Ordering::Equal => (Winner::Draw, None),
        };
        let reason = match reason {
            Some(w) => msg("outcome.win").term("seat", seat_term(w)),
            None => msg("outcome.draw"),
        };
        Some(Outcome {
            winner,
            reason: reason
                .num("south", s)
                .num("north", n)
                .term("why", end.term()),
            scores: vec![s, n],
        })
    }

    /// A complete world: every unrevealed face drawn exactly (see
    /// [`Turnooi::world`]); nothing is private, so any seat may ask.
    fn determinize(&self, _seat: Seat, rng: &mut Rng) -> Self {
        self.world(rng)
    }
}

impl Notation for Turnooi {
    fn parse_move(&self, token: &str) -> Result<Mv, MoveError> {
        match notation::read_prefix(self, token)? {
            (m, used) if used == token.len() => Ok(m),
            (_, used) => Err(IllegalMove::new(
                msg("illegal.next-ply")
                    .text("token", token)
                    .text("move", token.get(..used).unwrap_or(token)),
            )
            .into()),
        }
    }

    fn parse_prefix(&self, text: &str) -> Result<(Mv, usize), MoveError> {
        notation::read_prefix(self, text)
    }

    fn format_move(&self, m: &Mv) -> String {
        notation::write(self, *m)
    }

    fn position(&self) -> String {
        notation::position(self)
    }

    fn from_position(options: &Options, text: &str) -> Option<Result<Self, SetupError>> {
        Some(notation::read_position(parse_opts(options), text))
    }

    /// §9: `Termination` and `Score` once the game is over.
    fn result_tags(&self) -> Vec<(String, String)> {
        match self.end {
            Some(end) => {
                let [s, n] = self.scores();
                vec![
                    ("Termination".into(), end.word().into()),
                    ("Score".into(), format!("{s}-{n}")),
                ]
            }
            None => Vec::new(),
        }
    }
}

impl Knowledge for Turnooi {
    fn evaluate(&self, seat: Seat) -> Option<f32> {
        Some(super::eval::evaluate(self, seat))
    }

    /// Chance plies are drawn by their exact weights, seat moves uniformly.
    fn playout_choice(&self, legal: &[Mv], rng: &mut Rng) -> usize {
        if self.pending.is_some() {
            let w = self.chance_weights(legal);
            return rng.weighted(&w).unwrap_or(0);
        }
        rng.below(legal.len())
    }

    fn own_search(&self, level: u8, seed: u64) -> Option<Box<dyn attic_core::SearchJob>> {
        super::search::own_search(self, level, seed)
    }
}

impl Words for Turnooi {
    fn describe(&self, m: &Mv, _events: &[Event]) -> Option<Msg> {
        super::words::describe(self, m)
    }

    fn explain(&self, m: &Mv) -> Option<Msg> {
        super::why::explain(self, m)
    }
}

attic_core::message_helpers!(super::MESSAGES, INFO.seat_names);
