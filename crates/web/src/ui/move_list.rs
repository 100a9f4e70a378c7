//! The move list in the game's own notation, with navigation and undo/redo.

use super::state::{use_flow, use_game, GameAction as Action};
use super::text::{use_words, AppWords, Words};
use crate::app_logic::seating::seating_of;
use attic_ai::analysis::Swing;
use attic_core::Turn;
use attic_records::Session;
use std::rc::Rc;
use yew::prelude::*;

/// One move in the list: its sentence, its notes, why the AI chose it,
/// and who made it (`ai`, `person`, `chance`, `auto`).
type Row = (String, Vec<String>, Option<String>, &'static str);

/// The rows worked out so far, for the tokens they were worked out for.
#[derive(Default)]
struct Rows {
    w: Words,
    ai: Vec<bool>,
    viewer: Option<attic_core::Seat>,
    tokens: Vec<String>,
    rows: Vec<Row>,
}

/// The row of `tok` played in `before`, in the reader's words `w`.
fn row(
    w: Words,
    before: &dyn attic_core::AnyGame,
    tok: &str,
    ai: &[bool],
    viewer: Option<attic_core::Seat>,
) -> Row {
    let (said, notes) = attic_kit::sentence_and_notes(w, before, tok);
    let by = match before.turn() {
        _ if before.automatic() => "auto",
        Turn::Seat(p) if ai.get(p as usize) == Some(&true) => "ai",
        Turn::Seat(_) => "person",
        _ => "chance",
    };
    let why = (by == "ai")
        .then(|| attic_kit::why(w, before, tok, viewer))
        .flatten();
    (said, notes, why, by)
}

/// Keep the shown move in view inside the scrolling list.
#[hook]
fn use_keep_in_view(list_ref: &NodeRef, cursor: usize, len: usize) {
    let list_ref = list_ref.clone();
    use_effect_with((cursor, len), move |(cursor, _)| {
        if let Some(list) = list_ref.cast::<web_sys::Element>() {
            let sel = format!("[data-ply=\"{cursor}\"]");
            match list.query_selector(&sel) {
                Ok(Some(el)) => {
                    if let Some(el) = wasm_bindgen::JsCast::dyn_ref::<web_sys::HtmlElement>(&el) {
                        let top = el.offset_top() - list.client_height() / 2;
                        list.set_scroll_top(top.max(0));
                    }
                }
                _ => list.set_scroll_top(0),
            }
        }
    });
}

/// Each move's sentence and notes, and for the AI's moves why it chose
/// them, from the position before it. Worked out once per move: a new
/// move keeps the rows of the moves before it (the seats, the reader and
/// their words `w` unchanged), so a long game does not replay and explain
/// every ply on the page's thread at each move.
#[hook]
fn use_rows(
    s: &Rc<Session>,
    ai: Vec<bool>,
    viewer: Option<attic_core::Seat>,
    w: Words,
) -> Rc<Vec<Row>> {
    let kept = use_mut_ref(Rows::default);
    {
        let s = s.clone();
        let key = (std::rc::Rc::as_ptr(&s) as usize, s.len(), ai, viewer, w);
        use_memo(key, move |(_, _, ai, viewer, w)| {
            let mut k = kept.borrow_mut();
            if k.ai != *ai || k.viewer != *viewer || k.w != *w {
                *k = Rows {
                    w: *w,
                    ai: ai.clone(),
                    viewer: *viewer,
                    ..Rows::default()
                };
            }
            let same = k
                .tokens
                .iter()
                .zip(s.tokens())
                .take_while(|(a, b)| a == b)
                .count();
            k.tokens.truncate(same);
            k.rows.truncate(same);
            for (i, tok) in s.tokens().iter().enumerate().skip(same) {
                let row = row(*w, s.at(i), tok, ai, *viewer);
                k.tokens.push(tok.clone());
                k.rows.push(row);
            }
            k.rows.clone()
        })
    }
}

/// The move list and its buttons (reads the state from the context).
#[function_component]
pub fn MoveList() -> Html {
    let w = use_words();
    let flow = use_flow();
    let Some(state) = use_game() else {
        return html! {};
    };
    let list_ref = use_node_ref();
    let swings = use_context::<super::analysis::Swings>().unwrap_or_default();
    let Some(s) = state.session.clone() else {
        return html! {};
    };
    use_keep_in_view(&list_ref, state.cursor, s.len());
    let nav = |a: fn() -> Action| {
        let d = state.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(a()))
    };
    let len = s.len();
    let cursor = state.cursor;
    // Each move's row, worked out once per move (see `use_rows`).
    let ai = super::game_page::ai_seats(&state.seats);
    let viewer = seating_of(&s, &state.seats, flow.confirmed).viewer;
    let words = use_rows(&s, ai, viewer, w);
    // The move whose sentence the line under the list shows: the one
    // hovered or focused, else the one on the board.
    let hovered = use_state(|| None::<usize>);
    let said_ply = hovered.unwrap_or(state.cursor);
    let said_line = said_ply
        .checked_sub(1)
        .and_then(|i| words.get(i))
        .map(|(said, _, why, _)| match why {
            Some(why) => format!("{}. {why}", said.trim_end_matches('.')),
            None => said.clone(),
        });
    let moves = s.tokens().iter().enumerate().map(|(i, tok)| {
        let ply = i + 1;
        // Whose ply it is: the mover's, or the seat's whose throw it is
        // (named as the status line names it); what chance alone decides
        // (a face turned over, a battle's hidden faces) says "Chance".
        let at = s.at(i);
        let (seat, class) = match (at.turn(), at.thrower()) {
            (Turn::Seat(p), _) | (Turn::Chance, Some(p)) => (w.seat(at, p), format!("seat{p}")),
            (Turn::Chance, None) => (w.t("moves.chance"), "chance".to_string()),
            (Turn::Over, _) => (String::new(), String::new()),
        };
        let (said, notes, why, by) = words.get(i).cloned().unwrap_or_default();
        let d = state.dispatcher();
        let onclick = Callback::from(move |_| d.dispatch(Action::Navigate(ply)));
        let show = |on: bool| {
            let hovered = hovered.clone();
            move || hovered.set(on.then_some(ply))
        };
        let (enter, leave) = (show(true), show(false));
        let (focus, blur) = (show(true), show(false));
        let onmouseenter = Callback::from(move |_: MouseEvent| enter());
        let onmouseleave = Callback::from(move |_: MouseEvent| leave());
        let onfocus = Callback::from(move |_: FocusEvent| focus());
        let onblur = Callback::from(move |_: FocusEvent| blur());
        let current = (ply == cursor).then_some("true");
        // The analysis's mark of a move that swung the game (`?`, `??`),
        // said in words to screen readers.
        let swing = swings.0.get(i).copied().flatten();
        let (mark, swing_said) = match swing {
            Some(kind @ Swing::Blunder) => (kind.mark(), w.t("analysis.blunder")),
            Some(kind @ Swing::Dubious) => (kind.mark(), w.t("analysis.dubious")),
            None => ("", String::new()),
        };
        let said = if swing_said.is_empty() {
            said
        } else {
            format!("{said} ({swing_said})")
        };
        let said = match &why {
            Some(why) => format!("{}. {why}", said.trim_end_matches('.')),
            None => said,
        };
        let desc_id = format!("move-said-{ply}");
        html! {
            // Who made the move (the AI, a person, chance, or the site for
            // a seat with one move): the AI's moves carry why.
            <li data-by={by}>
                <button class="move" data-testid="move" data-ply={ply.to_string()} aria-current={current} {onclick}
                    {onmouseenter} {onmouseleave} {onfocus} {onblur} aria-describedby={desc_id.clone()}>
                    <span class="ply">{ ply }</span>
                    <span class={classes!("who", class)}>{ seat }</span>
                    <span class="tok">{ tok }</span>
                    if !mark.is_empty() { <span class="swing" data-testid="swing" aria-hidden="true">{ mark }</span> }
                </button>
                // The button's description for screen readers; the line
                // under the list shows it to everyone.
                <span class="sr" id={desc_id}>{ said }</span>
                if !notes.is_empty() {
                    <span class="notes" data-testid="move-notes">{ notes.join(". ") }</span>
                }
                // Why the AI chose it, under the move for everyone (the
                // button's description above says it to screen readers).
                if let Some(why) = why {
                    <span class="why" data-testid="move-why" aria-hidden="true">{ why }</span>
                }
            </li>
        }
    });
    html! {
        <section class="moves-panel" aria-label={w.t("moves.label")}>
            <div class="nav-row" role="group" aria-label={w.t("moves.navigate")}>
                <button data-testid="nav-first" title={w.t("moves.first-key")} aria-label={w.t("moves.first")} disabled={cursor == 0} onclick={nav(|| Action::Navigate(0))}>{"«"}</button>
                <button data-testid="nav-prev" title={w.t("moves.prev-key")} aria-label={w.t("moves.prev")} disabled={cursor == 0} onclick={nav(|| Action::NavBy(-1))}>{"‹"}</button>
                <button data-testid="nav-next" title={w.t("moves.next-key")} aria-label={w.t("moves.next")} disabled={cursor >= len} onclick={nav(|| Action::NavBy(1))}>{"›"}</button>
                <button data-testid="nav-last" title={w.t("moves.last-key")} aria-label={w.t("moves.last")} disabled={cursor >= len} onclick={nav(|| Action::Navigate(usize::MAX))}>{"»"}</button>
                <span class="spacer"></span>
                <button data-testid="undo" title={w.t("moves.undo-title")} disabled={len == 0} onclick={nav(|| Action::Undo)}>{ w.t("moves.undo") }</button>
                <button data-testid="redo" title={w.t("moves.redo-title")} disabled={state.redo.is_empty()} onclick={nav(|| Action::Redo)}>{ w.t("moves.redo") }</button>
            </div>
            <ol class="move-list" data-testid="move-list" ref={list_ref}>
                if len == 0 { <li class="empty">{ w.t("moves.none") }</li> }
                { for moves }
            </ol>
            if super::analysis::used(&s) { <p class="note analysis-used" data-testid="analysis-used">{ w.t("analysis.used") }</p> }
            // Always there, so the panel keeps its height as the focus moves.
            <p class="move-said" data-testid="move-said" data-ply={said_ply.to_string()}>{ said_line.unwrap_or_default() }</p>
        </section>
    }
}
