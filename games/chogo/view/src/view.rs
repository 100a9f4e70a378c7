//! The Chogo board as SVG: the 44-cell board with its missing corners left
//! out (or the 8×8 and 12×8 boards), men, trapped marks, the king-drop
//! zone, optional city shading, and the men the last move captured.
//!
//! Input comes from the board kit: a square is a spot; a man's move is a
//! click on the man, then on a target; a group's move is a click on one
//! end, then the other (or a drag from one to the other), then a target.
//! A group's target is where its leading man in line with the first-chosen
//! end arrives, so targets are always empty squares ahead of the group and
//! never clash with choosing men.

use super::board::{is_king, side_of, square_name, Variant, BLACK, CELLS, MAX_FILES};
use super::game::{msg, seat_term};
use super::moves::gen_steps;
use super::notation::Group;
use super::rules::{Chogo, Mv};
use super::secure::{cities, functional};
use attic_core::decimal::fixed;
use attic_core::Msg;
use attic_kit::{self as kit, use_words, BoardProps, Frame, Legal, Play, Spot, Typed, Words};
use std::rc::Rc;
use yew::prelude::*;

const CELL: f32 = 60.0;
const MARGIN: f32 = 34.0;

/// The board view of the registry (see [`kit::BoardFn`]).
pub fn board(p: BoardProps) -> Html {
    kit::typed::<Chogo, Board>(p)
}

/// Top-left corner of a square's drawing.
fn corner(v: Variant, i: usize) -> (f32, f32) {
    let f = (i % MAX_FILES) as f32;
    let r = (i / MAX_FILES) as f32;
    (
        MARGIN + f * CELL,
        MARGIN + (v.ranks() as f32 - 1.0 - r) * CELL,
    )
}

fn squares(g: Group) -> impl Iterator<Item = usize> {
    (g.rank as usize..(g.rank + g.h) as usize).flat_map(move |r| {
        (g.file as usize..(g.file + g.w) as usize).map(move |f| r * MAX_FILES + f)
    })
}

/// The square a move of `src` to `dst` is aimed at, seen from `anchor`
/// (a square of `src`): the arrival of the leading man in line with it.
fn aim(src: Group, dst: Group, anchor: usize) -> usize {
    let (af, ar) = ((anchor % MAX_FILES) as i32, (anchor / MAX_FILES) as i32);
    let (sf, sr, df, dr) = (
        src.file as i32,
        src.rank as i32,
        dst.file as i32,
        dst.rank as i32,
    );
    let (f, r) = if df > sf {
        (df + src.w as i32 - 1, ar)
    } else if df < sf {
        (df, ar)
    } else if dr > sr {
        (af, dr + src.h as i32 - 1)
    } else {
        (af, dr)
    };
    (r.max(0) as usize) * MAX_FILES + f.max(0) as usize
}

/// The one-square group at square `i`, or the `w`×`h` group there.
fn group(i: u8, w: u8, h: u8) -> Group {
    let i = i as usize;
    let (file, rank) = ((i % MAX_FILES) as u8, (i / MAX_FILES) as u8);
    Group { file, rank, w, h }
}

/// What a move moves: a drop's square (as the source, no destination), or
/// the group it moves, where it lands, and whether it is a mole's move.
fn groups(m: Mv) -> (Group, Option<Group>, bool) {
    match m {
        Mv::Drop(d) => (group(d, 1, 1), None, false),
        Mv::Mole { from, to } => (group(from, 1, 1), Some(group(to, 1, 1)), true),
        Mv::Step { from, w, h, df, dr } => {
            let src = group(from, w, h);
            let dst = Group {
                file: (src.file as i8 + df) as u8,
                rank: (src.rank as i8 + dr) as u8,
                ..src
            };
            (src, Some(dst), false)
        }
    }
}

/// A legal move as clicks: a drop on its square; a man's move from the
/// man to its target; a group's from either end (both diagonals of a
/// block) to the other, then to the target as seen from the first end.
fn plays(l: &Legal<Mv>, out: &mut Vec<Play>) {
    let t = l.token.as_str();
    let (src, dst, mole) = match groups(l.mv) {
        (d, None, _) => return out.push(Play::new(t, [square_name(d.corner())])),
        (s, Some(d), mole) => (s, d, mole),
    };
    let target = |anchor| {
        if mole {
            dst.corner()
        } else {
            aim(src, dst, anchor)
        }
    };
    let at = |f: u8, r: u8| r as usize * MAX_FILES + f as usize;
    let (f0, r0, f1, r1) = (
        src.file,
        src.rank,
        src.file + src.w - 1,
        src.rank + src.h - 1,
    );
    let men: Vec<String> = squares(src).map(square_name).collect();
    if src.w == 1 && src.h == 1 {
        let a = src.corner();
        return out.push(Play::new(t, [square_name(a), square_name(target(a))]).covers(men));
    }
    let mut ends = vec![(at(f0, r0), at(f1, r1)), (at(f1, r1), at(f0, r0))];
    if src.w > 1 && src.h > 1 {
        ends.extend([(at(f1, r0), at(f0, r1)), (at(f0, r1), at(f1, r0))]);
    }
    for (a, b) in ends {
        out.push(
            Play::new(t, [square_name(a), square_name(b), square_name(target(a))])
                .covers(men.clone()),
        );
    }
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

/// A side's code in classes and test data (not words for players).
fn side_code(s: u8) -> &'static str {
    if s == BLACK {
        "black"
    } else {
        "white"
    }
}

/// One of four messages about the man on square `i`: a pawn, a king, a
/// trapped pawn, a trapped king. None for an empty square.
fn about_man(g: &Chogo, i: usize, keys: [&'static str; 4]) -> Option<(u8, Msg)> {
    let man = g.board.cells[i];
    let side = side_of(man)?;
    let k = is_king(man) as usize + 2 * g.board.trapped(i) as usize;
    Some((side, msg(keys[k]).text("square", square_name(i))))
}

/// A square's drawing: the square, its shading, and the man on it.
fn square(
    w: Words,
    g: &Chogo,
    i: usize,
    zone: bool,
    city: Option<&'static str>,
    arrived: bool,
) -> Html {
    let (x, y) = corner(g.board.variant, i);
    let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0);
    let man = g.board.cells[i];
    let man_svg = side_of(man).map(|s| {
        let class = classes!(
            "man",
            side_code(s),
            is_king(man).then_some("king"),
            arrived.then_some("arrived")
        );
        html! {
            <g class={class}>
                <circle class="body" cx={fixed(cx, 0)} cy={fixed(cy, 0)} r="22" />
                if is_king(man) {
                    <text class="crown" x={fixed(cx, 0)} y={fixed(cy + 7.0, 0)}>{ w.tr(&msg("view.king-mark")) }</text>
                }
                if g.board.trapped(i) {
                    <circle class="trap-mark" cx={fixed(cx, 0)} cy={fixed(cy, 0)} r="27" />
                }
            </g>
        }
    });
    html! {
        <g class={classes!("cell", city, zone.then_some("zone"))}>
            <rect class="sq" x={fixed(x, 0)} y={fixed(y, 0)} width={fixed(CELL, 0)} height={fixed(CELL, 0)} />
            { man_svg.unwrap_or_default() }
        </g>
    }
}

/// The square's spot: its name, what stands on it, and data for tests.
fn spot(w: Words, g: &Chogo, i: usize) -> Spot {
    let (x, y) = corner(g.board.variant, i);
    let man = g.board.cells[i];
    let keys = [
        "label.pawn",
        "label.king",
        "label.pawn-trapped",
        "label.king-trapped",
    ];
    let what = match about_man(g, i, keys) {
        Some((side, m)) => m.term("seat", seat_term(side)),
        None => msg("label.empty"),
    };
    let label = msg("label.square")
        .text("square", square_name(i))
        .msg("what", what);
    let mut s = Spot::rect(square_name(i), x, y, CELL, CELL).label(w.tr(&label));
    if let Some(side) = side_of(man) {
        let name = side_code(side);
        s = s.data(
            "data-man",
            if is_king(man) {
                format!("{name}-king")
            } else {
                name.to_string()
            },
        );
    }
    if g.board.trapped(i) {
        s = s.data("data-trapped", "true");
    }
    s
}

/// The position in words: who moves, then each side's men.
fn describe(w: Words, g: &Chogo) -> String {
    let keys = [
        "describe.pawn",
        "describe.king",
        "describe.pawn-trapped",
        "describe.king-trapped",
    ];
    let side = |s: u8| {
        let men: Vec<String> = (0..CELLS)
            .filter(|&i| g.board.variant.exists(i))
            .filter_map(|i| about_man(g, i, keys))
            .filter(|(side, _)| *side == s)
            .map(|(_, m)| w.tr(&m))
            .collect();
        let m = if men.is_empty() {
            msg("describe.no-men")
        } else {
            msg("describe.men").text("men", men.join(", "))
        };
        m.term("seat", seat_term(s))
    };
    let who = match g.result {
        Some(_) => msg("describe.over"),
        None => msg("describe.to-move").term("seat", seat_term(g.board.to_move)),
    };
    w.tr(&msg("describe.position")
        .msg("who", who)
        .msg("first", side(BLACK))
        .msg("second", side(1 - BLACK)))
}

/// The board's name for a variant.
fn variant_term(v: Variant) -> &'static str {
    match v {
        Variant::C44 => "view.variant.chogo-44",
        Variant::C8x8 => "view.variant.chogo-8x8",
        Variant::C12x8 => "view.variant.chogo-12x8",
    }
}

/// The board component.
#[function_component]
fn Board(p: &Typed<Chogo>) -> Html {
    let w = use_words();
    let show_cities = use_state(|| false);
    let g = &*p.game;
    let base = p.before.as_deref();
    let v = g.board.variant;
    let x = g.board.to_move;
    let legal = &p.legal;
    let drop_phase = !legal.is_empty() && g.in_drop_phase(x);
    let (last_from, last_to): (Vec<usize>, Vec<usize>) = match p.last.map(groups) {
        Some((d, None, _)) => (Vec::new(), vec![d.corner()]),
        Some((s, Some(d), _)) => (squares(s).collect(), squares(d).collect()),
        None => (Vec::new(), Vec::new()),
    };
    let cities = (*show_cities && !p.thumbnail).then(|| city_map(g));
    let city = |i: usize| match &cities {
        Some(c) if c[0][i] => Some("city-black"),
        Some(c) if c[1][i] => Some("city-white"),
        _ => None,
    };
    // Men the last move captured, fading out where they stood.
    let captured = match (p.last, base) {
        (Some(m), Some(b)) => b.captures_of(m),
        _ => Vec::new(),
    };
    let ghosts = captured.iter().filter_map(|&i| {
        let man = base?.board.cells[i];
        let s = side_of(man)?;
        let (x, y) = corner(v, i);
        Some(html! {
            <circle class={classes!("ghost", side_code(s), is_king(man).then_some("king"))}
                data-captured={square_name(i)}
                cx={fixed(x + CELL / 2.0, 0)} cy={fixed(y + CELL / 2.0, 0)} r="22" />
        })
    });
    let (width, height) = (
        MARGIN * 2.0 + v.files() as f32 * CELL,
        MARGIN * 2.0 + v.ranks() as f32 * CELL,
    );
    let coords = (0..v.files())
        .map(|f| html! { <text class="coord" x={fixed(MARGIN + f as f32 * CELL + CELL / 2.0, 0)} y={fixed(height - 10.0, 0)}>{ ((b'a' + f as u8) as char).to_string() }</text> })
        .chain((0..v.ranks()).map(|r| html! {
            <text class="coord" x="14" y={fixed(MARGIN + (v.ranks() - 1 - r) as f32 * CELL + CELL / 2.0 + 6.0, 0)}>{ r + 1 }</text>
        }));
    let cells: Vec<usize> = (0..CELLS).filter(|&i| v.exists(i)).collect();
    let drawing = html! { <>
        { for coords }
        { for cells.iter().map(|&i| square(w, g, i, drop_phase && v.in_half(x, i / MAX_FILES), city(i), last_to.contains(&i))) }
        { for ghosts }
    </> };

    let mut moves = Vec::new();
    for t in legal.iter() {
        plays(t, &mut moves);
    }
    let spots = if p.thumbnail {
        Vec::new()
    } else {
        cells.iter().map(|&i| spot(w, g, i)).collect()
    };
    let toggle = {
        let show = show_cities.clone();
        Callback::from(move |_: MouseEvent| show.set(!*show))
    };
    let side_tag = |s: u8| {
        html! {
            <span class={classes!("store", if s == BLACK { "side-black" } else { "side-white" }, (g.result.is_none() && x == s).then_some("to-move"))}>
                { w.tr(&msg(seat_term(s))) }
            </span>
        }
    };
    let top = html! {
        <div class="board-info">
            { side_tag(1 - BLACK) }
            <button class={classes!("small", show_cities.then_some("on"))} data-testid="show-cities"
                title={w.tr(&msg("view.cities-title"))}
                aria-pressed={(*show_cities).to_string()} onclick={toggle}>{ w.tr(&msg("view.cities")) }</button>
        </div>
    };
    let polis = !legal.is_empty() && g.mole_targets().is_some();
    let bottom = html! { <>
        <div class="board-info">
            { side_tag(BLACK) }
            <span class="clock">{ w.tr(&msg("view.clock").num("n", g.board.clock as i64)) }</span>
        </div>
        if polis {
            <div class="polis" data-testid="polis" role="status">{ w.tr(&msg("view.polis")) }</div>
        }
        if drop_phase {
            <div class="chogo-status">{ w.tr(&msg("view.drop").term("seat", seat_term(x))) }</div>
        }
    </> };
    let last_spots: Vec<String> = last_from
        .iter()
        .chain(&last_to)
        .map(|&i| square_name(i))
        .collect();
    html! {
        <Frame board={p.board.clone()} view_box={format!("0 0 {} {}", fixed(width, 0), fixed(height, 0))} class="chogo" wrap="chogo-wrap" {top} {bottom}
            label={w.tr(&msg("view.label").term("variant", variant_term(v)).term("black", seat_term(BLACK)).term("white", seat_term(1 - BLACK)))}
            spots={Rc::new(spots)} moves={Rc::new(moves)} last={last_spots}
            description={describe(w, g)}>
            { drawing }
        </Frame>
    }
}
