//! `tensor.extract_slice` / `tensor.insert_slice`: constant offsets, sizes
//! and strides moved into attributes, casts folded into slices.

use crate::tensor::canon::{
    can_fold_into_consumer, create_extract_slice, defining_cast, insert_slice_mixed,
    preserves_static_information, tensor_shape,
};
use crate::tensor::{CastOp, ExtractSliceOp, InsertSliceOp};
use crate::util::attrs::{dense_i64_array, props};
use crate::util::build::{create, create_cast, pattern};
use crate::util::constant::{const_int, constant_index_op};
use crate::util::shaped::{compatible_shapes, elem_of, encoding_of, tensor_type, DYNAMIC};
use crate::util::slice::{is_rank_reduced, rank_reduction_mask_dynamic, Mixed, SliceCheck};
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::Type;
use rmlir_ir::{OpId, ValueId};

/// `ExtractSliceOp::inferCanonicalRankReducedResultType`.
pub(super) fn slice_canonical_type(
    ctx: &Context,
    rank: usize,
    source: Type,
    sizes: &[i64],
) -> Option<Type> {
    let elem = elem_of(ctx, source)?;
    let enc = encoding_of(ctx, source);
    if sizes.len() <= rank {
        return Some(tensor_type(ctx, sizes, elem, enc));
    }
    let mut drop = sizes.len() - rank;
    let mut shape = Vec::with_capacity(rank);
    for &s in sizes {
        if drop > 0 && s == 1 {
            drop -= 1;
            continue;
        }
        shape.push(s);
    }
    Some(tensor_type(ctx, &shape, elem, enc))
}

/// `OpWithOffsetSizesAndStridesConstantArgumentFolder` for
/// `tensor.extract_slice`.
pub(super) struct SliceConstantArgumentFolder;

impl SliceConstantArgumentFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let mut m = Mixed::of(ctx, rw.body(), op);
        if !m.fold_constants(ctx, rw.body()) {
            return false;
        }
        let src = ExtractSliceOp(op).source(ctx, rw.body());
        let st = rw.body().value_type(src);
        let Some(sshape) = tensor_shape(ctx, st) else {
            return false;
        };
        if !m.in_bounds(&sshape) {
            return false;
        }
        let rt = rw.body().value_type(rw.body().result(op, 0));
        let Some(rank) = tensor_shape(ctx, rt).map(|s| s.len()) else {
            return false;
        };
        let sizes = Mixed::statics(&m.sizes);
        let Some(new_ty) = slice_canonical_type(ctx, rank, st, &sizes) else {
            return false;
        };
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let mut nv = create_extract_slice(rw, &m, src, new_ty, loc);
        if new_ty != rt {
            nv = create_cast(rw, "tensor.cast", nv, rt, loc);
        }
        rw.replace_op(op, &[nv]);
        true
    }
}

pattern!(
    SliceConstantArgumentFolder,
    "tensor.extract_slice",
    "mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::tensor::ExtractSliceOp, SliceReturnTypeCanonicalizer, SliceCanonicalizer>"
);

/// `ExtractSliceOpCastFolder`: a slice of a foldable cast slices the cast's
/// source.
pub(super) struct ExtractSliceOpCastFolder;

impl ExtractSliceOpCastFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let operands: Vec<ValueId> = rw.body().operands(op).collect();
        if operands
            .iter()
            .any(|&v| constant_index_op(ctx, rw.body(), v).is_some())
        {
            return false;
        }
        let Some(cast) = defining_cast(ctx, rw.body(), operands[0]) else {
            return false;
        };
        if !can_fold_into_consumer(ctx, rw.body(), cast) {
            return false;
        }
        let mut new_operands = operands;
        new_operands[0] = CastOp(cast).source(ctx, rw.body());
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let p = rw.body().properties(op);
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let nv = create(
            rw,
            "tensor.extract_slice",
            loc,
            &new_operands,
            &[ty],
            &[],
            p,
            0,
        );
        let nv = rw.body().result(nv, 0);
        rw.replace_op(op, &[nv]);
        true
    }
}

pattern!(
    ExtractSliceOpCastFolder,
    "tensor.extract_slice",
    "(anonymous namespace)::ExtractSliceOpCastFolder"
);

/// `tensor.extract_slice` patterns.
pub(crate) fn extract_slice_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SliceConstantArgumentFolder));
    out.push(Box::new(ExtractSliceOpCastFolder));
}

/// Creates a `tensor.insert_slice` of `source` into `dest` with these
/// lists.
pub(super) fn create_insert_slice(
    rw: &mut PatternRewriter<'_>,
    m: &Mixed,
    source: ValueId,
    dest: ValueId,
    loc: rmlir_ir::Loc,
) -> ValueId {
    let ctx = rw.ctx;
    let (o, s, t) = (
        Mixed::dynamics(&m.offsets),
        Mixed::dynamics(&m.sizes),
        Mixed::dynamics(&m.strides),
    );
    let seg = rmlir_ods::segment_attr(ctx, &[1, 1, o.len(), s.len(), t.len()]);
    let mut operands = vec![source, dest];
    operands.extend(&o);
    operands.extend(&s);
    operands.extend(&t);
    let dense = dense_i64_array;
    let p = props(
        ctx,
        &[
            ("operandSegmentSizes", seg),
            ("static_offsets", dense(ctx, &Mixed::statics(&m.offsets))),
            ("static_sizes", dense(ctx, &Mixed::statics(&m.sizes))),
            ("static_strides", dense(ctx, &Mixed::statics(&m.strides))),
        ],
    );
    let ty = rw.body().value_type(dest);
    let op = create(rw, "tensor.insert_slice", loc, &operands, &[ty], &[], p, 0);
    rw.body().result(op, 0)
}

/// `InsertSliceOpConstantArgumentFolder`.
pub(super) struct InsertSliceConstantArgumentFolder;

impl InsertSliceConstantArgumentFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let mut m = insert_slice_mixed(ctx, rw.body(), op);
        if !m.fold_constants_insert(ctx, rw.body()) {
            return false;
        }
        let insert = InsertSliceOp(op);
        let src = insert.source(ctx, rw.body());
        let dest = insert.dest(ctx, rw.body());
        let dt = rw.body().value_type(dest);
        let Some(dshape) = tensor_shape(ctx, dt) else {
            return false;
        };
        if !m.in_bounds(&dshape) {
            return false;
        }
        let st = rw.body().value_type(src);
        let Some(rank) = tensor_shape(ctx, st).map(|s| s.len()) else {
            return false;
        };
        let sizes = Mixed::statics(&m.sizes);
        let Some(new_src_ty) = slice_canonical_type(ctx, rank, dt, &sizes) else {
            return false;
        };
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let mut to_insert = src;
        if new_src_ty != st {
            to_insert = create_cast(rw, "tensor.cast", src, new_src_ty, loc);
        }
        let nv = create_insert_slice(rw, &m, to_insert, dest, loc);
        rw.replace_op(op, &[nv]);
        true
    }
}

pattern!(
    InsertSliceConstantArgumentFolder,
    "tensor.insert_slice",
    "(anonymous namespace)::InsertSliceOpConstantArgumentFolder<mlir::tensor::InsertSliceOp>"
);

/// `InsertSliceOpCastFolder`: casts to less static types of the source or
/// destination are folded into the insertion.
pub(super) struct InsertSliceOpCastFolder;

impl InsertSliceOpCastFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let operands: Vec<ValueId> = rw.body().operands(op).collect();
        if operands
            .iter()
            .any(|&v| constant_index_op(ctx, rw.body(), v).is_some())
        {
            return false;
        }
        let cast_source = |v: ValueId| {
            defining_cast(ctx, rw.body(), v)
                .filter(|&c| can_fold_into_consumer(ctx, rw.body(), c))
                .map(|c| CastOp(c).source(ctx, rw.body()))
        };
        let (sc, dc) = (cast_source(operands[0]), cast_source(operands[1]));
        if sc.is_none() && dc.is_none() {
            return false;
        }
        let src = sc.unwrap_or(operands[0]);
        let dst = dc.unwrap_or(operands[1]);
        let (Some(sshape), Some(dshape)) = (
            tensor_shape(ctx, rw.body().value_type(src)),
            tensor_shape(ctx, rw.body().value_type(dst)),
        ) else {
            return false;
        };
        let m0 = insert_slice_mixed(ctx, rw.body(), op);
        let mut static_sizes = Mixed::statics(&m0.sizes);
        let Some(mask) = rank_reduction_mask_dynamic(&static_sizes, &sshape) else {
            return false;
        };
        let mut m = m0.clone();
        let mut k = 0;
        for idx in 0..static_sizes.len() {
            if !mask[idx] && sshape.get(k).is_some_and(|&d| d != DYNAMIC) {
                m.sizes[idx] = Ok(sshape[k]);
                static_sizes[idx] = sshape[k];
                k += 1;
            }
        }
        let (Some(se), Some(de)) = (
            elem_of(ctx, rw.body().value_type(src)),
            elem_of(ctx, rw.body().value_type(dst)),
        ) else {
            return false;
        };
        if is_rank_reduced(&static_sizes, de, &sshape, se) != SliceCheck::Success {
            return false;
        }
        if !m.in_bounds(&dshape) {
            return false;
        }
        let old_ty = rw.body().value_type(rw.body().result(op, 0));
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let mut nv = create_insert_slice(rw, &m, src, dst, loc);
        if rw.body().value_type(dst) != old_ty {
            nv = create_cast(rw, "tensor.cast", nv, old_ty, loc);
        }
        rw.replace_op(op, &[nv]);
        true
    }
}

pattern!(
    InsertSliceOpCastFolder,
    "tensor.insert_slice",
    "(anonymous namespace)::InsertSliceOpCastFolder<mlir::tensor::InsertSliceOp>"
);

/// `InsertSliceOpSourceCastInserter`: the source is cast to the more static
/// type given by constant sizes.
pub(super) struct InsertSliceOpSourceCastInserter;

impl InsertSliceOpSourceCastInserter {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let src = InsertSliceOp(op).source(ctx, rw.body());
        let st = rw.body().value_type(src);
        let dt = rw.body().value_type(InsertSliceOp(op).dest(ctx, rw.body()));
        let (Some(sshape), Some(dshape)) = (tensor_shape(ctx, st), tensor_shape(ctx, dt)) else {
            return false;
        };
        if sshape.len() != dshape.len() {
            return false;
        }
        let m = insert_slice_mixed(ctx, rw.body(), op);
        let mut new_shape = sshape.clone();
        for (i, e) in m.sizes.iter().enumerate() {
            let c = match e {
                Ok(v) => Some(*v),
                Err(v) => const_int(ctx, rw.body(), *v),
            };
            if let Some(c) = c {
                if c < 0 {
                    return false;
                }
                if i < new_shape.len() {
                    new_shape[i] = c;
                }
            }
        }
        let Some(elem) = elem_of(ctx, st) else {
            return false;
        };
        let new_ty = tensor_type(ctx, &new_shape, elem, encoding_of(ctx, st));
        if new_ty == st || !preserves_static_information(ctx, st, new_ty) {
            return false;
        }
        if !compatible_shapes(&sshape, &new_shape) {
            return false;
        }
        let dest = InsertSliceOp(op).dest(ctx, rw.body());
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let c = create_cast(rw, "tensor.cast", src, new_ty, loc);
        let nv = create_insert_slice(rw, &m, c, dest, loc);
        rw.replace_op(op, &[nv]);
        true
    }
}

pattern!(
    InsertSliceOpSourceCastInserter,
    "tensor.insert_slice",
    "(anonymous namespace)::InsertSliceOpSourceCastInserter<mlir::tensor::InsertSliceOp>"
);

/// `tensor.insert_slice` patterns.
pub(crate) fn insert_slice_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(InsertSliceConstantArgumentFolder));
    out.push(Box::new(InsertSliceOpCastFolder));
    out.push(Box::new(InsertSliceOpSourceCastInserter));
}
