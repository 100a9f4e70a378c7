//! Banners: the error banner (bad link, bad record, corrupt save) and the
//! game-over banner with the reason and the scores.

use super::state::{Action, AppHandle};
use crate::core::Session;
use yew::prelude::*;

/// The error banner, shown while the state holds an error.
#[function_component]
pub fn ErrorBanner() -> Html {
    let Some(state) = use_context::<AppHandle>() else {
        return html! {};
    };
    let Some(e) = state.error.clone() else {
        return html! {};
    };
    let close = {
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(Action::ClearError))
    };
    html! {
        <div class="error" role="alert" data-testid="error">
            <span>{ e }</span>
            <button class="close" onclick={close} aria-label="Dismiss">{"✕"}</button>
        </div>
    }
}

/// Props of [`GameOver`].
#[derive(Properties)]
pub struct GameOverProps {
    /// The game.
    pub session: std::rc::Rc<Session>,
}

impl PartialEq for GameOverProps {
    fn eq(&self, o: &Self) -> bool {
        std::rc::Rc::ptr_eq(&self.session, &o.session)
    }
}

/// The end-of-match banner: winner, reason and scores per seat.
#[function_component]
pub fn GameOver(p: &GameOverProps) -> Html {
    let Some(o) = p.session.current().outcome() else {
        return html! {};
    };
    let cur = p.session.current();
    let headline = super::text::winner_line(cur, &o.winner);
    let scores = o.scores.iter().enumerate().map(|(i, sc)| {
        let name = super::text::seat_name(cur, i as u8);
        html! { <li><span class="seat-name">{ name }</span>{" "}<strong>{ sc }</strong></li> }
    });
    html! {
        <div class="game-over" role="status" data-testid="game-over">
            <h2>{ headline }</h2>
            <p class="reason">{ super::text::tr(&o.reason) }</p>
            <ul class="scores">{ for scores }</ul>
        </div>
    }
}
