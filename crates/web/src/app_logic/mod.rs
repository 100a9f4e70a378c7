//! The web app's decisions that need no browser: who plays each seat, who
//! the board is drawn for, when the device must be passed on, and what the
//! app does next in a game; how saved games are compared, limited,
//! exported and cleaned up. Compiled natively too (unlike [`crate::ui`]),
//! so they are unit tested with `cargo test`. Generic: no game is named.
//! The slices of the app state that need no browser (the game on screen,
//! the play flow) are here too, with their reducers.

pub mod archive;
pub mod game;
pub mod play;
pub mod post;
pub mod puzzle_walk;
pub mod puzzles;
pub mod saves;
pub mod seating;
