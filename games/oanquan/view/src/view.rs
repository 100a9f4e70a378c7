//! The O An Quan board as SVG: ten pits in two rows between two half-disc
//! quans, counters drawn as stones, owners' tints, stores, the round and
//! debts, and a step-by-step replay of a move's events. Input, highlights
//! and words for screen readers come from the board kit: a pit is a spot,
//! a move is a click on its pit (and a direction, when the options let
//! the player choose one).

use super::position::{own_slot, space_name, Own, QE, QW};
use super::rules::{msg, seat_term, Dir, Mv, OanQuan};
use attic_core::decimal::fixed;
use attic_core::hash::mix32;
use attic_core::{Event, Msg};
use attic_kit::{
    self as kit, is_step, use_words, BoardProps, Frame, Legal, Play, Spot, Typed, Words,
};
use std::rc::Rc;
use yew::prelude::*;

/// Colours of A and B (their CSS twins are in style.css).
const SEAT_CLASS: [&str; 2] = ["seat-a", "seat-b"];
/// Pit centres: ring index -> (x, y) in the 1000×410 view box.
const PIT_W: f32 = 128.0;
const LEFT: f32 = 180.0;
const TOP_Y: f32 = 150.0;
const BOT_Y: f32 = 290.0;
/// Stones drawn at most per space (the number tells the rest).
const MAX_STONES: u32 = 36;
/// The quans' outlines.
const QUAN_W: &str = "M180,80 A136,142 0 0 0 180,360 Z";
const QUAN_E: &str = "M820,80 A136,142 0 0 1 820,360 Z";

/// The board view of the registry (see [`kit::BoardFn`]).
pub fn board(p: BoardProps) -> Html {
    kit::typed::<OanQuan, Board>(p)
}

fn centre(i: usize) -> (f32, f32) {
    match i {
        0..=4 => (LEFT + PIT_W * (i as f32 + 0.5), BOT_Y),
        6..=10 => (LEFT + PIT_W * ((10 - i) as f32 + 0.5), TOP_Y),
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
    let dots = (0..n.min(MAX_STONES)).map(|k| {
        // Deterministic, so stones sit still between renders.
        let h = mix32(i as u32 + 1, k + 1);
        // A sunflower spiral, jittered: even cover at any count, and a
        // given stone keeps its place as the pile grows.
        let r = ((k as f32 + 0.5) / MAX_STONES as f32).sqrt();
        let a = k as f32 * 2.399_963 + (h % 1000) as f32 / 1000.0 * 0.7;
        let x = cx + a.cos() * r * rx;
        let y = cy + a.sin() * r * ry;
        html! { <circle class={classes!("stone", format!("s{}", h % 3))} cx={fixed(x, 1)} cy={fixed(y, 1)} r="8.5" /> }
    });
    html! { <g class="stones">{ for dots }</g> }
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

fn own_of(g: &OanQuan, i: usize) -> Option<Own> {
    own_slot(i).and_then(|k| g.pos.own.get(k).copied())
}

/// A seat's letter in test ids and class names (not words for players).
fn seat_letter(s: usize) -> &'static str {
    if s == 0 {
        "A"
    } else {
        "B"
    }
}

/// A seat's name for players.
fn seat_word(w: Words, s: usize) -> String {
    w.tr(&msg(seat_term(s as u8)))
}

/// `m` with both seats' names as `{A}` and `{B}`.
fn seats(m: Msg) -> Msg {
    m.term("A", "seat.A").term("B", "seat.B")
}

/// `m` with space `i`'s name as `arg`: a small space as the board writes
/// it (A1–B5), a quan in words.
fn space_arg(m: Msg, arg: &'static str, i: usize) -> Msg {
    match i {
        QW => m.term(arg, "space.QW"),
        QE => m.term(arg, "space.QE"),
        _ => m.text(arg, space_name(i)),
    }
}

/// Who holds a small space when it is not its row's owner.
enum Holder {
    /// Sold to this seat.
    Sold(usize),
    /// Shared by both.
    Shared,
}

/// The holder of a small space its row's owner does not hold alone (None
/// for a quan or a space its row's owner holds).
fn holder(g: &OanQuan, i: usize) -> Option<Holder> {
    let row_owner = if i < 5 { Own::A } else { Own::B };
    match own_of(g, i)? {
        Own::Shared => Some(Holder::Shared),
        o if o != row_owner => Some(Holder::Sold((o == Own::B) as usize)),
        _ => None,
    }
}

/// One of three messages about space `i` holding `n` counters: its plain
/// form, sold (`{owner}`), or shared (`{A}`, `{B}`).
fn about_space(g: &OanQuan, i: usize, n: u32, keys: [&'static str; 3]) -> Msg {
    let m = match holder(g, i) {
        None => msg(keys[0]),
        Some(Holder::Sold(s)) => msg(keys[1]).term("owner", seat_term(s as u8)),
        Some(Holder::Shared) => seats(msg(keys[2])),
    };
    space_arg(m, "space", i).num("n", n as i64)
}

fn round_summary(w: Words, g: &OanQuan) -> Html {
    let Some(re) = g.last_round else {
        return html! {};
    };
    let mut sold = Vec::new();
    let mut half = Vec::new();
    for i in (0..5).chain(6..11) {
        match own_of(g, i) {
            Some(Own::Shared) => half.push(space_name(i)),
            Some(_) if holder(g, i).is_some() => sold.push(space_name(i)),
            _ => {}
        }
    }
    let mut next = vec![w.tr(&msg("view.round-begins")
        .num("round", g.round as i64)
        .term("seat", seat_term(g.starter)))];
    if !sold.is_empty() {
        next.push(w.tr(&msg("view.sold").text("spaces", sold.join(" "))));
    }
    if !half.is_empty() {
        next.push(w.tr(&msg("view.shared").text("spaces", half.join(" "))));
    }
    let ended = seats(msg("view.round-end"))
        .num("round", re.round as i64)
        .term("how", re.kind.term())
        .num("a", re.totals[0] as i64)
        .num("b", re.totals[1] as i64);
    html! {
        <div class="round-summary" data-testid="round-summary" role="status">
            <strong>{ w.tr(&ended) }</strong>
            { " " }{ next.join(" ") }
        </div>
    }
}

/// A space's drawing: its shape, stones, count, name and owner's badge.
fn space(w: Words, g: &OanQuan, i: usize, n: u32, hand: bool, captured: bool) -> Html {
    let (cx, cy) = centre(i);
    let quan = i == QE || i == QW;
    let badge = |inner: Html| {
        html! { <g class="badge" transform={format!("translate({},{})", fixed(cx + 44.0, 0), fixed(cy - 52.0, 0))}>{ inner }</g> }
    };
    let (tint, badge) = match own_of(g, i) {
        None => ("quan".to_string(), html! {}),
        Some(Own::Shared) => (
            "shared".to_string(),
            badge(html! { <>
                <path class="seat-a" d="M0,-11 A11,11 0 0 0 0,11 Z" />
                <path class="seat-b" d="M0,-11 A11,11 0 0 1 0,11 Z" />
            </> }),
        ),
        Some(o) => {
            let s = (o == Own::B) as usize;
            let b = if holder(g, i).is_some() {
                badge(html! { <>
                    <circle class={SEAT_CLASS[s]} r="11" />
                    <text class="badge-t" y="4">{ seat_word(w, s) }</text>
                </> })
            } else {
                html! {}
            };
            // ASCII: `to_lowercase` would bring Unicode's tables (5 KB gzip).
            (format!("own-{}", seat_letter(s).to_ascii_lowercase()), b)
        }
    };
    let shape = match i {
        QW => html! { <path class="pit-shape" d={QUAN_W} /> },
        QE => html! { <path class="pit-shape" d={QUAN_E} /> },
        _ => {
            html! { <rect class="pit-shape" x={fixed(cx - 56.0, 0)} y={fixed(cy - 60.0, 0)} width="112" height="120" rx="48" /> }
        }
    };
    let (lx, ly) = match i {
        QE | QW => (cx, 394.0),
        6..=10 => (cx, cy - 70.0),
        _ => (cx, cy + 80.0),
    };
    let (nx, ny) = match i {
        QW => (cx + 6.0, 132.0),
        QE => (cx - 6.0, 132.0),
        // Inside the pit, clear of the highlights on its outline.
        _ => (cx - 32.0, cy + 46.0),
    };
    html! {
        <g class={classes!("cell", tint, captured.then_some("captured"), hand.then_some("hand"))}>
            { shape }
            { stones(i, n) }
            <text class={classes!("count", quan.then_some("count-quan"))} x={fixed(nx, 0)} y={fixed(ny, 0)}>{ n }</text>
            <text class="name" x={fixed(lx, 0)} y={fixed(ly, 0)}>{ space_name(i) }</text>
            { badge }
        </g>
    }
}

/// The spot of space `i`, named with its true count (not the animated one).
fn spot(w: Words, g: &OanQuan, i: usize) -> Spot {
    let (cx, cy) = centre(i);
    let n = g.pos.board[i];
    let s = match i {
        QW => Spot::path(space_name(i), QUAN_W, cx, cy),
        QE => Spot::path(space_name(i), QUAN_E, cx, cy),
        _ => Spot::rect(space_name(i), cx - 56.0, cy - 60.0, 112.0, 120.0).rounded(48.0),
    };
    let keys = ["label.space", "label.space-sold", "label.space-shared"];
    s.label(w.tr(&about_space(g, i, n as u32, keys)))
        .data("data-count", n)
}

/// A legal move as a click on its space (its direction named when the
/// options let the player choose one).
fn play(w: Words, g: &OanQuan, l: &Legal<Mv>) -> Play {
    let k = l.mv.space as usize;
    let label = match (g.opts.choose, l.mv.dir) {
        (true, Dir::Anti) => space_arg(msg("label.anticlockwise"), "space", (k + 1) % 12),
        (true, Dir::Clock) => space_arg(msg("label.clockwise"), "space", (k + 11) % 12),
        (false, _) => space_arg(msg("label.sow"), "space", k),
    };
    Play::new(l.token.as_str(), [space_name(k)]).label(w.tr(&label))
}

/// The position in words: who moves, every space in sowing order, stores.
fn describe(w: Words, g: &OanQuan) -> String {
    let keys = [
        "describe.space",
        "describe.space-sold",
        "describe.space-shared",
    ];
    let spaces: Vec<String> = (0..12)
        .map(|i| w.tr(&about_space(g, i, g.pos.board[i] as u32, keys)))
        .collect();
    let who = match g.result {
        Some(_) => msg("describe.over"),
        None => msg("describe.to-move")
            .num("round", g.round as i64)
            .term("seat", seat_term(g.pos.to_move)),
    };
    w.tr(&seats(msg("describe.position"))
        .msg("who", who)
        .text("spaces", spaces.join(", "))
        .num("a", g.pos.store[0] as i64)
        .num("b", g.pos.store[1] as i64))
}

/// The board component.
#[function_component]
fn Board(p: &Typed<OanQuan>) -> Html {
    let w = use_words();
    let g = &*p.game;
    let base = p.before.as_deref();
    let (counts, store, hand) = match (p.anim_step, base) {
        (Some(k), Some(b)) => replay(b, &p.events, k),
        _ => (
            g.pos.board.map(|c| c as u32),
            g.pos.store.map(|c| c as u32),
            None,
        ),
    };
    let animating = p.anim_step.is_some();
    // Drawn with the state before the move while it is replayed, so the
    // picture does not flip ahead.
    let drawn = if animating { base.unwrap_or(g) } else { g };
    let last = p.last;
    let captured: Vec<usize> = match (last, base) {
        (Some(m), Some(b)) => b.captures_of(m).iter().map(|c| c.0 as usize).collect(),
        _ => Vec::new(),
    };
    let drawing = html! { <>
        <rect class="board-bg" x="20" y="58" width="960" height="324" rx="150" />
        { for (0..12).map(|i| space(w, drawn, i, counts[i], hand == Some(i), captured.contains(&i))) }
    </> };
    let seat_info = |s: usize| {
        let owes = g.pos.debt[s];
        let to_move = !animating && g.result.is_none() && g.pos.to_move as usize == s;
        html! {
            <div class={classes!("store", SEAT_CLASS[s], to_move.then_some("to-move"))} data-testid={format!("store-{}", seat_letter(s))}>
                <span class="dot"></span>
                <span>{ w.tr(&msg("view.store").term("seat", seat_term(s as u8))) }{ " " }<strong>{ store[s] }</strong></span>
                if owes > 0 { <span class="debt">{ " " }{ w.tr(&msg("view.owes").num("n", owes as i64)) }</span> }
            </div>
        }
    };
    let moves_in_round = w.tr(&msg("view.moves-in-round").num("n", g.pos.moves as i64));
    // Kept through the new round's first move, which the AI may make at once.
    let summary = !animating && g.result.is_none() && g.round > 1 && g.pos.moves <= 1;
    let top = html! {
        <div class="board-info">{ seat_info(1) }<span class="round">{ w.tr(&msg("view.round").num("round", g.round as i64)) }</span></div>
    };
    let bottom = html! { <>
        <div class="board-info">{ seat_info(0) }<span class="moves-in-round">{ moves_in_round }</span></div>
        if summary { { round_summary(w, g) } }
    </> };
    let (spots, moves) = if p.thumbnail {
        (Vec::new(), Vec::new())
    } else {
        let moves = p.legal.iter().map(|l| play(w, g, l)).collect();
        ((0..12).map(|i| spot(w, g, i)).collect(), moves)
    };
    html! {
        <Frame board={p.board.clone()} view_box="0 0 1000 410" class="oaq" {top} {bottom}
            label={w.tr(&seats(msg("view.label")))}
            spots={Rc::new(spots)} moves={Rc::new(moves)} chooser_label={w.tr(&msg("view.chooser"))}
            last={last.map(|m| vec![space_name(m.space as usize).to_string()]).unwrap_or_default()}
            description={describe(w, g)}>
            { drawing }
        </Frame>
    }
}
