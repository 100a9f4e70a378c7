//! `attic replay turnooi` and `attic odds turnooi` through the generic CLI.

use crate::common;
use crate::turnooi_common;

use common::attic;
use turnooi_common::{stocks_without, E1};

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn record(setup: &str, extra: &str, result: &str, body: &str) -> String {
    format!("[Game \"turnooi\"]\n[Setup \"{setup}\"]\n{extra}[Result \"{result}\"]\n\n{body}\n")
}

#[test]
fn replay_validates_a_game_with_drawn_faces() {
    let rec = record(
        E1,
        "",
        "*",
        "1. e3-e4 e6-e5:46v61xe4 2. c3-c4 c6-c5:32v11xc4 3. a3-a4 f6-f5",
    );
    let out = attic(&["replay", "turnooi", "-"], &rec);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let mut lines = stdout.lines();
    let pos = lines.next().unwrap();
    assert!(pos.contains("32 -- 46"), "{pos}");
    assert!(pos.ends_with("| south 2 0 | -/11 16 | -"), "{pos}");
    assert_eq!(
        lines.next().unwrap(),
        "{\"plies\":8,\"outcome\":null,\"scores\":[]}"
    );
}

#[test]
fn replay_names_the_token_and_the_rule() {
    let cases = [
        ("1. e3-e5", "move 1 (South): e3-e5", "more than one cell"),
        (
            "1. e3-e4 e6-e5:46v41xe4",
            "move 1 (North, ply 2): e6-e5:46v41xe4",
            "shows 6, not 4",
        ),
        (
            "1. e3-e4 e6-e5:46v61xe5",
            "move 1 (North, ply 2)",
            "ends xe4, not xe5",
        ),
        (
            "1. e3-e4 e6-e5:46v61xe4+",
            "move 1 (North, ply 2)",
            "ends xe4, not xe4+",
        ),
        (
            "1. e3-e4 e6-e5xe4",
            "move 1 (North, ply 2)",
            "faces must be written",
        ),
        ("1. e3-e4:61v46", "move 1", "without a battle"),
        ("1. pass", "move 1", "has a legal move"),
        ("1. e3-e4 e7-e6", "move 1 (North, ply 2): e7-e6", "occupied"),
        (
            "1. e3-e4 e6-e5:46v61xe4 2. c3-c4 c6-c5:32v11xc4 3. f3-f4 f6-f5:11v21xf4",
            "move 3 (North, ply 6): f6-f5:11v21xf4",
            "no tile 11",
        ),
    ];
    for (body, at, why) in cases {
        let out = attic(&["replay", "turnooi", "-"], &record(E1, "", "*", body));
        assert_eq!(out.status.code(), Some(1), "{body}: {}", text(&out.stderr));
        let err = text(&out.stderr);
        assert!(err.contains(at) && err.contains(why), "{body}: {err}");
    }
    // Bad text and bad tags are bad input (exit code 2), named too.
    let out = attic(
        &["replay", "turnooi", "-"],
        &record(E1, "", "*", "1. e3-e9"),
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("e9 is off the 6x8 board"),
        "{}",
        text(&out.stderr)
    );
    let out = attic(
        &["replay", "turnooi", "-"],
        &record(E1, "[ToMove \"south\"]\n", "*", ""),
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("ToMove is not allowed with a start position"));
}

#[test]
fn odds_prints_each_unrevealed_tile() {
    let out = attic(&["odds", "turnooi", "-"], &record(E1, "", "*", ""));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let o = text(&out.stdout);
    assert!(
        o.contains("c3 1? 1:1/6 2:9496/48707 3:20219/146121 4:9496/48707 5:1/6 6:20219/146121\n"),
        "{o}"
    );
    assert!(o.contains("b6 6? 1:"), "{o}");
    assert!(
        o.contains("4509724240224000000 equally likely completions"),
        "{o}"
    );
    assert_eq!(o.lines().filter(|l| l.contains("? 1:")).count(), 36);
    // E10's position: D on c5 hides 1 with 1/3, 2 with 2/3; c3-c4 wins 1/3.
    let board = "-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- --/-- -- 3? -- -- --/-- -- -- -- -- --/-- -- 2? -- -- --/1? 1? -- -- -- --/-- -- -- -- -- --";
    let stocks = stocks_without(&[(1, 2), (1, 2), (1, 3), (2, 3)]);
    let extra = format!("[ToMove \"south\"]\n[Stocks \"{stocks}\"]\n");
    let out = attic(&["odds", "turnooi", "-"], &record(board, &extra, "*", ""));
    let o = text(&out.stdout);
    assert!(o.contains("c5 3? 1:1/3 2:2/3 3:0 4:0 5:0 6:0\n"), "{o}");
    assert!(o.contains("a2 1? 1:0 2:2/3 3:1/3 4:0 5:0 6:0\n"), "{o}");
    assert!(o.contains("battle c3-c4: win 1/3, tie 0, lose 2/3"), "{o}");
    // Cut before the draw: the waiting battle's odds.
    let out = attic(
        &["odds", "turnooi", "-"],
        &record(board, &extra, "*", "1. c3-c4"),
    );
    let o = text(&out.stdout);
    assert!(o.contains("battle c4: win 1/3, tie 0, lose 2/3"), "{o}");
}

#[test]
fn odds_says_when_there_is_nothing_to_tell() {
    // Every face public.
    let board = "-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- 33 -- --/-- -- 21 -- -- --/-- 13 -- -- -- --/52 -- -- -- -- --/-- -- 44 -- -- --/-- -- -- -- -- --";
    let out = attic(
        &["odds", "turnooi", "-"],
        &record(board, "[ToMove \"south\"]\n", "*", ""),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let o = text(&out.stdout);
    assert!(o.contains("no unrevealed tile"), "{o}");
    assert!(o.contains("battle b4-c4: win 1, tie 0, lose 0"), "{o}");
    // A game that hides nothing, and a record of another game.
    let out = attic(&["odds", "chogo", "-"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("hides nothing"),
        "{}",
        text(&out.stderr)
    );
    let out = attic(
        &["odds", "turnooi", "-"],
        "[Game \"chogo\"]\n[Result \"*\"]\n\n",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("not \"turnooi\""),
        "{}",
        text(&out.stderr)
    );
    // A 9x6 record read with its options.
    let b9 = "1? 2? 6? 3? 2? 6? 5? 1? 2?/4? 5? 6? 6? 4? 2? 4? 5? 3?/-- -- -- -- -- -- -- -- --/-- -- -- -- -- -- -- -- --/3? 1? 1? 6? 5? 5? 4? 5? 3?/5? 1? 3? 4? 2? 1? 3? 4? 1?";
    let rec = record(b9, "[Options \"board=9x6\"]\n", "*", "");
    let out = attic(&["odds", "turnooi", "-"], &rec);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("i6 2? 1:"),
        "{}",
        text(&out.stdout)
    );
}

/// `attic arena turnooi` plays duplicate pairs on one dealt world and
/// reports A's points margin per pair, raw and luck-adjusted; the two
/// games of a pair reveal the same faces, so with equal sides they mirror.
#[test]
fn arena_reports_the_luck_adjusted_margin_of_duplicate_pairs() {
    let out = attic(
        &[
            "arena", "turnooi", "--a", "1", "--b", "1", "--games", "4", "--seed", "5",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let line = stdout
        .lines()
        .find(|l| l.starts_with("points margin of level 1 (per pair): mean "))
        .unwrap_or_else(|| panic!("no margin line in {stdout}"));
    assert!(line.contains("luck-adjusted"), "{line}");
    // A game without points has no such line.
    let out = attic(
        &[
            "arena", "oanquan", "--a", "1", "--b", "1", "--games", "2", "--seed", "5",
        ],
        "",
    );
    assert!(!text(&out.stdout).contains("points margin"));
}

/// The hidden faces a game's record reveals, per tile, the tile named by
/// the cell it started on: replayed ply by ply, each step carries its
/// tile's name along, each battle's faces token (`:46v61`) names both.
fn revealed_by_start_cell(rec: &str) -> std::collections::HashMap<usize, u8> {
    use attic::core::Session;
    use attic::games::turnooi::Turnooi;
    let s = Session::from_record(&attic::games::REGISTRY, rec).unwrap_or_else(|e| panic!("{e}"));
    let first = s.at(0).as_any().downcast_ref::<Turnooi>().unwrap();
    let b = first.board();
    let mut origin: Vec<usize> = (0..b.cells()).collect();
    let mut faces = std::collections::HashMap::new();
    let cell = |t: &str| (0..b.cells()).find(|&c| b.name(c) == t);
    for (p, tok) in s.tokens().iter().enumerate() {
        let g = s.at(p).as_any().downcast_ref::<Turnooi>().unwrap();
        if let Some(t) = tok.strip_prefix(':') {
            let at = g.pending.expect("a battle waits for its faces") as usize;
            let o = b.across(at).unwrap();
            let x = t.as_bytes();
            faces.insert(origin[at], x[1] - b'0');
            faces.insert(origin[o], x[4] - b'0');
        } else if let Some((from, to)) = tok.split_once('-') {
            let to: String = to.chars().take(2).collect();
            if let (Some(f), Some(t)) = (cell(from), cell(&to)) {
                origin[t] = origin[f];
            }
        }
    }
    faces
}

/// Duplicate pairs: both games of a pair see the same values. Each tile,
/// named by its start cell, reveals the same hidden face in both games of
/// a pair whenever it battles in both, though the games play differently;
/// the next pair is dealt afresh.
#[test]
fn both_games_of_an_arena_pair_reveal_the_same_faces() {
    let dir = std::env::temp_dir().join(format!("attic-turnooi-pairs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.txt");
    let _ = std::fs::remove_file(&path);
    let out = attic(
        &[
            "arena",
            "turnooi",
            "--a",
            "2",
            "--b",
            "1",
            "--games",
            "4",
            "--seed",
            "9",
            "--records",
            path.to_str().unwrap(),
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("over pairs: score "));
    let all = std::fs::read_to_string(&path).unwrap();
    let recs: Vec<String> = all
        .split("[Game ")
        .filter(|r| !r.trim().is_empty())
        .map(|r| format!("[Game {r}"))
        .collect();
    assert_eq!(recs.len(), 4);
    let games: Vec<_> = recs.iter().map(|r| revealed_by_start_cell(r)).collect();
    for pair in games.chunks(2) {
        let (a, b) = (&pair[0], &pair[1]);
        let common: Vec<_> = a.keys().filter(|k| b.contains_key(k)).collect();
        assert!(common.len() >= 4, "few tiles battled in both games");
        for k in common {
            assert_eq!(a[k], b[k], "the tile from cell {k}");
        }
    }
    // Across pairs the deal differs (another layout and other faces).
    assert_ne!(recs[0].lines().nth(1), recs[2].lines().nth(1));
    let _ = std::fs::remove_dir_all(&dir);
}
