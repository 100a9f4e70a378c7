//! TURNOOI's one-move levels: each legal move is valued by what the
//! position after it is worth, a battle it starts by its exact
//! expectation over the face pairs (§3.1), and the best is played (ties
//! drawn by the seed).
//!
//! Two sights: [`Sight::Points`] counts only the stocks, so it takes
//! every battle that gains on average and moves at random otherwise (a
//! beginner: it does not see the battles its move offers the other side);
//! [`Sight::Whole`] judges the position with the whole evaluation
//! ([`super::eval::evaluate`]: threats, exposure, spare steps, tempo),
//! one move deep.

use super::eval;
use super::rules::{Mv, Turnooi};
use attic_core::prelude::*;
use attic_core::{Rng, SearchJob, Seat, Turn};

/// What a one-move level sees of the position after its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sight {
    /// The stocks alone: its lead in points.
    Points,
    /// The whole evaluation.
    Whole,
}

/// A one-move search; it finishes in its first step.
pub struct Greedy {
    g: Turnooi,
    sight: Sight,
    seed: u64,
    best: Option<(Mv, f32)>,
    /// The whole evaluation after the chosen move, for the outlook (the
    /// analysis reads levels' outlooks; a beginner's choice is still
    /// judged in full there).
    judged: Option<f32>,
    nodes: u64,
}

impl Greedy {
    /// A search for the side to move in `g`.
    pub fn new(g: Turnooi, sight: Sight, seed: u64) -> Greedy {
        Greedy {
            g,
            sight,
            seed,
            best: None,
            judged: None,
            nodes: 0,
        }
    }

    /// The value for `seat` of `c` with no battle waiting.
    fn settled(&self, c: &Turnooi, seat: Seat) -> f32 {
        match self.sight {
            Sight::Whole => eval::evaluate(c, seat),
            Sight::Points => {
                let [s, n] = c.scores();
                let lead = if seat == super::rules::SOUTH {
                    s - n
                } else {
                    n - s
                };
                lead as f32
            }
        }
    }

    /// The value for `seat` of the position after `m`.
    fn after(&mut self, m: Mv, seat: Seat) -> f32 {
        let mut c = self.g.clone();
        c.apply(m, None);
        self.nodes += 1;
        if c.pending.is_none() || self.sight == Sight::Whole {
            // The whole evaluation takes a waiting battle's expectation itself.
            return self.settled(&c, seat);
        }
        let (mut sum, mut total) = (0f64, 0f64);
        for (mover, other, w) in c.face_pairs() {
            let mut d = c.clone();
            d.apply(Mv::Faces { mover, other }, None);
            self.nodes += 1;
            sum += w as f64 * self.settled(&d, seat) as f64;
            total += w as f64;
        }
        if total > 0.0 {
            (sum / total) as f32
        } else {
            0.0
        }
    }
}

impl SearchJob for Greedy {
    fn step(&mut self, _nodes: u32) -> bool {
        if self.best.is_some() {
            return true;
        }
        let Turn::Seat(seat) = self.g.turn() else {
            return true;
        };
        let mut moves = Vec::new();
        self.g.legal_moves(&mut moves);
        let mut top: Vec<(Mv, f32)> = Vec::new();
        for m in moves {
            let v = self.after(m, seat);
            match top.first() {
                Some(&(_, b)) if v < b - 1e-4 => {}
                Some(&(_, b)) if v <= b + 1e-4 => top.push((m, v)),
                _ => top = vec![(m, v)],
            }
        }
        if !top.is_empty() {
            let i = Rng::new(self.seed).below(top.len());
            self.best = Some(top[i]);
            self.judged = Some(match self.sight {
                Sight::Whole => top[i].1,
                Sight::Points => {
                    let mut c = self.g.clone();
                    c.apply(top[i].0, None);
                    eval::evaluate(&c, seat)
                }
            });
        }
        true
    }

    fn best(&self) -> Option<String> {
        if let Some((m, _)) = self.best {
            return Some(self.g.format_move(&m));
        }
        let mut v = Vec::new();
        self.g.legal_moves(&mut v);
        v.first().map(|m| self.g.format_move(m))
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }

    fn summary(&self) -> String {
        // `fixed`: Rust's float formatting would be 12 KB of the AI's
        // chunk (attic_core::decimal).
        use attic_core::decimal::fixed;
        match (self.best, self.sight) {
            (Some((_, v)), Sight::Whole) => format!("one move, evaluation {}", fixed(v, 3)),
            (Some((_, v)), Sight::Points) => format!("one move, points {}", fixed(v, 1)),
            (None, _) => "one move".into(),
        }
    }

    fn outlook(&self) -> Option<f32> {
        self.judged.map(|v| (v + 1.0) / 2.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::draw_layout;
    use crate::rules::Opts;

    /// Positions of random games, a seat to move, some with battles on
    /// offer.
    fn positions(count: usize) -> Vec<Turnooi> {
        let mut out = Vec::new();
        let mut rng = Rng::new(5);
        while out.len() < count {
            let mut g = draw_layout(Opts::default(), &mut rng);
            let mut moves = Vec::new();
            let stop = 20 + rng.below(80);
            for _ in 0..stop {
                if g.end.is_some() {
                    break;
                }
                moves.clear();
                g.legal_moves(&mut moves);
                // Chance by its weights, a seat's move at random (as playouts do).
                let i = g.playout_choice(&moves, &mut rng);
                g.apply(moves[i], None);
            }
            if matches!(g.turn(), Turn::Seat(_)) {
                out.push(g);
            }
        }
        out
    }

    /// The value of `m` for the side to move, the reference's way: the
    /// chance ply's moves and weights as the rules give them to every
    /// search, the stocks' lead or the evaluation after each.
    fn reference(g: &Turnooi, m: Mv, sight: Sight) -> f32 {
        let seat = g.to_move;
        let score = |c: &Turnooi| match sight {
            Sight::Whole => eval::evaluate(c, seat),
            Sight::Points => {
                let [s, n] = c.scores();
                (if seat == 0 { s - n } else { n - s }) as f32
            }
        };
        let mut c = g.clone();
        c.apply(m, None);
        if c.pending.is_none() || sight == Sight::Whole {
            return score(&c);
        }
        let mut faces = Vec::new();
        c.legal_moves(&mut faces);
        let w = c.chance_weights(&faces);
        let total: f64 = w.iter().map(|&x| x as f64).sum();
        let mut sum = 0f64;
        for (f, x) in faces.iter().zip(&w) {
            let mut d = c.clone();
            d.apply(*f, None);
            sum += *x as f64 * score(&d) as f64;
        }
        (sum / total) as f32
    }

    /// Each sight plays a move of the highest value by the reference, and
    /// the seed only chooses among equal ones.
    #[test]
    fn a_one_move_level_plays_a_best_move() {
        let mut battles = 0;
        for g in positions(40) {
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            let [s, n] = g.scores();
            let lead = (if g.to_move == 0 { s - n } else { n - s }) as f32;
            for sight in [Sight::Points, Sight::Whole] {
                let values: Vec<f32> = moves.iter().map(|&m| reference(&g, m, sight)).collect();
                let top = values.iter().cloned().fold(f32::NEG_INFINITY, f32::max);
                for seed in 0..3 {
                    let mut job = Greedy::new(g.clone(), sight, seed);
                    assert!(job.step(1));
                    let tok = job.best().unwrap();
                    let i = moves.iter().position(|m| g.format_move(m) == tok).unwrap();
                    assert!(
                        (values[i] - top).abs() < 1e-3,
                        "{sight:?} {tok}: {} of {top}",
                        values[i]
                    );
                    // The outlook judges the move with the whole evaluation.
                    let mut c = g.clone();
                    c.apply(moves[i], None);
                    let want = (eval::evaluate(&c, g.to_move) + 1.0) / 2.0;
                    assert!(
                        (job.outlook().unwrap() - want).abs() < 1e-4,
                        "{sight:?} {tok}"
                    );
                    if sight == Sight::Points && top > lead + 1e-3 {
                        // A move that gains points on average is a battle:
                        // its faces to draw, or both known and decided at once.
                        assert!(c.pending.is_some() || c.scores() != g.scores(), "{tok}");
                        battles += 1;
                    }
                }
            }
        }
        assert!(battles > 0, "no position offered a battle that gains");
    }
}
