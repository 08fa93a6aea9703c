//! Canonicalization of `scf.forall` (MLIR 22's
//! `ForallOp::getCanonicalizationPatterns` in `SCF.cpp`): `tensor.dim` of a
//! result reads the tied shared output, `tensor.cast`s feeding shared
//! outputs move into the loop, constant control operands become static
//! bounds, unused or never written shared outputs are dropped, dimensions
//! running zero or one times are removed, and induction variables of
//! single-iteration dimensions become their lower bound. `scf.forall` has
//! no folder.

use super::{erase_op_results, preserves_static_information, tensor_cast, ub_minus_lb};
use crate::scf::ParallelInsertSliceOp;
use crate::tensor::{CastOp, DimOp};
use crate::util::attrs::{i64_array_attr, props};
use crate::util::build::{create, is_op};
use crate::util::constant::constant_int;
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::IrMapping;
use rmlir_ir::Type;
use rmlir_ir::{Attr, AttrData, Loc};
use rmlir_ir::{BlockId, Body, OpId, ValueId};
use rmlir_numerics::apint::APInt;

/// `ShapedType::kDynamic`: a dynamic entry of a static bound list.
const DYNAMIC: i64 = i64::MIN;

/// The ParallelCombiningOpInterface op `scf.forall.in_parallel` holds.
const PARALLEL_INSERT_SLICE: &str = "tensor.parallel_insert_slice";

/// MLIR's `OpFoldResult` of an index: a static integer or an SSA value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ofr {
    Int(i64),
    Val(ValueId),
}

/// The static bound attribute names, in operand group order.
const STATIC_NAMES: [&str; 3] = ["staticLowerBound", "staticUpperBound", "staticStep"];

/// `getMixedLowerBound` / `getMixedUpperBound` / `getMixedStep` (`which`
/// 0, 1, 2): the static list with each dynamic entry taken from its
/// operand group.
fn mixed(ctx: &Context, body: &Body, op: OpId, which: usize) -> Vec<Ofr> {
    let ints = i64_array_attr(ctx, body, op, STATIC_NAMES[which]);
    let mut values = rmlir_ods::operand_group(ctx, body, op, which).into_iter();
    ints.into_iter()
        .map(|i| match i {
            DYNAMIC => values.next().map_or(Ofr::Int(i), Ofr::Val),
            _ => Ofr::Int(i),
        })
        .collect()
}

/// Lower bounds, upper bounds and steps.
fn mixed_bounds(ctx: &Context, body: &Body, op: OpId) -> [Vec<Ofr>; 3] {
    [
        mixed(ctx, body, op, 0),
        mixed(ctx, body, op, 1),
        mixed(ctx, body, op, 2),
    ]
}

/// The shared outputs (`outputs` operand group).
fn outputs(ctx: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    rmlir_ods::operand_group(ctx, body, op, 3)
}

/// The number of loop dimensions.
fn rank(ctx: &Context, body: &Body, op: OpId) -> usize {
    i64_array_attr(ctx, body, op, "staticLowerBound").len()
}

/// The body block.
fn body_block(body: &Body, op: OpId) -> Option<BlockId> {
    body.op_regions(op)
        .first()
        .and_then(|&r| body.entry_block(r))
}

/// MLIR's `dispatchIndexOpFoldResults`: the dynamic values and the static
/// list (`kDynamic` for each value).
fn dispatch(list: &[Ofr]) -> (Vec<ValueId>, Vec<i64>) {
    let mut values = Vec::new();
    let ints = list
        .iter()
        .map(|o| match *o {
            Ofr::Int(i) => i,
            Ofr::Val(v) => {
                values.push(v);
                DYNAMIC
            }
        })
        .collect();
    (values, ints)
}

/// An `array<i64: ...>` attribute.
fn i64_array(ctx: &Context, values: &[i64]) -> Attr {
    ctx.intern_attr(AttrData::DenseArray {
        elem: ctx.common().i64,
        values: values.iter().map(|&v| APInt::from_i64(64, v)).collect(),
    })
}

/// The operands and inherent attributes of an `scf.forall` with these
/// bounds and outputs: dynamic bounds then outputs, and the static lists
/// with the operand segment sizes.
fn forall_operands(
    ctx: &Context,
    bounds: [&[Ofr]; 3],
    outs: &[ValueId],
) -> (Vec<ValueId>, Vec<(&'static str, Attr)>) {
    let mut operands = Vec::new();
    let mut entries = Vec::new();
    let mut sizes = Vec::new();
    for (list, name) in bounds.into_iter().zip(STATIC_NAMES) {
        let (values, ints) = dispatch(list);
        sizes.push(values.len());
        operands.extend(values);
        entries.push((name, i64_array(ctx, &ints)));
    }
    sizes.push(outs.len());
    operands.extend_from_slice(outs);
    entries.push(("operandSegmentSizes", rmlir_ods::segment_attr(ctx, &sizes)));
    (operands, entries)
}

/// `dict` (properties or attributes) with the entries `set` replacing or
/// adding theirs.
fn with_entries(ctx: &Context, dict: Option<Attr>, set: &[(&str, Attr)]) -> Attr {
    let mut entries: Vec<(rmlir_ir::Ident, Attr)> = dict
        .map(|d| ctx.dict_entries(d).to_vec())
        .unwrap_or_default();
    for &(name, value) in set {
        let id = ctx.ident(name);
        entries.retain(|(k, _)| *k != id);
        entries.push((id, value));
    }
    ctx.dictionary_attr(entries)
}

/// MLIR's `getValueOrCreateConstantIndexOp`: the value, or an
/// `arith.constant` of the integer at the insertion point.
fn value_or_constant(rw: &mut PatternRewriter<'_>, loc: Loc, o: Ofr) -> ValueId {
    match o {
        Ofr::Val(v) => v,
        Ofr::Int(i) => {
            let ctx = rw.ctx;
            let index = ctx.common().index;
            let p = props(ctx, &[("value", ctx.integer_attr(index, i))]);
            let c = create(rw, "arith.constant", loc, &[], &[index], &[], p, 0);
            rw.body().result(c, 0)
        }
    }
}

/// MLIR's `getConstantAPIntValue` of an index fold result.
fn constant_of(ctx: &Context, body: &Body, o: Ofr) -> Option<APInt> {
    match o {
        Ofr::Int(i) => Some(APInt::from_i64(64, i)),
        Ofr::Val(v) => constant_int(ctx, body, v),
    }
}

/// MLIR's `constantTripCount(lb, ub, step, /*isSigned=*/true,
/// computeUbMinusLb)` of one dimension. As in MLIR 22, a static bound
/// (an `i64` attribute) and a dynamic one (an `index` value) have
/// "different types", so such a pair has no known trip count
/// (llvm/llvm-project#154170).
fn trip_count(ctx: &Context, body: &Body, lb: Ofr, ub: Ofr, step: Ofr) -> Option<APInt> {
    if matches!(lb, Ofr::Int(_)) != matches!(ub, Ofr::Int(_)) {
        return None;
    }
    let zero = APInt::from_u64(64, 0);
    if lb == ub {
        return Some(zero);
    }
    let step_c = constant_of(ctx, body, step);
    if let Some(s) = &step_c {
        if s.is_zero() {
            return Some(s.clone());
        }
        if s.is_negative() {
            return Some(zero);
        }
    }
    let diff = match (constant_of(ctx, body, lb), constant_of(ctx, body, ub)) {
        (Some(l), Some(u)) => {
            if u.sle(&l) {
                return Some(zero);
            }
            u.wrapping_sub(&l)
        }
        (None, None) => match (lb, ub) {
            (Ofr::Val(l), Ofr::Val(u)) => ub_minus_lb(ctx, body, l, u, true)?,
            _ => return None,
        },
        _ => return None,
    };
    if diff.is_negative() {
        return Some(zero);
    }
    let s = step_c?;
    let q = diff.sdiv(&s)?;
    let r = diff.srem(&s)?;
    Some(if r.is_zero() {
        q
    } else {
        q.wrapping_add(&APInt::from_u64(q.width(), 1))
    })
}

/// Whether a trip count is one.
fn is_one(n: &APInt) -> bool {
    *n == APInt::from_u64(n.width(), 1)
}

/// `ForallOp::getCombiningOps`: the users of a shared output block argument
/// that are ParallelCombiningOpInterface ops, once each.
fn combining_ops(ctx: &Context, body: &Body, arg: ValueId) -> Vec<OpId> {
    let mut out: Vec<OpId> = Vec::new();
    for u in body.uses(arg) {
        if is_op(ctx, body, u.owner, PARALLEL_INSERT_SLICE) && !out.contains(&u.owner) {
            out.push(u.owner);
        }
    }
    out
}

/// The ops in the `scf.forall.in_parallel` terminator's block.
fn yielding_ops(body: &Body, forall: OpId) -> Vec<OpId> {
    let Some(term) = body_block(body, forall).and_then(|b| body.last_op(b)) else {
        return Vec::new();
    };
    body.op_regions(term)
        .first()
        .and_then(|&r| body.entry_block(r))
        .map(|b| body.block_ops(b).collect())
        .unwrap_or_default()
}

// ----- DimOfForallOp -------------------------------------------------------------

/// `tensor.dim` of an `scf.forall` result reads the tied shared output.
struct DimOfForallOp;

impl RewritePattern for DimOfForallOp {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.dim")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::DimOfForallOp"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        if rw.body().num_operands(op) == 0 {
            return false;
        }
        let source = DimOp(op).source(ctx, rw.body());
        let Some(forall) = rw
            .body()
            .defining_op(source)
            .filter(|&d| is_op(ctx, rw.body(), d, "scf.forall"))
        else {
            return false;
        };
        let Some(k) = rw.body().results(forall).position(|r| r == source) else {
            return false;
        };
        let Some(&out) = outputs(ctx, rw.body(), forall).get(k) else {
            return false;
        };
        DimOp(op).set_source(ctx, rw, out);
        true
    }
}

// ----- FoldTensorCastOfOutputIntoForallOp ----------------------------------------

/// A shared output defined by a `tensor.cast` that adds static information
/// is replaced by the cast's source; casts inside the body and after the
/// loop restore the old type.
struct FoldTensorCastOfOutputIntoForallOp;

impl RewritePattern for FoldTensorCastOfOutputIntoForallOp {
    fn root(&self) -> Option<&'static str> {
        Some("scf.forall")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::FoldTensorCastOfOutputIntoForallOp"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let mut new_outs = outputs(ctx, rw.body(), op);
        // (output index, type of the cast's result)
        let mut casts: Vec<(usize, Type)> = Vec::new();
        for (i, out) in new_outs.iter_mut().enumerate() {
            let Some(cast) = rw
                .body()
                .defining_op(*out)
                .filter(|&d| is_op(ctx, rw.body(), d, "tensor.cast"))
            else {
                continue;
            };
            let src = CastOp(cast).source(ctx, rw.body());
            let dst_ty = rw.body().value_type(*out);
            if !preserves_static_information(ctx, dst_ty, rw.body().value_type(src)) {
                continue;
            }
            casts.push((i, dst_ty));
            *out = src;
        }
        if casts.is_empty() {
            return false;
        }
        let Some(old_block) = body_block(rw.body(), op) else {
            return false;
        };
        let loc = rw.body().op_loc(op);
        let rank = rank(ctx, rw.body(), op);
        let [lbs, ubs, steps] = mixed_bounds(ctx, rw.body(), op);
        let (operands, mut entries) = forall_operands(ctx, [&lbs, &ubs, &steps], &new_outs);
        if let Some(m) = rmlir_ods::get_attr(ctx, rw.body(), op, "mapping") {
            entries.push(("mapping", m));
        }
        let types: Vec<Type> = new_outs.iter().map(|&v| rw.body().value_type(v)).collect();
        rw.set_insertion_point_before(op);
        // MLIR builds the body while the new loop is not yet inserted, so
        // the driver hears neither of the casts made there nor of the ops
        // moved in (but of the users of the old block arguments, changed
        // while still in the old loop), and of the loop itself once it is
        // complete.
        let new = rw.without_insert_notifications(|rw| {
            let new = create(
                rw,
                "scf.forall",
                loc,
                &operands,
                &types,
                &[],
                props(ctx, &entries),
                1,
            );
            let region = rw.body().op_regions(new)[0];
            let index = ctx.common().index;
            let mut arg_spec: Vec<(Type, Option<Loc>)> = vec![(index, Some(loc)); rank];
            arg_spec.extend(types.iter().map(|&t| (t, Some(loc))));
            let block = rw.create_block(region, None, &arg_spec);
            let args = rw.body().block_args(block).to_vec();
            let mut transfer = args.clone();
            rw.set_insertion_point_to_start(block);
            for &(i, ty) in &casts {
                transfer[rank + i] = tensor_cast(rw, loc, ty, args[rank + i]);
            }
            rw.merge_blocks(old_block, block, &transfer);
            // The merged terminator's destinations now name the casts: point
            // the i-th yielding op at the i-th output argument again.
            let out_args = &args[rank..];
            for (y, &a) in yielding_ops(rw.body(), new).into_iter().zip(out_args) {
                if is_op(ctx, rw.body(), y, PARALLEL_INSERT_SLICE) && rw.body().num_operands(y) > 1
                {
                    ParallelInsertSliceOp(y).set_dest(ctx, rw.body_mut_unnotified(), a);
                }
            }
            new
        });
        rw.notify_inserted(new);
        rw.set_insertion_point_after(new);
        let mut results: Vec<ValueId> = rw.body().results(new).collect();
        for &(i, ty) in &casts {
            results[i] = tensor_cast(rw, loc, ty, results[i]);
        }
        rw.replace_op(op, &results);
        true
    }
}

// ----- ForallOpControlOperandsFolder ---------------------------------------------

/// Constant dynamic bounds and steps become static.
struct ForallOpControlOperandsFolder;

impl RewritePattern for ForallOpControlOperandsFolder {
    fn root(&self) -> Option<&'static str> {
        Some("scf.forall")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::ForallOpControlOperandsFolder"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let mut bounds = mixed_bounds(ctx, rw.body(), op);
        // MLIR's `foldDynamicIndexList` on the lower bounds, else the upper
        // bounds, else the steps: the `&&` chain in MLIR stops at the first
        // list that changed, leaving the others for the next application.
        let changed = bounds.iter_mut().any(|list| {
            let mut changed = false;
            for o in list.iter_mut() {
                if let Ofr::Val(v) = *o {
                    if let Some(c) = constant_int(ctx, rw.body(), v).and_then(|c| c.to_i64_signed())
                    {
                        *o = Ofr::Int(c);
                        changed = true;
                    }
                }
            }
            changed
        });
        if !changed {
            return false;
        }
        let outs = outputs(ctx, rw.body(), op);
        let [lbs, ubs, steps] = &bounds;
        let (operands, entries) = forall_operands(ctx, [lbs, ubs, steps], &outs);
        rw.modify_in_place(op, |body| {
            body.set_operands(op, &operands);
            let p = with_entries(ctx, body.properties(op), &entries);
            body.set_properties(op, Some(p));
        });
        true
    }
}

// ----- ForallOpIterArgsFolder ----------------------------------------------------

/// Shared outputs whose result is unused, or that no op in the terminator
/// writes, are dropped: their block argument and result are replaced by the
/// output value, and the ops writing them are erased.
struct ForallOpIterArgsFolder;

impl RewritePattern for ForallOpIterArgsFolder {
    fn root(&self) -> Option<&'static str> {
        Some("scf.forall")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::ForallOpIterArgsFolder"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(block) = body_block(rw.body(), op) else {
            return false;
        };
        let rank = rank(ctx, rw.body(), op);
        let outs = outputs(ctx, rw.body(), op);
        let results: Vec<ValueId> = rw.body().results(op).collect();
        let args = rw.body().block_args(block).to_vec();
        if args.len() != rank + outs.len() || results.len() != outs.len() {
            return false;
        }
        let mut erase = vec![false; results.len()];
        let mut new_outs = Vec::new();
        for (k, &r) in results.iter().enumerate() {
            let arg = args[rank + k];
            if !rw.body().has_uses(r) || combining_ops(ctx, rw.body(), arg).is_empty() {
                erase[k] = true;
            } else {
                new_outs.push(outs[k]);
            }
        }
        if !erase.contains(&true) {
            return false;
        }
        for k in (0..results.len()).filter(|&k| erase[k]) {
            for c in combining_ops(ctx, rw.body(), args[rank + k]) {
                rw.erase_op(c);
            }
        }
        for k in (0..results.len()).filter(|&k| erase[k]) {
            rw.replace_all_uses_with(args[rank + k], outs[k]);
            rw.replace_all_uses_with(results[k], outs[k]);
        }
        rw.modify_in_place(op, |body| {
            for k in (0..results.len()).rev().filter(|&k| erase[k]) {
                let _ = body.erase_block_arg(block, rank + k);
            }
        });
        let new = erase_op_results(rw, op, &erase);
        // `getOutputsMutable().assign(newOuts)`: operands and segment sizes.
        let [lbs, ubs, steps] = mixed_bounds(ctx, rw.body(), new);
        let (operands, entries) = forall_operands(ctx, [&lbs, &ubs, &steps], &new_outs);
        let p = with_entries(ctx, rw.body().properties(new), &entries);
        rw.body_mut_unnotified().set_operands(new, &operands);
        rw.body_mut_unnotified().set_properties(new, Some(p));
        true
    }
}

// ----- ForallOpSingleOrZeroIterationDimsFolder -------------------------------------

/// Without a device mapping: a dimension running zero times removes the loop
/// (its results are the outputs); dimensions running once are dropped,
/// their induction variable replaced by the lower bound; with every
/// dimension running once the body is inlined (`scf::promote`).
struct ForallOpSingleOrZeroIterationDimsFolder;

impl RewritePattern for ForallOpSingleOrZeroIterationDimsFolder {
    fn root(&self) -> Option<&'static str> {
        Some("scf.forall")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::ForallOpSingleOrZeroIterationDimsFolder"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        if let Some(m) = rmlir_ods::get_attr(ctx, rw.body(), op, "mapping") {
            if !matches!(ctx.attr_data(m), AttrData::Array(e) if e.is_empty()) {
                return false;
            }
        }
        let Some(block) = body_block(rw.body(), op) else {
            return false;
        };
        let loc = rw.body().op_loc(op);
        let rank = rank(ctx, rw.body(), op);
        let [lbs, ubs, steps] = mixed_bounds(ctx, rw.body(), op);
        let ivs = rw.body().block_args(block).to_vec();
        if ivs.len() < rank || lbs.len() != rank || ubs.len() != rank || steps.len() != rank {
            return false;
        }
        let mut map = IrMapping::default();
        let (mut nl, mut nu, mut ns) = (Vec::new(), Vec::new(), Vec::new());
        rw.set_insertion_point_before(op);
        for i in 0..rank {
            if let Some(n) = trip_count(ctx, rw.body(), lbs[i], ubs[i], steps[i]) {
                if n.is_zero() {
                    let outs = outputs(ctx, rw.body(), op);
                    rw.replace_op(op, &outs);
                    return true;
                }
                if is_one(&n) {
                    let v = value_or_constant(rw, loc, lbs[i]);
                    map.values.insert(ivs[i], v);
                    continue;
                }
            }
            nl.push(lbs[i]);
            nu.push(ubs[i]);
            ns.push(steps[i]);
        }
        if nl.is_empty() {
            promote(rw, op);
            return true;
        }
        if nl.len() == rank {
            return false;
        }
        let outs = outputs(ctx, rw.body(), op);
        let (operands, entries) = forall_operands(ctx, [&nl, &nu, &ns], &outs);
        let types: Vec<Type> = outs.iter().map(|&v| rw.body().value_type(v)).collect();
        // The attributes of the old loop stay, but for the bounds.
        let p = with_entries(ctx, rw.body().properties(op), &entries);
        let spec = rmlir_ir::OpSpec {
            name: rw.body().op_name(op),
            loc,
            operands: &operands,
            result_types: &types,
            successors: &[],
            num_regions: 1,
            isolated: false,
            properties: Some(p),
            attrs: rw.body().attrs(op),
        };
        let new = rw.create(&spec);
        // `cloneRegionBefore` with the mapping: the block keeps the
        // arguments that are not mapped.
        let region = rw.body().op_regions(new)[0];
        let kept: Vec<ValueId> = ivs
            .iter()
            .copied()
            .filter(|a| !map.values.contains_key(a))
            .collect();
        let spec: Vec<(Type, Option<Loc>)> = kept
            .iter()
            .map(|&a| (rw.body().value_type(a), rw.body().value_loc(a)))
            .collect();
        let nb = rw.create_block(region, None, &spec);
        let nargs = rw.body().block_args(nb).to_vec();
        for (&a, &n) in kept.iter().zip(&nargs) {
            map.values.insert(a, n);
        }
        rw.set_insertion_point_to_end(nb);
        let ops: Vec<OpId> = rw.body().block_ops(block).collect();
        for o in ops {
            rw.clone_op(o, &mut map);
        }
        let results: Vec<ValueId> = rw.body().results(new).collect();
        rw.replace_op(op, &results);
        true
    }
}

/// MLIR's `scf::promote`: the body of a single-iteration `scf.forall` is
/// inlined before it (induction variables replaced by the lower bounds,
/// output arguments by the outputs) and each `tensor.parallel_insert_slice`
/// of the terminator becomes a `tensor.insert_slice` after it, giving the
/// results.
fn promote(rw: &mut PatternRewriter<'_>, op: OpId) {
    let ctx = rw.ctx;
    let Some(block) = body_block(rw.body(), op) else {
        return;
    };
    let Some(term) = rw.body().last_op(block) else {
        return;
    };
    let loc = rw.body().op_loc(op);
    let lbs = mixed(ctx, rw.body(), op, 0);
    let mut args: Vec<ValueId> = lbs
        .into_iter()
        .map(|o| value_or_constant(rw, loc, o))
        .collect();
    args.extend(outputs(ctx, rw.body(), op));
    rw.inline_block_before(block, op, &args);
    rw.set_insertion_point_after(op);
    let mut results = Vec::new();
    for y in rw
        .body()
        .op_regions(term)
        .first()
        .and_then(|&r| rw.body().entry_block(r))
        .map(|b| rw.body().block_ops(b).collect::<Vec<_>>())
        .unwrap_or_default()
    {
        if !is_op(ctx, rw.body(), y, PARALLEL_INSERT_SLICE) {
            continue;
        }
        let operands: Vec<ValueId> = rw.body().operands(y).collect();
        if operands.len() < 2 {
            continue;
        }
        let dest_ty = rw.body().value_type(operands[1]);
        let mut entries: Vec<(&str, Attr)> = Vec::new();
        for name in ["static_offsets", "static_sizes", "static_strides"] {
            if let Some(a) = rmlir_ods::get_attr(ctx, rw.body(), y, name) {
                entries.push((name, a));
            }
        }
        let groups: Vec<usize> = (2..5)
            .map(|g| rmlir_ods::operand_group(ctx, rw.body(), y, g).len())
            .collect();
        let seg = rmlir_ods::segment_attr(ctx, &[1, 1, groups[0], groups[1], groups[2]]);
        entries.push(("operandSegmentSizes", seg));
        let p = props(ctx, &entries);
        let ins = create(
            rw,
            "tensor.insert_slice",
            loc,
            &operands,
            &[dest_ty],
            &[],
            p,
            0,
        );
        results.push(rw.body().result(ins, 0));
    }
    let old: Vec<ValueId> = rw.body().results(op).collect();
    for (r, v) in old.into_iter().zip(results) {
        rw.replace_all_uses_with(r, v);
    }
    rw.erase_op(term);
    rw.erase_op(op);
}

// ----- ForallOpReplaceConstantInductionVar -----------------------------------------

/// Used induction variables of single-iteration dimensions become their
/// lower bound.
struct ForallOpReplaceConstantInductionVar;

impl RewritePattern for ForallOpReplaceConstantInductionVar {
    fn root(&self) -> Option<&'static str> {
        Some("scf.forall")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::ForallOpReplaceConstantInductionVar"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(block) = body_block(rw.body(), op) else {
            return false;
        };
        let loc = rw.body().op_loc(op);
        let rank = rank(ctx, rw.body(), op);
        let [lbs, ubs, steps] = mixed_bounds(ctx, rw.body(), op);
        let ivs = rw.body().block_args(block).to_vec();
        rw.set_insertion_point_before(op);
        let mut changed = false;
        for i in 0..rank
            .min(ivs.len())
            .min(lbs.len())
            .min(ubs.len())
            .min(steps.len())
        {
            if !rw.body().has_uses(ivs[i]) {
                continue;
            }
            let n = trip_count(ctx, rw.body(), lbs[i], ubs[i], steps[i]);
            if !n.as_ref().is_some_and(is_one) {
                continue;
            }
            let v = value_or_constant(rw, loc, lbs[i]);
            rw.replace_all_uses_with(ivs[i], v);
            changed = true;
        }
        changed
    }
}

/// `scf.forall`'s canonicalization patterns, in MLIR's order.
pub fn forall_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(DimOfForallOp));
    out.push(Box::new(FoldTensorCastOfOutputIntoForallOp));
    out.push(Box::new(ForallOpControlOperandsFolder));
    out.push(Box::new(ForallOpIterArgsFolder));
    out.push(Box::new(ForallOpSingleOrZeroIterationDimsFolder));
    out.push(Box::new(ForallOpReplaceConstantInductionVar));
}
