//! The warnings under the board: what threatens the person to move.

use crate::{BoardProps, Words};
use attic_core::Danger;
use std::rc::Rc;
use yew::prelude::*;

/// What threatens the person to move on this board, if they want to be
/// told ([`attic_core::Words::dangers`]; `warn`: the page's [`crate::Warn`]).
fn dangers(b: &BoardProps, warn: bool) -> Vec<Danger> {
    if !warn || !b.interactive || b.thumbnail {
        return Vec::new();
    }
    b.session.at(b.ply).dangers()
}

/// What threatens the person to move, found once per position shown (a
/// cursor step or a click redraws the board, the position stays).
#[hook]
pub(super) fn use_dangers(board: &BoardProps, warn: bool) -> Rc<Vec<Danger>> {
    let b = board.clone();
    let key = (
        Rc::as_ptr(&board.session) as usize,
        board.ply,
        board.interactive,
        warn,
    );
    use_memo(key, move |_| dangers(&b, warn))
}

/// Whether the board keeps room for warnings under it: a game that warns
/// (its messages have `danger.setting`), with the warnings on, also while
/// the AI is to move. A warning coming or going then does not move what is
/// below the board (the AI's first move used to add one and push the
/// page's controls down: a layout shift of 0.29 on O An Quan's page at
/// phone size).
pub(super) fn keeps_room(b: &BoardProps, warn: bool, w: Words) -> bool {
    warn && !b.thumbnail
        && w.text(b.session.info().messages, "danger.setting")
            .is_some()
}

/// What [`warnings`] draws.
#[derive(Properties, PartialEq)]
pub(super) struct DangersProps {
    /// The warnings.
    pub danger: Rc<Vec<Danger>>,
    /// Keep their room when there are none ([`keeps_room`]).
    pub kept: bool,
    /// The reader's words (the frame's).
    pub words: Words,
}

/// The warnings' room under the board, with the warnings.
/// A plain function (no hooks), like [`super::spots::spots`].
pub(super) fn warnings(p: &DangersProps) -> Html {
    html! {
        <div class={classes!("kit-danger-room", p.kept.then_some("kept"))}>
            if !p.danger.is_empty() {
                <ul class="kit-dangers" data-testid="dangers">
                    { for p.danger.iter().map(|d| html! { <li>{ p.words.tr(&d.msg) }</li> }) }
                </ul>
            }
        </div>
    }
}
