//! A gallery card's thumbnail: the picture of its start position that the
//! build made, shown a moment after the page, one thumbnail per task.
//!
//! Why: drawn with the gallery, the ten boards made one long task (about
//! 300 ms on a phone, Lighthouse's 4× slower CPU), which kept the first
//! page from answering taps. Each box keeps its height meanwhile
//! (static/style.css `.card .thumb`), so nothing moves when a board comes.

use attic_games::GAMES;
use gloo_timers::callback::Timeout;
use yew::prelude::*;

/// The thumbnail's properties: which registry entry it draws.
#[derive(Properties, PartialEq)]
pub struct ThumbProps {
    /// The game's index in [`GAMES`].
    pub index: usize,
}

/// The thumbnail of `GAMES[index]`, empty until its turn comes.
#[function_component]
pub fn Thumb(p: &ThumbProps) -> Html {
    let drawn = use_state(|| false);
    {
        let drawn = drawn.clone();
        use_effect_with(p.index, move |index| {
            // A timer per thumbnail: each is its own task, in gallery order.
            let timer = Timeout::new(*index as u32, move || drawn.set(true));
            move || drop(timer)
        });
    }
    let Some(game) = GAMES.get(p.index).filter(|_| *drawn) else {
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
