//! The player's settings that are not part of a game, kept on this device
//! (localStorage): whether the board warns of dangers.

use attic_kit::{keep_setting, setting};

const DANGERS_KEY: &str = "attic.setting.dangers";

/// Whether the board shows and announces what threatens the player to
/// move ([`attic_core::Words::dangers`]). On unless switched off.
pub fn dangers_on() -> bool {
    setting(DANGERS_KEY, true)
}

/// Switch the danger warnings on or off (a failed write only means the
/// choice is not remembered).
pub fn set_dangers(on: bool) {
    keep_setting(DANGERS_KEY, on);
}
