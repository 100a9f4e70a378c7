//! Spots: the places of a board a player can point at (a square, a pit, a
//! line's header), in the SVG view box's units, each with a name for
//! screen readers. The kit lays them over the game's drawing as
//! transparent shapes: they take the clicks and show the highlights.

use attic_core::decimal::fixed;
use yew::prelude::*;
use yew::virtual_dom::VNode;

/// A spot's outline, in view-box units.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// A rectangle with corners rounded by `r`.
    Rect {
        /// Left.
        x: f32,
        /// Top.
        y: f32,
        /// Width.
        w: f32,
        /// Height.
        h: f32,
        /// Corner radius.
        r: f32,
    },
    /// A circle.
    Circle {
        /// Centre x.
        cx: f32,
        /// Centre y.
        cy: f32,
        /// Radius.
        r: f32,
    },
    /// Any outline (SVG path data), with the point the keyboard cursor
    /// measures from.
    Path {
        /// The path data.
        d: String,
        /// Centre x.
        cx: f32,
        /// Centre y.
        cy: f32,
    },
}

impl Shape {
    /// The point arrow keys measure distances from.
    pub fn centre(&self) -> (f32, f32) {
        match *self {
            Shape::Rect { x, y, w, h, .. } => (x + w / 2.0, y + h / 2.0),
            Shape::Circle { cx, cy, .. } | Shape::Path { cx, cy, .. } => (cx, cy),
        }
    }

    /// The radius of the dot that marks a target on this spot.
    fn dot(&self) -> f32 {
        match *self {
            Shape::Rect { w, h, .. } => w.min(h) * 0.16,
            Shape::Circle { r, .. } => r * 0.32,
            Shape::Path { .. } => 10.0,
        }
    }
}

/// A place on the board a player can point at.
#[derive(Clone, Debug, PartialEq)]
pub struct Spot {
    /// Its name, as moves' click paths use it (usually the notation's:
    /// `b2`, `A3`, `r5`). Written as `data-cell`.
    pub id: String,
    /// Where it is.
    pub shape: Shape,
    /// What a screen reader says about it (`b2: Black pawn`).
    pub label: String,
    /// More `data-*` attributes for the game's tests and styles.
    pub data: Vec<(&'static str, String)>,
}

impl Spot {
    /// A rectangular spot.
    pub fn rect(id: impl Into<String>, x: f32, y: f32, w: f32, h: f32) -> Spot {
        Spot::new(id, Shape::Rect { x, y, w, h, r: 0.0 })
    }

    /// A round spot.
    pub fn circle(id: impl Into<String>, cx: f32, cy: f32, r: f32) -> Spot {
        Spot::new(id, Shape::Circle { cx, cy, r })
    }

    /// A spot of any outline.
    pub fn path(id: impl Into<String>, d: impl Into<String>, cx: f32, cy: f32) -> Spot {
        Spot::new(
            id,
            Shape::Path {
                d: d.into(),
                cx,
                cy,
            },
        )
    }

    fn new(id: impl Into<String>, shape: Shape) -> Spot {
        let id = id.into();
        Spot {
            label: id.clone(),
            id,
            shape,
            data: Vec::new(),
        }
    }

    /// With rounded corners (rectangles only).
    pub fn rounded(mut self, radius: f32) -> Spot {
        if let Shape::Rect { r, .. } = &mut self.shape {
            *r = radius;
        }
        self
    }

    /// With this name for screen readers.
    pub fn label(mut self, label: impl Into<String>) -> Spot {
        self.label = label.into();
        self
    }

    /// With a `data-*` attribute (`name` includes the `data-` prefix).
    pub fn data(mut self, name: &'static str, value: impl ToString) -> Spot {
        self.data.push((name, value.to_string()));
        self
    }
}

/// How a spot is shown now.
pub(super) struct Look {
    /// A legal next click.
    pub next: bool,
    /// A legal next click, after a first, that makes a move.
    pub target: bool,
    /// Part of the current choice.
    pub chosen: bool,
    /// Part of the last move.
    pub last: bool,
    /// Under the keyboard cursor.
    pub cursor: bool,
    /// The spoken state (", can be chosen").
    pub state: String,
}

/// The element id of spot `id` (for `aria-activedescendant`): only
/// letters, digits and `-` (one interactive board per page).
pub(super) fn element_id(uid: &str, id: &str) -> String {
    let clean: String = id
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    format!("{uid}-spot-{clean}")
}

fn num(v: f32) -> String {
    // Whole numbers stay short; others keep one decimal.
    if v.fract() == 0.0 {
        fixed(v as f64, 0)
    } else {
        fixed(v as f64, 1)
    }
}

/// The spot's outline as an SVG element of class `class`.
fn outline(s: &Spot, class: String) -> Html {
    match &s.shape {
        Shape::Rect { x, y, w, h, r } => html! {
            <rect {class} x={num(*x)} y={num(*y)} width={num(*w)} height={num(*h)} rx={(*r > 0.0).then(|| num(*r))} />
        },
        Shape::Circle { cx, cy, r } => {
            html! { <circle {class} cx={num(*cx)} cy={num(*cy)} r={num(*r)} /> }
        }
        Shape::Path { d, .. } => html! { <path {class} d={d.clone()} /> },
    }
}

/// The spot's transparent shape with its classes and attributes.
pub(super) fn render(uid: &str, i: usize, s: &Spot, look: &Look) -> Html {
    let class = classes!(
        "kit-spot",
        look.next.then_some("next"),
        look.target.then_some("target"),
        look.chosen.then_some("chosen"),
        look.last.then_some("last"),
        look.cursor.then_some("cursor")
    );
    let mut node = outline(s, class.to_string());
    if let VNode::VTag(t) = &mut node {
        let t = std::rc::Rc::make_mut(t);
        t.add_attribute("id", element_id(uid, &s.id));
        t.add_attribute("data-spot", i.to_string());
        t.add_attribute("data-cell", s.id.clone());
        t.add_attribute("role", "button");
        t.add_attribute("aria-label", format!("{}{}", s.label, look.state));
        if look.next {
            t.add_attribute("data-legal", "true");
        }
        if look.target {
            t.add_attribute("data-target", "true");
        }
        if look.last {
            t.add_attribute("data-last", "true");
        }
        for (k, v) in &s.data {
            t.add_attribute(k, v.clone());
        }
    }
    node
}

/// A mark drawn above every spot (the choice, the cursor), so that no
/// neighbour's outline covers it; it takes no pointer.
pub(super) fn mark(s: &Spot, what: &'static str) -> Html {
    outline(s, format!("kit-mark {what}"))
}

/// A label drawn at a spot's centre (an analysis score).
pub(super) fn label(s: &Spot, text: &str, class: &'static str) -> Html {
    let (cx, cy) = s.shape.centre();
    html! { <text class={classes!("kit-label", class)} x={num(cx)} y={num(cy)} text-anchor="middle" dominant-baseline="central">{ text }</text> }
}

/// The dot drawn on a spot whose click makes a move.
pub(super) fn dot(s: &Spot) -> Html {
    let (cx, cy) = s.shape.centre();
    html! { <circle class="kit-dot" cx={num(cx)} cy={num(cy)} r={num(s.shape.dot())} /> }
}
