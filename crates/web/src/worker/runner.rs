//! The worker itself: one job at a time, run in batches of a few
//! milliseconds with a yield to the event loop between batches.

use super::scope::{HandlerId, Worker, WorkerScope};
use crate::ui::text::{m, t, tr};
use crate::wire::{Input, Output, Wire};
use attic_ai::analysis::{self, Chart, Hint};
use attic_ai::levels;
use attic_core::{AnyGame, Lang, Rng, SearchJob, Turn};
use attic_records::Session;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Target duration of one batch, in ms: short enough that a `Stop` is read
/// quickly, long enough that the yield costs little.
const BATCH_MS: f64 = 6.0;
/// A playout longer than this is cut (no real game is this long).
const MAX_PLAYOUT_PLIES: usize = 100_000;
/// Time for each position of the advantage chart, in ms.
const CHART_MS: f64 = 250.0;
/// Time for valuing each move of the best moves, in ms.
const RANK_MS: f64 = 80.0;

fn now() -> f64 {
    js_sys::Date::now()
}

enum Job {
    Search {
        id: u64,
        who: HandlerId,
        search: Box<dyn SearchJob>,
        deadline: f64,
        batch: u32,
    },
    /// Random playouts until `deadline`; then (phase two, `search` set) an
    /// AI level-5 search from the same start for as long again.
    Bench {
        who: HandlerId,
        entry: &'static attic_core::GameEntry,
        start: Box<dyn AnyGame>,
        rng: Rng,
        playouts: u64,
        began: f64,
        deadline: f64,
        search: Option<Box<dyn SearchJob>>,
        search_began: f64,
        batch: u32,
    },
    /// An analysis: one search after the other, each cut at its time.
    Study {
        id: u64,
        who: HandlerId,
        study: Study,
        deadline: f64,
        batch: u32,
    },
}

/// An analysis job ([`Input::Analyse`] or [`Input::Hint`]).
enum Study {
    Chart(Chart),
    Hint(Hint),
}

impl Study {
    fn step(&mut self, nodes: u32) -> bool {
        match self {
            Study::Chart(c) => c.step(nodes),
            Study::Hint(h) => h.step(nodes),
        }
    }
    fn cut(&mut self) {
        match self {
            Study::Chart(c) => c.cut(),
            Study::Hint(h) => h.cut(),
        }
    }
    fn done(&self) -> usize {
        match self {
            Study::Chart(c) => c.done(),
            Study::Hint(h) => h.done(),
        }
    }
    fn total(&self) -> usize {
        match self {
            Study::Chart(c) => c.total(),
            Study::Hint(h) => h.total(),
        }
    }
    /// The time the search now under way may take, in ms.
    fn budget(&self) -> f64 {
        match self {
            Study::Chart(_) => CHART_MS,
            Study::Hint(h) if h.done() == 0 => levels::spec(analysis::HINT_LEVEL).max_ms as f64,
            Study::Hint(_) => RANK_MS,
        }
    }
    fn answer(&self, id: u64) -> Output {
        match self {
            Study::Chart(c) => Output::Chart {
                id,
                values: c.values().to_vec(),
            },
            Study::Hint(h) => match h.best() {
                Some(best) => Output::Hint {
                    id,
                    best,
                    chance: h.value(),
                    top: h.top(3),
                },
                None => Output::Error {
                    id,
                    message: t("worker.no-legal-move"),
                },
            },
        }
    }
}

/// Adapt a search batch so that one takes about [`BATCH_MS`].
fn adapt(batch: &mut u32, took: f64) {
    if took < BATCH_MS / 2.0 {
        *batch = batch.saturating_mul(2).min(1 << 20);
    } else if took > BATCH_MS * 2.0 {
        *batch = (*batch / 2).max(1);
    }
}

/// Answer handler `who`.
fn reply(scope: &WorkerScope<AiWorker>, who: HandlerId, out: Output) {
    scope.respond(who, out);
}

/// Internal message: run the next batch.
pub struct Tick;

/// The AI worker (see the module docs of [`crate::worker`]).
pub struct AiWorker {
    job: Option<Job>,
    /// A MessageChannel whose message schedules the next batch: unlike
    /// `setTimeout(0)` it is not clamped to 4 ms when nested.
    channel: Option<web_sys::MessageChannel>,
    _on_tick: Option<Closure<dyn FnMut(web_sys::MessageEvent)>>,
    /// Whether a tick is already on its way (a replaced job must not start
    /// a second chain of ticks).
    scheduled: bool,
}

impl AiWorker {
    fn schedule(&mut self, scope: &WorkerScope<Self>) {
        if self.scheduled {
            return;
        }
        self.scheduled = true;
        match &self.channel {
            Some(ch) if ch.port2().post_message(&JsValue::NULL).is_ok() => {}
            _ => {
                let scope = scope.clone();
                gloo_timers::callback::Timeout::new(0, move || scope.send_message(Tick)).forget();
            }
        }
    }

    fn think(
        &mut self,
        scope: &WorkerScope<Self>,
        who: HandlerId,
        record: &str,
        level: u8,
        seed: u64,
        id: u64,
    ) {
        let session = match Session::from_record(&attic_games::REGISTRY, record) {
            Ok(s) => s,
            Err(e) => {
                reply(
                    scope,
                    who,
                    Output::Error {
                        id,
                        message: tr(&m("worker.unreadable-game").msg("reason", e.msg())),
                    },
                );
                return;
            }
        };
        if !matches!(session.current().turn(), Turn::Seat(_)) {
            reply(
                scope,
                who,
                Output::Error {
                    id,
                    message: t("worker.no-seat-to-move"),
                },
            );
            return;
        }
        let search = (session.entry().search)(session.current(), level, seed);
        let deadline = now() + levels::spec(level).max_ms as f64;
        self.job = Some(Job::Search {
            id,
            who,
            search,
            deadline,
            batch: 16,
        });
        self.schedule(scope);
    }

    /// Start an analysis of `record` (see [`Input::Analyse`], [`Input::Hint`]).
    fn study(
        &mut self,
        scope: &WorkerScope<Self>,
        who: HandlerId,
        record: &str,
        id: u64,
        hint: bool,
    ) {
        let session = match Session::from_record(&attic_games::REGISTRY, record) {
            Ok(s) => s,
            Err(e) => {
                let message = tr(&m("worker.unreadable-game").msg("reason", e.msg()));
                return reply(scope, who, Output::Error { id, message });
            }
        };
        let search = session.entry().search;
        let seed = id.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let study = if hint {
            // The record is already the seat's view (`record_for`).
            match Hint::new(session.current().clone_box(), search, seed) {
                Some(h) => Study::Hint(h),
                None => {
                    let message = t("worker.no-seat-to-move");
                    return reply(scope, who, Output::Error { id, message });
                }
            }
        } else {
            let positions = (0..=session.len())
                .map(|i| session.at(i).clone_box())
                .collect();
            Study::Chart(Chart::new(positions, search, seed))
        };
        let deadline = now() + study.budget();
        self.job = Some(Job::Study {
            id,
            who,
            study,
            deadline,
            batch: 16,
        });
        self.schedule(scope);
    }

    fn bench(&mut self, scope: &WorkerScope<Self>, who: HandlerId, game: &str, millis: u32) {
        match Session::new(&attic_games::REGISTRY, game, "", &mut Rng::new(1)) {
            Ok(s) => {
                let began = now();
                self.job = Some(Job::Bench {
                    who,
                    entry: s.entry(),
                    start: s.current().clone_box(),
                    rng: Rng::new(began as u64),
                    playouts: 0,
                    began,
                    deadline: began + millis as f64,
                    search: None,
                    search_began: 0.0,
                    batch: 16,
                });
                self.schedule(scope);
            }
            Err(e) => reply(
                scope,
                who,
                Output::Error {
                    id: 0,
                    message: tr(&m("worker.bench-failed").msg("reason", e.msg())),
                },
            ),
        }
    }

    /// Answer the running search with its best move so far and drop it.
    fn finish(&mut self, scope: &WorkerScope<Self>) {
        if let Some(Job::Search {
            id, who, search, ..
        }) = self.job.take()
        {
            let out = match search.best() {
                Some(token) => Output::Best {
                    id,
                    token,
                    summary: search.summary(),
                    nodes: search.nodes(),
                    outlook: search.outlook(),
                },
                None => Output::Error {
                    id,
                    message: t("worker.no-legal-move"),
                },
            };
            reply(scope, who, out);
        }
    }

    fn run_batch(&mut self, scope: &WorkerScope<Self>) {
        let t0 = now();
        let more = match &mut self.job {
            None => return,
            Some(Job::Study {
                id,
                who,
                study,
                deadline,
                batch,
            }) => {
                let before = study.done();
                let mut finished = study.step(*batch);
                let t1 = now();
                adapt(batch, t1 - t0);
                if !finished && study.done() == before && t1 >= *deadline {
                    study.cut();
                    finished = study.done() >= study.total();
                }
                if study.done() != before {
                    *deadline = t1 + study.budget();
                    reply(
                        scope,
                        *who,
                        Output::Progress {
                            id: *id,
                            done: study.done() as u32,
                            total: study.total() as u32,
                        },
                    );
                }
                if finished {
                    let out = study.answer(*id);
                    reply(scope, *who, out);
                    self.job = None;
                    return;
                }
                true
            }
            Some(Job::Search {
                search,
                deadline,
                batch,
                ..
            }) => {
                let done = search.step(*batch);
                let t1 = now();
                adapt(batch, t1 - t0);
                !done && t1 < *deadline
            }
            Some(Job::Bench {
                who,
                entry,
                start,
                rng,
                playouts,
                began,
                deadline,
                search,
                search_began,
                batch,
            }) => match search {
                None => {
                    let mut t = t0;
                    while t - t0 < BATCH_MS && t < *deadline {
                        let mut g = start.clone_box();
                        g.random_playout(rng, MAX_PLAYOUT_PLIES);
                        *playouts += 1;
                        t = now();
                    }
                    if t >= *deadline {
                        // Phase two, as long again: the strongest level's
                        // search speed (nodes/s) on this device.
                        let span = *deadline - *began;
                        *search = Some((entry.search)(start.as_ref(), 5, 1));
                        *search_began = t;
                        *deadline = t + span;
                    }
                    true
                }
                Some(job) => {
                    let done = job.step(*batch);
                    let t1 = now();
                    adapt(batch, t1 - t0);
                    if done || t1 >= *deadline {
                        reply(
                            scope,
                            *who,
                            Output::BenchResult {
                                playouts: *playouts,
                                millis: (*search_began - *began) as u32,
                                search_nodes: job.nodes(),
                                search_millis: (t1 - *search_began) as u32,
                            },
                        );
                        self.job = None;
                        return;
                    }
                    true
                }
            },
        };
        if more {
            self.schedule(scope);
        } else {
            self.finish(scope);
        }
    }
}

/// What the worker sends itself: a tick of the running job, or (issue 27)
/// a message held back while its game's AI chunk loaded.
pub enum Note {
    /// Run the next batch.
    Tick,
    /// The game's code is loaded (`Ok`) or could not be (`Err`): handle the
    /// message now, or answer it with an error.
    Loaded(Result<(), ()>, Input, HandlerId),
}

impl From<Tick> for Note {
    fn from(_: Tick) -> Note {
        Note::Tick
    }
}

/// The game whose code `msg` needs, when that code is not loaded yet
/// (see `attic_games::prepare`): the game its record names, or its game.
fn needs_code(msg: &Input) -> Option<String> {
    let game = match msg {
        Input::Think { record, .. }
        | Input::Analyse { record, .. }
        | Input::Hint { record, .. } => attic_games::record_game(record)?.to_string(),
        Input::Bench { game, .. } | Input::Solve { game, .. } | Input::Review { game, .. } => {
            game.clone()
        }
        _ => return None,
    };
    (!attic_games::ready(&game)).then_some(game)
}

/// The id an answer to `msg` carries.
fn id_of(msg: &Input) -> u64 {
    match msg {
        Input::Think { id, .. } | Input::Analyse { id, .. } | Input::Hint { id, .. } => *id,
        _ => 0,
    }
}

impl Worker for AiWorker {
    type Message = Note;

    fn create(scope: &WorkerScope<Self>) -> Self {
        let channel = web_sys::MessageChannel::new().ok();
        let on_tick = channel.as_ref().map(|ch| {
            let scope = scope.clone();
            let f =
                Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |_| scope.send_message(Tick));
            ch.port1().set_onmessage(Some(f.as_ref().unchecked_ref()));
            f
        });
        AiWorker {
            job: None,
            channel,
            _on_tick: on_tick,
            scheduled: false,
        }
    }

    fn update(&mut self, scope: &WorkerScope<Self>, note: Note) {
        match note {
            Note::Tick => {
                self.scheduled = false;
                self.run_batch(scope);
            }
            Note::Loaded(Ok(()), msg, who) => self.handle(scope, msg, who),
            Note::Loaded(Err(()), msg, who) => {
                let message = t("worker.ai-unloaded");
                reply(
                    scope,
                    who,
                    Output::Error {
                        id: id_of(&msg),
                        message,
                    },
                );
            }
        }
    }

    fn received(&mut self, scope: &WorkerScope<Self>, msg: Wire<Input>, who: HandlerId) {
        let msg = match msg.0 {
            Ok(msg) => msg,
            Err(why) => {
                let message = tr(&m("worker.unreadable-message").text("reason", why));
                return reply(scope, who, Output::Error { id: 0, message });
            }
        };
        // A job needs its game's code (rules and AI, one chunk): fetched
        // first (once), then the message is handled.
        if let Some(game) = needs_code(&msg) {
            let scope = scope.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let loaded = attic_games::prepare(&game).await;
                scope.send_message(Note::Loaded(loaded, msg, who));
            });
            return;
        }
        self.handle(scope, msg, who);
    }
}

impl AiWorker {
    fn handle(&mut self, scope: &WorkerScope<Self>, msg: Input, who: HandlerId) {
        match msg {
            Input::Think {
                record,
                level,
                seed,
                id,
            } => self.think(scope, who, &record, level, seed, id),
            Input::Stop { id } => match &self.job {
                Some(Job::Search { id: j, .. }) if *j == id => self.finish(scope),
                // An analysis no longer wanted is dropped unanswered.
                Some(Job::Study { id: j, .. }) if *j == id => self.job = None,
                _ => {}
            },
            Input::Analyse { record, id } => self.study(scope, who, &record, id, false),
            Input::Hint { record, id } => self.study(scope, who, &record, id, true),
            Input::Bench { game, millis } => self.bench(scope, who, &game, millis),
            Input::Solve { game, args } => {
                let t0 = now();
                let out = match attic_games::find(&game)
                    .map(|e| (e.solve)(&args, &mut std::io::empty()))
                {
                    Some(Some(Ok(text))) => Output::Solved {
                        text,
                        millis: (now() - t0) as u32,
                    },
                    Some(Some(Err(e))) => Output::Error { id: 0, message: e },
                    _ => Output::Error {
                        id: 0,
                        message: tr(&m("worker.no-solver").text("game", game)),
                    },
                };
                reply(scope, who, out);
            }
            Input::Review { game, record, lang } => {
                let lang = Lang::from_code(&lang).unwrap_or_default();
                let out = match attic_games::find(&game).and_then(|e| (e.review)(&record, lang)) {
                    Some(review) => match review() {
                        Ok(text) => Output::Reviewed {
                            lines: text.lines().map(String::from).collect(),
                        },
                        Err(message) => Output::Error { id: 0, message },
                    },
                    None => Output::Error {
                        id: 0,
                        message: tr(&m("worker.no-review").text("game", game)),
                    },
                };
                reply(scope, who, out);
            }
            Input::Ping { data } => reply(scope, who, Output::Pong { data }),
            Input::Words { lang, text } => {
                if let Some(l) = Lang::from_code(&lang) {
                    if crate::ui::lang::install(l, text) {
                        crate::ui::text::set_lang(l);
                    }
                }
            }
        }
    }
}
