//! The puzzle page's AI worker (issue 29), which finds what a wrong move
//! allows: one for all the page's puzzles, its answers going to the board
//! on screen ([`super::puzzle_board`]).

use super::ai::Ai;
use super::puzzle_said::Stage;
use crate::worker::{Input, Output};
use attic_records::Session;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// The AI worker of the puzzle page, which finds what a wrong move
/// allows: one for all the page's puzzles (started by the first wrong
/// move), its answers going to the board on screen.
#[derive(Clone)]
pub struct Answers {
    /// The worker.
    pub ai: Ai,
    /// Where its answers go.
    pub to: Rc<RefCell<Option<Callback<Output>>>>,
}

impl Answers {
    /// A worker (started by its first request, worded in the page's
    /// language `lang`) whose answers go nowhere yet.
    pub fn new(lang: attic_core::Lang) -> Answers {
        let to: Rc<RefCell<Option<Callback<Output>>>> = Rc::default();
        let from = to.clone();
        let ai = Ai::new(
            Callback::from(move |out: Output| {
                let board = from.borrow().clone();
                if let Some(board) = board {
                    board.emit(out);
                }
            }),
            None,
            lang,
        );
        Answers { ai, to }
    }
}

impl PartialEq for Answers {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.to, &o.to)
    }
}

/// The wrong move whose answer the AI is looking for: its request id, the
/// move and the game after it.
pub type Asked = Rc<RefCell<Option<(u64, String, Rc<Session>)>>>;

impl Answers {
    /// Ask for the answer to wrong move `token` (the game `after` it),
    /// when a player is to move next (not a throw or a battle's faces:
    /// the AI does not choose those).
    pub fn ask(&self, asked: &Asked, token: String, after: Rc<Session>) {
        if !matches!(after.current().turn(), attic_core::Turn::Seat(_)) {
            return;
        }
        let id = super::random_seed();
        let record = after.to_record();
        *asked.borrow_mut() = Some((id, token, after));
        self.ai.send(Input::Think {
            record,
            level: 4,
            seed: 29,
            id,
        });
    }
}

/// The answers of the page's AI worker are this board's while it is on
/// screen (the page keeps one worker for all its puzzles): each, when it
/// is for the wrong move asked about, is shown with it (`stage`).
#[hook]
pub fn use_wrong_answers(answers: &Answers, stage: UseStateHandle<Stage>) -> Asked {
    let asked: Asked = use_mut_ref(|| None);
    let (to, mine) = (answers.to.clone(), asked.clone());
    use_effect_with((), move |_| {
        *to.borrow_mut() = Some(Callback::from(move |out: Output| {
            let Output::Best {
                id, token: reply, ..
            } = out
            else {
                return;
            };
            let Some((_, token, after)) = mine.borrow_mut().take_if(|a| a.0 == id) else {
                return;
            };
            let mut s = (*after).clone();
            if s.play(&reply).is_ok() {
                stage.set(Stage::Wrong {
                    token,
                    after: Rc::new(s),
                    reply: Some(reply),
                });
            }
        }));
    });
    asked
}
