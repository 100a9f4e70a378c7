//! The choice of tied pawns at a chair removal's cut. The picks stay in
//! this view (they are no moves yet): their clicks are plays whose token
//! starts with [`PICK`], caught before `on_play`.

use super::super::board::{self, bits, name};
use super::super::game::{msg, seat_term};
use super::super::rules::{Action, LongTau, Mv};
use super::cell_words;
use attic_kit::{Legal, Play, Words};
use yew::prelude::*;

/// The token prefix of a click that picks (or unpicks) a tied pawn.
const PICK: &str = "pick:";

/// The pawns at stake in the position shown.
#[derive(Clone, Copy)]
pub(super) struct Ties {
    /// How many of the tied pawns go (0: no choice).
    pub k: u8,
    /// The player here chooses them now.
    pub choosing: bool,
    /// The pawns tied at the cut.
    pub tied: u128,
    /// The tied pawns picked so far.
    pub mine: u128,
    /// The pawns this turn removes in any case.
    pub doomed: u128,
}

impl Ties {
    /// The ties of `g`, whose moves here are `legal`, with `picked`.
    pub fn new(g: &LongTau, legal: &[Legal<Mv>], picked: u128) -> Ties {
        let (pre, on) = (g.pre, g.result.is_none());
        let choosing = !legal.is_empty() && pre.k > 0;
        let tied = if on { pre.tie } else { 0 };
        Ties {
            k: pre.k,
            choosing,
            tied,
            mine: if choosing { picked & tied } else { 0 },
            doomed: if on { pre.siege | pre.forced } else { 0 },
        }
    }

    /// The moves as clicks: while choosing, a tied pawn is clicked to pick
    /// it, or again to let it go; once all are picked, the slides that go
    /// with them (the pawn, then where its slide ends).
    pub fn moves(&self, legal: &[Legal<Mv>]) -> Vec<Play> {
        let all_picked = self.mine.count_ones() == self.k as u32;
        let mut moves: Vec<Play> = Vec::new();
        if self.choosing {
            for c in bits(self.tied) {
                if all_picked && self.mine >> c & 1 == 0 {
                    continue;
                }
                moves.push(Play::new(format!("{PICK}{}", name(c)), [name(c)]));
            }
        }
        if !self.choosing || all_picked {
            moves.extend(
                legal
                    .iter()
                    .filter(|l| l.mv.chosen == self.mine)
                    .filter_map(|l| match l.mv.action {
                        Action::Slide { from, to } => {
                            Some(Play::new(l.token.clone(), [name(from), name(to)]))
                        }
                        _ => None,
                    }),
            );
        }
        moves
    }

    /// Picks stay in `picked`; a pick that completes the choice plays the
    /// turn at once when the turn has nothing left to choose (its end or a
    /// pass). Other plays go to `forward`.
    pub fn on_play(
        &self,
        picked: &UseStateHandle<u128>,
        forward: &Callback<String>,
        legal: &[Legal<Mv>],
    ) -> Callback<String> {
        let (picked, forward, legal) = (picked.clone(), forward.clone(), legal.to_vec());
        let (k, tied) = (self.k as u32, self.tied);
        Callback::from(move |t: String| {
            let Some(cell) = t.strip_prefix(PICK).and_then(board::parse_cell) else {
                forward.emit(t);
                return;
            };
            let now = (*picked & tied) ^ (1u128 << cell);
            picked.set(now);
            if now.count_ones() == k {
                let rest: Vec<&Legal<Mv>> = legal.iter().filter(|l| l.mv.chosen == now).collect();
                if let [l] = rest.as_slice() {
                    if !matches!(l.mv.action, Action::Slide { .. }) {
                        forward.emit(l.token.clone());
                    }
                }
            }
        })
    }

    /// Under the board: the choice under way (with a reset of `picked`),
    /// or whose choice is awaited, and the pawns that go in any case.
    pub fn lines(&self, w: Words, g: &LongTau, picked: &UseStateHandle<u128>) -> Html {
        let mover = seat_term(g, g.to_move);
        let (tied, mine) = (self.tied, self.mine);
        let tie_line = if g.result.is_some() || self.k == 0 {
            html! {}
        } else if self.choosing {
            let reset = {
                let picked = picked.clone();
                Callback::from(move |_: MouseEvent| picked.set(0))
            };
            html! {
                <div class="longtau-tie" data-testid="longtau-tie" role="status">
                    <span>{ w.tr(&msg("view.tie")
                        .num("k", self.k as i64)
                        .num("n", tied.count_ones() as i64)
                        .num("done", mine.count_ones() as i64)) }</span>
                    if mine != 0 {
                        <button class="small" data-testid="longtau-tie-reset" onclick={reset}>{ w.tr(&msg("view.tie-reset")) }</button>
                    }
                </div>
            }
        } else {
            html! { <div class="longtau-tie" role="status">{ w.tr(&msg("view.tie-wait").term("seat", mover)) }</div> }
        };
        let removing = (g.result.is_none() && self.doomed != 0).then(|| {
            html! {
                <div class="longtau-removing" data-testid="longtau-removing">
                    { w.tr(&msg("view.removing").term("seat", mover).text("cells", cell_words(w, self.doomed))) }
                </div>
            }
        });
        html! { <>{ removing.unwrap_or_default() }{ tie_line }</> }
    }
}
