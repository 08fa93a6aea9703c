//! Canonicalization patterns of `bufferization.dealloc`
//! (`populateDeallocOpCanonicalizationPatterns` of MLIR 22).

use super::declared_effects;
use crate::util::attrs::props;
use crate::util::build::{binary, bool_constant, create, is_op, pattern};
use crate::util::constant::is_zero;
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::registry::MemoryEffectKind;
use rmlir_ir::Context;
use rmlir_ir::{Attr, Body, OpId, ValueId};
use rmlir_ods::operand_group;

/// The memrefs, conditions and retained memrefs of a dealloc.
fn parts(ctx: &Context, body: &Body, op: OpId) -> [Vec<ValueId>; 3] {
    [0, 1, 2].map(|i| operand_group(ctx, body, op, i))
}

/// `props` with `operandSegmentSizes` set for the three groups, other
/// properties kept.
fn with_segments(ctx: &Context, old: Option<Attr>, sizes: [usize; 3]) -> Attr {
    let seg = ctx.ident("operandSegmentSizes");
    let mut entries: Vec<(rmlir_ir::Ident, Attr)> = old
        .map(|d| ctx.dict_entries(d).to_vec())
        .unwrap_or_default();
    entries.retain(|(k, _)| *k != seg);
    entries.push((seg, rmlir_ods::segment_attr(ctx, &sizes)));
    ctx.dictionary_attr(entries)
}

/// `updateDeallocIfChanged`: replaces the memrefs and conditions in place;
/// false when they did not change.
fn update_if_changed(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    memrefs: &[ValueId],
    conditions: &[ValueId],
) -> bool {
    let ctx = rw.ctx;
    let [old_m, old_c, retained] = parts(ctx, rw.body(), op);
    if old_m == memrefs && old_c == conditions {
        return false;
    }
    let mut operands = memrefs.to_vec();
    operands.extend_from_slice(conditions);
    operands.extend_from_slice(&retained);
    let sizes = [memrefs.len(), conditions.len(), retained.len()];
    rw.modify_in_place(op, |body| {
        body.set_operands(op, &operands);
        let p = with_segments(ctx, body.properties(op), sizes);
        body.set_properties(op, Some(p));
    });
    true
}

/// Whether `op` declares an `Allocate` effect on `v`.
fn allocates(ctx: &Context, body: &Body, op: OpId, v: ValueId) -> bool {
    declared_effects(ctx, body, op).is_some_and(|effects| {
        effects
            .iter()
            .any(|e| e.kind == MemoryEffectKind::Allocate && e.value == Some(v))
    })
}

/// MLIR's `hasSingleEffect<MemoryEffects::Allocate>(op, v)`: every effect of
/// `op` on `v` is an allocation, and there is one.
fn only_allocates(ctx: &Context, body: &Body, op: OpId, v: ValueId) -> bool {
    let Some(effects) = declared_effects(ctx, body, op) else {
        return false;
    };
    let mut found = false;
    for e in effects.iter().filter(|e| e.value == Some(v)) {
        if e.kind != MemoryEffectKind::Allocate {
            return false;
        }
        found = true;
    }
    found
}

/// `DeallocRemoveDuplicateDeallocMemrefs`: a memref listed twice is kept
/// once, deallocated under the disjunction (`arith.ori`) of its conditions.
struct RemoveDuplicateDeallocMemrefs;
pattern!(
    RemoveDuplicateDeallocMemrefs,
    "bufferization.dealloc",
    "(anonymous namespace)::DeallocRemoveDuplicateDeallocMemrefs"
);

impl RemoveDuplicateDeallocMemrefs {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let [memrefs, conditions, _] = parts(ctx, rw.body(), op);
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let mut new_m: Vec<ValueId> = Vec::new();
        let mut new_c: Vec<ValueId> = Vec::new();
        for (&m, &c) in memrefs.iter().zip(&conditions) {
            match new_m.iter().position(|&x| x == m) {
                Some(i) => {
                    if new_c[i] != c {
                        new_c[i] = binary(rw, "arith.ori", new_c[i], c, loc);
                    }
                }
                None => {
                    new_m.push(m);
                    new_c.push(c);
                }
            }
        }
        update_if_changed(rw, op, &new_m, &new_c)
    }
}

/// `DeallocRemoveDuplicateRetainedMemrefs`: a retained memref listed twice
/// is kept once; the results of its copies are the one result.
struct RemoveDuplicateRetainedMemrefs;
pattern!(
    RemoveDuplicateRetainedMemrefs,
    "bufferization.dealloc",
    "(anonymous namespace)::DeallocRemoveDuplicateRetainedMemrefs"
);

impl RemoveDuplicateRetainedMemrefs {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let [memrefs, conditions, retained] = parts(ctx, rw.body(), op);
        let mut unique: Vec<ValueId> = Vec::new();
        let mut index = Vec::with_capacity(retained.len());
        for &r in &retained {
            match unique.iter().position(|&x| x == r) {
                Some(i) => index.push(i),
                None => {
                    index.push(unique.len());
                    unique.push(r);
                }
            }
        }
        if unique.len() == retained.len() || rw.body().num_results(op) != retained.len() {
            return false;
        }
        let mut operands = memrefs.clone();
        operands.extend_from_slice(&conditions);
        operands.extend_from_slice(&unique);
        let seg = rmlir_ods::segment_attr(ctx, &[memrefs.len(), conditions.len(), unique.len()]);
        let p = props(ctx, &[("operandSegmentSizes", seg)]);
        let i1 = ctx.common().i1;
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let new = create(
            rw,
            "bufferization.dealloc",
            loc,
            &operands,
            &vec![i1; unique.len()],
            &[],
            p,
            0,
        );
        let results: Vec<ValueId> = index.iter().map(|&i| rw.body().result(new, i)).collect();
        rw.replace_op(op, &results);
        true
    }
}

/// `EraseEmptyDealloc`: a dealloc of nothing is erased; its results are
/// `false`.
struct EraseEmptyDealloc;
pattern!(
    EraseEmptyDealloc,
    "bufferization.dealloc",
    "(anonymous namespace)::EraseEmptyDealloc"
);

impl EraseEmptyDealloc {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        if !operand_group(ctx, rw.body(), op, 0).is_empty() {
            return false;
        }
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let f = bool_constant(rw, false, loc);
        let n = rw.body().num_results(op);
        rw.replace_op(op, &vec![f; n]);
        true
    }
}

/// `EraseAlwaysFalseDealloc`: memrefs whose condition is the constant
/// `false` are dropped.
struct EraseAlwaysFalseDealloc;
pattern!(
    EraseAlwaysFalseDealloc,
    "bufferization.dealloc",
    "(anonymous namespace)::EraseAlwaysFalseDealloc"
);

impl EraseAlwaysFalseDealloc {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let [memrefs, conditions, _] = parts(ctx, rw.body(), op);
        let (mut new_m, mut new_c) = (Vec::new(), Vec::new());
        for (&m, &c) in memrefs.iter().zip(&conditions) {
            if !is_zero(ctx, rw.body(), c) {
                new_m.push(m);
                new_c.push(c);
            }
        }
        update_if_changed(rw, op, &new_m, &new_c)
    }
}

/// `SkipExtractMetadataOfAlloc`: the base buffer of a
/// `memref.extract_strided_metadata` of an allocation is the allocation.
struct SkipExtractMetadataOfAlloc;
pattern!(
    SkipExtractMetadataOfAlloc,
    "bufferization.dealloc",
    "(anonymous namespace)::SkipExtractMetadataOfAlloc"
);

impl SkipExtractMetadataOfAlloc {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let [memrefs, conditions, _] = parts(ctx, rw.body(), op);
        let body = rw.body();
        let new_m: Vec<ValueId> = memrefs
            .iter()
            .map(|&m| {
                let Some(e) = body.defining_op(m) else {
                    return m;
                };
                if !is_op(ctx, body, e, "memref.extract_strided_metadata")
                    || body.num_operands(e) == 0
                {
                    return m;
                }
                let source = crate::memref::ExtractStridedMetadataOp(e).source(ctx, body);
                match body.defining_op(source) {
                    Some(a) if allocates(ctx, body, a, source) => source,
                    _ => m,
                }
            })
            .collect();
        update_if_changed(rw, op, &new_m, &conditions)
    }
}

/// `RemoveAllocDeallocPairWhenNoOtherUsers`: an allocation whose only use
/// is the dealloc, and that has no other effect on it, is erased with its
/// entry.
struct RemoveAllocDeallocPairWhenNoOtherUsers;
pattern!(
    RemoveAllocDeallocPairWhenNoOtherUsers,
    "bufferization.dealloc",
    "(anonymous namespace)::RemoveAllocDeallocPairWhenNoOtherUsers"
);

impl RemoveAllocDeallocPairWhenNoOtherUsers {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let [memrefs, conditions, _] = parts(ctx, rw.body(), op);
        let (mut new_m, mut new_c, mut erase) = (Vec::new(), Vec::new(), Vec::new());
        for (&m, &c) in memrefs.iter().zip(&conditions) {
            let body = rw.body();
            if let Some(a) = body.defining_op(m) {
                if allocates(ctx, body, a, m)
                    && only_allocates(ctx, body, a, m)
                    && body.uses(m).count() == 1
                {
                    erase.push(a);
                    continue;
                }
            }
            new_m.push(m);
            new_c.push(c);
        }
        if !update_if_changed(rw, op, &new_m, &new_c) {
            return false;
        }
        for a in erase {
            rw.erase_op(a);
        }
        true
    }
}

/// `dealloc` patterns, in MLIR's order.
pub(super) fn dealloc_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(RemoveDuplicateDeallocMemrefs));
    out.push(Box::new(RemoveDuplicateRetainedMemrefs));
    out.push(Box::new(EraseEmptyDealloc));
    out.push(Box::new(EraseAlwaysFalseDealloc));
    out.push(Box::new(SkipExtractMetadataOfAlloc));
    out.push(Box::new(RemoveAllocDeallocPairWhenNoOtherUsers));
}
