//! Every message file is translated, key for key: beside each
//! `src/**/messages.en.txt` there is a `messages.nl.txt` and a
//! `messages.vi.txt` with exactly its keys (none missing, none extra), each
//! text with the same `{arguments}` as the English one, and no malformed or
//! doubled line. A game folder's translations also give the gallery's
//! words of each of its games (`info.<id>.designer`, `.year`, `.hook`;
//! English has them in the game's `GameInfo`).

use attic::core::msg::malformed;
use std::collections::{BTreeMap, BTreeSet};

use crate::files;

/// The translated languages (English is the reference).
const LANGS: [&str; 2] = ["nl", "vi"];

/// The gallery's words a translation gives for each game.
const INFO_FIELDS: [&str; 3] = ["designer", "year", "hook"];

/// `key = text` pairs of a file, in order (doubles kept, for the check).
fn entries(file: &str) -> Vec<(String, String)> {
    file.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.split_once(" = "))
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .collect()
}

/// The names of the `{…}` arguments of a text (`{n|one|other}` counts as
/// `n`).
fn args(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else { break };
        let inner = &after[..close];
        out.insert(inner.split('|').next().unwrap_or("").to_string());
        rest = &after[close + 1..];
    }
    out
}

/// What one translation gets wrong against the English file (empty: fine).
/// `extra` are keys a translation must have beyond English's.
fn problems(en: &str, tr: &str, extra: &BTreeSet<String>) -> Vec<String> {
    let mut out: Vec<String> = malformed(tr)
        .into_iter()
        .map(|l| format!("malformed line: {l}"))
        .collect();
    let en: BTreeMap<String, String> = entries(en).into_iter().collect();
    let mut seen = BTreeMap::new();
    for (k, v) in entries(tr) {
        if seen.insert(k.clone(), v).is_some() {
            out.push(format!("{k}: given twice"));
        }
    }
    for (k, v) in &en {
        match seen.get(k) {
            None => out.push(format!("{k}: missing")),
            Some(t) if args(t) != args(v) => out.push(format!(
                "{k}: arguments {:?}, English has {:?}",
                args(t),
                args(v)
            )),
            Some(t) if t.is_empty() => out.push(format!("{k}: empty")),
            Some(_) => {}
        }
    }
    for k in extra {
        match seen.get(k) {
            None => out.push(format!("{k}: missing (the gallery asks for it)")),
            Some(t) if !args(t).is_empty() => out.push(format!("{k}: takes no arguments")),
            Some(_) => {}
        }
    }
    for k in seen.keys() {
        if !en.contains_key(k) && !extra.contains(k) {
            out.push(format!("{k}: not in English"));
        }
    }
    out
}

/// The `info.<id>.<field>` keys of the games whose folder is `dir`
/// (relative to `src`, e.g. `games/turno`); none for other folders.
fn info_keys(dir: &str) -> BTreeSet<String> {
    attic::games::GAMES
        .iter()
        .filter(|g| format!("games/{}", g.folder) == dir)
        .flat_map(|g| {
            let id = (g.entry.info)().id;
            INFO_FIELDS.map(|f| format!("info.{id}.{f}"))
        })
        .collect()
}

#[test]
fn every_message_file_is_translated_key_for_key() {
    let files = files::message_files();
    // core, ui, kit and the seven game folders at least.
    assert!(files.len() >= 10, "message files found: {files:?}");
    let mut bad = Vec::new();
    for (en_path, name) in &files {
        let dir = en_path.parent().unwrap();
        let en = std::fs::read_to_string(en_path).unwrap();
        let extra = info_keys(name);
        for k in &extra {
            if entries(&en).iter().any(|(e, _)| e == k) {
                bad.push(format!("{name} en: {k}: English takes it from GameInfo"));
            }
        }
        for lang in LANGS {
            let path = dir.join(format!("messages.{lang}.txt"));
            let Ok(tr) = std::fs::read_to_string(&path) else {
                bad.push(format!("{name}: no messages.{lang}.txt"));
                continue;
            };
            for p in problems(&en, &tr, &extra) {
                bad.push(format!("{name} {lang}: {p}"));
            }
        }
    }
    assert!(bad.is_empty(), "translations:\n{}", bad.join("\n"));
}

#[test]
fn the_check_finds_missing_extra_and_changed_keys() {
    let en = "a = Hello {who}\nb = {n|one|# many}\nc = plain\n";
    let ok = "a = Hallo {who}\nb = {n|een|# veel}\nc = gewoon\ninfo.x.hook = Haak\n";
    let extra: BTreeSet<String> = ["info.x.hook".to_string()].into();
    assert_eq!(problems(en, ok, &extra), Vec::<String>::new());
    let bad = "a = Hallo {wie}\nc = gewoon\nc = weer\nd = extra\nnot a line\n";
    assert_eq!(
        problems(en, bad, &extra),
        [
            "malformed line: not a line",
            "c: given twice",
            "a: arguments {\"wie\"}, English has {\"who\"}",
            "b: missing",
            "info.x.hook: missing (the gallery asks for it)",
            "d: not in English",
        ]
    );
}
