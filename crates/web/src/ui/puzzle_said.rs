//! What the puzzle page says in its live region at each stage of an
//! attempt (issue 29): the task (with "move 2 of 3" in a line), a wrong
//! move and what it allows, a right one and why, the reply the page plays
//! in a line, the end. Plain words in the player's language.

use super::puzzle_words::{ai_move_words, move_words, theme, why};
use super::text::{m, AppWords, Words};
use attic_core::any::seat_to_move;
use attic_records::puzzles::Puzzle;
use attic_records::Session;
use std::rc::Rc;
use yew::prelude::*;

/// Where an attempt stands, at the step the walk is at.
#[derive(Clone)]
pub enum Stage {
    /// Waiting for a move.
    Solving,
    /// A wrong move: the game after it (and after the answer to it, once
    /// the AI has found one).
    Wrong {
        /// The move.
        token: String,
        /// The game after it (and after the answer).
        after: Rc<Session>,
        /// The AI's answer to it, once found.
        reply: Option<String>,
    },
    /// A right move (or the answer shown) before a line's end: the game
    /// after it, until the page plays the reply.
    Replying {
        /// The move.
        token: String,
        /// The game after it.
        after: Rc<Session>,
        /// Whether it was shown, not found.
        shown: bool,
    },
    /// Solved (or the answer shown) at the last move: the game after it.
    Done {
        /// The game after it.
        after: Rc<Session>,
        /// Whether it was shown, not found.
        shown: bool,
    },
}

impl Stage {
    /// The stage's name, for tests and style (`data-stage`).
    pub fn name(&self) -> &'static str {
        match self {
            Stage::Solving => "solving",
            Stage::Wrong { .. } => "wrong",
            Stage::Replying { .. } => "reply",
            Stage::Done { shown: false, .. } => "right",
            Stage::Done { shown: true, .. } => "shown",
        }
    }

    /// The move the player made (or was shown), if any.
    pub fn played(&self) -> Option<String> {
        match self {
            Stage::Solving => None,
            Stage::Wrong { token, .. } | Stage::Replying { token, .. } => Some(token.clone()),
            Stage::Done { after, .. } => after.tokens().last().cloned(),
        }
    }
}

/// The name of the seat to move in `g`, in the reader's words `w`.
fn who(w: Words, g: &dyn attic_core::AnyGame) -> String {
    w.seat(g, seat_to_move(g).unwrap_or(0))
}

/// The words for `stage` of `p` at its move `step`, whose game is `at`;
/// the reader's words `w`.
pub fn said(w: Words, stage: &Stage, p: &Puzzle, step: usize, at: &Session) -> Html {
    let g = at.current();
    let moves = p.moves();
    // A right move (or the one shown), and why it is right.
    let right = |token: &str, shown: bool| {
        let head = if shown {
            w.t("puzzle.answer-was")
        } else {
            w.t("puzzle.right")
        };
        html! { <>
            <p class="puzzle-right"><strong>{ head }</strong>{ " " }{ move_words(w, g, token) }</p>
            <p>{ theme(w, p, step) }{ ": " }{ why(w, p, step) }</p>
        </> }
    };
    match stage {
        Stage::Solving if moves == 1 => {
            html! { <p>{ w.tr(&m("puzzle.task").text("who", who(w, g))) }</p> }
        }
        Stage::Solving => {
            let task = m("puzzle.task-line")
                .text("who", who(w, g))
                .num("n", step as i64 + 1)
                .num("of", moves as i64);
            // The reply the page just played, in words.
            let reply = (step > 0 && !at.is_empty()).then(|| {
                let before = at.at(at.len() - 1);
                let token = at.tokens().last().cloned().unwrap_or_default();
                format!(
                    "{} {}",
                    w.t("puzzle.reply"),
                    ai_move_words(w, before, &token)
                )
            });
            html! { <>
                if let Some(reply) = reply { <p data-testid="puzzle-reply">{ reply }</p> }
                <p>{ w.tr(&task) }</p>
            </> }
        }
        Stage::Wrong {
            token,
            after,
            reply,
        } => {
            let allows = match reply {
                Some(r) => {
                    let before = after.at(after.len() - 1);
                    let head = w.tr(&m("puzzle.allows").text("who", who(w, before)));
                    format!("{head} {}", ai_move_words(w, before, r))
                }
                None if matches!(after.current().turn(), attic_core::Turn::Seat(_)) => {
                    w.t("puzzle.looking")
                }
                None => String::new(),
            };
            html! { <>
                <p class="puzzle-wrong"><strong>{ w.t("puzzle.wrong") }</strong>{ " " }{ move_words(w, g, token) }</p>
                <p data-testid="puzzle-allows">{ allows }</p>
            </> }
        }
        Stage::Replying {
            token,
            after,
            shown,
        } => html! { <>
            { right(token, *shown) }
            <p>{ w.tr(&m("puzzle.replying").text("who", who(w, after.current()))) }</p>
        </> },
        Stage::Done { after, shown } => {
            let token = after.tokens().last().cloned().unwrap_or_default();
            html! { <>
                { right(&token, *shown) }
                if moves > 1 && !*shown {
                    <p>{ w.tr(&m("puzzle.line-done").num("n", moves as i64)) }</p>
                }
            </> }
        }
    }
}
