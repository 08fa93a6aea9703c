//! The ub dialect (MLIR 22's `UBOps.td`): `ub.poison` and `ub.unreachable`.

use rmlir_ir::registry::{DialectInfo, OpTraits};
use rmlir_ir::{Context, Diagnostic};
use rmlir_ods::constraints::{dialect_attr_text, ANY_TYPE};
use rmlir_ods::{default_attr, one, AttrConstraint, AttrKind, OpDef};
use rmlir_text::parser::{OpAsmParser, Punct};

/// Registers the ub dialect.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect(DialectInfo {
        materialize_constant: Some(materialize_constant),
        ..DialectInfo::new("ub")
    });
    for def in OPS {
        rmlir_ods::register(ctx, def);
    }
}

/// Whether an attribute implements `PoisonAttrInterface` (`#ub.poison`).
fn is_poison_attr(ctx: &Context, a: rmlir_ir::Attr) -> bool {
    dialect_attr_text(ctx, a, "ub.poison")
        .is_some_and(|t| t == "ub.poison" || t.starts_with("ub.poison<"))
}

/// `PoisonAttrInterface`.
pub static POISON_ATTR: AttrConstraint = AttrConstraint {
    desc: "PoisonAttrInterface instance",
    check: is_poison_attr,
    kind: AttrKind::Plain,
};

/// The ub ops.
pub static OPS: &[OpDef] = &[
    OpDef {
        name: "ub.poison",
        traits: OpTraits(OpTraits::PURE.0 | OpTraits::CONSTANT_LIKE.0),
        results: &[one("result", &ANY_TYPE)],
        attrs: &[default_attr("value", &POISON_ATTR, "#ub.poison")],
        format: Some("attr-dict (`<` $value^ `>`)? `:` type($result)"),
        parse: Some(parse_poison),
        fold: Some(fold_poison),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "ub.unreachable",
        traits: OpTraits::TERMINATOR,
        format: Some("attr-dict"),
        ..OpDef::EMPTY
    },
];

/// `attr-dict (`<` $value^ `>`)? `:` type($result)`, with ODS's check that
/// `$value` is a poison attribute ("invalid kind of attribute specified").
fn parse_poison(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    p.parse_optional_attr_dict()?;
    if p.parse_optional_punct(Punct::Less) {
        let pos = p.pos();
        let value = p.parse_attr()?;
        if !is_poison_attr(ctx, value) {
            let name = ctx.op_name_str(p.op_name()).to_string();
            return Err(p.error_at(
                pos,
                format!("custom op '{name}' invalid kind of attribute specified"),
            ));
        }
        p.add_attr("value", value);
        p.parse_punct(Punct::Greater)?;
    }
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    p.add_result_type(ty);
    if !p.has_attr("value") {
        let poison = ctx.intern_attr(rmlir_ir::AttrData::Dialect {
            text: "ub.poison".into(),
        });
        p.add_attr("value", poison);
    }
    Ok(())
}

/// `ub.poison` folds to its poison attribute.
fn fold_poison(
    ctx: &Context,
    body: &mut rmlir_ir::Body,
    op: rmlir_ir::OpId,
    _: &[Option<rmlir_ir::Attr>],
) -> rmlir_ir::registry::FoldResult {
    match rmlir_ir::fold::constant_value(ctx, body, body.result(op, 0)) {
        Some(v) => rmlir_ir::registry::FoldResult::Results(
            [rmlir_ir::registry::OpFoldResult::Attr(v)].into(),
        ),
        None => rmlir_ir::registry::FoldResult::None,
    }
}

/// The ub dialect's `materializeConstant`: a `ub.poison` for a poison
/// attribute.
fn materialize_constant(
    ctx: &Context,
    builder: &mut rmlir_ir::Builder<'_>,
    value: rmlir_ir::Attr,
    ty: rmlir_ir::Type,
    loc: rmlir_ir::Loc,
) -> Option<rmlir_ir::OpId> {
    if !is_poison_attr(ctx, value) {
        return None;
    }
    Some(crate::util::build::create_constant_op(
        ctx,
        builder,
        "ub.poison",
        value,
        ty,
        loc,
    ))
}
