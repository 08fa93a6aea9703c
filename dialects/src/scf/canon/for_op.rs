//! `scf.for`: loops running zero or one times removed, `tensor.cast`s of
//! iteration arguments folded into the loop.

use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::Type;
use rmlir_ir::{Body, OpId, OpSpec, RegionId, ValueId};
use rmlir_numerics::apint::APInt;

use super::{
    const_apint, has_single_op, operands, region, region_block, region_branch_patterns,
    replace_op_with_region, results, value_loc, value_region,
};
use crate::arith::AddIOp;
use crate::scf::ForOp;
use crate::tensor::CastOp;
use crate::util::build::{create, create_yield, is_op};
use crate::util::constant::constant_int;

/// MLIR's `scf::computeUbMinusLb`: `ub = arith.addi lb, c` with the no-wrap
/// flag of the comparison's signedness.
pub(crate) fn ub_minus_lb(
    ctx: &Context,
    body: &Body,
    lb: ValueId,
    ub: ValueId,
    signed: bool,
) -> Option<APInt> {
    let add = body
        .defining_op(ub)
        .filter(|&d| is_op(ctx, body, d, "arith.addi"))?;
    let flags = rmlir_ods::get_attr(ctx, body, add, "overflowFlags")
        .and_then(|a| rmlir_ods::constraints::dialect_attr_text(ctx, a, "arith.overflow<"))
        .unwrap_or("");
    let needed = if signed { "nsw" } else { "nuw" };
    if !flags.contains(needed) {
        return None;
    }
    if AddIOp(add).lhs(ctx, body) != lb {
        return None;
    }
    constant_int(ctx, body, AddIOp(add).rhs(ctx, body))
}

/// MLIR's `constantTripCount` for an `scf.for` (with `computeUbMinusLb`).
fn static_trip_count(ctx: &Context, body: &Body, op: OpId) -> Option<APInt> {
    let for_op = crate::scf::ForOp(op);
    let lb = for_op.lower_bound(ctx, body);
    let ub = for_op.upper_bound(ctx, body);
    let step = for_op.step(ctx, body);
    let signed = for_op.is_signed(ctx, body);
    let width = ctx.int_or_index_width(body.value_type(lb)).unwrap_or(64);
    if lb == ub {
        return Some(APInt::from_u64(width, 0));
    }
    let step_c = const_apint(ctx, body, step);
    if let Some(s) = &step_c {
        if s.is_zero() {
            return Some(s.clone());
        }
        if s.is_negative() {
            return Some(APInt::from_u64(width, 0));
        }
    }
    let diff = match (const_apint(ctx, body, lb), const_apint(ctx, body, ub)) {
        (Some(l), Some(u)) => {
            let le = if signed { u.sle(&l) } else { u.ule(&l) };
            if le {
                return Some(APInt::from_u64(width, 0));
            }
            u.wrapping_sub(&l)
        }
        (Some(_), None) | (None, Some(_)) => return None,
        (None, None) => ub_minus_lb(ctx, body, lb, ub, signed)?,
    };
    if signed && diff.is_negative() {
        return Some(APInt::from_u64(width, 0));
    }
    let s = step_c?;
    // An unsigned loop divides its (unsigned) distance unsigned, as
    // mlir-opt-22 does: `0 to -100 step 2^31-1` runs twice.
    let (q, r) = if signed {
        (diff.sdiv(&s)?, diff.srem(&s)?)
    } else {
        (diff.udiv(&s)?, diff.urem(&s)?)
    };
    Some(if r.is_zero() {
        q
    } else {
        q.wrapping_add(&APInt::from_u64(q.width(), 1))
    })
}

/// Loops known to run zero or one times, and empty loops yielding values
/// from outside, are removed.
struct SimplifyTrivialLoops;

impl RewritePattern for SimplifyTrivialLoops {
    fn root(&self) -> Option<&'static str> {
        Some("scf.for")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::SimplifyTrivialLoops"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(trip) = static_trip_count(ctx, rw.body(), op) else {
            return false;
        };
        let inits: Vec<ValueId> = operands(rw.body(), op)[3..].to_vec();
        if trip.is_zero() {
            rw.replace_op(op, &inits);
            return true;
        }
        if trip == APInt::from_u64(trip.width(), 1) {
            let mut args = vec![ForOp(op).lower_bound(rw.ctx, rw.body())];
            args.extend(inits);
            let r = region(rw.body(), op, 0);
            replace_op_with_region(rw, op, r, &args);
            return true;
        }
        let Some(b) = region_block(rw.body(), op, 0) else {
            return false;
        };
        if !has_single_op(rw.body(), b) {
            return false;
        }
        let y = rw.body().last_op(b).expect("yield");
        let yielded = operands(rw.body(), y);
        let outside = yielded.iter().all(|&v| {
            value_region(rw.body(), v).is_none_or(|r| !region_is_within_op(rw.body(), op, r))
        });
        if !outside {
            return false;
        }
        rw.replace_op(op, &yielded);
        true
    }
}

/// Whether region `r` is one of `op`'s regions or nested in one.
fn region_is_within_op(body: &Body, op: OpId, mut r: RegionId) -> bool {
    loop {
        let Some(p) = body.region_parent(r) else {
            return false;
        };
        if p == op {
            return true;
        }
        let Some(b) = body.op_block(p) else {
            return false;
        };
        r = body.block_region(b);
    }
}

/// MLIR's `tensor::preservesStaticInformation(source, target)`: both ranked
/// tensors of the same element type, rank and encoding, `target` at least
/// as static as `source` in every dimension.
pub(crate) fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    let (
        rmlir_ir::TypeData::RankedTensor {
            shape: s,
            elem: se,
            encoding: senc,
        },
        rmlir_ir::TypeData::RankedTensor {
            shape: t,
            elem: te,
            encoding: tenc,
        },
    ) = (ctx.type_data(source), ctx.type_data(target))
    else {
        return false;
    };
    if se != te || s.len() != t.len() || senc != tenc {
        return false;
    }
    const DYNAMIC: i64 = i64::MIN;
    s.iter()
        .zip(t.iter())
        .all(|(&a, &b)| a == DYNAMIC || b != DYNAMIC)
}

/// `tensor.cast %v : ... to ty` at the insertion point.
pub(crate) fn tensor_cast(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Loc,
    ty: Type,
    v: ValueId,
) -> ValueId {
    let op = create(rw, "tensor.cast", loc, &[v], &[ty], &[], None, 0);
    rw.body().result(op, 0)
}

/// An iter arg fed by a `tensor.cast` that loses static information: the
/// loop carries the cast's source instead, with casts inside and after it.
struct ForOpTensorCastFolder;

impl RewritePattern for ForOpTensorCastFolder {
    fn root(&self) -> Option<&'static str> {
        Some("scf.for")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::ForOpTensorCastFolder"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let inits = ForOp(op).init_args(ctx, rw.body());
        for (k, &init) in inits.iter().enumerate() {
            let Some(cast) = rw
                .body()
                .defining_op(init)
                .filter(|&d| is_op(ctx, rw.body(), d, "tensor.cast"))
            else {
                continue;
            };
            let src = CastOp(cast).source(ctx, rw.body());
            let (src_ty, dst_ty) = (rw.body().value_type(src), rw.body().value_type(init));
            if src_ty == dst_ty || !preserves_static_information(ctx, dst_ty, src_ty) {
                continue;
            }
            let res = rw.body().result(op, k);
            if rw.body().uses(res).count() != 1 {
                continue;
            }
            let new_results = replace_and_cast_for_iter_arg(rw, op, k, src);
            rw.replace_op(op, &new_results);
            return true;
        }
        false
    }
}

/// MLIR's `replaceAndCastForOpIterArg` with `tensor.cast`s.
fn replace_and_cast_for_iter_arg(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    k: usize,
    replacement: ValueId,
) -> Vec<ValueId> {
    let old_ty = rw
        .body()
        .value_type(ForOp(op).init_args(rw.ctx, rw.body())[k]);
    let new_ty = rw.body().value_type(replacement);
    let loc = rw.body().op_loc(op);
    let mut ops = operands(rw.body(), op);
    ops[3 + k] = replacement;
    let types: Vec<Type> = ops[3..].iter().map(|&v| rw.body().value_type(v)).collect();
    rw.set_insertion_point_before(op);
    let spec = OpSpec {
        name: rw.body().op_name(op),
        loc,
        operands: &ops,
        result_types: &types,
        successors: &[],
        num_regions: 1,
        isolated: false,
        properties: rw.body().properties(op),
        attrs: rw.body().attrs(op),
    };
    let new_for = rw.create(&spec);
    let nr = region(rw.body(), new_for, 0);
    let mut args_spec = vec![(rw.body().value_type(ops[0]), Some(loc))];
    for &v in &ops[3..] {
        args_spec.push((rw.body().value_type(v), value_loc(rw.body(), v)));
    }
    let nb = rw.create_block(nr, None, &args_spec);
    let mut transfer = rw.body().block_args(nb).to_vec();
    rw.set_insertion_point_to_start(nb);
    let cast_in = tensor_cast(rw, loc, old_ty, transfer[1 + k]);
    transfer[1 + k] = cast_in;
    let old_block = region_block(rw.body(), op, 0).expect("body");
    rw.merge_blocks(old_block, nb, &transfer);
    let yield_op = rw.body().last_op(nb).expect("yield");
    rw.set_insertion_point_before(yield_op);
    let cast_out = tensor_cast(rw, loc, new_ty, rw.body().operand(yield_op, k));
    let mut yops = operands(rw.body(), yield_op);
    yops[k] = cast_out;
    create_yield(rw, loc, &yops);
    rw.erase_op(yield_op);
    rw.set_insertion_point_after(new_for);
    let mut res = results(rw.body(), new_for);
    res[k] = tensor_cast(rw, loc, old_ty, res[k]);
    res
}

/// `scf.for`'s canonicalization patterns, in MLIR's order.
pub fn for_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SimplifyTrivialLoops));
    out.push(Box::new(ForOpTensorCastFolder));
    region_branch_patterns("scf.for", out);
}
