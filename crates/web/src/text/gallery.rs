//! The words of a game's card in the home page's gallery, in any language:
//! `ui/home.rs` draws them, and `tests/suite/home_frame.rs` writes the same
//! into the frame's copy of the page (`ui/home.<lang>.html`).

use attic_core::{GameInfo, Lang, Messages, Msg};

/// A game's words on its card (`field`: `designer`, `year` or `hook`) in
/// `lang`: a translation gives them as `info.<id>.<field>` in the game's
/// words `book`; English is `english`, the [`GameInfo`] field.
pub fn card_word(
    book: &Messages,
    info: &GameInfo,
    field: &str,
    english: &'static str,
    lang: Lang,
) -> &'static str {
    match lang {
        Lang::En => english,
        l => book
            .text(&format!("info.{}.{field}", info.id), l)
            .unwrap_or(english),
    }
}

/// How many play a game, from the UI's words `ui`: "2 players",
/// "2–6 players".
pub fn players(ui: &'static Messages, min: u8, max: u8) -> Msg {
    if min == max {
        Msg::new(ui, "home.players").num("n", min as i64)
    } else {
        Msg::new(ui, "home.players-range")
            .num("min", min as i64)
            .num("max", max as i64)
    }
}
