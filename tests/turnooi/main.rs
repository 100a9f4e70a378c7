//! TURNOOI's integration tests, one test binary: `rules` has the worked
//! examples of its spec (named after them), each other module one topic.
//! `cargo test --test turnooi` runs them all, `cargo test --test turnooi <module>::` one
//! module. The helpers shared with the other games' binaries are
//! `tests/common` and `tests/why_harness`.

#[path = "../common/mod.rs"]
mod common;
mod turnooi_common;
#[path = "../why_harness/mod.rs"]
mod why_harness;

mod ai;
mod cli;
mod odds;
mod oracle;
mod rules;
mod why;
mod words;
