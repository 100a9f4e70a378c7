//! The solvers' memo: a hash map from whole positions ([`Key`]) cut into
//! [`SHARDS`] maps by the key's bits. A hash map grows by rehashing all it
//! holds at once (a 460 000-entry map took 29 ms natively), which would
//! be one step of the AI worker that no Stop can cut; a shard holds a
//! 256th of the entries, so it grows by small rehashes spread over the
//! search.

use super::key::{Key, Mix};
use std::collections::HashMap;
use std::hash::BuildHasher;

/// Number of shards.
pub const SHARDS: usize = 256;

/// A memo from positions to `V`, `H` hashing the keys within a shard.
pub struct Memo<V, H = Mix> {
    shards: Vec<HashMap<Key, V, H>>,
    len: usize,
}

impl<V, H: BuildHasher + Default> Default for Memo<V, H> {
    fn default() -> Self {
        Memo {
            shards: (0..SHARDS).map(|_| HashMap::default()).collect(),
            len: 0,
        }
    }
}

impl<V, H: BuildHasher + Default> Memo<V, H> {
    fn shard(&self, k: &Key) -> usize {
        (k.mix() >> 56) as usize % SHARDS
    }

    /// The entry under `k`, if any.
    #[inline]
    pub fn get(&self, k: &Key) -> Option<&V> {
        self.shards[self.shard(k)].get(k)
    }

    /// Store `v` under `k` (replacing what was there).
    #[inline]
    pub fn insert(&mut self, k: Key, v: V) {
        let s = self.shard(&k);
        if self.shards[s].insert(k, v).is_none() {
            self.len += 1;
        }
    }

    /// Entries.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Drop the entries of the shard where `k` goes (to keep a cache
    /// small a little at a time).
    pub fn clear_shard_of(&mut self, k: &Key) {
        let s = self.shard(k);
        self.len -= self.shards[s].len();
        self.shards[s] = HashMap::default();
    }
}
