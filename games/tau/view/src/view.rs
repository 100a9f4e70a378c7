//! The TAU board as SVG: the grid with its groups tinted and sized, removed
//! lines struck through, the negotiation panel (bid or pass), the roles,
//! LIMIT, turns left and the running product (the solver's review of a
//! finished game is the game-over banner's).
//!
//! Input comes from the board kit: every row and column header is a spot
//! (a click removes that line), and while a person removes, so is every
//! cell whose row and column may both go (a click offers the two).

use super::notation::parse_token;
use super::rules::{groups, msg, seat_term, Mv, Tau};
use super::score::product_text;
use super::score::run_spans;
use attic_core::decimal::fixed;
use attic_kit::{self as kit, use_words, BoardProps, Frame, Legal, Play, Spot, Typed, Words};
use std::rc::Rc;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Cell size and header size in view-box units.
const S: f32 = 24.0;
const H: f32 = 30.0;

/// Grids with more lines than this on a side offer the zoom.
const ZOOM_FROM: u8 = 12;
/// Zoomed, a view-box unit is this many CSS px: a cell (`S`) is 30 px.
const ZOOM: f32 = 1.25;
/// The device setting that keeps the zoom.
const ZOOM_KEY: &str = "tau-zoom";

/// The board view of the registry (see [`kit::BoardFn`]).
pub fn board(p: BoardProps) -> Html {
    kit::typed::<Tau, Board>(p)
}

/// A message of the game's file without arguments, in the reader's language.
fn say(w: Words, key: &'static str) -> String {
    w.tr(&msg(key))
}

fn removed(g: &Tau, row: bool, i: u8) -> bool {
    let mask = if row { g.removed_rows } else { g.removed_cols };
    mask >> i & 1 == 1
}

/// The grid: groups tinted and sized, lines, struck lines, header numbers.
fn drawing(g: &Tau, thumb: bool) -> Html {
    let (rows, cols) = (g.rows as f32, g.cols as f32);
    let rs = run_spans(g.rows, g.removed_rows);
    let cs = run_spans(g.cols, g.removed_cols);
    let group_rects = rs.iter().enumerate().flat_map(|(i, &(r0, rl))| {
        cs.iter().enumerate().map(move |(j, &(c0, cl))| {
            let (x, y) = (H + c0 as f32 * S, H + r0 as f32 * S);
            let (gw, gh) = (cl as f32 * S, rl as f32 * S);
            let label = (rl as u32 * cl as u32).to_string();
            // The size is written when it fits inside the group.
            let fits = gw >= S * 0.9 * label.len() as f32 * 0.6 && gh >= S * 0.8;
            html! {
                <g class={classes!("tau-group", if (i + j) % 2 == 0 { "g0" } else { "g1" })}>
                    <rect x={fixed(x, 1)} y={fixed(y, 1)} width={fixed(gw, 1)} height={fixed(gh, 1)} />
                    if fits {
                        <text class="tau-size" x={fixed(x + gw / 2.0, 1)} y={fixed(y + gh / 2.0 + 6.0, 1)}>{ label }</text>
                    }
                </g>
            }
        })
    });
    let line = |x1: f32, y1: f32, x2: f32, y2: f32, class: &'static str| {
        html! { <line {class} x1={fixed(x1, 1)} y1={fixed(y1, 1)} x2={fixed(x2, 1)} y2={fixed(y2, 1)} /> }
    };
    let grid = (0..=g.cols)
        .map(|c| H + c as f32 * S)
        .map(|x| line(x, H, x, H + rows * S, "tau-grid"))
        .chain(
            (0..=g.rows)
                .map(|r| H + r as f32 * S)
                .map(|y| line(H, y, H + cols * S, y, "tau-grid")),
        );
    let struck = (0..g.rows)
        .filter(|&i| removed(g, true, i))
        .map(|i| H + (i as f32 + 0.5) * S)
        .map(|y| line(H - 4.0, y, H + cols * S + 2.0, y, "tau-strike"))
        .chain(
            (0..g.cols)
                .filter(|&i| removed(g, false, i))
                .map(|i| H + (i as f32 + 0.5) * S)
                .map(|x| line(x, H - 4.0, x, H + rows * S + 2.0, "tau-strike")),
        );
    let head = |row: bool, i: u8| {
        let (x, y) = if row {
            (H / 2.0, H + (i as f32 + 0.5) * S + 5.0)
        } else {
            (H + (i as f32 + 0.5) * S, H / 2.0 + 5.0)
        };
        html! { <text class={classes!("tau-head", removed(g, row, i).then_some("removed"))} x={fixed(x, 1)} y={fixed(y, 1)}>{ i + 1 }</text> }
    };
    let heads = (!thumb).then(|| {
        (0..g.rows)
            .map(|i| head(true, i))
            .chain((0..g.cols).map(|i| head(false, i)))
    });
    html! { <>
        <rect class="tau-bg" x={fixed(H, 1)} y={fixed(H, 1)} width={fixed(cols * S, 1)} height={fixed(rows * S, 1)} />
        { for group_rects }
        { for grid }
        { for struck }
        { for heads.into_iter().flatten() }
    </> }
}

/// The headers' spots, and the cells' while `cells` (a person removes).
fn spots(w: Words, g: &Tau, cells: bool) -> Vec<Spot> {
    let head = |row: bool, i: u8| {
        let (name, what) = if row { ('r', "row") } else { ('c', "column") };
        let (x, y, width, height) = if row {
            (0.0, H + i as f32 * S, H - 2.0, S)
        } else {
            (H + i as f32 * S, 0.0, S, H - 2.0)
        };
        let key = match (row, removed(g, row, i)) {
            (true, false) => "label.row",
            (true, true) => "label.row-removed",
            (false, false) => "label.col",
            (false, true) => "label.col-removed",
        };
        Spot::rect(format!("{name}{}", i + 1), x, y, width, height)
            .rounded(4.0)
            .label(w.tr(&msg(key).num("n", i as i64 + 1)))
            .data("data-head", what)
    };
    let mut out: Vec<Spot> = (0..g.rows)
        .map(|i| head(true, i))
        .chain((0..g.cols).map(|i| head(false, i)))
        .collect();
    if cells {
        for r in (0..g.rows).filter(|&r| !removed(g, true, r)) {
            for c in (0..g.cols).filter(|&c| !removed(g, false, c)) {
                let id = format!("r{}c{}", r + 1, c + 1);
                let label = msg("label.cell")
                    .num("r", r as i64 + 1)
                    .num("c", c as i64 + 1);
                out.push(
                    Spot::rect(id, H + c as f32 * S, H + r as f32 * S, S, S).label(w.tr(&label)),
                );
            }
        }
    }
    out
}

/// The removals as clicks: a header, or a cell and then row or column.
fn plays(w: Words, g: &Tau, legal: &[Legal<Mv>]) -> Vec<Play> {
    let lines: Vec<(bool, u8, &String)> = legal
        .iter()
        .filter_map(|l| match l.mv {
            Mv::Row(n) => Some((true, n, &l.token)),
            Mv::Col(n) => Some((false, n, &l.token)),
            _ => None,
        })
        .collect();
    let ok = |row: bool, n: u8| lines.iter().any(|&(r, m, _)| r == row && m == n);
    let mut out = Vec::new();
    for &(row, n, t) in &lines {
        let key = if row {
            "label.remove-row"
        } else {
            "label.remove-col"
        };
        let label = w.tr(&msg(key).num("n", n as i64));
        out.push(
            Play::new(t.as_str(), [format!("{}{n}", if row { 'r' } else { 'c' })])
                .label(label.clone()),
        );
        let across = if row { g.cols } else { g.rows };
        for k in (1..=across).filter(|&k| ok(!row, k)) {
            let cell = if row {
                format!("r{n}c{k}")
            } else {
                format!("r{k}c{n}")
            };
            out.push(Play::new(t.as_str(), [cell]).label(label.clone()));
        }
    }
    out
}

/// The bids so far, with their bidders.
fn bid_history(w: Words, p: &BoardProps) -> Vec<String> {
    let tokens = p.session.tokens().iter().take(p.ply);
    tokens
        .take_while(|t| t.as_str() != "pass")
        .enumerate()
        .map(|(i, t)| {
            w.tr(&msg("view.bid")
                .term("seat", seat_term((i % 2) as u8))
                .text("bid", t.as_str()))
        })
        .collect()
}

#[derive(Properties, PartialEq)]
struct BidProps {
    last: Option<String>,
    play: Callback<Mv>,
    can_pass: bool,
}

/// The bid field and buttons.
#[function_component]
fn BidPanel(p: &BidProps) -> Html {
    let w = use_words();
    let input = use_node_ref();
    let error = use_state(|| None::<String>);
    let submit = {
        let (input, error, play) = (input.clone(), error.clone(), p.play.clone());
        Callback::from(move |_: ()| {
            let Some(el) = input.cast::<HtmlInputElement>() else {
                return;
            };
            let text = el.value().trim().to_string();
            // Only the number's form is checked here; whether it bids
            // enough is the rules' to say, in words, once it is played.
            match parse_token(&text) {
                Ok(bid @ Mv::Bid(_)) => {
                    error.set(None);
                    play.emit(bid);
                }
                _ => error.set(Some(say(w, "view.bad-bid"))),
            }
        })
    };
    let onclick = submit.reform(|_: MouseEvent| ());
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" {
            submit.emit(())
        }
    });
    let pass = p.play.reform(|_: MouseEvent| Mv::Pass);
    let placeholder = match &p.last {
        Some(l) => w.tr(&msg("view.more-than").text("bid", l.as_str())),
        None => say(w, "view.opening-bid"),
    };
    html! {
        <div class="tau-bid" role="group" aria-label={say(w, "view.bid-panel")}>
            <input ref={input} type="text" inputmode="numeric" data-testid="bid-input"
                aria-label={say(w, "view.your-bid")} placeholder={placeholder} {onkeydown} />
            <button class="primary" data-testid="bid" {onclick}>{ say(w, "view.bid-button") }</button>
            <button data-testid="pass" onclick={pass} disabled={!p.can_pass}
                title={say(w, if p.can_pass { "view.pass-title" } else { "view.no-pass" })}>{ say(w, "view.pass-button") }</button>
            if let Some(e) = (*error).clone() { <p class="error" data-testid="bid-error">{ e }</p> }
        </div>
    }
}

/// The negotiation so far, or the roles, turns and running product.
fn phase(w: Words, p: &BoardProps, g: &Tau) -> Html {
    let Some(roles) = &g.roles else {
        let bids = bid_history(w, p);
        let to = seat_term((g.bids % 2) as u8);
        let state = if bids.is_empty() {
            msg("view.opens").term("seat", to)
        } else {
            msg("view.bids")
                .text("bids", bids.join(" · "))
                .term("seat", to)
        };
        let length = msg("view.length").num("n", g.total_turns() as i64);
        return html! {
            <div class="tau-phase" data-testid="tau-negotiation">
                <strong>{ say(w, "view.negotiation") }</strong>{ " " }{ w.tr(&state) }
                <span class="note">{ " " }{ w.tr(&length) }</span>
            </div>
        };
    };
    let (r, c) = g.runs();
    let score = g.score();
    let high = score > roles.limit;
    let turns = if g.is_over() {
        msg("view.all-made").num("n", g.total_turns() as i64)
    } else {
        msg("view.turn")
            .num("turn", g.turns as i64 + 1)
            .num("total", g.total_turns() as i64)
            .num("left", g.turns_left() as i64)
    };
    let verdict = match (high, g.is_over()) {
        (true, true) => "view.high-wins",
        (true, false) => "view.high-ahead",
        (false, true) => "view.low-wins",
        (false, false) => "view.low-ahead",
    };
    html! {
        <div class="tau-phase" data-testid="tau-roles">
            <span class="tau-role high" data-testid="tau-high">{ w.tr(&msg("view.high").term("seat", seat_term(roles.high))) }</span>
            <span class="tau-role low" data-testid="tau-low">{ w.tr(&msg("view.low").term("seat", seat_term(1 - roles.high))) }</span>
            <span class="tau-role limit" data-testid="tau-limit">{ w.tr(&msg("view.limit").text("limit", roles.limit.to_string())) }</span>
            <span class="tau-turns" data-testid="tau-turns">{ w.tr(&turns) }</span>
            <p class="tau-score" data-testid="tau-score">
                { w.tr(&msg("view.groups").text("product", product_text(&groups(&r, &c)))) }{ " " }<strong>{ score.to_string() }</strong>
                { " " }{ say(w, verdict) }
            </p>
        </div>
    }
}

/// The position in words: the lines left, the product, the roles.
fn describe(w: Words, g: &Tau) -> String {
    let left = |row: bool, n: u8| -> String {
        let v: Vec<String> = (0..n)
            .filter(|&i| !removed(g, row, i))
            .map(|i| (i + 1).to_string())
            .collect();
        v.join(" ")
    };
    let (r, c) = g.runs();
    let grid = msg("describe.grid")
        .num("rows", g.rows as i64)
        .num("cols", g.cols as i64)
        .text("rows_left", left(true, g.rows))
        .text("cols_left", left(false, g.cols))
        .text("product", product_text(&groups(&r, &c)))
        .text("score", g.score().to_string());
    let to = seat_term((g.bids % 2) as u8);
    let phase = match (&g.roles, &g.last_bid) {
        (Some(roles), _) => msg("describe.roles")
            .term("seat", seat_term(roles.high))
            .text("limit", roles.limit.to_string()),
        (None, Some(bid)) => msg("describe.bid")
            .text("bid", bid.to_string())
            .term("seat", to),
        (None, None) => msg("describe.bidding").term("seat", to),
    };
    w.tr(&msg("describe.position")
        .msg("grid", grid)
        .msg("phase", phase))
}

/// The board component.
#[function_component]
fn Board(p: &Typed<Tau>) -> Html {
    let w = use_words();
    let zoomed = use_state(|| kit::setting(ZOOM_KEY, false));
    let g = &*p.game;
    let moves = match g.roles {
        Some(_) => plays(w, g, &p.legal),
        None => Vec::new(),
    };
    let spots = if p.thumbnail {
        Vec::new()
    } else {
        spots(w, g, !moves.is_empty())
    };
    let bid_panel = p.interactive && g.roles.is_none() && !g.is_over();
    // A large grid's cells are smaller than a finger on a phone: the player
    // may draw it larger, in a box that scrolls (a picker of numbers would
    // hide the grid the choice is about). Kept on this device.
    let large = !p.thumbnail && g.rows.max(g.cols) > ZOOM_FROM;
    let zoom = if large && *zoomed { Some(ZOOM) } else { None };
    let toggle = {
        let zoomed = zoomed.clone();
        Callback::from(move |_: MouseEvent| {
            kit::keep_setting(ZOOM_KEY, !*zoomed);
            zoomed.set(!*zoomed);
        })
    };
    let top = html! { <>
        <div class="tau-top">
            { phase(w, p, g) }
            if large {
                <button class="small tau-zoom" data-testid="tau-zoom" aria-pressed={zoomed.to_string()}
                    title={say(w, "view.zoom-title")} onclick={toggle}>{ say(w, "view.zoom") }</button>
            }
        </div>
        if bid_panel {
            <BidPanel last={g.last_bid.as_ref().map(|b| b.to_string())} play={p.play.clone()} can_pass={g.last_bid.is_some()} />
        }
    </> };
    // The solver's review of a finished game is the app's (the game-over banner).
    let bottom = html! {};
    let (width, height) = (H + g.cols as f32 * S + 4.0, H + g.rows as f32 * S + 4.0);
    let last = match p.last {
        Some(Mv::Row(n)) => Some(format!("r{n}")),
        Some(Mv::Col(n)) => Some(format!("c{n}")),
        _ => None,
    };
    html! {
        <Frame board={p.board.clone()} view_box={format!("0 0 {} {}", fixed(width, 0), fixed(height, 0))} class="tau" wrap="tau-wrap" {top} {bottom} {zoom}
            label={w.tr(&msg("view.label").num("rows", g.rows as i64).num("cols", g.cols as i64))}
            spots={Rc::new(spots)} moves={Rc::new(moves)} chooser_label={say(w, "view.chooser")}
            last={last.map(|t| vec![t]).unwrap_or_default()}
            description={describe(w, g)}>
            { drawing(g, p.thumbnail) }
        </Frame>
    }
}
