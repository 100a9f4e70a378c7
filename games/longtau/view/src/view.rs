//! The Long Tau board as SVG: the reconstructed 92-cell board (spec §2)
//! with its blank squares, the lines as option `lines` defines them
//! (across the blanks with `span`, stopping at them with `areas`), the
//! Golden Chair, the pawns (with their seat's mark in the four-player
//! game), the pawns the last turn removed leaving, and each seat's
//! pawns and pending chair right around the board.
//!
//! Input comes from the board kit: a cell is a spot; a move is a click
//! on the pawn, then on where its slide ends (or a drag between them).
//! When a chair removal has a tie at the cut, the tied pawns are clicked
//! first, one by one, until the player has chosen as many as go; only
//! then are the moves offered (the choice changes which slides exist).
//! Those picks stay in this view (they are no moves yet): their clicks
//! are plays whose token starts with `pick:`, caught before `on_play`
//! ([`ties`]).

mod around;
mod ties;

use super::board::{self, bits, chair, name, CELLS, T};
use super::game::{msg, seat_term};
use super::position::codes;
use super::rules::{Action, LongTau};
use attic_core::decimal::fixed;
use attic_core::Seat;
use attic_kit::{self as kit, use_words, BoardProps, Frame, Spot, Typed, Words};
use std::rc::Rc;
use ties::Ties;
use yew::prelude::*;

/// A grid square's size and the margin (for the coordinates).
const C: f32 = 50.0;
const M: f32 = 30.0;
/// The view box's width and height.
const SIZE: f32 = 2.0 * M + 12.0 * C;
/// The pawns' radius.
const R: f32 = 18.0;
/// Where the board-turning setting is kept on this device.
const TURN_KEY: &str = "longtau-turn";

/// The board view of the registry (see [`kit::BoardFn`]).
pub fn board(p: BoardProps) -> Html {
    kit::typed::<LongTau, Board>(p)
}

/// The point at (file, rank) in grid units (square centres at whole
/// numbers from 1), on the board turned `q` quarter turns clockwise.
fn pos(q: u8, file: f32, rank: f32) -> (f32, f32) {
    let (mut u, mut v) = (file - 6.5, rank - 6.5);
    for _ in 0..q % 4 {
        (u, v) = (v, -u);
    }
    (M + (u + 6.0) * C, M + (6.0 - v) * C)
}

/// The centre of grid square (file, rank), both from 1.
fn at(q: u8, file: i32, rank: i32) -> (f32, f32) {
    pos(q, file as f32, rank as f32)
}

/// The centre of cell `c`.
fn centre(q: u8, c: u8) -> (f32, f32) {
    let c = c as usize % CELLS;
    at(q, T.file[c] as i32, T.rank[c] as i32)
}

/// The quarter turns that bring seat `code`'s area to the bottom.
fn quarter(code: &str) -> u8 {
    match code {
        "E" => 1,
        "N" => 2,
        "W" => 3,
        _ => 0,
    }
}

fn n(v: f32) -> String {
    fixed(v, 0)
}

/// The lines of the board as segments between cell centres: one per
/// rank and file with `span`, one per run of consecutive cells with
/// `areas` (§2.4).
fn lines(areas: bool) -> Vec<((i32, i32), (i32, i32))> {
    let mut out = Vec::new();
    for along_rank in [true, false] {
        for k in 1..=12 {
            let sq = |i: i32| if along_rank { (i, k) } else { (k, i) };
            let on: Vec<i32> = (1..=12)
                .filter(|&i| {
                    let (f, r) = sq(i);
                    board::is_cell(f, r)
                })
                .collect();
            let mut runs: Vec<(i32, i32)> = Vec::new();
            for &i in &on {
                match runs.last_mut() {
                    Some(run) if !areas || run.1 + 1 == i => run.1 = i,
                    _ => runs.push((i, i)),
                }
            }
            out.extend(
                runs.into_iter()
                    .filter(|(a, b)| b > a)
                    .map(|(a, b)| (sq(a), sq(b))),
            );
        }
    }
    out
}

/// The blank squares a line crosses with `span`: between two cells of
/// one rank or file.
fn blanks() -> Vec<(i32, i32)> {
    let between = |f: i32, r: i32| {
        let row =
            (1..f).any(|i| board::is_cell(i, r)) && (f + 1..=12).any(|i| board::is_cell(i, r));
        let col =
            (1..r).any(|i| board::is_cell(f, i)) && (r + 1..=12).any(|i| board::is_cell(f, i));
        row || col
    };
    (1..=12)
        .flat_map(|r| (1..=12).map(move |f| (f, r)))
        .filter(|&(f, r)| !board::is_cell(f, r) && between(f, r))
        .collect()
}

/// The seat whose pawn stands on `c`.
fn seat_at(g: &LongTau, c: u8) -> Option<Seat> {
    (0..g.seat_count()).find(|&s| g.pawns[s as usize] >> c & 1 == 1)
}

/// A seat's code (`N`, `E`, `S`, `W`) in classes and test data.
fn code(g: &LongTau, s: Seat) -> &'static str {
    codes(g.opts.players)
        .get(s as usize)
        .copied()
        .unwrap_or("N")
}

/// The key of a seat's mark on its pawns (four players).
fn mark_key(g: &LongTau, s: Seat) -> &'static str {
    match code(g, s) {
        "E" => "view.mark.E",
        "S" => "view.mark.S",
        "W" => "view.mark.W",
        _ => "view.mark.N",
    }
}

/// A pawn of seat `s` at (x, y), with its seat's mark with four players.
fn pawn(w: Words, g: &LongTau, s: Seat, (x, y): (f32, f32), class: Classes) -> Html {
    let side = if g.side_of(s) == 0 {
        "side-a"
    } else {
        "side-b"
    };
    let mark = (g.opts.players == 4).then(|| w.tr(&msg(mark_key(g, s))));
    html! {
        <g class={classes!("pawn", side, class)} data-seat={code(g, s)}>
            <circle class="body" cx={n(x)} cy={n(y)} r={n(R)} />
            if let Some(m) = mark {
                <text class="mark" x={n(x)} y={n(y + 6.0)}>{ m }</text>
            }
        </g>
    }
}

/// The pawns a turn removed, each as (cell, seat).
type Removed = Vec<(u8, Seat)>;

/// What the last turn did, seen from the state before it: the removed
/// pawns and the slide (from, to).
fn last_turn(p: &Typed<LongTau>) -> (Removed, Option<(u8, u8)>) {
    let Some(before) = p.before.as_deref() else {
        return (Vec::new(), None);
    };
    let Some(m) = p.last else {
        return (Vec::new(), None);
    };
    let gone = bits(before.removed(m.chosen))
        .filter_map(|c| seat_at(before, c).map(|s| (c, s)))
        .collect();
    let slide = match m.action {
        Action::Slide { from, to } => Some((from, to)),
        _ => None,
    };
    (gone, slide)
}

/// The drawing: blank squares, cells, lines, the chair, pawns, and the
/// pawns the last turn removed fading out.
fn drawing(w: Words, g: &LongTau, p: &Typed<LongTau>, q: u8, marks: [u128; 3]) -> Html {
    let [tied, picked, doomed] = marks;
    let ch = chair();
    let areas = board::areas();
    let blank = blanks().into_iter().map(|(f, r)| {
        let (x, y) = at(q, f, r);
        html! { <rect class="blank" x={n(x - C / 2.0 + 3.0)} y={n(y - C / 2.0 + 3.0)} width={n(C - 6.0)} height={n(C - 6.0)} /> }
    });
    let cells = (0..CELLS as u8).map(|c| {
        let (x, y) = centre(q, c);
        let region = if ch >> c & 1 == 1 {
            "chair"
        } else {
            ["area-n", "area-e", "area-s", "area-w"][(0..4).find(|&a| areas[a] >> c & 1 == 1).unwrap_or(0)]
        };
        html! { <rect class={classes!("cell", region)} x={n(x - C / 2.0 + 2.0)} y={n(y - C / 2.0 + 2.0)} width={n(C - 4.0)} height={n(C - 4.0)} rx="6" /> }
    });
    let (cx, cy) = pos(q, 6.5, 6.5);
    let chair_frame = html! {
        <rect class="chair-frame" x={n(cx - C)} y={n(cy - C)} width={n(2.0 * C)} height={n(2.0 * C)} rx="8" />
    };
    let segs = lines(g.opts.areas).into_iter().map(|(a, b)| {
        let ((x1, y1), (x2, y2)) = (at(q, a.0, a.1), at(q, b.0, b.1));
        html! { <line class="line" x1={n(x1)} y1={n(y1)} x2={n(x2)} y2={n(y2)} /> }
    });
    let coords = (1..=12)
        .map(|f| {
            let (x, y) = pos(q, f as f32, 0.2);
            html! { <text class="coord" x={n(x)} y={n(y)}>{ ((b'a' + f as u8 - 1) as char).to_string() }</text> }
        })
        .chain((1..=12).map(|r| {
            let (x, y) = pos(q, 0.2, r as f32);
            html! { <text class="coord" x={n(x)} y={n(y)}>{ r }</text> }
        }));
    let (gone, slide) = if p.thumbnail {
        (Vec::new(), None)
    } else {
        last_turn(p)
    };
    let ghosts = gone.into_iter().map(|(c, s)| {
        let (x, y) = centre(q, c);
        html! { <g class="ghost" data-removed={name(c)}>{ pawn(w, g, s, (x, y), classes!()) }</g> }
    });
    // A move just played here (its events are known) glides along its
    // slide; a position opened or stepped to shows the pawn where it is.
    let glide = slide.filter(|_| !p.events.is_empty());
    let pawns = (0..CELLS as u8).filter_map(|c| {
        let s = seat_at(g, c)?;
        let arrived = slide.is_some_and(|(_, to)| to == c);
        let class = classes!(
            arrived.then_some("arrived"),
            (tied >> c & 1 == 1).then_some("tied"),
            (picked >> c & 1 == 1).then_some("picked"),
            (doomed >> c & 1 == 1).then_some("doomed")
        );
        let drawn = pawn(w, g, s, centre(q, c), class);
        Some(match glide {
            Some((from, to)) if to == c => {
                let ((x0, y0), (x1, y1)) = (centre(q, from), centre(q, to));
                html! {
                    <Glide key={format!("{}-{from}-{to}", p.ply)} dx={x0 - x1} dy={y0 - y1}
                        from={name(from)} to={name(to)}>{ drawn }</Glide>
                }
            }
            _ => drawn,
        })
    });
    html! { <>
        <rect class="paper" x={n(M - 6.0)} y={n(M - 6.0)} width={n(12.0 * C + 12.0)} height={n(12.0 * C + 12.0)} rx="10" />
        { for coords }
        { for blank }
        { for cells }
        { chair_frame }
        { for segs }
        { for ghosts }
        { for pawns }
    </> }
}

/// Milliseconds a glide takes per cell length travelled, its bounds, and
/// the time between two of its frames.
const GLIDE_MS_PER_CELL: f32 = 70.0;
const GLIDE_MS: (f32, f32) = (160.0, 480.0);
const FRAME_MS: u32 = 20;

/// Props of [`Glide`].
#[derive(Properties, PartialEq)]
struct GlideProps {
    /// Where the pawn starts, from where it is drawn (view-box units).
    dx: f32,
    dy: f32,
    /// The slide's cells (for tests).
    from: String,
    to: String,
    /// The pawn, drawn where the slide ends.
    children: Html,
}

/// A pawn sliding from where it was to where it is drawn: its group is
/// moved back by the slide and brought home frame by frame through the
/// SVG `transform` attribute (the page's CSP allows no inline style, and a
/// presentation attribute is not one), easing out. With less motion asked
/// for, the pawn is where it ends at once.
#[function_component]
fn Glide(p: &GlideProps) -> Html {
    let cells = p.dx.hypot(p.dy) / C;
    let ms = (GLIDE_MS_PER_CELL * cells).clamp(GLIDE_MS.0, GLIDE_MS.1);
    let frames = (ms / FRAME_MS as f32).ceil().max(1.0) as u32;
    let frame = use_state(|| if kit::reduced_motion() { frames } else { 0 });
    {
        let frame = frame.clone();
        use_effect_with(*frame, move |&f| {
            let timer = (f < frames)
                .then(|| gloo_timers::callback::Timeout::new(FRAME_MS, move || frame.set(f + 1)));
            move || drop(timer)
        });
    }
    let t = (*frame).min(frames) as f32 / frames as f32;
    let left = (1.0 - t).powi(3);
    // + 0.0 turns a -0.0 at the end into 0.0.
    let transform = format!(
        "translate({},{})",
        fixed(p.dx * left + 0.0, 1),
        fixed(p.dy * left + 0.0, 1)
    );
    html! {
        <g class="glide" {transform} data-from={p.from.clone()} data-to={p.to.clone()}
            data-done={(t >= 1.0).to_string()}>{ p.children.clone() }</g>
    }
}

/// What stands on cell `c`, for its spot's label.
fn about(w: Words, g: &LongTau, c: u8, tied: u128, picked: u128, doomed: u128) -> String {
    let what = match seat_at(g, c) {
        Some(s) => msg("label.pawn").term("seat", seat_term(g, s)),
        None => msg("label.empty"),
    };
    let what = if chair() >> c & 1 == 1 {
        msg("label.in-chair").msg("what", what)
    } else {
        what
    };
    let what = if picked >> c & 1 == 1 {
        msg("label.picked").msg("what", what)
    } else if tied >> c & 1 == 1 {
        msg("label.tied").msg("what", what)
    } else if doomed >> c & 1 == 1 {
        msg("label.doomed").msg("what", what)
    } else {
        what
    };
    w.tr(&msg("label.cell").text("cell", name(c)).msg("what", what))
}

/// The position in words: who moves, then every seat's pawns.
fn describe(w: Words, g: &LongTau) -> String {
    let who = match g.result {
        Some(_) => msg("describe.over"),
        None => msg("describe.to-move").term("seat", seat_term(g, g.to_move)),
    };
    let seats: Vec<String> = (0..g.seat_count())
        .map(|s| {
            let own = g.pawns[s as usize];
            let m = if own == 0 {
                msg("describe.no-pawns")
            } else {
                msg("describe.pawns")
                    .num("n", own.count_ones() as i64)
                    .text("cells", board::list(own).replace(',', ", "))
            };
            let m = m.term("seat", seat_term(g, s));
            let m = if g.rights >> s & 1 == 1 {
                msg("describe.right")
                    .msg("pawns", m)
                    .term("seat", seat_term(g, s))
            } else {
                m
            };
            w.tr(&m)
        })
        .collect();
    w.tr(&msg("describe.position")
        .msg("who", who)
        .text("seats", seats.join(" ")))
}

/// Cells as a list for people: "a5, d12 and h12".
fn cell_words(w: Words, set: u128) -> String {
    let names: Vec<String> = bits(set).map(name).collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => w.tr(&msg("view.and")
            .text("init", init.join(", "))
            .text("last", last.clone())),
    }
}

/// One seat's badge: its mark, name, pawns left, and a pending chair
/// right.
fn seat_badge(w: Words, g: &LongTau, s: Seat) -> Html {
    let c = code(g, s);
    let side = if g.side_of(s) == 0 {
        "side-a"
    } else {
        "side-b"
    };
    let to_move = g.result.is_none() && g.to_move == s;
    let left = g.pawns[s as usize].count_ones() as i64;
    let right = g.rights >> s & 1 == 1;
    let mark = (g.opts.players == 4).then(|| w.tr(&msg(mark_key(g, s))));
    html! {
        <div class={classes!("store", "longtau-seat", side, to_move.then_some("to-move"))} data-testid={format!("seat-{c}")}>
            <span class={classes!("longtau-dot", side)} aria-hidden="true">{ mark.unwrap_or_default() }</span>
            <span>{ w.tr(&msg(seat_term(g, s))) }{ " " }<strong>{ left }</strong>{ " " }{ w.tr(&msg("view.pawns").num("n", left)) }</span>
            if right {
                <span class="longtau-right" data-testid={format!("right-{c}")}
                    title={w.tr(&msg("view.right-title").term("seat", seat_term(g, s)))}>{ w.tr(&msg("view.right")) }</span>
            }
        </div>
    }
}

/// The cells as spots, with what stands on them and the ties.
fn cell_spots(w: Words, g: &LongTau, q: u8, t: &Ties) -> Vec<Spot> {
    let (tied, mine, doomed) = (t.tied, t.mine, t.doomed);
    (0..CELLS as u8)
        .map(|c| {
            let (x, y) = centre(q, c);
            let s = Spot::rect(name(c), x - C / 2.0, y - C / 2.0, C, C)
                .rounded(6.0)
                .label(about(w, g, c, tied, mine, doomed));
            let s = match seat_at(g, c) {
                Some(seat) => s.data("data-pawn", code(g, seat)),
                None => s,
            };
            let s = if tied >> c & 1 == 1 {
                s.data("data-tied", "true")
            } else {
                s
            };
            let s = if mine >> c & 1 == 1 {
                s.data("data-picked", "true")
            } else {
                s
            };
            if doomed >> c & 1 == 1 {
                s.data("data-doomed", "true")
            } else {
                s
            }
        })
        .collect()
}

/// The board component.
#[function_component]
fn Board(p: &Typed<LongTau>) -> Html {
    let w = use_words();
    let picked = use_state(|| 0u128);
    {
        let picked = picked.clone();
        use_effect_with((p.ply, p.session.len()), move |_| picked.set(0));
    }
    let (q, turning) = around::use_turn(p);
    let g = &*p.game;
    let legal = &p.legal;
    let t = Ties::new(g, legal, *picked);
    let moves = t.moves(legal);
    let spots: Vec<Spot> = match p.thumbnail {
        true => Vec::new(),
        false => cell_spots(w, g, q, &t),
    };
    let (_, slide) = last_turn(p);
    let last: Vec<String> = slide
        .map(|(a, b)| vec![name(a), name(b)])
        .unwrap_or_default();
    let (top_seats, bottom_seats) = around::seat_rows(g, q);
    let top = html! { <div class="board-info">{ around::badges(w, g, &top_seats) }</div> };
    let bottom = html! { <>
        { around::bottom_info(w, g, &bottom_seats, &turning) }
        { t.lines(w, g, &picked) }
    </> };
    let mut board = p.board.clone();
    board.on_play = t.on_play(&picked, &p.on_play, legal);
    let lines_term = if g.opts.areas {
        "view.lines.areas"
    } else {
        "view.lines.span"
    };
    html! {
        <Frame {board} view_box={format!("0 0 {} {}", n(SIZE), n(SIZE))} class="longtau" wrap="longtau-wrap" {top} {bottom}
            label={w.tr(&msg("view.label").term("lines", lines_term))}
            spots={Rc::new(spots)} moves={Rc::new(moves)} {last}
            description={describe(w, g)}>
            { drawing(w, g, p, q, [t.tied, t.mine, t.doomed]) }
        </Frame>
    }
}
