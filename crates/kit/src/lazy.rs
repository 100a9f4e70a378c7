//! Board views and pages fetched on first use (issue 27). The registry gives a game
//! whose view lives in a wasm chunk of its own a [`BoardFn`] that draws
//! [`LazyBoard`]: it starts the chunk's load, says so while it lasts, and
//! draws the real view once it is there (from then on at once, from
//! [`loaded`]). A load that fails shows a clear message and a button to try
//! again; the game itself lives in the page's state and is not touched.

use crate::board::{BoardFn, BoardProps};
use crate::{say, use_words, Words};
use std::cell::RefCell;
use std::future::Future;
use std::pin::Pin;
use yew::prelude::*;

/// Loads a game's board view from its chunk (`Err` when the chunk could not
/// be fetched or instantiated; a later call tries again).
pub type LoadBoard = Load<BoardFn>;

thread_local! {
    /// The views loaded so far, by the name their loader was given.
    static LOADED: RefCell<Vec<(&'static str, BoardFn)>> = const { RefCell::new(Vec::new()) };
}

/// The view named `name`, if its chunk is loaded.
pub fn loaded(name: &'static str) -> Option<BoardFn> {
    cached(&LOADED, name)
}

/// Keep view `name` as loaded (a game's code loader, which fetches the
/// view with the code: the board is then drawn in the page's first
/// render, with no loading line in its place that it would push down).
pub fn remember(name: &'static str, view: BoardFn) {
    if loaded(name).is_none() {
        LOADED.with(|l| l.borrow_mut().push((name, view)));
    }
}

/// A chunk's loader: its export (`Err` when the chunk could not be fetched
/// or instantiated; a later call tries again).
pub type Load<T> = fn() -> Pin<Box<dyn Future<Output = Result<T, ()>>>>;

/// What `name` gave, if its chunk is loaded (`cache`: [`LOADED`] or
/// [`PAGES`]).
fn cached<T: Copy + 'static>(
    cache: &'static std::thread::LocalKey<RefCell<Vec<(&'static str, T)>>>,
    name: &'static str,
) -> Option<T> {
    cache.with(|l| l.borrow().iter().find(|(n, _)| *n == name).map(|(_, f)| *f))
}

/// The load of chunk `name`, shared by [`LazyBoard`], [`LazyPage`] and the
/// app's dialogs:
/// started when the name changes or the player tries again, kept in
/// `cache`. Gives the export once it is there, whether the last load
/// failed, and the retry button's callback.
#[hook]
pub fn use_chunk<T: Copy + 'static>(
    cache: &'static std::thread::LocalKey<RefCell<Vec<(&'static str, T)>>>,
    name: &'static str,
    load: Load<T>,
) -> (Option<T>, bool, Callback<MouseEvent>) {
    let failed = use_state(|| false);
    let attempt = use_state(|| 0u32);
    {
        // Again when the name changes (another game in the same place).
        let failed = failed.clone();
        use_effect_with((name, *attempt), move |_| {
            if cached(cache, name).is_none() {
                failed.set(false);
                yew::platform::spawn_local(async move {
                    match load().await {
                        Ok(x) => {
                            cache.with(|l| l.borrow_mut().push((name, x)));
                            // `use_state` redraws on every set: the export
                            // is drawn now.
                            failed.set(false);
                        }
                        Err(()) => failed.set(true),
                    }
                });
            }
        });
    }
    let retry = {
        let attempt = attempt.clone();
        Callback::from(move |_: MouseEvent| attempt.set(*attempt + 1))
    };
    (cached(cache, name), *failed, retry)
}

/// The message of a load that failed (the kit's message `key`), with its
/// Try again button, in the reader's words `w`.
pub fn load_failed(w: Words, key: &'static str, retry: Callback<MouseEvent>) -> Html {
    html! {
        <div class="lazy-failed" role="alert" data-testid="load-failed">
            <p class="error">{ say(w, key) }</p>
            <button type="button" data-testid="load-retry" onclick={retry}>{ say(w, "load.retry") }</button>
        </div>
    }
}

/// The line that says a part of the page is loading (the kit's message
/// `key`, e.g. `load.page-wait`), in the reader's words `w`.
pub fn loading_line(w: Words, key: &'static str) -> Html {
    html! { <p class="lazy-loading">{ say(w, key) }</p> }
}

/// Draw the board with the view `name` (loaded by `load`) through
/// [`LazyBoard`], which draws it at once when it is loaded. (Always through
/// it: a tree that changed shape once the view is there would draw the
/// view anew and lose its state.)
pub fn lazy_board(props: BoardProps, name: &'static str, load: LoadBoard) -> Html {
    html! { <LazyBoard {name} {load} board={props} /> }
}

/// What [`LazyBoard`] is given.
#[derive(Properties, Clone)]
pub struct LazyBoardProps {
    /// The view's name (its chunk's).
    pub name: &'static str,
    /// Its loader.
    pub load: LoadBoard,
    /// The props for the view once it is there.
    pub board: BoardProps,
}

impl PartialEq for LazyBoardProps {
    fn eq(&self, o: &Self) -> bool {
        self.name == o.name && self.board == o.board
    }
}

/// A board view that is still being fetched (see the module's text).
#[function_component(LazyBoard)]
pub fn lazy_board_view(p: &LazyBoardProps) -> Html {
    let w = use_words();
    match use_chunk(&LOADED, p.name, p.load) {
        (Some(view), _, _) => view(p.board.clone()),
        (None, true, retry) => load_failed(w, "load.failed", retry),
        (None, false, _) => {
            html! { <p class="lazy-loading" data-testid="board-loading" aria-busy="true">{ say(w, "load.wait") }</p> }
        }
    }
}

/// A page fetched on first use: its key (the app's, so that a new language
/// draws it anew) and its argument (a game id, or nothing) in, markup out.
pub type PageFn = fn(&'static str, &str) -> Html;

/// Loads a page from its chunk (`Err` as for [`LoadBoard`]).
pub type LoadPage = Load<PageFn>;

thread_local! {
    /// The pages loaded so far, by name.
    static PAGES: RefCell<Vec<(&'static str, PageFn)>> = const { RefCell::new(Vec::new()) };
}

/// Fetch page `name` now, before the app mounts, so that its first render
/// draws it at once (the static frame stays until then, with no loading
/// line between them). A load that fails is left for [`LazyPage`] to say
/// and try again.
pub async fn preload_page(name: &'static str, load: LoadPage) {
    if cached(&PAGES, name).is_none() {
        if let Ok(page) = load().await {
            PAGES.with(|l| l.borrow_mut().push((name, page)));
        }
    }
}

/// Draw the page `name` (loaded by `load`) with `key` and `arg` through
/// [`LazyPage`] (always, as [`lazy_board`]).
pub fn lazy_page(name: &'static str, key: &'static str, arg: &str, load: LoadPage) -> Html {
    html! { <LazyPage {key} {name} page_key={key} arg={AttrValue::from(arg.to_string())} {load} /> }
}

/// What [`LazyPage`] is given.
#[derive(Properties, Clone)]
pub struct LazyPageProps {
    /// The page's name (its chunk's).
    pub name: &'static str,
    /// The key the page is drawn with.
    pub page_key: &'static str,
    /// Its argument.
    pub arg: AttrValue,
    /// Its loader.
    pub load: LoadPage,
}

impl PartialEq for LazyPageProps {
    fn eq(&self, o: &Self) -> bool {
        self.name == o.name && self.page_key == o.page_key && self.arg == o.arg
    }
}

/// A page that is still being fetched: as [`LazyBoard`], for a page.
#[function_component(LazyPage)]
pub fn lazy_page_view(p: &LazyPageProps) -> Html {
    let w = use_words();
    match use_chunk(&PAGES, p.name, p.load) {
        (Some(page), _, _) => page(p.page_key, &p.arg),
        (None, true, retry) => {
            html! { <main class="page">{ load_failed(w, "load.page-failed", retry) }</main> }
        }
        // Filling the screen, as the game's loading state: the footer
        // would show and be pushed down (a layout shift).
        (None, false, _) => html! {
            <main class="page screenful" aria-busy="true">
                <p class="lazy-loading" data-testid="page-loading">{ say(w, "load.page-wait") }</p>
            </main>
        },
    }
}

/// Loads the code a page needs (a game's rules), by the page's argument
/// (`Err` as for [`LoadBoard`]).
pub type LoadCode = fn(String) -> Pin<Box<dyn Future<Output = Result<(), ()>>>>;

/// What [`CodeGate`] is given.
#[derive(Properties, Clone)]
pub struct CodeGateProps {
    /// What the page needs (a game id).
    pub arg: AttrValue,
    /// Whether it is loaded.
    pub ready: fn(&str) -> bool,
    /// Its loader.
    pub load: LoadCode,
    /// The page, drawn once it is loaded.
    pub children: Html,
}

impl PartialEq for CodeGateProps {
    fn eq(&self, o: &Self) -> bool {
        self.arg == o.arg && self.children == o.children
    }
}

/// A page that needs code loaded first (a game's page needs the game's
/// rules): says so while it loads, offers to try again when it could not
/// be, and draws the page once it is there (at once when it already is).
#[function_component(CodeGate)]
pub fn code_gate(p: &CodeGateProps) -> Html {
    let w = use_words();
    let failed = use_state(|| false);
    let attempt = use_state(|| 0u32);
    let ready = (p.ready)(&p.arg);
    {
        let (failed, load, arg) = (failed.clone(), p.load, p.arg.to_string());
        use_effect_with((arg, *attempt, ready), move |(arg, _, ready)| {
            if !*ready {
                failed.set(false);
                let arg = arg.clone();
                yew::platform::spawn_local(async move {
                    // Either way a set redraws: the page, or the message.
                    let ok = load(arg).await.is_ok();
                    failed.set(!ok);
                });
            }
        });
    }
    if ready {
        return p.children.clone();
    }
    if *failed {
        let retry = Callback::from(move |_: MouseEvent| attempt.set(*attempt + 1));
        return html! { <main class="page">{ load_failed(w, "load.game-failed", retry) }</main> };
    }
    html! {
        <main class="page screenful" aria-busy="true">
            <p class="lazy-loading" data-testid="page-loading">{ say(w, "load.game-wait") }</p>
        </main>
    }
}
