//! The results MLIR 22's `arith` and `math` folders compute with these
//! operations (`fold_addf`, `fold_fptosi`, `fold_sqrt`, ...).

use super::*;

// ---------------------------------------------------------------------------
// Public API: MLIR 22 fold semantics
// ---------------------------------------------------------------------------

/// `arith.addf` fold: `addf(x, -0.0) -> x` (a NaN `x` is returned as is),
/// else [`add`].
pub fn fold_addf(kind: FloatKind, a: u128, b: u128) -> u128 {
    if is_neg_zero(kind, b) {
        return a;
    }
    add(kind, a, b)
}

/// `arith.subf` fold: `subf(x, +0.0) -> x`, else [`sub`].
pub fn fold_subf(kind: FloatKind, a: u128, b: u128) -> u128 {
    if is_pos_zero(kind, b) {
        return a;
    }
    sub(kind, a, b)
}

/// `arith.mulf` fold: `mulf(x, 1.0) -> x`, else [`mul`].
pub fn fold_mulf(kind: FloatKind, a: u128, b: u128) -> u128 {
    if canonicalize(kind, b) == one(kind, false) {
        return a;
    }
    mul(kind, a, b)
}

/// `arith.divf` fold: `divf(x, 1.0) -> x`, else [`div`].
pub fn fold_divf(kind: FloatKind, a: u128, b: u128) -> u128 {
    if canonicalize(kind, b) == one(kind, false) {
        return a;
    }
    div(kind, a, b)
}

/// `arith.remf` fold: [`rem`].
pub fn fold_remf(kind: FloatKind, a: u128, b: u128) -> u128 {
    rem(kind, a, b)
}

/// `arith.maximumf` fold: `maximumf(x, -inf) -> x`, else [`maximum`].
pub fn fold_maximumf(kind: FloatKind, a: u128, b: u128) -> u128 {
    if is_inf(kind, b) && is_negative(kind, b) {
        return a;
    }
    maximum(kind, a, b)
}

/// `arith.minimumf` fold: `minimumf(x, +inf) -> x`, else [`minimum`].
pub fn fold_minimumf(kind: FloatKind, a: u128, b: u128) -> u128 {
    if is_inf(kind, b) && !is_negative(kind, b) {
        return a;
    }
    minimum(kind, a, b)
}

/// `arith.maxnumf` fold: `maxnumf(x, NaN) -> x`, else [`maxnum`].
pub fn fold_maxnumf(kind: FloatKind, a: u128, b: u128) -> u128 {
    if is_nan(kind, b) {
        return a;
    }
    maxnum(kind, a, b)
}

/// `arith.minnumf` fold: `minnumf(x, NaN) -> x`, else [`minnum`].
pub fn fold_minnumf(kind: FloatKind, a: u128, b: u128) -> u128 {
    if is_nan(kind, b) {
        return a;
    }
    minnum(kind, a, b)
}

/// `arith.truncf` / `arith.extf` fold (MLIR 22's `convertFloatValue`): the
/// converted value only if APFloat's `convert` reports no flag and no lost
/// information; independent of the op's rounding mode.  Like MLIR 22, an
/// infinity or quiet NaN converted to a format without Inf/NaN (`f4E2M1FN`,
/// `f6E2M3FN`, `f6E3M2FN`) folds, to the bare sign bit.
pub fn fold_convertf(from: FloatKind, to: FloatKind, bits: u128) -> Option<u128> {
    let (fs, ts) = (sem(from), sem(to));
    let (r, st, loses) = convert_fp(&fs, &ts, decode(&fs, bits), RoundingMode::NearestTiesToEven);
    (st.is_ok() && !loses).then(|| encode(&ts, r))
}

/// `arith.sitofp` fold (always folds; rounds to nearest even).
pub fn fold_sitofp(kind: FloatKind, value: &APInt) -> u128 {
    from_apint(kind, value, true)
}

/// `arith.uitofp` fold (always folds; rounds to nearest even).
pub fn fold_uitofp(kind: FloatKind, value: &APInt) -> u128 {
    from_apint(kind, value, false)
}

/// `arith.fptosi` fold: truncates toward zero; `None` for NaN, infinity and
/// values whose truncation does not fit in `width` signed bits.
pub fn fold_fptosi(kind: FloatKind, bits: u128, width: u32) -> Option<APInt> {
    to_apint(kind, bits, width, true, RoundingMode::TowardZero).map(|(v, _)| v)
}

/// `arith.fptoui` fold: truncates toward zero; `None` for NaN, infinity and
/// values whose truncation does not fit in `width` unsigned bits (`-0.5`
/// folds to 0, `-1.0` does not fold).
pub fn fold_fptoui(kind: FloatKind, bits: u128, width: u32) -> Option<APInt> {
    to_apint(kind, bits, width, false, RoundingMode::TowardZero).map(|(v, _)| v)
}

/// Whether MLIR's math folders that call the C library handle `kind`
/// (only `f32` and `f64`).
fn host_kind(kind: FloatKind) -> bool {
    matches!(kind, FloatKind::F32 | FloatKind::F64)
}

/// `math.sqrt` fold: only `f32`/`f64` and only for non-negative operands
/// (so not `-0.0` nor a negative NaN).
pub fn fold_sqrt(kind: FloatKind, a: u128) -> Option<u128> {
    (host_kind(kind) && !is_negative(kind, a)).then(|| sqrt(kind, a))
}

/// `math.floor` fold (all kinds).
pub fn fold_floor(kind: FloatKind, a: u128) -> u128 {
    round_to_integral(kind, a, RoundingMode::TowardNegative)
}

/// `math.ceil` fold (all kinds).
pub fn fold_ceil(kind: FloatKind, a: u128) -> u128 {
    round_to_integral(kind, a, RoundingMode::TowardPositive)
}

/// `math.roundeven` fold (all kinds).
pub fn fold_roundeven(kind: FloatKind, a: u128) -> u128 {
    round_to_integral(kind, a, RoundingMode::NearestTiesToEven)
}

/// `math.round` fold (C `round`, ties away from zero): only `f32`/`f64`.
pub fn fold_round(kind: FloatKind, a: u128) -> Option<u128> {
    host_kind(kind).then(|| round_to_integral(kind, a, RoundingMode::NearestTiesToAway))
}

/// `math.trunc` fold (C `trunc`): only `f32`/`f64`.
pub fn fold_trunc(kind: FloatKind, a: u128) -> Option<u128> {
    host_kind(kind).then(|| round_to_integral(kind, a, RoundingMode::TowardZero))
}
