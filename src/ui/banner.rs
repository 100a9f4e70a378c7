//! Banners: the error banner (bad link, bad record, corrupt save) and the
//! game-over banner with the winner, the reason, the scores and, when the
//! game offers one, its after-game review.

use super::ai::Ai;
use super::state::{Action, AppHandle};
use super::text::{lang, player_name, t, tr};
use crate::core::Session;
use crate::worker::{Input, Output};
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
            <button class="close" onclick={close} aria-label={t("dismiss")}>{"✕"}</button>
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

/// The end-of-match banner: winner, reason, scores per seat, and the
/// game's review when it offers one.
#[function_component]
pub fn GameOver(p: &GameOverProps) -> Html {
    let s = &p.session;
    let Some(o) = s.current().outcome() else {
        return html! {};
    };
    let cur = s.current();
    let headline = super::text::winner_line(cur, &o.winner, &|seat| player_name(s, seat));
    let scores = o.scores.iter().enumerate().map(|(i, sc)| {
        let name = player_name(s, i as u8);
        html! { <li><span class="seat-name">{ name }</span>{" "}<strong>{ sc }</strong></li> }
    });
    let record = s.to_record();
    // Asking is free: the review itself is made in the worker.
    let offers = (s.entry().review)(&record, lang()).is_some();
    html! {
        <div class="game-over" role="status" data-testid="game-over">
            <h2>{ headline }</h2>
            <p class="reason">{ tr(&o.reason) }</p>
            <ul class="scores">{ for scores }</ul>
            if offers { <Review game={s.info().id} {record} /> }
        </div>
    }
}

/// Props of [`Review`].
#[derive(Properties, PartialEq)]
pub struct ReviewProps {
    /// The game's id.
    pub game: &'static str,
    /// The finished game's record.
    pub record: String,
}

/// What the review says: none yet, its lines, or why there are none.
type Said = Option<Result<Vec<String>, String>>;

/// A finished game's review (see [`crate::core::Game::review`]), asked of
/// a fresh AI worker so that the page never waits for it.
#[function_component]
pub fn Review(p: &ReviewProps) -> Html {
    let said = use_state(|| None as Said);
    let ai = use_mut_ref(|| None::<Ai>);
    {
        let (said, ai) = (said.clone(), ai.clone());
        use_effect_with((p.game, p.record.clone()), move |(game, record)| {
            said.set(None);
            let set = said.clone();
            let handle = Ai::new(Callback::from(move |out: Output| match out {
                Output::Reviewed { lines } => set.set(Some(Ok(lines))),
                Output::Error { message, .. } => set.set(Some(Err(message))),
                _ => {}
            }));
            handle.send(Input::Review {
                game: game.to_string(),
                record: record.clone(),
                lang: lang().code().to_string(),
            });
            // Kept until the next game (or the page) replaces it.
            *ai.borrow_mut() = Some(handle);
        });
    }
    match &*said {
        None => html! {
            <div class="review note" aria-busy="true" data-testid="review-waiting">{ t("review.waiting") }</div>
        },
        Some(Ok(lines)) => html! {
            <div class="review" data-testid="review" aria-live="polite">
                { for lines.iter().map(|l| html! { <p>{ l.clone() }</p> }) }
            </div>
        },
        Some(Err(e)) => html! {
            <div class="review note" data-testid="review" aria-live="polite">
                { e.clone() }
            </div>
        },
    }
}
