//! Around the board: the seats' badges where their areas are drawn, the
//! quiet-turn count, and the board-turning setting.

use super::super::game::msg;
use super::super::rules::LongTau;
use super::{code, quarter, seat_badge, TURN_KEY};
use attic_core::Seat;
use attic_kit::{self as kit, Typed, Words};
use yew::prelude::*;

/// The quarter turns the board is drawn with, and the setting that turns
/// it. The board turns so that the person to move sits at the bottom (and
/// stays so while the AI or an automatic turn plays); a toggle stops it.
/// Kept on this device, so a player who switched it off finds it off.
#[hook]
pub(super) fn use_turn(p: &Typed<LongTau>) -> (u8, UseStateHandle<bool>) {
    let turning = use_state(|| kit::setting(TURN_KEY, true));
    let facing = use_mut_ref(|| None::<Seat>);
    let g = &*p.game;
    if p.interactive && !p.thumbnail && g.result.is_none() {
        *facing.borrow_mut() = Some(g.to_move);
    }
    let face = *facing.borrow();
    let q = match face {
        Some(s) if *turning && !p.thumbnail => quarter(code(g, s)),
        _ => 0,
    };
    (q, turning)
}

/// Seats by where their area is drawn on the board turned `q` quarter
/// turns: left, top and right above the board, the bottom one below it
/// (seat numbers N E S W with four).
pub(super) fn seat_rows(g: &LongTau, q: u8) -> (Vec<Seat>, Vec<Seat>) {
    if g.opts.players == 4 {
        let b = [2u8, 1, 0, 3][q as usize % 4];
        (vec![(b + 1) % 4, (b + 2) % 4, (b + 3) % 4], vec![b])
    } else if q == 2 {
        (vec![1], vec![0])
    } else {
        (vec![0], vec![1])
    }
}

/// The badges of `seats`.
pub(super) fn badges(w: Words, g: &LongTau, seats: &[Seat]) -> Html {
    html! { <>{ for seats.iter().filter(|&&s| s < g.seat_count()).map(|&s| seat_badge(w, g, s)) }</> }
}

/// The line under the board: the bottom seats' badges, the quiet turns,
/// and the board-turning toggle.
pub(super) fn bottom_info(
    w: Words,
    g: &LongTau,
    seats: &[Seat],
    turning: &UseStateHandle<bool>,
) -> Html {
    let toggle = {
        let turning = turning.clone();
        Callback::from(move |_: MouseEvent| {
            kit::keep_setting(TURN_KEY, !*turning);
            turning.set(!*turning);
        })
    };
    let quiet = if g.opts.limit > 0 {
        msg("view.quiet")
            .num("n", g.quiet as i64)
            .num("limit", g.opts.limit as i64)
    } else {
        msg("view.quiet-off").num("n", g.quiet as i64)
    };
    html! {
        <div class="board-info">
            { badges(w, g, seats) }
            <span class="longtau-quiet">{ w.tr(&quiet) }</span>
            <button class={classes!("small", turning.then_some("on"))} data-testid="longtau-turn"
                aria-pressed={(**turning).to_string()} onclick={toggle}>{ w.tr(&msg("view.turn")) }</button>
        </div>
    }
}
