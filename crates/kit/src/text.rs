//! The reader's language and the rendering of any [`Msg`] in it.
//!
//! The language is the app's state; it reaches every component through
//! Yew's context as a [`Words`] value ([`use_words`]), so a component that
//! shows words re-renders when the reader switches language, and a plain
//! function that renders words is given them as a parameter.

use attic_core::{AnyGame, Lang, Messages, Msg, Seat};
use yew::prelude::*;

/// The reader's words: the language the page is shown in, and the
/// rendering of messages, game texts and seat names in it. Small and
/// `Copy`: a component takes it once from the context ([`use_words`]) and
/// hands it to the helpers it calls and to its callbacks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Words {
    /// The language shown.
    pub lang: Lang,
}

impl Words {
    /// Any message (a game's, core's or the UI's) in the reader's language.
    pub fn tr(self, msg: &Msg) -> String {
        msg.render(self.lang)
    }

    /// A key of a message file (a game's own, say), in the reader's
    /// language; `None` when the file has no such key.
    pub fn text(self, book: &'static Messages, key: &str) -> Option<&'static str> {
        book.text(key, self.lang)
    }

    /// A seat's name for players: the game's `seat.<code>` message, or the
    /// code itself.
    pub fn seat(self, g: &dyn AnyGame, seat: Seat) -> String {
        let code = g.seat_code(seat);
        let key = format!("seat.{code}");
        self.text(g.messages(), &key)
            .map(str::to_string)
            .unwrap_or(code)
    }
}

/// The reader's words, from the app's context: the component re-renders
/// when the language changes. English where no app provides them (a
/// component drawn on its own).
#[hook]
pub fn use_words() -> Words {
    use_context::<Words>().unwrap_or_default()
}
