//! The app's state in slices, each with its own reducer and context:
//!
//! - the game on screen ([`GameState`], plain Rust in
//!   [`crate::app_logic::game`]): the record and its seats, the ply shown,
//!   redo, the last move's animation, the notes and the error banner;
//! - the play flow ([`PlayState`], [`crate::app_logic::play`]): the AI
//!   request or pause open, pause and step, the pass screen's
//!   confirmation;
//! - My games ([`GamesState`]): the storage banner's problems and the
//!   notice above the game.
//!
//! An action that concerns two slices is dispatched to both (see
//! [`Dispatch`]); the game slice's switches announce their notice, which
//! [`use_announce`] hands to the My games slice. Saving is an effect on
//! the game's revision ([`super::saving::use_saving`]).

use super::storage::Problem;
use std::rc::Rc;
use yew::prelude::*;

pub use crate::app_logic::game::{
    too_long, AiNote, Anim, Env, GameAction, GameState, Notice, Opened, Received,
};
pub use crate::app_logic::play::{Flow, PlayAction, PlayState, Stamp};
pub use crate::app_logic::seating::{default_seats, SeatKind};

/// What the game reducer asks of the page.
pub fn env() -> Env {
    Env {
        is_step: super::board::is_step,
        new_entry: super::storage::new_id,
        new_post_id: || crate::app_logic::post::new_id(super::random_seed()),
        player_name: super::text::player_msg,
    }
}

impl Reducible for GameState {
    type Action = GameAction;

    fn reduce(self: Rc<Self>, action: GameAction) -> Rc<Self> {
        let mut st = (*self).clone();
        if st.apply(action) {
            Rc::new(st)
        } else {
            self
        }
    }
}

impl Reducible for PlayState {
    type Action = PlayAction;

    fn reduce(self: Rc<Self>, action: PlayAction) -> Rc<Self> {
        let mut st = (*self).clone();
        if st.apply(action) {
            Rc::new(st)
        } else {
            self
        }
    }
}

/// My games' slice: what went wrong with storage, and the notice.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GamesState {
    /// What went wrong with storage (the storage banner).
    pub problems: Vec<Problem>,
    /// A notice about the games (a link opened as its own game, a line
    /// kept apart from another tab's).
    pub notice: Option<Notice>,
}

/// What can happen to My games' slice.
pub enum GamesAction {
    /// Report a storage problem (one of a kind: a newer one replaces it).
    Problem(Problem),
    /// Every write succeeded again: drop the reports of failed writes.
    Saved,
    /// Hide the storage banner.
    ClearProblems,
    /// Show a notice (None: hide it).
    Notice(Option<Notice>),
}

impl Reducible for GamesState {
    type Action = GamesAction;

    fn reduce(self: Rc<Self>, action: GamesAction) -> Rc<Self> {
        let mut st = (*self).clone();
        match action {
            GamesAction::Problem(p) => {
                st.problems
                    .retain(|q| std::mem::discriminant(q) != std::mem::discriminant(&p));
                st.problems.push(p);
            }
            GamesAction::Saved => {
                st.problems
                    .retain(|p| !matches!(p, Problem::NotSaved { .. }));
            }
            GamesAction::ClearProblems => st.problems.clear(),
            GamesAction::Notice(n) => st.notice = n,
        }
        if st == *self {
            self
        } else {
            Rc::new(st)
        }
    }
}

/// The game slice's handle (its context).
pub type GameHandle = UseReducerHandle<GameState>;
/// The play flow's handle (its context).
pub type PlayHandle = UseReducerHandle<PlayState>;
/// My games' handle (its context).
pub type GamesHandle = UseReducerHandle<GamesState>;
/// The game slice's dispatcher.
pub type GameDispatch = UseReducerDispatcher<GameState>;

/// The dispatchers of every slice, for what concerns more than one (they
/// hold no state: what they do reads no stale value).
#[derive(Clone, PartialEq)]
pub struct Dispatch {
    /// The game on screen.
    pub game: UseReducerDispatcher<GameState>,
    /// The play flow.
    pub play: UseReducerDispatcher<PlayState>,
    /// My games.
    pub games: UseReducerDispatcher<GamesState>,
}

impl Dispatch {
    /// Show the error banner.
    pub fn error(&self, words: Vec<attic_core::Msg>) {
        self.game.dispatch(GameAction::Error(words));
    }

    /// Report a storage problem.
    pub fn problem(&self, p: Problem) {
        self.games.dispatch(GamesAction::Problem(p));
    }

    /// Show a notice (None: hide it).
    pub fn notice(&self, n: Option<Notice>) {
        self.games.dispatch(GamesAction::Notice(n));
    }
}

/// The game on screen (None outside the app).
#[hook]
pub fn use_game() -> Option<GameHandle> {
    use_context::<GameHandle>()
}

/// The play flow of the game on screen (the default outside the app).
#[hook]
pub fn use_flow() -> Flow {
    let game = use_context::<GameHandle>();
    let play = use_context::<PlayHandle>();
    match (game, play) {
        (Some(g), Some(p)) => p.flow(&g),
        _ => Flow::default(),
    }
}

/// My games' slice (None outside the app).
#[hook]
pub fn use_games() -> Option<GamesHandle> {
    use_context::<GamesHandle>()
}

/// Every slice's dispatcher (None outside the app).
#[hook]
pub fn use_dispatch() -> Option<Dispatch> {
    let game = use_context::<GameHandle>();
    let play = use_context::<PlayHandle>();
    let games = use_context::<GamesHandle>();
    Some(Dispatch {
        game: game?.dispatcher(),
        play: play?.dispatcher(),
        games: games?.dispatcher(),
    })
}

/// A switch to another game says what it says (or hides the notice): the
/// My games slice shows it.
#[hook]
pub fn use_announce(game: &GameHandle, games: &GamesHandle) {
    let d = games.dispatcher();
    let (n, notice) = game.switched.clone();
    use_effect_with(n, move |n| {
        if *n > 0 {
            d.dispatch(GamesAction::Notice(notice));
        }
    });
}
