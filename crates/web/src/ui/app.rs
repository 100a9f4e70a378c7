//! The root component: the state's slices and their contexts, routing,
//! keyboard navigation and share-link import (the AI driver and the
//! animation clock are in [`super::driver`], saving in [`super::saving`]).

use super::ai::Ai;
use super::banner::{ErrorBanner, NoticeBanner};
use super::driver::{use_ai_worker, use_anim_clock, use_driver};
use super::notice::{Notice, Notices, NoticesState, Notify};
use super::route::{current_hash, replace_hash, Route};
use super::state::{
    env, use_announce, Dispatch, GameAction, GameDispatch, GameHandle, GameState, GamesHandle,
    GamesState, PlayHandle, PlayState,
};
use super::text::{m, AppWords, Words};
use super::{saving, storage};
use attic_core::Lang;
use attic_kit::lazy::{CodeGate, LoadCode};
use attic_records::link;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What the last benchmark said, shared with the bench page (a message:
/// the page draws it in the reader's language).
#[derive(Clone, PartialEq, Default)]
pub struct BenchText(pub Option<attic_core::Msg>);

/// The slices before the first render: the game this tab showed (else
/// the game of My games written last) and what storage said; then a share
/// link in the fragment opens as its own game (a bad link leaves the game
/// on screen). What storage writes is in the reader's words `w`.
fn initial_state(w: Words) -> (GameState, GamesState) {
    let mut game = GameState::new(env());
    let start = storage::start(w);
    if let Some((entry, session, seats)) = start.shown {
        game.load(entry, session);
        game.seats = seats;
    }
    let games = GamesState {
        problems: start.problems,
        notice: None,
    };
    (game, games)
}

/// If the fragment is a share link, import it and show its game.
fn import_link(state: &GameHandle, route: &UseStateHandle<Route>) {
    let hash = current_hash();
    if !link::is_link(&hash) {
        return;
    }
    let read = link::read(&attic_games::REGISTRY, &hash)
        .map_err(|e| e.msg())
        .and_then(|(s, p)| saving::refuse(&s).map_or(Ok((s, p)), Err));
    match read {
        Ok((s, post)) => {
            let r = Route::Play(s.info().id.to_string());
            super::post::open(&state.dispatcher(), s, post);
            replace_hash(&r.href());
            route.set(r);
        }
        Err(e) => {
            state.dispatch(GameAction::Error(vec![m("error.link").msg("reason", e)]));
            let r = match state.session.as_ref() {
                Some(s) => Route::Play(s.info().id.to_string()),
                None => Route::Home,
            };
            replace_hash(&r.href());
            route.set(r);
        }
    }
}

/// Props of [`App`].
#[derive(Properties, PartialEq)]
pub struct AppProps {
    /// The language to show first (its words are loaded).
    pub lang: Lang,
    /// Notices to show at once (a language that could not be loaded).
    pub notices: Vec<Notice>,
}

/// The app.
#[function_component]
pub fn App(p: &AppProps) -> Html {
    // The language, in the app's state: a new one re-renders everything
    // (the pages below are keyed by it). The app's own words are drawn in
    // it here; every component below takes them from the context.
    let (lang, show_lang) = use_lang_state(p.lang);
    let key = lang.code();
    let w = Words { lang };
    let notices = {
        let list = p.notices.clone();
        use_reducer(move || NoticesState { list, restarts: 0 })
    };
    use_service_worker(notices.dispatcher());
    let start = use_memo((), move |_| initial_state(w));
    let game = use_reducer({
        let start = start.clone();
        move || start.0.clone()
    });
    let play = use_reducer(PlayState::default);
    let games = use_reducer(move || start.1.clone());
    let dispatch = Dispatch {
        game: game.dispatcher(),
        play: play.dispatcher(),
        games: games.dispatcher(),
    };
    let route = use_state(|| Route::parse(&current_hash()));
    let bench: UseStateHandle<BenchText> = use_state(BenchText::default);
    let ai = use_ai_worker(game.dispatcher(), bench.clone(), notices.dispatcher(), lang);
    use_links_and_keys(&game, &route);
    // The AI worker words its errors and reviews in the page's language.
    {
        let ai = (*ai).clone();
        use_effect_with(lang, move |l| ai.tell_lang(*l));
    }
    // Save after every change made here; follow other tabs' writes.
    saving::use_saving(&game, &dispatch, w);
    use_announce(&game, &games);
    // Only the tab on the game's page plays its AI seats and chance.
    let shown = matches!(&*route, Route::Play(id)
        if game.session.as_ref().is_some_and(|s| s.info().id == id.as_str()));
    use_driver(&game, &play, &ai, shown);
    use_anim_clock(&game);
    use_title(&route, w);
    let page = match &*route {
        Route::Home => super::pages::home(key),
        Route::Games => super::pages::my_games(key),
        Route::Play(id) => super::pages::play(key, id),
        Route::Rules(id) => super::pages::rules(key, id),
        Route::Learn(id) => super::pages::learn(key, id),
        Route::Bench(id) => super::pages::bench(key, id, None),
        Route::Puzzles(id, which) => super::pages::puzzles(key, id, which.as_deref()),
        Route::Solve(id, args) => super::pages::bench(key, id, Some(args)),
        Route::NotFound(h) => html! {
            <main class="page" {key}><h1>{ w.t("not-found.title") }</h1>
            <p>{ w.tr(&m("not-found.text").text("page", h.clone())) }{" "}<a href="#/">{ w.t("not-found.back") }</a></p></main>
        },
    };
    // A game's page waits for the game's code (issue 27): always through
    // the gate, so that the page is not drawn anew when the code comes.
    // A rules page waits for the game's words only.
    let page = match super::code::route_game(&route) {
        Some(id) => {
            let arg = AttrValue::from(id.to_string());
            let (ready, load): (fn(&str) -> bool, LoadCode) = if super::code::words_only(&route) {
                (super::code::words_ready, super::code::load_words)
            } else {
                (super::code::ready, super::code::load_game)
            };
            html! {
                <CodeGate {key} {arg} {ready} {load}>
                    { page }
                </CodeGate>
            }
        }
        None => page,
    };
    html! {
        // The reader's words for every component below (the kit's and the
        // games' too).
        <ContextProvider<Words> context={w}>
        <ContextProvider<UseReducerHandle<NoticesState>> context={notices.clone()}>
        <ContextProvider<Notify> context={notices.dispatcher()}>
        <ContextProvider<GameHandle> context={game.clone()}>
        <ContextProvider<PlayHandle> context={play.clone()}>
        <ContextProvider<GamesHandle> context={games.clone()}>
        <ContextProvider<Ai> context={(*ai).clone()}>
        <ContextProvider<UseStateHandle<BenchText>> context={bench.clone()}>
            <header class="top">
                <a class="brand" href="#/">
                    <img src="icon.svg" alt="" width="28" height="28" />
                    <span>{ w.t("site.name") }</span>
                </a>
                <span class="tagline">{ w.t("site.tagline") }</span>
                <a class="my-games-link" href="#/games" data-testid="my-games-link">{ w.t("my-games.title") }</a>
                { super::lang::lang_picker(w, show_lang, notices.dispatcher()) }
            </header>
            <ErrorBanner {key} />
            <NoticeBanner {key} />
            { page }
            <footer class="foot">
                { w.t("site.footer") }
            </footer>
        </ContextProvider<UseStateHandle<BenchText>>>
        </ContextProvider<Ai>>
        </ContextProvider<GamesHandle>>
        </ContextProvider<PlayHandle>>
        </ContextProvider<GameHandle>>
            // The site's notices, after the page.
            <div><Notices /></div>
        </ContextProvider<Notify>>
        </ContextProvider<UseReducerHandle<NoticesState>>>
        </ContextProvider<Words>>
    }
}

/// The language shown, as state (at first `first`), and how to change it:
/// the setter makes the new language that of `<html lang>` first
/// ([`super::lang::apply`]), then sets the state, which the app hands down
/// as the reader's words.
#[hook]
fn use_lang_state(first: Lang) -> (Lang, Callback<Lang>) {
    let lang = use_state(|| first);
    let set = {
        let lang = lang.clone();
        Callback::from(move |l| {
            super::lang::apply(l);
            lang.set(l);
        })
    };
    (*lang, set)
}

/// Register the service worker once the page has settled: the worker's
/// install precaches every file of the site (the rules texts, icons, …):
/// started at once it competes with the first load for the network, so it
/// waits until the board is up.
#[hook]
fn use_service_worker(notify: Notify) {
    use_effect_with((), move |_| {
        gloo_timers::callback::Timeout::new(super::SW_DELAY_MS, move || {
            super::register_service_worker(notify)
        })
        .forget();
    });
}

/// On mount: mark the page ready, import a link, follow fragment changes
/// and the arrow keys.
#[hook]
fn use_links_and_keys(game: &GameHandle, route: &UseStateHandle<Route>) {
    let state = game.clone();
    let route = route.clone();
    use_effect_with((), move |_| {
        import_link(&state, &route);
        if let Some(body) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.body())
        {
            let _ = body.set_attribute("data-ready", "1");
        }
        let win = web_sys::window();
        let on_hash = {
            let state = state.clone();
            let route = route.clone();
            Closure::<dyn Fn()>::new(move || {
                let hash = current_hash();
                if link::is_link(&hash) {
                    // The link's game's code first (issue 27).
                    let game = link::game_of(&hash).unwrap_or("").to_string();
                    let (state, route) = (state.clone(), route.clone());
                    wasm_bindgen_futures::spawn_local(async move {
                        let _ = attic_games::prepare(&game).await;
                        import_link(&state, &route);
                    });
                } else {
                    route.set(Route::parse(&current_hash()));
                }
            })
        };
        let on_key = {
            let d = state.dispatcher();
            Closure::<dyn Fn(web_sys::KeyboardEvent)>::new(move |e: web_sys::KeyboardEvent| {
                on_key(&d, &e);
            })
        };
        if let Some(win) = &win {
            let _ = win
                .add_event_listener_with_callback("hashchange", on_hash.as_ref().unchecked_ref());
            let _ =
                win.add_event_listener_with_callback("keydown", on_key.as_ref().unchecked_ref());
        }
        move || {
            if let Some(win) = &win {
                let _ = win.remove_event_listener_with_callback(
                    "hashchange",
                    on_hash.as_ref().unchecked_ref(),
                );
                let _ = win.remove_event_listener_with_callback(
                    "keydown",
                    on_key.as_ref().unchecked_ref(),
                );
            }
        }
    });
}

/// The tab title names the page (and the game), in the reader's words `w`.
#[hook]
fn use_title(route: &Route, w: Words) {
    let title = match route {
        Route::Play(id)
        | Route::Rules(id)
        | Route::Learn(id)
        | Route::Bench(id)
        | Route::Solve(id, _) => attic_games::find(id)
            .map(|e| w.tr(&m("title.game").text("game", (e.info)().title)))
            .unwrap_or_else(|| w.t("site.name")),
        Route::Puzzles(id, _) => attic_games::find(id)
            .map(|e| w.tr(&m("title.puzzles").text("game", (e.info)().title)))
            .unwrap_or_else(|| w.t("site.name")),
        Route::Games => w.t("title.my-games"),
        _ => w.t("title.home"),
    };
    use_effect_with(title, |t| {
        if let Some(d) = web_sys::window().and_then(|w| w.document()) {
            d.set_title(t);
        }
    });
}

/// Arrow keys move through the game, unless typing in a form field.
fn on_key(d: &GameDispatch, e: &web_sys::KeyboardEvent) {
    if !current_hash().starts_with("#/play/") || e.alt_key() || e.ctrl_key() || e.meta_key() {
        return;
    }
    let typing = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .map(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
        .unwrap_or(false);
    if typing {
        return;
    }
    let act = match e.key().as_str() {
        "ArrowLeft" => GameAction::NavBy(-1),
        "ArrowRight" => GameAction::NavBy(1),
        "Home" => GameAction::Navigate(0),
        "End" => GameAction::Navigate(usize::MAX),
        _ => return,
    };
    e.prevent_default();
    d.dispatch(act);
}
