//! A [`Session`] is one game being played or replayed: its record (options,
//! setup tags, tokens) plus the positions it passes through. The app, the
//! CLI and links all work on it, so everything on screen replays.

use super::record::Record;
use attic_core::any::AnyGame;
use attic_core::error::{MoveError, RecordError};
use attic_core::game::{Seat, Turn};
use attic_core::msg::{Msg, CORE};
use attic_core::options::Options;
use attic_core::registry::{GameEntry, Registry};
use attic_core::rng::Rng;

/// Tags the session writes itself; every other tag is kept as given
/// (besides these, the tags that hold options, [`attic_core::OptionSpec::tag`]).
const OWN_TAGS: [&str; 3] = ["Game", "Options", "Result"];

fn cm(key: &'static str) -> Msg {
    Msg::new(&CORE, key)
}

/// The seat to move in `g`, in words: the game's `seat.<code>` term (its
/// players' name for the seat), or the code itself; none at a chance draw.
pub fn seat_words(g: &dyn AnyGame) -> Option<Msg> {
    let Turn::Seat(seat) = g.turn() else {
        return None;
    };
    let code = g.seat_code(seat);
    let key = format!("seat.{code}");
    let book = g.messages();
    Some(
        book.keys(attic_core::msg::Lang::En)
            .into_iter()
            .find(|k| *k == key)
            .map(|k| Msg::new(book, k))
            .unwrap_or_else(|| Msg::plain(code)),
    )
}

/// One game: its record and the positions after each ply.
pub struct Session {
    entry: &'static GameEntry,
    options: Options,
    /// Tags other than Game, Options and Result, in order (setup tags,
    /// player names, date, unknown tags).
    tags: Vec<(String, String)>,
    tokens: Vec<String>,
    /// positions[0] is the start; positions[i] follows tokens[i-1].
    positions: Vec<Box<dyn AnyGame>>,
    /// A result the record declares for a game the rules have not ended
    /// (a resignation or an agreed draw, when the game allows it; see
    /// [`attic_core::Notation::declared_result`]). Dropped by any change.
    declared: Option<String>,
}

impl Clone for Session {
    fn clone(&self) -> Self {
        Session {
            entry: self.entry,
            options: self.options.clone(),
            tags: self.tags.clone(),
            tokens: self.tokens.clone(),
            positions: self.positions.iter().map(|p| p.clone_box()).collect(),
            declared: self.declared.clone(),
        }
    }
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("game", &self.info().id)
            .field("tags", &self.tags)
            .field("tokens", &self.tokens)
            .finish()
    }
}

impl Session {
    /// A new game: options are validated, and random setup values (e.g. the
    /// first player) are drawn now from `rng` and kept as tags.
    pub fn new(
        games: &dyn Registry,
        game_id: &str,
        options_text: &str,
        rng: &mut Rng,
    ) -> Result<Session, RecordError> {
        let entry = games
            .find(game_id)
            .ok_or_else(|| RecordError::UnknownGame(game_id.to_string()))?;
        let info = (entry.info)();
        let options = Options::parse(options_text, info.options).map_err(RecordError::Setup)?;
        let mut tags = (entry.draw_setup)(&options, rng);
        add_variant_tag(game_id, info, &mut tags);
        Session::start(entry, options, tags)
    }

    /// The game a [`Picture`](attic_core::Picture) of `entry` draws: its
    /// variant and options, from its position string (the `Setup` tag) or
    /// from the start, whose random setup is drawn with a fixed seed so the
    /// picture is the same every time.
    pub fn picture(
        games: &dyn Registry,
        entry: &'static GameEntry,
        picture: &attic_core::Picture,
    ) -> Result<Session, RecordError> {
        let id = match picture.variant {
            "" => (entry.info)().id,
            v => v,
        };
        match picture.position {
            None => Session::new(games, id, picture.options, &mut Rng::new(1)),
            Some(text) => {
                let entry = games
                    .find(id)
                    .ok_or_else(|| RecordError::UnknownGame(id.to_string()))?;
                let info = (entry.info)();
                let options =
                    Options::parse(picture.options, info.options).map_err(RecordError::Setup)?;
                let mut tags = vec![("Setup".to_string(), text.to_string())];
                add_variant_tag(id, info, &mut tags);
                Session::start(entry, options, tags)
            }
        }
    }

    /// A game from options and setup tags already known (e.g. `First`).
    pub fn start(
        entry: &'static GameEntry,
        options: Options,
        tags: Vec<(String, String)>,
    ) -> Result<Session, RecordError> {
        let start = (entry.new_game)(&options, &tags).map_err(RecordError::Setup)?;
        // Options the game ignores are dropped, so a game reads back equal.
        let options = options.without(&start.info().ignored(&options));
        Ok(Session {
            entry,
            options,
            tags,
            tokens: Vec::new(),
            positions: vec![start],
            declared: None,
        })
    }

    /// A game that starts from a position string (a how-to-play board):
    /// the start is the game's [`attic_core::Notation::from_position`] state.
    /// Its setup is not in tags, so it is for showing, never for saving or
    /// sharing. A game without a position reader is a `Setup` error.
    pub fn from_position(
        entry: &'static GameEntry,
        options: Options,
        text: &str,
    ) -> Result<Session, RecordError> {
        let start = match (entry.from_position)(&options, text) {
            Some(r) => r.map_err(RecordError::Setup)?,
            None => {
                return Err(RecordError::Tag(
                    cm("record.no-position").text("game", (entry.info)().id),
                ))
            }
        };
        Ok(Session {
            entry,
            options,
            tags: Vec::new(),
            tokens: Vec::new(),
            positions: vec![start],
            declared: None,
        })
    }

    /// Read and validate a whole record: every token legal, annotations
    /// matching, `Result` agreeing with the engine.
    pub fn from_record(games: &dyn Registry, text: &str) -> Result<Session, RecordError> {
        let rec = Record::parse(text)?;
        Session::from_parsed(games, &rec, None)
    }

    /// As [`Session::from_record`], for an already-parsed envelope. When
    /// `game_override` is given, the record's `Game` tag may be omitted but,
    /// if present, must agree.
    pub fn from_parsed(
        games: &dyn Registry,
        rec: &Record,
        game_override: Option<&str>,
    ) -> Result<Session, RecordError> {
        let game = match (rec.tag("Game"), game_override) {
            (Some(g), Some(o)) if g != o => {
                return Err(RecordError::Tag(
                    cm("record.game-mismatch").text("game", g).text("wanted", o),
                ))
            }
            (Some(g), _) => g,
            (None, Some(o)) => o,
            (None, None) => {
                return Err(RecordError::Tag(
                    cm("record.missing-tag").text("name", "Game"),
                ))
            }
        };
        let entry = games
            .find(game)
            .ok_or_else(|| RecordError::UnknownGame(game.to_string()))?;
        let info = (entry.info)();
        let options = Options::from_tags(rec.tag("Options").unwrap_or(""), &rec.tags, info.options)
            .map_err(RecordError::Setup)?;
        let option_tags: Vec<&str> = info.options.iter().filter_map(|o| o.tag).collect();
        let mut tags: Vec<_> = rec
            .tags
            .iter()
            .filter(|(k, _)| !OWN_TAGS.contains(&k.as_str()) && !option_tags.contains(&k.as_str()))
            .cloned()
            .collect();
        add_variant_tag(game, info, &mut tags);
        let mut s = Session::start(entry, options, tags)?;
        let mut turn = 0;
        // A bare number is a move number too (`28 b45-b56`).
        let mut bare: Option<u32> = None;
        for (i, tok) in rec.tokens.iter().enumerate() {
            if !info.numeric_tokens && tok.bytes().all(|b| b.is_ascii_digit()) {
                bare = tok.parse().ok();
                continue; // a bare move number
            }
            if s.current().skip_word(tok) {
                continue; // a courtesy or comment word the game allows
            }
            turn += 1;
            let number = bare.or(rec.numbers.get(i).copied().flatten());
            let seat = seat_words(s.current()).map(Box::new);
            let fail = |error| RecordError::Move {
                ply: turn,
                number,
                seat: seat.clone(),
                token: tok.clone(),
                error,
            };
            if s.current().mid_turn() {
                // The turn before was cut short, yet more tokens follow.
                let before = s.tokens.last().cloned().unwrap_or_default();
                return Err(RecordError::Tag(
                    cm("record.turn-unfinished").text("token", before),
                ));
            }
            s.play_turn(tok).map_err(fail)?;
        }
        s.supply_ending();
        let engine = s.current().result_tag();
        match rec.tag("Result") {
            None => {
                return Err(RecordError::Tag(
                    cm("record.missing-tag").text("name", "Result"),
                ))
            }
            Some(r) if engine == "*" && s.current().declared_result(r, &rec.tags) => {
                s.declared = Some(r.to_string());
            }
            Some(r) if r != engine => {
                return Err(RecordError::Result {
                    tag: r.to_string(),
                    engine,
                })
            }
            Some(_) => {}
        }
        // Result-describing tags (a score) must agree too; the session
        // writes its own, so the record's copies are not kept.
        for (k, v) in s.current().result_tags() {
            if let Some(r) = rec.tag(&k) {
                if r != v {
                    return Err(RecordError::Result {
                        tag: format!("{k} {r}"),
                        engine: format!("{k} {v}"),
                    });
                }
            }
            s.tags.retain(|(name, _)| *name != k);
        }
        Ok(s)
    }

    /// The forced automatic ply that would end the game from the current
    /// position, and the position after it: a record may leave out such a
    /// final ply (Long Tau's `end`, whose turn's removals decided it).
    fn forced_ending(&self) -> Option<(String, Box<dyn AnyGame>)> {
        forced_end(self.current())
    }

    /// Play the forced ending, if that is where the record stops.
    fn supply_ending(&mut self) {
        if let Some((token, next)) = self.forced_ending() {
            self.tokens.push(token);
            self.positions.push(next);
        }
    }

    /// Play one record token: a whole turn, which may be several plies
    /// (see [`attic_core::Notation::parse_prefix`]). On error nothing changes.
    pub fn play_turn(&mut self, token: &str) -> Result<(), MoveError> {
        let mut plies: Vec<(String, Box<dyn AnyGame>)> = Vec::new();
        let mut rest = token;
        while !rest.is_empty() || plies.is_empty() {
            let mut g = match plies.last() {
                Some((_, g)) => g.clone_box(),
                None => self.current().clone_box(),
            };
            let (canonical, _events, used) = g.play_prefix(rest)?;
            if used == 0 {
                return Err(MoveError::Parse(attic_core::error::ParseError::new(
                    cm("record.ply-empty")
                        .text("token", token)
                        .text("rest", rest),
                )));
            }
            plies.push((canonical, g));
            rest = &rest[used..];
        }
        for (t, g) in plies {
            self.tokens.push(t);
            self.positions.push(g);
        }
        self.declared = None;
        Ok(())
    }

    /// The record in canonical form (the game's writer layout).
    pub fn to_record(&self) -> String {
        let info = self.info();
        let mut rec = Record::default();
        rec.set_tag("Game", info.id);
        let opts = self.options.to_text(info.options);
        if !opts.is_empty() {
            rec.set_tag("Options", &opts);
        }
        for (k, v) in self.options.tag_pairs(info.options) {
            rec.set_tag(&k, &v);
        }
        // The game's own tag order first, then the rest as the reader met
        // them (a stable sort keeps their order).
        let order = self.current().tag_order();
        let rank = |k: &str| order.iter().position(|o| *o == k).unwrap_or(order.len());
        let mut tags: Vec<_> = self.tags.iter().collect();
        attic_core::order::sort_by_key(&mut tags, |(k, _)| rank(k));
        for (k, v) in tags {
            rec.set_tag(k, v);
        }
        // A game stopped just before its forced ending (the app pauses
        // before automatic plies) is written as finished, since a reader
        // supplies that ending and would refuse `*` (Long Tau §9.3).
        let ending = self.forced_ending().map(|(_, g)| g);
        let last = ending.as_deref().unwrap_or(self.current());
        let result = match &self.declared {
            Some(r) => r.clone(),
            None => last.result_tag(),
        };
        rec.set_tag("Result", &result);
        for (k, v) in last.result_tags() {
            rec.set_tag(&k, &v);
        }
        // Tokens were played from the start, so the body cannot fail.
        let body = self.positions[0]
            .write_body(&self.tokens)
            .unwrap_or_else(|e| format!("{{{e}}}"));
        rec.write(&body)
    }

    /// Play a token at the end of the game. On error nothing changes.
    pub fn play(&mut self, token: &str) -> Result<(), MoveError> {
        let mut next = self.current().clone_box();
        let (canonical, _events) = next.play_token(token)?;
        self.tokens.push(canonical);
        self.positions.push(next);
        self.declared = None;
        Ok(())
    }

    /// When chance is to move, draw a value with `rng` and play it.
    /// Returns the token drawn, or None when chance is not to move.
    pub fn draw_chance(&mut self, rng: &mut Rng) -> Option<String> {
        if self.current().turn() != Turn::Chance {
            return None;
        }
        let toks = self.current().legal_tokens();
        let weights = self.current().chance_weights();
        let pick = rng.weighted(&weights)?;
        let tok = toks.get(pick)?.clone();
        self.play(&tok).ok()?;
        Some(tok)
    }

    /// Keep only the first `plies` moves.
    pub fn truncate(&mut self, plies: usize) {
        if plies < self.tokens.len() {
            self.declared = None;
        }
        self.tokens.truncate(plies);
        self.positions.truncate(plies + 1);
    }

    /// The game description.
    pub fn info(&self) -> &'static attic_core::GameInfo {
        (self.entry.info)()
    }
    /// The registry entry.
    pub fn entry(&self) -> &'static GameEntry {
        self.entry
    }
    /// The options.
    pub fn options(&self) -> &Options {
        &self.options
    }
    /// Non-envelope tags (setup tags, names, date…).
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }
    /// Set a tag such as `Date` or `PlayerA` (not Game, Options or Result).
    pub fn set_tag(&mut self, name: &str, value: &str) {
        if OWN_TAGS.contains(&name) {
            return;
        }
        match self.tags.iter_mut().find(|(k, _)| k == name) {
            Some(t) => t.1 = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }
    /// Canonical move tokens played so far.
    pub fn tokens(&self) -> &[String] {
        &self.tokens
    }
    /// Number of plies played.
    pub fn len(&self) -> usize {
        self.tokens.len()
    }
    /// Whether no move has been played.
    pub fn is_empty(&self) -> bool {
        self.tokens.is_empty()
    }
    /// The position after `ply` moves (clamped to the last).
    pub fn at(&self, ply: usize) -> &dyn AnyGame {
        self.positions[ply.min(self.positions.len() - 1)].as_ref()
    }
    /// The result the record declared for a game the rules have not ended
    /// (resignation, agreement), if any.
    pub fn declared_result(&self) -> Option<&str> {
        self.declared.as_deref()
    }
    /// The current position.
    pub fn current(&self) -> &dyn AnyGame {
        self.at(self.tokens.len())
    }

    /// The record's turns: for each, the plies it spans (`start..end`, as
    /// in [`Session::tokens`]) and its record token (the plies' tokens
    /// joined; see [`attic_core::Rules::mid_turn`]).
    pub fn turns(&self) -> Vec<(std::ops::Range<usize>, String)> {
        let mut out: Vec<(std::ops::Range<usize>, String)> = Vec::new();
        for (i, t) in self.tokens.iter().enumerate() {
            match out.last_mut() {
                Some((r, joined)) if self.positions[i].mid_turn() => {
                    r.end = i + 1;
                    joined.push_str(t);
                }
                _ => out.push((i..i + 1, t.clone())),
            }
        }
        out
    }

    /// What the AI for `seat` may be sent: the record when no seat holds
    /// anything private, else a record that starts from `seat`'s view of
    /// the current position (its `Setup` tag), so the worker never
    /// receives another seat's private values.
    pub fn record_for(&self, seat: Seat) -> String {
        let cur = self.current();
        if !cur.has_hidden() {
            return self.to_record();
        }
        let info = self.info();
        let mut rec = Record::default();
        rec.set_tag("Game", info.id);
        let opts = self.options.to_text(info.options);
        if !opts.is_empty() {
            rec.set_tag("Options", &opts);
        }
        for (k, v) in self.options.tag_pairs(info.options) {
            rec.set_tag(&k, &v);
        }
        let view = cur.view(seat);
        rec.set_tag("Setup", &view.position());
        // At the seat's own forced ending the reader plays it, as for
        // `to_record`.
        match forced_end(view.as_ref()) {
            Some((_, end)) => {
                rec.set_tag("Result", &end.result_tag());
                for (k, v) in end.result_tags() {
                    rec.set_tag(&k, &v);
                }
            }
            None => rec.set_tag("Result", "*"),
        }
        rec.write("")
    }
}

/// The forced automatic ply that would end the game `g` (its token), and
/// the position after it.
fn forced_end(g: &dyn AnyGame) -> Option<(String, Box<dyn AnyGame>)> {
    if !g.automatic() {
        return None;
    }
    let [only] = &g.legal_tokens()[..] else {
        return None;
    };
    let mut next = g.clone_box();
    (next.play_token(only).is_ok() && next.turn() == Turn::Over).then(|| (only.clone(), next))
}

/// A game named by one of its variant ids (`chogo-8x8`) rather than its own
/// id plays that variant: the id becomes a `Variant` tag, unless the tags
/// already name one (which then decides).
pub fn add_variant_tag(id: &str, info: &attic_core::GameInfo, tags: &mut Vec<(String, String)>) {
    if id != info.id && !tags.iter().any(|(k, _)| k == "Variant") {
        tags.push(("Variant".to_string(), id.to_string()));
    }
}
