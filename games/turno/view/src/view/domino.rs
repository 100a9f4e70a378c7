//! TURNO-Domino's board: H with its three axes of paired rows, the
//! required number, and the viewer's own hand ([`super::hand`]).

use super::draw::{f, hexagon, say, seats_row, square_tile, turn_line};
use super::hand::{hand_input, hand_note, hand_svg, hand_tiles, hand_type_texts, HandLayout};
use crate::common::{msg, seat_term};
use crate::{Domino, DominoMove};
use attic_core::decimal::fixed;
use attic_core::Seat;
use attic_kit::{Frame, Typed, Words};
use std::rc::Rc;
use yew::prelude::*;

/// Centre of the Domino drawing.
pub(super) const DC: f32 = 270.0;

/// Where placement i's row-A (`b` false) or row-B tile lies.
fn domino_at(i: usize, b: bool) -> (f32, f32) {
    let axis = (i / 6).min(2);
    let j = i % 6;
    let angle = (60.0 * axis as f32 + if b { 180.0 } else { 0.0 }).to_radians();
    let r = 62.0 + j as f32 * 35.0;
    (DC + r * angle.cos(), DC + r * angle.sin())
}

/// The tiles placed on the axes, and the axes (the current one marked).
fn placed_svg(w: Words, g: &Domino, over: bool) -> Html {
    let placed = g.placed.iter().enumerate().flat_map(|(i, &(a, b))| {
        let kk = (i % 6) as u8 + 1;
        [(false, a), (true, b)].map(|(rb, other)| {
            let (x, y) = domino_at(i, rb);
            square_tile(x, y, 32.0, kk, other, classes!("placed"))
        })
    });
    let axes = (0..3).map(|a| {
        let (x1, y1) = domino_at(a * 6 + 5, false);
        let (x2, y2) = domino_at(a * 6 + 5, true);
        let current = !over && (g.placed.len() / 6) == a;
        html! { <line class={classes!("turno-axis", current.then_some("current"))} x1={f(x1)} y1={f(y1)} x2={f(x2)} y2={f(y2)} /> }
    });
    html! { <>{ for axes }{ hexagon(w, DC, DC, 44.0) }
        <text class="turno-k" x={f(DC)} y={f(DC + 30.0)}>{ if over { String::new() } else { g.k().to_string() } }</text>
        { for placed }
    </> }
}

/// Above the board: the seats with their hands' sizes, whose turn it is,
/// the required number, and a pass said in words.
fn domino_top(w: Words, p: &Typed<Domino>, g: &Domino, to_move: Option<Seat>, over: bool) -> Html {
    let sizes = |s: Seat| Some(w.tr(&msg("view.in-hand").num("n", g.sizes[s as usize] as i64)));
    let required = if over {
        html! {}
    } else {
        html! {
            <div class="board-info turno-required" data-testid="turno-required">
                { w.tr(&msg("view.required").num("k", g.k() as i64).num("pair", g.pair() as i64)) }
            </div>
        }
    };
    // A pass (automatic or not) is said in words.
    let passed = (p.last == Some(DominoMove::Pass))
        .then(|| p.before.as_deref().map(|b| (b.to_move, b.k())))
        .flatten()
        .map(|(s, kk)| {
            w.tr(&msg("view.passed")
                .term("seat", seat_term(s))
                .num("k", kk as i64))
        });
    html! { <>
        { seats_row(w, g.p, to_move, sizes) }
        { turn_line(w, to_move, "view.to-play", None, false, p.ply) }
        { required }
        if let Some(t) = passed {
            <div class="board-info turno-passed" data-testid="turno-passed">{ t }</div>
        }
    </> }
}

/// The position in words: the required number, the pairs placed, and the
/// viewer's own hand.
fn describe(w: Words, g: &Domino, mine: Option<Seat>, hand: &[(String, usize)]) -> String {
    let mut parts = vec![w.tr(&msg("describe.domino")
        .num("k", g.k() as i64)
        .num("pair", g.pair() as i64)
        .num("placed", g.placed.len() as i64))];
    if let Some(s) = mine {
        parts.push(
            w.tr(&msg("describe.hand")
                .term("seat", seat_term(s))
                .text("tiles", hand_type_texts(hand).join(" "))),
        );
    }
    parts.join(" ")
}

/// TURNO-Domino's board; a pair is placed by clicking two tiles of the hand.
pub(super) fn domino_board(w: Words, p: &Typed<Domino>, g: &Domino) -> Html {
    let over = g.end().is_some();
    let to_move = (!over).then_some(g.to_move);
    // Only the viewer's own hand, and only if this view knows it.
    let mine = p.viewer.filter(|&v| v < g.p && g.known[v as usize]);
    let hand = mine.map(|s| hand_tiles(g, s)).unwrap_or_default();
    let layout = HandLayout::new(hand.len());
    let (spots, moves) = match p.thumbnail {
        true => (Vec::new(), Vec::new()),
        false => hand_input(w, p, &hand, g.k(), over),
    };
    let top = domino_top(w, p, g, to_move, over);
    let bottom = html! {
        <p class="turno-hand-note" data-testid="turno-hand-note">{ hand_note(w, p, g.k(), mine, to_move) }</p>
    };
    let describe = describe(w, g, mine, &hand);
    let pass_button = moves.iter().any(|m| m.token == "pass");
    html! {
        <Frame board={p.board.clone()} view_box={format!("0 0 540 {}", fixed(layout.height(), 0))} class="turno turno-domino-board" wrap="turno-wrap" {top} {bottom}
            label={say(w, "view.label-domino")} spots={Rc::new(spots)} moves={Rc::new(moves)}
            chooser_label={say(w, "view.chooser")} description={describe}>
            { placed_svg(w, g, over) }
            if pass_button {
                <g class="turno-pass">
                    <rect x={f(DC - 60.0)} y="486" width="120" height="30" rx="8" />
                    <text x={f(DC)} y="506">{ say(w, "view.pass") }</text>
                </g>
            }
            { hand_svg(&hand, g.k(), over) }
        </Frame>
    }
}
