//! The rules page's measured games ([`attic_core::GameInfo::measured`]): for
//! each game id and player count of the game's shipped file, how many
//! rounds a game lasts (a bar from the 10th to the 90th percentile, the
//! median marked) and each player's share of the wins by order of play (a
//! bar split in shares). The table's text says it all; the bars are
//! pictures of it (hidden from screen readers).

use super::text::{m, AppWords, Words};
use attic_core::decimal::fixed;
use attic_core::measured::{self, Measured};
use attic_core::GameEntry;
use attic_games as games;
use yew::prelude::*;

/// The chart (nothing when the game ships no measurements, or they do
/// not read, which `tests/` rules out for the shipped files). In the
/// reader's words `w`.
pub fn view(entry: &GameEntry, w: Words) -> Html {
    let Some(rows) = (entry.info)()
        .measured
        .and_then(|text| measured::parse(text).ok())
    else {
        return html! {};
    };
    // The ids in the order the file first names them.
    let mut ids: Vec<&str> = Vec::new();
    for r in &rows {
        if !ids.contains(&r.id.as_str()) {
            ids.push(&r.id);
        }
    }
    let games = rows.iter().map(|r| r.games).max().unwrap_or(0);
    let level = rows.iter().map(|r| r.level).max().unwrap_or(1);
    html! {
        <section class="measured" data-testid="measured" aria-labelledby="measured-title">
            <h2 id="measured-title">{ w.t("measured.title") }</h2>
            <p>{ w.tr(&m("measured.intro").num("games", games as i64).num("level", level as i64)) }</p>
            { for ids.iter().map(|id| table(w, id, &rows)) }
        </section>
    }
}

/// One game's table.
fn table(w: Words, id: &str, rows: &[Measured]) -> Html {
    let title = games::find(id).map_or(id, |e| (e.info)().title);
    let mine: Vec<&Measured> = rows.iter().filter(|r| r.id == id).collect();
    let longest = mine.iter().map(|r| r.rounds[2]).max().unwrap_or(1).max(1) as f32;
    html! {
        <div class="table-wrap measured-game" tabindex="0" data-game={id.to_string()}>
            <table>
                <caption>{ title }</caption>
                <thead><tr>
                    <th scope="col">{ w.t("measured.players") }</th>
                    <th scope="col">{ w.t("measured.length") }</th>
                    <th scope="col">{ w.t("measured.wins") }</th>
                </tr></thead>
                <tbody>{ for mine.iter().map(|r| row(w, r, longest)) }</tbody>
            </table>
        </div>
    }
}

/// The places in the order of play, as the file's terms.
const PLACES: [&str; 6] = [
    "measured.place.1",
    "measured.place.2",
    "measured.place.3",
    "measured.place.4",
    "measured.place.5",
    "measured.place.6",
];

fn row(w: Words, r: &Measured, longest: f32) -> Html {
    let [lo, mid, hi] = r.rounds;
    let x = |v: u32| fixed((100.0 * v as f32 / longest) as f64, 1);
    // Each share unbroken, with a swatch of its colour in the bar.
    let shares = r.wins.iter().enumerate().map(|(k, share)| {
        let text = w.tr(&m("measured.share")
            .term("place", PLACES[k.min(5)])
            .num("pct", (100.0 * share).round() as i64));
        html! {
            <span class="measured-share">
                <span class={classes!("swatch", format!("share-{}", k.min(5)))} aria-hidden="true"></span>{ text }
            </span>
        }
    });
    let mut at = 0.0f64;
    let segments = r.wins.iter().enumerate().map(|(k, share)| {
        let x0 = at;
        at += 100.0 * share;
        html! { <rect class={classes!("share", format!("share-{}", k.min(5)))} x={fixed(x0, 2)} y="0" width={fixed(100.0 * share, 2)} height="10" /> }
    });
    html! {
        <tr>
            <th scope="row">{ r.players }</th>
            <td>
                <span class="measured-rounds">{ w.tr(&m("measured.rounds").num("median", mid as i64).num("lo", lo as i64).num("hi", hi as i64)) }</span>
                <svg class="measured-bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
                    <rect class="range" x={x(lo)} y="2" width={fixed((100.0 * (hi - lo) as f32 / longest) as f64, 1)} height="6" rx="2" />
                    <rect class="median" x={x(mid)} y="0" width="1.6" height="10" />
                </svg>
            </td>
            <td>
                <svg class="measured-bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">{ for segments }</svg>
                <span class="measured-shares">{ for shares }</span>
            </td>
        </tr>
    }
}
