//! The checks of arith ops beyond their operand and result constraints, in
//! the order MLIR 22 runs them: the predicates of `OpInvariants`
//! (`SameInputOutputTensorDims`, `BooleanConditionOrMatchingShape`), then
//! the native traits as the op lists them (`SameOperandsAndResultShape`,
//! `CastOpInterface`, the `Elementwise` of `ElementwiseMappable`), then the
//! op's own `verify()`.

use rmlir_ir::{Body, OpId};
use rmlir_ir::{Context, Diagnostic};
use rmlir_ir::{Signedness, Type, TypeData};

use super::ops::i1_same_shape;
use crate::math::compatible_shapes;
use crate::util::diag::quoted;
use rmlir_ir::verify::op_error;

/// The element type of a scalar, vector or tensor (MLIR's `getTypeIfLike`),
/// or with `memref` also of a memref (`getTypeIfLikeOrMemRef`).
fn elem_of(ctx: &Context, t: Type, memref: bool) -> Type {
    let data = ctx.type_data(t);
    let elem = if memref {
        data.shaped_element_type()
    } else {
        data.vector_or_tensor_element_type()
    };
    elem.unwrap_or(t)
}

/// The width of an integer type (any signedness).
fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// The width of a float type.
fn float_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Float(k) => Some(k.bit_width()),
        _ => None,
    }
}

/// The width of an integer or float type.
fn int_or_float_width(ctx: &Context, t: Type) -> Option<u32> {
    int_width(ctx, t).or_else(|| float_width(ctx, t))
}

fn is_signless(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

/// `areCastCompatible` of the arith cast op `name` (`in` to `out`, shapes
/// already known to match).
fn cast_compatible(ctx: &Context, name: &str, from: Type, to: Type) -> bool {
    // Ranked tensors keep their encoding (`areValidCastInputsAndOutputs`).
    if let (
        TypeData::RankedTensor { encoding: a, .. },
        TypeData::RankedTensor { encoding: b, .. },
    ) = (ctx.type_data(from), ctx.type_data(to))
    {
        if a != b {
            return false;
        }
    }
    let (src, dst) = (elem_of(ctx, from, false), elem_of(ctx, to, false));
    let widths = |w: fn(&Context, Type) -> Option<u32>| w(ctx, src).zip(w(ctx, dst));
    match name {
        "arith.extui" | "arith.extsi" => widths(int_width).is_some_and(|(s, d)| d > s),
        "arith.trunci" => widths(int_width).is_some_and(|(s, d)| d < s),
        "arith.extf" => widths(float_width).is_some_and(|(s, d)| d > s),
        "arith.truncf" => widths(float_width).is_some_and(|(s, d)| d < s),
        "arith.uitofp" | "arith.sitofp" => {
            int_width(ctx, src).is_some() && float_width(ctx, dst).is_some()
        }
        "arith.fptoui" | "arith.fptosi" => {
            float_width(ctx, src).is_some() && int_width(ctx, dst).is_some()
        }
        "arith.index_cast" | "arith.index_castui" => {
            let (src, dst) = (elem_of(ctx, from, true), elem_of(ctx, to, true));
            let index = |t: Type| matches!(ctx.type_data(t), TypeData::Index);
            (index(src) && is_signless(ctx, dst)) || (is_signless(ctx, src) && index(dst))
        }
        "arith.bitcast" => {
            let (src, dst) = (elem_of(ctx, from, true), elem_of(ctx, to, true));
            match (int_or_float_width(ctx, src), int_or_float_width(ctx, dst)) {
                (Some(s), Some(d)) => s == d,
                _ => false,
            }
        }
        _ => true,
    }
}

/// The shape a tensor type has, or none for other types (the operand of
/// `SameInputOutputTensorDims`).
fn tensor_dims(ctx: &Context, t: Type) -> &[i64] {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } => shape,
        _ => &[],
    }
}

/// The verifier of the arith cast ops (`Arith_CastOp`): tensor dimensions,
/// shapes, cast compatibility, then `Elementwise`.
pub fn cast_verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let from = body.value_type(super::input(body, op));
    let to = body.value_type(body.result(op, 0));
    if tensor_dims(ctx, from) != tensor_dims(ctx, to) {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that input and output have the same tensor dimensions",
        ));
    }
    if !compatible_shapes(ctx, &[from, to]) {
        return Err(op_error(
            ctx,
            body,
            op,
            "requires the same shape for all operands and results",
        ));
    }
    let name = ctx.op_name_str(body.op_name(op));
    if !cast_compatible(ctx, name, from, to) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "operand type {} and result type {} are cast incompatible",
                quoted(ctx, from),
                quoted(ctx, to)
            ),
        ));
    }
    verify_elementwise(ctx, body, op)
}

/// Which container a type is, for `Elementwise` (`None` for scalars): its
/// base type (vector, ranked or unranked tensor).
fn mappable_kind(ctx: &Context, t: Type) -> Option<u8> {
    match ctx.type_data(t) {
        TypeData::Vector { .. } => Some(0),
        TypeData::RankedTensor { .. } => Some(1),
        TypeData::UnrankedTensor { .. } => Some(2),
        _ => None,
    }
}

/// MLIR's `OpTrait::impl::verifyElementwise`: vectors and tensors among
/// the operands and results all have the same base type and shape, and
/// all results are non-scalar when an operand is.
pub fn verify_elementwise(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let err = |m: &str| Err(op_error(ctx, body, op, m));
    let mappable = |t: &Type| mappable_kind(ctx, *t).is_some();
    let operands: Vec<Type> = body
        .operands(op)
        .map(|v| body.value_type(v))
        .filter(mappable)
        .collect();
    let results: Vec<Type> = body
        .results(op)
        .map(|v| body.value_type(v))
        .filter(mappable)
        .collect();
    if operands.is_empty() && results.is_empty() {
        return Ok(());
    }
    if operands.is_empty() {
        return err("if a result is non-scalar, then at least one operand must be non-scalar");
    }
    if results.is_empty() {
        return err(
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        );
    }
    if results.len() != body.num_results(op) {
        return err("if an operand is non-scalar, then all results must be non-scalar");
    }
    let types: Vec<Type> = operands.into_iter().chain(results).collect();
    let kind = mappable_kind(ctx, types[0]);
    if types.iter().any(|&t| mappable_kind(ctx, t) != kind) || !compatible_shapes(ctx, &types) {
        return err("all non-scalar operands/results must have the same shape and base type");
    }
    Ok(())
}

/// `arith.cmpi`/`arith.cmpf`: the result is `i1` shaped as the operands
/// (`TypesMatchWith`, checked with the invariants), then `Elementwise`.
pub fn compare_verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let lhs = body.value_type(super::lhs(body, op));
    let res = body.value_type(body.result(op, 0));
    if i1_same_shape(ctx, lhs) != res {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that result type has i1 element type and same shape as operands",
        ));
    }
    verify_elementwise(ctx, body, op)
}

/// The shape of a shaped type, empty for others (`getShapeOrEmpty`).
fn shape_or_empty(ctx: &Context, t: Type) -> &[i64] {
    match ctx.type_data(t) {
        TypeData::Vector { shape, .. }
        | TypeData::RankedTensor { shape, .. }
        | TypeData::MemRef { shape, .. } => shape,
        _ => &[],
    }
}

/// `arith.select`: `BooleanConditionOrMatchingShape` (shapes only), then
/// `Elementwise`, then `SelectOp::verify` (a shaped condition is the `i1`
/// form of the result type, encoding included).
pub fn select_verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let cond = body.value_type(super::SelectOp(op).condition(ctx, body));
    let res = body.value_type(body.result(op, 0));
    let i1 = ctx.common().i1;
    if cond != i1 && shape_or_empty(ctx, cond) != shape_or_empty(ctx, res) {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that condition is signless i1 or has matching shape",
        ));
    }
    verify_elementwise(ctx, body, op)?;
    if cond == i1 {
        return Ok(());
    }
    if mappable_kind(ctx, res).is_none() {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "expected condition to be a signless i1, but got {}",
                quoted(ctx, cond)
            ),
        ));
    }
    let expected = i1_same_shape(ctx, res);
    if cond != expected {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "expected condition type to have the same shape as the result type, expected {}, but got {}",
                quoted(ctx, expected),
                quoted(ctx, cond)
            ),
        ));
    }
    Ok(())
}
