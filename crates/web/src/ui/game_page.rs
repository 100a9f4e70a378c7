//! The game page: board, status, controls, move list, new game, sharing.

use super::ai::Ai;
use super::analysis::AnalysisPanel;
use super::banner::{game_over, GameOverProps};
use super::board::BoardProps;
use super::move_list::MoveList;
use super::new_game::NewGame;
use super::pass::PassScreen;
use super::players::Players;
use super::random_seed;
use super::share::Share;
use super::state::{
    default_seats, use_dispatch, use_flow, use_game, Dispatch, GameAction as Action, GameHandle,
    GameState, SeatKind,
};
use super::text::{m, use_words, AppWords, Words};
use super::{saving, storage};
use crate::app_logic::seating::seating_of;
use attic_core::{Rng, Turn};
use attic_games as games;
use attic_records::Session;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Props of [`GamePage`].
#[derive(Properties, PartialEq)]
pub struct GamePageProps {
    /// Game id from the route.
    pub id: String,
}

/// What [`danger_setting`] draws.
#[derive(Properties)]
pub struct DangerSettingProps {
    /// The game's words: its `danger.setting` says what it warns of.
    pub book: &'static attic_core::Messages,
    /// Whether the warnings are on.
    pub on: bool,
    /// The switch was turned.
    pub on_change: Callback<bool>,
}

impl PartialEq for DangerSettingProps {
    fn eq(&self, o: &Self) -> bool {
        std::ptr::eq(self.book, o.book) && self.on == o.on && self.on_change == o.on_change
    }
}

/// The switch for danger warnings ([`attic_core::Words::dangers`]), in
/// games that warn (their message file has `danger.setting`, e.g. "Warn me
/// when my king can be captured"), in the reader's words `w`. Remembered
/// on this device.
/// A plain function, not a component: it has no hooks, and each component
/// costs about 0.8 KB gzip of Yew code in the wasm (docs/measure.md).
pub fn danger_setting(p: &DangerSettingProps, w: Words) -> Html {
    let Some(label) = w.text(p.book, "danger.setting") else {
        return html! {};
    };
    let onchange = p.on_change.reform(|e: Event| {
        e.target_dyn_into::<web_sys::HtmlInputElement>()
            .is_some_and(|i| i.checked())
    });
    html! {
        <label class="setting" data-testid="danger-setting">
            <input type="checkbox" checked={p.on} {onchange} />{ " " }{ label }
        </label>
    }
}

/// Seat by seat, whether the AI plays it.
pub fn ai_seats(seats: &[SeatKind]) -> Vec<bool> {
    seats.iter().map(|k| matches!(k, SeatKind::Ai(_))).collect()
}

/// Tell the style sheet where the play area (status, board, choosers)
/// starts on the page, as `--play-top` on it: it is then at most as tall
/// as the rest of the first screen (`100dvh - --play-top`, in
/// static/style.css), and the board shrinks to fit it with its controls.
/// CSS alone cannot know this: the header and the title wrap differently
/// on every width and language.
fn fit_play_area() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(el) = doc
        .query_selector(".play-area")
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    // From the root's top: both rectangles come from one layout, so a
    // scroll the browser adjusts on its own (Firefox keeps what is in view
    // when a header above changes height) cannot come between them, as it
    // could between a rectangle and `scrollY` read apart.
    let root = doc
        .document_element()
        .map_or(0.0, |r| r.get_bounding_client_rect().top());
    // `fixed`, not `{}`: f64's Display is 4 KB of float formatting in the
    // main module that nothing else there needs (docs/measure.md).
    let top = format!(
        "{}px",
        attic_core::decimal::fixed(el.get_bounding_client_rect().top() - root, 0)
    );
    // Through the CSSOM: the site's CSP refuses style attributes.
    let style = el.style();
    if style.get_property_value("--play-top").ok().as_deref() != Some(top.as_str()) {
        let _ = style.set_property("--play-top", &top);
    }
}

/// Fit the play area after every render, and again whenever what lies
/// above it may have moved: the window changes size (a phone turned), or
/// the page or the body does (a notice above the game opened or closed, a
/// web font came and the header wrapped anew). The observer is the page's
/// while it is shown.
///
/// Its callback only asks for a fit at the start of the next frame, never
/// fits at once: the fit changes `--play-top`, so the play area's height,
/// so the size of the body and the page it watches. Done inside the
/// callback, that made the browser lay the page out again within the same
/// frame, and the body's new size could not be delivered in that frame:
/// "ResizeObserver loop completed with undelivered notifications" (issue
/// 27: raised by WebKitGTK on TURNOOI's page; Firefox and Chromium raise it
/// too whenever the header's height changes). Now each frame's layout
/// settles in one pass; the fit's own resize calls the callback once more,
/// a frame later, and that fit changes nothing.
#[hook]
fn use_fit_play_area() {
    /// The observer and its callback, the fit the callback asks a frame
    /// for, and that frame while it is pending.
    struct Watcher {
        observer: web_sys::ResizeObserver,
        _on_resize: Closure<dyn FnMut()>,
        _fit: Closure<dyn FnMut()>,
        frame: Rc<Cell<Option<i32>>>,
    }
    let watcher = use_mut_ref(|| None::<Watcher>);
    {
        let watcher = watcher.clone();
        use_effect_with((), move |_| {
            let frame = Rc::new(Cell::new(None::<i32>));
            let fit = {
                let frame = frame.clone();
                Closure::<dyn FnMut()>::new(move || {
                    frame.set(None);
                    fit_play_area();
                })
            };
            let fit_now: js_sys::Function = fit.as_ref().clone().unchecked_into();
            let on_resize = {
                let frame = frame.clone();
                // One fit per frame, however many resizes were seen: the
                // last asks for it, and a frame asked for before is given
                // up (so no frame the browser never ran can hold the fits).
                Closure::<dyn FnMut()>::new(move || {
                    let Some(w) = web_sys::window() else {
                        return;
                    };
                    if let Some(id) = frame.take() {
                        let _ = w.cancel_animation_frame(id);
                    }
                    frame.set(w.request_animation_frame(&fit_now).ok());
                })
            };
            let observer = web_sys::ResizeObserver::new(on_resize.as_ref().unchecked_ref()).ok();
            *watcher.borrow_mut() = observer.map(|observer| Watcher {
                observer,
                _on_resize: on_resize,
                _fit: fit,
                frame,
            });
            move || {
                if let Some(w) = watcher.borrow_mut().take() {
                    w.observer.disconnect();
                    // The fit's closure goes with the watcher: no frame may call it.
                    if let (Some(id), Some(win)) = (w.frame.get(), web_sys::window()) {
                        let _ = win.cancel_animation_frame(id);
                    }
                }
            }
        });
    }
    use_effect(move || {
        fit_play_area();
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        if let Some(w) = &*watcher.borrow() {
            // Observing an element again changes nothing.
            let page = [
                doc.body().map(Into::into),
                doc.query_selector("main.game").ok().flatten(),
            ];
            for el in page.into_iter().flatten().chain(above_play_area(&doc)) {
                w.observer.observe(&el);
            }
        }
    });
}

/// What the play area's top rests on: every element before it and before
/// each of its ancestors. The body and the page alone miss a header that
/// grows shorter on a short page: the body is at least a screen tall, so
/// its size need not change, and the play area kept its old top (seen in
/// Firefox's smoke on STRAAT's page, stop 47).
fn above_play_area(doc: &web_sys::Document) -> Vec<web_sys::Element> {
    let mut above = Vec::new();
    let mut el = doc.query_selector(".play-area").ok().flatten();
    while let Some(e) = el {
        let mut before = e.previous_element_sibling();
        while let Some(b) = before {
            before = b.previous_element_sibling();
            above.push(b);
        }
        el = e.parent_element().filter(|p| p.tag_name() != "BODY");
    }
    above
}

/// The analysis: its switch (off by default; on for a game whose record
/// says it was used) and what it found, reset with the game; and how the
/// switch changes.
#[hook]
fn use_analysis(
    state: Option<&GameState>,
) -> (
    UseReducerHandle<super::analysis::Found>,
    UseStateHandle<bool>,
    Callback<bool>,
) {
    let found = use_reducer(super::analysis::Found::default);
    let analysis_on = use_state(|| false);
    {
        let (found, on) = (found.clone(), analysis_on.clone());
        let used = state
            .and_then(|st| st.session.as_ref())
            .is_some_and(|s| super::analysis::used(s));
        let key = state.and_then(|st| st.entry.clone());
        use_effect_with(key, move |_| {
            found.dispatch(super::analysis::Change::Clear);
            on.set(used);
        });
    }
    let analysis_change = {
        let on = analysis_on.clone();
        Callback::from(move |v: bool| on.set(v))
    };
    (found, analysis_on, analysis_change)
}

/// When another game (or none) is on screen: resume this game's
/// unfinished game of My games written last, else start one with the
/// default options as a new entry. The other game stays in My games.
#[hook]
fn use_game_of_page(
    id: &str,
    state: Option<GameHandle>,
    dispatch: Option<Dispatch>,
    entry: Option<&'static attic_core::registry::GameEntry>,
) {
    let wrong = match (&state, entry) {
        (Some(st), Some(e)) => st.session.as_ref().map(|s| s.info().id) != Some((e.info)().id),
        _ => false,
    };
    use_effect_with((id.to_string(), wrong), move |(id, wrong)| {
        if let (true, Some(st), Some(d)) = (*wrong, state, dispatch) {
            let resumed = storage::latest_unfinished(id)
                .is_some_and(|entry| saving::open_entry(&d, &entry).is_some());
            if resumed {
                return;
            }
            match Session::new(&attic_games::REGISTRY, id, "", &mut Rng::new(random_seed())) {
                Ok(s) => {
                    let seats = default_seats(s.current().seats());
                    st.dispatch(Action::DefaultGame(s, seats));
                }
                Err(e) => st.dispatch(Action::Error(vec![m("error.cannot-start")
                    .text("game", id.clone())
                    .msg("reason", e.msg())])),
            }
        }
    });
}

/// The play page of one game.
#[function_component]
pub fn GamePage(p: &GamePageProps) -> Html {
    let w = use_words();
    let state = use_game();
    let flow = use_flow();
    let dispatch = use_dispatch();
    let ai = use_context::<Ai>();
    let entry = games::find(&p.id);
    // The danger warnings (the player's setting, kept on this device).
    let warn = use_state(super::settings::dangers_on);
    let warn_change = {
        let warn = warn.clone();
        Callback::from(move |on: bool| {
            super::settings::set_dangers(on);
            warn.set(on);
        })
    };
    let (found, analysis_on, analysis_change) = use_analysis(state.as_deref());
    use_game_of_page(&p.id, state.clone(), dispatch, entry);
    // The status, the board and the controls of the move fit in the first
    // screen (see `fit_play_area`): measured after every render.
    use_fit_play_area();
    let has_game = matches!((&state, entry), (Some(st), Some(e)) if st.session.as_ref().is_some_and(|s| s.info().id == (e.info)().id));
    // The page in three steps, one a task (`super::steps`): first the
    // title, the links and the status; then the board, its controls and
    // what is under it; then the players, the move list, sharing and the
    // analysis. The page is always a screen high (`screenful`), as the
    // frame's is: the footer stays below the screen while the parts come
    // (at desktop sizes the side column is beside the board: without it the
    // footer came into sight for a task, then went), and does not come up
    // after them on a tall screen (1350x940: a layout shift of 0.0044).
    // One task drew the first two (Long Tau, TURNOOI, Cho-go: 34-57 ms of
    // CPU, about 30 of it compiling some 800 functions at their first call;
    // docs/measure.md session 28), and before that all three (session 26).
    let step = super::steps::use_steps(has_game, 0, 2);
    let (board_now, second) = (step >= 1, step >= 2);
    let (Some(state), Some(_), Some(entry)) = (state, ai, entry) else {
        return html! {
            <main class="page"><h1>{ w.t("unknown-game.title") }</h1>
            <p>{ w.tr(&m("unknown-game.text").text("game", p.id.clone())) }{" "}<a href="#/">{ w.t("unknown-game.back") }</a></p></main>
        };
    };
    let info = (entry.info)();
    let Some(session) = state.session.clone().filter(|s| s.info().id == info.id) else {
        // A screen high, so that the footer does not show and then jump
        // away when the board comes (a layout shift).
        return html! { <main class="page screenful"><p>{ w.t("game.setting-up") }</p></main> };
    };
    let shown = session.at(state.cursor);
    // Who the board is drawn for, and whether the device must be passed.
    let seating = seating_of(&session, &state.seats, flow.confirmed);
    let interactive = match shown.turn() {
        Turn::Seat(seat) => state.is_human(seat) && !shown.automatic(),
        _ => false,
    };
    let anim_step = state
        .anim
        .as_ref()
        .filter(|a| a.ply == state.cursor)
        .map(|a| a.step);
    let events = if state.events_ply == state.cursor {
        state.events.clone()
    } else {
        Rc::new(Vec::new())
    };
    let on_play = {
        let d = state.dispatcher();
        Callback::from(move |t: String| d.dispatch(Action::Play(t)))
    };
    let ai_at = Rc::new(ai_seats(&state.seats));
    let with_ai = ai_at.contains(&true);
    let Some(board_fn) = games::board(info.id) else {
        return html! {};
    };
    let board = board_fn(BoardProps {
        session: session.clone(),
        ply: state.cursor,
        anim_step,
        events,
        interactive,
        on_play,
        thumbnail: false,
        viewer: seating.viewer,
        ai_seats: ai_at,
    });
    let board = match seating.pass_to {
        Some(seat) => html! { <PassScreen {seat} name={w.player_name(&session, seat)} /> },
        None => board,
    };
    let over = state.cursor == session.len() && session.current().outcome().is_some();
    // A ply the app played for a seat stays announced until every seat has
    // moved since.
    let seats = session.current().seats() as usize;
    let auto_note = state
        .auto_note
        .clone()
        .filter(|(ply, _)| session.len().saturating_sub(*ply) < seats)
        .map(|(_, n)| n);
    // In a game that starts with a throw and has an AI seat (TURNO's), the
    // note's room is kept from the first screen: the AI seat's first throw
    // comes with no input, and a note that came then pushed the board down
    // by a line or two (a layout shift, issue 27; tests/e2e/screen.test.mjs).
    let note_room = with_ai && session.at(0).turn() == Turn::Chance;
    let pointed = super::analysis::pointers(&session, state.cursor, &found, *analysis_on);
    let swings = super::analysis::swing_marks(&session, &found);
    html! {
        <main class={classes!("page", "game", "screenful")}>
            <div class="game-head">
                <h1>{ info.title }</h1>
                <nav class="game-links">
                    <a href={format!("#/learn/{}", info.id)} data-testid="learn-link">{ w.t("learn.link") }</a>
                    <a href={format!("#/rules/{}", info.id)}>{ w.t("game.rules") }</a>
                    if info.has_puzzles {
                        <a href={format!("#/puzzles/{}", info.id)} data-testid="puzzles-link">{ w.t("puzzle.link-game") }</a>
                    }
                    <NewGame id={info.id} />
                </nav>
            </div>
            <super::quota::QuotaNote rev={state.rev} />
            <div class="game-grid">
                <section class="board-col">
                    <div class={classes!("play-area", over.then_some("over"))} data-testid="play-area">
                        <super::status::Status />
                        // Shown, not a live region: the board's live region
                        // already says the ply in full ("Seat 2 threw 4 and
                        // went from tile 3 to tile 7"), and a second one
                        // would say the throw twice.
                        if auto_note.is_some() || note_room {
                            <p class={classes!("note", "auto-note", note_room.then_some("kept"))} data-testid="auto-note">
                                { auto_note.map(|n| attic_kit::upper_first(&w.tr(&n))).unwrap_or_default() }
                            </p>
                        }
                        if board_now {
                            <ContextProvider<super::kit::Warn> context={super::kit::Warn(*warn)}>
                            <ContextProvider<super::kit::Pointed> context={pointed}>
                                <super::kit::LiveRegion>{ board }</super::kit::LiveRegion>
                            </ContextProvider<super::kit::Pointed>>
                            </ContextProvider<super::kit::Warn>>
                        }
                    </div>
                    if board_now {
                        { danger_setting(&DangerSettingProps { book: session.info().messages, on: *warn, on_change: warn_change }, w) }
                        if over { { game_over(&GameOverProps { session: session.clone() }, w) } }
                        if second { <AnalysisPanel found={found.clone()} on={*analysis_on} on_change={analysis_change} /> }
                        // Room for the AI's note in a game with an AI seat, so
                        // that the note coming after each AI move (and going
                        // with the person's) does not move the page below it.
                        <div class={classes!("ai-note-room", with_ai.then_some("kept"))}>
                            <super::ai_note::AiNoteLine viewer={seating.viewer} />
                        </div>
                        // A game by post's panel, its code fetched for one.
                        if crate::app_logic::post::by_post(&state.seats) { { super::parts::post_panel() } }
                    }
                </section>
                // Empty until the second part: static/style.css keeps its
                // room on a phone (`.side-col:empty`).
                <aside class="side-col">
                    if second {
                        <Players />
                        <ContextProvider<super::analysis::Swings> context={swings}>
                            <MoveList />
                        </ContextProvider<super::analysis::Swings>>
                        <Share />
                    }
                </aside>
            </div>
        </main>
    }
}
