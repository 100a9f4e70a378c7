//! The crate's source files, for the tests that read the source text
//! (layers, messages, translations): one walk of a folder, not a copy of it
//! in each test file.

use std::path::{Path, PathBuf};

/// Every file under `dir` (relative to the crate, recursively) that `keep`
/// accepts, sorted. Panics with the folder's name if it cannot be read.
pub fn under(dir: &str, keep: impl Fn(&Path) -> bool) -> Vec<PathBuf> {
    fn walk(d: &Path, keep: &dyn Fn(&Path) -> bool, out: &mut Vec<PathBuf>) {
        let entries = std::fs::read_dir(d).unwrap_or_else(|e| panic!("{}: {e}", d.display()));
        for p in entries.flatten().map(|e| e.path()) {
            if p.is_dir() {
                walk(&p, keep, out);
            } else if keep(&p) {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join(dir),
        &keep,
        &mut out,
    );
    out.sort();
    out
}

/// Every `.rs` file under `dir`, sorted.
#[allow(dead_code)] // not every test file that includes this module needs it
pub fn rust(dir: &str) -> Vec<PathBuf> {
    under(dir, |p| p.extension().is_some_and(|x| x == "rs"))
}

/// Every English message file of the repository (under `src`, `crates` and
/// `games`), with the section a language file files it under: its folder
/// without a leading `src/` or `crates/` and without `/src`, as
/// `scripts/site.mjs` (`messageFolders`) names it and `crates/web/src/ui/lang.rs`
/// reads it (`crates/core/src` is `core`, `crates/web/src/ui` is `web/ui`,
/// `games/turno/src` is `games/turno`).
#[allow(dead_code)]
pub fn message_files() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out: Vec<(PathBuf, String)> = ["src", "crates", "games"]
        .into_iter()
        .filter(|top| root.join(top).is_dir())
        .flat_map(|top| under(top, |p| p.ends_with("messages.en.txt")))
        .filter(|p| !p.components().any(|c| c.as_os_str() == "target"))
        .map(|p| {
            let folder = p.parent().unwrap().strip_prefix(root).unwrap();
            let folder = folder.to_string_lossy().replace('\\', "/");
            let folder = folder
                .strip_prefix("src/")
                .or_else(|| folder.strip_prefix("crates/"))
                .unwrap_or(&folder);
            let section = folder
                .split('/')
                .filter(|part| *part != "src")
                .collect::<Vec<_>>()
                .join("/");
            (p, section)
        })
        .collect();
    out.sort();
    out
}
