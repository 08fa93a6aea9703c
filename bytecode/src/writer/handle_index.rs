//! The writer's tables from interned handles (attributes, locations,
//! types, op names) to their numbers.
//!
//! The numbering of a whole module meets most of the context's handles
//! (one location per op, above all) and looks each up several times
//! (counting, merging the functions numbered apart, sorting, writing): a
//! vector indexed by the handle's dense index serves it without hashing or
//! cache misses. A function numbered apart meets few handles spread over
//! the whole context, for which a hash map is the right size.

use rmlir_ir::{Attr, Loc, OpName, Type};
use rustc_hash::FxHashMap;
use std::hash::Hash;

use super::builtin::AttrKey;

/// An interned handle with a dense index.
pub(crate) trait Handle: Copy + Eq + Hash {
    /// The handle's index in its context table.
    fn index(self) -> usize;
}

macro_rules! handle {
    ($($t:ty),*) => {$(
        impl Handle for $t {
            #[inline]
            fn index(self) -> usize {
                <$t>::index(self)
            }
        }
    )*};
}
handle!(Attr, Loc, OpName, Type);

/// Marks a free slot of a dense table.
const NONE: u32 = u32::MAX;

/// A map from handles to numbers.
pub(crate) enum HandleIndex<K> {
    /// By handle index; [`NONE`] where a handle has no number.
    Dense(Vec<u32>),
    /// Hashed.
    Sparse(FxHashMap<K, u32>),
}

impl<K: Handle> HandleIndex<K> {
    /// An empty map, dense or hashed.
    pub fn new(dense: bool) -> Self {
        if dense {
            HandleIndex::Dense(Vec::new())
        } else {
            HandleIndex::Sparse(FxHashMap::default())
        }
    }

    /// The number of `k`, if it has one.
    #[inline]
    pub fn get(&self, k: K) -> Option<u32> {
        match self {
            HandleIndex::Dense(v) => v.get(k.index()).copied().filter(|&n| n != NONE),
            HandleIndex::Sparse(m) => m.get(&k).copied(),
        }
    }

    /// Sets the number of `k`.
    #[inline]
    pub fn insert(&mut self, k: K, n: u32) {
        debug_assert_ne!(n, NONE);
        match self {
            HandleIndex::Dense(v) => {
                let i = k.index();
                if i >= v.len() {
                    // Doubling keeps growth amortized; handles are
                    // numbered in about creation order.
                    v.resize((i + 1).max(v.len() * 2), NONE);
                }
                v[i] = n;
            }
            HandleIndex::Sparse(m) => {
                m.insert(k, n);
            }
        }
    }
}

/// Numbers of attributes and locations (one table, two handle kinds).
pub(crate) struct AttrIndex {
    attrs: HandleIndex<Attr>,
    locs: HandleIndex<Loc>,
}

impl AttrIndex {
    /// An empty map, dense or hashed.
    pub fn new(dense: bool) -> Self {
        AttrIndex {
            attrs: HandleIndex::new(dense),
            locs: HandleIndex::new(dense),
        }
    }

    /// The number of `k`, if it has one.
    #[inline]
    pub fn get(&self, k: AttrKey) -> Option<u32> {
        match k {
            AttrKey::Attr(a) => self.attrs.get(a),
            AttrKey::Loc(l) => self.locs.get(l),
        }
    }

    /// Sets the number of `k`.
    #[inline]
    pub fn insert(&mut self, k: AttrKey, n: u32) {
        match k {
            AttrKey::Attr(a) => self.attrs.insert(a, n),
            AttrKey::Loc(l) => self.locs.insert(l, n),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rmlir_ir::Context;

    /// Both kinds give the same answers, for handles met in any order.
    #[test]
    fn dense_and_sparse_agree() {
        let ctx = Context::new();
        let file = ctx.ident("f.mlir");
        let locs: Vec<Loc> = (0..50).map(|i| ctx.file_loc(file, i, 1)).collect();
        let mut dense = AttrIndex::new(true);
        let mut sparse = AttrIndex::new(false);
        for (n, &l) in locs.iter().enumerate().rev().step_by(3) {
            dense.insert(AttrKey::Loc(l), n as u32);
            sparse.insert(AttrKey::Loc(l), n as u32);
        }
        let unit = ctx.common().unit;
        dense.insert(AttrKey::Attr(unit), 7);
        sparse.insert(AttrKey::Attr(unit), 7);
        for &l in &locs {
            assert_eq!(dense.get(AttrKey::Loc(l)), sparse.get(AttrKey::Loc(l)));
        }
        assert_eq!(dense.get(AttrKey::Attr(unit)), Some(7));
        assert_eq!(sparse.get(AttrKey::Attr(unit)), Some(7));
        let n = locs.len() as u32 - 1;
        assert_eq!(dense.get(AttrKey::Loc(locs[n as usize])), Some(n));
        assert_eq!(dense.get(AttrKey::Loc(locs[n as usize - 1])), None);
        // A handle past the end of a dense table has no number.
        let later = ctx.file_loc(file, 1000, 1);
        assert_eq!(dense.get(AttrKey::Loc(later)), None);
    }
}
