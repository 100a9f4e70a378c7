//! What a board may ask of the device: the reader's wish for less motion,
//! and small settings kept on this device (localStorage), such as Long
//! Tau's board turning or "fast play".

/// The media query of a dark colour scheme (the pictures the build makes
/// come in a light and a dark version).
pub const DARK_SCHEME: &str = "(prefers-color-scheme: dark)";

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
/// it was never set (or storage is unavailable). Stored as the JSON words
/// `true` and `false`, read and written as text (a JSON reader would add
/// its code to every page for two words).
pub fn setting(key: &str, default: bool) -> bool {
    let stored = local().and_then(|s| s.get_item(key).ok().flatten());
    match stored.as_deref() {
        Some("true") => true,
        Some("false") => false,
        _ => default,
    }
}

/// Keep an on/off setting on this device. A failure (private mode, full
/// storage) only means it is forgotten: the board still follows it now.
pub fn keep_setting(key: &str, on: bool) {
    if let Some(s) = local() {
        let _ = s.set_item(key, if on { "true" } else { "false" });
    }
}

/// This site's localStorage, if the browser gives it.
fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Where "fast play" is kept: no animations, and a short pause instead of
/// the usual one before a drawn throw or an automatic ply. A board offers
/// the checkbox where it matters (TURNO's dice games).
pub const FAST_KEY: &str = "attic.setting.fast";

/// Where fast play was kept when it was TURNO's own checkbox; still read,
/// so that a player's choice holds.
const OLD_FAST_KEY: &str = "turno-fast";

/// Whether the player asked for fast play (see [`FAST_KEY`]).
pub fn fast() -> bool {
    setting(FAST_KEY, setting(OLD_FAST_KEY, false))
}
