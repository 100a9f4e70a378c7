//! The layers run one way: core ← ai ← games ← ui / worker / cli. Core is
//! its own crate with no dependencies, so Cargo keeps it below the rest; the
//! AI imports no game, a game folder takes
//! from the UI only the board kit, and the generic layers name no game
//! (only the registry, `src/games/mod.rs`, lists them). Checked on the
//! source text, comments and unit-test modules left out.

use std::path::Path;

use crate::files;

/// The file's code lines: no comment lines, nothing from `#[cfg(test)]` on.
fn code(p: &Path) -> Vec<(usize, String)> {
    let text = std::fs::read_to_string(p).unwrap();
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let t = line.trim();
        if t.starts_with("#[cfg(test)]") {
            break;
        }
        if t.starts_with("//") {
            continue;
        }
        out.push((i + 1, line.to_string()));
    }
    out
}

/// Lines of `dir` containing any of `banned`.
fn offenders(dir: &str, banned: &[&str], allowed: &[&str]) -> Vec<String> {
    let mut bad = Vec::new();
    for f in files::rust(dir) {
        for (n, line) in code(&f) {
            let hit = banned.iter().any(|b| line.contains(b))
                && !allowed.iter().any(|a| line.contains(a));
            if hit {
                bad.push(format!("{}:{n}: {}", f.display(), line.trim()));
            }
        }
    }
    bad
}

#[test]
fn the_ai_names_no_game_and_no_app_layer() {
    let bad = offenders(
        "src/ai",
        &["crate::games", "crate::ui", "crate::cli", "crate::worker"],
        &[],
    );
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn a_game_folder_takes_from_the_app_only_the_board_kit() {
    let bad = offenders(
        "src/games",
        &["crate::ui", "crate::cli", "crate::worker"],
        &["crate::ui::kit", "crate::ui::board::BoardFn"],
    );
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_generic_layers_name_no_game() {
    let games: Vec<String> = attic::games::GAMES
        .iter()
        .map(|g| (g.entry.info)().id.to_string())
        .collect();
    let mut bad = Vec::new();
    for dir in [
        "crates/core/src",
        "src/ai",
        "src/app_logic",
        "src/ui",
        "src/worker",
        "src/cli",
        "src/bin",
    ] {
        for f in files::rust(dir) {
            for (n, line) in code(&f) {
                let lower = line.to_lowercase();
                for g in &games {
                    // A game's id as a word: in a string, a path or a name.
                    let named = lower.match_indices(g.as_str()).any(|(i, _)| {
                        let before = lower[..i].chars().last();
                        let after = lower[i + g.len()..].chars().next();
                        let word =
                            |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
                        !word(before) && !word(after)
                    });
                    if named {
                        bad.push(format!("{}:{n}: {}", f.display(), line.trim()));
                    }
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
