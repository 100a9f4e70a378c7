//! How the generic layers reach the games without naming one: a
//! [`GameEntry`] of plain functions per game type, and a [`Registry`] to
//! find entries by id. The crate's registry is `games::REGISTRY`; tests
//! make their own for toy games. Core never imports a game or the AI: the
//! entry's `search` is filled in by whoever builds the entry.

use super::any::{new_any, AnyGame, SearchJob};
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
}

impl GameEntry {
    /// The entry of a game type, whose AI searches start with `search`.
    pub const fn of<G: Game>(search: SearchFn) -> GameEntry {
        GameEntry {
            info: G::info,
            new_game: new_any::<G>,
            draw_setup: G::draw_setup,
            from_position: position_any::<G>,
            search,
            solve: solve_of::<G>,
            advice: G::advice,
            review: review_of::<G>,
            odds: odds_of::<G>,
            bench: bench_of::<G>,
        }
    }
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
