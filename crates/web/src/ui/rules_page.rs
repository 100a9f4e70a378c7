//! The rules page: the game's rules specification rendered from Markdown.
//! The text is fetched from `rules/<id>.md` (copied there by the build and
//! precached by the service worker), so the wasm does not carry it. The
//! specifications are in English only: in another language, a sentence
//! above them says so.

use super::text::{lang, m, t, tr};
use crate::text::markdown::{parse, Block};
use attic_core::{Lang, Msg};
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
    let Some(entry) = games::find(&p.id) else {
        return html! {
            <main class="page"><h1>{ t("unknown-game.title") }</h1>
            <p>{ tr(&m("unknown-game.text").text("game", p.id.clone())) }{" "}<a href="#/">{ t("unknown-game.back") }</a></p></main>
        };
    };
    let info = (entry.info)();
    let file = games::folder(&p.id).unwrap_or(info.id);
    // None while loading; the rules read as Markdown or why they failed.
    // The static frame fetches the page's text at once (static/shell.js):
    // then it is there from the first draw.
    let prefetched = |file: &str| super::fetch::prefetched(&format!("rules/{file}.md"));
    let body = use_state(|| prefetched(file).map(|md| Ok::<Vec<Block>, Msg>(parse(&md))));
    {
        let body = body.clone();
        use_effect_with(file, move |file| {
            let url = format!("rules/{file}.md");
            if body.is_some() && prefetched(file).is_some() {
                return;
            }
            body.set(None);
            wasm_bindgen_futures::spawn_local(async move {
                body.set(Some(
                    super::fetch::text(&url, None).await.map(|md| parse(&md)),
                ));
            });
        });
    }
    let article = match &*body {
        // Keyed: the text that replaces it is new nodes, not this one moved.
        None => html! { <p class="loading" key="loading">{ t("rules.loading") }</p> },
        Some(Ok(blocks)) => super::rule_marks::rules_text(entry, blocks),
        Some(Err(e)) => html! {
            <p class="error" role="alert">{ tr(&m("rules.failed").text("game", info.title).msg("reason", e.clone())) }</p>
        },
    };
    html! {
        <main class="page rules">
            <nav class="crumbs">
                <a href="#/">{ t("rules.games") }</a>{" › "}<a href={format!("#/play/{}", info.id)}>{ tr(&m("rules.play").text("game", info.title)) }</a>
            </nav>
            if lang() != Lang::En {
                <p class="note" data-testid="rules-english">{ t("rules.english-only") }</p>
            }
            { super::about::about(&super::about::AboutProps { id: p.id.clone().into() }) }
            // The specification is English whatever the page's language.
            <article class="markdown" data-testid="rules" lang={matches!(&*body, Some(Ok(_))).then_some("en")}>
                { article }
            </article>
            // After the text: drawn before it came, the charts would
            // jump down when it does.
            if body.is_some() { { super::measured::view(entry) } }
        </main>
    }
}
