//! The index dialect (MLIR 22's `IndexOps.td`): arithmetic, bitwise ops,
//! comparisons and casts on `index` values whose width is not known, so
//! folding only happens when a 32-bit and a 64-bit target agree.

pub mod canon;
pub mod fold;
#[cfg(test)]
mod tests;
pub mod typed;

pub use typed::*;

use rmlir_ir::registry::{check_property, DialectInfo, OpTraits};
use rmlir_ir::AttrData;
use rmlir_ir::{Attr, Context, Diagnostic};
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ir::{Type, TypeData};
use rmlir_numerics::apint_ops::CmpIPredicate;
use rmlir_ods::constraints::{dialect_attr_text, TypeConstraint, I1, INDEX, INDEX_ATTR};
use rmlir_ods::{attr, one, AttrConstraint, AttrKind, OpDef};
use rmlir_text::parser::{DialectAsmParser, DialectAttrParser, OpAsmParser, Punct};
use rmlir_text::printer::OpAsmPrinter;

use crate::util::constraints::BOOL_ATTR;
use crate::util::diag::{custom_op_error, quoted};
use crate::util::hooks::attach;
use rmlir_ir::verify::op_error;

/// Registers the index dialect.
pub fn register(ctx: &mut Context) {
    let mut info = DialectInfo {
        materialize_constant: Some(fold::materialize_constant),
        inliner: Some(&crate::func::inline::OPS_LEGAL),
        ..DialectInfo::new("index")
    };
    info.interfaces.insert(DialectAttrParser(parse_attribute));
    ctx.register_dialect(info);
    for def in OPS {
        rmlir_ods::register(ctx, def);
    }
    attach(ctx, "index.cmp", |i| {
        i.convert_properties = Some(convert_cmp)
    });
    attach(ctx, "index.constant", |i| {
        i.convert_properties = Some(convert_constant)
    });
    attach(ctx, "index.bool.constant", |i| {
        i.convert_properties = Some(convert_bool_constant)
    });
}

fn convert_cmp(ctx: &Context, props: Attr) -> Result<(), String> {
    check_property(ctx, props, "index.cmp", "pred", |v| {
        predicate_of(ctx, v).is_some()
    })
}

fn convert_constant(ctx: &Context, props: Attr) -> Result<(), String> {
    check_property(ctx, props, "index.constant", "value", |v| {
        matches!(ctx.attr_data(v), AttrData::Integer { .. })
    })
}

fn convert_bool_constant(ctx: &Context, props: Attr) -> Result<(), String> {
    check_property(
        ctx,
        props,
        "index.bool.constant",
        "value",
        |v| matches!(ctx.attr_data(v), AttrData::Integer { ty, .. } if *ty == ctx.common().i1),
    )
}

/// The text (after `#`) of the `#index<cmp_predicate ...>` attribute.
pub fn predicate_attr_text(pred: CmpIPredicate) -> String {
    format!("index<cmp_predicate {}>", pred.keyword())
}

/// The `#index<cmp_predicate ...>` attribute of a predicate.
pub fn predicate_attr(ctx: &Context, pred: CmpIPredicate) -> Attr {
    ctx.intern_attr(AttrData::Dialect {
        text: predicate_attr_text(pred).into(),
    })
}

/// The predicate an `#index<cmp_predicate ...>` attribute holds.
pub fn predicate_of(ctx: &Context, a: Attr) -> Option<CmpIPredicate> {
    let text = dialect_attr_text(ctx, a, "index<cmp_predicate ")?;
    let keyword = text
        .strip_prefix("index<cmp_predicate ")?
        .strip_suffix('>')?;
    CmpIPredicate::from_keyword(keyword)
}

/// `IndexCmpPredicateAttr`.
pub static CMP_PREDICATE_ATTR: AttrConstraint = AttrConstraint {
    desc: "index comparison predicate kind",
    check: |ctx, a| predicate_of(ctx, a).is_some(),
    kind: AttrKind::Plain,
};

/// `AnyTypeOf<[AnyInteger, Index]>`: an integer of any signedness or `index`.
pub static INTEGER_OR_INDEX: TypeConstraint = TypeConstraint {
    desc: "integer or index",
    build: None,
    check: |ctx, t| matches!(ctx.type_data(t), TypeData::Integer { .. } | TypeData::Index),
    class: None,
};

/// The enum's name in MLIR's parse errors.
const PREDICATE_ENUM: &str = "::mlir::index::IndexCmpPredicate";

/// The keywords of the predicates, as MLIR lists them in errors.
fn predicate_keywords() -> String {
    CmpIPredicate::ALL
        .iter()
        .map(|p| p.keyword())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The index dialect's attributes: `#index<cmp_predicate KEYWORD>` (the
/// predicate may also be a string). The hook starts after the mnemonic; the
/// pretty form `#index.cmp_predicate<...>` fails as MLIR's does, since the
/// enum's value, a keyword, cannot start with `<`. Text after the value is
/// skipped by the caller, as MLIR ignores it.
fn parse_attribute(p: &mut DialectAsmParser<'_, '_>, mnemonic: &str) -> Result<Attr, Diagnostic> {
    if mnemonic != "cmp_predicate" {
        let at = p.name_pos();
        return Err(p.error_at(
            at,
            format!("unknown attribute `{mnemonic}` in dialect `index`"),
        ));
    }
    let pos = p.pos();
    let keyword = match p.parse_optional_any_keyword() {
        Some(k) => k.to_string(),
        None => match p.parse_optional_string() {
            Some(s) => s,
            None => return Err(p.error_at(pos, "expected valid keyword or string")),
        },
    };
    let Some(pred) = CmpIPredicate::from_keyword(&keyword) else {
        return Err(p.error_at(
            pos,
            format!(
                "expected {PREDICATE_ENUM} to be one of: {}",
                predicate_keywords()
            ),
        ));
    };
    Ok(predicate_attr(p.ctx(), pred))
}

/// `index.cmp` custom form: `` `` $pred `(` $lhs `,` $rhs `)` attr-dict ``.
fn parse_cmp(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let pos = p.pos();
    let Some(keyword) = p.parse_optional_keyword_or_string() else {
        return Err(custom_op_error(p, pos, "expected valid keyword or string"));
    };
    let Some(pred) = CmpIPredicate::from_keyword(&keyword) else {
        let msg = format!(
            "expected {PREDICATE_ENUM} to be one of: {}",
            predicate_keywords()
        );
        return Err(custom_op_error(p, pos, &msg));
    };
    p.add_attr("pred", predicate_attr(ctx, pred));
    p.parse_punct(Punct::LParen)?;
    let lhs = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    p.parse_punct(Punct::RParen)?;
    p.parse_optional_attr_dict()?;
    let index = ctx.common().index;
    p.resolve_operand(&lhs, index)?;
    p.resolve_operand(&rhs, index)?;
    p.add_result_type(ctx.common().i1);
    Ok(())
}

fn print_cmp(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx();
    let pred = rmlir_ods::get_attr(ctx, body, op, "pred");
    p.write_char(' ');
    match pred.and_then(|a| predicate_of(ctx, a)) {
        Some(pred) => p.write_str(pred.keyword()),
        None => {
            if let Some(a) = pred {
                p.print_attribute(a);
            }
        }
    }
    p.write_char('(');
    let cmp = CmpOp(op);
    p.print_operand(body, cmp.lhs(ctx, body));
    p.write_str(", ");
    p.print_operand(body, cmp.rhs(ctx, body));
    p.write_char(')');
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &["pred"]);
}

/// `CastOpInterface`: exactly one side of an index cast is `index`.
fn verify_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let from = body.value_type(cast_input(body, op));
    let to = body.value_type(body.result(op, 0));
    let is_index = |t: Type| matches!(ctx.type_data(t), TypeData::Index);
    if is_index(from) != is_index(to) {
        return Ok(());
    }
    Err(op_error(
        ctx,
        body,
        op,
        format!(
            "operand type {} and result type {} are cast incompatible",
            quoted(ctx, from),
            quoted(ctx, to)
        ),
    ))
}

/// `attr-dict $value` of `index.constant` (`value` an `IndexAttr`) and
/// `index.bool.constant` (a `BoolAttr`): the value is parsed with the
/// attribute's type and must be an integer attribute, as ODS checks it.
fn parse_constant(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let common = ctx.common();
    let ty = if ctx.op_name_str(p.op_name()) == "index.constant" {
        common.index
    } else {
        common.i1
    };
    p.parse_optional_attr_dict()?;
    let pos = p.pos();
    let value = p.parse_attr_of_type(ty)?;
    if !matches!(ctx.attr_data(value), AttrData::Integer { .. }) {
        return Err(custom_op_error(
            p,
            pos,
            "invalid kind of attribute specified",
        ));
    }
    p.add_attr("value", value);
    p.add_result_type(ty);
    Ok(())
}

/// `index.constant` names its result `%idx<value>`.
fn constant_names(ctx: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(usize, &str)) {
    if let Some(AttrData::Integer { value, .. }) =
        rmlir_ods::get_attr(ctx, body, op, "value").map(|v| ctx.attr_data(v))
    {
        set(0, &format!("idx{}", value.to_decimal(true)));
    }
}

/// `index.bool.constant` names its result `%true` or `%false`.
fn bool_constant_names(ctx: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(usize, &str)) {
    if let Some(AttrData::Integer { value, .. }) =
        rmlir_ods::get_attr(ctx, body, op, "value").map(|v| ctx.attr_data(v))
    {
        set(0, if value.is_zero() { "false" } else { "true" });
    }
}

const BINARY_OPERANDS: &[rmlir_ods::ValueDef] = &[one("lhs", &INDEX), one("rhs", &INDEX)];
const INDEX_RESULT: &[rmlir_ods::ValueDef] = &[one("result", &INDEX)];
const CAST_INPUT: &[rmlir_ods::ValueDef] = &[one("input", &INTEGER_OR_INDEX)];
const CAST_OUTPUT: &[rmlir_ods::ValueDef] = &[one("output", &INTEGER_OR_INDEX)];

/// The `lhs` and `rhs` of a binary index op (every one declares
/// `BINARY_OPERANDS`: operands 0 and 1), for the folders and patterns
/// serving all of them alike.
pub(crate) fn lhs_rhs(body: &Body, op: OpId) -> (ValueId, ValueId) {
    (body.operand(op, 0), body.operand(op, 1))
}

/// The `input` of `index.casts` / `index.castu` (`CAST_INPUT`: operand 0).
fn cast_input(body: &Body, op: OpId) -> ValueId {
    body.operand(op, 0)
}

/// `IndexBinaryOp`: two `index` operands, an `index` result, a folder.
const fn binary(name: &'static str) -> OpDef {
    OpDef {
        name,
        traits: OpTraits::PURE,
        ..division(name)
    }
}

/// A commutative [`binary`] op (its constant operand is moved to the right
/// before folding) with the constant-combining pattern.
const fn commutative(name: &'static str, canonicalize: rmlir_ir::pattern::PatternsFn) -> OpDef {
    OpDef {
        traits: OpTraits(OpTraits::PURE.0 | OpTraits::COMMUTATIVE.0),
        canonicalize: Some(canonicalize),
        ..binary(name)
    }
}

/// A division or remainder: like [`binary`] but, as in MLIR 22, free of
/// memory effects without being speculatable (it may trap), so it is never
/// hoisted out of a loop.
const fn division(name: &'static str) -> OpDef {
    OpDef {
        name,
        traits: OpTraits::NO_MEMORY_EFFECT,
        operands: BINARY_OPERANDS,
        results: INDEX_RESULT,
        format: Some("$lhs `,` $rhs attr-dict"),
        fold: Some(fold::fold_binary),
        ..OpDef::EMPTY
    }
}

/// `index.casts` / `index.castu`.
const fn cast(name: &'static str) -> OpDef {
    OpDef {
        name,
        traits: OpTraits::PURE,
        operands: CAST_INPUT,
        results: CAST_OUTPUT,
        format: Some("$input attr-dict `:` type($input) `to` type($output)"),
        verify: Some(verify_cast),
        fold: Some(fold::fold_cast),
        ..OpDef::EMPTY
    }
}

const PURE_CONSTANT: OpTraits = OpTraits(OpTraits::PURE.0 | OpTraits::CONSTANT_LIKE.0);

/// Every index op, in `IndexOps.td` order.
pub static OPS: &[OpDef] = &[
    commutative("index.add", canon::add),
    binary("index.sub"),
    commutative("index.mul", canon::mul),
    division("index.divs"),
    division("index.divu"),
    division("index.ceildivs"),
    division("index.ceildivu"),
    division("index.floordivs"),
    division("index.rems"),
    division("index.remu"),
    commutative("index.maxs", canon::maxs),
    commutative("index.maxu", canon::maxu),
    commutative("index.mins", canon::mins),
    commutative("index.minu", canon::minu),
    binary("index.shl"),
    binary("index.shrs"),
    binary("index.shru"),
    commutative("index.and", canon::and),
    commutative("index.or", canon::or),
    commutative("index.xor", canon::xor),
    cast("index.casts"),
    cast("index.castu"),
    OpDef {
        name: "index.cmp",
        traits: OpTraits::PURE,
        operands: BINARY_OPERANDS,
        results: &[one("result", &I1)],
        attrs: &[attr("pred", &CMP_PREDICATE_ATTR)],
        parse: Some(parse_cmp),
        print: Some(print_cmp),
        fold: Some(fold::fold_cmp),
        canonicalize: Some(canon::cmp),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "index.sizeof",
        traits: OpTraits::PURE,
        results: &[one("result", &INDEX)],
        format: Some("attr-dict"),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "index.constant",
        traits: PURE_CONSTANT,
        results: &[one("result", &INDEX)],
        attrs: &[attr("value", &INDEX_ATTR)],
        format: Some("attr-dict $value"),
        parse: Some(parse_constant),
        fold: Some(fold::fold_constant),
        result_names: Some(constant_names),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "index.bool.constant",
        traits: PURE_CONSTANT,
        results: &[one("result", &I1)],
        attrs: &[attr("value", &BOOL_ATTR)],
        format: Some("attr-dict $value"),
        parse: Some(parse_constant),
        fold: Some(fold::fold_constant),
        result_names: Some(bool_constant_names),
        ..OpDef::EMPTY
    },
];
