//! A how-to-play page's live board: a lesson ([`crate::text::lesson`])
//! drawn by the game's own board view, stepped through with Back and Next,
//! and ending, when the lesson has one, with the reader's own move.

use super::board::BoardProps;
use super::markdown::inlines;
use super::text::{m, use_words, AppWords};
use crate::text::lesson::{Lesson, Played};
use crate::text::markdown::inline;
use attic_records::Session;
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`LiveBoard`].
#[derive(Properties, PartialEq)]
pub struct LiveBoardProps {
    /// The board block's text.
    pub lesson: AttrValue,
    /// The page's game id (a lesson may name another variant).
    pub game: AttrValue,
    /// The block's index on the page (ids for labels).
    pub index: usize,
    /// The page's first board. Every board is drawn a moment after the
    /// page, in a task of its own, so that the page's first draw is its
    /// text alone, not one long task for text and boards (docs/measure.md,
    /// session 27); the first board is drawn with the text unless the frame
    /// found that what follows its room is below the screen (see
    /// `first_waits`).
    #[prop_or_default]
    pub first: bool,
}

thread_local! {
    // The page's queue, not a component's state: the boards are siblings
    // with no state in common, and the page need not draw itself again for
    // each of them.
    /// The boards waiting their turn, in page order: an id and what draws
    /// the board.
    static WAITING: RefCell<VecDeque<(u32, UseStateSetter<bool>)>> = const { RefCell::new(VecDeque::new()) };
    /// The next waiting board's id.
    static NEXT_ID: Cell<u32> = const { Cell::new(0) };
}

/// Once a board is on the page, draw the next waiting one in a task of its
/// own. Not a timer for each board set at once: when a board took longer
/// than Yew's 16 ms, its scheduler yielded and went on in a timer queued
/// after the next board's, so two boards were drawn in one task (two of
/// Long Tau's, 35-50 ms of CPU, docs/measure.md session 25).
fn draw_next() {
    gloo_timers::callback::Timeout::new(0, || {
        if let Some((_, draw)) = WAITING.with(|w| w.borrow_mut().pop_front()) {
            draw.set(true);
        }
    })
    .forget();
}

/// What the reader's own move did.
#[derive(Clone)]
enum Tried {
    /// Not yet.
    No,
    /// A legal move, but not the lesson's.
    Other,
    /// The lesson's move, played: the game after it.
    Right(Rc<Session>),
}

/// A lesson that reads and plays out.
struct Ready {
    lesson: Lesson,
    played: Played,
    /// `played.session`, shared with the board.
    session: Rc<Session>,
    board: attic_kit::board::BoardFn,
}

fn prepare(text: &str, page_game: &str) -> Result<Ready, String> {
    let lesson = Lesson::parse(text)?;
    let played = lesson.play(&attic_games::REGISTRY, page_game)?;
    let board = attic_games::board(lesson.game_id(page_game))
        // A game without a board view: only its id is worth telling.
        .ok_or_else(|| lesson.game_id(page_game).to_string())?;
    Ok(Ready {
        session: Rc::new(played.session.clone()),
        lesson,
        played,
        board,
    })
}

/// Whether the page's first board waits its turn too. The frame
/// (static/shell.js) says so where it painted the page's opening, which
/// that board follows: what follows the board's room would be below the
/// screen, so the board, drawn a task later, moves nothing in sight. Not
/// measured here: in the app's first draw the text's blocks
/// (`content-visibility: auto`) do not have their height yet (a room read
/// in its effect sat 63 px too low), and a board drawn later where what
/// follows it was on the screen moved it (docs/measure.md, session 27).
fn first_waits(game: &str) -> bool {
    // Through the frame's prefetched texts: reading a flag of its own cost
    // 0.4 KB of the main module (its JavaScript imports and exports).
    super::fetch::prefetched(&format!("learn/{game}.later")).is_some()
}

/// One live board, or until its turn the room it will take.
#[function_component]
pub fn LiveBoard(p: &LiveBoardProps) -> Html {
    let shown = use_state(|| p.first && !first_waits(&p.game));
    {
        let (draw, first, now) = (shown.setter(), p.first, *shown);
        use_effect_with((), move |_| {
            // In the queue until its turn (see `draw_next`), the first
            // board at its head; out of it when the page goes first.
            let id = (!now).then(|| {
                let id = NEXT_ID.with(|n| n.replace(n.get().wrapping_add(1)));
                WAITING.with(|w| {
                    let mut w = w.borrow_mut();
                    if first {
                        w.push_front((id, draw));
                    } else {
                        w.push_back((id, draw));
                    }
                });
                id
            });
            // Nothing drawn yet to start the queue: the first board's turn.
            if first && !now {
                draw_next();
            }
            move || {
                if let Some(id) = id {
                    WAITING.with(|w| w.borrow_mut().retain(|(i, _)| *i != id));
                }
            }
        });
    }
    if !*shown {
        return html! { <figure class="lesson lesson-later" data-testid="lesson-later" aria-busy="true"></figure> };
    }
    html! { <LessonBoard lesson={p.lesson.clone()} game={p.game.clone()} index={p.index} /> }
}

/// The live board itself.
#[function_component]
fn LessonBoard(p: &LiveBoardProps) -> Html {
    // Drawn: the next board's turn.
    use_effect_with((), |_| draw_next());
    let w = use_words();
    let ready = use_memo((p.lesson.clone(), p.game.clone()), |(text, game)| {
        prepare(text, game).map(Rc::new)
    });
    // 0: the start; k: after step k; steps + 1: the reader's turn.
    let at = use_state(|| 0usize);
    let tried = use_state(|| Tried::No);
    let figure = use_node_ref();
    // Going to "Try it" puts the focus on the board, where the move is made
    // (the button that was pressed becomes "Start again" after the board).
    let focus_board = use_mut_ref(|| false);
    let r = match &*ready {
        Ok(r) => r.clone(),
        Err(why) => {
            // For authors (a test reads every shipped page); a player is
            // only told the example is missing.
            web_sys::console::warn_1(&format!("how-to-play board {}: {why}", p.index).into());
            return html! { <p class="lesson-broken">{ w.t("learn.broken") }</p> };
        }
    };
    let steps = r.lesson.steps.len();
    let last = steps + usize::from(r.lesson.tryit.is_some());
    let k = (*at).min(last);
    let trying = r.lesson.tryit.as_ref().filter(|_| k == last && k > steps);

    let has_try = r.lesson.tryit.is_some();
    let go = |to: usize| {
        let (at, tried, focus_board) = (at.clone(), tried.clone(), focus_board.clone());
        Callback::from(move |_: MouseEvent| {
            at.set(to);
            tried.set(Tried::No);
            *focus_board.borrow_mut() = to == last && has_try;
        })
    };
    {
        let (figure, focus_board) = (figure.clone(), focus_board.clone());
        use_effect_with(k, move |_| {
            if std::mem::take(&mut *focus_board.borrow_mut()) {
                let board = figure
                    .cast::<web_sys::Element>()
                    .and_then(|f| f.query_selector("[data-testid=board]").ok().flatten())
                    .and_then(|b| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(b).ok());
                if let Some(b) = board {
                    let _ = b.focus();
                }
            }
        });
    }
    let on_play = {
        let (tried, right, session) = (
            tried.clone(),
            r.played.right.clone(),
            r.played.session.clone(),
        );
        Callback::from(
            move |ply: String| match right.iter().find(|(first, _)| *first == ply) {
                Some((_, turn)) => {
                    let mut s = session.clone();
                    if s.play_turn(turn).is_ok() {
                        tried.set(Tried::Right(Rc::new(s)));
                    }
                }
                None => tried.set(Tried::Other),
            },
        )
    };
    let (session, ply) = match (&*tried, trying) {
        (Tried::Right(s), Some(_)) => (s.clone(), s.len()),
        _ => {
            let ply = match k.min(steps) {
                0 => r.played.first,
                k => r.played.ends[k - 1],
            };
            (r.session.clone(), ply)
        }
    };
    let interactive = trying.is_some() && !matches!(*tried, Tried::Right(_));
    let board = (r.board)(BoardProps {
        session,
        ply,
        anim_step: None,
        events: Rc::new(Vec::new()),
        interactive,
        viewer: r.played.viewer,
        ai_seats: Rc::default(),
        on_play,
        thumbnail: false,
    });

    let text: Option<String> = match (k, trying) {
        (_, Some(tr_)) => Some(match &*tried {
            Tried::Right(_) => tr_.done.clone(),
            _ => tr_.prompt.clone(),
        }),
        (0, None) => r.lesson.intro.clone(),
        (k, None) => r.lesson.steps.get(k - 1).map(|s| s.caption.clone()),
    };
    let caption_id = format!("lesson-{}-caption", p.index);
    let where_ = if last == 0 {
        w.t("learn.picture")
    } else if k == 0 {
        w.t("learn.start")
    } else if trying.is_some() {
        w.t("learn.your-turn")
    } else {
        w.tr(&m("learn.step").num("n", k as i64).num("of", steps as i64))
    };
    let wrong = matches!(*tried, Tried::Other) && trying.is_some();
    html! {
        <figure class="lesson" data-testid="lesson" aria-labelledby={caption_id.clone()} ref={figure}>
            <div class="lesson-board">{ board }</div>
            <figcaption id={caption_id}>
                <p class="lesson-where">{ where_ }</p>
                <p class="lesson-text" aria-live="polite" data-testid="lesson-text">
                    { for text.map(|t| inlines(&inline(&t))) }
                </p>
                if wrong {
                    <p class="lesson-wrong" role="status" data-testid="lesson-wrong">{ w.t("learn.not-this-one") }</p>
                }
                if last > 0 {
                <div class="lesson-nav">
                    <button type="button" onclick={go(k.saturating_sub(1))} disabled={k == 0} data-testid="lesson-back">{ w.t("learn.back") }</button>
                    if k < last {
                        <button type="button" class="primary" onclick={go(k + 1)} data-testid="lesson-next">
                            { if k + 1 > steps { w.t("learn.try") } else { w.t("learn.next") } }
                        </button>
                    } else if last > 0 {
                        <button type="button" onclick={go(0)} data-testid="lesson-again">{ w.t("learn.again") }</button>
                    }
                </div>
                }
            </figcaption>
        </figure>
    }
}
