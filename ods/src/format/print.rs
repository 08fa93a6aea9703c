//! Printing an op's custom form with its compiled format.

use super::*;

/// Arguments of a custom directive when printing.
pub struct PrintArgs<'r> {
    /// The directive's arguments.
    pub refs: &'r [Ref],
    /// The references of its `type(...)` arguments.
    pub types: &'r [Ref],
}

struct Spacing {
    emit_space: bool,
    last_punct: bool,
}

fn print_literal(p: &mut OpAsmPrinter<'_>, s: &mut Spacing, lit: &str) {
    let first = lit.chars().next().unwrap_or(' ');
    let space_before = if lit.len() != 1 && lit != "->" {
        true
    } else if s.last_punct {
        !">)}],".contains(first)
    } else {
        !"<>(){}[],".contains(first)
    };
    if s.emit_space && space_before {
        p.write_char(' ');
    }
    p.write_str(lit);
    s.emit_space = lit.len() != 1 || !"<({[".contains(first);
    s.last_punct = first != '_' && !first.is_ascii_alphabetic();
}

fn before_var(p: &mut OpAsmPrinter<'_>, s: &mut Spacing) {
    if s.emit_space || !s.last_punct {
        p.write_char(' ');
    }
    s.last_punct = false;
    s.emit_space = true;
}

/// Whether an optional group's anchor is present.
fn anchor_present(
    p: &OpAsmPrinter<'_>,
    c: &crate::Compiled,
    body: &Body,
    op: OpId,
    e: &Elem,
) -> bool {
    let ctx = p.ctx();
    match e {
        Elem::Var(Ref::Operand(i)) | Elem::Type(Ref::Operand(i)) => c
            .group_range(ctx, body, op, *i, false)
            .is_some_and(|r| !r.is_empty()),
        Elem::Var(Ref::Operands) | Elem::Type(Ref::Operands) => body.num_operands(op) > 0,
        Elem::Var(Ref::Result(_))
        | Elem::Type(Ref::Result(_))
        | Elem::Var(Ref::Results)
        | Elem::Type(Ref::Results) => body.num_results(op) > 0,
        Elem::Var(Ref::Attr(i)) => match c.attr(ctx, body, op, *i) {
            Some(a) => c.defaults.get(*i).copied().flatten() != Some(a),
            None => false,
        },
        Elem::Var(Ref::Region(i)) => body
            .op_regions(op)
            .get(*i)
            .is_some_and(|&r| !body.regions_body(op).region_is_empty(r)),
        Elem::Var(Ref::Regions) => !body.op_regions(op).is_empty(),
        Elem::Var(Ref::Successors) => !body.successors(op).is_empty(),
        Elem::Custom(_, args, _) => args
            .first()
            .is_some_and(|r| anchor_present(p, c, body, op, &Elem::Var(*r))),
        _ => true,
    }
}

/// Types of a reference.
pub fn ref_types(p: &OpAsmPrinter<'_>, body: &Body, op: OpId, r: Ref) -> Vec<Type> {
    let ctx = p.ctx();
    match r {
        Ref::Operand(i) => crate::operand_group(ctx, body, op, i)
            .into_iter()
            .map(|v| body.value_type(v))
            .collect(),
        Ref::Result(i) => result_group(ctx, body, op, i)
            .into_iter()
            .map(|v| body.value_type(v))
            .collect(),
        Ref::Operands => body.operands(op).map(|v| body.value_type(v)).collect(),
        Ref::Results => body.results(op).map(|v| body.value_type(v)).collect(),
        _ => Vec::new(),
    }
}

/// The values of result group `index`.
pub fn result_group(
    ctx: &rmlir_ir::Context,
    body: &Body,
    op: OpId,
    index: usize,
) -> Vec<rmlir_ir::ValueId> {
    let Some(c) = crate::compiled(ctx, body, op) else {
        return Vec::new();
    };
    match c.group_range(ctx, body, op, index, true) {
        Some(r) => r.map(|i| body.result(op, i)).collect(),
        None => Vec::new(),
    }
}

fn print_elems(
    p: &mut OpAsmPrinter<'_>,
    c: &crate::Compiled,
    fmt: &Format,
    (body, op): (&Body, OpId),
    elems: &[Elem],
    s: &mut Spacing,
) {
    let (def, defaults) = (c.def, &c.defaults[..]);
    let ctx = p.ctx();
    for e in elems {
        match e {
            Elem::Literal(l) => print_literal(p, s, l),
            Elem::Space(true) => {
                p.write_char(' ');
                s.last_punct = false;
                s.emit_space = false;
            }
            Elem::Space(false) => {
                s.last_punct = true;
                s.emit_space = false;
            }
            Elem::Newline => p.print_newline(),
            Elem::AttrDict(kw) => {
                // Attributes the format prints, segment sizes and
                // default-valued ones are left out (compared by identity).
                let elided = |k: rmlir_ir::Ident, v: Attr| -> bool {
                    if c.segment_idents.contains(&k) {
                        return true;
                    }
                    match c.attr_idents.iter().position(|&x| x == k) {
                        Some(i) => {
                            fmt.used_attrs.contains(&i)
                                || defaults.get(i).copied().flatten() == Some(v)
                        }
                        None => false,
                    }
                };
                let kept = body
                    .properties(op)
                    .map(|pr| ctx.dict_entries(pr))
                    .unwrap_or(&[])
                    .iter()
                    .chain(ctx.dict_entries(body.attrs(op)))
                    .any(|&(k, v)| !elided(k, v));
                if kept {
                    let attrs: Vec<_> = p
                        .op_attrs(body, op)
                        .into_iter()
                        .filter(|&(k, v)| !elided(k, v))
                        .collect();
                    if *kw {
                        p.print_optional_attr_dict_with_keyword(&attrs, &[]);
                    } else {
                        p.print_optional_attr_dict(&attrs, &[]);
                    }
                }
                s.last_punct = false;
            }
            Elem::Optional(then, anchor, els) => {
                if anchor_present(p, c, body, op, &then[*anchor]) {
                    print_elems(p, c, fmt, (body, op), then, s);
                } else {
                    print_elems(p, c, fmt, (body, op), els, s);
                }
            }
            Elem::Var(Ref::Attr(i)) => {
                let a = &def.attrs[*i];
                let Some(v) = c.attr(ctx, body, op, *i) else {
                    continue;
                };
                if matches!(a.constraint.kind, AttrKind::Unit) {
                    continue;
                }
                before_var(p, s);
                print_attr_var(p, a.constraint.kind, v);
            }
            Elem::Var(r) => {
                before_var(p, s);
                print_var(p, def, body, op, *r);
            }
            Elem::Type(r) => {
                before_var(p, s);
                let tys = ref_types(p, body, op, *r);
                p.print_types(&tys);
            }
            Elem::FunctionalType(a, b) => {
                before_var(p, s);
                let ins = ref_types(p, body, op, *a);
                let outs = ref_types(p, body, op, *b);
                p.print_functional_type(&ins, &outs);
            }
            Elem::Custom(idx, refs, types) => {
                before_var(p, s);
                (def.custom[*idx].print)(p, body, op, &PrintArgs { refs, types });
            }
        }
    }
}

fn print_attr_var(p: &mut OpAsmPrinter<'_>, kind: AttrKind, v: Attr) {
    let ctx = p.ctx();
    match kind {
        AttrKind::Plain => p.print_attribute(v),
        AttrKind::Typed(_) => p.print_attribute_without_type(v),
        AttrKind::IntEnum { cases, .. } => {
            let n = match ctx.attr_data(v) {
                AttrData::Integer { value, .. } => value.to_i64_signed(),
                _ => None,
            };
            match n.and_then(|n| cases.iter().find(|c| c.1 == n)) {
                Some((k, _)) => p.write_str(k),
                None => p.print_attribute(v),
            }
        }
        AttrKind::Stripped(prefix) => match ctx.attr_data(v) {
            AttrData::Dialect { text } if text.starts_with(prefix) => {
                let rest = text[prefix.len()..].to_string();
                p.write_str(&rest);
            }
            _ => p.print_attribute(v),
        },
        AttrKind::Unit => {}
        AttrKind::SymbolName => match ctx.attr_data(v) {
            AttrData::String { value, .. } => {
                let s = String::from_utf8_lossy(value).into_owned();
                p.print_symbol_name(&s);
            }
            _ => p.print_attribute(v),
        },
        AttrKind::TypeAttr => match ctx.attr_data(v) {
            AttrData::Type(t) => p.print_type(*t),
            _ => p.print_attribute(v),
        },
        AttrKind::DenseArrayBody(_) => match ctx.attr_data(v) {
            AttrData::DenseArray { values, .. } => {
                p.write_char('[');
                for (i, x) in values.iter().enumerate() {
                    if i > 0 {
                        p.write_str(", ");
                    }
                    p.write_str(&x.to_decimal(true));
                }
                p.write_char(']');
            }
            _ => p.print_attribute(v),
        },
    }
}

fn print_var(p: &mut OpAsmPrinter<'_>, def: &OpDef, body: &Body, op: OpId, r: Ref) {
    let ctx = p.ctx();
    match r {
        Ref::Operand(i) => {
            let vs = crate::operand_group(ctx, body, op, i);
            p.print_operands(body, vs);
        }
        Ref::Operands => p.print_operands(body, body.operands(op)),
        Ref::Region(i) => print_region_var(p, def, body, op, i),
        Ref::Regions => {
            for i in 0..body.op_regions(op).len() {
                if i > 0 {
                    p.write_str(", ");
                }
                print_region_var(p, def, body, op, i);
            }
        }
        Ref::Successor(i) => {
            if let Some(&b) = body.successors(op).get(i) {
                p.print_block_ref(body, b);
            }
        }
        Ref::Successors => {
            let succ: Vec<BlockId> = body.successors(op).to_vec();
            for (k, b) in succ.into_iter().enumerate() {
                if k > 0 {
                    p.write_str(", ");
                }
                p.print_block_ref(body, b);
            }
        }
        _ => {}
    }
}

/// Prints region `i` as ODS does: with the implicit terminator left out
/// when it carries nothing.
pub fn print_region_var(p: &mut OpAsmPrinter<'_>, def: &OpDef, body: &Body, op: OpId, i: usize) {
    let mut print_terminator = true;
    if def.implicit_terminator.is_some() {
        let rb = body.regions_body(op);
        if let Some(&r) = body.op_regions(op).get(i) {
            if let Some(b) = rb.entry_block(r) {
                if let Some(t) = rb.last_op(b) {
                    let ctx = p.ctx();
                    if ctx
                        .op_traits(rb.op_name(t))
                        .contains(rmlir_ir::registry::OpTraits::TERMINATOR)
                    {
                        print_terminator = !ctx.dict_entries(rb.attrs(t)).is_empty()
                            || rb
                                .properties(t)
                                .is_some_and(|pp| !ctx.dict_entries(pp).is_empty())
                            || rb.num_operands(t) != 0
                            || rb.num_results(t) != 0;
                    }
                }
            }
        }
    }
    p.print_region(body, op, i, true, print_terminator, false);
}

/// The print hook of ops with a format.
pub fn print_with_format(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let Some(compiled) = crate::compiled(ctx, body, op) else {
        return;
    };
    let Some(fmt) = compiled.format.as_ref() else {
        return;
    };
    let mut s = Spacing {
        emit_space: true,
        last_punct: false,
    };
    print_elems(p, compiled, fmt, (body, op), &fmt.elems, &mut s);
}
