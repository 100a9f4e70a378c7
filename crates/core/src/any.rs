//! The object-safe face of a game, [`AnyGame`], made by a blanket impl over
//! [`Game`]. The UI, worker, CLI and links use only this: they never name a
//! game, and moves cross this boundary as the game's own notation tokens.

use super::error::{MoveError, SetupError};
use super::game::{Event, Game, GameInfo, Notation, Outcome, Rules, Seat, Turn, Words};
use super::options::Options;
use super::rng::Rng;
use std::any::Any;

/// A search that runs in small batches so it can be stopped between them.
pub trait SearchJob {
    /// Run about `nodes` more nodes (playouts or positions). Returns true
    /// when the search has finished (its node budget is spent or the result
    /// is proven), false when more steps would help.
    fn step(&mut self, nodes: u32) -> bool;
    /// The best move found so far, as a token (None only if there is no legal move).
    fn best(&self) -> Option<String>;
    /// Nodes searched so far.
    fn nodes(&self) -> u64;
    /// A one-line summary for people: method, depth, score.
    fn summary(&self) -> String;
    /// How the search sees the game for the seat it moves for, in [0, 1]:
    /// its expected share of the result (1 a sure win, 0 a sure loss,
    /// 1/2 even). `None` (the default) when it cannot say.
    fn outlook(&self) -> Option<f32> {
        None
    }
}

/// A game state behind a trait object.
pub trait AnyGame {
    /// Static description of the game.
    fn info(&self) -> &'static GameInfo;
    /// A boxed copy.
    fn clone_box(&self) -> Box<dyn AnyGame>;
    /// For a game's own view code, to get its concrete state back.
    fn as_any(&self) -> &dyn Any;
    /// Number of seats.
    fn seats(&self) -> u8;
    /// A seat's team (see [`Rules::team`]).
    fn team(&self, seat: Seat) -> u8;
    /// A seat's code (see [`Game::seat_code`]).
    fn seat_code(&self, seat: Seat) -> String;
    /// The tag of a seat's player name (see [`Game::name_tag`]).
    fn name_tag(&self, seat: Seat) -> String;
    /// Tags the writer puts first (see [`GameInfo::tag_order`]).
    fn tag_order(&self) -> &'static [&'static str];
    /// Whose turn it is.
    fn turn(&self) -> Turn;
    /// See [`Rules::mid_turn`].
    fn mid_turn(&self) -> bool;
    /// See [`Rules::automatic`].
    fn automatic(&self) -> bool;
    /// See [`Rules::thrower`].
    fn thrower(&self) -> Option<Seat>;
    /// See [`Rules::has_hidden`].
    fn has_hidden(&self) -> bool;
    /// See [`Rules::local_only`].
    fn local_only(&self) -> bool;
    /// The state as `seat` may see it (see [`Rules::view`]).
    fn view(&self, seat: Seat) -> Box<dyn AnyGame>;
    /// Canonical tokens of every legal move, in the game's fixed order.
    fn legal_tokens(&self) -> Vec<String>;
    /// Chance weights of the legal moves (see [`Rules::chance_weights`]).
    fn chance_weights(&self) -> Vec<u128>;
    /// A complete world for duplicate matches (see [`Rules::deal`]).
    fn deal(&self, rng: &mut crate::Rng) -> Option<Box<dyn AnyGame>>;
    /// The points counted for `seat` so far (see [`Rules::points`]).
    fn points(&self, seat: Seat) -> Option<i64>;
    /// Read a token and play it. On error the state is unchanged.
    /// Returns the canonical token and what happened.
    fn play_token(&mut self, token: &str) -> Result<(String, Vec<Event>), MoveError>;
    /// Read one ply from the start of `text` and play it (see
    /// [`Notation::parse_prefix`]). On error the state is unchanged. Returns
    /// the canonical token, what happened, and the bytes of `text` used.
    fn play_prefix(&mut self, text: &str) -> Result<(String, Vec<Event>, usize), MoveError>;
    /// Whether a record body word is to be skipped (see [`Notation::skip_word`]).
    fn skip_word(&self, token: &str) -> bool;
    /// See [`Notation::declared_result`].
    fn declared_result(&self, result: &str, tags: &[(String, String)]) -> bool;
    /// The result once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// The move `token` (legal here) in words ([`Words::describe`]); `None`
    /// when the game has no words for it or the token is not legal.
    fn describe_token(&self, token: &str) -> Option<super::msg::Msg>;
    /// Why a player would choose the move `token` here
    /// ([`Words::explain`]); `None` for a token that is not legal here.
    fn explain_token(&self, token: &str) -> Option<super::msg::Msg>;
    /// What threatens the seat to move ([`Words::dangers`]).
    fn dangers(&self) -> Vec<super::game::Danger>;
    /// The position string.
    fn position(&self) -> String;
    /// The game's words (see [`GameInfo::messages`]).
    fn messages(&self) -> &'static super::msg::Messages;
    /// The `Result` tag value: `*` while the game goes on.
    fn result_tag(&self) -> String;
    /// Tags beside `Result` that state the result (see [`Notation::result_tags`]).
    fn result_tags(&self) -> Vec<(String, String)>;
    /// The setup tags of this (start) state.
    fn setup_tags(&self) -> Vec<(String, String)>;
    /// The record body for `tokens` played from this state, in the game's layout.
    fn write_body(&self, tokens: &[String]) -> Result<String, MoveError>;
    /// Play random moves to the end (at most `max_plies`); returns plies played.
    fn random_playout(&mut self, rng: &mut Rng, max_plies: usize) -> usize;
}

/// Draw a game's random setup (see [`Rules::draw_setup`]) as record
/// tags ([`Rules::write_setup`]), for the type-erased callers (used by
/// the registry).
pub fn draw_tags<G: Rules>(options: &Options, rng: &mut Rng) -> Vec<(String, String)> {
    G::write_setup(&G::draw_setup(options, rng))
}

/// Make a boxed game from options and setup tags (used by the registry).
pub fn new_any<G: Game>(
    options: &Options,
    tags: &[(String, String)],
) -> Result<Box<dyn AnyGame>, SetupError> {
    Ok(Box::new(G::setup(options, tags)?))
}

impl<G: Game> AnyGame for G {
    fn info(&self) -> &'static GameInfo {
        G::info()
    }
    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn seats(&self) -> u8 {
        Rules::seats(self)
    }
    fn team(&self, seat: Seat) -> u8 {
        Rules::team(self, seat)
    }
    fn seat_code(&self, seat: Seat) -> String {
        Game::seat_code(self, seat)
    }
    fn name_tag(&self, seat: Seat) -> String {
        Game::name_tag(self, seat)
    }
    fn tag_order(&self) -> &'static [&'static str] {
        G::info().tag_order
    }
    fn turn(&self) -> Turn {
        Rules::turn(self)
    }
    fn mid_turn(&self) -> bool {
        Rules::mid_turn(self)
    }
    fn automatic(&self) -> bool {
        Rules::automatic(self)
    }
    fn thrower(&self) -> Option<Seat> {
        Rules::thrower(self)
    }
    fn has_hidden(&self) -> bool {
        Rules::has_hidden(self)
    }
    fn local_only(&self) -> bool {
        Rules::local_only(self)
    }
    fn view(&self, seat: Seat) -> Box<dyn AnyGame> {
        Box::new(Rules::view(self, seat))
    }
    fn legal_tokens(&self) -> Vec<String> {
        let mut v = Vec::new();
        self.legal_moves(&mut v);
        v.iter().map(|m| self.format_move(m)).collect()
    }
    fn chance_weights(&self) -> Vec<u128> {
        let mut v = Vec::new();
        self.legal_moves(&mut v);
        Rules::chance_weights(self, &v)
    }
    fn deal(&self, rng: &mut crate::Rng) -> Option<Box<dyn AnyGame>> {
        Rules::deal(self, rng).map(|w| Box::new(w) as Box<dyn AnyGame>)
    }
    fn points(&self, seat: Seat) -> Option<i64> {
        Rules::points(self, seat)
    }
    fn play_token(&mut self, token: &str) -> Result<(String, Vec<Event>), MoveError> {
        let m = self.parse_move(token)?;
        let canonical = self.format_move(&m);
        let events = self.play(&m)?;
        Ok((canonical, events))
    }
    fn play_prefix(&mut self, text: &str) -> Result<(String, Vec<Event>, usize), MoveError> {
        let (m, used) = self.parse_prefix(text)?;
        let canonical = self.format_move(&m);
        let events = self.play(&m)?;
        Ok((canonical, events, used.min(text.len())))
    }
    fn skip_word(&self, token: &str) -> bool {
        Notation::skip_word(self, token)
    }
    fn declared_result(&self, result: &str, tags: &[(String, String)]) -> bool {
        Notation::declared_result(self, result, tags)
    }
    fn outcome(&self) -> Option<Outcome> {
        Rules::outcome(self)
    }
    fn describe_token(&self, token: &str) -> Option<super::msg::Msg> {
        let m = self.parse_move(token).ok()?;
        let events = self.clone().play(&m).ok()?;
        Words::describe(self, &m, &events)
    }
    fn explain_token(&self, token: &str) -> Option<super::msg::Msg> {
        let m = self.parse_move(token).ok()?;
        if !self.is_legal(&m) {
            return None;
        }
        Words::explain(self, &m)
    }
    fn dangers(&self) -> Vec<super::game::Danger> {
        Words::dangers(self)
    }
    fn position(&self) -> String {
        Notation::position(self)
    }
    fn messages(&self) -> &'static super::msg::Messages {
        G::info().messages
    }
    fn result_tag(&self) -> String {
        match Rules::outcome(self) {
            Some(o) => Game::result_tag(self, &o),
            None => "*".to_string(),
        }
    }
    fn setup_tags(&self) -> Vec<(String, String)> {
        Rules::setup_tags(self)
    }
    fn result_tags(&self) -> Vec<(String, String)> {
        Notation::result_tags(self)
    }
    fn write_body(&self, tokens: &[String]) -> Result<String, MoveError> {
        let mut g = self.clone();
        let mut moves = Vec::with_capacity(tokens.len());
        for t in tokens {
            let m = g.parse_move(t)?;
            g.play(&m)?;
            moves.push(m);
        }
        Ok(G::write_body(self, &moves))
    }
    fn random_playout(&mut self, rng: &mut Rng, max_plies: usize) -> usize {
        let mut moves = Vec::new();
        let mut n = 0;
        while n < max_plies && !matches!(Rules::turn(self), Turn::Over) {
            moves.clear();
            self.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let i = self.playout_choice(&moves, rng);
            self.play_fast(&moves[i.min(moves.len() - 1)]);
            n += 1;
        }
        n
    }
}

/// The seat to move, if a seat is to move.
pub fn seat_to_move(g: &dyn AnyGame) -> Option<Seat> {
    match g.turn() {
        Turn::Seat(s) => Some(s),
        _ => None,
    }
}
