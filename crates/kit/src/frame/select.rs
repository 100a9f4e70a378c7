//! The choice under way: the clicks made so far, the chooser's active
//! option, what they allow next, and the acts that change them.

use crate::input::{self, Step};
use crate::{live, BoardProps, Play, Words};
use attic_core::Danger;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

/// The clicks made so far and the chooser's active option.
#[derive(Clone)]
pub(super) struct Selection {
    /// The spots clicked so far.
    pub prefix: UseStateHandle<Vec<String>>,
    /// The chooser's active option.
    pub active: UseStateHandle<usize>,
}

/// The choice under way, let go of on every new position, which is
/// announced (to the page's [`crate::LiveRegion`]) with what now
/// threatens the person to move, in the reader's words `w`.
#[hook]
pub(super) fn use_selection(board: &BoardProps, danger: Rc<Vec<Danger>>, w: Words) -> Selection {
    let sel = Selection {
        prefix: use_state(Vec::<String>::new),
        active: use_state(|| 0usize),
    };
    // A plain cell, not state, read and written between renders: the
    // record's tokens and the ply last shown, for the announcements.
    let seen = use_mut_ref(|| None::<live::Seen>);
    let announce = use_context::<live::Announce>();
    let (s, board) = (sel.clone(), board.clone());
    use_effect_with((board.session.len(), board.ply), move |_| {
        s.prefix.set(Vec::new());
        s.active.set(0);
        let was = seen.replace(Some((board.session.tokens().to_vec(), board.ply)));
        if let (Some(a), Some(text)) = (announce, live::announcement(w, was.as_ref(), &board)) {
            // What now threatens the person to move is said with the
            // move that made the threat, as a chess program says check.
            let said: Vec<String> = danger.iter().map(|d| w.tr(&d.msg)).collect();
            match said.is_empty() {
                true => a.dispatch(text),
                false => a.dispatch(format!("{text}. {}", said.join(". "))),
            }
        }
    });
    sel
}

/// What the clicks so far allow, in this render.
pub(super) struct Choice {
    /// The clicks so far, while they still lead to a move.
    pub pre: Vec<String>,
    /// The spots a next click may choose.
    pub next: Vec<String>,
    /// The moves these clicks complete (the chooser's options).
    pub options: Vec<Play>,
    /// The active option.
    pub act: usize,
    /// The spots chosen so far, with those the clicks cover.
    pub chosen: Vec<String>,
    /// Targets: after a first click, the spots whose click makes a move.
    pub ends: Vec<String>,
}

impl Choice {
    /// Where the selection `sel` stands among `moves`.
    pub fn new(moves: &[Play], sel: &Selection) -> Choice {
        let pre: Vec<String> = if input::still_valid(moves, &sel.prefix) {
            (*sel.prefix).clone()
        } else {
            Vec::new()
        };
        let owned = |v: Vec<&str>| v.into_iter().map(String::from).collect();
        let options: Vec<Play> = input::complete(moves, &pre).into_iter().cloned().collect();
        let act = (*sel.active).min(options.len().saturating_sub(1));
        let mut chosen = pre.clone();
        chosen.extend(input::covered(moves, &pre));
        let ends = match pre.is_empty() {
            true => Vec::new(),
            false => owned(input::ending(moves, &pre)),
        };
        Choice {
            next: owned(input::next(moves, &pre)),
            pre,
            options,
            act,
            chosen,
            ends,
        }
    }
}

/// Clicks on `ids` in turn, from `prefix`: where they lead.
fn run(moves: &[Play], prefix: &[String], ids: &[String]) -> Step {
    let mut cur = prefix.to_vec();
    for id in ids {
        match input::click(moves, &cur, id) {
            Step::Select(p) => cur = p,
            other => return other,
        }
    }
    Step::Select(cur)
}

/// Focus an element without scrolling the page.
fn focus(el: &HtmlElement) {
    let opts = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&opts, &"preventScroll".into(), &true.into());
    if let Ok(f) = js_sys::Reflect::get(el, &"focus".into()) {
        if let Some(f) = f.dyn_ref::<js_sys::Function>() {
            let _ = f.call1(el, &opts);
        }
    }
}

/// The acts that change the choice.
pub(super) struct Acts {
    /// Play, choose or let go, after clicks on these spots.
    pub apply: Callback<Vec<String>>,
    /// Play the chooser's option.
    pub pick: Callback<usize>,
    /// Let go of the choice (the board takes the focus back).
    pub cancel: Callback<()>,
    /// Make a chooser's option the active one.
    pub on_active: Callback<usize>,
}

impl Acts {
    /// The acts on `sel`, which stands at `c` among `moves`; a move is
    /// played through `on_play`, the focus given back to `node`.
    pub fn new(
        sel: &Selection,
        c: &Choice,
        moves: &Rc<Vec<Play>>,
        on_play: &Callback<String>,
        node: &NodeRef,
    ) -> Acts {
        let (prefix, active) = (sel.prefix.clone(), sel.active.clone());
        let apply = {
            let (prefix, active, on_play) = (prefix.clone(), active.clone(), on_play.clone());
            let (moves, pre, n, act) = (moves.clone(), c.pre.clone(), c.options.len(), c.act);
            Callback::from(move |ids: Vec<String>| match run(&moves, &pre, &ids) {
                Step::Select(p) => {
                    prefix.set(p);
                    active.set(0);
                }
                Step::Play(t) => {
                    prefix.set(Vec::new());
                    on_play.emit(t);
                }
                Step::Cycle => active.set((act + 1) % n.max(1)),
            })
        };
        let focus_board = {
            let node = node.clone();
            move || {
                if let Some(el) = node.cast::<HtmlElement>() {
                    focus(&el);
                }
            }
        };
        let pick = {
            let (options, on_play) = (c.options.clone(), on_play.clone());
            let (prefix, focus_board) = (prefix.clone(), focus_board.clone());
            Callback::from(move |i: usize| {
                if let Some(o) = options.get(i) {
                    prefix.set(Vec::new());
                    on_play.emit(o.token.clone());
                    focus_board();
                }
            })
        };
        let cancel = Callback::from(move |_: ()| {
            prefix.set(Vec::new());
            focus_board();
        });
        let on_active = Callback::from(move |i: usize| active.set(i));
        Acts {
            apply,
            pick,
            cancel,
            on_active,
        }
    }
}
