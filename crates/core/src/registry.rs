//! How the generic layers reach the games without naming one: a
//! [`GameEntry`] of plain functions per game type, and a [`Registry`] to
//! find entries by id. The crate's registry is `games::REGISTRY`; tests
//! make their own for toy games. Core never imports a game or the AI: the
//! entry's `search` is filled in by whoever builds the entry.

use super::any::{draw_tags, new_any, AnyGame, SearchJob};
use super::error::SetupError;
use super::game::{Game, GameInfo, Review, Rules};
use super::msg::{Lang, Msg};
use super::options::Options;
use super::rng::Rng;

/// Start a search for the seat to move in a game: `level` 1..=5, or
/// [`UCT`] for the plain UCT baseline; the search sees only that seat's
/// view.
pub type SearchFn = fn(&dyn AnyGame, u8, u64) -> Box<dyn SearchJob>;

/// Make a start position from options and setup tags.
pub type NewGameFn = fn(&Options, &[(String, String)]) -> Result<Box<dyn AnyGame>, SetupError>;

/// Read a position string; `None` when the game has no position reader.
pub type FromPositionFn = fn(&Options, &str) -> Option<Result<Box<dyn AnyGame>, SetupError>>;

/// The level number of the plain UCT baseline (`attic arena --b uct`).
pub const UCT: u8 = 0;

/// One game type, as plain functions.
#[derive(Clone, Copy)]
pub struct GameEntry {
    /// The game's description.
    pub info: fn() -> &'static GameInfo,
    /// Make a start position from options and setup tags.
    pub new_game: NewGameFn,
    /// Draw the random setup values (as tags) for a new game.
    pub draw_setup: fn(&Options, &mut Rng) -> Vec<(String, String)>,
    /// Read a position string (see [`Notation::from_position`](crate::Notation::from_position)).
    pub from_position: FromPositionFn,
    /// Start an AI search (see [`SearchFn`]).
    pub search: SearchFn,
    /// `attic solve` for this game: `None` when it has no solver (see
    /// [`Tools::solve`](crate::Tools::solve)).
    pub solve: fn(&[String], &mut dyn std::io::Read) -> Option<crate::ToolResult>,
    /// Advice on options for the new-game dialog (see [`Words::advice`](crate::Words::advice)).
    pub advice: fn(&Options) -> Option<Msg>,
    /// The after-game review, ready to run, or `None` when the game has
    /// none (see [`Tools::review`](crate::Tools::review)).
    pub review: fn(&str, Lang) -> Option<Review>,
    /// The odds of unseen values in a record's position (see [`Tools::odds`](crate::Tools::odds)).
    pub odds: fn(&str) -> Option<Result<String, String>>,
    /// The game's own timings for `attic bench` (see [`Tools::bench`](crate::Tools::bench)).
    pub bench: fn() -> Option<String>,
    /// Whether the game has an after-game review (asked before any
    /// review's code is there: the game-over banner's button).
    pub offers_review: fn() -> bool,
    /// The game's puzzles, if it has them (see [`Tools::puzzles`](crate::Tools::puzzles)).
    pub puzzles: fn() -> Option<crate::puzzle::Puzzles>,
}

/// An entry's tools (`solve`, `review`, `odds`, `bench`, `puzzles`): the split web
/// build loads them apart from the game's rules and AI, when the worker
/// first runs one (see [`Deferred::tools`]).
#[derive(Clone, Copy)]
pub struct ToolFns {
    /// See [`GameEntry::solve`].
    pub solve: fn(&[String], &mut dyn std::io::Read) -> Option<crate::ToolResult>,
    /// See [`GameEntry::review`].
    pub review: fn(&str, Lang) -> Option<Review>,
    /// See [`GameEntry::odds`].
    pub odds: fn(&str) -> Option<Result<String, String>>,
    /// See [`GameEntry::bench`].
    pub bench: fn() -> Option<String>,
    /// See [`GameEntry::puzzles`].
    pub puzzles: fn() -> Option<crate::puzzle::Puzzles>,
}

impl ToolFns {
    /// The tools of a game type.
    pub const fn of<G: Rules>() -> ToolFns {
        ToolFns {
            solve: solve_of::<G>,
            review: review_of::<G>,
            odds: odds_of::<G>,
            bench: bench_of::<G>,
            puzzles: puzzles_of::<G>,
        }
    }
}

impl GameEntry {
    /// The entry of a game type, whose AI searches start with `search`.
    pub const fn of<G: Game>(search: SearchFn) -> GameEntry {
        GameEntry::without_tools::<G>(search).with_tools(ToolFns::of::<G>())
    }

    /// The entry of a game type without its tools (they say they are not
    /// there): what the split web build's game chunk holds, its tools
    /// coming from [`ToolFns::of`] in a chunk of their own.
    pub const fn without_tools<G: Game>(search: SearchFn) -> GameEntry {
        GameEntry {
            info: G::info,
            new_game: new_any::<G>,
            draw_setup: draw_tags::<G>,
            from_position: position_any::<G>,
            search,
            solve: |_, _| None,
            advice: G::advice,
            review: |_, _| None,
            odds: |_| None,
            bench: || None,
            offers_review: offers_review_of::<G>,
            puzzles: || None,
        }
    }

    /// This entry with `tools`.
    pub const fn with_tools(self, tools: ToolFns) -> GameEntry {
        GameEntry {
            solve: tools.solve,
            review: tools.review,
            odds: tools.odds,
            bench: tools.bench,
            puzzles: tools.puzzles,
            ..self
        }
    }

    /// This entry's tools.
    pub const fn tools(&self) -> ToolFns {
        ToolFns {
            solve: self.solve,
            review: self.review,
            odds: self.odds,
            bench: self.bench,
            puzzles: self.puzzles,
        }
    }
}

/// A game whose code the split web build fetches on first use (issue 27):
/// its [`GameInfo`] is always at hand, its entry only once its code is
/// loaded. [`GameEntry::deferred`] makes an entry that forwards to it.
pub trait Deferred: 'static {
    /// The game's description (always there).
    fn info() -> &'static GameInfo;
    /// The game's own entry, once its code is loaded.
    fn loaded() -> Option<GameEntry>;
    /// The game's tools, once loaded (by default those of [`Self::loaded`]).
    fn tools() -> Option<ToolFns> {
        Self::loaded().map(|e| e.tools())
    }
    /// The game's AI searches, once loaded (by default those of
    /// [`Self::loaded`]): the split web build loads them apart, in the AI
    /// worker only, so a page never fetches the code of a search.
    fn search() -> Option<SearchFn> {
        Self::loaded().map(|e| e.search)
    }
}

impl GameEntry {
    /// The entry of a game whose code may not be loaded yet: each function
    /// forwards to [`Deferred::loaded`]'s. Before that, a new game or a
    /// position fails with [`SetupKind::NotLoaded`](crate::SetupKind), the
    /// tools say they are not there, and a search panics: whoever starts
    /// one loads the game's AI first ([`Deferred::search`]; the AI worker
    /// does).
    pub const fn deferred<D: Deferred>() -> GameEntry {
        GameEntry {
            info: D::info,
            new_game: deferred::new_game::<D>,
            draw_setup: deferred::draw_setup::<D>,
            from_position: deferred::from_position::<D>,
            search: deferred::search::<D>,
            solve: deferred::solve::<D>,
            advice: deferred::advice::<D>,
            review: deferred::review::<D>,
            odds: deferred::odds::<D>,
            bench: deferred::bench::<D>,
            offers_review: deferred::offers_review::<D>,
            puzzles: deferred::puzzles::<D>,
        }
    }
}

/// The forwarding functions of [`GameEntry::deferred`].
mod deferred {
    use super::*;

    fn not_loaded<D: Deferred>() -> SetupError {
        SetupError::new(
            Msg::new(&crate::msg::CORE, "setup.not-loaded").text("game", D::info().title),
        )
    }

    pub fn new_game<D: Deferred>(
        o: &Options,
        t: &[(String, String)],
    ) -> Result<Box<dyn AnyGame>, SetupError> {
        (D::loaded().ok_or_else(not_loaded::<D>)?.new_game)(o, t)
    }

    pub fn draw_setup<D: Deferred>(o: &Options, rng: &mut Rng) -> Vec<(String, String)> {
        D::loaded().map_or_else(Vec::new, |e| (e.draw_setup)(o, rng))
    }

    pub fn from_position<D: Deferred>(
        o: &Options,
        text: &str,
    ) -> Option<Result<Box<dyn AnyGame>, SetupError>> {
        match D::loaded() {
            Some(e) => (e.from_position)(o, text),
            None => Some(Err(not_loaded::<D>())),
        }
    }

    pub fn search<D: Deferred>(g: &dyn AnyGame, level: u8, seed: u64) -> Box<dyn SearchJob> {
        let search = D::search().expect("a search starts only once its game's AI is loaded");
        search(g, level, seed)
    }

    pub fn solve<D: Deferred>(
        args: &[String],
        input: &mut dyn std::io::Read,
    ) -> Option<crate::ToolResult> {
        (D::tools()?.solve)(args, input)
    }

    pub fn advice<D: Deferred>(o: &Options) -> Option<Msg> {
        (D::loaded()?.advice)(o)
    }

    pub fn review<D: Deferred>(record: &str, lang: Lang) -> Option<Review> {
        (D::tools()?.review)(record, lang)
    }

    pub fn odds<D: Deferred>(record: &str) -> Option<crate::ToolResult> {
        (D::tools()?.odds)(record)
    }

    pub fn bench<D: Deferred>() -> Option<String> {
        (D::tools()?.bench)()
    }

    pub fn offers_review<D: Deferred>() -> bool {
        D::loaded().is_some_and(|e| (e.offers_review)())
    }

    pub fn puzzles<D: Deferred>() -> Option<crate::puzzle::Puzzles> {
        (D::tools()?.puzzles)()
    }
}

fn offers_review_of<G: Rules>() -> bool {
    G::tools().review.is_some()
}

fn solve_of<G: Rules>(
    args: &[String],
    input: &mut dyn std::io::Read,
) -> Option<Result<String, String>> {
    Some(G::tools().solve?(args, input))
}

fn review_of<G: Rules>(record: &str, lang: Lang) -> Option<Review> {
    let review = G::tools().review?;
    let record = record.to_string();
    Some(Box::new(move || review(&record, lang)))
}

fn odds_of<G: Rules>(record: &str) -> Option<Result<String, String>> {
    Some(G::tools().odds?(record))
}

fn bench_of<G: Rules>() -> Option<String> {
    Some(G::tools().bench?())
}

fn puzzles_of<G: Rules>() -> Option<crate::puzzle::Puzzles> {
    G::tools().puzzles
}

fn position_any<G: Game>(
    options: &Options,
    text: &str,
) -> Option<Result<Box<dyn AnyGame>, SetupError>> {
    let r = G::from_position(options, text)?;
    Some(r.map(|g| Box::new(g) as Box<dyn AnyGame>))
}

/// A set of games, found by id.
pub trait Registry {
    /// Every entry, in gallery order.
    fn entries(&self) -> Vec<&'static GameEntry>;

    /// The entry for a game id or one of its variant ids.
    fn find(&self, id: &str) -> Option<&'static GameEntry> {
        self.entries().into_iter().find(|e| {
            let info = (e.info)();
            info.id == id || info.variants.iter().any(|(v, _)| *v == id)
        })
    }
}

/// A registry over a static list of entries (tests' toy games).
pub struct List(pub &'static [&'static GameEntry]);

impl Registry for List {
    fn entries(&self) -> Vec<&'static GameEntry> {
        self.0.to_vec()
    }
}
