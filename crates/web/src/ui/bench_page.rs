//! The benchmark page: random playouts of a game in the AI worker for
//! about three seconds, reported as playouts per second; or, with
//! `solve`, one run of the game's exact solver in the worker, timed; or,
//! at `#/bench/ping`, the round trip of a message to the worker and back.

use super::ai::{spawn_bridge, Ai, Bridge};
use super::app::BenchText;
use super::text::{m, use_words, AppWords};
use crate::worker::{Input, Output};
use attic_core::decimal::fixed;
use attic_core::{Lang, Msg};
use attic_games as games;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// How long the benchmark runs.
const BENCH_MS: u32 = 3000;

/// Props of [`BenchPage`].
#[derive(Properties, PartialEq)]
pub struct BenchPageProps {
    /// Game id.
    pub id: String,
    /// The solver's arguments: run the solver instead of the playouts.
    #[prop_or_default]
    pub solve: Option<Vec<String>>,
}

/// The benchmark of one game (or of the worker's messages, for `ping`).
#[function_component]
pub fn BenchPage(p: &BenchPageProps) -> Html {
    let w = use_words();
    let ai = use_context::<Ai>();
    let text = use_context::<UseStateHandle<BenchText>>();
    let pings = p.id == PING && p.solve.is_none();
    {
        let (ai, text) = (ai.clone(), text.clone());
        use_effect_with((p.id.clone(), p.solve.clone()), move |(id, solve)| {
            let mut pinger = None;
            if pings {
                pinger = text.map(|text| start_pings(text, w.lang));
            } else if let (Some(ai), Some(text), Some(e)) = (ai, text, games::find(id)) {
                text.set(BenchText(None));
                let game = (e.info)().id.to_string();
                ai.send(match solve {
                    Some(args) => Input::Solve {
                        game,
                        args: args.clone(),
                    },
                    None => Input::Bench {
                        game,
                        millis: BENCH_MS,
                    },
                });
            }
            // Leaving the page drops the pings' worker.
            move || drop(pinger)
        });
    }
    let (title, what) = if pings {
        (
            w.t("bench.ping-title"),
            w.tr(&m("bench.ping-what")
                .num("bytes", LARGE_BYTES as i64)
                .num("samples", SAMPLES as i64)
                .num("group", GROUP as i64)),
        )
    } else {
        let Some(entry) = games::find(&p.id) else {
            return html! { <main class="page"><h1>{ w.t("unknown-game.title") }</h1><p>{ w.tr(&m("unknown-game.text").text("game", p.id.clone())) }</p></main> };
        };
        let what = match &p.solve {
            Some(args) => w.tr(&m("bench.solve-what")
                .text("game", p.id.clone())
                .text("args", args.join(" "))),
            None => w.tr(&m("bench.what").num("seconds", (BENCH_MS / 1000) as i64)),
        };
        ((entry.info)().title.to_string(), what)
    };
    let result = text.and_then(|t| t.0.clone());
    html! {
        <main class="page bench">
            <h1>{ w.tr(&m("bench.title").text("what", title)) }</h1>
            <p>{ what }</p>
            {
                match result {
                    Some(r) => html! { <p class="bench-result" data-testid="bench-result">{ w.tr(&r) }</p> },
                    None => html! { <p class="note"><span class="spinner" aria-hidden="true"></span>{" "}{ w.t("bench.running") }</p> },
                }
            }
        </main>
    }
}

/// The page id of the message benchmark (no game has it).
const PING: &str = "ping";
/// Samples timed per message size. A sample is the mean of [`GROUP`]
/// round trips in a row: one round trip is shorter than the browser's
/// timer resolution (0.1 ms without cross-origin isolation).
const SAMPLES: usize = 50;
/// Round trips per sample.
const GROUP: usize = 50;
/// Untimed round trips before each size (the first waits for the worker
/// to load).
const WARM_UP: usize = 5;
/// The large message: about a long game record.
const LARGE_BYTES: usize = 100_000;

fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

fn median(v: &mut [f64]) -> f64 {
    // An insertion sort: 50 numbers, and much less code than `sort_by`.
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && v[j - 1] > v[j] {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
    match v.len() {
        0 => 0.0,
        n if n % 2 == 1 => v[n / 2],
        n => (v[n / 2 - 1] + v[n / 2]) / 2.0,
    }
}

/// The message benchmark's state: a worker of its own (not the app's, so
/// nothing else is in flight), and one ping at a time.
struct Pinger {
    bridge: Option<Bridge>,
    /// The round trips to make, in order: (data, timed).
    plan: Vec<(Rc<str>, bool)>,
    /// Index in `plan` of the ping in flight.
    at: usize,
    /// When the current sample's first ping was sent, and how many of its
    /// round trips are done.
    began: f64,
    in_group: usize,
    small: Vec<f64>,
    large: Vec<f64>,
}

impl Pinger {
    fn new() -> Pinger {
        let large: Rc<str> = "a1-b2 ".repeat(LARGE_BYTES / 6 + 1)[..LARGE_BYTES].into();
        let small: Rc<str> = "".into();
        let mut plan = Vec::new();
        for data in [small, large] {
            plan.extend((0..WARM_UP).map(|_| (data.clone(), false)));
            plan.extend((0..SAMPLES * GROUP).map(|_| (data.clone(), true)));
        }
        Pinger {
            bridge: None,
            plan,
            at: 0,
            began: 0.0,
            in_group: 0,
            small: Vec::new(),
            large: Vec::new(),
        }
    }

    fn send(&mut self) {
        if let (Some(b), Some((data, timed))) = (&self.bridge, self.plan.get(self.at)) {
            if *timed && self.in_group == 0 {
                self.began = now();
            }
            b.send(Input::Ping {
                data: data.to_string(),
            });
        }
    }

    /// Take an answer; the report once the last ping is back.
    fn answer(&mut self, out: Output) -> Option<Msg> {
        let (data, timed) = self.plan.get(self.at)?.clone();
        match out {
            Output::Pong { data: back } if *back == *data => {}
            _ => return Some(m("bench.no-echo")),
        }
        if timed {
            self.in_group += 1;
            if self.in_group == GROUP {
                self.in_group = 0;
                let sample = (now() - self.began) / GROUP as f64;
                match data.len() {
                    0 => self.small.push(sample),
                    _ => self.large.push(sample),
                }
            }
        }
        self.at += 1;
        if self.at < self.plan.len() {
            self.send();
            return None;
        }
        self.bridge = None;
        let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len().max(1) as f64;
        let (small_mean, large_mean) = (mean(&self.small), mean(&self.large));
        Some(
            m("bench.ping-result")
                .num("samples", SAMPLES as i64)
                .text("small", fixed(median(&mut self.small), 3))
                .num("bytes", LARGE_BYTES as i64)
                .text("large", fixed(median(&mut self.large), 3))
                .text("small_mean", fixed(small_mean, 3))
                .text("large_mean", fixed(large_mean, 3)),
        )
    }
}

/// Start timing [`Input::Ping`] round trips in a worker of its own (told
/// the page's language `lang`, as every worker is); the report goes to
/// `text`. Dropping the result ends them.
fn start_pings(text: UseStateHandle<BenchText>, lang: Lang) -> Rc<RefCell<Pinger>> {
    text.set(BenchText(None));
    let run = Rc::new(RefCell::new(Pinger::new()));
    let weak = Rc::downgrade(&run);
    let bridge = spawn_bridge(
        move |out| {
            let Some(run) = weak.upgrade() else { return };
            let report = run.borrow_mut().answer(out);
            if let Some(r) = report {
                text.set(BenchText(Some(r)));
            }
        },
        lang,
    );
    run.borrow_mut().bridge = bridge;
    run.borrow_mut().send();
    run
}
