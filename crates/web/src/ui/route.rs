//! Routing by URL fragment, so the site works on any static host and under
//! any sub-path: `#/`, `#/games` (My games), `#/play/<id>`, `#/rules/<id>`, `#/learn/<id>` (how to play),
//! `#/bench/<id>`, `#/puzzles/<id>` (a game's puzzles, at the first not
//! solved yet), `#/puzzles/<id>/<puzzle>` (one of them, a puzzle's link;
//! `daily`: the day's), and
//! `#/solve/<id>/<args>` (the game's exact solver in the worker, its
//! arguments comma-separated: `#/solve/tau/--rows=30,--cols=30`).
//! A fragment starting `#v1.` is a share link (see [`attic_records::link`]).

/// A page of the site.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// The gallery.
    Home,
    /// My games: every game kept in this browser.
    Games,
    /// A game's play page.
    Play(String),
    /// A game's rules.
    Rules(String),
    /// How to play a game.
    Learn(String),
    /// A game's puzzles: the game's id, and the puzzle's (`None`: the
    /// first not solved yet; `daily`: the day's).
    Puzzles(String, Option<String>),
    /// The playout benchmark of a game.
    Bench(String),
    /// A game's exact solver, with its arguments.
    Solve(String, Vec<String>),
    /// Anything else.
    NotFound(String),
}

impl Route {
    /// Read a fragment (with or without its `#`).
    pub fn parse(hash: &str) -> Route {
        let h = hash.trim_start_matches('#');
        let h = h.trim_start_matches('/');
        let mut parts = h.splitn(2, '/');
        let page = parts.next().unwrap_or("");
        let id = parts.next().unwrap_or("").trim_end_matches('/').to_string();
        match page {
            "" => Route::Home,
            "games" if id.is_empty() => Route::Games,
            "play" if !id.is_empty() => Route::Play(id),
            "rules" if !id.is_empty() => Route::Rules(id),
            "learn" if !id.is_empty() => Route::Learn(id),
            "bench" if !id.is_empty() => Route::Bench(id),
            "puzzles" if !id.is_empty() => match id.split_once('/') {
                Some((g, p)) if !p.is_empty() && !p.contains('/') => {
                    Route::Puzzles(g.to_string(), Some(p.to_string()))
                }
                Some(_) => Route::NotFound(hash.to_string()),
                None => Route::Puzzles(id, None),
            },
            "solve" if !id.is_empty() => {
                let (id, args) = id.split_once('/').unwrap_or((&id, ""));
                let args = args.split(',').filter(|a| !a.is_empty());
                Route::Solve(id.to_string(), args.map(String::from).collect())
            }
            _ => Route::NotFound(hash.to_string()),
        }
    }

    /// The fragment of this page, with its `#`.
    pub fn href(&self) -> String {
        match self {
            Route::Home => "#/".into(),
            Route::Games => "#/games".into(),
            Route::Play(id) => format!("#/play/{id}"),
            Route::Rules(id) => format!("#/rules/{id}"),
            Route::Learn(id) => format!("#/learn/{id}"),
            Route::Bench(id) => format!("#/bench/{id}"),
            Route::Puzzles(id, None) => format!("#/puzzles/{id}"),
            Route::Puzzles(id, Some(p)) => format!("#/puzzles/{id}/{p}"),
            Route::Solve(id, args) => format!("#/solve/{id}/{}", args.join(",")),
            Route::NotFound(h) => h.clone(),
        }
    }
}

/// The current fragment (with its `#`), or "" if there is none.
pub fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Replace the fragment without a new history entry or a hashchange event.
pub fn replace_hash(hash: &str) {
    if let Some(w) = web_sys::window() {
        if let Ok(h) = w.history() {
            let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(hash));
        }
    }
}

/// The page URL without its fragment (the base of share links).
pub fn page_url() -> String {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    match href.find('#') {
        Some(i) => href[..i].to_string(),
        None => href,
    }
}
