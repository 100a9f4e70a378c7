//! The current game in localStorage (`attic.current.v1`): the record text
//! and the seat settings, saved after every change. A value that cannot be
//! read is moved aside to `attic.corrupt.<timestamp>` and reported.

use super::state::SeatKind;
use super::text::{m, tr};
use crate::core::Session;
use gloo_storage::{LocalStorage, Storage};
use serde::{Deserialize, Serialize};

/// The storage key of the current game.
pub const KEY: &str = "attic.current.v1";

#[derive(Serialize, Deserialize)]
struct Saved {
    record: String,
    seats: Vec<String>,
}

/// Save the game and seats.
pub fn save(session: &Session, seats: &[SeatKind]) {
    let saved = Saved {
        record: session.to_record(),
        seats: seats.iter().map(|s| s.code()).collect(),
    };
    // A full or disabled storage only loses the resume feature.
    let _ = LocalStorage::set(KEY, &saved);
}

/// The saved game, if any. `Err` names what is wrong with a corrupt value
/// (which has then been moved aside).
pub fn load() -> Result<Option<(Session, Vec<SeatKind>)>, String> {
    let raw = match LocalStorage::raw().get_item(KEY) {
        Ok(Some(r)) => r,
        _ => return Ok(None),
    };
    let parsed = LocalStorage::get::<Saved>(KEY)
        .map_err(|e| m("save.not-a-game").text("reason", e.to_string()))
        .and_then(|s| {
            let session = Session::from_record(&crate::games::REGISTRY, &s.record)
                .map_err(|e| m("save.no-replay").msg("reason", e.msg()))?;
            let n = session.current().seats() as usize;
            let seats: Option<Vec<SeatKind>> = s.seats.iter().map(|c| SeatKind::parse(c)).collect();
            match seats {
                Some(seats) if seats.len() == n => Ok((session, seats)),
                _ => Err(m("save.bad-seats").text("seats", s.seats.join(", "))),
            }
        });
    match parsed {
        Ok(v) => Ok(Some(v)),
        Err(why) => {
            let aside = format!("attic.corrupt.{}", js_sys::Date::now() as u64);
            let store = LocalStorage::raw();
            let _ = store.set_item(&aside, &raw);
            let _ = store.remove_item(KEY);
            Err(tr(&m("save.corrupt").msg("reason", why).text("key", aside)))
        }
    }
}
