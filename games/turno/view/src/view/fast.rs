//! The "fast" setting of the dice games.

use super::draw::say;
use attic_kit::{self as kit, use_words};
use yew::prelude::*;

/// Mark the page so that the CSS skips the animations too.
fn mark_fast(on: bool) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = if on {
            root.set_attribute("data-turno-fast", "1")
        } else {
            root.remove_attribute("data-turno-fast")
        };
    }
}

/// The "fast" checkbox: fast play (see [`kit::fast`]), kept on this device.
#[function_component]
pub(super) fn FastToggle() -> Html {
    let w = use_words();
    let on = use_state(kit::fast);
    use_effect_with(*on, |&v| mark_fast(v));
    let onchange = {
        let on = on.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_dyn_into::<web_sys::HtmlInputElement>()
                .is_some_and(|i| i.checked());
            kit::keep_setting(kit::FAST_KEY, v);
            on.set(v);
        })
    };
    html! {
        <label class="turno-fast" data-testid="turno-fast">
            <input type="checkbox" checked={*on} {onchange} />
            { say(w, "view.fast") }
        </label>
    }
}
