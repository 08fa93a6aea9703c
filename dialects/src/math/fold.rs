//! Constant folders of the math dialect (MLIR 22's `MathOps.cpp` with the
//! `constFold*` helpers of `CommonFolders.h`): scalars, splats and dense
//! elements attributes are folded element by element.
//!
//! Rounding, sign and integer ops are exact for every float type (the
//! APFloat emulation of `rmlir_numerics::float_ops`); the transcendental
//! functions fold only `f32` and `f64` and call the host C library through
//! Rust's `std` exactly as MLIR calls `sinf`/`sin` & co. `asinh`, `acosh`
//! and `atanh` follow the C library's algorithms on top of its `log`,
//! `log1p` and `sqrt` (Rust's own formulas differ in the last bit). `erf`
//! and `erfc`, which `std` does not expose, are glibc's algorithms in
//! [`super::erf`] on top of the library's `exp`. `cbrt`, `rsqrt`, `fpowi`
//! and `sincos` have no folder in MLIR 22.

use crate::util::constant::fold_attr;
use crate::util::shaped::elem_of;
use rmlir_ir::registry::FoldResult;
use rmlir_ir::Context;
use rmlir_ir::{Attr, AttrData, DenseValues};
use rmlir_ir::{Body, OpId};
use rmlir_ir::{Type, TypeData};
use rmlir_numerics::apint::APInt;
use rmlir_numerics::float::FloatKind;
use rmlir_numerics::float_ops::{self as fo, RoundingMode};

/// A constant operand: its type and element values (one for a scalar or a
/// splat).
struct Cst {
    ty: Type,
    elem: Type,
    scalar: bool,
    splat: bool,
    values: Vec<APInt>,
}

/// Reads an integer/float scalar or dense elements constant.
fn cst(ctx: &Context, a: Option<Attr>) -> Option<Cst> {
    match ctx.attr_data(a?) {
        AttrData::Integer { ty, value } => Some(Cst {
            ty: *ty,
            elem: *ty,
            scalar: true,
            splat: true,
            values: vec![value.clone()],
        }),
        AttrData::Float { ty, bits } => Some(Cst {
            ty: *ty,
            elem: *ty,
            scalar: true,
            splat: true,
            values: vec![bits.clone()],
        }),
        AttrData::DenseElements {
            ty,
            splat,
            values: DenseValues::Bits(b),
        } => {
            let elem = elem_of(ctx, *ty)?;
            Some(Cst {
                ty: *ty,
                elem,
                scalar: false,
                splat: *splat,
                values: b.iter().collect(),
            })
        }
        _ => None,
    }
}

/// Whether a type is a float (`Some(kind)`) or integer/index (`None`).
fn float_kind(ctx: &Context, t: Type) -> Option<FloatKind> {
    match ctx.type_data(t) {
        TypeData::Float(k) => Some(*k),
        _ => None,
    }
}

fn is_int(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { .. } | TypeData::Index)
}

/// Builds the attribute of `ty` from element values (`scalar`: a single
/// integer or float attribute).
fn make(ctx: &Context, ty: Type, elem: Type, scalar: bool, values: Vec<APInt>) -> Attr {
    if scalar {
        return match ctx.type_data(elem) {
            TypeData::Float(_) => ctx.intern_attr(AttrData::Float {
                ty,
                bits: values[0].clone(),
            }),
            _ => ctx.intern_attr(AttrData::Integer {
                ty,
                value: values[0].clone(),
            }),
        };
    }
    let width = values.first().map_or(1, |v| v.width());
    if values.len() == 1 {
        return ctx.dense_elements_attr(ty, DenseValues::splat(&values[0]));
    }
    ctx.dense_elements_attr(ty, DenseValues::from_apints(width, &values))
}

fn bits(v: &APInt) -> u128 {
    v.to_u128().unwrap_or(0)
}

fn apint(kind: FloatKind, b: u128) -> APInt {
    let w = kind.bit_width();
    APInt::from_words(w, &[b as u64, (b >> 64) as u64])
}

/// MLIR 22's `CommonFolders.h` poison rule: an op of the unary, binary
/// and integer folders with a `#ub.poison` operand folds to poison
/// (materialized as `ub.poison` of the result type), whatever the other
/// operand is.
fn poison_operand(ctx: &Context, c: &[Option<Attr>]) -> Option<FoldResult> {
    c.iter()
        .flatten()
        .find(|&&a| crate::arith::fold::is_poison(ctx, a))
        .map(|&a| fold_attr(a))
}

/// `constFoldUnaryOpConditional<FloatAttr>`.
fn unary_float(
    ctx: &Context,
    c: &[Option<Attr>],
    f: impl Fn(FloatKind, u128) -> Option<u128>,
) -> FoldResult {
    if let Some(p) = poison_operand(ctx, c) {
        return p;
    }
    let Some(x) = cst(ctx, c.first().copied().flatten()) else {
        return FoldResult::None;
    };
    let Some(kind) = float_kind(ctx, x.elem) else {
        return FoldResult::None;
    };
    let mut out = Vec::with_capacity(x.values.len());
    for v in &x.values {
        match f(kind, bits(v)) {
            Some(r) => out.push(apint(kind, r)),
            None => return FoldResult::None,
        }
    }
    if x.splat && !x.scalar {
        out.truncate(1);
    }
    fold_attr(make(ctx, x.ty, x.elem, x.scalar, out))
}

/// `constFoldBinaryOpConditional<FloatAttr>`.
fn binary_float(
    ctx: &Context,
    c: &[Option<Attr>],
    f: impl Fn(FloatKind, u128, u128) -> Option<u128>,
) -> FoldResult {
    if let Some(p) = poison_operand(ctx, c) {
        return p;
    }
    let (Some(a), Some(b)) = (
        cst(ctx, c.first().copied().flatten()),
        cst(ctx, c.get(1).copied().flatten()),
    ) else {
        return FoldResult::None;
    };
    if a.ty != b.ty || a.scalar != b.scalar {
        return FoldResult::None;
    }
    let Some(kind) = float_kind(ctx, a.elem) else {
        return FoldResult::None;
    };
    let n = if a.splat && b.splat {
        1
    } else {
        a.values.len().max(b.values.len())
    };
    let at = |x: &Cst, i: usize| bits(if x.splat { &x.values[0] } else { &x.values[i] });
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        match f(kind, at(&a, i), at(&b, i)) {
            Some(r) => out.push(apint(kind, r)),
            None => return FoldResult::None,
        }
    }
    fold_attr(make(ctx, a.ty, a.elem, a.scalar, out))
}

/// `constFoldUnaryOp<IntegerAttr>`.
fn unary_int(ctx: &Context, c: &[Option<Attr>], f: impl Fn(&APInt) -> APInt) -> FoldResult {
    if let Some(p) = poison_operand(ctx, c) {
        return p;
    }
    let Some(x) = cst(ctx, c.first().copied().flatten()) else {
        return FoldResult::None;
    };
    if !is_int(ctx, x.elem) {
        return FoldResult::None;
    }
    let mut out: Vec<APInt> = x.values.iter().map(&f).collect();
    if x.splat && !x.scalar {
        out.truncate(1);
    }
    fold_attr(make(ctx, x.ty, x.elem, x.scalar, out))
}

/// The classification folds: a scalar gives a bool, a splat an `i1` splat
/// of the result type.
fn classify(
    ctx: &Context,
    body: &Body,
    op: OpId,
    c: &[Option<Attr>],
    f: impl Fn(FloatKind, u128) -> bool,
) -> FoldResult {
    let Some(x) = cst(ctx, c.first().copied().flatten()) else {
        return FoldResult::None;
    };
    let Some(kind) = float_kind(ctx, x.elem) else {
        return FoldResult::None;
    };
    let r = f(kind, bits(&x.values[0]));
    let v = APInt::from_u64(1, r as u64);
    if x.scalar {
        let i1 = ctx.common().i1;
        return fold_attr(ctx.intern_attr(AttrData::Integer { ty: i1, value: v }));
    }
    if !x.splat {
        return FoldResult::None;
    }
    let rt = body.value_type(body.result(op, 0));
    fold_attr(ctx.dense_elements_attr(rt, DenseValues::splat(&v)))
}

/// Applies a host `f64`/`f32` function (MLIR's switch on the IEEE double
/// and single semantics; other types do not fold).
fn host(kind: FloatKind, b: u128, f64f: fn(f64) -> f64, f32f: fn(f32) -> f32) -> Option<u128> {
    match kind {
        FloatKind::F64 => Some(f64f(f64::from_bits(b as u64)).to_bits() as u128),
        FloatKind::F32 => Some(f32f(f32::from_bits(b as u32)).to_bits() as u128),
        _ => None,
    }
}

/// Binary version of [`host`].
fn host2(
    kind: FloatKind,
    a: u128,
    b: u128,
    f64f: fn(f64, f64) -> f64,
    f32f: fn(f32, f32) -> f32,
) -> Option<u128> {
    match kind {
        FloatKind::F64 => {
            Some(f64f(f64::from_bits(a as u64), f64::from_bits(b as u64)).to_bits() as u128)
        }
        FloatKind::F32 => {
            Some(f32f(f32::from_bits(a as u32), f32::from_bits(b as u32)).to_bits() as u128)
        }
        _ => None,
    }
}

macro_rules! host_fold {
    ($name:ident, $f64:expr, $f32:expr) => {
        #[doc = concat!("Folder of `math.", stringify!($name), "` (f32/f64 through the C library).")]
        pub(crate) fn $name(
            ctx: &Context,
            _: &mut Body,
            _: OpId,
            c: &[Option<Attr>],
        ) -> FoldResult {
            unary_float(ctx, c, |k, b| host(k, b, $f64, $f32))
        }
    };
    ($name:ident, $f64:expr, $f32:expr, nonneg) => {
        #[doc = concat!("Folder of `math.", stringify!($name), "` (non-negative f32/f64 operands).")]
        pub(crate) fn $name(
            ctx: &Context,
            _: &mut Body,
            _: OpId,
            c: &[Option<Attr>],
        ) -> FoldResult {
            unary_float(ctx, c, |k, b| {
                if fo::is_negative(k, b) {
                    return None;
                }
                host(k, b, $f64, $f32)
            })
        }
    };
}

host_fold!(acos, f64::acos, f32::acos);
host_fold!(asin, f64::asin, f32::asin);
host_fold!(atan, f64::atan, f32::atan);
host_fold!(cos, f64::cos, f32::cos);
host_fold!(cosh, f64::cosh, f32::cosh);
host_fold!(sin, f64::sin, f32::sin);
host_fold!(sinh, f64::sinh, f32::sinh);
host_fold!(tan, f64::tan, f32::tan);
host_fold!(tanh, f64::tanh, f32::tanh);
host_fold!(erf, super::erf::erf64, super::erf::erf32);
host_fold!(erfc, super::erf::erfc64, super::erf::erfc32);
host_fold!(exp, f64::exp, f32::exp);
host_fold!(exp2, f64::exp2, f32::exp2);
host_fold!(expm1, f64::exp_m1, f32::exp_m1);
host_fold!(round, f64::round, f32::round);
host_fold!(trunc, f64::trunc, f32::trunc);
host_fold!(log, f64::ln, f32::ln, nonneg);
host_fold!(log2, f64::log2, f32::log2, nonneg);
host_fold!(log10, f64::log10, f32::log10, nonneg);
host_fold!(sqrt, f64::sqrt, f32::sqrt, nonneg);

// ----- asinh, acosh, atanh as the GNU C library computes them --------------
//
// Rust's `f64::asinh` & co use their own formulas; these follow the
// algorithms of the C library MLIR calls (the fdlibm-derived versions in
// glibc), built on `log`/`log1p`/`sqrt`, which `std` takes from that
// library, so the results agree bit for bit.

/// The C library's domain error result `(x - x) / (x - x)`: the hardware's
/// default NaN for a number, the (quieted) NaN itself for a NaN.
#[allow(clippy::eq_op)]
fn domain_nan<T: std::ops::Sub<Output = T> + std::ops::Div<Output = T> + Copy>(x: T) -> T {
    (x - x) / (x - x)
}

/// glibc's `asinh`.
pub fn glibc_asinh(x: f64) -> f64 {
    let ix = ((x.to_bits() >> 32) as u32) & 0x7fff_ffff;
    if ix < 0x3e30_0000 {
        return x;
    }
    let xa = x.abs();
    let w = if ix > 0x41b0_0000 {
        if ix >= 0x7ff0_0000 {
            return x + x;
        }
        xa.ln() + std::f64::consts::LN_2
    } else if ix > 0x4000_0000 {
        (2.0 * xa + 1.0 / ((xa * xa + 1.0).sqrt() + xa)).ln()
    } else {
        let t = xa * xa;
        (xa + t / (1.0 + (1.0 + t).sqrt())).ln_1p()
    };
    w.copysign(x)
}

/// glibc's `asinhf`.
pub fn glibc_asinhf(x: f32) -> f32 {
    let ix = x.to_bits() & 0x7fff_ffff;
    if ix < 0x3800_0000 {
        return x;
    }
    let xa = x.abs();
    let w = if ix > 0x4700_0000 {
        if ix >= 0x7f80_0000 {
            return x + x;
        }
        xa.ln() + std::f32::consts::LN_2
    } else if ix > 0x4000_0000 {
        (2.0 * xa + 1.0 / ((xa * xa + 1.0).sqrt() + xa)).ln()
    } else {
        let t = xa * xa;
        (xa + t / (1.0 + (1.0 + t).sqrt())).ln_1p()
    };
    w.copysign(x)
}

/// glibc's `acosh`.
pub fn glibc_acosh(x: f64) -> f64 {
    let bits = x.to_bits();
    let hx = (bits >> 32) as u32 as i32;
    let lx = bits as u32;
    if hx < 0x3ff0_0000 {
        domain_nan(x)
    } else if hx >= 0x41b0_0000 {
        if hx >= 0x7ff0_0000 {
            x + x
        } else {
            x.ln() + std::f64::consts::LN_2
        }
    } else if hx == 0x3ff0_0000 && lx == 0 {
        0.0
    } else if hx > 0x4000_0000 {
        let t = x * x;
        (2.0 * x - 1.0 / (x + (t - 1.0).sqrt())).ln()
    } else {
        let t = x - 1.0;
        (t + (2.0 * t + t * t).sqrt()).ln_1p()
    }
}

/// glibc's `acoshf`.
pub fn glibc_acoshf(x: f32) -> f32 {
    let hx = x.to_bits() as i32;
    if hx < 0x3f80_0000 {
        domain_nan(x)
    } else if hx >= 0x4d80_0000 {
        if hx >= 0x7f80_0000 {
            x + x
        } else {
            x.ln() + std::f32::consts::LN_2
        }
    } else if hx == 0x3f80_0000 {
        0.0
    } else if hx > 0x4000_0000 {
        let t = x * x;
        (2.0 * x - 1.0 / (x + (t - 1.0).sqrt())).ln()
    } else {
        let t = x - 1.0;
        (t + (2.0 * t + t * t).sqrt()).ln_1p()
    }
}

/// glibc's `atanh`.
pub fn glibc_atanh(x: f64) -> f64 {
    let xa = x.abs();
    let t = if xa < 0.5 {
        if xa < f64::from_bits(0x3e30_0000_0000_0000) {
            return x;
        }
        let t = xa + xa;
        0.5 * (t + t * xa / (1.0 - xa)).ln_1p()
    } else if xa < 1.0 {
        0.5 * ((xa + xa) / (1.0 - xa)).ln_1p()
    } else if xa > 1.0 {
        return domain_nan(x);
    } else {
        return x / 0.0;
    };
    t.copysign(x)
}

/// glibc's `atanhf`.
pub fn glibc_atanhf(x: f32) -> f32 {
    let xa = x.abs();
    let t = if xa < 0.5 {
        if xa < f32::from_bits(0x3180_0000) {
            return x;
        }
        let t = xa + xa;
        0.5 * (t + t * xa / (1.0 - xa)).ln_1p()
    } else if xa < 1.0 {
        0.5 * ((xa + xa) / (1.0 - xa)).ln_1p()
    } else if xa > 1.0 {
        return domain_nan(x);
    } else {
        return x / 0.0;
    };
    t.copysign(x)
}

host_fold!(asinh, glibc_asinh, glibc_asinhf);
host_fold!(acosh, glibc_acosh, glibc_acoshf);
host_fold!(atanh, glibc_atanh, glibc_atanhf);

/// `math.log1p`: f32/f64 operands whose sum with 1 is not negative.
pub(crate) fn log1p(ctx: &Context, _: &mut Body, _: OpId, c: &[Option<Attr>]) -> FoldResult {
    unary_float(ctx, c, |k, b| {
        if !matches!(k, FloatKind::F32 | FloatKind::F64) {
            return None;
        }
        if fo::is_negative(k, fo::add(k, b, fo::one(k, false))) {
            return None;
        }
        host(k, b, f64::ln_1p, f32::ln_1p)
    })
}

/// `math.atan2`: two zeros give NaN (any type), else f32/f64 `atan2`.
pub(crate) fn atan2(ctx: &Context, _: &mut Body, _: OpId, c: &[Option<Attr>]) -> FoldResult {
    binary_float(ctx, c, |k, a, b| {
        if fo::is_zero(k, a) && fo::is_zero(k, b) {
            return fo::nan(k);
        }
        host2(k, a, b, f64::atan2, f32::atan2)
    })
}

/// `math.powf` on f32/f64.
pub(crate) fn powf(ctx: &Context, _: &mut Body, _: OpId, c: &[Option<Attr>]) -> FoldResult {
    binary_float(ctx, c, |k, a, b| host2(k, a, b, f64::powf, f32::powf))
}

/// `math.absf` (every float type).
pub(crate) fn absf(ctx: &Context, _: &mut Body, _: OpId, c: &[Option<Attr>]) -> FoldResult {
    unary_float(ctx, c, |k, b| Some(fo::abs(k, b)))
}

/// `math.ceil` (round toward +inf).
pub(crate) fn ceil(ctx: &Context, _: &mut Body, _: OpId, c: &[Option<Attr>]) -> FoldResult {
    unary_float(ctx, c, |k, b| {
        Some(fo::round_to_integral(k, b, RoundingMode::TowardPositive))
    })
}

/// `math.floor` (round toward -inf).
pub(crate) fn floor(ctx: &Context, _: &mut Body, _: OpId, c: &[Option<Attr>]) -> FoldResult {
    unary_float(ctx, c, |k, b| {
        Some(fo::round_to_integral(k, b, RoundingMode::TowardNegative))
    })
}

/// `math.roundeven` (ties to even).
pub(crate) fn roundeven(ctx: &Context, _: &mut Body, _: OpId, c: &[Option<Attr>]) -> FoldResult {
    unary_float(ctx, c, |k, b| {
        Some(fo::round_to_integral(k, b, RoundingMode::NearestTiesToEven))
    })
}

/// `math.copysign` (every float type).
pub(crate) fn copysign(ctx: &Context, _: &mut Body, _: OpId, c: &[Option<Attr>]) -> FoldResult {
    binary_float(ctx, c, |k, a, b| Some(fo::copysign(k, a, b)))
}

/// `math.absi` (the minimum signed value is its own absolute value).
pub(crate) fn absi(ctx: &Context, _: &mut Body, _: OpId, c: &[Option<Attr>]) -> FoldResult {
    unary_int(ctx, c, |a| {
        if a.is_negative() {
            APInt::zero(a.width()).wrapping_sub(a)
        } else {
            a.clone()
        }
    })
}

/// `math.ctlz`.
pub(crate) fn ctlz(ctx: &Context, _: &mut Body, _: OpId, c: &[Option<Attr>]) -> FoldResult {
    unary_int(ctx, c, |a| a.ctlz())
}

/// `math.cttz`.
pub(crate) fn cttz(ctx: &Context, _: &mut Body, _: OpId, c: &[Option<Attr>]) -> FoldResult {
    unary_int(ctx, c, |a| a.cttz())
}

/// `math.ctpop`.
pub(crate) fn ctpop(ctx: &Context, _: &mut Body, _: OpId, c: &[Option<Attr>]) -> FoldResult {
    unary_int(ctx, c, |a| a.ctpop())
}

/// `math.ipowi`: exponentiation by squaring; negative powers give 0 unless
/// the base is 1 or -1; `0 ** negative` does not fold.
pub(crate) fn ipowi(ctx: &Context, _: &mut Body, _: OpId, c: &[Option<Attr>]) -> FoldResult {
    if let Some(p) = poison_operand(ctx, c) {
        return p;
    }
    let (Some(a), Some(b)) = (
        cst(ctx, c.first().copied().flatten()),
        cst(ctx, c.get(1).copied().flatten()),
    ) else {
        return FoldResult::None;
    };
    if a.ty != b.ty || a.scalar != b.scalar || !is_int(ctx, a.elem) {
        return FoldResult::None;
    }
    let n = if a.splat && b.splat {
        1
    } else {
        a.values.len().max(b.values.len())
    };
    let at = |x: &Cst, i: usize| {
        if x.splat {
            x.values[0].clone()
        } else {
            x.values[i].clone()
        }
    };
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        match ipow(&at(&a, i), &at(&b, i)) {
            Some(r) => out.push(r),
            None => return FoldResult::None,
        }
    }
    fold_attr(make(ctx, a.ty, a.elem, a.scalar, out))
}

fn ipow(base: &APInt, power: &APInt) -> Option<APInt> {
    let w = base.width();
    let one = APInt::one(w);
    if power.is_zero() {
        return Some(one);
    }
    if power.is_negative() {
        if base.is_zero() {
            return None;
        }
        if base.is_one() {
            return Some(one);
        }
        if !base.is_all_ones() {
            return Some(APInt::zero(w));
        }
        return Some(if power.bit(0) { base.clone() } else { one });
    }
    let mut result = one;
    let mut cur = base.clone();
    let mut p = power.clone();
    loop {
        if p.bit(0) {
            result = result.wrapping_mul(&cur);
        }
        p = p.lshr_by(1);
        if p.is_zero() {
            return Some(result);
        }
        cur = cur.wrapping_mul(&cur);
    }
}

/// `math.isfinite`.
pub(crate) fn isfinite(ctx: &Context, body: &mut Body, op: OpId, c: &[Option<Attr>]) -> FoldResult {
    classify(ctx, body, op, c, fo::is_finite)
}

/// `math.isinf`.
pub(crate) fn isinf(ctx: &Context, body: &mut Body, op: OpId, c: &[Option<Attr>]) -> FoldResult {
    classify(ctx, body, op, c, fo::is_inf)
}

/// `math.isnan`.
pub(crate) fn isnan(ctx: &Context, body: &mut Body, op: OpId, c: &[Option<Attr>]) -> FoldResult {
    classify(ctx, body, op, c, fo::is_nan)
}

/// `math.isnormal`: finite, non-zero and not denormal.
pub(crate) fn isnormal(ctx: &Context, body: &mut Body, op: OpId, c: &[Option<Attr>]) -> FoldResult {
    classify(ctx, body, op, c, |k, b| {
        fo::is_finite(k, b) && !fo::is_zero(k, b) && !fo::is_denormal(k, b)
    })
}

#[cfg(test)]
mod tests {
    use super::ipow;
    use rmlir_numerics::apint::APInt;

    fn i(w: u32, v: i64) -> APInt {
        APInt::from_i64(w, v)
    }

    #[test]
    fn ipow_matches_mlir() {
        assert_eq!(ipow(&i(32, 3), &i(32, 4)), Some(i(32, 81)));
        assert_eq!(ipow(&i(32, 3), &i(32, 0)), Some(i(32, 1)));
        assert_eq!(ipow(&i(32, 0), &i(32, -1)), None);
        assert_eq!(ipow(&i(32, -1), &i(32, -3)), Some(i(32, -1)));
        assert_eq!(ipow(&i(32, -1), &i(32, -2)), Some(i(32, 1)));
        assert_eq!(ipow(&i(32, 2), &i(32, -1)), Some(i(32, 0)));
        // Wraps around like APInt multiplication.
        assert_eq!(ipow(&i(8, 16), &i(8, 3)), Some(i(8, 0)));
        // i1: 1 (== -1) to any power is 1.
        assert_eq!(ipow(&i(1, -1), &i(1, -1)), Some(i(1, -1)));
    }
}
