//! TURNO-Domino's hand: the viewer's own tiles (only that seat's, as
//! [`attic_kit::BoardProps::shown`] gives it), those that can show the
//! required number highlighted, and the pairs they make as clicks.

use super::domino::DC;
use super::draw::{f, say};
use crate::common::{msg, seat_term};
use crate::tiles::{has_face, type_of, type_text, TYPE_FACES};
use crate::{Domino, DominoMove};
use attic_core::Seat;
use attic_kit::{self as kit, Play, Spot, Typed, Words};
use yew::prelude::*;

/// A hand tile's size, the gap between tiles and where the hand begins.
const HAND_W: f32 = 82.0;
const HAND_H: f32 = 56.0;
const HAND_GAP: f32 = 6.0;
const HAND_X: f32 = (540.0 - 6.0 * HAND_W - 5.0 * HAND_GAP) / 2.0;
const HAND_Y: f32 = 540.0;
/// Six a row, large enough to tap on a phone (about 53×36 px at 390 px).
const PER_ROW: usize = 6;

/// The viewer's hand, tile by tile: (spot id, tile type).
pub(super) fn hand_tiles(g: &Domino, s: Seat) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    for (t, &n) in g.hands[s as usize].iter().enumerate() {
        for copy in 0..n {
            out.push((format!("h{}-{}", type_text(t), copy + 1), t));
        }
    }
    out
}

/// The hand's tiles in writing (`12`, `35`, …).
pub(super) fn hand_type_texts(hand: &[(String, usize)]) -> Vec<String> {
    hand.iter().map(|(_, t)| type_text(*t)).collect()
}

/// Where the hand's tiles lie.
pub(super) struct HandLayout {
    /// Tiles in the hand.
    len: usize,
}

impl HandLayout {
    /// The layout of a hand of `len` tiles.
    pub fn new(len: usize) -> HandLayout {
        HandLayout { len }
    }

    /// The top-left corner of tile n.
    fn at(n: usize) -> (f32, f32) {
        let (col, row) = (n % PER_ROW, n / PER_ROW);
        (
            HAND_X + col as f32 * (HAND_W + HAND_GAP),
            HAND_Y + row as f32 * (HAND_H + HAND_GAP),
        )
    }

    /// The drawing's height with the hand under the axes.
    pub fn height(&self) -> f32 {
        let rows = self.len.div_ceil(PER_ROW).max(1);
        HAND_Y + rows as f32 * (HAND_H + HAND_GAP) + 4.0
    }
}

/// The hand's tiles, those that can show `k` marked (while the game goes on).
pub(super) fn hand_svg(hand: &[(String, usize)], k: u8, over: bool) -> Html {
    let tiles = hand.iter().enumerate().map(|(n, (_, t))| {
        let (x, y) = HandLayout::at(n);
        let (a, b) = TYPE_FACES[*t];
        let can = !over && has_face(*t, k);
        html! {
            <g class={classes!("turno-domino", can.then_some("can"))}>
                <rect x={f(x)} y={f(y)} width={f(HAND_W)} height={f(HAND_H)} rx="7" />
                <line x1={f(x + HAND_W / 2.0)} y1={f(y + 6.0)} x2={f(x + HAND_W / 2.0)} y2={f(y + HAND_H - 6.0)} />
                <text x={f(x + HAND_W / 4.0)} y={f(y + HAND_H / 2.0 + 10.0)}>{ a }</text>
                <text x={f(x + HAND_W * 0.75)} y={f(y + HAND_H / 2.0 + 10.0)}>{ b }</text>
            </g>
        }
    });
    html! { <>{ for tiles }</> }
}

/// The hand's spots and the moves as clicks: a pair is one tile of the
/// hand, then the other; a pass is its own button.
pub(super) fn hand_input(
    w: Words,
    p: &Typed<Domino>,
    hand: &[(String, usize)],
    k: u8,
    over: bool,
) -> (Vec<Spot>, Vec<Play>) {
    let mut spots: Vec<Spot> = Vec::new();
    let mut moves: Vec<Play> = Vec::new();
    for (n, (id, t)) in hand.iter().enumerate() {
        let (x, y) = HandLayout::at(n);
        let (a, b) = TYPE_FACES[*t];
        let key = if has_face(*t, k) && !over {
            "label.hand-can"
        } else {
            "label.hand"
        };
        let label = msg(key)
            .num("a", a as i64)
            .num("b", b as i64)
            .num("k", k as i64);
        spots.push(
            Spot::rect(id.clone(), x, y, HAND_W, HAND_H)
                .rounded(7.0)
                .label(w.tr(&label)),
        );
    }
    if p.legal.iter().any(|l| l.mv == DominoMove::Pass) {
        spots.push(
            Spot::rect("pass", DC - 60.0, 500.0 - 14.0, 120.0, 30.0)
                .rounded(8.0)
                .label(say(w, "label.pass")),
        );
        moves.push(Play::new("pass", ["pass"]).label(say(w, "label.pass")));
    }
    // A pair: click one tile of the hand, then the other.
    let ids_of = |t: usize| -> Vec<&String> {
        hand.iter()
            .filter(|(_, u)| *u == t)
            .map(|(id, _)| id)
            .collect()
    };
    for l in p.legal.iter() {
        let DominoMove::Place(a, b) = l.mv else {
            continue;
        };
        let (ta, tb) = (type_of(k, a), type_of(k, b));
        let label = w.tr(&msg("label.place")
            .text("a", format!("{k}{a}"))
            .text("b", format!("{k}{b}")));
        for ia in ids_of(ta) {
            for ib in ids_of(tb) {
                if ia != ib {
                    moves.push(
                        Play::new(l.token.as_str(), [ia.clone(), ib.clone()]).label(label.clone()),
                    );
                }
            }
        }
    }
    (spots, moves)
}

/// The words under the hand: must pass, how to place a pair, or that
/// this view shows no hand.
pub(super) fn hand_note(
    w: Words,
    p: &Typed<Domino>,
    k: u8,
    mine: Option<Seat>,
    to_move: Option<Seat>,
) -> String {
    match (mine, to_move) {
        (Some(s), Some(t)) if s == t && p.only(|m| *m == DominoMove::Pass) => {
            w.tr(&msg("view.must-pass").num("k", k as i64))
        }
        // "Tap" on a touch screen, "click" elsewhere.
        (Some(s), _) => {
            let key = if kit::touch() {
                "view.your-hand.touch"
            } else {
                "view.your-hand"
            };
            w.tr(&msg(key).term("seat", seat_term(s)))
        }
        _ => say(w, "view.no-hand"),
    }
}
