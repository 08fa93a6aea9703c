//! Shaped types (vector, tensor, memref): shapes, element types, static and
//! dynamic sizes (`ShapedType::kDynamic`), and building memref and tensor types.

use crate::util::strided::parse_strided;
use rmlir_ir::verify::op_error;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{Body, OpId};
use rmlir_ir::{Context, Diagnostic};
use rmlir_ir::{Type, TypeData};
use rmlir_numerics::float::FloatKind;

/// `ShapedType::kDynamic`: a dynamic size, offset or stride.
pub const DYNAMIC: i64 = i64::MIN;

/// Shape of a ranked shaped type (`None` for unranked and non-shaped types).
pub fn shape_of(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    ctx.type_data(t).shape().map(|s| s.to_vec())
}

/// Element type of a shaped type.
pub fn elem_of(ctx: &Context, t: Type) -> Option<Type> {
    ctx.type_data(t).shaped_element_type()
}

/// The element type of a shaped type, else the type itself (MLIR's
/// `getElementTypeOrSelf`).
pub fn element_type_or_self(ctx: &Context, t: Type) -> Type {
    elem_of(ctx, t).unwrap_or(t)
}

/// Memory space of a memref type (ranked or not).
pub fn memory_space_of(ctx: &Context, t: Type) -> Option<Attr> {
    match ctx.type_data(t) {
        TypeData::MemRef { memory_space, .. } | TypeData::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => None,
    }
}

/// Layout attribute of a ranked memref type (`None`: identity).
pub fn layout_of(ctx: &Context, t: Type) -> Option<Attr> {
    match ctx.type_data(t) {
        TypeData::MemRef { layout, .. } => *layout,
        _ => None,
    }
}

/// Whether `t` is a ranked memref.
pub fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::MemRef { .. })
}

/// Whether `t` is a ranked or unranked memref.
pub fn is_any_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    )
}

/// Whether `t` is a ranked tensor.
pub fn is_ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::RankedTensor { .. })
}

/// Whether `t` is a ranked or unranked tensor.
pub fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
    )
}

/// Number of dynamic dimensions of a shape.
pub fn num_dynamic(shape: &[i64]) -> usize {
    shape.iter().filter(|&&d| d == DYNAMIC).count()
}

/// A ranked memref type.
pub fn memref_type(
    ctx: &Context,
    shape: &[i64],
    elem: Type,
    layout: Option<Attr>,
    memory_space: Option<Attr>,
) -> Type {
    ctx.intern_type(TypeData::MemRef {
        shape: shape.into(),
        elem,
        layout,
        memory_space,
    })
}

/// A ranked tensor type.
pub fn tensor_type(ctx: &Context, shape: &[i64], elem: Type, encoding: Option<Attr>) -> Type {
    ctx.intern_type(TypeData::RankedTensor {
        shape: shape.into(),
        elem,
        encoding,
    })
}

/// Bit width of an integer, index or float element type (MLIR's
/// `getElementTypeBitWidth`; index is 64 bits).
pub fn bit_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        TypeData::Float(k) => Some(FloatKind::bit_width(*k)),
        _ => None,
    }
}

/// Whether two shapes are compatible (MLIR's `verifyCompatibleShape`):
/// same rank and equal static sizes.
pub fn compatible_shapes(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
}

/// A comparable key of a memref type: strided layouts are compared by their
/// values (the attribute parser keeps them verbatim).
fn memref_key(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type, LayoutKey, Option<Attr>)> {
    let TypeData::MemRef {
        shape,
        elem,
        layout,
        memory_space,
    } = ctx.type_data(t)
    else {
        return None;
    };
    let lk = match layout {
        None => LayoutKey::Identity,
        Some(a) => match ctx.attr_data(*a) {
            AttrData::Verbatim { text } if text.starts_with("strided") => match parse_strided(text)
            {
                Some((s, o)) => LayoutKey::Strided(s, o),
                None => LayoutKey::Other(*a),
            },
            _ => LayoutKey::Other(*a),
        },
    };
    Some((shape.to_vec(), *elem, lk, *memory_space))
}

#[derive(PartialEq)]
enum LayoutKey {
    Identity,
    Strided(Vec<i64>, i64),
    Other(Attr),
}

/// Type equality as MLIR sees it (strided layouts compared structurally).
pub fn same_type(ctx: &Context, a: Type, b: Type) -> bool {
    if a == b {
        return true;
    }
    match (memref_key(ctx, a), memref_key(ctx, b)) {
        (Some(x), Some(y)) => x == y,
        _ => false,
    }
}

/// Number of dynamic entries of `shape` before position `i`
/// (`getDynamicDimIndex`).
pub(crate) fn dynamic_dim_index(shape: &[i64], i: usize) -> usize {
    shape[..i].iter().filter(|&&d| d == DYNAMIC).count()
}

/// `"incorrect number of dynamic sizes, has N, expected M"` (MLIR's
/// `verifyDynamicDimensionCount`).
pub fn verify_dynamic_count(
    ctx: &Context,
    body: &Body,
    op: OpId,
    ty: Type,
    n: usize,
) -> Result<(), Diagnostic> {
    let expected = shape_of(ctx, ty).map_or(0, |s| num_dynamic(&s));
    if n != expected {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("incorrect number of dynamic sizes, has {n}, expected {expected}"),
        ));
    }
    Ok(())
}

/// The encoding of a ranked tensor type.
pub fn encoding_of(ctx: &Context, t: Type) -> Option<rmlir_ir::Attr> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    }
}
