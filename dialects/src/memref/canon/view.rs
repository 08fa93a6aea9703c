//! Copies, views and subviews: empty and self copies, constant sizes and
//! offsets moved into the type, casts folded into views.

use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ir::{Type, TypeData};
use rmlir_ods::operand_group;

use crate::memref::fold::{cast_can_fold_into_consumer, mixed_is, mixed_value};
use crate::memref::{CastOp, CopyOp, SubViewOp, ViewOp};
use crate::util::attrs::i64_array_attr;
use crate::util::build::{create, create_cast, is_op, pattern};
use crate::util::constant::constant_index_op;
use crate::util::shaped::{elem_of, memory_space_of, memref_type, shape_of, DYNAMIC};
use crate::util::slice::{Mixed, Osss};
use crate::util::strided::{sat_add, sat_mul, strided_layout, strides_and_offset};

/// `FoldEmptyCopy`: a copy from or to a memref with a zero dimension.
pub(super) struct FoldEmptyCopy;

impl FoldEmptyCopy {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let empty =
            |v: ValueId| shape_of(rw.ctx, rw.body().value_type(v)).is_some_and(|s| s.contains(&0));
        let copy = CopyOp(op);
        if empty(copy.source(rw.ctx, rw.body())) || empty(copy.target(rw.ctx, rw.body())) {
            rw.erase_op(op);
            return true;
        }
        false
    }
}

pattern!(FoldEmptyCopy, "memref.copy", "FoldEmptyCopy");

/// `FoldSelfCopy`: `memref.copy %x, %x`.
pub(super) struct FoldSelfCopy;

impl FoldSelfCopy {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let copy = CopyOp(op);
        if copy.source(rw.ctx, rw.body()) != copy.target(rw.ctx, rw.body()) {
            return false;
        }
        rw.erase_op(op);
        true
    }
}

pattern!(
    FoldSelfCopy,
    "memref.copy",
    "(anonymous namespace)::FoldSelfCopy"
);

/// `ViewOpShapeFolder`: constant dynamic sizes of a view move into its type.
pub(super) struct ViewOpShapeFolder;

impl ViewOpShapeFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let operands: Vec<ValueId> = rw.body().operands(op).collect();
        if !operands
            .iter()
            .any(|&v| constant_index_op(ctx, rw.body(), v).is_some())
        {
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
        if strides_and_offset(ctx, ty).is_none() {
            return false;
        }
        let sizes = &operands[2..];
        let mut new_shape = Vec::with_capacity(shape.len());
        let mut new_sizes = Vec::new();
        let mut pos = 0;
        for &d in shape.iter() {
            if d != DYNAMIC {
                new_shape.push(d);
                continue;
            }
            let Some(&v) = sizes.get(pos) else {
                return false;
            };
            match constant_index_op(ctx, rw.body(), v) {
                Some(c) => new_shape.push(c),
                None => {
                    new_shape.push(d);
                    new_sizes.push(v);
                }
            }
            pos += 1;
        }
        let new_ty = memref_type(ctx, &new_shape, elem, layout, memory_space);
        if new_ty == ty {
            return false;
        }
        let loc = rw.body().op_loc(op);
        let mut new_operands = vec![operands[0], operands[1]];
        new_operands.extend(new_sizes);
        rw.set_insertion_point_before(op);
        let nv = create(
            rw,
            "memref.view",
            loc,
            &new_operands,
            &[new_ty],
            &[],
            None,
            0,
        );
        let nv = rw.body().result(nv, 0);
        let cast = create_cast(rw, "memref.cast", nv, ty, loc);
        rw.replace_op(op, &[cast]);
        true
    }
}

pattern!(
    ViewOpShapeFolder,
    "memref.view",
    "(anonymous namespace)::ViewOpShapeFolder"
);

/// `ViewOpMemrefCastFolder`: a view of a cast of an alloc views the alloc.
pub(super) struct ViewOpMemrefCastFolder;

impl ViewOpMemrefCastFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let src = ViewOp(op).source(ctx, rw.body());
        let Some(cast) = rw
            .body()
            .defining_op(src)
            .filter(|&d| is_op(ctx, rw.body(), d, "memref.cast"))
        else {
            return false;
        };
        let alloc_v = CastOp(cast).source(ctx, rw.body());
        if !rw
            .body()
            .defining_op(alloc_v)
            .is_some_and(|d| is_op(ctx, rw.body(), d, "memref.alloc"))
        {
            return false;
        }
        let mut operands: Vec<ValueId> = rw.body().operands(op).collect();
        operands[0] = alloc_v;
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let nv = create(rw, "memref.view", loc, &operands, &[ty], &[], None, 0);
        let nv = rw.body().result(nv, 0);
        rw.replace_op(op, &[nv]);
        true
    }
}

pattern!(
    ViewOpMemrefCastFolder,
    "memref.view",
    "(anonymous namespace)::ViewOpMemrefCastFolder"
);

/// `SubViewOp::inferResultType` from static lists.
pub(super) fn subview_infer(
    ctx: &Context,
    src: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<Type> {
    let (sstrides, soff) = strides_and_offset(ctx, src)?;
    let mut offset = soff;
    for (&o, &s) in offsets.iter().zip(&sstrides) {
        offset = sat_add(offset, sat_mul(o, s));
    }
    let tstrides: Vec<i64> = sstrides
        .iter()
        .zip(strides)
        .map(|(&a, &b)| sat_mul(a, b))
        .collect();
    Some(memref_type(
        ctx,
        sizes,
        elem_of(ctx, src)?,
        Some(strided_layout(ctx, offset, &tstrides)),
        memory_space_of(ctx, src),
    ))
}

/// Drops the dims `unused` from a strided memref type.
pub(super) fn drop_dims(ctx: &Context, t: Type, unused: &[bool]) -> Option<Type> {
    let shape = shape_of(ctx, t)?;
    let (strides, offset) = strides_and_offset(ctx, t)?;
    let mut ns = Vec::new();
    let mut nst = Vec::new();
    for i in 0..shape.len() {
        if unused.get(i).copied().unwrap_or(false) {
            continue;
        }
        ns.push(shape[i]);
        nst.push(strides[i]);
    }
    Some(memref_type(
        ctx,
        &ns,
        elem_of(ctx, t)?,
        Some(strided_layout(ctx, offset, &nst)),
        memory_space_of(ctx, t),
    ))
}

/// The dropped dims of a subview (`getDroppedDims`).
pub(super) fn subview_dropped(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<bool>> {
    let src = body.value_type(SubViewOp(op).source(ctx, body));
    let res = body.value_type(body.result(op, 0));
    let sizes = i64_array_attr(ctx, body, op, "static_sizes");
    crate::memref::verify::memref_rank_reduction_mask(ctx, src, res, &sizes)
}

/// `OpWithOffsetSizesAndStridesConstantArgumentFolder` for `memref.subview`.
pub(super) struct SubViewConstantArgumentFolder;

impl SubViewConstantArgumentFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let mut m = Mixed::of(ctx, rw.body(), op);
        // As mlir-opt-22 does for subviews, a constant zero stride stays
        // dynamic (`foldDynamicStrideList`).
        if !m.fold_constants_insert(ctx, rw.body()) {
            return false;
        }
        let src = SubViewOp(op).source(ctx, rw.body());
        let st = rw.body().value_type(src);
        let Some(sshape) = shape_of(ctx, st) else {
            return false;
        };
        if !m.in_bounds(&sshape) {
            return false;
        }
        let (offs, sizes, strides) = (
            Mixed::statics(&m.offsets),
            Mixed::statics(&m.sizes),
            Mixed::statics(&m.strides),
        );
        if offs.iter().chain(&sizes).any(|&v| v < 0 && v != DYNAMIC) {
            return false;
        }
        let Some(full) = subview_infer(ctx, st, &offs, &sizes, &strides) else {
            return false;
        };
        let Some(dropped) = subview_dropped(ctx, rw.body(), op) else {
            return false;
        };
        let new_ty = if dropped.iter().any(|&d| d) {
            match drop_dims(ctx, full, &dropped) {
                Some(t) => t,
                None => return false,
            }
        } else {
            full
        };
        let old_ty = rw.body().value_type(rw.body().result(op, 0));
        let loc = rw.body().op_loc(op);
        let (operands, p) = m.build(ctx, src);
        rw.set_insertion_point_before(op);
        let nv = create(rw, "memref.subview", loc, &operands, &[new_ty], &[], p, 0);
        let nv = rw.body().result(nv, 0);
        let cast = create_cast(rw, "memref.cast", nv, old_ty, loc);
        rw.replace_op(op, &[cast]);
        true
    }
}

pattern!(
    SubViewConstantArgumentFolder,
    "memref.subview",
    "mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::memref::SubViewOp, SubViewReturnTypeCanonicalizer, SubViewCanonicalizer>"
);

/// `SubViewOpMemRefCastFolder`: a subview of a foldable cast views the
/// cast's source; a cast restores the result type.
pub(super) struct SubViewOpMemRefCastFolder;

impl SubViewOpMemRefCastFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let operands: Vec<ValueId> = rw.body().operands(op).collect();
        if operands
            .iter()
            .any(|&v| constant_index_op(ctx, rw.body(), v).is_some())
        {
            return false;
        }
        let Some(cast) = rw
            .body()
            .defining_op(operands[0])
            .filter(|&d| is_op(ctx, rw.body(), d, "memref.cast"))
        else {
            return false;
        };
        if !cast_can_fold_into_consumer(ctx, rw.body(), cast) {
            return false;
        }
        let new_src = CastOp(cast).source(ctx, rw.body());
        let nst = rw.body().value_type(new_src);
        let cur_src = rw.body().value_type(operands[0]);
        let res = rw.body().value_type(rw.body().result(op, 0));
        let o = Osss::of(ctx, rw.body(), op, 1);
        let Some(full) = subview_infer(ctx, nst, &o.offsets, &o.sizes, &o.strides) else {
            return false;
        };
        let Some(unused) =
            crate::memref::verify::memref_rank_reduction_mask(ctx, cur_src, res, &o.sizes)
        else {
            return false;
        };
        let Some(new_ty) = drop_dims(ctx, full, &unused) else {
            return false;
        };
        let loc = rw.body().op_loc(op);
        let mut new_operands = operands.clone();
        new_operands[0] = new_src;
        let p = rw.body().properties(op);
        rw.set_insertion_point_before(op);
        let nv = create(
            rw,
            "memref.subview",
            loc,
            &new_operands,
            &[new_ty],
            &[],
            p,
            0,
        );
        let nv = rw.body().result(nv, 0);
        let cast = create_cast(rw, "memref.cast", nv, res, loc);
        rw.replace_op(op, &[cast]);
        true
    }
}

pattern!(
    SubViewOpMemRefCastFolder,
    "memref.subview",
    "(anonymous namespace)::SubViewOpMemRefCastFolder"
);

/// `TrivialSubViewOpFolder`: zero offsets, unit strides and the full static
/// source shape.
pub(super) struct TrivialSubViewOpFolder;

impl TrivialSubViewOpFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let src = SubViewOp(op).source(ctx, rw.body());
        let st = rw.body().value_type(src);
        let rt = rw.body().value_type(rw.body().result(op, 0));
        let (Some(ss), Some(rs)) = (shape_of(ctx, st), shape_of(ctx, rt)) else {
            return false;
        };
        if ss.len() != rs.len() {
            return false;
        }
        let o = Osss::of(ctx, rw.body(), op, 1);
        let offs = operand_group(ctx, rw.body(), op, 1);
        let sizes = operand_group(ctx, rw.body(), op, 2);
        let strides = operand_group(ctx, rw.body(), op, 3);
        let b = rw.body();
        if !(0..o.offsets.len()).all(|i| mixed_is(ctx, b, &o.offsets, &offs, i, 0)) {
            return false;
        }
        if !(0..o.strides.len()).all(|i| mixed_is(ctx, b, &o.strides, &strides, i, 1)) {
            return false;
        }
        for i in 0..o.sizes.len() {
            match mixed_value(ctx, b, &o.sizes, &sizes, i) {
                Some(v) if Some(&v) == ss.get(i) => {}
                _ => return false,
            }
        }
        rw.set_insertion_point_before(op);
        if st == rt {
            rw.replace_op(op, &[src]);
        } else {
            let loc = rw.body().op_loc(op);
            let c = create_cast(rw, "memref.cast", src, rt, loc);
            rw.replace_op(op, &[c]);
        }
        true
    }
}

pattern!(
    TrivialSubViewOpFolder,
    "memref.subview",
    "(anonymous namespace)::TrivialSubViewOpFolder"
);

/// `memref.copy` patterns.
pub(crate) fn copy_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(FoldEmptyCopy));
    out.push(Box::new(FoldSelfCopy));
}

/// `memref.view` patterns.
pub(crate) fn view_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(ViewOpShapeFolder));
    out.push(Box::new(ViewOpMemrefCastFolder));
}

/// `memref.subview` patterns.
pub(crate) fn subview_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SubViewConstantArgumentFolder));
    out.push(Box::new(SubViewOpMemRefCastFolder));
    out.push(Box::new(TrivialSubViewOpFolder));
}
