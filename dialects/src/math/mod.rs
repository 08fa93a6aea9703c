//! The math dialect (MLIR 22's `MathOps.td`): elementwise math functions on
//! floats and integers (scalars, vectors and tensors), with the arith
//! dialect's `#arith.fastmath` flags on the floating-point ops.

mod erf;
mod fold;

/// The C library functions the folders call that Rust's `std` lacks or
/// computes differently (glibc's algorithms, bit for bit), for evaluators
/// that must agree with the folders (the interpreter).
pub mod libm {
    pub use super::erf::{erf32, erf64, erfc32, erfc64};
    pub use super::fold::{
        glibc_acosh as acosh64, glibc_acoshf as acosh32, glibc_asinh as asinh64,
        glibc_asinhf as asinh32, glibc_atanh as atanh64, glibc_atanhf as atanh32,
    };
}

use crate::arith::ops::{i1_same_shape, FASTMATH};
use crate::util::hooks::attach;
use rmlir_ir::registry::{DialectInfo, OpTraits};
use rmlir_ir::verify::op_error;
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ir::{Context, Diagnostic};
use rmlir_ir::{Type, TypeData};
use rmlir_ods::constraints::{BOOL_LIKE, FLOAT_LIKE, SIGNLESS_INT_OR_INDEX_LIKE};
use rmlir_ods::{default_attr, one, AttrDef, OpDef, ValueDef};

/// Registers the math dialect.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect(DialectInfo {
        materialize_constant: Some(crate::arith::fold::materialize_constant),
        ..DialectInfo::new("math")
    });
    for def in OPS {
        rmlir_ods::register(ctx, def);
    }
    for &(name, f) in FOLDS {
        attach(ctx, name, |i| i.fold = Some(f));
    }
}

/// The folders of the math ops.
const FOLDS: &[(&str, rmlir_ir::registry::FoldFn)] = &[
    ("math.absf", fold::absf),
    ("math.absi", fold::absi),
    ("math.acos", fold::acos),
    ("math.acosh", fold::acosh),
    ("math.asin", fold::asin),
    ("math.asinh", fold::asinh),
    ("math.atan", fold::atan),
    ("math.atan2", fold::atan2),
    ("math.atanh", fold::atanh),
    ("math.ceil", fold::ceil),
    ("math.copysign", fold::copysign),
    ("math.cos", fold::cos),
    ("math.cosh", fold::cosh),
    ("math.ctlz", fold::ctlz),
    ("math.ctpop", fold::ctpop),
    ("math.cttz", fold::cttz),
    ("math.erf", fold::erf),
    ("math.erfc", fold::erfc),
    ("math.exp", fold::exp),
    ("math.exp2", fold::exp2),
    ("math.expm1", fold::expm1),
    ("math.floor", fold::floor),
    ("math.ipowi", fold::ipowi),
    ("math.isfinite", fold::isfinite),
    ("math.isinf", fold::isinf),
    ("math.isnan", fold::isnan),
    ("math.isnormal", fold::isnormal),
    ("math.log", fold::log),
    ("math.log10", fold::log10),
    ("math.log1p", fold::log1p),
    ("math.log2", fold::log2),
    ("math.powf", fold::powf),
    ("math.round", fold::round),
    ("math.roundeven", fold::roundeven),
    ("math.sin", fold::sin),
    ("math.sinh", fold::sinh),
    ("math.sqrt", fold::sqrt),
    ("math.tan", fold::tan),
    ("math.tanh", fold::tanh),
    ("math.trunc", fold::trunc),
];

const PURE: OpTraits = OpTraits::PURE;

const FASTMATH_ATTRS: &[AttrDef] = &[default_attr("fastmath", &FASTMATH, "#arith.fastmath<none>")];

const FLOAT_UNARY_FORMAT: &str = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
const FLOAT_BINARY_FORMAT: &str =
    "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
const FLOAT_TERNARY_FORMAT: &str =
    "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";

const FLOAT_RESULT: &[ValueDef] = &[one("result", &FLOAT_LIKE)];
const FLOAT_OPERAND: &[ValueDef] = &[one("operand", &FLOAT_LIKE)];
/// The `operand` of a unary float op (each declares [`FLOAT_OPERAND`]:
/// operand 0), for the verifier the classification ops share.
fn float_operand(body: &Body, op: OpId) -> ValueId {
    body.operand(op, 0)
}

const FLOAT_OPERANDS: &[ValueDef] = &[one("lhs", &FLOAT_LIKE), one("rhs", &FLOAT_LIKE)];
const INT_OPERAND: &[ValueDef] = &[one("operand", &SIGNLESS_INT_OR_INDEX_LIKE)];
const BOOL_RESULT: &[ValueDef] = &[one("result", &BOOL_LIKE)];
const INT_RESULT: &[ValueDef] = &[one("result", &SIGNLESS_INT_OR_INDEX_LIKE)];

/// `Math_FloatUnaryOp`: one float operand, same-typed result, fastmath flags.
const fn float_unary(name: &'static str) -> OpDef {
    OpDef {
        name,
        traits: PURE,
        operands: FLOAT_OPERAND,
        results: FLOAT_RESULT,
        attrs: FASTMATH_ATTRS,
        format: Some(FLOAT_UNARY_FORMAT),
        same_operands_and_result_type: true,
        ..OpDef::EMPTY
    }
}

/// `Math_FloatBinaryOp`.
const fn float_binary(name: &'static str) -> OpDef {
    OpDef {
        name,
        traits: PURE,
        operands: FLOAT_OPERANDS,
        results: FLOAT_RESULT,
        attrs: FASTMATH_ATTRS,
        format: Some(FLOAT_BINARY_FORMAT),
        same_operands_and_result_type: true,
        ..OpDef::EMPTY
    }
}

/// `Math_IntegerUnaryOp`: signless integer or index operand and result.
const fn int_unary(name: &'static str) -> OpDef {
    OpDef {
        name,
        traits: PURE,
        operands: INT_OPERAND,
        results: INT_RESULT,
        format: Some("$operand attr-dict `:` type($result)"),
        same_operands_and_result_type: true,
        ..OpDef::EMPTY
    }
}

/// `Math_FloatClassificationOp`: a float operand, an `i1`-like result of the
/// same shape; the fastmath flags are not part of the custom form.
const fn classification(name: &'static str) -> OpDef {
    OpDef {
        name,
        traits: PURE,
        operands: FLOAT_OPERAND,
        results: BOOL_RESULT,
        attrs: FASTMATH_ATTRS,
        format: Some("$operand attr-dict `:` type($operand)"),
        infer: Some(|ctx, operands, _| operands.first().map(|&t| vec![i1_same_shape(ctx, t)])),
        verify: Some(verify_classification),
        ..OpDef::EMPTY
    }
}

fn verify_classification(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let operand = body.value_type(float_operand(body, op));
    let result = body.value_type(body.result(op, 0));
    if i1_same_shape(ctx, operand) != result {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that result type has i1 element type and same shape as operands",
        ));
    }
    Ok(())
}

/// The shape of a shaped type: `None` for non-shaped types, `Some(None)`
/// for unranked ones, else the dimensions (`i64::MIN` for `?`) and whether
/// it is a scalable vector.
fn shape_of(ctx: &Context, t: Type) -> Option<(Option<Vec<i64>>, bool)> {
    match ctx.type_data(t) {
        TypeData::Vector {
            shape, scalable, ..
        } => Some((Some(shape.to_vec()), scalable.iter().any(|&s| s))),
        TypeData::RankedTensor { shape, .. } | TypeData::MemRef { shape, .. } => {
            Some((Some(shape.to_vec()), false))
        }
        TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => Some((None, false)),
        _ => None,
    }
}

/// MLIR's `verifyCompatibleShapes` over a list of types.
pub fn compatible_shapes(ctx: &Context, types: &[Type]) -> bool {
    let shapes: Vec<_> = types.iter().map(|&t| shape_of(ctx, t)).collect();
    if shapes.iter().all(|s| s.is_none()) {
        return true;
    }
    if shapes.iter().any(|s| s.is_none()) {
        return false;
    }
    let shapes: Vec<(Option<Vec<i64>>, bool)> = shapes.into_iter().flatten().collect();
    let scalable = shapes.iter().filter(|s| s.1).count();
    if scalable != 0 && scalable != shapes.len() {
        return false;
    }
    let ranked: Vec<&Vec<i64>> = shapes.iter().filter_map(|s| s.0.as_ref()).collect();
    let Some(first) = ranked.first() else {
        return true;
    };
    if ranked.iter().any(|s| s.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|i| {
        let mut fixed = ranked.iter().map(|s| s[i]).filter(|&d| d >= 0);
        match fixed.next() {
            Some(d) => fixed.all(|x| x == d),
            None => true,
        }
    })
}

/// `SameOperandsAndResultShape` then `Elementwise` (the traits of
/// `math.fpowi` and `math.sincos` not covered by the definition).
fn verify_shape_and_elementwise(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let operands: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    let all: Vec<Type> = operands.iter().chain(&results).copied().collect();
    if !compatible_shapes(ctx, &all) {
        return Err(op_error(
            ctx,
            body,
            op,
            "requires the same shape for all operands and results",
        ));
    }
    crate::arith::verify::verify_elementwise(ctx, body, op)
}

/// Every math op.
pub static OPS: &[OpDef] = &[
    float_unary("math.absf"),
    int_unary("math.absi"),
    float_unary("math.acos"),
    float_unary("math.acosh"),
    float_unary("math.asin"),
    float_unary("math.asinh"),
    float_unary("math.atan"),
    float_binary("math.atan2"),
    float_unary("math.atanh"),
    float_unary("math.cbrt"),
    float_unary("math.ceil"),
    OpDef {
        name: "math.clampf",
        traits: PURE,
        operands: &[
            one("value", &FLOAT_LIKE),
            one("min", &FLOAT_LIKE),
            one("max", &FLOAT_LIKE),
        ],
        results: FLOAT_RESULT,
        attrs: FASTMATH_ATTRS,
        format: Some(
            "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        ),
        same_operands_and_result_type: true,
        ..OpDef::EMPTY
    },
    float_binary("math.copysign"),
    float_unary("math.cos"),
    float_unary("math.cosh"),
    int_unary("math.ctlz"),
    int_unary("math.ctpop"),
    int_unary("math.cttz"),
    float_unary("math.erf"),
    float_unary("math.erfc"),
    float_unary("math.exp"),
    float_unary("math.exp2"),
    float_unary("math.expm1"),
    float_unary("math.floor"),
    OpDef {
        name: "math.fma",
        traits: PURE,
        operands: &[
            one("a", &FLOAT_LIKE),
            one("b", &FLOAT_LIKE),
            one("c", &FLOAT_LIKE),
        ],
        results: FLOAT_RESULT,
        attrs: FASTMATH_ATTRS,
        format: Some(FLOAT_TERNARY_FORMAT),
        same_operands_and_result_type: true,
        ..OpDef::EMPTY
    },
    OpDef {
        name: "math.fpowi",
        traits: PURE,
        operands: &[
            one("lhs", &FLOAT_LIKE),
            one("rhs", &SIGNLESS_INT_OR_INDEX_LIKE),
        ],
        results: FLOAT_RESULT,
        attrs: FASTMATH_ATTRS,
        format: Some(
            "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)",
        ),
        same_types: &[&["lhs", "result"]],
        verify: Some(verify_shape_and_elementwise),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "math.ipowi",
        traits: PURE,
        operands: &[
            one("lhs", &SIGNLESS_INT_OR_INDEX_LIKE),
            one("rhs", &SIGNLESS_INT_OR_INDEX_LIKE),
        ],
        results: INT_RESULT,
        format: Some("$lhs `,` $rhs attr-dict `:` type($result)"),
        same_operands_and_result_type: true,
        ..OpDef::EMPTY
    },
    classification("math.isfinite"),
    classification("math.isinf"),
    classification("math.isnan"),
    classification("math.isnormal"),
    float_unary("math.log"),
    float_unary("math.log10"),
    float_unary("math.log1p"),
    float_unary("math.log2"),
    float_binary("math.powf"),
    float_unary("math.round"),
    float_unary("math.roundeven"),
    float_unary("math.rsqrt"),
    float_unary("math.sin"),
    OpDef {
        name: "math.sincos",
        traits: PURE,
        operands: &[one("operand", &FLOAT_LIKE)],
        results: &[one("sin", &FLOAT_LIKE), one("cos", &FLOAT_LIKE)],
        attrs: FASTMATH_ATTRS,
        format: Some("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)"),
        same_types: &[&["operand", "sin", "cos"]],
        verify: Some(verify_shape_and_elementwise),
        result_names: Some(|_, _, _, set| {
            set(0, "sin");
            set(1, "cos");
        }),
        ..OpDef::EMPTY
    },
    float_unary("math.sinh"),
    float_unary("math.sqrt"),
    float_unary("math.tan"),
    float_unary("math.tanh"),
    float_unary("math.trunc"),
];
