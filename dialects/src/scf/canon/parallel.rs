//! `scf.parallel`: nested loops merged, dimensions running zero or one
//! times removed.

use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::IrMapping;
use rmlir_ir::Type;
use rmlir_ir::{Body, OpId, OpSpec, ValueId};
use rmlir_numerics::apint::APInt;

use super::{const_apint, region, region_block, results, ub_minus_lb};
use crate::util::attrs::props;
use crate::util::build::{create, is_op};

/// Operand groups of an `scf.parallel`: lower bounds, upper bounds, steps,
/// init values.
fn parallel_groups(ctx: &Context, body: &Body, op: OpId) -> [Vec<ValueId>; 4] {
    let g = |i| rmlir_ods::operand_group(ctx, body, op, i);
    [g(0), g(1), g(2), g(3)]
}

/// Creates an `scf.parallel` with the given bounds (and no init values) at
/// the insertion point, with an entry block of `n` index arguments.
fn create_parallel(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Loc,
    lbs: &[ValueId],
    ubs: &[ValueId],
    steps: &[ValueId],
    inits: &[ValueId],
) -> OpId {
    let ctx = rw.ctx;
    let mut ops = lbs.to_vec();
    ops.extend(ubs);
    ops.extend(steps);
    ops.extend(inits);
    let seg = rmlir_ods::segment_attr(ctx, &[lbs.len(), ubs.len(), steps.len(), inits.len()]);
    let p = props(ctx, &[("operandSegmentSizes", seg)]);
    let types: Vec<Type> = inits.iter().map(|&v| rw.body().value_type(v)).collect();
    create(rw, "scf.parallel", loc, &ops, &types, &[], p, 1)
}

/// Nested `scf.parallel` loops without reductions merge into one.
struct MergeNestedParallelLoops;

impl RewritePattern for MergeNestedParallelLoops {
    fn root(&self) -> Option<&'static str> {
        Some("scf.parallel")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::MergeNestedParallelLoops"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(outer_body) = region_block(rw.body(), op, 0) else {
            return false;
        };
        let Some(inner) = rw.body().first_op(outer_body) else {
            return false;
        };
        let Some(term) = rw.body().last_op(outer_body) else {
            return false;
        };
        if inner == term || rw.body().next_op(inner) != Some(term) {
            return false;
        }
        if !is_op(ctx, rw.body(), inner, "scf.parallel") {
            return false;
        }
        let [olb, oub, ost, oinit] = parallel_groups(ctx, rw.body(), op);
        let [ilb, iub, ist, iinit] = parallel_groups(ctx, rw.body(), inner);
        let outer_args = rw.body().block_args(outer_body).to_vec();
        if outer_args
            .iter()
            .any(|a| ilb.contains(a) || iub.contains(a) || ist.contains(a))
        {
            return false;
        }
        if !oinit.is_empty() || !iinit.is_empty() {
            return false;
        }
        let cat = |a: &[ValueId], b: &[ValueId]| {
            let mut v = a.to_vec();
            v.extend(b);
            v
        };
        let loc = rw.body().op_loc(op);
        let new = create_parallel(
            rw,
            loc,
            &cat(&olb, &ilb),
            &cat(&oub, &iub),
            &cat(&ost, &ist),
            &[],
        );
        let nr = region(rw.body(), new, 0);
        let index = ctx.common().index;
        let inner_body = region_block(rw.body(), inner, 0).expect("inner body");
        let inner_args = rw.body().block_args(inner_body).to_vec();
        let spec: Vec<(Type, Option<rmlir_ir::Loc>)> = (0..outer_args.len() + inner_args.len())
            .map(|_| (index, Some(loc)))
            .collect();
        let nb = rw.create_block(nr, None, &spec);
        let nargs = rw.body().block_args(nb).to_vec();
        let mut map = IrMapping::default();
        for (i, &a) in outer_args.iter().enumerate() {
            map.values.insert(a, nargs[i]);
        }
        for (i, &a) in inner_args.iter().enumerate() {
            map.values.insert(a, nargs[outer_args.len() + i]);
        }
        let inner_ops: Vec<OpId> = rw.body().block_ops(inner_body).collect();
        let n = inner_ops.len();
        for &o in &inner_ops[..n - 1] {
            rw.clone_op(o, &mut map);
        }
        // The builder adds the implicit `scf.reduce` terminator (without
        // notifying the rewriter).
        let spec = OpSpec {
            name: ctx.op_name("scf.reduce"),
            loc,
            operands: &[],
            result_types: &[],
            successors: &[],
            num_regions: 0,
            isolated: false,
            properties: None,
            attrs: ctx.common().empty_dict,
        };
        let red = rw.body_mut_unnotified().create_op(&spec);
        rw.body_mut_unnotified().append_op(nb, red);
        rw.replace_op(op, &[]);
        true
    }
}

/// MLIR's `constantTripCount(lb, ub, step, /*isSigned=*/true,
/// computeUbMinusLb)` for one dimension of a loop.
fn trip_count_of(
    ctx: &Context,
    body: &Body,
    lb: ValueId,
    ub: ValueId,
    step: ValueId,
) -> Option<APInt> {
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
            if u.sle(&l) {
                return Some(APInt::from_u64(width, 0));
            }
            u.wrapping_sub(&l)
        }
        (Some(_), None) | (None, Some(_)) => return None,
        (None, None) => ub_minus_lb(ctx, body, lb, ub, true)?,
    };
    if diff.is_negative() {
        return Some(APInt::from_u64(width, 0));
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

/// Dimensions of an `scf.parallel` running once are dropped (their
/// induction variable becomes the lower bound); a dimension running zero
/// times removes the loop.
struct ParallelOpSingleOrZeroIterationDimsFolder;

impl RewritePattern for ParallelOpSingleOrZeroIterationDimsFolder {
    fn root(&self) -> Option<&'static str> {
        Some("scf.parallel")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::ParallelOpSingleOrZeroIterationDimsFolder"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let loc = rw.body().op_loc(op);
        let [lbs, ubs, steps, inits] = parallel_groups(ctx, rw.body(), op);
        let Some(body_b) = region_block(rw.body(), op, 0) else {
            return false;
        };
        let ivs = rw.body().block_args(body_b).to_vec();
        let mut map = IrMapping::default();
        let (mut nl, mut nu, mut ns) = (Vec::new(), Vec::new(), Vec::new());
        for i in 0..lbs.len() {
            if let Some(n) = trip_count_of(ctx, rw.body(), lbs[i], ubs[i], steps[i]) {
                if n.is_zero() {
                    rw.replace_op(op, &inits);
                    return true;
                }
                if n == APInt::from_u64(n.width(), 1) {
                    map.values.insert(ivs[i], lbs[i]);
                    continue;
                }
            }
            nl.push(lbs[i]);
            nu.push(ubs[i]);
            ns.push(steps[i]);
        }
        if nl.len() == lbs.len() {
            return false;
        }
        let body_ops: Vec<OpId> = rw.body().block_ops(body_b).collect();
        let (term, inner) = body_ops.split_last().expect("terminator");
        if nl.is_empty() {
            // Every dimension runs once: inline the body and the
            // reductions.
            for &o in inner {
                rw.clone_op(o, &mut map);
            }
            let mut results = Vec::new();
            let reductions = rw.body().op_regions(*term).to_vec();
            for (i, r) in reductions.into_iter().enumerate() {
                let Some(rb) = rw.body().entry_block(r) else {
                    continue;
                };
                let args = rw.body().block_args(rb).to_vec();
                map.values.insert(args[0], inits[results.len()]);
                let operand = map.value(rw.body().operand(*term, i));
                map.values.insert(args[1], operand);
                let rops: Vec<OpId> = rw.body().block_ops(rb).collect();
                let (ret, rinner) = rops.split_last().expect("reduce.return");
                for &o in rinner {
                    rw.clone_op(o, &mut map);
                }
                results.push(map.value(rw.body().operand(*ret, 0)));
            }
            rw.replace_op(op, &results);
            return true;
        }
        let new = create_parallel(rw, loc, &nl, &nu, &ns, &inits);
        let nr = region(rw.body(), new, 0);
        // The body is cloned without the arguments of the dropped
        // dimensions.
        let index = ctx.common().index;
        let kept: Vec<ValueId> = ivs
            .iter()
            .copied()
            .filter(|a| !map.values.contains_key(a))
            .collect();
        let spec: Vec<(Type, Option<rmlir_ir::Loc>)> = kept
            .iter()
            .map(|&a| (index, rw.body().value_loc(a)))
            .collect();
        let nb = rw.create_block(nr, None, &spec);
        let nargs = rw.body().block_args(nb).to_vec();
        for (&a, &n) in kept.iter().zip(&nargs) {
            map.values.insert(a, n);
        }
        rw.set_insertion_point_to_end(nb);
        for &o in &body_ops {
            rw.clone_op(o, &mut map);
        }
        let res = results(rw.body(), new);
        rw.replace_op(op, &res);
        true
    }
}

/// `scf.parallel`'s canonicalization patterns, in MLIR's order.
pub fn parallel_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(ParallelOpSingleOrZeroIterationDimsFolder));
    out.push(Box::new(MergeNestedParallelLoops));
}
