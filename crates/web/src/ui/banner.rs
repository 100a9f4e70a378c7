//! Banners: the error banner (bad link, bad record), the storage banner
//! (a save that failed or could not be read, with the export of every
//! game), the notice (a link opened as its own game, a line kept apart
//! from another tab's) and the game-over banner with the winner, the
//! reason, the scores and, when the game offers one, its after-game review.

use super::ai::Ai;
use super::state::{use_dispatch, use_game, use_games, GameAction, GamesAction};
use super::storage::Problem;
use super::text::{use_words, AppWords, Words};
use super::{saving, storage};
use crate::worker::{Input, Output};
use attic_records::Session;
use yew::prelude::*;

/// The error banner, shown while the state holds an error or a storage
/// problem.
#[function_component]
pub fn ErrorBanner() -> Html {
    let w = use_words();
    let (Some(game), Some(games), Some(d)) = (use_game(), use_games(), use_dispatch()) else {
        return html! {};
    };
    if game.error.is_none() && games.problems.is_empty() {
        return html! {};
    }
    let close = Callback::from(move |_| {
        d.game.dispatch(GameAction::ClearError);
        d.games.dispatch(GamesAction::ClearProblems);
    });
    html! {
        <div class="error" role="alert" data-testid="error">
            <div class="error-body">
                if let Some(e) = game.error.as_ref() { <span>{ e.iter().map(|m| w.tr(m)).collect::<Vec<_>>().join(" ") }</span> }
                <StorageProblems />
            </div>
            <button class="close" onclick={close} aria-label={w.t("dismiss")}>{"✕"}</button>
        </div>
    }
}

/// Inside the error banner: what could not be saved or read, at once,
/// with the export of every game (and of a value that could not be read).
#[function_component]
fn StorageProblems() -> Html {
    let w = use_words();
    let Some(state) = use_games() else {
        return html! {};
    };
    if state.problems.is_empty() {
        return html! {};
    }
    let retry = {
        let d = state.dispatcher();
        Callback::from(move |_| {
            if storage::retry() == 0 {
                d.dispatch(GamesAction::Saved);
            }
        })
    };
    let unsaved = state
        .problems
        .iter()
        .any(|p| matches!(p, Problem::NotSaved { .. }));
    let rows = state.problems.iter().map(|p| {
        let export_one = match p {
            Problem::LeftInPlace { key, raw, .. } => {
                let (key, raw) = (key.clone(), raw.clone());
                let onclick = Callback::from(move |_| super::share::download(&format!("{key}.txt"), &raw));
                html! { <button class="small" data-testid="export-unreadable" {onclick}>{ w.t("store.export-it") }</button> }
            }
            _ => html! {},
        };
        html! { <p data-testid="storage-problem">{ p.text(w) }{" "}{ export_one }</p> }
    });
    html! {
        <div class="storage" data-testid="storage-error">
            <div>{ for rows }</div>
            <div class="row">
                <button class="small primary" data-testid="export-all" onclick={Callback::from(|_| saving::export_all(drop))}>{ w.t("store.export-all") }</button>
                if unsaved {
                    <button class="small" data-testid="retry-save" onclick={retry}>{ w.t("store.retry") }</button>
                }
                <a class="small" href="#/games">{ w.t("my-games.title") }</a>
            </div>
        </div>
    }
}

/// A notice about the games, with the game it speaks of to open.
#[function_component]
pub fn NoticeBanner() -> Html {
    // The notice is kept as messages, drawn in the reader's words.
    let w = use_words();
    let (Some(state), Some(dispatch)) = (use_games(), use_dispatch()) else {
        return html! {};
    };
    let Some(n) = state.notice.clone() else {
        return html! {};
    };
    let close = {
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(GamesAction::Notice(None)))
    };
    let open = n.other.clone().map(|id| {
        let dispatch = dispatch.clone();
        let onclick = Callback::from(move |_| saving::show_entry(&dispatch, &id));
        html! { <button class="small" data-testid="notice-open" {onclick}>{ w.t("notice.open") }</button> }
    });
    // Two versions of one game by post: keep only the one on screen.
    let keep = n.other.clone().filter(|_| n.choose).map(|id| {
        let d = state.dispatcher();
        let onclick = Callback::from(move |_| {
            storage::remove(&id);
            d.dispatch(GamesAction::Notice(None));
        });
        html! { <button class="small" data-testid="notice-keep" {onclick}>{ w.t("notice.keep-this") }</button> }
    });
    html! {
        <div class="games-notice" role="status" data-testid="notice">
            <span>{ n.words.iter().map(|m| w.tr(m)).collect::<Vec<_>>().join(" ") }</span>
            { for open }
            { for keep }
            <button class="close" onclick={close} aria-label={w.t("dismiss")}>{"✕"}</button>
        </div>
    }
}

/// What [`game_over`] draws.
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
/// game's review when it offers one; in the reader's words `w`.
/// A plain function, not a component: it has no hooks, and each component
/// costs about 0.8 KB gzip of Yew code in the wasm (docs/measure.md).
pub fn game_over(p: &GameOverProps, w: Words) -> Html {
    let s = &p.session;
    let Some(o) = s.current().outcome() else {
        return html! {};
    };
    let cur = s.current();
    let headline = w.winner_line(cur, &o.winner, &|seat| w.player_name(s, seat));
    let scores = o.scores.iter().enumerate().map(|(i, sc)| {
        let name = w.player_name(s, i as u8);
        html! { <li><span class="seat-name">{ name }</span>{" "}<strong>{ sc }</strong></li> }
    });
    let record = s.to_record();
    // The review itself is made in the worker, with the game's tools.
    let offers = (s.entry().offers_review)();
    html! {
        <div class="game-over" role="status" data-testid="game-over">
            <h2>{ headline }</h2>
            <p class="reason">{ w.tr(&o.reason) }</p>
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

/// A finished game's review (see [`attic_core::Tools::review`]), asked of
/// a fresh AI worker so that the page never waits for it, in the reader's
/// language (asked again in a new one).
#[function_component]
pub fn Review(p: &ReviewProps) -> Html {
    let w = use_words();
    let said = use_state(|| None as Said);
    let ai = use_mut_ref(|| None::<Ai>);
    let notify = use_context::<super::notice::Notify>();
    {
        let (said, ai) = (said.clone(), ai.clone());
        use_effect_with(
            (p.game, p.record.clone(), w.lang),
            move |(game, record, lang)| {
                said.set(None);
                let set = said.clone();
                let handle = Ai::new(
                    Callback::from(move |out: Output| match out {
                        Output::Reviewed { lines } => set.set(Some(Ok(lines))),
                        Output::Error { message, .. } => set.set(Some(Err(message))),
                        _ => {}
                    }),
                    notify.clone(),
                    *lang,
                );
                handle.send(Input::Review {
                    game: game.to_string(),
                    record: record.clone(),
                    lang: lang.code().to_string(),
                });
                // Kept until the next game (or the page) replaces it.
                *ai.borrow_mut() = Some(handle);
            },
        );
    }
    match &*said {
        None => html! {
            <div class="review note" aria-busy="true" data-testid="review-waiting">{ w.t("review.waiting") }</div>
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
