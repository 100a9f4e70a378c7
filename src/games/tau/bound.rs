//! Upper bounds on the value from a fixed LOW strategy that answers
//! every HIGH removal on the same side ("pairing").
//!
//! Any fixed strategy of LOW bounds the value from above: HIGH's best
//! answer to it is at least the minimax value. With pairing, the rows
//! only ever see HIGH's row removals each followed by LOW's reply on the
//! rows, so HIGH's best answer splits into a row part and a column part:
//! for j pairs on the rows and the rest on the columns, the rows end in
//! some (P runs, product X), the columns in some (Q, Y), chosen
//! independently, and the score X^Q·Y^P grows with X and Y. So per side
//! and per number of pairs we only need, for each run count, the largest
//! product reachable ([`Bounds::frontier`], memoised), and the bound is a
//! maximum over j and the two run counts. LOW's reply here trims the
//! shortest run (removes it if it has length 1), which is what LOW's best
//! moves mostly do. The bound is an exact, reachable score. It is `None`
//! when the reply would be illegal (a side down to one line).

use super::solver::{side_moves, Comp, IdHasher, Val};
use std::cmp::Ordering;
use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::rc::Rc;

/// For each run count, the largest product of a side: `(runs, product)`.
type Front = Rc<Vec<(u8, Val)>>;

/// The memo of frontiers.
#[derive(Default)]
pub struct Bounds {
    memo: HashMap<(u64, u8, u8), Option<Front>, BuildHasherDefault<IdHasher>>,
}

fn side_val(s: &Comp) -> Val {
    let (ln, e32) = s.product();
    let mut e = [0u16; 15];
    for k in 0..15 {
        e[k] = e32[k].min(u16::MAX as u32) as u16;
    }
    Val { ln, e }
}

/// X^q · Y^p exactly.
fn score(x: &Val, q: u8, y: &Val, p: u8) -> Val {
    let mut e = [0u16; 15];
    for (k, ek) in e.iter_mut().enumerate() {
        *ek = (x.e[k] as u32 * q as u32 + y.e[k] as u32 * p as u32).min(u16::MAX as u32) as u16;
    }
    Val {
        ln: x.ln * q as f64 + y.ln * p as f64,
        e,
    }
}

/// LOW's pairing reply: trim the shortest run.
fn reply(s: &Comp) -> Option<Comp> {
    if s.lines() < 2 {
        return None;
    }
    let i = s.runs().len() - 1;
    let l = s.runs()[i];
    Some(s.split(i, 0, l - 1))
}

fn merge(out: &mut Vec<(u8, Val)>, p: u8, v: Val) {
    match out.iter_mut().find(|(q, _)| *q == p) {
        Some(slot) => {
            if v.cmp_exact(&slot.1) == Ordering::Greater {
                slot.1 = v;
            }
        }
        None => out.push((p, v)),
    }
}

impl Bounds {
    /// Per run count, the largest product HIGH reaches on side `s` with
    /// `pairs` (HIGH removal, LOW reply) and then `extra` (0 or 1) HIGH
    /// removals; empty if HIGH cannot move; `None` if LOW cannot reply.
    pub fn frontier(&mut self, s: &Comp, pairs: u8, extra: u8) -> Option<Front> {
        if pairs == 0 && extra == 0 {
            return Some(Rc::new(vec![(s.runs().len() as u8, side_val(s))]));
        }
        let key = (super::solver::side_hash(s), pairs, extra);
        if let Some(f) = self.memo.get(&key) {
            return f.clone();
        }
        let mut out: Vec<(u8, Val)> = Vec::new();
        let mut ok = true;
        let mut kids = Vec::new();
        side_moves(s, true, &mut kids);
        for (_, c) in kids {
            let next = if pairs == 0 {
                Some(Rc::new(vec![(c.runs().len() as u8, side_val(&c))]))
            } else {
                match reply(&c) {
                    Some(r) => self.frontier(&r, pairs - 1, extra),
                    None => None,
                }
            };
            match next {
                Some(f) => {
                    for (p, v) in f.iter() {
                        merge(&mut out, *p, *v);
                    }
                }
                None => {
                    ok = false;
                    break;
                }
            }
        }
        let res = ok.then(|| Rc::new(out));
        self.memo.insert(key, res.clone());
        res
    }

    /// An upper bound on the value with `n` turns left and HIGH to move.
    pub fn high_upper(&mut self, r: &Comp, c: &Comp, n: u8) -> Option<Val> {
        let (pairs, extra) = (n / 2, n % 2);
        let mut best: Option<Val> = None;
        for j in 0..=pairs {
            for er in 0..=extra {
                let fr = self.frontier(r, j, er)?;
                let fc = self.frontier(c, pairs - j, extra - er)?;
                for (p, x) in fr.iter() {
                    for (q, y) in fc.iter() {
                        let v = score(x, *q, y, *p);
                        if best.is_none_or(|b| v.cmp_exact(&b) == Ordering::Greater) {
                            best = Some(v);
                        }
                    }
                }
            }
        }
        best
    }

    /// An upper bound with LOW to move: LOW trims the shortest run of
    /// either side, then [`Bounds::high_upper`]; the smaller of the two.
    pub fn low_upper(&mut self, r: &Comp, c: &Comp, n: u8) -> Option<Val> {
        if n == 0 {
            return None;
        }
        let mut best: Option<Val> = None;
        for row in [true, false] {
            let side = if row { r } else { c };
            let Some(t) = reply(side) else { continue };
            let (r2, c2) = if row { (t, *c) } else { (*r, t) };
            let v = if n == 1 {
                Some(super::solver::final_value(&r2, &c2))
            } else {
                self.high_upper(&r2, &c2, n - 1)
            };
            if let Some(v) = v {
                if best.is_none_or(|b| v.cmp_exact(&b) == Ordering::Less) {
                    best = Some(v);
                }
            }
        }
        best
    }
}
