//! The filter of My games: a game (all, or one of the games kept) and a
//! player's name (without case or accents: "tran" finds "Trần"), with
//! how many games are shown in a polite status.

use super::text::{m, AppWords, Words};
use yew::prelude::*;

/// What [`filter`] draws.
#[derive(Properties, PartialEq)]
pub struct FilterProps {
    /// The games kept: id and title, in the select's order.
    pub games: Vec<(String, String)>,
    /// The game shown ("" for all).
    pub game: String,
    /// The search text.
    pub query: String,
    /// How many games are shown, of how many.
    pub shown: usize,
    /// Games kept.
    pub total: usize,
    /// A game chosen ("" for all).
    pub on_game: Callback<String>,
    /// The search text changed.
    pub on_query: Callback<String>,
}

/// The filter and the count, in the reader's words `w`.
/// A plain function, not a component: it has no hooks, and each component
/// costs about 0.8 KB gzip of Yew code in the wasm (docs/measure.md).
pub fn filter(p: &FilterProps, w: Words) -> Html {
    let on_game = p.on_game.reform(|e: Event| {
        e.target_dyn_into::<web_sys::HtmlSelectElement>()
            .map(|s| s.value())
            .unwrap_or_default()
    });
    let on_query = p.on_query.reform(|e: InputEvent| {
        e.target_dyn_into::<web_sys::HtmlInputElement>()
            .map(|s| s.value())
            .unwrap_or_default()
    });
    let options = p.games.iter().map(|(id, title)| {
        html! { <option value={id.clone()} selected={*id == p.game}>{ title.clone() }</option> }
    });
    html! {
        <div class="archive-filter" role="search">
            <label class="field">
                <span>{ w.t("archive.filter") }</span>
                <select data-testid="filter-game" onchange={on_game}>
                    <option value="" selected={p.game.is_empty()}>{ w.t("archive.all-games") }</option>
                    { for options }
                </select>
            </label>
            <label class="field">
                <span>{ w.t("archive.search") }</span>
                <input type="search" data-testid="filter-player" value={p.query.clone()}
                    placeholder={w.t("archive.search-placeholder")} oninput={on_query} />
            </label>
            <p class="note" role="status" aria-live="polite" data-testid="filter-count">
                { w.tr(&m("archive.count").num("shown", p.shown as i64).num("n", p.total as i64)) }
            </p>
        </div>
    }
}
