//! Folders and canonicalization patterns of the tensor dialect (MLIR 22's
//! `TensorOps.cpp`): casts, `dim`/`rank`, `empty`, element extraction and
//! construction, and slices.

use crate::memref::fold::fold_rank;
use crate::util::attrs::{attr_int, dense_i64_array, i64_array_attr, index_attr, props};
use crate::util::build::{create, create_cast, is_op, pattern};
use crate::util::constant::{
    const_int, constant_attr, constant_index_op, constant_int, fold_attr, fold_value,
};
use crate::util::reshape::{
    fold_reshape_pair, reassociation, ComposeCollapseOfExpandOp, ComposeExpandOfCollapseOp,
    ComposeReassociativeReshapeOps,
};
use crate::util::shaped::{
    compatible_shapes, dynamic_dim_index, elem_of, shape_of, tensor_type, DYNAMIC,
};
use crate::util::slice::{
    is_rank_reduced, rank_reduction_mask, rank_reduction_mask_dynamic, Mixed, SliceCheck,
};
use rmlir_ir::apint::APInt;
use rmlir_ir::attrs::{Attr, AttrData, DenseValues};
use rmlir_ir::body::{Body, OpId, ValueId};
use rmlir_ir::ods::operand_group;
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::registry::FoldResult;
use rmlir_ir::types::{Type, TypeData};
use rmlir_ir::Context;

/// The encoding of a ranked tensor type.
fn encoding_of(ctx: &Context, t: Type) -> Option<Attr> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    }
}

/// Shape of a ranked tensor type.
fn tensor_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// MLIR's `preservesStaticInformation(source, target)`.
fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    let (Some(s), Some(t)) = (tensor_shape(ctx, source), tensor_shape(ctx, target)) else {
        return false;
    };
    if elem_of(ctx, source) != elem_of(ctx, target) || s.len() != t.len() {
        return false;
    }
    if encoding_of(ctx, source) != encoding_of(ctx, target) {
        return false;
    }
    !s.iter()
        .zip(&t)
        .any(|(&a, &b)| a != DYNAMIC && b == DYNAMIC)
}

/// MLIR's `tensor::canFoldIntoConsumerOp`.
fn can_fold_into_consumer(ctx: &Context, body: &Body, cast: OpId) -> bool {
    preserves_static_information(
        ctx,
        body.value_type(body.result(cast, 0)),
        body.value_type(body.operand(cast, 0)),
    )
}

/// MLIR's `tensor::canFoldIntoProducerOp`.
fn can_fold_into_producer(ctx: &Context, body: &Body, cast: OpId) -> bool {
    preserves_static_information(
        ctx,
        body.value_type(body.operand(cast, 0)),
        body.value_type(body.result(cast, 0)),
    )
}

/// The `tensor.cast` defining `v`, if any.
fn defining_cast(ctx: &Context, body: &Body, v: ValueId) -> Option<OpId> {
    body.defining_op(v)
        .filter(|&d| is_op(ctx, body, d, "tensor.cast"))
}

/// MLIR's `foldTensorCast`: operands defined by a foldable `tensor.cast`
/// use its source.
fn fold_tensor_cast(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    let mut folded = false;
    for i in 0..body.num_operands(op) {
        let v = body.operand(op, i);
        if let Some(c) = defining_cast(ctx, body, v) {
            if can_fold_into_consumer(ctx, body, c) {
                let src = body.operand(c, 0);
                body.set_operand(op, i, src);
                folded = true;
            }
        }
    }
    folded
}

// ----- folders ----------------------------------------------------------------------

/// `tensor.cast`: an identity cast is its source (CastOpInterface).
pub(crate) fn fold_cast(_: &Context, body: &mut Body, op: OpId, _: &[Option<Attr>]) -> FoldResult {
    let src = body.operand(op, 0);
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
    let src = body.operand(op, 0);
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
            let st = body.value_type(body.operand(d, 0));
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
fn dense_parts(ctx: &Context, a: Attr) -> Option<(Type, Type, bool, Vec<APInt>)> {
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

/// The attribute of one element value of type `elem`.
fn element_attr(ctx: &Context, elem: Type, bits: APInt) -> Option<Attr> {
    match ctx.type_data(elem) {
        TypeData::Float(_) => Some(ctx.intern_attr(AttrData::Float { ty: elem, bits })),
        TypeData::Integer { .. } | TypeData::Index => Some(ctx.intern_attr(AttrData::Integer {
            ty: elem,
            value: bits,
        })),
        _ => None,
    }
}

/// `tensor.extract`: of a splat constant, of a `tensor.from_elements` at
/// constant indices, or of a dense constant at constant indices.
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
        if let Some((_, elem, true, vals)) = dense_parts(ctx, t) {
            if let Some(a) = vals
                .into_iter()
                .next()
                .and_then(|v| element_attr(ctx, elem, v))
            {
                return fold_attr(a);
            }
            return FoldResult::None;
        }
    }
    let mut indices = Vec::new();
    for a in c.iter().skip(1) {
        match attr_int(ctx, *a) {
            Some(v) => indices.push(v),
            None => return FoldResult::None,
        }
    }
    let src = body.operand(op, 0);
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
        if let Some((_, elem, splat, vals)) = dense_parts(ctx, t) {
            if indices.len() != shape.len()
                || indices.iter().zip(&shape).any(|(&i, &d)| i < 0 || i >= d)
            {
                return FoldResult::None;
            }
            let mut flat = 0usize;
            for (k, &i) in indices.iter().enumerate() {
                flat = flat * shape[k] as usize + i as usize;
            }
            let v = if splat { vals.first() } else { vals.get(flat) };
            if let Some(a) = v.cloned().and_then(|v| element_attr(ctx, elem, v)) {
                return fold_attr(a);
            }
        }
    }
    FoldResult::None
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
    let width = match ctx.type_data(elem) {
        TypeData::Float(k) => k.bit_width(),
        TypeData::Integer { width, .. } => *width,
        TypeData::Index => 64,
        _ => return FoldResult::None,
    };
    let mut vals = Vec::with_capacity(c.len());
    for a in c {
        let Some(a) = a else {
            return FoldResult::None;
        };
        match ctx.attr_data(*a) {
            AttrData::Integer { ty: t, value } if *t == elem => vals.push(value.clone()),
            AttrData::Float { ty: t, bits } if *t == elem => vals.push(bits.clone()),
            _ => return FoldResult::None,
        }
    }
    if vals.is_empty() || vals.iter().any(|v| v.width() != width) {
        return FoldResult::None;
    }
    let attr = ctx.dense_elements_attr(ty, DenseValues::from_apints(width, &vals));
    fold_attr(attr)
}

/// Whether the mixed offsets are 0, the sizes the leading dims of `shape`
/// and the strides 1 (`foldIdentityOffsetSizeAndStrideOpInterface`).
fn is_identity_slice(ctx: &Context, body: &Body, m: &Mixed, shape: &[i64]) -> bool {
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
    let src = body.operand(op, 0);
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
        let inserted = body.operand(ins, 0);
        if body.value_type(inserted) == rt {
            let im = insert_slice_mixed(ctx, body, ins);
            if im.offsets == m.offsets && im.sizes == m.sizes && im.strides == m.strides {
                return fold_value(inserted);
            }
        }
    }
    FoldResult::None
}

/// The mixed lists of a `tensor.insert_slice` (operand groups 2, 3, 4).
fn insert_slice_mixed(ctx: &Context, body: &Body, op: OpId) -> Mixed {
    let list = |name: &str, group: usize| {
        let statics = i64_array_attr(ctx, body, op, name);
        let dyns = operand_group(ctx, body, op, group);
        let mut k = 0;
        statics
            .iter()
            .map(|&s| {
                if s == DYNAMIC {
                    k += 1;
                    Err(dyns[k - 1])
                } else {
                    Ok(s)
                }
            })
            .collect()
    };
    Mixed {
        offsets: list("static_offsets", 2),
        sizes: list("static_sizes", 3),
        strides: list("static_strides", 4),
    }
}

/// `tensor.concat` of one input of the result type is that input.
pub(crate) fn fold_concat(
    _: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    if body.num_operands(op) == 1 {
        let v = body.operand(op, 0);
        if body.value_type(v) == body.value_type(body.result(op, 0)) {
            return fold_value(v);
        }
    }
    FoldResult::None
}

// ----- patterns ----------------------------------------------------------------------

/// MLIR's `joinShapes` of two tensor types (`None`: no join).
fn join_shapes(ctx: &Context, a: Type, b: Type) -> Option<Type> {
    let (Some(sa), Some(sb)) = (tensor_shape(ctx, a), tensor_shape(ctx, b)) else {
        return Some(if tensor_shape(ctx, a).is_none() { b } else { a });
    };
    if sa.len() != sb.len() {
        return None;
    }
    let mut join = Vec::with_capacity(sa.len());
    for (&x, &y) in sa.iter().zip(&sb) {
        if x == DYNAMIC {
            join.push(y);
        } else if y == DYNAMIC || x == y {
            join.push(x);
        } else {
            return None;
        }
    }
    Some(tensor_type(ctx, &join, elem_of(ctx, a)?, None))
}

/// `ChainedTensorCast`: `cast(cast(x))` becomes one cast when no runtime
/// check is lost.
struct ChainedTensorCast;

impl ChainedTensorCast {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(inner) = defining_cast(ctx, rw.body, rw.body.operand(op, 0)) else {
            return false;
        };
        let src = rw.body.operand(inner, 0);
        let st = rw.body.value_type(src);
        let it = rw.body.value_type(rw.body.result(inner, 0));
        let rt = rw.body.value_type(rw.body.result(op, 0));
        let Some(first) = join_shapes(ctx, st, it).and_then(|j| join_shapes(ctx, j, rt)) else {
            return false;
        };
        if join_shapes(ctx, st, rt) != Some(first) {
            return false;
        }
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let c = create_cast(rw, "tensor.cast", src, rt, loc);
        rw.replace_op(op, &[c]);
        true
    }
}
pattern!(
    ChainedTensorCast,
    "tensor.cast",
    "(anonymous namespace)::ChainedTensorCast"
);

/// Creates a `tensor.extract_slice` of `source` with these lists.
fn create_extract_slice(
    rw: &mut PatternRewriter<'_>,
    m: &Mixed,
    source: ValueId,
    ty: Type,
    loc: rmlir_ir::attrs::Loc,
) -> ValueId {
    let (operands, p) = m.build(rw.ctx, source);
    let op = create(rw, "tensor.extract_slice", loc, &operands, &[ty], &[], p, 0);
    rw.body.result(op, 0)
}

/// `TensorCastExtractSlice`: a cast to a more static type of an
/// `extract_slice` becomes a slice with those static sizes.
struct TensorCastExtractSlice;

impl TensorCastExtractSlice {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let rt = rw.body.value_type(rw.body.result(op, 0));
        let Some(rshape) = tensor_shape(ctx, rt) else {
            return false;
        };
        let src = rw.body.operand(op, 0);
        let Some(slice) = rw
            .body
            .defining_op(src)
            .filter(|&d| is_op(ctx, rw.body, d, "tensor.extract_slice"))
        else {
            return false;
        };
        if !can_fold_into_producer(ctx, rw.body, op)
            || tensor_shape(ctx, rw.body.value_type(src)) == Some(rshape.clone())
        {
            return false;
        }
        let mut m = Mixed::of(ctx, rw.body, slice);
        let static_sizes = Mixed::statics(&m.sizes);
        let slice_shape =
            tensor_shape(ctx, rw.body.value_type(rw.body.result(slice, 0))).unwrap_or_default();
        let mask = rank_reduction_mask(&static_sizes, &slice_shape);
        let mut k = 0;
        for i in 0..m.sizes.len() {
            if mask.as_ref().is_some_and(|mk| mk[i]) {
                continue;
            }
            let Some(&d) = rshape.get(k) else {
                return false;
            };
            k += 1;
            if d == DYNAMIC {
                continue;
            }
            m.sizes[i] = Ok(d);
        }
        let loc = rw.body.op_loc(op);
        let source = rw.body.operand(slice, 0);
        rw.set_insertion_point_before(op);
        let nv = create_extract_slice(rw, &m, source, rt, loc);
        rw.replace_op(op, &[nv]);
        true
    }
}
pattern!(
    TensorCastExtractSlice,
    "tensor.cast",
    "(anonymous namespace)::TensorCastExtractSlice"
);

/// `DimOfCastOp`: `dim(cast(x))` is `dim(x)`.
struct DimOfCastOp;

impl DimOfCastOp {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(cast) = defining_cast(ctx, rw.body, rw.body.operand(op, 0)) else {
            return false;
        };
        let src = rw.body.operand(cast, 0);
        let index = rw.body.operand(op, 1);
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let d = create(
            rw,
            "tensor.dim",
            loc,
            &[src, index],
            &[ctx.common().index],
            &[],
            None,
            0,
        );
        let d = rw.body.result(d, 0);
        rw.replace_op(op, &[d]);
        true
    }
}
pattern!(
    DimOfCastOp,
    "tensor.dim",
    "(anonymous namespace)::DimOfCastOp"
);

/// `DimOfReshapeOp`: `dim(reshape(x, shape), i)` extracts `shape[i]`.
struct DimOfReshapeOp;

impl DimOfReshapeOp {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(reshape) = rw
            .body
            .defining_op(rw.body.operand(op, 0))
            .filter(|&d| is_op(ctx, rw.body, d, "tensor.reshape"))
        else {
            return false;
        };
        let shape = rw.body.operand(reshape, 1);
        let index = rw.body.operand(op, 1);
        let loc = rw.body.op_loc(op);
        let Some(elem) = elem_of(ctx, rw.body.value_type(shape)) else {
            return false;
        };
        rw.set_insertion_point_after(op);
        let e = create(
            rw,
            "tensor.extract",
            loc,
            &[shape, index],
            &[elem],
            &[],
            None,
            0,
        );
        let mut v = rw.body.result(e, 0);
        let index_ty = ctx.common().index;
        if elem != index_ty {
            let c = create(rw, "arith.index_cast", loc, &[v], &[index_ty], &[], None, 0);
            v = rw.body.result(c, 0);
        }
        rw.replace_op(op, &[v]);
        true
    }
}
pattern!(
    DimOfReshapeOp,
    "tensor.dim",
    "(anonymous namespace)::DimOfReshapeOp"
);

/// The dynamic size operand of a `tensor.empty` for dim `i`.
fn empty_dynamic_size(ctx: &Context, body: &Body, empty: OpId, i: usize) -> Option<ValueId> {
    let shape = tensor_shape(ctx, body.value_type(body.result(empty, 0)))?;
    if shape.get(i) != Some(&DYNAMIC) {
        return None;
    }
    let k = dynamic_dim_index(&shape, i);
    (k < body.num_operands(empty)).then(|| body.operand(empty, k))
}

/// Creates `tensor.empty(sizes) : ty`.
fn create_empty(
    rw: &mut PatternRewriter<'_>,
    sizes: &[ValueId],
    ty: Type,
    loc: rmlir_ir::attrs::Loc,
) -> ValueId {
    let op = create(rw, "tensor.empty", loc, sizes, &[ty], &[], None, 0);
    rw.body.result(op, 0)
}

/// `FoldEmptyTensorWithCastOp`: a cast to a more static type of a
/// `tensor.empty` becomes an empty tensor of the cast's type.
struct FoldEmptyTensorWithCastOp;

impl FoldEmptyTensorWithCastOp {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        if !can_fold_into_producer(ctx, rw.body, op) {
            return false;
        }
        let Some(empty) = rw
            .body
            .defining_op(rw.body.operand(op, 0))
            .filter(|&d| is_op(ctx, rw.body, d, "tensor.empty"))
        else {
            return false;
        };
        let rt = rw.body.value_type(rw.body.result(op, 0));
        let (Some(rshape), Some(eshape)) = (
            tensor_shape(ctx, rt),
            tensor_shape(ctx, rw.body.value_type(rw.body.result(empty, 0))),
        ) else {
            return false;
        };
        if rshape.len() != eshape.len() {
            return false;
        }
        let mut new_shape = Vec::with_capacity(rshape.len());
        let mut sizes = Vec::new();
        for (i, (&r, &e)) in rshape.iter().zip(&eshape).enumerate() {
            if e != DYNAMIC {
                if r == DYNAMIC || r != e {
                    return false;
                }
                new_shape.push(e);
            } else if r != DYNAMIC {
                new_shape.push(r);
            } else {
                new_shape.push(DYNAMIC);
                match empty_dynamic_size(ctx, rw.body, empty, i) {
                    Some(v) => sizes.push(v),
                    None => return false,
                }
            }
        }
        let Some(elem) = elem_of(ctx, rt) else {
            return false;
        };
        let ty = tensor_type(ctx, &new_shape, elem, None);
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let e = create_empty(rw, &sizes, ty, loc);
        rw.replace_op(op, &[e]);
        true
    }
}
pattern!(
    FoldEmptyTensorWithCastOp,
    "tensor.cast",
    "(anonymous namespace)::FoldEmptyTensorWithCastOp"
);

/// `FoldEmptyTensorWithDimOp`: `dim(empty(..., %d, ...), i)` is `%d`.
struct FoldEmptyTensorWithDimOp;

impl FoldEmptyTensorWithDimOp {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(index) = const_int(ctx, rw.body, rw.body.operand(op, 1)) else {
            return false;
        };
        let Some(empty) = rw
            .body
            .defining_op(rw.body.operand(op, 0))
            .filter(|&d| is_op(ctx, rw.body, d, "tensor.empty"))
        else {
            return false;
        };
        if index < 0 {
            return false;
        }
        let Some(v) = empty_dynamic_size(ctx, rw.body, empty, index as usize) else {
            return false;
        };
        rw.replace_op(op, &[v]);
        true
    }
}
pattern!(
    FoldEmptyTensorWithDimOp,
    "tensor.dim",
    "(anonymous namespace)::FoldEmptyTensorWithDimOp"
);

/// `ReplaceEmptyTensorStaticShapeDims`: constant non-negative sizes move
/// into the type; a cast restores it.
struct ReplaceEmptyTensorStaticShapeDims;

impl ReplaceEmptyTensorStaticShapeDims {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let ty = rw.body.value_type(rw.body.result(op, 0));
        let Some(shape) = tensor_shape(ctx, ty) else {
            return false;
        };
        let sizes: Vec<ValueId> = rw.body.operands(op).collect();
        let mut new_shape = shape.clone();
        let mut new_sizes = Vec::new();
        let mut k = 0;
        for d in new_shape.iter_mut() {
            if *d != DYNAMIC {
                continue;
            }
            let Some(&v) = sizes.get(k) else {
                return false;
            };
            k += 1;
            match const_int(ctx, rw.body, v) {
                Some(c) if c >= 0 => *d = c,
                _ => new_sizes.push(v),
            }
        }
        if new_shape == shape {
            return false;
        }
        let Some(elem) = elem_of(ctx, ty) else {
            return false;
        };
        let new_ty = tensor_type(ctx, &new_shape, elem, encoding_of(ctx, ty));
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let e = create_empty(rw, &new_sizes, new_ty, loc);
        let c = create_cast(rw, "tensor.cast", e, ty, loc);
        rw.replace_op(op, &[c]);
        true
    }
}
pattern!(
    ReplaceEmptyTensorStaticShapeDims,
    "tensor.empty",
    "(anonymous namespace)::ReplaceEmptyTensorStaticShapeDims"
);

/// `ExtractFromTensorCast`: `extract(cast(x))` reads `x` (ranked).
struct ExtractFromTensorCast;

impl ExtractFromTensorCast {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(cast) = defining_cast(ctx, rw.body, rw.body.operand(op, 0)) else {
            return false;
        };
        let src = rw.body.operand(cast, 0);
        if tensor_shape(ctx, rw.body.value_type(src)).is_none() {
            return false;
        }
        let mut operands: Vec<ValueId> = rw.body.operands(op).collect();
        operands[0] = src;
        let ty = rw.body.value_type(rw.body.result(op, 0));
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let e = create(rw, "tensor.extract", loc, &operands, &[ty], &[], None, 0);
        let e = rw.body.result(e, 0);
        rw.replace_op(op, &[e]);
        true
    }
}
pattern!(
    ExtractFromTensorCast,
    "tensor.extract",
    "(anonymous namespace)::ExtractFromTensorCast"
);

/// `ExtractElementFromIndexCast`: `extract(index_cast(t))` becomes
/// `index_cast(extract(t))`.
struct ExtractElementFromIndexCast;

impl ExtractElementFromIndexCast {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(ic) = rw
            .body
            .defining_op(rw.body.operand(op, 0))
            .filter(|&d| is_op(ctx, rw.body, d, "arith.index_cast"))
        else {
            return false;
        };
        let input = rw.body.operand(ic, 0);
        let Some(elem) = elem_of(ctx, rw.body.value_type(input)) else {
            return false;
        };
        let mut operands: Vec<ValueId> = rw.body.operands(op).collect();
        operands[0] = input;
        let ty = rw.body.value_type(rw.body.result(op, 0));
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let e = create(rw, "tensor.extract", loc, &operands, &[elem], &[], None, 0);
        let e = rw.body.result(e, 0);
        let c = create(rw, "arith.index_cast", loc, &[e], &[ty], &[], None, 0);
        let c = rw.body.result(c, 0);
        rw.replace_op(op, &[c]);
        true
    }
}
pattern!(
    ExtractElementFromIndexCast,
    "tensor.extract",
    "(anonymous namespace)::ExtractElementFromIndexCast"
);

/// `ExtractSliceOp::inferCanonicalRankReducedResultType`.
fn slice_canonical_type(ctx: &Context, rank: usize, source: Type, sizes: &[i64]) -> Option<Type> {
    let elem = elem_of(ctx, source)?;
    let enc = encoding_of(ctx, source);
    if sizes.len() <= rank {
        return Some(tensor_type(ctx, sizes, elem, enc));
    }
    let mut drop = sizes.len() - rank;
    let mut shape = Vec::with_capacity(rank);
    for &s in sizes {
        if drop > 0 && s == 1 {
            drop -= 1;
            continue;
        }
        shape.push(s);
    }
    Some(tensor_type(ctx, &shape, elem, enc))
}

/// `OpWithOffsetSizesAndStridesConstantArgumentFolder` for
/// `tensor.extract_slice`.
struct SliceConstantArgumentFolder;

impl SliceConstantArgumentFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let mut m = Mixed::of(ctx, rw.body, op);
        if !m.fold_constants(ctx, rw.body) {
            return false;
        }
        let src = rw.body.operand(op, 0);
        let st = rw.body.value_type(src);
        let Some(sshape) = tensor_shape(ctx, st) else {
            return false;
        };
        if !m.in_bounds(&sshape) {
            return false;
        }
        let rt = rw.body.value_type(rw.body.result(op, 0));
        let Some(rank) = tensor_shape(ctx, rt).map(|s| s.len()) else {
            return false;
        };
        let sizes = Mixed::statics(&m.sizes);
        let Some(new_ty) = slice_canonical_type(ctx, rank, st, &sizes) else {
            return false;
        };
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let mut nv = create_extract_slice(rw, &m, src, new_ty, loc);
        if new_ty != rt {
            nv = create_cast(rw, "tensor.cast", nv, rt, loc);
        }
        rw.replace_op(op, &[nv]);
        true
    }
}
pattern!(
    SliceConstantArgumentFolder,
    "tensor.extract_slice",
    "mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::tensor::ExtractSliceOp, SliceReturnTypeCanonicalizer, SliceCanonicalizer>"
);

/// `ExtractSliceOpCastFolder`: a slice of a foldable cast slices the cast's
/// source.
struct ExtractSliceOpCastFolder;

impl ExtractSliceOpCastFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let operands: Vec<ValueId> = rw.body.operands(op).collect();
        if operands
            .iter()
            .any(|&v| constant_index_op(ctx, rw.body, v).is_some())
        {
            return false;
        }
        let Some(cast) = defining_cast(ctx, rw.body, operands[0]) else {
            return false;
        };
        if !can_fold_into_consumer(ctx, rw.body, cast) {
            return false;
        }
        let mut new_operands = operands;
        new_operands[0] = rw.body.operand(cast, 0);
        let ty = rw.body.value_type(rw.body.result(op, 0));
        let p = rw.body.properties(op);
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let nv = create(
            rw,
            "tensor.extract_slice",
            loc,
            &new_operands,
            &[ty],
            &[],
            p,
            0,
        );
        let nv = rw.body.result(nv, 0);
        rw.replace_op(op, &[nv]);
        true
    }
}
pattern!(
    ExtractSliceOpCastFolder,
    "tensor.extract_slice",
    "(anonymous namespace)::ExtractSliceOpCastFolder"
);

/// `SingleInputConcatOp`: a concat of one input is a cast.
struct SingleInputConcatOp;

impl SingleInputConcatOp {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        if rw.body.num_operands(op) != 1 {
            return false;
        }
        let v = rw.body.operand(op, 0);
        let ty = rw.body.value_type(rw.body.result(op, 0));
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let c = create_cast(rw, "tensor.cast", v, ty, loc);
        rw.replace_op(op, &[c]);
        true
    }
}
pattern!(
    SingleInputConcatOp,
    "tensor.concat",
    "(anonymous namespace)::SingleInputConcatOp"
);

/// `ChainedTensorBitcast`: `bitcast(bitcast(x))` is one bitcast.
struct ChainedTensorBitcast;

impl ChainedTensorBitcast {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(inner) = rw
            .body
            .defining_op(rw.body.operand(op, 0))
            .filter(|&d| is_op(ctx, rw.body, d, "tensor.bitcast"))
        else {
            return false;
        };
        let src = rw.body.operand(inner, 0);
        let ty = rw.body.value_type(rw.body.result(op, 0));
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let c = create_cast(rw, "tensor.bitcast", src, ty, loc);
        rw.replace_op(op, &[c]);
        true
    }
}
pattern!(
    ChainedTensorBitcast,
    "tensor.bitcast",
    "(anonymous namespace)::ChainedTensorBitcast"
);

/// `tensor.bitcast`: identity bitcasts fold.
pub(crate) fn fold_bitcast(
    _: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let src = body.operand(op, 0);
    if body.value_type(src) == body.value_type(body.result(op, 0)) {
        return fold_value(src);
    }
    FoldResult::None
}

/// `tensor.bitcast` patterns.
pub(crate) fn bitcast_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(ChainedTensorBitcast));
}

/// `tensor.cast` patterns.
pub(crate) fn cast_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(ChainedTensorCast));
    out.push(Box::new(TensorCastExtractSlice));
}

/// `tensor.concat` patterns.
pub(crate) fn concat_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SingleInputConcatOp));
}

/// `tensor.dim` patterns.
pub(crate) fn dim_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(DimOfCastOp));
    out.push(Box::new(DimOfReshapeOp));
}

/// `tensor.empty` patterns (two of them rooted at other ops).
pub(crate) fn empty_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(FoldEmptyTensorWithCastOp));
    out.push(Box::new(FoldEmptyTensorWithDimOp));
    out.push(Box::new(ReplaceEmptyTensorStaticShapeDims));
}

/// `tensor.extract` patterns.
pub(crate) fn extract_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(ExtractFromTensorCast));
}

/// `tensor.from_elements` patterns.
pub(crate) fn from_elements_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(ExtractElementFromIndexCast));
}

/// `tensor.extract_slice` patterns.
pub(crate) fn extract_slice_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SliceConstantArgumentFolder));
    out.push(Box::new(ExtractSliceOpCastFolder));
}

/// `tensor.expand_shape` / `tensor.collapse_shape`: MLIR's
/// `foldReshapeOp` (identity and inverse reshapes), then a dense constant
/// source is reshaped to the (static) result type.
fn fold_tensor_reshape(
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
    let src = body.operand(op, 0);
    let rt = body.value_type(body.result(op, 0));
    let static_shape = shape_of(ctx, rt).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC));
    let nofold = rmlir_ir::ods::get_attr(ctx, body, op, "nofold").is_some();
    if static_shape && body.value_type(src) == rt && !nofold {
        return fold_value(src);
    }
    FoldResult::None
}

/// `StaticTensorGenerate`: constant non-negative extents of a
/// `tensor.generate` move into its type; a cast restores it.
struct StaticTensorGenerate;

impl StaticTensorGenerate {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let ty = rw.body.value_type(rw.body.result(op, 0));
        let Some(shape) = tensor_shape(ctx, ty) else {
            return false;
        };
        let extents: Vec<ValueId> = rw.body.operands(op).collect();
        let mut new_shape = shape.clone();
        let mut new_extents = Vec::new();
        let mut k = 0;
        for d in new_shape.iter_mut() {
            if *d != DYNAMIC {
                continue;
            }
            let Some(&v) = extents.get(k) else {
                return false;
            };
            k += 1;
            match const_int(ctx, rw.body, v) {
                Some(c) if c >= 0 => *d = c,
                _ => new_extents.push(v),
            }
        }
        if new_shape == shape {
            return false;
        }
        let Some(elem) = elem_of(ctx, ty) else {
            return false;
        };
        let new_ty = tensor_type(ctx, &new_shape, elem, encoding_of(ctx, ty));
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let g = create(
            rw,
            "tensor.generate",
            loc,
            &new_extents,
            &[new_ty],
            &[],
            None,
            1,
        );
        let (from, to) = (rw.body.op_regions(op)[0], rw.body.op_regions(g)[0]);
        rw.inline_region_before(from, to, None);
        let gv = rw.body.result(g, 0);
        let c = create_cast(rw, "tensor.cast", gv, ty, loc);
        rw.replace_op(op, &[c]);
        true
    }
}
pattern!(
    StaticTensorGenerate,
    "tensor.generate",
    "(anonymous namespace)::StaticTensorGenerate"
);

/// `ExtractFromTensorGenerate`: an element of a side-effect free
/// `tensor.generate` is computed by a clone of its body.
struct ExtractFromTensorGenerate;

impl ExtractFromTensorGenerate {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(g) = rw
            .body
            .defining_op(rw.body.operand(op, 0))
            .filter(|&d| is_op(ctx, rw.body, d, "tensor.generate"))
        else {
            return false;
        };
        if !rmlir_ir::effects::would_be_trivially_dead(ctx, rw.body, g) {
            return false;
        }
        let region = rw.body.op_regions(g)[0];
        let Some(block) = rw.body.entry_block(region) else {
            return false;
        };
        let args = rw.body.block_args(block).to_vec();
        let indices: Vec<ValueId> = rw.body.operands(op).skip(1).collect();
        if args.len() != indices.len() {
            return false;
        }
        let mut map = rmlir_ir::builder::IrMapping::default();
        for (a, i) in args.iter().zip(&indices) {
            map.values.insert(*a, *i);
        }
        let ops: Vec<OpId> = rw.body.block_ops(block).collect();
        let Some((&term, inner)) = ops.split_last() else {
            return false;
        };
        rw.set_insertion_point_before(op);
        for &o in inner {
            rw.clone_op(o, &mut map);
        }
        let yielded = map.value(rw.body.operand(term, 0));
        rw.replace_op(op, &[yielded]);
        true
    }
}
pattern!(
    ExtractFromTensorGenerate,
    "tensor.extract",
    "(anonymous namespace)::ExtractFromTensorGenerate"
);

/// `tensor.generate` patterns (the first one rooted at `tensor.extract`).
pub(crate) fn generate_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(ExtractFromTensorGenerate));
    out.push(Box::new(StaticTensorGenerate));
}

// ----- tensor.insert_slice ------------------------------------------------------------

/// Creates a `tensor.insert_slice` of `source` into `dest` with these
/// lists.
fn create_insert_slice(
    rw: &mut PatternRewriter<'_>,
    m: &Mixed,
    source: ValueId,
    dest: ValueId,
    loc: rmlir_ir::attrs::Loc,
) -> ValueId {
    let ctx = rw.ctx;
    let (o, s, t) = (
        Mixed::dynamics(&m.offsets),
        Mixed::dynamics(&m.sizes),
        Mixed::dynamics(&m.strides),
    );
    let seg = rmlir_ir::ods::segment_attr(ctx, &[1, 1, o.len(), s.len(), t.len()]);
    let mut operands = vec![source, dest];
    operands.extend(&o);
    operands.extend(&s);
    operands.extend(&t);
    let dense = dense_i64_array;
    let p = props(
        ctx,
        &[
            ("operandSegmentSizes", seg),
            ("static_offsets", dense(ctx, &Mixed::statics(&m.offsets))),
            ("static_sizes", dense(ctx, &Mixed::statics(&m.sizes))),
            ("static_strides", dense(ctx, &Mixed::statics(&m.strides))),
        ],
    );
    let ty = rw.body.value_type(dest);
    let op = create(rw, "tensor.insert_slice", loc, &operands, &[ty], &[], p, 0);
    rw.body.result(op, 0)
}

/// Whether two mixed lists are the same (static values or the same SSA
/// values).
fn same_mixed(a: &Mixed, b: &Mixed) -> bool {
    a.offsets == b.offsets && a.sizes == b.sizes && a.strides == b.strides
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
    let src = body.operand(op, 0);
    let dest = body.operand(op, 1);
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
        if body.value_type(body.operand(prev, 0)) == st && same_mixed(&m, &pm) {
            let pd = body.operand(prev, 1);
            body.set_operand(op, 1, pd);
            return FoldResult::InPlace;
        }
    }
    if let Some(ex) = body
        .defining_op(src)
        .filter(|&d| is_op(ctx, body, d, "tensor.extract_slice"))
    {
        if body.operand(ex, 0) == dest && same_mixed(&Mixed::of(ctx, body, ex), &m) {
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

/// `InsertSliceOpConstantArgumentFolder`.
struct InsertSliceConstantArgumentFolder;

impl InsertSliceConstantArgumentFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let mut m = insert_slice_mixed(ctx, rw.body, op);
        if !m.fold_constants_insert(ctx, rw.body) {
            return false;
        }
        let src = rw.body.operand(op, 0);
        let dest = rw.body.operand(op, 1);
        let dt = rw.body.value_type(dest);
        let Some(dshape) = tensor_shape(ctx, dt) else {
            return false;
        };
        if !m.in_bounds(&dshape) {
            return false;
        }
        let st = rw.body.value_type(src);
        let Some(rank) = tensor_shape(ctx, st).map(|s| s.len()) else {
            return false;
        };
        let sizes = Mixed::statics(&m.sizes);
        let Some(new_src_ty) = slice_canonical_type(ctx, rank, dt, &sizes) else {
            return false;
        };
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let mut to_insert = src;
        if new_src_ty != st {
            to_insert = create_cast(rw, "tensor.cast", src, new_src_ty, loc);
        }
        let nv = create_insert_slice(rw, &m, to_insert, dest, loc);
        rw.replace_op(op, &[nv]);
        true
    }
}
pattern!(
    InsertSliceConstantArgumentFolder,
    "tensor.insert_slice",
    "(anonymous namespace)::InsertSliceOpConstantArgumentFolder<mlir::tensor::InsertSliceOp>"
);

/// `InsertSliceOpCastFolder`: casts to less static types of the source or
/// destination are folded into the insertion.
struct InsertSliceOpCastFolder;

impl InsertSliceOpCastFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let operands: Vec<ValueId> = rw.body.operands(op).collect();
        if operands
            .iter()
            .any(|&v| constant_index_op(ctx, rw.body, v).is_some())
        {
            return false;
        }
        let cast_source = |v: ValueId| {
            defining_cast(ctx, rw.body, v)
                .filter(|&c| can_fold_into_consumer(ctx, rw.body, c))
                .map(|c| rw.body.operand(c, 0))
        };
        let (sc, dc) = (cast_source(operands[0]), cast_source(operands[1]));
        if sc.is_none() && dc.is_none() {
            return false;
        }
        let src = sc.unwrap_or(operands[0]);
        let dst = dc.unwrap_or(operands[1]);
        let (Some(sshape), Some(dshape)) = (
            tensor_shape(ctx, rw.body.value_type(src)),
            tensor_shape(ctx, rw.body.value_type(dst)),
        ) else {
            return false;
        };
        let m0 = insert_slice_mixed(ctx, rw.body, op);
        let mut static_sizes = Mixed::statics(&m0.sizes);
        let Some(mask) = rank_reduction_mask_dynamic(&static_sizes, &sshape) else {
            return false;
        };
        let mut m = m0.clone();
        let mut k = 0;
        for idx in 0..static_sizes.len() {
            if !mask[idx] && sshape.get(k).is_some_and(|&d| d != DYNAMIC) {
                m.sizes[idx] = Ok(sshape[k]);
                static_sizes[idx] = sshape[k];
                k += 1;
            }
        }
        let (Some(se), Some(de)) = (
            elem_of(ctx, rw.body.value_type(src)),
            elem_of(ctx, rw.body.value_type(dst)),
        ) else {
            return false;
        };
        if is_rank_reduced(&static_sizes, de, &sshape, se) != SliceCheck::Success {
            return false;
        }
        if !m.in_bounds(&dshape) {
            return false;
        }
        let old_ty = rw.body.value_type(rw.body.result(op, 0));
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let mut nv = create_insert_slice(rw, &m, src, dst, loc);
        if rw.body.value_type(dst) != old_ty {
            nv = create_cast(rw, "tensor.cast", nv, old_ty, loc);
        }
        rw.replace_op(op, &[nv]);
        true
    }
}
pattern!(
    InsertSliceOpCastFolder,
    "tensor.insert_slice",
    "(anonymous namespace)::InsertSliceOpCastFolder<mlir::tensor::InsertSliceOp>"
);

/// `InsertSliceOpSourceCastInserter`: the source is cast to the more static
/// type given by constant sizes.
struct InsertSliceOpSourceCastInserter;

impl InsertSliceOpSourceCastInserter {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let src = rw.body.operand(op, 0);
        let st = rw.body.value_type(src);
        let dt = rw.body.value_type(rw.body.operand(op, 1));
        let (Some(sshape), Some(dshape)) = (tensor_shape(ctx, st), tensor_shape(ctx, dt)) else {
            return false;
        };
        if sshape.len() != dshape.len() {
            return false;
        }
        let m = insert_slice_mixed(ctx, rw.body, op);
        let mut new_shape = sshape.clone();
        for (i, e) in m.sizes.iter().enumerate() {
            let c = match e {
                Ok(v) => Some(*v),
                Err(v) => const_int(ctx, rw.body, *v),
            };
            if let Some(c) = c {
                if c < 0 {
                    return false;
                }
                if i < new_shape.len() {
                    new_shape[i] = c;
                }
            }
        }
        let Some(elem) = elem_of(ctx, st) else {
            return false;
        };
        let new_ty = tensor_type(ctx, &new_shape, elem, encoding_of(ctx, st));
        if new_ty == st || !preserves_static_information(ctx, st, new_ty) {
            return false;
        }
        if !compatible_shapes(&sshape, &new_shape) {
            return false;
        }
        let dest = rw.body.operand(op, 1);
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let c = create_cast(rw, "tensor.cast", src, new_ty, loc);
        let nv = create_insert_slice(rw, &m, c, dest, loc);
        rw.replace_op(op, &[nv]);
        true
    }
}
pattern!(
    InsertSliceOpSourceCastInserter,
    "tensor.insert_slice",
    "(anonymous namespace)::InsertSliceOpSourceCastInserter<mlir::tensor::InsertSliceOp>"
);

/// `tensor.insert_slice` patterns.
pub(crate) fn insert_slice_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(InsertSliceConstantArgumentFolder));
    out.push(Box::new(InsertSliceOpCastFolder));
    out.push(Box::new(InsertSliceOpSourceCastInserter));
}

/// `tensor.expand_shape` patterns (MLIR 22 no longer registers
/// `FoldDimOfExpandShape` and `FoldDimOfCollapseShape` here).
pub(crate) fn expand_shape_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    const OP: &str = "tensor.expand_shape";
    out.push(Box::new(ComposeReassociativeReshapeOps(OP)));
    out.push(Box::new(ComposeExpandOfCollapseOp(OP)));
    out.push(Box::new(ConvertToStaticExpandShape));
    out.push(Box::new(FoldReshapeWithConstant(OP)));
    out.push(Box::new(FoldReshapeWithSplat(OP)));
    out.push(Box::new(FoldReshapeWithFromElements(OP)));
}

/// `tensor.collapse_shape` patterns.
pub(crate) fn collapse_shape_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    const OP: &str = "tensor.collapse_shape";
    out.push(Box::new(ComposeReassociativeReshapeOps(OP)));
    out.push(Box::new(ComposeCollapseOfExpandOp(OP)));
    out.push(Box::new(FoldReshapeWithConstant(OP)));
    out.push(Box::new(FoldReshapeWithSplat(OP)));
    out.push(Box::new(FoldReshapeWithFromElements(OP)));
    out.push(Box::new(FoldCollapseOfCastOp));
}

#[cfg(test)]
mod tests {
    use super::{linear_form, rank_reduction_mask_dynamic, MapVar, DYNAMIC};

    #[test]
    fn linear_form_of_affine_exprs() {
        let map = rmlir_ir::affine::parse_affine_map("(d0)[s0] -> (d0 - s0 * 2 + 3)").unwrap();
        let (terms, c) = linear_form(&map.results[0], 0).unwrap();
        assert_eq!(c, 3);
        assert!(terms.contains(&(MapVar::Dim(0), 1)));
        assert!(terms.contains(&(MapVar::Sym(0), -2)));
        // Not linear.
        let map = rmlir_ir::affine::parse_affine_map("(d0)[s0] -> (d0 floordiv 2)").unwrap();
        assert!(linear_form(&map.results[0], 0).is_none());
        let map = rmlir_ir::affine::parse_affine_map("(d0)[s0] -> (d0 * s0)").unwrap();
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

// ----- tensor.pad ----------------------------------------------------------------------

/// A mixed static/dynamic entry (MLIR's `OpFoldResult` of an index).
type Ofr = Result<i64, ValueId>;

/// The mixed list of `statics` whose dynamic entries are `dyns` in order.
fn mixed_list(statics: &[i64], dyns: &[ValueId]) -> Vec<Ofr> {
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
fn ofr_const(ctx: &Context, body: &Body, e: &Ofr) -> Option<i64> {
    match e {
        Ok(v) => Some(*v),
        Err(v) => const_int(ctx, body, *v),
    }
}

/// The mixed low and high paddings of a `tensor.pad`.
fn pad_mixed(ctx: &Context, body: &Body, op: OpId) -> (Vec<Ofr>, Vec<Ofr>) {
    let low = i64_array_attr(ctx, body, op, "static_low");
    let high = i64_array_attr(ctx, body, op, "static_high");
    (
        mixed_list(&low, &operand_group(ctx, body, op, 1)),
        mixed_list(&high, &operand_group(ctx, body, op, 2)),
    )
}

/// Whether the `nofold` unit attribute is set.
fn pad_nofold(ctx: &Context, body: &Body, op: OpId) -> bool {
    rmlir_ir::ods::get_attr(ctx, body, op, "nofold").is_some()
}

/// The ranked tensor type of a value's shape, if ranked.
fn value_shape(ctx: &Context, body: &Body, v: ValueId) -> Option<Vec<i64>> {
    tensor_shape(ctx, body.value_type(v))
}

/// Creates a `tensor.pad` with an empty region; `attrs` are the
/// discardable attributes to keep.
#[allow(clippy::too_many_arguments)]
fn create_pad(
    rw: &mut PatternRewriter<'_>,
    ty: Type,
    source: ValueId,
    low: &[Ofr],
    high: &[Ofr],
    nofold: bool,
    attrs: Attr,
    loc: rmlir_ir::attrs::Loc,
) -> OpId {
    let ctx = rw.ctx;
    let (ld, hd) = (Mixed::dynamics(low), Mixed::dynamics(high));
    let seg = rmlir_ir::ods::segment_attr(ctx, &[1, ld.len(), hd.len()]);
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
    let spec = rmlir_ir::body::OpSpec {
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
fn clone_region_of(rw: &mut PatternRewriter<'_>, from: OpId, to: OpId) {
    let mut map = rmlir_ir::builder::IrMapping::default();
    let tmp = rw.body.clone_op(from, &mut map);
    let (src, dst) = (rw.body.op_regions(tmp)[0], rw.body.op_regions(to)[0]);
    rw.inline_region_before(src, dst, None);
    let _ = rw.body.erase_op(tmp);
}

/// Moves the region of `from` into the (empty) region of `to`.
fn take_region_of(rw: &mut PatternRewriter<'_>, from: OpId, to: OpId) {
    let (src, dst) = (rw.body.op_regions(from)[0], rw.body.op_regions(to)[0]);
    rw.inline_region_before(src, dst, None);
}

/// `PadOp::getConstantPaddingValue`: the yielded value when it is a
/// constant or defined outside the pad's block.
fn constant_padding_value(ctx: &Context, body: &Body, op: OpId) -> Option<ValueId> {
    let block = body.entry_block(*body.op_regions(op).first()?)?;
    let term = body.last_op(block)?;
    if !is_op(ctx, body, term, "tensor.yield") || body.num_operands(term) != 1 {
        return None;
    }
    let v = body.operand(term, 0);
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
fn padded_dims(ctx: &Context, body: &Body, op: OpId) -> Vec<bool> {
    let (low, high) = pad_mixed(ctx, body, op);
    low.iter()
        .zip(&high)
        .map(|(l, h)| ofr_const(ctx, body, l) != Some(0) || ofr_const(ctx, body, h) != Some(0))
        .collect()
}

/// `PadOp::inferResultType` with a result shape to take unknown sizes from.
fn pad_infer_type(
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
struct FoldStaticZeroPadding;

impl FoldStaticZeroPadding {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let (low, high) = pad_mixed(ctx, rw.body, op);
        let zero = |e: &Ofr| ofr_const(ctx, rw.body, e) == Some(0);
        if !low.iter().all(zero) || !high.iter().all(zero) || pad_nofold(ctx, rw.body, op) {
            return false;
        }
        let src = rw.body.operand(op, 0);
        let ty = rw.body.value_type(rw.body.result(op, 0));
        let loc = rw.body.op_loc(op);
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
struct FoldSourceTensorCast;

impl FoldSourceTensorCast {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let src = rw.body.operand(op, 0);
        let Some(cast) = defining_cast(ctx, rw.body, src) else {
            return false;
        };
        if !can_fold_into_consumer(ctx, rw.body, cast) {
            return false;
        }
        let rt = rw.body.value_type(rw.body.result(op, 0));
        let Some(rshape) = tensor_shape(ctx, rt) else {
            return false;
        };
        let slow = i64_array_attr(ctx, rw.body, op, "static_low");
        let shigh = i64_array_attr(ctx, rw.body, op, "static_high");
        let cast_src = rw.body.operand(cast, 0);
        let Some(new_ty) =
            pad_infer_type(ctx, rw.body.value_type(cast_src), &slow, &shigh, &rshape)
        else {
            return false;
        };
        if new_ty == rt {
            rw.set_operand(op, 0, cast_src);
            return true;
        }
        let (low, high) = pad_mixed(ctx, rw.body, op);
        let nofold = pad_nofold(ctx, rw.body, op);
        let attrs = rw.body.attrs(op);
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let p = create_pad(rw, new_ty, src, &low, &high, nofold, attrs, loc);
        clone_region_of(rw, op, p);
        let pv = rw.body.result(p, 0);
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
struct FoldTargetTensorCast;

impl FoldTargetTensorCast {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let r = rw.body.result(op, 0);
        let mut uses = rw.body.uses(r);
        let (Some(u), None) = (uses.next(), uses.next()) else {
            return false;
        };
        let cast = u.owner;
        if !is_op(ctx, rw.body, cast, "tensor.cast") {
            return false;
        }
        let dest_ty = rw.body.value_type(rw.body.result(cast, 0));
        if !preserves_static_information(ctx, rw.body.value_type(r), dest_ty) {
            return false;
        }
        let (low, high) = pad_mixed(ctx, rw.body, op);
        let nofold = pad_nofold(ctx, rw.body, op);
        let attrs = rw.body.attrs(op);
        let src = rw.body.operand(op, 0);
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let p = create_pad(rw, dest_ty, src, &low, &high, nofold, attrs, loc);
        take_region_of(rw, op, p);
        let pv = rw.body.result(p, 0);
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
struct FoldOrthogonalPaddings;

impl FoldOrthogonalPaddings {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = &*rw.body;
        let def =
            |v: ValueId, name: &str| body.defining_op(v).filter(|&d| is_op(ctx, body, d, name));
        let Some(inner_slice) = def(body.operand(op, 0), "tensor.extract_slice") else {
            return false;
        };
        let Some(outer_pad) = def(body.operand(inner_slice, 0), "tensor.pad") else {
            return false;
        };
        if pad_nofold(ctx, body, outer_pad) {
            return false;
        }
        let Some(outer_slice) = def(body.operand(outer_pad, 0), "tensor.extract_slice") else {
            return false;
        };
        let Some(rank) = value_shape(ctx, body, body.operand(op, 0)).map(|s| s.len()) else {
            return false;
        };
        let Some(outer_src_shape) = value_shape(ctx, body, body.operand(outer_slice, 0)) else {
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
        let Some(inner_src_shape) = value_shape(ctx, body, body.operand(inner_slice, 0)) else {
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
        let source = body.operand(outer_slice, 0);
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
        let pv = rw.body.result(p, 0);
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
struct FoldStaticPadding;

impl FoldStaticPadding {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let src = rw.body.operand(op, 0);
        let Some(in_dims) = value_shape(ctx, rw.body, src) else {
            return false;
        };
        let rt = rw.body.value_type(rw.body.result(op, 0));
        let Some(out_dims) = tensor_shape(ctx, rt) else {
            return false;
        };
        let fold_group = |group: usize| {
            let mut consts = Vec::new();
            let mut rest = Vec::new();
            for v in operand_group(ctx, rw.body, op, group) {
                match const_int(ctx, rw.body, v) {
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
        let mut slow = i64_array_attr(ctx, rw.body, op, "static_low");
        let mut shigh = i64_array_attr(ctx, rw.body, op, "static_high");
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
        let nofold = pad_nofold(ctx, rw.body, op);
        let attrs = rw.body.attrs(op);
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let p = create_pad(rw, new_ty, src, &low, &high, nofold, attrs, loc);
        clone_region_of(rw, op, p);
        let pv = rw.body.result(p, 0);
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
fn create_affine_apply(
    rw: &mut PatternRewriter<'_>,
    map: rmlir_ir::affine::AffineMap,
    operands: &[ValueId],
    loc: rmlir_ir::attrs::Loc,
) -> ValueId {
    let ctx = rw.ctx;
    let attr = ctx.intern_attr(AttrData::AffineMap(map));
    let p = props(ctx, &[("map", attr)]);
    let index = ctx.common().index;
    let op = create(rw, "affine.apply", loc, operands, &[index], &[], p, 0);
    rw.body.result(op, 0)
}

/// A variable of an affine map: dimension or symbol position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MapVar {
    Dim(u32),
    Sym(u32),
}

/// The linear form `sum(coef * var) + constant` of an affine expression
/// (`None` when it is not linear: mod, divisions, products of variables).
fn linear_form(e: &rmlir_ir::affine::AffineExpr, depth: u32) -> Option<(Vec<(MapVar, i64)>, i64)> {
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
fn add_term(terms: &mut Vec<(ValueId, i64)>, v: ValueId, coef: i64) {
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
fn composed_add(rw: &mut PatternRewriter<'_>, a: Ofr, b: Ofr, loc: rmlir_ir::attrs::Loc) -> Ofr {
    use rmlir_ir::affine::{AffineExpr, AffineMap};
    let ctx = rw.ctx;
    let mut constant: i64 = 0;
    // Dims of the original map `d0 + d1` that stay, then the dims and the
    // symbols of the composed producers, in order.
    let mut plain: Vec<(ValueId, i64)> = Vec::new();
    let mut app_dims: Vec<(ValueId, i64)> = Vec::new();
    let mut app_syms: Vec<(ValueId, i64)> = Vec::new();
    for e in [a, b] {
        if let Some(c) = ofr_const(ctx, rw.body, &e) {
            constant = constant.wrapping_add(c);
            continue;
        }
        let Err(v) = e else {
            continue;
        };
        let producer = rw
            .body
            .defining_op(v)
            .filter(|&d| is_op(ctx, rw.body, d, "affine.apply"))
            .and_then(|d| {
                let (_, map) = crate::affine::map_attr(ctx, rw.body, d, "map")?;
                let operands: Vec<ValueId> = rw.body.operands(d).collect();
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
            if let Some(k) = const_int(ctx, rw.body, o) {
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
        if crate::affine::is_valid_symbol_value(ctx, rw.body, v) {
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
struct FoldConsecutiveConstantPadding;

impl FoldConsecutiveConstantPadding {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        if pad_nofold(ctx, rw.body, op) {
            return false;
        }
        let Some(producer) = rw
            .body
            .defining_op(rw.body.operand(op, 0))
            .filter(|&d| is_op(ctx, rw.body, d, "tensor.pad"))
        else {
            return false;
        };
        if pad_nofold(ctx, rw.body, producer) {
            return false;
        }
        let (Some(cv), Some(pv)) = (
            constant_padding_value(ctx, rw.body, op),
            constant_padding_value(ctx, rw.body, producer),
        ) else {
            return false;
        };
        if cv != pv {
            return false;
        }
        let (low, high) = pad_mixed(ctx, rw.body, op);
        let (plow, phigh) = pad_mixed(ctx, rw.body, producer);
        if low.len() != plow.len() || high.len() != phigh.len() {
            return false;
        }
        let loc = rw.body.op_loc(op);
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
        let rt = rw.body.value_type(rw.body.result(op, 0));
        let src = rw.body.operand(producer, 0);
        let attrs = rw.body.attrs(op);
        let p = create_pad(rw, rt, src, &new_low, &new_high, false, attrs, loc);
        take_region_of(rw, op, p);
        let pv = rw.body.result(p, 0);
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

// ----- tensor.expand_shape / tensor.collapse_shape -------------------------------------

/// The reshape op of kind `name` defining `v`.
fn defining(ctx: &Context, body: &Body, v: ValueId, name: &str) -> Option<OpId> {
    body.defining_op(v).filter(|&d| is_op(ctx, body, d, name))
}

/// Creates a `tensor.expand_shape` with the given reassociation attribute
/// and mixed output shape.
fn create_expand(
    rw: &mut PatternRewriter<'_>,
    ty: Type,
    src: ValueId,
    reassociation: Attr,
    output: &[Ofr],
    loc: rmlir_ir::attrs::Loc,
) -> ValueId {
    let ctx = rw.ctx;
    let mut operands = vec![src];
    operands.extend(Mixed::dynamics(output));
    let p = props(
        ctx,
        &[
            ("reassociation", reassociation),
            (
                "static_output_shape",
                dense_i64_array(ctx, &Mixed::statics(output)),
            ),
        ],
    );
    let e = create(rw, "tensor.expand_shape", loc, &operands, &[ty], &[], p, 0);
    rw.body.result(e, 0)
}

/// `ConvertToStaticExpandShape`: constant output sizes of an expansion of
/// a foldable cast become static; casts restore the types.
struct ConvertToStaticExpandShape;

impl ConvertToStaticExpandShape {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(cast) = defining_cast(ctx, rw.body, rw.body.operand(op, 0)) else {
            return false;
        };
        if !can_fold_into_consumer(ctx, rw.body, cast) {
            return false;
        }
        let Some(cast_src_shape) = value_shape(ctx, rw.body, rw.body.operand(cast, 0)) else {
            return false;
        };
        let rt = rw.body.value_type(rw.body.result(op, 0));
        let Some(mut new_out) = tensor_shape(ctx, rt) else {
            return false;
        };
        let groups = reassociation(ctx, rw.body, op);
        let outputs: Vec<ValueId> = rw.body.operands(op).skip(1).collect();
        let mut dynamic = Vec::new();
        let mut it = outputs.iter();
        for (in_dim, group) in groups.iter().enumerate() {
            for &out_dim in group {
                let Some(slot) = usize::try_from(out_dim)
                    .ok()
                    .and_then(|d| new_out.get_mut(d))
                else {
                    return false;
                };
                if *slot != DYNAMIC {
                    continue;
                }
                let Some(&v) = it.next() else {
                    return false;
                };
                if cast_src_shape.get(in_dim).is_none_or(|&d| d == DYNAMIC) {
                    dynamic.push(v);
                    continue;
                }
                match constant_int(ctx, rw.body, v).and_then(|c| c.to_i64_signed()) {
                    Some(c) => *slot = c,
                    None => dynamic.push(v),
                }
            }
        }
        if outputs.len() == dynamic.len() {
            return false;
        }
        let st = rw.body.value_type(rw.body.operand(op, 0));
        let (Some(src_rank), Some(elem)) =
            (tensor_shape(ctx, st).map(|s| s.len()), elem_of(ctx, st))
        else {
            return false;
        };
        let mut new_in = vec![1i64; src_rank];
        for (in_dim, slot) in new_in.iter_mut().enumerate() {
            for &out_dim in groups.get(in_dim).map(|g| &g[..]).unwrap_or(&[]) {
                let s = new_out[out_dim as usize];
                if s == DYNAMIC {
                    *slot = DYNAMIC;
                    break;
                }
                *slot = slot.wrapping_mul(s);
            }
        }
        let output = mixed_list(&new_out, &dynamic);
        let in_ty = tensor_type(ctx, &new_in, elem, None);
        let out_ty = tensor_type(ctx, &new_out, elem, None);
        let Some(reassoc) = rmlir_ir::ods::get_attr(ctx, rw.body, op, "reassociation") else {
            return false;
        };
        let src = rw.body.operand(op, 0);
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let c = create_cast(rw, "tensor.cast", src, in_ty, loc);
        let e = create_expand(rw, out_ty, c, reassoc, &output, loc);
        let r = create_cast(rw, "tensor.cast", e, rt, loc);
        rw.replace_op(op, &[r]);
        true
    }
}
pattern!(
    ConvertToStaticExpandShape,
    "tensor.expand_shape",
    "(anonymous namespace)::ConvertToStaticExpandShape"
);

/// `FoldReshapeWithConstant`: a reshape of a splat constant is a constant.
struct FoldReshapeWithConstant(&'static str);

impl RewritePattern for FoldReshapeWithConstant {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn debug_name(&self) -> &'static str {
        if self.0 == "tensor.expand_shape" {
            "(anonymous namespace)::FoldReshapeWithConstant<mlir::tensor::ExpandShapeOp>"
        } else {
            "(anonymous namespace)::FoldReshapeWithConstant<mlir::tensor::CollapseShapeOp>"
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(a) = constant_attr(ctx, rw.body, rw.body.operand(op, 0)) else {
            return false;
        };
        let AttrData::DenseElements {
            splat: true,
            values,
            ..
        } = ctx.attr_data(a)
        else {
            return false;
        };
        let rt = rw.body.value_type(rw.body.result(op, 0));
        if !shape_of(ctx, rt).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC)) {
            return false;
        }
        let attr = ctx.dense_elements_attr(rt, values.clone());
        let p = props(ctx, &[("value", attr)]);
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let c = create(rw, "arith.constant", loc, &[], &[rt], &[], p, 0);
        let c = rw.body.result(c, 0);
        rw.replace_op(op, &[c]);
        true
    }
}

/// `FoldReshapeWithSplat`: a reshape of a static `tensor.splat` is a splat.
struct FoldReshapeWithSplat(&'static str);

impl RewritePattern for FoldReshapeWithSplat {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn debug_name(&self) -> &'static str {
        if self.0 == "tensor.expand_shape" {
            "(anonymous namespace)::FoldReshapeWithSplat<mlir::tensor::ExpandShapeOp>"
        } else {
            "(anonymous namespace)::FoldReshapeWithSplat<mlir::tensor::CollapseShapeOp>"
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(splat) = defining(ctx, rw.body, rw.body.operand(op, 0), "tensor.splat") else {
            return false;
        };
        let static_shape =
            |t: Type| shape_of(ctx, t).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC));
        if !static_shape(rw.body.value_type(rw.body.result(splat, 0))) {
            return false;
        }
        let rt = rw.body.value_type(rw.body.result(op, 0));
        if !static_shape(rt) {
            return false;
        }
        let input = rw.body.operand(splat, 0);
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let s = create_cast(rw, "tensor.splat", input, rt, loc);
        rw.replace_op(op, &[s]);
        true
    }
}

/// `FoldReshapeWithFromElements`: a static reshape of a
/// `tensor.from_elements` builds the result directly.
struct FoldReshapeWithFromElements(&'static str);

impl RewritePattern for FoldReshapeWithFromElements {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn debug_name(&self) -> &'static str {
        if self.0 == "tensor.expand_shape" {
            "(anonymous namespace)::FoldReshapeWithFromElements<mlir::tensor::ExpandShapeOp>"
        } else {
            "(anonymous namespace)::FoldReshapeWithFromElements<mlir::tensor::CollapseShapeOp>"
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(fe) = defining(ctx, rw.body, rw.body.operand(op, 0), "tensor.from_elements")
        else {
            return false;
        };
        let rt = rw.body.value_type(rw.body.result(op, 0));
        if !shape_of(ctx, rt).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC)) {
            return false;
        }
        let elements: Vec<ValueId> = rw.body.operands(fe).collect();
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let n = create(
            rw,
            "tensor.from_elements",
            loc,
            &elements,
            &[rt],
            &[],
            None,
            0,
        );
        let n = rw.body.result(n, 0);
        rw.replace_op(op, &[n]);
        true
    }
}

/// `CollapseShapeOp::inferCollapsedType` (no encoding).
fn infer_collapsed_type(ctx: &Context, src: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let shape = tensor_shape(ctx, src)?;
    let mut out = Vec::with_capacity(groups.len());
    for g in groups {
        let mut size: i64 = 1;
        for &d in g {
            let s = *shape.get(usize::try_from(d).ok()?)?;
            if s == DYNAMIC {
                size = DYNAMIC;
                break;
            }
            size = size.wrapping_mul(s);
        }
        out.push(size);
    }
    Some(tensor_type(ctx, &out, elem_of(ctx, src)?, None))
}

/// `FoldCollapseOfCastOp`: a collapse of a cast to a less static type
/// collapses the cast's source.
struct FoldCollapseOfCastOp;

impl FoldCollapseOfCastOp {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(cast) = defining_cast(ctx, rw.body, rw.body.operand(op, 0)) else {
            return false;
        };
        if !can_fold_into_consumer(ctx, rw.body, cast) {
            return false;
        }
        let src = rw.body.operand(cast, 0);
        let groups = reassociation(ctx, rw.body, op);
        let Some(new_ty) = infer_collapsed_type(ctx, rw.body.value_type(src), &groups) else {
            return false;
        };
        let rt = rw.body.value_type(rw.body.result(op, 0));
        if new_ty == rt {
            rw.set_operand(op, 0, src);
            return true;
        }
        let Some(reassoc) = rmlir_ir::ods::get_attr(ctx, rw.body, op, "reassociation") else {
            return false;
        };
        let p = props(ctx, &[("reassociation", reassoc)]);
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let n = create(
            rw,
            "tensor.collapse_shape",
            loc,
            &[src],
            &[new_ty],
            &[],
            p,
            0,
        );
        let n = rw.body.result(n, 0);
        let c = create_cast(rw, "tensor.cast", n, rt, loc);
        rw.replace_op(op, &[c]);
        true
    }
}
pattern!(
    FoldCollapseOfCastOp,
    "tensor.collapse_shape",
    "(anonymous namespace)::FoldCollapseOfCastOp"
);
