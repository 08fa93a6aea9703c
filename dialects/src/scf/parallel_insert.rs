//! `tensor.parallel_insert_slice` (MLIR 22's `TensorOps.td`), the
//! ParallelCombiningOpInterface op that `scf.forall.in_parallel` holds.
//!
//! It belongs to the tensor dialect; it is defined here, next to
//! `scf.forall` whose terminator it lives in, and registered after the
//! tensor dialect (see [`crate::register_all`]).

use crate::tensor::CastOp;
use crate::util::attrs::{dense_i64_array, i64_array_attr, props};
use crate::util::build::{create, is_op};
use crate::util::constant::{constant_index_op, constant_int};
use crate::util::constraints::{ANY_RANKED_TENSOR, VARIADIC_INDEX};
use crate::util::diag::{plain_error, quoted};
use crate::util::index_list::DYNAMIC_INDEX_LIST;
use crate::util::shaped::encoding_of;
use crate::util::shaped::{compatible_shapes, elem_of, shape_of, tensor_type, DYNAMIC};
use crate::util::slice::rank_reduction_mask_dynamic;
use crate::util::slice::{
    is_rank_reduced, verify_in_bounds_slice, verify_offset_size_stride, Mixed, Osss, SliceCheck,
};
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::registry::OpTraits;
use rmlir_ir::Type;
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ir::{Context, Diagnostic};
use rmlir_ods::constraints::DENSE_I64_ARRAY_ATTR;
use rmlir_ods::{attr, one, variadic, OpDef};

/// The definition of `tensor.parallel_insert_slice`.
pub static PARALLEL_INSERT_SLICE: OpDef = OpDef {
    name: "tensor.parallel_insert_slice",
    traits: OpTraits::NONE,
    operands: &[
        one("source", &ANY_RANKED_TENSOR),
        one("dest", &ANY_RANKED_TENSOR),
        variadic("offsets", &VARIADIC_INDEX),
        variadic("sizes", &VARIADIC_INDEX),
        variadic("strides", &VARIADIC_INDEX),
    ],
    attrs: &[
        attr("static_offsets", &DENSE_I64_ARRAY_ATTR),
        attr("static_sizes", &DENSE_I64_ARRAY_ATTR),
        attr("static_strides", &DENSE_I64_ARRAY_ATTR),
    ],
    format: Some(
        "$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `into` type($dest)",
    ),
    custom: &[DYNAMIC_INDEX_LIST],
    verify: Some(verify_parallel_insert_slice),
    canonicalize: Some(parallel_insert_slice_patterns),
    ..OpDef::EMPTY
};

/// [`PARALLEL_INSERT_SLICE`] as a definition list, for its typed wrapper
/// ([`super::ParallelInsertSliceOp`]).
pub static PARALLEL_INSERT_SLICE_DEFS: &[OpDef] = std::slice::from_ref(&PARALLEL_INSERT_SLICE);

/// Registers `tensor.parallel_insert_slice` (after the tensor dialect).
pub fn register(ctx: &mut Context) {
    rmlir_ods::register(ctx, &PARALLEL_INSERT_SLICE);
}

/// `ParallelInsertSliceOp::verify`: the parent must be an
/// InParallelOpInterface op (`scf.forall.in_parallel`), then the slice
/// checks of `tensor.insert_slice` (MLIR's `verifyInsertSliceOp` and
/// `verifyInBoundsSlice`).
fn verify_parallel_insert_slice(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let parent = body.parent_op(op);
    if parent.map(|p| ctx.op_name_str(body.op_name(p))) != Some(super::IN_PARALLEL) {
        // MLIR prints the parent op after the message; a parent that owns
        // this body (an isolated op) is not reachable from here.
        let mut msg = String::from("expected InParallelOpInterface parent, got:");
        if let Some(p) = parent {
            msg.push('\n');
            msg.push_str(&rmlir_text::printer::op_to_diagnostic_string(ctx, body, p));
        }
        return Err(plain_error(ctx, body, op, msg));
    }
    if body.num_operands(op) < 2 {
        return Ok(());
    }
    let insert = super::ParallelInsertSliceOp(op);
    let source = body.value_type(insert.source(ctx, body));
    let dest = body.value_type(insert.dest(ctx, body));
    let dest_shape = shape_of(ctx, dest).unwrap_or_default();
    let o = Osss::of(ctx, body, op, 2);
    verify_offset_size_stride(&o, [dest_shape.len(); 3])
        .map_err(|m| plain_error(ctx, body, op, m))?;
    if let (Some(elem), Some(src_elem), Some(src_shape)) = (
        elem_of(ctx, dest),
        elem_of(ctx, source),
        shape_of(ctx, source),
    ) {
        let expected = tensor_type(ctx, &o.sizes, elem, encoding_of(ctx, dest));
        if expected != source {
            let msg = match is_rank_reduced(&o.sizes, elem, &src_shape, src_elem) {
                SliceCheck::Success => None,
                SliceCheck::RankTooLarge => {
                    Some("expected rank to be smaller or equal to the other rank. ".to_string())
                }
                SliceCheck::SizeMismatch => Some(format!(
                    "expected type to be {} or a rank-reduced version. (size mismatch) ",
                    quoted(ctx, expected)
                )),
                SliceCheck::ElemTypeMismatch => {
                    Some(format!("expected element type to be {}", quoted(ctx, elem)))
                }
            };
            if let Some(m) = msg {
                return Err(plain_error(ctx, body, op, m));
            }
        }
    }
    verify_in_bounds_slice(&dest_shape, &o).map_err(|m| plain_error(ctx, body, op, m))
}

/// The canonicalization patterns of `tensor.parallel_insert_slice`, in
/// MLIR's order: `InsertSliceOpConstantArgumentFolder`,
/// `InsertSliceOpCastFolder` and `InsertSliceOpSourceCastInserter`
/// instantiated for `ParallelInsertSliceOp`.
pub fn parallel_insert_slice_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(ParallelInsertSliceConstantArgumentFolder));
    out.push(Box::new(ParallelInsertSliceCastFolder));
    out.push(Box::new(ParallelInsertSliceSourceCastInserter));
}

/// Sets the insertion point before the `scf.forall.in_parallel` holding
/// `op` (where MLIR creates the casts of the parallel variants).
fn set_insertion_point_before_parent(rw: &mut PatternRewriter<'_>, op: OpId) {
    match rw.body().parent_op(op) {
        Some(parent) => rw.set_insertion_point_before(parent),
        None => rw.set_insertion_point_before(op),
    }
}

/// Creates a `tensor.parallel_insert_slice` of `source` into `dest` with
/// the lists of `m` before `op`, and erases `op`.
fn replace_with_new(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    m: &Mixed,
    source: ValueId,
    dest: ValueId,
) {
    let ctx = rw.ctx;
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point_before(op);
    let (o, s, t) = (
        Mixed::dynamics(&m.offsets),
        Mixed::dynamics(&m.sizes),
        Mixed::dynamics(&m.strides),
    );
    let mut operands = vec![source, dest];
    operands.extend(&o);
    operands.extend(&s);
    operands.extend(&t);
    let p = props(
        ctx,
        &[
            (
                "operandSegmentSizes",
                rmlir_ods::segment_attr(ctx, &[1, 1, o.len(), s.len(), t.len()]),
            ),
            (
                "static_offsets",
                dense_i64_array(ctx, &Mixed::statics(&m.offsets)),
            ),
            (
                "static_sizes",
                dense_i64_array(ctx, &Mixed::statics(&m.sizes)),
            ),
            (
                "static_strides",
                dense_i64_array(ctx, &Mixed::statics(&m.strides)),
            ),
        ],
    );
    create(
        rw,
        "tensor.parallel_insert_slice",
        loc,
        &operands,
        &[],
        &[],
        p,
        0,
    );
    rw.replace_op(op, &[]);
}

/// Constant dynamic offsets, sizes and strides become static (offsets and
/// sizes only when non-negative, strides only when non-zero), when the
/// slice stays in bounds; a source whose type the new sizes make more
/// static is cast (before the `scf.forall.in_parallel`).
struct ParallelInsertSliceConstantArgumentFolder;

impl RewritePattern for ParallelInsertSliceConstantArgumentFolder {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.parallel_insert_slice")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::InsertSliceOpConstantArgumentFolder<mlir::tensor::ParallelInsertSliceOp>"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        if rw.body().num_operands(op) < 2 {
            return false;
        }
        let mut m = mixed(ctx, rw.body(), op);
        if !m.fold_constants_insert(ctx, rw.body()) {
            return false;
        }
        let insert = super::ParallelInsertSliceOp(op);
        let src = insert.source(ctx, rw.body());
        let dest = insert.dest(ctx, rw.body());
        let dest_ty = rw.body().value_type(dest);
        let Some(dest_shape) = shape_of(ctx, dest_ty) else {
            return false;
        };
        if !m.in_bounds(&dest_shape) {
            return false;
        }
        let src_ty = rw.body().value_type(src);
        let Some(rank) = shape_of(ctx, src_ty).map(|s| s.len()) else {
            return false;
        };
        let sizes = Mixed::statics(&m.sizes);
        let Some(new_src_ty) = canonical_rank_reduced_type(ctx, rank, dest_ty, &sizes) else {
            return false;
        };
        let mut to_insert = src;
        if new_src_ty != src_ty {
            let loc = rw.body().op_loc(op);
            set_insertion_point_before_parent(rw, op);
            let c = create(rw, "tensor.cast", loc, &[src], &[new_src_ty], &[], None, 0);
            to_insert = rw.body().result(c, 0);
        }
        replace_with_new(rw, op, &m, to_insert, dest);
        true
    }
}

/// Casts to less static types feeding the source or the destination are
/// folded into the insertion (sizes taken from the cast's source where it
/// is static), when the result verifies.
struct ParallelInsertSliceCastFolder;

impl RewritePattern for ParallelInsertSliceCastFolder {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.parallel_insert_slice")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::InsertSliceOpCastFolder<mlir::tensor::ParallelInsertSliceOp>"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let operands: Vec<ValueId> = rw.body().operands(op).collect();
        if operands.len() < 2
            || operands
                .iter()
                .any(|&v| constant_index_op(ctx, rw.body(), v).is_some())
        {
            return false;
        }
        // MLIR's `canFoldIntoConsumerOp`: a cast that loses static
        // information.
        let cast_source = |v: ValueId| {
            rw.body()
                .defining_op(v)
                .filter(|&c| is_op(ctx, rw.body(), c, "tensor.cast"))
                .filter(|&c| {
                    super::canon::preserves_static_information(
                        ctx,
                        rw.body().value_type(rw.body().result(c, 0)),
                        rw.body().value_type(CastOp(c).source(ctx, rw.body())),
                    )
                })
                .map(|c| CastOp(c).source(ctx, rw.body()))
        };
        let (sc, dc) = (cast_source(operands[0]), cast_source(operands[1]));
        if sc.is_none() && dc.is_none() {
            return false;
        }
        let src = sc.unwrap_or(operands[0]);
        let dst = dc.unwrap_or(operands[1]);
        let (src_ty, dst_ty) = (rw.body().value_type(src), rw.body().value_type(dst));
        let (Some(src_shape), Some(dst_shape)) = (shape_of(ctx, src_ty), shape_of(ctx, dst_ty))
        else {
            return false;
        };
        let mut m = mixed(ctx, rw.body(), op);
        let mut static_sizes = Mixed::statics(&m.sizes);
        let Some(mask) = rank_reduction_mask_dynamic(&static_sizes, &src_shape) else {
            return false;
        };
        let mut k = 0;
        for idx in 0..static_sizes.len() {
            if !mask[idx] && src_shape.get(k).is_some_and(|&d| d != DYNAMIC) {
                m.sizes[idx] = Ok(src_shape[k]);
                static_sizes[idx] = src_shape[k];
                k += 1;
            }
        }
        let (Some(se), Some(de)) = (elem_of(ctx, src_ty), elem_of(ctx, dst_ty)) else {
            return false;
        };
        if is_rank_reduced(&static_sizes, de, &src_shape, se) != SliceCheck::Success {
            return false;
        }
        if !m.in_bounds(&dst_shape) {
            return false;
        }
        replace_with_new(rw, op, &m, src, dst);
        true
    }
}

/// A source of the destination's rank is cast to the more static type its
/// constant sizes give.
struct ParallelInsertSliceSourceCastInserter;

impl RewritePattern for ParallelInsertSliceSourceCastInserter {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.parallel_insert_slice")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::InsertSliceOpSourceCastInserter<mlir::tensor::ParallelInsertSliceOp>"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        if rw.body().num_operands(op) < 2 {
            return false;
        }
        let insert = super::ParallelInsertSliceOp(op);
        let src = insert.source(ctx, rw.body());
        let src_ty = rw.body().value_type(src);
        let dest = insert.dest(ctx, rw.body());
        let (Some(src_shape), Some(dst_shape)) = (
            shape_of(ctx, src_ty),
            shape_of(ctx, rw.body().value_type(dest)),
        ) else {
            return false;
        };
        if src_shape.len() != dst_shape.len() {
            return false;
        }
        let m = mixed(ctx, rw.body(), op);
        let mut new_shape = src_shape.clone();
        for (i, e) in m.sizes.iter().enumerate() {
            let c = match *e {
                Ok(v) => Some(v),
                Err(v) => constant_int(ctx, rw.body(), v).and_then(|c| c.to_i64_signed()),
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
        let Some(elem) = elem_of(ctx, src_ty) else {
            return false;
        };
        let new_ty = tensor_type(ctx, &new_shape, elem, encoding_of(ctx, src_ty));
        if new_ty == src_ty
            || !super::canon::preserves_static_information(ctx, src_ty, new_ty)
            || !compatible_shapes(&src_shape, &new_shape)
        {
            return false;
        }
        // Unlike the constant argument folder, MLIR 22 creates this cast
        // right before the insertion, inside the `scf.forall.in_parallel`
        // (which then fails to verify): its check for the parallel case
        // names the old ParallelCombiningOpInterface.
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let c = create(rw, "tensor.cast", loc, &[src], &[new_ty], &[], None, 0);
        let cast = rw.body().result(c, 0);
        replace_with_new(rw, op, &m, cast, dest);
        true
    }
}

/// The mixed offsets, sizes and strides (operand groups 2, 3, 4).
fn mixed(ctx: &Context, body: &Body, op: OpId) -> Mixed {
    let list = |name: &str, group: usize| -> Vec<Result<i64, ValueId>> {
        let mut dynamic = rmlir_ods::operand_group(ctx, body, op, group).into_iter();
        i64_array_attr(ctx, body, op, name)
            .into_iter()
            .map(|s| match s {
                DYNAMIC => dynamic.next().map_or(Ok(s), Err),
                _ => Ok(s),
            })
            .collect()
    };
    Mixed {
        offsets: list("static_offsets", 2),
        sizes: list("static_sizes", 3),
        strides: list("static_strides", 4),
    }
}

/// `ExtractSliceOp::inferCanonicalRankReducedResultType`: the slice type of
/// `sizes` in `source`, with leading unit dimensions dropped down to `rank`.
fn canonical_rank_reduced_type(
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
