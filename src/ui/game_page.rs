//! The game page: board, status, controls, move list, new game, sharing.

use super::ai::Ai;
use super::banner::GameOver;
use super::board::BoardProps;
use super::move_list::MoveList;
use super::new_game::NewGame;
use super::players::Players;
use super::random_seed;
use super::share::Share;
use super::state::{default_seats, Action, AppHandle, AppState, SeatKind};
use crate::core::{Rng, Session, Turn};
use crate::games;
use crate::worker::Input;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`GamePage`].
#[derive(Properties, PartialEq)]
pub struct GamePageProps {
    /// Game id from the route.
    pub id: String,
}

fn seat_label(st: &AppState, names: &[&str], seat: u8) -> String {
    let name = names.get(seat as usize).copied().unwrap_or("?");
    match st.seats.get(seat as usize) {
        Some(SeatKind::Ai(l)) => format!("{name} (AI level {l})"),
        _ => name.to_string(),
    }
}

/// The status line: whose turn, thinking, or the result.
fn status(st: &AppState, s: &Session, ai: &Ai) -> Html {
    let names = s.info().seat_names;
    let shown = s.at(st.cursor);
    let viewing = if st.cursor < s.len() {
        format!("Move {} of {}. ", st.cursor, s.len())
    } else {
        String::new()
    };
    if let Some(id) = st.thinking {
        let seat = match s.current().turn() {
            Turn::Seat(p) => seat_label(st, names, p),
            _ => "The AI".into(),
        };
        let ai = ai.clone();
        let stop = Callback::from(move |_| ai.send(Input::Stop { id }));
        return html! {
            <div class="status thinking" data-testid="status" aria-live="polite">
                <span data-testid="ai-thinking" class="spinner-wrap"><span class="spinner" aria-hidden="true"></span>
                    { format!("{viewing}{seat} is thinking…") }</span>
                <button class="small" data-testid="ai-stop" onclick={stop}>{"Move now"}</button>
            </div>
        };
    }
    let text = match shown.turn() {
        Turn::Over => match shown.outcome() {
            Some(o) => format!("{viewing}Game over: {}", o.reason),
            None => format!("{viewing}Game over"),
        },
        Turn::Chance => format!("{viewing}Chance to move"),
        Turn::Seat(p) => {
            let who = seat_label(st, names, p);
            let you = if st.is_human(p)
                && st.seats.iter().filter(|k| **k == SeatKind::Human).count() == 1
            {
                " (you)"
            } else {
                ""
            };
            format!("{viewing}{who}{you} to move")
        }
    };
    html! { <div class="status" data-testid="status" aria-live="polite">{ text }</div> }
}

/// The play page of one game.
#[function_component]
pub fn GamePage(p: &GamePageProps) -> Html {
    let state = use_context::<AppHandle>();
    let ai = use_context::<Ai>();
    let entry = games::find(&p.id);
    // Start a game with default options when none (or another game) is loaded.
    {
        let state = state.clone();
        let wrong = match (&state, entry) {
            (Some(st), Some(e)) => st.session.as_ref().map(|s| s.info().id) != Some((e.info)().id),
            _ => false,
        };
        use_effect_with((p.id.clone(), wrong), move |(id, wrong)| {
            if let (true, Some(st)) = (*wrong, state) {
                match Session::new(
                    &crate::games::REGISTRY,
                    id,
                    "",
                    &mut Rng::new(random_seed()),
                ) {
                    Ok(s) => {
                        let seats = default_seats(s.current().seats());
                        st.dispatch(Action::NewGame(s, seats));
                    }
                    Err(e) => st.dispatch(Action::Error(format!("cannot start {id}: {e}"))),
                }
            }
        });
    }
    let (Some(state), Some(ai), Some(entry)) = (state, ai, entry) else {
        return html! {
            <main class="page"><h1>{"Unknown game"}</h1>
            <p>{format!("This site has no game \"{}\". ", p.id)}<a href="#/">{"See all games"}</a></p></main>
        };
    };
    let info = (entry.info)();
    let Some(session) = state.session.clone().filter(|s| s.info().id == info.id) else {
        return html! { <main class="page"><p>{"Setting up the board…"}</p></main> };
    };
    let shown = session.at(state.cursor);
    let interactive = match shown.turn() {
        Turn::Seat(seat) => state.is_human(seat),
        _ => false,
    };
    let anim_step = state
        .anim
        .as_ref()
        .filter(|a| a.ply == state.cursor)
        .map(|a| a.step);
    let events = if state.events_ply == state.cursor {
        state.events.clone()
    } else {
        Rc::new(Vec::new())
    };
    let on_play = {
        let d = state.dispatcher();
        Callback::from(move |t: String| d.dispatch(Action::Play(t)))
    };
    let Some(board_fn) = games::board(info.id) else {
        return html! {};
    };
    let board = board_fn(BoardProps {
        session: session.clone(),
        ply: state.cursor,
        anim_step,
        events,
        interactive,
        on_play,
        thumbnail: false,
        viewer: None,
    });
    let over = state.cursor == session.len() && session.current().outcome().is_some();
    html! {
        <main class="page game">
            <div class="game-head">
                <h1>{ info.title }</h1>
                <nav class="game-links">
                    <a href={format!("#/rules/{}", info.id)}>{"Rules"}</a>
                    <NewGame id={info.id} />
                </nav>
            </div>
            <div class="game-grid">
                <section class="board-col">
                    { status(&state, &session, &ai) }
                    <super::kit::LiveRegion>{ board }</super::kit::LiveRegion>
                    if over { <GameOver session={session.clone()} /> }
                    if let Some(n) = state.ai_note.clone() { <p class="ai-note">{ format!("AI: {n}") }</p> }
                </section>
                <aside class="side-col">
                    <Players names={info.seat_names} seats={session.current().seats()} />
                    <MoveList />
                    <Share />
                </aside>
            </div>
        </main>
    }
}
