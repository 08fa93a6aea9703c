//! Element extraction and construction: `tensor.extract` of casts and
//! `generate`, static `tensor.generate`, `concat` (single input, result and
//! operand types refined from the inputs).

use crate::arith::IndexCastOp;
use crate::tensor::canon::{defining_cast, preserves_static_information, tensor_shape};
use crate::tensor::{CastOp, ConcatOp, ExtractOp, YieldOp};
use crate::util::attrs::int_value;
use crate::util::build::{create, create_cast, is_op, pattern};
use crate::util::constant::const_int;
use crate::util::shaped::{elem_of, encoding_of, tensor_type, DYNAMIC};
use crate::util::strided::sat_add;
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::Type;
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ods::get_attr;

/// `ExtractFromTensorCast`: `extract(cast(x))` reads `x` (ranked).
pub(super) struct ExtractFromTensorCast;

impl ExtractFromTensorCast {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(cast) = defining_cast(ctx, rw.body(), ExtractOp(op).tensor(ctx, rw.body())) else {
            return false;
        };
        let src = CastOp(cast).source(ctx, rw.body());
        if tensor_shape(ctx, rw.body().value_type(src)).is_none() {
            return false;
        }
        let mut operands: Vec<ValueId> = rw.body().operands(op).collect();
        operands[0] = src;
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let e = create(rw, "tensor.extract", loc, &operands, &[ty], &[], None, 0);
        let e = rw.body().result(e, 0);
        rw.replace_op(op, &[e]);
        true
    }
}

pattern!(
    ExtractFromTensorCast,
    "tensor.extract",
    "(anonymous namespace)::ExtractFromTensorCast"
);

/// `ExtractElementFromIndexCast`: `extract(index_cast(t))` becomes
/// `index_cast(extract(t))`.
pub(super) struct ExtractElementFromIndexCast;

impl ExtractElementFromIndexCast {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(ic) = rw
            .body()
            .defining_op(ExtractOp(op).tensor(ctx, rw.body()))
            .filter(|&d| is_op(ctx, rw.body(), d, "arith.index_cast"))
        else {
            return false;
        };
        let input = IndexCastOp(ic).input(ctx, rw.body());
        let Some(elem) = elem_of(ctx, rw.body().value_type(input)) else {
            return false;
        };
        let mut operands: Vec<ValueId> = rw.body().operands(op).collect();
        operands[0] = input;
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let e = create(rw, "tensor.extract", loc, &operands, &[elem], &[], None, 0);
        let e = rw.body().result(e, 0);
        let c = create(rw, "arith.index_cast", loc, &[e], &[ty], &[], None, 0);
        let c = rw.body().result(c, 0);
        rw.replace_op(op, &[c]);
        true
    }
}

pattern!(
    ExtractElementFromIndexCast,
    "tensor.extract",
    "(anonymous namespace)::ExtractElementFromIndexCast"
);

/// `SingleInputConcatOp`: a concat of one input is a cast.
pub(super) struct SingleInputConcatOp;

impl SingleInputConcatOp {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        if rw.body().num_operands(op) != 1 {
            return false;
        }
        let v = ConcatOp(op).inputs(rw.ctx, rw.body())[0];
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let c = create_cast(rw, "tensor.cast", v, ty, loc);
        rw.replace_op(op, &[c]);
        true
    }
}

pattern!(
    SingleInputConcatOp,
    "tensor.concat",
    "(anonymous namespace)::SingleInputConcatOp"
);

/// MLIR's `ConcatOp::inferResultType` for a `tensor.concat`: the shape
/// (sizes along the other dims joined over the inputs, the concatenated
/// dim summed, dynamic if any input's is) and element type of its inputs;
/// `None` when the op is not a well-formed concat of ranked tensors.
fn infer_concat_type(ctx: &Context, body: &Body, op: OpId) -> Option<(Vec<i64>, Type, usize)> {
    let shapes = body
        .operands(op)
        .map(|v| tensor_shape(ctx, body.value_type(v)))
        .collect::<Option<Vec<_>>>()?;
    let first = shapes.first()?;
    let rank = first.len();
    let dim = get_attr(ctx, body, op, "dim").and_then(|a| int_value(ctx, a))?;
    let dim = usize::try_from(dim).ok().filter(|&d| d < rank)?;
    if shapes.iter().any(|s| s.len() != rank) {
        return None;
    }
    let elem = elem_of(ctx, body.value_type(ConcatOp(op).inputs(ctx, body)[0]))?;
    let mut sizes = vec![DYNAMIC; rank];
    for (i, size) in sizes.iter_mut().enumerate() {
        if i != dim {
            *size = shapes
                .iter()
                .map(|s| s[i])
                .find(|&d| d != DYNAMIC)
                .unwrap_or(DYNAMIC);
        }
    }
    sizes[dim] = shapes.iter().fold(0, |acc, s| sat_add(acc, s[dim]));
    Some((sizes, elem, dim))
}

/// `InferConcatResultType`: a concat whose result type is less static than
/// its inputs allow is rebuilt with the inferred type and cast back.
pub(super) struct InferConcatResultType;

impl InferConcatResultType {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let Some((sizes, elem, _)) = infer_concat_type(ctx, body, op) else {
            return false;
        };
        let inferred = tensor_type(ctx, &sizes, elem, None);
        let result_ty = body.value_type(body.result(op, 0));
        if preserves_static_information(ctx, inferred, result_ty) {
            return false;
        }
        let operands: Vec<ValueId> = body.operands(op).collect();
        let loc = body.op_loc(op);
        let properties = body.properties(op);
        rw.set_insertion_point_before(op);
        let new = create(
            rw,
            "tensor.concat",
            loc,
            &operands,
            &[inferred],
            &[],
            properties,
            0,
        );
        let new = rw.body().result(new, 0);
        let c = create_cast(rw, "tensor.cast", new, result_ty, loc);
        rw.replace_op(op, &[c]);
        true
    }
}

pattern!(
    InferConcatResultType,
    "tensor.concat",
    "(anonymous namespace)::InferConcatResultType"
);

/// `InferConcatOperandTypes`: operands less static than the other inputs
/// allow (in every dim but the concatenated one) are cast to the refined
/// type, in place.
pub(super) struct InferConcatOperandTypes;

impl InferConcatOperandTypes {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some((mut sizes, elem, dim)) = infer_concat_type(ctx, rw.body(), op) else {
            return false;
        };
        let loc = rw.body().op_loc(op);
        let mut matched = false;
        for i in 0..rw.body().num_operands(op) {
            let v = rw.body().operand(op, i);
            let ty = rw.body().value_type(v);
            let Some(shape) = tensor_shape(ctx, ty) else {
                return matched;
            };
            sizes[dim] = shape[dim];
            let refined = tensor_type(ctx, &sizes, elem, None);
            if preserves_static_information(ctx, refined, ty) {
                continue;
            }
            matched = true;
            rw.set_insertion_point_before(op);
            let c = create_cast(rw, "tensor.cast", v, refined, loc);
            rw.modify_in_place(op, |b| b.set_operand(op, i, c));
        }
        matched
    }
}

pattern!(
    InferConcatOperandTypes,
    "tensor.concat",
    "(anonymous namespace)::InferConcatOperandTypes"
);

/// `tensor.concat` patterns.
pub(crate) fn concat_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SingleInputConcatOp));
    out.push(Box::new(InferConcatResultType));
    out.push(Box::new(InferConcatOperandTypes));
}

/// `tensor.extract` patterns.
pub(crate) fn extract_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(ExtractFromTensorCast));
}

/// `tensor.from_elements` patterns.
pub(crate) fn from_elements_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(ExtractElementFromIndexCast));
}

/// `StaticTensorGenerate`: constant non-negative extents of a
/// `tensor.generate` move into its type; a cast restores it.
pub(super) struct StaticTensorGenerate;

impl StaticTensorGenerate {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let Some(shape) = tensor_shape(ctx, ty) else {
            return false;
        };
        let extents: Vec<ValueId> = rw.body().operands(op).collect();
        let mut new_shape = shape.clone();
        let mut new_extents = Vec::new();
        let mut k = 0;
        for d in new_shape.iter_mut() {
            if *d != DYNAMIC {
                continue;
            }
            let Some(&v) = extents.get(k) else {
                return false;
            };
            k += 1;
            match const_int(ctx, rw.body(), v) {
                Some(c) if c >= 0 => *d = c,
                _ => new_extents.push(v),
            }
        }
        if new_shape == shape {
            return false;
        }
        let Some(elem) = elem_of(ctx, ty) else {
            return false;
        };
        let new_ty = tensor_type(ctx, &new_shape, elem, encoding_of(ctx, ty));
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let g = create(
            rw,
            "tensor.generate",
            loc,
            &new_extents,
            &[new_ty],
            &[],
            None,
            1,
        );
        let (from, to) = (rw.body().op_regions(op)[0], rw.body().op_regions(g)[0]);
        rw.inline_region_before(from, to, None);
        let gv = rw.body().result(g, 0);
        let c = create_cast(rw, "tensor.cast", gv, ty, loc);
        rw.replace_op(op, &[c]);
        true
    }
}

pattern!(
    StaticTensorGenerate,
    "tensor.generate",
    "(anonymous namespace)::StaticTensorGenerate"
);

/// `ExtractFromTensorGenerate`: an element of a side-effect free
/// `tensor.generate` is computed by a clone of its body.
pub(super) struct ExtractFromTensorGenerate;

impl ExtractFromTensorGenerate {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(g) = rw
            .body()
            .defining_op(ExtractOp(op).tensor(ctx, rw.body()))
            .filter(|&d| is_op(ctx, rw.body(), d, "tensor.generate"))
        else {
            return false;
        };
        if !rmlir_ir::effects::would_be_trivially_dead(ctx, rw.body(), g) {
            return false;
        }
        let region = rw.body().op_regions(g)[0];
        let Some(block) = rw.body().entry_block(region) else {
            return false;
        };
        let args = rw.body().block_args(block).to_vec();
        let indices: Vec<ValueId> = ExtractOp(op).indices(ctx, rw.body());
        if args.len() != indices.len() {
            return false;
        }
        let mut map = rmlir_ir::IrMapping::default();
        for (a, i) in args.iter().zip(&indices) {
            map.values.insert(*a, *i);
        }
        let ops: Vec<OpId> = rw.body().block_ops(block).collect();
        let Some((&term, inner)) = ops.split_last() else {
            return false;
        };
        rw.set_insertion_point_before(op);
        for &o in inner {
            rw.clone_op(o, &mut map);
        }
        let yielded = map.value(YieldOp(term).value(ctx, rw.body()));
        rw.replace_op(op, &[yielded]);
        true
    }
}

pattern!(
    ExtractFromTensorGenerate,
    "tensor.extract",
    "(anonymous namespace)::ExtractFromTensorGenerate"
);

/// `tensor.generate` patterns (the first one rooted at `tensor.extract`).
pub(crate) fn generate_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(ExtractFromTensorGenerate));
    out.push(Box::new(StaticTensorGenerate));
}
