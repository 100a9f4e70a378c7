//! The transposition table of the alpha-beta searches ([`crate::alphabeta`],
//! and games' own, such as TURNOOI's expectimax): one entry per slot, keyed
//! by a position hash, the deeper result kept.

/// What a search stored for a position.
#[derive(Clone, Copy, Default)]
pub struct Entry {
    /// The position's full hash (the slot is its low bits).
    pub key: u64,
    /// The value found.
    pub value: f32,
    /// The depth it was searched to.
    pub depth: u8,
    /// [`EXACT`], [`LOWER`] or [`UPPER`] (0: empty).
    pub bound: u8,
    /// The best move's index.
    pub best: u8,
}

/// The value is exact.
pub const EXACT: u8 = 1;
/// The value is a lower bound (the search failed high).
pub const LOWER: u8 = 2;
/// The value is an upper bound (the search failed low).
pub const UPPER: u8 = 3;

impl Entry {
    /// A search's result: `best` found with the window (`alpha0`, `beta`).
    pub fn of(key: u64, best: f32, alpha0: f32, beta: f32, depth: u32, best_i: usize) -> Entry {
        let bound = if best <= alpha0 {
            UPPER
        } else if best >= beta {
            LOWER
        } else {
            EXACT
        };
        Entry {
            key,
            value: best,
            depth: depth.min(255) as u8,
            bound,
            best: best_i.min(255) as u8,
        }
    }

    /// The stored value, if it settles a search to `depth` with the window
    /// (`alpha`, `beta`).
    pub fn cut(&self, depth: u32, alpha: f32, beta: f32) -> Option<f32> {
        if (self.depth as u32) < depth {
            return None;
        }
        let settles = match self.bound {
            EXACT => true,
            LOWER => self.value >= beta,
            _ => self.value <= alpha,
        };
        settles.then_some(self.value)
    }
}

/// A table of `2^k` entries (none: a search without a table).
pub struct Table(Vec<Entry>);

impl Table {
    /// A table of `size` entries, rounded down to a power of two (0: none).
    pub fn new(size: usize) -> Table {
        let n = if size == 0 { 0 } else { 1 << size.ilog2() };
        Table(vec![Entry::default(); n])
    }

    /// The entry stored for `key`.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = *self.0.get((key as usize) & self.0.len().wrapping_sub(1))?;
        (e.key == key && e.bound != 0).then_some(e)
    }

    /// Store `e` for `key`: the deeper result of two at one slot, unless it
    /// is stale (another key): then always replace.
    #[inline]
    pub fn store(&mut self, key: u64, e: Entry) {
        let n = self.0.len();
        if let Some(slot) = self.0.get_mut((key as usize) & n.wrapping_sub(1)) {
            if slot.key != key || e.depth >= slot.depth {
                *slot = e;
            }
        }
    }
}
