//! Attribute helpers: `i64` dense arrays (`array<i64: ...>`), integer
//! and index attributes, and the properties dictionary of a created op.

use rmlir_ir::Context;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{Body, OpId};
use rmlir_numerics::apint::APInt;

/// An `array<i64: ...>` attribute.
pub fn dense_i64_array(ctx: &Context, values: &[i64]) -> Attr {
    ctx.intern_attr(AttrData::DenseArray {
        elem: ctx.common().i64,
        values: values.iter().map(|&v| APInt::from_i64(64, v)).collect(),
    })
}

/// The values of an integer dense array attribute.
pub fn dense_array_values(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    match ctx.attr_data(a) {
        AttrData::DenseArray { values, .. } => values.iter().map(|v| v.to_i64_signed()).collect(),
        _ => None,
    }
}

/// The `i64` values of a dense array inherent attribute of `op`.
pub fn i64_array_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<i64> {
    rmlir_ods::get_attr(ctx, body, op, name)
        .and_then(|a| dense_array_values(ctx, a))
        .unwrap_or_default()
}

/// The value of an integer attribute.
pub fn int_value(ctx: &Context, a: Attr) -> Option<i64> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => value.to_i64_signed(),
        _ => None,
    }
}

/// `IntegerAttr::get(index, v)`.
pub(crate) fn index_attr(ctx: &Context, v: i64) -> Attr {
    ctx.intern_attr(AttrData::Integer {
        ty: ctx.common().index,
        value: APInt::from_i64(64, v),
    })
}

/// The `i64` value of an integer attribute (a fold operand).
pub(crate) fn attr_int(ctx: &Context, a: Option<Attr>) -> Option<i64> {
    match ctx.attr_data(a?) {
        AttrData::Integer { value, .. } => value.to_i64_signed(),
        _ => None,
    }
}

/// A properties dictionary from `(name, value)` entries (`None` if empty).
pub(crate) fn props(ctx: &Context, entries: &[(&str, Attr)]) -> Option<Attr> {
    if entries.is_empty() {
        return None;
    }
    Some(ctx.dictionary_attr(entries.iter().map(|(k, v)| (ctx.ident(k), *v)).collect()))
}
