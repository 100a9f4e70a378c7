//! The rules page: the game's rules specification rendered from Markdown.

use super::markdown;
use crate::games;
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
            <main class="page"><h1>{"Unknown game"}</h1>
            <p>{format!("This site has no game \"{}\". ", p.id)}<a href="#/">{"See all games"}</a></p></main>
        };
    };
    let info = (entry.info)();
    let body = use_memo(info.id, |_| markdown::to_html(info.rules_md));
    html! {
        <main class="page rules">
            <nav class="crumbs">
                <a href="#/">{"Games"}</a>{" › "}<a href={format!("#/play/{}", info.id)}>{ format!("Play {}", info.title) }</a>
            </nav>
            <article class="markdown" data-testid="rules">
                { Html::from_html_unchecked(AttrValue::from((*body).clone())) }
            </article>
        </main>
    }
}
