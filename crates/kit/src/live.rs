//! The page's polite live region: screen readers hear each new move (a
//! person's or the AI's, "White played b2-b5") and each move stepped to
//! in the history, never a jump (the status line says where the board
//! is). The board's [`super::Frame`] decides what to say; the game page
//! places one [`LiveRegion`] around its board.

use super::{word, BoardProps, Words};
use attic_core::{AnyGame, Event, Seat, Turn};
use yew::prelude::*;

/// What the frame hands the live region: the text to announce.
pub(super) type Announce = UseReducerDispatcher<Said>;

/// The last announcement and how many came before it. Each one is drawn
/// in a node of its own (keyed by the count), so a sentence equal to the
/// one before still changes the region and is heard: a new game's first
/// move is often said exactly as the last move of the game before was
/// ("South played f5-f7"), and setting the same text again changes
/// nothing in the page, so neither screen readers nor observers hear it.
#[derive(Default, PartialEq)]
pub struct Said {
    count: u64,
    text: String,
}

impl Reducible for Said {
    type Action = String;
    fn reduce(self: std::rc::Rc<Self>, text: String) -> std::rc::Rc<Self> {
        std::rc::Rc::new(Said {
            count: self.count + 1,
            text,
        })
    }
}

/// Props of [`LiveRegion`].
#[derive(Properties, PartialEq)]
pub struct LiveRegionProps {
    /// The board (and anything else that may announce).
    pub children: Html,
}

/// The live region and the context boards announce through.
#[function_component]
pub fn LiveRegion(p: &LiveRegionProps) -> Html {
    let said = use_reducer(Said::default);
    html! {
        <ContextProvider<Announce> context={said.dispatcher()}>
            { p.children.clone() }
            <div class="sr" aria-live="polite" aria-atomic="true" data-testid="announce">
                <span key={said.count.to_string()}>{ said.text.clone() }</span>
            </div>
        </ContextProvider<Announce>>
    }
}

/// The sentence for the move into `ply`: "White played b2-b5", and for an
/// AI's move why it chose it ([`why`]), in the reader's words `w`.
fn played(w: Words, p: &BoardProps, ply: usize) -> Option<String> {
    let i = ply.checked_sub(1)?;
    let token = p.session.tokens().get(i)?;
    let before = p.session.at(i);
    let said = sentence(w, before, token);
    let by_ai = match before.turn() {
        Turn::Seat(s) => p.ai_seats.get(s as usize).copied().unwrap_or(false),
        _ => false,
    };
    match by_ai.then(|| why(w, before, token, p.viewer)).flatten() {
        Some(reason) => Some(format!("{}. {reason}", said.trim_end_matches('.'))),
        None => Some(said),
    }
}

/// The game's notes about `token` played in `before` (a removal, a pass),
/// in the reader's words `w`; none for a token that does not play.
pub fn notes(w: Words, before: &dyn AnyGame, token: &str) -> Vec<String> {
    match before.clone_box().play_token(token) {
        Ok((_, events)) => events
            .iter()
            .filter_map(|e| match e {
                Event::Note(m) => Some(w.tr(m)),
                _ => None,
            })
            .collect(),
        Err(_) => Vec::new(),
    }
}

/// A move in words, for the live region and the move list: `token` played
/// in `before`. A ply the site played for the seat (an automatic pass) in
/// the game's notes ("North has no move and passes"), any other move in
/// the game's own sentence ([`attic_core::Words::describe`]), else "White
/// played b2-b5"; in the reader's words `w`.
pub fn sentence(w: Words, before: &dyn AnyGame, token: &str) -> String {
    // Only an automatic ply needs its notes: replay it for them only then.
    let notes = match before.automatic() {
        true => notes(w, before, token),
        false => Vec::new(),
    };
    sentence_with(w, before, token, &notes)
}

/// [`sentence`] and [`notes`] of one move, replaying it once (the move
/// list shows both).
pub fn sentence_and_notes(w: Words, before: &dyn AnyGame, token: &str) -> (String, Vec<String>) {
    let notes = notes(w, before, token);
    (sentence_with(w, before, token, &notes), notes)
}

/// Why a player chose `token` in `before`, for people: the game's own
/// reason ([`attic_core::Words::explain`]), or that it was the only move,
/// else that the AI's search preferred it (asked only of the AI's moves
/// and of the hint, both the search's choices).
/// `reader` is the seat the page is drawn for: where the game hides values
/// the reason is found in that seat's view, so it tells nothing the reader
/// could not see. With no reader (everything is shown: nobody at the
/// device plays, or the game is over) it is found in the mover's view, so
/// it never rests on what the mover could not see.
/// Chance plies and plies the site played for a seat have none. In the
/// reader's words `w`.
pub fn why(w: Words, before: &dyn AnyGame, token: &str, reader: Option<Seat>) -> Option<String> {
    let Turn::Seat(mover) = before.turn() else {
        return None;
    };
    if before.automatic() {
        return None;
    }
    let seen: Box<dyn AnyGame> = match before.has_hidden() {
        false => before.clone_box(),
        true => before.view(reader.unwrap_or(mover)),
    };
    // A legal move (played, since the list of legal tokens may only hold
    // representatives, e.g. TAU's bids). In the reader's view it may not
    // be playable (a tile from a hand the reader cannot see): then only
    // the search's reason is given, which tells nothing of the hand.
    if before.clone_box().play_token(token).is_err() {
        return None;
    }
    if seen.legal_tokens() == [token] {
        return Some(w.tr(&word("why.only")));
    }
    // Where the game's knowledge finds no capture, threat or verdict that
    // decides the move, the honest reason is the search's own choice.
    let m = seen
        .explain_token(token)
        .unwrap_or_else(|| word("why.search"));
    Some(w.tr(&m))
}

/// [`sentence`], given the move's `notes`.
fn sentence_with(w: Words, before: &dyn AnyGame, token: &str, notes: &[String]) -> String {
    if before.automatic() && !notes.is_empty() {
        return upper_first(&notes.join(". "));
    }
    if let Some(said) = before.describe_token(token) {
        return upper_first(&w.tr(&said));
    }
    let msg = match before.turn() {
        Turn::Seat(s) => word("played")
            .text("seat", w.seat(before, s))
            .text("move", token),
        _ => word("chance").text("move", token),
    };
    w.tr(&msg)
}

/// `text` with its first letter a capital: a game's phrase that also
/// follows a semicolon ("…; tile 9 turned over to show 4: …") begins a
/// sentence when it is said alone. ASCII letters only: every such phrase
/// in the three languages begins with one ("tile", "tegel", "quân"), and
/// `char::to_uppercase` brings Unicode's case tables into the main module,
/// about 9 KB gzip, which took three game pages over their 400 KB budget.
pub fn upper_first(text: &str) -> String {
    let mut out = text.to_string();
    if let Some(first) = out.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    out
}

/// At most this many plies added at once are announced together (a
/// person's move and the AI's quick answer, with their chance plies); more
/// is a game loaded or opened, not moves made.
const MAX_NEW: usize = 4;

/// What the board showed when it last announced: the record's tokens and
/// the ply shown.
pub(super) type Seen = (Vec<String>, usize);

/// What to announce when the board goes from `was` to what `p` shows: the
/// new moves at the end (each one, in order, when several were made
/// between two drawings, e.g. a person's move and an AI's fast answer), or
/// one step through the history; nothing on a jump, an undo, a new game
/// or the first view. In the reader's words `w`.
pub(super) fn announcement(w: Words, was: Option<&Seen>, p: &BoardProps) -> Option<String> {
    let (tokens, ply) = (p.session.tokens(), p.ply);
    let (len, was_len, was_ply) = (tokens.len(), was?.0.len(), was?.1);
    let grew = len > was_len && len - was_len <= MAX_NEW && tokens.starts_with(&was?.0);
    if grew && ply == len && was_ply == was_len {
        let said: Vec<String> = (was_len + 1..=len)
            .filter_map(|i| played(w, p, i))
            .map(|t| t.trim_end_matches('.').to_string())
            .collect();
        return (!said.is_empty()).then(|| said.join(". "));
    }
    if len != was_len || ply.abs_diff(was_ply) != 1 || tokens != was?.0.as_slice() {
        return None;
    }
    if ply == 0 {
        return Some(w.tr(&word("start")));
    }
    let said = played(w, p, ply)?;
    Some(w.tr(&word("step").num("n", ply as i64).text("said", said)))
}

#[cfg(test)]
mod tests {
    use super::{sentence, upper_first};
    use crate::Words;
    use attic_core::{AnyGame, Lang, Options, Rng, Rules};
    use attic_turno::Loop;

    /// A TURNO-Loop tile turned over for the first time shows its face in
    /// a ply of its own, said alone in the move list and the live region:
    /// a sentence, so it begins with a capital (the game's phrase is lower
    /// case, as it also follows a semicolon).
    #[test]
    fn a_phrase_said_alone_is_a_sentence() {
        let options = Options::parse("players=2", <Loop as Rules>::info().options).unwrap();
        let setup = <Loop as Rules>::draw_setup(&options, &mut Rng::new(3));
        let mut g: Box<dyn AnyGame> = Box::new(<Loop as Rules>::start(&options, &setup));
        let mut rng = Rng::new(5);
        for _ in 0..300 {
            let tokens = g.legal_tokens();
            let tok = tokens[rng.below(tokens.len())].clone();
            if tok.starts_with(':') {
                let text = sentence(Words { lang: Lang::En }, g.as_ref(), &tok);
                assert!(text.starts_with("Tile "), "{text}");
                return;
            }
            g.play_token(&tok).unwrap();
        }
        panic!("no face was drawn in a ply of its own");
    }

    #[test]
    fn upper_first_capitalises_an_ascii_first_letter() {
        assert_eq!(upper_first("tile 9 turned over"), "Tile 9 turned over");
        assert_eq!(upper_first("quân 3 được lật lên"), "Quân 3 được lật lên");
        // Not ASCII: kept as it is (see the function).
        assert_eq!(upper_first("đi"), "đi");
        assert_eq!(upper_first("Seat 2 threw 6."), "Seat 2 threw 6.");
        assert_eq!(upper_first(""), "");
    }
}
