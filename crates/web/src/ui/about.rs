//! "About this game" on the rules page: the paragraphs a game writes in its
//! own message file (`about.*` keys, in file order) and the pictures of its
//! board it asks for ([`attic_core::GameInfo::pictures`]), each drawn by the
//! game's own board view as a thumbnail with its caption. A game with
//! neither shows nothing. Long Tau says here that its board is a
//! reconstruction and shows what its options change.
//!
//! The rules page needs only the game's words (issue 27); the pictures are
//! drawn by the game's code, fetched when the page has them, so the text is
//! there first.

use super::board::BoardProps;
use super::text::{use_words, AppWords, Words};
use attic_core::{GameEntry, Msg, Picture};
use attic_games as games;
use attic_records::Session;
use yew::prelude::*;

/// The game's own board view of one picture, as a thumbnail, its caption
/// in the reader's words `w`.
fn picture(w: Words, id: &str, entry: &'static GameEntry, pic: &Picture) -> Html {
    let book = (entry.info)().messages;
    let (Some(board), Some(caption)) = (games::board(id), w.text(book, pic.caption)) else {
        return html! {};
    };
    let Ok(session) = Session::picture(&games::REGISTRY, entry, pic) else {
        return html! {};
    };
    html! {
        <figure class="about-picture" data-testid="about-picture" data-options={pic.options}>
            { board(BoardProps::picture(session)) }
            <figcaption>{ caption }</figcaption>
        </figure>
    }
}

/// What [`about`] draws.
#[derive(Properties, PartialEq)]
pub struct AboutProps {
    /// Game or variant id.
    pub id: AttrValue,
}

/// The "About this game" section, or nothing, in the reader's words `w`.
/// A plain function, not a component: it has no hooks, and each component
/// costs about 0.8 KB gzip of Yew code in the wasm (docs/measure.md).
pub fn about(p: &AboutProps, w: Words) -> Html {
    let Some(entry) = games::find(&p.id) else {
        return html! {};
    };
    let book = (entry.info)().messages;
    let pictures = (entry.info)().pictures;
    let paragraphs: Vec<String> = crate::text::about::about_keys(book, pictures, w.lang)
        .into_iter()
        .map(|k| w.tr(&Msg::new(book, k)))
        .collect();
    if paragraphs.is_empty() && pictures.is_empty() {
        return html! {};
    }
    html! {
        <section class="about" data-testid="about" aria-labelledby="about-title">
            <h2 id="about-title">{ w.t("rules.about") }</h2>
            { for paragraphs.into_iter().map(|text| html! { <p>{ text }</p> }) }
            if !pictures.is_empty() {
                // Keyed by game: another game's pictures start afresh
                // (one a task, no failure of the one before).
                <Pictures key={p.id.to_string()} id={p.id.clone()} />
            }
        </section>
    }
}

/// The pictures of the board, once the game's code is loaded (see the
/// module's text): a line while it loads, a message and Try again if it
/// could not be.
#[function_component]
fn Pictures(p: &AboutProps) -> Html {
    let w = use_words();
    let ready = attic_games::ready(&p.id);
    let failed = use_state(|| false);
    let attempt = use_state(|| 0u32);
    // How many pictures are drawn: one more a task, each after the one
    // before is on the page (Long Tau's three were one task of 21-31 ms of
    // CPU, docs/measure.md session 25).
    let count = games::find(&p.id).map_or(0, |e| (e.info)().pictures.len());
    let drawn = super::steps::use_steps(ready, 1, count);
    {
        let (failed, id) = (failed.clone(), p.id.to_string());
        // A set redraws either way: the pictures, or the message.
        use_effect_with((id, *attempt, ready), move |(id, _, ready)| {
            if !*ready {
                let id = id.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    failed.set(super::code::load_game(id).await.is_err());
                });
            }
        });
    }
    let Some(entry) = games::find(&p.id) else {
        return html! {};
    };
    if !ready {
        if *failed {
            let retry = Callback::from(move |_: MouseEvent| attempt.set(*attempt + 1));
            return html! {
                <div class="lazy-failed" role="alert" data-testid="pictures-failed">
                    <p class="error">{ w.t("rules.pictures-failed") }</p>
                    <button type="button" onclick={retry}>{ w.t("rules.pictures-retry") }</button>
                </div>
            };
        }
        return waiting(w, entry);
    }
    let slots = (0..count).map(|index| {
        html! { <Slot key={index} id={p.id.clone()} {index} shown={index < drawn} /> }
    });
    html! {
        <div class="about-pictures">{ for slots }</div>
    }
}

/// What [`Slot`] draws.
#[derive(Properties, PartialEq)]
struct SlotProps {
    id: AttrValue,
    /// Which of the game's pictures.
    index: usize,
    /// Drawn; else its room.
    shown: bool,
}

/// One picture, or until its turn its room. A component, so that the
/// pictures already drawn are not drawn again when the next one comes.
#[function_component]
fn Slot(p: &SlotProps) -> Html {
    let w = use_words();
    let Some(entry) = games::find(&p.id) else {
        return html! {};
    };
    match (entry.info)().pictures.get(p.index) {
        Some(q) if p.shown => picture(w, &p.id, entry, q),
        Some(q) => room(w, entry, q),
        None => html! {},
    }
}

/// A picture's room: its size ([`Picture::view_box`]) and caption where it
/// will be, so that nothing below moves when it comes (the rules page's
/// layout shift); in the reader's words `w`.
fn room(w: Words, entry: &GameEntry, q: &Picture) -> Html {
    let book = (entry.info)().messages;
    let (width, height) = q.view_box;
    html! {
        <figure aria-hidden="true">
            <svg class="thumb-svg thumb-wait" viewBox={format!("0 0 {width} {height}")}></svg>
            <figcaption>{ w.text(book, q.caption).unwrap_or_default() }</figcaption>
        </figure>
    }
}

/// The pictures' rooms while the game's code loads (see [`room`]), and the
/// loading line over them; in the reader's words `w`.
fn waiting(w: Words, entry: &GameEntry) -> Html {
    let rooms = (entry.info)().pictures.iter().map(|q| room(w, entry, q));
    html! {
        <div class="about-pictures waiting" data-testid="pictures-loading">
            <p class="lazy-loading">{ w.t("rules.pictures-wait") }</p>
            { for rooms }
        </div>
    }
}
