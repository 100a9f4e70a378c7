//! Bounds on the value from committed plans.
//!
//! **Lower bound.** Let HIGH commit, with `n` turns left of which `h` are
//! his, to a *plan*: `h` lines, removed in order, skipping those already
//! removed (and, once the plan is used up, removing any line). Whatever
//! LOW does, every planned line ends up removed, so the final position is
//! the plan plus some `s = n − h` other lines. The smallest score over all
//! such sets S is therefore at most what HIGH's plan guarantees, which is
//! at most the value. LOW's choice does not depend on the order of play
//! any more: it is a static minimisation, cheap to do exactly (below).
//! The plans tried cut the longest run in two halves, or cut a block of
//! b = 3, 4 or 5 lines off it (optimal play tends to leave blocks of
//! about 4), for every split of the `h` cuts between rows and columns;
//! the bound is the best of them.
//!
//! **Upper bound.** Symmetrically LOW commits to trimming the shortest
//! run `l` times (a run of one line goes), split between rows and
//! columns; HIGH's best `h` other lines bound the value from above.
//!
//! **Static optimum.** For a fixed count of runs on each side, the score
//! A^Q·B^P grows with each side's product, so each side is optimised
//! alone: per side, for every number of lines j removed from it and every
//! number of runs left, the smallest (or largest) product of its runs
//! ([`Table`]), by a knapsack over its runs: j lines taken from a run of
//! length r leaving c runs leave at least a product r − j − c + 1 (c − 1
//! runs of one) and at most the product of c near-equal parts. The bound
//! is then the best over the split of the free lines and the two counts.
//!
//! **When.** Only when each side has more lines than turns are left: then
//! every planned removal is legal when its turn comes and no side can run
//! out of lines, so the argument above holds as stated.
//!
//! The bounds are exact scores of real final positions, as the MTD(f)
//! driver needs. Measured in `mtd.rs`.

use super::key::Key;
use super::memo::Memo;
use super::meter::{Meter, Paused};
use super::solver::{side_code, sides_value, Comp, Val, PRIMES};
use std::rc::Rc;

/// One side's static optimum: per number of lines removed from it, the
/// Pareto front of (runs left, product): no other entry has as few runs
/// (or as many, when maximising) with a product as small (as large).
pub struct Table {
    /// Where each front starts in `entries` (one more than fronts): one
    /// flat slice instead of a vector per front keeps a 50×50 table memo
    /// at a fraction of the memory.
    starts: Box<[u32]>,
    /// The fronts, one after another: (runs left, product, ln product).
    entries: Box<[(usize, u64, f64)]>,
}

impl Table {
    /// The front with `j` lines removed.
    fn front(&self, j: usize) -> &[(usize, u64, f64)] {
        &self.entries[self.starts[j] as usize..self.starts[j + 1] as usize]
    }

    /// Lines removed at most.
    #[cfg(test)]
    fn jmax(&self) -> usize {
        self.starts.len() - 2
    }
}

/// The memo of side tables, keyed exactly (`key.rs`): the side's code,
/// the most lines removed (as the turns left), and whether the products
/// are maximised (as the mover).
#[derive(Default)]
pub struct Plans {
    memo: Memo<Rc<Table>>,
}

/// Tables kept at most; beyond, the memo drops a shard's tables (1/256
/// of them) before each new one (wasm has 4 GB). Starting over instead
/// at 20 000 tables cost 36×36 twice the time (6.9 → 13.8 s).
const MAX_TABLES: usize = 200_000;

/// The extreme product of a run of `r` lines with `j` removed, leaving
/// `c` runs (none only when the whole run is removed: product 1).
fn piece(r: usize, j: usize, c: usize, maximise: bool) -> u64 {
    let rest = r - j;
    if c == 0 {
        1
    } else if maximise {
        let (q, more) = ((rest / c) as u64, (rest % c) as u32);
        (q + 1).pow(more) * q.pow(c as u32 - more)
    } else {
        (rest - c + 1) as u64
    }
}

/// The knapsack of [`Table`] over the runs, `jmax` lines at most, with
/// its cost in work units (`meter.rs`).
fn build(runs: &[u8], jmax: usize, maximise: bool) -> (Table, u64) {
    // Lines removed × runs left; 0 = unreachable. A product of runs that
    // add up to at most 50 lines is below 3^17, so u64 is plenty.
    let width = runs.len() + jmax + 1;
    let mut dp = vec![0u64; (jmax + 1) * width];
    let mut next = dp.clone();
    dp[0] = 1;
    let mut cost = 0u64;
    let better = |a: u64, b: u64| b == 0 || if maximise { a > b } else { a < b };
    for &r in runs {
        let r = r as usize;
        next.iter_mut().for_each(|x| *x = 0);
        for j0 in 0..=jmax {
            for p0 in 0..width {
                let a0 = dp[j0 * width + p0];
                if a0 == 0 {
                    continue;
                }
                for j in 0..=(jmax - j0).min(r) {
                    cost += 2;
                    let row = (j0 + j) * width;
                    // Runs left: none once the whole run is removed.
                    let cs = if j == r {
                        0..=0
                    } else {
                        1..=(j + 1).min(r - j)
                    };
                    for c in cs {
                        cost += 1;
                        if p0 + c >= width {
                            break;
                        }
                        let a = a0 * piece(r, j, c, maximise);
                        if better(a, next[row + p0 + c]) {
                            next[row + p0 + c] = a;
                        }
                    }
                }
            }
        }
        std::mem::swap(&mut dp, &mut next);
    }
    let (mut starts, mut entries) = (vec![0u32], Vec::new());
    for j in 0..=jmax {
        let row = &dp[j * width..(j + 1) * width];
        cost += (width * width / 2) as u64;
        for (p, &a) in row.iter().enumerate().skip(1) {
            let beaten = row.iter().enumerate().skip(1).any(|(p2, &a2)| {
                a2 != 0
                    && (p2, a2) != (p, a)
                    && if maximise {
                        p2 >= p && a2 >= a
                    } else {
                        p2 <= p && a2 <= a
                    }
            });
            if a != 0 && !beaten {
                entries.push((p, a, (a as f64).ln()));
            }
        }
        starts.push(entries.len() as u32);
    }
    let table = Table {
        starts: starts.into(),
        entries: entries.into(),
    };
    (table, 2 * cost + (runs.len() * (jmax + 1) * width) as u64)
}

/// a^q · b^p exactly (a and b are products of numbers up to 50, with p
/// and q runs).
fn power_product(a: u64, q: usize, b: u64, p: usize) -> Val {
    let exps = |mut x: u64| {
        let mut e = [0u32; 15];
        for (k, &pr) in PRIMES.iter().enumerate() {
            while x.is_multiple_of(pr as u64) {
                e[k] += 1;
                x /= pr as u64;
            }
        }
        e
    };
    let (ea, eb) = (exps(a), exps(b));
    sides_value(
        ((a as f64).ln(), &ea, p as u32),
        ((b as f64).ln(), &eb, q as u32),
    )
}

/// Every entry pair of two tables with `free` lines split between them,
/// as (ln score, exact inputs).
fn pairs<'a>(
    tr: &'a Table,
    tc: &'a Table,
    free: usize,
) -> impl Iterator<Item = (f64, u64, usize, u64, usize)> + 'a {
    (0..=free).flat_map(move |jr| {
        tr.front(jr).iter().flat_map(move |&(p, a, la)| {
            tc.front(free - jr)
                .iter()
                .map(move |&(q, b, lb)| (q as f64 * la + p as f64 * lb, a, q, b, p))
        })
    })
}

/// The owner's worst score of a plan in logarithms (the minimum for
/// HIGH's plan, the maximum for LOW's), or `None` as soon as it cannot
/// beat `cutoff`, the best plan so far.
fn worst_ln(
    tr: &Table,
    tc: &Table,
    free: usize,
    maximise: bool,
    cutoff: f64,
    meter: &mut Meter,
) -> Option<f64> {
    let mut worst = if maximise {
        f64::NEG_INFINITY
    } else {
        f64::INFINITY
    };
    for (v, ..) in pairs(tr, tc, free) {
        meter.add(1);
        if maximise && v > worst {
            worst = v;
            if worst >= cutoff {
                return None;
            }
        } else if !maximise && v < worst {
            worst = v;
            if worst <= cutoff {
                return None;
            }
        }
    }
    worst.is_finite().then_some(worst)
}

/// The exact score [`worst_ln`] found: every pair within rounding of it,
/// compared exactly.
fn worst_exact(
    tr: &Table,
    tc: &Table,
    free: usize,
    maximise: bool,
    ln: f64,
    meter: &mut Meter,
) -> Option<Val> {
    let mut out: Option<Val> = None;
    for (v, a, q, b, p) in pairs(tr, tc, free) {
        meter.add(1);
        if (v - ln).abs() > 1e-6 {
            continue;
        }
        meter.add(50);
        let x = power_product(a, q, b, p);
        let take = out.is_none_or(|o| {
            let ord = x.cmp_exact(&o);
            if maximise {
                ord.is_gt()
            } else {
                ord.is_lt()
            }
        });
        if take {
            out = Some(x);
        }
    }
    out
}

/// HIGH's plans on one side with 0..=h cuts, each cut in the longest run
/// (a block of `b` off it if it is longer than 2b + 1, else its middle;
/// `b` = 0: always the middle). `None` once no run can be cut in two.
fn cut_plans(runs: &[u8], h: usize, b: u8) -> Vec<Option<Comp>> {
    let mut v = runs.to_vec();
    let mut out = vec![Some(Comp::new(&v))];
    for _ in 0..h {
        let longest = v.iter().enumerate().max_by_key(|(_, &x)| x);
        let next = match longest {
            Some((i, &l)) if l >= 3 && out.last().is_some_and(|p| p.is_some()) => {
                let a = if b > 0 && l > 2 * b + 1 {
                    b
                } else {
                    (l - 1) / 2
                };
                v[i] = a;
                v.push(l - 1 - a);
                Some(Comp::new(&v))
            }
            _ => None,
        };
        out.push(next);
    }
    out
}

/// LOW's plans on one side with 0..=l trims of the shortest run.
fn trim_plans(runs: &[u8], l: usize) -> Vec<Option<Comp>> {
    let mut v = runs.to_vec();
    let mut out = vec![Some(Comp::new(&v))];
    for _ in 0..l {
        let shortest = v.iter().enumerate().min_by_key(|(_, &x)| x);
        let next = match shortest {
            Some((i, _)) if out.last().is_some_and(|p| p.is_some()) => {
                v[i] -= 1;
                if v[i] == 0 {
                    v.swap_remove(i);
                }
                (!v.is_empty()).then(|| Comp::new(&v))
            }
            _ => None,
        };
        out.push(next);
    }
    out
}

/// Block sizes of HIGH's plans (0 = halves).
const BLOCKS: [u8; 4] = [0, 3, 4, 5];

impl Plans {
    /// The table of side `s` with up to `jmax` lines removed (built only
    /// if the slice of `meter` is not spent).
    fn table(
        &mut self,
        s: &Comp,
        jmax: usize,
        maximise: bool,
        meter: &mut Meter,
    ) -> Result<Rc<Table>, Paused> {
        // jmax is at most 50: it fits the turns-left field.
        let key = Key::new(side_code(s), 0, jmax as u8, maximise);
        meter.add(4);
        if let Some(t) = self.memo.get(&key) {
            return Ok(t.clone());
        }
        if meter.due() {
            return Err(Paused);
        }
        if self.memo.len() >= MAX_TABLES {
            self.memo.clear_shard_of(&key);
        }
        let (t, cost) = build(s.runs(), jmax, maximise);
        let t = Rc::new(t);
        meter.add(cost);
        meter.keep();
        self.memo.insert(key, t.clone());
        Ok(t)
    }

    /// The best bound over `families` of plan lists (one per side, indexed
    /// by the commits on that side), with `free` lines for the other
    /// player: HIGH's plans when `maximise` is false (the other player
    /// minimises), LOW's when true.
    fn best_bound(
        &mut self,
        families: impl Iterator<Item = (Vec<Option<Comp>>, Vec<Option<Comp>>)>,
        free: usize,
        maximise: bool,
        meter: &mut Meter,
    ) -> Result<Option<Val>, Paused> {
        let mut best: Option<(f64, Rc<Table>, Rc<Table>)> = None;
        for (rows, cols) in families {
            let k = rows.len() - 1;
            meter.add(4 * k as u64);
            for i in 0..=k {
                let (Some(pr), Some(pc)) = (&rows[i], &cols[k - i]) else {
                    continue;
                };
                let tr = self.table(pr, free, maximise, meter)?;
                let tc = self.table(pc, free, maximise, meter)?;
                let cutoff = best.as_ref().map_or(
                    if maximise {
                        f64::INFINITY
                    } else {
                        f64::NEG_INFINITY
                    },
                    |b| b.0,
                );
                if let Some(w) = worst_ln(&tr, &tc, free, maximise, cutoff, meter) {
                    best = Some((w, tr, tc));
                }
            }
        }
        let Some((w, tr, tc)) = best else {
            return Ok(None);
        };
        Ok(worst_exact(&tr, &tc, free, maximise, w, meter))
    }

    /// A lower bound on the value with `n` turns left, `high` to move
    /// (`None` when a side has no more lines than turns left).
    pub fn lower(&mut self, r: &Comp, c: &Comp, n: u8, high: bool) -> Option<Val> {
        self.lower_in(r, c, n, high, &mut Meter::default())
            .ok()
            .flatten()
    }

    /// [`Plans::lower`], counting its work on `meter` and pausing when
    /// its slice is spent (the tables built so far are kept).
    pub fn lower_in(
        &mut self,
        r: &Comp,
        c: &Comp,
        n: u8,
        high: bool,
        meter: &mut Meter,
    ) -> Result<Option<Val>, Paused> {
        let Some((n, h)) = turns(r, c, n, high) else {
            return Ok(None);
        };
        let families = BLOCKS
            .iter()
            .map(|&b| (cut_plans(r.runs(), h, b), cut_plans(c.runs(), h, b)));
        self.best_bound(families, n - h, false, meter)
    }

    /// An upper bound on the value with `n` turns left, `high` to move
    /// (`None` when a side has no more lines than turns left).
    pub fn upper(&mut self, r: &Comp, c: &Comp, n: u8, high: bool) -> Option<Val> {
        self.upper_in(r, c, n, high, &mut Meter::default())
            .ok()
            .flatten()
    }

    /// [`Plans::upper`], counting its work on `meter` and pausing when
    /// its slice is spent.
    pub fn upper_in(
        &mut self,
        r: &Comp,
        c: &Comp,
        n: u8,
        high: bool,
        meter: &mut Meter,
    ) -> Result<Option<Val>, Paused> {
        let Some((n, h)) = turns(r, c, n, high) else {
            return Ok(None);
        };
        let trims = (trim_plans(r.runs(), n - h), trim_plans(c.runs(), n - h));
        self.best_bound(std::iter::once(trims), h, true, meter)
    }
}

/// Turns left and HIGH's share of them, when the bounds apply (each side
/// has more lines than turns left; see **When**).
fn turns(r: &Comp, c: &Comp, n: u8, high: bool) -> Option<(usize, usize)> {
    let n = n as usize;
    let fits = r.lines() as usize > n && c.lines() as usize > n;
    fits.then(|| (n, if high { n.div_ceil(2) } else { n / 2 }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The knapsack against every way of removing j lines from a row of
    /// runs (each line in or out), on small sides.
    #[test]
    fn tables_match_every_subset_of_removed_lines() {
        for runs in [
            vec![5u8, 2],
            vec![4, 4, 1],
            vec![7],
            vec![3, 3, 2, 1],
            vec![6, 1, 3],
            vec![5, 5],
            vec![6, 4],
        ] {
            let total: usize = runs.iter().map(|&x| x as usize).sum();
            // Up to every line, so whole long runs are removed too.
            let jmax = total.min(8);
            for maximise in [false, true] {
                let (t, _) = build(&runs, jmax, maximise);
                // Brute force: lines laid out run after run, with a gap.
                let mut best: HashMap<(usize, usize), u64> = HashMap::new();
                for mask in 0u32..(1 << total) {
                    let j = mask.count_ones() as usize;
                    if j > jmax {
                        continue;
                    }
                    let (mut at, mut p, mut prod) = (0, 0, 1u64);
                    for &r in &runs {
                        let mut len = 0;
                        for i in at..at + r as usize {
                            if mask >> i & 1 == 1 {
                                if len > 0 {
                                    p += 1;
                                    prod *= len;
                                }
                                len = 0;
                            } else {
                                len += 1;
                            }
                        }
                        if len > 0 {
                            p += 1;
                            prod *= len;
                        }
                        at += r as usize;
                    }
                    if p == 0 {
                        continue;
                    }
                    let e = best.entry((j, p)).or_insert(prod);
                    if (maximise && prod > *e) || (!maximise && prod < *e) {
                        *e = prod;
                    }
                }
                for ((j, p), prod) in &best {
                    // Every brute-force entry is matched or beaten by the front.
                    let covered = t.front(*j).iter().any(|&(p2, a2, _)| {
                        if maximise {
                            p2 >= *p && a2 >= *prod
                        } else {
                            p2 <= *p && a2 <= *prod
                        }
                    });
                    assert!(covered, "{runs:?} max={maximise} j={j} p={p} {prod}");
                }
                for j in 0..=t.jmax() {
                    for &(p, a, _) in t.front(j) {
                        assert_eq!(best.get(&(j, p)), Some(&a), "{runs:?} j={j} p={p}");
                    }
                }
            }
        }
    }
}
