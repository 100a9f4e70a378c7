//! What a game's "About this game" section says (the rules page's: `ui/about.rs`
//! draws it, and the site's frame shows the same from the rules' opening
//! that `tests/suite/learn.rs` writes).

use attic_core::{Lang, Messages, Picture};

/// The keys of the section's paragraphs in `lang`, in the file's order:
/// the game's `about.*` words but its pictures' captions.
pub fn about_keys(book: &Messages, pictures: &[Picture], lang: Lang) -> Vec<&'static str> {
    book.keys(lang)
        .into_iter()
        .filter(|k| k.starts_with("about.") && !pictures.iter().any(|q| q.caption == *k))
        .collect()
}
