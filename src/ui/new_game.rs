//! The new-game dialog: every option of the game, and who plays each seat.

use super::random_seed;
use super::state::{Action, AppHandle, SeatKind};
use crate::ai::levels;
use crate::core::{OptionKind, Rng, Session};
use crate::games;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Props of [`NewGame`].
#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// Game id.
    pub id: &'static str,
}

/// Values offered for an integer option (the default always among them).
fn int_values(min: i64, max: i64, default: &str) -> Vec<String> {
    // A short range (a board side) offers every value.
    if max - min <= 100 {
        return (min..=max).map(|n| n.to_string()).collect();
    }
    let mut v: Vec<i64> = [0, 1, 2, 3, 5, 10, 20, 50, 100, 200, 500, 1000]
        .into_iter()
        .filter(|n| (min..=max).contains(n))
        .collect();
    if let Ok(d) = default.parse::<i64>() {
        v.push(d);
    }
    v.sort_unstable();
    v.dedup();
    v.into_iter().map(|n| n.to_string()).collect()
}

fn select_value(e: &Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}

/// The "New game" button and its dialog.
#[function_component]
pub fn NewGame(p: &NewGameProps) -> Html {
    let state = use_context::<AppHandle>();
    let open = use_state(|| false);
    let seats = use_state(Vec::<String>::new);
    let opts = use_state(Vec::<String>::new);
    let (Some(state), Some(entry)) = (state, games::find(p.id)) else {
        return html! {};
    };
    let info = (entry.info)();
    let n_seats = state.session.as_ref().map_or(2, |s| s.current().seats()) as usize;
    let show = {
        let (open, seats, opts) = (open.clone(), seats.clone(), opts.clone());
        Callback::from(move |_| {
            // Defaults every time: seat 0 a person, the others the level-1 AI.
            seats.set(
                (0..n_seats)
                    .map(|i| if i == 0 { "human".into() } else { "ai1".into() })
                    .collect(),
            );
            opts.set(info.options.iter().map(|o| o.default.to_string()).collect());
            open.set(true);
        })
    };
    let close = {
        let open = open.clone();
        Callback::from(move |_| open.set(false))
    };
    let start = {
        let (open, seats, opts) = (open.clone(), seats.clone(), opts.clone());
        let d = state.dispatcher();
        let id = p.id;
        Callback::from(move |_| {
            let text: Vec<String> = info
                .options
                .iter()
                .zip(opts.iter())
                .map(|(o, v)| format!("{}={v}", o.key))
                .collect();
            let kinds: Vec<SeatKind> = seats
                .iter()
                .map(|c| SeatKind::parse(c).unwrap_or(SeatKind::Human))
                .collect();
            match Session::new(
                &crate::games::REGISTRY,
                id,
                &text.join(","),
                &mut Rng::new(random_seed()),
            ) {
                Ok(s) => d.dispatch(Action::NewGame(s, kinds)),
                Err(e) => d.dispatch(Action::Error(format!("cannot start the game: {e}"))),
            }
            open.set(false);
        })
    };
    let seat_rows = seats.iter().enumerate().map(|(i, v)| {
        let seats = seats.clone();
        let onchange = Callback::from(move |e: Event| {
            let mut s = (*seats).clone();
            if let Some(x) = s.get_mut(i) {
                *x = select_value(&e);
            }
            seats.set(s);
        });
        let name = info.seat_names.get(i).copied().unwrap_or("?");
        let choices = std::iter::once(("human".to_string(), "Person".to_string())).chain(
            (1..=5u8).map(|l| (format!("ai{l}"), format!("AI level {l}: {}", levels::spec(l).about))),
        );
        html! {
            <label class="field">
                <span>{ format!("Seat {name}") }</span>
                <select data-testid={format!("seat-{i}")} {onchange}>
                    { for choices.map(|(val, label)| html! { <option value={val.clone()} selected={*v == val}>{ label }</option> }) }
                </select>
            </label>
        }
    });
    let opt_rows = info.options.iter().enumerate().map(|(i, o)| {
        let values: Vec<String> = match &o.kind {
            OptionKind::Choice(vals) => vals.iter().map(|v| v.to_string()).collect(),
            OptionKind::Int { min, max } => int_values(*min, *max, o.default),
            OptionKind::Text { examples, .. } => examples.iter().map(|v| v.to_string()).collect(),
        };
        let cur = opts
            .get(i)
            .cloned()
            .unwrap_or_else(|| o.default.to_string());
        let opts = opts.clone();
        let onchange = Callback::from(move |e: Event| {
            let mut s = (*opts).clone();
            if let Some(x) = s.get_mut(i) {
                *x = select_value(&e);
            }
            opts.set(s);
        });
        html! {
            <label class="field">
                <span>{ super::text::game_text(info.messages, &format!("option.{}", o.key)).unwrap_or(o.key) }</span>
                <select data-testid={format!("opt-{}", o.key)} {onchange}>
                    { for values.iter().map(|v| html! {
                        <option value={v.clone()} selected={*v == cur}>
                            { if v == o.default { format!("{v} (default)") } else { v.clone() } }
                        </option>
                    }) }
                </select>
            </label>
        }
    });
    // The game's advice on the chosen options, if it has any.
    let advice = {
        let text: Vec<String> = info
            .options
            .iter()
            .zip(opts.iter())
            .map(|(o, v)| format!("{}={v}", o.key))
            .collect();
        crate::core::Options::parse(&text.join(","), info.options)
            .ok()
            .and_then(|o| (entry.advice)(&o))
            .map(|m| super::text::tr(&m))
    };
    html! {
        <>
            <button class="primary" data-testid="new-game" onclick={show}>{"New game"}</button>
            if *open {
                <div class="modal-back" onclick={close.clone()}></div>
                <div class="modal" role="dialog" aria-modal="true" aria-labelledby="ng-title" data-testid="new-game-dialog">
                    <h2 id="ng-title">{ format!("New game of {}", info.title) }</h2>
                    <fieldset><legend>{"Players"}</legend>{ for seat_rows }</fieldset>
                    if !info.options.is_empty() {
                        <fieldset><legend>{"Options"}</legend>{ for opt_rows }</fieldset>
                    }
                    if let Some(a) = advice { <p class="note" data-testid="advice">{ a }</p> }
                    <p class="note">{"Who moves first is drawn at random and written into the record."}</p>
                    <div class="modal-buttons">
                        <button onclick={close}>{"Cancel"}</button>
                        <button class="primary" data-testid="start-game" onclick={start}>{"Start"}</button>
                    </div>
                </div>
            }
        </>
    }
}
