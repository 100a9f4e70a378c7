//! Honest odds: for every unrevealed tile, the exact probability of each
//! hidden face given everything public (§3.1: all completions equally
//! likely), and for a battle about to happen the chance of winning,
//! tying or losing it. Exact fractions of 128-bit counts, reduced.

use super::count;
use super::game::msg;
use super::notation;
use super::rules::{Battle, Mv, Turnooi};
use super::tiles::{tile, unrevealed, visible};
use attic_core::prelude::*;
use attic_core::registry::List;
use attic_records::Session;

/// A probability as a reduced fraction `num/den` (0 is `0/1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Frac {
    /// Numerator.
    pub num: u128,
    /// Denominator (never 0).
    pub den: u128,
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Frac {
    /// `num/den` reduced; `den` 0 gives 0.
    pub fn new(num: u128, den: u128) -> Frac {
        if den == 0 || num == 0 {
            return Frac { num: 0, den: 1 };
        }
        let g = gcd(num, den);
        Frac {
            num: num / g,
            den: den / g,
        }
    }

    /// As a float (for the AI and summaries).
    pub fn value(self) -> f64 {
        self.num as f64 / self.den as f64
    }
}

impl std::fmt::Display for Frac {
    /// `0`, `1`, or `num/den`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.num, self.den) {
            (0, _) => f.write_str("0"),
            (n, 1) => write!(f, "{n}"),
            (n, d) => write!(f, "{n}/{d}"),
        }
    }
}

/// The completions in which one unrevealed tile showing `v` hides h,
/// for h = 1..=6 (their sum is the number of completions).
pub fn face_counts(g: &Turnooi, v: u8) -> [u128; 6] {
    count::face_weights(&g.showing(), &g.pool(), v)
}

/// The exact distribution of the hidden face of the tile on `cell`, or
/// None if the cell holds no unrevealed tile.
pub fn tile_odds(g: &Turnooi, cell: usize) -> Option<[Frac; 6]> {
    let c = *g.cells.get(cell)?;
    if !unrevealed(c) {
        return None;
    }
    let w = face_counts(g, visible(c));
    let total: u128 = w.iter().sum();
    Some(w.map(|x| Frac::new(x, total)))
}

/// The chances of a battle for the player who starts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BattleOdds {
    /// The mover's tile wins.
    pub win: Frac,
    /// Equal sums: both tiles dead.
    pub tie: Frac,
    /// The mover's tile loses.
    pub lose: Frac,
}

/// The odds of the battle waiting for its faces (a chance ply), or of the
/// battle that the step `m` would start; None if there is none.
pub fn battle_odds(g: &Turnooi, m: Option<Mv>) -> Option<BattleOdds> {
    let mut s = g.clone();
    if let Some(m) = m {
        let Mv::Step { from, to } = m else {
            return None;
        };
        s.battle_at(to as usize)?;
        if !s.is_legal(&m) {
            return None;
        }
        // Play the step but keep the battle waiting, faces public or not.
        s.cells[to as usize] = s.cells[from as usize];
        s.cells[from as usize] = super::tiles::EMPTY;
        s.pending = Some(to);
    }
    let at = s.pending? as usize;
    let o = s.board().across(at)?;
    let mut w = [0u128; 3];
    for (h1, h2, x) in s.face_pairs() {
        let mut r = s.clone();
        r.cells[at] = tile(visible(s.cells[at]), h1);
        r.cells[o] = tile(visible(s.cells[o]), h2);
        let k = match r.judge(at) {
            Some(Battle::Won {
                mover_won: true, ..
            }) => 0,
            Some(Battle::Tie) => 1,
            _ => 2,
        };
        w[k] += x;
    }
    let total: u128 = w.iter().sum();
    Some(BattleOdds {
        win: Frac::new(w[0], total),
        tie: Frac::new(w[1], total),
        lose: Frac::new(w[2], total),
    })
}

/// The odds report for a position: one line per unrevealed tile, in cell
/// order (`e5 4? 1:1/7 2:0 …`), then the battles the player to move can
/// start (or the one waiting for its faces).
pub fn report(g: &Turnooi) -> String {
    let b = g.board();
    let mut out = String::new();
    let mut any = false;
    for c in 0..b.cells() {
        let Some(p) = tile_odds(g, c) else {
            continue;
        };
        any = true;
        out.push_str(&format!("{} {}?", b.name(c), visible(g.cells[c])));
        for (h, f) in p.iter().enumerate() {
            out.push_str(&format!(" {}:{f}", h + 1));
        }
        out.push('\n');
    }
    if !any {
        out.push_str(&msg("odds.none").to_string());
        out.push('\n');
    } else {
        out.push_str(
            &msg("odds.completions")
                .text("n", g.completions().to_string())
                .to_string(),
        );
        out.push('\n');
    }
    let line = |what: String, o: BattleOdds| {
        msg("odds.battle")
            .text("battle", what)
            .text("win", o.win.to_string())
            .text("tie", o.tie.to_string())
            .text("lose", o.lose.to_string())
            .to_string()
    };
    if let Some(at) = g.pending {
        if let Some(o) = battle_odds(g, None) {
            out.push_str(&line(b.name(at as usize), o));
            out.push('\n');
        }
    } else if g.end.is_none() {
        let mut moves = Vec::new();
        g.steps(&mut moves);
        for m in moves {
            if let Some(o) = battle_odds(g, Some(m)) {
                let Mv::Step { from, to } = m else { continue };
                let name = format!("{}-{}", b.name(from as usize), b.name(to as usize));
                out.push_str(&line(name, o));
                out.push('\n');
            }
        }
    }
    out
}

/// The registry this module replays records with: TURNOOI alone.
static ALONE: &List = attic_ai::alone!(Turnooi);

/// TURNOOI's registry entry, for sessions made inside the game's folder
/// (the native benchmark).
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn entry() -> &'static attic_core::GameEntry {
    ALONE.0[0]
}

/// `attic odds turnooi <record>`: replay the record, report its last position.
pub fn cli(record: &str) -> Result<String, String> {
    let rec = attic_records::Record::parse(record).map_err(|e| e.to_string())?;
    let s = Session::from_parsed(ALONE, &rec, Some(super::INFO.id)).map_err(|e| e.to_string())?;
    let g = s
        .current()
        .as_any()
        .downcast_ref::<Turnooi>()
        .ok_or_else(|| msg("odds.not-turnooi").to_string())?;
    let mut out = format!("{}\n", notation::board_text(g));
    out.push_str(&report(g));
    Ok(out)
}
