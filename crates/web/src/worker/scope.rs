//! The worker's side of the page's messages: what gloo-worker's registrar
//! did for the runner, without its serde envelopes. The worker says
//! "loaded" once its code runs, reads each message's bytes
//! ([`crate::wire::codec`]) and hands them to the runner, and posts the
//! runner's answers back.

use crate::wire::{decode_input, encode_from_worker, FromWorker, Input, Output, Wire};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Who an answer goes to: the page that started the worker (a worker has
/// one page; kept so that the runner names whom it answers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandlerId;

/// A worker as the runner writes it (the shape of gloo-worker's `Worker`).
pub trait Worker: Sized + 'static {
    /// What the worker sends itself.
    type Message: 'static;
    /// The worker, made once when its code has loaded.
    fn create(scope: &WorkerScope<Self>) -> Self;
    /// A message the worker sent itself.
    fn update(&mut self, scope: &WorkerScope<Self>, msg: Self::Message);
    /// A message from the page (or why its bytes could not be read).
    fn received(&mut self, scope: &WorkerScope<Self>, msg: Wire<Input>, who: HandlerId);
}

/// The worker's handle on itself and on the page.
pub struct WorkerScope<W> {
    worker: Rc<RefCell<Option<W>>>,
}

impl<W> Clone for WorkerScope<W> {
    fn clone(&self) -> Self {
        WorkerScope {
            worker: self.worker.clone(),
        }
    }
}

fn post(m: &FromWorker) {
    let bytes = js_sys::Uint8Array::from(&encode_from_worker(m)[..]);
    let global: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let _ = global.post_message(&bytes);
}

impl<W: Worker> WorkerScope<W> {
    /// Send `out` to the page.
    pub fn respond(&self, _who: HandlerId, out: Output) {
        post(&FromWorker::Output(Wire(Ok(out))));
    }

    /// Hand `msg` to the worker's `update`, after the current call returns
    /// (as a microtask: never while the worker is busy).
    pub fn send_message(&self, msg: impl Into<W::Message>) {
        let scope = self.clone();
        let msg = msg.into();
        wasm_bindgen_futures::spawn_local(async move { scope.with(|w, s| w.update(s, msg)) });
    }

    fn with(&self, f: impl FnOnce(&mut W, &Self)) {
        if let Some(w) = self.worker.borrow_mut().as_mut() {
            f(w, self);
        }
    }
}

/// Start worker `W` in this worker's global scope: read the page's
/// messages from now on, and tell the page so.
pub fn register<W: Worker>() {
    let scope = WorkerScope::<W> {
        worker: Rc::new(RefCell::new(None)),
    };
    let made = W::create(&scope);
    *scope.worker.borrow_mut() = Some(made);
    let on_message = {
        let scope = scope.clone();
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let data = e.data();
            let msg = match data.dyn_ref::<js_sys::Uint8Array>() {
                Some(bytes) => decode_input(&bytes.to_vec()),
                None => Err(crate::wire::codec::NOT_BYTES.to_string()),
            };
            scope.with(|w, s| w.received(s, Wire(msg), HandlerId));
        })
    };
    let global: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    global.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as its page: so does its handler.
    on_message.forget();
    post(&FromWorker::Loaded);
}
