//! The app's side of the AI worker: spawn it, send requests, and respawn it
//! when it stops answering (a trap in the worker kills its wasm instance),
//! re-sending the open request so the game goes on.

use crate::ai::levels;
use crate::worker::{warn, AiWorker, Input, Output, SerdeWasmBindgen, Wire};
use gloo_timers::callback::Timeout;
use gloo_worker::{Spawnable, WorkerBridge};
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use yew::Callback;

/// Grace period beyond a request's own time budget before the worker is
/// considered dead (covers the worker's first load and compile).
const GRACE_MS: u32 = 8_000;

struct Inner {
    bridge: Option<Bridge>,
    /// The request awaiting an answer, and its watchdog.
    open: Option<(Input, Timeout, u32)>,
    on_output: Callback<Output>,
    /// Times the worker was respawned (shown nowhere; kept for debugging).
    respawns: u32,
}

/// How long a solver call may take before the worker counts as hung.
const SOLVE_MS: u32 = 120_000;

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

/// A connection to an AI worker; dropping it tells the worker to close.
pub struct Bridge(WorkerBridge<AiWorker>);

impl Bridge {
    /// Send a request.
    pub fn send(&self, msg: Input) {
        self.0.send(Wire(Ok(msg)));
    }
}

/// Spawn an AI worker whose answers go to `on_output`, with no watchdog
/// ([`Ai`] adds one; the bench page's round trips use this directly). An
/// answer the page cannot read is logged and dropped.
pub fn spawn_bridge(on_output: impl Fn(Output) + 'static) -> Bridge {
    let bridge = AiWorker::spawner()
        .encoding::<SerdeWasmBindgen>()
        .callback(move |out: Wire<Output>| match out.0 {
            Ok(out) => on_output(out),
            Err(why) => warn(&format!(
                "attic: dropped a malformed answer of the AI worker: {why}"
            )),
        })
        // A module worker that imports the app's own wasm module (see
        // src/bin/app.rs); relative, so the site works under a sub-path.
        .with_loader(true)
        .as_module(true)
        .spawn("./worker_loader.js");
    Bridge(bridge)
}

fn spawn(weak: Weak<RefCell<Inner>>) -> Bridge {
    spawn_bridge(move |out: Output| {
        let Some(inner) = weak.upgrade() else { return };
        let cb = {
            let mut i = inner.borrow_mut();
            let answers_open = match (&i.open, &out) {
                (Some((Input::Think { id, .. }, _, _)), Output::Best { id: b, .. })
                | (Some((Input::Think { id, .. }, _, _)), Output::Error { id: b, .. }) => id == b,
                (Some((Input::Bench { .. }, _, _)), Output::BenchResult { .. }) => true,
                (Some((Input::Bench { .. }, _, _)), Output::Error { id: 0, .. }) => true,
                (Some((Input::Solve { .. }, _, _)), Output::Solved { .. }) => true,
                (Some((Input::Solve { .. }, _, _)), Output::Error { id: 0, .. }) => true,
                (Some((Input::Review { .. }, _, _)), Output::Reviewed { .. }) => true,
                (Some((Input::Review { .. }, _, _)), Output::Error { id: 0, .. }) => true,
                _ => false,
            };
            if answers_open {
                i.open = None;
            }
            i.on_output.clone()
        };
        cb.emit(out);
    })
}

impl Ai {
    /// A handle whose answers go to `on_output`. The worker is spawned on
    /// the first request, so pages without an AI never download it.
    pub fn new(on_output: Callback<Output>) -> Ai {
        let inner = Rc::new(RefCell::new(Inner {
            bridge: None,
            open: None,
            on_output,
            respawns: 0,
        }));
        Ai { inner }
    }

    /// Send a request; `Think` and `Bench` are watched until answered.
    pub fn send(&self, msg: Input) {
        self.send_try(msg, 0);
    }

    fn send_try(&self, msg: Input, tries: u32) {
        let budget = match &msg {
            Input::Think { level, .. } => Some(levels::spec(*level).max_ms),
            Input::Bench { millis, .. } => Some(*millis),
            // A solve may take long (30×30 TAU: seconds); only a hung
            // worker is replaced.
            Input::Solve { .. } | Input::Review { .. } => Some(SOLVE_MS),
            Input::Stop { .. } | Input::Ping { .. } => None,
        };
        if let Some(ms) = budget {
            let weak = Rc::downgrade(&self.inner);
            let watchdog = Timeout::new(ms.saturating_add(GRACE_MS), move || {
                if let Some(inner) = weak.upgrade() {
                    Ai { inner }.respawn();
                }
            });
            self.inner.borrow_mut().open = Some((msg.clone(), watchdog, tries));
        }
        if self.inner.borrow().bridge.is_none() {
            let bridge = spawn(Rc::downgrade(&self.inner));
            self.inner.borrow_mut().bridge = Some(bridge);
        }
        if let Some(b) = &self.inner.borrow().bridge {
            b.send(msg);
        }
    }

    /// Replace the worker and send the open request again.
    fn respawn(&self) {
        let open = {
            let mut i = self.inner.borrow_mut();
            i.respawns += 1;
            // Dropping the bridge tells the old worker to close.
            i.bridge = None;
            i.open.take().map(|(m, _, tries)| (m, tries))
        };
        let bridge = spawn(Rc::downgrade(&self.inner));
        self.inner.borrow_mut().bridge = Some(bridge);
        match open {
            // A request that killed the worker twice is given up, not retried forever.
            Some((m, tries)) if tries >= 2 => {
                let id = match m {
                    Input::Think { id, .. } => id,
                    _ => 0,
                };
                let cb = self.inner.borrow().on_output.clone();
                cb.emit(Output::Error {
                    id,
                    message: super::text::t("ai.worker-dead"),
                });
            }
            Some((m, tries)) => self.send_try(m, tries + 1),
            None => {}
        }
    }
}
