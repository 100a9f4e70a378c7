//! TURNO-Loop's board: the 36 tiles as a ring round the hexagonal tile H,
//! the pawns on them walking tile by tile, the tiles turned over marked.

use super::draw::{
    f, hexagon, pawn, pawn_at, say, seat_name, seats_row, square_tile, turn_line, with_pawns,
    STEP_MS,
};
use crate::common::{msg, seat_term};
use crate::{Loop, LoopMove, FINISH};
use attic_core::decimal::fixed;
use attic_kit::{self as kit, Frame, Spot, Typed, Words};
use std::rc::Rc;
use yew::prelude::*;

/// Cell size of the Loop ring.
const LS: f32 = 44.0;

/// The centre of track tile i (0…35) on the 10×10 ring, clockwise from
/// the top left.
fn ring(i: usize) -> (f32, f32) {
    let (c, r) = match i {
        0..=9 => (i, 0),
        10..=18 => (9, i - 9),
        19..=27 => (9 - (i - 18), 9),
        _ => (0, 9 - (i - 27)),
    };
    (10.0 + (c as f32 + 0.5) * LS, 10.0 + (r as f32 + 0.5) * LS)
}

/// TURNO-Loop's board.
pub(super) fn loop_board(w: Words, p: &Typed<Loop>, g: &Loop) -> Html {
    // The last throw (a face turned over is a ply of its own, no throw).
    let throw = match p.last {
        Some(LoopMove::Roll(d)) => Some(d),
        _ => None,
    };
    let over = g.winner();
    let to_move = over.is_none().then_some(g.to_move);
    let centre = 10.0 + 5.0 * LS;
    let tiles = (0..36).map(|i| {
        let t = g.track[i];
        let (x, y) = ring(i);
        let turned = t.down != 0 && g.laid[i].down == 0 || t.up != g.laid[i].up;
        let class = classes!(turned.then_some("turned"));
        html! { <>
            { square_tile(x, y, LS - 4.0, t.up, t.down, class) }
            <text class="turno-index" x={f(x - LS / 2.0 + 6.0)} y={f(y - LS / 2.0 + 11.0)}>{ i + 1 }</text>
        </> }
    });
    let pawns = html! { <LoopPawns p={g.p} pos={g.pos} /> };
    let spots: Vec<Spot> = if p.thumbnail {
        Vec::new()
    } else {
        (0..36)
            .map(|i| {
                let (x, y) = ring(i);
                let t = g.track[i];
                let here: Vec<String> = (0..g.p)
                    .filter(|&s| g.pos[s as usize] as usize == i + 1)
                    .map(|s| seat_name(w, s))
                    .collect();
                let label = msg("label.loop-tile")
                    .num("n", i as i64 + 1)
                    .num("up", t.up as i64);
                Spot::rect(format!("T{}", i + 1), x - LS / 2.0, y - LS / 2.0, LS, LS)
                    .label(with_pawns(w, label, &here))
            })
            .collect()
    };
    let describe = {
        let at: Vec<String> = (0..g.p)
            .map(|s| {
                let pos = g.pos[s as usize];
                let key = if pos == 0 {
                    "describe.loop-start"
                } else if pos >= FINISH {
                    "describe.loop-home"
                } else {
                    "describe.loop-at"
                };
                w.tr(&msg(key).term("seat", seat_term(s)).num("n", pos as i64))
            })
            .collect();
        at.join(" ")
    };
    let top = html! { <>
        { seats_row(w, g.p, to_move, |s| {
            let pos = g.pos[s as usize];
            Some(match pos {
                0 => say(w, "view.start"),
                FINISH.. => say(w, "view.home"),
                _ => w.tr(&msg("view.tile").num("n", pos as i64)),
            })
        }) }
        { turn_line(w, to_move, "view.to-roll", throw, true, p.ply) }
    </> };
    let size = 20.0 + 10.0 * LS;
    html! {
        <Frame board={p.board.clone()} view_box={format!("0 0 {} {}", fixed(size, 0), fixed(size, 0))} class="turno turno-loop" wrap="turno-wrap" {top}
            label={say(w, "view.label-loop")} spots={Rc::new(spots)} description={describe}>
            { hexagon(w, centre, centre, 60.0) }
            { for tiles }
            { pawns }
        </Frame>
    }
}

/// Props of [`LoopPawns`].
#[derive(Properties, PartialEq)]
struct WalkProps {
    /// Number of players.
    p: u8,
    /// Where the pawns are in the position shown.
    pos: [u8; 6],
}

/// The Loop's pawns, walking tile by tile to where the position has them
/// (a jump through the record, or less motion asked for: at once).
#[function_component]
fn LoopPawns(w: &WalkProps) -> Html {
    let shown = use_state(|| w.pos);
    {
        let shown = shown.clone();
        use_effect_with((w.pos, *shown), move |&(target, cur)| {
            let far = (0..6).any(|s| cur[s].abs_diff(target[s]) > 14);
            let timer = if cur == target {
                None
            } else if far || kit::reduced_motion() || kit::fast() {
                shown.set(target);
                None
            } else {
                Some(gloo_timers::callback::Timeout::new(STEP_MS, move || {
                    let mut next = cur;
                    for (n, t) in next.iter_mut().zip(target) {
                        *n = if *n < t {
                            *n + 1
                        } else if *n > t {
                            *n - 1
                        } else {
                            *n
                        };
                    }
                    shown.set(next);
                }))
            };
            move || drop(timer)
        });
    }
    let centre = 10.0 + 5.0 * LS;
    let pawns = (0..w.p).map(|s| {
        let pos = shown[s as usize];
        let home = pos == 0 || pos >= FINISH;
        let (x, y) = if home {
            pawn_at(centre, centre + 55.0, s, 24.0)
        } else {
            let (x, y) = ring(pos as usize - 1);
            pawn_at(x, y + 4.0, s, 12.0)
        };
        pawn(x, y, if home { 11.0 } else { 7.0 }, s, None)
    });
    html! { <g class="turno-pawns">{ for pawns }</g> }
}
