//! Parts of the game page whose code is loaded on first use (issue 27):
//! the new-game dialog, the analysis panel's hint and chart, the panel of
//! a game by post, and the import of pasted records and links. With
//! the feature "split" (the web build) each is a split point
//! (`#[wasm_split]`) that scripts/split.mjs cuts into a chunk of its own,
//! fetched when the dialog is first opened or the first import is made (a
//! clear message, and Try again for the dialog, if it cannot be); without
//! the feature they are called directly.

use super::analysis::{AnalysisBody, AnalysisProps};
use super::new_game::NewGameDialog;
use super::state::Dispatch;
use super::text::Words;
use yew::prelude::*;

/// What the import's chunk gives: import a text (its games' code loaded)
/// into My games or onto the screen, closing the import box when done
/// (what My games lists of the games written in the reader's words).
pub type ImportFn = fn(&str, &UseStateHandle<bool>, &Dispatch, Words);

/// The import of pasted text, from its chunk (`Err`: it could not be
/// loaded; a later call tries again).
pub async fn importer() -> Result<ImportFn, ()> {
    #[cfg(feature = "split")]
    return split::import().await.map_err(|_| ());
    #[cfg(not(feature = "split"))]
    Ok(super::share::import_text_now)
}

/// What the new-game dialog's chunk gives: the dialog for a game id, with
/// the callback that closes it.
pub type NewGameFn = fn(&'static str, Callback<()>) -> Html;

fn draw_new_game(id: &'static str, close: Callback<()>) -> Html {
    html! { <NewGameDialog {id} {close} /> }
}

/// What the analysis chunk gives: the panel's hint and chart.
pub type AnalysisFn = fn(AnalysisProps) -> Html;

fn draw_analysis(p: AnalysisProps) -> Html {
    html! { <AnalysisBody ..p /> }
}

/// What the play-by-post chunk gives: the panel under the board.
pub type PostFn = fn() -> Html;

fn draw_post() -> Html {
    html! { <super::post::PostPanel /> }
}

/// The panel of a game by post (drawn for such a game only: its code is
/// fetched then).
pub fn post_panel() -> Html {
    #[cfg(feature = "split")]
    return html! { <LazyPost /> };
    #[cfg(not(feature = "split"))]
    draw_post()
}

/// The analysis panel's hint and chart (drawn while analysis is on or the
/// game is over).
pub fn analysis_body(p: AnalysisProps) -> Html {
    #[cfg(feature = "split")]
    return html! { <LazyAnalysis ..p /> };
    #[cfg(not(feature = "split"))]
    draw_analysis(p)
}

/// The new-game dialog of game `id` (drawn while it is open).
pub fn new_game_dialog(id: &'static str, close: Callback<()>) -> Html {
    #[cfg(feature = "split")]
    return html! { <LazyNewGame {id} {close} /> };
    #[cfg(not(feature = "split"))]
    draw_new_game(id, close)
}

#[cfg(feature = "split")]
pub use split::{LazyAnalysis, LazyNewGame, LazyPost};

#[cfg(feature = "split")]
mod split {
    use super::*;
    use crate::ui::text::{use_words, AppWords};
    use attic_kit::lazy::{load_failed, loading_line, use_chunk};
    use std::cell::RefCell;
    use std::future::Future;
    use std::pin::Pin;
    use wasm_split_helpers::{wasm_split, SplitLoaderError};

    #[wasm_split(part_import, fallible)]
    pub fn import() -> Result<ImportFn, SplitLoaderError> {
        Ok(super::super::share::import_text_now)
    }

    #[wasm_split(part_analysis, fallible)]
    fn analysis() -> Result<AnalysisFn, SplitLoaderError> {
        crate::add_words!("analysis");
        Ok(draw_analysis)
    }

    fn load_analysis() -> Pin<Box<dyn Future<Output = Result<AnalysisFn, ()>>>> {
        Box::pin(async { analysis().await.map_err(|_| ()) })
    }

    thread_local! {
        static ANALYSIS: RefCell<Vec<(&'static str, AnalysisFn)>> = const { RefCell::new(Vec::new()) };
    }

    /// The analysis panel's hint and chart once their chunk is there;
    /// meanwhile a line says they are loading (or could not be, with Try
    /// again).
    #[function_component]
    pub fn LazyAnalysis(p: &AnalysisProps) -> Html {
        let w = use_words();
        match use_chunk(&ANALYSIS, "analysis", load_analysis) {
            (Some(draw), _, _) => draw(p.clone()),
            (None, failed, retry) => waiting(w, failed, retry),
        }
    }

    /// A part still loading: a line says so, or, if it could not be
    /// loaded, a message and Try again; in the reader's words `w`.
    fn waiting(w: Words, failed: bool, retry: Callback<MouseEvent>) -> Html {
        match failed {
            true => load_failed(w, "load.page-failed", retry),
            false => loading_line(w, "load.page-wait"),
        }
    }

    #[wasm_split(part_post, fallible)]
    fn post() -> Result<PostFn, SplitLoaderError> {
        Ok(draw_post)
    }

    fn load_post() -> Pin<Box<dyn Future<Output = Result<PostFn, ()>>>> {
        Box::pin(async { post().await.map_err(|_| ()) })
    }

    thread_local! {
        static POST: RefCell<Vec<(&'static str, PostFn)>> = const { RefCell::new(Vec::new()) };
    }

    /// The panel of a game by post once its chunk is there; meanwhile a
    /// line says it is loading (or could not be, with Try again).
    #[function_component]
    pub fn LazyPost() -> Html {
        let w = use_words();
        match use_chunk(&POST, "post", load_post) {
            (Some(draw), _, _) => draw(),
            (None, failed, retry) => {
                html! { <section class="post-panel">{ waiting(w, failed, retry) }</section> }
            }
        }
    }

    #[wasm_split(part_new_game, fallible)]
    fn new_game() -> Result<NewGameFn, SplitLoaderError> {
        crate::add_words!("new_game");
        Ok(draw_new_game)
    }

    fn load() -> Pin<Box<dyn Future<Output = Result<NewGameFn, ()>>>> {
        Box::pin(async { new_game().await.map_err(|_| ()) })
    }

    thread_local! {
        static LOADED: RefCell<Vec<(&'static str, NewGameFn)>> = const { RefCell::new(Vec::new()) };
    }

    /// Props of [`LazyNewGame`].
    #[derive(Properties, PartialEq)]
    pub struct Props {
        /// Game id.
        pub id: &'static str,
        /// Close the dialog.
        pub close: Callback<()>,
    }

    /// The dialog once its chunk is there; meanwhile the dialog's frame
    /// says it is loading (or could not be, with Try again and Cancel).
    #[function_component]
    pub fn LazyNewGame(p: &Props) -> Html {
        let w = use_words();
        match use_chunk(&LOADED, "new_game", load) {
            (Some(draw), _, _) => draw(p.id, p.close.clone()),
            (None, failed, retry) => {
                let close = p.close.reform(|_: MouseEvent| ());
                html! {
                    <>
                        <div class="modal-back" onclick={close.clone()}></div>
                        <div class="modal" role="dialog" aria-modal="true" aria-busy={(!failed).to_string()}
                            aria-label={w.t("new-game")} data-testid="new-game-loading">
                            { waiting(w, failed, retry) }
                            <div class="modal-buttons">
                                <button onclick={close}>{ w.t("cancel") }</button>
                            </div>
                        </div>
                    </>
                }
            }
        }
    }
}
