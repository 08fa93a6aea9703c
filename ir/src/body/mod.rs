//! IR storage: the `Body` that an IsolatedFromAbove op owns.
//!
//! A body holds arenas of ops, blocks, regions, values and operand uses for
//! everything nested in its owner, except nested IsolatedFromAbove ops, which
//! own a `Body` of their own. Entities are typed `u32` indices into the body.
//! Op order within a block and block order within a region are doubly linked
//! lists, so insertion, removal and moves are O(1). Every value keeps a doubly
//! linked list of its uses.

use crate::attrs::{Attr, Loc};
use crate::context::OpName;
use crate::types::Type;
use smallvec::SmallVec;

pub(crate) const NIL: u32 = u32::MAX;

macro_rules! entity {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        pub struct $name(pub u32);
        impl $name {
            /// Index into the body's arena.
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

entity!(
    /// An op in a body.
    OpId
);
entity!(
    /// A block in a body.
    BlockId
);
entity!(
    /// A region in a body.
    RegionId
);
entity!(
    /// An SSA value (op result or block argument) in a body.
    ValueId
);
entity!(
    /// One operand slot of an op: a node in its value's use list.
    UseId
);

#[inline]
fn opt(x: u32) -> Option<u32> {
    (x != NIL).then_some(x)
}

/// What defines a value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// Result `index` of `op`.
    Result {
        /// The defining operation.
        op: OpId,
        /// The position among the operation's results.
        index: u32,
    },
    /// Argument `index` of `block`.
    Arg {
        /// The block whose argument this is.
        block: BlockId,
        /// The position among the block's arguments.
        index: u32,
    },
}

#[derive(Clone, Debug)]
pub(crate) struct ValueData {
    pub(crate) ty: Type,
    /// The defining op or block.
    owner: u32,
    /// The position among the op's results or the block's arguments, with
    /// [`ARG_BIT`] set for a block argument.
    index: u32,
    pub(crate) first_use: u32,
    /// The location's index, or `NIL` for none.
    loc: u32,
}

/// Marks a block argument in [`ValueData`]'s index.
const ARG_BIT: u32 = 1 << 31;

impl ValueData {
    /// A value defined by `def`, with no uses (20 bytes where an enum and
    /// an `Option<Loc>` took 28).
    fn new(ty: Type, def: ValueDef, loc: Option<Loc>) -> Self {
        let (owner, index) = match def {
            ValueDef::Result { op, index } => (op.0, index),
            ValueDef::Arg { block, index } => (block.0, index | ARG_BIT),
        };
        ValueData {
            ty,
            owner,
            index,
            first_use: NIL,
            loc: loc.map_or(NIL, |l| l.0),
        }
    }

    /// What defines the value.
    #[inline]
    pub(crate) fn def(&self) -> ValueDef {
        if self.index & ARG_BIT != 0 {
            ValueDef::Arg {
                block: BlockId(self.owner),
                index: self.index & !ARG_BIT,
            }
        } else {
            ValueDef::Result {
                op: OpId(self.owner),
                index: self.index,
            }
        }
    }

    fn set_def(&mut self, def: ValueDef) {
        let ValueData {
            ty, loc, first_use, ..
        } = *self;
        *self = ValueData {
            first_use,
            loc,
            ..ValueData::new(ty, def, None)
        };
    }

    /// The location (block arguments carry one).
    pub(crate) fn loc(&self) -> Option<Loc> {
        (self.loc != NIL).then_some(Loc(self.loc))
    }

    /// Sets the location.
    pub(crate) fn set_loc(&mut self, loc: Option<Loc>) {
        self.loc = loc.map_or(NIL, |l| l.0);
    }
}

#[derive(Clone, Debug)]
pub(crate) struct UseData {
    pub(crate) value: ValueId,
    pub(crate) owner: OpId,
    pub(crate) prev: u32,
    pub(crate) next: u32,
}

/// Storage of one op.
#[derive(Clone, Debug)]
pub struct OpData {
    pub(crate) name: OpName,
    pub(crate) loc: Loc,
    /// Where the op's operand uses are in [`Body::operand_slots`].
    pub(crate) operands: OperandRange,
    pub(crate) first_result: u32,
    pub(crate) num_results: u32,
    /// Successors, regions and nested body, which most ops lack: boxed so
    /// that `OpData` stays small.
    pub(crate) extra: Option<Box<OpExtra>>,
    /// The properties' attribute index, or `NIL` for none (4 bytes where
    /// an `Option<Attr>` takes 8).
    properties: u32,
    pub(crate) attrs: Attr,
    pub(crate) block: u32,
    pub(crate) prev: u32,
    pub(crate) next: u32,
    pub(crate) alive: bool,
}

/// An op's operands: `len` use ids from `start` in the body's
/// `operand_slots` (8 bytes where a small vector took 24).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct OperandRange {
    pub(crate) start: u32,
    pub(crate) len: u32,
}

impl OperandRange {
    /// The slot indices.
    #[inline]
    pub(crate) fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.start as usize + self.len as usize
    }
}

/// The rarely present parts of an op.
#[derive(Clone, Debug, Default)]
pub(crate) struct OpExtra {
    pub(crate) successors: SmallVec<[BlockId; 2]>,
    pub(crate) regions: SmallVec<[RegionId; 1]>,
    pub(crate) nested: Option<Box<Body>>,
}

impl OpData {
    /// Properties (inherent attributes).
    #[inline]
    pub(crate) fn properties(&self) -> Option<Attr> {
        (self.properties != NIL).then_some(Attr(self.properties))
    }

    fn set_properties(&mut self, props: Option<Attr>) {
        self.properties = props.map_or(NIL, |a| a.0);
    }
    /// Successor blocks.
    #[inline]
    pub(crate) fn successors(&self) -> &[BlockId] {
        self.extra.as_deref().map_or(&[], |e| &e.successors)
    }

    /// Regions (in this body; empty for an isolated op).
    #[inline]
    pub(crate) fn regions(&self) -> &[RegionId] {
        self.extra.as_deref().map_or(&[], |e| &e.regions)
    }

    /// The nested body of an isolated op.
    #[inline]
    pub(crate) fn nested(&self) -> Option<&Body> {
        self.extra.as_deref()?.nested.as_deref()
    }

    /// The nested body of an isolated op, mutable.
    #[inline]
    pub(crate) fn nested_mut(&mut self) -> Option<&mut Body> {
        self.extra.as_deref_mut()?.nested.as_deref_mut()
    }

    /// Takes the nested body out.
    pub(crate) fn take_nested(&mut self) -> Option<Box<Body>> {
        self.extra.as_deref_mut()?.nested.take()
    }

    /// Sets (or clears) the nested body.
    pub(crate) fn set_nested(&mut self, nested: Option<Box<Body>>) {
        if nested.is_some() || self.extra.is_some() {
            self.extra_mut().nested = nested;
        }
    }

    /// The rare parts, created on first use.
    pub(crate) fn extra_mut(&mut self) -> &mut OpExtra {
        self.extra.get_or_insert_with(Default::default)
    }

    fn with_extra(
        successors: &[BlockId],
        regions: SmallVec<[RegionId; 1]>,
        nested: Option<Box<Body>>,
    ) -> Option<Box<OpExtra>> {
        if successors.is_empty() && regions.is_empty() && nested.is_none() {
            None
        } else {
            Some(Box::new(OpExtra {
                successors: successors.into(),
                regions,
                nested,
            }))
        }
    }
}

#[derive(Clone, Debug, Default)]
pub(crate) struct BlockData {
    pub(crate) args: Vec<ValueId>,
    pub(crate) first_op: u32,
    pub(crate) last_op: u32,
    pub(crate) region: u32,
    pub(crate) prev: u32,
    pub(crate) next: u32,
    pub(crate) alive: bool,
    /// Ops that were given this block as a successor (once per slot; may
    /// hold ops since erased or retargeted: readers re-check).
    pub(crate) pred_ops: SmallVec<[u32; 2]>,
}

#[derive(Clone, Debug)]
pub(crate) struct RegionData {
    pub(crate) first_block: u32,
    pub(crate) last_block: u32,
    /// Owning op, or NIL for the regions of the op that owns this body.
    pub(crate) parent: u32,
}

/// Arenas for everything inside one IsolatedFromAbove op.
#[derive(Clone, Debug, Default)]
pub struct Body {
    pub(crate) ops: Vec<OpData>,
    pub(crate) blocks: Vec<BlockData>,
    pub(crate) regions: Vec<RegionData>,
    pub(crate) values: Vec<ValueData>,
    pub(crate) uses: Vec<UseData>,
    pub(crate) free_uses: Vec<u32>,
    /// Every op's operand uses, each op's in one run (see [`OperandRange`]);
    /// a run that must grow moves to the end, leaving its old slots unused
    /// until [`Body::compact`].
    pub(crate) operand_slots: Vec<UseId>,
    /// The regions of the op that owns this body.
    pub(crate) root_regions: SmallVec<[RegionId; 1]>,
}

impl Drop for Body {
    fn drop(&mut self) {
        // Nested bodies are dropped iteratively so that deep nesting of
        // isolated ops cannot overflow the stack.
        let mut pending: Vec<Box<Body>> = self
            .ops
            .iter_mut()
            .filter_map(|o| o.take_nested())
            .collect();
        while let Some(mut b) = pending.pop() {
            pending.extend(b.ops.iter_mut().filter_map(|o| o.take_nested()));
        }
    }
}

/// Everything needed to create an op.
#[derive(Clone, Debug)]
pub struct OpSpec<'a> {
    /// Op name.
    pub name: OpName,
    /// Location.
    pub loc: Loc,
    /// Operand values.
    pub operands: &'a [ValueId],
    /// Result types.
    pub result_types: &'a [Type],
    /// Successor blocks.
    pub successors: &'a [BlockId],
    /// Number of (empty) regions to create.
    pub num_regions: usize,
    /// Whether the op is IsolatedFromAbove: its regions go in a nested body.
    pub isolated: bool,
    /// Inherent attributes (properties), if any.
    pub properties: Option<Attr>,
    /// Discardable attribute dictionary.
    pub attrs: Attr,
}

/// Error of [`Body::erase_op`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EraseError {
    /// The op that could not be erased.
    pub op: OpId,
    /// How many uses its results still have.
    pub remaining_uses: usize,
}

impl std::fmt::Display for EraseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "cannot erase op {:?}: its results still have {} use(s)",
            self.op, self.remaining_uses
        )
    }
}

impl std::error::Error for EraseError {}

impl Body {
    /// An empty body with `num_regions` root regions.
    pub fn new(num_regions: usize) -> Body {
        let mut b = Body::default();
        for _ in 0..num_regions {
            let r = b.new_region(NIL);
            b.root_regions.push(r);
        }
        b
    }

    fn new_region(&mut self, parent: u32) -> RegionId {
        self.regions.push(RegionData {
            first_block: NIL,
            last_block: NIL,
            parent,
        });
        RegionId(self.regions.len() as u32 - 1)
    }

    /// The regions of the op owning this body.
    pub fn root_regions(&self) -> &[RegionId] {
        &self.root_regions
    }

    /// Number of op slots (including erased ones): an upper bound for `OpId`s.
    pub fn op_capacity(&self) -> usize {
        self.ops.len()
    }

    /// Number of value slots: an upper bound for `ValueId`s.
    pub fn value_capacity(&self) -> usize {
        self.values.len()
    }

    // ----- ops ---------------------------------------------------------

    /// Creates a detached op.
    pub fn create_op(&mut self, spec: &OpSpec<'_>) -> OpId {
        let id = OpId(self.ops.len() as u32);
        let first_result = self.values.len() as u32;
        for (i, &ty) in spec.result_types.iter().enumerate() {
            let def = ValueDef::Result {
                op: id,
                index: i as u32,
            };
            self.values.push(ValueData::new(ty, def, None));
        }
        let (regions, nested) = if spec.isolated {
            (SmallVec::new(), Some(Box::new(Body::new(spec.num_regions))))
        } else {
            (
                (0..spec.num_regions)
                    .map(|_| self.new_region(id.0))
                    .collect(),
                None,
            )
        };
        self.ops.push(OpData {
            name: spec.name,
            loc: spec.loc,
            operands: OperandRange::default(),
            first_result,
            num_results: spec.result_types.len() as u32,
            extra: OpData::with_extra(spec.successors, regions, nested),
            properties: spec.properties.map_or(NIL, |a| a.0),
            attrs: spec.attrs,
            block: NIL,
            prev: NIL,
            next: NIL,
            alive: true,
        });
        let start = self.operand_slots.len();
        for &v in spec.operands {
            let u = self.new_use(v, id);
            self.operand_slots.push(u);
        }
        self.ops[id.index()].operands = OperandRange {
            start: start as u32,
            len: spec.operands.len() as u32,
        };
        for &b in spec.successors {
            self.blocks[b.index()].pred_ops.push(id.0);
        }
        id
    }

    fn new_use(&mut self, value: ValueId, owner: OpId) -> UseId {
        let data = UseData {
            value,
            owner,
            prev: NIL,
            next: self.values[value.index()].first_use,
        };
        let id = match self.free_uses.pop() {
            Some(i) => {
                self.uses[i as usize] = data;
                i
            }
            None => {
                self.uses.push(data);
                self.uses.len() as u32 - 1
            }
        };
        let head = self.values[value.index()].first_use;
        if head != NIL {
            self.uses[head as usize].prev = id;
        }
        self.values[value.index()].first_use = id;
        UseId(id)
    }

    fn unlink_use(&mut self, u: UseId) {
        let UseData {
            value, prev, next, ..
        } = self.uses[u.index()];
        if prev != NIL {
            self.uses[prev as usize].next = next;
        } else {
            self.values[value.index()].first_use = next;
        }
        if next != NIL {
            self.uses[next as usize].prev = prev;
        }
    }

    fn link_use(&mut self, u: UseId, value: ValueId) {
        let head = self.values[value.index()].first_use;
        let d = &mut self.uses[u.index()];
        d.value = value;
        d.prev = NIL;
        d.next = head;
        if head != NIL {
            self.uses[head as usize].prev = u.0;
        }
        self.values[value.index()].first_use = u.0;
    }

    /// The storage of an op.
    #[inline]
    pub fn op(&self, op: OpId) -> &OpData {
        &self.ops[op.index()]
    }

    /// Whether `op` was created in this body and not erased.
    pub fn is_live_op(&self, op: OpId) -> bool {
        self.ops.get(op.index()).is_some_and(|o| o.alive)
    }

    /// The op's name.
    #[inline]
    pub fn op_name(&self, op: OpId) -> OpName {
        self.ops[op.index()].name
    }

    /// The op's location.
    #[inline]
    pub fn op_loc(&self, op: OpId) -> Loc {
        self.ops[op.index()].loc
    }

    /// Sets the op's location.
    pub fn set_op_loc(&mut self, op: OpId, loc: Loc) {
        self.ops[op.index()].loc = loc;
    }

    /// Number of operands.
    #[inline]
    pub fn num_operands(&self, op: OpId) -> usize {
        self.ops[op.index()].operands.len as usize
    }

    /// The use ids of `op`'s operands, in order.
    #[inline]
    fn operand_uses(&self, op: OpId) -> &[UseId] {
        &self.operand_slots[self.ops[op.index()].operands.range()]
    }

    /// Makes room for `len` operands of `op` (keeping the first `keep`) and
    /// sets its operand count to `len`: in place when it has that many
    /// slots or its run ends the slots, else in a new run at the end.
    fn resize_operand_run(&mut self, op: OpId, keep: usize, len: usize) {
        let r = self.ops[op.index()].operands;
        let at_end = r.start as usize + r.len as usize == self.operand_slots.len();
        let start = if len <= r.len as usize {
            r.start as usize
        } else if at_end {
            self.operand_slots
                .resize(r.start as usize + len, UseId(NIL));
            r.start as usize
        } else {
            let start = self.operand_slots.len();
            self.operand_slots
                .extend_from_within(r.start as usize..r.start as usize + keep);
            self.operand_slots.resize(start + len, UseId(NIL));
            start
        };
        self.ops[op.index()].operands = OperandRange {
            start: start as u32,
            len: len as u32,
        };
    }

    /// Operand `i`.
    #[inline]
    pub fn operand(&self, op: OpId, i: usize) -> ValueId {
        self.uses[self.operand_uses(op)[i].index()].value
    }

    /// All operands in order.
    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = ValueId> + '_ {
        self.operand_uses(op)
            .iter()
            .map(move |u| self.uses[u.index()].value)
    }

    /// Replaces operand `i`.
    pub fn set_operand(&mut self, op: OpId, i: usize, value: ValueId) {
        let u = self.operand_uses(op)[i];
        self.unlink_use(u);
        self.link_use(u, value);
    }

    /// Replaces all operands.
    pub fn set_operands(&mut self, op: OpId, values: &[ValueId]) {
        self.drop_operands(op);
        self.resize_operand_run(op, 0, values.len());
        let start = self.ops[op.index()].operands.start as usize;
        for (i, &v) in values.iter().enumerate() {
            let u = self.new_use(v, op);
            self.operand_slots[start + i] = u;
        }
    }

    /// Removes operand `i` of `op`; the other operands keep their places in
    /// their values' use lists (MLIR's `eraseOperand`).
    pub fn erase_operand(&mut self, op: OpId, i: usize) {
        let r = self.ops[op.index()].operands.range();
        let u = self.operand_slots[r.start + i];
        self.operand_slots
            .copy_within(r.start + i + 1..r.end, r.start + i);
        self.ops[op.index()].operands.len -= 1;
        self.unlink_use(u);
        self.free_uses.push(u.0);
    }

    /// Appends an operand to `op`.
    pub fn append_operand(&mut self, op: OpId, value: ValueId) {
        let n = self.num_operands(op);
        self.insert_operand(op, n, value);
    }

    /// Inserts an operand at position `i` of `op`; the other operands keep
    /// their places in their use lists.
    pub fn insert_operand(&mut self, op: OpId, i: usize, value: ValueId) {
        let n = self.num_operands(op);
        assert!(i <= n, "operand index {i} out of range ({n} operands)");
        let u = self.new_use(value, op);
        self.resize_operand_run(op, n, n + 1);
        let r = self.ops[op.index()].operands.range();
        self.operand_slots
            .copy_within(r.start + i..r.end - 1, r.start + i + 1);
        self.operand_slots[r.start + i] = u;
    }

    /// Number of results.
    #[inline]
    pub fn num_results(&self, op: OpId) -> usize {
        self.ops[op.index()].num_results as usize
    }

    /// Result `i`.
    #[inline]
    pub fn result(&self, op: OpId, i: usize) -> ValueId {
        debug_assert!(i < self.num_results(op));
        ValueId(self.ops[op.index()].first_result + i as u32)
    }

    /// All results in order.
    pub fn results(&self, op: OpId) -> impl ExactSizeIterator<Item = ValueId> {
        let d = &self.ops[op.index()];
        (d.first_result..d.first_result + d.num_results).map(ValueId)
    }

    /// Successor blocks.
    #[inline]
    pub fn successors(&self, op: OpId) -> &[BlockId] {
        self.ops[op.index()].successors()
    }

    /// Replaces successor `i`.
    pub fn set_successor(&mut self, op: OpId, i: usize, block: BlockId) {
        self.ops[op.index()].extra_mut().successors[i] = block;
        self.blocks[block.index()].pred_ops.push(op.0);
    }

    /// The live ops whose successor lists name `block`, each once, in no
    /// particular order (MLIR's block use list, without a full scan).
    pub fn successor_users(&self, block: BlockId) -> SmallVec<[OpId; 4]> {
        let mut out: SmallVec<[OpId; 4]> = SmallVec::new();
        for &o in &self.blocks[block.index()].pred_ops {
            let op = OpId(o);
            let data = &self.ops[op.index()];
            if data.alive && data.successors().contains(&block) && !out.contains(&op) {
                out.push(op);
            }
        }
        out
    }

    /// The op's regions; they live in [`Body::regions_body`].
    #[inline]
    pub fn op_regions(&self, op: OpId) -> &[RegionId] {
        let d = &self.ops[op.index()];
        match d.nested() {
            Some(b) => &b.root_regions,
            None => d.regions(),
        }
    }

    /// Number of regions of the op.
    #[inline]
    pub fn num_regions(&self, op: OpId) -> usize {
        self.op_regions(op).len()
    }

    /// The body holding `op`'s regions: its own body when it is isolated,
    /// otherwise `self`.
    #[inline]
    pub fn regions_body(&self, op: OpId) -> &Body {
        self.ops[op.index()].nested().unwrap_or(self)
    }

    /// The nested body of an IsolatedFromAbove op.
    #[inline]
    pub fn nested_body(&self, op: OpId) -> Option<&Body> {
        self.ops[op.index()].nested()
    }

    /// Mutable nested body of an IsolatedFromAbove op.
    #[inline]
    pub fn nested_body_mut(&mut self, op: OpId) -> Option<&mut Body> {
        self.ops[op.index()].nested_mut()
    }

    /// Takes the nested body of an IsolatedFromAbove op out (to work on it
    /// while the rest of this body stays usable); put it back with
    /// [`Body::put_nested_body`].
    pub fn take_nested_body(&mut self, op: OpId) -> Option<Box<Body>> {
        self.ops[op.index()].take_nested()
    }

    /// Puts back a nested body taken with [`Body::take_nested_body`].
    pub fn put_nested_body(&mut self, op: OpId, nested: Box<Body>) {
        self.ops[op.index()].set_nested(Some(nested));
    }

    /// Properties (inherent attributes) of the op.
    #[inline]
    pub fn properties(&self, op: OpId) -> Option<Attr> {
        self.ops[op.index()].properties()
    }

    /// Sets the properties.
    pub fn set_properties(&mut self, op: OpId, props: Option<Attr>) {
        self.ops[op.index()].set_properties(props);
    }

    /// Discardable attribute dictionary.
    #[inline]
    pub fn attrs(&self, op: OpId) -> Attr {
        self.ops[op.index()].attrs
    }

    /// Sets the discardable attribute dictionary.
    pub fn set_attrs(&mut self, op: OpId, attrs: Attr) {
        self.ops[op.index()].attrs = attrs;
    }

    /// The block containing the op, if attached.
    #[inline]
    pub fn op_block(&self, op: OpId) -> Option<BlockId> {
        opt(self.ops[op.index()].block).map(BlockId)
    }

    /// Next op in the same block.
    #[inline]
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        opt(self.ops[op.index()].next).map(OpId)
    }

    /// Previous op in the same block.
    #[inline]
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        opt(self.ops[op.index()].prev).map(OpId)
    }

    /// The op owning the region that contains `op` (None at the body's root).
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let b = self.op_block(op)?;
        self.region_parent(self.block_region(b))
    }
}

/// Iterator over the ops of a block.
pub struct OpIter<'a> {
    body: &'a Body,
    cur: u32,
}

impl Iterator for OpIter<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let c = opt(self.cur)?;
        self.cur = self.body.ops[c as usize].next;
        Some(OpId(c))
    }
}

/// Iterator over the blocks of a region.
pub struct BlockIter<'a> {
    body: &'a Body,
    cur: u32,
}

impl Iterator for BlockIter<'_> {
    type Item = BlockId;
    fn next(&mut self) -> Option<BlockId> {
        let c = opt(self.cur)?;
        self.cur = self.body.blocks[c as usize].next;
        Some(BlockId(c))
    }
}

/// One use of a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Use {
    /// The operand slot.
    pub id: UseId,
    /// The op using the value.
    pub owner: OpId,
}

/// Iterator over the uses of a value.
pub struct UseIter<'a> {
    body: &'a Body,
    cur: u32,
}

impl Iterator for UseIter<'_> {
    type Item = Use;
    fn next(&mut self) -> Option<Use> {
        let c = opt(self.cur)?;
        let d = &self.body.uses[c as usize];
        self.cur = d.next;
        Some(Use {
            id: UseId(c),
            owner: d.owner,
        })
    }
}

impl Body {
    /// Operand index of a use within its owner.
    pub fn use_operand_index(&self, u: UseId) -> usize {
        let owner = self.uses[u.index()].owner;
        self.operand_uses(owner)
            .iter()
            .position(|&x| x == u)
            .unwrap_or(usize::MAX)
    }
}

impl Body {
    /// The nested bodies of the IsolatedFromAbove ops directly in this body,
    /// in IR order, each mutable on its own: hand them to different threads
    /// to transform sibling isolated ops in parallel.
    pub fn isolated_children_mut(&mut self) -> Vec<(OpId, &mut Body)> {
        let mut order: Vec<OpId> = Vec::new();
        let roots = self.root_regions.clone();
        crate::walk::walk_regions(self, &roots, false, &mut |b, op, ev| {
            if ev == crate::walk::WalkEvent::Pre && b.nested_body(op).is_some() {
                order.push(op);
            }
            crate::walk::WalkControl::Advance
        });
        let mut rank = vec![u32::MAX; self.ops.len()];
        for (i, op) in order.iter().enumerate() {
            rank[op.index()] = i as u32;
        }
        let mut out: Vec<(OpId, &mut Body)> = self
            .ops
            .iter_mut()
            .enumerate()
            .filter(|(i, o)| o.alive && rank[*i] != u32::MAX)
            .filter_map(|(i, o)| o.nested_mut().map(|b| (OpId(i as u32), b)))
            .collect();
        out.sort_by_key(|(op, _)| rank[op.index()]);
        out
    }
}

mod blocks;
mod compact;
mod placement;
#[cfg(test)]
mod tests;
mod values;
