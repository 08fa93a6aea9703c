//! `scf.parallel`, `scf.reduce` and `scf.reduce.return`: custom assembly
//! formats and verifiers.

use rmlir_ir::verify::op_error;
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ir::{Context, Diagnostic};
use rmlir_ods::format::ensure_terminator;
use rmlir_text::parser::{Delimiter, OpAsmParser, Punct};
use rmlir_text::printer::OpAsmPrinter;

use super::verify::{expect_terminator, verify_implicit_terminator};
use super::{custom_error, def_of, entry_arg_types, types_of, REDUCE};
use crate::util::constant::const_int;
use crate::util::diag::type_str;

/// `(%a, %b)` with exactly `n` operands (MLIR's `parseOperandList` with a
/// required count).
fn parse_operand_list_of<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    n: usize,
) -> Result<Vec<rmlir_text::parser::UnresolvedOperand<'a>>, Diagnostic> {
    let pos = p.pos();
    let list = p.parse_operand_list(Delimiter::Paren)?.to_vec();
    if list.len() != n {
        return Err(custom_error(p, pos, format!("expected {n} operands")));
    }
    Ok(list)
}

pub(super) fn parse_parallel(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let def = def_of(p);
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
    p.parse_punct(Punct::Equal)?;
    let lower = parse_operand_list_of(p, ivs.len())?;
    p.resolve_operands_same(&lower, index)?;
    p.parse_keyword("to")?;
    let upper = parse_operand_list_of(p, ivs.len())?;
    p.resolve_operands_same(&upper, index)?;
    p.parse_keyword("step")?;
    let steps = parse_operand_list_of(p, ivs.len())?;
    p.resolve_operands_same(&steps, index)?;
    let mut inits = Vec::new();
    if p.parse_optional_keyword("init") {
        inits = p.parse_operand_list(Delimiter::Paren)?.to_vec();
    }
    let tys = p.parse_optional_arrow_type_list()?.to_vec();
    p.add_result_types(&tys);
    for iv in &mut ivs {
        iv.ty = Some(index);
    }
    let r = p.parse_region(&ivs)?;
    p.add_attr(
        "operandSegmentSizes",
        rmlir_ods::segment_attr(ctx, &[lower.len(), upper.len(), steps.len(), inits.len()]),
    );
    p.parse_optional_attr_dict()?;
    if inits.len() != tys.len() {
        let pos = p.name_pos();
        return Err(custom_error(
            p,
            pos,
            format!(
                "number of operands and types do not match: got {} operands and {} types",
                inits.len(),
                tys.len()
            ),
        ));
    }
    let pos = p.name_pos();
    p.resolve_operands(&inits, &tys, pos)?;
    ensure_terminator(p, def, r);
    Ok(())
}

pub(super) fn print_parallel(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let rb = body.regions_body(op);
    let r = body.op_regions(op)[0];
    let args: Vec<ValueId> = rb
        .entry_block(r)
        .map(|b| rb.block_args(b).to_vec())
        .unwrap_or_default();
    let group = |i| rmlir_ods::operand_group(ctx, body, op, i);
    p.write_str(" (");
    p.print_operands(rb, args);
    p.write_str(") = (");
    p.print_operands(body, group(0));
    p.write_str(") to (");
    p.print_operands(body, group(1));
    p.write_str(") step (");
    p.print_operands(body, group(2));
    p.write_char(')');
    let inits = group(3);
    if !inits.is_empty() {
        p.write_str(" init (");
        p.print_operands(body, inits);
        p.write_char(')');
    }
    let tys = types_of(body, body.results(op));
    p.print_optional_arrow_type_list(&tys);
    p.write_char(' ');
    p.print_region(body, op, 0, false, true, false);
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &["operandSegmentSizes"]);
}

/// `ParallelOp::verify`.
pub(super) fn verify_parallel(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let steps = rmlir_ods::operand_group(ctx, body, op, 2);
    if steps.is_empty() {
        return err("needs at least one tuple element for lowerBound, upperBound and step".into());
    }
    for &s in &steps {
        if const_int(ctx, body, s).is_some_and(|c| c <= 0) {
            return err("constant step operand must be positive".into());
        }
    }
    let args = entry_arg_types(body, op, 0);
    if args.len() != steps.len() {
        return err(format!(
            "expects the same number of induction variables: {} as bound and step values: {}",
            args.len(),
            steps.len()
        ));
    }
    if args.iter().any(|&t| t != ctx.common().index) {
        return err("expects arguments for the induction variable to be of index type".into());
    }
    let reduce = expect_terminator(
        ctx,
        body,
        op,
        0,
        REDUCE,
        "expects body to terminate with 'scf.reduce'",
    )?;
    let rb = body.regions_body(op);
    let n_results = body.num_results(op);
    let n_reductions = rb.num_regions(reduce);
    let inits = rmlir_ods::operand_group(ctx, body, op, 3);
    if n_results != n_reductions {
        return err(format!(
            "expects number of results: {n_results} to be the same as number of reductions: {n_reductions}"
        ));
    }
    if n_results != inits.len() {
        return err(format!(
            "expects number of results: {n_results} to be the same as number of initial values: {}",
            inits.len()
        ));
    }
    if rb.num_operands(reduce) != inits.len() {
        // Left to scf.reduce's own verifier.
        return Ok(());
    }
    for i in 0..n_reductions {
        let res = body.value_type(body.result(op, i));
        let operand = rb.value_type(rb.operand(reduce, i));
        if res != operand {
            return Err(op_error(
                ctx,
                rb,
                reduce,
                format!(
                    "expects type of {i}-th reduction operand: '{}' to be the same as the {i}-th result type: '{}'",
                    type_str(ctx, operand),
                    type_str(ctx, res)
                ),
            ));
        }
    }
    Ok(())
}

/// `scf.parallel`: SingleBlockImplicitTerminator (its LoopLike and
/// RegionBranch checks are implied by `ParallelOp::verify`).
pub(super) fn verify_parallel_regions(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    verify_implicit_terminator(ctx, body, op, REDUCE)
}

// ----- scf.reduce and scf.reduce.return -------------------------------------------

/// `(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict`.
pub(super) fn parse_reduce(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    if p.parse_optional_punct(Punct::LParen) {
        let pos = p.pos();
        let ops = p.parse_operand_list(Delimiter::None)?.to_vec();
        p.parse_punct(Punct::Colon)?;
        let tys = p.parse_type_list()?.to_vec();
        p.parse_punct(Punct::RParen)?;
        if ops.len() != tys.len() {
            return Err(custom_error(
                p,
                pos,
                format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    ops.len(),
                    tys.len()
                ),
            ));
        }
        p.resolve_operands(&ops, &tys, pos)?;
    }
    if p.is_punct(Punct::LBrace) {
        p.parse_region(&[])?;
        while p.parse_optional_punct(Punct::Comma) {
            p.parse_region(&[])?;
        }
    }
    p.parse_optional_attr_dict()?;
    Ok(())
}

pub(super) fn print_reduce(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    if body.num_operands(op) > 0 {
        p.write_char('(');
        p.print_operands(body, body.operands(op));
        p.write_str(" : ");
        let tys = types_of(body, body.operands(op));
        p.print_types(&tys);
        p.write_char(')');
    }
    p.write_char(' ');
    for i in 0..body.num_regions(op) {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_region(body, op, i, true, true, false);
    }
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &[]);
}

/// `ReduceOp::verifyRegions` (and the `SizedRegion<1>` constraint of the
/// regions after the first).
pub(super) fn verify_reduce_regions(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let rb = body.regions_body(op);
    let regions = body.op_regions(op).to_vec();
    if regions.len() != body.num_operands(op) {
        return err(format!(
            "expects number of reduction regions: {} to be the same as number of reduction operands: {}",
            regions.len(),
            body.num_operands(op)
        ));
    }
    for (i, &r) in regions.iter().enumerate() {
        let ty = body.value_type(body.operand(op, i));
        let Some(block) = rb.entry_block(r) else {
            continue;
        };
        if rb.block_is_empty(block) {
            return err(format!("{i}-th reduction has an empty body"));
        }
        let args = rb.block_args(block);
        if args.len() != 2 || args.iter().any(|&a| rb.value_type(a) != ty) {
            return err(format!(
                "expected two block arguments with type '{}' in the {i}-th reduction region",
                type_str(ctx, ty)
            ));
        }
        let last = rb.last_op(block).expect("non-empty block");
        if ctx.op_name_str(rb.op_name(last)) != "scf.reduce.return" {
            return err(
                "reduction bodies must be terminated with an 'scf.reduce.return' op".into(),
            );
        }
    }
    Ok(())
}

/// `ReduceReturnOp::verify` (its parent is checked first, as
/// `ExpectedParents`).
pub(super) fn verify_reduce_return(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(block) = body.op_block(op) else {
        return Ok(());
    };
    let Some(&arg) = body.block_args(block).first() else {
        return Ok(());
    };
    let expected = body.value_type(arg);
    if expected != body.value_type(super::ReduceReturnOp(op).result(ctx, body)) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "must have type '{}' (the type of the reduction inputs)",
                type_str(ctx, expected)
            ),
        ));
    }
    Ok(())
}
