//! What the four boards share: words, colours, dice, pawns, tiles, the
//! seats and the turn line.

use super::fast::FastToggle;
use crate::common::{msg, seat_term};
use attic_core::decimal::fixed;
use attic_core::{Msg, Seat};
use attic_kit::Words;
use yew::prelude::*;

/// Milliseconds per tile of a pawn's walk.
pub(super) const STEP_MS: u32 = 70;

/// A message of the game's file without arguments, in the reader's language.
pub(super) fn say(w: Words, key: &'static str) -> String {
    w.tr(&msg(key))
}

/// A seat's name in the reader's language.
pub(super) fn seat_name(w: Words, s: Seat) -> String {
    w.tr(&msg(seat_term(s)))
}

/// A spot's words, with the pawns on it when there are any.
pub(super) fn with_pawns(w: Words, label: Msg, pawns: &[String]) -> String {
    if pawns.is_empty() {
        w.tr(&label)
    } else {
        w.tr(&msg("label.with-pawns")
            .msg("spot", label)
            .text("pawns", pawns.join(", ")))
    }
}

/// The class giving a seat its colour.
pub(super) fn seat_class(s: Seat) -> String {
    format!("turno-s{}", s.min(5))
}

/// Number formatting for SVG attributes.
pub(super) fn f(x: f32) -> String {
    fixed(x, 1)
}

/// The pips of a die face, on a 30-unit square.
pub(super) fn die(x: f32, y: f32, d: u8, class: &'static str) -> Html {
    let spots: &[(f32, f32)] = match d {
        1 => &[(15.0, 15.0)],
        2 => &[(8.0, 8.0), (22.0, 22.0)],
        3 => &[(8.0, 8.0), (15.0, 15.0), (22.0, 22.0)],
        4 => &[(8.0, 8.0), (22.0, 8.0), (8.0, 22.0), (22.0, 22.0)],
        5 => &[
            (8.0, 8.0),
            (22.0, 8.0),
            (15.0, 15.0),
            (8.0, 22.0),
            (22.0, 22.0),
        ],
        _ => &[
            (8.0, 7.0),
            (22.0, 7.0),
            (8.0, 15.0),
            (22.0, 15.0),
            (8.0, 23.0),
            (22.0, 23.0),
        ],
    };
    html! {
        <g class={classes!("turno-die", class)}>
            <rect x={f(x)} y={f(y)} width="30" height="30" rx="5" />
            { for spots.iter().map(|&(a, b)| html! { <circle class="pip" cx={f(x + a)} cy={f(y + b)} r="2.8" /> }) }
        </g>
    }
}

/// The die of the top row: the last throw, drawn again on every new
/// throw (the CSS rolls it in).
pub(super) fn die_badge(w: Words, d: Option<u8>, key: usize) -> Html {
    let Some(d) = d.filter(|d| (1..=6).contains(d)) else {
        return html! {};
    };
    let label = w.tr(&msg("view.throw").num("d", d as i64));
    html! {
        <span class="turno-die-badge" data-testid="turno-die" data-value={d.to_string()} role="img" aria-label={label.clone()} title={label}>
            <svg key={key.to_string()} class="turno-die-svg rolling" viewBox="0 0 30 30" aria-hidden="true">{ die(0.0, 0.0, d, "") }</svg>
        </span>
    }
}

/// The seats in their colours, the one to move marked (and named in
/// words), with an extra note per seat.
pub(super) fn seats_row(
    w: Words,
    p: u8,
    to_move: Option<Seat>,
    note: impl Fn(Seat) -> Option<String>,
) -> Html {
    html! {
        <div class="board-info turno-seats" data-testid="turno-seats">
            { for (0..p).map(|s| {
                let now = to_move == Some(s);
                html! {
                    <span class={classes!("turno-seat", seat_class(s), now.then_some("now"))} data-seat={(s + 1).to_string()} aria-current={now.then_some("true")}>
                        <span class="chip" aria-hidden="true"></span>
                        { seat_name(w, s) }
                        if let Some(n) = note(s) { <span class="note">{ " · " }{ n }</span> }
                    </span>
                }
            }) }
        </div>
    }
}

/// Whose turn it is in words, large, the last throw, and the "fast" setting.
/// `dice`: the sub-game throws dice, so it has animations the "fast"
/// setting skips. The setting is shown for the whole game, not only while a
/// throw is shown: a control that came and went moved the line under the
/// player's pointer and could not be relied on.
pub(super) fn turn_line(
    w: Words,
    to_move: Option<Seat>,
    key: &'static str,
    roll: Option<u8>,
    dice: bool,
    key_d: usize,
) -> Html {
    let text = to_move.map(|s| w.tr(&msg(key).term("seat", seat_term(s))));
    // A line with no die only repeats the status: a short screen leaves it out.
    let plain = (roll.is_none() && !dice).then_some("plain");
    html! {
        <div class={classes!("board-info", "turno-turn", plain)}>
            if let (Some(t), Some(s)) = (text, to_move) {
                <strong class={classes!("turno-now", seat_class(s))} data-testid="turno-now">{ t }</strong>
            }
            { die_badge(w, roll, key_d) }
            if dice { <FastToggle /> }
        </div>
    }
}

/// A pawn: a disc in the seat's colour with its number.
pub(super) fn pawn(x: f32, y: f32, r: f32, s: Seat, extra: Option<&'static str>) -> Html {
    html! {
        <g class={classes!("turno-pawn", seat_class(s), extra)}>
            <circle cx={f(x)} cy={f(y)} r={f(r)} />
            <text x={f(x)} y={f(y + r * 0.4)} font-size={f(r * 1.1)}>{ s + 1 }</text>
        </g>
    }
}

/// Where pawn `s` sits among up to six on a spot centred at (x, y).
pub(super) fn pawn_at(x: f32, y: f32, s: Seat, step: f32) -> (f32, f32) {
    let (col, row) = ((s % 3) as f32 - 1.0, (s / 3) as f32 - 0.5);
    (x + col * step, y + row * step)
}

/// The hexagon H centred at (x, y) with radius r.
pub(super) fn hexagon(w: Words, x: f32, y: f32, r: f32) -> Html {
    let pts: Vec<String> = (0..6)
        .map(|i| {
            let a = std::f32::consts::PI / 3.0 * i as f32;
            format!("{},{}", f(x + r * a.cos()), f(y + r * a.sin()))
        })
        .collect();
    html! {
        <g class="turno-hex">
            <polygon points={pts.join(" ")} />
            <text x={f(x)} y={f(y + 8.0)}>{ say(w, "view.hex") }</text>
        </g>
    }
}

/// A square tile showing its up face, the down face small once public.
pub(super) fn square_tile(x: f32, y: f32, s: f32, up: u8, down: u8, class: Classes) -> Html {
    html! {
        <g class={classes!("turno-tile", class)}>
            <rect x={f(x - s / 2.0)} y={f(y - s / 2.0)} width={f(s)} height={f(s)} rx="4" />
            <text class="up" x={f(x)} y={f(y + s * 0.18)} font-size={f(s * 0.5)}>{ up }</text>
            if down > 0 {
                <text class="down" x={f(x + s * 0.3)} y={f(y + s * 0.4)} font-size={f(s * 0.24)}>{ down }</text>
            }
        </g>
    }
}
