//! The puzzle board's parts that need no state of its attempt (issue
//! 29): the game at each of a line's moves, where the focus goes at each
//! stage, and the game's own board view drawn for a stage.

use super::puzzle_said::Stage;
use attic_kit::board::BoardProps;
use attic_records::puzzles::Puzzle;
use attic_records::Session;
use std::rc::Rc;
use yew::prelude::*;

/// The game at each of the solver's moves, made once: the board is drawn
/// anew only when it changes (its props compare sessions by pointer).
#[hook]
pub fn use_steps(puzzle: &Rc<Puzzle>) -> Rc<Vec<Rc<Session>>> {
    let puzzle = puzzle.clone();
    use_memo((), move |_| {
        (0..puzzle.moves())
            .map(|k| {
                Rc::new(
                    puzzle
                        .position_at(k)
                        .unwrap_or_else(|| puzzle.session.clone()),
                )
            })
            .collect::<Vec<_>>()
    })
}

/// The focus goes where the next step is: "Try again" after a wrong move,
/// "Next puzzle" once solved (the first ref: the button), the board for a
/// line's next move (the second: around the board). Not at the first
/// move: the page opens without moving the focus.
#[hook]
pub fn use_focus_next(stage: &'static str, step: usize) -> (NodeRef, NodeRef) {
    let focus = use_node_ref();
    let board_ref = use_node_ref();
    let (button, around) = (focus.clone(), board_ref.clone());
    use_effect_with((stage, step), move |&(name, step)| {
        let el = match name {
            "solving" if step > 0 => around
                .cast::<web_sys::Element>()
                .and_then(|d| d.query_selector("[data-testid=board]").ok().flatten())
                .and_then(|b| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(b).ok()),
            "solving" => None,
            _ => button.cast::<web_sys::HtmlElement>(),
        };
        if let Some(el) = el {
            let _ = el.focus();
        }
    });
    (focus, board_ref)
}

/// The game's board view at `stage` of the move whose game is `at`: that
/// game to play on while solving, else the game after the move made.
pub fn draw_board(stage: &Stage, at: &Rc<Session>, on_play: Callback<String>) -> Option<Html> {
    let (session, interactive) = match stage {
        Stage::Solving => (at.clone(), true),
        Stage::Wrong { after, .. } | Stage::Replying { after, .. } | Stage::Done { after, .. } => {
            (after.clone(), false)
        }
    };
    attic_games::board(at.info().id).map(|draw| {
        draw(BoardProps {
            ply: session.len(),
            session,
            anim_step: None,
            events: Rc::new(Vec::new()),
            interactive,
            viewer: None,
            ai_seats: Rc::default(),
            on_play,
            thumbnail: false,
        })
    })
}
