//! Game-independent text handling (native and wasm): the Markdown reader
//! behind the rules and how-to-play pages, and the lessons of their live
//! boards.

pub mod lesson;
pub mod markdown;

use attic_core::{Messages, Msg};

/// The app's own words (labels, buttons, status lines), in English; the
/// other languages are loaded by the app.
pub static UI: Messages = Messages::new(include_str!("../ui/messages.en.txt"));

/// A message of the app to fill in with arguments (drawn in the reader's
/// language when shown).
pub fn m(key: &'static str) -> Msg {
    Msg::new(&UI, key)
}
