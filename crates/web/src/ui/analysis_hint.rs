//! The hint and the best moves, in words (the board draws them too, with
//! [`super::kit::Pointed`]): "Hint: sow from B2 (captures 6) — win chance
//! 64%", why that move, then the best three moves with their win chances.

use super::analysis::{percent, FoundHint};
use super::text::{m, AppWords, Words};
use attic_core::Seat;
use attic_records::Session;
use std::rc::Rc;
use yew::prelude::*;

/// What [`hint_view`] draws.
#[derive(Properties)]
pub struct HintProps {
    /// The hint found for the game as it is.
    pub hint: FoundHint,
    /// The game.
    pub session: Rc<Session>,
    /// The seat the hint is for.
    pub seat: Seat,
}

impl PartialEq for HintProps {
    fn eq(&self, o: &Self) -> bool {
        self.hint == o.hint && Rc::ptr_eq(&self.session, &o.session) && self.seat == o.seat
    }
}

/// The hint's sentence and the list of the best moves, in the reader's
/// words `w`.
/// A plain function, not a component: it has no hooks, and each component
/// costs about 0.8 KB gzip of Yew code in the wasm (docs/measure.md).
pub fn hint_view(p: &HintProps, w: Words) -> Html {
    // The moves in words as the seat sees the position (nothing hidden).
    let view = p.session.current().view(p.seat);
    let said = |tok: &str| super::kit::sentence(w, view.as_ref(), tok);
    let line = match p.hint.chance {
        Some(v) => m("analysis.hint-said-chance")
            .text("move", said(&p.hint.best))
            .text("chance", percent(Some(v))),
        None => m("analysis.hint-said").text("move", said(&p.hint.best)),
    };
    // Why the hint's move, from the game's own knowledge (the view is the
    // seat's own, so nothing hidden is used).
    let why = super::kit::why(w, view.as_ref(), &p.hint.best, Some(p.seat));
    let rows = p.hint.top.iter().map(|(tok, v)| {
        let text = w.tr(&m("analysis.best-line")
            .text("move", said(tok))
            .text("chance", percent(*v)));
        let hint = (*tok == p.hint.best).then_some("hint");
        html! { <li class={classes!(hint)} data-token={tok.clone()}>{ text }</li> }
    });
    html! {
        <div class="analysis-hint" aria-live="polite">
            <p class="hint-said" data-testid="hint-said">{ w.tr(&line) }</p>
            if let Some(reason) = why { <p class="hint-why" data-testid="hint-why">{ reason }</p> }
            if !p.hint.top.is_empty() {
                <p class="best-title">{ w.t("analysis.best") }</p>
                <ol class="best-moves" data-testid="best-moves">{ for rows }</ol>
            }
        </div>
    }
}
