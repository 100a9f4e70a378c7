//! The rules page: the game's rules specification rendered from Markdown.
//! The text is fetched from `rules/<id>.md` (copied there by the build and
//! precached by the service worker), so the wasm does not carry it. The
//! specifications are in English only: in another language, a sentence
//! above them says so.

use super::page_text::use_page_text;
use super::text::{m, use_words, AppWords};
use attic_core::Lang;
use attic_games as games;
use yew::prelude::*;

/// Props of [`RulesPage`].
#[derive(Properties, PartialEq)]
pub struct RulesPageProps {
    /// Game id.
    pub id: String,
}

/// The rules of one game.
#[function_component]
pub fn RulesPage(p: &RulesPageProps) -> Html {
    let w = use_words();
    let Some(entry) = games::find(&p.id) else {
        return html! {
            <main class="page"><h1>{ w.t("unknown-game.title") }</h1>
            <p>{ w.tr(&m("unknown-game.text").text("game", p.id.clone())) }{" "}<a href="#/">{ w.t("unknown-game.back") }</a></p></main>
        };
    };
    let info = (entry.info)();
    let file = games::folder(&p.id).unwrap_or(info.id);
    // None while loading; the rules read as Markdown or why they failed.
    let body = use_page_text(
        Some(file),
        |file| super::fetch::prefetched(&format!("rules/{file}.md")),
        |file| Box::pin(async move { super::fetch::text(&format!("rules/{file}.md"), None).await }),
    );
    let article = match &*body {
        // Keyed: the text that replaces it is new nodes, not this one moved.
        None => html! { <p class="loading" key="loading">{ w.t("rules.loading") }</p> },
        Some(Ok(blocks)) => super::rule_marks::rules_text(entry, blocks, w),
        Some(Err(e)) => html! {
            <p class="error" role="alert">{ w.tr(&m("rules.failed").text("game", info.title).msg("reason", e.clone())) }</p>
        },
    };
    html! {
        <main class="page rules">
            <nav class="crumbs">
                <a href="#/">{ w.t("rules.games") }</a>{" › "}<a href={format!("#/play/{}", info.id)}>{ w.tr(&m("rules.play").text("game", info.title)) }</a>
            </nav>
            if w.lang != Lang::En {
                <p class="note" data-testid="rules-english">{ w.t("rules.english-only") }</p>
            }
            { super::about::about(&super::about::AboutProps { id: p.id.clone().into() }, w) }
            // The specification is English whatever the page's language.
            <article class="markdown" data-testid="rules" lang={matches!(&*body, Some(Ok(_))).then_some("en")}>
                { article }
            </article>
            // After the text: drawn before it came, the charts would
            // jump down when it does.
            if body.is_some() { { super::measured::view(entry, w) } }
        </main>
    }
}
