//! Quiet site notices, outside any page: "A new version is ready – reload"
//! and "The AI restarted". They come from outside the components (the
//! service worker, the AI's watchdog, loading a language), which are handed
//! the notices' dispatcher ([`Notify`]); the app holds the list
//! ([`NoticesState`]) and draws it after the page ([`Notices`]).

use super::text::{m, use_words, AppWords};
use attic_core::{Lang, Msg};
use std::rc::Rc;
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

/// The site's notices: a slice of the app's state (see [`super::app`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NoticesState {
    /// The notices shown, newest last.
    pub list: Vec<Notice>,
    /// AI workers replaced on this page so far (any [`super::ai::Ai`]):
    /// from the second, the player is told.
    pub restarts: u32,
}

/// What can happen to the notices.
pub enum NoticeAction {
    /// Show a notice (once: a notice already shown is not repeated).
    Show(Notice),
    /// Hide a notice.
    Dismiss(Notice),
    /// An AI worker was replaced.
    AiRestarted,
}

impl Reducible for NoticesState {
    type Action = NoticeAction;

    fn reduce(self: Rc<Self>, action: NoticeAction) -> Rc<Self> {
        let mut st = (*self).clone();
        match action {
            NoticeAction::Show(n) if !st.list.contains(&n) => st.list.push(n),
            NoticeAction::Show(_) => return self,
            NoticeAction::Dismiss(n) => st.list.retain(|x| *x != n),
            NoticeAction::AiRestarted => {
                st.restarts += 1;
                if st.restarts >= 2 && !st.list.contains(&Notice::AiRestarted) {
                    st.list.push(Notice::AiRestarted);
                }
            }
        }
        Rc::new(st)
    }
}

/// How what happens outside the components (the service worker, the AI's
/// watchdog, loading a language) reaches the notices: the slice's
/// dispatcher, handed to them (and a context of the app).
pub type Notify = UseReducerDispatcher<NoticesState>;

/// Show a notice.
pub fn show(notify: &Notify, n: Notice) {
    notify.dispatch(NoticeAction::Show(n));
}

/// The notices shown, newest last.
#[function_component]
pub fn Notices() -> Html {
    // Re-rendered in a new language.
    let w = use_words();
    let Some(state) = use_context::<UseReducerHandle<NoticesState>>() else {
        return html! {};
    };
    let list = &state.list;
    let dismiss = |n: Notice| {
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(NoticeAction::Dismiss(n.clone())))
    };
    let items = list.iter().map(|n| match n {
        Notice::LangFailed(l, why) => html! {
            <p class="notice" data-testid="notice-lang">
                <span>{ w.tr(&m(if w.lang == Lang::En { "lang.failed" } else { "lang.not-switched" })
                    .text("lang", super::lang::name(*l))
                    .msg("reason", why.clone())) }</span>
                <button class="close" onclick={dismiss(n.clone())} aria-label={w.t("dismiss")}>{"✕"}</button>
            </p>
        },
        Notice::Update => html! {
            <p class="notice" data-testid="notice-update">
                <span>{ w.t("notice.update") }</span>
                <button onclick={Callback::from(|_| super::reload_to_new_version())} data-testid="notice-reload">{ w.t("notice.reload") }</button>
                <button class="close" onclick={dismiss(n.clone())} aria-label={w.t("dismiss")}>{"✕"}</button>
            </p>
        },
        Notice::AiRestarted => html! {
            <p class="notice" data-testid="notice-ai-restarted">
                <span>{ w.t("notice.ai-restarted") }</span>
                <button class="close" onclick={dismiss(n.clone())} aria-label={w.t("dismiss")}>{"✕"}</button>
            </p>
        },
    });
    html! {
        <div class="notices" role="status" aria-live="polite">{ for items }</div>
    }
}
