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

/// The registry's lines: `crate as folder, ai folder_ai: [Game => view, …]`
/// for each game crate, in gallery order. A line makes the crate's
/// re-export (`attic_games::<folder>`) and an entry per game type of the
/// crate, whose AI searches come from attic-ai and whose board view is the
/// crate's `view::<view>` (compiled with the `web` feature: the web app).
///
/// With the `split` feature (the web build, issue 27) the views and the AI
/// searches are split points (`#[wasm_split]`): scripts/split.mjs cuts each
/// folder's views into the wasm chunk `folder` and its searches into the
/// chunk `folder_ai`, fetched on first use: a view by
/// [`attic_kit::lazy`], a search by [`prepare_ai`] (the AI worker calls it
/// before a job).
macro_rules! games {
    ($($krate:ident as $folder:ident, ai $ai:ident: [$($game:ident => $view:ident),+ $(,)?],)+) => {
        $(pub use $krate as $folder;)+

        /// Every game on the site, in gallery order.
        pub static GAMES: &[Registered] = &[$($(Registered {
            entry: GameEntry::of::<$folder::$game>(split::$folder::$game::SEARCH),
            folder: stringify!($folder),
            #[cfg(feature = "web")]
            board: split::$folder::$game::BOARD,
        },)+)+];

        /// Each game's board view and AI search, direct or (feature
        /// `split`) through its chunk's loader.
        mod split {
            $(pub mod $folder { $(
                #[allow(non_snake_case)]
                pub mod $game {
                    use attic_core::registry::SearchFn;
                    #[cfg(feature = "split")]
                    use wasm_split_helpers::{wasm_split, SplitLoaderError};

                    type Game = crate::$folder::$game;

                    #[cfg(not(feature = "split"))]
                    pub const SEARCH: SearchFn = attic_ai::search::<Game>;
                    #[cfg(all(feature = "web", not(feature = "split")))]
                    pub const BOARD: attic_kit::BoardFn = crate::$folder::view::$view;

                    #[cfg(feature = "split")]
                    pub const SEARCH: SearchFn = search;
                    #[cfg(feature = "split")]
                    pub const BOARD: attic_kit::BoardFn = draw;

                    /// The split point of the AI: the search, from its chunk.
                    #[cfg(feature = "split")]
                    #[wasm_split($ai, fallible)]
                    pub fn $game() -> Result<SearchFn, SplitLoaderError> {
                        Ok(attic_ai::search::<Game>)
                    }

                    #[cfg(feature = "split")]
                    thread_local! {
                        static LOADED: std::cell::Cell<Option<SearchFn>> = const { std::cell::Cell::new(None) };
                    }

                    /// Whether the search's chunk is loaded.
                    #[cfg(feature = "split")]
                    pub fn ready() -> bool {
                        LOADED.with(|l| l.get()).is_some()
                    }

                    /// Load the search's chunk (at most once).
                    #[cfg(feature = "split")]
                    pub async fn prepare() -> Result<(), ()> {
                        if LOADED.with(|l| l.get()).is_none() {
                            let f = $game().await.map_err(|_| ())?;
                            LOADED.with(|l| l.set(Some(f)));
                        }
                        Ok(())
                    }

                    #[cfg(feature = "split")]
                    fn search(g: &dyn attic_core::AnyGame, level: u8, seed: u64) -> Box<dyn attic_core::SearchJob> {
                        let f = LOADED.with(|l| l.get()).expect(concat!(
                            "the AI of ", stringify!($game), " is not loaded (attic_games::prepare_ai)"
                        ));
                        f(g, level, seed)
                    }

                    /// The split point of the view: the board view, from its chunk.
                    #[cfg(feature = "split")]
                    #[wasm_split($folder, fallible)]
                    pub fn $view() -> Result<attic_kit::BoardFn, SplitLoaderError> {
                        Ok(crate::$folder::view::$view)
                    }

                    #[cfg(feature = "split")]
                    fn load() -> std::pin::Pin<Box<dyn std::future::Future<Output = Result<attic_kit::BoardFn, ()>>>> {
                        Box::pin(async { $view().await.map_err(|_| ()) })
                    }

                    #[cfg(feature = "split")]
                    fn draw(p: attic_kit::BoardProps) -> yew::Html {
                        attic_kit::lazy::lazy_board(p, concat!(stringify!($folder), "/", stringify!($game)), load)
                    }
                }
            )+ })+
        }

        /// Whether the AI search of game `id` (or of the game of variant
        /// `id`) can run now, or needs [`prepare_ai`] first.
        pub fn ai_ready(id: &str) -> bool {
            #[cfg(feature = "split")]
            {
                let Some(e) = find(id) else { return true };
                $($(
                    if (e.info)().id == <$folder::$game as attic_core::Rules>::info().id {
                        return split::$folder::$game::ready();
                    }
                )+)+
            }
            let _ = id;
            true
        }

        /// Make the AI search of game `id` (or of the game of variant `id`)
        /// ready to run: with the `split` feature, fetch its chunk (once);
        /// otherwise there is nothing to do. `Err` when the chunk could not
        /// be loaded (a later call tries again).
        pub async fn prepare_ai(id: &str) -> Result<(), ()> {
            #[cfg(feature = "split")]
            {
                let Some(e) = find(id) else { return Ok(()) };
                $($(
                    if (e.info)().id == <$folder::$game as attic_core::Rules>::info().id {
                        return split::$folder::$game::prepare().await;
                    }
                )+)+
            }
            let _ = id;
            Ok(())
        }
    };
}

games! {
    attic_oanquan as oanquan, ai oanquan_ai: [OanQuan => board],
    attic_chogo as chogo, ai chogo_ai: [Chogo => board],
    attic_straat as straat, ai straat_ai: [Straat => board],
    attic_tau as tau, ai tau_ai: [Tau => board],
    // TURNO: one entry per sub-game (its own `Game` id and setup draw).
    attic_turno as turno, ai turno_ai: [Loop => loop_view, Lottery => lottery_view, Domino => domino_view, Checkers => checkers_view],
    attic_longtau as longtau, ai longtau_ai: [LongTau => board],
    attic_turnooi as turnooi, ai turnooi_ai: [Turnooi => board],
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
