//! The TAU board as SVG: the grid with its groups tinted and sized, removed
//! lines struck through, clickable row and column headers (and cells, which
//! offer their row or column), the negotiation panel (bid or pass), the
//! roles, LIMIT, turns left, the running product, and after the game the
//! solver's verdict.

use super::notation::parse_token;
use super::rules::{groups, product_text, seat_name, Tau};
use crate::ui::board::BoardProps;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Cell size and header size in view-box units.
const S: f64 = 24.0;
const H: f64 = 30.0;

/// The board view of the registry (see [`crate::ui::board::BoardFn`]).
pub fn board(p: BoardProps) -> Html {
    html! { <Board ..p /> }
}

fn grid_svg(
    g: &Tau,
    legal: &[String],
    on_line: Callback<String>,
    on_cell: Option<Callback<(u8, u8)>>,
    thumb: bool,
) -> Html {
    let (rows, cols) = (g.rows as f64, g.cols as f64);
    let (w, h) = (H + cols * S + 4.0, H + rows * S + 4.0);
    let rs = super::score::run_spans(g.rows, g.removed_rows);
    let cs = super::score::run_spans(g.cols, g.removed_cols);
    let group_rects = rs.iter().enumerate().flat_map(|(i, &(r0, rl))| {
        cs.iter().enumerate().map(move |(j, &(c0, cl))| {
            let (x, y) = (H + c0 as f64 * S, H + r0 as f64 * S);
            let (gw, gh) = (cl as f64 * S, rl as f64 * S);
            let size = rl as u32 * cl as u32;
            let label = size.to_string();
            // The size is written when it fits inside the group.
            let fits = gw >= S * 0.9 * label.len().max(1) as f64 * 0.6 && gh >= S * 0.8;
            html! {
                <g class={classes!("tau-group", if (i + j) % 2 == 0 { "g0" } else { "g1" })}>
                    <rect x={format!("{x:.1}")} y={format!("{y:.1}")} width={format!("{gw:.1}")} height={format!("{gh:.1}")} />
                    if fits {
                        <text class="tau-size" x={format!("{:.1}", x + gw / 2.0)} y={format!("{:.1}", y + gh / 2.0 + 6.0)}>{ label }</text>
                    }
                </g>
            }
        })
    });
    let grid_lines = (0..=g.cols)
        .map(|c| {
            let x = H + c as f64 * S;
            html! { <line class="tau-grid" x1={format!("{x:.1}")} y1={format!("{H:.1}")} x2={format!("{x:.1}")} y2={format!("{:.1}", H + rows * S)} /> }
        })
        .chain((0..=g.rows).map(|r| {
            let y = H + r as f64 * S;
            html! { <line class="tau-grid" x1={format!("{H:.1}")} y1={format!("{y:.1}")} x2={format!("{:.1}", H + cols * S)} y2={format!("{y:.1}")} /> }
        }));
    let struck = (0..g.rows)
        .filter(|i| g.removed_rows >> i & 1 == 1)
        .map(|i| {
            let y = H + (i as f64 + 0.5) * S;
            html! { <line class="tau-strike" x1={format!("{:.1}", H - 4.0)} y1={format!("{y:.1}")} x2={format!("{:.1}", H + cols * S + 2.0)} y2={format!("{y:.1}")} /> }
        })
        .chain((0..g.cols).filter(|i| g.removed_cols >> i & 1 == 1).map(|i| {
            let x = H + (i as f64 + 0.5) * S;
            html! { <line class="tau-strike" x1={format!("{x:.1}")} y1={format!("{:.1}", H - 4.0)} x2={format!("{x:.1}")} y2={format!("{:.1}", H + rows * S + 2.0)} /> }
        }));
    // Headers: one per line, clickable when removing it is legal.
    let header = |row: bool, i: u8| {
        let name = format!("{}{}", if row { 'r' } else { 'c' }, i + 1);
        let removed = if row {
            g.removed_rows >> i & 1 == 1
        } else {
            g.removed_cols >> i & 1 == 1
        };
        let is_legal = !thumb && legal.contains(&name);
        let (x, y, bw, bh) = if row {
            (0.0, H + i as f64 * S, H - 2.0, S)
        } else {
            (H + i as f64 * S, 0.0, S, H - 2.0)
        };
        let onclick = {
            let (name, cb) = (name.clone(), on_line.clone());
            Callback::from(move |_: MouseEvent| {
                if is_legal {
                    cb.emit(name.clone())
                }
            })
        };
        let onkeydown = {
            let (name, cb) = (name.clone(), on_line.clone());
            Callback::from(move |e: KeyboardEvent| {
                if is_legal && (e.key() == "Enter" || e.key() == " ") {
                    e.prevent_default();
                    cb.emit(name.clone())
                }
            })
        };
        let what = if row { "row" } else { "column" };
        html! {
            <g class={classes!("tau-head", is_legal.then_some("legal"), removed.then_some("removed"))}
                data-cell={name.clone()} data-legal={is_legal.then_some("true")}
                role={is_legal.then_some("button")} tabindex={is_legal.then_some("0")}
                aria-label={format!("{what} {}{}", i + 1, if removed { ", removed" } else if is_legal { ", remove it" } else { "" })}
                {onclick} {onkeydown}>
                <rect x={format!("{x:.1}")} y={format!("{y:.1}")} width={format!("{bw:.1}")} height={format!("{bh:.1}")} rx="4" />
                if !thumb {
                    <text x={format!("{:.1}", x + bw / 2.0)} y={format!("{:.1}", y + bh / 2.0 + 5.0)}>{ i + 1 }</text>
                }
            </g>
        }
    };
    // Clickable cells (while a person removes): one handler for all of
    // them, reading the cell from the clicked rectangle.
    let hits = match on_cell {
        Some(cb) => {
            let onclick = Callback::from(move |e: MouseEvent| {
                let rc = e
                    .target()
                    .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
                    .and_then(|el| el.get_attribute("data-rc"));
                if let Some((r, c)) = rc.as_deref().and_then(|v| v.split_once(',')) {
                    if let (Ok(r), Ok(c)) = (r.parse(), c.parse()) {
                        cb.emit((r, c));
                    }
                }
            });
            let cells = (0..g.rows).flat_map(|r| {
                (0..g.cols).map(move |c| {
                    html! { <rect class="tau-hit" data-rc={format!("{},{}", r + 1, c + 1)}
                    x={format!("{:.1}", H + c as f64 * S)} y={format!("{:.1}", H + r as f64 * S)}
                    width={format!("{S:.1}")} height={format!("{S:.1}")} /> }
                })
            });
            html! { <g class="tau-hits" data-testid="tau-cells" {onclick}>{ for cells }</g> }
        }
        None => html! {},
    };
    html! {
        <svg class={classes!("tau", thumb.then_some("thumb-svg"))} viewBox={format!("0 0 {w:.0} {h:.0}")}
            data-testid={(!thumb).then_some("board")} role="group"
            aria-label={format!("TAU grid, {} rows by {} columns", g.rows, g.cols)}>
            <rect class="tau-bg" x={format!("{H:.1}")} y={format!("{H:.1}")} width={format!("{:.1}", cols * S)} height={format!("{:.1}", rows * S)} />
            { for group_rects }
            { for grid_lines }
            { for struck }
            { hits }
            { for (0..g.rows).map(|i| header(true, i)) }
            { for (0..g.cols).map(|i| header(false, i)) }
        </svg>
    }
}

/// The bids so far, with their bidders.
fn bid_history(p: &BoardProps) -> Vec<(String, String)> {
    p.session
        .tokens()
        .iter()
        .take(p.ply)
        .take_while(|t| t.as_str() != "pass")
        .enumerate()
        .map(|(i, t)| (seat_name((i % 2) as u8).to_string(), t.clone()))
        .collect()
}

#[derive(Properties, PartialEq)]
struct BidProps {
    last: Option<String>,
    on_play: Callback<String>,
    can_pass: bool,
}

/// The bid field and buttons.
#[function_component]
fn BidPanel(p: &BidProps) -> Html {
    let input = use_node_ref();
    let error = use_state(|| None::<String>);
    let submit = {
        let (input, error, on_play) = (input.clone(), error.clone(), p.on_play.clone());
        Callback::from(move |_: ()| {
            let Some(el) = input.cast::<HtmlInputElement>() else {
                return;
            };
            let text = el.value().trim().to_string();
            match parse_token(&text) {
                Ok(super::rules::Mv::Bid(_)) => {
                    error.set(None);
                    on_play.emit(text);
                }
                _ => error.set(Some(
                    "Enter a whole number of at least 1, without leading zeros.".into(),
                )),
            }
        })
    };
    let onclick = {
        let submit = submit.clone();
        Callback::from(move |_: MouseEvent| submit.emit(()))
    };
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" {
            submit.emit(())
        }
    });
    let pass = {
        let on_play = p.on_play.clone();
        Callback::from(move |_: MouseEvent| on_play.emit("pass".into()))
    };
    let placeholder = match &p.last {
        Some(l) => format!("more than {l}"),
        None => "your opening bid".into(),
    };
    html! {
        <div class="tau-bid" role="group" aria-label="Bid or pass">
            <input ref={input} type="text" inputmode="numeric" data-testid="bid-input"
                aria-label="Your bid" placeholder={placeholder} {onkeydown} />
            <button class="primary" data-testid="bid" {onclick}>{"Bid"}</button>
            <button data-testid="pass" onclick={pass} disabled={!p.can_pass}
                title={if p.can_pass { "Pass: you become LOW and the last bid is the LIMIT" } else { "The opening bid cannot be passed" }}>{"Pass"}</button>
            if let Some(e) = (*error).clone() { <p class="error" data-testid="bid-error">{ e }</p> }
        </div>
    }
}

/// The board component.
#[function_component]
pub fn Board(p: &BoardProps) -> Html {
    let chosen = use_state(|| None::<(u8, u8)>);
    {
        let chosen = chosen.clone();
        use_effect_with((p.ply, p.session.len()), move |_| chosen.set(None));
    }
    let Some(g) = p.session.at(p.ply).as_any().downcast_ref::<Tau>() else {
        return html! { <p class="error">{"This board cannot show this game."}</p> };
    };
    let legal: Vec<String> = if p.interactive && !p.thumbnail && g.roles.is_some() {
        p.session.at(p.ply).legal_tokens()
    } else {
        Vec::new()
    };
    let on_cell = (!legal.is_empty()).then(|| {
        let chosen = chosen.clone();
        Callback::from(move |rc: (u8, u8)| chosen.set(Some(rc)))
    });
    let svg = grid_svg(g, &legal, p.on_play.clone(), on_cell, p.thumbnail);
    if p.thumbnail {
        return svg;
    }
    // The solver's verdict on a finished game, from the AI worker.
    let record = (g.is_over() && p.ply == p.session.len()).then(|| p.session.to_record());
    let (r, c) = g.runs();
    let gs = groups(&r, &c);
    let score = g.score();
    let status = match &g.roles {
        None => {
            let bids = bid_history(p);
            let to = seat_name((g.bids % 2) as u8);
            html! {
                <div class="tau-phase" data-testid="tau-negotiation">
                    <strong>{"Negotiation. "}</strong>
                    if bids.is_empty() {
                        { format!("{to} opens with a bid.") }
                    } else {
                        { format!("Bids: {}. {to} bids higher or passes.", bids.iter().map(|(s, b)| format!("{s} {b}")).collect::<Vec<_>>().join(" · ")) }
                    }
                    <span class="note">{ format!(" The game will last {} removals.", g.total_turns()) }</span>
                </div>
            }
        }
        Some(roles) => {
            let high = roles.high;
            let ahead = if score > roles.limit { "HIGH" } else { "LOW" };
            html! {
                <div class="tau-phase" data-testid="tau-roles">
                    <span class="tau-role high" data-testid="tau-high">{ format!("HIGH: {}", seat_name(high)) }</span>
                    <span class="tau-role low" data-testid="tau-low">{ format!("LOW: {}", seat_name(1 - high)) }</span>
                    <span class="tau-role limit" data-testid="tau-limit">{ format!("LIMIT: {}", roles.limit) }</span>
                    <span class="tau-turns" data-testid="tau-turns">{
                        if g.is_over() { format!("all {} removals made", g.total_turns()) }
                        else { format!("turn {} of {} · {} left", g.turns + 1, g.total_turns(), g.turns_left()) }
                    }</span>
                    <p class="tau-score" data-testid="tau-score">
                        { format!("Groups: {} = ", product_text(&gs)) }<strong>{ score.to_string() }</strong>
                        { format!(" {} LIMIT: {ahead} {}", if score > roles.limit { ">" } else { "≤" }, if g.is_over() { "wins" } else { "ahead" }) }
                    </p>
                </div>
            }
        }
    };
    let bid_panel = if p.interactive && g.roles.is_none() && !g.is_over() {
        html! { <BidPanel last={g.last_bid.as_ref().map(|b| b.to_string())} on_play={p.on_play.clone()} can_pass={g.last_bid.is_some()} /> }
    } else {
        html! {}
    };
    let chooser = match *chosen {
        Some((r, c)) if !legal.is_empty() => {
            let pick = |tok: String| {
                let (on_play, chosen) = (p.on_play.clone(), chosen.clone());
                let ok = legal.contains(&tok);
                (
                    ok,
                    Callback::from(move |_: MouseEvent| {
                        chosen.set(None);
                        if ok {
                            on_play.emit(tok.clone())
                        }
                    }),
                )
            };
            let (rok, rcb) = pick(format!("r{r}"));
            let (cok, ccb) = pick(format!("c{c}"));
            let cancel = {
                let chosen = chosen.clone();
                Callback::from(move |_: MouseEvent| chosen.set(None))
            };
            html! {
                <div class="dir-choice" role="group" aria-label="Remove a line">
                    <button data-testid="remove-row" disabled={!rok} onclick={rcb}>{ format!("Remove row {r}") }</button>
                    <button data-testid="remove-col" disabled={!cok} onclick={ccb}>{ format!("Remove column {c}") }</button>
                    <button class="small" onclick={cancel}>{"Cancel"}</button>
                </div>
            }
        }
        _ => html! {},
    };
    let verdict_html = match record {
        Some(record) => html! { <super::verdict::Verdict {record} /> },
        None => html! {},
    };
    html! {
        <div class="board-wrap tau-wrap">
            { status }
            { bid_panel }
            <div class="tau-board">{ svg }</div>
            { chooser }
            { verdict_html }
        </div>
    }
}
