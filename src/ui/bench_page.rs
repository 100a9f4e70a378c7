//! The benchmark page: random playouts of a game in the AI worker for
//! about three seconds, reported as playouts per second; or, with
//! `solve`, one run of the game's exact solver in the worker, timed.

use super::ai::Ai;
use super::app::BenchText;
use crate::games;
use crate::worker::Input;
use yew::prelude::*;

/// How long the benchmark runs.
const BENCH_MS: u32 = 3000;

/// Props of [`BenchPage`].
#[derive(Properties, PartialEq)]
pub struct BenchPageProps {
    /// Game id.
    pub id: String,
    /// The solver's arguments: run the solver instead of the playouts.
    #[prop_or_default]
    pub solve: Option<Vec<String>>,
}

/// The benchmark of one game.
#[function_component]
pub fn BenchPage(p: &BenchPageProps) -> Html {
    let ai = use_context::<Ai>();
    let text = use_context::<UseStateHandle<BenchText>>();
    {
        let (ai, text) = (ai.clone(), text.clone());
        use_effect_with((p.id.clone(), p.solve.clone()), move |(id, solve)| {
            if let (Some(ai), Some(text), Some(e)) = (ai, text, games::find(id)) {
                text.set(BenchText(None));
                let game = (e.info)().id.to_string();
                ai.send(match solve {
                    Some(args) => Input::Solve {
                        game,
                        args: args.clone(),
                    },
                    None => Input::Bench {
                        game,
                        millis: BENCH_MS,
                    },
                });
            }
        });
    }
    let Some(entry) = games::find(&p.id) else {
        return html! { <main class="page"><h1>{"Unknown game"}</h1><p>{format!("This site has no game \"{}\".", p.id)}</p></main> };
    };
    let result = text.and_then(|t| t.0.clone());
    let what = match &p.solve {
        Some(args) => format!("The exact solver, in the AI worker: attic solve {} {}", p.id, args.join(" ")),
        None => format!("Random playouts from the start position, in the AI worker, for about {} s; then the AI's level-5 search from the same position for as long again (it may finish sooner).", BENCH_MS / 1000),
    };
    html! {
        <main class="page bench">
            <h1>{ format!("Benchmark: {}", (entry.info)().title) }</h1>
            <p>{ what }</p>
            {
                match result {
                    Some(r) => html! { <p class="bench-result" data-testid="bench-result">{ r }</p> },
                    None => html! { <p class="note"><span class="spinner" aria-hidden="true"></span>{" Running…"}</p> },
                }
            }
        </main>
    }
}
