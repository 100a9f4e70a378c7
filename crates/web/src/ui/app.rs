//! The root component: state, routing, the AI driver, the animation clock,
//! saving, keyboard navigation and share-link import.

use super::ai::Ai;
use super::banner::{ErrorBanner, NoticeBanner};
use super::bench_page::BenchPage;
use super::game_page::GamePage;
use super::home::Home;
use super::lang::LangPicker;
use super::route::{current_hash, replace_hash, Route};
use super::state::{Action, AppHandle, AppState};
use super::text::{m, t, tr};
use super::{kit, random_seed, saving, storage};
use crate::app_logic::seating::Next;
use crate::worker::{Input, Output};
use attic_records::link;
use gloo_timers::callback::Timeout;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Text of the last benchmark, shared with the bench page.
#[derive(Clone, PartialEq, Default)]
pub struct BenchText(pub Option<String>);

/// The state before the first render: the game this tab showed (else
/// the game of My games written last), then a share link in the fragment
/// opens as its own game (a bad link leaves the game on screen).
fn initial_state() -> AppState {
    let mut st = AppState::default();
    let start = storage::start();
    if let Some((entry, session, seats)) = start.shown {
        st.load(entry, session);
        st.seats = seats;
    }
    st.problems = start.problems;
    st
}

/// If the fragment is a share link, import it and show its game.
fn import_link(state: &AppHandle, route: &UseStateHandle<Route>) {
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
            super::post::open(state, s, post);
            replace_hash(&r.href());
            route.set(r);
        }
        Err(e) => {
            state.dispatch(Action::Error(vec![m("error.link").msg("reason", e)]));
            let r = match state.session.as_ref() {
                Some(s) => Route::Play(s.info().id.to_string()),
                None => Route::Home,
            };
            replace_hash(&r.href());
            route.set(r);
        }
    }
}

/// The app.
#[function_component]
pub fn App() -> Html {
    // A new language re-renders everything: the pages below are keyed by it.
    let lang = super::lang::use_lang();
    let key = lang.code();
    let state = use_reducer(initial_state);
    let route = use_state(|| Route::parse(&current_hash()));
    let bench: UseStateHandle<BenchText> = use_state(BenchText::default);

    // The AI worker, spawned once; its answers become actions.
    let ai = {
        let d = state.dispatcher();
        let bench = bench.clone();
        use_memo((), move |_| {
            Ai::new(Callback::from(move |out: Output| match out {
                Output::Best {
                    id, token, outlook, ..
                } => d.dispatch(Action::AiMove { id, token, outlook }),
                Output::Error { id: 0, message } => bench
                    .set(BenchText(Some(tr(
                        &m("bench.error").text("reason", message)
                    )))),
                Output::Error { id, message } => d.dispatch(Action::AiFailed(id, message)),
                Output::Solved { text, millis } => {
                    bench.set(BenchText(Some(tr(&m("bench.solved")
                        .text("text", text.trim_end())
                        .num("ms", millis as i64)))))
                }
                Output::BenchResult {
                    playouts,
                    millis,
                    search_nodes,
                    search_millis,
                } => {
                    let rate = playouts as f64 * 1000.0 / millis.max(1) as f64;
                    let nps = search_nodes as f64 * 1000.0 / search_millis.max(1) as f64;
                    bench.set(BenchText(Some(tr(&m("bench.result")
                        .text("rate", format!("{rate:.0}"))
                        .text("nps", format!("{nps:.0}"))
                        .num("nodes", search_nodes as i64)
                        .num("ms", search_millis as i64)))));
                }
                // Reviews come from the game-over banner's own worker,
                // analyses from the analysis panel's.
                Output::Reviewed { .. }
                | Output::Progress { .. }
                | Output::Chart { .. }
                | Output::Hint { .. } => {}
                // Pings come from the bench page's own bridge, not this one.
                Output::Pong { .. } => {}
            }))
        })
    };

    // Mount: mark ready, import a link, follow fragment changes and keys.
    {
        let state = state.clone();
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
                    if link::is_link(&current_hash()) {
                        import_link(&state, &route);
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
                let _ = win.add_event_listener_with_callback(
                    "hashchange",
                    on_hash.as_ref().unchecked_ref(),
                );
                let _ = win
                    .add_event_listener_with_callback("keydown", on_key.as_ref().unchecked_ref());
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

    // The AI worker words its errors and reviews in the page's language.
    {
        let ai = (*ai).clone();
        use_effect_with(lang, move |_| ai.tell_lang());
    }

    // Save after every change made here; follow other tabs' writes.
    saving::use_saving(&state);

    // Drive the AI and chance: ask for a move when an AI seat is to move.
    {
        let state = state.clone();
        let ai = ai.clone();
        use_effect_with(state.version, move |_| drive(&state, &ai));
    }

    // Animation clock: one step per tick, faster for long moves.
    {
        let d = state.dispatcher();
        use_effect_with(state.anim.clone(), move |anim| {
            // People who ask for less motion get the result at once.
            let reduced = web_sys::window()
                .and_then(|w| {
                    w.match_media("(prefers-reduced-motion: reduce)")
                        .ok()
                        .flatten()
                })
                .is_some_and(|m| m.matches());
            if reduced && anim.is_some() {
                d.dispatch(Action::AnimEnd);
            }
            let t = anim.as_ref().filter(|_| !reduced).map(|a| {
                let ms = (2400 / a.steps.max(1) as u32).clamp(25, 110);
                Timeout::new(ms, move || d.dispatch(Action::AnimStep))
            });
            move || drop(t)
        });
    }

    // The tab title names the page (and the game).
    {
        let title = match &*route {
            Route::Play(id)
            | Route::Rules(id)
            | Route::Learn(id)
            | Route::Bench(id)
            | Route::Solve(id, _) => attic_games::find(id)
                .map(|e| tr(&m("title.game").text("game", (e.info)().title)))
                .unwrap_or_else(|| t("site.name")),
            Route::Games => t("title.my-games"),
            _ => t("title.home"),
        };
        use_effect_with(title, |t| {
            if let Some(d) = web_sys::window().and_then(|w| w.document()) {
                d.set_title(t);
            }
        });
    }

    let page = match &*route {
        Route::Home => html! { <Home {key} /> },
        Route::Games => super::pages::my_games(key),
        Route::Play(id) => html! { <GamePage {key} id={id.clone()} /> },
        Route::Rules(id) => super::pages::rules(key, id),
        Route::Learn(id) => super::pages::learn(key, id),
        Route::Bench(id) => html! { <BenchPage {key} id={id.clone()} /> },
        Route::Solve(id, args) => {
            html! { <BenchPage {key} id={id.clone()} solve={Some(args.clone())} /> }
        }
        Route::NotFound(h) => html! {
            <main class="page" {key}><h1>{ t("not-found.title") }</h1>
            <p>{ tr(&m("not-found.text").text("page", h.clone())) }{" "}<a href="#/">{ t("not-found.back") }</a></p></main>
        },
    };
    html! {
        <ContextProvider<AppHandle> context={state.clone()}>
        <ContextProvider<Ai> context={(*ai).clone()}>
        <ContextProvider<UseStateHandle<BenchText>> context={bench.clone()}>
            <header class="top">
                <a class="brand" href="#/">
                    <img src="icon.svg" alt="" width="28" height="28" />
                    <span>{ t("site.name") }</span>
                </a>
                <span class="tagline">{ t("site.tagline") }</span>
                <a class="my-games-link" href="#/games" data-testid="my-games-link">{ t("my-games.title") }</a>
                <LangPicker />
            </header>
            <ErrorBanner {key} />
            <NoticeBanner {key} />
            { page }
            <footer class="foot">
                { t("site.footer") }
            </footer>
        </ContextProvider<UseStateHandle<BenchText>>>
        </ContextProvider<Ai>>
        </ContextProvider<AppHandle>>
    }
}

/// How long the app waits before it draws chance or plays a seat's
/// automatic ply, so that people see what happens.
const AUTO_MS: u32 = 600;

/// The same pause in fast play ([`kit::fast`]): enough for the board to
/// show each ply, short enough that a game with many throws goes quickly.
const FAST_AUTO_MS: u32 = 120;

/// Ask the AI for a move when it is an AI seat's turn, or draw chance or
/// play a seat's automatic ply (after a short pause), when nothing is
/// pending and the game is not paused. Waits for the animation of the
/// previous move to finish. The AI is sent only what its seat may see.
fn drive(state: &AppHandle, ai: &Ai) {
    let Some(s) = &state.session else { return };
    let busy = state.thinking.is_some() || state.pending.is_some() || state.anim.is_some();
    // A ply the app played was refused (see `AppState::halted`).
    let busy = busy || state.halted;
    if busy || (state.paused && !state.step) {
        return;
    }
    let id = state.request + 1;
    match state.next() {
        // A person throws with the button (see the game page).
        Next::Wait | Next::Throw(_) => {}
        Next::Chance | Next::Automatic(_) => {
            state.dispatch(Action::Pending(id));
            let d = state.dispatcher();
            // A stale timer (the game changed meanwhile) is ignored by id.
            let ms = if kit::fast() { FAST_AUTO_MS } else { AUTO_MS };
            Timeout::new(ms, move || {
                d.dispatch(Action::AutoPly {
                    id,
                    seed: random_seed(),
                })
            })
            .forget();
        }
        Next::Ai(seat, level) => {
            state.dispatch(Action::Thinking(id));
            ai.send(Input::Think {
                record: s.record_for(seat),
                level,
                seed: random_seed(),
                id,
            });
        }
    }
}

/// Arrow keys move through the game, unless typing in a form field.
fn on_key(d: &UseReducerDispatcher<AppState>, e: &web_sys::KeyboardEvent) {
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
        "ArrowLeft" => Action::NavBy(-1),
        "ArrowRight" => Action::NavBy(1),
        "Home" => Action::Navigate(0),
        "End" => Action::Navigate(usize::MAX),
        _ => return,
    };
    e.prevent_default();
    d.dispatch(act);
}
