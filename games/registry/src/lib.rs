//! The registry: one line per game. Nothing else names a game: the app,
//! the worker and the CLI find every game here.

#![deny(missing_docs)]

use attic_core::registry::{GameEntry, Registry};

/// A game on the site: its entry and (in the web app) its board view.
pub struct Registered {
    /// The game's functions.
    pub entry: GameEntry,
    /// The game's folder under `games/` (TURNO's four sub-games share one),
    /// which names its rules file `rules/<folder>.md` on the site.
    pub folder: &'static str,
    /// The game's board view (web app only).
    #[cfg(feature = "web")]
    pub board: attic_kit::BoardFn,
}

/// The registry's lines: `crate as folder: [Game => view, …]` for each
/// game crate, in gallery order. A line makes the crate's re-export
/// (`attic_games::<folder>`) and an entry per game type of the crate, whose
/// AI searches come from attic-ai and whose board view is the crate's
/// `view::<view>` (compiled with the `web` feature: the web app).
macro_rules! games {
    ($($krate:ident as $folder:ident: [$($game:ident => $view:ident),+ $(,)?],)+) => {
        $(pub use $krate as $folder;)+

        /// Every game on the site, in gallery order.
        pub static GAMES: &[Registered] = &[$($(Registered {
            entry: GameEntry::of::<$folder::$game>(attic_ai::search::<$folder::$game>),
            folder: stringify!($folder),
            #[cfg(feature = "web")]
            board: $folder::view::$view,
        },)+)+];
    };
}

games! {
    attic_oanquan as oanquan: [OanQuan => board],
    attic_chogo as chogo: [Chogo => board],
    attic_straat as straat: [Straat => board],
    attic_tau as tau: [Tau => board],
    // TURNO: one entry per sub-game (its own `Game` id and setup draw).
    attic_turno as turno: [Loop => loop_view, Lottery => lottery_view, Domino => domino_view, Checkers => checkers_view],
    attic_longtau as longtau: [LongTau => board],
    attic_turnooi as turnooi: [Turnooi => board],
}

/// The site's games as a [`Registry`].
pub struct Games;

/// The registry of every game on the site.
pub static REGISTRY: Games = Games;

impl Registry for Games {
    fn entries(&self) -> Vec<&'static GameEntry> {
        GAMES.iter().map(|g| &g.entry).collect()
    }
}

/// The entry for a game id or one of its variant ids.
pub fn find(id: &str) -> Option<&'static GameEntry> {
    REGISTRY.find(id)
}

/// The folder of a game id or variant id: the name of its rules file
/// (`rules/<folder>.md`, copied there by `scripts/site.mjs`).
pub fn folder(id: &str) -> Option<&'static str> {
    let e = find(id)?;
    GAMES
        .iter()
        .find(|g| std::ptr::eq(&g.entry, e))
        .map(|g| g.folder)
}

/// The board view of a game id or variant id (web app only).
#[cfg(feature = "web")]
pub fn board(id: &str) -> Option<attic_kit::BoardFn> {
    let e = find(id)?;
    GAMES
        .iter()
        .find(|g| std::ptr::eq(&g.entry, e))
        .map(|g| g.board)
}
