//! The rules page: the game's rules specification rendered from Markdown.
//! The text is fetched from `rules/<id>.md` (copied there by the build and
//! precached by the service worker), so the wasm does not carry it.

use super::markdown;
use super::text::{m, t, tr};
use crate::core::Msg;
use crate::games;
use crate::text::markdown::{parse, Block};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// Fetch a text file relative to the page; the error says why, for a person.
async fn fetch_text(url: &str) -> Result<String, Msg> {
    let window = web_sys::window().ok_or_else(|| m("fetch.no-window"))?;
    let resp = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|_| m("fetch.network"))?;
    let resp: web_sys::Response = resp.dyn_into().map_err(|_| m("fetch.not-response"))?;
    if !resp.ok() {
        return Err(m("fetch.status").num("status", resp.status() as i64));
    }
    let text = JsFuture::from(resp.text().map_err(|_| m("fetch.no-body"))?)
        .await
        .map_err(|_| m("fetch.cut-short"))?;
    text.as_string().ok_or_else(|| m("fetch.not-text"))
}

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
    let body = use_state(|| None::<Result<Vec<Block>, Msg>>);
    {
        let body = body.clone();
        use_effect_with(file, move |file| {
            body.set(None);
            let url = format!("rules/{file}.md");
            wasm_bindgen_futures::spawn_local(async move {
                body.set(Some(fetch_text(&url).await.map(|md| parse(&md))));
            });
        });
    }
    let article = match &*body {
        None => html! { <p class="loading">{ t("rules.loading") }</p> },
        Some(Ok(blocks)) => markdown::view(blocks),
        Some(Err(e)) => html! {
            <p class="error" role="alert">{ tr(&m("rules.failed").text("game", info.title).msg("reason", e.clone())) }</p>
        },
    };
    html! {
        <main class="page rules">
            <nav class="crumbs">
                <a href="#/">{ t("rules.games") }</a>{" › "}<a href={format!("#/play/{}", info.id)}>{ tr(&m("rules.play").text("game", info.title)) }</a>
            </nav>
            <super::about::About id={p.id.clone()} />
            <article class="markdown" data-testid="rules">
                { article }
            </article>
        </main>
    }
}
