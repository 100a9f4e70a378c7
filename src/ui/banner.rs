//! Banners: the error banner (bad link, bad record, corrupt save) and the
//! game-over banner with the reason and the scores.

use super::state::{Action, AppHandle};
use crate::core::{Session, Winner};
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
    let info = p.session.info();
    let Some(o) = p.session.current().outcome() else {
        return html! {};
    };
    let name = |s: usize| info.seat_names.get(s).copied().unwrap_or("?");
    let headline = match o.winner {
        Winner::Seat(s) => format!("{} wins", name(s as usize)),
        Winner::Draw => "Draw".to_string(),
    };
    let scores = o.scores.iter().enumerate().map(|(i, sc)| {
        html! { <li><span class="seat-name">{ name(i) }</span>{" "}<strong>{ sc }</strong></li> }
    });
    html! {
        <div class="game-over" role="status" data-testid="game-over">
            <h2>{ headline }</h2>
            <p class="reason">{ o.reason.clone() }</p>
            <ul class="scores">{ for scores }</ul>
        </div>
    }
}
