//! The reader's language and the rendering of any [`Msg`] in it: the one
//! place the app and every board read the language from.

use attic_core::{AnyGame, Lang, Messages, Msg, Seat};
use std::cell::Cell;

thread_local! {
    static LANG: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// The language the app shows.
pub fn lang() -> Lang {
    LANG.with(|l| l.get())
}

/// Switch the language the app shows (the next render uses it).
pub fn set_lang(l: Lang) {
    LANG.with(|c| c.set(l));
}

/// Any message (a game's, core's or the UI's) in the current language.
pub fn tr(msg: &Msg) -> String {
    msg.render(lang())
}

/// A key of a game's own message file, in the current language; `None`
/// when the file has no such key.
pub fn game_text(book: &'static Messages, key: &str) -> Option<&'static str> {
    book.text(key, lang())
}

/// A seat's name for players: the game's `seat.<code>` message, or the
/// code itself.
pub fn seat_name(g: &dyn AnyGame, seat: Seat) -> String {
    let code = g.seat_code(seat);
    let key = format!("seat.{code}");
    game_text(g.messages(), &key)
        .map(str::to_string)
        .unwrap_or(code)
}
