//! A sharded, append-only interner.
//!
//! Values are split by hash into `SHARDS` shards. Each shard stores its
//! values once in a lock-free append-only vector (`boxcar`) and dedupes
//! them through a hash table behind its own `RwLock`: lookups of values
//! that already exist only take a shared lock, and threads inserting into
//! different shards touch different cache lines (one shared store would
//! make every insert bounce its counters between cores). A handle is a
//! `u32`, `local index * SHARDS + shard`, valid for the interner's
//! lifetime and compared by identity; handles are dense up to the
//! imbalance between shards. A table holds only local indices (4 bytes a
//! value, not 16 with the hash beside them): hashes are computed again
//! from the stored values when a table grows.
//!
//! In front of the shared locks, each thread keeps a small cache of the
//! handles it interned recently ([`intern`](Interner::intern)): a hit
//! costs no atomic operation at all, which matters when every thread asks
//! for the same few types and attributes over and over.

use hashbrown::HashTable;
use parking_lot::RwLock;
use std::cell::RefCell;
use std::hash::{BuildHasher, Hash};
use std::sync::atomic::{AtomicU64, Ordering};

const SHARDS: usize = 16;
/// log2 of [`SHARDS`].
const SHARD_BITS: u32 = SHARDS.trailing_zeros();

/// One shard: its values and a table of their local indices.
struct Shard<T> {
    table: RwLock<HashTable<u32>>,
    store: boxcar::Vec<T>,
}

/// Interns values of type `T`, handing out dense `u32` indices.
pub struct Interner<T> {
    shards: Box<[Shard<T>]>,
    hash: fn(&T) -> u64,
    /// Tells this interner's entries in the thread-local caches from other
    /// interners' (unique over the process's life).
    id: u64,
}

/// The default hash of interned values: FxHash.
fn fx_hash<T: Hash>(value: &T) -> u64 {
    rustc_hash::FxBuildHasher.hash_one(value)
}

/// Entries of a thread's lookup cache (a power of two).
const CACHE_SIZE: usize = 1024;

/// One cached handle: the interner it came from, the value's hash, the
/// handle. The value itself is compared again on a hit, so a stale or
/// colliding entry only costs a miss.
#[derive(Clone, Copy, Default)]
struct CacheEntry {
    interner: u64,
    hash: u64,
    handle: u32,
}

thread_local! {
    /// The thread's lookup cache, direct-mapped by hash.
    static CACHE: RefCell<Box<[CacheEntry]>> =
        RefCell::new(vec![CacheEntry::default(); CACHE_SIZE].into_boxed_slice());
}

/// Gives each interner its id (0 is never given: empty cache slots).
static NEXT_ID: AtomicU64 = AtomicU64::new(1);

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
            shards: (0..SHARDS)
                .map(|_| Shard {
                    table: RwLock::new(HashTable::new()),
                    store: boxcar::Vec::new(),
                })
                .collect(),
            hash,
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
        }
    }

    /// The shard number of a hash. hashbrown takes the bucket from the low
    /// bits and the 7-bit tag from the top ones; the shard comes from bits
    /// neither uses, or every key of a shard would share tag bits and each
    /// probe would compare many false candidates.
    #[inline]
    fn shard_of(hash: u64) -> usize {
        (hash >> 40) as usize % SHARDS
    }

    /// The cache slot of a hash in this interner.
    #[inline]
    fn cache_slot(&self, hash: u64) -> usize {
        ((hash ^ self.id.wrapping_mul(0x9e37_79b9_7f4a_7c15)) >> 7) as usize % CACHE_SIZE
    }

    /// Returns the index of `value`, inserting it if it is new.
    pub fn intern(&self, value: T) -> u32 {
        let hash = (self.hash)(&value);
        let slot = self.cache_slot(hash);
        let cached = CACHE.with(|c| c.borrow()[slot]);
        if cached.interner == self.id && cached.hash == hash && *self.get(cached.handle) == value {
            return cached.handle;
        }
        let s = Self::shard_of(hash);
        let shard = &self.shards[s];
        let found = shard
            .table
            .read()
            .find(hash, |&i| shard.store[i as usize] == value)
            .copied();
        let handle = match found {
            Some(local) => handle(local, s),
            None => self.insert_locked(s, hash, value),
        };
        CACHE.with(|c| {
            c.borrow_mut()[slot] = CacheEntry {
                interner: self.id,
                hash,
                handle,
            }
        });
        handle
    }

    /// Like [`Interner::intern`] for values that are usually new (such as
    /// source locations): goes straight for the write lock, past the cache.
    pub fn intern_likely_new(&self, value: T) -> u32 {
        let hash = (self.hash)(&value);
        self.insert_locked(Self::shard_of(hash), hash, value)
    }

    /// Inserts `value` (of hash `hash`) into shard `s` unless it is there
    /// already; returns its handle.
    fn insert_locked(&self, s: usize, hash: u64, value: T) -> u32 {
        let shard = &self.shards[s];
        let mut table = shard.table.write();
        if let Some(&local) = table.find(hash, |&i| shard.store[i as usize] == value) {
            return handle(local, s);
        }
        let local = shard.store.push(value);
        assert!(
            local < 1 << (32 - SHARD_BITS),
            "interner overflow: more than 2^28 values in one shard"
        );
        let local = local as u32;
        table.insert_unique(hash, local, |&i| (self.hash)(&shard.store[i as usize]));
        handle(local, s)
    }

    /// Looks up an existing value of hash `hash` (as the interner's hash
    /// function gives it) for which `is` holds, without inserting: lets a
    /// caller look up by a borrowed form of the value.
    pub fn find(&self, hash: u64, is: impl Fn(&T) -> bool) -> Option<u32> {
        let s = Self::shard_of(hash);
        let shard = &self.shards[s];
        let found = shard
            .table
            .read()
            .find(hash, |&i| is(&shard.store[i as usize]))
            .copied();
        found.map(|local| handle(local, s))
    }

    /// Number of distinct values interned so far.
    pub fn len(&self) -> usize {
        self.shards.iter().map(|s| s.store.count()).sum()
    }
}

/// The handle of local index `local` in shard `s`.
#[inline]
fn handle(local: u32, s: usize) -> u32 {
    (local << SHARD_BITS) | s as u32
}

impl<T> Interner<T> {
    /// The value behind an index returned by [`Interner::intern`].
    #[inline]
    pub fn get(&self, index: u32) -> &T {
        &self.shards[index as usize % SHARDS].store[(index >> SHARD_BITS) as usize]
    }

    /// Mutable access to a stored value. The caller must keep its hash and
    /// equality unchanged.
    pub(crate) fn get_mut(&mut self, index: u32) -> &mut T {
        self.shards[index as usize % SHARDS]
            .store
            .get_mut((index >> SHARD_BITS) as usize)
            .expect("valid interned index")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Handles are stable, distinct for distinct values, found again
    /// through every path (cache, table, find), and dense enough.
    #[test]
    fn handles_round_trip() {
        let a: Interner<u64> = Interner::new();
        let handles: Vec<u32> = (0..10_000u64).map(|v| a.intern(v)).collect();
        for (v, &h) in handles.iter().enumerate() {
            assert_eq!(*a.get(h), v as u64);
            assert_eq!(a.intern(v as u64), h);
            assert_eq!(a.intern_likely_new(v as u64), h);
            assert_eq!(a.find(fx_hash(&(v as u64)), |&x| x == v as u64), Some(h));
        }
        let mut sorted = handles.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), handles.len());
        assert_eq!(a.len(), 10_000);
        // Shards fill about evenly, so the largest handle stays near the
        // number of values.
        assert!((*sorted.last().unwrap() as usize) < 10_000 * 2);
        assert_eq!(a.find(fx_hash(&20_000u64), |&x| x == 20_000), None);
    }

    /// Two interners never answer from each other's cache entries, even
    /// for the same values: a handle of a big interner would not even be
    /// valid in a small one.
    #[test]
    fn caches_keep_interners_apart() {
        let a: Interner<String> = Interner::new();
        for i in 0..1000 {
            a.intern(format!("v{i}"));
        }
        let ha = a.intern("x".to_string());
        let b: Interner<String> = Interner::new();
        let hb = b.intern("x".to_string());
        assert_eq!(b.len(), 1);
        assert_eq!(b.get(hb), "x");
        assert_eq!(a.get(ha), "x");
        assert!(ha > 16, "a's handle is past b's only shard entries");
        assert_eq!(b.intern("x".to_string()), hb);
        assert_eq!(a.intern("x".to_string()), ha);
    }

    /// A value interned by one thread is found by another (whose cache
    /// does not have it) under the same handle.
    #[test]
    fn threads_agree() {
        let a: Interner<u32> = Interner::new();
        let mine: Vec<u32> = (0..1000).map(|v| a.intern(v)).collect();
        let theirs: Vec<u32> = std::thread::scope(|s| {
            s.spawn(|| (0..1000).map(|v| a.intern(v)).collect())
                .join()
                .unwrap()
        });
        assert_eq!(mine, theirs);
    }
}
