//! The new-game dialog: every option of the game, and for each seat (as
//! many as the game has with these options) the player's name and who
//! plays it: a person or the AI at a level. Any mix works, every seat the
//! AI included (the game then plays itself).

mod dialog;
mod options;
mod seats;

use super::players::seat_choices;
use super::random_seed;
use super::state::{use_game, GameAction as Action, GameDispatch, SeatKind};
use super::text::{m, use_words, AppWords, Words};
use crate::app_logic::seating::set_names;
use attic_core::{GameInfo, Rng};
use attic_games as games;
use attic_records::Session;
use options::{option_row, OptionRowProps};
use seats::{seat_row, SeatRowProps};

pub use dialog::{DialogProps, NewGameDialog};
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
/// the game's file has none of its own; in the reader's words `w`.
fn common_value(w: Words, v: &str) -> Option<String> {
    let key = match v {
        "on" => "value.on",
        "off" => "value.off",
        "default" => "value.default",
        "none" => "value.none",
        _ => return None,
    };
    Some(w.t(key))
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
/// a game. In the reader's words `w`.
fn seats_of(w: Words, id: &str, options: &str) -> Option<Vec<String>> {
    let s = Session::new(&games::REGISTRY, id, options, &mut Rng::new(1)).ok()?;
    let g = s.current();
    Some((0..g.seats()).map(|i| w.seat(g, i)).collect())
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
/// `shuffle`; `defaults`: the seats' own names (in the reader's words
/// `w`, as the seats' own names the record leaves out).
fn start_game(
    w: Words,
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
                .map(|i| w.seat(s.current(), i))
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

/// The "New game" button and its dialog, whose code is loaded on first
/// use ([`super::parts::new_game_dialog`], issue 27).
#[function_component]
pub fn NewGame(p: &NewGameProps) -> Html {
    let w = use_words();
    let open = use_state(|| false);
    // The "New game" button: the focus goes back to it when the dialog closes.
    let opener = use_node_ref();
    let was_open = use_mut_ref(|| false);
    {
        let opener = opener.clone();
        use_effect_with(*open, move |open| {
            let back = was_open.replace(*open) && !*open;
            if let Some(el) = opener.cast::<web_sys::HtmlElement>().filter(|_| back) {
                let _ = el.focus();
            }
        });
    }
    let show = {
        let open = open.clone();
        Callback::from(move |_| open.set(true))
    };
    let close = {
        let open = open.clone();
        Callback::from(move |()| open.set(false))
    };
    html! {
        <>
            <button ref={opener} class="primary" data-testid="new-game" onclick={show}>{ w.t("new-game") }</button>
            if *open { { super::parts::new_game_dialog(p.id, close) } }
        </>
    }
}
