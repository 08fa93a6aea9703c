//! RegionBranchOpInterface of the scf ops (`scf.for`, `scf.if`,
//! `scf.while`, `scf.execute_region`, `scf.index_switch`, `scf.forall`) and
//! RegionBranchTerminatorOpInterface of `scf.condition` and
//! `scf.forall.in_parallel`, with MLIR 22's
//! successors: constant conditions (`scf.if`, `scf.condition`) and switch
//! values (`scf.index_switch`) prune the successors; loops always may run
//! their body or not.  `scf.yield` is `ReturnLike`, so it forwards all of its
//! operands without a hook of its own.

use crate::util::attrs::i64_array_attr;
use rmlir_ir::region_branch::{
    RegionBranchInterface, RegionSuccessor, RegionTarget, RegionTerminatorInterface,
};
use rmlir_ir::Context;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{Body, OpId};

/// Attaches the interfaces to the registered scf ops.
pub fn attach(ctx: &mut Context) {
    let branch: [(&str, &'static RegionBranchInterface); 6] = [
        ("scf.for", &FOR),
        ("scf.if", &IF),
        ("scf.while", &WHILE),
        ("scf.execute_region", &EXECUTE_REGION),
        ("scf.index_switch", &INDEX_SWITCH),
        ("scf.forall", &FORALL),
    ];
    for (name, iface) in branch {
        let n = ctx.op_name(name);
        if let Some(info) = ctx.op_info(n) {
            let mut info = info.clone();
            info.region_branch = Some(iface);
            ctx.register_op(info);
        }
    }
    let terminators: [(&str, &'static RegionTerminatorInterface); 2] = [
        ("scf.condition", &CONDITION),
        (super::IN_PARALLEL, &IN_PARALLEL),
    ];
    for (name, iface) in terminators {
        let n = ctx.op_name(name);
        if let Some(info) = ctx.op_info(n) {
            let mut info = info.clone();
            info.region_terminator = Some(iface);
            ctx.register_op(info);
        }
    }
}

/// The number of arguments of the entry block of region `r` of `op`.
fn num_entry_args(body: &Body, op: OpId, r: usize) -> usize {
    let rb = body.regions_body(op);
    body.op_regions(op)
        .get(r)
        .and_then(|&r| rb.entry_block(r))
        .map_or(0, |b| rb.block_args(b).len())
}

/// Whether region `r` of `op` has no block.
fn region_empty(body: &Body, op: OpId, r: usize) -> bool {
    let rb = body.regions_body(op);
    body.op_regions(op)
        .get(r)
        .is_none_or(|&r| rb.region_is_empty(r))
}

/// The value of a constant `i1` (MLIR's `BoolAttr`), if `a` is one.
fn bool_value(ctx: &Context, a: Option<Attr>) -> Option<bool> {
    match ctx.attr_data(a?) {
        AttrData::Integer { ty, value } if ctx.int_or_index_width(*ty) == Some(1) => {
            Some(!value.is_zero())
        }
        _ => None,
    }
}

/// All results of `op` receive the forwarded values.
fn to_parent(body: &Body, op: OpId) -> RegionSuccessor {
    RegionSuccessor::parent(0..body.num_results(op))
}

// ----- scf.for ---------------------------------------------------------------

/// `scf.for`: the body (its iteration arguments, not the induction variable)
/// or the results, from the op and from the body alike.
static FOR: RegionBranchInterface = RegionBranchInterface {
    entry_successors: |_, body, op, _, out| for_successors(body, op, out),
    region_successors: |_, body, op, _, out| for_successors(body, op, out),
    entry_successor_operands: |_, body, op, _| 3.min(body.num_operands(op))..body.num_operands(op),
};

fn for_successors(body: &Body, op: OpId, out: &mut Vec<RegionSuccessor>) {
    let n = num_entry_args(body, op, 0);
    out.push(RegionSuccessor::region(0, 1.min(n)..n));
    out.push(to_parent(body, op));
}

// ----- scf.if ----------------------------------------------------------------

/// `scf.if`: the `then` region when the condition may be true, the `else`
/// region (or the results when it is empty) when it may be false; both
/// regions return to the results.
static IF: RegionBranchInterface = RegionBranchInterface {
    entry_successors: if_entry_successors,
    region_successors: |_, body, op, _, out| out.push(to_parent(body, op)),
    entry_successor_operands: |_, _, _, _| 0..0,
};

fn if_entry_successors(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attr>],
    out: &mut Vec<RegionSuccessor>,
) {
    let cond = bool_value(ctx, operands.first().copied().flatten());
    if cond != Some(false) {
        out.push(RegionSuccessor::region(0, 0..0));
    }
    if cond != Some(true) {
        if region_empty(body, op, 1) {
            out.push(to_parent(body, op));
        } else {
            out.push(RegionSuccessor::region(1, 0..0));
        }
    }
}

// ----- scf.while -------------------------------------------------------------

/// `scf.while`: the op enters the `before` region; `scf.condition` goes to
/// the `after` region or the results; the `after` region goes back to
/// `before`.
static WHILE: RegionBranchInterface = RegionBranchInterface {
    entry_successors: |_, body, op, _, out| {
        out.push(RegionSuccessor::region(0, 0..num_entry_args(body, op, 0)))
    },
    region_successors: |_, body, op, r, out| {
        if r == 1 {
            out.push(RegionSuccessor::region(0, 0..num_entry_args(body, op, 0)));
        } else {
            out.push(to_parent(body, op));
            out.push(RegionSuccessor::region(1, 0..num_entry_args(body, op, 1)));
        }
    },
    entry_successor_operands: |_, body, op, _| 0..body.num_operands(op),
};

/// `scf.condition`: the `after` region when the condition may be true, the
/// results of the `scf.while` when it may be false; it forwards its
/// arguments (all operands but the condition).
static CONDITION: RegionTerminatorInterface = RegionTerminatorInterface {
    successors: condition_successors,
    successor_operands: |_, body, op, _| 1.min(body.num_operands(op))..body.num_operands(op),
};

fn condition_successors(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attr>],
    out: &mut Vec<RegionSuccessor>,
) {
    let Some(parent) = body.parent_op(op) else {
        return;
    };
    let cond = bool_value(ctx, operands.first().copied().flatten());
    if cond != Some(false) {
        out.push(RegionSuccessor::region(
            1,
            0..num_entry_args(body, parent, 1),
        ));
    }
    if cond != Some(true) {
        out.push(to_parent(body, parent));
    }
}

// ----- scf.execute_region ----------------------------------------------------

/// `scf.execute_region`: the op enters its region, which returns to the
/// results.
static EXECUTE_REGION: RegionBranchInterface = RegionBranchInterface {
    entry_successors: |_, _, _, _, out| out.push(RegionSuccessor::region(0, 0..0)),
    region_successors: |_, body, op, _, out| out.push(to_parent(body, op)),
    entry_successor_operands: |_, _, _, _| 0..0,
};

// ----- scf.index_switch ------------------------------------------------------

/// `scf.index_switch`: the case region whose value equals a constant
/// argument, else the default region; every region when the argument is
/// unknown (default first); all regions return to the results.
static INDEX_SWITCH: RegionBranchInterface = RegionBranchInterface {
    entry_successors: index_switch_entry_successors,
    region_successors: |_, body, op, _, out| out.push(to_parent(body, op)),
    entry_successor_operands: |_, _, _, _| 0..0,
};

fn index_switch_entry_successors(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attr>],
    out: &mut Vec<RegionSuccessor>,
) {
    let n = body.num_regions(op);
    let arg = match operands
        .first()
        .copied()
        .flatten()
        .map(|a| ctx.attr_data(a))
    {
        Some(AttrData::Integer { value, .. }) => value.to_i64_signed(),
        _ => None,
    };
    let Some(arg) = arg else {
        out.extend((0..n).map(|r| RegionSuccessor::region(r, 0..0)));
        return;
    };
    let cases = i64_array_attr(ctx, body, op, "cases");
    match cases.iter().position(|&c| c == arg) {
        Some(i) if i + 1 < n => out.push(RegionSuccessor::region(i + 1, 0..0)),
        _ => out.push(RegionSuccessor::region(0, 0..0)),
    }
}

// ----- scf.forall ------------------------------------------------------------

/// `scf.forall`: the op enters its body (run in parallel by every thread),
/// forwarding its shared outputs to the output arguments (the induction
/// variables are no successor inputs), or, with zero threads, goes straight
/// to the results; the body only returns to the results.  The results are
/// successor inputs that nothing is forwarded to, so, as with mlir-opt 22,
/// data-flow analyses learn nothing about them.
static FORALL: RegionBranchInterface = RegionBranchInterface {
    entry_successors: |ctx, body, op, _, out| {
        let rank = i64_array_attr(ctx, body, op, "staticLowerBound").len();
        let n = num_entry_args(body, op, 0);
        out.push(RegionSuccessor::region(0, rank.min(n)..n));
        out.push(to_parent(body, op));
    },
    region_successors: |_, body, op, _, out| out.push(to_parent(body, op)),
    entry_successor_operands: |ctx, body, op, target| match target {
        RegionTarget::Region(_) => {
            let outs = rmlir_ods::operand_group(ctx, body, op, 3).len();
            let n = body.num_operands(op);
            n - outs.min(n)..n
        }
        RegionTarget::Parent => 0..0,
    },
};

/// `scf.forall.in_parallel`: returns to the results of the `scf.forall`,
/// forwarding none of its (zero) operands.
static IN_PARALLEL: RegionTerminatorInterface = RegionTerminatorInterface {
    successors: |_, body, op, _, out| {
        if let Some(parent) = body.parent_op(op) {
            out.push(to_parent(body, parent));
        }
    },
    successor_operands: |_, _, _, _| 0..0,
};

#[cfg(test)]
mod tests {
    use crate::util::test_support::context;
    use rmlir_ir::region_branch::{self as rbi, RegionSuccessor, RegionTarget};
    use rmlir_ir::{Attr, Body, Context, OpId};
    use rmlir_text::parser::{parse_module, ParseOptions, ParsedModule};

    fn parse(ctx: &Context, src: &str) -> ParsedModule {
        parse_module(ctx, src.as_bytes(), &ParseOptions::default()).expect("parses")
    }

    /// The body of the first function and its ops (pre-order).
    fn func_ops(m: &ParsedModule) -> (&Body, Vec<OpId>) {
        let module = m.body.nested_body(m.op).expect("module body");
        let r = module.root_regions()[0];
        let b = module.entry_block(r).expect("block");
        let f = module.first_op(b).expect("func");
        let fb = module.nested_body(f).expect("func body");
        let mut out = Vec::new();
        let r = fb.root_regions()[0];
        for b in fb.region_blocks(r) {
            for o in fb.block_ops(b) {
                rmlir_ir::walk::collect_nested_ops(fb, o, &mut out);
            }
        }
        (fb, out)
    }

    fn find(ctx: &Context, body: &Body, ops: &[OpId], name: &str) -> OpId {
        *ops.iter()
            .find(|&&o| ctx.op_name_str(body.op_name(o)) == name)
            .expect("op present")
    }

    fn entry(
        ctx: &Context,
        body: &Body,
        op: OpId,
        operands: &[Option<Attr>],
    ) -> Vec<RegionSuccessor> {
        let iface = rbi::region_branch(ctx, body, op).expect("region branch op");
        let mut out = Vec::new();
        (iface.entry_successors)(ctx, body, op, operands, &mut out);
        out
    }

    fn i1(ctx: &Context, v: i64) -> Option<Attr> {
        let t = ctx.integer_type(1, rmlir_ir::Signedness::Signless);
        Some(ctx.integer_attr(t, v))
    }

    #[test]
    fn if_prunes_on_a_constant_condition() {
        let ctx = context();
        let m = parse(
            &ctx,
            "func.func @f(%c: i1) -> i32 {
               %r = scf.if %c -> (i32) {
                 %a = arith.constant 1 : i32
                 scf.yield %a : i32
               } else {
                 %b = arith.constant 2 : i32
                 scf.yield %b : i32
               }
               scf.if %c { }
               return %r : i32
             }",
        );
        let (body, ops) = func_ops(&m);
        let op = find(&ctx, body, &ops, "scf.if");
        let targets = |ops: &[Option<Attr>]| -> Vec<RegionTarget> {
            entry(&ctx, body, op, ops)
                .into_iter()
                .map(|s| s.target)
                .collect()
        };
        assert_eq!(
            targets(&[None]),
            vec![RegionTarget::Region(0), RegionTarget::Region(1)]
        );
        assert_eq!(targets(&[i1(&ctx, 1)]), vec![RegionTarget::Region(0)]);
        assert_eq!(targets(&[i1(&ctx, 0)]), vec![RegionTarget::Region(1)]);
        // The yield returns to the results, forwarding its operand.
        let y = find(&ctx, body, &ops, "scf.yield");
        let mut out = Vec::new();
        rbi::terminator_successors(&ctx, body, op, y, &[None], &mut out);
        assert_eq!(out, vec![RegionSuccessor::parent(0..1)]);
        assert_eq!(
            rbi::terminator_successor_operands(&ctx, body, y, RegionTarget::Parent),
            Some(0..1)
        );
        // Without an else region, a false condition leaves the op.
        let second = ops
            .iter()
            .copied()
            .filter(|&o| ctx.op_name_str(body.op_name(o)) == "scf.if")
            .nth(1)
            .expect("second if");
        let out = entry(&ctx, body, second, &[i1(&ctx, 0)]);
        assert_eq!(out, vec![RegionSuccessor::parent(0..0)]);
    }

    #[test]
    fn for_and_while_forward_their_iteration_values() {
        let ctx = context();
        let m = parse(
            &ctx,
            "func.func @f(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
               %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i32) {
                 scf.yield %a : i32
               }
               %w = scf.while (%b = %r) : (i32) -> i32 {
                 %t = arith.constant true
                 scf.condition(%t) %b : i32
               } do {
               ^bb0(%c: i32):
                 scf.yield %c : i32
               }
               return %w : i32
             }",
        );
        let (body, ops) = func_ops(&m);
        let f = find(&ctx, body, &ops, "scf.for");
        assert_eq!(
            entry(&ctx, body, f, &[None, None, None, None]),
            vec![
                RegionSuccessor::region(0, 1..2),
                RegionSuccessor::parent(0..1)
            ]
        );
        let iface = rbi::region_branch(&ctx, body, f).expect("for");
        assert_eq!(
            (iface.entry_successor_operands)(&ctx, body, f, RegionTarget::Region(0)),
            3..4
        );
        let w = find(&ctx, body, &ops, "scf.while");
        assert_eq!(
            entry(&ctx, body, w, &[None]),
            vec![RegionSuccessor::region(0, 0..1)]
        );
        let cond = find(&ctx, body, &ops, "scf.condition");
        let succ = |c: Option<Attr>| {
            let mut out = Vec::new();
            rbi::terminator_successors(&ctx, body, w, cond, &[c, None], &mut out);
            out
        };
        assert_eq!(succ(i1(&ctx, 1)), vec![RegionSuccessor::region(1, 0..1)]);
        assert_eq!(succ(i1(&ctx, 0)), vec![RegionSuccessor::parent(0..1)]);
        assert_eq!(succ(None).len(), 2);
        assert_eq!(
            rbi::terminator_successor_operands(&ctx, body, cond, RegionTarget::Parent),
            Some(1..2)
        );
    }

    #[test]
    fn index_switch_picks_the_matching_case() {
        let ctx = context();
        let m = parse(
            &ctx,
            "func.func @f(%i: index) -> i32 {
               %r = scf.index_switch %i -> i32
               case 3 {
                 %a = arith.constant 1 : i32
                 scf.yield %a : i32
               }
               default {
                 %b = arith.constant 2 : i32
                 scf.yield %b : i32
               }
               return %r : i32
             }",
        );
        let (body, ops) = func_ops(&m);
        let s = find(&ctx, body, &ops, "scf.index_switch");
        let idx = |v: i64| Some(ctx.integer_attr(ctx.common().index, v));
        let targets = |ops: &[Option<Attr>]| -> Vec<RegionTarget> {
            entry(&ctx, body, s, ops)
                .into_iter()
                .map(|s| s.target)
                .collect()
        };
        assert_eq!(
            targets(&[None]),
            vec![RegionTarget::Region(0), RegionTarget::Region(1)]
        );
        assert_eq!(targets(&[idx(3)]), vec![RegionTarget::Region(1)]);
        assert_eq!(targets(&[idx(4)]), vec![RegionTarget::Region(0)]);
    }

    #[test]
    fn forall_forwards_its_outputs_into_the_body_only() {
        let ctx = context();
        let m = parse(
            &ctx,
            "func.func @f(%n: index, %t: tensor<4xf32>, %v: tensor<1xf32>) -> tensor<4xf32> {
               %r = scf.forall (%i, %j) in (%n, 2) shared_outs(%a = %t) -> (tensor<4xf32>) {
                 scf.forall.in_parallel {
                   tensor.parallel_insert_slice %v into %a[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
                 }
               }
               return %r : tensor<4xf32>
             }",
        );
        let (body, ops) = func_ops(&m);
        let f = find(&ctx, body, &ops, "scf.forall");
        // The body's output argument (after the two induction variables)
        // receives the shared output; the results receive nothing.
        assert_eq!(
            entry(&ctx, body, f, &[None, None]),
            vec![
                RegionSuccessor::region(0, 2..3),
                RegionSuccessor::parent(0..1)
            ]
        );
        let iface = rbi::region_branch(&ctx, body, f).expect("forall");
        assert_eq!(
            (iface.entry_successor_operands)(&ctx, body, f, RegionTarget::Region(0)),
            1..2
        );
        assert_eq!(
            (iface.entry_successor_operands)(&ctx, body, f, RegionTarget::Parent),
            0..0
        );
        let term = find(&ctx, body, &ops, "scf.forall.in_parallel");
        let mut out = Vec::new();
        rbi::terminator_successors(&ctx, body, f, term, &[], &mut out);
        assert_eq!(out, vec![RegionSuccessor::parent(0..1)]);
        assert_eq!(
            rbi::terminator_successor_operands(&ctx, body, term, RegionTarget::Parent),
            Some(0..0)
        );
    }
}
