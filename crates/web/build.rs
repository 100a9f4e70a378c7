//! The UI's English words, cut by the page that shows them (issue 27).
//!
//! `src/ui/messages.en.txt` stays one file for translators. The web build
//! (feature `split`) compiles into the main module only the words that
//! code outside the pages' own files may show; a page's own words are
//! written to a file of their own here and added when the page's code
//! arrives (`add_words!`, src/text/mod.rs), so that they travel in its
//! wasm chunk. A key belongs to a group when every source file naming it
//! (`"key"`) is one of the group's files; a key named nowhere, or by any
//! other file, stays in the main module. A group's files hold code that
//! runs only once its chunk is loaded (checked by the names of the main
//! module's functions, docs/measure.md); a key the main module lacks at
//! run time is reported on the console (`attic_core::msg::on_missing`),
//! where the end-to-end tests catch it.
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// Each group: its name (`words-<name>.en.txt`) and its files under
/// `src/ui`. A file may be in several groups (code their chunks share).
const GROUPS: &[(&str, &[&str])] = &[
    (
        "home",
        &["home.rs", "thumb.rs", "puzzle_page.rs", "about.rs"],
    ),
    (
        "my_games",
        &[
            "my_games.rs",
            "my_games_filter.rs",
            "my_games_import.rs",
            "my_games_row.rs",
        ],
    ),
    ("learn", &["learn_page.rs", "live_board.rs"]),
    ("rules", &["rules_page.rs", "rule_marks.rs", "about.rs"]),
    ("puzzles", &["puzzle_page.rs", "puzzle_board.rs"]),
    ("bench", &["bench_page.rs"]),
    (
        "new_game",
        &[
            "new_game/dialog.rs",
            "new_game/seats.rs",
            "new_game/options.rs",
        ],
    ),
    ("analysis", &["analysis_chart.rs", "analysis_hint.rs"]),
];

fn sources(dir: &Path, out: &mut Vec<(String, String)>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            let text = fs::read_to_string(&p).unwrap_or_default();
            out.push((p.to_string_lossy().replace('\\', "/"), text));
        }
    }
}

fn main() {
    let src = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap()).join("src");
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src");
    let en = fs::read_to_string(src.join("ui/messages.en.txt")).unwrap();
    let mut files = Vec::new();
    sources(&src, &mut files);
    let ui = src.join("ui").to_string_lossy().replace('\\', "/");
    let in_group = |path: &str, group: &[&str]| {
        path.strip_prefix(&ui)
            .and_then(|p| p.strip_prefix('/'))
            .is_some_and(|p| group.contains(&p))
    };
    let mut texts: BTreeMap<&str, String> = BTreeMap::new();
    texts.insert("main", String::new());
    for (name, _) in GROUPS {
        texts.insert(name, String::new());
    }
    for line in en.lines() {
        let key = line.split_once(" = ").map(|(k, _)| k.trim());
        let Some(key) = key.filter(|k| !k.is_empty() && !line.starts_with('#')) else {
            continue;
        };
        let quoted = format!("\"{key}\"");
        let naming: Vec<&str> = files
            .iter()
            .filter(|(_, text)| text.contains(&quoted))
            .map(|(p, _)| p.as_str())
            .collect();
        let groups: Vec<&str> = GROUPS
            .iter()
            .filter(|(_, g)| !naming.is_empty() && naming.iter().all(|p| in_group(p, g)))
            .map(|(name, _)| *name)
            .collect();
        let targets = if groups.is_empty() {
            vec!["main"]
        } else {
            groups
        };
        for t in targets {
            let text = texts.get_mut(t).unwrap();
            text.push_str(line);
            text.push('\n');
        }
    }
    for (name, text) in texts {
        let path = out.join(format!("words-{name}.en.txt"));
        if fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            fs::write(path, text).unwrap();
        }
    }
}
