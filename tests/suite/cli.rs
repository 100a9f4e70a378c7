//! The `attic` binary end to end: every command, its output and exit codes.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Worked example E19 of oanquan.md, the whole two-round match.
const E19: &str = include_str!("../../games/oanquan/tests/data/oanquan_e19.txt");

/// Run the `attic` binary with `args`, `stdin` (if any) on its standard
/// input: the binary itself, process and exit code included (the games'
/// own tests run the same commands in-process, `attic_testkit::attic`).
fn attic(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_attic"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the attic binary runs");
    let mut input = child.stdin.take().expect("a piped stdin");
    input
        .write_all(stdin.unwrap_or("").as_bytes())
        .expect("stdin is written");
    drop(input);
    child.wait_with_output().expect("attic finishes")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn list_names_every_game_with_its_title() {
    let out = attic(&["list"], None);
    assert!(out.status.success());
    assert!(text(&out.stdout).lines().any(|l| l == "oanquan\tO An Quan"));
}

#[test]
fn rules_prints_the_spec_the_app_shows() {
    let out = attic(&["rules", "oanquan"], None);
    assert!(out.status.success());
    assert_eq!(text(&out.stdout), attic::games::oanquan::INFO.rules_md);
    let bad = attic(&["rules", "chess"], None);
    assert_eq!(bad.status.code(), Some(2));
    assert!(text(&bad.stderr).contains("unknown game \"chess\""));
}

#[test]
fn replay_of_e19_ends_with_b_winning_16_to_54() {
    let out = attic(&["replay", "oanquan", "-"], Some(E19));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let last = stdout.lines().last().unwrap();
    assert!(
        last.starts_with("{\"plies\":18,\"outcome\":{\"winner\":\"B\",\"reason\":"),
        "{last}"
    );
    assert!(last.ends_with(",\"scores\":[16,54]}"), "{last}");
    assert!(
        stdout
            .lines()
            .next()
            .unwrap()
            .starts_with("A=0,0,1,1,0 QE=0"),
        "{stdout}"
    );
}

#[test]
fn replay_of_an_unfinished_game_without_game_tag_from_a_file() {
    let dir = std::env::temp_dir().join(format!("attic-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("short.txt");
    std::fs::write(&path, "[First \"B\"]\n[Result \"*\"]\n\n1. B1 A5\n").unwrap();
    let out = attic(&["replay", "oanquan", path.to_str().unwrap()], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert_eq!(
        stdout.lines().last().unwrap(),
        "{\"plies\":2,\"outcome\":null,\"scores\":[]}"
    );
    // --options fills in the missing Options tag: with chosen directions a
    // token must name its direction, so "B1" is now malformed (exit 2).
    let out = attic(
        &[
            "replay",
            "oanquan",
            "--options",
            "direction=choose",
            path.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).starts_with("move 1 (B): B1: "),
        "{}",
        text(&out.stderr)
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn replay_reports_the_illegal_move_with_exit_1() {
    // Ply 3 is A's turn, and B5 belongs to B.
    let rec = "[Game \"oanquan\"]\n[First \"A\"]\n[Result \"*\"]\n\n1. A1 B2 2. B5\n";
    let out = attic(&["replay", "oanquan", "-"], Some(rec));
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert!(err.starts_with("move 2 (A, ply 3): "), "{err}");
    assert!(err.contains("B5"), "{err}");
}

#[test]
fn replay_rejects_bad_input_with_exit_2() {
    let wrong_game = E19.replace("oanquan", "chogo");
    for (args, input, says) in [
        (
            vec!["replay", "oanquan", "-"],
            wrong_game.as_str(),
            "not \"oanquan\"",
        ),
        (
            vec!["replay", "oanquan", "-"],
            "[Game \"oanquan\"]\n[First \"A\"]\n\n1. A1\n",
            "Result",
        ),
        (
            vec!["replay", "oanquan", "--options", "speed=fast", "-"],
            E19,
            "unknown option",
        ),
        (
            vec!["replay", "oanquan", "/no/such/file"],
            "",
            "cannot read",
        ),
        (vec!["replay", "oanquan"], "", "usage"),
    ] {
        let out = attic(&args, Some(input));
        assert_eq!(
            out.status.code(),
            Some(2),
            "{args:?}: {}",
            text(&out.stderr)
        );
        assert!(
            text(&out.stderr).contains(says),
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
    let clash = E19.replace("[First", "[Options \"direction=choose\"]\n[First");
    let out = attic(
        &[
            "replay",
            "oanquan",
            "--options",
            "direction=anticlockwise",
            "-",
        ],
        Some(&clash),
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("disagrees"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn perft_counts_match_the_engine() {
    let out = attic(&["perft", "oanquan", "3"], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    // Depths 2 and 3 are checked against a direct count through the
    // library (A's first sowings empty some of B's spaces).
    let s = attic::core::Session::start(
        attic::games::find("oanquan").unwrap(),
        Default::default(),
        vec![("First".into(), "A".into())],
    )
    .unwrap();
    let (mut d2, mut d3) = (0, 0);
    for a in s.current().legal_tokens() {
        let mut s1 = s.clone();
        s1.play(&a).unwrap();
        for b in s1.current().legal_tokens() {
            d2 += 1;
            let mut s2 = s1.clone();
            s2.play(&b).unwrap();
            d3 += s2.current().legal_tokens().len();
        }
    }
    assert_eq!(
        text(&out.stdout),
        format!("depth 1: nodes 5\ndepth 2: nodes {d2}\ndepth 3: nodes {d3}\n")
    );
    let choose = attic(
        &[
            "perft",
            "oanquan",
            "--options",
            "direction=choose",
            "--first",
            "B",
            "1",
        ],
        None,
    );
    assert_eq!(text(&choose.stdout), "depth 1: nodes 10\n");
    assert!(d3 > d2 && d2 > 5);
    assert_eq!(
        attic(&["perft", "oanquan", "0"], None).status.code(),
        Some(2)
    );
}

#[test]
fn bench_reports_playouts_per_second() {
    let out = attic(&["bench", "oanquan", "--seconds", "0.2"], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    let rate: f64 = s
        .split(" playouts/s")
        .next()
        .unwrap()
        .rsplit(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(rate > 100.0, "{s}");
}

#[test]
fn arena_plays_quick_games() {
    let out = attic(
        &[
            "arena", "oanquan", "--a", "2", "--b", "1", "--games", "2", "--seed", "4",
        ],
        None,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    let first = s.lines().next().unwrap();
    assert!(first.starts_with("level 2 vs level 1: 2 games: "), "{s}");
    // wins + draws + losses = games.
    let nums: Vec<u32> = first
        .split(": ")
        .nth(2)
        .unwrap()
        .split(", ")
        .map(|p| p.split(' ').next().unwrap().parse().unwrap())
        .collect();
    assert_eq!(nums.iter().sum::<u32>(), 2, "{s}");
    assert!(s.contains("95% CI"), "{s}");
    let bad = attic(
        &["arena", "oanquan", "--a", "9", "--b", "1", "--games", "2"],
        None,
    );
    assert_eq!(bad.status.code(), Some(2));
}

/// `--uct-ms` gives the baseline a fixed time a move instead of the other
/// side's, so uct may play itself at two times (how much more time is
/// worth); each side's searches last at least its time.
#[test]
fn arena_gives_uct_a_fixed_time_with_uct_ms() {
    let out = attic(
        &[
            "arena", "oanquan", "--a", "uct", "--b", "uct", "--uct-ms", "20,5", "--games", "2",
            "--seed", "3",
        ],
        None,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    assert!(
        s.starts_with("uct at 20 ms vs uct at 5 ms: 2 games: "),
        "{s}"
    );
    assert!(
        s.contains("it thinks the fixed time --uct-ms gives it"),
        "{s}"
    );
    let ms_a_move = |who: &str| -> f64 {
        let line = s
            .lines()
            .find(|l| l.starts_with(&format!("{who}: ")) && l.contains("ms/move"))
            .unwrap_or_else(|| panic!("no effort line for {who}: {s}"));
        line.split(" ms/move")
            .next()
            .unwrap()
            .rsplit(", ")
            .next()
            .unwrap()
            .parse()
            .unwrap()
    };
    assert!(ms_a_move("uct at 20 ms") >= 20.0, "{s}");
    assert!(ms_a_move("uct at 5 ms") >= 5.0, "{s}");
    for bad in [
        &["--a", "uct", "--b", "uct"][..],
        &["--a", "1", "--b", "uct", "--uct-ms", "1,2,3"],
        &["--a", "1", "--b", "uct", "--uct-ms", "0"],
    ] {
        let mut args = vec!["arena", "oanquan", "--games", "2"];
        args.extend_from_slice(bad);
        assert_eq!(attic(&args, None).status.code(), Some(2), "{bad:?}");
    }
}

/// The arena says how the games ended, how long they were and how the
/// first seat did, prints a line a game on stderr, and with --records keeps
/// every game's record, which replays.
#[test]
fn arena_reports_endings_length_and_first_seat_and_keeps_records() {
    let dir = std::env::temp_dir().join(format!("attic-cli-arena-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("games.txt");
    let out = attic(
        &[
            "arena",
            "oanquan",
            "--a",
            "2",
            "--b",
            "1",
            "--games",
            "4",
            "--seed",
            "4",
            "--records",
            file.to_str().unwrap(),
        ],
        None,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    assert!(s.contains("\nlength: mean "), "{s}");
    let endings: u32 = s
        .lines()
        .filter_map(|l| l.strip_prefix("ending "))
        .map(|l| {
            l.split(": ")
                .nth(1)
                .unwrap()
                .split(' ')
                .next()
                .unwrap()
                .parse::<u32>()
                .unwrap()
        })
        .sum();
    assert_eq!(endings, 4, "every game has one ending: {s}");
    // Each ending also in the English sentence players read, not only
    // its key ("… 12 plies, both quan are empty …", not "… 12 plies, quan-empty").
    for l in s.lines().filter(|l| l.starts_with("ending ")) {
        let said = l
            .split("; for example: ")
            .nth(1)
            .unwrap_or_else(|| panic!("{l}"));
        assert!(said.contains(' '), "{l}");
    }
    assert!(
        s.contains("first seat's side (the seat to move at the start): score "),
        "{s}"
    );
    let err = text(&out.stderr);
    assert_eq!(
        err.lines().filter(|l| l.starts_with("game ")).count(),
        4,
        "{err}"
    );
    for l in err.lines().filter(|l| l.starts_with("game ")) {
        let said = l.split(" plies, ").nth(1).unwrap_or_else(|| panic!("{l}"));
        assert!(said.contains(' '), "the ending in words: {l}");
    }
    let records = std::fs::read_to_string(&file).unwrap();
    let games: Vec<&str> = records.split("[Game ").skip(1).collect();
    assert_eq!(games.len(), 4, "{records}");
    for g in games {
        assert!(g.contains("[Arena \"game "), "{g}");
        let one = dir.join("one.txt");
        std::fs::write(&one, format!("[Game {g}")).unwrap();
        let r = attic(&["replay", "oanquan", one.to_str().unwrap()], None);
        assert!(r.status.success(), "{}", text(&r.stderr));
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn help_and_unknown_commands() {
    let out = attic(&["--help"], None);
    assert!(out.status.success());
    assert!(text(&out.stdout).contains("attic arena"));
    let out = attic(&["frobnicate"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("unknown command \"frobnicate\""));
    let out = attic(&["bench", "oanquan", "--secs", "1"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("unknown option --secs"));
}

#[test]
fn solve_needs_a_game_with_a_solver() {
    let out = attic(&["solve", "oanquan"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("oanquan has no solver"),
        "{}",
        text(&out.stderr)
    );
    let out = attic(&["solve"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("usage: attic solve"));
    let out = attic(&["solve", "nope"], None);
    assert!(text(&out.stderr).contains("unknown game \"nope\""));
}

/// Every command that reads a record from stdin or a file (the argument is
/// its place in the arguments): `replay` and Straat's solver.
const READERS: [&[&str]; 2] = [&["replay", "oanquan"], &["solve", "straat"]];

/// Run the `attic` binary with `stdin` and `args`; kill it after `secs`
/// (the test then fails): a reader that does not stop at its size limit
/// must not hang the suite.
fn attic_within(args: &[&str], stdin: std::process::Stdio, secs: u64) -> (Output, f64) {
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};
    // With prlimit (util-linux) the child also gets a 256 MB address-space
    // cap: a reader that buffers everything fails there instead of eating
    // the machine's memory, and one that stops at 1 MiB never comes near it.
    let prlimit = std::path::Path::new("/usr/bin/prlimit").exists();
    let mut cmd = if prlimit {
        let mut c = Command::new("/usr/bin/prlimit");
        c.arg("--as=268435456")
            .arg("--")
            .arg(env!("CARGO_BIN_EXE_attic"));
        c
    } else {
        Command::new(env!("CARGO_BIN_EXE_attic"))
    };
    let t0 = Instant::now();
    let mut child = cmd
        .args(args)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the attic binary runs");
    while child.try_wait().expect("wait").is_none() {
        if t0.elapsed() > Duration::from_secs(secs) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("attic {args:?} still ran after {secs} s");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let out = child.wait_with_output().expect("attic finishes");
    (out, t0.elapsed().as_secs_f64())
}

fn assert_too_large(args: &[&str], out: &Output, secs: f64) {
    assert_eq!(
        out.status.code(),
        Some(2),
        "{args:?}: {}",
        text(&out.stderr)
    );
    let err = text(&out.stderr);
    assert!(err.contains("larger than 1 MiB"), "{args:?}: {err}");
    assert!(secs < 5.0, "{args:?} took {secs:.2} s");
}

#[test]
fn readers_stop_at_the_size_limit_on_dev_zero() {
    for cmd in READERS {
        // /dev/zero as stdin, and as the file named.
        let args: Vec<&str> = cmd.iter().copied().chain(["-"]).collect();
        let zero = std::fs::File::open("/dev/zero").expect("/dev/zero");
        let (out, secs) = attic_within(&args, zero.into(), 20);
        assert_too_large(&args, &out, secs);
        let args: Vec<&str> = cmd.iter().copied().chain(["/dev/zero"]).collect();
        let (out, secs) = attic_within(&args, std::process::Stdio::null(), 20);
        assert_too_large(&args, &out, secs);
    }
}

#[test]
fn readers_stop_at_the_size_limit_on_a_pipe_and_a_file() {
    use std::io::Write;
    let line = "1. B1 A5 {a record that never ends}\n";
    for cmd in READERS {
        // A pipe offering 64 MiB: the reader takes 1 MiB and a byte, then
        // exits; the writer sees the pipe close. What it got rid of bounds
        // what the reader read (the pipe's own buffer is at most 1 MiB).
        let args: Vec<&str> = cmd.iter().copied().chain(["-"]).collect();
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_attic"))
            .args(&args)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("the attic binary runs");
        let mut input = child.stdin.take().expect("a piped stdin");
        let t0 = std::time::Instant::now();
        let writer = std::thread::spawn(move || {
            let mut sent = 0usize;
            let chunk = line.repeat(1 << 10);
            while sent < 64 << 20 {
                match input.write(chunk.as_bytes()) {
                    Ok(n) => sent += n,
                    Err(_) => break,
                }
            }
            sent
        });
        let out = child.wait_with_output().expect("attic finishes");
        let secs = t0.elapsed().as_secs_f64();
        let sent = writer.join().expect("the writer");
        assert_too_large(&args, &out, secs);
        assert!(
            sent < 3 << 20,
            "{args:?} read {sent} bytes of a pipe before refusing it"
        );
    }
    // A file one byte over the limit, and one exactly at it (not refused for size).
    let dir = std::env::temp_dir().join(format!("attic-cli-big-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let over = dir.join("over.txt");
    std::fs::write(&over, "x".repeat((1 << 20) + 1)).unwrap();
    let at = dir.join("at.txt");
    std::fs::write(&at, "x".repeat(1 << 20)).unwrap();
    for cmd in READERS {
        let args: Vec<&str> = cmd
            .iter()
            .copied()
            .chain([over.to_str().unwrap()])
            .collect();
        let (out, secs) = attic_within(&args, std::process::Stdio::null(), 20);
        assert_too_large(&args, &out, secs);
        let args: Vec<&str> = cmd.iter().copied().chain([at.to_str().unwrap()]).collect();
        let (out, _) = attic_within(&args, std::process::Stdio::null(), 20);
        assert!(
            !text(&out.stderr).contains("larger than"),
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
