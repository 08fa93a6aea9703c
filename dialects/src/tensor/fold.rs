//! Folders of the tensor dialect (MLIR 22's `TensorOps.cpp` `fold`
//! methods): casts, `dim`/`rank`, element extraction and construction,
//! slices, reshapes and pads of known values.

use crate::memref::fold::fold_rank;
use crate::tensor::canon::{fold_tensor_cast, insert_slice_mixed, same_mixed, tensor_shape};
use crate::tensor::{
    BitcastOp, CastOp, ConcatOp, DimOp, ExtractOp, ExtractSliceOp, InsertSliceOp, PadOp, ReshapeOp,
};
use crate::util::attrs::{attr_int, index_attr};
use crate::util::build::is_op;
use crate::util::constant::{const_int, dense_element_at, element_attr, fold_attr, fold_value};
use crate::util::reshape::fold_reshape_pair;
use crate::util::shaped::{dynamic_dim_index, elem_of, shape_of, DYNAMIC};
use crate::util::slice::Mixed;
use rmlir_ir::registry::FoldResult;
use rmlir_ir::Context;
use rmlir_ir::{Attr, AttrData, DenseValues};
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ir::{Type, TypeData};
use rmlir_numerics::apint::APInt;

/// `tensor.cast`: an identity cast is its source (CastOpInterface).
pub(crate) fn fold_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let src = CastOp(op).source(ctx, body);
    if body.value_type(src) == body.value_type(body.result(op, 0)) {
        return fold_value(src);
    }
    FoldResult::None
}

/// `tensor.dim`: a static size, the extent operand of a `tensor.generate`,
/// the size operand of a non-rank-reducing `extract_slice`, or a dim of a
/// foldable cast's source.
pub(crate) fn fold_dim(ctx: &Context, body: &mut Body, op: OpId, c: &[Option<Attr>]) -> FoldResult {
    let Some(index) = attr_int(ctx, c.get(1).copied().flatten()) else {
        return FoldResult::None;
    };
    let src = DimOp(op).source(ctx, body);
    let Some(shape) = tensor_shape(ctx, body.value_type(src)) else {
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
        if is_op(ctx, body, d, "tensor.generate") {
            let ext: Vec<ValueId> = body.operands(d).collect();
            if let Some(&v) = ext.get(dynamic_dim_index(&shape, i)) {
                return fold_value(v);
            }
        }
        if is_op(ctx, body, d, "tensor.extract_slice") {
            let st = body.value_type(ExtractSliceOp(d).source(ctx, body));
            if shape_of(ctx, st).map(|s| s.len()) == Some(shape.len()) {
                let m = Mixed::of(ctx, body, d);
                if let Some(Err(v)) = m.sizes.get(i) {
                    return fold_value(*v);
                }
            }
        }
    }
    if fold_tensor_cast(ctx, body, op) {
        return FoldResult::InPlace;
    }
    FoldResult::None
}

/// `tensor.rank`.
pub(crate) fn fold_rank_op(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    c: &[Option<Attr>],
) -> FoldResult {
    fold_rank(ctx, body, op, c)
}

/// The element type, number of elements and element values of a dense
/// integer or float elements attribute (one value for a splat).
pub(crate) fn dense_parts(ctx: &Context, a: Attr) -> Option<(Type, Type, bool, Vec<APInt>)> {
    match ctx.attr_data(a) {
        AttrData::DenseElements {
            ty,
            splat,
            values: DenseValues::Bits(b),
        } => {
            let elem = elem_of(ctx, *ty)?;
            Some((*ty, elem, *splat, b.iter().collect()))
        }
        _ => None,
    }
}

/// `tensor.extract`: of a splat constant, of a `tensor.from_elements` at
/// constant indices, or of a dense or sparse constant at constant indices.
pub(crate) fn fold_extract(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    c: &[Option<Attr>],
) -> FoldResult {
    let tensor_attr = c.first().copied().flatten();
    if let Some(t) = tensor_attr {
        if matches!(ctx.attr_data(t), AttrData::DenseResource { .. }) {
            return FoldResult::None;
        }
        if let AttrData::DenseElements { splat: true, .. } = ctx.attr_data(t) {
            return match dense_element_at(ctx, t, &[]) {
                Some(a) => fold_attr(a),
                None => FoldResult::None,
            };
        }
    }
    let mut indices = Vec::new();
    for a in c.iter().skip(1) {
        match attr_int(ctx, *a) {
            Some(v) => indices.push(v),
            None => return FoldResult::None,
        }
    }
    let src = ExtractOp(op).tensor(ctx, body);
    let Some(shape) = tensor_shape(ctx, body.value_type(src)) else {
        return FoldResult::None;
    };
    if let Some(d) = body
        .defining_op(src)
        .filter(|&d| is_op(ctx, body, d, "tensor.from_elements"))
    {
        if indices.len() != shape.len() {
            return FoldResult::None;
        }
        let mut flat: i64 = 0;
        let mut stride: i64 = 1;
        for k in (0..shape.len()).rev() {
            flat = flat.wrapping_add(indices[k].wrapping_mul(stride));
            stride = stride.wrapping_mul(shape[k]);
        }
        let flat32 = flat as i32;
        if flat32 < 0 || flat32 as usize >= body.num_operands(d) {
            return FoldResult::None;
        }
        return fold_value(body.operand(d, flat32 as usize));
    }
    if let Some(t) = tensor_attr {
        if let Some(a) = dense_element_at(ctx, t, &indices) {
            return fold_attr(a);
        }
        if let Some(a) = sparse_element(ctx, t, &shape, &indices) {
            return fold_attr(a);
        }
    }
    FoldResult::None
}

/// The element of a `sparse<...>` constant at in-bounds `indices` (MLIR's
/// `SparseElementsAttr` value lookup): the first stored value at those
/// coordinates, else zero of the element type.
fn sparse_element(ctx: &Context, t: Attr, shape: &[i64], indices: &[i64]) -> Option<Attr> {
    let AttrData::Sparse {
        ty,
        indices: idx,
        values,
    } = ctx.attr_data(t)
    else {
        return None;
    };
    let rank = shape.len();
    if indices.len() != rank || indices.iter().zip(shape).any(|(&i, &d)| i < 0 || i >= d) {
        return None;
    }
    let elem = elem_of(ctx, *ty)?;
    let (_, _, idx_splat, idx_vals) = dense_parts(ctx, *idx)?;
    let (vty, _, val_splat, vals) = dense_parts(ctx, *values)?;
    let n = shape_of(ctx, vty)?.first().copied()?;
    let coord = |k: usize, j: usize| {
        let v = if idx_splat {
            idx_vals.first()
        } else {
            idx_vals.get(k * rank + j)
        };
        v.and_then(|v| v.to_i64_signed())
    };
    for k in 0..usize::try_from(n).ok()? {
        if (0..rank).all(|j| coord(k, j) == Some(indices[j])) {
            let v = if val_splat { vals.first() } else { vals.get(k) };
            return element_attr(ctx, elem, v.cloned()?);
        }
    }
    let width = match ctx.type_data(elem) {
        TypeData::Float(k) => k.bit_width(),
        TypeData::Integer { width, .. } => *width,
        TypeData::Index => 64,
        _ => return None,
    };
    element_attr(ctx, elem, APInt::zero(width))
}

/// `tensor.from_elements` of constants: a dense elements attribute.
pub(crate) fn fold_from_elements(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    c: &[Option<Attr>],
) -> FoldResult {
    let ty = body.value_type(body.result(op, 0));
    let Some(elem) = elem_of(ctx, ty) else {
        return FoldResult::None;
    };
    let Some(elements) = c.iter().copied().collect::<Option<Vec<Attr>>>() else {
        return FoldResult::None;
    };
    if elements.is_empty() {
        return FoldResult::None;
    }
    let values = match ctx.type_data(elem) {
        TypeData::Complex(part) => {
            // A complex element is the array of its two parts, as
            // `complex.constant` holds it.
            let pairs = elements.iter().map(|&a| match ctx.attr_data(a) {
                AttrData::Array(p) if p.len() == 2 => Some((
                    scalar_bits(ctx, p[0], *part)?,
                    scalar_bits(ctx, p[1], *part)?,
                )),
                _ => None,
            });
            let Some(pairs) = pairs.collect::<Option<Vec<_>>>() else {
                return FoldResult::None;
            };
            DenseValues::from_complex(pairs[0].0.width(), &pairs)
        }
        _ => {
            let bits = elements.iter().map(|&a| scalar_bits(ctx, a, elem));
            let Some(bits) = bits.collect::<Option<Vec<_>>>() else {
                return FoldResult::None;
            };
            DenseValues::from_apints(bits[0].width(), &bits)
        }
    };
    fold_attr(ctx.dense_elements_attr(ty, values))
}

/// The bits of an integer or float attribute of type `elem` (whose width
/// they have).
fn scalar_bits(ctx: &Context, a: Attr, elem: Type) -> Option<APInt> {
    let width = match ctx.type_data(elem) {
        TypeData::Float(k) => k.bit_width(),
        TypeData::Integer { width, .. } => *width,
        TypeData::Index => 64,
        _ => return None,
    };
    let bits = match ctx.attr_data(a) {
        AttrData::Integer { ty, value } if *ty == elem => value,
        AttrData::Float { ty, bits } if *ty == elem => bits,
        _ => return None,
    };
    (bits.width() == width).then(|| bits.clone())
}

/// Whether the mixed offsets are 0, the sizes the leading dims of `shape`
/// and the strides 1 (`foldIdentityOffsetSizeAndStrideOpInterface`).
pub(crate) fn is_identity_slice(ctx: &Context, body: &Body, m: &Mixed, shape: &[i64]) -> bool {
    let val = |e: &Result<i64, ValueId>| match e {
        Ok(v) => Some(*v),
        Err(v) => const_int(ctx, body, *v),
    };
    m.offsets.iter().all(|e| val(e) == Some(0))
        && m.sizes.iter().zip(shape).all(|(e, &d)| val(e) == Some(d))
        && m.strides.iter().all(|e| val(e) == Some(1))
}

/// `tensor.extract_slice`: a splat constant source becomes a splat of the
/// result type; an identity slice is its source; a slice of an
/// `insert_slice` at the same place is the inserted tensor.
pub(crate) fn fold_extract_slice(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    c: &[Option<Attr>],
) -> FoldResult {
    let rt = body.value_type(body.result(op, 0));
    if let Some(a) = c.first().copied().flatten() {
        if let Some((_, _, true, vals)) = dense_parts(ctx, a) {
            if shape_of(ctx, rt).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC)) {
                if let Some(v) = vals.first() {
                    return fold_attr(ctx.dense_elements_attr(rt, DenseValues::splat(v)));
                }
            }
        }
    }
    let src = ExtractSliceOp(op).source(ctx, body);
    let st = body.value_type(src);
    let m = Mixed::of(ctx, body, op);
    if st == rt {
        if let Some(shape) = tensor_shape(ctx, rt) {
            if is_identity_slice(ctx, body, &m, &shape) {
                return fold_value(src);
            }
        }
    }
    if let Some(ins) = body
        .defining_op(src)
        .filter(|&d| is_op(ctx, body, d, "tensor.insert_slice"))
    {
        let inserted = InsertSliceOp(ins).source(ctx, body);
        if body.value_type(inserted) == rt {
            let im = insert_slice_mixed(ctx, body, ins);
            if im.offsets == m.offsets && im.sizes == m.sizes && im.strides == m.strides {
                return fold_value(inserted);
            }
        }
    }
    FoldResult::None
}

/// `tensor.concat` of one input of the result type is that input.
pub(crate) fn fold_concat(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    if body.num_operands(op) == 1 {
        let v = ConcatOp(op).inputs(ctx, body)[0];
        if body.value_type(v) == body.value_type(body.result(op, 0)) {
            return fold_value(v);
        }
    }
    FoldResult::None
}

/// `tensor.bitcast`: identity bitcasts fold.
pub(crate) fn fold_bitcast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let src = BitcastOp(op).source(ctx, body);
    if body.value_type(src) == body.value_type(body.result(op, 0)) {
        return fold_value(src);
    }
    FoldResult::None
}

/// `tensor.expand_shape` / `tensor.collapse_shape`: MLIR's
/// `foldReshapeOp` (identity and inverse reshapes), then a dense constant
/// source is reshaped to the (static) result type.
pub(crate) fn fold_tensor_reshape(
    ctx: &Context,
    body: &Body,
    op: OpId,
    c: &[Option<Attr>],
    inverse: &str,
) -> FoldResult {
    let own = fold_reshape_pair(ctx, body, op, inverse);
    if !matches!(own, FoldResult::None) {
        return own;
    }
    let rt = body.value_type(body.result(op, 0));
    if let Some(a) = c.first().copied().flatten() {
        if let AttrData::DenseElements { values, .. } = ctx.attr_data(a) {
            if shape_of(ctx, rt).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC)) {
                return fold_attr(ctx.dense_elements_attr(rt, values.clone()));
            }
        }
    }
    FoldResult::None
}

/// `tensor.expand_shape`.
pub(crate) fn fold_expand_shape(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    c: &[Option<Attr>],
) -> FoldResult {
    fold_tensor_reshape(ctx, body, op, c, "tensor.collapse_shape")
}

/// `tensor.collapse_shape`.
pub(crate) fn fold_collapse_shape(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    c: &[Option<Attr>],
) -> FoldResult {
    fold_tensor_reshape(ctx, body, op, c, "tensor.expand_shape")
}

/// `tensor.splat` of an integer or float constant with a static shape.
pub(crate) fn fold_splat(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    c: &[Option<Attr>],
) -> FoldResult {
    let rt = body.value_type(body.result(op, 0));
    if !shape_of(ctx, rt).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC)) {
        return FoldResult::None;
    }
    let v = match c.first().copied().flatten().map(|a| ctx.attr_data(a)) {
        Some(AttrData::Integer { value, .. }) => value.clone(),
        Some(AttrData::Float { bits, .. }) => bits.clone(),
        _ => return FoldResult::None,
    };
    fold_attr(ctx.dense_elements_attr(rt, DenseValues::splat(&v)))
}

/// `tensor.insert` of a constant into a splat constant of that value is
/// the splat.
pub(crate) fn fold_insert(ctx: &Context, _: &mut Body, _: OpId, c: &[Option<Attr>]) -> FoldResult {
    let (Some(scalar), Some(dest)) = (c.first().copied().flatten(), c.get(1).copied().flatten())
    else {
        return FoldResult::None;
    };
    let Some((_, elem, true, vals)) = dense_parts(ctx, dest) else {
        return FoldResult::None;
    };
    let splat_value = vals
        .into_iter()
        .next()
        .and_then(|v| element_attr(ctx, elem, v));
    if splat_value == Some(scalar) {
        return fold_attr(dest);
    }
    FoldResult::None
}

/// `tensor.pad` without `nofold` to its own static source type is the
/// source.
pub(crate) fn fold_pad(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attr>]) -> FoldResult {
    let src = PadOp(op).source(ctx, body);
    let rt = body.value_type(body.result(op, 0));
    let static_shape = shape_of(ctx, rt).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC));
    let nofold = rmlir_ods::get_attr(ctx, body, op, "nofold").is_some();
    if static_shape && body.value_type(src) == rt && !nofold {
        return fold_value(src);
    }
    FoldResult::None
}

/// `tensor.insert_slice`: an identity insertion of a static tensor is the
/// source; an insertion over the same slice of another insertion takes
/// that one's destination (in place); inserting a slice just extracted from
/// the destination is the destination; a zero-sized insertion is the
/// destination.
pub(crate) fn fold_insert_slice(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let insert = InsertSliceOp(op);
    let src = insert.source(ctx, body);
    let dest = insert.dest(ctx, body);
    let st = body.value_type(src);
    let rt = body.value_type(body.result(op, 0));
    let m = insert_slice_mixed(ctx, body, op);
    let static_ty = |t: Type| shape_of(ctx, t).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC));
    if static_ty(st) && static_ty(rt) && st == rt {
        if let Some(shape) = tensor_shape(ctx, rt) {
            if is_identity_slice(ctx, body, &m, &shape) {
                return fold_value(src);
            }
        }
    }
    if let Some(prev) = body
        .defining_op(dest)
        .filter(|&d| is_op(ctx, body, d, "tensor.insert_slice"))
    {
        let pm = insert_slice_mixed(ctx, body, prev);
        let prev = InsertSliceOp(prev);
        if body.value_type(prev.source(ctx, body)) == st && same_mixed(&m, &pm) {
            let pd = prev.dest(ctx, body);
            InsertSliceOp(op).set_dest(ctx, body, pd);
            return FoldResult::InPlace;
        }
    }
    if let Some(ex) = body
        .defining_op(src)
        .filter(|&d| is_op(ctx, body, d, "tensor.extract_slice"))
    {
        if ExtractSliceOp(ex).source(ctx, body) == dest && same_mixed(&Mixed::of(ctx, body, ex), &m)
        {
            return fold_value(dest);
        }
    }
    let is_zero = |e: &Result<i64, ValueId>| match e {
        Ok(v) => *v == 0,
        Err(v) => const_int(ctx, body, *v) == Some(0),
    };
    if m.sizes.iter().any(is_zero) {
        return fold_value(dest);
    }
    FoldResult::None
}

/// `tensor.gather` (MLIR's `GatherOp::fold` through
/// `reshapeConstantSource`): a splat constant source becomes a splat of the
/// (static) result type.
pub(crate) fn fold_gather(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    c: &[Option<Attr>],
) -> FoldResult {
    let rt = body.value_type(body.result(op, 0));
    if let Some(a) = c.first().copied().flatten() {
        if let AttrData::DenseElements {
            splat: true,
            values,
            ..
        } = ctx.attr_data(a)
        {
            if tensor_shape(ctx, rt).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC)) {
                return fold_attr(ctx.dense_elements_attr(rt, values.clone()));
            }
        }
    }
    FoldResult::None
}

/// `tensor.reshape` (MLIR 22's `ReshapeOp::fold`): a splat constant source
/// becomes a splat of the (static) result type; a reshape of a reshape
/// reads the inner one's source (in place); a reshape to the source's own
/// ranked type is the source when the rank is at most 1, or when the shape
/// is a `tensor.from_elements` of the source's static sizes and of
/// `tensor.dim`s of the source in order.
pub(crate) fn fold_reshape(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    c: &[Option<Attr>],
) -> FoldResult {
    let rt = body.value_type(body.result(op, 0));
    if let Some(a) = c.first().copied().flatten() {
        if let AttrData::DenseElements {
            splat: true,
            values,
            ..
        } = ctx.attr_data(a)
        {
            if tensor_shape(ctx, rt).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC)) {
                return fold_attr(ctx.dense_elements_attr(rt, values.clone()));
            }
        }
    }
    if body.num_operands(op) != 2 {
        return FoldResult::None;
    }
    let src = ReshapeOp(op).source(ctx, body);
    if let Some(inner) = body
        .defining_op(src)
        .filter(|&d| is_op(ctx, body, d, "tensor.reshape") && body.num_operands(d) == 2)
    {
        let inner_src = ReshapeOp(inner).source(ctx, body);
        ReshapeOp(op).set_source(ctx, body, inner_src);
        return FoldResult::InPlace;
    }
    let st = body.value_type(src);
    let Some(shape) = tensor_shape(ctx, st) else {
        return FoldResult::None;
    };
    if st != rt || tensor_shape(ctx, rt).is_none() {
        return FoldResult::None;
    }
    if shape.len() <= 1 {
        return fold_value(src);
    }
    let Some(fe) = body
        .defining_op(ReshapeOp(op).shape(ctx, body))
        .filter(|&d| is_op(ctx, body, d, "tensor.from_elements"))
    else {
        return FoldResult::None;
    };
    if body.num_operands(fe) != shape.len() {
        return FoldResult::None;
    }
    let noop = body.operands(fe).enumerate().all(|(i, e)| {
        if let Some(v) = const_int(ctx, body, e) {
            return v == shape[i];
        }
        body.defining_op(e)
            .filter(|&d| is_op(ctx, body, d, "tensor.dim"))
            .is_some_and(|d| {
                DimOp(d).source(ctx, body) == src
                    && const_int(ctx, body, DimOp(d).index(ctx, body)) == Some(i as i64)
            })
    });
    if noop {
        fold_value(src)
    } else {
        FoldResult::None
    }
}
