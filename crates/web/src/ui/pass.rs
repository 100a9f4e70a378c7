//! The pass-the-device screen: in a game where seats hold private values,
//! when the turn goes from one person at this device to another, the board
//! is hidden until the next player says they hold the device, so that a
//! hand is only shown to its own player.

use super::state::{use_game, PlayAction, PlayHandle, Stamp};
use super::text::{m, use_words};
use attic_core::Seat;
use yew::prelude::*;

/// Props of [`PassScreen`].
#[derive(Properties, PartialEq)]
pub struct PassScreenProps {
    /// The seat whose player is to take the device.
    pub seat: Seat,
    /// What that player is called.
    pub name: String,
}

/// Shown instead of the board; its button (focused at once, so the
/// keyboard reaches it) shows the board to the seat's player.
#[function_component]
pub fn PassScreen(p: &PassScreenProps) -> Html {
    let w = use_words();
    let state = use_game();
    let play = use_context::<PlayHandle>();
    let button = use_node_ref();
    {
        let button = button.clone();
        use_effect_with(p.seat, move |_| {
            if let Some(b) = button.cast::<web_sys::HtmlElement>() {
                let _ = b.focus();
            }
        });
    }
    let (Some(state), Some(play)) = (state, play) else {
        return html! {};
    };
    let seat = p.seat;
    let ready = {
        let (d, at) = (play.dispatcher(), Stamp::of(&state));
        Callback::from(move |_| d.dispatch(PlayAction::Confirm(seat, at)))
    };
    let name = p.name.clone();
    html! {
        <section class="pass-screen" data-testid="pass-screen" aria-labelledby="pass-title">
            <h2 id="pass-title">{ w.tr(&m("pass.title").text("name", name.clone())) }</h2>
            <p>{ w.tr(&m("pass.text").text("name", name.clone())) }</p>
            <button class="primary" data-testid="pass-ready" ref={button} onclick={ready}>
                { w.tr(&m("pass.ready").text("name", name)) }
            </button>
        </section>
    }
}
