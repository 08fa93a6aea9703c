//! Values of a [`Body`]: types, definitions, locations and use lists.

use super::*;

impl Body {
    /// The value's type.
    #[inline]
    pub fn value_type(&self, v: ValueId) -> Type {
        self.values[v.index()].ty
    }

    /// Changes the value's type.
    pub fn set_value_type(&mut self, v: ValueId, ty: Type) {
        self.values[v.index()].ty = ty;
    }

    /// What defines the value.
    #[inline]
    pub fn value_def(&self, v: ValueId) -> ValueDef {
        self.values[v.index()].def()
    }

    /// The op defining the value, if it is an op result.
    #[inline]
    pub fn defining_op(&self, v: ValueId) -> Option<OpId> {
        match self.values[v.index()].def() {
            ValueDef::Result { op, .. } => Some(op),
            ValueDef::Arg { .. } => None,
        }
    }

    /// Location of a block argument (None for results or when unset).
    pub fn value_loc(&self, v: ValueId) -> Option<Loc> {
        self.values[v.index()].loc()
    }

    /// Sets the location of a value (block arguments carry one).
    pub fn set_value_loc(&mut self, v: ValueId, loc: Option<Loc>) {
        self.values[v.index()].set_loc(loc);
    }

    /// Whether the value has any use.
    #[inline]
    pub fn has_uses(&self, v: ValueId) -> bool {
        self.values[v.index()].first_use != NIL
    }

    /// The uses of a value, most recently added first.
    pub fn uses(&self, v: ValueId) -> UseIter<'_> {
        UseIter {
            body: self,
            cur: self.values[v.index()].first_use,
        }
    }

    /// Reorders the uses of `v` as MLIR's `shuffleUseList` does: the use at
    /// position `i` of [`Body::uses`] moves to position `perm[i]`. Returns
    /// false, changing nothing, unless `perm` is a permutation of the
    /// value's uses.
    pub fn shuffle_uses(&mut self, v: ValueId, perm: &[u32]) -> bool {
        let current: SmallVec<[u32; 8]> = self.uses(v).map(|u| u.id.0).collect();
        if perm.len() != current.len() {
            return false;
        }
        let mut shuffled: SmallVec<[u32; 8]> = smallvec::smallvec![NIL; current.len()];
        for (&u, &to) in current.iter().zip(perm) {
            match shuffled.get_mut(to as usize) {
                Some(slot) if *slot == NIL => *slot = u,
                _ => return false,
            }
        }
        let mut prev = NIL;
        for &u in &shuffled {
            self.uses[u as usize].prev = prev;
            match opt(prev) {
                Some(p) => self.uses[p as usize].next = u,
                None => self.values[v.index()].first_use = u,
            }
            prev = u;
        }
        if let Some(last) = opt(prev) {
            self.uses[last as usize].next = NIL;
        }
        true
    }

    /// Replaces every use of `from` by `to`.
    pub fn replace_all_uses(&mut self, from: ValueId, to: ValueId) {
        if from == to {
            return;
        }
        while let Some(u) = opt(self.values[from.index()].first_use) {
            self.unlink_use(UseId(u));
            self.link_use(UseId(u), to);
        }
    }
}
