//! The warning that the browser's storage is nearly full, on My games and
//! the game page: how full it is, in plain words, and the export of every
//! game. The threshold and the quota are `app_logic::saves`'s
//! [`NEAR_QUOTA_PERCENT`] and [`QUOTA_CHARS`].

use super::text::{m, use_words, AppWords};
use super::{saving, storage};
use crate::app_logic::saves::{near_quota, QUOTA_CHARS};
use attic_core::decimal::fixed;
use attic_core::Lang;
use yew::prelude::*;

/// Props of [`QuotaNote`].
#[derive(Properties, PartialEq)]
pub struct QuotaProps {
    /// Changes when the storage may have changed (a move saved, a game
    /// deleted or imported): the use is measured again.
    pub rev: u64,
    /// Offer the export and a link to My games (not on My games, whose
    /// export is beside it).
    #[prop_or(true)]
    pub actions: bool,
}

/// Characters in millions, one decimal, in the reader's way ("4.5",
/// "4,5") of `lang`.
fn millions(lang: Lang, chars: usize) -> String {
    let text = fixed(chars as f64 / 1e6, 1);
    match lang {
        Lang::En => text,
        _ => text.replace('.', ","),
    }
}

/// The warning, shown only when the storage is nearly full.
#[function_component]
pub fn QuotaNote(p: &QuotaProps) -> Html {
    let w = use_words();
    // Counting reads every key's length (in JavaScript): once per change,
    // and after the page's own effects, so that the write of the move
    // that changed `rev` (the app's saving effect) is counted.
    let used = use_state(storage::origin_chars);
    {
        let used = used.clone();
        use_effect_with(p.rev, move |_| {
            let later =
                gloo_timers::callback::Timeout::new(0, move || used.set(storage::origin_chars()));
            move || drop(later)
        });
    }
    let Some(pct) = near_quota(*used) else {
        return html! {};
    };
    let export = Callback::from(|_| {
        saving::export_all(drop);
    });
    html! {
        <div class="quota-note" role="status" data-testid="quota-warning">
            <p>{ w.tr(&m("archive.quota")
                .num("pct", pct as i64)
                .text("used", millions(w.lang, *used))
                .text("quota", millions(w.lang, QUOTA_CHARS))) }</p>
            if p.actions {
                <div class="row">
                    <button class="small primary" data-testid="quota-export" onclick={export}>{ w.t("store.export-all") }</button>
                    <a class="small" href="#/games">{ w.t("my-games.title") }</a>
                </div>
            }
        </div>
    }
}
