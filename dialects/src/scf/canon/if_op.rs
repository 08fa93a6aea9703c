//! `scf.if`: ifs on the same condition combined, nested ifs merged, the
//! condition propagated into the regions, trivial ifs turned into selects,
//! empty else regions and static conditions removed.

use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::Type;
use rmlir_ir::{BlockId, Body, OpId, RegionId, ValueId};

use super::{
    arg_or_result_number, create_if, create_like, has_single_op, op_region, operands, region,
    region_block, region_branch_patterns, region_is_ancestor, region_terminator,
    replace_op_with_region, result_types, results, value_region,
};
use crate::arith::XOrIOp;
use crate::scf::IfOp;
use crate::util::build::{binary, bool_constant, create_yield, is_op, select};
use crate::util::constant::{constant_bool, is_constant, is_one};

/// Merges an `scf.if` into a preceding one on the same (or negated)
/// condition.
struct CombineIfs;

impl RewritePattern for CombineIfs {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::CombineIfs"
    }
    fn match_and_rewrite(&self, next_if: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(prev_if) = rw.body().prev_op(next_if) else {
            return false;
        };
        if !is_op(ctx, rw.body(), prev_if, "scf.if") {
            return false;
        }
        let next_cond = IfOp(next_if).condition(rw.ctx, rw.body());
        let prev_cond = IfOp(prev_if).condition(rw.ctx, rw.body());
        let next_has_else = !rw.body().region_is_empty(region(rw.body(), next_if, 1));
        let mut next_then: Option<BlockId> = None;
        let mut next_else: Option<BlockId> = None;
        if next_cond == prev_cond {
            next_then = region_block(rw.body(), next_if, 0);
            if next_has_else {
                next_else = region_block(rw.body(), next_if, 1);
            }
        }
        let is_not_of = |v: ValueId, of: ValueId| {
            rw.body()
                .defining_op(v)
                .filter(|&d| is_op(ctx, rw.body(), d, "arith.xori"))
                .is_some_and(|d| {
                    XOrIOp(d).lhs(ctx, rw.body()) == of
                        && is_one(ctx, rw.body(), XOrIOp(d).rhs(ctx, rw.body()))
                })
        };
        if is_not_of(next_cond, prev_cond) || is_not_of(prev_cond, next_cond) {
            next_else = region_block(rw.body(), next_if, 0);
            if next_has_else {
                next_then = region_block(rw.body(), next_if, 1);
            }
        }
        if next_then.is_none() && next_else.is_none() {
            return false;
        }
        let prev_has_else = !rw.body().region_is_empty(region(rw.body(), prev_if, 1));
        let prev_else_yielded: Vec<ValueId> = if prev_has_else {
            region_terminator(rw.body(), prev_if, 1)
                .map(|t| operands(rw.body(), t))
                .unwrap_or_default()
        } else {
            Vec::new()
        };
        let prev_then_yielded: Vec<ValueId> = region_terminator(rw.body(), prev_if, 0)
            .map(|t| operands(rw.body(), t))
            .unwrap_or_default();
        let prev_results = results(rw.body(), prev_if);
        let n = prev_results
            .len()
            .min(prev_then_yielded.len())
            .min(prev_else_yielded.len());
        for k in 0..n {
            let uses: Vec<_> = rw
                .body()
                .uses(prev_results[k])
                .map(|u| (u.id, u.owner))
                .collect();
            for (u, owner) in uses {
                let Some(owner_region) = op_region(rw.body(), owner) else {
                    continue;
                };
                let in_block = |b: Option<BlockId>| {
                    b.is_some_and(|b| {
                        region_is_ancestor(rw.body(), rw.body().block_region(b), owner_region)
                    })
                };
                let i = rw.body().use_operand_index(u);
                if in_block(next_then) {
                    rw.set_operand(owner, i, prev_then_yielded[k]);
                } else if in_block(next_else) {
                    rw.set_operand(owner, i, prev_else_yielded[k]);
                }
            }
        }
        let mut merged_types = result_types(rw.body(), prev_if);
        merged_types.extend(result_types(rw.body(), next_if));
        let loc = rw.body().op_loc(next_if);
        let combined = create_if(rw, loc, prev_cond, &merged_types);
        let c_then = region(rw.body(), combined, 0);
        let c_else = region(rw.body(), combined, 1);
        rw.inline_region_before(region(rw.body(), prev_if, 0), c_then, None);
        if let Some(nt) = next_then {
            let then_yield = region_terminator(rw.body(), combined, 0).expect("then yield");
            let then_yield2 = rw.body().last_op(nt).expect("then yield");
            let cb = region_block(rw.body(), combined, 0).expect("then block");
            rw.merge_blocks(nt, cb, &[]);
            rw.set_insertion_point_to_end(cb);
            let mut merged = operands(rw.body(), then_yield);
            merged.extend(operands(rw.body(), then_yield2));
            let yl = rw.body().op_loc(then_yield2);
            create_yield(rw, yl, &merged);
            rw.erase_op(then_yield);
            rw.erase_op(then_yield2);
        }
        rw.inline_region_before(region(rw.body(), prev_if, 1), c_else, None);
        if let Some(ne) = next_else {
            if rw.body().region_is_empty(c_else) {
                let r = rw.body().block_region(ne);
                rw.inline_region_before(r, c_else, None);
            } else {
                let else_yield = region_terminator(rw.body(), combined, 1).expect("else yield");
                let else_yield2 = rw.body().last_op(ne).expect("else yield");
                let cb = region_block(rw.body(), combined, 1).expect("else block");
                rw.merge_blocks(ne, cb, &[]);
                rw.set_insertion_point_to_end(cb);
                let mut merged = operands(rw.body(), else_yield);
                merged.extend(operands(rw.body(), else_yield2));
                let yl = rw.body().op_loc(else_yield2);
                create_yield(rw, yl, &merged);
                rw.erase_op(else_yield);
                rw.erase_op(else_yield2);
            }
        }
        let np = rw.body().num_results(prev_if);
        let all = results(rw.body(), combined);
        rw.replace_op(prev_if, &all[..np]);
        rw.replace_op(next_if, &all[np..]);
        true
    }
}

/// `if %a { if %b { ... } }` -> `if (and %a, %b) { ... }`.
struct CombineNestedIfs;

impl RewritePattern for CombineNestedIfs {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::CombineNestedIfs"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(then_b) = region_block(rw.body(), op, 0) else {
            return false;
        };
        // The nested `if` must be the only op before the terminator.
        let Some(nested) = rw.body().first_op(then_b) else {
            return false;
        };
        let Some(then_yield) = rw.body().last_op(then_b) else {
            return false;
        };
        if nested == then_yield || rw.body().next_op(nested) != Some(then_yield) {
            return false;
        }
        let else_b = region_block(rw.body(), op, 1);
        if else_b.is_some_and(|b| !has_single_op(rw.body(), b)) {
            return false;
        }
        if !is_op(ctx, rw.body(), nested, "scf.if") {
            return false;
        }
        // Deliberate difference from MLIR 22: `andi %a, poison` is poison, so
        // combining would branch on poison where the outer `if` skipped the
        // inner one (remove-dead-values leaves such conditions in dead code).
        let nested_cond = IfOp(nested).condition(ctx, rw.body());
        if rw
            .body()
            .defining_op(nested_cond)
            .is_some_and(|d| is_op(ctx, rw.body(), d, "ub.poison"))
        {
            return false;
        }
        let nested_else = region_block(rw.body(), nested, 1);
        if nested_else.is_some_and(|b| !has_single_op(rw.body(), b)) {
            return false;
        }
        let mut then_yield_vals = operands(rw.body(), then_yield);
        let else_yield_vals: Vec<ValueId> = match else_b {
            Some(b) => rw
                .body()
                .last_op(b)
                .map(|t| operands(rw.body(), t))
                .unwrap_or_default(),
            None => Vec::new(),
        };
        let then_region = region(rw.body(), op, 0);
        let mut upgrade: Vec<usize> = Vec::new();
        for (i, slot) in then_yield_vals.iter_mut().enumerate() {
            let v = *slot;
            if rw.body().defining_op(v) == Some(nested) {
                let idx = arg_or_result_number(rw.body(), v) as usize;
                let ne_yield = region_terminator(rw.body(), nested, 1).expect("nested else");
                if else_yield_vals.get(i) != Some(&rw.body().operand(ne_yield, idx)) {
                    return false;
                }
                let nt_yield = region_terminator(rw.body(), nested, 0).expect("nested then");
                *slot = rw.body().operand(nt_yield, idx);
                continue;
            }
            if value_region(rw.body(), v) == Some(then_region) {
                return false;
            }
            upgrade.push(i);
        }
        let loc = rw.body().op_loc(op);
        let cond = IfOp(op).condition(rw.ctx, rw.body());
        let ncond = IfOp(nested).condition(rw.ctx, rw.body());
        let new_cond = binary(rw, "arith.andi", cond, ncond, loc);
        let types = result_types(rw.body(), op);
        let new_if = create_if(rw, loc, new_cond, &types);
        let nr = region(rw.body(), new_if, 0);
        let new_block = rw.create_block(nr, None, &[]);
        let mut res = results(rw.body(), new_if);
        rw.set_insertion_point_before(new_if);
        for &i in &upgrade {
            res[i] = select(rw, cond, then_yield_vals[i], else_yield_vals[i], loc);
        }
        let nt = region_block(rw.body(), nested, 0).expect("nested then");
        rw.merge_blocks(nt, new_block, &[]);
        rw.set_insertion_point_to_end(new_block);
        let old_yield = rw.body().last_op(new_block).expect("yield");
        let yl = rw.body().op_loc(old_yield);
        create_yield(rw, yl, &then_yield_vals);
        rw.replace_op(old_yield, &[]);
        if !else_yield_vals.is_empty() {
            let er = region(rw.body(), new_if, 1);
            let eb = rw.create_block(er, None, &[]);
            rw.set_insertion_point_to_end(eb);
            create_yield(rw, loc, &else_yield_vals);
        }
        rw.replace_op(op, &res);
        true
    }
}

/// Uses of the condition inside the regions become constants.
struct ConditionPropagation;

impl RewritePattern for ConditionPropagation {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::ConditionPropagation"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let cond = IfOp(op).condition(rw.ctx, rw.body());
        if is_constant(ctx, rw.body(), cond) {
            return false;
        }
        let loc = rw.body().op_loc(op);
        let then_r = region(rw.body(), op, 0);
        let else_r = region(rw.body(), op, 1);
        let mut t: Option<ValueId> = None;
        let mut f: Option<ValueId> = None;
        let mut changed = false;
        let uses: Vec<_> = rw.body().uses(cond).map(|u| (u.id, u.owner)).collect();
        for (u, owner) in uses {
            let Some(or) = op_region(rw.body(), owner) else {
                continue;
            };
            let i = rw.body().use_operand_index(u);
            if region_is_ancestor(rw.body(), then_r, or) {
                changed = true;
                let k = match t {
                    Some(k) => k,
                    None => *t.insert(bool_constant(rw, true, loc)),
                };
                rw.set_operand(owner, i, k);
            } else if region_is_ancestor(rw.body(), else_r, or) {
                changed = true;
                let k = match f {
                    Some(k) => k,
                    None => *f.insert(bool_constant(rw, false, loc)),
                };
                rw.set_operand(owner, i, k);
            }
        }
        changed
    }
}

/// Results yielding values defined outside become `arith.select`s.
struct ConvertTrivialIfToSelect;

impl RewritePattern for ConvertTrivialIfToSelect {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::ConvertTrivialIfToSelect"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let n = rw.body().num_results(op);
        if n == 0 {
            return false;
        }
        let cond = IfOp(op).condition(rw.ctx, rw.body());
        let (Some(ty), Some(ey)) = (
            region_terminator(rw.body(), op, 0),
            region_terminator(rw.body(), op, 1),
        ) else {
            return false;
        };
        let then_args = operands(rw.body(), ty);
        let else_args = operands(rw.body(), ey);
        let then_r = region(rw.body(), op, 0);
        let else_r = region(rw.body(), op, 1);
        let inside = |body: &Body, t: ValueId, e: ValueId, tr: RegionId, er: RegionId| {
            value_region(body, t) == Some(tr) || value_region(body, e) == Some(er)
        };
        let non_hoistable: Vec<Type> = then_args
            .iter()
            .zip(&else_args)
            .filter(|(&t, &e)| inside(rw.body(), t, e, then_r, else_r))
            .map(|(&t, _)| rw.body().value_type(t))
            .collect();
        if non_hoistable.len() == n {
            return false;
        }
        let loc = rw.body().op_loc(op);
        let repl = create_if(rw, loc, cond, &non_hoistable);
        let rt = region(rw.body(), repl, 0);
        let re = region(rw.body(), repl, 1);
        rw.inline_region_before(then_r, rt, None);
        rw.inline_region_before(else_r, re, None);
        let mut res: Vec<ValueId> = Vec::with_capacity(n);
        let mut true_yields = Vec::new();
        let mut false_yields = Vec::new();
        rw.set_insertion_point_before(repl);
        for (&t, &e) in then_args.iter().zip(&else_args) {
            if inside(rw.body(), t, e, rt, re) {
                res.push(rw.body().result(repl, true_yields.len()));
                true_yields.push(t);
                false_yields.push(e);
            } else if t == e {
                res.push(t);
            } else {
                res.push(select(rw, cond, t, e, loc));
            }
        }
        for (i, vals) in [(0, true_yields), (1, false_yields)] {
            let b = region_block(rw.body(), repl, i).expect("block");
            rw.set_insertion_point_to_end(b);
            let old = rw.body().last_op(b).expect("yield");
            let yl = rw.body().op_loc(old);
            create_yield(rw, yl, &vals);
            rw.replace_op(old, &[]);
        }
        rw.replace_op(op, &res);
        true
    }
}

/// Drops an `else` region holding only its terminator.
struct RemoveEmptyElseBranch;

impl RewritePattern for RemoveEmptyElseBranch {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::RemoveEmptyElseBranch"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        if rw.body().num_results(op) != 0 {
            return false;
        }
        let Some(eb) = region_block(rw.body(), op, 1) else {
            return false;
        };
        if !has_single_op(rw.body(), eb) {
            return false;
        }
        let new_if = create_like(rw, op, &[]);
        let nr = region(rw.body(), new_if, 0);
        rw.inline_region_before(region(rw.body(), op, 0), nr, None);
        rw.erase_op(op);
        true
    }
}

/// `scf.if` on a constant: the taken region replaces it.
struct RemoveStaticCondition;

impl RewritePattern for RemoveStaticCondition {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::RemoveStaticCondition"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(c) = constant_bool(rw.ctx, rw.body(), IfOp(op).condition(rw.ctx, rw.body()))
        else {
            return false;
        };
        if c {
            let r = region(rw.body(), op, 0);
            replace_op_with_region(rw, op, r, &[]);
        } else if !rw.body().region_is_empty(region(rw.body(), op, 1)) {
            let r = region(rw.body(), op, 1);
            replace_op_with_region(rw, op, r, &[]);
        } else {
            rw.erase_op(op);
        }
        true
    }
}

/// Results that are the condition (or its negation), or the same value in
/// both regions, are replaced.
struct ReplaceIfYieldWithConditionOrValue;

impl RewritePattern for ReplaceIfYieldWithConditionOrValue {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::ReplaceIfYieldWithConditionOrValue"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        if rw.body().num_results(op) == 0 {
            return false;
        }
        let (Some(ty), Some(ey)) = (
            region_terminator(rw.body(), op, 0),
            region_terminator(rw.body(), op, 1),
        ) else {
            return false;
        };
        rw.set_insertion_point_before(op);
        let cond = IfOp(op).condition(rw.ctx, rw.body());
        let loc = rw.body().op_loc(op);
        let mut changed = false;
        let t_vals = operands(rw.body(), ty);
        let f_vals = operands(rw.body(), ey);
        let res = results(rw.body(), op);
        for ((&t, &f), &r) in t_vals.iter().zip(&f_vals).zip(&res) {
            if t == f {
                if rw.body().has_uses(r) {
                    // MLIR replaces these uses directly, without notifying
                    // the rewriter.
                    rw.body_mut_unnotified().replace_all_uses(r, t);
                    changed = true;
                }
                continue;
            }
            let (Some(tv), Some(fv)) = (
                constant_bool(ctx, rw.body(), t),
                constant_bool(ctx, rw.body(), f),
            ) else {
                continue;
            };
            if !tv && fv && rw.body().has_uses(r) {
                let one = bool_constant(rw, true, loc);
                let not = binary(rw, "arith.xori", cond, one, loc);
                rw.body_mut_unnotified().replace_all_uses(r, not);
                changed = true;
            }
            if tv && !fv && rw.body().has_uses(r) {
                rw.body_mut_unnotified().replace_all_uses(r, cond);
                changed = true;
            }
        }
        changed
    }
}

/// `scf.if`'s canonicalization patterns, in MLIR's order.
pub fn if_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(CombineIfs));
    out.push(Box::new(CombineNestedIfs));
    out.push(Box::new(ConditionPropagation));
    out.push(Box::new(ConvertTrivialIfToSelect));
    out.push(Box::new(RemoveEmptyElseBranch));
    out.push(Box::new(RemoveStaticCondition));
    out.push(Box::new(ReplaceIfYieldWithConditionOrValue));
    region_branch_patterns("scf.if", out);
}
