//! The puzzle progress kept in this browser (issue 29), with the care
//! given to saved games: one localStorage entry, `attic.puzzles`, written
//! after every solved or missed puzzle and checked; a write that fails
//! keeps the progress in memory on this page (shown, exported) and says
//! why; a value that cannot be read is set aside like a broken saved game
//! (My games lists it), never overwritten. The progress travels in the
//! export of every game (`storage::export`) and comes back with an import.

use super::storage::{self, Problem};
use super::text::m;
use crate::app_logic::puzzles::{self, Attempt, Progress};
use attic_core::Msg;
use std::cell::RefCell;
use yew::prelude::*;

/// The entry's key.
pub const KEY: &str = "attic.puzzles";

thread_local! {
    /// The progress whose write failed: newer than the stored one.
    static UNSAVED: RefCell<Option<Progress>> = const { RefCell::new(None) };
}

/// The progress, and the problem met reading it (its value was set aside
/// or left in place; the progress then starts anew).
pub fn progress() -> (Progress, Option<Problem>) {
    if let Some(p) = UNSAVED.with(|u| u.borrow().clone()) {
        return (p, None);
    }
    let Some(raw) = storage::get_raw(KEY) else {
        return (Progress::default(), None);
    };
    match Progress::read(&raw) {
        Ok(p) => (p, None),
        Err(why) => {
            let reason = m("puzzle.store-bad").text("why", why);
            (
                Progress::default(),
                Some(storage::set_aside(KEY, raw, reason)),
            )
        }
    }
}

/// Keep `p`: `Err` with why it could not be written, for players (it is
/// kept in memory on this page, and written with the next change).
pub fn keep(p: &Progress) -> Result<(), Msg> {
    match storage::set_raw(KEY, &p.write()) {
        Ok(()) => {
            UNSAVED.with(|u| *u.borrow_mut() = None);
            Ok(())
        }
        Err(why) => {
            UNSAVED.with(|u| *u.borrow_mut() = Some(p.clone()));
            Err(why)
        }
    }
}

/// The export file's line for the progress (none when there is none):
/// the stored text as it is, so the main module, which exports, does not
/// read it (`app_logic::puzzles::export_line`).
pub fn export_line() -> Option<String> {
    match UNSAVED.with(|u| u.borrow().as_ref().map(Progress::write)) {
        Some(unsaved) => puzzles::export_line(&unsaved),
        None => puzzles::export_line(&storage::get_raw(KEY)?),
    }
}

/// Add the progress an imported file carries (its line, if any) to this
/// browser's: how many solved puzzles it added, or why it could not be
/// read or kept. `None` when the file carries none.
pub fn import(text: &str) -> Option<Result<usize, Msg>> {
    let (_, line) = puzzles::take_progress(text);
    let other = match Progress::read(line?) {
        Ok(p) => p,
        Err(why) => return Some(Err(Msg::plain(why))),
    };
    let (here, _) = progress();
    let merged = here.merge(&other);
    let added = merged.solved.len() - here.solved.len();
    Some(keep(&merged).map(|()| added))
}

/// What keeps the progress after an attempt: the progress so far, the
/// puzzle's id and where the new progress goes (the page, which draws it).
#[derive(Clone)]
pub struct Keeper {
    /// The progress so far.
    pub progress: Progress,
    /// The puzzle's id.
    pub id: String,
    /// Where the new progress goes.
    pub on_progress: Callback<Progress>,
    /// Why the last write failed, for the page.
    pub problem: UseStateHandle<Option<Msg>>,
}

impl Keeper {
    /// Keep the progress after attempt `a` and pass it up; a failed write
    /// is said on the page (the progress stays in memory meanwhile).
    pub fn keep(&self, a: Attempt) {
        let next = self.progress.after(&self.id, a);
        self.problem.set(keep(&next).err());
        self.on_progress.emit(next);
    }
}
