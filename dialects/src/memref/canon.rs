//! Folders and canonicalization patterns of the memref dialect (MLIR 22's
//! `MemRefOps.cpp`): `memref.cast` folding into its users
//! (`foldMemRefCast`), `dim`/`rank` of known shapes, constant sizes of
//! `alloc`/`alloca`/`view`/`subview` moved into the type, dead
//! allocations, trivial copies and views.

use crate::util::attrs::{attr_int, i64_array_attr, index_attr, props};
use crate::util::build::{create, create_cast, is_op, pattern};
use crate::util::constant::{const_int, constant_index_op, constant_int, fold_attr, fold_value};
use crate::util::reshape::{
    create_collapse, create_expand, expand_output_shape, fold_reshape_pair, reassociation,
    ComposeCollapseOfExpandOp, ComposeExpandOfCollapseOp, ComposeReassociativeReshapeOps,
};
use crate::util::shaped::{
    dynamic_dim_index, elem_of, layout_of, memory_space_of, memref_type, shape_of, DYNAMIC,
};
use crate::util::slice::{Mixed, Osss};
use crate::util::strided::{parse_strided, sat_add, sat_mul, strided_layout, strides_and_offset};
use rmlir_ir::apint::APInt;
use rmlir_ir::attrs::{Attr, AttrData};
use rmlir_ir::body::{Body, OpId, ValueId};
use rmlir_ir::ods::{get_attr, operand_group, segment_attr};
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::registry::{FoldResult, MemoryEffectKind};
use rmlir_ir::types::{Type, TypeData};
use rmlir_ir::Context;

// ----- shared helpers --------------------------------------------------------

/// Whether `op` has a `MemFree` effect (on any value).
fn has_free_effect(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(info) = ctx.op_info(body.op_name(op)) else {
        return false;
    };
    let Some(f) = info.effects else {
        return false;
    };
    let mut out = Vec::new();
    f(ctx, body, op, &mut out);
    out.iter().any(|e| e.kind == MemoryEffectKind::Free)
}

/// Whether `op` frees `v`.
fn frees(ctx: &Context, body: &Body, op: OpId, v: ValueId) -> bool {
    let Some(f) = ctx.op_info(body.op_name(op)).and_then(|i| i.effects) else {
        return false;
    };
    let mut out = Vec::new();
    f(ctx, body, op, &mut out);
    out.iter()
        .any(|e| e.kind == MemoryEffectKind::Free && e.value == Some(v))
}

/// MLIR's `memref::findDealloc`: `Some(None)` without a dealloc,
/// `Some(Some(op))` with exactly one, `None` with several.
pub(crate) fn find_dealloc(ctx: &Context, body: &Body, v: ValueId) -> Option<Option<OpId>> {
    let mut found = None;
    for u in body.uses(v) {
        if !frees(ctx, body, u.owner, v) {
            continue;
        }
        if found.is_some() && found != Some(u.owner) {
            return None;
        }
        found = Some(u.owner);
    }
    Some(found)
}

// ----- memref.cast -------------------------------------------------------------

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
        let src = body.operand(d, 0);
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

/// `memref.store`: `foldMemRefCast` except for the stored value.
pub(crate) fn fold_store(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let value = body.operand(op, 0);
    if fold_memref_cast(ctx, body, op, Some(value)) {
        FoldResult::InPlace
    } else {
        FoldResult::None
    }
}

/// `memref.atomic_rmw`: `foldMemRefCast` except for the value.
pub(crate) fn fold_atomic_rmw(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    a: &[Option<Attr>],
) -> FoldResult {
    fold_store(ctx, body, op, a)
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
    let src = body.operand(op, 0);
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
    let src = body.value_type(body.operand(cast, 0));
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
fn memref_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_data(t) {
        TypeData::MemRef { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

// ----- simple folders ------------------------------------------------------------

/// `memref.dim`: a static size, the size operand of the defining
/// `alloc`/`alloca`/`view`/`subview`, or a dim of the cast's source.
pub(crate) fn fold_dim(ctx: &Context, body: &mut Body, op: OpId, c: &[Option<Attr>]) -> FoldResult {
    let Some(index) = attr_int(ctx, c.get(1).copied().flatten()) else {
        return FoldResult::None;
    };
    let src = body.operand(op, 0);
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
                let sizes: Vec<ValueId> = body.operands(d).skip(2).collect();
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
fn subview_dim(ctx: &Context, body: &Body, sv: OpId, i: usize) -> Option<ValueId> {
    let src = body.value_type(body.operand(sv, 0));
    let res = body.value_type(body.result(sv, 0));
    let o = Osss::of(ctx, body, sv, 1);
    let unused = super::verify::memref_rank_reduction_mask(ctx, src, res, &o.sizes)?;
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

/// `memref.rank` / `tensor.rank`: the rank of a ranked operand.
pub(crate) fn fold_rank(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let t = body.value_type(body.operand(op, 0));
    match shape_of(ctx, t) {
        Some(s) => fold_attr(index_attr(ctx, s.len() as i64)),
        None => FoldResult::None,
    }
}

/// Whether a memref type has a static shape.
fn has_static_shape(ctx: &Context, t: Type) -> bool {
    shape_of(ctx, t).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC))
}

/// Whether a static offset/size/stride entry (or the constant value of its
/// dynamic operand) equals `want`.
fn mixed_is(
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
fn mixed_value(
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
    let src = body.operand(op, 0);
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
fn mixed_entry(statics: &[i64], dyn_vals: &[ValueId], i: usize) -> Result<i64, Option<ValueId>> {
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
    let src = body.operand(op, 0);
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
/// source.
pub(crate) fn fold_memory_space_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let src = body.operand(op, 0);
    match body.defining_op(src) {
        Some(d) if is_op(ctx, body, d, "memref.memory_space_cast") => {
            let inner = body.operand(d, 0);
            body.set_operand(op, 0, inner);
            FoldResult::InPlace
        }
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
                let src = body.operand(d, 0);
                body.set_operand(op, i, src);
                return FoldResult::InPlace;
            }
        }
    }
    FoldResult::None
}

// ----- patterns ---------------------------------------------------------------------

/// `SimplifyAllocConst`: constant non-negative dynamic sizes move into the
/// type; a `memref.cast` restores the original type.
struct SimplifyAllocConst(&'static str);

impl RewritePattern for SimplifyAllocConst {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn debug_name(&self) -> &'static str {
        if self.0 == "memref.alloc" {
            "(anonymous namespace)::SimplifyAllocConst<mlir::memref::AllocOp>"
        } else {
            "(anonymous namespace)::SimplifyAllocConst<mlir::memref::AllocaOp>"
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let sizes = operand_group(ctx, rw.body, op, 0);
        let syms = operand_group(ctx, rw.body, op, 1);
        let cst = |v: ValueId| constant_int(ctx, rw.body, v).filter(|x| !x.sign_bit());
        if !sizes.iter().any(|&v| cst(v).is_some()) {
            return false;
        }
        let ty = rw.body.value_type(rw.body.result(op, 0));
        let TypeData::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } = ctx.type_data(ty).clone()
        else {
            return false;
        };
        let mut new_shape = Vec::with_capacity(shape.len());
        let mut dyn_sizes = Vec::new();
        let mut pos = 0;
        for &d in shape.iter() {
            if d != DYNAMIC {
                new_shape.push(d);
                continue;
            }
            let Some(&v) = sizes.get(pos) else {
                return false;
            };
            match cst(v) {
                Some(x) => new_shape.push(x.low_u64() as i64),
                None => {
                    new_shape.push(DYNAMIC);
                    dyn_sizes.push(v);
                }
            }
            pos += 1;
        }
        let new_ty = memref_type(ctx, &new_shape, elem, layout, memory_space);
        let loc = rw.body.op_loc(op);
        let mut entries = vec![(
            "operandSegmentSizes",
            segment_attr(ctx, &[dyn_sizes.len(), syms.len()]),
        )];
        if let Some(a) = get_attr(ctx, rw.body, op, "alignment") {
            entries.push(("alignment", a));
        }
        let mut operands = dyn_sizes.clone();
        operands.extend_from_slice(&syms);
        rw.set_insertion_point_before(op);
        let p = props(ctx, &entries);
        let new_alloc = create(rw, self.0, loc, &operands, &[new_ty], &[], p, 0);
        let nv = rw.body.result(new_alloc, 0);
        let cast = create_cast(rw, "memref.cast", nv, ty, loc);
        rw.replace_op(op, &[cast]);
        true
    }
}

/// `SimplifyDeadAlloc`: an allocation only stored into and deallocated is
/// erased with those users.
struct SimplifyDeadAlloc(&'static str);

impl RewritePattern for SimplifyDeadAlloc {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn debug_name(&self) -> &'static str {
        match self.0 {
            "memref.alloc" => "(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::AllocOp>",
            "memref.alloca" => "(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::AllocaOp>",
            _ => "(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::ReallocOp>",
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let v = rw.body.result(op, 0);
        let mut users = Vec::new();
        for u in rw.body.uses(v) {
            let user = u.owner;
            if is_op(ctx, rw.body, user, "memref.store") {
                if rw.body.operand(user, 0) == v {
                    return false;
                }
            } else if !is_op(ctx, rw.body, user, "memref.dealloc") {
                return false;
            }
            if !users.contains(&user) {
                users.push(user);
            }
        }
        for u in users {
            rw.erase_op(u);
        }
        rw.erase_op(op);
        true
    }
}

/// `FoldEmptyCopy`: a copy from or to a memref with a zero dimension.
struct FoldEmptyCopy;

impl FoldEmptyCopy {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let empty =
            |v: ValueId| shape_of(rw.ctx, rw.body.value_type(v)).is_some_and(|s| s.contains(&0));
        if empty(rw.body.operand(op, 0)) || empty(rw.body.operand(op, 1)) {
            rw.erase_op(op);
            return true;
        }
        false
    }
}
pattern!(FoldEmptyCopy, "memref.copy", "FoldEmptyCopy");

/// `FoldSelfCopy`: `memref.copy %x, %x`.
struct FoldSelfCopy;

impl FoldSelfCopy {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        if rw.body.operand(op, 0) != rw.body.operand(op, 1) {
            return false;
        }
        rw.erase_op(op);
        true
    }
}
pattern!(
    FoldSelfCopy,
    "memref.copy",
    "(anonymous namespace)::FoldSelfCopy"
);

/// `ViewOpShapeFolder`: constant dynamic sizes of a view move into its type.
struct ViewOpShapeFolder;

impl ViewOpShapeFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let operands: Vec<ValueId> = rw.body.operands(op).collect();
        if !operands
            .iter()
            .any(|&v| constant_index_op(ctx, rw.body, v).is_some())
        {
            return false;
        }
        let ty = rw.body.value_type(rw.body.result(op, 0));
        let TypeData::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } = ctx.type_data(ty).clone()
        else {
            return false;
        };
        if strides_and_offset(ctx, ty).is_none() {
            return false;
        }
        let sizes = &operands[2..];
        let mut new_shape = Vec::with_capacity(shape.len());
        let mut new_sizes = Vec::new();
        let mut pos = 0;
        for &d in shape.iter() {
            if d != DYNAMIC {
                new_shape.push(d);
                continue;
            }
            let Some(&v) = sizes.get(pos) else {
                return false;
            };
            match constant_index_op(ctx, rw.body, v) {
                Some(c) => new_shape.push(c),
                None => {
                    new_shape.push(d);
                    new_sizes.push(v);
                }
            }
            pos += 1;
        }
        let new_ty = memref_type(ctx, &new_shape, elem, layout, memory_space);
        if new_ty == ty {
            return false;
        }
        let loc = rw.body.op_loc(op);
        let mut new_operands = vec![operands[0], operands[1]];
        new_operands.extend(new_sizes);
        rw.set_insertion_point_before(op);
        let nv = create(
            rw,
            "memref.view",
            loc,
            &new_operands,
            &[new_ty],
            &[],
            None,
            0,
        );
        let nv = rw.body.result(nv, 0);
        let cast = create_cast(rw, "memref.cast", nv, ty, loc);
        rw.replace_op(op, &[cast]);
        true
    }
}
pattern!(
    ViewOpShapeFolder,
    "memref.view",
    "(anonymous namespace)::ViewOpShapeFolder"
);

/// `ViewOpMemrefCastFolder`: a view of a cast of an alloc views the alloc.
struct ViewOpMemrefCastFolder;

impl ViewOpMemrefCastFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let src = rw.body.operand(op, 0);
        let Some(cast) = rw
            .body
            .defining_op(src)
            .filter(|&d| is_op(ctx, rw.body, d, "memref.cast"))
        else {
            return false;
        };
        let alloc_v = rw.body.operand(cast, 0);
        if !rw
            .body
            .defining_op(alloc_v)
            .is_some_and(|d| is_op(ctx, rw.body, d, "memref.alloc"))
        {
            return false;
        }
        let mut operands: Vec<ValueId> = rw.body.operands(op).collect();
        operands[0] = alloc_v;
        let ty = rw.body.value_type(rw.body.result(op, 0));
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let nv = create(rw, "memref.view", loc, &operands, &[ty], &[], None, 0);
        let nv = rw.body.result(nv, 0);
        rw.replace_op(op, &[nv]);
        true
    }
}
pattern!(
    ViewOpMemrefCastFolder,
    "memref.view",
    "(anonymous namespace)::ViewOpMemrefCastFolder"
);

/// `SubViewOp::inferResultType` from static lists.
fn subview_infer(
    ctx: &Context,
    src: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<Type> {
    let (sstrides, soff) = strides_and_offset(ctx, src)?;
    let mut offset = soff;
    for (&o, &s) in offsets.iter().zip(&sstrides) {
        offset = sat_add(offset, sat_mul(o, s));
    }
    let tstrides: Vec<i64> = sstrides
        .iter()
        .zip(strides)
        .map(|(&a, &b)| sat_mul(a, b))
        .collect();
    Some(memref_type(
        ctx,
        sizes,
        elem_of(ctx, src)?,
        Some(strided_layout(ctx, offset, &tstrides)),
        memory_space_of(ctx, src),
    ))
}

/// Drops the dims `unused` from a strided memref type.
fn drop_dims(ctx: &Context, t: Type, unused: &[bool]) -> Option<Type> {
    let shape = shape_of(ctx, t)?;
    let (strides, offset) = strides_and_offset(ctx, t)?;
    let mut ns = Vec::new();
    let mut nst = Vec::new();
    for i in 0..shape.len() {
        if unused.get(i).copied().unwrap_or(false) {
            continue;
        }
        ns.push(shape[i]);
        nst.push(strides[i]);
    }
    Some(memref_type(
        ctx,
        &ns,
        elem_of(ctx, t)?,
        Some(strided_layout(ctx, offset, &nst)),
        memory_space_of(ctx, t),
    ))
}

/// The dropped dims of a subview (`getDroppedDims`).
fn subview_dropped(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<bool>> {
    let src = body.value_type(body.operand(op, 0));
    let res = body.value_type(body.result(op, 0));
    let sizes = i64_array_attr(ctx, body, op, "static_sizes");
    super::verify::memref_rank_reduction_mask(ctx, src, res, &sizes)
}

/// `OpWithOffsetSizesAndStridesConstantArgumentFolder` for `memref.subview`.
struct SubViewConstantArgumentFolder;

impl SubViewConstantArgumentFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let mut m = Mixed::of(ctx, rw.body, op);
        if !m.fold_constants(ctx, rw.body) {
            return false;
        }
        let src = rw.body.operand(op, 0);
        let st = rw.body.value_type(src);
        let Some(sshape) = shape_of(ctx, st) else {
            return false;
        };
        if !m.in_bounds(&sshape) {
            return false;
        }
        let (offs, sizes, strides) = (
            Mixed::statics(&m.offsets),
            Mixed::statics(&m.sizes),
            Mixed::statics(&m.strides),
        );
        if offs.iter().chain(&sizes).any(|&v| v < 0 && v != DYNAMIC) {
            return false;
        }
        let Some(full) = subview_infer(ctx, st, &offs, &sizes, &strides) else {
            return false;
        };
        let Some(dropped) = subview_dropped(ctx, rw.body, op) else {
            return false;
        };
        let new_ty = if dropped.iter().any(|&d| d) {
            match drop_dims(ctx, full, &dropped) {
                Some(t) => t,
                None => return false,
            }
        } else {
            full
        };
        let old_ty = rw.body.value_type(rw.body.result(op, 0));
        let loc = rw.body.op_loc(op);
        let (operands, p) = m.build(ctx, src);
        rw.set_insertion_point_before(op);
        let nv = create(rw, "memref.subview", loc, &operands, &[new_ty], &[], p, 0);
        let nv = rw.body.result(nv, 0);
        let cast = create_cast(rw, "memref.cast", nv, old_ty, loc);
        rw.replace_op(op, &[cast]);
        true
    }
}
pattern!(
    SubViewConstantArgumentFolder,
    "memref.subview",
    "mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::memref::SubViewOp, SubViewReturnTypeCanonicalizer, SubViewCanonicalizer>"
);

/// `SubViewOpMemRefCastFolder`: a subview of a foldable cast views the
/// cast's source; a cast restores the result type.
struct SubViewOpMemRefCastFolder;

impl SubViewOpMemRefCastFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let operands: Vec<ValueId> = rw.body.operands(op).collect();
        if operands
            .iter()
            .any(|&v| constant_index_op(ctx, rw.body, v).is_some())
        {
            return false;
        }
        let Some(cast) = rw
            .body
            .defining_op(operands[0])
            .filter(|&d| is_op(ctx, rw.body, d, "memref.cast"))
        else {
            return false;
        };
        if !cast_can_fold_into_consumer(ctx, rw.body, cast) {
            return false;
        }
        let new_src = rw.body.operand(cast, 0);
        let nst = rw.body.value_type(new_src);
        let cur_src = rw.body.value_type(operands[0]);
        let res = rw.body.value_type(rw.body.result(op, 0));
        let o = Osss::of(ctx, rw.body, op, 1);
        let Some(full) = subview_infer(ctx, nst, &o.offsets, &o.sizes, &o.strides) else {
            return false;
        };
        let Some(unused) = super::verify::memref_rank_reduction_mask(ctx, cur_src, res, &o.sizes)
        else {
            return false;
        };
        let Some(new_ty) = drop_dims(ctx, full, &unused) else {
            return false;
        };
        let loc = rw.body.op_loc(op);
        let mut new_operands = operands.clone();
        new_operands[0] = new_src;
        let p = rw.body.properties(op);
        rw.set_insertion_point_before(op);
        let nv = create(
            rw,
            "memref.subview",
            loc,
            &new_operands,
            &[new_ty],
            &[],
            p,
            0,
        );
        let nv = rw.body.result(nv, 0);
        let cast = create_cast(rw, "memref.cast", nv, res, loc);
        rw.replace_op(op, &[cast]);
        true
    }
}
pattern!(
    SubViewOpMemRefCastFolder,
    "memref.subview",
    "(anonymous namespace)::SubViewOpMemRefCastFolder"
);

/// `TrivialSubViewOpFolder`: zero offsets, unit strides and the full static
/// source shape.
struct TrivialSubViewOpFolder;

impl TrivialSubViewOpFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let src = rw.body.operand(op, 0);
        let st = rw.body.value_type(src);
        let rt = rw.body.value_type(rw.body.result(op, 0));
        let (Some(ss), Some(rs)) = (shape_of(ctx, st), shape_of(ctx, rt)) else {
            return false;
        };
        if ss.len() != rs.len() {
            return false;
        }
        let o = Osss::of(ctx, rw.body, op, 1);
        let offs = operand_group(ctx, rw.body, op, 1);
        let sizes = operand_group(ctx, rw.body, op, 2);
        let strides = operand_group(ctx, rw.body, op, 3);
        let b = &*rw.body;
        if !(0..o.offsets.len()).all(|i| mixed_is(ctx, b, &o.offsets, &offs, i, 0)) {
            return false;
        }
        if !(0..o.strides.len()).all(|i| mixed_is(ctx, b, &o.strides, &strides, i, 1)) {
            return false;
        }
        for i in 0..o.sizes.len() {
            match mixed_value(ctx, b, &o.sizes, &sizes, i) {
                Some(v) if Some(&v) == ss.get(i) => {}
                _ => return false,
            }
        }
        rw.set_insertion_point_before(op);
        if st == rt {
            rw.replace_op(op, &[src]);
        } else {
            let loc = rw.body.op_loc(op);
            let c = create_cast(rw, "memref.cast", src, rt, loc);
            rw.replace_op(op, &[c]);
        }
        true
    }
}
pattern!(
    TrivialSubViewOpFolder,
    "memref.subview",
    "(anonymous namespace)::TrivialSubViewOpFolder"
);

/// `memref.alloc` patterns.
pub(crate) fn alloc_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SimplifyAllocConst("memref.alloc")));
    out.push(Box::new(SimplifyDeadAlloc("memref.alloc")));
}

/// `memref.alloca` patterns.
pub(crate) fn alloca_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SimplifyAllocConst("memref.alloca")));
    out.push(Box::new(SimplifyDeadAlloc("memref.alloca")));
}

/// `memref.realloc` patterns.
pub(crate) fn realloc_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SimplifyDeadAlloc("memref.realloc")));
}

/// `memref.copy` patterns.
pub(crate) fn copy_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(FoldEmptyCopy));
    out.push(Box::new(FoldSelfCopy));
}

/// `memref.view` patterns.
pub(crate) fn view_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(ViewOpShapeFolder));
    out.push(Box::new(ViewOpMemrefCastFolder));
}

/// `memref.subview` patterns.
pub(crate) fn subview_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SubViewConstantArgumentFolder));
    out.push(Box::new(SubViewOpMemRefCastFolder));
    out.push(Box::new(TrivialSubViewOpFolder));
}

/// Whether any op frees memory between `from` (exclusive) and `to`
/// (exclusive) in one block; `None` if `to` does not follow `from`.
pub(crate) fn free_between(ctx: &Context, body: &Body, from: OpId, to: OpId) -> Option<bool> {
    let mut pos = body.next_op(from);
    while let Some(p) = pos {
        if p == to {
            return Some(false);
        }
        if has_free_effect(ctx, body, p) {
            return Some(true);
        }
        pos = body.next_op(p);
    }
    None
}

// ----- reshapes, reinterpret_cast, transpose ----------------------------------------

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
    let src = body.operand(op, 0);
    if let Some(d) = body.defining_op(src) {
        let name = ctx.op_name_str(body.op_name(d));
        let prev = match name {
            "memref.reinterpret_cast" | "memref.cast" => Some(body.operand(d, 0)),
            "memref.subview" => {
                let o = Osss::of(ctx, body, d, 1);
                let offs = operand_group(ctx, body, d, 1);
                (0..o.offsets.len())
                    .all(|i| mixed_is(ctx, body, &o.offsets, &offs, i, 0))
                    .then(|| body.operand(d, 0))
            }
            _ => None,
        };
        if let Some(p) = prev {
            body.set_operand(op, 0, p);
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

/// `memref.transpose` with the identity permutation to the same type.
pub(crate) fn fold_transpose(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let src = body.operand(op, 0);
    let identity = get_attr(ctx, body, op, "permutation")
        .is_some_and(|a| matches!(ctx.attr_data(a), AttrData::AffineMap(m) if m.is_identity()));
    if identity && body.value_type(src) == body.value_type(body.result(op, 0)) {
        return fold_value(src);
    }
    FoldResult::None
}

// ----- extract_strided_metadata, dim of reshape, alloca_scope ------------------------

/// `memref.extract_strided_metadata`: results known from the source type
/// (static offset, sizes and strides) are replaced by `arith.constant`s
/// created before the op; a cast from a ranked memref is looked through.
pub(crate) fn fold_extract_strided_metadata(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attr>],
) -> FoldResult {
    let src = body.operand(op, 0);
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
            let spec = rmlir_ir::body::OpSpec {
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
        let inner = body.operand(d, 0);
        if matches!(
            ctx.type_data(body.value_type(inner)),
            TypeData::MemRef { .. }
        ) {
            body.set_operand(op, 0, inner);
            changed = true;
        }
    }
    if changed {
        FoldResult::InPlace
    } else {
        FoldResult::None
    }
}

/// The block holding `v` (MLIR's `Value::getParentBlock`).
fn value_block(body: &Body, v: ValueId) -> Option<rmlir_ir::BlockId> {
    match body.value_def(v) {
        rmlir_ir::ValueDef::Arg { block, .. } => Some(block),
        rmlir_ir::ValueDef::Result { op, .. } => body.op_block(op),
    }
}

/// Whether region `a` properly contains region `b`.
fn region_properly_contains(body: &Body, a: rmlir_ir::RegionId, mut b: rmlir_ir::RegionId) -> bool {
    loop {
        let Some(p) = body.region_parent(b) else {
            return false;
        };
        let Some(pb) = body.op_block(p) else {
            return false;
        };
        b = body.block_region(pb);
        if b == a {
            return true;
        }
    }
}

/// Whether `a` comes before `b` in their block.
fn is_before_in_block(body: &Body, a: OpId, b: OpId) -> bool {
    let mut cur = body.next_op(a);
    while let Some(o) = cur {
        if o == b {
            return true;
        }
        cur = body.next_op(o);
    }
    false
}

/// `DimOfMemRefReshape`: `dim(reshape(x, shape), i)` loads `shape[i]` right
/// after the reshape when `i` is known to dominate it.
struct DimOfMemRefReshape;

impl DimOfMemRefReshape {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(reshape) = rw
            .body
            .defining_op(rw.body.operand(op, 0))
            .filter(|&d| is_op(ctx, rw.body, d, "memref.reshape"))
        else {
            return false;
        };
        let index = rw.body.operand(op, 1);
        let (Some(ib), Some(rb), Some(db)) = (
            value_block(rw.body, index),
            rw.body.op_block(reshape),
            rw.body.op_block(op),
        ) else {
            return false;
        };
        if ib == rb {
            if let Some(d) = rw.body.defining_op(index) {
                if is_before_in_block(rw.body, reshape, d) {
                    return false;
                }
            }
        } else if db != rb
            && !region_properly_contains(
                rw.body,
                rw.body.block_region(ib),
                rw.body.block_region(rb),
            )
        {
            return false;
        }
        let shape = rw.body.operand(reshape, 1);
        let Some(elem) = elem_of(ctx, rw.body.value_type(shape)) else {
            return false;
        };
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_after(reshape);
        // The builder sets the default `nontemporal = false`.
        let nontemporal = ctx.intern_attr(AttrData::Integer {
            ty: ctx.common().i1,
            value: APInt::from_u64(1, 0),
        });
        let p = props(ctx, &[("nontemporal", nontemporal)]);
        let l = create(rw, "memref.load", loc, &[shape, index], &[elem], &[], p, 0);
        let mut v = rw.body.result(l, 0);
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
    DimOfMemRefReshape,
    "memref.dim",
    "(anonymous namespace)::DimOfMemRefReshape"
);

/// `memref.dim` patterns.
pub(crate) fn dim_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(DimOfMemRefReshape));
}

/// Whether `op` itself may allocate on the automatic allocation scope
/// (MLIR's `isOpItselfPotentialAutomaticAllocation`): ops without declared
/// effects may, ops with recursive effects do not, `memref.alloca` does.
fn potential_automatic_allocation(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(info) = ctx.op_info(body.op_name(op)) else {
        return true;
    };
    let traits = info.traits;
    use rmlir_ir::registry::OpTraits;
    if traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS) {
        return false;
    }
    if traits.contains(OpTraits::PURE) || traits.contains(OpTraits::NO_MEMORY_EFFECT) {
        return false;
    }
    if info.effects.is_none() {
        return true;
    }
    is_op(ctx, body, op, "memref.alloca")
}

/// `AllocaScopeInliner`: an `alloca_scope` without potential stack
/// allocations (or directly in an allocation scope as the last op before
/// the terminator of a single-block region) is inlined.
struct AllocaScopeInliner;

impl AllocaScopeInliner {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        use rmlir_ir::registry::OpTraits;
        let ctx = rw.ctx;
        let body = &*rw.body;
        let mut potential = false;
        let mut stack: Vec<OpId> = Vec::new();
        for &r in body.op_regions(op) {
            for b in body.region_blocks(r) {
                stack.extend(body.block_ops(b));
            }
        }
        while let Some(o) = stack.pop() {
            if potential_automatic_allocation(ctx, body, o) {
                potential = true;
                break;
            }
            if ctx
                .op_traits(body.op_name(o))
                .contains(OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
            {
                continue;
            }
            for &r in body.op_regions(o) {
                for b in body.region_blocks(r) {
                    stack.extend(body.block_ops(b));
                }
            }
        }
        if potential {
            // At the top of a body the parent is the isolated op owning it
            // (a function): taken as an allocation scope.
            if let Some(parent) = body.parent_op(op) {
                if !ctx
                    .op_traits(body.op_name(parent))
                    .contains(OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
                {
                    return false;
                }
            }
            if !last_non_terminator_in_region(ctx, body, op) {
                return false;
            }
        }
        let region = body.op_regions(op)[0];
        let Some(inner) = body.entry_block(region) else {
            return false;
        };
        let Some(term) = body.last_op(inner) else {
            return false;
        };
        let results: Vec<ValueId> = body.operands(term).collect();
        rw.inline_block_before(inner, op, &[]);
        rw.replace_op(op, &results);
        rw.erase_op(term);
        true
    }
}
pattern!(
    AllocaScopeInliner,
    "memref.alloca_scope",
    "AllocaScopeInliner"
);

/// MLIR's `lastNonTerminatorInRegion`: `op` is followed only by the
/// terminator of its block, the only block of its region.
fn last_non_terminator_in_region(ctx: &Context, body: &Body, op: OpId) -> bool {
    use rmlir_ir::registry::OpTraits;
    let Some(block) = body.op_block(op) else {
        return false;
    };
    let last = body.last_op(block);
    let has_term = last.is_some_and(|t| {
        ctx.op_traits(body.op_name(t))
            .contains(OpTraits::TERMINATOR)
            || ctx.op_info(body.op_name(t)).is_none()
    });
    has_term
        && body.next_op(op) == last
        && body.region_blocks(body.block_region(block)).count() == 1
}

/// Whether `op` has the `AutomaticAllocationScope` trait; `None` (the
/// owner of the body, a function) counts as one.
fn is_allocation_scope(ctx: &Context, body: &Body, op: Option<OpId>) -> bool {
    op.is_none_or(|o| {
        ctx.op_traits(body.op_name(o))
            .contains(rmlir_ir::registry::OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
    })
}

/// Whether region `outer` is `inner` or an ancestor of it.
fn region_is_ancestor(body: &Body, outer: rmlir_ir::RegionId, inner: rmlir_ir::RegionId) -> bool {
    outer == inner || region_properly_contains(body, outer, inner)
}

/// `AllocaScopeHoister`: stack allocations in an `alloca_scope` nested
/// (as last ops) in ops that are not allocation scopes move right before
/// the outermost such op when their operands are defined outside it.
struct AllocaScopeHoister;

impl AllocaScopeHoister {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = &*rw.body;
        // The owner of the body (a function) is an allocation scope, so some
        // ancestor always has the trait.
        let Some(mut last_parent) = body.parent_op(op) else {
            return false;
        };
        if is_allocation_scope(ctx, body, Some(last_parent)) {
            return false;
        }
        if !last_non_terminator_in_region(ctx, body, op)
            || !last_non_terminator_in_region(ctx, body, last_parent)
        {
            return false;
        }
        while !is_allocation_scope(ctx, body, body.parent_op(last_parent)) {
            let Some(p) = body.parent_op(last_parent) else {
                return false;
            };
            last_parent = p;
            if !last_non_terminator_in_region(ctx, body, last_parent) {
                return false;
            }
        }
        let Some(op_region) = body.op_block(op).map(|b| body.block_region(b)) else {
            return false;
        };
        let Some(containing) = body
            .op_regions(last_parent)
            .iter()
            .copied()
            .find(|&r| region_is_ancestor(body, r, op_region))
        else {
            return false;
        };
        // `op->walk` in post-order: nested ops before the op holding them.
        let mut to_hoist = Vec::new();
        let mut post = Vec::new();
        post_order(body, op, &mut post);
        for o in post {
            if !is_op(ctx, body, o, "memref.alloca") {
                continue;
            }
            let inside = body.operands(o).any(|v| {
                value_block(body, v)
                    .is_some_and(|b| region_is_ancestor(body, containing, body.block_region(b)))
            });
            if !inside {
                to_hoist.push(o);
            }
        }
        if to_hoist.is_empty() {
            return false;
        }
        rw.set_insertion_point_before(last_parent);
        for o in to_hoist {
            let mut map = rmlir_ir::builder::IrMapping::default();
            let c = rw.clone_op(o, &mut map);
            let results: Vec<ValueId> = rw.body.results(c).collect();
            rw.replace_op(o, &results);
        }
        true
    }
}
pattern!(
    AllocaScopeHoister,
    "memref.alloca_scope",
    "AllocaScopeHoister"
);

/// The ops nested in `op` (and `op` last) in post-order, as MLIR's default
/// `Operation::walk`; iterative.
fn post_order(body: &Body, op: OpId, out: &mut Vec<OpId>) {
    // (op, whether its children were pushed)
    let mut stack = vec![(op, false)];
    while let Some((o, expanded)) = stack.pop() {
        if expanded || body.nested_body(o).is_some() {
            out.push(o);
            continue;
        }
        stack.push((o, true));
        let mut children = Vec::new();
        for &r in body.op_regions(o) {
            for b in body.region_blocks(r) {
                children.extend(body.block_ops(b));
            }
        }
        for c in children.into_iter().rev() {
            stack.push((c, false));
        }
    }
}

/// `memref.alloca_scope` patterns.
pub(crate) fn alloca_scope_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(AllocaScopeInliner));
    out.push(Box::new(AllocaScopeHoister));
}

// ----- reinterpret_cast patterns -------------------------------------------------------

/// MLIR's `constifyIndexValues`: entries static in `statics` take that
/// value, constant operands their constant.
fn constify(
    ctx: &Context,
    body: &Body,
    list: &[Result<i64, ValueId>],
    statics: &[i64],
) -> Vec<Result<i64, ValueId>> {
    list.iter()
        .enumerate()
        .map(|(i, e)| match statics.get(i) {
            Some(&s) if s != DYNAMIC => Ok(s),
            _ => match e {
                Err(v) => const_int(ctx, body, *v).ok_or(*v),
                ok => *ok,
            },
        })
        .collect()
}

/// The constified offset, sizes and strides of a `reinterpret_cast`.
fn reinterpret_constified(ctx: &Context, body: &Body, op: OpId) -> Option<Mixed> {
    let rt = body.value_type(body.result(op, 0));
    let shape = memref_shape(ctx, rt)?;
    let (strides, offset) = strides_and_offset(ctx, rt)?;
    let m = Mixed::of(ctx, body, op);
    Some(Mixed {
        offsets: constify(ctx, body, &m.offsets, &[offset]),
        sizes: constify(ctx, body, &m.sizes, &shape),
        strides: constify(ctx, body, &m.strides, &strides),
    })
}

/// The constified offset, sizes and strides of an
/// `extract_strided_metadata`.
fn metadata_constified(ctx: &Context, body: &Body, op: OpId) -> Option<Mixed> {
    let st = body.value_type(body.operand(op, 0));
    let shape = memref_shape(ctx, st)?;
    let (strides, offset) = strides_and_offset(ctx, st)?;
    let n = shape.len();
    let res = |i: usize| Err(body.result(op, i));
    let offsets: Vec<_> = vec![res(1)];
    let sizes: Vec<_> = (0..n).map(|i| res(2 + i)).collect();
    let strs: Vec<_> = (0..n).map(|i| res(2 + n + i)).collect();
    Some(Mixed {
        offsets: constify(ctx, body, &offsets, &[offset]),
        sizes: constify(ctx, body, &sizes, &shape),
        strides: constify(ctx, body, &strs, &strides),
    })
}

/// `ReinterpretCastOpExtractStridedMetadataFolder`: a reinterpret_cast of
/// the metadata of `x` rebuilding `x` is `x` (through a cast when the type
/// differs); otherwise it reinterprets `x` directly.
struct ReinterpretCastOpExtractStridedMetadataFolder;

impl ReinterpretCastOpExtractStridedMetadataFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(esm) = rw
            .body
            .defining_op(rw.body.operand(op, 0))
            .filter(|&d| is_op(ctx, rw.body, d, "memref.extract_strided_metadata"))
        else {
            return false;
        };
        let x = rw.body.operand(esm, 0);
        let noop = match (
            metadata_constified(ctx, rw.body, esm),
            reinterpret_constified(ctx, rw.body, op),
        ) {
            (Some(a), Some(b)) => {
                a.strides == b.strides && a.sizes == b.sizes && a.offsets == b.offsets
            }
            _ => false,
        };
        if !noop {
            rw.modify_in_place(op, |b| b.set_operand(op, 0, x));
            return true;
        }
        let rt = rw.body.value_type(rw.body.result(op, 0));
        if rw.body.value_type(x) == rt {
            rw.replace_op(op, &[x]);
        } else {
            let loc = rw.body.op_loc(op);
            rw.set_insertion_point_before(op);
            let c = create_cast(rw, "memref.cast", x, rt, loc);
            rw.replace_op(op, &[c]);
        }
        true
    }
}
pattern!(
    ReinterpretCastOpExtractStridedMetadataFolder,
    "memref.reinterpret_cast",
    "(anonymous namespace)::ReinterpretCastOpExtractStridedMetadataFolder"
);

/// `ReinterpretCastOpConstantFolder`: offsets, sizes and strides known from
/// the result type or constant operands become static; a cast restores the
/// type.
struct ReinterpretCastOpConstantFolder;

impl ReinterpretCastOpConstantFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let m = Mixed::of(ctx, rw.body, op);
        let count = |m: &Mixed| {
            m.offsets
                .iter()
                .chain(&m.sizes)
                .chain(&m.strides)
                .filter(|e| e.is_ok())
                .count()
        };
        let Some(c) = reinterpret_constified(ctx, rw.body, op) else {
            return false;
        };
        if count(&m) == count(&c) {
            return false;
        }
        let src = rw.body.operand(op, 0);
        let st = rw.body.value_type(src);
        let Some(elem) = elem_of(ctx, st) else {
            return false;
        };
        let offset = Mixed::statics(&c.offsets);
        let strides = Mixed::statics(&c.strides);
        let new_ty = memref_type(
            ctx,
            &Mixed::statics(&c.sizes),
            elem,
            Some(strided_layout(ctx, offset[0], &strides)),
            memory_space_of(ctx, st),
        );
        let old_ty = rw.body.value_type(rw.body.result(op, 0));
        let (operands, p) = c.build(ctx, src);
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let nv = create(
            rw,
            "memref.reinterpret_cast",
            loc,
            &operands,
            &[new_ty],
            &[],
            p,
            0,
        );
        let nv = rw.body.result(nv, 0);
        let cast = create_cast(rw, "memref.cast", nv, old_ty, loc);
        rw.replace_op(op, &[cast]);
        true
    }
}
pattern!(
    ReinterpretCastOpConstantFolder,
    "memref.reinterpret_cast",
    "(anonymous namespace)::ReinterpretCastOpConstantFolder"
);

/// `memref.reinterpret_cast` patterns.
pub(crate) fn reinterpret_cast_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(ReinterpretCastOpExtractStridedMetadataFolder));
    out.push(Box::new(ReinterpretCastOpConstantFolder));
}

// ----- composition of reshapes ---------------------------------------------------------

/// `CollapseShapeOp::computeCollapsedType` of a memref.
fn memref_collapsed_type(ctx: &Context, src: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let shape = memref_shape(ctx, src)?;
    let mut out = Vec::with_capacity(groups.len());
    for g in groups {
        let mut size: i64 = 1;
        for &d in g {
            size = sat_mul(size, *shape.get(usize::try_from(d).ok()?)?);
        }
        out.push(size);
    }
    let elem = elem_of(ctx, src)?;
    let ms = memory_space_of(ctx, src);
    if layout_of(ctx, src).is_none() {
        return Some(memref_type(ctx, &out, elem, None, ms));
    }
    let (strides, offset) = super::verify::collapsed_strides(ctx, src, groups)?;
    let layout = strided_layout(ctx, offset, &strides);
    Some(memref_type(ctx, &out, elem, Some(layout), ms))
}

/// `CollapseShapeOpMemRefCastFolder`: a collapse of a cast to a less
/// static type collapses the cast's source.
struct CollapseShapeOpMemRefCastFolder;

impl CollapseShapeOpMemRefCastFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(cast) = rw
            .body
            .defining_op(rw.body.operand(op, 0))
            .filter(|&d| is_op(ctx, rw.body, d, "memref.cast"))
        else {
            return false;
        };
        if !cast_can_fold_into_consumer(ctx, rw.body, cast) {
            return false;
        }
        let src = rw.body.operand(cast, 0);
        let groups = reassociation(ctx, rw.body, op);
        let Some(new_ty) = memref_collapsed_type(ctx, rw.body.value_type(src), &groups) else {
            return false;
        };
        let rt = rw.body.value_type(rw.body.result(op, 0));
        if new_ty == rt {
            rw.set_operand(op, 0, src);
            return true;
        }
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let n = create_collapse(rw, "memref", new_ty, src, &groups, loc);
        let c = create_cast(rw, "memref.cast", n, rt, loc);
        rw.replace_op(op, &[c]);
        true
    }
}
pattern!(
    CollapseShapeOpMemRefCastFolder,
    "memref.collapse_shape",
    "CollapseShapeOpMemRefCastFolder"
);

/// `ExpandShapeOpMemRefCastFolder`: an expansion of a cast to a less static
/// type expands the cast's source, constant output sizes becoming static.
struct ExpandShapeOpMemRefCastFolder;

impl ExpandShapeOpMemRefCastFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(cast) = rw
            .body
            .defining_op(rw.body.operand(op, 0))
            .filter(|&d| is_op(ctx, rw.body, d, "memref.cast"))
        else {
            return false;
        };
        if !cast_can_fold_into_consumer(ctx, rw.body, cast) {
            return false;
        }
        let original = expand_output_shape(ctx, rw.body, op);
        let mut output = original.clone();
        let mut sizes = Vec::with_capacity(original.len());
        for (i, e) in original.iter().enumerate() {
            let c = match e {
                Ok(v) => Some(*v),
                Err(v) => const_int(ctx, rw.body, *v),
            };
            match c {
                Some(c) => {
                    sizes.push(c);
                    output[i] = Ok(c);
                }
                None => sizes.push(DYNAMIC),
            }
        }
        let src = rw.body.operand(cast, 0);
        let st = rw.body.value_type(src);
        let Some(src_shape) = memref_shape(ctx, st) else {
            return false;
        };
        let groups = reassociation(ctx, rw.body, op);
        for (idx, g) in groups.iter().enumerate() {
            let (Some(&first), Some(&dim)) = (g.first(), src_shape.get(idx)) else {
                return false;
            };
            let Some(slice) = usize::try_from(first)
                .ok()
                .and_then(|f| sizes.get(f..f + g.len()))
            else {
                return false;
            };
            if (dim == DYNAMIC) != slice.contains(&DYNAMIC) {
                return false;
            }
        }
        let Some(new_ty) = super::verify::expanded_type(ctx, st, &sizes, &groups) else {
            return false;
        };
        let rt = rw.body.value_type(rw.body.result(op, 0));
        if new_ty == rt {
            rw.set_operand(op, 0, src);
            return true;
        }
        let Some(reassoc) = get_attr(ctx, rw.body, op, "reassociation") else {
            return false;
        };
        let loc = rw.body.op_loc(op);
        rw.set_insertion_point_before(op);
        let n = create_expand(rw, "memref", new_ty, src, reassoc, &output, loc);
        let c = create_cast(rw, "memref.cast", n, rt, loc);
        rw.replace_op(op, &[c]);
        true
    }
}
pattern!(
    ExpandShapeOpMemRefCastFolder,
    "memref.expand_shape",
    "ExpandShapeOpMemRefCastFolder"
);

/// `memref.expand_shape` patterns.
pub(crate) fn expand_shape_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    const OP: &str = "memref.expand_shape";
    out.push(Box::new(ComposeReassociativeReshapeOps(OP)));
    out.push(Box::new(ComposeExpandOfCollapseOp(OP)));
    out.push(Box::new(ExpandShapeOpMemRefCastFolder));
}

/// `memref.collapse_shape` patterns.
pub(crate) fn collapse_shape_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    const OP: &str = "memref.collapse_shape";
    out.push(Box::new(ComposeReassociativeReshapeOps(OP)));
    out.push(Box::new(ComposeCollapseOfExpandOp(OP)));
    out.push(Box::new(CollapseShapeOpMemRefCastFolder));
}
