//! The advantage chart: the AI's value of each position of the game, as
//! the first seat's win chance, in a small SVG. Each point is a button
//! that shows its position (the move list's cursor); the point of the
//! position on the board takes the focus (one tab stop), the page's arrow
//! keys step through the game as everywhere on the game page.

use super::analysis::{percent, swings_of};
use super::state::{use_game, GameAction as Action};
use super::text::{m, use_words, AppWords};
use attic_ai::analysis::Swing;
use attic_core::decimal::fixed;
use attic_records::Session;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

const W: f32 = 320.0;
const H: f32 = 100.0;
const PAD: f32 = 8.0;

/// Props of [`Chart`].
#[derive(Properties)]
pub struct ChartProps {
    /// Each position's value for the first seat.
    pub values: Vec<Option<f32>>,
    /// The game.
    pub session: Rc<Session>,
    /// The position on the board.
    pub cursor: usize,
}

impl PartialEq for ChartProps {
    fn eq(&self, o: &Self) -> bool {
        self.values == o.values && Rc::ptr_eq(&self.session, &o.session) && self.cursor == o.cursor
    }
}

fn xy(i: usize, n: usize, v: f32) -> (f32, f32) {
    let x = PAD + i as f32 * (W - 2.0 * PAD) / (n.max(2) - 1) as f32;
    (x, PAD + (1.0 - v.clamp(0.0, 1.0)) * (H - 2.0 * PAD))
}

/// The chart.
#[function_component]
pub fn Chart(p: &ChartProps) -> Html {
    let w = use_words();
    let state = use_game();
    let node = use_node_ref();
    // The focus follows the cursor while it is in the chart.
    {
        let node = node.clone();
        use_effect_with(p.cursor, move |cursor| {
            let Some(svg) = node.cast::<web_sys::Element>() else {
                return;
            };
            let doc = web_sys::window().and_then(|w| w.document());
            let active = doc.and_then(|d| d.active_element());
            if active.is_some_and(|a| svg.contains(Some(&a))) {
                let sel = format!("[data-ply=\"{cursor}\"]");
                if let Ok(Some(el)) = svg.query_selector(&sel) {
                    // An SVG element's focus() (web-sys is built without
                    // its SvgElement type).
                    let focus = js_sys::Reflect::get(&el, &"focus".into()).ok();
                    if let Some(f) = focus.and_then(|f| f.dyn_into::<js_sys::Function>().ok()) {
                        let _ = f.call0(&el);
                    }
                }
            }
        });
    }
    let Some(state) = state else {
        return html! {};
    };
    let s = &p.session;
    let n = p.values.len();
    let first = w.player_name(s, 0);
    let marks = swings_of(s, &p.values);
    let line: Vec<String> = p
        .values
        .iter()
        .enumerate()
        .filter_map(|(i, v)| {
            let (x, y) = xy(i, n, (*v)?);
            Some(format!("{},{}", fixed(x as f64, 1), fixed(y as f64, 1)))
        })
        .collect();
    let (_, mid) = xy(0, n, 0.5);
    let points = p.values.iter().enumerate().map(|(i, v)| {
        let (x, y) = xy(i, n, v.unwrap_or(0.5));
        let swing = i.checked_sub(1).and_then(|j| marks.0.get(j).copied().flatten());
        let label = match (i, v) {
            (0, _) => m("analysis.point-start"),
            (_, Some(_)) => m("analysis.point").num("n", i as i64),
            (_, None) => m("analysis.point-unknown").num("n", i as i64),
        }
        .text("chance", percent(*v))
        .text("first", first.clone());
        let label = match swing {
            Some(Swing::Blunder) => format!("{}, {}", w.tr(&label), w.t("analysis.blunder")),
            Some(Swing::Dubious) => format!("{}, {}", w.tr(&label), w.t("analysis.dubious")),
            None => w.tr(&label),
        };
        let current = i == p.cursor;
        let d = state.dispatcher();
        let d2 = state.dispatcher();
        let onclick = Callback::from(move |_: MouseEvent| d.dispatch(Action::Navigate(i)));
        let onkeydown = Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                d2.dispatch(Action::Navigate(i));
            }
        });
        let class = classes!(
            "point",
            current.then_some("current"),
            v.is_none().then_some("unknown"),
            swing.map(|kind| match kind {
                Swing::Blunder => "blunder",
                Swing::Dubious => "dubious",
            })
        );
        // The whole column of the point takes the click: a target as wide
        // as the points' spacing, not an 8-unit dot, on a phone too.
        let step = (W - 2.0 * PAD) / (n.max(2) - 1) as f32;
        html! {
            <g {class} data-testid="chart-point" data-ply={i.to_string()} role="button"
                tabindex={if current { "0" } else { "-1" }} aria-label={label} aria-current={current.then_some("true")}
                {onclick} {onkeydown}>
                <rect class="hit" x={fixed((x - step / 2.0) as f64, 1)} y="0" width={fixed(step as f64, 1)} height={fixed(H as f64, 0)} />
                <circle cx={fixed(x as f64, 1)} cy={fixed(y as f64, 1)} r={if current { "6" } else { "4" }} />
            </g>
        }
    });
    let caption = w.tr(&m("analysis.chart-label").text("first", first.clone()));
    html! {
        <figure class="analysis-chart" data-testid="chart">
            <figcaption>{ w.t("analysis.chart") }</figcaption>
            <svg ref={node} viewBox={format!("0 0 {} {}", fixed(W as f64, 0), fixed(H as f64, 0))} role="group" aria-label={caption.clone()}>
                <line class="mid" x1={fixed(PAD as f64, 0)} x2={fixed((W - PAD) as f64, 0)} y1={fixed(mid as f64, 1)} y2={fixed(mid as f64, 1)} />
                <polyline class="curve" points={line.join(" ")} />
                { for points }
            </svg>
            <p class="note">{ caption }{ " " }{ w.t("analysis.threshold") }</p>
        </figure>
    }
}
