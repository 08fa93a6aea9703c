//! Hand-written custom forms of memref ops (where the declarative format
//! cannot express MLIR's parser: types inferred from other types, enum
//! errors, leading optional groups).

use super::ATOMIC_RMW_KINDS;
use crate::util::diag::{custom_op_error, quoted};
use crate::util::parse::{parse_type_of_kind, parsing_def, TypeKind};
use crate::util::shaped::{elem_of, shape_of, tensor_type, DYNAMIC};
use rmlir_ir::Diagnostic;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{Body, OpId};
use rmlir_ir::{Type, TypeData};
use rmlir_ods::format::{ensure_terminator, ParseState, PrintArgs, Ref};
use rmlir_text::parser::{Delimiter, OpAsmParser, Punct};
use rmlir_text::printer::OpAsmPrinter;

fn def_of(p: &OpAsmParser<'_, '_>) -> &'static rmlir_ods::OpDef {
    parsing_def(p).expect("memref op definition")
}

fn attr_value(p: &OpAsmPrinter<'_>, body: &Body, op: OpId, name: &str) -> Option<Attr> {
    rmlir_ods::get_attr(p.ctx(), body, op, name)
}

/// `memref.alloc(%d)[%s] {attrs} : memref<...>`.
pub fn parse_alloc(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    p.parse_punct(Punct::LParen)?;
    let sizes = p.parse_operand_list(Delimiter::None)?;
    p.parse_punct(Punct::RParen)?;
    let mut symbols = Default::default();
    if p.parse_optional_punct(Punct::LSquare) {
        symbols = p.parse_operand_list(Delimiter::None)?;
        p.parse_punct(Punct::RSquare)?;
    }
    p.parse_optional_attr_dict()?;
    p.parse_punct(Punct::Colon)?;
    let t = parse_type_of_kind(p, TypeKind::MemRef)?;
    let index = ctx.common().index;
    p.resolve_operands_same(&sizes, index)?;
    p.resolve_operands_same(&symbols, index)?;
    p.add_attr(
        "operandSegmentSizes",
        rmlir_ods::segment_attr(ctx, &[sizes.len(), symbols.len()]),
    );
    p.add_result_type(t);
    Ok(())
}

/// `memref.assume_alignment %m, 16 {attrs} : memref<...>` (the alignment is
/// an integer of the implied type `i32`, without `: type`).
pub fn parse_assume_alignment(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let m = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let a = p.parse_integer()?;
    p.add_attr("alignment", ctx.integer_attr(ctx.common().i32, a));
    p.parse_optional_attr_dict()?;
    p.parse_punct(Punct::Colon)?;
    let t = parse_type_of_kind(p, TypeKind::MemRef)?;
    p.resolve_operand(&m, t)?;
    p.add_result_type(t);
    Ok(())
}

/// `memref.alloca_scope -> (types) { ... } {attrs}`.
pub fn parse_alloca_scope(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let def = def_of(p);
    let tys = p.parse_optional_arrow_type_list()?;
    p.add_result_types(&tys);
    let r = p.parse_region(&[])?;
    ensure_terminator(p, def, r);
    p.parse_optional_attr_dict()?;
    Ok(())
}

/// Prints `memref.alloca_scope` as MLIR's `AllocaScopeOp::print`.
pub fn print_alloca_scope(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    p.write_char(' ');
    let tys: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    if !tys.is_empty() {
        p.write_str(" -> (");
        p.print_types(&tys);
        p.write_char(')');
    }
    p.write_char(' ');
    p.print_region(body, op, 0, false, !tys.is_empty(), false);
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &[]);
}

/// `memref.atomic_rmw addf %v, %m[%i] : (f32, memref<...>) -> f32`.
pub fn parse_atomic_rmw(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let pos = p.pos();
    let is_string = p.starts_attr() && !p.is_any_keyword();
    let kw = p.parse_optional_keyword_or_string();
    let cases = || {
        ATOMIC_RMW_KINDS
            .iter()
            .map(|c| c.0)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let value = match kw {
        Some(k) => match ATOMIC_RMW_KINDS.iter().find(|c| c.0 == k) {
            Some(c) => c.1,
            None if is_string => {
                return Err(custom_op_error(
                    p,
                    pos,
                    &format!("invalid kind attribute specification: \"{k}\""),
                ))
            }
            None => {
                return Err(custom_op_error(
                    p,
                    pos,
                    &format!(
                        "expected string or keyword containing one of the following enum values for attribute 'kind' [{}]",
                        cases()
                    ),
                ))
            }
        },
        None => {
            return Err(custom_op_error(
                p,
                pos,
                &format!(
                    "expected string or keyword containing one of the following enum values for attribute 'kind' [{}]",
                    cases()
                ),
            ))
        }
    };
    p.add_attr("kind", ctx.integer_attr(ctx.common().i64, value));
    let v = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let m = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square)?;
    p.parse_optional_attr_dict()?;
    p.parse_punct(Punct::Colon)?;
    p.parse_punct(Punct::LParen)?;
    let vt = p.parse_type()?;
    p.parse_punct(Punct::Comma)?;
    let mt = parse_type_of_kind(p, TypeKind::MemRef)?;
    p.parse_punct(Punct::RParen)?;
    p.parse_punct(Punct::Arrow)?;
    let rt = p.parse_type()?;
    p.resolve_operand(&v, vt)?;
    p.resolve_operand(&m, mt)?;
    p.resolve_operands_same(&indices, ctx.common().index)?;
    p.add_result_type(rt);
    Ok(())
}

/// `memref.generic_atomic_rmw %m[%i] : memref<...> { ... } {attrs}`.
pub fn parse_generic_atomic_rmw(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let m = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square)?;
    p.parse_punct(Punct::Colon)?;
    let mt = parse_type_of_kind(p, TypeKind::MemRef)?;
    p.resolve_operand(&m, mt)?;
    p.resolve_operands_same(&indices, ctx.common().index)?;
    p.parse_region(&[])?;
    p.parse_optional_attr_dict()?;
    if let Some(e) = elem_of(ctx, mt) {
        p.add_result_type(e);
    }
    Ok(())
}

/// Prints `memref.generic_atomic_rmw` as MLIR's `GenericAtomicRMWOp::print`.
pub fn print_generic_atomic_rmw(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    if body.num_operands(op) < 1 {
        return;
    }
    p.write_char(' ');
    let m = super::GenericAtomicRmwOp(op).memref(p.ctx(), body);
    p.print_operand(body, m);
    p.write_char('[');
    p.print_operands(body, super::GenericAtomicRmwOp(op).indices(p.ctx(), body));
    p.write_str("] : ");
    p.print_type(body.value_type(m));
    p.write_char(' ');
    p.print_region(body, op, 0, true, true, false);
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &[]);
}

/// Parses an attribute whose type is implied (`dense<...>` without
/// `: type`), as MLIR's `parseAttribute(attr, type)`.
fn parse_attr_with_implied_type(p: &mut OpAsmParser<'_, '_>, ty: Type) -> Result<Attr, Diagnostic> {
    let ctx = p.ctx();
    let pos = p.pos();
    if p.is_keyword("dense") || p.is_keyword("sparse") || p.is_keyword("dense_resource") {
        let kw = p.parse_any_keyword()?;
        if p.is_punct(Punct::Less) {
            let body = p.parse_pretty_body()?;
            let text = format!(
                "{kw}{body} : {}",
                rmlir_text::printer::type_to_string(ctx, ty)
            );
            return rmlir_text::parser::parse_attr_str(ctx, &text)
                .map_err(|e| p.error_at(pos, e.message));
        }
        return Err(p.error_at(pos, "expected '<' after 'dense'"));
    }
    p.parse_attr_of_type(ty)
}

/// Whether `a` is an elements attribute.
pub fn is_elements_attr(ctx: &rmlir_ir::Context, a: Attr) -> bool {
    matches!(
        ctx.attr_data(a),
        AttrData::DenseElements { .. } | AttrData::DenseResource { .. } | AttrData::Sparse { .. }
    )
}

/// The type and initial value of `memref.global` (MLIR's
/// `parseGlobalMemrefOpTypeAndInitialValue`).
fn parse_global_type_and_value(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let t = p.parse_type()?;
    let static_memref = match ctx.type_data(t) {
        TypeData::MemRef { shape, .. } => shape.iter().all(|&d| d != DYNAMIC),
        _ => false,
    };
    if !static_memref {
        let pos = p.name_pos();
        return Err(custom_op_error(
            p,
            pos,
            &format!(
                "type should be static shaped memref, but got {}",
                quoted(ctx, t)
            ),
        ));
    }
    p.add_attr("type", ctx.type_attr(t));
    if !p.parse_optional_punct(Punct::Equal) {
        return Ok(());
    }
    if p.parse_optional_keyword("uninitialized") {
        p.add_attr("initial_value", ctx.common().unit);
        return Ok(());
    }
    let (shape, elem) = match ctx.type_data(t) {
        TypeData::MemRef { shape, elem, .. } => (shape.to_vec(), *elem),
        _ => unreachable!("checked above"),
    };
    let tensor = tensor_type(ctx, &shape, elem, None);
    let value = parse_attr_with_implied_type(p, tensor)?;
    if !is_elements_attr(ctx, value) {
        let pos = p.name_pos();
        return Err(custom_op_error(
            p,
            pos,
            "initial value should be a unit or elements attribute",
        ));
    }
    p.add_attr("initial_value", value);
    Ok(())
}

/// `memref.global "private" constant @name : memref<...> = dense<...> {attrs}`.
pub fn parse_global(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    if let Some(s) = p.parse_optional_string() {
        p.add_attr("sym_visibility", ctx.string_attr(&s));
    }
    if p.parse_optional_keyword("constant") {
        p.add_attr("constant", ctx.common().unit);
    }
    let name = p.parse_symbol_name()?;
    p.add_attr("sym_name", ctx.string_attr(&name));
    p.parse_punct(Punct::Colon)?;
    parse_global_type_and_value(p)?;
    p.parse_optional_attr_dict()?;
    Ok(())
}

/// The parse half of `custom<GlobalMemrefOpTypeAndInitialValue>`.
pub fn parse_global_type_directive<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    _st: &mut ParseState<'a>,
    _refs: &[Ref],
) -> Result<(), Diagnostic> {
    parse_global_type_and_value(p)
}

/// The print half of `custom<GlobalMemrefOpTypeAndInitialValue>`.
pub fn print_global_type_directive(
    p: &mut OpAsmPrinter<'_>,
    body: &Body,
    op: OpId,
    _args: &PrintArgs,
) {
    let ctx = p.ctx();
    if let Some(AttrData::Type(t)) = attr_value(p, body, op, "type").map(|a| ctx.attr_data(a)) {
        p.print_type(*t);
    }
    if let Some(v) = attr_value(p, body, op, "initial_value") {
        p.write_str(" = ");
        if matches!(ctx.attr_data(v), AttrData::Unit) {
            p.write_str("uninitialized");
        } else if let AttrData::Verbatim { text } = ctx.attr_data(v) {
            // `sparse<...> : type` / `dense_resource<...> : type` kept
            // verbatim: drop the type, as `printAttributeWithoutType` does.
            let text = text.to_string();
            p.write_str(verbatim_without_type(&text));
        } else {
            p.print_attribute_without_type(v);
        }
    }
}

/// Elides `nontemporal = false` (its default) from the attribute dictionary.
fn access_elided(p: &OpAsmPrinter<'_>, body: &Body, op: OpId) -> Vec<&'static str> {
    let ctx = p.ctx();
    let nt = attr_value(p, body, op, "nontemporal");
    let is_false = nt.is_some_and(|a| {
        matches!(ctx.attr_data(a), AttrData::Integer { ty, value } if *ty == ctx.common().i1 && value.is_zero())
    });
    if is_false {
        vec!["nontemporal"]
    } else {
        Vec::new()
    }
}

/// `memref.load %m[%i, %j] {attrs} : memref<...>`.
pub fn parse_load(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let m = p.parse_operand()?;
    p.parse_punct(Punct::LSquare)?;
    let indices = p.parse_operand_list(Delimiter::None)?;
    p.parse_punct(Punct::RSquare)?;
    p.parse_optional_attr_dict()?;
    p.parse_punct(Punct::Colon)?;
    let t = parse_type_of_kind(p, TypeKind::MemRef)?;
    p.resolve_operand(&m, t)?;
    p.resolve_operands_same(&indices, ctx.common().index)?;
    if let Some(e) = elem_of(ctx, t) {
        p.add_result_type(e);
    }
    Ok(())
}

/// Prints `memref.load`.
pub fn print_load(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    if body.num_operands(op) < 1 {
        return;
    }
    let m = super::LoadOp(op).memref(p.ctx(), body);
    p.write_char(' ');
    p.print_operand(body, m);
    p.write_char('[');
    p.print_operands(body, super::LoadOp(op).indices(p.ctx(), body));
    p.write_char(']');
    let elided = access_elided(p, body, op);
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &elided);
    p.write_str(" : ");
    p.print_type(body.value_type(m));
}

/// `memref.store %v, %m[%i, %j] {attrs} : memref<...>`.
pub fn parse_store(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let v = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let m = p.parse_operand()?;
    p.parse_punct(Punct::LSquare)?;
    let indices = p.parse_operand_list(Delimiter::None)?;
    p.parse_punct(Punct::RSquare)?;
    p.parse_optional_attr_dict()?;
    p.parse_punct(Punct::Colon)?;
    let t = parse_type_of_kind(p, TypeKind::MemRef)?;
    let e = elem_of(ctx, t).unwrap_or(t);
    p.resolve_operand(&v, e)?;
    p.resolve_operand(&m, t)?;
    p.resolve_operands_same(&indices, ctx.common().index)?;
    Ok(())
}

/// Prints `memref.store`.
pub fn print_store(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    if body.num_operands(op) < 2 {
        return;
    }
    p.write_char(' ');
    let store = super::StoreOp(op);
    p.print_operand(body, store.value(p.ctx(), body));
    p.write_str(", ");
    let m = store.memref(p.ctx(), body);
    p.print_operand(body, m);
    p.write_char('[');
    p.print_operands(body, store.indices(p.ctx(), body));
    p.write_char(']');
    let elided = access_elided(p, body, op);
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &elided);
    p.write_str(" : ");
    p.print_type(body.value_type(m));
}

/// `memref.prefetch %m[%i], read, locality<3>, data : memref<...>`.
pub fn parse_prefetch(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let m = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square)?;
    p.parse_punct(Punct::Comma)?;
    let rw = p.parse_any_keyword()?;
    p.parse_punct(Punct::Comma)?;
    p.parse_keyword("locality")?;
    p.parse_punct(Punct::Less)?;
    let hint = p.parse_attr_of_type(ctx.common().i32)?;
    p.add_attr("localityHint", hint);
    p.parse_punct(Punct::Greater)?;
    p.parse_punct(Punct::Comma)?;
    let cache = p.parse_any_keyword()?;
    p.parse_punct(Punct::Colon)?;
    let t = parse_type_of_kind(p, TypeKind::MemRef)?;
    p.resolve_operand(&m, t)?;
    p.resolve_operands_same(&indices, ctx.common().index)?;
    let name_pos = p.name_pos();
    if rw != "read" && rw != "write" {
        return Err(custom_op_error(
            p,
            name_pos,
            "rw specifier has to be 'read' or 'write'",
        ));
    }
    let i1 = ctx.common().i1;
    p.add_attr("isWrite", ctx.integer_attr(i1, i64::from(rw == "write")));
    if cache != "data" && cache != "instr" {
        return Err(custom_op_error(
            p,
            name_pos,
            "cache type has to be 'data' or 'instr'",
        ));
    }
    p.add_attr(
        "isDataCache",
        ctx.integer_attr(i1, i64::from(cache == "data")),
    );
    Ok(())
}

/// Prints `memref.prefetch` as MLIR's `PrefetchOp::print`.
pub fn print_prefetch(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    if body.num_operands(op) < 1 {
        return;
    }
    let ctx = p.ctx();
    let m = super::PrefetchOp(op).memref(ctx, body);
    p.write_char(' ');
    p.print_operand(body, m);
    p.write_char('[');
    p.print_operands(body, super::PrefetchOp(op).indices(ctx, body));
    p.write_str("], ");
    let flag = |name: &str| {
        attr_value(p, body, op, name).is_some_and(
            |a| matches!(ctx.attr_data(a), AttrData::Integer { value, .. } if !value.is_zero()),
        )
    };
    let (write, data) = (flag("isWrite"), flag("isDataCache"));
    p.write_str(if write { "write" } else { "read" });
    p.write_str(", locality<");
    if let Some(h) = attr_value(p, body, op, "localityHint") {
        p.print_attribute_without_type(h);
    }
    p.write_str(">, ");
    p.write_str(if data { "data" } else { "instr" });
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &["localityHint", "isWrite", "isDataCache"]);
    p.write_str(" : ");
    p.print_type(body.value_type(m));
}

/// The text of a verbatim `name<...> : type` attribute up to its closing `>`.
fn verbatim_without_type(text: &str) -> &str {
    let mut depth = 0usize;
    let mut in_string = false;
    let mut prev = '\0';
    for (i, c) in text.char_indices() {
        match c {
            '"' if prev != '\\' => in_string = !in_string,
            '<' | '[' | '(' | '{' if !in_string => depth += 1,
            '>' | ']' | ')' | '}' if !in_string => {
                depth = depth.saturating_sub(1);
                if depth == 0 && c == '>' {
                    return &text[..=i];
                }
            }
            _ => {}
        }
        prev = c;
    }
    text
}

/// `memref.dma_start %src[%i], %dst[%j], %n, %tag[%k], %stride, %per :
/// T1, T2, T3` (MLIR's `DmaStartOp::parse`; no attribute dictionary).
pub fn parse_dma_start(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let src = p.parse_operand()?;
    let src_idx = p.parse_operand_list(Delimiter::Square)?;
    p.parse_punct(Punct::Comma)?;
    let dst = p.parse_operand()?;
    let dst_idx = p.parse_operand_list(Delimiter::Square)?;
    p.parse_punct(Punct::Comma)?;
    let num = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let tag = p.parse_operand()?;
    let tag_idx = p.parse_operand_list(Delimiter::Square)?;
    let mut strides = Default::default();
    if p.parse_optional_punct(Punct::Comma) {
        strides = p.parse_operand_list(Delimiter::None)?;
    }
    let name_pos = p.name_pos();
    if !strides.is_empty() && strides.len() != 2 {
        return Err(custom_op_error(
            p,
            name_pos,
            "expected two stride related operands",
        ));
    }
    let types = p.parse_colon_type_list()?;
    if types.len() != 3 {
        return Err(custom_op_error(p, name_pos, "fewer/more types expected"));
    }
    let index = ctx.common().index;
    p.resolve_operand(&src, types[0])?;
    p.resolve_operands_same(&src_idx, index)?;
    p.resolve_operand(&dst, types[1])?;
    p.resolve_operands_same(&dst_idx, index)?;
    p.resolve_operand(&num, index)?;
    p.resolve_operand(&tag, types[2])?;
    p.resolve_operands_same(&tag_idx, index)?;
    p.resolve_operands_same(&strides, index)?;
    Ok(())
}

/// Prints `memref.dma_start` as MLIR's `DmaStartOp::print`.
pub fn print_dma_start(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let ops: Vec<_> = body.operands(op).collect();
    let rank = |i: usize| {
        ops.get(i)
            .and_then(|&v| shape_of(ctx, body.value_type(v)))
            .map_or(0, |s| s.len())
    };
    let src_rank = rank(0);
    let dst = 1 + src_rank;
    let dst_rank = rank(dst);
    let num = dst + 1 + dst_rank;
    let tag = num + 1;
    let tag_rank = rank(tag);
    let end = (tag + 1 + tag_rank).min(ops.len());
    if tag >= ops.len() {
        return;
    }
    let memref_with_indices = |p: &mut OpAsmPrinter<'_>, at: usize, n: usize| {
        p.print_operand(body, ops[at]);
        p.write_char('[');
        p.print_operands(
            body,
            ops[at + 1..(at + 1 + n).min(ops.len())].iter().copied(),
        );
        p.write_char(']');
    };
    p.write_char(' ');
    memref_with_indices(p, 0, src_rank);
    p.write_str(", ");
    memref_with_indices(p, dst, dst_rank);
    p.write_str(", ");
    p.print_operand(body, ops[num]);
    p.write_str(", ");
    memref_with_indices(p, tag, tag_rank);
    if ops.len() > end {
        p.write_str(", ");
        p.print_operands(body, ops[end..].iter().copied());
    }
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &[]);
    p.write_str(" : ");
    p.print_type(body.value_type(ops[0]));
    p.write_str(", ");
    p.print_type(body.value_type(ops[dst]));
    p.write_str(", ");
    p.print_type(body.value_type(ops[tag]));
}

/// `memref.transpose %m (d0, d1) -> (d1, d0) {attrs} : T to U`. The map is
/// read as MLIR's `parseAffineMap` would for a permutation (results that
/// are dimensions); any other map is reported as the verifier would.
pub fn parse_transpose(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let m = p.parse_operand()?;
    let name_pos = p.name_pos();
    let mut dims: Vec<String> = Vec::new();
    p.parse_comma_separated(Delimiter::Paren, "dimension list", |p| {
        match p.parse_optional_any_keyword() {
            Some(k) => {
                dims.push(k.to_string());
                Ok(true)
            }
            None => Ok(false),
        }
    })?;
    let mut num_symbols = 0u32;
    if p.is_punct(Punct::LSquare) {
        p.parse_comma_separated(Delimiter::Square, "symbol list", |p| {
            match p.parse_optional_any_keyword() {
                Some(_) => {
                    num_symbols += 1;
                    Ok(true)
                }
                None => Ok(false),
            }
        })?;
    }
    p.parse_punct(Punct::Arrow)?;
    let mut results = Vec::new();
    let mut permutation = true;
    p.parse_comma_separated(Delimiter::Paren, "affine map results", |p| {
        match p.parse_optional_any_keyword() {
            Some(k) => {
                match dims.iter().position(|d| d == k) {
                    Some(i) => results.push(rmlir_ir::affine::AffineExpr::dim(i as u32)),
                    None => permutation = false,
                }
                Ok(true)
            }
            None => {
                if p.parse_optional_integer()?.is_some() {
                    permutation = false;
                    return Ok(true);
                }
                Ok(false)
            }
        }
    })?;
    if !permutation {
        return Err(p.error_at(name_pos, "'memref.transpose' op expected a permutation map"));
    }
    let map = rmlir_ir::affine::AffineMap::new(dims.len() as u32, num_symbols, results);
    p.add_attr("permutation", ctx.intern_attr(AttrData::AffineMap(map)));
    p.parse_optional_attr_dict()?;
    p.parse_punct(Punct::Colon)?;
    let src = parse_type_of_kind(p, TypeKind::MemRef)?;
    p.resolve_operand(&m, src)?;
    p.parse_keyword("to")?;
    let dst = parse_type_of_kind(p, TypeKind::MemRef)?;
    p.add_result_type(dst);
    Ok(())
}

/// Prints `memref.transpose` as MLIR's `TransposeOp::print`.
pub fn print_transpose(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    if body.num_operands(op) < 1 || body.num_results(op) < 1 {
        return;
    }
    let ctx = p.ctx();
    let m = super::TransposeOp(op).input(ctx, body);
    p.write_char(' ');
    p.print_operand(body, m);
    p.write_char(' ');
    if let Some(AttrData::AffineMap(map)) =
        attr_value(p, body, op, "permutation").map(|a| ctx.attr_data(a))
    {
        let text = map.to_string();
        p.write_str(&text);
    }
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &["permutation"]);
    p.write_str(" : ");
    p.print_type(body.value_type(m));
    p.write_str(" to ");
    p.print_type(body.value_type(body.result(op, 0)));
}
