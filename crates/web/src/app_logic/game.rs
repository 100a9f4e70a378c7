//! The game on screen, as a slice of the app's state with its own reducer:
//! the record (the [`Session`]) and who plays its seats, the ply shown
//! (`cursor`), the moves taken back (`redo`), the last move's events and
//! its animation, what the page says about plies the app played, and the
//! error banner (the reducer is what refuses moves). Plain Rust: the web
//! app wraps it in a Yew reducer (`ui::state`), `cargo test` runs it
//! natively.
//!
//! Three counters let the other slices know what their values are for,
//! without reading this one in their reducers (see [`super::play`]):
//! [`GameState::ticket`] names the one AI request or pause the position
//! may have open, `game_no` the game shown, `auto_plies` the plies the app
//! played by itself.

use super::saves;
use super::seating::{self, default_seats, Next, SeatKind};
use crate::text::m;
use attic_core::any::seat_to_move;
use attic_core::{Event, Msg, Seat};
use attic_records::Session;
use std::rc::Rc;

/// The record tag of a game by post's identity.
pub const POST_ID_TAG: &str = "Post";

/// What the reducer needs from the page: kept apart so that the reducer
/// runs natively (tests give fixed answers).
#[derive(Clone, Copy, Debug)]
pub struct Env {
    /// Whether an event is a visible step of a move's animation.
    pub is_step: fn(&Event) -> bool,
    /// A new entry id of My games.
    pub new_entry: fn() -> String,
    /// A new identity for a game by post.
    pub new_post_id: fn() -> String,
    /// What people call the player of a seat, as a message: the reducer
    /// knows no language, its notes are drawn in the reader's when shown.
    pub player_name: fn(&Session, Seat) -> Msg,
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

/// What the page says about the AI's last move.
#[derive(Clone, Debug, PartialEq)]
pub struct AiNote {
    /// The ply the AI's move led to (its move is token `ply - 1`).
    pub ply: usize,
    /// How it saw the game for its seat, in [0, 1], if it could say.
    pub outlook: Option<f32>,
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

/// A link of a game by post that was received.
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

/// The game on screen.
#[derive(Clone, Debug)]
pub struct GameState {
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
    /// The AI's last move and how it saw the game then.
    pub ai_note: Option<AiNote>,
    /// What the app last played for a seat or drew for chance, for
    /// people, and the number of plies once it was played (the note is
    /// shown until every seat has moved since).
    pub auto_note: Option<(usize, Msg)>,
    /// The error banner's words, sentence by sentence: messages, drawn in
    /// the reader's language when shown.
    pub error: Option<Vec<Msg>>,
    /// Bumped on every change.
    pub version: u64,
    /// Bumped when the record or the seats change (what storage saves).
    pub rev: u64,
    /// The My games entry of the game on screen.
    pub entry: Option<String>,
    /// Whether the last change of the record or the seats was made here
    /// (to save), not read from storage.
    pub changed: bool,
    /// A ply the app would play (chance, an automatic ply) was refused:
    /// the app plays nothing more by itself until the game changes.
    pub halted: bool,
    /// An upper bound of the record's length (see [`saves::SizeBound`]).
    pub size: saves::SizeBound,
    /// The game on screen was started by the site (a game page opened
    /// with no game of its kind) and no person has played or changed it:
    /// a new game takes its entry rather than leave it in My games.
    pub pristine: bool,
    /// Switches to another game so far, and what the last one says (the
    /// notice above the game: the My games slice shows it).
    pub switched: (u64, Option<Notice>),
    /// The position's generation: bumped whenever an open AI request or
    /// pause becomes stale (the game changed) or is answered. Its
    /// [`GameState::ticket`] is the id of the one request it may have.
    pub epoch: u64,
    /// The game's generation: bumped when another game (or another line of
    /// it) is shown, which resets the play flow.
    pub game_no: u64,
    /// Bumped when the app played a ply by itself (the end of a step
    /// while paused), and with `game_no`.
    pub auto_plies: u64,
    /// What the reducer asks of the page.
    pub env: Env,
}

impl PartialEq for GameState {
    fn eq(&self, o: &Self) -> bool {
        self.version == o.version
    }
}

/// What can happen to the game on screen.
pub enum GameAction {
    /// Start this game with these seats, as a new entry of My games (or in
    /// the entry of the game on screen, when that has no move or is
    /// [`GameState::pristine`]).
    NewGame(Session, Vec<SeatKind>),
    /// A game page opened with no game of its kind: start this one (it
    /// is [`GameState::pristine`]).
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
    /// extend: this line was kept as this entry.
    Forked(String),
    /// The entry was deleted from My games: if it is on screen, show none.
    Forget(String),
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
    /// The AI failed on request `id`.
    AiFailed(u64, String),
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
    /// Give the record this tag unless it has the key (analysis turned on
    /// during the game: `Analysis "used"`).
    TagOnce(&'static str, &'static str),
}

impl GameState {
    /// No game yet; seat 0 a person, seat 1 the level-1 AI.
    pub fn new(env: Env) -> GameState {
        GameState {
            session: None,
            seats: vec![SeatKind::Human, SeatKind::Ai(1)],
            cursor: 0,
            redo: Vec::new(),
            events: Rc::new(Vec::new()),
            events_ply: 0,
            anim: None,
            ai_note: None,
            auto_note: None,
            error: None,
            version: 0,
            rev: 0,
            entry: None,
            changed: false,
            halted: false,
            size: saves::SizeBound::default(),
            pristine: false,
            switched: (0, None),
            epoch: 1,
            game_no: 0,
            auto_plies: 0,
            env,
        }
    }

    /// The id of the AI request or pause the position may have open (never
    /// 0, the id of the bench's requests).
    pub fn ticket(&self) -> u64 {
        self.epoch
    }

    /// Whether a seat is played by a person.
    pub fn is_human(&self, seat: u8) -> bool {
        seating::is_human(&self.seats, seat)
    }

    /// Whether every seat is played by the AI (the game plays itself).
    pub fn all_ai(&self) -> bool {
        all_ai(&self.seats)
    }

    /// The AI level of the seat to move at the end of the game, if it is an AI's turn.
    pub fn ai_to_move(&self) -> Option<u8> {
        match self.next() {
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

    /// The number of plies of the game (0 without one).
    pub fn len(&self) -> usize {
        self.session.as_ref().map_or(0, |s| s.len())
    }

    /// Whether there is no game or it has no ply.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Show game `s` of entry `entry` (the state at start, or a switch).
    pub fn load(&mut self, entry: String, s: Session) {
        self.cursor = s.len();
        self.size = saves::SizeBound::exact(&s);
        self.session = Some(Rc::new(s));
        self.entry = Some(entry);
        self.halted = false;
    }

    /// Apply an action; false when nothing changed.
    pub fn apply(&mut self, action: GameAction) -> bool {
        use GameAction as A;
        self.version += 1;
        let view_only = matches!(
            action,
            A::Navigate(_)
                | A::NavBy(_)
                | A::AnimStep
                | A::AnimEnd
                | A::Error(_)
                | A::ClearError
                | A::Forked(_)
        );
        if !view_only {
            self.rev += 1;
            self.changed = true;
        }
        match action {
            A::NewGame(s, seats) => self.new_game(s, seats),
            A::DefaultGame(s, seats) => self.default_game(s, seats),
            A::Import(s) => self.import(s),
            A::Open(o) => self.open(*o),
            A::Received(r) => self.received(*r),
            A::Adopt(s, seats) => self.adopt(s, seats),
            A::Forked(entry) => self.entry = Some(entry),
            A::Forget(entry) => self.forget(&entry),
            A::Play(token) => return self.play(token),
            A::AiMove { id, token, outlook } => return self.ai_move(id, token, outlook),
            A::AiFailed(id, msg) => return self.ai_failed(id, msg),
            A::AutoPly { id, seed } => return self.auto_ply(id, seed),
            A::Throw { seat, seed } => return self.throw(seat, seed),
            A::Navigate(ply) => self.show_ply(ply),
            A::NavBy(d) => self.show_ply((self.cursor as i64 + d).max(0) as usize),
            A::Undo => return self.undo(),
            A::Redo => return self.redo(),
            A::SetSeats(seats) => self.set_seats(seats),
            A::AnimStep => return self.anim_step(),
            A::AnimEnd => return self.anim.take().is_some(),
            A::Error(e) => self.error = Some(e),
            A::ClearError => self.error = None,
            A::TagOnce(key, value) => return self.tag_once(key, value),
        }
        true
    }

    fn new_game(&mut self, s: Session, seats: Vec<SeatKind>) {
        // A game with nothing of a person's in it is replaced.
        let empty = self.session.as_ref().is_some_and(|c| c.is_empty());
        let reuse = self.entry.clone().filter(|_| empty || self.pristine);
        self.switch(s, reuse, false);
        self.seats = seats;
        self.pristine = false;
        self.give_post_id();
    }

    fn default_game(&mut self, s: Session, seats: Vec<SeatKind>) {
        self.switch(s, None, false);
        self.seats = seats;
        self.pristine = true;
    }

    fn import(&mut self, s: Session) {
        self.pristine = false;
        let same = self.session.as_ref().map(|c| c.info().id) == Some(s.info().id);
        if !same || self.seats.len() != s.current().seats() as usize {
            self.seats = default_seats(s.current().seats());
        }
        self.switch(s, None, true);
        self.error = None;
    }

    fn open(&mut self, o: Opened) {
        self.pristine = false;
        self.switch(o.session, Some(o.entry), o.announce);
        self.seats = o.seats;
        self.changed = false;
    }

    fn received(&mut self, r: Received) {
        self.pristine = false;
        let say = r.notice.is_none();
        self.switch(r.session, r.entry, say);
        self.seats = r.seats;
        self.changed = r.save;
        if r.notice.is_some() {
            self.switched.1 = r.notice;
        }
        self.error = None;
    }

    fn adopt(&mut self, s: Session, seats: Vec<SeatKind>) {
        let end = self.session.as_ref().map(|c| c.len()) == Some(self.cursor);
        let len = s.len();
        self.cursor = if end { len } else { self.cursor.min(len) };
        self.size = saves::SizeBound::exact(&s);
        self.session = Some(Rc::new(s));
        self.seats = seats;
        self.changed = false;
        self.halted = false;
        self.reset_play();
    }

    fn forget(&mut self, entry: &str) {
        if self.entry.as_deref() == Some(entry) {
            self.entry = None;
            self.session = None;
            self.reset_play();
        }
        self.changed = false;
    }

    fn ai_move(&mut self, id: u64, token: String, outlook: Option<f32>) -> bool {
        if id != self.ticket() || self.ai_to_move().is_none() {
            return false; // stale: the game changed meanwhile
        }
        self.epoch += 1;
        let follow = self.session.as_ref().map(|s| s.len()) == Some(self.cursor);
        match self.push(&token, follow) {
            Ok(()) => {
                self.redo.clear();
                self.ai_note = Some(AiNote {
                    ply: self.len(),
                    outlook,
                });
                self.auto_plies += 1;
            }
            Err(e) => {
                self.error = Some(vec![m("error.ai-illegal")
                    .text("token", token)
                    .msg("reason", e)]);
                // Asked again, the AI could answer the same: hand the seat
                // to a person so the game can go on.
                self.seat_to_person();
            }
        }
        true
    }

    fn ai_failed(&mut self, id: u64, msg: String) -> bool {
        if id != self.ticket() {
            return false;
        }
        self.epoch += 1;
        self.error = Some(vec![m("error.ai").text("reason", msg)]);
        // Hand the seat to a person so the game can go on.
        self.seat_to_person();
        true
    }

    fn throw(&mut self, seat: Seat, seed: u64) -> bool {
        let Some(s) = self.session.as_ref() else {
            return false;
        };
        // Only the throw that is being waited for, at the end of the game.
        let waiting = seating::next(s.current(), &self.seats) == Next::Throw(seat);
        if !waiting || self.cursor != s.len() {
            return false;
        }
        // A throw skips what is left of the last move's animation.
        self.anim = None;
        self.pristine = false;
        self.redo.clear();
        self.draw(seed, true);
        true
    }

    /// Show this ply (clamped to the last).
    fn show_ply(&mut self, ply: usize) {
        self.cursor = ply.min(self.len());
        self.anim = None;
    }

    fn redo(&mut self) -> bool {
        self.pristine = false;
        let Some(token) = self.redo.pop() else {
            return false;
        };
        if let Err(e) = self.push(&token, true) {
            self.error = Some(vec![m("error.redo").text("token", token).msg("reason", e)]);
            self.redo.clear();
        }
        self.epoch += 1;
        true
    }

    fn set_seats(&mut self, seats: Vec<SeatKind>) {
        // (The play flow's pause ends too when a person joins: see
        // `super::play`.)
        self.pristine = false;
        self.seats = seats;
        self.give_post_id();
        self.halted = false;
        self.epoch += 1;
    }

    fn anim_step(&mut self) -> bool {
        match self.anim.as_mut() {
            Some(a) if a.step + 1 < a.steps => a.step += 1,
            Some(_) => self.anim = None,
            None => return false,
        }
        true
    }

    fn tag_once(&mut self, key: &'static str, value: &'static str) -> bool {
        let tagged = self
            .session
            .as_ref()
            .is_none_or(|s| s.tags().iter().any(|(k, _)| k == key));
        if !tagged {
            self.set_tag(key, value);
        }
        !tagged
    }

    fn play(&mut self, token: String) -> bool {
        self.pristine = false;
        let before = self.session.clone();
        let Some(s) = self.session.as_mut() else {
            return false;
        };
        if self.cursor < s.len() {
            // Playing from an earlier position starts a new line.
            Rc::make_mut(s).truncate(self.cursor);
        }
        match self.push(&token, true) {
            Ok(()) => {
                self.redo.clear();
                self.ai_note = None;
                self.auto_note = None;
                self.halted = false;
                self.epoch += 1;
            }
            Err(e) => {
                // A refused move cuts nothing.
                self.session = before;
                self.error = Some(vec![m("error.move").text("token", token).msg("reason", e)])
            }
        }
        true
    }

    fn auto_ply(&mut self, id: u64, seed: u64) -> bool {
        if id != self.ticket() {
            return false; // stale: the game changed meanwhile
        }
        self.epoch += 1;
        self.pause_over(seed);
        true
    }

    /// The pause before a chance draw or an automatic ply is over.
    fn pause_over(&mut self, seed: u64) {
        let Some(s) = self.session.as_mut() else {
            return;
        };
        let follow = self.cursor == s.len();
        match seating::next(s.current(), &self.seats) {
            Next::Chance => {
                if !self.draw(seed, follow) {
                    return;
                }
            }
            Next::Automatic(seat) => {
                let who = (self.env.player_name)(s, seat);
                let Some(tok) = s.current().legal_tokens().into_iter().next() else {
                    return;
                };
                match self.push(&tok, follow) {
                    Ok(()) => {
                        self.redo.clear();
                        let note = m("auto.played").msg("who", who).text("token", tok);
                        self.auto_note = Some((self.len(), note));
                    }
                    Err(e) => {
                        self.error = Some(vec![e]);
                        self.halted = true;
                    }
                }
            }
            _ => return,
        }
        self.auto_plies += 1;
    }

    fn undo(&mut self) -> bool {
        self.pristine = false;
        let Some(s) = self.session.as_mut() else {
            return false;
        };
        if s.is_empty() {
            return false;
        }
        let any_human = self.seats.contains(&SeatKind::Human);
        let s = Rc::make_mut(s);
        loop {
            let n = s.len();
            if n == 0 {
                break;
            }
            self.redo.push(s.tokens()[n - 1].clone());
            s.truncate(n - 1);
            // Against the AI, go back to a position where a person
            // moves (not a ply the app plays for them).
            if !any_human
                || matches!(
                    seating::next(s.current(), &self.seats),
                    Next::Wait | Next::Throw(_)
                )
            {
                break;
            }
        }
        self.cursor = s.len();
        self.events = Rc::new(Vec::new());
        self.anim = None;
        self.ai_note = None;
        self.auto_note = None;
        self.halted = false;
        self.epoch += 1;
        true
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
            let steps = events.iter().filter(|e| (self.env.is_step)(e)).count();
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
        let name = self.env.player_name;
        self.auto_note = drawn.map(|tok| {
            // A throw by its die ("Seat 2 threw 6."), not its token: TURNO-
            // Loop's "6:1" is a throw of 6 onto a tile whose face is known.
            // One line, so the board below does not move; the board's live
            // region says what the throw did. What chance drew in the
            // game's own words where it has them (TURNOOI's faces: the
            // battle they decide), not its notation (":43v32xa4").
            let die = thrower.and_then(|_| {
                let (_, events) = before.current().clone_box().play_token(&tok).ok()?;
                events.iter().find_map(|e| match e {
                    attic_core::Event::Roll(d) => Some(*d),
                    _ => None,
                })
            });
            let note = match (thrower, die) {
                (Some(seat), Some(d)) => m("auto.threw")
                    .msg("who", name(s, seat))
                    .num("token", d as i64),
                _ => before
                    .current()
                    .describe_token(&tok)
                    .unwrap_or_else(|| match thrower {
                        Some(seat) => m("auto.threw").msg("who", name(s, seat)).text("token", tok),
                        None => m("auto.chance").text("token", tok),
                    }),
            };
            (s.len(), note)
        });
        true
    }

    /// Hand the seat to move to a person (the AI failed on it).
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
    /// its identity (see [`POST_ID_TAG`]) if it has none yet.
    fn give_post_id(&mut self) {
        if !super::post::by_post(&self.seats) {
            return;
        }
        let has_id = |s: &Session| s.tags().iter().any(|(k, _)| k == POST_ID_TAG);
        if self.session.as_ref().is_some_and(|s| !has_id(s)) {
            let id = (self.env.new_post_id)();
            self.set_tag(POST_ID_TAG, &id);
        }
    }

    /// Set a tag of the game's record; the record's size bound follows.
    fn set_tag(&mut self, key: &str, value: &str) {
        if let Some(s) = self.session.as_mut() {
            Rc::make_mut(s).set_tag(key, value);
            self.size = saves::SizeBound::exact(s);
        }
    }

    /// Show another game: a new entry (`None`) or one of My games. With
    /// `announce`, say that the game on screen is kept in My games.
    fn switch(&mut self, s: Session, entry: Option<String>, announce: bool) {
        let was = self
            .entry
            .clone()
            .zip(self.session.as_ref().map(|s| s.info().title));
        let entry = entry.unwrap_or_else(self.env.new_entry);
        let notice = match was {
            Some((other, title)) if announce && other != entry => Some(Notice {
                words: vec![m("notice.kept").text("game", title)],
                other: Some(other),
                choose: false,
            }),
            _ => None,
        };
        self.switched = (self.switched.0 + 1, notice);
        self.load(entry, s);
        self.reset_play();
    }

    /// A fresh game or an imported one: nothing pending, nothing to redo.
    fn reset_play(&mut self) {
        self.redo.clear();
        self.events = Rc::new(Vec::new());
        self.anim = None;
        self.ai_note = None;
        self.auto_note = None;
        self.epoch += 1;
        self.game_no += 1;
        self.auto_plies += 1;
    }
}

/// Whether every seat is played by the AI (the game plays itself).
pub fn all_ai(seats: &[SeatKind]) -> bool {
    !seats.is_empty() && !seats.contains(&SeatKind::Human)
}

/// Why a move is refused when the record would grow past the limit every
/// reader shares (see [`saves::RECORD_LIMIT`]).
pub fn too_long(bytes: usize) -> Msg {
    m("error.too-long")
        .num("bytes", bytes as i64)
        .num("limit", saves::RECORD_LIMIT as i64)
}

#[cfg(test)]
mod tests {
    use super::super::play::{PlayAction, PlayState, Stamp};
    use super::*;
    use attic_core::Rng;

    fn env() -> Env {
        Env {
            is_step: |_| true,
            new_entry: || {
                use std::sync::atomic::{AtomicUsize, Ordering};
                static N: AtomicUsize = AtomicUsize::new(0);
                format!("entry{}", N.fetch_add(1, Ordering::Relaxed))
            },
            new_post_id: || "post".to_string(),
            player_name: |_, seat| Msg::plain(format!("seat {seat}")),
        }
    }

    fn session(id: &str) -> Session {
        Session::new(&attic_games::REGISTRY, id, "", &mut Rng::new(7)).unwrap()
    }

    /// A game of two people (or these seats) on screen.
    fn started(seats: Vec<SeatKind>) -> GameState {
        let mut g = GameState::new(env());
        assert!(g.apply(GameAction::NewGame(session("tau"), seats)));
        g
    }

    fn people() -> Vec<SeatKind> {
        vec![SeatKind::Human, SeatKind::Human]
    }

    /// A legal move at the end of the game.
    fn legal(g: &GameState) -> String {
        let s = g.session.as_ref().unwrap();
        s.current().legal_tokens().into_iter().next().unwrap()
    }

    /// What chance draws is said in the game's own words, not in its
    /// notation: TURNOOI's faces as the battle they decide.
    #[test]
    fn a_chance_draw_is_noted_in_words() {
        let mut g = GameState::new(env());
        assert!(g.apply(GameAction::NewGame(session("turnooi"), people())));
        let mut rng = Rng::new(3);
        for _ in 0..400 {
            let s = g.session.as_ref().unwrap();
            if seating::next(s.current(), &g.seats) == Next::Chance {
                break;
            }
            let moves = s.current().legal_tokens();
            let tok = moves[rng.below(moves.len())].clone();
            g.push(&tok, true).unwrap();
        }
        let before = g.session.as_ref().unwrap().current().clone_box();
        g.pause_over(5);
        let s = g.session.as_ref().unwrap();
        let drawn = s.tokens().last().unwrap();
        assert!(drawn.starts_with(':'), "a face pair was drawn: {drawn}");
        let (_, note) = g.auto_note.clone().expect("a note");
        assert_eq!(Some(note), before.describe_token(drawn));
    }

    /// A throw is noted by its die, never by its token: a TURNO-Loop
    /// throw onto a tile whose face is known has the token "6:1".
    #[test]
    fn a_throw_is_noted_by_its_die_not_its_token() {
        let mut seen = 0;
        for game in 0..40u64 {
            let mut g = GameState::new(env());
            let start = Session::new(
                &attic_games::REGISTRY,
                "turno-loop",
                "",
                &mut Rng::new(game),
            );
            assert!(g.apply(GameAction::NewGame(start.unwrap(), people())));
            for seed in 0..1000u64 {
                let s = g.session.as_ref().unwrap();
                if s.current().outcome().is_some() {
                    break;
                }
                let len = s.len();
                let throw = match seating::next(s.current(), &g.seats) {
                    Next::Throw(seat) => {
                        assert!(g.apply(GameAction::Throw { seat, seed }));
                        Some(seat)
                    }
                    _ => {
                        g.pause_over(seed);
                        None
                    }
                };
                let s = g.session.as_ref().unwrap();
                assert!(s.len() > len, "the game goes on");
                let (Some(seat), Some((_, note))) = (throw, g.auto_note.clone()) else {
                    continue;
                };
                let tok = &s.tokens()[len];
                let die: i64 = tok[..1].parse().unwrap();
                let want = m("auto.threw")
                    .msg("who", Msg::plain(format!("seat {seat}")))
                    .num("token", die);
                assert_eq!(note, want, "after {tok}");
                seen += tok.contains(':') as usize;
            }
        }
        assert!(seen > 0, "a throw onto a known face was seen");
    }

    #[test]
    fn a_new_game_is_shown_from_its_start_in_a_new_entry() {
        let g = started(people());
        assert_eq!(g.len(), 0);
        assert_eq!(g.cursor, 0);
        assert!(g.entry.as_deref().is_some_and(|e| e.starts_with("entry")));
        assert!(g.changed && g.rev == 1 && !g.pristine);
        assert_eq!(g.game_no, 1);
        // Nothing was on screen: nothing to announce.
        assert_eq!(g.switched, (1, None));
    }

    #[test]
    fn a_move_follows_the_cursor_animates_and_ends_open_requests() {
        // (Ô ăn quan: a move sows, step by step.)
        let mut g = GameState::new(env());
        g.apply(GameAction::NewGame(session("oanquan"), people()));
        let ticket = g.ticket();
        let tok = legal(&g);
        assert!(g.apply(GameAction::Play(tok)));
        assert_eq!((g.len(), g.cursor, g.events_ply), (1, 1, 1));
        assert!(g.anim.as_ref().is_some_and(|a| a.ply == 1 && a.step == 0));
        assert_ne!(g.ticket(), ticket);
        // The animation steps on, then ends.
        let steps = g.anim.as_ref().unwrap().steps;
        for _ in 0..steps {
            assert!(g.apply(GameAction::AnimStep));
        }
        assert!(g.anim.is_none());
        assert!(!g.apply(GameAction::AnimStep));
    }

    #[test]
    fn a_refused_move_changes_nothing_but_the_error() {
        let mut g = started(people());
        let tok = legal(&g);
        g.apply(GameAction::Play(tok));
        g.apply(GameAction::Navigate(0));
        g.apply(GameAction::Play("no such move".into()));
        assert_eq!(g.len(), 1, "nothing cut");
        assert!(g.error.is_some());
    }

    #[test]
    fn undo_and_redo_take_back_and_replay_moves() {
        let mut g = started(people());
        for _ in 0..2 {
            let tok = legal(&g);
            g.apply(GameAction::Play(tok));
        }
        let second = g.session.as_ref().unwrap().tokens()[1].clone();
        assert!(g.apply(GameAction::Undo));
        assert_eq!((g.len(), g.cursor), (1, 1));
        assert_eq!(g.redo, vec![second.clone()]);
        assert!(g.apply(GameAction::Redo));
        assert_eq!((g.len(), g.cursor), (2, 2));
        assert_eq!(g.session.as_ref().unwrap().tokens()[1], second);
        assert!(g.redo.is_empty());
        // Nothing left to redo; a new move clears what there was.
        assert!(!g.apply(GameAction::Redo));
        g.apply(GameAction::Undo);
        let tok = legal(&g);
        g.apply(GameAction::Play(tok));
        assert!(g.redo.is_empty());
    }

    #[test]
    fn against_the_ai_undo_goes_back_to_the_person_s_turn() {
        let mut g = started(vec![SeatKind::Human, SeatKind::Ai(1)]);
        let tok = legal(&g);
        g.apply(GameAction::Play(tok));
        assert_eq!(g.ai_to_move(), Some(1));
        let (id, tok) = (g.ticket(), legal(&g));
        assert!(g.apply(GameAction::AiMove {
            id,
            token: tok,
            outlook: Some(0.5),
        }));
        assert_eq!(g.len(), 2);
        assert_eq!(g.ai_note.as_ref().map(|n| n.ply), Some(2));
        g.apply(GameAction::Undo);
        assert_eq!(g.len(), 0, "both plies taken back");
        assert_eq!(g.redo.len(), 2);
        assert!(g.ai_note.is_none());
    }

    #[test]
    fn a_stale_ai_answer_is_ignored() {
        let mut g = started(vec![SeatKind::Human, SeatKind::Ai(1)]);
        let tok = legal(&g);
        g.apply(GameAction::Play(tok));
        let (id, tok) = (g.ticket(), legal(&g));
        let answer = |id| GameAction::AiMove {
            id,
            token: tok.clone(),
            outlook: None,
        };
        assert!(!g.apply(answer(id + 1)));
        assert!(g.apply(answer(id)));
        // Answered: the same answer again is stale.
        assert!(!g.apply(answer(id)));
        assert_eq!(g.len(), 2);
    }

    #[test]
    fn the_cursor_is_clamped_and_navigation_changes_no_record() {
        let mut g = started(people());
        for _ in 0..3 {
            let tok = legal(&g);
            g.apply(GameAction::Play(tok));
        }
        let rev = g.rev;
        g.apply(GameAction::Navigate(usize::MAX));
        assert_eq!(g.cursor, 3);
        g.apply(GameAction::NavBy(-5));
        assert_eq!(g.cursor, 0);
        g.apply(GameAction::NavBy(2));
        assert_eq!(g.cursor, 2);
        assert!(g.anim.is_none());
        assert_eq!(g.rev, rev);
    }

    #[test]
    fn an_import_announces_that_the_game_on_screen_is_kept() {
        let mut g = started(people());
        let shown = g.entry.clone();
        g.apply(GameAction::Import(session("tau")));
        let (n, notice) = g.switched.clone();
        assert_eq!(n, 2);
        assert_eq!(notice.and_then(|n| n.other), shown);
        assert_ne!(g.entry, shown);
    }

    #[test]
    fn the_play_flow_ends_with_the_position_or_the_game() {
        let mut g = started(vec![SeatKind::Ai(1), SeatKind::Ai(1)]);
        let mut p = PlayState::default();
        p.apply(PlayAction::Thinking(g.ticket()));
        p.apply(PlayAction::Step(Stamp::of(&g)));
        p.apply(PlayAction::Confirm(1, Stamp::of(&g)));
        let f = p.flow(&g);
        assert_eq!(f.thinking, Some(g.ticket()));
        assert!(f.paused && f.step);
        assert_eq!(f.confirmed, Some(1));
        // The AI's answer ends the request and the step, not the pause.
        let (id, tok) = (g.ticket(), legal(&g));
        g.apply(GameAction::AiMove {
            id,
            token: tok,
            outlook: None,
        });
        let f = p.flow(&g);
        assert_eq!(f.thinking, None);
        assert!(f.paused && !f.step);
        assert_eq!(f.confirmed, Some(1));
        // Another game ends the pause and the confirmation.
        g.apply(GameAction::NewGame(session("tau"), people()));
        assert_eq!(p.flow(&g), super::super::play::Flow::default());
    }
}
