//! The README doubles as documentation, so these tests keep it true: every
//! game in the registry is listed as playable, the commands it shows exist,
//! and the files it links to are there. They fail when a game, a command or
//! a file changes without the README.

use std::path::Path;
use std::process::Command;

const README: &str = include_str!("../../README.md");

#[test]
fn every_registered_game_is_listed_as_playable() {
    for g in attic::games::GAMES {
        let info = (g.entry.info)();
        let id = format!("(`{}`)", info.id);
        let row = README
            .lines()
            .find(|l| l.starts_with('|') && l.contains(&id))
            .unwrap_or_else(|| panic!("README's games table has no row for `{}`", info.id));
        assert!(
            row.trim_end().ends_with("| playable |"),
            "README lists `{}` but not as playable: {row}",
            info.id
        );
    }
}

#[test]
fn quick_start_has_exactly_the_two_commands() {
    let section = README
        .split("## Quick start")
        .nth(1)
        .and_then(|s| s.split("```sh").nth(1))
        .and_then(|s| s.split("```").next())
        .expect("README has a Quick start section with a sh block");
    let commands: Vec<&str> = section
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .collect();
    assert_eq!(commands, ["bash scripts/serve.sh", "bash scripts/test.sh"]);
    for c in commands {
        let script = c.trim_start_matches("bash ");
        assert!(
            Path::new(script).is_file(),
            "README names {script}, which is missing"
        );
    }
}

#[test]
fn cli_commands_shown_are_real_commands() {
    let help = attic::cli::HELP;
    let mut seen = 0;
    for line in README.lines() {
        let Some(rest) = line.strip_prefix("cargo run --release -- ") else {
            continue;
        };
        let cmd = rest.split_whitespace().next().unwrap_or("");
        assert!(
            help.contains(&format!("attic {cmd}")),
            "README shows `attic {cmd}`, which `attic --help` does not list"
        );
        seen += 1;
    }
    assert!(
        seen >= 6,
        "README shows {seen} CLI commands, expected list, rules, replay, perft, bench, arena"
    );
}

#[test]
fn cli_list_names_the_playable_games() {
    // The README's first command must work as shown.
    let out = Command::new(env!("CARGO_BIN_EXE_attic"))
        .arg("list")
        .output()
        .expect("run attic list");
    assert!(
        out.status.success(),
        "attic list failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("oanquan"),
        "attic list does not name oanquan:\n{text}"
    );
}

#[test]
fn linked_files_exist() {
    let mut rest = README;
    let mut checked = 0;
    // Markdown links and images: ](path)
    while let Some(i) = rest.find("](") {
        rest = &rest[i + 2..];
        let target = &rest[..rest.find(')').unwrap_or(0)];
        if !target.contains("://") && !target.starts_with('#') && !target.is_empty() {
            assert!(
                Path::new(target).exists(),
                "README links to {target}, which is missing"
            );
            checked += 1;
        }
    }
    assert!(
        checked >= 3,
        "expected links to the screenshot and docs, found {checked}"
    );
}
