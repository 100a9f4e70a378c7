//! The spots laid over the drawing, each with its highlights and spoken
//! state.

use crate::spot::{self, Look};
use crate::{word, Spot, Words};
use attic_core::Danger;
use std::rc::Rc;
use yew::prelude::*;

/// How the spots are shown now: what [`spots`] and [`super::marks::marks`] draw.
#[derive(Properties, PartialEq, Clone)]
pub(super) struct ShownProps {
    /// The frame's id prefix.
    pub uid: AttrValue,
    /// Where a player can point.
    pub spots: Rc<Vec<Spot>>,
    /// The spots a next click may choose.
    pub next: Vec<String>,
    /// The spots whose click makes a move.
    pub ends: Vec<String>,
    /// The spots chosen so far.
    pub chosen: Vec<String>,
    /// The spots of the last move.
    pub last: Vec<String>,
    /// The spot under the keyboard cursor.
    pub cursor: Option<usize>,
    /// What threatens the person to move.
    pub danger: Rc<Vec<Danger>>,
}

impl ShownProps {
    /// Whether spot `id` is threatened.
    pub fn in_danger(&self, id: &String) -> bool {
        self.danger.iter().any(|d| d.cells.contains(id))
    }
}

/// The spots' transparent shapes, which take the clicks, their states
/// said in the reader's words `w`.
/// A plain function, not a component: it has no hooks, and a component
/// costs about 1 KB gzip of Yew code in the wasm.
pub(super) fn spots(p: &ShownProps, w: Words) -> Html {
    let words = |k| w.tr(&word(k));
    let rendered = p.spots.iter().enumerate().map(|(i, s)| {
        let look = Look {
            next: p.next.contains(&s.id),
            target: p.ends.contains(&s.id),
            chosen: p.chosen.contains(&s.id),
            last: p.last.contains(&s.id),
            cursor: p.cursor == Some(i),
            state: String::new(),
        };
        let state: String = [
            (look.chosen, "spot.chosen"),
            (look.next, "spot.next"),
            (look.last, "spot.last"),
            (p.in_danger(&s.id), "spot.danger"),
        ]
        .iter()
        .filter(|(on, _)| *on)
        .map(|(_, k)| format!(", {}", words(k)))
        .collect();
        spot::render(&p.uid, i, s, &Look { state, ..look })
    });
    html! { <>{ for rendered }</> }
}
