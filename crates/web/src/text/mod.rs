//! Game-independent text handling (native and wasm): the Markdown reader
//! behind the rules and how-to-play pages, and the lessons of their live
//! boards.

pub mod lesson;
pub mod markdown;
