//! Each game's code (its rules, tools and AI) is fetched on first use
//! (issue 27; `attic_games::prepare`): what the app loads before it mounts,
//! and before it reads a link, a pasted record, an entry of My games or an
//! export. A game page waits for its game's code through
//! [`attic_kit::lazy::CodeGate`].

use super::route::{current_hash, Route};
use super::storage;
use crate::app_logic::saves::split_records;
use attic_records::link;
use std::future::Future;
use std::pin::Pin;

/// The game ids whose code the first screen needs: the route's game
/// (unless the route is its rules page, which needs only its words), the
/// game of a
/// link in the fragment, the game this tab showed, else the game written
/// last (it is read from storage before the first render), and the game of
/// the old single slot (moved into My games then).
fn start_games() -> Vec<String> {
    let hash = current_hash();
    let mut ids: Vec<String> = Vec::new();
    let route = Route::parse(&hash);
    if let Some(id) = route_game(&route).filter(|_| !words_only(&route)) {
        ids.push(id.to_string());
    }
    ids.extend(link::game_of(&hash).map(String::from));
    // The game `storage::start` shows: this tab's, else the one written
    // last.
    let shown = storage::tab_entry().and_then(|e| storage::game_of(&e));
    ids.extend(shown.or_else(|| storage::list().first().map(|l| l.saved.game.clone())));
    ids.extend(storage::legacy_game());
    ids.dedup();
    ids
}

/// The game a page shows, if it shows one.
pub fn route_game(r: &Route) -> Option<&str> {
    match r {
        Route::Play(id) | Route::Rules(id) | Route::Learn(id) | Route::Bench(id) => Some(id),
        Route::Solve(id, _) | Route::Puzzles(id, _) => Some(id),
        _ => None,
    }
}

/// Whether a page needs only its game's words, not its code: the rules
/// page (its text, marks and measurements; the pictures of its board,
/// drawn by the game's code, come after).
pub fn words_only(r: &Route) -> bool {
    matches!(r, Route::Rules(_))
}

/// Load the code of the games the first screen needs (see [`start_games`]),
/// the stylesheet and words of the route's game, and the route's page. A chunk that cannot
/// be loaded is left for its page to say so.
pub async fn prepare_start() {
    let style = async {
        if let Some(id) = route_game(&Route::parse(&current_hash())) {
            let _ =
                futures::future::join(super::game_css::load(id), attic_games::prepare_words(id))
                    .await;
        }
    };
    let code = async {
        for id in start_games() {
            let _ = attic_games::prepare(&id).await;
        }
    };
    let route = Route::parse(&current_hash());
    futures::future::join3(style, code, super::pages::prepare(&route)).await;
}

/// Whether a game's page can be drawn: its code and its stylesheet are
/// there (for [`attic_kit::lazy::CodeGate`]).
pub fn ready(id: &str) -> bool {
    attic_games::ready(id) && super::game_css::ready(id)
}

/// Whether a rules page can be drawn: its game's words and stylesheet
/// are there (for [`attic_kit::lazy::CodeGate`]).
pub fn words_ready(id: &str) -> bool {
    attic_games::words_ready(id) && super::game_css::ready(id)
}

/// For [`attic_kit::lazy::CodeGate`]: a rules page's words and stylesheet.
pub fn load_words(id: String) -> Pin<Box<dyn Future<Output = Result<(), ()>>>> {
    Box::pin(async move {
        let (_, words) =
            futures::future::join(super::game_css::load(&id), attic_games::prepare_words(&id))
                .await;
        words
    })
}

/// Load the code of the games a pasted or opened text names: a link's game,
/// or the game of each record. `Err` when a chunk could not be loaded.
pub async fn prepare_text(text: &str) -> Result<(), ()> {
    let text = text.trim();
    if let Some(i) = link::find(text).filter(|_| !text.starts_with('[')) {
        return match link::game_of(&text[i..]) {
            Some(id) => attic_games::prepare(id).await,
            None => Ok(()),
        };
    }
    for record in split_records(text) {
        if let Some(id) = attic_games::record_game(record) {
            attic_games::prepare(id).await?;
        }
    }
    Ok(())
}

/// For [`attic_kit::lazy::CodeGate`]: a game page's code and stylesheet.
pub fn load_game(id: String) -> Pin<Box<dyn Future<Output = Result<(), ()>>>> {
    Box::pin(async move {
        let (_, code) =
            futures::future::join(super::game_css::load(&id), attic_games::prepare(&id)).await;
        code
    })
}

/// Run `then` once every game's code is loaded (an export reads every
/// record, to leave out private hands), or, if a chunk cannot be loaded,
/// with `Err`.
pub fn with_all_games(then: impl FnOnce(Result<(), ()>) + 'static) {
    wasm_bindgen_futures::spawn_local(async move { then(attic_games::prepare_all().await) });
}
