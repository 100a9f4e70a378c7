//! The board kit: one frame for every game's board.
//!
//! A game draws its position as SVG and says where a player can point
//! ([`Spot`]s) and which clicks make each legal move ([`Play`]s); the
//! [`Frame`] does the rest the same way for every game: highlights (the
//! legal next spots, the current choice, the keyboard cursor, the last
//! move), mouse, touch and keyboard input, a chooser when several moves
//! share the same clicks, the description of the position for screen
//! readers, and the announcement of each move (to the page's
//! [`LiveRegion`]). A game folder imports from the UI only this module;
//! its words come from its own message file, rendered in the reader's
//! language with the [`Words`] its components take from the app's context
//! ([`use_words`]).

#![deny(missing_docs)]

pub mod board;
mod chooser;
mod cursor;
mod device;
mod frame;
mod input;
pub mod lazy;
mod live;
mod spot;
pub mod text;

pub use board::{is_step, typed, BoardFn, BoardProps, Legal, Shown, Typed};
pub use device::{fast, keep_setting, reduced_motion, setting, touch, DARK_SCHEME, FAST_KEY};
pub use frame::{Frame, FrameProps};
pub use input::Play;
pub use live::{sentence, sentence_and_notes, upper_first, why, LiveRegion};
pub use spot::{Shape, Spot};
/// A game's views render its messages in the reader's language with these.
pub use text::{use_words, Words};

use attic_core::{Messages, Msg};

/// Whether the boards below warn of dangers ([`attic_core::Words::dangers`]):
/// the play page provides it from the player's setting; without it (a
/// how-to-play board) a board warns of nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Warn(pub bool);

/// Moves the analysis points at on the board (the hint, the best moves),
/// each with a short label (its win chance). The game page provides it
/// while analysis is shown; other boards point at nothing.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Pointed(pub std::rc::Rc<Vec<Pointer>>);

/// One move the analysis points at.
#[derive(Clone, Debug, PartialEq)]
pub struct Pointer {
    /// The move's token (as the board's [`Play`]s name it).
    pub token: String,
    /// Drawn beside it, e.g. "64%".
    pub label: String,
    /// The hint itself (drawn stronger than the other best moves).
    pub hint: bool,
}

/// The kit's own words (help, chooser, announcements).
static WORDS: Messages = Messages::new(include_str!("messages.en.txt"));

/// The kit's message file (the app's language loader installs its
/// translations).
pub fn words() -> &'static Messages {
    &WORDS
}

/// A kit message to fill in, rendered in the reader's language by
/// [`Words::tr`].
fn word(key: &'static str) -> Msg {
    Msg::new(&WORDS, key)
}

/// A kit message without arguments, in the reader's language `w`.
fn say(w: Words, key: &'static str) -> String {
    w.tr(&word(key))
}

/// The board of a game this view cannot draw (a registry mix-up): a
/// component, for the reader's words.
#[yew::function_component]
pub fn WrongGame() -> yew::Html {
    let w = use_words();
    yew::html! { <p class="error">{ say(w, "wrong-game") }</p> }
}
