//! A minimal complex dialect (MLIR 22's `ComplexOps.td`): only
//! `complex.constant`, which the tensor folders materialize for extracted
//! complex elements. The dialect's arithmetic is not shipped.

use rmlir_ir::registry::{DialectInfo, FoldResult, OpFoldResult, OpTraits};
use rmlir_ir::verify::op_error;
use rmlir_ir::{Attr, AttrData, Body, Builder, Context, Diagnostic, Loc, OpId};
use rmlir_ir::{Type, TypeData};
use rmlir_ods::constraints::{ANY_COMPLEX, ARRAY_ATTR};
use rmlir_ods::{attr, one, OpDef};

/// Registers the complex dialect.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect(DialectInfo {
        materialize_constant: Some(materialize_constant),
        ..DialectInfo::new("complex")
    });
    for def in OPS {
        rmlir_ods::register(ctx, def);
    }
}

rmlir_ods::typed_op! {
    /// `complex.constant`.
    pub struct ConstantOp = "complex.constant" in OPS {
        result complex: one "complex";
        attr value: required "value";
    }
}

/// Every wrapper's definition and accessors, for consistency tests.
pub const WRAPPERS: &[(&OpDef, &[rmlir_ods::typed::Accessor])] =
    &[(ConstantOp::DEF, ConstantOp::ACCESSORS)];

/// The complex ops.
pub static OPS: &[OpDef] = &[OpDef {
    name: "complex.constant",
    traits: OpTraits(OpTraits::PURE.0 | OpTraits::CONSTANT_LIKE.0),
    results: &[one("complex", &ANY_COMPLEX)],
    attrs: &[attr("value", &ARRAY_ATTR)],
    format: Some("$value attr-dict `:` type($complex)"),
    verify: Some(verify_constant),
    fold: Some(fold_constant),
    result_names: Some(|_, _, _, set| set(0, "cst")),
    ..OpDef::EMPTY
}];

/// The type of an integer or float attribute.
fn scalar_type(ctx: &Context, a: Attr) -> Option<Type> {
    match ctx.attr_data(a) {
        AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => Some(*ty),
        _ => None,
    }
}

/// The element type of a complex type.
fn complex_element(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_data(ty) {
        TypeData::Complex(elem) => Some(*elem),
        _ => None,
    }
}

/// MLIR's `ConstantOp::verify`: two integer or float parts of the
/// complex type's element type.
fn verify_constant(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let err = |m: &str| op_error(ctx, body, op, m);
    let value = ConstantOp(op).value(ctx, body);
    let AttrData::Array(parts) = ctx.attr_data(value) else {
        return Ok(());
    };
    if parts.len() != 2 {
        return Err(err(
            "requires 'value' to be a complex constant, represented as array of two values",
        ));
    }
    let (Some(re), Some(im)) = (scalar_type(ctx, parts[0]), scalar_type(ctx, parts[1])) else {
        return Err(err(
            "requires attribute's elements to be float or integer attributes",
        ));
    };
    let ty = body.value_type(ConstantOp(op).complex(ctx, body));
    let Some(elem) = complex_element(ctx, ty) else {
        return Ok(());
    };
    if re != elem || im != elem {
        let name = |t| rmlir_text::printer::type_to_string(ctx, t);
        return Err(err(&format!(
            "requires attribute's element types ('{}', '{}') to match the element type of the \
             op's return type ('{}')",
            name(re),
            name(im),
            name(elem)
        )));
    }
    Ok(())
}

/// `complex.constant` folds to its value.
fn fold_constant(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attr>]) -> FoldResult {
    let value = ConstantOp(op).value(ctx, body);
    FoldResult::Results([OpFoldResult::Attr(value)].into())
}

/// MLIR's `ConstantOp::isBuildableWith`: a two-element array of integer
/// attributes, or of float attributes, of the complex type's element type.
pub fn is_buildable_with(ctx: &Context, value: Attr, ty: Type) -> bool {
    let (AttrData::Array(parts), Some(elem)) = (ctx.attr_data(value), complex_element(ctx, ty))
    else {
        return false;
    };
    let [re, im] = parts[..] else {
        return false;
    };
    match (ctx.attr_data(re), ctx.attr_data(im)) {
        (AttrData::Float { ty: a, .. }, AttrData::Float { ty: b, .. })
        | (AttrData::Integer { ty: a, .. }, AttrData::Integer { ty: b, .. }) => {
            *a == elem && *b == elem
        }
        _ => false,
    }
}

/// A `complex.constant` of `value` when [`is_buildable_with`] allows it.
pub fn build_constant(
    ctx: &Context,
    builder: &mut Builder<'_>,
    value: Attr,
    ty: Type,
    loc: Loc,
) -> Option<OpId> {
    if !is_buildable_with(ctx, value, ty) {
        return None;
    }
    Some(crate::util::build::create_constant_op(
        ctx,
        builder,
        "complex.constant",
        value,
        ty,
        loc,
    ))
}

/// The complex dialect's `materializeConstant`: a `complex.constant`, else
/// what `arith.constant` (or `ub.poison`) can hold. The tensor dialect's is
/// the same (arith's first there, but the two accept disjoint attributes).
pub(crate) fn materialize_constant(
    ctx: &Context,
    builder: &mut Builder<'_>,
    value: Attr,
    ty: Type,
    loc: Loc,
) -> Option<OpId> {
    build_constant(ctx, builder, value, ty, loc)
        .or_else(|| crate::arith::fold::materialize_constant(ctx, builder, value, ty, loc))
}
