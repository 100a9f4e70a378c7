//! The web app's decisions that need no browser: who plays each seat, who
//! the board is drawn for, when the device must be passed on, and what the
//! app does next in a game; how saved games are compared, limited,
//! exported and cleaned up. Compiled natively too (unlike [`crate::ui`]),
//! so they are unit tested with `cargo test`. Generic: no game is named.

pub mod archive;
pub mod post;
pub mod saves;
pub mod seating;
