//! Puzzles of several moves (issue 29): a line of the solver's moves with
//! the opponent's replies between them, as the puzzle file writes it
//! (`[Line "a1 r1 a2"]`, `[Themes "t1 t2"]`, see [`crate::puzzles`]), the
//! steps the page walks through, and the checker that re-proves a whole
//! line ([`attic_core::puzzle::prove_line`]).

use crate::puzzles::Puzzle;
use crate::session::Session;
use attic_core::puzzle::{prove_line, Proof, Puzzles, MAX_LINE_MOVES};
use attic_core::Turn;

impl Puzzle {
    /// How many moves the solver finds: 1, or a line's.
    pub fn moves(&self) -> usize {
        self.line.len().div_ceil(2).max(1)
    }

    /// The game at the solver's move `step` (0 is the puzzle's position):
    /// the line's moves before it played.
    pub fn position_at(&self, step: usize) -> Option<Session> {
        let mut s = self.session.clone();
        for t in self.line.get(..2 * step)? {
            s.play(t).ok()?;
        }
        Some(s)
    }

    /// The right move of step `step`, then its twins (a line's later moves
    /// have none).
    pub fn answer_at(&self, step: usize) -> Vec<String> {
        match step {
            0 => self.answer.clone(),
            _ => self.line.get(2 * step).cloned().into_iter().collect(),
        }
    }

    /// The theme of step `step`.
    pub fn theme_at(&self, step: usize) -> &str {
        self.themes.get(step).unwrap_or(&self.theme)
    }

    /// The reply the page plays after step `step`'s right move (`None`
    /// after the last).
    pub fn reply_at(&self, step: usize) -> Option<&str> {
        (step + 1 < self.moves())
            .then(|| self.line.get(2 * step + 1).map(String::as_str))
            .flatten()
    }

    /// Whether `token` is step `step`'s right move (or a twin), as the game
    /// writes it.
    pub fn judge_at(&self, step: usize, token: &str) -> bool {
        let Some(s) = self.position_at(step) else {
            return false;
        };
        let mut g = s.current().clone_box();
        match g.play_token(token) {
            Ok((canonical, _)) => self.answer_at(step).contains(&canonical),
            Err(_) => false,
        }
    }
}

/// Read a puzzle's `Line` and `Themes` tags (`None`: absent) into `p`, whose
/// other tags are read: `Err` says what is wrong with them.
pub(crate) fn read_line(
    p: &mut Puzzle,
    line: Option<String>,
    themes: Option<String>,
) -> Result<(), String> {
    let (line, themes) = match (line, themes) {
        (None, None) => return Ok(()),
        (Some(l), Some(t)) => (l, t),
        (Some(_), None) => return Err("the Line has no Themes".into()),
        (None, Some(_)) => return Err("the Themes have no Line".into()),
    };
    let line: Vec<String> = line.split_whitespace().map(str::to_string).collect();
    let themes: Vec<String> = themes.split_whitespace().map(str::to_string).collect();
    let moves = line.len().div_ceil(2);
    if line.len().is_multiple_of(2) || !(2..=MAX_LINE_MOVES).contains(&moves) {
        return Err(format!(
            "the Line has {} plies: it is 3 to {} plies, the solver's first and last",
            line.len(),
            2 * MAX_LINE_MOVES - 1
        ));
    }
    if p.answer.len() != 1 || line[0] != p.answer[0] {
        return Err(format!(
            "the Line starts with {}, not the Answer {} (without twins)",
            line[0],
            p.answer.join(" ")
        ));
    }
    if themes.len() != moves || themes[0] != p.theme {
        return Err(format!(
            "the Themes \"{}\" are not one per solver's move of the Line, starting with the Theme",
            themes.join(" ")
        ));
    }
    if let Some(t) = themes.iter().find(|t| !crate::puzzles::is_id(t)) {
        return Err(format!("the Themes' {t} is not an id (a-z, 0-9, -)"));
    }
    let solver = p.session.current().turn();
    let mut g = p.session.current().clone_box();
    for (i, t) in line.iter().enumerate() {
        let mine = i % 2 == 0;
        let ok = match g.turn() {
            Turn::Seat(_) if mine => g.turn() == solver,
            Turn::Seat(_) => g.turn() != solver,
            _ => false,
        };
        if !ok {
            let who = if mine { "the solver" } else { "the opponent" };
            return Err(format!("the Line's {t} (ply {}) is not {who}'s", i + 1));
        }
        match g.play_token(t) {
            Ok((canonical, _)) if canonical == *t => {}
            Ok((canonical, _)) => {
                return Err(format!("the Line's {t} is written {canonical} by the game"))
            }
            Err(e) => return Err(format!("the Line's {t} (ply {}) is not legal: {e}", i + 1)),
        }
    }
    p.line = line;
    p.themes = themes;
    Ok(())
}

/// Re-prove a puzzle's whole line with its game's prover: every reply
/// answered, the line's moves and themes as the file states them. `Ok`
/// with the first move's proof (the caller compares it as a one-move
/// puzzle's).
pub(crate) fn check_line(p: &Puzzle, tool: &Puzzles) -> Result<Proof, String> {
    let moves = p.moves();
    let lp = prove_line(tool, p.session.current(), moves, &mut |_, n| {
        p.line.get(2 * n - 1).cloned()
    })
    .map_err(|e| format!("no proof of the line: {e}"))?;
    if lp.line != p.line {
        return Err(format!(
            "the line is \"{}\" in the file but \"{}\" by the prover",
            p.line.join(" "),
            lp.line.join(" ")
        ));
    }
    let themes: Vec<&str> = lp.steps.iter().map(|s| s.theme).collect();
    if themes != p.themes {
        return Err(format!(
            "the themes are \"{}\" in the file but \"{}\" by the prover",
            p.themes.join(" "),
            themes.join(" ")
        ));
    }
    lp.steps
        .into_iter()
        .next()
        .ok_or_else(|| "the line has no move".to_string())
}
