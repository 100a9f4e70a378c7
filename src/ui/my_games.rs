//! The "My games" page: every game kept in this browser, unfinished ones
//! first, each with its game, players, date, moves so far and result; a
//! game is resumed from here, and deleted only after a confirmation. Below
//! them, the saves that could not be read (set-aside copies), each to
//! export or delete; and the export of every game in one file.

use super::state::AppHandle;
use super::storage::{self, Listed, Unreadable};
use super::text::{join_names, lang, m, t, tr};
use super::{saving, share};
use crate::games;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// A time (ms since 1970) as the reader's local date and time.
fn when(ms: f64) -> String {
    let d = js_sys::Date::new(&JsValue::from_f64(ms));
    String::from(d.to_locale_string(lang().code(), &JsValue::UNDEFINED))
}

/// Go to a game's play page.
fn go_play(game: &str) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_hash(&format!("/play/{game}"));
    }
}

/// The page.
#[function_component]
pub fn MyGames() -> Html {
    let state = use_context::<AppHandle>();
    // Bumped to read the storage again (after a delete, or a write by
    // another tab).
    let rev = use_state(|| 0u32);
    let confirm = use_state(|| None::<String>);
    {
        let rev = rev.clone();
        use_effect_with((), move |_| {
            let on = Closure::<dyn Fn()>::new(move || rev.set(*rev + 1));
            let win = web_sys::window();
            if let Some(w) = &win {
                let _ = w.add_event_listener_with_callback("storage", on.as_ref().unchecked_ref());
            }
            move || {
                if let Some(w) = &win {
                    let _ = w.remove_event_listener_with_callback(
                        "storage",
                        on.as_ref().unchecked_ref(),
                    );
                }
            }
        });
    }
    let Some(state) = state else { return html! {} };
    let games = storage::list();
    let bad = storage::unreadable();
    let (open, done): (Vec<&Listed>, Vec<&Listed>) =
        games.iter().partition(|l| l.saved.result.is_none());
    let row = |l: &Listed| -> Html {
        let id = l.id.clone();
        let s = &l.saved;
        let title = games::find(&s.game)
            .map(|e| (e.info)().title.to_string())
            .unwrap_or_else(|| s.game.clone());
        let resume = {
            let (state, id) = (state.clone(), id.clone());
            Callback::from(move |_| {
                if let Some(game) = saving::open_entry(&state, &id) {
                    go_play(game);
                }
            })
        };
        let ask = {
            let (confirm, id) = (confirm.clone(), id.clone());
            Callback::from(move |_| confirm.set(Some(id.clone())))
        };
        let keep = {
            let confirm = confirm.clone();
            Callback::from(move |_| confirm.set(None))
        };
        let delete = {
            let (confirm, rev, id) = (confirm.clone(), rev.clone(), id.clone());
            let d = state.dispatcher();
            Callback::from(move |_| {
                storage::remove(&id);
                d.dispatch(super::state::Action::Forget(id.clone()));
                confirm.set(None);
                rev.set(*rev + 1);
            })
        };
        let over = s.result.is_some();
        let on_screen = state.entry.as_deref() == Some(id.as_str());
        // A person plays at another device: the game goes by link.
        let remote = super::state::SeatKind::Remote.code();
        let by_post = s.seats.contains(&remote);
        let result = s
            .result
            .clone()
            .unwrap_or_else(|| t("my-games.in-progress"));
        let (go, ask_text) = match over {
            true => (t("my-games.open"), "my-games.confirm-finished"),
            false => (t("my-games.resume"), "my-games.confirm-unfinished"),
        };
        html! {
            <li class="saved-game" data-testid="saved-game" data-entry={id.clone()} data-game={s.game.clone()}
                data-over={over.to_string()}>
                <div class="saved-head">
                    <strong>{ title.clone() }</strong>
                    <span class="saved-players" data-testid="saved-players">{ join_names(&s.names) }</span>
                </div>
                <p class="saved-meta">
                    <span data-testid="saved-moves">{ tr(&m("my-games.moves").num("n", s.moves as i64)) }</span>
                    {" · "}<span>{ when(s.updated) }</span>
                    {" · "}<span data-testid="saved-result">{ result }</span>
                    if l.unsaved { {" · "}<strong class="unsaved" data-testid="saved-unsaved">{ t("my-games.unsaved") }</strong> }
                    if on_screen { {" · "}<span>{ t("my-games.on-screen") }</span> }
                    if by_post { {" · "}<span data-testid="saved-by-post">{ t("my-games.by-post") }</span> }
                </p>
                <div class="row">
                    <button class="small primary" data-testid="resume" onclick={resume}>{ go }</button>
                    <button class="small" data-testid="delete" onclick={ask}>{ t("my-games.delete") }</button>
                </div>
                if confirm.as_deref() == Some(id.as_str()) {
                    <div class="confirm" role="group" data-testid="confirm">
                        <span>{ tr(&m(ask_text).text("game", title)) }</span>
                        <button class="small" data-testid="confirm-delete" onclick={delete}>{ t("my-games.delete") }</button>
                        <button class="small" data-testid="cancel-delete" onclick={keep}>{ t("my-games.keep") }</button>
                    </div>
                }
            </li>
        }
    };
    let bad_row = |u: &Unreadable| -> Html {
        let key = u.key.clone();
        let export = {
            let key = key.clone();
            Callback::from(move |_| {
                if let Some(raw) = storage::raw(&key) {
                    share::download(&format!("{key}.txt"), &raw);
                }
            })
        };
        let ask = {
            let (confirm, key) = (confirm.clone(), key.clone());
            Callback::from(move |_| confirm.set(Some(key.clone())))
        };
        let keep = {
            let confirm = confirm.clone();
            Callback::from(move |_| confirm.set(None))
        };
        let delete = {
            let (confirm, rev, key) = (confirm.clone(), rev.clone(), key.clone());
            Callback::from(move |_| {
                storage::remove_key(&key);
                confirm.set(None);
                rev.set(*rev + 1);
            })
        };
        html! {
            <li class="saved-game" data-testid="unreadable" data-key={key.clone()}>
                <span><code>{ key.clone() }</code>{" · "}{ tr(&m("my-games.chars").num("n", u.chars as i64)) }</span>
                <div class="row">
                    <button class="small" data-testid="export-unreadable" onclick={export}>{ t("store.export-it") }</button>
                    <button class="small" data-testid="delete" onclick={ask}>{ t("my-games.delete") }</button>
                </div>
                if confirm.as_deref() == Some(key.as_str()) {
                    <div class="confirm" role="group" data-testid="confirm">
                        <span>{ t("my-games.confirm-unreadable") }</span>
                        <button class="small" data-testid="confirm-delete" onclick={delete}>{ t("my-games.delete") }</button>
                        <button class="small" data-testid="cancel-delete" onclick={keep}>{ t("my-games.keep") }</button>
                    </div>
                }
            </li>
        }
    };
    let export = Callback::from(|_| saving::export_all());
    html! {
        <main class="page my-games" data-testid="my-games">
            <h1>{ t("my-games.title") }</h1>
            <p>{ t("my-games.intro") }</p>
            <div class="row">
                <button class="primary" data-testid="export-all" onclick={export} disabled={games.is_empty()}>{ t("store.export-all") }</button>
            </div>
            <p class="note" data-testid="storage-used">{ tr(&m("my-games.used").num("n", storage::used_chars() as i64)) }</p>
            if games.is_empty() {
                <p data-testid="no-games">{ t("my-games.none") }{" "}<a href="#/">{ t("not-found.back") }</a></p>
            }
            if !open.is_empty() {
                <h2>{ t("my-games.unfinished") }</h2>
                <ul class="saved-games" data-testid="unfinished">{ for open.into_iter().map(row) }</ul>
            }
            if !done.is_empty() {
                <h2>{ t("my-games.finished") }</h2>
                <ul class="saved-games" data-testid="finished">{ for done.into_iter().map(row) }</ul>
            }
            if !bad.is_empty() {
                <h2>{ t("my-games.unreadable") }</h2>
                <p>{ t("my-games.unreadable-intro") }</p>
                <ul class="saved-games">{ for bad.iter().map(bad_row) }</ul>
            }
        </main>
    }
}
