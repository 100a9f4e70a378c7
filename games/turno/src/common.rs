//! What the four sub-games share: the `Players` tag, the first player,
//! the `Termination` tag, seat codes and name tags, the record body layout
//! (one line per round, spec §9) and the game's words.

use super::tiles::{self, Tile};
use attic_core::prelude::*;
use attic_core::GameInfo;
use attic_core::NameTags;
use attic_core::{OptionSpec, Options, Rng, Seat, SetupError};

/// The number of players for the sub-games of 2 to 6 players: held by the
/// required `Players` tag, never by `Options` (→ I18). A choice rather than
/// an integer so that every count is one of the option sets the
/// conformance suite plays.
pub const PLAYERS_2_6: OptionSpec =
    OptionSpec::choice("players", &["2", "3", "4", "5", "6"], "2").in_tag("Players");

/// The number of players of TURNO-Checkers (2 to 4).
pub const PLAYERS_2_4: OptionSpec =
    OptionSpec::choice("players", &["2", "3", "4"], "2").in_tag("Players");

/// Seat codes as records write them (`First`, `Result`, `Deal`, `Sides`).
pub const SEAT_NAMES: &[&str] = &["1", "2", "3", "4", "5", "6"];

/// What the four games' descriptions share: each states its own id,
/// title, hook, variants and options, and its players and tokens where
/// they differ (`GameInfo { id: …, ..INFO_BASE }`).
pub static INFO_BASE: GameInfo = GameInfo {
    id: "",
    title: "",
    designer: "unknown (rules reconstructed)",
    year: "1924",
    max_players: 6,
    rules_md: attic_core::rules_md!("rules.md"),
    seat_names: SEAT_NAMES,
    messages: &super::MESSAGES,
    numeric_tokens: true,
    think_times: Some(attic_core::data_lines!(include_bytes!("think.txt"))),
    measured: Some(super::MEASURED),
    rule_marks: Some(&super::MARKS),
    name_tags: NameTags::Numbered("Seat"),
    ..GameInfo::BASE
};

/// The number of players p of these options (2 if unreadable).
pub fn players(options: &Options, specs: &[OptionSpec]) -> u8 {
    options.get("players", specs).parse().unwrap_or(2)
}

attic_core::message_helpers!(super::MESSAGES, SEAT_NAMES);

/// A tag's value.
pub fn tag<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// A required tag's value, or the error naming it.
pub fn required<'a>(
    tags: &'a [(String, String)],
    name: &'static str,
) -> Result<&'a str, SetupError> {
    tag(tags, name).ok_or_else(|| SetupError::new(msg("setup.missing").text("tag", name)))
}

/// Draw the first player (spec §3: a roll-off, drawn at setup).
pub fn draw_first(p: u8, rng: &mut Rng) -> Seat {
    rng.below(p.max(1) as usize) as Seat
}

/// The `First` tag of a seat.
pub fn first_tag(first: Seat) -> (String, String) {
    ("First".into(), (first as u32 + 1).to_string())
}

/// How a game of TURNO-Loop or TURNO-Lottery starts, as its record's tags
/// say (§9): the first player (`First`) and the 36 tiles as laid out, up
/// faces only (`Track`, `Arms`), at a table of `players` (the `Players`
/// tag). Whether the record stated a `Termination` is kept too: it is
/// checked when the game ends, and written with the result, not here.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Laid {
    /// The number of players.
    pub players: u8,
    /// The seat that moves first.
    pub first: Seat,
    /// The tiles in their order (T1…T36, or the arms outermost first).
    pub tiles: [Tile; 36],
    /// Whether the record stated a `Termination`.
    pub stated: bool,
}

impl Laid {
    /// A game drawn at a table of `options` (`specs`: the sub-game's
    /// options): the first player, then the tiles' up faces by procedure
    /// V, no down face.
    pub fn draw(options: &Options, specs: &[OptionSpec], rng: &mut Rng) -> Laid {
        let players = players(options, specs);
        let first = draw_first(players, rng);
        Laid {
            players,
            first,
            tiles: draw_laid(rng),
            stated: false,
        }
    }

    /// A game's start read from its tags: `First`, the layout of tag
    /// `tag_name` (`Track`, `Arms`) in `groups` groups, and `Termination`.
    pub fn read(
        options: &Options,
        specs: &[OptionSpec],
        tags: &[(String, String)],
        tag_name: &'static str,
        groups: usize,
    ) -> Result<Laid, SetupError> {
        let players = players(options, specs);
        Ok(Laid {
            players,
            first: read_first(tags, players)?,
            tiles: read_laid(tags, tag_name, groups)?,
            stated: read_termination(tags)?,
        })
    }
}

/// The layout of a `tag` (`Track`, `Arms`) in `groups` groups: 36 tiles
/// that fit the set.
pub fn read_laid(
    tags: &[(String, String)],
    tag_name: &'static str,
    groups: usize,
) -> Result<[Tile; 36], SetupError> {
    let text = required(tags, tag_name)?;
    tiles::parse_layout(text, groups)
        .filter(|t| tiles::fits_set(t))
        .and_then(|t| <[Tile; 36]>::try_from(t).ok())
        .ok_or_else(|| SetupError::new(msg("setup.layout").text("tag", tag_name)))
}

/// A layout's up faces drawn by procedure V, no down face.
pub fn draw_laid(rng: &mut Rng) -> [Tile; 36] {
    tiles::procedure_v(rng).map(|up| Tile { up, down: 0 })
}

/// Read a seat number `1`…`p` (the `First` tag).
pub fn parse_seat(text: &str, p: u8) -> Option<Seat> {
    let n: u8 = text.parse().ok()?;
    (text == n.to_string() && (1..=p).contains(&n)).then(|| n - 1)
}

/// The `First` tag as a seat.
pub fn read_first(tags: &[(String, String)], p: u8) -> Result<Seat, SetupError> {
    let t = required(tags, "First")?;
    parse_seat(t, p).ok_or_else(|| {
        SetupError::new(msg("setup.first").text("value", t).num("players", p as i64))
    })
}

/// The termination words of §7 and §9.
pub const TERMINATIONS: [&str; 6] = [
    "finish",
    "arm-empty",
    "hand-empty",
    "blocked",
    "returned",
    "unfinished",
];

/// Whether the record states a `Termination` (which must then be one of
/// the words of §9; the engine checks that it agrees, see
/// [`termination_tags`]).
pub fn read_termination(tags: &[(String, String)]) -> Result<bool, SetupError> {
    match tag(tags, "Termination") {
        None => Ok(false),
        Some(t) if TERMINATIONS.contains(&t) => Ok(true),
        Some(t) => Err(SetupError::new(msg("setup.termination").text("value", t))),
    }
}

/// `Result`'s companion (§9, → I21): the termination word once the game is
/// over; `unfinished` while it goes on, but only when the record stated a
/// `Termination` (the writer writes the tag when the game is over, and a
/// reader checks a stated one either way).
pub fn termination_tags(word: Option<&'static str>, stated: bool) -> Vec<(String, String)> {
    match (word, stated) {
        (Some(w), _) => vec![("Termination".into(), w.into())],
        (None, true) => vec![("Termination".into(), "unfinished".into())],
        (None, false) => Vec::new(),
    }
}

/// The record body: one line per round of `p` turns, without move numbers
/// (§9: bare numbers are rolls).
pub fn body<G: Game>(start: &G, moves: &[G::Move], p: u8) -> String {
    let turns = attic_core::body::turn_tokens(start, moves);
    let mut out = String::new();
    for line in turns.chunks(p.max(1) as usize) {
        out.push_str(&line.join(" "));
        out.push('\n');
    }
    out
}

/// Split a position string into its `; `-separated fields, expecting `n`.
pub fn fields(text: &str, n: usize) -> Option<Vec<&str>> {
    let f: Vec<&str> = text.split("; ").collect();
    (f.len() == n).then_some(f)
}

/// The error for a position string that does not read.
pub fn bad_position(text: &str) -> SetupError {
    SetupError::new(msg("setup.position").text("text", text))
}
