//! The chooser: the moves that share the clicks made so far (Straat's four
//! turns of a tile, O An Quan's two directions, TAU's row or column), one
//! button each, and Cancel. The active option is previewed on the board;
//! while the board has the focus, arrow keys change it and Enter plays it.

use super::{say, Play, Words};
use yew::prelude::*;

/// What [`chooser`] draws.
#[derive(Properties, PartialEq)]
pub struct ChooserProps {
    /// The options, in the game's order.
    pub options: Vec<Play>,
    /// The active option's index.
    pub active: usize,
    /// What is being chosen (the group's name for screen readers).
    pub label: AttrValue,
    /// An option was clicked: its index.
    pub on_pick: Callback<usize>,
    /// The pointer or the focus is on this option.
    pub on_active: Callback<usize>,
    /// Cancel was clicked.
    pub on_cancel: Callback<()>,
    /// The frame's id prefix (see [`super::frame`]).
    pub uid: AttrValue,
    /// The reader's words (the frame's).
    pub words: Words,
}

/// The element id of option `i` of the frame `uid` (for
/// `aria-activedescendant`).
pub(super) fn option_id(uid: &str, i: usize) -> String {
    format!("{uid}-choice-{i}")
}

/// The chooser's buttons.
/// A plain function, not a component: it has no hooks, and each component
/// costs about 0.8 KB gzip of Yew code in the wasm (docs/measure.md).
pub fn chooser(p: &ChooserProps) -> Html {
    let label = if p.label.is_empty() {
        AttrValue::from(say(p.words, "choose"))
    } else {
        p.label.clone()
    };
    let options = p.options.iter().enumerate().map(|(i, o)| {
        let pick = p.on_pick.reform(move |_: MouseEvent| i);
        let hover = p.on_active.reform(move |_: MouseEvent| i);
        let focus = p.on_active.reform(move |_: FocusEvent| i);
        html! {
            <button id={option_id(&p.uid, i)} class={classes!("kit-choice", (i == p.active).then_some("active"))}
                data-testid="choice" data-token={o.token.clone()}
                onclick={pick} onmouseenter={hover} onfocus={focus}>
                { o.icon.clone() }<span>{ o.label.clone() }</span>
            </button>
        }
    });
    let cancel = p.on_cancel.reform(|_: MouseEvent| ());
    html! {
        <div class="kit-chooser" role="group" aria-label={label} data-testid="chooser">
            { for options }
            <button class="small kit-cancel" data-testid="choice-cancel" onclick={cancel}>{ say(p.words, "cancel") }</button>
        </div>
    }
}
