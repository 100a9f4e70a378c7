//! The after-game review by search, in words: under the advantage chart,
//! the moves where the AI's value swung against their player (the `?` and
//! `??` of the move list), each with the win chance before and after it
//! and a button that shows it on the board. Games with an exact solver add
//! their own review (TAU's "the solver says", in the game-over banner).

use super::analysis::{percent, swings_of};
use super::state::{use_game, GameAction as Action};
use super::text::{m, use_words, AppWords, Words};
use attic_ai::analysis::Swing;
use attic_core::Turn;
use attic_records::Session;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`TurningPoints`].
#[derive(Properties)]
pub struct TurnsProps {
    /// Each position's value for the first seat (the chart's).
    pub values: Vec<Option<f32>>,
    /// The game.
    pub session: Rc<Session>,
}

impl PartialEq for TurnsProps {
    fn eq(&self, o: &Self) -> bool {
        self.values == o.values && Rc::ptr_eq(&self.session, &o.session)
    }
}

/// One turning point: its ply (1-based) and its words (the reader's `w`).
fn turn_words(
    w: Words,
    s: &Session,
    values: &[Option<f32>],
    i: usize,
    swing: Swing,
) -> Option<String> {
    let Turn::Seat(seat) = s.at(i).turn() else {
        return None;
    };
    let first = s.at(0).team(0) == s.at(i).team(seat);
    // The chart's values are the first seat's: the mover's side is the
    // other one's complement.
    let own = |v: Option<f32>| v.map(|v| if first { v } else { 1.0 - v });
    let (before, after) = (
        own(values.get(i).copied()?),
        own(values.get(i + 1).copied()?),
    );
    let kind = match swing {
        Swing::Blunder => w.t("analysis.blunder"),
        Swing::Dubious => w.t("analysis.dubious"),
    };
    let said = super::kit::sentence(w, s.at(i), s.tokens().get(i)?);
    Some(
        w.tr(&m("analysis.turn")
            .num("n", i as i64 + 1)
            .text("move", said.trim_end_matches('.'))
            .text("kind", kind)
            .text("seat", w.player_name(s, seat))
            .text("before", percent(before))
            .text("after", percent(after))),
    )
}

/// The list of turning points, or a line saying there were none.
#[function_component]
pub fn TurningPoints(p: &TurnsProps) -> Html {
    let w = use_words();
    let Some(state) = use_game() else {
        return html! {};
    };
    let s = &p.session;
    let marks = swings_of(s, &p.values);
    let rows: Vec<Html> = marks
        .0
        .iter()
        .enumerate()
        .filter_map(|(i, swing)| {
            let text = turn_words(w, s, &p.values, i, (*swing)?)?;
            let ply = i + 1;
            let d = state.dispatcher();
            let onclick = Callback::from(move |_: MouseEvent| d.dispatch(Action::Navigate(ply)));
            let current = (state.cursor == ply).then_some("true");
            Some(html! {
                <li><button data-testid="turning-point" data-ply={ply.to_string()} aria-current={current} {onclick}>{ text }</button></li>
            })
        })
        .collect();
    html! {
        <section class="analysis-turns" data-testid="turning-points" aria-label={w.t("analysis.turns")}>
            <h3>{ w.t("analysis.turns") }</h3>
            if rows.is_empty() {
                <p class="note" data-testid="no-turning-points">{ w.t("analysis.no-turns") }</p>
            } else {
                <ol>{ for rows }</ol>
            }
        </section>
    }
}
