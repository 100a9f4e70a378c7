//! One puzzle's attempt (issue 29): "find the best move for …" over the
//! game's own board view; the right move played and explained (the
//! theme's why and the move's own explanation); a wrong move shown with
//! what it allows (the AI's answer to it, in the game's words), then
//! taken back; a hint (the theme) and the answer on request. Each
//! ending is kept in the progress ([`super::puzzle_store`]).

use super::ai::Ai;
use super::text::{game_text, m, seat_name, t, tr};
use crate::app_logic::puzzles::{Attempt, Progress};
use crate::worker::{Input, Output};
use attic_core::AnyGame;
use attic_kit::board::BoardProps;
use attic_records::puzzles::Puzzle;
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

impl Default for Answers {
    /// A worker (started by its first request) whose answers go nowhere
    /// yet.
    fn default() -> Answers {
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
        );
        Answers { ai, to }
    }
}

impl PartialEq for Answers {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.to, &o.to)
    }
}

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

/// Where the attempt stands.
#[derive(Clone)]
enum Stage {
    /// Waiting for a move.
    Solving,
    /// A wrong move: the game after it (and after the answer to it, once
    /// the AI has found one).
    Wrong {
        token: String,
        after: Rc<Session>,
        reply: Option<String>,
    },
    /// Solved (or the answer shown): the game after the answer.
    Done { after: Rc<Session>, shown: bool },
}

/// The game after `token` from the puzzle's position.
fn after(p: &Puzzle, token: &str) -> Option<Session> {
    let mut s = p.session.clone();
    s.play(token).ok().map(|()| s)
}

/// A player's move in words at `g`, as the live region says moves
/// ([`attic_kit::sentence`]), and what it does where the game says
/// ([`attic_core::Words::explain`]).
fn move_words(g: &dyn AnyGame, token: &str) -> String {
    let why = g.explain_token(token).map(|w| tr(&w));
    sentences(std::iter::once(attic_kit::sentence(g, token)).chain(why))
}

/// The AI's answer in words, with why it chose it, as the game page says
/// the AI's moves ([`attic_kit::why`]).
fn ai_move_words(g: &dyn AnyGame, token: &str) -> String {
    sentences(std::iter::once(attic_kit::sentence(g, token)).chain(attic_kit::why(g, token, None)))
}

/// Texts as sentences: each ends with one full stop (unless it ends with
/// its own mark), joined by a space.
fn sentences(texts: impl IntoIterator<Item = String>) -> String {
    let mut out = String::new();
    for text in texts {
        let text = text.trim();
        if text.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(text.trim_end_matches(':'));
        if !text.ends_with(['.', '!', '?', '…']) {
            out.push('.');
        }
    }
    out
}

/// The puzzle's theme, named in the game's words.
fn theme(p: &Puzzle) -> String {
    let book = p.session.current().messages();
    game_text(book, &format!("puzzle.theme.{}", p.theme))
        .map(str::to_string)
        .unwrap_or_else(|| p.theme.clone())
}

/// Why the answer is right, in the game's words.
fn why(p: &Puzzle) -> String {
    let book = p.session.current().messages();
    game_text(book, &format!("puzzle.why.{}", p.theme))
        .map(str::to_string)
        .unwrap_or_default()
}

/// What keeps the progress after an attempt: the progress so far, the
/// puzzle's id and where the new progress goes (the page, which draws it).
#[derive(Clone)]
struct Keeper {
    progress: Progress,
    id: String,
    on_progress: Callback<Progress>,
    /// Why the last write failed, for the page.
    problem: UseStateHandle<Option<String>>,
}

impl Keeper {
    /// Keep the progress after attempt `a` and pass it up; a failed write
    /// is said on the page (the progress stays in memory meanwhile).
    fn keep(&self, a: Attempt) {
        let next = self.progress.after(&self.id, a);
        self.problem.set(super::puzzle_store::keep(&next).err());
        self.on_progress.emit(next);
    }
}

/// One puzzle, from its position to its answer.
#[function_component]
pub fn PuzzleBoard(p: &PuzzleBoardProps) -> Html {
    let stage = use_state(|| Stage::Solving);
    // A wrong move, a hint or the answer shown: solving it no longer
    // counts for the streak.
    let helped = use_state(|| false);
    let hint = use_state(|| false);
    let problem = use_state(|| None::<String>);
    let focus = use_node_ref();
    // The board's game, made once: the board is drawn anew only when it
    // changes (its props compare sessions by pointer).
    let start = {
        let puzzle = p.puzzle.clone();
        use_memo((), move |_| Rc::new(puzzle.session.clone()))
    };
    let g = start.current();
    let seat = attic_core::any::seat_to_move(g).unwrap_or(0);
    // The wrong move whose answer the AI is looking for: its request id,
    // the move and the game after it.
    let asked = use_mut_ref(|| None::<(u64, String, Rc<Session>)>);
    // The answers of the page's AI worker are this board's while it is on
    // screen (the page keeps one worker for all its puzzles).
    {
        let (stage, asked, to) = (stage.clone(), asked.clone(), p.answers.to.clone());
        use_effect_with((), move |_| {
            *to.borrow_mut() = Some(Callback::from(move |out: Output| {
                let Output::Best {
                    id, token: reply, ..
                } = out
                else {
                    return;
                };
                let Some((_, token, after)) = asked.borrow_mut().take_if(|a| a.0 == id) else {
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
    }
    let keeper = Keeper {
        progress: p.progress.clone(),
        id: p.puzzle.id.clone(),
        on_progress: p.on_progress.clone(),
        problem: problem.clone(),
    };
    let stage_name = match &*stage {
        Stage::Solving => "solving",
        Stage::Wrong { .. } => "wrong",
        Stage::Done { shown: false, .. } => "right",
        Stage::Done { shown: true, .. } => "shown",
    };
    {
        // The focus goes where the next step is: "Try again" after a wrong
        // move, "Next puzzle" once solved.
        let focus = focus.clone();
        use_effect_with(stage_name, move |_| {
            if let Some(b) = focus.cast::<web_sys::HtmlElement>() {
                let _ = b.focus();
            }
        });
    }
    let on_play = {
        let (stage, helped, ai, keeper) = (
            stage.clone(),
            helped.clone(),
            p.answers.ai.clone(),
            keeper.clone(),
        );
        let (puzzle, asked) = (p.puzzle.clone(), asked.clone());
        Callback::from(move |token: String| {
            let Some(s) = after(&puzzle, &token) else {
                return;
            };
            if puzzle.judge(&token) {
                keeper.keep(if *helped {
                    Attempt::Helped
                } else {
                    Attempt::Clean
                });
                stage.set(Stage::Done {
                    after: Rc::new(s),
                    shown: false,
                });
                return;
            }
            if !*helped {
                keeper.keep(Attempt::Wrong);
            }
            helped.set(true);
            let s = Rc::new(s);
            stage.set(Stage::Wrong {
                token: token.clone(),
                after: s.clone(),
                reply: None,
            });
            // The answer to it, when a player is to move next (not a
            // throw or a battle's faces: the AI does not choose those).
            if matches!(s.current().turn(), attic_core::Turn::Seat(_)) {
                let id = super::random_seed();
                *asked.borrow_mut() = Some((id, token, s.clone()));
                ai.send(Input::Think {
                    record: s.to_record(),
                    level: 4,
                    seed: 29,
                    id,
                });
            }
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
        let (hint, helped) = (hint.clone(), helped.clone());
        Callback::from(move |_: MouseEvent| {
            hint.set(true);
            helped.set(true);
        })
    };
    let show_answer = {
        let (stage, keeper, puzzle) = (stage.clone(), keeper.clone(), p.puzzle.clone());
        let asked = asked.clone();
        Callback::from(move |_: MouseEvent| {
            *asked.borrow_mut() = None;
            let answer = puzzle.answer.first().cloned().unwrap_or_default();
            if let Some(s) = after(&puzzle, &answer) {
                keeper.keep(Attempt::Helped);
                stage.set(Stage::Done {
                    after: Rc::new(s),
                    shown: true,
                });
            }
        })
    };
    let (session, interactive) = match &*stage {
        Stage::Solving => ((*start).clone(), true),
        Stage::Wrong { after, .. } | Stage::Done { after, .. } => (after.clone(), false),
    };
    let board = attic_games::board(g.info().id).map(|draw| {
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
    });
    // For tests and style: where the attempt stands (`stage_name`), and
    // the answer (the puzzle files are public; the page never shows it
    // before it is found or asked for).
    let played = match &*stage {
        Stage::Solving => None,
        Stage::Wrong { token, .. } => Some(token.clone()),
        Stage::Done { after, .. } => after.tokens().last().cloned(),
    };
    let task = tr(&m("puzzle.task").text("who", seat_name(g, seat)));
    let (said, buttons) = match &*stage {
        Stage::Solving => (
            html! { <p>{ task }</p> },
            html! { <>
                <button type="button" onclick={show_hint} disabled={*hint} data-testid="puzzle-hint">{ t("puzzle.hint") }</button>
                <button type="button" onclick={show_answer} data-testid="puzzle-show">{ t("puzzle.show") }</button>
            </> },
        ),
        Stage::Wrong {
            token,
            after,
            reply,
        } => {
            let allows = match reply {
                Some(r) => {
                    let before = after.at(after.len() - 1);
                    let who = attic_core::any::seat_to_move(before).unwrap_or(0);
                    let head = tr(&m("puzzle.allows").text("who", seat_name(before, who)));
                    format!("{head} {}", ai_move_words(before, r))
                }
                None if matches!(after.current().turn(), attic_core::Turn::Seat(_)) => {
                    t("puzzle.looking")
                }
                None => String::new(),
            };
            (
                html! { <>
                    <p class="puzzle-wrong"><strong>{ t("puzzle.wrong") }</strong>{ " " }{ move_words(g, token) }</p>
                    <p data-testid="puzzle-allows">{ allows }</p>
                </> },
                html! { <button type="button" class="primary" ref={focus.clone()} onclick={again} data-testid="puzzle-again">{ t("puzzle.again") }</button> },
            )
        }
        Stage::Done { shown, .. } => {
            let answer = p.puzzle.answer.first().map(String::as_str).unwrap_or("");
            let head = if *shown {
                t("puzzle.answer-was")
            } else {
                t("puzzle.right")
            };
            (
                html! { <>
                    <p class="puzzle-right"><strong>{ head }</strong>{ " " }{ move_words(g, answer) }</p>
                    <p>{ theme(&p.puzzle) }{ ": " }{ why(&p.puzzle) }</p>
                </> },
                html! { <a class="button primary" href={p.next.clone()} ref={focus.clone()} data-testid="puzzle-next-unsolved">{ t("puzzle.next-unsolved") }</a> },
            )
        }
    };
    html! {
        <section class="puzzle" data-testid="puzzle" data-puzzle={p.puzzle.id.clone()}
            data-stage={stage_name} data-answer={p.puzzle.answer.join(" ")} data-played={played}>
            <div class="puzzle-board">{ for board }</div>
            <div class="puzzle-side">
                <div class="puzzle-said" role="status" aria-live="polite" data-testid="puzzle-status">{ said }</div>
                if *hint && matches!(*stage, Stage::Solving) {
                    <p class="puzzle-hint" data-testid="puzzle-hint-text">{ tr(&m("puzzle.theme").text("theme", theme(&p.puzzle))) }</p>
                }
                if let Some(why) = &*problem {
                    <p class="error" role="alert">{ tr(&m("puzzle.unsaved").text("reason", why.clone())) }</p>
                }
                <div class="puzzle-buttons">{ buttons }</div>
            </div>
        </section>
    }
}
