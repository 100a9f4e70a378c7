//! Mouse and touch input. It acts on release: a press and release on one
//! spot is a click, from one spot to another a drag (two clicks), off the
//! spots a let-go. The click event that follows is skipped (a touch right
//! after a drag may fire none); a click without a press (assistive
//! technology) acts by itself.

use super::keys::Cursor;
use crate::{cursor, Spot};
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::Element;
use yew::prelude::*;

/// How long after a press acted its click event is the same act.
const CLICK_AFTER_PRESS_MS: f64 = 1000.0;

/// The spot index an element belongs to (`data-spot` on it or above it).
fn spot_of(el: Option<Element>) -> Option<usize> {
    el?.closest("[data-spot]")
        .ok()??
        .get_attribute("data-spot")?
        .parse()
        .ok()
}

/// The spot index under the pointer (a touch keeps its first target, so
/// the end of a drag is found by position).
fn spot_at(e: &PointerEvent) -> Option<usize> {
    let doc = web_sys::window()?.document()?;
    spot_of(doc.element_from_point(e.client_x() as f32, e.client_y() as f32))
}

/// Plain cells, not state, read and written between renders: the press
/// under way (the spot it began on, if any) and when a press last acted
/// (the click that may follow is the same act).
#[derive(Clone)]
pub(super) struct Press {
    press: Rc<RefCell<Option<Option<usize>>>>,
    acted: Rc<RefCell<f64>>,
}

/// The frame's press cells.
#[hook]
pub(super) fn use_press() -> Press {
    Press {
        press: use_mut_ref(|| None),
        acted: use_mut_ref(|| f64::NEG_INFINITY),
    }
}

/// The SVG's pointer handlers.
pub(super) struct Pointer {
    pub onpointerdown: Callback<PointerEvent>,
    pub onpointerup: Callback<PointerEvent>,
    pub onpointercancel: Callback<PointerEvent>,
    pub onclick: Callback<MouseEvent>,
}

impl Pointer {
    /// Handlers that click `spots` through `apply` (a let-go clears
    /// `prefix`) and move the keyboard cursor `cur` along.
    pub fn new(
        p: &Press,
        cur: &Cursor,
        spots: &Rc<Vec<Spot>>,
        apply: &Callback<Vec<String>>,
        prefix: &UseStateHandle<Vec<String>>,
    ) -> Pointer {
        let act_on = {
            let (apply, place, prefix, spots) = (
                apply.clone(),
                cur.place.clone(),
                prefix.clone(),
                spots.clone(),
            );
            move |ids: &[usize]| match ids.last().and_then(|&i| cursor::place(&spots, i)) {
                Some(at) => {
                    apply.emit(
                        ids.iter()
                            .filter_map(|&i| spots.get(i))
                            .map(|s| s.id.clone())
                            .collect(),
                    );
                    place.set(Some(at));
                }
                None => prefix.set(Vec::new()),
            }
        };
        let onpointerdown = {
            let (press, keyboard) = (p.press.clone(), cur.keyboard.clone());
            Callback::from(move |e: PointerEvent| {
                if e.button() == 0 {
                    *press.borrow_mut() = Some(spot_of(e.target_dyn_into::<Element>()));
                }
                if *keyboard {
                    keyboard.set(false);
                }
            })
        };
        let onpointerup = {
            let (press, acted, act_on) = (p.press.clone(), p.acted.clone(), act_on.clone());
            Callback::from(move |e: PointerEvent| {
                let Some(from) = press.borrow_mut().take() else {
                    return;
                };
                *acted.borrow_mut() = js_sys::Date::now();
                match (from, spot_at(&e)) {
                    (Some(a), Some(b)) if a != b => act_on(&[a, b]),
                    (Some(a), Some(_)) => act_on(&[a]),
                    (None, None) => act_on(&[]),
                    // A drag off the spots, or onto one from outside: nothing.
                    _ => {}
                }
            })
        };
        let onpointercancel = {
            let press = p.press.clone();
            Callback::from(move |_: PointerEvent| *press.borrow_mut() = None)
        };
        let onclick = {
            let acted = p.acted.clone();
            Callback::from(move |e: MouseEvent| {
                if js_sys::Date::now() - *acted.borrow() < CLICK_AFTER_PRESS_MS {
                    return;
                }
                act_on(
                    &spot_of(e.target_dyn_into::<Element>())
                        .into_iter()
                        .collect::<Vec<_>>(),
                );
            })
        };
        Pointer {
            onpointerdown,
            onpointerup,
            onpointercancel,
            onclick,
        }
    }
}
