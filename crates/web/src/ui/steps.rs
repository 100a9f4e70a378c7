//! A page drawn in steps, one a task: what the engine compiles and draws
//! at a part's first draw then falls in a task of its own instead of one
//! long task (each 4 times longer on a phone; docs/measure.md, sessions
//! 25, 26 and 28). The game page's parts and a rules page's pictures use
//! it; the how-to-play boards have a queue of their own (`live_board.rs`),
//! because their page would draw its whole text again at each step.

use yew::prelude::*;

/// How many steps are drawn: `first` at once, then one more each task
/// while `ready`, up to `last`. A step is set a task after the one before
/// was drawn, so each comes in a task of its own whatever Yew's scheduler
/// joins. A pending step is dropped with the component.
#[hook]
pub fn use_steps(ready: bool, first: usize, last: usize) -> usize {
    let drawn = use_state(|| first);
    {
        let drawn = drawn.clone();
        use_effect_with((ready, *drawn, last), move |&(ready, n, last)| {
            let next = (ready && n < last)
                .then(|| gloo_timers::callback::Timeout::new(0, move || drawn.set(n + 1)));
            move || drop(next)
        });
    }
    *drawn
}
