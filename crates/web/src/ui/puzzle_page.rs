//! A game's puzzle page (issue 29, `#/puzzles/<id>[/<puzzle>]`): which
//! puzzle, where the player stands (solved, streak), the way to the
//! previous and next ones and a link to share; the attempt itself is
//! [`super::puzzle_board`]. The build writes each puzzle beside the app as
//! a file of its own (`puzzles/<id>/<puzzle>.txt`, with their ids in
//! `puzzles/<id>/index.txt`; scripts/site.mjs), and the page fetches the
//! index and the puzzle it shows, each once.

use super::puzzle_answers::Answers;
use super::puzzle_board::PuzzleBoard;
use super::puzzle_store;
use super::text::{m, use_words, AppWords};
use crate::app_logic::puzzles::{self, Progress};
use attic_core::Msg;
use attic_records::puzzles::Puzzle;
use futures::future::LocalBoxFuture;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`PuzzlePage`].
#[derive(Properties, PartialEq)]
pub struct PuzzlePageProps {
    /// The game's id.
    pub id: AttrValue,
    /// The puzzle's id, or `daily` (`None`: the first not solved yet).
    #[prop_or_default]
    pub which: Option<AttrValue>,
}

/// A game's puzzle ids, in their file's order.
type Ids = Rc<Vec<String>>;

/// A puzzle as read (or why it cannot be read: a message for authors).
type Read = Result<Rc<Puzzle>, String>;

thread_local! {
    /// Each game's puzzle ids, fetched once.
    static IDS: RefCell<Vec<(String, Ids)>> = const { RefCell::new(Vec::new()) };
    /// Each puzzle fetched so far, read once (by puzzle id).
    static READ: RefCell<Vec<(String, Rc<Read>)>> = const { RefCell::new(Vec::new()) };
}

/// The puzzle ids of game `id` fetched so far.
fn ids_already(id: &str) -> Option<Ids> {
    IDS.with(|r| {
        r.borrow()
            .iter()
            .find(|(g, _)| g == id)
            .map(|(_, p)| p.clone())
    })
}

/// The puzzle `id` fetched so far.
fn read_already(id: &str) -> Option<Rc<Read>> {
    READ.with(|r| {
        r.borrow()
            .iter()
            .find(|(p, _)| p == id)
            .map(|(_, p)| p.clone())
    })
}

/// Fetch the puzzle ids of game `id` (`puzzles/<id>/index.txt`, written by
/// the build beside each puzzle's own file: scripts/site.mjs), once. An id
/// that could not be a file's name is left out.
async fn load_ids(id: String) -> Result<(), Msg> {
    if ids_already(&id).is_some() {
        return Ok(());
    }
    let url = format!("puzzles/{id}/index.txt");
    let file = match super::fetch::prefetched(&url) {
        Some(file) => file,
        None => super::fetch::text(&url, None).await?,
    };
    let ok = |p: &str| {
        !p.is_empty()
            && p.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
    };
    let ids: Ids = Rc::new(
        file.lines()
            .map(str::trim)
            .filter(|p| ok(p))
            .map(String::from)
            .collect(),
    );
    IDS.with(|r| r.borrow_mut().push((id, ids)));
    Ok(())
}

/// Fetch puzzle `puzzle` of game `game` (`puzzles/<game>/<puzzle>.txt`)
/// and read it, once: only the puzzle shown travels (TURNOOI's 60 records
/// of whole games were 11.5 KB gzip of a first visit).
async fn load_puzzle(game: &str, puzzle: &str) -> Result<(), Msg> {
    if read_already(puzzle).is_some() {
        return Ok(());
    }
    let url = format!("puzzles/{game}/{puzzle}.txt");
    let text = match super::fetch::prefetched(&url) {
        Some(text) => text,
        None => super::fetch::text(&url, None).await?,
    };
    let read = attic_records::puzzles::read_entry(&attic_games::REGISTRY, &text).map(Rc::new);
    READ.with(|r| r.borrow_mut().push((puzzle.to_string(), Rc::new(read))));
    Ok(())
}

/// Today's day number in the player's own calendar.
pub fn today() -> i64 {
    let d = js_sys::Date::new_0();
    puzzles::day_number(d.get_full_year() as i64, d.get_month() + 1, d.get_date())
}

/// The game and puzzle index of today's puzzle, among the games with
/// puzzles: the game's id.
pub fn daily_game() -> Option<&'static attic_core::GameInfo> {
    let games: Vec<_> = attic_games::with_puzzles().collect();
    let (g, _) = puzzles::daily(today(), games.len());
    games.get(g).copied()
}

/// Today's puzzle among `count` of its game's.
fn daily_index(count: usize) -> usize {
    let n = attic_games::with_puzzles().count();
    puzzles::daily_index(puzzles::daily(today(), n).1, count)
}

/// The puzzle page of one game.
#[function_component]
pub fn PuzzlePage(p: &PuzzlePageProps) -> Html {
    let w = use_words();
    let progress = use_state(|| puzzle_store::progress().0);
    let answers = use_memo((), move |_| Answers::new(w.lang));
    // `#/puzzles/<game>` shows the first puzzle not solved when the page
    // opens, and stays on it once it is solved (game id, index).
    let landed = use_mut_ref(|| None::<(AttrValue, usize)>);
    // What could not be fetched (the game's ids, or a puzzle), and why.
    let failed = use_state(|| None::<(String, Msg)>);
    let attempt = use_state(|| 0u32);
    let redraw = use_force_update();
    // Fetch `what` (the game's puzzle ids, or a puzzle) unless it is here.
    let fetch =
        |what: Option<String>,
         load: fn(String, String) -> LocalBoxFuture<'static, Result<(), Msg>>| {
            let (failed, redraw, game) = (failed.clone(), redraw.clone(), p.id.to_string());
            move |_: &(Option<String>, u32)| {
                if let Some(what) = what {
                    wasm_bindgen_futures::spawn_local(async move {
                        match load(game, what.clone()).await {
                            Ok(()) => redraw.force_update(),
                            Err(why) => failed.set(Some((what, why))),
                        }
                    });
                }
            }
        };
    let ids = ids_already(&p.id);
    // Only a game that has puzzles has their list: asked for another's (a
    // link to TURNO-Loop's puzzles), the server answered 404, an error in
    // the console, before the page said it has none.
    let game = attic_games::find(&p.id);
    let entry = game.filter(|e| (e.info)().has_puzzles);
    let need = (entry.is_some() && ids.is_none()).then(|| p.id.to_string());
    use_effect_with(
        (need.clone(), *attempt),
        fetch(need, |game, _| Box::pin(load_ids(game))),
    );
    // Which puzzle to show, once the ids are here.
    let at = match &ids {
        Some(all) if !all.is_empty() => match p.which.as_deref() {
            None => {
                let mut landed = landed.borrow_mut();
                let at = match &*landed {
                    Some((id, at)) if *id == p.id => *at,
                    _ => puzzles::next_unsolved(all, &progress, 0),
                };
                *landed = Some((p.id.clone(), at));
                Some(at)
            }
            Some("daily") => Some(daily_index(all.len())),
            Some(which) => all.iter().position(|i| i == which),
        },
        _ => None,
    };
    let shown: Option<String> = ids
        .as_ref()
        .zip(at)
        .and_then(|(all, at)| all.get(at).cloned());
    let need = shown.clone().filter(|s| read_already(s).is_none());
    use_effect_with(
        (need.clone(), *attempt),
        fetch(need, |game, puzzle| {
            Box::pin(async move { load_puzzle(&game, &puzzle).await })
        }),
    );
    let Some(entry) = entry else {
        // A game Attic has is named by its title (the id "turno-loop" is the
        // link's, not a player's word); a link's unknown id as it is.
        let game = game.map_or(p.id.to_string(), |e| (e.info)().title.to_string());
        return html! {
            <main class="page"><h1>{ w.t("puzzle.none-title") }</h1>
            <p>{ w.tr(&m("puzzle.none").text("game", game)) }{" "}<a href="#/">{ w.t("unknown-game.back") }</a></p></main>
        };
    };
    let info = (entry.info)();
    let crumbs = html! {
        <nav class="crumbs">
            <a href="#/">{ w.t("rules.games") }</a>{" › "}
            <a href={format!("#/play/{}", info.id)}>{ w.tr(&m("rules.play").text("game", info.title)) }</a>
        </nav>
    };
    // The title and what the puzzles are: the frame draws both before the
    // wasm comes (scripts/site.mjs puzzlesFrame), in the same place.
    let title = html! { <>
        <h1>{ w.tr(&m("puzzle.title").text("game", info.title)) }</h1>
        <p class="puzzle-intro">{ w.t("puzzle.intro") }</p>
    </> };
    let retry = {
        let (attempt, failed) = (attempt.clone(), failed.clone());
        Callback::from(move |_: MouseEvent| {
            failed.set(None);
            attempt.set(*attempt + 1);
        })
    };
    let cannot = |why: &Msg| {
        html! {
            <main class="page puzzles">{ crumbs.clone() }{ title.clone() }
            <p class="error" role="alert">{ w.tr(&m("puzzle.failed").msg("reason", why.clone())) }</p>
            <button type="button" onclick={retry.clone()} data-testid="puzzle-retry">{ w.t("puzzle.retry") }</button></main>
        }
    };
    let loading = html! {
        <main class="page puzzles screenful" key="loading">{ crumbs.clone() }{ title.clone() }
        <p class="loading" aria-busy="true">{ w.t("puzzle.loading") }</p></main>
    };
    let failed_on = |what: &str| match &*failed {
        Some((w, why)) if w == what => Some(cannot(why)),
        _ => None,
    };
    let Some(all) = ids else {
        return failed_on(&p.id).unwrap_or(loading);
    };
    let (Some(at), Some(shown)) = (at, shown) else {
        let which = p.which.as_deref().unwrap_or("").to_string();
        return html! {
            <main class="page puzzles">{ crumbs }{ title }
            <p role="alert" data-testid="puzzle-missing">{ w.tr(&m("puzzle.missing").text("id", which)) }{" "}
            <a href={format!("#/puzzles/{}", info.id)}>{ w.t("puzzle.first") }</a></p></main>
        };
    };
    let Some(read) = read_already(&shown) else {
        return failed_on(&shown).unwrap_or(loading);
    };
    let n = all.len();
    let href = |i: usize| format!("#/puzzles/{}/{}", info.id, all[i % n]);
    let on_progress = {
        let progress = progress.clone();
        Callback::from(move |p: Progress| progress.set(p))
    };
    let next_unsolved = puzzles::next_unsolved(&all, &progress, (at + 1) % n);
    let daily = p.which.as_deref() == Some("daily");
    // A screen high, as while it loads: shorter, the page pulled the footer
    // up into view when the puzzle came (at 412×823). Keyed apart from the
    // loading page: Yew matches unkeyed children from the end, so the
    // crumbs and the loading line became the page's last links, seen as
    // moved (layout shifts of 0.13 in all).
    html! {
        <main class="page puzzles screenful" key="puzzle">
            { crumbs }{ title }
            <p class="puzzle-where" data-testid="puzzle-where">
                if daily { <strong>{ w.t("puzzle.daily") }</strong>{ " · " } }
                { w.tr(&m("puzzle.number").num("n", at as i64 + 1).num("of", n as i64)) }
                if let Ok(puzzle) = &*read {
                    { " · " }{ w.tr(&m("puzzle.difficulty").num("n", puzzle.difficulty as i64)) }
                    if puzzle.moves() > 1 { { " · " }{ w.tr(&m("puzzle.moves").num("n", puzzle.moves() as i64)) } }
                }
            </p>
            {
                match &*read {
                    Ok(puzzle) => html! {
                        <PuzzleBoard key={puzzle.id.clone()} puzzle={puzzle.clone()} progress={(*progress).clone()} {on_progress}
                            next={href(next_unsolved)} answers={(*answers).clone()} />
                    },
                    // For authors (a test keeps the shipped files whole); a
                    // player is told the puzzle is missing and goes on.
                    Err(why) => {
                        web_sys::console::warn_1(&format!("puzzle {shown}: {why}").into());
                        html! { <p class="error" role="alert" data-testid="puzzle-broken">{ w.t("puzzle.broken") }</p> }
                    }
                }
            }
            <nav class="puzzle-nav" aria-label={w.t("puzzle.nav")}>
                <a class="button" href={href(at + n - 1)} data-testid="puzzle-prev">{ w.t("puzzle.prev") }</a>
                <a class="button" href={href(at + 1)} data-testid="puzzle-next">{ w.t("puzzle.next") }</a>
            </nav>
            <p class="puzzle-score" data-testid="puzzle-score">
                { w.tr(&m("puzzle.solved").num("n", progress.solved_of(all.iter().map(String::as_str)) as i64).num("of", n as i64)) }
                { " · " }{ w.tr(&m("puzzle.streak").num("n", progress.streak as i64).num("best", progress.best as i64)) }
            </p>
            <p class="puzzle-share">
                <a href={href(at)} data-testid="puzzle-link">{ w.t("puzzle.link") }</a>
                { " · " }<a href={format!("#/learn/{}", info.id)}>{ w.t("learn.link") }</a>
            </p>
        </main>
    }
}
