//! TURNO-Lottery's board: the six arms of the star round H, the tiles
//! taken dimmed.

use super::draw::{hexagon, pawn, pawn_at, say, seat_class, seats_row, square_tile, turn_line};
use crate::common::{msg, seat_term};
use crate::Lottery;
use attic_core::Seat;
use attic_kit::{Frame, Spot, Typed, Words};
use std::rc::Rc;
use yew::prelude::*;

/// The centre of tile j (0 outermost) of arm a.
fn arm_at(a: usize, j: usize) -> (f32, f32) {
    let angle = (-90.0 + 60.0 * a as f32).to_radians();
    let r = 62.0 + (5 - j.min(5)) as f32 * 32.0;
    (240.0 + r * angle.cos(), 240.0 + r * angle.sin())
}

/// TURNO-Lottery's board.
pub(super) fn lottery_board(w: Words, p: &Typed<Lottery>, g: &Lottery) -> Html {
    let over = g.winner();
    let to_move = over.is_none().then_some(g.to_move);
    let arms = (0..6usize).map(|a| {
        let used = a < g.p as usize;
        let tiles = (0..6usize).map(move |j| {
            let t = g.arms[a][j];
            let (x, y) = arm_at(a, j);
            let taken = j < g.taken[a] as usize;
            square_tile(
                x,
                y,
                28.0,
                t.up,
                0,
                classes!(
                    taken.then_some("taken"),
                    (!used).then_some("unused"),
                    used.then(|| seat_class(a as Seat))
                ),
            )
        });
        html! { <g class="turno-arm" data-arm={(a + 1).to_string()}>{ for tiles }</g> }
    });
    let pawns = (0..g.p).map(|s| {
        let i = g.taken[s as usize] as usize;
        let (x, y) = if i >= 6 {
            pawn_at(240.0, 240.0, s, 20.0)
        } else {
            let (ox, oy) = arm_at(s as usize, i);
            let (cx, cy) = arm_at(s as usize, 0);
            // Just outside the outermost tile left.
            let (dx, dy) = ((cx - 240.0) / 226.0, (cy - 240.0) / 226.0);
            (ox + dx * 24.0, oy + dy * 24.0)
        };
        pawn(x, y, 10.0, s, None)
    });
    let spots: Vec<Spot> = if p.thumbnail {
        Vec::new()
    } else {
        (0..g.p)
            .map(|s| {
                let left = 6 - g.taken[s as usize].min(6);
                let label = match g.outermost(s) {
                    Some(v) => msg("label.arm")
                        .term("seat", seat_term(s))
                        .num("left", left as i64)
                        .num("v", v as i64),
                    None => msg("label.arm-empty").term("seat", seat_term(s)),
                };
                let (x, y) = arm_at(s as usize, 0);
                Spot::circle(format!("arm{}", s + 1), x, y, 21.0).label(w.tr(&label))
            })
            .collect()
    };
    let describe: Vec<String> = (0..g.p)
        .map(|s| match g.outermost(s) {
            Some(v) => w.tr(&msg("label.arm")
                .term("seat", seat_term(s))
                .num("left", (6 - g.taken[s as usize].min(6)) as i64)
                .num("v", v as i64)),
            None => w.tr(&msg("label.arm-empty").term("seat", seat_term(s))),
        })
        .collect();
    let top = html! { <>
        { seats_row(w, g.p, to_move, |s| g.outermost(s).map(|v| w.tr(&msg("view.needs").num("v", v as i64)))) }
        { turn_line(w, to_move, "view.to-roll", p.last, true, p.ply) }
    </> };
    html! {
        <Frame board={p.board.clone()} view_box="0 0 480 480" class="turno turno-lottery" wrap="turno-wrap" {top}
            label={say(w, "view.label-lottery")} spots={Rc::new(spots)} description={describe.join(" ")}>
            { hexagon(w, 240.0, 240.0, 36.0) }
            { for arms }
            { for pawns }
        </Frame>
    }
}
