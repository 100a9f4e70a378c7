//! Long Tau's integration tests, one test binary: `rules` has the worked
//! examples of its spec (named after them), each other module one topic.
//! `cargo test --test longtau` runs them all, `cargo test --test longtau <module>::` one
//! module. The helpers shared with the other games' binaries are
//! `tests/common` and `tests/why_harness`.

#[path = "../common/mod.rs"]
mod common;
mod longtau_common;
#[path = "../why_harness/mod.rs"]
mod why_harness;

mod board;
mod cli;
mod i21;
mod perft;
mod props;
mod records;
mod rules;
mod stats;
mod why;
mod words;
