//! The app state and its reducer. The state owns the game record (the
//! [`Session`]); the board shows `session.at(cursor)`. Every change bumps
//! `version`, which the AI trigger and the saver watch.

use crate::core::any::seat_to_move;
use crate::core::{Event, Session, Turn};
use std::rc::Rc;
use yew::prelude::*;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A person at this device.
    Human,
    /// The AI at this level (1..=5).
    Ai(u8),
}

impl SeatKind {
    /// `human`, `ai1` … `ai5` (the dialog's option values and the saved form).
    pub fn code(self) -> String {
        match self {
            SeatKind::Human => "human".into(),
            SeatKind::Ai(l) => format!("ai{l}"),
        }
    }
    /// Inverse of [`SeatKind::code`]; None for anything else.
    pub fn parse(s: &str) -> Option<SeatKind> {
        if s == "human" {
            return Some(SeatKind::Human);
        }
        let l: u8 = s.strip_prefix("ai")?.parse().ok()?;
        (1..=5).contains(&l).then_some(SeatKind::Ai(l))
    }
}

/// A move being animated: the ply it leads to, its events, steps shown.
#[derive(Clone, Debug, PartialEq)]
pub struct Anim {
    /// The ply the move leads to.
    pub ply: usize,
    /// Visible steps done so far.
    pub step: usize,
    /// Visible steps in total.
    pub steps: usize,
}

/// Everything the app shows.
#[derive(Clone, Debug)]
pub struct AppState {
    /// The game being played (None before the first one starts).
    pub session: Option<Rc<Session>>,
    /// Who plays each seat.
    pub seats: Vec<SeatKind>,
    /// The ply shown.
    pub cursor: usize,
    /// Tokens taken back by undo, most recent last, for redo.
    pub redo: Vec<String>,
    /// What the move into ply `events_ply` did (for the animation).
    pub events: Rc<Vec<Event>>,
    /// The ply `events` lead to.
    pub events_ply: usize,
    /// The animation in progress, if any.
    pub anim: Option<Anim>,
    /// The open AI request, if the AI is thinking.
    pub thinking: Option<u64>,
    /// Last request id handed out; answers to older ids are stale.
    pub request: u64,
    /// Summary of the AI's last move.
    pub ai_note: Option<String>,
    /// The error banner text.
    pub error: Option<String>,
    /// Bumped on every change.
    pub version: u64,
    /// Bumped when the record or the seats change (what storage saves).
    pub game_rev: u64,
}

impl Default for AppState {
    fn default() -> Self {
        AppState {
            session: None,
            seats: vec![SeatKind::Human, SeatKind::Ai(1)],
            cursor: 0,
            redo: Vec::new(),
            events: Rc::new(Vec::new()),
            events_ply: 0,
            anim: None,
            thinking: None,
            request: 0,
            ai_note: None,
            error: None,
            version: 0,
            game_rev: 0,
        }
    }
}

impl PartialEq for AppState {
    fn eq(&self, o: &Self) -> bool {
        self.version == o.version
    }
}

/// What can happen to the state.
pub enum Action {
    /// Start this game with these seats.
    NewGame(Session, Vec<SeatKind>),
    /// Replace the game with an imported one (record or link); seats kept
    /// when the game is the same, else the defaults.
    Import(Session),
    /// A person plays a token at the shown position (later plies are cut).
    Play(String),
    /// The AI's answer to request `id`.
    AiMove {
        /// Request id.
        id: u64,
        /// The move.
        token: String,
        /// The AI's one-line summary.
        summary: String,
    },
    /// A request was sent to the AI.
    Thinking(u64),
    /// The AI failed on request `id`.
    AiFailed(u64, String),
    /// Chance is to move: draw with this seed.
    DrawChance(u64),
    /// Show this ply (no change to the record; clamped to the last).
    Navigate(usize),
    /// Show the ply this many moves later (negative: earlier).
    NavBy(i64),
    /// Take back the last move (against the AI: back to a human turn).
    Undo,
    /// Replay a move taken back.
    Redo,
    /// Change who plays the seats.
    SetSeats(Vec<SeatKind>),
    /// One more animation step.
    AnimStep,
    /// Skip the rest of the animation.
    AnimEnd,
    /// Show the error banner.
    Error(String),
    /// Hide the error banner.
    ClearError,
}

impl AppState {
    /// Whether a seat is played by a person.
    pub fn is_human(&self, seat: u8) -> bool {
        matches!(self.seats.get(seat as usize), Some(SeatKind::Human) | None)
    }

    /// The AI level of the seat to move at the end of the game, if it is an AI's turn.
    pub fn ai_to_move(&self) -> Option<u8> {
        let s = self.session.as_ref()?;
        match self.seats.get(seat_to_move(s.current())? as usize) {
            Some(SeatKind::Ai(l)) => Some(*l),
            _ => None,
        }
    }

    /// Append a token at the end of the record, set up its animation.
    /// Returns the error text if it is not legal.
    fn push(&mut self, token: &str, follow: bool) -> Result<(), String> {
        let Some(s) = self.session.as_mut() else {
            return Err("no game is being played".into());
        };
        let mut next = s.current().clone_box();
        let (_, events) = next.play_token(token).map_err(|e| e.to_string())?;
        Rc::make_mut(s).play(token).map_err(|e| e.to_string())?;
        let len = s.len();
        if follow {
            self.cursor = len;
            let steps = events.iter().filter(|e| super::board::is_step(e)).count();
            self.anim = (steps > 0).then_some(Anim {
                ply: len,
                step: 0,
                steps,
            });
        }
        self.events = Rc::new(events);
        self.events_ply = len;
        Ok(())
    }

    /// Forget any AI request (its answer will be stale).
    fn cancel_ai(&mut self) {
        self.thinking = None;
        self.request += 1;
    }
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut st = (*self).clone();
        st.version += 1;
        let view_only = matches!(
            action,
            Action::Navigate(_)
                | Action::NavBy(_)
                | Action::AnimStep
                | Action::AnimEnd
                | Action::Thinking(_)
                | Action::Error(_)
                | Action::ClearError
        );
        if !view_only {
            st.game_rev += 1;
        }
        match action {
            Action::NewGame(s, seats) => {
                st.cursor = s.len();
                st.session = Some(Rc::new(s));
                st.seats = seats;
                st.redo.clear();
                st.events = Rc::new(Vec::new());
                st.anim = None;
                st.ai_note = None;
                st.cancel_ai();
            }
            Action::Import(s) => {
                let same = st.session.as_ref().map(|c| c.info().id) == Some(s.info().id);
                if !same || st.seats.len() != s.current().seats() as usize {
                    st.seats = default_seats(s.current().seats());
                }
                st.cursor = s.len();
                st.session = Some(Rc::new(s));
                st.redo.clear();
                st.events = Rc::new(Vec::new());
                st.anim = None;
                st.ai_note = None;
                st.error = None;
                st.cancel_ai();
            }
            Action::Play(token) => {
                let Some(s) = st.session.as_mut() else {
                    return self;
                };
                if st.cursor < s.len() {
                    // Playing from an earlier position starts a new line.
                    Rc::make_mut(s).truncate(st.cursor);
                }
                match st.push(&token, true) {
                    Ok(()) => {
                        st.redo.clear();
                        st.ai_note = None;
                        st.cancel_ai();
                    }
                    Err(e) => st.error = Some(format!("move {token}: {e}")),
                }
            }
            Action::AiMove { id, token, summary } => {
                if st.thinking != Some(id) || st.ai_to_move().is_none() {
                    return self; // stale: the game changed meanwhile
                }
                st.thinking = None;
                let follow = st.session.as_ref().map(|s| s.len()) == Some(st.cursor);
                match st.push(&token, follow) {
                    Ok(()) => {
                        st.redo.clear();
                        st.ai_note = Some(summary);
                    }
                    Err(e) => {
                        st.error = Some(format!("the AI played {token}, which is not legal: {e}"))
                    }
                }
            }
            Action::Thinking(id) => {
                st.thinking = Some(id);
                st.request = st.request.max(id);
            }
            Action::AiFailed(id, msg) => {
                if st.thinking != Some(id) {
                    return self;
                }
                st.thinking = None;
                st.error = Some(format!("AI: {msg}"));
                // Hand the seat to a person so the game can go on.
                if let Some(seat) = st.session.as_ref().and_then(|s| seat_to_move(s.current())) {
                    if let Some(k) = st.seats.get_mut(seat as usize) {
                        *k = SeatKind::Human;
                    }
                }
            }
            Action::DrawChance(seed) => {
                let Some(s) = st.session.as_mut() else {
                    return self;
                };
                if s.current().turn() != Turn::Chance {
                    return self;
                }
                let follow = st.cursor == s.len();
                Rc::make_mut(s).draw_chance(&mut crate::core::Rng::new(seed));
                if follow {
                    st.cursor = s.len();
                }
            }
            Action::Navigate(ply) => {
                let len = st.session.as_ref().map_or(0, |s| s.len());
                st.cursor = ply.min(len);
                st.anim = None;
            }
            Action::NavBy(d) => {
                let len = st.session.as_ref().map_or(0, |s| s.len()) as i64;
                st.cursor = (st.cursor as i64 + d).clamp(0, len) as usize;
                st.anim = None;
            }
            Action::Undo => {
                let Some(s) = st.session.as_mut() else {
                    return self;
                };
                if s.is_empty() {
                    return self;
                }
                let seats = st.seats.clone();
                let human = |seat: Option<u8>| {
                    seat.is_some_and(|p| {
                        matches!(seats.get(p as usize), Some(SeatKind::Human) | None)
                    })
                };
                let any_human = seats.contains(&SeatKind::Human);
                let s = Rc::make_mut(s);
                loop {
                    let n = s.len();
                    if n == 0 {
                        break;
                    }
                    st.redo.push(s.tokens()[n - 1].clone());
                    s.truncate(n - 1);
                    // Against the AI, go back to a position where a person moves.
                    if !any_human || human(seat_to_move(s.current())) {
                        break;
                    }
                }
                st.cursor = s.len();
                st.events = Rc::new(Vec::new());
                st.anim = None;
                st.ai_note = None;
                st.cancel_ai();
            }
            Action::Redo => {
                let Some(token) = st.redo.pop() else {
                    return self;
                };
                if let Err(e) = st.push(&token, true) {
                    st.error = Some(format!("redo {token}: {e}"));
                    st.redo.clear();
                }
                st.cancel_ai();
            }
            Action::SetSeats(seats) => {
                st.seats = seats;
                st.cancel_ai();
            }
            Action::AnimStep => match st.anim.as_mut() {
                Some(a) if a.step + 1 < a.steps => a.step += 1,
                Some(_) => st.anim = None,
                None => return self,
            },
            Action::AnimEnd => {
                if st.anim.take().is_none() {
                    return self;
                }
            }
            Action::Error(e) => st.error = Some(e),
            Action::ClearError => st.error = None,
        }
        Rc::new(st)
    }
}

/// Seat 0 a person, the others the level-1 AI.
pub fn default_seats(n: u8) -> Vec<SeatKind> {
    (0..n.max(1))
        .map(|i| {
            if i == 0 {
                SeatKind::Human
            } else {
                SeatKind::Ai(1)
            }
        })
        .collect()
}

/// The state handle every component reaches through the context.
pub type AppHandle = UseReducerHandle<AppState>;
