//! The conformance suite (`tests/common/conformance.rs`) on every game and
//! variant of the site's registry: the list comes from `games::REGISTRY`,
//! so a new game is checked without a line here.

mod common;

use common::conformance::{run_suite, totals, Config};

#[test]
fn every_game_and_variant_of_the_registry_conforms() {
    let config = Config {
        // tau.md I2: bids are unbounded, so TAU's list gives `pass` and
        // the smallest bid as representatives of every legal bid.
        representatives: &["tau"],
        ..Config::default()
    };
    let reports = run_suite(&attic::games::REGISTRY, &config);
    let t = totals(&reports);
    eprintln!(
        "{} variants: {} playouts, {} positions, {} legal tokens replayed, {} sessions",
        reports.len(),
        t.playouts,
        t.positions,
        t.tokens,
        t.sessions
    );
}
