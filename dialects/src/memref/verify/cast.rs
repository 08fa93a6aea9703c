//! Casts: `memref.cast`, `memref.memory_space_cast` and
//! `memref.reinterpret_cast`.

use super::{operand_type, result_type, VResult};
use crate::util::diag::{plain_error, quoted};
use crate::util::shaped::{elem_of, layout_of, memory_space_of, shape_of, DYNAMIC};
use crate::util::slice::{verify_offset_size_stride, Osss};
use crate::util::strided::{parse_strided, strides_and_offset};
use rmlir_ir::verify::op_error;
use rmlir_ir::AttrData;
use rmlir_ir::{Body, OpId};
use rmlir_ir::{Context, Diagnostic};
use rmlir_ir::{Type, TypeData};

fn cast_incompatible(ctx: &Context, body: &Body, op: OpId) -> Diagnostic {
    op_error(
        ctx,
        body,
        op,
        format!(
            "operand type {} and result type {} are cast incompatible",
            quoted(ctx, operand_type(body, op, 0)),
            quoted(ctx, result_type(body, op))
        ),
    )
}

/// MLIR's `memref::CastOp::areCastCompatible`.
pub fn memref_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_data(a), ctx.type_data(b)) {
        (
            TypeData::MemRef {
                shape: sa,
                elem: ea,
                layout: la,
                memory_space: ma,
            },
            TypeData::MemRef {
                shape: sb,
                elem: eb,
                layout: lb,
                memory_space: mb,
            },
        ) => {
            if ea != eb {
                return false;
            }
            if la != lb && !same_layout(ctx, a, b) {
                let (Some((sta, oa)), Some((stb, ob))) =
                    (strides_and_offset(ctx, a), strides_and_offset(ctx, b))
                else {
                    return false;
                };
                if sta.len() != stb.len() {
                    return false;
                }
                let ok = |x: i64, y: i64| x == DYNAMIC || y == DYNAMIC || x == y;
                if !ok(oa, ob) || !sta.iter().zip(&stb).all(|(&x, &y)| ok(x, y)) {
                    return false;
                }
            }
            if ma != mb || sa.len() != sb.len() {
                return false;
            }
            sa.iter()
                .zip(sb.iter())
                .all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
        }
        (da, db) => {
            let ranked_or_not = |d: &TypeData| {
                matches!(d, TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. })
            };
            if !ranked_or_not(da) || !ranked_or_not(db) {
                return false;
            }
            if matches!(da, TypeData::UnrankedMemRef { .. })
                && matches!(db, TypeData::UnrankedMemRef { .. })
            {
                return false;
            }
            elem_of(ctx, a) == elem_of(ctx, b) && memory_space_of(ctx, a) == memory_space_of(ctx, b)
        }
    }
}

/// Whether two memref types have the same layout (strided layouts compared
/// by value, as the attribute parser keeps them verbatim).
fn same_layout(ctx: &Context, a: Type, b: Type) -> bool {
    match (layout_of(ctx, a), layout_of(ctx, b)) {
        (None, None) => true,
        (Some(x), Some(y)) if x == y => true,
        (Some(x), Some(y)) => match (ctx.attr_data(x), ctx.attr_data(y)) {
            (AttrData::Verbatim { text: tx }, AttrData::Verbatim { text: ty }) => {
                let (px, py) = (parse_strided(tx), parse_strided(ty));
                px.is_some() && px == py
            }
            _ => false,
        },
        _ => false,
    }
}

/// `memref.cast`.
pub fn verify_cast(ctx: &Context, body: &Body, op: OpId) -> VResult {
    if !memref_cast_compatible(ctx, operand_type(body, op, 0), result_type(body, op)) {
        return Err(cast_incompatible(ctx, body, op));
    }
    Ok(())
}

/// `memref.memory_space_cast`.
pub fn verify_memory_space_cast(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (a, b) = (operand_type(body, op, 0), result_type(body, op));
    let ok = match (ctx.type_data(a), ctx.type_data(b)) {
        (
            TypeData::MemRef {
                shape: sa,
                elem: ea,
                ..
            },
            TypeData::MemRef {
                shape: sb,
                elem: eb,
                ..
            },
        ) => ea == eb && sa == sb && same_layout(ctx, a, b),
        (TypeData::UnrankedMemRef { elem: ea, .. }, TypeData::UnrankedMemRef { elem: eb, .. }) => {
            ea == eb
        }
        _ => false,
    };
    if !ok {
        return Err(cast_incompatible(ctx, body, op));
    }
    Ok(())
}

fn dynamic_or(v: i64) -> String {
    if v == DYNAMIC {
        "dynamic".into()
    } else {
        v.to_string()
    }
}

/// `memref.reinterpret_cast`.
pub fn verify_reinterpret_cast(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (src, res) = (operand_type(body, op, 0), result_type(body, op));
    let err = |m: String| plain_error(ctx, body, op, m);
    let res_shape = shape_of(ctx, res).unwrap_or_default();
    let o = Osss::of(ctx, body, op, 1);
    verify_offset_size_stride(&o, [1, res_shape.len(), res_shape.len()]).map_err(err)?;
    if memory_space_of(ctx, src) != memory_space_of(ctx, res) {
        return Err(err(format!(
            "different memory spaces specified for source type {} and result memref type {}",
            quoted(ctx, src),
            quoted(ctx, res)
        )));
    }
    if elem_of(ctx, src) != elem_of(ctx, res) {
        return Err(err(format!(
            "different element types specified for source type {} and result memref type {}",
            quoted(ctx, src),
            quoted(ctx, res)
        )));
    }
    for (idx, (&rs, &es)) in res_shape.iter().zip(&o.sizes).enumerate() {
        if rs != DYNAMIC && rs != es {
            return Err(err(format!(
                "expected result type with size = {} instead of {rs} in dim = {idx}",
                dynamic_or(es)
            )));
        }
    }
    let Some((strides, offset)) = strides_and_offset(ctx, res) else {
        return Err(err(format!(
            "expected result type to have strided layout but found {}",
            quoted(ctx, res)
        )));
    };
    let expected_offset = o.offsets.first().copied().unwrap_or(0);
    if offset != DYNAMIC && offset != expected_offset {
        return Err(err(format!(
            "expected result type with offset = {} instead of {offset}",
            dynamic_or(expected_offset)
        )));
    }
    for (idx, (&rs, &es)) in strides.iter().zip(&o.strides).enumerate() {
        if rs != DYNAMIC && rs != es {
            return Err(err(format!(
                "expected result type with stride = {} instead of {rs} in dim = {idx}",
                dynamic_or(es)
            )));
        }
    }
    Ok(())
}
