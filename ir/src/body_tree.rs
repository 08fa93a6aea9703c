//! Addressing ops, blocks and values across the bodies of nested isolated
//! ops: the one way analyses and passes that look past an isolated op (the
//! data-flow solver, `sccp`, `remove-dead-values`, the inliner) name IR in
//! another body.
//!
//! Each IsolatedFromAbove op owns the [`Body`] of its regions, so an
//! [`OpId`] means something only together with the body it lives in. A
//! [`BodyTree`] numbers every body nested in a root body ([`BodyIx`], the
//! root is [`BodyIx::ROOT`]) and records the op owning each one; an
//! [`OpRef`], [`BlockRef`] or [`ValueRef`] pairs an entity with its body's
//! number. Bodies are then reached either through their owners, from the
//! root (`body`, `body_mut`: cheap for shallow nesting, and right while the
//! structure changes), or all at once after [`BodyTree::detach`] takes
//! every body out of its owner into a [`DetachedBodies`] (constant time per
//! access, put back when it is dropped).

use crate::body::{BlockId, Body, OpId, RegionId, ValueId};
use crate::walk::{walk_regions, WalkControl, WalkEvent};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// The number of a body in a [`BodyTree`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct BodyIx(u32);

impl BodyIx {
    /// The root body.
    pub const ROOT: BodyIx = BodyIx(0);

    /// The number as an index.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// An op of some body of a [`BodyTree`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct OpRef {
    /// The body the op lives in.
    pub body: BodyIx,
    /// The op.
    pub op: OpId,
}

/// A block of some body of a [`BodyTree`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct BlockRef {
    /// The body the block lives in.
    pub body: BodyIx,
    /// The block.
    pub block: BlockId,
}

/// A value of some body of a [`BodyTree`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ValueRef {
    /// The body the value lives in.
    pub body: BodyIx,
    /// The value.
    pub value: ValueId,
}

/// The bodies nested in a root body, numbered, with the op owning each.
#[derive(Clone, Debug)]
pub struct BodyTree {
    /// The op owning each body (none for the root).
    owners: Vec<Option<OpRef>>,
    /// The body of each isolated op indexed.
    children: FxHashMap<OpRef, BodyIx>,
}

impl BodyTree {
    /// Numbers every body nested in `root`: the root is 0; the isolated ops
    /// found in a body (in pre-order) get the next numbers, and bodies are
    /// searched last numbered first.
    pub fn build(root: &Body) -> BodyTree {
        let mut tree = BodyTree {
            owners: vec![None],
            children: FxHashMap::default(),
        };
        let mut stack = vec![BodyIx::ROOT];
        let mut found: Vec<OpId> = Vec::new();
        while let Some(b) = stack.pop() {
            let body = tree.body(root, b).expect("indexed body is in place");
            walk_regions(body, body.root_regions(), false, &mut |bd, op, ev| {
                if ev == WalkEvent::Pre && bd.nested_body(op).is_some() {
                    found.push(op);
                }
                WalkControl::Advance
            });
            for op in found.drain(..) {
                stack.push(tree.add(OpRef { body: b, op }));
            }
        }
        tree
    }

    /// Numbers the body of isolated op `owner` (one created after the tree
    /// was built); returns its number (the existing one if it has one).
    pub fn add(&mut self, owner: OpRef) -> BodyIx {
        if let Some(&b) = self.children.get(&owner) {
            return b;
        }
        let b = BodyIx(u32::try_from(self.owners.len()).expect("fewer than 2^32 bodies"));
        self.owners.push(Some(owner));
        self.children.insert(owner, b);
        b
    }

    /// How many bodies are numbered (the root included).
    pub fn len(&self) -> usize {
        self.owners.len()
    }

    /// Whether only the root is numbered.
    pub fn is_empty(&self) -> bool {
        self.owners.len() == 1
    }

    /// The numbers of every body, the root first.
    pub fn bodies(&self) -> impl Iterator<Item = BodyIx> {
        (0..self.owners.len() as u32).map(BodyIx)
    }

    /// The op owning body `b` (none for the root).
    pub fn owner(&self, b: BodyIx) -> Option<OpRef> {
        self.owners[b.index()]
    }

    /// The body of isolated op `op`, if numbered.
    pub fn child(&self, op: OpRef) -> Option<BodyIx> {
        self.children.get(&op).copied()
    }

    /// The body holding the regions of `op`: its own when it is isolated,
    /// else the one it lives in.
    pub fn regions_body(&self, op: OpRef) -> BodyIx {
        self.child(op).unwrap_or(op.body)
    }

    /// The op owning `region` of body `b` (`body`): its parent op there,
    /// or for a root region the op owning `b` (none for the root body's).
    pub fn region_parent(&self, body: &Body, b: BodyIx, region: RegionId) -> Option<OpRef> {
        match body.region_parent(region) {
            Some(op) => Some(OpRef { body: b, op }),
            None => self.owner(b),
        }
    }

    /// The op `o` is nested in, across bodies (none for an op of the root
    /// body's root regions). `body` is `o`'s body.
    pub fn parent_op(&self, body: &Body, o: OpRef) -> Option<OpRef> {
        match body.parent_op(o.op) {
            Some(op) => Some(OpRef { body: o.body, op }),
            None => self.owner(o.body),
        }
    }

    /// Whether body `b` is `ancestor` or nested in it.
    pub fn is_within(&self, b: BodyIx, ancestor: BodyIx) -> bool {
        let mut cur = b;
        loop {
            if cur == ancestor {
                return true;
            }
            match self.owner(cur) {
                Some(o) => cur = o.body,
                None => return false,
            }
        }
    }

    /// The owners leading from the root to body `b`, outermost first.
    fn path(&self, b: BodyIx) -> SmallVec<[OpId; 8]> {
        let mut path = SmallVec::new();
        let mut cur = b;
        while let Some(o) = self.owner(cur) {
            path.push(o.op);
            cur = o.body;
        }
        path.reverse();
        path
    }

    /// Body `b`, reached from `root` through its owners; `None` if an owner
    /// was erased or no longer holds its body.
    pub fn body<'r>(&self, root: &'r Body, b: BodyIx) -> Option<&'r Body> {
        let mut cur = root;
        for op in self.path(b) {
            if !cur.is_live_op(op) {
                return None;
            }
            cur = cur.nested_body(op)?;
        }
        Some(cur)
    }

    /// Body `b` to change, reached from `root` through its owners (see
    /// [`BodyTree::body`]).
    pub fn body_mut<'r>(&self, root: &'r mut Body, b: BodyIx) -> Option<&'r mut Body> {
        let mut cur = root;
        for op in self.path(b) {
            if !cur.is_live_op(op) {
                return None;
            }
            cur = cur.nested_body_mut(op)?;
        }
        Some(cur)
    }

    /// Takes every numbered body out of its owner, so that each is reached
    /// in constant time; they go back when the result is dropped. Until
    /// then the isolated ops look empty. The structure must not change
    /// meanwhile (no isolated op created or erased).
    pub fn detach<'t>(&'t self, root: &'t mut Body) -> DetachedBodies<'t> {
        let mut nested: Vec<Body> = Vec::with_capacity(self.owners.len() - 1);
        for ix in 1..self.owners.len() {
            let owner = self.owners[ix].expect("a nested body has an owner");
            let holder: &mut Body = if owner.body == BodyIx::ROOT {
                &mut *root
            } else {
                &mut nested[owner.body.index() - 1]
            };
            let taken = holder
                .take_nested_body(owner.op)
                .expect("numbered body is in place");
            nested.push(*taken);
        }
        DetachedBodies {
            tree: self,
            root,
            nested,
        }
    }
}

/// Every body of a [`BodyTree`], taken out of its owner (see
/// [`BodyTree::detach`]); each goes back into its owner on drop.
pub struct DetachedBodies<'t> {
    tree: &'t BodyTree,
    root: &'t mut Body,
    /// `nested[b - 1]` is body `b`.
    nested: Vec<Body>,
}

impl DetachedBodies<'_> {
    /// The tree the bodies were taken by.
    pub fn tree(&self) -> &BodyTree {
        self.tree
    }

    /// Body `b`.
    #[inline]
    pub fn body(&self, b: BodyIx) -> &Body {
        match b.index() {
            0 => self.root,
            i => &self.nested[i - 1],
        }
    }

    /// Body `b`, to change.
    #[inline]
    pub fn body_mut(&mut self, b: BodyIx) -> &mut Body {
        match b.index() {
            0 => self.root,
            i => &mut self.nested[i - 1],
        }
    }
}

impl Drop for DetachedBodies<'_> {
    fn drop(&mut self) {
        // Innermost first: a body's owner lives in a body numbered lower.
        while let Some(body) = self.nested.pop() {
            let ix = self.nested.len() + 1;
            let owner = self.tree.owners[ix].expect("a nested body has an owner");
            let holder: &mut Body = if owner.body == BodyIx::ROOT {
                &mut *self.root
            } else {
                &mut self.nested[owner.body.index() - 1]
            };
            holder.put_nested_body(owner.op, Box::new(body));
        }
    }
}
