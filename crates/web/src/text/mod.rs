//! Game-independent text handling (native and wasm): the Markdown reader
//! behind the rules and how-to-play pages, and the lessons of their live
//! boards.

pub mod about;
pub mod gallery;
pub mod lesson;
pub mod markdown;

use attic_core::{Messages, Msg};

/// The app's own words (labels, buttons, status lines), in English; the
/// other languages are loaded by the app. In the web build only the words
/// shown outside the pages' own code: each page adds its own
/// ([`add_words!`], build.rs).
#[cfg(not(feature = "split"))]
pub static UI: Messages = Messages::new(include_str!("../ui/messages.en.txt"));
#[cfg(feature = "split")]
#[allow(missing_docs)]
pub static UI: Messages =
    Messages::new(include_str!(concat!(env!("OUT_DIR"), "/words-main.en.txt")));

/// Add a page's own English words (`words-<group>.en.txt`, written by
/// build.rs) to [`UI`]: called in the page's split point, so that the
/// words travel in its chunk. Nothing without the feature `split`.
#[macro_export]
macro_rules! add_words {
    ($group:literal) => {
        #[cfg(feature = "split")]
        $crate::text::UI.add(include_str!(concat!(
            env!("OUT_DIR"),
            "/words-",
            $group,
            ".en.txt"
        )));
    };
}

/// A message of the app to fill in with arguments (drawn in the reader's
/// language when shown).
pub fn m(key: &'static str) -> Msg {
    Msg::new(&UI, key)
}
