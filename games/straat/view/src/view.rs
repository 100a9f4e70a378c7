//! The Straat frame as SVG: split faces during play, and at the end the
//! frame turning over (a CSS 3D flip) to the solid faces, with every
//! counted street highlighted on both faces and the totals.
//!
//! Input comes from the board kit: a cell is a spot; a click on an empty
//! cell opens the chooser with the tile's four turns (previewed on the
//! cell; clicking the cell again or an arrow key turns it), and the
//! chosen turn is placed.

use super::rules::{cell_name, msg, orient_of, owner_of, Mv, Split, Straat, ORIENTS};
use super::score::{back_regions, front_regions};
use super::words::{seat_term, ORIENT_WORDS};
use attic_core::decimal::fixed;
use attic_core::Msg;
use attic_kit::{self as kit, use_words, BoardProps, Frame, Legal, Play, Spot, Typed, Words};
use std::rc::Rc;
use yew::prelude::*;

/// Tile size and the frame's margin in the view box.
const T: f32 = 100.0;
const M: f32 = 44.0;
const VIEW: &str = "0 0 488 488";

/// The black part of a tile per orientation code, in a 100×100 frame with
/// y down (north at the top): N, E, S, W, NE, SE, SW, NW.
const BLACK_POLY: [&str; 8] = [
    "0,0 100,0 100,50 0,50",
    "50,0 100,0 100,100 50,100",
    "0,50 100,50 100,100 0,100",
    "0,0 50,0 50,100 0,100",
    "0,0 100,0 100,100",
    "100,0 100,100 0,100",
    "0,0 100,100 0,100",
    "0,0 100,0 0,100",
];

/// The board view of the registry (see [`kit::BoardFn`]).
pub fn board(p: BoardProps) -> Html {
    kit::typed::<Straat, Board>(p)
}

/// The orientation whose black part is this one's white part.
fn opposite(o: u8) -> u8 {
    (o & 4) | ((o + 2) & 3)
}

/// Top-left corner of cell `c` drawn at column `col`.
fn corner(col: usize, c: usize) -> (f32, f32) {
    (M + T * col as f32, M + T * (3 - c / 4) as f32)
}

/// A set of counted streets' pieces: bit `2c + colour` (front) or `c` (back).
fn streets(regions: impl Iterator<Item = (u32, u32)>) -> u32 {
    regions
        .filter(|(worth, _)| *worth > 0)
        .fold(0, |acc, (_, m)| acc | m)
}

/// The two pieces of a split face at (x, y); `street[colour]` marks the
/// pieces of a counted street, `dim` the rest once the game is scored.
fn split_face(x: f32, y: f32, o: u8, street: [bool; 2], scored: bool) -> Html {
    let piece = |colour: usize| {
        let o = if colour == 1 { o } else { opposite(o) };
        let cls = classes!(
            "piece",
            if colour == 1 { "p-black" } else { "p-white" },
            street[colour].then_some("street"),
            (scored && !street[colour]).then_some("dim")
        );
        html! { <polygon class={cls} points={BLACK_POLY[o as usize & 7]} data-street={street[colour].then_some("front")} /> }
    };
    html! { <g transform={format!("translate({},{})", fixed(x, 0), fixed(y, 0))}>{ piece(0) }{ piece(1) }</g> }
}

fn frame(labels_mirrored: bool) -> Html {
    let files = ["a", "b", "c", "d"];
    html! { <>
        <rect class="frame" x={fixed(M - 14.0, 0)} y={fixed(M - 14.0, 0)}
            width={fixed(4.0 * T + 28.0, 0)} height={fixed(4.0 * T + 28.0, 0)} rx="10" />
        <rect class="glass" x={fixed(M, 0)} y={fixed(M, 0)} width={fixed(4.0 * T, 0)} height={fixed(4.0 * T, 0)} />
        { for (0..4).map(|k| {
            let f = if labels_mirrored { files[3 - k] } else { files[k] };
            html! { <text class="coord" x={fixed(M + T * (k as f32 + 0.5), 0)} y={fixed(M + 4.0 * T + 34.0, 0)}>{ f }</text> }
        }) }
        { for (0..4).map(|r| html! {
            <text class="coord" x={fixed(M - 26.0, 0)} y={fixed(M + T * (3.5 - r as f32) + 7.0, 0)}>{ r + 1 }</text>
        }) }
    </> }
}

/// The chooser's short name of each orientation.
const CHOICE_WORDS: [&str; 8] = [
    "choice.N",
    "choice.E",
    "choice.S",
    "choice.W",
    "choice.NE",
    "choice.SE",
    "choice.SW",
    "choice.NW",
];

/// A message about cell `c`: `empty` for an empty cell, else `tile` with
/// the tile's owner (`{seat}`) and orientation (`{orient}`).
fn about_cell(g: &Straat, c: usize, empty: &'static str, tile: &'static str) -> Msg {
    match g.cells[c] {
        0 => msg(empty),
        code => msg(tile)
            .term("seat", seat_term(owner_of(code)))
            .term("orient", ORIENT_WORDS[orient_of(code) as usize & 7]),
    }
    .text("cell", cell_name(c))
}

/// A legal move as a click on its cell; the chooser shows the turn.
fn play(w: Words, l: &Legal<Mv>) -> Play {
    let k = l.mv;
    let c = k.cell as usize;
    let (x, y) = corner(c % 4, c);
    let icon = html! {
        <svg class="straat-mini" viewBox="-6 -6 112 112" aria-hidden="true">{ split_face(0.0, 0.0, k.orient, [false; 2], false) }</svg>
    };
    let preview = html! {
        <g class="preview" data-testid="preview" data-orient={ORIENTS[k.orient as usize & 7]}>
            { split_face(x, y, k.orient, [false; 2], false) }
        </g>
    };
    let label = w.tr(&msg(CHOICE_WORDS[k.orient as usize & 7]));
    Play::new(l.token.as_str(), [cell_name(c)])
        .label(label)
        .icon(icon)
        .preview(preview)
}

/// The frame's front: the tiles placed, counted streets once over.
fn front(g: &Straat, over: bool) -> Html {
    let fs = if over {
        streets(
            front_regions(&g.cells)
                .iter()
                .map(|r| (r.worth as u32, r.members)),
        )
    } else {
        0
    };
    let tiles = (0..16).filter(|&c| g.cells[c] != 0).map(|c| {
        let (x, y) = corner(c % 4, c);
        let code = g.cells[c];
        let street = [fs & (1 << (c * 2)) != 0, fs & (1 << (c * 2 + 1)) != 0];
        let own = if owner_of(code) == 0 { "own-white" } else { "own-black" };
        html! { <>
            { split_face(x, y, orient_of(code), street, over) }
            <circle class={classes!("owner", own)} cx={fixed(x + T / 2.0, 0)} cy={fixed(y + T / 2.0, 0)} r="7" />
        </> }
    });
    let slots = (0..16).map(|c| {
        let (x, y) = corner(c % 4, c);
        html! { <rect class="slot" x={fixed(x, 0)} y={fixed(y, 0)} width={fixed(T, 0)} height={fixed(T, 0)} /> }
    });
    html! { <>{ frame(false) }{ for slots }{ for tiles }</> }
}

/// The back, turned over about the vertical axis: file a on the right.
fn back(w: Words, g: &Straat) -> Html {
    let bs = streets(
        back_regions(&g.cells)
            .iter()
            .map(|r| (r.worth as u32, r.members)),
    );
    let tiles = (0..16).map(|c| {
        let (x, y) = corner(3 - c % 4, c);
        let street = bs & (1 << c) != 0;
        html! {
            <rect class={classes!("solid", if owner_of(g.cells[c]) == 0 { "p-white" } else { "p-black" }, street.then_some("street"), (!street).then_some("dim"))}
                data-back-cell={cell_name(c)} data-street={street.then_some("back")}
                x={fixed(x + 1.0, 0)} y={fixed(y + 1.0, 0)} width={fixed(T - 2.0, 0)} height={fixed(T - 2.0, 0)} />
        }
    });
    html! {
        <div class="straat-back">
            <svg class="straat back-svg" viewBox={VIEW} data-testid="board-back" role="img"
                aria-label={w.tr(&msg("view.back"))}>
                { frame(true) }{ for tiles }
            </svg>
        </div>
    }
}

/// The totals table and the button that turns the frame.
fn totals(w: Words, g: &Straat, flipped: bool, toggle: Callback<MouseEvent>) -> Html {
    let c = g.count();
    let t = c.totals();
    html! {
        <div class="straat-totals" data-testid="straat-totals">
            <table>
                <tr><th></th><th>{ say(w, seat_term(0)) }</th><th>{ say(w, seat_term(1)) }</th></tr>
                <tr><td>{ say(w, "view.front-streets") }</td><td data-testid="front-white">{ c.front[0] }</td><td data-testid="front-black">{ c.front[1] }</td></tr>
                <tr><td>{ say(w, "view.back-streets") }</td><td data-testid="back-white">{ c.back[0] }</td><td data-testid="back-black">{ c.back[1] }</td></tr>
                <tr class="total"><td>{ say(w, "view.total") }</td><td data-testid="total-white">{ t[0] }</td><td data-testid="total-black">{ t[1] }</td></tr>
            </table>
            <button data-testid="straat-flip" onclick={toggle}>
                { say(w, if flipped { "view.show-front" } else { "view.turn-over" }) }
            </button>
        </div>
    }
}

/// The position in words: whose turn, then every cell.
fn describe(w: Words, g: &Straat) -> String {
    let cells: Vec<String> = (0..16)
        .map(|c| w.tr(&about_cell(g, c, "describe.empty", "describe.tile")))
        .collect();
    let who = if g.placed >= 16 {
        msg("describe.full")
    } else {
        msg("describe.to-place").term("seat", seat_term(g.mover()))
    };
    w.tr(&msg("describe.position")
        .msg("who", who)
        .text("cells", cells.join("; ")))
}

/// A message of the game's file without arguments, in the reader's language.
fn say(w: Words, key: &'static str) -> String {
    w.tr(&msg(key))
}

/// The board component.
#[function_component]
fn Board(p: &Typed<Straat>) -> Html {
    let w = use_words();
    let show_front = use_state(|| false);
    {
        let show_front = show_front.clone();
        use_effect_with((p.ply, p.session.len()), move |_| show_front.set(false));
    }
    let g = &*p.game;
    // The gallery card shows E4's finished frame rather than an empty one.
    let example;
    let g: &Straat = if p.thumbnail && g.placed == 0 {
        example = super::notation::parse_position(
            g.split,
            "bE bN bN bN/bE bE bN bW/wE wS wS wW/wS wS wS wW",
        )
        .unwrap_or(*g);
        &example
    } else {
        g
    };
    let over = g.placed >= 16 && !p.thumbnail;
    let flipped = over && !*show_front;
    let spots = if p.thumbnail {
        Vec::new()
    } else {
        (0..16)
            .map(|c| {
                let (x, y) = corner(c % 4, c);
                let code = g.cells[c];
                let s = Spot::rect(cell_name(c), x, y, T, T).label(w.tr(&about_cell(
                    g,
                    c,
                    "label.empty",
                    "label.tile",
                )));
                match code {
                    0 => s,
                    _ => s.data(
                        "data-tile",
                        format!(
                            "{}{}",
                            if owner_of(code) == 0 { "w" } else { "b" },
                            ORIENTS[orient_of(code) as usize]
                        ),
                    ),
                }
            })
            .collect()
    };
    let moves: Vec<Play> = p.legal.iter().map(|l| play(w, l)).collect();
    let last = p.last;
    let seat_info = |s: u8| {
        let left = 8 - g
            .cells
            .iter()
            .filter(|&&c| c != 0 && owner_of(c) == s)
            .count();
        let to_move = !over && g.placed < 16 && g.mover() == s;
        let id = if s == 0 { "tiles-white" } else { "tiles-black" };
        let name = w.tr(&msg("view.tiles").term("seat", seat_term(s)));
        let unit = w.tr(&msg("view.tiles-left").num("n", left as i64));
        html! {
            <div class={classes!("store", if s == 0 { "seat-a" } else { "seat-b" }, to_move.then_some("to-move"))}
                data-testid={id}>
                <span class="dot"></span>
                <span>{ name }{ " " }<strong>{ left }</strong>{ " " }{ unit }</span>
            </div>
        }
    };
    let top = html! {
        <div class="board-info">
            { seat_info(0) }
            <span>{ say(w, if g.split == Split::Diagonal { "view.split.diagonal" } else { "view.split.straight" }) }</span>
            { seat_info(1) }
        </div>
    };
    let toggle = {
        let show_front = show_front.clone();
        Callback::from(move |_: MouseEvent| show_front.set(!*show_front))
    };
    let bottom = if over {
        totals(w, g, flipped, toggle)
    } else {
        html! {}
    };
    html! {
        <Frame board={p.board.clone()} view_box={VIEW} class="straat" wrap="straat-wrap" {top} {bottom}
            label={say(w, "view.label")}
            spots={Rc::new(spots)} moves={Rc::new(moves)} chooser_label={say(w, "view.chooser")}
            last={last.map(|m| vec![cell_name(m.cell as usize)]).unwrap_or_default()}
            surface={classes!("straat-card", flipped.then_some("flipped"))}
            behind={if over { back(w, g) } else { html! {} }}
            description={describe(w, g)}>
            { front(g, over) }
        </Frame>
    }
}
