//! The rules page's legend of a game's rule marks ([`attic_core::GameInfo::rule_marks`]):
//! that the rules are a reconstruction, and what each mark in the text
//! (`[S]`, `[R]`, …) says about where a rule comes from.

use super::text::{AppWords, Words};
use crate::text::markdown::{to_app_html, Block, Mark};
use attic_core::game::RuleMarks;
use attic_core::{GameEntry, Msg};
use yew::prelude::*;

/// The marks with their meanings in the reader's language (none when the
/// game has no marks), `w`.
fn marks(w: Words, entry: &GameEntry) -> Vec<Mark> {
    let Some(rm) = (entry.info)().rule_marks else {
        return Vec::new();
    };
    let book = (entry.info)().messages;
    rm.marks
        .iter()
        .map(|(k, key)| (k.to_string(), w.tr(&Msg::new(book, key))))
        .collect()
}

/// The rules text, with the game's marks (if it has any) explained under
/// its title and set apart in it; in the reader's words `w`.
///
/// The text is made by the browser from its escaped HTML in one call
/// ([`to_app_html`]), not element by element.
pub fn rules_text(entry: &GameEntry, blocks: &[Block], w: Words) -> Html {
    let raw = |blocks: &[Block], marks: &[Mark]| {
        Html::from_html_unchecked(to_app_html(blocks, marks).into())
    };
    let marks = marks(w, entry);
    if marks.is_empty() {
        return raw(blocks, &[]);
    }
    let title = match blocks.first() {
        Some(Block::Heading(1, ..)) => 1,
        _ => 0,
    };
    html! { <>
        { raw(&blocks[..title], &[]) }
        { legend(w, entry) }
        { raw(&blocks[title..], &marks) }
    </> }
}

/// The legend (nothing when the game has no marks).
fn legend(w: Words, entry: &GameEntry) -> Html {
    let Some(RuleMarks { lead, .. }) = (entry.info)().rule_marks else {
        return html! {};
    };
    let book = (entry.info)().messages;
    let items = marks(w, entry).into_iter().map(|(k, meaning)| {
        html! {
            <li><span class="rule-mark">{ format!("[{k}]") }</span>{ " " }{ meaning }</li>
        }
    });
    html! {
        <aside class="rule-marks" data-testid="rule-marks" aria-labelledby="rule-marks-title">
            <h2 id="rule-marks-title">{ w.t("marks.title") }</h2>
            <p>{ w.tr(&Msg::new(book, lead)) }</p>
            <ul>{ for items }</ul>
        </aside>
    }
}
