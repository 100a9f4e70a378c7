//! Words for players in the app: the UI's own message file and the
//! rendering of any [`Msg`] in the reader's language.

use crate::core::{Lang, Messages, Msg};
use std::cell::Cell;

/// The app's own words (labels, buttons, status lines).
pub static UI: Messages = Messages::new(include_str!("messages.en.txt"));

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

/// A UI message without arguments, in the current language.
pub fn t(key: &'static str) -> String {
    Msg::new(&UI, key).render(lang())
}

/// A UI message to fill in with arguments (render it with [`tr`]).
pub fn m(key: &'static str) -> Msg {
    Msg::new(&UI, key)
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

/// A game's words in the gallery (`field`: `designer`, `year` or `hook`)
/// in the current language: a translation gives them as
/// `info.<id>.<field>` in the game's file; English is `english`, the
/// game's [`crate::core::GameInfo`] field.
pub fn about(info: &crate::core::GameInfo, field: &str, english: &'static str) -> &'static str {
    match lang() {
        Lang::En => english,
        l => info
            .messages
            .text(&format!("info.{}.{field}", info.id), l)
            .unwrap_or(english),
    }
}

/// A seat's name for players: the game's `seat.<code>` message, or the
/// code itself.
pub fn seat_name(g: &dyn crate::core::AnyGame, seat: crate::core::Seat) -> String {
    let code = g.seat_code(seat);
    let key = format!("seat.{code}");
    game_text(g.messages(), &key)
        .map(str::to_string)
        .unwrap_or(code)
}

/// Names joined for a sentence: "A", "A and B", "A, B and C".
pub fn join_names(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => tr(&m("list.and")
            .text("init", init.join(", "))
            .text("last", last.clone())),
    }
}

/// The headline of a finished game: who won, who shared the win, or a
/// draw; `name` says what the players of a seat are called.
pub fn winner_line(
    g: &dyn crate::core::AnyGame,
    w: &crate::core::Winner,
    name: &dyn Fn(crate::core::Seat) -> String,
) -> String {
    use crate::core::Winner;
    let names = |seats: &mut dyn Iterator<Item = u8>| {
        let v: Vec<String> = seats.map(name).collect();
        join_names(&v)
    };
    match w {
        Winner::Seat(s) => tr(&m("over.wins").text("who", name(*s))),
        Winner::Side(t) => tr(&m("over.side-wins").text(
            "who",
            names(&mut (0..g.seats()).filter(|s| g.team(*s) == *t)),
        )),
        Winner::Shared(ws) => tr(&m("over.shared").text("who", names(&mut ws.iter().copied()))),
        Winner::Draw => t("over.draw"),
    }
}

/// What players call the player of a seat: the name the record gives
/// them, else the seat's own name.
pub fn player_name(s: &crate::core::Session, seat: crate::core::Seat) -> String {
    crate::app_logic::seating::recorded_name(s, seat)
        .unwrap_or_else(|| seat_name(s.current(), seat))
}
