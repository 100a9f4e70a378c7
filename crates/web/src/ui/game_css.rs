//! Each game's stylesheet, linked when the game's code is loaded (issue 27:
//! the seven games' styles were a third of the stylesheet every page
//! fetched). The build names each file by its hash and lists them in
//! `<meta name="attic-game-css">` (scripts/site.mjs `writeGameCss`);
//! static/shell.js links them (`atticGameCss`, a few lines of JS: the same
//! in Rust added 3 KB gzip to the main module) and starts the page's own
//! game's at once. A game's page waits for its stylesheet as for its code,
//! so that its board is never drawn unstyled.

use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_name = atticGameCss, catch)]
    fn link_game_css(folder: &str) -> Result<js_sys::Promise, JsValue>;
    #[wasm_bindgen(js_name = atticGameCssReady, catch)]
    fn game_css_ready(folder: &str) -> Result<bool, JsValue>;
}

/// Whether game `id`'s stylesheet is there (or it has none; or the page has
/// no shell.js, as in a test page: then there is nothing to wait for).
pub fn ready(id: &str) -> bool {
    attic_games::folder(id).is_none_or(|folder| game_css_ready(folder).unwrap_or(true))
}

/// Link game `id`'s stylesheet (once) and wait until it has loaded. One that
/// cannot be fetched lets the page go on: an unstyled board can still be
/// played.
pub async fn load(id: &str) {
    if let Some(folder) = attic_games::folder(id) {
        link(folder).await;
    }
}

/// Link stylesheet `name` of `<meta name="attic-game-css">` (once) and wait
/// until it has loaded or could not be.
async fn link(name: &str) {
    if let Ok(p) = link_game_css(name) {
        let _ = wasm_bindgen_futures::JsFuture::from(p).await;
    }
}

/// Link the stylesheet of the pages other than a game's and the home page
/// (static/pages.css: My games, rules, how to play, puzzles) once, and wait until it
/// has loaded: such a page's code waits for it, as a game's page waits for
/// its game's (the frame links it at once on those pages, static/shell.js).
pub async fn load_pages() {
    link("pages").await
}
