//! TURNO-Checkers' pawns; the one that has just moved walks its path
//! tile by tile.

use super::checkers::{cell_xy, CS};
use super::draw::{pawn, STEP_MS};
use crate::board::{cell_name, on_far};
use crate::{CMove, Checkers, Path};
use attic_core::Seat;
use attic_kit::{self as kit, Typed};
use yew::prelude::*;

/// A walk: the seat, its cells from where it began, and whether the pawn
/// had crossed on each.
pub(super) type Walk = (Seat, Vec<u8>, Vec<bool>);

/// Props of [`CheckersPawns`].
#[derive(Properties, PartialEq)]
pub(super) struct CheckersPawnsProps {
    /// Number of players.
    pub p: u8,
    /// Where the pawns are in the position shown.
    pub pawns: [Option<u8>; 4],
    /// Which pawns have crossed.
    pub crossed: [bool; 4],
    /// The path just walked: the seat, its cells from where it began, and
    /// whether the pawn had crossed on each.
    pub walk: Option<Walk>,
    /// The ply shown (a new walk starts on a new ply).
    pub ply: usize,
}

/// A pawn in its cell's corner (by seat), so that the value stays readable.
fn checkers_pawn(c: u8, s: Seat, crossed: bool) -> Html {
    let (x, y) = cell_xy(c);
    let (px, py) = match s {
        0 => (x + 11.0, y + 11.0),
        1 => (x + CS - 11.0, y + 11.0),
        2 => (x + 11.0, y + CS - 11.0),
        _ => (x + CS - 11.0, y + CS - 11.0),
    };
    pawn(px, py, 9.0, s, crossed.then_some("crossed"))
}

/// Where a new ply's walk of `len` cells begins to be drawn: its first
/// cell, or (nothing to walk, less motion wanted, "fast") its end at once.
fn walk_start(len: usize) -> usize {
    match len > 1 && !kit::reduced_motion() && !kit::fast() {
        true => 0,
        false => usize::MAX,
    }
}

/// The Checkers pawns; the one that has just moved walks its path tile by
/// tile, [`STEP_MS`] a tile (at once with reduced motion or "fast").
#[function_component]
pub(super) fn CheckersPawns(w: &CheckersPawnsProps) -> Html {
    // (ply, tiles of the walk shown so far).
    let step = use_state(|| (w.ply, usize::MAX));
    {
        let step = step.clone();
        let len = w.walk.as_ref().map_or(0, |(_, cells, _)| cells.len());
        use_effect_with((w.ply, len, *step), move |&(ply, len, (at_ply, k))| {
            let timer = if at_ply != ply {
                // A new ply: walk from the start.
                step.set((ply, walk_start(len)));
                None
            } else if k.saturating_add(1) < len {
                Some(gloo_timers::callback::Timeout::new(STEP_MS, move || {
                    step.set((ply, k + 1))
                }))
            } else {
                None
            };
            move || drop(timer)
        });
    }
    let (at_ply, k) = *step;
    // The first frame of a new ply already starts the walk (no flash of
    // the pawn at its end).
    let k = match at_ply == w.ply {
        true => k,
        false => walk_start(w.walk.as_ref().map_or(0, |(_, cells, _)| cells.len())),
    };
    // "Fast" turned on during a walk ends it at its next step.
    let k = match kit::fast() {
        true => usize::MAX,
        false => k,
    };
    let walking = w
        .walk
        .as_ref()
        .filter(|(_, cells, _)| k < cells.len())
        .map(|(s, cells, crossed)| (*s, cells[k], crossed[k]));
    let pawns = (0..w.p.min(4)).filter_map(|s| {
        let i = s as usize;
        let (c, crossed) = match walking {
            Some((ws, c, x)) if ws == s => (c, x),
            _ => (w.pawns[i]?, w.crossed[i]),
        };
        Some(checkers_pawn(c, s, crossed))
    });
    html! { <g class="turno-pawns" data-walking={walking.map(|(_, c, _)| cell_name(c))}>{ for pawns }</g> }
}

/// The cells a walk passes, from the pawn's cell before it (none for a
/// walk that stays: no legal path).
pub(super) fn walked(before: &Checkers, path: &Path) -> Vec<u8> {
    match before.pawn[before.to_move as usize] {
        Some(from) if path.len > 0 => std::iter::once(from)
            .chain(path.tiles().iter().copied())
            .collect(),
        _ => Vec::new(),
    }
}

/// The path just played, to walk tile by tile (not when the record is
/// browsed: the app animates only a move it has just played).
pub(super) fn walk_of(p: &Typed<Checkers>) -> Option<Walk> {
    let Some(CMove::Walk(path)) = p.anim_step.and(p.last.as_ref()) else {
        return None;
    };
    let before = p.before.as_deref()?;
    let cells = walked(before, path);
    if cells.is_empty() {
        return None;
    }
    let seat = before.to_move;
    let side = before.sides[seat as usize]?;
    let crossed = cells
        .iter()
        .scan(before.crossed[seat as usize], |x, &c| {
            *x |= on_far(side, c);
            Some(*x)
        })
        .collect();
    Some((seat, cells, crossed))
}
