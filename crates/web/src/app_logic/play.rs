//! The play flow, as a slice of the app's state with its own reducer: the
//! AI request or pause the app has open, whether a game of AIs is paused
//! (or plays one step), and which seat's player confirmed holding the
//! device. Plain Rust, tested natively.
//!
//! Each value remembers what it was set for, by the counters of the game
//! slice ([`GameState`]): a request or pause is open only while its id is
//! the position's [`GameState::ticket`], a pause and a confirmation hold
//! for the game they were made in (`game_no`), a step until the app plays
//! a ply (`auto_plies`). So a change of the game ends them without this
//! reducer reading the other slice.

use super::game::GameState;
use attic_core::Seat;

/// What the play flow's values are set for (the game slice's counters
/// when the action was dispatched).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stamp {
    /// [`GameState::game_no`].
    pub game_no: u64,
    /// [`GameState::auto_plies`].
    pub auto_plies: u64,
}

impl Stamp {
    /// The game slice's counters now.
    pub fn of(g: &GameState) -> Stamp {
        Stamp {
            game_no: g.game_no,
            auto_plies: g.auto_plies,
        }
    }
}

/// The play flow, as set (read it through [`PlayState::flow`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayState {
    /// The AI request sent (its id).
    thinking: Option<u64>,
    /// The pause begun before a chance draw or an automatic ply (its id).
    pending: Option<u64>,
    /// The game of AIs paused (in this game).
    paused: Option<u64>,
    /// While paused: play one more ply (until this many plies by the app).
    step: Option<Stamp>,
    /// The seat whose player last confirmed holding the device (the pass
    /// screen; see [`super::seating::seating`]), in this game.
    confirmed: Option<(u64, Seat)>,
}

/// The play flow of the game on screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Flow {
    /// The open AI request, if the AI is thinking.
    pub thinking: Option<u64>,
    /// The open pause before a chance draw or an automatic ply.
    pub pending: Option<u64>,
    /// With every seat played by the AI: whether the game is paused.
    pub paused: bool,
    /// While paused: play one more ply, then pause again.
    pub step: bool,
    /// The seat whose player last confirmed holding the device.
    pub confirmed: Option<Seat>,
}

/// What can happen to the play flow.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayAction {
    /// A request was sent to the AI (its id, a [`GameState::ticket`]).
    Thinking(u64),
    /// A pause before a chance draw or an automatic ply began (its id).
    Pending(u64),
    /// With every seat played by the AI: pause (true) or go on (false).
    /// Also sent with [`super::game::GameAction::SetSeats`] when a person
    /// joins (false).
    Pause(bool, Stamp),
    /// While paused: play one ply.
    Step(Stamp),
    /// The player of this seat holds the device now (the pass screen).
    Confirm(Seat, Stamp),
}

impl PlayState {
    /// The flow for the game on screen: what was set for another game or
    /// position is over.
    pub fn flow(&self, g: &GameState) -> Flow {
        let open = |id: Option<u64>| id.filter(|id| *id == g.ticket());
        Flow {
            thinking: open(self.thinking),
            pending: open(self.pending),
            paused: self.paused == Some(g.game_no),
            step: self.step == Some(Stamp::of(g)),
            confirmed: self
                .confirmed
                .filter(|(n, _)| *n == g.game_no)
                .map(|(_, s)| s),
        }
    }

    /// Apply an action; false when nothing changed.
    pub fn apply(&mut self, action: PlayAction) -> bool {
        let before = self.clone();
        match action {
            PlayAction::Thinking(id) => self.thinking = Some(id),
            PlayAction::Pending(id) => self.pending = Some(id),
            PlayAction::Pause(on, at) => {
                self.paused = on.then_some(at.game_no);
                self.step = None;
            }
            PlayAction::Step(at) => {
                self.paused = Some(at.game_no);
                self.step = Some(at);
            }
            PlayAction::Confirm(seat, at) => self.confirmed = Some((at.game_no, seat)),
        }
        *self != before
    }
}
