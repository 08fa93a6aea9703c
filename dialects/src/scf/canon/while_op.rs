//! `scf.while`: the condition's truth propagated into the after region,
//! comparisons replaced by their known values, before-arguments aligned,
//! `scf.if`s on the condition moved into the after region.

use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::AttrData;
use rmlir_ir::Context;
use rmlir_ir::Type;
use rmlir_ir::{BlockId, Body, OpId, ValueId};

use super::{
    has_single_op, op_region, operands, region, region_block, region_branch_patterns,
    region_is_ancestor, region_terminator, result_types, results, value_loc, value_region,
};
use crate::scf::{ConditionOp, IfOp};
use crate::util::build::{bool_constant, create, is_op};

/// The `scf.condition` ending the `before` region.
fn while_condition(body: &Body, op: OpId) -> Option<OpId> {
    region_terminator(body, op, 0)
}

/// The arguments of the `after` region's block.
fn after_args(body: &Body, op: OpId) -> Vec<ValueId> {
    region_block(body, op, 1)
        .map(|b| body.block_args(b).to_vec())
        .unwrap_or_default()
}

/// Uses in the `after` region of an argument that carries the condition
/// become `true`.
struct WhileConditionTruth;

impl RewritePattern for WhileConditionTruth {
    fn root(&self) -> Option<&'static str> {
        Some("scf.while")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::WhileConditionTruth"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(term) = while_condition(rw.body(), op) else {
            return false;
        };
        let cond = ConditionOp(term).condition(rw.ctx, rw.body());
        let args: Vec<ValueId> = operands(rw.body(), term)[1..].to_vec();
        let loc = rw.body().op_loc(op);
        let mut t: Option<ValueId> = None;
        let mut replaced = false;
        for (y, a) in args.into_iter().zip(after_args(rw.body(), op)) {
            if y == cond && rw.body().has_uses(a) {
                let k = match t {
                    Some(k) => k,
                    None => *t.insert(bool_constant(rw, true, loc)),
                };
                rw.replace_all_uses_with(a, k);
                replaced = true;
            }
        }
        replaced
    }
}

/// `arith.cmpi` predicate of `op` as its value index.
fn cmpi_predicate(ctx: &Context, body: &Body, op: OpId) -> Option<i64> {
    match rmlir_ods::get_attr(ctx, body, op, "predicate").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Integer { value, .. }) => value.to_i64_signed(),
        _ => None,
    }
}

/// MLIR's `arith::invertPredicate` on predicate value indices.
fn invert_predicate(p: i64) -> i64 {
    match p {
        0 => 1,
        1 => 0,
        2 => 5,
        3 => 4,
        4 => 3,
        5 => 2,
        6 => 9,
        7 => 8,
        8 => 7,
        9 => 6,
        x => x,
    }
}

/// In the `after` region, comparisons equal to (or the inverse of) the
/// loop condition become constants.
struct WhileCmpCond;

impl RewritePattern for WhileCmpCond {
    fn root(&self) -> Option<&'static str> {
        Some("scf.while")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::WhileCmpCond"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(term) = while_condition(rw.body(), op) else {
            return false;
        };
        let Some(cmp) = rw
            .body()
            .defining_op(ConditionOp(term).condition(ctx, rw.body()))
            .filter(|&d| is_op(ctx, rw.body(), d, "arith.cmpi"))
        else {
            return false;
        };
        let Some(pred) = cmpi_predicate(ctx, rw.body(), cmp) else {
            return false;
        };
        let cond_args: Vec<ValueId> = operands(rw.body(), term)[1..].to_vec();
        let mut changed = false;
        for (ca, aa) in cond_args.into_iter().zip(after_args(rw.body(), op)) {
            for op_idx in 0..2 {
                if ca != rw.body().operand(cmp, op_idx) {
                    continue;
                }
                let users: Vec<OpId> = rw.body().uses(aa).map(|u| u.owner).collect();
                for cmp2 in users {
                    if !rw.body().is_live_op(cmp2) || !is_op(ctx, rw.body(), cmp2, "arith.cmpi") {
                        continue;
                    }
                    if rw.body().operand(cmp2, 1 - op_idx) != rw.body().operand(cmp, 1 - op_idx) {
                        continue;
                    }
                    let Some(p2) = cmpi_predicate(ctx, rw.body(), cmp2) else {
                        continue;
                    };
                    let same = if p2 == pred {
                        true
                    } else if p2 == invert_predicate(pred) {
                        false
                    } else {
                        continue;
                    };
                    let loc = rw.body().op_loc(cmp2);
                    let k = bool_constant(rw, same, loc);
                    rw.replace_op(cmp2, &[k]);
                    changed = true;
                }
            }
        }
        changed
    }
}

/// `scf.condition` forwarding the `before` arguments in another order is
/// rewritten to forward them in order.
struct WhileOpAlignBeforeArgs;

impl RewritePattern for WhileOpAlignBeforeArgs {
    fn root(&self) -> Option<&'static str> {
        Some("scf.while")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::WhileOpAlignBeforeArgs"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(old_before) = region_block(rw.body(), op, 0) else {
            return false;
        };
        let Some(old_term) = rw.body().last_op(old_before) else {
            return false;
        };
        let before_args = rw.body().block_args(old_before).to_vec();
        let term_args: Vec<ValueId> = operands(rw.body(), old_term)[1..].to_vec();
        if before_args == term_args {
            return false;
        }
        for (i, a) in term_args.iter().enumerate() {
            if term_args[..i].contains(a) {
                return false;
            }
        }
        if before_args.len() != term_args.len() {
            return false;
        }
        let mut mapping = vec![0usize; before_args.len()];
        for (i, a) in before_args.iter().enumerate() {
            let Some(p) = term_args.iter().position(|x| x == a) else {
                return false;
            };
            mapping[p] = i;
        }
        // New condition forwarding the arguments in order.
        rw.set_insertion_point_before(old_term);
        let cond = ConditionOp(old_term).condition(rw.ctx, rw.body());
        let tl = rw.body().op_loc(old_term);
        let mut ops = vec![cond];
        ops.extend(&before_args);
        create(rw, "scf.condition", tl, &ops, &[], &[], None, 0);
        rw.replace_op(old_term, &[]);
        let old_after = region_block(rw.body(), op, 1).expect("after block");
        let old_types = result_types(rw.body(), op);
        let mut new_types = vec![old_types[0]; before_args.len()];
        for (i, &j) in mapping.iter().enumerate() {
            new_types[j] = old_types[i];
        }
        rw.set_insertion_point_before(op);
        let loc = rw.body().op_loc(op);
        let inits = operands(rw.body(), op);
        let new_loop = create(rw, "scf.while", loc, &inits, &new_types, &[], None, 2);
        let nbr = region(rw.body(), new_loop, 0);
        let nar = region(rw.body(), new_loop, 1);
        let before_spec: Vec<(Type, Option<rmlir_ir::Loc>)> = inits
            .iter()
            .map(|&v| (rw.body().value_type(v), value_loc(rw.body(), v)))
            .collect();
        let new_before = rw.create_block(nbr, None, &before_spec);
        let after_spec: Vec<(Type, Option<rmlir_ir::Loc>)> =
            new_types.iter().map(|&t| (t, Some(loc))).collect();
        let new_after = rw.create_block(nar, None, &after_spec);
        let mut new_results = vec![rw.body().result(new_loop, 0); before_args.len()];
        let mut new_after_args = new_results.clone();
        for (i, &j) in mapping.iter().enumerate() {
            new_results[i] = rw.body().result(new_loop, j);
            new_after_args[i] = rw.body().block_args(new_after)[j];
        }
        let nb_args = rw.body().block_args(new_before).to_vec();
        inline_block_at_start(rw, old_before, new_before, &nb_args);
        inline_block_at_start(rw, old_after, new_after, &new_after_args);
        rw.replace_op(op, &new_results);
        true
    }
}

/// MLIR's `inlineBlockBefore(source, dest, dest->begin(), args)`.
fn inline_block_at_start(
    rw: &mut PatternRewriter<'_>,
    source: BlockId,
    dest: BlockId,
    args: &[ValueId],
) {
    match rw.body().first_op(dest) {
        Some(f) => rw.inline_block_before(source, f, args),
        None => rw.merge_blocks(source, dest, args),
    }
}

/// An `scf.if` on the loop condition right before `scf.condition` moves
/// into the `after` region.
struct WhileMoveIfDown;

impl RewritePattern for WhileMoveIfDown {
    fn root(&self) -> Option<&'static str> {
        Some("scf.while")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::WhileMoveIfDown"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(cond_op) = while_condition(rw.body(), op) else {
            return false;
        };
        let Some(if_op) = rw.body().prev_op(cond_op) else {
            return false;
        };
        if !is_op(ctx, rw.body(), if_op, "scf.if")
            || IfOp(if_op).condition(ctx, rw.body())
                != ConditionOp(cond_op).condition(ctx, rw.body())
        {
            return false;
        }
        if let Some(eb) = region_block(rw.body(), if_op, 1) {
            if !has_single_op(rw.body(), eb) {
                return false;
            }
        }
        let loc = rw.body().op_loc(op);
        let cargs: Vec<ValueId> = operands(rw.body(), cond_op)[1..].to_vec();
        let if_results = results(rw.body(), if_op);
        let aargs = after_args(rw.body(), op);
        for (idx, arg) in cargs.iter().enumerate() {
            if let Some(k) = if_results.iter().position(|r| r == arg) {
                let tv = rw
                    .body()
                    .operand(region_terminator(rw.body(), if_op, 0).expect("yield"), k);
                let ev = rw
                    .body()
                    .operand(region_terminator(rw.body(), if_op, 1).expect("yield"), k);
                rw.replace_all_uses_with(if_results[k], ev);
                rw.replace_all_uses_with(aargs[idx], tv);
            }
        }
        // Values of the `before` region used in the `then` region.
        let before_r = region(rw.body(), op, 0);
        let then_r = region(rw.body(), if_op, 0);
        let mut additional: Vec<ValueId> = Vec::new();
        let mut walk = Vec::new();
        for b in rw.body().region_blocks(then_r).collect::<Vec<_>>() {
            for o in rw.body().block_ops(b).collect::<Vec<_>>() {
                rmlir_ir::walk::walk_op(rw.body(), o, true, &mut |x| walk.push(x));
            }
        }
        for o in walk {
            for v in rw.body().operands(o) {
                if value_region(rw.body(), v) == Some(before_r) && !additional.contains(&v) {
                    additional.push(v);
                }
            }
        }
        let add_types: Vec<Type> = additional
            .iter()
            .map(|&v| rw.body().value_type(v))
            .collect();
        let mut new_types = result_types(rw.body(), op);
        new_types.extend(&add_types);
        let inits = operands(rw.body(), op);
        rw.set_insertion_point_before(op);
        let new_while = create(rw, "scf.while", loc, &inits, &new_types, &[], None, 2);
        let (nbr, nar) = (
            region(rw.body(), new_while, 0),
            region(rw.body(), new_while, 1),
        );
        rw.inline_region_before(region(rw.body(), op, 0), nbr, None);
        rw.inline_region_before(region(rw.body(), op, 1), nar, None);
        let after_b = rw.body().entry_block(nar).expect("after block");
        let mut new_args = Vec::new();
        for &t in &add_types {
            new_args.push(
                rw.body_mut_unnotified()
                    .add_block_arg(after_b, t, Some(loc)),
            );
        }
        rw.notify_modified(new_while);
        for &v in &additional {
            rw.body_mut_unnotified().append_operand(cond_op, v);
        }
        rw.notify_modified(cond_op);
        for (&v, &na) in additional.iter().zip(&new_args) {
            rw.replace_uses_with_if(v, na, |body, owner| {
                op_region(body, owner).is_some_and(|r| region_is_ancestor(body, then_r, r))
            });
        }
        let then_yield = region_terminator(rw.body(), if_op, 0).expect("then yield");
        rw.erase_op(then_yield);
        let then_b = region_block(rw.body(), if_op, 0).expect("then block");
        inline_block_at_start(rw, then_b, after_b, &[]);
        rw.erase_op(if_op);
        let nres = results(rw.body(), new_while);
        let keep = nres.len() - additional.len();
        rw.replace_op(op, &nres[..keep]);
        true
    }
}

/// `scf.while`'s canonicalization patterns, in MLIR's order.
pub fn while_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(WhileConditionTruth));
    out.push(Box::new(WhileCmpCond));
    out.push(Box::new(WhileOpAlignBeforeArgs));
    out.push(Box::new(WhileMoveIfDown));
    region_branch_patterns("scf.while", out);
}
