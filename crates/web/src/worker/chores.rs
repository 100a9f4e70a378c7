//! The worker's rarer jobs: the benchmark, the analysis (chart and hint),
//! the solver and the after-game review. With the feature "split" (the web
//! build, issue 27) their code is a chunk of its own, fetched the first time
//! one is asked for: a page whose AI moves first then loads only what the
//! AI's move needs (the runner, in the chunk `worker`).

use super::runner::{adapt, now, reply, AiWorker, Note, BATCH_MS, MAX_PLAYOUT_PLIES};
use super::scope::{HandlerId, WorkerScope};
use crate::ui::text::{m, AppWords, Words};
use crate::wire::{Input, Output};
use attic_ai::analysis::{self, Chart, Hint};
use attic_ai::levels;
use attic_core::{AnyGame, GameEntry, Lang, Rng, SearchJob};
use attic_records::Session;

/// Time for each position of the advantage chart, in ms.
const CHART_MS: f64 = 250.0;
/// Time for valuing each move of the best moves, in ms.
const RANK_MS: f64 = 80.0;

/// A job run in batches between the worker's yields.
pub trait Chore {
    /// The request id a `Stop` names to drop it (`None`: it cannot be stopped).
    fn id(&self) -> Option<u64>;
    /// Run one batch from time `t0`; `false` once the job has answered.
    fn batch(&mut self, scope: &WorkerScope<AiWorker>, who: HandlerId, t0: f64) -> bool;
}

/// Start a rarer job: answer it now, or return the job to run in batches;
/// its errors worded in the worker's words (the page's language).
pub type Start = fn(&WorkerScope<AiWorker>, HandlerId, Input, Words) -> Option<Box<dyn Chore>>;

/// Start `msg` (asked at `epoch`) once the rarer jobs' code is there (at
/// once without the feature "split"), through the worker's own messages.
pub fn start_later(scope: &WorkerScope<AiWorker>, msg: Input, who: HandlerId, epoch: u64) {
    #[cfg(feature = "split")]
    {
        let scope = scope.clone();
        // The solver and the review are the game's tools, a chunk apart.
        let tools = match &msg {
            Input::Solve { game, .. } | Input::Review { game, .. } => Some(game.clone()),
            _ => None,
        };
        wasm_bindgen_futures::spawn_local(async move {
            let tools = async {
                match tools {
                    Some(game) => attic_games::prepare_tools(&game).await,
                    None => Ok(()),
                }
            };
            match futures::future::join(split::chores(), tools).await {
                (Ok(start), Ok(())) => scope.send_message(Note::Chore(start, msg, who, epoch)),
                _ => scope.send_message(Note::Loaded(Err(()), msg, who)),
            }
        });
    }
    #[cfg(not(feature = "split"))]
    scope.send_message(Note::Chore(start, msg, who, epoch));
}

#[cfg(feature = "split")]
mod split {
    use wasm_split_helpers::{wasm_split, SplitLoaderError};

    /// The split point of the worker's rarer jobs.
    #[wasm_split(worker_chores, fallible)]
    pub fn chores() -> Result<super::Start, SplitLoaderError> {
        Ok(super::start)
    }
}

fn start(
    scope: &WorkerScope<AiWorker>,
    who: HandlerId,
    msg: Input,
    w: Words,
) -> Option<Box<dyn Chore>> {
    match msg {
        Input::Analyse { record, id } => study(scope, who, &record, id, false, w),
        Input::Hint { record, id } => study(scope, who, &record, id, true, w),
        Input::Bench { game, millis } => bench(scope, who, &game, millis, w),
        Input::Solve { game, args } => {
            let t0 = now();
            let out =
                match attic_games::find(&game).map(|e| (e.solve)(&args, &mut std::io::empty())) {
                    Some(Some(Ok(text))) => Output::Solved {
                        text,
                        millis: (now() - t0) as u32,
                    },
                    Some(Some(Err(e))) => Output::Error { id: 0, message: e },
                    _ => Output::Error {
                        id: 0,
                        message: w.tr(&m("worker.no-solver").text("game", game)),
                    },
                };
            reply(scope, who, out);
            None
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
                    message: w.tr(&m("worker.no-review").text("game", game)),
                },
            };
            reply(scope, who, out);
            None
        }
        // The runner handles the others itself.
        _ => None,
    }
}

/// Start an analysis of `record` (see [`Input::Analyse`], [`Input::Hint`]),
/// its errors in the worker's words `w`.
fn study(
    scope: &WorkerScope<AiWorker>,
    who: HandlerId,
    record: &str,
    id: u64,
    hint: bool,
    w: Words,
) -> Option<Box<dyn Chore>> {
    let session = match Session::from_record(&attic_games::REGISTRY, record) {
        Ok(s) => s,
        Err(e) => {
            let message = w.tr(&m("worker.unreadable-game").msg("reason", e.msg()));
            reply(scope, who, Output::Error { id, message });
            return None;
        }
    };
    let search = session.entry().search;
    let seed = id.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let study = if hint {
        // The record is already the seat's view (`record_for`).
        match Hint::new(session.current().clone_box(), search, seed) {
            Some(h) => Study::Hint(h),
            None => {
                let message = w.t("worker.no-seat-to-move");
                reply(scope, who, Output::Error { id, message });
                return None;
            }
        }
    } else {
        let positions = (0..=session.len())
            .map(|i| session.at(i).clone_box())
            .collect();
        Study::Chart(Chart::new(positions, search, seed))
    };
    let deadline = now() + study.budget();
    Some(Box::new(Studying {
        id,
        study,
        deadline,
        batch: 16,
        words: w,
    }))
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
    /// The answer to request `id`, its error in the worker's words `w`.
    fn answer(&self, id: u64, w: Words) -> Output {
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
                    message: w.t("worker.no-legal-move"),
                },
            },
        }
    }
}

/// An analysis under way: one search after the other, each cut at its time.
struct Studying {
    id: u64,
    study: Study,
    deadline: f64,
    batch: u32,
    /// The worker's words when the analysis was asked for.
    words: Words,
}

impl Chore for Studying {
    fn id(&self) -> Option<u64> {
        Some(self.id)
    }

    fn batch(&mut self, scope: &WorkerScope<AiWorker>, who: HandlerId, t0: f64) -> bool {
        let study = &mut self.study;
        let before = study.done();
        let mut finished = study.step(self.batch);
        let t1 = now();
        adapt(&mut self.batch, t1 - t0);
        if !finished && study.done() == before && t1 >= self.deadline {
            study.cut();
            finished = study.done() >= study.total();
        }
        if study.done() != before {
            self.deadline = t1 + study.budget();
            reply(
                scope,
                who,
                Output::Progress {
                    id: self.id,
                    done: study.done() as u32,
                    total: study.total() as u32,
                },
            );
        }
        if finished {
            reply(scope, who, study.answer(self.id, self.words));
            return false;
        }
        true
    }
}

/// Start the benchmark of `game` (see [`Input::Bench`]), its error in the
/// worker's words `w`.
fn bench(
    scope: &WorkerScope<AiWorker>,
    who: HandlerId,
    game: &str,
    millis: u32,
    w: Words,
) -> Option<Box<dyn Chore>> {
    match Session::new(&attic_games::REGISTRY, game, "", &mut Rng::new(1)) {
        Ok(s) => {
            let began = now();
            Some(Box::new(Bench {
                entry: s.entry(),
                start: s.current().clone_box(),
                rng: Rng::new(began as u64),
                playouts: 0,
                began,
                deadline: began + millis as f64,
                search: None,
                search_began: 0.0,
                batch: 16,
            }))
        }
        Err(e) => {
            let message = w.tr(&m("worker.bench-failed").msg("reason", e.msg()));
            reply(scope, who, Output::Error { id: 0, message });
            None
        }
    }
}

/// Random playouts until `deadline`; then (phase two, `search` set) an AI
/// level-5 search from the same start for as long again.
struct Bench {
    entry: &'static GameEntry,
    start: Box<dyn AnyGame>,
    rng: Rng,
    playouts: u64,
    began: f64,
    deadline: f64,
    search: Option<Box<dyn SearchJob>>,
    search_began: f64,
    batch: u32,
}

impl Chore for Bench {
    fn id(&self) -> Option<u64> {
        None
    }

    fn batch(&mut self, scope: &WorkerScope<AiWorker>, who: HandlerId, t0: f64) -> bool {
        match &mut self.search {
            None => {
                let mut t = t0;
                while t - t0 < BATCH_MS && t < self.deadline {
                    let mut g = self.start.clone_box();
                    g.random_playout(&mut self.rng, MAX_PLAYOUT_PLIES);
                    self.playouts += 1;
                    t = now();
                }
                if t >= self.deadline {
                    // Phase two, as long again: the strongest level's
                    // search speed (nodes/s) on this device.
                    let span = self.deadline - self.began;
                    self.search = Some((self.entry.search)(self.start.as_ref(), 5, 1));
                    self.search_began = t;
                    self.deadline = t + span;
                }
                true
            }
            Some(job) => {
                let done = job.step(self.batch);
                let t1 = now();
                adapt(&mut self.batch, t1 - t0);
                if done || t1 >= self.deadline {
                    reply(
                        scope,
                        who,
                        Output::BenchResult {
                            playouts: self.playouts,
                            millis: (self.search_began - self.began) as u32,
                            search_nodes: job.nodes(),
                            search_millis: (t1 - self.search_began) as u32,
                        },
                    );
                    return false;
                }
                true
            }
        }
    }
}
