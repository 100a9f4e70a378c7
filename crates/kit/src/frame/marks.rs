//! The marks drawn above the spots: the targets' dots, the choice, the
//! cursor, the dangers, and the analysis's moves.

use super::spots::ShownProps;
use crate::{spot, Play, Pointed, Pointer, Spot};
use std::rc::Rc;
use yew::prelude::*;

/// The targets' dots, then the outlines of the choice, the cursor and the
/// dangers.
/// A plain function (no hooks), like [`super::spots::spots`].
pub(super) fn marks(p: &ShownProps) -> Html {
    let spots = &p.spots;
    let dots = spots
        .iter()
        .filter(|s| p.ends.contains(&s.id))
        .map(spot::dot);
    let marks = spots
        .iter()
        .filter(|s| p.chosen.contains(&s.id))
        .map(|s| spot::mark(s, "chosen"))
        .chain(
            p.cursor
                .and_then(|i| spots.get(i))
                .map(|s| spot::mark(s, "cursor")),
        )
        .chain(
            spots
                .iter()
                .filter(|s| p.in_danger(&s.id))
                .map(|s| spot::mark(s, "danger")),
        );
    html! { <>{ for dots }{ for marks }</> }
}

/// Props of [`Pointers`].
#[derive(Properties, PartialEq)]
pub(super) struct PointersProps {
    /// Where a player can point.
    pub spots: Rc<Vec<Spot>>,
    /// The legal moves as clicks.
    pub moves: Rc<Vec<Play>>,
}

/// The analysis's moves (the page's [`Pointed`]): each click of the move
/// outlined, its label on the last one (the hint's drawn last, on top).
#[function_component]
pub(super) fn Pointers(p: &PointersProps) -> Html {
    let pointed = use_context::<Pointed>().unwrap_or_default();
    let mut pointers: Vec<&Pointer> = pointed.0.iter().collect();
    attic_core::order::sort_by_key(&mut pointers, |h| h.hint);
    let marks = pointers.into_iter().filter_map(|h| {
        let play = p.moves.iter().find(|m| m.token == h.token)?;
        let on: Vec<&Spot> = play
            .path
            .iter()
            .filter_map(|id| p.spots.iter().find(|s| &s.id == id))
            .collect();
        let class = if h.hint { "hint" } else { "best" };
        let outlines = on.iter().map(|s| spot::mark(s, class));
        let label = on.last().map(|s| spot::label(s, &h.label, class));
        Some(html! { <g data-testid={format!("pointer-{class}")} data-token={h.token.clone()}>{ for outlines }{ for label }</g> })
    });
    html! { <>{ for marks }</> }
}
