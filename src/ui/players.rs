//! The players panel beside the board: each seat's player (their name)
//! and who plays it, changeable at any time (hand a seat to the AI
//! mid-game, or take it over).

use super::state::{Action, AppHandle, SeatKind};
use super::text::{join_names, m, player_name, seat_name, t, tr};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The choices of who plays a seat: a person, or the AI at a level, with
/// the label of each (`long`: with the level's description).
pub fn seat_choices(long: bool) -> Vec<(String, String)> {
    std::iter::once((SeatKind::Human.code(), t("seat.person")))
        .chain((1..=5u8).map(|l| {
            let label = m("seat.ai").num("level", l as i64);
            let label = match long {
                true => m("seat.ai-about")
                    .msg("level", label)
                    .msg("about", m(level_about(l))),
                false => label,
            };
            (SeatKind::Ai(l).code(), tr(&label))
        }))
        .collect()
}

/// The key of an AI level's description for people.
fn level_about(level: u8) -> &'static str {
    match level {
        1 => "level.1",
        2 => "level.2",
        3 => "level.3",
        4 => "level.4",
        _ => "level.5",
    }
}

/// One row per seat: the seat, its player's name, and a select of who
/// plays it (a person, or the AI at level 1 to 5).
#[function_component]
pub fn Players() -> Html {
    let Some(state) = use_context::<AppHandle>() else {
        return html! {};
    };
    let Some(s) = state.session.clone() else {
        return html! {};
    };
    let n = s.current().seats() as usize;
    let rows = (0..n).map(|i| {
        let seat = i as u8;
        let cur = state
            .seats
            .get(i)
            .copied()
            .unwrap_or(SeatKind::Human)
            .code();
        let onchange = {
            let state = state.clone();
            Callback::from(move |e: Event| {
                let v = e.target_unchecked_into::<HtmlSelectElement>().value();
                let Some(kind) = SeatKind::parse(&v) else { return };
                let mut seats = state.seats.clone();
                seats.resize(n, SeatKind::Human);
                seats[i] = kind;
                state.dispatch(Action::SetSeats(seats));
            })
        };
        let seat_label = seat_name(s.current(), seat);
        let name = player_name(&s, seat);
        let named = name != seat_label;
        let who = tr(&m("players.who-plays").text("who", name.clone()));
        html! {
            <li data-seat={i.to_string()}>
                <label>
                    <span class="seat-name">{ seat_label }</span>
                    if named {
                        <span class="player-name" data-testid={format!("player-name-{i}")}>{ name }</span>
                    }
                    <select data-testid={format!("player-{i}")} aria-label={who} {onchange}>
                        { for seat_choices(false).into_iter().map(|(val, label)| html! {
                            <option value={val.clone()} selected={cur == val}>{ label }</option>
                        }) }
                    </select>
                </label>
            </li>
        }
    });
    // Partnerships (seats of one team), when a team has more than one seat.
    let g = s.current();
    let mut teams: Vec<Vec<String>> = Vec::new();
    let mut team_ids: Vec<u8> = Vec::new();
    for seat in 0..n as u8 {
        let team = g.team(seat);
        match team_ids.iter().position(|&t| t == team) {
            Some(k) => teams[k].push(seat_name(g, seat)),
            None => {
                team_ids.push(team);
                teams.push(vec![seat_name(g, seat)]);
            }
        }
    }
    let partners = teams.iter().any(|t| t.len() > 1).then(|| {
        let list: Vec<String> = teams.iter().map(|t| join_names(t)).collect();
        tr(&m("players.partners").text("teams", list.join("; ")))
    });
    html! {
        <section class="players-panel" aria-label={t("players")}>
            <ul class="seats" data-testid="players">{ for rows }</ul>
            if let Some(p) = partners {
                <p class="partners" data-testid="partners">{ p }</p>
            }
        </section>
    }
}
