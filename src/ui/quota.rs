//! The warning that the browser's storage is nearly full, on My games and
//! the game page: how full it is, in plain words, and the export of every
//! game. The threshold and the quota are `app_logic::saves`'s
//! [`NEAR_QUOTA_PERCENT`] and [`QUOTA_CHARS`].

use super::text::{m, t, tr};
use super::{saving, storage};
use crate::app_logic::saves::{near_quota, QUOTA_CHARS};
use yew::prelude::*;

/// Props of [`QuotaNote`].
#[derive(Properties, PartialEq)]
pub struct QuotaProps {
    /// Changes when the storage may have changed (a move saved, a game
    /// deleted or imported): the use is measured again.
    pub rev: u64,
}

/// The warning, shown only when the storage is nearly full.
#[function_component]
pub fn QuotaNote(p: &QuotaProps) -> Html {
    // Counting reads every key's length (in JavaScript): once per change.
    let used = use_memo(p.rev, |_| storage::origin_chars());
    let Some(pct) = near_quota(*used) else {
        return html! {};
    };
    let export = Callback::from(|_| {
        saving::export_all();
    });
    html! {
        <div class="quota-note" role="status" data-testid="quota-warning">
            <p>{ tr(&m("archive.quota")
                .num("pct", pct as i64)
                .num("used", *used as i64)
                .num("quota", QUOTA_CHARS as i64)) }</p>
            <div class="row">
                <button class="small primary" data-testid="quota-export" onclick={export}>{ t("store.export-all") }</button>
                <a class="small" href="#/games">{ t("my-games.title") }</a>
            </div>
        </div>
    }
}
