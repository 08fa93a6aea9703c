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

    // ----- op placement ----------------------------------------------

    /// Appends a detached op at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        debug_assert_eq!(self.ops[op.index()].block, NIL, "op already attached");
        let last = self.blocks[block.index()].last_op;
        {
            let d = &mut self.ops[op.index()];
            d.block = block.0;
            d.prev = last;
            d.next = NIL;
        }
        if last != NIL {
            self.ops[last as usize].next = op.0;
        } else {
            self.blocks[block.index()].first_op = op.0;
        }
        self.blocks[block.index()].last_op = op.0;
    }

    /// Inserts a detached op right before `before`.
    pub fn insert_op_before(&mut self, before: OpId, op: OpId) {
        debug_assert_eq!(self.ops[op.index()].block, NIL, "op already attached");
        let block = self.ops[before.index()].block;
        let prev = self.ops[before.index()].prev;
        {
            let d = &mut self.ops[op.index()];
            d.block = block;
            d.prev = prev;
            d.next = before.0;
        }
        self.ops[before.index()].prev = op.0;
        if prev != NIL {
            self.ops[prev as usize].next = op.0;
        } else {
            self.blocks[block as usize].first_op = op.0;
        }
    }

    /// Inserts a detached op right after `after`.
    pub fn insert_op_after(&mut self, after: OpId, op: OpId) {
        match self.next_op(after) {
            Some(n) => self.insert_op_before(n, op),
            None => {
                let block = BlockId(self.ops[after.index()].block);
                self.append_op(block, op)
            }
        }
    }

    /// Inserts a detached op at the start of `block`.
    pub fn prepend_op(&mut self, block: BlockId, op: OpId) {
        match self.first_op(block) {
            Some(f) => self.insert_op_before(f, op),
            None => self.append_op(block, op),
        }
    }

    /// Unlinks the op from its block; it stays alive, detached.
    pub fn detach_op(&mut self, op: OpId) {
        let OpData {
            block, prev, next, ..
        } = self.ops[op.index()];
        if block == NIL {
            return;
        }
        if prev != NIL {
            self.ops[prev as usize].next = next;
        } else {
            self.blocks[block as usize].first_op = next;
        }
        if next != NIL {
            self.ops[next as usize].prev = prev;
        } else {
            self.blocks[block as usize].last_op = prev;
        }
        let d = &mut self.ops[op.index()];
        d.block = NIL;
        d.prev = NIL;
        d.next = NIL;
    }

    /// Moves an op (attached or not) to right before `before`.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        self.detach_op(op);
        self.insert_op_before(before, op);
    }

    /// Moves an op (attached or not) to the end of `block`.
    pub fn move_op_to_end(&mut self, op: OpId, block: BlockId) {
        self.detach_op(op);
        self.append_op(block, op);
    }

    /// Whether `op` is `ancestor` or nested (in this body) inside it.
    pub fn is_ancestor(&self, ancestor: OpId, mut op: OpId) -> bool {
        loop {
            if op == ancestor {
                return true;
            }
            match self.parent_op(op) {
                Some(p) => op = p,
                None => return false,
            }
        }
    }

    /// Erases an op and everything nested in it. Fails, changing nothing, if
    /// a result is still used outside the op.
    pub fn erase_op(&mut self, op: OpId) -> Result<(), EraseError> {
        let mut remaining = 0;
        for r in self.results(op) {
            for u in self.uses(r) {
                if !self.is_ancestor(op, u.owner) {
                    remaining += 1;
                }
            }
        }
        if remaining > 0 {
            return Err(EraseError {
                op,
                remaining_uses: remaining,
            });
        }
        self.detach_op(op);
        if self.ops[op.index()].extra.is_none() {
            // No regions, successors or nested body: the usual leaf op.
            self.drop_operands(op);
            let d = &mut self.ops[op.index()];
            d.alive = false;
            d.block = NIL;
            return Ok(());
        }
        // Drop every nested op's operand uses first, then free them.
        let mut nested = Vec::new();
        crate::walk::collect_nested_ops(self, op, &mut nested);
        for &o in &nested {
            self.drop_operands(o);
        }
        for &o in &nested {
            let d = &mut self.ops[o.index()];
            d.alive = false;
            d.set_nested(None);
            d.block = NIL;
            let regions: SmallVec<[RegionId; 1]> = d.regions().into();
            for r in regions {
                let mut b = self.regions[r.index()].first_block;
                while b != NIL {
                    self.blocks[b as usize].alive = false;
                    b = self.blocks[b as usize].next;
                }
                self.regions[r.index()].first_block = NIL;
                self.regions[r.index()].last_block = NIL;
            }
        }
        Ok(())
    }

    fn drop_operands(&mut self, op: OpId) {
        let r = self.ops[op.index()].operands.range();
        self.ops[op.index()].operands.len = 0;
        for i in r {
            let u = self.operand_slots[i];
            self.unlink_use(u);
            self.free_uses.push(u.0);
        }
    }

    // ----- values ----------------------------------------------------

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

    // ----- blocks and regions ------------------------------------------

    /// Creates a block at the end of `region`.
    pub fn append_block(&mut self, region: RegionId) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        self.blocks.push(BlockData {
            first_op: NIL,
            last_op: NIL,
            region: NIL,
            prev: NIL,
            next: NIL,
            alive: true,
            ..Default::default()
        });
        self.link_block_at_end(region, id);
        id
    }

    pub(crate) fn link_block_at_end(&mut self, region: RegionId, id: BlockId) {
        let last = self.regions[region.index()].last_block;
        let b = &mut self.blocks[id.index()];
        b.region = region.0;
        b.prev = last;
        b.next = NIL;
        if last != NIL {
            self.blocks[last as usize].next = id.0;
        } else {
            self.regions[region.index()].first_block = id.0;
        }
        self.regions[region.index()].last_block = id.0;
    }

    /// Unlinks a block from its region (it stays alive, detached).
    pub fn detach_block(&mut self, block: BlockId) {
        let BlockData {
            region, prev, next, ..
        } = self.blocks[block.index()];
        if region == NIL {
            return;
        }
        if prev != NIL {
            self.blocks[prev as usize].next = next;
        } else {
            self.regions[region as usize].first_block = next;
        }
        if next != NIL {
            self.blocks[next as usize].prev = prev;
        } else {
            self.regions[region as usize].last_block = prev;
        }
        let b = &mut self.blocks[block.index()];
        b.region = NIL;
        b.prev = NIL;
        b.next = NIL;
    }

    /// Creates an empty block in `region`, right before `before` (at the end
    /// of the region when `None`).
    pub fn create_block_before(&mut self, region: RegionId, before: Option<BlockId>) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        self.blocks.push(BlockData {
            first_op: NIL,
            last_op: NIL,
            region: NIL,
            prev: NIL,
            next: NIL,
            alive: true,
            ..Default::default()
        });
        self.move_block_before(id, region, before);
        id
    }

    /// Moves a block (attached or not) into `region`, right before `before`
    /// (at the end of the region when `None`).
    pub fn move_block_before(&mut self, block: BlockId, region: RegionId, before: Option<BlockId>) {
        self.detach_block(block);
        let Some(before) = before else {
            self.link_block_at_end(region, block);
            return;
        };
        let prev = self.blocks[before.index()].prev;
        {
            let b = &mut self.blocks[block.index()];
            b.region = region.0;
            b.prev = prev;
            b.next = before.0;
        }
        self.blocks[before.index()].prev = block.0;
        if prev != NIL {
            self.blocks[prev as usize].next = block.0;
        } else {
            self.regions[region.index()].first_block = block.0;
        }
    }

    /// Erases an empty block: detaches it and marks it dead.
    pub fn erase_block(&mut self, block: BlockId) {
        debug_assert!(self.block_is_empty(block), "erasing a non-empty block");
        self.detach_block(block);
        self.blocks[block.index()].alive = false;
    }

    /// Whether a block has not been erased.
    pub fn is_live_block(&self, block: BlockId) -> bool {
        self.blocks[block.index()].alive
    }

    /// The previous block in the region.
    pub fn prev_block(&self, block: BlockId) -> Option<BlockId> {
        opt(self.blocks[block.index()].prev).map(BlockId)
    }

    /// Moves a block to the end of `region`.
    pub fn move_block_to_end(&mut self, block: BlockId, region: RegionId) {
        self.detach_block(block);
        self.link_block_at_end(region, block);
    }

    /// Adds an argument to a block.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Option<Loc>) -> ValueId {
        let v = ValueId(self.values.len() as u32);
        let index = self.blocks[block.index()].args.len() as u32;
        self.values
            .push(ValueData::new(ty, ValueDef::Arg { block, index }, loc));
        self.blocks[block.index()].args.push(v);
        v
    }

    /// Removes argument `index` of a block, which must have no uses.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) -> Result<(), EraseError> {
        let v = self.blocks[block.index()].args[index];
        if self.has_uses(v) {
            return Err(EraseError {
                op: OpId(NIL),
                remaining_uses: self.uses(v).count(),
            });
        }
        self.blocks[block.index()].args.remove(index);
        for (i, &a) in self.blocks[block.index()].args.iter().enumerate() {
            self.values[a.index()].set_def(ValueDef::Arg {
                block,
                index: i as u32,
            });
        }
        Ok(())
    }

    /// The block's arguments.
    #[inline]
    pub fn block_args(&self, block: BlockId) -> &[ValueId] {
        &self.blocks[block.index()].args
    }

    /// First op of a block.
    #[inline]
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        opt(self.blocks[block.index()].first_op).map(OpId)
    }

    /// Last op of a block.
    #[inline]
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        opt(self.blocks[block.index()].last_op).map(OpId)
    }

    /// The ops of a block in order.
    pub fn block_ops(&self, block: BlockId) -> OpIter<'_> {
        OpIter {
            body: self,
            cur: self.blocks[block.index()].first_op,
        }
    }

    /// Whether the block has no ops.
    pub fn block_is_empty(&self, block: BlockId) -> bool {
        self.blocks[block.index()].first_op == NIL
    }

    /// The region containing a block.
    #[inline]
    pub fn block_region(&self, block: BlockId) -> RegionId {
        RegionId(self.blocks[block.index()].region)
    }

    /// Next block in the region.
    #[inline]
    pub fn next_block(&self, block: BlockId) -> Option<BlockId> {
        opt(self.blocks[block.index()].next).map(BlockId)
    }

    /// The blocks of a region in order.
    pub fn region_blocks(&self, region: RegionId) -> BlockIter<'_> {
        BlockIter {
            body: self,
            cur: self.regions[region.index()].first_block,
        }
    }

    /// The first block of a region.
    #[inline]
    pub fn entry_block(&self, region: RegionId) -> Option<BlockId> {
        opt(self.regions[region.index()].first_block).map(BlockId)
    }

    /// Whether the region has no blocks.
    pub fn region_is_empty(&self, region: RegionId) -> bool {
        self.regions[region.index()].first_block == NIL
    }

    /// The op owning a region (None for the body's root regions).
    #[inline]
    pub fn region_parent(&self, region: RegionId) -> Option<OpId> {
        opt(self.regions[region.index()].parent).map(OpId)
    }

    /// The op that contains `block`, if not at the body root.
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        self.region_parent(self.block_region(block))
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

/// Arenas of at least this many bytes are left as they are by
/// [`Body::shrink_to_fit`]: the allocator gives them fresh pages from the
/// system, so their spare capacity is not resident.
const LARGE_ARENA_BYTES: usize = 1 << 20;

impl Body {
    /// Gives back the arenas' spare capacity (for a body that is complete,
    /// such as a just-parsed function). The arenas are moved into
    /// allocations of their exact size: an allocator may keep a block in
    /// place when asked to shrink it by less than half (mimalloc does), and
    /// an arena grown by doubling is always at least half full.
    pub fn shrink_to_fit(&mut self) {
        fn exact<T>(v: &mut Vec<T>) {
            // A large arena's spare capacity was never touched, so it costs
            // no resident memory, while a copy would briefly hold the arena
            // twice: leave it.
            if v.capacity() * std::mem::size_of::<T>() >= LARGE_ARENA_BYTES {
                return;
            }
            if v.capacity() > v.len() {
                let mut fitted = Vec::with_capacity(v.len());
                fitted.append(v);
                *v = fitted;
            }
        }
        exact(&mut self.ops);
        exact(&mut self.blocks);
        exact(&mut self.regions);
        exact(&mut self.values);
        exact(&mut self.uses);
        exact(&mut self.free_uses);
        exact(&mut self.operand_slots);
    }

    /// Rebuilds the arenas without erased ops, blocks, regions, values and
    /// uses, with no spare capacity. Ids change (their relative order is
    /// kept), so no id of this body may be held across the call. Nested
    /// bodies are moved as they are.
    pub fn compact(&mut self) {
        let ops = std::mem::take(&mut self.ops);
        let blocks = std::mem::take(&mut self.blocks);
        let regions = std::mem::take(&mut self.regions);
        let values = std::mem::take(&mut self.values);
        let uses = std::mem::take(&mut self.uses);
        let slots = std::mem::take(&mut self.operand_slots);
        self.free_uses = Vec::new();

        // Old id -> new id, NIL for what is dropped.
        fn number(live: impl Iterator<Item = bool>) -> (Vec<u32>, usize) {
            let mut n = 0u32;
            let map = live
                .map(|l| {
                    if l {
                        n += 1;
                        n - 1
                    } else {
                        NIL
                    }
                })
                .collect();
            (map, n as usize)
        }
        fn at(map: &[u32], x: u32) -> u32 {
            if x == NIL {
                NIL
            } else {
                map[x as usize]
            }
        }
        let (op_map, n_ops) = number(ops.iter().map(|o| o.alive));
        let (block_map, n_blocks) = number(blocks.iter().map(|b| b.alive));
        let (region_map, n_regions) = number(
            regions
                .iter()
                .map(|r| r.parent == NIL || ops[r.parent as usize].alive),
        );
        let (value_map, n_values) = number(values.iter().enumerate().map(|(i, v)| match v.def() {
            ValueDef::Result { op, .. } => ops[op.index()].alive,
            ValueDef::Arg { block, index } => {
                let b = &blocks[block.index()];
                b.alive && b.args.get(index as usize) == Some(&ValueId(i as u32))
            }
        }));
        let mut live_use = vec![false; uses.len()];
        for o in ops.iter().filter(|o| o.alive) {
            for u in &slots[o.operands.range()] {
                live_use[u.index()] = true;
            }
        }
        let (use_map, n_uses) = number(live_use.into_iter());

        self.ops.reserve_exact(n_ops);
        self.operand_slots.reserve_exact(n_uses);
        for o in ops.into_iter().filter(|o| o.alive) {
            self.ops.push(OpData {
                operands: {
                    let start = self.operand_slots.len() as u32;
                    let run = &slots[o.operands.range()];
                    self.operand_slots
                        .extend(run.iter().map(|u| UseId(use_map[u.index()])));
                    OperandRange {
                        start,
                        len: o.operands.len,
                    }
                },
                first_result: if o.num_results == 0 {
                    0
                } else {
                    value_map[o.first_result as usize]
                },
                extra: o.extra.map(|e| {
                    let OpExtra {
                        successors,
                        regions,
                        nested,
                    } = *e;
                    Box::new(OpExtra {
                        successors: successors
                            .iter()
                            .map(|b| BlockId(at(&block_map, b.0)))
                            .collect(),
                        regions: regions
                            .iter()
                            .map(|r| RegionId(region_map[r.index()]))
                            .collect(),
                        nested,
                    })
                }),
                block: at(&block_map, o.block),
                prev: at(&op_map, o.prev),
                next: at(&op_map, o.next),
                ..o
            });
        }
        self.blocks.reserve_exact(n_blocks);
        for b in blocks.into_iter().filter(|b| b.alive) {
            self.blocks.push(BlockData {
                args: b
                    .args
                    .iter()
                    .map(|v| ValueId(value_map[v.index()]))
                    .collect(),
                first_op: at(&op_map, b.first_op),
                last_op: at(&op_map, b.last_op),
                region: at(&region_map, b.region),
                prev: at(&block_map, b.prev),
                next: at(&block_map, b.next),
                alive: true,
                pred_ops: SmallVec::new(),
            });
        }
        for (i, o) in self.ops.iter().enumerate() {
            for &b in o.successors() {
                self.blocks[b.index()].pred_ops.push(i as u32);
            }
        }
        self.regions.reserve_exact(n_regions);
        for (i, r) in regions.iter().enumerate() {
            if region_map[i] != NIL {
                self.regions.push(RegionData {
                    first_block: at(&block_map, r.first_block),
                    last_block: at(&block_map, r.last_block),
                    parent: at(&op_map, r.parent),
                });
            }
        }
        self.values.reserve_exact(n_values);
        for (i, v) in values.into_iter().enumerate() {
            if value_map[i] == NIL {
                continue;
            }
            let def = match v.def() {
                ValueDef::Result { op, index } => ValueDef::Result {
                    op: OpId(op_map[op.index()]),
                    index,
                },
                ValueDef::Arg { block, index } => ValueDef::Arg {
                    block: BlockId(block_map[block.index()]),
                    index,
                },
            };
            self.values.push(ValueData {
                first_use: at(&use_map, v.first_use),
                ..ValueData::new(v.ty, def, v.loc())
            });
        }
        self.uses.reserve_exact(n_uses);
        for (i, u) in uses.into_iter().enumerate() {
            if use_map[i] == NIL {
                continue;
            }
            self.uses.push(UseData {
                value: ValueId(value_map[u.value.index()]),
                owner: OpId(op_map[u.owner.index()]),
                prev: at(&use_map, u.prev),
                next: at(&use_map, u.next),
            });
        }
        for r in self.root_regions.iter_mut() {
            *r = RegionId(region_map[r.index()]);
        }
    }
}

#[cfg(test)]
mod layout_tests {
    use super::*;

    #[test]
    fn per_op_and_per_value_storage_stays_small() {
        // Bytes per op and per value are what a large module's memory is
        // made of (see driver/tests/memory_per_op.rs).
        assert!(
            std::mem::size_of::<OpData>() <= 56,
            "{}",
            std::mem::size_of::<OpData>()
        );
        assert!(std::mem::size_of::<ValueData>() <= 20);
        assert!(std::mem::size_of::<UseData>() <= 16);
    }

    #[test]
    fn value_def_round_trips_through_the_packed_form() {
        let r = ValueDef::Result {
            op: OpId(7),
            index: 3,
        };
        let a = ValueDef::Arg {
            block: BlockId(9),
            index: (1 << 31) - 1,
        };
        let ty = crate::Context::new().integer_type(32, crate::types::Signedness::Signless);
        assert_eq!(ValueData::new(ty, r, None).def(), r);
        let mut v = ValueData::new(ty, a, Some(Loc(5)));
        assert_eq!((v.def(), v.loc()), (a, Some(Loc(5))));
        v.set_def(r);
        assert_eq!((v.def(), v.loc()), (r, Some(Loc(5))));
    }
}

#[cfg(test)]
mod operand_tests {
    use super::*;
    use crate::Context;

    /// A body with block arguments `v[0..6]` and an op `f` using `v[0], v[1]`
    /// created before an op `g` (so `f`'s run is not the last).
    fn setup(ctx: &Context) -> (Body, Vec<ValueId>, OpId, OpId) {
        let mut body = Body::new(1);
        let block = body.append_block(body.root_regions()[0]);
        let ty = ctx.integer_type(32, crate::types::Signedness::Signless);
        let v: Vec<ValueId> = (0..6)
            .map(|_| body.add_block_arg(block, ty, None))
            .collect();
        let op = |body: &mut Body, operands: &[ValueId]| {
            body.create_op(&OpSpec {
                name: ctx.op_name("test.use"),
                loc: ctx.common().unknown_loc,
                operands,
                result_types: &[],
                successors: &[],
                num_regions: 0,
                isolated: false,
                properties: None,
                attrs: ctx.common().empty_dict,
            })
        };
        let f = op(&mut body, &[v[0], v[1]]);
        let g = op(&mut body, &[v[2]]);
        (body, v, f, g)
    }

    fn users(body: &Body, v: ValueId) -> Vec<(OpId, usize)> {
        body.uses(v)
            .map(|u| (u.owner, body.use_operand_index(u.id)))
            .collect()
    }

    #[test]
    fn growing_a_run_that_is_not_last_moves_it_and_keeps_the_others() {
        let ctx = Context::new();
        let (mut body, v, f, g) = setup(&ctx);
        body.append_operand(f, v[3]);
        body.insert_operand(f, 0, v[4]);
        assert_eq!(
            body.operands(f).collect::<Vec<_>>(),
            [v[4], v[0], v[1], v[3]]
        );
        assert_eq!(body.operands(g).collect::<Vec<_>>(), [v[2]]);
        assert_eq!(users(&body, v[1]), [(f, 2)]);
        body.erase_operand(f, 1);
        assert_eq!(body.operands(f).collect::<Vec<_>>(), [v[4], v[1], v[3]]);
        assert!(body.uses(v[0]).next().is_none());
        body.set_operand(f, 2, v[5]);
        assert_eq!(users(&body, v[5]), [(f, 2)]);
        body.set_operands(f, &[v[2]]);
        assert_eq!(body.operands(f).collect::<Vec<_>>(), [v[2]]);
        assert_eq!(users(&body, v[2]).len(), 2);
        body.set_operands(g, &[v[0], v[1], v[2], v[3], v[4]]);
        assert_eq!(body.num_operands(g), 5);
        assert_eq!(users(&body, v[4]), [(g, 4)]);
    }

    #[test]
    fn compact_drops_unused_slots_and_keeps_operands() {
        let ctx = Context::new();
        let (mut body, v, f, g) = setup(&ctx);
        for &x in &v[2..] {
            body.append_operand(f, x);
        }
        body.erase_op(g).expect("no uses");
        body.compact();
        assert_eq!(body.operand_slots.len(), 6);
        let f = OpId(0);
        assert_eq!(body.num_operands(f), 6);
        assert_eq!(users(&body, body.operand(f, 5)), [(f, 5)]);
    }
}

#[cfg(test)]
mod shuffle_uses_tests {
    use super::*;
    use crate::Context;

    #[test]
    fn shuffle_uses_moves_each_use_to_its_new_position() {
        let ctx = Context::new();
        let mut body = Body::new(1);
        let block = body.append_block(body.root_regions()[0]);
        let i32_ty = ctx.integer_type(32, crate::types::Signedness::Signless);
        let v = body.add_block_arg(block, i32_ty, None);
        let user = |body: &mut Body| {
            body.create_op(&OpSpec {
                name: ctx.op_name("test.use"),
                loc: ctx.common().unknown_loc,
                operands: &[v],
                result_types: &[],
                successors: &[],
                num_regions: 0,
                isolated: false,
                properties: None,
                attrs: ctx.common().empty_dict,
            })
        };
        let ops: Vec<OpId> = (0..3).map(|_| user(&mut body)).collect();
        let owners = |body: &Body| body.uses(v).map(|u| u.owner).collect::<Vec<_>>();
        // Uses are prepended: the newest first.
        assert_eq!(owners(&body), [ops[2], ops[1], ops[0]]);
        assert!(body.shuffle_uses(v, &[2, 0, 1]));
        assert_eq!(owners(&body), [ops[1], ops[0], ops[2]]);
        assert!(!body.shuffle_uses(v, &[0, 0, 1]));
        assert!(!body.shuffle_uses(v, &[0, 1]));
        assert!(!body.shuffle_uses(v, &[0, 1, 3]));
        assert_eq!(owners(&body), [ops[1], ops[0], ops[2]]);
        // Links stay consistent for later edits.
        body.replace_all_uses(v, v);
        let w = body.add_block_arg(block, i32_ty, None);
        body.replace_all_uses(v, w);
        assert_eq!(
            body.uses(w).map(|u| u.owner).collect::<Vec<_>>(),
            [ops[2], ops[0], ops[1]]
        );
        assert!(!body.has_uses(v));
    }
}
