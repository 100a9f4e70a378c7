//! A game's puzzle page (issue 29, `#/puzzles/<id>[/<puzzle>]`): which
//! puzzle, where the player stands (solved, streak), the way to the
//! previous and next ones and a link to share; the attempt itself is
//! [`super::puzzle_board`]. The puzzle file is fetched beside the app
//! (`puzzles/<id>.txt`, as the rules texts are) and read once per game.

use super::puzzle_board::{Answers, PuzzleBoard};
use super::puzzle_store;
use super::text::{m, t, tr};
use crate::app_logic::puzzles::{self, Progress};
use attic_core::Msg;
use attic_records::puzzles::Puzzle;
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

/// One puzzle of a file: its id, and its text, read (its game replayed)
/// only when it is shown. A TURNOOI record is a whole game: reading all 60
/// at once was a 214 ms task at 4x CPU slowdown.
struct Entry {
    id: String,
    text: String,
    read: std::cell::OnceCell<Result<Rc<Puzzle>, String>>,
}

impl Entry {
    /// The puzzle, read once (shared with the board that shows it).
    fn puzzle(&self) -> &Result<Rc<Puzzle>, String> {
        self.read.get_or_init(|| {
            attic_records::puzzles::read_entry(&attic_games::REGISTRY, &self.text).map(Rc::new)
        })
    }
}

/// A game's puzzles.
type Shelf = Rc<Vec<Entry>>;

thread_local! {
    /// Each game's puzzles, read from its file once.
    static READ: RefCell<Vec<(String, Shelf)>> = const { RefCell::new(Vec::new()) };
}

/// The puzzles of game `id` read so far.
fn read_already(id: &str) -> Option<Shelf> {
    READ.with(|r| {
        r.borrow()
            .iter()
            .find(|(g, _)| g == id)
            .map(|(_, p)| p.clone())
    })
}

/// Fetch the puzzle file of game `id` (`puzzles/<id>.txt`, beside the app
/// as the rules texts are: the wasm does not carry it), once, and cut it
/// into its puzzles, unread.
async fn load(id: String) -> Result<Shelf, Msg> {
    if let Some(p) = read_already(&id) {
        return Ok(p);
    }
    let file = super::fetch::text(&format!("puzzles/{id}.txt"), None).await?;
    let all: Vec<Entry> = attic_records::puzzles::entries(&file)
        .into_iter()
        .map(|(id, text)| Entry {
            id,
            text,
            read: std::cell::OnceCell::new(),
        })
        .collect();
    let all = Rc::new(all);
    READ.with(|r| r.borrow_mut().push((id, all.clone())));
    Ok(all)
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
    let progress = use_state(|| puzzle_store::progress().0);
    let answers = use_memo((), |_| Answers::default());
    // `#/puzzles/<game>` shows the first puzzle not solved when the page
    // opens, and stays on it once it is solved (game id, index).
    let landed = use_mut_ref(|| None::<(AttrValue, usize)>);
    // The game's puzzles: `None` while their file loads.
    let file = use_state(|| read_already(&p.id).map(Ok));
    let attempt = use_state(|| 0u32);
    {
        let (file, id) = (file.clone(), p.id.to_string());
        use_effect_with((id, *attempt), move |(id, _)| {
            if !matches!(*file, Some(Ok(_))) {
                let (file, id) = (file.clone(), id.clone());
                wasm_bindgen_futures::spawn_local(async move { file.set(Some(load(id).await)) });
            }
        });
    }
    let Some(entry) = attic_games::find(&p.id).filter(|e| (e.info)().has_puzzles) else {
        return html! {
            <main class="page"><h1>{ t("puzzle.none-title") }</h1>
            <p>{ tr(&m("puzzle.none").text("game", p.id.to_string())) }{" "}<a href="#/">{ t("unknown-game.back") }</a></p></main>
        };
    };
    let info = (entry.info)();
    let crumbs = html! {
        <nav class="crumbs">
            <a href="#/">{ t("rules.games") }</a>{" › "}
            <a href={format!("#/play/{}", info.id)}>{ tr(&m("rules.play").text("game", info.title)) }</a>
        </nav>
    };
    let title = html! { <h1>{ tr(&m("puzzle.title").text("game", info.title)) }</h1> };
    let all = match &*file {
        Some(Ok(all)) => all.clone(),
        Some(Err(why)) => {
            let retry = Callback::from(move |_: MouseEvent| attempt.set(*attempt + 1));
            return html! {
                <main class="page puzzles">{ crumbs }{ title }
                <p class="error" role="alert">{ tr(&m("puzzle.failed").msg("reason", why.clone())) }</p>
                <button type="button" onclick={retry} data-testid="puzzle-retry">{ t("puzzle.retry") }</button></main>
            };
        }
        None => {
            return html! {
                <main class="page puzzles screenful">{ crumbs }{ title }
                <p class="loading" aria-busy="true">{ t("puzzle.loading") }</p></main>
            };
        }
    };
    let ids: Vec<&str> = all.iter().map(|e| e.id.as_str()).collect();
    let at = match p.which.as_deref() {
        None => {
            let mut landed = landed.borrow_mut();
            let at = match &*landed {
                Some((id, at)) if *id == p.id => *at,
                _ => puzzles::next_unsolved(&ids, &progress, 0),
            };
            *landed = Some((p.id.clone(), at));
            Some(at)
        }
        Some("daily") => Some(daily_index(all.len())),
        Some(w) => ids.iter().position(|i| *i == w),
    };
    let (Some(at), Some(entry)) = (at, at.and_then(|i| all.get(i))) else {
        let which = p.which.as_deref().unwrap_or("").to_string();
        return html! {
            <main class="page puzzles">{ crumbs }{ title }
            <p role="alert" data-testid="puzzle-missing">{ tr(&m("puzzle.missing").text("id", which)) }{" "}
            <a href={format!("#/puzzles/{}", info.id)}>{ t("puzzle.first") }</a></p></main>
        };
    };
    let n = all.len();
    let href = |i: usize| format!("#/puzzles/{}/{}", info.id, ids[i % n]);
    let on_progress = {
        let progress = progress.clone();
        Callback::from(move |p: Progress| progress.set(p))
    };
    let next_unsolved = puzzles::next_unsolved(&ids, &progress, (at + 1) % n);
    let daily = p.which.as_deref() == Some("daily");
    html! {
        <main class="page puzzles">
            { crumbs }{ title }
            <p class="puzzle-where" data-testid="puzzle-where">
                if daily { <strong>{ t("puzzle.daily") }</strong>{ " · " } }
                { tr(&m("puzzle.number").num("n", at as i64 + 1).num("of", n as i64)) }
                if let Ok(puzzle) = entry.puzzle() {
                    { " · " }{ tr(&m("puzzle.difficulty").num("n", puzzle.difficulty as i64)) }
                }
            </p>
            {
                match entry.puzzle() {
                    Ok(puzzle) => html! {
                        <PuzzleBoard key={puzzle.id.clone()} puzzle={puzzle.clone()} progress={(*progress).clone()} {on_progress}
                            next={href(next_unsolved)} answers={(*answers).clone()} />
                    },
                    // For authors (a test keeps the shipped files whole); a
                    // player is told the puzzle is missing and goes on.
                    Err(why) => {
                        web_sys::console::warn_1(&format!("puzzle {}: {why}", entry.id).into());
                        html! { <p class="error" role="alert" data-testid="puzzle-broken">{ t("puzzle.broken") }</p> }
                    }
                }
            }
            <nav class="puzzle-nav" aria-label={t("puzzle.nav")}>
                <a class="button" href={href(at + n - 1)} data-testid="puzzle-prev">{ t("puzzle.prev") }</a>
                <a class="button" href={href(at + 1)} data-testid="puzzle-next">{ t("puzzle.next") }</a>
            </nav>
            <p class="puzzle-score" data-testid="puzzle-score">
                { tr(&m("puzzle.solved").num("n", progress.solved_of(ids.iter().copied()) as i64).num("of", n as i64)) }
                { " · " }{ tr(&m("puzzle.streak").num("n", progress.streak as i64).num("best", progress.best as i64)) }
            </p>
            <p class="puzzle-share">
                <a href={href(at)} data-testid="puzzle-link">{ t("puzzle.link") }</a>
                { " · " }<a href={format!("#/learn/{}", info.id)}>{ t("learn.link") }</a>
            </p>
        </main>
    }
}
