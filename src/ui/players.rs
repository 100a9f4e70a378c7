//! The players panel beside the board: who plays each seat, changeable at
//! any time (hand a seat to the AI mid-game, or take it over).

use super::state::{Action, AppHandle, SeatKind};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Props of [`Players`].
#[derive(Properties, PartialEq)]
pub struct PlayersProps {
    /// Seat names, e.g. ["A", "B"].
    pub names: &'static [&'static str],
    /// Number of seats in this game.
    pub seats: u8,
}

/// One select per seat: Person or AI level 1 to 5.
#[function_component]
pub fn Players(p: &PlayersProps) -> Html {
    let Some(state) = use_context::<AppHandle>() else {
        return html! {};
    };
    let rows = (0..p.seats as usize).map(|i| {
        let cur = state
            .seats
            .get(i)
            .copied()
            .unwrap_or(SeatKind::Human)
            .code();
        let onchange = {
            let state = state.clone();
            let n = p.seats as usize;
            Callback::from(move |e: Event| {
                let v = e.target_unchecked_into::<HtmlSelectElement>().value();
                let Some(kind) = SeatKind::parse(&v) else { return };
                let mut seats = state.seats.clone();
                seats.resize(n, SeatKind::Human);
                seats[i] = kind;
                state.dispatch(Action::SetSeats(seats));
            })
        };
        let name = p.names.get(i).copied().unwrap_or("?");
        let choices = std::iter::once(("human".to_string(), "Person".to_string()))
            .chain((1..=5u8).map(|l| (format!("ai{l}"), format!("AI level {l}"))));
        html! {
            <li>
                <label>
                    <span class="seat-name">{ name }</span>
                    <select data-testid={format!("player-{i}")} aria-label={format!("Who plays {name}")} {onchange}>
                        { for choices.map(|(val, label)| html! {
                            <option value={val.clone()} selected={cur == val}>{ label }</option>
                        }) }
                    </select>
                </label>
            </li>
        }
    });
    html! { <ul class="seats" data-testid="players">{ for rows }</ul> }
}
