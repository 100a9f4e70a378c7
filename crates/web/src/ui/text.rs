//! Words for players in the app: the UI's own message file and the
//! rendering of any [`Msg`] in the reader's language. The language is the
//! app's state, handed down as the kit's [`Words`] (a component takes it
//! with [`use_words`]); the app's own helpers are methods of it
//! ([`AppWords`]).

use attic_core::{AnyGame, Msg, Seat, Winner};
pub use attic_kit::{use_words, Words};

pub use crate::text::{m, UI};

/// The app's own words, in the reader's language: `w.t("key")`.
pub trait AppWords: Copy {
    /// A UI message without arguments.
    fn t(self, key: &'static str) -> String;
    /// A game's words in the gallery (`field`: `designer`, `year` or
    /// `hook`): a translation gives them as `info.<id>.<field>` in the
    /// game's file; English is `english`, the game's
    /// [`attic_core::GameInfo`] field.
    fn about(self, info: &attic_core::GameInfo, field: &str, english: &'static str)
        -> &'static str;
    /// Names joined for a sentence: "A", "A and B", "A, B and C".
    fn join_names(self, names: &[String]) -> String;
    /// The headline of a finished game: who won, who shared the win, or a
    /// draw; `name` says what the players of a seat are called.
    fn winner_line(self, g: &dyn AnyGame, w: &Winner, name: &dyn Fn(Seat) -> String) -> String;
    /// What players call the player of a seat: the name the record gives
    /// them, else the seat's own name.
    fn player_name(self, s: &attic_records::Session, seat: Seat) -> String;
}

impl AppWords for Words {
    fn t(self, key: &'static str) -> String {
        self.tr(&Msg::new(&UI, key))
    }

    fn about(
        self,
        info: &attic_core::GameInfo,
        field: &str,
        english: &'static str,
    ) -> &'static str {
        crate::text::gallery::card_word(info.messages, info, field, english, self.lang)
    }

    fn join_names(self, names: &[String]) -> String {
        match names {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., last] => self.tr(&m("list.and")
                .text("init", init.join(", "))
                .text("last", last.clone())),
        }
    }

    fn winner_line(self, g: &dyn AnyGame, w: &Winner, name: &dyn Fn(Seat) -> String) -> String {
        let names = |seats: &mut dyn Iterator<Item = u8>| {
            let v: Vec<String> = seats.map(name).collect();
            self.join_names(&v)
        };
        match w {
            Winner::Seat(s) => self.tr(&m("over.wins").text("who", name(*s))),
            Winner::Side(t) => self.tr(&m("over.side-wins").text(
                "who",
                names(&mut (0..g.seats()).filter(|s| g.team(*s) == *t)),
            )),
            Winner::Shared(ws) => {
                self.tr(&m("over.shared").text("who", names(&mut ws.iter().copied())))
            }
            Winner::Draw => self.t("over.draw"),
        }
    }

    fn player_name(self, s: &attic_records::Session, seat: Seat) -> String {
        crate::app_logic::seating::recorded_name(s, seat)
            .unwrap_or_else(|| self.seat(s.current(), seat))
    }
}

/// What players call the player of a seat, as a message drawn in the
/// reader's language when shown (the game reducer's notes: the reducer
/// knows no language): the name the record gives them, else the seat's
/// own name ([`Words::seat`]: the game's `seat.<code>`, or the code).
pub fn player_msg(s: &attic_records::Session, seat: Seat) -> Msg {
    if let Some(name) = crate::app_logic::seating::recorded_name(s, seat) {
        return Msg::plain(name);
    }
    let g = s.current();
    let code = g.seat_code(seat);
    let book = g.messages();
    // The key `seat.<code>` as the file has it (`seat` when it has none).
    match book.seat_term(&[code.as_str()], 0) {
        "seat" => Msg::plain(code),
        key => Msg::new(book, key),
    }
}
