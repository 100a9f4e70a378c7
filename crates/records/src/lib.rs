//! Records and what is made of them: the PGN-like record envelope, the
//! [`Session`] that replays a record through the registry, share links,
//! and play by post. Built on attic-core; it names no game.

#![deny(missing_docs)]

pub mod link;
pub mod post;
pub mod puzzle_line;
pub mod puzzles;
pub mod record;
pub mod session;

pub use post::{Player, Post};
pub use record::Record;
pub use session::Session;
