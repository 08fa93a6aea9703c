//! Rewrite patterns and the rewriter they change the IR through (MLIR's
//! `PatternMatch.h`).
//!
//! A [`RewritePattern`] matches an op and rewrites it with a
//! [`PatternRewriter`]. Every change made through the rewriter is reported
//! to the [`RewriteListener`] its driver supplied (MLIR's
//! `RewriterBase::Listener`); the greedy driver in `rmlir-rewrite` listens to
//! keep its worklist up to date. The rewriter's body is private: patterns
//! read it through [`PatternRewriter::body`] and change it through the
//! rewriter's notifying methods, or, for the deliberate unnotified changes
//! MLIR itself makes, through [`PatternRewriter::body_mut_unnotified`].
//! Patterns are `Send + Sync` trait objects: a set of them is built once and
//! shared by all threads.

use crate::attrs::Loc;
use crate::body::{BlockId, Body, OpId, OpSpec, RegionId, ValueId};
use crate::builder::InsertPoint;
use crate::context::{Context, OpName};

/// Hears of the changes a [`PatternRewriter`] makes (MLIR's
/// `RewriterBase::Listener`). Each method is called with the body as it is
/// at that moment; the default implementations ignore the notification.
pub trait RewriteListener {
    /// `op` was created and inserted, cloned, or moved to a new place.
    fn notify_op_inserted(&mut self, body: &Body, op: OpId) {
        let _ = (body, op);
    }
    /// `op` was changed in place (operands, attributes, successors).
    fn notify_op_modified(&mut self, body: &Body, op: OpId) {
        let _ = (body, op);
    }
    /// The results of `op` are about to be replaced with `values` (the op
    /// is erased right after).
    fn notify_op_replaced(&mut self, body: &Body, op: OpId, values: &[ValueId]) {
        let _ = (body, op, values);
    }
    /// `op` is about to be erased; it and its operands are still intact.
    fn notify_op_erased(&mut self, body: &Body, op: OpId) {
        let _ = (body, op);
    }
}

/// The rewriter given to patterns: creates, replaces, erases and modifies
/// ops in one body, reporting every change to its listener.
pub struct PatternRewriter<'b> {
    /// The context.
    pub ctx: &'b Context,
    body: &'b mut Body,
    /// Where `create` inserts.
    pub ip: InsertPoint,
    listener: Option<&'b mut dyn RewriteListener>,
    insertions_notified: bool,
}

impl<'b> PatternRewriter<'b> {
    /// A rewriter on `body` that reports to no one.
    pub fn new(ctx: &'b Context, body: &'b mut Body) -> Self {
        PatternRewriter {
            ctx,
            body,
            ip: InsertPoint::Detached,
            listener: None,
            insertions_notified: true,
        }
    }

    /// A rewriter on `body` that reports every change to `listener`.
    pub fn with_listener(
        ctx: &'b Context,
        body: &'b mut Body,
        listener: &'b mut dyn RewriteListener,
    ) -> Self {
        PatternRewriter {
            listener: Some(listener),
            ..PatternRewriter::new(ctx, body)
        }
    }

    /// The body being rewritten, to read.
    #[inline]
    pub fn body(&self) -> &Body {
        self.body
    }

    /// The body being rewritten, to change without telling the listener.
    ///
    /// Right only where MLIR itself changes IR behind the rewriter's back,
    /// and the output depends on the driver not hearing of it: an
    /// `OperationFolder` moving or relocating a constant, a pattern setting
    /// an operand or a location with `op->setOperand`/`op->setLoc` rather
    /// than `modifyOpInPlace`, updating an op it has just created, or
    /// building the contents of an op not yet inserted. Everything else goes
    /// through the notifying methods.
    #[inline]
    pub fn body_mut_unnotified(&mut self) -> &mut Body {
        self.body
    }

    /// Runs `f` with insertions not reported (modifications, replacements
    /// and erasures still are), as MLIR does when ops are built into the
    /// region of an op that is not inserted yet: the listener hears of that
    /// op once, when it is inserted ([`PatternRewriter::notify_inserted`]).
    pub fn without_insert_notifications<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        let was = std::mem::replace(&mut self.insertions_notified, false);
        let r = f(self);
        self.insertions_notified = was;
        r
    }

    #[inline]
    fn inserted(&mut self, op: OpId) {
        if let (Some(l), true) = (self.listener.as_deref_mut(), self.insertions_notified) {
            l.notify_op_inserted(self.body, op);
        }
    }

    #[inline]
    fn modified(&mut self, op: OpId) {
        if let Some(l) = self.listener.as_deref_mut() {
            l.notify_op_modified(self.body, op);
        }
    }

    #[inline]
    fn erased(&mut self, op: OpId) {
        if let Some(l) = self.listener.as_deref_mut() {
            l.notify_op_erased(self.body, op);
        }
    }

    /// Inserts new ops right before `op`.
    pub fn set_insertion_point_before(&mut self, op: OpId) {
        self.ip = InsertPoint::Before(op);
    }

    /// Inserts new ops right after `op`.
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.ip = match self.body.next_op(op) {
            Some(n) => InsertPoint::Before(n),
            None => match self.body.op_block(op) {
                Some(b) => InsertPoint::End(b),
                None => InsertPoint::Detached,
            },
        };
    }

    /// Inserts new ops at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.ip = InsertPoint::End(block);
    }

    /// Inserts new ops at the start of `block`.
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.ip = match self.body.first_op(block) {
            Some(f) => InsertPoint::Before(f),
            None => InsertPoint::End(block),
        };
    }

    /// Creates an op at the insertion point.
    pub fn create(&mut self, spec: &OpSpec<'_>) -> OpId {
        let op = self.body.create_op(spec);
        match self.ip {
            InsertPoint::End(b) => self.body.append_op(b, op),
            InsertPoint::Before(before) => self.body.insert_op_before(before, op),
            InsertPoint::Detached => {}
        }
        self.inserted(op);
        op
    }

    /// Creates an op by name at the insertion point.
    pub fn create_op(
        &mut self,
        name: &str,
        loc: Loc,
        operands: &[ValueId],
        result_types: &[crate::types::Type],
        properties: Option<crate::attrs::Attr>,
    ) -> OpId {
        let spec = OpSpec {
            name: self.ctx.op_name(name),
            loc,
            operands,
            result_types,
            successors: &[],
            num_regions: 0,
            isolated: false,
            properties,
            attrs: self.ctx.common().empty_dict,
        };
        self.create(&spec)
    }

    /// Records that `op` was changed in place by `f`.
    pub fn modify_in_place<T>(&mut self, op: OpId, f: impl FnOnce(&mut Body) -> T) -> T {
        let r = f(self.body);
        self.modified(op);
        r
    }

    /// Replaces every use of `from` with `to`; the users count as modified.
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        let users: Vec<OpId> = self.body.uses(from).map(|u| u.owner).collect();
        self.body.replace_all_uses(from, to);
        for u in users {
            self.modified(u);
        }
    }

    /// Replaces the results of `op` with `values` and erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        if let Some(l) = self.listener.as_deref_mut() {
            l.notify_op_replaced(self.body, op, values);
        }
        let n = self.body.num_results(op);
        for (i, &v) in values.iter().enumerate().take(n) {
            let r = self.body.result(op, i);
            self.replace_all_uses_with(r, v);
        }
        self.erase_op(op);
    }

    /// Erases `op` (and what is nested in it); its results must be unused
    /// outside it. As MLIR's `RewriterBase::eraseOp`, nested ops are erased
    /// one by one first (post-order: regions last to first, blocks
    /// successors first, ops last to first), each recorded as erased.
    pub fn erase_op(&mut self, op: OpId) {
        if self.ip == InsertPoint::Before(op) {
            self.set_insertion_point_after(op);
        }
        if self.body.nested_body(op).is_none() {
            let regions: Vec<RegionId> = self.body.op_regions(op).to_vec();
            for &r in regions.iter().rev() {
                self.erase_region_contents(r);
            }
        }
        self.erased(op);
        let _ = self.body.erase_op(op);
    }

    /// Erases every op of `region` (MLIR's `eraseTree` on a region): blocks
    /// in post-order of the CFG from the entry block, repeated until empty.
    fn erase_region_contents(&mut self, region: RegionId) {
        while let Some(entry) = self.body.entry_block(region) {
            let order = block_post_order(self.body, entry);
            for &b in &order {
                let ops: Vec<OpId> = self.body.block_ops(b).collect();
                for o in ops.into_iter().rev() {
                    self.erase_nested_op(o);
                }
            }
            for b in order {
                for a in self.body.block_args(b).to_vec() {
                    let users: Vec<OpId> = self.body.uses(a).map(|u| u.owner).collect();
                    for u in users {
                        self.body.set_operands(u, &[]);
                    }
                }
                self.body.erase_block(b);
            }
        }
    }

    /// Erases a nested op whose enclosing op is being erased: its own
    /// nested ops first, then its operand uses, recording both.
    fn erase_nested_op(&mut self, op: OpId) {
        if self.body.nested_body(op).is_none() {
            let regions: Vec<RegionId> = self.body.op_regions(op).to_vec();
            for &r in regions.iter().rev() {
                self.erase_region_contents(r);
            }
        }
        self.erased(op);
        // Users of its results are being erased too: drop their uses.
        let results: Vec<ValueId> = self.body.results(op).collect();
        for r in results {
            let users: Vec<OpId> = self.body.uses(r).map(|u| u.owner).collect();
            for u in users {
                self.body.set_operands(u, &[]);
            }
        }
        let _ = self.body.erase_op(op);
    }

    /// Erases `block` (MLIR's `eraseBlock`): its ops last to first, then the
    /// block itself. Nothing may use its ops' results or branch to it.
    pub fn erase_block(&mut self, block: BlockId) {
        let ops: Vec<OpId> = self.body.block_ops(block).collect();
        for o in ops.into_iter().rev() {
            self.erase_op(o);
        }
        if let InsertPoint::End(b) = self.ip {
            if b == block {
                self.ip = InsertPoint::Detached;
            }
        }
        self.body.erase_block(block);
    }

    /// Creates a block in `region` before `before` (at the end when `None`)
    /// with arguments of the given types and locations, and moves the
    /// insertion point to its end (MLIR's `createBlock`).
    pub fn create_block(
        &mut self,
        region: RegionId,
        before: Option<BlockId>,
        args: &[(crate::types::Type, Option<Loc>)],
    ) -> BlockId {
        let b = self.body.create_block_before(region, before);
        for &(ty, loc) in args {
            self.body.add_block_arg(b, ty, loc);
        }
        self.ip = InsertPoint::End(b);
        b
    }

    /// Splits `block` before `before` (MLIR's `splitBlock`): a new block
    /// right after `block` receives `before` and the ops after it, moved one
    /// by one from the end (each recorded as inserted).
    pub fn split_block(&mut self, block: BlockId, before: OpId) -> BlockId {
        let region = self.body.block_region(block);
        let next = self.body.next_block(block);
        let nb = self.body.create_block_before(region, next);
        while self.body.op_block(before) != Some(nb) {
            let Some(last) = self.body.last_op(block) else {
                break;
            };
            self.body.detach_op(last);
            self.body.prepend_op(nb, last);
            self.inserted(last);
        }
        nb
    }

    /// Moves every block of `region` into `dest` before `before` (at the end
    /// when `None`), as MLIR's `inlineRegionBefore`.
    pub fn inline_region_before(
        &mut self,
        region: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
    ) {
        while let Some(b) = self.body.entry_block(region) {
            self.body.move_block_before(b, dest, before);
        }
    }

    /// Moves `block` into `region` before `before` (at the end when `None`).
    pub fn move_block_before(&mut self, block: BlockId, region: RegionId, before: Option<BlockId>) {
        self.body.move_block_before(block, region, before);
    }

    /// Replaces the uses of `from` for which `pred` holds with `to`; the
    /// users count as modified.
    pub fn replace_uses_with_if(
        &mut self,
        from: ValueId,
        to: ValueId,
        mut pred: impl FnMut(&Body, OpId) -> bool,
    ) {
        let uses: Vec<(crate::body::UseId, OpId)> =
            self.body.uses(from).map(|u| (u.id, u.owner)).collect();
        for (u, owner) in uses {
            if !pred(self.body, owner) {
                continue;
            }
            let i = self.body.use_operand_index(u);
            self.body.set_operand(owner, i, to);
            self.modified(owner);
        }
    }

    /// Sets operand `i` of `op` (recorded as a modification of `op`).
    pub fn set_operand(&mut self, op: OpId, i: usize, value: ValueId) {
        self.body.set_operand(op, i, value);
        self.modified(op);
    }

    /// Clones `op` (with its regions) at the insertion point; the clone and
    /// every op nested in it count as inserted (MLIR's `OpBuilder::clone`).
    pub fn clone_op(&mut self, op: OpId, map: &mut crate::builder::IrMapping) -> OpId {
        let c = self.body.clone_op(op, map);
        match self.ip {
            InsertPoint::End(b) => self.body.append_op(b, c),
            InsertPoint::Before(before) => self.body.insert_op_before(before, c),
            InsertPoint::Detached => {}
        }
        self.inserted(c);
        if self.body.nested_body(c).is_none() {
            let mut nested = Vec::new();
            crate::walk::collect_nested_ops(self.body, c, &mut nested);
            for o in nested.into_iter().skip(1) {
                self.inserted(o);
            }
        }
        c
    }

    /// Reports that `op` was inserted (for ops created by other means).
    pub fn notify_inserted(&mut self, op: OpId) {
        if let Some(l) = self.listener.as_deref_mut() {
            l.notify_op_inserted(self.body, op);
        }
    }

    /// Reports that `op` was modified.
    pub fn notify_modified(&mut self, op: OpId) {
        self.modified(op);
    }

    /// Moves `op` right before `before`.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        self.body.move_op_before(op, before);
        self.inserted(op);
    }

    /// Moves the ops of `block` before `before` (MLIR's `inlineBlockBefore`),
    /// replacing the block's arguments with `args`, and erases the block.
    pub fn inline_block_before(&mut self, block: BlockId, before: OpId, args: &[ValueId]) {
        let bargs: Vec<ValueId> = self.body.block_args(block).to_vec();
        for (a, &v) in bargs.iter().zip(args) {
            self.replace_all_uses_with(*a, v);
        }
        let ops: Vec<OpId> = self.body.block_ops(block).collect();
        for o in ops {
            self.body.move_op_before(o, before);
            self.inserted(o);
        }
        if self.ip == InsertPoint::End(block) {
            self.ip = InsertPoint::Before(before);
        }
        self.body.erase_block(block);
    }

    /// Moves the ops of `source` to the end of `dest` (MLIR's `mergeBlocks`),
    /// replacing `source`'s arguments with `args`, and drops `source`.
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[ValueId]) {
        let bargs: Vec<ValueId> = self.body.block_args(source).to_vec();
        for (a, &v) in bargs.iter().zip(args) {
            self.replace_all_uses_with(*a, v);
        }
        let ops: Vec<OpId> = self.body.block_ops(source).collect();
        for o in ops {
            self.body.move_op_to_end(o, dest);
            self.inserted(o);
        }
        if self.ip == InsertPoint::End(source) {
            self.ip = InsertPoint::End(dest);
        }
        self.body.erase_block(source);
    }

    /// The region holding `block`.
    pub fn block_region(&self, block: BlockId) -> RegionId {
        self.body.block_region(block)
    }
}

/// Blocks reachable from `entry` in post-order (successors first).
fn block_post_order(body: &Body, entry: BlockId) -> Vec<BlockId> {
    let succs = |b: BlockId| -> Vec<BlockId> {
        body.last_op(b)
            .map(|t| body.successors(t).to_vec())
            .unwrap_or_default()
    };
    let mut out = Vec::new();
    let mut seen = rustc_hash::FxHashSet::default();
    seen.insert(entry);
    let mut stack = vec![(entry, succs(entry), 0usize)];
    while let Some((b, s, i)) = stack.last_mut() {
        if *i < s.len() {
            let n = s[*i];
            *i += 1;
            if body.is_live_block(n) && seen.insert(n) {
                let ns = succs(n);
                stack.push((n, ns, 0));
            }
        } else {
            out.push(*b);
            stack.pop();
        }
    }
    out
}

/// A pattern: matches ops (of one name, or any) and rewrites them.
pub trait RewritePattern: Send + Sync {
    /// The op name the pattern applies to, or `None` for any op.
    fn root(&self) -> Option<&'static str>;
    /// Higher benefits are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// A name for debugging and `disable-patterns`/`enable-patterns`.
    fn debug_name(&self) -> &'static str;
    /// Tries to rewrite `op`; returns whether it did (IR changes only then).
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool;
}

/// Adds an op's canonicalization patterns to a list.
pub type PatternsFn = fn(&Context, &mut Vec<Box<dyn RewritePattern>>);

/// A set of patterns, frozen: grouped by root op and sorted by benefit.
pub struct FrozenPatternSet {
    /// Per root op: its own patterns and those for any op, best first.
    by_root: rustc_hash::FxHashMap<OpName, Vec<usize>>,
    /// The patterns for any op, best first (for ops without their own).
    any: Vec<usize>,
    patterns: Vec<Box<dyn RewritePattern>>,
}

impl FrozenPatternSet {
    /// Freezes `patterns` (keeping their order among equal benefits).
    pub fn new(ctx: &Context, patterns: Vec<Box<dyn RewritePattern>>) -> Self {
        let mut by_root: rustc_hash::FxHashMap<OpName, Vec<usize>> = Default::default();
        let mut any = Vec::new();
        for (i, p) in patterns.iter().enumerate() {
            match p.root() {
                Some(r) => by_root.entry(ctx.op_name(r)).or_default().push(i),
                None => any.push(i),
            }
        }
        let benefit = |i: &usize| std::cmp::Reverse(patterns[*i].benefit());
        for v in by_root.values_mut() {
            v.sort_by_key(benefit);
        }
        any.sort_by_key(benefit);
        // Merge each op's own patterns with the ones for any op once, here:
        // equal benefits put the op's own first.
        for v in by_root.values_mut() {
            let specific = std::mem::take(v);
            let (mut i, mut j) = (0, 0);
            while i < specific.len() || j < any.len() {
                let take_specific = match (specific.get(i), any.get(j)) {
                    (Some(&a), Some(&b)) => patterns[a].benefit() >= patterns[b].benefit(),
                    (Some(_), None) => true,
                    _ => false,
                };
                if take_specific {
                    v.push(specific[i]);
                    i += 1;
                } else {
                    v.push(any[j]);
                    j += 1;
                }
            }
        }
        FrozenPatternSet {
            by_root,
            any,
            patterns,
        }
    }

    /// The patterns to try on an op named `name`, best first.
    pub fn for_op(&self, name: OpName) -> impl Iterator<Item = &dyn RewritePattern> + '_ {
        self.by_root
            .get(&name)
            .unwrap_or(&self.any)
            .iter()
            .map(move |&k| self.patterns[k].as_ref())
    }

    /// Whether the set has no patterns.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// Number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }
}
