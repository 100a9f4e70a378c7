//! Errors in layers, as in shakmaty: bad text ([`ParseError`]), a well-formed
//! move the position forbids ([`IllegalMove`]), a bad setup, and a bad record
//! or link that names the token or field at fault. Nothing panics on input.

use std::fmt;

/// Text that is not a well-formed move token, position or option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// What was wrong, for a person.
    pub reason: String,
}

impl ParseError {
    /// A parse error with this reason.
    pub fn new(reason: impl Into<String>) -> ParseError {
        ParseError {
            reason: reason.into(),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason)
    }
}
impl std::error::Error for ParseError {}

/// A well-formed move that the position does not allow, with the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// Why it is illegal, for a person, e.g. "A3 is empty".
    pub reason: String,
}

impl IllegalMove {
    /// An illegal-move error with this reason.
    pub fn new(reason: impl Into<String>) -> IllegalMove {
        IllegalMove {
            reason: reason.into(),
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason)
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
    pub reason: String,
}

impl SetupError {
    /// A setup error with this reason.
    pub fn new(reason: impl Into<String>) -> SetupError {
        SetupError {
            reason: reason.into(),
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason)
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
        reason: String,
    },
    /// A required tag is missing or a tag value is wrong.
    Tag(String),
    /// The game id is not one this site knows.
    UnknownGame(String),
    /// Options or setup tags are invalid.
    Setup(SetupError),
    /// Move `ply` (1-based), token `token`, could not be played.
    Move {
        /// Ply number, from 1.
        ply: usize,
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

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Syntax { line, reason } => write!(f, "line {line}: {reason}"),
            RecordError::Tag(r) => write!(f, "tag: {r}"),
            RecordError::UnknownGame(g) => write!(f, "unknown game \"{g}\""),
            RecordError::Setup(e) => write!(f, "setup: {e}"),
            RecordError::Move { ply, token, error } => write!(f, "move {ply}: {token}: {error}"),
            RecordError::Result { tag, engine } => {
                write!(
                    f,
                    "Result tag says \"{tag}\" but the moves give \"{engine}\""
                )
            }
        }
    }
}
impl std::error::Error for RecordError {}

/// A share link that cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// The fragment is not a link of this site's format.
    Format(String),
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
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Format(r) => write!(f, "not a valid game link: {r}"),
            LinkError::Version { game, link, site } => write!(
                f,
                "this link was made for {game} rules version {link}, but this site plays version {site}"
            ),
            LinkError::Record(e) => write!(f, "the link's game does not replay: {e}"),
            LinkError::Checksum => {
                f.write_str("the link's checksum does not match its moves: it was altered or cut short")
            }
        }
    }
}
impl std::error::Error for LinkError {}
