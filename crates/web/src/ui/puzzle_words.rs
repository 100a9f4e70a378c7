//! What the puzzle page says of moves and themes (issue 29), in the
//! player's language: a move in words as the live region says moves, the
//! AI's answer or the page's reply with why, a step's theme and why its
//! move is right. Never an engine's token alone. Each takes the reader's
//! words `w`.

use super::text::Words;
use attic_core::AnyGame;
use attic_records::puzzles::Puzzle;

/// A player's move in words at `g`, as the live region says moves
/// ([`attic_kit::sentence`]), and what it does where the game says
/// ([`attic_core::Words::explain`]).
pub fn move_words(w: Words, g: &dyn AnyGame, token: &str) -> String {
    let why = g.explain_token(token).map(|m| w.tr(&m));
    sentences(std::iter::once(attic_kit::sentence(w, g, token)).chain(why))
}

/// The other side's move in words (the AI's answer to a wrong move, or a
/// line's reply), with why it was chosen, as the game page says the AI's
/// moves ([`attic_kit::why`]).
pub fn ai_move_words(w: Words, g: &dyn AnyGame, token: &str) -> String {
    sentences(
        std::iter::once(attic_kit::sentence(w, g, token)).chain(attic_kit::why(w, g, token, None)),
    )
}

/// Texts as sentences: each ends with one full stop (unless it ends with
/// its own mark), joined by a space.
pub fn sentences(texts: impl IntoIterator<Item = String>) -> String {
    let mut out = String::new();
    for text in texts {
        let text = text.trim();
        if text.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(text.trim_end_matches(':'));
        if !text.ends_with(['.', '!', '?', '…']) {
            out.push('.');
        }
    }
    out
}

/// The theme of move `step`, named in the game's words.
pub fn theme(w: Words, p: &Puzzle, step: usize) -> String {
    let book = p.session.current().messages();
    let id = p.theme_at(step);
    w.text(book, &format!("puzzle.theme.{id}"))
        .map(str::to_string)
        .unwrap_or_else(|| id.to_string())
}

/// Why move `step` is right, in the game's words.
pub fn why(w: Words, p: &Puzzle, step: usize) -> String {
    let book = p.session.current().messages();
    w.text(book, &format!("puzzle.why.{}", p.theme_at(step)))
        .map(str::to_string)
        .unwrap_or_default()
}
