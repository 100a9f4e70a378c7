//! The frame every board shares: the game's SVG drawing with the spots
//! laid over it, the highlights, pointer and keyboard input, the chooser,
//! the game's own controls around it, and the words for screen readers.

use super::chooser::{option_id, Chooser};
use super::input::{self, Step};
use super::spot::{self, element_id, Look};
use super::{cursor, live, say, word, BoardProps, Play, Spot};
use crate::text::tr;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

/// Props of [`Frame`].
#[derive(Properties, PartialEq)]
pub struct FrameProps {
    /// The board's props, as the app gave them to the game.
    pub board: BoardProps,
    /// The drawing's view box (`"0 0 1000 410"`); spots use its units.
    pub view_box: AttrValue,
    /// Classes of the SVG (the game's styles hang on them).
    #[prop_or_default]
    pub class: Classes,
    /// Classes of the whole frame.
    #[prop_or_default]
    pub wrap: Classes,
    /// The board's name for screen readers.
    pub label: AttrValue,
    /// Where a player can point.
    #[prop_or_default]
    pub spots: Rc<Vec<Spot>>,
    /// The legal moves as clicks (empty when nobody here may move).
    #[prop_or_default]
    pub moves: Rc<Vec<Play>>,
    /// The spots of the last move.
    #[prop_or_default]
    pub last: Vec<String>,
    /// The position in words, for screen readers.
    #[prop_or_default]
    pub description: AttrValue,
    /// What the chooser chooses (default: "Choose the move").
    #[prop_or_default]
    pub chooser_label: AttrValue,
    /// The game's controls and information above the board.
    #[prop_or_default]
    pub top: Html,
    /// The game's controls and information below the board.
    #[prop_or_default]
    pub bottom: Html,
    /// Drawn in the board's box after the SVG (Straat's back face).
    #[prop_or_default]
    pub behind: Html,
    /// Classes of the box holding the SVG and `behind`.
    #[prop_or_default]
    pub surface: Classes,
    /// Draw the board larger than its place, `k` CSS px per view-box unit,
    /// in a box that scrolls (TAU's large grids on a phone): `None` fits
    /// the board to its place.
    #[prop_or_default]
    pub zoom: Option<f32>,
    /// The drawing: SVG elements in view-box units.
    pub children: Html,
}

thread_local! {
    static FRAMES: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// A prefix for the element ids of a new frame, so that several boards on
/// one page (a how-to-play page) never share an id.
fn next_uid() -> String {
    let n = FRAMES.with(|c| {
        c.set(c.get() + 1);
        c.get()
    });
    format!("kit{n}")
}

/// What threatens the person to move on this board, if they want to be
/// told ([`attic_core::Game::dangers`]; `warn`: the page's [`super::Warn`]).
fn dangers(b: &BoardProps, warn: bool) -> Vec<attic_core::Danger> {
    if !warn || !b.interactive || b.thumbnail {
        return Vec::new();
    }
    b.session.at(b.ply).dangers()
}

/// Whether the board keeps room for warnings under it: a game that warns
/// (its messages have `danger.setting`), with the warnings on, also while
/// the AI is to move. A warning coming or going then does not move what is
/// below the board (the AI's first move used to add one and push the
/// page's controls down: a layout shift of 0.29 on O An Quan's page at
/// phone size).
fn keeps_room(b: &BoardProps, warn: bool) -> bool {
    warn && !b.thumbnail
        && crate::text::game_text(b.session.info().messages, "danger.setting").is_some()
}

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

/// The board frame.
#[function_component]
pub fn Frame(p: &FrameProps) -> Html {
    let prefix = use_state(Vec::<String>::new);
    let active = use_state(|| 0usize);
    let cursor = use_state(|| None::<cursor::Place>);
    let keyboard = use_state(|| false);
    // Plain cells, not state, read and written between renders: the press
    // under way (the spot it began on, if any), when a press last acted
    // (the click that may follow is the same act), and the record's
    // tokens and the ply last shown, for the announcements.
    let press = use_mut_ref(|| None::<Option<usize>>);
    let acted = use_mut_ref(|| f64::NEG_INFINITY);
    let seen = use_mut_ref(|| None::<live::Seen>);
    let node = use_node_ref();
    let uid = use_state(next_uid);
    let announce = use_context::<live::Announce>();
    // Only a page that offers the warnings provides them (not a lesson's board).
    let warn = use_context::<super::Warn>().is_some_and(|w| w.0);
    let pointed = use_context::<super::Pointed>().unwrap_or_default();
    // What threatens the person to move, found once per position shown
    // (a cursor step or a click redraws the board, the position stays).
    let danger = {
        let board = p.board.clone();
        let key = (
            std::rc::Rc::as_ptr(&p.board.session) as usize,
            p.board.ply,
            p.board.interactive,
            warn,
        );
        use_memo(key, move |_| dangers(&board, warn))
    };
    {
        let (prefix, active, board) = (prefix.clone(), active.clone(), p.board.clone());
        let danger = danger.clone();
        use_effect_with((p.board.session.len(), p.board.ply), move |_| {
            prefix.set(Vec::new());
            active.set(0);
            let was = seen.replace(Some((board.session.tokens().to_vec(), board.ply)));
            if let (Some(a), Some(text)) = (announce, live::announcement(was.as_ref(), &board)) {
                // What now threatens the person to move is said with the
                // move that made the threat, as a chess program says check.
                let said: Vec<String> = danger.iter().map(|d| tr(&d.msg)).collect();
                match said.is_empty() {
                    true => a.dispatch(text),
                    false => a.dispatch(format!("{text}. {}", said.join(". "))),
                }
            }
        });
    }
    if p.board.thumbnail {
        return html! {
            <svg class={classes!("kit-svg", "thumb-svg", p.class.clone())} viewBox={p.view_box.clone()} aria-hidden="true">
                { p.children.clone() }
            </svg>
        };
    }

    let moves = p.moves.clone();
    let spots = p.spots.clone();
    let pre: Vec<String> = if input::still_valid(&moves, &prefix) {
        (*prefix).clone()
    } else {
        Vec::new()
    };
    let next = input::next(&moves, &pre);
    let options: Vec<Play> = input::complete(&moves, &pre).into_iter().cloned().collect();
    let act = (*active).min(options.len().saturating_sub(1));
    let mut chosen = pre.clone();
    chosen.extend(input::covered(&moves, &pre));
    let cursor_at = cursor.as_ref().and_then(|c| cursor::find(&spots, c));
    // Where the cursor starts: a spot that can be chosen, else the first.
    let start = spots
        .iter()
        .position(|s| next.contains(&s.id.as_str()))
        .or((!spots.is_empty()).then_some(0));

    // Play, choose or let go, after clicks on these spots.
    let apply = {
        let (prefix, active, on_play) = (prefix.clone(), active.clone(), p.board.on_play.clone());
        let (moves, pre, n) = (moves.clone(), pre.clone(), options.len());
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
        let (options, on_play) = (options.clone(), p.board.on_play.clone());
        let (prefix, focus_board) = (prefix.clone(), focus_board.clone());
        Callback::from(move |i: usize| {
            if let Some(o) = options.get(i) {
                prefix.set(Vec::new());
                on_play.emit(o.token.clone());
                focus_board();
            }
        })
    };
    let cancel = {
        let (prefix, focus_board) = (prefix.clone(), focus_board.clone());
        Callback::from(move |_: ()| {
            prefix.set(Vec::new());
            focus_board();
        })
    };

    // Pointer input acts on release: a press and release on one spot is a
    // click, from one spot to another a drag (two clicks), off the spots a
    // let-go. The click event that follows is skipped (a touch right after
    // a drag may fire none); a click without a press (assistive technology)
    // acts by itself.
    let act_on = {
        let (apply, cursor, prefix, spots) =
            (apply.clone(), cursor.clone(), prefix.clone(), spots.clone());
        move |ids: &[usize]| match ids.last().and_then(|&i| cursor::place(&spots, i)) {
            Some(place) => {
                apply.emit(
                    ids.iter()
                        .filter_map(|&i| spots.get(i))
                        .map(|s| s.id.clone())
                        .collect(),
                );
                cursor.set(Some(place));
            }
            None => prefix.set(Vec::new()),
        }
    };
    let onpointerdown = {
        let (press, keyboard) = (press.clone(), keyboard.clone());
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
        let (press, acted, act_on) = (press.clone(), acted.clone(), act_on.clone());
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
        let press = press.clone();
        Callback::from(move |_: PointerEvent| *press.borrow_mut() = None)
    };
    let onclick = {
        let acted = acted.clone();
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
    let onfocus = {
        let (cursor, node, spots) = (cursor.clone(), node.clone(), spots.clone());
        Callback::from(move |e: FocusEvent| {
            let on_board = e.target_dyn_into::<Element>() == node.cast::<Element>();
            if on_board && cursor.is_none() {
                cursor.set(start.and_then(|i| cursor::place(&spots, i)));
            }
        })
    };
    let onkeydown = {
        let (cursor, keyboard, node, spots) = (
            cursor.clone(),
            keyboard.clone(),
            node.clone(),
            spots.clone(),
        );
        let (active, apply, pick, cancel) =
            (active.clone(), apply.clone(), pick.clone(), cancel.clone());
        let n = options.len();
        Callback::from(move |e: KeyboardEvent| {
            let key = e.key();
            let on_board = e.target_dyn_into::<Element>() == node.cast::<Element>();
            if !on_board {
                // A chooser button has the focus: it handles Enter itself.
                if key == "Escape" {
                    cancel.emit(());
                }
                return;
            }
            if !*keyboard {
                keyboard.set(true);
            }
            if n > 0 {
                match key.as_str() {
                    "ArrowLeft" | "ArrowUp" => active.set((act + n - 1) % n),
                    "ArrowRight" | "ArrowDown" => active.set((act + 1) % n),
                    "Enter" | " " => pick.emit(act),
                    "Escape" => cancel.emit(()),
                    _ => return,
                }
            } else if let Some(dir) = cursor::direction(&key) {
                let to = match cursor_at {
                    Some(i) => cursor::step(&spots, i, dir).or(Some(i)),
                    None => start,
                };
                cursor.set(to.and_then(|i| cursor::place(&spots, i)));
            } else {
                match key.as_str() {
                    "Enter" | " " => {
                        if let Some(s) = cursor_at.and_then(|i| spots.get(i)) {
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
    };

    // Targets: after a first click, the spots whose click makes a move.
    let ends = if pre.is_empty() {
        Vec::new()
    } else {
        input::ending(&moves, &pre)
    };
    let in_danger = |id: &String| danger.iter().any(|d| d.cells.contains(id));
    let words = |k| tr(&word(k));
    let rendered = spots.iter().enumerate().map(|(i, s)| {
        let is_next = next.contains(&s.id.as_str());
        let look = Look {
            next: is_next,
            target: ends.contains(&s.id.as_str()),
            chosen: chosen.contains(&s.id),
            last: p.last.contains(&s.id),
            cursor: cursor_at == Some(i),
            state: String::new(),
        };
        let state: String = [
            (look.chosen, "spot.chosen"),
            (look.next, "spot.next"),
            (look.last, "spot.last"),
            (in_danger(&s.id), "spot.danger"),
        ]
        .iter()
        .filter(|(on, _)| *on)
        .map(|(_, k)| format!(", {}", words(k)))
        .collect();
        spot::render(&uid, i, s, &Look { state, ..look })
    });
    let dots = spots
        .iter()
        .filter(|s| ends.contains(&s.id.as_str()))
        .map(spot::dot);
    let marks = spots
        .iter()
        .filter(|s| chosen.contains(&s.id))
        .map(|s| spot::mark(s, "chosen"))
        .chain(
            cursor_at
                .and_then(|i| spots.get(i))
                .map(|s| spot::mark(s, "cursor")),
        )
        .chain(
            spots
                .iter()
                .filter(|s| in_danger(&s.id))
                .map(|s| spot::mark(s, "danger")),
        );
    // The analysis's moves: each click of the move outlined, its label on
    // the last one (the hint's drawn last, on top).
    let mut pointers: Vec<&super::Pointer> = pointed.0.iter().collect();
    attic_core::order::sort_by_key(&mut pointers, |h| h.hint);
    let pointer_marks = pointers.into_iter().filter_map(|h| {
        let play = moves.iter().find(|m| m.token == h.token)?;
        let on: Vec<&Spot> = play
            .path
            .iter()
            .filter_map(|id| spots.iter().find(|s| &s.id == id))
            .collect();
        let class = if h.hint { "hint" } else { "best" };
        let outlines = on.iter().map(|s| spot::mark(s, class));
        let label = on.last().map(|s| spot::label(s, &h.label, class));
        Some(html! { <g data-testid={format!("pointer-{class}")} data-token={h.token.clone()}>{ for outlines }{ for label }</g> })
    });
    // Moves of two clicks or more may be dragged: a touch on the board then
    // draws no page scroll (touch-action on the spots themselves, SVG
    // shapes, is ignored by Chromium).
    let drag = moves.iter().any(|m| m.path.len() > 1);
    let active_id = if options.is_empty() {
        cursor_at
            .and_then(|i| spots.get(i))
            .map(|s| element_id(&uid, &s.id))
    } else {
        Some(option_id(&uid, act))
    };
    let (help_id, desc_id) = (format!("{}-help", *uid), format!("{}-desc", *uid));
    // Zoomed: the drawing's width in CSS px (the view box's third number),
    // as the SVG's width attribute (the site's CSP refuses style attributes).
    let zoom_width = p.zoom.and_then(|k| {
        let w: f32 = p.view_box.split_whitespace().nth(2)?.parse().ok()?;
        Some(format!("{:.0}", w * k))
    });
    let chooser = if options.is_empty() {
        html! {}
    } else {
        let on_active = {
            let active = active.clone();
            Callback::from(move |i: usize| active.set(i))
        };
        html! {
            <Chooser options={options.clone()} active={act} label={p.chooser_label.clone()}
                on_pick={pick.clone()} {on_active} on_cancel={cancel.clone()} uid={(*uid).clone()} />
        }
    };
    html! {
        <div class={classes!("kit", p.wrap.clone())}>
            { p.top.clone() }
            <div ref={node} class={classes!("kit-board", keyboard.then_some("kbd"))} data-testid="board"
                tabindex="0" role="application" aria-label={p.label.clone()}
                aria-describedby={[help_id.clone(), desc_id.clone()].join(" ")} aria-activedescendant={active_id}
                {onkeydown} {onfocus}>
                <div class={classes!("kit-surface", zoom_width.is_some().then_some("kit-zoomed"), p.surface.clone())}>
                    <svg class={classes!("kit-svg", drag.then_some("drag"), p.class.clone())} viewBox={p.view_box.clone()} width={zoom_width}
                        {onclick} {onpointerdown} {onpointerup} {onpointercancel}>
                        <g class="kit-drawing" aria-hidden="true">{ p.children.clone() }</g>
                        if let Some(o) = options.get(act) {
                            <g class="kit-preview" aria-hidden="true">{ o.preview.clone() }</g>
                        }
                        <g class="kit-spots">{ for rendered }</g>
                        <g class="kit-marks" aria-hidden="true">{ for dots }{ for marks }{ for pointer_marks }</g>
                    </svg>
                    { p.behind.clone() }
                </div>
                { chooser }
            </div>
            { p.bottom.clone() }
            <div class={classes!("kit-danger-room", keeps_room(&p.board, warn).then_some("kept"))}>
                if !danger.is_empty() {
                    <ul class="kit-dangers" data-testid="dangers">
                        { for danger.iter().map(|d| html! { <li>{ tr(&d.msg) }</li> }) }
                    </ul>
                }
            </div>
            <p id={help_id} class="sr">{ say("help") }</p>
            <div id={desc_id} class="sr" data-testid="board-description">{ p.description.clone() }</div>
        </div>
    }
}
