//! `bufferization.clone`: its memory effects and the `SimplifyClones`
//! canonicalization (its folder is memref's `foldMemRefCast`).

use crate::memref::canon::{find_dealloc, free_between};
use crate::memref::view_source;
use crate::util::build::{create, is_op};
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::registry::{MemoryEffect, MemoryEffectKind};
use rmlir_ir::Context;
use rmlir_ir::{Body, OpId, ValueId};

/// `MemRead` on the input, `MemWrite` and `MemAlloc` on the output.
pub(super) fn effects_clone(ctx: &Context, b: &Body, op: OpId, out: &mut Vec<MemoryEffect>) {
    out.push(MemoryEffect {
        kind: MemoryEffectKind::Read,
        value: Some(super::CloneOp(op).input(ctx, b)),
    });
    out.push(MemoryEffect {
        kind: MemoryEffectKind::Write,
        value: Some(b.result(op, 0)),
    });
    out.push(MemoryEffect {
        kind: MemoryEffectKind::Allocate,
        value: Some(b.result(op, 0)),
    });
}

/// `SimplifyClones`: a clone whose source or own buffer is deallocated in
/// the same block (and nothing else is freed in between) is replaced by the
/// source (through a `memref.cast` when the types differ) and the redundant
/// dealloc is erased; an unused clone is erased.
struct SimplifyClones;

impl RewritePattern for SimplifyClones {
    fn root(&self) -> Option<&'static str> {
        Some("bufferization.clone")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::SimplifyClones"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let out = rw.body().result(op, 0);
        if !rw.body().has_uses(out) {
            rw.erase_op(op);
            return true;
        }
        let source = super::CloneOp(op).input(ctx, rw.body());
        let (st, ot) = (rw.body().value_type(source), rw.body().value_type(out));
        if st != ot && !crate::memref::memref_cast_compatible(ctx, st, ot) {
            return false;
        }
        let mut canonical: ValueId = source;
        while let Some(d) = rw.body().defining_op(canonical) {
            let Some(viewed) = view_source(ctx, rw.body(), d) else {
                break;
            };
            if rw.body().num_results(d) != 1 {
                break;
            }
            canonical = viewed;
        }
        let Some(clone_dealloc) = find_dealloc(ctx, rw.body(), out) else {
            return false;
        };
        let Some(source_dealloc) = find_dealloc(ctx, rw.body(), canonical) else {
            return false;
        };
        if let (Some(a), Some(b)) = (clone_dealloc, source_dealloc) {
            if rw.body().op_block(a) == rw.body().op_block(b) {
                return false;
            }
        }
        let block = rw.body().op_block(op);
        let redundant = match (clone_dealloc, source_dealloc) {
            (Some(a), _) if rw.body().op_block(a) == block => a,
            (_, Some(b)) if rw.body().op_block(b) == block => b,
            _ => return false,
        };
        match free_between(ctx, rw.body(), op, redundant) {
            Some(false) => {}
            _ => return false,
        }
        let mut replacement = source;
        if st != ot {
            let loc = rw.body().op_loc(op);
            rw.set_insertion_point_before(op);
            let c = create(rw, "memref.cast", loc, &[source], &[ot], &[], None, 0);
            replacement = rw.body().result(c, 0);
        }
        debug_assert!(!is_op(ctx, rw.body(), redundant, "bufferization.clone"));
        rw.replace_op(op, &[replacement]);
        rw.erase_op(redundant);
        true
    }
}

/// `bufferization.clone` patterns.
pub(super) fn clone_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SimplifyClones));
}
