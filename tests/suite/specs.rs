//! Each game's `rules.md` is a copy of the project's spec,
//! `../shared/rules/<id>.md` beside the crate (as in CI). Where that folder
//! is absent (e.g. a checkout of this repository alone) the test passes
//! with a note. `ATTIC_SHARED_RULES=<dir>` points it elsewhere (e.g. from
//! a git worktree).

use std::path::{Path, PathBuf};

#[test]
fn every_rules_md_equals_the_shared_spec() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let shared = std::env::var_os("ATTIC_SHARED_RULES")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("../shared/rules"));
    if !shared.is_dir() {
        println!(
            "note: {} is absent; the rules.md copies are not compared",
            shared.display()
        );
        return;
    }
    let mut games = Vec::new();
    for dir in std::fs::read_dir(root.join("games")).expect("games") {
        let dir = dir.expect("a directory entry").path();
        let copy = dir.join("src/rules.md");
        if copy.is_file() {
            let id = dir.file_name().unwrap().to_string_lossy().to_string();
            games.push((id, copy));
        }
    }
    games.sort();
    assert!(games.len() >= 4, "only {games:?}");
    let mut differ = Vec::new();
    for (id, copy) in &games {
        let spec = shared.join(format!("{id}.md"));
        let want = std::fs::read(&spec).unwrap_or_else(|e| panic!("{}: {e}", spec.display()));
        if std::fs::read(copy).expect("rules.md") != want {
            differ.push(format!("{} != {}", copy.display(), spec.display()));
        }
    }
    assert!(
        differ.is_empty(),
        "rules.md copies out of date (copy the spec over):\n{}",
        differ.join("\n")
    );
    println!("{} rules.md copies equal {}", games.len(), shared.display());
}

#[test]
fn every_game_finds_its_rules_file_by_its_folder() {
    // The site serves each folder's rules.md as rules/<folder>.md
    // (scripts/site.mjs); the rules page asks for it by the game's folder,
    // which TURNO's four sub-games share.
    for g in attic::games::GAMES {
        let id = (g.entry.info)().id;
        let md = std::path::Path::new("games")
            .join(g.folder)
            .join("src/rules.md");
        assert!(md.exists(), "{id}: no {}", md.display());
        assert_eq!(attic::games::folder(id), Some(g.folder), "{id}");
    }
    assert_eq!(attic::games::folder("turno-loop"), Some("turno"));
    assert_eq!(attic::games::folder("chogo-8x8"), Some("chogo"));
    assert_eq!(attic::games::folder("nope"), None);
}
