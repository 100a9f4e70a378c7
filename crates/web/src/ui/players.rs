//! The players panel beside the board: each seat's player (their name)
//! and who plays it, changeable at any time (hand a seat to the AI
//! mid-game, or take it over).

use super::state::{use_dispatch, use_game, GameAction, PlayAction, SeatKind, Stamp};
use super::text::{m, use_words, AppWords, Words};
use attic_core::{think, Lang, Msg};
use attic_games as games;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The choices of who plays a seat: a person, the AI at a level, or a
/// person at another device (play by post), with
/// the label of each. `about`: the game or variant id whose level
/// descriptions to add, with the time a move takes there (measured, see
/// [`attic_core::think`]; the level's time budget if not measured). In the
/// reader's words `w`.
pub fn seat_choices(w: Words, about: Option<&str>) -> Vec<(String, String)> {
    std::iter::once((SeatKind::Human.code(), w.t("seat.person")))
        .chain((1..=5u8).map(|l| {
            let label = m("seat.ai").num("level", l as i64);
            let label = match about {
                Some(id) => described(w, id, l, label),
                None => label,
            };
            (SeatKind::Ai(l).code(), w.tr(&label))
        }))
        // A person at another device: the game goes by link (play by post).
        .chain(std::iter::once((
            SeatKind::Remote.code(),
            w.t("seat.remote"),
        )))
        .collect()
}

/// "AI level 5: strongest, about 1.2 s a move" (its numbers written in
/// the reader's way, `w`).
fn described(w: Words, id: &str, level: u8, label: Msg) -> Msg {
    let info = games::find(id).map(|e| (e.info)());
    if info.is_some_and(|i| i.no_choices) {
        return m("seat.ai-throws").msg("level", label);
    }
    // A variant (chogo-44) uses its game's first lines if it has none.
    let lines = info
        .and_then(|i| i.think_times)
        .and_then(|text| think::read(text).ok())
        .unwrap_or_default();
    let game = lines
        .iter()
        .find(|t| t.id == id)
        .or(lines.first())
        .map(|t| t.id.as_str());
    let measured = lines
        .iter()
        .find(|t| Some(t.id.as_str()) == game && t.level == level);
    // The level's clock: a move never takes longer, on any device (the
    // measured times are a desktop's; a phone 4x slower reaches the clock
    // sooner: docs/measure.md, "AI time a move in the browser").
    let max = attic_ai::levels::spec(level).max_ms;
    let (key, ms) = match measured {
        Some(t) if t.median < 50 => ("seat.ai-at-once", 0),
        Some(t) if t.median + 100 < max => ("seat.ai-time", t.median),
        _ => ("seat.ai-budget", max),
    };
    m(key)
        .msg("level", label)
        .msg("about", m(level_about(level)))
        .text("time", seconds(w.lang, ms))
        .text("max", seconds(w.lang, max))
}

/// Milliseconds as seconds with one decimal, in the reader's way of writing
/// decimals ("1.2" in English, "1,2" in Dutch and Vietnamese): `lang`'s.
fn seconds(lang: Lang, ms: u32) -> String {
    let tenths = (ms + 50) / 100;
    let sep = if lang == Lang::En { '.' } else { ',' };
    format!("{}{sep}{}", tenths / 10, tenths % 10)
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
    let w = use_words();
    let (Some(state), Some(d)) = (use_game(), use_dispatch()) else {
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
            let (state, d) = (state.clone(), d.clone());
            Callback::from(move |e: Event| {
                let v = e.target_unchecked_into::<HtmlSelectElement>().value();
                let Some(kind) = SeatKind::parse(&v) else { return };
                let mut seats = state.seats.clone();
                seats.resize(n, SeatKind::Human);
                seats[i] = kind;
                // A person joining ends the pause of a game of AIs.
                if !crate::app_logic::game::all_ai(&seats) {
                    d.play.dispatch(PlayAction::Pause(false, Stamp::of(&state)));
                }
                d.game.dispatch(GameAction::SetSeats(seats));
            })
        };
        let seat_label = w.seat(s.current(), seat);
        let name = w.player_name(&s, seat);
        let named = name != seat_label;
        let who = w.tr(&m("players.who-plays").text("who", name.clone()));
        html! {
            <li data-seat={i.to_string()}>
                <label>
                    <span class="seat-name">{ seat_label }</span>
                    if named {
                        <span class="player-name" data-testid={format!("player-name-{i}")}>{ name }</span>
                    }
                    <select data-testid={format!("player-{i}")} aria-label={who} {onchange}>
                        { for seat_choices(w, None).into_iter().map(|(val, label)| html! {
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
            Some(k) => teams[k].push(w.seat(g, seat)),
            None => {
                team_ids.push(team);
                teams.push(vec![w.seat(g, seat)]);
            }
        }
    }
    let partners = teams.iter().any(|t| t.len() > 1).then(|| {
        let list: Vec<String> = teams.iter().map(|t| w.join_names(t)).collect();
        w.tr(&m("players.partners").text("teams", list.join("; ")))
    });
    html! {
        <section class="players-panel" aria-label={w.t("players")}>
            <ul class="seats" data-testid="players">{ for rows }</ul>
            if let Some(p) = partners {
                <p class="partners" data-testid="partners">{ p }</p>
            }
        </section>
    }
}
