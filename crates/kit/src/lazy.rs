//! Board views and pages fetched on first use (issue 27). The registry gives a game
//! whose view lives in a wasm chunk of its own a [`BoardFn`] that draws
//! [`LazyBoard`]: it starts the chunk's load, says so while it lasts, and
//! draws the real view once it is there (from then on at once, from
//! [`loaded`]). A load that fails shows a clear message and a button to try
//! again; the game itself lives in the page's state and is not touched.

use crate::board::{BoardFn, BoardProps};
use std::cell::RefCell;
use std::future::Future;
use std::pin::Pin;
use yew::prelude::*;

/// Loads a game's board view from its chunk (`Err` when the chunk could not
/// be fetched or instantiated; a later call tries again).
pub type LoadBoard = fn() -> Pin<Box<dyn Future<Output = Result<BoardFn, ()>>>>;

thread_local! {
    /// The views loaded so far, by the name their loader was given.
    static LOADED: RefCell<Vec<(&'static str, BoardFn)>> = const { RefCell::new(Vec::new()) };
}

/// The view named `name`, if its chunk is loaded.
pub fn loaded(name: &'static str) -> Option<BoardFn> {
    LOADED.with(|l| l.borrow().iter().find(|(n, _)| *n == name).map(|(_, f)| *f))
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

#[derive(Clone, Copy, PartialEq)]
enum State {
    Loading,
    Failed,
    Ready,
}

/// A board view that is still being fetched (see the module's text).
#[function_component(LazyBoard)]
pub fn lazy_board_view(p: &LazyBoardProps) -> Html {
    let state = use_state(|| {
        if loaded(p.name).is_some() {
            State::Ready
        } else {
            State::Loading
        }
    });
    let attempt = use_state(|| 0u32);
    {
        // Again when the view changes (another game in the same place).
        let (state, name, load) = (state.clone(), p.name, p.load);
        use_effect_with((name, *attempt), move |_| {
            if loaded(name).is_none() {
                state.set(State::Loading);
                yew::platform::spawn_local(async move {
                    match load().await {
                        Ok(view) => {
                            LOADED.with(|l| l.borrow_mut().push((name, view)));
                            state.set(State::Ready);
                        }
                        Err(()) => state.set(State::Failed),
                    }
                });
            }
        });
    }
    match (*state, loaded(p.name)) {
        (_, Some(view)) => view(p.board.clone()),
        (State::Failed, None) => {
            let retry = {
                let attempt = attempt.clone();
                Callback::from(move |_: MouseEvent| attempt.set(*attempt + 1))
            };
            html! {
                <div class="lazy-failed" role="alert" data-testid="load-failed">
                    <p class="error">{ crate::say("load.failed") }</p>
                    <button type="button" data-testid="load-retry" onclick={retry}>{ crate::say("load.retry") }</button>
                </div>
            }
        }
        _ => {
            html! { <p class="lazy-loading" data-testid="board-loading" aria-busy="true">{ crate::say("load.wait") }</p> }
        }
    }
}

/// A page fetched on first use: its key (the app's, so that a new language
/// draws it anew) and its argument (a game id, or nothing) in, markup out.
pub type PageFn = fn(&'static str, &str) -> Html;

/// Loads a page from its chunk (`Err` as for [`LoadBoard`]).
pub type LoadPage = fn() -> Pin<Box<dyn Future<Output = Result<PageFn, ()>>>>;

thread_local! {
    /// The pages loaded so far, by name.
    static PAGES: RefCell<Vec<(&'static str, PageFn)>> = const { RefCell::new(Vec::new()) };
}

fn loaded_page(name: &'static str) -> Option<PageFn> {
    PAGES.with(|l| l.borrow().iter().find(|(n, _)| *n == name).map(|(_, f)| *f))
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
    let state = use_state(|| {
        if loaded_page(p.name).is_some() {
            State::Ready
        } else {
            State::Loading
        }
    });
    let attempt = use_state(|| 0u32);
    {
        let (state, name, load) = (state.clone(), p.name, p.load);
        use_effect_with((name, *attempt), move |_| {
            if loaded_page(name).is_none() {
                state.set(State::Loading);
                yew::platform::spawn_local(async move {
                    match load().await {
                        Ok(page) => {
                            PAGES.with(|l| l.borrow_mut().push((name, page)));
                            state.set(State::Ready);
                        }
                        Err(()) => state.set(State::Failed),
                    }
                });
            }
        });
    }
    match (*state, loaded_page(p.name)) {
        (_, Some(page)) => page(p.page_key, &p.arg),
        (State::Failed, None) => {
            let retry = {
                let attempt = attempt.clone();
                Callback::from(move |_: MouseEvent| attempt.set(*attempt + 1))
            };
            html! {
                <main class="page">
                    <div class="lazy-failed" role="alert" data-testid="load-failed">
                        <p class="error">{ crate::say("load.page-failed") }</p>
                        <button type="button" data-testid="load-retry" onclick={retry}>{ crate::say("load.retry") }</button>
                    </div>
                </main>
            }
        }
        _ => html! {
            <main class="page" aria-busy="true">
                <p class="lazy-loading" data-testid="page-loading">{ crate::say("load.page-wait") }</p>
            </main>
        },
    }
}
