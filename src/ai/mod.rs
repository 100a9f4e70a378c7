//! Generic search over the [`crate::core::Game`] trait: MCTS (UCT) and
//! alpha-beta, and the five levels. Game-specific knowledge lives in each
//! game's folder (its `evaluate` and `playout_choice`).

pub mod levels;
