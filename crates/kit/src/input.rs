//! Moves as clicks. Each legal move says which spots a player clicks to
//! make it (its path: Chogo's `b2-b5` is `[b2, b5]`); the kit keeps the
//! spots clicked so far (the prefix). The legal next spots are the next
//! ids of every path that starts with the prefix; when the prefix is one
//! move's whole path, that move is played; when it is several moves'
//! whole path, the chooser offers them.

use yew::Html;

/// A legal move as the clicks that make it.
#[derive(Clone, Debug, PartialEq)]
pub struct Play {
    /// The move's record token (what `on_play` receives).
    pub token: String,
    /// The spot ids clicked, in order. A move may be listed more than once
    /// with different paths (a group chosen from either end).
    pub path: Vec<String>,
    /// Its name in the chooser (default: the token).
    pub label: String,
    /// A small picture shown in the chooser before the label.
    pub icon: Html,
    /// Drawn on the board (SVG, in view-box units) while this move is the
    /// chooser's active option: a tile's preview.
    pub preview: Html,
    /// The spots the move takes its pieces from (a group's men): shown as
    /// chosen once the clicks so far leave only moves that all take them.
    pub covers: Vec<String>,
}

impl Play {
    /// A move made by clicking `path`.
    pub fn new<S: Into<String>>(
        token: impl Into<String>,
        path: impl IntoIterator<Item = S>,
    ) -> Play {
        let token = token.into();
        Play {
            label: token.clone(),
            token,
            path: path.into_iter().map(Into::into).collect(),
            icon: Html::default(),
            preview: Html::default(),
            covers: Vec::new(),
        }
    }

    /// With this name in the chooser.
    pub fn label(mut self, label: impl Into<String>) -> Play {
        self.label = label.into();
        self
    }

    /// With a picture in the chooser.
    pub fn icon(mut self, icon: Html) -> Play {
        self.icon = icon;
        self
    }

    /// With a preview on the board while it is the active option.
    pub fn preview(mut self, preview: Html) -> Play {
        self.preview = preview;
        self
    }

    /// Taking its pieces from these spots.
    pub fn covers<S: Into<String>>(mut self, spots: impl IntoIterator<Item = S>) -> Play {
        self.covers = spots.into_iter().map(Into::into).collect();
        self
    }
}

/// The ids that may be clicked after `prefix`, each once.
pub(super) fn next<'a>(moves: &'a [Play], prefix: &[String]) -> Vec<&'a str> {
    let mut out: Vec<&str> = moves
        .iter()
        .filter(|m| m.path.len() > prefix.len() && m.path.starts_with(prefix))
        .map(|m| m.path[prefix.len()].as_str())
        .collect();
    attic_core::order::sort(&mut out);
    out.dedup();
    out
}

/// The ids whose click after `prefix` ends some move's path.
pub(super) fn ending<'a>(moves: &'a [Play], prefix: &[String]) -> Vec<&'a str> {
    let mut out: Vec<&str> = moves
        .iter()
        .filter(|m| m.path.len() == prefix.len() + 1 && m.path.starts_with(prefix))
        .map(|m| m.path[prefix.len()].as_str())
        .collect();
    attic_core::order::sort(&mut out);
    out.dedup();
    out
}

/// The moves whose whole path is `prefix`, one per token, in the order
/// the game listed them (the chooser's options).
pub(super) fn complete<'a>(moves: &'a [Play], prefix: &[String]) -> Vec<&'a Play> {
    let mut out: Vec<&Play> = Vec::new();
    if prefix.is_empty() {
        return out;
    }
    for m in moves.iter().filter(|m| m.path == prefix) {
        if !out.iter().any(|o| o.token == m.token) {
            out.push(m);
        }
    }
    out
}

/// The spots every move that goes on from `prefix` takes its pieces
/// from (none before the first click).
pub(super) fn covered(moves: &[Play], prefix: &[String]) -> Vec<String> {
    if prefix.is_empty() {
        return Vec::new();
    }
    let mut on = moves.iter().filter(|m| m.path.starts_with(prefix));
    let Some(first) = on.next() else {
        return Vec::new();
    };
    let mut out = first.covers.clone();
    for m in on {
        out.retain(|c| m.covers.contains(c));
    }
    out
}

/// What a click leads to.
#[derive(Debug, PartialEq)]
pub(super) enum Step {
    /// The clicks so far are now these (empty: nothing chosen).
    Select(Vec<String>),
    /// Play this token.
    Play(String),
    /// The chosen spot again while the chooser is open: its next option.
    Cycle,
}

/// A click on spot `id` with `prefix` clicked before.
pub(super) fn click(moves: &[Play], prefix: &[String], id: &str) -> Step {
    let extend = |base: &[String]| -> Option<Step> {
        if !next(moves, base).contains(&id) {
            return None;
        }
        let mut p = base.to_vec();
        p.push(id.to_string());
        let done = complete(moves, &p);
        Some(match done.as_slice() {
            [one] if next(moves, &p).is_empty() => Step::Play(one.token.clone()),
            _ => Step::Select(p),
        })
    };
    if let Some(s) = extend(prefix) {
        return s;
    }
    if prefix.last().is_some_and(|l| l == id) {
        // The last chosen spot again: the next option, or let it go.
        return if complete(moves, prefix).len() > 1 {
            Step::Cycle
        } else {
            Step::Select(Vec::new())
        };
    }
    // Elsewhere: a fresh start there if it can start a move.
    extend(&[]).unwrap_or(Step::Select(Vec::new()))
}

/// Whether `prefix` still leads somewhere with these moves (the position
/// may have changed under it).
pub(super) fn still_valid(moves: &[Play], prefix: &[String]) -> bool {
    prefix.is_empty() || !next(moves, prefix).is_empty() || !complete(moves, prefix).is_empty()
}
