//! A row of My games: a game kept in this browser (its game, players,
//! moves, date and result, a box to select it for an export, resume and
//! delete after a confirmation), and a save that could not be read.

use super::state::{use_dispatch, use_game, GameAction};
use super::storage::{self, Listed, Unreadable};
use super::text::{m, use_words, AppWords};
use super::{saving, share};
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// A time (ms since 1970) as the reader's local date and time (in the
/// reader's language `lang`).
fn when(ms: f64, lang: attic_core::Lang) -> String {
    let d = js_sys::Date::new(&JsValue::from_f64(ms));
    String::from(d.to_locale_string(lang.code(), &JsValue::UNDEFINED))
}

/// Props of [`GameRow`].
#[derive(Properties, PartialEq)]
pub struct GameRowProps {
    /// The entry.
    pub listed: Listed,
    /// Its game's title.
    pub title: String,
    /// Selected for an export.
    pub selected: bool,
    /// Its delete waits for a confirmation.
    pub confirming: bool,
    /// Select or unselect it.
    pub on_select: Callback<bool>,
    /// Ask to delete it (`true`), or keep it (`false`).
    pub on_confirm: Callback<bool>,
    /// It was deleted.
    pub on_deleted: Callback<()>,
}

/// A game of My games.
#[function_component]
pub fn GameRow(p: &GameRowProps) -> Html {
    let w = use_words();
    let (Some(state), Some(dispatch)) = (use_game(), use_dispatch()) else {
        return html! {};
    };
    let l = &p.listed;
    let id = l.id.clone();
    let s = &l.saved;
    let resume = {
        let (dispatch, id) = (dispatch.clone(), id.clone());
        Callback::from(move |_| saving::show_entry(&dispatch, &id))
    };
    let ask = p.on_confirm.reform(|_| true);
    let keep = p.on_confirm.reform(|_| false);
    let delete = {
        let (id, done) = (id.clone(), p.on_deleted.clone());
        let d = state.dispatcher();
        Callback::from(move |_| {
            storage::remove(&id);
            d.dispatch(GameAction::Forget(id.clone()));
            done.emit(());
        })
    };
    let select = p.on_select.reform(|e: Event| {
        e.target_dyn_into::<web_sys::HtmlInputElement>()
            .is_some_and(|i| i.checked())
    });
    let over = s.result.is_some();
    let on_screen = state.entry.as_deref() == Some(id.as_str());
    // A person plays at another device: the game goes by link.
    let remote = super::state::SeatKind::Remote.code();
    let by_post = s.seats.contains(&remote);
    // The record's tag, as written ([`super::analysis::TAG`]): a game
    // played with the hint or the chart at hand is marked so.
    let analysed = s.record.contains(&format!(
        "[{} \"{}\"]",
        super::analysis::TAG,
        super::analysis::USED
    ));
    let result = s
        .result
        .clone()
        .unwrap_or_else(|| w.t("my-games.in-progress"));
    let (go, ask_text) = match over {
        true => (w.t("my-games.open"), "my-games.confirm-finished"),
        false => (w.t("my-games.resume"), "my-games.confirm-unfinished"),
    };
    let players = w.join_names(&s.names);
    let which = w.tr(&m("archive.select-which")
        .text("game", p.title.clone())
        .text("players", players.clone()));
    html! {
        <li class="saved-game" data-testid="saved-game" data-entry={id.clone()} data-game={s.game.clone()}
            data-over={over.to_string()}>
            <div class="saved-head">
                <label class="select">
                    <input type="checkbox" data-testid="select" checked={p.selected} onchange={select} />
                    <span>{ w.t("archive.select") }</span><span class="sr">{" "}{ which }</span>
                </label>
                <strong>{ p.title.clone() }</strong>
                <span class="saved-players" data-testid="saved-players">{ players }</span>
            </div>
            <p class="saved-meta">
                <span data-testid="saved-moves">{ w.tr(&m("my-games.moves").num("n", s.moves as i64)) }</span>
                {" · "}<span>{ when(s.updated, w.lang) }</span>
                {" · "}<span data-testid="saved-result">{ result }</span>
                if l.unsaved { {" · "}<strong class="unsaved" data-testid="saved-unsaved">{ w.t("my-games.unsaved") }</strong> }
                if on_screen { {" · "}<span>{ w.t("my-games.on-screen") }</span> }
                if by_post { {" · "}<span data-testid="saved-by-post">{ w.t("my-games.by-post") }</span> }
                if analysed { {" · "}<span data-testid="saved-analysed">{ w.t("my-games.analysed") }</span> }
            </p>
            <div class="row">
                <button class="small primary" data-testid="resume" onclick={resume}>{ go }</button>
                <button class="small" data-testid="delete" onclick={ask}>{ w.t("my-games.delete") }</button>
            </div>
            if p.confirming {
                <div class="confirm" role="group" data-testid="confirm">
                    <span>{ w.tr(&m(ask_text).text("game", p.title.clone())) }</span>
                    <button class="small" data-testid="confirm-delete" onclick={delete}>{ w.t("my-games.delete") }</button>
                    <button class="small" data-testid="cancel-delete" onclick={keep}>{ w.t("my-games.keep") }</button>
                </div>
            }
        </li>
    }
}

/// Props of [`BadRow`].
#[derive(Properties, PartialEq)]
pub struct BadRowProps {
    /// The value.
    pub bad: Unreadable,
    /// Its delete waits for a confirmation.
    pub confirming: bool,
    /// Ask to delete it (`true`), or keep it (`false`).
    pub on_confirm: Callback<bool>,
    /// It was deleted.
    pub on_deleted: Callback<()>,
}

/// A save that could not be read: to export or delete.
#[function_component]
pub fn BadRow(p: &BadRowProps) -> Html {
    let w = use_words();
    let key = p.bad.key.clone();
    let export = {
        let key = key.clone();
        Callback::from(move |_| {
            if let Some(raw) = storage::raw(&key) {
                share::download(&format!("{key}.txt"), &raw);
            }
        })
    };
    let ask = p.on_confirm.reform(|_| true);
    let keep = p.on_confirm.reform(|_| false);
    let delete = {
        let (key, done) = (key.clone(), p.on_deleted.clone());
        Callback::from(move |_| {
            storage::remove_key(&key);
            done.emit(());
        })
    };
    html! {
        <li class="saved-game" data-testid="unreadable" data-key={key.clone()}>
            <span><code>{ key.clone() }</code>{" · "}{ w.tr(&m("my-games.chars").num("n", p.bad.chars as i64)) }</span>
            <div class="row">
                <button class="small" data-testid="export-unreadable" onclick={export}>{ w.t("store.export-it") }</button>
                <button class="small" data-testid="delete" onclick={ask}>{ w.t("my-games.delete") }</button>
            </div>
            if p.confirming {
                <div class="confirm" role="group" data-testid="confirm">
                    <span>{ w.t("my-games.confirm-unreadable") }</span>
                    <button class="small" data-testid="confirm-delete" onclick={delete}>{ w.t("my-games.delete") }</button>
                    <button class="small" data-testid="cancel-delete" onclick={keep}>{ w.t("my-games.keep") }</button>
                </div>
            }
        </li>
    }
}
