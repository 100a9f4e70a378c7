//! The layers are crates: core ← records ← ai ← games/<id> ← kit (views
//! only) ← the app and the CLI, so Cargo rejects an import the wrong way.
//! What Cargo cannot see is checked here on the source text (comments and
//! unit-test modules left out): the generic layers name no game; only the
//! registry, `games/registry`, lists them.

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

#[test]
fn the_generic_layers_name_no_game() {
    let games: Vec<String> = attic::games::GAMES
        .iter()
        .map(|g| (g.entry.info)().id.to_string())
        .collect();
    let mut bad = Vec::new();
    for dir in [
        "crates/core/src",
        "crates/records/src",
        "crates/ai/src",
        "crates/kit/src",
        "crates/web/src",
        "crates/cli/src",
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
