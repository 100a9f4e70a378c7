//! Import on My games: a file of games (or records pasted), read record by
//! record (`ui::archive`), and the summary of what was added, what was
//! already there and what was refused, and why.

use super::archive::{import, Report};
use super::state::{use_dispatch, GamesAction};
use super::text::{m, use_words, AppWords};
use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

/// Props of [`ImportBox`].
#[derive(Properties, PartialEq)]
pub struct ImportProps {
    /// Games were added (the list is read again).
    pub on_done: Callback<()>,
}

/// What the box says after an import: a report, or why nothing was read.
#[derive(Clone, PartialEq)]
enum Said {
    Report(Report),
    Trouble(String),
}

/// The import box and its summary.
#[function_component]
pub fn ImportBox(p: &ImportProps) -> Html {
    let w = use_words();
    let state = use_dispatch();
    let file = use_node_ref();
    let paste = use_node_ref();
    let said = use_state(|| None::<Said>);
    // Imports made: a new summary is a new one even when it reads alike.
    let runs = use_state(|| 0u32);
    // Import a text and show its summary; a failed write also goes to the
    // storage banner (with "Try again").
    let run = {
        let (said, done, runs) = (said.clone(), p.on_done.clone(), runs.clone());
        let d = state.as_ref().map(|s| s.games.clone());
        Callback::from(move |text: String| {
            runs.set(*runs + 1);
            if text.trim().is_empty() {
                said.set(Some(Said::Trouble(w.t("archive.import-empty"))));
                return;
            }
            // The code of the games the text names first (issue 27).
            let (said, done, d) = (said.clone(), done.clone(), d.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let _ = super::code::prepare_text(&text).await;
                let mut report = import(w, &text);
                report.puzzles = super::puzzle_store::import(&text);
                if let (Some(problem), Some(d)) = (report.problem.clone(), &d) {
                    d.dispatch(GamesAction::Problem(problem));
                }
                said.set(Some(Said::Report(report)));
                done.emit(());
            });
        })
    };
    let go = {
        let (file, paste, run, said) = (file.clone(), paste.clone(), run.clone(), said.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let chosen = file
                .cast::<HtmlInputElement>()
                .and_then(|i| i.files())
                .and_then(|f| f.get(0));
            let pasted = paste
                .cast::<HtmlTextAreaElement>()
                .map(|t| t.value())
                .unwrap_or_default();
            let Some(f) = chosen else {
                run.emit(pasted);
                return;
            };
            let (run, said, file) = (run.clone(), said.clone(), file.clone());
            wasm_bindgen_futures::spawn_local(async move {
                match wasm_bindgen_futures::JsFuture::from(f.text()).await {
                    Ok(v) => {
                        // Read: the same file may be chosen again later.
                        if let Some(i) = file.cast::<HtmlInputElement>() {
                            i.set_value("");
                        }
                        run.emit(v.as_string().unwrap_or_default());
                    }
                    Err(e) => {
                        let why = js_sys::Reflect::get(&e, &"message".into())
                            .ok()
                            .and_then(|m| m.as_string())
                            .unwrap_or_default();
                        said.set(Some(Said::Trouble(
                            w.tr(&m("archive.file-unread").text("reason", why)),
                        )));
                    }
                }
            });
        })
    };
    let summary = match &*said {
        None => html! {},
        Some(Said::Trouble(why)) => {
            html! { <p class="note" data-testid="import-summary">{ why.clone() }</p> }
        }
        Some(Said::Report(r)) => html! {
            <div class="import-summary" data-testid="import-summary" data-run={runs.to_string()}
                data-added={r.added.to_string()} data-held={r.held.to_string()}
                data-refused={r.refused.len().to_string()}>
                { for r.msgs().iter().map(|l| html! { <p>{ w.tr(l) }</p> }) }
                if !r.refused.is_empty() {
                    <ul data-testid="import-refused">
                        { for r.refused.iter().map(|why| html! { <li>{ w.tr(why) }</li> }) }
                    </ul>
                }
            </div>
        },
    };
    html! {
        <details class="archive-import">
            <summary data-testid="import-open">{ w.t("archive.import") }</summary>
            <p class="note">{ w.t("archive.import-intro") }</p>
            <form onsubmit={go}>
                <label class="field">
                    <span>{ w.t("archive.file") }</span>
                    <input type="file" accept=".txt,text/plain" data-testid="import-file" ref={file} />
                </label>
                <label class="field">
                    <span>{ w.t("archive.paste") }</span>
                    <textarea rows="4" data-testid="import-paste" ref={paste} />
                </label>
                <button class="primary" type="submit" data-testid="import-run">{ w.t("archive.import-go") }</button>
            </form>
            <div role="status" aria-live="polite">{ summary }</div>
        </details>
    }
}
