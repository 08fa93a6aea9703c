//! The cf dialect: `cf.br`, `cf.cond_br`, `cf.switch`, `cf.assert`.

use rmlir_ir::registry::{DialectInfo, OpTraits};
use rmlir_ir::verify::op_error;
use rmlir_ir::{AttrData, DenseValues};
use rmlir_ir::{BlockId, Body, OpId, ValueId};
use rmlir_ir::{Context, Diagnostic};
use rmlir_ir::{Type, TypeData};
use rmlir_numerics::apint::APInt;
use rmlir_ods::constraints::{
    ANY_TYPE, DENSE_I32_ARRAY_ATTR, DENSE_I32_ARRAY_BODY_ATTR, I1, SIGNLESS_INT_LIKE, STR_ATTR,
};
use rmlir_ods::{attr, one, opt_attr, successor, variadic, OpDef, SuccessorDef};
use rmlir_text::parser::{OpAsmParser, Punct, UnresolvedOperand};
use rmlir_text::printer::OpAsmPrinter;

pub mod canon;
pub mod typed;
use crate::util::diag::plain_error;
pub use typed::*;

/// Registers the cf dialect.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect(DialectInfo::new("cf"));
    for def in OPS {
        rmlir_ods::register(ctx, def);
    }
}

const BRANCH: OpTraits = OpTraits(OpTraits::PURE.0 | OpTraits::TERMINATOR.0);

/// The cf ops.
pub static OPS: &[OpDef] = &[
    OpDef {
        name: "cf.assert",
        operands: &[one("arg", &I1)],
        attrs: &[attr("msg", &STR_ATTR)],
        format: Some("$arg `,` $msg attr-dict"),
        canonicalize: Some(canon::assert_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "cf.br",
        traits: BRANCH,
        operands: &[variadic("destOperands", &ANY_TYPE)],
        successors: &[successor("dest")],
        format: Some("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict"),
        verify: Some(verify_successor_operands),
        branch: Some(&BRANCH_IFACE),
        canonicalize: Some(canon::br_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "cf.cond_br",
        traits: BRANCH,
        operands: &[
            one("condition", &I1),
            variadic("trueDestOperands", &ANY_TYPE),
            variadic("falseDestOperands", &ANY_TYPE),
        ],
        attrs: &[opt_attr("branch_weights", &DENSE_I32_ARRAY_BODY_ATTR)],
        successors: &[successor("trueDest"), successor("falseDest")],
        format: Some(
            "$condition (`weights` `(` $branch_weights^ `)`)? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
        ),
        verify: Some(verify_cond_br),
        branch: Some(&BRANCH_IFACE),
        canonicalize: Some(canon::cond_br_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "cf.switch",
        traits: BRANCH,
        operands: &[
            one("flag", &SIGNLESS_INT_LIKE),
            variadic("defaultOperands", &ANY_TYPE),
            variadic("caseOperands", &ANY_TYPE),
        ],
        attrs: &[
            opt_attr("case_values", &rmlir_ods::constraints::ANY_ATTR),
            attr("case_operand_segments", &DENSE_I32_ARRAY_ATTR),
        ],
        successors: &[
            successor("defaultDestination"),
            SuccessorDef {
                name: "caseDestinations",
                variadic: true,
            },
        ],
        parse: Some(parse_switch),
        print: Some(print_switch),
        verify: Some(verify_switch),
        branch: Some(&BRANCH_IFACE),
        canonicalize: Some(canon::switch_patterns),
        ..OpDef::EMPTY
    },
];

/// BranchOpInterface of the cf terminators.
pub static BRANCH_IFACE: rmlir_ir::registry::BranchInterface =
    rmlir_ir::registry::BranchInterface {
        successor_operands: successor_operand_range,
        erase_successor_operand,
        append_successor_operands,
        successor_for_operands,
    };

/// `getSuccessorForOperands`: `cf.br` always takes its successor;
/// `cf.cond_br` the one its constant condition selects; `cf.switch` the case
/// whose value equals its constant flag, else the default (always the
/// default when it has no cases).
fn successor_for_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<rmlir_ir::Attr>],
) -> Option<usize> {
    let int = |a: Option<rmlir_ir::Attr>| match a.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Integer { value, .. }) => Some(value.clone()),
        _ => None,
    };
    match ctx.op_name_str(body.op_name(op)) {
        "cf.br" => Some(0),
        "cf.cond_br" => {
            let c = int(operands.first().copied().flatten())?;
            let one = c.low_u64() == 1 && c.words()[1..].iter().all(|&w| w == 0);
            Some(if one { 0 } else { 1 })
        }
        "cf.switch" => {
            if rmlir_ods::get_attr(ctx, body, op, "case_values").is_none() {
                return Some(0);
            }
            let flag = int(operands.first().copied().flatten())?;
            let cases = canon::case_values(ctx, body, op);
            match cases.iter().position(|c| *c == flag) {
                Some(i) => Some(i + 1),
                None => Some(0),
            }
        }
        _ => None,
    }
}

/// The operand index range forwarded to successor `succ`.
fn successor_operand_range(
    ctx: &Context,
    body: &Body,
    op: OpId,
    succ: usize,
) -> std::ops::Range<usize> {
    let segs = |name: &str| {
        rmlir_ods::get_attr(ctx, body, op, name)
            .and_then(|a| rmlir_ods::segment_sizes(ctx, a))
            .unwrap_or_default()
    };
    match ctx.op_name_str(body.op_name(op)) {
        "cf.br" => 0..body.num_operands(op),
        "cf.cond_br" => {
            let s = segs("operandSegmentSizes");
            let (t, f) = (
                s.get(1).copied().unwrap_or(0),
                s.get(2).copied().unwrap_or(0),
            );
            if succ == 0 {
                1..1 + t
            } else {
                1 + t..1 + t + f
            }
        }
        "cf.switch" => {
            let s = segs("operandSegmentSizes");
            let d = s.get(1).copied().unwrap_or(0);
            if succ == 0 {
                return 1..1 + d;
            }
            let cases = segs("case_operand_segments");
            let start = 1 + d + cases.iter().take(succ - 1).sum::<usize>();
            start..start + cases.get(succ - 1).copied().unwrap_or(0)
        }
        _ => 0..0,
    }
}

/// Sets segment attribute `name` of `op` (a property).
fn set_segments(ctx: &Context, body: &mut Body, op: OpId, name: &str, sizes: &[usize]) {
    let mut entries: Vec<(rmlir_ir::Ident, rmlir_ir::Attr)> = body
        .properties(op)
        .map(|p| ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    let v = rmlir_ods::segment_attr(ctx, sizes);
    let k = ctx.ident(name);
    match entries.iter_mut().find(|e| e.0 == k) {
        Some(e) => e.1 = v,
        None => entries.push((k, v)),
    }
    body.set_properties(op, Some(ctx.dictionary_attr(entries)));
}

/// Removes the `idx`-th operand forwarded to successor `succ`.
fn erase_successor_operand(ctx: &Context, body: &mut Body, op: OpId, succ: usize, idx: usize) {
    let range = successor_operand_range(ctx, body, op, succ);
    let at = range.start + idx;
    if at >= body.num_operands(op) {
        return;
    }
    let segs = |body: &Body, name: &str| {
        rmlir_ods::get_attr(ctx, body, op, name)
            .and_then(|a| rmlir_ods::segment_sizes(ctx, a))
            .unwrap_or_default()
    };
    match ctx.op_name_str(body.op_name(op)) {
        "cf.cond_br" => {
            let mut s = segs(body, "operandSegmentSizes");
            if let Some(x) = s.get_mut(1 + succ) {
                *x = x.saturating_sub(1);
            }
            set_segments(ctx, body, op, "operandSegmentSizes", &s);
        }
        "cf.switch" => {
            let mut s = segs(body, "operandSegmentSizes");
            if succ == 0 {
                if let Some(x) = s.get_mut(1) {
                    *x = x.saturating_sub(1);
                }
            } else {
                if let Some(x) = s.get_mut(2) {
                    *x = x.saturating_sub(1);
                }
                let mut c = segs(body, "case_operand_segments");
                if let Some(x) = c.get_mut(succ - 1) {
                    *x = x.saturating_sub(1);
                }
                set_segments(ctx, body, op, "case_operand_segments", &c);
            }
            set_segments(ctx, body, op, "operandSegmentSizes", &s);
        }
        _ => {}
    }
    // The other operands keep their places in their use lists (MLIR's
    // `eraseOperand`).
    body.erase_operand(op, at);
}

/// Appends `values` to the operands forwarded to successor `succ`.
fn append_successor_operands(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    succ: usize,
    values: &[ValueId],
) {
    if values.is_empty() {
        return;
    }
    let range = successor_operand_range(ctx, body, op, succ);
    let at = range.end.min(body.num_operands(op));
    let segs = |body: &Body, name: &str| {
        rmlir_ods::get_attr(ctx, body, op, name)
            .and_then(|a| rmlir_ods::segment_sizes(ctx, a))
            .unwrap_or_default()
    };
    let n = values.len();
    match ctx.op_name_str(body.op_name(op)) {
        "cf.cond_br" => {
            let mut s = segs(body, "operandSegmentSizes");
            if let Some(x) = s.get_mut(1 + succ) {
                *x += n;
            }
            set_segments(ctx, body, op, "operandSegmentSizes", &s);
        }
        "cf.switch" => {
            let mut s = segs(body, "operandSegmentSizes");
            if succ == 0 {
                if let Some(x) = s.get_mut(1) {
                    *x += n;
                }
            } else {
                if let Some(x) = s.get_mut(2) {
                    *x += n;
                }
                let mut c = segs(body, "case_operand_segments");
                if let Some(x) = c.get_mut(succ - 1) {
                    *x += n;
                }
                set_segments(ctx, body, op, "case_operand_segments", &c);
            }
            set_segments(ctx, body, op, "operandSegmentSizes", &s);
        }
        _ => {}
    }
    // Only the inserted operands get new uses; the others keep their
    // places in their use lists.
    for (k, &v) in values.iter().enumerate() {
        body.insert_operand(op, at + k, v);
    }
}

/// The operands each successor of a branch op passes (per successor).
pub fn successor_operands(ctx: &Context, body: &Body, op: OpId) -> Vec<Vec<ValueId>> {
    let g = |i| rmlir_ods::operand_group(ctx, body, op, i);
    match ctx.op_name_str(body.op_name(op)) {
        "cf.br" => vec![g(0)],
        "cf.cond_br" => vec![g(1), g(2)],
        "cf.switch" => {
            let mut out = vec![g(1)];
            let all = g(2);
            let segs = rmlir_ods::get_attr(ctx, body, op, "case_operand_segments")
                .and_then(|a| rmlir_ods::segment_sizes(ctx, a))
                .unwrap_or_default();
            let mut at = 0;
            for s in segs {
                out.push(all.get(at..at + s).map(|x| x.to_vec()).unwrap_or_default());
                at += s;
            }
            out
        }
        _ => Vec::new(),
    }
}

/// BranchOpInterface's check: operands passed match each target's arguments.
fn verify_successor_operands(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let succ = body.successors(op).to_vec();
    for (i, (b, ops)) in succ
        .iter()
        .zip(successor_operands(ctx, body, op))
        .enumerate()
    {
        let args = body.block_args(*b);
        if args.len() != ops.len() {
            return Err(plain_error(
                ctx,
                body,
                op,
                format!(
                    "branch has {} operands for successor #{i}, but target block has {}",
                    ops.len(),
                    args.len()
                ),
            ));
        }
        for (k, (&a, &v)) in args.iter().zip(&ops).enumerate() {
            if body.value_type(a) != body.value_type(v) {
                return Err(plain_error(
                    ctx,
                    body,
                    op,
                    format!("type mismatch for bb argument #{k} of successor #{i}"),
                ));
            }
        }
    }
    Ok(())
}

fn verify_cond_br(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if let Some(w) = rmlir_ods::get_attr(ctx, body, op, "branch_weights") {
        if let AttrData::DenseArray { values, .. } = ctx.attr_data(w) {
            if values.len() != 2 {
                return Err(plain_error(
                    ctx,
                    body,
                    op,
                    format!(
                        "expects number of branch weights to match number of successors: {} vs 2",
                        values.len()
                    ),
                ));
            }
            if values.iter().all(|v| v.is_zero()) {
                return Err(plain_error(
                    ctx,
                    body,
                    op,
                    "branch weights cannot all be zero",
                ));
            }
        }
    }
    verify_successor_operands(ctx, body, op)
}

fn verify_switch(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let flag = body.value_type(SwitchOp(op).flag(ctx, body));
    let n_cases = body.successors(op).len() - 1;
    let values = rmlir_ods::get_attr(ctx, body, op, "case_values");
    match values.map(|v| ctx.attr_data(v)) {
        None if n_cases != 0 => {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                "number of case values (0) should match number of case destinations ({n_cases})"
            ),
            ))
        }
        Some(AttrData::DenseElements { ty, values, .. }) => {
            let elem = match ctx.type_data(*ty) {
                TypeData::Vector { elem, .. } | TypeData::RankedTensor { elem, .. } => *elem,
                _ => *ty,
            };
            if elem != flag {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!(
                        "'flag' type ('{}') should match case value type ('{}')",
                        rmlir_text::printer::type_to_string(ctx, flag),
                        rmlir_text::printer::type_to_string(ctx, elem)
                    ),
                ));
            }
            let n = match ctx.type_data(*ty) {
                TypeData::Vector { shape, .. } | TypeData::RankedTensor { shape, .. } => {
                    shape.iter().product::<i64>() as usize
                }
                _ => match values {
                    DenseValues::Bits(b) => b.len(),
                    _ => 0,
                },
            };
            if n != n_cases {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!(
                        "number of case values ({n}) should match number of case destinations ({n_cases})"
                    ),
                ));
            }
        }
        _ => {}
    }
    verify_successor_operands(ctx, body, op)
}

/// `^bb` with an optional `(%a, %b : T, U)`; returns the operands' types too.
/// With `allow_result_number` false the operands may not name results by
/// number (`%x#1`): MLIR 22 refuses them in `cf.switch`'s default
/// destination only.
fn parse_successor_and_use_list<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    allow_result_number: bool,
) -> Result<(BlockId, Vec<UnresolvedOperand<'a>>, Vec<Type>, usize), Diagnostic> {
    let b = p.parse_successor()?;
    let mut ops = Vec::new();
    let mut tys = Vec::new();
    let pos = p.pos();
    if p.parse_optional_punct(Punct::LParen) {
        let delim = rmlir_text::parser::Delimiter::None;
        ops = if allow_result_number {
            p.parse_operand_list(delim)?
        } else {
            p.parse_operand_list_without_result_numbers(delim)?
        }
        .to_vec();
        p.parse_punct(Punct::Colon)?;
        tys = p.parse_type_list()?.to_vec();
        p.parse_punct(Punct::RParen)?;
    }
    Ok((b, ops, tys, pos))
}

fn parse_switch(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let flag = p.parse_operand()?;
    p.parse_punct(Punct::Colon)?;
    let flag_ty = p.parse_type()?;
    p.parse_punct(Punct::Comma)?;
    p.parse_punct(Punct::LSquare)?;
    p.parse_keyword("default")?;
    p.parse_punct(Punct::Colon)?;
    let (_, dops, dtys, dpos) = parse_successor_and_use_list(p, false)?;
    let mut values: Vec<APInt> = Vec::new();
    let mut cases: Vec<(Vec<UnresolvedOperand<'_>>, Vec<Type>, usize)> = Vec::new();
    let width = ctx.int_or_index_width(flag_ty).unwrap_or(64);
    while p.parse_optional_punct(Punct::Comma) {
        let v = p.parse_integer()?;
        values.push(APInt::from_i64(width, v));
        p.parse_punct(Punct::Colon)?;
        let (_, ops, tys, pos) = parse_successor_and_use_list(p, true)?;
        cases.push((ops, tys, pos));
    }
    p.parse_punct(Punct::RSquare)?;
    p.resolve_operand(&flag, flag_ty)?;
    p.resolve_operands(&dops, &dtys, dpos)?;
    let mut seg = Vec::new();
    let mut n_case_ops = 0;
    for (ops, tys, pos) in &cases {
        p.resolve_operands(ops, tys, *pos)?;
        seg.push(ops.len());
        n_case_ops += ops.len();
    }
    p.add_attr(
        "operandSegmentSizes",
        rmlir_ods::segment_attr(ctx, &[1, dops.len(), n_case_ops]),
    );
    p.add_attr("case_operand_segments", rmlir_ods::segment_attr(ctx, &seg));
    if !values.is_empty() {
        let vty = ctx.intern_type(TypeData::Vector {
            shape: vec![values.len() as i64].into(),
            scalable: vec![false].into(),
            elem: flag_ty,
        });
        p.add_attr(
            "case_values",
            ctx.dense_elements_attr(vty, DenseValues::Bits(values.into())),
        );
    }
    p.parse_optional_attr_dict()?;
    Ok(())
}

fn print_switch(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let flag = SwitchOp(op).flag(ctx, body);
    p.write_char(' ');
    p.print_operand(body, flag);
    p.write_str(" : ");
    p.print_type(body.value_type(flag));
    p.write_str(", [");
    p.print_newline();
    p.write_str("  default: ");
    let succ = body.successors(op).to_vec();
    let operands = successor_operands(ctx, body, op);
    p.print_successor_and_use_list(body, succ[0], &operands[0]);
    let values: Vec<APInt> =
        match rmlir_ods::get_attr(ctx, body, op, "case_values").map(|a| ctx.attr_data(a)) {
            Some(AttrData::DenseElements {
                values: DenseValues::Bits(b),
                splat,
                ..
            }) => {
                if *splat {
                    vec![b.get(0); succ.len() - 1]
                } else {
                    b.to_apints()
                }
            }
            _ => Vec::new(),
        };
    for (i, v) in values.iter().enumerate() {
        p.write_char(',');
        p.print_newline();
        p.write_str("  ");
        p.write_str(&v.to_decimal(false));
        p.write_str(": ");
        if let (Some(&b), Some(ops)) = (succ.get(i + 1), operands.get(i + 1)) {
            p.print_successor_and_use_list(body, b, ops);
        }
    }
    // MLIR ends the case list with a newline only when there are case values.
    if rmlir_ods::get_attr(ctx, body, op, "case_values").is_some() {
        p.print_newline();
    }
    p.write_char(']');
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(
        &attrs,
        &[
            "case_values",
            "case_operand_segments",
            "operandSegmentSizes",
        ],
    );
}
