//! The app state and its reducer. The state owns the game record (the
//! [`Session`]); the board shows `session.at(cursor)`. Every change bumps
//! `version`, which the AI trigger and the saver watch. Each game is an
//! entry of My games (`entry`, see [`super::storage`]): starting,
//! importing or opening a game switches entries and never writes over
//! another game.

use super::storage::{self, Problem};
use super::text::m;
use crate::app_logic::saves;
use crate::app_logic::seating::{self, Next};
use attic_core::any::seat_to_move;
use attic_core::{Event, Msg, Seat};
use attic_records::Session;
use std::rc::Rc;
use yew::prelude::*;

pub use crate::app_logic::seating::{default_seats, SeatKind};

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

/// What the page says about the AI's last move.
#[derive(Clone, Debug, PartialEq)]
pub struct AiNote {
    /// The ply the AI's move led to (its move is token `ply - 1`).
    pub ply: usize,
    /// How it saw the game for its seat, in [0, 1], if it could say.
    pub outlook: Option<f32>,
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
    /// The AI's last move and how it saw the game then.
    pub ai_note: Option<AiNote>,
    /// The open pause before a chance draw or an automatic ply (its id,
    /// from the same counter as AI requests).
    pub pending: Option<u64>,
    /// What the app last played for a seat or drew for chance, for
    /// people, and the number of plies once it was played (the note is
    /// shown until every seat has moved since).
    pub auto_note: Option<(usize, Msg)>,
    /// With every seat played by the AI: whether the game is paused.
    pub paused: bool,
    /// While paused: play one more ply, then pause again.
    pub step: bool,
    /// The seat whose player last confirmed holding the device (the pass
    /// screen; see [`seating::seating`]).
    pub confirmed: Option<Seat>,
    /// The error banner's words, sentence by sentence: messages, drawn in
    /// the reader's language when shown.
    pub error: Option<Vec<Msg>>,
    /// Bumped on every change.
    pub version: u64,
    /// Bumped when the record or the seats change (what storage saves).
    pub game_rev: u64,
    /// The My games entry of the game on screen.
    pub entry: Option<String>,
    /// Whether the last change of the record or the seats was made here
    /// (to save), not read from storage.
    pub changed: bool,
    /// What went wrong with storage (the storage banner).
    pub problems: Vec<Problem>,
    /// A notice about the games (a link opened as its own game, a line
    /// kept apart from another tab's).
    pub notice: Option<Notice>,
    /// A ply the app would play (chance, an automatic ply) was refused:
    /// the app plays nothing more by itself until the game changes.
    pub halted: bool,
    /// An upper bound of the record's length (see [`saves::SizeBound`]).
    pub size: saves::SizeBound,
    /// The game on screen was started by the site (a game page opened
    /// with no game of its kind) and no person has played or changed it:
    /// a new game takes its entry rather than leave it in My games.
    pub pristine: bool,
}

/// A notice above the game, and the entry it offers to open.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    /// What it says, sentence by sentence: messages, drawn in the reader's
    /// language when shown (so a language switch redraws them).
    pub words: Vec<Msg>,
    /// The game it speaks of (its entry), offered to open.
    pub other: Option<String>,
    /// Offer to keep only the game on screen and delete `other` (two
    /// versions of one game by post).
    pub choose: bool,
}

/// A link of a game by post that was received (see [`super::post`]).
pub struct Received {
    /// The entry of My games it goes to (None: a new one).
    pub entry: Option<String>,
    /// The game to show.
    pub session: Session,
    /// Who plays each seat at this device.
    pub seats: Vec<SeatKind>,
    /// What to say about it.
    pub notice: Option<Notice>,
    /// Whether the game shown is new to My games or its entry (to save).
    pub save: bool,
}

/// A game opened from My games (or found there).
pub struct Opened {
    /// Its entry.
    pub entry: String,
    /// The game.
    pub session: Session,
    /// Who plays each seat.
    pub seats: Vec<SeatKind>,
    /// Say that the game on screen is kept in My games (a link opened).
    pub announce: bool,
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
            pending: None,
            auto_note: None,
            paused: false,
            step: false,
            confirmed: None,
            error: None,
            version: 0,
            game_rev: 0,
            entry: None,
            changed: false,
            problems: Vec::new(),
            notice: None,
            halted: false,
            size: saves::SizeBound::default(),
            pristine: false,
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
    /// Start this game with these seats, as a new entry of My games (or in
    /// the entry of the game on screen, when that has no move or is
    /// [`AppState::pristine`]).
    NewGame(Session, Vec<SeatKind>),
    /// A game page opened with no game of its kind: start this one (it
    /// is [`AppState::pristine`]).
    DefaultGame(Session, Vec<SeatKind>),
    /// Show an imported game (record or link) as a new entry of My games,
    /// and say that the game on screen is kept; seats kept when the game
    /// is the same, else the defaults.
    Import(Session),
    /// Show a game of My games.
    Open(Box<Opened>),
    /// Show a game by post that came by link.
    Received(Box<Received>),
    /// Another tab extended the game on screen: show its line.
    Adopt(Session, Vec<SeatKind>),
    /// Another tab wrote a line of this game that this one does not
    /// extend: this line was kept as entry `entry`, the other stays in
    /// `other`.
    Forked {
        /// This line's new entry.
        entry: String,
        /// The other line's entry.
        other: String,
    },
    /// The entry was deleted from My games: if it is on screen, show none.
    Forget(String),
    /// Report a storage problem (one of a kind: a newer one replaces it).
    Problem(Problem),
    /// Every write succeeded again: drop the reports of failed writes.
    Saved,
    /// Hide the storage banner.
    ClearProblems,
    /// Show a notice (None: hide it).
    Notice(Option<Notice>),
    /// A person plays a token at the shown position (later plies are cut).
    Play(String),
    /// The AI's answer to request `id`.
    AiMove {
        /// Request id.
        id: u64,
        /// The move.
        token: String,
        /// How the AI sees the game for its seat ([`attic_core::SearchJob::outlook`]).
        outlook: Option<f32>,
    },
    /// A request was sent to the AI.
    Thinking(u64),
    /// The AI failed on request `id`.
    AiFailed(u64, String),
    /// A pause before a chance draw or an automatic ply began (its id).
    Pending(u64),
    /// The pause `id` is over: draw chance with this seed, or play the
    /// seat's automatic ply.
    AutoPly {
        /// The pause's id.
        id: u64,
        /// Seed of a chance draw.
        seed: u64,
    },
    /// The person playing `seat` throws (see [`Next::Throw`]): draw
    /// chance with this seed.
    Throw {
        /// The seat whose throw is waited for.
        seat: Seat,
        /// Seed of the draw.
        seed: u64,
    },
    /// With every seat played by the AI: pause (true) or go on (false).
    Pause(bool),
    /// While paused: play one ply.
    Step,
    /// The player of this seat holds the device now (the pass screen).
    Confirm(Seat),
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
    /// Show the error banner (its sentences).
    Error(Vec<Msg>),
    /// Hide the error banner.
    ClearError,
    /// Analysis was turned on during the game: its record says so
    /// (`Analysis "used"`, see [`crate::ui::analysis::TAG`]).
    MarkAnalysis,
}

impl AppState {
    /// Whether a seat is played by a person.
    pub fn is_human(&self, seat: u8) -> bool {
        seating::is_human(&self.seats, seat)
    }

    /// Whether every seat is played by the AI (the game plays itself).
    pub fn all_ai(&self) -> bool {
        !self.seats.is_empty() && !self.seats.contains(&SeatKind::Human)
    }

    /// The AI level of the seat to move at the end of the game, if it is an AI's turn.
    pub fn ai_to_move(&self) -> Option<u8> {
        let s = self.session.as_ref()?;
        match seating::next(s.current(), &self.seats) {
            Next::Ai(_, l) => Some(l),
            _ => None,
        }
    }

    /// What the app does next at the end of the game.
    pub fn next(&self) -> Next {
        match &self.session {
            Some(s) => seating::next(s.current(), &self.seats),
            None => Next::Wait,
        }
    }

    /// Append a token at the end of the record, set up its animation.
    /// Returns why (for people) if it is not legal.
    fn push(&mut self, token: &str, follow: bool) -> Result<(), Msg> {
        let Some(s) = self.session.as_mut() else {
            return Err(m("error.no-game"));
        };
        let mut next = s.current().clone_box();
        let (_, events) = next.play_token(token).map_err(|e| e.msg())?;
        let before = s.clone();
        Rc::make_mut(s).play(token).map_err(|e| e.msg())?;
        let played = s.tokens().last().map_or(token, |t| t.as_str());
        match self.size.after_ply(s, played) {
            Ok(size) => self.size = size,
            Err(bytes) => {
                *s = before;
                return Err(too_long(bytes));
            }
        }
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

    /// Hand the seat to move to a person (the AI failed on it).
    /// Draw chance at the end of the game and note it (who threw, or what
    /// chance drew). Returns false, and halts, if the record would grow too
    /// long.
    fn draw(&mut self, seed: u64, follow: bool) -> bool {
        let Some(s) = self.session.as_mut() else {
            return false;
        };
        let before = s.clone();
        let thrower = s.current().thrower();
        let drawn = Rc::make_mut(s).draw_chance(&mut attic_core::Rng::new(seed));
        let token = drawn.as_deref().unwrap_or("");
        match self.size.after_ply(s, token) {
            Ok(size) => self.size = size,
            Err(bytes) => {
                *s = before;
                self.error = Some(vec![too_long(bytes)]);
                self.halted = true;
                return false;
            }
        }
        if follow {
            self.cursor = s.len();
        }
        self.auto_note = drawn.map(|tok| {
            let note = match thrower {
                Some(seat) => m("auto.threw")
                    .text("who", super::text::player_name(s, seat))
                    .text("token", tok),
                None => m("auto.chance").text("token", tok),
            };
            (s.len(), note)
        });
        true
    }

    fn seat_to_person(&mut self) {
        if let Some(seat) = self
            .session
            .as_ref()
            .and_then(|s| seat_to_move(s.current()))
        {
            if let Some(k) = self.seats.get_mut(seat as usize) {
                *k = SeatKind::Human;
            }
        }
    }

    /// A game with a person at another device is a game by post: it gets
    /// its identity (see [`super::post::ID_TAG`]) if it has none yet.
    fn give_post_id(&mut self) {
        if !crate::app_logic::post::by_post(&self.seats) {
            return;
        }
        if self
            .session
            .as_ref()
            .is_some_and(|s| super::post::game_id(s).is_none())
        {
            let id = crate::app_logic::post::new_id(super::random_seed());
            self.set_tag(super::post::ID_TAG, &id);
        }
    }

    /// Set a tag of the game's record; the record's size bound follows.
    fn set_tag(&mut self, key: &str, value: &str) {
        if let Some(s) = self.session.as_mut() {
            Rc::make_mut(s).set_tag(key, value);
            self.size = saves::SizeBound::exact(s);
        }
    }

    /// Forget any AI request and any pause before an automatic ply (their
    /// answers will be stale).
    fn cancel_ai(&mut self) {
        self.thinking = None;
        self.pending = None;
        self.request += 1;
    }

    /// Show another game: a new entry (`None`) or one of My games. With
    /// `announce`, say that the game on screen is kept in My games.
    fn switch(&mut self, s: Session, entry: Option<String>, announce: bool) {
        let was = self
            .entry
            .clone()
            .zip(self.session.as_ref().map(|s| s.info().title));
        let entry = entry.unwrap_or_else(storage::new_id);
        self.notice = match was {
            Some((other, title)) if announce && other != entry => Some(Notice {
                words: vec![m("notice.kept").text("game", title)],
                other: Some(other),
                choose: false,
            }),
            _ => None,
        };
        self.load(entry, s);
        self.reset_play();
    }

    /// Show game `s` of entry `entry` (the state at start, or a switch).
    pub fn load(&mut self, entry: String, s: Session) {
        self.cursor = s.len();
        self.size = saves::SizeBound::exact(&s);
        self.session = Some(Rc::new(s));
        self.entry = Some(entry);
        self.halted = false;
    }

    /// A fresh game or an imported one: nothing pending, nothing to redo.
    fn reset_play(&mut self) {
        self.redo.clear();
        self.events = Rc::new(Vec::new());
        self.anim = None;
        self.ai_note = None;
        self.auto_note = None;
        self.paused = false;
        self.step = false;
        self.confirmed = None;
        self.cancel_ai();
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
                | Action::Pending(_)
                | Action::Pause(_)
                | Action::Step
                | Action::Confirm(_)
                | Action::Error(_)
                | Action::ClearError
                | Action::Forked { .. }
                | Action::Problem(_)
                | Action::Saved
                | Action::ClearProblems
                | Action::Notice(_)
        );
        if !view_only {
            st.game_rev += 1;
            st.changed = true;
        }
        match action {
            Action::NewGame(s, seats) => {
                // A game with nothing of a person's in it is replaced.
                let empty = st.session.as_ref().is_some_and(|c| c.is_empty());
                let reuse = st.entry.clone().filter(|_| empty || st.pristine);
                st.switch(s, reuse, false);
                st.seats = seats;
                st.pristine = false;
                st.give_post_id();
            }
            Action::DefaultGame(s, seats) => {
                st.switch(s, None, false);
                st.seats = seats;
                st.pristine = true;
            }
            Action::Import(s) => {
                st.pristine = false;
                let same = st.session.as_ref().map(|c| c.info().id) == Some(s.info().id);
                if !same || st.seats.len() != s.current().seats() as usize {
                    st.seats = default_seats(s.current().seats());
                }
                st.switch(s, None, true);
                st.error = None;
            }
            Action::Open(o) => {
                st.pristine = false;
                let Opened {
                    entry,
                    session,
                    seats,
                    announce,
                } = *o;
                st.switch(session, Some(entry), announce);
                st.seats = seats;
                st.changed = false;
            }
            Action::Received(r) => {
                st.pristine = false;
                let Received {
                    entry,
                    session,
                    seats,
                    notice,
                    save,
                } = *r;
                st.switch(session, entry, notice.is_none());
                st.seats = seats;
                st.changed = save;
                if notice.is_some() {
                    st.notice = notice;
                }
                st.error = None;
            }
            Action::Adopt(s, seats) => {
                let end = st.session.as_ref().map(|c| c.len()) == Some(st.cursor);
                let len = s.len();
                st.cursor = if end { len } else { st.cursor.min(len) };
                st.size = saves::SizeBound::exact(&s);
                st.session = Some(Rc::new(s));
                st.seats = seats;
                st.changed = false;
                st.halted = false;
                st.reset_play();
            }
            Action::Forked { entry, other } => {
                st.entry = Some(entry);
                st.notice = Some(Notice {
                    words: vec![m("notice.forked")],
                    other: Some(other),
                    choose: false,
                });
            }
            Action::Forget(entry) => {
                if st.entry.as_ref() == Some(&entry) {
                    st.entry = None;
                    st.session = None;
                    st.reset_play();
                }
                st.changed = false;
            }
            Action::Problem(p) => {
                st.problems
                    .retain(|q| std::mem::discriminant(q) != std::mem::discriminant(&p));
                st.problems.push(p);
            }
            Action::Saved => {
                let before = st.problems.len();
                st.problems
                    .retain(|p| !matches!(p, Problem::NotSaved { .. }));
                if st.problems.len() == before {
                    return self;
                }
            }
            Action::ClearProblems => st.problems.clear(),
            Action::Notice(n) => st.notice = n,
            Action::Play(token) => {
                st.pristine = false;
                let before = st.session.clone();
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
                        st.auto_note = None;
                        st.halted = false;
                        st.cancel_ai();
                    }
                    Err(e) => {
                        // A refused move cuts nothing.
                        st.session = before;
                        st.error = Some(vec![m("error.move").text("token", token).msg("reason", e)])
                    }
                }
            }
            Action::AiMove { id, token, outlook } => {
                if st.thinking != Some(id) || st.ai_to_move().is_none() {
                    return self; // stale: the game changed meanwhile
                }
                st.thinking = None;
                let follow = st.session.as_ref().map(|s| s.len()) == Some(st.cursor);
                match st.push(&token, follow) {
                    Ok(()) => {
                        st.redo.clear();
                        let ply = st.session.as_ref().map_or(0, |s| s.len());
                        st.ai_note = Some(AiNote { ply, outlook });
                        st.step = false;
                    }
                    Err(e) => {
                        st.error = Some(vec![m("error.ai-illegal")
                            .text("token", token)
                            .msg("reason", e)]);
                        // Asked again, the AI could answer the same: hand
                        // the seat to a person so the game can go on.
                        st.seat_to_person();
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
                st.error = Some(vec![m("error.ai").text("reason", msg)]);
                // Hand the seat to a person so the game can go on.
                st.seat_to_person();
            }
            Action::Pending(id) => {
                st.pending = Some(id);
                st.request = st.request.max(id);
            }
            Action::AutoPly { id, seed } => {
                if st.pending != Some(id) {
                    return self; // stale: the game changed meanwhile
                }
                st.pending = None;
                let Some(s) = st.session.as_mut() else {
                    return self;
                };
                let follow = st.cursor == s.len();
                match seating::next(s.current(), &st.seats) {
                    Next::Chance => {
                        if !st.draw(seed, follow) {
                            return Rc::new(st);
                        }
                    }
                    Next::Automatic(seat) => {
                        let who = super::text::player_name(s, seat);
                        let Some(tok) = s.current().legal_tokens().into_iter().next() else {
                            return Rc::new(st);
                        };
                        match st.push(&tok, follow) {
                            Ok(()) => {
                                st.redo.clear();
                                let len = st.session.as_ref().map_or(0, |s| s.len());
                                let note = m("auto.played").text("who", who).text("token", tok);
                                st.auto_note = Some((len, note));
                            }
                            Err(e) => {
                                st.error = Some(vec![e]);
                                st.halted = true;
                            }
                        }
                    }
                    _ => return Rc::new(st),
                }
                st.step = false;
            }
            Action::Throw { seat, seed } => {
                let Some(s) = st.session.as_ref() else {
                    return self;
                };
                // Only the throw that is being waited for, at the end of the game.
                let waiting = seating::next(s.current(), &st.seats) == Next::Throw(seat);
                if !waiting || st.cursor != s.len() {
                    return self;
                }
                // A throw skips what is left of the last move's animation.
                st.anim = None;
                st.pristine = false;
                st.redo.clear();
                st.draw(seed, true);
            }
            Action::Pause(on) => {
                st.paused = on;
                st.step = false;
            }
            Action::Step => {
                st.paused = true;
                st.step = true;
            }
            Action::Confirm(seat) => st.confirmed = Some(seat),
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
                st.pristine = false;
                let Some(s) = st.session.as_mut() else {
                    return self;
                };
                if s.is_empty() {
                    return self;
                }
                let seats = st.seats.clone();
                let any_human = seats.contains(&SeatKind::Human);
                let s = Rc::make_mut(s);
                loop {
                    let n = s.len();
                    if n == 0 {
                        break;
                    }
                    st.redo.push(s.tokens()[n - 1].clone());
                    s.truncate(n - 1);
                    // Against the AI, go back to a position where a person
                    // moves (not a ply the app plays for them).
                    if !any_human
                        || matches!(
                            seating::next(s.current(), &seats),
                            Next::Wait | Next::Throw(_)
                        )
                    {
                        break;
                    }
                }
                st.cursor = s.len();
                st.events = Rc::new(Vec::new());
                st.anim = None;
                st.ai_note = None;
                st.auto_note = None;
                st.halted = false;
                st.cancel_ai();
            }
            Action::Redo => {
                st.pristine = false;
                let Some(token) = st.redo.pop() else {
                    return self;
                };
                if let Err(e) = st.push(&token, true) {
                    st.error = Some(vec![m("error.redo").text("token", token).msg("reason", e)]);
                    st.redo.clear();
                }
                st.cancel_ai();
            }
            Action::SetSeats(seats) => {
                st.pristine = false;
                st.seats = seats;
                st.give_post_id();
                st.halted = false;
                if !st.all_ai() {
                    st.paused = false;
                    st.step = false;
                }
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
            Action::MarkAnalysis => {
                let tagged = st
                    .session
                    .as_ref()
                    .is_none_or(|s| s.tags().iter().any(|(k, _)| k == super::analysis::TAG));
                if tagged {
                    return self;
                }
                st.set_tag(super::analysis::TAG, super::analysis::USED);
            }
        }
        Rc::new(st)
    }
}

/// Why a move is refused when the record would grow past the limit every
/// reader shares (see [`saves::RECORD_LIMIT`]).
pub fn too_long(bytes: usize) -> Msg {
    m("error.too-long")
        .num("bytes", bytes as i64)
        .num("limit", saves::RECORD_LIMIT as i64)
}

/// The state handle every component reaches through the context.
pub type AppHandle = UseReducerHandle<AppState>;
