//! TURNO's integration tests, one test binary: `rules` has the worked
//! examples of its spec (named after them), each other module one topic.
//! `cargo test -p attic-turno --test turno` runs them all, `cargo test -p attic-turno --test turno <module>::` one
//! module. The helpers shared with the other games' tests are the
//! attic-testkit crate (`crates/testkit`), used here as `common` and
//! `why_harness`.

use attic_testkit as common;
mod turno_common;

use attic_testkit::why as why_harness;

mod ai;
mod checkers;
mod domino;
mod measured;
mod props;
mod puzzles;
mod rules;
mod saves;
mod setup;
mod why;
mod words;
