//! One puzzle's attempt (issue 29): "find the best move for …" over the
//! game's own board view; the right move played and explained (the
//! theme's why and the move's own explanation); a wrong move shown with
//! what it allows (the AI's answer to it, in the game's words), then
//! taken back; a hint (the theme) and the answer on request. In a line of
//! several moves, after each right move but the last the page plays the
//! recorded reply itself, after a pause, says it, and asks for the next
//! move. Each ending is kept in the progress ([`super::puzzle_store`]);
//! what the page says at each stage is [`super::puzzle_said`].

use super::puzzle_answers::{use_wrong_answers, Answers};
use super::puzzle_hooks::{draw_board, use_focus_next, use_steps};
use super::puzzle_said::{said, Stage};
use super::puzzle_store::Keeper;
use super::text::{m, use_words, AppWords};
use crate::app_logic::puzzle_walk::{Next, Walk};
use crate::app_logic::puzzles::Progress;
use attic_records::puzzles::Puzzle;
use attic_records::Session;
use gloo_timers::callback::Timeout;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`PuzzleBoard`].
#[derive(Properties)]
pub struct PuzzleBoardProps {
    /// The puzzle.
    pub puzzle: Rc<Puzzle>,
    /// The progress so far.
    pub progress: Progress,
    /// The progress changed (and was kept, or said why not).
    pub on_progress: Callback<Progress>,
    /// The next puzzle not solved yet.
    pub next: AttrValue,
    /// The page's AI worker.
    pub answers: Answers,
}

impl PartialEq for PuzzleBoardProps {
    fn eq(&self, o: &Self) -> bool {
        self.puzzle.id == o.puzzle.id
            && self.progress == o.progress
            && self.on_progress == o.on_progress
            && self.next == o.next
            && self.answers == o.answers
    }
}

/// How long the page waits, after a right move of a line, before it
/// plays the reply: long enough to see the move and read that it was
/// right.
const REPLY_MS: u32 = 1_200;

/// The game after `token` from `at`.
fn after(at: &Session, token: &str) -> Option<Rc<Session>> {
    let mut s = at.clone();
    s.play(token).ok().map(|()| Rc::new(s))
}

/// One puzzle, from its position to its answer (through its line).
#[function_component]
pub fn PuzzleBoard(p: &PuzzleBoardProps) -> Html {
    let w = use_words();
    let stage = use_state(|| Stage::Solving);
    let walk = use_state(Walk::default);
    let hint = use_state(|| false);
    let problem = use_state(|| None::<attic_core::Msg>);
    let steps = use_steps(&p.puzzle);
    let at = steps[walk.step.min(steps.len() - 1)].clone();
    // The pending reply of a line: dropped (so never played) when the
    // board goes.
    let timer = use_mut_ref(|| None::<Timeout>);
    // The wrong move whose answer the AI is looking for.
    let asked = use_wrong_answers(&p.answers, stage.clone());
    let keeper = Keeper {
        progress: p.progress.clone(),
        id: p.puzzle.id.clone(),
        on_progress: p.on_progress.clone(),
        problem: problem.clone(),
    };
    let stage_name = stage.name();
    let (focus, board_ref) = use_focus_next(stage_name, walk.step);
    // A right move (or the answer shown) at this step: the line's reply
    // after a pause, or the end.
    let right = {
        let (stage, walk, hint, keeper) =
            (stage.clone(), walk.clone(), hint.clone(), keeper.clone());
        let (moves, timer) = (p.puzzle.moves(), timer.clone());
        move |token: String, after: Rc<Session>, shown: bool| match walk.right(moves, shown) {
            Next::Solved(a) => {
                keeper.keep(a);
                stage.set(Stage::Done { after, shown });
            }
            Next::Reply(next) => {
                stage.set(Stage::Replying {
                    token,
                    after,
                    shown,
                });
                let (stage, walk, hint) = (stage.clone(), walk.clone(), hint.clone());
                *timer.borrow_mut() = Some(Timeout::new(REPLY_MS, move || {
                    walk.set(next);
                    hint.set(false);
                    stage.set(Stage::Solving);
                }));
            }
        }
    };
    let on_play = {
        let (stage, walk, ai, keeper) = (
            stage.clone(),
            walk.clone(),
            p.answers.clone(),
            keeper.clone(),
        );
        let (puzzle, asked, at, right) =
            (p.puzzle.clone(), asked.clone(), at.clone(), right.clone());
        Callback::from(move |token: String| {
            let Some(s) = after(&at, &token) else {
                return;
            };
            if puzzle.judge_at(walk.step, &token) {
                right(token, s, false);
                return;
            }
            let (next, kept) = walk.wrong();
            if let Some(a) = kept {
                keeper.keep(a);
            }
            walk.set(next);
            stage.set(Stage::Wrong {
                token: token.clone(),
                after: s.clone(),
                reply: None,
            });
            ai.ask(&asked, token, s);
        })
    };
    let again = {
        let (stage, asked) = (stage.clone(), asked.clone());
        Callback::from(move |_: MouseEvent| {
            // An answer still on its way is for the move taken back.
            *asked.borrow_mut() = None;
            stage.set(Stage::Solving)
        })
    };
    let show_hint = {
        let (hint, walk) = (hint.clone(), walk.clone());
        Callback::from(move |_: MouseEvent| {
            hint.set(true);
            walk.set(walk.hinted());
        })
    };
    let show_answer = {
        let (puzzle, asked, walk, at) = (p.puzzle.clone(), asked.clone(), walk.clone(), at.clone());
        Callback::from(move |_: MouseEvent| {
            *asked.borrow_mut() = None;
            let answer = puzzle
                .answer_at(walk.step)
                .first()
                .cloned()
                .unwrap_or_default();
            if let Some(s) = after(&at, &answer) {
                right(answer, s, true);
            }
        })
    };
    let board = draw_board(&stage, &at, on_play);
    let solving = matches!(*stage, Stage::Solving);
    let buttons = match &*stage {
        Stage::Solving => html! { <>
            <button type="button" onclick={show_hint} disabled={*hint} data-testid="puzzle-hint">{ w.t("puzzle.hint") }</button>
            <button type="button" onclick={show_answer} data-testid="puzzle-show">{ w.t("puzzle.show") }</button>
        </> },
        Stage::Wrong { .. } => html! {
            <button type="button" class="primary" ref={focus.clone()} onclick={again} data-testid="puzzle-again">{ w.t("puzzle.again") }</button>
        },
        Stage::Replying { .. } => html! {},
        Stage::Done { .. } => html! {
            <a class="button primary" href={p.next.clone()} ref={focus.clone()} data-testid="puzzle-next-unsolved">{ w.t("puzzle.next-unsolved") }</a>
        },
    };
    // For tests and style: where the attempt stands, which move of how
    // many, and the move looked for (the puzzle files are public; the
    // page never shows it before it is found or asked for).
    html! {
        <section class="puzzle" data-testid="puzzle" data-puzzle={p.puzzle.id.clone()}
            data-stage={stage_name} data-answer={p.puzzle.answer_at(walk.step).join(" ")} data-played={stage.played()}
            data-step={(walk.step + 1).to_string()} data-moves={p.puzzle.moves().to_string()}>
            <div class="puzzle-board" ref={board_ref}>{ for board }</div>
            <div class="puzzle-side">
                <div class="puzzle-said" role="status" aria-live="polite" data-testid="puzzle-status">{ said(w, &stage, &p.puzzle, walk.step, &at) }</div>
                if *hint && solving {
                    <p class="puzzle-hint" data-testid="puzzle-hint-text">{ w.tr(&m("puzzle.theme").text("theme", super::puzzle_words::theme(w, &p.puzzle, walk.step))) }</p>
                }
                if let Some(why) = &*problem {
                    <p class="error" role="alert">{ w.tr(&m("puzzle.unsaved").msg("reason", why.clone())) }</p>
                }
                <div class="puzzle-buttons">{ buttons }</div>
            </div>
        </section>
    }
}
