//! The traits a game implements, one concern each ([`Rules`],
//! [`Notation`], [`Knowledge`], [`Words`]; together a [`Game`]), its
//! description ([`GameInfo`], with what is data), and the small types they need.

use super::error::{IllegalMove, SetupError};
use super::msg::{Messages, Msg};
use super::options::{OptionSpec, Options};
use super::rng::Rng;
use std::fmt::Debug;
use std::hash::Hash;

/// A seat at the table, from 0. Seat 0 is the first seat (e.g. O An Quan's A).
pub type Seat = u8;

/// Whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Turn {
    /// This seat decides the next move.
    Seat(Seat),
    /// A random value becomes public now (a die roll, a face turned over). The
    /// "moves" are its possible values; the site draws one with
    /// [`Rules::chance_weights`] and records it as a token.
    Chance,
    /// The game is over; see [`Rules::outcome`].
    Over,
}

/// Who won.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Winner {
    /// One seat won (with partnerships: the seat's whole side).
    Seat(Seat),
    /// A side won: every seat of this team (a partnership such as `NS`).
    Side(u8),
    /// These seats share the win (a blocked TURNO-Domino); the others lost.
    Shared(Vec<Seat>),
    /// Nobody won.
    Draw,
}

/// A danger to the seat to move (see [`Words::dangers`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Danger {
    /// What threatens, in words.
    pub msg: Msg,
    /// The cells concerned (spot ids, as the notation names them).
    pub cells: Vec<String>,
}

/// The end of a game: the winner, why, and the final scores (one per seat).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner, or a draw.
    pub winner: Winner,
    /// Why the game ended, as data: a message key of the game and its
    /// arguments (cells, counts, seats), e.g. "B sold 3 of A's spaces".
    pub reason: Msg,
    /// Final scores, one per seat (meaning given by the game).
    pub scores: Vec<i64>,
}

impl Outcome {
    /// What the game is worth to `seat`, in [0, 1], for the AI and the
    /// arena. A won side gets 1 and a lost one 0; a shared win splits 1
    /// between the winning sides, and a draw splits 1 between all sides, so
    /// a two-player draw is 1/2 each. `team` gives each seat's side.
    pub fn reward(&self, seat: Seat, seats: u8, team: &dyn Fn(Seat) -> u8) -> f32 {
        let mine = team(seat);
        let sides = |who: &mut dyn Iterator<Item = Seat>| {
            let mut v: Vec<u8> = who.map(team).collect();
            crate::order::sort(&mut v);
            v.dedup();
            v
        };
        match &self.winner {
            Winner::Seat(w) => f32::from(team(*w) == mine),
            Winner::Side(t) => f32::from(*t == mine),
            Winner::Shared(ws) => {
                let won = sides(&mut ws.iter().copied());
                if won.contains(&mine) {
                    1.0 / won.len() as f32
                } else {
                    0.0
                }
            }
            Winner::Draw => 1.0 / sides(&mut (0..seats.max(1))).len().max(1) as f32,
        }
    }

    /// Whether `seat` is among the winners (alone, by its side, or sharing).
    pub fn won_by(&self, seat: Seat, team: &dyn Fn(Seat) -> u8) -> bool {
        match &self.winner {
            Winner::Seat(w) => team(*w) == team(seat),
            Winner::Side(t) => *t == team(seat),
            Winner::Shared(ws) => ws.iter().any(|w| team(*w) == team(seat)),
            Winner::Draw => false,
        }
    }
}

/// Run `f` with an empty events vector that every fast ply of this thread
/// reuses: for a game whose `apply` always writes events, its
/// [`Rules::play_fast`] needs no allocation per ply (each one is a call
/// into the web build's main module, issue 27).
pub fn with_scratch_events<R>(f: impl FnOnce(&mut Vec<Event>) -> R) -> R {
    thread_local! {
        static EVENTS: std::cell::RefCell<Vec<Event>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    EVENTS.with(|ev| match ev.try_borrow_mut() {
        Ok(mut ev) => {
            ev.clear();
            f(&mut ev)
        }
        // A fast ply inside a fast ply: a vector of its own.
        Err(_) => f(&mut Vec::new()),
    })
}

/// One thing a move did, in order, so a view can animate it and the AI can
/// explain it. Cells are indexes in the game's own numbering.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// `n` pieces picked up from `at` (a mancala hand, a tile lifted).
    Pick {
        /// Cell.
        at: u16,
        /// How many.
        n: u32,
    },
    /// One piece dropped into `at` (a mancala sowing step).
    Drop {
        /// Cell.
        at: u16,
    },
    /// A piece moved from one cell to another.
    Move {
        /// From.
        from: u16,
        /// To.
        to: u16,
    },
    /// A piece (of kind `piece`) placed on `at`.
    Place {
        /// Cell.
        at: u16,
        /// Game-specific piece code.
        piece: u32,
    },
    /// `n` pieces captured from `at` by `by`.
    Capture {
        /// Cell.
        at: u16,
        /// How many pieces.
        n: u32,
        /// Who captured.
        by: Seat,
    },
    /// A hidden value at `at` became public.
    Reveal {
        /// Cell.
        at: u16,
        /// Game-specific value.
        value: u32,
    },
    /// A die showed this value.
    Roll(u32),
    /// A phase change or other announcement, for a person ("Round 2
    /// begins"), as a message of the game.
    Note(Msg),
}

/// A game's rules text, for [`GameInfo::rules_md`]: the file's contents in
/// native builds (the CLI's `attic rules`, tests), and empty in wasm builds,
/// where the app fetches `rules/<id>.md` instead (the build copies each
/// game's `rules.md` there). Seven specs are about 300 KB of text, which
/// would otherwise sit in both the app's and the worker's wasm.
#[macro_export]
macro_rules! rules_md {
    ($path:literal) => {
        if cfg!(target_arch = "wasm32") {
            ""
        } else {
            include_str!($path)
        }
    };
}

/// What the site shows about a game: gallery card, rules, options.
#[derive(Debug)]
pub struct GameInfo {
    /// Game id, e.g. "oanquan".
    pub id: &'static str,
    /// Title, e.g. "O An Quan".
    pub title: &'static str,
    /// Designer or origin.
    pub designer: &'static str,
    /// Year or period.
    pub year: &'static str,
    /// Smallest number of players.
    pub min_players: u8,
    /// Largest number of players.
    pub max_players: u8,
    /// One-line hook for the gallery.
    pub hook: &'static str,
    /// Variant ids with titles (the game id itself when there is one variant).
    pub variants: &'static [(&'static str, &'static str)],
    /// Options with their allowed values and defaults.
    pub options: &'static [OptionSpec],
    /// Rules version: bumped whenever a change could replay an old record or
    /// link differently (move generation order included).
    pub rules_version: u32,
    /// The rules specification (Markdown) that the rules page renders;
    /// empty in wasm builds (see [`rules_md!`](crate::rules_md)).
    pub rules_md: &'static str,
    /// The seats' codes as records write them, e.g. ["A", "B"] (for a
    /// game whose seats depend on its options, the largest table; see
    /// [`GameInfo::seat_tables`]). Players read `seat.<code>` of `messages`.
    pub seat_names: &'static [&'static str],
    /// The seats' codes for each table size, when they depend on it (Long
    /// Tau: `N`, `S` with two players, `N`, `E`, `S`, `W` with four);
    /// empty when [`GameInfo::seat_names`] serves every table.
    pub seat_tables: &'static [&'static [&'static str]],
    /// The record tag of each seat's player name (§9 of the spec).
    pub name_tags: NameTags,
    /// The `Result` tag's word for each winning seat (Chogo's `black`,
    /// `white`); empty: the seat's code.
    pub result_words: &'static [&'static str],
    /// Tags the writer puts first, in this order, right after `Game`,
    /// `Options` and option tags (Long Tau's §9.3: `First`, `Setup`, then
    /// `North`, `South`, `East`, `West`). Other tags follow in the order the
    /// reader met them. Empty: every tag keeps the reader's order.
    pub tag_order: &'static [&'static str],
    /// Options that have no effect under some value of another option and
    /// that the writer leaves out then (Long Tau's `pawns` with two
    /// players, §9.3); see [`GameInfo::ignored`].
    pub ignored_options: &'static [Ignored],
    /// The game's words: outcome reasons, notes, errors, seat names.
    pub messages: &'static Messages,
    /// Whether a token may consist of digits only (bids, rolls). If not, a
    /// bare number in a record body is a move number and is ignored.
    pub numeric_tokens: bool,
    /// How long each AI level takes for a move in this game: the text of
    /// `think.txt` in the game's folder, written by `attic think`
    /// ([`crate::think`]), for the level descriptions. `None`: they say the
    /// level's time budget.
    pub think_times: Option<&'static str>,
    /// Measured games for the rules page: the text of a file in the
    /// game's folder written by `attic stats` ([`crate::measured`]: length
    /// and wins by order of play per player count).
    pub measured: Option<&'static str>,
    /// The marks the rules text puts on rules to say where each comes from
    /// (TURNO's `[S]` from the source, `[R]` reconstructed): the rules page
    /// explains them above the text and sets them apart in it.
    pub rule_marks: Option<&'static RuleMarks>,
    /// Whether [`Rules::legal_moves`] lists only representatives of
    /// infinitely many legal moves (TAU's bids: `pass` and the smallest
    /// legal bid), so that [`Rules::is_legal`] also accepts moves outside
    /// the list.
    pub lists_representatives: bool,
    /// Whether the game leaves nobody a choice (TURNO-Loop and -Lottery:
    /// every turn is a throw and what it does): its AI seats just throw,
    /// whatever their level, and the site says so.
    pub no_choices: bool,
    /// Whether the game ships puzzles ([`Tools::puzzles`]): known without
    /// its tools' code, so the site can link to its puzzle page and pick
    /// a daily puzzle before loading them. A test keeps the two in step.
    pub has_puzzles: bool,
    /// Pictures of the board that the rules page shows under the game's
    /// `about.*` messages (a reconstructed board, what its options
    /// change): captions and the options and positions to draw.
    pub pictures: &'static [Picture],
}

/// The marks of a rules text (see [`GameInfo::rule_marks`]): keys of the
/// game's messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleMarks {
    /// The sentence before the list: that the rules are a reconstruction.
    pub lead: &'static str,
    /// Each mark as the text writes it between brackets (`S`), and the key
    /// of what it means.
    pub marks: &'static [(&'static str, &'static str)],
}

/// A picture of the board for the rules page (and other pages about the
/// game): the game's own board view, drawn as a thumbnail, of a position
/// under some options. See [`GameInfo::pictures`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Picture {
    /// The key of the caption (one sentence) in the game's message file.
    pub caption: &'static str,
    /// The game or variant id to draw; "" for the game's own id.
    pub variant: &'static str,
    /// Options as a record's `Options` tag writes them ("" for the
    /// defaults), e.g. `lines=areas,players=4`.
    pub options: &'static str,
    /// A position string (the `Setup` tag the game reads), or `None` for
    /// the start position (its random setup drawn with a fixed seed).
    pub position: Option<&'static str>,
    /// Its width and height as the board view draws it (the SVG's
    /// `viewBox`): the page keeps that room while the game's code loads,
    /// so the text below does not move when the picture comes. The browser
    /// tests check it against the drawing.
    pub view_box: (u16, u16),
}

/// An after-game review still to be made (see [`Tools::review`]): run it
/// to get the review's lines, or an error, for people.
pub type Review = Box<dyn FnOnce() -> Result<String, String>>;

/// What a tool of [`Tools`] gives: lines to print, or an error for a
/// person.
pub type ToolResult = Result<String, String>;

/// A command-line solver: its arguments and the command's stdin (what `-`
/// reads).
pub type SolveFn = fn(&[String], &mut dyn std::io::Read) -> ToolResult;

/// A game's optional tools beside play, given by [`Rules::tools`]: each
/// is there only if the game has it ([`Tools::NONE`]: none). Code, not
/// data in [`GameInfo`]: the web build keeps `GameInfo` in its main module
/// and each game's code (its solver too) in the game's own chunk.
#[derive(Clone, Copy, Debug)]
pub struct Tools {
    /// `attic solve <id> <args…>`: a game's exact solver on the command
    /// line. Returns the text to print, or an error for a person.
    /// `-` among the arguments reads `input` (the command's stdin).
    pub solve: Option<SolveFn>,
    /// An after-game review of a finished record (TAU: what the exact
    /// solver says about every move), as lines for people in a language,
    /// or an error for people. It may take seconds: the app runs it in
    /// the AI worker.
    pub review: Option<fn(&str, super::msg::Lang) -> ToolResult>,
    /// `attic odds <id> <record>`: for the position a record reaches, the
    /// exact probabilities of what nobody has seen yet (TURNOOI: each
    /// unrevealed tile's hidden face), as lines for people, or an error
    /// for a person.
    pub odds: Option<fn(&str) -> ToolResult>,
    /// `attic bench <id>`: the game's own timings, printed after the
    /// playouts (TURNOOI: drawing hidden faces in the worst position), as
    /// lines for developers.
    pub bench: Option<fn() -> String>,
    /// `attic puzzles <id>`: the prover of the game's puzzles and its
    /// shipped puzzle file (see [`crate::puzzle`]).
    pub puzzles: Option<crate::puzzle::Puzzles>,
}

impl Tools {
    /// No tools.
    pub const NONE: Tools = Tools {
        solve: None,
        review: None,
        odds: None,
        bench: None,
        puzzles: None,
    };
}

/// The record tag that holds the name of the person at a seat (§9 of a
/// game's spec), as data in [`GameInfo::name_tags`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameTags {
    /// The seat's code ([`Game::seat_code`]): `White`, `N`.
    Code,
    /// A word before the seat's code: `Player` gives `PlayerA`.
    Prefix(&'static str),
    /// A word before the seat's number from 1: `Seat` gives `Seat1`.
    Numbered(&'static str),
    /// A word per seat code (`N` → `North`); other codes are the tag.
    Words(&'static [(&'static str, &'static str)]),
}

/// An option that has no effect, and that the writer leaves out, when
/// another option has a value (Long Tau's `pawns` with `players=2`); see
/// [`GameInfo::ignored_options`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ignored {
    /// The option left out.
    pub option: &'static str,
    /// The option that decides.
    pub when: &'static str,
    /// The value of `when` under which `option` is ignored.
    pub is: &'static str,
}

impl GameInfo {
    /// The fields most games leave as they are, to spread into a game's
    /// description (`..GameInfo::BASE`) after the fields it states: no
    /// options, variants, pictures, marks, measurements or tools; seats
    /// named `1`, `2`, …; records with no conventions of their own.
    pub const BASE: GameInfo = GameInfo {
        id: "",
        title: "",
        designer: "",
        year: "",
        min_players: 2,
        max_players: 2,
        hook: "",
        variants: &[],
        options: &[],
        rules_version: 1,
        rules_md: "",
        seat_names: &[],
        seat_tables: &[],
        name_tags: NameTags::Code,
        result_words: &[],
        tag_order: &[],
        ignored_options: &[],
        messages: &super::msg::CORE,
        numeric_tokens: false,
        think_times: None,
        measured: None,
        rule_marks: None,
        lists_representatives: false,
        no_choices: false,
        has_puzzles: false,
        pictures: &[],
    };

    /// The codes of the seats at a table of `seats`: the entry of
    /// [`GameInfo::seat_tables`] of that size, else
    /// [`GameInfo::seat_names`].
    pub fn seat_codes(&self, seats: u8) -> &'static [&'static str] {
        self.seat_tables
            .iter()
            .copied()
            .find(|t| t.len() == seats as usize)
            .unwrap_or(self.seat_names)
    }

    /// The options that have no effect under `options`
    /// ([`GameInfo::ignored_options`]), for the writer to leave out.
    pub fn ignored(&self, options: &Options) -> Vec<&'static str> {
        let same = |a: &str, b: &str| {
            a == b || matches!((a.parse::<i64>(), b.parse::<i64>()), (Ok(x), Ok(y)) if x == y)
        };
        self.ignored_options
            .iter()
            .filter(|i| same(options.get(i.when, self.options), i.is))
            .map(|i| i.option)
            .collect()
    }
}

/// The rules core of a game: an immutable description plus a mutable
/// state. A value of the implementing type is a full game state. Every
/// method is a pure function of that state and never panics on any input.
pub trait Rules: Clone + Debug + 'static {
    /// A move, as the engine represents it.
    type Move: Clone + Debug + PartialEq + Eq + Hash;

    /// Static description of the game.
    fn info() -> &'static GameInfo;

    /// The game's optional tools (solver, review, odds, bench). Default:
    /// none.
    fn tools() -> Tools {
        Tools::NONE
    }

    /// The game's own typed description of how a game starts: what its
    /// record's setup tags say (e.g. the first seat, or a start position),
    /// read and checked once by [`Rules::read_setup`] or drawn by
    /// [`Rules::draw_setup`]. [`Rules::start`] builds the start position
    /// from it and cannot fail, so a value of this type is meant to come
    /// from those two functions (under the same options), not to be made
    /// by hand.
    type Setup: Clone + Debug + PartialEq + Eq;

    /// Draw the random values that become public at setup (e.g. the first
    /// player). Games with no random setup return the setup of a game that
    /// starts from `options` alone.
    fn draw_setup(options: &Options, rng: &mut Rng) -> Self::Setup;

    /// Read and check a record's setup tags (those [`Rules::write_setup`]
    /// writes, or a `Setup` position string) under `options`: every check
    /// of the tags and options is made here, so that [`Rules::start`]
    /// need not fail.
    fn read_setup(options: &Options, tags: &[(String, String)]) -> Result<Self::Setup, SetupError>;

    /// The start position of a setup that [`Rules::read_setup`] or
    /// [`Rules::draw_setup`] gave under the same `options`. Never fails
    /// and never panics, whatever the value.
    fn start(options: &Options, setup: &Self::Setup) -> Self;

    /// The record tags that state `setup`, in order (e.g. `First`):
    /// [`Rules::read_setup`] reads them back to the same value.
    fn write_setup(setup: &Self::Setup) -> Vec<(String, String)>;

    /// The setup this game started from. Games that keep it return it at
    /// any point of the game; a game that reads it off its state says so,
    /// and is asked on its start state (as records are written).
    fn start_setup(&self) -> Self::Setup;

    /// The start position from options and the record's setup tags:
    /// [`Rules::read_setup`], then [`Rules::start`].
    fn setup(options: &Options, tags: &[(String, String)]) -> Result<Self, SetupError> {
        Self::read_setup(options, tags).map(|s| Self::start(options, &s))
    }

    /// The setup tags that describe this game's start, written back into a
    /// record (e.g. `First`), in order: [`Rules::write_setup`] of
    /// [`Rules::start_setup`].
    fn setup_tags(&self) -> Vec<(String, String)> {
        Self::write_setup(&self.start_setup())
    }

    /// Number of seats in this game.
    fn seats(&self) -> u8;

    /// The team of a seat (equal teams are partners, a team is a side).
    /// Default: every seat alone.
    fn team(&self, seat: Seat) -> u8 {
        seat
    }

    /// Whose turn it is.
    fn turn(&self) -> Turn;

    /// Every legal move, in the game's fixed order (links depend on it).
    fn legal_moves(&self, out: &mut Vec<Self::Move>);

    /// Whether `m` is legal here. Must agree exactly with `legal_moves`
    /// (or, see [`GameInfo::lists_representatives`], with the moves they stand for).
    fn is_legal(&self, m: &Self::Move) -> bool {
        let mut v = Vec::new();
        self.legal_moves(&mut v);
        v.contains(m)
    }

    /// Play a move. On error the state is unchanged and the reason says which
    /// rule the move breaks. On success, returns what happened, in order.
    fn play(&mut self, m: &Self::Move) -> Result<Vec<Event>, IllegalMove>;

    /// Whether the ply to be played now continues the turn of the ply
    /// before it, so its token is appended to the same record token (after
    /// a roll, the move that uses it). Default: every ply is a turn.
    fn mid_turn(&self) -> bool {
        false
    }

    /// When chance is to move ([`Turn::Chance`]): the seat whose throw it
    /// is, if a person playing that seat should make it (a die the player
    /// rolls); the app then waits for that person instead of drawing by
    /// itself. Only who presses: the value is still drawn by the site and
    /// recorded as drawn. Default: `None` (the site draws at once).
    fn thrower(&self) -> Option<Seat> {
        None
    }

    /// Whether the seat to move has a single legal move that the site
    /// plays for them (an automatic pass, or `end` when a turn's removals
    /// end the game), announcing it rather than asking. Default: never.
    fn automatic(&self) -> bool {
        false
    }

    /// Play a move known to be legal, as fast as possible (playouts, search).
    /// The default calls `play`.
    fn play_fast(&mut self, m: &Self::Move) {
        let _ = self.play(m);
    }

    /// The result once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// The state as `seat` may see it: other seats' private values (a
    /// hand) absent, not guessed. Values nobody has seen (an unrevealed
    /// face) are never in any state. Games without private values return
    /// a copy.
    fn view(&self, _seat: Seat) -> Self {
        self.clone()
    }

    /// Whether some seat's [`Rules::view`] may differ from this state (a
    /// seat holds private values), so the AI searches by sampling
    /// ([`Rules::determinize`]) and the worker gets the view, not the record.
    fn has_hidden(&self) -> bool {
        false
    }

    /// For the AI only: a complete state drawn from the exact conditional
    /// distribution of what `seat` cannot see, given what it sees. Called
    /// on `seat`'s view; the result is searched as if everything were
    /// known. Default: the state itself (nothing to sample).
    fn determinize(&self, _seat: Seat, _rng: &mut Rng) -> Self {
        self.clone()
    }

    /// Whether the game may not travel (its record holds a private value,
    /// e.g. TURNO-Domino hands with 3 or more players): no link and no
    /// export until it is over. Default: it may travel.
    fn local_only(&self) -> bool {
        false
    }

    /// For [`Turn::Chance`]: an integer weight per legal move (same
    /// order), so the site draws the public value exactly (a die: 1 each;
    /// a hidden face: its number of completions). Default: uniform.
    fn chance_weights(&self, moves: &[Self::Move]) -> Vec<u128> {
        vec![1; moves.len()]
    }

    /// For duplicate matches (`attic arena`): a complete world, every
    /// value chance will reveal in this game drawn now from its exact
    /// distribution and kept secret, so that the world's own chance plies
    /// each have one outcome. Both games of a pair follow one world: each
    /// reveals what the world says, when the rules reveal it. The world
    /// never reaches a player or a search. `None` (the default): the game
    /// has nothing to draw ahead (dice are thrown from a shared stream).
    fn deal(&self, _rng: &mut Rng) -> Option<Self> {
        None
    }

    /// The points the rules have counted for `seat` so far, in a game
    /// decided by points (TURNOOI: the value of its stock). The arena
    /// measures luck with it: a chance ply's points minus their exact
    /// expectation. `None` (the default): the game counts no points.
    fn points(&self, _seat: Seat) -> Option<i64> {
        None
    }
}

/// A game's text: its moves and positions as the spec writes them, and the
/// layout of its records. Record conventions that are data (tag order,
/// ignored options, seat codes, name tags, result words) are in
/// [`GameInfo`].
pub trait Notation: Rules {
    /// Read a move token (§9 of the game's spec) in this position. Optional
    /// annotations, when present, must match what the move does.
    fn parse_move(&self, token: &str) -> Result<Self::Move, super::error::MoveError>;

    /// Read one ply from the start of `text` in this position: the move
    /// and how many bytes of `text` it used. A record token is one turn,
    /// and a turn can be several plies (a die roll, then the move it
    /// allows: `5:c1-c2-b2`), whose canonical tokens, joined, make the
    /// record token; see [`Rules::mid_turn`]. Default: the whole text is
    /// one ply ([`Notation::parse_move`]).
    fn parse_prefix(&self, text: &str) -> Result<(Self::Move, usize), super::error::MoveError> {
        Ok((self.parse_move(text)?, text.len()))
    }

    /// Write the canonical token of a legal move in this position.
    fn format_move(&self, m: &Self::Move) -> String;

    /// The position string (§2 of the spec) of this state.
    fn position(&self) -> String;

    /// Read a position string under these options: the inverse of
    /// [`Notation::position`] (same position string, same legal moves).
    /// `None` (the default): the game has no position reader.
    fn from_position(_options: &Options, _text: &str) -> Option<Result<Self, SetupError>> {
        None
    }

    /// Whether a record body word is not a move but a word to skip here
    /// (Chogo's courtesy word `polis`, comment words like `forced`).
    /// Default: none.
    fn skip_word(&self, _token: &str) -> bool {
        false
    }

    /// Whether a record may give `result` (its `Result` tag) although the
    /// rules have not ended the game here, because its tags say how it
    /// ended outside the rules (Chogo: `Termination` `resignation` or
    /// `agreement`). Default: never.
    fn declared_result(&self, _result: &str, _tags: &[(String, String)]) -> bool {
        false
    }

    /// The record body for these moves, played from `start`, in the spec's
    /// writer layout. Default: `1. m m` lines, one round of all seats a line.
    fn write_body(start: &Self, moves: &[Self::Move]) -> String {
        super::body::default_body(start, moves)
    }

    /// Tags beside `Result` that state the result once the game is over
    /// (e.g. Straat's `Score`): a record's writer adds them, and a reader
    /// that finds one checks it against the engine. Default: none.
    fn result_tags(&self) -> Vec<(String, String)> {
        Vec::new()
    }
}

/// What a game knows that helps the AI (all optional).
pub trait Knowledge: Rules {
    /// A heuristic value of the state for `seat`, in [-1, 1] (1 = winning).
    /// `None` means the game has no evaluation (MCTS uses playouts only).
    fn evaluate(&self, _seat: Seat) -> Option<f32> {
        None
    }

    /// A game's own search for `level` (an exact solver, an opening book),
    /// called on the seat's view before the generic searches. `None` (the
    /// default) means: use MCTS or alpha-beta as the level table says.
    fn own_search(&self, _level: u8, _seed: u64) -> Option<Box<dyn super::any::SearchJob>> {
        None
    }

    /// Pick a playout move among `legal` (index). Default: uniform random.
    fn playout_choice(&self, legal: &[Self::Move], rng: &mut Rng) -> usize {
        rng.below(legal.len())
    }
}

/// A game's words for players beyond its messages (all optional).
pub trait Words: Rules {
    /// A move in words for players, asked of the state before the move,
    /// with the events that playing it gave: "North slid f8–f6 and removed
    /// South's pawns on e5 and e6". The move list shows it, the live region
    /// reads it, the AI's note starts with it. Default: `None` (the app
    /// says "North played f8-f6").
    fn describe(&self, _m: &Self::Move, _events: &[Event]) -> Option<Msg> {
        None
    }

    /// Why a player would choose move `m` here, in one or two sentences
    /// for people, from the game's own knowledge: the capture it makes and
    /// that cannot be won back, the threat it escapes, the solver's
    /// verdict. "I took the quan: it was worth 10 and you could not win it
    /// back". Asked of the position before the move as the reader may see
    /// it (a [`Rules::view`] when the game hides values), so it says nothing
    /// the reader could not know. The move list and the live region show
    /// it under each AI move, the hint under its move. It must be quick (a
    /// few milliseconds: the page asks it while drawing) and never panic.
    /// Default: `None` (the page gives the search's win chance alone, or
    /// says the move was the only one).
    fn explain(&self, _m: &Self::Move) -> Option<Msg> {
        None
    }

    /// What threatens the seat to move, as check does in chess: each a
    /// sentence and the cells it concerns (their spot ids), e.g. "Your king
    /// on d5 can be captured next move". Shown on the board and said by
    /// the live region (players can switch it off). Default: none.
    fn dangers(&self) -> Vec<Danger> {
        Vec::new()
    }

    /// Advice on these options for the new-game dialog (e.g. a designer's
    /// recommended board sizes), or `None`. Never enforced.
    fn advice(_options: &Options) -> Option<Msg> {
        None
    }
}

/// A whole game: what generic code (the AI, [`AnyGame`](crate::AnyGame),
/// the tests) asks for. Every type with [`Rules`], [`Notation`],
/// [`Knowledge`] and [`Words`] is a `Game`; its methods read the
/// description's data and cannot be overridden.
pub trait Game: Rules + Notation + Knowledge + Words {
    /// The seat's code as records write it (`N`, `1`, `White`): from
    /// [`GameInfo::seat_codes`] for this table, else the seat's number
    /// from 1. Players read the message `seat.<code>`.
    fn seat_code(&self, seat: Seat) -> String {
        Self::info()
            .seat_codes(self.seats())
            .get(seat as usize)
            .map(|s| s.to_string())
            .unwrap_or_else(|| (seat + 1).to_string())
    }

    /// The record tag that holds the name of the person at `seat`
    /// ([`GameInfo::name_tags`]).
    fn name_tag(&self, seat: Seat) -> String {
        let code = self.seat_code(seat);
        match Self::info().name_tags {
            NameTags::Code => code,
            NameTags::Prefix(w) => format!("{w}{code}"),
            NameTags::Numbered(w) => format!("{w}{}", seat + 1),
            NameTags::Words(words) => words
                .iter()
                .find(|(c, _)| *c == code)
                .map_or(code, |(_, w)| w.to_string()),
        }
    }

    /// The `Result` tag value for an outcome: the winner's word
    /// ([`GameInfo::result_words`]) or seat code ([`Game::seat_code`]),
    /// winners joined by `+` for a shared win, the seats' codes joined for
    /// a side, or `draw`.
    fn result_tag(&self, outcome: &Outcome) -> String {
        let words = Self::info().result_words;
        match &outcome.winner {
            Winner::Seat(s) => words
                .get(*s as usize)
                .map_or_else(|| self.seat_code(*s), |w| w.to_string()),
            Winner::Side(t) => (0..self.seats())
                .filter(|s| self.team(*s) == *t)
                .map(|s| self.seat_code(s))
                .collect(),
            Winner::Shared(ws) => ws
                .iter()
                .map(|s| self.seat_code(*s))
                .collect::<Vec<_>>()
                .join("+"),
            Winner::Draw => "draw".to_string(),
        }
    }
}

impl<G: Rules + Notation + Knowledge + Words> Game for G {}
