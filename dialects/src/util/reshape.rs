//! Reassociation indices of reshape ops (`expand_shape`, `collapse_shape`)
//! shared by memref and tensor: verification, folding of inverse pairs and
//! the patterns composing consecutive reshapes (MLIR's `ReshapeOpsUtils`).

use crate::util::attrs::{dense_i64_array, i64_array_attr, index_attr, int_value, props};
use crate::util::build::{create, create_cast, is_op};
use crate::util::constant::fold_value;
use crate::util::diag::quoted;
use crate::util::shaped::{layout_of, shape_of, DYNAMIC};
use crate::util::slice::Mixed;
use crate::util::strided::strides_and_offset;
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::registry::FoldResult;
use rmlir_ir::Context;
use rmlir_ir::Type;
use rmlir_ir::{Attr, AttrData, Loc};
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_numerics::apint::APInt;

/// The source of a reshape op: operand 0, the `src` of `tensor` and
/// `memref` `expand_shape` and `collapse_shape` alike (the folders and
/// patterns here serve all four ops).
pub(crate) fn reshape_src(body: &Body, op: OpId) -> ValueId {
    body.operand(op, 0)
}

/// The groups of a reassociation attribute.
pub fn reassociation(ctx: &Context, body: &Body, op: OpId) -> Vec<Vec<i64>> {
    let Some(a) = rmlir_ods::get_attr(ctx, body, op, "reassociation") else {
        return Vec::new();
    };
    match ctx.attr_data(a) {
        AttrData::Array(groups) => groups
            .iter()
            .map(|&g| match ctx.attr_data(g) {
                AttrData::Array(items) => items.iter().filter_map(|&x| int_value(ctx, x)).collect(),
                _ => Vec::new(),
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// Tensor reshapes: MLIR's `verifyReshapeLikeTypes` followed by the check of
/// the collapsed type (`verifyTensorReshapeOp`).
pub fn verify_tensor_reshape(
    ctx: &Context,
    expanded: Type,
    collapsed: Type,
    groups: &[Vec<i64>],
) -> Result<(), String> {
    let (Some(exp_shape), Some(col_shape)) = (shape_of(ctx, expanded), shape_of(ctx, collapsed))
    else {
        return Ok(());
    };
    let (er, cr) = (exp_shape.len(), col_shape.len());
    if er < cr {
        return Err(format!(
            "expected the expanded type, {} to have a higher (or same) rank than the collapsed type, {}.",
            quoted(ctx, expanded),
            quoted(ctx, collapsed)
        ));
    }
    if cr != groups.len() {
        return Err(format!(
            "expected collapsed rank ({cr}) to equal the number of reassociation maps ({}).",
            groups.len()
        ));
    }
    // getReassociationMaps: every map has as many dims as the largest index + 1.
    let num_dims = groups
        .iter()
        .flatten()
        .copied()
        .max()
        .map_or(0, |m| m.saturating_add(1));
    if !groups.is_empty() && num_dims as usize != er {
        return Err(format!(
            "expected reassociation map #0 to have size equal to the expanded rank ({er}), but it is  {num_dims}."
        ));
    }
    let mut next = 0;
    for (i, g) in groups.iter().enumerate() {
        for &d in g {
            if d != next {
                return Err(format!(
                    "expected reassociation map #{i} to be valid and contiguous."
                ));
            }
            next += 1;
        }
    }
    let mut start = 0;
    for (i, g) in groups.iter().enumerate() {
        let slice = &exp_shape[start..start + g.len()];
        start += g.len();
        if slice.contains(&DYNAMIC) {
            if col_shape[i] != DYNAMIC {
                return Err(format!(
                    "expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"
                ));
            }
        } else {
            let size = slice.iter().fold(1i64, |a, &b| a.wrapping_mul(b));
            if col_shape[i] != size {
                return Err(format!(
                    "expected dimension {i} of collapsed type to be static value of {size}"
                ));
            }
        }
    }
    Ok(())
}

/// Memref reshapes: MLIR's `verifyCollapsedShape`.
pub fn verify_collapsed_shape(
    collapsed: &[i64],
    expanded: &[i64],
    groups: &[Vec<i64>],
) -> Result<(), String> {
    if collapsed.len() != groups.len() {
        return Err(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            groups.len(),
            collapsed.len()
        ));
    }
    let mut next = 0i64;
    for (cdim, g) in groups.iter().enumerate() {
        let mut found_dynamic = false;
        for &edim in g {
            if edim != next {
                return Err("reassociation indices must be contiguous".into());
            }
            next += 1;
            if edim >= expanded.len() as i64 {
                return Err(format!("reassociation index {edim} is out of bounds"));
            }
            if expanded[edim as usize] == DYNAMIC {
                found_dynamic = true;
            }
        }
        if (collapsed[cdim] == DYNAMIC) != found_dynamic {
            return Err(format!(
                "collapsed dim ({cdim}) must be dynamic if and only if reassociation group is dynamic"
            ));
        }
        if !found_dynamic {
            let size = g
                .iter()
                .fold(1i64, |a, &d| a.wrapping_mul(expanded[d as usize]));
            if size != collapsed[cdim] {
                return Err(format!(
                    "collapsed dim size ({}) must equal reassociation group size ({size})",
                    collapsed[cdim]
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return Err("rank 0 memrefs can only be extended/collapsed with/from ones".into());
        }
    } else if next != expanded.len() as i64 {
        return Err(format!(
            "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        ));
    }
    Ok(())
}

/// MLIR's `foldReshapeOp`: a reshape to its source type is the source; a
/// reshape of the inverse reshape back to the original type is the
/// original value when that is provably the identity: the original type
/// has at most one dynamic dimension, or both ops use the same
/// reassociation and either the pair expands then collapses or no group
/// of the original type has two dynamic dimensions.
pub(crate) fn fold_reshape_pair(ctx: &Context, body: &Body, op: OpId, inverse: &str) -> FoldResult {
    let src = reshape_src(body, op);
    let rt = body.value_type(body.result(op, 0));
    if body.value_type(src) == rt {
        return fold_value(src);
    }
    let Some(d) = body
        .defining_op(src)
        .filter(|&d| is_op(ctx, body, d, inverse))
    else {
        return FoldResult::None;
    };
    let inner = reshape_src(body, d);
    if body.value_type(inner) != rt {
        return FoldResult::None;
    }
    let Some(shape) = shape_of(ctx, rt) else {
        return FoldResult::None;
    };
    let dynamic = |dims: &[i64]| dims.iter().filter(|&&x| x == DYNAMIC).count();
    if dynamic(&shape) < 2 {
        return fold_value(inner);
    }
    let groups = reassociation(ctx, body, op);
    if groups != reassociation(ctx, body, d) {
        return FoldResult::None;
    }
    let mid_rank = shape_of(ctx, body.value_type(src)).map_or(0, |s| s.len());
    if shape.len() < mid_rank {
        return fold_value(inner);
    }
    let group_ok = |g: &Vec<i64>| {
        let (Some(&first), len) = (g.first(), g.len()) else {
            return true;
        };
        usize::try_from(first)
            .ok()
            .and_then(|f| shape.get(f..f + len))
            .is_some_and(|dims| dynamic(dims) < 2)
    };
    if groups.iter().all(group_ok) {
        return fold_value(inner);
    }
    FoldResult::None
}

/// MLIR's `composeReassociationIndices`.
fn compose_reassociation(a: &[Vec<i64>], b: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    if a.len() == b.len() {
        return None;
    }
    let (producer, consumer) = if a.len() < b.len() { (b, a) } else { (a, b) };
    if consumer.is_empty() {
        return Some(Vec::new());
    }
    let dims: usize = consumer.iter().map(|g| g.len()).sum();
    if producer.len() != dims {
        return None;
    }
    let mut out = Vec::with_capacity(consumer.len());
    for g in consumer {
        let mut merged = Vec::new();
        for &i in g {
            merged.extend_from_slice(producer.get(usize::try_from(i).ok()?)?);
        }
        out.push(merged);
    }
    Some(out)
}

/// The `reassociation` attribute of `groups`.
fn reassociation_attr(ctx: &Context, groups: &[Vec<i64>]) -> Attr {
    let i64t = ctx.common().i64;
    let arrays: Vec<Attr> = groups
        .iter()
        .map(|g| {
            let items: Vec<Attr> = g
                .iter()
                .map(|&i| {
                    ctx.intern_attr(AttrData::Integer {
                        ty: i64t,
                        value: APInt::from_i64(64, i),
                    })
                })
                .collect();
            ctx.intern_attr(AttrData::Array(items.into()))
        })
        .collect();
    ctx.intern_attr(AttrData::Array(arrays.into()))
}

/// `ComposeReassociativeReshapeOps`: a reshape of a reshape of the same
/// kind (identity layouts only) becomes one reshape of the original source.
pub(crate) struct ComposeReassociativeReshapeOps(pub(crate) &'static str);

impl RewritePattern for ComposeReassociativeReshapeOps {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn debug_name(&self) -> &'static str {
        match self.0 {
            "tensor.expand_shape" => {
                "mlir::ComposeReassociativeReshapeOps<mlir::tensor::ExpandShapeOp, mlir::ReshapeOpKind::kExpand>"
            }
            "tensor.collapse_shape" => {
                "mlir::ComposeReassociativeReshapeOps<mlir::tensor::CollapseShapeOp, mlir::ReshapeOpKind::kCollapse>"
            }
            "memref.expand_shape" => {
                "mlir::ComposeReassociativeReshapeOps<mlir::memref::ExpandShapeOp, mlir::ReshapeOpKind::kExpand>"
            }
            _ => {
                "mlir::ComposeReassociativeReshapeOps<mlir::memref::CollapseShapeOp, mlir::ReshapeOpKind::kCollapse>"
            }
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(inner) = rw
            .body()
            .defining_op(reshape_src(rw.body(), op))
            .filter(|&d| is_op(ctx, rw.body(), d, self.0))
        else {
            return false;
        };
        let src = reshape_src(rw.body(), inner);
        let rt = rw.body().value_type(rw.body().result(op, 0));
        let layout = |t: Type| layout_of(ctx, t).is_some();
        if layout(rw.body().value_type(src))
            || layout(rw.body().value_type(reshape_src(rw.body(), op)))
            || layout(rt)
        {
            return false;
        }
        let outer_groups = reassociation(ctx, rw.body(), op);
        let inner_groups = reassociation(ctx, rw.body(), inner);
        let Some(groups) = compose_reassociation(&outer_groups, &inner_groups) else {
            return false;
        };
        let mut operands: Vec<ValueId> = rw.body().operands(op).collect();
        operands[0] = src;
        let mut entries: Vec<(rmlir_ir::Ident, Attr)> = match rw.body().properties(op) {
            Some(p) => match ctx.attr_data(p) {
                AttrData::Dictionary(e) => e.to_vec(),
                _ => Vec::new(),
            },
            None => Vec::new(),
        };
        let key = ctx.ident("reassociation");
        entries.retain(|(k, _)| *k != key);
        entries.push((key, reassociation_attr(ctx, &groups)));
        let p = Some(ctx.dictionary_attr(entries));
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let n = create(rw, self.0, loc, &operands, &[rt], &[], p, 0);
        let nv = rw.body().result(n, 0);
        rw.replace_op(op, &[nv]);
        true
    }
}

/// The dialect prefix of a reshape op name (`tensor` or `memref`).
fn reshape_dialect(name: &str) -> &'static str {
    if name.starts_with("tensor.") {
        "tensor"
    } else {
        "memref"
    }
}

/// Whether a type has a non-identity layout (MLIR's `hasNonIdentityLayout`).
fn non_identity_layout(ctx: &Context, t: Type) -> bool {
    !has_identity_layout(ctx, t)
}

/// Whether the layout of `t` is the identity (MLIR's
/// `getLayout().isIdentity()`): no layout, or a strided layout whose map is
/// the identity, `strided<[1]>` with offset 0 on a rank-1 memref.
pub(crate) fn has_identity_layout(ctx: &Context, t: Type) -> bool {
    if layout_of(ctx, t).is_none() {
        return true;
    }
    let rank = shape_of(ctx, t).map_or(0, |s| s.len());
    rank == 1 && strides_and_offset(ctx, t) == Some((vec![1], 0))
}

/// Creates `<dialect>.collapse_shape` of `src` to `ty`.
pub(crate) fn create_collapse(
    rw: &mut PatternRewriter<'_>,
    dialect: &str,
    ty: Type,
    src: ValueId,
    groups: &[Vec<i64>],
    loc: Loc,
) -> ValueId {
    let ctx = rw.ctx;
    let p = props(ctx, &[("reassociation", reassociation_attr(ctx, groups))]);
    let name = format!("{dialect}.collapse_shape");
    let op = create(rw, &name, loc, &[src], &[ty], &[], p, 0);
    rw.body().result(op, 0)
}

/// Creates `<dialect>.expand_shape` of `src` to `ty` with the mixed output
/// shape `output`.
pub(crate) fn create_expand(
    rw: &mut PatternRewriter<'_>,
    dialect: &str,
    ty: Type,
    src: ValueId,
    reassociation: Attr,
    output: &[Result<i64, ValueId>],
    loc: Loc,
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
    let name = format!("{dialect}.expand_shape");
    let op = create(rw, &name, loc, &operands, &[ty], &[], p, 0);
    rw.body().result(op, 0)
}

/// The mixed output shape of an `expand_shape`.
pub(crate) fn expand_output_shape(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Vec<Result<i64, ValueId>> {
    let statics = i64_array_attr(ctx, body, op, "static_output_shape");
    let dyns: Vec<ValueId> = body.operands(op).skip(1).collect();
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

/// `ComposeCollapseOfExpandOp`: `collapse(expand(x))` becomes one reshape
/// of `x` (or a cast when the rank does not change) when the groups line
/// up. An expansion needing a computed output shape is not built.
pub(crate) struct ComposeCollapseOfExpandOp(pub(crate) &'static str);

impl RewritePattern for ComposeCollapseOfExpandOp {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn debug_name(&self) -> &'static str {
        if reshape_dialect(self.0) == "tensor" {
            "mlir::ComposeCollapseOfExpandOp<mlir::tensor::CollapseShapeOp, mlir::tensor::ExpandShapeOp, mlir::tensor::CastOp, mlir::tensor::DimOp, mlir::RankedTensorType>"
        } else {
            "mlir::ComposeCollapseOfExpandOp<mlir::memref::CollapseShapeOp, mlir::memref::ExpandShapeOp, mlir::memref::CastOp, mlir::memref::DimOp, mlir::MemRefType>"
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let dialect = reshape_dialect(self.0);
        let expand_name = format!("{dialect}.expand_shape");
        let Some(expand) = rw
            .body()
            .defining_op(reshape_src(rw.body(), op))
            .filter(|&d| is_op(ctx, rw.body(), d, &expand_name))
        else {
            return false;
        };
        let src = reshape_src(rw.body(), expand);
        let src_ty = rw.body().value_type(src);
        let res_ty = rw.body().value_type(rw.body().result(op, 0));
        if non_identity_layout(ctx, rw.body().value_type(reshape_src(rw.body(), op)))
            || non_identity_layout(ctx, src_ty)
            || non_identity_layout(ctx, rw.body().value_type(rw.body().result(expand, 0)))
        {
            return false;
        }
        let (Some(src_shape), Some(res_shape)) = (shape_of(ctx, src_ty), shape_of(ctx, res_ty))
        else {
            return false;
        };
        if src_ty == res_ty {
            return false;
        }
        let expand_groups = reassociation(ctx, rw.body(), expand);
        let collapse_groups = reassociation(ctx, rw.body(), op);
        let (higher, lower) = if src_shape.len() > res_shape.len() {
            (&expand_groups, &collapse_groups)
        } else {
            (&collapse_groups, &expand_groups)
        };
        let mut id = 0usize;
        let mut composed = Vec::with_capacity(lower.len());
        for low in lower {
            let Some(&low_last) = low.last() else {
                return false;
            };
            let mut indices = Vec::new();
            while id < higher.len() {
                let Some(&right) = higher[id].last() else {
                    return false;
                };
                if right > low_last {
                    return false;
                }
                indices.push(id as i64);
                id += 1;
                if right == low_last {
                    break;
                }
            }
            composed.push(indices);
        }
        let loc = rw.body().op_loc(op);
        use std::cmp::Ordering;
        let nv = match src_shape.len().cmp(&res_shape.len()) {
            Ordering::Greater => {
                rw.set_insertion_point_before(op);
                create_collapse(rw, dialect, res_ty, src, &composed, loc)
            }
            Ordering::Less => {
                // Each output size is the product of the expansion's output
                // sizes in the collapsed group: the dynamic ones multiplied
                // in order, then the product of the static ones.
                let expand_output = expand_output_shape(ctx, rw.body(), expand);
                let reassoc = reassociation_attr(ctx, &composed);
                rw.set_insertion_point_before(op);
                let mut output = Vec::with_capacity(collapse_groups.len());
                for g in &collapse_groups {
                    let mut acc: Option<ValueId> = None;
                    let mut product: i64 = 1;
                    for &d in g {
                        match usize::try_from(d).ok().and_then(|d| expand_output.get(d)) {
                            Some(Ok(c)) => product = product.wrapping_mul(*c),
                            Some(Err(v)) => {
                                acc = Some(match acc {
                                    Some(a) => create_muli(rw, a, *v, loc),
                                    None => *v,
                                })
                            }
                            None => return false,
                        }
                    }
                    output.push(match acc {
                        None => Ok(product),
                        Some(a) if product == 1 => Err(a),
                        Some(a) => {
                            let c = create_index_constant(rw, product, loc);
                            Err(create_muli(rw, a, c, loc))
                        }
                    });
                }
                create_expand(rw, dialect, res_ty, src, reassoc, &output, loc)
            }
            Ordering::Equal => {
                rw.set_insertion_point_before(op);
                let name = format!("{dialect}.cast");
                create_cast(rw, &name, src, res_ty, loc)
            }
        };
        rw.replace_op(op, &[nv]);
        true
    }
}

/// `arith.constant <value> : index`.
fn create_index_constant(rw: &mut PatternRewriter<'_>, value: i64, loc: Loc) -> ValueId {
    let ctx = rw.ctx;
    let p = props(ctx, &[("value", index_attr(ctx, value))]);
    let index = ctx.common().index;
    let op = create(rw, "arith.constant", loc, &[], &[index], &[], p, 0);
    rw.body().result(op, 0)
}

/// `arith.muli %a, %b : index` (no overflow flags).
fn create_muli(rw: &mut PatternRewriter<'_>, a: ValueId, b: ValueId, loc: Loc) -> ValueId {
    let ctx = rw.ctx;
    let flags = ctx.intern_attr(AttrData::Dialect {
        text: "arith.overflow<none>".into(),
    });
    let p = props(ctx, &[("overflowFlags", flags)]);
    let index = ctx.common().index;
    let op = create(rw, "arith.muli", loc, &[a, b], &[index], &[], p, 0);
    rw.body().result(op, 0)
}

/// An inclusive range of source dims (MLIR's `ReassociationIndexRange`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct DimRange {
    left: i64,
    right: i64,
}

impl DimRange {
    /// Whether the range is within `[0, n - 1]`.
    fn within(&self, n: usize) -> bool {
        self.left >= 0 && self.right < n as i64
    }

    /// The indices of the range.
    fn indices(&self) -> Vec<i64> {
        (self.left..=self.right).collect()
    }

    /// MLIR's `getNonOverlappingIndicesWith` (its edge cases included).
    fn non_overlapping(&self, rhs: &DimRange) -> Vec<i64> {
        if self.right < rhs.left {
            let mut v = self.indices();
            v.extend(rhs.indices());
            return v;
        }
        let mut v: Vec<i64> = (self.left.min(rhs.left)..self.left.max(rhs.left)).collect();
        let (start, end) = (self.right.min(rhs.right) + 1, self.right.max(rhs.right));
        if start < end {
            v.extend(start..=end);
        }
        v
    }
}

/// MLIR's `findReassociationRangeForDynamicDim`: from `start` up to the
/// first dynamic dim (to the end when `greedy`).
fn range_for_dynamic(source: &[i64], start: i64, greedy: bool) -> Option<DimRange> {
    let n = source.len();
    let mut it = DimRange {
        left: start,
        right: start,
    };
    let mut found = None;
    while it.within(n) {
        if source[it.right as usize] == DYNAMIC {
            found = Some(it);
            break;
        }
        it.right += 1;
    }
    let mut r = found?;
    if greedy {
        r.right = n as i64 - 1;
    }
    Some(r)
}

/// MLIR's `findReassociationRangeForSize`: the first run of static dims
/// from `start` whose product is `target` (followed by the unit dims after
/// it when `greedy`).
fn range_for_size(source: &[i64], start: i64, target: i64, greedy: bool) -> Option<DimRange> {
    let n = source.len();
    let mut it = DimRange {
        left: start,
        right: start,
    };
    let mut prod: i64 = 1;
    let mut found = None;
    while it.within(n) {
        let size = source[it.right as usize];
        if size == DYNAMIC {
            prod = 1;
            it = DimRange {
                left: it.right + 1,
                right: it.right + 1,
            };
            continue;
        }
        prod = prod.wrapping_mul(size);
        while prod > target && it.left != it.right {
            let front = source[it.left as usize];
            if front != 0 {
                prod /= front;
            }
            it.left += 1;
        }
        if prod == target {
            found = Some(it);
            break;
        }
        it.right += 1;
    }
    let mut r = found?;
    if greedy {
        it.right += 1;
        while it.within(n) && source[it.right as usize] == 1 {
            r = it;
            it.right += 1;
        }
    }
    Some(r)
}

/// MLIR's `findReassociationRangesForCollapse`, left to right.
fn ranges_for_collapse(source: &[i64], target: &[i64]) -> Option<Vec<DimRange>> {
    let n = source.len();
    let mut ranges: Vec<DimRange> = Vec::with_capacity(target.len());
    let mut prev: Option<i64> = None;
    let mut sd: i64 = 0;
    for (td, &t) in target.iter().enumerate() {
        let greedy = td == target.len() - 1;
        let r = if t == DYNAMIC {
            range_for_dynamic(source, sd, greedy)
        } else {
            range_for_size(source, sd, t, greedy)
        }?;
        if !(r.left >= 0 && r.left <= r.right && r.within(n)) {
            return None;
        }
        if r.left > sd {
            if prev != Some(DYNAMIC) {
                return None;
            }
            ranges.last_mut()?.right = r.left - 1;
        }
        prev = Some(t);
        sd = r.right + 1;
        ranges.push(r);
    }
    if ranges.last()?.right < n as i64 - 1 {
        return None;
    }
    Some(ranges)
}

/// MLIR's `getReassociationIndicesForCollapse`: the collapse of `source`
/// into `target`, found left to right and right to left; the two may only
/// differ in unit dims.
fn reassociation_for_collapse(source: &[i64], target: &[i64]) -> Option<Vec<Vec<i64>>> {
    let (ns, nt) = (source.len(), target.len());
    if ns <= nt {
        return None;
    }
    if nt == 0 {
        return source
            .iter()
            .all(|&d| d == 1 || d == DYNAMIC)
            .then(Vec::new);
    }
    let forward = ranges_for_collapse(source, target)?;
    let rs: Vec<i64> = source.iter().rev().copied().collect();
    let rt: Vec<i64> = target.iter().rev().copied().collect();
    let mut reverse = ranges_for_collapse(&rs, &rt)?;
    for r in reverse.iter_mut() {
        let (l, rr) = (r.left, r.right);
        r.left = ns as i64 - 1 - rr;
        r.right = ns as i64 - 1 - l;
    }
    reverse.reverse();
    if forward.len() != nt || reverse.len() != nt {
        return None;
    }
    let mut map = Vec::with_capacity(nt);
    for (f, r) in forward.iter().zip(&reverse) {
        for d in f.non_overlapping(r) {
            if usize::try_from(d).ok().and_then(|d| source.get(d)) != Some(&1) {
                return None;
            }
        }
        map.push(f.indices());
    }
    Some(map)
}

/// `ComposeExpandOfCollapseOp::findCollapsingReassociation`.
fn find_collapsing_reassociation(
    src_groups: &[Vec<i64>],
    res_groups: &[Vec<i64>],
    src_shape: &[i64],
    res_shape: &[i64],
) -> Option<Vec<Vec<i64>>> {
    if src_groups.is_empty() {
        return reassociation_for_collapse(src_shape, res_shape);
    }
    let mut composed = Vec::new();
    for (si, ri) in src_groups.iter().zip(res_groups) {
        let (&s0, &r0) = (si.first()?, ri.first()?);
        let sub = |shape: &[i64], start: i64, len: usize| -> Option<Vec<i64>> {
            let start = usize::try_from(start).ok()?;
            shape.get(start..start + len).map(|s| s.to_vec())
        };
        let src_sub = sub(src_shape, s0, si.len())?;
        let res_sub = sub(res_shape, r0, ri.len())?;
        if src_sub.len() == res_sub.len() {
            if src_sub != res_sub || src_sub.iter().filter(|&&d| d == DYNAMIC).count() >= 2 {
                return None;
            }
            for k in 0..src_sub.len() {
                composed.push(vec![s0 + k as i64]);
            }
            continue;
        }
        // MLIR 22 gives up on sub-shapes with several dynamic dims (which
        // dynamic dim maps where is unknown).
        if src_sub.iter().filter(|&&d| d == DYNAMIC).count() >= 2 {
            return None;
        }
        for g in reassociation_for_collapse(&src_sub, &res_sub)? {
            composed.push(g.iter().map(|&i| s0 + i).collect());
        }
    }
    Some(composed)
}

/// `ComposeExpandOfCollapseOp`: `expand(collapse(x))` becomes one reshape
/// of `x` when each group can be re-split.
pub(crate) struct ComposeExpandOfCollapseOp(pub(crate) &'static str);

impl RewritePattern for ComposeExpandOfCollapseOp {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn debug_name(&self) -> &'static str {
        if reshape_dialect(self.0) == "tensor" {
            "mlir::ComposeExpandOfCollapseOp<mlir::tensor::ExpandShapeOp, mlir::tensor::CollapseShapeOp>"
        } else {
            "mlir::ComposeExpandOfCollapseOp<mlir::memref::ExpandShapeOp, mlir::memref::CollapseShapeOp>"
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let dialect = reshape_dialect(self.0);
        let collapse_name = format!("{dialect}.collapse_shape");
        let Some(collapse) = rw
            .body()
            .defining_op(reshape_src(rw.body(), op))
            .filter(|&d| is_op(ctx, rw.body(), d, &collapse_name))
        else {
            return false;
        };
        let src = reshape_src(rw.body(), collapse);
        let src_ty = rw.body().value_type(src);
        let res_ty = rw.body().value_type(rw.body().result(op, 0));
        if non_identity_layout(ctx, rw.body().value_type(reshape_src(rw.body(), op)))
            || non_identity_layout(ctx, src_ty)
            || non_identity_layout(ctx, rw.body().value_type(rw.body().result(collapse, 0)))
        {
            return false;
        }
        let (Some(src_shape), Some(res_shape)) = (shape_of(ctx, src_ty), shape_of(ctx, res_ty))
        else {
            return false;
        };
        if src_shape.len() == res_shape.len() {
            return false;
        }
        let src_groups = reassociation(ctx, rw.body(), collapse);
        let res_groups = reassociation(ctx, rw.body(), op);
        let loc = rw.body().op_loc(op);
        let nv = if src_shape.len() > res_shape.len() {
            let Some(composed) =
                find_collapsing_reassociation(&src_groups, &res_groups, &src_shape, &res_shape)
            else {
                return false;
            };
            rw.set_insertion_point_before(op);
            create_collapse(rw, dialect, res_ty, src, &composed, loc)
        } else {
            let Some(composed) =
                find_collapsing_reassociation(&res_groups, &src_groups, &res_shape, &src_shape)
            else {
                return false;
            };
            let output = expand_output_shape(ctx, rw.body(), op);
            let reassoc = reassociation_attr(ctx, &composed);
            rw.set_insertion_point_before(op);
            create_expand(rw, dialect, res_ty, src, reassoc, &output, loc)
        };
        rw.replace_op(op, &[nv]);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::{find_collapsing_reassociation, reassociation_for_collapse};
    use crate::util::shaped::DYNAMIC;

    const D: i64 = DYNAMIC;

    #[test]
    fn collapse_reassociation_static() {
        assert_eq!(
            reassociation_for_collapse(&[3, 2, 1, 4], &[6, 4]),
            Some(vec![vec![0, 1], vec![2, 3]])
        );
        assert_eq!(
            reassociation_for_collapse(&[1, 3, 2, 1, 4, 1], &[6, 4]),
            Some(vec![vec![0, 1, 2], vec![3, 4, 5]])
        );
        assert_eq!(reassociation_for_collapse(&[8, 6], &[3, 16]), None);
        // Not a collapse.
        assert_eq!(reassociation_for_collapse(&[2, 3], &[6, 1]), None);
        // Scalars: only unit or dynamic dims.
        assert_eq!(reassociation_for_collapse(&[1, D], &[]), Some(vec![]));
        assert_eq!(reassociation_for_collapse(&[2, 1], &[]), None);
    }

    #[test]
    fn collapse_reassociation_dynamic() {
        assert_eq!(
            reassociation_for_collapse(&[4, D, 6], &[4, D]),
            Some(vec![vec![0], vec![1, 2]])
        );
        assert_eq!(
            reassociation_for_collapse(&[D, 2, 3, 5], &[D, 15]),
            Some(vec![vec![0, 1], vec![2, 3]])
        );
        // Found left to right only: ambiguous.
        assert_eq!(reassociation_for_collapse(&[2, 2, D], &[2, D]), None);
    }

    #[test]
    fn collapsing_reassociation_of_groups() {
        // Equal-sized groups are kept dim by dim.
        assert_eq!(
            find_collapsing_reassociation(
                &[vec![0, 1], vec![2, 3]],
                &[vec![0], vec![1, 2]],
                &[2, 3, 4, 5],
                &[6, 4, 5]
            ),
            Some(vec![vec![0, 1], vec![2], vec![3]])
        );
        // Two dynamic dims in a group: unknown.
        assert_eq!(
            find_collapsing_reassociation(&[vec![0, 1, 2]], &[vec![0, 1]], &[D, D, 1], &[D, D]),
            None
        );
    }
}
