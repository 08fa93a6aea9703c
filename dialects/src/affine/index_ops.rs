//! `affine.linearize_index` and `affine.delinearize_index` (MLIR 22's
//! `AffineLinearizeIndexOp` / `AffineDelinearizeIndexOp`): their custom
//! forms (`[%i, %j] by (%n, 8)`, `%x into (%n, 8)`), verifiers and folders,
//! and the bytecode layout of `disjoint` (a `UnitProp`, no attribute).
//! Their canonicalization patterns are in `canon::index`.

use rmlir_ir::registry::{FoldResult, OpFoldResult};
use rmlir_ir::verify::op_error;
use rmlir_ir::Type;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ir::{Context, Diagnostic};
use rmlir_ods::{AttrConstraint, AttrKind};
use rmlir_text::parser::{Delimiter, OpAsmParser, Punct, UnresolvedOperand};
use rmlir_text::printer::OpAsmPrinter;

use super::{custom_error, index_attr, int_value, with_props};
use crate::util::attrs::{dense_i64_array, i64_array_attr};
use crate::util::shaped::DYNAMIC;
use rmlir_bytecode::properties::{unit_prop_attr, PropertyLayout};

/// `UnitProp`: `disjoint` (a unit attribute) or `disjoint = false`.
pub static UNIT_PROP: AttrConstraint = AttrConstraint {
    desc: "unit property",
    check: |c, a| match c.attr_data(a) {
        AttrData::Unit => true,
        AttrData::Integer { ty, .. } => *ty == c.common().i1,
        _ => false,
    },
    kind: AttrKind::Plain,
};

/// The static basis property of both index ops.
pub(super) const BASIS: &str = "static_basis";
/// `affine.delinearize_index`.
pub(super) const DELINEARIZE: &str = "affine.delinearize_index";
/// `affine.linearize_index`.
pub(super) const LINEARIZE: &str = "affine.linearize_index";

/// `affine.linearize_index`'s properties as MLIR 22's ODS code writes them
/// in bytecode: `static_basis`, then `disjoint` (a `UnitProp`, one byte, no
/// attribute), with the operand segment sizes.
pub(super) fn linearize_property_layout() -> PropertyLayout {
    PropertyLayout::new(&[(BASIS, true)], Some(2), None).with_unit_prop("disjoint")
}

/// `(%a, 4, %b)`: MLIR's `parseDynamicIndexList` with parentheses.
#[allow(clippy::type_complexity)]
fn parse_basis<'a>(
    p: &mut OpAsmParser<'_, 'a>,
) -> Result<(Vec<UnresolvedOperand<'a>>, Vec<i64>), Diagnostic> {
    let mut values = Vec::new();
    let mut ints = Vec::new();
    p.parse_comma_separated(Delimiter::Paren, "dynamic index list", |p| {
        if let Some(u) = p.parse_optional_operand()? {
            values.push(u);
            ints.push(DYNAMIC);
            return Ok(true);
        }
        let pos = p.pos();
        match p.parse_optional_integer()? {
            Some(v) => {
                ints.push(v);
                Ok(true)
            }
            None => Err(custom_error(p, pos, "expected integer value")),
        }
    })?;
    Ok((values, ints))
}

/// `(%a, 4, %b)`: MLIR's `printDynamicIndexList` with parentheses.
fn print_basis(p: &mut OpAsmPrinter<'_>, body: &Body, ints: &[i64], values: &[ValueId]) {
    p.write_char('(');
    let mut dynamic = values.iter();
    for (i, &v) in ints.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        if v == DYNAMIC {
            match dynamic.next() {
                Some(&d) => p.print_operand(body, d),
                None => p.write_str("<<NULL VALUE>>"),
            }
        } else {
            p.write_str(&v.to_string());
        }
    }
    p.write_char(')');
}

// ----- affine.delinearize_index ----------------------------------------------------------

/// `%x into (basis) {attrs} : index, ...`.
pub(super) fn parse_delinearize(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let index = ctx.common().index;
    let linear = p.parse_operand()?;
    p.parse_keyword("into")?;
    let (values, ints) = parse_basis(p)?;
    p.add_attr(BASIS, dense_i64_array(ctx, &ints));
    p.parse_optional_attr_dict()?;
    p.parse_punct(Punct::Colon)?;
    let types = p.parse_type_list()?;
    p.resolve_operand(&linear, index)?;
    p.resolve_operands_same(&values, index)?;
    p.add_result_types(&types);
    Ok(())
}

pub(super) fn print_delinearize(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write_char(' ');
    p.print_operand(body, operands[0]);
    p.write_str(" into ");
    print_basis(
        p,
        body,
        &i64_array_attr(ctx, body, op, BASIS),
        &operands[1..],
    );
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &[BASIS]);
    p.write_str(" : ");
    let types: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    p.print_types(&types);
}

/// The message when the dynamic basis does not match the static one.
const BASIS_MISMATCH: &str = "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite";

/// `AffineDelinearizeIndexOp::verify`.
pub(super) fn verify_delinearize(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let basis = i64_array_attr(ctx, body, op, BASIS);
    let n = body.num_results(op);
    if n != basis.len() && n != basis.len() + 1 {
        return Err(op_error(
            ctx,
            body,
            op,
            "should return an index for each basis element and up to one extra index",
        ));
    }
    let dynamic = basis.iter().filter(|&&b| b == DYNAMIC).count();
    if dynamic != body.num_operands(op) - 1 {
        return Err(op_error(ctx, body, op, BASIS_MISMATCH));
    }
    if basis.iter().any(|&b| b <= 0 && b != DYNAMIC) {
        return Err(op_error(
            ctx,
            body,
            op,
            "no basis element may be statically non-positive",
        ));
    }
    Ok(())
}

/// MLIR's `foldCstValueToCstAttrBasis`: constant dynamic basis operands
/// (`constants[i]` for operand `first + i`) move into the static basis.
fn fold_constant_basis(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    first: usize,
    constants: &[Option<Attr>],
) -> bool {
    let values: Vec<Option<i64>> = constants
        .iter()
        .map(|c| c.and_then(|a| int_value(ctx, a)))
        .collect();
    if values.iter().all(Option::is_none) {
        return false;
    }
    let mut basis = i64_array_attr(ctx, body, op, BASIS);
    let mut next = values.iter();
    for b in basis.iter_mut().filter(|b| **b == DYNAMIC) {
        if let Some(&Some(v)) = next.next() {
            *b = v;
        }
    }
    for (i, v) in values.iter().enumerate().rev() {
        if v.is_some() {
            body.erase_operand(op, first + i);
        }
    }
    let mut entries = vec![(BASIS, dense_i64_array(ctx, &basis))];
    let remaining = body.num_operands(op) - first;
    if ctx.op_name_str(body.op_name(op)) == "affine.linearize_index" {
        entries.push((
            "operandSegmentSizes",
            rmlir_ods::segment_attr(ctx, &[first, remaining]),
        ));
    }
    let props = with_props(ctx, body.properties(op), &entries);
    body.set_properties(op, Some(props));
    true
}

fn floor_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if a.wrapping_rem(b) != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// `AffineDelinearizeIndexOp::fold`.
pub(super) fn fold_delinearize(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    if fold_constant_basis(ctx, body, op, 1, &operands[1..]) {
        return FoldResult::InPlace;
    }
    let n = body.num_results(op);
    if n == 1 {
        let index = super::AffineDelinearizeIndexOp(op).linear_index(ctx, body);
        return FoldResult::Results([OpFoldResult::Value(index)].into());
    }
    let Some(mut high) = operands[0].and_then(|a| int_value(ctx, a)) else {
        return FoldResult::None;
    };
    if body.num_operands(op) > 1 {
        return FoldResult::None;
    }
    let basis = i64_array_attr(ctx, body, op, BASIS);
    let moduli = if basis.len() == n {
        &basis[1..]
    } else {
        &basis[..]
    };
    let mut out = Vec::with_capacity(n);
    for &m in moduli.iter().rev() {
        out.push(OpFoldResult::Attr(index_attr(ctx, high.rem_euclid(m))));
        high = floor_div(high, m);
    }
    out.push(OpFoldResult::Attr(index_attr(ctx, high)));
    out.reverse();
    FoldResult::Results(out.into())
}

// ----- affine.linearize_index -------------------------------------------------------------

/// `[disjoint] [%i, ...] by (basis) {attrs} : index`.
pub(super) fn parse_linearize(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let index = ctx.common().index;
    let disjoint = p.parse_optional_keyword("disjoint");
    let indices = p.parse_operand_list(Delimiter::Square)?;
    p.parse_keyword("by")?;
    let (values, ints) = parse_basis(p)?;
    p.add_attr(BASIS, dense_i64_array(ctx, &ints));
    p.add_attr("disjoint", unit_prop_attr(ctx, disjoint));
    p.add_attr(
        "operandSegmentSizes",
        rmlir_ods::segment_attr(ctx, &[indices.len(), values.len()]),
    );
    p.parse_optional_attr_dict()?;
    let ty = p.parse_colon_type()?;
    p.resolve_operands_same(&indices, index)?;
    p.resolve_operands_same(&values, index)?;
    p.add_result_type(ty);
    Ok(())
}

/// Whether the `disjoint` property is set.
pub(super) fn is_disjoint(ctx: &Context, body: &Body, op: OpId) -> bool {
    rmlir_ods::get_attr(ctx, body, op, "disjoint")
        .is_some_and(|a| matches!(ctx.attr_data(a), AttrData::Unit))
}

/// The multi-index and dynamic basis operands of a linearize op.
pub(super) fn linearize_groups(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> (Vec<ValueId>, Vec<ValueId>) {
    (
        rmlir_ods::operand_group(ctx, body, op, 0),
        rmlir_ods::operand_group(ctx, body, op, 1),
    )
}

pub(super) fn print_linearize(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let (indices, values) = linearize_groups(ctx, body, op);
    if is_disjoint(ctx, body, op) {
        p.write_str(" disjoint");
    }
    p.write_str(" [");
    p.print_operands(body, indices.iter().copied());
    p.write_str("] by ");
    print_basis(p, body, &i64_array_attr(ctx, body, op, BASIS), &values);
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &["disjoint", "operandSegmentSizes", BASIS]);
    p.write_str(" : ");
    p.print_type(body.value_type(body.result(op, 0)));
}

/// `AffineLinearizeIndexOp::verify`.
pub(super) fn verify_linearize(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let basis = i64_array_attr(ctx, body, op, BASIS);
    let (indices, values) = linearize_groups(ctx, body, op);
    if indices.len() != basis.len() && indices.len() != basis.len() + 1 {
        return Err(op_error(
            ctx,
            body,
            op,
            "should be passed a basis element for each index except possibly the first",
        ));
    }
    if basis.iter().filter(|&&b| b == DYNAMIC).count() != values.len() {
        return Err(op_error(ctx, body, op, BASIS_MISMATCH));
    }
    Ok(())
}

/// `AffineLinearizeIndexOp::fold`.
pub(super) fn fold_linearize(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let (indices, values) = linearize_groups(ctx, body, op);
    let n = indices.len();
    if fold_constant_basis(ctx, body, op, n, &operands[n..]) {
        return FoldResult::InPlace;
    }
    let one = |r: OpFoldResult| FoldResult::Results([r].into());
    match n {
        0 => return one(OpFoldResult::Attr(index_attr(ctx, 0))),
        1 => return one(OpFoldResult::Value(indices[0])),
        _ => {}
    }
    let Some(consts) = operands[..n]
        .iter()
        .map(|a| a.and_then(|a| int_value(ctx, a)))
        .collect::<Option<Vec<i64>>>()
    else {
        return FoldResult::None;
    };
    if !values.is_empty() {
        return FoldResult::None;
    }
    let basis = i64_array_attr(ctx, body, op, BASIS);
    let mut result: i64 = 0;
    let mut stride: i64 = 1;
    for (&len, &c) in basis.iter().rev().zip(consts.iter().rev()) {
        result = result.wrapping_add(c.wrapping_mul(stride));
        stride = stride.wrapping_mul(len);
    }
    if n != basis.len() {
        result = result.wrapping_add(consts[0].wrapping_mul(stride));
    }
    one(OpFoldResult::Attr(index_attr(ctx, result)))
}
