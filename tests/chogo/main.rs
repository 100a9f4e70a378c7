//! Chogo's integration tests, one test binary: `rules` has the worked
//! examples of its spec (named after them), each other module one topic.
//! `cargo test --test chogo` runs them all, `cargo test --test chogo <module>::` one
//! module. The helpers shared with the other games' binaries are
//! `tests/common` and `tests/why_harness`.

mod chogo_common;
#[path = "../common/mod.rs"]
mod common;
#[path = "../why_harness/mod.rs"]
mod why_harness;

mod cli;
mod notation;
mod perft;
mod props;
mod rules;
mod secure;
mod why;
mod words;
