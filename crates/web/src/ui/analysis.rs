//! Analysis on the game page (issue 19 §3): the switch, the hint with the
//! best moves ([`super::analysis_hint`]) and the advantage chart
//! ([`super::analysis_chart`]), all computed in an AI worker of their own
//! ([`attic_ai::analysis`]) so the page never waits.
//!
//! - **Off by default during play**, whoever the opponent is: a hint a
//!   click away changes a game, and players of chess sites expect to ask
//!   for analysis, not to be offered it. After the game the chart is
//!   offered to everyone, with or without the switch.
//! - **Turning it on during a game marks the record** (`Analysis "used"`,
//!   an extra tag that older readers keep and ignore), and the move list
//!   says so.
//! - **Hidden information:** the hint's search gets only the record as the
//!   seat to move may see it ([`attic_records::Session::record_for`]); the
//!   chart of a game with hidden values waits for the end of the game.

use super::ai::Ai;
use super::analysis_chart::Chart;
use super::analysis_hint::{hint_view, HintProps};
use super::state::{use_flow, use_game, GameAction};
use super::text::{m, use_words, AppWords, Words};
use crate::app_logic::seating::seating_of;
use crate::worker::{Input, Output};
use attic_ai::analysis::{swings, Swing};
use attic_core::decimal::fixed;
use attic_core::Turn;
use attic_records::Session;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// The record tag that says analysis was used during the game.
pub const TAG: &str = "Analysis";
/// Its value.
pub const USED: &str = "used";

/// Whether the game's record says analysis was used during it.
pub fn used(s: &Session) -> bool {
    s.tags().iter().any(|(k, v)| k == TAG && v == USED)
}

/// A hint found by the worker, for the game as it was (`tokens`).
#[derive(Clone, Debug, PartialEq)]
pub struct FoundHint {
    /// The moves of the game it is for.
    pub tokens: Vec<String>,
    /// The hint.
    pub best: String,
    /// Its value for the seat to move.
    pub chance: Option<f32>,
    /// The best three moves with their values for the seat to move.
    pub top: Vec<(String, Option<f32>)>,
}

/// A chart found by the worker, for the game as it was (`tokens`).
#[derive(Clone, Debug, PartialEq)]
pub struct FoundChart {
    /// The moves of the game it is for.
    pub tokens: Vec<String>,
    /// Each position's value for the first seat.
    pub values: Vec<Option<f32>>,
}

/// What the analysis has found (kept by the game page, for the board and
/// the move list; what is under way is the panel's own, so its progress
/// redraws only the panel).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Found {
    /// The last hint.
    pub hint: Option<FoundHint>,
    /// The last chart.
    pub chart: Option<FoundChart>,
}

/// What changes [`Found`].
pub enum Change {
    /// A hint was found.
    Hint(FoundHint),
    /// A chart was found.
    Chart(FoundChart),
    /// Forget the findings (another game).
    Clear,
}

impl Reducible for Found {
    type Action = Change;
    fn reduce(self: Rc<Self>, change: Change) -> Rc<Self> {
        let mut f = (*self).clone();
        match change {
            Change::Hint(h) => f.hint = Some(h),
            Change::Chart(c) => f.chart = Some(c),
            Change::Clear => f = Found::default(),
        }
        Rc::new(f)
    }
}

/// The request under way: its id and progress (searches done, of). The
/// moves of the game it is for are the worker callback's (`asked`).
#[derive(Clone, Debug, PartialEq)]
struct Work {
    id: u64,
    done: u32,
    total: u32,
}

/// The panel's own state: the request under way, why the last failed.
#[derive(Clone, Debug, Default, PartialEq)]
struct Busy {
    work: Option<Work>,
    error: Option<String>,
    last_id: u64,
}

/// What changes [`Busy`].
enum Step {
    Asked(u64),
    Answer(Output),
}

impl Reducible for Busy {
    type Action = Step;
    fn reduce(self: Rc<Self>, step: Step) -> Rc<Self> {
        let mut b = (*self).clone();
        match step {
            Step::Asked(id) => {
                b.work = Some(Work {
                    id,
                    done: 0,
                    total: 0,
                });
                b.last_id = id;
                b.error = None;
            }
            Step::Answer(out) => {
                let id = match &out {
                    Output::Progress { id, .. }
                    | Output::Hint { id, .. }
                    | Output::Chart { id, .. }
                    | Output::Error { id, .. } => *id,
                    _ => return self,
                };
                if b.work.as_ref().is_none_or(|w| w.id != id) {
                    return self;
                }
                match out {
                    Output::Progress { done, total, .. } => {
                        if let Some(w) = b.work.as_mut() {
                            (w.done, w.total) = (done, total);
                        }
                    }
                    Output::Error { message, .. } => {
                        b.work = None;
                        b.error = Some(message);
                    }
                    _ => b.work = None,
                }
            }
        }
        Rc::new(b)
    }
}

/// The swing marks of the game's moves, when its chart is known.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Swings(pub Rc<Vec<Option<Swing>>>);

/// The swing marks of `s`'s moves from a chart of exactly this game.
pub fn swing_marks(s: &Session, found: &Found) -> Swings {
    match found.chart.as_ref().filter(|c| c.tokens == s.tokens()) {
        Some(c) => swings_of(s, &c.values),
        None => Swings::default(),
    }
}

/// The swing marks of `s`'s moves from its positions' `values`.
pub fn swings_of(s: &Session, values: &[Option<f32>]) -> Swings {
    let first = s.at(0).team(0);
    let sides: Vec<Option<bool>> = (0..s.len())
        .map(|i| match s.at(i).turn() {
            Turn::Seat(p) => Some(s.at(i).team(p) == first),
            _ => None,
        })
        .collect();
    Swings(Rc::new(swings(values, &sides)))
}

/// The moves to point at on the board: the hint and the best moves, while
/// the board shows the position they are for.
pub fn pointers(s: &Session, cursor: usize, found: &Found, on: bool) -> super::kit::Pointed {
    let hint = found.hint.as_ref().filter(|h| h.tokens == s.tokens());
    let (Some(h), true, true) = (hint, on, cursor == s.len()) else {
        return super::kit::Pointed::default();
    };
    let mut v: Vec<super::kit::Pointer> = h
        .top
        .iter()
        .filter(|(tok, _)| *tok != h.best)
        .map(|(tok, val)| super::kit::Pointer {
            token: tok.clone(),
            label: percent(*val),
            hint: false,
        })
        .collect();
    v.push(super::kit::Pointer {
        token: h.best.clone(),
        label: percent(h.chance),
        hint: true,
    });
    super::kit::Pointed(Rc::new(v))
}

/// A value as a win chance in whole percent ("64%"), or "?" when unknown.
pub fn percent(v: Option<f32>) -> String {
    match v {
        Some(v) => format!("{}%", fixed((v * 100.0).clamp(0.0, 100.0) as f64, 0)),
        None => "?".to_string(),
    }
}

/// Props of [`AnalysisPanel`] and [`AnalysisBody`].
#[derive(Properties, PartialEq, Clone)]
pub struct AnalysisProps {
    /// What the analysis found (the page keeps it, for the board and the
    /// move list).
    pub found: UseReducerHandle<Found>,
    /// Whether the switch is on.
    pub on: bool,
    /// The switch was turned.
    pub on_change: Callback<bool>,
}

/// The analysis's own AI worker (worded in the reader's words `w`): its
/// answers go to `found` (when they answer the request under way,
/// `asked`) and `busy`.
fn worker(
    w: Words,
    found: &UseReducerHandle<Found>,
    busy: &UseReducerHandle<Busy>,
    asked: &Rc<RefCell<(u64, Vec<String>)>>,
    notify: Option<super::notice::Notify>,
) -> Ai {
    let (f, b, asked) = (found.clone(), busy.clone(), asked.clone());
    Ai::new(
        Callback::from(move |out: Output| {
            let (asked_id, tokens) = asked.borrow().clone();
            match &out {
                // A late answer to a request dropped is not kept.
                Output::Hint { id, .. } | Output::Chart { id, .. } if *id != asked_id => {}
                Output::Hint {
                    best, chance, top, ..
                } => f.dispatch(Change::Hint(FoundHint {
                    tokens,
                    best: best.clone(),
                    chance: *chance,
                    top: top.clone(),
                })),
                Output::Chart { values, .. } => f.dispatch(Change::Chart(FoundChart {
                    tokens,
                    values: values.clone(),
                })),
                _ => {}
            }
            b.dispatch(Step::Answer(out));
        }),
        notify,
        w.lang,
    )
}

/// The progress of the analysis under way, in the reader's words `w`.
fn progress(w: Words, work: &Work) -> Html {
    let (done, total) = (work.done, work.total);
    let label = w.tr(&m("analysis.progress")
        .num("done", done as i64)
        .num("total", total as i64));
    html! {
        <div class="analysis-progress" data-testid="analysis-progress">
            <progress max={total.max(1).to_string()} value={done.to_string()} aria-label={label.clone()}></progress>
            <span aria-hidden="true">{ label }</span>
        </div>
    }
}

/// The analysis panel: the switch, and once it is on (or the game is
/// over) the hint, the chart and its progress ([`AnalysisBody`], whose code
/// is loaded then: [`super::parts::analysis_body`], issue 27).
#[function_component]
pub fn AnalysisPanel(p: &AnalysisProps) -> Html {
    let w = use_words();
    let state = use_game();
    let Some(over) = state
        .as_ref()
        .and_then(|st| st.session.as_ref())
        .map(|s| s.current().outcome().is_some())
    else {
        return html! {};
    };
    let switch = {
        let (on_change, d) = (p.on_change.clone(), state.map(|s| s.dispatcher()));
        Callback::from(move |e: Event| {
            let on = e
                .target_dyn_into::<web_sys::HtmlInputElement>()
                .is_some_and(|i| i.checked());
            if let (true, false, Some(d)) = (on, over, &d) {
                d.dispatch(GameAction::TagOnce(TAG, USED));
            }
            on_change.emit(on);
        })
    };
    html! {
        <section class="analysis" data-testid="analysis" aria-label={w.t("analysis.title")}>
            if !over {
                <label class="setting" data-testid="analysis-switch">
                    <input type="checkbox" checked={p.on} onchange={switch} />{ " " }{ w.t("analysis.switch") }
                </label>
            }
            if p.on || over { { super::parts::analysis_body(p.clone()) } }
        </section>
    }
}

/// What the panel shows once analysis is on: the hint, the chart and its
/// progress, asked of an AI worker of the panel's own.
#[function_component]
pub fn AnalysisBody(p: &AnalysisProps) -> Html {
    let w = use_words();
    let state = use_game();
    let flow = use_flow();
    let notify = use_context::<super::notice::Notify>();
    // A worker of its own, spawned on the first request, so the game's AI
    // and the analysis never wait for each other.
    let ai = use_mut_ref(|| None::<Ai>);
    let busy = use_reducer(Busy::default);
    // The moves of the game the request under way is for (its answer is
    // kept with them).
    let asked = use_mut_ref(|| (0u64, Vec::<String>::new()));
    let Some(state) = state else {
        return html! {};
    };
    let Some(s) = state.session.clone() else {
        return html! {};
    };
    let over = s.current().outcome().is_some();
    let found = p.found.clone();
    let ask = {
        let (ai, s, asked, busy) = (ai.clone(), s.clone(), asked.clone(), busy.clone());
        let notify = notify.clone();
        let found = found.clone();
        move |hint: bool| {
            let handle = ai
                .borrow_mut()
                .get_or_insert_with(|| worker(w, &found, &busy, &asked, notify.clone()))
                .clone();
            let id = busy.last_id + 1;
            let msg = match (hint, s.current().turn()) {
                (false, _) => Input::Analyse {
                    record: s.to_record(),
                    id,
                },
                (true, Turn::Seat(seat)) => Input::Hint {
                    record: s.record_for(seat),
                    id,
                },
                // No seat to move, no hint (its button is not shown then).
                (true, _) => return,
            };
            // A request under way is dropped for the new one.
            if let Some(work) = &busy.work {
                handle.send(Input::Stop { id: work.id });
            }
            *asked.borrow_mut() = (id, s.tokens().to_vec());
            busy.dispatch(Step::Asked(id));
            handle.send(msg);
        }
    };
    let cur = s.current();
    let at_end = state.cursor == s.len();
    // A hint for a person to move at the end of the game, never an AI seat.
    // Not while the device waits to be passed: the hint comes from the
    // seat's view, for its player's eyes only.
    let passing = seating_of(&s, &state.seats, flow.confirmed)
        .pass_to
        .is_some();
    let hint_for = match cur.turn() {
        Turn::Seat(seat)
            if !over && at_end && !passing && state.is_human(seat) && !cur.automatic() =>
        {
            Some(seat)
        }
        _ => None,
    };
    // During play the chart would tell of hidden values.
    let chart_ok = over || !cur.has_hidden();
    let running = busy.work.is_some();
    let progress = busy.work.as_ref().map(|work| progress(w, work));
    let hint_click = {
        let ask = ask.clone();
        Callback::from(move |_: MouseEvent| ask(true))
    };
    let chart_click = Callback::from(move |_: MouseEvent| ask(false));
    let chart = found
        .chart
        .as_ref()
        .filter(|c| c.tokens == s.tokens())
        .cloned();
    let hint = found
        .hint
        .as_ref()
        .filter(|h| h.tokens == s.tokens() && p.on && at_end)
        .cloned();
    html! {
        <>
            <div class="row analysis-buttons">
                if let (Some(_), false) = (hint_for, over) {
                    <button class="small" data-testid="hint" disabled={running} onclick={hint_click}>{ w.t("analysis.hint") }</button>
                }
                if chart_ok {
                    <button class="small" data-testid="chart-show" disabled={running} onclick={chart_click}>{ w.t("analysis.chart-show") }</button>
                } else {
                    <span class="note">{ w.t("analysis.chart-later") }</span>
                }
            </div>
            { for progress }
            if let Some(e) = busy.error.clone() { <p class="note" role="status">{ e }</p> }
            if let (Some(h), Some(seat)) = (hint, hint_for) { { hint_view(&HintProps { hint: h, session: s.clone(), seat }, w) } }
            if let Some(c) = chart {
                <Chart values={c.values.clone()} session={s.clone()} cursor={state.cursor} />
                <super::analysis_turns::TurningPoints values={c.values} session={s.clone()} />
            }
        </>
    }
}
