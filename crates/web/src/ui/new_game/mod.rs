//! The new-game dialog: every option of the game, and for each seat (as
//! many as the game has with these options) the player's name and who
//! plays it: a person or the AI at a level. Any mix works, every seat the
//! AI included (the game then plays itself).

mod options;
mod seats;

use super::players::seat_choices;
use super::random_seed;
use super::state::{use_game, GameAction as Action, GameDispatch, SeatKind};
use super::text::{m, seat_name, t, tr};
use crate::app_logic::seating::set_names;
use attic_core::{GameInfo, Rng};
use attic_games as games;
use attic_records::Session;
use options::{option_row, OptionRowProps};
use seats::{seat_row, SeatRowProps};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Props of [`NewGame`].
#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// Game id.
    pub id: &'static str,
}

/// Values offered for an integer option (the default always among them).
/// The words for an option value many games share (`on`, `off`, …), when
/// the game's file has none of its own.
fn common_value(v: &str) -> Option<String> {
    let key = match v {
        "on" => "value.on",
        "off" => "value.off",
        "default" => "value.default",
        "none" => "value.none",
        _ => return None,
    };
    Some(t(key))
}

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
    attic_core::order::sort(&mut v);
    v.dedup();
    v.into_iter().map(|n| n.to_string()).collect()
}

fn select_value(e: &Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}

/// The options as `Options` text (`key=value,…`).
fn options_text(info: &GameInfo, values: &[String]) -> String {
    let pairs: Vec<String> = info
        .options
        .iter()
        .zip(values)
        .map(|(o, v)| format!("{}={v}", o.key))
        .collect();
    pairs.join(",")
}

/// The seats a game has with these options, as their names for players
/// (the game's `seat.<code>` messages); `None` if the options do not make
/// a game.
fn seats_of(id: &str, options: &str) -> Option<Vec<String>> {
    let s = Session::new(&games::REGISTRY, id, options, &mut Rng::new(1)).ok()?;
    let g = s.current();
    Some((0..g.seats()).map(|i| seat_name(g, i)).collect())
}

/// Who plays seat `i` unless the dialog says otherwise: seat 0 a person,
/// the others the level-1 AI.
fn default_kind(i: usize) -> String {
    match i {
        0 => SeatKind::Human.code(),
        _ => SeatKind::Ai(1).code(),
    }
}

/// Start game `id` with these options and players (each: the name typed,
/// None for the seat's own, and who plays), seated at random if
/// `shuffle`; `defaults`: the seats' own names.
fn start_game(
    id: &'static str,
    text: &str,
    mut players: Vec<(Option<String>, SeatKind)>,
    shuffle: bool,
    defaults: &[String],
    d: &GameDispatch,
) {
    let mut rng = Rng::new(random_seed());
    if shuffle {
        for i in (1..players.len()).rev() {
            players.swap(i, rng.below(i + 1));
        }
    }
    let typed: Vec<String> = players
        .iter()
        .zip(defaults)
        .map(|((name, _), own)| name.clone().unwrap_or_else(|| own.clone()))
        .collect();
    let chosen: Vec<SeatKind> = players.iter().map(|(_, k)| *k).collect();
    match Session::new(&games::REGISTRY, id, text, &mut rng) {
        Ok(mut s) => {
            let own: Vec<String> = (0..s.current().seats())
                .map(|i| seat_name(s.current(), i))
                .collect();
            let own = |seat: u8| own.get(seat as usize).cloned().unwrap_or_default();
            set_names(&mut s, &typed, &own);
            let mut kinds = chosen.clone();
            kinds.resize(s.current().seats() as usize, SeatKind::Human);
            d.dispatch(Action::NewGame(s, kinds));
        }
        Err(e) => d.dispatch(Action::Error(vec![
            m("error.cannot-start-dialog").msg("reason", e.msg())
        ])),
    }
}

/// The "New game" button and its dialog.
#[function_component]
pub fn NewGame(p: &NewGameProps) -> Html {
    let state = use_game();
    let open = use_state(|| false);
    let kinds = use_state(Vec::<String>::new);
    // A name the person typed (None: the seat's own name).
    let names = use_state(Vec::<Option<String>>::new);
    let opts = use_state(Vec::<String>::new);
    // Seat the players at random (who sits where: e.g. TAU's seat A bids first).
    let shuffle = use_state(|| false);
    let first = use_node_ref();
    // The "New game" button: the focus goes back to it when the dialog closes.
    let opener = use_node_ref();
    let was_open = use_mut_ref(|| false);
    {
        let (first, opener) = (first.clone(), opener.clone());
        use_effect_with(*open, move |open| {
            let was = was_open.replace(*open);
            let back = was && !*open;
            let target = if *open {
                Some(first)
            } else {
                back.then_some(opener)
            };
            if let Some(el) = target.and_then(|t| t.cast::<web_sys::HtmlElement>()) {
                let _ = el.focus();
            }
        });
    }
    let (Some(state), Some(entry)) = (state, games::find(p.id)) else {
        return html! {};
    };
    let info = (entry.info)();
    let text = options_text(info, &opts);
    // The seats follow the options (a player count, say).
    let defaults = seats_of(p.id, &text).unwrap_or_else(|| {
        let n = state.session.as_ref().map_or(2, |s| s.current().seats());
        (0..n).map(|i| (i + 1).to_string()).collect()
    });
    let n = defaults.len();
    let show = {
        let (open, kinds, names, opts) = (open.clone(), kinds.clone(), names.clone(), opts.clone());
        Callback::from(move |_| {
            kinds.set(Vec::new());
            names.set(Vec::new());
            opts.set(info.options.iter().map(|o| o.default.to_string()).collect());
            open.set(true);
        })
    };
    let close = {
        let open = open.clone();
        Callback::from(move |_| open.set(false))
    };
    let kind_of = |i: usize| kinds.get(i).cloned().unwrap_or_else(|| default_kind(i));
    let name_of = |i: usize| {
        names
            .get(i)
            .cloned()
            .flatten()
            .unwrap_or_else(|| defaults[i].clone())
    };
    let start = {
        let open = open.clone();
        let d = state.dispatcher();
        let id = p.id;
        let text = text.clone();
        // Each player: the name typed (None: the seat's own) and who plays.
        let players: Vec<(Option<String>, SeatKind)> = (0..n)
            .map(|i| {
                let kind = SeatKind::parse(&kind_of(i)).unwrap_or(SeatKind::Human);
                (names.get(i).cloned().flatten(), kind)
            })
            .collect();
        let shuffle = *shuffle;
        let defaults = defaults.clone();
        Callback::from(move |_| {
            start_game(id, &text, players.clone(), shuffle, &defaults, &d);
            open.set(false);
        })
    };
    let choices = std::rc::Rc::new(seat_choices(Some(p.id)));
    let seat_rows = (0..n).map(|i| {
        let name_ref = if i == 0 {
            first.clone()
        } else {
            NodeRef::default()
        };
        seat_row(&SeatRowProps {
            i,
            seat: defaults[i].clone(),
            kind: kind_of(i),
            name: name_of(i),
            choices: choices.clone(),
            kinds: kinds.clone(),
            names: names.clone(),
            name_ref,
        })
    });
    let opt_rows = (0..info.options.len()).map(|i| {
        let cur = opts
            .get(i)
            .cloned()
            .unwrap_or_else(|| info.options[i].default.to_string());
        option_row(&OptionRowProps {
            id: p.id,
            i,
            cur,
            opts: opts.clone(),
        })
    });
    // The game's advice on the chosen options, if it has any.
    let advice = attic_core::Options::parse(&text, info.options)
        .ok()
        .and_then(|o| (entry.advice)(&o))
        .map(|m| tr(&m));
    let on_key = {
        let open = open.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                open.set(false);
            }
        })
    };
    html! {
        <>
            <button ref={opener} class="primary" data-testid="new-game" onclick={show}>{ t("new-game") }</button>
            if *open {
                <div class="modal-back" onclick={close.clone()}></div>
                <div class="modal" role="dialog" aria-modal="true" aria-labelledby="ng-title"
                    data-testid="new-game-dialog" onkeydown={on_key}>
                    <h2 id="ng-title">{ tr(&m("dialog.title").text("game", info.title)) }</h2>
                    <fieldset data-testid="seat-rows"><legend>{ t("players") }</legend>{ for seat_rows }</fieldset>
                    if !info.options.is_empty() {
                        <fieldset><legend>{ t("options") }</legend>{ for opt_rows }</fieldset>
                    }
                    if let Some(a) = advice { <p class="note" data-testid="advice">{ a }</p> }
                    <label class="field check">
                        <input type="checkbox" data-testid="shuffle-seats" checked={*shuffle}
                            onchange={{ let shuffle = shuffle.clone(); Callback::from(move |_| shuffle.set(!*shuffle)) }} />
                        <span>{ t("dialog.shuffle") }</span>
                    </label>
                    <p class="note">{ t("dialog.random-note") }</p>
                    <div class="modal-buttons">
                        <button onclick={close}>{ t("cancel") }</button>
                        <button class="primary" data-testid="start-game" onclick={start}>{ t("start") }</button>
                    </div>
                </div>
            }
        </>
    }
}
