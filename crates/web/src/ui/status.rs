//! The game page's status line: whose turn it is, the AI thinking (with
//! "Move now"), the result; the autoplay controls of a game of AIs and
//! the throw button.

use super::ai::Ai;
use super::random_seed;
use super::state::{
    use_flow, use_game, Flow, GameAction, GameHandle, GameState, PlayAction, PlayHandle, SeatKind,
    Stamp,
};
use super::text::{m, use_words, AppWords, Words};
use crate::app_logic::seating::Next;
use crate::worker::Input;
use attic_core::{Msg, Turn};
use attic_records::Session;
use yew::prelude::*;

/// A seat's player for the status line: their name, and the AI level
/// when the AI plays the seat; in the reader's words `w`.
fn seat_label(w: Words, st: &GameState, s: &Session, seat: u8) -> Msg {
    let name = w.player_name(s, seat);
    match st.seats.get(seat as usize) {
        Some(SeatKind::Ai(l)) => m("player.ai").text("who", name).num("level", *l as i64),
        _ => Msg::plain(name),
    }
}

/// Pause, go on, and one ply at a time, while the AI plays every seat; in
/// the reader's words `w`.
fn autoplay_controls(w: Words, st: &GameState, flow: &Flow, play: &PlayHandle) -> Html {
    let (d, at) = (play.dispatcher(), Stamp::of(st));
    let (label, key) = if flow.paused {
        (false, "autoplay.resume")
    } else {
        (true, "autoplay.pause")
    };
    let toggle = {
        let d = d.clone();
        Callback::from(move |_| d.dispatch(PlayAction::Pause(label, at)))
    };
    let step = Callback::from(move |_| d.dispatch(PlayAction::Step(at)));
    html! {
        <span class="autoplay" role="group" aria-label={w.t("autoplay.label")}>
            <button class="small" data-testid="autoplay-pause" aria-pressed={flow.paused.to_string()} onclick={toggle}>{ w.t(key) }</button>
            <button class="small" data-testid="autoplay-step" onclick={step}>{ w.t("autoplay.step") }</button>
        </span>
    }
}

/// The status line: whose turn, thinking, or the result; the seat to
/// move is in `data-seat`.
#[function_component]
pub fn Status() -> Html {
    let w = use_words();
    let flow = use_flow();
    let play = use_context::<PlayHandle>();
    let (Some(st), Some(ai), Some(play)) = (use_game(), use_context::<Ai>(), play) else {
        return html! {};
    };
    let Some(s) = st.session.clone() else {
        return html! {};
    };
    let s = &*s;
    let shown = s.at(st.cursor);
    let at_move = |text: Msg| -> String {
        if st.cursor < s.len() {
            w.tr(&m("status.at-move")
                .num("n", st.cursor as i64)
                .num("of", s.len() as i64)
                .msg("status", text))
        } else {
            w.tr(&text)
        }
    };
    let running = s.current().outcome().is_none();
    let controls = (st.all_ai() && running).then(|| autoplay_controls(w, &st, &flow, &play));
    // The line, and "Move now" while the AI thinks. One element for both
    // states, so the autoplay controls and the throw button after them stay
    // the same elements when the AI starts or stops thinking: in a game of
    // AIs that is every move, and a Pause button drawn anew each time lost
    // the keyboard's focus and a click under way; the throw button stays,
    // disabled, while the AI thinks, so a person's focus waits on it.
    let (line, stop, seat) = match flow.thinking {
        Some(id) => {
            // The seat's name alone ("South is thinking…"): the players panel
            // says it is the AI, and a shorter line keeps to one line on a
            // phone, so the board below does not move at every AI turn.
            let who = match s.current().turn() {
                Turn::Seat(p) => Msg::plain(w.player_name(s, p)),
                _ => m("status.the-ai"),
            };
            let ai = ai.clone();
            let stop = Callback::from(move |_| ai.send(Input::Stop { id }));
            let line = html! {
                <span data-testid="ai-thinking" class="spinner-wrap"><span class="spinner" aria-hidden="true"></span>
                    { at_move(m("status.thinking").msg("who", who)) }</span>
            };
            let stop = html! {
                <button class="small" data-testid="ai-stop" onclick={stop}>{ w.t("status.move-now") }</button>
            };
            (line, stop, None)
        }
        None => {
            let (text, seat) = status_text(w, &st, s, shown);
            (
                html! { <span>{ at_move(text) }</span> },
                Html::default(),
                seat,
            )
        }
    };
    let class = classes!("status", flow.thinking.is_some().then_some("thinking"));
    html! {
        <div class={class} data-testid="status" data-seat={seat.map(|p| p.to_string())} aria-live="polite">
            { line }
            { stop }
            { for controls }
            { throw_button(w, &st) }
        </div>
    }
}

/// What the status line says when the AI is not thinking (whose turn, a
/// throw, the result), and the seat to move.
fn status_text(
    w: Words,
    st: &GameState,
    s: &Session,
    shown: &dyn attic_core::AnyGame,
) -> (Msg, Option<u8>) {
    match shown.turn() {
        Turn::Over => match shown.outcome() {
            Some(o) => (m("status.over-because").msg("reason", o.reason), None),
            None => (m("status.over"), None),
        },
        Turn::Chance => match st.next() {
            Next::Throw(p) if st.cursor == s.len() => (
                m("status.to-throw").msg("who", seat_label(w, st, s, p)),
                Some(p),
            ),
            // An AI seat's throw (or one seen in the history) is still
            // that seat's: "Seat 2 to throw", not "Chance to move".
            _ => match shown.thrower() {
                Some(p) => (
                    m("status.to-throw").msg("who", seat_label(w, st, s, p)),
                    Some(p),
                ),
                None => (m("status.chance"), None),
            },
        },
        Turn::Seat(p) => {
            let who = seat_label(w, st, s, p);
            let alone = st.seats.iter().filter(|k| **k == SeatKind::Human).count() == 1;
            let key = if st.is_human(p) && alone {
                "status.you-to-move"
            } else if st.seats.get(p as usize) == Some(&SeatKind::Remote) {
                "status.post-wait"
            } else {
                "status.to-move"
            };
            (m(key).msg("who", who), Some(p))
        }
    }
}

/// The button a person throws the die with, when the app waits for their
/// throw at the end of the game (see [`Next::Throw`]); Space and Enter work
/// as on any button. While other seats throw or move (or a Loop tile turns
/// over) it stays, marked disabled, so keyboard focus stays on it for the
/// next throw.
///
/// A function, not a component: drawn in place among the status line's
/// children, the button stays the same element from one throw to the next
/// (the e2e keyboard games check it keeps the focus). In the reader's
/// words `w`.
fn throw_button(w: Words, st: &GameHandle) -> Html {
    let Some(s) = st.session.as_ref() else {
        return html! {};
    };
    let waiting = match st.next() {
        Next::Throw(seat) if st.cursor == s.len() => Some(seat),
        _ => None,
    };
    // A game with throws, people at the table, and chance to move.
    let throws = (0..=s.len())
        .rev()
        .take(3)
        .any(|i| s.at(i).thrower().is_some());
    let people = st.seats.contains(&SeatKind::Human);
    // It stays through the other seats' moves too (TURNO-Checkers: a throw,
    // then a walk), or keyboard focus would fall to the page between two
    // of the person's throws.
    if waiting.is_none() && !(throws && people && s.current().turn() != Turn::Over) {
        return html! {};
    }
    let d = st.dispatcher();
    let onclick = Callback::from(move |_| {
        if let Some(seat) = waiting {
            d.dispatch(GameAction::Throw {
                seat,
                seed: random_seed(),
            })
        }
    });
    let off = waiting.is_none().then_some("true");
    html! {
        <button class="primary throw" data-testid="throw" aria-disabled={off} {onclick}>{ w.t("status.throw") }</button>
    }
}
