//! A seat's row of the new-game dialog: the seat, its player's name and
//! who plays it (a person or the AI at a level, described in full).

use super::{default_kind, select_value};
use crate::app_logic::seating::NAME_MAX;
use crate::ui::text::{m, AppWords, Words};
use std::rc::Rc;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// What [`seat_row`] draws.
#[derive(Properties, PartialEq)]
pub struct SeatRowProps {
    /// The seat's index.
    pub i: usize,
    /// The seat's name.
    pub seat: String,
    /// Who plays it (a [`crate::ui::state::SeatKind`] code).
    pub kind: String,
    /// The player's name shown.
    pub name: String,
    /// The choices of who plays a seat (code, label).
    pub choices: Rc<Vec<(String, String)>>,
    /// Who plays each seat, as chosen in the dialog.
    pub kinds: UseStateHandle<Vec<String>>,
    /// The names typed in the dialog (None: the seat's own).
    pub names: UseStateHandle<Vec<Option<String>>>,
    /// The name field (the first seat's takes the focus).
    pub name_ref: NodeRef,
    /// The reader's words (the dialog's).
    pub words: Words,
}

/// A seat's row.
/// A plain function, not a component: it has no hooks, and each component
/// costs about 0.8 KB gzip of Yew code in the wasm (docs/measure.md).
pub fn seat_row(p: &SeatRowProps) -> Html {
    let w = p.words;
    let i = p.i;
    let on_kind = {
        let kinds = p.kinds.clone();
        Callback::from(move |e: Event| {
            let mut k = (*kinds).clone();
            if k.len() <= i {
                k.extend((k.len()..=i).map(default_kind));
            }
            k[i] = select_value(&e);
            kinds.set(k);
        })
    };
    let on_name = {
        let names = p.names.clone();
        Callback::from(move |e: InputEvent| {
            let v = e.target_unchecked_into::<HtmlInputElement>().value();
            let mut k = (*names).clone();
            if k.len() <= i {
                k.resize(i + 1, None);
            }
            k[i] = Some(v);
            names.set(k);
        })
    };
    let (seat, kind, choices) = (p.seat.clone(), &p.kind, &p.choices);
    html! {
        <div class="seat-row" data-testid={format!("seat-row-{i}")}>
            <span class="seat-name">{ seat.clone() }</span>
            <label class="field">
                <span>{ w.t("dialog.name") }</span>
                <input type="text" data-testid={format!("seat-name-{i}")} ref={p.name_ref.clone()}
                    value={p.name.clone()} maxlength={NAME_MAX.to_string()} autocomplete="off"
                    aria-label={w.tr(&m("dialog.name-of").text("seat", seat.clone()))}
                    oninput={on_name} />
            </label>
            <label class="field">
                <span>{ w.t("dialog.played-by") }</span>
                <select data-testid={format!("seat-{i}")} onchange={on_kind}
                    aria-label={w.tr(&m("dialog.played-by-of").text("seat", seat))}>
                    { for choices.iter().map(|(val, label)| html! {
                        <option value={val.clone()} selected={*kind == *val}>{ label.clone() }</option>
                    }) }
                </select>
                // The chosen level's description in full (a select on
                // a phone cuts it short): what it does, how long it takes.
                if let Some((_, label)) = choices.iter().filter(|(val, _)| val.starts_with("ai")).find(|(val, _)| *kind == *val) {
                    <small class="level-about" data-testid={format!("seat-about-{i}")}>{ label.split_once(": ").map_or(label.as_str(), |x| x.1).to_string() }</small>
                }
            </label>
        </div>
    }
}
