//! A how-to-play page's Markdown as Yew nodes, around its live boards.
//! Reading the Markdown is [`crate::text::markdown`] (native, tested
//! there); this only turns its tree into elements and text nodes. (A rules
//! page, with no live parts, is set from that module's escaped HTML in one
//! call: `to_app_html`, in `super::rule_marks`.)

use crate::text::markdown::{Block, Inline, List};
use yew::prelude::*;
use yew::virtual_dom::VText;

/// The blocks as nodes, each ```` ```board ```` block drawn by `board`
/// (the how-to-play page's live boards).
pub fn view_with(blocks: &[Block], board: &dyn Fn(usize, &str) -> Html) -> Html {
    blocks
        .iter()
        .enumerate()
        .map(|(i, b)| match b {
            Block::Board(text) => board(i, text),
            b => block(b),
        })
        .collect()
}

fn block(b: &Block) -> Html {
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
        Block::List(l) => list(l),
    }
}

fn list(l: &List) -> Html {
    let items = l.items.iter().map(|item| {
        html! { <li>{ inlines(&item.text) }{ for item.sub.iter().map(list) }</li> }
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

/// Inline Markdown as nodes (a live board's captions use it too).
pub fn inlines(xs: &[Inline]) -> Html {
    xs.iter()
        .map(|x| match x {
            Inline::Text(t) => text_node(t),
            Inline::Code(t) => html! { <code>{ text_node(t) }</code> },
            Inline::Strong(v) => html! { <strong>{ inlines(v) }</strong> },
            Inline::Emph(v) => html! { <em>{ inlines(v) }</em> },
            // The reader keeps only '#…' and http(s) targets.
            Inline::Link(href, v) => html! { <a href={href.clone()}>{ inlines(v) }</a> },
        })
        .collect()
}
