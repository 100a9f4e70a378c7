//! Keyboard input: a cursor the arrow keys move over the spots, Enter or
//! Space to click the spot under it, Escape to let go; while the chooser
//! is open, the arrow keys change its active option and Enter plays it.

use super::select::{Acts, Choice};
use crate::{cursor, Spot};
use std::rc::Rc;
use web_sys::Element;
use yew::prelude::*;

/// The keyboard cursor and the board element that takes the keys.
#[derive(Clone)]
pub(super) struct Cursor {
    /// The spot under the cursor (by name and place, so that it stays put
    /// when the spots change), none before the board had the focus.
    pub place: UseStateHandle<Option<cursor::Place>>,
    /// The keyboard was used last (the board shows the cursor).
    pub keyboard: UseStateHandle<bool>,
    /// The board element.
    pub node: NodeRef,
}

/// The frame's keyboard cursor.
#[hook]
pub(super) fn use_cursor() -> Cursor {
    Cursor {
        place: use_state(|| None),
        keyboard: use_state(|| false),
        node: use_node_ref(),
    }
}

impl Cursor {
    /// The index of the spot under the cursor.
    pub fn at(&self, spots: &[Spot]) -> Option<usize> {
        self.place.as_ref().and_then(|c| cursor::find(spots, c))
    }

    /// Whether an event's target is the board itself.
    fn on_board<E: TargetCast>(&self, e: &E) -> bool {
        e.target_dyn_into::<Element>() == self.node.cast::<Element>()
    }

    /// The board got the focus: the cursor appears on `start`.
    pub fn onfocus(&self, spots: &Rc<Vec<Spot>>, start: Option<usize>) -> Callback<FocusEvent> {
        let (cur, spots) = (self.clone(), spots.clone());
        Callback::from(move |e: FocusEvent| {
            if cur.on_board(&e) && cur.place.is_none() {
                cur.place.set(start.and_then(|i| cursor::place(&spots, i)));
            }
        })
    }

    /// A key pressed on the board, or on a chooser's button inside it.
    pub fn onkeydown(
        &self,
        spots: &Rc<Vec<Spot>>,
        start: Option<usize>,
        c: &Choice,
        acts: &Acts,
    ) -> Callback<KeyboardEvent> {
        let (cur, spots, at) = (self.clone(), spots.clone(), self.at(spots));
        let (active, apply, pick, cancel) = (
            acts.on_active.clone(),
            acts.apply.clone(),
            acts.pick.clone(),
            acts.cancel.clone(),
        );
        let (n, act) = (c.options.len(), c.act);
        Callback::from(move |e: KeyboardEvent| {
            let key = e.key();
            if !cur.on_board(&e) {
                // A chooser button has the focus: it handles Enter itself.
                if key == "Escape" {
                    cancel.emit(());
                }
                return;
            }
            if !*cur.keyboard {
                cur.keyboard.set(true);
            }
            if n > 0 {
                match key.as_str() {
                    "ArrowLeft" | "ArrowUp" => active.emit((act + n - 1) % n),
                    "ArrowRight" | "ArrowDown" => active.emit((act + 1) % n),
                    "Enter" | " " => pick.emit(act),
                    "Escape" => cancel.emit(()),
                    _ => return,
                }
            } else if let Some(dir) = cursor::direction(&key) {
                let to = match at {
                    Some(i) => cursor::step(&spots, i, dir).or(Some(i)),
                    None => start,
                };
                cur.place.set(to.and_then(|i| cursor::place(&spots, i)));
            } else {
                match key.as_str() {
                    "Enter" | " " => {
                        if let Some(s) = at.and_then(|i| spots.get(i)) {
                            apply.emit(vec![s.id.clone()]);
                        }
                    }
                    "Escape" => cancel.emit(()),
                    _ => return,
                }
            }
            // Handled here: neither scroll the page nor reach the page's
            // own arrow keys (they step through the history).
            e.prevent_default();
            e.stop_propagation();
        })
    }
}
