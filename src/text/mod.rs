//! Game-independent text handling (native and wasm): the Markdown reader
//! behind the rules page.

pub mod markdown;
