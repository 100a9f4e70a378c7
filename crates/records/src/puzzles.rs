//! The puzzle file (issue 29) and its checker. A puzzle is a record of the
//! game up to the puzzle's position (a prefix of moves from a start, which
//! every game reads), with tags of its own before the record's:
//!
//! ```text
//! [Puzzle "tau-12"]          an id, unique in its file
//! [Answer "r3 r6"]           the right move's token, then its twins
//! [Theme "split"]            the game's message puzzle.theme.<id>
//! [Depth "5"]                plies the proof looks ahead
//! [Proof "exact: ..."]       the prover's line (method, values, margin)
//! [Difficulty "2"]           1..=5, see [`difficulty`]
//! [Missed "1,2"]             the AI levels that chose another move
//! [Line "r3 c2 r1"]          a line of several moves only (see below)
//! [Themes "split trim"]      the theme of each of its solver's moves
//! [Game "tau"]
//! ...the record's own tags, a blank line, its moves
//! ```
//!
//! A line of several moves (issue 29) gives its tokens ply by ply, the
//! solver's moves and the replies the page plays between them, and keeps
//! its first move as the `Answer` (and its proof in the other tags), so a
//! reader of one-move puzzles still reads a proven puzzle; the line's own
//! reading and checking is [`crate::puzzle_line`].
//!
//! A file is such records one after the other (a tag line after a record's
//! moves starts the next one); lines starting with `#` are comments. The reader never panics and names the puzzle, its first line
//! and what is wrong. The checker re-proves a puzzle with its game's
//! prover ([`attic_core::puzzle`]): the proof must come out the same.

use crate::record::Record;
use crate::session::Session;
use attic_core::puzzle::Proof;
use attic_core::registry::Registry;

/// The tags a puzzle adds to its record, in the order they are written.
pub const TAGS: [&str; 7] = [
    "Puzzle",
    "Answer",
    "Theme",
    "Depth",
    "Proof",
    "Difficulty",
    "Missed",
];

/// Largest puzzle file read, in bytes (a guard against absurd input).
pub const MAX_FILE_BYTES: usize = 16 << 20;

/// One puzzle.
#[derive(Clone, Debug)]
pub struct Puzzle {
    /// Its id.
    pub id: String,
    /// The game up to the puzzle's position (its current position).
    pub session: Session,
    /// The right move's token, then its twins (see [`Proof::answer`]).
    pub answer: Vec<String>,
    /// The theme's id.
    pub theme: String,
    /// Plies the proof looks ahead.
    pub depth: u32,
    /// The prover's line.
    pub proof: String,
    /// 1 (easiest) ..= 5.
    pub difficulty: u8,
    /// The AI levels (1..=5) that chose another move when it was made
    /// (for a line: at any of its moves).
    pub missed: Vec<u8>,
    /// A line's tokens, ply by ply (the first is the answer); empty for
    /// a puzzle of one move.
    pub line: Vec<String>,
    /// The theme of each of a line's solver's moves (the first is the
    /// theme); empty for a puzzle of one move.
    pub themes: Vec<String>,
}

/// The difficulty of a puzzle: 1, plus one for each AI level (of 1..=4)
/// that misses the move, plus one when the proof looks 6 plies or more
/// ahead, at most 5. Level 5 is left out: it often reads the whole line.
pub fn difficulty(depth: u32, missed: &[u8]) -> u8 {
    line_difficulty(depth, missed, 1)
}

/// The difficulty of a line of `moves` of the solver's moves: one more
/// for each move after the first, at most 5.
pub fn line_difficulty(depth: u32, missed: &[u8], moves: usize) -> u8 {
    let levels = missed.iter().filter(|l| (1..=4).contains(*l)).count() as u32;
    let longer = moves.saturating_sub(1).min(4) as u32;
    (1 + levels + u32::from(depth >= 6) + longer).min(5) as u8
}

impl Puzzle {
    /// A puzzle from a position and its proof.
    pub fn new(id: &str, session: Session, proof: &Proof, missed: Vec<u8>) -> Puzzle {
        Puzzle {
            id: id.to_string(),
            session,
            answer: proof.answer.clone(),
            theme: proof.theme.to_string(),
            depth: proof.depth,
            proof: proof.text.clone(),
            difficulty: difficulty(proof.depth, &missed),
            missed,
            line: Vec::new(),
            themes: Vec::new(),
        }
    }

    /// The puzzle as text: its tags, then its record.
    pub fn write(&self) -> String {
        let missed: Vec<String> = self.missed.iter().map(|l| l.to_string()).collect();
        let values = [
            self.id.clone(),
            self.answer.join(" "),
            self.theme.clone(),
            self.depth.to_string(),
            self.proof.clone(),
            self.difficulty.to_string(),
            missed.join(","),
        ];
        let mut out = String::new();
        for (k, v) in TAGS.iter().zip(values) {
            out.push_str(&format!("[{k} \"{v}\"]\n"));
        }
        if !self.line.is_empty() {
            out.push_str(&format!("[Line \"{}\"]\n", self.line.join(" ")));
            out.push_str(&format!("[Themes \"{}\"]\n", self.themes.join(" ")));
        }
        out.push_str(&self.session.to_record());
        out
    }

    /// The puzzle with its record cut to its position: a `Setup` tag
    /// holding the position string ([`attic_core::Notation::position`])
    /// instead of the moves that led there, which can be hundreds (Long
    /// Tau's file was 16 KB gzip, most of it moves; the web page fetches
    /// it). `None` when the game has anything hidden, or does not start
    /// from its position string at the very same position with the same
    /// moves; the caller then keeps the moves, and re-proves what it keeps
    /// ([`check`]).
    pub fn compact(&self) -> Option<Puzzle> {
        let g = self.session.current();
        // A position string may hold what nobody has seen yet (TURNOOI's
        // hidden faces); a record must not (the hidden-information
        // principle), so such a game keeps its moves.
        if g.has_hidden() {
            return None;
        }
        let text = g.position();
        let entry = self.session.entry();
        let options = self.session.options().clone();
        // The game's own tags for a start at this position (`Setup`,
        // `Position`, a variant's), in place of the record's.
        let start = (entry.from_position)(&options, &text)?.ok()?.setup_tags();
        let mut tags: Vec<(String, String)> = self
            .session
            .tags()
            .iter()
            // Who moves first is the position's to say.
            .filter(|(k, _)| {
                !matches!(k.as_str(), "First" | "Setup" | "Position")
                    && !start.iter().any(|(s, _)| s == k)
            })
            .cloned()
            .collect();
        tags.extend(start);
        let s = Session::start(entry, options, tags).ok()?;
        let same = s.current().position() == text
            && s.current().turn() == g.turn()
            && s.current().legal_tokens() == g.legal_tokens();
        same.then(|| Puzzle {
            session: s,
            ..self.clone()
        })
    }

    /// Whether `token` solves the puzzle's first move: it is the answer
    /// or one of its twins, as the game writes it (so `R3` may be `r3`).
    pub fn judge(&self, token: &str) -> bool {
        self.judge_at(0, token)
    }
}

/// Read a puzzle file: each puzzle, or what is wrong with it, with the
/// number of its first line. Never panics.
pub fn read(games: &dyn Registry, text: &str) -> Vec<(usize, Result<Puzzle, String>)> {
    if text.len() > MAX_FILE_BYTES {
        return vec![(1, Err("the file is larger than 16 MiB".to_string()))];
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut out = Vec::new();
    for (n, (line, chunk)) in split(text).into_iter().enumerate() {
        let res =
            read_one(games, &chunk).map_err(|e| format!("puzzle {} (line {line}): {e}", n + 1));
        out.push((line, res));
    }
    out
}

/// The file's puzzles unread, in order: each one's id (its `Puzzle` tag as
/// written, without replaying its game) and its text, which
/// [`read_entry`] reads. A page that shows one puzzle at a time reads only
/// that one (a TURNOOI record replays a whole game). Never panics.
pub fn entries(text: &str) -> Vec<(String, String)> {
    if text.len() > MAX_FILE_BYTES {
        return Vec::new();
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    split(text)
        .into_iter()
        .map(|(_, chunk)| {
            let id = chunk
                .lines()
                .find_map(|l| l.trim().strip_prefix("[Puzzle \"")?.strip_suffix("\"]"))
                .unwrap_or_default()
                .to_string();
            (id, chunk)
        })
        .collect()
}

/// Read one puzzle's text (an entry of [`entries`]), or say what is wrong.
pub fn read_entry(games: &dyn Registry, text: &str) -> Result<Puzzle, String> {
    read_one(games, text)
}

/// The file cut into records, each with its first line's number.
fn split(text: &str) -> Vec<(usize, String)> {
    let mut out: Vec<(usize, String)> = Vec::new();
    // Whether the current record has passed its tags.
    let mut body = false;
    for (i, line) in text.lines().enumerate() {
        let t = line.trim();
        if t.starts_with('#') {
            continue;
        }
        let tag = t.starts_with('[');
        if out.is_empty() || (tag && body) {
            if t.is_empty() {
                continue;
            }
            out.push((i + 1, String::new()));
            body = false;
        }
        if !tag {
            body = true;
        }
        if let Some((_, chunk)) = out.last_mut() {
            chunk.push_str(line);
            chunk.push('\n');
        }
    }
    out
}

/// Whether `s` is a theme's id: a-z, 0-9 and `-`, not empty.
pub(crate) fn is_id(s: &str) -> bool {
    !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

fn read_one(games: &dyn Registry, text: &str) -> Result<Puzzle, String> {
    let mut rec = Record::parse(text).map_err(|e| e.to_string())?;
    let mut take = |name: &str| -> Result<String, String> {
        let i = rec
            .tags
            .iter()
            .position(|(k, _)| k == name)
            .ok_or_else(|| format!("the tag {name} is missing"))?;
        Ok(rec.tags.remove(i).1)
    };
    let id = take("Puzzle")?;
    let answer = take("Answer")?;
    let theme = take("Theme")?;
    let depth = take("Depth")?;
    let proof = take("Proof")?;
    let difficulty = take("Difficulty")?;
    let missed = take("Missed")?;
    let line = take("Line").ok();
    let themes = take("Themes").ok();
    let bad = |name: &str, v: &str, want: &str| format!("{name} \"{v}\" is not {want}");
    if id.is_empty() || id.chars().any(char::is_whitespace) {
        return Err(bad("Puzzle", &id, "an id without spaces"));
    }
    let answer: Vec<String> = answer.split_whitespace().map(str::to_string).collect();
    if answer.is_empty() {
        return Err("the Answer is empty".to_string());
    }
    if !is_id(&theme) {
        return Err(bad("Theme", &theme, "an id (a-z, 0-9, -)"));
    }
    let depth: u32 = depth
        .parse()
        .map_err(|_| bad("Depth", &depth, "a number of plies"))?;
    let difficulty: u8 = difficulty
        .parse()
        .ok()
        .filter(|d| (1..=5).contains(d))
        .ok_or_else(|| bad("Difficulty", &difficulty, "1..=5"))?;
    let missed: Vec<u8> = if missed.is_empty() {
        Vec::new()
    } else {
        missed
            .split(',')
            .map(|l| l.trim().parse().ok().filter(|l| (1..=5).contains(l)))
            .collect::<Option<_>>()
            .ok_or_else(|| bad("Missed", &missed, "AI levels 1..=5 separated by commas"))?
    };
    let session = Session::from_parsed(games, &rec, None).map_err(|e| e.to_string())?;
    if session.current().turn() == attic_core::Turn::Over {
        return Err("the game is over at the puzzle's position".to_string());
    }
    let mut p = Puzzle {
        id,
        session,
        answer,
        theme,
        depth,
        proof,
        difficulty,
        missed,
        line: Vec::new(),
        themes: Vec::new(),
    };
    for t in &p.answer {
        let mut g = p.session.current().clone_box();
        match g.play_token(t) {
            Ok((canonical, _)) if canonical == *t => {}
            Ok((canonical, _)) => {
                return Err(format!(
                    "the Answer's {t} is written {canonical} by the game"
                ))
            }
            Err(e) => return Err(format!("the Answer's {t} is not legal: {e}")),
        }
    }
    crate::puzzle_line::read_line(&mut p, line, themes)?;
    Ok(p)
}

/// Re-prove a puzzle with its game's prover: `Ok` with the proof when it
/// comes out as the puzzle states it (answer, theme, depth, proof line),
/// `Err` naming the puzzle and what differs.
pub fn check(p: &Puzzle) -> Result<Proof, String> {
    let fail = |why: String| format!("puzzle {}: {why}", p.id);
    let tool = (p.session.entry().puzzles)()
        .ok_or_else(|| fail(format!("{} has no puzzle prover", p.session.info().id)))?;
    let proof = if p.line.is_empty() {
        (tool.prove)(p.session.current()).map_err(|e| fail(format!("no proof: {e}")))?
    } else {
        crate::puzzle_line::check_line(p, &tool).map_err(fail)?
    };
    let differs = |what: &str, file: &str, now: &str| {
        fail(format!(
            "the {what} is \"{file}\" in the file but \"{now}\" by the prover"
        ))
    };
    if proof.answer != p.answer {
        return Err(differs(
            "answer",
            &p.answer.join(" "),
            &proof.answer.join(" "),
        ));
    }
    if proof.theme != p.theme {
        return Err(differs("theme", &p.theme, proof.theme));
    }
    if proof.depth != p.depth {
        return Err(differs(
            "depth",
            &p.depth.to_string(),
            &proof.depth.to_string(),
        ));
    }
    if proof.text != p.proof {
        return Err(differs("proof", &p.proof, &proof.text));
    }
    if p.difficulty != line_difficulty(p.depth, &p.missed, p.moves()) {
        return Err(fail(format!(
            "the difficulty {} does not follow from depth {} and the missed levels",
            p.difficulty, p.depth
        )));
    }
    Ok(proof)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_splits_at_each_tag_line_after_moves() {
        let text = "# c\n\n[A \"1\"]\n[B \"2\"]\n\nx y\n[A \"3\"]\n\n\n[A \"4\"]\n";
        let parts = split(text);
        let lines: Vec<usize> = parts.iter().map(|(l, _)| *l).collect();
        assert_eq!(lines, vec![3, 7, 10]);
    }

    #[test]
    fn entries_name_each_puzzle_without_reading_it() {
        let text = "# c\n\n[Puzzle \"a-1\"]\n[B \"2\"]\n\nx y\n[Puzzle \"a-2\"]\n\nz\n[C \"4\"]\n";
        let e = entries(text);
        let ids: Vec<&str> = e.iter().map(|(id, _)| id.as_str()).collect();
        assert_eq!(ids, ["a-1", "a-2", ""]);
        assert_eq!(e[0].1, "[Puzzle \"a-1\"]\n[B \"2\"]\n\nx y\n");
        assert!(read_entry(&NoGames, &e[2].1)
            .unwrap_err()
            .contains("Puzzle"));
    }

    /// A registry without games.
    struct NoGames;
    impl Registry for NoGames {
        fn entries(&self) -> Vec<&'static attic_core::GameEntry> {
            Vec::new()
        }
    }

    #[test]
    fn difficulty_counts_levels_and_depth() {
        assert_eq!(difficulty(1, &[]), 1);
        assert_eq!(difficulty(6, &[]), 2);
        assert_eq!(difficulty(2, &[1, 2, 5]), 3);
        assert_eq!(difficulty(9, &[1, 2, 3, 4, 5]), 5);
    }
}
