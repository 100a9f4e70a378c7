//! `attic replay longtau` (and perft) on whole records, through the
//! generic CLI: a valid game is summarised, a bad token is named with the
//! rule it breaks.

use crate::common;

use common::attic;

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

const E13B: &str = "[Game \"longtau\"]\n[Setup \"N=a5,d12,e12,f10,h12,l8 S=e1,f6,f7,g6,l7 tomove=S\"]\n[Result \"S\"]\n\n1. l7-g7* f10-f8\n2. f6-a6Xa5d12h12l8 e12-e2\n3. a6-f6* f8-l8\n4. endXe2l8\n";

#[test]
fn replay_validates_a_whole_game() {
    let out = attic(&["replay", "longtau", "-"], E13B);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let mut lines = stdout.lines();
    assert_eq!(
        lines.next().unwrap(),
        "N= S=e1,f6,f7,g6,g7 tomove=S quiet=3"
    );
    assert_eq!(
        lines.next().unwrap(),
        "{\"plies\":7,\"outcome\":{\"winner\":\"S\",\"reason\":\"no pawns left for North: victory for South\"},\"scores\":[0,5]}"
    );
    // Four players: the side wins; the missing end is supplied.
    let e9 = "[Game \"longtau\"]\n[Options \"players=4\"]\n[Setup \"N=f12,h9,k8 E=k9 S=e1,l4 W=a4,l9 tomove=E\"]\n[Result \"NS\"]\n\n1. pass l4-l8 a4-a9\n";
    let out = attic(&["replay", "longtau", "-"], e9);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains(
            "\"winner\":\"NS\",\"reason\":\"no pawns left for East: victory for North and South\""
        ),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn replay_reports_the_move_number_and_the_rule_broken() {
    // E13 with lines=areas, read without its Options tag.
    let areas = E13B
        .replace("e12-e2", "e12-e9")
        .replace("f8-l8", "f8-g8")
        .replace("endXe2l8", "endXe9g8");
    let out = attic(&["replay", "longtau", "-"], &areas);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains("move 2 (North, ply 4): e12-e9: a pawn slides as far as it can: from e12 it goes on to e2, so it cannot stop on e9"),
        "{err}"
    );
    // The same record is valid with lines=areas.
    let out = attic(
        &["replay", "longtau", "--options", "lines=areas", "-"],
        &areas,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    // A chair list that is not a valid choice.
    let bad = E13B.replace("Xa5d12h12l8", "Xa5e12h12l8");
    let out = attic(&["replay", "longtau", "-"], &bad);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains("move 2 (South, ply 3): f6-a6Xa5e12h12l8: d12 must be removed"),
        "{err}"
    );
    // A tie without the player's choice.
    let bad = E13B.replace("f6-a6Xa5d12h12l8", "f6-a6");
    let out = attic(&["replay", "longtau", "-"], &bad);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("the X list is required"));
    // Bad text is a usage error naming the token.
    let bad = E13B.replace("f10-f8", "f10-e5");
    let out = attic(&["replay", "longtau", "-"], &bad);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("e5 is a blank square"));
}

#[test]
fn perft_from_the_command_line() {
    let out = attic(&["perft", "longtau", "--options", "players=4", "3"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "depth 1: nodes 6\ndepth 2: nodes 36\ndepth 3: nodes 180\n"
    );
}
