//! Sharing: a link with the whole game in its fragment, the record as
//! text (shown and downloadable), and import of a record or a link (it
//! opens as its own game of My games), or of a file of several records
//! (each record that can be read joins My games; the others are named,
//! with why: `ui::archive`).

use super::route::page_url;
use super::saving;
use super::state::{use_dispatch, use_game, Dispatch, Notice};
use super::text::{m, use_words, AppWords, Words};
use crate::app_logic::saves::split_records;
use attic_core::Msg;
use attic_records::{link, Post, Session};
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

/// Read pasted text as a record, or as a link (a URL or fragment with
/// `v1.` or `v2.`); refused when its record is longer than every reader accepts.
fn read_import(text: &str) -> Result<(Session, Option<Post>), Msg> {
    let text = text.trim();
    if text.is_empty() {
        return Err(m("import.empty"));
    }
    let (s, post) = match link::find(text).filter(|_| !text.starts_with('[')) {
        Some(i) => link::read(&attic_games::REGISTRY, &text[i..]).map_err(|e| e.msg())?,
        None => Session::from_record(&attic_games::REGISTRY, text)
            .map(|s| (s, None))
            .map_err(|e| m("import.bad-record").msg("reason", e.msg()))?,
    };
    match saving::refuse(&s) {
        Some(why) => Err(why),
        None => Ok((s, post)),
    }
}

/// Offer a text as a file download (a Blob URL on a temporary link).
pub fn download(name: &str, text: &str) {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type("text/plain");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    let doc = web_sys::window().and_then(|w| w.document());
    if let Some(a) = doc.and_then(|d| d.create_element("a").ok()) {
        let _ = a.set_attribute("href", &url);
        let _ = a.set_attribute("download", name);
        if let Some(a) = wasm_bindgen::JsCast::dyn_ref::<web_sys::HtmlElement>(&a) {
            a.click();
        }
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Import pasted text now that its games' code is loaded: several records
/// join My games (the others are named, with why), one record or link
/// opens as its own game. What My games lists of them is written in the
/// reader's words `w`.
pub fn import_text_now(text: &str, import: &UseStateHandle<bool>, d: &Dispatch, w: Words) {
    let records = split_records(text);
    if records.len() > 1 {
        // Each record on its own: what can be added is, the rest
        // is refused with its number and reason.
        let report = super::archive::import(w, text);
        import.set(false);
        if let Some(p) = report.problem.clone() {
            d.problem(p);
        }
        if report.refused.is_empty() {
            d.notice(Some(Notice {
                words: report.msgs(),
                other: None,
                choose: false,
            }));
        } else {
            let mut words = report.msgs();
            words.extend(report.refused);
            d.error(words);
        }
        return;
    }
    match read_import(text) {
        Ok((s, post)) => {
            let id = s.info().id.to_string();
            super::post::open(&d.game, s, post);
            import.set(false);
            if let Some(win) = web_sys::window() {
                let _ = win.location().set_hash(&format!("/play/{id}"));
            }
        }
        Err(e) => d.error(vec![m("import.failed").msg("reason", e)]),
    }
}

/// The share panel.
#[function_component]
pub fn Share() -> Html {
    let w = use_words();
    let state = use_game();
    let dispatch = use_dispatch();
    let url = use_state(String::new);
    let copied = use_state(|| None::<bool>);
    let export = use_state(|| false);
    let import = use_state(|| false);
    let import_text = use_node_ref();
    let (Some(state), Some(dispatch)) = (state, dispatch) else {
        return html! {};
    };
    let Some(s) = state.session.clone() else {
        return html! {};
    };
    // A game with private hands stays on this device until it is over:
    // no link, no export (another game may still be imported).
    let travels = !(s.current().local_only() && s.current().outcome().is_none());
    let copy = {
        let (url, copied, s) = (url.clone(), copied.clone(), s.clone());
        Callback::from(move |_| {
            // Refused for a game that may not travel (no button then).
            let Ok(l) = link::encode(&s) else { return };
            let u = format!("{}#{}", page_url(), l);
            url.set(u.clone());
            copied.set(None);
            let copied = copied.clone();
            // The clipboard may be refused (headless, no permission): the link
            // stays visible in the box either way.
            if let Some(w) = web_sys::window() {
                let p = w.navigator().clipboard().write_text(&u);
                wasm_bindgen_futures::spawn_local(async move {
                    let ok = wasm_bindgen_futures::JsFuture::from(p).await.is_ok();
                    copied.set(Some(ok));
                });
            }
        })
    };
    let toggle_export = {
        let export = export.clone();
        Callback::from(move |_| export.set(!*export))
    };
    let toggle_import = {
        let import = import.clone();
        Callback::from(move |_| import.set(!*import))
    };
    let go = {
        let (import, r) = (import.clone(), import_text.clone());
        let d = dispatch.clone();
        Callback::from(move |_| {
            let text = r
                .cast::<HtmlTextAreaElement>()
                .map(|t| t.value())
                .unwrap_or_default();
            // The code of the games the text names first (issue 27); one
            // that cannot be loaded makes its record refused, with why.
            let (import, d) = (import.clone(), d.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let _ = super::code::prepare_text(&text).await;
                match super::parts::importer().await {
                    Ok(import_now) => import_now(&text, &import, &d, w),
                    Err(()) => d.error(vec![m("error.part-unloaded")]),
                }
            });
        })
    };
    let record = if travels {
        s.to_record()
    } else {
        String::new()
    };
    let dl = {
        let record = record.clone();
        let name = format!("{}-{}.txt", s.info().id, s.len());
        Callback::from(move |_| download(&name, &record))
    };
    let import_html = html! {
        if *import {
            <div class="import">
                <textarea data-testid="import-text" ref={import_text} rows="6"
                    placeholder={w.t("import.placeholder")} aria-label={w.t("import.label")} />
                <button class="small primary" data-testid="import-go" onclick={go}>{ w.t("import.go") }</button>
            </div>
        }
    };
    let import_button = html! {
        <button data-testid="import" onclick={toggle_import} aria-expanded={(*import).to_string()}>{ w.t("share.import") }</button>
    };
    if !travels {
        return html! {
            <section class="share-panel" data-testid="share" aria-label={w.t("share.label")}>
                <p class="note" data-testid="local-only">{ w.t("share.local-only") }</p>
                <div class="row">{ import_button }</div>
                { import_html }
            </section>
        };
    }
    html! {
        <section class="share-panel" data-testid="share" aria-label={w.t("share.label")}>
            <div class="row">
                <button data-testid="copy-link" onclick={copy}>{ w.t("share.copy-link") }</button>
                <button data-testid="export" onclick={toggle_export} aria-expanded={(*export).to_string()}>{ w.t("share.export") }</button>
                { import_button }
            </div>
            <label class="field">
                <span class="sr">{ w.t("share.link") }</span>
                <input data-testid="share-url" readonly=true value={(*url).clone()}
                    placeholder={w.t("share.link-placeholder")} />
            </label>
            {
                match *copied {
                    Some(true) => html! { <p class="note">{ w.t("share.copied") }</p> },
                    Some(false) => html! { <p class="note">{ w.t("share.copy-by-hand") }</p> },
                    None => html! {},
                }
            }
            if *export {
                <div class="export">
                    <textarea data-testid="record-text" readonly=true rows="8" value={record}
                        aria-label={w.t("share.record")} />
                    <button class="small" onclick={dl}>{ w.t("share.download") }</button>
                </div>
            }
            { import_html }
        </section>
    }
}
