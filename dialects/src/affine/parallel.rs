//! `affine.parallel`: a band of parallel loops whose bounds are groups of
//! affine expressions of SSA ids (`(%i, %j) = (0, max(%a, %b)) to (%n,
//! min(%m, 8)) step (2, 2) reduce ("addf") -> (f32)`), with MLIR 22's
//! parser (groups concatenated into one map, operands deduplicated),
//! printer and verifier.

use rmlir_ir::affine::{AffineExpr, AffineExprKind, AffineMap};
use rmlir_ir::verify::op_error;
use rmlir_ir::{Attr, AttrData, DenseValues};
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ir::{Context, Diagnostic};
use rmlir_ir::{Signedness, Type, TypeData};
use rmlir_numerics::apint::APInt;
use rmlir_ods::format::ensure_terminator;
use rmlir_text::parser::{Delimiter, OpAsmParser, Punct, UnresolvedOperand};
use rmlir_text::printer::OpAsmPrinter;

use super::parse::{parse_expr_of_ssa_ids, parse_map_of_ssa_ids};
use super::{custom_error, def_of, map_attr, print_expr_of_ssa_ids};
use crate::memref::ATOMIC_RMW_KINDS;

/// Rebuilds `e` with dimension `i` replaced by `dims(i)` and symbol `j` by
/// `syms(j)` (MLIR's `replaceDimsAndSymbols`: changed sub-expressions are
/// rebuilt with the simplifying constructors, unchanged ones are kept).
pub(crate) fn replace_dims_and_symbols(
    e: &AffineExpr,
    dims: &dyn Fn(u32) -> AffineExpr,
    syms: &dyn Fn(u32) -> AffineExpr,
) -> AffineExpr {
    match e.kind() {
        AffineExprKind::DimId => dims(e.dim_position().unwrap_or(0)),
        AffineExprKind::SymbolId => syms(e.symbol_position().unwrap_or(0)),
        AffineExprKind::Constant => e.clone(),
        _ => {
            let Some((op, l, r)) = e.as_binary() else {
                return e.clone();
            };
            let nl = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                replace_dims_and_symbols(&l, dims, syms)
            });
            let nr = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                replace_dims_and_symbols(&r, dims, syms)
            });
            if nl == l && nr == r {
                return e.clone();
            }
            AffineExpr::binary(op, nl, nr)
        }
    }
}

/// `I32ElementsAttr` of the group sizes: `dense<[...]> : tensor<Nxi32>`.
fn groups_attr(ctx: &Context, groups: &[i32]) -> Attr {
    let i32t = ctx.integer_type(32, Signedness::Signless);
    let ty = ctx.intern_type(TypeData::RankedTensor {
        shape: Box::new([groups.len() as i64]),
        elem: i32t,
        encoding: None,
    });
    let values: Vec<APInt> = groups
        .iter()
        .map(|&g| APInt::from_i64(32, i64::from(g)))
        .collect();
    ctx.dense_elements_attr(ty, DenseValues::Bits(values.into()))
}

/// The values of an integer elements attribute (or `None`).
fn elements(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    let AttrData::DenseElements { ty, splat, values } = ctx.attr_data(a) else {
        return None;
    };
    let n: i64 = match ctx.type_data(*ty) {
        TypeData::RankedTensor { shape, .. } | TypeData::Vector { shape, .. } => {
            shape.iter().product()
        }
        _ => return None,
    };
    let DenseValues::Bits(bits) = values else {
        return None;
    };
    let vals: Vec<i64> = bits
        .iter()
        .map(|v| v.to_u64().map_or(0, |x| x as i64))
        .collect();
    if *splat {
        let v = vals.first().copied().unwrap_or(0);
        Some(vec![v; usize::try_from(n).unwrap_or(0)])
    } else {
        Some(vals)
    }
}

/// An `ArrayAttr` of `i64` integers.
fn i64_array(ctx: &Context, values: &[i64]) -> Attr {
    let i64t = ctx.common().i64;
    let elems: Vec<Attr> = values
        .iter()
        .map(|&v| {
            ctx.intern_attr(AttrData::Integer {
                ty: i64t,
                value: APInt::from_i64(64, v),
            })
        })
        .collect();
    ctx.intern_attr(AttrData::Array(elems.into()))
}

/// The integers of an `ArrayAttr` (`None` for a non-integer element).
fn int_array(ctx: &Context, a: Attr) -> Option<Vec<Option<i64>>> {
    match ctx.attr_data(a) {
        AttrData::Array(xs) => Some(
            xs.iter()
                .map(|&x| match ctx.attr_data(x) {
                    AttrData::Integer { value, .. } => value.to_i64_signed(),
                    _ => None,
                })
                .collect(),
        ),
        _ => None,
    }
}

/// `parseAffineMapWithMinMax`: `(group, ...)` where a group is an
/// expression or `min(...)` / `max(...)`; sets the map and groups
/// attributes and appends the deduplicated operands (dimensions first).
fn parse_bounds(p: &mut OpAsmParser<'_, '_>, upper: bool) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let (map_name, groups_name, keyword) = if upper {
        ("upperBoundsMap", "upperBoundsGroups", "min")
    } else {
        ("lowerBoundsMap", "lowerBoundsGroups", "max")
    };
    if !p.parse_optional_punct(Punct::LParen) {
        return Err(p.error_here("expected '('"));
    }
    if p.parse_optional_punct(Punct::RParen) {
        p.add_attr(
            map_name,
            ctx.intern_attr(AttrData::AffineMap(AffineMap::new(0, 0, Vec::new()))),
        );
        p.add_attr(groups_name, groups_attr(ctx, &[]));
        return Ok(());
    }
    let mut exprs: Vec<AffineExpr> = Vec::new();
    let mut flat_dims: Vec<Vec<UnresolvedOperand<'_>>> = Vec::new();
    let mut flat_syms: Vec<Vec<UnresolvedOperand<'_>>> = Vec::new();
    let mut groups: Vec<i32> = Vec::new();
    loop {
        if p.parse_optional_keyword(keyword) {
            let (map, operands) = parse_map_of_ssa_ids(p, false)?;
            let nd = map.num_dims as usize;
            let dims = operands[..nd].to_vec();
            let syms = operands[nd..].to_vec();
            for e in map.results.iter() {
                exprs.push(e.clone());
                flat_dims.push(dims.clone());
                flat_syms.push(syms.clone());
            }
            groups.push(map.results.len() as i32);
        } else {
            let (e, dims, syms) = parse_expr_of_ssa_ids(p)?;
            exprs.push(e);
            flat_dims.push(dims);
            flat_syms.push(syms);
            groups.push(1);
        }
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    if !p.parse_optional_punct(Punct::RParen) {
        return Err(p.error_here("expected ')'"));
    }
    // Shift each expression's dimensions and symbols past the previous ones.
    let (mut total_dims, mut total_syms) = (0u32, 0u32);
    let mut offsets = Vec::with_capacity(exprs.len());
    for (i, e) in exprs.iter_mut().enumerate() {
        let nd = flat_dims[i].len() as u32;
        let ns = flat_syms[i].len() as u32;
        let (td, ts) = (total_dims, total_syms);
        // Shifting by zero changes nothing: skip the rebuild.
        if td > 0 && nd > 0 {
            *e = replace_dims_and_symbols(
                e,
                &|d| AffineExpr::dim(if d < nd { d + td } else { d }),
                &AffineExpr::symbol,
            );
        }
        if ts > 0 && ns > 0 {
            *e = replace_dims_and_symbols(e, &AffineExpr::dim, &|s| {
                AffineExpr::symbol(if s < ns { s + ts } else { s })
            });
        }
        offsets.push((td, nd, ts, ns));
        total_dims += nd;
        total_syms += ns;
    }
    // Deduplicate the operands.
    let index = ctx.common().index;
    let mut unique_dims: Vec<ValueId> = Vec::new();
    let mut unique_syms: Vec<ValueId> = Vec::new();
    let mut dim_repl: Vec<AffineExpr> = Vec::new();
    let mut sym_repl: Vec<AffineExpr> = Vec::new();
    for (lists, unique, repl, is_dim) in [
        (&flat_dims, &mut unique_dims, &mut dim_repl, true),
        (&flat_syms, &mut unique_syms, &mut sym_repl, false),
    ] {
        for list in lists.iter() {
            for u in list {
                let v = p.lookup_operand(u, index)?;
                let pos = match unique.iter().position(|&x| x == v) {
                    Some(i) => i,
                    None => {
                        unique.push(v);
                        unique.len() - 1
                    }
                };
                repl.push(if is_dim {
                    AffineExpr::dim(pos as u32)
                } else {
                    AffineExpr::symbol(pos as u32)
                });
            }
        }
    }
    for &v in unique_dims.iter().chain(&unique_syms) {
        p.add_operand(v);
    }
    // Each expression uses only its own range of dimensions and symbols:
    // skip the rebuild where that range is renamed to itself.
    let same = |repl: &[AffineExpr], from: u32, n: u32, dim: bool| {
        (from..from + n).all(|k| {
            let e = &repl[k as usize];
            if dim {
                e.dim_position() == Some(k)
            } else {
                e.symbol_position() == Some(k)
            }
        })
    };
    let results: Vec<AffineExpr> = exprs
        .iter()
        .zip(&offsets)
        .map(|(e, &(td, nd, ts, ns))| {
            if same(&dim_repl, td, nd, true) && same(&sym_repl, ts, ns, false) {
                e.clone()
            } else {
                replace_dims_and_symbols(e, &|d| dim_repl[d as usize].clone(), &|s| {
                    sym_repl[s as usize].clone()
                })
            }
        })
        .collect();
    let map = AffineMap::new(unique_dims.len() as u32, unique_syms.len() as u32, results);
    p.add_attr(map_name, ctx.intern_attr(AttrData::AffineMap(map)));
    p.add_attr(groups_name, groups_attr(ctx, &groups));
    Ok(())
}

/// `AffineParallelOp::parse`.
pub(super) fn parse_parallel(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
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
    p.parse_punct(Punct::Equal)?;
    parse_bounds(p, false)?;
    if !p.parse_optional_keyword("to") {
        let pos = p.pos();
        return Err(custom_error(p, pos, "expected 'to'"));
    }
    parse_bounds(p, true)?;
    let steps: Vec<i64> = if p.parse_optional_keyword("step") {
        let (map, _) = parse_map_of_ssa_ids(p, false)?;
        let mut steps = Vec::new();
        for e in &map.results {
            match e.constant_value() {
                Some(c) => steps.push(c),
                None => {
                    let pos = p.name_pos();
                    return Err(custom_error(p, pos, "steps must be constant integers"));
                }
            }
        }
        steps
    } else {
        vec![1; ivs.len()]
    };
    p.add_attr("steps", i64_array(ctx, &steps));
    let mut reductions = Vec::new();
    if p.parse_optional_keyword("reduce") {
        p.parse_punct(Punct::LParen)?;
        loop {
            let pos = p.pos();
            let a = p.parse_attr_of_type(ctx.common().none)?;
            let text = match ctx.attr_data(a) {
                AttrData::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
                _ => return Err(custom_error(p, pos, "invalid kind of attribute specified")),
            };
            match ATOMIC_RMW_KINDS.iter().find(|(k, _)| *k == text) {
                Some(&(_, v)) => reductions.push(v),
                None => {
                    let shown = rmlir_text::printer::attr_to_string(ctx, a);
                    return Err(custom_error(
                        p,
                        pos,
                        format!("invalid reduction value: {shown}"),
                    ));
                }
            }
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RParen)?;
    }
    p.add_attr("reductions", i64_array(ctx, &reductions));
    let tys = p.parse_optional_arrow_type_list()?;
    p.add_result_types(&tys);
    for iv in ivs.iter_mut() {
        iv.ty = Some(index);
    }
    let r = p.parse_region(&ivs)?;
    p.parse_optional_attr_dict()?;
    ensure_terminator(p, def_of("affine.parallel"), r);
    Ok(())
}

/// `printMinMaxBound`.
fn print_bounds(
    p: &mut OpAsmPrinter<'_>,
    body: &Body,
    map: &AffineMap,
    groups: &[i64],
    operands: &[ValueId],
    keyword: &str,
) {
    let nd = map.num_dims as usize;
    let mut start = 0usize;
    for &g in groups {
        if start != 0 {
            p.write_str(", ");
        }
        let size = usize::try_from(g).unwrap_or(0);
        if size == 1 {
            if let Some(e) = map.results.get(start) {
                print_expr_of_ssa_ids(p, body, e, nd, operands);
            }
            start += 1;
        } else {
            p.write_str(keyword);
            p.write_char('(');
            let end = (start + size).min(map.results.len());
            for (i, e) in map.results[start.min(end)..end].iter().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                print_expr_of_ssa_ids(p, body, e, nd, operands);
            }
            p.write_char(')');
            start += size;
        }
    }
}

/// The bound maps, groups and operands of an `affine.parallel`.
struct Bounds {
    lb: Option<AffineMap>,
    ub: Option<AffineMap>,
    lb_groups: Option<Vec<i64>>,
    ub_groups: Option<Vec<i64>>,
    lb_operands: Vec<ValueId>,
    ub_operands: Vec<ValueId>,
}

fn bounds(ctx: &Context, body: &Body, op: OpId) -> Bounds {
    let lb = map_attr(ctx, body, op, "lowerBoundsMap").map(|m| m.1);
    let ub = map_attr(ctx, body, op, "upperBoundsMap").map(|m| m.1);
    let groups = |n| rmlir_ods::get_attr(ctx, body, op, n).and_then(|a| elements(ctx, a));
    let operands: Vec<ValueId> = body.operands(op).collect();
    let n_lb = lb
        .as_ref()
        .map_or(0, |m| (m.num_dims + m.num_symbols) as usize)
        .min(operands.len());
    Bounds {
        lb_groups: groups("lowerBoundsGroups"),
        ub_groups: groups("upperBoundsGroups"),
        lb,
        ub,
        lb_operands: operands[..n_lb].to_vec(),
        ub_operands: operands[n_lb..].to_vec(),
    }
}

/// `AffineParallelOp::print`.
pub(super) fn print_parallel(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let b = bounds(ctx, body, op);
    let rb = body.regions_body(op);
    let r = body.op_regions(op)[0];
    let ivs: Vec<ValueId> = rb
        .entry_block(r)
        .map(|blk| rb.block_args(blk).to_vec())
        .unwrap_or_default();
    p.write_str(" (");
    p.print_operands(rb, ivs.iter().copied());
    p.write_str(") = (");
    if let (Some(m), Some(g)) = (&b.lb, &b.lb_groups) {
        print_bounds(p, body, m, g, &b.lb_operands, "max");
    }
    p.write_str(") to (");
    if let (Some(m), Some(g)) = (&b.ub, &b.ub_groups) {
        print_bounds(p, body, m, g, &b.ub_operands, "min");
    }
    p.write_char(')');
    let steps: Vec<i64> = rmlir_ods::get_attr(ctx, body, op, "steps")
        .and_then(|a| int_array(ctx, a))
        .map(|v| v.into_iter().map(|x| x.unwrap_or(0)).collect())
        .unwrap_or_default();
    if !steps.iter().all(|&s| s == 1) {
        let list: Vec<String> = steps.iter().map(|s| s.to_string()).collect();
        p.write_str(&format!(" step ({})", list.join(", ")));
    }
    let n = body.num_results(op);
    if n > 0 {
        p.write_str(" reduce (");
        let reds = rmlir_ods::get_attr(ctx, body, op, "reductions")
            .and_then(|a| int_array(ctx, a))
            .unwrap_or_default();
        for (i, r) in reds.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            let name = r
                .and_then(|v| ATOMIC_RMW_KINDS.iter().find(|(_, k)| *k == v))
                .map_or("", |(k, _)| k);
            p.write_str(&format!("\"{name}\""));
        }
        p.write_str(") -> (");
        let tys: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
        p.print_types(&tys);
        p.write_char(')');
    }
    p.write_char(' ');
    p.print_region(body, op, 0, false, n > 0, false);
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(
        &attrs,
        &[
            "reductions",
            "lowerBoundsMap",
            "lowerBoundsGroups",
            "upperBoundsMap",
            "upperBoundsGroups",
            "steps",
        ],
    );
}

/// Whether a result type suits a reduction (MLIR's
/// `isResultTypeMatchAtomicRMWKind`).
fn reduction_matches(ctx: &Context, t: Type, kind: i64) -> bool {
    let data = ctx.type_data(t);
    let is_float = matches!(data, TypeData::Float(_));
    let int = match data {
        TypeData::Integer { signedness, .. } => Some(*signedness),
        _ => None,
    };
    match kind {
        0 | 4 | 8 | 12 => is_float,
        1 | 2 | 13 | 14 => int.is_some(),
        3 => true,
        6 | 10 => int == Some(Signedness::Signed),
        7 | 11 => int == Some(Signedness::Unsigned),
        _ => false,
    }
}

/// `AffineParallelOp::verify`.
pub(super) fn verify_parallel(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let b = bounds(ctx, body, op);
    let steps = rmlir_ods::get_attr(ctx, body, op, "steps")
        .and_then(|a| int_array(ctx, a))
        .unwrap_or_default();
    let num_dims = steps.len();
    let rb = body.regions_body(op);
    let num_args = body
        .op_regions(op)
        .first()
        .and_then(|&r| rb.entry_block(r))
        .map_or(0, |blk| rb.block_args(blk).len());
    let lbg = b.lb_groups.clone().unwrap_or_default();
    let ubg = b.ub_groups.clone().unwrap_or_default();
    if lbg.len() != num_dims || ubg.len() != num_dims || num_args != num_dims {
        return err(format!(
            "the number of region arguments ({num_args}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({num_dims}) must all match",
            lbg.len(),
            ubg.len()
        ));
    }
    let lb_results: i64 = lbg.iter().sum();
    if Some(lb_results as usize) != b.lb.as_ref().map(|m| m.results.len()) {
        return err(format!(
            "expected lower bounds map to have {lb_results} results"
        ));
    }
    let ub_results: i64 = ubg.iter().sum();
    if Some(ub_results as usize) != b.ub.as_ref().map(|m| m.results.len()) {
        return err(format!(
            "expected upper bounds map to have {ub_results} results"
        ));
    }
    let reds = rmlir_ods::get_attr(ctx, body, op, "reductions")
        .and_then(|a| int_array(ctx, a))
        .unwrap_or_default();
    if reds.len() != body.num_results(op) {
        return err("a reduction must be specified for each output".into());
    }
    for (i, r) in reds.iter().enumerate() {
        let Some(kind) = r.filter(|v| ATOMIC_RMW_KINDS.iter().any(|(_, k)| k == v)) else {
            return err("invalid reduction attribute".into());
        };
        if !reduction_matches(ctx, body.value_type(body.result(op, i)), kind) {
            return err("result type cannot match reduction attribute".into());
        }
    }
    if let Some(m) = &b.lb {
        super::verify::verify_dims_and_symbols(ctx, body, op, &b.lb_operands, m.num_dims as usize)?;
    }
    if let Some(m) = &b.ub {
        super::verify::verify_dims_and_symbols(ctx, body, op, &b.ub_operands, m.num_dims as usize)?;
    }
    Ok(())
}
