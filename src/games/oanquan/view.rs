//! The O An Quan board as SVG: ten pits in two rows between two half-disc
//! quans, counters drawn as stones, owners' tints, stores, the round and
//! debts, and a step-by-step replay of a move's events.

use super::notation::parse_token;
use super::position::{own_slot, space_name, Own, QE, QW};
use super::rules::OanQuan;
use crate::core::hash::mix32;
use crate::core::Event;
use crate::ui::board::{is_step, BoardProps};
use yew::prelude::*;

/// Colours of A and B (their CSS twins are in style.css).
const SEAT_CLASS: [&str; 2] = ["seat-a", "seat-b"];
/// Pit centres: ring index -> (x, y) in the 1000×440 view box.
const PIT_W: f64 = 128.0;
const LEFT: f64 = 180.0;
const TOP_Y: f64 = 150.0;
const BOT_Y: f64 = 290.0;
/// Stones drawn at most per space (the number tells the rest).
const MAX_STONES: u32 = 36;

/// The board view of the registry (see [`crate::ui::board::BoardFn`]).
pub fn board(p: BoardProps) -> Html {
    html! { <Board ..p /> }
}

fn centre(i: usize) -> (f64, f64) {
    match i {
        0..=4 => (LEFT + PIT_W * (i as f64 + 0.5), BOT_Y),
        6..=10 => (LEFT + PIT_W * ((10 - i) as f64 + 0.5), TOP_Y),
        QE => (880.0, 220.0),
        _ => (120.0, 220.0),
    }
}

fn stones(i: usize, n: u32) -> Html {
    let (cx, cy) = centre(i);
    let quan = i == QE || i == QW;
    // Quans hold their stones lower down, leaving room for the count.
    let (cy, rx, ry) = if quan {
        (cy + 20.0, 40.0, 92.0)
    } else {
        (cy - 4.0, 40.0, 42.0)
    };
    let shown = n.min(MAX_STONES);
    let dots = (0..shown).map(|k| {
        // Deterministic, so stones sit still between renders.
        let h = mix32(i as u32 + 1, k + 1);
        // A sunflower spiral, jittered: even cover at any count, and a
        // given stone keeps its place as the pile grows.
        let r = ((k as f64 + 0.5) / MAX_STONES as f64).sqrt();
        let a = k as f64 * 2.399_963 + (h % 1000) as f64 / 1000.0 * 0.7;
        let x = cx + a.cos() * r * rx;
        let y = cy + a.sin() * r * ry;
        let shade = h % 3;
        html! { <circle class={classes!("stone", format!("s{shade}"))} cx={format!("{x:.1}")} cy={format!("{y:.1}")} r="8.5" /> }
    });
    html! { <g class="stones" aria-hidden="true">{ for dots }</g> }
}

/// Counts, stores and the highlighted cell after `upto` visible steps of
/// `events` played from `base`.
fn replay(base: &OanQuan, events: &[Event], upto: usize) -> ([u32; 12], [u32; 2], Option<usize>) {
    let mut board = base.pos.board.map(|c| c as u32);
    let mut store = base.pos.store.map(|c| c as u32);
    let p = base.pos.to_move as usize;
    let mut hand = None;
    let mut picked = false;
    for e in events.iter().filter(|e| is_step(e)).take(upto + 1) {
        match *e {
            Event::Pick { at, n } => {
                let at = at as usize % 12;
                board[at] = board[at].saturating_sub(n);
                picked = true;
                hand = Some(at);
            }
            Event::Drop { at } => {
                let at = at as usize % 12;
                board[at] += 1;
                if !picked {
                    // A refill before sowing: counters come from the stores.
                    let from = if store[p] > 0 { p } else { 1 - p };
                    store[from] = store[from].saturating_sub(1);
                }
                hand = Some(at);
            }
            Event::Capture { at, n, by } => {
                let at = at as usize % 12;
                board[at] = board[at].saturating_sub(n);
                store[by as usize % 2] += n;
                hand = Some(at);
            }
            _ => {}
        }
    }
    (board, store, hand)
}

/// The tokens of the legal moves starting from ring index `i`.
fn moves_from(legal: &[String], i: usize) -> Vec<String> {
    legal
        .iter()
        .filter(|t| parse_token(t).map(|k| k.space == i).unwrap_or(false))
        .cloned()
        .collect()
}

fn own_of(g: &OanQuan, i: usize) -> Option<Own> {
    own_slot(i).and_then(|k| g.pos.own.get(k).copied())
}

fn seat_letter(s: usize) -> &'static str {
    if s == 0 {
        "A"
    } else {
        "B"
    }
}

fn round_summary(g: &OanQuan) -> Html {
    let Some(re) = g.last_round else {
        return html! {};
    };
    let mut sold = Vec::new();
    let mut half = Vec::new();
    for i in (0..5).chain(6..11) {
        let row_owner = if i < 5 { Own::A } else { Own::B };
        match own_of(g, i) {
            Some(Own::Shared) => half.push(space_name(i)),
            Some(o) if o != row_owner => sold.push(space_name(i)),
            _ => {}
        }
    }
    let mut next = format!(
        "Round {} begins; {} starts.",
        g.round,
        seat_letter(g.starter as usize)
    );
    if !sold.is_empty() {
        next.push_str(&format!(" Sold: {}.", sold.join(" ")));
    }
    if !half.is_empty() {
        next.push_str(&format!(" Shared: {}.", half.join(" ")));
    }
    html! {
        <div class="round-summary" data-testid="round-summary" role="status">
            <strong>{ format!("End of round {} ({}): A {}, B {}.", re.round, re.kind.word(), re.totals[0], re.totals[1]) }</strong>
            { " " }{ next }
        </div>
    }
}

/// The board component.
#[function_component]
pub fn Board(p: &BoardProps) -> Html {
    let chosen = use_state(|| None::<usize>);
    {
        let chosen = chosen.clone();
        use_effect_with((p.ply, p.session.len()), move |_| chosen.set(None));
    }
    let Some(g) = p.session.at(p.ply).as_any().downcast_ref::<OanQuan>() else {
        return html! { <p class="error">{"This board cannot show this game."}</p> };
    };
    let base = p
        .before()
        .and_then(|b| b.as_any().downcast_ref::<OanQuan>());
    let (board, store, hand) = match (p.anim_step, base) {
        (Some(k), Some(b)) => replay(b, &p.events, k),
        _ => (
            g.pos.board.map(|c| c as u32),
            g.pos.store.map(|c| c as u32),
            None,
        ),
    };
    let animating = p.anim_step.is_some();
    // Shown with the state after the move so the picture does not flip back.
    let shown_g = if animating { base.unwrap_or(g) } else { g };
    let legal: Vec<String> = if p.interactive && !p.thumbnail {
        p.session.at(p.ply).legal_tokens()
    } else {
        Vec::new()
    };
    let last = p.last_token().and_then(|t| parse_token(t).ok());
    let last_origin = last.as_ref().map(|t| t.space);
    let captured: Vec<usize> = last
        .as_ref()
        .map(|t| t.captures.iter().map(|c| c.0).collect())
        .unwrap_or_default();

    let cell = |i: usize| {
        let (cx, cy) = centre(i);
        let n = board[i];
        // The attribute always holds the position's true count (tests and
        // assistive tech read it); only the drawing animates.
        let true_n = g.pos.board[i];
        let quan = i == QE || i == QW;
        let mv = moves_from(&legal, i);
        let is_legal = !mv.is_empty();
        let onclick = {
            let (mv, chosen, on_play) = (mv.clone(), chosen.clone(), p.on_play.clone());
            Callback::from(move |_: MouseEvent| match mv.len() {
                0 => {}
                1 => on_play.emit(mv[0].clone()),
                _ => chosen.set(Some(i)),
            })
        };
        let onkeydown = {
            let (mv, chosen, on_play) = (mv.clone(), chosen.clone(), p.on_play.clone());
            Callback::from(move |e: KeyboardEvent| {
                if e.key() == "Enter" || e.key() == " " {
                    e.prevent_default();
                    match mv.len() {
                        0 => {}
                        1 => on_play.emit(mv[0].clone()),
                        _ => chosen.set(Some(i)),
                    }
                }
            })
        };
        let own = own_of(shown_g, i);
        let row_owner = if i < 5 { Own::A } else { Own::B };
        let (tint, badge) = match own {
            None => ("quan".to_string(), html! {}),
            Some(Own::Shared) => (
                "shared".to_string(),
                html! {
                    <g class="badge" transform={format!("translate({:.0},{:.0})", cx + 44.0, cy - 52.0)}>
                        <title>{"Shared by A and B"}</title>
                        <path class="seat-a" d="M0,-11 A11,11 0 0 0 0,11 Z" />
                        <path class="seat-b" d="M0,-11 A11,11 0 0 1 0,11 Z" />
                    </g>
                },
            ),
            Some(o) => {
                let s = if o == Own::A { 0 } else { 1 };
                let b = if o != row_owner {
                    html! {
                        <g class="badge" transform={format!("translate({:.0},{:.0})", cx + 44.0, cy - 52.0)}>
                            <title>{ format!("Sold to {}", seat_letter(s)) }</title>
                            <circle class={SEAT_CLASS[s]} r="11" />
                            <text class="badge-t" y="4">{ seat_letter(s) }</text>
                        </g>
                    }
                } else {
                    html! {}
                };
                (format!("own-{}", seat_letter(s).to_lowercase()), b)
            }
        };
        let shape = if quan {
            let d = if i == QW {
                "M180,80 A136,142 0 0 0 180,360 Z"
            } else {
                "M820,80 A136,142 0 0 1 820,360 Z"
            };
            html! { <path class="pit-shape" d={d} /> }
        } else {
            html! { <rect class="pit-shape" x={format!("{:.0}", cx - 56.0)} y={format!("{:.0}", cy - 60.0)} width="112" height="120" rx="48" /> }
        };
        let label_y = if (6..=10).contains(&i) {
            cy - 70.0
        } else {
            cy + 80.0
        };
        let (lx, ly) = if quan { (cx, 394.0) } else { (cx, label_y) };
        let name = space_name(i);
        let count_pos = if quan {
            (cx + if i == QW { 6.0 } else { -6.0 }, 132.0)
        } else {
            (cx - 38.0, cy + 52.0)
        };
        html! {
            <g class={classes!("cell", tint, is_legal.then_some("legal"), (last_origin == Some(i)).then_some("last"),
                    captured.contains(&i).then_some("captured"), (hand == Some(i)).then_some("hand"),
                    (*chosen == Some(i)).then_some("chosen"))}
                data-cell={name} data-count={true_n.to_string()}
                data-legal={is_legal.then_some("true")} data-last={(last_origin == Some(i)).then_some("true")}
                role={is_legal.then_some("button")} tabindex={is_legal.then_some("0")}
                aria-label={format!("{name}: {true_n}{}", if is_legal { ", sow from here" } else { "" })}
                {onclick} {onkeydown}>
                { shape }
                { stones(i, n) }
                <text class={classes!("count", quan.then_some("count-quan"))} x={format!("{:.0}", count_pos.0)} y={format!("{:.0}", count_pos.1)}>{ n }</text>
                <text class="name" x={format!("{lx:.0}")} y={format!("{ly:.0}")}>{ name }</text>
                { badge }
            </g>
        }
    };

    let svg = html! {
        <svg class={classes!("oaq", p.thumbnail.then_some("thumb-svg"))} viewBox="0 0 1000 410"
            data-testid={(!p.thumbnail).then_some("board")} role="group"
            aria-label="O An Quan board: B's row on top, A's row below, quans at the ends">
            <rect class="board-bg" x="20" y="58" width="960" height="324" rx="150" />
            { for (0..12).map(cell) }
        </svg>
    };
    if p.thumbnail {
        return svg;
    }
    let seat_info = |s: usize| {
        let owes = g.pos.debt[s];
        let to_move = !animating && g.result.is_none() && g.pos.to_move as usize == s;
        html! {
            <div class={classes!("store", SEAT_CLASS[s], to_move.then_some("to-move"))} data-testid={format!("store-{}", seat_letter(s))}>
                <span class="dot"></span>
                <span>{ format!("{} store ", seat_letter(s)) }<strong>{ store[s] }</strong></span>
                if owes > 0 { <span class="debt">{ format!(" · owes {owes}") }</span> }
            </div>
        }
    };
    let dir_buttons = match *chosen {
        Some(i) => {
            let mv = moves_from(&legal, i);
            let pick = |want: char| {
                let tok = mv
                    .iter()
                    .find(|t| t.as_bytes().get(2) == Some(&(want as u8)))
                    .cloned();
                let (on_play, chosen) = (p.on_play.clone(), chosen.clone());
                Callback::from(move |_: MouseEvent| {
                    if let Some(t) = tok.clone() {
                        chosen.set(None);
                        on_play.emit(t);
                    }
                })
            };
            let cancel = {
                let chosen = chosen.clone();
                Callback::from(move |_: MouseEvent| chosen.set(None))
            };
            html! {
                <div class="dir-choice" role="group" aria-label="Sowing direction">
                    <span>{ format!("Sow {}:", space_name(i)) }</span>
                    <button data-testid="dir-a" onclick={pick('a')}>{ format!("↺ anticlockwise, to {}", space_name((i + 1) % 12)) }</button>
                    <button data-testid="dir-c" onclick={pick('c')}>{ format!("↻ clockwise, to {}", space_name((i + 11) % 12)) }</button>
                    <button class="small" onclick={cancel}>{"Cancel"}</button>
                </div>
            }
        }
        None => html! {},
    };
    // Kept through the new round's first move, which the AI may make at once.
    let summary = if !animating && g.result.is_none() && g.round > 1 && g.pos.moves <= 1 {
        round_summary(g)
    } else {
        html! {}
    };
    html! {
        <div class="board-wrap">
            <div class="board-info">
                { seat_info(1) }
                <span class="round">{ format!("Round {}", g.round) }</span>
            </div>
            { svg }
            <div class="board-info">
                { seat_info(0) }
                <span class="moves-in-round">{ if g.pos.moves == 1 { "1 move this round".to_string() } else { format!("{} moves this round", g.pos.moves) } }</span>
            </div>
            { dir_buttons }
            { summary }
        </div>
    }
}
