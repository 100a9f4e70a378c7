//! What keeps a game going: the AI worker (its answers become actions),
//! the driver that asks it for a move or pauses before chance and
//! automatic plies, and the animation clock.

use super::ai::Ai;
use super::app::BenchText;
use super::notice::Notify;
use super::state::{GameAction, GameDispatch, GameHandle, PlayAction, PlayHandle};
use super::text::m;
use super::{kit, random_seed};
use crate::app_logic::seating::Next;
use crate::worker::{Input, Output};
use attic_core::decimal::fixed;
use attic_core::Lang;
use gloo_timers::callback::Timeout;
use std::rc::Rc;
use yew::prelude::*;

/// The AI worker, spawned once, worded in the page's language `lang` (at
/// first: the app tells it of a switch, [`Ai::tell_lang`]); its answers
/// become actions of the game (and the bench page's text).
#[hook]
pub fn use_ai_worker(
    d: GameDispatch,
    bench: UseStateHandle<BenchText>,
    notify: Notify,
    lang: Lang,
) -> Rc<Ai> {
    use_memo((), move |_| {
        Ai::new(
            Callback::from(move |out: Output| match out {
                Output::Best {
                    id, token, outlook, ..
                } => d.dispatch(GameAction::AiMove { id, token, outlook }),
                Output::Error { id: 0, message } => {
                    bench.set(BenchText(Some(m("bench.error").text("reason", message))))
                }
                Output::Error { id, message } => d.dispatch(GameAction::AiFailed(id, message)),
                Output::Solved { text, millis } => bench.set(BenchText(Some(
                    m("bench.solved")
                        .text("text", text.trim_end())
                        .num("ms", millis as i64),
                ))),
                Output::BenchResult {
                    playouts,
                    millis,
                    search_nodes,
                    search_millis,
                } => {
                    let rate = playouts as f64 * 1000.0 / millis.max(1) as f64;
                    let nps = search_nodes as f64 * 1000.0 / search_millis.max(1) as f64;
                    bench.set(BenchText(Some(
                        m("bench.result")
                            .text("rate", fixed(rate, 0))
                            .text("nps", fixed(nps, 0))
                            .num("nodes", search_nodes as i64)
                            .num("ms", search_millis as i64),
                    )));
                }
                // Reviews come from the game-over banner's own worker,
                // analyses from the analysis panel's.
                Output::Reviewed { .. }
                | Output::Progress { .. }
                | Output::Chart { .. }
                | Output::Hint { .. } => {}
                // Pings come from the bench page's own bridge, not this one.
                Output::Pong { .. } => {}
            }),
            Some(notify),
            lang,
        )
    })
}

/// Drive the AI and chance: ask for a move when an AI seat is to move,
/// after every change of the game or the play flow, while the game is
/// `shown` (this tab is on its page). A tab on another page holds a game
/// too (a new tab opens the game written last, and takes in other tabs'
/// writes to it): had it answered as well, it would play on a game paused
/// in the tab that shows it, and two answers to one move would fork the
/// game into two entries of My games. A move already asked for still lands.
#[hook]
pub fn use_driver(game: &GameHandle, play: &PlayHandle, ai: &Ai, shown: bool) {
    let (game, play, ai) = (game.clone(), play.clone(), ai.clone());
    let key = (game.version, (*play).clone(), shown);
    use_effect_with(key, move |&(_, _, shown)| {
        if shown {
            drive(&game, &play, &ai);
        }
    });
}

/// Animation clock: one step per tick, faster for long moves.
#[hook]
pub fn use_anim_clock(game: &GameHandle) {
    let d = game.dispatcher();
    use_effect_with(game.anim.clone(), move |anim| {
        // People who ask for less motion get the result at once.
        let reduced = web_sys::window()
            .and_then(|w| {
                w.match_media("(prefers-reduced-motion: reduce)")
                    .ok()
                    .flatten()
            })
            .is_some_and(|m| m.matches());
        if reduced && anim.is_some() {
            d.dispatch(GameAction::AnimEnd);
        }
        let t = anim.as_ref().filter(|_| !reduced).map(|a| {
            let ms = (2400 / a.steps.max(1) as u32).clamp(25, 110);
            Timeout::new(ms, move || d.dispatch(GameAction::AnimStep))
        });
        move || drop(t)
    });
}

/// How long the app waits before it draws chance or plays a seat's
/// automatic ply, so that people see what happens.
const AUTO_MS: u32 = 600;

/// The same pause in fast play ([`kit::fast`]): enough for the board to
/// show each ply, short enough that a game with many throws goes quickly.
const FAST_AUTO_MS: u32 = 120;

/// Ask the AI for a move when it is an AI seat's turn, or draw chance or
/// play a seat's automatic ply (after a short pause), when nothing is
/// pending and the game is not paused. Waits for the animation of the
/// previous move to finish. The AI is sent only what its seat may see.
fn drive(game: &GameHandle, play: &PlayHandle, ai: &Ai) {
    let Some(s) = &game.session else { return };
    let flow = play.flow(game);
    let busy = flow.thinking.is_some() || flow.pending.is_some() || game.anim.is_some();
    // A ply the app played was refused (see `GameState::halted`).
    let busy = busy || game.halted;
    if busy || (flow.paused && !flow.step) {
        return;
    }
    let id = game.ticket();
    match game.next() {
        // A person throws with the button (see the game page).
        Next::Wait | Next::Throw(_) => {}
        Next::Chance | Next::Automatic(_) => {
            play.dispatch(PlayAction::Pending(id));
            let d = game.dispatcher();
            // A stale timer (the game changed meanwhile) is ignored by id.
            let ms = if kit::fast() { FAST_AUTO_MS } else { AUTO_MS };
            Timeout::new(ms, move || {
                d.dispatch(GameAction::AutoPly {
                    id,
                    seed: random_seed(),
                })
            })
            .forget();
        }
        Next::Ai(seat, level) => {
            play.dispatch(PlayAction::Thinking(id));
            ai.send(Input::Think {
                record: s.record_for(seat),
                level,
                seed: random_seed(),
                id,
            });
        }
    }
}
