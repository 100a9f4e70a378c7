//! The cross-game integration tests, one test binary: the conformance suite,
//! the platform, records, links, saves, the CLI, the layers, the words and
//! translations, the documents. `cargo test --test suite` runs them all,
//! `cargo test --test suite <module>` one file (e.g. `learn`). Each game's own
//! tests are in its crate, `games/<id>/tests/<id>/main.rs`.

use attic_testkit as common;
mod files;
mod toys;

mod ai;
mod analysis;
mod archive;
mod cli;
mod conformance;
mod contrast;
mod home_frame;
mod layers;
mod learn;
mod links;
mod links_post;
mod markdown;
mod messages;
mod pictures;
mod platform;
mod puzzle_line_rule;
mod puzzle_lines;
mod puzzles;
mod readme;
mod saves;
mod seating;
mod specs;
mod think;
mod translations;
mod ui_messages;
