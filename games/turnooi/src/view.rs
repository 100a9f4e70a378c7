//! The TURNOOI board as SVG: each tile shows its visible face as dots and,
//! below it, its hidden face (a number once public, "?" until it battles);
//! the TURNOOI rows and the middle line are marked; a battle turns both
//! tiles over, shows both sums and fades the loser away. Around the board:
//! both stocks with their scores, the dead pile, the quiet counter, what the
//! last ply did in words (battles, passes), and the exact odds of the tile
//! pointed at (mouse, touch or keyboard cursor).
//!
//! The board draws [`BoardProps::shown`], which never holds a hidden face
//! nobody has seen: the page cannot show what the program does not know.

use super::game::{msg, seat_term};
use super::odds::{battle_odds, tile_odds, BattleOdds, Frac};
use super::rules::{Battle, Board as Geo, Mv, Turnooi, NORTH, SOUTH};
use super::tiles::{hidden, multiset_text, visible, Cell, Multiset, EMPTY};
use super::words::{battle_msg, fight, Fight};
use attic_core::decimal::fixed;
use attic_core::prelude::*;
use attic_core::{Msg, Seat, Turn};
use attic_kit::{self as kit, use_words, BoardProps, Frame, Play, Spot, Typed, Words};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

const CELL: f32 = 60.0;
const MARGIN: f32 = 30.0;

/// The board view of the registry (see [`kit::BoardFn`]).
pub fn board(p: BoardProps) -> Html {
    kit::typed::<Turnooi, TurnooiBoard>(p)
}

/// Top-left corner of a cell's drawing (South's first rank at the bottom).
fn corner(b: Geo, c: usize) -> (f32, f32) {
    let (f, r) = b.coords(c);
    (
        MARGIN + f as f32 * CELL,
        MARGIN + (b.ranks() - 1 - r) as f32 * CELL,
    )
}

/// A side's code in classes and test data (not words for players).
fn side_code(s: Seat) -> &'static str {
    if s == SOUTH {
        "seat-a"
    } else {
        "seat-b"
    }
}

/// Dot positions of a face in a unit square.
fn pips(n: u8) -> &'static [(f32, f32)] {
    const A: f32 = 0.22;
    const B: f32 = 0.5;
    const C: f32 = 0.78;
    match n {
        1 => &[(B, B)],
        2 => &[(A, A), (C, C)],
        3 => &[(A, A), (B, B), (C, C)],
        4 => &[(A, A), (C, A), (A, C), (C, C)],
        5 => &[(A, A), (C, A), (B, B), (A, C), (C, C)],
        6 => &[(A, A), (C, A), (A, B), (C, B), (A, C), (C, C)],
        _ => &[],
    }
}

/// A face as dots in the square at (x, y) of side `s`.
fn face(n: u8, x: f32, y: f32, s: f32, r: f32) -> Html {
    let dots = pips(n).iter().map(|&(u, v)| {
        html! {
            <circle class="pip" cx={fixed(x + u * s, 1)} cy={fixed(y + v * s, 1)} r={fixed(r, 1)} />
        }
    });
    html! { <>{ for dots }</> }
}

/// A tile on the board: the visible face as dots, the hidden face below
/// (its number once public, else the unknown mark).
fn tile_svg(w: Words, b: Geo, c: usize, cell: Cell) -> Html {
    let (x, y) = corner(b, c);
    let (v, h) = (visible(cell), hidden(cell));
    let side = side_code(b.owner(c));
    let under = if h == 0 {
        w.tr(&msg("view.unknown"))
    } else {
        h.to_string()
    };
    html! {
        <g class={classes!("tile", side, (h == 0).then_some("unrevealed"))}>
            <rect class="body" x={fixed(x + 5.0, 0)} y={fixed(y + 4.0, 0)} width="50" height="52" rx="8" />
            { face(v, x + 11.0, y + 6.0, 38.0, 3.8) }
            <rect class="strip" x={fixed(x + 5.0, 0)} y={fixed(y + 44.0, 0)} width="50" height="12" rx="4" />
            <text class="under" x={fixed(x + 30.0, 0)} y={fixed(y + 54.0, 0)}>{ under }</text>
        </g>
    }
}

/// The battle of the ply `m` into the shown position, if it had one.
fn last_battle(before: &Turnooi, m: Option<Mv>) -> Option<Fight> {
    fight(before, m?)
}

fn sum(c: Cell) -> u8 {
    visible(c) + hidden(c)
}

/// The battle drawn over the board: each tile turned to show both faces
/// and its sum, then fading to what the position shows.
fn battle_svg(b: Geo, s: &Fight) -> Html {
    let lost = |i: usize| match s.result {
        Battle::Tie => true,
        Battle::Won { captured, .. } => captured as usize == [s.at, s.other][i],
    };
    let tiles = [s.at, s.other].into_iter().enumerate().map(|(i, c)| {
        let (x, y) = corner(b, c);
        let t = s.tiles[i];
        let side = side_code(b.owner(c));
        html! {
            <g class={classes!("turned", side, lost(i).then_some("lost"))} data-battle={b.name(c)}>
                <rect class="body" x={fixed(x + 2.0, 0)} y={fixed(y + 2.0, 0)} width="56" height="56" rx="8" />
                { face(visible(t), x + 4.0, y + 4.0, 25.0, 2.6) }
                <line class="split" x1={fixed(x + 30.0, 0)} y1={fixed(y + 6.0, 0)} x2={fixed(x + 30.0, 0)} y2={fixed(y + 30.0, 0)} />
                { face(hidden(t), x + 31.0, y + 4.0, 25.0, 2.6) }
                <text class="sum" x={fixed(x + 30.0, 0)} y={fixed(y + 52.0, 0)}>{ sum(t).to_string() }</text>
            </g>
        }
    });
    html! { <>{ for tiles }</> }
}

/// "1: 1/7, 2: 0, …" for an odds line.
fn faces_text(p: &[Frac; 6]) -> String {
    p.iter()
        .enumerate()
        .map(|(h, f)| format!("{}: {f}", h + 1))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The odds of the hidden face of an unrevealed tile showing v, by v
/// (they depend only on the visible face).
fn odds_by_face(g: &Turnooi) -> [Option<[Frac; 6]>; 7] {
    let mut out = [None; 7];
    for c in 0..g.board().cells() {
        let v = visible(g.cells[c]) as usize;
        if v > 0 && out[v].is_none() {
            out[v] = tile_odds(g, c);
        }
    }
    out
}

/// The cell's spot: its name, its tile in words (with the odds of an
/// unrevealed face), and data for tests.
fn spot(w: Words, g: &Turnooi, c: usize, odds: &[Option<[Frac; 6]>; 7]) -> Spot {
    let b = g.board();
    let (x, y) = corner(b, c);
    let cell = g.cells[c];
    let name = b.name(c);
    let seat = seat_term(b.owner(c));
    let label = match (visible(cell), hidden(cell)) {
        (0, _) => msg("label.empty").text("cell", name.clone()),
        (v, 0) => msg("label.tile")
            .text("cell", name.clone())
            .term("seat", seat)
            .num("v", v as i64)
            .text(
                "odds",
                odds[v as usize].map(|p| faces_text(&p)).unwrap_or_default(),
            ),
        (v, h) => msg("label.tile-public")
            .text("cell", name.clone())
            .term("seat", seat)
            .num("v", v as i64)
            .num("h", h as i64)
            .num("sum", (v + h) as i64),
    };
    let mut s = Spot::rect(name, x, y, CELL, CELL).label(w.tr(&label));
    if cell != EMPTY {
        s = s
            .data("data-tile", super::tiles::cell_text(cell))
            .data("data-owner", side_code(b.owner(c)));
    }
    s
}

/// The battles a step of the player to move would start, with their odds:
/// those from or into `cell`.
fn battles_from(g: &Turnooi, cell: usize) -> Vec<(String, BattleOdds)> {
    if !matches!(g.turn(), Turn::Seat(_)) {
        return Vec::new();
    }
    let mut steps = Vec::new();
    g.steps(&mut steps);
    steps
        .into_iter()
        .filter(|m| matches!(m, Mv::Step { from, to } if *from as usize == cell || *to as usize == cell))
        .filter_map(|m| {
            let Mv::Step { from, to } = m else {
                return None;
            };
            let o = battle_odds(g, Some(m))?;
            let b = g.board();
            Some((format!("{}-{}", b.name(from as usize), b.name(to as usize)), o))
        })
        .collect()
}

fn odds_msg(what: String, o: &BattleOdds) -> Msg {
    msg("view.odds-battle")
        .text("battle", what)
        .text("win", o.win.to_string())
        .text("tie", o.tie.to_string())
        .text("lose", o.lose.to_string())
}

/// The odds panel for the cell pointed at (or a hint).
fn odds_panel(w: Words, g: &Turnooi, name: Option<&str>, odds: &[Option<[Frac; 6]>; 7]) -> Html {
    let b = g.board();
    let cell = name.and_then(|n| (0..b.cells()).find(|&c| b.name(c) == n));
    let mut lines: Vec<String> = Vec::new();
    if let Some(c) = cell {
        let t = g.cells[c];
        match (visible(t), hidden(t)) {
            (0, _) => {}
            (v, 0) => {
                if let Some(p) = odds[v as usize] {
                    lines.push(
                        w.tr(&msg("view.odds-tile")
                            .text("cell", b.name(c))
                            .num("v", v as i64)
                            .text("faces", faces_text(&p))),
                    );
                }
            }
            (v, h) => lines.push(
                w.tr(&msg("view.odds-public")
                    .text("cell", b.name(c))
                    .num("v", v as i64)
                    .num("h", h as i64)
                    .num("sum", (v + h) as i64)),
            ),
        }
        for (m, o) in battles_from(g, c) {
            lines.push(w.tr(&odds_msg(m, &o)));
        }
    }
    if lines.is_empty() {
        // On a touch screen a tap points at a tile.
        let key = if kit::touch() {
            "view.odds-hint.touch"
        } else {
            "view.odds-hint"
        };
        lines.push(w.tr(&msg(key)));
    }
    html! {
        <div class="turnooi-odds" data-testid="turnooi-odds">
            <strong>{ w.tr(&msg("view.odds-title")) }</strong>
            { for lines.into_iter().map(|l| html! { <div>{ l }</div> }) }
        </div>
    }
}

/// A side's stock in words: "South: score 17, 2 tiles in stock".
fn stock_msg(key: &'static str, g: &Turnooi, s: Seat) -> Msg {
    let n: u32 = g.stocks[s as usize].iter().map(|&k| k as u32).sum();
    msg(key)
        .term("seat", seat_term(s))
        .num("score", g.scores()[s as usize])
        .num("n", n as i64)
}

fn count(m: &Multiset) -> i64 {
    m.iter().map(|&k| k as i64).sum()
}

/// The quiet counter in words.
fn quiet_msg(g: &Turnooi) -> Msg {
    if g.opts.quiet_limit == 0 {
        msg("view.quiet-free").num("n", g.quiet as i64)
    } else {
        msg("view.quiet")
            .num("n", g.quiet as i64)
            .num("limit", g.opts.quiet_limit as i64)
    }
}

/// Who moves, or what happens now.
fn who_msg(g: &Turnooi) -> Msg {
    match g.turn() {
        Turn::Over => msg("view.over"),
        Turn::Chance => msg("view.chance").text(
            "cell",
            g.pending
                .map(|c| g.board().name(c as usize))
                .unwrap_or_default(),
        ),
        Turn::Seat(s) => msg("view.to-move").term("seat", seat_term(s)),
    }
}

/// The position in words: who moves, the counters, each side's stock and
/// tiles, the dead pile, and the odds of each visible face still hiding.
fn describe(w: Words, g: &Turnooi, odds: &[Option<[Frac; 6]>; 7]) -> String {
    let b = g.board();
    let side = |s: Seat| {
        let tiles: Vec<String> = g
            .tiles_of(s)
            .map(|c| {
                let t = g.cells[c];
                let m = if hidden(t) == 0 {
                    msg("describe.tile").num("v", visible(t) as i64)
                } else {
                    msg("describe.tile-public")
                        .num("v", visible(t) as i64)
                        .num("h", hidden(t) as i64)
                };
                w.tr(&m.text("cell", b.name(c)))
            })
            .collect();
        let m = if tiles.is_empty() {
            stock_msg("describe.no-tiles", g, s)
        } else {
            stock_msg("describe.side", g, s).text("tiles", tiles.join(", "))
        };
        w.tr(&m)
    };
    let odds: Vec<String> = (1..=6u8)
        .filter_map(|v| {
            let p = odds[v as usize]?;
            Some(
                w.tr(&msg("describe.odds")
                    .num("v", v as i64)
                    .text("faces", faces_text(&p))),
            )
        })
        .collect();
    w.tr(&msg("describe.position")
        .msg("who", who_msg(g))
        .msg("quiet", quiet_msg(g))
        .text("south", side(SOUTH))
        .text("north", side(NORTH))
        .num("dead", count(&g.dead))
        .text("odds", odds.join(" ")))
}

/// The cell a pointer or the keyboard cursor is on: `data-cell` of the
/// element or an ancestor.
fn cell_of(el: Option<Element>) -> Option<String> {
    el?.closest("[data-cell]").ok()??.get_attribute("data-cell")
}

/// The drawing's width and height.
fn size(b: Geo) -> (f32, f32) {
    (
        MARGIN * 2.0 + b.files() as f32 * CELL,
        MARGIN * 2.0 + b.ranks() as f32 * CELL,
    )
}

/// The board: its two home rows, squares, middle line, coordinates, the
/// tiles, and the last battle.
fn drawing(w: Words, g: &Turnooi, battle: Option<&Fight>) -> Html {
    let b = g.board();
    let cells: Vec<usize> = (0..b.cells()).collect();
    let (width, height) = size(b);
    let rows = [SOUTH, NORTH].map(|s| {
        let y = MARGIN + (b.ranks() - 1 - b.row(s)) as f32 * CELL;
        html! { <rect class={classes!("row", side_code(s))} x={fixed(MARGIN, 0)} y={fixed(y, 0)}
        width={fixed(b.files() as f32 * CELL, 0)} height={fixed(CELL, 0)} /> }
    });
    let mid = MARGIN + (b.ranks() / 2) as f32 * CELL;
    let coords = (0..b.files())
        .map(|f| html! { <text class="coord" x={fixed(MARGIN + f as f32 * CELL + CELL / 2.0, 0)} y={fixed(height - 9.0, 0)}>{ ((b'a' + f) as char).to_string() }</text> })
        .chain((0..b.ranks()).map(|r| html! {
            <text class="coord" x="14" y={fixed(MARGIN + (b.ranks() - 1 - r) as f32 * CELL + CELL / 2.0 + 6.0, 0)}>{ r + 1 }</text>
        }));
    html! { <>
        <rect class="ground" x={fixed(MARGIN, 0)} y={fixed(MARGIN, 0)}
            width={fixed(b.files() as f32 * CELL, 0)} height={fixed(b.ranks() as f32 * CELL, 0)} />
        { for rows }
        { for cells.iter().map(|&c| {
            let (x, y) = corner(b, c);
            html! { <rect class="sq" x={fixed(x, 0)} y={fixed(y, 0)} width={fixed(CELL, 0)} height={fixed(CELL, 0)} /> }
        }) }
        <line class="middle" x1={fixed(MARGIN - 6.0, 0)} y1={fixed(mid, 0)} x2={fixed(width - MARGIN + 6.0, 0)} y2={fixed(mid, 0)} />
        { for coords }
        { for cells.iter().filter(|&&c| g.cells[c] != EMPTY).map(|&c| tile_svg(w, b, c, g.cells[c])) }
        { battle.map(|s| battle_svg(b, s)).unwrap_or_default() }
    </> }
}

/// What the last ply did, and what happens now, as messages.
fn news(
    g: &Turnooi,
    before: Option<&Turnooi>,
    last: Option<Mv>,
    battle: Option<&Fight>,
) -> Vec<Msg> {
    let b = g.board();
    let mut news: Vec<Msg> = Vec::new();
    if let Some(s) = battle {
        news.push(battle_msg(b, s));
    }
    if last == Some(Mv::Pass) {
        if let Some(bf) = before {
            news.push(msg("view.passed").term("seat", seat_term(bf.to_move)));
        }
    }
    if g.automatic() {
        if let Turn::Seat(s) = g.turn() {
            news.push(msg("view.passes-now").term("seat", seat_term(s)));
        }
    }
    if let Some(o) = battle_odds(g, None) {
        let at = g.pending.map(|c| b.name(c as usize)).unwrap_or_default();
        news.push(odds_msg(at, &o));
    }
    news
}

/// The board component.
#[function_component]
fn TurnooiBoard(p: &Typed<Turnooi>) -> Html {
    let w = use_words();
    let inspect = use_state(|| None::<String>);
    let g = &*p.game;
    let b = g.board();
    let before = p.before.as_deref();
    let battle = before.and_then(|bf| last_battle(bf, p.last));
    let odds = if p.thumbnail {
        [None; 7]
    } else {
        odds_by_face(g)
    };

    let (width, height) = size(b);

    let mut moves = Vec::new();
    for l in p.legal.iter() {
        if let Mv::Step { from, to } = l.mv {
            moves.push(Play::new(
                l.token.as_str(),
                [b.name(from as usize), b.name(to as usize)],
            ));
        }
    }
    let spots = if p.thumbnail {
        Vec::new()
    } else {
        (0..b.cells()).map(|c| spot(w, g, c, &odds)).collect()
    };
    let last: Vec<String> = match (battle.as_ref(), p.last) {
        (Some(s), _) => vec![b.name(s.at), b.name(s.other)],
        (None, Some(Mv::Step { from, to })) => vec![b.name(from as usize), b.name(to as usize)],
        _ => Vec::new(),
    };

    let to_move = |s: Seat| g.turn() == Turn::Seat(s);
    let store = |s: Seat| {
        let list = multiset_text(&g.stocks[s as usize]);
        html! {
            <span class={classes!("store", side_code(s), to_move(s).then_some("to-move"))} data-testid={format!("stock-{}", super::side_word(s))}>
                <span class="dot"></span>
                { w.tr(&stock_msg("view.stock", g, s)) }
                if !list.is_empty() { <span class="tiles">{ list }</span> }
            </span>
        }
    };
    let top = html! { <div class="board-info">{ store(NORTH) }</div> };
    let news = news(g, before, p.last, battle.as_ref());
    let dead = multiset_text(&g.dead);
    let bottom = html! { <>
        <div class="board-info">
            { store(SOUTH) }
            <span class="store" data-testid="dead-pile">{ w.tr(&msg("view.dead").num("n", count(&g.dead))) }
                if !dead.is_empty() { <span class="tiles">{ dead }</span> }
            </span>
            <span class="quiet" data-testid="quiet">{ w.tr(&quiet_msg(g)) }</span>
        </div>
        <div class="turnooi-status" data-testid="turnooi-status">
            <div>{ w.tr(&who_msg(g)) }</div>
            { for news.iter().map(|m| html! { <div>{ w.tr(m) }</div> }) }
        </div>
        if !p.thumbnail { { odds_panel(w, g, inspect.as_deref(), &odds) } }
    </> };
    // The pointer's cell when the pointer comes to it (a move, a tap): the
    // browser also sends `pointerover` to a resting pointer when the board
    // is drawn again under it, which took the odds away from the keyboard
    // cursor's tile; such an event comes where the pointer already was.
    let pointer_at = use_mut_ref(|| None::<(i32, i32)>);
    let on_pointer = {
        let inspect = inspect.clone();
        Callback::from(move |e: PointerEvent| {
            let at = (e.client_x(), e.client_y());
            if pointer_at.borrow_mut().replace(at) == Some(at) {
                return;
            }
            let el = e.target().and_then(|t| t.dyn_into::<Element>().ok());
            if let Some(c) = cell_of(el).filter(|c| inspect.as_ref() != Some(c)) {
                inspect.set(Some(c));
            }
        })
    };
    // The keyboard cursor is the board's active descendant.
    let onkeyup = {
        let inspect = inspect.clone();
        Callback::from(move |e: KeyboardEvent| {
            let el = e.target().and_then(|t| t.dyn_into::<Element>().ok());
            let active = el
                .and_then(|el| el.get_attribute("aria-activedescendant"))
                .and_then(|id| web_sys::window()?.document()?.get_element_by_id(&id));
            if let Some(c) = cell_of(active) {
                inspect.set(Some(c));
            }
        })
    };
    let label = w.tr(&msg("view.label").term(
        "board",
        if b == Geo::B6x8 {
            "view.board.6x8"
        } else {
            "view.board.9x6"
        },
    ));
    html! {
        <div class="turnooi-wrap" onpointerover={on_pointer.clone()} onpointermove={on_pointer} {onkeyup}>
            <Frame board={p.board.clone()} view_box={format!("0 0 {} {}", fixed(width, 0), fixed(height, 0))} class="turnooi" wrap="turnooi-frame" {top} {bottom}
                {label} spots={Rc::new(spots)} moves={Rc::new(moves)} {last}
                description={describe(w, g, &odds)}>
                { drawing(w, g, battle.as_ref()) }
            </Frame>
        </div>
    }
}
