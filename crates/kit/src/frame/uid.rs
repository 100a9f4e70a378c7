//! The frame's element-id prefix.

use std::sync::atomic::{AtomicU32, Ordering};
use yew::prelude::*;

/// Frames made so far. A plain static counter, not a thread_local: it is
/// only counted up when a frame is created (the `use_state` initialiser
/// below), never read while rendering, so the id is the frame's own state.
/// A prefix passed by the parent would make every view and page name its
/// boards; the counter keeps the kit's API and the ids (`kit1`, `kit2`, …)
/// as they were. Relaxed: wasm runs on one thread, and any unique number
/// will do.
static FRAMES: AtomicU32 = AtomicU32::new(0);

/// A prefix for the element ids of a new frame, so that several boards on
/// one page (a how-to-play page) never share an id.
fn next_uid() -> AttrValue {
    let n = FRAMES.fetch_add(1, Ordering::Relaxed) + 1;
    AttrValue::from(format!("kit{n}"))
}

/// This frame's id prefix, made once when it is created.
#[hook]
pub(super) fn use_uid() -> AttrValue {
    (*use_state(next_uid)).clone()
}
