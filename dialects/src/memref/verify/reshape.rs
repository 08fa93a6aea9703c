//! Reshapes: `memref.reshape`, `memref.expand_shape` and
//! `memref.collapse_shape`.

use super::{operand_type, result_type, VResult};
use crate::util::attrs::i64_array_attr;
use crate::util::diag::quoted;
use crate::util::reshape::{has_identity_layout, reassociation, verify_collapsed_shape};
use crate::util::shaped::{
    elem_of, is_memref, layout_of, memory_space_of, memref_type, num_dynamic, same_type, shape_of,
    DYNAMIC,
};
use crate::util::strided::{sat_mul, strided_layout, strides_and_offset};
use rmlir_ir::verify::op_error;
use rmlir_ir::Context;
use rmlir_ir::Type;
use rmlir_ir::{Body, OpId};

/// `memref.reshape`.
pub fn verify_reshape(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (src, shape, res) = (
        operand_type(body, op, 0),
        operand_type(body, op, 1),
        result_type(body, op),
    );
    let err = |m: &str| op_error(ctx, body, op, m);
    if elem_of(ctx, src) != elem_of(ctx, res) {
        return Err(err(
            "element types of source and destination memref types should be the same",
        ));
    }
    if is_memref(ctx, src) && layout_of(ctx, src).is_some() {
        return Err(err("source memref type should have identity affine map"));
    }
    let shape_size = shape_of(ctx, shape)
        .and_then(|s| s.first().copied())
        .unwrap_or(DYNAMIC);
    if let Some(rs) = shape_of(ctx, res).filter(|_| is_memref(ctx, res)) {
        if layout_of(ctx, res).is_some() {
            return Err(err("result memref type should have identity affine map"));
        }
        if shape_size == DYNAMIC {
            return Err(err(
                "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
            ));
        }
        if shape_size != rs.len() as i64 {
            return Err(err(
                "length of shape operand differs from the result's memref rank",
            ));
        }
    }
    Ok(())
}

/// The strided layout of a memref after expanding it (MLIR's
/// `computeExpandedLayoutMap`).
pub(crate) fn expanded_type(
    ctx: &Context,
    src: Type,
    res_shape: &[i64],
    groups: &[Vec<i64>],
) -> Option<Type> {
    let elem = elem_of(ctx, src)?;
    let ms = memory_space_of(ctx, src);
    if has_identity_layout(ctx, src) {
        return Some(memref_type(ctx, res_shape, elem, None, ms));
    }
    let (src_strides, src_offset) = strides_and_offset(ctx, src)?;
    let mut rev = Vec::with_capacity(res_shape.len());
    let mut shape_index = res_shape.len() as isize - 1;
    for (g, &stride) in groups.iter().zip(&src_strides).rev() {
        let mut cur = stride;
        for _ in 0..g.len() {
            rev.push(cur);
            let dim = if shape_index >= 0 {
                res_shape[shape_index as usize]
            } else {
                1
            };
            cur = sat_mul(cur, dim);
            shape_index -= 1;
        }
    }
    let mut strides: Vec<i64> = rev.into_iter().rev().collect();
    strides.resize(res_shape.len(), 1);
    let layout = strided_layout(ctx, src_offset, &strides);
    Some(memref_type(ctx, res_shape, elem, Some(layout), ms))
}

/// The layout of a memref after collapsing it (MLIR's
/// `computeCollapsedLayoutMap`, non-strict).
pub(crate) fn collapsed_strides(
    ctx: &Context,
    src: Type,
    groups: &[Vec<i64>],
) -> Option<(Vec<i64>, i64)> {
    let (src_strides, src_offset) = strides_and_offset(ctx, src)?;
    let src_shape = shape_of(ctx, src)?;
    let mut res = Vec::with_capacity(groups.len());
    for g in groups {
        let mut r: &[i64] = g;
        while r.len() > 1 && src_shape[*r.last()? as usize] == 1 {
            r = &r[..r.len() - 1];
        }
        let last = *r.last()? as usize;
        if src_shape[last] != DYNAMIC || r.len() == 1 {
            res.push(src_strides[last]);
        } else {
            res.push(DYNAMIC);
        }
    }
    let mut idx = res.len();
    for g in groups.iter().rev() {
        idx -= 1;
        let mut stride = res[idx];
        for &d in g.iter().skip(1).rev() {
            let d = d as usize;
            stride = sat_mul(stride, src_shape[d]);
            if src_shape[d - 1] == 1 {
                continue;
            }
            let src_stride = src_strides[d - 1];
            if stride != DYNAMIC && src_stride != DYNAMIC && stride != src_stride {
                return None;
            }
        }
    }
    Some((res, src_offset))
}

/// `memref.expand_shape`.
pub fn verify_expand_shape(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (src, res) = (operand_type(body, op, 0), result_type(body, op));
    let err = |m: String| op_error(ctx, body, op, m);
    let (Some(ss), Some(rs)) = (shape_of(ctx, src), shape_of(ctx, res)) else {
        return Ok(());
    };
    if ss.len() > rs.len() {
        return Err(err(format!(
            "has source rank {} and result rank {}. This is not an expansion ({} > {}).",
            ss.len(),
            rs.len(),
            ss.len(),
            rs.len()
        )));
    }
    let groups = reassociation(ctx, body, op);
    verify_collapsed_shape(&ss, &rs, &groups).map_err(err)?;
    let Some(expected) = expanded_type(ctx, src, &rs, &groups) else {
        return Err(err("invalid source layout map".into()));
    };
    if !same_type(ctx, expected, res) {
        return Err(err(format!(
            "expected expanded type to be {} but found {}",
            quoted(ctx, expected),
            quoted(ctx, res)
        )));
    }
    let static_shape = i64_array_attr(ctx, body, op, "static_output_shape");
    if static_shape.len() != rs.len() {
        return Err(err(format!(
            "expected number of static shape bounds to be equal to the output rank ({}) but found {} inputs instead",
            rs.len(),
            static_shape.len()
        )));
    }
    let n_dyn = num_dynamic(&static_shape);
    let n_vals = rmlir_ods::operand_group(ctx, body, op, 1).len();
    if n_vals != n_dyn {
        return Err(err(format!(
            "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {n_dyn} dynamic dims while output_shape has {n_vals} values"
        )));
    }
    for (pos, (&d, &s)) in rs.iter().zip(&static_shape).enumerate() {
        if d != DYNAMIC && d != s {
            return Err(err(format!("invalid output shape provided at pos {pos}")));
        }
    }
    Ok(())
}

/// `memref.collapse_shape`.
pub fn verify_collapse_shape(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (src, res) = (operand_type(body, op, 0), result_type(body, op));
    let err = |m: String| op_error(ctx, body, op, m);
    let (Some(ss), Some(rs)) = (shape_of(ctx, src), shape_of(ctx, res)) else {
        return Ok(());
    };
    if ss.len() < rs.len() {
        return Err(err(format!(
            "has source rank {} and result rank {}. This is not a collapse ({} < {}).",
            ss.len(),
            rs.len(),
            ss.len(),
            rs.len()
        )));
    }
    let groups = reassociation(ctx, body, op);
    verify_collapsed_shape(&rs, &ss, &groups).map_err(err)?;
    let Some(elem) = elem_of(ctx, src) else {
        return Ok(());
    };
    let ms = memory_space_of(ctx, src);
    let expected = if has_identity_layout(ctx, src) {
        memref_type(ctx, &rs, elem, None, ms)
    } else {
        let Some((strides, offset)) = collapsed_strides(ctx, src, &groups) else {
            return Err(err(
                "invalid source layout map or collapsing non-contiguous dims".into(),
            ));
        };
        let layout = strided_layout(ctx, offset, &strides);
        memref_type(ctx, &rs, elem, Some(layout), ms)
    };
    if !same_type(ctx, expected, res) {
        return Err(err(format!(
            "expected collapsed type to be {} but found {}",
            quoted(ctx, expected),
            quoted(ctx, res)
        )));
    }
    Ok(())
}
