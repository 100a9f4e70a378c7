//! Fetching a text file of the site (a rules text, a language file),
//! relative to the page so that the site works under a sub-path.

use super::text::m;
use attic_core::Msg;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Fetch the text at `url`; the error says why, for a person. With
/// `timeout_ms`, a request (or a body) still unfinished by then is
/// aborted and fails with `fetch.timeout`.
pub async fn text(url: &str, timeout_ms: Option<u32>) -> Result<String, Msg> {
    let window = web_sys::window().ok_or_else(|| m("fetch.no-window"))?;
    let abort = timeout_ms.and_then(|_| web_sys::AbortController::new().ok());
    let init = web_sys::RequestInit::new();
    if let Some(a) = &abort {
        init.set_signal(Some(&a.signal()));
    }
    let timed_out = std::rc::Rc::new(std::cell::Cell::new(false));
    let _timer = abort.zip(timeout_ms).map(|(a, ms)| {
        let timed_out = timed_out.clone();
        gloo_timers::callback::Timeout::new(ms, move || {
            timed_out.set(true);
            a.abort();
        })
    });
    let failed = |other: Msg| match timed_out.get() {
        true => m("fetch.timeout"),
        false => other,
    };
    let resp = JsFuture::from(window.fetch_with_str_and_init(url, &init))
        .await
        .map_err(|_| failed(m("fetch.network")))?;
    let resp: web_sys::Response = resp.dyn_into().map_err(|_| m("fetch.not-response"))?;
    if !resp.ok() {
        return Err(m("fetch.status").num("status", resp.status() as i64));
    }
    let text = JsFuture::from(resp.text().map_err(|_| m("fetch.no-body"))?)
        .await
        .map_err(|_| failed(m("fetch.cut-short")))?;
    text.as_string().ok_or_else(|| m("fetch.not-text"))
}

/// The text of `url` if the static frame has already fetched it
/// (`window.__atticPrefetch`, see static/shell.js: a how-to-play page's
/// text, a puzzle page's list and puzzle), so that the page need not wait
/// for a fetch it would start only once its code runs.
pub fn prefetched(url: &str) -> Option<String> {
    let window: wasm_bindgen::JsValue = web_sys::window()?.into();
    let got = js_sys::Reflect::get(&window, &"__atticPrefetch".into()).ok()?;
    js_sys::Reflect::get(&got, &url.into()).ok()?.as_string()
}
