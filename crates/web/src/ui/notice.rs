//! Quiet site notices, outside any page: "A new version is ready – reload"
//! and "The AI restarted". They come from outside the app's state (the
//! service worker, the AI's watchdog), so they have a small root of their
//! own ([`super::run`] mounts [`Notices`]) and reach it through [`show`].

use super::text::{m, t, tr};
use attic_core::{Lang, Msg};
use std::cell::RefCell;
use yew::prelude::*;

/// A notice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A new version of the site is installed: reloading shows it.
    Update,
    /// The AI's worker died again and was replaced.
    AiRestarted,
    /// A language's words could not be loaded (why): the page stays in
    /// the language it had, English at the start.
    LangFailed(Lang, Msg),
}

thread_local! {
    /// Where [`show`] sends notices: the mounted [`Notices`], or a list
    /// kept until it mounts.
    static SINK: RefCell<Result<Callback<Notice>, Vec<Notice>>> = const { RefCell::new(Err(Vec::new())) };
}

/// Show a notice (once: a notice already shown is not repeated).
pub fn show(n: Notice) {
    let cb = SINK.with(|s| s.borrow().as_ref().ok().cloned());
    match cb {
        Some(cb) => cb.emit(n),
        None => SINK.with(|s| {
            if let Err(held) = &mut *s.borrow_mut() {
                held.push(n);
            }
        }),
    }
}

/// The notices shown, newest last.
#[function_component]
pub fn Notices() -> Html {
    // Re-rendered in a new language.
    super::lang::use_lang();
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
                    s.push(n.clone());
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
        Notice::LangFailed(l, why) => html! {
            <p class="notice" data-testid="notice-lang">
                <span>{ tr(&m(if super::text::lang() == Lang::En { "lang.failed" } else { "lang.not-switched" })
                    .text("lang", super::lang::name(*l))
                    .msg("reason", why.clone())) }</span>
                <button class="close" onclick={dismiss(n.clone())} aria-label={t("dismiss")}>{"✕"}</button>
            </p>
        },
        Notice::Update => html! {
            <p class="notice" data-testid="notice-update">
                <span>{ t("notice.update") }</span>
                <button onclick={Callback::from(|_| super::reload_to_new_version())} data-testid="notice-reload">{ t("notice.reload") }</button>
                <button class="close" onclick={dismiss(n.clone())} aria-label={t("dismiss")}>{"✕"}</button>
            </p>
        },
        Notice::AiRestarted => html! {
            <p class="notice" data-testid="notice-ai-restarted">
                <span>{ t("notice.ai-restarted") }</span>
                <button class="close" onclick={dismiss(n.clone())} aria-label={t("dismiss")}>{"✕"}</button>
            </p>
        },
    });
    html! {
        <div class="notices" role="status" aria-live="polite">{ for items }</div>
    }
}
