//! `attic bench turnooi`: beside the playouts, the time the site takes to
//! draw the hidden faces of a battle (§3.1) in the worst position, on both
//! boards: the chance ply's exact weights, the pick and playing the token,
//! as [`Session::draw_chance`] does in the app, with the counts' memo
//! cleared first.

use super::count::{self, Showing};
use super::notation;
use super::rules::{Board, Opts, Turnooi, NORTH, SOUTH};
use super::tiles::{tile, FULL};
use attic_core::{Rng, Turn};
use attic_records::Session;
use std::time::Instant;

/// The visible counts (tiles showing 1 … 6) of the start position whose
/// counting programme keeps the most states alive (333; found by
/// `the_counting_programme_stays_small_in_every_start_position` in
/// games/turnooi/tests/turnooi/odds.rs). Every unrevealed tile is in the first battle,
/// so no later position counts more.
pub const WORST: Showing = [6, 11, 9, 4, 4, 2];

/// Runs of each draw; the fastest is kept (the machine is shared).
const RUNS: usize = 5;

/// A start position on `board` with the visible counts [`WORST`], showing
/// `south` on the South tile that will battle (file e, the rank behind
/// South's TURNOOI row) and `north` on the North tile facing it; South to
/// move (it shows the 6s first, so it starts or the `First` tag says so).
fn worst_start(board: Board, south: u8, north: u8) -> Option<Turnooi> {
    let mut values: Vec<u8> = Vec::new();
    for (v, &k) in (1..=6u8).zip(&WORST) {
        values.extend(std::iter::repeat_n(v, k as usize));
    }
    for v in [south, north] {
        let i = values.iter().position(|&x| x == v)?;
        values.remove(i);
    }
    // The high faces first: South then never has fewer 6s than North.
    values.sort_unstable_by(|a, b| b.cmp(a));
    let opts = Opts {
        board,
        ..Opts::default()
    };
    let mut g = Turnooi::empty(opts);
    let s_cell = board.cell(4, board.row(SOUTH) - 1);
    let n_cell = board.cell(4, board.row(NORTH) + 1);
    g.cells[s_cell] = tile(south, 0);
    g.cells[n_cell] = tile(north, 0);
    let mut rest = values.into_iter();
    for c in (0..board.cells()).filter(|&c| board.is_start(c)) {
        if c != s_cell && c != n_cell {
            g.cells[c] = tile(rest.next()?, 0);
        }
    }
    g.to_move = SOUTH;
    Some(g)
}

/// The session of `g` after South's step into its row and North's step
/// facing it on file e: a chance ply for both hidden faces.
fn at_battle(g: &Turnooi) -> Option<Session> {
    let b = g.board();
    let step = |r1: u8, r2: u8| format!("{}-{}", b.name(b.cell(4, r1)), b.name(b.cell(4, r2)));
    let (rs, rn) = (b.row(SOUTH), b.row(NORTH));
    let opts = attic_core::Options::parse(&format!("board={}", b.id()), super::INFO.options);
    let mut s = Session::start(super::odds::entry(), opts.ok()?, notation::setup_tags(g)).ok()?;
    s.play(&step(rs - 1, rs)).ok()?;
    s.play(&step(rn + 1, rn)).ok()?;
    (s.current().turn() == Turn::Chance).then_some(s)
}

/// The fastest of [`RUNS`] draws at `s`, memo cleared, in seconds.
fn time_draw(s: &Session) -> f64 {
    let mut best = f64::INFINITY;
    for run in 0..RUNS {
        let mut c = s.clone();
        count::clear_memo();
        let mut rng = Rng::new(run as u64);
        let t = Instant::now();
        let drawn = c.draw_chance(&mut rng);
        let secs = t.elapsed().as_secs_f64();
        if drawn.is_some() {
            best = best.min(secs);
        }
    }
    best
}

/// The lines `attic bench turnooi` adds: for each board, the slowest and
/// the median over the 36 pairs of visible faces of the battling tiles.
pub fn report() -> String {
    let mut out = format!(
        "turnooi: drawing both hidden faces of a battle in the worst start position \
         (visible counts {}, {} states alive in the counting programme), memo cleared, \
         fastest of {RUNS} runs for each of the 36 pairs of visible faces:\n",
        WORST.map(|x| x.to_string()).join(" "),
        count::peak_states(&WORST, &FULL)
    );
    for board in [Board::B6x8, Board::B9x6] {
        let mut times: Vec<(f64, u8, u8)> = Vec::new();
        for south in 1..=6u8 {
            for north in 1..=6u8 {
                let Some(s) = worst_start(board, south, north).and_then(|g| at_battle(&g)) else {
                    continue;
                };
                times.push((time_draw(&s), south, north));
            }
        }
        times.sort_by(|a, b| a.0.total_cmp(&b.0));
        let Some(&(slow, south, north)) = times.last() else {
            continue;
        };
        let median = times[times.len() / 2].0;
        out.push_str(&format!(
            "  board {}: slowest {:.2} ms (South's tile showing {south}, North's {north}), median {:.2} ms, {} pairs\n",
            board.id(),
            slow * 1e3,
            median * 1e3,
            times.len()
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_worst_start_reaches_a_battle_on_both_boards() {
        for board in [Board::B6x8, Board::B9x6] {
            let g = worst_start(board, 6, 1).expect("a layout");
            assert!(g.is_start());
            assert_eq!(g.showing(), WORST);
            let s = at_battle(&g).expect("a battle");
            assert!(count::completions(&WORST, &FULL) > 0);
            let mut c = s.clone();
            assert!(c.draw_chance(&mut Rng::new(1)).is_some());
        }
    }
}
