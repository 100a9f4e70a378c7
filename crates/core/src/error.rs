//! Errors in layers, as in shakmaty: bad text ([`ParseError`]), a well-formed
//! move the position forbids ([`IllegalMove`]), a bad setup, and a bad record
//! or link that names the token or field at fault. Nothing panics on input.
//!
//! Each error has a kind (`err.kind()`), so code and tests match on what
//! went wrong, not on English text: a small enum of the kinds core knows,
//! plus `Rule(key)` for a game's own reason, named by its message key. The
//! player's words stay the error's [`Msg`], in every language.

use super::msg::{Msg, CORE};
use std::fmt;

/// Text that is not a well-formed move token, position or option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// What was wrong, for a person.
    pub reason: Msg,
}

/// What kind of text could not be read (see [`ParseError::kind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ParseKind {
    /// Nothing of a record's move could be read at some point of it.
    Unread,
    /// A game's own reason, by its most specific message key (e.g.
    /// `parse.no-direction`; see [`Msg::reason_key`]).
    Rule(&'static str),
}

impl ParseError {
    /// A parse error with this reason.
    pub fn new(reason: impl Into<Msg>) -> ParseError {
        ParseError {
            reason: reason.into(),
        }
    }

    /// What went wrong, for code.
    pub fn kind(&self) -> ParseKind {
        match core_key(&self.reason) {
            Some("record.ply-empty") => ParseKind::Unread,
            _ => ParseKind::Rule(self.reason.reason_key()),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.reason.fmt(f)
    }
}
impl std::error::Error for ParseError {}

/// A well-formed move that the position does not allow, with the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// Why it is illegal, for a person, e.g. "A3 is empty".
    pub reason: Msg,
}

/// What kind of rule a move breaks (see [`IllegalMove::kind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IllegalKind {
    /// The game is over: no move is legal (a game's key `illegal.over`).
    GameOver,
    /// A game's own rule, by its most specific message key (e.g.
    /// `illegal.anticlockwise`; see [`Msg::reason_key`]).
    Rule(&'static str),
}

impl IllegalMove {
    /// An illegal-move error with this reason.
    pub fn new(reason: impl Into<Msg>) -> IllegalMove {
        IllegalMove {
            reason: reason.into(),
        }
    }

    /// What went wrong, for code.
    pub fn kind(&self) -> IllegalKind {
        match self.reason.reason_key() {
            "illegal.over" => IllegalKind::GameOver,
            k => IllegalKind::Rule(k),
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.reason.fmt(f)
    }
}
impl std::error::Error for IllegalMove {}

/// A move token that could not be played: either bad text or an illegal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The token is not well-formed.
    Parse(ParseError),
    /// The token is well-formed but not legal here.
    Illegal(IllegalMove),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Parse(e) => e.fmt(f),
            MoveError::Illegal(e) => e.fmt(f),
        }
    }
}
impl std::error::Error for MoveError {}

/// What kind of move token could not be played (see [`MoveError::kind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// The token is not well-formed.
    Parse(ParseKind),
    /// The move is not legal here.
    Illegal(IllegalKind),
}

impl MoveError {
    /// What went wrong, for code.
    pub fn kind(&self) -> MoveKind {
        match self {
            MoveError::Parse(e) => MoveKind::Parse(e.kind()),
            MoveError::Illegal(e) => MoveKind::Illegal(e.kind()),
        }
    }
}

impl From<ParseError> for MoveError {
    fn from(e: ParseError) -> Self {
        MoveError::Parse(e)
    }
}
impl From<IllegalMove> for MoveError {
    fn from(e: IllegalMove) -> Self {
        MoveError::Illegal(e)
    }
}

/// Options, tags or a position string that do not make a valid start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError {
    /// What is wrong, naming the option, tag or field.
    pub reason: Msg,
}

/// What kind of setup is wrong (see [`SetupError::kind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SetupKind {
    /// An item of the options is not `key=value`.
    OptionNotKeyValue,
    /// An option the game does not have.
    UnknownOption,
    /// An option given twice.
    OptionTwice,
    /// An option's value is not one it allows.
    OptionNotAllowed,
    /// An option that a setup tag gives, written in the options.
    OptionInTag,
    /// The game's code is not loaded yet (the web build fetches each
    /// game's code on first use; see [`crate::registry::Deferred`]).
    NotLoaded,
    /// A game's own reason (a tag or position it cannot start from), by
    /// its most specific message key (e.g. `setup.first`; see
    /// [`Msg::reason_key`]).
    Rule(&'static str),
}

impl SetupError {
    /// A setup error with this reason.
    pub fn new(reason: impl Into<Msg>) -> SetupError {
        SetupError {
            reason: reason.into(),
        }
    }

    /// What went wrong, for code.
    pub fn kind(&self) -> SetupKind {
        match core_key(&self.reason) {
            Some("option.not-key-value") => SetupKind::OptionNotKeyValue,
            Some("option.unknown") => SetupKind::UnknownOption,
            Some("option.twice") => SetupKind::OptionTwice,
            Some("option.not-allowed") => SetupKind::OptionNotAllowed,
            Some("option.in-tag") => SetupKind::OptionInTag,
            Some("setup.not-loaded") => SetupKind::NotLoaded,
            _ => SetupKind::Rule(self.reason.reason_key()),
        }
    }
}

/// The key of a message of core's own file (`None` for a game's message).
fn core_key(m: &Msg) -> Option<&'static str> {
    std::ptr::eq(m.book, &CORE).then_some(m.key)
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.reason.fmt(f)
    }
}
impl std::error::Error for SetupError {}

impl From<ParseError> for SetupError {
    fn from(e: ParseError) -> Self {
        SetupError::new(e.reason)
    }
}

/// A record that cannot be read or does not replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The envelope is malformed (line is 1-based).
    Syntax {
        /// Line number, from 1.
        line: usize,
        /// What is wrong.
        reason: Msg,
    },
    /// A required tag is missing or a tag value is wrong.
    Tag(Msg),
    /// The game id is not one this site knows.
    UnknownGame(String),
    /// Options or setup tags are invalid.
    Setup(SetupError),
    /// Move `ply` (1-based), token `token`, could not be played.
    Move {
        /// Ply number, from 1 (the record's turns counted).
        ply: usize,
        /// The move number the record wrote before the token (`28.`), if
        /// any: the number a person reading the record sees.
        number: Option<u32>,
        /// Whose move it was, in words (none for a chance draw); boxed to
        /// keep the error small.
        seat: Option<Box<Msg>>,
        /// The token as written.
        token: String,
        /// Why.
        error: MoveError,
    },
    /// The `Result` tag disagrees with the engine.
    Result {
        /// What the tag says.
        tag: String,
        /// What the engine says.
        engine: String,
    },
}

/// What kind of record cannot be read or replayed (see
/// [`RecordError::kind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RecordKind {
    /// The record is larger than a record may be.
    TooLarge,
    /// A tag line is malformed (no `]`, no quoted value, a bad name).
    TagLine,
    /// A tag is given twice.
    TagTwice,
    /// A comment `{` is never closed.
    CommentOpen,
    /// A `}` without its `{`.
    CloseWithoutOpen,
    /// A tag line after the moves began.
    TagAfterMoves,
    /// A required tag is missing.
    MissingTag,
    /// The record is for another game than the one asked for.
    GameMismatch,
    /// The moves end in the middle of a turn.
    TurnUnfinished,
    /// The game cannot start from a position string.
    NoPosition,
    /// The game id is not one this site knows.
    UnknownGame,
    /// Options or setup tags are invalid.
    Setup(SetupKind),
    /// A move token could not be played.
    Move(MoveKind),
    /// The `Result` tag disagrees with the moves.
    Result,
    /// Another reason, by its message key.
    Other(&'static str),
}

impl RecordError {
    /// What went wrong, for code.
    pub fn kind(&self) -> RecordKind {
        let of = |m: &Msg| match core_key(m) {
            Some("record.too-large") => RecordKind::TooLarge,
            Some(
                "record.tag-no-bracket"
                | "record.tag-no-value"
                | "record.tag-name"
                | "record.tag-quotes"
                | "record.tag-quote-inside",
            ) => RecordKind::TagLine,
            Some("record.tag-twice") => RecordKind::TagTwice,
            Some("record.comment-open") => RecordKind::CommentOpen,
            Some("record.close-without-open") => RecordKind::CloseWithoutOpen,
            Some("record.tag-after-moves") => RecordKind::TagAfterMoves,
            Some("record.missing-tag") => RecordKind::MissingTag,
            Some("record.game-mismatch") => RecordKind::GameMismatch,
            Some("record.turn-unfinished") => RecordKind::TurnUnfinished,
            Some("record.no-position") => RecordKind::NoPosition,
            _ => RecordKind::Other(m.reason_key()),
        };
        match self {
            RecordError::Syntax { reason, .. } => of(reason),
            RecordError::Tag(reason) => of(reason),
            RecordError::UnknownGame(_) => RecordKind::UnknownGame,
            RecordError::Setup(e) => RecordKind::Setup(e.kind()),
            RecordError::Move { error, .. } => RecordKind::Move(error.kind()),
            RecordError::Result { .. } => RecordKind::Result,
        }
    }

    /// The error in words for players.
    pub fn msg(&self) -> Msg {
        let m = |k| Msg::new(&CORE, k);
        match self {
            RecordError::Syntax { line, reason } => m("record.syntax")
                .num("line", *line as i64)
                .msg("reason", reason.clone()),
            RecordError::Tag(r) => m("record.tag").msg("reason", r.clone()),
            RecordError::UnknownGame(g) => m("record.unknown-game").text("game", g.clone()),
            RecordError::Setup(e) => m("record.setup").msg("reason", e.reason.clone()),
            RecordError::Move {
                ply,
                number,
                seat,
                token,
                error,
            } => {
                // "move 28 (White), ply 56" when the record numbers its
                // moves, else "move 56 (White)".
                // A number equal to the ply says nothing more.
                let number = number.filter(|n| *n as usize != *ply);
                let base = match (number, seat) {
                    (Some(n), Some(who)) => m("record.move-number-seat")
                        .num("n", n as i64)
                        .msg("seat", (**who).clone())
                        .num("ply", *ply as i64),
                    (Some(n), None) => m("record.move-number")
                        .num("n", n as i64)
                        .num("ply", *ply as i64),
                    (None, Some(who)) => m("record.move-seat")
                        .num("ply", *ply as i64)
                        .msg("seat", (**who).clone()),
                    (None, None) => m("record.move-ply").num("ply", *ply as i64),
                };
                m("record.move")
                    .msg("where", base)
                    .text("token", token.clone())
                    .msg("reason", error.msg())
            }
            RecordError::Result { tag, engine } => m("record.result")
                .text("tag", tag.clone())
                .text("engine", engine.clone()),
        }
    }
}

impl MoveError {
    /// The reason in words for players.
    pub fn msg(&self) -> Msg {
        match self {
            MoveError::Parse(e) => e.reason.clone(),
            MoveError::Illegal(e) => e.reason.clone(),
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.msg().fmt(f)
    }
}
impl std::error::Error for RecordError {}

/// The field of a share link that could not be read (see [`LinkError::Field`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkField {
    /// The rules version.
    Version,
    /// The setup tags and options.
    Tags,
    /// The moves.
    Moves,
    /// Who plays each seat, and to whom the game is sent (play by post).
    Players,
}

/// A share link that cannot be opened, by kind, so a caller can tell a
/// link cut short from a damaged one; [`LinkError::msg`] says each in
/// plain words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Longer than any link of this site.
    TooLong,
    /// The text before the first `.` names no link format of this site
    /// (`v1`, `v2`).
    UnknownFormat(String),
    /// Fewer fields than its format has: the link was cut off, most
    /// likely when it was copied.
    Incomplete {
        /// Fields found.
        found: usize,
        /// Fields the format has.
        want: usize,
    },
    /// More fields than its format has.
    TooManyFields {
        /// Fields found.
        found: usize,
        /// Fields the format has.
        want: usize,
    },
    /// A field could not be read.
    Field {
        /// Which field.
        field: LinkField,
        /// What is wrong with it.
        reason: Msg,
    },
    /// The link was made for another rules version of the game.
    Version {
        /// The game id.
        game: String,
        /// The version in the link.
        link: u32,
        /// The version this site implements.
        site: u32,
    },
    /// The moves in the link do not replay.
    Record(RecordError),
    /// The replayed position does not match the link's checksum (tampered or truncated).
    Checksum,
    /// The game may not travel by link before it is over (a private hand).
    LocalOnly,
}

impl LinkError {
    /// The error in words for players.
    pub fn msg(&self) -> Msg {
        let m = |k| Msg::new(&CORE, k);
        match self {
            LinkError::TooLong => m("link.format").msg("reason", m("link.too-long")),
            LinkError::UnknownFormat(f) => {
                m("link.format").msg("reason", m("link.unknown-format").text("format", f.clone()))
            }
            LinkError::Incomplete { .. } => m("link.incomplete"),
            LinkError::TooManyFields { found, want } => m("link.format").msg(
                "reason",
                m(if *want == 6 {
                    "link.fields"
                } else {
                    "link.fields-v2"
                })
                .num("n", *found as i64),
            ),
            LinkError::Field { reason, .. } => m("link.format").msg("reason", reason.clone()),
            LinkError::Version { game, link, site } => m("link.version")
                .text("game", game.clone())
                .num("link", *link as i64)
                .num("site", *site as i64),
            LinkError::Record(e) => m("link.record").msg("reason", e.msg()),
            LinkError::Checksum => m("link.checksum"),
            LinkError::LocalOnly => m("link.local-only"),
        }
    }
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.msg().fmt(f)
    }
}
impl std::error::Error for LinkError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::msg::Messages;

    static G: Messages = Messages::new(
        "illegal.over = the game is over\nillegal.empty = {cell} is empty\nparse.move = bad move {token}: {why}\nparse.digit = expected a digit\n",
    );

    #[test]
    fn kinds_name_what_went_wrong() {
        let over = IllegalMove::new(Msg::new(&G, "illegal.over"));
        assert_eq!(over.kind(), IllegalKind::GameOver);
        let empty = IllegalMove::new(Msg::new(&G, "illegal.empty").text("cell", "A3"));
        assert_eq!(empty.kind(), IllegalKind::Rule("illegal.empty"));
        assert_eq!(empty.to_string(), "A3 is empty");
        let bad = ParseError::new(
            Msg::new(&G, "parse.move")
                .text("token", "x")
                .msg("why", Msg::new(&G, "parse.digit")),
        );
        assert_eq!(bad.kind(), ParseKind::Rule("parse.digit"));
        assert_eq!(
            MoveError::from(bad.clone()).kind(),
            MoveKind::Parse(ParseKind::Rule("parse.digit"))
        );
        let unread = ParseError::new(Msg::new(&CORE, "record.ply-empty"));
        assert_eq!(unread.kind(), ParseKind::Unread);
        let twice = SetupError::new(Msg::new(&CORE, "option.twice").text("key", "k"));
        assert_eq!(twice.kind(), SetupKind::OptionTwice);
        assert_eq!(SetupError::from(bad).kind(), SetupKind::Rule("parse.digit"));
        let e = RecordError::Move {
            ply: 2,
            number: None,
            seat: None,
            token: "A3".into(),
            error: empty.into(),
        };
        assert_eq!(
            e.kind(),
            RecordKind::Move(MoveKind::Illegal(IllegalKind::Rule("illegal.empty")))
        );
        let e = RecordError::Syntax {
            line: 3,
            reason: Msg::new(&CORE, "record.comment-open"),
        };
        assert_eq!(e.kind(), RecordKind::CommentOpen);
        assert_eq!(
            RecordError::UnknownGame("x".into()).kind(),
            RecordKind::UnknownGame
        );
    }
}
