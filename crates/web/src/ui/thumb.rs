//! A gallery card's thumbnail: the game's own board view of its start
//! position, drawn a moment after the page, one thumbnail per task.
//!
//! Why: drawn with the gallery, the ten boards made one long task (about
//! 300 ms on a phone, Lighthouse's 4× slower CPU), which kept the first
//! page from answering taps. Each box keeps its height meanwhile
//! (static/style.css `.card .thumb`), so nothing moves when a board comes.

use super::board::BoardProps;
use attic_core::Rng;
use attic_games::GAMES;
use attic_records::Session;
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
    let id = (game.entry.info)().id;
    match Session::new(&attic_games::REGISTRY, id, "", &mut Rng::new(1)) {
        Ok(s) => (game.board)(BoardProps::picture(s)),
        Err(_) => html! {},
    }
}
