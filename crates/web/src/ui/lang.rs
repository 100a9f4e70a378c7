//! The reader's language: which one, loading its words, and switching.
//!
//! **English is compiled in; Dutch and Vietnamese are fetched.** The build
//! joins every `messages.<lang>.txt` of `src` into one file per language,
//! `lang/<lang>-<hash>.txt` (scripts/site.mjs; named in
//! `<meta name="attic-words">` and precached by the service worker, so it
//! works offline after the first visit and under any sub-path). Measured
//! with `trunk build --offline --release` and `gzip -9` on 2026-11-26
//! (docs/measure.md): compiling Dutch and Vietnamese into the wasm made it
//! 31,105 bytes larger gzipped (653,652 → 684,757), a cost every visitor
//! would pay on the first load; fetching them costs the wasm 6,749 bytes
//! (this loader, the menu, the worker message: 660,401) and only a reader
//! of Dutch or Vietnamese fetches the one file (18,482 and 18,610 bytes
//! gzipped). So they are fetched.
//!
//! A language other than English is fetched (with a timeout) before the
//! first render and installed whole, or not at all: if it fails, the page
//! is English and a quiet notice says why. Nothing renders half
//! translated. The choice comes from `navigator.languages`, is changed
//! with [`lang_picker`] in the header, and is remembered in localStorage.

use super::notice::{Notice, Notify};
use super::text::{m, AppWords, Words};
use attic_core::msg::{bundle_sections, CORE};
use attic_core::{Lang, Messages, Msg};
use std::cell::RefCell;
use yew::prelude::*;

/// Where the choice is remembered.
const KEY: &str = "attic.lang";
/// How long a language file may take before the page gives up on it.
const TIMEOUT_MS: u32 = 6_000;

thread_local! {
    // Module caches, not component state: the components read the language
    // from the app's context (`use_words`), the app holds it as state.
    /// Each installed language's file (for the AI workers, which have
    /// their own copy of the tables): installed once, kept for the page's
    /// life, as the message books keep their tables.
    static FILES: RefCell<Vec<(Lang, &'static str)>> = const { RefCell::new(Vec::new()) };
    /// The language asked for last, so that a slower earlier switch (its
    /// file still loading) does not win.
    static WANTED: std::cell::Cell<Lang> = const { std::cell::Cell::new(Lang::En) };
}

/// The message files a language file has sections for, by folder under
/// `src`: core's, the UI's, the board kit's and each game folder's.
fn book(folder: &str) -> Option<&'static Messages> {
    match folder {
        "core" => Some(&CORE),
        "web/ui" => Some(&super::text::UI),
        "kit" => Some(super::kit::words()),
        _ => {
            let game = folder.strip_prefix("games/")?;
            attic_games::GAMES
                .iter()
                .find(|g| g.folder == game)
                .map(|g| (g.entry.info)().messages)
        }
    }
}

/// Install a language file (the joined sections); it is kept for the
/// page's life. `false` if no section belonged to a known file.
pub fn install(l: Lang, file: String) -> bool {
    if l == Lang::En || loaded(l) {
        return true;
    }
    let file: &'static str = Box::leak(file.into_boxed_str());
    let mut any = false;
    for (folder, text) in bundle_sections(file) {
        if let Some(b) = book(folder) {
            b.install(l, text);
            any = true;
        }
    }
    if any {
        FILES.with(|f| f.borrow_mut().push((l, file)));
    }
    any
}

/// Whether `l`'s words are here (English always is).
fn loaded(l: Lang) -> bool {
    l == Lang::En || FILES.with(|f| f.borrow().iter().any(|(x, _)| *x == l))
}

/// The file of language `l`, for a worker (`None` in English, or before
/// it is loaded).
pub fn file(l: Lang) -> Option<&'static str> {
    FILES.with(|f| f.borrow().iter().find(|(x, _)| *x == l).map(|(_, t)| *t))
}

/// The language file of `l` named by the page (`<meta name="attic-words"
/// content="nl:lang/nl-….txt vi:lang/vi-….txt">`).
fn file_url(l: Lang) -> Option<String> {
    let meta = web_sys::window()?
        .document()?
        .query_selector(r#"meta[name="attic-words"]"#)
        .ok()??
        .get_attribute("content")?;
    let url = meta
        .split_whitespace()
        .find_map(|e| e.strip_prefix(l.code())?.strip_prefix(':'))?;
    // Only a relative path of the build's own (it is fetched, not shown).
    let ok = url.starts_with("lang/")
        && url
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'/' | b'-' | b'.'));
    ok.then(|| url.to_string())
}

/// Fetch and install `l`'s words, unless they are here already.
async fn load(l: Lang) -> Result<(), Msg> {
    if loaded(l) {
        return Ok(());
    }
    let url = file_url(l).ok_or_else(|| m("fetch.status").num("status", 404))?;
    let file = super::fetch::text(&url, Some(TIMEOUT_MS)).await?;
    match install(l, file) {
        true => Ok(()),
        false => Err(m("fetch.not-text")),
    }
}

/// The language to show: the one chosen here before, else the first of
/// the browser's languages the site has, else English.
pub fn preferred() -> Lang {
    let w = web_sys::window();
    let saved = w
        .as_ref()
        .and_then(|w| w.local_storage().ok().flatten())
        .and_then(|s| s.get_item(KEY).ok().flatten())
        .and_then(|c| Lang::from_code(&c));
    saved
        .or_else(|| {
            let langs = w?.navigator().languages();
            langs
                .iter()
                .filter_map(|v| v.as_string())
                .find_map(|c| Lang::from_code(&c))
        })
        .unwrap_or_default()
}

fn remember(l: Lang) {
    if let Some(s) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = s.set_item(KEY, l.code());
    }
}

/// Make `l` (its words are loaded) the language of `<html lang>` (the
/// app's language state calls it when it changes; the texts follow the
/// state itself).
pub fn apply(l: Lang) {
    if let Some(html) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = html.set_attribute("lang", l.code());
    }
}

/// Before the first render: load the preferred language; the language
/// the app starts in. If it cannot be loaded the page is English, and the
/// notice to show once it is up says why.
pub async fn start() -> (Lang, Option<Notice>) {
    let l = preferred();
    WANTED.with(|w| w.set(l));
    match load(l).await {
        Ok(()) => {
            apply(l);
            (l, None)
        }
        Err(reason) => {
            apply(Lang::En);
            (Lang::En, Some(Notice::LangFailed(l, reason)))
        }
    }
}

/// Switch to `l` (remembered even if it cannot be loaded now, so that the
/// next visit tries again): once loaded, `set` shows it; if it fails, the
/// page keeps its language, `failed` runs and a notice says why.
pub fn switch(
    l: Lang,
    set: Callback<Lang>,
    failed: impl FnOnce() + 'static,
    notify: Option<Notify>,
) {
    remember(l);
    WANTED.with(|w| w.set(l));
    wasm_bindgen_futures::spawn_local(async move {
        let result = load(l).await;
        if WANTED.with(|w| w.get()) != l {
            return;
        }
        match result {
            Ok(()) => set.emit(l),
            Err(reason) => {
                failed();
                if let Some(n) = &notify {
                    super::notice::show(n, Notice::LangFailed(l, reason));
                }
            }
        }
    });
}

/// A language's name in itself ("Nederlands"): the same in every file.
pub fn name(l: Lang) -> &'static str {
    let key = match l {
        Lang::En => "lang.en",
        Lang::Nl => "lang.nl",
        Lang::Vi => "lang.vi",
    };
    super::text::UI.text(key, Lang::En).unwrap_or(key)
}

/// The language menu of the site's header: a native select (keyboard and
/// screen readers know it), each language named in itself and marked
/// with its own `lang`. `w`: the reader's words (the page's language);
/// `set`: the app's language state, which shows another language (its
/// words loaded); a failure is said through `notify`.
/// A plain function, not a component: the app draws it with what it
/// holds, and each component costs about 0.8 KB gzip of Yew code in the
/// wasm (docs/measure.md).
pub fn lang_picker(w: Words, set: Callback<Lang>, notify: Notify) -> Html {
    let current = w.lang;
    let onchange = Callback::from(move |e: Event| {
        use wasm_bindgen::JsCast;
        let Some(select) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
        else {
            return;
        };
        if let Some(l) = Lang::from_code(&select.value()) {
            // On failure the menu shows the page's language again.
            let failed = move || select.set_value(current.code());
            switch(l, set.clone(), failed, Some(notify.clone()));
        }
    });
    html! {
        <select class="lang-pick" data-testid="lang" aria-label={w.t("lang.label")} {onchange}>
            { for Lang::ALL.iter().map(|l| html! {
                <option value={l.code()} lang={l.code()} selected={*l == current}>{ name(*l) }</option>
            }) }
        </select>
    }
}
