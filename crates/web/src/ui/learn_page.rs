//! How to play a game: a short page for newcomers, in the reader's
//! language, whose pictures are live boards (see [`super::live_board`]).
//! The text is fetched from `learn/<id>.<lang>.md` (English when the
//! language has none yet), copied there by the build from the game's
//! folder and precached by the service worker.

use super::live_board::LiveBoard;
use super::markdown;
use super::page_text::use_page_text;
use super::text::{m, use_words, AppWords};
use crate::text::markdown::Block;
use attic_core::{Lang, Msg};
use attic_games as games;
use yew::prelude::*;

/// Props of [`LearnPage`].
#[derive(Properties, PartialEq)]
pub struct LearnPageProps {
    /// Game id (TURNO's sub-games each have their own page).
    pub id: String,
}

/// The page's text if the site's frame already fetched it
/// (`window.__atticPrefetch`, see static/shell.js): the page then shows its
/// text with its first draw, where the frame showed its opening.
fn prefetched(id: &str, lang: Lang) -> Option<String> {
    super::fetch::prefetched(&format!("learn/{id}.{}.md", lang.code()))
}

/// The page's text in `lang` (the frame's copy if it has one), else in
/// English.
async fn fetch_page(id: &str, lang: Lang) -> Result<String, Msg> {
    if let Some(md) = prefetched(id, lang) {
        return Ok(md);
    }
    if lang != Lang::En {
        if let Ok(md) = super::fetch::text(&format!("learn/{id}.{}.md", lang.code()), None).await {
            return Ok(md);
        }
    }
    super::fetch::text(&format!("learn/{id}.en.md"), None).await
}

/// How to play one game.
#[function_component]
pub fn LearnPage(p: &LearnPageProps) -> Html {
    let w = use_words();
    let entry = games::find(&p.id);
    let key = entry.map(|e| ((e.info)().id, w.lang));
    let body = use_page_text(
        key,
        |&(id, lang)| prefetched(id, lang),
        |(id, lang)| Box::pin(async move { fetch_page(id, lang).await }),
    );
    let Some(entry) = entry else {
        return html! {
            <main class="page"><h1>{ w.t("unknown-game.title") }</h1>
            <p>{ w.tr(&m("unknown-game.text").text("game", p.id.clone())) }{" "}<a href="#/">{ w.t("unknown-game.back") }</a></p></main>
        };
    };
    let info = (entry.info)();
    let article = match &*body {
        // Keyed, so that the page's first paragraph is a new node, not
        // this one moved down (a layout shift).
        None => html! { <p class="loading" key="loading">{ w.t("learn.loading") }</p> },
        Some(Ok(blocks)) => {
            let game = AttrValue::from(info.id);
            let first = blocks.iter().position(|b| matches!(b, Block::Board(_)));
            markdown::view_with(blocks, &|index, text| {
                let first = Some(index) == first;
                html! { <LiveBoard lesson={AttrValue::from(text.to_string())} game={game.clone()} {index} {first} /> }
            })
        }
        Some(Err(e)) => html! {
            <p class="error" role="alert">{ w.tr(&m("learn.failed").text("game", info.title).msg("reason", e.clone())) }</p>
        },
    };
    html! {
        <main class="page learn">
            <nav class="crumbs">
                <a href="#/">{ w.t("rules.games") }</a>{" › "}
                <a href={format!("#/play/{}", info.id)}>{ w.tr(&m("rules.play").text("game", info.title)) }</a>
            </nav>
            <article class="markdown learn-text" data-testid="learn">
                { article }
            </article>
            <p class="learn-next">
                <a class="button primary" href={format!("#/play/{}", info.id)} data-testid="learn-play">{ w.tr(&m("rules.play").text("game", info.title)) }</a>
                {" "}
                <a href={format!("#/rules/{}", info.id)} data-testid="learn-rules">{ w.t("learn.full-rules") }</a>
            </p>
        </main>
    }
}
