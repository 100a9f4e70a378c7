//! What a board may ask of the device: the reader's wish for less motion,
//! and small settings kept on this device (localStorage), such as Long
//! Tau's board turning or TURNO's "fast".

use gloo_storage::{LocalStorage, Storage};

/// Whether the reader asked for less motion (animations then end at once).
pub fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// Whether the reader points with a finger (a coarse primary pointer, or
/// no pointer that can hover): hints then say "tap" rather than "click".
pub fn touch() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(pointer: coarse), (any-hover: none)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// An on/off setting kept on this device under `key`, or `default` when
/// it was never set (or storage is unavailable).
pub fn setting(key: &str, default: bool) -> bool {
    LocalStorage::get::<bool>(key).unwrap_or(default)
}

/// Keep an on/off setting on this device. A failure (private mode, full
/// storage) only means it is forgotten: the board still follows it now.
pub fn keep_setting(key: &str, on: bool) {
    let _ = LocalStorage::set(key, on);
}
