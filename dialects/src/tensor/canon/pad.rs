//! `tensor.pad`: zero and static padding, casts of sources and results,
//! orthogonal and consecutive constant paddings composed.

use crate::tensor::canon::{
    can_fold_into_consumer, create_extract_slice, defining_cast, preserves_static_information,
    tensor_shape,
};
use crate::tensor::{CastOp, ExtractSliceOp, PadOp, YieldOp};
use crate::util::attrs::{dense_i64_array, i64_array_attr, props};
use crate::util::build::{create, create_cast, is_op, pattern};
use crate::util::constant::{const_int, constant_attr};
use crate::util::shaped::{elem_of, encoding_of, tensor_type, DYNAMIC};
use crate::util::slice::Mixed;
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::Type;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ods::operand_group;

#[cfg(test)]
mod tests {
    use super::{linear_form, MapVar};
    use crate::util::shaped::DYNAMIC;
    use crate::util::slice::rank_reduction_mask_dynamic;

    #[test]
    fn linear_form_of_affine_exprs() {
        let map = rmlir_text::affine::parse_affine_map("(d0)[s0] -> (d0 - s0 * 2 + 3)").unwrap();
        let (terms, c) = linear_form(&map.results[0], 0).unwrap();
        assert_eq!(c, 3);
        assert!(terms.contains(&(MapVar::Dim(0), 1)));
        assert!(terms.contains(&(MapVar::Sym(0), -2)));
        // Not linear.
        let map = rmlir_text::affine::parse_affine_map("(d0)[s0] -> (d0 floordiv 2)").unwrap();
        assert!(linear_form(&map.results[0], 0).is_none());
        let map = rmlir_text::affine::parse_affine_map("(d0)[s0] -> (d0 * s0)").unwrap();
        assert!(linear_form(&map.results[0], 0).is_none());
    }

    #[test]
    fn rank_reduction_mask_matches_dynamic_dims() {
        assert_eq!(
            rank_reduction_mask_dynamic(&[1, DYNAMIC, 4], &[3, 4]),
            Some(vec![true, false, false])
        );
        assert_eq!(
            rank_reduction_mask_dynamic(&[2, 4], &[DYNAMIC, 4]),
            Some(vec![false, false])
        );
        // A non-unit dim cannot be dropped.
        assert_eq!(rank_reduction_mask_dynamic(&[2, 4], &[4]), None);
    }
}

/// A mixed static/dynamic entry (MLIR's `OpFoldResult` of an index).
pub(super) type Ofr = Result<i64, ValueId>;

/// The mixed list of `statics` whose dynamic entries are `dyns` in order.
pub(super) fn mixed_list(statics: &[i64], dyns: &[ValueId]) -> Vec<Ofr> {
    let mut k = 0;
    statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                k += 1;
                dyns.get(k - 1).map_or(Ok(DYNAMIC), |&v| Err(v))
            } else {
                Ok(s)
            }
        })
        .collect()
}

/// MLIR's `getConstantIntValue` on a mixed entry.
pub(super) fn ofr_const(ctx: &Context, body: &Body, e: &Ofr) -> Option<i64> {
    match e {
        Ok(v) => Some(*v),
        Err(v) => const_int(ctx, body, *v),
    }
}

/// The mixed low and high paddings of a `tensor.pad`.
pub(super) fn pad_mixed(ctx: &Context, body: &Body, op: OpId) -> (Vec<Ofr>, Vec<Ofr>) {
    let low = i64_array_attr(ctx, body, op, "static_low");
    let high = i64_array_attr(ctx, body, op, "static_high");
    (
        mixed_list(&low, &operand_group(ctx, body, op, 1)),
        mixed_list(&high, &operand_group(ctx, body, op, 2)),
    )
}

/// Whether the `nofold` unit attribute is set.
pub(super) fn pad_nofold(ctx: &Context, body: &Body, op: OpId) -> bool {
    rmlir_ods::get_attr(ctx, body, op, "nofold").is_some()
}

/// The ranked tensor type of a value's shape, if ranked.
pub(super) fn value_shape(ctx: &Context, body: &Body, v: ValueId) -> Option<Vec<i64>> {
    tensor_shape(ctx, body.value_type(v))
}

/// Creates a `tensor.pad` with an empty region; `attrs` are the
/// discardable attributes to keep.
#[allow(clippy::too_many_arguments)]
pub(super) fn create_pad(
    rw: &mut PatternRewriter<'_>,
    ty: Type,
    source: ValueId,
    low: &[Ofr],
    high: &[Ofr],
    nofold: bool,
    attrs: Attr,
    loc: rmlir_ir::Loc,
) -> OpId {
    let ctx = rw.ctx;
    let (ld, hd) = (Mixed::dynamics(low), Mixed::dynamics(high));
    let seg = rmlir_ods::segment_attr(ctx, &[1, ld.len(), hd.len()]);
    let dense = dense_i64_array;
    let mut entries = vec![
        ("operandSegmentSizes", seg),
        ("static_low", dense(ctx, &Mixed::statics(low))),
        ("static_high", dense(ctx, &Mixed::statics(high))),
    ];
    if nofold {
        entries.push(("nofold", ctx.common().unit));
    }
    let p = props(ctx, &entries);
    let mut operands = vec![source];
    operands.extend(&ld);
    operands.extend(&hd);
    let spec = rmlir_ir::OpSpec {
        name: ctx.op_name("tensor.pad"),
        loc,
        operands: &operands,
        result_types: &[ty],
        successors: &[],
        num_regions: 1,
        isolated: false,
        properties: p,
        attrs,
    };
    rw.create(&spec)
}

/// MLIR's `Region::cloneInto` of the region of `from` into the (empty)
/// region of `to`; the cloned ops are not announced to the rewriter.
pub(super) fn clone_region_of(rw: &mut PatternRewriter<'_>, from: OpId, to: OpId) {
    let mut map = rmlir_ir::IrMapping::default();
    let tmp = rw.body_mut_unnotified().clone_op(from, &mut map);
    let (src, dst) = (rw.body().op_regions(tmp)[0], rw.body().op_regions(to)[0]);
    rw.inline_region_before(src, dst, None);
    let _ = rw.body_mut_unnotified().erase_op(tmp);
}

/// Moves the region of `from` into the (empty) region of `to`.
pub(super) fn take_region_of(rw: &mut PatternRewriter<'_>, from: OpId, to: OpId) {
    let (src, dst) = (rw.body().op_regions(from)[0], rw.body().op_regions(to)[0]);
    rw.inline_region_before(src, dst, None);
}

/// `PadOp::getConstantPaddingValue`: the yielded value when it is a
/// constant or defined outside the pad's block.
pub(super) fn constant_padding_value(ctx: &Context, body: &Body, op: OpId) -> Option<ValueId> {
    let block = body.entry_block(*body.op_regions(op).first()?)?;
    let term = body.last_op(block)?;
    if !is_op(ctx, body, term, "tensor.yield") || body.num_operands(term) != 1 {
        return None;
    }
    let v = YieldOp(term).value(ctx, body);
    if constant_attr(ctx, body, v).is_some() {
        return Some(v);
    }
    let def_block = match body.value_def(v) {
        rmlir_ir::ValueDef::Arg { block, .. } => Some(block),
        rmlir_ir::ValueDef::Result { op, .. } => body.op_block(op),
    };
    (def_block != Some(block)).then_some(v)
}

/// `PadOp::getPaddedDims`: dims with a low or high padding not known to be
/// zero.
pub(super) fn padded_dims(ctx: &Context, body: &Body, op: OpId) -> Vec<bool> {
    let (low, high) = pad_mixed(ctx, body, op);
    low.iter()
        .zip(&high)
        .map(|(l, h)| ofr_const(ctx, body, l) != Some(0) || ofr_const(ctx, body, h) != Some(0))
        .collect()
}

/// `PadOp::inferResultType` with a result shape to take unknown sizes from.
pub(super) fn pad_infer_type(
    ctx: &Context,
    source: Type,
    low: &[i64],
    high: &[i64],
    result_shape: &[i64],
) -> Option<Type> {
    let shape = tensor_shape(ctx, source)?;
    if low.len() != shape.len() || high.len() != shape.len() || result_shape.len() != shape.len() {
        return None;
    }
    let inferred: Vec<i64> = (0..shape.len())
        .map(|i| {
            if shape[i] == DYNAMIC || low[i] == DYNAMIC || high[i] == DYNAMIC {
                result_shape[i]
            } else {
                shape[i].wrapping_add(low[i]).wrapping_add(high[i])
            }
        })
        .collect();
    Some(tensor_type(ctx, &inferred, elem_of(ctx, source)?, None))
}

/// `FoldStaticZeroPadding`: a foldable pad by zeros is a cast.
pub(super) struct FoldStaticZeroPadding;

impl FoldStaticZeroPadding {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let (low, high) = pad_mixed(ctx, rw.body(), op);
        let zero = |e: &Ofr| ofr_const(ctx, rw.body(), e) == Some(0);
        if !low.iter().all(zero) || !high.iter().all(zero) || pad_nofold(ctx, rw.body(), op) {
            return false;
        }
        let src = PadOp(op).source(ctx, rw.body());
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let c = create_cast(rw, "tensor.cast", src, ty, loc);
        rw.replace_op(op, &[c]);
        true
    }
}

pattern!(
    FoldStaticZeroPadding,
    "tensor.pad",
    "(anonymous namespace)::FoldStaticZeroPadding"
);

/// `FoldSourceTensorCast`: a pad of a cast to a less static type pads the
/// cast's source.
pub(super) struct FoldSourceTensorCast;

impl FoldSourceTensorCast {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let src = PadOp(op).source(ctx, rw.body());
        let Some(cast) = defining_cast(ctx, rw.body(), src) else {
            return false;
        };
        if !can_fold_into_consumer(ctx, rw.body(), cast) {
            return false;
        }
        let rt = rw.body().value_type(rw.body().result(op, 0));
        let Some(rshape) = tensor_shape(ctx, rt) else {
            return false;
        };
        let slow = i64_array_attr(ctx, rw.body(), op, "static_low");
        let shigh = i64_array_attr(ctx, rw.body(), op, "static_high");
        let cast_src = CastOp(cast).source(ctx, rw.body());
        let Some(new_ty) =
            pad_infer_type(ctx, rw.body().value_type(cast_src), &slow, &shigh, &rshape)
        else {
            return false;
        };
        if new_ty == rt {
            PadOp(op).set_source(ctx, rw, cast_src);
            return true;
        }
        let (low, high) = pad_mixed(ctx, rw.body(), op);
        let nofold = pad_nofold(ctx, rw.body(), op);
        let attrs = rw.body().attrs(op);
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let p = create_pad(rw, new_ty, src, &low, &high, nofold, attrs, loc);
        clone_region_of(rw, op, p);
        let pv = rw.body().result(p, 0);
        let c = create_cast(rw, "tensor.cast", pv, rt, loc);
        rw.replace_op(op, &[c]);
        true
    }
}

pattern!(
    FoldSourceTensorCast,
    "tensor.pad",
    "(anonymous namespace)::FoldSourceTensorCast"
);

/// `FoldTargetTensorCast`: a pad whose only user casts it to a more static
/// type produces that type.
pub(super) struct FoldTargetTensorCast;

impl FoldTargetTensorCast {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let r = rw.body().result(op, 0);
        let mut uses = rw.body().uses(r);
        let (Some(u), None) = (uses.next(), uses.next()) else {
            return false;
        };
        let cast = u.owner;
        if !is_op(ctx, rw.body(), cast, "tensor.cast") {
            return false;
        }
        let dest_ty = rw.body().value_type(rw.body().result(cast, 0));
        if !preserves_static_information(ctx, rw.body().value_type(r), dest_ty) {
            return false;
        }
        let (low, high) = pad_mixed(ctx, rw.body(), op);
        let nofold = pad_nofold(ctx, rw.body(), op);
        let attrs = rw.body().attrs(op);
        let src = PadOp(op).source(ctx, rw.body());
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let p = create_pad(rw, dest_ty, src, &low, &high, nofold, attrs, loc);
        take_region_of(rw, op, p);
        let pv = rw.body().result(p, 0);
        rw.replace_op(op, &[pv]);
        rw.replace_op(cast, &[pv]);
        true
    }
}

pattern!(
    FoldTargetTensorCast,
    "tensor.pad",
    "(anonymous namespace)::FoldTargetTensorCast"
);

/// `FoldOrthogonalPaddings`: slice/pad/slice/pad chains padding different
/// dims with the same constant become one slice and one pad.
pub(super) struct FoldOrthogonalPaddings;

impl FoldOrthogonalPaddings {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let def =
            |v: ValueId, name: &str| body.defining_op(v).filter(|&d| is_op(ctx, body, d, name));
        let Some(inner_slice) = def(PadOp(op).source(ctx, body), "tensor.extract_slice") else {
            return false;
        };
        let Some(outer_pad) = def(ExtractSliceOp(inner_slice).source(ctx, body), "tensor.pad")
        else {
            return false;
        };
        if pad_nofold(ctx, body, outer_pad) {
            return false;
        }
        let Some(outer_slice) = def(PadOp(outer_pad).source(ctx, body), "tensor.extract_slice")
        else {
            return false;
        };
        let Some(rank) = value_shape(ctx, body, PadOp(op).source(ctx, body)).map(|s| s.len())
        else {
            return false;
        };
        let Some(outer_src_shape) =
            value_shape(ctx, body, ExtractSliceOp(outer_slice).source(ctx, body))
        else {
            return false;
        };
        if outer_src_shape.len() != rank {
            return false;
        }
        let (im, om) = (
            Mixed::of(ctx, body, inner_slice),
            Mixed::of(ctx, body, outer_slice),
        );
        let unit = |m: &Mixed| m.strides.iter().all(|e| ofr_const(ctx, body, e) == Some(1));
        if !unit(&im) || !unit(&om) {
            return false;
        }
        let (low, high) = pad_mixed(ctx, body, op);
        let (olow, ohigh) = pad_mixed(ctx, body, outer_pad);
        let zero = |e: &Ofr| ofr_const(ctx, body, e) == Some(0);
        if !low.iter().all(zero) || !olow.iter().all(zero) {
            return false;
        }
        let (Some(iv), Some(ov)) = (
            constant_padding_value(ctx, body, op),
            constant_padding_value(ctx, body, outer_pad),
        ) else {
            return false;
        };
        let (Some(ia), Some(oa)) = (constant_attr(ctx, body, iv), constant_attr(ctx, body, ov))
        else {
            return false;
        };
        if ia != oa {
            return false;
        }
        let inner_dims = padded_dims(ctx, body, op);
        let outer_dims = padded_dims(ctx, body, outer_pad);
        if inner_dims.len() != rank
            || outer_dims.len() != rank
            || im.offsets.len() != rank
            || om.offsets.len() != rank
        {
            return false;
        }
        if (0..rank).any(|i| inner_dims[i] && outer_dims[i]) {
            return false;
        }
        let mut offsets = Vec::with_capacity(rank);
        for i in 0..rank {
            if !inner_dims[i] && ofr_const(ctx, body, &im.offsets[i]) == Some(0) {
                offsets.push(om.offsets[i]);
            } else if !outer_dims[i] && ofr_const(ctx, body, &om.offsets[i]) == Some(0) {
                offsets.push(im.offsets[i]);
            } else {
                return false;
            }
        }
        let Some(inner_src_shape) =
            value_shape(ctx, body, ExtractSliceOp(inner_slice).source(ctx, body))
        else {
            return false;
        };
        let mut sizes = im.sizes.clone();
        for i in 0..rank {
            if !outer_dims[i] {
                continue;
            }
            if ofr_const(ctx, body, &im.sizes[i]) != Some(inner_src_shape[i]) {
                return false;
            }
            sizes[i] = om.sizes[i];
        }
        let mut new_high = vec![Ok(0); rank];
        for i in 0..rank {
            if inner_dims[i] {
                new_high[i] = high[i];
            }
            if outer_dims[i] {
                new_high[i] = ohigh[i];
            }
        }
        let source = ExtractSliceOp(outer_slice).source(ctx, body);
        let st = body.value_type(source);
        let Some(elem) = elem_of(ctx, st) else {
            return false;
        };
        let m = Mixed {
            offsets,
            sizes,
            strides: im.strides.clone(),
        };
        let slice_ty = tensor_type(ctx, &Mixed::statics(&m.sizes), elem, encoding_of(ctx, st));
        let rt = body.value_type(body.result(op, 0));
        let nofold = pad_nofold(ctx, body, op);
        let attrs = body.attrs(op);
        let loc = body.op_loc(op);
        rw.set_insertion_point_before(op);
        let s = create_extract_slice(rw, &m, source, slice_ty, loc);
        let p = create_pad(rw, rt, s, &low, &new_high, nofold, attrs, loc);
        take_region_of(rw, op, p);
        let pv = rw.body().result(p, 0);
        rw.replace_op(op, &[pv]);
        true
    }
}

pattern!(
    FoldOrthogonalPaddings,
    "tensor.pad",
    "(anonymous namespace)::FoldOrthogonalPaddings"
);

/// `FoldStaticPadding`: constant padding operands make result dims static;
/// a cast restores the type.
pub(super) struct FoldStaticPadding;

impl FoldStaticPadding {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let src = PadOp(op).source(ctx, rw.body());
        let Some(in_dims) = value_shape(ctx, rw.body(), src) else {
            return false;
        };
        let rt = rw.body().value_type(rw.body().result(op, 0));
        let Some(out_dims) = tensor_shape(ctx, rt) else {
            return false;
        };
        let fold_group = |group: usize| {
            let mut consts = Vec::new();
            let mut rest = Vec::new();
            for v in operand_group(ctx, rw.body(), op, group) {
                match const_int(ctx, rw.body(), v) {
                    Some(c) => consts.push(c),
                    None => {
                        consts.push(DYNAMIC);
                        rest.push(v);
                    }
                }
            }
            (consts, rest)
        };
        let (low_consts, new_lows) = fold_group(1);
        let (high_consts, new_highs) = fold_group(2);
        let mut slow = i64_array_attr(ctx, rw.body(), op, "static_low");
        let mut shigh = i64_array_attr(ctx, rw.body(), op, "static_high");
        let rank = in_dims.len();
        if out_dims.len() != rank || slow.len() != rank || shigh.len() != rank {
            return false;
        }
        let (mut lc, mut hc) = (low_consts.into_iter(), high_consts.into_iter());
        for i in 0..rank {
            if slow[i] == DYNAMIC {
                slow[i] = lc.next().unwrap_or(DYNAMIC);
            }
            if shigh[i] == DYNAMIC {
                shigh[i] = hc.next().unwrap_or(DYNAMIC);
            }
        }
        let new_out: Vec<i64> = (0..rank)
            .map(|i| {
                if out_dims[i] != DYNAMIC {
                    out_dims[i]
                } else if slow[i] == DYNAMIC || shigh[i] == DYNAMIC || in_dims[i] == DYNAMIC {
                    DYNAMIC
                } else {
                    in_dims[i].wrapping_add(slow[i]).wrapping_add(shigh[i])
                }
            })
            .collect();
        if new_out == out_dims || new_out.iter().all(|&d| d == DYNAMIC) {
            return false;
        }
        let Some(elem) = elem_of(ctx, rt) else {
            return false;
        };
        let new_ty = tensor_type(ctx, &new_out, elem, None);
        let mixed = |statics: &[i64], dyns: &[ValueId]| mixed_list(statics, dyns);
        let (low, high) = (mixed(&slow, &new_lows), mixed(&shigh, &new_highs));
        let nofold = pad_nofold(ctx, rw.body(), op);
        let attrs = rw.body().attrs(op);
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let p = create_pad(rw, new_ty, src, &low, &high, nofold, attrs, loc);
        clone_region_of(rw, op, p);
        let pv = rw.body().result(p, 0);
        let c = create_cast(rw, "tensor.cast", pv, rt, loc);
        rw.replace_op(op, &[c]);
        true
    }
}

pattern!(
    FoldStaticPadding,
    "tensor.pad",
    "(anonymous namespace)::FoldStaticPadding"
);

/// Creates `affine.apply map(operands)`.
pub(super) fn create_affine_apply(
    rw: &mut PatternRewriter<'_>,
    map: rmlir_ir::affine::AffineMap,
    operands: &[ValueId],
    loc: rmlir_ir::Loc,
) -> ValueId {
    let ctx = rw.ctx;
    let attr = ctx.intern_attr(AttrData::AffineMap(map));
    let p = props(ctx, &[("map", attr)]);
    let index = ctx.common().index;
    let op = create(rw, "affine.apply", loc, operands, &[index], &[], p, 0);
    rw.body().result(op, 0)
}

/// A variable of an affine map: dimension or symbol position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum MapVar {
    Dim(u32),
    Sym(u32),
}

/// The linear form `sum(coef * var) + constant` of an affine expression
/// (`None` when it is not linear: mod, divisions, products of variables).
pub(super) fn linear_form(
    e: &rmlir_ir::affine::AffineExpr,
    depth: u32,
) -> Option<(Vec<(MapVar, i64)>, i64)> {
    use rmlir_ir::affine::BinOp;
    if depth > 64 {
        return None;
    }
    if let Some(c) = e.constant_value() {
        return Some((Vec::new(), c));
    }
    if let Some(p) = e.dim_position() {
        return Some((vec![(MapVar::Dim(p), 1)], 0));
    }
    if let Some(p) = e.symbol_position() {
        return Some((vec![(MapVar::Sym(p), 1)], 0));
    }
    let (op, l, r) = e.as_binary()?;
    let (lt, lc) = linear_form(&l, depth + 1)?;
    let (rt, rc) = linear_form(&r, depth + 1)?;
    match op {
        BinOp::Add => {
            let mut terms = lt;
            terms.extend(rt);
            Some((terms, lc.wrapping_add(rc)))
        }
        BinOp::Mul => {
            let (terms, c, k) = if lt.is_empty() {
                (rt, rc, lc)
            } else if rt.is_empty() {
                (lt, lc, rc)
            } else {
                return None;
            };
            let terms = terms
                .into_iter()
                .map(|(v, x)| (v, x.wrapping_mul(k)))
                .collect();
            Some((terms, c.wrapping_mul(k)))
        }
        _ => None,
    }
}

/// Adds `coef` to the coefficient of `v` in `terms` (first position kept).
pub(super) fn add_term(terms: &mut Vec<(ValueId, i64)>, v: ValueId, coef: i64) {
    match terms.iter_mut().find(|(t, _)| *t == v) {
        Some(t) => t.1 = t.1.wrapping_add(coef),
        None => terms.push((v, coef)),
    }
}

/// `makeComposedFoldedAffineApply(d0 + d1, {a, b})`: a constant when both
/// are constants, a value plus zero is the value, otherwise an
/// `affine.apply` canonicalized as MLIR does: operands defined by an
/// `affine.apply` of a linear map are composed in (one level), constants
/// fold into the map, valid symbols become symbols (after the composed
/// maps' symbols), equal operands merge and unused ones go.
pub(super) fn composed_add(
    rw: &mut PatternRewriter<'_>,
    a: Ofr,
    b: Ofr,
    loc: rmlir_ir::Loc,
) -> Ofr {
    use rmlir_ir::affine::{AffineExpr, AffineMap};
    let ctx = rw.ctx;
    let mut constant: i64 = 0;
    // Dims of the original map `d0 + d1` that stay, then the dims and the
    // symbols of the composed producers, in order.
    let mut plain: Vec<(ValueId, i64)> = Vec::new();
    let mut app_dims: Vec<(ValueId, i64)> = Vec::new();
    let mut app_syms: Vec<(ValueId, i64)> = Vec::new();
    for e in [a, b] {
        if let Some(c) = ofr_const(ctx, rw.body(), &e) {
            constant = constant.wrapping_add(c);
            continue;
        }
        let Err(v) = e else {
            continue;
        };
        let producer = rw
            .body()
            .defining_op(v)
            .filter(|&d| is_op(ctx, rw.body(), d, "affine.apply"))
            .and_then(|d| {
                let (_, map) = crate::affine::map_attr(ctx, rw.body(), d, "map")?;
                let operands: Vec<ValueId> = rw.body().operands(d).collect();
                if map.results.len() != 1
                    || operands.len() != (map.num_dims + map.num_symbols) as usize
                {
                    return None;
                }
                let lin = linear_form(&map.results[0], 0)?;
                Some((map.num_dims as usize, operands, lin))
            });
        let Some((num_dims, operands, (terms, c))) = producer else {
            plain.push((v, 1));
            continue;
        };
        constant = constant.wrapping_add(c);
        for (i, &o) in operands.iter().enumerate() {
            let var = if i < num_dims {
                MapVar::Dim(i as u32)
            } else {
                MapVar::Sym((i - num_dims) as u32)
            };
            let coef = terms
                .iter()
                .filter(|(t, _)| *t == var)
                .fold(0i64, |acc, (_, x)| acc.wrapping_add(*x));
            if let Some(k) = const_int(ctx, rw.body(), o) {
                constant = constant.wrapping_add(coef.wrapping_mul(k));
                continue;
            }
            if i < num_dims {
                app_dims.push((o, coef));
            } else {
                app_syms.push((o, coef));
            }
        }
    }
    let mut dims: Vec<(ValueId, i64)> = Vec::new();
    let mut syms: Vec<(ValueId, i64)> = Vec::new();
    for (v, c) in app_syms {
        add_term(&mut syms, v, c);
    }
    for (v, c) in plain.into_iter().chain(app_dims) {
        if crate::affine::is_valid_symbol_value(ctx, rw.body(), v) {
            add_term(&mut syms, v, c);
        } else {
            add_term(&mut dims, v, c);
        }
    }
    dims.retain(|&(_, c)| c != 0);
    syms.retain(|&(_, c)| c != 0);
    match (&dims[..], &syms[..]) {
        ([], []) => return Ok(constant),
        ([(v, 1)], []) | ([], [(v, 1)]) if constant == 0 => return Err(*v),
        _ => {}
    }
    let term = |e: AffineExpr, c: i64| {
        if c == 1 {
            e
        } else {
            e.mul(AffineExpr::constant(c))
        }
    };
    let mut expr: Option<AffineExpr> = None;
    let mut push = |e: AffineExpr| {
        expr = Some(match expr.take() {
            Some(x) => x.add(e),
            None => e,
        })
    };
    for (i, &(_, c)) in dims.iter().enumerate() {
        push(term(AffineExpr::dim(i as u32), c));
    }
    for (i, &(_, c)) in syms.iter().enumerate() {
        push(term(AffineExpr::symbol(i as u32), c));
    }
    if constant != 0 {
        push(AffineExpr::constant(constant));
    }
    let Some(expr) = expr else {
        return Ok(constant);
    };
    let map = AffineMap::new(dims.len() as u32, syms.len() as u32, vec![expr]);
    let operands: Vec<ValueId> = dims.iter().chain(&syms).map(|&(v, _)| v).collect();
    Err(create_affine_apply(rw, map, &operands, loc))
}

/// `FoldConsecutiveConstantPadding`: a pad of a pad with the same padding
/// value pads once by the sums.
pub(super) struct FoldConsecutiveConstantPadding;

impl FoldConsecutiveConstantPadding {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        if pad_nofold(ctx, rw.body(), op) {
            return false;
        }
        let Some(producer) = rw
            .body()
            .defining_op(PadOp(op).source(ctx, rw.body()))
            .filter(|&d| is_op(ctx, rw.body(), d, "tensor.pad"))
        else {
            return false;
        };
        if pad_nofold(ctx, rw.body(), producer) {
            return false;
        }
        let (Some(cv), Some(pv)) = (
            constant_padding_value(ctx, rw.body(), op),
            constant_padding_value(ctx, rw.body(), producer),
        ) else {
            return false;
        };
        if cv != pv {
            return false;
        }
        let (low, high) = pad_mixed(ctx, rw.body(), op);
        let (plow, phigh) = pad_mixed(ctx, rw.body(), producer);
        if low.len() != plow.len() || high.len() != phigh.len() {
            return false;
        }
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let new_high: Vec<Ofr> = high
            .iter()
            .zip(&phigh)
            .map(|(&c, &p)| composed_add(rw, c, p, loc))
            .collect();
        let new_low: Vec<Ofr> = low
            .iter()
            .zip(&plow)
            .map(|(&c, &p)| composed_add(rw, c, p, loc))
            .collect();
        let rt = rw.body().value_type(rw.body().result(op, 0));
        let src = PadOp(producer).source(ctx, rw.body());
        let attrs = rw.body().attrs(op);
        let p = create_pad(rw, rt, src, &new_low, &new_high, false, attrs, loc);
        take_region_of(rw, op, p);
        let pv = rw.body().result(p, 0);
        rw.replace_op(op, &[pv]);
        true
    }
}

pattern!(
    FoldConsecutiveConstantPadding,
    "tensor.pad",
    "(anonymous namespace)::FoldConsecutiveConstantPadding"
);

/// `tensor.pad` patterns.
pub(crate) fn pad_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(FoldStaticZeroPadding));
    out.push(Box::new(FoldSourceTensorCast));
    out.push(Box::new(FoldTargetTensorCast));
    out.push(Box::new(FoldOrthogonalPaddings));
    out.push(Box::new(FoldStaticPadding));
    out.push(Box::new(FoldConsecutiveConstantPadding));
}
