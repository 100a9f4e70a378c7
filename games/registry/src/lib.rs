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
/// (`attic_games::<folder>`) and an entry per game type of the crate,
/// whose AI searches come from attic-ai and whose board view is the
/// crate's `view::<view>` (compiled with the `web` feature: the web app).
///
/// With the `split` feature (the web build, issue 27) each game's code is
/// fetched on first use: scripts/split.mjs cuts each game type's rules,
/// tools and AI searches into a wasm chunk of its own (split point
/// `<Game>`), and each folder's views into the chunk `<folder>`. The
/// registry keeps every game's [`GameInfo`](attic_core::GameInfo) (names,
/// options, words) in the main module; its entry forwards to the game's
/// code once [`prepare`] has loaded it ([`GameEntry::deferred`]); a view
/// is loaded by [`attic_kit::lazy`].
macro_rules! games {
    ($($krate:ident as $folder:ident: [$($game:ident => $view:ident $(+ $ai:ident)?),+ $(,)?],)+) => {
        $(pub use $krate as $folder;)+

        /// Every game on the site, in gallery order.
        pub static GAMES: &[Registered] = &[$($(Registered {
            entry: split::$folder::$game::ENTRY,
            folder: stringify!($folder),
            #[cfg(feature = "web")]
            board: split::$folder::$game::BOARD,
        },)+)+];

        /// How each game's parts load, in gallery order.
        static LOADERS: &[Loaders] = &[$($(split::$folder::$game::LOADERS,)+)+];

        /// Each game's entry and board view, direct or (feature `split`)
        /// through its chunk's loader.
        mod split {
            $(pub mod $folder {
                /// The split point of the folder's English words (a rules
                /// page shows them without the game's code).
                #[cfg(feature = "split")]
                #[wasm_split_helpers::wasm_split($folder, fallible)]
                pub fn words() -> Result<&'static str, wasm_split_helpers::SplitLoaderError> {
                    Ok(crate::$folder::WORDS_EN)
                }

                #[cfg(feature = "split")]
                thread_local! {
                    static WORDS: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
                }

                /// Whether the folder's English words are installed.
                #[cfg(feature = "split")]
                pub fn words_ready() -> bool {
                    WORDS.with(|w| w.get())
                }

                /// Load the folder's English words (at most once) and add
                /// them to the book of each of its games.
                #[cfg(feature = "split")]
                pub fn load_words() -> crate::Loading {
                    Box::pin(async {
                        if !words_ready() {
                            let text = words().await.map_err(|_| ())?;
                            $(<crate::$folder::$game as attic_core::Rules>::info()
                                .messages
                                .add(text);)+
                            WORDS.with(|w| w.set(true));
                        }
                        Ok(())
                    })
                }

                /// The split point of the folder's tools (solvers, reviews,
                /// odds, timings): only the AI worker's rarer jobs run them.
                #[cfg(feature = "split")]
                #[wasm_split_helpers::wasm_split($krate, fallible)]
                pub fn tools() -> Result<fn(&str) -> Option<attic_core::registry::ToolFns>, wasm_split_helpers::SplitLoaderError> {
                    Ok(tools_of)
                }

                /// The tools of the folder's game `id`.
                #[cfg(feature = "split")]
                fn tools_of(id: &str) -> Option<attic_core::registry::ToolFns> {
                    $(if id == <crate::$folder::$game as attic_core::Rules>::info().id {
                        return Some(attic_core::registry::ToolFns::of::<crate::$folder::$game>());
                    })+
                    None
                }
            $(
                #[allow(non_snake_case)]
                pub mod $game {
                    use attic_core::registry::GameEntry;
                    #[cfg(feature = "split")]
                    use wasm_split_helpers::{wasm_split, SplitLoaderError};

                    type Game = crate::$folder::$game;

                    fn id() -> &'static str {
                        <Game as attic_core::Rules>::info().id
                    }

                    #[cfg(not(feature = "split"))]
                    pub const ENTRY: GameEntry = GameEntry::of::<Game>(attic_ai::search::<Game>);
                    #[cfg(all(feature = "web", not(feature = "split")))]
                    pub const BOARD: attic_kit::BoardFn = crate::$folder::view::$view;
                    /// Everything is there from the start.
                    #[cfg(not(feature = "split"))]
                    pub const LOADERS: crate::Loaders = crate::Loaders::here(id);

                    #[cfg(feature = "split")]
                    pub const ENTRY: GameEntry = GameEntry::deferred::<Code>();
                    #[cfg(feature = "split")]
                    pub const BOARD: attic_kit::BoardFn = draw;
                    #[cfg(feature = "split")]
                    pub const LOADERS: crate::Loaders = crate::Loaders {
                        id,
                        code_ready,
                        words_ready: super::words_ready,
                        tools_ready,
                        ai_ready,
                        code,
                        words: super::load_words,
                        tools,
                        ai: load_ai,
                    };

                    /// The split point of the game's code: its entry (rules,
                    /// AI searches), from its chunk.
                    #[cfg(feature = "split")]
                    #[wasm_split($game, fallible)]
                    pub fn $game() -> Result<GameEntry, SplitLoaderError> {
                        // The game's English words are its folder's split
                        // point, its tools another, its AI searches a third
                        // ([`crate::Loaders`]): a page never runs a search.
                        Ok(GameEntry::without_tools::<Game>(crate::search_apart))
                    }

                    #[cfg(feature = "split")]
                    crate::ai_point!($game $(, $ai)?);

                    #[cfg(feature = "split")]
                    thread_local! {
                        static LOADED: std::cell::Cell<Option<GameEntry>> = const { std::cell::Cell::new(None) };
                        static TOOLS: std::cell::Cell<Option<attic_core::registry::ToolFns>> = const { std::cell::Cell::new(None) };
                        static AI: std::cell::Cell<Option<attic_core::registry::SearchFn>> = const { std::cell::Cell::new(None) };
                    }

                    /// The game as its entry sees it before and after its
                    /// code is loaded.
                    #[cfg(feature = "split")]
                    pub struct Code;

                    #[cfg(feature = "split")]
                    impl attic_core::registry::Deferred for Code {
                        fn info() -> &'static attic_core::GameInfo {
                            <Game as attic_core::Rules>::info()
                        }
                        fn loaded() -> Option<GameEntry> {
                            // With its words: a page drawn on the code alone
                            // would miss them.
                            LOADED.with(|l| l.get()).filter(|_| super::words_ready())
                        }
                        fn tools() -> Option<attic_core::registry::ToolFns> {
                            TOOLS.with(|t| t.get())
                        }
                        fn search() -> Option<attic_core::registry::SearchFn> {
                            AI.with(|a| a.get())
                        }
                    }

                    #[cfg(feature = "split")]
                    fn code_ready() -> bool {
                        LOADED.with(|l| l.get()).is_some()
                    }

                    #[cfg(feature = "split")]
                    fn tools_ready() -> bool {
                        TOOLS.with(|t| t.get()).is_some()
                    }

                    #[cfg(feature = "split")]
                    fn ai_ready() -> bool {
                        AI.with(|a| a.get()).is_some()
                    }

                    #[cfg(feature = "split")]
                    fn load_ai() -> crate::Loading {
                        Box::pin(async {
                            if !ai_ready() {
                                let search = ai().await.map_err(|_| ())?;
                                AI.with(|a| a.set(Some(search)));
                            }
                            Ok(())
                        })
                    }

                    /// The game's code, and its view with it (same chunk):
                    /// a game page's first render then draws the board, not
                    /// a loading line the board would push the page down
                    /// from (a layout shift).
                    #[cfg(feature = "split")]
                    fn code() -> crate::Loading {
                        Box::pin(async {
                            if !code_ready() {
                                let e = $game().await.map_err(|_| ())?;
                                if let Ok(view) = $view().await {
                                    attic_kit::lazy::remember(NAME, view);
                                }
                                LOADED.with(|l| l.set(Some(e)));
                            }
                            Ok(())
                        })
                    }

                    /// The view's name for [`attic_kit::lazy`].
                    #[cfg(feature = "split")]
                    const NAME: &str = concat!(stringify!($folder), "/", stringify!($game));

                    #[cfg(feature = "split")]
                    fn tools() -> crate::Loading {
                        Box::pin(async {
                            if !tools_ready() {
                                let of = super::tools().await.map_err(|_| ())?;
                                TOOLS.with(|t| t.set(of(id())));
                            }
                            Ok(())
                        })
                    }

                    /// The split point of the view: the board view, from the
                    /// game's chunk (one split point per game: fewer chunks of
                    /// code that only some games share).
                    #[cfg(feature = "split")]
                    #[wasm_split($game, fallible)]
                    pub fn $view() -> Result<attic_kit::BoardFn, SplitLoaderError> {
                        Ok(crate::$folder::view::$view)
                    }

                    #[cfg(feature = "split")]
                    fn load() -> std::pin::Pin<Box<dyn std::future::Future<Output = Result<attic_kit::BoardFn, ()>>>> {
                        Box::pin(async {
                            // The view draws the game: its code comes first.
                            crate::prepare(id()).await?;
                            $view().await.map_err(|_| ())
                        })
                    }

                    #[cfg(feature = "split")]
                    fn draw(p: attic_kit::BoardProps) -> yew::Html {
                        attic_kit::lazy::lazy_board(p, NAME, load)
                    }
                }
            )+ })+
        }
    };
}

/// The split point of a game's AI searches (`ai()`, loaded by
/// `prepare_ai`, which only the AI worker calls), in the chunk its registry
/// line names (`Tau => board + TauAi`): a chunk of their own, so that a page
/// that shows the game without playing it (its puzzles, how to play, the
/// game page before the AI's first move) never fetches them; without a
/// name, in the game's own chunk. Measured (docs/measure.md, issue 29):
/// apart, how-to-play and puzzle pages are 5-35 KB lighter (TAU's search is
/// built on its exact solver, most of its code), and a game page whose AI
/// moves first 2-5 KB dearer (the code the rules and the searches share
/// becomes small chunks of its own).
#[cfg(feature = "split")]
macro_rules! ai_point {
    ($game:ident) => {
        crate::ai_point!($game, $game);
    };
    ($game:ident, $chunk:ident) => {
        /// The split point of the game's AI searches.
        #[wasm_split($chunk, fallible)]
        pub fn ai() -> Result<attic_core::registry::SearchFn, SplitLoaderError> {
            Ok(attic_ai::search::<Game>)
        }
    };
}
#[cfg(feature = "split")]
use ai_point;

games! {
    attic_oanquan_view as oanquan: [OanQuan => board + OanQuanAi],
    attic_chogo_view as chogo: [Chogo => board + ChogoAi],
    attic_straat_view as straat: [Straat => board + StraatAi],
    // `+ TauAi`: the game's searches in a chunk of their own (`ai_point!`).
    attic_tau_view as tau: [Tau => board + TauAi],
    // TURNO: one entry per sub-game (its own `Game` id and setup draw).
    // TURNO's boards: a crate of their own, built for size; it re-exports
    // the game's crate (Long Tau's below too).
    attic_turno_view as turno: [Loop => loop_view + LoopAi, Lottery => lottery_view + LotteryAi, Domino => domino_view + DominoAi, Checkers => checkers_view + CheckersAi],
    attic_longtau_view as longtau: [LongTau => board + LongTauAi],
    attic_turnooi as turnooi: [Turnooi => board + TurnooiAi],
}

/// A chunk's load: `Err` when it could not be fetched (a later call tries
/// again).
type Loading = std::pin::Pin<Box<dyn std::future::Future<Output = Result<(), ()>>>>;

/// How one game's parts load: its code (rules and AI), its folder's English
/// words and its tools, each ready or loaded once. Plain functions in one
/// table per game, so that what goes by id below is written once.
struct Loaders {
    id: fn() -> &'static str,
    code_ready: fn() -> bool,
    words_ready: fn() -> bool,
    tools_ready: fn() -> bool,
    ai_ready: fn() -> bool,
    code: fn() -> Loading,
    words: fn() -> Loading,
    tools: fn() -> Loading,
    ai: fn() -> Loading,
}

#[cfg(not(feature = "split"))]
impl Loaders {
    /// A game whose parts are all compiled in.
    const fn here(id: fn() -> &'static str) -> Loaders {
        fn yes() -> bool {
            true
        }
        fn done() -> Loading {
            Box::pin(std::future::ready(Ok(())))
        }
        Loaders {
            id,
            code_ready: yes,
            words_ready: yes,
            tools_ready: yes,
            ai_ready: yes,
            code: done,
            words: done,
            tools: done,
            ai: done,
        }
    }
}

/// The loaders of game `id` (or of the game of variant `id`).
fn loaders(id: &str) -> Option<&'static Loaders> {
    let id = (find(id)?.info)().id;
    LOADERS.iter().find(|l| (l.id)() == id)
}

/// Whether the code of game `id` (or of the game of variant `id`) is
/// loaded, with its words: its rules and AI can run now, or need
/// [`prepare`] first. An unknown id is ready (there is nothing to load; the
/// registry says it is unknown).
pub fn ready(id: &str) -> bool {
    loaders(id).is_none_or(|l| (l.code_ready)() && (l.words_ready)())
}

/// Whether the English words of game `id` are installed: what its rules
/// page needs. An unknown id is ready.
pub fn words_ready(id: &str) -> bool {
    loaders(id).is_none_or(|l| (l.words_ready)())
}

/// Make the code of game `id` (or of the game of variant `id`) ready to
/// run, and its words: with the `split` feature, fetch their chunks (once,
/// both at a time); otherwise there is nothing to do. `Err` when a chunk
/// could not be loaded (a later call tries again).
pub async fn prepare(id: &str) -> Result<(), ()> {
    let Some(l) = loaders(id) else { return Ok(()) };
    #[cfg(feature = "split")]
    {
        let (words, code) = futures::future::join((l.words)(), (l.code)()).await;
        words.and(code)
    }
    #[cfg(not(feature = "split"))]
    {
        (l.words)().await?;
        (l.code)().await
    }
}

/// Make game `id` ready for the AI worker: its code and words
/// ([`prepare`]) and its AI searches, a chunk apart in the split build, so
/// that a page (which never searches) does not fetch them. `Err` when a
/// chunk could not be loaded.
pub async fn prepare_ai(id: &str) -> Result<(), ()> {
    let Some(l) = loaders(id) else { return Ok(()) };
    #[cfg(feature = "split")]
    {
        let (code, ai) = futures::future::join(prepare(id), (l.ai)()).await;
        code.and(ai)
    }
    #[cfg(not(feature = "split"))]
    {
        prepare(id).await?;
        (l.ai)().await
    }
}

/// Whether game `id` is ready for the AI worker ([`prepare_ai`]). An
/// unknown id is ready.
pub fn ai_ready(id: &str) -> bool {
    ready(id) && loaders(id).is_none_or(|l| (l.ai_ready)())
}

/// The search of a split build's game chunk: the game's searches are a
/// chunk of their own ([`prepare_ai`]), which the registry's entry
/// forwards to ([`attic_core::registry::Deferred::search`]); the chunk's
/// entry is never asked for one.
#[cfg(feature = "split")]
fn search_apart(_: &dyn attic_core::AnyGame, _: u8, _: u64) -> Box<dyn attic_core::SearchJob> {
    unreachable!("the registry's entry searches with the game's AI chunk")
}

/// Load the English words of game `id` without its code (a rules page).
/// `Err` when their chunk could not be loaded.
pub async fn prepare_words(id: &str) -> Result<(), ()> {
    match loaders(id) {
        Some(l) => (l.words)().await,
        None => Ok(()),
    }
}

/// The games that ship puzzles ([`attic_core::GameInfo::has_puzzles`]), in
/// gallery order: known without loading any game's code.
pub fn with_puzzles() -> impl Iterator<Item = &'static attic_core::GameInfo> {
    GAMES
        .iter()
        .map(|g| (g.entry.info)())
        .filter(|i| i.has_puzzles)
}

/// Make the tools of game `id` ready to run (`attic solve`, reviews, odds),
/// its code too: with the `split` feature their chunk is fetched once.
/// `Err` when a chunk could not be loaded.
pub async fn prepare_tools(id: &str) -> Result<(), ()> {
    prepare(id).await?;
    match loaders(id) {
        Some(l) if !(l.tools_ready)() => (l.tools)().await,
        _ => Ok(()),
    }
}

/// Load the code of every game (see [`prepare`]): for what reads records of
/// any game (an archive, an export that leaves out private hands). `Err`
/// when a chunk could not be loaded.
pub async fn prepare_all() -> Result<(), ()> {
    for g in GAMES {
        prepare((g.entry.info)().id).await?;
    }
    Ok(())
}

/// Load the code of the game a record or a pasted text names in its `Game`
/// tag; every game's when it names none that is known (a share link, a
/// text that is not a record). `Err` when a chunk could not be loaded.
pub async fn prepare_for(text: &str) -> Result<(), ()> {
    let named = record_game(text).filter(|id| find(id).is_some());
    match named {
        Some(id) => prepare(id).await,
        None => prepare_all().await,
    }
}

/// The value of a record's `Game` tag, read from its tag lines alone (no
/// game's code is needed for it).
pub fn record_game(text: &str) -> Option<&str> {
    text.lines()
        .map(str::trim)
        .take_while(|l| l.starts_with('[') || l.is_empty())
        .find_map(|l| l.strip_prefix("[Game \"")?.strip_suffix("\"]"))
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
