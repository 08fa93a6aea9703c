//! The func dialect: `func.func`, `func.call`, `func.call_indirect`,
//! `func.constant`, `func.return`.

pub mod inline;
pub mod typed;
pub use typed::*;

use crate::util::diag::quoted;
use rmlir_ir::registry::{DialectInfo, OpTraits};
use rmlir_ir::verify::op_error;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ir::{Context, Diagnostic};
use rmlir_ir::{Type, TypeData};
use rmlir_ods::constraints::{
    ANY_TYPE, DICT_ARRAY_ATTR, FLAT_SYMBOL_REF_ATTR, FUNCTION_TYPE_ATTR, STR_ATTR,
    SYMBOL_NAME_ATTR, UNIT_ATTR,
};
use rmlir_ods::{attr, one, opt_attr, region, variadic, OpDef, TypeConstraint};
use rmlir_text::parser::{Argument, Delimiter, OpAsmParser, Punct};
use rmlir_text::printer::OpAsmPrinter;

/// A function type.
pub static FUNCTION_TYPE: TypeConstraint = TypeConstraint {
    desc: "function type",
    build: None,
    check: |ctx, t| matches!(ctx.type_data(t), TypeData::Function { .. }),
    class: Some(&rmlir_ods::constraints::class::FUNCTION),
};

/// Registers the func dialect.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect(DialectInfo {
        inliner: Some(&inline::INLINER),
        materialize_constant: Some(materialize_constant),
        ..DialectInfo::new("func")
    });
    for def in OPS {
        rmlir_ods::register(ctx, def);
    }
    inline::register_interfaces(ctx);
}

/// The func ops.
pub static OPS: &[OpDef] = &[
    OpDef {
        name: "func.func",
        traits: OpTraits(
            OpTraits::ISOLATED_FROM_ABOVE.0
                | OpTraits::SYMBOL.0
                | OpTraits::AUTOMATIC_ALLOCATION_SCOPE.0,
        ),
        attrs: &[
            attr("sym_name", &SYMBOL_NAME_ATTR),
            attr("function_type", &FUNCTION_TYPE_ATTR),
            opt_attr("sym_visibility", &STR_ATTR),
            opt_attr("arg_attrs", &DICT_ARRAY_ATTR),
            opt_attr("res_attrs", &DICT_ARRAY_ATTR),
            opt_attr("no_inline", &UNIT_ATTR),
        ],
        regions: &[region("body")],
        parse: Some(parse_func),
        print: Some(print_func),
        verify: Some(verify_func),
        verify_regions: Some(verify_func_returns),
        default_dialect: "func",
        ..OpDef::EMPTY
    },
    OpDef {
        name: "func.call",
        operands: &[variadic("operands", &ANY_TYPE)],
        results: &[variadic("results", &ANY_TYPE)],
        attrs: &[
            attr("callee", &FLAT_SYMBOL_REF_ATTR),
            opt_attr("arg_attrs", &DICT_ARRAY_ATTR),
            opt_attr("res_attrs", &DICT_ARRAY_ATTR),
            opt_attr("no_inline", &UNIT_ATTR),
        ],
        format: Some("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)"),
        verify_symbol_uses: Some(verify_call_symbol),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "func.call_indirect",
        operands: &[
            one("callee", &FUNCTION_TYPE),
            variadic("callee_operands", &ANY_TYPE),
        ],
        results: &[variadic("results", &ANY_TYPE)],
        attrs: &[
            opt_attr("arg_attrs", &DICT_ARRAY_ATTR),
            opt_attr("res_attrs", &DICT_ARRAY_ATTR),
        ],
        parse: Some(parse_call_indirect),
        print: Some(print_call_indirect),
        verify: Some(verify_call_indirect),
        canonicalize: Some(call_indirect_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "func.constant",
        traits: OpTraits(OpTraits::PURE.0 | OpTraits::CONSTANT_LIKE.0),
        fold: Some(fold_constant),
        results: &[one("result", &ANY_TYPE)],
        attrs: &[attr("value", &FLAT_SYMBOL_REF_ATTR)],
        format: Some("attr-dict $value `:` type(results)"),
        result_names: Some(|_, _, _, set| set(0, "f")),
        verify_symbol_uses: Some(verify_constant_symbol),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "func.return",
        traits: OpTraits(OpTraits::PURE.0 | OpTraits::TERMINATOR.0 | OpTraits::RETURN_LIKE.0),
        operands: &[variadic("operands", &ANY_TYPE)],
        format: Some("attr-dict ($operands^ `:` type($operands))?"),
        verify: Some(verify_return),
        ..OpDef::EMPTY
    },
];

fn dict_or_empty(ctx: &Context, arr: Option<Attr>, i: usize) -> Option<Attr> {
    let a = arr?;
    match ctx.attr_data(a) {
        AttrData::Array(e) => e
            .get(i)
            .copied()
            .filter(|d| !ctx.dict_entries(*d).is_empty()),
        _ => None,
    }
}

fn function_type(ctx: &Context, body: &Body, op: OpId) -> (Vec<Type>, Vec<Type>) {
    match rmlir_ods::get_attr(ctx, body, op, "function_type").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Type(t)) => match ctx.type_data(*t) {
            TypeData::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
            _ => (vec![], vec![]),
        },
        _ => (vec![], vec![]),
    }
}

/// Prints a function op as MLIR's `function_interface_impl::printFunctionOp`.
pub fn print_func(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let get = |n: &str| rmlir_ods::get_attr(ctx, body, op, n);
    p.write_char(' ');
    if let Some(AttrData::String { value, .. }) = get("sym_visibility").map(|a| ctx.attr_data(a)) {
        p.write_str(&String::from_utf8_lossy(value));
        p.write_char(' ');
    }
    if let Some(AttrData::String { value, .. }) = get("sym_name").map(|a| ctx.attr_data(a)) {
        p.print_symbol_name_bytes(value);
    }
    let (inputs, results) = function_type(ctx, body, op);
    let arg_attrs = get("arg_attrs");
    let res_attrs = get("res_attrs");
    let rb = body.regions_body(op);
    let region = body.op_regions(op).first().copied();
    let entry = region.and_then(|r| rb.entry_block(r));
    p.write_char('(');
    for (i, &t) in inputs.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let attrs = dict_or_empty(ctx, arg_attrs, i);
        match entry.and_then(|b| rb.block_args(b).get(i).copied()) {
            Some(arg) => p.print_region_argument(rb, arg, attrs, false),
            None => {
                p.print_type(t);
                if let Some(a) = attrs {
                    let e = ctx.dict_entries(a).to_vec();
                    p.print_optional_attr_dict(&e, &[]);
                }
            }
        }
    }
    p.write_char(')');
    if !results.is_empty() {
        p.write_str(" -> ");
        let first_attrs = dict_or_empty(ctx, res_attrs, 0);
        let parens = results.len() > 1
            || matches!(ctx.type_data(results[0]), TypeData::Function { .. })
            || first_attrs.is_some();
        if parens {
            p.write_char('(');
        }
        for (i, &t) in results.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_type(t);
            if let Some(a) = dict_or_empty(ctx, res_attrs, i) {
                let e = ctx.dict_entries(a).to_vec();
                p.print_optional_attr_dict(&e, &[]);
            }
        }
        if parens {
            p.write_char(')');
        }
    }
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict_with_keyword(
        &attrs,
        &[
            "sym_name",
            "function_type",
            "sym_visibility",
            "arg_attrs",
            "res_attrs",
        ],
    );
    if entry.is_some() {
        p.write_char(' ');
        p.print_region(body, op, 0, false, true, false);
    }
}

/// Parses a function op as MLIR's `function_interface_impl::parseFunctionOp`.
pub fn parse_func(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    for vis in ["private", "public", "nested"] {
        if p.parse_optional_keyword(vis) {
            p.add_attr("sym_visibility", ctx.string_attr(vis));
            break;
        }
    }
    let name = p.parse_symbol_name()?;
    p.add_attr("sym_name", ctx.string_attr(&name));
    // Arguments: all named (`%a: T`) or none (`T`).
    p.parse_punct(Punct::LParen)?;
    let mut args: Vec<Argument<'_>> = Vec::new();
    let mut types: Vec<Type> = Vec::new();
    let mut arg_attrs: Vec<Option<Attr>> = Vec::new();
    if !p.parse_optional_punct(Punct::RParen) {
        loop {
            if p.is_punct_percent() {
                if !types.is_empty() && args.is_empty() {
                    let at = p.pos();
                    return Err(p.error_at(at, "expected type instead of SSA identifier"));
                }
                let a = p.parse_argument(true, true)?;
                if let Some(prev) = args.iter().find(|x| x.name == a.name) {
                    let _ = prev;
                    return Err(p.error_at(a.pos, "duplicate argument name"));
                }
                types.push(a.ty.unwrap_or(ctx.common().none));
                arg_attrs.push(a.attrs);
                args.push(a);
            } else {
                if !args.is_empty() {
                    let at = p.pos();
                    return Err(p.error_at(at, "expected SSA identifier"));
                }
                let t = p.parse_type()?;
                types.push(t);
                arg_attrs.push(p.parse_optional_dictionary()?);
                p.parse_optional_loc()?;
            }
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RParen)?;
    }
    // Results.
    let mut results: Vec<Type> = Vec::new();
    let mut res_attrs: Vec<Option<Attr>> = Vec::new();
    if p.parse_optional_punct(Punct::Arrow) {
        if p.parse_optional_punct(Punct::LParen) {
            if !p.parse_optional_punct(Punct::RParen) {
                loop {
                    results.push(p.parse_type()?);
                    res_attrs.push(p.parse_optional_dictionary()?);
                    if !p.parse_optional_punct(Punct::Comma) {
                        break;
                    }
                }
                p.parse_punct(Punct::RParen)?;
            }
        } else {
            results.push(p.parse_type()?);
        }
    }
    let fty = ctx.function_type(&types, &results);
    p.add_attr("function_type", ctx.type_attr(fty));
    p.parse_optional_attr_dict_with_keyword()?;
    let to_array = |v: &[Option<Attr>]| -> Option<Attr> {
        if v.iter()
            .all(|a| a.is_none_or(|d| ctx.dict_entries(d).is_empty()))
        {
            return None;
        }
        let elems: Vec<Attr> = v
            .iter()
            .map(|a| a.unwrap_or(ctx.common().empty_dict))
            .collect();
        Some(ctx.intern_attr(AttrData::Array(elems.into())))
    };
    if let Some(a) = to_array(&arg_attrs) {
        p.add_attr("arg_attrs", a);
    }
    if let Some(a) = to_array(&res_attrs) {
        p.add_attr("res_attrs", a);
    }
    let body_pos = p.pos();
    if p.is_punct(Punct::LBrace) {
        // Unnamed arguments: the entry block names them itself (`^bb0(...)`).
        let r = p.parse_region(&args)?;
        if p.region_is_empty(r) {
            return Err(p.error_at(body_pos, "expected non-empty function body"));
        }
    } else {
        p.add_empty_region();
    }
    Ok(())
}

fn quoted_list(ctx: &Context, ts: &[Type]) -> String {
    ts.iter()
        .map(|&t| quoted(ctx, t))
        .collect::<Vec<_>>()
        .join(", ")
}

fn symbol_ref_name(ctx: &Context, body: &Body, op: OpId, attr_name: &str) -> Option<String> {
    match rmlir_ods::get_attr(ctx, body, op, attr_name).map(|a| ctx.attr_data(a)) {
        Some(AttrData::SymbolRef { root, .. }) => Some(ctx.ident_str(*root).to_string()),
        _ => None,
    }
}

fn lookup_func<'b>(
    ctx: &Context,
    table: &rmlir_ir::symbol::SymbolTable<'b>,
    name: &str,
) -> Option<(&'b Body, OpId)> {
    table
        .lookup(name)
        .filter(|(b, o)| ctx.op_name_str(b.op_name(*o)) == "func.func")
}

/// `func.call`'s symbol checks (MLIR's `CallOp::verifySymbolUses`).
fn verify_call_symbol(
    ctx: &Context,
    table: &rmlir_ir::symbol::SymbolTable<'_>,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let err = |m: String| op_error(ctx, body, op, m);
    let Some(name) = symbol_ref_name(ctx, body, op, "callee") else {
        return Err(err("requires a 'callee' symbol reference attribute".into()));
    };
    let Some((fb, f)) = lookup_func(ctx, table, &name) else {
        return Err(err(format!("'{name}' does not reference a valid function")));
    };
    let (inputs, results) = function_type(ctx, fb, f);
    if inputs.len() != body.num_operands(op) {
        return Err(err("incorrect number of operands for callee".into()));
    }
    for (i, (v, &t)) in body.operands(op).zip(&inputs).enumerate() {
        let vt = body.value_type(v);
        if vt != t {
            return Err(err(format!(
                "operand type mismatch: expected operand type {}, but provided {} for operand number {i}",
                quoted(ctx, t),
                quoted(ctx, vt)
            )));
        }
    }
    if results.len() != body.num_results(op) {
        return Err(err("incorrect number of results for callee".into()));
    }
    let rtys: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    for (i, (&rt, &t)) in rtys.iter().zip(&results).enumerate() {
        if rt != t {
            let loc = body.op_loc(op);
            return Err(err(format!("result type mismatch at index {i}"))
                .with_note(
                    loc,
                    format!("      op result types: {}", quoted_list(ctx, &rtys)),
                )
                .with_note(
                    loc,
                    format!("function result types: {}", quoted_list(ctx, &results)),
                ));
        }
    }
    Ok(())
}

/// `func.constant`'s symbol checks.
fn verify_constant_symbol(
    ctx: &Context,
    table: &rmlir_ir::symbol::SymbolTable<'_>,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let Some(name) = symbol_ref_name(ctx, body, op, "value") else {
        return Ok(());
    };
    let Some((fb, f)) = lookup_func(ctx, table, &name) else {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("reference to undefined function '{name}'"),
        ));
    };
    let (inputs, results) = function_type(ctx, fb, f);
    let fty = ctx.function_type(&inputs, &results);
    if body.value_type(body.result(op, 0)) != fty {
        return Err(op_error(
            ctx,
            body,
            op,
            "reference to function with mismatched type",
        ));
    }
    Ok(())
}

/// Argument and result attribute dictionaries may only hold dialect
/// attributes (names with a `.`).
fn verify_arg_attrs(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    for (attr_name, what) in [("arg_attrs", "arguments"), ("res_attrs", "results")] {
        let Some(arr) = rmlir_ods::get_attr(ctx, body, op, attr_name) else {
            continue;
        };
        if let AttrData::Array(dicts) = ctx.attr_data(arr) {
            for d in dicts.iter() {
                if ctx
                    .dict_entries(*d)
                    .iter()
                    .any(|(k, _)| !ctx.ident_str(*k).contains('.'))
                {
                    return Err(op_error(
                        ctx,
                        body,
                        op,
                        format!("{what} may only have dialect attributes"),
                    ));
                }
            }
        }
    }
    Ok(())
}

fn verify_func(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    // SymbolOpInterface: a declaration must not be public.
    let is_declaration = body
        .op_regions(op)
        .first()
        .is_none_or(|&r| body.regions_body(op).region_is_empty(r));
    let public =
        match rmlir_ods::get_attr(ctx, body, op, "sym_visibility").map(|a| ctx.attr_data(a)) {
            Some(AttrData::String { value, .. }) => &value[..] == b"public",
            _ => true,
        };
    if is_declaration && public {
        return Err(op_error(
            ctx,
            body,
            op,
            "symbol declaration cannot have public visibility",
        ));
    }
    verify_arg_attrs(ctx, body, op)?;
    let (inputs, _) = function_type(ctx, body, op);
    let rb = body.regions_body(op);
    let Some(&r) = body.op_regions(op).first() else {
        return Ok(());
    };
    let Some(entry) = rb.entry_block(r) else {
        return Ok(());
    };
    let args = rb.block_args(entry);
    if args.len() != inputs.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "entry block must have {} arguments to match function signature",
                inputs.len()
            ),
        ));
    }
    for (i, (&a, &t)) in args.iter().zip(&inputs).enumerate() {
        let at = rb.value_type(a);
        if at != t {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                    rmlir_text::printer::type_to_string(ctx, at),
                    rmlir_text::printer::type_to_string(ctx, t)
                ),
            ));
        }
    }
    Ok(())
}

fn verify_return(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    match body.parent_op(op) {
        Some(parent) if ctx.op_name_str(body.op_name(parent)) != "func.func" => {
            Err(op_error(ctx, body, op, "expects parent op 'func.func'"))
        }
        _ => Ok(()),
    }
}

/// Checks the `func.return` ops of a function against its result types
/// (MLIR's `ReturnOp::verify`, reported on the return).
fn verify_func_returns(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (_, results) = function_type(ctx, body, op);
    let name = match rmlir_ods::get_attr(ctx, body, op, "sym_name").map(|a| ctx.attr_data(a)) {
        Some(AttrData::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
        _ => String::new(),
    };
    let rb = body.regions_body(op);
    for &r in body.op_regions(op) {
        for b in rb.region_blocks(r) {
            let Some(t) = rb.last_op(b) else { continue };
            if ctx.op_name_str(rb.op_name(t)) != "func.return" {
                continue;
            }
            let n = rb.num_operands(t);
            if n != results.len() {
                return Err(op_error(
                    ctx,
                    rb,
                    t,
                    format!(
                        "has {n} operands, but enclosing function (@{name}) returns {}",
                        results.len()
                    ),
                ));
            }
            for (i, v) in rb.operands(t).enumerate() {
                let vt = rb.value_type(v);
                if vt != results[i] {
                    return Err(Diagnostic::error(
                        rb.op_loc(t),
                        format!(
                            "type of return operand {i} ({}) doesn't match function result type ({}) in function @{name}",
                            quoted(ctx, vt),
                            quoted(ctx, results[i])
                        ),
                    )
                    .with_current_op(ctx, rb, t));
                }
            }
        }
    }
    Ok(())
}

fn parse_call_indirect(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let callee = p.parse_operand()?;
    let pos = p.pos();
    let args = p.parse_operand_list(Delimiter::Paren)?;
    p.parse_optional_attr_dict()?;
    p.parse_punct(Punct::Colon)?;
    // `type($callee)`, parsed as a `FunctionType`.
    let fty =
        rmlir_ods::format::parse_type_of_class(p, Some(&rmlir_ods::constraints::class::FUNCTION))?;
    let (inputs, results) = match p.ctx().type_data(fty) {
        TypeData::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => return Err(p.error_here("expected function type")),
    };
    p.resolve_operand(&callee, fty)?;
    p.resolve_operands(&args, &inputs, pos)?;
    p.add_result_types(&results);
    Ok(())
}

fn print_call_indirect(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    p.write_char(' ');
    let callee = CallIndirectOp(op).callee(p.ctx(), body);
    p.print_operand(body, callee);
    p.write_char('(');
    p.print_operands(body, body.operands(op).skip(1));
    p.write_char(')');
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &[]);
    p.write_str(" : ");
    p.print_type(body.value_type(callee));
}

fn verify_call_indirect(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let callee = body.value_type(CallIndirectOp(op).callee(ctx, body));
    let TypeData::Function { inputs, results } = ctx.type_data(callee) else {
        return Ok(());
    };
    let args: Vec<Type> = body
        .operands(op)
        .skip(1)
        .map(|v| body.value_type(v))
        .collect();
    let res: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    if args != inputs.to_vec() || res != results.to_vec() {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that callee input types match argument types",
        ));
    }
    Ok(())
}

/// `CallIndirectOp::canonicalize`: an indirect call of a constant function
/// becomes a `func.call` of that symbol.
struct CallIndirectCanonicalize;

impl rmlir_ir::pattern::RewritePattern for CallIndirectCanonicalize {
    fn root(&self) -> Option<&'static str> {
        Some("func.call_indirect")
    }
    fn debug_name(&self) -> &'static str {
        ""
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut rmlir_ir::pattern::PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let callee = CallIndirectOp(op).callee(ctx, rw.body());
        let Some(sym) = rmlir_ir::fold::constant_value(ctx, rw.body(), callee) else {
            return false;
        };
        if !matches!(ctx.attr_data(sym), AttrData::SymbolRef { .. }) {
            return false;
        }
        let args: Vec<ValueId> = rw.body().operands(op).skip(1).collect();
        let types: Vec<Type> = rw
            .body()
            .results(op)
            .map(|r| rw.body().value_type(r))
            .collect();
        let props = ctx.dictionary_attr(vec![(ctx.ident("callee"), sym)]);
        let spec = rmlir_ir::OpSpec {
            name: ctx.op_name("func.call"),
            loc: rw.body().op_loc(op),
            operands: &args,
            result_types: &types,
            successors: &[],
            num_regions: 0,
            isolated: false,
            properties: Some(props),
            attrs: ctx.common().empty_dict,
        };
        let call = rw.create(&spec);
        let results: Vec<ValueId> = rw.body().results(call).collect();
        rw.replace_op(op, &results);
        true
    }
}

/// `func.call_indirect`'s canonicalization patterns.
fn call_indirect_patterns(_: &Context, out: &mut Vec<Box<dyn rmlir_ir::pattern::RewritePattern>>) {
    out.push(Box::new(CallIndirectCanonicalize));
}

/// `func.constant` folds to its symbol reference.
fn fold_constant(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<rmlir_ir::Attr>],
) -> rmlir_ir::registry::FoldResult {
    match rmlir_ods::get_attr(ctx, body, op, "value") {
        Some(v) => rmlir_ir::registry::FoldResult::Results(
            [rmlir_ir::registry::OpFoldResult::Attr(v)].into(),
        ),
        None => rmlir_ir::registry::FoldResult::None,
    }
}

/// The func dialect's `materializeConstant`: a `func.constant` for a flat
/// symbol reference of function type.
fn materialize_constant(
    ctx: &Context,
    builder: &mut rmlir_ir::Builder<'_>,
    value: rmlir_ir::Attr,
    ty: Type,
    loc: rmlir_ir::Loc,
) -> Option<OpId> {
    let flat = matches!(
        ctx.attr_data(value),
        rmlir_ir::AttrData::SymbolRef { nested, .. } if nested.is_empty()
    );
    if !flat || !matches!(ctx.type_data(ty), TypeData::Function { .. }) {
        return None;
    }
    Some(crate::util::build::create_constant_op(
        ctx,
        builder,
        "func.constant",
        value,
        ty,
        loc,
    ))
}
