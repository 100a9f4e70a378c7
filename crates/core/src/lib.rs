//! The game-independent vocabulary: the [`Game`] trait, seats, outcomes, the
//! seeded RNG and the hash functions, options, records (the PGN-like
//! envelope), links, errors and the command-line argument reader.

#![deny(missing_docs)]

pub mod any;
pub mod args;
pub mod error;
pub mod game;
pub mod hash;
pub mod link;
pub mod measured;
pub mod merge;
pub mod msg;
pub mod options;
pub mod order;
pub mod post;
pub mod record;
pub mod registry;
pub mod rng;
pub mod session;
pub mod think;

pub use any::{AnyGame, SearchJob};
pub use args::{ArgError, Args};
pub use error::{IllegalMove, LinkError, MoveError, ParseError, RecordError, SetupError};
pub use game::{Danger, Event, Game, GameInfo, Outcome, Picture, Review, Seat, Turn, Winner};
pub use merge::MergeTable;
pub use msg::{Lang, Messages, Msg};
pub use options::{OptionKind, OptionSpec, Options};
pub use post::{Player, Post};
pub use record::Record;
pub use registry::{GameEntry, Registry};
pub use rng::Rng;
pub use session::Session;
