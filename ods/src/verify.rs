//! The verifier generated from an [`OpDef`]: MLIR's structural trait checks,
//! then `OpInvariants` (attributes, operand and result constraints, region
//! constraints), then type-equality traits, then the hand-written hook.

use super::{compiled, group_ranges, Arity, OpDef, ValueDef};
use rmlir_ir::verify::op_error;
use rmlir_ir::Context;
use rmlir_ir::Diagnostic;
use rmlir_ir::{Body, OpId};

fn counts(groups: &[ValueDef]) -> (usize, bool) {
    let singles = groups.iter().filter(|g| g.arity == Arity::Single).count();
    (singles, singles != groups.len())
}

/// Verifies an op registered from a definition.
pub fn verify_op(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(c) = compiled(ctx, body, op) else {
        return Ok(());
    };
    let def = c.def;
    let err = |m: String| op_error(ctx, body, op, m);
    verify_structure(def, body, op).map_err(err)?;
    verify_invariants(ctx, c, body, op).map_err(err)?;
    verify_type_traits(def, body, op).map_err(err)?;
    verify_symbol(ctx, def, body, op).map_err(err)?;
    if let Some(v) = def.verify {
        v(ctx, body, op)?;
    }
    Ok(())
}

/// Region, result, successor and operand counts (ODS's count traits).
fn verify_structure(def: &OpDef, body: &Body, op: OpId) -> Result<(), String> {
    let nr = body.num_regions(op);
    let fixed_regions = def.regions.iter().filter(|r| !r.variadic).count();
    let var_regions = fixed_regions != def.regions.len();
    match (fixed_regions, var_regions) {
        (0, false) if nr != 0 => return Err("requires zero regions".into()),
        (1, false) if nr != 1 => return Err("requires one region".into()),
        (n, false) if n > 1 && nr != n => return Err(format!("expected {n} regions")),
        (n, true) if n > 0 && nr < n => return Err(format!("expected {n} or more regions")),
        _ => {}
    }
    let n = body.num_results(op);
    match counts(def.results) {
        (0, false) if n != 0 => return Err("requires zero results".into()),
        (1, false) if n != 1 => return Err("requires one result".into()),
        (k, false) if k > 1 && n != k => return Err(format!("expected {k} results")),
        (k, true) if k > 0 && n < k => return Err(format!("expected {k} or more results")),
        _ => {}
    }
    let ns = body.successors(op).len();
    let fixed_succ = def.successors.iter().filter(|s| !s.variadic).count();
    let var_succ = fixed_succ != def.successors.len();
    match (fixed_succ, var_succ) {
        (0, false) if ns != 0 => return Err(format!("requires 0 successors but found {ns}")),
        (1, false) if ns != 1 => return Err(format!("requires 1 successor but found {ns}")),
        (k, false) if k > 1 && ns != k => {
            return Err(format!("requires {k} successors but found {ns}"))
        }
        (k, true) if k > 0 && ns < k => {
            return Err(format!("requires at least {k} successors but found {ns}"))
        }
        _ => {}
    }
    let n = body.num_operands(op);
    match counts(def.operands) {
        (0, false) if n != 0 => return Err("requires zero operands".into()),
        (1, false) if n != 1 => return Err("requires a single operand".into()),
        (k, false) if k > 1 && n != k => {
            return Err(format!("expected {k} operands, but found {n}"))
        }
        (k, true) if k > 0 && n < k => {
            return Err(format!("expected {k} or more operands, but found {n}"))
        }
        _ => {}
    }
    Ok(())
}

fn verify_groups(
    ctx: &Context,
    groups: &[ValueDef],
    total: usize,
    value: &dyn Fn(usize) -> rmlir_ir::ValueId,
    body: &Body,
    segments: Option<Option<rmlir_ir::Attr>>,
    what: &str,
) -> Result<(), String> {
    let check = |g: &ValueDef, r: std::ops::Range<usize>| -> Result<(), String> {
        if g.arity == Arity::Optional && r.len() > 1 {
            return Err(format!(
                "{what} group starting at #{} requires 0 or 1 element, but found {}",
                r.start,
                r.len()
            ));
        }
        for i in r {
            let t = body.value_type(value(i));
            if !(g.ty.check)(ctx, t) {
                return Err(format!(
                    "{what} #{i} must be {}, but got '{}'",
                    g.ty.desc,
                    rmlir_text::printer::type_to_string(ctx, t)
                ));
            }
        }
        Ok(())
    };
    let mismatch = || format!("{what} count does not match the '{what}SegmentSizes' attribute");
    let Some(seg) = segments else {
        // No segment sizes: at most one group is not a single value.
        let singles = groups.iter().filter(|g| g.arity == Arity::Single).count();
        let var_len = total.checked_sub(singles).ok_or_else(mismatch)?;
        let mut at = 0;
        for g in groups {
            let len = if g.arity == Arity::Single { 1 } else { var_len };
            check(g, at..at + len)?;
            at += len;
        }
        return Ok(());
    };
    let ranges = group_ranges(ctx, groups, total, seg).ok_or_else(mismatch)?;
    for (g, r) in groups.iter().zip(ranges) {
        check(g, r)?;
    }
    Ok(())
}

/// ODS's `verifyInvariantsImpl`.
fn verify_invariants(
    ctx: &Context,
    c: &super::Compiled,
    body: &Body,
    op: OpId,
) -> Result<(), String> {
    let def = c.def;
    for (i, a) in def.attrs.iter().enumerate() {
        match c.attr(ctx, body, op, i) {
            None if !a.optional => return Err(format!("requires attribute '{}'", a.name)),
            Some(v) if !(a.constraint.check)(ctx, v) => {
                return Err(format!(
                    "attribute '{}' failed to satisfy constraint: {}",
                    a.name, a.constraint.desc
                ));
            }
            _ => {}
        }
    }
    let operand_seg = c
        .operand_segmented
        .then(|| super::get_attr_ident(ctx, body, op, c.segment_idents[0]));
    let result_seg = c
        .result_segmented
        .then(|| super::get_attr_ident(ctx, body, op, c.segment_idents[1]));
    if operand_seg == Some(None) {
        return Err("requires attribute 'operandSegmentSizes'".into());
    }
    let operand = |i: usize| body.operand(op, i);
    verify_groups(
        ctx,
        def.operands,
        body.num_operands(op),
        &operand,
        body,
        operand_seg,
        "operand",
    )?;
    let result = |i: usize| body.result(op, i);
    verify_groups(
        ctx,
        def.results,
        body.num_results(op),
        &result,
        body,
        result_seg,
        "result",
    )?;
    // `AllTypesMatch` is a predicate trait: ODS checks it after operand and
    // result constraints and before region constraints.
    verify_same_types(ctx, def, body, op)?;
    let rb = body.regions_body(op);
    for (i, (r, rd)) in body.op_regions(op).iter().zip(def.regions).enumerate() {
        if rd.single_block && rb.region_blocks(*r).count() != 1 {
            return Err(format!(
                "region #{i} ('{}') failed to verify constraint: region with 1 blocks",
                rd.name
            ));
        }
    }
    Ok(())
}

/// `SameOperandsAndResultType`, `SameTypeOperands` (native traits, run
/// after `OpInvariants`).
fn verify_type_traits(def: &OpDef, body: &Body, op: OpId) -> Result<(), String> {
    if def.same_operands_and_result_type {
        let mut tys = body
            .operands(op)
            .map(|v| body.value_type(v))
            .chain(body.results(op).map(|v| body.value_type(v)));
        if let Some(first) = tys.next() {
            if tys.any(|t| t != first) {
                return Err("requires the same type for all operands and results".into());
            }
        }
    }
    if def.same_type_operands {
        let mut tys = body.operands(op).map(|v| body.value_type(v));
        if let Some(first) = tys.next() {
            if tys.any(|t| t != first) {
                return Err("requires all operands to have the same type".into());
            }
        }
    }
    Ok(())
}

/// `AllTypesMatch` groups (ODS predicate traits, part of `OpInvariants`).
fn verify_same_types(ctx: &Context, def: &OpDef, body: &Body, op: OpId) -> Result<(), String> {
    for group in def.same_types {
        let mut first = None;
        for name in group.iter() {
            let vals = if let Some(i) = def.operands.iter().position(|o| o.name == *name) {
                super::operand_group(ctx, body, op, i)
            } else if let Some(i) = def.results.iter().position(|o| o.name == *name) {
                super::format::result_group(ctx, body, op, i)
            } else {
                Vec::new()
            };
            for v in vals {
                let t = body.value_type(v);
                match first {
                    None => first = Some(t),
                    Some(f) if f != t => {
                        return Err(format!(
                            "failed to verify that all of {{{}}} have same type",
                            group.join(", ")
                        ))
                    }
                    _ => {}
                }
            }
        }
    }
    Ok(())
}

/// SymbolOpInterface's `verifySymbol` (an interface trait, run after
/// `OpInvariants` and before the op's own verifier): a visibility, when
/// given, is one MLIR knows.
fn verify_symbol(ctx: &Context, def: &OpDef, body: &Body, op: OpId) -> Result<(), String> {
    if !def.traits.contains(rmlir_ir::registry::OpTraits::SYMBOL) {
        return Ok(());
    }
    let Some(vis) = rmlir_ir::get_attr(ctx, body, op, "sym_visibility") else {
        return Ok(());
    };
    let shown = || rmlir_text::printer::attr_to_string(ctx, vis);
    match ctx.attr_data(vis) {
        rmlir_ir::AttrData::String { value, .. } => {
            if matches!(&value[..], b"public" | b"private" | b"nested") {
                Ok(())
            } else {
                Err(format!(
                    "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
                    shown()
                ))
            }
        }
        _ => Err(format!(
            "requires visibility attribute 'sym_visibility' to be a string attribute, but got {}",
            shown()
        )),
    }
}

/// The checks after an op's regions were verified: the definition's
/// `verify_regions` hook, then, for an op with an implicit terminator,
/// `SingleBlockImplicitTerminator`'s check (for dialects whose hook does
/// not make it at its own place in MLIR's order).
pub fn verify_op_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(c) = compiled(ctx, body, op) else {
        return Ok(());
    };
    if let Some(v) = c.def.verify_regions {
        v(ctx, body, op)?;
    }
    match c.def.implicit_terminator {
        Some(term) => verify_implicit_terminator(ctx, body, op, term),
        None => Ok(()),
    }
}

/// `SingleBlockImplicitTerminator<term>`'s region check: the entry block of
/// each non-empty region of `op` ends with a `term` op.
pub fn verify_implicit_terminator(
    ctx: &Context,
    body: &Body,
    op: OpId,
    term: &str,
) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    for &r in body.op_regions(op) {
        let Some(last) = rb.entry_block(r).and_then(|b| rb.last_op(b)) else {
            continue;
        };
        let found = ctx.op_name_str(rb.op_name(last));
        if found != term {
            return Err(op_error(
                ctx,
                body,
                op,
                format!("expects regions to end with '{term}', found '{found}'"),
            )
            .with_note(
                body.op_loc(op),
                format!("in custom textual format, the absence of terminator implies '{term}'"),
            ));
        }
    }
    Ok(())
}
