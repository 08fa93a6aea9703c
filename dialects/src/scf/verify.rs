//! Verifiers of `scf.for`, `scf.if`, `scf.while`, `scf.execute_region` and
//! `scf.index_switch`, and the RegionBranchOpInterface and terminator checks
//! all scf ops share (MLIR 22's `SCF.cpp` and
//! `verifyRegionBranchOpInterface`).

use rmlir_ir::registry::OpTraits;
use rmlir_ir::verify::op_error;
use rmlir_ir::Type;
use rmlir_ir::{Body, OpId};
use rmlir_ir::{Context, Diagnostic};

use super::{entry_arg_types, i64_array, region_terminator, types_of, REDUCE, YIELD};
use crate::util::diag::type_str;

pub(super) fn verify_for(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let n_inits = body.num_operands(op).saturating_sub(3);
    if body.num_results(op) != n_inits {
        return Err(op_error(
            ctx,
            body,
            op,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    Ok(())
}

/// Whether an op is a `RegionBranchTerminatorOpInterface` (ReturnLike ops,
/// `scf.condition`, `scf.reduce`).
fn is_branch_terminator(ctx: &Context, body: &Body, t: OpId) -> bool {
    let name = body.op_name(t);
    ctx.op_traits(name).contains(OpTraits::RETURN_LIKE)
        || matches!(ctx.op_name_str(name), "scf.condition" | REDUCE)
}

/// The values a region branch terminator forwards to its successors.
fn forwarded_types(ctx: &Context, body: &Body, t: OpId) -> Vec<Type> {
    match ctx.op_name_str(body.op_name(t)) {
        "scf.condition" => types_of(body, body.operands(t).skip(1)),
        REDUCE => Vec::new(),
        _ => types_of(body, body.operands(t)),
    }
}

/// The region branch points of `op` after the parent: the branch
/// terminators ending blocks of its regions, with their region's index.
fn branch_terminators(ctx: &Context, body: &Body, op: OpId) -> Vec<(usize, OpId)> {
    let rb = body.regions_body(op);
    let mut out = Vec::new();
    for (i, &r) in body.op_regions(op).iter().enumerate() {
        for b in rb.region_blocks(r) {
            if let Some(t) = rb.last_op(b) {
                if is_branch_terminator(ctx, rb, t) {
                    out.push((i, t));
                }
            }
        }
    }
    out
}

/// A control-flow edge of a `RegionBranchOpInterface` op.
pub(crate) struct Edge {
    /// The terminator it leaves from (`None`: the op itself).
    pub(crate) from: Option<OpId>,
    /// The region it enters (`None`: back to the op's results).
    pub(crate) to: Option<usize>,
    /// Types of the forwarded values.
    pub(crate) operands: Vec<Type>,
    /// Types of the successor's inputs.
    pub(crate) inputs: Vec<Type>,
}

/// MLIR's `verifyRegionBranchOpInterface`: forwarded values match the
/// successor inputs along every edge, in MLIR's order.
pub(crate) fn verify_region_edges(
    ctx: &Context,
    body: &Body,
    op: OpId,
    edges: Vec<Edge>,
) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    for e in edges {
        let (from, note_loc) = match e.from {
            None => ("parent".to_string(), body.op_loc(op)),
            Some(t) => (
                format!("Operation {}", ctx.op_name_str(rb.op_name(t))),
                rb.op_loc(t),
            ),
        };
        let to = match e.to {
            None => "parent".to_string(),
            Some(i) => format!("Region #{i}"),
        };
        let err = |m: String| {
            op_error(
                ctx,
                body,
                op,
                format!("along control flow edge from {from} to {to}: {m}"),
            )
            .with_note(note_loc, "region branch point")
        };
        if e.operands.len() != e.inputs.len() {
            return Err(err(format!(
                "region branch point has {} operands, but region successor needs {} inputs",
                e.operands.len(),
                e.inputs.len()
            )));
        }
        for (i, (&a, &b)) in e.operands.iter().zip(&e.inputs).enumerate() {
            if a != b {
                return Err(err(format!(
                    "successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                    type_str(ctx, a),
                    type_str(ctx, b)
                )));
            }
        }
    }
    Ok(())
}

/// MLIR's `verifyLoopLikeOpInterface`.
fn verify_loop_like(
    ctx: &Context,
    body: &Body,
    op: OpId,
    inits: &[Type],
    iter_args: &[Type],
    yielded: &[Type],
    results: Option<&[Type]>,
) -> Result<(), Diagnostic> {
    let err = |m: String| Err(op_error(ctx, body, op, m));
    if inits.len() != iter_args.len() {
        return err(format!(
            "different number of inits and region iter_args: {} != {}",
            inits.len(),
            iter_args.len()
        ));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return err(format!(
            "different number of region iter_args and yielded values: {} != {}",
            iter_args.len(),
            yielded.len()
        ));
    }
    if let Some(results) = results {
        if results.len() != iter_args.len() {
            return err(format!(
                "different number of loop results and region iter_args: {} != {}",
                results.len(),
                iter_args.len()
            ));
        }
    }
    for (i, (&init, &arg)) in inits.iter().zip(iter_args).enumerate() {
        if init != arg {
            return err(format!(
                "{i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                type_str(ctx, init),
                type_str(ctx, arg)
            ));
        }
        if let Some(&y) = yielded.get(i) {
            if arg != y {
                return err(format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: '{}' != '{}'",
                    type_str(ctx, arg),
                    type_str(ctx, y)
                ));
            }
        }
    }
    if let Some(results) = results {
        // MLIR never advances its index here: every message says "0-th".
        for (&arg, &res) in iter_args.iter().zip(results) {
            if arg != res {
                return err(format!(
                    "0-th region iter_arg and 0-th loop result have different type: '{}' != '{}'",
                    type_str(ctx, arg),
                    type_str(ctx, res)
                ));
            }
        }
    }
    Ok(())
}

pub(super) use rmlir_ods::verify_implicit_terminator;

/// `verifyAndGetTerminator`: the region's terminator must be `name`.
pub(super) fn expect_terminator(
    ctx: &Context,
    body: &Body,
    op: OpId,
    index: usize,
    name: &str,
    msg: &str,
) -> Result<OpId, Diagnostic> {
    let t = region_terminator(body, op, index);
    let rb = body.regions_body(op);
    match t {
        Some(t) if ctx.op_name_str(rb.op_name(t)) == name => Ok(t),
        Some(t) => Err(op_error(ctx, body, op, msg).with_note(rb.op_loc(t), "terminator here")),
        None => Err(op_error(ctx, body, op, msg)),
    }
}

/// `scf.for`: LoopLikeOpInterface, RegionBranchOpInterface,
/// SingleBlockImplicitTerminator, then `ForOp::verifyRegions`.
pub(super) fn verify_for_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    let args = entry_arg_types(body, op, 0);
    let iter_args = args.get(1..).unwrap_or_default().to_vec();
    let inits = types_of(body, body.operands(op).skip(3));
    let results = types_of(body, body.results(op));
    let yielded = region_terminator(body, op, 0)
        .map(|t| types_of(rb, rb.operands(t)))
        .unwrap_or_default();
    verify_loop_like(ctx, body, op, &inits, &iter_args, &yielded, Some(&results))?;
    let mut edges = Vec::new();
    let points = std::iter::once(None).chain(
        branch_terminators(ctx, body, op)
            .into_iter()
            .map(|(_, t)| Some(t)),
    );
    for from in points {
        let operands = match from {
            None => inits.clone(),
            Some(t) => forwarded_types(ctx, rb, t),
        };
        edges.push(Edge {
            from,
            to: Some(0),
            operands: operands.clone(),
            inputs: iter_args.clone(),
        });
        edges.push(Edge {
            from,
            to: None,
            operands,
            inputs: results.clone(),
        });
    }
    verify_region_edges(ctx, body, op, edges)?;
    verify_implicit_terminator(ctx, body, op, YIELD)?;
    let err = |m: String| Err(op_error(ctx, body, op, m));
    if args.first() != Some(&body.value_type(super::ForOp(op).lower_bound(ctx, body))) {
        return err("expected induction variable to be same type as bounds and step".into());
    }
    if iter_args.len() != results.len() {
        return err("mismatch in number of basic block args and defined values".into());
    }
    for (i, ((&init, &arg), &res)) in inits.iter().zip(&iter_args).zip(&results).enumerate() {
        if init != res {
            return err(format!(
                "types mismatch between {i}th iter operand and defined value"
            ));
        }
        if arg != res {
            return err(format!(
                "types mismatch between {i}th iter region arg and defined value"
            ));
        }
    }
    Ok(())
}

/// `scf.if`: `NoRegionArguments`, then `IfOp::verify`.
pub(super) fn verify_if(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    for (i, &r) in body.op_regions(op).iter().enumerate() {
        if rb
            .entry_block(r)
            .is_some_and(|b| !rb.block_args(b).is_empty())
        {
            return Err(op_error(
                ctx,
                body,
                op,
                format!("region #{i} should have no arguments"),
            ));
        }
    }
    let else_empty = body
        .op_regions(op)
        .get(1)
        .is_none_or(|&r| rb.region_is_empty(r));
    if body.num_results(op) != 0 && else_empty {
        return Err(op_error(
            ctx,
            body,
            op,
            "must have an else block if defining values",
        ));
    }
    Ok(())
}

/// `scf.if`: RegionBranchOpInterface, then SingleBlockImplicitTerminator.
pub(super) fn verify_if_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    let results = types_of(body, body.results(op));
    let else_empty = body
        .op_regions(op)
        .get(1)
        .is_none_or(|&r| rb.region_is_empty(r));
    let mut edges = vec![Edge {
        from: None,
        to: Some(0),
        operands: Vec::new(),
        inputs: Vec::new(),
    }];
    edges.push(if else_empty {
        Edge {
            from: None,
            to: None,
            operands: Vec::new(),
            inputs: results.clone(),
        }
    } else {
        Edge {
            from: None,
            to: Some(1),
            operands: Vec::new(),
            inputs: Vec::new(),
        }
    });
    for (_, t) in branch_terminators(ctx, body, op) {
        edges.push(Edge {
            from: Some(t),
            to: None,
            operands: forwarded_types(ctx, rb, t),
            inputs: results.clone(),
        });
    }
    verify_region_edges(ctx, body, op, edges)?;
    verify_implicit_terminator(ctx, body, op, YIELD)
}

/// `WhileOp::verify`: the regions end with `scf.condition` and `scf.yield`.
pub(super) fn verify_while(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    expect_terminator(
        ctx,
        body,
        op,
        0,
        "scf.condition",
        "expects the 'before' region to terminate with 'scf.condition'",
    )?;
    expect_terminator(
        ctx,
        body,
        op,
        1,
        YIELD,
        "expects the 'after' region to terminate with 'scf.yield'",
    )?;
    Ok(())
}

/// `scf.while`: RegionBranchOpInterface, then LoopLikeOpInterface.
pub(super) fn verify_while_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    let inits = types_of(body, body.operands(op));
    let before = entry_arg_types(body, op, 0);
    let after = entry_arg_types(body, op, 1);
    let results = types_of(body, body.results(op));
    let mut edges = vec![Edge {
        from: None,
        to: Some(0),
        operands: inits.clone(),
        inputs: before.clone(),
    }];
    for (region, t) in branch_terminators(ctx, body, op) {
        let operands = forwarded_types(ctx, rb, t);
        if region == 1 {
            edges.push(Edge {
                from: Some(t),
                to: Some(0),
                operands,
                inputs: before.clone(),
            });
        } else {
            edges.push(Edge {
                from: Some(t),
                to: None,
                operands: operands.clone(),
                inputs: results.clone(),
            });
            edges.push(Edge {
                from: Some(t),
                to: Some(1),
                operands,
                inputs: after.clone(),
            });
        }
    }
    verify_region_edges(ctx, body, op, edges)?;
    let yielded = region_terminator(body, op, 1)
        .map(|t| types_of(rb, rb.operands(t)))
        .unwrap_or_default();
    verify_loop_like(ctx, body, op, &inits, &before, &yielded, None)
}

/// `ExecuteRegionOp::verify`.
pub(super) fn verify_execute_region(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    let r = body.op_regions(op)[0];
    let Some(entry) = rb.entry_block(r) else {
        return Err(op_error(
            ctx,
            body,
            op,
            "region needs to have at least one block",
        ));
    };
    if !rb.block_args(entry).is_empty() {
        return Err(op_error(ctx, body, op, "region cannot have any arguments"));
    }
    Ok(())
}

/// `scf.execute_region`: RegionBranchOpInterface.
pub(super) fn verify_execute_region_regions(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    let results = types_of(body, body.results(op));
    let mut edges = vec![Edge {
        from: None,
        to: Some(0),
        operands: Vec::new(),
        inputs: Vec::new(),
    }];
    for (_, t) in branch_terminators(ctx, body, op) {
        edges.push(Edge {
            from: Some(t),
            to: None,
            operands: forwarded_types(ctx, rb, t),
            inputs: results.clone(),
        });
    }
    verify_region_edges(ctx, body, op, edges)
}

/// `IndexSwitchOp::verify`.
pub(super) fn verify_index_switch(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    let err = |m: String| op_error(ctx, body, op, m);
    let regions = body.op_regions(op).to_vec();
    for (i, &r) in regions.iter().enumerate().skip(2) {
        if rb.region_blocks(r).count() != 1 {
            return Err(err(format!(
                "region #{i} ('caseRegions') failed to verify constraint: region with 1 blocks"
            )));
        }
    }
    let cases = i64_array(ctx, body, op, "cases");
    let n_case_regions = regions.len().saturating_sub(1);
    if cases.len() != n_case_regions {
        return Err(err(format!(
            "has {n_case_regions} case regions but {} case values",
            cases.len()
        )));
    }
    let mut seen = std::collections::HashSet::new();
    for &c in &cases {
        if !seen.insert(c) {
            return Err(err(format!("has duplicate case value: {c}")));
        }
    }
    let results = types_of(body, body.results(op));
    for (i, _) in regions.iter().enumerate() {
        let name = if i == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", i - 1)
        };
        let Some(t) = region_terminator(body, op, i) else {
            continue;
        };
        let t_name = ctx.op_name_str(rb.op_name(t));
        if t_name != YIELD {
            return Err(err(format!(
                "expected region to end with scf.yield, but got {t_name}"
            )));
        }
        if rb.num_operands(t) != results.len() {
            return Err(err(format!(
                "expected each region to return {} values, but {name} returns {}",
                results.len(),
                rb.num_operands(t)
            ))
            .with_note(rb.op_loc(t), "see yield operation here"));
        }
        for (k, (v, &res)) in rb.operands(t).zip(&results).enumerate() {
            let ty = rb.value_type(v);
            if ty != res {
                return Err(err(format!(
                    "expected result #{k} of each region to be '{}'",
                    type_str(ctx, res)
                ))
                .with_note(
                    rb.op_loc(t),
                    format!("{name} returns '{}' here", type_str(ctx, ty)),
                ));
            }
        }
    }
    Ok(())
}

/// `scf.index_switch`: SingleBlockImplicitTerminator, then
/// RegionBranchOpInterface.
pub(super) fn verify_index_switch_regions(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    verify_implicit_terminator(ctx, body, op, YIELD)?;
    let rb = body.regions_body(op);
    let results = types_of(body, body.results(op));
    let mut edges: Vec<Edge> = (0..body.num_regions(op))
        .map(|i| Edge {
            from: None,
            to: Some(i),
            operands: Vec::new(),
            inputs: Vec::new(),
        })
        .collect();
    for (_, t) in branch_terminators(ctx, body, op) {
        edges.push(Edge {
            from: Some(t),
            to: None,
            operands: forwarded_types(ctx, rb, t),
            inputs: results.clone(),
        });
    }
    verify_region_edges(ctx, body, op, edges)
}
