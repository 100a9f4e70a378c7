//! Work meters: a search counts its work in units of roughly equal time
//! (1.5 to 5 ns natively each, by the stage of the AI's search: a memo
//! probe or a child looked at is a few units, a plans table is its
//! knapsack's steps) and pauses once a slice of units is spent, so that the AI worker reads a Stop between slices
//! (`ai.rs`). A paused search is run again from its root: what it proved
//! is in its memo, and it goes on from there.
//!
//! A search pauses only after it has kept something new (a memo entry, a
//! bound, a table): the walk back down from the root costs work too, and
//! a slice smaller than that walk must still get on.

/// Work done, and where the current slice ends.
#[derive(Clone, Copy, Debug, Default)]
pub struct Meter {
    /// Units of work so far.
    pub work: u64,
    /// Results kept so far (memo entries written, bounds, tables).
    pub kept: u64,
    /// The slice ends when `work` reaches this (0 = no slices).
    until: u64,
    /// `kept` when the slice began.
    kept_at: u64,
}

impl Meter {
    /// Begin a slice of `units` more work.
    pub fn slice(&mut self, units: u64) {
        self.until = self.work + units.max(1);
        self.kept_at = self.kept;
    }

    /// Count `units` of work.
    #[inline]
    pub fn add(&mut self, units: u64) {
        self.work += units;
    }

    /// Count one result kept.
    #[inline]
    pub fn keep(&mut self) {
        self.kept += 1;
    }

    /// Whether the search should pause now: the slice is spent and
    /// something new was kept in it.
    #[inline]
    pub fn due(&self) -> bool {
        self.until > 0 && self.work >= self.until && self.kept > self.kept_at
    }
}

/// A search step that stopped because its slice was spent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Paused;
