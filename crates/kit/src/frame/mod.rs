//! The frame every board shares: the game's SVG drawing with the spots
//! laid over it, the highlights, pointer and keyboard input, the chooser,
//! the game's own controls around it, and the words for screen readers.
//!
//! [`Frame`] holds the parts together: the choice under way ([`select`]),
//! the keyboard cursor ([`keys`]), mouse and touch ([`pointer`]), the
//! spots and marks ([`spots`], [`marks`]), the warnings ([`dangers`]) and
//! the element ids ([`uid`]).

mod dangers;
mod keys;
mod marks;
mod pointer;
mod select;
mod spots;
mod uid;

use super::chooser::option_id;
use super::spot::element_id;
use super::{say, use_words, BoardProps, Play, Spot};
use attic_core::decimal::fixed;
use dangers::DangersProps;
use marks::Pointers;
use select::{Acts, Choice};
use spots::ShownProps;
use std::rc::Rc;
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

/// Zoomed: the drawing's width in CSS px (the view box's third number),
/// as the SVG's width attribute (the site's CSP refuses style attributes).
fn zoom_width(view_box: &str, zoom: Option<f32>) -> Option<String> {
    let w = plain_number(view_box.split_whitespace().nth(2)?)?;
    Some(fixed((w * zoom?) as f64, 0))
}

/// A number written as SVG's view boxes write it here (`112`, `-6`,
/// `40.5`). Not `str::parse::<f32>`: its decimal-to-float code (with its
/// tables, 14 KB gzip in the web build) would travel with every board
/// for this one width (issue 27).
fn plain_number(text: &str) -> Option<f32> {
    let (sign, digits) = match text.strip_prefix('-') {
        Some(rest) => (-1.0, rest),
        None => (1.0, text),
    };
    let (whole, frac) = digits.split_once('.').unwrap_or((digits, ""));
    if whole.is_empty() && frac.is_empty() {
        return None;
    }
    let all_digits = |t: &str| t.bytes().all(|b| b.is_ascii_digit());
    if !all_digits(whole) || !all_digits(frac) || whole.len() + frac.len() > 9 {
        return None;
    }
    let int = |t: &str| t.bytes().fold(0u32, |n, b| n * 10 + u32::from(b - b'0'));
    let scale = 10u32.pow(frac.len() as u32);
    Some(sign * (int(whole) as f32 + int(frac) as f32 / scale as f32))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn view_box_numbers_read_as_str_parse_reads_them() {
        for t in [
            "112", "-6", "0", "40.5", "0.25", "-0.5", "1234.125", ".5", "7.",
        ] {
            assert_eq!(plain_number(t), t.parse::<f32>().ok(), "{t}");
        }
        for t in ["", "-", ".", "1e3", "x", "1.2.3", "+4", "12345678901"] {
            assert_eq!(plain_number(t), None, "{t}");
        }
        assert_eq!(zoom_width("0 0 120 80", Some(2.0)).as_deref(), Some("240"));
        assert_eq!(zoom_width("0 0 120 80", None), None);
    }
}

/// The board frame.
#[function_component]
pub fn Frame(p: &FrameProps) -> Html {
    let w = use_words();
    let uid = uid::use_uid();
    let cur = keys::use_cursor();
    let press = pointer::use_press();
    // Only a page that offers the warnings provides them (not a lesson's board).
    let warn = use_context::<super::Warn>().is_some_and(|on| on.0);
    let danger = dangers::use_dangers(&p.board, warn);
    let sel = select::use_selection(&p.board, danger.clone(), w);
    if p.board.thumbnail {
        return html! {
            <svg class={classes!("kit-svg", "thumb-svg", p.class.clone())} viewBox={p.view_box.clone()} aria-hidden="true">
                { p.children.clone() }
            </svg>
        };
    }

    let (moves, spots) = (p.moves.clone(), p.spots.clone());
    let c = Choice::new(&moves, &sel);
    let acts = Acts::new(&sel, &c, &moves, &p.board.on_play, &cur.node);
    let cursor_at = cur.at(&spots);
    // Where the cursor starts: a spot that can be chosen, else the first.
    let start = spots
        .iter()
        .position(|s| c.next.contains(&s.id))
        .or((!spots.is_empty()).then_some(0));
    let ptr = pointer::Pointer::new(&press, &cur, &spots, &acts.apply, &sel.prefix);
    let onkeydown = cur.onkeydown(&spots, start, &c, &acts);
    let onfocus = cur.onfocus(&spots, start);
    let shown = ShownProps {
        uid: uid.clone(),
        spots: spots.clone(),
        next: c.next.clone(),
        ends: c.ends.clone(),
        chosen: c.chosen.clone(),
        last: p.last.clone(),
        cursor: cursor_at,
        danger: danger.clone(),
    };
    // Moves of two clicks or more may be dragged: a touch on the board then
    // draws no page scroll (touch-action on the spots themselves, SVG
    // shapes, is ignored by Chromium).
    let drag = moves.iter().any(|m| m.path.len() > 1);
    let active_id = match c.options.is_empty() {
        true => cursor_at
            .and_then(|i| spots.get(i))
            .map(|s| element_id(&uid, &s.id)),
        false => Some(option_id(&uid, c.act)),
    };
    let (help_id, desc_id) = (format!("{uid}-help"), format!("{uid}-desc"));
    let zoom_width = zoom_width(&p.view_box, p.zoom);
    let chooser = match c.options.is_empty() {
        true => html! {},
        false => html! {
            { crate::chooser::chooser(&crate::chooser::ChooserProps {
                options: c.options.clone(), active: c.act, label: p.chooser_label.clone(),
                on_pick: acts.pick.clone(), on_active: acts.on_active.clone(),
                on_cancel: acts.cancel.clone(), uid: uid.clone(), words: w,
            }) }
        },
    };
    html! {
        <div class={classes!("kit", p.wrap.clone())}>
            { p.top.clone() }
            <div ref={cur.node.clone()} class={classes!("kit-board", cur.keyboard.then_some("kbd"))} data-testid="board"
                tabindex="0" role="application" aria-label={p.label.clone()}
                aria-describedby={[help_id.clone(), desc_id.clone()].join(" ")} aria-activedescendant={active_id}
                {onkeydown} {onfocus}>
                <div class={classes!("kit-surface", zoom_width.is_some().then_some("kit-zoomed"), p.surface.clone())}>
                    <svg class={classes!("kit-svg", drag.then_some("drag"), p.class.clone())} viewBox={p.view_box.clone()} width={zoom_width}
                        onclick={ptr.onclick} onpointerdown={ptr.onpointerdown} onpointerup={ptr.onpointerup} onpointercancel={ptr.onpointercancel}>
                        <g class="kit-drawing" aria-hidden="true">{ p.children.clone() }</g>
                        if let Some(o) = c.options.get(c.act) {
                            <g class="kit-preview" aria-hidden="true">{ o.preview.clone() }</g>
                        }
                        <g class="kit-spots">{ spots::spots(&shown, w) }</g>
                        <g class="kit-marks" aria-hidden="true">{ marks::marks(&shown) }<Pointers {spots} {moves} /></g>
                    </svg>
                    { p.behind.clone() }
                </div>
                { chooser }
            </div>
            { p.bottom.clone() }
            { dangers::warnings(&DangersProps { kept: dangers::keeps_room(&p.board, warn, w), danger, words: w }) }
            <p id={help_id} class="sr">{ say(w, "help") }</p>
            <div id={desc_id} class="sr" data-testid="board-description">{ p.description.clone() }</div>
        </div>
    }
}
