//! The rules page: the game's rules specification rendered from Markdown.
//! The text is fetched from `rules/<id>.md` (copied there by the build and
//! precached by the service worker), so the wasm does not carry it.

use super::markdown;
use crate::games;
use crate::text::markdown::{parse, Block};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// Fetch a text file relative to the page; the error says why, for a person.
async fn fetch_text(url: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or("no window")?;
    let resp = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|_| "the network request failed (offline, and not cached yet?)".to_string())?;
    let resp: web_sys::Response = resp.dyn_into().map_err(|_| "not a response")?;
    if !resp.ok() {
        return Err(format!("the server answered {}", resp.status()));
    }
    let text = JsFuture::from(resp.text().map_err(|_| "no body")?)
        .await
        .map_err(|_| "the download was cut short".to_string())?;
    text.as_string()
        .ok_or_else(|| "the body is not text".to_string())
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
            <main class="page"><h1>{"Unknown game"}</h1>
            <p>{format!("This site has no game \"{}\". ", p.id)}<a href="#/">{"See all games"}</a></p></main>
        };
    };
    let info = (entry.info)();
    // None while loading; the rules read as Markdown or why they failed.
    let body = use_state(|| None::<Result<Vec<Block>, String>>);
    {
        let body = body.clone();
        use_effect_with(info.id, move |id| {
            body.set(None);
            let url = format!("rules/{id}.md");
            wasm_bindgen_futures::spawn_local(async move {
                body.set(Some(fetch_text(&url).await.map(|md| parse(&md))));
            });
        });
    }
    let article = match &*body {
        None => html! { <p class="loading">{"Loading the rules…"}</p> },
        Some(Ok(blocks)) => markdown::view(blocks),
        Some(Err(e)) => html! {
            <p class="error" role="alert">{ format!("The rules of {} could not be loaded: {e}.", info.title) }</p>
        },
    };
    html! {
        <main class="page rules">
            <nav class="crumbs">
                <a href="#/">{"Games"}</a>{" › "}<a href={format!("#/play/{}", info.id)}>{ format!("Play {}", info.title) }</a>
            </nav>
            <article class="markdown" data-testid="rules">
                { article }
            </article>
        </main>
    }
}
