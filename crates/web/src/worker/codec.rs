//! How messages cross between the page and the worker: serde-wasm-bindgen
//! turns them into plain JS values (objects, strings, numbers), which
//! `postMessage` copies as they are; gloo-worker's default, bincode, packs
//! them into bytes instead.
//!
//! gloo-worker's [`Codec::decode`] must return a message, so it cannot
//! report a failure. A malformed message is therefore read as follows:
//! - in a readable gloo envelope, the protocol message is a [`Wire`], whose
//!   reading never fails: the worker answers `Err` with an
//!   [`Output::Error`](super::Output::Error), the page logs and drops it;
//! - anything else (not an envelope at all) is logged and replaced by a
//!   stand-in envelope that does nothing (see [`StandIn`]).
//!
//! [`Wire`]: super::Wire

use gloo_worker::Codec;
use serde::{Deserialize, Serialize};
use serde_wasm_bindgen::Serializer;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `console.warn`: where a dropped message is reported.
    #[wasm_bindgen(js_namespace = console)]
    pub fn warn(text: &str);
}

/// The codec both sides use ([`super::register`] and the app's spawner).
#[derive(Debug)]
pub struct SerdeWasmBindgen;

/// 64-bit integers (the search seed, request ids) become `BigInt`s: a JS
/// number holds only 53 bits, and the default serializer refuses larger ones.
const SERIALIZER: Serializer = Serializer::new().serialize_large_number_types_as_bigints(true);

impl Codec for SerdeWasmBindgen {
    fn encode<I>(input: I) -> JsValue
    where
        I: Serialize,
    {
        // Cannot fail for this protocol (strings, integers, enums); were it
        // to, the receiver reads the text as a malformed message.
        input
            .serialize(&SERIALIZER)
            .unwrap_or_else(|e| JsValue::from_str(&format!("unencodable message: {e}")))
    }

    fn decode<O>(input: JsValue) -> O
    where
        O: for<'de> Deserialize<'de>,
    {
        match serde_wasm_bindgen::from_value(input) {
            Ok(message) => message,
            Err(e) => stand_in(&e.to_string()),
        }
    }
}

/// Stand-ins for an unreadable message, in the shape of gloo-worker's own
/// (private) envelopes: whichever of them the receiver's envelope type
/// reads, in this order, replaces the message.
#[derive(Serialize)]
enum StandIn {
    /// To the page: "the worker has loaded". Gloo then sends the messages it
    /// queued until then; it has already sent them, so this does nothing.
    WorkerLoaded,
    /// To the worker: "handler `n` has gone". No handler has this id, and
    /// the AI worker does nothing on a disconnection anyway.
    Disconnected(usize),
}

fn stand_in<O>(why: &str) -> O
where
    O: for<'de> Deserialize<'de>,
{
    warn(&format!("attic: dropped a malformed worker message: {why}"));
    for s in [StandIn::WorkerLoaded, StandIn::Disconnected(usize::MAX)] {
        if let Ok(message) = s
            .serialize(&SERIALIZER)
            .and_then(serde_wasm_bindgen::from_value)
        {
            return message;
        }
    }
    // Only if a gloo-worker other than 0.6 changed its envelopes: throwing a
    // JS exception (not a panic) drops the message and leaves the wasm
    // instance running.
    wasm_bindgen::throw_str("attic: no stand-in for a malformed worker message")
}
