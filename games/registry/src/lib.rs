//! The registry: one line per game. Nothing else names a game: the app,
//! the worker and the CLI find every game here.

#![deny(missing_docs)]

use attic_core::registry::{GameEntry, Registry};

pub use attic_chogo as chogo;
pub use attic_longtau as longtau;
pub use attic_oanquan as oanquan;
pub use attic_straat as straat;
pub use attic_tau as tau;
pub use attic_turno as turno;
pub use attic_turnooi as turnooi;

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

/// A registry line: `entry!(GameType, view_fn)`. The AI searches come from
/// attic-ai; the view is compiled with the `web` feature (the web app).
macro_rules! entry {
    ($folder:ident :: $game:ident, $view:path) => {
        Registered {
            entry: GameEntry::of::<$folder::$game>(attic_ai::search::<$folder::$game>),
            folder: stringify!($folder),
            #[cfg(feature = "web")]
            board: $view,
        }
    };
}

/// Every game on the site, in gallery order.
pub static GAMES: &[Registered] = &[
    entry!(oanquan::OanQuan, oanquan::view::board),
    entry!(chogo::Chogo, chogo::view::board),
    entry!(straat::Straat, straat::view::board),
    entry!(tau::Tau, tau::view::board),
    // TURNO: one entry per sub-game (its own `Game` id and setup draw).
    entry!(turno::Loop, turno::view::loop_view),
    entry!(turno::Lottery, turno::view::lottery_view),
    entry!(turno::Domino, turno::view::domino_view),
    entry!(turno::Checkers, turno::view::checkers_view),
    entry!(longtau::LongTau, longtau::view::board),
    entry!(turnooi::Turnooi, turnooi::view::board),
];

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
