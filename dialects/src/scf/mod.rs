//! The scf dialect: `scf.for`, `scf.if`, `scf.while`, `scf.condition`,
//! `scf.yield`, `scf.execute_region`, `scf.index_switch`, `scf.forall`,
//! `scf.forall.in_parallel`, `scf.parallel`, `scf.reduce`,
//! `scf.reduce.return`.
//!
//! This module holds the op definitions, the custom assembly formats of
//! `scf.for`, `scf.if`, `scf.while`, `scf.execute_region` and
//! `scf.index_switch`, and the helpers the others share; their verifiers are
//! in `verify`, `scf.forall` in `forall`, `scf.parallel` and
//! `scf.reduce` in `parallel`.

use rmlir_ir::registry::{DialectInfo, OpTraits};
use rmlir_ir::Type;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ir::{Context, Diagnostic};
use rmlir_ods::constraints::{ANY_TYPE, DENSE_I64_ARRAY_ATTR, I1, INDEX, UNIT_ATTR};
use rmlir_ods::format::{ensure_terminator, print_region_var};
use rmlir_ods::{
    attr, one, opt_attr, region, sized_region, variadic, AttrConstraint, AttrKind, OpDef,
    RegionDef, TypeConstraint,
};
use rmlir_text::parser::{Argument, Delimiter, OpAsmParser, Punct};
use rmlir_text::printer::OpAsmPrinter;

pub mod canon;
pub mod fold;
mod forall;
pub mod loops;
mod parallel;
pub mod parallel_insert;
pub mod region_branch;
pub mod typed;
mod verify;
use forall::{
    parse_forall, parse_in_parallel, print_forall, print_in_parallel, verify_forall,
    verify_forall_regions, verify_in_parallel,
};
use parallel::{
    parse_parallel, parse_reduce, print_parallel, print_reduce, verify_parallel,
    verify_parallel_regions, verify_reduce_regions, verify_reduce_return,
};
pub use typed::*;
use verify::{
    verify_execute_region, verify_execute_region_regions, verify_for, verify_for_regions,
    verify_if, verify_if_regions, verify_index_switch, verify_index_switch_regions, verify_while,
    verify_while_regions,
};
pub(crate) use verify::{verify_region_edges, Edge};

/// Registers the scf dialect.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect(DialectInfo::new("scf"));
    for def in OPS {
        rmlir_ods::register(ctx, def);
    }
    region_branch::attach(ctx);
    loops::attach(ctx);
}

/// Signless integer or index (loop bounds).
pub static INT_OR_INDEX: TypeConstraint = TypeConstraint {
    desc: "signless integer or index",
    build: None,
    check: |c, t| {
        rmlir_ods::constraints::is_signless_int(c, t) || rmlir_ods::constraints::is_index(c, t)
    },
    class: None,
};

const RECURSIVE: OpTraits = OpTraits::RECURSIVE_MEMORY_EFFECTS;
const YIELD: &str = "scf.yield";
const IN_PARALLEL: &str = "scf.forall.in_parallel";
const REDUCE: &str = "scf.reduce";

/// The scf ops.
pub static OPS: &[OpDef] = &[
    OpDef {
        name: "scf.for",
        traits: OpTraits(
            RECURSIVE.0 | OpTraits::SINGLE_BLOCK.0 | OpTraits::AUTOMATIC_ALLOCATION_SCOPE.0,
        ),
        operands: &[
            one("lowerBound", &INT_OR_INDEX),
            one("upperBound", &INT_OR_INDEX),
            one("step", &INT_OR_INDEX),
            variadic("initArgs", &ANY_TYPE),
        ],
        results: &[variadic("results", &ANY_TYPE)],
        attrs: &[opt_attr("unsignedCmp", &UNIT_ATTR)],
        regions: &[sized_region("region")],
        parse: Some(parse_for),
        print: Some(print_for),
        verify: Some(verify_for),
        verify_regions: Some(verify_for_regions),
        implicit_terminator: Some(YIELD),
        same_types: &[&["lowerBound", "upperBound", "step"]],
        canonicalize: Some(canon::for_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "scf.if",
        traits: OpTraits(RECURSIVE.0 | OpTraits::SINGLE_BLOCK.0),
        operands: &[one("condition", &I1)],
        results: &[variadic("results", &ANY_TYPE)],
        regions: &[sized_region("thenRegion"), region("elseRegion")],
        parse: Some(parse_if),
        print: Some(print_if),
        verify: Some(verify_if),
        verify_regions: Some(verify_if_regions),
        implicit_terminator: Some(YIELD),
        canonicalize: Some(canon::if_patterns),
        fold: Some(fold::fold_if),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "scf.while",
        traits: OpTraits(RECURSIVE.0 | OpTraits::SINGLE_BLOCK.0),
        operands: &[variadic("inits", &ANY_TYPE)],
        results: &[variadic("results", &ANY_TYPE)],
        regions: &[sized_region("before"), sized_region("after")],
        parse: Some(parse_while),
        print: Some(print_while),
        verify: Some(verify_while),
        verify_regions: Some(verify_while_regions),
        canonicalize: Some(canon::while_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "scf.condition",
        traits: OpTraits(OpTraits::PURE.0 | OpTraits::TERMINATOR.0),
        operands: &[one("condition", &I1), variadic("args", &ANY_TYPE)],
        format: Some("`(` $condition `)` attr-dict ($args^ `:` type($args))?"),
        parents: &["scf.while"],
        ..OpDef::EMPTY
    },
    OpDef {
        name: "scf.yield",
        traits: OpTraits(OpTraits::PURE.0 | OpTraits::TERMINATOR.0 | OpTraits::RETURN_LIKE.0),
        operands: &[variadic("results", &ANY_TYPE)],
        format: Some("attr-dict ($results^ `:` type($results))?"),
        parents: &[
            "scf.execute_region",
            "scf.for",
            "scf.if",
            "scf.index_switch",
            "scf.while",
        ],
        ..OpDef::EMPTY
    },
    OpDef {
        name: "scf.execute_region",
        traits: RECURSIVE,
        results: &[variadic("results", &ANY_TYPE)],
        attrs: &[opt_attr("no_inline", &UNIT_ATTR)],
        regions: &[region("region")],
        parse: Some(parse_execute_region),
        print: Some(print_execute_region),
        verify: Some(verify_execute_region),
        verify_regions: Some(verify_execute_region_regions),
        canonicalize: Some(canon::execute_region_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "scf.index_switch",
        traits: OpTraits(RECURSIVE.0 | OpTraits::SINGLE_BLOCK.0),
        operands: &[one("arg", &INDEX)],
        results: &[variadic("results", &ANY_TYPE)],
        attrs: &[attr("cases", &DENSE_I64_ARRAY_ATTR)],
        regions: &[
            sized_region("defaultRegion"),
            RegionDef {
                name: "caseRegions",
                single_block: true,
                variadic: true,
            },
        ],
        parse: Some(parse_index_switch),
        print: Some(print_index_switch),
        verify: Some(verify_index_switch),
        verify_regions: Some(verify_index_switch_regions),
        implicit_terminator: Some(YIELD),
        canonicalize: Some(canon::index_switch_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "scf.forall",
        traits: OpTraits(
            RECURSIVE.0 | OpTraits::SINGLE_BLOCK.0 | OpTraits::AUTOMATIC_ALLOCATION_SCOPE.0,
        ),
        operands: &[
            variadic("dynamicLowerBound", &VARIADIC_INDEX),
            variadic("dynamicUpperBound", &VARIADIC_INDEX),
            variadic("dynamicStep", &VARIADIC_INDEX),
            variadic("outputs", &VARIADIC_RANKED_TENSOR),
        ],
        results: &[variadic("results", &ANY_TYPE)],
        attrs: &[
            attr("staticLowerBound", &DENSE_I64_ARRAY_ATTR),
            attr("staticUpperBound", &DENSE_I64_ARRAY_ATTR),
            attr("staticStep", &DENSE_I64_ARRAY_ATTR),
            opt_attr("mapping", &DEVICE_MAPPING_ARRAY_ATTR),
        ],
        regions: &[sized_region("region")],
        parse: Some(parse_forall),
        print: Some(print_forall),
        verify: Some(verify_forall),
        verify_regions: Some(verify_forall_regions),
        implicit_terminator: Some(IN_PARALLEL),
        canonicalize: Some(canon::forall_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: IN_PARALLEL,
        traits: OpTraits(
            OpTraits::PURE.0
                | OpTraits::TERMINATOR.0
                | OpTraits::NO_TERMINATOR.0
                | OpTraits::SINGLE_BLOCK.0
                | OpTraits::GRAPH_REGIONS.0,
        ),
        regions: &[sized_region("region")],
        parents: &["scf.forall"],
        parse: Some(parse_in_parallel),
        print: Some(print_in_parallel),
        verify: Some(verify_in_parallel),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "scf.parallel",
        traits: OpTraits(
            RECURSIVE.0 | OpTraits::SINGLE_BLOCK.0 | OpTraits::AUTOMATIC_ALLOCATION_SCOPE.0,
        ),
        operands: &[
            variadic("lowerBound", &VARIADIC_INDEX),
            variadic("upperBound", &VARIADIC_INDEX),
            variadic("step", &VARIADIC_INDEX),
            variadic("initVals", &ANY_TYPE),
        ],
        results: &[variadic("results", &ANY_TYPE)],
        regions: &[sized_region("region")],
        parse: Some(parse_parallel),
        print: Some(print_parallel),
        verify: Some(verify_parallel),
        verify_regions: Some(verify_parallel_regions),
        implicit_terminator: Some(REDUCE),
        canonicalize: Some(canon::parallel_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: REDUCE,
        traits: OpTraits(OpTraits::TERMINATOR.0 | RECURSIVE.0),
        operands: &[variadic("operands", &ANY_TYPE)],
        regions: &[RegionDef {
            name: "reductions",
            single_block: true,
            variadic: true,
        }],
        parse: Some(parse_reduce),
        print: Some(print_reduce),
        parents: &["scf.parallel"],
        verify_regions: Some(verify_reduce_regions),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "scf.reduce.return",
        traits: OpTraits(OpTraits::PURE.0 | OpTraits::TERMINATOR.0),
        operands: &[one("result", &ANY_TYPE)],
        format: Some("$result attr-dict `:` type($result)"),
        parents: &[REDUCE],
        verify: Some(verify_reduce_return),
        ..OpDef::EMPTY
    },
];

fn def_of(p: &OpAsmParser<'_, '_>) -> &'static OpDef {
    let name = p.ctx().op_name_str(p.op_name()).to_string();
    OPS.iter().find(|d| d.name == name).expect("scf op")
}

/// `(%a = %x, %b = %y)`: region arguments and their initial values.
fn parse_assignment_list<'a>(
    p: &mut OpAsmParser<'_, 'a>,
) -> Result<
    (
        Vec<Argument<'a>>,
        Vec<rmlir_text::parser::UnresolvedOperand<'a>>,
    ),
    Diagnostic,
> {
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
    let def = def_of(p);
    if p.parse_optional_keyword("unsigned") {
        p.add_attr("unsignedCmp", ctx.common().unit);
    }
    let mut iv = p.parse_argument(false, false)?;
    p.parse_punct(Punct::Equal)?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    let mut args = Vec::new();
    let mut inits = Vec::new();
    let mut result_types: Vec<Type> = Vec::new();
    let iter_pos = p.pos();
    if p.parse_optional_keyword("iter_args") {
        (args, inits) = parse_assignment_list(p)?;
        p.parse_punct(Punct::Arrow)?;
        result_types = p.parse_function_result_types()?.to_vec();
    }
    let mut iv_ty = ctx.common().index;
    if p.parse_optional_punct(Punct::Colon) {
        iv_ty = p.parse_type()?;
    }
    p.resolve_operands(&[lb, ub, step], &[iv_ty, iv_ty, iv_ty], iter_pos)?;
    if args.len() != result_types.len() {
        let pos = p.name_pos();
        return Err(custom_error(
            p,
            pos,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    p.resolve_operands(&inits, &result_types, iter_pos)?;
    p.add_result_types(&result_types);
    iv.ty = Some(iv_ty);
    let mut region_args = vec![iv];
    for (mut a, t) in args.into_iter().zip(result_types) {
        a.ty = Some(t);
        region_args.push(a);
    }
    let r = p.parse_region(&region_args)?;
    ensure_terminator(p, def, r);
    p.parse_optional_attr_dict()?;
    Ok(())
}

fn print_for(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let rb = body.regions_body(op);
    let r = body.op_regions(op)[0];
    let Some(entry) = rb.entry_block(r) else {
        return;
    };
    let args = rb.block_args(entry).to_vec();
    if rmlir_ods::get_attr(ctx, body, op, "unsignedCmp").is_some() {
        p.write_str(" unsigned");
    }
    p.write_char(' ');
    p.print_operand(rb, args[0]);
    let for_op = ForOp(op);
    p.write_str(" = ");
    p.print_operand(body, for_op.lower_bound(ctx, body));
    p.write_str(" to ");
    p.print_operand(body, for_op.upper_bound(ctx, body));
    p.write_str(" step ");
    p.print_operand(body, for_op.step(ctx, body));
    let inits = for_op.init_args(ctx, body);
    if !inits.is_empty() {
        p.write_str(" iter_args(");
        for (i, (&a, &v)) in args[1..].iter().zip(&inits).enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_operand(rb, a);
            p.write_str(" = ");
            p.print_operand(body, v);
        }
        p.write_str(") -> (");
        let tys: Vec<Type> = inits.iter().map(|&v| body.value_type(v)).collect();
        p.print_types(&tys);
        p.write_char(')');
    }
    p.write_char(' ');
    let iv_ty = rb.value_type(args[0]);
    if iv_ty != ctx.common().index {
        p.write_str(" : ");
        p.print_type(iv_ty);
        p.write_char(' ');
    }
    p.print_region(body, op, 0, false, !inits.is_empty(), false);
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &["unsignedCmp"]);
}

fn parse_if(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let def = def_of(p);
    let cond = p.parse_operand()?;
    p.resolve_operand(&cond, ctx.common().i1)?;
    let tys = p.parse_optional_arrow_type_list()?;
    p.add_result_types(&tys);
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
    p.write_char(' ');
    p.print_operand(body, IfOp(op).condition(p.ctx(), body));
    let has_results = body.num_results(op) > 0;
    if has_results {
        p.write_str(" -> (");
        let tys: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
        p.print_types(&tys);
        p.write_char(')');
    }
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
    p.print_optional_attr_dict(&attrs, &[]);
}

fn parse_while(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let pos = p.pos();
    let (mut args, inits) = if p.is_punct(Punct::LParen) {
        parse_assignment_list(p)?
    } else {
        (Vec::new(), Vec::new())
    };
    let type_pos = p.pos();
    p.parse_punct(Punct::Colon)?;
    // `parseColonType(FunctionType&)`: a type of another kind is reported
    // at the colon.
    let fty = p.parse_type()?;
    let ctx = p.ctx();
    let (ins, outs) = match ctx.type_data(fty) {
        rmlir_ir::TypeData::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => {
            let class = &rmlir_ods::constraints::class::FUNCTION;
            return Err(rmlir_ods::format::class_error(p, type_pos, class, fty));
        }
    };
    p.add_result_types(&outs);
    if args.len() != ins.len() {
        return Err(custom_error(
            p,
            type_pos,
            format!(
                "expected as many input types as operands (expected {} got {})",
                args.len(),
                ins.len()
            ),
        ));
    }
    p.resolve_operands(&inits, &ins, pos)?;
    for (a, &t) in args.iter_mut().zip(&ins) {
        a.ty = Some(t);
    }
    p.parse_region(&args)?;
    p.parse_keyword("do")?;
    p.parse_region(&[])?;
    p.parse_optional_attr_dict_with_keyword()?;
    Ok(())
}

fn print_while(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let rb = body.regions_body(op);
    let inits: Vec<_> = body.operands(op).collect();
    if !inits.is_empty() {
        let r = body.op_regions(op)[0];
        let args: Vec<_> = rb
            .entry_block(r)
            .map(|b| rb.block_args(b).to_vec())
            .unwrap_or_default();
        p.write_str(" (");
        for (i, (&a, &v)) in args.iter().zip(&inits).enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_operand(rb, a);
            p.write_str(" = ");
            p.print_operand(body, v);
        }
        p.write_char(')');
    }
    p.write_str(" : ");
    let ins: Vec<Type> = inits.iter().map(|&v| body.value_type(v)).collect();
    let outs: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    p.print_functional_type(&ins, &outs);
    p.write_char(' ');
    p.print_region(body, op, 0, false, true, false);
    p.write_str(" do ");
    p.print_region(body, op, 1, true, true, false);
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict_with_keyword(&attrs, &[]);
}

fn parse_execute_region(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let tys = p.parse_optional_arrow_type_list()?;
    p.add_result_types(&tys);
    if p.parse_optional_keyword("no_inline") {
        let u = p.ctx().common().unit;
        p.add_attr("no_inline", u);
    }
    p.parse_region(&[])?;
    p.parse_optional_attr_dict()?;
    Ok(())
}

fn print_execute_region(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let tys: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    p.print_optional_arrow_type_list(&tys);
    p.write_char(' ');
    if rmlir_ods::get_attr(p.ctx(), body, op, "no_inline").is_some() {
        p.write_str("no_inline ");
    }
    p.print_region(body, op, 0, false, true, false);
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &["no_inline"]);
}

fn parse_index_switch(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let def = def_of(p);
    let arg = p.parse_operand()?;
    p.resolve_operand(&arg, ctx.common().index)?;
    p.parse_optional_attr_dict()?;
    if p.parse_optional_punct(Punct::Arrow) {
        let tys = p.parse_type_list()?;
        p.add_result_types(&tys);
    }
    // The default region comes first in the op, but last in the text: parse
    // the cases into temporaries, then reorder.
    let mut cases = Vec::new();
    let mut case_regions = Vec::new();
    while p.parse_optional_keyword("case") {
        let v = p.parse_integer()?;
        cases.push(rmlir_numerics::apint::APInt::from_i64(64, v));
        let r = p.parse_region(&[])?;
        ensure_terminator(p, def, r);
        case_regions.push(r);
    }
    p.parse_keyword("default")?;
    let d = p.parse_region(&[])?;
    ensure_terminator(p, def, d);
    p.move_last_region_first();
    let i64t = ctx.common().i64;
    p.add_attr(
        "cases",
        ctx.intern_attr(AttrData::DenseArray {
            elem: i64t,
            values: cases.into(),
        }),
    );
    Ok(())
}

fn print_index_switch(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let def = OPS
        .iter()
        .find(|d| d.name == "scf.index_switch")
        .expect("def");
    p.write_char(' ');
    p.print_operand(body, IndexSwitchOp(op).arg(p.ctx(), body));
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &["cases"]);
    let tys: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    if !tys.is_empty() {
        p.write_str(" -> ");
        p.print_types(&tys);
    }
    p.write_char(' ');
    let cases: Vec<i64> =
        match rmlir_ods::get_attr(ctx, body, op, "cases").map(|a| ctx.attr_data(a)) {
            Some(AttrData::DenseArray { values, .. }) => values
                .iter()
                .map(|v| v.to_i64_signed().unwrap_or(0))
                .collect(),
            _ => Vec::new(),
        };
    for (i, c) in cases.iter().enumerate() {
        p.print_newline();
        p.write_str(&format!("case {c} "));
        // Cases print through a custom directive that keeps terminators;
        // the default region through the format, which elides empty yields.
        p.print_region(body, op, i + 1, true, true, false);
    }
    p.print_newline();
    p.write_str("default ");
    print_region_var(p, def, body, op, 0);
}

// ----- scf.forall, scf.parallel, scf.reduce and the verifiers -------------

/// `Variadic<AnyRankedTensor>` (MLIR describes each value of a variadic
/// group as "variadic of ...").
pub static VARIADIC_RANKED_TENSOR: TypeConstraint = TypeConstraint {
    desc: "variadic of ranked tensor of any type values",
    build: None,
    check: |c, t| matches!(c.type_data(t), rmlir_ir::TypeData::RankedTensor { .. }),
    class: Some(&rmlir_ods::constraints::class::RANKED_TENSOR),
};

/// `Variadic<Index>`.
pub static VARIADIC_INDEX: TypeConstraint = TypeConstraint {
    desc: "variadic of index",
    build: Some(|c| c.common().index),
    check: rmlir_ods::constraints::is_index,
    class: Some(&rmlir_ods::constraints::class::INDEX),
};

/// Whether an attribute is a device masking attribute (`#gpu.mask<...>`).
fn is_masking_attr(ctx: &Context, a: Attr) -> bool {
    matches!(ctx.attr_data(a), AttrData::Dialect { text } if text.starts_with("gpu.mask<"))
}

/// `DeviceMappingArrayAttr`: an array of device mapping (or masking)
/// attributes, which are dialect attributes such as `#gpu.thread<x>`.
pub static DEVICE_MAPPING_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "Device Mapping array attribute",
    check: |c, a| match c.attr_data(a) {
        AttrData::Array(e) => e
            .iter()
            .all(|x| matches!(c.attr_data(*x), AttrData::Dialect { .. })),
        _ => false,
    },
    kind: AttrKind::Plain,
};

/// An error MLIR's `OpAsmParser::emitError` reports: `custom op 'name' msg`.
fn custom_error(
    p: &mut OpAsmParser<'_, '_>,
    pos: usize,
    msg: impl std::fmt::Display,
) -> Diagnostic {
    p.custom_error(pos, msg)
}

fn types_of(body: &Body, vs: impl IntoIterator<Item = ValueId>) -> Vec<Type> {
    vs.into_iter().map(|v| body.value_type(v)).collect()
}

/// The types of the entry block arguments of region `index` of `op`.
fn entry_arg_types(body: &Body, op: OpId, index: usize) -> Vec<Type> {
    let rb = body.regions_body(op);
    body.op_regions(op)
        .get(index)
        .and_then(|&r| rb.entry_block(r))
        .map(|b| types_of(rb, rb.block_args(b).iter().copied()))
        .unwrap_or_default()
}

/// The last op of the entry block of region `index` of `op`.
fn region_terminator(body: &Body, op: OpId, index: usize) -> Option<OpId> {
    let rb = body.regions_body(op);
    let r = *body.op_regions(op).get(index)?;
    rb.last_op(rb.entry_block(r)?)
}

/// The values of a `DenseI64ArrayAttr` attribute of `op`.
fn i64_array(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<i64> {
    match rmlir_ods::get_attr(ctx, body, op, name).map(|a| ctx.attr_data(a)) {
        Some(AttrData::DenseArray { values, .. }) => values
            .iter()
            .map(|v| v.to_i64_signed().unwrap_or(0))
            .collect(),
        _ => Vec::new(),
    }
}

fn i64_array_attr(ctx: &Context, values: &[i64]) -> Attr {
    let i64t = ctx.common().i64;
    ctx.intern_attr(AttrData::DenseArray {
        elem: i64t,
        values: values
            .iter()
            .map(|&v| rmlir_numerics::apint::APInt::from_i64(64, v))
            .collect(),
    })
}
