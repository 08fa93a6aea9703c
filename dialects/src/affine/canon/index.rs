//! Canonicalization patterns of `affine.delinearize_index` and
//! `affine.linearize_index` (MLIR 22's `AffineOps.cpp`):
//!
//! - delinearize: `CancelDelinearizeOfLinearizeDisjointExactTail` (a
//!   delinearization of a `disjoint` linearization with the same trailing
//!   basis elements cancels that tail), `DropUnitExtentBasis` (results of
//!   unit basis elements are 0) and `SplitDelinearizeSpanningLastLinearizeArg`
//!   (trailing basis elements whose product is the linearization's last basis
//!   element split off into a delinearization of its last index);
//! - linearize: `CancelLinearizeOfDelinearizePortion` (runs of consecutive
//!   delinearize results linearized with the same bounds merge into one
//!   index), `DropLinearizeLeadingZero` and
//!   `DropLinearizeUnitComponentsIfDisjointOrZero`.
//!
//! Bases are handled as MLIR's mixed `OpFoldResult` lists: [`Ofr`] is a
//! static size or a value, and a "padded" basis has `None` in front when the
//! op has no outer bound.

use rmlir_ir::affine::{AffineExpr, AffineMap, BinOp};
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::Type;
use rmlir_ir::{AttrData, Loc};
use rmlir_ir::{Body, OpId, ValueDef, ValueId};

use crate::affine::index_attr;
use crate::affine::index_ops::{is_disjoint, linearize_groups, BASIS, DELINEARIZE, LINEARIZE};
use crate::util::attrs::{dense_i64_array, i64_array_attr, props};
use crate::util::build::{create, is_op, pattern};
use crate::util::constant::{const_int, is_zero};
use crate::util::shaped::DYNAMIC;
use rmlir_bytecode::properties::unit_prop_attr;

/// One basis element: MLIR's `OpFoldResult` of an index op's mixed basis.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ofr {
    /// A static size.
    Static(i64),
    /// A dynamic size.
    Value(ValueId),
}

/// A padded basis element: `None` stands for a missing outer bound.
type Padded = Option<Ofr>;

/// MLIR's `getConstantIntValue` on an `OpFoldResult`.
fn const_of(ctx: &Context, body: &Body, o: Ofr) -> Option<i64> {
    match o {
        Ofr::Static(v) => Some(v),
        Ofr::Value(v) => const_int(ctx, body, v),
    }
}

/// MLIR's `getMixedValues`: the static basis with its dynamic markers
/// replaced by the dynamic operands in order; `None` when they disagree.
fn mixed(statics: &[i64], dynamic: &[ValueId]) -> Option<Vec<Ofr>> {
    let mut next = dynamic.iter();
    let out = statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                next.next().map(|&v| Ofr::Value(v))
            } else {
                Some(Ofr::Static(s))
            }
        })
        .collect::<Option<Vec<_>>>()?;
    next.next().is_none().then_some(out)
}

/// MLIR's `dispatchIndexOpFoldResults`: values stay dynamic.
fn dispatch(basis: &[Ofr]) -> (Vec<i64>, Vec<ValueId>) {
    let mut statics = Vec::with_capacity(basis.len());
    let mut dynamic = Vec::new();
    for &b in basis {
        match b {
            Ofr::Static(s) => statics.push(s),
            Ofr::Value(v) => {
                statics.push(DYNAMIC);
                dynamic.push(v);
            }
        }
    }
    (statics, dynamic)
}

/// A `None`-padded basis: `None` in front when there is no outer bound.
fn pad(basis: &[Ofr], has_outer_bound: bool) -> Vec<Padded> {
    let mut out = Vec::with_capacity(basis.len() + 1);
    if !has_outer_bound {
        out.push(None);
    }
    out.extend(basis.iter().map(|&b| Some(b)));
    out
}

/// An `affine.delinearize_index`, read.
struct Delin {
    linear: ValueId,
    statics: Vec<i64>,
    dynamic: Vec<ValueId>,
    basis: Vec<Ofr>,
    num_results: usize,
}

impl Delin {
    fn read(ctx: &Context, body: &Body, op: OpId) -> Option<Delin> {
        if !is_op(ctx, body, op, DELINEARIZE) || body.num_operands(op) == 0 {
            return None;
        }
        let operands: Vec<ValueId> = body.operands(op).collect();
        let statics = i64_array_attr(ctx, body, op, BASIS);
        let dynamic = operands[1..].to_vec();
        let basis = mixed(&statics, &dynamic)?;
        let num_results = body.num_results(op);
        if num_results != basis.len() && num_results != basis.len() + 1 {
            return None;
        }
        Some(Delin {
            linear: operands[0],
            statics,
            dynamic,
            basis,
            num_results,
        })
    }

    fn has_outer_bound(&self) -> bool {
        self.num_results == self.basis.len()
    }

    fn padded(&self) -> Vec<Padded> {
        pad(&self.basis, self.has_outer_bound())
    }
}

/// An `affine.linearize_index`, read.
struct Lin {
    indices: Vec<ValueId>,
    statics: Vec<i64>,
    dynamic: Vec<ValueId>,
    basis: Vec<Ofr>,
    disjoint: bool,
}

impl Lin {
    fn read(ctx: &Context, body: &Body, op: OpId) -> Option<Lin> {
        if !is_op(ctx, body, op, LINEARIZE) {
            return None;
        }
        let (indices, dynamic) = linearize_groups(ctx, body, op);
        let statics = i64_array_attr(ctx, body, op, BASIS);
        let basis = mixed(&statics, &dynamic)?;
        if indices.len() != basis.len() && indices.len() != basis.len() + 1 {
            return None;
        }
        Some(Lin {
            indices,
            statics,
            dynamic,
            basis,
            disjoint: is_disjoint(ctx, body, op),
        })
    }

    fn has_outer_bound(&self) -> bool {
        self.indices.len() == self.basis.len()
    }

    fn padded(&self) -> Vec<Padded> {
        pad(&self.basis, self.has_outer_bound())
    }
}

/// Creates `affine.delinearize_index %linear into (basis)` from a static
/// basis and its dynamic operands; one result more than the basis without
/// an outer bound.
fn create_delinearize(
    rw: &mut PatternRewriter<'_>,
    loc: Loc,
    linear: ValueId,
    statics: &[i64],
    dynamic: &[ValueId],
    has_outer_bound: bool,
) -> OpId {
    let ctx = rw.ctx;
    let n = if has_outer_bound {
        statics.len()
    } else {
        statics.len() + 1
    };
    let types: Vec<Type> = vec![ctx.common().index; n];
    let mut operands = vec![linear];
    operands.extend_from_slice(dynamic);
    let p = props(ctx, &[(BASIS, dense_i64_array(ctx, statics))]);
    create(rw, DELINEARIZE, loc, &operands, &types, &[], p, 0)
}

/// MLIR's `AffineDelinearizeIndexOp::build` from a (possibly padded) mixed
/// basis: a leading `None` drops the outer bound.
fn create_delinearize_padded(
    rw: &mut PatternRewriter<'_>,
    loc: Loc,
    linear: ValueId,
    basis: &[Padded],
    mut has_outer_bound: bool,
) -> OpId {
    let mut basis = basis;
    if has_outer_bound && basis.first() == Some(&None) {
        has_outer_bound = false;
        basis = &basis[1..];
    }
    let basis: Vec<Ofr> = basis.iter().flatten().copied().collect();
    let (statics, dynamic) = dispatch(&basis);
    create_delinearize(rw, loc, linear, &statics, &dynamic, has_outer_bound)
}

/// Creates `affine.linearize_index [disjoint] [indices] by (basis)`.
fn create_linearize(
    rw: &mut PatternRewriter<'_>,
    loc: Loc,
    indices: &[ValueId],
    statics: &[i64],
    dynamic: &[ValueId],
    disjoint: bool,
) -> OpId {
    let ctx = rw.ctx;
    let mut operands = indices.to_vec();
    operands.extend_from_slice(dynamic);
    let p = props(
        ctx,
        &[
            (BASIS, dense_i64_array(ctx, statics)),
            ("disjoint", unit_prop_attr(ctx, disjoint)),
            (
                "operandSegmentSizes",
                rmlir_ods::segment_attr(ctx, &[indices.len(), dynamic.len()]),
            ),
        ],
    );
    let index = ctx.common().index;
    create(rw, LINEARIZE, loc, &operands, &[index], &[], p, 0)
}

/// MLIR's `AffineLinearizeIndexOp::build` from a (possibly padded) mixed
/// basis: a leading `None` is dropped.
fn create_linearize_padded(
    rw: &mut PatternRewriter<'_>,
    loc: Loc,
    indices: &[ValueId],
    basis: &[Padded],
    disjoint: bool,
) -> OpId {
    let basis: Vec<Ofr> = basis.iter().flatten().copied().collect();
    let (statics, dynamic) = dispatch(&basis);
    create_linearize(rw, loc, indices, &statics, &dynamic, disjoint)
}

/// `arith.constant <value> : index`.
fn index_constant(rw: &mut PatternRewriter<'_>, loc: Loc, value: i64) -> ValueId {
    let ctx = rw.ctx;
    let p = props(ctx, &[("value", index_attr(ctx, value))]);
    let index = ctx.common().index;
    let op = create(rw, "arith.constant", loc, &[], &[index], &[], p, 0);
    rw.body().result(op, 0)
}

fn results(body: &Body, op: OpId) -> Vec<ValueId> {
    body.results(op).collect()
}

// ----- affine.delinearize_index ----------------------------------------------------------

/// The delinearization `op`, the op defining its input and that op read as
/// a `disjoint` linearization, if it is one.
fn delin_of_disjoint_lin(ctx: &Context, body: &Body, op: OpId) -> Option<(Delin, OpId, Lin)> {
    let delin = Delin::read(ctx, body, op)?;
    let lin_op = body.defining_op(delin.linear)?;
    let lin = Lin::read(ctx, body, lin_op)?;
    lin.disjoint.then_some((delin, lin_op, lin))
}

/// `CancelDelinearizeOfLinearizeDisjointExactTail`.
struct CancelDelinearizeOfLinearizeDisjointExactTail;

impl CancelDelinearizeOfLinearizeDisjointExactTail {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let Some((delin, lin_op, lin)) = delin_of_disjoint_lin(ctx, body, op) else {
            return false;
        };
        let matches = lin
            .basis
            .iter()
            .rev()
            .zip(delin.basis.iter().rev())
            .take_while(|(a, b)| a == b)
            .count();
        if matches == 0 {
            return false;
        }
        if matches == lin.basis.len()
            && matches == delin.basis.len()
            && lin.indices.len() == delin.num_results
        {
            rw.replace_op(op, &lin.indices);
            return true;
        }
        let lin_loc = body.op_loc(lin_op);
        let loc = body.op_loc(op);
        let keep_ins = lin.indices.len() - matches;
        let lin_basis = pad(&lin.basis[..lin.basis.len() - matches], true);
        let new_lin = create_linearize_padded(
            rw,
            lin_loc,
            &lin.indices[..keep_ins],
            &lin_basis,
            lin.disjoint,
        );
        let new_lin = rw.body().result(new_lin, 0);
        let delin_basis = pad(&delin.basis[..delin.basis.len() - matches], true);
        let new_delin =
            create_delinearize_padded(rw, loc, new_lin, &delin_basis, delin.has_outer_bound());
        let mut merged = results(rw.body(), new_delin);
        merged.extend_from_slice(&lin.indices[keep_ins..]);
        rw.replace_op(op, &merged);
        true
    }
}

pattern!(
    CancelDelinearizeOfLinearizeDisjointExactTail,
    DELINEARIZE,
    "(anonymous namespace)::CancelDelinearizeOfLinearizeDisjointExactTail"
);

/// `DropUnitExtentBasis`: results of unit basis elements are 0; the others
/// come from a delinearization by the remaining basis.
struct DropUnitExtentBasis;

impl DropUnitExtentBasis {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(delin) = Delin::read(ctx, rw.body(), op) else {
            return false;
        };
        let padded = delin.padded();
        let unit: Vec<bool> = padded
            .iter()
            .map(|b| b.and_then(|b| const_of(ctx, rw.body(), b)) == Some(1))
            .collect();
        if !unit.contains(&true) {
            return false;
        }
        let loc = rw.body().op_loc(op);
        let zero = index_constant(rw, loc, 0);
        let new_basis: Vec<Padded> = padded
            .iter()
            .zip(&unit)
            .filter(|(_, &u)| !u)
            .map(|(&b, _)| b)
            .collect();
        let mut kept = Vec::new().into_iter();
        if !new_basis.is_empty() {
            let new = create_delinearize_padded(rw, loc, delin.linear, &new_basis, true);
            kept = results(rw.body(), new).into_iter();
        }
        let replacements: Vec<ValueId> = unit
            .iter()
            .map(|&u| if u { Some(zero) } else { kept.next() })
            .collect::<Option<Vec<_>>>()
            .unwrap_or_default();
        if replacements.len() != delin.num_results {
            return false;
        }
        rw.replace_op(op, &replacements);
        true
    }
}

pattern!(
    DropUnitExtentBasis,
    DELINEARIZE,
    "(anonymous namespace)::DropUnitExtentBasis"
);

/// `SplitDelinearizeSpanningLastLinearizeArg`: when the last k > 1 static
/// basis elements of a delinearization of a `disjoint` linearization
/// multiply to the linearization's last (static) basis element, those
/// results come from delinearizing the last linearized index directly.
struct SplitDelinearizeSpanningLastLinearizeArg;

impl SplitDelinearizeSpanningLastLinearizeArg {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let Some((delin, lin_op, lin)) = delin_of_disjoint_lin(ctx, body, op) else {
            return false;
        };
        let Some(&target) = lin.statics.last() else {
            return false;
        };
        if target == DYNAMIC {
            return false;
        }
        let mut size: i64 = 1;
        let mut elems = 0usize;
        for &b in delin.statics.iter().rev() {
            if b == DYNAMIC {
                return false;
            }
            size = match size.checked_mul(b) {
                Some(s) => s,
                None => return false,
            };
            elems += 1;
            if size > target {
                return false;
            }
            if size == target {
                break;
            }
        }
        if size < target || elems < 2 {
            return false;
        }
        let (Some(&last), Some(front)) =
            (lin.indices.last(), lin.indices.get(..lin.indices.len() - 1))
        else {
            return false;
        };
        let lin_loc = body.op_loc(lin_op);
        let loc = body.op_loc(op);
        let split_at = delin.statics.len() - elems;
        let without_back = create_linearize(
            rw,
            lin_loc,
            front,
            &lin.statics[..lin.statics.len() - 1],
            &lin.dynamic,
            lin.disjoint,
        );
        let without_back = rw.body().result(without_back, 0);
        let head = create_delinearize(
            rw,
            loc,
            without_back,
            &delin.statics[..split_at],
            &delin.dynamic,
            delin.has_outer_bound(),
        );
        let tail = create_delinearize(rw, loc, last, &delin.statics[split_at..], &[], true);
        let mut all = results(rw.body(), head);
        all.extend(results(rw.body(), tail));
        if all.len() != delin.num_results {
            return false;
        }
        rw.replace_op(op, &all);
        true
    }
}

pattern!(
    SplitDelinearizeSpanningLastLinearizeArg,
    DELINEARIZE,
    "(anonymous namespace)::SplitDelinearizeSpanningLastLinearizeArg"
);

/// `affine.delinearize_index` canonicalization patterns.
pub(crate) fn delinearize_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(CancelDelinearizeOfLinearizeDisjointExactTail));
    out.push(Box::new(DropUnitExtentBasis));
    out.push(Box::new(SplitDelinearizeSpanningLastLinearizeArg));
}

// ----- affine.linearize_index -------------------------------------------------------------

/// `DropLinearizeUnitComponentsIfDisjointOrZero`: indices with a unit basis
/// element go when the op is `disjoint` or the index is a constant 0.
struct DropLinearizeUnitComponentsIfDisjointOrZero;

impl DropLinearizeUnitComponentsIfDisjointOrZero {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let Some(lin) = Lin::read(ctx, body, op) else {
            return false;
        };
        let mut indices = lin.indices.as_slice();
        let mut new_indices = Vec::with_capacity(indices.len());
        let mut new_basis = Vec::with_capacity(indices.len());
        if !lin.has_outer_bound() {
            new_indices.push(indices[0]);
            indices = &indices[1..];
        }
        for (&index, &b) in indices.iter().zip(&lin.basis) {
            if const_of(ctx, body, b) != Some(1) {
                new_indices.push(index);
                new_basis.push(Some(b));
                continue;
            }
            if !lin.disjoint && const_int(ctx, body, index) != Some(0) {
                new_indices.push(index);
                new_basis.push(Some(b));
            }
        }
        if new_indices.len() == lin.indices.len() {
            return false;
        }
        let loc = body.op_loc(op);
        let new = if new_indices.is_empty() {
            index_constant(rw, loc, 0)
        } else {
            let l = create_linearize_padded(rw, loc, &new_indices, &new_basis, lin.disjoint);
            rw.body().result(l, 0)
        };
        rw.replace_op(op, &[new]);
        true
    }
}

pattern!(
    DropLinearizeUnitComponentsIfDisjointOrZero,
    LINEARIZE,
    "(anonymous namespace)::DropLinearizeUnitComponentsIfDisjointOrZero"
);

/// `DropLinearizeLeadingZero`: a leading constant-0 index goes, with the
/// outer bound if there is one.
struct DropLinearizeLeadingZero;

impl DropLinearizeLeadingZero {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let Some(lin) = Lin::read(ctx, body, op) else {
            return false;
        };
        let Some(&leading) = lin.indices.first() else {
            return false;
        };
        if !is_zero(ctx, body, leading) {
            return false;
        }
        if lin.indices.len() == 1 {
            rw.replace_op(op, &[leading]);
            return true;
        }
        let basis = if lin.has_outer_bound() {
            &lin.basis[1..]
        } else {
            &lin.basis[..]
        };
        let loc = body.op_loc(op);
        let basis = pad(basis, true);
        let new = create_linearize_padded(rw, loc, &lin.indices[1..], &basis, lin.disjoint);
        let new = rw.body().result(new, 0);
        rw.replace_op(op, &[new]);
        true
    }
}

pattern!(
    DropLinearizeLeadingZero,
    LINEARIZE,
    "(anonymous namespace)::DropLinearizeLeadingZero"
);

/// MLIR's `computeProduct`: the product of `terms` as a static size, or an
/// `affine.apply` of the product of the dynamic ones (created at the
/// rewriter's insertion point); `None` when a term is missing.
fn compute_product(rw: &mut PatternRewriter<'_>, loc: Loc, terms: &[Padded]) -> Padded {
    let ctx = rw.ctx;
    let mut dynamic = Vec::new();
    let mut result = AffineExpr::constant(1);
    for &t in terms {
        let t = t?;
        if let Some(c) = const_of(ctx, rw.body(), t) {
            result = result.mul(AffineExpr::constant(c));
        } else if let Ofr::Value(v) = t {
            result = result.mul(AffineExpr::symbol(dynamic.len() as u32));
            dynamic.push(v);
        }
    }
    if let Some(c) = result.constant_value() {
        return Some(Ofr::Static(c));
    }
    let map = AffineMap::new(0, dynamic.len() as u32, vec![result]);
    let attr = ctx.intern_attr(AttrData::AffineMap(map));
    let p = props(ctx, &[("map", attr)]);
    let index = ctx.common().index;
    let apply = create(rw, "affine.apply", loc, &dynamic, &[index], &[], p, 0);
    Some(Ofr::Value(rw.body().result(apply, 0)))
}

/// A run of `length` linearize inputs from `lin_start` that are the
/// results of `delin` from `delin_start`, with the same bounds.
struct Run {
    delin: OpId,
    lin_start: usize,
    delin_start: usize,
    length: usize,
}

/// `CancelLinearizeOfDelinearizePortion`: consecutive results of one
/// `affine.delinearize_index` linearized with the same bounds merge into
/// one index (the delinearization's input itself when all its results are
/// merged); the delinearization is rebuilt with the merged size and a
/// residual delinearization feeds the merged results' other users.
struct CancelLinearizeOfDelinearizePortion;

impl CancelLinearizeOfDelinearizePortion {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let Some(lin) = Lin::read(ctx, body, op) else {
            return false;
        };
        let lin_basis = lin.padded();
        let multi = &lin.indices;
        let n = multi.len();
        let mut runs: Vec<Run> = Vec::new();
        let mut idx = 0;
        while idx < n {
            let ValueDef::Result { op: d, index } = body.value_def(multi[idx]) else {
                idx += 1;
                continue;
            };
            let Some(delin) = Delin::read(ctx, body, d) else {
                idx += 1;
                continue;
            };
            let delin_idx = index as usize;
            let delin_basis = delin.padded();
            let first_delin = delin_basis[delin_idx];
            let first_lin = lin_basis[idx];
            let bounds_match = first_delin == first_lin;
            let both_at_front = idx == 0 && delin_idx == 0;
            let known_by_disjoint = lin.disjoint && delin_idx == 0 && first_delin.is_none();
            if !bounds_match && !both_at_front && !known_by_disjoint {
                idx += 1;
                continue;
            }
            let mut j = 1;
            while j + idx < n && j + delin_idx < delin.num_results {
                if multi[idx + j] != body.result(d, delin_idx + j) {
                    break;
                }
                if lin_basis[idx + j] != delin_basis[delin_idx + j] {
                    break;
                }
                j += 1;
            }
            if j <= 1 || runs.iter().any(|r| r.delin == d) {
                idx += 1;
                continue;
            }
            runs.push(Run {
                delin: d,
                lin_start: idx,
                delin_start: delin_idx,
                length: j,
            });
            idx += j;
        }
        if runs.is_empty() {
            return false;
        }
        let lin_loc = body.op_loc(op);
        let saved_ip = rw.ip;
        let mut replacements: Vec<Vec<ValueId>> = Vec::with_capacity(runs.len());
        let mut new_index = Vec::with_capacity(n);
        let mut new_basis = Vec::with_capacity(n);
        let mut prev_end = 0;
        for r in &runs {
            new_index.extend_from_slice(&multi[prev_end..r.lin_start]);
            new_basis.extend_from_slice(&lin_basis[prev_end..r.lin_start]);
            prev_end = r.lin_start + r.length;
            rw.set_insertion_point_before(r.delin);
            let Some(delin) = Delin::read(ctx, rw.body(), r.delin) else {
                return false;
            };
            let merge = &lin_basis[r.lin_start..r.lin_start + r.length];
            let new_size = compute_product(rw, lin_loc, merge);
            if r.length == delin.num_results {
                new_index.push(delin.linear);
                new_basis.push(new_size);
                replacements.push(Vec::new());
                continue;
            }
            let delin_loc = rw.body().op_loc(r.delin);
            let mut delin_basis = delin.padded();
            delin_basis.splice(r.delin_start..r.delin_start + r.length, [new_size]);
            let new_delin =
                create_delinearize_padded(rw, delin_loc, delin.linear, &delin_basis, true);
            let new_results = results(rw.body(), new_delin);
            let Some(&combined) = new_results.get(r.delin_start) else {
                return false;
            };
            let residual = create_delinearize_padded(rw, delin_loc, combined, merge, true);
            let mut all = new_results[..r.delin_start].to_vec();
            all.extend(results(rw.body(), residual));
            all.extend_from_slice(&new_results[r.delin_start + 1..]);
            replacements.push(all);
            new_index.push(combined);
            new_basis.push(new_size);
        }
        rw.ip = saved_ip;
        new_index.extend_from_slice(&multi[prev_end..]);
        new_basis.extend_from_slice(&lin_basis[prev_end..]);
        let new = create_linearize_padded(rw, lin_loc, &new_index, &new_basis, lin.disjoint);
        let new = rw.body().result(new, 0);
        rw.replace_op(op, &[new]);
        for (r, values) in runs.iter().zip(&replacements) {
            if !values.is_empty() {
                rw.replace_op(r.delin, values);
            }
        }
        true
    }
}

pattern!(
    CancelLinearizeOfDelinearizePortion,
    LINEARIZE,
    "(anonymous namespace)::CancelLinearizeOfDelinearizePortion"
);

/// `affine.linearize_index` canonicalization patterns.
pub(crate) fn linearize_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(CancelLinearizeOfDelinearizePortion));
    out.push(Box::new(DropLinearizeLeadingZero));
    out.push(Box::new(DropLinearizeUnitComponentsIfDisjointOrZero));
}

// ----- delinearize_index inverses in affine maps -------------------------------------------

/// Whether `term` is `x * stride` (or `x` for a unit stride).
fn is_scaled(term: &AffineExpr, x: &AffineExpr, stride: i64) -> bool {
    if stride == 1 {
        return term == x;
    }
    match term.as_binary() {
        Some((BinOp::Mul, l, r)) => {
            (&l == x && r.constant_value() == Some(stride))
                || (&r == x && l.constant_value() == Some(stride))
        }
        _ => false,
    }
}

/// The terms of a chain of additions.
fn add_terms(e: &AffineExpr, out: &mut Vec<AffineExpr>) {
    let mut stack = vec![e.clone()];
    while let Some(e) = stack.pop() {
        match e.as_binary() {
            Some((BinOp::Add, l, r)) => {
                stack.push(r);
                stack.push(l);
            }
            _ => out.push(e),
        }
    }
}

/// Replaces, in every chain of additions of `e` that holds
/// `results[i] * strides[i]` for every `i` (the outermost such chain on
/// each path), those terms by `linear`.
///
/// This is modelled on mlir-opt-22's observed behaviour (the source of
/// MLIR's rule was not available): a random differential run matches it in
/// about 99% of maps; it differs where MLIR declines, e.g. some chains
/// under a multiplication whose needed terms do not lead the chain, or a
/// unit-stride term that appears twice.
fn replace_inverse(
    e: &AffineExpr,
    results: &[AffineExpr],
    strides: &[i64],
    linear: &AffineExpr,
) -> Option<AffineExpr> {
    stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
        let (op, l, r) = e.as_binary()?;
        if op != BinOp::Add {
            let nl = replace_inverse(&l, results, strides, linear);
            let nr = replace_inverse(&r, results, strides, linear);
            if nl.is_none() && nr.is_none() {
                return None;
            }
            return Some(AffineExpr::binary(op, nl.unwrap_or(l), nr.unwrap_or(r)));
        }
        let mut terms = Vec::new();
        add_terms(e, &mut terms);
        let mut used = vec![false; terms.len()];
        let mut all = true;
        for (x, &s) in results.iter().zip(strides) {
            match (0..terms.len()).find(|&j| !used[j] && is_scaled(&terms[j], x, s)) {
                Some(j) => used[j] = true,
                None => {
                    all = false;
                    break;
                }
            }
        }
        let sum = |terms: Vec<AffineExpr>| terms.into_iter().reduce(|a, b| a.add(b));
        if all {
            let mut kept: Vec<AffineExpr> = terms
                .into_iter()
                .zip(&used)
                .filter(|(_, &u)| !u)
                .map(|(t, _)| t)
                .collect();
            kept.push(linear.clone());
            return sum(kept);
        }
        let mut changed = false;
        for t in terms.iter_mut() {
            if let Some(n) = replace_inverse(t, results, strides, linear) {
                *t = n;
                changed = true;
            }
        }
        if changed {
            sum(terms)
        } else {
            None
        }
    })
}

/// MLIR 22's cancellation of an `affine.delinearize_index` fully reversed
/// in an affine map: when every result of `delin` (static basis) is a dim
/// or symbol of `map` (`dims` / `syms`, `None` for slots already composed
/// away) and a chain of additions in a result holds each of them times its
/// stride (the product of the basis elements after it), those terms become
/// a new last dim (when all those results are dims) or symbol standing for
/// the delinearization's input. Returns the new map, that input and whether
/// it is a dim.
pub(super) fn cancel_delinearize_inverse(
    ctx: &Context,
    body: &Body,
    delin_op: OpId,
    map: &AffineMap,
    dims: &[Option<ValueId>],
    syms: &[Option<ValueId>],
) -> Option<(AffineMap, ValueId, bool)> {
    let delin = Delin::read(ctx, body, delin_op)?;
    if !delin.dynamic.is_empty() || map.num_dims as usize != dims.len() {
        return None;
    }
    let padded = delin.padded();
    let n = delin.num_results;
    let mut strides = vec![1i64; n];
    for i in (0..n.saturating_sub(1)).rev() {
        let Some(Ofr::Static(b)) = padded[i + 1] else {
            return None;
        };
        strides[i] = strides[i + 1].checked_mul(b)?;
    }
    let mut exprs: Vec<Option<AffineExpr>> = vec![None; n];
    let mut note = |v: Option<ValueId>, e: AffineExpr| {
        if let Some(ValueDef::Result { op, index }) = v.map(|v| body.value_def(v)) {
            if op == delin_op {
                exprs[index as usize] = Some(e);
            }
        }
    };
    for (pos, &v) in dims.iter().enumerate() {
        note(v, AffineExpr::dim(pos as u32));
    }
    for (pos, &v) in syms.iter().enumerate() {
        note(v, AffineExpr::symbol(pos as u32));
    }
    let exprs: Vec<AffineExpr> = exprs.into_iter().collect::<Option<_>>()?;
    // The input is a new dim when every result is a dim, else a new symbol.
    let as_dim = exprs.iter().all(|e| e.dim_position().is_some());
    let linear = if as_dim {
        AffineExpr::dim(dims.len() as u32)
    } else {
        AffineExpr::symbol(syms.len() as u32)
    };
    let mut changed = false;
    let results = map
        .results
        .iter()
        .map(|e| match replace_inverse(e, &exprs, &strides, &linear) {
            Some(r) => {
                changed = true;
                r
            }
            None => e.clone(),
        })
        .collect();
    let (nd, ns) = if as_dim {
        (map.num_dims + 1, map.num_symbols)
    } else {
        (map.num_dims, map.num_symbols + 1)
    };
    changed.then(|| (AffineMap::new(nd, ns, results), delin.linear, as_dim))
}
