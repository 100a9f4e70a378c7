//! Long Tau evaluation for the AI: material (with the removals the coming
//! turn makes for sure), group safety by liberties, mobility, the Golden
//! Chair (pawns on it, a threat to complete it, pending rights) and the
//! threat of sieges.
//!
//! One flood fill per side: the search spends its nodes on depth, which
//! finds the sieges that are actually closed, and this judges the rest.

use super::board::{bits, chair, ALL};
use super::rules::LongTau;
use attic_core::Seat;

/// Weights, in pawns.
const PAWN: f32 = 1.0;
/// A pawn of a group with no liberty that the coming turn does not
/// remove (the mover's own): it goes at the next enemy turn unless freed.
const BESIEGED: f32 = 0.8;
/// A pawn of a group with one liberty, for the side that moves next
/// (it can run) and for the other (the mover can close it now).
const ATARI_MOVER: f32 = 0.15;
const ATARI_OTHER: f32 = 0.45;
/// A group with two liberties.
const TWO_LIBS: f32 = 0.06;
/// Each liberty of each group. 0.1 since 2026-11-26 (was 0.03): with
/// 0.03 the side ahead could not turn its lead into sieges, and level 3
/// drew 51 of 100 games against level 1 (49-51-0), level 5 2 of 10; with
/// 0.1 level 3 won 96-4-0 and level 5 29-1-0 of 30 (seed 11). Against the
/// old weight at equal level, level 4 scored 18-48-14 over 80 games (52.5%;
/// 0.2 lost 0-13-27 of 40), but level 3 5-144-51 over 200 (38.5%).
const LIBERTY: f32 = 0.1;
/// Chair cells held (0 to 4) while the enemy holds none: a full chair
/// can be broken and completed again for a new right every other turn.
const CHAIR_FREE: [f32; 5] = [0.0, 0.15, 0.35, 0.7, 1.2];
/// Chair cells held while the enemy holds some: each blocks its chair.
const CHAIR_SHARED: f32 = 0.1;
/// Three chair cells held and the fourth empty, for the side to move.
const CHAIR_THREAT: f32 = 0.5;
/// A pending right is worth this share of the pawns it removes.
const RIGHT: f32 = 0.9;
/// Pawns of difference that map to about 0.76 (tanh 1). Large enough
/// that 20 pawns against 1 is still below the clamp, so the search keeps
/// a gradient when far ahead (finishing the game).
const SCALE: f32 = 10.0;
/// How much of an advantage the quiet counter takes away as it nears
/// the no-removal limit (at the limit: this share), so that the side
/// ahead makes removals before the draw. Not with `limit-result=pawns`,
/// where the limit is won by the side with more pawns.
const QUIET_DRAIN: f32 = 0.5;

/// Value for `seat` in [-1, 1].
pub fn evaluate(g: &LongTau, seat: Seat) -> f32 {
    let me = g.side_of(seat).min(1);
    if let Some(end) = g.end() {
        // A certain end is scored by the game's own outcome (§7: a win,
        // a loss, or a draw, also at the no-removal limit).
        let o = g.outcome_of(end);
        return 2.0 * o.reward(seat, g.seat_count(), &|s| g.side_of(s)) - 1.0;
    }
    let s = side_scores(g);
    let mut d = s[me as usize] - s[1 - me as usize];
    // With `limit-result=pawns` the limit is no draw: nothing to drain.
    if g.opts.limit > 0 && !g.opts.limit_pawns {
        let q = (g.quiet as f32 / g.opts.limit as f32).min(1.0);
        d *= 1.0 - QUIET_DRAIN * q * q;
    }
    (d / SCALE).tanh().clamp(-0.999, 0.999)
}

/// Each side's score in pawns.
pub fn side_scores(g: &LongTau) -> [f32; 2] {
    let mover = g.side_of(g.to_move).min(1) as usize;
    let nbrs = g.nbrs();
    // The coming turn's removals (certain, or the tie's k pawns).
    let gone = g.pre.siege | g.pre.forced;
    let occ = g.occupied() & !gone;
    let empty = ALL & !occ;
    let ch = chair();
    let mut score = [0.0f32; 2];
    for (t, out) in score.iter_mut().enumerate() {
        let mine = g.side_pawns(t as u8) & !gone;
        let mut v = PAWN * mine.count_ones() as f32;
        if t != mover {
            v -= PAWN * g.pre.k as f32;
        }
        // Groups and their liberties.
        let mut left = mine;
        while left != 0 {
            let seed = left.trailing_zeros();
            let mut group = super::board::bit(seed as u8);
            let mut frontier = group;
            while frontier != 0 {
                let c = frontier.trailing_zeros() as usize;
                frontier &= frontier - 1;
                let new = nbrs[c] & mine & !group;
                group |= new;
                frontier |= new;
            }
            left &= !group;
            let mut libs = 0u128;
            for c in bits(group) {
                libs |= nbrs[c as usize] & empty;
            }
            let n = group.count_ones() as f32;
            let l = libs.count_ones();
            v += LIBERTY * l as f32;
            v -= n * match l {
                0 => BESIEGED,
                1 if t == mover => ATARI_MOVER,
                1 => ATARI_OTHER,
                2 => TWO_LIBS,
                _ => 0.0,
            };
        }
        // The chair.
        let held = (mine & ch).count_ones();
        let theirs = (g.side_pawns(1 - t as u8) & !gone & ch).count_ones();
        v += if theirs == 0 {
            CHAIR_FREE[(held as usize).min(4)]
        } else {
            CHAIR_SHARED * held as f32
        };
        if held == 3 && theirs == 0 && t == mover {
            v += CHAIR_THREAT;
        }
        *out = v;
    }
    // Pending rights (the mover's, if any, is used by the coming turn and
    // already in `gone`).
    for s in 0..g.seat_count() {
        if g.rights >> s & 1 == 1 && !(s == g.to_move && g.pre.right) {
            let t = g.side_of(s).min(1) as usize;
            let enemy = (g.side_pawns(1 - t as u8) & !gone).count_ones().min(4);
            score[t] += RIGHT * enemy as f32;
        }
    }
    score
}
