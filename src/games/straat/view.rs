//! The Straat frame as SVG: split faces during play, a placement preview
//! that rotates (click the cell again, press R, or the Rotate button), and
//! at the end the frame turning over (a CSS 3D flip) to the solid faces,
//! with every counted street highlighted on both faces and the totals.

use super::notation::parse_token;
use super::rules::{cell_name, orient_of, owner_of, Straat, ORIENTS};
use super::score::{back_regions, front_regions};
use crate::ui::board::BoardProps;
use yew::prelude::*;

/// Tile size and the frame's margin in the view box.
const T: f64 = 100.0;
const M: f64 = 44.0;
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

/// The board view of the registry (see [`crate::ui::board::BoardFn`]).
pub fn board(p: BoardProps) -> Html {
    html! { <Board ..p /> }
}

/// The orientation whose black part is this one's white part.
fn opposite(o: u8) -> u8 {
    (o & 4) | ((o + 2) & 3)
}

/// Top-left corner of cell `c` drawn at column `col`.
fn corner(col: usize, c: usize) -> (f64, f64) {
    (M + T * col as f64, M + T * (3 - c / 4) as f64)
}

/// The two pieces of a split face at (x, y); `street[colour]` marks the
/// pieces of a counted street, `dim` the rest once the game is scored.
fn split_face(x: f64, y: f64, o: u8, street: [bool; 2], scored: bool) -> Html {
    let piece = |colour: usize| {
        let poly = if colour == 1 {
            BLACK_POLY[o as usize & 7]
        } else {
            BLACK_POLY[opposite(o) as usize & 7]
        };
        let cls = classes!(
            "piece",
            if colour == 1 { "p-black" } else { "p-white" },
            street[colour].then_some("street"),
            (scored && !street[colour]).then_some("dim")
        );
        html! { <polygon class={cls} points={poly} data-street={street[colour].then_some("front")} /> }
    };
    html! {
        <g transform={format!("translate({x:.0},{y:.0})")}>
            { piece(0) }{ piece(1) }
        </g>
    }
}

fn frame(labels_mirrored: bool) -> Html {
    let files = ["a", "b", "c", "d"];
    html! {
        <>
            <rect class="frame" x={format!("{}", M - 14.0)} y={format!("{}", M - 14.0)}
                width={format!("{}", 4.0 * T + 28.0)} height={format!("{}", 4.0 * T + 28.0)} rx="10" />
            <rect class="glass" x={format!("{M}")} y={format!("{M}")} width={format!("{}", 4.0 * T)} height={format!("{}", 4.0 * T)} />
            { for (0..4).map(|k| {
                let f = if labels_mirrored { files[3 - k] } else { files[k] };
                html! { <text class="coord" x={format!("{:.0}", M + T * (k as f64 + 0.5))} y={format!("{:.0}", M + 4.0 * T + 34.0)}>{ f }</text> }
            }) }
            { for (0..4).map(|r| html! {
                <text class="coord" x={format!("{:.0}", M - 26.0)} y={format!("{:.0}", M + T * (3.5 - r as f64) + 7.0)}>{ r + 1 }</text>
            }) }
        </>
    }
}

/// The board component.
#[function_component]
pub fn Board(p: &BoardProps) -> Html {
    let chosen = use_state(|| None::<usize>);
    let rot = use_state(|| 0u8);
    let show_front = use_state(|| false);
    {
        let (chosen, show_front) = (chosen.clone(), show_front.clone());
        use_effect_with((p.ply, p.session.len()), move |_| {
            chosen.set(None);
            show_front.set(false);
        });
    }
    let Some(g) = p.session.at(p.ply).as_any().downcast_ref::<Straat>() else {
        return html! { <p class="error">{"This board cannot show this game."}</p> };
    };
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
    let base = g.split.base();
    let over = g.placed >= 16 && !p.thumbnail;
    let legal_cells: Vec<usize> = if p.interactive && !p.thumbnail {
        let mut v: Vec<usize> = p
            .session
            .at(p.ply)
            .legal_tokens()
            .iter()
            .filter_map(|t| parse_token(t).ok())
            .map(|t| (t.rank * 4 + t.file) as usize)
            .collect();
        v.dedup();
        v
    } else {
        Vec::new()
    };
    let last = p
        .last_token()
        .and_then(|t| parse_token(t).ok())
        .map(|t| (t.rank * 4 + t.file) as usize);
    let chosen_cell = (*chosen).filter(|c| legal_cells.contains(c));
    let token_for = |c: usize, r: u8| format!("{}{}", cell_name(c), ORIENTS[(base + r) as usize]);

    let rotate = {
        let rot = rot.clone();
        Callback::from(move |_: ()| rot.set((*rot + 1) % 4))
    };
    let place = {
        let (chosen, on_play) = (chosen.clone(), p.on_play.clone());
        let tok = chosen_cell.map(|c| token_for(c, *rot));
        Callback::from(move |_: ()| {
            if let Some(t) = tok.clone() {
                chosen.set(None);
                on_play.emit(t);
            }
        })
    };
    let onkeydown = {
        let (rotate, place, chosen) = (rotate.clone(), place.clone(), chosen.clone());
        Callback::from(move |e: KeyboardEvent| {
            if chosen.is_none() {
                return;
            }
            match e.key().as_str() {
                "r" | "R" => {
                    e.prevent_default();
                    rotate.emit(());
                }
                "Enter" | " " => {
                    e.prevent_default();
                    place.emit(());
                }
                "Escape" => chosen.set(None),
                _ => {}
            }
        })
    };

    // Counted streets, for the end of the game.
    let (front_street, back_street) = if over {
        let mut fs = 0u32;
        for r in front_regions(&g.cells) {
            if r.worth > 0 {
                fs |= r.members;
            }
        }
        let mut bs = 0u32;
        for r in back_regions(&g.cells) {
            if r.worth > 0 {
                bs |= r.members;
            }
        }
        (fs, bs)
    } else {
        (0, 0)
    };

    let cell = |c: usize| {
        let (x, y) = corner(c % 4, c);
        let code = g.cells[c];
        let name = cell_name(c);
        let is_legal = legal_cells.contains(&c);
        let is_chosen = chosen_cell == Some(c);
        let onclick = {
            let (chosen, rotate) = (chosen.clone(), rotate.clone());
            Callback::from(move |_: MouseEvent| {
                if !is_legal {
                    return;
                }
                if *chosen == Some(c) {
                    rotate.emit(());
                } else {
                    chosen.set(Some(c));
                }
            })
        };
        let content = if code != 0 {
            let o = orient_of(code);
            let owner = owner_of(code) as usize;
            let street = [
                front_street & (1 << (c * 2)) != 0,
                front_street & (1 << (c * 2 + 1)) != 0,
            ];
            html! {
                <>
                    { split_face(x, y, o, street, over) }
                    <circle class={classes!("owner", if owner == 0 { "own-white" } else { "own-black" })}
                        cx={format!("{:.0}", x + T / 2.0)} cy={format!("{:.0}", y + T / 2.0)} r="7">
                        <title>{ if owner == 0 { "White's tile" } else { "Black's tile" } }</title>
                    </circle>
                </>
            }
        } else if is_chosen {
            html! {
                <g class="preview" data-testid="preview" data-orient={ORIENTS[(base + *rot) as usize]}>
                    { split_face(x, y, base + *rot, [false; 2], false) }
                </g>
            }
        } else {
            html! {}
        };
        let label = if code != 0 {
            format!(
                "{name}: {} tile, {}",
                if owner_of(code) == 0 {
                    "White's"
                } else {
                    "Black's"
                },
                ORIENTS[orient_of(code) as usize]
            )
        } else if is_legal {
            format!("{name}: empty, place a tile here")
        } else {
            format!("{name}: empty")
        };
        html! {
            <g class={classes!("cell", is_legal.then_some("legal"), is_chosen.then_some("chosen"),
                    (last == Some(c)).then_some("last"))}
                data-cell={name.clone()} data-legal={is_legal.then_some("true")}
                data-tile={(code != 0).then(|| format!("{}{}", if owner_of(code) == 0 { "w" } else { "b" }, ORIENTS[orient_of(code) as usize]))}
                role={is_legal.then_some("button")} tabindex={is_legal.then_some("0")}
                aria-label={label} {onclick}>
                <rect class="slot" x={format!("{x:.0}")} y={format!("{y:.0}")} width={format!("{T}")} height={format!("{T}")} />
                { content }
                <rect class="outline" x={format!("{:.0}", x + 2.0)} y={format!("{:.0}", y + 2.0)} width={format!("{}", T - 4.0)} height={format!("{}", T - 4.0)} />
            </g>
        }
    };

    let front = html! {
        <svg class={classes!("straat", p.thumbnail.then_some("thumb-svg"))} viewBox={VIEW}
            data-testid={(!p.thumbnail).then_some("board")} role="group"
            aria-label="Straat frame, front: split faces; rank 4 at the top">
            { frame(false) }
            { for (0..16).map(cell) }
        </svg>
    };
    if p.thumbnail {
        return front;
    }
    let back = if over {
        // Turned over about the vertical axis: file a appears on the right.
        let tiles = (0..16).map(|c| {
            let (x, y) = corner(3 - c % 4, c);
            let owner = owner_of(g.cells[c]);
            let street = back_street & (1 << c) != 0;
            html! {
                <rect class={classes!("solid", if owner == 0 { "p-white" } else { "p-black" }, street.then_some("street"), (!street).then_some("dim"))}
                    data-back-cell={cell_name(c)} data-street={street.then_some("back")}
                    x={format!("{:.0}", x + 1.0)} y={format!("{:.0}", y + 1.0)} width={format!("{}", T - 2.0)} height={format!("{}", T - 2.0)} />
            }
        });
        html! {
            <svg class="straat back-svg" viewBox={VIEW} data-testid="board-back" role="img"
                aria-label="Straat frame, back: solid faces, turned over (file a on the right)">
                { frame(true) }
                { for tiles }
            </svg>
        }
    } else {
        html! {}
    };
    let flipped = over && !*show_front;
    let controls = match chosen_cell {
        Some(c) => {
            let r = *rot;
            let tok = token_for(c, r);
            let rot_btn = {
                let rotate = rotate.clone();
                Callback::from(move |_: MouseEvent| rotate.emit(()))
            };
            let place_btn = {
                let place = place.clone();
                Callback::from(move |_: MouseEvent| place.emit(()))
            };
            let cancel = {
                let chosen = chosen.clone();
                Callback::from(move |_: MouseEvent| chosen.set(None))
            };
            html! {
                <div class="straat-place" role="group" aria-label="Place a tile">
                    <svg class="straat-mini" viewBox="-6 -6 112 112" aria-hidden="true">
                        { split_face(0.0, 0.0, base + r, [false; 2], false) }
                    </svg>
                    <span>{ format!("{}: black part {}", cell_name(c), ORIENTS[(base + r) as usize]) }</span>
                    <button data-testid="rotate" onclick={rot_btn} title="Rotate (R, or click the cell again)">{"⟳ Rotate"}</button>
                    <button class="primary" data-testid="place" onclick={place_btn}>{ format!("Place {tok}") }</button>
                    <button class="small" onclick={cancel}>{"Cancel"}</button>
                </div>
            }
        }
        None if !legal_cells.is_empty() => html! {
            <p class="straat-hint">{"Choose an empty cell; click it again (or press R) to rotate the tile, then place it."}</p>
        },
        None => html! {},
    };
    let totals = if over {
        let c = g.count();
        let t = c.totals();
        let toggle = {
            let show_front = show_front.clone();
            Callback::from(move |_: MouseEvent| show_front.set(!*show_front))
        };
        html! {
            <div class="straat-totals" data-testid="straat-totals">
                <table>
                    <tr><th></th><th>{"White"}</th><th>{"Black"}</th></tr>
                    <tr><td>{"Front streets"}</td><td data-testid="front-white">{ c.front[0] }</td><td data-testid="front-black">{ c.front[1] }</td></tr>
                    <tr><td>{"Back streets"}</td><td data-testid="back-white">{ c.back[0] }</td><td data-testid="back-black">{ c.back[1] }</td></tr>
                    <tr class="total"><td>{"Total"}</td><td data-testid="total-white">{ t[0] }</td><td data-testid="total-black">{ t[1] }</td></tr>
                </table>
                <button data-testid="straat-flip" onclick={toggle}>
                    { if flipped { "Show the front" } else { "Turn the frame over" } }
                </button>
            </div>
        }
    } else {
        html! {}
    };
    let seat_info = |s: u8| {
        let left = 8 - g
            .cells
            .iter()
            .filter(|&&c| c != 0 && owner_of(c) == s)
            .count();
        let to_move = !over && g.placed < 16 && g.mover() == s;
        let name = if s == 0 { "White" } else { "Black" };
        html! {
            <div class={classes!("store", if s == 0 { "seat-a" } else { "seat-b" }, to_move.then_some("to-move"))}
                data-testid={format!("tiles-{}", name.to_lowercase())}>
                <span class="dot"></span>
                <span>{ format!("{name}: ") }<strong>{ left }</strong>{ if left == 1 { " tile left" } else { " tiles left" } }</span>
            </div>
        }
    };
    html! {
        <div class="board-wrap straat-wrap" {onkeydown}>
            <div class="board-info">
                { seat_info(0) }
                <span>{ if g.split == super::rules::Split::Diagonal { "diagonal split" } else { "straight split" } }</span>
                { seat_info(1) }
            </div>
            <div class="straat-scene">
                <div class={classes!("straat-card", flipped.then_some("flipped"))} data-testid="straat-card">
                    <div class="straat-face straat-front">{ front }</div>
                    if over { <div class="straat-face straat-back">{ back }</div> }
                </div>
            </div>
            { controls }
            { totals }
        </div>
    }
}
