//! The move list in the game's own notation, with navigation and undo/redo.

use super::state::{Action, AppHandle};
use super::text::{m, seat_name, t, tr};
use crate::core::{Event, Turn};
use yew::prelude::*;

/// The move list and its buttons (reads the state from the context).
#[function_component]
pub fn MoveList() -> Html {
    let Some(state) = use_context::<AppHandle>() else {
        return html! {};
    };
    let list_ref = use_node_ref();
    let Some(s) = state.session.clone() else {
        return html! {};
    };
    // Keep the shown move in view inside the scrolling list.
    {
        let list_ref = list_ref.clone();
        use_effect_with((state.cursor, s.len()), move |(cursor, _)| {
            if let Some(list) = list_ref.cast::<web_sys::Element>() {
                let sel = format!("[data-ply=\"{cursor}\"]");
                match list.query_selector(&sel) {
                    Ok(Some(el)) => {
                        if let Some(el) = wasm_bindgen::JsCast::dyn_ref::<web_sys::HtmlElement>(&el)
                        {
                            let top = el.offset_top() - list.client_height() / 2;
                            list.set_scroll_top(top.max(0));
                        }
                    }
                    _ => list.set_scroll_top(0),
                }
            }
        });
    }
    let nav = |a: fn() -> Action| {
        let d = state.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(a()))
    };
    let len = s.len();
    let cursor = state.cursor;
    let moves = s.tokens().iter().enumerate().map(|(i, tok)| {
        let ply = i + 1;
        let (seat, class) = match s.at(i).turn() {
            Turn::Seat(p) => (seat_name(s.at(i), p), format!("seat{p}")),
            Turn::Chance => (t("moves.chance"), "chance".to_string()),
            Turn::Over => (String::new(), String::new()),
        };
        // The game's own words about the move (its notes: a removal, a
        // pass), replayed from the position before it.
        let notes: Vec<String> = match s.at(i).clone_box().play_token(tok) {
            Ok((_, events)) => events
                .iter()
                .filter_map(|e| match e {
                    Event::Note(n) => Some(tr(n)),
                    _ => None,
                })
                .collect(),
            Err(_) => Vec::new(),
        };
        let d = state.dispatcher();
        let onclick = Callback::from(move |_| d.dispatch(Action::Navigate(ply)));
        let current = (ply == cursor).then_some("true");
        html! {
            <li>
                <button class="move" data-testid="move" data-ply={ply.to_string()} aria-current={current} {onclick}
                    title={tr(&m("moves.show").num("ply", ply as i64))}>
                    <span class="ply">{ ply }</span>
                    <span class={classes!("who", class)}>{ seat }</span>
                    <span class="tok">{ tok }</span>
                </button>
                if !notes.is_empty() {
                    <span class="notes" data-testid="move-notes">{ notes.join(". ") }</span>
                }
            </li>
        }
    });
    html! {
        <section class="moves-panel" aria-label={t("moves.label")}>
            <div class="nav-row" role="group" aria-label={t("moves.navigate")}>
                <button data-testid="nav-first" title={t("moves.first-key")} aria-label={t("moves.first")} disabled={cursor == 0} onclick={nav(|| Action::Navigate(0))}>{"«"}</button>
                <button data-testid="nav-prev" title={t("moves.prev-key")} aria-label={t("moves.prev")} disabled={cursor == 0} onclick={nav(|| Action::NavBy(-1))}>{"‹"}</button>
                <button data-testid="nav-next" title={t("moves.next-key")} aria-label={t("moves.next")} disabled={cursor >= len} onclick={nav(|| Action::NavBy(1))}>{"›"}</button>
                <button data-testid="nav-last" title={t("moves.last-key")} aria-label={t("moves.last")} disabled={cursor >= len} onclick={nav(|| Action::Navigate(usize::MAX))}>{"»"}</button>
                <span class="spacer"></span>
                <button data-testid="undo" title={t("moves.undo-title")} disabled={len == 0} onclick={nav(|| Action::Undo)}>{ t("moves.undo") }</button>
                <button data-testid="redo" title={t("moves.redo-title")} disabled={state.redo.is_empty()} onclick={nav(|| Action::Redo)}>{ t("moves.redo") }</button>
            </div>
            <ol class="move-list" data-testid="move-list" ref={list_ref}>
                if len == 0 { <li class="empty">{ t("moves.none") }</li> }
                { for moves }
            </ol>
        </section>
    }
}
