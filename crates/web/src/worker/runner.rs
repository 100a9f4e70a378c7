//! The worker itself: one job at a time, run in batches of a few
//! milliseconds with a yield to the event loop between batches.

use super::chores::Chore;
use super::scope::{HandlerId, Worker, WorkerScope};
use crate::ui::text::{m, AppWords, Words};
use crate::wire::{Input, Output, Wire};
use attic_ai::levels;
use attic_core::{Lang, SearchJob, Turn};
use attic_records::Session;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Target duration of one batch, in ms: short enough that a `Stop` is read
/// quickly, long enough that the yield costs little.
pub(super) const BATCH_MS: f64 = 6.0;
/// A playout longer than this is cut (no real game is this long).
pub(super) const MAX_PLAYOUT_PLIES: usize = 100_000;

pub(super) fn now() -> f64 {
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
    /// A benchmark or an analysis ([`super::chores`]), from the chunk of
    /// the worker's rarer jobs.
    Chore {
        who: HandlerId,
        chore: Box<dyn Chore>,
    },
}

/// Adapt a search batch so that one takes about [`BATCH_MS`].
pub(super) fn adapt(batch: &mut u32, took: f64) {
    if took < BATCH_MS / 2.0 {
        *batch = batch.saturating_mul(2).min(1 << 20);
    } else if took > BATCH_MS * 2.0 {
        *batch = (*batch / 2).max(1);
    }
}

/// Answer handler `who`.
pub(super) fn reply(scope: &WorkerScope<AiWorker>, who: HandlerId, out: Output) {
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
    /// Counts the requests that start a job: a rarer job whose code comes
    /// after a newer request is dropped, as a job that request replaced.
    epoch: u64,
    /// The rarer job waiting for its code: its epoch and request id.
    pending: Option<(u64, u64)>,
    /// The page's language, as its last [`Input::Words`] said: the words
    /// of the worker's answers. The worker is not a component: this is
    /// its own state, not the app's context.
    words: Words,
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
                        message: self
                            .words
                            .tr(&m("worker.unreadable-game").msg("reason", e.msg())),
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
                    message: self.words.t("worker.no-seat-to-move"),
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
                    message: self.words.t("worker.no-legal-move"),
                },
            };
            reply(scope, who, out);
        }
    }

    fn run_batch(&mut self, scope: &WorkerScope<Self>) {
        let t0 = now();
        let more = match &mut self.job {
            None => return,
            Some(Job::Chore { who, chore }) => {
                if !chore.batch(scope, *who, t0) {
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
    /// The rarer jobs' code has loaded: start this one (if no newer
    /// request came meanwhile: the epoch it was asked at).
    Chore(super::chores::Start, Input, HandlerId, u64),
}

impl From<Tick> for Note {
    fn from(_: Tick) -> Note {
        Note::Tick
    }
}

/// The game whose code `msg` needs, when that code is not loaded yet
/// (see `attic_games::prepare`): the game its record names, or its game.
fn needs_code(msg: &Input) -> Option<String> {
    msg.game().filter(|game| !attic_games::ai_ready(game))
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
            epoch: 0,
            pending: None,
            words: Words::default(),
        }
    }

    fn update(&mut self, scope: &WorkerScope<Self>, note: Note) {
        match note {
            Note::Tick => {
                self.scheduled = false;
                self.run_batch(scope);
            }
            Note::Loaded(Ok(()), msg, who) => self.handle(scope, msg, who),
            Note::Chore(start, msg, who, epoch) => {
                if self.pending.map(|p| p.0) != Some(epoch) {
                    return;
                }
                self.pending = None;
                if let Some(chore) = start(scope, who, msg, self.words) {
                    self.job = Some(Job::Chore { who, chore });
                    self.schedule(scope);
                }
            }
            Note::Loaded(Err(()), msg, who) => {
                let message = self.words.t("worker.ai-unloaded");
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
                let message = self
                    .words
                    .tr(&m("worker.unreadable-message").text("reason", why));
                return reply(scope, who, Output::Error { id: 0, message });
            }
        };
        // A job needs its game's code (rules, and its AI searches: a chunk
        // apart that only the worker loads): fetched first (once), then the
        // message is handled.
        if let Some(game) = needs_code(&msg) {
            let scope = scope.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let loaded = attic_games::prepare_ai(&game).await;
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
            } => {
                self.epoch += 1;
                self.pending = None;
                self.think(scope, who, &record, level, seed, id)
            }
            Input::Stop { id } if self.pending.is_some_and(|p| p.1 == id && id != 0) => {
                self.pending = None
            }
            Input::Stop { id } => match &self.job {
                Some(Job::Search { id: j, .. }) if *j == id => self.finish(scope),
                // An analysis no longer wanted is dropped unanswered.
                Some(Job::Chore { chore, .. }) if chore.id() == Some(id) => self.job = None,
                _ => {}
            },
            // The rarer jobs' code is a chunk of its own (issue 27: the
            // AI's first move needs only the code above).
            Input::Ping { data } => reply(scope, who, Output::Pong { data }),
            Input::Words { lang, text } => {
                if let Some(l) = Lang::from_code(&lang) {
                    if crate::ui::lang::install(l, text) {
                        self.words = Words { lang: l };
                    }
                }
            }
            rare => {
                self.epoch += 1;
                self.pending = Some((self.epoch, id_of(&rare)));
                super::chores::start_later(scope, rare, who, self.epoch)
            }
        }
    }
}
