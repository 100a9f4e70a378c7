//! TURNO's integration tests, one test binary: `rules` has the worked
//! examples of its spec (named after them), each other module one topic.
//! `cargo test --test turno` runs them all, `cargo test --test turno <module>::` one
//! module. The helpers shared with the other games' binaries are
//! `tests/common` and `tests/why_harness`.

#[path = "../common/mod.rs"]
mod common;
mod turno_common;
#[path = "../why_harness/mod.rs"]
mod why_harness;

mod ai;
mod checkers;
mod domino;
mod measured;
mod props;
mod rules;
mod saves;
mod why;
mod words;
