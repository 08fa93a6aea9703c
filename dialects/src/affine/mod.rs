//! The affine dialect (MLIR 22's `AffineOps.td` / `AffineOps.cpp`):
//! `affine.apply`, `affine.min`, `affine.max`, `affine.for`, `affine.if`,
//! `affine.yield`, `affine.load`, `affine.store`, `affine.parallel`,
//! `affine.prefetch`, `affine.vector_load`, `affine.vector_store`,
//! `affine.dma_start`, `affine.dma_wait`, `affine.linearize_index` and
//! `affine.delinearize_index`, with MLIR's custom assembly
//! forms, verifiers (including the rules on which values may be used as
//! dimensions and symbols), memory effects, the RegionBranchOpInterface of
//! `affine.for` / `affine.if`, the LoopLikeOpInterface of `affine.for` /
//! `affine.parallel`, folders and canonicalization patterns.
//!
//! Affine maps and integer sets are the IR's own ([`rmlir_ir::affine`]);
//! the subscripts of `affine.load` / `affine.store` (`%A[%i + 1,
//! symbol(%n)]`) are parsed by [`parse_affine_map_of_ssa_ids`] and printed
//! by [`print_affine_map_of_ssa_ids`].
//!
//! Not modelled: the fold of `affine.load` from a constant `memref.global`.
//!
//! The folders are in `fold` (`fold/loops.rs` for `affine.for` / `affine.if`
//! and the accesses), `affine.for`'s assembly form and bounds in `for_op`,
//! the memory ops other than load / store in `memory`, linearize /
//! delinearize in `index_ops` (their patterns in `canon/index.rs`).

mod canon;
mod fold;
mod for_op;
mod index_ops;
mod memory;
mod parallel;
mod parse;
#[cfg(test)]
mod tests;
mod typed;
mod verify;

use rmlir_ir::affine::{AffineMap, IntegerSet};
use rmlir_ir::registry::{DialectInfo, MemoryEffect, MemoryEffectKind, OpTraits};
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ir::{Context, Diagnostic};
use rmlir_ir::{Type, TypeData};
use rmlir_numerics::apint::APInt;
use rmlir_ods::constraints::{ANY_TYPE, DENSE_I64_ARRAY_ATTR, INDEX, INDEX_ATTR};
use rmlir_ods::format::ensure_terminator;
use rmlir_ods::{attr, default_attr, one, sized_region, variadic, AttrConstraint, AttrKind, OpDef};
use rmlir_text::parser::{Delimiter, OpAsmParser, Punct};
use rmlir_text::printer::OpAsmPrinter;

use crate::util::constraints::{ANY_MEMREF, BOOL_ATTR, VARIADIC_INDEX};
use fold::{
    fold_apply, fold_for, fold_if, fold_load, fold_load_of_constant_global, fold_min_max,
    fold_parallel, fold_store,
};
pub(crate) use for_op::{for_parts, trivial_trip_count, ForParts};
use for_op::{parse_for, print_for};
use memory::ANY_VECTOR_OF_NON_ZERO_RANK;
pub use parse::parse_affine_map_of_ssa_ids;
pub use typed::*;
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
    for_op::attach_loop_like(ctx);
    crate::util::hooks::attach(ctx, index_ops::LINEARIZE, |info| {
        info.interfaces
            .insert(index_ops::linearize_property_layout());
    });
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
                *elem == c.integer_type(32, rmlir_ir::Signedness::Signless)
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
        name: "affine.delinearize_index",
        traits: OpTraits::PURE,
        operands: &[
            one("linear_index", &INDEX),
            variadic("dynamic_basis", &VARIADIC_INDEX),
        ],
        results: &[variadic("multi_index", &VARIADIC_INDEX)],
        attrs: &[attr("static_basis", &DENSE_I64_ARRAY_ATTR)],
        parse: Some(index_ops::parse_delinearize),
        print: Some(index_ops::print_delinearize),
        verify: Some(index_ops::verify_delinearize),
        fold: Some(index_ops::fold_delinearize),
        canonicalize: Some(canon::delinearize_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "affine.dma_start",
        operands: &[variadic("operands", VARIADIC_ANY)],
        parse: Some(memory::parse_dma_start),
        print: Some(memory::print_dma_start),
        verify: Some(memory::verify_dma_start),
        effects: Some(memory::effects_dma_start),
        fold: Some(crate::memref::fold::fold_cast_operands),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "affine.dma_wait",
        operands: &[variadic("operands", VARIADIC_ANY)],
        parse: Some(memory::parse_dma_wait),
        print: Some(memory::print_dma_wait),
        verify: Some(memory::verify_dma_wait),
        fold: Some(crate::memref::fold::fold_cast_operands),
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
        fold: Some(fold_for),
        canonicalize: Some(canon::for_patterns),
        implicit_terminator: Some(YIELD),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "affine.if",
        traits: OpTraits(
            RECURSIVE.0 | OpTraits::SINGLE_BLOCK.0 | OpTraits::RECURSIVELY_SPECULATABLE.0,
        ),
        operands: &[variadic("operands", VARIADIC_ANY)],
        results: &[variadic("results", VARIADIC_ANY)],
        attrs: &[attr("condition", &INTEGER_SET_ATTR)],
        regions: &[sized_region("thenRegion"), rmlir_ods::region("elseRegion")],
        parse: Some(parse_if),
        print: Some(print_if),
        verify: Some(verify::verify_if),
        verify_regions: Some(verify::verify_if_regions),
        fold: Some(fold_if),
        canonicalize: Some(canon::if_patterns),
        implicit_terminator: Some(YIELD),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "affine.linearize_index",
        traits: OpTraits::PURE,
        operands: &[
            variadic("multi_index", &VARIADIC_INDEX),
            variadic("dynamic_basis", &VARIADIC_INDEX),
        ],
        results: &[one("linear_index", &INDEX)],
        attrs: &[
            default_attr("disjoint", &index_ops::UNIT_PROP, "false"),
            attr("static_basis", &DENSE_I64_ARRAY_ATTR),
        ],
        parse: Some(index_ops::parse_linearize),
        print: Some(index_ops::print_linearize),
        verify: Some(index_ops::verify_linearize),
        fold: Some(index_ops::fold_linearize),
        canonicalize: Some(canon::linearize_patterns),
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
        fold: Some(fold_load),
        fold_with_symbols: Some(fold_load_of_constant_global),
        canonicalize: Some(canon::load_patterns),
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
        fold: Some(fold_parallel),
        implicit_terminator: Some(YIELD),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "affine.prefetch",
        operands: &[
            one("memref", &ANY_MEMREF),
            variadic("indices", &VARIADIC_INDEX),
        ],
        attrs: &[
            attr("isDataCache", &BOOL_ATTR),
            attr("isWrite", &BOOL_ATTR),
            attr("localityHint", &memory::LOCALITY_HINT_ATTR),
            attr("map", &AFFINE_MAP_ATTR),
        ],
        parse: Some(memory::parse_prefetch),
        print: Some(memory::print_prefetch),
        verify: Some(memory::verify_prefetch),
        fold: Some(crate::memref::fold::fold_cast_operands),
        canonicalize: Some(canon::prefetch_patterns),
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
        fold: Some(fold_store),
        canonicalize: Some(canon::store_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "affine.vector_load",
        operands: &[
            one("memref", &ANY_MEMREF),
            variadic("indices", &VARIADIC_INDEX),
        ],
        results: &[one("result", &ANY_VECTOR_OF_NON_ZERO_RANK)],
        attrs: &[attr("map", &AFFINE_MAP_ATTR)],
        parse: Some(memory::parse_vector_load),
        print: Some(memory::print_vector_load),
        verify: Some(memory::verify_vector_load),
        effects: Some(memory::effects_vector_load),
        canonicalize: Some(canon::vector_load_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "affine.vector_store",
        operands: &[
            one("value", &ANY_VECTOR_OF_NON_ZERO_RANK),
            one("memref", &ANY_MEMREF),
            variadic("indices", &VARIADIC_INDEX),
        ],
        attrs: &[attr("map", &AFFINE_MAP_ATTR)],
        parse: Some(memory::parse_vector_store),
        print: Some(memory::print_vector_store),
        verify: Some(memory::verify_vector_store),
        effects: Some(memory::effects_vector_store),
        canonicalize: Some(canon::vector_store_patterns),
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

/// `props` with the entries `entries` set (added or replaced).
fn with_props(ctx: &Context, props: Option<Attr>, entries: &[(&str, Attr)]) -> Attr {
    let mut all: Vec<_> = props
        .map(|p| ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    for &(name, a) in entries {
        let k = ctx.ident(name);
        match all.iter_mut().find(|(n, _)| *n == k) {
            Some(e) => e.1 = a,
            None => all.push((k, a)),
        }
    }
    ctx.dictionary_attr(all)
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
    let value = AffineStoreOp(op).value(p.ctx(), body);
    p.write_char(' ');
    p.print_operand(body, value);
    p.write_str(", ");
    print_access(p, body, op, 1);
}

/// `MemRead` on the memref.
fn effects_load(ctx: &Context, b: &Body, op: OpId, out: &mut Vec<MemoryEffect>) {
    out.push(MemoryEffect {
        kind: MemoryEffectKind::Read,
        value: Some(AffineLoadOp(op).memref(ctx, b)),
    });
}

/// `MemWrite` on the memref.
fn effects_store(ctx: &Context, b: &Body, op: OpId, out: &mut Vec<MemoryEffect>) {
    out.push(MemoryEffect {
        kind: MemoryEffectKind::Write,
        value: Some(AffineStoreOp(op).memref(ctx, b)),
    });
}
