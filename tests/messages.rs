//! A game's message file and its code agree: every key the code asks for
//! is in `messages.en.txt`, every key of the file is used, and the file
//! has no malformed lines. The code is read from the game's folder (all
//! its `.rs` files, the wasm-only views included).

use attic::core::{GameInfo, Lang};
use std::collections::BTreeSet;

/// The text of every `.rs` file in `src/games/<dir>`.
fn sources(dir: &str) -> String {
    let path = format!("{}/src/games/{dir}", env!("CARGO_MANIFEST_DIR"));
    let mut names: Vec<_> = std::fs::read_dir(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .collect();
    names.sort();
    names
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

fn key_like(s: &str) -> bool {
    !s.is_empty()
        && s.contains('.')
        && !s.starts_with('.')
        && !s.ends_with('.')
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'))
}

/// Every `"…"` in the code whose content looks like a message key.
fn quoted_keys(src: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = src;
    while let Some(open) = rest.find('"') {
        let after = &rest[open + 1..];
        let len = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_')))
            .unwrap_or(after.len());
        if after[len..].starts_with('"') && key_like(&after[..len]) {
            out.insert(after[..len].to_string());
            rest = &after[len + 1..];
        } else {
            rest = after;
        }
    }
    out
}

/// The literal keys passed to the function `msg("…")` (not to the
/// method `.msg("name", …)`, whose first argument is an argument's name).
fn msg_calls(src: &str) -> BTreeSet<String> {
    src.match_indices("msg(\"")
        .filter(|(i, _)| {
            !src[..*i].ends_with(|c: char| c == '.' || c == '_' || c.is_ascii_alphanumeric())
        })
        .filter_map(|(i, m)| {
            let after = &src[i + m.len()..];
            after.find('"').map(|end| after[..end].to_string())
        })
        .collect()
}

fn check(dir: &str, info: &GameInfo) {
    let book = info.messages;
    assert_eq!(book.malformed(Lang::En), Vec::<&str>::new(), "{dir}");
    let keys = book.keys(Lang::En);
    let file: BTreeSet<&str> = keys.iter().copied().collect();
    assert_eq!(file.len(), keys.len(), "{dir}: a key is given twice");
    let src = sources(dir);
    // Asked for: msg("…") calls, and quoted keys of the file's groups
    // (terms such as "seat.A", keys chosen by `if`).
    let groups: BTreeSet<&str> = keys.iter().filter_map(|k| k.split('.').next()).collect();
    let quoted = quoted_keys(&src);
    let asked = msg_calls(&src).into_iter().chain(
        quoted
            .iter()
            .filter(|k| groups.contains(k.split('.').next().unwrap_or("")))
            .cloned(),
    );
    for k in asked {
        assert!(
            file.contains(k.as_str()),
            "{dir}: key {k} is not in the file"
        );
    }
    // Used: quoted in the code, or an option's label or a seat's name
    // (looked up by the platform as `option.<key>` and `seat.<code>`).
    let by_platform: BTreeSet<String> = info
        .options
        .iter()
        .map(|o| format!("option.{}", o.key))
        .chain(info.seat_names.iter().map(|s| format!("seat.{s}")))
        .collect();
    let unused: Vec<&str> = keys
        .iter()
        .copied()
        .filter(|k| !quoted.contains(*k) && !by_platform.contains(*k))
        .collect();
    assert_eq!(unused, Vec::<&str>::new(), "{dir}: keys no code uses");
}

#[test]
fn oanquan_messages_match_the_code() {
    check("oanquan", &attic::games::oanquan::INFO);
}

#[test]
fn chogo_messages_match_the_code() {
    check("chogo", &attic::games::chogo::INFO);
}

#[test]
fn straat_messages_match_the_code() {
    check("straat", &attic::games::straat::INFO);
}

#[test]
fn tau_messages_match_the_code() {
    check("tau", &attic::games::tau::INFO);
}

#[test]
fn turnooi_messages_match_the_code() {
    check("turnooi", &attic::games::turnooi::INFO);
}
