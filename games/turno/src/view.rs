//! The boards of the four TURNO sub-games, on the board kit.
//!
//! * Loop: the 36 tiles as a ring round the hexagonal tile H, the pawns on
//!   them, the tiles turned over marked.
//! * Lottery: the six arms of the star round H, the tiles taken dimmed.
//! * Domino: H with its three axes of paired rows, the required number,
//!   the viewer's own hand (only that seat's, as [`BoardProps::shown`]
//!   gives it), the tiles that can show the number highlighted; a pair is
//!   placed by clicking two tiles.
//! * Checkers: the 6×6 board, the sides to choose, the entry tiles and the
//!   path tile by tile (the kit offers only steps that can still complete
//!   a legal path); start tiles ringed, crossed pawns marked.
//!
//! Every sub-game shows the seats in their colours with whose turn it is,
//! and the last throw as a die. The die itself is thrown by the app (every
//! throw is chance, drawn after a short pause).

use super::board::{cell_name, side_letter, CELLS};
use super::common::{msg, seat_term};
use super::words::side_key;
use super::{Checkers, Domino, Loop, Lottery, FINISH};
use attic_core::{Msg, Seat};
use attic_kit::{self as kit, tr, BoardProps, Frame, Play, Spot, Typed};
use std::rc::Rc;
use yew::prelude::*;

/// Each sub-game's board view of the registry (see [`kit::BoardFn`]): a
/// component that gets the sub-game's own state ([`Typed`]) and draws it.
macro_rules! views {
    ($($(#[$doc:meta])* $view:ident, $component:ident, $game:ty, $draw:ident;)*) => {$(
        $(#[$doc])*
        pub fn $view(p: BoardProps) -> Html {
            kit::typed::<$game, $component>(p)
        }

        #[function_component]
        fn $component(p: &Typed<$game>) -> Html {
            $draw(p, &p.game)
        }
    )*};
}

views! {
    /// TURNO-Loop's board.
    loop_view, LoopBoard, Loop, loop_board;
    /// TURNO-Lottery's board.
    lottery_view, LotteryBoard, Lottery, lottery_board;
    /// TURNO-Domino's board.
    domino_view, DominoBoard, Domino, domino_board;
    /// TURNO-Checkers' board.
    checkers_view, CheckersBoard, Checkers, checkers_board;
}

/// A message of the game's file without arguments, in the reader's language.
fn say(key: &'static str) -> String {
    tr(&msg(key))
}

/// A seat's name in the reader's language.
fn seat_name(s: Seat) -> String {
    tr(&msg(seat_term(s)))
}

/// A spot's words, with the pawns on it when there are any.
fn with_pawns(label: Msg, pawns: &[String]) -> String {
    if pawns.is_empty() {
        tr(&label)
    } else {
        tr(&msg("label.with-pawns")
            .msg("spot", label)
            .text("pawns", pawns.join(", ")))
    }
}

/// The class giving a seat its colour.
fn seat_class(s: Seat) -> String {
    format!("turno-s{}", s.min(5))
}

/// Number formatting for SVG attributes.
fn f(x: f32) -> String {
    format!("{x:.1}")
}

/// The pips of a die face, on a 30-unit square.
fn die(x: f32, y: f32, d: u8, class: &'static str) -> Html {
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
fn die_badge(d: Option<u8>, key: usize) -> Html {
    let Some(d) = d.filter(|d| (1..=6).contains(d)) else {
        return html! {};
    };
    let label = tr(&msg("view.throw").num("d", d as i64));
    html! {
        <span class="turno-die-badge" data-testid="turno-die" data-value={d.to_string()} role="img" aria-label={label.clone()} title={label}>
            <svg key={key.to_string()} class="turno-die-svg rolling" viewBox="0 0 30 30" aria-hidden="true">{ die(0.0, 0.0, d, "") }</svg>
        </span>
    }
}

/// The seats in their colours, the one to move marked (and named in
/// words), with an extra note per seat.
fn seats_row(p: u8, to_move: Option<Seat>, note: impl Fn(Seat) -> Option<String>) -> Html {
    html! {
        <div class="board-info turno-seats" data-testid="turno-seats">
            { for (0..p).map(|s| {
                let now = to_move == Some(s);
                html! {
                    <span class={classes!("turno-seat", seat_class(s), now.then_some("now"))} data-seat={(s + 1).to_string()} aria-current={now.then_some("true")}>
                        <span class="chip" aria-hidden="true"></span>
                        { seat_name(s) }
                        if let Some(n) = note(s) { <span class="note">{ " · " }{ n }</span> }
                    </span>
                }
            }) }
        </div>
    }
}

/// Mark the page so that the CSS skips the animations too.
fn mark_fast(on: bool) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = if on {
            root.set_attribute("data-turno-fast", "1")
        } else {
            root.remove_attribute("data-turno-fast")
        };
    }
}

/// The "fast" checkbox: fast play (see [`kit::fast`]), kept on this device.
#[function_component]
fn FastToggle() -> Html {
    let on = use_state(kit::fast);
    use_effect_with(*on, |&v| mark_fast(v));
    let onchange = {
        let on = on.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_dyn_into::<web_sys::HtmlInputElement>()
                .is_some_and(|i| i.checked());
            kit::keep_setting(kit::FAST_KEY, v);
            on.set(v);
        })
    };
    html! {
        <label class="turno-fast" data-testid="turno-fast">
            <input type="checkbox" checked={*on} {onchange} />
            { say("view.fast") }
        </label>
    }
}

/// Whose turn it is in words, large, the last throw, and the "fast" setting.
/// `dice`: the sub-game throws dice, so it has animations the "fast"
/// setting skips. The setting is shown for the whole game, not only while a
/// throw is shown: a control that came and went moved the line under the
/// player's pointer and could not be relied on.
fn turn_line(
    to_move: Option<Seat>,
    key: &'static str,
    roll: Option<u8>,
    dice: bool,
    key_d: usize,
) -> Html {
    let text = to_move.map(|s| tr(&msg(key).term("seat", seat_term(s))));
    html! {
        <div class="board-info turno-turn">
            if let (Some(t), Some(s)) = (text, to_move) {
                <strong class={classes!("turno-now", seat_class(s))} data-testid="turno-now">{ t }</strong>
            }
            { die_badge(roll, key_d) }
            if dice { <FastToggle /> }
        </div>
    }
}

/// The first throw written in a token (`4:6` → 4, `462@c1` → 2, its last
/// throw), if it starts with one.
fn token_throw(t: &str) -> Option<u8> {
    let digits: String = t.chars().take_while(|c| c.is_ascii_digit()).collect();
    if t.contains('@') || t.contains(':') && !t.starts_with(':') {
        digits.bytes().next_back().map(|b| b - b'0')
    } else {
        digits.bytes().next().map(|b| b - b'0')
    }
}

/// A pawn: a disc in the seat's colour with its number.
fn pawn(x: f32, y: f32, r: f32, s: Seat, extra: Option<&'static str>) -> Html {
    html! {
        <g class={classes!("turno-pawn", seat_class(s), extra)}>
            <circle cx={f(x)} cy={f(y)} r={f(r)} />
            <text x={f(x)} y={f(y + r * 0.4)} font-size={f(r * 1.1)}>{ s + 1 }</text>
        </g>
    }
}

/// Where pawn `s` sits among up to six on a spot centred at (x, y).
fn pawn_at(x: f32, y: f32, s: Seat, step: f32) -> (f32, f32) {
    let (col, row) = ((s % 3) as f32 - 1.0, (s / 3) as f32 - 0.5);
    (x + col * step, y + row * step)
}

/// The hexagon H centred at (x, y) with radius r.
fn hexagon(x: f32, y: f32, r: f32) -> Html {
    let pts: Vec<String> = (0..6)
        .map(|i| {
            let a = std::f32::consts::PI / 3.0 * i as f32;
            format!("{},{}", f(x + r * a.cos()), f(y + r * a.sin()))
        })
        .collect();
    html! {
        <g class="turno-hex">
            <polygon points={pts.join(" ")} />
            <text x={f(x)} y={f(y + 8.0)}>{ say("view.hex") }</text>
        </g>
    }
}

/// A square tile showing its up face, the down face small once public.
fn square_tile(x: f32, y: f32, s: f32, up: u8, down: u8, class: Classes) -> Html {
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

/// The last throw of a dice game (Loop, Lottery): the last token's.
fn last_throw(p: &BoardProps) -> Option<u8> {
    p.last_token().and_then(token_throw)
}

// ---- Loop ----

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

fn loop_board(p: &BoardProps, g: &Loop) -> Html {
    let over = g.winner();
    let to_move = if over.is_some() {
        None
    } else {
        Some(g.to_move)
    };
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
                    .map(seat_name)
                    .collect();
                let label = msg("label.loop-tile")
                    .num("n", i as i64 + 1)
                    .num("up", t.up as i64);
                Spot::rect(format!("T{}", i + 1), x - LS / 2.0, y - LS / 2.0, LS, LS)
                    .label(with_pawns(label, &here))
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
                tr(&msg(key).term("seat", seat_term(s)).num("n", pos as i64))
            })
            .collect();
        at.join(" ")
    };
    let top = html! { <>
        { seats_row(g.p, to_move, |s| {
            let pos = g.pos[s as usize];
            Some(match pos {
                0 => say("view.start"),
                FINISH.. => say("view.home"),
                _ => tr(&msg("view.tile").num("n", pos as i64)),
            })
        }) }
        { turn_line(to_move, "view.to-roll", last_throw(p), true, p.ply) }
    </> };
    let size = 20.0 + 10.0 * LS;
    html! {
        <Frame board={p.clone()} view_box={format!("0 0 {size:.0} {size:.0}")} class="turno turno-loop" wrap="turno-wrap" {top}
            label={say("view.label-loop")} spots={Rc::new(spots)} description={describe}>
            { hexagon(centre, centre, 60.0) }
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

/// Milliseconds per tile of a pawn's walk.
const STEP_MS: u32 = 70;

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

// ---- Lottery ----

/// The centre of tile j (0 outermost) of arm a.
fn arm_at(a: usize, j: usize) -> (f32, f32) {
    let angle = (-90.0 + 60.0 * a as f32).to_radians();
    let r = 62.0 + (5 - j.min(5)) as f32 * 32.0;
    (240.0 + r * angle.cos(), 240.0 + r * angle.sin())
}

fn lottery_board(p: &BoardProps, g: &Lottery) -> Html {
    let over = g.winner();
    let to_move = if over.is_some() {
        None
    } else {
        Some(g.to_move)
    };
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
                Spot::circle(format!("arm{}", s + 1), x, y, 21.0).label(tr(&label))
            })
            .collect()
    };
    let describe: Vec<String> = (0..g.p)
        .map(|s| match g.outermost(s) {
            Some(v) => tr(&msg("label.arm")
                .term("seat", seat_term(s))
                .num("left", (6 - g.taken[s as usize].min(6)) as i64)
                .num("v", v as i64)),
            None => tr(&msg("label.arm-empty").term("seat", seat_term(s))),
        })
        .collect();
    let top = html! { <>
        { seats_row(g.p, to_move, |s| g.outermost(s).map(|v| tr(&msg("view.needs").num("v", v as i64)))) }
        { turn_line(to_move, "view.to-roll", last_throw(p), true, p.ply) }
    </> };
    html! {
        <Frame board={p.clone()} view_box="0 0 480 480" class="turno turno-lottery" wrap="turno-wrap" {top}
            label={say("view.label-lottery")} spots={Rc::new(spots)} description={describe.join(" ")}>
            { hexagon(240.0, 240.0, 36.0) }
            { for arms }
            { for pawns }
        </Frame>
    }
}

// ---- Domino ----

/// Centre of the Domino drawing.
const DC: f32 = 270.0;

/// A hand tile's size, the gap between tiles and where the hand begins.
const HAND_W: f32 = 82.0;
const HAND_H: f32 = 56.0;
const HAND_GAP: f32 = 6.0;
const HAND_X: f32 = (540.0 - 6.0 * HAND_W - 5.0 * HAND_GAP) / 2.0;
const HAND_Y: f32 = 540.0;

/// Where placement i's row-A (`b` false) or row-B tile lies.
fn domino_at(i: usize, b: bool) -> (f32, f32) {
    let axis = (i / 6).min(2);
    let j = i % 6;
    let angle = (60.0 * axis as f32 + if b { 180.0 } else { 0.0 }).to_radians();
    let r = 62.0 + j as f32 * 35.0;
    (DC + r * angle.cos(), DC + r * angle.sin())
}

/// The viewer's hand, tile by tile: (spot id, shown face or k, other face).
fn hand_tiles(g: &Domino, s: Seat) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    for (t, &n) in g.hands[s as usize].iter().enumerate() {
        for copy in 0..n {
            out.push((format!("h{}-{}", super::tiles::type_text(t), copy + 1), t));
        }
    }
    out
}

fn domino_board(p: &Typed<Domino>, g: &Domino) -> Html {
    use super::tiles::{has_face, type_of, TYPE_FACES};
    let over = g.end().is_some();
    let to_move = if over { None } else { Some(g.to_move) };
    let k = g.k();
    // Only the viewer's own hand, and only if this view knows it.
    let mine = p.viewer.filter(|&v| v < g.p && g.known[v as usize]);
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
    let hand = mine.map(|s| hand_tiles(g, s)).unwrap_or_default();
    // Six a row, large enough to tap on a phone (about 53×36 px at 390 px).
    let per_row = 6usize;
    let hand_at = |n: usize| -> (f32, f32) {
        let (col, row) = (n % per_row, n / per_row);
        (
            HAND_X + col as f32 * (HAND_W + HAND_GAP),
            HAND_Y + row as f32 * (HAND_H + HAND_GAP),
        )
    };
    let hand_svg = hand.iter().enumerate().map(|(n, (_, t))| {
        let (x, y) = hand_at(n);
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
    let mut spots: Vec<Spot> = Vec::new();
    let mut moves: Vec<Play> = Vec::new();
    if !p.thumbnail {
        for (n, (id, t)) in hand.iter().enumerate() {
            let (x, y) = hand_at(n);
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
                    .label(tr(&label)),
            );
        }
        let legal = p.legal();
        if legal.iter().any(|t| t == "pass") {
            spots.push(
                Spot::rect("pass", DC - 60.0, 500.0 - 14.0, 120.0, 30.0)
                    .rounded(8.0)
                    .label(say("label.pass")),
            );
            moves.push(Play::new("pass", ["pass"]).label(say("label.pass")));
        }
        // A pair: click one tile of the hand, then the other.
        let ids_of = |t: usize| -> Vec<&String> {
            hand.iter()
                .filter(|(_, u)| *u == t)
                .map(|(id, _)| id)
                .collect()
        };
        for tok in &legal {
            let Some((x, y)) = tok.split_once('+') else {
                continue;
            };
            let face = |s: &str| -> Option<usize> {
                let b = s.as_bytes();
                (b.len() == 2).then(|| type_of(b[0] - b'0', b[1] - b'0'))
            };
            let (Some(ta), Some(tb)) = (face(x), face(y)) else {
                continue;
            };
            let label = tr(&msg("label.place").text("a", x).text("b", y));
            for ia in ids_of(ta) {
                for ib in ids_of(tb) {
                    if ia != ib {
                        moves.push(
                            Play::new(tok.as_str(), [ia.clone(), ib.clone()]).label(label.clone()),
                        );
                    }
                }
            }
        }
    }
    let sizes = |s: Seat| Some(tr(&msg("view.in-hand").num("n", g.sizes[s as usize] as i64)));
    let required = if over {
        html! {}
    } else {
        html! {
            <div class="board-info turno-required" data-testid="turno-required">
                { tr(&msg("view.required").num("k", k as i64).num("pair", g.pair() as i64)) }
            </div>
        }
    };
    let hand_note = match (mine, to_move) {
        (Some(s), Some(t))
            if s == t && !p.legal().is_empty() && p.legal().iter().all(|t| t == "pass") =>
        {
            tr(&msg("view.must-pass").num("k", k as i64))
        }
        // "Tap" on a touch screen, "click" elsewhere.
        (Some(s), _) => {
            let key = if kit::touch() {
                "view.your-hand.touch"
            } else {
                "view.your-hand"
            };
            tr(&msg(key).term("seat", seat_term(s)))
        }
        _ => say("view.no-hand"),
    };
    // A pass (automatic or not) is said in words.
    let passed = (p.last_token() == Some("pass"))
        .then(|| p.before.as_deref().map(|b| (b.to_move, b.k())))
        .flatten()
        .map(|(s, kk)| {
            tr(&msg("view.passed")
                .term("seat", seat_term(s))
                .num("k", kk as i64))
        });
    let top = html! { <>
        { seats_row(g.p, to_move, sizes) }
        { turn_line(to_move, "view.to-play", None, false, p.ply) }
        { required }
        if let Some(t) = passed {
            <div class="board-info turno-passed" data-testid="turno-passed">{ t }</div>
        }
    </> };
    let bottom = html! {
        <p class="turno-hand-note" data-testid="turno-hand-note">{ hand_note }</p>
    };
    let rows = hand.len().div_ceil(per_row).max(1);
    let h = HAND_Y + rows as f32 * (HAND_H + HAND_GAP) + 4.0;
    let describe = {
        let mut parts = vec![tr(&msg("describe.domino")
            .num("k", k as i64)
            .num("pair", g.pair() as i64)
            .num("placed", g.placed.len() as i64))];
        if let Some(s) = mine {
            let tiles: Vec<String> = hand
                .iter()
                .map(|(_, t)| super::tiles::type_text(*t))
                .collect();
            parts.push(tr(&msg("describe.hand")
                .term("seat", seat_term(s))
                .text("tiles", tiles.join(" "))));
        }
        parts.join(" ")
    };
    let pass_button = moves.iter().any(|m| m.token == "pass");
    html! {
        <Frame board={p.board.clone()} view_box={format!("0 0 540 {h:.0}")} class="turno turno-domino-board" wrap="turno-wrap" {top} {bottom}
            label={say("view.label-domino")} spots={Rc::new(spots)} moves={Rc::new(moves)}
            chooser_label={say("view.chooser")} description={describe}>
            { for axes }
            { hexagon(DC, DC, 44.0) }
            <text class="turno-k" x={f(DC)} y={f(DC + 30.0)}>{ if over { String::new() } else { k.to_string() } }</text>
            { for placed }
            if pass_button {
                <g class="turno-pass">
                    <rect x={f(DC - 60.0)} y="486" width="120" height="30" rx="8" />
                    <text x={f(DC)} y="506">{ say("view.pass") }</text>
                </g>
            }
            { for hand_svg }
        </Frame>
    }
}

// ---- Checkers ----

/// Props of [`CheckersPawns`].
#[derive(Properties, PartialEq)]
struct CheckersPawnsProps {
    /// Number of players.
    p: u8,
    /// Where the pawns are in the position shown.
    pawns: [Option<u8>; 4],
    /// Which pawns have crossed.
    crossed: [bool; 4],
    /// The path just walked: the seat, its cells from where it began, and
    /// whether the pawn had crossed on each.
    walk: Option<(Seat, Vec<u8>, Vec<bool>)>,
    /// The ply shown (a new walk starts on a new ply).
    ply: usize,
}

/// A pawn in its cell's corner (by seat), so that the value stays readable.
fn checkers_pawn(c: u8, s: Seat, crossed: bool) -> Html {
    let (x, y) = cell_xy(c);
    let (px, py) = match s {
        0 => (x + 11.0, y + 11.0),
        1 => (x + CS - 11.0, y + 11.0),
        2 => (x + 11.0, y + CS - 11.0),
        _ => (x + CS - 11.0, y + CS - 11.0),
    };
    pawn(px, py, 9.0, s, crossed.then_some("crossed"))
}

/// Where a new ply's walk of `len` cells begins to be drawn: its first
/// cell, or (nothing to walk, less motion wanted, "fast") its end at once.
fn walk_start(len: usize) -> usize {
    match len > 1 && !kit::reduced_motion() && !kit::fast() {
        true => 0,
        false => usize::MAX,
    }
}

/// The Checkers pawns; the one that has just moved walks its path tile by
/// tile, [`STEP_MS`] a tile (at once with reduced motion or "fast").
#[function_component]
fn CheckersPawns(w: &CheckersPawnsProps) -> Html {
    // (ply, tiles of the walk shown so far).
    let step = use_state(|| (w.ply, usize::MAX));
    {
        let step = step.clone();
        let len = w.walk.as_ref().map_or(0, |(_, cells, _)| cells.len());
        use_effect_with((w.ply, len, *step), move |&(ply, len, (at_ply, k))| {
            let timer = if at_ply != ply {
                // A new ply: walk from the start.
                step.set((ply, walk_start(len)));
                None
            } else if k.saturating_add(1) < len {
                Some(gloo_timers::callback::Timeout::new(STEP_MS, move || {
                    step.set((ply, k + 1))
                }))
            } else {
                None
            };
            move || drop(timer)
        });
    }
    let (at_ply, k) = *step;
    // The first frame of a new ply already starts the walk (no flash of
    // the pawn at its end).
    let k = match at_ply == w.ply {
        true => k,
        false => walk_start(w.walk.as_ref().map_or(0, |(_, cells, _)| cells.len())),
    };
    // "Fast" turned on during a walk ends it at its next step.
    let k = match kit::fast() {
        true => usize::MAX,
        false => k,
    };
    let walking = w
        .walk
        .as_ref()
        .filter(|(_, cells, _)| k < cells.len())
        .map(|(s, cells, crossed)| (*s, cells[k], crossed[k]));
    let pawns = (0..w.p.min(4)).filter_map(|s| {
        let i = s as usize;
        let (c, crossed) = match walking {
            Some((ws, c, x)) if ws == s => (c, x),
            _ => (w.pawns[i]?, w.crossed[i]),
        };
        Some(checkers_pawn(c, s, crossed))
    });
    html! { <g class="turno-pawns" data-walking={walking.map(|(_, c, _)| cell_name(c))}>{ for pawns }</g> }
}

/// Cell size and margin of the Checkers board.
const CS: f32 = 60.0;
const CM: f32 = 44.0;

/// The top-left corner of cell c (a1 bottom left).
fn cell_xy(c: u8) -> (f32, f32) {
    let (file, rank) = (c % 6, c / 6);
    (CM + file as f32 * CS, CM + (5 - rank) as f32 * CS)
}

/// The band outside the board of a side: x, y, w, h.
fn side_band(side: u8) -> (f32, f32, f32, f32) {
    let len = 6.0 * CS;
    match side {
        0 => (CM, CM + len + 4.0, len, CM - 8.0),
        1 => (CM, 4.0, len, CM - 8.0),
        2 => (4.0, CM, CM - 8.0, len),
        _ => (CM + len + 4.0, CM, CM - 8.0, len),
    }
}

fn checkers_board(p: &Typed<Checkers>, g: &Checkers) -> Html {
    let over = g.winner();
    let to_move = if over.is_some() {
        None
    } else {
        Some(g.to_move)
    };
    let legal = p.legal();
    let cells = (0..CELLS as u8).map(|c| {
        let (x, y) = cell_xy(c);
        let t = g.board[c as usize];
        square_tile(x + CS / 2.0, y + CS / 2.0, CS - 4.0, t.up, 0, classes!())
    });
    let starts = (0..g.p).filter_map(|s| {
        let c = g.start[s as usize]?;
        let (x, y) = cell_xy(c);
        Some(html! { <rect class={classes!("turno-start", seat_class(s))} x={f(x + 3.0)} y={f(y + 3.0)} width={f(CS - 6.0)} height={f(CS - 6.0)} rx="6" /> })
    });
    let bands = (0..4u8).map(|side| {
        let (x, y, w, h) = side_band(side);
        let owner = (0..g.p).find(|&s| g.sides[s as usize] == Some(side));
        html! {
            <g class={classes!("turno-band", owner.map(seat_class))}>
                <rect x={f(x)} y={f(y)} width={f(w)} height={f(h)} rx="6" />
                <text x={f(x + w / 2.0)} y={f(y + h / 2.0 + 6.0)}>{ side_letter(side).to_string() }</text>
            </g>
        }
    });
    // A path just played walks tile by tile (not when the record is
    // browsed: the app animates only a move it has just played).
    let walk = p
        .anim_step
        .and(p.last_token())
        .and_then(|t| t.strip_prefix(':'))
        .filter(|path| path.contains('-'))
        .and_then(|path| {
            let cells: Option<Vec<u8>> = path
                .split('-')
                .map(|c| super::board::parse_cell(c.as_bytes()))
                .collect();
            let before = p.before.as_deref()?;
            let seat = before.to_move;
            let side = before.sides[seat as usize]?;
            let cells = cells?;
            let crossed = cells
                .iter()
                .scan(before.crossed[seat as usize], |x, &c| {
                    *x |= super::board::on_far(side, c);
                    Some(*x)
                })
                .collect();
            Some((seat, cells, crossed))
        });
    let pawns = html! {
        <CheckersPawns p={g.p} pawns={g.pawn} crossed={g.crossed} {walk} ply={p.ply} />
    };
    let mut spots: Vec<Spot> = Vec::new();
    let mut moves: Vec<Play> = Vec::new();
    if !p.thumbnail {
        for c in 0..CELLS as u8 {
            let (x, y) = cell_xy(c);
            let here: Vec<String> = (0..g.p)
                .filter(|&s| g.pawn[s as usize] == Some(c))
                .map(seat_name)
                .collect();
            let starts: Vec<String> = (0..g.p)
                .filter(|&s| g.start[s as usize] == Some(c))
                .map(seat_name)
                .collect();
            let mut label = msg("label.cell")
                .text("cell", cell_name(c))
                .num("v", g.board[c as usize].up as i64);
            if !starts.is_empty() {
                label = msg("label.start-of")
                    .msg("spot", label)
                    .text("seats", starts.join(", "));
            }
            spots.push(Spot::rect(cell_name(c), x, y, CS, CS).label(with_pawns(label, &here)));
        }
        for side in 0..4u8 {
            let (x, y, w, h) = side_band(side);
            spots.push(
                Spot::rect(side_letter(side).to_string(), x, y, w, h)
                    .rounded(6.0)
                    .label(say(side_key(side))),
            );
        }
        let from = g.pawn[g.to_move as usize].map(cell_name);
        for tok in &legal {
            if let Some(cell) = tok.strip_prefix('@') {
                let label = tr(&msg("label.enter").text("cell", cell));
                moves.push(Play::new(tok.as_str(), [cell]).label(label));
            } else if let Some(path) = tok.strip_prefix(':') {
                let steps: Vec<&str> = path.split('-').collect();
                if steps.len() > 1 && Some(steps[0].to_string()) == from {
                    let label = tr(&msg("label.walk").text("path", path));
                    moves.push(Play::new(tok.as_str(), steps[1..].iter().copied()).label(label));
                }
            } else if let Some(b) = tok.bytes().next().filter(|b| b"SNWE".contains(b)) {
                let side = tok[..1].to_string();
                let sk = side_key(super::board::parse_side(b).unwrap_or(0));
                match tok.split_once('@') {
                    Some((_, cell)) => {
                        let label = tr(&msg("label.side-corner")
                            .msg("side", msg(sk))
                            .text("cell", cell));
                        moves.push(Play::new(tok.as_str(), [side, cell.to_string()]).label(label));
                    }
                    None => {
                        moves.push(Play::new(tok.as_str(), [side]).label(say(sk)));
                    }
                }
            }
        }
    }
    let roll = g.roll.or_else(|| p.last_token().and_then(token_throw));
    let phase_key = if g.choosing_sides() {
        "view.to-choose-side"
    } else if g.pawn[g.to_move as usize].is_none() {
        "view.to-enter"
    } else {
        "view.to-walk"
    };
    let note = |s: Seat| {
        let i = s as usize;
        let side = g.sides[i].map(|x| side_letter(x).to_string());
        Some(match (side, g.crossed[i]) {
            (None, _) => say("view.no-side"),
            (Some(x), true) => tr(&msg("view.side-crossed").text("side", x)),
            (Some(x), false) => tr(&msg("view.side").text("side", x)),
        })
    };
    let top = html! { <>
        { seats_row(g.p, to_move, note) }
        { turn_line(to_move, phase_key, roll, true, p.ply) }
    </> };
    let describe = {
        let seats: Vec<String> = (0..g.p)
            .map(|s| {
                let i = s as usize;
                match (g.sides[i], g.pawn[i], g.start[i]) {
                    (Some(side), Some(c), Some(st)) => tr(&msg("describe.checkers-pawn")
                        .term("seat", seat_term(s))
                        .text("side", side_letter(side).to_string())
                        .text("cell", cell_name(c))
                        .text("start", cell_name(st))
                        .msg(
                            "crossed",
                            msg(if g.crossed[i] {
                                "describe.crossed"
                            } else {
                                "describe.not-crossed"
                            }),
                        )),
                    (Some(side), _, _) => tr(&msg("describe.checkers-off")
                        .term("seat", seat_term(s))
                        .text("side", side_letter(side).to_string())),
                    _ => tr(&msg("describe.checkers-no-side").term("seat", seat_term(s))),
                }
            })
            .collect();
        seats.join(" ")
    };
    let size = CM * 2.0 + 6.0 * CS;
    let last: Vec<String> = p
        .last_token()
        .and_then(|t| {
            t.split_once(':')
                .map(|(_, path)| path.split('-').map(str::to_string).collect())
        })
        .unwrap_or_default();
    html! {
        <Frame board={p.board.clone()} view_box={format!("0 0 {size:.0} {size:.0}")} class="turno turno-checkers" wrap="turno-wrap" {top}
            label={say("view.label-checkers")} spots={Rc::new(spots)} moves={Rc::new(moves)} {last}
            chooser_label={say("view.chooser")} description={describe}>
            { for bands }
            { for cells }
            { for starts }
            { pawns }
        </Frame>
    }
}
