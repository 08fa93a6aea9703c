//! Canonicalization patterns of the cf dialect (MLIR 22's
//! `ControlFlowOps.cpp`): `cf.assert`, `cf.br`, `cf.cond_br` and
//! `cf.switch`.

use crate::cf::{AssertOp, CondBranchOp, SwitchOp};
use crate::util::attrs::props;
use crate::util::build::{bool_constant, create, create_br, create_cond_br, is_op, select};
use crate::util::constant::{constant_int, is_non_zero, is_one, is_zero};
use crate::util::regions::{arg_of, predecessors, single_predecessor, unique_predecessor};
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::TypeData;
use rmlir_ir::{Attr, AttrData, DenseValues};
use rmlir_ir::{BlockId, Body, OpId, ValueId};
use rmlir_numerics::apint::APInt;

/// The operands `op` forwards to successor `i`.
fn succ_operands(ctx: &Context, body: &Body, op: OpId, i: usize) -> Vec<ValueId> {
    super::successor_operands(ctx, body, op)
        .into_iter()
        .nth(i)
        .unwrap_or_default()
}

/// Replaces `op` by a `cf.br ^dest(operands)` created before it.
fn replace_with_br(rw: &mut PatternRewriter<'_>, op: OpId, dest: BlockId, operands: &[ValueId]) {
    let loc = rw.body().op_loc(op);
    create_br(rw, loc, dest, operands);
    rw.replace_op(op, &[]);
}

// ----- cf.assert -------------------------------------------------------------

/// `AssertOp::canonicalize`: erases an assertion of a constant true.
struct AssertCanonicalize;

impl RewritePattern for AssertCanonicalize {
    fn root(&self) -> Option<&'static str> {
        Some("cf.assert")
    }
    fn debug_name(&self) -> &'static str {
        ""
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let arg = AssertOp(op).arg(rw.ctx, rw.body());
        if !is_one(rw.ctx, rw.body(), arg) {
            return false;
        }
        rw.erase_op(op);
        true
    }
}

// ----- cf.br -----------------------------------------------------------------

/// MLIR's `collapseBranch`: if `successor` only holds a `cf.br` (not to
/// itself, not part of a cycle of such blocks) whose block arguments are
/// used by that branch alone, the destination and operands to branch to
/// instead.
fn collapse_branch(
    ctx: &Context,
    body: &Body,
    successor: BlockId,
    operands: &[ValueId],
) -> Option<(BlockId, Vec<ValueId>)> {
    let first = body.first_op(successor)?;
    if body.next_op(first).is_some() {
        return None;
    }
    let br = first;
    if !is_op(ctx, body, br, "cf.br") {
        return None;
    }
    for &a in body.block_args(successor) {
        if body.uses(a).any(|u| u.owner != br) {
            return None;
        }
    }
    let dest = body.successors(br)[0];
    if dest == successor {
        return None;
    }
    // Don't collapse branches which participate in a cycle.
    let mut visited: Vec<BlockId> = vec![successor, dest];
    let mut next = body.last_op(dest).filter(|&t| is_op(ctx, body, t, "cf.br"));
    while let Some(nb) = next {
        let d = body.successors(nb)[0];
        if visited.contains(&d) {
            return None;
        }
        visited.push(d);
        next = body.last_op(d).filter(|&t| is_op(ctx, body, t, "cf.br"));
    }
    let br_ops: Vec<ValueId> = body.operands(br).collect();
    if body.block_args(successor).is_empty() {
        return Some((dest, br_ops));
    }
    let mapped = br_ops
        .into_iter()
        .map(|v| match arg_of(body, v, successor) {
            Some(i) => operands[i],
            None => v,
        })
        .collect();
    Some((dest, mapped))
}

/// `BranchOp::canonicalize`: `simplifyBrToBlockWithSinglePred`, else
/// `simplifyPassThroughBr`.
struct BranchCanonicalize;

impl RewritePattern for BranchCanonicalize {
    fn root(&self) -> Option<&'static str> {
        Some("cf.br")
    }
    fn debug_name(&self) -> &'static str {
        ""
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let succ = rw.body().successors(op)[0];
        let Some(parent) = rw.body().op_block(op) else {
            return false;
        };
        let operands: Vec<ValueId> = rw.body().operands(op).collect();
        // Merge the successor into this block when it has no other
        // predecessor.
        if succ != parent
            && predecessors(rw.body(), succ).len() == 1
            && !operands
                .iter()
                .any(|&v| arg_of(rw.body(), v, succ).is_some())
        {
            rw.erase_op(op);
            rw.merge_blocks(succ, parent, &operands);
            return true;
        }
        // Skip a successor that only branches on.
        if succ == parent {
            return false;
        }
        let Some((dest, ops)) = collapse_branch(ctx, rw.body(), succ, &operands) else {
            return false;
        };
        replace_with_br(rw, op, dest, &ops);
        true
    }
}

// ----- cf.cond_br ------------------------------------------------------------

fn cond_br_parts(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> (ValueId, BlockId, Vec<ValueId>, BlockId, Vec<ValueId>) {
    let s = body.successors(op);
    let (t, f) = (s[0], s[1]);
    let ops = super::successor_operands(ctx, body, op);
    let mut it = ops.into_iter();
    let to = it.next().unwrap_or_default();
    let fo = it.next().unwrap_or_default();
    (CondBranchOp(op).condition(ctx, body), t, to, f, fo)
}

/// `cf.cond_br true/false, ...` -> `cf.br`.
struct SimplifyConstCondBranchPred;

impl RewritePattern for SimplifyConstCondBranchPred {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::SimplifyConstCondBranchPred"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let (c, t, to, f, fo) = cond_br_parts(rw.ctx, rw.body(), op);
        if is_non_zero(rw.ctx, rw.body(), c) {
            replace_with_br(rw, op, t, &to);
            return true;
        }
        if is_zero(rw.ctx, rw.body(), c) {
            replace_with_br(rw, op, f, &fo);
            return true;
        }
        false
    }
}

/// Successors that only branch on are skipped.
struct SimplifyPassThroughCondBranch;

impl RewritePattern for SimplifyPassThroughCondBranch {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::SimplifyPassThroughCondBranch"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let (c, t, to, f, fo) = cond_br_parts(ctx, rw.body(), op);
        let ct = collapse_branch(ctx, rw.body(), t, &to);
        let cf = collapse_branch(ctx, rw.body(), f, &fo);
        if ct.is_none() && cf.is_none() {
            return false;
        }
        let (t, to) = ct.unwrap_or((t, to));
        let (f, fo) = cf.unwrap_or((f, fo));
        let weights = rmlir_ods::get_attr(ctx, rw.body(), op, "branch_weights");
        let loc = rw.body().op_loc(op);
        create_cond_br(rw, loc, c, t, &to, f, &fo, weights);
        rw.replace_op(op, &[]);
        true
    }
}

/// Both successors the same block: `cf.br`, with `arith.select`s for the
/// operands that differ (when this block is the only predecessor).
struct SimplifyCondBranchIdenticalSuccessors;

impl RewritePattern for SimplifyCondBranchIdenticalSuccessors {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::SimplifyCondBranchIdenticalSuccessors"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let (c, t, to, f, fo) = cond_br_parts(rw.ctx, rw.body(), op);
        if t != f {
            return false;
        }
        if to == fo {
            replace_with_br(rw, op, t, &to);
            return true;
        }
        if unique_predecessor(rw.body(), t) != rw.body().op_block(op) {
            return false;
        }
        let loc = rw.body().op_loc(op);
        let mut merged = Vec::with_capacity(to.len());
        for (&a, &b) in to.iter().zip(&fo) {
            if a == b {
                merged.push(a);
            } else {
                merged.push(select(rw, c, a, b, loc));
            }
        }
        replace_with_br(rw, op, t, &merged);
        true
    }
}

/// A `cf.cond_br` whose block is only reached from a `cf.cond_br` on the
/// same condition: its outcome is known.
struct SimplifyCondBranchFromCondBranchOnSameCondition;

impl RewritePattern for SimplifyCondBranchFromCondBranchOnSameCondition {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::SimplifyCondBranchFromCondBranchOnSameCondition"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(current) = rw.body().op_block(op) else {
            return false;
        };
        let Some(pred) = single_predecessor(rw.body(), current) else {
            return false;
        };
        let Some(pt) = rw.body().last_op(pred) else {
            return false;
        };
        if !is_op(ctx, rw.body(), pt, "cf.cond_br")
            || CondBranchOp(pt).condition(ctx, rw.body())
                != CondBranchOp(op).condition(ctx, rw.body())
        {
            return false;
        }
        let (_, t, to, f, fo) = cond_br_parts(ctx, rw.body(), op);
        if rw.body().successors(pt)[0] == current {
            replace_with_br(rw, op, t, &to);
        } else {
            replace_with_br(rw, op, f, &fo);
        }
        true
    }
}

/// Uses of the condition in a successor reached only through this branch
/// become constants.
struct CondBranchTruthPropagation;

impl RewritePattern for CondBranchTruthPropagation {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::CondBranchTruthPropagation"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let (c, t, _, f, _) = cond_br_parts(rw.ctx, rw.body(), op);
        let loc = rw.body().op_loc(op);
        let mut replaced = false;
        for (dest, value) in [(t, true), (f, false)] {
            if single_predecessor(rw.body(), dest).is_none() {
                continue;
            }
            let mut constant: Option<ValueId> = None;
            let uses: Vec<_> = rw.body().uses(c).map(|u| (u.id, u.owner)).collect();
            for (u, owner) in uses {
                if rw.body().op_block(owner) != Some(dest) {
                    continue;
                }
                replaced = true;
                let k = match constant {
                    Some(k) => k,
                    None => {
                        let k = bool_constant(rw, value, loc);
                        constant = Some(k);
                        k
                    }
                };
                let i = rw.body().use_operand_index(u);
                rw.set_operand(owner, i, k);
            }
        }
        replaced
    }
}

/// A successor holding only `ub.unreachable` is never taken.
struct DropUnreachableCondBranch;

impl RewritePattern for DropUnreachableCondBranch {
    fn root(&self) -> Option<&'static str> {
        Some("cf.cond_br")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::DropUnreachableCondBranch"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let (_, t, to, f, fo) = cond_br_parts(ctx, rw.body(), op);
        let only_unreachable = |b: BlockId| {
            rw.body().first_op(b).is_some_and(|o| {
                rw.body().next_op(o).is_none() && is_op(ctx, rw.body(), o, "ub.unreachable")
            })
        };
        if only_unreachable(t) {
            replace_with_br(rw, op, f, &fo);
            return true;
        }
        if only_unreachable(f) {
            replace_with_br(rw, op, t, &to);
            return true;
        }
        false
    }
}

// ----- cf.switch -------------------------------------------------------------

/// The case values of a `cf.switch` (splats expanded).
pub(crate) fn case_values(ctx: &Context, body: &Body, op: OpId) -> Vec<APInt> {
    let n = body.successors(op).len().saturating_sub(1);
    match rmlir_ods::get_attr(ctx, body, op, "case_values").map(|a| ctx.attr_data(a)) {
        Some(AttrData::DenseElements {
            values: DenseValues::Bits(b),
            splat,
            ..
        }) => {
            if *splat {
                vec![b.get(0); n]
            } else {
                b.to_apints()
            }
        }
        _ => Vec::new(),
    }
}

/// Creates a `cf.switch` before `op` and replaces `op` with it (MLIR's
/// `SwitchOp::build` from case values, which drops branch weights).
#[allow(clippy::too_many_arguments)]
fn replace_with_switch(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    flag: ValueId,
    default: BlockId,
    default_ops: &[ValueId],
    values: CaseValues,
    dests: &[BlockId],
    case_ops: &[Vec<ValueId>],
) {
    let ctx = rw.ctx;
    let mut operands = vec![flag];
    operands.extend_from_slice(default_ops);
    let mut segs = Vec::new();
    for c in case_ops {
        operands.extend_from_slice(c);
        segs.push(c.len());
    }
    let n_case_ops: usize = segs.iter().sum();
    let mut entries = vec![
        (
            "operandSegmentSizes",
            rmlir_ods::segment_attr(ctx, &[1, default_ops.len(), n_case_ops]),
        ),
        ("case_operand_segments", rmlir_ods::segment_attr(ctx, &segs)),
    ];
    let attr = match values {
        CaseValues::Attr(a) => a,
        CaseValues::List(v) if v.is_empty() => None,
        CaseValues::List(v) => {
            let flag_ty = rw.body().value_type(flag);
            let vty = ctx.intern_type(TypeData::Vector {
                shape: vec![v.len() as i64].into(),
                scalable: vec![false].into(),
                elem: flag_ty,
            });
            Some(ctx.dense_elements_attr(vty, DenseValues::Bits(v.into())))
        }
    };
    if let Some(a) = attr {
        entries.push(("case_values", a));
    }
    let p = props(ctx, &entries);
    let mut succ = vec![default];
    succ.extend_from_slice(dests);
    let loc = rw.body().op_loc(op);
    create(rw, "cf.switch", loc, &operands, &[], &succ, p, 0);
    rw.replace_op(op, &[]);
}

/// Case values of a rebuilt `cf.switch`: the original attribute, or a list.
enum CaseValues {
    Attr(Option<Attr>),
    List(Vec<APInt>),
}

struct SwitchParts {
    flag: ValueId,
    default: BlockId,
    default_ops: Vec<ValueId>,
    values: Vec<APInt>,
    dests: Vec<BlockId>,
    case_ops: Vec<Vec<ValueId>>,
}

fn switch_parts(ctx: &Context, body: &Body, op: OpId) -> SwitchParts {
    let s = body.successors(op).to_vec();
    let mut ops = super::successor_operands(ctx, body, op).into_iter();
    SwitchParts {
        flag: SwitchOp(op).flag(ctx, body),
        default: s[0],
        default_ops: ops.next().unwrap_or_default(),
        values: case_values(ctx, body, op),
        dests: s[1..].to_vec(),
        case_ops: ops.collect(),
    }
}

/// A `cf.switch` pattern given as a function (MLIR's `results.add(&fn)`).
struct SwitchFn(fn(&mut PatternRewriter<'_>, OpId) -> bool);

impl RewritePattern for SwitchFn {
    fn root(&self) -> Option<&'static str> {
        Some("cf.switch")
    }
    fn debug_name(&self) -> &'static str {
        ""
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        (self.0)(rw, op)
    }
}

/// `cf.switch` with only a default -> `cf.br`.
fn simplify_switch_with_only_default(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    if rw.body().successors(op).len() != 1 {
        return false;
    }
    let ops = succ_operands(rw.ctx, rw.body(), op, 0);
    let d = rw.body().successors(op)[0];
    replace_with_br(rw, op, d, &ops);
    true
}

/// Cases going where the default goes (with the same operands) are dropped.
fn drop_switch_cases_that_match_default(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let p = switch_parts(rw.ctx, rw.body(), op);
    let mut values = Vec::new();
    let mut dests = Vec::new();
    let mut case_ops = Vec::new();
    let mut change = false;
    for (i, v) in p.values.iter().enumerate() {
        if p.dests[i] == p.default && p.case_ops[i] == p.default_ops {
            change = true;
            continue;
        }
        dests.push(p.dests[i]);
        case_ops.push(p.case_ops[i].clone());
        values.push(v.clone());
    }
    if !change {
        return false;
    }
    replace_with_switch(
        rw,
        op,
        p.flag,
        p.default,
        &p.default_ops,
        CaseValues::List(values),
        &dests,
        &case_ops,
    );
    true
}

/// MLIR's `foldSwitch`: branch to the case of `value` (or the default).
fn fold_switch(rw: &mut PatternRewriter<'_>, op: OpId, value: &APInt) {
    let p = switch_parts(rw.ctx, rw.body(), op);
    for (i, v) in p.values.iter().enumerate() {
        if v == value {
            replace_with_br(rw, op, p.dests[i], &p.case_ops[i]);
            return;
        }
    }
    replace_with_br(rw, op, p.default, &p.default_ops);
}

/// A switch on a constant -> `cf.br`.
fn simplify_const_switch_value(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let flag = SwitchOp(op).flag(rw.ctx, rw.body());
    let Some(v) = constant_int(rw.ctx, rw.body(), flag) else {
        return false;
    };
    fold_switch(rw, op, &v);
    true
}

/// Destinations that only branch on are skipped.
fn simplify_pass_through_switch(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let p = switch_parts(ctx, rw.body(), op);
    let mut change = false;
    let mut dests = Vec::new();
    let mut case_ops = Vec::new();
    for i in 0..p.values.len() {
        match collapse_branch(ctx, rw.body(), p.dests[i], &p.case_ops[i]) {
            Some((d, o)) => {
                change = true;
                dests.push(d);
                case_ops.push(o);
            }
            None => {
                dests.push(p.dests[i]);
                case_ops.push(p.case_ops[i].clone());
            }
        }
    }
    let (default, default_ops) = match collapse_branch(ctx, rw.body(), p.default, &p.default_ops) {
        Some(x) => {
            change = true;
            x
        }
        None => (p.default, p.default_ops.clone()),
    };
    if !change {
        return false;
    }
    let attr = rmlir_ods::get_attr(ctx, rw.body(), op, "case_values");
    replace_with_switch(
        rw,
        op,
        p.flag,
        default,
        &default_ops,
        CaseValues::Attr(attr),
        &dests,
        &case_ops,
    );
    true
}

/// A switch reached only from a case of a switch on the same flag.
fn simplify_switch_from_switch_on_same_condition(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(current) = rw.body().op_block(op) else {
        return false;
    };
    let Some(pred) = single_predecessor(rw.body(), current) else {
        return false;
    };
    let Some(ps) = rw.body().last_op(pred) else {
        return false;
    };
    if !is_op(ctx, rw.body(), ps, "cf.switch")
        || SwitchOp(ps).flag(ctx, rw.body()) != SwitchOp(op).flag(ctx, rw.body())
        || rw.body().successors(ps)[0] == current
    {
        return false;
    }
    let pp = switch_parts(ctx, rw.body(), ps);
    match pp.dests.iter().position(|&d| d == current) {
        Some(i) => fold_switch(rw, op, &pp.values[i]),
        None => {
            let ops = succ_operands(ctx, rw.body(), op, 0);
            let d = rw.body().successors(op)[0];
            replace_with_br(rw, op, d, &ops);
        }
    }
    true
}

/// A switch reached only as the default of a switch on the same flag: the
/// predecessor's case values cannot occur.
fn simplify_switch_from_default_switch_on_same_condition(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(current) = rw.body().op_block(op) else {
        return false;
    };
    let Some(pred) = single_predecessor(rw.body(), current) else {
        return false;
    };
    let Some(ps) = rw.body().last_op(pred) else {
        return false;
    };
    if !is_op(ctx, rw.body(), ps, "cf.switch")
        || SwitchOp(ps).flag(ctx, rw.body()) != SwitchOp(op).flag(ctx, rw.body())
        || rw.body().successors(ps)[0] != current
    {
        return false;
    }
    let pp = switch_parts(ctx, rw.body(), ps);
    let remove: Vec<APInt> = pp
        .values
        .iter()
        .zip(&pp.dests)
        .filter(|(_, &d)| d != current)
        .map(|(v, _)| v.clone())
        .collect();
    let p = switch_parts(ctx, rw.body(), op);
    let mut values = Vec::new();
    let mut dests = Vec::new();
    let mut case_ops = Vec::new();
    let mut change = false;
    for (i, v) in p.values.iter().enumerate() {
        if remove.contains(v) {
            change = true;
            continue;
        }
        dests.push(p.dests[i]);
        case_ops.push(p.case_ops[i].clone());
        values.push(v.clone());
    }
    if !change {
        return false;
    }
    replace_with_switch(
        rw,
        op,
        p.flag,
        p.default,
        &p.default_ops,
        CaseValues::List(values),
        &dests,
        &case_ops,
    );
    true
}

/// `cf.assert`'s canonicalization patterns.
pub fn assert_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(AssertCanonicalize));
}

/// `cf.br`'s canonicalization patterns.
pub fn br_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(BranchCanonicalize));
}

/// `cf.cond_br`'s canonicalization patterns, in MLIR's order.
pub fn cond_br_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SimplifyConstCondBranchPred));
    out.push(Box::new(SimplifyPassThroughCondBranch));
    out.push(Box::new(SimplifyCondBranchIdenticalSuccessors));
    out.push(Box::new(SimplifyCondBranchFromCondBranchOnSameCondition));
    out.push(Box::new(CondBranchTruthPropagation));
    out.push(Box::new(DropUnreachableCondBranch));
}

/// `cf.switch`'s canonicalization patterns, in MLIR's order.
pub fn switch_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SwitchFn(simplify_switch_with_only_default)));
    out.push(Box::new(SwitchFn(drop_switch_cases_that_match_default)));
    out.push(Box::new(SwitchFn(simplify_const_switch_value)));
    out.push(Box::new(SwitchFn(simplify_pass_through_switch)));
    out.push(Box::new(SwitchFn(
        simplify_switch_from_switch_on_same_condition,
    )));
    out.push(Box::new(SwitchFn(
        simplify_switch_from_default_switch_on_same_condition,
    )));
}
