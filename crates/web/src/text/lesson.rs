//! A how-to-play page's live board: a ```` ```board ```` block of the
//! page's Markdown, read into a [`Lesson`] and played out into a
//! [`Session`] that the page steps through.
//!
//! ```text
//! game: longtau                 which game (default: the page's)
//! options: lines=areas          the game's options, as in a record
//! position: <position string>   where it starts (default: the start of a game)
//! setup: First=S; Track=...     setup tags instead of a position (default: the
//!                               setup drawn with a fixed seed)
//! tag: Deal=1:12 34;2:56 66     one setup tag whose value may hold `;`
//! viewer: 1                     the seat (its record code) the board is drawn
//!                               for, when the game hides something (a hand)
//! moves: f8-f6 g4-g6            turns played before the example begins, silently
//! intro: What the start shows.
//! step: f8-f6 | What this turn shows.
//! try: f8-f6 f8-f5 | What the reader should do. | What they did right.
//! ```
//!
//! Every line is optional except that a lesson shows something: an intro,
//! a step or a try. Steps are record turn tokens ([`Session::play_turn`]);
//! a try lists the turns that count as right, played from where the steps
//! end. Captions are inline Markdown in the page's language. A lesson is
//! authors' text, so its errors are plain English for authors (a test
//! reads every shipped page); a player only ever sees that an example
//! could not be shown.
//!
//! ```
//! use attic_web::text::lesson::Lesson;
//! let l = Lesson::parse("intro: The start.\nstep: a1 | First move.\n").unwrap();
//! assert_eq!(l.steps[0].token, "a1");
//! assert_eq!(l.steps[0].caption, "First move.");
//! ```

use attic_core::{Options, Registry, Rng};
use attic_records::Session;

/// One step of a lesson: a turn and the sentence that explains it.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// The turn, as a record token.
    pub token: String,
    /// What it shows (inline Markdown).
    pub caption: String,
}

/// The reader's turn: which turns count as right, and what to say.
#[derive(Clone, Debug, PartialEq)]
pub struct Try {
    /// Turns that count as right (record tokens).
    pub tokens: Vec<String>,
    /// What the reader is asked to do.
    pub prompt: String,
    /// What is said when they did it.
    pub done: String,
}

/// A live board's script.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Lesson {
    /// The game id or variant id; `None`: the page's game.
    pub game: Option<String>,
    /// The options, as a record's `Options` tag writes them.
    pub options: String,
    /// A position string to start from.
    pub position: Option<String>,
    /// Setup tags (`name=value`, `;`-separated) to start a game from.
    pub setup: Vec<(String, String)>,
    /// Turns played before the lesson begins.
    pub moves: Vec<String>,
    /// The seat code the board is drawn for (`None`: a spectator).
    pub viewer: Option<String>,
    /// What the starting position shows.
    pub intro: Option<String>,
    /// The turns the reader steps through.
    pub steps: Vec<Step>,
    /// The reader's own turn at the end.
    pub tryit: Option<Try>,
}

/// A lesson played out: the session after every step, and where the steps
/// begin in it.
pub struct Played {
    /// The seat the board is drawn for (from `viewer:`).
    pub viewer: Option<attic_core::Seat>,
    /// The game with the silent moves and every step played.
    pub session: Session,
    /// The ply where the lesson starts (after the silent moves).
    pub first: usize,
    /// The ply each step ends at: `ends[k]` is after step `k`.
    pub ends: Vec<usize>,
    /// The try's right turns: (the first ply's canonical token, which is
    /// what a board plays, and the whole turn as written).
    pub right: Vec<(String, String)>,
}

fn caption(text: &str, what: &str) -> Result<String, String> {
    let t = text.trim();
    if t.is_empty() {
        Err(format!("{what}: the caption is empty"))
    } else {
        Ok(t.to_string())
    }
}

impl Lesson {
    /// Read a board block's text.
    pub fn parse(text: &str) -> Result<Lesson, String> {
        let mut l = Lesson::default();
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let at = |why: String| format!("line {}: {why}", n + 1);
            let (key, value) = line
                .split_once(':')
                .ok_or_else(|| at(format!("\"{line}\" is not \"key: value\"")))?;
            let value = value.trim();
            match key.trim() {
                "game" => l.game = Some(value.to_string()),
                "options" => l.options = value.to_string(),
                "position" => l.position = Some(value.to_string()),
                "setup" => {
                    for pair in value.split(';').map(str::trim).filter(|p| !p.is_empty()) {
                        let (k, v) = pair
                            .split_once('=')
                            .ok_or_else(|| at(format!("setup \"{pair}\" is not name=value")))?;
                        l.setup.push((k.trim().to_string(), v.trim().to_string()));
                    }
                }
                "tag" => {
                    let (k, v) = value
                        .split_once('=')
                        .ok_or_else(|| at(format!("tag \"{value}\" is not name=value")))?;
                    l.setup.push((k.trim().to_string(), v.trim().to_string()));
                }
                "viewer" => l.viewer = Some(value.to_string()),
                "moves" => l.moves = value.split_whitespace().map(String::from).collect(),
                "intro" => l.intro = Some(caption(value, "intro").map_err(at)?),
                "step" => {
                    let (token, text) = value
                        .split_once('|')
                        .ok_or_else(|| at("a step is \"token | caption\"".into()))?;
                    let token = token.trim();
                    if token.is_empty() || token.contains(char::is_whitespace) {
                        return Err(at(format!("step \"{token}\" must be one turn token")));
                    }
                    l.steps.push(Step {
                        token: token.to_string(),
                        caption: caption(text, "step").map_err(at)?,
                    });
                }
                "try" => {
                    let mut parts = value.splitn(3, '|');
                    let tokens: Vec<String> = parts
                        .next()
                        .unwrap_or("")
                        .split_whitespace()
                        .map(String::from)
                        .collect();
                    let (Some(prompt), Some(done)) = (parts.next(), parts.next()) else {
                        return Err(at("a try is \"tokens | prompt | well done\"".into()));
                    };
                    if tokens.is_empty() {
                        return Err(at("a try needs at least one right turn".into()));
                    }
                    if l.tryit.is_some() {
                        return Err(at("a lesson has at most one try".into()));
                    }
                    l.tryit = Some(Try {
                        tokens,
                        prompt: caption(prompt, "try").map_err(at)?,
                        done: caption(done, "try").map_err(at)?,
                    });
                }
                other => return Err(at(format!("unknown key \"{other}\""))),
            }
        }
        if l.intro.is_none() && l.steps.is_empty() && l.tryit.is_none() {
            return Err("a lesson needs an intro, a step or a try".into());
        }
        if l.position.is_some() && !l.setup.is_empty() {
            return Err("give a position or setup tags, not both".into());
        }
        Ok(l)
    }

    /// The game this lesson plays: its own `game:` or the page's.
    pub fn game_id<'a>(&'a self, page_game: &'a str) -> &'a str {
        self.game.as_deref().unwrap_or(page_game)
    }

    /// Play the lesson out, checking every turn: the silent moves, then
    /// the steps; and check that every right answer of the try is legal
    /// where the steps end.
    pub fn play(&self, games: &dyn Registry, page_game: &str) -> Result<Played, String> {
        let id = self.game_id(page_game);
        let entry = games
            .find(id)
            .ok_or_else(|| format!("unknown game \"{id}\""))?;
        let info = (entry.info)();
        let options = Options::parse(&self.options, info.options)
            .map_err(|e| format!("options \"{}\": {e}", self.options))?;
        // With neither a position nor setup tags: the setup a fixed seed
        // draws, so the page shows the same board every time.
        let setup = if self.setup.is_empty() && self.position.is_none() {
            (entry.draw_setup)(&options, &mut Rng::new(1))
        } else {
            self.setup.clone()
        };
        let mut session = match &self.position {
            Some(p) => Session::from_position(entry, options, p),
            None => Session::start(entry, options, setup),
        }
        .map_err(|e| format!("start: {e}"))?;
        for m in &self.moves {
            session
                .play_turn(m)
                .map_err(|e| format!("moves: \"{m}\": {e}"))?;
        }
        let viewer = match &self.viewer {
            None => None,
            Some(code) => {
                let g = session.current();
                let seat = (0..g.seats()).find(|&s| g.seat_code(s) == *code);
                Some(seat.ok_or_else(|| format!("viewer \"{code}\" is not a seat"))?)
            }
        };
        let first = session.len();
        let mut ends = Vec::new();
        for s in &self.steps {
            session
                .play_turn(&s.token)
                .map_err(|e| format!("step \"{}\": {e}", s.token))?;
            ends.push(session.len());
        }
        let mut right = Vec::new();
        if let Some(t) = &self.tryit {
            if session.current().outcome().is_some() {
                return Err("try: the game is over where the steps end".into());
            }
            for token in &t.tokens {
                let mut probe = session.clone();
                probe
                    .play_turn(token)
                    .map_err(|e| format!("try \"{token}\": {e}"))?;
                right.push((probe.tokens()[session.len()].clone(), token.clone()));
            }
        }
        Ok(Played {
            viewer,
            session,
            first,
            ends,
            right,
        })
    }
}
