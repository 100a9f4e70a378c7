//! The player's settings that are not part of a game, kept on this device
//! (localStorage): whether the board warns of dangers.

use gloo_storage::{LocalStorage, Storage};

const DANGERS_KEY: &str = "attic.setting.dangers";

/// Whether the board shows and announces what threatens the player to
/// move ([`attic_core::Words::dangers`]). On unless switched off.
pub fn dangers_on() -> bool {
    LocalStorage::get::<bool>(DANGERS_KEY).unwrap_or(true)
}

/// Switch the danger warnings on or off (a failed write only means the
/// choice is not remembered).
pub fn set_dangers(on: bool) {
    let _ = LocalStorage::set(DANGERS_KEY, on);
}
