//! `scf.forall` and `scf.forall.in_parallel`: custom assembly formats and
//! verifiers.

use crate::util::constant::const_int;
use crate::util::slice::verify_operands_or_integers;
use rmlir_ir::registry::OpTraits;
use rmlir_ir::verify::op_error;
use rmlir_ir::AttrData;
use rmlir_ir::Type;
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ir::{Context, Diagnostic};
use rmlir_text::parser::{Delimiter, OpAsmParser, Punct};
use rmlir_text::printer::OpAsmPrinter;

use super::verify::verify_implicit_terminator;
use super::{
    custom_error, entry_arg_types, i64_array, i64_array_attr, is_masking_attr,
    parse_assignment_list, types_of, IN_PARALLEL,
};

/// `(%a, 4, %b)`: MLIR's `parseDynamicIndexList` (without types); dynamic
/// entries are `i64::MIN` in the static list.
#[allow(clippy::type_complexity)]
fn parse_dynamic_index_list<'a>(
    p: &mut OpAsmParser<'_, 'a>,
) -> Result<(Vec<rmlir_text::parser::UnresolvedOperand<'a>>, Vec<i64>), Diagnostic> {
    let mut values = Vec::new();
    let mut ints = Vec::new();
    p.parse_comma_separated(Delimiter::Paren, "dynamic index list", |p| {
        let operand = p.parse_optional_operand()?;
        let scalable = p.parse_optional_punct(Punct::LSquare);
        if let Some(u) = operand {
            values.push(u);
            ints.push(i64::MIN);
        } else {
            let pos = p.pos();
            match p.parse_optional_integer()? {
                Some(v) => ints.push(v),
                None => return Err(custom_error(p, pos, "expected integer value")),
            }
        }
        if scalable {
            p.parse_punct(Punct::RSquare)?;
        }
        Ok(true)
    })?;
    Ok((values, ints))
}

/// MLIR's `printDynamicIndexList` with parentheses.
fn print_dynamic_index_list(
    p: &mut OpAsmPrinter<'_>,
    body: &Body,
    values: &[ValueId],
    ints: &[i64],
) {
    p.write_char('(');
    let mut dynamic = values.iter();
    for (i, &v) in ints.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        if v == i64::MIN {
            if let Some(&d) = dynamic.next() {
                p.print_operand(body, d);
            }
        } else {
            p.write_str(&v.to_string());
        }
    }
    p.write_char(')');
}

/// Adds the implicit `scf.forall.in_parallel` (with its empty block) to a
/// parsed `scf.forall` region that has no terminator.
fn ensure_in_parallel(p: &mut OpAsmParser<'_, '_>, r: rmlir_ir::RegionId) {
    let ctx = p.ctx();
    let loc = p.op_loc();
    let b = p.ensure_block(r);
    let body = p.region_body();
    if let Some(last) = body.last_op(b) {
        if ctx
            .op_traits(body.op_name(last))
            .contains(OpTraits::TERMINATOR)
        {
            return;
        }
    }
    let op = body.create_op(&rmlir_ir::OpSpec {
        name: ctx.op_name(IN_PARALLEL),
        loc,
        operands: &[],
        result_types: &[],
        successors: &[],
        num_regions: 1,
        isolated: false,
        properties: None,
        attrs: ctx.common().empty_dict,
    });
    let inner = body.op_regions(op)[0];
    body.append_block(inner);
    body.append_op(b, op);
}

pub(super) fn parse_forall(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let index = ctx.common().index;
    let mut ivs = Vec::new();
    p.parse_comma_separated(Delimiter::Paren, "argument list", |p| {
        match p.parse_optional_argument(false, false)? {
            Some(a) => {
                ivs.push(a);
                Ok(true)
            }
            None => Ok(false),
        }
    })?;
    let (n_lb, n_ub, n_step);
    let (lbs, ubs, steps);
    if p.parse_optional_keyword("in") {
        let (dyn_ub, s_ub) = parse_dynamic_index_list(p)?;
        p.resolve_operands_same(&dyn_ub, index)?;
        n_lb = 0;
        n_step = 0;
        n_ub = dyn_ub.len();
        ubs = s_ub;
        lbs = vec![0; ivs.len()];
        steps = vec![1; ivs.len()];
    } else {
        p.parse_punct(Punct::Equal)?;
        let (dyn_lb, s_lb) = parse_dynamic_index_list(p)?;
        p.resolve_operands_same(&dyn_lb, index)?;
        p.parse_keyword("to")?;
        let (dyn_ub, s_ub) = parse_dynamic_index_list(p)?;
        p.resolve_operands_same(&dyn_ub, index)?;
        p.parse_keyword("step")?;
        let (dyn_step, s_step) = parse_dynamic_index_list(p)?;
        p.resolve_operands_same(&dyn_step, index)?;
        n_lb = dyn_lb.len();
        n_ub = dyn_ub.len();
        n_step = dyn_step.len();
        lbs = s_lb;
        ubs = s_ub;
        steps = s_step;
    }
    let outs_pos = p.pos();
    let mut out_args = Vec::new();
    let mut result_types: Vec<Type> = Vec::new();
    let mut n_outs = 0;
    if p.parse_optional_keyword("shared_outs") {
        let (args, outs) = parse_assignment_list(p)?;
        result_types = p.parse_optional_arrow_type_list()?.to_vec();
        if outs.len() != result_types.len() {
            return Err(custom_error(
                p,
                outs_pos,
                format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    outs.len(),
                    result_types.len()
                ),
            ));
        }
        p.resolve_operands(&outs, &result_types, outs_pos)?;
        n_outs = outs.len();
        out_args = args;
    }
    p.add_result_types(&result_types);
    let mut region_args = Vec::new();
    for mut iv in ivs {
        iv.ty = Some(index);
        region_args.push(iv);
    }
    for (mut a, &t) in out_args.into_iter().zip(&result_types) {
        a.ty = Some(t);
        region_args.push(a);
    }
    let r = p.parse_region(&region_args)?;
    ensure_in_parallel(p, r);
    p.parse_optional_attr_dict()?;
    p.add_attr("staticLowerBound", i64_array_attr(ctx, &lbs));
    p.add_attr("staticUpperBound", i64_array_attr(ctx, &ubs));
    p.add_attr("staticStep", i64_array_attr(ctx, &steps));
    p.add_attr(
        "operandSegmentSizes",
        rmlir_ods::segment_attr(ctx, &[n_lb, n_ub, n_step, n_outs]),
    );
    Ok(())
}

pub(super) fn print_forall(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let rb = body.regions_body(op);
    let r = body.op_regions(op)[0];
    let args: Vec<ValueId> = rb
        .entry_block(r)
        .map(|b| rb.block_args(b).to_vec())
        .unwrap_or_default();
    let lbs = i64_array(ctx, body, op, "staticLowerBound");
    let ubs = i64_array(ctx, body, op, "staticUpperBound");
    let steps = i64_array(ctx, body, op, "staticStep");
    let group = |i| rmlir_ods::operand_group(ctx, body, op, i);
    let (dyn_lb, dyn_ub, dyn_step, outs) = (group(0), group(1), group(2), group(3));
    let rank = lbs.len().min(args.len());
    // A bound is "constant v" when static, or dynamic and defined by a
    // constant op.
    let all_equal = |ints: &[i64], values: &[ValueId], v: i64| {
        let mut dynamic = values.iter();
        ints.iter().all(|&s| {
            if s == i64::MIN {
                dynamic
                    .next()
                    .and_then(|&d| const_int(ctx, body, d))
                    .is_some_and(|c| c == v)
            } else {
                s == v
            }
        })
    };
    let normalized = all_equal(&lbs, &dyn_lb, 0) && all_equal(&steps, &dyn_step, 1);
    p.write_str(" (");
    p.print_operands(rb, args[..rank].iter().copied());
    if normalized {
        p.write_str(") in ");
        print_dynamic_index_list(p, body, &dyn_ub, &ubs);
    } else {
        p.write_str(") = ");
        print_dynamic_index_list(p, body, &dyn_lb, &lbs);
        p.write_str(" to ");
        print_dynamic_index_list(p, body, &dyn_ub, &ubs);
        p.write_str(" step ");
        print_dynamic_index_list(p, body, &dyn_step, &steps);
    }
    let out_args = &args[rank..];
    if !outs.is_empty() {
        p.write_str(" shared_outs(");
        for (i, (&a, &v)) in out_args.iter().zip(&outs).enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_operand(rb, a);
            p.write_str(" = ");
            p.print_operand(body, v);
        }
        p.write_char(')');
    }
    p.write_char(' ');
    if !out_args.is_empty() {
        p.write_str("-> (");
        let tys = types_of(body, body.results(op));
        p.print_types(&tys);
        p.write_str(") ");
    }
    p.print_region(body, op, 0, false, body.num_results(op) > 0, false);
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(
        &attrs,
        &[
            "operandSegmentSizes",
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
        ],
    );
}

/// `ForallOp::verify`.
pub(super) fn verify_forall(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let lbs = i64_array(ctx, body, op, "staticLowerBound");
    let rank = lbs.len();
    let group = |i| rmlir_ods::operand_group(ctx, body, op, i);
    let outs = group(3);
    if body.num_results(op) != outs.len() {
        return err(format!(
            "produces {} results, but has only {} outputs",
            body.num_results(op),
            outs.len()
        ));
    }
    let args = entry_arg_types(body, op, 0);
    if args.len() != rank + outs.len() {
        return err(format!("region expects {rank} arguments"));
    }
    for (i, &t) in args[..rank].iter().enumerate() {
        if t != ctx.common().index {
            return err(format!("expects {i}-th block argument to be an index"));
        }
    }
    for (i, &v) in outs.iter().enumerate() {
        if args[rank + i] != body.value_type(v) {
            return err(format!(
                "type mismatch between {i}-th output and corresponding block argument"
            ));
        }
    }
    if let Some(m) = rmlir_ods::get_attr(ctx, body, op, "mapping") {
        if let AttrData::Array(elems) = ctx.attr_data(m) {
            if !elems.is_empty() {
                let masks = elems.iter().filter(|&&a| is_masking_attr(ctx, a)).count();
                if elems.len() - masks != rank {
                    return err("mapping attribute size must match op rank".into());
                }
                if masks > 1 {
                    return err("\"mapping\" supports at most one device masking attribute".into());
                }
            }
        }
    }
    let ubs = i64_array(ctx, body, op, "staticUpperBound");
    let steps = i64_array(ctx, body, op, "staticStep");
    verify_operands_or_integers(ctx, body, op, "lower bound", rank, &lbs, group(0).len())?;
    verify_operands_or_integers(ctx, body, op, "upper bound", rank, &ubs, group(1).len())?;
    verify_operands_or_integers(ctx, body, op, "step", rank, &steps, group(2).len())?;
    Ok(())
}

/// `scf.forall`: SingleBlockImplicitTerminator, then the
/// `DestinationStyleOpInterface` check of its `shared_outs` (both checked
/// with the regions in MLIR, after what is nested; its LoopLike and
/// RegionBranch checks are implied by `ForallOp::verify`).
pub(super) fn verify_forall_regions(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    verify_implicit_terminator(ctx, body, op, IN_PARALLEL)?;
    match rmlir_ods::operand_group_range(ctx, body, op, 3) {
        Some(inits) => crate::util::dps::verify_destination_style(ctx, body, op, inits),
        None => Ok(()),
    }
}

pub(super) fn parse_in_parallel(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let r = p.parse_region(&[])?;
    p.ensure_block(r);
    p.parse_optional_attr_dict()?;
    Ok(())
}

pub(super) fn print_in_parallel(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    p.write_char(' ');
    p.print_region(body, op, 0, false, false, false);
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &[]);
}

/// `InParallelOp::verify` (its parent is checked first, as
/// `ExpectedParents`): only
/// `tensor.parallel_insert_slice` ops (MLIR's ParallelCombiningOpInterface),
/// inserting into the forall's output block arguments.
pub(super) fn verify_in_parallel(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(forall) = body.parent_op(op) else {
        return Ok(());
    };
    let rank = i64_array(ctx, body, forall, "staticLowerBound").len();
    let Some(&fr) = body.op_regions(forall).first() else {
        return Ok(());
    };
    let out_args: Vec<ValueId> = body
        .entry_block(fr)
        .map(|b| body.block_args(b).get(rank..).unwrap_or_default().to_vec())
        .unwrap_or_default();
    let r = body.op_regions(op)[0];
    let Some(block) = body.entry_block(r) else {
        return Ok(());
    };
    for inner in body.block_ops(block) {
        if ctx.op_name_str(body.op_name(inner)) != "tensor.parallel_insert_slice" {
            return Err(op_error(
                ctx,
                body,
                op,
                "expected only ParallelCombiningOpInterface ops",
            ));
        }
        if body.num_operands(inner) > 1
            && !out_args.contains(&super::ParallelInsertSliceOp(inner).dest(ctx, body))
        {
            return Err(op_error(
                ctx,
                body,
                inner,
                "may only insert into an output block argument",
            ));
        }
    }
    Ok(())
}
