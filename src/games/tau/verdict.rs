//! "The solver says" under a finished game: asked of a fresh AI worker
//! (`attic solve tau --explain <record> --lang <code>`, in the reader's
//! language), so the search never blocks the page; shown when it answers.

use super::rules::msg;
use crate::ui::ai::Ai;
use crate::ui::text::{lang, tr};
use crate::worker::{Input, Output};
use yew::prelude::*;

/// Props of [`Verdict`].
#[derive(Properties, PartialEq)]
pub struct VerdictProps {
    /// The finished game's record.
    pub record: String,
}

/// The solver's verdict on a finished game.
#[function_component]
pub fn Verdict(p: &VerdictProps) -> Html {
    let lines = use_state(|| None::<Vec<String>>);
    let ai = use_mut_ref(|| None::<Ai>);
    {
        let (lines, ai) = (lines.clone(), ai.clone());
        use_effect_with(p.record.clone(), move |record| {
            lines.set(None);
            let set = lines.clone();
            let handle = Ai::new(Callback::from(move |out: Output| match out {
                Output::Solved { text, .. } => {
                    set.set(Some(text.lines().map(String::from).collect()))
                }
                Output::Error { message, .. } => {
                    set.set(Some(vec![tr(&msg("review.error").text("error", message))]))
                }
                _ => {}
            }));
            handle.send(Input::Solve {
                game: "tau".into(),
                args: vec![
                    "--explain".into(),
                    record.clone(),
                    "--lang".into(),
                    lang().code().into(),
                ],
            });
            // Kept until the next game (or the page) replaces it.
            *ai.borrow_mut() = Some(handle);
        });
    }
    match &*lines {
        Some(lines) => html! {
            <div class="tau-verdict" data-testid="tau-solver">
                { for lines.iter().map(|l| html! { <p>{ l.clone() }</p> }) }
            </div>
        },
        None => html! {
            <div class="tau-verdict note" aria-busy="true">{ tr(&msg("review.waiting")) }</div>
        },
    }
}
