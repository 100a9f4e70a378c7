//! The home page: a gallery of every game in the registry, and the way to
//! My games.

use super::text::{m, use_words, AppWords, Words, UI};
use attic_games::GAMES;
use yew::prelude::*;

/// How many play a game, in the reader's words `w`.
fn players(w: Words, min: u8, max: u8) -> String {
    w.tr(&crate::text::gallery::players(&UI, min, max))
}

/// A card's thumbnail: the picture of the game's start position that the
/// build made (static/boards, scripts/boards.mjs), not the board's view, so
/// the gallery loads no game's code (issue 27). Drawn with the gallery: the
/// home page's frame shows the same pictures before the app comes.
fn thumb(id: &str) -> Html {
    html! {
        <picture>
            <source srcset={format!("boards/{id}.dark.svg")} media={attic_kit::DARK_SCHEME} />
            <img src={format!("boards/{id}.light.svg")} alt="" decoding="async" />
        </picture>
    }
}

/// The daily puzzle's line: chosen by the device's own date alone, so it
/// is there offline and the same on every device on that date. In the
/// reader's words `w`.
fn daily(w: Words) -> Html {
    let Some(info) = super::puzzle_page::daily_game() else {
        return html! {};
    };
    html! {
        <p class="daily-home">
            <a href={format!("#/puzzles/{}/daily", info.id)} data-testid="home-daily">
                { w.tr(&m("home.daily").text("game", info.title)) }{ " " }{ w.t("home.daily-go") }
            </a>
        </p>
    }
}

/// The gallery. The home page's frame shows the same cards and line of the
/// day's puzzle before the app comes (`home.<lang>.html` beside this file,
/// written by tests/suite/home_frame.rs from the same words,
/// `crate::text::gallery`; static/shell.js puts it in): a
/// change to their HTML here is a change there too (the browser test shell
/// 9 compares them).
#[function_component]
pub fn Home() -> Html {
    let w = use_words();
    let cards = GAMES.iter().map(|e| {
        let info = (e.entry.info)();
        html! {
            <li class="card-slot">
            <a class="card" href={format!("#/play/{}", info.id)} data-testid={format!("game-card-{}", info.id)}>
                <div class="thumb">{ thumb(info.id) }</div>
                <div class="card-body">
                    <h2>{ info.title }</h2>
                    <p class="meta">
                        <span class="designer">{ w.about(info, "designer", info.designer) }</span>{" · "}
                        <span class="year">{ w.about(info, "year", info.year) }</span>{" · "}
                        <span class="players">{ players(w, info.min_players, info.max_players) }</span>
                    </p>
                    <p class="hook">{ w.about(info, "hook", info.hook) }</p>
                    <span class="play-cta">{ w.t("home.play") }</span>
                </div>
            </a>
            // Beside the card's link, not inside it (no link in a link):
            // laid over the card's last line.
            <a class="card-learn" href={format!("#/learn/{}", info.id)} data-testid={format!("learn-link-{}", info.id)}>{ w.t("learn.link") }</a>
            </li>
        }
    });
    let unfinished = super::storage::list()
        .iter()
        .filter(|l| l.saved.result.is_none())
        .count();
    html! {
        <main class="page home">
            <section class="intro">
                <h1>{ w.t("home.title") }</h1>
                <p>{ w.t("home.intro") }</p>
                <p class="my-games-home">
                    <a href="#/games" data-testid="home-my-games">{ w.t("my-games.title") }</a>
                    {" · "}{ w.tr(&m("home.unfinished").num("n", unfinished as i64)) }
                </p>
                { daily(w) }
            </section>
            <ul class="gallery">{ for cards }</ul>
        </main>
    }
}
