//! Rewrite patterns and the rewriter they change the IR through (MLIR's
//! `PatternMatch.h`).
//!
//! A [`RewritePattern`] matches an op and rewrites it with a
//! [`PatternRewriter`]. Every change made through the rewriter is recorded as
//! a [`RewriteEvent`], which drivers (the greedy driver in `rmlir-rewrite`)
//! read to keep their worklists up to date. Patterns are `Send + Sync` trait
//! objects: a set of them is built once and shared by all threads.

use crate::attrs::Loc;
use crate::body::{BlockId, Body, OpId, OpSpec, RegionId, ValueId};
use crate::builder::InsertPoint;
use crate::context::{Context, OpName};

/// Something a rewriter did, for the driver's bookkeeping.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RewriteEvent {
    /// An op was created and inserted (or moved).
    Inserted(OpId),
    /// An op was changed in place (operands, attributes, successors).
    Modified(OpId),
    /// An op is about to be erased; the ops defining its operands that may
    /// now be simplified were recorded with `Revisit` just before.
    Erased(OpId),
    /// An op worth revisiting (an operand's definition whose uses dropped).
    Revisit(OpId),
}

/// The rewriter given to patterns: creates, replaces, erases and modifies
/// ops in one body, recording every change.
pub struct PatternRewriter<'b> {
    /// The context.
    pub ctx: &'b Context,
    /// The body being rewritten.
    pub body: &'b mut Body,
    /// Where `create` inserts.
    pub ip: InsertPoint,
    /// What happened so far.
    pub events: Vec<RewriteEvent>,
}

impl<'b> PatternRewriter<'b> {
    /// A rewriter on `body`.
    pub fn new(ctx: &'b Context, body: &'b mut Body) -> Self {
        PatternRewriter {
            ctx,
            body,
            ip: InsertPoint::Detached,
            events: Vec::new(),
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
        self.events.push(RewriteEvent::Inserted(op));
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
        self.events.push(RewriteEvent::Modified(op));
        r
    }

    /// Replaces every use of `from` with `to`; the users count as modified.
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        let users: Vec<OpId> = self.body.uses(from).map(|u| u.owner).collect();
        self.body.replace_all_uses(from, to);
        for u in users {
            self.events.push(RewriteEvent::Modified(u));
        }
    }

    /// Replaces the results of `op` with `values` and erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        let n = self.body.num_results(op);
        for (i, &v) in values.iter().enumerate().take(n) {
            let r = self.body.result(op, i);
            self.replace_all_uses_with(r, v);
        }
        self.erase_op(op);
    }

    /// Erases `op` (and what is nested in it); its results must be unused.
    pub fn erase_op(&mut self, op: OpId) {
        self.note_operands_for_revisit(op);
        self.events.push(RewriteEvent::Erased(op));
        let _ = self.body.erase_op(op);
    }

    /// MLIR's `addOperandsToWorklist`: the definitions of `op`'s operands
    /// that have at most one other user are worth another look.
    fn note_operands_for_revisit(&mut self, op: OpId) {
        let operands: Vec<ValueId> = self.body.operands(op).collect();
        for v in operands {
            let Some(def) = self.body.defining_op(v) else {
                continue;
            };
            let mut other = None;
            let mut more = false;
            for u in self.body.uses(v) {
                if u.owner == op || Some(u.owner) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(u.owner);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.events.push(RewriteEvent::Revisit(def));
            }
        }
    }

    /// Moves `op` right before `before`.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        self.body.move_op_before(op, before);
        self.events.push(RewriteEvent::Inserted(op));
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
            self.events.push(RewriteEvent::Inserted(o));
        }
        self.body.detach_block(block);
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
            self.events.push(RewriteEvent::Inserted(o));
        }
        self.body.detach_block(source);
    }

    /// The region holding `block`.
    pub fn block_region(&self, block: BlockId) -> RegionId {
        self.body.block_region(block)
    }
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
    by_root: rustc_hash::FxHashMap<OpName, Vec<usize>>,
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
        FrozenPatternSet {
            by_root,
            any,
            patterns,
        }
    }

    /// The patterns to try on an op named `name`, best first.
    pub fn for_op(&self, name: OpName) -> impl Iterator<Item = &dyn RewritePattern> + '_ {
        let specific: &[usize] = self.by_root.get(&name).map_or(&[], |v| v.as_slice());
        let mut out: Vec<usize> = Vec::with_capacity(specific.len() + self.any.len());
        let (mut i, mut j) = (0, 0);
        while i < specific.len() || j < self.any.len() {
            let take_specific = match (specific.get(i), self.any.get(j)) {
                (Some(&a), Some(&b)) => self.patterns[a].benefit() >= self.patterns[b].benefit(),
                (Some(_), None) => true,
                _ => false,
            };
            if take_specific {
                out.push(specific[i]);
                i += 1;
            } else {
                out.push(self.any[j]);
                j += 1;
            }
        }
        out.into_iter().map(move |k| self.patterns[k].as_ref())
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
