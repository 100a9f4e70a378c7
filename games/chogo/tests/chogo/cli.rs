//! `attic replay chogo` on whole records, through the generic CLI.

use crate::common;

use common::attic;

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

const GAME: &str = "[Game \"chogo\"]\n[Result \"white\"]\n[Termination \"king-captured\"]\n\n\
                    1. a4 b5* 2. h3-h4 b5-b4xa4\n";

#[test]
fn replay_validates_a_whole_game() {
    let out = attic(&["replay", "chogo", "-"], GAME);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let mut lines = stdout.lines();
    assert_eq!(
        lines.next().unwrap(),
        "##wwww##/#w....w#/w......w/.W.....b/b......./#b....b#/##bbbb## b 0"
    );
    let last = lines.next().unwrap();
    assert!(
        last.starts_with("{\"plies\":4,\"outcome\":{\"winner\":\"White\""),
        "{last}"
    );
}

#[test]
fn replay_reports_the_move_number_and_the_rule_broken() {
    let bad = GAME.replace("h3-h4", "a3-a2").replace("white", "*");
    let out = attic(&["replay", "chogo", "-"], &bad);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("move 2 (Black, ply 3): a3-a2:"), "{err}");
    assert!(err.contains("every square on the way must exist"), "{err}");
}

#[test]
fn replay_reads_variants_and_polis() {
    let rec = "[Game \"chogo\"]\n[Position \"##wwWw##/#.w....#/.w....../wb....../b...b.../#..B...#/##....## b 10\"]\n[Result \"*\"]\n\n1. polis e3>a5xa4\n";
    let out = attic(&["replay", "chogo", "-"], rec);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).starts_with("##wwWw##/#.w....#/bw....../.b....../b......./"));
    let rec = "[Game \"chogo\"]\n[Variant \"chogo-8x8\"]\n[Result \"*\"]\n\n1. d4 e5 2. d4-d3\n";
    let out = attic(&["replay", "chogo", "-"], rec);
    assert!(out.status.success(), "{}", text(&out.stderr));
}

/// A whole game between AI levels 3 (Black) and 2 (White), with `polis`
/// words, tandem moves, captures and annotations, as the writer wrote it.
const AI_GAME: &str = include_str!("../data/chogo_game.txt");

#[test]
fn replay_validates_a_long_game_with_polis_and_tandems() {
    let out = attic(&["replay", "chogo", "-"], AI_GAME);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let last = stdout.lines().last().unwrap();
    assert!(
        last.starts_with("{\"plies\":89,\"outcome\":{\"winner\":\"Black\""),
        "{last}"
    );
    // The record is in the writer's canonical form.
    let s = attic::core::Session::from_record(&attic::games::REGISTRY, AI_GAME).unwrap();
    assert_eq!(s.to_record(), AI_GAME);
}

/// A variant id names that board everywhere a game id is taken: the CLI
/// (perft here) and a record's `Game` tag both play the variant, not the
/// default chogo-44 (whose depth-2 count is 316).
#[test]
fn variant_ids_choose_the_board() {
    for (id, nodes) in [
        ("chogo-8x8", "576"),
        ("chogo-12x8", "1296"),
        ("chogo", "316"),
    ] {
        let out = attic(&["perft", id, "2"], "");
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert!(
            text(&out.stdout).contains(&format!("depth 2: nodes {nodes}")),
            "{id}: {}",
            text(&out.stdout)
        );
    }
    let rec = "[Game \"chogo-8x8\"]\n[Result \"*\"]\n\n1. d3\n";
    let s = attic::core::Session::from_record(&attic::games::REGISTRY, rec)
        .expect("a chogo-8x8 record reads");
    assert!(
        s.to_record().contains("[Variant \"chogo-8x8\"]"),
        "{}",
        s.to_record()
    );
}
