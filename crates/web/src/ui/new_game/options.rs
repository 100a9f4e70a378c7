//! An option's row of the new-game dialog: its values, the default marked.

use super::{common_value, int_values, select_value};
use crate::ui::text::{m, Words};
use attic_core::OptionKind;
use attic_games as games;
use yew::prelude::*;

/// What [`option_row`] draws.
#[derive(Properties, PartialEq)]
pub struct OptionRowProps {
    /// Game id.
    pub id: &'static str,
    /// The option's index among the game's options.
    pub i: usize,
    /// Its value chosen.
    pub cur: String,
    /// Every option's value, as chosen in the dialog.
    pub opts: UseStateHandle<Vec<String>>,
    /// The reader's words (the dialog's).
    pub words: Words,
}

/// An option's row.
/// A plain function, not a component: it has no hooks, and each component
/// costs about 0.8 KB gzip of Yew code in the wasm (docs/measure.md).
pub fn option_row(p: &OptionRowProps) -> Html {
    let w = p.words;
    let Some(entry) = games::find(p.id) else {
        return html! {};
    };
    let info = (entry.info)();
    let (i, cur) = (p.i, &p.cur);
    let Some(o) = info.options.get(i) else {
        return html! {};
    };
    let values: Vec<String> = match &o.kind {
        OptionKind::Choice(vals) => vals.iter().map(|v| v.to_string()).collect(),
        OptionKind::Int { min, max } => int_values(*min, *max, o.default),
        OptionKind::Text { examples, .. } => examples.iter().map(|v| v.to_string()).collect(),
    };
    let opts = p.opts.clone();
    let onchange = Callback::from(move |e: Event| {
        let mut s = (*opts).clone();
        if let Some(x) = s.get_mut(i) {
            *x = select_value(&e);
        }
        opts.set(s);
    });
    let label = w
        .text(info.messages, &format!("option.{}", o.key))
        .unwrap_or(o.key);
    let value_label = |v: &str| {
        let shown = w
            .text(info.messages, &format!("option.{}.{v}", o.key))
            .map(str::to_string)
            .or_else(|| common_value(w, v))
            .unwrap_or_else(|| v.to_string());
        match v == o.default {
            true => w.tr(&m("default-value").text("value", shown)),
            false => shown,
        }
    };
    html! {
        <label class="field">
            <span>{ label }</span>
            <select data-testid={format!("opt-{}", o.key)} {onchange}>
                { for values.iter().map(|v| html! {
                    <option value={v.clone()} selected={*v == *cur}>{ value_label(v) }</option>
                }) }
            </select>
        </label>
    }
}
