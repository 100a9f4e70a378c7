//! The pages that load their code on first use (issue 27): every page
//! (home, a game's page, My games, a game's rules, its how-to-play page,
//! its puzzles, the bench), so that a page's first visit does not carry the
//! others' code. With the feature "split" (the
//! web build) each is a split point (`#[wasm_split]`): scripts/split.mjs
//! cuts its code into a wasm chunk of its own, which
//! [`attic_kit::lazy::lazy_page`] fetches when the page is first opened
//! (with a clear message and a button to try again if it cannot). Without
//! the feature they are drawn directly.

use super::bench_page::BenchPage;
use super::game_page::GamePage;
use super::home::Home;
use super::learn_page::LearnPage;
use super::my_games::MyGames;
use super::puzzle_page::PuzzlePage;
use super::route::Route;
use super::rules_page::RulesPage;
use yew::prelude::*;

fn draw_home(key: &'static str, _: &str) -> Html {
    html! { <Home {key} /> }
}

fn draw_play(key: &'static str, id: &str) -> Html {
    html! { <GamePage {key} id={id.to_string()} /> }
}

/// `arg` is `<game>`, or `<game>` and the solver's arguments after a tab.
fn draw_bench(key: &'static str, arg: &str) -> Html {
    let (id, solve) = match arg.split_once('\t') {
        Some((id, args)) => (id, Some(args.split(',').map(String::from).collect())),
        None => (arg, None),
    };
    html! { <BenchPage {key} id={id.to_string()} {solve} /> }
}

fn draw_my_games(key: &'static str, _: &str) -> Html {
    html! { <MyGames {key} /> }
}

fn draw_rules(key: &'static str, id: &str) -> Html {
    html! { <RulesPage {key} id={id.to_string()} /> }
}

fn draw_learn(key: &'static str, id: &str) -> Html {
    html! { <LearnPage {key} id={id.to_string()} /> }
}

/// `arg` is `<game>` or `<game>/<puzzle>` (a lazy page has one argument).
fn draw_puzzles(key: &'static str, arg: &str) -> Html {
    let (id, which) = match arg.split_once('/') {
        Some((id, which)) => (id, Some(AttrValue::from(which.to_string()))),
        None => (arg, None),
    };
    html! { <PuzzlePage {key} id={AttrValue::from(id.to_string())} {which} /> }
}

#[cfg(feature = "split")]
mod split {
    use attic_kit::lazy::PageFn;
    use std::future::Future;
    use std::pin::Pin;
    use wasm_split_helpers::{wasm_split, SplitLoaderError};

    type Loading = Pin<Box<dyn Future<Output = Result<PageFn, ()>>>>;

    /// A page's code and the pages' stylesheet, both at once (one function
    /// for every page: each copy of the joined future cost the main module
    /// about 100 bytes gzip).
    fn styled(code: Loading) -> Loading {
        Box::pin(async {
            let (_, code) = futures::future::join(crate::ui::game_css::load_pages(), code).await;
            code
        })
    }

    /// A page's split point (its chunk, named `split`) and its loader,
    /// `<name>::load()` for [`attic_kit::lazy::lazy_page`] and
    /// `preload_page`; `words`, the group of its own words (build.rs);
    /// `styled true`, that it needs the pages' stylesheet (static/pages.css, as
    /// static/shell.js links it for the same routes).
    macro_rules! page {
        ($split:ident, $name:ident, $draw:ident $(, words $words:literal)? $(, styled $styled:literal)?) => {
            pub mod $name {
                use super::*;

                #[wasm_split($split, fallible)]
                fn $name() -> Result<PageFn, SplitLoaderError> {
                    $(crate::add_words!($words);)?
                    Ok(crate::ui::pages::$draw)
                }

                pub fn load() -> Loading {
                    let code: Loading = Box::pin(async { $name().await.map_err(|_| ()) });
                    $(let code = if $styled { styled(code) } else { code };)?
                    code
                }
            }
        };
    }

    page!(page_home, home, draw_home, words "home");
    page!(page_play, play, draw_play);
    page!(page_bench, bench, draw_bench, words "bench", styled true);
    page!(page_my_games, my_games, draw_my_games, words "my_games", styled true);
    page!(page_rules, rules, draw_rules, words "rules", styled true);
    page!(page_learn, learn, draw_learn, words "learn", styled true);
    page!(page_puzzles, puzzles, draw_puzzles, words "puzzles", styled true);
}

/// The page `route` shows, its chunk fetched before the app mounts (see
/// [`attic_kit::lazy::preload_page`]): its first render draws the page.
pub async fn prepare(route: &Route) {
    #[cfg(feature = "split")]
    {
        use attic_kit::lazy::preload_page;
        match route {
            Route::Home => preload_page("home", split::home::load).await,
            Route::Play(_) => preload_page("play", split::play::load).await,
            Route::Games => preload_page("my_games", split::my_games::load).await,
            Route::Rules(_) => preload_page("rules", split::rules::load).await,
            Route::Learn(_) => preload_page("learn", split::learn::load).await,
            Route::Puzzles(..) => preload_page("puzzles", split::puzzles::load).await,
            Route::Bench(_) | Route::Solve(..) => preload_page("bench", split::bench::load).await,
            Route::NotFound(_) => {}
        }
    }
    #[cfg(not(feature = "split"))]
    let _ = route;
}

/// The home page (`#/`).
pub fn home(key: &'static str) -> Html {
    #[cfg(feature = "split")]
    return attic_kit::lazy::lazy_page("home", key, "", split::home::load);
    #[cfg(not(feature = "split"))]
    draw_home(key, "")
}

/// The page of game `id` (`#/play/<id>`).
pub fn play(key: &'static str, id: &str) -> Html {
    #[cfg(feature = "split")]
    return attic_kit::lazy::lazy_page("play", key, id, split::play::load);
    #[cfg(not(feature = "split"))]
    draw_play(key, id)
}

/// The bench of game `id` (`#/bench/<id>`), or its solver with `solve`
/// (`#/solve/<id>/<args>`).
pub fn bench(key: &'static str, id: &str, solve: Option<&[String]>) -> Html {
    let arg = match solve {
        Some(args) => format!("{id}\t{}", args.join(",")),
        None => id.to_string(),
    };
    #[cfg(feature = "split")]
    return attic_kit::lazy::lazy_page("bench", key, &arg, split::bench::load);
    #[cfg(not(feature = "split"))]
    draw_bench(key, &arg)
}

/// My games (`#/games`).
pub fn my_games(key: &'static str) -> Html {
    #[cfg(feature = "split")]
    return attic_kit::lazy::lazy_page("my_games", key, "", split::my_games::load);
    #[cfg(not(feature = "split"))]
    draw_my_games(key, "")
}

/// The rules of game `id` (`#/rules/<id>`).
pub fn rules(key: &'static str, id: &str) -> Html {
    #[cfg(feature = "split")]
    return attic_kit::lazy::lazy_page("rules", key, id, split::rules::load);
    #[cfg(not(feature = "split"))]
    draw_rules(key, id)
}

/// How to play game `id` (`#/learn/<id>`).
pub fn learn(key: &'static str, id: &str) -> Html {
    #[cfg(feature = "split")]
    return attic_kit::lazy::lazy_page("learn", key, id, split::learn::load);
    #[cfg(not(feature = "split"))]
    draw_learn(key, id)
}

/// The puzzles of game `id` (`#/puzzles/<id>[/<puzzle>]`).
pub fn puzzles(key: &'static str, id: &str, which: Option<&str>) -> Html {
    let arg = match which {
        Some(w) => format!("{id}/{w}"),
        None => id.to_string(),
    };
    #[cfg(feature = "split")]
    return attic_kit::lazy::lazy_page("puzzles", key, &arg, split::puzzles::load);
    #[cfg(not(feature = "split"))]
    draw_puzzles(key, &arg)
}
