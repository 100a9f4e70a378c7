//! A gallery card's thumbnail: the picture of its start position that the
//! build made.
//!
//! Drawn with the gallery: the home page's frame (static/shell.js, from
//! `home.<lang>.html`) shows the same pictures before the app comes, so a
//! thumbnail drawn later would blink out and back when the app replaces the
//! frame. An `<img>` is cheap to make (the boards' views, which the gallery
//! once drew, took one task each on a phone).

use attic_games::GAMES;
use yew::prelude::*;

/// The thumbnail's properties: which registry entry it draws.
#[derive(Properties, PartialEq)]
pub struct ThumbProps {
    /// The game's index in [`GAMES`].
    pub index: usize,
}

/// The thumbnail of `GAMES[index]`.
#[function_component]
pub fn Thumb(p: &ThumbProps) -> Html {
    let Some(game) = GAMES.get(p.index) else {
        return html! {};
    };
    // The start picture the build made (static/boards, scripts/boards.mjs),
    // not the board view: the gallery loads no game's code (issue 27).
    let id = (game.entry.info)().id;
    let (light, dark) = (
        format!("boards/{id}.light.svg"),
        format!("boards/{id}.dark.svg"),
    );
    html! {
        <picture>
            <source srcset={dark} media={attic_kit::DARK_SCHEME} />
            <img src={light} alt="" decoding="async" />
        </picture>
    }
}
