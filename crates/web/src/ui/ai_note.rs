//! The AI's note under the board: what it did last, why, and how it sees
//! the game, in words.

use super::state::{use_game, AiNote};
use super::text::{m, use_words, AppWords, Words};
use attic_core::Seat;
use attic_records::Session;
use yew::prelude::*;

/// Props: the seat the page is drawn for (the reason tells it nothing it
/// could not see, [`attic_kit::why`]).
#[derive(Properties, PartialEq)]
pub struct AiNoteProps {
    /// The reader's seat, if any.
    pub viewer: Option<Seat>,
}

/// The note, found once per AI move and reader: the page redraws at every
/// change of the app's state (an animation step, a hover), and a reason
/// may take a search (tens of ms for Long Tau at a phone's speed).
#[function_component]
pub fn AiNoteLine(p: &AiNoteProps) -> Html {
    let w = use_words();
    let state = use_game();
    let (session, note, cursor) = match &state {
        Some(st) => (st.session.clone(), st.ai_note.clone(), st.cursor),
        None => (None, None, 0),
    };
    let key = (
        session.as_ref().map(|s| std::rc::Rc::as_ptr(s) as usize),
        session.as_ref().map(|s| s.len()),
        cursor,
        note.clone(),
        p.viewer,
        w,
    );
    let viewer = p.viewer;
    let text = use_memo(key, move |_| {
        session.and_then(|s| note.and_then(|n| ai_note(w, &n, cursor, &s, viewer)))
    });
    match text.as_ref() {
        Some(n) => html! { <p class="ai-note" data-testid="ai-note">{ n }</p> },
        None => html! {},
    }
}

/// What the AI did last, why, and how it sees the game, in words: "South
/// slid f8–f6. It escapes the threat to f8. I think I am ahead." Never its
/// search's numbers (those are for analysis). Shown while the board shows
/// the position after its move. In the reader's words `w`.
fn ai_note(
    w: Words,
    n: &AiNote,
    cursor: usize,
    session: &Session,
    viewer: Option<Seat>,
) -> Option<String> {
    if cursor != n.ply || n.ply != session.len() {
        return None;
    }
    let i = n.ply.checked_sub(1)?;
    let token = session.tokens().get(i)?;
    let said = attic_kit::sentence(w, session.at(i), token);
    let said = match attic_kit::why(w, session.at(i), token, viewer) {
        Some(reason) => format!("{}. {reason}", said.trim_end_matches('.')),
        None => said,
    };
    let view = match n.outlook {
        Some(v) if v >= 0.95 => "ai.outlook.win",
        Some(v) if v >= 0.62 => "ai.outlook.ahead",
        Some(v) if v > 0.38 => "ai.outlook.even",
        Some(v) if v > 0.05 => "ai.outlook.behind",
        Some(_) => "ai.outlook.loss",
        None => return Some(said),
    };
    // The template adds its own full stop.
    let said = said.trim_end_matches('.');
    Some(w.tr(&m("ai.note").text("move", said).text("view", w.t(view))))
}
