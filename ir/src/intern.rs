//! A sharded, append-only interner.
//!
//! Values are stored once in a lock-free append-only vector (`boxcar`) and
//! named by their index, so a handle is a `u32` that stays valid for the
//! interner's lifetime and compares by identity. Deduplication goes through
//! `SHARDS` hash tables, each behind its own `RwLock`: lookups of values that
//! already exist only take a shared lock. A table holds only indices (4
//! bytes a value, not 16 with the hash beside them): hashes are computed
//! again from the stored values when a table grows.

use hashbrown::HashTable;
use parking_lot::RwLock;
use std::hash::{BuildHasher, Hash};

const SHARDS: usize = 16;

/// One shard: indices into the store.
type Shard = RwLock<HashTable<u32>>;

/// Interns values of type `T`, handing out dense `u32` indices.
pub struct Interner<T> {
    shards: Box<[Shard]>,
    store: boxcar::Vec<T>,
    hash: fn(&T) -> u64,
}

/// The default hash of interned values: FxHash.
fn fx_hash<T: Hash>(value: &T) -> u64 {
    rustc_hash::FxBuildHasher.hash_one(value)
}

impl<T: Hash + Eq> Default for Interner<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Hash + Eq> Interner<T> {
    /// Creates an empty interner.
    pub fn new() -> Self {
        Self::with_hash(fx_hash::<T>)
    }

    /// Creates an empty interner that hashes values with `hash`, which must
    /// agree with `Eq`. Its low bits pick the bucket, its top 7 bits the
    /// tag and bits 40..44 the shard: a hash that keeps values inserted one
    /// after the other close in the low bits keeps their inserts in cache.
    pub fn with_hash(hash: fn(&T) -> u64) -> Self {
        Interner {
            shards: (0..SHARDS).map(|_| RwLock::new(HashTable::new())).collect(),
            store: boxcar::Vec::new(),
            hash,
        }
    }

    /// The shard of a hash. hashbrown takes the bucket from the low bits and
    /// the 7-bit tag from the top ones; the shard comes from bits neither
    /// uses, or every key of a shard would share tag bits and each probe
    /// would compare many false candidates.
    #[inline]
    fn shard(&self, hash: u64) -> &Shard {
        &self.shards[(hash >> 40) as usize % SHARDS]
    }

    /// Returns the index of `value`, inserting it if it is new.
    pub fn intern(&self, value: T) -> u32 {
        let hash = (self.hash)(&value);
        let shard = self.shard(hash);
        if let Some(&index) = shard
            .read()
            .find(hash, |&i| self.store[i as usize] == value)
        {
            return index;
        }
        self.insert_locked(&mut shard.write(), hash, value)
    }

    /// Like [`Interner::intern`] for values that are usually new (such as
    /// source locations): goes straight for the write lock.
    pub fn intern_likely_new(&self, value: T) -> u32 {
        let hash = (self.hash)(&value);
        self.insert_locked(&mut self.shard(hash).write(), hash, value)
    }

    /// Inserts `value` (of hash `hash`) into its shard's `table`, locked
    /// for writing, unless it is there already; returns its index.
    fn insert_locked(&self, table: &mut HashTable<u32>, hash: u64, value: T) -> u32 {
        if let Some(&index) = table.find(hash, |&i| self.store[i as usize] == value) {
            return index;
        }
        let index = u32::try_from(self.store.push(value)).expect("interner overflow");
        table.insert_unique(hash, index, |&i| (self.hash)(&self.store[i as usize]));
        index
    }

    /// Looks up an existing value without inserting it.
    pub fn lookup(&self, value: &T) -> Option<u32> {
        self.find((self.hash)(value), |v| v == value)
    }

    /// Looks up an existing value of hash `hash` (as the interner's hash
    /// function gives it) for which `is` holds, without inserting: lets a
    /// caller look up by a borrowed form of the value.
    pub fn find(&self, hash: u64, is: impl Fn(&T) -> bool) -> Option<u32> {
        let found = self
            .shard(hash)
            .read()
            .find(hash, |&i| is(&self.store[i as usize]))
            .copied();
        found
    }

    /// The value behind an index returned by [`Interner::intern`].
    #[inline]
    pub fn get(&self, index: u32) -> &T {
        &self.store[index as usize]
    }

    /// Number of distinct values interned so far.
    pub fn len(&self) -> usize {
        self.store.count()
    }
}

impl<T> Interner<T> {
    /// Mutable access to a stored value. The caller must keep its hash and
    /// equality unchanged.
    pub(crate) fn get_mut(&mut self, index: u32) -> &mut T {
        self.store
            .get_mut(index as usize)
            .expect("valid interned index")
    }
}
