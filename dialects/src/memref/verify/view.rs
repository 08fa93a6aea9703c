//! Views: `memref.subview`, `memref.view`, `memref.transpose` and
//! `memref.extract_strided_metadata`.

use super::{operand_type, result_type, verify_inferred, VResult};
use crate::util::diag::{plain_error, quoted};
use crate::util::shaped::{
    elem_of, layout_of, memory_space_of, memref_type, same_type, shape_of, verify_dynamic_count,
    DYNAMIC,
};
use crate::util::slice::{
    is_rank_reduced, verify_in_bounds_slice, verify_offset_size_stride, Osss, SliceCheck,
};
use crate::util::strided::{
    canonical_strides, sat_add, sat_mul, strided_layout, strides_and_offset,
};
use rmlir_ir::verify::op_error;
use rmlir_ir::AttrData;
use rmlir_ir::Context;
use rmlir_ir::{Body, OpId};
use rmlir_ir::{Type, TypeData};

/// `memref.extract_strided_metadata`: InferTypeOpInterface.
pub fn verify_extract_strided_metadata(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let src = operand_type(body, op, 0);
    let TypeData::MemRef {
        shape,
        elem,
        memory_space,
        ..
    } = ctx.type_data(src)
    else {
        return Ok(());
    };
    let index = ctx.common().index;
    let mut inferred = vec![memref_type(ctx, &[], *elem, None, *memory_space), index];
    inferred.extend(std::iter::repeat_n(index, 2 * shape.len()));
    verify_inferred(ctx, body, op, &inferred)
}

/// Result names of `memref.extract_strided_metadata`.
pub fn extract_strided_metadata_names(
    _: &Context,
    body: &Body,
    op: OpId,
    set: &mut dyn FnMut(usize, &str),
) {
    set(0, "base_buffer");
    set(1, "offset");
    let n = body.num_results(op).saturating_sub(2);
    if n >= 2 {
        set(2, "sizes");
        set(2 + n / 2, "strides");
    }
}

fn occurrences(vals: &[i64]) -> std::collections::BTreeMap<i64, usize> {
    let mut m = std::collections::BTreeMap::new();
    for &v in vals {
        *m.entry(v).or_insert(0) += 1;
    }
    m
}

/// MLIR's `computeMemRefRankReductionMask`.
pub(crate) fn memref_rank_reduction_mask(
    ctx: &Context,
    original: Type,
    reduced: Type,
    sizes: &[i64],
) -> Option<Vec<bool>> {
    let orank = shape_of(ctx, original)?.len();
    let rrank = shape_of(ctx, reduced)?.len();
    let mut unused = vec![false; orank];
    if orank == rrank {
        return Some(unused);
    }
    for (i, &s) in sizes.iter().enumerate().take(orank) {
        if s == 1 {
            unused[i] = true;
        }
    }
    let count = |u: &[bool]| u.iter().filter(|&&b| b).count();
    if count(&unused) + rrank == orank {
        return Some(unused);
    }
    let (ostrides, _) = strides_and_offset(ctx, original)?;
    let (cstrides, _) = strides_and_offset(ctx, reduced)?;
    let mut unaccounted = occurrences(&ostrides);
    let candidate = occurrences(&cstrides);
    for dim in 0..orank {
        if !unused[dim] {
            continue;
        }
        let s = ostrides[dim];
        let have = unaccounted.get(&s).copied().unwrap_or(0);
        let want = candidate.get(&s).copied().unwrap_or(0);
        if have > want {
            *unaccounted.entry(s).or_insert(0) -= 1;
            continue;
        }
        if have == want {
            unused[dim] = false;
            continue;
        }
        return None;
    }
    (count(&unused) + rrank == orank).then_some(unused)
}

/// `memref.subview`.
pub fn verify_subview(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (src, res) = (operand_type(body, op, 0), result_type(body, op));
    let err = |m: String| plain_error(ctx, body, op, m);
    let Some(src_shape) = shape_of(ctx, src) else {
        return Ok(());
    };
    let rank = src_shape.len();
    let o = Osss::of(ctx, body, op, 1);
    verify_offset_size_stride(&o, [rank; 3]).map_err(err)?;
    if memory_space_of(ctx, src) != memory_space_of(ctx, res) {
        return Err(err(format!(
            "different memory spaces specified for base memref type {} and subview memref type {}",
            quoted(ctx, src),
            quoted(ctx, res)
        )));
    }
    let Some((src_strides, src_offset)) = strides_and_offset(ctx, src) else {
        return Err(err(format!(
            "base type {} is not strided",
            quoted(ctx, src)
        )));
    };
    let mut offset = src_offset;
    for (&off, &st) in o.offsets.iter().zip(&src_strides) {
        offset = sat_add(offset, sat_mul(off, st));
    }
    let strides: Vec<i64> = src_strides
        .iter()
        .zip(&o.strides)
        .map(|(&a, &b)| sat_mul(a, b))
        .collect();
    let (Some(elem), Some(res_elem), Some(res_shape)) =
        (elem_of(ctx, src), elem_of(ctx, res), shape_of(ctx, res))
    else {
        return Ok(());
    };
    let expected = memref_type(
        ctx,
        &o.sizes,
        elem,
        Some(strided_layout(ctx, offset, &strides)),
        memory_space_of(ctx, src),
    );
    let (eq, rq) = (quoted(ctx, expected), quoted(ctx, res));
    let layout_mismatch = || {
        err(format!(
            "expected result type to be {eq} or a rank-reduced version. (mismatch of result layout), but got {rq}"
        ))
    };
    if !same_type(ctx, expected, res) {
        match is_rank_reduced(&o.sizes, elem, &res_shape, res_elem) {
            SliceCheck::Success => {}
            SliceCheck::RankTooLarge => {
                return Err(err(format!(
                    "expected result rank to be smaller or equal to the source rank, but got {rq}"
                )))
            }
            SliceCheck::SizeMismatch => {
                return Err(err(format!(
                    "expected result type to be {eq} or a rank-reduced version. (mismatch of result sizes), but got {rq}"
                )))
            }
            SliceCheck::ElemTypeMismatch => {
                return Err(err(format!(
                    "expected result element type to be {}, but got {rq}",
                    quoted(ctx, elem)
                )))
            }
        }
    }
    let Some((res_strides, res_offset)) = strides_and_offset(ctx, res) else {
        return Err(layout_mismatch());
    };
    if res_offset != offset {
        return Err(layout_mismatch());
    }
    let Some(unused) = memref_rank_reduction_mask(ctx, expected, res, &o.sizes) else {
        return Err(layout_mismatch());
    };
    let kept: Vec<i64> = strides
        .iter()
        .zip(&unused)
        .filter(|(_, &u)| !u)
        .map(|(&s, _)| s)
        .collect();
    if kept != res_strides {
        return Err(layout_mismatch());
    }
    verify_in_bounds_slice(&src_shape, &o).map_err(err)
}

/// `memref.view`.
pub fn verify_view(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (base, view) = (operand_type(body, op, 0), result_type(body, op));
    let err = |m: String| plain_error(ctx, body, op, m);
    if layout_of(ctx, base).is_some() {
        return Err(err(format!(
            "unsupported map for base memref type {}",
            quoted(ctx, base)
        )));
    }
    if layout_of(ctx, view).is_some() {
        return Err(err(format!(
            "unsupported map for result memref type {}",
            quoted(ctx, view)
        )));
    }
    if memory_space_of(ctx, base) != memory_space_of(ctx, view) {
        return Err(err(format!(
            "different memory spaces specified for base memref type {} and view memref type {}",
            quoted(ctx, base),
            quoted(ctx, view)
        )));
    }
    let n = rmlir_ods::operand_group(ctx, body, op, 2).len();
    verify_dynamic_count(ctx, body, op, view, n)
}

/// The affine map of a strided layout (MLIR's `makeStridedLinearLayoutMap`).
fn strided_linear_map(strides: &[i64], offset: i64) -> rmlir_ir::affine::AffineMap {
    use rmlir_ir::affine::AffineExpr;
    let mut n_sym = 0u32;
    let mut sym = || {
        n_sym += 1;
        AffineExpr::symbol(n_sym - 1)
    };
    let mut expr = if offset == DYNAMIC {
        sym()
    } else {
        AffineExpr::constant(offset)
    };
    for (d, &s) in strides.iter().enumerate() {
        let mult = if s == DYNAMIC {
            sym()
        } else {
            AffineExpr::constant(s)
        };
        expr = expr.add(AffineExpr::dim(d as u32).mul(mult));
    }
    rmlir_ir::affine::AffineMap::new(strides.len() as u32, n_sym, vec![expr])
}

/// MLIR's `canonicalizeStridedLayout` for a strided memref: the identity
/// layout when the strides are the canonical ones, else the layout's affine
/// map.
fn canonical_strided_type(ctx: &Context, t: Type) -> Type {
    let TypeData::MemRef {
        shape,
        elem,
        layout,
        memory_space,
    } = ctx.type_data(t)
    else {
        return t;
    };
    if layout.is_none() || shape.is_empty() {
        return t;
    }
    let Some((strides, offset)) = strides_and_offset(ctx, t) else {
        return t;
    };
    let canonical = canonical_strides(shape);
    let layout = if offset == 0 && strides == canonical {
        None
    } else {
        Some(ctx.intern_attr(AttrData::AffineMap(strided_linear_map(&strides, offset))))
    };
    memref_type(ctx, shape, *elem, layout, *memory_space)
}

/// `memref.transpose`.
pub fn verify_transpose(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let err = |m: String| op_error(ctx, body, op, m);
    let Some(AttrData::AffineMap(map)) =
        rmlir_ods::get_attr(ctx, body, op, "permutation").map(|a| ctx.attr_data(a))
    else {
        return Ok(());
    };
    let n = map.num_dims as usize;
    let mut seen = vec![false; n];
    let is_perm = map.num_symbols == 0
        && map.results.len() == n
        && map.results.iter().all(|e| match e.dim_position() {
            Some(d) if (d as usize) < n && !seen[d as usize] => {
                seen[d as usize] = true;
                true
            }
            _ => false,
        });
    if !is_perm {
        return Err(err("expected a permutation map".into()));
    }
    let src = operand_type(body, op, 0);
    let res = result_type(body, op);
    let Some(shape) = shape_of(ctx, src) else {
        return Ok(());
    };
    if n != shape.len() {
        return Err(err(
            "expected a permutation map of same rank as the input".into()
        ));
    }
    let (Some((strides, offset)), Some(elem)) = (strides_and_offset(ctx, src), elem_of(ctx, src))
    else {
        return Ok(());
    };
    let perm: Vec<usize> = map
        .results
        .iter()
        .filter_map(|e| e.dim_position().map(|d| d as usize))
        .collect();
    let sizes: Vec<i64> = perm.iter().map(|&d| shape[d]).collect();
    let pstrides: Vec<i64> = perm.iter().map(|&d| strides[d]).collect();
    let inferred = memref_type(
        ctx,
        &sizes,
        elem,
        Some(strided_layout(ctx, offset, &pstrides)),
        memory_space_of(ctx, src),
    );
    let expected = canonical_strided_type(ctx, inferred);
    let actual = canonical_strided_type(ctx, res);
    if !same_type(ctx, expected, actual) {
        return Err(err(format!(
            "result type {} is not equivalent to the canonical transposed input type {}",
            quoted(ctx, res),
            quoted(ctx, expected)
        )));
    }
    Ok(())
}
