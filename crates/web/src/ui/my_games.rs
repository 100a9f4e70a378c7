//! The "My games" page: every game kept in this browser, unfinished ones
//! first, each with its game, players, date, moves so far and result; a
//! filter by game and a search by player; a game is resumed from here,
//! selected for an export, and deleted only after a confirmation. Below
//! them, the saves that could not be read (set-aside copies), each to
//! export or delete; the export of every game or of a selection in one
//! file, the import of such a file, and the warning when the storage is
//! nearly full.

use super::my_games_filter::{filter, FilterProps};
use super::my_games_import::ImportBox;
use super::my_games_row::{BadRow, GameRow};
use super::quota::QuotaNote;
use super::saving;
use super::state::use_game;
use super::storage::{self, Listed};
use super::text::{m, use_words, AppWords};
use crate::app_logic::archive::{matches, Export};
use attic_games as games;
use std::collections::BTreeSet;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// A game's title (its id when the site no longer knows it).
fn title(game: &str) -> String {
    games::find(game)
        .map(|e| (e.info)().title.to_string())
        .unwrap_or_else(|| game.to_string())
}

/// Read the storage again when another tab writes it (`rev` bumped).
#[hook]
fn use_storage_events(rev: UseStateHandle<u64>) {
    use_effect_with((), move |_| {
        let on = Closure::<dyn Fn()>::new(move || rev.set(*rev + 1));
        let win = web_sys::window();
        if let Some(w) = &win {
            let _ = w.add_event_listener_with_callback("storage", on.as_ref().unchecked_ref());
        }
        move || {
            if let Some(w) = &win {
                let _ =
                    w.remove_event_listener_with_callback("storage", on.as_ref().unchecked_ref());
            }
        }
    });
}

/// "Delete?" asked (true) or not (false) of the row of `id`.
fn ask_to_delete(confirm: &UseStateHandle<Option<String>>, id: &str) -> Callback<bool> {
    let (confirm, id) = (confirm.clone(), id.to_string());
    Callback::from(move |ask: bool| confirm.set(ask.then(|| id.clone())))
}

/// A row was deleted: no question left, the list read again.
fn deleted(confirm: &UseStateHandle<Option<String>>, bump: &Callback<()>) -> Callback<()> {
    let (confirm, bump) = (confirm.clone(), bump.clone());
    Callback::from(move |()| {
        confirm.set(None);
        bump.emit(());
    })
}

/// A game's row, its selection and its deletion.
fn game_row(
    l: &Listed,
    selected: &UseStateHandle<BTreeSet<String>>,
    confirm: &UseStateHandle<Option<String>>,
    bump: &Callback<()>,
) -> Html {
    let id = l.id.clone();
    let on_select = {
        let (selected, id) = (selected.clone(), id.clone());
        Callback::from(move |on: bool| {
            let mut s = (*selected).clone();
            if on {
                s.insert(id.clone());
            } else {
                s.remove(&id);
            }
            selected.set(s);
        })
    };
    html! {
        <GameRow key={id.clone()} listed={l.clone()} title={title(&l.saved.game)}
            selected={selected.contains(&id)} confirming={confirm.as_deref() == Some(id.as_str())}
            {on_select} on_confirm={ask_to_delete(confirm, &id)} on_deleted={deleted(confirm, bump)} />
    }
}

/// The page.
#[function_component]
pub fn MyGames() -> Html {
    let w = use_words();
    let state = use_game();
    // Bumped to read the storage again (after a delete, an import, or a
    // write by another tab).
    let rev = use_state(|| 0u64);
    let confirm = use_state(|| None::<String>);
    let game = use_state(String::new);
    let query = use_state(String::new);
    let selected = use_state(BTreeSet::<String>::new);
    let exported = use_state(|| None::<Export>);
    use_storage_events(rev.clone());
    if state.is_none() {
        return html! {};
    }
    let all = storage::list();
    let bad = storage::unreadable();
    let mut kinds: Vec<(String, String)> = all
        .iter()
        .map(|l| l.saved.game.clone())
        .collect::<BTreeSet<_>>()
        .into_iter()
        .map(|g| (g.clone(), title(&g)))
        .collect();
    attic_core::order::sort_by(&mut kinds, |a, b| a.1.cmp(&b.1));
    let shown: Vec<&Listed> = all
        .iter()
        .filter(|l| game.is_empty() || l.saved.game == *game)
        .filter(|l| matches(&l.saved.names, &query))
        .collect();
    let (open, done): (Vec<&Listed>, Vec<&Listed>) =
        shown.iter().partition(|l| l.saved.result.is_none());
    // The selection, of the games still kept.
    let chosen: Vec<String> = all
        .iter()
        .filter(|l| selected.contains(&l.id))
        .map(|l| l.id.clone())
        .collect();
    let bump = {
        let rev = rev.clone();
        Callback::from(move |()| rev.set(*rev + 1))
    };
    let row = |l: &Listed| game_row(l, &selected, &confirm, &bump);
    let bad_rows = bad.iter().map(|u| {
        let key = u.key.clone();
        html! {
            <BadRow key={key.clone()} bad={u.clone()} confirming={confirm.as_deref() == Some(key.as_str())}
                on_confirm={ask_to_delete(&confirm, &key)} on_deleted={deleted(&confirm, &bump)} />
        }
    });
    let export_all = {
        let exported = exported.clone();
        Callback::from(move |_| {
            let exported = exported.clone();
            saving::export_all(move |out| exported.set(Some(out)))
        })
    };
    let export_chosen = {
        let (exported, chosen) = (exported.clone(), chosen.clone());
        Callback::from(move |_| {
            let exported = exported.clone();
            saving::export(Some(chosen.to_vec()), move |out| exported.set(Some(out)))
        })
    };
    let select_shown = {
        let selected = selected.clone();
        let ids: Vec<String> = shown.iter().map(|l| l.id.clone()).collect();
        Callback::from(move |_| {
            let mut s = (*selected).clone();
            s.extend(ids.iter().cloned());
            selected.set(s);
        })
    };
    let select_none = {
        let selected = selected.clone();
        Callback::from(move |_| selected.set(BTreeSet::new()))
    };
    let on_game = {
        let game = game.clone();
        Callback::from(move |g: String| game.set(g))
    };
    let on_query = {
        let query = query.clone();
        Callback::from(move |q: String| query.set(q))
    };
    // The puzzle progress goes with an export of every game, so it can be
    // exported with no game kept.
    let puzzles_done = super::puzzle_store::export_line().is_some();
    let export_note = exported.as_ref().map(|e| {
        let mut text = w.tr(&m("archive.exported").num("n", e.games as i64));
        if e.withheld > 0 {
            text.push(' ');
            text.push_str(&w.tr(&m("archive.withheld").num("n", e.withheld as i64)));
        }
        text
    });
    html! {
        <main class="page my-games" data-testid="my-games">
            <h1>{ w.t("my-games.title") }</h1>
            <p>{ w.t("my-games.intro") }</p>
            <QuotaNote rev={*rev} actions={false} />
            <div class="row">
                <button class="primary" data-testid="export-all" onclick={export_all} disabled={all.is_empty() && !puzzles_done}>{ w.t("store.export-all") }</button>
                <button data-testid="export-selected" onclick={export_chosen} disabled={chosen.is_empty()}>
                    { w.tr(&m("archive.export-selected").num("n", chosen.len() as i64)) }
                </button>
            </div>
            <p class="note" role="status" data-testid="export-note">{ export_note.unwrap_or_default() }</p>
            <ImportBox on_done={bump.clone()} />
            <p class="note" data-testid="storage-used">{ w.tr(&m("my-games.used").num("n", storage::origin_chars() as i64)) }</p>
            if all.is_empty() {
                <p data-testid="no-games">{ w.t("my-games.none") }{" "}<a href="#/">{ w.t("not-found.back") }</a></p>
            } else {
                { filter(&FilterProps { games: kinds, game: (*game).clone(), query: (*query).clone(),
                    shown: shown.len(), total: all.len(), on_game, on_query }, w) }
                <div class="row">
                    <button class="small" data-testid="select-shown" onclick={select_shown} disabled={shown.is_empty()}>{ w.t("archive.select-shown") }</button>
                    <button class="small" data-testid="select-none" onclick={select_none} disabled={chosen.is_empty()}>{ w.t("archive.select-none") }</button>
                </div>
            }
            if !all.is_empty() && shown.is_empty() {
                <p data-testid="no-match">{ w.t("archive.no-match") }</p>
            }
            if !open.is_empty() {
                <h2>{ w.t("my-games.unfinished") }</h2>
                <ul class="saved-games" data-testid="unfinished">{ for open.into_iter().map(row) }</ul>
            }
            if !done.is_empty() {
                <h2>{ w.t("my-games.finished") }</h2>
                <ul class="saved-games" data-testid="finished">{ for done.into_iter().map(row) }</ul>
            }
            if !bad.is_empty() {
                <h2>{ w.t("my-games.unreadable") }</h2>
                <p>{ w.t("my-games.unreadable-intro") }</p>
                <ul class="saved-games">{ for bad_rows }</ul>
            }
        </main>
    }
}
