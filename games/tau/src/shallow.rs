//! The AI's shallow search: every removal scored by minimax over one or
//! two turns, the positions where it stops scored by the current score or
//! a greedy playout. It runs one stopping position at a time, so that the
//! worker can slice it (`ai.rs`): on 50×50, two turns ahead with greedy
//! playouts visit about 2 500 of them, 0.1 s in all.

use super::meter::Meter;
use super::solver::{final_value, greedy_value, moves, AMove, Comp};

/// How a shallow search scores the positions where it stops.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Leaf {
    /// The current score, as if the game ended there.
    Static,
    /// Both sides play the at-once-best removal to the end.
    Greedy,
}

/// A position where the search stops, scored (ln), with its cost in work
/// units (`meter.rs`).
fn leaf(r: &Comp, c: &Comp, n: u8, high: bool, how: Leaf) -> (f64, u64) {
    let lines = (r.lines() + c.lines()) as u64;
    match how {
        Leaf::Static => (final_value(r, c).ln, 10 + lines),
        // Each turn looks at every removal (about half the lines).
        Leaf::Greedy => (greedy_value(r, c, n, high), 10 + 3 * n as u64 * lines),
    }
}

/// The removals of a position, each scored by minimax over the turns
/// left to search after it, one stopping position at a time.
pub struct Shallow {
    /// Turns left after a removal, and whether HIGH is to move after it.
    n: u8,
    high: bool,
    /// Turns to search in all (1 or 2), and how the ends are scored.
    depth: u8,
    how: Leaf,
    /// The removals with the positions they lead to.
    root: Vec<(AMove, Comp, Comp)>,
    /// The scores of the first removals.
    scored: Vec<(AMove, f64)>,
    /// The replies to the removal being scored (two turns), the next one
    /// to score, and the best for its mover so far.
    replies: Option<Vec<(Comp, Comp)>>,
    next: usize,
    best: Option<f64>,
    /// Positions scored or expanded (the removals' and the replies').
    pub nodes: u64,
    /// The work done, and the slice.
    pub meter: Meter,
}

impl Shallow {
    /// The search of the removals of (`r`, `c`), `n` turns left, `high`
    /// to move, over `depth` turns (1 or 2).
    pub fn new(r: &Comp, c: &Comp, n: u8, high: bool, depth: u8, how: Leaf) -> Shallow {
        let root = if n == 0 { Vec::new() } else { moves(r, c) };
        let mut meter = Meter::default();
        meter.add(20 * root.len() as u64);
        Shallow {
            n: n.saturating_sub(1),
            high: !high,
            depth: depth.clamp(1, 2),
            how,
            root,
            scored: Vec::new(),
            replies: None,
            next: 0,
            best: None,
            nodes: 0,
            meter,
        }
    }

    /// Whether every removal is scored.
    pub fn done(&self) -> bool {
        self.scored.len() == self.root.len()
    }

    /// The scores, in [`moves`] order (all of them once [`Shallow::done`]).
    pub fn scored(&self) -> &[(AMove, f64)] {
        &self.scored
    }

    /// Score positions until the meter's slice is spent (at least one) or
    /// every removal is scored.
    pub fn run(&mut self) {
        while !self.done() {
            self.one();
            self.meter.keep();
            if self.meter.due() {
                return;
            }
        }
    }

    /// Score one stopping position.
    fn one(&mut self) {
        let (m, r, c) = self.root[self.scored.len()];
        let (n, high) = (self.n, self.high);
        if self.depth == 1 || n == 0 || self.replies.is_none() {
            // The position after the removal (scored or expanded).
            self.nodes += 1;
        }
        if self.depth == 1 || n == 0 {
            let (v, cost) = leaf(&r, &c, n, high, self.how);
            self.meter.add(cost);
            self.scored.push((m, v));
            return;
        }
        // Two turns: the best reply for the mover after the removal.
        let replies = self.replies.get_or_insert_with(|| {
            moves(&r, &c)
                .into_iter()
                .map(|(_, r2, c2)| (r2, c2))
                .collect()
        });
        let Some(&(r2, c2)) = replies.get(self.next) else {
            // No reply (unreachable, §5.2): the game ends here.
            self.scored
                .push((m, self.best.unwrap_or(final_value(&r, &c).ln)));
            (self.replies, self.next, self.best) = (None, 0, None);
            return;
        };
        let (v, cost) = leaf(&r2, &c2, n - 1, !high, self.how);
        self.meter.add(cost);
        self.nodes += 1;
        self.best = Some(match self.best {
            None => v,
            Some(b) if high => b.max(v),
            Some(b) => b.min(v),
        });
        self.next += 1;
        if self.next == replies.len() {
            self.scored.push((m, self.best.unwrap_or(v)));
            (self.replies, self.next, self.best) = (None, 0, None);
        }
    }
}
