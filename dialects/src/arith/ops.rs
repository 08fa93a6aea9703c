//! The arith dialect's ops (MLIR 22's `ArithOps.td`).

use rmlir_ir::registry::OpTraits;
use rmlir_ir::{Attr, AttrData, Ident};
use rmlir_ir::{Body, OpId};
use rmlir_ir::{Context, Diagnostic};
use rmlir_ir::{Signedness, Type, TypeData};
use rmlir_ods::constraints::{
    self as c, dialect_attr_text, TypeConstraint, ANY_TYPE, BOOL_LIKE, FLOAT_LIKE,
    SIGNLESS_INT_OR_INDEX_LIKE, TYPED_ATTR, UNIT_ATTR,
};
use rmlir_ods::{attr, default_attr, one, opt_attr, AttrConstraint, AttrKind, OpDef};
use rmlir_text::parser::{OpAsmParser, Punct};
use rmlir_text::printer::OpAsmPrinter;

use super::{canon, fold, verify};

const PURE: OpTraits = OpTraits::PURE;
const PURE_COMM: OpTraits = OpTraits(OpTraits::PURE.0 | OpTraits::COMMUTATIVE.0);

/// `#arith.overflow<...>`.
pub static OVERFLOW_FLAGS: AttrConstraint = AttrConstraint {
    desc: "Integer overflow arith flags",
    check: |ctx, a| dialect_attr_text(ctx, a, "arith.overflow<").is_some(),
    kind: AttrKind::Stripped("arith.overflow"),
};

/// `#arith.fastmath<...>`.
pub static FASTMATH: AttrConstraint = AttrConstraint {
    desc: "Floating point fast math flags",
    check: |ctx, a| dialect_attr_text(ctx, a, "arith.fastmath<").is_some(),
    kind: AttrKind::Stripped("arith.fastmath"),
};

/// `arith.cmpi` predicates (value order).
pub const CMPI_CASES: &[(&str, i64)] = &[
    ("eq", 0),
    ("ne", 1),
    ("slt", 2),
    ("sle", 3),
    ("sgt", 4),
    ("sge", 5),
    ("ult", 6),
    ("ule", 7),
    ("ugt", 8),
    ("uge", 9),
];

/// `arith.cmpf` predicates (value order).
pub const CMPF_CASES: &[(&str, i64)] = &[
    ("false", 0),
    ("oeq", 1),
    ("ogt", 2),
    ("oge", 3),
    ("olt", 4),
    ("ole", 5),
    ("one", 6),
    ("ord", 7),
    ("ueq", 8),
    ("ugt", 9),
    ("uge", 10),
    ("ult", 11),
    ("ule", 12),
    ("une", 13),
    ("uno", 14),
    ("true", 15),
];

/// Rounding modes.
pub const ROUNDING_CASES: &[(&str, i64)] = &[
    ("to_nearest_even", 0),
    ("downward", 1),
    ("upward", 2),
    ("toward_zero", 3),
    ("to_nearest_away", 4),
];

fn enum_value(ctx: &Context, a: Attr, width: u32, max: i64) -> bool {
    match ctx.attr_data(a) {
        AttrData::Integer { ty, value } => {
            matches!(ctx.type_data(*ty), TypeData::Integer { width: w, signedness: Signedness::Signless } if *w == width)
                && value
                    .to_i64_signed()
                    .is_some_and(|v| (0..=max).contains(&v))
        }
        _ => false,
    }
}

/// `arith.cmpi` predicate attribute.
pub static CMPI_PREDICATE: AttrConstraint = AttrConstraint {
    desc: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
    check: |ctx, a| enum_value(ctx, a, 64, 9),
    kind: AttrKind::IntEnum {
        cases: CMPI_CASES,
        width: 64,
        what: "predicate",
    },
};

/// `arith.cmpf` predicate attribute.
pub static CMPF_PREDICATE: AttrConstraint = AttrConstraint {
    desc: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
    check: |ctx, a| enum_value(ctx, a, 64, 15),
    kind: AttrKind::IntEnum {
        cases: CMPF_CASES,
        width: 64,
        what: "predicate",
    },
};

/// Rounding mode attribute.
pub static ROUNDING_MODE: AttrConstraint = AttrConstraint {
    desc: "Floating point rounding mode",
    check: |ctx, a| enum_value(ctx, a, 32, 4),
    kind: AttrKind::IntEnum {
        cases: ROUNDING_CASES,
        width: 32,
        what: "roundingmode",
    },
};

/// Signless integers (not index) or containers of them.
pub static SIGNLESS_FIXED_WIDTH_INT_LIKE: TypeConstraint = TypeConstraint {
    desc: "signless-fixed-width-integer-like",
    build: None,
    check: |ctx, t| {
        let e = match ctx.type_data(t) {
            TypeData::Vector { elem, .. }
            | TypeData::RankedTensor { elem, .. }
            | TypeData::UnrankedTensor { elem } => *elem,
            _ => t,
        };
        c::is_signless_int(ctx, e)
    },
    class: None,
};

/// index_cast operands.
pub static INDEX_CAST_TYPE: TypeConstraint = TypeConstraint {
    desc: "signless-integer-like or memref of signless-integer",
    build: None,
    check: |ctx, t| {
        (c::SIGNLESS_INT_OR_INDEX_LIKE.check)(ctx, t)
            || matches!(ctx.type_data(t), TypeData::MemRef { elem, .. } | TypeData::UnrankedMemRef { elem, .. }
                if c::is_signless_int(ctx, *elem) || c::is_index(ctx, *elem))
    },
    class: None,
};

/// bitcast operands.
pub static BITCAST_TYPE: TypeConstraint = TypeConstraint {
    desc: "signless-integer-or-float-like or memref of signless-integer or float",
    build: None,
    check: |ctx, t| {
        (c::SIGNLESS_INT_OR_FLOAT_LIKE.check)(ctx, t)
            || matches!(ctx.type_data(t), TypeData::MemRef { elem, .. } | TypeData::UnrankedMemRef { elem, .. }
                if c::is_signless_int(ctx, *elem) || c::is_float(ctx, *elem))
    },
    class: None,
};

const OVERFLOW_FORMAT: &str =
    "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)";
const EXACT_FORMAT: &str = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)";
const BINARY_FORMAT: &str = "$lhs `,` $rhs attr-dict `:` type($result)";
const FLOAT_BINARY_FORMAT: &str =
    "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
const CAST_FORMAT: &str = "$in attr-dict `:` type($in) `to` type($out)";

const INT_OPERANDS: &[rmlir_ods::ValueDef] = &[
    one("lhs", &SIGNLESS_INT_OR_INDEX_LIKE),
    one("rhs", &SIGNLESS_INT_OR_INDEX_LIKE),
];
const INT_RESULT: &[rmlir_ods::ValueDef] = &[one("result", &SIGNLESS_INT_OR_INDEX_LIKE)];
const FLOAT_OPERANDS: &[rmlir_ods::ValueDef] = &[one("lhs", &FLOAT_LIKE), one("rhs", &FLOAT_LIKE)];
const FLOAT_RESULT: &[rmlir_ods::ValueDef] = &[one("result", &FLOAT_LIKE)];

const OVERFLOW_ATTRS: &[rmlir_ods::AttrDef] = &[default_attr(
    "overflowFlags",
    &OVERFLOW_FLAGS,
    "#arith.overflow<none>",
)];
const FASTMATH_ATTRS: &[rmlir_ods::AttrDef] =
    &[default_attr("fastmath", &FASTMATH, "#arith.fastmath<none>")];
const EXACT_ATTRS: &[rmlir_ods::AttrDef] = &[opt_attr("isExact", &UNIT_ATTR)];

/// An integer binary op with overflow flags.
const fn int_overflow(name: &'static str, traits: OpTraits) -> OpDef {
    OpDef {
        name,
        traits,
        operands: INT_OPERANDS,
        results: INT_RESULT,
        attrs: OVERFLOW_ATTRS,
        format: Some(OVERFLOW_FORMAT),
        same_operands_and_result_type: true,
        ..OpDef::EMPTY
    }
}

/// An integer binary op with the `exact` flag.
const fn int_exact(name: &'static str, traits: OpTraits) -> OpDef {
    OpDef {
        name,
        traits,
        operands: INT_OPERANDS,
        results: INT_RESULT,
        attrs: EXACT_ATTRS,
        format: Some(EXACT_FORMAT),
        same_operands_and_result_type: true,
        ..OpDef::EMPTY
    }
}

/// A plain integer binary op.
const fn int_binary(name: &'static str, traits: OpTraits) -> OpDef {
    OpDef {
        name,
        traits,
        operands: INT_OPERANDS,
        results: INT_RESULT,
        format: Some(BINARY_FORMAT),
        same_operands_and_result_type: true,
        ..OpDef::EMPTY
    }
}

/// A float binary op with fastmath flags.
const fn float_binary(name: &'static str, traits: OpTraits) -> OpDef {
    OpDef {
        name,
        traits,
        operands: FLOAT_OPERANDS,
        results: FLOAT_RESULT,
        attrs: FASTMATH_ATTRS,
        format: Some(FLOAT_BINARY_FORMAT),
        same_operands_and_result_type: true,
        ..OpDef::EMPTY
    }
}

/// A cast op.
macro_rules! cast {
    ($name:expr, $from:expr, $to:expr) => {
        OpDef {
            name: $name,
            traits: PURE,
            operands: &[one("in", $from)],
            results: &[one("out", $to)],
            format: Some(CAST_FORMAT),
            verify: Some(verify::cast_verify),
            ..OpDef::EMPTY
        }
    };
}

/// `i1` with the shape of `t`.
pub fn i1_same_shape(ctx: &Context, t: Type) -> Type {
    let i1 = ctx.common().i1;
    match ctx.type_data(t) {
        TypeData::Vector {
            shape, scalable, ..
        } => ctx.intern_type(TypeData::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            elem: i1,
        }),
        TypeData::RankedTensor {
            shape, encoding, ..
        } => ctx.intern_type(TypeData::RankedTensor {
            shape: shape.clone(),
            elem: i1,
            encoding: *encoding,
        }),
        TypeData::UnrankedTensor { .. } => ctx.intern_type(TypeData::UnrankedTensor { elem: i1 }),
        _ => i1,
    }
}

fn infer_compare(ctx: &Context, operands: &[Type], _: &[(Ident, Attr)]) -> Option<Vec<Type>> {
    operands.first().map(|&t| vec![i1_same_shape(ctx, t)])
}

fn infer_constant(ctx: &Context, _: &[Type], attrs: &[(Ident, Attr)]) -> Option<Vec<Type>> {
    let v = attrs.iter().find(|(k, _)| ctx.ident_str(*k) == "value")?.1;
    attr_type(ctx, v).map(|t| vec![t])
}

/// The type of a typed attribute.
pub fn attr_type(ctx: &Context, a: Attr) -> Option<Type> {
    match ctx.attr_data(a) {
        AttrData::Integer { ty, .. }
        | AttrData::Float { ty, .. }
        | AttrData::DenseElements { ty, .. }
        | AttrData::DenseResource { ty, .. }
        | AttrData::Sparse { ty, .. }
        | AttrData::String { ty: Some(ty), .. } => Some(*ty),
        _ => None,
    }
}

/// `arith.constant`: `AllTypesMatch<["value", "result"]>` (an untyped
/// string has type `none`), then `ConstantOp::verify`.
fn constant_verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let err = |m: &str| rmlir_ir::verify::op_error(ctx, body, op, m);
    let ty = body.value_type(body.result(op, 0));
    let Some(v) = rmlir_ods::get_attr(ctx, body, op, "value") else {
        return Ok(());
    };
    let value_type = match ctx.attr_data(v) {
        AttrData::String { ty: None, .. } => Some(ctx.common().none),
        _ => attr_type(ctx, v),
    };
    if value_type != Some(ty) {
        return Err(err(
            "failed to verify that all of {value, result} have same type",
        ));
    }
    if let TypeData::Integer { signedness, .. } = ctx.type_data(ty) {
        if *signedness != Signedness::Signless {
            return Err(err("integer return type must be signless"));
        }
    }
    if !matches!(
        ctx.attr_data(v),
        AttrData::Integer { .. }
            | AttrData::Float { .. }
            | AttrData::DenseElements { .. }
            | AttrData::DenseResource { .. }
            | AttrData::Sparse { .. }
    ) {
        return Err(err(
            "value must be an integer, float, or elements attribute",
        ));
    }
    let scalable = matches!(ctx.type_data(ty), TypeData::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    let splat = matches!(
        ctx.attr_data(v),
        AttrData::DenseElements { splat: true, .. }
    );
    if scalable && !splat {
        return Err(err(
            "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
        ));
    }
    Ok(())
}

/// The custom parser of `arith.cmpi` and `arith.cmpf`: the format, then, as
/// MLIR's generated parser checks the operand type it infers the result
/// type from, the constraint of `lhs`.
fn compare_parse(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    rmlir_ods::format::parse_with_format(p)?;
    let ctx = p.ctx();
    let constraint = if ctx.op_name_str(p.op_name()) == "arith.cmpf" {
        &FLOAT_LIKE
    } else {
        &SIGNLESS_INT_OR_INDEX_LIKE
    };
    let Some(&lhs) = p.operands().first() else {
        return Ok(());
    };
    let t = p.value_type(lhs);
    if !(constraint.check)(ctx, t) {
        let pos = p.name_pos();
        return Err(p.custom_error(
            pos,
            format!(
                "'lhs' must be {}, but got '{}'",
                constraint.desc,
                rmlir_text::printer::type_to_string(ctx, t)
            ),
        ));
    }
    Ok(())
}

/// `arith.constant` result names: `%c42_i32`, `%c3` (index), `%true`,
/// `%false`, `%cst`.
fn constant_names(ctx: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(usize, &str)) {
    let ty = body.value_type(body.result(op, 0));
    let v = rmlir_ods::get_attr(ctx, body, op, "value");
    if let Some(AttrData::Integer { value, .. }) = v.map(|v| ctx.attr_data(v)) {
        if let TypeData::Integer { width: 1, .. } = ctx.type_data(ty) {
            return set(0, if value.is_zero() { "false" } else { "true" });
        }
        let mut name = format!("c{}", value.to_decimal(true));
        if matches!(ctx.type_data(ty), TypeData::Integer { .. }) {
            name.push('_');
            name.push_str(&rmlir_text::printer::type_to_string(ctx, ty));
        }
        set(0, &name);
    } else {
        set(0, "cst");
    }
}

fn ext_names(_: &Context, _: &Body, _: OpId, set: &mut dyn FnMut(usize, &str)) {
    set(0, "low");
    set(1, "high");
}

fn addui_names(_: &Context, _: &Body, _: OpId, set: &mut dyn FnMut(usize, &str)) {
    set(0, "sum");
    set(1, "overflow");
}

/// `arith.select %c, %a, %b : T` or `: C, T` when the condition is not `i1`.
fn select_parse(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let pos = p.pos();
    let ops = p.parse_operand_list(rmlir_text::parser::Delimiter::None)?;
    if ops.len() != 3 {
        return Err(p.error_at(pos, "expected 3 operands"));
    }
    p.parse_optional_attr_dict()?;
    p.parse_punct(Punct::Colon)?;
    let first = p.parse_type()?;
    let (cond, ty) = if p.parse_optional_punct(Punct::Comma) {
        (first, p.parse_type()?)
    } else {
        (p.ctx().common().i1, first)
    };
    p.resolve_operands(&ops, &[cond, ty, ty], pos)?;
    p.add_result_type(ty);
    Ok(())
}

fn select_print(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId) {
    p.write_char(' ');
    p.print_operands(body, body.operands(op));
    let attrs = p.op_attrs(body, op);
    p.print_optional_attr_dict(&attrs, &[]);
    p.write_str(" : ");
    let cond = body.value_type(super::SelectOp(op).condition(p.ctx(), body));
    if let TypeData::Vector { .. }
    | TypeData::RankedTensor { .. }
    | TypeData::UnrankedTensor { .. } = p.ctx().type_data(cond)
    {
        p.print_type(cond);
        p.write_str(", ");
    }
    p.print_type(body.value_type(body.result(op, 0)));
}

/// Every arith op.
pub static OPS: &[OpDef] = &[
    OpDef {
        name: "arith.constant",
        fold: Some(fold::fold_constant),
        traits: OpTraits(PURE.0 | OpTraits::CONSTANT_LIKE.0),
        results: &[one("result", &ANY_TYPE)],
        attrs: &[attr("value", &TYPED_ATTR)],
        format: Some("attr-dict $value"),
        infer: Some(infer_constant),
        verify: Some(constant_verify),
        result_names: Some(constant_names),
        ..OpDef::EMPTY
    },
    OpDef {
        fold: Some(fold::fold_addi),
        canonicalize: Some(canon::addi),
        ..int_overflow("arith.addi", PURE_COMM)
    },
    OpDef {
        fold: Some(fold::fold_subi),
        canonicalize: Some(canon::subi),
        ..int_overflow("arith.subi", PURE)
    },
    OpDef {
        fold: Some(fold::fold_muli),
        canonicalize: Some(canon::muli),
        ..int_overflow("arith.muli", PURE_COMM)
    },
    OpDef {
        fold: Some(fold::fold_shli),
        ..int_overflow("arith.shli", PURE)
    },
    OpDef {
        fold: Some(fold::fold_divui),
        ..int_exact("arith.divui", OpTraits::NO_MEMORY_EFFECT)
    },
    OpDef {
        fold: Some(fold::fold_divsi),
        ..int_exact("arith.divsi", OpTraits::NO_MEMORY_EFFECT)
    },
    OpDef {
        fold: Some(fold::fold_shrui),
        ..int_exact("arith.shrui", PURE)
    },
    OpDef {
        fold: Some(fold::fold_shrsi),
        ..int_exact("arith.shrsi", PURE)
    },
    OpDef {
        fold: Some(fold::fold_ceildivui),
        ..int_binary("arith.ceildivui", OpTraits::NO_MEMORY_EFFECT)
    },
    OpDef {
        fold: Some(fold::fold_ceildivsi),
        ..int_binary("arith.ceildivsi", OpTraits::NO_MEMORY_EFFECT)
    },
    OpDef {
        fold: Some(fold::fold_floordivsi),
        ..int_binary("arith.floordivsi", PURE)
    },
    OpDef {
        fold: Some(fold::fold_remui),
        ..int_binary("arith.remui", PURE)
    },
    OpDef {
        fold: Some(fold::fold_remsi),
        ..int_binary("arith.remsi", PURE)
    },
    OpDef {
        fold: Some(fold::fold_andi),
        canonicalize: Some(canon::andi),
        ..int_binary("arith.andi", PURE_COMM)
    },
    OpDef {
        fold: Some(fold::fold_ori),
        canonicalize: Some(canon::ori),
        ..int_binary("arith.ori", PURE_COMM)
    },
    OpDef {
        fold: Some(fold::fold_xori),
        canonicalize: Some(canon::xori),
        ..int_binary("arith.xori", PURE_COMM)
    },
    OpDef {
        fold: Some(fold::fold_maxsi),
        ..int_binary("arith.maxsi", PURE_COMM)
    },
    OpDef {
        fold: Some(fold::fold_maxui),
        ..int_binary("arith.maxui", PURE_COMM)
    },
    OpDef {
        fold: Some(fold::fold_minsi),
        ..int_binary("arith.minsi", PURE_COMM)
    },
    OpDef {
        fold: Some(fold::fold_minui),
        ..int_binary("arith.minui", PURE_COMM)
    },
    OpDef {
        name: "arith.addui_extended",
        fold: Some(fold::fold_addui_extended),
        canonicalize: Some(canon::addui_extended),
        traits: PURE_COMM,
        operands: INT_OPERANDS,
        results: &[
            one("sum", &SIGNLESS_INT_OR_INDEX_LIKE),
            one("overflow", &BOOL_LIKE),
        ],
        format: Some("$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)"),
        same_types: &[&["lhs", "rhs", "sum"]],
        verify: Some(verify::verify_elementwise),
        result_names: Some(addui_names),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "arith.mulsi_extended",
        fold: Some(fold::fold_mulsi_extended),
        canonicalize: Some(canon::mulsi_extended),
        traits: PURE_COMM,
        operands: INT_OPERANDS,
        results: &[
            one("low", &SIGNLESS_INT_OR_INDEX_LIKE),
            one("high", &SIGNLESS_INT_OR_INDEX_LIKE),
        ],
        format: Some("$lhs `,` $rhs attr-dict `:` type($lhs)"),
        same_types: &[&["lhs", "rhs", "low", "high"]],
        result_names: Some(ext_names),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "arith.mului_extended",
        fold: Some(fold::fold_mului_extended),
        canonicalize: Some(canon::mului_extended),
        traits: PURE_COMM,
        operands: INT_OPERANDS,
        results: &[
            one("low", &SIGNLESS_INT_OR_INDEX_LIKE),
            one("high", &SIGNLESS_INT_OR_INDEX_LIKE),
        ],
        format: Some("$lhs `,` $rhs attr-dict `:` type($lhs)"),
        same_types: &[&["lhs", "rhs", "low", "high"]],
        result_names: Some(ext_names),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "arith.negf",
        fold: Some(fold::fold_negf),
        traits: PURE,
        operands: &[one("operand", &FLOAT_LIKE)],
        results: FLOAT_RESULT,
        attrs: FASTMATH_ATTRS,
        format: Some("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
        same_operands_and_result_type: true,
        ..OpDef::EMPTY
    },
    OpDef {
        fold: Some(fold::fold_addf),
        ..float_binary("arith.addf", PURE_COMM)
    },
    OpDef {
        fold: Some(fold::fold_subf),
        ..float_binary("arith.subf", PURE)
    },
    OpDef {
        fold: Some(fold::fold_mulf),
        canonicalize: Some(canon::mulf),
        ..float_binary("arith.mulf", PURE_COMM)
    },
    OpDef {
        fold: Some(fold::fold_divf),
        canonicalize: Some(canon::divf),
        ..float_binary("arith.divf", PURE)
    },
    OpDef {
        fold: Some(fold::fold_remf),
        ..float_binary("arith.remf", PURE)
    },
    OpDef {
        fold: Some(fold::fold_maximumf),
        ..float_binary("arith.maximumf", PURE_COMM)
    },
    OpDef {
        fold: Some(fold::fold_minimumf),
        ..float_binary("arith.minimumf", PURE_COMM)
    },
    OpDef {
        fold: Some(fold::fold_maxnumf),
        ..float_binary("arith.maxnumf", PURE_COMM)
    },
    OpDef {
        fold: Some(fold::fold_minnumf),
        ..float_binary("arith.minnumf", PURE_COMM)
    },
    OpDef {
        fold: Some(fold::fold_extui),
        ..cast!("arith.extui", &SIGNLESS_FIXED_WIDTH_INT_LIKE, &SIGNLESS_FIXED_WIDTH_INT_LIKE)
    },
    OpDef {
        fold: Some(fold::fold_extsi),
        canonicalize: Some(canon::extsi),
        ..cast!("arith.extsi", &SIGNLESS_FIXED_WIDTH_INT_LIKE, &SIGNLESS_FIXED_WIDTH_INT_LIKE)
    },
    OpDef {
        name: "arith.extf",
        fold: Some(fold::fold_extf),
        attrs: &[opt_attr("fastmath", &FASTMATH)],
        format: Some("$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"),
        ..cast!("arith.extf", &FLOAT_LIKE, &FLOAT_LIKE)
    },
    OpDef {
        name: "arith.scaling_extf",
        operands: &[one("in", &FLOAT_LIKE), one("scale", &FLOAT_LIKE)],
        attrs: &[opt_attr("fastmath", &FASTMATH)],
        format: Some(
            "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
        ),
        ..cast!("arith.scaling_extf", &FLOAT_LIKE, &FLOAT_LIKE)
    },
    OpDef {
        name: "arith.trunci",
        fold: Some(fold::fold_trunci),
        canonicalize: Some(canon::trunci),
        attrs: OVERFLOW_ATTRS,
        format: Some(
            "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)",
        ),
        ..cast!("arith.trunci", &SIGNLESS_FIXED_WIDTH_INT_LIKE, &SIGNLESS_FIXED_WIDTH_INT_LIKE)
    },
    OpDef {
        name: "arith.truncf",
        fold: Some(fold::fold_truncf),
        canonicalize: Some(canon::truncf),
        attrs: &[
            opt_attr("roundingmode", &ROUNDING_MODE),
            opt_attr("fastmath", &FASTMATH),
        ],
        format: Some(
            "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
        ),
        ..cast!("arith.truncf", &FLOAT_LIKE, &FLOAT_LIKE)
    },
    OpDef {
        name: "arith.scaling_truncf",
        operands: &[one("in", &FLOAT_LIKE), one("scale", &FLOAT_LIKE)],
        attrs: &[
            opt_attr("roundingmode", &ROUNDING_MODE),
            opt_attr("fastmath", &FASTMATH),
        ],
        format: Some(
            "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
        ),
        ..cast!("arith.scaling_truncf", &FLOAT_LIKE, &FLOAT_LIKE)
    },
    OpDef {
        fold: Some(fold::fold_uitofp),
        ..cast!("arith.uitofp", &SIGNLESS_FIXED_WIDTH_INT_LIKE, &FLOAT_LIKE)
    },
    OpDef {
        fold: Some(fold::fold_sitofp),
        ..cast!("arith.sitofp", &SIGNLESS_FIXED_WIDTH_INT_LIKE, &FLOAT_LIKE)
    },
    OpDef {
        fold: Some(fold::fold_fptoui),
        ..cast!("arith.fptoui", &FLOAT_LIKE, &SIGNLESS_FIXED_WIDTH_INT_LIKE)
    },
    OpDef {
        fold: Some(fold::fold_fptosi),
        ..cast!("arith.fptosi", &FLOAT_LIKE, &SIGNLESS_FIXED_WIDTH_INT_LIKE)
    },
    OpDef {
        fold: Some(fold::fold_index_cast),
        canonicalize: Some(canon::index_cast),
        ..cast!("arith.index_cast", &INDEX_CAST_TYPE, &INDEX_CAST_TYPE)
    },
    OpDef {
        fold: Some(fold::fold_index_castui),
        canonicalize: Some(canon::index_castui),
        ..cast!("arith.index_castui", &INDEX_CAST_TYPE, &INDEX_CAST_TYPE)
    },
    OpDef {
        fold: Some(fold::fold_bitcast),
        canonicalize: Some(canon::bitcast),
        ..cast!("arith.bitcast", &BITCAST_TYPE, &BITCAST_TYPE)
    },
    OpDef {
        name: "arith.cmpi",
        fold: Some(fold::fold_cmpi),
        canonicalize: Some(canon::cmpi),
        traits: PURE,
        operands: INT_OPERANDS,
        results: &[one("result", &BOOL_LIKE)],
        attrs: &[attr("predicate", &CMPI_PREDICATE)],
        format: Some("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"),
        same_type_operands: true,
        infer: Some(infer_compare),
        parse: Some(compare_parse),
        verify: Some(verify::compare_verify),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "arith.cmpf",
        fold: Some(fold::fold_cmpf),
        canonicalize: Some(canon::cmpf),
        traits: PURE,
        operands: FLOAT_OPERANDS,
        results: &[one("result", &BOOL_LIKE)],
        attrs: &[
            attr("predicate", &CMPF_PREDICATE),
            default_attr("fastmath", &FASTMATH, "#arith.fastmath<none>"),
        ],
        format: Some(
            "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
        ),
        same_type_operands: true,
        infer: Some(infer_compare),
        parse: Some(compare_parse),
        verify: Some(verify::compare_verify),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "arith.select",
        fold: Some(fold::fold_select),
        canonicalize: Some(canon::select),
        traits: PURE,
        operands: &[
            one("condition", &BOOL_LIKE),
            one("true_value", &ANY_TYPE),
            one("false_value", &ANY_TYPE),
        ],
        results: &[one("result", &ANY_TYPE)],
        same_types: &[&["true_value", "false_value", "result"]],
        parse: Some(select_parse),
        print: Some(select_print),
        verify: Some(verify::select_verify),
        ..OpDef::EMPTY
    },
];
