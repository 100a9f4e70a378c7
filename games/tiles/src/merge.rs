//! A table of weights merged by key, for the counting programme
//! ([`crate::count`]).

/// Weights merged by key, for the completion count's states: an
/// open-addressing table that grows when half full and clears in time
/// proportional to its use.
#[derive(Debug)]
pub struct MergeTable {
    keys: Vec<u32>,
    vals: Vec<u128>,
    /// Index + 1 into `keys`, 0 = free.
    slots: Vec<u32>,
    /// Slots in use, to clear them.
    used: Vec<u32>,
}

impl Default for MergeTable {
    fn default() -> MergeTable {
        MergeTable::new()
    }
}

impl MergeTable {
    /// An empty table.
    pub fn new() -> MergeTable {
        MergeTable {
            keys: Vec::new(),
            vals: Vec::new(),
            slots: vec![0; 1024],
            used: Vec::new(),
        }
    }

    /// Keys held.
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Whether no key is held.
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// The `i`th key added and its merged weight.
    pub fn get(&self, i: usize) -> (u32, u128) {
        (self.keys[i], self.vals[i])
    }

    /// Empty the table, keeping its memory.
    pub fn clear(&mut self) {
        for &s in &self.used {
            self.slots[s as usize] = 0;
        }
        self.used.clear();
        self.keys.clear();
        self.vals.clear();
    }

    /// Add weight `w` to `key` (saturating), inserting it if new.
    pub fn add(&mut self, key: u32, w: u128) {
        self.add_at(key, w);
    }

    /// [`MergeTable::add`], returning the key's index (for [`MergeTable::get`]).
    pub fn add_at(&mut self, key: u32, w: u128) -> usize {
        if 2 * (self.keys.len() + 1) > self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut s = (key.wrapping_mul(0x9E37_79B1) >> 8) as usize & mask;
        loop {
            match self.slots[s] {
                0 => {
                    self.keys.push(key);
                    self.vals.push(w);
                    self.slots[s] = self.keys.len() as u32;
                    self.used.push(s as u32);
                    return self.keys.len() - 1;
                }
                i if self.keys[i as usize - 1] == key => {
                    let v = &mut self.vals[i as usize - 1];
                    *v = v.saturating_add(w);
                    return i as usize - 1;
                }
                _ => s = (s + 1) & mask,
            }
        }
    }

    fn grow(&mut self) {
        let keys = std::mem::take(&mut self.keys);
        let vals = std::mem::take(&mut self.vals);
        let size = self.slots.len() * 2;
        self.slots = vec![0; size];
        self.used.clear();
        for (k, v) in keys.into_iter().zip(vals) {
            self.add(k, v);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::MergeTable;

    #[test]
    fn merges_by_key_grows_and_clears() {
        let mut t = MergeTable::new();
        for k in 0..5_000u32 {
            t.add(k % 1_000, 1);
        }
        assert_eq!(t.len(), 1_000);
        assert!((0..t.len()).all(|i| t.get(i).1 == 5));
        t.add(7, u128::MAX);
        assert_eq!(t.get(7).1, u128::MAX, "saturates");
        t.clear();
        assert!(t.is_empty());
        t.add(3, 2);
        assert_eq!(t.get(0), (3, 2));
        assert_eq!(t.add_at(9, 1), 1);
        assert_eq!(t.add_at(3, 1), 0);
        assert_eq!(t.get(0), (3, 3));
    }
}
