//! Quiet site notices, outside any page: "A new version is ready – reload"
//! and "The AI restarted". They come from outside the app's state (the
//! service worker, the AI's watchdog), so they have a small root of their
//! own ([`super::run`] mounts [`Notices`]) and reach it through [`show`].

use super::text::t;
use std::cell::RefCell;
use yew::prelude::*;

/// A notice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A new version of the site is installed: reloading shows it.
    Update,
    /// The AI's worker died again and was replaced.
    AiRestarted,
}

thread_local! {
    /// Where [`show`] sends notices: the mounted [`Notices`], or a list
    /// kept until it mounts.
    static SINK: RefCell<Result<Callback<Notice>, Vec<Notice>>> = const { RefCell::new(Err(Vec::new())) };
}

/// Show a notice (once: a notice already shown is not repeated).
pub fn show(n: Notice) {
    let cb = SINK.with(|s| match &mut *s.borrow_mut() {
        Ok(cb) => Some(cb.clone()),
        Err(held) => {
            held.push(n);
            None
        }
    });
    if let Some(cb) = cb {
        cb.emit(n);
    }
}

/// The notices shown, newest last.
#[function_component]
pub fn Notices() -> Html {
    let list = use_state(Vec::<Notice>::new);
    // The latest list, for the sink (the state handle in a closure would
    // keep the list of its render).
    let shown = use_mut_ref(Vec::<Notice>::new);
    {
        let (list, shown) = (list.clone(), shown.clone());
        use_effect_with((), move |_| {
            let add = Callback::from(move |n: Notice| {
                let mut s = shown.borrow_mut();
                if !s.contains(&n) {
                    s.push(n);
                    list.set(s.clone());
                }
            });
            let held = SINK.with(|s| std::mem::replace(&mut *s.borrow_mut(), Ok(add.clone())));
            for n in held.err().into_iter().flatten() {
                add.emit(n);
            }
        });
    }
    let dismiss = |n: Notice| {
        let (list, shown) = (list.clone(), shown.clone());
        Callback::from(move |_| {
            let mut s = shown.borrow_mut();
            s.retain(|x| *x != n);
            list.set(s.clone());
        })
    };
    let items = list.iter().map(|n| match n {
        Notice::Update => html! {
            <p class="notice" data-testid="notice-update">
                <span>{ t("notice.update") }</span>
                <button onclick={Callback::from(|_| super::reload_to_new_version())} data-testid="notice-reload">{ t("notice.reload") }</button>
                <button class="close" onclick={dismiss(*n)} aria-label={t("dismiss")}>{"✕"}</button>
            </p>
        },
        Notice::AiRestarted => html! {
            <p class="notice" data-testid="notice-ai-restarted">
                <span>{ t("notice.ai-restarted") }</span>
                <button class="close" onclick={dismiss(*n)} aria-label={t("dismiss")}>{"✕"}</button>
            </p>
        },
    });
    html! {
        <div class="notices" role="status" aria-live="polite">{ for items }</div>
    }
}
