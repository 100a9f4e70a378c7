//! Long Tau's description, options and its [`Game`] implementation.

use super::position::{codes, seat_of};
use super::rules::{Action, End, LongTau, Mv, Opts, Placement};
use attic_core::prelude::*;
use attic_core::{
    Event, GameInfo, IllegalMove, MoveError, Msg, OptionSpec, Options, Outcome, Picture, Rng, Seat,
    SetupError, Turn, Winner,
};
use attic_core::{Ignored, NameTags};
use std::sync::Arc;

const OPTIONS: &[OptionSpec] = &[
    OptionSpec::choice("players", &["2", "4"], "2"),
    OptionSpec::choice("pawns", &["own", "shared"], "own"),
    OptionSpec::choice("lines", &["span", "areas"], "span"),
    OptionSpec::int("no-removal-limit", 0, 1_000_000, "200"),
    OptionSpec::choice("limit-result", &["draw", "pawns"], "draw"),
];

/// The game's description.
pub static INFO: GameInfo = GameInfo {
    id: "longtau",
    title: "Long Tau",
    designer: "M. J. G. Thomassen, Amsterdam",
    year: "1943",
    max_players: 4,
    hook: "The Chinese dragon game: pawns slide as far as the lines allow, besieged groups leave the board, and whoever fills the Golden Chair removes the four enemy pawns farthest from it.",
    variants: &[("longtau", "Long Tau")],
    options: OPTIONS,
    rules_md: attic_core::rules_md!("rules.md"),
    seat_names: &["N", "E", "S", "W"],
    messages: &super::MESSAGES,
    think_times: Some(attic_core::data_lines!(include_bytes!("think.txt"))),
    // The reconstructed board (§2.1, I1) as each option draws it.
    pictures: &[
                Picture {
                    caption: "about.picture.span",
                    variant: "",
                    options: "",
                    position: None,
                    view_box: (660, 660),
                },
                Picture {
                    caption: "about.picture.areas",
                    variant: "",
                    options: "lines=areas",
                    position: None,
                    view_box: (660, 660),
                },
                Picture {
                    caption: "about.picture.four",
                    variant: "",
                    options: "players=4",
                    position: None,
                    view_box: (660, 660),
                },
            ],
    seat_tables: &[&["N", "S"], &["N", "E", "S", "W"]],
    name_tags: NameTags::Words(&[("N", "North"), ("E", "East"), ("S", "South"), ("W", "West")]),
    tag_order: &["First", "Setup", "North", "South", "East", "West"],
    // §8, §9.3: `pawns=shared` with two players and `limit-result` with
    // `no-removal-limit=0` are accepted and ignored.
    ignored_options: &[
        Ignored {
            option: "pawns",
            when: "players",
            is: "2",
        },
        Ignored {
            option: "limit-result",
            when: "no-removal-limit",
            is: "0",
        },
    ],
    has_puzzles: true,
    ..GameInfo::BASE
};

/// Typed options.
pub fn parse_opts(options: &Options) -> Opts {
    let players = if options.get("players", OPTIONS) == "4" {
        4
    } else {
        2
    };
    let limit = options
        .get("no-removal-limit", OPTIONS)
        .parse()
        .unwrap_or(200);
    Opts {
        players,
        // §8: ignored with two players.
        shared: players == 4 && options.get("pawns", OPTIONS) == "shared",
        areas: options.get("lines", OPTIONS) == "areas",
        limit,
        // §8: ignored with no-removal-limit=0.
        limit_pawns: limit > 0 && options.get("limit-result", OPTIONS) == "pawns",
    }
}

/// How a game starts, as its record's tags say (§9): the standard start
/// with the seat that moves first (`First`), or a position (`Setup`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Setup {
    /// The standard start (§3), `seat` to move first at a table of
    /// `players` (the `First` tag's code depends on it).
    First {
        /// 2 or 4.
        players: u8,
        /// The seat that moves first.
        seat: Seat,
    },
    /// A start from this position (the `Setup` tag).
    Position(Placement),
}

fn tag<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

attic_core::message_helpers!(super::MESSAGES);

/// The message key of a seat's name.
pub fn seat_term(g: &LongTau, s: Seat) -> &'static str {
    super::MESSAGES.seat_term(codes(g.opts.players), s)
}

/// The message key of a side's name: the seat with two players, the
/// partnership with four.
pub(super) fn side_term(g: &LongTau, t: u8) -> &'static str {
    match (g.opts.players, t) {
        (4, 0) => "side.NS",
        (4, _) => "side.EW",
        (_, 0) => "seat.N",
        _ => "seat.S",
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

impl Rules for LongTau {
    type Move = Mv;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn tools() -> attic_core::Tools {
        TOOLS
    }

    type Setup = Setup;

    /// §3: the first seat, drawn 50/50 (or 1/4 each with four players).
    fn draw_setup(options: &Options, rng: &mut Rng) -> Setup {
        let players = parse_opts(options).players;
        Setup::First {
            players,
            seat: rng.below(codes(players).len()) as Seat,
        }
    }

    fn read_setup(options: &Options, tags: &[(String, String)]) -> Result<Setup, SetupError> {
        let opts = parse_opts(options);
        let first = match tag(tags, "First") {
            Some(v) => Some(seat_of(opts.players, v).ok_or_else(|| {
                SetupError::new(
                    msg("setup.first")
                        .text("value", v)
                        .text("seats", codes(opts.players).join(", ")),
                )
            })?),
            None => None,
        };
        if let Some(text) = tag(tags, "Setup") {
            let g = super::position::parse(opts, text)?;
            if let Some(f) = first {
                if f != g.to_move {
                    return Err(SetupError::new(
                        msg("setup.first-setup")
                            .term("first", seat_term(&g, f))
                            .term("tomove", seat_term(&g, g.to_move)),
                    ));
                }
            }
            return Ok(Setup::Position(Placement::of(&g)));
        }
        match first {
            Some(seat) => Ok(Setup::First {
                players: opts.players,
                seat,
            }),
            None => Err(SetupError::new(msg("setup.missing-first"))),
        }
    }

    fn start(options: &Options, setup: &Setup) -> Self {
        let opts = parse_opts(options);
        match setup {
            Setup::First { seat, .. } => super::position::start(opts, *seat),
            Setup::Position(p) => {
                let mut g = p.state(opts);
                g.setup = Some(Arc::new(*p));
                g
            }
        }
    }

    fn write_setup(setup: &Setup) -> Vec<(String, String)> {
        match setup {
            Setup::Position(p) => {
                let opts = Opts {
                    players: p.players,
                    ..Opts::default()
                };
                vec![("Setup".into(), super::position::to_text(&p.state(opts)))]
            }
            Setup::First { players, seat } => {
                let c = codes(*players);
                vec![("First".into(), c[*seat as usize % c.len()].into())]
            }
        }
    }

    fn start_setup(&self) -> Setup {
        match &self.setup {
            Some(p) => Setup::Position(**p),
            None => Setup::First {
                players: self.opts.players,
                seat: self.first,
            },
        }
    }

    fn seats(&self) -> u8 {
        self.seat_count()
    }

    fn team(&self, seat: Seat) -> u8 {
        self.side_of(seat)
    }

    fn turn(&self) -> Turn {
        if self.result.is_some() {
            Turn::Over
        } else {
            Turn::Seat(self.to_move)
        }
    }

    fn legal_moves(&self, out: &mut Vec<Mv>) {
        self.gen(out);
    }

    fn is_legal(&self, m: &Mv) -> bool {
        self.legal(m)
    }

    fn play(&mut self, m: &Mv) -> Result<Vec<Event>, IllegalMove> {
        if !self.legal(m) {
            // Name the rule through the reader, which checks rule by rule.
            let token = match m.action {
                Action::Slide { from, to } if (from as usize) < 92 && (to as usize) < 92 => {
                    format!("{}-{}", super::board::name(from), super::board::name(to))
                }
                Action::Slide { .. } => String::new(),
                Action::Pass => "pass".into(),
                Action::End => "end".into(),
            };
            let mut t = token;
            if m.chosen != 0 {
                t.push('X');
                t.push_str(&super::board::names(self.pre.forced | m.chosen));
            }
            let why = match super::notation::read(self, &t) {
                Err(MoveError::Illegal(e)) => e.reason,
                Err(MoveError::Parse(e)) => e.reason,
                Ok(_) => msg("illegal.move"),
            };
            return Err(IllegalMove::new(why));
        }
        let mut ev = Vec::new();
        self.apply(m, Some(&mut ev));
        Ok(ev)
    }

    fn play_fast(&mut self, m: &Mv) {
        self.apply(m, None);
    }

    fn automatic(&self) -> bool {
        if self.result.is_some() {
            return false;
        }
        let mut v = Vec::new();
        self.gen(&mut v);
        v.len() == 1 && matches!(v[0].action, Action::Pass | Action::End)
    }

    fn outcome(&self) -> Option<Outcome> {
        // Over once the `end` turn is played (the reader supplies a
        // missing final `end`: it is the only, automatic, move).
        self.result.map(|end| self.outcome_of(end))
    }
}

impl Notation for LongTau {
    fn parse_move(&self, token: &str) -> Result<Mv, MoveError> {
        super::notation::read(self, token)
    }

    fn format_move(&self, m: &Mv) -> String {
        super::notation::write(self, m)
    }

    fn position(&self) -> String {
        super::position::to_text(self)
    }

    fn from_position(options: &Options, text: &str) -> Option<Result<Self, SetupError>> {
        Some(
            super::position::parse(parse_opts(options), text).map(|mut g| {
                g.setup = Some(Arc::new(Placement::of(&g)));
                g
            }),
        )
    }
}

impl Knowledge for LongTau {
    fn evaluate(&self, seat: Seat) -> Option<f32> {
        Some(super::eval::evaluate(self, seat))
    }
}

impl Words for LongTau {
    fn describe(&self, m: &Mv, events: &[Event]) -> Option<Msg> {
        super::words::describe(self, m, events)
    }

    fn dangers(&self) -> Vec<attic_core::Danger> {
        super::words::dangers(self)
    }

    fn explain(&self, m: &Mv) -> Option<Msg> {
        super::why::explain(self, m)
    }
}

impl LongTau {
    /// The outcome of a game that ends with `end` on this board: the
    /// game's [`Rules::outcome`] once the `end` turn is played, and what
    /// the AI scores a certain end by (eval.rs), so both follow §7.
    pub fn outcome_of(&self, end: End) -> Outcome {
        let (winner, reason) = match end {
            End::Elimination { winner, empty } => {
                let t = self.side_of(winner);
                let emptied: Vec<Seat> = (0..self.seat_count())
                    .filter(|s| empty >> s & 1 == 1)
                    .collect();
                let loser = match emptied.as_slice() {
                    [one] => seat_term(self, *one),
                    _ => side_term(self, 1 - t.min(1)),
                };
                (
                    self.side_winner(t),
                    msg("termination.elimination")
                        .term("loser", loser)
                        .term("winner", side_term(self, t)),
                )
            }
            End::Limit if !self.opts.limit_pawns => (
                Winner::Draw,
                msg("termination.no-removal-limit").num("n", self.opts.limit as i64),
            ),
            // §7.2, I22: limit-result=pawns.
            End::Limit => {
                let counts = self.side_counts();
                match self.limit_winner() {
                    Some(t) => (
                        self.side_winner(t),
                        msg("termination.no-removal-limit.pawns")
                            .num("n", self.opts.limit as i64)
                            .term("winner", side_term(self, t))
                            .num("more", counts[t as usize & 1] as i64)
                            .num("fewer", counts[1 - (t as usize & 1)] as i64),
                    ),
                    None => (
                        Winner::Draw,
                        msg("termination.no-removal-limit.equal")
                            .num("n", self.opts.limit as i64)
                            .num("count", counts[0] as i64),
                    ),
                }
            }
        };
        Outcome {
            winner,
            reason,
            scores: self.counts(),
        }
    }

    /// The winner for side `t`: the seat with two players, the
    /// partnership with four.
    fn side_winner(&self, t: u8) -> Winner {
        if self.opts.players == 4 {
            Winner::Side(t)
        } else {
            Winner::Seat(t)
        }
    }

    /// The termination name of §9.3: `elimination`, `no-removal-limit`, or
    /// `unfinished` while the game goes on.
    pub fn termination(&self) -> &'static str {
        self.end().map_or("unfinished", End::word)
    }
}
