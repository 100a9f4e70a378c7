//! The app's side of the AI worker: spawn it, send requests, and watch it.
//!
//! - **Same build as the page:** the worker is started as
//!   `worker_loader.js?app=<the page's own app module>` (read from
//!   `<meta name="attic-app">`, written at build time), so a page left open
//!   across a deployment still gets a worker of its own build.
//! - **A dead worker is noticed at once or within 2 s:** its `error` event
//!   (a trap, a failed load) counts at once; otherwise a heartbeat pings it
//!   every [`TICK_MS`] and counts it dead when a ping is unanswered for
//!   [`DEAD_MS`] (searches run in short batches, so a live worker answers
//!   within milliseconds, thinking or idle). A dead worker is terminated and
//!   replaced, and the open request sent again, so the game goes on. The
//!   player hears of it ("the AI restarted") only from the second time on.

use super::notice::{NoticeAction, Notify};
use super::text::{AppWords, Words};
use crate::wire::{decode_from_worker, encode_input, FromWorker, Input, Output, Wire};
use crate::worker::warn;
use attic_ai::levels;
use attic_core::Lang;
use gloo_timers::callback::{Interval, Timeout};
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::Callback;

/// Grace period beyond a request's own time budget before the worker is
/// considered dead although it answers pings (a request lost in a live
/// worker: a backstop that should never fire).
const GRACE_MS: u32 = 8_000;
/// How long a solver call or a review may take: they run as one call, so
/// the worker answers no ping meanwhile.
const SOLVE_MS: u32 = 120_000;
/// How long an analysis (a chart, a hint) may take in all.
const ANALYSIS_MS: u32 = 600_000;
/// Heartbeat period.
pub const TICK_MS: u32 = 200;
/// A ping unanswered this long means a dead (or hung) worker. With
/// [`TICK_MS`], a worker that dies is noticed 1.1 to 1.5 s later.
pub const DEAD_MS: f64 = 1_100.0;
/// A heartbeat later than this after the one before means the page itself
/// was stalled (a long task, a throttled background tab): the pong may be
/// waiting behind it, so the ping is given its time again.
const STALL_MS: f64 = 3.0 * TICK_MS as f64;
/// How long the worker may take to load (fetch and compile the wasm) before
/// it counts as dead; a failed load is usually seen at once (its `error`).
const LOAD_MS: f64 = 20_000.0;
/// Workers that die before loading, in a row, before the AI gives up (until
/// the next request).
const MAX_LOAD_FAILURES: u32 = 3;

fn now() -> f64 {
    js_sys::Date::now()
}

/// The worker's entry point for this page's build: `worker_loader.js`
/// with the page's own app module (`<meta name="attic-app">`) and the game
/// of the request it is started for, whose code the worker fetches with
/// its own instead of after it ([`crate::worker::register`]). Relative, so
/// the site works under a sub-path.
pub fn worker_url(game: Option<&str>) -> String {
    let app = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(r#"meta[name="attic-app"]"#).ok().flatten())
        .and_then(|m| m.get_attribute("content"))
        .filter(|a| {
            a.starts_with("app-")
                && a.ends_with(".js")
                && a.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.')
        })
        .unwrap_or_default();
    let game = game
        .and_then(crate::wire::known_game)
        .map(|id| format!("&game={id}"));
    format!("./worker_loader.js?app={app}{}", game.unwrap_or_default())
}

/// A running AI worker: messages go to it, its answers and its death to
/// the callbacks given at [`Bridge::spawn`]. Dropping it terminates the
/// worker (even a hung one).
pub struct Bridge {
    worker: web_sys::Worker,
    /// Messages held until the worker has loaded (`None` once it has).
    queue: Rc<RefCell<Option<Vec<JsValue>>>>,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl Bridge {
    /// Start a worker that words its answers in `lang` (the page's) and
    /// fetches the code of `game` at once. `on_output` gets its answers (an unreadable one is
    /// logged and dropped), `on_loaded` runs once it reads messages,
    /// `on_error` when it reports an error (a failed load, a trap).
    pub fn spawn(
        on_output: impl Fn(Output) + 'static,
        on_loaded: impl Fn() + 'static,
        on_error: impl Fn(String) + 'static,
        lang: Lang,
        game: Option<&str>,
    ) -> Option<Bridge> {
        let opts = web_sys::WorkerOptions::new();
        opts.set_type(web_sys::WorkerType::Module);
        let worker = web_sys::Worker::new_with_options(&worker_url(game), &opts).ok()?;
        let queue: Rc<RefCell<Option<Vec<JsValue>>>> = Rc::new(RefCell::new(Some(Vec::new())));
        let on_message = {
            let (worker, queue) = (worker.clone(), queue.clone());
            Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
                let read = match e.data().dyn_ref::<js_sys::Uint8Array>() {
                    Some(bytes) => decode_from_worker(&bytes.to_vec()),
                    None => Err(crate::wire::codec::NOT_BYTES.to_string()),
                };
                match read {
                    Ok(FromWorker::Loaded) => {
                        let held = queue.borrow_mut().take();
                        for m in held.into_iter().flatten() {
                            let _ = worker.post_message(&m);
                        }
                        on_loaded();
                    }
                    Ok(FromWorker::Output(Wire(Ok(out)))) => on_output(out),
                    Ok(FromWorker::Output(Wire(Err(why)))) | Err(why) => warn(&format!(
                        "attic: dropped a malformed answer of the AI worker: {why}"
                    )),
                }
            })
        };
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
            let why = e
                .dyn_ref::<web_sys::ErrorEvent>()
                .map(|e| e.message())
                .unwrap_or_else(|| e.type_());
            on_error(why);
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        let bridge = Bridge {
            worker,
            queue,
            _on_message: on_message,
            _on_error: on_error,
        };
        // The worker's wasm has English only: give it the page's language.
        if super::lang::file(lang).is_some() {
            bridge.send(words(lang));
        }
        Some(bridge)
    }

    /// Send a request.
    pub fn send(&self, msg: Input) {
        let value: JsValue = js_sys::Uint8Array::from(&encode_input(&msg)[..]).into();
        match self.queue.borrow_mut().as_mut() {
            Some(held) => held.push(value),
            None => {
                let _ = self.worker.post_message(&value);
            }
        }
    }
}

impl Drop for Bridge {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

/// The page's language `lang` for a worker: its code and file (English,
/// with no file, when `lang` has none here).
fn words(lang: Lang) -> Input {
    let (lang, text) = super::lang::file(lang).map_or((Lang::En, ""), |f| (lang, f));
    Input::Words {
        lang: lang.code().to_string(),
        text: text.to_string(),
    }
}

/// Spawn an AI worker whose answers go to `on_output`, worded in `lang`,
/// with no watchdog ([`Ai`] adds one; the bench page's round trips use
/// this directly).
pub fn spawn_bridge(on_output: impl Fn(Output) + 'static, lang: Lang) -> Option<Bridge> {
    Bridge::spawn(
        on_output,
        || {},
        |why| warn(&format!("attic: AI worker error: {why}")),
        lang,
        None,
    )
}

struct Inner {
    bridge: Option<Bridge>,
    /// The request awaiting an answer, its watchdog and how many workers it
    /// has outlived.
    open: Option<(Input, Timeout, u32)>,
    on_output: Callback<Output>,
    /// Where a replaced worker is reported (the notices count them).
    notify: Option<Notify>,
    /// When the current worker was started, and whether it has loaded.
    started: f64,
    loaded: bool,
    /// When the unanswered heartbeat ping was sent.
    ping: Option<f64>,
    /// When the last heartbeat ran.
    last_beat: f64,
    heartbeat: Option<Interval>,
    /// Workers in a row that died before loading.
    load_failures: u32,
    /// The page's language, as last told ([`Ai::tell_lang`]): a new
    /// worker is given it, and the AI's own errors are worded in it (this
    /// handle outlives renders, so it keeps its own copy).
    lang: Lang,
}

/// A handle on the AI worker (cheap to clone).
#[derive(Clone)]
pub struct Ai {
    inner: Rc<RefCell<Inner>>,
}

impl PartialEq for Ai {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.inner, &o.inner)
    }
}

/// Whether `out` answers the open request `open`.
fn answers(open: &Input, out: &Output) -> bool {
    match (open, out) {
        (Input::Think { id, .. }, Output::Best { id: b, .. } | Output::Error { id: b, .. }) => {
            id == b
        }
        (Input::Analyse { id, .. }, Output::Chart { id: b, .. } | Output::Error { id: b, .. })
        | (Input::Hint { id, .. }, Output::Hint { id: b, .. } | Output::Error { id: b, .. }) => {
            id == b
        }
        (Input::Bench { .. }, Output::BenchResult { .. })
        | (Input::Solve { .. }, Output::Solved { .. })
        | (Input::Review { .. }, Output::Reviewed { .. }) => true,
        (
            Input::Bench { .. } | Input::Solve { .. } | Input::Review { .. },
            Output::Error { id, .. },
        ) => *id == 0,
        _ => false,
    }
}

/// The heartbeat's ping; its pong is taken by [`Ai`], never passed on.
const HEARTBEAT: &str = "heartbeat";

impl Ai {
    /// A handle whose answers go to `on_output` (a replaced worker is
    /// reported to `notify`), worded in `lang`. The worker is spawned on
    /// the first request, so pages without an AI never download it.
    pub fn new(on_output: Callback<Output>, notify: Option<Notify>, lang: Lang) -> Ai {
        let inner = Rc::new(RefCell::new(Inner {
            bridge: None,
            open: None,
            on_output,
            notify,
            started: 0.0,
            loaded: false,
            ping: None,
            last_beat: 0.0,
            heartbeat: None,
            load_failures: 0,
            lang,
        }));
        Ai { inner }
    }

    fn weak(&self) -> Weak<RefCell<Inner>> {
        Rc::downgrade(&self.inner)
    }

    /// Start a worker and its heartbeat; `false` if the browser refused.
    fn spawn(&self) -> bool {
        let up = |w: &Weak<RefCell<Inner>>| w.upgrade().map(|inner| Ai { inner });
        let (w1, w2, w3, w4) = (self.weak(), self.weak(), self.weak(), self.weak());
        // The game of the open request: the one this worker is started
        // for, or the one a dead worker left unanswered, which goes to it.
        let (lang, game) = {
            let i = self.inner.borrow();
            (i.lang, i.open.as_ref().and_then(|(m, _, _)| m.game()))
        };
        let bridge = Bridge::spawn(
            move |out| {
                if let Some(ai) = up(&w1) {
                    ai.answer(out);
                }
            },
            move || {
                if let Some(ai) = up(&w2) {
                    let mut i = ai.inner.borrow_mut();
                    i.loaded = true;
                    i.load_failures = 0;
                }
            },
            move |why| {
                if let Some(ai) = up(&w3) {
                    warn(&format!("attic: the AI worker failed: {why}"));
                    ai.respawn();
                }
            },
            lang,
            game.as_deref(),
        );
        let Some(bridge) = bridge else { return false };
        let heartbeat = Interval::new(TICK_MS, move || {
            if let Some(ai) = up(&w4) {
                ai.beat();
            }
        });
        let mut i = self.inner.borrow_mut();
        i.bridge = Some(bridge);
        i.started = now();
        i.loaded = false;
        i.ping = None;
        i.last_beat = i.started;
        i.heartbeat = Some(heartbeat);
        true
    }

    /// One heartbeat: judge the unanswered ping, or send a new one.
    fn beat(&self) {
        let t = now();
        let dead = {
            let mut i = self.inner.borrow_mut();
            if i.bridge.is_none() {
                return;
            }
            let stalled = t - i.last_beat > STALL_MS;
            i.last_beat = t;
            if stalled {
                if i.ping.is_some() {
                    i.ping = Some(t);
                }
                false
            } else if !i.loaded {
                t - i.started > LOAD_MS
            } else if let Some(sent) = i.ping {
                // A solver call or a review blocks the worker: no pongs.
                let blocking = matches!(
                    i.open,
                    Some((Input::Solve { .. } | Input::Review { .. }, _, _))
                );
                let limit = if blocking { SOLVE_MS as f64 } else { DEAD_MS };
                t - sent > limit
            } else {
                i.ping = Some(t);
                if let Some(b) = &i.bridge {
                    b.send(Input::Ping {
                        data: HEARTBEAT.into(),
                    });
                }
                false
            }
        };
        if dead {
            warn("attic: the AI worker stopped answering");
            self.respawn();
        }
    }

    fn answer(&self, out: Output) {
        let cb = {
            let mut i = self.inner.borrow_mut();
            if let Output::Pong { data } = &out {
                if data == HEARTBEAT {
                    i.ping = None;
                    return;
                }
            }
            if i.open.as_ref().is_some_and(|(m, _, _)| answers(m, &out)) {
                i.open = None;
            }
            i.on_output.clone()
        };
        cb.emit(out);
    }

    /// The page's language is now `lang` (its words are loaded): tell a
    /// running worker (a worker started later is told when it starts).
    pub fn tell_lang(&self, lang: Lang) {
        let mut i = self.inner.borrow_mut();
        i.lang = lang;
        if let Some(b) = &i.bridge {
            b.send(words(lang));
        }
    }

    /// Send a request; all but `Stop`, `Ping` and `Words` are watched until answered.
    pub fn send(&self, msg: Input) {
        self.inner.borrow_mut().load_failures = 0;
        self.send_try(msg, 0);
    }

    fn send_try(&self, msg: Input, tries: u32) {
        let budget = match &msg {
            Input::Think { level, .. } => Some(levels::spec(*level).max_ms),
            Input::Bench { millis, .. } => Some(millis.saturating_mul(2)),
            Input::Solve { .. } | Input::Review { .. } => Some(SOLVE_MS),
            // Searches of a few hundred ms each, one per position or move.
            Input::Analyse { .. } | Input::Hint { .. } => Some(ANALYSIS_MS),
            Input::Stop { .. } | Input::Ping { .. } | Input::Words { .. } => None,
        };
        if let Some(ms) = budget {
            let weak = self.weak();
            // Counted from the send, so it includes the worker's load.
            let watchdog = Timeout::new(ms.saturating_add(GRACE_MS), move || {
                if let Some(inner) = weak.upgrade() {
                    warn("attic: the AI worker did not answer in time");
                    Ai { inner }.respawn();
                }
            });
            self.inner.borrow_mut().open = Some((msg.clone(), watchdog, tries));
        }
        if self.inner.borrow().bridge.is_none() && !self.spawn() {
            let open = self.inner.borrow_mut().open.take();
            if let Some((m, _, _)) = open {
                self.fail(m);
            }
            return;
        }
        if let Some(b) = &self.inner.borrow().bridge {
            b.send(msg);
        }
    }

    /// Answer request `m` with an error: the AI is not available.
    fn fail(&self, m: Input) {
        let id = match m {
            Input::Think { id, .. } | Input::Analyse { id, .. } | Input::Hint { id, .. } => id,
            _ => 0,
        };
        let (cb, lang) = {
            let i = self.inner.borrow();
            (i.on_output.clone(), i.lang)
        };
        cb.emit(Output::Error {
            id,
            message: Words { lang }.t("ai.worker-dead"),
        });
    }

    /// Terminate the worker; start a new one and send the open request
    /// again (a request that killed two workers is given up, and so is a
    /// worker that keeps dying before it loads).
    fn respawn(&self) {
        let (open, failures, notify) = {
            let mut i = self.inner.borrow_mut();
            // Dropping the bridge terminates the worker.
            i.bridge = None;
            i.heartbeat = None;
            if !i.loaded {
                i.load_failures += 1;
            }
            (i.open.take(), i.load_failures, i.notify.clone())
        };
        if let Some(n) = notify {
            n.dispatch(NoticeAction::AiRestarted);
        }
        match open {
            Some((m, _, _)) if failures >= MAX_LOAD_FAILURES => self.fail(m),
            Some((m, _, tries)) if tries >= 2 => self.fail(m),
            Some((m, _, tries)) => self.send_try(m, tries + 1),
            None if failures < MAX_LOAD_FAILURES => {
                self.spawn();
            }
            None => {}
        }
    }
}
