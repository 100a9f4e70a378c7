//! Keeping the game on screen in My games: it is saved after every change
//! made here, the tab remembers its entry, and a write by another tab to
//! the same entry is taken in when it extends this tab's line, or kept
//! apart from it otherwise (see [`storage::incoming`]).

use super::state::{
    Dispatch, GameAction, GameDispatch, GameHandle, GameState, GamesAction, Notice, Opened,
};
use super::storage::{self, Incoming, Wrote};
use super::text::{m, Words};
use crate::app_logic::archive::Export;
use crate::app_logic::saves;
use attic_core::Msg;
use attic_records::Session;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Save after every change made here; remember the tab's entry; follow
/// other tabs' writes to it; while a game is only in this page's memory,
/// have the browser ask before the page is closed or reloaded. What My
/// games lists of a game (names, result) is written in the reader's words
/// `w`.
#[hook]
pub fn use_saving(state: &GameHandle, d: &Dispatch, w: Words) {
    use_effect_with((), |_| {
        // A game whose write failed would be lost by leaving the page (a
        // reload, the update notice's Reload, closing the tab): the
        // browser asks first, with its own words.
        let guard = Closure::<dyn Fn(web_sys::Event)>::new(|e: web_sys::Event| {
            if storage::unsaved_count() > 0 {
                e.prevent_default();
                let _ = js_sys::Reflect::set(&e, &JsValue::from_str("returnValue"), &JsValue::TRUE);
            }
        });
        let win = web_sys::window();
        if let Some(win) = &win {
            let _ = win
                .add_event_listener_with_callback("beforeunload", guard.as_ref().unchecked_ref());
        }
        move || {
            if let Some(win) = &win {
                let _ = win.remove_event_listener_with_callback(
                    "beforeunload",
                    guard.as_ref().unchecked_ref(),
                );
            }
        }
    });
    {
        let (state, d) = (state.clone(), d.clone());
        use_effect_with(state.rev, move |_| save(w, &state, &d));
    }
    {
        let entry = state.entry.clone();
        use_effect_with(entry, |entry| {
            if let Some(id) = entry {
                storage::set_tab_entry(id);
            }
        });
    }
    {
        let (state, d) = (state.clone(), d.clone());
        let key = (state.entry.clone(), state.rev, w);
        use_effect_with(key, move |(entry, _, w)| {
            let w = *w;
            let listener = entry.clone().map(|id| {
                let key = format!("{}{id}", storage::GAME_PREFIX);
                Closure::<dyn Fn(web_sys::Event)>::new(move |e: web_sys::Event| {
                    let changed = js_sys::Reflect::get(&e, &JsValue::from_str("key"))
                        .ok()
                        .and_then(|k| k.as_string());
                    // A cleared storage (key null) may concern this entry too.
                    if changed.is_none() || changed.as_deref() == Some(key.as_str()) {
                        take_in(w, &state, &d, &id);
                    }
                })
            });
            let win = web_sys::window();
            if let (Some(win), Some(l)) = (&win, &listener) {
                let _ = win.add_event_listener_with_callback("storage", l.as_ref().unchecked_ref());
            }
            move || {
                if let (Some(win), Some(l)) = (&win, &listener) {
                    let _ = win
                        .remove_event_listener_with_callback("storage", l.as_ref().unchecked_ref());
                }
            }
        });
    }
}

/// Save the game on screen if it was changed here (in the reader's words
/// `w`).
fn save(w: Words, state: &GameState, d: &Dispatch) {
    let (Some(id), Some(s)) = (&state.entry, &state.session) else {
        return;
    };
    if !state.changed {
        return;
    }
    match storage::save(w, id, s, &state.seats) {
        Ok(Wrote::Written) => {
            if storage::unsaved_count() == 0 {
                d.games.dispatch(GamesAction::Saved);
            }
        }
        Ok(Wrote::Forked(entry)) => forked(d, entry, id.clone()),
        Err(p) => d.problem(p),
    }
}

/// Another tab wrote a line of this game that this one does not extend:
/// this line was kept as entry `entry`, the other stays in `other`.
fn forked(d: &Dispatch, entry: String, other: String) {
    d.game.dispatch(GameAction::Forked(entry));
    d.notice(Some(Notice {
        words: vec![m("notice.forked")],
        other: Some(other),
        choose: false,
    }));
}

/// Another tab wrote entry `id`, shown here (a fork of it is written in
/// the reader's words `w`).
fn take_in(w: Words, state: &GameState, d: &Dispatch, id: &str) {
    if state.entry.as_deref() != Some(id) {
        return;
    }
    let Some(mine) = &state.session else { return };
    match storage::incoming(w, id, mine, &state.seats) {
        Ok(Incoming::Nothing) => {}
        Ok(Incoming::Adopt(s, seats)) => d.game.dispatch(GameAction::Adopt(s, seats)),
        Ok(Incoming::Forked(entry)) => forked(d, entry, id.to_string()),
        Err(p) => d.problem(p),
    }
}

/// Why a game from a link or an import is refused, if it is: its record
/// would be longer than every reader accepts.
pub fn refuse(s: &Session) -> Option<Msg> {
    saves::oversize(s).map(|bytes| {
        m("error.record-too-long")
            .num("bytes", bytes as i64)
            .num("limit", saves::RECORD_LIMIT as i64)
    })
}

/// Show a game that came from a link or an import: the entry of My games
/// that holds exactly it, else a new entry (an entry played on since the
/// link was made is left as it is: the link shows its own position).
/// Either way the game that was on screen stays in My games, and the
/// notice says so.
pub fn show_found(state: &GameDispatch, s: Session) {
    let found = storage::holding(&s).and_then(|entry| {
        let (session, seats) = storage::open(&entry).ok().flatten()?;
        Some(Opened {
            entry,
            session,
            seats,
            announce: true,
        })
    });
    match found {
        Some(o) => state.dispatch(GameAction::Open(Box::new(o))),
        None => state.dispatch(GameAction::Import(s)),
    }
}

/// Open entry `id` of My games on screen. Returns its game's id, or None
/// when it cannot be opened (a notice or the storage banner says why).
pub fn open_entry(d: &Dispatch, id: &str) -> Option<&'static str> {
    if let Some(game) = storage::game_of(id).filter(|g| !attic_games::ready(g)) {
        let title = attic_games::find(&game).map_or(game.clone(), |e| (e.info)().title.into());
        d.error(vec![m("error.code-unloaded").text("game", title)]);
        return None;
    }
    match storage::open(id) {
        Ok(Some((session, seats))) => {
            let game = session.info().id;
            d.game.dispatch(GameAction::Open(Box::new(Opened {
                entry: id.to_string(),
                session,
                seats,
                announce: false,
            })));
            Some(game)
        }
        Ok(None) => {
            d.notice(Some(Notice {
                words: vec![m("notice.gone")],
                other: None,
                choose: false,
            }));
            None
        }
        Err(p) => {
            d.problem(p);
            None
        }
    }
}

/// Open entry `id` of My games and show its game's page, once its game's
/// code is loaded (issue 27; an error says so if it cannot be).
pub fn show_entry(d: &Dispatch, id: &str) {
    let (d, id) = (d.clone(), id.to_string());
    wasm_bindgen_futures::spawn_local(async move {
        if let Some(game) = storage::game_of(&id) {
            let _ = attic_games::prepare(&game).await;
        }
        if let Some(game) = open_entry(&d, &id) {
            if let Some(w) = web_sys::window() {
                let _ = w.location().set_hash(&format!("/play/{game}"));
            }
        }
    });
}

/// Download every game of My games as one text file of records (see
/// [`export`]).
pub fn export_all(then: impl FnOnce(Export) + 'static) {
    export(None, then)
}

/// Download the games `ids` of My games (every game when `None`) as one
/// text file of records, once every game's code is loaded (issue 27);
/// private unfinished games are left out (counted in what `then` is
/// given).
pub fn export(ids: Option<Vec<String>>, then: impl FnOnce(Export) + 'static) {
    super::code::with_all_games(move |_| {
        let d = js_sys::Date::new_0();
        let name = format!(
            "attic-games-{:04}-{:02}-{:02}.txt",
            d.get_full_year(),
            d.get_month() + 1,
            d.get_date()
        );
        let out = storage::export(ids.as_deref());
        super::share::download(&name, &out.text);
        then(out)
    });
}
