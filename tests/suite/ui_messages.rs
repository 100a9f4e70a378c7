//! The app's message file and its code agree: every key the app asks for
//! with `t("…")` or `m("…")` (in `ui`, in `app_logic`, whose reducers word
//! notes and errors, in the worker, which words its answers with the
//! app's file, and in `text`, whose words the frame shares) is in `crates/web/src/ui/messages.en.txt`, every key of
//! the file is used, the file has no malformed line, and no player-facing
//! English is left in the markup (a heuristic: text nodes and the
//! `aria-label`, `title` and `placeholder` attributes written as literals).
//! A key only the static frame uses counts as used (scripts/site.mjs).

use attic::core::{Lang, Messages};
use std::collections::BTreeSet;

use crate::files;
use std::path::PathBuf;

static UI: Messages = Messages::new(include_str!("../../crates/web/src/ui/messages.en.txt"));

/// Every `.rs` file of the app (its pages and its state's reducers) and
/// the worker, with its text.
fn sources() -> Vec<(PathBuf, String)> {
    let mut all = files::rust("crates/web/src/ui");
    all.extend(files::rust("crates/web/src/app_logic"));
    all.extend(files::rust("crates/web/src/worker"));
    // The words shared with the frame's writer (text/gallery.rs).
    all.extend(files::rust("crates/web/src/text"));
    all.sort();
    all.into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            (p, text)
        })
        .collect()
}

/// The literal keys passed to the functions `name("…")` (not to a method
/// or a longer name ending the same way).
fn calls(src: &str, name: &str) -> BTreeSet<String> {
    let open = format!("{name}(\"");
    src.match_indices(&open)
        .filter(|(i, _)| {
            !src[..*i].ends_with(|c: char| c == '.' || c == '_' || c.is_ascii_alphanumeric())
        })
        .filter_map(|(i, m)| {
            let after = &src[i + m.len()..];
            after.find('"').map(|end| after[..end].to_string())
        })
        .collect()
}

/// Every `"…"` literal of the code.
fn literals(src: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = src;
    while let Some(open) = rest.find('"') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('"') else { break };
        out.insert(after[..close].to_string());
        rest = &after[close + 1..];
    }
    out
}

#[test]
fn every_key_asked_for_is_in_the_file_and_every_key_is_used() {
    assert_eq!(UI.malformed(Lang::En), Vec::<&str>::new());
    let keys = UI.keys(Lang::En);
    let file: BTreeSet<&str> = keys.iter().copied().collect();
    assert_eq!(file.len(), keys.len(), "a key is given twice");
    let mut used = BTreeSet::new();
    for (path, src) in sources() {
        for key in calls(&src, "t").into_iter().chain(calls(&src, "m")) {
            assert!(
                file.contains(key.as_str()),
                "{}: key {key} is not in crates/web/src/ui/messages.en.txt",
                path.display()
            );
        }
        used.extend(literals(&src));
    }
    // Some words are only the static frame's (the message of a page whose
    // wasm trapped, which the app can no longer draw).
    used.extend(literals(
        &std::fs::read_to_string("scripts/site.mjs").unwrap(),
    ));
    let unused: Vec<&str> = keys
        .iter()
        .copied()
        .filter(|k| !used.contains(*k))
        .collect();
    assert_eq!(unused, Vec::<&str>::new(), "keys no code uses");
}

/// Whether a literal reads as words (two letters in a row), not a glyph,
/// a space or punctuation.
fn wordy(text: &str) -> bool {
    text.chars()
        .collect::<Vec<_>>()
        .windows(2)
        .any(|w| w[0].is_alphabetic() && w[1].is_alphabetic())
}

#[test]
fn no_english_is_left_in_the_markup() {
    let mut bad = Vec::new();
    for (path, src) in sources() {
        for (n, line) in src.lines().enumerate() {
            let t = line.trim();
            if t.starts_with("//") {
                continue;
            }
            // Text nodes written as literals: `{"…"}`.
            for (i, _) in line.match_indices("{\"") {
                let after = &line[i + 2..];
                if let Some(end) = after.find("\"}") {
                    if wordy(&after[..end]) {
                        bad.push(format!("{}:{}: {t}", path.display(), n + 1));
                    }
                }
            }
            for attr in ["aria-label=\"", "title=\"", "placeholder=\"", "alt=\""] {
                for (i, _) in line.match_indices(attr) {
                    let after = &line[i + attr.len()..];
                    if after.find('"').is_some_and(|end| wordy(&after[..end])) {
                        bad.push(format!("{}:{}: {t}", path.display(), n + 1));
                    }
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "words for players outside the message file:\n{}",
        bad.join("\n")
    );
}
