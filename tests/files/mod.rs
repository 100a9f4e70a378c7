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
