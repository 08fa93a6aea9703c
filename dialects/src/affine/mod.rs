//! The affine dialect (MLIR 22's `AffineOps.td` / `AffineOps.cpp`):
//! `affine.apply`, `affine.min`, `affine.max`, `affine.for`, `affine.if`,
//! `affine.yield`, `affine.load`, `affine.store` and `affine.parallel`, with
//! MLIR's custom assembly forms, verifiers (including the rules on which
//! values may be used as dimensions and symbols), memory effects, the
//! RegionBranchOpInterface of `affine.for` / `affine.if` and the folders of
//! `affine.apply`, `affine.min` and `affine.max`.
//!
//! Affine maps and integer sets are the IR's own ([`rmlir_ir::affine`]);
//! the subscripts of `affine.load` / `affine.store` (`%A[%i + 1,
//! symbol(%n)]`) are parsed by [`parse_affine_map_of_ssa_ids`] and printed
//! by [`print_affine_map_of_ssa_ids`].
//!
//! Not modelled: `affine.prefetch`, `affine.vector_load` /
//! `affine.vector_store`, `affine.dma_start` / `affine.dma_wait`,
//! `affine.delinearize_index` / `affine.linearize_index`, the
//! canonicalization patterns other than those of `affine.apply` /
//! `affine.min` / `affine.max` (see `canon`), and the `affine.for` /
//! `affine.if` folders, which compose maps.

mod canon;
mod parallel;
mod parse;
#[cfg(test)]
mod tests;
mod verify;

use rmlir_ir::affine::{AffineExprKind, AffineMap, IntegerSet};
use rmlir_ir::attrs::{Attr, AttrData};
use rmlir_ir::body::{Body, OpId, ValueId};
use rmlir_ir::registry::{
    DialectInfo, FoldResult, MemoryEffect, MemoryEffectKind, OpFoldResult, OpTraits,
};
use rmlir_ir::types::{Type, TypeData};
use rmlir_ir::{Context, Diagnostic};
use rmlir_numerics::apint::APInt;
use rmlir_ods::constraints::{ANY_TYPE, INDEX, INDEX_ATTR};
use rmlir_ods::format::ensure_terminator;
use rmlir_ods::{attr, one, sized_region, variadic, AttrConstraint, AttrKind, OpDef};
use rmlir_text::parser::{Argument, Delimiter, OpAsmParser, Punct, UnresolvedOperand};
use rmlir_text::printer::OpAsmPrinter;

use crate::util::constraints::{ANY_MEMREF, VARIADIC_INDEX};
pub use parse::parse_affine_map_of_ssa_ids;
pub use verify::{affine_scope, is_valid_dim, is_valid_symbol, is_valid_symbol_value};

/// Registers the affine dialect.
pub fn register(ctx: &mut Context) {
    let mut dialect = DialectInfo::new("affine");
    dialect.materialize_constant = Some(crate::arith::fold::materialize_constant);
    ctx.register_dialect(dialect);
    for def in OPS {
        rmlir_ods::register(ctx, def);
    }
    verify::attach_region_branch(ctx);
}

/// `AffineMapAttr`.
pub static AFFINE_MAP_ATTR: AttrConstraint = AttrConstraint {
    desc: "AffineMap attribute",
    check: |c, a| matches!(c.attr_data(a), AttrData::AffineMap(_)),
    kind: AttrKind::Plain,
};

/// `IntegerSetAttr`.
pub static INTEGER_SET_ATTR: AttrConstraint = AttrConstraint {
    desc: "IntegerSet attribute",
    check: |c, a| matches!(c.attr_data(a), AttrData::IntegerSet(_)),
    kind: AttrKind::Plain,
};

/// `I32ElementsAttr`.
pub static I32_ELEMENTS_ATTR: AttrConstraint = AttrConstraint {
    desc: "32-bit signless integer elements attribute",
    check: |c, a| match c.attr_data(a) {
        AttrData::DenseElements { ty, .. } => match c.type_data(*ty) {
            TypeData::RankedTensor { elem, .. } | TypeData::Vector { elem, .. } => {
                *elem == c.integer_type(32, rmlir_ir::types::Signedness::Signless)
            }
            _ => false,
        },
        _ => false,
    },
    kind: AttrKind::Plain,
};

fn is_i64_attr(c: &Context, a: Attr) -> bool {
    matches!(c.attr_data(a), AttrData::Integer { ty, .. } if *ty == c.common().i64)
}

/// `I64SmallVectorArrayAttr`.
pub static I64_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "64-bit integer array attribute",
    check: |c, a| matches!(c.attr_data(a), AttrData::Array(xs) if xs.iter().all(|&x| is_i64_attr(c, x))),
    kind: AttrKind::Plain,
};

/// `TypedArrayAttrBase<AtomicRMWKindAttr, "Reduction ops">`.
pub static REDUCTIONS_ATTR: AttrConstraint = AttrConstraint {
    desc: "Reduction ops",
    check: |c, a| {
        matches!(c.attr_data(a), AttrData::Array(xs) if xs.iter().all(|&x| {
            is_i64_attr(c, x)
                && int_value(c, x).is_some_and(|v| {
                    crate::memref::ATOMIC_RMW_KINDS.iter().any(|(_, k)| *k == v)
                })
        }))
    },
    kind: AttrKind::Plain,
};

/// `Variadic<AnyType>`.
static VARIADIC_ANY: &rmlir_ods::TypeConstraint = &ANY_TYPE;

const YIELD: &str = "affine.yield";
const RECURSIVE: OpTraits = OpTraits::RECURSIVE_MEMORY_EFFECTS;

/// The affine ops.
pub static OPS: &[OpDef] = &[
    OpDef {
        name: "affine.apply",
        traits: OpTraits::PURE,
        operands: &[variadic("mapOperands", &VARIADIC_INDEX)],
        results: &[one("result", &INDEX)],
        attrs: &[attr("map", &AFFINE_MAP_ATTR)],
        parse: Some(parse_apply),
        print: Some(print_apply),
        verify: Some(verify::verify_apply),
        fold: Some(fold_apply),
        canonicalize: Some(canon::apply_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "affine.for",
        traits: OpTraits(
            RECURSIVE.0 | OpTraits::SINGLE_BLOCK.0 | OpTraits::AUTOMATIC_ALLOCATION_SCOPE.0,
        ),
        operands: &[
            variadic("lowerBoundOperands", &VARIADIC_INDEX),
            variadic("upperBoundOperands", &VARIADIC_INDEX),
            variadic("inits", VARIADIC_ANY),
        ],
        results: &[variadic("results", VARIADIC_ANY)],
        attrs: &[
            attr("lowerBoundMap", &AFFINE_MAP_ATTR),
            attr("step", &INDEX_ATTR),
            attr("upperBoundMap", &AFFINE_MAP_ATTR),
        ],
        regions: &[sized_region("region")],
        parse: Some(parse_for),
        print: Some(print_for),
        verify_regions: Some(verify::verify_for_regions),
        implicit_terminator: Some(YIELD),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "affine.if",
        traits: OpTraits(RECURSIVE.0 | OpTraits::SINGLE_BLOCK.0),
        operands: &[variadic("operands", VARIADIC_ANY)],
        results: &[variadic("results", VARIADIC_ANY)],
        attrs: &[attr("condition", &INTEGER_SET_ATTR)],
        regions: &[sized_region("thenRegion"), rmlir_ods::region("elseRegion")],
        parse: Some(parse_if),
        print: Some(print_if),
        verify: Some(verify::verify_if),
        verify_regions: Some(verify::verify_if_regions),
        implicit_terminator: Some(YIELD),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "affine.load",
        operands: &[
            one("memref", &ANY_MEMREF),
            variadic("indices", &VARIADIC_INDEX),
        ],
        results: &[one("result", &ANY_TYPE)],
        attrs: &[attr("map", &AFFINE_MAP_ATTR)],
        parse: Some(parse_load),
        print: Some(print_load),
        verify: Some(verify::verify_load),
        effects: Some(effects_load),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "affine.max",
        traits: OpTraits::PURE,
        operands: &[variadic("operands", &VARIADIC_INDEX)],
        results: &[one("result", &INDEX)],
        attrs: &[attr("map", &AFFINE_MAP_ATTR)],
        parse: Some(parse_min_max),
        print: Some(print_min_max),
        verify: Some(verify::verify_min_max),
        fold: Some(fold_min_max),
        canonicalize: Some(canon::max_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "affine.min",
        traits: OpTraits::PURE,
        operands: &[variadic("operands", &VARIADIC_INDEX)],
        results: &[one("result", &INDEX)],
        attrs: &[attr("map", &AFFINE_MAP_ATTR)],
        parse: Some(parse_min_max),
        print: Some(print_min_max),
        verify: Some(verify::verify_min_max),
        fold: Some(fold_min_max),
        canonicalize: Some(canon::min_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "affine.parallel",
        traits: OpTraits(
            RECURSIVE.0 | OpTraits::SINGLE_BLOCK.0 | OpTraits::AUTOMATIC_ALLOCATION_SCOPE.0,
        ),
        operands: &[variadic("mapOperands", &VARIADIC_INDEX)],
        results: &[variadic("results", VARIADIC_ANY)],
        attrs: &[
            attr("lowerBoundsGroups", &I32_ELEMENTS_ATTR),
            attr("lowerBoundsMap", &AFFINE_MAP_ATTR),
            attr("reductions", &REDUCTIONS_ATTR),
            attr("steps", &I64_ARRAY_ATTR),
            attr("upperBoundsGroups", &I32_ELEMENTS_ATTR),
            attr("upperBoundsMap", &AFFINE_MAP_ATTR),
        ],
        regions: &[sized_region("region")],
        parse: Some(parallel::parse_parallel),
        print: Some(parallel::print_parallel),
        verify: Some(parallel::verify_parallel),
        implicit_terminator: Some(YIELD),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "affine.store",
        operands: &[
            one("value", &ANY_TYPE),
            one("memref", &ANY_MEMREF),
            variadic("indices", &VARIADIC_INDEX),
        ],
        attrs: &[attr("map", &AFFINE_MAP_ATTR)],
        parse: Some(parse_store),
        print: Some(print_store),
        verify: Some(verify::verify_store),
        effects: Some(effects_store),
        ..OpDef::EMPTY
    },
    OpDef {
        name: YIELD,
        traits: OpTraits(OpTraits::PURE.0 | OpTraits::TERMINATOR.0 | OpTraits::RETURN_LIKE.0),
        operands: &[variadic("operands", VARIADIC_ANY)],
        format: Some("attr-dict ($operands^ `:` type($operands))?"),
        verify: Some(verify::verify_yield),
        ..OpDef::EMPTY
    },
];

// ----- helpers ----------------------------------------------------------------

/// An error MLIR's `OpAsmParser::emitError` reports: `custom op 'name' msg`.
fn custom_error(
    p: &mut OpAsmParser<'_, '_>,
    pos: usize,
    msg: impl std::fmt::Display,
) -> Diagnostic {
    p.custom_error(pos, msg)
}

fn def_of(name: &str) -> &'static OpDef {
    OPS.iter().find(|d| d.name == name).expect("affine op")
}

/// The affine map held by attribute `name` of `op`.
pub fn map_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<(Attr, AffineMap)> {
    let a = rmlir_ods::get_attr(ctx, body, op, name)?;
    match ctx.attr_data(a) {
        AttrData::AffineMap(m) => Some((a, m.clone())),
        _ => None,
    }
}

/// The integer set held by attribute `name` of `op`.
fn set_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<(Attr, IntegerSet)> {
    let a = rmlir_ods::get_attr(ctx, body, op, name)?;
    match ctx.attr_data(a) {
        AttrData::IntegerSet(s) => Some((a, s.clone())),
        _ => None,
    }
}

fn map_inputs(m: &AffineMap) -> usize {
    (m.num_dims + m.num_symbols) as usize
}

/// An `index` integer attribute.
fn index_attr(ctx: &Context, v: i64) -> Attr {
    ctx.intern_attr(AttrData::Integer {
        ty: ctx.common().index,
        value: APInt::from_i64(64, v),
    })
}

/// The value of an integer attribute as `i64` (MLIR's `getInt`).
fn int_value(ctx: &Context, a: Attr) -> Option<i64> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => value.to_i64_signed(),
        _ => None,
    }
}

/// Parses an attribute that must be an `AffineMapAttr` (MLIR's
/// `parseAttribute<AffineMapAttr>`).
fn parse_map_attr(p: &mut OpAsmParser<'_, '_>) -> Result<(Attr, AffineMap), Diagnostic> {
    let pos = p.pos();
    let a = p.parse_attr()?;
    match p.ctx().attr_data(a) {
        AttrData::AffineMap(m) => Ok((a, m.clone())),
        _ => Err(custom_error(p, pos, "invalid kind of attribute specified")),
    }
}

/// `(%d0, ...)[%s0, ...]`, resolved as `index` (MLIR's
/// `parseDimAndSymbolList`); returns the number of dimensions.
fn parse_dim_and_symbol_list(p: &mut OpAsmParser<'_, '_>) -> Result<(usize, usize), Diagnostic> {
    let dims = p.parse_operand_list(Delimiter::Paren)?;
    let syms = p.parse_operand_list(Delimiter::OptionalSquare)?;
    let index = p.ctx().common().index;
    p.resolve_operands_same(&dims, index)?;
    p.resolve_operands_same(&syms, index)?;
    Ok((dims.len(), dims.len() + syms.len()))
}

/// `(dims)[symbols]`: the symbol list only when there are more operands
/// than dimensions (MLIR's `printDimAndSymbolList`).
fn print_dim_and_symbol_list(
    p: &mut OpAsmPrinter<'_>,
    body: &Body,
    operands: &[ValueId],
    num_dims: usize,
) {
    let n = num_dims.min(operands.len());
    p.write_char('(');
    p.print_operands(body, operands[..n].iter().copied());
    p.write_char(')');
    if operands.len() > n {
        p.write_char('[');
        p.print_operands(body, operands[n..].iter().copied());
        p.write_char(']');
    }
}

/// Writes `expr` with dimension `i` printed as `operands[i]` and symbol `j`
/// as `symbol(operands[num_dims + j])` (MLIR's `printAffineExprOfSSAIds`).
pub fn print_expr_of_ssa_ids(
    p: &mut OpAsmPrinter<'_>,
    body: &Body,
    expr: &rmlir_ir::affine::AffineExpr,
    num_dims: usize,
    operands: &[ValueId],
) {
    struct Out<'p, 'a, 'b> {
        p: &'p mut OpAsmPrinter<'a>,
        body: &'b Body,
    }
    impl std::fmt::Write for Out<'_, '_, '_> {
        fn write_str(&mut self, s: &str) -> std::fmt::Result {
            self.p.write_str(s);
            Ok(())
        }
    }
    let mut out = Out { p, body };
    let _ = rmlir_ir::affine::write_affine_expr(&mut out, expr, &mut |o, is_symbol, pos| {
        let index = if is_symbol {
            num_dims + pos as usize
        } else {
            pos as usize
        };
        if is_symbol {
            o.p.write_str("symbol(");
        }
        match operands.get(index) {
            Some(&v) => o.p.print_operand(o.body, v),
            None => o.p.write_str("<<invalid>>"),
        }
        if is_symbol {
            o.p.write_char(')');
        }
        Ok(())
    });
}

/// Writes the results of `map` with dimension `i` printed as `operands[i]`
/// and symbol `j` as `symbol(operands[num_dims + j])` (MLIR's
/// `printAffineMapOfSSAIds`).
pub fn print_affine_map_of_ssa_ids(
    p: &mut OpAsmPrinter<'_>,
    body: &Body,
    map: &AffineMap,
    operands: &[ValueId],
) {
    for (i, e) in map.results.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        print_expr_of_ssa_ids(p, body, e, map.num_dims as usize, operands);
    }
}

// ----- affine.apply -------------------------------------------------------------

fn parse_apply(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let (a, map) = parse_map_attr(p)?;
    p.add_attr("map", a);
    let (num_dims, num_operands) = parse_dim_and_symbol_list(p)?;
    p.parse_optional_attr_dict()?;
    if map.num_dims as usize != num_dims || num_dims + map.num_symbols as usize != num_operands {
        let pos = p.name_pos();
        return Err(custom_error(p, pos, "dimension or symbol index mismatch"));
    }
    let index = p.ctx().common().index;
    for _ in 0..map.results.len() {
        p.add_result_type(index);
    }
    Ok(())
}

fn print_apply(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    print_map_and_operands(p, body, op);
}

/// ` #map(dims)[symbols] {attrs}` (affine.apply, affine.min, affine.max).
fn print_map_and_operands(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write_char(' ');
    let num_dims = match map_attr(ctx, body, op, "map") {
        Some((a, m)) => {
            p.print_attribute(a);
            m.num_dims as usize
        }
        None => 0,
    };
    print_dim_and_symbol_list(p, body, &operands, num_dims);
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &["map"]);
}

/// `AffineApplyOp::fold`: a map returning one of its inputs folds to that
/// operand; otherwise the map is evaluated on constant operands (division by
/// zero gives `#ub.poison`).
fn fold_apply(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    let Some((_, map)) = map_attr(ctx, body, op, "map") else {
        return FoldResult::None;
    };
    if map.results.len() != 1 || body.num_operands(op) != map_inputs(&map) {
        return FoldResult::None;
    }
    let expr = &map.results[0];
    let one = |r: OpFoldResult| FoldResult::Results([r].into());
    if let Some(d) = expr.dim_position() {
        return one(OpFoldResult::Value(body.operand(op, d as usize)));
    }
    if let Some(s) = expr.symbol_position() {
        return one(OpFoldResult::Value(
            body.operand(op, map.num_dims as usize + s as usize),
        ));
    }
    let values: Option<Vec<i64>> = operands
        .iter()
        .map(|a| {
            a.and_then(|a| match ctx.attr_data(a) {
                AttrData::Integer { value, .. } => value.to_i64_signed(),
                _ => None,
            })
        })
        .collect();
    let Some(values) = values else {
        return FoldResult::None;
    };
    match eval_expr(expr, map.num_dims as usize, &values) {
        Eval::Value(v) => one(OpFoldResult::Attr(index_attr(ctx, v))),
        Eval::Poison => one(OpFoldResult::Attr(ctx.intern_attr(AttrData::Dialect {
            text: "ub.poison".into(),
        }))),
    }
}

/// The outcome of evaluating an affine expression on constants.
enum Eval {
    Value(i64),
    Poison,
}

/// MLIR's `AffineExprConstantFolder` on a fully constant input.
fn eval_expr(e: &rmlir_ir::affine::AffineExpr, num_dims: usize, values: &[i64]) -> Eval {
    // Iterative post-order evaluation over the expression's structure.
    enum Task<'e> {
        Visit(
            rmlir_ir::affine::AffineExpr,
            std::marker::PhantomData<&'e ()>,
        ),
        Combine(rmlir_ir::affine::BinOp),
    }
    let mut tasks = vec![Task::Visit(e.clone(), std::marker::PhantomData)];
    let mut stack: Vec<i64> = Vec::new();
    while let Some(t) = tasks.pop() {
        match t {
            Task::Visit(x, _) => match x.kind() {
                AffineExprKind::Constant => stack.push(x.constant_value().unwrap_or(0)),
                AffineExprKind::DimId => {
                    let p = x.dim_position().unwrap_or(0) as usize;
                    stack.push(values.get(p).copied().unwrap_or(0));
                }
                AffineExprKind::SymbolId => {
                    let p = x.symbol_position().unwrap_or(0) as usize;
                    stack.push(values.get(num_dims + p).copied().unwrap_or(0));
                }
                _ => {
                    if let Some((op, l, r)) = x.as_binary() {
                        tasks.push(Task::Combine(op));
                        tasks.push(Task::Visit(r, std::marker::PhantomData));
                        tasks.push(Task::Visit(l, std::marker::PhantomData));
                    }
                }
            },
            Task::Combine(op) => {
                use rmlir_ir::affine::BinOp;
                let r = stack.pop().unwrap_or(0);
                let l = stack.pop().unwrap_or(0);
                let v = match op {
                    BinOp::Add => l.wrapping_add(r),
                    BinOp::Mul => l.wrapping_mul(r),
                    BinOp::Mod => {
                        if r < 1 {
                            return Eval::Poison;
                        }
                        l.rem_euclid(r)
                    }
                    BinOp::FloorDiv => {
                        if r == 0 {
                            return Eval::Poison;
                        }
                        floor_div(l, r)
                    }
                    BinOp::CeilDiv => {
                        if r == 0 {
                            return Eval::Poison;
                        }
                        ceil_div(l, r)
                    }
                };
                stack.push(v);
            }
        }
    }
    Eval::Value(stack.pop().unwrap_or(0))
}

fn floor_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    let r = a.wrapping_rem(b);
    if r != 0 && ((r < 0) != (b < 0)) {
        q.wrapping_sub(1)
    } else {
        q
    }
}

fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    let r = a.wrapping_rem(b);
    if r != 0 && ((r > 0) == (b > 0)) {
        q.wrapping_add(1)
    } else {
        q
    }
}

/// Evaluates `e` when every dimension and symbol it uses has a constant
/// (MLIR's `AffineExprConstantFolder`); `Err(())` on a division by zero.
fn eval_partial(
    e: &rmlir_ir::affine::AffineExpr,
    num_dims: usize,
    values: &[Option<i64>],
) -> Result<Option<i64>, ()> {
    let mut used_unknown = false;
    let check = |e: &rmlir_ir::affine::AffineExpr, used_unknown: &mut bool| {
        // Collect the leaves iteratively.
        let mut stack = vec![e.clone()];
        while let Some(x) = stack.pop() {
            match x.kind() {
                AffineExprKind::DimId => {
                    let p = x.dim_position().unwrap_or(0) as usize;
                    if values.get(p).copied().flatten().is_none() {
                        *used_unknown = true;
                    }
                }
                AffineExprKind::SymbolId => {
                    let p = num_dims + x.symbol_position().unwrap_or(0) as usize;
                    if values.get(p).copied().flatten().is_none() {
                        *used_unknown = true;
                    }
                }
                AffineExprKind::Constant => {}
                _ => {
                    if let Some((_, l, r)) = x.as_binary() {
                        stack.push(l);
                        stack.push(r);
                    }
                }
            }
        }
    };
    check(e, &mut used_unknown);
    if used_unknown {
        return Ok(None);
    }
    let full: Vec<i64> = values.iter().map(|v| v.unwrap_or(0)).collect();
    match eval_expr(e, num_dims, &full) {
        Eval::Value(v) => Ok(Some(v)),
        Eval::Poison => Err(()),
    }
}

/// `foldMinMaxOp`: all results constant folds to their min / max; otherwise
/// the constant results are folded into the map in place; a map of no dims
/// returning its only symbol folds to that operand.
fn fold_min_max(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    let Some((_, map)) = map_attr(ctx, body, op, "map") else {
        return FoldResult::None;
    };
    let is_min = ctx.op_name_str(body.op_name(op)) == "affine.min";
    let values: Vec<Option<i64>> = operands
        .iter()
        .map(|a| a.and_then(|a| int_value(ctx, a)))
        .collect();
    let nd = map.num_dims as usize;
    let mut results: Option<Vec<i64>> = Some(Vec::new());
    let mut exprs = Vec::with_capacity(map.results.len());
    for e in &map.results {
        match eval_partial(e, nd, &values) {
            Ok(Some(v)) => {
                exprs.push(rmlir_ir::affine::AffineExpr::constant(v));
                if let Some(r) = results.as_mut() {
                    r.push(v);
                }
            }
            _ => {
                exprs.push(e.clone());
                results = None;
            }
        }
    }
    let folded = AffineMap::new(map.num_dims, map.num_symbols, exprs);
    if folded.num_dims == 0
        && folded.num_symbols == 1
        && folded.results.len() == 1
        && folded.results[0].symbol_position() == Some(0)
    {
        return FoldResult::Results([OpFoldResult::Value(body.operand(op, 0))].into());
    }
    let results = match results {
        Some(r) if !r.is_empty() => r,
        Some(_) => return FoldResult::None,
        None => {
            if folded == map {
                return FoldResult::None;
            }
            let a = ctx.intern_attr(AttrData::AffineMap(folded));
            let map_id = ctx.ident("map");
            let mut entries: Vec<_> = body
                .properties(op)
                .map(|p| ctx.dict_entries(p).to_vec())
                .unwrap_or_default();
            match entries.iter_mut().find(|(k, _)| *k == map_id) {
                Some(e) => e.1 = a,
                None => entries.push((map_id, a)),
            }
            body.set_properties(op, Some(ctx.dictionary_attr(entries)));
            return FoldResult::InPlace;
        }
    };
    let v = if is_min {
        results.iter().copied().min()
    } else {
        results.iter().copied().max()
    };
    match v {
        Some(v) => FoldResult::Results([OpFoldResult::Attr(index_attr(ctx, v))].into()),
        None => FoldResult::None,
    }
}

// ----- affine.min / affine.max --------------------------------------------------

fn parse_min_max(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let (a, _) = parse_map_attr(p)?;
    p.add_attr("map", a);
    let dims = p.parse_operand_list(Delimiter::Paren)?;
    let syms = p.parse_operand_list(Delimiter::OptionalSquare)?;
    p.parse_optional_attr_dict()?;
    let index = p.ctx().common().index;
    p.resolve_operands_same(&dims, index)?;
    p.resolve_operands_same(&syms, index)?;
    p.add_result_type(index);
    Ok(())
}

fn print_min_max(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write_char(' ');
    let num_dims = match map_attr(ctx, body, op, "map") {
        Some((a, m)) => {
            p.print_attribute(a);
            m.num_dims as usize
        }
        None => 0,
    };
    let n = num_dims.min(operands.len());
    p.write_char('(');
    p.print_operands(body, operands[..n].iter().copied());
    p.write_char(')');
    if operands.len() != num_dims {
        p.write_char('[');
        p.print_operands(body, operands[n..].iter().copied());
        p.write_char(']');
    }
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &["map"]);
}

// ----- affine.for -------------------------------------------------------------------

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

fn parse_for(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
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
    let num_iter_operands = body.num_operands(op).saturating_sub(control);
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

fn print_for(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
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

// ----- affine.if --------------------------------------------------------------------

fn parse_if(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let pos = p.pos();
    let a = p.parse_attr()?;
    let set = match ctx.attr_data(a) {
        AttrData::IntegerSet(s) => s.clone(),
        _ => return Err(custom_error(p, pos, "invalid kind of attribute specified")),
    };
    p.add_attr("condition", a);
    let (num_dims, n) = parse_dim_and_symbol_list(p)?;
    if set.num_dims as usize != num_dims {
        let pos = p.name_pos();
        return Err(custom_error(
            p,
            pos,
            "dim operand count and integer set dim count must match",
        ));
    }
    if num_dims + set.num_symbols as usize != n {
        let pos = p.name_pos();
        return Err(custom_error(
            p,
            pos,
            "symbol operand count and integer set symbol count must match",
        ));
    }
    let tys = p.parse_optional_arrow_type_list()?;
    p.add_result_types(&tys);
    let def = def_of("affine.if");
    let then = p.parse_region(&[])?;
    ensure_terminator(p, def, then);
    if p.parse_optional_keyword("else") {
        let els = p.parse_region(&[])?;
        ensure_terminator(p, def, els);
    } else {
        p.add_empty_region();
    }
    p.parse_optional_attr_dict()?;
    Ok(())
}

fn print_if(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write_char(' ');
    let num_dims = match set_attr(ctx, body, op, "condition") {
        Some((a, s)) => {
            p.print_attribute(a);
            s.num_dims as usize
        }
        None => 0,
    };
    print_dim_and_symbol_list(p, body, &operands, num_dims);
    let tys: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    p.print_optional_arrow_type_list(&tys);
    let has_results = !tys.is_empty();
    p.write_char(' ');
    p.print_region(body, op, 0, false, has_results, false);
    let rb = body.regions_body(op);
    if let Some(&els) = body.op_regions(op).get(1) {
        if !rb.region_is_empty(els) {
            p.write_str(" else ");
            p.print_region(body, op, 1, false, has_results, false);
        }
    }
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &["condition"]);
}

// ----- affine.load / affine.store ----------------------------------------------

/// `: memref-type`, which must be a memref.
fn parse_memref_type(p: &mut OpAsmParser<'_, '_>) -> Result<(Type, Type), Diagnostic> {
    let pos = p.pos();
    p.parse_punct(Punct::Colon)?;
    let t = p.parse_type()?;
    let ctx = p.ctx();
    match ctx.type_data(t) {
        TypeData::MemRef { elem, .. } => Ok((t, *elem)),
        _ => {
            let s = rmlir_text::printer::type_to_string(ctx, t);
            Err(custom_error(
                p,
                pos,
                format!("invalid kind of type specified: expected builtin.memref, but found '{s}'"),
            ))
        }
    }
}

fn parse_load(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let memref = p.parse_operand()?;
    let (map, indices) = parse_affine_map_of_ssa_ids(p)?;
    let ctx = p.ctx();
    p.add_attr("map", ctx.intern_attr(AttrData::AffineMap(map)));
    p.parse_optional_attr_dict()?;
    let (ty, elem) = parse_memref_type(p)?;
    p.resolve_operand(&memref, ty)?;
    p.resolve_operands_same(&indices, ctx.common().index)?;
    p.add_result_type(elem);
    Ok(())
}

fn parse_store(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let value = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let memref = p.parse_operand()?;
    let (map, indices) = parse_affine_map_of_ssa_ids(p)?;
    let ctx = p.ctx();
    p.add_attr("map", ctx.intern_attr(AttrData::AffineMap(map)));
    p.parse_optional_attr_dict()?;
    let (ty, elem) = parse_memref_type(p)?;
    p.resolve_operand(&value, elem)?;
    p.resolve_operand(&memref, ty)?;
    p.resolve_operands_same(&indices, ctx.common().index)?;
    Ok(())
}

/// `%memref[subscripts] {attrs} : type`, the memref being operand `at`.
fn print_access(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId, at: usize) {
    let ctx = p.ctx();
    let memref = body.operand(op, at);
    p.print_operand(body, memref);
    p.write_char('[');
    if let Some((_, m)) = map_attr(ctx, body, op, "map") {
        let operands: Vec<ValueId> = body.operands(op).skip(at + 1).collect();
        print_affine_map_of_ssa_ids(p, body, &m, &operands);
    }
    p.write_char(']');
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &["map"]);
    p.write_str(" : ");
    p.print_type(body.value_type(memref));
}

fn print_load(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    p.write_char(' ');
    print_access(p, body, op, 0);
}

fn print_store(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    p.write_char(' ');
    p.print_operand(body, body.operand(op, 0));
    p.write_str(", ");
    print_access(p, body, op, 1);
}

/// `MemRead` on the memref.
fn effects_load(_: &Context, b: &Body, op: OpId, out: &mut Vec<MemoryEffect>) {
    out.push(MemoryEffect {
        kind: MemoryEffectKind::Read,
        value: Some(b.operand(op, 0)),
    });
}

/// `MemWrite` on the memref (operand 1).
fn effects_store(_: &Context, b: &Body, op: OpId, out: &mut Vec<MemoryEffect>) {
    out.push(MemoryEffect {
        kind: MemoryEffectKind::Write,
        value: Some(b.operand(op, 1)),
    });
}
