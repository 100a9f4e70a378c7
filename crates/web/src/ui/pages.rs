//! The pages that load their code on first use (issue 27): My games, a
//! game's rules, its how-to-play page and its puzzles. With the feature "split" (the
//! web build) each is a split point (`#[wasm_split]`): scripts/split.mjs
//! cuts its code into a wasm chunk of its own, which
//! [`attic_kit::lazy::lazy_page`] fetches when the page is first opened
//! (with a clear message and a button to try again if it cannot). Without
//! the feature they are drawn directly.

use super::learn_page::LearnPage;
use super::my_games::MyGames;
use super::puzzle_page::PuzzlePage;
use super::rules_page::RulesPage;
use yew::prelude::*;

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

    #[wasm_split(page_my_games, fallible)]
    fn my_games() -> Result<PageFn, SplitLoaderError> {
        Ok(super::draw_my_games)
    }
    #[wasm_split(page_rules, fallible)]
    fn rules() -> Result<PageFn, SplitLoaderError> {
        Ok(super::draw_rules)
    }
    #[wasm_split(page_learn, fallible)]
    fn learn() -> Result<PageFn, SplitLoaderError> {
        Ok(super::draw_learn)
    }

    #[wasm_split(page_puzzles, fallible)]
    fn puzzles() -> Result<PageFn, SplitLoaderError> {
        Ok(super::draw_puzzles)
    }

    pub fn load_puzzles() -> Loading {
        Box::pin(async { puzzles().await.map_err(|_| ()) })
    }
    pub fn load_my_games() -> Loading {
        Box::pin(async { my_games().await.map_err(|_| ()) })
    }
    pub fn load_rules() -> Loading {
        Box::pin(async { rules().await.map_err(|_| ()) })
    }
    pub fn load_learn() -> Loading {
        Box::pin(async { learn().await.map_err(|_| ()) })
    }
}

/// My games (`#/games`).
pub fn my_games(key: &'static str) -> Html {
    #[cfg(feature = "split")]
    return attic_kit::lazy::lazy_page("my_games", key, "", split::load_my_games);
    #[cfg(not(feature = "split"))]
    draw_my_games(key, "")
}

/// The rules of game `id` (`#/rules/<id>`).
pub fn rules(key: &'static str, id: &str) -> Html {
    #[cfg(feature = "split")]
    return attic_kit::lazy::lazy_page("rules", key, id, split::load_rules);
    #[cfg(not(feature = "split"))]
    draw_rules(key, id)
}

/// How to play game `id` (`#/learn/<id>`).
pub fn learn(key: &'static str, id: &str) -> Html {
    #[cfg(feature = "split")]
    return attic_kit::lazy::lazy_page("learn", key, id, split::load_learn);
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
    return attic_kit::lazy::lazy_page("puzzles", key, &arg, split::load_puzzles);
    #[cfg(not(feature = "split"))]
    draw_puzzles(key, &arg)
}
