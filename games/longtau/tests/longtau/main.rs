//! Long Tau's integration tests, one test binary: `rules` has the worked
//! examples of its spec (named after them), each other module one topic.
//! `cargo test -p attic-longtau --test longtau` runs them all, `cargo test -p attic-longtau --test longtau <module>::` one
//! module. The helpers shared with the other games' tests are the
//! attic-testkit crate (`crates/testkit`), used here as `common` and
//! `why_harness`.

use attic_testkit as common;
mod longtau_common;

use attic_testkit::why as why_harness;

mod board;
mod cli;
mod i21;
mod perft;
mod props;
mod puzzles;
mod records;
mod rules;
mod setup;
mod stats;
mod why;
mod words;
