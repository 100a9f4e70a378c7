//! The Chogo board as SVG: the 44-cell board with its missing corners left
//! out (or the 8×8 and 12×8 boards), men, trapped marks, the king-drop
//! zone, optional city shading, and input for single men and groups.
//!
//! Input: click a man, then a highlighted target. For a group (line or
//! block), drag across it, or click one end and shift-click the other (on
//! touch screens: the "Group" toggle makes the second tap extend), then
//! click a highlighted target. A group's target is where its leading man in
//! line with the first-chosen man arrives, so targets are always empty
//! squares ahead of the group and never clash with choosing men.

use super::board::{
    is_king, side_name, side_of, square_name, Variant, BK, BLACK, CELLS, MAX_FILES, WK,
};
use super::moves::gen_steps;
use super::notation::{parse_token, Body, Group};
use super::rules::Chogo;
use super::secure::{cities, functional};
use crate::ui::board::BoardProps;
use yew::prelude::*;

const CELL: f64 = 60.0;
const MARGIN: f64 = 34.0;

/// The board view of the registry (see [`crate::ui::board::BoardFn`]).
pub fn board(p: BoardProps) -> Html {
    html! { <Board ..p /> }
}

/// Top-left corner of a square's drawing.
fn corner(v: Variant, i: usize) -> (f64, f64) {
    let f = (i % MAX_FILES) as f64;
    let r = (i / MAX_FILES) as f64;
    (
        MARGIN + f * CELL,
        MARGIN + (v.ranks() as f64 - 1.0 - r) * CELL,
    )
}

/// The rectangle spanned by two squares, as (first file, first rank, w, h).
fn span(a: usize, b: usize) -> Group {
    let (fa, ra) = (a % MAX_FILES, a / MAX_FILES);
    let (fb, rb) = (b % MAX_FILES, b / MAX_FILES);
    Group {
        file: fa.min(fb) as u8,
        rank: ra.min(rb) as u8,
        w: (fa.abs_diff(fb) + 1) as u8,
        h: (ra.abs_diff(rb) + 1) as u8,
    }
}

fn squares(g: Group) -> Vec<usize> {
    let mut v = Vec::new();
    for r in g.rank as usize..(g.rank + g.h) as usize {
        for f in g.file as usize..(g.file + g.w) as usize {
            v.push(r * MAX_FILES + f);
        }
    }
    v
}

/// The square a move of `src` to `dst` is aimed at, seen from `anchor`
/// (a square of `src`): the arrival of the leading man in line with it.
fn aim(src: Group, dst: Group, anchor: usize) -> usize {
    let (af, ar) = (anchor % MAX_FILES, anchor / MAX_FILES);
    let (sf, sr, df, dr) = (
        src.file as i32,
        src.rank as i32,
        dst.file as i32,
        dst.rank as i32,
    );
    let (f, r) = if df > sf {
        (df + src.w as i32 - 1, ar as i32)
    } else if df < sf {
        (df, ar as i32)
    } else if dr > sr {
        (af as i32, dr + src.h as i32 - 1)
    } else {
        (af as i32, dr)
    };
    (r.max(0) as usize) * MAX_FILES + f.max(0) as usize
}

/// What the chosen men can do: target square -> token.
fn targets(legal: &[String], sel: Group, anchor: usize) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for t in legal {
        let Ok(tok) = parse_token(t) else { continue };
        match tok.body {
            Body::Step(s, d) if s == sel => out.push((aim(s, d, anchor), t.clone())),
            Body::Mole(s, d) if s == sel => out.push((d.corner(), t.clone())),
            _ => {}
        }
    }
    out
}

/// Squares of own men that take part in some legal move.
fn movers(legal: &[String]) -> Vec<usize> {
    let mut out = Vec::new();
    for t in legal {
        if let Ok(tok) = parse_token(t) {
            if let Body::Step(s, _) | Body::Mole(s, _) = tok.body {
                out.extend(squares(s));
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// Each side's city squares (side = owner).
fn city_map(g: &Chogo) -> [Vec<bool>; 2] {
    let per = |owner: u8| {
        let x = 1 - owner;
        let mut steps = Vec::new();
        gen_steps(&g.board, x, g.opts.rules, &mut steps);
        cities(&g.board, x, &functional(&g.board, &steps)).to_vec()
    };
    [per(0), per(1)]
}

/// The board component.
#[function_component]
pub fn Board(p: &BoardProps) -> Html {
    // The first-chosen man and the far corner of the chosen rectangle.
    let sel = use_state(|| None::<(usize, usize)>);
    let drag = use_state(|| None::<usize>);
    // A plain cell, not state: events read and write it without a render.
    let dragged = use_mut_ref(|| false);
    let group_mode = use_state(|| false);
    let show_cities = use_state(|| false);
    {
        let (sel, drag) = (sel.clone(), drag.clone());
        use_effect_with((p.ply, p.session.len()), move |_| {
            sel.set(None);
            drag.set(None);
        });
    }
    let Some(g) = p.session.at(p.ply).as_any().downcast_ref::<Chogo>() else {
        return html! { <p class="error">{"This board cannot show this game."}</p> };
    };
    let base = p.before().and_then(|b| b.as_any().downcast_ref::<Chogo>());
    let v = g.board.variant;
    let x = g.board.to_move;
    let live = p.interactive && !p.thumbnail && g.result.is_none();
    let legal: Vec<String> = if live {
        p.session.at(p.ply).legal_tokens()
    } else {
        Vec::new()
    };
    let drop_phase = live && g.in_drop_phase(x);
    let can_move = movers(&legal);
    let sel_group = sel.map(|(a, b)| span(a, b));
    let tgt: Vec<(usize, String)> = match (*sel, sel_group) {
        (Some((a, _)), Some(sg)) => targets(&legal, sg, a),
        _ => Vec::new(),
    };
    let chosen: Vec<usize> = sel_group.map(squares).unwrap_or_default();
    let last = p.last_token().and_then(|t| parse_token(t).ok());
    let (last_from, last_to): (Vec<usize>, Vec<usize>) = match last.as_ref().map(|t| &t.body) {
        Some(Body::Drop(d)) => (Vec::new(), vec![d.corner()]),
        Some(Body::Step(s, d)) | Some(Body::Mole(s, d)) => (squares(*s), squares(*d)),
        None => (Vec::new(), Vec::new()),
    };
    let captured: Vec<usize> = last
        .as_ref()
        .and_then(|t| t.captures.clone())
        .unwrap_or_default()
        .iter()
        .map(|&(f, r)| r as usize * MAX_FILES + f as usize)
        .collect();
    let cities_shown = if *show_cities && !p.thumbnail {
        Some(city_map(g))
    } else {
        None
    };

    let own_rect = |a: usize, b: usize| squares(span(a, b)).iter().all(|&i| g.board.own(i, x));
    let click = {
        let (sel, dragged, group_mode, on_play) = (
            sel.clone(),
            dragged.clone(),
            group_mode.clone(),
            p.on_play.clone(),
        );
        let legal = legal.clone();
        let tgt = tgt.clone();
        let own: Vec<bool> = (0..CELLS).map(|i| g.board.own(i, x)).collect();
        let board = g.board;
        move |i: usize, shift: bool| {
            if *dragged.borrow() {
                *dragged.borrow_mut() = false;
                return;
            }
            if drop_phase {
                if let Some(t) = legal.iter().find(|t| {
                    parse_token(t).is_ok_and(|k| matches!(k.body, Body::Drop(d) if d.corner() == i))
                }) {
                    on_play.emit(t.clone());
                }
                return;
            }
            if let Some((_, t)) = tgt.iter().find(|(c, _)| *c == i) {
                sel.set(None);
                on_play.emit(t.clone());
                return;
            }
            if own.get(i).copied().unwrap_or(false) {
                let extend = shift || *group_mode;
                match *sel {
                    Some((a, _))
                        if extend && squares(span(a, i)).iter().all(|&c| board.own(c, x)) =>
                    {
                        sel.set(Some((a, i)))
                    }
                    _ => sel.set(Some((i, i))),
                }
            } else {
                sel.set(None);
            }
        }
    };

    let cell = |i: usize| {
        let (cx, cy) = corner(v, i);
        let name = square_name(i);
        let man = g.board.cells[i];
        let is_target = tgt.iter().any(|(c, _)| *c == i);
        let is_drop = drop_phase
            && legal.iter().any(|t| {
                parse_token(t).is_ok_and(|k| matches!(k.body, Body::Drop(d) if d.corner() == i))
            });
        let starts = can_move.contains(&i);
        let is_legal = starts || is_drop;
        let onclick = {
            let click = click.clone();
            Callback::from(move |e: MouseEvent| click(i, e.shift_key()))
        };
        let onkeydown = {
            let click = click.clone();
            Callback::from(move |e: KeyboardEvent| {
                if e.key() == "Enter" || e.key() == " " {
                    e.prevent_default();
                    click(i, e.shift_key());
                }
            })
        };
        let onmousedown = {
            let (drag, dragged, own) = (drag.clone(), dragged.clone(), g.board.own(i, x) && live);
            Callback::from(move |_: MouseEvent| {
                // A new press starts afresh: a drag that ended off its
                // start cell fired no click on a cell to clear the flag.
                *dragged.borrow_mut() = false;
                if own {
                    drag.set(Some(i));
                }
            })
        };
        let onmouseenter = {
            let (drag, sel, dragged) = (drag.clone(), sel.clone(), dragged.clone());
            let ok: Option<(usize, bool)> = drag.map(|a| (a, own_rect(a, i)));
            Callback::from(move |e: MouseEvent| {
                if let Some((a, true)) = ok {
                    if e.buttons() & 1 == 1 && a != i {
                        sel.set(Some((a, i)));
                        *dragged.borrow_mut() = true;
                    }
                }
            })
        };
        let city = cities_shown.as_ref().and_then(|c| {
            if c[0][i] {
                Some("city-black")
            } else if c[1][i] {
                Some("city-white")
            } else {
                None
            }
        });
        let in_zone = drop_phase && v.in_half(x, i / MAX_FILES);
        let trapped = g.board.trapped(i);
        let man_svg = match side_of(man) {
            Some(s) => {
                let class = classes!(
                    "man",
                    if s == BLACK { "black" } else { "white" },
                    is_king(man).then_some("king"),
                    last_to.contains(&i).then_some("arrived")
                );
                html! {
                    <g class={class}>
                        <circle class="body" cx={format!("{:.0}", cx + CELL / 2.0)} cy={format!("{:.0}", cy + CELL / 2.0)} r="22" />
                        if is_king(man) {
                            <text class="crown" x={format!("{:.0}", cx + CELL / 2.0)} y={format!("{:.0}", cy + CELL / 2.0 + 7.0)}>{"K"}</text>
                        }
                        if trapped {
                            <circle class="trap-mark" cx={format!("{:.0}", cx + CELL / 2.0)} cy={format!("{:.0}", cy + CELL / 2.0)} r="27" />
                        }
                    </g>
                }
            }
            None => html! {},
        };
        html! {
            <g class={classes!("cell", city, in_zone.then_some("zone"), is_legal.then_some("legal"),
                    is_target.then_some("target"), chosen.contains(&i).then_some("chosen"),
                    (last_from.contains(&i) || last_to.contains(&i)).then_some("last"),
                    trapped.then_some("trapped"))}
                data-cell={name.clone()}
                data-legal={is_legal.then_some("true")}
                data-target={is_target.then_some("true")}
                data-trapped={trapped.then_some("true")}
                data-man={side_of(man).map(|s| if is_king(man) { format!("{}-king", side_name(s).to_lowercase()) } else { side_name(s).to_lowercase() })}
                role={(is_legal || is_target).then_some("button")}
                tabindex={(is_legal || is_target).then_some("0")}
                aria-label={format!("{name}{}{}", match side_of(man) { Some(s) => format!(": {} {}", side_name(s), if is_king(man) { "king" } else { "pawn" }), None => String::new() }, if trapped { ", trapped" } else { "" })}
                {onclick} {onkeydown} {onmousedown} {onmouseenter}>
                <rect class="sq" x={format!("{cx:.0}")} y={format!("{cy:.0}")} width={format!("{CELL:.0}")} height={format!("{CELL:.0}")} />
                if is_target || is_drop {
                    <circle class="target-dot" cx={format!("{:.0}", cx + CELL / 2.0)} cy={format!("{:.0}", cy + CELL / 2.0)} r="9" />
                }
                { man_svg }
            </g>
        }
    };
    // Men the last move captured, fading out where they stood.
    let ghosts = captured.iter().filter_map(|&i| {
        let man = base.map(|b| b.board.cells[i])?;
        let s = side_of(man)?;
        let (cx, cy) = corner(v, i);
        Some(html! {
            <circle class={classes!("ghost", if s == BLACK { "black" } else { "white" }, (man == BK || man == WK).then_some("king"))}
                data-captured={square_name(i)}
                cx={format!("{:.0}", cx + CELL / 2.0)} cy={format!("{:.0}", cy + CELL / 2.0)} r="22" />
        })
    });
    let w = MARGIN * 2.0 + v.files() as f64 * CELL;
    let h = MARGIN * 2.0 + v.ranks() as f64 * CELL;
    let labels = (0..v.files())
        .map(|f| {
            html! { <text class="coord" x={format!("{:.0}", MARGIN + f as f64 * CELL + CELL / 2.0)} y={format!("{:.0}", h - 10.0)}>{ ((b'a' + f as u8) as char).to_string() }</text> }
        })
        .chain((0..v.ranks()).map(|r| {
            html! { <text class="coord" x="14" y={format!("{:.0}", MARGIN + (v.ranks() - 1 - r) as f64 * CELL + CELL / 2.0 + 6.0)}>{ (r + 1).to_string() }</text> }
        }));
    let svg = html! {
        <svg class={classes!("chogo", p.thumbnail.then_some("thumb-svg"))} viewBox={format!("0 0 {w:.0} {h:.0}")}
            data-testid={(!p.thumbnail).then_some("board")} role="group"
            onmouseup={{ let drag = drag.clone(); Callback::from(move |_: MouseEvent| drag.set(None)) }}
            onmouseleave={{ let drag = drag.clone(); Callback::from(move |_: MouseEvent| drag.set(None)) }}
            aria-label={format!("Chogo board ({}): Black at the bottom, White at the top", v.id())}>
            { for labels }
            { for (0..CELLS).filter(|&i| v.exists(i)).map(cell) }
            { for ghosts }
        </svg>
    };
    if p.thumbnail {
        return svg;
    }
    let polis = live && g.mole_targets().is_some();
    let status = if g.result.is_some() {
        String::new()
    } else if drop_phase {
        format!("{} drops the king in the highlighted zone.", side_name(x))
    } else if !chosen.is_empty() && tgt.is_empty() {
        "No move for this choice.".to_string()
    } else {
        String::new()
    };
    let toggle_cities = {
        let show = show_cities.clone();
        Callback::from(move |_: MouseEvent| show.set(!*show))
    };
    let toggle_group = {
        let gm = group_mode.clone();
        Callback::from(move |_: MouseEvent| gm.set(!*gm))
    };
    html! {
        <div class="board-wrap chogo-wrap">
            <div class="board-info">
                <span class={classes!("store", "side-white", (g.result.is_none() && x != BLACK).then_some("to-move"))}>{"White"}</span>
                <span class="chogo-tools">
                    <button class={classes!("small", group_mode.then_some("on"))} data-testid="group-mode" aria-pressed={(*group_mode).to_string()} onclick={toggle_group}>{"Group"}</button>
                    <button class={classes!("small", show_cities.then_some("on"))} data-testid="show-cities" aria-pressed={(*show_cities).to_string()} onclick={toggle_cities}>{"Cities"}</button>
                </span>
            </div>
            { svg }
            <div class="board-info">
                <span class={classes!("store", "side-black", (g.result.is_none() && x == BLACK).then_some("to-move"))}>{"Black"}</span>
                <span class="clock">{ format!("{} plies without capture", g.board.clock) }</span>
            </div>
            if polis {
                <div class="polis" data-testid="polis" role="status">{"Polis! Every enemy man is secure: a mole move into an enemy city is allowed."}</div>
            }
            if !status.is_empty() {
                <div class="chogo-status" role="status">{ status }</div>
            }
        </div>
    }
}
