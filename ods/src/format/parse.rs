//! Parsing an op's custom form with its compiled format.

use super::*;

/// What the format parser collected (also handed to custom directives).
pub struct ParseState<'a> {
    /// Operands of each operand group.
    pub operands: Vec<Vec<UnresolvedOperand<'a>>>,
    /// Types of each operand group, when the text gave them.
    pub operand_types: Vec<Option<Vec<Type>>>,
    /// Types of each result group, when the text gave them.
    pub result_types: Vec<Option<Vec<Type>>>,
    /// Byte offset of the first operand (for count errors).
    pub operands_pos: Option<usize>,
}

fn parse_lit(p: &mut OpAsmParser<'_, '_>, lit: &str, optional: bool) -> Result<bool, Diagnostic> {
    let punct = match lit {
        "(" => Some(Punct::LParen),
        ")" => Some(Punct::RParen),
        "[" => Some(Punct::LSquare),
        "]" => Some(Punct::RSquare),
        "{" => Some(Punct::LBrace),
        "}" => Some(Punct::RBrace),
        "<" => Some(Punct::Less),
        ">" => Some(Punct::Greater),
        "," => Some(Punct::Comma),
        ":" => Some(Punct::Colon),
        "::" => Some(Punct::ColonColon),
        "=" => Some(Punct::Equal),
        "->" => Some(Punct::Arrow),
        "?" => Some(Punct::Question),
        "*" => Some(Punct::Star),
        "+" => Some(Punct::Plus),
        "-" => Some(Punct::Minus),
        "|" => Some(Punct::VerticalBar),
        "..." => Some(Punct::Ellipsis),
        _ => None,
    };
    match (punct, optional) {
        (Some(pu), true) => Ok(p.parse_optional_punct(pu)),
        (Some(pu), false) => p.parse_punct(pu).map(|_| true),
        (None, true) => Ok(p.parse_optional_keyword(lit)),
        (None, false) => p.parse_keyword(lit).map(|_| true),
    }
}

/// The types `type(r)` reads: one for single groups, a list for others.
fn parse_types_for(
    p: &mut OpAsmParser<'_, '_>,
    def: &OpDef,
    r: Ref,
    st: &mut ParseState<'_>,
) -> Result<(), Diagnostic> {
    let (group, slot) = match r {
        Ref::Operand(i) => (&def.operands[i], &mut st.operand_types[i]),
        Ref::Result(i) => (&def.results[i], &mut st.result_types[i]),
        Ref::Operands | Ref::Results => {
            let tys = parse_optional_type_list(p)?;
            assign_all(def, st, r == Ref::Operands, tys);
            return Ok(());
        }
        _ => return Ok(()),
    };
    let tys = match group.arity {
        // Only single groups are parsed as their constraint's C++ class;
        // optional and variadic ones are read as plain `Type`s (lists).
        Arity::Single => vec![parse_type_of_class(p, group.ty.class)?],
        Arity::Optional => p.parse_optional_type()?.into_iter().collect(),
        Arity::Variadic => parse_optional_type_list(p)?,
    };
    *slot = Some(tys);
    Ok(())
}

/// Parses a type that must be of `class` (when given), with MLIR's
/// `parseType<TypeT>` error at the type: "invalid kind of type specified",
/// followed by `: expected <name>, but found '<type>'` for named classes.
pub fn parse_type_of_class(
    p: &mut OpAsmParser<'_, '_>,
    class: Option<&TypeClass>,
) -> Result<Type, Diagnostic> {
    let pos = p.pos();
    let t = p.parse_type()?;
    match class {
        Some(c) if !(c.check)(p.ctx(), t) => Err(class_error(p, pos, c, t)),
        _ => Ok(t),
    }
}

/// MLIR's "invalid kind of type specified" error for `t` at `pos`, naming
/// the op (as `OpAsmParser::parseType<TypeT>` reports it).
pub fn class_error(p: &mut OpAsmParser<'_, '_>, pos: usize, c: &TypeClass, t: Type) -> Diagnostic {
    let msg = match c.name {
        Some(name) => format!(
            "invalid kind of type specified: expected {name}, but found '{}'",
            rmlir_text::printer::type_to_string(p.ctx(), t)
        ),
        None => "invalid kind of type specified".to_string(),
    };
    p.custom_error(pos, msg)
}

/// `functional-type(a, b)`: a `FunctionType` (MLIR parses it as that class;
/// the types inside are not checked against their groups' classes).
fn parse_functional_type(
    p: &mut OpAsmParser<'_, '_>,
) -> Result<(Vec<Type>, Vec<Type>), Diagnostic> {
    if p.is_punct(Punct::LParen) {
        let ins = p.parse_paren_type_list()?.to_vec();
        p.parse_punct(Punct::Arrow)?;
        let outs = p.parse_function_result_types()?.to_vec();
        return Ok((ins, outs));
    }
    // Not written as `(...) -> ...`: only an alias can still be a function
    // type.
    let pos = p.pos();
    let t = p.parse_type()?;
    let ctx = p.ctx();
    match ctx.type_data(t) {
        TypeData::Function { inputs, results } => Ok((inputs.to_vec(), results.to_vec())),
        _ => Err(class_error(p, pos, &class::FUNCTION, t)),
    }
}

fn parse_optional_type_list(p: &mut OpAsmParser<'_, '_>) -> Result<Vec<Type>, Diagnostic> {
    let mut v = Vec::new();
    if let Some(t) = p.parse_optional_type()? {
        v.push(t);
        while p.parse_optional_punct(Punct::Comma) {
            v.push(p.parse_type()?);
        }
    }
    Ok(v)
}

/// Distributes a flat type list over all operand (or result) groups.
fn assign_all(def: &OpDef, st: &mut ParseState<'_>, operands: bool, tys: Vec<Type>) {
    let groups = if operands { def.operands } else { def.results };
    let n_single = groups.iter().filter(|g| g.arity == Arity::Single).count();
    let var_len = tys.len().saturating_sub(n_single);
    let mut it = tys.into_iter();
    for (i, g) in groups.iter().enumerate() {
        let n = if g.arity == Arity::Single {
            1
        } else if operands {
            st.operands[i].len()
        } else {
            var_len
        };
        let v: Vec<Type> = it.by_ref().take(n).collect();
        if operands {
            st.operand_types[i] = Some(v);
        } else {
            st.result_types[i] = Some(v);
        }
    }
}

/// Whether the first element of an optional group is present at the current
/// token.
fn group_starts(p: &mut OpAsmParser<'_, '_>, def: &OpDef, e: &Elem) -> Result<bool, Diagnostic> {
    Ok(match e {
        Elem::Literal(l) => parse_lit(p, l, true)?,
        Elem::Var(Ref::Operand(_)) | Elem::Var(Ref::Operands) => p.is_punct_percent(),
        Elem::Var(Ref::Attr(i)) => match def.attrs[*i].constraint.kind {
            // MLIR's `parseOptionalKeywordOrString` restricted to the cases.
            AttrKind::IntEnum { cases, .. } => {
                p.is_string() || cases.iter().any(|(k, _)| p.is_keyword(k))
            }
            AttrKind::Stripped(_) => p.is_punct(Punct::Less),
            AttrKind::SymbolName => p.is_at_ident(),
            AttrKind::DenseArrayBody(_) => p.is_punct(Punct::LSquare),
            _ => p.starts_attr(),
        },
        Elem::Var(Ref::Region(_)) | Elem::Var(Ref::Regions) => p.is_punct(Punct::LBrace),
        Elem::Var(Ref::Successor(_)) | Elem::Var(Ref::Successors) => p.is_caret_ident(),
        Elem::Type(_) => p.starts_type(),
        _ => false,
    })
}

fn parse_elems<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    def: &OpDef,
    elems: &[Elem],
    st: &mut ParseState<'a>,
    consumed: Option<usize>,
) -> Result<(), Diagnostic> {
    for (k, e) in elems.iter().enumerate() {
        if consumed == Some(k) && matches!(e, Elem::Literal(_)) {
            // Already consumed while checking the group.
            continue;
        }
        match e {
            Elem::Literal(l) => {
                parse_lit(p, l, false)?;
            }
            Elem::Space(_) | Elem::Newline => {}
            Elem::Var(r) => parse_var(p, def, *r, st)?,
            Elem::Type(r) => parse_types_for(p, def, *r, st)?,
            Elem::FunctionalType(a, b) => {
                let (ins, outs) = parse_functional_type(p)?;
                set_types(def, st, *a, ins);
                set_types(def, st, *b, outs);
            }
            Elem::AttrDict(kw) => {
                if *kw {
                    p.parse_optional_attr_dict_with_keyword()?;
                } else {
                    p.parse_optional_attr_dict()?;
                }
            }
            Elem::Custom(idx, args, _) => (def.custom[*idx].parse)(p, st, args)?,
            Elem::Optional(then, _anchor, els) => {
                // The group starts with its first element that is not
                // whitespace.
                let first = then
                    .iter()
                    .position(|e| !matches!(e, Elem::Space(_) | Elem::Newline))
                    .unwrap_or(0);
                if group_starts(p, def, &then[first])? {
                    parse_elems(p, def, then, st, Some(first))?;
                    // A unit attribute anchor is set by the group's presence.
                    for e in then {
                        if let Elem::Var(Ref::Attr(i)) = e {
                            if matches!(def.attrs[*i].constraint.kind, AttrKind::Unit) {
                                let u = p.ctx().common().unit;
                                p.add_attr(def.attrs[*i].name, u);
                            }
                        }
                    }
                } else if !els.is_empty() {
                    parse_elems(p, def, els, st, None)?;
                }
            }
        }
    }
    Ok(())
}

fn set_types(def: &OpDef, st: &mut ParseState<'_>, r: Ref, tys: Vec<Type>) {
    match r {
        Ref::Operand(i) => st.operand_types[i] = Some(tys),
        Ref::Result(i) => st.result_types[i] = Some(tys),
        Ref::Operands => assign_all(def, st, true, tys),
        Ref::Results => assign_all(def, st, false, tys),
        _ => {}
    }
}

fn parse_var<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    def: &OpDef,
    r: Ref,
    st: &mut ParseState<'a>,
) -> Result<(), Diagnostic> {
    match r {
        Ref::Operand(i) => {
            if st.operands_pos.is_none() {
                st.operands_pos = Some(p.pos());
            }
            match def.operands[i].arity {
                Arity::Single => {
                    let u = p.parse_operand()?;
                    st.operands[i].push(u);
                }
                Arity::Optional => {
                    if let Some(u) = p.parse_optional_operand()? {
                        st.operands[i].push(u);
                    }
                }
                Arity::Variadic => {
                    let us = p.parse_operand_list(rmlir_text::parser::Delimiter::None)?;
                    st.operands[i].extend(us);
                }
            }
        }
        Ref::Operands => {
            if st.operands_pos.is_none() {
                st.operands_pos = Some(p.pos());
            }
            let us = p.parse_operand_list(rmlir_text::parser::Delimiter::None)?;
            // Distribute over the groups (only one may be variadic here).
            let n_single = def
                .operands
                .iter()
                .filter(|g| g.arity == Arity::Single)
                .count();
            let var_len = us.len().saturating_sub(n_single);
            let mut it = us.into_iter();
            for (i, g) in def.operands.iter().enumerate() {
                let n = if g.arity == Arity::Single { 1 } else { var_len };
                st.operands[i].extend(it.by_ref().take(n));
            }
        }
        Ref::Attr(i) => {
            let a = &def.attrs[i];
            let ctx = p.ctx();
            let value = match a.constraint.kind {
                AttrKind::Plain => {
                    let pos = p.pos();
                    let v = p.parse_attr()?;
                    if !(a.constraint.check)(ctx, v) {
                        return Err(p.custom_error(pos, "invalid kind of attribute specified"));
                    }
                    v
                }
                AttrKind::Typed(ty) => p.parse_attr_of_type(ty(ctx))?,
                AttrKind::IntEnum { cases, width, what } => {
                    let pos = p.pos();
                    let kw = p.parse_optional_keyword_or_string();
                    let found = kw
                        .as_deref()
                        .and_then(|kw| cases.iter().find(|(k, _)| *k == kw));
                    let Some(&(_, v)) = found else {
                        return Err(p.error_at(
                                pos,
                                format!(
                                    "expected string or keyword containing one of the following enum values for attribute '{what}' [{}]",
                                    join_cases(cases)
                                ),
                            ));
                    };
                    let ty = ctx.integer_type(width, rmlir_ir::Signedness::Signless);
                    ctx.integer_attr(ty, v)
                }
                AttrKind::Stripped(prefix) => {
                    let body = p.parse_pretty_body()?;
                    ctx.intern_attr(AttrData::Dialect {
                        text: format!("{prefix}{body}").into(),
                    })
                }
                AttrKind::Unit => ctx.common().unit,
                AttrKind::SymbolName => {
                    let s = p.parse_symbol_name()?;
                    ctx.string_attr(&s)
                }
                AttrKind::TypeAttr => {
                    let t = p.parse_type()?;
                    ctx.type_attr(t)
                }
                AttrKind::DenseArrayBody(width) => {
                    let mut vals = Vec::new();
                    p.parse_comma_separated(rmlir_text::parser::Delimiter::Square, "array", |p| {
                        match p.parse_optional_integer()? {
                            Some(v) => {
                                vals.push(rmlir_numerics::apint::APInt::from_i64(width, v));
                                Ok(true)
                            }
                            None => Ok(false),
                        }
                    })?;
                    let elem = ctx.integer_type(width, rmlir_ir::Signedness::Signless);
                    ctx.intern_attr(AttrData::DenseArray {
                        elem,
                        values: vals.into(),
                    })
                }
            };
            p.add_attr(a.name, value);
        }
        Ref::Region(_) => {
            let r = p.parse_region(&[])?;
            ensure_terminator(p, def, r);
        }
        Ref::Regions => {
            while p.is_punct(Punct::LBrace) {
                let r = p.parse_region(&[])?;
                ensure_terminator(p, def, r);
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
        }
        Ref::Successor(_) => {
            p.parse_successor()?;
        }
        Ref::Successors => {
            if p.parse_optional_successor()?.is_some() {
                while p.parse_optional_punct(Punct::Comma) {
                    p.parse_successor()?;
                }
            }
        }
        Ref::Result(_) | Ref::Results | Ref::TypeOf(_) => {}
    }
    Ok(())
}

fn join_cases(cases: &[(&str, i64)]) -> String {
    cases.iter().map(|c| c.0).collect::<Vec<_>>().join(", ")
}

/// Adds the implicit terminator to a parsed region that lacks one.
pub fn ensure_terminator(p: &mut OpAsmParser<'_, '_>, def: &OpDef, r: rmlir_ir::RegionId) {
    let Some(term) = def.implicit_terminator else {
        return;
    };
    let ctx = p.ctx();
    let loc = p.op_loc();
    let b = p.ensure_block(r);
    let body = p.region_body();
    let name = ctx.op_name(term);
    if let Some(last) = body.last_op(b) {
        if ctx
            .op_traits(body.op_name(last))
            .contains(rmlir_ir::registry::OpTraits::TERMINATOR)
        {
            return;
        }
    }
    let op = body.create_op(&rmlir_ir::OpSpec {
        name,
        loc,
        operands: &[],
        result_types: &[],
        successors: &[],
        num_regions: 0,
        isolated: false,
        properties: None,
        attrs: ctx.common().empty_dict,
    });
    body.append_op(b, op);
}

/// The parse hook of ops with a format.
pub fn parse_with_format(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let name = p.op_name();
    let Some(compiled) = ctx
        .op_info(name)
        .and_then(|i| i.interface::<crate::Compiled>())
    else {
        return Err(p.error_here("op has no format"));
    };
    let def = compiled.def;
    let Some(fmt) = compiled.format.as_ref() else {
        return Err(p.error_here("op has no format"));
    };
    let mut st = ParseState {
        operands: vec![Vec::new(); def.operands.len()],
        operand_types: vec![None; def.operands.len()],
        result_types: vec![None; def.results.len()],
        operands_pos: None,
    };
    parse_elems(p, def, &fmt.elems, &mut st, None)?;
    finish(p, compiled, st)
}

/// The groups of operands/results that share a type (`AllTypesMatch`,
/// `SameOperandsAndResultType`, `SameTypeOperands`).
pub fn type_groups(def: &OpDef) -> Vec<Vec<Ref>> {
    let find = |name: &str| -> Option<Ref> {
        if let Some(i) = def.operands.iter().position(|o| o.name == name) {
            return Some(Ref::Operand(i));
        }
        def.results
            .iter()
            .position(|o| o.name == name)
            .map(Ref::Result)
    };
    let mut groups: Vec<Vec<Ref>> = def
        .same_types
        .iter()
        .map(|g| g.iter().filter_map(|n| find(n)).collect())
        .collect();
    if def.same_operands_and_result_type {
        let mut g: Vec<Ref> = (0..def.operands.len()).map(Ref::Operand).collect();
        g.extend((0..def.results.len()).map(Ref::Result));
        groups.push(g);
    }
    if def.same_type_operands {
        groups.push((0..def.operands.len()).map(Ref::Operand).collect());
    }
    groups
}

/// Resolves operand and result types (format, same-type groups, inference)
/// and records operands, results and default attributes.
fn finish<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    c: &crate::Compiled,
    mut st: ParseState<'a>,
) -> Result<(), Diagnostic> {
    let def = c.def;
    let ctx = p.ctx();
    let groups = &c.type_groups;
    let one_type = |st: &ParseState<'_>, r: Ref| -> Option<Type> {
        match r {
            Ref::Operand(i) => st.operand_types[i]
                .as_ref()
                .and_then(|v| v.first().copied()),
            Ref::Result(i) => st.result_types[i].as_ref().and_then(|v| v.first().copied()),
            _ => None,
        }
    };
    for g in groups {
        let Some(t) = g.iter().find_map(|&r| one_type(&st, r)) else {
            continue;
        };
        for &r in g {
            match r {
                Ref::Operand(i) if st.operand_types[i].is_none() => {
                    st.operand_types[i] = Some(vec![t; st.operands[i].len()]);
                }
                Ref::Result(i) if st.result_types[i].is_none() => {
                    st.result_types[i] = Some(vec![t]);
                }
                _ => {}
            }
        }
    }
    // Operands, in definition order.
    let pos = st.operands_pos.unwrap_or_else(|| p.name_pos());
    let mut sizes = Vec::new();
    let mut all_types = Vec::new();
    for (i, g) in def.operands.iter().enumerate() {
        let us = std::mem::take(&mut st.operands[i]);
        let tys = match st.operand_types[i].take() {
            Some(t) => t,
            None if us.is_empty() => Vec::new(),
            None if g.ty.build.is_some() => {
                let t = (g.ty.build.expect("buildable"))(ctx);
                vec![t; us.len()]
            }
            None => {
                return Err(p.error_at(
                    pos,
                    format!("cannot infer the type of operand '{}'", g.name),
                ))
            }
        };
        p.resolve_operands(&us, &tys, pos)?;
        sizes.push(us.len());
        all_types.extend(tys);
    }
    if def.operand_segments() {
        p.add_attr_ident(c.segment_idents[0], crate::segment_attr(ctx, &sizes));
    }
    // Results.
    let unknown = st.result_types.iter().any(|t| t.is_none());
    if unknown && !def.results.is_empty() {
        if let Some(infer) = def.infer {
            let attrs = p.attrs().to_vec();
            match infer(ctx, &all_types, &attrs) {
                Some(tys) => {
                    p.add_result_types(&tys);
                    fill_defaults(p, c);
                    return Ok(());
                }
                None => {
                    return Err(p.error_at(p.name_pos(), "failed to infer returned types"));
                }
            }
        }
    }
    let mut rsizes = Vec::new();
    for (i, g) in def.results.iter().enumerate() {
        match st.result_types[i].take() {
            Some(t) => {
                rsizes.push(t.len());
                p.add_result_types(&t);
            }
            None if g.ty.build.is_some() => {
                let t = (g.ty.build.expect("buildable"))(ctx);
                rsizes.push(1);
                p.add_result_type(t);
            }
            None if g.arity != Arity::Single => rsizes.push(0),
            None => {
                return Err(p.error_at(
                    p.name_pos(),
                    format!("cannot infer the type of result '{}'", g.name),
                ))
            }
        }
    }
    if def.result_segments() {
        p.add_attr_ident(c.segment_idents[1], crate::segment_attr(ctx, &rsizes));
    }
    fill_defaults(p, c);
    Ok(())
}

fn fill_defaults(p: &mut OpAsmParser<'_, '_>, c: &crate::Compiled) {
    for (&name, d) in c.attr_idents.iter().zip(&c.defaults) {
        if let Some(d) = d {
            if !p.has_attr_ident(name) {
                p.add_attr_ident(name, *d);
            }
        }
    }
}
