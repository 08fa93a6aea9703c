//! Folders and canonicalization patterns of `to_tensor`, `to_buffer` and
//! `alloc_tensor` (MLIR 22's `BufferizationOps.cpp`), including those rooted
//! on `tensor.dim`, `memref.dim` and `memref.load`.

use super::verify::alloc_tensor_parts;
use super::{ToBufferOp, ToTensorOp};
use crate::util::attrs::{index_attr, props};
use crate::util::build::{create, is_op, pattern};
use crate::util::constant::{const_int, fold_value};
use crate::util::shaped::{
    dynamic_dim_index, elem_of, memref_type, shape_of, tensor_type, DYNAMIC,
};
use crate::util::strided::strides_and_offset as strides_and_offset_of;
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::registry::FoldResult;
use rmlir_ir::Context;
use rmlir_ir::{Attr, Body, Loc, OpId, Type, TypeData, ValueId};

/// The op defining `v` if it is named `name`.
fn def_named(ctx: &Context, body: &Body, v: ValueId, name: &str) -> Option<OpId> {
    body.defining_op(v).filter(|&d| is_op(ctx, body, d, name))
}

/// `arith.constant <i> : index` at the insertion point.
fn index_constant(rw: &mut PatternRewriter<'_>, i: i64, loc: Loc) -> ValueId {
    let ctx = rw.ctx;
    let index = ctx.common().index;
    let p = props(ctx, &[("value", index_attr(ctx, i))]);
    let c = create(rw, "arith.constant", loc, &[], &[index], &[], p, 0);
    rw.body().result(c, 0)
}

/// A one-result op at the insertion point; its result.
fn create1(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    loc: Loc,
    operands: &[ValueId],
    ty: Type,
    properties: Option<Attr>,
) -> ValueId {
    let op = create(rw, name, loc, operands, &[ty], &[], properties, 0);
    rw.body().result(op, 0)
}

/// MLIR's `Value::getLoc`: the defining op's location, or a block
/// argument's own.
fn value_loc(body: &Body, v: ValueId) -> Option<Loc> {
    match body.defining_op(v) {
        Some(d) => Some(body.op_loc(d)),
        None => body.value_loc(v),
    }
}

// ----- folders -----------------------------------------------------------

/// `ToTensorOp::fold`: `to_tensor(to_buffer(t))` is `t` when the
/// `to_buffer` immediately precedes it (a conservative stand-in for alias
/// analysis).
pub(super) fn fold_to_tensor(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let buffer = ToTensorOp(op).buffer(ctx, body);
    let Some(d) = def_named(ctx, body, buffer, "bufferization.to_buffer") else {
        return FoldResult::None;
    };
    if body.op_block(d) != body.op_block(op) || body.next_op(d) != Some(op) {
        return FoldResult::None;
    }
    let t = ToBufferOp(d).tensor(ctx, body);
    if body.value_type(t) != body.value_type(body.result(op, 0)) {
        return FoldResult::None;
    }
    fold_value(t)
}

/// `ToBufferOp::fold`: `to_buffer(to_tensor(m))` is `m` when the types are
/// the same.
pub(super) fn fold_to_buffer(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let tensor = ToBufferOp(op).tensor(ctx, body);
    let Some(d) = def_named(ctx, body, tensor, "bufferization.to_tensor") else {
        return FoldResult::None;
    };
    let m = ToTensorOp(d).buffer(ctx, body);
    if body.value_type(m) != body.value_type(body.result(op, 0)) {
        return FoldResult::None;
    }
    fold_value(m)
}

// ----- to_tensor ---------------------------------------------------------

/// `DimOfToTensorFolder`: `tensor.dim(to_tensor(m), i)` is `memref.dim(m, i)`.
struct DimOfToTensorFolder;
pattern!(
    DimOfToTensorFolder,
    "tensor.dim",
    "(anonymous namespace)::DimOfToTensorFolder"
);

impl DimOfToTensorFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        if rw.body().num_operands(op) != 2 {
            return false;
        }
        let dim = crate::tensor::DimOp(op);
        let source = dim.source(ctx, rw.body());
        let Some(d) = def_named(ctx, rw.body(), source, "bufferization.to_tensor") else {
            return false;
        };
        let m = ToTensorOp(d).buffer(ctx, rw.body());
        let index = dim.index(ctx, rw.body());
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let v = create1(rw, "memref.dim", loc, &[m, index], ctx.common().index, None);
        rw.replace_op(op, &[v]);
        true
    }
}

/// `to_tensor` patterns.
pub(super) fn to_tensor_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(DimOfToTensorFolder));
}

// ----- to_buffer ---------------------------------------------------------

/// `DimOfCastOp`: `memref.dim(to_buffer(t), i)` is `tensor.dim(t, i)`.
struct DimOfCastOp;
pattern!(
    DimOfCastOp,
    "memref.dim",
    "(anonymous namespace)::DimOfCastOp"
);

impl DimOfCastOp {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        if rw.body().num_operands(op) != 2 {
            return false;
        }
        let dim = crate::memref::DimOp(op);
        let source = dim.source(ctx, rw.body());
        let Some(d) = def_named(ctx, rw.body(), source, "bufferization.to_buffer") else {
            return false;
        };
        let t = ToBufferOp(d).tensor(ctx, rw.body());
        let index = dim.index(ctx, rw.body());
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let v = create1(rw, "tensor.dim", loc, &[t, index], ctx.common().index, None);
        rw.replace_op(op, &[v]);
        true
    }
}

/// `LoadOfToBuffer`: a `memref.load` of a `to_buffer` is a `tensor.extract`
/// of its tensor. (MLIR 22 does not check `read_only`; later versions do.)
struct LoadOfToBuffer;
pattern!(
    LoadOfToBuffer,
    "memref.load",
    "(anonymous namespace)::LoadOfToBuffer"
);

impl LoadOfToBuffer {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        if rw.body().num_operands(op) == 0 || rw.body().num_results(op) != 1 {
            return false;
        }
        let load = crate::memref::LoadOp(op);
        let memref = load.memref(ctx, rw.body());
        let Some(d) = def_named(ctx, rw.body(), memref, "bufferization.to_buffer") else {
            return false;
        };
        let mut operands = vec![ToBufferOp(d).tensor(ctx, rw.body())];
        operands.extend(load.indices(ctx, rw.body()));
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let v = create1(rw, "tensor.extract", loc, &operands, ty, None);
        rw.replace_op(op, &[v]);
        true
    }
}

/// `read_only` of a `to_buffer` as a property dictionary.
fn read_only_props(ctx: &Context, body: &Body, op: OpId) -> Option<Attr> {
    rmlir_ods::get_attr(ctx, body, op, "read_only").and_then(|a| props(ctx, &[("read_only", a)]))
}

/// `ToBufferOfCast`: `to_buffer(tensor.cast(t))` becomes
/// `memref.cast(to_buffer(t))`, the new buffer type taking the shape and
/// element type of `t`.
struct ToBufferOfCast;
pattern!(
    ToBufferOfCast,
    "bufferization.to_buffer",
    "(anonymous namespace)::ToBufferOfCast"
);

impl ToBufferOfCast {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let tensor = ToBufferOp(op).tensor(ctx, rw.body());
        let Some(cast) = def_named(ctx, rw.body(), tensor, "tensor.cast") else {
            return false;
        };
        let src = crate::tensor::CastOp(cast).source(ctx, rw.body());
        let src_ty = rw.body().value_type(src);
        let TypeData::RankedTensor { shape, elem, .. } = ctx.type_data(src_ty) else {
            return false;
        };
        let out_ty = rw.body().value_type(rw.body().result(op, 0));
        let new_ty = match ctx.type_data(out_ty) {
            TypeData::MemRef {
                layout,
                memory_space,
                ..
            } => memref_type(ctx, shape, *elem, *layout, *memory_space),
            TypeData::UnrankedMemRef { memory_space, .. } => {
                memref_type(ctx, shape, *elem, None, *memory_space)
            }
            _ => return false,
        };
        let p = read_only_props(ctx, rw.body(), op);
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let m = create1(rw, "bufferization.to_buffer", loc, &[src], new_ty, p);
        let c = create1(rw, "memref.cast", loc, &[m], out_ty, None);
        rw.replace_op(op, &[c]);
        true
    }
}

/// `isGuaranteedCastCompatible` of `castOrReallocMemRefValue`: no dynamic
/// offset or stride becomes static.
fn guaranteed_cast_compatible(ctx: &Context, src: Type, dest: Type) -> bool {
    let (Some((ss, so)), Some((ds, dso))) = (
        strides_and_offset_of(ctx, src),
        strides_and_offset_of(ctx, dest),
    ) else {
        return false;
    };
    let dynamic_to_static = |a: i64, b: i64| a == DYNAMIC && b != DYNAMIC;
    !dynamic_to_static(so, dso) && !ss.iter().zip(&ds).any(|(&a, &b)| dynamic_to_static(a, b))
}

/// `ToBufferToTensorFolding` (`foldToBufferToTensorPair`):
/// `to_buffer(to_tensor(m))` becomes `m`, a `memref.cast` of it, or a copy
/// into a new allocation when the cast might fail at run time.
struct ToBufferToTensorFolding;
pattern!(
    ToBufferToTensorFolding,
    "bufferization.to_buffer",
    "(anonymous namespace)::ToBufferToTensorFolding"
);

impl ToBufferToTensorFolding {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let tensor = ToBufferOp(op).tensor(ctx, rw.body());
        let Some(d) = def_named(ctx, rw.body(), tensor, "bufferization.to_tensor") else {
            return false;
        };
        let m = ToTensorOp(d).buffer(ctx, rw.body());
        let src = rw.body().value_type(m);
        let dest = rw.body().value_type(rw.body().result(op, 0));
        if src == dest {
            rw.replace_op(op, &[m]);
            return true;
        }
        let loc = rw.body().op_loc(op);
        let ranked = |t| matches!(ctx.type_data(t), TypeData::MemRef { .. });
        match (ranked(src), ranked(dest)) {
            (true, true) => {
                // `castOrReallocMemRefValue` builds at the buffer's location.
                let loc = value_loc(rw.body(), m).unwrap_or(loc);
                if elem_of(ctx, src) != elem_of(ctx, dest) {
                    return false;
                }
                let (Some(src_shape), Some(dest_shape)) = (shape_of(ctx, src), shape_of(ctx, dest))
                else {
                    return false;
                };
                if src_shape.len() != dest_shape.len() {
                    return false;
                }
                rw.set_insertion_point_before(op);
                if crate::memref::memref_cast_compatible(ctx, src, dest)
                    && guaranteed_cast_compatible(ctx, src, dest)
                {
                    let c = create1(rw, "memref.cast", loc, &[m], dest, None);
                    rw.replace_op(op, &[c]);
                    return true;
                }
                let mut sizes = Vec::new();
                for (i, &s) in dest_shape.iter().enumerate() {
                    if s != DYNAMIC {
                        continue;
                    }
                    let c = index_constant(rw, i as i64, loc);
                    sizes.push(create1(
                        rw,
                        "memref.dim",
                        loc,
                        &[m, c],
                        ctx.common().index,
                        None,
                    ));
                }
                let seg = rmlir_ods::segment_attr(ctx, &[sizes.len(), 0]);
                let p = props(ctx, &[("operandSegmentSizes", seg)]);
                let alloc = create1(rw, "memref.alloc", loc, &sizes, dest, p);
                create(rw, "memref.copy", loc, &[m, alloc], &[], &[], None, 0);
                rw.replace_op(op, &[alloc]);
                true
            }
            (false, true) => false,
            _ => {
                if !crate::memref::memref_cast_compatible(ctx, src, dest) {
                    return false;
                }
                rw.set_insertion_point_before(op);
                let c = create1(rw, "memref.cast", loc, &[m], dest, None);
                rw.replace_op(op, &[c]);
                true
            }
        }
    }
}

/// `to_buffer` patterns, in MLIR's order.
pub(super) fn to_buffer_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(DimOfCastOp));
    out.push(Box::new(LoadOfToBuffer));
    out.push(Box::new(ToBufferOfCast));
    out.push(Box::new(ToBufferToTensorFolding));
}

// ----- alloc_tensor ------------------------------------------------------

/// `FoldDimOfAllocTensorOp`: `tensor.dim` of a dynamic dimension of an
/// `alloc_tensor` is its size operand (or the `copy`'s dimension).
struct FoldDimOfAllocTensorOp;
pattern!(
    FoldDimOfAllocTensorOp,
    "tensor.dim",
    "(anonymous namespace)::FoldDimOfAllocTensorOp"
);

impl FoldDimOfAllocTensorOp {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        if rw.body().num_operands(op) != 2 {
            return false;
        }
        let dim = crate::tensor::DimOp(op);
        let source = dim.source(ctx, rw.body());
        let Some(a) = def_named(ctx, rw.body(), source, "bufferization.alloc_tensor") else {
            return false;
        };
        let Some(i) = const_int(ctx, rw.body(), dim.index(ctx, rw.body())) else {
            return false;
        };
        let Some(shape) = shape_of(ctx, rw.body().value_type(rw.body().result(a, 0))) else {
            return false;
        };
        let Ok(i) = usize::try_from(i) else {
            return false;
        };
        if i >= shape.len() || shape[i] != DYNAMIC {
            return false;
        }
        let (sizes, copy, _) = alloc_tensor_parts(ctx, rw.body(), a);
        let v = match copy {
            Some(c) => {
                let loc = rw.body().op_loc(a);
                rw.set_insertion_point_before(op);
                let k = index_constant(rw, i as i64, loc);
                create1(rw, "tensor.dim", loc, &[c, k], ctx.common().index, None)
            }
            None => match sizes.get(dynamic_dim_index(&shape, i)) {
                Some(&v) => v,
                None => return false,
            },
        };
        rw.replace_op(op, &[v]);
        true
    }
}

/// `ReplaceStaticShapeDims`: non-negative constant dynamic sizes move into
/// the type; a `tensor.cast` restores the original type. (As in MLIR, the
/// new op keeps neither `size_hint` nor `memory_space`.)
struct ReplaceStaticShapeDims;
pattern!(
    ReplaceStaticShapeDims,
    "bufferization.alloc_tensor",
    "(anonymous namespace)::ReplaceStaticShapeDims"
);

impl ReplaceStaticShapeDims {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let (sizes, copy, _) = alloc_tensor_parts(ctx, rw.body(), op);
        if copy.is_some() {
            return false;
        }
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let TypeData::RankedTensor {
            shape,
            elem,
            encoding,
        } = ctx.type_data(ty)
        else {
            return false;
        };
        let mut new_shape = shape.to_vec();
        let mut new_sizes = Vec::new();
        let mut k = 0;
        for d in new_shape.iter_mut() {
            if *d != DYNAMIC {
                continue;
            }
            let Some(&v) = sizes.get(k) else {
                return false;
            };
            k += 1;
            match const_int(ctx, rw.body(), v) {
                Some(c) if c >= 0 => *d = c,
                _ => new_sizes.push(v),
            }
        }
        let new_ty = tensor_type(ctx, &new_shape, *elem, *encoding);
        if new_ty == ty {
            return false;
        }
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let seg = rmlir_ods::segment_attr(ctx, &[new_sizes.len(), 0, 0]);
        let p = props(ctx, &[("operandSegmentSizes", seg)]);
        let a = create1(rw, "bufferization.alloc_tensor", loc, &new_sizes, new_ty, p);
        let c = create1(rw, "tensor.cast", loc, &[a], ty, None);
        rw.replace_op(op, &[c]);
        true
    }
}

/// `alloc_tensor` patterns, in MLIR's order.
pub(super) fn alloc_tensor_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(FoldDimOfAllocTensorOp));
    out.push(Box::new(ReplaceStaticShapeDims));
}
