//! The scf dialect: `scf.for`, `scf.if`, `scf.while`, `scf.condition`,
//! `scf.yield`, `scf.execute_region`, `scf.index_switch`, `scf.forall`,
//! `scf.forall.in_parallel`, `scf.parallel`, `scf.reduce`,
//! `scf.reduce.return`.

use rmlir_ir::attrs::{Attr, AttrData};
use rmlir_ir::body::{Body, OpId, ValueId};
use rmlir_ir::registry::{DialectInfo, OpTraits};
use rmlir_ir::types::Type;
use rmlir_ir::verify::op_error;
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
pub mod forall_canon;
pub mod loops;
pub mod parallel_insert;
pub mod region_branch;
pub mod typed;
use crate::util::diag::type_str;
pub use typed::*;

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
        fold: Some(canon::fold_if),
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
        verify: Some(|ctx, body, op| expect_parent(ctx, body, op, &["scf.while"])),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "scf.yield",
        traits: OpTraits(OpTraits::PURE.0 | OpTraits::TERMINATOR.0 | OpTraits::RETURN_LIKE.0),
        operands: &[variadic("results", &ANY_TYPE)],
        format: Some("attr-dict ($results^ `:` type($results))?"),
        verify: Some(|ctx, body, op| {
            expect_parent(
                ctx,
                body,
                op,
                &[
                    "scf.execute_region",
                    "scf.for",
                    "scf.if",
                    "scf.index_switch",
                    "scf.while",
                ],
            )
        }),
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
        verify: Some(|ctx, body, op| expect_parent(ctx, body, op, &["scf.parallel"])),
        verify_regions: Some(verify_reduce_regions),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "scf.reduce.return",
        traits: OpTraits(OpTraits::PURE.0 | OpTraits::TERMINATOR.0),
        operands: &[one("result", &ANY_TYPE)],
        format: Some("$result attr-dict `:` type($result)"),
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
    p.write_str(" = ");
    p.print_operand(body, body.operand(op, 0));
    p.write_str(" to ");
    p.print_operand(body, body.operand(op, 1));
    p.write_str(" step ");
    p.print_operand(body, body.operand(op, 2));
    let inits: Vec<_> = body.operands(op).skip(3).collect();
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

fn verify_for(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
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
    p.print_operand(body, body.operand(op, 0));
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
    p.print_operand(body, body.operand(op, 0));
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

/// `HasParent<...>` / `ParentOneOf<[...]>`.
fn expect_parent(ctx: &Context, body: &Body, op: OpId, parents: &[&str]) -> Result<(), Diagnostic> {
    let parent = body.parent_op(op).map(|p| ctx.op_name_str(body.op_name(p)));
    if parent.is_some_and(|n| parents.contains(&n)) {
        return Ok(());
    }
    let msg = if parents.len() == 1 {
        format!("expects parent op '{}'", parents[0])
    } else {
        format!("expects parent op to be one of '{}'", parents.join(", "))
    };
    Err(op_error(ctx, body, op, msg))
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

/// The constant integer a value holds, if a ConstantLike op defines it with
/// an integer `value` (MLIR's `getConstantIntValue`).
fn constant_int(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    let d = body.defining_op(v)?;
    if !ctx
        .op_traits(body.op_name(d))
        .contains(OpTraits::CONSTANT_LIKE)
    {
        return None;
    }
    match rmlir_ods::get_attr(ctx, body, d, "value").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Integer { value, .. }) => value.to_i64_signed(),
        _ => None,
    }
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

/// `SingleBlockImplicitTerminator<term>`'s region check.
fn verify_implicit_terminator(
    ctx: &Context,
    body: &Body,
    op: OpId,
    term: &str,
) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    for i in 0..body.num_regions(op) {
        let Some(t) = region_terminator(body, op, i) else {
            continue;
        };
        let found = ctx.op_name_str(rb.op_name(t));
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

/// `verifyAndGetTerminator`: the region's terminator must be `name`.
fn expect_terminator(
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
fn verify_for_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
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
    if args.first() != Some(&body.value_type(body.operand(op, 0))) {
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
fn verify_if(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
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
fn verify_if_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
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
fn verify_while(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
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
fn verify_while_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
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
fn verify_execute_region(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
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
fn verify_execute_region_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
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
fn verify_index_switch(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
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
fn verify_index_switch_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
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

// ----- scf.forall -------------------------------------------------------------

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
fn ensure_in_parallel(p: &mut OpAsmParser<'_, '_>, r: rmlir_ir::body::RegionId) {
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
    let op = body.create_op(&rmlir_ir::body::OpSpec {
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

fn parse_forall(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
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

fn print_forall(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
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
                    .and_then(|&d| constant_int(ctx, body, d))
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

/// MLIR's `verifyListOfOperandsOrIntegers`.
fn verify_operands_or_integers(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    rank: usize,
    ints: &[i64],
    n_values: usize,
) -> Result<(), Diagnostic> {
    let err = |m: String| Err(Diagnostic::error(body.op_loc(op), m).with_current_op(ctx, body, op));
    if ints.len() != rank {
        return err(format!("expected {rank} {name} values, got {}", ints.len()));
    }
    let n_dynamic = ints.iter().filter(|&&v| v == i64::MIN).count();
    if n_values != n_dynamic {
        return err(format!("expected {n_dynamic} dynamic {name} values"));
    }
    Ok(())
}

/// `ForallOp::verify`.
fn verify_forall(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
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

/// `scf.forall`: SingleBlockImplicitTerminator (its LoopLike and
/// RegionBranch checks are implied by `ForallOp::verify`).
fn verify_forall_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_implicit_terminator(ctx, body, op, IN_PARALLEL)
}

fn parse_in_parallel(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let r = p.parse_region(&[])?;
    p.ensure_block(r);
    p.parse_optional_attr_dict()?;
    Ok(())
}

fn print_in_parallel(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    p.write_char(' ');
    p.print_region(body, op, 0, false, false, false);
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &[]);
}

/// `HasParent<ForallOp>`, then `InParallelOp::verify`: only
/// `tensor.parallel_insert_slice` ops (MLIR's ParallelCombiningOpInterface),
/// inserting into the forall's output block arguments.
fn verify_in_parallel(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    expect_parent(ctx, body, op, &["scf.forall"])?;
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
        if body.num_operands(inner) > 1 && !out_args.contains(&body.operand(inner, 1)) {
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

// ----- scf.parallel ------------------------------------------------------------

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

fn parse_parallel(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
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

fn print_parallel(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
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
fn verify_parallel(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let steps = rmlir_ods::operand_group(ctx, body, op, 2);
    if steps.is_empty() {
        return err("needs at least one tuple element for lowerBound, upperBound and step".into());
    }
    for &s in &steps {
        if constant_int(ctx, body, s).is_some_and(|c| c <= 0) {
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
fn verify_parallel_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_implicit_terminator(ctx, body, op, REDUCE)
}

// ----- scf.reduce and scf.reduce.return -------------------------------------------

/// `(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict`.
fn parse_reduce(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
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

fn print_reduce(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
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
fn verify_reduce_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
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

/// `HasParent<ReduceOp>`, then `ReduceReturnOp::verify`.
fn verify_reduce_return(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    expect_parent(ctx, body, op, &[REDUCE])?;
    let Some(block) = body.op_block(op) else {
        return Ok(());
    };
    let Some(&arg) = body.block_args(block).first() else {
        return Ok(());
    };
    let expected = body.value_type(arg);
    if expected != body.value_type(body.operand(op, 0)) {
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
