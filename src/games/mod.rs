//! The registry: one line per game. Nothing else in the crate names a game.

use crate::core::any::{new_any, AnyGame};
use crate::core::{Game, GameInfo, Options, Rng, SetupError};

pub mod chogo;
pub mod oanquan;
pub mod straat;
pub mod tau;

/// How the generic layers reach one game.
pub struct GameEntry {
    /// The game's description.
    pub info: fn() -> &'static GameInfo,
    /// Make a start position from options and setup tags.
    #[allow(clippy::type_complexity)]
    pub new_game: fn(&Options, &[(String, String)]) -> Result<Box<dyn AnyGame>, SetupError>,
    /// Draw the random setup values (as tags) for a new game.
    pub draw_setup: fn(&Options, &mut Rng) -> Vec<(String, String)>,
    /// `attic solve` for this game (see [`Game::solve_cli`]).
    pub solve: fn(&[String]) -> Option<Result<String, String>>,
    /// Advice on options for the new-game dialog (see [`Game::advice`]).
    pub advice: fn(&Options) -> Option<String>,
    /// The game's board view (web app only).
    #[cfg(target_arch = "wasm32")]
    pub board: crate::ui::board::BoardFn,
}

impl GameEntry {
    /// The entry of a game type (and, in the web app, its board view).
    pub const fn of<G: Game>(
        #[cfg(target_arch = "wasm32")] board: crate::ui::board::BoardFn,
    ) -> GameEntry {
        GameEntry {
            info: G::info,
            new_game: new_any::<G>,
            draw_setup: G::draw_setup,
            solve: G::solve_cli,
            advice: G::advice,
            #[cfg(target_arch = "wasm32")]
            board,
        }
    }
}

/// A registry entry: `entry!(GameType, view_fn)`. The view is only compiled
/// into the web app; native builds (CLI, tests) never see it.
#[cfg(target_arch = "wasm32")]
macro_rules! entry {
    ($game:ty, $view:path) => {
        GameEntry::of::<$game>($view)
    };
}
#[cfg(not(target_arch = "wasm32"))]
macro_rules! entry {
    ($game:ty, $view:path) => {
        GameEntry::of::<$game>()
    };
}

/// Every game on the site, in gallery order.
pub static GAMES: &[GameEntry] = &[
    entry!(oanquan::OanQuan, oanquan::view::board),
    entry!(chogo::Chogo, chogo::view::board),
    entry!(straat::Straat, straat::view::board),
    entry!(tau::Tau, tau::view::board),
];

/// The entry for a game id or one of its variant ids.
pub fn find(id: &str) -> Option<&'static GameEntry> {
    GAMES.iter().find(|e| {
        let info = (e.info)();
        info.id == id || info.variants.iter().any(|(v, _)| *v == id)
    })
}
