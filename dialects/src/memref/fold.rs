//! Folders of the memref dialect (MLIR 22's `MemRefOps.cpp` `fold` methods):
//! `memref.cast` folded into its users (`foldMemRefCast`), `dim`/`rank` of
//! known shapes, trivial views, casts and reshapes.

use crate::memref::{
    AssumeAlignmentOp, AtomicRmwOp, CastOp, DimOp, ExtractStridedMetadataOp, MemorySpaceCastOp,
    ReinterpretCastOp, StoreOp, SubViewOp, TransposeOp,
};
use crate::util::attrs::{attr_int, i64_array_attr, index_attr, props};
use crate::util::build::is_op;
use crate::util::constant::{const_int, fold_attr, fold_value};
use crate::util::reshape::fold_reshape_pair;
use crate::util::shaped::{dynamic_dim_index, elem_of, layout_of, shape_of, DYNAMIC};
use crate::util::slice::Osss;
use crate::util::strided::{parse_strided, strides_and_offset};
use rmlir_ir::affine::AffineMap;
use rmlir_ir::registry::FoldResult;
use rmlir_ir::Context;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ir::{Type, TypeData};
use rmlir_ods::{get_attr, operand_group};

/// MLIR's `foldMemRefCast`: operands defined by a `memref.cast` from a
/// ranked memref use the cast's source (except `inner`).
pub(crate) fn fold_memref_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    inner: Option<ValueId>,
) -> bool {
    let mut folded = false;
    for i in 0..body.num_operands(op) {
        let v = body.operand(op, i);
        let Some(d) = body.defining_op(v) else {
            continue;
        };
        if !is_op(ctx, body, d, "memref.cast") || Some(v) == inner {
            continue;
        }
        let src = CastOp(d).source(ctx, body);
        if matches!(
            ctx.type_data(body.value_type(src)),
            TypeData::UnrankedMemRef { .. }
        ) {
            continue;
        }
        body.set_operand(op, i, src);
        folded = true;
    }
    folded
}

/// Fold hook of ops whose only fold is `foldMemRefCast`.
pub(crate) fn fold_cast_operands(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    if fold_memref_cast(ctx, body, op, None) {
        FoldResult::InPlace
    } else {
        FoldResult::None
    }
}

/// `foldMemRefCast` on every operand of `op` but `value`.
fn fold_memref_cast_except(ctx: &Context, body: &mut Body, op: OpId, value: ValueId) -> FoldResult {
    if fold_memref_cast(ctx, body, op, Some(value)) {
        FoldResult::InPlace
    } else {
        FoldResult::None
    }
}

/// `memref.store`: `foldMemRefCast` except for the stored value.
pub(crate) fn fold_store(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let value = StoreOp(op).value(ctx, body);
    fold_memref_cast_except(ctx, body, op, value)
}

/// `memref.atomic_rmw`: `foldMemRefCast` except for the value.
pub(crate) fn fold_atomic_rmw(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let value = AtomicRmwOp(op).value(ctx, body);
    fold_memref_cast_except(ctx, body, op, value)
}

/// `memref.cast`: an identity cast folds to its source (the CastOpInterface
/// trait), a cast of a cast takes the inner source.
pub(crate) fn fold_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let folded = fold_memref_cast(ctx, body, op, None);
    let src = CastOp(op).source(ctx, body);
    if body.value_type(src) == body.value_type(body.result(op, 0)) {
        return fold_value(src);
    }
    if folded {
        FoldResult::InPlace
    } else {
        FoldResult::None
    }
}

/// MLIR's `CastOp::canFoldIntoConsumerOp` for a `memref.cast`.
pub(crate) fn cast_can_fold_into_consumer(ctx: &Context, body: &Body, cast: OpId) -> bool {
    let src = body.value_type(CastOp(cast).source(ctx, body));
    let res = body.value_type(body.result(cast, 0));
    let (Some(ss), Some(rs)) = (memref_shape(ctx, src), memref_shape(ctx, res)) else {
        return false;
    };
    if elem_of(ctx, src) != elem_of(ctx, res) || ss.len() != rs.len() {
        return false;
    }
    let (Some((sst, so)), Some((rst, ro))) =
        (strides_and_offset(ctx, src), strides_and_offset(ctx, res))
    else {
        return false;
    };
    let more_static = |a: i64, b: i64| a != b && a == DYNAMIC && b != DYNAMIC;
    if ss.iter().zip(&rs).any(|(&a, &b)| more_static(a, b)) {
        return false;
    }
    if more_static(so, ro) {
        return false;
    }
    !sst.iter().zip(&rst).any(|(&a, &b)| more_static(a, b))
}

/// Shape of a ranked memref type.
pub(crate) fn memref_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_data(t) {
        TypeData::MemRef { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// `memref.dim`: a static size, the size operand of the defining
/// `alloc`/`alloca`/`view`/`subview`, or a dim of the cast's source.
pub(crate) fn fold_dim(ctx: &Context, body: &mut Body, op: OpId, c: &[Option<Attr>]) -> FoldResult {
    let Some(index) = attr_int(ctx, c.get(1).copied().flatten()) else {
        return FoldResult::None;
    };
    let src = DimOp(op).source(ctx, body);
    let Some(shape) = memref_shape(ctx, body.value_type(src)) else {
        return FoldResult::None;
    };
    if index < 0 || index >= shape.len() as i64 {
        return FoldResult::None;
    }
    let i = index as usize;
    if shape[i] != DYNAMIC {
        return fold_attr(index_attr(ctx, shape[i]));
    }
    if let Some(d) = body.defining_op(src) {
        let name = ctx.op_name_str(body.op_name(d));
        match name {
            "memref.alloc" | "memref.alloca" => {
                let sizes = operand_group(ctx, body, d, 0);
                if let Some(&v) = sizes.get(dynamic_dim_index(&shape, i)) {
                    return fold_value(v);
                }
            }
            "memref.view" => {
                let sizes: Vec<ValueId> = super::ViewOp(d).sizes(ctx, body);
                if let Some(&v) = sizes.get(dynamic_dim_index(&shape, i)) {
                    return fold_value(v);
                }
            }
            "memref.subview" => {
                if let Some(v) = subview_dim(ctx, body, d, i) {
                    return fold_value(v);
                }
            }
            _ => {}
        }
    }
    if fold_memref_cast(ctx, body, op, None) {
        return FoldResult::InPlace;
    }
    FoldResult::None
}

/// The dynamic size operand of a subview for result dim `i`.
pub(crate) fn subview_dim(ctx: &Context, body: &Body, sv: OpId, i: usize) -> Option<ValueId> {
    let src = body.value_type(SubViewOp(sv).source(ctx, body));
    let res = body.value_type(body.result(sv, 0));
    let o = Osss::of(ctx, body, sv, 1);
    let unused = crate::memref::verify::memref_rank_reduction_mask(ctx, src, res, &o.sizes)?;
    let mut result_index = 0;
    let mut source_index = 0;
    for (k, &u) in unused.iter().enumerate() {
        if u {
            continue;
        }
        if result_index == i {
            source_index = k;
            break;
        }
        result_index += 1;
    }
    if o.sizes.get(source_index) != Some(&DYNAMIC) {
        return None;
    }
    let sizes = operand_group(ctx, body, sv, 2);
    sizes
        .get(dynamic_dim_index(&o.sizes, source_index))
        .copied()
}

/// The operand of `memref.rank` (`memref`) or `tensor.rank` (`tensor`):
/// operand 0 of both, which [`fold_rank`] serves alike.
fn rank_operand(body: &Body, op: OpId) -> ValueId {
    body.operand(op, 0)
}

/// `memref.rank` / `tensor.rank`: the rank of a ranked operand.
pub(crate) fn fold_rank(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let t = body.value_type(rank_operand(body, op));
    match shape_of(ctx, t) {
        Some(s) => fold_attr(index_attr(ctx, s.len() as i64)),
        None => FoldResult::None,
    }
}

/// Whether a memref type has a static shape.
pub(crate) fn has_static_shape(ctx: &Context, t: Type) -> bool {
    shape_of(ctx, t).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC))
}

/// Whether a static offset/size/stride entry (or the constant value of its
/// dynamic operand) equals `want`.
pub(crate) fn mixed_is(
    ctx: &Context,
    body: &Body,
    statics: &[i64],
    dyn_vals: &[ValueId],
    i: usize,
    want: i64,
) -> bool {
    mixed_value(ctx, body, statics, dyn_vals, i) == Some(want)
}

/// The constant value of entry `i` of a mixed list.
pub(crate) fn mixed_value(
    ctx: &Context,
    body: &Body,
    statics: &[i64],
    dyn_vals: &[ValueId],
    i: usize,
) -> Option<i64> {
    let s = *statics.get(i)?;
    if s != DYNAMIC {
        return Some(s);
    }
    let v = *dyn_vals.get(dynamic_dim_index(statics, i))?;
    const_int(ctx, body, v)
}

/// `memref.subview`: a subview to the same static type with a static
/// layout is its source; a no-op subview of a subview is the inner one.
pub(crate) fn fold_subview(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let src = SubViewOp(op).source(ctx, body);
    let st = body.value_type(src);
    let rt = body.value_type(body.result(op, 0));
    let static_layout = match layout_of(ctx, rt) {
        None => true,
        Some(l) => match ctx.attr_data(l) {
            AttrData::Verbatim { text } if text.starts_with("strided") => parse_strided(text)
                .is_some_and(|(s, o)| o != DYNAMIC && s.iter().all(|&x| x != DYNAMIC)),
            _ => true,
        },
    };
    if st == rt && has_static_shape(ctx, rt) && static_layout {
        return fold_value(src);
    }
    if let Some(inner) = body
        .defining_op(src)
        .filter(|&d| is_op(ctx, body, d, "memref.subview"))
    {
        let o = Osss::of(ctx, body, op, 1);
        let offs = operand_group(ctx, body, op, 1);
        let sizes = operand_group(ctx, body, op, 2);
        let strides = operand_group(ctx, body, op, 3);
        let io = Osss::of(ctx, body, inner, 1);
        let isizes = operand_group(ctx, body, inner, 2);
        let zero = (0..o.offsets.len()).all(|i| mixed_is(ctx, body, &o.offsets, &offs, i, 0));
        let one = (0..o.strides.len()).all(|i| mixed_is(ctx, body, &o.strides, &strides, i, 1));
        let same_sizes = o.sizes.len() == io.sizes.len()
            && (0..o.sizes.len()).all(|i| {
                let a = mixed_entry(&o.sizes, &sizes, i);
                let b = mixed_entry(&io.sizes, &isizes, i);
                a == b
            });
        if zero && one && same_sizes && st == rt {
            return fold_value(src);
        }
    }
    FoldResult::None
}

/// Entry `i` of a mixed list as MLIR's `OpFoldResult` (a static value or
/// the dynamic operand).
pub(crate) fn mixed_entry(
    statics: &[i64],
    dyn_vals: &[ValueId],
    i: usize,
) -> Result<i64, Option<ValueId>> {
    let s = statics[i];
    if s != DYNAMIC {
        Ok(s)
    } else {
        Err(dyn_vals.get(dynamic_dim_index(statics, i)).copied())
    }
}

/// `memref.assume_alignment` of an `assume_alignment` with the same
/// alignment is its operand.
pub(crate) fn fold_assume_alignment(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let src = AssumeAlignmentOp(op).memref(ctx, body);
    let Some(d) = body.defining_op(src) else {
        return FoldResult::None;
    };
    if !is_op(ctx, body, d, "memref.assume_alignment") {
        return FoldResult::None;
    }
    if get_attr(ctx, body, d, "alignment") != get_attr(ctx, body, op, "alignment") {
        return FoldResult::None;
    }
    fold_value(src)
}

/// `memref.memory_space_cast` of a `memory_space_cast` takes the inner
/// source (in place); a cast to its source's own type is the source.
pub(crate) fn fold_memory_space_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let src = MemorySpaceCastOp(op).source(ctx, body);
    match body.defining_op(src) {
        Some(d) if is_op(ctx, body, d, "memref.memory_space_cast") => {
            let inner = MemorySpaceCastOp(d).source(ctx, body);
            MemorySpaceCastOp(op).set_source(ctx, body, inner);
            FoldResult::InPlace
        }
        _ if body.value_type(src) == body.value_type(body.result(op, 0)) => fold_value(src),
        _ => FoldResult::None,
    }
}

/// `memref.copy`: copies of or into a `memref.cast` that keeps the layout
/// information read the cast's source (`FoldCopyOfCast`).
pub(crate) fn fold_copy(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    for i in 0..body.num_operands(op) {
        let v = body.operand(op, i);
        if let Some(d) = body.defining_op(v) {
            if is_op(ctx, body, d, "memref.cast") && cast_can_fold_into_consumer(ctx, body, d) {
                let src = CastOp(d).source(ctx, body);
                body.set_operand(op, i, src);
                return FoldResult::InPlace;
            }
        }
    }
    FoldResult::None
}

/// `memref.expand_shape`.
pub(crate) fn fold_expand_shape(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    fold_reshape_pair(ctx, body, op, "memref.collapse_shape")
}

/// `memref.collapse_shape`.
pub(crate) fn fold_collapse_shape(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    fold_reshape_pair(ctx, body, op, "memref.expand_shape")
}

/// `memref.reinterpret_cast`: of a `reinterpret_cast`, a `cast` or a
/// zero-offset `subview` reads their source (in place); a reinterpret_cast
/// to the source's static type with offset 0 is the source.
pub(crate) fn fold_reinterpret_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let src = ReinterpretCastOp(op).source(ctx, body);
    if let Some(d) = body.defining_op(src) {
        let name = ctx.op_name_str(body.op_name(d));
        let prev = match name {
            "memref.reinterpret_cast" => Some(ReinterpretCastOp(d).source(ctx, body)),
            "memref.cast" => Some(CastOp(d).source(ctx, body)),
            "memref.subview" => {
                let o = Osss::of(ctx, body, d, 1);
                let offs = operand_group(ctx, body, d, 1);
                (0..o.offsets.len())
                    .all(|i| mixed_is(ctx, body, &o.offsets, &offs, i, 0))
                    .then(|| SubViewOp(d).source(ctx, body))
            }
            _ => None,
        };
        if let Some(p) = prev {
            ReinterpretCastOp(op).set_source(ctx, body, p);
            return FoldResult::InPlace;
        }
    }
    let rt = body.value_type(body.result(op, 0));
    let offsets = i64_array_attr(ctx, body, op, "static_offsets");
    if has_static_shape(ctx, rt) && body.value_type(src) == rt && offsets.first() == Some(&0) {
        return fold_value(src);
    }
    FoldResult::None
}

/// The permutation map of a `memref.transpose`.
fn transpose_permutation(ctx: &Context, body: &Body, op: OpId) -> Option<AffineMap> {
    match ctx.attr_data(get_attr(ctx, body, op, "permutation")?) {
        AttrData::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// `outer.compose(inner)` for two permutation maps (MLIR's
/// `AffineMap::compose`): result `i` is `inner`'s result at the position
/// of `outer`'s result `i`. `None` unless both are maps of plain dims of
/// the same rank.
fn compose_permutations(outer: &AffineMap, inner: &AffineMap) -> Option<AffineMap> {
    if outer.num_dims as usize != inner.results.len() || outer.num_symbols != 0 {
        return None;
    }
    let results = outer
        .results
        .iter()
        .map(|e| {
            let d = e.dim_position()? as usize;
            let r = inner.results.get(d)?;
            r.dim_position().map(|_| r.clone())
        })
        .collect::<Option<Vec<_>>>()?;
    Some(AffineMap::new(inner.num_dims, inner.num_symbols, results))
}

/// `memref.transpose`: with the identity permutation to the same type it
/// is its input; a transpose of a transpose reads the inner one's input
/// with the two permutations composed (in place).
pub(crate) fn fold_transpose(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let src = TransposeOp(op).input(ctx, body);
    let Some(perm) = transpose_permutation(ctx, body, op) else {
        return FoldResult::None;
    };
    if perm.is_identity() && body.value_type(src) == body.value_type(body.result(op, 0)) {
        return fold_value(src);
    }
    let Some(d) = body
        .defining_op(src)
        .filter(|&d| is_op(ctx, body, d, "memref.transpose"))
    else {
        return FoldResult::None;
    };
    let Some(composed) =
        transpose_permutation(ctx, body, d).and_then(|inner| compose_permutations(&perm, &inner))
    else {
        return FoldResult::None;
    };
    let inner_src = TransposeOp(d).input(ctx, body);
    TransposeOp(op).set_input(ctx, body, inner_src);
    let attr = ctx.intern_attr(AttrData::AffineMap(composed));
    TransposeOp(op).set_attr(ctx, body, "permutation", Some(attr));
    FoldResult::InPlace
}

/// `memref.extract_strided_metadata`: results known from the source type
/// (static offset, sizes and strides) are replaced by `arith.constant`s
/// created before the op; a cast from a ranked memref is looked through.
pub(crate) fn fold_extract_strided_metadata(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let src = ExtractStridedMetadataOp(op).source(ctx, body);
    let st = body.value_type(src);
    let mut changed = false;
    if let (Some(shape), Some((strides, offset))) =
        (memref_shape(ctx, st), strides_and_offset(ctx, st))
    {
        let n = shape.len();
        let mut known: Vec<(usize, i64)> = vec![(1, offset)];
        known.extend(shape.iter().enumerate().map(|(i, &s)| (2 + i, s)));
        known.extend(strides.iter().enumerate().map(|(i, &s)| (2 + n + i, s)));
        for (ri, value) in known {
            if value == DYNAMIC || ri >= body.num_results(op) {
                continue;
            }
            let r = body.result(op, ri);
            if !body.has_uses(r) {
                continue;
            }
            let p = props(ctx, &[("value", index_attr(ctx, value))]);
            let spec = rmlir_ir::OpSpec {
                name: ctx.op_name("arith.constant"),
                loc: body.op_loc(op),
                operands: &[],
                result_types: &[ctx.common().index],
                successors: &[],
                num_regions: 0,
                isolated: false,
                properties: p,
                attrs: ctx.common().empty_dict,
            };
            let c = body.create_op(&spec);
            body.insert_op_before(op, c);
            let cv = body.result(c, 0);
            body.replace_all_uses(r, cv);
            changed = true;
        }
    }
    if let Some(d) = body
        .defining_op(src)
        .filter(|&d| is_op(ctx, body, d, "memref.cast"))
    {
        let inner = CastOp(d).source(ctx, body);
        if matches!(
            ctx.type_data(body.value_type(inner)),
            TypeData::MemRef { .. }
        ) {
            ExtractStridedMetadataOp(op).set_source(ctx, body, inner);
            changed = true;
        }
    }
    if changed {
        FoldResult::InPlace
    } else {
        FoldResult::None
    }
}
