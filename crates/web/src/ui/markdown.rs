//! The rules page's Markdown as Yew nodes. Reading the Markdown is
//! [`crate::text::markdown`] (native, tested there); this only turns its
//! tree into elements and text nodes, so no part of the source is ever
//! parsed as HTML.

use crate::text::markdown::{Block, Inline, List};
use yew::prelude::*;
use yew::virtual_dom::VText;

/// The blocks as nodes (the same elements `text::markdown::to_html` writes;
/// only here do code blocks and table wrappers take the focus, see below).
pub fn view(blocks: &[Block]) -> Html {
    view_marked(blocks, &[])
}

/// A mark a rules text puts on rules (`S` of `[S]`) and what it means.
pub type Mark = (String, String);

/// The blocks as nodes, with the rules' marks (`[S]`, `[S/P]`: marks
/// between brackets, joined by `/`) set apart, each saying what it means
/// in a tooltip (the page's legend says it too).
pub fn view_marked(blocks: &[Block], marks: &[Mark]) -> Html {
    blocks.iter().map(|b| block(b, marks)).collect()
}

/// The blocks as nodes, each ```` ```board ```` block drawn by `board`
/// (the how-to-play page's live boards).
pub fn view_with(blocks: &[Block], board: &dyn Fn(usize, &str) -> Html) -> Html {
    blocks
        .iter()
        .enumerate()
        .map(|(i, b)| match b {
            Block::Board(text) => board(i, text),
            b => block(b, &[]),
        })
        .collect()
}

fn block(b: &Block, marks: &[Mark]) -> Html {
    let inlines = |xs: &[Inline]| inlines(xs, marks);
    match b {
        Block::Heading(level, id, text) => {
            let tag = format!("h{}", (*level).clamp(1, 6));
            html! { <@{tag} id={id.clone()}>{ inlines(text) }</@> }
        }
        Block::Paragraph(text) => html! { <p>{ inlines(text) }</p> },
        // A code block and a table's wrapper are focusable, because on a
        // narrow screen they scroll sideways and a keyboard must be able to
        // scroll them too (axe: scrollable-region-focusable).
        Block::Code(code) | Block::Board(code) => {
            html! { <pre tabindex="0"><code>{ text_node(code) }</code></pre> }
        }
        Block::Quote(text) => html! { <blockquote><p>{ inlines(text) }</p></blockquote> },
        Block::Rule => html! { <hr/> },
        Block::Table(head, rows) => html! {
            <div class="table-wrap" tabindex="0"><table>
                <thead><tr>{ for head.iter().map(|c| html! { <th>{ inlines(c) }</th> }) }</tr></thead>
                <tbody>{ for rows.iter().map(|r| html! {
                    <tr>{ for r.iter().map(|c| html! { <td>{ inlines(c) }</td> }) }</tr>
                }) }</tbody>
            </table></div>
        },
        Block::List(l) => list(l, marks),
    }
}

fn list(l: &List, marks: &[Mark]) -> Html {
    let items = l.items.iter().map(|item| {
        html! { <li>{ inlines(&item.text, marks) }{ for item.sub.iter().map(|s| list(s, marks)) }</li> }
    });
    if l.ordered {
        html! { <ol>{ for items }</ol> }
    } else {
        html! { <ul>{ for items }</ul> }
    }
}

fn text_node(t: &str) -> Html {
    Html::from(VText::new(t.to_string()))
}

/// Inline Markdown as nodes, with the rules' marks set apart (a live
/// board's captions use it too, without marks).
pub fn inlines(xs: &[Inline], marks: &[Mark]) -> Html {
    xs.iter()
        .map(|x| match x {
            Inline::Text(t) if !marks.is_empty() => marked_text(t, marks),
            Inline::Text(t) => text_node(t),
            Inline::Code(t) => html! { <code>{ text_node(t) }</code> },
            Inline::Strong(v) => html! { <strong>{ inlines(v, marks) }</strong> },
            Inline::Emph(v) => html! { <em>{ inlines(v, marks) }</em> },
            // The reader keeps only '#…' and http(s) targets.
            Inline::Link(href, v) => html! { <a href={href.clone()}>{ inlines(v, marks) }</a> },
        })
        .collect()
}

/// What a bracketed text of marks means (`S/P` → both meanings), if every
/// part of it is a mark.
fn meaning(inside: &str, marks: &[Mark]) -> Option<String> {
    let parts: Option<Vec<&str>> = inside
        .split('/')
        .map(|x| marks.iter().find(|(k, _)| k == x).map(|(_, v)| v.as_str()))
        .collect();
    parts.map(|p| p.join(" / "))
}

/// Text with its marks set apart (as `<abbr>`, the text itself kept).
fn marked_text(t: &str, marks: &[Mark]) -> Html {
    let mut out: Vec<Html> = Vec::new();
    let mut rest = t;
    while let Some(open) = rest.find('[') {
        let Some(len) = rest[open..].find(']') else {
            break;
        };
        let inside = &rest[open + 1..open + len];
        match meaning(inside, marks) {
            Some(title) => {
                out.push(text_node(&rest[..open]));
                let mark = &rest[open..=open + len];
                out.push(html! { <abbr class="rule-mark" {title}>{ text_node(mark) }</abbr> });
            }
            None => out.push(text_node(&rest[..=open + len])),
        }
        rest = &rest[open + len + 1..];
    }
    out.push(text_node(rest));
    out.into_iter().collect()
}
