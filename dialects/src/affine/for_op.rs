//! `affine.for`: its custom assembly form (bounds, iteration arguments) and
//! its bounds as the other modules read them ([`ForParts`]).

use rmlir_ir::affine::AffineMap;
use rmlir_ir::loop_like::LoopLikeInterface;
use rmlir_ir::speculation::Speculatability;
use rmlir_ir::Type;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ir::{Context, Diagnostic};
use rmlir_ods::format::ensure_terminator;
use rmlir_text::parser::{Argument, Delimiter, OpAsmParser, Punct, UnresolvedOperand};
use rmlir_text::printer::OpAsmPrinter;

use super::{
    custom_error, def_of, index_attr, int_value, map_attr, map_inputs, parse_dim_and_symbol_list,
    print_dim_and_symbol_list,
};

/// Parses one loop bound (MLIR's `parseBound`); returns the number of
/// operands it added.
fn parse_bound(p: &mut OpAsmParser<'_, '_>, lower: bool) -> Result<usize, Diagnostic> {
    let ctx = p.ctx();
    let index = ctx.common().index;
    let has_min_max = p.parse_optional_keyword(if lower { "max" } else { "min" });
    let name = if lower {
        "lowerBoundMap"
    } else {
        "upperBoundMap"
    };
    let ops = p.parse_operand_list(Delimiter::None)?;
    if !ops.is_empty() {
        if ops.len() > 1 {
            let pos = p.name_pos();
            return Err(custom_error(p, pos, "expected only one loop bound operand"));
        }
        p.resolve_operand(&ops[0], index)?;
        let map = AffineMap::new(0, 1, vec![rmlir_ir::affine::AffineExpr::symbol(0)]);
        p.add_attr(name, ctx.intern_attr(AttrData::AffineMap(map)));
        return Ok(1);
    }
    let attr_pos = p.pos();
    let a = p.parse_attr_of_type(index)?;
    match ctx.attr_data(a) {
        AttrData::AffineMap(map) => {
            let map = map.clone();
            p.add_attr(name, a);
            let (num_dims, n) = parse_dim_and_symbol_list(p)?;
            if map.num_dims as usize != num_dims {
                let pos = p.name_pos();
                return Err(custom_error(
                    p,
                    pos,
                    "dim operand count and affine map dim count must match",
                ));
            }
            if num_dims + map.num_symbols as usize != n {
                let pos = p.name_pos();
                return Err(custom_error(
                    p,
                    pos,
                    "symbol operand count and affine map symbol count must match",
                ));
            }
            if map.results.len() > 1 && !has_min_max {
                let msg = if lower {
                    "lower loop bound affine map with multiple results requires 'max' prefix"
                } else {
                    "upper loop bound affine map with multiple results requires 'min' prefix"
                };
                return Err(custom_error(p, attr_pos, msg));
            }
            Ok(n)
        }
        AttrData::Integer { value, .. } => {
            let v = value.to_i64_signed().unwrap_or(0);
            let map = AffineMap::new(0, 0, vec![rmlir_ir::affine::AffineExpr::constant(v)]);
            p.add_attr(name, ctx.intern_attr(AttrData::AffineMap(map)));
            Ok(0)
        }
        _ => {
            let pos = p.name_pos();
            Err(custom_error(
                p,
                pos,
                "expected valid affine map representation for loop bounds",
            ))
        }
    }
}

/// `(%a = %x, %b = %y)`.
#[allow(clippy::type_complexity)]
fn parse_assignment_list<'a>(
    p: &mut OpAsmParser<'_, 'a>,
) -> Result<(Vec<Argument<'a>>, Vec<UnresolvedOperand<'a>>), Diagnostic> {
    let mut args = Vec::new();
    let mut inits = Vec::new();
    p.parse_comma_separated(Delimiter::Paren, "assignment list", |p| {
        let Some(a) = p.parse_optional_argument(false, false)? else {
            return Ok(false);
        };
        p.parse_punct(Punct::Equal)?;
        inits.push(p.parse_operand()?);
        args.push(a);
        Ok(true)
    })?;
    Ok((args, inits))
}

pub(super) fn parse_for(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let index = ctx.common().index;
    let mut iv = p.parse_argument(false, false)?;
    iv.ty = Some(index);
    p.parse_punct(Punct::Equal)?;
    let num_lb = parse_bound(p, true)?;
    if !p.parse_optional_keyword("to") {
        let pos = p.pos();
        return Err(custom_error(p, pos, "expected 'to' between bounds"));
    }
    let num_ub = parse_bound(p, false)?;
    if p.parse_optional_keyword("step") {
        let pos = p.pos();
        let a = p.parse_attr_of_type(index)?;
        let negative = match ctx.attr_data(a) {
            AttrData::Integer { value, .. } => value.sign_bit(),
            _ => return Err(custom_error(p, pos, "invalid kind of attribute specified")),
        };
        p.add_attr("step", a);
        if negative {
            return Err(custom_error(
                p,
                pos,
                "expected step to be representable as a positive signed integer",
            ));
        }
    } else {
        p.add_attr("step", index_attr(ctx, 1));
    }
    let mut region_args = vec![iv];
    let mut num_inits = 0;
    let mut result_types: Vec<Type> = Vec::new();
    if p.parse_optional_keyword("iter_args") {
        let (args, inits) = parse_assignment_list(p)?;
        p.parse_punct(Punct::Arrow)?;
        result_types = p.parse_function_result_types()?.to_vec();
        num_inits = inits.len();
        for ((mut a, u), &t) in args.into_iter().zip(&inits).zip(&result_types) {
            a.ty = Some(t);
            p.resolve_operand(u, t)?;
            region_args.push(a);
        }
        p.add_result_types(&result_types);
    }
    p.add_attr(
        "operandSegmentSizes",
        rmlir_ods::segment_attr(ctx, &[num_lb, num_ub, num_inits]),
    );
    if region_args.len() != result_types.len() + 1 {
        let pos = p.name_pos();
        return Err(custom_error(
            p,
            pos,
            "mismatch between the number of loop-carried values and results",
        ));
    }
    let r = p.parse_region(&region_args)?;
    ensure_terminator(p, def_of("affine.for"), r);
    p.parse_optional_attr_dict()?;
    Ok(())
}

/// Prints a loop bound (MLIR's `printBound`).
fn print_bound(
    p: &mut OpAsmPrinter<'_>,
    body: &Body,
    a: Attr,
    map: &AffineMap,
    operands: &[ValueId],
    prefix: &str,
) {
    if map.results.len() == 1 {
        let e = &map.results[0];
        if map.num_dims == 0 && map.num_symbols == 0 {
            if let Some(c) = e.constant_value() {
                p.write_str(&c.to_string());
                return;
            }
        }
        if map.num_dims == 0 && map.num_symbols == 1 && e.symbol_position().is_some() {
            if let Some(&v) = operands.first() {
                p.print_operand(body, v);
                return;
            }
        }
    } else {
        p.write_str(prefix);
        p.write_char(' ');
    }
    p.print_attribute(a);
    print_dim_and_symbol_list(p, body, operands, map.num_dims as usize);
}

/// The parts of an `affine.for`: bound maps and operands, inits, step.
pub(crate) struct ForParts {
    pub(crate) lb: Option<(Attr, AffineMap)>,
    pub(crate) ub: Option<(Attr, AffineMap)>,
    pub(crate) lb_operands: Vec<ValueId>,
    pub(crate) ub_operands: Vec<ValueId>,
    /// `getInits`: the third operand group.
    pub(crate) inits: Vec<ValueId>,
    /// MLIR's `getNumIterOperands`: the operands not counted by the bound
    /// maps' inputs.
    pub(crate) num_iter_operands: usize,
    pub(crate) step: Option<i64>,
}

pub(crate) fn for_parts(ctx: &Context, body: &Body, op: OpId) -> ForParts {
    let lb = map_attr(ctx, body, op, "lowerBoundMap");
    let ub = map_attr(ctx, body, op, "upperBoundMap");
    let lb_operands = rmlir_ods::operand_group(ctx, body, op, 0);
    let ub_operands = rmlir_ods::operand_group(ctx, body, op, 1);
    let inits = rmlir_ods::operand_group(ctx, body, op, 2);
    let control =
        lb.as_ref().map_or(0, |m| map_inputs(&m.1)) + ub.as_ref().map_or(0, |m| map_inputs(&m.1));
    // Wrapping, as MLIR's unsigned subtraction: a loop with fewer operands
    // than its maps take (which MLIR's verifier lets through) counts as
    // having iter operands, and prints `iter_args() -> ()` as mlir-opt does.
    let num_iter_operands = body.num_operands(op).wrapping_sub(control);
    let step = rmlir_ods::get_attr(ctx, body, op, "step").and_then(|a| int_value(ctx, a));
    ForParts {
        lb,
        ub,
        lb_operands,
        ub_operands,
        inits,
        num_iter_operands,
        step,
    }
}

/// Trip count when both bounds are single constants (MLIR's
/// `getTrivialConstantTripCount`).
pub(crate) fn trivial_trip_count(parts: &ForParts) -> Option<u64> {
    let single = |m: &Option<(Attr, AffineMap)>| {
        let (_, m) = m.as_ref()?;
        if m.results.len() == 1 {
            m.results[0].constant_value()
        } else {
            None
        }
    };
    let step = parts.step?;
    let lb = single(&parts.lb)?;
    let ub = single(&parts.ub)?;
    if step <= 0 {
        return None;
    }
    let diff = ub.wrapping_sub(lb);
    if diff <= 0 {
        return Some(0);
    }
    Some((diff.wrapping_add(step).wrapping_sub(1) / step) as u64)
}

pub(super) fn print_for(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let parts = for_parts(ctx, body, op);
    let rb = body.regions_body(op);
    let r = body.op_regions(op)[0];
    let args: Vec<ValueId> = rb
        .entry_block(r)
        .map(|b| rb.block_args(b).to_vec())
        .unwrap_or_default();
    p.write_char(' ');
    if let Some(&iv) = args.first() {
        p.print_region_argument(rb, iv, None, true);
    }
    p.write_str(" = ");
    if let Some((a, m)) = &parts.lb {
        print_bound(p, body, *a, m, &parts.lb_operands, "max");
    }
    p.write_str(" to ");
    if let Some((a, m)) = &parts.ub {
        print_bound(p, body, *a, m, &parts.ub_operands, "min");
    }
    let step = parts.step.unwrap_or(1);
    if step != 1 {
        p.write_str(&format!(" step {step}"));
    }
    let mut terminators = false;
    if parts.num_iter_operands > 0 {
        p.write_str(" iter_args(");
        for (i, (&a, &v)) in args.iter().skip(1).zip(&parts.inits).enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_operand(rb, a);
            p.write_str(" = ");
            p.print_operand(body, v);
        }
        p.write_str(") -> (");
        let tys: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
        p.print_types(&tys);
        p.write_char(')');
        terminators = true;
    }
    p.write_char(' ');
    p.print_region(body, op, 0, false, terminators, false);
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(
        &attrs,
        &[
            "lowerBoundMap",
            "upperBoundMap",
            "step",
            "operandSegmentSizes",
        ],
    );
}

/// `affine.for` / `affine.parallel` as loops: their body region.
static LOOP_BODY: LoopLikeInterface = LoopLikeInterface {
    regions: |_, _, _| smallvec::smallvec![0],
};

/// `AffineForOp::getSpeculatability`: a loop of step 1 terminates for any
/// bounds, so it is as speculatable as its body.
fn for_speculatability(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    match for_parts(ctx, body, op).step {
        Some(1) => Speculatability::RecursivelySpeculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

/// Attaches the LoopLikeOpInterface (and `affine.for`'s speculatability).
pub(super) fn attach_loop_like(ctx: &mut Context) {
    crate::util::hooks::attach(ctx, "affine.for", |i| {
        i.loop_like = Some(&LOOP_BODY);
        i.speculatability = Some(for_speculatability);
    });
    crate::util::hooks::attach(ctx, "affine.parallel", |i| {
        i.loop_like = Some(&LOOP_BODY);
    });
}
