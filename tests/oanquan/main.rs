//! O An Quan's integration tests, one test binary: `rules` has the worked
//! examples of its spec (named after them), each other module one topic.
//! `cargo test --test oanquan` runs them all, `cargo test --test oanquan <module>::` one
//! module. The helpers shared with the other games' binaries are
//! `tests/common` and `tests/why_harness`.

#[path = "../common/mod.rs"]
mod common;
mod oanquan_common;
#[path = "../why_harness/mod.rs"]
mod why_harness;

mod notation;
mod perft;
mod props;
mod rules;
mod why;
mod words;
