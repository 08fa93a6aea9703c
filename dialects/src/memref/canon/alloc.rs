//! Allocations: constant sizes moved into the type (`SimplifyAllocConst`),
//! and allocations without uses other than stores and deallocs erased.

use crate::memref::StoreOp;
use crate::util::attrs::props;
use crate::util::build::{create, create_cast, is_op};
use crate::util::constant::constant_int;
use crate::util::shaped::{memref_type, DYNAMIC};
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::registry::MemoryEffectKind;
use rmlir_ir::Context;
use rmlir_ir::TypeData;
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ods::{get_attr, operand_group, segment_attr};

/// Whether `op` has a `MemFree` effect (on any value).
pub(super) fn has_free_effect(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(info) = ctx.op_info(body.op_name(op)) else {
        return false;
    };
    let Some(f) = info.effects else {
        return false;
    };
    let mut out = Vec::new();
    f(ctx, body, op, &mut out);
    out.iter().any(|e| e.kind == MemoryEffectKind::Free)
}

/// Whether `op` frees `v`.
pub(super) fn frees(ctx: &Context, body: &Body, op: OpId, v: ValueId) -> bool {
    let Some(f) = ctx.op_info(body.op_name(op)).and_then(|i| i.effects) else {
        return false;
    };
    let mut out = Vec::new();
    f(ctx, body, op, &mut out);
    out.iter()
        .any(|e| e.kind == MemoryEffectKind::Free && e.value == Some(v))
}

/// MLIR's `memref::findDealloc`: `Some(None)` without a dealloc,
/// `Some(Some(op))` with exactly one, `None` with several.
pub(crate) fn find_dealloc(ctx: &Context, body: &Body, v: ValueId) -> Option<Option<OpId>> {
    let mut found = None;
    for u in body.uses(v) {
        if !frees(ctx, body, u.owner, v) {
            continue;
        }
        if found.is_some() && found != Some(u.owner) {
            return None;
        }
        found = Some(u.owner);
    }
    Some(found)
}

/// `SimplifyAllocConst`: constant non-negative dynamic sizes move into the
/// type; a `memref.cast` restores the original type.
pub(super) struct SimplifyAllocConst(&'static str);

impl RewritePattern for SimplifyAllocConst {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn debug_name(&self) -> &'static str {
        if self.0 == "memref.alloc" {
            "(anonymous namespace)::SimplifyAllocConst<mlir::memref::AllocOp>"
        } else {
            "(anonymous namespace)::SimplifyAllocConst<mlir::memref::AllocaOp>"
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let sizes = operand_group(ctx, rw.body(), op, 0);
        let syms = operand_group(ctx, rw.body(), op, 1);
        let cst = |v: ValueId| constant_int(ctx, rw.body(), v).filter(|x| !x.sign_bit());
        if !sizes.iter().any(|&v| cst(v).is_some()) {
            return false;
        }
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let TypeData::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } = ctx.type_data(ty).clone()
        else {
            return false;
        };
        let mut new_shape = Vec::with_capacity(shape.len());
        let mut dyn_sizes = Vec::new();
        let mut pos = 0;
        for &d in shape.iter() {
            if d != DYNAMIC {
                new_shape.push(d);
                continue;
            }
            let Some(&v) = sizes.get(pos) else {
                return false;
            };
            match cst(v) {
                Some(x) => new_shape.push(x.low_u64() as i64),
                None => {
                    new_shape.push(DYNAMIC);
                    dyn_sizes.push(v);
                }
            }
            pos += 1;
        }
        let new_ty = memref_type(ctx, &new_shape, elem, layout, memory_space);
        let loc = rw.body().op_loc(op);
        let mut entries = vec![(
            "operandSegmentSizes",
            segment_attr(ctx, &[dyn_sizes.len(), syms.len()]),
        )];
        if let Some(a) = get_attr(ctx, rw.body(), op, "alignment") {
            entries.push(("alignment", a));
        }
        let mut operands = dyn_sizes.clone();
        operands.extend_from_slice(&syms);
        rw.set_insertion_point_before(op);
        let p = props(ctx, &entries);
        let new_alloc = create(rw, self.0, loc, &operands, &[new_ty], &[], p, 0);
        let nv = rw.body().result(new_alloc, 0);
        let cast = create_cast(rw, "memref.cast", nv, ty, loc);
        rw.replace_op(op, &[cast]);
        true
    }
}

/// `SimplifyDeadAlloc`: an allocation only stored into and deallocated is
/// erased with those users.
pub(super) struct SimplifyDeadAlloc(&'static str);

impl RewritePattern for SimplifyDeadAlloc {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn debug_name(&self) -> &'static str {
        match self.0 {
            "memref.alloc" => "(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::AllocOp>",
            "memref.alloca" => "(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::AllocaOp>",
            _ => "(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::ReallocOp>",
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let v = rw.body().result(op, 0);
        let mut users = Vec::new();
        for u in rw.body().uses(v) {
            let user = u.owner;
            if is_op(ctx, rw.body(), user, "memref.store") {
                if StoreOp(user).value(ctx, rw.body()) == v {
                    return false;
                }
            } else if !is_op(ctx, rw.body(), user, "memref.dealloc") {
                return false;
            }
            if !users.contains(&user) {
                users.push(user);
            }
        }
        for u in users {
            rw.erase_op(u);
        }
        rw.erase_op(op);
        true
    }
}

/// `memref.alloc` patterns.
pub(crate) fn alloc_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SimplifyAllocConst("memref.alloc")));
    out.push(Box::new(SimplifyDeadAlloc("memref.alloc")));
}

/// `memref.alloca` patterns.
pub(crate) fn alloca_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SimplifyAllocConst("memref.alloca")));
    out.push(Box::new(SimplifyDeadAlloc("memref.alloca")));
}

/// `memref.realloc` patterns.
pub(crate) fn realloc_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SimplifyDeadAlloc("memref.realloc")));
}

/// Whether any op frees memory between `from` (exclusive) and `to`
/// (exclusive) in one block; `None` if `to` does not follow `from`.
pub(crate) fn free_between(ctx: &Context, body: &Body, from: OpId, to: OpId) -> Option<bool> {
    let mut pos = body.next_op(from);
    while let Some(p) = pos {
        if p == to {
            return Some(false);
        }
        if has_free_effect(ctx, body, p) {
            return Some(true);
        }
        pos = body.next_op(p);
    }
    None
}
