//! The game-independent vocabulary: the game traits ([`Game`] and its
//! parts), seats, outcomes, the
//! seeded RNG and the hash functions, options, a record body's layout,
//! errors and the command-line argument reader. Records, links and play by
//! post are one layer up (attic-records).

#![deny(missing_docs)]

pub mod any;
pub mod args;
pub mod body;
pub mod data;
pub mod decimal;
pub mod error;
pub mod game;
pub mod hash;
pub mod measured;
pub mod msg;
pub mod options;
pub mod order;
pub mod puzzle;
pub mod registry;
pub mod rng;
pub mod think;

pub use any::{AnyGame, SearchJob};
pub use args::{ArgError, Args};
pub use error::{
    IllegalKind, IllegalMove, LinkError, LinkField, MoveError, MoveKind, ParseError, ParseKind,
    RecordError, RecordKind, SetupError, SetupKind,
};
pub use game::{
    Danger, Event, Game, GameInfo, Ignored, Knowledge, NameTags, Notation, Outcome, Picture,
    Review, Rules, Seat, SolveFn, ToolResult, Tools, Turn, Winner, Words,
};

/// The game traits, for code that calls their methods on a game's own
/// type: `use attic_core::prelude::*;`.
pub mod prelude {
    pub use crate::game::{Game, Knowledge, Notation, Rules, Words};
}
pub use msg::{Lang, Messages, Msg};
pub use options::{OptionKind, OptionSpec, Options};
pub use registry::{GameEntry, Registry};
pub use rng::Rng;
