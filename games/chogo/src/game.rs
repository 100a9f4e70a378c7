//! Chogo's description, options and its [`Game`] implementation.

use super::board::{Board, Variant, BLACK, MAX_FILES};
use super::moves::{Mv, Rules};
use super::rules::{Chogo, Opts};
use attic_core::prelude::*;
use attic_core::{
    Event, GameInfo, IllegalMove, MoveError, Msg, OptionKind, OptionSpec, Options, Outcome, Rng,
    Seat, SetupError, Turn, Winner,
};

const ON_OFF_DEFAULT: &[&str] = &["default", "on", "off"];

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "variant",
        kind: OptionKind::Choice(&["chogo-44", "chogo-8x8", "chogo-12x8"]),
        default: "chogo-44",
        tag: None,
    },
    OptionSpec {
        key: "king-full-rook",
        kind: OptionKind::Choice(ON_OFF_DEFAULT),
        default: "default",
        tag: None,
    },
    OptionSpec {
        key: "part-trapped-tandem-single-step",
        kind: OptionKind::Choice(ON_OFF_DEFAULT),
        default: "default",
        tag: None,
    },
    OptionSpec {
        key: "handicap",
        kind: OptionKind::Text {
            max_len: 11,
            examples: &["none", "a5+h5", "a3+h3", "a8+h8", "a1+h1"],
        },
        default: "none",
        tag: None,
    },
    OptionSpec {
        key: "threefold",
        kind: OptionKind::Choice(&["off", "on"]),
        default: "off",
        tag: None,
    },
    OptionSpec {
        key: "k2p-resign",
        kind: OptionKind::Choice(&["off", "on"]),
        default: "off",
        tag: None,
    },
];

/// The game's description.
pub static INFO: GameInfo = GameInfo {
    id: "chogo",
    title: "Chogo",
    designer: "David Jagger (a reconstruction of the Roman Latrunculi)",
    year: "2004",
    hook: "Rook-moving men and phalanxes trap by flanking and capture by co-enclosure; sealed cities invite a mole drop. Capture the king.",
    variants: &[
        ("chogo-44", "Chogo-44 (44 cells)"),
        ("chogo-8x8", "Chogo 8×8"),
        ("chogo-12x8", "Chogo 12×8"),
    ],
    options: OPTIONS,
    rules_md: attic_core::rules_md!("rules.md"),
    seat_names: &["Black", "White"],
    messages: &super::MESSAGES,
    think_times: Some(attic_core::data_lines!(include_bytes!("think.txt"))),
    // The three boards Jagger proposed for his reconstruction.
    pictures: {
    const fn board(caption: &'static str, variant: &'static str, view_box: (u16, u16)) -> attic_core::Picture {
                attic_core::Picture {
                    caption,
                    variant,
                    options: "",
                    position: None,
                    view_box,
                }
            }
            const BOARDS: &[attic_core::Picture] = &[
                board("about.picture.44", "chogo-44", (548, 488)),
                board("about.picture.8x8", "chogo-8x8", (548, 548)),
                board("about.picture.12x8", "chogo-12x8", (788, 548)),
            ];
            BOARDS
    },
    result_words: &["black", "white"],
    has_puzzles: true,
    ..GameInfo::BASE
};

fn on_off(v: &str, default: bool) -> bool {
    match v {
        "on" => true,
        "off" => false,
        _ => default,
    }
}

/// Typed options for a variant; `variant` overrides the option (it comes
/// from the `Variant` tag when present).
pub fn parse_opts(options: &Options, variant: Variant) -> Opts {
    let big = variant == Variant::C12x8;
    Opts {
        variant,
        rules: Rules {
            king_full_rook: on_off(options.get("king-full-rook", OPTIONS), big),
            single_step: on_off(
                options.get("part-trapped-tandem-single-step", OPTIONS),
                variant != Variant::C44,
            ),
        },
        threefold: options.get("threefold", OPTIONS) == "on",
        k2p: options.get("k2p-resign", OPTIONS) == "on",
    }
}

/// The home pawns a `handicap` value removes (§8), checked for `variant`.
pub fn handicap(text: &str, variant: Variant) -> Result<Vec<usize>, SetupError> {
    if text == "none" {
        return Ok(Vec::new());
    }
    let bad = |why: Msg| SetupError::new(msg("setup.handicap").text("text", text).msg("why", why));
    let mut out = Vec::new();
    for sq in text.split('+') {
        let b = sq.as_bytes();
        let i = match b {
            [f @ b'a'..=b'l', r @ b'1'..=b'8'] => {
                (r - b'1') as usize * MAX_FILES + (f - b'a') as usize
            }
            _ => return Err(bad(msg("setup.handicap.squares"))),
        };
        if out.contains(&i) {
            return Err(bad(msg("setup.handicap.twice")));
        }
        out.push(i);
    }
    if out.len() > 3 {
        return Err(bad(msg("setup.handicap.count")));
    }
    let side_ok = |s: u8| out.iter().all(|i| variant.homes(s).contains(i));
    if !side_ok(BLACK) && !side_ok(1) {
        return Err(bad(msg("setup.handicap.side").text("variant", variant.id())));
    }
    Ok(out)
}

/// How a game starts, as its record's tags say (§9): the board (the
/// `Variant` tag, else the `variant` option), and the position it starts
/// from (the `Position` tag), if not the standard start. A handicap is the
/// options' (`handicap`), and only with the standard start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The board.
    pub variant: Variant,
    /// The `Position` tag's position, if any.
    pub position: Option<Board>,
}

fn tag<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// The game's tools (see [`attic_core::Rules::tools`]): its puzzles.
const TOOLS: attic_core::Tools = attic_core::Tools {
    // Native only: the puzzle page reads the shipped file as a static
    // file (puzzles/<id>.txt beside the app), and needs no prover.
    #[cfg(not(target_arch = "wasm32"))]
    puzzles: Some(super::puzzles::PUZZLES),
    ..attic_core::Tools::NONE
};

impl attic_core::Rules for Chogo {
    fn tools() -> attic_core::Tools {
        TOOLS
    }

    type Move = Mv;

    fn info() -> &'static GameInfo {
        &INFO
    }

    type Setup = Setup;

    /// Nothing is random; a board chosen by the `variant` option (the
    /// new-game dialog) is also written as the spec's `Variant` tag.
    fn draw_setup(options: &Options, _rng: &mut Rng) -> Setup {
        Setup {
            variant: Variant::from_id(options.get("variant", OPTIONS)).unwrap_or(Variant::C44),
            position: None,
        }
    }

    fn read_setup(options: &Options, tags: &[(String, String)]) -> Result<Setup, SetupError> {
        let opt_variant = options.get("variant", OPTIONS);
        let variant = match tag(tags, "Variant") {
            Some(v) => {
                let var = Variant::from_id(v)
                    .ok_or_else(|| SetupError::new(msg("setup.variant").text("variant", v)))?;
                if opt_variant != "chogo-44" && opt_variant != v {
                    return Err(SetupError::new(
                        msg("setup.variant-option")
                            .text("variant", v)
                            .text("option", opt_variant),
                    ));
                }
                var
            }
            None => Variant::from_id(opt_variant).unwrap_or(Variant::C44),
        };
        let removed = handicap(options.get("handicap", OPTIONS), variant)?;
        let position = match tag(tags, "Position") {
            Some(text) => {
                if !removed.is_empty() {
                    return Err(SetupError::new(msg("setup.position-handicap")));
                }
                Some(Board::parse(text, variant)?)
            }
            None => None,
        };
        Ok(Setup { variant, position })
    }

    /// The handicap is the options' (checked by `read_setup`; none if it
    /// does not read).
    fn start(options: &Options, setup: &Setup) -> Self {
        let opts = parse_opts(options, setup.variant);
        match setup.position {
            Some(b) => Chogo::from_board(opts, b, Some(b)),
            None => {
                let removed =
                    handicap(options.get("handicap", OPTIONS), setup.variant).unwrap_or_default();
                Chogo::from_board(opts, Board::start(setup.variant, &removed), None)
            }
        }
    }

    fn write_setup(setup: &Setup) -> Vec<(String, String)> {
        let mut t = Vec::new();
        if setup.variant != Variant::C44 {
            t.push(("Variant".into(), setup.variant.id().into()));
        }
        if let Some(b) = setup.position {
            t.push(("Position".into(), b.to_text()));
        }
        t
    }

    fn start_setup(&self) -> Setup {
        Setup {
            variant: self.opts.variant,
            position: self.start,
        }
    }

    fn seats(&self) -> u8 {
        2
    }

    fn turn(&self) -> Turn {
        if self.result.is_some() {
            Turn::Over
        } else {
            Turn::Seat(self.board.to_move)
        }
    }

    fn legal_moves(&self, out: &mut Vec<Mv>) {
        self.gen(out);
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
        let end = self.result?;
        let count = |s: u8| {
            self.board
                .cells
                .iter()
                .filter(|&&c| super::board::side_of(c) == Some(s))
                .count() as i64
        };
        let reason = super::words::outcome_reason(self, &end, [count(0), count(1)]);
        Some(Outcome {
            winner: match end.winner {
                Some(w) => Winner::Seat(w as Seat),
                None => Winner::Draw,
            },
            reason,
            scores: vec![count(0), count(1)],
        })
    }
}

impl Notation for Chogo {
    fn parse_move(&self, token: &str) -> Result<Mv, MoveError> {
        super::notation::read(self, token)
    }

    fn format_move(&self, m: &Mv) -> String {
        super::notation::write(self, *m)
    }

    fn position(&self) -> String {
        self.board.to_text()
    }

    /// A position string as a `Position` tag would start a game from it.
    /// Its ranks give the board when the options name none (a variant id
    /// is a `Variant` tag, not an option); a handicap is already in it.
    fn from_position(options: &Options, text: &str) -> Option<Result<Self, SetupError>> {
        let named = Variant::from_id(options.get("variant", OPTIONS)).unwrap_or(Variant::C44);
        let variant = match named {
            Variant::C44 => Variant::ALL
                .into_iter()
                .find(|v| Board::parse(text, *v).is_ok())
                .unwrap_or(named),
            v => v,
        };
        let board = match Board::parse(text, variant) {
            Ok(b) => b,
            Err(e) => return Some(Err(e.into())),
        };
        Some(Ok(Chogo::from_board(
            parse_opts(options, variant),
            board,
            Some(board),
        )))
    }

    fn write_body(start: &Self, moves: &[Mv]) -> String {
        super::notation::body(start, moves)
    }

    fn skip_word(&self, token: &str) -> bool {
        !token.is_empty() && token.bytes().all(|b| b.is_ascii_alphabetic())
    }

    /// §9.3: when the rules end the game, `Termination` says why; a record's
    /// tag must agree with the engine, and the writer always states it.
    fn result_tags(&self) -> Vec<(String, String)> {
        match self.result {
            Some(end) => vec![("Termination".to_string(), end.reason.word().to_string())],
            None => Vec::new(),
        }
    }

    fn declared_result(&self, result: &str, tags: &[(String, String)]) -> bool {
        match tag(tags, "Termination") {
            Some("resignation") => result == "black" || result == "white",
            Some("agreement") => result == "draw",
            _ => false,
        }
    }
}

impl Knowledge for Chogo {
    fn evaluate(&self, seat: Seat) -> Option<f32> {
        Some(super::eval::evaluate(self, seat))
    }
}

impl Words for Chogo {
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

attic_core::message_helpers!(super::MESSAGES, INFO.seat_names);
