//! A page's Markdown text (how to play, the rules), parsed: at the first
//! draw the static frame's copy when it has one (it fetched the text at
//! once, static/shell.js), else fetched whenever the page's key changes.

use crate::text::markdown::{parse, Block};
use attic_core::Msg;
use std::future::Future;
use std::pin::Pin;
use yew::prelude::*;

/// The text parsed, or why it could not be had; `None` while it loads.
pub type Text = Option<Result<Vec<Block>, Msg>>;

/// A fetch of a page's text.
pub type Fetching = Pin<Box<dyn Future<Output = Result<String, Msg>>>>;

/// The text of the page `key` names (`None`: no page, nothing fetched):
/// `copy`, the frame's copy of it if any; `fetch`, the fetch of it.
#[hook]
pub fn use_page_text<K: PartialEq + Clone + 'static>(
    key: Option<K>,
    copy: fn(&K) -> Option<String>,
    fetch: fn(K) -> Fetching,
) -> UseStateHandle<Text> {
    // The text drawn at the first render from the frame's copy: the effect
    // then has nothing to do for it (parsing it again would be start-up
    // work done twice).
    let drawn = use_mut_ref(|| None::<K>);
    let body = {
        let (drawn, first) = (drawn.clone(), key.clone());
        use_state(move || -> Text {
            let first = first?;
            let md = copy(&first)?;
            *drawn.borrow_mut() = Some(first);
            Some(Ok(parse(&md)))
        })
    };
    {
        let body = body.clone();
        use_effect_with(key, move |key| {
            if drawn.borrow_mut().take().as_ref() == key.as_ref() {
                return;
            }
            body.set(None);
            if let Some(key) = key.clone() {
                wasm_bindgen_futures::spawn_local(async move {
                    body.set(Some(fetch(key).await.map(|md| parse(&md))));
                });
            }
        });
    }
    body
}
